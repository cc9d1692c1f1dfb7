//! Read-only views of a [`Kauri`] state for the other layers (the AI's evaluation reads these,
//! never the fields): the seam that stays put when the representation changes.

use super::{Kauri, PITS};

impl Kauri {
    /// Seeds per pit, indexed as `RULES.md` §0.2 (player `p` owns pits `6p .. 6p+5`).
    #[inline]
    pub fn seeds(&self) -> &[u8; PITS] {
        self.board.pits()
    }

    /// Cowries per pit.
    #[inline]
    pub fn cowries(&self) -> &[u8; PITS] {
        self.board.cowries()
    }

    /// The stores of both players.
    #[inline]
    pub fn stores(&self) -> [u32; 2] {
        self.stores_u32()
    }
}
