//! Kalah's house rules (`docs/rules/house-rules.md` §8: Ka-seeds, Ka-empty) as its play reads
//! them.

use crate::house::PlainRules;
use crate::{HouseRules, Variant};

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
