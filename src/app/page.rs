//! The running page: the canvas and its painter, the game, the controls, and the one
//! `requestAnimationFrame` loop, which runs only while something animates.

use super::computer::Computer;
use super::controller::{Clicked, Controller, Opponent};
use super::dom::Ui;
use super::hooks::Hooks;
use crate::i18n::{fill, Texts};
use crate::render::canvas::Painter;
use crate::render::layout::BoardLayout;
use crate::render::scene::draw_scene;
use crate::rules::Variant;
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{HtmlCanvasElement, Window};

/// The index in [`SPEEDS`] of the slow speed an attract demo plays at.
const SLOW: usize = 3;

/// Animation speeds the speed button cycles through (named by `Texts::speeds`, in this order):
/// normal, fast, instant, slow.
pub const SPEEDS: [f64; 4] = [1.0, 2.5, f64::INFINITY, 0.5];

/// Everything the page holds.
pub struct Page {
    /// The window.
    pub window: Window,
    /// The board's canvas.
    pub canvas: HtmlCanvasElement,
    painter: Painter,
    /// The game.
    pub game: Controller,
    /// The controls around the board.
    pub ui: Ui,
    /// Who answers for the computer.
    pub computer: Computer,
    /// Index in [`SPEEDS`].
    pub speed: usize,
    /// The layout of the last frame (for hit tests).
    pub layout: BoardLayout,
    /// The pending frame request, if any.
    frame: Option<i32>,
    /// The frame callback, made once and kept (never dropped while it may run).
    frame_callback: Option<Closure<dyn FnMut(f64)>>,
    /// A handle on the page itself, for callbacks.
    pub me: Weak<RefCell<Page>>,
    /// Watches the canvas's size.
    pub observer: Option<(web_sys::ResizeObserver, Closure<dyn FnMut()>)>,
    /// True when the user asked for reduced motion.
    pub reduced_motion: bool,
    /// The page's listeners in JavaScript.
    pub hooks: Hooks,
    /// The speed chosen before an attract demo started, given back when it ends.
    demo_speed: Option<usize>,
}

/// The shared page.
pub type Shared = Rc<RefCell<Page>>;

impl Page {
    /// A page on `canvas`, starting with Woaley (the first game available) against nobody.
    ///
    /// # Errors
    /// When the canvas has no 2D context.
    pub fn new(window: Window, canvas: HtmlCanvasElement, ui: Ui) -> Result<Shared, JsValue> {
        let painter = Painter::new(&canvas)?;
        let reduced_motion = window
            .match_media("(prefers-reduced-motion: reduce)")
            .ok()
            .flatten()
            .is_some_and(|m| m.matches());
        let speed = if reduced_motion { 2 } else { 0 };
        // A first game a visitor can play at once: Oware if it is there, Omweso (which starts
        // with arranging seeds) last.
        let first = [
            Variant::OwareAbapa,
            Variant::Woaley,
            Variant::Kauri,
            Variant::Gore,
            Variant::NamNam,
            Variant::OwareInternational,
            Variant::Omweso,
        ]
        .into_iter()
        .find(|v| {
            Controller::new(*v, Opponent::HotSeat, 1.0)
                .unavailable
                .is_none()
        })
        .unwrap_or(Variant::OwareAbapa);
        let game = Controller::new(first, Opponent::HotSeat, SPEEDS[speed]);
        let page = Rc::new(RefCell::new(Page {
            window,
            canvas,
            painter,
            game,
            ui,
            computer: Computer::default(),
            speed,
            layout: BoardLayout::for_variant(first, 0.0, 0.0),
            frame: None,
            frame_callback: None,
            observer: None,
            me: Weak::new(),
            reduced_motion,
            hooks: Hooks::default(),
            demo_speed: None,
        }));
        page.borrow_mut().me = Rc::downgrade(&page);
        Ok(page)
    }

    /// Starts a new game.
    pub fn new_game(&mut self, variant: Variant, opponent: Opponent) {
        self.restore_speed(opponent);
        let game = Controller::new(variant, opponent, SPEEDS[self.speed]);
        self.replace_game(game);
    }

    /// Goes on from `game` (a position read from outside), with the same opponent.
    pub fn load_game(&mut self, game: crate::rules::Game) {
        let game = Controller::from_game(game, self.game.opponent, SPEEDS[self.speed]);
        self.replace_game(game);
    }

