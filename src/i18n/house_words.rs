//! The words around the house rules, in each language: the menu's button and panel where a
//! visitor chooses them, the line under the game's title, what a bad `rules` setting is told,
//! and the choice of the harvests to take where a rule makes them optional; with each option's
//! own words (`house.rs`). Reached through [`Texts::house`], never
//! through a field of `Texts`, so that the first frame's module goes without them.
//!
//! [`Texts::house`]: super::Texts::house

use super::house::{self, RuleText};
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

/// English.
pub static EN: HouseTexts = HouseTexts {
    language: Language::En,
    button: "House rules",
    button_changed: "House rules ({n})",
    button_label: "House rules: {game}",
    title: "House rules: {game}",
    intro: "The old accounts of {game} do not all agree. Choose how you want to play; the \
        usual rule is marked. The games you start from this menu follow your choice, and it is \
        kept for next time.",
    usual: "(usual)",
    play: "Play with these rules",
    usual_rules: "Usual rules",
    back: "Back to the games",
    line: "House rules: {rules}",
    not_pair: "The house rules cannot be read: “{pair}” is not written option=value.",
    not_option: "“{id}” is not a house rule of {game}; its house rules are {known}.",
    other_game: "{id} is a house rule of {other}, not of {game}; the house rules of {game} \
        are {known}.",
    not_value: "The house rule {id} has no value “{value}”; its values are {known}.",
    options: &house::EN,
    choose: "How do you play pit {pit}? Choose below.",
    choose_said: "Pit {pit} can be played {n} ways: choose one under the board, or Cancel.",
    choose_take: "Take {seeds} ({pits})",
    choose_take_seeds: "Take {seeds}",
    choose_take_nothing: "Take nothing",
    choose_harvest: "Harvest {pits}",
    choose_harvest_nothing: "No harvest: sow on",
    choose_ends: "{choice}, ending in pit {pit}",
    choose_cancel: "Cancel",
};

/// French.
pub static FR: HouseTexts = HouseTexts {
    language: Language::Fr,
    button: "Règles maison",
    button_changed: "Règles maison ({n})",
    button_label: "Règles maison\u{a0}: {game}",
    title: "Règles maison\u{a0}: {game}",
    intro: "Pour le jeu {game}, les anciens récits ne s'accordent pas tous. Choisissez comment \
        vous voulez jouer\u{202f}; la règle habituelle est signalée. Les parties lancées depuis ce menu \
        suivent votre choix, qui est gardé pour la prochaine fois.",
    usual: "(habituelle)",
    play: "Jouer avec ces règles",
    usual_rules: "Règles habituelles",
    back: "Retour aux jeux",
    line: "Règles maison\u{a0}: {rules}",
    not_pair: "Les règles maison ne se lisent pas\u{a0}: «\u{202f}{pair}\u{202f}» n'est pas de la forme \
        option=valeur.",
    not_option: "«\u{202f}{id}\u{202f}» n'est pas une règle maison du jeu {game}\u{202f}; celles de ce jeu sont \
        {known}.",
    other_game: "{id} est une règle maison du jeu {other}, pas du jeu {game}\u{202f}; celles de ce \
        jeu sont {known}.",
    not_value: "La règle maison {id} n'a pas de valeur «\u{202f}{value}\u{202f}»\u{202f}; ses valeurs sont {known}.",
    options: &house::FR,
    choose: "Comment jouer la case {pit}\u{202f}? Choisissez ci-dessous.",
    choose_said: "La case {pit} se joue de {n} façons\u{a0}: choisissez-en une sous le plateau, ou \
        Annuler.",
    choose_take: "Prendre {seeds} dans {pits}",
    choose_take_seeds: "Prendre {seeds}",
    choose_take_nothing: "Ne rien prendre",
    choose_harvest: "Prendre {pits}",
    choose_harvest_nothing: "Ne rien prendre\u{a0}: semer plus loin",
    choose_ends: "{choice}, fin dans la case {pit}",
    choose_cancel: "Annuler",
};

#[cfg(test)]
mod tests {
    use crate::Language;

    #[test]
    fn every_language_has_its_own_house_words() {
        for language in Language::ALL {
            let texts = language.texts();
            let house = texts.house();
            assert_eq!(house.language, language);
            for template in [house.title, house.button_label, house.intro] {
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
