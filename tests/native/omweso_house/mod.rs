//! Omweso's house rules (`docs/rules/house-rules.md` §8), each worked by hand where the
//! option changes the result: M-first, M-rev2, M-skip, M-must, M-anchor, M-timing; and the rules'
//! journey through options, positions and links, and the AI's moves under them. One file per
//! concept: `start_and_end.rs` (who sows first, which plots a move starts from, when a special win
//! ends the turn), `laps.rs` (how a move's laps go), `journey.rs` (options, positions, links, AI).
//!
//! Boards are written per player in LOCAL order (`docs/rules/omweso.md` §6.1: `k = 0..7` outer row
//! from the player's left, `k = 8..15` inner row from his right); P0's local `k` is pit `k`, P1's
//! is pit `16 + k`. P0's inner plot `k` faces P1's inner local `23 - k` and P1's outer local
//! `k - 8`. The seeds a scenario does not need sit on P1's outer "filler" plots, which face only P0
//! plots whose other facing plot (P1's inner one) is empty.

use crate::common::house;
mod journey;
mod laps;
use crate::common::omweso;
mod start_and_end;

use house::{options, play};
use omweso::{harvests, laps, local};

use mancala::rules::event::LapKind;
use mancala::rules::{Choices, Event, Game, Move, Options, Position};
use serde_json::{json, Value};

/// A sowing-phase game, P0 to move, played by `rules`: P0's and P1's plots in local order, the
/// seeds left (to make 64) spread over P1's outer plots but those in `used`; `extra` joins the
/// position's.
fn game(p0: &[(usize, u32)], p1: &[(usize, u32)], used: &[usize], rules: Value) -> Game {
    game_with(p0, p1, used, rules, json!({}))
}

fn game_with(
    p0: &[(usize, u32)],
    p1: &[(usize, u32)],
    used: &[usize],
    rules: Value,
    mut extra: Value,
) -> Game {
    let mut pits = vec![0u32; 32];
    for &(k, n) in p0 {
        pits[k] = n;
    }
    for &(k, n) in p1 {
        pits[16 + k] = n;
    }
    let filler: Vec<usize> = (0..8).filter(|k| !used.contains(k)).collect();
    let mut rest = 64 - pits.iter().sum::<u32>();
    for k in filler.iter().cycle() {
        if rest == 0 {
            break;
        }
        pits[16 + k] += 1;
        rest -= 1;
    }
    if rules.as_object().is_some_and(|r| !r.is_empty()) {
        extra["rules"] = rules;
    }
    let position: Position =
        serde_json::from_value(json!({ "variant": "omweso", "pits": pits, "extra": extra }))
            .expect("a position");
    Game::from_position(&position).unwrap_or_else(|e| panic!("test position refused: {e}"))
}

fn refused(game: &Game, mv: Move) -> String {
    game.clone()
        .play(&mv)
        .expect_err("the move must be refused")
        .message()
        .to_string()
}

/// P0's 16 plots, local order.
fn side0(game: &Game) -> Vec<u32> {
    game.position().pits[..16].to_vec()
}

/// P1's plots `ks` (local).
fn plots1(game: &Game, ks: &[usize]) -> Vec<u32> {
    ks.iter().map(|k| game.position().pits[16 + k]).collect()
}

fn list(choices: &[bool]) -> Choices {
    Choices::from_slice(choices).expect("few choices")
}

fn reverse(pit: u8) -> Move {
    Move::Reverse {
        pit,
        choices: Choices::NONE,
    }
}

/// A sowing move from `pit` taking the harvests `harvest` says.
fn declining(pit: u8, harvest: &[bool]) -> Move {
    Move::harvesting(pit, false, Choices::NONE, list(harvest))
}

/// P0 sows 8 (2 seeds) → 9, 10: plot 10 (1 seed) faces P1's 29 (local 13, 2 seeds) and 18
/// (local 2, 1 seed): a harvest of 3. Sown from 10 they reach 11, 12, 13: plot 13 (1 seed)
/// faces P1's 26 (local 10, 2) and 21 (local 5, 2): a harvest of 4.
fn chain(rules: Value, extra: Value) -> Game {
    game_with(
        &[(8, 2), (10, 1), (13, 1)],
        &[(13, 2), (2, 1), (10, 2), (5, 2)],
        &[2, 5],
        rules,
        extra,
    )
}
