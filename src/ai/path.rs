//! The search path: the state hashes of the positions from the root to the current node, with
//! a small counting filter so that most positions are known to be off the path without a scan.

/// Buckets of the filter (the path holds at most about a hundred positions).
const BUCKETS: usize = 1024;

/// The positions from the root (index 0) to the current node.
pub(super) struct Path {
    hashes: Vec<u64>,
    /// How many hashes on the path fall in each bucket.
    counts: Vec<u16>,
}

/// The filter bucket of `hash` (its high bits: the table uses the low ones).
#[inline(always)]
fn bucket(hash: u64) -> usize {
    (hash >> 54) as usize % BUCKETS
}

impl Path {
    /// An empty path.
    pub(super) fn new(capacity: usize) -> Path {
        Path {
            hashes: Vec::with_capacity(capacity),
            counts: vec![0; BUCKETS],
        }
    }

    /// Empties the path.
    pub(super) fn clear(&mut self) {
        while self.pop().is_some() {}
    }

    /// Adds the position `hash` at the end.
    #[inline(always)]
    pub(super) fn push(&mut self, hash: u64) {
        self.hashes.push(hash);
        if let Some(count) = self.counts.get_mut(bucket(hash)) {
            *count += 1;
        }
    }

    /// Removes the last position.
    #[inline(always)]
    pub(super) fn pop(&mut self) -> Option<u64> {
        let hash = self.hashes.pop()?;
        if let Some(count) = self.counts.get_mut(bucket(hash)) {
            *count -= 1;
        }
        Some(hash)
    }

    /// How often `hash` occurs on the path after the root, and whether the root is `hash`.
    #[inline(always)]
    pub(super) fn occurrences(&self, hash: u64) -> (u32, bool) {
        if self.counts.get(bucket(hash)).copied().unwrap_or(1) == 0 {
            return (0, false);
        }
        let after_root = self.hashes.iter().skip(1).filter(|&&h| h == hash).count() as u32;
        (after_root, self.hashes.first() == Some(&hash))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_what_a_scan_counts() {
        let mut path = Path::new(8);
        let hashes = [7u64, 7 | 1 << 60, 7, 9, 7];
        for &h in &hashes {
            path.push(h);
        }
        assert_eq!(path.occurrences(7), (2, true));
        assert_eq!(path.occurrences(9), (1, false));
        assert_eq!(path.occurrences(7 | 1 << 60), (1, false));
        assert_eq!(path.occurrences(8), (0, false));
        path.pop();
        assert_eq!(path.occurrences(7), (1, true));
        path.clear();
        assert_eq!(path.occurrences(7), (0, false));
        assert!(path.counts.iter().all(|&c| c == 0));
    }
}
