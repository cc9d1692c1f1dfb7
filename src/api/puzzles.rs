//! Puzzles in the JavaScript API: `puzzles({ variant?, lang? })`, each with its goal in a
//! sentence. The puzzles and their proofs are [`crate::learn::puzzle`] and [`crate::puzzles`];
//! this file only reads the options and shapes the answer.

use crate::i18n;
use crate::learn::puzzle::data;
use crate::learn::{Puzzle, PuzzleGoal};
use crate::rules::{Move, Position, Variant};
use mancala_js::{args, from_js, to_js};
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

/// Options of `puzzles`.
#[derive(Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct PuzzleOptions {
    /// One game's puzzles; default every game's.
    variant: Option<String>,
    /// The language of the goals' sentences; default English.
    lang: Option<String>,
}

/// A puzzle as `puzzles()` gives it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PuzzleOut {
    id: String,
    variant: Variant,
    position: Position,
    goal: PuzzleGoal,
    /// The goal in a sentence, in the language asked for.
    text: String,
    solution: Vec<Move>,
    difficulty: u8,
}

/// The puzzles of every game (or of `variant`), in menu order and by difficulty within a game:
/// `[{ id, variant, position, goal, text, solution, difficulty }]`. `goal` is `{ kind: "win" }`,
/// `"draw"`, `"guard"` or `{ kind: "take", seeds, moves }`; `text` says it, in English or in
/// `lang`; `solution` is the line from the position, the solver's moves and the replies;
/// `difficulty` 1 to 3. Each puzzle is proved by the native suite (`docs/puzzles.md`).
///
/// # Errors
/// An unknown game or language, or other bad options (nothing is returned then).
#[wasm_bindgen(unchecked_return_type = "PuzzleInfo[]")]
pub fn puzzles(
    #[wasm_bindgen(unchecked_optional_param_type = "PuzzleOptions")] options: Option<JsValue>,
) -> Result<JsValue, JsError> {
    args::ensure_memory()?;
    let options: PuzzleOptions = match options {
        Some(o) if !o.is_undefined() => from_js(&o, "options")?,
        _ => PuzzleOptions::default(),
    };
    let texts = match &options.lang {
        Some(tag) => i18n::language(tag).map_err(|e| JsError::new(&format!("options: {e}")))?,
        None => i18n::english(),
    };
    let list = match &options.variant {
        Some(id) => {
            let variant: Variant = id
                .parse()
                .map_err(|e| JsError::new(&format!("options.variant: {e}")))?;
            data::puzzles(variant)
        }
        None => data::all(),
    }
    .map_err(|e| JsError::new(&format!("internal error in a puzzle: {e}")))?;
    let out: Vec<PuzzleOut> = list
        .into_iter()
        .map(|p: Puzzle| PuzzleOut {
            text: p.goal.sentence(texts.learn_for(p.variant)),
            id: p.id,
            variant: p.variant,
            position: p.position,
            goal: p.goal,
            solution: p.solution,
            difficulty: p.difficulty,
        })
        .collect();
    to_js(&out)
}
