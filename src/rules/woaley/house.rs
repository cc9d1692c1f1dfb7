//! Woaley's house rules (`docs/rules/house-rules.md` §8): its rule options and what its play
//! reads of them.

use crate::house::{at, row, RuleOption};
use crate::{HouseRules, Variant};

/// Woaley's rule options, each with its values, the default first: its rows of
/// `docs/rules/house-rules.md` §8, in [`RULE_OPTIONS`](crate::RULE_OPTIONS) with every game's.
pub(crate) const HOUSE_RULES: &[RuleOption] = &[
    // Woaley, §2.3: the 2 or 4 that captures is counted after the last seed falls, or before.
    row("W-count", Variant::Woaley, &["after-drop", "before-drop"]),
    // §2.3: one seed is left behind on the first lap only, or on every relay lap.
    row("W-relay", Variant::Woaley, &["first-lap", "every-lap"]),
    // §2.3: a lap of 12 or more seeds drops into its origin, or skips it.
    row("W-skip", Variant::Woaley, &["receive", "skip"]),
];

/// What Woaley's play reads of its house rules.
impl HouseRules {
    /// Woaley, W-count: the 2 or 4 that captures is counted before the last seed falls.
    pub(crate) fn woaley_counts_before_drop(&self) -> bool {
        self.slot(const { at("W-count") }) == 1
    }

    /// Woaley, W-relay: one seed is left behind on every relay lap, not only the first.
    pub(crate) fn woaley_leaves_one_every_lap(&self) -> bool {
        self.slot(const { at("W-relay") }) == 1
    }

    /// Woaley, W-skip: a lap of 12 or more seeds skips its origin.
    pub(crate) fn woaley_skips_origin(&self) -> bool {
        self.slot(const { at("W-skip") }) == 1
    }
}
