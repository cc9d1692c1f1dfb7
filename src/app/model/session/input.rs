//! What a person or a page asks of the [`Session`]: keys on the board, buttons, settings
//! (attributes and the address's parameters) and the JavaScript calls that start games.

use super::super::action::Action;
use super::super::choices::ChoiceKind;
use super::super::command::{Control, Effect, Key};
use super::super::opponent::Opponent;
use super::super::settings::{self, Setting};
use super::{Session, SPEEDS};
use crate::settings::OpponentChoice;
use mancala_i18n::Texts;
use mancala_render::geom::Point;
use mancala_rules::{Move, Variant};

impl Session {
    /// A key on the board: arrows move the focus ring, Enter or Space plays, Escape closes
    /// the menu (and the choice of how to play a pit).
    pub(super) fn key(&mut self, key: Key, out: &mut Vec<Effect>) {
        let (dx, dy) = match key {
            Key::Play => {
                if let Some(pit) = self.table.focus {
                    self.click(pit, out);
                }
                return;
            }
            Key::Escape => {
                self.menu_open = false;
                out.push(Effect::Menu(false));
                self.close_rules(out);
                if matches!(self.table.choice.kind, ChoiceKind::Harvest { .. }) {
                    self.table.end_harvest_choice();
                    self.changed(out);
                }
                return;
            }
            Key::Arrow { dx, dy } => (f64::from(dx), f64::from(dy)),
        };
        let pits = &self.layout.pits;
        let playable = self.table.playable(self.opponent);
        let from = self
            .table
            .focus
            .or_else(|| playable.first().copied())
            .unwrap_or(0);
        let next = if self.table.focus.is_none() {
            Some(from)
        } else {
            let c = pits.get(from).map_or(Point::default(), |pit| pit.center);
            // The nearest pit that way, favouring pits straight ahead.
            pits.iter()
                .enumerate()
                .filter(|(i, _)| *i != from)
                .map(|(i, pit)| {
                    let (vx, vy) = (pit.center.x - c.x, pit.center.y - c.y);
                    (i, vx * dx + vy * dy, (vx * dy - vy * dx).abs())
                })
                .filter(|&(_, ahead, _)| ahead > 1.0)
                .min_by(|a, b| (a.1 + 2.0 * a.2).total_cmp(&(b.1 + 2.0 * b.2)))
                .map(|(i, _, _)| i)
        };
        if let Some(n) = next {
            self.table.focus = Some(n);
            out.push(Effect::Announce(self.table.describe_pit(n, &self.seats())));
            out.push(Effect::Redraw);
        }
    }

    /// In kiosk mode, "New game" asks first when it would end a person's game going on.
    fn must_confirm_new(&self) -> bool {
        self.settings.kiosk
            && self.opponent != Opponent::Demo
            && self.table.outcome().is_none()
            && self.table.game().is_some_and(|g| g.moves_played() > 0)
    }

