//! Nam-Nam's evaluation: this round's harvests, seeds on the plots one owns (a round's end
//! sweeps them to their owner) and plots one can sow from.

use super::{for_player, Rows};
use crate::style::{style, LevelStyles, Tuned};
use crate::Searchable;
use mancala_rules::nam_nam::NamNam;
use mancala_rules::{Move, Player, Rules};

/// Tuned by `examples/calibrate.rs` (`src/ai/style.rs` says how).
impl Tuned for NamNam {
    const LEVELS: LevelStyles = LevelStyles {
        beginner: style(300, 2, 300, 0.4).grab(0.5),
        easy: style(1_000, 2, 200, 0.3),
        medium: style(3_000, 3, 100, 0.15),
        hard: style(5_000, 4, 70, 0.12),
    };
}

impl Searchable for NamNam {
    fn evaluate(&self, me: Player) -> i32 {
        let rows = Rows::new(self.pits(), self.owners(), self.stores(), self.to_move());
        for_player(me, rows.sweep_game(30, 1))
    }

    fn search_moves(&self, out: &mut Vec<Move>) {
        self.candidate_moves(out);
    }

    fn play_searched(&mut self, mv: &Move) -> bool {
        self.play_if_legal(mv)
    }
}
