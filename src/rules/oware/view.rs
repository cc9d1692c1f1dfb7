//! Read-only views of an [`Oware`] state for the other layers (the AI's evaluation reads these,
//! never the fields): the seam that stays put when the representation changes.

use super::{Oware, PITS};

impl Oware {
    /// Seeds per pit, indexed as `docs/rules/common.md` §0.2 (player `p` owns pits `6p .. 6p+5`).
    #[inline]
    pub fn pits(&self) -> &[u8; PITS] {
        self.board.pits()
    }
}
