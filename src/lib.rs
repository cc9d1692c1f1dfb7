//! Mancala: seven African sowing games for the browser.
//!
//! Layers (see `ARCHITECTURE.md`): [`rules`], [`i18n`] (every word shown, per language) and
//! [`ai`] are pure Rust; [`api`] is the
//! JavaScript-facing handle; [`render`] draws on a 2D canvas; [`app`] is the page.

#[cfg(feature = "ai")]
pub mod ai;
pub mod api;
#[cfg(feature = "first")]
pub mod app;
pub mod i18n;
pub mod learn;
#[cfg(feature = "first")]
pub mod render;
pub mod rules;
