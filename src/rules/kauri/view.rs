//! Read-only views of a [`Kauri`] state for the other layers (the AI's evaluation reads these,
//! never the fields): the seam that stays put when the representation changes.

use super::fast::Rows;
use super::{Kauri, PITS};

impl Kauri {
    /// Seeds per pit, indexed as `docs/rules/common.md` §0.2 (player `p` owns pits `6p .. 6p+5`).
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

    /// The stores, `[P0, P1]`, as the board counts them.
    #[inline]
    pub fn stores_per_side(&self) -> [u8; 2] {
        self.board.stores()
    }

    /// Cowries on each player's side, `[P0, P1]`.
    #[inline]
    pub fn cowries_per_side(&self) -> [u8; 2] {
        let cowries = Rows::read(self.board.cowries());
        [cowries.total(0), cowries.total(1)]
    }

    /// Seeds on each player's pits that hold no cowrie, `[P0, P1]`.
    #[inline]
    pub fn seeds_without_cowrie(&self) -> [u8; 2] {
        let seeds = Rows::read(self.board.pits());
        let cowries = Rows::read(self.board.cowries());
        [0, 1].map(|p| seeds.where_none(&cowries, p))
    }
}
