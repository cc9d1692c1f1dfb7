//! Playing levels: how far the computer looks and how it errs.
//!
//! Strength is set per game ([`Style`]) by a node budget (so a level plays the same on a slow
//! kiosk as on a fast laptop, and the same game twice for the same seed), a depth cap, and, for
//! the lower levels, deliberate human mistakes, so that a child can win.

use super::style::Style;
use mancala_rules::{Error, Variant};

/// A playing level, 1 (beginner) to 5 (strongest).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// 1: plays about as well as a child who has just learned the rules.
    Beginner = 1,
    /// 2: sees a little further, and never leaves a large capture it could take for free.
    Easy = 2,
    /// 3: a few moves deep, fewer slips.
    Medium = 3,
    /// 4: deeper still, rare slips.
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

    /// How the level plays `variant` ([`Style::of`]).
    pub const fn style(self, variant: Variant) -> Style {
        Style::of(self, variant)
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
}
