//! Kauri's move by the defaults of `docs/rules/kauri.md` when no event is recorded (the search):
//! the same move as [`super::sow`] and [`Kauri::end_turn`], worked out a row at a time instead of a
//! drop at a time. Each row's six pits are the low six bytes of a 64-bit word ([`Rows`]), seeds and
//! cowries apart, held in registers for the whole move: the board is read once and written once. A
//! pit never holds 128 counters (60 seeds, 12 cowries in the game), so adding a lap never carries
//! into the next pit, and a byte's high bit is free for the tests below. 64-bit words are native on
//! `wasm32` too, where 128-bit ones are not.
//!
//! By the defaults (K-skip: the origin receives like any pit) the drops of a move follow from
//! the board before it, which is why they can be added up at once:
//! - a seed headed for an opponent's pit goes to his store exactly when that pit held cowries
//!   but no seed before the move: the seeds only add to a pit, and no cowrie is sown before the
//!   last seed, so the pit stays so, or not, for the whole seed phase;
//! - at most 12 cowries are sown, one per pit of a ring of 12, so none meets a cowrie sown by
//!   the same move: a cowrie captures in an opponent's pit exactly when that pit held no cowrie
//!   before the move, and takes the seeds it holds after the seed phase.

use super::{Kauri, MAJORITY, PITS, ROW};
use crate::row_words::{row_sum as sum, row_words, ONES};
use crate::{opp, Board, EndReason, Player};

/// The high bit of each of a row's six bytes.
const HIGHS: u64 = ONES << 7;
/// The pits of the ring (12 bits).
const RING: u32 = (1 << PITS) - 1;

/// `SPREAD[m]`: one in byte `i` of a row for each bit `i` of `m`, the pits of a row a lap
/// reaches once more.
const SPREAD: [u64; 64] = {
    let mut table = [0u64; 64];
    let mut m = 0;
    while m < 64 {
        let mut i = 0;
        while i < ROW {
            if m & (1 << i) != 0 {
                table[m] |= 1 << (8 * i);
            }
            i += 1;
        }
        m += 1;
    }
    table
};

/// The high bit of each byte of `row` that is not zero (a byte is at most 127: no carry).
#[inline(always)]
const fn nonzero(row: u64) -> u64 {
    row.wrapping_add(ONES * 0x7F) & HIGHS
}

/// Whole bytes (`0xFF`) where `highs` has its high bit.
#[inline(always)]
const fn whole(highs: u64) -> u64 {
    (highs >> 7) * 0xFF
}

/// The `len` pits after `from` round the ring (`from < 24`, `len <= 12`), one bit per pit.
#[inline(always)]
const fn ring_run(from: usize, len: u32) -> u32 {
    let bits = ((1u32 << len) - 1) << (from + 1);
    (bits | bits >> PITS | bits >> (2 * PITS)) & RING
}

/// Counters per pit by rows: player `p`'s pit `6p + i` in byte `i` of word `p`.
#[derive(Clone, Copy)]
pub(super) struct Rows(pub(super) [u64; 2]);

impl Rows {
    /// The rows of `counts` (seeds or cowries per pit): two loads.
    #[inline(always)]
    pub(super) fn read(counts: &[u8; PITS]) -> Rows {
        Rows(row_words(counts))
    }

    /// The counts per pit these rows hold: two stores.
    #[inline(always)]
    fn write(self) -> [u8; PITS] {
        let low = (self.0[0] | self.0[1] << (8 * ROW)).to_le_bytes();
        let high = ((self.0[1] >> (8 * (8 - ROW))) as u32).to_le_bytes();
        let mut counts = [0u8; PITS];
        counts[..8].copy_from_slice(&low);
        counts[8..].copy_from_slice(&high);
        counts
    }

    /// The rows seen from player `p`: his own first.
    #[inline(always)]
    fn seen_by(self, p: usize) -> (u64, u64) {
        let [a, b] = self.0;
        if p == 0 {
            (a, b)
        } else {
            (b, a)
        }
    }

    /// The rows of player `p`'s own row `mine` and his opponent's `theirs`.
    #[inline(always)]
    fn of_side(p: usize, mine: u64, theirs: u64) -> Rows {
        Rows(if p == 0 {
            [mine, theirs]
        } else {
            [theirs, mine]
        })
    }

    /// Counters in player `p`'s row, in total.
    #[inline(always)]
    pub(super) fn total(&self, p: usize) -> u8 {
        sum(self.0[p & 1])
    }

