//! A kiosk's attract demo in the [`Session`]: the computer plays both sides, slowly, and the
//! speed of before is given back when a person's game starts.

use super::super::command::Effect;
use super::super::opponent::Opponent;
use super::{Session, SLOW, SPEEDS};
use crate::rules::Variant;

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
}
