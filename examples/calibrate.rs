//! The levels' calibration table: `cargo run --release --example calibrate [-- <game-id>...]
//! [L<n>...] [<rule>=<value>...] [games per pairing]` (`L3` keeps only the pairing of level 3
//! with the one below; `N-short=one-round` plays Nam-Nam by that house rule, each rule given
//! applying to its own game).
//!
//! For each game and each pairing of a level with the player below it (level 1 against the
//! greedy beginner, then level n+1 against level n), a series of seeded games with colours
//! alternated. Printed: the stronger side's points (win 1, draw ½; a game stopped at the move
//! cap counts as a draw), the games' lengths in moves (median and longest, and how many ran past
//! 300 moves), the median length in minutes of animation at the page's normal speed (the
//! renderer's timeline for each move's events; thinking time not counted), and the games
//! stopped unfinished at the cap. Figures only: nothing is asserted.
//!
//! Sample sizes: `[games per pairing]` games for the pairings up to level 3, half as many for
//! level 4 against 3 and a quarter for level 5 against 4 (at least 2), whose searches cost
//! hundreds of times more (a game of level 5 takes up to half a minute of one core); the games
//! are spread over two threads. The default takes about seven minutes on two cores.

use mancala::ai::{play_out, Level, Reference, ReferencePlayer};
use mancala::i18n::english;
use mancala::rules::{Game, HouseRules, Options, Variant, RULE_OPTIONS};
use mancala_render::timeline::Timeline;
use std::time::Instant;

/// Games stopped after this many moves count as unfinished.
const MOVE_CAP: usize = 1_000;
/// A game longer than this many moves is too long for a visit.
const LONG: usize = 300;
/// Games per pairing without an argument.
const DEFAULT_GAMES: usize = 24;

/// The pairings measured: (stronger, weaker).
const PAIRINGS: [(Reference, Reference); 5] = [
    (Reference::Level(Level::Beginner), Reference::Greedy),
    (
        Reference::Level(Level::Easy),
        Reference::Level(Level::Beginner),
    ),
    (
        Reference::Level(Level::Medium),
        Reference::Level(Level::Easy),
    ),
    (
        Reference::Level(Level::Hard),
        Reference::Level(Level::Medium),
    ),
    (
        Reference::Level(Level::Expert),
        Reference::Level(Level::Hard),
    ),
];

/// One game's result for the stronger side: points (0, ½ or 1), moves, minutes of animation,
/// and whether the cap stopped it.
struct Result {
    points: f64,
    moves: usize,
    minutes: f64,
    unfinished: bool,
}

/// Game `index` of a series: the stronger side plays first in even games.
fn one_game(
    variant: Variant,
    options: &Options,
    pairing: (Reference, Reference),
    index: usize,
) -> Result {
    let seed = ((index as u64 + 1) * 0x9E37_79B9) ^ variant as u64;
    let strong_first = index % 2 == 0;
    let (first, second) = if strong_first {
        (pairing.0, pairing.1)
    } else {
        (pairing.1, pairing.0)
    };
    let mut players = [
        ReferencePlayer::new(first, seed),
        ReferencePlayer::new(second, seed ^ 0xABCD_EF01),
    ];
    let names = ["A".to_string(), "B".to_string()];
    let mut seconds = 0.0;
    let game = Game::new(variant, options).expect("every game starts");
    let played = play_out(game, &mut players, MOVE_CAP, |before, events| {
        let board = before.position().replay_board();
        seconds += Timeline::new(&board, events, 1.0, &names, english()).total();
    });
    let strong = if strong_first { 0 } else { 1 };
    let points = match played.winner {
        Some(Some(p)) if p == strong => 1.0,
        Some(Some(_)) => 0.0,
        _ => 0.5,
    };
    Result {
        points,
        moves: played.moves,
        minutes: seconds / 60.0,
        unfinished: played.winner.is_none(),
    }
}

