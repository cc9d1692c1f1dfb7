//! Kalah's rules worked by hand: the extra turn, the capture, the opponent's store skipped, a
//! lap of 13 back into its origin, the end of the game and its sweep, and positions refused.

use super::Kalah;
use crate::event::LapKind;
use crate::{CaptureCause, EndReason, Event, Move, Options, Position, Rules, Variant};
use serde_json::json;

/// A game on `pits` with `stores`, `to_move` to move, under the house rules `rules`.
fn game(pits: [u32; 12], stores: [u32; 2], to_move: u8, rules: serde_json::Value) -> Kalah {
    let position = Position {
        variant: Variant::Kalah,
        to_move,
        pits: pits.to_vec(),
        cowries: None,
        owners: None,
        stores: Some(stores),
        extra: json!({ "rules": rules })
            .as_object()
            .cloned()
            .unwrap_or_default(),
    };
    Kalah::from_position(&position).expect("a valid position")
}

fn play(g: &mut Kalah, pit: usize) -> Vec<Event> {
    g.play(&Move::sow(pit)).expect("a legal move")
}

fn start() -> Kalah {
    Kalah::new(Variant::Kalah, &Options::default()).expect("a new game")
}

/// The drops of a move in order: `Some(pit)` for a pit, `None` for a store.
fn drops(events: &[Event]) -> Vec<Option<usize>> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Drop { pit, .. } => Some(Some(*pit)),
            Event::DropInStore { .. } => Some(None),
            _ => None,
        })
        .collect()
}

fn captures(events: &[Event]) -> Vec<(usize, u32, u8, CaptureCause)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Capture {
                pit,
                seeds,
                player,
                cause,
            } => Some((*pit, *seeds, *player, *cause)),
            _ => None,
        })
        .collect()
}

#[test]
fn the_start_has_48_seeds_and_six_moves() {
    let g = start();
    assert_eq!(g.totals(), (48, 0));
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    assert_eq!(moves, (0..6).map(Move::sow).collect::<Vec<_>>());
}

/// From the start, pit 2's four seeds go to pits 3, 4, 5 and the store: player 0 moves again.
#[test]
fn a_last_seed_in_ones_own_store_gives_an_extra_turn() {
    let mut g = start();
    let events = play(&mut g, 2);
    assert_eq!(
        events,
        [
            Event::Lap {
                pit: 2,
                clockwise: false,
                kind: LapKind::First,
                number: 1
            },
            Event::PickUp {
                pit: 2,
                seeds: 4,
                cowries: 0
            },
            Event::Drop {
                pit: 3,
                piece: crate::Piece::Seed
            },
            Event::Drop {
                pit: 4,
                piece: crate::Piece::Seed
            },
            Event::Drop {
                pit: 5,
                piece: crate::Piece::Seed
            },
            Event::DropInStore { player: 0 },
            Event::ExtraTurn { player: 0 },
        ]
    );
    assert_eq!(g.to_move(), 0);
    assert_eq!(g.pits(), &[4, 4, 0, 5, 5, 5, 4, 4, 4, 4, 4, 4]);
    assert_eq!(g.stores(), [1, 0]);
    // A last seed anywhere else hands the turn over.
    let events = play(&mut g, 0);
    assert_eq!(events.last(), Some(&Event::Turn { player: 1 }));
    assert_eq!(g.to_move(), 1);
}

/// Player 1's ring: pit 9's four seeds go to 10, 11, his store, then pit 0.
#[test]
fn player_one_sows_into_his_own_store_at_his_right_end() {
    let mut g = game([4; 12], [0, 0], 1, json!({}));
    let events = play(&mut g, 9);
    assert_eq!(drops(&events), [Some(10), Some(11), None, Some(0)]);
    assert!(events.contains(&Event::DropInStore { player: 1 }));
    assert_eq!(g.stores(), [0, 1]);
    assert_eq!(g.to_move(), 0);
}

