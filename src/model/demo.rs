//! A kiosk's attract demo: the computer plays both sides, slowly, a game that goes on too
//! long gives way to a fresh one, and the speed of before is given back when a person's game
//! starts.

use super::opponent::Opponent;
use super::session::{SLOW, SPEEDS};
use super::settings::Settings;
use super::table::Table;
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

/// The demo's own state.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Demo {
    /// The speed chosen before the demo started, given back when it ends.
    speed_before: Option<f64>,
}

impl Demo {
    /// A demo starts: `speed` becomes slow (instant for the `soak` test setting; under reduced
    /// motion the slow moves are shown calmly, see [`Seats::calm`]). The speed of before is
    /// kept.
    ///
    /// [`Seats::calm`]: super::opponent::Seats::calm
    pub fn start(&mut self, speed: &mut f64, settings: &Settings) {
        if self.speed_before.is_none() {
            self.speed_before = Some(*speed);
        }
        *speed = if settings.soak {
            f64::INFINITY
        } else {
            SPEEDS[SLOW]
        };
    }

    /// `opponent` now plays: unless it is the demo again, `speed` is the one of before it.
    pub fn end(&mut self, opponent: Opponent, speed: &mut f64) {
        if opponent != Opponent::Demo {
            if let Some(before) = self.speed_before.take() {
                *speed = before;
            }
        }
    }
}

/// The game of the fresh demo that replaces the one on `table` when it went on too long (see
/// [`DEMO_MAX_PLIES`]): the same game, or the next one for the `soak` test setting.
pub fn fresh(table: &Table, opponent: Opponent, settings: &Settings) -> Option<Variant> {
    let too_long = opponent == Opponent::Demo
        && table.outcome().is_none()
        && table
            .game()
            .is_some_and(|g| g.moves_played() >= DEMO_MAX_PLIES);
    too_long.then(|| {
        if settings.soak {
            next_variant(table.variant())
        } else {
            table.variant()
        }
    })
}

#[cfg(test)]
mod tests;
