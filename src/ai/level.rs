//! Playing levels: how far the computer looks and how it errs.
//!
//! Strength is set by a node budget (so a level plays the same on a slow kiosk as on a fast
//! laptop, and the same game twice for the same seed), a depth cap, and, for the lower levels,
//! deliberate human mistakes: now and then a move picked at random, and otherwise any move
//! whose score is within a tolerance of the best one, so that a child can win.

use mancala_rules::Error;

/// A playing level, 1 (beginner) to 5 (strongest).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// 1: looks one move ahead and often plays carelessly; a child can beat it.
    Beginner = 1,
    /// 2: sees the reply to its move, sometimes misses it.
    Easy = 2,
    /// 3: a few moves deep, rare slips.
    Medium = 3,
    /// 4: a solid opponent (about 200,000 positions a move).
    Hard = 4,
    /// 5: the strongest (about 1.5 million positions a move, or its time limit).
    Expert = 5,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 5] = [
        Level::Beginner,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
    ];

    /// The level numbered `n` (1 to 5).
    ///
    /// # Errors
    /// `n` outside 1..=5, with a message naming the range.
    ///
    /// # Examples
    /// ```
    /// use mancala_ai::Level;
    /// assert_eq!(Level::from_number(5), Ok(Level::Expert));
    /// assert!(Level::from_number(0).is_err());
    /// ```
    pub fn from_number(n: u32) -> Result<Level, Error> {
        Level::ALL
            .into_iter()
            .find(|l| l.number() == n)
            .ok_or_else(|| Error::Options(format!("level must be 1 to 5, not {n}")))
    }

    /// The level's number, 1 to 5.
    pub const fn number(self) -> u32 {
        self as u32
    }

    /// Positions searched per move at most.
    pub const fn node_budget(self) -> u64 {
        match self {
            Level::Beginner => 300,
            Level::Easy => 3_000,
            Level::Medium => 25_000,
            Level::Hard => 200_000,
            Level::Expert => 1_500_000,
        }
    }

    /// Plies searched at most.
    pub const fn max_depth(self) -> u32 {
        match self {
            Level::Beginner => 1,
            Level::Easy => 2,
            Level::Medium => 5,
            Level::Hard | Level::Expert => 64,
        }
    }

    /// The chance of playing a random legal move instead of thinking.
    pub const fn blunder_chance(self) -> f64 {
        match self {
            Level::Beginner => 0.3,
            Level::Easy => 0.12,
            Level::Medium => 0.03,
            Level::Hard | Level::Expert => 0.0,
        }
    }

    /// Moves scoring within this many evaluation units (hundredths of a seed) of the best are
    /// treated as equally good and one is picked at random.
    pub const fn tolerance(self) -> i32 {
        match self {
            Level::Beginner => 150,
            Level::Easy => 80,
            Level::Medium => 20,
            Level::Hard | Level::Expert => 0,
        }
    }

    /// Transposition table size as a power of two (entries of 8 bytes: 2^19 is 4 MB). Only
    /// nodes two plies or more from the horizon write entries, a minority of the budget's
    /// nodes, so a table of a third of the budget's nodes keeps them; a larger one only
    /// spreads them over more memory, which costs cache misses (measured: a tenth slower at
    /// 2^20, the same depth).
    pub const fn table_bits(self) -> u32 {
        match self {
            Level::Beginner | Level::Easy => 12,
            Level::Medium => 15,
            Level::Hard => 18,
            Level::Expert => 19,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_round_trip_and_out_of_range_is_refused() {
        for level in Level::ALL {
            assert_eq!(Level::from_number(level.number()), Ok(level));
        }
        let err = Level::from_number(6).map_err(|e| e.message().to_string());
        assert_eq!(err, Err("level must be 1 to 5, not 6".to_string()));
    }

    #[test]
    fn levels_grow_stronger() {
        for pair in Level::ALL.windows(2) {
            assert!(pair[0].node_budget() < pair[1].node_budget());
            assert!(pair[0].max_depth() <= pair[1].max_depth());
            assert!(pair[0].blunder_chance() >= pair[1].blunder_chance());
        }
    }
}