/// The series of `games` games played with `options`, on two threads.
fn series(
    variant: Variant,
    options: &Options,
    pairing: (Reference, Reference),
    games: usize,
) -> Vec<Result> {
    std::thread::scope(|scope| {
        let halves: Vec<_> = (0..2)
            .map(|half| {
                scope.spawn(move || {
                    (half..games)
                        .step_by(2)
                        .map(|i| one_game(variant, options, pairing, i))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        halves
            .into_iter()
            .flat_map(|h| h.join().expect("a calibration thread"))
            .collect()
    })
}

/// The options of `variant`'s games: the house rules of `rules` that are its own.
fn options_for(variant: Variant, rules: &[(String, String)]) -> Options {
    let mut options = Options::default();
    for (id, value) in rules {
        if RULE_OPTIONS
            .iter()
            .any(|o| o.id == id && o.variant == variant)
        {
            // Checked in `main`.
            let _ = options.rules.set(id, value);
        }
    }
    options
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values.get(values.len() / 2).copied().unwrap_or(0.0)
}

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let games = args
        .iter()
        .find_map(|a| a.parse::<usize>().ok())
        .unwrap_or(DEFAULT_GAMES)
        .max(2);
    let levels: Vec<String> = args
        .iter()
        .filter(|a| a.starts_with('L') && a.len() == 2)
        .cloned()
        .collect();
    let rules: Vec<(String, String)> = args
        .iter()
        .filter_map(|a| a.split_once('='))
        .map(|(id, value)| (id.to_string(), value.to_string()))
        .collect();
    for (id, value) in &rules {
        if let Err(e) = HouseRules::default().set(id, value) {
            eprintln!("{e}");
            std::process::exit(2);
        }
    }
    let only: Vec<&String> = args
        .iter()
        .filter(|a| a.parse::<usize>().is_err() && !levels.contains(a) && !a.contains('='))
        .collect();
    println!("Levels' calibration: the stronger side's points, colours alternated; {games} games a pairing (L4-L3 half, L5-L4 a quarter); cap {MOVE_CAP} moves");
    if !rules.is_empty() {
        let named: Vec<String> = rules.iter().map(|(id, v)| format!("{id}={v}")).collect();
        println!("House rules: {}", named.join(", "));
    }
    println!(
        "{:<20} {:<10} {:>5} {:>7} {:>8} {:>7} {:>7} {:>9} {:>10} {:>6}",
        "game",
        "pairing",
        "games",
        "points",
        "median",
        "longest",
        ">300",
        "min(med)",
        "unfinished",
        "secs"
    );
    for variant in Variant::ALL {
        if !only.is_empty() && !only.iter().any(|w| variant.id().contains(w.as_str())) {
            continue;
        }
        for (i, pairing) in PAIRINGS.into_iter().enumerate() {
            if !levels.is_empty() && !levels.contains(&pairing.0.name()) {
                continue;
            }
            let n = match i {
                3 => games / 2,
                4 => games / 4,
                _ => games,
            }
            .max(2);
            let start = Instant::now();
            let results = series(variant, &options_for(variant, &rules), pairing, n);
            let points: f64 = results.iter().map(|r| r.points).sum();
            let moves: Vec<f64> = results.iter().map(|r| r.moves as f64).collect();
            let longest = results.iter().map(|r| r.moves).max().unwrap_or(0);
            let long = results.iter().filter(|r| r.moves > LONG).count();
            let unfinished = results.iter().filter(|r| r.unfinished).count();
            let minutes = median(results.iter().map(|r| r.minutes).collect());
            println!(
                "{:<20} {:<10} {:>5} {:>6.0}% {:>8.0} {:>7} {:>7} {:>9.1} {:>10} {:>6.0}",
                variant.id(),
                format!("{}-{}", pairing.0.name(), pairing.1.name()),
                n,
                100.0 * points / n as f64,
                median(moves),
                longest,
                long,
                minutes,
                unfinished,
                start.elapsed().as_secs_f64()
            );
        }
    }
}
