//! Makes every game's puzzles (`src/learn/puzzles/<variant>.json`, `docs/puzzles.md`), each
//! kept only where `mancala::puzzles::prove` proves it, and prints the counts per game and
//! difficulty and the time taken.
//!
//! - Oware (both rule sets): boards of 5 to 10 seeds from the endgame table, as positions right
//!   after a capture (a game's start: nothing before them can come again), with the stores set
//!   so that exactly one move wins (or, the game looking lost, draws) and every other falls
//!   short. The reply in the solution is the table's.
//! - Every other game: positions from games between computer levels, where one move takes the
//!   most seeds in one move or in two whatever the replies, or is the only one that leaves the
//!   other nothing to capture. The reply in the solution is the one that gives least.
//!
//! Run with `cargo run --profile fast-test --example puzzles [-- PER_DIFFICULTY]` (default 5;
//! Oware's at least 11).

use mancala::ai::{best_move_in_game, endgame, Level, Settings};
use mancala::learn::solving::{guards, sure_take, sure_takes};
use mancala::learn::{Puzzle, PuzzleGoal};
use mancala::puzzles::{difficulty, install_table, prove, table_finals, table_solution};
use mancala::rules::rng::Rng;
use mancala::rules::{Game, Move, Options, Position, Variant};
use std::time::Instant;

/// The most seeds on an Oware puzzle's board (the native suite builds tables this large).
const OWARE_SEEDS: usize = 10;

/// Puzzles kept of each difficulty, per game, unless told otherwise (Oware's: at least 11).
const PER_DIFFICULTY: usize = 5;

/// Oware's puzzles kept of each difficulty, at least.
const OWARE_PER_DIFFICULTY: usize = 11;

/// Plies played before a game's positions are looked at: no puzzle from the opening.
const OPENING_PLIES: usize = 6;

fn main() {
    let per: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(PER_DIFFICULTY);
    let start = Instant::now();
    for variant in Variant::ALL {
        let t0 = Instant::now();
        let puzzles = match variant {
            Variant::OwareAbapa | Variant::OwareInternational => {
                oware(variant, per.max(OWARE_PER_DIFFICULTY))
            }
            _ => from_games(variant, per),
        };
        for p in &puzzles {
            if let Err(e) = prove(p) {
                panic!("a puzzle kept but not proved: {e}");
            }
        }
        let count = |d: u8| puzzles.iter().filter(|p| p.difficulty == d).count();
        println!(
            "{variant}: {} puzzles (difficulty 1: {}, 2: {}, 3: {}) in {:.1} s",
            puzzles.len(),
            count(1),
            count(2),
            count(3),
            t0.elapsed().as_secs_f64()
        );
        let path = format!("src/learn/puzzles/{}.json", variant.id());
        // One puzzle a line.
        let lines: Vec<String> = puzzles
            .iter()
            .map(|p| serde_json::to_string(p).expect("a puzzle serialises"))
            .collect();
        let text = format!("[\n{}\n]\n", lines.join(",\n"));
        std::fs::write(&path, text).expect("the puzzle file is written");
    }
    println!("all games in {:.1} s", start.elapsed().as_secs_f64());
}

/// Keeps `puzzle` if there is still room for its difficulty; true when every difficulty is
/// full.
fn keep(kept: &mut Vec<Puzzle>, puzzle: Puzzle, per: usize) -> bool {
    let of = |kept: &[Puzzle], d: u8| kept.iter().filter(|p| p.difficulty == d).count();
    if of(kept, puzzle.difficulty) < per {
        kept.push(puzzle);
    }
    (1..=3).all(|d| of(kept, d) >= per)
}

/// Gives the puzzles their ids, in order of difficulty.
fn numbered(mut kept: Vec<Puzzle>, variant: Variant) -> Vec<Puzzle> {
    kept.sort_by_key(|p| p.difficulty);
    for (i, p) in kept.iter_mut().enumerate() {
        p.id = format!("{}-{}", variant.id(), i + 1);
    }
    kept
}

