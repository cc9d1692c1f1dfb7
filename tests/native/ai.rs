//! The computer opponent on every game that can be created: it finds forced wins that start with
//! a capture, avoids moves that hand the opponent a forced win, never plays an illegal move,
//! stays within its node and time budgets, repeats itself for a seed, and its levels differ.
//!
//! Forced wins and losses are found by an independent brute-force solver in this file (plain
//! minimax over game outcomes, with the repetition rule counted as `Game` counts it), never by
//! the search under test.

use crate::common;
use common::random_move;

use mancala::ai::{best_move, best_move_in_game, best_move_with_clock, Level, Settings, WIN};
use mancala::rules::rng::Rng;
use mancala::rules::{AnyGame, Game, Move, NoEvents, Options, Player, Rules, Status, Variant};

/// The games that can be created on this branch (the others are still being written).
fn available() -> Vec<Variant> {
    let list: Vec<Variant> = Variant::ALL
        .into_iter()
        .filter(|v| Game::new(*v, &Options::default()).is_ok())
        .collect();
    assert!(!list.is_empty(), "no game is available to test the AI on");
    list
}

fn legal(game: &AnyGame) -> Vec<Move> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves
}

/// A position reached by `plies` random moves (fewer if the game ends first), with its history.
fn random_game(variant: Variant, rng: &mut Rng, plies: usize) -> Game {
    let mut game = Game::new(variant, &Options::default()).expect("available variant");
    for _ in 0..plies {
        let moves = game.legal_moves();
        if game.outcome().is_some() || moves.is_empty() {
            break;
        }
        game.play(&random_move(&moves, rng))
            .expect("a listed move plays");
    }
    game
}

/// Random games are cut here: long enough to meet every phase of every game.
const MAX_PLIES: usize = 600;

/// Whether `me` can force a win from `game` within `depth` plies. `path` holds the repetition
/// keys of the positions before `game` in this line (the root once), as `Game` counts them.
fn forces_win(game: &AnyGame, me: Player, depth: u32, path: &mut Vec<String>) -> bool {
    let mut game = game.clone();
    if game.status() == Status::Playing {
        if let Some(key) = game.repetition_key() {
            let seen = path.iter().filter(|k| **k == key).count() as u32;
            if seen + 1 >= game.repetition_limit() {
                game.end_by_repetition(&mut NoEvents);
            }
        }
    }
    match game.status() {
        Status::Over(winner) => return winner == Some(me),
        Status::Playing if depth == 0 => return false,
        Status::Playing => {}
    }
    let key = game.repetition_key().unwrap_or_default();
    path.push(key);
    let mut results = legal(&game).into_iter().map(|mv| {
        let mut child = game.clone();
        child.play_unchecked(&mv, &mut NoEvents);
        forces_win(&child, me, depth - 1, path)
    });
    let result = if game.to_move() == me {
        results.any(|w| w)
    } else {
        results.all(|w| w)
    };
    path.pop();
    result
}

/// For each legal move of the root: whether its mover then forces a win within `depth` plies,
/// and whether the opponent does.
fn solve_root(game: &AnyGame, depth: u32) -> Vec<(Move, bool, bool)> {
    let me = game.to_move();
    let root_key = game.repetition_key().unwrap_or_default();
    legal(game)
        .into_iter()
        .map(|mv| {
            let mut child = game.clone();
            child.play_unchecked(&mv, &mut NoEvents);
            let mut path = vec![root_key.clone()];
            let wins = forces_win(&child, me, depth - 1, &mut path);
            let loses = forces_win(&child, 1 - me, depth - 1, &mut path);
            (mv, wins, loses)
        })
        .collect()
}

fn store_gain(game: &AnyGame, mv: &Move) -> i64 {
    let me = usize::from(game.to_move());
    let before = game.position().stores_or_zero()[me];
    let mut child = game.clone();
    child.play_unchecked(mv, &mut NoEvents);
    i64::from(child.position().stores_or_zero()[me]) - i64::from(before)
}

