//! Who plays the two sides of the page's game, their names in the page's language, and what
//! the page reports of each move.

use mancala_i18n::{fill, Texts};
use mancala_rules::{Move, Player};

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

    /// The name the page's JavaScript reads back (`board().opponent`).
    pub fn name(self) -> &'static str {
        match self {
            Opponent::HotSeat => "human",
            Opponent::Computer { .. } => "computer",
            Opponent::Demo => "demo",
        }
    }
}

/// How the page's game is shown and told: who plays, how fast moves animate, in which words.
/// Built from the [`Session`](super::Session)'s state when needed, never stored.
#[derive(Clone, Copy)]
pub struct Seats {
    /// Who plays.
    pub opponent: Opponent,
    /// Animation speed: 1 normal, larger faster, infinite for instant.
    pub speed: f64,
    /// The words of the page's language.
    pub texts: &'static Texts,
    /// Calm motion (the visitor asked for reduced motion): moves are shown without anything
    /// flying, each pit changing in turn (see [`mancala_render::timeline`]).
    pub calm: bool,
}

impl Seats {
    /// The players' names for plates and banners.
    pub fn names(&self) -> [String; 2] {
        let texts = self.texts;
        match self.opponent {
            Opponent::HotSeat => [1, 2].map(|n| fill(texts.player_n, &[("n", &n)])),
            Opponent::Demo => [1, 2].map(|n| fill(texts.computer_n, &[("n", &n)])),
            Opponent::Computer { side } => {
                let mut n = [texts.you.to_string(), texts.you.to_string()];
                n[usize::from(side & 1)] = texts.computer.into();
                n
            }
        }
    }
}

/// A move played, as the page reports it to its listeners (`app.onMove`):
/// `{ player, move, position }`.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Played {
    /// Who played it.
    pub player: Player,
    /// The move.
    #[serde(rename = "move")]
    pub mv: Move,
    /// The position after it.
    pub position: mancala_rules::Position,
}
