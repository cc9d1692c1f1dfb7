//! The options of sowing, capture and the end: G-skip, G-own, G-pass, G-rep, and the short form
//! G-short.

use super::{after, game, game_for, read, result, ROWS};
use mancala::rules::{Details, EndReason, Event, Move, Position};
use serde_json::json;

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
    // Eight sowing moves bring this position back (tests/native/gore.rs, §1.6): by default the game
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
        [
            Event::Pass {
                player: 1,
                by_choice: false
            },
            Event::Turn { player: 0 }
        ]
    );
    assert_eq!(pass.outcome(), None);
    assert_eq!(pass.position().pits, [0, 1, 1, 3, 0, 0, 0, 0]);

    let rules = json!({"G-pass": "game-ends"});
    let mut ends = game(pits, ROWS, stores, rules.clone());
    let events = ends.play(&Move::sow(0)).expect("legal");
    assert!(
        !events.contains(&Event::Pass {
            player: 1,
            by_choice: false
        }),
        "{events:?}"
    );
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

#[test]
fn g_pass_a_player_without_seed_who_makes_no_offer_passes_or_ends_the_game() {
    // Player 0 owns four empty holes; player 1's store of 12 pays for two holes, so player 0 may
    // offer or make no offer (`{"pass": true}`, ruling G-pass-offer). He makes none. Whenever
    // offers may be made (G-neg-time), he passes and player 1 sows next, the board as it was.
    // Under "game-ends" the game ends there instead: player 1 adds his holes' 6 seeds (18),
    // player 0 keeps his 30 and wins.
    let (pits, stores) = ([0, 0, 0, 0, 0, 0, 4, 2], [30, 12]);
    for timing in ["turn-start", "instead-of-move", "any-time"] {
        let mut passes = game(pits, ROWS, stores, json!({"G-neg-time": timing}));
        assert_eq!(passes.legal_moves().first(), Some(&Move::Pass), "{timing}");
        let events = passes.play(&Move::Pass).expect("legal");
        assert_eq!(
            events,
            [
                Event::Pass {
                    player: 0,
                    by_choice: true
                },
                Event::Turn { player: 1 }
            ],
            "{timing}"
        );
        assert_eq!(passes.position().pits, pits);
    }
    let mut ends = game(pits, ROWS, stores, json!({"G-pass": "game-ends"}));
    let events = ends.play(&Move::Pass).expect("legal");
    assert!(
        !events.iter().any(|e| matches!(e, Event::Pass { .. })),
        "{events:?}"
    );
    assert_eq!(result(&ends), (Some(0), [30, 18], EndReason::NoSeedToSow));
}

#[test]
fn g_short_the_first_to_capture_25_ends_the_game_and_wins() {
    // 4A's 2 seeds make 4 in 1B and 2 in 2B, player 1's: both are taken (6 seeds); 3B's single
    // seed stops the run. From a store of 19 player 0 reaches 25.
    let (pits, stores) = ([5, 5, 5, 2, 3, 1, 1, 6], [19, 1]);
    let short = json!({"G-short": "first-to-25"});
    let mut first = game(pits, ROWS, stores, short.clone());
    let events = first.play(&Move::sow(3)).expect("legal");
    assert_eq!(
        events.last(),
        Some(&Event::GameEnd {
            winner: Some(0),
            reason: EndReason::FirstTo25
        })
    );
    // Scored as §1.6: each adds the seeds of his holes (15 and 7).
    assert_eq!(result(&first), (Some(0), [40, 8], EndReason::FirstTo25));
    let position = first.position();
    assert_eq!(position.pits, [0; 8]);
    let again = read(&position).expect("the finished game reads back");
    assert_eq!(again.outcome(), first.outcome());
    // The usual value, named or not: the game goes on, player 1 to move.
    for usual in [json!({}), json!({"G-short": "full"})] {
        let full = after(game(pits, ROWS, stores, usual), Move::sow(3));
        assert_eq!(full.outcome(), None);
        assert_eq!(full.position().stores_or_zero(), [25, 1]);
        assert_eq!(full.to_move(), 1);
    }
    // 24 is not more than half: the short form goes on too.
    let short_of_it = after(game(pits, ROWS, [18, 2], short), Move::sow(3));
    assert_eq!(short_of_it.outcome(), None);
    assert_eq!(short_of_it.position().stores_or_zero(), [24, 2]);
}

#[test]
fn g_short_a_position_with_25_captured_is_over() {
    let (pits, stores) = ([5, 5, 5, 0, 0, 0, 1, 6], [25, 1]);
    let short = json!({"G-short": "first-to-25"});
    let position: Position = serde_json::from_value(json!({
        "variant": "gore", "toMove": 1, "pits": pits, "owners": ROWS, "stores": stores,
        "extra": {"rules": short}
    }))
    .expect("a position");
    let refused = read(&position).expect_err("the game is over");
    assert!(refused.contains("G-short"), "{refused}");
    let mut usual = position;
    usual.extra.remove("rules");
    assert!(read(&usual).is_ok());
    // A finished game's reason is the short form's only under it.
    let mut finished: Position = serde_json::from_value(json!({
        "variant": "gore", "pits": [0, 0, 0, 0, 0, 0, 0, 0], "owners": ROWS, "stores": [40, 8],
        "extra": {"endReason": "25 seeds captured: the short form", "rules": short}
    }))
    .expect("a position");
    assert!(read(&finished).is_ok());
    finished.extra.remove("rules");
    assert!(read(&finished).is_err());
}
