//! Each game's board in miniature, for the games menu: its starting position drawn by the
//! renderer, in the game's own colours, so that a visitor who cannot read the rules yet sees
//! which board each game is played on. Drawn when the menu opens (a hidden canvas has no size).

use super::painter::{fit_backing_store, to_js, Painter};
use mancala_i18n::Texts;
use mancala_model::Table;
use mancala_render::layout::BoardLayout;
use mancala_render::scene::{draw_scene, Scene};
use mancala_render::surface::Surface;
use mancala_rules::Variant;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlCanvasElement};

/// The attribute a miniature's canvas names its game by.
pub const THUMB_ATTRIBUTE: &str = "data-thumb";

/// Draws every miniature in `menu` (the canvases marked [`THUMB_ATTRIBUTE`]) at device-pixel
/// `ratio`.
///
/// # Errors
/// When a canvas refuses to draw.
pub fn draw_all(menu: &Element, ratio: f64, texts: &'static Texts) -> Result<(), JsValue> {
    let canvases = menu.get_elements_by_tag_name("canvas");
    for i in 0..canvases.length() {
        let Some(canvas) = canvases
            .item(i)
            .and_then(|n| n.dyn_into::<HtmlCanvasElement>().ok())
        else {
            continue;
        };
        let Some(variant) = canvas
            .get_attribute(THUMB_ATTRIBUTE)
            .and_then(|id| id.parse::<Variant>().ok())
        else {
            continue;
        };
        draw_one(&canvas, variant, ratio, texts)?;
    }
    Ok(())
}

/// Draws `variant`'s starting board on `canvas`, filling it.
fn draw_one(
    canvas: &HtmlCanvasElement,
    variant: Variant,
    ratio: f64,
    texts: &'static Texts,
) -> Result<(), JsValue> {
    let (width, height) = fit_backing_store(canvas, ratio);
    let painter = Painter::new(canvas)?;
    painter.begin_frame(width, height, ratio).map_err(to_js)?;
    let layout = BoardLayout::for_variant(variant, width, height);
    let table = Table::new(variant);
    let scene = Scene::at_rest(&layout, table.board(), texts);
    draw_scene(&painter, &scene, 0).map_err(to_js)
}
