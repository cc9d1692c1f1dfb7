//! The shell's side of lessons: a lesson's JSON text is asked of the thinker (the JS API's
//! module carries the lessons, in the AI worker or loaded on the page), and the step each
//! lesson reached is kept (`kept.rs`), so a learner who leaves can resume.

use super::computer::Computer;
use mancala_model::Command;
use mancala_rules::Variant;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Window;

/// The storage key of `variant`'s lesson step.
fn key(variant: Variant) -> String {
    format!("mancala:lesson:{}", variant.id())
}

/// The step `variant`'s lesson reached last time (0 when none, or storage is refused).
pub fn remembered_step(window: &Window, variant: Variant) -> usize {
    super::kept::text(window, &key(variant))
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

/// Keeps the step reached (silently not, where storage is refused).
pub fn remember_step(window: &Window, variant: Variant, step: usize) {
    super::kept::keep_text(window, &key(variant), &step.to_string());
}

/// Asks the thinker for `variant`'s lesson; the answer comes back through `dispatch` as
/// [`Command::LessonArrived`] (with the reason when it cannot come).
pub fn fetch(window: &Window, computer: &Computer, variant: Variant) {
    let dispatch = computer.dispatch();
    let step = remembered_step(window, variant);
    let id = variant.id().to_string();
    let arrived = {
        let dispatch = dispatch.clone();
        move |text: Result<String, String>| {
            dispatch(Command::LessonArrived {
                variant,
                text,
                step,
            });
        }
    };
    let promise = computer
        .thinker()
        .ok_or_else(|| JsValue::from_str("no thinker to ask"))
        .and_then(|t| t.lesson(&id));
    match promise {
        Ok(promise) => {
            let ok = arrived.clone();
            super::sink::settle(
                &promise,
                move |text| ok(text.as_string().ok_or_else(|| "not a text".to_string())),
                move |e| arrived(Err(message(&e))),
            );
        }
        Err(e) => arrived(Err(message(&e))),
    }
}

/// The words of a JavaScript error (an `Error`'s message, or a string).
fn message(e: &JsValue) -> String {
    e.dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| e.as_string())
        .unwrap_or_else(|| "the lesson could not be had".into())
}
