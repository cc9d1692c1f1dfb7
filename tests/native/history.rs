//! A game's history (what the page and the API's `Game` keep) has moves and a few checkpoints, not a state per move: undo and redo
//! must still give back exactly the states the game went through, repetition record included
//! (its `positionsSeen`), across an end by repetition too, and a saved game must reload to them.

use crate::common;

use common::random_move;
use mancala::rules::rng::Rng;
use mancala::rules::{Game, History, NoEvents, Options, Position, Variant};

/// Plays up to `plies` random moves, returning the position (with `positionsSeen`) after each.
fn play_random(js: &mut History, plies: usize, rng: &mut Rng) -> Vec<Position> {
    let mut seen = vec![js.current().position()];
    for _ in 0..plies {
        let moves = js.current().legal_moves();
        if moves.is_empty() {
            break;
        }
        js.play(&random_move(&moves, rng))
            .expect("a legal move plays");
        seen.push(js.current().position());
    }
    seen
}

#[test]
fn undo_and_redo_give_back_every_state_across_checkpoints() {
    for (variant, seed) in [
        (Variant::Gore, 3),
        (Variant::OwareAbapa, 5),
        (Variant::Woaley, 9),
        (Variant::NamNam, 11),
    ] {
        let mut rng = Rng::new(seed);
        let mut js = History::new(Game::new(variant, &Options::default()).expect("starts"));
        let states = play_random(&mut js, 200, &mut rng);
        for n in (0..states.len() - 1).rev() {
            assert!(js.undo(), "{variant:?}: undo to {n}");
            assert_eq!(js.moves_played(), n);
            assert_eq!(
                js.current().position(),
                states[n],
                "{variant:?} after undo to {n}"
            );
        }
        assert!(!js.undo() && !js.can_undo());
        for n in 1..states.len() {
            js.redo().expect("a move to redo").expect("it plays");
            assert_eq!(
                js.current().position(),
                states[n],
                "{variant:?} after redo to {n}"
            );
        }
        assert!(js.redo().is_none() && !js.can_redo());
    }
}

#[test]
fn a_position_written_out_reads_back_to_the_same_record() {
    let mut rng = Rng::new(21);
    let mut js = History::new(Game::new(Variant::Gore, &Options::default()).expect("starts"));
    let states = play_random(&mut js, 300, &mut rng);
    for state in states.iter().step_by(7) {
        let again = Game::from_position(state).expect("a written position reads back");
        assert_eq!(&again.position(), state);
    }
}

/// Finds a random game whose play the repetition rule ends (or whose round it ends), by the
/// report of [`Game::play_reporting`]: the states around such a move are not a replay of the
/// moves alone, so undo must get them from what it keeps.
fn seed_with_repetition_end(variant: Variant, plies: usize) -> Option<u64> {
    (0..400).find(|&seed| {
        let mut rng = Rng::new(seed);
        let mut game = Game::new(variant, &Options::default()).expect("starts");
        (0..plies).any(|_| {
            let moves = game.legal_moves();
            !moves.is_empty()
                && game
                    .play_reporting(&random_move(&moves, &mut rng), &mut NoEvents)
                    .expect("a legal move plays")
        })
    })
}

#[test]
fn undo_and_redo_cross_an_end_by_repetition() {
    let mut found = 0;
    for variant in [
        Variant::Woaley,
        Variant::NamNam,
        Variant::Gore,
        Variant::OwareAbapa,
    ] {
        let Some(seed) = seed_with_repetition_end(variant, 300) else {
            continue;
        };
        found += 1;
        let mut rng = Rng::new(seed);
        let mut js = History::new(Game::new(variant, &Options::default()).expect("starts"));
        let states = play_random(&mut js, 300, &mut rng);
        while js.undo() {
            assert_eq!(
                js.current().position(),
                states[js.moves_played()],
                "{variant:?}"
            );
        }
        while let Some(result) = js.redo() {
            result.expect("it plays again");
            assert_eq!(
                js.current().position(),
                states[js.moves_played()],
                "{variant:?}"
            );
        }
    }
    assert!(found > 0, "some random game ends by repetition");
}