fn strong() -> Settings {
    // The strongest level with a budget a debug build searches quickly.
    Settings::new(Level::Expert).with_max_nodes(60_000)
}

/// Random positions of every available game, sampled along random games.
fn sample_positions(per_variant: usize, seed: u64) -> Vec<Game> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    for variant in available() {
        for _ in 0..per_variant {
            let plies = rng.below(MAX_PLIES);
            let game = random_game(variant, &mut rng, plies);
            if game.outcome().is_none() {
                out.push(game);
            }
        }
    }
    out
}

/// The brute-force solver only takes positions with at most this many moves (it is exponential).
const MAX_SOLVED_MOVES: usize = 7;

/// Every `every`-th position of `games` random games of each available game, later plies first
/// seen last; enough to meet the tactical positions the solver tests look for.
fn playout_positions(games: usize, every: usize, seed: u64) -> Vec<Game> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    for variant in available() {
        for _ in 0..games {
            let mut game = Game::new(variant, &Options::default()).expect("available variant");
            for ply in 0..MAX_PLIES {
                let moves = game.legal_moves();
                if game.outcome().is_some() || moves.is_empty() {
                    break;
                }
                if ply % every == every - 1 {
                    out.push(game.clone());
                }
                game.play(&random_move(&moves, &mut rng))
                    .expect("a listed move plays");
            }
        }
    }
    out
}

#[test]
fn finds_a_forced_win_that_starts_with_a_capture() {
    let mut checked = 0;
    for game in playout_positions(8, 4, 11) {
        let rules = game.rules();
        if legal(rules).len() > MAX_SOLVED_MOVES {
            continue;
        }
        let solved = solve_root(rules, 5);
        let winning: Vec<Move> = solved.iter().filter(|s| s.1).map(|s| s.0).collect();
        let capture_wins = winning.iter().any(|mv| store_gain(rules, mv) > 0);
        if winning.is_empty() || winning.len() == solved.len() || !capture_wins {
            continue;
        }
        let result = best_move_in_game(&game, &strong(), None).expect("a move");
        assert!(
            winning.contains(&result.mv),
            "{}: played {:?} (score {}), but only {winning:?} force a win\n{}",
            game.variant(),
            result.mv,
            result.score,
            game.position().to_json()
        );
        assert!(result.score > WIN - 100, "a forced win scores as one");
        checked += 1;
    }
    assert!(
        checked >= 5,
        "only {checked} positions with a forced win found"
    );
}

#[test]
fn avoids_a_move_that_gives_the_opponent_a_forced_win() {
    let mut checked = 0;
    for game in playout_positions(8, 4, 12) {
        let rules = game.rules();
        if legal(rules).len() > MAX_SOLVED_MOVES {
            continue;
        }
        let solved = solve_root(rules, 4);
        let losing: Vec<Move> = solved.iter().filter(|s| s.2).map(|s| s.0).collect();
        if losing.is_empty() || losing.len() == solved.len() {
            continue;
        }
        let result = best_move_in_game(&game, &strong(), None).expect("a move");
        assert!(
            !losing.contains(&result.mv),
            "{}: played {:?}, which lets the opponent force a win\n{}",
            game.variant(),
            result.mv,
            game.position().to_json()
        );
        checked += 1;
    }
    assert!(
        checked >= 5,
        "only {checked} positions with a losing move found"
    );
}

