//! Learning in the JavaScript API: `lessons(lang)` for a page of lessons,
//! `game.hint()`, `game.preview(move)`, and game links (`game.toLink()`, `Game.fromLink(text)`).
//! The words and facts come from [`crate::learn`]; this file only reads parameters and shapes
//! the answers.

use super::game::JsGame;
use crate::i18n::{self, Texts};
use crate::learn::{self, Goal, Lesson};
use crate::rules::{Move, Position, Variant};
use mancala_js::args;
use mancala_js::{from_js, rules_error, to_js};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// A lesson as `lessons()` gives it: every text in one language, every board whole.
#[derive(Serialize)]
struct LessonOut {
    variant: &'static str,
    title: String,
    steps: Vec<StepOut>,
}

/// One step of a lesson.
#[derive(Serialize)]
struct StepOut {
    text: String,
    /// The board of the step, resolved when it continues from the previous step.
    position: Position,
    highlight: Vec<usize>,
    /// The moves accepted; empty when the step only explains.
    moves: Vec<Move>,
    /// What the first answer does and why; empty when the step asks no move.
    explanation: String,
    goal: Option<Goal>,
    #[serde(skip_serializing_if = "Option::is_none")]
    after: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    wrong: Option<String>,
    /// Every accepted move with what it does and why.
    answers: Vec<AnswerOut>,
}

/// An accepted move and what it does.
#[derive(Serialize)]
struct AnswerOut {
    #[serde(rename = "move")]
    mv: Move,
    explanation: String,
    /// Where a house rule would make the move do something else: one line saying so.
    #[serde(rename = "houseNote", skip_serializing_if = "Option::is_none")]
    house_note: Option<String>,
}

/// The language a `lang` parameter names, English when none.
fn texts_of(lang: &JsValue, param: &str) -> Result<&'static Texts, JsError> {
    match args::optional_name(lang, param, "'fr'")? {
        Some(tag) => i18n::language(&tag).map_err(|e| JsError::new(&e)),
        None => Ok(i18n::english()),
    }
}

/// `lesson` in the language of `texts`, its boards resolved and its moves explained.
fn lesson_out(lesson: &Lesson, texts: &Texts) -> Result<LessonOut, String> {
    let lang = texts.language;
    let boards = learn::boards(lesson)?;
    let mut steps = Vec::with_capacity(lesson.steps.len());
    for (step, game) in lesson.steps.iter().zip(&boards) {
        let note = |a: &learn::Answer| {
            learn::house_change(game, &a.mv).map(|c| learn::house_note(texts, &c, &a.facts))
        };
        let after = step.after.as_ref().map(|w| w.get(lang).to_string());
        let answers: Vec<AnswerOut> = step
            .answers
            .iter()
            .map(|a| {
                let told = learn::told(texts.learn_for(lesson.variant), &a.facts);
                let explanation = match &after {
                    Some(after) => format!("{told} {after}"),
                    None => told,
                };
                AnswerOut {
                    mv: a.mv,
                    explanation,
                    house_note: note(a),
                }
            })
            .collect();
        steps.push(StepOut {
            text: step.text.get(lang).to_string(),
            position: game.position(),
            highlight: step.highlight.clone(),
            moves: step.answers.iter().map(|a| a.mv).collect(),
            explanation: answers
                .first()
                .map(|a| a.explanation.clone())
                .unwrap_or_default(),
            goal: step.goal,
            after,
            wrong: step.wrong.as_ref().map(|w| w.get(lang).to_string()),
            answers,
        });
    }
    Ok(LessonOut {
        variant: lesson.variant.id(),
        title: lesson.title.get(lang).to_string(),
        steps,
    })
}

