//! Mancala: seven African sowing games, and Kalah, for the browser.
//!
//! This crate is the JavaScript API's WebAssembly module (`pkg/mancala.js`): [`api`] holds its
//! exports, the `Game` class, `variants()`, `languages()`, `bestMove` and the lessons. The layers
//! below are crates of their own, re-exported here under their layer's name: [`rules`], then
//! [`ai`] and [`i18n`] (every word shown, per language), then [`learn`] (lessons, hints, game
//! links); none of them depends on the browser. The page's crates stand beside this one: the
//! renderer and the page model (`mancala-render`, `mancala-model`), the browser shell
//! (`mancala-shell`) and the page's two modules (`mancala-first`, `mancala-page`);
//! `docs/architecture.md` draws the whole graph.

pub use mancala_ai as ai;
pub use mancala_i18n as i18n;
pub use mancala_learn as learn;
pub use mancala_rules as rules;

pub mod api;
pub mod puzzles;
