//! The shape of the words around the house rules, which each language writes in its own file
//! (`HOUSE`): the menu's button and panel where a visitor chooses them, the line under the
//! game's title, what a bad `rules` setting is told, and the choice of the harvests to take
//! where a rule makes them optional; with each option's own words (`house.rs`). Reached through
//! [`Texts::house`], never through a field of `Texts`, so that the first frame's module goes
//! without them.
//!
//! [`Texts::house`]: super::Texts::house

use super::house::RuleText;
use super::Language;
use mancala_rules::RULE_OPTIONS;

/// The house rules' words in one language. Fields ending in a template hold `{slot}`s for
/// [`super::fill`].
#[derive(Debug)]
pub struct HouseTexts {
    /// The language these are the words of.
    pub language: Language,
    /// The menu's button beside each game, which opens its panel.
    pub button: &'static str,
    /// That button once `{n}` of the game's rules differ from the usual ones.
    pub button_changed: &'static str,
    /// That button's accessible name: the house rules of `{game}`.
    pub button_label: &'static str,
    /// The panel's title: the house rules of `{game}`.
    pub title: &'static str,
    /// What the panel is for; `{game}` is the game's name.
    pub intro: &'static str,
    /// Marks the usual value of an option (its default in `docs/rules/house-rules.md`).
    pub usual: &'static str,
    /// Starts a game by the rules chosen.
    pub play: &'static str,
    /// Puts every option back to its usual value.
    pub usual_rules: &'static str,
    /// Back to the menu's list of games.
    pub back: &'static str,
    /// The line under the game's title: the `{rules}` it is played by, in words.
    pub line: &'static str,
    /// A bad `rules` setting: `{pair}` is not written option=value.
    pub not_pair: &'static str,
    /// A bad `rules` setting: `{id}` is no house rule of `{game}`, whose rules are `{known}`.
    pub not_option: &'static str,
    /// A bad `rules` setting: `{id}` is a house rule of `{other}`, not of `{game}`, whose
    /// rules are `{known}`.
    pub other_game: &'static str,
    /// A bad `rules` setting: `{id}` has no value `{value}`; its values are `{known}`.
    pub not_value: &'static str,
    /// Each option's words, in the order of `RULE_OPTIONS`.
    pub options: &'static [RuleText; RULE_OPTIONS.len()],

    /// The status line while a person chooses how to play pit `{pit}` (harvests optional).
    pub choose: &'static str,
    /// Said to screen readers as the choice opens: pit `{pit}` can be played `{n}` ways.
    pub choose_said: &'static str,
    /// A way to play: take `{seeds}` from `{pits}`.
    pub choose_take: &'static str,
    /// A way to play: take `{seeds}` (from no pit in particular).
    pub choose_take_seeds: &'static str,
    /// A way to play that takes nothing.
    pub choose_take_nothing: &'static str,
    /// A way to play (Omweso): harvest `{pits}`.
    pub choose_harvest: &'static str,
    /// A way to play (Omweso) that harvests nothing: the lap sows on.
    pub choose_harvest_nothing: &'static str,
    /// Two ways that take the same, told apart: `{choice}`, then where it ends, pit `{pit}`.
    pub choose_ends: &'static str,
    /// Closes the choice without playing.
    pub choose_cancel: &'static str,
}

impl HouseTexts {
    /// Option `option` (its index in `RULE_OPTIONS`) played with its value `value` (an index
    /// into its values), in words: what the option decides, then the value's label ("A lap of 8
    /// seeds or more passes its starting hole: it skips it"). Empty for an option that is not.
    pub fn rule(&self, option: usize, value: usize) -> String {
        let Some(text) = self.options.get(option) else {
            return String::new();
        };
        let label = text.values.get(value).copied().unwrap_or_default();
        format!("{} {label}", text.about)
    }
}

#[cfg(test)]
mod tests {
    use crate::Language;

    #[test]
    fn every_language_has_its_own_house_words() {
        for language in Language::ALL {
            let texts = language.texts();
            let house = texts.house();
            assert_eq!(house.language, language);
            for template in [house.title, house.button_label] {
                assert!(template.contains("{game}"), "{}: {template}", texts.code());
            }
            assert!(house.line.contains("{rules}"));
            assert!(house.choose.contains("{pit}"));
            assert!(house.choose_said.contains("{pit}") && house.choose_said.contains("{n}"));
            assert!(house.choose_take.contains("{seeds}") && house.choose_take.contains("{pits}"));
            assert!(house.choose_harvest.contains("{pits}"));
            assert!(house.choose_ends.contains("{choice}") && house.choose_ends.contains("{pit}"));
            assert!(house.button_changed.contains("{n}"));
        }
    }
}
