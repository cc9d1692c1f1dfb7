//! Helpers of the Oware house-rule tests (`oware_house.rs`, `oware_house_end.rs`).

use mancala::rules::{CaptureCause, Event, Game, Move, Position};
use serde_json::{json, Value};

/// A position of `variant`, `to_move` to move, played by the house rules `rules` (its
/// `extra.rules`).
pub fn position(
    variant: &str,
    to_move: u8,
    pits: [u32; 12],
    stores: [u32; 2],
    rules: Value,
) -> Position {
    let mut position = json!({
        "variant": variant, "toMove": to_move, "pits": pits, "stores": stores
    });
    if rules.as_object().is_some_and(|r| !r.is_empty()) {
        position["extra"] = json!({ "rules": rules });
    }
    serde_json::from_value(position).expect("a position")
}

/// The game at [`position`]`(variant, ...)`.
pub fn game(variant: &str, to_move: u8, pits: [u32; 12], stores: [u32; 2], rules: Value) -> Game {
    let position = position(variant, to_move, pits, stores, rules);
    Game::from_position(&position).unwrap_or_else(|e| panic!("test position refused: {e}"))
}

pub fn abapa(to_move: u8, pits: [u32; 12], stores: [u32; 2], rules: Value) -> Game {
    game("oware-abapa", to_move, pits, stores, rules)
}

/// A move as the JSON API takes it.
pub fn mv(json: Value) -> Move {
    serde_json::from_value(json).expect("a move")
}

/// The move from `pit` with the harvest choices `harvest`.
pub fn leaving(pit: u8, harvest: &[bool]) -> Move {
    mv(json!({ "pit": pit, "harvest": harvest }))
}

pub fn after(game: &Game, mv: &Move) -> (Game, Vec<Event>) {
    let mut next = game.clone();
    let events = next
        .play(mv)
        .unwrap_or_else(|e| panic!("{mv:?} refused: {e}"));
    (next, events)
}

pub fn refusal(game: &Game, mv: &Move) -> String {
    let mut copy = game.clone();
    match copy.play(mv) {
        Ok(events) => panic!("{mv:?} accepted: {events:?}"),
        Err(e) => e.message().to_string(),
    }
}

/// The events after the captures: turns, passes, the automatic harvest, the end.
pub fn tail(events: &[Event]) -> Vec<Event> {
    let from = events
        .iter()
        .rposition(|e| {
            matches!(
                e,
                Event::Drop { .. }
                    | Event::CaptureLimited { .. }
                    | Event::Capture {
                        cause: CaptureCause::Capture,
                        ..
                    }
            )
        })
        .map_or(0, |i| i + 1);
    events[from..].to_vec()
}

pub fn board(game: &Game) -> (Vec<u32>, [u32; 2]) {
    let position = game.position();
    let stores = position.stores_or_zero();
    (position.pits, stores)
}
