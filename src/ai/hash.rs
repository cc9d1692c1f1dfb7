//! A 64-bit key for a game state, for the transposition table and for spotting repetitions on
//! the search path.
//!
//! The [`Rules`] trait gives no hash: `repetition_key()` allocates a `String` and leaves out
//! state that is not part of a turn boundary. [`Rules::position`] is the whole state by contract
//! (a game rebuilt from it plays identically; the conformance suite checks this), and the search
//! needs it anyway for the evaluation, so the key hashes the position's fields, `extra`
//! included. Hashing the derived `Debug` output instead was measured 10× slower. If the game
//! structs derive `Hash`, a per-game fast path can replace this.

use crate::rules::{Position, Rules};
use serde_json::Value;

/// Mixes words into a 64-bit state (a multiply-xorshift, good enough for table indexing).
struct Mixer(u64);

impl Mixer {
    fn word(&mut self, w: u64) {
        self.0 = (self.0 ^ w)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .rotate_left(29);
    }

    fn bytes(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut w = [0u8; 8];
            w[..chunk.len()].copy_from_slice(chunk);
            self.word(u64::from_le_bytes(w));
        }
        self.word(bytes.len() as u64);
    }

    fn value(&mut self, v: &Value) {
        match v {
            Value::Null => self.word(1),
            Value::Bool(b) => self.word(2 + u64::from(*b)),
            Value::Number(n) => {
                self.word(4);
                match (n.as_u64(), n.as_i64(), n.as_f64()) {
                    (Some(u), _, _) => self.word(u),
                    (None, Some(i), _) => self.word(i as u64),
                    (None, None, Some(f)) => self.word(f.to_bits()),
                    (None, None, None) => self.word(0),
                }
            }
            Value::String(s) => {
                self.word(5);
                self.bytes(s.as_bytes());
            }
            Value::Array(items) => {
                self.word(6);
                for item in items {
                    self.value(item);
                }
                self.word(items.len() as u64);
            }
            Value::Object(map) => {
                self.word(7);
                for (key, item) in map {
                    self.bytes(key.as_bytes());
                    self.value(item);
                }
            }
        }
    }

    fn finish(self) -> u64 {
        let mut z = self.0;
        z = (z ^ (z >> 33)).wrapping_mul(0xFF51_AFD7_ED55_8CCD);
        z = (z ^ (z >> 33)).wrapping_mul(0xC4CE_B9FE_1A85_EC53);
        z ^ (z >> 33)
    }
}

/// The key of a position: equal positions give equal keys; different ones almost always give
/// different keys (the search tolerates the rare collision: it re-checks any move it takes from
/// the table against the legal moves).
pub fn position_hash(pos: &Position) -> u64 {
    let mut m = Mixer(0x243F_6A88_85A3_08D3 ^ pos.variant as u64);
    m.word(u64::from(pos.to_move));
    for &p in &pos.pits {
        m.word(u64::from(p));
    }
    if let Some(cowries) = &pos.cowries {
        m.word(0xC0);
        for &c in cowries {
            m.word(u64::from(c));
        }
    }
    if let Some(owners) = &pos.owners {
        // Owners packed as bits: boards have at most 32 pits.
        let bits = owners
            .iter()
            .enumerate()
            .fold(0u64, |acc, (i, &o)| acc | (u64::from(o & 1) << (i % 64)));
        m.word(0x0E ^ (bits << 8));
    }
    if let Some([a, b]) = pos.stores {
        m.word(u64::from(a) << 32 | u64::from(b));
    }
    if !pos.extra.is_empty() {
        for (key, item) in &pos.extra {
            m.bytes(key.as_bytes());
            m.value(item);
        }
    }
    m.finish()
}

/// The key of a game's state: a hash of its whole position.
pub fn state_hash<G: Rules>(game: &G) -> u64 {
    position_hash(&game.position())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    fn pos(pits: Vec<u32>, to_move: u8) -> Position {
        Position {
            variant: Variant::Woaley,
            to_move,
            pits,
            cowries: None,
            owners: None,
            stores: Some([0, 0]),
            extra: Default::default(),
        }
    }

    #[test]
    fn equal_positions_share_a_key_and_different_ones_do_not() {
        let a = pos(vec![4; 12], 0);
        assert_eq!(position_hash(&a), position_hash(&a.clone()));
        assert_ne!(position_hash(&a), position_hash(&pos(vec![4; 12], 1)));
        let mut swapped = vec![4; 12];
        swapped[0] = 5;
        swapped[1] = 3;
        assert_ne!(position_hash(&a), position_hash(&pos(swapped, 0)));
        let mut with_extra = a.clone();
        with_extra.extra.insert("game".into(), Value::from(2));
        assert_ne!(position_hash(&a), position_hash(&with_extra));
    }
}
