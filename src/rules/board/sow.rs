//! Sowing a whole hand around the board in one call: drop by drop with their events, or, when
//! no event is recorded, as one addition (a table of short laps, equal shares for long ones).

use super::{Board, Hand};
use crate::event::EventSink;
use crate::sowing::Lap;

/// `table[origin][s]`: one in each byte of the `s` pits after `origin` on a ring of `N` pits
/// (`s < N`), byte `i` for pit `i`: what a lap of `s` seeds adds to the board. All zero when
/// `N > 16` (a board too large for one `u128`).
const fn short_laps<const N: usize>() -> [[u128; N]; N] {
    let mut table = [[0u128; N]; N];
    if N > 16 {
        return table;
    }
    let mut origin = 0;
    while origin < N {
        let mut seeds = 1;
        while seeds < N {
            table[origin][seeds] = table[origin][seeds - 1] | 1 << (8 * ((origin + seeds) % N));
            seeds += 1;
        }
        origin += 1;
    }
    table
}

/// Pits in the ring [`Board::sow_ring`] sows around (Omweso's side of the board).
const RING: usize = 16;

/// [`short_laps`] on a ring of [`RING`] pits.
const RING_LAPS: [[u128; RING]; RING] = short_laps::<RING>();

impl<const N: usize, const C: usize, const O: usize> Board<N, C, O> {
    /// See [`short_laps`].
    const SHORT_LAPS: [[u128; N]; N] = short_laps::<N>();

    /// Drops the seeds of `hand` one per pit around the ring of 16 pits `base .. base + 16`,
    /// from the one after local pit `from`, counter-clockwise or `clockwise` (a `Drop` each);
    /// returns the local pit of the last (`from` when the hand is empty). Without events, one
    /// addition to the ring's 16 bytes.
    #[inline(always)]
    pub fn sow_ring<S: EventSink>(
        &mut self,
        hand: &mut Hand,
        base: usize,
        from: usize,
        clockwise: bool,
        sink: &mut S,
    ) -> usize {
        let n = usize::from(hand.seeds);
        let Some(ring) = self.pits.get_mut(base..base + RING) else {
            return from;
        };
        if S::RECORDS || n == 0 {
            let mut lap = Lap::new(from, RING).clockwise(clockwise);
            let mut last = from;
            while hand.seeds > 0 {
                last = lap.step().pit;
                self.drop(hand, base + last, sink);
            }
            return last;
        }
        let (share, rest) = (n / RING, n % RING);
        // The `rest` pits after `from` going round, as the counter-clockwise lap that ends just
        // before `from` when the lap goes clockwise.
        let start = if clockwise {
            (from + 2 * RING - rest - 1) % RING
        } else {
            from % RING
        };
        let mut bytes = [0u8; RING];
        bytes.copy_from_slice(ring);
        let every = u128::from_le_bytes([1; RING]) * share as u128;
        let sum = u128::from_le_bytes(bytes) + every + RING_LAPS[start][rest];
        ring.copy_from_slice(&sum.to_le_bytes());
        hand.seeds = 0;
        let steps = (n - 1) % RING + 1;
        if clockwise {
            (from + RING - steps) % RING
        } else {
            (from + steps) % RING
        }
    }

    /// Drops one seed of `hand` into the next pit of `lap` (`SkipOrigin` first when the lap
    /// passes over its origin, then `Drop`); returns that pit.
    #[inline(always)]
    pub fn sow_one<S: EventSink>(&mut self, hand: &mut Hand, lap: &mut Lap, sink: &mut S) -> usize {
        let step = lap.step();
        if let Some(pit) = step.skipped {
            self.skip_origin(pit, sink);
        }
        self.drop(hand, step.pit, sink);
        step.pit
    }

