//! Unit tests of the internals; the rule scenarios are in `tests/native/kauri.rs`.

use super::*;
use crate::rng::Rng;
use crate::NoEvents;

fn start() -> Kauri {
    Kauri::new(Variant::Kauri, &Options::default()).expect("new game")
}

#[test]
fn start_position_has_five_seeds_and_a_cowrie_everywhere() {
    let game = start();
    assert_eq!(game.board.pits(), &[5; PITS]);
    assert_eq!(game.board.cowries(), &[1; PITS]);
    assert_eq!(game.totals(), (60, 12));
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    assert_eq!(moves, (0..6).map(Move::sow).collect::<Vec<_>>());
}

#[test]
fn the_game_holds_no_heap_data() {
    // Cloned millions of times by the AI: a few dozen bytes, no pointers.
    assert!(std::mem::size_of::<Kauri>() <= 40);
}

#[test]
fn playing_without_events_gives_the_same_game() {
    let mut rng = Rng::new(7);
    let mut moves = Vec::new();
    for _ in 0..50 {
        let mut quiet = start();
        let mut loud = start();
        for _ in 0..400 {
            quiet.legal_moves(&mut moves);
            let Some(&mv) = moves.get(rng.below(moves.len().max(1))) else {
                break;
            };
            quiet.play_unchecked(&mv, &mut NoEvents);
            let mut events = Vec::new();
            loud.play_unchecked(&mv, &mut events);
            assert_eq!(quiet, loud);
            assert!(!events.is_empty());
        }
    }
}

#[test]
fn end_of_position_follows_the_order_of_the_checks() {
    let mut game = start();
    assert_eq!(game.end_of_position(), None);
    let cowries = *game.board.cowries();
    game.board = Board::new([0; PITS])
        .with_cowries(cowries)
        .with_stores([40, 20]);
    assert_eq!(game.end_of_position(), Some(EndReason::ThirtyOneSeeds));
    game.board = game.board.with_stores([30, 30]);
    game.tie_break = true;
    assert_eq!(game.end_of_position(), None, "player 0 holds cowries");
    game.board = game
        .board
        .with_cowries([0, 0, 0, 0, 0, 0, 2, 2, 2, 2, 2, 2]);
    assert_eq!(game.end_of_position(), Some(EndReason::NoCowrie));
    assert_eq!(game.winner(EndReason::NoCowrie), Some(1));
}
