//! The `app` layer: the page.
//!
//! [`model`] is the page's logic as one pure model: a `Session` takes commands and returns
//! effects, with no `web_sys` (tested natively). The rest is the browser shell, which turns DOM
//! events into commands and carries out the effects; the files point one way:
//! `handle` and `embed` (the [`App`] JavaScript gets) → `input` → `page` → `dom`, `computer`,
//! `hooks`, `address`, `lessons` → `sink` → `model`.
//!
//! `first` (feature `first` alone) is the first frame's own small module: it draws the starting
//! board and writes the controls' words with `model`, `dom` and `render` before the page's
//! module has come.
//!
//! Nothing here panics on bad input: JavaScript-facing functions return `Result<_, JsValue>`.

pub use mancala_model as model;

/// The `performance.mark` set once per page when a whole board, every pit with its seeds, has
/// first been drawn (by the first frame's module, else by the page's): `scripts/bench_start.mjs`
/// measures the time from navigation to it.
pub const FIRST_BOARD_MARK: &str = "mancala:first-board";

#[cfg(not(feature = "page"))]
mod first;

/// Declares the browser shell's modules, which only the page's module has (feature `page`).
macro_rules! page_only {
    ($($module:ident),*) => {
        $(
            #[cfg(feature = "page")]
            mod $module;
        )*
    };
}

page_only!(
    address,
    computer,
    embed,
    handle,
    handle_learn,
    handle_share,
    hooks,
    input,
    lessons,
    page,
    sink,
    sound
);

// The first frame's module uses a part of these two: the rest is the page's.
#[cfg_attr(not(feature = "page"), allow(dead_code))]
mod dom;
#[cfg_attr(not(feature = "page"), allow(dead_code))]
mod kept;
pub mod painter;

#[cfg(feature = "page")]
pub use handle::{start, start_in, App};
