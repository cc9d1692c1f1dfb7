//! The page's first frame, from a module of its own (`pkg/mancala_first.js`): the
//! starting board of the game the settings ask for and the words of its controls, drawn and
//! written as the page's module will, while that larger module (the rest of the app) is still
//! on its way. A lesson page and a game link are left to the page's module: their first board is
//! not the starting one.

use super::dom::Ui;
use super::model::controls::{controls, Around};
use super::model::settings;
use super::model::{Seats, Settings, Table};
use super::painter::{fit_backing_store, to_js, Painter};
use crate::api::args;
use crate::render::layout::BoardLayout;
use crate::render::scene::draw_scene;
use crate::render::surface::Surface;
use crate::rules::Variant;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{HtmlCanvasElement, Node};

/// Draws the first frame on `canvas` and writes the controls under `root` (a `Document` or a
/// `ShadowRoot`), for `settings` as the page's module will read them (`variant`, `lang`,
/// `opponent`, `level`, `lesson`, `address`). True when it drew a whole board; false when the
/// first board is the page's module's to draw (a lesson, a game link in the address).
///
/// # Errors
/// Not a root, a canvas and settings (an object of strings or nulls), or a canvas that refuses
/// to draw; nothing is drawn.
#[wasm_bindgen(js_name = firstFrame)]
pub fn first_frame(
    #[wasm_bindgen(unchecked_param_type = "Document | ShadowRoot")] root: JsValue,
    #[wasm_bindgen(unchecked_param_type = "HTMLCanvasElement")] canvas: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Record<string, string | null>")] settings: JsValue,
) -> Result<bool, JsValue> {
    let root = root
        .dyn_into::<Node>()
        .map_err(|v| args::wrong("root", "a Document or a ShadowRoot", &v))?;
    let ui = Ui::scoped(&root)?;
    let canvas = canvas
        .dyn_into::<HtmlCanvasElement>()
        .map_err(|v| args::wrong("canvas", "a <canvas> element", &v))?;
    let window = web_sys::window().ok_or("no window")?;
    let languages: Vec<String> = window
        .navigator()
        .languages()
        .iter()
        .filter_map(|l| l.as_string())
        .collect();
    // The settings as the page's module will read them (the same parser, bad values passed
    // over as it keeps its defaults for them).
    let pairs = args::settings(&settings)?;
    let chosen = Settings::read(&pairs, crate::i18n::english());
    let address = ui.whole_page() || chosen.address;
    let link = address && super::dom::fragment(&window).is_some_and(|f| crate::learn::is_link(&f));
    if chosen.lesson.is_some() || link {
        return Ok(false);
    }
    let texts = settings::language(chosen.lang.as_deref(), &languages);
    let variant = chosen.variant.unwrap_or(Variant::OwareAbapa);
    let mut table = Table::new(variant);
    let seats = Seats {
        opponent: chosen.opponent,
        speed: 1.0,
        texts,
    };
    ui.translate(texts);
    let remembered = super::kept::switch(&window, super::kept::SOUND);
    let around = Around {
        speed: 0,
        level: chosen.level,
        language_button: ui.whole_page(),
        sound: chosen.sound_on(remembered, ui.whole_page()),
    };
    ui.apply(&controls(&table, &seats, &around));

    let ratio = window.device_pixel_ratio();
    let (width, height) = fit_backing_store(&canvas, ratio);
    let layout = BoardLayout::for_variant(variant, width, height);
    let painter = Painter::new(&canvas)?;
    painter.begin_frame(width, height, ratio).map_err(to_js)?;
    table
        .with_scene(&layout, 0.0, &seats, |scene| draw_scene(&painter, scene, 0))
        .map_err(|e| JsValue::from_str(&e))?
        .map_err(to_js)?;
    let whole = layout.cell > 0.0;
    if whole {
        super::dom::mark_first_board(&window);
    }
    Ok(whole)
}
