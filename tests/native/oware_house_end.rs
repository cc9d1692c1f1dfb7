//! Oware's house rules that decide when a game ends (`docs/rules/house-rules.md` §8):
//! O-25 (the play-out option under its other name) and O-rep, each worked by hand under both
//! values; and every option's journey through options, positions and links, with the bad ones
//! named.

use crate::oware_common;
use oware_common::{abapa, after, board, game, leaving, refusal, tail};

use mancala::learn::{from_link, to_link};
use mancala::rules::{EndReason, Event, Game, History, Move, Options, Position, Variant};
use serde_json::json;

const INTERNATIONAL: &str = "oware-international";

fn options(json: serde_json::Value) -> Result<Options, String> {
    serde_json::from_value(json).map_err(|e| e.to_string())
}

fn new_game(variant: Variant, json: serde_json::Value) -> Game {
    let options = options(json).expect("known options");
    Game::new(variant, &options).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn o_25_stop_ends_at_25_seeds_and_play_out_goes_on() {
    // Pit 3's 5 seeds take pits 8 and 7 (2 and 3 seeds): player 0 goes from 22 to 27.
    let start = [2, 0, 0, 5, 0, 0, 0, 2, 1, 0, 0, 3];
    let after_move = vec![2, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 3];
    let stop = game(INTERNATIONAL, 0, start, [22, 13], json!({}));
    let (stopped, events) = after(&stop, &Move::sow(3));
    let end = Event::GameEnd {
        winner: Some(0),
        reason: EndReason::TwentyFiveSeeds,
    };
    assert_eq!(tail(&events), [end]);
    assert_eq!(board(&stopped), (after_move.clone(), [27, 13]));

    let play_out = game(
        INTERNATIONAL,
        0,
        start,
        [22, 13],
        json!({"O-25": "play-out"}),
    );
    let (goes_on, events) = after(&play_out, &Move::sow(3));
    assert_eq!(tail(&events), [Event::Turn { player: 1 }]);
    assert_eq!(board(&goes_on), (after_move, [27, 13]));
    assert_eq!(goes_on.legal_moves(), [Move::sow(6), Move::sow(11)]);
    // Written as `playOut`: the same position as the option's.
    let position = goes_on.position();
    assert_eq!(position.extra.get("playOut"), Some(&json!(true)));
    assert_eq!(position.extra.get("rules"), None);
}

#[test]
fn o_25_and_play_out_make_the_same_game_and_contradict_each_other_by_name() {
    let by_option = new_game(Variant::OwareInternational, json!({"playOut": true}));
    let by_rule = new_game(
        Variant::OwareInternational,
        json!({"rules": {"O-25": "play-out"}}),
    );
    let both = new_game(
        Variant::OwareInternational,
        json!({"playOut": true, "rules": {"O-25": "play-out"}}),
    );
    assert_eq!(by_rule.position(), by_option.position());
    assert_eq!(both.position(), by_option.position());
    let reread = Game::from_position(&by_rule.position()).expect("reads back");
    assert_eq!(reread.position(), by_rule.position());

    let message = options(json!({"playOut": false, "rules": {"O-25": "play-out"}})).unwrap_err();
    assert!(
        message.contains("playOut") && message.contains("O-25"),
        "{message}"
    );
    let mut position = by_option.position();
    position.extra.insert("playOut".into(), json!(false));
    position
        .extra
        .insert("rules".into(), json!({"O-25": "play-out"}));
    let message = Game::from_position(&position).unwrap_err().to_string();
    assert!(
        message.contains("playOut") && message.contains("O-25"),
        "{message}"
    );
    // The rule is the international game's: Abapa stops at 25.
    let abapa_options = options(json!({"rules": {"O-25": "play-out"}})).expect("known");
    let message = Game::new(Variant::OwareAbapa, &abapa_options).unwrap_err();
    assert!(
        message
            .message()
            .contains("O-25 is one of oware-international"),
        "{message}"
    );
}

#[test]
fn o_rep_a_recurring_position_ends_the_game_or_play_goes_on() {
    // One seed on each side walks round the board, every move forced (tests/native/oware.rs): 12
    // moves bring the position back. By default the game ends there, 24–24; under "none" it
    // goes on round the cycle, again and again.
    let start = [0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1];
    let cycle = [5, 11, 0, 6, 1, 7, 2, 8, 3, 9, 4, 10].map(Move::sow);
    let mut recurrence = abapa(0, start, [23, 23], json!({}));
    for mv in &cycle {
        recurrence.play(mv).expect("forced");
    }
    let outcome = recurrence.outcome().expect("the position came back");
    assert_eq!(
        (outcome.reason, outcome.stores),
        (EndReason::Repetition, [24, 24])
    );

    let mut none = abapa(0, start, [23, 23], json!({"O-rep": "none"}));
    for _ in 0..3 {
        for mv in &cycle {
            assert_eq!(none.legal_moves(), [*mv]);
            none.play(mv).expect("forced, the game going on");
        }
        assert_eq!(none.outcome(), None);
        assert_eq!(board(&none), (start.to_vec(), [23, 23]));
    }
}

#[test]
fn the_rules_travel_in_options_positions_and_links_and_bad_ones_are_named() {
    let rules = json!({"O-may": "optional", "O-5plots": "ludii", "O-rep": "none"});
    let new = new_game(Variant::OwareAbapa, json!({ "rules": rules }));
    let position = new.position();
    assert_eq!(position.extra.get("rules"), Some(&rules));
    let again = Game::from_position(&position).expect("reads back");
    assert_eq!(again.position(), position);

    // A move leaving part of its chain, in a game's link (a game from a position).
    let start = [1, 0, 0, 0, 0, 3, 1, 2, 1, 4, 0, 0];
    let optional = abapa(0, start, [15, 21], json!({"O-may": "optional"}));
    let mut history = History::new(optional);
    history.play(&leaving(5, &[false])).expect("legal");
    let opened = from_link(&to_link(&history)).expect("the link opens");
    assert_eq!(opened.current().position(), history.current().position());
    assert_eq!(
        opened.moves().iter().map(|(_, mv)| *mv).collect::<Vec<_>>(),
        [leaving(5, &[false])]
    );
    // Play-out by its rule has the play-out option's short link.
    let by_rule = new_game(
        Variant::OwareInternational,
        json!({"rules": {"O-25": "play-out"}}),
    );
    assert_eq!(
        to_link(&History::new(by_rule)),
        "game=1.oware-international~playout"
    );

    // Abapa's options are not the international game's, nor do its harvests change.
    let o_may = options(json!({"rules": {"O-may": "optional"}})).expect("known");
    let message = Game::new(Variant::OwareInternational, &o_may).unwrap_err();
    assert!(
        message.message().contains("O-may is one of oware-abapa"),
        "{message}"
    );
    let mut position: Position = serde_json::from_value(json!({
        "variant": INTERNATIONAL, "pits": start, "stores": [15, 21],
        "extra": {"rules": {"O-may": "optional"}}
    }))
    .expect("a position");
    let message = Game::from_position(&position).unwrap_err().to_string();
    assert!(
        message.contains("extra.rules") && message.contains("O-may"),
        "{message}"
    );
    position.extra.clear();
    let international = Game::from_position(&position).expect("valid");
    let message = refusal(&international, &leaving(5, &[false]));
    assert!(message.contains("compulsory"), "{message}");
    let message = options(json!({"rules": {"O-may": "sometimes"}})).unwrap_err();
    assert!(message.contains("compulsory, optional"), "{message}");
}
