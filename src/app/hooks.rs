//! The page's listeners in JavaScript: `app.onMove(fn)` and `app.onGameOver(fn)`.
//!
//! Every move goes through [`Controller::play`], which queues it; [`Hooks::report`] (run by
//! the page after every change) hands the queued moves, then the end of the game once its last
//! move has been shown, to the listeners. Listeners run in a microtask, after the page has
//! finished its own work, so they may call the app back (`app.gamePosition()`, ...).

use super::controller::{Controller, Played};
use super::page::report;
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
}

impl Hooks {
    /// Reports what happened in `game` since the last call.
    pub fn report(&self, window: &Window, game: &mut Controller) {
        for played in std::mem::take(&mut game.played) {
            if let Some(f) = &self.on_move {
                match move_detail(&played) {
                    Ok(detail) => later(window, f, detail),
                    Err(e) => report("reporting a move", &e),
                }
            }
        }
        match game.outcome() {
            None => game.over_reported = false,
            Some(outcome) if !game.over_reported && !game.animating() => {
                game.over_reported = true;
                if let Some(f) = &self.on_game_over {
                    match parse(&serde_json::to_string(&outcome)) {
                        Ok(detail) => later(window, f, detail),
                        Err(e) => report("reporting the end of the game", &e),
                    }
                }
            }
            Some(_) => {}
        }
    }
}

/// `{ player, move, position }` as a JavaScript object.
fn move_detail(played: &Played) -> Result<JsValue, JsValue> {
    let detail = js_sys::Object::new();
    js_sys::Reflect::set(&detail, &"player".into(), &played.player.into())?;
    js_sys::Reflect::set(
        &detail,
        &"move".into(),
        &parse(&serde_json::to_string(&played.mv))?,
    )?;
    js_sys::Reflect::set(
        &detail,
        &"position".into(),
        &js_sys::JSON::parse(&played.position)?,
    )?;
    Ok(detail.into())
}

fn parse(json: &Result<String, serde_json::Error>) -> Result<JsValue, JsValue> {
    match json {
        Ok(text) => js_sys::JSON::parse(text),
        Err(e) => Err(JsValue::from_str(&e.to_string())),
    }
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
