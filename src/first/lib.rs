//! The first frame's WebAssembly module (`pkg/mancala_first.js`): one export, `firstFrame`, which
//! the page calls before its own larger module has come (`www/mancala-game.js`). It finds the stage as
//! the page's module does and draws the starting board with the browser shell.

use mancala_shell::stage::Stage;
use wasm_bindgen::prelude::*;

/// Draws the first frame on `canvas` and writes the controls under `root` (a `Document` or a
/// `ShadowRoot`), for `settings` as the page's module will read them (`variant`, `lang`,
/// `opponent`, `level`, `lesson`, `address`). True when it drew a whole board; false when the
/// first board is the page's module's to draw (a lesson, a game link in the address).
///
/// # Errors
/// Not a root, a canvas and settings (an object of strings or nulls), or a canvas that refuses
/// to draw; nothing is drawn.
#[wasm_bindgen(js_name = firstFrame)]
pub fn first_frame(
    #[wasm_bindgen(unchecked_param_type = "Document | ShadowRoot")] root: JsValue,
    #[wasm_bindgen(unchecked_param_type = "HTMLCanvasElement")] canvas: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Record<string, string | null>")] settings: JsValue,
) -> Result<bool, JsValue> {
    let stage = Stage::find(root, canvas)?;
    mancala_shell::first::first_frame(&stage, &settings)
}
