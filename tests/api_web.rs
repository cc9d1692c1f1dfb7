//! The JavaScript API in a real browser: the variants and the lessons in two languages, game
//! links, previews and hints, every error path
//! returning an `Error` that leaves the game unchanged, and a fuzz run over malformed JavaScript
//! values (`wasm-pack test --headless --chrome`). Long random games through the API, with undo,
//! redo and save/load of all their moves, are played in Node (`tests/node/long-games.test.mjs`):
//! they would hold the page's thread for seconds.
#![cfg(target_arch = "wasm32")]

mod browser;

use mancala::api::JsGame;
use mancala::rules::rng::Rng;
use mancala::rules::Variant;
use serde_json::{json, Value};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn js(v: &Value) -> JsValue {
    js_sys::JSON::parse(&v.to_string()).expect("valid JSON")
}

fn rust(v: &JsValue) -> Value {
    let text = js_sys::JSON::stringify(v)
        .expect("stringify")
        .as_string()
        .expect("string");
    serde_json::from_str(&text).expect("JSON")
}

fn message(e: JsError) -> String {
    let v: JsValue = e.into();
    let err: js_sys::Error = v.dyn_into().expect("an Error object");
    err.message().into()
}

fn state(g: &JsGame) -> (Value, Value) {
    (
        rust(&g.position().map_err(message).expect("position")),
        rust(&g.history().map_err(message).expect("history")),
    )
}

#[wasm_bindgen_test]
async fn variants_are_listed_in_english_and_french() {
    browser::breathe("variants").await;
    let list = rust(
        &mancala::api::variants(None)
            .map_err(message)
            .expect("variants"),
    );
    assert_eq!(list.as_array().map(Vec::len), Some(Variant::ALL.len()));
    let french = rust(
        &mancala::api::variants(Some("fr-CI".into()))
            .map_err(message)
            .expect("variants in French"),
    );
    assert_eq!(french[0]["id"], "oware-abapa");
    assert_eq!(french[0]["name"], "Awalé Abapa");
    let err = mancala::api::variants(Some("xx".into()))
        .map(|_| ())
        .map_err(message)
        .expect_err("no such language");
    assert!(err.contains("'xx'") && err.contains("en, fr"), "{err}");
    browser::done("variants_are_listed_in_english_and_french").await;
}

#[wasm_bindgen_test]
async fn lessons_links_previews_and_hints_work_in_the_page() {
    browser::breathe("learning").await;
    // Every game's lesson, made and then read back, with the browser run between: in WebKit's
    // debug build, making them took about 780 ms and reading them back about 170.
    let french = mancala::api::lessons(Some("fr".into()))
        .map_err(message)
        .expect("lessons in French");
    browser::breathe("lessons made").await;
    let french = rust(&french);
    assert_eq!(french.as_array().map(Vec::len), Some(Variant::ALL.len()));
    assert_eq!(french[0]["variant"], "oware-abapa");
    assert!(french[0]["steps"][0]["position"]["pits"].is_array());
    let err = mancala::api::lessons(Some("xx".into()))
        .map(|_| ())
        .map_err(message)
        .expect_err("no such language");
    assert!(err.contains("'xx'") && err.contains("en, fr"), "{err}");
    browser::pace("lessons").await;

    let mut g = JsGame::new("oware-abapa".into(), None)
        .map_err(message)
        .expect("new");
    let before = state(&g);
    let previewed = rust(
        &g.preview(js(&json!({"pit": 2})))
            .map_err(message)
            .expect("preview"),
    );
    assert_eq!(state(&g), before, "a preview changes nothing");
    let played = rust(
        &g.play(js(&json!({"pit": 2})))
            .map_err(message)
            .expect("play"),
    );
    assert_eq!(previewed, played);
    let err = g
        .preview(js(&json!({"pit": 2})))
        .map(|_| ())
        .map_err(message)
        .expect_err("not the mover's pit");
    assert!(err.contains('2'), "{err}");
    let hint = rust(
        &g.hint(Some(js(&json!({"level": 1}))))
            .map_err(message)
            .expect("hint"),
    );
    assert!(
        hint["text"]
            .as_str()
            .is_some_and(|t| t.starts_with("Play pit")),
        "{hint}"
    );

    let link = g.to_link();
    assert_eq!(link, "game=1.oware-abapa.C");
    let back = JsGame::from_link(format!("https://example.org/#{link}").into())
        .map_err(message)
        .expect("fromLink");
    assert_eq!(state(&back), state(&g));
    let err = JsGame::from_link("game=1.oware-abapa.CC".into())
        .map(|_| ())
        .map_err(message)
        .expect_err("an illegal move");
    assert!(err.contains("move 2 of the link"), "{err}");
    browser::done("lessons_links_previews_and_hints_work_in_the_page").await;
}

