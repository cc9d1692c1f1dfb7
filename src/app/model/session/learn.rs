//! The session's lessons: a game's lesson chosen in the menu (or by the `lesson` setting) is
//! fetched, shown step by step on the board, and each move the learner makes is first put to
//! the step ([`Learning::try_move`]). A lesson is played by the learner alone; leaving it
//! gives back the opponent of before.

use super::super::learning::{Learning, Tried};
use super::{Effect, Session, Table};
use mancala_learn::Lesson;
use mancala_rules::{Move, Variant};

impl Session {
    /// The lesson going on, if any.
    pub fn learning(&self) -> Option<&Learning> {
        self.learning.as_ref()
    }

    /// Asks for `variant`'s lesson; it starts when it arrives.
    pub(super) fn learn(&mut self, variant: Variant, out: &mut Vec<Effect>) {
        self.menu_open = false;
        out.push(Effect::Menu(false));
        self.lesson_wanted = Some(variant);
        out.push(Effect::FetchLesson(variant));
    }

    /// The lesson asked for arrived: it starts at `step` (where the learner left it).
    pub(super) fn lesson_arrived(
        &mut self,
        arrived: Variant,
        text: Result<String, String>,
        step: usize,
        out: &mut Vec<Effect>,
    ) {
        let Some(variant) = self.lesson_wanted.filter(|v| *v == arrived) else {
            return; // another was asked for since, or none
        };
        self.lesson_wanted = None;
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
                if self.learning.is_none() {
                    self.before_lesson = Some(self.opponent);
                }
                self.opponent = super::Opponent::HotSeat;
                self.learning = Some(learning);
                self.show_step(out);
            }
            Err(e) => out.push(Effect::Report(format!(
                "the lesson of {}: {e}",
                arrived.id()
            ))),
        }
    }

    /// Puts the step's board on the table.
    fn show_step(&mut self, out: &mut Vec<Effect>) {
        let Some(l) = &self.learning else { return };
        out.push(Effect::RememberLesson {
            variant: l.variant(),
            step: l.step(),
        });
        self.table = Table::from_game(l.board());
        self.table.marked = l.highlight().to_vec();
        self.table.frozen = !l.asks();
        self.invalidate();
        self.changed(out);
    }

    /// The learner asks for `mv`: played when the step asks for it, else the panel says why not.
    pub(super) fn learner_plays(&mut self, mv: Move, out: &mut Vec<Effect>) {
        let Some(l) = &mut self.learning else { return };
        match l.try_move(&mv) {
            Tried::Play => {
                let seats = self.seats();
                self.table.marked.clear();
                self.table.frozen = true;
                match self.table.play(&mv, &seats) {
                    Ok(done) => self.played(done, out),
                    Err(e) => out.push(Effect::Report(format!("the lesson's move: {e}"))),
                }
            }
            Tried::Wrong => self.changed(out),
            Tried::Ignored => {}
        }
    }

    /// The lesson's "Next": the next step, or after the last a game of the lesson's variant.
    pub(super) fn lesson_next(&mut self, out: &mut Vec<Effect>) {
        let Some(l) = &mut self.learning else { return };
        if !l.can_go_on() {
            return;
        }
        if l.next_step() {
            return self.show_step(out);
        }
        let variant = l.variant();
        out.push(Effect::RememberLesson { variant, step: 0 });
        self.new_game(variant, self.same_opponent(), out);
    }

    /// Leaves the lesson for a game of its variant.
    pub(super) fn leave_lesson(&mut self, out: &mut Vec<Effect>) {
        if let Some(variant) = self.learning.as_ref().map(Learning::variant) {
            self.new_game(variant, self.same_opponent(), out);
        }
    }

    /// Ends the lesson going on, if any, giving back the opponent of before it.
    pub(super) fn end_lesson(&mut self) {
        self.lesson_wanted = None;
        self.table.marked.clear();
        self.table.frozen = false;
        if self.learning.take().is_some() {
            if let Some(before) = self.before_lesson.take() {
                self.opponent = before;
            }
        }
    }

    /// Who plays the next game "of the same opponent": in a lesson, the one of before it.
    pub(super) fn same_opponent(&self) -> super::Opponent {
        match (&self.learning, self.before_lesson) {
            (Some(_), Some(before)) => before,
            _ => self.opponent,
        }
    }
}
