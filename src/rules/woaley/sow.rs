//! Sowing one Woaley move on the board: the first lap, the relay laps and the capture that may end
//! the move (`docs/rules/woaley.md` §2.3–§2.4), with the lap cap of `docs/rules/common.md` §0.8, by
//! the game's house rules.

use crate::event::{CaptureCause, EventSink, LapKind};
use crate::house::{PlainRules, ReadRules};
use crate::sowing::cw;
use crate::{Board, HouseRules, Player, Variant};
use std::ops::Range;

/// Holes on the board (2×6).
pub(super) const PITS: usize = 12;
/// Holes in a player's row.
pub(super) const ROW: usize = 6;
/// Seeds in the game (48).
pub(super) const TOTAL: u8 = 48;
/// Seeds per hole at the start of a game.
pub(super) const START_SEEDS: u8 = 4;
/// A move needing more laps than this is never-ending and illegal (`docs/rules/common.md` §0.8).
pub(super) const MAX_LAPS: u32 = 1000;

/// The holes of `player`'s row (Woaley holes never change hands).
pub(super) fn own_pits(player: Player) -> Range<usize> {
    let first = usize::from(player & 1) * ROW;
    first..first + ROW
}

/// The owner of hole `pit`.
pub(super) fn owner_of(pit: usize) -> Player {
    u8::from(pit >= ROW)
}

/// Woaley's house rules as its sowing reads them (`docs/rules/house-rules.md` §8), read once when a
/// game is made. All false: the defaults (`docs/rules/house-rules.md`). The sowing takes them as
/// [`ReadRules`]: these fields, or the defaults as constants.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Sowing {
    /// W-count "before-drop": the last hole captures when it held 2 or 4 before the last seed
    /// fell (so 3 or 5 after).
    pub(super) before_drop: bool,
    /// W-relay "every-lap": relay laps leave one seed in their hole too.
    pub(super) leave_one_every_lap: bool,
    /// W-skip "skip": a lap of 12 or more seeds passes over its origin.
    pub(super) skip_origin: bool,
}

impl PlainRules for Sowing {
    const VARIANT: Variant = Variant::Woaley;
    const DEFAULTS: Sowing = Sowing {
        before_drop: false,
        leave_one_every_lap: false,
        skip_origin: false,
    };

    fn read(rules: &HouseRules) -> Sowing {
        Sowing {
            before_drop: rules.woaley_counts_before_drop(),
            leave_one_every_lap: rules.woaley_leaves_one_every_lap(),
            skip_origin: rules.woaley_skips_origin(),
        }
    }
}

/// How a move goes on after a lap, from the seeds in its last hole.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum LapEnd {
    /// The last hole was empty: the move ends.
    Ends,
    /// The last hole captures (§2.4): the move ends.
    Captures,
    /// The last hole's seeds are sown on (§2.3.2).
    Relays,
}

impl Sowing {
    /// What a last hole now holding `x` seeds does (§2.3.2, W-count): it was empty (`x == 1`),
    /// the move ends; it captures when its count, after the last seed fell or before it, is 2
    /// or 4; otherwise it relays (`x == 0` only when nothing was sown, which a checked move
    /// never does).
    #[inline(always)]
    pub(super) fn lap_end(self, x: u8) -> LapEnd {
        match x {
            1 => LapEnd::Ends,
            _ if matches!(x.wrapping_sub(u8::from(self.before_drop)), 2 | 4) => LapEnd::Captures,
            _ => LapEnd::Relays,
        }
    }

    /// The seeds a relay lap sows from a hole holding `x`: all of them, or all but one
    /// (W-relay). A relayed hole holds 2 seeds or more (a single seed ends the move), so one is
    /// always left to sow.
    #[inline(always)]
    pub(super) fn relayed(self, x: u8) -> u8 {
        x.saturating_sub(u8::from(self.leave_one_every_lap))
    }
}

