//! Read-only views of an [`Omweso`] state for the other layers (the AI's evaluation reads
//! these, never the fields): the seam that stays put when the representation changes.

use super::{Omweso, PITS};

impl Omweso {
    /// Seeds per plot, by global index `16p + k` (`docs/rules/omweso.md` §6.1): player `p` owns
    /// plots `16p .. 16p+15`.
    #[inline]
    pub fn pits(&self) -> &[u8; PITS] {
        self.board.pits()
    }
}
