//! Woaley's sowing when no event is recorded (search, legality checks): the same moves as
//! [`super::sow::sow`], with the twelve holes held in two 64-bit words (holes 0 to 7 in the
//! first, 8 to 11 in the second) in registers for the whole move. The board is read once and
//! written once, so no byte store is followed by a wide load of the same holes on each relay.
//! A hole never holds 256 seeds (48 in the game), so adding a lap never carries from one hole
//! into the next; 64-bit words are native on `wasm32` too, where 128-bit ones are not.
//!
//! The house rules come as [`ReadRules`]: a game by the defaults of `docs/rules/woaley.md` sows
//! through its own copy of the loop, where every rule is a constant, so they cost it nothing.

use super::sow::{capture, LapEnd, Sowing, PITS};
use crate::house::ReadRules;
use crate::{Board, NoEvents, Player};

/// `LAPS[from][s]`: one in each byte of the `s` holes after `from` (`s < 12`), what a lap of `s`
/// seeds from `from` adds, as the two words of [`Holes`].
const LAPS: [[[u64; 2]; PITS]; PITS] = {
    let mut table = [[[0u64; 2]; PITS]; PITS];
    let mut from = 0;
    while from < PITS {
        let mut seeds = 1;
        while seeds < PITS {
            let hole = (from + seeds) % PITS;
            table[from][seeds] = table[from][seeds - 1];
            table[from][seeds][hole / 8] |= 1 << (8 * (hole % 8));
            seeds += 1;
        }
        from += 1;
    }
    table
};

/// One in each byte of a word that holds a hole.
const EVERY: [u64; 2] = [
    u64::from_le_bytes([1; 8]),
    u64::from_le_bytes([1, 1, 1, 1, 0, 0, 0, 0]),
];

/// The twelve holes, byte `h % 8` of word `h / 8` for hole `h`.
#[derive(Clone, Copy)]
struct Holes([u64; 2]);

impl Holes {
    fn read(pits: &[u8; PITS]) -> Holes {
        let mut low = [0u8; 8];
        let mut high = [0u8; 8];
        low.copy_from_slice(&pits[..8]);
        high[..4].copy_from_slice(&pits[8..]);
        Holes([u64::from_le_bytes(low), u64::from_le_bytes(high)])
    }

    fn write(self) -> [u8; PITS] {
        let (low, high) = (self.0[0].to_le_bytes(), self.0[1].to_le_bytes());
        std::array::from_fn(|h| if h < 8 { low[h] } else { high[h - 8] })
    }

    /// Seeds in hole `h` (`h < 12`).
    #[inline(always)]
    fn get(&self, h: usize) -> u8 {
        (self.0[(h >> 3) & 1] >> (8 * (h & 7))) as u8
    }

    /// Sows `n` seeds of hole `from` (it holds them) one per hole after it, round the whole
    /// board, passing over `from` when `skip` (W-skip); returns the last hole, `from` for none.
    #[inline(always)]
    fn lap(&mut self, from: usize, n: u8, skip: bool) -> usize {
        if n == 0 {
            return from;
        }
        let word = (from >> 3) & 1;
        self.0[word] -= u64::from(n) << (8 * (from & 7));
        let n = usize::from(n);
        if n < PITS {
            // Most laps: no hole twice, one addition, no division.
            let lap = LAPS[from % PITS][n];
            self.0[0] += lap[0];
            self.0[1] += lap[1];
            let last = from + n;
            return if last >= PITS { last - PITS } else { last };
        }
        // Round the ring (the other 11 holes when the origin is passed over): a full share in
        // each of its holes, one more in the `rest` first ones, which never reach the origin.
        let ring = PITS - usize::from(skip);
        let (share, rest) = ((n / ring) as u64, n % ring);
        let lap = LAPS[from % PITS][rest];
        self.0[0] += EVERY[0] * share + lap[0];
        self.0[1] += EVERY[1] * share + lap[1];
        if skip {
            self.0[word] -= share << (8 * (from & 7));
        }
        (from + (n - 1) % ring + 1) % PITS
    }
}

/// How the laps of a move end: in an empty hole, or with a capture from the last hole.
enum End {
    Empty,
    Capture(usize),
}