/// Sows the move from `origin` for `mover` by the house rules `rules`, sending its events to
/// `sink`, and returns the seeds captured (already in `mover`'s store); `None` when the move
/// needs more than `max_laps` laps (the board is then left mid-move, so callers sow on a copy
/// when that can happen).
///
/// The first lap leaves one seed in `origin` (§2.3.1); by default relay laps take the whole
/// hole (W-relay) and no lap skips its origin (W-skip).
pub(super) fn sow<R: ReadRules<Sowing>, S: EventSink>(
    board: &mut Board<PITS>,
    origin: usize,
    mover: Player,
    rules: R,
    max_laps: u32,
    sink: &mut S,
) -> Option<u8> {
    if origin >= PITS {
        return Some(0);
    }
    if !S::RECORDS {
        return super::fast::sow(board, origin, mover, rules, max_laps);
    }
    let rules = rules.get();
    let mut seeds = board.seeds(origin).saturating_sub(1);
    let mut from = origin;
    let mut number = 1;
    let mut kind = LapKind::First;
    loop {
        board.lap(from, false, kind, number, sink);
        let last = board.sow_from(from, seeds, rules.skip_origin, sink);
        let in_last = board.seeds(last);
        match rules.lap_end(in_last) {
            LapEnd::Ends => return Some(0),
            LapEnd::Captures => return Some(capture(board, last, mover, sink)),
            LapEnd::Relays => {
                number += 1;
                if number > max_laps {
                    return None;
                }
                seeds = rules.relayed(in_last);
                from = last;
                kind = LapKind::Relay;
            }
        }
    }
}

/// Takes `last` (whose count made the capture, W-count) and the run of holes before it
/// holding 2 or 4 seeds, on either side, for `mover` (§2.4); the run stops before it would come
/// back to `last`. Returns the seeds taken.
///
/// The run's holes did not receive the last seed, so their count is the same before and after
/// it fell: 2 or 4 under either reading of W-count.
pub(super) fn capture<S: EventSink>(
    board: &mut Board<PITS>,
    last: usize,
    mover: Player,
    sink: &mut S,
) -> u8 {
    let mut taken = board.capture(last, mover, CaptureCause::Capture, sink);
    let mut pit = cw(last, PITS);
    // At most the other 11 holes: a full circle never takes `last` twice.
    for _ in 1..PITS {
        if !matches!(board.seeds(pit), 2 | 4) {
            break;
        }
        taken += board.capture(pit, mover, CaptureCause::Capture, sink);
        pit = cw(pit, PITS);
    }
    taken
}

/// Whether `player` may sow from `pit` now by `rules`: his own hole, at least 2 seeds, and a
/// move that ends within [`MAX_LAPS`] laps.
pub(super) fn is_legal<R: ReadRules<Sowing>>(
    board: &Board<PITS>,
    player: Player,
    pit: usize,
    rules: R,
) -> bool {
    own_pits(player).contains(&pit) && board.seeds(pit) >= 2 && ends(board, pit, rules)
}

/// Whether the move from `pit` ends within [`MAX_LAPS`] laps (§0.8).
pub(super) fn ends<R: ReadRules<Sowing>>(board: &Board<PITS>, pit: usize, rules: R) -> bool {
    pit < PITS && super::fast::ends(board.pits(), pit, rules, MAX_LAPS)
}

