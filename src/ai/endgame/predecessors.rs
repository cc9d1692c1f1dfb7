//! The boards of the same level from which one move leads to a given board: what a build must
//! look at again when that board's bounds narrow. Found by sowing backwards (the origin empty, the
//! pits after it each giving back a seed) and kept only when the rules' own move from the board
//! found leads to the given one; a move that captures is never sown backwards here, since its
//! board is of another level.

use super::index::PITS;
use mancala_rules::oware::{EndgameRules, Next, Successor};
use mancala_rules::Move;

/// Half the board: a player's row.
const ROW: usize = PITS / 2;

/// Finds, by sowing backwards and checking forwards, the boards of the same level whose mover
/// reaches `board` (seen from its own mover's side) in one move.
pub struct Predecessors {
    moves: Vec<Move>,
    successors: Vec<Successor>,
}

impl Predecessors {
    pub fn new() -> Predecessors {
        Predecessors {
            moves: Vec::new(),
            successors: Vec::new(),
        }
    }

    /// Calls `found` with each board (its mover's side first) one of whose moves leads to
    /// `board` without a capture, the other player then to move.
    pub fn each(
        &mut self,
        rules: &EndgameRules,
        board: &[u8; PITS],
        found: &mut dyn FnMut(&[u8; PITS]),
    ) {
        // The board from the side of the player who has just moved: his row first.
        let mut after = *board;
        after.rotate_left(ROW);
        let seeds: usize = after.iter().map(|&s| usize::from(s)).sum();
        // A pass: the player who had no move, none of his own seeds, leaves the board as it was.
        if after[..ROW].iter().all(|&s| s == 0) {
            rules.successors(after, &mut self.moves, &mut self.successors);
            let passes = self.successors.iter().any(|s| {
                s.mv.is_none() && s.next == Next::Opponent && s.gain == 0 && s.pits == *board
            });
            if passes {
                found(&after);
            }
        }
        for origin in 0..ROW {
            if after[origin] != 0 {
                continue;
            }
            let mut parent = after;
            let mut pit = origin;
            for sown in 1..=seeds {
                pit = (pit + 1) % PITS;
                if pit == origin {
                    // A lap of 12 or more skips its origin.
                    pit = (pit + 1) % PITS;
                }
                if parent[pit] == 0 {
                    break;
                }
                parent[pit] -= 1;
                let mut candidate = parent;
                candidate[origin] = sown as u8;
                // The rules' own move from the board found must lead here, capturing nothing.
                let leads_here = rules
                    .sow(candidate, origin)
                    .is_some_and(|s| s.next == Next::Opponent && s.gain == 0 && s.pits == *board);
                if leads_here {
                    found(&candidate);
                }
            }
        }
    }
}
