//! How each level plays each game: its search's limits and its human mistakes, tuned per game
//! by `examples/calibrate.rs` (level 1 an even match for the greedy beginner, each level above
//! winning about three games in four against the one below), since the same horizon is an easy
//! opponent in one game and a hard one in another. Level 5 against level 4 is the exception in
//! most games (`docs/benchmarks.md`): in Oware, Nam-Nam, Goré and Kauri level 5 wins every game
//! against any level 4 that level 3 can still take points from, and in Omweso the first
//! player's advantage keeps level 5 level with level 4. Lifting levels 2 to 4 together does not
//! help in Oware and Kauri (measured): from the greedy beginner to level 5 is more than four
//! steps of 85 % (only a level 4 of level 5's budget with small mistakes stays under 85 %
//! against it, and it beats any level 3 nearly always), so the steps below stay in range and
//! the last one is the wall.
//!
//! The weaknesses are those of a person: a short horizon (few plies, few positions), moves
//! thought equally good when they score within a tolerance of the best, slips (a move that
//! looks as good as the best one move ahead, without the search's deeper view), and, at the
//! first level, grabbing the largest capture at hand as a beginner does. The strongest level has
//! none of them and plays every game alike.

use super::Level;
use mancala_rules::Variant;

/// How a level plays one game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    /// Positions searched per move at most.
    pub nodes: u64,
    /// Plies searched at most.
    pub depth: u32,
    /// Moves scoring within this many evaluation units (hundredths of a seed) of the best are
    /// treated as equally good and one is picked at random.
    pub tolerance: i32,
    /// The chance of a slip: instead of the searched move, one that looks as good as the best
    /// at a glance (one move ahead, within `glance`), picked at random.
    pub slip_chance: f64,
    /// A slip is among the moves whose one-move value is within this many evaluation units of
    /// the best one's: moves a player could take for good ones.
    pub glance: i32,
    /// The chance of seeing only the obvious: taking the move that takes the most seeds at once
    /// (else slipping), as a beginner does, whatever the search found.
    pub grab_chance: f64,
}

/// A style with the usual glance (a slip stays within a seed and a half) and no grabbing.
pub(crate) const fn style(nodes: u64, depth: u32, tolerance: i32, slip_chance: f64) -> Style {
    Style {
        nodes,
        depth,
        tolerance,
        slip_chance,
        glance: 150,
        grab_chance: 0.0,
    }
}

impl Style {
    /// The strongest level's style, the same in every game.
    pub const EXPERT: Style = style(1_500_000, 64, 0, 0.0);

    /// The same style with another glance.
    pub(crate) const fn glance(mut self, glance: i32) -> Style {
        self.glance = glance;
        self
    }

    /// The same style grabbing the largest capture with this chance.
    pub(crate) const fn grab(mut self, chance: f64) -> Style {
        self.grab_chance = chance;
        self
    }

    /// Transposition table size as a power of two (entries of 8 bytes: 2^19 is 4 MB). Only
    /// nodes two plies or more from the horizon write entries, a minority of the budget's
    /// nodes, so a table of a quarter to a half of the budget's nodes (at least 2^12) keeps
    /// them; a larger one only spreads them over more memory, which costs cache misses
    /// (measured: a tenth slower at 2^20, the same depth).
    pub const fn table_bits(self) -> u32 {
        let bits = (u64::BITS - self.nodes.leading_zeros()).saturating_sub(2);
        if bits < 12 {
            12
        } else {
            bits
        }
    }

    /// How `level` plays `variant`: the game's [`Tuned::LEVELS`], or [`Style::EXPERT`].
    pub const fn of(level: Level, variant: Variant) -> Style {
        let levels = mancala_rules::with_games!(levels_of, variant);
        match level {
            Level::Beginner => levels.beginner,
            Level::Easy => levels.easy,
            Level::Medium => levels.medium,
            Level::Hard => levels.hard,
            Level::Expert => Style::EXPERT,
        }
    }
}

/// How levels 1 to 4 play one game; level 5 plays every game alike ([`Style::EXPERT`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LevelStyles {
    /// Level 1.
    pub beginner: Style,
    /// Level 2.
    pub easy: Style,
    /// Level 3.
    pub medium: Style,
    /// Level 4.
    pub hard: Style,
}

/// A game's [`LevelStyles`], set beside its evaluation (`src/ai/eval/<game>.rs`).
pub trait Tuned {
    /// How levels 1 to 4 play the game.
    const LEVELS: LevelStyles;
}

/// The [`Tuned::LEVELS`] of the game `$variant` plays, from the list of games
/// ([`mancala_rules::with_games!`]).
macro_rules! levels_of {
    ([$chosen:ident] $($module:ident :: $type:ident {
        $($(#[$doc:meta])* $variant:ident = $id:literal $shape:tt,)+
    })*) => {
        match $chosen {
            $($(Variant::$variant)|+ => <mancala_rules::$module::$type as Tuned>::LEVELS,)*
        }
    };
}
use levels_of;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_level_looks_at_least_as_far_as_the_one_below_in_every_game() {
        for variant in Variant::ALL {
            for pair in Level::ALL.windows(2) {
                let (weaker, stronger) = (Style::of(pair[0], variant), Style::of(pair[1], variant));
                assert!(weaker.nodes <= stronger.nodes, "{variant} {pair:?}");
                assert!(weaker.depth <= stronger.depth, "{variant} {pair:?}");
            }
        }
    }

    #[test]
    fn the_strongest_level_plays_every_game_alike_without_mistakes() {
        for variant in Variant::ALL {
            let expert = Style::of(Level::Expert, variant);
            assert_eq!(expert, style(1_500_000, 64, 0, 0.0));
            assert_eq!(expert.table_bits(), 19);
        }
    }
}
