//! Hand-worked Oware scenarios, one or more per rule of `docs/rules/oware.md` §4, under both rule
//! options (`oware-abapa` = LEMERY, `oware-international` = LUDOTEKA). Every expected board below
//! was worked out by hand from the rules text, not taken from the engine.

use crate::common;
use common::captured;

use mancala::rules::event::LapKind;
use mancala::rules::oware::Oware;
use mancala::rules::{
    CaptureCause, EndReason, Event, Game, Move, Options, Piece, Position, Rules, Status, Variant,
};

const ABAPA: &str = "oware-abapa";
const INTERNATIONAL: &str = "oware-international";
const BOTH: [&str; 2] = [ABAPA, INTERNATIONAL];

fn position_json(
    variant: &str,
    to_move: u8,
    pits: [u32; 12],
    stores: [u32; 2],
    extra: &str,
) -> Position {
    let json = format!(
        r#"{{"variant":"{variant}","toMove":{to_move},"pits":{pits:?},"stores":{stores:?},"extra":{{{extra}}}}}"#
    );
    Position::from_json(&json).unwrap_or_else(|e| panic!("{json}: {e}"))
}

fn oware(variant: &str, to_move: u8, pits: [u32; 12], stores: [u32; 2]) -> Oware {
    Oware::from_position(&position_json(variant, to_move, pits, stores, ""))
        .unwrap_or_else(|e| panic!("{variant} {pits:?} {stores:?}: {e}"))
}

fn play(game: &mut Oware, pit: usize) -> Vec<Event> {
    game.play(&Move::sow(pit))
        .unwrap_or_else(|e| panic!("pit {pit}: {e}"))
}

fn pits(game: &Oware) -> Vec<u32> {
    game.position().pits
}

fn legal(game: &Oware) -> Vec<usize> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves.iter().filter_map(Move::pit).collect()
}

/// The pits left by the grand-slam rule, if it acted.
fn left_by_grand_slam(events: &[Event]) -> Option<Vec<usize>> {
    events.iter().find_map(|e| match e {
        Event::CaptureLimited { pits, reason } => {
            assert!(reason.as_str().contains("grand slam"), "reason: {reason}");
            Some(pits.clone())
        }
        _ => None,
    })
}

fn refused(position: Position) -> String {
    match Oware::from_position(&position) {
        Ok(game) => panic!("accepted {game:?}"),
        Err(e) => e.message().to_string(),
    }
}

// §4.1 Board and start.

#[test]
fn start_has_four_seeds_per_plot_and_the_chosen_starting_player() {
    for variant in [Variant::OwareAbapa, Variant::OwareInternational] {
        let game = Oware::new(variant, &Options::default()).expect("new");
        assert_eq!(pits(&game), vec![4; 12]);
        assert_eq!(game.position().stores, Some([0, 0]));
        assert_eq!(game.to_move(), 0);
        assert_eq!(legal(&game), vec![0, 1, 2, 3, 4, 5]);
        assert_eq!(game.totals(), (48, 0));

        let options = Options {
            starting_player: 1,
            ..Options::default()
        };
        let game = Oware::new(variant, &options).expect("new");
        assert_eq!(game.to_move(), 1);
        assert_eq!(legal(&game), vec![6, 7, 8, 9, 10, 11]);
    }
}

#[test]
fn play_out_is_an_international_option_only() {
    let options = Options {
        play_out: true,
        ..Options::default()
    };
    let err = Oware::new(Variant::OwareAbapa, &options).expect_err("abapa has no play-out");
    assert!(err.message().contains("playOut"), "{err}");
    assert!(Oware::new(Variant::OwareInternational, &options).is_ok());
}

// §4.2 Legal moves, and the messages for illegal ones.

