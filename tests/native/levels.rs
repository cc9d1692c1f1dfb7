//! The levels' order in every game, over a few seeded games with colours alternated: level 1
//! against the greedy beginner is not lopsided (a fifth to four fifths of the points), and each
//! level up to the fourth beats the one below it more often than not. Only the order is held (the calibrated figures are
//! `examples/calibrate.rs`' table); no timing.

use mancala::ai::{play_out, Level, Reference, ReferencePlayer};
use mancala::rules::{Game, Options, Variant};

/// Games stopped after this many moves count as draws.
const MOVE_CAP: usize = 600;

/// The points of `strong` against `weak` over `games` games in `variant` (win 1, draw or
/// unfinished ½), `strong` moving first in even games.
fn points(variant: Variant, strong: Reference, weak: Reference, games: u64) -> f64 {
    (0..games)
        .map(|g| {
            let seed = 1_000 * g + variant as u64;
            let strong_first = g % 2 == 0;
            let (a, b) = if strong_first {
                (strong, weak)
            } else {
                (weak, strong)
            };
            let mut players = [
                ReferencePlayer::new(a, seed),
                ReferencePlayer::new(b, seed + 1),
            ];
            let game = Game::new(variant, &Options::default()).expect("every game starts");
            let played = play_out(game, &mut players, MOVE_CAP, |_, _| {});
            match played.winner {
                Some(Some(p)) if (p == 0) == strong_first => 1.0,
                Some(Some(_)) => 0.0,
                _ => 0.5,
            }
        })
        .sum()
}

#[test]
fn level_1_is_an_even_match_for_the_greedy_beginner() {
    let games = 20;
    for variant in Variant::ALL {
        let p = points(
            variant,
            Reference::Level(Level::Beginner),
            Reference::Greedy,
            games,
        );
        assert!(
            (4.0..=16.0).contains(&p),
            "{variant}: level 1 scored {p} of {games} against the greedy beginner"
        );
    }
}

#[test]
fn each_level_beats_the_one_below_more_often_than_not() {
    let games = 20;
    for variant in Variant::ALL {
        // Level 5 against 4 is left to the calibration table: its games cost minutes.
        for pair in Level::ALL[..4].windows(2) {
            let (weak, strong) = (Reference::Level(pair[0]), Reference::Level(pair[1]));
            let p = points(variant, strong, weak, games);
            assert!(
                p > games as f64 / 2.0,
                "{variant}: {} scored {p} of {games} against {}",
                strong.name(),
                weak.name()
            );
        }
    }
}