/// Oware's puzzles, from the endgame table.
fn oware(variant: Variant, per: usize) -> Vec<Puzzle> {
    install_table(variant, OWARE_SEEDS);
    let mut rng = Rng::new(variant as u64 + 1);
    let mut kept = Vec::new();
    for _ in 0..2_000_000 {
        let seeds = 5 + rng.below(OWARE_SEEDS - 4) as u32;
        let mut pits = [0u32; 12];
        for _ in 0..seeds {
            pits[rng.below(12)] += 1;
        }
        // Stores of a lead found below; first with a level one, to read the worths.
        let left = 48 - seeds;
        let Some(game) = oware_game(variant, &pits, left, 0) else {
            continue;
        };
        let Some(finals) = table_finals(&game) else {
            continue;
        };
        // Margins from now: the best exact one, and the best hope of the others.
        let Some(&(best, low, _)) = finals
            .iter()
            .filter(|(_, low, high)| low == high)
            .max_by_key(|(_, low, _)| *low)
        else {
            continue;
        };
        let others = finals
            .iter()
            .filter(|(mv, _, _)| *mv != best)
            .map(|(_, _, high)| *high)
            .max();
        let Some(others) = others.filter(|&h| h < low) else {
            continue;
        };
        // A win where the others at best draw, or a draw where the others lose.
        let draw = rng.below(2) == 0;
        let lead = if draw { -low } else { -others };
        let Some(game) = oware_game(variant, &pits, left, lead) else {
            continue;
        };
        let Some(finals) = table_finals(&game) else {
            continue;
        };
        let Some(right) = table_solution(&finals, draw) else {
            continue;
        };
        let mut after = game.clone();
        if after.play(&right).is_err() {
            continue;
        }
        let mut solution = vec![right];
        if after.outcome().is_none() {
            let reply = endgame::table_move(&after).map(|r| r.mv).or_else(|| {
                best_move_in_game(&after, &Settings::new(Level::Expert), None).map(|r| r.mv)
            });
            solution.extend(reply);
        }
        let puzzle = Puzzle {
            id: String::new(),
            variant,
            position: game.position(),
            goal: if draw {
                PuzzleGoal::Draw
            } else {
                PuzzleGoal::Win
            },
            solution,
            difficulty: difficulty(&game, &right),
        };
        if prove(&puzzle).is_ok() && keep(&mut kept, puzzle, per) {
            break;
        }
    }
    numbered(kept, variant)
}

/// An Oware game on `pits` (player 0 to move), `left` seeds in the stores with player 0 ahead by
/// `lead`; `None` where no such game can be (odd, or a store at 25).
fn oware_game(variant: Variant, pits: &[u32; 12], left: u32, lead: i32) -> Option<Game> {
    let doubled = left as i32 + lead;
    if doubled < 0 || doubled % 2 != 0 {
        return None;
    }
    let mine = (doubled / 2) as u32;
    let theirs = left.checked_sub(mine)?;
    if mine > 24 || theirs > 24 {
        return None;
    }
    let position = Position::of_seeds(variant, 0, pits.to_vec(), [mine, theirs]);
    let game = Game::from_position(&position).ok()?;
    (game.outcome().is_none() && !game.legal_moves().is_empty()).then_some(game)
}

/// Whether the solver's moves here are sowings a child can pick on the board (no offer,
/// answer, arrangement or pass to choose).
fn plain_moves(game: &Game) -> bool {
    let moves = game.legal_moves();
    moves.len() >= 2
        && moves.iter().all(|m| {
            !matches!(
                m,
                Move::Offer { .. } | Move::Answer { .. } | Move::Arrange { .. } | Move::Pass
            )
        })
}

