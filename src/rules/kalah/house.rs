//! Kalah's house rules (`docs/rules/house-rules.md` §8: Ka-seeds, Ka-empty) as its play reads
//! them.

use crate::house::{at, row, PlainRules, RuleOption};
use crate::{HouseRules, Variant};

/// Kalah's rule options, each with its values, the default first: its rows of
/// `docs/rules/house-rules.md` §8, in [`RULE_OPTIONS`](crate::RULE_OPTIONS) with every game's.
pub(crate) const HOUSE_RULES: &[RuleOption] = &[
    // Kalah, §9.1: seeds in each pit at the start.
    row("Ka-seeds", Variant::Kalah, &["4", "3", "5", "6"]),
    // §9.4: a last seed in an empty own pit facing an empty pit stays, or is stored alone.
    row("Ka-empty", Variant::Kalah, &["no", "yes"]),
];

/// What Kalah's play reads of its house rules.
impl HouseRules {
    /// Kalah, Ka-seeds: the seeds in each pit at the start (3 to 6).
    pub(crate) fn kalah_seeds(&self) -> u8 {
        match self.slot(const { at("Ka-seeds") }) {
            1 => 3,
            2 => 5,
            3 => 6,
            _ => 4,
        }
    }

    /// Kalah, Ka-empty: a last seed in an empty own pit whose opposite pit is empty goes to
    /// the store alone.
    pub(crate) fn kalah_captures_alone(&self) -> bool {
        self.slot(const { at("Ka-empty") }) == 1
    }
}

/// Kalah's house rules as its play reads them, read once when a game is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct KalahRules {
    /// Ka-seeds: seeds in each pit at the start.
    pub(super) seeds: u8,
    /// Ka-empty "yes": a last seed in an empty own pit facing an empty pit goes to the store
    /// alone.
    pub(super) captures_alone: bool,
}

impl PlainRules for KalahRules {
    const VARIANT: Variant = Variant::Kalah;
    const DEFAULTS: KalahRules = KalahRules {
        seeds: 4,
        captures_alone: false,
    };

    fn read(rules: &HouseRules) -> KalahRules {
        KalahRules {
            seeds: rules.kalah_seeds(),
            captures_alone: rules.kalah_captures_alone(),
        }
    }
}
