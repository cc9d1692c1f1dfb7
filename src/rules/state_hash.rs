//! [`StateHasher`]: the fast 64-bit hash behind [`crate::rules::Rules::state_hash`], fed by the
//! games' derived `Hash` (so a field added to a game is hashed without anyone remembering to).

use std::hash::{Hash, Hasher};

/// The multiplier of one mixing step (the 64-bit golden ratio, odd).
const K: u64 = 0x9E37_79B9_7F4A_7C15;

/// Spreads every bit of `z` over the word (MurmurHash3's finaliser): low bits index tables.
pub(crate) const fn finish_mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 33)).wrapping_mul(0xFF51_AFD7_ED55_8CCD);
    z = (z ^ (z >> 33)).wrapping_mul(0xC4CE_B9FE_1A85_EC53);
    z ^ (z >> 33)
}

/// A [`Hasher`] that takes a word per step (rotate, xor, multiply) and mixes once at the end:
/// a handful of nanoseconds for a game state, where `std`'s SipHash takes tens.
#[derive(Clone, Copy, Debug)]
pub struct StateHasher(u64);

impl StateHasher {
    /// A hasher with nothing written yet.
    pub const fn new() -> StateHasher {
        StateHasher(0x243F_6A88_85A3_08D3)
    }

    /// The hash of `value`.
    pub fn of<T: Hash + ?Sized>(value: &T) -> u64 {
        let mut h = StateHasher::new();
        value.hash(&mut h);
        h.finish()
    }

    #[inline(always)]
    fn word(&mut self, w: u64) {
        self.0 = (self.0.rotate_left(23) ^ w).wrapping_mul(K);
    }
}

impl Default for StateHasher {
    fn default() -> Self {
        StateHasher::new()
    }
}

/// `Hasher` methods that take their integer as one word.
macro_rules! words {
    ($($name:ident: $t:ty),*) => {
        $(
            #[inline]
            fn $name(&mut self, i: $t) {
                self.word(i as u64);
            }
        )*
    };
}

impl Hasher for StateHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut w = [0u8; 8];
            w.copy_from_slice(chunk);
            self.word(u64::from_le_bytes(w));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut w = [0u8; 8];
            w[..rest.len()].copy_from_slice(rest);
            self.word(u64::from_le_bytes(w));
        }
    }

    words!(write_u8: u8, write_u16: u16, write_u32: u32, write_u64: u64, write_usize: usize);

    #[inline]
    fn finish(&self) -> u64 {
        finish_mix(self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_values_share_a_hash_and_near_ones_do_not() {
        let a = ([4u8; 12], [0u8, 0], 0u8);
        assert_eq!(StateHasher::of(&a), StateHasher::of(&a.clone()));
        let mut b = a;
        b.0[11] = 5;
        assert_ne!(StateHasher::of(&a), StateHasher::of(&b));
        assert_ne!(
            StateHasher::of(&a),
            StateHasher::of(&([4u8; 12], [0u8, 0], 1u8))
        );
        // Bytes moved between two fields change the hash (lengths are hashed too).
        assert_ne!(
            StateHasher::of(&(vec![1u8], vec![2u8])),
            StateHasher::of(&(vec![1u8, 2], Vec::<u8>::new()))
        );
    }
}
