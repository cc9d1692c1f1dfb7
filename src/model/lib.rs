//! The page's logic as one pure model: a [`Session`] takes one [`Command`] at a time (a pit
//! clicked, a key, a button, a menu choice, the computer's answer, a frame, a setting) and
//! returns the [`Effect`]s the browser shell carries out (draw, ask the computer, announce,
//! update the controls, tell the listeners, warn). No `web_sys` here: it is tested natively.
//!
//! The session routes each command to the feature it is for. Each feature owns its state and
//! its changes in one module, and is handed the shared things it acts on (the [`Table`], who
//! plays, the words, the settings): [`house`] (house rules and their panel), [`aids`] (preview,
//! hint, the note under the board), [`learning`] (lessons), [`replay`] (stepping through a
//! game, game links), [`choices`] (the choices made on the board, the harvest chooser),
//! [`demo`] (a kiosk's attract demo), [`sound`], [`menu`], [`more`] (the panel of the other controls), [`turns`] (the computer asked to
//! play, the end told once) and [`canvas`] (the board's layout and the frame's clock).

pub mod action;
pub mod aids;
pub mod analysis;
pub mod board_grid;
pub mod canvas;
pub mod choices;
pub mod command;
pub mod controls;
pub mod demo;
pub mod facing;
pub mod files;
pub mod house;
pub mod learning;
pub mod levels;
pub mod menu;
pub mod more;
pub mod opponent;
pub mod puzzling;
pub mod replay;
pub mod session;
pub mod settings;
pub mod setup;
pub mod sound;
pub mod study;
pub mod table;
pub mod turns;

#[cfg(test)]
mod phrasebook;
#[cfg(test)]
mod scripted;

pub use action::Action;
pub use command::{Command, Control, Effect, Key};
pub use opponent::{Opponent, Played, Seats};
pub use session::{Session, Start, SPEEDS};
pub use settings::Settings;
pub use table::{Clicked, Table};
