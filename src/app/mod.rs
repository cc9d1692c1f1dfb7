//! The `app` layer: the page.
//!
//! [`start`] finds the board's canvas (and, if the page has them, the toolbar, the choice
//! buttons, the menu and the game-over panel), starts the first available game and listens to
//! pointer, keyboard, buttons and resizes. The [`App`] it returns owns the page: freeing the
//! handle from JavaScript removes every listener. Its read-only hooks (`position`, `pitCenter`,
//! ...) let tests and page authors see what the board shows.
//!
//! Nothing here panics on bad input: JavaScript-facing functions return `Result<_, JsValue>`.

mod choices;
mod computer;
mod controller;
mod dom;
mod embed;
mod hooks;
mod input;
mod opponent;
mod page;

pub use controller::{Clicked, Controller, Opponent};

use page::{Page, Shared};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::HtmlCanvasElement;

/// The running page, as handed to JavaScript by [`start`].
#[wasm_bindgen]
pub struct App {
    page: Shared,
    _listeners: Vec<input::Listener>,
}

/// Starts the page on the canvas whose id is `canvas_id`; the controls are the document's
/// elements with the ids of `index.html`. To run a game inside a shadow root (the
/// `<mancala-game>` element), see [`start_in`].
///
/// # Errors
/// When there is no window or document, no element with that id, the element is not a
/// canvas, or the canvas has no 2D context.
#[wasm_bindgen]
pub fn start(canvas_id: &str) -> Result<App, JsValue> {
    let window = web_sys::window().ok_or_else(|| JsValue::from_str("no window"))?;
    let document = window
        .document()
        .ok_or_else(|| JsValue::from_str("no document"))?;
    let canvas = document
        .get_element_by_id(canvas_id)
        .ok_or_else(|| JsValue::from_str(&format!("no element with id {canvas_id:?}")))?
        .dyn_into::<HtmlCanvasElement>()
        .map_err(|_| JsValue::from_str(&format!("element {canvas_id:?} is not a canvas")))?;
    launch(window, canvas, dom::Ui::new(document))
}

/// Starts a game on `canvas` whose controls are found under `root` only: a `ShadowRoot` (one
/// `<mancala-game>` element) or a `Document`. Every listener is on `canvas` or on those
/// controls, so several apps on one page never interfere.
///
/// # Errors
/// When `root` is neither a document nor a shadow root, or the canvas has no 2D context.
#[wasm_bindgen(js_name = startIn)]
pub fn start_in(root: web_sys::Node, canvas: HtmlCanvasElement) -> Result<App, JsValue> {
    let window = web_sys::window().ok_or_else(|| JsValue::from_str("no window"))?;
    launch(window, canvas, dom::Ui::scoped(&root)?)
}

/// Builds the menu, starts the page and its listeners.
fn launch(window: web_sys::Window, canvas: HtmlCanvasElement, ui: dom::Ui) -> Result<App, JsValue> {
    #[cfg(feature = "console_error_panic_hook")]
    console_error_panic_hook::set_once();
    let page = Page::new(window, canvas, ui)?;
    page.borrow_mut().set_language(crate::i18n::english())?;
    let listeners = input::listen(&page)?;
    page.borrow_mut().changed();
    Ok(App {
        page,
        _listeners: listeners,
    })
}

fn busy() -> JsValue {
    JsValue::from_str("the page is busy")
}

#[wasm_bindgen]
impl App {
    /// Redraws the board, first matching the canvas's backing store to its displayed size.
    ///
    /// # Errors
    /// When the canvas context refuses to draw.
    pub fn redraw(&self) -> Result<(), JsValue> {
        self.page.try_borrow_mut().map_err(|_| busy())?.redraw()
    }

    /// Starts a new game of `variant` (an id such as `"oware-abapa"`); `opponent` is
    /// `"computer"` (the computer plays North), `"demo"` (the computer plays both sides) or
    /// anything else for two players.
    ///
    /// # Errors
    /// An unknown variant.
    #[wasm_bindgen(js_name = newGame)]
    pub fn new_game(&self, variant: &str, opponent: &str) -> Result<(), JsValue> {
        let mut page = self.page.try_borrow_mut().map_err(|_| busy())?;
        let texts = page.game.texts;
        let v: crate::rules::Variant = variant.parse().map_err(|_| {
            let known: Vec<&str> = crate::rules::Variant::ALL.iter().map(|v| v.id()).collect();
            JsValue::from_str(&crate::i18n::fill(
                texts.unknown_game,
                &[("id", &variant), ("known", &known.join(", "))],
            ))
        })?;
        let o = embed::parse_opponent(opponent).unwrap_or(Opponent::HotSeat);
        page.new_game(v, o);
        Ok(())
    }

