//! The game link's part of the handle: `app.toLink()` gives the game going on as a link (what
//! "Copy link" puts in the address), `app.openLink(text)` opens one, as the address does.

use super::{busy, error, App};
use mancala_js::args;
use mancala_model::Command;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
impl App {
    /// The game going on as a game link's text (`game=1.…`), every move played in it.
    ///
    /// # Errors
    /// When the page is busy, or has no game (its variant is not available).
    #[wasm_bindgen(js_name = toLink)]
    pub fn to_link(&self) -> Result<String, JsValue> {
        let p = self.page.try_borrow().map_err(|_| busy())?;
        let game = p
            .session
            .table()
            .game()
            .ok_or_else(|| error("there is no game"))?;
        Ok(mancala_learn::to_link(game))
    }

    /// Opens a game link (its text, `#game=…`, or a whole address holding one): the game as it
    /// stands after its moves, for two people, ready to be stepped back through.
    ///
    /// # Errors
    /// Not text, or a damaged link (the error says where); nothing changes.
    #[wasm_bindgen(js_name = openLink)]
    pub fn open_link(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] link: JsValue,
    ) -> Result<(), JsValue> {
        let text = args::link(&link)?;
        self.run(Command::OpenLink {
            text,
            from_address: false,
        })
        .map(drop)
    }
}
