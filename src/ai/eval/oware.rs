//! Oware's evaluation: stores, the best capture in reach of each side, seeds on one's own row
//! (the repetition end and the automatic harvest give them to their owner) and mobility.

use super::{for_player, row_at_least, row_sum, row_words, two_rows, Pair, Rows};
use crate::style::{style, LevelStyles, Tuned};
use crate::Searchable;
use mancala_rules::oware::Oware;
use mancala_rules::{Player, Rules};
use std::collections::HashMap;

/// Owners never change in Oware.
const OWNERS: [Player; 12] = two_rows();

/// The best single-lap capture (in seeds) each player could make now (`docs/rules/oware.md` §4.4):
/// a lap ending on an opponent's pit that then holds 2 or 3 takes it and the pits before it on that
/// row holding 2 or 3. A lap of fewer than 12 seeds from one's own row sows every opponent pit up
/// to its last one, so what a lap ending on a pit takes depends on that pit alone; laps of 12 or
/// more (they skip the origin) are too rare to model here.
fn best_captures(pits: &[u8; 12]) -> Pair {
    let mut best = [0; 2];
    for (p, best) in best.iter_mut().enumerate() {
        let own = 6 * p;
        let opp = 6 - own;
        // What a lap ending on the opponent's pit `opp + t` takes (each pit holds one more).
        let mut takes = [0; 6];
        let mut run = 0;
        for (t, takes) in takes.iter_mut().enumerate() {
            let v = i32::from(pits[opp + t]);
            run = if v == 1 || v == 2 { run + v + 1 } else { 0 };
            *takes = run;
        }
        for origin in own..own + 6 {
            // The last pit, counted on from the origin without wrapping: the opponent's row is
            // `own + 6 .. own + 12` (an empty pit "lands" on itself, below it).
            let t = (origin + usize::from(pits[origin])).wrapping_sub(own + 6);
            if let Some(&taken) = takes.get(t) {
                *best = (*best).max(taken);
            }
        }
    }
    best
}

/// Seeds on a row and its pits one can sow from (not empty), weighted.
#[inline(always)]
fn row_value(row: u64) -> i32 {
    5 * row_sum(row) + 8 * row_at_least(row, 1)
}

/// Tuned by `examples/calibrate.rs` (`src/ai/style.rs` says how).
impl Tuned for Oware {
    const LEVELS: LevelStyles = LevelStyles {
        beginner: style(300, 1, 400, 0.5),
        easy: style(1_000, 2, 300, 0.4),
        medium: style(1_000, 2, 200, 0.25),
        hard: style(1_000, 2, 150, 0.2),
    };
}

impl Searchable for Oware {
    fn evaluate(&self, me: Player) -> i32 {
        let rows = Rows::new(self.pits(), &OWNERS, self.stores(), self.to_move());
        let threat = best_captures(self.pits());
        let [p0, p1] = row_words(self.pits());
        let for_p0 = rows.material() + rows.tempo_weighted(threat) + row_value(p0) - row_value(p1);
        for_player(me, for_p0)
    }

    fn known_margin(&self) -> Option<(i32, i32)> {
        // Most positions have too many seeds for any table: no lookup for them.
        let on_board: u32 = self.pits().iter().map(|&s| u32::from(s)).sum();
        if on_board > crate::endgame::MAX_SEEDS as u32 {
            return None;
        }
        let bounds = crate::endgame::with_table(self.endgame_rules(), |t| t.bounds_of(self))??;
        let stores = self.stores();
        let mover = usize::from(self.to_move());
        let lead = stores[mover] as i32 - stores[1 - mover] as i32;
        Some((lead + i32::from(bounds.low), lead + i32::from(bounds.high)))
    }

    fn past_matters(&self, seen: &HashMap<u64, u32>) -> bool {
        crate::endgame::with_table(self.endgame_rules(), |t| t.past_matters(self, seen))
            .unwrap_or(false)
    }

    fn may_know_margins(&self) -> bool {
        crate::endgame::with_table(self.endgame_rules(), |_| ()).is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::super::diff;
    use super::*;
    use crate::SEED;
    use mancala_rules::rng::Rng;
    use mancala_rules::{Position, Variant};

    fn oware(pits: [u32; 12], stores: [u32; 2], to_move: Player) -> Oware {
        let pos = Position {
            variant: Variant::OwareAbapa,
            to_move,
            pits: pits.to_vec(),
            cowries: None,
            owners: None,
            stores: Some(stores),
            extra: Default::default(),
        };
        Oware::from_position(&pos).expect("a valid Oware position")
    }

    /// The capture of a lap from `origin`, sown seed by seed on a copy of the board.
    fn sown_capture(pits: &[u8; 12], origin: usize) -> i32 {
        let seeds = usize::from(pits[origin]);
        let mover = origin / 6;
        if seeds == 0 || seeds >= 12 {
            return 0;
        }
        let mut board = *pits;
        board[origin] = 0;
        for k in 1..=seeds {
            board[(origin + k) % 12] += 1;
        }
        let mut j = (origin + seeds) % 12;
        let mut taken = 0;
        while j / 6 != mover && (board[j] == 2 || board[j] == 3) {
            taken += i32::from(board[j]);
            if j % 6 == 0 {
                break;
            }
            j -= 1;
        }
        taken
    }

    #[test]
    fn the_capture_in_reach_is_the_one_sowing_would_make() {
        let mut rng = Rng::new(5);
        for _ in 0..2000 {
            let pits: [u8; 12] = std::array::from_fn(|_| rng.below(5) as u8);
            let mut expected = [0; 2];
            for origin in 0..12 {
                let p = origin / 6;
                expected[p] = expected[p].max(sown_capture(&pits, origin));
            }
            assert_eq!(best_captures(&pits), expected, "{pits:?}");
        }
    }

    /// The row terms on words equal the per-pit sums of the shared [`Rows`].
    #[test]
    fn row_words_count_as_the_pits_do() {
        let mut rng = Rng::new(11);
        for _ in 0..20_000 {
            let mut pits = [0u8; 12];
            for _ in 0..rng.below(49) {
                pits[rng.below(12)] += 1;
            }
            let rows = Rows::new(&pits, &OWNERS, [0, 0], 0);
            let [p0, p1] = row_words(&pits);
            let per_pit = 5 * diff(rows.owned_seeds()) + 8 * diff(rows.mobility(1));
            assert_eq!(row_value(p0) - row_value(p1), per_pit, "{pits:?}");
        }
    }

    #[test]
    fn stores_decide_and_the_view_flips_with_the_player() {
        let game = oware([3; 12], [10, 2], 0);
        let v0 = game.evaluate(0);
        assert!(v0 > 7 * SEED, "8 seeds ahead, got {v0}");
        assert_eq!(game.evaluate(1), -v0);
    }

    #[test]
    fn a_capture_in_reach_counts_for_the_side_to_move() {
        // P0's pit 5 (1 seed) reaches pit 6 holding 2: a capture of 3.
        let mut pits = [0; 12];
        pits[5] = 1;
        pits[6] = 2;
        pits[9] = 2;
        let game = oware(pits, [20, 23], 0);
        assert_eq!(best_captures(game.pits()), [3, 0]);
        let quiet = oware([0, 0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 2], [20, 23], 0);
        assert!(game.evaluate(0) > quiet.evaluate(0));
    }
}
