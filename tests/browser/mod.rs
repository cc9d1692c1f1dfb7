//! What the browser suites share: tests that give the page's thread back to the browser between
//! pieces of work, and the measure of the longest stretch the thread was held.
//!
//! wasm-bindgen-test runs synchronous tests one after another in a single task, so a suite of
//! them holds the thread from its first test to its last; the runner's WebDriver polls and
//! ChromeDriver's own watchdog then wait on it. Every browser test is therefore `async`, starts
//! and ends with [`breathe`], and calls [`pace`] inside its loops. Each test's end prints (with
//! `--nocapture`, as `npm test` runs it) a line `stretch: longest <ms> ms at <place>; <ms> ms in
//! all`, so the suite reports its longest uninterrupted stretch as a figure, never an assertion.

use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

/// Past this, [`pace`] gives the thread back: well under the 2 s a test may hold it on a slow
/// machine, and long enough that yielding (a timer of a few milliseconds) costs little.
const PACE_MS: f64 = 100.0;

/// The stretches of one page: when the current one began, and the longest so far.
struct Meter {
    first: Option<f64>,
    since: Option<f64>,
    longest: f64,
    longest_at: String,
}

thread_local! {
    static METER: RefCell<Meter> = const {
        RefCell::new(Meter { first: None, since: None, longest: 0.0, longest_at: String::new() })
    };
}

fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// Ends the current stretch at `place`: records its length, lets the browser run a macrotask
/// (timers, rendering, the test runner's polls), then starts a new stretch.
pub async fn breathe(place: &str) {
    let t = now();
    METER.with(|m| {
        let mut m = m.borrow_mut();
        m.first.get_or_insert(t);
        if let Some(since) = m.since {
            if t - since > m.longest {
                m.longest = t - since;
                m.longest_at = place.to_string();
            }
        }
    });
    let timer = js_sys::Promise::new(&mut |resolve, _reject| {
        if let Some(window) = web_sys::window() {
            let _ = window.set_timeout_with_callback(&resolve);
        }
    });
    let _ = JsFuture::from(timer).await;
    METER.with(|m| m.borrow_mut().since = Some(now()));
}

/// Breathes at `place` if the current stretch has lasted [`PACE_MS`]; else returns at once.
pub async fn pace(place: &str) {
    let due = METER.with(|m| match m.borrow().since {
        Some(since) => now() - since >= PACE_MS,
        None => true,
    });
    if due {
        breathe(place).await;
    }
}

/// Ends a test: breathes, then prints the page's longest stretch so far and its time in all.
pub async fn done(test: &str) {
    breathe(test).await;
    let line = METER.with(|m| {
        let m = m.borrow();
        format!(
            "stretch: longest {:.0} ms at {}; {:.0} ms in all",
            m.longest,
            m.longest_at,
            now() - m.first.unwrap_or(0.0)
        )
    });
    web_sys::console::log_1(&JsValue::from_str(&line));
}
