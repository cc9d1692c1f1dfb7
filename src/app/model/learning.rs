//! A lesson on the page: which step the learner is at, whether its move was made, and what
//! the lesson panel says. The steps and their boards come from the lesson's data, checked by
//! the engine ([`mancala_learn`]); a move is accepted when it is one of the step's answers, and
//! every sentence the panel shows is made from the engine's facts of the move.

use super::command::Control;
use mancala_i18n::{fill, Texts};
use mancala_learn::{self as learn, Facts, HouseChange, Lesson, Step};
use mancala_rules::{Game, Move, Variant};

/// What the panel says under the step's text.
#[derive(Clone, Debug, PartialEq)]
enum Said {
    /// Nothing yet.
    Nothing,
    /// A move that is not the one asked was tried: what it would do.
    Wrong(Move, Facts),
    /// The step's move was played: what it did, and a house rule that would change it.
    Answered(Facts, Option<HouseChange>),
}

/// What a move tried in a lesson comes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tried {
    /// The step asks for it: play it.
    Play,
    /// Not the one asked: the panel says why; nothing is played.
    Wrong,
    /// The step asks no move now.
    Ignored,
}

/// A lesson going on.
#[derive(Clone, Debug)]
pub struct Learning {
    lesson: Lesson,
    boards: Vec<Game>,
    step: usize,
    said: Said,
}

impl Learning {
    /// `lesson` at `step` (from 0; a step past the end starts it again).
    ///
    /// # Errors
    /// A lesson the engine does not accept.
    pub fn new(lesson: Lesson, step: usize) -> Result<Learning, String> {
        let boards = learn::boards(&lesson)?;
        if boards.is_empty() {
            return Err("a lesson without steps".into());
        }
        let step = if step < boards.len() { step } else { 0 };
        Ok(Learning {
            lesson,
            boards,
            step,
            said: Said::Nothing,
        })
    }

    /// The game taught.
    pub fn variant(&self) -> Variant {
        self.lesson.variant
    }

    /// The step shown, from 0.
    pub fn step(&self) -> usize {
        self.step
    }

    fn current(&self) -> &Step {
        &self.lesson.steps[self.step]
    }

    /// The step's board.
    pub fn board(&self) -> Game {
        self.boards[self.step].clone()
    }

    /// The pits the step talks about.
    pub fn highlight(&self) -> &[usize] {
        &self.current().highlight
    }

    /// How many steps the lesson has.
    pub fn steps(&self) -> usize {
        self.boards.len()
    }

    /// The step waits for the learner's move.
    pub fn asks(&self) -> bool {
        !self.can_go_on()
    }

    /// The moves the step accepts (none when it asks nothing).
    pub fn answers(&self) -> Vec<Move> {
        self.current().answers.iter().map(|a| a.mv).collect()
    }

    /// The learner may go on: the step asks nothing, or its move was played.
    pub fn can_go_on(&self) -> bool {
        self.current().goal.is_none() || matches!(self.said, Said::Answered(..))
    }

    /// The last step, done.
    pub fn finished(&self) -> bool {
        self.step + 1 == self.boards.len() && self.can_go_on()
    }

    /// The learner tries `mv`.
    pub fn try_move(&mut self, mv: &Move) -> Tried {
        let step = self.current();
        if step.goal.is_none() || self.can_go_on() {
            return Tried::Ignored;
        }
        if let Some(answer) = step.answers.iter().find(|a| a.mv == *mv) {
            let change = learn::house_change(&self.boards[self.step], mv);
            self.said = Said::Answered(answer.facts.clone(), change);
            return Tried::Play;
        }
        match learn::facts_of(&self.boards[self.step], mv) {
            Ok(facts) => {
                self.said = Said::Wrong(*mv, facts);
                Tried::Wrong
            }
            // Not even legal here: the board refuses it as in a game.
            Err(_) => Tried::Ignored,
        }
    }

    /// On to the next step; false on the last.
    pub fn next_step(&mut self) -> bool {
        if self.step + 1 >= self.boards.len() {
            return false;
        }
        self.step += 1;
        self.said = Said::Nothing;
        true
    }

    /// What the lesson panel shows, in `texts`' language.
    pub fn controls(&self, texts: &Texts) -> Vec<Control> {
        let t = texts.learn;
        let lang = texts.code;
        let step = self.current();
        let progress = fill(
            t.step,
            &[("n", &(self.step + 1)), ("total", &self.boards.len())],
        );
        let extra = |words: &Option<learn::Words>| {
            words
                .as_ref()
                .map(|w| format!(" {}", w.get(lang)))
                .unwrap_or_default()
        };
        let result = match &self.said {
            Said::Nothing => String::new(),
            Said::Wrong(_, facts) => {
                let goal = step.goal.unwrap_or(learn::Goal::Listed);
                learn::wrong(t, goal, facts) + &extra(&step.wrong)
            }
            Said::Answered(facts, _) => learn::told(t, facts) + &extra(&step.after),
        };
        let house = match &self.said {
            Said::Answered(facts, Some(change)) => Some(learn::house_note(texts, change, facts)),
            _ => None,
        };
        let done = self.finished().then(|| {
            let name = texts.variant(self.variant()).name;
            fill(t.done, &[("game", &name)])
        });
        let result = match done {
            Some(done) if result.is_empty() => done,
            Some(done) => format!("{result} {done}"),
            None => result,
        };
        vec![
            shown("lesson", true, None),
            shown(
                "lesson-progress",
                true,
                Some(format!("{progress} · {}", self.lesson.title.get(lang))),
            ),
            shown("lesson-text", true, Some(step.text.get(lang).to_string())),
            shown("lesson-result", !result.is_empty(), Some(result)),
            shown("lesson-house", house.is_some(), house),
            Control {
                enabled: Some(self.can_go_on()),
                ..shown(
                    "btn-lesson-next",
                    true,
                    Some(if self.finished() { t.play } else { t.next }.to_string()),
                )
            },
        ]
    }
}

fn shown(id: &'static str, visible: bool, text: Option<String>) -> Control {
    Control {
        id,
        text,
        visible: Some(visible),
        ..Control::default()
    }
}
