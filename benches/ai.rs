//! Nodes per second of the search, per available game, natively: `cargo bench --bench ai`.
//!
//! For each game that can be created, a few positions from seeded random games are searched
//! with the strongest level's settings and a fixed node budget (words after `--` keep only the
//! variants whose id contains one); the figures printed are the
//! nodes visited per second, and the cost of the two views the search takes of a position
//! (the state hash and the evaluation), both on the game's own type.

use mancala::ai::{best_move, evaluate, Level, Searchable, Settings};
use mancala::rules::rng::Rng;
use mancala::rules::{Game, Options, Variant};
use std::hint::black_box;
use std::time::Instant;

const NODES_PER_SEARCH: u64 = 400_000;
const POSITIONS: usize = 6;

fn positions(variant: Variant) -> Option<Vec<Game>> {
    let mut rng = Rng::new(2024);
    let mut out = Vec::new();
    while out.len() < POSITIONS {
        let mut game = Game::new(variant, &Options::default()).ok()?;
        let plies = 4 + rng.below(40);
        for _ in 0..plies {
            let moves = game.legal_moves();
            if game.outcome().is_some() || moves.is_empty() {
                break;
            }
            game.play(&moves[rng.below(moves.len())]).ok()?;
        }
        if game.outcome().is_none() {
            out.push(game);
        }
    }
    Some(out)
}

fn per_call_ns(iterations: u32, mut f: impl FnMut()) -> f64 {
    let start = Instant::now();
    for _ in 0..iterations {
        f();
    }
    start.elapsed().as_nanos() as f64 / f64::from(iterations)
}

/// Nanoseconds per state hash and per evaluation of `game`.
fn views_ns<G: Searchable>(game: &G) -> (f64, f64) {
    let hash_ns = per_call_ns(20_000, || {
        black_box(black_box(game).state_hash());
    });
    let eval_ns = per_call_ns(20_000, || {
        black_box(evaluate(black_box(game), game.to_move()));
    });
    (hash_ns, eval_ns)
}

fn main() {
    println!("AI search speed (strongest level, {NODES_PER_SEARCH} nodes per search, {POSITIONS} positions per game)");
    println!(
        "{:<22} {:>12} {:>10} {:>9} {:>10} {:>10}",
        "variant", "nodes/s", "nodes", "avg depth", "hash ns", "eval ns"
    );
    // `cargo bench --bench ai -- oware` measures only the variants whose id contains a word given.
    let only: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    for variant in Variant::ALL {
        if !only.is_empty() && !only.iter().any(|w| variant.id().contains(w.as_str())) {
            continue;
        }
        let Some(games) = positions(variant) else {
            println!("{:<22} not available on this branch", variant.id());
            continue;
        };
        let settings = Settings::new(Level::Expert).with_max_nodes(NODES_PER_SEARCH);
        let mut nodes = 0;
        let mut depth = 0;
        let start = Instant::now();
        for game in &games {
            if let Some(result) = best_move(game.rules(), &settings) {
                nodes += result.nodes;
                depth += result.depth;
            }
        }
        let seconds = start.elapsed().as_secs_f64();
        let (hash_ns, eval_ns) = mancala::rules::dispatch!(games[0].rules(), g => views_ns(g));
        println!(
            "{:<22} {:>12.0} {:>10} {:>9.1} {:>10.0} {:>10.0}",
            variant.id(),
            nodes as f64 / seconds,
            nodes,
            f64::from(depth) / games.len() as f64,
            hash_ns,
            eval_ns
        );
    }
}
