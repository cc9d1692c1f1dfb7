//! Learning to play: lessons as data, checked through the engine, and the sentences that tell a
//! learner what a move did and why — all made from the engine's own events ([`Facts`]), so the
//! page never restates a rule. Game links ([`to_link`], [`from_link`]) live here too: the page
//! and the JS API both make and read them.
//!
//! Pure Rust above `rules` and `i18n`; the lessons' text (`lessons/*.json`) is compiled into
//! the JS API's module only ([`data`]), so the page's first frame does not carry it.

/// Each game's file in the folder `$dir` (`<dir><id>.json`, beside this file), compiled in, in
/// the order of the list of games ([`mancala_rules::with_games!`], which passes `$dir` on). A
/// game's file missing fails the build.
#[cfg(any(feature = "data", test))]
macro_rules! game_files {
    ([$dir:literal] $($module:ident :: $type:ident {
        $($(#[$doc:meta])* $variant:ident = $id:literal $shape:tt,)+
    })*) => {
        [$($(include_str!(concat!($dir, $id, ".json")),)+)*]
    };
}

mod base64url;
mod check;
#[cfg(any(feature = "data", test))]
pub mod data;
mod facts;
mod house;
mod lesson;
mod link;
mod link_start;
pub mod puzzle;
pub mod solving;
mod tell;

pub use check::{boards, check, facts_of, json, STEPS};
pub use facts::Facts;
pub use house::{house_change, house_note, HouseChange};
pub use lesson::{Answer, Goal, Lesson, LessonWords, Step, StepWords, Words};
pub use link::{from_link, is_link, to_link};
pub use link_start::house_rules_of;
pub use puzzle::{Goal as PuzzleGoal, Puzzle};
pub use solving::{Solving, Verdict, Why};
pub use tell::{hint, told, way_to_play, wrong};
