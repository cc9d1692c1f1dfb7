//! The computer opponent: a search over the games of [`mancala_rules`] on their own types
//! (negamax with alpha-beta pruning, iterative deepening, a transposition table, move ordering),
//! a per-game evaluation, and playing levels.
//!
//! Pure Rust (no browser types): the API layer runs it in a Web Worker, so the page never
//! freezes, and bounds it by a node budget and, optionally, a time limit read through a clock it
//! passes in (`performance.now()` there; the search never reads the time itself, since
//! `std::time::Instant` panics on `wasm32-unknown-unknown`).
//!
//! Guarantees: it never panics, returns only a move that [`mancala_rules::Rules::check_move`]
//! accepts, visits at most its node budget, and, without a time limit, plays the same move for
//! the same game, settings and seed.
//!
//! # Examples
//! ```no_run
//! use mancala_ai::{best_move_in_game, Level, Settings};
//! use mancala_rules::{Game, Options, Variant};
//!
//! let mut game = Game::new(Variant::OwareAbapa, &Options::default()).expect("a new game");
//! let settings = Settings::new(Level::Medium).with_seed(7);
//! if let Some(result) = best_move_in_game(&game, &settings, None) {
//!     game.play(&result.mv).expect("the AI plays legal moves");
//! }
//! ```

mod analysis;
pub mod endgame;
mod eval;
mod level;
mod node;
mod path;
mod reference;
mod root;
mod search;
mod style;
mod think;
mod tt;

pub use analysis::{analyse, Analysis, Worth, MAX_DEPTH};
pub use eval::{evaluate, SEED};
pub use level::Level;
pub use mancala_rules::seeds_taken;
pub use reference::{play_out, Played, Reference, ReferencePlayer};
pub use search::{GLORY_PLIES, MAX_PLY, WIN};
pub use style::{LevelStyles, Style, Tuned};
pub use think::{Searchable, Think};

use mancala_rules::{Game, Move};
use search::History;
use serde::Serialize;

/// How the computer should think: a level, a seed, and optional tighter or looser limits.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    /// The playing level.
    pub level: Level,
    /// Seed of the random choices (tie-breaks, the lower levels' mistakes).
    pub seed: u64,
    /// Overrides the level's node budget.
    pub max_nodes: Option<u64>,
    /// Overrides the level's depth cap (plies).
    pub max_depth: Option<u32>,
    /// Stop thinking after this many milliseconds (needs a clock: see [`best_move_with_clock`]).
    /// The search then answers with its deepest completed iteration; the result depends on the
    /// machine's speed and is no longer reproducible.
    pub time_limit_ms: Option<f64>,
    /// Levels 4 and 5 play from an installed endgame table ([`endgame::install`]) when it holds
    /// the position exactly; false plays by search alone.
    pub endgame_table: bool,
}

impl Settings {
    /// The level's own limits, seed 0.
    pub const fn new(level: Level) -> Settings {
        Settings {
            level,
            seed: 0,
            max_nodes: None,
            max_depth: None,
            time_limit_ms: None,
            endgame_table: true,
        }
    }

    /// The same settings with another seed.
    #[must_use]
    pub const fn with_seed(mut self, seed: u64) -> Settings {
        self.seed = seed;
        self
    }

    /// The same settings with a node budget instead of the level's.
    #[must_use]
    pub const fn with_max_nodes(mut self, nodes: u64) -> Settings {
        self.max_nodes = Some(nodes);
        self
    }

    /// The same settings with a depth cap instead of the level's.
    #[must_use]
    pub const fn with_max_depth(mut self, depth: u32) -> Settings {
        self.max_depth = Some(depth);
        self
    }

    /// The same settings without the endgame tables: search alone.
    #[must_use]
    pub const fn without_endgame_table(mut self) -> Settings {
        self.endgame_table = false;
        self
    }

    /// The same settings with a time limit in milliseconds.
    #[must_use]
    pub const fn with_time_limit_ms(mut self, ms: f64) -> Settings {
        self.time_limit_ms = Some(ms);
        self
    }
}

/// The move chosen and what the search knew about it.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SearchResult {
    /// The move to play (legal in the game searched).
    #[serde(rename = "move")]
    pub mv: Move,
    /// Its score for the player to move, in hundredths of a seed; beyond `WIN - MAX_PLY` in
    /// absolute value, a forced win (positive) or loss (negative). A Goré win "without glory"
    /// counts as a plain win [`GLORY_PLIES`] plies later.
    pub score: i32,
    /// The deepest iteration completed, in plies (0: a single legal move, or the budget ran out
    /// before the first iteration ended).
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// True when a lower level deliberately slipped: played a move that only looks as good as
    /// the best at a glance (a "human mistake").
    pub blunder: bool,
}

/// The move the computer plays in `game` (without the game's repetition history: use
/// [`best_move_in_game`] for a [`Game`]). `None` when the game is over.
pub fn best_move<G: Searchable>(game: &G, settings: &Settings) -> Option<SearchResult> {
    game.think(Think {
        settings: *settings,
        history: History::default(),
        clock: None,
    })
}

/// Like [`best_move`], with a clock (milliseconds, any origin) for `settings.time_limit_ms`.
pub fn best_move_with_clock<G: Searchable>(
    game: &G,
    settings: &Settings,
    clock: &mut dyn FnMut() -> f64,
) -> Option<SearchResult> {
    game.think(Think {
        settings: *settings,
        history: History::default(),
        clock: Some(clock),
    })
}

/// The move the computer plays in a [`Game`], knowing which positions were already seen (so it
/// steers into or away from an end by repetition as suits it). `clock` is needed only for a
/// time limit. `None` when the game is over.
pub fn best_move_in_game(
    game: &Game,
    settings: &Settings,
    clock: Option<&mut dyn FnMut() -> f64>,
) -> Option<SearchResult> {
    if settings.endgame_table && settings.level >= Level::Hard {
        if let Some(result) = endgame::table_move(game) {
            return Some(result);
        }
    }
    game.rules().think(Think {
        settings: *settings,
        history: History {
            seen: game.seen().clone(),
        },
        clock,
    })
}
