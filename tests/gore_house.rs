//! Goré's house rules (issue 19, `RULES.md` §8), each worked by hand where the option changes
//! the result: G-skip, G-own, G-pass, G-rep, G-neg-time, G-neg-keep, G-neg-holes, G-neg-fund;
//! and the rules' journey through options, positions and links. Pits: `0..3` = holes 1A..4A
//! (player 0), `4..7` = holes 1B..4B.

use mancala::rules::{Details, EndReason, Event, Game, History, Move, Options, Position, Variant};
use serde_json::json;

/// Each player owns his own row.
const ROWS: [u8; 8] = [0, 0, 0, 0, 1, 1, 1, 1];

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

/// Reads `position` back, or says why not.
fn read(position: &Position) -> Result<Game, String> {
    Game::from_position(position).map_err(|e| e.to_string())
}

/// The winner, final stores and reason of a finished game.
fn result(game: &Game) -> (Option<u8>, [u32; 2], EndReason) {
    let outcome = game.outcome().expect("the game is over");
    (outcome.winner, outcome.stores, outcome.reason)
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

#[test]
fn g_pass_a_player_without_seed_passes_or_ends_the_game() {
    // Player 0 sows 1A (2 seeds: into 2A and 3A, nothing taken). Player 1 then owns no seed,
    // and player 0's store of 5 cannot pay for a hole: player 1 has no offer either. By default
    // he passes and player 0 sows again; under "game-ends" the game ends there: player 0 adds
    // his holes' 5 seeds (10), player 1 keeps his 38 and wins.
    let (pits, stores) = ([2, 0, 0, 3, 0, 0, 0, 0], [5, 38]);
    let mut pass = game(pits, ROWS, stores, json!({}));
    let events = pass.play(&Move::sow(0)).expect("legal");
    assert_eq!(
        events[events.len() - 2..],
        [Event::Pass { player: 1 }, Event::Turn { player: 0 }]
    );
    assert_eq!(pass.outcome(), None);
    assert_eq!(pass.position().pits, [0, 1, 1, 3, 0, 0, 0, 0]);

    let rules = json!({"G-pass": "game-ends"});
    let mut ends = game(pits, ROWS, stores, rules.clone());
    let events = ends.play(&Move::sow(0)).expect("legal");
    assert!(!events.contains(&Event::Pass { player: 1 }), "{events:?}");
    assert_eq!(
        events.last(),
        Some(&Event::GameEnd {
            winner: Some(1),
            reason: EndReason::NoSeedToSow
        })
    );
    assert_eq!(result(&ends), (Some(1), [10, 38], EndReason::NoSeedToSow));
    let over = ends.position();
    assert_eq!(over.extra.get("endReason"), Some(&json!("no seed to sow")));
    assert_eq!(read(&over).map(|g| g.outcome()), Ok(ends.outcome()));
    // The position before the end cannot be read with player 1 to move: the game is over.
    let before = game_for(0, [0, 1, 1, 3, 0, 0, 0, 0], ROWS, stores, rules.clone()).position();
    let refused = read(&Position {
        to_move: 1,
        ..before
    })
    .unwrap_err();
    assert!(refused.contains("the game is over"), "{refused}");
    // Only a game played by "game-ends" can have ended so.
    let mut elsewhere = over.clone();
    elsewhere.extra.remove("rules");
    assert!(read(&elsewhere)
        .unwrap_err()
        .contains("'no seed to sow' is unknown"));
}

#[test]
fn g_pass_offer_under_game_ends_the_offer_comes_first_then_the_game_ends() {
    // As above, but player 0's store of 21 pays for holes: player 1, without a seed, makes his
    // offer first (ruling G-pass-offer). He gives 1B; accepted, player 0 pays 6 into it. Player
    // 1 still owns no seed: by default he passes; under "game-ends" the game ends, player 0
    // adding 0+1+1+3 and 1B's 6 to his 15 (26), player 1 keeping 22. Refused, player 0 adds 5
    // to his 21 (26 again) and wins without glory.
    let (pits, stores) = ([2, 0, 0, 3, 0, 0, 0, 0], [21, 22]);
    let give_1b = Move::Offer { holes: 1 << 4 };
    let start = |rules| {
        after(
            after(game(pits, ROWS, stores, rules), Move::sow(0)),
            give_1b,
        )
    };
    let pass = after(start(json!({})), Move::Answer { accept: true });
    assert_eq!((pass.outcome(), pass.to_move()), (None, 0));
    let rules = json!({"G-pass": "game-ends"});
    let accepted = after(start(rules.clone()), Move::Answer { accept: true });
    assert_eq!(
        result(&accepted),
        (Some(0), [26, 22], EndReason::NoSeedToSow)
    );
    let refused = after(start(rules), Move::Answer { accept: false });
    assert_eq!(
        result(&refused),
        (Some(0), [26, 22], EndReason::NoSeedToSow)
    );
    let glory = refused.outcome().map(|o| o.details);
    assert_eq!(
        glory,
        Some(Details::Gore {
            without_glory: true
        })
    );
}

/// The position of the G-neg-time tests: 3 seeds in every hole, stores 10 and 14, player 0
/// to move.
fn negotiation_game(timing: &str) -> Game {
    game([3; 8], ROWS, [10, 14], json!({ "G-neg-time": timing }))
}

#[test]
fn g_neg_time_after_the_answer_the_giver_sows_or_the_turn_passes_or_he_offers_again() {
    // Player 0 gives 1A; player 1 accepts and pays 6 into it (9 seeds, his; stores 10 and 8).
    let give = |holes| Move::Offer { holes };
    let accepted = |timing| {
        after(
            after(negotiation_game(timing), give(1)),
            Move::Answer { accept: true },
        )
    };
    let sows = [1, 2, 3].map(Move::sow);

    // "turn-start": player 0 now sows from 2A..4A, with no second offer.
    let turn_start = accepted("turn-start");
    assert_eq!(turn_start.position().pits, [9, 3, 3, 3, 3, 3, 3, 3]);
    assert_eq!(turn_start.position().stores_or_zero(), [10, 8]);
    assert_eq!(
        (turn_start.to_move(), turn_start.legal_moves()),
        (0, sows.to_vec())
    );

    // "any-time": his offer was accepted, so he may offer again (one hole: player 1's store
    // of 8 pays for one) or sow; the position says so and reads back.
    let any_time = accepted("any-time");
    let again = [
        sows.to_vec(),
        vec![give(1 << 1), give(1 << 2), give(1 << 3)],
    ]
    .concat();
    assert_eq!(
        (any_time.to_move(), any_time.legal_moves()),
        (0, again.clone())
    );
    let mid_turn = any_time.position();
    assert_eq!(mid_turn.extra.get("mayOfferAgain"), Some(&json!(true)));
    assert_eq!(read(&mid_turn).map(|g| g.legal_moves()), Ok(again));
    // Refused, the second offer is his last this turn: he sows.
    let refused = after(
        after(any_time, give(1 << 1)),
        Move::Answer { accept: false },
    );
    assert_eq!(
        (refused.to_move(), refused.legal_moves()),
        (0, sows.to_vec())
    );
    let third = refused.clone().play(&give(1 << 2)).unwrap_err();
    assert!(third.message().contains("was refused this turn"), "{third}");
    // Only "any-time" knows of a second offer.
    let mut elsewhere = mid_turn;
    elsewhere.extra.remove("rules");
    assert!(read(&elsewhere).unwrap_err().contains("\"any-time\" only"));

    // "instead-of-move": the offer was player 0's turn. Player 1 is to move, on the same board,
    // and may sow (1A too) or offer (one hole: player 0's store of 10 pays for one).
    let instead = accepted("instead-of-move");
    assert_eq!(instead.position().pits, [9, 3, 3, 3, 3, 3, 3, 3]);
    let mut fresh: Vec<Move> = [0, 4, 5, 6, 7].map(Move::sow).to_vec();
    fresh.extend([0, 4, 5, 6, 7].map(|h| give(1 << h)));
    assert_eq!((instead.to_move(), instead.legal_moves()), (1, fresh));
    assert!(!instead.position().extra.contains_key("offerMade"));
}

#[test]
fn g_neg_time_instead_of_move_two_refusals_bring_the_position_back() {
    // Under "instead-of-move" player 0 offers 1A, refused; player 1 offers 1B, refused: the
    // start comes back with player 0 to move, and the game ends by repetition (G-rep): 10 + 12
    // against 14 + 12, player 1 winning without glory. By default player 0 sows after the
    // refusal instead.
    let refuse = Move::Answer { accept: false };
    let default = after(
        after(negotiation_game("turn-start"), Move::Offer { holes: 1 }),
        refuse,
    );
    assert_eq!((default.to_move(), default.outcome()), (0, None));
    let mut instead = negotiation_game("instead-of-move");
    for mv in [
        Move::Offer { holes: 1 },
        refuse,
        Move::Offer { holes: 1 << 4 },
    ] {
        instead.play(&mv).expect("legal");
        assert_eq!(instead.outcome(), None);
    }
    instead.play(&refuse).expect("legal");
    assert_eq!(result(&instead), (Some(1), [22, 26], EndReason::Repetition));
    let glory = instead.outcome().map(|o| o.details);
    assert_eq!(
        glory,
        Some(Details::Gore {
            without_glory: true
        })
    );
}

#[test]
fn g_neg_keep_the_giver_keeps_a_hole_or_giving_the_last_ends_the_game() {
    // Player 0 owns 1A alone (5 seeds); player 1 owns the rest (21) and has 12 in store. By
    // default 1A cannot be given. Under "no-limit" it can; accepted, player 1 pays 6 into it
    // and owns every hole: the game ends (ruling G-neg-keep-none), player 1 adding 11 + 21 to
    // his 6 (38) against player 0's 10. Refused, player 0 sows 1A.
    let owners = [0, 1, 1, 1, 1, 1, 1, 1];
    let (pits, stores) = ([5, 3, 3, 3, 3, 3, 3, 3], [10, 12]);
    let give_1a = Move::Offer { holes: 1 };
    let keep = game(pits, owners, stores, json!({}));
    assert_eq!(keep.legal_moves(), [Move::sow(0)]);
    let refused = keep.clone().play(&give_1a).unwrap_err();
    assert!(refused.message().contains("keep at least one"), "{refused}");

    let rules = json!({"G-neg-keep": "no-limit"});
    let all = game(pits, owners, stores, rules.clone());
    assert_eq!(all.legal_moves(), [Move::sow(0), give_1a]);
    let mut given = after(all.clone(), give_1a);
    let events = given.play(&Move::Answer { accept: true }).expect("legal");
    assert_eq!(
        events.last(),
        Some(&Event::GameEnd {
            winner: Some(1),
            reason: EndReason::NoHoleLeft
        })
    );
    assert_eq!(result(&given), (Some(1), [10, 38], EndReason::NoHoleLeft));
    let over = given.position();
    assert_eq!(over.owners, Some(vec![1; 8]));
    assert_eq!(read(&over).map(|g| g.outcome()), Ok(given.outcome()));
    let kept = after(after(all, give_1a), Move::Answer { accept: false });
    assert_eq!(
        (kept.to_move(), kept.legal_moves()),
        (0, vec![Move::sow(0)])
    );

    // A game still playing in which a player owns no hole is over by the ruling.
    let none = json!({"variant": "gore", "pits": [6, 6, 6, 6, 6, 6, 6, 6], "owners": [1, 1, 1, 1, 1, 1, 1, 1], "extra": {"rules": rules}});
    let none: Position = serde_json::from_value(none).expect("a position");
    assert!(read(&none).unwrap_err().contains("G-neg-keep-none"));
}
