//! Read-only views of a [`Kalah`] state for the other layers (the AI's evaluation reads these,
//! never the fields).

use super::{Kalah, PITS};

impl Kalah {
    /// Seeds per pit, indexed as `docs/rules/common.md` §0.2 (player `p` owns pits `6p .. 6p+5`).
    #[inline]
    pub fn pits(&self) -> &[u8; PITS] {
        self.board.pits()
    }
}
