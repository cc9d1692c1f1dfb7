//! A 2×6 board's rows as 64-bit words, a pit per byte: player 0's pits 0 to 5 in bytes 0 to 5
//! of the first word, player 1's 6 to 11 in the second. A game's searches read a row at once
//! this way (Kauri's quiet sowing, the Oware, Woaley and Kauri evaluations); 64-bit words are
//! native on `wasm32` too, where 128-bit ones are not. A pit of these games never holds 128
//! counters, so a byte's sum or compare never carries into the next byte.

/// One in each of a row's six bytes.
pub const ONES: u64 = 0x0000_0101_0101_0101;

/// The two rows of `counts` (seeds or cowries per pit): two loads.
#[inline(always)]
pub fn row_words(counts: &[u8; 12]) -> [u64; 2] {
    let mut low = [0u8; 8];
    let mut high = [0u8; 8];
    low.copy_from_slice(&counts[..8]);
    high.copy_from_slice(&counts[4..]);
    [
        u64::from_le_bytes(low) & ((1 << 48) - 1),
        u64::from_le_bytes(high) >> 16,
    ]
}

/// The sum of a row's bytes (less than 256: the counters of one kind in a game). Byte 5 of
/// the product sums bytes 0 to 5; the lower ones hold partial sums, with no carry.
#[inline(always)]
pub const fn row_sum(row: u64) -> u8 {
    (row.wrapping_mul(ONES) >> 40) as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_hold_each_players_pits_and_sum_them() {
        let counts: [u8; 12] = std::array::from_fn(|i| (i * 7 % 23) as u8);
        let [p0, p1] = row_words(&counts);
        for i in 0..6 {
            assert_eq!((p0 >> (8 * i)) as u8, counts[i]);
            assert_eq!((p1 >> (8 * i)) as u8, counts[6 + i]);
        }
        assert_eq!(p0 >> 48 | p1 >> 48, 0);
        let sums = [
            counts[..6].iter().sum::<u8>(),
            counts[6..].iter().sum::<u8>(),
        ];
        assert_eq!([row_sum(p0), row_sum(p1)], sums);
    }
}
