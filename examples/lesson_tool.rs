//! A lesson author's tool: checks lesson files (`src/learn/lessons/<game>.json`, with their words
//! from `src/i18n/lessons/`) and shows what the engine does on a step's board, so the facts an
//! answer stores are copied from the engine, never worked out by hand.
//!
//! ```text
//! cargo run --example lesson_tool -- check FILE...        every lesson through the engine
//! cargo run --example lesson_tool -- step FILE N          step N's board, each legal move's facts
//! cargo run --example lesson_tool -- play 'POSITION' ['MOVE'...]  facts of each move, then the position
//! ```

use mancala::i18n::Language;
use mancala::learn::{boards, check, facts_of, json, Lesson};
use mancala::rules::{Game, Move, Position};
use std::fs;
use std::path::Path;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("check") => args[1..].iter().try_for_each(|f| {
            check(&read(f)?)?;
            println!("{f}: ok");
            Ok(())
        }),
        Some("step") if args.len() == 3 => step(&args[1], &args[2]),
        Some("play") if args.len() >= 2 => play(&args[1], &args[2..]),
        _ => Err("usage: lesson_tool check FILE... | step FILE N | play POSITION [MOVE...]".into()),
    };
    if let Err(e) = result {
        eprintln!("{e}");
        std::process::exit(1);
    }
}

/// A lesson file: its positions and moves, with each language's words laid over them from
/// `src/i18n/lessons/<code>/<same name>` (found from the file's own folder,
/// `src/learn/lessons/`), or a whole lesson with its words in it.
fn read(file: &str) -> Result<Lesson, String> {
    let path = Path::new(file);
    let steps = fs::read_to_string(path).map_err(|e| format!("{file}: {e}"))?;
    let src = path.parent().and_then(Path::parent).and_then(Path::parent);
    let words = |language: Language| {
        let words = src?.join("i18n/lessons").join(language.code());
        fs::read_to_string(words.join(path.file_name()?)).ok()
    };
    Lesson::with_words(&steps, words).map_err(|e| format!("{file}: {e}"))
}

fn step(file: &str, n: &str) -> Result<(), String> {
    let lesson = read(file)?;
    let n: usize = n.parse().map_err(|_| format!("{n}: not a step number"))?;
    let games = boards(&lesson)?;
    let game = games
        .get(n.wrapping_sub(1))
        .ok_or(format!("the lesson has {} steps", games.len()))?;
    show(game);
    Ok(())
}

fn show(game: &Game) {
    println!("position: {}", json(&game.position()));
    println!("to move: {}", game.to_move());
    for mv in game.legal_moves() {
        let facts = facts_of(game, &mv).map(|f| json(&f)).unwrap_or_else(|e| e);
        println!("{{\"move\": {}, \"facts\": {facts}}}", json(&mv));
    }
}

fn play(position: &str, moves: &[String]) -> Result<(), String> {
    let position = Position::from_json(position).map_err(|e| e.message().to_string())?;
    let mut game = Game::from_position(&position).map_err(|e| e.message().to_string())?;
    for text in moves {
        let mv: Move = serde_json::from_str(text).map_err(|e| format!("{text}: {e}"))?;
        let facts = facts_of(&game, &mv)?;
        println!("{text}: {}", json(&facts));
        game.play(&mv).map_err(|e| e.message().to_string())?;
    }
    show(&game);
    Ok(())
}
