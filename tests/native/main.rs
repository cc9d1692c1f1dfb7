//! The native suite, one test binary: the rules of every game worked by hand and checked at
//! random (conformance, perft, state hashes, the JSON formats, house rules), the computer
//! player, the lessons and game links. `cargo test` runs it; the browser suites are
//! `tests/web.rs` and `tests/api_web.rs`.

#![cfg(not(target_arch = "wasm32"))]

mod common;
mod oware_common;
mod plain_oware;

mod ai;
mod ai_search_moves;
mod conformance;
mod gore;
mod gore_house;
mod history;
mod kauri;
mod kauri_house;
mod layers;
mod lessons;
mod levels;
mod link;
mod move_json;
mod nam_nam;
mod nam_nam_house;
mod omweso;
mod omweso_house;
mod oware;
mod oware_house;
mod oware_house_end;
mod oware_plain;
mod perft;
mod puzzles;
mod state_hash;
mod woaley;
mod woaley_house;