/// Whether `player` has a legal move by `rules`.
///
/// A first lap of fewer than 12 seeds never reaches its origin (so W-skip does not matter) and
/// leaves its last hole holding one more seed than before: when that count ends the move
/// ([`Sowing::lap_end`] is not a relay, under either W-count), the move is one lap long and
/// legal without a trial sowing. Most positions have such a move; only the holes whose first
/// lap relays (or goes round the board) are sown on trial, after all the others were looked at.
pub(super) fn can_move<R: ReadRules<Sowing>>(
    board: &Board<PITS>,
    player: Player,
    rules: R,
) -> bool {
    let sowing = rules.get();
    let pits = board.pits();
    // Bit `pit` set: a hole of 2 seeds or more whose first lap does not end the move.
    let mut relaying = 0u16;
    for pit in own_pits(player) {
        let seeds = pits[pit];
        if seeds < 2 {
            continue;
        }
        let sown = usize::from(seeds - 1);
        if sown < PITS {
            let last = pit + sown;
            let last = if last >= PITS { last - PITS } else { last };
            if sowing.lap_end(pits[last].wrapping_add(1)) != LapEnd::Relays {
                return true;
            }
        }
        relaying |= 1 << pit;
    }
    while relaying != 0 {
        let pit = relaying.trailing_zeros() as usize;
        relaying &= relaying - 1;
        if super::fast::ends(pits, pit, rules, MAX_LAPS) {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;
    use crate::{Event, NoEvents};

    /// The laps a move makes, as (origin, seeds picked up).
    fn laps(events: &[Event]) -> Vec<(usize, u32)> {
        events
            .iter()
            .filter_map(|e| match e {
                Event::PickUp { pit, seeds, .. } => Some((*pit, *seeds)),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn start_move_relays_until_an_empty_hole() {
        // From the start, pit 2: 3 seeds (one stays), relays from 5, 10, 3 and 9, ends in 3.
        let mut board = Board::new([START_SEEDS; PITS]);
        let mut events = Vec::new();
        assert_eq!(
            sow(&mut board, 2, 0, Sowing::default(), MAX_LAPS, &mut events),
            Some(0)
        );
        assert_eq!(laps(&events), [(2, 3), (5, 5), (10, 5), (3, 6), (9, 6)]);
        assert_eq!(board.pits(), &[6, 6, 3, 1, 6, 1, 6, 6, 6, 0, 1, 6]);
        assert_eq!(board.on_board(), 48);
    }

    #[test]
    fn lap_cap_makes_a_long_move_never_ending() {
        // The start move from pit 2 needs exactly 5 laps.
        let start = Board::new([START_SEEDS; PITS]);
        let mut board = start;
        assert!(sow(&mut board, 2, 0, Sowing::default(), 5, &mut NoEvents).is_some());
        let mut board = start;
        assert_eq!(
            sow(&mut board, 2, 0, Sowing::default(), 4, &mut NoEvents),
            None
        );
    }

    #[test]
    fn capture_runs_back_over_both_rows_but_not_past_a_full_circle() {
        // Every hole holds 2 after the drop: all twelve go, `last` only once.
        let mut board = Board::new([2; PITS]);
        let mut events = Vec::new();
        assert_eq!(capture(&mut board, 3, 1, &mut events), 24);
        assert_eq!((board.pits(), board.stores()), (&[0; PITS], [0, 24]));
        assert_eq!(events.len(), PITS);
    }

    /// `can_move`'s one-lap shortcut answers as trial sowings of every hole would (the
    /// recorded sowing, at most [`MAX_LAPS`] laps), for both players under every combination
    /// of the house rules, on boards of many small holes (first laps ending, capturing and
    /// relaying) and some large ones (laps round the board).
    #[test]
    fn can_move_matches_trial_sowings() {
        let mut rng = Rng::new(41);
        let mut stuck = 0;
        for _ in 0..6_000 {
            let mut pits = [0u8; PITS];
            for _ in 0..1 + rng.below(48) {
                let hole = if rng.chance(0.3) {
                    rng.below(2) * ROW + rng.below(ROW)
                } else {
                    rng.below(PITS)
                };
                pits[hole] += 1;
            }
            let board = Board::new(pits);
            for bits in 0..8u8 {
                let rules = Sowing {
                    before_drop: bits & 1 != 0,
                    leave_one_every_lap: bits & 2 != 0,
                    skip_origin: bits & 4 != 0,
                };
                for player in 0..2 {
                    let tried = own_pits(player).any(|pit| {
                        let mut copy = board;
                        board.seeds(pit) >= 2
                            && sow(&mut copy, pit, player, rules, MAX_LAPS, &mut Vec::new())
                                .is_some()
                    });
                    stuck += usize::from(!tried);
                    let case = format!("{pits:?} {player} {rules:?}");
                    assert_eq!(can_move(&board, player, rules), tried, "{case}");
                }
            }
        }
        // Both answers occur often.
        assert!(stuck > 1_000, "{stuck}");
    }

    #[test]
    fn ownership_follows_the_rows() {
        assert_eq!(own_pits(0), 0..6);
        assert_eq!(own_pits(1), 6..12);
        assert_eq!((0..PITS).map(owner_of).filter(|&o| o == 1).count(), ROW);
    }
}
