//! Tests of the timeline over real games: every game that is available plays random moves,
//! and each move's animation must end on the position the rules reached.

use super::*;
use mancala_i18n::english;
use mancala_rules::rng::Rng;
use mancala_rules::{Game, Options, Variant};

fn names() -> [String; 2] {
    ["South".to_string(), "North".to_string()]
}

/// Random games of every available variant: (board before, events, board after) per move.
fn random_moves(games: usize, moves: usize) -> Vec<(ReplayBoard, Vec<Event>, ReplayBoard)> {
    let mut out = Vec::new();
    let mut rng = Rng::new(7);
    for variant in Variant::ALL {
        for _ in 0..games {
            let Ok(mut game) = Game::new(variant, &Options::default()) else {
                continue;
            };
            for _ in 0..moves {
                let legal = game.legal_moves();
                if legal.is_empty() {
                    break;
                }
                let before = game.position().replay_board();
                let mv = legal[rng.below(legal.len())];
                let events = game.play(&mv).expect("a legal move plays");
                out.push((before, events, game.position().replay_board()));
            }
        }
    }
    out
}

fn total(b: &ReplayBoard) -> u32 {
    b.pits.iter().sum::<u32>() + b.stores.iter().sum::<u32>() + b.hand_seeds
}

#[test]
fn every_move_ends_on_the_position_the_rules_reached() {
    let moves = random_moves(3, 60);
    assert!(!moves.is_empty(), "no game is available");
    for (before, events, after) in moves {
        let mut t = Timeline::new(&before, &events, 1.0, &names(), english());
        assert_eq!(t.steps().len(), events.len());
        let end = t.total() + 1.0;
        let frame = t.frame(end).unwrap();
        assert!(frame.done);
        assert_eq!(frame.board.pits, after.pits);
        assert_eq!(frame.board.stores, after.stores);
        assert_eq!(frame.board.owners, after.owners);
        assert_eq!(frame.board.cowries, after.cowries);
    }
}

#[test]
fn pieces_are_never_lost_in_the_air() {
    for (before, events, _) in random_moves(1, 30) {
        let seeds = total(&before);
        let mut t = Timeline::new(&before, &events, 1.0, &names(), english());
        let steps: Vec<Step> = t.steps().to_vec();
        let mut board = before.clone();
        for (step, event) in steps.iter().zip(&events) {
            let mut after = board.clone();
            replay(&mut after, event).expect("the event replays");
            // The seeds a flying step carries are those its event takes from their place.
            let in_air = match step.motion {
                Motion::Fly { .. } => seeds_taken(&board, &after),
                Motion::Still => 0,
            };
            board = after;
            if step.duration == 0.0 {
                continue; // an instant step is never on screen
            }
            let f = t.frame(step.start + step.duration / 2.0).unwrap();
            let on_board = total(f.board);
            assert_eq!(on_board + in_air, seeds, "at {} ({event:?})", step.start);
        }
    }
}

/// The seeds that leave a pit, a store or the hand from `before` to `after`.
fn seeds_taken(before: &ReplayBoard, after: &ReplayBoard) -> u32 {
    let fewer = |a: &u32, b: &u32| a.saturating_sub(*b);
    before
        .pits
        .iter()
        .zip(&after.pits)
        .map(|(a, b)| fewer(a, b))
        .sum::<u32>()
        + before
            .stores
            .iter()
            .zip(&after.stores)
            .map(|(a, b)| fewer(a, b))
            .sum::<u32>()
        + fewer(&before.hand_seeds, &after.hand_seeds)
}

#[test]
fn steps_follow_each_other_and_the_hand_follows_the_drops() {
    for (before, events, _) in random_moves(1, 20) {
        let t = Timeline::new(&before, &events, 1.0, &names(), english());
        let mut clock = 0.0;
        for (step, event) in t.steps().iter().zip(&events) {
            assert!((step.start - clock).abs() < 1e-9);
            assert!(step.duration >= 0.0);
            clock += step.duration;
            if let Event::Drop { pit, .. } = event {
                assert_eq!(step.hand_at, Some(*pit));
                assert!(matches!(step.motion, Motion::Fly { to: Spot::Pit(p), .. } if p == *pit));
            }
        }
        assert!((t.total() - clock).abs() < 1e-9);
    }
}

