//! Browser tests: the renderer and the app on a real canvas, in headless Chrome
//! (`wasm-pack test --headless --chrome`).

#![cfg(target_arch = "wasm32")]

mod browser;

use mancala::rules::{Game, Options, Variant};
use mancala_render::board::draw_board;
use mancala_render::layout::BoardLayout;
use mancala_render::scene::{draw_scene, Scene};
use mancala_render::surface::Surface;
use mancala_shell::painter::Painter;
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

/// The board's pits as controls (`#pits`, filled by the app) under `parent`, as the page's
/// markup has them beside the canvas.
fn pit_grid(parent: &web_sys::Node) -> web_sys::Element {
    let grid = document().create_element("div").unwrap();
    grid.set_id("pits");
    parent.append_child(&grid).unwrap();
    grid
}

/// Pit `pit`'s control in `grid`.
fn pit_button(grid: &web_sys::Element, pit: usize) -> web_sys::HtmlElement {
    grid.query_selector(&format!("[data-pit=\"{pit}\"]"))
        .unwrap()
        .expect("the pit's control")
        .dyn_into()
        .unwrap()
}

/// A key pressed on `target` (it bubbles, as a person's does).
fn press(target: &web_sys::EventTarget, key: &str) {
    let init = web_sys::KeyboardEventInit::new();
    init.set_key(key);
    init.set_bubbles(true);
    let e = web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    target.dispatch_event(&e).unwrap();
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

fn brightness(p: [u8; 4]) -> u32 {
    u32::from(p[0]) + u32::from(p[1]) + u32::from(p[2])
}

#[wasm_bindgen_test]
async fn every_board_is_drawn_with_wood_and_darker_pits() {
    browser::breathe("every_board_is_drawn_with_wood_and_darker_pits").await;
    let (w, h) = (640, 360);
    for v in Variant::ALL {
        browser::pace("every_board_is_drawn_with_wood_and_darker_pits").await;
        let canvas = canvas("web-test-board", w, h);
        let painter = Painter::new(&canvas).unwrap();
        let layout = BoardLayout::for_variant(v, f64::from(w), f64::from(h));
        painter
            .begin_frame(f64::from(w), f64::from(h), 1.0)
            .unwrap();
        draw_board(&painter, &layout).unwrap();
        let data = pixels(&canvas);
        let opaque = data.chunks(4).filter(|p| p[3] == 255).count();
        assert!(
            opaque > (w * h) as usize / 4,
            "{v}: only {opaque} opaque pixels"
        );
        // Between pits 0 and 1: bare wood.
        let (a, b) = (layout.pits[0].center, layout.pits[1].center);
        let wood = pixel_at(&data, w, (a.x + b.x) / 2.0, a.y - 0.3 * layout.cell);
        assert_eq!(wood[3], 255, "{v}: the board is opaque");
        assert!(wood[0] > wood[2], "{v}: wood is warm: {wood:?}");
        for (i, pit) in layout.pits.iter().enumerate() {
            let p = pixel_at(
                &data,
                w,
                pit.center.x - 0.5 * pit.radius,
                pit.center.y - 0.5 * pit.radius,
            );
            assert!(
                brightness(p) < brightness(wood),
                "{v}: pit {i} {p:?} not darker than {wood:?}"
            );
        }
        // The canvas's corner is outside the board, whose shadow may fall there: never wood.
        assert!(
            pixel_at(&data, w, 1.0, 1.0)[3] < 255,
            "outside the board there is no wood"
        );
        canvas.remove();
    }
    browser::done("every_board_is_drawn_with_wood_and_darker_pits").await;
}

#[wasm_bindgen_test]
async fn seeds_and_counts_are_drawn_in_the_pits() {
    browser::breathe("seeds_and_counts_are_drawn_in_the_pits").await;
    let (w, h) = (640, 360);
    let canvas = canvas("web-test-scene", w, h);
    let painter = Painter::new(&canvas).unwrap();
    let layout = BoardLayout::for_variant(Variant::Woaley, f64::from(w), f64::from(h));
    let game = Game::new(Variant::Woaley, &Options::default()).unwrap();
    let mut board = game.position().replay_board();
    board.pits[3] = 0;
    board.pits[4] = 8;
    let scene = Scene {
        names: ["South".into(), "North".into()],
        to_move: Some(0),
        ..Scene::at_rest(&layout, &board, mancala::i18n::english())
    };
    painter
        .begin_frame(f64::from(w), f64::from(h), 1.0)
        .unwrap();
    draw_scene(&painter, &scene, 1).unwrap();
    let data = pixels(&canvas);
    // Grey-brown seeds are lighter than the dark hollow of an empty pit.
    let light = |pit: usize| {
        let c = layout.pits[pit].center;
        let r = layout.pits[pit].radius;
        let mut n = 0;
        for dx in -5..=5 {
            for dy in -5..=5 {
                let p = pixel_at(
                    &data,
                    w,
                    c.x + f64::from(dx) * 0.1 * r,
                    c.y + f64::from(dy) * 0.1 * r,
                );
                n += brightness(p);
            }
        }
        n
    };
    assert!(
        light(4) > light(3),
        "a pit with seeds looks fuller than an empty one"
    );
    canvas.remove();
    browser::done("seeds_and_counts_are_drawn_in_the_pits").await;
}

fn game_position(app: &mancala_page::App) -> serde_json::Value {
    serde_wasm_bindgen::from_value(app.game_position().unwrap()).unwrap()
}

fn position(app: &mancala_page::App) -> serde_json::Value {
    serde_wasm_bindgen::from_value(app.position().unwrap()).unwrap()
}

#[wasm_bindgen_test]
async fn app_sizes_the_backing_store_draws_and_plays_a_click() {
    browser::breathe("app_sizes_the_backing_store_draws_and_plays_a_click").await;
    let canvas = canvas("web-test-app", 600, 300);
    let ratio = web_sys::window().unwrap().device_pixel_ratio();
    let app = mancala_page::start("web-test-app".into()).unwrap();
    assert_eq!(f64::from(canvas.width()), (600.0 * ratio).round());
    assert_eq!(f64::from(canvas.height()), (300.0 * ratio).round());
    assert!(
        pixels(&canvas).chunks(4).any(|p| p[3] != 0),
        "canvas is blank"
    );
    app.new_game(Some("woaley".into()), Some("hotseat".into()))
        .unwrap();
    let before = position(&app);
    assert_eq!(before["playable"], serde_json::json!([0, 1, 2, 3, 4, 5]));
    assert!(!app.click_pit(8.into()).unwrap(), "not the mover's pit");
    assert!(app.click_pit(2.into()).unwrap());
    assert_eq!(position(&app)["animating"], true);
    assert!(
        !app.click_pit(3.into()).unwrap(),
        "input is ignored while animating"
    );
    app.skip().unwrap();
    let after = position(&app);
    let game = game_position(&app);
    assert_eq!(after["pits"], game["pits"]);
    assert_eq!(after["toMove"], 1);
    app.redraw().unwrap();
    drop(app);
    canvas.remove();
    browser::done("app_sizes_the_backing_store_draws_and_plays_a_click").await;
}

#[wasm_bindgen_test]
async fn keyboard_moves_the_focus_and_enter_plays() {
    browser::breathe("keyboard_moves_the_focus_and_enter_plays").await;
    let canvas = canvas("web-test-keys", 600, 300);
    let grid = pit_grid(&document().body().unwrap());
    let app = mancala_page::start("web-test-keys".into()).unwrap();
    app.new_game(Some("woaley".into()), Some("hotseat".into()))
        .unwrap();
    app.redraw().unwrap();
    // The board's Tab stop is the first playable pit (0); the arrow goes to pit 1, whose
    // control then has the focus; Enter on a button is its click.
    let first = pit_button(&grid, 0);
    assert_eq!(first.get_attribute("tabindex").as_deref(), Some("0"));
    first.focus().unwrap();
    press(&first, "ArrowRight");
    app.redraw().unwrap();
    let focused = document()
        .active_element()
        .expect("a control with the focus");
    assert_eq!(focused.get_attribute("data-pit").as_deref(), Some("1"));
    focused.dyn_into::<web_sys::HtmlElement>().unwrap().click();
    app.skip().unwrap();
    let game = game_position(&app);
    let mut want = Game::new(Variant::Woaley, &Options::default()).unwrap();
    want.play(&mancala::rules::Move::sow(1)).unwrap();
    assert_eq!(
        game["pits"],
        serde_json::json!(want.position().pits),
        "pit 1 was played"
    );
    drop(app);
    canvas.remove();
    grid.remove();
    browser::done("keyboard_moves_the_focus_and_enter_plays").await;
}

#[wasm_bindgen_test]
async fn a_pointer_on_a_pit_plays_it() {
    browser::breathe("a_pointer_on_a_pit_plays_it").await;
    let canvas = canvas("web-test-pointer", 600, 300);
    let app = mancala_page::start("web-test-pointer".into()).unwrap();
    app.new_game(Some("woaley".into()), Some("hotseat".into()))
        .unwrap();
    let c = app.pit_center(3.into()).unwrap();
    let rect = canvas.get_bounding_client_rect();
    let init = web_sys::PointerEventInit::new();
    init.set_client_x((rect.left() + c[0]) as i32);
    init.set_client_y((rect.top() + c[1]) as i32);
    let e = web_sys::PointerEvent::new_with_event_init_dict("pointerup", &init).unwrap();
    canvas.dispatch_event(&e).unwrap();
    assert_eq!(position(&app)["animating"], true);
    drop(app);
    canvas.remove();
    browser::done("a_pointer_on_a_pit_plays_it").await;
}

#[wasm_bindgen_test]
async fn a_game_not_yet_available_is_shown_not_crashed() {
    browser::breathe("a_game_not_yet_available_is_shown_not_crashed").await;
    let canvas = canvas("web-test-missing", 600, 300);
    let app = mancala_page::start("web-test-missing".into()).unwrap();
    for v in Variant::ALL {
        browser::pace("a_game_not_yet_available_is_shown_not_crashed").await;
        app.new_game(Some(v.id().into()), Some("computer".into()))
            .unwrap();
        let p = position(&app);
        assert_eq!(p["pits"].as_array().unwrap().len(), v.pit_count());
        app.redraw().unwrap();
    }
    assert!(app
        .new_game(Some("chess".into()), Some("hotseat".into()))
        .is_err());
    drop(app);
    canvas.remove();
    browser::done("a_game_not_yet_available_is_shown_not_crashed").await;
}

#[wasm_bindgen_test]
async fn start_refuses_a_missing_or_wrong_element() {
    browser::breathe("start_refuses_a_missing_or_wrong_element").await;
    assert!(mancala_page::start("no-such-element".into()).is_err());
    let div = document().create_element("div").unwrap();
    div.set_id("web-test-div");
    document().body().unwrap().append_child(&div).unwrap();
    assert!(mancala_page::start("web-test-div".into()).is_err());
    div.remove();
    browser::done("start_refuses_a_missing_or_wrong_element").await;
}

/// A host element with an open shadow root holding a canvas and a status line, as
/// `<mancala-game>` builds it.
fn shadow_game(width: u32) -> (web_sys::Element, web_sys::ShadowRoot, HtmlCanvasElement) {
    let doc = document();
    let host = doc.create_element("div").unwrap();
    doc.body().unwrap().append_child(&host).unwrap();
    let init = web_sys::ShadowRootInit::new(web_sys::ShadowRootMode::Open);
    let root = host.attach_shadow(&init).unwrap();
    let status = doc.create_element("p").unwrap();
    status.set_id("status");
    root.append_child(&status).unwrap();
    let canvas: HtmlCanvasElement = doc.create_element("canvas").unwrap().dyn_into().unwrap();
    canvas.set_id("board");
    let style = format!("width:{width}px;height:300px;display:block");
    canvas.set_attribute("style", &style).unwrap();
    root.append_child(&canvas).unwrap();
    pit_grid(&root);
    (host, root, canvas)
}

fn status_of(root: &web_sys::ShadowRoot) -> String {
    root.get_element_by_id("status")
        .unwrap()
        .text_content()
        .unwrap_or_default()
}

#[wasm_bindgen_test]
async fn two_apps_on_two_shadow_roots_do_not_interfere() {
    const TEST: &str = "two_apps_on_two_shadow_roots_do_not_interfere";
    browser::breathe(TEST).await;
    // A status line in the document itself: neither app may write to it.
    let outside = document().create_element("p").unwrap();
    outside.set_id("status");
    outside.set_text_content(Some("the page's own"));
    document().body().unwrap().append_child(&outside).unwrap();
    let (host_a, root_a, canvas_a) = shadow_game(600);
    let (host_b, root_b, canvas_b) = shadow_game(500);
    // Each app's start and new game is a stretch of its own: the browser runs between them.
    let a = mancala_page::start_in(root_a.clone().into(), canvas_a.clone().into()).unwrap();
    browser::breathe(&format!("{TEST}: A starts")).await;
    let b = mancala_page::start_in(root_b.clone().into(), canvas_b.clone().into()).unwrap();
    browser::breathe(&format!("{TEST}: B starts")).await;
    a.new_game(Some("oware-abapa".into()), Some("human".into()))
        .unwrap();
    browser::breathe(&format!("{TEST}: A's new game")).await;
    b.new_game(Some("woaley".into()), Some("human".into()))
        .unwrap();
    browser::breathe(&format!("{TEST}: B's new game")).await;
    for canvas in [&canvas_a, &canvas_b] {
        assert!(
            pixels(canvas).chunks(4).any(|p| p[3] != 0),
            "a canvas is blank"
        );
    }
    let b_before = game_position(&b);
    // A click on A's canvas plays in A only.
    let c = a.pit_center(2.into()).unwrap();
    let rect = canvas_a.get_bounding_client_rect();
    let init = web_sys::PointerEventInit::new();
    init.set_client_x((rect.left() + c[0]) as i32);
    init.set_client_y((rect.top() + c[1]) as i32);
    let e = web_sys::PointerEvent::new_with_event_init_dict("pointerup", &init).unwrap();
    canvas_a.dispatch_event(&e).unwrap();
    assert_eq!(position(&a)["animating"], true, "A plays the click");
    assert_eq!(game_position(&b), b_before, "B is unchanged");
    assert_eq!(position(&b)["animating"], false);
    browser::breathe(&format!("{TEST}: A's click")).await;
    // Keys on B's board move B's focus and play in B only.
    a.skip().unwrap();
    let a_after = game_position(&a);
    browser::breathe(&format!("{TEST}: A's move shown")).await;
    b.redraw().unwrap();
    let grid_b = root_b.get_element_by_id("pits").unwrap();
    let first = pit_button(&grid_b, 0);
    first.focus().unwrap();
    press(&first, "ArrowRight");
    b.redraw().unwrap();
    let focused = root_b.active_element().expect("B's control with the focus");
    focused.dyn_into::<web_sys::HtmlElement>().unwrap().click();
    b.skip().unwrap();
    assert_ne!(game_position(&b), b_before, "B plays its key");
    assert_eq!(game_position(&a), a_after, "A is unchanged");
    browser::breathe(&format!("{TEST}: B's keys")).await;
    // Each app writes its own status line, never the document's.
    a.say("message for A".into()).unwrap();
    assert_eq!(status_of(&root_a), "message for A");
    assert_ne!(status_of(&root_b), "message for A");
    assert_eq!(outside.text_content().unwrap(), "the page's own");
    drop(a);
    drop(b);
    host_a.remove();
    host_b.remove();
    outside.remove();
    browser::done(TEST).await;
}

#[wasm_bindgen_test]
async fn start_in_refuses_a_root_that_is_not_a_document_or_shadow_root() {
    browser::breathe("start_in_refuses_a_root_that_is_not_a_document_or_shadow_root").await;
    let div = document().create_element("div").unwrap();
    let canvas: HtmlCanvasElement = document()
        .create_element("canvas")
        .unwrap()
        .dyn_into()
        .unwrap();
    assert!(mancala_page::start_in(div.into(), canvas.into()).is_err());
    browser::done("start_in_refuses_a_root_that_is_not_a_document_or_shadow_root").await;
}

#[wasm_bindgen_test]
async fn embed_settings_refuse_bad_values() {
    browser::breathe("embed_settings_refuse_bad_values").await;
    let (host, root, canvas) = shadow_game(600);
    let app = mancala_page::start_in(root.into(), canvas.into()).unwrap();
    assert!(app.set_level(0.into()).is_err());
    assert!(app.set_level(6.into()).is_err());
    app.set_level(3.into()).unwrap();
    assert!(app.set_opponent("robot".into()).is_err());
    app.set_opponent("computer".into()).unwrap();
    assert_eq!(position(&app)["opponent"], "computer");
    app.start_demo().unwrap();
    assert_eq!(position(&app)["opponent"], "demo");
    assert!(position(&app)["playable"].as_array().unwrap().is_empty());
    assert!(app
        .load_position(wasm_bindgen::JsValue::from_str(
            "{\"variant\":\"oware-abapa\"}"
        ))
        .is_err());
    drop(app);
    host.remove();
    browser::done("embed_settings_refuse_bad_values").await;
}
