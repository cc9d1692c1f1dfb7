//! Who plays the two sides of the page's game, and what the page reports of each move.

use crate::rules::{Move, Player};

/// Who plays the two sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// Two people at one screen.
    HotSeat,
    /// The computer plays `side`.
    Computer {
        /// The computer's side.
        side: Player,
    },
    /// The computer plays both sides (a kiosk's attract demo).
    Demo,
}

impl Opponent {
    /// True when the computer plays `player`.
    pub fn computer_plays(self, player: Player) -> bool {
        match self {
            Opponent::HotSeat => false,
            Opponent::Computer { side } => side == player,
            Opponent::Demo => true,
        }
    }
}

/// A move played, as the page reports it to its listeners (`app.onMove`).
#[derive(Clone, Debug, PartialEq)]
pub struct Played {
    /// Who played it.
    pub player: Player,
    /// The move.
    pub mv: Move,
    /// The position after it, as JSON text.
    pub position: String,
}
