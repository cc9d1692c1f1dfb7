//! The page's first frame, from a module of its own (`pkg/mancala_first.js`): the
//! starting board of the game the settings ask for and the words of its controls, drawn and
//! written as the page's module will, while that larger module (the rest of the app) is still
//! on its way. A lesson page and a game link are left to the page's module: their first board is
//! not the starting one.

use super::painter::{fit_backing_store, to_js, Painter};
use super::stage::Stage;
use mancala_js::args;
use mancala_model::controls::{at_start, controls, Around};
use mancala_model::settings;
use mancala_model::{Seats, Settings, Table};
use mancala_render::layout::BoardLayout;
use mancala_render::scene::draw_scene;
use mancala_render::surface::Surface;
use mancala_rules::Variant;
use wasm_bindgen::prelude::*;

/// Draws the first frame on the stage's canvas and writes its controls, for `settings` as the
/// page's module will read them (`variant`, `lang`, `opponent`, `level`, `lesson`, `address`).
/// True when it drew a whole board; false when the first board is the page's module's to draw
/// (a lesson, a game link in the address).
///
/// # Errors
/// Settings that are not an object of strings or nulls, or a canvas that refuses to draw;
/// nothing is drawn.
pub fn first_frame(stage: &Stage, settings: &JsValue) -> Result<bool, JsValue> {
    let Stage { window, ui, canvas } = stage;
    let languages = stage.languages();
    // The settings as the page's module will read them (the same parser, bad values passed
    // over as it keeps its defaults for them).
    let pairs = args::settings(settings)?;
    let chosen = Settings::read(&pairs, mancala_i18n::english());
    let address = ui.whole_page() || chosen.address;
    let link =
        address && super::address::fragment(window).is_some_and(|f| mancala_learn::is_link(&f));
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
        calm: false,
    };
    ui.translate(texts);
    let remembered = super::kept::switch(window, super::kept::SOUND);
    let around = Around {
        speed: 0,
        level: chosen.level,
        language_button: ui.whole_page(),
        sound: chosen.sound_on(remembered, ui.whole_page()),
    };
    ui.apply(&controls(&table, &seats, &around));
    let address_allowed = mancala_model::replay::address_allowed(ui.whole_page(), &chosen);
    ui.apply(&at_start(&table, chosen.opponent, &chosen, address_allowed));

    let ratio = window.device_pixel_ratio();
    let (width, height) = fit_backing_store(canvas, ratio);
    let layout = BoardLayout::for_variant(variant, width, height);
    let painter = Painter::new(canvas)?;
    painter.begin_frame(width, height, ratio).map_err(to_js)?;
    table
        .with_scene(&layout, 0.0, &seats, |scene| draw_scene(&painter, scene, 0))
        .map_err(|e| JsValue::from_str(&e))?
        .map_err(to_js)?;
    let whole = layout.cell > 0.0;
    if whole {
        super::dom::mark_first_board(window);
    }
    Ok(whole)
}