    /// What the board shows now (during an animation, the board of that moment):
    /// `{ variant, pits, cowries, owners, stores, animating, toMove, unavailable }` as JSON text.
    ///
    /// # Errors
    /// When the page is busy (called from inside one of its own callbacks).
    pub fn position(&self) -> Result<String, JsValue> {
        let p = self.page.try_borrow().map_err(|_| busy())?;
        let b = p.game.board();
        let value = serde_json::json!({
            "variant": p.game.variant.id(),
            "pits": b.pits,
            "cowries": b.cowries,
            "owners": b.owners,
            "stores": b.stores,
            "animating": p.game.animating(),
            "toMove": p.game.to_move(),
            "unavailable": p.game.unavailable,
            "playable": p.game.playable(),
            "reducedMotion": p.reduced_motion,
            "opponent": embed::opponent_name(p.game.opponent),
        });
        Ok(value.to_string())
    }

    /// The game's position in the JSON position format (`null` when the variant is not
    /// available), as JSON text.
    ///
    /// # Errors
    /// When the page is busy.
    #[wasm_bindgen(js_name = gamePosition)]
    pub fn game_position(&self) -> Result<String, JsValue> {
        let p = self.page.try_borrow().map_err(|_| busy())?;
        Ok(p.game
            .game()
            .map_or("null".to_string(), |g| g.current().position().to_json()))
    }

    /// The centre of pit `pit` in CSS pixels from the canvas's top-left corner, `[x, y]`.
    ///
    /// # Errors
    /// A pit that the board does not have.
    #[wasm_bindgen(js_name = pitCenter)]
    pub fn pit_center(&self, pit: usize) -> Result<Vec<f64>, JsValue> {
        let p = self.page.try_borrow().map_err(|_| busy())?;
        let c = p
            .layout
            .pits
            .get(pit)
            .ok_or_else(|| JsValue::from_str(&format!("no pit {pit}")))?
            .center;
        Ok(vec![c.x, c.y])
    }

    /// Plays pit `pit` as a click would; true when it did something.
    ///
    /// # Errors
    /// When the page is busy.
    #[wasm_bindgen(js_name = clickPit)]
    pub fn click_pit(&self, pit: usize) -> Result<bool, JsValue> {
        Ok(self
            .page
            .try_borrow_mut()
            .map_err(|_| busy())?
            .click_pit(pit))
    }

    /// Ends the animation at once.
    ///
    /// # Errors
    /// When the page is busy.
    pub fn skip(&self) -> Result<(), JsValue> {
        let mut p = self.page.try_borrow_mut().map_err(|_| busy())?;
        p.game.skip();
        p.changed();
        Ok(())
    }

    /// Sets the animation speed (1 normal, 2.5 fast, `Infinity` instant).
    ///
    /// # Errors
    /// When the page is busy.
    #[wasm_bindgen(js_name = setSpeed)]
    pub fn set_speed(&self, speed: f64) -> Result<(), JsValue> {
        let mut p = self.page.try_borrow_mut().map_err(|_| busy())?;
        p.game.speed = if speed.is_nan() { 1.0 } else { speed };
        Ok(())
    }

    /// Draws one frame as if the frame loop ran at time `now` (milliseconds on the
    /// `performance.now()` clock) and returns whether the animation goes on. For benchmarks and
    /// tests; the page's own loop keeps running as usual.
    ///
    /// # Errors
    /// When the page is busy or the canvas refuses to draw.
    #[wasm_bindgen(js_name = drawAt)]
    pub fn draw_at(&self, now: f64) -> Result<bool, JsValue> {
        self.page.try_borrow_mut().map_err(|_| busy())?.draw(now)
    }

    /// Speaks the language `tag` names (`"fr"`, `"fr-CI"`, `"en"`): every control, the menu's
    /// rules summaries, the board's announcements and the spoken account of each move.
    ///
    /// # Errors
    /// A language the game does not speak (the message lists those it does); nothing changes.
    #[wasm_bindgen(js_name = setLanguage)]
    pub fn set_language(&self, tag: &str) -> Result<(), JsValue> {
        let texts = crate::i18n::language(tag).map_err(|e| JsValue::from_str(&e))?;
        self.page
            .try_borrow_mut()
            .map_err(|_| busy())?
            .set_language(texts)
    }

    /// The language spoken now (`"en"`, `"fr"`).
    ///
    /// # Errors
    /// When the page is busy.
    #[wasm_bindgen(getter)]
    pub fn language(&self) -> Result<String, JsValue> {
        Ok(self
            .page
            .try_borrow()
            .map_err(|_| busy())?
            .game
            .texts
            .code
            .to_string())
    }

    /// Lets `worker` (`www/ai-worker.js`) choose the computer's moves.
    ///
    /// # Errors
    /// When the page is busy.
    #[wasm_bindgen(js_name = useWorker)]
    pub fn use_worker(&self, worker: web_sys::Worker) -> Result<(), JsValue> {
        let mut p = self.page.try_borrow_mut().map_err(|_| busy())?;
        let me = p.me.clone();
        p.computer.attach_worker(worker, me);
        Ok(())
    }
}
