//! Where the browser shell's parts send what they hear back to the page: a [`Dispatch`] takes a
//! [`Command`] to the session; [`settle`] waits for a promise; [`report`] and [`warn`] speak on
//! the console.

use mancala_model::Command;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

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

/// Calls `ok` with what `promise` resolves to, or `fail` with why it was rejected. `then` is
/// called by name: each callback frees itself when called (the other of the pair is a few
/// bytes, left to the garbage collector).
pub fn settle(
    promise: &JsValue,
    ok: impl FnOnce(JsValue) + 'static,
    fail: impl FnOnce(JsValue) + 'static,
) {
    let then = js_sys::Reflect::get(promise, &"then".into())
        .and_then(|f| f.dyn_into::<js_sys::Function>());
    match then {
        Ok(then) => {
            let on_ok = Closure::once_into_js(ok);
            let on_err = Closure::once_into_js(fail);
            if let Err(e) = then.call2(promise, &on_ok, &on_err) {
                report("waiting for a promise", &e);
            }
        }
        Err(e) => report("waiting for a promise", &e),
    }
}
