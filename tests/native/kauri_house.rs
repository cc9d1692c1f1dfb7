//! Kauri's house rules (`docs/rules/house-rules.md` §8), each worked by hand where the
//! option changes the result: K-skip, K-end; and their journey through options, positions and
//! links. Pits are written `[P0's row 0..5, P1's row 6..11]`; a position holds 60 seeds (board and
//! stores) and 12 cowries.

use crate::common::house;

use house::{captures, check_rules_travel, game_at, play};
use mancala::rules::{CaptureCause, EndReason, Event, Game, Move, Variant};
use serde_json::{json, Value};

/// A Kauri game at this board, player 0 to move, by the house rules `rules`.
fn game(seeds: [u32; 12], cowries: [u32; 12], stores: [u32; 2], rules: Value) -> Game {
    game_at(
        json!({"variant": "kauri", "pits": seeds, "cowries": cowries, "stores": stores}),
        rules,
    )
}

#[test]
fn k_skip_a_lap_of_12_counters_drops_into_its_origin_or_passes_it() {
    // Pit 5: 11 seeds and a cowrie, 12 counters. The seeds go round to pit 4; by default the
    // cowrie falls into pit 5 itself, player 0's own: nothing is taken.
    let seeds = [1, 1, 1, 1, 1, 11, 2, 2, 2, 2, 2, 2];
    let cowries = [1, 1, 1, 1, 1, 1, 0, 2, 1, 1, 1, 1];
    let mut receive = game(seeds, cowries, [16, 16], json!({}));
    let events = play(&mut receive, Move::sow(5));
    let position = receive.position();
    assert_eq!(position.pits, [2, 2, 2, 2, 2, 0, 3, 3, 3, 3, 3, 3]);
    assert_eq!(
        position.cowries,
        Some(vec![1, 1, 1, 1, 1, 1, 0, 2, 1, 1, 1, 1])
    );
    assert_eq!(position.stores_or_zero(), [16, 16]);
    assert_eq!(captures(&events), []);
    // Skipping, the cowrie passes pit 5 and falls into pit 6, the opponent's and cowrie-less:
    // it takes the 3 seeds there.
    let mut skip = game(seeds, cowries, [16, 16], json!({"K-skip": "skip"}));
    let events = play(&mut skip, Move::sow(5));
    let position = skip.position();
    assert_eq!(position.pits, [2, 2, 2, 2, 2, 0, 0, 3, 3, 3, 3, 3]);
    assert_eq!(
        position.cowries,
        Some(vec![1, 1, 1, 1, 1, 0, 1, 2, 1, 1, 1, 1])
    );
    assert_eq!(position.stores_or_zero(), [19, 16]);
    assert_eq!(captures(&events), [(6, 3, 0, CaptureCause::Cowrie)]);
    assert!(events.contains(&Event::SkipOrigin { pit: 5 }));
}

#[test]
fn k_end_a_store_of_31_ends_the_game_or_play_goes_on() {
    // Pit 5's lone cowrie falls into cowrie-less pit 6 and takes its 2 seeds: 31 in player 0's
    // store. By default that ends the game; under "cannot-move" player 1 moves next.
    let seeds = [1, 1, 1, 1, 1, 0, 2, 2, 2, 2, 2, 6];
    let cowries = [1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 2];
    let mut no_seeds = game(seeds, cowries, [29, 10], json!({}));
    play(&mut no_seeds, Move::sow(5));
    let outcome = no_seeds.outcome().expect("31 seeds end the game");
    assert_eq!(
        (outcome.winner, outcome.reason),
        (Some(0), EndReason::ThirtyOneSeeds)
    );
    assert_eq!(outcome.stores, [31, 10]);
    let mut stuck = game(seeds, cowries, [29, 10], json!({"K-end": "cannot-move"}));
    play(&mut stuck, Move::sow(5));
    assert_eq!(stuck.outcome(), None);
    assert_eq!(stuck.position().to_move, 1);
    assert_eq!(stuck.position().stores_or_zero(), [31, 10]);
}

#[test]
fn k_end_a_player_without_cowrie_passes_or_the_game_ends() {
    // Every cowrie is on player 0's side; his move from pit 0 keeps them there. By default
    // player 1 passes and player 0 moves again. Under "cannot-move" the game ends: the larger
    // store wins, player 1's here although he cannot move; at equal stores he loses.
    let seeds = [1, 1, 0, 0, 0, 0, 3, 5, 0, 0, 0, 0];
    let cowries = [1, 3, 2, 2, 2, 2, 0, 0, 0, 0, 0, 0];
    let mut passes = game(seeds, cowries, [20, 30], json!({}));
    let events = play(&mut passes, Move::sow(0));
    assert!(
        events.contains(&Event::Pass {
            player: 1,
            by_choice: false
        }),
        "{events:?}"
    );
    assert_eq!((passes.outcome(), passes.position().to_move), (None, 0));
    for (stores, winner) in [([20, 30], 1), ([25, 25], 0)] {
        let mut ends = game(seeds, cowries, stores, json!({"K-end": "cannot-move"}));
        let events = play(&mut ends, Move::sow(0));
        assert!(!events.iter().any(|e| matches!(e, Event::Pass { .. })));
        let outcome = ends.outcome().expect("player 1 cannot move");
        assert_eq!(outcome.reason, EndReason::NoMoveLeft);
        assert_eq!((outcome.winner, outcome.stores), (Some(winner), stores));
        assert_eq!(ends.position().pits, [0, 2, 0, 0, 0, 0, 3, 5, 0, 0, 0, 0]);
    }
}

#[test]
fn the_rules_travel_in_options_positions_and_links() {
    let all = json!({"K-skip": "skip", "K-end": "cannot-move"});
    check_rules_travel(Variant::Kauri, all, &[Move::sow(2), Move::sow(8)]);
    check_rules_travel(
        Variant::Kauri,
        json!({"K-end": "cannot-move"}),
        &[Move::sow(0)],
    );
}
