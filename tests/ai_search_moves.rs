//! The moves the search tries ([`Searchable::search_moves`]) against the rules: on random
//! positions of every game, the ones [`Searchable::play_searched`] accepts are the legal moves,
//! in the same order, and lead to the positions [`Rules::play_unchecked`] leads to. (Games that
//! list their moves untried, Omweso and Woaley, refuse only never-ending sowings.)

mod common;
use common::random_move;

use mancala::ai::Searchable;
use mancala::rules::rng::Rng;
use mancala::rules::{AnyGame, Game, NoEvents, Options, Rules, Variant};

/// Checks one position: the accepted search moves are the legal moves, played alike.
fn check(game: &AnyGame, case: &str) {
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    let mut tried = Vec::new();
    game.search_moves(&mut tried);
    let mut accepted = Vec::new();
    for mv in &tried {
        let mut searched = game.clone();
        if !searched.play_searched(mv) {
            continue;
        }
        let mut played = game.clone();
        played.play_unchecked(mv, &mut NoEvents);
        let state = |g: &AnyGame| (g.state_hash(), g.to_move(), g.status());
        assert_eq!(state(&searched), state(&played), "{case}: {mv:?}");
        accepted.push(*mv);
    }
    assert_eq!(accepted, legal, "{case}");
}

#[test]
fn accepted_search_moves_are_the_legal_moves_played_alike() {
    let mut rng = Rng::new(13);
    for variant in Variant::ALL {
        let Ok(start) = Game::new(variant, &Options::default()) else {
            continue;
        };
        for round in 0..40 {
            let mut game = start.clone();
            for ply in 0..120 {
                check(game.rules(), &format!("{variant} game {round} ply {ply}"));
                let moves = game.legal_moves();
                if game.outcome().is_some() || moves.is_empty() {
                    break;
                }
                game.play(&random_move(&moves, &mut rng))
                    .expect("a legal move plays");
            }
        }
    }
}
