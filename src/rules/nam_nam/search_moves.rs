//! The moves the AI's search tries in Nam-Nam, listed untried: whether a move is legal (it ends
//! within [`super::MAX_LAPS`] laps, and feeds an opponent who owns no seed) is known once it is
//! played, and a trial play of every move costs as much as playing it, while a node that cuts off
//! early plays only one or two.

use super::laps::SowEnd;
use super::{opp, owns_seeds, NamNam, PITS};
use crate::{Move, NoEvents};

impl NamNam {
    /// The plots the player to move owns that hold seeds, in pit order: the legal moves, and
    /// the moves [`Self::play_if_legal`] refuses.
    pub fn candidate_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        let pits = self.board.pits();
        let owners = self.board.owners();
        out.extend(
            (0..PITS)
                .filter(|&pit| owners[pit] == self.to_move && pits[pit] > 0)
                .map(Move::sow),
        );
    }

    /// Plays one of [`Self::candidate_moves`] without events, as `play_unchecked` does; false,
    /// leaving the game in an unspecified state, for a move that is not legal.
    pub fn play_if_legal(&mut self, mv: &Move) -> bool {
        let Some(pit) = mv.pit().filter(|&p| p < PITS) else {
            return false;
        };
        let mover = self.to_move;
        let must_feed = !owns_seeds(&self.board, opp(mover));
        let end = self.sow(pit, &mut NoEvents);
        let legal = match end {
            SowEnd::Endless => false,
            SowEnd::RoundOver => true,
            SowEnd::TurnOver => !must_feed || owns_seeds(&self.board, opp(mover)),
        };
        if legal {
            self.settle(opp(mover), end == SowEnd::RoundOver, &mut NoEvents);
        }
        legal
    }
}
