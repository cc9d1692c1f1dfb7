//! Omweso's house rules (`docs/rules/house-rules.md` §8, M-first to M-timing) read once into plain
//! fields, and the small pieces of sowing both sowing engines ([`super::sowing`], [`super::fast`])
//! share so that they cannot drift apart: where a lap ends, where harvested seeds are sown from,
//! which harvests are taken and when a special win stops the turn.

use super::{EDGE_COLUMNS, PLOTS};
use super::house::HarvestAnchor;
use crate::{Choices, HouseRules, Player};

/// How many of a move's harvests may be declined under M-must "optional": the first
/// `DECLINABLE` harvests the move reaches in its counter-clockwise part; any later one is taken.
/// A start then has at most `2^DECLINABLE` legal forms (one per distinct list of choices), so the
/// legal-move list stays small and each form is played (and checked for §0.8) once.
pub const DECLINABLE: usize = 3;

/// The house rules of one game, read into the fields its hot paths test.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Laws {
    /// The rules as chosen (what positions and links carry).
    pub rules: HouseRules,
    /// M-first "other": the player who arranged second sows first.
    pub other_sows_first: bool,
    /// M-rev2: the fewest seeds a reverse move starts from (2, or 1 under "no").
    pub reverse_min: u8,
    /// M-skip "yes": a lap of 16 seeds or more passes over its origin.
    pub skip: bool,
    /// M-must "optional": harvests may be declined.
    pub optional: bool,
    /// M-anchor: where harvested seeds are sown from.
    pub anchor: HarvestAnchor,
    /// M-timing "at-harvest": a special win stops the turn at the harvest that makes it.
    pub at_harvest: bool,
    /// True when laps are sown by the default rules (M-skip, M-anchor, M-timing): a move that
    /// takes every harvest then has a plain [`Plan`].
    plain: bool,
}

impl Laws {
    /// The fields of `rules`.
    pub fn new(rules: HouseRules) -> Laws {
        let skip = rules.omweso_skips_origin();
        let anchor = rules.omweso_anchor();
        let at_harvest = rules.omweso_wins_at_harvest();
        Laws {
            rules,
            other_sows_first: rules.omweso_other_sows_first(),
            reverse_min: if rules.omweso_reverse_needs_two() {
                2
            } else {
                1
            },
            skip,
            optional: rules.omweso_harvest_optional(),
            anchor,
            at_harvest,
            plain: !skip && anchor == HarvestAnchor::Fixed && !at_harvest,
        }
    }
}

impl Default for Laws {
    fn default() -> Laws {
        Laws::new(HouseRules::default())
    }
}

/// Nothing is hashed: a game's rules never change, and the state hash keys the AI's table,
/// which lives for one search of one game. So the state hash stays, word for word, what it is
/// by the default rules.
impl std::hash::Hash for Laws {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

/// A stop mask no harvest set ever covers: the turn is never stopped (bit 16 of a set of 16
/// inner plots).
pub(super) const NEVER: u32 = 1 << PLOTS;

/// The stop mask of Emitwebiri: harvests in both edge columns.
const EDGES: u32 = 1 << EDGE_COLUMNS[0] | 1 << EDGE_COLUMNS[1];

/// What the house rules and the mover's harvest choices make of one move's laps, as the sowing
/// engines read it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Plan {
    /// Whether to take each declinable harvest, in the order they come (missing: take).
    pub harvest: Choices,
    /// M-skip: laps of 16 or more seeds pass over their origin.
    pub skip: bool,
    /// M-anchor.
    pub anchor: HarvestAnchor,
    /// The turn stops after the lap of harvested seeds that follows a harvest once the set of
    /// harvesting plots (bit `k` for inner plot `k`) covers this mask: [`NEVER`] by default.
    pub stop: u32,
    /// True when the plan plays by the default rules: no lap skips its origin, the anchor is
    /// fixed, every harvest is taken and no special win stops the turn.
    pub plain: bool,
}

impl Plan {
    /// The plan of the default rules, taking every harvest.
    pub const DEFAULT: Plan = Plan {
        harvest: Choices::NONE,
        skip: false,
        anchor: HarvestAnchor::Fixed,
        stop: NEVER,
        plain: true,
    };

    /// The plan of a move taking the harvests `harvest` says, under `laws`, for a mover who has
    /// harvested in `mine` turns while his opponent did in `theirs` (M-timing: under
    /// "at-harvest" the turn stops at the first harvest when it makes Akakyala, else at the one
    /// completing Emitwebiri).
    pub fn new(harvest: Choices, laws: &Laws, mine: u32, theirs: u32) -> Plan {
        let stop = match (laws.at_harvest, mine >= 1 && theirs == 0) {
            (false, _) => NEVER,
            (true, true) => 0,
            (true, false) => EDGES,
        };
        Plan {
            harvest,
            skip: laws.skip,
            anchor: laws.anchor,
            stop,
            plain: laws.plain && harvest.is_empty(),
        }
    }