/// Expects an error with `needle` in its message, and the game unchanged.
fn refused(game: &mut JsGame, mv: JsValue, needle: &str) {
    let before = state(game);
    let err = game
        .play(mv)
        .map(|_| ())
        .map_err(message)
        .expect_err("refused");
    assert!(
        err.contains(needle),
        "message '{err}' should mention '{needle}'"
    );
    assert_eq!(state(game), before, "a refused move changed the game");
}

#[wasm_bindgen_test]
async fn errors_are_clear_and_change_nothing() {
    browser::breathe("errors").await;
    let err = JsGame::new("owari".into(), None)
        .map(|_| ())
        .map_err(message)
        .expect_err("unknown");
    assert!(
        err.contains("unknown variant 'owari'") && err.contains("oware-abapa"),
        "{err}"
    );
    let err = JsGame::new("kauri".into(), Some(js(&json!({"startingPlayer": 2}))))
        .map(|_| ())
        .map_err(message);
    assert!(err.is_err());

    let mut g = JsGame::new("oware-abapa".into(), None)
        .map_err(message)
        .expect("new");
    refused(&mut g, js(&json!({"pit": 14})), "14");
    refused(&mut g, js(&json!({"pit": 7})), "7");
    refused(&mut g, js(&json!({"pit": -1})), "pit");
    refused(&mut g, js(&json!({"pit": 1.5})), "pit");
    refused(&mut g, js(&json!({"pti": 1})), "pti");
    refused(&mut g, js(&json!({})), "exactly one");
    refused(&mut g, JsValue::UNDEFINED, "missing");
    refused(&mut g, JsValue::from_f64(f64::NAN), "move");
    refused(&mut g, js_sys::BigInt::from(3u32).into(), "move");
    refused(&mut g, js(&json!({"pit": 1, "give": [1]})), "exactly one");

    let bad_positions = [
        (json!({"variant": "oware-abapa", "pits": [4, 4]}), "12 pits"),
        (
            json!({"variant": "oware-abapa", "pits": [4,4,4,4,4,4,4,4,4,4,4,5]}),
            "48",
        ),
        (
            json!({"variant": "oware-abapa", "toMove": 2, "pits": [4,4,4,4,4,4,4,4,4,4,4,4]}),
            "toMove",
        ),
        (
            json!({"variant": "oware-abapa", "pits": [4,4,4,4,4,4,4,4,4,4,4,4], "extra": {"bogus": 1}}),
            "bogus",
        ),
        (json!({"variant": "owari", "pits": []}), "owari"),
        (json!({"pits": []}), "variant"),
        (
            json!({"variant": "oware-abapa", "pits": [-4,4,4,4,4,4,4,4,4,4,4,4]}),
            "-4",
        ),
        (
            json!({"variant": "oware-abapa", "pits": [1e30,4,4,4,4,4,4,4,4,4,4,4]}),
            "pits",
        ),
    ];
    for (pos, needle) in bad_positions {
        let err = JsGame::from_position(js(&pos))
            .map(|_| ())
            .map_err(message)
            .expect_err("bad");
        assert!(
            err.contains(needle),
            "'{err}' should mention '{needle}' for {pos}"
        );
    }
    let err = JsGame::load(JsValue::from_str("{\"format\":\"other\"}"))
        .map(|_| ())
        .map_err(message);
    assert!(err.is_err());
    browser::done("errors_are_clear_and_change_nothing").await;
}

