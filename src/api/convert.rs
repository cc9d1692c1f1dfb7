//! Crossing the JavaScript boundary: JS values in (objects or JSON text) and plain JS objects out,
//! with every failure turned into a JS `Error` carrying a message a page author can act on.

use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// Reads a JS value as `T`: a plain object (or array) in the JSON format, or a string holding
/// that JSON.
///
/// # Errors
/// `undefined`, values JSON cannot hold (functions, BigInt, cycles) and any shape `T` refuses.
pub fn from_js<T: DeserializeOwned>(value: &JsValue, what: &str) -> Result<T, JsError> {
    let text = if let Some(s) = value.as_string() {
        s
    } else if value.is_undefined() || value.is_null() {
        return Err(JsError::new(&format!("{what} is missing")));
    } else {
        js_sys::JSON::stringify(value)
            .ok()
            .and_then(|s| s.as_string())
            .ok_or_else(|| JsError::new(&format!("{what} cannot be read as JSON")))?
    };
    crate::rules::parse_json(&text).map_err(|e| JsError::new(&format!("{what}: {e}")))
}

/// A plain JS object (or array, number, null) from a Rust value.
///
/// # Errors
/// Never in practice: every type sent is plain data.
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&format!("internal error converting a result: {e}")))
}

/// A rules error as a JS `Error`.
pub fn rules_error(e: crate::rules::Error) -> JsError {
    JsError::new(e.message())
}

/// A game starting at `position` (an object in the JSON position format, or its JSON text), read
/// as `Game.fromPosition` reads it, with the same messages.
///
/// # Errors
/// A malformed or invalid position, with the reason.
pub fn game_at(position: &JsValue) -> Result<crate::rules::Game, JsError> {
    let position: crate::rules::Position = from_js(position, "position")?;
    crate::rules::Game::from_position(&position).map_err(rules_error)
}