    /// Starts an attract demo: the computer plays both sides of a new game, slowly (at once
    /// when the user asked for reduced motion; the computer then pauses between moves).
    pub fn start_demo(&mut self) {
        if self.demo_speed.is_none() {
            self.demo_speed = Some(self.speed);
        }
        if !self.reduced_motion {
            self.speed = SLOW;
        }
        let variant = self.game.variant;
        self.new_game(variant, Opponent::Demo);
    }

    /// Changes who plays the game going on.
    pub fn set_opponent(&mut self, opponent: Opponent) {
        self.restore_speed(opponent);
        self.game.opponent = opponent;
        self.game.speed = SPEEDS[self.speed];
        self.computer.cancel();
        self.changed();
    }

    /// Gives back the speed of before the demo, when `opponent` ends it.
    fn restore_speed(&mut self, opponent: Opponent) {
        if opponent != Opponent::Demo {
            if let Some(speed) = self.demo_speed.take() {
                self.speed = speed;
            }
        }
    }

    fn replace_game(&mut self, game: Controller) {
        let texts = self.game.texts;
        self.game = game;
        self.game.texts = texts;
        self.computer.cancel();
        self.ui.hide_game_over();
        self.changed();
    }

    /// Draws a frame at rAF time `now`; returns whether more frames are needed.
    ///
    /// # Errors
    /// When the canvas refuses to draw or an event log does not fit its board.
    pub fn draw(&mut self, now: f64) -> Result<bool, JsValue> {
        let rect = self.canvas.get_bounding_client_rect();
        let (width, height) = (rect.width(), rect.height());
        let ratio = self.window.device_pixel_ratio();
        let (dw, dh) = (device_pixels(width, ratio), device_pixels(height, ratio));
        if self.canvas.width() != dw || self.canvas.height() != dh {
            // Setting either size clears the canvas, so only do it when it changed.
            self.canvas.set_width(dw);
            self.canvas.set_height(dh);
        }
        if self.layout.spec != crate::render::layout::BoardSpec::of(self.game.variant)
            || (self.layout.board.x * 2.0 + self.layout.board.width - width).abs() > 0.5
            || (self.layout.board.y * 2.0 + self.layout.board.height - height).abs() > 0.5
        {
            self.layout = BoardLayout::for_variant(self.game.variant, width, height);
        }
        let key = layout_key(self.game.variant, width, height, ratio);
        self.painter.begin_frame(width, height, ratio)?;
        let painter = &self.painter;
        let (drawn, more) = self
            .game
            .with_scene(&self.layout, now, |scene| draw_scene(painter, scene, key))
            .map_err(|e| JsValue::from_str(&e))?;
        drawn?;
        self.sync_canvas_labels();
        Ok(more)
    }

    /// Redraws now and keeps the frame loop going while something animates.
    pub fn redraw(&mut self) -> Result<(), JsValue> {
        let now = self.window.performance().map_or(0.0, |p| p.now());
        let was = self.game.animating();
        let more = self.draw(now)?;
        if more {
            self.request_frame()?;
        } else if was {
            self.changed();
        }
        Ok(())
    }

    /// Asks for the next frame, once.
    fn request_frame(&mut self) -> Result<(), JsValue> {
        if self.frame.is_some() {
            return Ok(());
        }
        if self.frame_callback.is_none() {
            self.frame_callback = Some(self.make_frame_callback());
        }
        if let Some(callback) = &self.frame_callback {
            let id = self
                .window
                .request_animation_frame(callback.as_ref().unchecked_ref())?;
            self.frame = Some(id);
        }
        Ok(())
    }

    fn make_frame_callback(&self) -> Closure<dyn FnMut(f64)> {
        let me = self.me.clone();
        Closure::<dyn FnMut(f64)>::new(move |now: f64| {
            let Some(page) = me.upgrade() else { return };
            let Ok(mut page) = page.try_borrow_mut() else {
                return;
            };
            page.frame = None;
            let was = page.game.animating();
            match page.draw(now) {
                Ok(true) => {
                    if let Err(e) = page.request_frame() {
                        report("frame", &e);
                    }
                }
                Ok(false) => {
                    if was {
                        page.changed();
                    }
                }
                Err(e) => {
                    // Never leave a half-shown move: jump to the position and carry on.
                    report("drawing a frame", &e);
                    page.game.skip();
                    page.changed();
                }
            }
        })
    }