/// Pit 5's ten seeds: player 0's store, pits 6 to 11, then past player 1's store to pits 0, 1
/// and 2; player 1's store gets nothing.
#[test]
fn the_opponents_store_is_skipped() {
    let mut g = game([1, 1, 1, 1, 1, 10, 2, 2, 2, 2, 2, 2], [12, 9], 0, json!({}));
    let events = play(&mut g, 5);
    let mut expected = vec![None];
    expected.extend((6..12).map(Some));
    expected.extend([Some(0), Some(1), Some(2)]);
    assert_eq!(drops(&events), expected);
    assert!(!events.contains(&Event::DropInStore { player: 1 }));
    assert_eq!(g.stores(), [13, 9]);
    assert_eq!(g.pits(), &[2, 2, 2, 1, 1, 0, 3, 3, 3, 3, 3, 3]);
}

/// Pit 0 sows one seed into the empty pit 1, facing pit 10's five: both go to player 0's store.
#[test]
fn a_last_seed_in_an_empty_own_pit_captures_the_pit_across() {
    let mut g = game([1, 0, 3, 3, 3, 3, 3, 3, 3, 3, 5, 3], [10, 5], 0, json!({}));
    let events = play(&mut g, 0);
    assert_eq!(
        captures(&events),
        [
            (10, 5, 0, CaptureCause::Capture),
            (1, 1, 0, CaptureCause::Capture)
        ]
    );
    assert_eq!(g.stores(), [16, 5]);
    assert_eq!(g.pits(), &[0, 0, 3, 3, 3, 3, 3, 3, 3, 3, 0, 3]);
    assert_eq!(g.to_move(), 1);
}

/// The same move facing an empty pit: the seed stays, or, under Ka-empty "yes", is stored alone.
#[test]
fn a_last_seed_facing_an_empty_pit_stays_unless_ka_empty() {
    let pits = [1, 0, 3, 3, 3, 3, 3, 3, 3, 3, 0, 8];
    let mut g = game(pits, [10, 5], 0, json!({}));
    assert!(captures(&play(&mut g, 0)).is_empty());
    assert_eq!(g.pits()[1], 1);
    let mut g = game(pits, [10, 5], 0, json!({"Ka-empty": "yes"}));
    assert_eq!(
        captures(&play(&mut g, 0)),
        [(1, 1, 0, CaptureCause::Capture)]
    );
    assert_eq!(g.stores(), [11, 5]);
}

/// A last seed in an empty pit of the opponent's, or in an own pit that held seeds, takes
/// nothing.
#[test]
fn only_an_empty_own_pit_captures() {
    // Pit 5's two seeds: the store, then player 1's empty pit 6.
    let mut g = game([3, 3, 3, 3, 3, 2, 0, 3, 3, 3, 3, 3], [10, 6], 0, json!({}));
    assert!(captures(&play(&mut g, 5)).is_empty());
    // Pit 0's one seed into pit 1, which held two.
    let mut g = game([1, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3], [10, 5], 0, json!({}));
    assert!(captures(&play(&mut g, 0)).is_empty());
}

/// Thirteen seeds go round the whole ring and the last falls into the emptied origin, which
/// then captures the pit across.
#[test]
fn a_lap_of_thirteen_ends_in_its_origin_and_captures() {
    let mut g = game([13, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], [8, 16], 0, json!({}));
    let events = play(&mut g, 0);
    let mut expected: Vec<_> = (1..6).map(Some).collect();
    expected.push(None);
    expected.extend((6..12).map(Some));
    expected.push(Some(0));
    assert_eq!(drops(&events), expected);
    // Pit 11 held 1 and got 1 more.
    assert_eq!(
        captures(&events),
        [
            (11, 2, 0, CaptureCause::Capture),
            (0, 1, 0, CaptureCause::Capture)
        ]
    );
    assert_eq!(g.stores(), [12, 16]);
}

