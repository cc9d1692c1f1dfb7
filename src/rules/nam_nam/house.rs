//! Nam-Nam's house rules (`docs/rules/house-rules.md` §8): its rule options and what its play
//! reads of them.

use crate::house::{at, row, RuleOption};
use crate::{HouseRules, Variant};

/// Nam-Nam's rule options, each with its values, the default first: its rows of
/// `docs/rules/house-rules.md` §8, in [`RULE_OPTIONS`](crate::RULE_OPTIONS) with every game's.
pub(crate) const HOUSE_RULES: &[RuleOption] = &[
    // Nam-Nam, §5.3: every lap of 12 or more seeds skips its origin, or none does.
    row("N-skip", Variant::NamNam, &["every-lap", "never"]),
    // §5.3: the mover takes the 4 made by the last seed of each lap, or only by the last seed of
    // the turn (which never makes one).
    row("N-last", Variant::NamNam, &["each-lap", "last-of-turn"]),
    // §5.4: seeds in the mover's hand count as left on the board for the 8-seed rule, or not.
    row("N-8", Variant::NamNam, &["yes", "no"]),
    // Nam-Nam's short form, the project's own and no traditional rule: rounds go on until one
    // player holds all 48 seeds, or the game ends with its first round, won by who holds more.
    row("N-short", Variant::NamNam, &["full", "one-round"]),
];

/// What Nam-Nam's play reads of its house rules.
impl HouseRules {
    /// Nam-Nam, N-skip: laps of 12 or more seeds skip their origin.
    pub(crate) fn nam_nam_skips_origin(&self) -> bool {
        self.slot(const { at("N-skip") }) == 0
    }

    /// Nam-Nam, N-last: the mover's 4 is made by the last seed of the turn only, not of each lap.
    pub(crate) fn nam_nam_last_of_turn_only(&self) -> bool {
        self.slot(const { at("N-last") }) == 1
    }

    /// Nam-Nam, N-8: seeds in the sower's hand count as left on the board.
    pub(crate) fn nam_nam_counts_hand(&self) -> bool {
        self.slot(const { at("N-8") }) == 0
    }

    /// Nam-Nam, N-short "one-round" (the project's short form): the game ends with its first
    /// round, won by who holds more seeds then.
    pub(crate) fn nam_nam_one_round(&self) -> bool {
        self.slot(const { at("N-short") }) == 1
    }
}
