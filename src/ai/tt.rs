//! The transposition table: a fixed-size, always-replace-when-deeper table keyed by
//! [`Rules::state_hash`](mancala_rules::Rules::state_hash), one 64-bit word per entry (half the
//! memory of a key word plus a data word: fewer cache and TLB misses for the same entries).
//!
//! A slot is chosen by the key's low bits; the entry keeps 26 of its high bits, mixed with the
//! number of the search that wrote it, to tell other keys (and earlier searches) apart: a
//! wrong match is a one-in-67-million chance per probe of a filled slot, and its harm is
//! bounded (the move index is checked against the legal moves before use).
//!
//! A search's table is kept for the next search on the same thread, of the same size: entries
//! of earlier searches fail the check like other keys, so no search pays for clearing
//! megabytes it may barely use (a table is cleared once every 255 searches, when the number
//! wraps).
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
    /// The full key (a probe returns the key it was asked for).
    pub key: u64,
    /// Remaining depth the score was searched to (at most 127 is kept).
    pub depth: u8,
    /// Score from the point of view of the player to move (`|score| < 2^20`: wins are
    /// 1,000,000).
    pub score: i32,
    /// What the score means.
    pub bound: Bound,
    /// Index of the best move in the legal-move list, `u8::MAX` when unknown.
    pub best: u8,
}

thread_local! {
    /// The table of the last search on this thread and its search number, for the next one.
    static SPARE: RefCell<Option<(Vec<u64>, u8)>> = const { RefCell::new(None) };
}

impl Bound {
    const ALL: [Bound; 3] = [Bound::Exact, Bound::Lower, Bound::Upper];
}

/// Bits of the key kept in an entry.
const CHECK_BITS: u32 = 26;
/// Bits of a stored score, offset to be non-negative.
const SCORE_BITS: u32 = 21;
const SCORE_OFFSET: i32 = 1 << (SCORE_BITS - 1);
/// Where the fields sit in the word: best move, bound, depth, score, check (high bits).
const BOUND_SHIFT: u32 = 8;
const DEPTH_SHIFT: u32 = 10;
const SCORE_SHIFT: u32 = 17;
const CHECK_SHIFT: u32 = SCORE_SHIFT + SCORE_BITS;
const _: () = assert!(CHECK_SHIFT + CHECK_BITS == 64);

/// The check bits of `key` for search number `search`, in place (the word's high bits).
#[inline(always)]
fn check(key: u64, search: u8) -> u64 {
    let salt = u64::from(search).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    (key ^ salt) >> CHECK_SHIFT << CHECK_SHIFT
}

impl Entry {
    /// The entry as one word, for search number `search`.
    fn pack(&self, search: u8) -> u64 {
        let score = (self.score.clamp(-SCORE_OFFSET, SCORE_OFFSET - 1) + SCORE_OFFSET) as u64;
        check(self.key, search)
            | score << SCORE_SHIFT
            | u64::from(self.depth.min(127)) << DEPTH_SHIFT
            | (self.bound as u64) << BOUND_SHIFT
            | u64::from(self.best)
    }

    fn unpack(word: u64, key: u64) -> Entry {
        let score = (word >> SCORE_SHIFT) as i32 & ((1 << SCORE_BITS) - 1);
        Entry {
            key,
            score: score - SCORE_OFFSET,
            depth: (word >> DEPTH_SHIFT) as u8 & 127,
            bound: Bound::ALL[((word >> BOUND_SHIFT) as usize & 3) % 3],
            best: word as u8,
        }
    }
}

/// A table of `2^bits` entries, one word each.
pub struct Table {
    entries: Vec<u64>,
    mask: u64,
    /// This search's number, 1 to 255.
    search: u8,
}

impl Table {
    /// A table of `2^bits` entries (`bits` clamped to 4..=24: 128 B to 128 MB are the extremes
    /// worth having; the levels use 12 to 19).
    pub fn new(bits: u32) -> Table {
        let bits = bits.clamp(4, 24);
        let len = 1usize << bits;
        let spare = SPARE.with(|spare| spare.borrow_mut().take());
        let (entries, search) = match spare {
            Some((entries, last)) if entries.len() == len && last < u8::MAX => (entries, last + 1),
            _ => (vec![0; len], 1),
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

    /// Whether `word` holds an entry for `key` written by this search.
    #[inline(always)]
    fn holds(&self, word: u64, key: u64) -> bool {
        word != 0 && word >> CHECK_SHIFT << CHECK_SHIFT == check(key, self.search)
    }

    /// The entry stored for `key`, if any.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.entries
            .get(self.slot(key))
            .filter(|&&word| self.holds(word, key))
            .map(|&word| Entry::unpack(word, key))
    }

    /// Reads the slots of `keys` together, so that their cache misses overlap (the probes that
    /// follow then find them in the cache). Changes nothing.
    #[inline]
    pub fn touch(&self, keys: impl Iterator<Item = u64>) {
        let mut seen = 0;
        for key in keys {
            if let Some(&word) = self.entries.get(self.slot(key)) {
                seen ^= word;
            }
        }
        std::hint::black_box(seen);
    }

    /// Stores a result, keeping a deeper result of the same state.
    #[inline]
    pub fn store(&mut self, entry: Entry) {
        let slot = self.slot(entry.key);
        let search = self.search;
        let same =
            |word: u64| word != 0 && word >> CHECK_SHIFT << CHECK_SHIFT == check(entry.key, search);
        if let Some(old) = self.entries.get_mut(slot) {
            if !same(*old) || entry.depth.min(127) >= (*old >> DEPTH_SHIFT) as u8 & 127 {
                *old = entry.pack(search);
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

    #[test]
    fn fields_round_trip_and_an_earlier_search_counts_as_empty() {
        let key = 0xFEDC_BA98_7654_3210;
        for (score, depth, bound, best) in [
            (1_000_000, 96, Bound::Lower, 0),
            (-1_000_000, 1, Bound::Upper, u8::MAX),
            (0, 127, Bound::Exact, 17),
            (-12_345, 0, Bound::Exact, 3),
        ] {
            let mut table = Table::new(6);
            let entry = Entry {
                key,
                depth,
                score,
                bound,
                best,
            };
            table.store(entry);
            let found = table
                .probe(key)
                .map(|e| (e.score, e.depth, e.bound, e.best));
            assert_eq!(found, Some((score, depth, bound, best)));
            assert!(table.probe(key ^ 1 << 50).is_none());
            drop(table);
            // The next search on this thread reuses the table: the entry is gone for it.
            let next = Table::new(6);
            assert!(next.probe(key).is_none());
        }
    }
}