#[test]
fn never_returns_an_illegal_move_and_stops_when_the_game_is_over() {
    for (i, variant) in available().into_iter().enumerate() {
        // Each game its own random stream, so that one game's moves never shift another's
        // samples; every other sample short, so that games of every length go on in some.
        let mut rng = Rng::new(3 + i as u64);
        let mut over = 0;
        for round in 0..60 {
            let plies = rng.below(if round % 2 == 0 { 300 } else { 40 });
            let game = random_game(variant, &mut rng, plies);
            let level = Level::ALL[round % Level::ALL.len()];
            let settings = Settings::new(level)
                .with_seed(round as u64)
                .with_max_nodes(2_000);
            let result = best_move_in_game(&game, &settings, None);
            match (game.outcome(), result) {
                (Some(_), None) => over += 1,
                (Some(_), Some(r)) => panic!("{variant}: a move {:?} after the end", r.mv),
                (None, None) => panic!("{variant}: no move in a game that goes on"),
                (None, Some(r)) => {
                    let mut copy = game.clone();
                    assert!(
                        copy.play(&r.mv).is_ok(),
                        "{variant}: illegal move {:?} in\n{}",
                        r.mv,
                        game.position().to_json()
                    );
                    assert!(legal(game.rules()).contains(&r.mv));
                }
            }
        }
        assert!(over < 60, "{variant}: every sampled game was over");
    }
}

#[test]
fn respects_its_node_budget() {
    for game in sample_positions(5, 4) {
        for budget in [1, 7, 100, 1_000, 10_000] {
            let settings = Settings::new(Level::Expert).with_max_nodes(budget);
            let result = best_move(game.rules(), &settings).expect("a move");
            assert!(
                result.nodes <= budget,
                "{}: {} nodes for a budget of {budget}",
                game.variant(),
                result.nodes
            );
            assert!(legal(game.rules()).contains(&result.mv));
        }
    }
}

#[test]
fn respects_its_time_budget_through_the_injected_clock() {
    for game in sample_positions(2, 5) {
        // A clock that advances one millisecond each time it is read.
        let mut now = 0.0;
        let mut clock = || {
            now += 1.0;
            now
        };
        let settings = Settings::new(Level::Expert).with_time_limit_ms(10.0);
        let result = best_move_with_clock(game.rules(), &settings, &mut clock).expect("a move");
        // The clock is read every 256 nodes: 10 ms pass after about 10 readings.
        assert!(
            result.nodes <= 12 * 256,
            "{}: {} nodes in 10 clock readings",
            game.variant(),
            result.nodes
        );
        assert!(legal(game.rules()).contains(&result.mv));
    }
}

#[test]
fn plays_the_same_for_a_seed() {
    for game in sample_positions(4, 6) {
        for level in Level::ALL {
            let settings = Settings::new(level).with_seed(99).with_max_nodes(5_000);
            let a = best_move_in_game(&game, &settings, None);
            let b = best_move_in_game(&game, &settings, None);
            assert_eq!(a, b, "{}: two answers for one seed", game.variant());
        }
    }
}

/// Plays one game between two settings; returns the winner's index in `[first, second]`, or
/// `None` for a draw. `first` moves first.
fn play_out(variant: Variant, first: Settings, second: Settings) -> Option<usize> {
    let mut game = Game::new(variant, &Options::default()).expect("available variant");
    let first_player = game.to_move();
    for _ in 0..2_000 {
        if game.outcome().is_some() {
            break;
        }
        let settings = if game.to_move() == first_player {
            first
        } else {
            second
        };
        let result = best_move_in_game(&game, &settings, None).expect("a move");
        game.play(&result.mv).expect("a legal move");
    }
    let winner = game.outcome().expect("the game ended").winner?;
    Some(usize::from(winner != first_player))
}

#[test]
fn level_1_loses_to_level_5_most_of_the_time() {
    for variant in available() {
        let mut strong_wins = 0;
        let games = 6;
        for g in 0..games {
            let weak = Settings::new(Level::Beginner).with_seed(g);
            let strong = Settings::new(Level::Expert)
                .with_seed(g)
                .with_max_nodes(3_000);
            // Colours alternate: the strong side moves first in even games.
            let winner = if g % 2 == 0 {
                play_out(variant, strong, weak).map(|w| w == 0)
            } else {
                play_out(variant, weak, strong).map(|w| w == 1)
            };
            strong_wins += u32::from(winner == Some(true));
        }
        assert!(
            strong_wins >= 5,
            "{variant}: level 5 won only {strong_wins} of {games} games against level 1"
        );
    }
}
