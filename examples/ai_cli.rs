//! A line protocol over stdin/stdout for driving the AI from other programs (e.g.
//! `scripts/bench_openspiel.py`). One command per line, one answer line each:
//!
//! - `new <variant> [startingPlayer]` → `ok` (a new game, e.g. `new oware-international 1`)
//! - `play <move JSON>` → `ok`, or `error <message>` (e.g. `play {"pit":3}`)
//! - `go <level 1-5> [time ms] [seed]` → `move <move JSON> score <s> depth <d> nodes <n>`, or
//!   `none` when the game is over; the move is not played (send `play`)
//! - `position` → the position as JSON
//! - `outcome` → the outcome as JSON (`null` while playing)
//! - `quit`
//!
//! Run with `cargo run --release --example ai_cli`.

use mancala::ai::{best_move_in_game, Level, Settings};
use mancala::rules::{Game, Move, Options, Variant};
use std::io::{self, BufRead, Write};
use std::time::Instant;

fn current(game: &mut Option<Game>) -> Result<&mut Game, String> {
    game.as_mut()
        .ok_or_else(|| "no game: send `new <variant>` first".to_string())
}

fn handle(line: &str, game: &mut Option<Game>, start: Instant) -> Result<String, String> {
    let (command, rest) = line.split_once(' ').unwrap_or((line, ""));
    let words: Vec<&str> = rest.split_whitespace().collect();
    match command {
        "new" => {
            let variant: Variant = words
                .first()
                .ok_or("new needs a variant")?
                .parse()
                .map_err(|e: mancala::rules::Error| e.to_string())?;
            let starting_player = match words.get(1) {
                Some(w) => w
                    .parse()
                    .map_err(|_| format!("bad starting player '{w}'"))?,
                None => 0,
            };
            let options = Options {
                starting_player,
                ..Options::default()
            };
            *game = Some(Game::new(variant, &options).map_err(|e| e.to_string())?);
            Ok("ok".into())
        }
        "play" => {
            let mv: Move = serde_json::from_str(rest).map_err(|e| e.to_string())?;
            current(game)?.play(&mv).map_err(|e| e.to_string())?;
            Ok("ok".into())
        }
        "go" => {
            let number: u32 = words
                .first()
                .ok_or("go needs a level")?
                .parse()
                .map_err(|_| "the level is a number from 1 to 5".to_string())?;
            let mut settings =
                Settings::new(Level::from_number(number).map_err(|e| e.to_string())?);
            if let Some(ms) = words.get(1) {
                let ms: f64 = ms.parse().map_err(|_| format!("bad time '{ms}'"))?;
                settings = settings.with_time_limit_ms(ms).with_max_nodes(u64::MAX);
            }
            if let Some(seed) = words.get(2) {
                settings =
                    settings.with_seed(seed.parse().map_err(|_| format!("bad seed '{seed}'"))?);
            }
            let mut clock = || start.elapsed().as_secs_f64() * 1000.0;
            let game = current(game)?;
            Ok(match best_move_in_game(game, &settings, Some(&mut clock)) {
                None => "none".into(),
                Some(r) => format!(
                    "move {} score {} depth {} nodes {}",
                    serde_json::to_string(&r.mv).map_err(|e| e.to_string())?,
                    r.score,
                    r.depth,
                    r.nodes
                ),
            })
        }
        "position" => Ok(current(game)?.position().to_json()),
        "outcome" => serde_json::to_string(&current(game)?.outcome()).map_err(|e| e.to_string()),
        other => Err(format!("unknown command '{other}'")),
    }
}

fn main() -> io::Result<()> {
    let start = Instant::now();
    let mut game = None;
    let stdin = io::stdin();
    let mut out = io::stdout().lock();
    for line in stdin.lock().lines() {
        let line = line?;
        let line = line.trim();
        if line == "quit" {
            break;
        }
        if line.is_empty() {
            continue;
        }
        match handle(line, &mut game, start) {
            Ok(answer) => writeln!(out, "{answer}")?,
            Err(message) => writeln!(out, "error {message}")?,
        }
        out.flush()?;
    }
    Ok(())
}
