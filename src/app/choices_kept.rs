//! The visitor's choices the page keeps for the next visit in `localStorage`, besides sound
//! (`sound.rs`): the move preview on or off. Storage may be refused: then nothing is kept.

use web_sys::Window;

const PREVIEW_KEY: &str = "mancala:preview";

/// The visitor's remembered choice of the move preview, if any.
pub fn remembered_preview(window: &Window) -> Option<bool> {
    let storage = window.local_storage().ok().flatten()?;
    match storage.get_item(PREVIEW_KEY).ok().flatten()?.as_str() {
        "on" => Some(true),
        "off" => Some(false),
        _ => None,
    }
}

/// Keeps the visitor's choice of the move preview for the next visit.
pub fn remember_preview(window: &Window, on: bool) {
    if let Ok(Some(storage)) = window.local_storage() {
        let _ = storage.set_item(PREVIEW_KEY, if on { "on" } else { "off" });
    }
}
