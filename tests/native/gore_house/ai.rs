//! The computer plays by the house rules: its search runs on the game's own moves, so a
//! position where an option decides the result is judged by that option. The same search
//! chooses, for a player with no seed, between an offer and a pass (ruling G-pass-offer).

use super::{after, game, ROWS};
use mancala::ai::{best_move_in_game, Level, SearchResult, Settings, GLORY_PLIES, WIN};
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

#[test]
fn g_pass_offer_the_computer_passes_when_the_pass_wins() {
    // Player 0 owns four empty holes and 30 seeds in store; player 1's store of 12 pays for two
    // holes. Under "game-ends" a pass ends the game at once, player 1 adding his holes' 6
    // seeds: 30 against 18, a win one ply away. An offer wins too, but a ply later (the game
    // ends after its answer). The computer passes.
    let start = game(
        [0, 0, 0, 0, 0, 0, 4, 2],
        ROWS,
        [30, 12],
        json!({"G-pass": "game-ends"}),
    );
    let chosen = best(&start);
    assert_eq!((chosen.mv, chosen.score), (Move::Pass, WIN - 1));
}

#[test]
fn g_pass_offer_an_offer_is_worth_making_when_a_pass_loses() {
    // Player 0 owns four empty holes, 20 seeds in store; player 1 owns 4B with 3 seeds and 25 in
    // store. If player 0 passes, player 1 sows 4B into 1A, 2A and 3A (1 seed each, nothing
    // taken); every hole then holds at most 2, so the game ends: player 0 adds his 3 seeds, 23
    // against 25, and player 1 wins. If player 0 offers holes instead, player 1 must choose:
    // refuse, and the game ends the same way two plies later, but he wins "without glory";
    // or accept, paying 6 seeds a hole from his store onto the board, where player 0 can take
    // them. The computer, as player 0, offers; as player 1, it refuses.
    let start = game([0, 0, 0, 0, 0, 0, 0, 3], ROWS, [20, 25], json!({}));
    let pass = after(start.clone(), Move::Pass);
    let pass_reply = best(&pass);
    assert_eq!((pass_reply.mv, pass_reply.score), (Move::sow(7), WIN - 1));
    let chosen = best(&start);
    assert!(
        matches!(chosen.mv, Move::Offer { .. }),
        "the computer should offer: {chosen:?}"
    );
    // Still a loss, three plies away (the offer, its refusal, the sowing), but one the winner
    // wins without glory, which counts as a plain win GLORY_PLIES later.
    assert_eq!(chosen.score, -(WIN - 3 - GLORY_PLIES as i32), "{chosen:?}");
    let answer = best(&after(start.clone(), chosen.mv));
    assert_eq!(answer.mv, Move::Answer { accept: false }, "{answer:?}");
    let refused = after(after(start, chosen.mv), answer.mv);
    let over = after(refused, Move::sow(7));
    let outcome = over.outcome().expect("every hole holds at most 2");
    assert_eq!((outcome.winner, outcome.stores), (Some(1), [23, 25]));
    assert_eq!(
        outcome.details,
        mancala::rules::Details::Gore {
            without_glory: true
        }
    );
}
