//! Where the browser shell's parts send what they hear back to the page: a [`Dispatch`] takes a
//! [`Command`] to the session; [`report`] and [`warn`] speak on the console.

use super::model::Command;
use std::rc::Rc;
use wasm_bindgen::JsValue;

/// Hands a command to the page's session (ignored when the page is gone or busy).
pub type Dispatch = Rc<dyn Fn(Command)>;

/// Reports an error on the console (the page goes on).
pub fn report(what: &str, e: &JsValue) {
    web_sys::console::error_2(&JsValue::from_str(&format!("mancala: {what} failed:")), e);
}

/// A warning on the console: a bad setting, kept as it was.
pub fn warn(message: &str) {
    web_sys::console::warn_1(&JsValue::from_str(&format!("mancala: {message}")));
}