    /// Player `p`'s counters in his pits where `other` (the same pits' other kind) holds none.
    #[inline(always)]
    pub(super) fn where_none(&self, other: &Rows, p: usize) -> u8 {
        sum(self.0[p & 1] & !whole(nonzero(other.0[p & 1])))
    }
}

impl Kauri {
    /// Plays the move from `origin` by the defaults, without events; false (nothing played)
    /// when `origin` is no own pit holding a cowrie, which the sowing of [`super::sow`] would
    /// play otherwise.
    #[inline(always)]
    pub(super) fn play_quietly(&mut self, origin: usize) -> bool {
        // Each mover has his own copy, where his row and his store are constants.
        match (self.to_move, origin) {
            (0, 0..ROW) => self.play_rows::<0>(origin),
            (1, ROW..PITS) => self.play_rows::<1>(origin - ROW),
            _ => false,
        }
    }

    /// [`Self::play_quietly`] for mover `ME` from pit `at` of his row. The ring is seen from
    /// him (a move is the same turned by a row): his row is bits (or bytes) 0–5, his
    /// opponent's 6–11.
    #[inline(always)]
    fn play_rows<const ME: usize>(&mut self, at: usize) -> bool {
        let origin = ME * ROW + at;
        let (seeds, cowries) = (self.board.seeds(origin), self.board.cowries_in(origin));
        if cowries == 0 {
            return false;
        }
        let (mut my_seeds, mut their_seeds) = Rows::read(self.board.pits()).seen_by(ME);
        let (mut my_cowries, their_cowries) = Rows::read(self.board.cowries()).seen_by(ME);
        let (mut my_store, mut their_store) = (
            self.board.store(ME as Player),
            self.board.store(1 - ME as Player),
        );
        // Rule 3: the pit is lifted.
        let lifted = !(0xFF << (8 * at));
        my_seeds &= lifted;
        my_cowries &= lifted;
        // The seeds: `laps` in every pit, one more in the `rest` pits after the origin.
        let (laps, rest) = (ONES * u64::from(seeds / 12), u32::from(seeds % 12));
        let run = ring_run(at, rest);
        my_seeds += laps + SPREAD[(run & 63) as usize];
        let their_lap = laps + SPREAD[(run >> ROW) as usize & 63];
        // Rule 4: the opponent's pits with cowries but no seed send theirs to his store.
        let blocked = whole(nonzero(their_cowries) & !nonzero(their_seeds));
        their_store += sum(their_lap & blocked);
        their_seeds += their_lap & !blocked;
        // The cowries, one per pit after the last seed: one without cowrie on the opponent's
        // side takes its seeds to the mover's store.
        let run = ring_run(at + rest as usize, u32::from(cowries));
        let their_drops = SPREAD[(run >> ROW) as usize & 63];
        let captures = whole((their_drops << 7) & !nonzero(their_cowries));
        my_store += sum(their_seeds & captures);
        their_seeds &= !captures;
        my_cowries += SPREAD[(run & 63) as usize];
        let their_cowries = their_cowries + their_drops;
        let stores = if ME == 0 {
            [my_store, their_store]
        } else {
            [their_store, my_store]
        };
        self.board = Board::new(Rows::of_side(ME, my_seeds, their_seeds).write())
            .with_cowries(Rows::of_side(ME, my_cowries, their_cowries).write())
            .with_stores(stores);
        self.end_turn_quietly(
            ME as Player,
            my_seeds | their_seeds == 0,
            their_cowries != 0,
        );
        true
    }

    /// [`Kauri::end_turn`] by the defaults, without events, once the board holds the move:
    /// whether it holds no seed, and whether the mover's opponent has a cowrie.
    #[inline(always)]
    fn end_turn_quietly(&mut self, mover: Player, no_seed: bool, has_cowrie: bool) {
        let stores = self.board.stores();
        if !self.tie_break && no_seed && stores[0] == stores[1] {
            self.tie_break = true;
        }
        self.to_move = opp(mover);
        if self.tie_break {
            if !has_cowrie {
                self.end = Some(EndReason::NoCowrie);
            }
        } else if stores[0] >= MAJORITY || stores[1] >= MAJORITY {
            self.end = Some(EndReason::ThirtyOneSeeds);
        } else if !has_cowrie {
            // The mover holds all the cowries: he moves again.
            self.to_move = mover;
        }
    }
}

#[cfg(test)]
mod tests;
