//! The page's controls around the board: the toolbar, the choice buttons (Goré's offer and
//! answer, Omweso's arrangement and direction), the status line, the game menu and the
//! game-over panel. Each element is optional: a page (or a test) without it still plays.
//!
//! A [`Ui`] is scoped to a root: the document for `index.html`, or the shadow root of one
//! `<mancala-game>` element, so that several games on one page never touch each other's
//! controls.

use super::choices::ChoiceKind;
use super::controller::{Controller, Opponent};
use crate::api::catalog;
use crate::i18n::{capitalise, fill, Texts};
use crate::rules::Details;
use wasm_bindgen::prelude::*;
use web_sys::{Document, DocumentFragment, Element, Node};

/// The ids of the buttons the app listens to.
pub const BUTTONS: [&str; 17] = [
    "btn-games",
    "btn-new",
    "btn-undo",
    "btn-opponent",
    "btn-level",
    "btn-speed",
    "btn-skip",
    "btn-offer",
    "btn-offer-send",
    "btn-accept",
    "btn-refuse",
    "btn-standard",
    "btn-arrange",
    "btn-direction",
    "menu-close",
    "gameover-new",
    "gameover-menu",
];

/// Where a [`Ui`] looks for its controls.
#[derive(Clone)]
pub enum Scope {
    /// The whole document (`index.html`).
    Document,
    /// A shadow root or another fragment (one `<mancala-game>` element).
    Fragment(DocumentFragment),
}

/// Handles on the page's elements (each may be missing).
pub struct Ui {
    document: Document,
    scope: Scope,
}

impl Ui {
    /// The controls of `document`.
    pub fn new(document: Document) -> Ui {
        Ui {
            document,
            scope: Scope::Document,
        }
    }

    /// The controls under `root`: a `Document` or a `DocumentFragment` (a `ShadowRoot`).
    ///
    /// # Errors
    /// When `root` is neither, or a fragment outside any document.
    pub fn scoped(root: &Node) -> Result<Ui, JsValue> {
        use wasm_bindgen::JsCast;
        if let Some(document) = root.dyn_ref::<Document>() {
            return Ok(Ui::new(document.clone()));
        }
        let fragment = root
            .dyn_ref::<DocumentFragment>()
            .ok_or_else(|| JsValue::from_str("the root must be a document or a shadow root"))?;
        let document = root
            .owner_document()
            .ok_or_else(|| JsValue::from_str("the root belongs to no document"))?;
        Ok(Ui {
            document,
            scope: Scope::Fragment(fragment.clone()),
        })
    }

    /// The element with id `id` in this UI's scope, if there is one.
    pub fn get(&self, id: &str) -> Option<Element> {
        match &self.scope {
            Scope::Document => self.document.get_element_by_id(id),
            Scope::Fragment(f) => f.get_element_by_id(id),
        }
    }

    /// Sets the status line's text at once (a message from outside the game, such as an
    /// unknown variant); the next change of the game replaces it.
    pub fn say(&self, text: &str) {
        self.text("status", text);
        self.show("status", true);
    }

    fn text(&self, id: &str, text: &str) {
        if let Some(e) = self.get(id) {
            if e.text_content().as_deref() != Some(text) {
                e.set_text_content(Some(text));
            }
        }
    }

    fn show(&self, id: &str, visible: bool) {
        if let Some(e) = self.get(id) {
            let hidden = e.has_attribute("hidden");
            if visible && hidden {
                let _ = e.remove_attribute("hidden");
            } else if !visible && !hidden {
                let _ = e.set_attribute("hidden", "");
            }
        }
    }

    fn enable(&self, id: &str, enabled: bool) {
        if let Some(e) = self.get(id) {
            if enabled {
                let _ = e.remove_attribute("disabled");
            } else {
                let _ = e.set_attribute("disabled", "");
            }
        }
    }

    /// Tells `sentence` to screen readers through the `aria-live` region `announce`.
    pub fn announce(&self, sentence: &str) {
        self.text("announce", sentence);
    }

    /// Shows or hides the game menu.
    pub fn show_menu(&self, visible: bool) {
        self.show("menu", visible);
    }

    /// True while the menu is open.
    pub fn menu_open(&self) -> bool {
        self.get("menu").is_some_and(|m| !m.has_attribute("hidden"))
    }

    /// Closes the game-over panel.
    pub fn hide_game_over(&self) {
        self.show("gameover", false);
    }

    /// Fills the menu with one entry per game: name, origin, rules.
    ///
    /// # Errors
    /// When the document refuses to create elements.
    pub fn build_menu(&self, texts: &'static Texts) -> Result<(), JsValue> {
        let Some(list) = self.get("menu-list") else {
            return Ok(());
        };
        list.set_text_content(None);
        for info in catalog::all_in(texts) {
            let item = self.document.create_element("li")?;
            let button = self.document.create_element("button")?;
            button.set_class_name("variant");
            button.set_attribute("data-variant", info.id)?;
            let name = self.document.create_element("strong")?;
            name.set_text_content(Some(info.name));
            let origin = self.document.create_element("em")?;
            origin.set_text_content(Some(&format!(
                "{} · {}×{}",
                info.origin, info.rows, info.columns
            )));
            let summary = self.document.create_element("span")?;
            summary.set_text_content(Some(info.summary));
            button.append_child(&name)?;
            button.append_child(&origin)?;
            button.append_child(&summary)?;
            item.append_child(&button)?;
            list.append_child(&item)?;
        }
        Ok(())
    }

