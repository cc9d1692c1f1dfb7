//! The JavaScript-facing handle (`ARCHITECTURE.md`, "JavaScript API"): `variants()`, and the
//! `Game` class with positions, moves, events and outcomes as plain JS objects in the JSON format.
//! Every error is a JS `Error` with a message a page author can act on, and the game is unchanged
//! after it. Nothing here panics.

pub mod catalog;
mod convert;
mod game;
mod save;
mod think;
mod typescript;

pub use game::JsGame;
pub use save::SavedGame;

use wasm_bindgen::prelude::*;

/// Installs the panic hook that reports a Rust panic on the console (diagnostics only: nothing
/// reachable from JavaScript is meant to panic).
#[wasm_bindgen(js_name = initPanicHook)]
pub fn init_panic_hook() {
    #[cfg(feature = "console_error_panic_hook")]
    console_error_panic_hook::set_once();
}

/// Every game: id, name, board shape, origin and a one-paragraph rules summary.
///
/// # Errors
/// None in practice.
#[wasm_bindgen(unchecked_return_type = "VariantInfo[]")]
pub fn variants() -> Result<JsValue, JsError> {
    convert::to_js(&catalog::all())
}