    /// After anything changed: draw (finishing instant animations), update the controls, let
    /// the computer play.
    pub fn changed(&mut self) {
        // Controls first (they may change the canvas's size), then the board, then the
        // controls again if drawing finished an instant animation.
        self.ui
            .update(&self.game, self.speed, self.computer.level());
        if let Err(e) = self.redraw_now() {
            report("redraw", &e);
        }
        self.ui
            .update(&self.game, self.speed, self.computer.level());
        if let Some(said) = self.game.said.take() {
            self.ui.announce(&said);
        }
        self.hooks.report(&self.window, &mut self.game);
        if self.game.computer_to_play() {
            let request = self.game.request;
            if let Err(e) = Computer::ask(self, request) {
                report("asking the computer", &e);
            }
        }
    }

    fn redraw_now(&mut self) -> Result<(), JsValue> {
        let now = self.window.performance().map_or(0.0, |p| p.now());
        if self.draw(now)? {
            self.request_frame()?;
        }
        Ok(())
    }

    /// Speaks `texts`' language from now on: controls, menu, board and announcements.
    ///
    /// # Errors
    /// When the document refuses to create the menu's elements.
    pub fn set_language(&mut self, texts: &'static Texts) -> Result<(), JsValue> {
        self.game.texts = texts;
        self.ui.translate(texts);
        self.ui.build_menu(texts)?;
        self.changed();
        Ok(())
    }

    /// A click or Enter on `pit`.
    pub fn click_pit(&mut self, pit: usize) -> bool {
        match self.game.click(pit) {
            Ok(Clicked::Nothing) => false,
            Ok(_) => {
                self.changed();
                true
            }
            Err(e) => {
                report("playing", &JsValue::from_str(&e));
                false
            }
        }
    }

    /// A move chosen by the computer for request `request`.
    pub fn computer_move(&mut self, request: u32, mv: &crate::rules::Move) {
        if request != self.game.request || !self.game.computer_to_play() {
            return;
        }
        self.game.request += 1;
        match self.game.play(mv) {
            Ok(()) => self.changed(),
            Err(e) => report("the computer's move", &JsValue::from_str(&e)),
        }
    }

    /// Keeps the canvas's accessible label and data attributes in step with what it shows.
    fn sync_canvas_labels(&self) {
        let b = self.game.board();
        let list = |v: &[u32]| v.iter().map(u32::to_string).collect::<Vec<_>>().join(",");
        let c = &self.canvas;
        let _ = c.set_attribute("data-pits", &list(&b.pits));
        let _ = c.set_attribute("data-stores", &list(&b.stores));
        let _ = c.set_attribute("data-animating", &self.game.animating().to_string());
        let texts = self.game.texts;
        let label = fill(
            texts.board_label,
            &[
                ("game", &texts.variant(self.game.variant).name),
                ("pits", &list(&b.pits)),
                ("a", &b.stores[0]),
                ("b", &b.stores[1]),
            ],
        );
        if c.get_attribute("aria-label").as_deref() != Some(label.as_str()) {
            let _ = c.set_attribute("aria-label", &label);
        }
    }
}

impl Drop for Page {
    fn drop(&mut self) {
        if let Some((observer, _)) = &self.observer {
            observer.disconnect();
        }
        if let Some(id) = self.frame.take() {
            let _ = self.window.cancel_animation_frame(id);
        }
    }
}

/// A key for the cached board background: variant, size and ratio.
fn layout_key(variant: Variant, w: f64, h: f64, ratio: f64) -> u64 {
    let v = Variant::ALL.iter().position(|x| *x == variant).unwrap_or(0) as u64;
    (v << 56) ^ ((w.round() as u64) << 36) ^ ((h.round() as u64) << 16) ^ (ratio * 100.0) as u64
}

/// Reports an error on the console (the page goes on).
pub fn report(what: &str, e: &JsValue) {
    web_sys::console::error_2(&JsValue::from_str(&format!("mancala: {what} failed:")), e);
}

/// A CSS length in device pixels, rounded; 0 for anything that is not a positive number.
fn device_pixels(css: f64, ratio: f64) -> u32 {
    let px = (css * ratio).round();
    if px.is_finite() && px > 0.0 {
        px as u32
    } else {
        0
    }
}
