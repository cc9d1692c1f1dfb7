//! The page's controls around the board, as the DOM holds them: the session says what each
//! shows ([`Control`]s), this file writes it; plus the game menu's entries and the
//! screen-reader announcements. Each element is optional: a page (or a test) without it still
//! plays.
//!
//! A [`Ui`] is scoped to a root: the document for `index.html`, or the shadow root of one
//! `<mancala-game>` element, so that several games on one page never touch each other's
//! controls.

use mancala_i18n::catalog;
use mancala_i18n::{Language, Texts};
use mancala_model::board_grid::GRID_ID;
use mancala_model::controls::{fixed_words, LANGUAGES};
use mancala_model::Control;
use wasm_bindgen::prelude::*;
use web_sys::{Document, DocumentFragment, Element, Node};

/// How many announcements the `aria-live` region keeps (the latest last).
pub const ANNOUNCEMENTS_KEPT: u32 = 3;

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

    /// Moves the keyboard's focus to the element with id `id`, if it is there and can take it;
    /// for the board's grid ([`GRID_ID`]), to its Tab stop.
    pub fn focus(&self, id: &str) {
        use wasm_bindgen::JsCast;
        let target = self.get(id).and_then(|e| match id {
            GRID_ID => e.query_selector("[tabindex=\"0\"]").ok().flatten(),
            _ => Some(e),
        });
        if let Some(e) = target.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
            let _ = e.focus();
        }
    }

    /// The element with the keyboard's focus in this UI's scope (inside its shadow root for an
    /// element), if any.
    pub fn active_element(&self) -> Option<Element> {
        use wasm_bindgen::JsCast;
        match &self.scope {
            Scope::Document => self.document.active_element(),
            Scope::Fragment(f) => f
                .dyn_ref::<web_sys::ShadowRoot>()
                .and_then(web_sys::ShadowRoot::active_element),
        }
    }

    /// The document the controls are in.
    pub fn document(&self) -> &Document {
        &self.document
    }

    /// Tells `sentence` to screen readers through the `aria-live` region `announce`: added as
    /// a paragraph of its own after those before it, so that a screen reader reads each in
    /// turn (a player's move, then the computer's answer) instead of cutting one off with the
    /// next. The last [`ANNOUNCEMENTS_KEPT`] stay.
    pub fn announce(&self, sentence: &str) {
        let Some(region) = self.get("announce") else {
            return;
        };
        let Ok(said) = self.document.create_element("p") else {
            return;
        };
        said.set_text_content(Some(sentence));
        let _ = region.append_child(&said);
        while region.child_element_count() > ANNOUNCEMENTS_KEPT {
            match region.first_element_child() {
                Some(old) => old.remove(),
                None => break,
            }
        }
    }

    /// Shows or hides the game menu.
    pub fn show_menu(&self, visible: bool) {
        self.show("menu", visible);
    }

    /// Fills the menu with one card per game, for a child as much as a teacher: a picture of
    /// its board (drawn when the menu opens, see [`super::thumbnails`]), its name, where it
    /// comes from and one plain sentence; "Play", "Learn", "Puzzles" and its house rules as buttons; the
    /// full rules summary folded under "How to play".
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
            let picture = self.document.create_element("canvas")?;
            picture.set_class_name("thumb");
            picture.set_attribute(super::thumbnails::THUMB_ATTRIBUTE, info.id)?;
            picture.set_attribute("aria-hidden", "true")?;
            item.append_child(&picture)?;
            let name = self.document.create_element("h3")?;
            name.set_text_content(Some(info.name));
            item.append_child(&name)?;
            for (class, words) in [
                (
                    "origin",
                    format!("{} · {}×{}", info.origin, info.rows, info.columns),
                ),
                ("plain", info.plain.to_string()),
            ] {
                let line = self.document.create_element("p")?;
                line.set_class_name(class);
                line.set_text_content(Some(&words));
                item.append_child(&line)?;
            }
            // Play, its lesson, its puzzles and its house rules.
            let actions = self.document.create_element("div")?;
            actions.set_class_name("menu-actions");
            for (class, mark, words) in [
                ("variant primary", "data-variant", texts.learn.play),
                ("learn", "data-learn", texts.learn.learn),
                ("puzzles", "data-puzzles", texts.learn.puzzles),
            ] {
                let button = self.document.create_element("button")?;
                button.set_class_name(class);
                button.set_attribute("type", "button")?;
                button.set_attribute(mark, info.id)?;
                button.set_attribute("aria-label", &format!("{words}: {}", info.name))?;
                button.set_text_content(Some(words));
                actions.append_child(&button)?;
            }
            let rules = self.rules_button(info.id, info.name, texts)?;
            actions.append_child(&rules)?;
            item.append_child(&actions)?;
            let more = self.document.create_element("details")?;
            let title = self.document.create_element("summary")?;
            title.set_text_content(Some(texts.how_to_play));
            let summary = self.document.create_element("p")?;
            summary.set_text_content(Some(info.summary));
            more.append_child(&title)?;
            more.append_child(&summary)?;
            item.append_child(&more)?;
            list.append_child(&item)?;
        }
        Ok(())
    }

    /// Fills the choice of languages with one button per language, named in its own language
    /// (with its `lang`, so that a screen reader says it in that language); the one spoken now
    /// is pressed.
    ///
    /// # Errors
    /// When the document refuses to create elements.
    fn build_languages(&self, texts: &Texts) -> Result<(), JsValue> {
        let Some(group) = self.get(LANGUAGES) else {
            return Ok(());
        };
        group.set_text_content(None);
        for language in Language::ALL {
            let button = self.document.create_element("button")?;
            button.set_attribute("type", "button")?;
            button.set_attribute("data-lang", language.code())?;
            button.set_attribute("lang", language.code())?;
            let pressed = language == texts.language;
            button.set_attribute("aria-pressed", if pressed { "true" } else { "false" })?;
            button.set_text_content(Some(language.name()));
            group.append_child(&button)?;
        }
        Ok(())
    }

    /// Writes what `controls` say each control shows.
    pub fn apply(&self, controls: &[Control]) {
        for c in controls {
            let Some(e) = self.get(c.id) else { continue };
            if let Some(text) = &c.text {
                if e.text_content().as_deref() != Some(text.as_str()) {
                    e.set_text_content(Some(text));
                }
            }
            if let Some(visible) = c.visible {
                self.show(c.id, visible);
            }
            if let Some(enabled) = c.enabled {
                self.enable(c.id, enabled);
            }
            if let Some(lang) = c.lang {
                let _ = e.set_attribute("lang", lang);
            }
            if let Some((name, value)) = c.attribute {
                if e.get_attribute(name).as_deref() != Some(value) {
                    let _ = e.set_attribute(name, value);
                }
            }
        }
    }

    /// Writes the words of `texts` on the controls whose words never change during a game,
    /// and, for a whole-page game, sets the document's language (for screen readers).
    pub fn translate(&self, texts: &Texts) {
        self.apply(&fixed_words(texts));
        if let Err(e) = self.build_languages(texts) {
            web_sys::console::warn_2(&"mancala: the language buttons:".into(), &e);
        }
        if let Some(menu) = self.get("menu") {
            let _ = menu.set_attribute("aria-label", texts.choose_game);
        }
        // The whole page's language only when the page is the game's; an embedded game speaks
        // through its element's own `lang` attribute and leaves the lesson page's alone.
        if let (Scope::Document, Some(root)) = (&self.scope, self.document.document_element()) {
            let _ = root.set_attribute("lang", texts.code());
        }
    }

    /// True for a whole-page game (`index.html`), which shows the language button.
    pub fn whole_page(&self) -> bool {
        matches!(self.scope, Scope::Document)
    }
}

/// Sets [`FIRST_BOARD_MARK`](super::FIRST_BOARD_MARK) unless it is set already (by the first
/// frame's module, or another game of the page).
pub fn mark_first_board(window: &web_sys::Window) {
    if let Some(performance) = window.performance() {
        if performance
            .get_entries_by_name(super::FIRST_BOARD_MARK)
            .length()
            == 0
        {
            let _ = performance.mark(super::FIRST_BOARD_MARK);
        }
    }
}

// The house-rules panel.
mod rules;