    /// A button of the controls.
    pub(super) fn button(&mut self, action: Action, out: &mut Vec<Effect>) {
        let mv = match action {
            Action::LessonNext => return self.lesson_next(out),
            Action::LessonLeave => return self.leave_lesson(out),
            // A lesson is the learner's alone: no taking back, no computer.
            Action::Undo | Action::Opponent | Action::Level if self.learning.is_some() => return,
            Action::Games | Action::GameOverMenu => {
                self.menu_open = !self.menu_open || action == Action::GameOverMenu;
                out.push(Effect::Controls(vec![Control {
                    id: "gameover",
                    visible: Some(false),
                    ..Control::default()
                }]));
                out.push(Effect::Menu(self.menu_open));
                return;
            }
            Action::MenuClose => {
                self.menu_open = false;
                out.push(Effect::Menu(false));
                return;
            }
            Action::NewGame if self.must_confirm_new() => {
                out.push(confirmation(true));
                return;
            }
            Action::ConfirmNo => {
                out.push(confirmation(false));
                return;
            }
            // The same game again, by the same rules.
            Action::NewGame | Action::GameOverNew | Action::ConfirmYes => {
                out.push(confirmation(false));
                let (variant, rules) = (self.table.variant, self.table.rules());
                return self.new_game_with(variant, self.same_opponent(), rules, out);
            }
            Action::Undo => {
                self.table.undo(self.opponent);
                self.invalidate();
                None
            }
            Action::Opponent => {
                let o = match self.opponent {
                    Opponent::HotSeat => Opponent::Computer { side: 1 },
                    Opponent::Computer { .. } | Opponent::Demo => Opponent::HotSeat,
                };
                return self.set_opponent(o, out);
            }
            Action::Level => {
                self.settings.level = self.settings.level % 5 + 1;
                self.invalidate();
                None
            }
            Action::Speed => {
                self.speed = SPEEDS[(super::frame::speed_index(self.speed) + 1) % SPEEDS.len()];
                None
            }
            Action::Sound => {
                let on = !self.sound_on();
                self.sound_choice = Some(on);
                out.push(Effect::RememberSound(on));
                None
            }
            Action::Language => {
                let all = mancala_i18n::LANGUAGES;
                let i = all
                    .iter()
                    .position(|t| t.code == self.texts.code)
                    .unwrap_or(0);
                return self.speak(all[(i + 1) % all.len()], out);
            }
            Action::Skip | Action::Standard => {
                self.table.skip();
                None
            }
            Action::Offer => {
                self.table.choice.toggle_picking();
                None
            }
            Action::Direction => {
                self.table.clockwise = !self.table.clockwise;
                self.table.end_harvest_choice();
                None
            }
            Action::OfferSend => self.table.choice.offer(),
            Action::NoOffer => Some(Move::Pass),
            Action::Accept => Some(Move::Answer { accept: true }),
            Action::Refuse => Some(Move::Answer { accept: false }),
            Action::Arrange => self.table.choice.arrangement(self.table.board()),
            Action::Hint | Action::Preview => return self.aid_button(action, out),
            Action::Back | Action::Forward | Action::Share => {
                return self.replay_button(action, out)
            }
            Action::RulesPlay | Action::RulesUsual | Action::RulesBack => {
                return self.rules_button(action, out)
            }
            Action::Harvest(_) | Action::HarvestCancel => return self.harvest_button(action, out),
        };
        match mv {
            Some(mv) => self.person_plays(mv, out),
            None => self.changed(out),
        }
    }

    /// Every setting at start: the house rules and the variant last, which start the game (the
    /// setting's or the same variant, for the opponent and by the rules now in force).
    pub(super) fn configure(
        &mut self,
        pairs: Vec<(String, Option<String>)>,
        out: &mut Vec<Effect>,
    ) {
        let (last, others): (Vec<_>, Vec<_>) = pairs
            .into_iter()
            .partition(|(n, _)| matches!(n.as_str(), "variant" | "lesson" | "rules"));
        let (lesson, game): (Vec<_>, Vec<_>) = last.into_iter().partition(|(n, _)| n == "lesson");
        let (rules, variant): (Vec<_>, Vec<_>) = game.into_iter().partition(|(n, _)| n == "rules");
        for (name, value) in others {
            self.attribute(&name, value, out);
        }
        // The rules are read for the game they start (a bad one is told then).
        for (_, value) in rules {
            let text = value.map(|v| v.trim().to_string());
            self.settings.set(&Setting::Rules(text));
        }
        let request = self.request;
        for (name, value) in variant {
            self.attribute(&name, value, out);
        }
        // No game started by the variant: one for the opponent and the rules in force, if the
        // game set up differs.
        let (before, rules) = (self.table.variant, self.setting_rules(self.table.variant));
        if self.request == request
            && (self.opponent != self.settings.opponent || rules != Ok(self.table.rules()))
        {
            self.new_game(before, self.settings.opponent, out);
        }
        // A lesson page's lesson opens over the game just set up; else a game link in the
        // address (if the game may read it) replaces that game.
        let lesson_page = lesson
            .iter()
            .any(|(_, v)| v.as_deref().is_some_and(|v| !v.is_empty()));
        for (name, value) in lesson {
            self.attribute(&name, value, out);
        }
        if !lesson_page {
            self.open_address(out);
        }
    }

