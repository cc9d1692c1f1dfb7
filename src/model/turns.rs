//! What follows a move once nothing animates: the end of the game told once, and the computer
//! asked to play when its turn comes. One request to the computer counts at a time: a new
//! position or a new game forgets it, and an answer to another is ignored.

use super::command::Effect;
use super::opponent::Opponent;
use super::settings::Settings;
use super::table::Table;
use mancala_rules::Outcome;

/// The requests to the computer and the end of the game told.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Turns {
    /// The request to the computer now; an answer to another is ignored.
    request: u32,
    /// The request asked and not answered yet.
    pending: Option<u32>,
    /// The end of the game on the table was told.
    over_told: bool,
}

impl Turns {
    /// The request to the computer now.
    pub fn request(&self) -> u32 {
        self.request
    }

    /// True when `request` is the request now.
    pub fn awaits(&self, request: u32) -> bool {
        request == self.request
    }

    /// Forgets the request to the computer: an answer to it will be ignored.
    pub fn forget(&mut self) {
        self.request = self.request.wrapping_add(1);
        self.pending = None;
    }

    /// The computer could not answer `request`: true when it was the one asked, which may
    /// then be asked again.
    pub fn failed(&mut self, request: u32) -> bool {
        let asked = self.pending == Some(request);
        if asked {
            self.pending = None;
        }
        asked
    }

    /// Tells the end of the game on `table` once (not in a lesson, whose end the lesson tells,
    /// nor while a replay has not reached it); returns the outcome when it is told now.
    pub fn tell_end(
        &mut self,
        table: &Table,
        lesson: bool,
        out: &mut Vec<Effect>,
    ) -> Option<Outcome> {
        match table.outcome() {
            None => self.over_told = false,
            Some(_) if lesson || table.replaying() => {}
            Some(o) if !self.over_told => {
                self.over_told = true;
                out.push(Effect::GameOver(o.clone()));
                return Some(o);
            }
            Some(_) => {}
        }
        None
    }

    /// Asks the computer to play when its turn on `table` has come and it was not asked yet.
    pub fn ask(
        &mut self,
        table: &Table,
        opponent: Opponent,
        settings: &Settings,
        out: &mut Vec<Effect>,
    ) {
        if !table.computer_to_play(opponent) || self.pending == Some(self.request) {
            return;
        }
        if let Some(game) = table.game() {
            self.pending = Some(self.request);
            out.push(Effect::Ask {
                request: self.request,
                position: game.current().position(),
                level: settings.level,
                // The soak test's demo goes as fast as the computer thinks.
                demo: opponent == Opponent::Demo && !settings.soak,
            });
        }
    }
}