/// The reply to `first` that leaves the solver least within his `moves` (the first already
/// played), if the other is to move after it.
fn stingiest_reply(game: &Game, first: &Move, moves: u32) -> Option<Move> {
    let me = game.to_move();
    let mut after = game.clone();
    after.play(first).ok()?;
    if after.outcome().is_some() || after.to_move() == me {
        return None;
    }
    after.legal_moves().into_iter().min_by_key(|reply| {
        let mut next = after.clone();
        let _ = next.play(reply);
        sure_take(&next, me, moves - 1, 2).unwrap_or(u32::MAX)
    })
}

/// A puzzle at `game`, if one of the goals has exactly one right move there.
fn puzzle_at(game: &Game, rng: &mut Rng) -> Option<Puzzle> {
    if !plain_moves(game) {
        return None;
    }
    let variant = game.variant();
    let unique_best = |takes: &[(Move, u32)]| {
        let best = takes.iter().map(|(_, t)| *t).max()?;
        let mut at_best = takes.iter().filter(|(_, t)| *t == best);
        let (mv, _) = at_best.next()?;
        (best >= 2 && at_best.next().is_none()).then_some((*mv, best))
    };
    let single = sure_takes(game, 1).and_then(|t| unique_best(&t));
    let double = sure_takes(game, 2).and_then(|t| unique_best(&t));
    let guard = {
        let judged: Option<Vec<(Move, bool)>> = game
            .legal_moves()
            .into_iter()
            .map(|mv| Some((mv, guards(game, &mv)?)))
            .collect();
        judged.and_then(|j| {
            let safe: Vec<Move> = j.iter().filter(|(_, s)| *s).map(|(m, _)| *m).collect();
            (safe.len() == 1).then(|| safe[0])
        })
    };
    // Two moves only where they take more than one could.
    let choice = match (double, single, guard) {
        (Some((mv, n)), single, _) if single.map_or(true, |(_, s)| n > s) && rng.below(2) == 0 => {
            let mut solution = vec![mv];
            solution.extend(stingiest_reply(game, &mv, 2));
            Some((PuzzleGoal::Take { seeds: n, moves: 2 }, solution))
        }
        (_, Some((mv, n)), _) if rng.below(2) == 0 => {
            Some((PuzzleGoal::Take { seeds: n, moves: 1 }, vec![mv]))
        }
        (_, _, Some(mv)) => Some((PuzzleGoal::Guard, vec![mv])),
        _ => None,
    }?;
    let (goal, solution) = choice;
    let puzzle = Puzzle {
        id: String::new(),
        variant,
        position: game.position(),
        goal,
        difficulty: difficulty(game, &solution[0]),
        solution,
    };
    prove(&puzzle).is_ok().then_some(puzzle)
}

/// A game's puzzles, from games between computer levels.
fn from_games(variant: Variant, per: usize) -> Vec<Puzzle> {
    let mut rng = Rng::new(variant as u64 + 101);
    let mut kept = Vec::new();
    'games: for g in 0..400 {
        let Ok(mut game) = Game::new(variant, &Options::default()) else {
            break;
        };
        let levels = [Level::ALL[rng.below(3)], Level::ALL[rng.below(3)]];
        for ply in 0..300 {
            if game.outcome().is_some() {
                break;
            }
            // One puzzle a game at most, from any stage after the opening: puzzles unlike
            // each other.
            if ply >= OPENING_PLIES && rng.below(8) == 0 {
                if let Some(p) = puzzle_at(&game, &mut rng) {
                    if keep(&mut kept, p, per) {
                        break 'games;
                    }
                    continue 'games;
                }
            }
            let level = levels[usize::from(game.to_move())];
            let settings = Settings::new(level).with_seed(g * 1000 + rng.below(1000) as u64);
            let Some(found) = best_move_in_game(&game, &settings, None) else {
                break;
            };
            if game.play(&found.mv).is_err() {
                break;
            }
        }
    }
    numbered(kept, variant)
}
