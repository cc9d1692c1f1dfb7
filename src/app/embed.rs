//! What an embedding page (the `<mancala-game>` element, `www/mancala-game.js`) asks of the
//! app besides what `index.html` uses: listeners for moves and the end of the game, the
//! opponent and the computer's level, a position to go on from, a kiosk's attract demo, and a
//! message in the status line.

use super::{busy, App, Opponent};
use wasm_bindgen::prelude::*;

/// The opponent named `name`: `"human"` (or `"hotseat"`) for two people, `"computer"` (the
/// computer plays North), `"demo"` (the computer plays both sides).
pub fn parse_opponent(name: &str) -> Option<Opponent> {
    match name {
        "human" | "hotseat" => Some(Opponent::HotSeat),
        "computer" => Some(Opponent::Computer { side: 1 }),
        "demo" => Some(Opponent::Demo),
        _ => None,
    }
}

/// The name [`parse_opponent`] reads back as `opponent`.
pub fn opponent_name(opponent: Opponent) -> &'static str {
    match opponent {
        Opponent::HotSeat => "human",
        Opponent::Computer { .. } => "computer",
        Opponent::Demo => "demo",
    }
}

#[wasm_bindgen]
impl App {
    /// Calls `listener({ player, move, position })` after each move is played, by a person or
    /// the computer (`position`: the game's position after it, in the JSON position format).
    /// `null` removes the listener. Listeners run in a microtask: they may call the app.
    ///
    /// # Errors
    /// When the page is busy.
    #[wasm_bindgen(js_name = onMove)]
    pub fn on_move(&self, listener: Option<js_sys::Function>) -> Result<(), JsValue> {
        self.page
            .try_borrow_mut()
            .map_err(|_| busy())?
            .hooks
            .on_move = listener;
        Ok(())
    }

    /// Calls `listener(outcome)` once when the game ends (after its last move is shown), with
    /// the outcome `{ winner, stores, reason, ... }` of `Game.outcome()`. `null` removes it.
    ///
    /// # Errors
    /// When the page is busy.
    #[wasm_bindgen(js_name = onGameOver)]
    pub fn on_game_over(&self, listener: Option<js_sys::Function>) -> Result<(), JsValue> {
        self.page
            .try_borrow_mut()
            .map_err(|_| busy())?
            .hooks
            .on_game_over = listener;
        Ok(())
    }

    /// Changes who plays the game going on: `"human"`, `"computer"` or `"demo"`.
    ///
    /// # Errors
    /// Another name (nothing changes), or the page is busy.
    #[wasm_bindgen(js_name = setOpponent)]
    pub fn set_opponent(&self, opponent: &str) -> Result<(), JsValue> {
        let o = parse_opponent(opponent).ok_or_else(|| {
            JsValue::from_str(&format!(
                "unknown opponent {opponent:?}; known: \"human\", \"computer\", \"demo\""
            ))
        })?;
        self.page
            .try_borrow_mut()
            .map_err(|_| busy())?
            .set_opponent(o);
        Ok(())
    }

    /// Sets the computer's strength, 1 (weakest) to 5, for its next moves.
    ///
    /// # Errors
    /// A level outside 1..5 (nothing changes), or the page is busy.
    #[wasm_bindgen(js_name = setLevel)]
    pub fn set_level(&self, level: u32) -> Result<(), JsValue> {
        if !(1..=5).contains(&level) {
            return Err(JsValue::from_str(&format!(
                "level {level} is not between 1 and 5"
            )));
        }
        self.page
            .try_borrow_mut()
            .map_err(|_| busy())?
            .computer
            .level = Some(level);
        Ok(())
    }

    /// Goes on from `position` (an object in the JSON position format, or its JSON text), with
    /// the same opponent: a game of its variant starting there.
    ///
    /// # Errors
    /// A malformed or invalid position, with the reason (nothing changes), or the page is busy.
    #[wasm_bindgen(js_name = loadPosition)]
    pub fn load_position(&self, position: JsValue) -> Result<(), JsValue> {
        // Read exactly as `Game.fromPosition` reads it, with the same messages.
        let game = crate::api::JsGame::from_position(position)?;
        self.page
            .try_borrow_mut()
            .map_err(|_| busy())?
            .load_game(game.current().clone());
        Ok(())
    }

    /// Starts a kiosk's attract demo: a new game of the same variant in which the computer
    /// plays both sides, slowly. `newGame` with a person's opponent ends it.
    ///
    /// # Errors
    /// When the page is busy.
    #[wasm_bindgen(js_name = startDemo)]
    pub fn start_demo(&self) -> Result<(), JsValue> {
        self.page.try_borrow_mut().map_err(|_| busy())?.start_demo();
        Ok(())
    }

    /// The text of a kiosk's attract banner ("Touch the board to play!"), in the page's
    /// language.
    ///
    /// # Errors
    /// When the page is busy.
    #[wasm_bindgen(js_name = attractText)]
    pub fn attract_text(&self) -> Result<String, JsValue> {
        let p = self.page.try_borrow().map_err(|_| busy())?;
        Ok(p.game.texts.touch_to_play.to_string())
    }

    /// Shows `text` in the status line now (until the game changes).
    ///
    /// # Errors
    /// When the page is busy.
    pub fn say(&self, text: &str) -> Result<(), JsValue> {
        self.page.try_borrow().map_err(|_| busy())?.ui.say(text);
        Ok(())
    }
}
