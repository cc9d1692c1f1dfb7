//! Figures for a long game through [`History`](mancala::rules::History), the game with its moves
//! that the page and the API's `Game` keep: `cargo run --release --example history_bench`.
//!
//! A random Goré game (moves drawn uniformly among the legal ones, hole offers included, so the
//! game runs long) is played up to 5,000 plies; printed are the total time, the process's memory
//! growth, the cost of the last 1,000 plies against the first 1,000, and the time to undo and
//! redo every move. Figures only: nothing here asserts a timing.

use mancala::rules::rng::Rng;
use mancala::rules::{Game, History, Options, Variant};
use std::time::{Duration, Instant};

const PLIES: usize = 5_000;
const BLOCK: usize = 1_000;

/// The resident memory of this process in bytes (Linux), 0 where unknown.
fn resident_bytes() -> u64 {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
    let pages: u64 = statm
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    pages * 4096
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn main() {
    let seed = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(7);
    let game = Game::new(Variant::Gore, &Options::default()).expect("Goré starts");
    let mut js = History::new(game);
    let mut rng = Rng::new(seed);
    let memory_before = resident_bytes();
    let start = Instant::now();
    let mut block_times = Vec::new();
    let mut block_start = Instant::now();
    while js.moves_played() < PLIES {
        let moves = js.current().legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.below(moves.len())];
        js.play(&mv).expect("a legal move plays");
        if js.moves_played() % BLOCK == 0 {
            block_times.push(block_start.elapsed());
            block_start = Instant::now();
        }
    }
    let total = start.elapsed();
    let growth = resident_bytes().saturating_sub(memory_before);
    let plies = js.moves_played();

    let undo_start = Instant::now();
    while js.undo() {}
    let undo = undo_start.elapsed();
    let redo_start = Instant::now();
    while let Some(result) = js.redo() {
        result.expect("a move taken back plays again");
    }
    let redo = redo_start.elapsed();
    assert_eq!(js.moves_played(), plies, "redo restores every move");

    println!("random Goré through the game history (what the page and the API's Game keep), seed {seed}: {plies} plies");
    println!("  total play:       {:8.1} ms  (target < 2000)", ms(total));
    println!(
        "  memory growth:    {:8.1} MB  (target < 50)",
        growth as f64 / 1e6
    );
    if let (Some(first), Some(last)) = (block_times.first(), block_times.last()) {
        if block_times.len() >= 2 {
            println!(
                "  first {BLOCK} plies: {:8.1} ms, last {BLOCK}: {:.1} ms, ratio {:.2}  (target <= 1.5)",
                ms(*first),
                ms(*last),
                last.as_secs_f64() / first.as_secs_f64().max(1e-9)
            );
        }
    }
    println!(
        "  undo all:         {:8.1} ms, redo all: {:.1} ms, together {:.1} ms  (target < 1000)",
        ms(undo),
        ms(redo),
        ms(undo + redo)
    );
    if js.current().outcome().is_some() {
        println!("  (the game ended before the cap)");
    }
}
