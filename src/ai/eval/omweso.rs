//! Omweso's evaluation: seeds on each side (there are no stores), plots one can sow from (a
//! player with no move loses), and seeds exposed in columns where both of one's plots are
//! occupied and the facing inner plot can harvest them.

use super::{diff, for_player, two_rows, Rows, SEED};
use crate::style::{style, LevelStyles, Tuned};
use crate::Searchable;
use mancala_rules::omweso::Omweso;
use mancala_rules::{Move, Player, Rules};

/// Player `p` owns plots `16p .. 16p+15` (`docs/rules/omweso.md` §6.1).
const OWNERS: [Player; 32] = two_rows();

/// Tuned by `examples/calibrate.rs` (`src/ai/style.rs` says how).
impl Tuned for Omweso {
    const LEVELS: LevelStyles = LevelStyles {
        beginner: style(300, 1, 300, 0.4),
        easy: style(1_000, 2, 200, 0.3),
        medium: style(3_000, 3, 100, 0.15),
        hard: style(100_000, 64, 10, 0.02),
    };
}

impl Searchable for Omweso {
    fn evaluate(&self, me: Player) -> i32 {
        let pits = self.pits();
        let rows = Rows {
            pits,
            owners: &OWNERS,
            stores: [0, 0],
            to_move: self.to_move(),
        };
        let side = rows.owned_seeds();
        let mut exposed = [0; 2];
        let seeds = |i: usize| i32::from(pits[i]);
        for column in 0..8 {
            let plots = [[15 - column, column], [24 + column, 23 - column]];
            for p in 0..2 {
                let [inner, outer] = plots[p];
                let attacker_inner = plots[1 - p][0];
                if seeds(inner) > 0 && seeds(outer) > 0 && seeds(attacker_inner) > 0 {
                    exposed[p] += seeds(inner) + seeds(outer);
                }
            }
        }
        // A player with no move loses: mobility matters more than in the two-row games.
        let for_p0 = diff(side) * SEED + 25 * diff(rows.mobility(2))
            - rows.tempo_weighted([exposed[1], exposed[0]]) / 2;
        for_player(me, for_p0)
    }

    fn search_moves(&self, out: &mut Vec<Move>) {
        self.candidate_moves(out);
    }

    fn play_searched(&mut self, mv: &Move) -> bool {
        self.play_if_legal(mv)
    }
}