#[test]
fn only_own_non_empty_plots_can_be_sown() {
    let game = oware(ABAPA, 0, [1, 0, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1], [18, 19]);
    assert_eq!(legal(&game), vec![0, 2, 5]);
    let message = |pit: u8| {
        game.check_move(&Move::Sow { pit })
            .expect_err("illegal")
            .message()
            .to_string()
    };
    assert_eq!(message(1), "pit 1 is empty");
    assert!(
        message(6).contains("pit 6 belongs to player 1"),
        "{}",
        message(6)
    );
    assert_eq!(message(14), "pit 14 does not exist on a 2×6 board");
    let offer = game
        .check_move(&Move::Offer { holes: 1 })
        .expect_err("no offers");
    assert!(offer.message().contains("\"pit\""), "{offer}");
}

#[test]
fn forced_feeding_keeps_only_moves_reaching_the_empty_row() {
    for variant in BOTH {
        // P1's row is empty: plot k needs 6 - k seeds. Pit 0 (5 seeds) and pit 1 (4) stop at
        // pit 5, pit 3 (1 seed) at pit 4; pit 2 (4 seeds) reaches pit 6, pit 5 (1) too.
        let mut game = oware(variant, 0, [5, 4, 4, 1, 0, 1, 0, 0, 0, 0, 0, 0], [16, 17]);
        assert_eq!(legal(&game), vec![2, 5]);
        let err = game.check_move(&Move::sow(0)).expect_err("does not feed");
        assert!(err.message().contains("must be fed"), "{err}");
        assert!(err.message().contains("pits 2, 5"), "{err}");
        play(&mut game, 2);
        assert_eq!(pits(&game), vec![5, 4, 0, 2, 1, 2, 1, 0, 0, 0, 0, 0]);

        // The same for P1, whose plot i needs 12 - i seeds.
        let game = oware(variant, 1, [0, 0, 0, 0, 0, 0, 5, 0, 4, 2, 0, 1], [18, 18]);
        assert_eq!(legal(&game), vec![8, 11]);
    }
}

#[test]
fn automatic_harvest_gives_every_seed_left_to_the_player_who_cannot_feed() {
    for variant in BOTH {
        // P0 sows his last seed into pit 6; P1 then holds pits 6 (1), 7 (1), 9 (2), 10 (1), none
        // of which reaches P0's row, so P1 takes all five seeds: 23 + 5 = 28 against 20.
        let mut game = oware(variant, 0, [0, 0, 0, 0, 0, 1, 0, 1, 0, 2, 1, 0], [20, 23]);
        let events = play(&mut game, 5);
        let harvest: Vec<(usize, u32, u8)> = events
            .iter()
            .filter_map(|e| match e {
                Event::Capture {
                    pit,
                    seeds,
                    player,
                    cause: CaptureCause::AutomaticHarvest,
                } => Some((*pit, *seeds, *player)),
                _ => None,
            })
            .collect();
        assert_eq!(harvest, vec![(6, 1, 1), (7, 1, 1), (9, 2, 1), (10, 1, 1)]);
        assert_eq!(pits(&game), vec![0; 12]);
        let outcome = game.outcome().expect("over");
        assert_eq!(outcome.reason, EndReason::AutomaticHarvest);
        assert_eq!(outcome.stores, [20, 28]);
        assert_eq!(outcome.winner, Some(1));
        assert_eq!(
            events.last(),
            Some(&Event::GameEnd {
                winner: Some(1),
                reason: EndReason::AutomaticHarvest
            })
        );
        assert!(legal(&game).is_empty());
        assert_eq!(
            game.check_move(&Move::sow(7)).expect_err("over").message(),
            "the game is over"
        );
    }
}

// §4.3 Sowing.

#[test]
fn a_move_sows_one_seed_per_plot_counter_clockwise_with_these_events() {
    let mut game = Oware::new(Variant::OwareAbapa, &Options::default()).expect("new");
    let events = play(&mut game, 2);
    let drop = |pit| Event::Drop {
        pit,
        piece: Piece::Seed,
    };
    assert_eq!(
        events,
        vec![
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
            drop(3),
            drop(4),
            drop(5),
            drop(6),
            Event::Turn { player: 1 },
        ]
    );
    assert_eq!(pits(&game), vec![4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4]);
    assert_eq!(game.to_move(), 1);
}

