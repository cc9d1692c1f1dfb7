//! What an embedding page (the `<mancala-game>` element and `index.html`, both booted by
//! `www/mancala-game.js`) asks of the app besides the board: its settings as written
//! (attributes, the address's parameters), listeners for moves, the end of the game and the
//! settings, the opponent and level, a position to go on from, a kiosk's attract demo, and a
//! message in the status line. Each is one command for the session.

use super::{busy, error, App};
use mancala_js::args;
use mancala_model::settings::OpponentChoice;
use mancala_model::Command;
use mancala_shell::hooks::settings_detail;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
impl App {
    /// Applies every setting at start: an object of `name: value` (the element's attributes,
    /// or the address's parameters), read by the one settings parser (`variant`, `lang`,
    /// `opponent` with `ai-1` … `ai-5`, `level`, `kiosk`, `idle`, `rules`...); then starts the
    /// game. A bad value is warned about on the console and the default kept (house rules that
    /// are not the game's are also said in the status line, and the usual rules played).
    ///
    /// # Errors
    /// When `settings` is not an object of strings (or nulls), or the page is busy.
    pub fn configure(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Record<string, string | null>")] settings: JsValue,
    ) -> Result<(), JsValue> {
        let pairs = args::settings(&settings)?;
        self.run(Command::Configure(pairs)).map(drop)
    }

    /// Setting `name` is now `value` (`null`: removed), as `attributeChangedCallback` sees it.
    /// A bad value is warned about on the console and the setting kept.
    ///
    /// # Errors
    /// When the page is busy.
    #[wasm_bindgen(js_name = setSetting)]
    pub fn set_setting(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] name: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string | null")] value: JsValue,
    ) -> Result<(), JsValue> {
        let name = args::name(&name, "name", "'variant'")?;
        let value = args::optional_name(&value, "value", "'kauri'")?;
        self.run(Command::Attribute { name, value }).map(drop)
    }

    /// The settings the element carries out itself: `{ kiosk, idle, lang }`.
    ///
    /// # Errors
    /// When the page is busy.
    pub fn settings(&self) -> Result<JsValue, JsValue> {
        let p = self.page.try_borrow().map_err(|_| busy())?;
        settings_detail(p.session.settings(), p.session.texts().code())
    }

    /// Calls `listener({ player, move, position })` after each move is played, by a person or
    /// the computer (`position`: the game's position after it, in the JSON position format).
    /// `null` removes the listener. Listeners run in a microtask: they may call the app.
    ///
    /// # Errors
    /// When the page is busy.
    #[wasm_bindgen(js_name = onMove)]
    pub fn on_move(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Function | null")] listener: JsValue,
    ) -> Result<(), JsValue> {
        let listener = args::optional_function(&listener, "listener")?;
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
    pub fn on_game_over(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Function | null")] listener: JsValue,
    ) -> Result<(), JsValue> {
        let listener = args::optional_function(&listener, "listener")?;
        self.page
            .try_borrow_mut()
            .map_err(|_| busy())?
            .hooks
            .on_game_over = listener;
        Ok(())
    }

    /// Calls `listener({ kiosk, idle, lang })` when one of them changes. `null` removes it.
    ///
    /// # Errors
    /// When the page is busy.
    #[wasm_bindgen(js_name = onSettings)]
    pub fn on_settings(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Function | null")] listener: JsValue,
    ) -> Result<(), JsValue> {
        let listener = args::optional_function(&listener, "listener")?;
        self.page
            .try_borrow_mut()
            .map_err(|_| busy())?
            .hooks
            .on_settings = listener;
        Ok(())
    }

    /// Changes who plays the game going on: `"human"`, `"computer"`, `"ai-1"` … `"ai-5"` or
    /// `"demo"`.
    ///
    /// # Errors
    /// Another name (nothing changes), or the page is busy.
    #[wasm_bindgen(js_name = setOpponent)]
    pub fn set_opponent(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] opponent: JsValue,
    ) -> Result<(), JsValue> {
        let opponent = args::name(&opponent, "opponent", "'computer'")?;
        let choice = OpponentChoice::parse(&opponent).map_err(|e| error(&e))?;
        self.run(Command::SetOpponent(choice)).map(drop)
    }

    /// Sets the computer's strength, 1 (weakest) to 5, for its next moves.
    ///
    /// # Errors
    /// A level outside 1..5 (nothing changes), or the page is busy.
    #[wasm_bindgen(js_name = setLevel)]
    pub fn set_level(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] level: JsValue,
    ) -> Result<(), JsValue> {
        let level = args::integer(&level, "level", 1, 5)?;
        self.run(Command::SetLevel(level)).map(drop)
    }

    /// Goes on from `position` (an object in the JSON position format, or its JSON text), with
    /// the same opponent: a game of its variant starting there.
    ///
    /// # Errors
    /// A malformed or invalid position, with the reason (nothing changes), or the page is busy.
    #[wasm_bindgen(js_name = loadPosition)]
    pub fn load_position(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Position | string")] position: JsValue,
    ) -> Result<(), JsValue> {
        // Read exactly as `Game.fromPosition` reads it, with the same messages.
        let game = mancala_js::game_at(&position)?;
        self.run(Command::Load(Box::new(game))).map(drop)
    }

    /// Starts a kiosk's attract demo: a new game of the same variant in which the computer
    /// plays both sides, slowly. `newGame` with a person's opponent ends it.
    ///
    /// # Errors
    /// When the page is busy.
    #[wasm_bindgen(js_name = startDemo)]
    pub fn start_demo(&self) -> Result<(), JsValue> {
        self.run(Command::Demo).map(drop)
    }

    /// Starts the attract demo of the next game (the kiosk's `soak` test setting).
    ///
    /// # Errors
    /// When the page is busy.
    #[wasm_bindgen(js_name = nextDemo)]
    pub fn next_demo(&self) -> Result<(), JsValue> {
        self.run(Command::NextDemo).map(drop)
    }

    /// The text of a kiosk's attract banner ("Touch the board to play!"), in the page's
    /// language.
    ///
    /// # Errors
    /// When the page is busy.
    #[wasm_bindgen(js_name = attractText)]
    pub fn attract_text(&self) -> Result<String, JsValue> {
        let p = self.page.try_borrow().map_err(|_| busy())?;
        Ok(p.session.texts().touch_to_play.to_string())
    }

    /// The words of a kiosk's countdown before an idle game gives way to the demo ("Still
    /// playing? … 7…"), `seconds` left, in the page's language.
    ///
    /// # Errors
    /// Not a whole number of seconds (0 to 3600), or the page is busy.
    #[wasm_bindgen(js_name = countdownText)]
    pub fn countdown_text(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] seconds: JsValue,
    ) -> Result<String, JsValue> {
        let seconds = args::integer(&seconds, "seconds", 0, 3600)?;
        let p = self.page.try_borrow().map_err(|_| busy())?;
        Ok(mancala_i18n::fill(
            p.session.texts().still_playing,
            &[("n", &seconds)],
        ))
    }

    /// Shows `text` (at most 1,000 characters) in the status line now (until the game changes).
    ///
    /// # Errors
    /// Not such a string, or the page is busy.
    pub fn say(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    ) -> Result<(), JsValue> {
        let text = args::name(&text, "text", "'Your move'")?;
        self.run(Command::Say(text)).map(drop)
    }
}
