//! A lesson as data: one JSON file per game (`src/learn/lessons/<variant>.json`), each a title
//! and 6–12 steps on real positions in the JSON position format. A step talks (in English and
//! French), highlights the pits it talks about and may ask for a move: one of its listed
//! answers, or any move that meets its goal. Each answer stores the move's [`Facts`], which a
//! test checks against the engine's events; the sentence that tells what happened is made
//! from them.

use super::facts::Facts;
use mancala_rules::{Move, Position, Variant};
use serde::{Deserialize, Serialize};

/// A text in each language the lessons are written in.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Words {
    /// English.
    pub en: String,
    /// French.
    pub fr: String,
}

impl Words {
    /// The text in `lang` (a primary subtag such as `"fr"`); English for any other.
    pub fn get(&self, lang: &str) -> &str {
        if lang == "fr" {
            &self.fr
        } else {
            &self.en
        }
    }
}

/// What a step asks of the learner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Goal {
    /// One of the step's answers.
    Listed,
    /// Any move that takes seeds; the answers list every such move.
    Capture,
    /// Any legal move; the answers list them all.
    Any,
}

/// A move the step accepts and what it must do.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Answer {
    /// The move, in the JSON move format.
    #[serde(rename = "move")]
    pub mv: Move,
    /// What playing it does, as the engine's events say.
    pub facts: Facts,
}

/// One step of a lesson.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Step {
    /// What the step says before the move.
    pub text: Words,
    /// The board of the step; absent: the board the previous step left (after its move, when it
    /// asked for one; it then has exactly one answer).
    #[serde(default)]
    pub position: Option<Position>,
    /// The pits the text talks about.
    #[serde(default)]
    pub highlight: Vec<usize>,
    /// What the step asks; absent when it only explains.
    #[serde(default)]
    pub goal: Option<Goal>,
    /// The moves accepted, with their facts.
    #[serde(default)]
    pub answers: Vec<Answer>,
    /// Why it happened: said after the move's own account.
    #[serde(default)]
    pub after: Option<Words>,
    /// A nudge said when another move is tried.
    #[serde(default)]
    pub wrong: Option<Words>,
}

/// A game's lesson.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    /// The game taught.
    pub variant: Variant,
    /// The lesson's title.
    pub title: Words,
    /// Its steps, in order.
    pub steps: Vec<Step>,
}

impl Lesson {
    /// Reads a lesson from JSON text.
    ///
    /// Plain `serde_json`, with its line and column: a lesson is a file an author edits, and
    /// the path-tracking reader of positions (`rules::parse_json`) would cost the page's module
    /// some 50 KB for the lesson's types.
    ///
    /// # Errors
    /// Malformed JSON or a field of the wrong shape; the message says where.
    pub fn from_json(text: &str) -> Result<Lesson, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }
}