/// The drops of a move, with `None` standing for a skipped origin.
fn drops(events: &[Event]) -> Vec<Option<usize>> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Drop { pit, .. } => Some(Some(*pit)),
            Event::SkipOrigin { .. } => Some(None),
            _ => None,
        })
        .collect()
}

#[test]
fn twelve_seeds_skip_the_origin() {
    for variant in BOTH {
        // 12 seeds from pit 0: pits 1..11, then the origin is passed and the 12th goes to pit 1.
        let mut game = oware(variant, 0, [12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5], [15, 16]);
        let events = play(&mut game, 0);
        let mut expected: Vec<Option<usize>> = (1..12).map(Some).collect();
        expected.extend([None, Some(1)]);
        assert_eq!(drops(&events), expected);
        assert!(events.contains(&Event::SkipOrigin { pit: 0 }));
        assert_eq!(pits(&game), vec![0, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 6]);
    }
}

#[test]
fn twenty_three_seeds_skip_the_origin_twice() {
    for variant in BOTH {
        // 23 = 2 × 11 + 1: every other plot gets 2, pit 1 a third; the origin stays empty.
        let mut game = oware(variant, 0, [23, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1], [12, 12]);
        let events = play(&mut game, 0);
        let skips = events
            .iter()
            .filter(|e| matches!(e, Event::SkipOrigin { pit: 0 }))
            .count();
        assert_eq!(skips, 2);
        assert_eq!(drops(&events).iter().flatten().count(), 23);
        assert_eq!(pits(&game), vec![0, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3]);
        assert_eq!(
            game.position().stores,
            Some([12, 12]),
            "last seed on own side"
        );
    }
}

#[test]
fn a_long_lap_past_the_origin_captures_where_it_ends() {
    for variant in BOTH {
        // 17 seeds from pit 5: 6..11, 0..4, (skip 5), 6..11: the last lands in pit 11.
        // P1's row becomes 2, 2, 7, 2, 3, 2; the chain 11, 10, 9 stops at pit 8's 7 seeds.
        let mut game = oware(variant, 0, [0, 0, 0, 0, 0, 17, 0, 0, 5, 0, 1, 0], [12, 13]);
        let events = play(&mut game, 5);
        assert_eq!(drops(&events)[11], None, "the 12th step passes the origin");
        assert_eq!(captured(&events), vec![(11, 2), (10, 3), (9, 2)]);
        assert_eq!(pits(&game), vec![1, 1, 1, 1, 1, 0, 2, 2, 7, 0, 0, 0]);
        assert_eq!(game.position().stores, Some([19, 13]));
    }
}

// §4.4 Capture.

#[test]
fn chain_stops_at_the_end_of_the_opponents_row() {
    for variant in BOTH {
        // Pit 4's 3 seeds go to 5, 6, 7: pit 7 makes 3, pit 6 makes 2, and pit 5 (2 seeds, but
        // P0's own) ends the chain. Pit 10 keeps 4, so this is no grand slam.
        let mut game = oware(variant, 0, [3, 0, 0, 0, 3, 1, 1, 2, 0, 0, 4, 0], [17, 17]);
        let events = play(&mut game, 4);
        assert_eq!(captured(&events), vec![(7, 3), (6, 2)]);
        assert_eq!(pits(&game), vec![3, 0, 0, 0, 0, 2, 0, 0, 0, 0, 4, 0]);
        assert_eq!(game.position().stores, Some([22, 17]));
        assert_eq!(left_by_grand_slam(&events), None);
    }
}

