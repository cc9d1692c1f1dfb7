//! Perft: the leaves of the move tree `depth` plies deep (a ply is one move, an extra turn
//! being a ply of its own), counted in bulk at the last ply.

use super::Kalah;
use crate::{Move, NoEvents, Rules};

/// The leaves of the move tree from `game`, `depth` moves deep; a finished game is one leaf.
pub fn perft(game: &Kalah, depth: u32) -> u64 {
    if depth == 0 || game.end.is_some() {
        return 1;
    }
    let mut moves: Vec<Move> = Vec::with_capacity(6);
    game.legal_moves(&mut moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|mv| {
            let mut child = *game;
            child.play_unchecked(mv, &mut NoEvents);
            perft(&child, depth - 1)
        })
        .sum()
}

#[cfg(test)]
mod tests;