    /// Writes the words of `texts` on the controls whose words never change during a game,
    /// and, for a whole-page game, sets the document's language (for screen readers).
    pub fn translate(&self, texts: &Texts) {
        for (id, words) in [
            ("btn-games", texts.games),
            ("btn-new", texts.new_game),
            ("btn-undo", texts.undo),
            ("btn-skip", texts.skip),
            ("btn-offer-send", texts.send_offer),
            ("btn-accept", texts.accept_offer),
            ("btn-refuse", texts.refuse_offer),
            ("btn-standard", texts.standard_arrangement),
            ("btn-arrange", texts.confirm_arrangement),
            ("menu-title", texts.choose_game),
            ("menu-close", texts.close),
            ("gameover-new", texts.play_again),
            ("gameover-menu", texts.other_games),
        ] {
            self.text(id, words);
        }
        if let Some(menu) = self.get("menu") {
            let _ = menu.set_attribute("aria-label", texts.choose_game);
        }
        // The whole page's language only when the page is the game's; an embedded game speaks
        // through its element's own `lang` attribute and leaves the lesson page's alone.
        if let (Scope::Document, Some(root)) = (&self.scope, self.document.document_element()) {
            let _ = root.set_attribute("lang", texts.code);
        }
    }

    /// Brings every control up to date with the game; `speed` indexes the speeds' names,
    /// `level` is the computer's.
    pub fn update(&self, c: &Controller, speed: usize, level: u32) {
        let texts = c.texts;
        let game_name = texts.variant(c.variant).name;
        self.text("game-title", game_name);
        let names = c.names();
        let playing = c.human_to_play();
        let status = if let Some(reason) = &c.unavailable {
            fill(
                texts.unavailable,
                &[("game", &game_name), ("reason", reason)],
            )
        } else if c.animating() {
            texts.sowing.to_string()
        } else if let Some(o) = c.outcome() {
            let reason = texts.reason(o.reason);
            match o.winner {
                Some(p) => fill(
                    texts.won_status,
                    &[("who", &names[usize::from(p & 1)]), ("reason", &reason)],
                ),
                None => fill(texts.draw_status, &[("reason", &reason)]),
            }
        } else if let Some(p) = c.to_move() {
            let who: &[(&str, &dyn std::fmt::Display)] = &[("who", &names[usize::from(p & 1)])];
            match &c.choice.kind {
                ChoiceKind::Answer => fill(texts.answer_offer, who),
                ChoiceKind::Arrange { .. } => fill(texts.arrange, who),
                ChoiceKind::Offer { picking: true, .. } => fill(texts.pick_offer, who),
                _ if c.computer_to_play() => texts.thinking.to_string(),
                _ if matches!(c.opponent, Opponent::Computer { .. }) => {
                    texts.your_turn_tap.to_string()
                }
                _ => fill(texts.to_move_tap, who),
            }
        } else {
            String::new()
        };
        self.text("status", &status);
        self.show("status", true);
        let opponent = match c.opponent {
            Opponent::HotSeat => texts.two_players,
            Opponent::Computer { .. } => texts.vs_computer,
            Opponent::Demo => texts.demo,
        };
        self.text("btn-opponent", opponent);
        self.show("btn-level", !matches!(c.opponent, Opponent::HotSeat));
        self.text("btn-level", &fill(texts.level, &[("n", &level)]));
        let speed_name = texts.speeds.get(speed).copied().unwrap_or_default();
        self.text("btn-speed", &fill(texts.speed, &[("speed", &speed_name)]));
        self.enable("btn-undo", c.game().is_some_and(|g| g.moves_played() > 0));
        self.enable("btn-skip", c.animating());

        let kind = &c.choice.kind;
        let offer = matches!(kind, ChoiceKind::Offer { .. }) && playing;
        let picking = matches!(kind, ChoiceKind::Offer { picking: true, .. });
        self.show("btn-offer", offer);
        self.text(
            "btn-offer",
            if picking {
                texts.cancel_offer
            } else {
                texts.offer_holes
            },
        );
        let legal = c.legal();
        let offer_ok = c.choice.offer().is_some_and(|m| legal.contains(&m));
        self.show("btn-offer-send", offer && picking);
        self.enable("btn-offer-send", offer_ok);
        let answer = matches!(kind, ChoiceKind::Answer) && playing;
        self.show("btn-accept", answer);
        self.show("btn-refuse", answer);
        let arrange = matches!(kind, ChoiceKind::Arrange { .. }) && playing;
        self.show("btn-standard", arrange);
        self.show("btn-arrange", arrange);
        let reverse = legal
            .iter()
            .any(|m| matches!(m, crate::rules::Move::Reverse { .. }));
        self.show("btn-direction", reverse && playing);
        self.text(
            "btn-direction",
            if c.clockwise {
                texts.direction_cw
            } else {
                texts.direction_ccw
            },
        );
        let over = c.outcome().filter(|_| !c.animating());
        self.show("gameover", over.is_some());
        if let Some(o) = over {
            let title = match (o.winner, c.opponent) {
                (Some(p), Opponent::Computer { side }) if p != side => texts.you_win.to_string(),
                (Some(p), _) => fill(texts.wins_title, &[("who", &names[usize::from(p & 1)])]),
                (None, _) => texts.draw_title.to_string(),
            };
            self.text("gameover-title", &title);
            let mut detail = fill(
                texts.final_score,
                &[
                    ("reason", &capitalise(texts.reason(o.reason))),
                    ("a", &o.stores[0]),
                    ("b", &o.stores[1]),
                ],
            );
            match o.details {
                Details::Gore {
                    without_glory: true,
                } => {
                    detail.push(' ');
                    detail.push_str(texts.without_glory);
                }
                Details::Omweso {
                    special_victory: Some(v),
                } => {
                    detail.push(' ');
                    detail.push_str(&fill(texts.special_victory, &[("name", &texts.reason(v))]));
                }
                _ => {}
            }
            self.text("gameover-reason", &detail);
        }
    }
}