/// A random JSON-ish value, often almost right.
fn random_value(rng: &mut Rng, depth: u32) -> Value {
    let keys = [
        "variant",
        "pits",
        "toMove",
        "stores",
        "owners",
        "cowries",
        "extra",
        "pit",
        "give",
        "accept",
        "arrange",
        "direction",
        "continueClockwise",
        "format",
        "version",
        "start",
        "moves",
        "startingPlayer",
        "series",
        "positionsSeen",
    ];
    match rng.below(if depth > 3 { 6 } else { 9 }) {
        0 => Value::Null,
        1 => json!(rng.below(2) == 0),
        2 => json!(rng.below(40) as i64 - 5),
        3 => json!([1e300, -1e-9, 4294967296.0, 0.5, -0.0][rng.below(5)]),
        4 => json!(
            [
                "oware-abapa",
                "kauri",
                "omweso",
                "gore",
                "clockwise",
                "",
                "match",
                "mancala-game"
            ][rng.below(8)]
        ),
        5 => json!(Variant::ALL[rng.below(7)].id()),
        6 | 7 => {
            let mut map = serde_json::Map::new();
            for _ in 0..rng.below(5) {
                map.insert(
                    keys[rng.below(keys.len())].into(),
                    random_value(rng, depth + 1),
                );
            }
            Value::Object(map)
        }
        _ => Value::Array(
            (0..rng.below(34))
                .map(|_| random_value(rng, depth + 1))
                .collect(),
        ),
    }
}

#[wasm_bindgen_test]
async fn fuzzed_inputs_never_panic_and_never_change_the_game() {
    browser::breathe("fuzz").await;
    let mut rng = Rng::new(2024);
    let mut tried = 0;
    let specials: Vec<JsValue> = vec![
        JsValue::UNDEFINED,
        JsValue::NULL,
        JsValue::from_f64(f64::NAN),
        JsValue::from_f64(f64::INFINITY),
        js_sys::BigInt::from(1u32).into(),
        js_sys::Symbol::for_("x").into(),
        js_sys::Array::new().into(),
        JsValue::from_str("{"),
        JsValue::from_str("[]"),
    ];
    let mut games: Vec<JsGame> = Variant::ALL
        .iter()
        .map(|v| {
            JsGame::new(v.id().into(), None)
                .map_err(message)
                .expect("new")
        })
        .collect();
    for round in 0..3000 {
        browser::pace("fuzz round").await;
        let input = if round % 10 == 0 {
            specials[rng.below(specials.len())].clone()
        } else {
            js(&random_value(&mut rng, 0))
        };
        let g = &mut games[round % 7];
        let before = state(g);
        let _ = g.preview(input.clone());
        assert_eq!(state(g), before, "a preview changed the game");
        if g.play(input.clone()).is_err() {
            assert_eq!(state(g), before, "a refused input changed the game");
        }
        let _ = JsGame::from_link(input.clone());
        let _ = JsGame::from_position(input.clone());
        let _ = JsGame::load(input.clone());
        let _ = JsGame::new("gore".into(), Some(input));
        tried += 6;
        if rust(&g.outcome().map_err(message).expect("outcome")).is_object() {
            games[round % 7] = JsGame::new(Variant::ALL[round % 7].id().into(), None)
                .map_err(message)
                .expect("new");
        }
    }
    web_sys::console::log_1(&format!("API fuzz: {tried} inputs tried, no panic").into());
    assert!(tried >= 18_000);
    browser::done("fuzzed_inputs_never_panic_and_never_change_the_game").await;
}
