//! Woaley's evaluation: stores, seeds on one's own row (the end of a game sweeps them to their
//! owner), holes one can move from (2 seeds or more), and the points of the series' finished
//! games.
//!
//! The row terms are the shared [`super::Rows::sweep_game`]'s (weights 15 and 2), computed on
//! each row at once: its six holes as six bytes of one 64-bit word (native on `wasm32` too).
//! A hole holds at most the game's 48 seeds, so neither a byte sum nor a byte compare carries
//! into the next byte. A test holds the two equal.

use super::{for_player, store, SEED};
use crate::ai::Searchable;
use crate::rules::woaley::Woaley;
use crate::rules::{Move, Player};

/// One in each of a row's six bytes.
const ONES: u64 = 0x0000_0101_0101_0101;

/// Weight of a seed on one's own row, and of a hole one can move from (`sweep_game(15, 2)`).
const OWN_WEIGHT: i32 = 15;
const MOBILITY_WEIGHT: i32 = 10;

/// The holes of player 0's row (0 to 5) and of player 1's (6 to 11), a hole per byte.
#[inline(always)]
fn rows(pits: &[u8; 12]) -> [u64; 2] {
    let mut low = [0u8; 8];
    let mut high = [0u8; 8];
    low[..6].copy_from_slice(&pits[..6]);
    high[..6].copy_from_slice(&pits[6..]);
    [u64::from_le_bytes(low), u64::from_le_bytes(high)]
}

/// Seeds on a row, and its holes holding 2 seeds or more, weighted.
#[inline(always)]
fn row_value(row: u64) -> i32 {
    // Sums of at most 48 fit a byte: the top byte of the product is the row's sum.
    let seeds = (row.wrapping_mul(ONES << 16) >> 56) as i32;
    // `b + 126` reaches 128 exactly when `b >= 2` (and stays below 256 for `b <= 48`).
    let movable = ((row + 0x7E * ONES) >> 7) & ONES;
    let movable = (movable.wrapping_mul(ONES << 16) >> 56) as i32;
    OWN_WEIGHT * seeds + MOBILITY_WEIGHT * movable
}

/// The points of the finished games, P0's minus P1's (`RULES.md` §2.7). Both a match (sum of
/// points) and a Woaley (sum of per-match advantages) are decided by this total, and a point is
/// worth about a seed (a won game scores 12 plus one per seed beyond 24).
fn series_points(game: &Woaley) -> i32 {
    game.series_points()
        .iter()
        .map(|&[a, b]| i32::from(a) - i32::from(b))
        .sum()
}

impl Searchable for Woaley {
    fn evaluate(&self, me: Player) -> i32 {
        let [p0, p1] = rows(self.pits());
        let [s0, s1] = self.stores();
        let material = (store(s0) - store(s1)) * SEED;
        let for_p0 = material + row_value(p0) - row_value(p1) + series_points(self) * SEED;
        for_player(me, for_p0)
    }

    fn search_moves(&self, out: &mut Vec<Move>) {
        self.candidate_moves(out);
    }

    fn play_searched(&mut self, mv: &Move) -> bool {
        self.play_if_legal(mv)
    }
}

#[cfg(test)]
mod tests {
    use super::super::{two_rows, Rows};
    use super::*;
    use crate::rules::rng::Rng;

    /// The row terms equal the shared `sweep_game(15, 2)` (less its stores) on random rows of
    /// up to 48 seeds, many holes of 0 to 3 seeds and some large ones.
    #[test]
    fn rows_match_the_shared_sweep_game() {
        let owners: [Player; 12] = two_rows();
        let mut rng = Rng::new(7);
        for _ in 0..20_000 {
            let mut pits = [0u8; 12];
            let seeds = rng.below(49);
            for _ in 0..seeds {
                let hole = if rng.chance(0.3) {
                    rng.below(2)
                } else {
                    rng.below(12)
                };
                pits[hole] += 1;
            }
            let shared = Rows::new(&pits, &owners, [0, 0], 0).sweep_game(15, 2);
            let [p0, p1] = rows(&pits);
            assert_eq!(row_value(p0) - row_value(p1), shared, "{pits:?}");
        }
    }
}
