//! The `render` layer: board layouts (pure, tested natively) and drawing on a 2D canvas.
//!
//! [`layout`] says where things are; [`canvas`] is the only file that touches
//! `CanvasRenderingContext2d`.

pub mod canvas;
pub mod layout;
