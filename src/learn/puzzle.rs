//! Puzzles: a real position, a goal a child understands, and one right move. Each game's
//! puzzles are data (`src/learn/puzzles/<variant>.json`), made by `cargo run --example puzzles`
//! and proved again by the native suite (`docs/puzzles.md`): the right move reaches the goal
//! against every reply, and no other move does.
//!
//! A puzzle's `solution` is the line from its position: the solver's moves and the replies,
//! alternately (a game where the solver moves twice in a row, as Kalah's last seed in the store
//! allows, lists his moves one after the other). A move the solver must find is the solution's
//! where the line goes on after it; at the line's last move, and after it, any move reaching
//! the goal is right (`solving.rs`).

use mancala_i18n::{fill, seeds, LearnTexts};
use mancala_rules::{Game, Move, Position, Variant};
use serde::{Deserialize, Serialize};

/// What the solver must do, in words a child understands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    tag = "kind",
    rename_all = "camelCase",
    rename_all_fields = "camelCase",
    deny_unknown_fields
)]
pub enum Goal {
    /// Win the game with best play on both sides (one move does; the others do not).
    Win,
    /// The game looks lost: the one move that still draws with best play.
    Draw,
    /// Take at least `seeds` seeds within `moves` of one's own moves (1 or 2), whatever the
    /// other replies.
    Take {
        /// Seeds to take.
        seeds: u32,
        /// The solver's moves to take them in.
        moves: u32,
    },
    /// Leave the other nothing to capture with his next move.
    Guard,
}

impl Goal {
    /// The goal as the puzzle states it, in the words `t` of its game.
    pub fn sentence(self, t: &LearnTexts) -> String {
        match self {
            Goal::Win => t.puzzle_win.to_string(),
            Goal::Draw => t.puzzle_draw.to_string(),
            Goal::Take { seeds: n, moves } => {
                let template = if moves <= 1 {
                    t.puzzle_take_one
                } else {
                    t.puzzle_take_two
                };
                fill(template, &[("seeds", &seeds(t, n))])
            }
            Goal::Guard => t.puzzle_guard.to_string(),
        }
    }
}

/// One puzzle.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Puzzle {
    /// Its name, unique among all puzzles: the game's id, a dash, a number (`kalah-7`).
    pub id: String,
    /// The game.
    pub variant: Variant,
    /// Where it starts, in the JSON position format.
    pub position: Position,
    /// What the solver must do.
    pub goal: Goal,
    /// The line from the position: the solver's moves and the replies.
    pub solution: Vec<Move>,
    /// 1 (found by the easy computer level), 2 (by the medium one) or 3 (only the strong ones).
    pub difficulty: u8,
}

impl Puzzle {
    /// Its game at the start, or why the position does not read.
    ///
    /// # Errors
    /// A position the rules refuse.
    pub fn game(&self) -> Result<Game, String> {
        Game::from_position(&self.position).map_err(|e| format!("{}: {e}", self.id))
    }

    /// Reads one game's puzzles (a JSON array), each checked for shape: its variant is the
    /// position's, its position reads, its solution is a line of legal moves, its difficulty
    /// is 1 to 3, and its id is unique.
    ///
    /// # Errors
    /// What is wrong, naming the puzzle.
    pub fn list_from_json(text: &str) -> Result<Vec<Puzzle>, String> {
        let list: Vec<Puzzle> = serde_json::from_str(text).map_err(|e| e.to_string())?;
        let mut ids = std::collections::HashSet::new();
        for p in &list {
            if !ids.insert(p.id.as_str()) {
                return Err(format!("{}: two puzzles have this id", p.id));
            }
            if p.position.variant != p.variant {
                return Err(format!("{}: the position is not of {}", p.id, p.variant));
            }
            if !(1..=3).contains(&p.difficulty) {
                return Err(format!("{}: difficulty {} (1 to 3)", p.id, p.difficulty));
            }
            if p.solution.is_empty() {
                return Err(format!("{}: no solution", p.id));
            }
            let mut game = p.game()?;
            for mv in &p.solution {
                game.play(mv)
                    .map_err(|e| format!("{}: the solution's {mv:?}: {e}", p.id))?;
            }
        }
        Ok(list)
    }
}

/// Every game's puzzles, compiled in: the JS API's module and the native tests.
#[cfg(any(feature = "data", test))]
pub mod data {
    use super::Puzzle;
    use mancala_rules::Variant;

    /// Each game's puzzles as JSON (`puzzles/<id>.json`), in the order of [`Variant::ALL`].
    static FILES: [&str; Variant::ALL.len()] = mancala_rules::with_games!(game_files, "puzzles/");

    /// `variant`'s puzzles as their file's JSON text.
    pub fn text(variant: Variant) -> &'static str {
        let i = Variant::ALL.iter().position(|v| *v == variant).unwrap_or(0);
        FILES.get(i).copied().unwrap_or("[]")
    }

    /// `variant`'s puzzles.
    ///
    /// # Errors
    /// Its file does not read (a test reads every file, so this does not happen in a build).
    pub fn puzzles(variant: Variant) -> Result<Vec<Puzzle>, String> {
        Puzzle::list_from_json(text(variant)).map_err(|e| format!("puzzles of {variant}: {e}"))
    }

    /// Every game's puzzles, in menu order.
    ///
    /// # Errors
    /// As [`puzzles`].
    pub fn all() -> Result<Vec<Puzzle>, String> {
        let mut out = Vec::new();
        for variant in Variant::ALL {
            out.extend(puzzles(variant)?);
        }
        Ok(out)
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn every_file_reads_and_every_id_is_unique() {
            let all = all().expect("every file reads");
            let mut ids: Vec<&str> = all.iter().map(|p| p.id.as_str()).collect();
            ids.sort_unstable();
            ids.dedup();
            assert_eq!(ids.len(), all.len(), "unique ids");
            for p in &all {
                assert!(p.id.starts_with(p.variant.id()), "{}", p.id);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_puzzle_of_bad_shape_is_refused_with_its_name() {
        let good = r#"[{"id":"kalah-1","variant":"kalah","position":{"variant":"kalah","toMove":0,
            "pits":[4,4,4,4,4,4,4,4,4,4,4,4],"stores":[0,0]},"goal":{"kind":"guard"},
            "solution":[{"pit":2}],"difficulty":1}]"#;
        assert_eq!(Puzzle::list_from_json(good).map(|l| l.len()), Ok(1));
        let twice = format!("[{0},{0}]", &good[1..good.len() - 1]);
        assert!(Puzzle::list_from_json(&twice)
            .unwrap_err()
            .contains("two puzzles"));
        let illegal = good.replace(r#"{"pit":2}"#, r#"{"pit":9}"#);
        assert!(Puzzle::list_from_json(&illegal)
            .unwrap_err()
            .contains("kalah-1"));
        let hard = good.replace(r#""difficulty":1"#, r#""difficulty":4"#);
        assert!(Puzzle::list_from_json(&hard)
            .unwrap_err()
            .contains("difficulty 4"));
        let goal = good.replace(r#"{"kind":"guard"}"#, r#"{"kind":"checkmate"}"#);
        assert!(Puzzle::list_from_json(&goal).is_err());
    }

    #[test]
    fn each_goal_says_its_sentence() {
        let t = mancala_i18n::english().learn;
        assert_eq!(
            Goal::Take { seeds: 6, moves: 2 }.sentence(t),
            "Take 6 seeds in two moves, whatever the reply."
        );
        assert_eq!(Goal::Win.sentence(t), "Find the move that wins the game.");
    }
}
