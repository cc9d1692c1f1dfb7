//! Browser tests: the renderer and the app on a real canvas, in headless Chrome
//! (`wasm-pack test --headless --chrome`).

#![cfg(target_arch = "wasm32")]

use mancala::render::canvas::Painter;
use mancala::render::layout::BoardLayout;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{CanvasRenderingContext2d, Document, HtmlCanvasElement};

wasm_bindgen_test_configure!(run_in_browser);

fn document() -> Document {
    web_sys::window().unwrap().document().unwrap()
}

/// A canvas of `width` × `height` CSS pixels, attached to the page under `id`.
fn canvas(id: &str, width: u32, height: u32) -> HtmlCanvasElement {
    let doc = document();
    let canvas: HtmlCanvasElement = doc.create_element("canvas").unwrap().dyn_into().unwrap();
    canvas.set_id(id);
    canvas.set_width(width);
    canvas.set_height(height);
    let style = format!("width:{width}px;height:{height}px;display:block");
    canvas.set_attribute("style", &style).unwrap();
    doc.body().unwrap().append_child(&canvas).unwrap();
    canvas
}

/// The canvas's pixels as RGBA bytes.
fn pixels(canvas: &HtmlCanvasElement) -> Vec<u8> {
    let ctx: CanvasRenderingContext2d = canvas
        .get_context("2d")
        .unwrap()
        .unwrap()
        .dyn_into()
        .unwrap();
    let (w, h) = (f64::from(canvas.width()), f64::from(canvas.height()));
    ctx.get_image_data(0.0, 0.0, w, h).unwrap().data().0
}

/// RGBA of the device pixel at CSS point (`x`, `y`) on a canvas at ratio 1.
fn pixel_at(data: &[u8], width: u32, x: f64, y: f64) -> [u8; 4] {
    let i = 4 * (y as usize * width as usize + x as usize);
    [data[i], data[i + 1], data[i + 2], data[i + 3]]
}

#[wasm_bindgen_test]
fn board_is_drawn_with_wood_and_darker_pits() {
    let (w, h) = (640, 320);
    let canvas = canvas("web-test-board", w, h);
    let painter = Painter::new(&canvas).unwrap();
    let layout = BoardLayout::oware(f64::from(w), f64::from(h));
    painter
        .begin_frame(f64::from(w), f64::from(h), 1.0)
        .unwrap();
    painter.draw_board(&layout).unwrap();

    let data = pixels(&canvas);
    let opaque = data.chunks(4).filter(|p| p[3] == 255).count();
    let total = (w * h) as usize;
    assert!(
        opaque > total / 3,
        "only {opaque} of {total} pixels are opaque"
    );

    let brightness = |p: [u8; 4]| u32::from(p[0]) + u32::from(p[1]) + u32::from(p[2]);
    // Between pits 2 and 3, on the bottom row: bare wood.
    let wood_point = {
        let (a, b) = (layout.pits[2].center, layout.pits[3].center);
        ((a.x + b.x) / 2.0, a.y)
    };
    let wood = pixel_at(&data, w, wood_point.0, wood_point.1);
    assert_eq!(wood[3], 255, "the board is opaque");
    assert!(wood[0] > wood[2], "wood is warm (red over blue): {wood:?}");
    // A carved pit's upper-left wall lies in the shade of its rim.
    for (i, pit) in layout.pits.iter().enumerate() {
        let (x, y) = (
            pit.center.x - 0.5 * pit.radius,
            pit.center.y - 0.5 * pit.radius,
        );
        let p = pixel_at(&data, w, x, y);
        assert!(
            brightness(p) < brightness(wood),
            "pit {i} {p:?} not darker than wood {wood:?}"
        );
    }
    // Outside the board the canvas stays transparent (the page shows through).
    assert_eq!(pixel_at(&data, w, 1.0, 1.0)[3], 0);
    canvas.remove();
}

#[wasm_bindgen_test]
fn app_sizes_the_backing_store_and_draws() {
    let canvas = canvas("web-test-app", 300, 150);
    let ratio = web_sys::window().unwrap().device_pixel_ratio();
    let app = mancala::app::start("web-test-app").unwrap();
    assert_eq!(f64::from(canvas.width()), (300.0 * ratio).round());
    assert_eq!(f64::from(canvas.height()), (150.0 * ratio).round());
    assert!(
        pixels(&canvas).chunks(4).any(|p| p[3] != 0),
        "canvas is blank"
    );
    app.redraw().unwrap();
    drop(app);
    canvas.remove();
}

#[wasm_bindgen_test]
fn start_refuses_a_missing_or_wrong_element() {
    assert!(mancala::app::start("no-such-element").is_err());
    let div = document().create_element("div").unwrap();
    div.set_id("web-test-div");
    document().body().unwrap().append_child(&div).unwrap();
    assert!(mancala::app::start("web-test-div").is_err());
    div.remove();
}
