//! The computer player, as the shell carries out the session's `Ask` effect: the request goes
//! to a thinker as an object `{ id, position, level }` and comes back as `{ id, move }` or
//! `{ id, error }`. The thinker is JavaScript's (`www/thinker.js`): a Web Worker with its own
//! wasm instance (`www/ai-worker.js`), so animation never stalls while it thinks, or the same
//! AI on the page's thread when there can be no worker. This module never searches itself:
//! the AI is not in the page's module, which then starts faster.

use super::sink::{report, Dispatch};
use mancala_model::Command;
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Window};

#[wasm_bindgen]
extern "C" {
    /// Whatever chooses the computer's moves: a `Worker`, or anything with the same
    /// `postMessage(message)` and `onmessage` (`www/thinker.js`'s `Thinker`).
    pub type Thinker;

    #[wasm_bindgen(method, catch, js_name = postMessage)]
    fn post_message(this: &Thinker, message: &JsValue) -> Result<(), JsValue>;

    #[wasm_bindgen(method, setter = onmessage)]
    fn set_onmessage(this: &Thinker, listener: Option<&js_sys::Function>);

    /// The lesson of a game, as JSON text (a promise): the JS API's module carries the
    /// lessons, so the page's module, kept small, does not.
    #[wasm_bindgen(method, catch, js_name = lesson)]
    pub fn lesson(this: &Thinker, variant: &str) -> Result<js_sys::Promise, JsValue>;

    /// The puzzles of a game, as JSON text (a promise): the JS API's module carries them.
    #[wasm_bindgen(method, catch, js_name = puzzles)]
    pub fn puzzles(this: &Thinker, variant: &str) -> Result<js_sys::Promise, JsValue>;

    /// What every move of a position is worth (the API's `analyse`, an object or `null`): a
    /// promise.
    #[wasm_bindgen(method, catch, js_name = analyse)]
    pub fn analyse(
        this: &Thinker,
        position: &JsValue,
        depth: u32,
    ) -> Result<js_sys::Promise, JsValue>;
}

/// The pause before each move of an attract demo, in milliseconds, so that people can follow.
const DEMO_PAUSE_MS: i32 = 1200;

/// A thinker, the listener of its messages, and whether it failed.
struct ThinkerLink {
    thinker: Rc<Thinker>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    failed: Rc<Cell<bool>>,
}

/// Who answers for the computer.
pub struct Computer {
    window: Window,
    dispatch: Dispatch,
    thinker: Option<ThinkerLink>,
    /// Timers set, with their ids (cleared when the computer goes, so that none fires into a
    /// dropped closure).
    timers: Vec<(i32, Closure<dyn FnMut()>)>,
}

/// A request as the session makes it.
pub struct Request<'a> {
    /// Its id.
    pub id: u32,
    /// The position, with its repetition record.
    pub position: &'a mancala_rules::Position,
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
            thinker: None,
            timers: Vec::new(),
        }
    }

    /// Where answers go.
    pub fn dispatch(&self) -> &Dispatch {
        &self.dispatch
    }

    /// The thinker attached, if any.
    pub fn thinker(&self) -> Option<Rc<Thinker>> {
        self.thinker.as_ref().map(|link| link.thinker.clone())
    }

    /// Sends requests to `thinker` from now on.
    pub fn attach(&mut self, thinker: Thinker) {
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
                    // Not asked again: the same position would fail the same way.
                    failing.set(true);
                    let error = field("error")
                        .and_then(|v| v.as_string())
                        .unwrap_or_else(|| "an answer with no move".into());
                    dispatch(Command::ComputerFailed { request, error });
                }
            }
        });
        thinker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        self.thinker = Some(ThinkerLink {
            thinker: Rc::new(thinker),
            _on_message: on_message,
            failed,
        });
    }

    /// Asks for a move; the answer comes back through the dispatch.
    ///
    /// # Errors
    /// With no thinker, one that failed, or when the timer cannot be set.
    pub fn ask(&mut self, request: &Request) -> Result<(), JsValue> {
        // A thinker that failed is not asked again (it is kept, not dropped: this may run from
        // inside its own message listener).
        let Some(link) = self.thinker.as_ref().filter(|t| !t.failed.get()) else {
            return Err(JsValue::from_str(
                "no AI to ask: none was attached, or it failed",
            ));
        };
        let message = js_sys::Object::new();
        js_sys::Reflect::set(&message, &"id".into(), &request.id.into())?;
        let position = mancala_js::to_js(request.position).map_err(JsValue::from)?;
        js_sys::Reflect::set(&message, &"position".into(), &position)?;
        js_sys::Reflect::set(&message, &"level".into(), &request.level.into())?;
        if !request.demo {
            return link.thinker.post_message(&message);
        }
        let thinker = link.thinker.clone();
        self.after(DEMO_PAUSE_MS, move || {
            if let Err(e) = thinker.post_message(&message) {
                report("asking the AI", &e);
            }
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
        // Timers are few (one per demo move) and tiny; keeping the finished ones avoids
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
