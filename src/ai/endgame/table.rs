//! The table itself: one byte a board, for every board of at most [`MAX_SEEDS`] seeds, holding
//! what the seeds on it bring the player to move with best play by both, as bounds.
//!
//! With `n` seeds on the board, every seed ends in a store, so the margin (what the mover gains
//! less what the other gains) is `2k - n` for `k` in `0..=n`. A byte holds two such `k`, the
//! margin the mover can force (`low`) and the margin he cannot be kept from hoping for (`high`):
//! `high * (high + 1) / 2 + low`, at most 135. Equal, the value is exact; apart, play that never
//! captures can go on for ever between them, and what happens then depends on the positions
//! already played (a repetition ends the game): the entry is flagged.

use super::index::{boards_below, boards_of, rank, MAX_SEEDS, PITS};
use mancala_rules::oware::EndgameRules;

/// What the table says of a board: the margin the mover can force and the most he can hope
/// for, in seeds (equal when exact).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounds {
    /// The margin the mover can force.
    pub low: i8,
    /// The margin the other player can hold him to.
    pub high: i8,
}

impl Bounds {
    /// The exact margin, when the bounds meet.
    pub fn exact(self) -> Option<i8> {
        (self.low == self.high).then_some(self.low)
    }

    /// What the other player can expect from a board whose mover has these bounds.
    pub fn negated(self) -> Bounds {
        Bounds {
            low: -self.high,
            high: -self.low,
        }
    }

    /// The bounds shifted by `gain` seeds.
    pub fn plus(self, gain: i8) -> Bounds {
        Bounds {
            low: self.low + gain,
            high: self.high + gain,
        }
    }

    /// Exactly `margin`.
    pub fn at(margin: i8) -> Bounds {
        Bounds {
            low: margin,
            high: margin,
        }
    }
}

/// The byte of bounds `2 * low - seeds` to `2 * high - seeds`.
#[inline(always)]
pub(super) fn encode(low: u8, high: u8) -> u8 {
    high * (high + 1) / 2 + low
}

/// The `(low, high)` of each byte [`encode`] writes.
const DECODED: [(u8, u8); 136] = decoded();

const fn decoded() -> [(u8, u8); 136] {
    let mut out = [(0, 0); 136];
    let mut high = 0u8;
    while high <= MAX_SEEDS as u8 {
        let mut low = 0u8;
        while low <= high {
            out[(high as usize) * (high as usize + 1) / 2 + low as usize] = (low, high);
            low += 1;
        }
        high += 1;
    }
    out
}

/// The `(low, high)` of `byte`: what [`encode`] made it from.
#[inline(always)]
pub(super) fn decode(byte: u8) -> (u8, u8) {
    DECODED[usize::from(byte).min(DECODED.len() - 1)]
}

/// The bounds a byte says for a board of `seeds` seeds.
#[inline(always)]
pub(super) fn bounds(byte: u8, seeds: usize) -> Bounds {
    let (low, high) = decode(byte);
    let n = seeds as i8;
    Bounds {
        low: 2 * low as i8 - n,
        high: 2 * high as i8 - n,
    }
}

/// The seeds on `pits`.
#[inline(always)]
pub(super) fn seeds_on(pits: &[u8; PITS]) -> usize {
    pits.iter().map(|&s| usize::from(s)).sum()
}

/// The endgame table of one set of rules, complete for every board of at most `seeds` seeds.
#[derive(Clone, Debug)]
pub struct EndgameTable {
    pub(super) rules: EndgameRules,
    pub(super) seeds: usize,
    pub(super) bytes: Vec<u8>,
}

/// The first bytes of a saved table, then the version of its layout.
const MAGIC: &[u8; 8] = b"MANCALAE";
const VERSION: u8 = 1;

impl EndgameTable {
    /// The rules it was built by.
    pub fn rules(&self) -> EndgameRules {
        self.rules
    }

    /// The most seeds of the boards it holds.
    pub fn seeds(&self) -> usize {
        self.seeds
    }