    /// Calls `f` with [`Plan::new`]'s plan for a move of `mover` whose players harvested in
    /// `turns` turns each, or with [`Plan::DEFAULT`] (not built again) when it is that one: the
    /// default rules' moves cost nothing more than they did without house rules.
    #[inline(always)]
    pub fn with<R>(
        laws: &Laws,
        harvest: Choices,
        turns: &[u32; 2],
        mover: Player,
        f: impl FnOnce(&Plan) -> R,
    ) -> R {
        // Two calls of `f`, so that with `Plan::DEFAULT` it is compiled knowing the plan plain.
        if laws.plain && harvest.is_empty() {
            f(&Plan::DEFAULT)
        } else {
            f(&Plan::for_mover(harvest, laws, turns, mover))
        }
    }

    /// [`Plan::new`] for a move of `mover` whose players harvested in `turns` turns each (out
    /// of line: the default rules' callers stay small).
    #[inline(never)]
    fn for_mover(harvest: Choices, laws: &Laws, turns: &[u32; 2], mover: Player) -> Plan {
        let mine = usize::from(mover & 1);
        Plan::new(harvest, laws, turns[mine], turns[mine ^ 1])
    }

    /// True when the harvesting plots `plots` make the special win that stops the turn.
    #[inline(always)]
    pub fn stops(&self, plots: u16) -> bool {
        u32::from(plots) & self.stop == self.stop
    }

    /// Whether to take declinable harvest number `i` (counted from 0).
    #[inline(always)]
    pub fn takes(&self, i: u32) -> bool {
        let i = i as usize;
        i >= self.harvest.len() || self.harvest.get(i)
    }

    /// Where the seeds of a harvest made on `last` are sown from (§6.5.2, M-anchor): `last`
    /// ended a lap sown from `from`, a lap of harvested seeds when `captured`, and `anchor` is
    /// the current anchor.
    #[inline(always)]
    pub fn anchor(&self, last: usize, from: usize, captured: bool, anchor: usize) -> usize {
        match self.anchor {
            HarvestAnchor::Fixed => Plan::fixed_anchor(last, captured, anchor),
            HarvestAnchor::NewestCapture => last,
            HarvestAnchor::LapOrigin => from,
        }
    }

    /// [`Plan::anchor`] by the default rule (M-anchor "fixed"): the capturing plot, unless the
    /// lap was itself one of harvested seeds.
    #[inline(always)]
    pub fn fixed_anchor(last: usize, captured: bool, anchor: usize) -> usize {
        if captured {
            anchor
        } else {
            last
        }
    }
}

/// The plot a lap of `seeds` seeds from `from` ends in on one player's ring of 16, and how many
/// of them land there (a long lap passes it more than once); with `skip`, a lap of 16 or more
/// passes over `from` (M-skip), going round the 15 other plots.
#[inline(always)]
pub(super) fn lap_end(from: usize, seeds: usize, clockwise: bool, skip: bool) -> (usize, usize) {
    let ring = if skip && seeds >= PLOTS {
        PLOTS - 1
    } else {
        PLOTS
    };
    let steps = if seeds == 0 {
        0
    } else {
        (seeds - 1) % ring + 1
    };
    let last = if clockwise {
        (from + PLOTS - steps) % PLOTS
    } else {
        (from + steps) % PLOTS
    };
    (last, seeds.saturating_sub(1) / ring + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sowing::Lap;

    #[test]
    fn lap_end_matches_stepping() {
        for (clockwise, skip) in [(false, false), (true, false), (false, true), (true, true)] {
            for from in 0..PLOTS {
                for seeds in 1..50 {
                    let mut lap = Lap::new(from, PLOTS)
                        .clockwise(clockwise)
                        .skip_origin(skip && seeds >= PLOTS);
                    let steps: Vec<usize> = (0..seeds).map(|_| lap.step().pit).collect();
                    let last = *steps.last().unwrap_or(&from);
                    let landing = steps.iter().filter(|&&p| p == last).count();
                    assert_eq!(lap_end(from, seeds, clockwise, skip), (last, landing));
                }
            }
        }
    }

    #[test]
    fn the_stop_mask_follows_m_timing_and_the_harvest_counts() {
        let mut rules = HouseRules::default();
        let plan = |rules: HouseRules, mine, theirs| {
            Plan::new(Choices::NONE, &Laws::new(rules), mine, theirs).stop
        };
        assert_eq!(plan(rules, 1, 0), NEVER);
        assert_eq!(
            Plan::new(Choices::NONE, &Laws::new(rules), 1, 0),
            Plan::DEFAULT
        );
        rules.set("M-timing", "at-harvest").expect("known");
        assert_eq!(plan(rules, 1, 0), 0, "Akakyala at the first harvest");
        assert_eq!(plan(rules, 0, 0), EDGES);
        assert_eq!(plan(rules, 3, 1), EDGES);
        let p = Plan::new(Choices::NONE, &Laws::new(rules), 0, 0);
        assert!(!p.stops(1 << 8) && p.stops(1 << 8 | 1 << 15 | 1 << 10));
    }
}
