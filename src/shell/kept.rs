//! What the page keeps for a visitor's next visit, in `localStorage`: the sound and
//! move-preview switches, the step each lesson reached, each game's house rules. Storage may be
//! refused (a private window, a kiosk's locked profile): then nothing is kept and the defaults
//! apply.

use mancala_rules::Variant;
use web_sys::Window;

/// The sound switch's key.
pub const SOUND: &str = "mancala:sound";
/// The move-preview switch's key.
pub const PREVIEW: &str = "mancala:preview";

/// The text kept under `key`, if any.
pub fn text(window: &Window, key: &str) -> Option<String> {
    window
        .local_storage()
        .ok()
        .flatten()?
        .get_item(key)
        .ok()
        .flatten()
}

/// Keeps `value` under `key` (silently not, where storage is refused).
pub fn keep_text(window: &Window, key: &str, value: &str) {
    if let Ok(Some(storage)) = window.local_storage() {
        let _ = storage.set_item(key, value);
    }
}

/// A switch kept under `key`: `Some(true)` for on, `Some(false)` for off, `None` if never set.
pub fn switch(window: &Window, key: &str) -> Option<bool> {
    match text(window, key)?.as_str() {
        "on" => Some(true),
        "off" => Some(false),
        _ => None,
    }
}

/// Keeps a switch under `key`.
pub fn keep_switch(window: &Window, key: &str, on: bool) {
    keep_text(window, key, if on { "on" } else { "off" });
}

/// The key of `variant`'s house rules (kept as `model::house::write` writes them).
pub fn rules_key(variant: Variant) -> String {
    format!("mancala:rules:{}", variant.id())
}

/// The house rules kept for each game that has some, as written (the session passes over
/// damaged ones).
pub fn rules(window: &Window) -> Vec<(Variant, String)> {
    Variant::ALL
        .into_iter()
        .filter_map(|v| Some((v, text(window, &rules_key(v))?)))
        .collect()
}
