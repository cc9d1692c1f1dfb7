//! Saved games: the position a game started from plus the moves played, as JSON. Loading replays
//! the moves, so a saved game can never hold an impossible state.

use crate::rules::{Error, Game, Move, Position};
use serde::{Deserialize, Serialize};

/// The saved-game format's name, checked on loading.
pub const FORMAT: &str = "mancala-game";

/// A whole game: where it started and every move since.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SavedGame {
    /// Always `"mancala-game"`.
    pub format: String,
    /// Format version, 1.
    pub version: u32,
    /// The position the game started from.
    pub start: Position,
    /// The moves played, in order.
    pub moves: Vec<Move>,
}

impl SavedGame {
    /// Rebuilds the game: `start` makes it from the starting position, then `play` plays each
    /// move in order.
    ///
    /// # Errors
    /// Wrong format or version, an invalid start position, or a move that is illegal where it
    /// stands (named by its number).
    pub fn replay<T>(
        &self,
        start: impl FnOnce(Game) -> T,
        mut play: impl FnMut(&mut T, &Move) -> Result<(), Error>,
    ) -> Result<T, Error> {
        if self.format != FORMAT {
            return Err(Error::Position(format!(
                "not a saved game: format is '{}', expected '{FORMAT}'",
                self.format
            )));
        }
        if self.version != 1 {
            return Err(Error::Position(format!(
                "saved game version {} is not supported (this version reads 1)",
                self.version
            )));
        }
        let mut game = start(Game::from_position(&self.start)?);
        for (i, mv) in self.moves.iter().enumerate() {
            play(&mut game, mv).map_err(|e| {
                Error::Move(format!(
                    "saved move {} ({}): {}",
                    i + 1,
                    move_text(mv),
                    e.message()
                ))
            })?;
        }
        Ok(game)
    }
}

fn move_text(mv: &Move) -> String {
    serde_json::to_string(mv).unwrap_or_default()
}
