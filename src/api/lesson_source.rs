//! `lessonSource(variant)`: a game's lesson as its data file, in every language (its positions from
//! `src/learn/lessons/`, its words from `src/i18n/lessons/`). The page asks for it through its thinker, so that the lessons are
//! carried by this module and not by the page's.

use crate::rules::Variant;
use mancala_js::args;
use wasm_bindgen::prelude::*;

/// The lesson of `variant` (an id such as `"gore"`), as the JSON text of its data file.
///
/// # Errors
/// Not a string, or not a game's id (the message lists them).
#[wasm_bindgen(js_name = lessonSource)]
pub fn lesson_source(
    #[wasm_bindgen(unchecked_param_type = "string")] variant: JsValue,
) -> Result<String, JsError> {
    let id = args::name(&variant, "variant", "'gore'")?;
    let variant: Variant = id
        .trim()
        .parse()
        .map_err(|e: crate::rules::Error| JsError::new(e.message()))?;
    crate::learn::data::text(variant).map_err(|e| JsError::new(&e))
}