#[test]
fn chain_stops_at_a_plot_of_one() {
    for variant in BOTH {
        // Pit 3's 5 seeds reach pit 8: 8 makes 2, 7 makes 3, 6 makes 1 and stops the chain.
        let mut game = oware(variant, 0, [2, 0, 0, 5, 0, 0, 0, 2, 1, 0, 0, 3], [18, 17]);
        let events = play(&mut game, 3);
        assert_eq!(captured(&events), vec![(8, 2), (7, 3)]);
        assert_eq!(pits(&game), vec![2, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 3]);
        assert_eq!(game.position().stores, Some([23, 17]));
    }
}

#[test]
fn chain_stops_at_a_plot_of_four() {
    for variant in BOTH {
        // 8 makes 3, 7 makes 2, 6 makes 4 and stops the chain.
        let mut game = oware(variant, 0, [2, 0, 0, 5, 0, 0, 3, 1, 2, 0, 0, 1], [17, 17]);
        let events = play(&mut game, 3);
        assert_eq!(captured(&events), vec![(8, 3), (7, 2)]);
        assert_eq!(pits(&game), vec![2, 0, 0, 0, 1, 1, 4, 0, 0, 0, 0, 1]);
        assert_eq!(game.position().stores, Some([22, 17]));
    }
}

#[test]
fn no_capture_when_the_last_plot_makes_four_or_is_the_movers_own() {
    for variant in BOTH {
        // Pit 4's 2 seeds end in pit 6, which goes from 3 to 4: no capture.
        let mut game = oware(variant, 0, [1, 1, 0, 0, 2, 0, 3, 0, 2, 0, 0, 0], [20, 19]);
        let events = play(&mut game, 4);
        assert!(captured(&events).is_empty());
        assert_eq!(pits(&game), vec![1, 1, 0, 0, 0, 1, 4, 0, 2, 0, 0, 0]);
        // P1's pit 8 (2 seeds) ends in his own pit 10: no capture of own seeds.
        let events = play(&mut game, 8);
        assert!(captured(&events).is_empty());
        assert_eq!(pits(&game), vec![1, 1, 0, 0, 0, 1, 4, 0, 0, 1, 1, 0]);
    }
}

#[test]
fn north_captures_on_souths_row_without_wrapping_into_his_own() {
    for variant in BOTH {
        // P1 sows pit 10's 3 seeds into 11, 0, 1: pit 1 makes 2, pit 0 makes 3; the chain does
        // not continue into pit 11 (2 seeds, P1's own).
        let mut game = oware(variant, 1, [2, 1, 0, 5, 0, 0, 0, 0, 0, 0, 3, 1], [18, 18]);
        let events = play(&mut game, 10);
        assert_eq!(captured(&events), vec![(1, 2), (0, 3)]);
        assert_eq!(pits(&game), vec![0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 2]);
        assert_eq!(game.position().stores, Some([18, 23]));
        assert_eq!(game.to_move(), 0);
    }
}

// §4.5 Grand slam.

/// Pit 3's 5 seeds make P1's row 2, 3, 2, 0, 0, 0: a chain of all seven of P1's seeds.
const GRAND_SLAM: [u32; 12] = [2, 0, 0, 5, 0, 0, 1, 2, 1, 0, 0, 0];

#[test]
fn international_grand_slam_is_played_without_capture() {
    let mut game = oware(INTERNATIONAL, 0, GRAND_SLAM, [18, 19]);
    let events = play(&mut game, 3);
    assert!(captured(&events).is_empty());
    assert_eq!(left_by_grand_slam(&events), Some(vec![8, 7, 6]));
    assert_eq!(pits(&game), vec![2, 0, 0, 0, 1, 1, 2, 3, 2, 0, 0, 0]);
    assert_eq!(game.position().stores, Some([18, 19]));
    assert_eq!(events.last(), Some(&Event::Turn { player: 1 }));
}

#[test]
fn abapa_grand_slam_leaves_the_plot_farthest_back() {
    let mut game = oware(ABAPA, 0, GRAND_SLAM, [18, 19]);
    let events = play(&mut game, 3);
    assert_eq!(captured(&events), vec![(8, 2), (7, 3)]);
    assert_eq!(left_by_grand_slam(&events), Some(vec![6]));
    assert_eq!(pits(&game), vec![2, 0, 0, 0, 1, 1, 2, 0, 0, 0, 0, 0]);
    assert_eq!(game.position().stores, Some([23, 19]));
    assert_eq!(legal(&game), vec![6], "P1 keeps a plot to sow from");
}

