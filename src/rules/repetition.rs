//! The repetition record (`RULES.md` §0.6): how often each position occurred, kept as 64-bit
//! hashes so that a ply costs O(1), with the key texts of `extra.positionsSeen` produced only
//! when a position is written out.
//!
//! A position's hash is the hash of its repetition key text, computed without building the text
//! ([`KeyHasher`] is a [`fmt::Write`] that hashes what is written to it). So a key read from
//! `extra.positionsSeen` and the same position reached by play land on the same hash, and the
//! JSON keeps the texts it always had.

use super::event::NoEvents;
use super::game::{Rules, Status};
use super::moves::Move;
use super::types::{Error, Player};
use super::EventSink;
use std::collections::{BTreeMap, HashMap};
use std::fmt::{self, Write};
use std::sync::Arc;

/// A [`fmt::Write`] that hashes the text written to it (FNV-1a, then a final mix): the hash of a
/// key equals the hash of the key's text, whichever way the text was written.
pub struct KeyHasher(u64);

impl KeyHasher {
    /// A hasher with nothing written yet.
    pub fn new() -> KeyHasher {
        KeyHasher(0xCBF2_9CE4_8422_2325)
    }

    /// The hash of everything written.
    pub fn finish(self) -> u64 {
        // FNV's low bits are weak on short texts; the mix spreads every bit over the word.
        let mut z = self.0;
        z = (z ^ (z >> 33)).wrapping_mul(0xFF51_AFD7_ED55_8CCD);
        z = (z ^ (z >> 33)).wrapping_mul(0xC4CE_B9FE_1A85_EC53);
        z ^ (z >> 33)
    }

    /// The hash of a key text.
    pub fn of(text: &str) -> u64 {
        let mut h = KeyHasher::new();
        let _ = h.write_str(text);
        h.finish()
    }
}

impl Default for KeyHasher {
    fn default() -> Self {
        KeyHasher::new()
    }
}

impl Write for KeyHasher {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        for &b in s.as_bytes() {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01B3);
        }
        Ok(())
    }
}

/// Writes the usual repetition key: pits, owners, stores, player to move and a game's own flags.
pub fn write_basic_key<W: Write>(
    out: &mut W,
    pits: &[u8],
    owners: &[Player],
    stores: [u32; 2],
    to_move: Player,
    flags: impl fmt::Display,
) {
    // Neither a `String` nor a `KeyHasher` fails to write.
    for p in pits {
        let _ = write!(out, "{p},");
    }
    let _ = out.write_char('|');
    for o in owners {
        let _ = out.write_char(if *o == 0 { '0' } else { '1' });
    }
    let _ = write!(out, "|{},{}|{to_move}|{flags}", stores[0], stores[1]);
}

/// The usual repetition key as text (see [`write_basic_key`]).
pub fn basic_key(
    pits: &[u8],
    owners: &[Player],
    stores: [u32; 2],
    to_move: Player,
    flags: &str,
) -> String {
    let mut key = String::with_capacity(64);
    write_basic_key(&mut key, pits, owners, stores, to_move, flags);
    key
}

/// How often each position occurred since play last passed a point of no return, and how to
/// name those positions again: the keys read with the position, or the position the record
/// restarted from and the moves played since (replayed only to write `positionsSeen` out).
#[derive(Clone, Debug)]
pub struct Record<R> {
    /// Occurrences per position hash.
    counts: HashMap<u64, u32>,
    /// The rules' repetition epoch when the record last restarted.
    epoch: u64,
    /// Keys read from `extra.positionsSeen`, until the record first restarts.
    imported: Arc<[String]>,
    /// The position the record (re)started from; shared by the clones of a game.
    origin: Arc<R>,
    /// The moves played since `origin`.
    moves: Vec<Move>,
}

