//! The shell's side of lessons and puzzles: their data (JSON text) is asked of the thinker (the
//! JS API's module carries the lessons and the puzzles, in the AI worker or loaded on the
//! page), and what the learner reached is kept (`kept.rs`): the step each lesson reached, so a
//! learner who leaves can resume, and the puzzles each game has had solved.

use super::computer::{Computer, Thinker};
use mancala_model::Command;
use mancala_rules::Variant;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Window;

/// The storage key of `variant`'s lesson step.
fn step_key(variant: Variant) -> String {
    format!("mancala:lesson:{}", variant.id())
}

/// The storage key of the ids of `variant`'s puzzles solved.
fn solved_key(variant: Variant) -> String {
    format!("mancala:puzzles:{}", variant.id())
}

/// The step `variant`'s lesson reached last time (0 when none, or storage is refused).
pub fn remembered_step(window: &Window, variant: Variant) -> usize {
    super::kept::text(window, &step_key(variant))
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

/// Keeps the step reached (silently not, where storage is refused).
pub fn remember_step(window: &Window, variant: Variant, step: usize) {
    super::kept::keep_text(window, &step_key(variant), &step.to_string());
}

/// The ids of `variant`'s puzzles solved on earlier visits (none where storage is refused).
pub fn solved_puzzles(window: &Window, variant: Variant) -> Vec<String> {
    super::kept::text(window, &solved_key(variant))
        .map(|text| {
            text.split(',')
                .filter(|id| !id.is_empty())
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default()
}

/// Keeps the ids of `variant`'s puzzles solved (silently not, where storage is refused).
pub fn remember_solved(window: &Window, variant: Variant, solved: &[String]) {
    super::kept::keep_text(window, &solved_key(variant), &solved.join(","));
}

/// Asks the thinker for `variant`'s lesson; the answer comes back through `dispatch` as
/// [`Command::LessonArrived`] (with the reason when it cannot come).
pub fn fetch_lesson(window: &Window, computer: &Computer, variant: Variant) {
    let step = remembered_step(window, variant);
    ask(computer, variant, Thinker::lesson, move |text| {
        Command::LessonArrived {
            variant,
            text,
            step,
        }
    });
}

/// Asks the thinker for `variant`'s puzzles; the answer comes back as
/// [`Command::PuzzlesArrived`], with the puzzles solved and today's date (days since 1970, in
/// UTC: the puzzle of the day changes at midnight UTC).
pub fn fetch_puzzles(window: &Window, computer: &Computer, variant: Variant) {
    let solved = solved_puzzles(window, variant);
    let day = (js_sys::Date::now() / 86_400_000.0).floor() as u32;
    ask(computer, variant, Thinker::puzzles, move |text| {
        Command::PuzzlesArrived {
            variant,
            text,
            solved,
            day,
        }
    });
}

/// Asks the thinker `question` of `variant` (a promise of JSON text); its answer, or why
/// there is none, is dispatched as the command `arrived` makes of it.
fn ask(
    computer: &Computer,
    variant: Variant,
    question: fn(&Thinker, &str) -> Result<js_sys::Promise, JsValue>,
    arrived: impl FnOnce(Result<String, String>) -> Command + 'static,
) {
    let dispatch = computer.dispatch().clone();
    let answer = std::rc::Rc::new(std::cell::RefCell::new(Some(arrived)));
    let give = move |text: Result<String, String>| {
        if let Some(arrived) = answer.borrow_mut().take() {
            dispatch(arrived(text));
        }
    };
    let promise = computer
        .thinker()
        .ok_or_else(|| JsValue::from_str("no thinker to ask"))
        .and_then(|t| question(&t, variant.id()));
    match promise {
        Ok(promise) => {
            let ok = give.clone();
            super::sink::settle(
                &promise,
                move |text| ok(text.as_string().ok_or_else(|| "not a text".to_string())),
                move |e| give(Err(message(&e))),
            );
        }
        Err(e) => give(Err(message(&e))),
    }
}

/// The words of a JavaScript error (an `Error`'s message, or a string).
fn message(e: &JsValue) -> String {
    e.dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| e.as_string())
        .unwrap_or_else(|| "the data could not be had".into())
}