    /// Picks up `seeds` seeds of `origin` (at most those there; cowries stay), `PickUp`, and
    /// drops them counter-clockwise around the whole board, one per pit from the pit after
    /// `origin`, passing over `origin` when `skip_origin` (`SkipOrigin`, then the `Drop`s).
    /// Returns the last pit (`origin` when no seed was sown).
    #[inline(always)]
    pub fn sow_from<S: EventSink>(
        &mut self,
        origin: usize,
        seeds: u8,
        skip_origin: bool,
        sink: &mut S,
    ) -> usize {
        if S::RECORDS || N > 16 || N < 2 {
            let mut hand = self.lift(origin, seeds, false, sink);
            let mut lap = Lap::new(origin, N).skip_origin(skip_origin);
            let mut last = origin;
            while hand.seeds > 0 {
                last = self.sow_one(&mut hand, &mut lap, sink);
            }
            return last;
        }
        let seeds = seeds.min(self.pits[origin]);
        let n = usize::from(seeds);
        if n == 0 {
            return origin;
        }
        if n < N {
            // The pick-up and one seed in each of the next `n` pits: a subtraction and an
            // addition on two 64-bit words (no byte store before the wide load; no 128-bit
            // shift, which `wasm32` lacks). No pit holds 256 seeds, so nothing carries or
            // borrows from one byte into the next.
            let mut bytes = [0u8; 16];
            bytes[..N].copy_from_slice(&self.pits);
            let mut words = [0u64; 2];
            for (word, chunk) in words.iter_mut().zip(bytes.chunks_exact(8)) {
                let mut eight = [0u8; 8];
                eight.copy_from_slice(chunk);
                *word = u64::from_le_bytes(eight);
            }
            let lap = Self::SHORT_LAPS[origin][n];
            words[(origin >> 3) & 1] -= u64::from(seeds) << (8 * (origin & 7));
            words[0] = words[0].wrapping_add(lap as u64);
            words[1] = words[1].wrapping_add((lap >> 64) as u64);
            bytes[..8].copy_from_slice(&words[0].to_le_bytes());
            bytes[8..].copy_from_slice(&words[1].to_le_bytes());
            self.pits.copy_from_slice(&bytes[..N]);
            return (origin + n) % N;
        }
        // A lap around the whole ring: every pit of it gets a full share, the first `rest` one
        // more. The ring is the `N - 1` other pits when the origin is passed over.
        self.pits[origin] -= seeds;
        let ring = if skip_origin { N - 1 } else { N };
        let (share, rest) = (n / ring, n % ring);
        for k in 1..=ring {
            self.pits[(origin + k) % N] += (share + usize::from(k <= rest)) as u8;
        }
        (origin + (n - 1) % ring + 1) % N
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::Event;
    use crate::{replay, NoEvents, ReplayBoard};

    /// The board `events` leave, replayed from `board`.
    fn replayed(board: &Board<12>, events: &[Event]) -> Vec<u32> {
        let mut shown = ReplayBoard {
            pits: board.pit_list(),
            cowries: vec![0; 12],
            owners: board.owner_list(),
            stores: board.stores.map(u32::from),
            to_move: 0,
            hand_seeds: 0,
            hand_cowries: 0,
        };
        for e in events {
            replay(&mut shown, e).expect("the events fit the board");
        }
        shown.pits
    }

    #[test]
    fn fast_sowing_matches_the_recorded_drops() {
        for skip in [false, true] {
            for origin in 0..12 {
                for seeds in 1..=48u8 {
                    let mut start = [1u8; 12];
                    start[origin] = seeds;
                    let (mut fast, mut slow) = (Board::<12>::new(start), Board::<12>::new(start));
                    let mut events = Vec::new();
                    let last = fast.sow_from(origin, seeds, skip, &mut NoEvents);
                    slow.first_lap(origin, &mut events);
                    let slow_last = slow.sow_from(origin, seeds, skip, &mut events);
                    let case = format!("origin {origin}, {seeds} seeds, skip {skip}");
                    assert_eq!((fast, last), (slow, slow_last), "{case}");
                    assert_eq!(replayed(&Board::new(start), &events), slow.pit_list());
                    let last_drop = events.iter().rev().find_map(|e| match e {
                        Event::Drop { pit, .. } => Some(*pit),
                        _ => None,
                    });
                    assert_eq!(Some(last), last_drop, "{case}");
                    if skip && seeds >= 12 {
                        assert_eq!(fast.seeds(origin), 0, "{case}: the origin is left empty");
                    }
                }
            }
        }
    }

    #[test]
    fn ring_sowing_without_events_matches_the_drops() {
        for clockwise in [false, true] {
            for from in 0..RING {
                for seeds in 0..=40u8 {
                    let start: [u8; 32] = std::array::from_fn(|i| (i % 3) as u8);
                    let (mut fast, mut slow) = (Board::<32>::new(start), Board::<32>::new(start));
                    let mut hands = [Hand { seeds, cowries: 0 }; 2];
                    let mut events = Vec::new();
                    let last = fast.sow_ring(&mut hands[0], 16, from, clockwise, &mut NoEvents);
                    let slow_last = slow.sow_ring(&mut hands[1], 16, from, clockwise, &mut events);
                    let case = format!("from {from}, {seeds} seeds, clockwise {clockwise}");
                    assert_eq!(
                        (fast, last, hands[0]),
                        (slow, slow_last, hands[1]),
                        "{case}"
                    );
                }
            }
        }
    }

    #[test]
    fn long_plain_laps_fill_the_origin_too() {
        let mut board = Board::<8>::new([0, 0, 0, 0, 0, 0, 0, 9]);
        assert_eq!(board.sow_from(7, 9, false, &mut NoEvents), 0);
        assert_eq!(board.pits(), &[2, 1, 1, 1, 1, 1, 1, 1]);
        // Woaley's first lap leaves a seed behind.
        let mut board = Board::<8>::new([0, 0, 0, 0, 0, 0, 0, 3]);
        assert_eq!(board.sow_from(7, 2, false, &mut NoEvents), 1);
        assert_eq!(board.pits(), &[1, 1, 0, 0, 0, 0, 0, 1]);
    }
}
