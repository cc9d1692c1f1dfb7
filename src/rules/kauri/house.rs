//! Kauri's house rules (`docs/rules/house-rules.md` §8: K-skip, K-end) as its play reads them, and
//! the move played by them: by the defaults through its own copy of the sowing and the end checks,
//! where every rule is a constant ([`Defaults`]), so that they cost the default game nothing;
//! without events (the search) the defaults' move is worked out a row at a time (`fast.rs`).

use super::Kauri;
use crate::house::{at, row, Defaults, PlainRules, ReadRules, RuleOption};
use crate::{EventSink, HouseRules, Variant};

/// Kauri's rule options, each with its values, the default first: its rows of
/// `docs/rules/house-rules.md` §8, in [`RULE_OPTIONS`](crate::RULE_OPTIONS) with every game's.
pub(crate) const HOUSE_RULES: &[RuleOption] = &[
    // Kauri, §3.3: a lap of 12 or more items drops into its origin, or skips it.
    row("K-skip", Variant::Kauri, &["receive", "skip"]),
    // §3.5: the game ends when no seed is left (or a store reaches 31), or when the mover
    // cannot move.
    row("K-end", Variant::Kauri, &["no-seeds", "cannot-move"]),
];

/// What Kauri's play reads of its house rules.
impl HouseRules {
    /// Kauri, K-skip: a lap of 12 or more items skips its origin.
    pub(crate) fn kauri_skips_origin(&self) -> bool {
        self.slot(const { at("K-skip") }) == 1
    }

    /// Kauri, K-end: the game ends when the mover cannot move (not when the seeds are gone or a
    /// store reaches 31).
    pub(crate) fn kauri_ends_when_stuck(&self) -> bool {
        self.slot(const { at("K-end") }) == 1
    }
}

/// Kauri's house rules as its play reads them, read once when a game is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct KauriRules {
    /// K-skip "skip": a lap of 12 or more counters passes over its origin.
    pub(super) skip_origin: bool,
    /// K-end "cannot-move": the game ends when the player to move cannot move, and only then.
    pub(super) ends_when_stuck: bool,
}

impl PlainRules for KauriRules {
    const VARIANT: Variant = Variant::Kauri;
    const DEFAULTS: KauriRules = KauriRules {
        skip_origin: false,
        ends_when_stuck: false,
    };

    fn read(rules: &HouseRules) -> KauriRules {
        KauriRules {
            skip_origin: rules.kauri_skips_origin(),
            ends_when_stuck: rules.kauri_ends_when_stuck(),
        }
    }
}

impl Kauri {
    /// Plays the sowing move from `origin` (an own pit holding a cowrie) with its captures,
    /// then the end-of-move checks and the hand-over.
    pub(super) fn play_from<S: EventSink>(&mut self, origin: usize, sink: &mut S) {
        if self.rules.is_default() {
            // The search records no event: it plays the move a row at a time.
            if !S::RECORDS && self.play_quietly(origin) {
                return;
            }
            self.play_by(origin, Defaults, sink);
        } else {
            self.play_by_own_rules(origin, sink);
        }
    }

    /// [`Self::play_from`] by the game's own rules, apart: the default path stays as small as
    /// a game without house rules.
    #[inline(never)]
    fn play_by_own_rules<S: EventSink>(&mut self, origin: usize, sink: &mut S) {
        self.play_by(origin, *self.rules, sink);
    }

    /// [`Self::play_from`] by the house rules `rules`.
    #[inline(always)]
    fn play_by<R: ReadRules<KauriRules>, S: EventSink>(
        &mut self,
        origin: usize,
        rules: R,
        sink: &mut S,
    ) {
        let rules = rules.get();
        self.sow(origin, rules.skip_origin, sink);
        self.end_turn(rules, sink);
    }
}
