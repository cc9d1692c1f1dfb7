//! Helpers of the hand-worked house-rule tests (`<game>_house.rs`): games at a position played
//! by chosen rules, the laps and captures a move made, and the rules' journey through options,
//! positions and game links.

use mancala::rules::event::LapKind;
use mancala::rules::{CaptureCause, Event, Game, History, Move, Options, Position, Variant};
use serde_json::{json, Value};

/// Options with the house rules of `rules` (a JSON object).
pub fn options(rules: Value) -> Options {
    serde_json::from_value(json!({ "rules": rules })).expect("known rule options")
}

/// The game at `position` (JSON), played by the house rules `rules` (its `extra.rules`; `{}`
/// for the defaults).
pub fn game_at(mut position: Value, rules: Value) -> Game {
    if rules.as_object().is_some_and(|r| !r.is_empty()) {
        position["extra"]["rules"] = rules;
    }
    let position: Position = serde_json::from_value(position).expect("a position");
    Game::from_position(&position).unwrap_or_else(|e| panic!("test position refused: {e}"))
}

/// A game of `variant` (a 2×6 board without cowries) at this board, player 0 to move, by the
/// house rules `rules`.
pub fn row_game(variant: &str, pits: [u32; 12], stores: [u32; 2], rules: Value) -> Game {
    game_at(
        json!({"variant": variant, "pits": pits, "stores": stores}),
        rules,
    )
}

/// The board and stores after player 0 sows `pit` in [`row_game`], with the move's events.
pub fn row_sown(
    variant: &str,
    (pits, stores): ([u32; 12], [u32; 2]),
    rules: Value,
    pit: usize,
) -> (Vec<u32>, [u32; 2], Vec<Event>) {
    let mut game = row_game(variant, pits, stores, rules);
    let events = play(&mut game, Move::sow(pit));
    let position = game.position();
    let stores = position.stores_or_zero();
    (position.pits, stores, events)
}

/// Plays `mv` in `game`, returning its events.
pub fn play(game: &mut Game, mv: Move) -> Vec<Event> {
    game.play(&mv)
        .unwrap_or_else(|e| panic!("{mv:?} refused: {e}"))
}

/// The laps of a move: (origin, kind, seeds picked up).
pub fn laps(events: &[Event]) -> Vec<(usize, LapKind, u32)> {
    events
        .windows(2)
        .filter_map(|pair| match pair {
            [Event::Lap { pit, kind, .. }, Event::PickUp { seeds, .. }] => {
                Some((*pit, *kind, *seeds))
            }
            _ => None,
        })
        .collect()
}

/// The captures of a move: (pit, seeds, player, cause).
pub fn captures(events: &[Event]) -> Vec<(usize, u32, u8, CaptureCause)> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::Capture {
                pit,
                seeds,
                player,
                cause,
            } => Some((pit, seeds, player, cause)),
            _ => None,
        })
        .collect()
}

/// The rules `rules` of `variant` travel: a new game with them writes them in its position's
/// `extra.rules` and reads back the same game; the link of the game after `moves` opens on the
/// same position with the same rules; the same options for another game are refused, naming
/// the game they belong to.
pub fn check_rules_travel(variant: Variant, rules: Value, moves: &[Move]) {
    let game = Game::new(variant, &options(rules.clone())).expect("a game with its own rules");
    let position = game.position();
    assert_eq!(position.extra.get("rules"), Some(&rules));
    let again = Game::from_position(&position).expect("read back");
    assert_eq!(again.position(), position);
    let mut history = History::new(game);
    for mv in moves {
        history.play(mv).expect("legal");
    }
    let link = mancala::learn::to_link(&history);
    let opened = mancala::learn::from_link(&link).expect("the link opens");
    assert_eq!(opened.current().position(), history.current().position());
    assert_eq!(
        opened.start().position().extra.get("rules"),
        Some(&rules),
        "{link}"
    );
    let other = if variant == Variant::Gore {
        Variant::Kauri
    } else {
        Variant::Gore
    };
    let refused = Game::new(other, &options(rules)).unwrap_err();
    let named = format!("is one of {variant}, not of {other}");
    assert!(refused.message().contains(&named), "{refused}");
}
