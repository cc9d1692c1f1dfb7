//! Helpers shared by the integration tests. Each test file uses some of them.
#![allow(dead_code)]

pub mod house;
pub mod omweso;

use mancala::rules::rng::Rng;
use mancala::rules::{CaptureCause, Event, Move};

/// A random move. Goré's hole offers (up to 14 beside at most 4 sowing moves) are picked one
/// time in ten only: uniformly random offers and acceptances keep refilling the board from the
/// stores, and such a game may go on for tens of thousands of plies (each one kept in the
/// repetition record). Other games draw uniformly.
pub fn random_move(moves: &[Move], rng: &mut Rng) -> Move {
    let sowing: Vec<Move> = moves
        .iter()
        .copied()
        .filter(|mv| !matches!(mv, Move::Offer { .. }))
        .collect();
    if !sowing.is_empty() && sowing.len() < moves.len() && !rng.chance(0.1) {
        sowing[rng.below(sowing.len())]
    } else {
        moves[rng.below(moves.len())]
    }
}

/// `(pit, seeds)` of the mover's captures by the capture rule, in event order.
pub fn captured(events: &[Event]) -> Vec<(usize, u32)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Capture {
                pit,
                seeds,
                cause: CaptureCause::Capture,
                ..
            } => Some((*pit, *seeds)),
            _ => None,
        })
        .collect()
}
