//! Mancala: seven African sowing games for the browser.
//!
//! The layers below this crate are crates of their own, re-exported here under their layer's
//! name: [`rules`], then [`ai`] and [`i18n`] (every word shown, per language), then [`learn`]
//! (lessons, hints, game links); none of them depends on the browser. This crate holds the
//! layers above: [`render`] draws on a 2D canvas, [`app`] is the page (its pure model and its
//! browser shell), and [`api`] is the JavaScript-facing handle.

#[cfg(feature = "ai")]
pub use mancala_ai as ai;
pub use mancala_i18n as i18n;
pub use mancala_learn as learn;
pub use mancala_rules as rules;

pub mod api;
#[cfg(feature = "first")]
pub mod app;
#[cfg(feature = "first")]
pub use mancala_render as render;
