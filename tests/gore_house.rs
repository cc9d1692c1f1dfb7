//! Goré's house rules (issue 19, `RULES.md` §8), each worked by hand where the option changes
//! the result: G-skip, G-own, G-rep, G-neg-holes; and the rules' journey through options,
//! positions and links. Pits: `0..3` = holes 1A..4A (player 0), `4..7` = holes 1B..4B.

use mancala::rules::{EndReason, Game, History, Move, Options, Position, Variant};
use serde_json::json;

/// Options with the house rules of `rules` (a JSON object).
fn options(rules: serde_json::Value) -> Options {
    serde_json::from_value(json!({ "rules": rules })).expect("known rule options")
}

/// A Goré position, player 0 to move, played by the house rules `rules` (its `extra.rules`).
fn game(pits: [u32; 8], owners: [u8; 8], stores: [u32; 2], rules: serde_json::Value) -> Game {
    game_for(0, pits, owners, stores, rules)
}

/// The same with `to_move` to move.
fn game_for(
    to_move: u8,
    pits: [u32; 8],
    owners: [u8; 8],
    stores: [u32; 2],
    rules: serde_json::Value,
) -> Game {
    let mut position = json!({
        "variant": "gore", "toMove": to_move, "pits": pits, "owners": owners, "stores": stores
    });
    if rules.as_object().is_some_and(|r| !r.is_empty()) {
        position["extra"] = json!({ "rules": rules });
    }
    let position: Position = serde_json::from_value(position).expect("a position");
    Game::from_position(&position).unwrap_or_else(|e| panic!("test position refused: {e}"))
}

fn after(mut game: Game, mv: Move) -> Game {
    game.play(&mv)
        .unwrap_or_else(|e| panic!("{mv:?} refused: {e}"));
    game
}

#[test]
fn g_skip_a_long_lap_drops_into_its_origin_or_passes_it() {
    // Hole 1A's 9 seeds: 7 go round to 4B, the 8th into 1A itself by default, the 9th into 2A
    // (the last, player 0's own: no capture). Skipping the origin, the 8th and 9th go to 2A
    // and 3A.
    let start = ([9, 3, 3, 3, 3, 3, 3, 3], [0, 0, 0, 0, 1, 1, 1, 1], [9, 9]);
    let receive = after(game(start.0, start.1, start.2, json!({})), Move::sow(0));
    assert_eq!(receive.position().pits, [1, 5, 4, 4, 4, 4, 4, 4]);
    let skip = after(
        game(start.0, start.1, start.2, json!({"G-skip": "skip"})),
        Move::sow(0),
    );
    assert_eq!(skip.position().pits, [0, 5, 5, 4, 4, 4, 4, 4]);
}

#[test]
fn g_own_the_capture_starts_in_a_hole_the_opponent_owns_or_in_his_row() {
    // Player 0 owns hole 2B (index 5, received in an earlier offer). 4A's 2 seeds make 4 in 1B
    // and 2 in 2B. By ownership 2B is player 0's own: nothing is taken. By row 2B is in player
    // 1's row: it is taken with 1B behind it (4); 3B (1 seed) stops the forward run.
    let (pits, owners, stores) = ([5, 5, 5, 2, 3, 1, 1, 6], [0, 0, 0, 0, 1, 0, 1, 1], [10, 10]);
    let by_owner = after(game(pits, owners, stores, json!({})), Move::sow(3));
    assert_eq!(by_owner.position().pits, [5, 5, 5, 0, 4, 2, 1, 6]);
    assert_eq!(by_owner.position().stores_or_zero(), [10, 10]);
    let by_row = after(
        game(pits, owners, stores, json!({"G-own": "row"})),
        Move::sow(3),
    );
    assert_eq!(by_row.position().pits, [5, 5, 5, 0, 0, 0, 1, 6]);
    assert_eq!(by_row.position().stores_or_zero(), [16, 10]);
}