/// Player 0's last seed goes to his store and empties his row: no extra turn, the game ends,
/// player 1 sweeps his own seeds into his store, and the larger store wins.
#[test]
fn an_empty_row_ends_the_game_and_each_sweeps_his_own_row() {
    let mut g = game([0, 0, 0, 0, 0, 1, 2, 0, 3, 0, 0, 1], [20, 21], 0, json!({}));
    let events = play(&mut g, 5);
    assert_eq!(
        captures(&events),
        [
            (6, 2, 1, CaptureCause::Sweep),
            (8, 3, 1, CaptureCause::Sweep),
            (11, 1, 1, CaptureCause::Sweep)
        ]
    );
    assert!(!events.iter().any(|e| matches!(e, Event::ExtraTurn { .. })));
    assert_eq!(
        events.last(),
        Some(&Event::GameEnd {
            winner: Some(1),
            reason: EndReason::NoSeedToSow
        })
    );
    assert_eq!(g.stores(), [21, 27]);
    let mut moves = vec![Move::sow(0)];
    g.legal_moves(&mut moves);
    assert!(moves.is_empty());
    assert!(g.play(&Move::sow(6)).is_err());
}

/// Emptying the opponent's row ends the game too; 24–24 is a draw.
#[test]
fn emptying_the_other_row_ends_the_game_and_equal_stores_draw() {
    // Pit 4's one seed into the empty pit 5 captures pit 6, player 1's last seeds.
    let mut g = game([0, 0, 2, 0, 1, 0, 3, 0, 0, 0, 0, 0], [17, 25], 0, json!({}));
    let events = play(&mut g, 4);
    assert_eq!(
        captures(&events),
        [
            (6, 3, 0, CaptureCause::Capture),
            (5, 1, 0, CaptureCause::Capture),
            (2, 2, 0, CaptureCause::Sweep)
        ]
    );
    let outcome = g.outcome().expect("the game is over");
    assert_eq!(outcome.stores, [23, 25]);
    assert_eq!(outcome.winner, Some(1));

    let mut g = game([0, 0, 0, 0, 1, 0, 3, 0, 0, 0, 0, 0], [20, 24], 0, json!({}));
    play(&mut g, 4);
    let outcome = g.outcome().expect("the game is over");
    assert_eq!((outcome.stores, outcome.winner), ([24, 24], None));
}

#[test]
fn ka_seeds_sets_the_start() {
    for (value, seeds) in [("3", 3), ("5", 5), ("6", 6)] {
        let mut options = Options::default();
        options.rules.set("Ka-seeds", value).expect("a value");
        let g = Kalah::new(Variant::Kalah, &options).expect("a new game");
        assert_eq!(g.pits(), &[seeds; 12]);
        assert_eq!(g.totals(), (12 * u32::from(seeds), 0));
        assert_eq!(g.position().extra["rules"], json!({"Ka-seeds": value}));
    }
}

#[test]
fn positions_that_are_not_kalah_are_refused() {
    let read = |value: serde_json::Value| {
        let position: Position = serde_json::from_value(value).expect("a position's shape");
        Kalah::from_position(&position)
            .map(|_| ())
            .map_err(|e| e.to_string())
    };
    let err =
        read(json!({"variant": "kalah", "pits": vec![4u32; 12], "stores": [1, 0]})).unwrap_err();
    assert!(err.contains("48 seeds"), "{err}");
    let err = read(json!({"variant": "kalah", "pits": [0, 0, 0, 0, 0, 0, 8, 8, 8, 8, 8, 8]}))
        .unwrap_err();
    assert!(err.contains("row is empty"), "{err}");
    let err = read(
        json!({"variant": "kalah", "pits": vec![4u32; 12], "extra": {"end": "no seed to sow"}}),
    )
    .unwrap_err();
    assert!(err.contains("left on the board"), "{err}");
    let err = read(json!({"variant": "kalah", "pits": vec![4u32; 12], "owners": vec![0u8; 12]}))
        .unwrap_err();
    assert!(err.contains("always belong"), "{err}");
    let err = read(
        json!({"variant": "kalah", "pits": vec![6u32; 12], "extra": {"rules": {"K-skip": "skip"}}}),
    )
    .unwrap_err();
    assert!(err.contains("K-skip"), "{err}");
    assert!(read(
        json!({"variant": "kalah", "pits": vec![6u32; 12], "extra": {"rules": {"Ka-seeds": "6"}}})
    )
    .is_ok());
    let over = json!({"variant": "kalah", "pits": vec![0u32; 12], "stores": [30, 18],
        "extra": {"end": "no seed to sow"}});
    assert!(read(over).is_ok());
}
