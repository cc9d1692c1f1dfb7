//! The `render` layer: board layouts, piece sprites, the animation timeline of a move's events
//! and the drawing of a frame, all pure Rust tested natively.
//!
//! [`layout`] says where things are, [`sprites`] what the pieces look like, [`timeline`] how a
//! move's events unfold over time; [`board`], [`pieces`] and [`scene`] decide what a frame
//! shows, and say it to a [`surface::Surface`]: the browser shell's painter draws it on a
//! canvas.

pub mod board;
pub mod css;
pub mod cues;
pub mod geom;
pub mod layout;
pub mod math;
pub mod pieces;
pub mod preview;
pub mod scene;
pub mod sprites;
pub mod surface;
pub mod timeline;
