//! [`StateHasher`]: the fast 64-bit hash behind [`crate::Rules::state_hash`], fed by the
//! games' derived `Hash` (so a field added to a game is hashed without anyone remembering to).

use super::Board;
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

/// The pits, cowries, owners and stores as one run of bytes, 8 to a word, with no lengths: the
/// sizes are the type's, so two boards of a type differ exactly where their bytes do. The
/// derived `Hash` wrote four lengths and four short runs (a multiply for each, one after the
/// other), and the search hashes a board at every node.
impl<const N: usize, const C: usize, const O: usize> Hash for Board<N, C, O> {
    #[inline]
    fn hash<H: Hasher>(&self, state: &mut H) {
        // A board too large for the buffer fails to compile rather than hashing part of itself.
        const { assert!(N + C + O + 2 <= BOARD_BYTES) };
        let mut bytes = [0u8; BOARD_BYTES];
        let parts: [&[u8]; 4] = [self.pits(), self.cowries(), self.owners(), &self.stores()];
        let mut len = 0;
        for part in parts {
            bytes[len..len + part.len()].copy_from_slice(part);
            len += part.len();
        }
        for word in bytes[..len].chunks(8) {
            let mut w = [0u8; 8];
            w[..word.len()].copy_from_slice(word);
            state.write_u64(u64::from_le_bytes(w));
        }
    }
}

/// Room for every board's bytes (the largest: Omweso's 32 pits and 2 stores).
const BOARD_BYTES: usize = 64;

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

    #[test]
    fn a_board_hashes_every_pit_cowrie_owner_and_store() {
        let board: Board<12, 12, 12> = Board::new([4; 12]);
        let base = StateHasher::of(&board);
        assert_eq!(base, StateHasher::of(&board.clone()));
        let mut seen = vec![base];
        for i in 0..12 {
            let mut pits = [4; 12];
            pits[i] = 5;
            seen.push(StateHasher::of(&Board::<12, 12, 12>::new(pits)));
            let mut cowries = [0; 12];
            cowries[i] = 1;
            seen.push(StateHasher::of(&board.with_cowries(cowries)));
            let mut owners = std::array::from_fn(|pit| crate::board::half_owner(pit, 12));
            owners[i] ^= 1;
            seen.push(StateHasher::of(&board.with_owners(owners)));
        }
        for store in 0..2 {
            let mut stores = [0; 2];
            stores[store] = 1;
            seen.push(StateHasher::of(&board.with_stores(stores)));
        }
        let count = seen.len();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), count, "a changed byte left the hash as it was");
    }
}
