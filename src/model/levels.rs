//! The level a visitor is offered next: after a win against the computer, the next level up;
//! after two losses in a row, the next one down. The offer is a button of the game-over panel,
//! one tap that starts a game at that level; a draw, a win or a game at another level ends a
//! run of losses.
//! Games between two people, the kiosk's demo, lessons and replays offer nothing.

use super::command::Control;
use super::controls::level_label;
use super::opponent::Opponent;
use super::settings::LEVELS;
use mancala_i18n::{fill, Texts};
use mancala_rules::Outcome;

/// The id of the game-over panel's button that offers a level.
pub const OFFER_ID: &str = "gameover-level";

/// The losses in a row after which an easier level is offered.
pub const LOSSES_FOR_EASIER: u32 = 2;

/// A level offered, and which way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Offer {
    /// The next level up, after a win.
    Harder(u32),
    /// The next level down, after losses in a row.
    Easier(u32),
}

impl Offer {
    /// The level offered.
    pub fn level(self) -> u32 {
        match self {
            Offer::Harder(n) | Offer::Easier(n) => n,
        }
    }
}

/// The visitor's run of games against the computer, and the level it offers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Levels {
    /// Games lost to the computer in a row, at `level`.
    losses: u32,
    /// The level of the last game that ended against the computer.
    level: u32,
    /// The level offered on the game-over panel now.
    offer: Option<Offer>,
}

impl Levels {
    /// The level offered now.
    pub fn offer(&self) -> Option<Offer> {
        self.offer
    }

    /// A game against `opponent` at `level` ended with `outcome` (told once per game): a win
    /// offers the next level up, a second loss in a row the next one down.
    pub fn ended(&mut self, outcome: &Outcome, opponent: Opponent, level: u32) {
        self.offer = None;
        let Opponent::Computer { side } = opponent else {
            return;
        };
        if level != self.level {
            self.level = level;
            self.losses = 0;
        }
        match outcome.winner {
            Some(w) if w == side => {
                self.losses += 1;
                if self.losses >= LOSSES_FOR_EASIER && level > *LEVELS.start() {
                    self.offer = Some(Offer::Easier(level - 1));
                }
            }
            Some(_) => {
                self.losses = 0;
                if level < *LEVELS.end() {
                    self.offer = Some(Offer::Harder(level + 1));
                }
            }
            None => self.losses = 0,
        }
    }

    /// A new game starts: the offer goes (the panel with it); the run of losses goes on.
    pub fn new_game(&mut self) {
        self.offer = None;
    }

    /// The offer's button: shown with its words while a level is offered and `over` (the
    /// game-over panel is shown).
    pub fn control(&self, over: bool, texts: &Texts) -> Control {
        let offer = self.offer.filter(|_| over);
        Control {
            id: OFFER_ID,
            visible: Some(offer.is_some()),
            text: offer.map(|o| {
                let template = match o {
                    Offer::Harder(_) => texts.level_up,
                    Offer::Easier(_) => texts.level_down,
                };
                fill(template, &[("level", &level_label(texts, o.level()))])
            }),
            ..Control::default()
        }
    }
}

#[cfg(test)]
mod tests;
