//! The `render` layer: board layouts, piece sprites and the animation timeline (pure, tested
//! natively), and drawing on a 2D canvas.
//!
//! [`layout`] says where things are, [`sprites`] what the pieces look like, [`timeline`] how a
//! move's events unfold over time; [`board`], [`pieces`] and [`scene`] decide what a frame
//! shows, through [`canvas`], the only file that touches `CanvasRenderingContext2d`.

pub mod board;
pub mod canvas;
pub mod css;
pub mod cues;
pub mod geom;
pub mod layout;
pub mod math;
pub mod pieces;
pub mod preview;
pub mod scene;
pub mod sprites;
pub mod timeline;
