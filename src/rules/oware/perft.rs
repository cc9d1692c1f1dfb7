//! Perft: the number of leaves of the move tree, the standard check of a move generator.

use super::play::WHOLE_CHAIN;
use super::Oware;
use crate::{NoEvents, Rules};

/// The leaves of the move tree `depth` plies deep from `game`, with bulk counting at the last
/// ply (the legal moves there are counted, not played). A finished game has no children: it
/// counts 1 at depth 0 and 0 deeper. Repetition is not part of the tree (it is counted by
/// [`crate::Game`], outside the rules). Under the house rule O-may "optional" each
/// choice of harvest is a move.
pub fn perft(game: &Oware, depth: u32) -> u64 {
    if game.house.optional() {
        perft_moves(game, depth)
    } else {
        perft_plots(game, depth)
    }
}

/// [`perft`] where a move is a plot: the legal moves are the bits of the legal mask.
fn perft_plots(game: &Oware, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => u64::from(game.legal_mask().count_ones()),
        _ => {
            let mut mask = game.legal_mask();
            let mut leaves = 0;
            while mask != 0 {
                let pit = mask.trailing_zeros() as usize;
                mask &= mask - 1;
                let mut child = *game;
                child.play_pit(pit, WHOLE_CHAIN, &mut NoEvents);
                leaves += perft_plots(&child, depth - 1);
            }
            leaves
        }
    }
}

/// [`perft`] over the legal move list, each choice of harvest a move.
fn perft_moves(game: &Oware, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => u64::from(game.legal_move_count()),
        _ => {
            let mut moves = Vec::new();
            game.legal_moves(&mut moves);
            moves
                .iter()
                .map(|mv| {
                    let mut child = *game;
                    child.play_unchecked(mv, &mut NoEvents);
                    perft_moves(&child, depth - 1)
                })
                .sum()
        }
    }
}
