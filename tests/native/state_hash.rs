//! [`Rules::state_hash`] against the positions it stands for: over random games of every
//! game (and Woaley's longer series), and the same boards with the other player to move, two
//! states share a hash exactly when they write the same position. Boards and Woaley's series
//! hash by hand (in as few words as they can), so a field left out, or one hashed by mistake,
//! would show here.

use crate::common;
use common::random_move;

use mancala::rules::rng::Rng;
use mancala::rules::{AnyGame, Game, Options, Rules, Series, Status, Variant};
use std::collections::HashMap;

/// Plays `games` random games of `variant` under `options` and checks every state met.
fn check(variant: Variant, options: &Options, games: usize, rng: &mut Rng) {
    let Ok(start) = Game::new(variant, options) else {
        return;
    };
    let mut by_hash: HashMap<u64, String> = HashMap::new();
    let mut by_position: HashMap<String, u64> = HashMap::new();
    let mut note = |game: &AnyGame| {
        if game.status() != Status::Playing {
            return;
        }
        let hash = game.state_hash();
        let position = serde_json::to_string(&game.position()).expect("a position writes");
        let earlier = by_hash.entry(hash).or_insert_with(|| position.clone());
        assert_eq!(*earlier, position, "{variant}: two positions share a hash");
        let earlier = by_position.entry(position).or_insert(hash);
        assert_eq!(*earlier, hash, "{variant}: one position hashes two ways");
    };
    for _ in 0..games {
        let mut game = start.clone();
        for _ in 0..200 {
            note(game.rules());
            // The same board with the other player to move, where that is a valid position:
            // random play seldom meets it.
            let mut other = game.rules().position();
            other.to_move = 1 - other.to_move;
            if let Ok(other) = AnyGame::from_position(&other) {
                note(&other);
            }
            let moves = game.legal_moves();
            if game.outcome().is_some() || moves.is_empty() {
                break;
            }
            game.play(&random_move(&moves, rng)).expect("a legal move");
        }
    }
    assert!(
        by_hash.len() > games,
        "{variant}: too few states to say anything"
    );
}

#[test]
fn equal_states_share_a_hash_and_different_ones_do_not() {
    let mut rng = Rng::new(31);
    for variant in Variant::ALL {
        check(variant, &Options::default(), 40, &mut rng);
    }
    for series in [Series::Match, Series::Woaley] {
        let options = Options {
            series,
            ..Options::default()
        };
        check(Variant::Woaley, &options, 10, &mut rng);
    }
}
