//! The lessons' and puzzles' part of the handle: `app.learn(variant)` opens a game's lesson, as
//! the menu's "Learn" does, `app.lesson()` says where the learner is, and `app.puzzle()` where
//! the puzzle going on stands, for page authors and tests (a puzzle opens from the menu, or by
//! the `puzzle` attribute).

use super::{busy, error, App};
use mancala_js::{args, to_js};
use mancala_model::Command;
use mancala_rules::Move;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// Where a lesson stands, as `app.lesson()` gives it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct LessonView<'a> {
    variant: &'static str,
    step: usize,
    steps: usize,
    asks: bool,
    answers: Vec<Move>,
    highlight: &'a [usize],
    finished: bool,
}

#[wasm_bindgen(typescript_custom_section)]
const LESSON_VIEW: &'static str = r#"
/** A lesson going on: its game, the step (from 0) of how many, whether the step waits for a
 * move, the moves it accepts and the pits it marks, and whether the last step is done. */
export interface LessonView {
  variant: string; step: number; steps: number; asks: boolean; answers: Move[];
  highlight: number[]; finished: boolean;
}
"#;

/// Where a puzzle stands, as `app.puzzle()` gives it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PuzzleView<'a> {
    id: &'a str,
    variant: &'static str,
    index: usize,
    count: usize,
    asks: bool,
    solved: bool,
    shown: bool,
}

#[wasm_bindgen(typescript_custom_section)]
const PUZZLE_VIEW: &'static str = r#"
/** A puzzle going on: its id and game, its place (from 0) among the game's `count` puzzles,
 * whether it waits for the solver's move, whether the solver reached its goal, and whether
 * "Show me" played its answer instead. */
export interface PuzzleView {
  id: string; variant: string; index: number; count: number; asks: boolean; solved: boolean;
  shown: boolean;
}
"#;

#[wasm_bindgen]
impl App {
    /// Opens `variant`'s lesson (it starts once its data has come from the JS API's module),
    /// where the learner left it last time.
    ///
    /// # Errors
    /// Not a game's id; nothing changes.
    pub fn learn(
        &self,
        #[wasm_bindgen(unchecked_param_type = "VariantId | string")] variant: JsValue,
    ) -> Result<(), JsValue> {
        let id = args::name(&variant, "variant", "'gore'")?;
        let variant = id
            .parse::<mancala_rules::Variant>()
            .map_err(|e| error(e.message()))?;
        self.run(Command::Learn(variant)).map(drop)
    }

    /// The lesson going on, or `null`.
    ///
    /// # Errors
    /// When the page is busy.
    #[wasm_bindgen(unchecked_return_type = "LessonView | null")]
    pub fn lesson(&self) -> Result<JsValue, JsValue> {
        let p = self.page.try_borrow().map_err(|_| busy())?;
        let view = p.session.learning().map(|l| LessonView {
            variant: l.variant().id(),
            step: l.step(),
            steps: l.steps(),
            asks: l.asks(),
            answers: l.answers(),
            highlight: l.highlight(),
            finished: l.finished(),
        });
        to_js(&view).map_err(JsValue::from)
    }

    /// The puzzle going on, or `null`.
    ///
    /// # Errors
    /// When the page is busy.
    #[wasm_bindgen(unchecked_return_type = "PuzzleView | null")]
    pub fn puzzle(&self) -> Result<JsValue, JsValue> {
        let p = self.page.try_borrow().map_err(|_| busy())?;
        let view = p.session.puzzle().map(|v| PuzzleView {
            id: v.id,
            variant: v.variant.id(),
            index: v.index,
            count: v.count,
            asks: v.asks,
            solved: v.solved,
            shown: v.shown,
        });
        to_js(&view).map_err(JsValue::from)
    }
}
