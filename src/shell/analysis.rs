//! The analysis board's questions to the computer's worker (`Thinker.analyse`, the API's
//! `analyse`), answered to the session as [`Command::Analysed`].

use super::computer::Computer;
use super::sink::{settle, warn};
use mancala_model::analysis::Worth;
use mancala_model::Command;
use mancala_rules::Position;
use serde::Deserialize;
use wasm_bindgen::prelude::*;

/// The part of the API's `Analysis` the board shows.
#[derive(Deserialize)]
struct Answer {
    moves: Vec<Worth>,
}

/// Asks what every move of `position` is worth, `depth` plies deep; the answer comes back as
/// [`Command::Analysed`] for `request`. A failure is said on the console: the board shows no
/// worth then.
pub fn ask(computer: &Computer, request: u32, position: &Position, depth: u32) {
    let dispatch = computer.dispatch().clone();
    let promise = mancala_js::to_js(position)
        .map_err(JsValue::from)
        .and_then(|p| {
            computer
                .thinker()
                .ok_or_else(|| JsValue::from_str("no thinker to ask"))
                .and_then(|t| t.analyse(&p, depth))
        });
    match promise {
        Ok(promise) => settle(
            &promise,
            move |value| {
                // `null`: the game is over, no move to weigh.
                let answer = if value.is_null() {
                    Ok(Answer { moves: Vec::new() })
                } else {
                    mancala_js::from_js::<Answer>(&value, "analysis")
                };
                match answer {
                    Ok(answer) => dispatch(Command::Analysed {
                        request,
                        moves: answer.moves,
                    }),
                    Err(e) => warn(&format!("the analysis: {:?}", JsValue::from(e))),
                }
            },
            |e| warn(&format!("the analysis: {e:?}")),
        ),
        Err(e) => warn(&format!("the analysis: {e:?}")),
    }
}
