//! The repetition record (`docs/rules/common.md` §0.6): how often each position occurred, kept as
//! 64-bit hashes so that a ply costs O(1), with the key text of each distinct position (made when
//! it first occurs) for `extra.positionsSeen`, and a log of each ply's changes for undo.
//!
//! A position's hash is the hash of its repetition key text, computed without building the text
//! ([`KeyHasher`] is a [`fmt::Write`] that hashes what is written to it). So a key read from
//! `extra.positionsSeen` and the same position reached by play land on the same hash, and the
//! JSON holds the key texts themselves.

use super::game::{Rules, Status};
use super::types::{Error, Player};
use super::EventSink;
use std::collections::HashMap;
use std::fmt::{self, Write};
use std::marker::PhantomData;

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
        super::state_hash::finish_mix(self.0)
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
    for &p in pits {
        write_decimal(out, p.into());
        let _ = out.write_char(',');
    }
    let _ = out.write_char('|');
    for o in owners {
        let _ = out.write_char(if *o == 0 { '0' } else { '1' });
    }
    let _ = out.write_char('|');
    write_decimal(out, stores[0]);
    let _ = out.write_char(',');
    write_decimal(out, stores[1]);
    let _ = out.write_char('|');
    write_decimal(out, to_move.into());
    let _ = write!(out, "|{flags}");
}

