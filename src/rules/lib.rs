//! The rules core: positions, legal moves, sowing, captures, scoring and match structure of
//! the games, in pure Rust (no browser types).
//!
//! Every game implements [`Rules`]; [`AnyGame`] dispatches over them and [`Game`] adds what is
//! common to all (repetition tracking, the JSON position format). Pit indices, directions and
//! ownership follow `docs/rules/common.md` §0 everywhere.

#[macro_use]
mod games;

mod any;
pub mod board;
mod end;
pub mod event;
mod game;
mod history;
pub mod house;
mod moves;
pub mod ogn;
mod position;
mod repetition;
pub mod rng;
pub mod row_words;
pub mod sowing;
mod state_hash;
mod taken;
mod types;

with_games!(game_modules);

pub use any::{AnyGame, Game};
pub use board::{Board, Hand};
pub use end::{Details, EndReason, WoaleyScores};
pub use event::{replay, CaptureCause, Event, EventSink, NoEvents, Piece, ReplayBoard, SetupCause};
pub use game::{Outcome, Rules, Status};
pub use history::History;
pub use house::{HouseRules, RuleOption, RULE_OPTIONS};
pub use moves::{Choices, Move};
pub use position::{parse_json, write_extra, Extra, Options, Position, Series};
pub use repetition::{basic_key, write_basic_key, KeyHasher};
pub use state_hash::StateHasher;
pub use taken::seeds_taken;
pub use types::{opp, Error, Player, Variant};
