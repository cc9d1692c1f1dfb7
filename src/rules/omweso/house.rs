//! Omweso's house rules (`docs/rules/house-rules.md` §8): its rule options and what its play
//! reads of them.

use crate::house::{at, row, RuleOption};
use crate::{HouseRules, Variant};

/// Omweso's rule options, each with its values, the default first: its rows of
/// `docs/rules/house-rules.md` §8, in [`RULE_OPTIONS`](crate::RULE_OPTIONS) with every game's.
pub(crate) const HOUSE_RULES: &[RuleOption] = &[
    // Omweso, §6.2: the first to arrange sows first, or the other player does.
    row("M-first", Variant::Omweso, &["first-arranger", "other"]),
    // §6.3: a reverse move needs a plot of 2 seeds or more, or 1 seed is enough.
    row("M-rev2", Variant::Omweso, &["yes", "no"]),
    // §6.4: a lap of 16 or more seeds drops into its origin, or skips it.
    row("M-skip", Variant::Omweso, &["no", "yes"]),
    // §6.5: a harvest is compulsory, or the mover may decline it.
    row("M-must", Variant::Omweso, &["compulsory", "optional"]),
    // §6.5: harvested seeds are sown from the fixed anchor, from the newest capture plot, or
    // from the lap's origin (Ludii).
    row(
        "M-anchor",
        Variant::Omweso,
        &["fixed", "newest-capture", "lap-origin"],
    ),
    // §6.7: special wins are checked at the end of the turn, or at the harvest.
    row("M-timing", Variant::Omweso, &["end-of-turn", "at-harvest"]),
];

/// Omweso, M-anchor: where harvested seeds are sown from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum HarvestAnchor {
    /// The anchor stays fixed during a chain of immediate re-harvests (the default).
    Fixed,
    /// Always from the newest capturing plot.
    NewestCapture,
    /// From the origin of the lap that led to the capture (Ludii).
    LapOrigin,
}

/// What Omweso's play reads of its house rules.
impl HouseRules {
    /// Omweso, M-first: the player who arranged second sows first.
    pub(crate) fn omweso_other_sows_first(&self) -> bool {
        self.slot(const { at("M-first") }) == 1
    }

    /// Omweso, M-rev2: a reverse move needs 2 seeds or more in its plot.
    pub(crate) fn omweso_reverse_needs_two(&self) -> bool {
        self.slot(const { at("M-rev2") }) == 0
    }

    /// Omweso, M-skip: a lap of 16 or more seeds skips its origin.
    pub(crate) fn omweso_skips_origin(&self) -> bool {
        self.slot(const { at("M-skip") }) == 1
    }

    /// Omweso, M-must: the mover may decline a harvest.
    pub(crate) fn omweso_harvest_optional(&self) -> bool {
        self.slot(const { at("M-must") }) == 1
    }

    /// Omweso, M-anchor: where harvested seeds are sown from.
    pub(crate) fn omweso_anchor(&self) -> HarvestAnchor {
        match self.slot(const { at("M-anchor") }) {
            1 => HarvestAnchor::NewestCapture,
            2 => HarvestAnchor::LapOrigin,
            _ => HarvestAnchor::Fixed,
        }
    }

    /// Omweso, M-timing: special wins are checked at the harvest, not at the end of the turn.
    pub(crate) fn omweso_wins_at_harvest(&self) -> bool {
        self.slot(const { at("M-timing") }) == 1
    }
}
