//! The computer player, as the shell carries out the session's `Ask` effect. With a Web
//! Worker attached (`www/ai-worker.js`, its own wasm instance) the request goes to it as an
//! object `{ id, position, level }` and comes back as `{ id, move }` or `{ id, error }`, so
//! animation never stalls while it thinks. Without a worker the same AI thinks on the page's
//! own thread for a short time, and its move is played after a short pause so people can
//! follow. Either way the answer goes back to the session as a command.

use super::model::Command;
use super::sink::{report, Dispatch};
use crate::rules::History;
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Window, Worker};

/// How long the computer "thinks" on the page before its move is shown, in milliseconds.
const PAUSE_MS: i32 = 450;

/// The pause before each move of an attract demo, in milliseconds, so that people can follow.
const DEMO_PAUSE_MS: i32 = 1200;

/// How long the computer may think on the page's own thread when there is no worker.
const IN_PAGE_THINK_MS: f64 = 150.0;

/// A worker, the listener of its messages, and whether it failed.
struct WorkerLink {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    failed: Rc<Cell<bool>>,
}

/// Who answers for the computer.
pub struct Computer {
    window: Window,
    dispatch: Dispatch,
    worker: Option<WorkerLink>,
    /// Timers set, with their ids (cleared when the computer goes, so that none fires into a
    /// dropped closure).
    timers: Vec<(i32, Closure<dyn FnMut()>)>,
}

/// A request as the session makes it.
pub struct Request<'a> {
    /// Its id.
    pub id: u32,
    /// The position, JSON text.
    pub position: &'a str,
    /// The level, 1..5.
    pub level: u32,
    /// An attract demo's move (pause first).
    pub demo: bool,
}

impl Computer {
    /// A computer that hands its answers to `dispatch`.
    pub fn new(window: Window, dispatch: Dispatch) -> Computer {
        Computer {
            window,
            dispatch,
            worker: None,
            timers: Vec::new(),
        }
    }

    /// Sends requests to `worker` from now on.
    pub fn attach_worker(&mut self, worker: Worker) {
        let dispatch = self.dispatch.clone();
        let failed = Rc::new(Cell::new(false));
        let failing = failed.clone();
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
            let data = e.data();
            let field = |name: &str| js_sys::Reflect::get(&data, &name.into()).ok();
            let request = field("id")
                .and_then(|v| v.as_f64())
                .map_or(u32::MAX, |v| v as u32);
            let mv = field("move")
                .and_then(|v| js_sys::JSON::stringify(&v).ok())
                .and_then(|s| s.as_string())
                .and_then(|s| serde_json::from_str(&s).ok());
            match mv {
                Some(mv) => dispatch(Command::ComputerMove { request, mv }),
                None => {
                    // The worker failed: play on without it.
                    failing.set(true);
                    let error = field("error")
                        .and_then(|v| v.as_string())
                        .unwrap_or_else(|| "an answer with no move".into());
                    dispatch(Command::ComputerFailed { request, error });
                }
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        self.worker = Some(WorkerLink {
            worker,
            _on_message: on_message,
            failed,
        });
    }

    /// Asks for a move in `game` (the session's); the answer comes back through the dispatch.
    ///
    /// # Errors
    /// When the worker or the timer cannot be used.
    pub fn ask(&mut self, request: &Request, game: &History) -> Result<(), JsValue> {
        // A worker that failed is not asked again (it is kept, not dropped: this may run from
        // inside its own message listener).
        if let Some(link) = self.worker.as_ref().filter(|w| !w.failed.get()) {
            let message = js_sys::Object::new();
            js_sys::Reflect::set(&message, &"id".into(), &request.id.into())?;
            let position = js_sys::JSON::parse(request.position)?;
            js_sys::Reflect::set(&message, &"position".into(), &position)?;
            js_sys::Reflect::set(&message, &"level".into(), &request.level.into())?;
            if !request.demo {
                return link.worker.post_message(&message);
            }
            let worker = link.worker.clone();
            return self.after(DEMO_PAUSE_MS, move || {
                if let Err(e) = worker.post_message(&message) {
                    report("asking the AI worker", &e);
                }
            });
        }
        // No worker: the same AI thinks on the page's own thread, for a short time only.
        let performance = self.window.performance();
        let mut now = move || performance.as_ref().map_or(0.0, |p| p.now());
        let Some(mv) = crate::api::computer_move(game, request.level, IN_PAGE_THINK_MS, &mut now)
        else {
            return Ok(());
        };
        let dispatch = self.dispatch.clone();
        let id = request.id;
        let pause = if request.demo {
            DEMO_PAUSE_MS
        } else {
            PAUSE_MS
        };
        self.after(pause, move || {
            dispatch(Command::ComputerMove { request: id, mv })
        })
    }

    /// Runs `f` after `ms` milliseconds.
    fn after(&mut self, ms: i32, f: impl FnMut() + 'static) -> Result<(), JsValue> {
        let timer = Closure::<dyn FnMut()>::new(f);
        let id = self
            .window
            .set_timeout_with_callback_and_timeout_and_arguments_0(
                timer.as_ref().unchecked_ref(),
                ms,
            )?;
        // Timers are few (one per computer move) and tiny; keeping the finished ones avoids
        // dropping a closure while it runs. Trim the list now and then.
        if self.timers.len() > 64 {
            self.timers.drain(..32);
        }
        self.timers.push((id, timer));
        Ok(())
    }
}

impl Drop for Computer {
    fn drop(&mut self) {
        for (id, _) in &self.timers {
            self.window.clear_timeout_with_handle(*id);
        }
    }
}
