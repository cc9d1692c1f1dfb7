//! Goré's house rules (`docs/rules/house-rules.md` §8), each worked by hand where the
//! option changes the result: G-skip, G-own, G-pass, G-rep, G-short (`play`), G-neg-time,
//! G-neg-keep, G-neg-holes, G-neg-fund (`negotiation`), the computer playing by them (`ai`); and
//! here the rules' journey through options, positions and links. Pits: `0..3` = holes 1A..4A (player 0),
//! `4..7` = holes 1B..4B.

mod ai;
mod negotiation;
mod play;

use mancala::rules::{EndReason, Game, History, Move, Options, Position, Variant};
use serde_json::json;

/// Each player owns his own row.
pub(crate) const ROWS: [u8; 8] = [0, 0, 0, 0, 1, 1, 1, 1];

/// Options with the house rules of `rules` (a JSON object).
pub(crate) fn options(rules: serde_json::Value) -> Options {
    serde_json::from_value(json!({ "rules": rules })).expect("known rule options")
}

/// A Goré position, player 0 to move, played by the house rules `rules` (its `extra.rules`).
pub(crate) fn game(
    pits: [u32; 8],
    owners: [u8; 8],
    stores: [u32; 2],
    rules: serde_json::Value,
) -> Game {
    game_for(0, pits, owners, stores, rules)
}

/// The same with `to_move` to move.
pub(crate) fn game_for(
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
pub(crate) fn read(position: &Position) -> Result<Game, String> {
    Game::from_position(position).map_err(|e| e.to_string())
}

/// The winner, final stores and reason of a finished game.
pub(crate) fn result(game: &Game) -> (Option<u8>, [u32; 2], EndReason) {
    let outcome = game.outcome().expect("the game is over");
    (outcome.winner, outcome.stores, outcome.reason)
}

pub(crate) fn after(mut game: Game, mv: Move) -> Game {
    game.play(&mv)
        .unwrap_or_else(|e| panic!("{mv:?} refused: {e}"));
    game
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
