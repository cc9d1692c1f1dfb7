//! A lesson or a puzzle going on, and who played before it: a learner studies alone, and
//! leaving gives the game back to the opponent of before.

use super::opponent::Opponent;

/// What is being studied (`T`: a lesson, a puzzle), if anything, and the opponent of before.
#[derive(Clone, Debug)]
pub struct Study<T> {
    going: Option<T>,
    before: Option<Opponent>,
}

impl<T> Default for Study<T> {
    fn default() -> Study<T> {
        Study {
            going: None,
            before: None,
        }
    }
}

impl<T> Study<T> {
    /// What is studied, if anything.
    pub fn get(&self) -> Option<&T> {
        self.going.as_ref()
    }

    /// What is studied, to change it.
    pub fn get_mut(&mut self) -> Option<&mut T> {
        self.going.as_mut()
    }

    /// True while something is studied.
    pub fn is_on(&self) -> bool {
        self.going.is_some()
    }

    /// Studies `going` now; `opponent`, who played until then, is kept unless something was
    /// studied already (whose opponent of before stays).
    pub fn begin(&mut self, going: T, opponent: Opponent) {
        if self.going.is_none() {
            self.before = Some(opponent);
        }
        self.going = Some(going);
    }

    /// Ends the study, if any: the opponent of before it is given back.
    pub fn end(&mut self) -> Option<Opponent> {
        self.going.take()?;
        self.before.take()
    }

    /// Who plays the next game "of the same opponent" as `opponent`: while studying, the one
    /// of before.
    pub fn same_opponent(&self, opponent: Opponent) -> Opponent {
        match (&self.going, self.before) {
            (Some(_), Some(before)) => before,
            _ => opponent,
        }
    }
}
