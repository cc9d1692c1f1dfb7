//! The browser shell of one game: it owns the canvas and its painter, the controls, the
//! computer, the listeners in JavaScript and the one `requestAnimationFrame` loop (running only
//! while something animates), hands each [`Command`] to the [`Session`] and carries out the
//! [`Effect`]s it returns.

use super::computer::{Computer, Request};
use super::dom::Ui;
use super::hooks::Hooks;
use super::painter::{fit_backing_store, to_js, Painter};
use super::sink::{report, warn, Dispatch};
use super::stage::Stage;
use mancala_model::{Command, Effect, Session, Start};
use mancala_render::scene::draw_scene;
use mancala_render::surface::Surface;
use mancala_rules::Variant;
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::{Rc, Weak};
use std::sync::atomic::{AtomicBool, Ordering};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{HtmlCanvasElement, Window};

/// Whether [`super::FIRST_BOARD_MARK`] has been set (by this module).
static FIRST_BOARD_MARKED: AtomicBool = AtomicBool::new(false);

/// Everything the page holds.
pub struct Page {
    /// The window.
    pub window: Window,
    /// The board's canvas.
    pub canvas: HtmlCanvasElement,
    painter: Painter,
    /// The page's state and logic.
    pub session: Session,
    /// The controls around the board.
    pub ui: Ui,
    /// Who answers for the computer.
    pub computer: Computer,
    /// The page's listeners in JavaScript.
    pub hooks: Hooks,
    /// The game's sounds.
    pub sound: super::sound::Sound,
    /// The pending frame request, if any.
    frame: Option<i32>,
    /// The frame callback, made once and kept (never dropped while it may run).
    frame_callback: Option<Closure<dyn FnMut(f64)>>,
    /// A handle on the page itself, for the frame callback.
    me: Weak<RefCell<Page>>,
    /// The board's pits and stores as controls over the canvas.
    pit_controls: super::pit_controls::PitControls,
    /// The panels over the game, and the focus's way in and out of them.
    overlays: super::overlays::Overlays,
    /// Watches the canvas's size.
    pub observer: Option<(web_sys::ResizeObserver, Closure<dyn FnMut()>)>,
}

/// The shared page.
pub type Shared = Rc<RefCell<Page>>;

impl Page {
    /// A page on the stage's canvas, with its controls.
    ///
    /// # Errors
    /// When the canvas has no 2D context.
    pub fn new(stage: Stage) -> Result<Shared, JsValue> {
        let languages = stage.languages();
        let Stage { window, ui, canvas } = stage;
        let painter = Painter::new(&canvas)?;
        let reduced_motion = window
            .match_media("(prefers-reduced-motion: reduce)")
            .ok()
            .flatten()
            .is_some_and(|m| m.matches());
        let session = Session::new(Start {
            reduced_motion,
            languages,
            language_button: ui.whole_page(),
            sound: super::kept::switch(&window, super::kept::SOUND),
            preview: super::kept::switch(&window, super::kept::PREVIEW),
            fragment: super::address::fragment(&window),
            rules: super::kept::rules(&window),
        });
        Ok(Rc::new_cyclic(|weak: &Weak<RefCell<Page>>| {
            let me = weak.clone();
            let dispatch: Dispatch = Rc::new(move |command| {
                if let Some(page) = me.upgrade() {
                    if let Ok(mut page) = page.try_borrow_mut() {
                        page.run(command);
                    }
                }
            });
            RefCell::new(Page {
                computer: Computer::new(window.clone(), dispatch),
                window,
                canvas,
                painter,
                session,
                ui,
                hooks: Hooks::default(),
                sound: super::sound::Sound::default(),
                frame: None,
                frame_callback: None,
                me: weak.clone(),
                pit_controls: Default::default(),
                overlays: Default::default(),
                observer: None,
            })
        }))
    }