#[test]
fn long_moves_are_squeezed_and_speed_scales_time() {
    let moves = random_moves(2, 40);
    let longest = moves
        .iter()
        .max_by_key(|(_, e, _)| e.len())
        .expect("some move");
    let normal = Timeline::new(&longest.0, &longest.1, 1.0, &names(), english()).total();
    let fast = Timeline::new(&longest.0, &longest.1, 4.0, &names(), english()).total();
    assert!((normal / 4.0 - fast).abs() < 1e-9);
    let instant = Timeline::new(&longest.0, &longest.1, f64::INFINITY, &names(), english());
    assert_eq!(instant.total(), 0.0);
    let drops = longest
        .1
        .iter()
        .filter(|e| matches!(e, Event::Drop { .. }))
        .count() as f64;
    // Even a very long move stays within a watchable time.
    assert!(normal <= 20.0 + drops * steps::pace::MIN_DROP, "{normal}s");
}

#[test]
fn frames_can_go_back_and_a_passing_move_is_announced() {
    let before = ReplayBoard {
        pits: vec![0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0],
        cowries: vec![0; 12],
        owners: vec![0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1],
        stores: [20, 27],
        to_move: 0,
        hand_seeds: 0,
        hand_cowries: 0,
    };
    let events = vec![
        Event::PickUp {
            pit: 3,
            seeds: 1,
            cowries: 0,
        },
        Event::Drop {
            pit: 4,
            piece: Piece::Seed,
        },
        Event::Pass {
            player: 1,
            by_choice: false,
        },
        Event::Turn { player: 0 },
    ];
    let mut t = Timeline::new(&before, &events, 1.0, &names(), english());
    let first = t.frame(0.01).unwrap();
    assert_eq!(first.board.pits[3], 0, "the seed is lifted");
    assert_eq!(first.hand, Some((3, 0, 0)), "on its way to the hand");
    let drop = t.steps()[1].start + 0.01;
    let f = t.frame(drop).unwrap();
    assert_eq!(f.hand, Some((4, 0, 0)));
    assert_eq!(f.active, Some(4));
    let pass = t.steps()[2].start + 0.1;
    let f = t.frame(pass).unwrap();
    assert_eq!(f.banner, Some("North cannot move and passes"));
    assert_eq!(f.board.pits[4], 1);
    let back = t.frame(0.0).unwrap();
    assert_eq!(back.board.pits[3], 0);
    assert!(t.frame(100.0).unwrap().done);
}

#[test]
fn calm_motion_changes_the_pits_one_step_at_a_time_with_nothing_in_the_air() {
    for (before, events, after) in random_moves(1, 30) {
        let mut t = Timeline::new(&before, &events, 1.0, &names(), english());
        let mut board = before.clone();
        for (i, step) in t.steps().to_vec().into_iter().enumerate() {
            // Halfway through each step, the board is the one after it: its event has landed.
            replay(&mut board, &events[i]).unwrap();
            if step.duration == 0.0 {
                continue;
            }
            let frame = t.calm_frame(step.start + step.duration / 2.0).unwrap();
            assert_eq!(frame.board.pits, board.pits, "step {i}: {:?}", events[i]);
            assert_eq!(frame.board.stores, board.stores);
            assert_eq!(frame.hand, None, "no hand");
            assert!(
                matches!(frame.motion, Some((Motion::Still, p)) if (p - 0.5).abs() < 1e-9),
                "nothing flies: {:?}",
                frame.motion
            );
        }
        let end = t.total() + 1.0;
        assert_eq!(t.calm_frame(end).unwrap().board.pits, after.pits);
    }
}