#[test]
fn g_rep_a_recurring_position_ends_the_game_or_play_goes_on() {
    // Eight sowing moves bring this position back (tests/gore.rs, §1.6): by default the game
    // ends there, 24–24; under "none" play goes on, round the cycle again and again.
    let (start, rows, stores) = ([1, 0, 3, 2, 1, 0, 3, 2], [0, 0, 0, 0, 1, 1, 1, 1], [18, 18]);
    let cycle = [6, 2, 7, 3, 4, 0, 5, 1].map(Move::sow);
    let mut recurrence = game_for(1, start, rows, stores, json!({}));
    for mv in &cycle {
        recurrence.play(mv).expect("legal");
    }
    let ended = recurrence.outcome().expect("the position came back");
    assert_eq!(ended.reason, EndReason::Repetition);
    let mut none = game_for(1, start, rows, stores, json!({"G-rep": "none"}));
    for _ in 0..3 {
        for mv in &cycle {
            none.play(mv).expect("legal, the game going on");
        }
        assert_eq!(none.outcome(), None);
        assert_eq!(none.position().pits, start);
    }
}

#[test]
fn g_neg_holes_any_owned_hole_may_be_given_or_only_those_of_the_own_row() {
    // Player 0 owns 2B (index 5). He may give it back by default; "own-row" refuses it and
    // lists no offer with it.
    let (pits, owners, stores) = ([5, 5, 5, 2, 3, 1, 1, 6], [0, 0, 0, 0, 1, 0, 1, 1], [10, 10]);
    let give_2b = Move::Offer { holes: 1 << 5 };
    let any = game(pits, owners, stores, json!({}));
    assert!(any.legal_moves().contains(&give_2b));
    after(any, give_2b);
    let own_row = game(pits, owners, stores, json!({"G-neg-holes": "own-row"}));
    assert!(!own_row.legal_moves().contains(&give_2b));
    assert!(own_row.legal_moves().contains(&Move::Offer { holes: 1 }));
    let refused = own_row.clone().play(&give_2b).unwrap_err();
    assert!(refused.message().contains("own row"), "{refused}");
}

#[test]
fn the_rules_travel_in_options_positions_and_links_and_bad_ones_are_named() {
    let skip = options(json!({"G-skip": "skip"}));
    let game = Game::new(Variant::Gore, &skip).expect("Goré with G-skip");
    let position = game.position();
    assert_eq!(
        position.extra.get("rules"),
        Some(&json!({"G-skip": "skip"}))
    );
    let again = Game::from_position(&position).expect("read back");
    assert_eq!(again.position(), position);

    let mut history = History::new(game);
    history.play(&Move::sow(0)).expect("legal");
    let link = mancala::learn::to_link(&history);
    let opened = mancala::learn::from_link(&link).expect("the link opens");
    assert_eq!(opened.current().position(), history.current().position());
    assert_eq!(
        opened.start().position().extra.get("rules"),
        position.extra.get("rules")
    );

    let unknown = serde_json::from_value::<Options>(json!({"rules": {"G-jump": "x"}}));
    let message = unknown.unwrap_err().to_string();
    assert!(
        message.contains("G-skip, G-own, G-pass, G-rep, G-neg-time, G-neg-keep, G-neg-holes"),
        "{message}"
    );
    let value = serde_json::from_value::<Options>(json!({"rules": {"G-skip": "sometimes"}}));
    assert!(value.unwrap_err().to_string().contains("receive, skip"));
    let elsewhere = Game::new(Variant::Kauri, &skip).unwrap_err();
    assert!(
        elsewhere.message().contains("G-skip is one of"),
        "{elsewhere}"
    );
}

#[test]
fn g_neg_fund_the_receiver_pays_six_a_hole_or_what_his_store_holds() {
    // Player 1 has 5 seeds in store. By default an offer of one hole needs 6 and is refused;
    // under "partial" he may accept it and pays his 5.
    let (pits, owners, stores) = ([4, 4, 4, 4, 5, 5, 5, 5], [0, 0, 0, 0, 1, 1, 1, 1], [7, 5]);
    let one = Move::Offer { holes: 0b1 };
    let store = game(pits, owners, stores, json!({}));
    assert!(!store.legal_moves().contains(&one));
    let refused = store.clone().play(&one).unwrap_err();
    assert!(refused.message().contains("pay 6"), "{refused}");
    let partial = game(pits, owners, stores, json!({"G-neg-fund": "partial"}));
    let paid = after(after(partial, one), Move::Answer { accept: true });
    let position = paid.position();
    assert_eq!(position.pits, [9, 4, 4, 4, 5, 5, 5, 5]);
    assert_eq!(position.stores_or_zero(), [7, 0]);
    assert_eq!(position.owners, Some(vec![1, 0, 0, 0, 1, 1, 1, 1]));
    assert_eq!(position.to_move, 0, "the giver sows next");
}