/// The lessons of every game, in menu order, in English or in the language `lang` names:
/// `[{ variant, title, steps: [{ text, position, highlight, moves, explanation, goal, after?,
/// wrong?, answers }] }]`.
///
/// # Errors
/// A language the game does not speak (the message lists those it does).
#[wasm_bindgen(unchecked_return_type = "LessonInfo[]")]
pub fn lessons(
    #[wasm_bindgen(unchecked_optional_param_type = "string")] lang: Option<JsValue>,
) -> Result<JsValue, JsError> {
    args::ensure_memory()?;
    let texts = texts_of(&lang.unwrap_or_default(), "lang")?;
    let list = Variant::ALL
        .into_iter()
        .map(|v| learn::data::lesson(v).and_then(|l| lesson_out(&l, texts)))
        .collect::<Result<Vec<_>, String>>()
        .map_err(|e| JsError::new(&format!("internal error in a lesson: {e}")))?;
    to_js(&list)
}

/// What `hint` returns.
#[derive(Serialize)]
struct HintOut {
    #[serde(rename = "move")]
    mv: Move,
    text: String,
}

/// Options of `hint`.
#[derive(Default, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct HintOptions {
    /// 1 to 5, default 5.
    level: Option<u32>,
    /// The language of the sentence; default English.
    lang: Option<String>,
}

#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// The move the computer would play at `level` (1 to 5, default 5) and a sentence saying
    /// what it does, in English or in `lang`: `{ move, text }`; `null` when the game is over.
    ///
    /// # Errors
    /// A level outside 1..5, an unknown language or other bad options.
    #[wasm_bindgen(unchecked_return_type = "Hint | null")]
    pub fn hint(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "HintOptions")] options: Option<JsValue>,
    ) -> Result<JsValue, JsError> {
        args::ensure_memory()?;
        let options: HintOptions = match options {
            None => HintOptions::default(),
            Some(options) => from_js(&options, "options")?,
        };
        let texts = match &options.lang {
            Some(tag) => i18n::language(tag).map_err(|e| JsError::new(&format!("options: {e}")))?,
            None => i18n::english(),
        };
        let think = super::think::ThinkOptions::at_level(options.level.unwrap_or(5));
        let Some(found) = self.search_with(&think)? else {
            return Ok(JsValue::NULL);
        };
        let facts = learn::facts_of(self.current(), &found.mv)
            .map_err(|e| JsError::new(&format!("internal error in a hint: {e}")))?;
        to_js(&HintOut {
            mv: found.mv,
            text: learn::hint(texts.learn_for(self.current().variant()), &found.mv, &facts),
        })
    }

    /// The events `move` would have, exactly as `play` would return them, without playing it:
    /// the game is unchanged.
    ///
    /// # Errors
    /// A malformed or illegal move, as `play` says.
    #[wasm_bindgen(unchecked_return_type = "GameEvent[]")]
    pub fn preview(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Move | string")] mv: JsValue,
    ) -> Result<JsValue, JsError> {
        args::ensure_memory()?;
        let mv: Move = from_js(&mv, "move")?;
        let events = self.current().clone().play(&mv).map_err(rules_error)?;
        to_js(&events)
    }

    /// The game as a link's text (`game=1.oware-abapa.CH`), for a URL's fragment: its start,
    /// options and every move played. `Game.fromLink` reads it back.
    #[wasm_bindgen(js_name = toLink)]
    pub fn to_link(&self) -> String {
        learn::to_link(self.played())
    }

    /// The game of a link (from `toLink`, with or without its `#`, or a whole URL holding
    /// `#game=`), every move replayed so that undo works.
    ///
    /// # Errors
    /// Not a game link, or a damaged one: the message says what is wrong.
    #[wasm_bindgen(js_name = fromLink)]
    pub fn from_link(
        #[wasm_bindgen(unchecked_param_type = "string")] link: JsValue,
    ) -> Result<JsGame, JsError> {
        args::ensure_memory()?;
        let text = args::link(&link)?;
        learn::from_link(&text)
            .map(JsGame::from_history)
            .map_err(|e| JsError::new(&e))
    }
}
