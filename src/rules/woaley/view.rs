//! Read-only views of a [`Woaley`] state for the other layers (the AI's evaluation reads these,
//! never the fields): the seam that stays put when the representation changes.

use super::sow::PITS;
use super::Woaley;

impl Woaley {
    /// Seeds per hole, indexed as `docs/rules/common.md` §0.2 (player `p` owns holes `6p .. 6p+5`).
    #[inline]
    pub fn pits(&self) -> &[u8; PITS] {
        self.board.pits()
    }

    /// The stores of both players in the current game.
    #[inline]
    pub fn stores(&self) -> [u32; 2] {
        self.board.stores().map(u32::from)
    }

    /// The points `[P0, P1]` of each finished game of the series, oldest first
    /// (`docs/rules/woaley.md` §2.6–§2.7; empty in a single game until it ends).
    #[inline]
    pub fn series_points(&self) -> &[[u8; 2]] {
        self.series.points()
    }
}
