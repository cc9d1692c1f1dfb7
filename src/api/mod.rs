//! The JavaScript-facing handle (`docs/api.md`; `docs/architecture.md`, "The JavaScript API"):
//! `variants()`, and the `Game` class with positions, moves, events and outcomes as plain JS
//! objects in the JSON format. Every error is a JS `Error` with a message a page author can act on,
//! and the game is unchanged after it. Nothing here panics.

mod endgame;
mod game;
mod learn;
mod puzzles;
mod save;
mod sources;
mod think;

pub use game::JsGame;

/// The types the API's exports name (`Position`, `Move`, `GameEvent` ...), in `pkg/mancala.d.ts`.
#[wasm_bindgen(typescript_custom_section)]
const TS_SECTION: &'static str = mancala_js::TS_TYPES;
pub use learn::lessons;
pub use puzzles::puzzles;
pub use save::SavedGame;

use crate::i18n::catalog;
use mancala_js::{args, to_js};
use wasm_bindgen::prelude::*;

/// Installs the panic hook that reports a Rust panic on the console (diagnostics only: nothing
/// reachable from JavaScript is meant to panic).
#[wasm_bindgen(js_name = initPanicHook)]
pub fn init_panic_hook() {
    #[cfg(feature = "console_error_panic_hook")]
    console_error_panic_hook::set_once();
}

/// Every game: id, name, board shape, origin, a one-paragraph rules summary and its house rules
/// (`rules`: each option's id, what it decides, its default and its values, in words), in
/// English or in the language `lang` names (`"fr"`, `"fr-CI"`, ...).
///
/// # Errors
/// A language the game does not speak (the message lists those it does).
#[wasm_bindgen(unchecked_return_type = "VariantInfo[]")]
pub fn variants(
    #[wasm_bindgen(unchecked_optional_param_type = "string")] lang: Option<JsValue>,
) -> Result<JsValue, JsError> {
    let texts = match args::optional_name(&lang.unwrap_or_default(), "lang", "'fr'")? {
        Some(tag) => crate::i18n::language(&tag).map_err(|e| JsError::new(&e))?,
        None => crate::i18n::english(),
    };
    to_js(&catalog::all_in(texts))
}

/// The languages the interface and the rules summaries are written in: `[{ code, name }]`.
///
/// # Errors
/// None in practice.
#[wasm_bindgen(unchecked_return_type = "{ code: string; name: string }[]")]
pub fn languages() -> Result<JsValue, JsError> {
    let list: Vec<serde_json::Value> = crate::i18n::Language::ALL
        .iter()
        .map(|l| serde_json::json!({ "code": l.code(), "name": l.name() }))
        .collect();
    to_js(&list)
}