/// Writes `n` in decimal, the text `write!(out, "{n}")` writes, without the formatting
/// machinery: the search hashes the keys of many positions, and in WebAssembly a formatted
/// number costs several times the few divisions it needs.
fn write_decimal<W: Write>(out: &mut W, n: u32) {
    let mut digits = [0u8; 10];
    let mut first = digits.len();
    let mut rest = n;
    loop {
        first -= 1;
        digits[first] = b'0' + (rest % 10) as u8;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    if let Ok(text) = std::str::from_utf8(&digits[first..]) {
        let _ = out.write_str(text);
    }
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

/// What a ply did to the record, logged so that [`Record::take_back`] undoes it exactly.
#[derive(Clone, Debug)]
enum Step {
    /// A new ply begins: taking back a ply undoes the steps after its last mark.
    Ply,
    /// The position with this hash was counted once more.
    Counted(u64),
    /// The record restarted; this was it before.
    Restarted(Box<Counts>),
}

/// The record's counts and the key text of each counted position.
#[derive(Clone, Debug, Default)]
struct Counts {
    /// Occurrences per position hash.
    counts: HashMap<u64, u32>,
    /// The key text of each hash in `counts`, made once when the position first occurs, so
    /// writing `positionsSeen` out costs O(distinct positions) and replays nothing.
    texts: HashMap<u64, Box<str>>,
    /// The rules' repetition epoch when the record last restarted.
    epoch: u64,
}

/// How often each position occurred since play last passed a point of no return, with each
/// position's key text, and a log of what every ply changed so that plies can be taken back.
#[derive(Clone, Debug)]
pub struct Record<R> {
    now: Counts,
    /// What each ply changed, oldest first: linear in the game's length, as the moves are.
    log: Vec<Step>,
    rules: PhantomData<fn(&R)>,
}

impl<R: Rules> Record<R> {
    /// The record of a game starting at `rules`, which counts once, with the keys of
    /// `positionsSeen` (one entry per occurrence) counted too.
    ///
    /// # Errors
    /// The keys name a position often enough to have ended the game.
    pub fn start(rules: &R, imported: Vec<String>) -> Result<Record<R>, Error> {
        let mut record = Record {
            now: Counts {
                epoch: rules.repetition_epoch(),
                ..Counts::default()
            },
            log: Vec::new(),
            rules: PhantomData,
        };
        if rules.status() == Status::Playing {
            record.count(rules);
        }
        let limit = rules.repetition_limit();
        for key in imported {
            let hash = KeyHasher::of(&key);
            let n = record.now.counts.entry(hash).or_insert(0);
            *n += 1;
            if *n >= limit {
                return Err(Error::Position(
                    "extra.positionsSeen lists a position often enough to have ended the game"
                        .into(),
                ));
            }
            record.now.texts.entry(hash).or_insert_with(|| key.into());
        }
        // Reading a position is not a ply: nothing before it can be taken back.
        record.log.clear();
        Ok(record)
    }

    /// Occurrences per position hash, the current position included.
    pub fn counts(&self) -> &HashMap<u64, u32> {
        &self.now.counts
    }

    /// Counts the position `rules` is in, if it is a turn boundary, logging the step. The key
    /// text is written only for a position not seen yet.
    fn count(&mut self, rules: &R) -> u32 {
        let Some(hash) = rules.repetition_hash() else {
            return 0;
        };
        let n = self.now.counts.entry(hash).or_insert(0);
        *n += 1;
        let n = *n;
        if n == 1 {
            if let Some(key) = rules.repetition_key() {
                self.now.texts.insert(hash, key.into());
            }
        }
        self.log.push(Step::Counted(hash));
        n
    }

    /// Forgets every position, keeping the epoch: none before now can occur again. The
    /// forgotten counts move to the log (no copy), for a take-back.
    fn restart(&mut self) {
        let fresh = Counts {
            epoch: self.now.epoch,
            ..Counts::default()
        };
        let old = std::mem::replace(&mut self.now, fresh);
        self.log.push(Step::Restarted(Box::new(old)));
    }

    /// Counts the position `mv` led to; ends play (through `sink`) when it occurred often enough,
    /// and then returns true (the rules then differ from the move alone played on the position).
    pub fn after_move<S: EventSink>(&mut self, rules: &mut R, sink: &mut S) -> bool {
        self.log.push(Step::Ply);
        if rules.status() != Status::Playing {
            return false;
        }
        let epoch = rules.repetition_epoch();
        if epoch != self.now.epoch {
            // Play passed a point of no return: no earlier position can recur.
            self.restart();
            self.now.epoch = epoch;
        }
        if self.count(rules) < rules.repetition_limit() {
            return false;
        }
        rules.end_by_repetition(sink);
        // The game or round that repeated is over: its positions no longer count, and a game
        // or round that follows (Woaley series, Nam-Nam) starts its own record. The epoch stays
        // as it is (a new epoch restarts the record again on the next ply).
        self.restart();
        if rules.status() == Status::Playing {
            self.count(rules);
        }
        true
    }

    /// Undoes the last ply's [`Record::after_move`]; false when no ply is left to take back.
    pub fn take_back(&mut self) -> bool {
        while let Some(step) = self.log.pop() {
            match step {
                Step::Ply => return true,
                Step::Restarted(old) => self.now = *old,
                Step::Counted(hash) => {
                    if let Some(n) = self.now.counts.get_mut(&hash) {
                        *n -= 1;
                        if *n == 0 {
                            self.now.counts.remove(&hash);
                            self.now.texts.remove(&hash);
                        }
                    }
                }
            }
        }
        false
    }

    /// The keys of `extra.positionsSeen` for a game now at `current`: every occurrence recorded,
    /// sorted, less one of the current position (counted again when the position is read back).
    pub fn seen_keys(&self, current: &R) -> Vec<String> {
        let own = current.repetition_hash();
        let mut seen: Vec<(&str, u32)> = self
            .now
            .counts
            .iter()
            .filter_map(|(hash, &n)| {
                let text = self.now.texts.get(hash)?;
                Some((&**text, n - u32::from(Some(*hash) == own)))
            })
            .collect();
        seen.sort_unstable();
        seen.into_iter()
            .flat_map(|(text, n)| std::iter::repeat(text).take(n as usize))
            .map(String::from)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_are_written_as_formatted() {
        let mut numbers: Vec<u32> = (0..=1000).collect();
        numbers.extend([9_999, 10_000, 65_535, 1 << 20, 999_999_999, u32::MAX]);
        for n in numbers {
            let mut text = String::new();
            write_decimal(&mut text, n);
            assert_eq!(text, n.to_string());
        }
    }

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
