//! Read-only views of a [`NamNam`] state for the other layers (the AI's evaluation reads these,
//! never the fields): the seam that stays put when the representation changes.

use super::{NamNam, PITS};
use crate::Player;

impl NamNam {
    /// Seeds per plot, indexed as `docs/rules/common.md` §0.2.
    #[inline]
    pub fn pits(&self) -> &[u8; PITS] {
        self.board.pits()
    }

    /// The owner of each plot (it changes between rounds).
    #[inline]
    pub fn owners(&self) -> &[Player; PITS] {
        self.board.owners()
    }

    /// What each player harvested in the current round.
    #[inline]
    pub fn stores(&self) -> [u32; 2] {
        self.board.stores().map(u32::from)
    }
}