    /// Hands `command` to the session and carries out every effect, those of the frames it
    /// asks for included. Returns the command's own effects (for the JavaScript API's answer).
    pub fn run(&mut self, command: Command) -> Vec<Effect> {
        let first = self.session.handle(command);
        self.carry_out(first.clone());
        first
    }

    /// Carries out `effects`, in order.
    pub fn carry_out(&mut self, effects: Vec<Effect>) {
        let mut queue = VecDeque::from(effects);
        while let Some(effect) = queue.pop_front() {
            match effect {
                Effect::Redraw => queue.extend(self.session.handle(self.frame_now())),
                Effect::Draw => {
                    if let Err(e) = self.draw() {
                        report("drawing", &e);
                    }
                }
                Effect::NextFrame => {
                    if let Err(e) = self.request_frame() {
                        report("frame", &e);
                    }
                }
                Effect::Controls(controls) => self.ui.apply(&controls),
                Effect::Translate => {
                    let texts = self.session.texts();
                    self.ui.translate(texts);
                    if let Err(e) = self.ui.build_menu(texts) {
                        report("building the menu", &e);
                    }
                }
                Effect::Menu(open) => {
                    self.ui.show_menu(open);
                    if let (true, Some(menu)) = (open, self.ui.get("menu-list")) {
                        let ratio = self.window.device_pixel_ratio();
                        let texts = self.session.texts();
                        if let Err(e) = super::thumbnails::draw_all(&menu, ratio, texts) {
                            report("drawing the games' pictures", &e);
                        }
                    }
                }
                Effect::Announce(sentence) => self.ui.announce(&sentence),
                Effect::Focus(id) => self.ui.focus(id),
                Effect::Ask {
                    request,
                    position,
                    level,
                    demo,
                } => {
                    let request = Request {
                        id: request,
                        position: &position,
                        level,
                        demo,
                    };
                    if let Err(e) = self.computer.ask(&request) {
                        report("asking the computer", &e);
                    }
                }
                Effect::Sound(cues) => self.sound.play(&self.window, &cues),
                Effect::RememberSound(on) => {
                    super::kept::keep_switch(&self.window, super::kept::SOUND, on)
                }
                Effect::FetchLesson(variant) => {
                    super::learning::fetch_lesson(&self.window, &self.computer, variant);
                }
                Effect::RememberLesson { variant, step } => {
                    super::learning::remember_step(&self.window, variant, step);
                }
                Effect::FetchPuzzles(variant) => {
                    super::learning::fetch_puzzles(&self.window, &self.computer, variant);
                }
                Effect::RememberPuzzles { variant, solved } => {
                    super::learning::remember_solved(&self.window, variant, &solved);
                }
                Effect::RememberPreview(on) => {
                    super::kept::keep_switch(&self.window, super::kept::PREVIEW, on);
                }
                Effect::RulesPanel(panel) => {
                    let texts = self.session.texts();
                    if let Err(e) = self.ui.show_rules(panel.as_ref(), texts) {
                        report("showing the house rules", &e);
                    }
                }
                Effect::RememberRules { variant, text } => {
                    let key = super::kept::rules_key(variant);
                    super::kept::keep_text(&self.window, &key, &text);
                }
                Effect::ShareLink(link) => {
                    super::address::share(&self.window, &link, self.computer.dispatch());
                }
                Effect::Download { name, text } => {
                    if let Err(e) = super::files::download(&self.ui, &name, &text) {
                        report("saving the game", &e);
                    }
                }
                Effect::ChooseFile => super::files::choose(&self.ui),
                Effect::Analyse {
                    request,
                    position,
                    depth,
                } => super::analysis::ask(&self.computer, request, &position, depth),
                Effect::Moved(played) => self.hooks.moved(&self.window, &played),
                Effect::GameOver(outcome) => self.hooks.over(&self.window, &outcome),
                Effect::Settings(settings) => {
                    let lang = self.session.texts().code();
                    self.hooks.settings(&self.window, &settings, lang);
                }
                Effect::Warn(message) => warn(&message),
                Effect::Refused(_) => {}
                Effect::Report(message) => report("the game", &JsValue::from_str(&message)),
            }
        }
        self.overlays.sync(&self.ui);
    }

