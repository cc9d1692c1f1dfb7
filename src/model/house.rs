//! House rules on the page: the `rules` setting read as a page author writes it
//! (`rules="O-5plots=literal; O-may=optional"`), the visitor's own choice for each game (the
//! menu's panel, never in kiosk mode: a museum's games are the page's), kept between visits in
//! the same form, the rules a new game is played by, and the line under the game's title.
//! Every word is `Texts::house`'s, in the page's language.

use super::action::Action;
use super::command::{Command, Control, Effect};
use super::session::Shared;
use super::settings::Settings;
use mancala_i18n::{fill, Texts};
use mancala_rules::house::known_ids;
use mancala_rules::{HouseRules, Variant, RULE_OPTIONS};
use std::sync::LazyLock;

/// The id of each game's "House rules" button in the menu, `house-<game's id>`, in the order of
/// [`Variant::ALL`]: made once, as the controls name ids with static text (`Control::id`).
static BUTTON_IDS: LazyLock<Vec<&'static str>> = LazyLock::new(|| {
    Variant::ALL
        .iter()
        .map(|v| &*format!("house-{}", v.id()).leak())
        .collect()
});

/// The id of the line under the game's title.
pub const LINE_ID: &str = "game-rules";

fn index(variant: Variant) -> usize {
    Variant::ALL
        .iter()
        .position(|v| *v == variant)
        .unwrap_or_default()
}

/// The id of `variant`'s "House rules" button in the menu.
pub fn button_id(variant: Variant) -> &'static str {
    BUTTON_IDS.get(index(variant)).copied().unwrap_or("house")
}

/// The house rules of `variant` that `text` names: `id=value` pairs separated by `;`, spaces
/// around each part allowed; empty (or only `;`) for the usual rules. A later pair of the same
/// option wins.
///
/// # Errors
/// A pair not written `id=value`, an option that is not one of `variant`'s (another game's is
/// said to be), a value the option does not have: in `texts`' words, naming the known ones.
pub fn read(text: &str, variant: Variant, texts: &Texts) -> Result<HouseRules, String> {
    let words = texts.house();
    let game = texts.variant(variant).name;
    let known = || known_ids(Some(variant));
    let mut rules = HouseRules::default();
    for pair in text.split(';').map(str::trim).filter(|p| !p.is_empty()) {
        let parts = pair.split_once('=').map(|(i, v)| (i.trim(), v.trim()));
        let Some((id, value)) = parts.filter(|(i, v)| !i.is_empty() && !v.is_empty()) else {
            return Err(fill(words.not_pair, &[("pair", &pair)]));
        };
        match RULE_OPTIONS.iter().find(|o| o.id == id) {
            None => {
                return Err(fill(
                    words.not_option,
                    &[("id", &id), ("game", &game), ("known", &known())],
                ))
            }
            Some(o) if o.variant != variant => {
                let other = texts.variant(o.variant).name;
                return Err(fill(
                    words.other_game,
                    &[
                        ("id", &id),
                        ("other", &other),
                        ("game", &game),
                        ("known", &known()),
                    ],
                ));
            }
            Some(o) => rules.set(id, value).map_err(|_| {
                fill(
                    words.not_value,
                    &[
                        ("id", &id),
                        ("value", &value),
                        ("known", &o.values.join(", ")),
                    ],
                )
            })?,
        }
    }
    Ok(rules)
}

/// `rules` as [`read`] reads them: the options whose value is not the usual one, `id=value`,
/// separated by `;` (empty for the usual rules).
pub fn write(rules: &HouseRules) -> String {
    let pairs: Vec<String> = rules
        .chosen()
        .map(|(id, value)| format!("{id}={value}"))
        .collect();
    pairs.join(";")
}

/// The line under the game's title: each rule played other than the usual one, in words (what
/// it decides, then the value); `None` for the usual rules.
pub fn line(rules: &HouseRules, texts: &Texts) -> Option<String> {
    let words = texts.house();
    let said: Vec<String> = rules
        .chosen()
        .filter_map(|(id, value)| {
            let i = RULE_OPTIONS.iter().position(|o| o.id == id)?;
            let v = RULE_OPTIONS[i].values.iter().position(|x| *x == value)?;
            Some(words.rule(i, v))
        })
        .collect();
    (!said.is_empty()).then(|| fill(words.line, &[("rules", &said.join(" · "))]))
}

/// The house-rules panel as the shell shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Panel {
    /// The game whose rules it shows.
    pub variant: Variant,
    /// The value each option has in it.
    pub rules: HouseRules,
    /// The panel has just opened: the keyboard focus goes into it.
    pub focus: bool,
}

/// The visitor's choices: for each game, the house rules chosen in its panel (none until one
/// is), and the game whose panel is open.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct House {
    chosen: [Option<HouseRules>; Variant::ALL.len()],
    /// The game whose panel is open, if one is.
    open: Option<Variant>,
}

impl House {
    /// The choices kept from an earlier visit: each game's rules as [`write()`] wrote them. A
    /// damaged text (one [`read`] refuses for its game) is passed over: that game has no
    /// choice.
    pub fn remembering(kept: &[(Variant, String)]) -> House {
        let mut house = House::default();
        for (variant, text) in kept {
            if let Ok(rules) = read(text, *variant, mancala_i18n::english()) {
                house.choose(*variant, rules);
            }
        }
        house
    }

    /// The game whose panel is open, if one is.
    pub fn open(&self) -> Option<Variant> {
        self.open
    }

    /// The rules chosen for `variant`, if any were.
    pub fn chosen(&self, variant: Variant) -> Option<HouseRules> {
        self.chosen[index(variant)]
    }

    /// Chooses `rules` for `variant`.
    pub fn choose(&mut self, variant: Variant, rules: HouseRules) {
        self.chosen[index(variant)] = Some(rules);
    }
}

