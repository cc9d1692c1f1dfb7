//! The `Game` class of the JavaScript API.

use super::convert::{from_js, rules_error, to_js};
use super::save::{SavedGame, FORMAT};
use crate::rules::{AnyGame, Game, Move, NoEvents, Options, Player, Position, Rules, Variant};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// One played move, as `history()` lists it.
#[derive(Serialize)]
struct Played {
    player: Player,
    #[serde(rename = "move")]
    mv: Move,
}

/// How many moves apart the kept states are: undo rebuilds from the last one before the move
/// taken back, replaying fewer than this many moves.
const CHECKPOINT: usize = 64;

/// A game of any variant, with undo and redo.
///
/// Kept: the moves, the current game and the rules' state every 64 moves (and after a move the
/// repetition rule ended), never a state per move, so a long game grows by a move per ply. The
/// repetition record is not kept with the states: the current game's record takes its own
/// changes back.
#[wasm_bindgen(js_name = Game)]
pub struct JsGame {
    /// The game as it started, with the record read from its position: what `save()` writes.
    start: Game,
    /// `(n, the rules after n moves)`, n increasing: n = 0, every multiple of the interval, and
    /// each move after which the repetition rule ended play (a replay of the moves alone would
    /// not give those states back).
    checkpoints: Vec<(usize, AnyGame)>,
    /// The state after every move in `moves`.
    current: Game,
    /// The moves played from the start, with who played them.
    moves: Vec<(Player, Move)>,
    /// Moves taken back by `undo`, most recent last.
    undone: Vec<(Player, Move)>,
}

impl JsGame {
    fn starting_at(game: Game) -> JsGame {
        JsGame {
            start: game.clone(),
            checkpoints: vec![(0, game.rules().clone())],
            current: game,
            moves: Vec::new(),
            undone: Vec::new(),
        }
    }

    /// A handle on a game made in Rust (Rust callers: the app).
    pub fn from_game(game: Game) -> JsGame {
        JsGame::starting_at(game)
    }

    /// The current state (Rust callers: the app).
    pub fn current(&self) -> &Game {
        &self.current
    }

    /// How many moves were played to reach the current state.
    pub fn moves_played(&self) -> usize {
        self.moves.len()
    }

    /// The rules after the first `n` moves, rebuilt from the last kept state at or before it;
    /// `None` only if no state is kept that early (never: the start is kept).
    fn rules_after(&self, n: usize) -> Option<AnyGame> {
        let (base, rules) = self.checkpoints.iter().rev().find(|(k, _)| *k <= n)?;
        let mut rules = rules.clone();
        for (_, mv) in self.moves.get(*base..n)? {
            rules.play_unchecked(mv, &mut NoEvents);
        }
        Some(rules)
    }

    /// Plays a move (Rust callers) and forgets the moves taken back.
    ///
    /// # Errors
    /// The move is illegal; nothing changes.
    pub fn play_move(
        &mut self,
        mv: &Move,
    ) -> Result<Vec<crate::rules::Event>, crate::rules::Error> {
        let player = self.current.to_move();
        let mut events = Vec::new();
        let ended_by_repetition = self.current.play_reporting(mv, &mut events)?;
        self.moves.push((player, *mv));
        let n = self.moves.len();
        if ended_by_repetition || n % CHECKPOINT == 0 {
            self.checkpoints.push((n, self.current.rules().clone()));
        }
        self.undone.clear();
        Ok(events)
    }

    /// Plays again the last move taken back (Rust callers); `None` when there is none.
    ///
    /// # Errors
    /// None in practice (the move was legal there before).
    pub fn redo_move(&mut self) -> Option<Result<Vec<crate::rules::Event>, crate::rules::Error>> {
        let (_, mv) = self.undone.pop()?;
        let undone = std::mem::take(&mut self.undone);
        let result = self.play_move(&mv);
        self.undone = undone;
        Some(result)
    }
}

#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// A new game. `options`: `{ startingPlayer?: 0 | 1, series?: "game" | "match" | "woaley",
    /// playOut?: boolean }`.
    ///
    /// # Errors
    /// Unknown variant (the message lists the known ones) or bad options.
    #[wasm_bindgen(constructor)]
    pub fn new(
        variant: &str,
        #[wasm_bindgen(unchecked_param_type = "GameOptions")] options: JsValue,
    ) -> Result<JsGame, JsError> {
        let variant: Variant = variant.parse().map_err(rules_error)?;
        let options: Options = if options.is_undefined() || options.is_null() {
            Options::default()
        } else {
            from_js(&options, "options")?
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
        let position: Position = from_js(&position, "position")?;
        Ok(JsGame::starting_at(
            Game::from_position(&position).map_err(rules_error)?,
        ))
    }

    /// A saved game (from `save()`), replayed move by move.
    ///
    /// # Errors
    /// Not a saved game, or a position or move in it that is invalid.
    pub fn load(
        #[wasm_bindgen(unchecked_param_type = "SavedGame | string")] saved: JsValue,
    ) -> Result<JsGame, JsError> {
        let saved: SavedGame = from_js(&saved, "saved game")?;
        saved
            .replay(JsGame::starting_at, |game, mv| {
                game.play_move(mv).map(|_| ())
            })
            .map_err(rules_error)
    }

    /// The whole game as JSON text: the starting position and every move.
    ///
    /// # Errors
    /// None in practice.
    pub fn save(&self) -> Result<String, JsError> {
        let saved = SavedGame {
            format: FORMAT.into(),
            version: 1,
            start: self.start.position(),
            moves: self.moves.iter().map(|(_, mv)| *mv).collect(),
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
        let mv: Move = from_js(&mv, "move")?;
        let events = self.play_move(&mv).map_err(rules_error)?;
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
        let Some(n) = self.moves.len().checked_sub(1) else {
            return false;
        };
        let Some(rules) = self.rules_after(n) else {
            return false;
        };
        if !self.current.take_back(rules) {
            return false;
        }
        // The state after the move taken back, if kept, is no longer on the way.
        self.checkpoints.retain(|(k, _)| *k <= n);
        if let Some(m) = self.moves.pop() {
            self.undone.push(m);
        }
        true
    }

    /// Plays again the last move taken back and returns its events; `null` when there is none.
    ///
    /// # Errors
    /// None in practice (the move was legal there before).
    #[wasm_bindgen(unchecked_return_type = "GameEvent[] | null")]
    pub fn redo(&mut self) -> Result<JsValue, JsError> {
        match self.redo_move() {
            None => Ok(JsValue::NULL),
            Some(result) => to_js(&result.map_err(rules_error)?),
        }
    }

    /// True when a move can be taken back.
    #[wasm_bindgen(getter, js_name = canUndo)]
    pub fn can_undo(&self) -> bool {
        !self.moves.is_empty()
    }

    /// True when a move taken back can be played again.
    #[wasm_bindgen(getter, js_name = canRedo)]
    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// The moves played so far: `[{ player, move }]`.
    ///
    /// # Errors
    /// None in practice.
    #[wasm_bindgen(unchecked_return_type = "PlayedMove[]")]
    pub fn history(&self) -> Result<JsValue, JsError> {
        let list: Vec<Played> = self
            .moves
            .iter()
            .map(|&(player, mv)| Played { player, mv })
            .collect();
        to_js(&list)
    }
}
