//! The shape of each game's board: how many rows and columns of pits, whether it has stores, and
//! where each pit index sits on it (`docs/rules/common.md` §0.2 and `docs/rules/omweso.md` §6.1).

use mancala_rules::{Player, Variant};

/// The shape of a board: rows and columns of pits, and whether it has stores.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardSpec {
    /// Rows of pits: 2, or 4 for Omweso.
    pub rows: usize,
    /// Pits per row.
    pub cols: usize,
    /// Whether captured seeds have a store at each end (every game but Omweso).
    pub stores: bool,
}

impl BoardSpec {
    /// The board of `variant`.
    pub fn of(variant: Variant) -> BoardSpec {
        let (rows, cols) = variant.shape();
        BoardSpec {
            rows,
            cols,
            stores: variant != Variant::Omweso,
        }
    }

    /// Pits on the board.
    pub const fn pit_count(&self) -> usize {
        self.rows * self.cols
    }

    /// The (column, row) of `pit`, row 0 at the top of the landscape board, column 0 on the left
    /// (`docs/rules/common.md` §0.2 and `docs/rules/omweso.md` §6.1).
    pub fn cell_of(&self, pit: usize) -> (usize, usize) {
        let n = self.cols;
        if self.rows == 4 {
            let (p, k) = (pit / 16, pit % 16);
            match (p, k < 8) {
                (0, true) => (k, 3),
                (0, false) => (15 - k, 2),
                (_, true) => (7 - k, 0),
                (_, false) => (k - 8, 1),
            }
        } else if pit < n {
            (pit, 1)
        } else {
            (2 * n - 1 - pit, 0)
        }
    }

    /// The next pit counter-clockwise on its owner's sowing ring (for the direction arrows):
    /// the whole board on two-row boards, the player's own 16 plots on Omweso's.
    pub fn next_ccw(&self, pit: usize) -> usize {
        if self.rows == 4 {
            16 * (pit / 16) + (pit % 16 + 1) % 16
        } else {
            (pit + 1) % self.pit_count()
        }
    }

    /// Whose side a pit lies on by its row (its owner at the start of a game).
    pub fn side_of(&self, pit: usize) -> Player {
        u8::from(pit >= self.pit_count() / 2)
    }
}
