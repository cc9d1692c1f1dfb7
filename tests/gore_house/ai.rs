//! The computer plays by the house rules: its search runs on the game's own moves, so a
//! position where an option decides the result is judged by that option.

use super::{after, game, ROWS};
use mancala::ai::{best_move_in_game, Level, SearchResult, Settings, WIN};
use mancala::rules::{Game, Move};
use serde_json::json;

fn best(game: &Game) -> SearchResult {
    let settings = Settings::new(Level::Expert).with_max_nodes(20_000);
    best_move_in_game(game, &settings, None).expect("the game goes on")
}

#[test]
fn g_pass_the_computer_ends_the_game_when_the_opponent_is_left_without_seed() {
    // Player 0 sows 1A (5 seeds, into 2A..2B): 2B and 1B now hold 2 each and are taken (4);
    // 4A's 9 stops the run. Player 1 owns no seed, and player 0's store of 4 pays for no hole.
    // Under "game-ends" the game ends at once, player 0 adding 7 + 5 + 9 to his 4: 25 against
    // 23, a win one ply away. By default player 1 passes and play goes on: no move of player 0
    // ends the game now (every one leaves a hole with 3 or more), so none scores that win.
    let (pits, stores) = ([5, 6, 4, 8, 1, 1, 0, 0], [0, 23]);
    let ends = best(&game(pits, ROWS, stores, json!({"G-pass": "game-ends"})));
    assert_eq!((ends.mv, ends.score), (Move::sow(0), WIN - 1));
    let pass = best(&game(pits, ROWS, stores, json!({})));
    assert!(pass.score < WIN - 1, "{pass:?}");
}

#[test]
fn g_neg_keep_the_computer_accepts_the_last_hole_when_the_end_wins() {
    // Under "no-limit" player 0 offers 1A, his last hole (5 seeds). Accepted, the game ends
    // (ruling G-neg-keep-none): player 1 takes every seed on the board, 38 against 10, a win
    // one ply away. Refused, player 0 sows 1A and takes 2A..2B (4 each, 20 seeds): 30 in his
    // store. The computer accepts.
    let owners = [0, 1, 1, 1, 1, 1, 1, 1];
    let start = game(
        [5, 3, 3, 3, 3, 3, 3, 3],
        owners,
        [10, 12],
        json!({"G-neg-keep": "no-limit"}),
    );
    let answer = best(&after(start, Move::Offer { holes: 1 }));
    assert_eq!(
        (answer.mv, answer.score),
        (Move::Answer { accept: true }, WIN - 1)
    );
}
