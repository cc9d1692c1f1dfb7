//! Mancala: seven African sowing games for the browser.
//!
//! Layers (see `ARCHITECTURE.md`): [`rules`], [`i18n`] (every word shown, per language) and
//! [`ai`] are pure Rust; [`api`] is the
//! JavaScript-facing handle; [`render`] draws on a 2D canvas; [`app`] is the page.

pub mod ai;
pub mod api;
pub mod app;
pub mod i18n;
pub mod render;
pub mod rules;
