//! `lessonSource(variant)` and `puzzleSource(variant)`: a game's lesson and puzzles as their
//! data files (the lesson in every language: its positions from `src/learn/lessons/`, its words
//! from `src/i18n/lessons/`; the puzzles from `src/learn/puzzles/`). The page asks for them
//! through its thinker, so that they are carried by this module and not by the page's.

use crate::rules::Variant;
use mancala_js::args;
use wasm_bindgen::prelude::*;

/// The game `variant` names (an id such as `"gore"`).
///
/// # Errors
/// Not a string, or not a game's id (the message lists them).
fn game(variant: &JsValue) -> Result<Variant, JsError> {
    let id = args::name(variant, "variant", "'gore'")?;
    id.trim()
        .parse()
        .map_err(|e: crate::rules::Error| JsError::new(e.message()))
}

/// The lesson of `variant` (an id such as `"gore"`), as the JSON text of its data file.
///
/// # Errors
/// Not a string, or not a game's id (the message lists them).
#[wasm_bindgen(js_name = lessonSource)]
pub fn lesson_source(
    #[wasm_bindgen(unchecked_param_type = "string")] variant: JsValue,
) -> Result<String, JsError> {
    crate::learn::data::text(game(&variant)?).map_err(|e| JsError::new(&e))
}

/// The puzzles of `variant` (an id such as `"gore"`), as the JSON text of their data file.
///
/// # Errors
/// Not a string, or not a game's id (the message lists them).
#[wasm_bindgen(js_name = puzzleSource)]
pub fn puzzle_source(
    #[wasm_bindgen(unchecked_param_type = "string")] variant: JsValue,
) -> Result<String, JsError> {
    Ok(crate::learn::puzzle::data::text(game(&variant)?).to_string())
}
