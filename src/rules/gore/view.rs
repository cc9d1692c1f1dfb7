//! Read-only views of a [`Gore`] state for the other layers (the AI's evaluation reads these,
//! never the fields): the seam that stays put when the representation changes.

use super::{Gore, HOLES};
use crate::Player;

impl Gore {
    /// Seeds per hole, indexed as `docs/rules/common.md` §0.2.
    #[inline]
    pub fn pits(&self) -> &[u8; HOLES] {
        self.board.pits()
    }

    /// The owner of each hole (holes change hands in the negotiation).
    #[inline]
    pub fn owners(&self) -> &[Player; HOLES] {
        self.board.owners()
    }

    /// The stores of both players.
    #[inline]
    pub fn stores(&self) -> [u32; 2] {
        self.board.stores().map(u32::from)
    }
}
