//! House rules in the [`Session`]: the rules a new game is played by, the menu's panel where a
//! visitor chooses each game's (never in kiosk mode: a museum's games are the page's), the
//! line under the game's title, and a `rules` setting that does not fit its game.

use super::super::action::Action;
use super::super::command::{Command, Control, Effect};
use super::super::house::{self, Panel};
use super::Session;
use mancala_i18n::fill;
use mancala_rules::{HouseRules, Variant};

impl Session {
    /// The rules a game of `variant` starts with when the page starts it (the `variant` and
    /// `rules` settings, `app.newGame`, a kiosk's demo, the end of a lesson): the `rules`
    /// setting's when it is set, else the visitor's choice for that game (never in kiosk
    /// mode), else the usual rules.
    ///
    /// # Errors
    /// A `rules` setting that is not `variant`'s, with why, in the page's words.
    pub(super) fn setting_rules(&self, variant: Variant) -> Result<HouseRules, String> {
        match &self.settings.rules {
            Some(text) => house::read(text, variant, self.texts),
            None => Ok(self.visitor_rules(variant).unwrap_or_default()),
        }
    }

    /// The visitor's choice for `variant`, if any (none in kiosk mode).
    fn visitor_rules(&self, variant: Variant) -> Option<HouseRules> {
        self.house.chosen(variant).filter(|_| !self.settings.kiosk)
    }

    /// The rules `variant`'s panel shows, which a game of it started from the menu is played
    /// by: the visitor's choice, else the `rules` setting's if they are `variant`'s, else the
    /// usual rules.
    pub fn menu_rules(&self, variant: Variant) -> HouseRules {
        self.visitor_rules(variant)
            .or_else(|| {
                let text = self.settings.rules.as_deref()?;
                house::read(text, variant, self.texts).ok()
            })
            .unwrap_or_default()
    }

    /// A `rules` setting that does not fit the game just started by the usual rules: warned
    /// about, and said in the status line.
    pub(super) fn bad_rules(&self, why: String, out: &mut Vec<Effect>) {
        let written = self.settings.rules.as_deref().unwrap_or_default();
        out.push(Effect::Warn(format!(
            "rules=\"{written}\": {why}; playing by the usual rules"
        )));
        out.push(Effect::Controls(vec![Control {
            id: "status",
            text: Some(why),
            visible: Some(true),
            ..Control::default()
        }]));
    }

    /// The menu's "House rules" of a game ([`Command::OpenRules`]), and a value chosen in its
    /// panel ([`Command::ChooseRule`]): remembered at once.
    pub(super) fn house(&mut self, command: Command, out: &mut Vec<Effect>) {
        match command {
            Command::OpenRules(_) if self.settings.kiosk => {}
            Command::OpenRules(v) => {
                self.house.open = Some(v);
                out.push(Effect::Menu(false));
                out.push(self.rules_panel(true));
            }
            Command::ChooseRule { id, value } => {
                let Some(v) = self.house.open else { return };
                let mut rules = self.menu_rules(v);
                match rules.set(&id, &value).and_then(|()| rules.check_for(v)) {
                    Ok(()) => self.remember_rules(v, rules, out),
                    Err(e) => out.push(Effect::Refused(e.message().to_string())),
                }
            }
            _ => {}
        }
    }

    /// The panel's buttons: play by the rules chosen, back to the usual rules, back to the
    /// menu.
    pub(super) fn rules_button(&mut self, action: Action, out: &mut Vec<Effect>) {
        let Some(v) = self.house.open else { return };
        match action {
            Action::RulesUsual => {
                self.remember_rules(v, HouseRules::default(), out);
                out.push(self.rules_panel(false));
            }
            Action::RulesBack => {
                self.menu_open = true;
                out.push(Effect::Menu(true));
                self.close_rules(out);
            }
            _ => {
                let rules = self.menu_rules(v);
                self.menu_open = false;
                out.push(Effect::Menu(false));
                self.close_rules(out);
                self.new_game_with(v, self.same_opponent(), rules, out);
            }
        }
    }

    /// Closes the panel, if it is open.
    pub(super) fn close_rules(&mut self, out: &mut Vec<Effect>) {
        if self.house.open.take().is_some() {
            out.push(Effect::RulesPanel(None));
        }
    }

    /// The panel as it stands (hidden when none is open); `focus` when it has just opened.
    pub(super) fn rules_panel(&self, focus: bool) -> Effect {
        Effect::RulesPanel(self.house.open.map(|variant| Panel {
            variant,
            rules: self.menu_rules(variant),
            focus,
        }))
    }

    fn remember_rules(&mut self, variant: Variant, rules: HouseRules, out: &mut Vec<Effect>) {
        self.house.choose(variant, rules);
        out.push(Effect::RememberRules {
            variant,
            text: house::write(&rules),
        });
        out.push(Effect::Controls(self.rules_controls()));
    }

    /// The menu's "House rules" buttons (each with how many of its game's rules differ from
    /// the usual ones; hidden in kiosk mode) and the line under the game's title.
    pub(super) fn rules_controls(&self) -> Vec<Control> {
        let words = self.texts.house();
        let mut out: Vec<Control> = Variant::ALL
            .into_iter()
            .map(|v| {
                let n = self.menu_rules(v).chosen().count();
                let text = match n {
                    0 => words.button.to_string(),
                    n => fill(words.button_changed, &[("n", &n)]),
                };
                Control {
                    id: house::button_id(v),
                    text: Some(text),
                    visible: Some(!self.settings.kiosk),
                    ..Control::default()
                }
            })
            .collect();
        let line = house::line(&self.table.rules(), self.texts);
        out.push(Control {
            id: house::LINE_ID,
            visible: Some(line.is_some()),
            text: Some(line.unwrap_or_default()),
            ..Control::default()
        });
        out
    }
}
