//! The transposition table: a fixed-size, always-replace-when-deeper table keyed by
//! [`Rules::state_hash`](crate::rules::Rules::state_hash).
//!
//! A search's table is kept for the next search on the same thread, of the same size: entries
//! carry the number of the search that wrote them, and those of earlier searches count as
//! empty, so no search pays for clearing megabytes it may barely use (a table is cleared once
//! every 255 searches, when the number wraps).
//!
//! It stores the index of the best move in the node's legal-move list (the list is deterministic
//! for a state), never a move itself, so a colliding entry can at worst suggest a move index that
//! the search checks against the list before use.

use std::cell::RefCell;

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
    /// False for a slot never written (in this search).
    pub used: bool,
}

thread_local! {
    /// The table of the last search on this thread and its search number, for the next one.
    static SPARE: RefCell<Option<(Vec<[u64; 2]>, u8)>> = const { RefCell::new(None) };
}

impl Bound {
    const ALL: [Bound; 3] = [Bound::Exact, Bound::Lower, Bound::Upper];
}

impl Entry {
    /// The entry as two words: the key, then score, depth, bound, best move and the number of
    /// the search that wrote it (0 for an unused entry).
    fn pack(&self, search: u8) -> [u64; 2] {
        let data = u64::from(self.score as u32)
            | u64::from(self.depth) << 32
            | (self.bound as u64) << 40
            | u64::from(self.best) << 48
            | u64::from(if self.used { search } else { 0 }) << 56;
        [self.key, data]
    }

    fn unpack([key, data]: [u64; 2], search: u8) -> Entry {
        Entry {
            key,
            score: data as u32 as i32,
            depth: (data >> 32) as u8,
            bound: Bound::ALL[((data >> 40) as usize & 3) % 3],
            best: (data >> 48) as u8,
            used: written_by(data) == search,
        }
    }
}

/// The number of the search that wrote an entry's second word.
fn written_by(data: u64) -> u8 {
    (data >> 56) as u8
}

/// A table of `2^bits` entries, packed in two words each.
pub struct Table {
    entries: Vec<[u64; 2]>,
    mask: u64,
    /// This search's number, 1 to 255.
    search: u8,
}

impl Table {
    /// A table of `2^bits` entries (`bits` clamped to 4..=24: 256 B to 256 MB are the extremes
    /// worth having; the levels use 12 to 20).
    pub fn new(bits: u32) -> Table {
        let bits = bits.clamp(4, 24);
        let len = 1usize << bits;
        let spare = SPARE.with(|spare| spare.borrow_mut().take());
        let (entries, search) = match spare {
            Some((entries, last)) if entries.len() == len && last < u8::MAX => (entries, last + 1),
            _ => (vec![[0; 2]; len], 1),
        };
        Table {
            entries,
            mask: (1u64 << bits) - 1,
            search,
        }
    }

    fn slot(&self, key: u64) -> usize {
        (key & self.mask) as usize
    }

    /// The entry stored for `key`, if any.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.entries
            .get(self.slot(key))
            .filter(|e| e[0] == key && written_by(e[1]) == self.search)
            .map(|&e| Entry::unpack(e, self.search))
    }

    /// Reads the slots of `keys` together, so that their cache misses overlap (the probes that
    /// follow then find them in the cache). Changes nothing.
    #[inline]
    pub fn touch(&self, keys: impl Iterator<Item = u64>) {
        let mut seen = 0;
        for key in keys {
            if let Some(entry) = self.entries.get(self.slot(key)) {
                seen ^= entry[0];
            }
        }
        std::hint::black_box(seen);
    }

    /// Stores a result, keeping a deeper result of the same state.
    #[inline]
    pub fn store(&mut self, entry: Entry) {
        let slot = self.slot(entry.key);
        if let Some(old_entry) = self.entries.get_mut(slot) {
            let old = *old_entry;
            let stale = written_by(old[1]) != self.search;
            if stale || old[0] != entry.key || entry.depth >= (old[1] >> 32) as u8 {
                *old_entry = entry.pack(self.search);
            }
        }
    }
}

impl Drop for Table {
    fn drop(&mut self) {
        let entries = std::mem::take(&mut self.entries);
        let search = self.search;
        // A thread being torn down has no next search: the table is then simply freed.
        let _ = SPARE.try_with(|spare| *spare.borrow_mut() = Some((entries, search)));
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