#[test]
fn abapa_reduces_a_one_plot_grand_slam_to_nothing() {
    for variant in BOTH {
        // Pit 5's seed makes pit 6, P1's only seeds, hold 2.
        let mut game = oware(variant, 0, [3, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0], [20, 23]);
        let events = play(&mut game, 5);
        assert!(captured(&events).is_empty(), "{variant}");
        assert_eq!(left_by_grand_slam(&events), Some(vec![6]), "{variant}");
        assert_eq!(pits(&game), vec![3, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0]);
        assert_eq!(game.position().stores, Some([20, 23]));
    }
}

#[test]
fn a_six_plot_chain_gives_five_plots_in_abapa_and_none_in_international() {
    // Pit 5's 6 seeds make P1's row 2, 3, 2, 3, 2, 3: a six-plot chain of 15 seeds.
    let start = [4, 0, 0, 0, 0, 6, 1, 2, 1, 2, 1, 2];
    let mut abapa = oware(ABAPA, 0, start, [10, 19]);
    let events = play(&mut abapa, 5);
    assert_eq!(
        captured(&events),
        vec![(11, 3), (10, 2), (9, 3), (8, 2), (7, 3)]
    );
    assert_eq!(left_by_grand_slam(&events), Some(vec![6]));
    assert_eq!(pits(&abapa), vec![4, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0]);
    assert_eq!(abapa.position().stores, Some([23, 19]));

    let mut international = oware(INTERNATIONAL, 0, start, [10, 19]);
    let events = play(&mut international, 5);
    assert!(captured(&events).is_empty());
    assert_eq!(left_by_grand_slam(&events), Some(vec![11, 10, 9, 8, 7, 6]));
    assert_eq!(
        pits(&international),
        vec![4, 0, 0, 0, 0, 0, 2, 3, 2, 3, 2, 3]
    );
}

// §4.6 Game end.

/// Pit 3's 5 seeds capture 5 (pits 8 and 7), bringing P0 from 22 to 27.
const TO_TWENTY_FIVE: [u32; 12] = [2, 0, 0, 5, 0, 0, 0, 2, 1, 0, 0, 3];

#[test]
fn twenty_five_seeds_win_at_once() {
    for variant in BOTH {
        let mut game = oware(variant, 0, TO_TWENTY_FIVE, [22, 13]);
        let events = play(&mut game, 3);
        assert_eq!(captured(&events), vec![(8, 2), (7, 3)]);
        assert_eq!(
            events.last(),
            Some(&Event::GameEnd {
                winner: Some(0),
                reason: EndReason::TwentyFiveSeeds
            })
        );
        assert!(!events.iter().any(|e| matches!(e, Event::Turn { .. })));
        let outcome = game.outcome().expect("over");
        assert_eq!((outcome.winner, outcome.stores), (Some(0), [27, 13]));
        assert_eq!(outcome.reason, EndReason::TwentyFiveSeeds);
        assert_eq!(game.status(), Status::Over(Some(0)));
        assert!(legal(&game).is_empty());
    }
}

#[test]
fn international_play_out_goes_on_after_twenty_five() {
    let position = position_json(
        INTERNATIONAL,
        0,
        TO_TWENTY_FIVE,
        [22, 13],
        r#""playOut":true"#,
    );
    let mut game = Oware::from_position(&position).expect("valid");
    let events = play(&mut game, 3);
    assert_eq!(game.position().stores, Some([27, 13]));
    assert_eq!(events.last(), Some(&Event::Turn { player: 1 }));
    assert_eq!(game.status(), Status::Playing);
    assert_eq!(game.position().extra.get("playOut"), Some(&true.into()));
}

