//! The browser shell of the page: it turns DOM events into the commands of the page model's
//! `Session` (`mancala-model`, pure and tested natively) and carries out the effects it returns
//! on the canvas, the controls, the worker, the speakers, the storage and the address.
//!
//! The modules point one way: [`stage`] (where a game is played, found the same way by both
//! WebAssembly modules of the page) and [`input`] → [`page`] → [`dom`], [`computer`], [`hooks`],
//! [`address`], [`learning`] → [`sink`] → the model. [`first`] is what the first frame's module
//! draws before the page's module has come, with the same [`stage`], [`dom`] and [`painter`].
//!
//! Nothing here exports to JavaScript: the thin crates above (`mancala-first`, `mancala-page`)
//! hold the `#[wasm_bindgen]` exports. Nothing here panics on bad input: functions JavaScript
//! reaches return `Result<_, JsValue>`.

pub mod address;
pub mod analysis;
pub mod computer;
pub mod dom;
pub mod files;
pub mod first;
pub mod hooks;
pub mod input;
pub mod kept;
pub mod learning;
pub mod overlays;
pub mod page;
pub mod painter;
pub mod pit_controls;
pub mod sink;
pub mod sound;
pub mod stage;
pub mod thumbnails;

/// The `performance.mark` set once per page when a whole board, every pit with its seeds, has
/// first been drawn (by the first frame's module, else by the page's): `scripts/bench_start.mjs`
/// measures the time from navigation to it.
pub const FIRST_BOARD_MARK: &str = "mancala:first-board";
