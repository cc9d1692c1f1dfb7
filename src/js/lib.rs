//! Crossing the JavaScript boundary, for every WebAssembly module of the sowing games: [`args`]
//! reads the arguments JavaScript hands in, with messages a page author can act on; [`convert`]
//! reads and writes plain JS objects in the JSON formats (`docs/api.md`); [`TS_TYPES`] declares
//! those objects for the generated `.d.ts`. Nothing here panics on bad input.

pub mod args;
pub mod convert;
mod typescript;

pub use convert::{from_js, game_at, rules_error, to_js};
pub use mancala_rules as rules;
pub use typescript::TS_TYPES;