/// The laps of the move from `origin` by `rules`, at most `max_laps`, on `holes`: how the move
/// ends, `None` for a move that needs more laps (`holes` is then left mid-move).
#[inline(always)]
fn laps(holes: &mut Holes, origin: usize, rules: Sowing, max_laps: u32) -> Option<End> {
    let mut seeds = holes.get(origin).saturating_sub(1);
    let mut from = origin;
    let mut number = 1;
    loop {
        let last = holes.lap(from, seeds, rules.skip_origin);
        let in_last = holes.get(last);
        match rules.lap_end(in_last) {
            LapEnd::Ends => return Some(End::Empty),
            LapEnd::Captures => return Some(End::Capture(last)),
            LapEnd::Relays => {
                number += 1;
                if number > max_laps {
                    return None;
                }
                seeds = rules.relayed(in_last);
                from = last;
            }
        }
    }
}

/// [`super::sow::sow`] without events: the move from `origin` for `mover` by `rules`, at most
/// `max_laps` laps; the seeds captured, `None` for a move that needs more laps (the board is
/// then left mid-move).
pub(super) fn sow<R: ReadRules<Sowing>>(
    board: &mut Board<PITS>,
    origin: usize,
    mover: Player,
    rules: R,
    max_laps: u32,
) -> Option<u8> {
    let mut holes = Holes::read(board.pits());
    let end = laps(&mut holes, origin, rules.get(), max_laps);
    *board = Board::new(holes.write()).with_stores(board.stores());
    match end? {
        End::Empty => Some(0),
        End::Capture(last) => Some(capture(board, last, mover, &mut NoEvents)),
    }
}

/// Whether the move from `origin` (`origin < 12`) on `pits` ends within `max_laps` laps by
/// `rules`: [`sow`]'s laps on a copy held in registers, without writing the board back or
/// capturing, which a legality check never needs.
pub(super) fn ends<R: ReadRules<Sowing>>(
    pits: &[u8; PITS],
    origin: usize,
    rules: R,
    max_laps: u32,
) -> bool {
    laps(&mut Holes::read(pits), origin, rules.get(), max_laps).is_some()
}

#[cfg(test)]
mod tests {
    use super::super::sow::sow as sow_with_events;
    use super::*;
    use crate::house::{Defaults, PlainRules};
    use crate::rng::Rng;
    use crate::Event;

    /// Every combination of the three house rules, the defaults first.
    fn every_sowing() -> impl Iterator<Item = Sowing> {
        (0..8).map(|bits: u8| Sowing {
            before_drop: bits & 1 != 0,
            leave_one_every_lap: bits & 2 != 0,
            skip_origin: bits & 4 != 0,
        })
    }

    /// Boards of 48 seeds or fewer, many holes holding 1 to 4 (captures, relays and endings of
    /// every kind) and some large ones (laps round the whole board): each move sown with and
    /// without events must leave the same board and capture the same seeds, by the defaults on
    /// 20,000 boards and by each other combination of the house rules on 4,000.
    #[test]
    fn matches_the_recorded_sowing() {
        let mut rng = Rng::new(23);
        for case in 0..20_000 {
            let mut pits = [0u8; PITS];
            let on_board = 4 + rng.below(45);
            for _ in 0..on_board {
                let hole = if rng.chance(0.2) {
                    rng.below(3)
                } else {
                    rng.below(PITS)
                };
                pits[hole] += 1;
            }
            let stores = [rng.below(48 - on_board + 1) as u8, 0];
            let start = Board::new(pits).with_stores(stores);
            let mover = (case % 2) as Player;
            let cap = if case % 5 == 0 {
                1 + rng.below(12) as u32
            } else {
                1000
            };
            let combinations = if case % 5 == 1 { 8 } else { 1 };
            for rules in every_sowing().take(combinations) {
                for origin in 0..PITS {
                    let (mut fast, mut slow) = (start, start);
                    let mut events: Vec<Event> = Vec::new();
                    // The defaults as the search sows them: constants.
                    let quick = if rules == Sowing::DEFAULTS {
                        sow(&mut fast, origin, mover, Defaults, cap)
                    } else {
                        sow(&mut fast, origin, mover, rules, cap)
                    };
                    let recorded =
                        sow_with_events(&mut slow, origin, mover, rules, cap, &mut events);
                    let case = format!("{pits:?} {origin} {cap} {rules:?}");
                    assert_eq!((fast, quick), (slow, recorded), "{case}");
                }
            }
        }
    }
}
