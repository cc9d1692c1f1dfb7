//! The page's listeners in JavaScript: `app.onMove(fn)`, `app.onGameOver(fn)` and
//! `app.onSettings(fn)`. The session says when (its `Moved`, `GameOver` and `Settings`
//! effects); listeners run in a microtask, after the page has finished its own work, so they
//! may call the app back (`app.gamePosition()`, ...).

use super::sink::report;
use mancala_js::to_js;
use mancala_model::{Played, Settings};
use mancala_rules::Outcome;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Window;

/// The functions page authors registered.
#[derive(Default)]
pub struct Hooks {
    /// Called with `{ player, move, position }` after each move.
    pub on_move: Option<js_sys::Function>,
    /// Called with the outcome `{ winner, stores, reason, ... }` when the game ends.
    pub on_game_over: Option<js_sys::Function>,
    /// Called with `{ kiosk, idle, soak, lang }` when a setting the element carries out changes.
    pub on_settings: Option<js_sys::Function>,
}

impl Hooks {
    /// Tells the listeners of moves about `played`.
    pub fn moved(&self, window: &Window, played: &Played) {
        if let Some(f) = &self.on_move {
            match to_js(played).map_err(JsValue::from) {
                Ok(detail) => later(window, f, detail),
                Err(e) => report("reporting a move", &e),
            }
        }
    }

    /// Tells the listeners of the end of the game about `outcome`.
    pub fn over(&self, window: &Window, outcome: &Outcome) {
        if let Some(f) = &self.on_game_over {
            match to_js(outcome).map_err(JsValue::from) {
                Ok(detail) => later(window, f, detail),
                Err(e) => report("reporting the end of the game", &e),
            }
        }
    }

    /// Tells the element the settings it carries out (kiosk, idle) and the language spoken.
    pub fn settings(&self, window: &Window, settings: &Settings, lang: &str) {
        if let Some(f) = &self.on_settings {
            match settings_detail(settings, lang) {
                Ok(detail) => later(window, f, detail),
                Err(e) => report("reporting the settings", &e),
            }
        }
    }
}

/// `{ kiosk, idle, soak, lang }` as a JavaScript object.
pub fn settings_detail(settings: &Settings, lang: &str) -> Result<JsValue, JsValue> {
    let detail = js_sys::Object::new();
    js_sys::Reflect::set(&detail, &"kiosk".into(), &settings.kiosk.into())?;
    js_sys::Reflect::set(&detail, &"idle".into(), &settings.idle.into())?;
    js_sys::Reflect::set(&detail, &"soak".into(), &settings.soak.into())?;
    js_sys::Reflect::set(&detail, &"lang".into(), &lang.into())?;
    Ok(detail.into())
}

/// Calls `f(detail)` in a microtask; an exception it throws is reported, not propagated.
fn later(window: &Window, f: &js_sys::Function, detail: JsValue) {
    let f = f.clone();
    let task = Closure::once_into_js(move || {
        if let Err(e) = f.call1(&JsValue::NULL, &detail) {
            report("a listener", &e);
        }
    });
    window.queue_microtask(task.unchecked_ref());
}
