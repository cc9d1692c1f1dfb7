//! The `app` layer: the page.
//!
//! [`start`] finds the board's canvas, keeps its backing store at its CSS size times
//! `devicePixelRatio` (so lines stay sharp on high-density screens) and redraws it when the
//! window is resized. The [`App`] it returns owns its event listener: freeing the handle
//! from JavaScript removes the listener.

use crate::render::canvas::Painter;
use crate::render::layout::BoardLayout;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{HtmlCanvasElement, Window};

/// The running page, as handed to JavaScript by [`start`].
#[wasm_bindgen]
pub struct App {
    view: Rc<View>,
    on_resize: Closure<dyn FnMut()>,
}

/// What a redraw needs: the window (for its pixel ratio), the canvas and its painter.
struct View {
    window: Window,
    canvas: HtmlCanvasElement,
    painter: Painter,
}

/// Starts the page on the canvas whose id is `canvas_id`: draws the board now and again on
/// every resize of the window.
///
/// # Errors
/// When there is no window or document, no element with that id, the element is not a
/// canvas, or the canvas has no 2D context.
#[wasm_bindgen]
pub fn start(canvas_id: &str) -> Result<App, JsValue> {
    #[cfg(feature = "console_error_panic_hook")]
    console_error_panic_hook::set_once();

    let window = web_sys::window().ok_or_else(|| JsValue::from_str("no window"))?;
    let document = window
        .document()
        .ok_or_else(|| JsValue::from_str("no document"))?;
    let canvas = document
        .get_element_by_id(canvas_id)
        .ok_or_else(|| JsValue::from_str(&format!("no element with id {canvas_id:?}")))?
        .dyn_into::<HtmlCanvasElement>()
        .map_err(|_| JsValue::from_str(&format!("element {canvas_id:?} is not a canvas")))?;
    let painter = Painter::new(&canvas)?;
    let view = Rc::new(View {
        window,
        canvas,
        painter,
    });
    view.redraw()?;

    let on_resize = {
        let view = Rc::clone(&view);
        Closure::<dyn FnMut()>::new(move || {
            if let Err(e) = view.redraw() {
                web_sys::console::error_2(&JsValue::from_str("mancala: redraw failed:"), &e);
            }
        })
    };
    view.window
        .add_event_listener_with_callback("resize", on_resize.as_ref().unchecked_ref())?;
    Ok(App { view, on_resize })
}

#[wasm_bindgen]
impl App {
    /// Redraws the board, first matching the canvas's backing store to its displayed size.
    ///
    /// # Errors
    /// When the canvas context refuses to draw.
    pub fn redraw(&self) -> Result<(), JsValue> {
        self.view.redraw()
    }
}

impl Drop for App {
    fn drop(&mut self) {
        // Nothing useful to do if removal fails: the page is going away anyway.
        let _ = self
            .view
            .window
            .remove_event_listener_with_callback("resize", self.on_resize.as_ref().unchecked_ref());
    }
}

impl View {
    fn redraw(&self) -> Result<(), JsValue> {
        let rect = self.canvas.get_bounding_client_rect();
        let (width, height) = (rect.width(), rect.height());
        let ratio = self.window.device_pixel_ratio();
        let (device_w, device_h) = (device_pixels(width, ratio), device_pixels(height, ratio));
        if self.canvas.width() != device_w || self.canvas.height() != device_h {
            // Setting either size clears the canvas, so only do it when it changed.
            self.canvas.set_width(device_w);
            self.canvas.set_height(device_h);
        }
        self.painter.begin_frame(width, height, ratio)?;
        let variant = crate::rules::Variant::Woaley;
        let layout = BoardLayout::for_variant(variant, width, height);
        let game = crate::rules::Game::new(variant, &crate::rules::Options::default())
            .map_err(|e| JsValue::from_str(e.message()))?;
        let board = game.position().replay_board();
        let scene = crate::render::scene::Scene {
            layout: &layout,
            board: &board,
            names: ["Player 1".into(), "Player 2".into()],
            notes: [String::new(), String::new()],
            to_move: Some(0),
            legal: &[0, 1, 2],
            focus: Some(2),
            hover: None,
            selected: &[],
            active: None,
            flights: &[],
            hand: None,
            banner: None,
            caption: None,
        };
        crate::render::scene::draw_scene(&self.painter, &scene, (width * 7.0 + height) as u64)
    }
}

/// A CSS length in device pixels, rounded; 0 for anything that is not a positive number.
fn device_pixels(css: f64, ratio: f64) -> u32 {
    let px = (css * ratio).round();
    if px.is_finite() && px > 0.0 {
        // In range after the check above; `as` saturates anyway.
        px as u32
    } else {
        0
    }
}
