//! A lesson teaches the default rules. Where a house rule (`rules::RULE_OPTIONS`) would change
//! what a step's move does, the step says so in one line. The line is found by playing the move
//! again under each other value of the game's options and comparing the engine's facts, so it
//! never restates a rule and stays true when a rule's code changes.

use super::check::facts_of;
use super::facts::Facts;
use mancala_i18n::{fill, pit_list, seeds, Texts};
use mancala_rules::house::EXTRA_KEY;
use mancala_rules::{Game, HouseRules, Move, Position, RULE_OPTIONS};

/// A house rule under which a move does something other than under the game's own rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HouseChange {
    /// The option's index in `RULE_OPTIONS`.
    pub option: usize,
    /// The value's index among the option's values.
    pub value: usize,
    /// What the move does under it; `None` when it is not allowed there.
    pub facts: Option<Facts>,
}

/// The game of `position` played with `rules` instead of its own; `None` if it cannot be.
fn under(position: &Position, rules: HouseRules) -> Option<Game> {
    let mut position = position.clone();
    position.extra.remove(EXTRA_KEY);
    rules.write_extra(&mut position.extra);
    Game::from_position(&position).ok()
}

/// The first house rule, in the table's order, under which `mv` on `game` would do something
/// else; `None` when none would, or when `mv` is not a legal move on `game`.
pub fn house_change(game: &Game, mv: &Move) -> Option<HouseChange> {
    let plain = facts_of(game, mv).ok()?;
    let position = game.position();
    let own = HouseRules::of_position(&position).ok()?;
    let variant = game.variant();
    for (option, o) in RULE_OPTIONS.iter().enumerate() {
        if o.variant != variant {
            continue;
        }
        for (value, name) in o.values.iter().enumerate() {
            let mut rules = own;
            if rules.value(o.id) == *name || rules.set(o.id, name).is_err() {
                continue;
            }
            let Some(other) = under(&position, rules) else {
                continue;
            };
            let facts = facts_of(&other, mv).ok();
            if facts.as_ref() != Some(&plain) {
                return Some(HouseChange {
                    option,
                    value,
                    facts,
                });
            }
        }
    }
    None
}

/// The one line that says how `change` differs from `plain`, the move's facts under the game's
/// own rules, in `texts`' language.
pub fn house_note(texts: &Texts, change: &HouseChange, plain: &Facts) -> String {
    let t = texts.learn_for(RULE_OPTIONS[change.option].variant);
    let rule = texts.house().rule(change.option, change.value);
    let what = match &change.facts {
        None => t.house_illegal.to_string(),
        Some(f) if f.harvested != plain.harvested && !f.harvested.is_empty() => {
            fill(t.house_harvests, &[("pits", &pit_list(t, &f.harvested))])
        }
        Some(f) if f.taken != plain.taken && f.taken == 0 => t.house_takes_nothing.to_string(),
        Some(f) if f.taken != plain.taken => fill(t.house_takes, &[("seeds", &seeds(t, f.taken))]),
        Some(f) if f.game_end != plain.game_end => if f.game_end {
            t.house_ends
        } else {
            t.house_goes_on
        }
        .to_string(),
        Some(f) if f.round_end && !plain.round_end => t.house_round_ends.to_string(),
        Some(f) if f.pass && !plain.pass => t.house_pass.to_string(),
        Some(Facts {
            landing: Some(pit), ..
        }) if Some(*pit) != plain.landing => fill(t.house_lands, &[("pit", &(pit + 1))]),
        Some(_) => t.house_sows.to_string(),
    };
    fill(t.house_note, &[("rule", &rule), ("what", &what)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_i18n::{english, language};
    use mancala_rules::Position;

    /// Goré: pit 0 holds 9 seeds, so its lap passes its origin (docs/rules/gore.md §1.4, G-skip).
    fn long_lap() -> (Game, Move) {
        let position = Position::from_json(
            r#"{"variant":"gore","toMove":0,"pits":[9,1,1,1,1,1,1,1],"stores":[16,16]}"#,
        )
        .expect("a Goré position");
        (Game::from_position(&position).expect("valid"), Move::sow(0))
    }

    #[test]
    fn a_rule_that_changes_the_move_is_found_and_said_in_each_language() {
        let (game, mv) = long_lap();
        let change = house_change(&game, &mv).expect("G-skip changes this lap");
        assert_eq!(RULE_OPTIONS[change.option].id, "G-skip");
        assert_eq!(change.value, 1);
        let plain = facts_of(&game, &mv).expect("legal");
        assert_ne!(change.facts.as_ref(), Some(&plain));
        let en = house_note(english(), &change, &plain);
        assert!(
            en.starts_with("House rule “A lap of 8 seeds or more"),
            "{en}"
        );
        let fr = house_note(language("fr").expect("French"), &change, &plain);
        assert!(
            fr.starts_with("Règle maison «\u{202f}Un semis de 8 graines"),
            "{fr}"
        );
        assert_ne!(en, fr);
    }

    #[test]
    fn a_move_no_rule_changes_and_an_illegal_move_have_no_note() {
        let position = Position::from_json(
            r#"{"variant":"gore","toMove":0,"pits":[1,5,5,5,5,5,5,5],"stores":[6,6]}"#,
        )
        .expect("a Goré position");
        let game = Game::from_position(&position).expect("valid");
        assert_eq!(house_change(&game, &Move::sow(0)), None);
        assert_eq!(house_change(&game, &Move::sow(5)), None, "not the mover's");
    }
}