    /// A frame command at time `now` for the canvas's size now.
    pub fn frame_at(&self, now: f64) -> Command {
        let rect = self.canvas.get_bounding_client_rect();
        Command::Frame {
            now,
            width: rect.width(),
            height: rect.height(),
        }
    }

    /// A frame command for the present moment.
    pub fn frame_now(&self) -> Command {
        self.frame_at(self.window.performance().map_or(0.0, |p| p.now()))
    }

    /// Draws the session's scene: the backing store matched to the canvas's size first.
    ///
    /// # Errors
    /// When the canvas refuses to draw or an event log does not fit its board.
    fn draw(&mut self) -> Result<(), JsValue> {
        let ratio = self.window.device_pixel_ratio();
        let (width, height) = fit_backing_store(&self.canvas, ratio);
        let key = layout_key(self.session.table().variant(), width, height, ratio);
        self.painter
            .begin_frame(width, height, ratio)
            .map_err(to_js)?;
        let painter = &self.painter;
        // A board with no size is not drawn at all (`draw_scene` returns at once).
        let whole_board = self
            .session
            .scene(|scene| draw_scene(painter, scene, key).map(|()| scene.layout.cell > 0.0))
            .map_err(|e| JsValue::from_str(&e))?
            .map_err(to_js)?;
        let marks = self.session.aid_marks();
        let seeds = &self.session.table().board().pits;
        mancala_render::preview::draw_marks(painter, self.session.layout(), seeds, &marks)
            .map_err(to_js)?;
        self.sync_canvas_labels();
        self.sync_pit_controls();
        if whole_board && !FIRST_BOARD_MARKED.swap(true, Ordering::Relaxed) {
            super::dom::mark_first_board(&self.window);
        }
        Ok(())
    }

    /// Asks for the next frame, once.
    fn request_frame(&mut self) -> Result<(), JsValue> {
        if self.frame.is_some() {
            return Ok(());
        }
        let me = self.me.clone();
        let callback = self.frame_callback.get_or_insert_with(|| {
            Closure::<dyn FnMut(f64)>::new(move |now: f64| {
                let Some(page) = me.upgrade() else { return };
                let Ok(mut page) = page.try_borrow_mut() else {
                    return;
                };
                page.frame = None;
                let frame = page.frame_at(now);
                page.run(frame);
            })
        });
        let id = self
            .window
            .request_animation_frame(callback.as_ref().unchecked_ref())?;
        self.frame = Some(id);
        Ok(())
    }

    /// Keeps the pits' controls in step with the board: their words, places and Tab stop; the
    /// keyboard's focus follows the focus ring.
    fn sync_pit_controls(&mut self) {
        let Some(root) = self.ui.get(super::pit_controls::GRID_ID) else {
            return;
        };
        let grid = self.session.board_grid();
        let focus = self.session.table().focus();
        let active = self.ui.active_element();
        if let Err(e) = self
            .pit_controls
            .sync(self.ui.document(), &root, &grid, focus, active)
        {
            report("the board's controls", &e);
        }
    }

    /// Keeps the canvas's accessible label and data attributes in step with what it shows.
    fn sync_canvas_labels(&self) {
        let table = self.session.table();
        let b = table.board();
        let list = |v: &[u32]| v.iter().map(u32::to_string).collect::<Vec<_>>().join(",");
        let c = &self.canvas;
        let _ = c.set_attribute("data-pits", &list(&b.pits));
        let _ = c.set_attribute("data-stores", &list(&b.stores));
        let _ = c.set_attribute("data-animating", &table.animating().to_string());
        let texts = self.session.texts();
        let stores = [b.stores[0], b.stores[1]];
        let label = texts.board_label(table.variant(), &b.pits, stores);
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
