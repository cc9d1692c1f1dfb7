//! Woaley's evaluation: stores, seeds on one's own row (the end of a game sweeps them to their
//! owner), holes one can move from (2 seeds or more), and the points of the series' finished
//! games.

use super::{for_player, two_rows, Rows, SEED};
use crate::ai::Searchable;
use crate::rules::woaley::Woaley;
use crate::rules::{Move, Player, Rules};

/// Holes never change hands in Woaley.
const OWNERS: [Player; 12] = two_rows();

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
        let rows = Rows::new(self.pits(), &OWNERS, self.stores(), self.to_move());
        for_player(me, rows.sweep_game(15, 2) + series_points(self) * SEED)
    }

    fn search_moves(&self, out: &mut Vec<Move>) {
        self.candidate_moves(out);
    }

    fn play_searched(&mut self, mv: &Move) -> bool {
        self.play_if_legal(mv)
    }
}