#[test]
fn automatic_harvest_can_end_in_a_24_24_draw() {
    for variant in BOTH {
        // P0's last seed goes to pit 6; P1's 1-seed pits 6 and 7 cannot reach P0's row, so P1
        // takes both: 22 + 2 = 24 against 24.
        let mut game = oware(variant, 0, [0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0], [24, 22]);
        let events = play(&mut game, 5);
        let outcome = game.outcome().expect("over");
        assert_eq!(outcome.stores, [24, 24]);
        assert_eq!(outcome.winner, None, "24–24 is a draw");
        assert_eq!(outcome.reason, EndReason::AutomaticHarvest);
        assert_eq!(game.status(), Status::Over(None));
        assert_eq!(
            events.last(),
            Some(&Event::GameEnd {
                winner: None,
                reason: EndReason::AutomaticHarvest
            })
        );
    }
}

#[test]
fn a_repeated_position_ends_the_game_and_each_takes_his_side() {
    for variant in BOTH {
        // One seed on each side walks round the board; each player always has exactly one move
        // (at pit 6 vs 11, P1 must feed P0's empty row from pit 11). After 12 moves the first
        // position is back with P0 to move: each takes his seed, 24–24.
        let start = position_json(
            variant,
            0,
            [0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1],
            [23, 23],
            "",
        );
        let mut game = Game::from_position(&start).expect("valid");
        let forced = [5, 11, 0, 6, 1, 7, 2, 8, 3, 9, 4, 10];
        let mut last_events = Vec::new();
        for (ply, pit) in forced.into_iter().enumerate() {
            assert_eq!(game.outcome(), None, "{variant}: ended early at ply {ply}");
            assert_eq!(
                game.legal_moves(),
                vec![Move::sow(pit)],
                "{variant} ply {ply}"
            );
            last_events = game.play(&Move::sow(pit)).expect("legal");
        }
        let outcome = game.outcome().expect("repetition ends the game");
        assert_eq!(outcome.reason, EndReason::Repetition);
        assert_eq!(outcome.stores, [24, 24]);
        assert_eq!(outcome.winner, None);
        let sweeps: Vec<(usize, u32, u8)> = last_events
            .iter()
            .filter_map(|e| match e {
                Event::Capture {
                    pit,
                    seeds,
                    player,
                    cause: CaptureCause::Sweep,
                } => Some((*pit, *seeds, *player)),
                _ => None,
            })
            .collect();
        assert_eq!(sweeps, vec![(5, 1, 0), (11, 1, 1)]);
        assert_eq!(game.position().pits, vec![0; 12]);
    }
}

#[test]
fn end_by_repetition_gives_each_player_the_seeds_on_his_side() {
    let mut game = oware(
        INTERNATIONAL,
        1,
        [3, 0, 2, 0, 0, 1, 0, 4, 0, 0, 2, 0],
        [20, 16],
    );
    let mut events = Vec::new();
    game.end_by_repetition(&mut events);
    let outcome = game.outcome().expect("over");
    assert_eq!(outcome.stores, [26, 22]);
    assert_eq!(outcome.winner, Some(0));
    assert_eq!(
        events.last(),
        Some(&Event::GameEnd {
            winner: Some(0),
            reason: EndReason::Repetition
        })
    );
    assert_eq!(game.repetition_limit(), 2);
}

// Positions: what is refused, and why.

