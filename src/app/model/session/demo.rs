//! A kiosk's attract demo in the [`Session`]: the computer plays both sides, slowly, and the
//! speed of before is given back when a person's game starts.

use super::super::command::Effect;
use super::super::opponent::Opponent;
use super::{Session, SLOW, SPEEDS};
use mancala_rules::Variant;

/// A demo game still going after this many moves gives way to a fresh one: two computers can
/// play some games for ever (Nam-Nam ends only when one player holds all 48 seeds), and a
/// kiosk's memory must not grow all day with one endless game.
pub const DEMO_MAX_PLIES: usize = 500;

/// The game after `variant`, in the menu's order (the `soak` demo goes through them all).
pub fn next_variant(variant: Variant) -> Variant {
    let all = Variant::ALL;
    let here = all.iter().position(|&v| v == variant).unwrap_or(0);
    all[(here + 1) % all.len()]
}

impl Session {
    /// Starts an attract demo of `variant`: the computer plays both sides, slowly (at once
    /// when the user asked for reduced motion; the computer then pauses between moves).
    pub(super) fn start_demo(&mut self, variant: Variant, out: &mut Vec<Effect>) {
        if self.demo_speed.is_none() {
            self.demo_speed = Some(self.speed);
        }
        if self.settings.soak {
            self.speed = f64::INFINITY;
        } else if !self.start.reduced_motion {
            self.speed = SPEEDS[SLOW];
        }
        self.new_game(variant, Opponent::Demo, out);
    }

    /// Gives back the speed of before the demo, when `opponent` ends it.
    pub(super) fn restore_speed(&mut self, opponent: Opponent) {
        if opponent != Opponent::Demo {
            if let Some(speed) = self.demo_speed.take() {
                self.speed = speed;
            }
        }
    }

    /// True when the attract demo's game has gone on too long (see [`DEMO_MAX_PLIES`]).
    pub(super) fn demo_went_on_too_long(&self) -> bool {
        self.opponent == Opponent::Demo
            && self.table.outcome().is_none()
            && self
                .table
                .game()
                .is_some_and(|g| g.moves_played() >= DEMO_MAX_PLIES)
    }

    /// A fresh demo game: the same game, or the next one for the `soak` test setting.
    pub(super) fn restart_demo(&mut self, out: &mut Vec<Effect>) {
        let variant = if self.settings.soak {
            next_variant(self.table.variant)
        } else {
            self.table.variant
        };
        self.start_demo(variant, out);
    }
}
