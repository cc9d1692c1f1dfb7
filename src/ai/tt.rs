//! The transposition table: a fixed-size, always-replace-when-deeper table keyed by
//! [`state_hash`](super::hash::state_hash).
//!
//! It stores the index of the best move in the node's legal-move list (the list is deterministic
//! for a state), never a move itself, so a colliding entry can at worst suggest a move index that
//! the search checks against the list before use.

/// How a stored score relates to the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The score is exact.
    Exact,
    /// The true value is at least the score (a cut-off).
    Lower,
    /// The true value is at most the score (every move failed low).
    Upper,
}

/// One remembered search result.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// The full key, to tell collisions of the index apart.
    pub key: u64,
    /// Remaining depth the score was searched to.
    pub depth: u8,
    /// Score from the point of view of the player to move.
    pub score: i32,
    /// What the score means.
    pub bound: Bound,
    /// Index of the best move in the legal-move list, `u8::MAX` when unknown.
    pub best: u8,
    /// False for a slot never written.
    pub used: bool,
}

const EMPTY: Entry = Entry {
    key: 0,
    depth: 0,
    score: 0,
    bound: Bound::Upper,
    best: u8::MAX,
    used: false,
};

/// A table of `2^bits` entries.
pub struct Table {
    entries: Vec<Entry>,
    mask: u64,
}

impl Table {
    /// A table of `2^bits` entries (`bits` clamped to 4..=24: 256 KB to 400 MB are the extremes
    /// worth having; the levels use 14 to 20).
    pub fn new(bits: u32) -> Table {
        let bits = bits.clamp(4, 24);
        Table {
            entries: vec![EMPTY; 1 << bits],
            mask: (1u64 << bits) - 1,
        }
    }

    fn slot(&self, key: u64) -> usize {
        (key & self.mask) as usize
    }

    /// The entry stored for `key`, if any.
    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.entries
            .get(self.slot(key))
            .copied()
            .filter(|e| e.used && e.key == key)
    }

    /// Stores a result, keeping a deeper result of the same state.
    pub fn store(&mut self, entry: Entry) {
        let slot = self.slot(entry.key);
        if let Some(old) = self.entries.get_mut(slot) {
            if old.key != entry.key || entry.depth >= old.depth {
                *old = entry;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds_and_keeps_the_deeper_result() {
        let mut table = Table::new(8);
        let key = 0x1234_5678_9ABC_DEF0;
        assert!(table.probe(key).is_none());
        let entry = Entry {
            key,
            depth: 5,
            score: 42,
            bound: Bound::Exact,
            best: 2,
            used: true,
        };
        table.store(entry);
        let found = table.probe(key).map(|e| (e.score, e.best));
        assert_eq!(found, Some((42, 2)));
        table.store(Entry {
            depth: 3,
            score: -7,
            ..entry
        });
        assert_eq!(table.probe(key).map(|e| e.score), Some(42));
        // Another key in the same slot replaces it.
        table.store(Entry {
            key: key ^ (1 << 40),
            depth: 1,
            ..entry
        });
        assert!(table.probe(key).is_none());
    }
}
