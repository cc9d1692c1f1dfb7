//! Where a game is played: the window, the controls under a root (the document of `index.html`,
//! or the shadow root of one `<mancala-game>` element) and the board's canvas. Both modules of
//! the page start here: the first frame's `firstFrame` and the page's `startIn` are handed the
//! same root and canvas and read them with [`Stage::find`].

use super::dom::Ui;
use mancala_js::args;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{HtmlCanvasElement, Node, Window};

/// The window, the controls and the canvas of one game.
pub struct Stage {
    /// The window.
    pub window: Window,
    /// The controls around the board.
    pub ui: Ui,
    /// The board's canvas.
    pub canvas: HtmlCanvasElement,
}

impl Stage {
    /// The game whose controls are under `root` (a `Document` or a `ShadowRoot`) and whose
    /// board is `canvas`, as JavaScript hands them in.
    ///
    /// # Errors
    /// When `root` is neither a document nor a shadow root, `canvas` is not a `<canvas>` or
    /// there is no window.
    pub fn find(root: JsValue, canvas: JsValue) -> Result<Stage, JsValue> {
        let root = root
            .dyn_into::<Node>()
            .map_err(|v| args::wrong("root", "a Document or a ShadowRoot", &v))?;
        let canvas = canvas
            .dyn_into::<HtmlCanvasElement>()
            .map_err(|v| args::wrong("canvas", "a <canvas> element", &v))?;
        Ok(Stage {
            window: web_sys::window().ok_or_else(|| JsError::new("no window"))?,
            ui: Ui::scoped(&root)?,
            canvas,
        })
    }

    /// The browser's languages, preferred first (`navigator.languages`).
    pub fn languages(&self) -> Vec<String> {
        self.window
            .navigator()
            .languages()
            .iter()
            .filter_map(|l| l.as_string())
            .collect()
    }
}
