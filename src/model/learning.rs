//! The lessons on the page: a game's lesson chosen in the menu (or by the `lesson` setting) is
//! fetched, then shown step by step on the board; which step the learner is at, whether its
//! move was made, and what the lesson panel says. The steps and their boards come from the
//! lesson's data, checked by the engine ([`mancala_learn`]); a move is accepted when it is one
//! of the step's answers, and every sentence the panel shows is made from the engine's facts
//! of the move. A lesson is played by the learner alone: leaving it gives back the opponent of
//! before.

use super::action::Action;
use super::command::{Control, Effect};
use super::opponent::Opponent;
use super::study::Study;
use super::table::Table;
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
        let t = texts.learn_for(self.variant());
        let lang = texts.language;
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
            fill(t.done, &[("to_play", &(t.to_play)(name))])
        });
        let result = match done {
            Some(done) if result.is_empty() => done,
            Some(done) => format!("{result} {done}"),
            None => result,
        };
        vec![
            Control::shown("lesson", true, None),
            Control::shown(
                "lesson-progress",
                true,
                Some(format!("{progress} · {}", self.lesson.title.get(lang))),
            ),
            Control::shown("lesson-text", true, Some(step.text.get(lang).to_string())),
            Control::shown("lesson-result", !result.is_empty(), Some(result)),
            Control::shown("lesson-house", house.is_some(), house),
            Control::shown("btn-puzzle-hint", false, None),
            Control::shown("btn-puzzle-show", false, None),
            Control {
                enabled: Some(self.can_go_on()),
                attribute: Some(("class", "primary")),
                ..Control::shown(
                    "btn-lesson-next",
                    true,
                    Some(if self.finished() { t.play } else { t.next }.to_string()),
                )
            },
            Control::shown("btn-lesson-leave", true, Some(t.leave.to_string())),
        ]
    }
}

/// What the lesson's "Next" leads to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    /// Nothing: no lesson, or its step waits for the learner's move.
    Nothing,
    /// The next step, whose board goes on the table.
    Step,
    /// After the last step, a game of the lesson's variant.
    Game(Variant),
}

/// The lessons' state: the lesson going on, the one asked for, and who played before.
#[derive(Clone, Debug, Default)]
pub struct Lessons {
    /// The lesson going on.
    going: Study<Learning>,
    /// The lesson asked for and not arrived yet.
    wanted: Option<Variant>,
}

impl Lessons {
    /// The lesson going on, if any.
    pub fn learning(&self) -> Option<&Learning> {
        self.going.get()
    }

    /// True while a lesson goes on.
    pub fn on(&self) -> bool {
        self.going.is_on()
    }

    /// Asks for `variant`'s lesson; it starts when it arrives.
    pub fn ask(&mut self, variant: Variant, out: &mut Vec<Effect>) {
        self.wanted = Some(variant);
        out.push(Effect::FetchLesson(variant));
    }

    /// The lesson of `arrived` came (its `text`, or why not), to start at `step` (where the
    /// learner left it) while `opponent` plays. True when it starts: the learner now plays
    /// alone, and its step goes on the table ([`Lessons::step_table`]). One not asked for (or
    /// asked for before another) is passed over; a damaged one is reported.
    pub fn arrived(
        &mut self,
        arrived: Variant,
        text: Result<String, String>,
        step: usize,
        opponent: Opponent,
        out: &mut Vec<Effect>,
    ) -> bool {
        let Some(variant) = self.wanted.filter(|v| *v == arrived) else {
            return false; // another was asked for since, or none
        };
        self.wanted = None;
        let learning =
            text.and_then(|t| Lesson::from_json(&t))
                .and_then(|lesson| match lesson.variant {
                    v if v == variant => Learning::new(lesson, step),
                    v => Err(format!(
                        "the lesson of {} came for {}",
                        v.id(),
                        arrived.id()
                    )),
                });
        match learning {
            Ok(learning) => {
                self.going.begin(learning, opponent);
                true
            }
            Err(e) => {
                out.push(Effect::Report(format!(
                    "the lesson of {}: {e}",
                    arrived.id()
                )));
                false
            }
        }
    }

    /// The table of the step shown (its board, the pits it talks about), remembered as where
    /// the learner is; none without a lesson.
    pub fn step_table(&self, out: &mut Vec<Effect>) -> Option<Table> {
        let l = self.going.get()?;
        out.push(Effect::RememberLesson {
            variant: l.variant(),
            step: l.step(),
        });
        Some(Table::lesson_step(l.board(), l.highlight(), !l.asks()))
    }

    /// The learner tries `mv` (ignored without a lesson).
    pub fn try_move(&mut self, mv: &Move) -> Tried {
        match self.going.get_mut() {
            Some(l) => l.try_move(mv),
            None => Tried::Ignored,
        }
    }

    /// The lesson's "Next": on to the next step, or after the last a game of the lesson's
    /// variant (the lesson is then remembered from its start).
    pub fn next(&mut self, out: &mut Vec<Effect>) -> Next {
        let Some(l) = self.going.get_mut() else {
            return Next::Nothing;
        };
        if !l.can_go_on() {
            return Next::Nothing;
        }
        if l.next_step() {
            return Next::Step;
        }
        let variant = l.variant();
        out.push(Effect::RememberLesson { variant, step: 0 });
        Next::Game(variant)
    }

    /// The game taught by the lesson going on, whose game leaving it starts.
    pub fn leaving(&self) -> Option<Variant> {
        self.going.get().map(Learning::variant)
    }

    /// Ends the lesson going on, if any (and forgets one asked for): the opponent of before it
    /// is given back.
    pub fn end(&mut self) -> Option<Opponent> {
        self.wanted = None;
        self.going.end()
    }

    /// Who plays the next game "of the same opponent" as `opponent`: in a lesson, the one of
    /// before it.
    pub fn same_opponent(&self, opponent: Opponent) -> Opponent {
        self.going.same_opponent(opponent)
    }

    /// The actions a lesson or a puzzle forbids: no taking back, no replay, no link and no
    /// computer.
    pub fn forbidden(action: Action) -> bool {
        matches!(
            action,
            Action::Undo
                | Action::Back
                | Action::Forward
                | Action::Share
                | Action::SaveGame
                | Action::Analyse
                | Action::BestMove
                | Action::OpenGame
                | Action::Opponent
                | Action::Level
        )
    }

    /// The buttons a lesson or a puzzle disables (`on`), or gives back.
    pub fn study_controls(on: bool) -> Vec<Control> {
        let enabled = |action: Action, enabled: bool| Control {
            id: action.id(),
            enabled: Some(enabled),
            ..Control::default()
        };
        if on {
            [
                Action::Undo,
                Action::Back,
                Action::Forward,
                Action::Opponent,
                Action::Level,
            ]
            .into_iter()
            .map(|a| enabled(a, false))
            .collect()
        } else {
            vec![
                enabled(Action::Opponent, true),
                enabled(Action::Level, true),
            ]
        }
    }

    /// The lesson panel in `texts`' language (hidden without a lesson), and the buttons a
    /// lesson disables.
    pub fn controls(&self, texts: &Texts) -> Vec<Control> {
        match self.going.get() {
            Some(learning) => {
                let mut out = learning.controls(texts);
                out.extend(Lessons::study_controls(true));
                out
            }
            None => {
                let mut out = vec![Control::shown("lesson", false, None)];
                out.extend(Lessons::study_controls(false));
                out
            }
        }
    }
}

#[cfg(test)]
mod tests;
