//! A 64-bit key for a game state, for the transposition table and for spotting repetitions on
//! the search path.
//!
//! The [`Rules`](crate::rules::Rules) trait gives no cheap hash: `repetition_key()` allocates a
//! `String` and `position()` builds a JSON-shaped value. Every game is `Debug` (the trait requires
//! it) and its derived `Debug` output names every field, so hashing that output through a
//! [`fmt::Write`] sink gives a key that covers the whole state without allocating. If the game
//! structs later derive `Hash`, this is the one place to switch over.

use std::fmt::{self, Write};

/// FNV-1a over the bytes the formatter writes.
struct FnvWriter(u64);

const FNV_OFFSET: u64 = 0xCBF2_9CE4_8422_2325;
const FNV_PRIME: u64 = 0x0000_0100_0000_01B3;

impl Write for FnvWriter {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        for byte in s.bytes() {
            self.0 = (self.0 ^ u64::from(byte)).wrapping_mul(FNV_PRIME);
        }
        Ok(())
    }
}

/// The key of a game state: equal states give equal keys; different states almost always give
/// different keys (the search tolerates the rare collision: it re-checks any move it takes from
/// the table).
pub fn state_hash<G: fmt::Debug>(game: &G) -> u64 {
    let mut writer = FnvWriter(FNV_OFFSET);
    // Writing into FnvWriter cannot fail; a failing Debug impl would only weaken the key.
    let _ = write!(writer, "{game:?}");
    finalize(writer.0)
}

/// Spreads FNV's weak low bits (the table is indexed by them).
fn finalize(mut z: u64) -> u64 {
    z = (z ^ (z >> 33)).wrapping_mul(0xFF51_AFD7_ED55_8CCD);
    z = (z ^ (z >> 33)).wrapping_mul(0xC4CE_B9FE_1A85_EC53);
    z ^ (z >> 33)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug)]
    #[allow(dead_code)] // read through Debug only
    struct Board {
        pits: [u8; 4],
        to_move: u8,
    }

    #[test]
    fn equal_states_share_a_key_and_different_ones_do_not() {
        let a = Board {
            pits: [1, 2, 3, 4],
            to_move: 0,
        };
        let b = Board {
            pits: [1, 2, 3, 4],
            to_move: 0,
        };
        let c = Board {
            pits: [1, 2, 3, 4],
            to_move: 1,
        };
        let d = Board {
            pits: [1, 2, 4, 3],
            to_move: 0,
        };
        assert_eq!(state_hash(&a), state_hash(&b));
        assert_ne!(state_hash(&a), state_hash(&c));
        assert_ne!(state_hash(&a), state_hash(&d));
    }
}