/// What a button of the house-rules panel leads to.
#[derive(Clone, Debug, PartialEq)]
pub enum Asked {
    /// Nothing more (no panel open, or the panel changed itself).
    Nothing,
    /// Back to the game menu; the panel closes.
    Menu,
    /// A game of this variant played by these rules; the menu and the panel close.
    Play(Variant, HouseRules),
}

impl House {
    /// The rules a game of `variant` starts with when the page starts it (the `variant` and
    /// `rules` settings, `app.newGame`, a kiosk's demo, the end of a lesson): the `rules`
    /// setting's when it is set, else the visitor's choice for that game (never in kiosk
    /// mode), else the usual rules.
    ///
    /// # Errors
    /// A `rules` setting that is not `variant`'s, with why, in `texts`' words.
    pub fn setting_rules(
        &self,
        variant: Variant,
        settings: &Settings,
        texts: &Texts,
    ) -> Result<HouseRules, String> {
        match &settings.rules {
            Some(text) => read(text, variant, texts),
            None => Ok(self.visitor_rules(variant, settings).unwrap_or_default()),
        }
    }

    /// The visitor's choice for `variant`, if any (none in kiosk mode).
    fn visitor_rules(&self, variant: Variant, settings: &Settings) -> Option<HouseRules> {
        self.chosen(variant).filter(|_| !settings.kiosk)
    }

    /// The rules `variant`'s panel shows, which a game of it started from the menu is played
    /// by: the visitor's choice, else the `rules` setting's if they are `variant`'s, else the
    /// usual rules.
    pub fn menu_rules(&self, variant: Variant, settings: &Settings, texts: &Texts) -> HouseRules {
        self.visitor_rules(variant, settings)
            .or_else(|| {
                let text = settings.rules.as_deref()?;
                read(text, variant, texts).ok()
            })
            .unwrap_or_default()
    }

    /// The menu's "House rules" of a game ([`Command::OpenRules`]), and a value chosen in its
    /// panel ([`Command::ChooseRule`]): remembered at once.
    pub(crate) fn command(&mut self, command: Command, page: &Shared, out: &mut Vec<Effect>) {
        match command {
            Command::OpenRules(_) if page.settings.kiosk => {}
            Command::OpenRules(v) => {
                self.open = Some(v);
                out.push(Effect::Menu(false));
                out.push(self.panel(true, page.settings, page.texts));
            }
            Command::ChooseRule { id, value } => {
                let Some(v) = self.open else { return };
                let mut rules = self.menu_rules(v, page.settings, page.texts);
                match rules.set(&id, &value).and_then(|()| rules.check_for(v)) {
                    Ok(()) => self.remember(v, rules, page, out),
                    Err(e) => out.push(Effect::Refused(e.message().to_string())),
                }
            }
            _ => {}
        }
    }

    /// The panel's buttons: play by the rules chosen, back to the usual rules (the panel shows
    /// them), back to the menu.
    pub(crate) fn button(&mut self, action: Action, page: &Shared, out: &mut Vec<Effect>) -> Asked {
        let Some(v) = self.open else {
            return Asked::Nothing;
        };
        match action {
            Action::RulesUsual => {
                self.remember(v, HouseRules::default(), page, out);
                out.push(self.panel(false, page.settings, page.texts));
                Asked::Nothing
            }
            Action::RulesBack => Asked::Menu,
            _ => Asked::Play(v, self.menu_rules(v, page.settings, page.texts)),
        }
    }

    /// Closes the panel, if it is open.
    pub fn close(&mut self, out: &mut Vec<Effect>) {
        if self.open.take().is_some() {
            out.push(Effect::RulesPanel(None));
        }
    }

    /// The panel as it stands (hidden when none is open); `focus` when it has just opened.
    pub fn panel(&self, focus: bool, settings: &Settings, texts: &Texts) -> Effect {
        Effect::RulesPanel(self.open.map(|variant| Panel {
            variant,
            rules: self.menu_rules(variant, settings, texts),
            focus,
        }))
    }

    fn remember(
        &mut self,
        variant: Variant,
        rules: HouseRules,
        page: &Shared,
        out: &mut Vec<Effect>,
    ) {
        self.choose(variant, rules);
        out.push(Effect::RememberRules {
            variant,
            text: write(&rules),
        });
        out.push(Effect::Controls(self.controls(page)));
    }

    /// The menu's "House rules" buttons (each with how many of its game's rules differ from
    /// the usual ones; hidden in kiosk mode) and the line under the game's title.
    pub(crate) fn controls(&self, page: &Shared) -> Vec<Control> {
        let words = page.texts.house();
        let mut out: Vec<Control> = Variant::ALL
            .into_iter()
            .map(|v| {
                let n = self
                    .menu_rules(v, page.settings, page.texts)
                    .chosen()
                    .count();
                let text = match n {
                    0 => words.button.to_string(),
                    n => fill(words.button_changed, &[("n", &n)]),
                };
                Control {
                    id: button_id(v),
                    text: Some(text),
                    visible: Some(!page.settings.kiosk),
                    ..Control::default()
                }
            })
            .collect();
        let line = line(&page.table.rules(), page.texts);
        out.push(Control {
            id: LINE_ID,
            visible: Some(line.is_some()),
            text: Some(line.unwrap_or_default()),
            ..Control::default()
        });
        out
    }
}

/// A `rules` setting (as `settings` has it) that does not fit the game just started by the
/// usual rules: warned about, and `why` said in the status line.
pub fn bad_rules(settings: &Settings, why: String, out: &mut Vec<Effect>) {
    let written = settings.rules.as_deref().unwrap_or_default();
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

#[cfg(test)]
mod tests;
