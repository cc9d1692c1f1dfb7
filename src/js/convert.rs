//! Crossing the JavaScript boundary: JS values in (objects or JSON text) and plain JS objects out,
//! with every failure turned into a JS `Error` carrying a message a page author can act on.

use crate::args;
use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Reads a JS value as `T`: a plain object in the JSON format, or a string holding that JSON.
///
/// # Errors
/// `undefined`, `null`, values that are neither objects nor strings, arrays, objects JSON cannot
/// hold (BigInt, cycles, throwing getters or Proxy traps), objects JSON would silently change
/// (NaN, infinities, functions, symbols inside) and any shape `T` refuses.
pub fn from_js<T: DeserializeOwned>(value: &JsValue, what: &str) -> Result<T, JsError> {
    const EXPECTS: &str = "an object in the JSON format or its JSON text";
    let too_long = |text: &js_sys::JsString| {
        let length = text.length();
        (length > args::MAX_JSON_LENGTH).then(|| {
            JsError::new(&format!(
                "{what} is {length} characters of JSON; at most {} are read",
                args::MAX_JSON_LENGTH
            ))
        })
    };
    if let Some(error) = value.dyn_ref::<js_sys::JsString>().and_then(too_long) {
        return Err(error);
    }
    let text = if let Some(s) = value.as_string() {
        // serde would read a struct from an array too: only objects are in the format.
        if !s.trim_start().starts_with('{') {
            return Err(args::wrong(what, EXPECTS, value));
        }
        s
    } else if value.is_undefined() || value.is_null() {
        return Err(JsError::new(&format!("{what} is missing")));
    } else if !value.is_object() || args::is_array(value) {
        return Err(args::wrong(what, EXPECTS, value));
    } else {
        let replacer = silent_changes();
        let json =
            js_sys::JSON::stringify_with_replacer(value, replacer.as_ref()).map_err(|e| {
                JsError::new(&format!(
                    "{what} cannot be read as JSON: {}",
                    args::thrown(&e)
                ))
            })?;
        if let Some(error) = too_long(&json) {
            return Err(error);
        }
        json.as_string()
            .ok_or_else(|| JsError::new(&format!("{what} cannot be read as JSON")))?
    };
    crate::rules::parse_json(&text).map_err(|e| JsError::new(&format!("{what}: {e}")))
}

/// A `JSON.stringify` replacer refusing what JSON would change without a word: NaN and the
/// infinities (written as `null`, so `{ level: NaN }` would read as no level at all), functions
/// and symbols (left out). Its error becomes the `Error` of the call.
fn silent_changes() -> Closure<dyn FnMut(JsValue, JsValue) -> Result<JsValue, JsValue>> {
    Closure::new(|key: JsValue, value: JsValue| {
        let what = match value.as_f64() {
            Some(x) if x.is_nan() => Some("NaN".into()),
            Some(x) if x.is_infinite() => {
                Some(if x > 0.0 { "Infinity" } else { "-Infinity" }.into())
            }
            Some(_) => None,
            None if value.is_function() || value.is_symbol() => Some(args::kind(&value)),
            None => None,
        };
        match what {
            None => Ok(value),
            Some(what) => {
                let mut key = key.as_string().unwrap_or_default();
                if key.bytes().all(|b| b.is_ascii_digit()) {
                    key = format!("element {key} of an array");
                }
                Err(JsError::new(&format!("{key} is {what}, which JSON cannot hold")).into())
            }
        }
    })
}

/// A plain JS object (or array, number, null) from a Rust value.
///
/// # Errors
/// Out of memory ([`args::ensure_memory`]); otherwise never: every type sent is plain data.
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsError> {
    args::ensure_memory()?;
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