    /// Setting `name` is now `value` (`None`: removed). A bad value is warned about and the
    /// setting kept; an unknown game is also said in the status line.
    pub(super) fn attribute(&mut self, name: &str, value: Option<String>, out: &mut Vec<Effect>) {
        let parsed = settings::parse(name, value.as_deref(), self.texts);
        let setting = match parsed.and_then(|s| self.fitting(s)) {
            Ok(Some(setting)) => setting,
            Ok(None) => return,
            Err(reason) => {
                let quoted = value.as_deref().unwrap_or_default();
                let keeping = self.settings.quote(name);
                out.push(Effect::Warn(format!(
                    "{name}=\"{quoted}\": {reason}; keeping {keeping}"
                )));
                if name == "variant" || name == "rules" {
                    out.push(Effect::Controls(vec![Control {
                        id: "status",
                        text: Some(reason),
                        visible: Some(true),
                        ..Control::default()
                    }]));
                }
                return;
            }
        };
        self.settings.set(&setting);
        match setting {
            Setting::Variant(v) => self.restart(v, out),
            Setting::Rules(_) => self.restart(self.table.variant, out),
            Setting::Lang(lang) => {
                let texts = settings::language(lang.as_deref(), &self.start.languages);
                self.speak(texts, out);
            }
            Setting::Opponent(o, _) if self.opponent != Opponent::Demo => {
                self.set_opponent(o, out);
            }
            Setting::Level(_) => {
                self.invalidate();
                self.changed(out);
            }
            Setting::Kiosk(_) | Setting::Idle(_) | Setting::Soak(_) => {
                out.push(Effect::Settings(self.settings.clone()));
                if self.settings.kiosk {
                    self.close_rules(out);
                    out.push(self.controls());
                }
            }
            Setting::Lesson(Some(v)) => self.learn(v, out),
            Setting::Lesson(None) => self.leave_lesson(out),
            Setting::Opponent(..)
            | Setting::Sound(_)
            | Setting::Preview(_)
            | Setting::Address(_) => {
                self.changed(out);
            }
        }
    }

    /// A `rules` setting whose rules are not the game's now is refused (the game is
    /// unchanged); every other setting is as read.
    ///
    /// # Errors
    /// Why the rules are not the game's, in the page's words.
    fn fitting(&self, setting: Option<Setting>) -> Result<Option<Setting>, String> {
        if let Some(Setting::Rules(Some(text))) = &setting {
            crate::house::read(text, self.table.variant, self.texts)?;
        }
        Ok(setting)
    }

    /// A new game of `variant` started by a setting: a demo again if one is going on.
    fn restart(&mut self, variant: Variant, out: &mut Vec<Effect>) {
        if self.opponent == Opponent::Demo {
            self.start_demo(variant, out);
        } else {
            self.new_game(variant, self.settings.opponent, out);
        }
    }

    /// Speaks `texts`' language from now on (the house-rules panel too, if it is open).
    pub(super) fn speak(&mut self, texts: &'static Texts, out: &mut Vec<Effect>) {
        self.texts = texts;
        out.push(Effect::Translate);
        out.push(Effect::Settings(self.settings.clone()));
        if self.house.open.is_some() {
            out.push(self.rules_panel(false));
        }
        self.changed(out);
    }

    /// A new game asked for by JavaScript: of `variant` (else the setting's, else the same),
    /// for `opponent` (else the setting's); the demo when that is the opponent.
    pub(super) fn api_new_game(
        &mut self,
        variant: Option<Variant>,
        opponent: Option<OpponentChoice>,
        out: &mut Vec<Effect>,
    ) {
        let v = variant.unwrap_or(self.settings.variant.unwrap_or(self.table.variant));
        let o = match opponent {
            Some(choice) => self.choose_opponent(choice),
            None => self.settings.opponent,
        };
        if o == Opponent::Demo {
            self.start_demo(v, out);
        } else {
            self.new_game(v, o, out);
        }
    }

    /// The opponent JavaScript chose; an `ai-N` choice sets the level too.
    pub(super) fn choose_opponent(&mut self, choice: OpponentChoice) -> Opponent {
        if let Some(level) = choice.level {
            self.settings.level = level;
        }
        choice.opponent
    }
}

/// The kiosk's "New game?" panel shown or hidden.
fn confirmation(visible: bool) -> Effect {
    Effect::Controls(vec![Control {
        id: "confirm",
        visible: Some(visible),
        ..Control::default()
    }])
}
