//! The `Game` class of the JavaScript API.

use super::save::{SavedGame, FORMAT};
use crate::rules::{Game, History, Move, Options, Player, Variant};
use mancala_js::args;
use mancala_js::{from_js, game_at, rules_error, to_js};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// One played move, as `history()` lists it.
#[derive(Serialize)]
struct Played {
    player: Player,
    #[serde(rename = "move")]
    mv: Move,
}

/// A game of any variant, with undo and redo: the JavaScript face of a [`History`].
#[wasm_bindgen(js_name = Game)]
pub struct JsGame {
    history: History,
}

impl JsGame {
    fn starting_at(game: Game) -> JsGame {
        JsGame {
            history: History::new(game),
        }
    }

    /// A game continuing `history` (a game link's, replayed).
    pub(super) fn from_history(history: History) -> JsGame {
        JsGame { history }
    }

    /// The game from its start, with its moves.
    pub(super) fn played(&self) -> &History {
        &self.history
    }

    /// How many moves were played to reach the current state.
    pub(super) fn moves_played(&self) -> usize {
        self.history.moves_played()
    }

    /// The game now.
    pub(super) fn current(&self) -> &Game {
        self.history.current()
    }
}

#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// A new game. `options`: `{ startingPlayer?: 0 | 1, series?: "game" | "match" | "woaley",
    /// playOut?: boolean, rules?: { "G-skip": "skip", ... } }` (house rules).
    ///
    /// # Errors
    /// Unknown variant (the message lists the known ones) or bad options.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "VariantId | string")] variant: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "GameOptions")] options: Option<JsValue>,
    ) -> Result<JsGame, JsError> {
        args::ensure_memory()?;
        let variant: Variant = args::name(&variant, "variant", "'oware-abapa'")?
            .parse()
            .map_err(rules_error)?;
        let options: Options = match options {
            None => Options::default(),
            Some(options) => from_js(&options, "options")?,
        };
        Ok(JsGame::starting_at(
            Game::new(variant, &options).map_err(rules_error)?,
        ))
    }

    /// A game from a position (an object in the JSON position format, or its JSON text).
    ///
    /// # Errors
    /// A malformed or invalid position, with the reason.
    #[wasm_bindgen(js_name = fromPosition)]
    pub fn from_position(
        #[wasm_bindgen(unchecked_param_type = "Position | string")] position: JsValue,
    ) -> Result<JsGame, JsError> {
        args::ensure_memory()?;
        Ok(JsGame::starting_at(game_at(&position)?))
    }

    /// A saved game (from `save()`), replayed move by move.
    ///
    /// # Errors
    /// Not a saved game, or a position or move in it that is invalid.
    pub fn load(
        #[wasm_bindgen(unchecked_param_type = "SavedGame | string")] saved: JsValue,
    ) -> Result<JsGame, JsError> {
        args::ensure_memory()?;
        let saved: SavedGame = from_js(&saved, "saved game")?;
        saved
            .replay(JsGame::starting_at, |game, mv| {
                game.history.play(mv).map(|_| ())
            })
            .map_err(rules_error)
    }

    /// The whole game as JSON text: the starting position and every move.
    ///
    /// # Errors
    /// None in practice.
    pub fn save(&self) -> Result<String, JsError> {
        args::ensure_memory()?;
        let saved = SavedGame {
            format: FORMAT.into(),
            version: 1,
            start: self.history.start().position(),
            moves: self.history.moves().iter().map(|(_, mv)| *mv).collect(),
        };
        serde_json::to_string(&saved).map_err(|e| JsError::new(&e.to_string()))
    }

    /// The variant id.
    #[wasm_bindgen(getter)]
    pub fn variant(&self) -> String {
        self.current().variant().id().to_string()
    }

    /// The player to move (or to answer an offer, in Goré).
    #[wasm_bindgen(getter, js_name = toMove)]
    pub fn to_move(&self) -> u8 {
        self.current().to_move()
    }

    /// The current position, in the JSON position format.
    ///
    /// # Errors
    /// None in practice.
    #[wasm_bindgen(unchecked_return_type = "Position")]
    pub fn position(&self) -> Result<JsValue, JsError> {
        to_js(&self.current().position())
    }

    /// Every legal move now (empty once the game is over).
    ///
    /// # Errors
    /// None in practice.
    #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "Move[]")]
    pub fn legal_moves(&self) -> Result<JsValue, JsError> {
        to_js(&self.current().legal_moves())
    }

    /// Plays a move and returns its events, in order.
    ///
    /// # Errors
    /// A malformed or illegal move; the game is unchanged.
    #[wasm_bindgen(unchecked_return_type = "GameEvent[]")]
    pub fn play(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Move | string")] mv: JsValue,
    ) -> Result<JsValue, JsError> {
        args::ensure_memory()?;
        let mv: Move = from_js(&mv, "move")?;
        let events = self.history.play(&mv).map_err(rules_error)?;
        to_js(&events)
    }

    /// `null` while the game goes on; then `{ winner, stores, reason, ... }`.
    ///
    /// # Errors
    /// None in practice.
    #[wasm_bindgen(unchecked_return_type = "Outcome | null")]
    pub fn outcome(&self) -> Result<JsValue, JsError> {
        to_js(&self.current().outcome())
    }

    /// Takes back the last move; false when there is none.
    pub fn undo(&mut self) -> bool {
        self.history.undo()
    }

    /// Plays again the last move taken back and returns its events; `null` when there is none.
    ///
    /// # Errors
    /// None in practice (the move was legal there before).
    #[wasm_bindgen(unchecked_return_type = "GameEvent[] | null")]
    pub fn redo(&mut self) -> Result<JsValue, JsError> {
        args::ensure_memory()?;
        match self.history.redo() {
            None => Ok(JsValue::NULL),
            Some(result) => to_js(&result.map_err(rules_error)?),
        }
    }

    /// True when a move can be taken back.
    #[wasm_bindgen(getter, js_name = canUndo)]
    pub fn can_undo(&self) -> bool {
        self.history.can_undo()
    }

    /// True when a move taken back can be played again.
    #[wasm_bindgen(getter, js_name = canRedo)]
    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    /// The game in OGN, the Oware Game Notation of Aualé (`docs/ogn.md`), for both Oware rule
    /// sets: `tags` (an object of strings, e.g. `{ Event: "Club night", South: "Ama" }`) fill
    /// the tag roster; `Variant` and `Result` are the game's own.
    ///
    /// # Errors
    /// A game of another variant, or tags that are not an object of strings.
    #[wasm_bindgen(js_name = toOGN)]
    pub fn to_ogn(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "Record<string, string>")] tags: Option<
            JsValue,
        >,
    ) -> Result<String, JsError> {
        args::ensure_memory()?;
        let tags: std::collections::BTreeMap<String, String> = match tags {
            Some(t) if !t.is_undefined() && !t.is_null() => from_js(&t, "tags")?,
            _ => Default::default(),
        };
        let tags: Vec<(String, String)> = tags.into_iter().collect();
        crate::rules::ogn::write(&self.history, &tags).map_err(rules_error)
    }

    /// A game read from OGN text (Aualé's notation; comments and variations are skipped),
    /// replayed move by move, ready to go on or be undone.
    ///
    /// # Errors
    /// Text that is not OGN, a rule set other than Oware's, or a bad position or move: an Error
    /// naming the line.
    #[wasm_bindgen(js_name = fromOGN)]
    pub fn from_ogn(
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    ) -> Result<JsGame, JsError> {
        args::ensure_memory()?;
        let text = args::text(
            &text,
            "text",
            "the text of an OGN game",
            args::MAX_JSON_LENGTH,
        )?;
        let read = crate::rules::ogn::read(&text).map_err(|e| rules_error(e.into()))?;
        Ok(JsGame::from_history(read.history))
    }

    /// The moves played so far: `[{ player, move }]`.
    ///
    /// # Errors
    /// None in practice.
    #[wasm_bindgen(unchecked_return_type = "PlayedMove[]")]
    pub fn history(&self) -> Result<JsValue, JsError> {
        let list: Vec<Played> = self
            .history
            .moves()
            .iter()
            .map(|&(player, mv)| Played { player, mv })
            .collect();
        to_js(&list)
    }
}
