//! Playing: a pit clicked, a person's move (checked by the lesson first, if one is going on),
//! the computer's answer, and a new game or opponent.

use super::super::command::Effect;
use super::super::opponent::Opponent;
use super::super::table::{Clicked, Done, Table};
use super::Session;
use mancala_rules::{HouseRules, Move, Variant};

impl Session {
    /// A click (or Enter) on `pit`.
    pub(super) fn click(&mut self, pit: usize, out: &mut Vec<Effect>) {
        let seats = self.seats();
        match self.table.click(pit, &seats) {
            Ok(Clicked::Nothing) => {}
            Ok(Clicked::Changed) => self.changed(out),
            Ok(Clicked::Choose) => self.harvest_opened(out),
            Ok(Clicked::Wants(mv)) => self.person_plays(mv, out),
            Err(e) => out.push(Effect::Report(format!("playing: {e}"))),
        }
    }

    /// A person asks for `mv` (a pit clicked, a choice confirmed): in a lesson, the step
    /// decides first.
    pub(super) fn person_plays(&mut self, mv: Move, out: &mut Vec<Effect>) {
        if self.learning.is_some() {
            return self.learner_plays(mv, out);
        }
        let seats = self.seats();
        match self.table.play(&mv, &seats) {
            Ok(done) => self.played(done, out),
            Err(e) => {
                out.push(Effect::Report(format!("playing: {e}")));
                self.changed(out);
            }
        }
    }

    /// A move was played: told, reported, shown.
    pub(super) fn played(&mut self, done: Done, out: &mut Vec<Effect>) {
        let said = self.note_capture(&done);
        out.push(Effect::Announce(said));
        out.push(Effect::Moved(done.played));
        self.changed(out);
    }

    /// The computer's answer to request `request`: played if it is still the one awaited.
    pub(super) fn computer_plays(&mut self, request: u32, mv: &Move, out: &mut Vec<Effect>) {
        if request == self.request && self.table.computer_to_play(self.opponent) {
            self.invalidate();
            let seats = self.seats();
            match self.table.play(mv, &seats) {
                Ok(done) => self.played(done, out),
                Err(e) => out.push(Effect::Report(format!("the computer's move: {e}"))),
            }
        }
    }

    /// A new game of `variant` for `opponent`, started by the page: played by the rules of
    /// [`Session::setting_rules`] (a `rules` setting that does not fit is told, and the usual
    /// rules played).
    pub(super) fn new_game(&mut self, variant: Variant, opponent: Opponent, out: &mut Vec<Effect>) {
        match self.setting_rules(variant) {
            Ok(rules) => self.new_game_with(variant, opponent, rules, out),
            Err(why) => {
                self.new_game_with(variant, opponent, HouseRules::default(), out);
                self.bad_rules(why, out);
            }
        }
    }

    /// A new game of `variant` for `opponent`, played by `rules`.
    pub(super) fn new_game_with(
        &mut self,
        variant: Variant,
        opponent: Opponent,
        rules: HouseRules,
        out: &mut Vec<Effect>,
    ) {
        self.end_lesson();
        self.restore_speed(opponent);
        self.table = Table::playing(variant, rules);
        self.opponent = opponent;
        self.invalidate();
        self.changed(out);
    }

    /// Changes who plays the game going on.
    pub(super) fn set_opponent(&mut self, opponent: Opponent, out: &mut Vec<Effect>) {
        self.restore_speed(opponent);
        self.opponent = opponent;
        self.invalidate();
        self.changed(out);
    }
}
