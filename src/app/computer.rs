//! The computer player. With a Web Worker attached (`www/ai-worker.js`, its own wasm instance)
//! the position is posted to it and its move comes back as a message, so animation never
//! stalls while it thinks; the worker uses the engine's `bestMove` once the AI offers it and a
//! random legal move until then. Without a worker a random legal move is played here, after a
//! short pause so that people can follow.

use super::controller::Opponent;
use super::page::{report, Page};
use crate::rules::Move;
use std::cell::RefCell;
use std::rc::Weak;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

/// How long the random player "thinks", in milliseconds.
const PAUSE_MS: i32 = 450;

/// The pause before each move of an attract demo, in milliseconds, so that people can follow.
const DEMO_PAUSE_MS: i32 = 1200;

/// A worker and the listener of its messages.
type WorkerLink = (Worker, Closure<dyn FnMut(MessageEvent)>);

/// Who answers for the computer.
#[derive(Default)]
pub struct Computer {
    worker: Option<WorkerLink>,
    /// Timers set, with their ids (cleared when the computer goes, so that none fires into a
    /// dropped closure).
    timers: Vec<(i32, Closure<dyn FnMut()>)>,
    asked: Option<u32>,
    /// The computer's strength (1..5) sent to the worker; [`DEFAULT_LEVEL`] when none.
    pub level: Option<u32>,
}

/// The level the computer plays at until one is chosen: it sees the reply to its move but
/// sometimes misses it, so a visitor can win.
pub const DEFAULT_LEVEL: u32 = 2;

/// How long the computer may think on the page's own thread when there is no worker.
const IN_PAGE_THINK_MS: f64 = 150.0;

impl Computer {
    /// Sends requests to `worker` from now on; its answers are played on `page`.
    pub fn attach_worker(&mut self, worker: Worker, page: Weak<RefCell<Page>>) {
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
            let data = e.data();
            let id = js_sys::Reflect::get(&data, &"id".into())
                .ok()
                .and_then(|v| v.as_f64())
                .map_or(u32::MAX, |v| v as u32);
            let mv = js_sys::Reflect::get(&data, &"move".into())
                .ok()
                .and_then(|v| v.as_string())
                .and_then(|s| serde_json::from_str::<Move>(&s).ok());
            let Some(page) = page.upgrade() else { return };
            let Ok(mut page) = page.try_borrow_mut() else {
                return;
            };
            match mv {
                Some(mv) => page.computer_move(id, &mv),
                None => {
                    // The worker failed: play on without it.
                    report("the AI worker", &data);
                    page.computer.worker = None;
                    page.computer.asked = None;
                    page.changed();
                }
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        self.worker = Some((worker, on_message));
    }

    /// The level the computer plays at.
    pub fn level(&self) -> u32 {
        self.level.unwrap_or(DEFAULT_LEVEL)
    }

    /// The next level up, after 5 back to 1 (the level button).
    pub fn next_level(&mut self) {
        self.level = Some(self.level() % 5 + 1);
    }

    /// Forgets the pending request (new game, undo).
    pub fn cancel(&mut self) {
        self.asked = None;
    }

    /// Asks for a move for request `request` of `page`'s game, once per request.
    ///
    /// # Errors
    /// When the worker or the timer cannot be used.
    pub fn ask(page: &mut Page, request: u32) -> Result<(), JsValue> {
        if page.computer.asked == Some(request) {
            return Ok(());
        }
        page.computer.asked = Some(request);
        let Some(game) = page.game.game() else {
            return Ok(());
        };
        if let Some((worker, _)) = &page.computer.worker {
            let message = js_sys::Object::new();
            js_sys::Reflect::set(&message, &"id".into(), &request.into())?;
            let position = game.current().position().to_json();
            js_sys::Reflect::set(&message, &"position".into(), &position.into())?;
            let level = page.computer.level();
            js_sys::Reflect::set(&message, &"level".into(), &level.into())?;
            if page.game.opponent != Opponent::Demo {
                return worker.post_message(&message);
            }
            let worker = worker.clone();
            return Computer::after(page, DEMO_PAUSE_MS, move || {
                if let Err(e) = worker.post_message(&message) {
                    report("asking the AI worker", &e);
                }
            });
        }
        // No worker: the same AI thinks on the page's own thread, for a short time only.
        let performance = page.window.performance();
        let mut now = move || performance.as_ref().map_or(0.0, |p| p.now());
        let Some(mv) = game.computer_move(page.computer.level(), IN_PAGE_THINK_MS, &mut now) else {
            return Ok(());
        };
        let me = page.me.clone();
        let pause = if page.game.opponent == Opponent::Demo {
            DEMO_PAUSE_MS
        } else {
            PAUSE_MS
        };
        Computer::after(page, pause, move || {
            if let Some(page) = me.upgrade() {
                if let Ok(mut page) = page.try_borrow_mut() {
                    page.computer_move(request, &mv);
                }
            }
        })
    }

    /// Runs `f` after `ms` milliseconds.
    fn after(page: &mut Page, ms: i32, f: impl FnMut() + 'static) -> Result<(), JsValue> {
        let timer = Closure::<dyn FnMut()>::new(f);
        let id = page
            .window
            .set_timeout_with_callback_and_timeout_and_arguments_0(
                timer.as_ref().unchecked_ref(),
                ms,
            )?;
        // Timers are few (one per computer move) and tiny; keeping the finished ones avoids
        // dropping a closure while it runs. Trim the list now and then.
        if page.computer.timers.len() > 64 {
            page.computer.timers.drain(..32);
        }
        page.computer.timers.push((id, timer));
        Ok(())
    }
}

impl Drop for Computer {
    fn drop(&mut self) {
        if let Some(window) = web_sys::window() {
            for (id, _) in &self.timers {
                window.clear_timeout_with_handle(*id);
            }
        }
    }
}
