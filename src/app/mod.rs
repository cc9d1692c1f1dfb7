//! The `app` layer: the page.
//!
//! [`model`] is the page's logic as one pure model: a `Session` takes commands and returns
//! effects, with no `web_sys` (tested natively). The rest is the browser shell, which turns DOM
//! events into commands and carries out the effects; the files point one way:
//! `handle` and `embed` (the [`App`] JavaScript gets) → `input` → `page` → `dom`, `computer`,
//! `hooks`, `address`, `lessons` → `sink` → `model`.
//!
//! Nothing here panics on bad input: JavaScript-facing functions return `Result<_, JsValue>`.

pub mod model;

mod address;
mod computer;
mod dom;
mod embed;
mod handle;
mod handle_learn;
mod handle_share;
mod hooks;
mod input;
mod kept;
mod lessons;
mod page;
mod sink;
mod sound;

pub use handle::{start, start_in, App};