impl<R: Rules> Record<R> {
    /// The record of a game starting at `rules`, which counts once, with the keys of
    /// `positionsSeen` (one entry per occurrence) counted too.
    ///
    /// # Errors
    /// The keys name a position often enough to have ended the game.
    pub fn start(rules: &R, imported: Vec<String>) -> Result<Record<R>, Error> {
        let mut record = Record {
            counts: HashMap::new(),
            epoch: rules.repetition_epoch(),
            imported: Arc::from(Vec::new()),
            origin: Arc::new(rules.clone()),
            moves: Vec::new(),
        };
        if rules.status() == Status::Playing {
            if let Some(hash) = rules.repetition_hash() {
                record.counts.insert(hash, 1);
            }
        }
        let limit = rules.repetition_limit();
        for key in &imported {
            let n = record.counts.entry(KeyHasher::of(key)).or_insert(0);
            *n += 1;
            if *n >= limit {
                return Err(Error::Position(
                    "extra.positionsSeen lists a position often enough to have ended the game"
                        .into(),
                ));
            }
        }
        record.imported = Arc::from(imported);
        Ok(record)
    }

    /// Occurrences per position hash, the current position included.
    pub fn counts(&self) -> &HashMap<u64, u32> {
        &self.counts
    }

    /// Forgets every position: none before `rules` can occur again.
    fn restart(&mut self, rules: &R) {
        self.counts.clear();
        self.imported = Arc::from(Vec::new());
        self.origin = Arc::new(rules.clone());
        self.moves.clear();
    }

    /// Counts the position `mv` led to; ends play (through `sink`) when it occurred often enough.
    pub fn after_move<S: EventSink>(&mut self, rules: &mut R, mv: &Move, sink: &mut S) {
        self.moves.push(*mv);
        if rules.status() != Status::Playing {
            return;
        }
        let epoch = rules.repetition_epoch();
        if epoch != self.epoch {
            // Play passed a point of no return: no earlier position can recur.
            self.restart(rules);
            self.epoch = epoch;
        }
        let Some(hash) = rules.repetition_hash() else {
            return;
        };
        let n = self.counts.entry(hash).or_insert(0);
        *n += 1;
        if *n >= rules.repetition_limit() {
            rules.end_by_repetition(sink);
            // The game or round that repeated is over: its positions no longer count, and a
            // game or round that follows (Woaley series, Nam-Nam) starts its own record.
            self.restart(rules);
            if rules.status() == Status::Playing {
                if let Some(hash) = rules.repetition_hash() {
                    self.counts.insert(hash, 1);
                }
            }
        }
    }

    /// The keys of `extra.positionsSeen` for a game now at `current`: every occurrence recorded,
    /// sorted, less one of the current position (counted again when the position is read back).
    /// Replays the moves since the record restarted; no restart happens among them.
    pub fn seen_keys(&self, current: &R) -> Vec<String> {
        let mut counts: BTreeMap<String, u32> = BTreeMap::new();
        for key in self.imported.iter() {
            *counts.entry(key.clone()).or_insert(0) += 1;
        }
        let mut count = |rules: &R| {
            if rules.status() == Status::Playing {
                if let Some(key) = rules.repetition_key() {
                    *counts.entry(key).or_insert(0) += 1;
                }
            }
        };
        let mut rules = (*self.origin).clone();
        count(&rules);
        for mv in &self.moves {
            rules.play_unchecked(mv, &mut NoEvents);
            count(&rules);
        }
        let own = current.repetition_key();
        let mut keys = Vec::new();
        for (key, n) in counts {
            let skip = u32::from(Some(&key) == own.as_ref());
            for _ in skip..n {
                keys.push(key.clone());
            }
        }
        keys
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_hashes_the_same_written_or_read() {
        let text = basic_key(&[4, 0, 12], &[0, 1, 1], [3, 5], 1, "g2");
        let mut h = KeyHasher::new();
        write_basic_key(
            &mut h,
            &[4, 0, 12],
            &[0, 1, 1],
            [3, 5],
            1,
            format_args!("g{}", 2),
        );
        assert_eq!(text, "4,0,12,|011|3,5|1|g2");
        assert_eq!(h.finish(), KeyHasher::of(&text));
        assert_ne!(KeyHasher::of(&text), KeyHasher::of("4,0,12,|011|3,5|0|g2"));
    }
}
