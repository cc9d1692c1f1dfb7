//! The shell's side of game links: the page's address read at start and when its fragment
//! changes, and "Copy link" carried out (the link put in the address without a new history
//! entry, then the address copied). Only where the session allows it: `index.html`, or an
//! element whose author added the `address` attribute.

use super::sink::{settle, Dispatch};
use mancala_model::Command;
use wasm_bindgen::prelude::*;
use web_sys::Window;

/// The page's address's fragment (`#…`), if it has one: where a game link travels.
pub fn fragment(window: &Window) -> Option<String> {
    window.location().hash().ok().filter(|h| h.len() > 1)
}

/// Puts `link` in the address as its fragment and copies the address; tells `dispatch`
/// whether the clipboard took it ([`Command::LinkShared`]).
pub fn share(window: &Window, link: &str, dispatch: &Dispatch) {
    let fragment = format!("#{link}");
    let placed = window
        .history()
        .and_then(|h| h.replace_state_with_url(&JsValue::NULL, "", Some(&fragment)));
    if placed.is_err() {
        window.location().set_hash(&fragment).ok();
    }
    let Ok(address) = window.location().href() else {
        return dispatch(Command::LinkShared { copied: false });
    };
    // `navigator.clipboard.writeText` by name: it is there only in a secure context.
    let written =
        js_sys::Reflect::get(&window.navigator(), &"clipboard".into()).and_then(|clipboard| {
            let write = js_sys::Reflect::get(&clipboard, &"writeText".into())?;
            js_sys::Function::from(write).call1(&clipboard, &address.into())
        });
    match written {
        Ok(promise) => {
            let (yes, no) = (dispatch.clone(), dispatch.clone());
            settle(
                &promise,
                move |_| yes(Command::LinkShared { copied: true }),
                move |_| no(Command::LinkShared { copied: false }),
            );
        }
        Err(_) => dispatch(Command::LinkShared { copied: false }),
    }
}
