//! The moves the search tries ([`Searchable::search_moves`]) against the rules: on random
//! positions of every game, the ones [`Searchable::play_searched`] accepts are the legal moves,
//! in the same order, and lead to the positions [`Rules::play_unchecked`] leads to. (Games that
//! list their moves untried, Omweso and Woaley, refuse only never-ending sowings.)

use crate::common;
use common::random_move;

use mancala::ai::Searchable;
use mancala::rules::rng::Rng;
use mancala::rules::{AnyGame, Game, NoEvents, Options, Rules, Variant, RULE_OPTIONS};

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

/// Checks `rounds` random games of `variant` under `options`, up to 120 plies each.
fn check_games(variant: Variant, options: &Options, rounds: usize, rng: &mut Rng) {
    let Ok(start) = Game::new(variant, options) else {
        return;
    };
    for round in 0..rounds {
        let mut game = start.clone();
        for ply in 0..120 {
            let case = format!("{variant} {:?} game {round} ply {ply}", options.rules);
            check(game.rules(), &case);
            let moves = game.legal_moves();
            if game.outcome().is_some() || moves.is_empty() {
                break;
            }
            game.play(&random_move(&moves, rng))
                .expect("a legal move plays");
        }
    }
}

#[test]
fn accepted_search_moves_are_the_legal_moves_played_alike() {
    let mut rng = Rng::new(13);
    for variant in Variant::ALL {
        check_games(variant, &Options::default(), 40, &mut rng);
    }
}

/// The games whose search lists its moves untried or sows on its own fast path (Woaley,
/// Nam-Nam) and Kauri, under each value of each of their house rules.
#[test]
fn accepted_search_moves_follow_the_house_rules() {
    let mut rng = Rng::new(19);
    for variant in [Variant::Woaley, Variant::Kauri, Variant::NamNam] {
        for option in RULE_OPTIONS.iter().filter(|o| o.variant == variant) {
            for value in &option.values[1..] {
                let mut options = Options::default();
                options.rules.set(option.id, value).expect("its own value");
                check_games(variant, &options, 15, &mut rng);
            }
        }
    }
}