    /// Its size in bytes.
    pub fn len(&self) -> usize {
        self.bytes.len()
    }

    /// True when it holds no board (it always holds the empty board).
    pub fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }

    /// The bounds of `pits` (pits 0..5 the mover's), if it holds boards of that many seeds.
    #[inline]
    pub fn bounds(&self, pits: &[u8; PITS]) -> Option<Bounds> {
        let seeds = seeds_on(pits);
        if seeds > self.seeds {
            return None;
        }
        let byte = *self.bytes.get(boards_below(seeds) + rank(pits))?;
        Some(bounds(byte, seeds))
    }

    /// How many boards of each number of seeds are flagged (their value depends on what was
    /// played before).
    pub fn flagged(&self) -> Vec<u64> {
        (0..=self.seeds)
            .map(|n| {
                let level = &self.bytes[boards_below(n)..boards_below(n) + boards_of(n)];
                level
                    .iter()
                    .filter(|&&b| bounds(b, n).exact().is_none())
                    .count() as u64
            })
            .collect()
    }

    /// The table as bytes to keep: [`Self::header`], then [`Self::entries`].
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = self.header();
        out.extend_from_slice(self.entries());
        out
    }

    /// The header of the kept bytes: magic, version, seeds, the rules' name.
    pub fn header(&self) -> Vec<u8> {
        let key = self.rules.key();
        let mut out = Vec::with_capacity(key.len() + MAGIC.len() + 3);
        out.extend_from_slice(MAGIC);
        out.push(VERSION);
        out.push(self.seeds as u8);
        out.push(key.len() as u8);
        out.extend_from_slice(key.as_bytes());
        out
    }

    /// The entries of every board it holds, by place.
    pub fn entries(&self) -> &[u8] {
        &self.bytes[..boards_below(self.seeds + 1)]
    }

    /// A table kept by [`Self::to_bytes`], for `rules` (the bytes become its entries: a table
    /// is large, and is not copied).
    ///
    /// # Errors
    /// Bytes of another layout, of other rules, cut short or holding a value no table holds.
    pub fn from_bytes(rules: EndgameRules, mut bytes: Vec<u8>) -> Result<EndgameTable, String> {
        let header = MAGIC.len() + 3;
        if bytes.len() < header || &bytes[..MAGIC.len()] != MAGIC {
            return Err("these bytes are not an endgame table".into());
        }
        if bytes[MAGIC.len()] != VERSION {
            return Err(format!(
                "an endgame table of version {}, not {VERSION}",
                bytes[MAGIC.len()]
            ));
        }
        let seeds = usize::from(bytes[MAGIC.len() + 1]);
        if seeds > MAX_SEEDS {
            return Err(format!("a table of {seeds} seeds: at most {MAX_SEEDS}"));
        }
        let key_len = usize::from(bytes[MAGIC.len() + 2]);
        let key = bytes
            .get(header..header + key_len)
            .and_then(|k| std::str::from_utf8(k).ok())
            .ok_or("the endgame table's rules are cut short")?;
        if key != rules.key() {
            return Err(format!(
                "an endgame table of \"{key}\", not of \"{}\"",
                rules.key()
            ));
        }
        let entries = &bytes[header + key_len..];
        if entries.len() != boards_below(seeds + 1) {
            return Err(format!(
                "an endgame table of {seeds} seeds holds {} entries, not {}",
                boards_below(seeds + 1),
                entries.len()
            ));
        }
        for n in 0..=seeds {
            let level = &entries[boards_below(n)..boards_below(n) + boards_of(n)];
            if let Some(bad) = level
                .iter()
                .find(|&&b| usize::from(b) >= DECODED.len() || decode(b).1 as usize > n)
            {
                return Err(format!(
                    "the endgame table holds {bad} for a board of {n} seeds"
                ));
            }
        }
        bytes.drain(..header + key_len);
        Ok(EndgameTable {
            rules,
            seeds,
            bytes,
        })
    }
}
