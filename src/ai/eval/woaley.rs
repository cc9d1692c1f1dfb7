//! Woaley's evaluation: stores, seeds on one's own row (the end of a game sweeps them to their
//! owner), holes one can move from (2 seeds or more), and the points of the series' finished
//! games.
//!
//! The row terms are the shared [`super::Rows::sweep_game`]'s (weights 15 and 2), computed on
//! each row at once, as a word ([`super::row_words`]). A test holds the two equal.

use super::{for_player, row_at_least, row_sum, row_words, store, SEED};
use crate::style::{style, LevelStyles, Tuned};
use crate::Searchable;
use mancala_rules::woaley::Woaley;
use mancala_rules::{Move, Player};

/// Weight of a seed on one's own row, and of a hole one can move from (`sweep_game(15, 2)`).
const OWN_WEIGHT: i32 = 15;
const MOBILITY_WEIGHT: i32 = 10;

/// Seeds on a row, and its holes holding 2 seeds or more, weighted.
#[inline(always)]
fn row_value(row: u64) -> i32 {
    OWN_WEIGHT * row_sum(row) + MOBILITY_WEIGHT * row_at_least(row, 2)
}

/// The points of the finished games, P0's minus P1's (`docs/rules/woaley.md` §2.7). Both a match
/// (sum of points) and a Woaley (sum of per-match advantages) are decided by this total, and a
/// point is worth about a seed (a won game scores 12 plus one per seed beyond 24).
fn series_points(game: &Woaley) -> i32 {
    game.series_points()
        .iter()
        .map(|&[a, b]| i32::from(a) - i32::from(b))
        .sum()
}

/// Tuned by `examples/calibrate.rs` (`src/ai/style.rs` says how).
impl Tuned for Woaley {
    const LEVELS: LevelStyles = LevelStyles {
        beginner: style(300, 1, 150, 0.3),
        easy: style(2_000, 2, 150, 0.25),
        medium: style(5_000, 4, 80, 0.12),
        hard: style(20_000, 64, 40, 0.06),
    };
}

impl Searchable for Woaley {
    fn evaluate(&self, me: Player) -> i32 {
        let [p0, p1] = row_words(self.pits());
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
    use mancala_rules::rng::Rng;

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
            let [p0, p1] = row_words(&pits);
            assert_eq!(row_value(p0) - row_value(p1), shared, "{pits:?}");
        }
    }
}