#[test]
fn bad_positions_are_refused_with_the_reason() {
    let ok = [4; 12];
    let parse = |json: &str| Position::from_json(json).expect("json");
    let message = refused(parse(
        r#"{"variant":"oware-abapa","pits":[4,4,4,4,4,4,4,4,4,4,4]}"#,
    ));
    assert!(
        message.contains("12 pits") && message.contains("11 were given"),
        "{message}"
    );
    let message = refused(position_json(
        ABAPA,
        0,
        [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5],
        [0, 0],
        "",
    ));
    assert!(
        message.contains("48 seeds") && message.contains("49"),
        "{message}"
    );
    let message = refused(position_json(ABAPA, 2, ok, [0, 0], ""));
    assert!(
        message.contains("toMove must be 0 or 1, not 2"),
        "{message}"
    );
    let message = refused(position_json(ABAPA, 0, ok, [0, 0], r#""round":1"#));
    assert!(message.contains("unknown extra field 'round'"), "{message}");
    let message = refused(position_json(ABAPA, 0, ok, [0, 0], r#""playOut":true"#));
    assert!(message.contains("oware-international only"), "{message}");
    let message = refused(position_json(
        ABAPA,
        0,
        ok,
        [0, 0],
        r#""end":"resignation""#,
    ));
    assert!(message.contains("'resignation' is unknown"), "{message}");
    let message = refused(parse(
        r#"{"variant":"oware-abapa","pits":[4,4,4,4,4,4,4,4,4,4,4,4],"owners":[1,0,0,0,0,0,1,1,1,1,1,1]}"#,
    ));
    assert!(message.contains("never change hands"), "{message}");
    let message = refused(parse(
        r#"{"variant":"oware-abapa","pits":[4,4,4,4,4,4,4,4,4,4,4,4],"cowries":[0,0,0,0,0,0,0,0,0,0,0,0]}"#,
    ));
    assert!(message.contains("no cowries"), "{message}");
}

#[test]
fn game_over_positions_without_their_end_are_refused() {
    // 25 seeds in a store: the game ended.
    let message = refused(position_json(
        ABAPA,
        1,
        [2, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 3],
        [27, 13],
        "",
    ));
    assert!(message.contains("player 0 has 27 seeds"), "{message}");
    // The player to move cannot feed: the automatic harvest has ended the game.
    let message = refused(position_json(
        INTERNATIONAL,
        1,
        [0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0],
        [24, 22],
        "",
    ));
    assert!(message.contains("automatic harvest"), "{message}");
    // The player to move has no seed (Oware never leaves him so).
    let message = refused(position_json(
        ABAPA,
        0,
        [0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0],
        [24, 22],
        "",
    ));
    assert!(message.contains("no seeds on his side"), "{message}");
    // An end the board contradicts.
    let message = refused(position_json(
        ABAPA,
        0,
        TO_TWENTY_FIVE,
        [22, 13],
        r#""end":"repetition""#,
    ));
    assert!(message.contains("13 are left"), "{message}");
    let message = refused(position_json(
        ABAPA,
        0,
        TO_TWENTY_FIVE,
        [22, 13],
        r#""end":"25 seeds""#,
    ));
    assert!(message.contains("stores hold 22 and 13"), "{message}");
}

#[test]
fn finished_positions_read_back_with_their_outcome() {
    let position = position_json(ABAPA, 1, [0; 12], [24, 24], r#""end":"automatic harvest""#);
    let game = Oware::from_position(&position).expect("a finished game");
    let outcome = game.outcome().expect("over");
    assert_eq!(
        (outcome.winner, outcome.reason),
        (None, EndReason::AutomaticHarvest)
    );
    assert!(legal(&game).is_empty());
    assert_eq!(
        game.position(),
        position_json(ABAPA, 1, [0; 12], [24, 24], r#""end":"automatic harvest""#)
            .with_default_owners()
    );

    // With play-out, 25 seeds do not end the game, so the position is a live one.
    let live = position_json(
        INTERNATIONAL,
        1,
        [2, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 3],
        [27, 13],
        r#""playOut":true"#,
    );
    let game = Oware::from_position(&live).expect("play-out goes on");
    assert_eq!(game.status(), Status::Playing);
    assert_eq!(legal(&game), vec![6, 11]);
}

/// Positions written by a game list the owners; the hand-written ones above leave them out.
trait WithDefaultOwners {
    fn with_default_owners(self) -> Self;
}

impl WithDefaultOwners for Position {
    fn with_default_owners(mut self) -> Position {
        self.owners = Some(self.owners_or_default());
        self
    }
}
