//! Files in and out of the page: a game offered to save (a download of its text) and a file the
//! visitor chooses to open (the hidden `<input type="file" id="open-file">`), read as text and
//! handed to the session ([`Command::FileOpened`]).

use super::dom::Ui;
use super::sink::Dispatch;
use mancala_model::Command;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Blob, BlobPropertyBag, HtmlAnchorElement, HtmlInputElement, Url};

/// The file input's id in the controls' markup.
pub const FILE_INPUT: &str = "open-file";

/// A file larger than this is not read: an OGN game of thousands of moves is some tens of
/// kilobytes.
const MOST_BYTES: f64 = 1_048_576.0;

/// Offers `text` as a file named `name` (a download the browser saves or asks about).
///
/// # Errors
/// When the document refuses to create the file or the link.
pub fn download(ui: &Ui, name: &str, text: &str) -> Result<(), JsValue> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = BlobPropertyBag::new();
    options.set_type("text/plain;charset=utf-8");
    let blob = Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = Url::create_object_url_with_blob(&blob)?;
    let link: HtmlAnchorElement = ui.document().create_element("a")?.dyn_into()?;
    link.set_href(&url);
    link.set_download(name);
    // Firefox follows a link's click only when the link is in the document.
    let body = ui.document().body();
    if let Some(body) = &body {
        body.append_child(&link)?;
    }
    link.click();
    link.remove();
    Url::revoke_object_url(&url)
}

/// Lets the visitor choose a file to open.
pub fn choose(ui: &Ui) {
    if let Some(input) = ui
        .get(FILE_INPUT)
        .and_then(|e| e.dyn_into::<HtmlInputElement>().ok())
    {
        input.click();
    }
}

/// Reads the file chosen in `input` as text and hands it to `dispatch`; the input is emptied
/// so that the same file can be chosen again.
pub fn read_chosen(input: &HtmlInputElement, dispatch: Dispatch) {
    let Some(file) = input.files().and_then(|files| files.get(0)) else {
        return;
    };
    input.set_value("");
    if file.size() > MOST_BYTES {
        dispatch(Command::FileOpened(String::new()));
        return;
    }
    let done = Closure::once(move |text: JsValue| {
        dispatch(Command::FileOpened(text.as_string().unwrap_or_default()));
    });
    let _ = file.text().then(&done);
    // The closure must outlive this call: the promise calls it later, once.
    done.forget();
}
