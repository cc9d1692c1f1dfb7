//! The legal moves (`docs/rules/oware.md` §4.2): own non-empty plots, or only those that feed an
//! empty row; under O-5plots "ludii", only those after which the opponent has a seed.

use super::house::Slam;
use super::{opp, row, Oware};
use crate::Player;

impl Oware {
    /// Player `p`'s row as six bytes of a word, pit `6p` lowest.
    #[inline(always)]
    fn row_word(&self, p: Player) -> u64 {
        let s = row(p).start;
        let b = self.board.pits();
        u64::from_le_bytes([b[s], b[s + 1], b[s + 2], b[s + 3], b[s + 4], b[s + 5], 0, 0])
    }

    /// The legal moves as a bit set of pits (bit `i` = pit `i`): §4.2, with forced feeding.
    /// Computed once per turn, by [`Oware::refresh_moves`].
    #[inline(always)]
    pub(super) fn legal_mask(&self) -> u16 {
        self.moves
    }

    /// Recomputes the legal moves after the board or the player to move changed. Branch-free on
    /// six bytes at once: plot `k` is playable when it holds at least `need[k]` seeds, where
    /// `need` is 1 everywhere, or `6 - k` when the opponent's row is empty (forced feeding).
    #[inline(always)]
    pub(super) fn refresh_moves(&mut self) {
        /// One in each of the six low bytes.
        const ONES: u64 = 0x0000_0101_0101_0101;
        /// `6 - k` in byte `k`: the seeds plot `k` needs to reach the opponent's row.
        const TO_REACH: u64 = 0x0000_0102_0304_0506;
        /// Moves bit 0 of byte `k` to bit `56 + k` (the bytes' products never collide).
        const GATHER: u64 = (1 << 56) | (1 << 49) | (1 << 42) | (1 << 35) | (1 << 28) | (1 << 21);
        if self.end.is_some() {
            self.moves = 0;
            return;
        }
        let p = self.to_move;
        let need = if self.row_word(opp(p)) == 0 {
            TO_REACH
        } else {
            ONES
        };
        // Counts are at most 48, so `count + 0x80 - need` stays within its byte and has its
        // high bit set exactly when `count >= need`.
        let high = (self.row_word(p) + (0x80 * ONES - need)) & (0x80 * ONES);
        let bits = ((high >> 7).wrapping_mul(GATHER) >> 56) as u16 & 0x3F;
        self.moves = bits << row(p).start;
        if self.house.slam() == Slam::Illegal {
            self.moves = self.ludii_mask(self.moves);
        }
    }

    /// How many legal moves there are now (with O-may "optional", each choice of harvest is
    /// one).
    #[inline(always)]
    pub fn legal_move_count(&self) -> u32 {
        if self.house.optional() {
            self.harvest_move_count()
        } else {
            self.legal_mask().count_ones()
        }
    }

    /// The game with its legal moves computed.
    pub(super) fn with_moves(mut self) -> Oware {
        self.refresh_moves();
        self
    }
}

#[cfg(test)]
mod tests {
    use super::super::{row, test_game, PITS};
    use crate::opp;
    use crate::rng::Rng;

    #[test]
    fn feeding_mask_needs_six_minus_k_seeds() {
        let mut pits = [0; PITS];
        pits[0] = 5; // reaches pit 5 only
        pits[1] = 5; // reaches pit 6
        pits[5] = 1;
        let g = test_game(pits);
        assert_eq!(g.legal_mask(), 0b10_0010);
    }

    #[test]
    fn word_mask_matches_the_rule_as_written() {
        let mut rng = Rng::new(7);
        for _ in 0..20_000 {
            let mut pits = [0u8; PITS];
            let mut left = 48;
            for pit in 0..PITS {
                // Many empty plots, so that empty rows (forced feeding) come up often.
                let seeds = if rng.chance(0.5) {
                    0
                } else {
                    rng.below(left.min(12) + 1) as u8
                };
                pits[pit] = seeds;
                left -= usize::from(seeds);
            }
            let mut g = test_game(pits);
            for p in [0, 1] {
                g.to_move = p;
                g.refresh_moves();
                let must_feed = row(opp(p)).all(|i| pits[i] == 0);
                let expected = row(p)
                    .filter(|&i| {
                        let needed = if must_feed { row(p).end - i } else { 1 };
                        usize::from(pits[i]) >= needed
                    })
                    .fold(0u16, |mask, i| mask | 1 << i);
                assert_eq!(g.legal_mask(), expected, "{pits:?}, player {p} to move");
            }
        }
    }
}
