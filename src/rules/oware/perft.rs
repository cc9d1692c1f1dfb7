//! Perft: the number of leaves of the move tree, the standard check of a move generator.

use super::Oware;
use crate::rules::NoEvents;

/// The leaves of the move tree `depth` plies deep from `game`, with bulk counting at the last
/// ply (the legal moves there are counted, not played). A finished game has no children: it
/// counts 1 at depth 0 and 0 deeper. Repetition is not part of the tree (it is counted by
/// [`crate::rules::Game`], outside the rules).
pub fn perft(game: &Oware, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => u64::from(game.legal_move_count()),
        _ => {
            let mut mask = game.legal_mask();
            let mut leaves = 0;
            while mask != 0 {
                let pit = mask.trailing_zeros() as usize;
                mask &= mask - 1;
                let mut child = *game;
                child.play_pit(pit, &mut NoEvents);
                leaves += perft(&child, depth - 1);
            }
            leaves
        }
    }
}
