//! Goré scenario tests, worked by hand from `docs/rules/gore.md` §1 (section numbers in each test's
//! doc). Pits: `0..3` = holes 1A..4A (player 0), `4..7` = holes 1B..4B (player 1).

use mancala::rules::gore::Gore;
use mancala::rules::{
    CaptureCause, Details, EndReason, Event, Game, Move, Options, Piece, Position, Rules, Series,
    Variant,
};
use serde_json::{json, Map, Value};

const ROWS: [u8; 8] = [0, 0, 0, 0, 1, 1, 1, 1];

/// A Goré position (the seeds must make 48 with the stores).
fn position(
    pits: [u32; 8],
    owners: [u8; 8],
    stores: [u32; 2],
    to_move: u8,
    extra: Value,
) -> Position {
    let extra: Map<String, Value> = match extra {
        Value::Object(map) => map,
        _ => Map::new(),
    };
    Position {
        variant: Variant::Gore,
        to_move,
        pits: pits.to_vec(),
        cowries: None,
        owners: Some(owners.to_vec()),
        stores: Some(stores),
        extra,
    }
}

fn game(pits: [u32; 8], owners: [u8; 8], stores: [u32; 2], to_move: u8) -> Game {
    Game::from_position(&position(pits, owners, stores, to_move, Value::Null))
        .unwrap_or_else(|e| panic!("test position refused: {e}"))
}

fn play(game: &mut Game, mv: Move) -> Vec<Event> {
    game.play(&mv)
        .unwrap_or_else(|e| panic!("{mv:?} refused: {e}"))
}

fn pits(game: &Game) -> Vec<u32> {
    game.position().pits
}

fn stores(game: &Game) -> [u32; 2] {
    game.position().stores_or_zero()
}

/// The `(pit, seeds)` of the events with the given capture cause, in order.
fn captures(events: &[Event], which: CaptureCause) -> Vec<(usize, u32)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Capture {
                pit, seeds, cause, ..
            } if *cause == which => Some((*pit, *seeds)),
            _ => None,
        })
        .collect()
}

/// The error message of a refused move; the game must be left unchanged.
fn refusal(game: &mut Game, mv: Move) -> String {
    let before = game.position();
    let err = game.play(&mv).expect_err("the move should be refused");
    assert_eq!(game.position(), before, "a refused move changed the game");
    err.message().to_string()
}

fn offer(holes: &[usize]) -> Move {
    Move::Offer {
        holes: holes.iter().fold(0, |set, &h| set | 1 << h),
    }
}

/// §1.1: 2×4 holes of 6 seeds, stores empty, the starting player moves from his own row.
#[test]
fn a_new_game_has_six_seeds_in_each_of_eight_holes() {
    let game = Game::new(Variant::Gore, &Options::default()).expect("new game");
    let p = game.position();
    assert_eq!(p.pits, vec![6; 8]);
    assert_eq!(p.owners, Some(ROWS.to_vec()));
    assert_eq!(p.stores, Some([0, 0]));
    assert_eq!(game.to_move(), 0);
    assert_eq!(game.rules().totals(), (48, 0));
    assert_eq!(
        game.legal_moves(),
        (0..4).map(Move::sow).collect::<Vec<_>>()
    );

    let north = Options {
        starting_player: 1,
        ..Options::default()
    };
    let game = Game::new(Variant::Gore, &north).expect("new game");
    assert_eq!(game.to_move(), 1);
    assert_eq!(
        game.legal_moves(),
        (4..8).map(Move::sow).collect::<Vec<_>>()
    );

    let series = Options {
        series: Series::Match,
        ..Options::default()
    };
    let err = Game::new(Variant::Gore, &series).expect_err("Goré has no series");
    assert!(err.message().contains("Woaley option"), "{err}");
}

/// §1.4: one lap, counter-clockwise, starting with the next hole; the turn then passes.
#[test]
fn sowing_is_a_single_counter_clockwise_lap() {
    let mut game = Game::new(Variant::Gore, &Options::default()).expect("new game");
    let events = play(&mut game, Move::sow(2));
    assert_eq!(pits(&game), [7, 6, 0, 7, 7, 7, 7, 7]);
    let drops: Vec<usize> = events
        .iter()
        .filter_map(|e| match e {
            Event::Drop { pit, piece } => {
                assert_eq!(*piece, Piece::Seed);
                Some(*pit)
            }
            _ => None,
        })
        .collect();
    assert_eq!(drops, [3, 4, 5, 6, 7, 0]);
    assert!(matches!(
        events.first(),
        Some(Event::Lap {
            pit: 2,
            clockwise: false,
            number: 1,
            ..
        })
    ));
    assert!(matches!(
        events.get(1),
        Some(Event::PickUp {
            pit: 2,
            seeds: 6,
            ..
        })
    ));
    assert_eq!(events.last(), Some(&Event::Turn { player: 1 }));
    assert_eq!(game.to_move(), 1);
}

/// §1.4 G-skip: a lap of 8 or more seeds drops into its origin when it passes it.
#[test]
fn a_long_lap_gives_its_origin_a_seed() {
    let mut game = game([3, 9, 0, 0, 0, 0, 0, 0], ROWS, [18, 18], 0);
    let events = play(&mut game, Move::sow(1));
    assert_eq!(pits(&game), [4, 1, 2, 1, 1, 1, 1, 1]);
    assert!(!events.iter().any(|e| matches!(e, Event::SkipOrigin { .. })));
    assert!(
        captures(&events, CaptureCause::Capture).is_empty(),
        "last hole 3A is his own"
    );
}

/// §1.3: only own holes holding a seed; the messages say what is wrong.
#[test]
fn sowing_moves_are_checked_with_clear_messages() {
    let mut game = game([3, 9, 0, 0, 0, 0, 0, 0], ROWS, [18, 18], 0);
    assert!(refusal(&mut game, Move::sow(8)).contains("pit 8 does not exist"));
    assert!(refusal(&mut game, Move::sow(5)).contains("pit 5 belongs to player 1"));
    assert!(refusal(&mut game, Move::sow(2)).contains("pit 2 is empty"));
    let reverse = Move::Reverse {
        pit: 1,
        choices: mancala::rules::Choices::NONE,
    };
    assert!(refusal(&mut game, reverse).contains("counter-clockwise"));
}

/// §1.5, the source's first example: B sows 4 seeds from 2B and reaches 2A, taking 4 from 2A,
/// 2 from 1A and — chaining backward across the row limit into his own row — 2 from 4B.
#[test]
fn source_example_chain_backward_into_the_movers_own_row() {
    let mut game = game([1, 3, 0, 3, 0, 4, 5, 1], ROWS, [15, 16], 1);
    let events = play(&mut game, Move::sow(5));
    assert_eq!(
        captures(&events, CaptureCause::Capture),
        [(1, 4), (0, 2), (7, 2)],
        "2A, then backward 1A and 4B; 3B with 6 stops the run, 3A (empty) the forward one"
    );
    assert_eq!(pits(&game), [0, 0, 0, 3, 0, 0, 6, 0]);
    assert_eq!(stores(&game), [15, 24]);
    assert_eq!(game.to_move(), 0);
}

/// §1.5, the source's second example: B sows 6 seeds from 2B and reaches 4A, taking 2 from 4A,
/// 2 from the next hole 1B (forward into his own row) and 2 each from 3A and 2A before it; the
/// single seed in 1A stops the backward run and the emptied origin 2B the forward one.
#[test]
fn source_example_chain_forward_into_the_movers_own_row() {
    let mut game = game([0, 1, 1, 1, 2, 6, 3, 5], ROWS, [14, 15], 1);
    let events = play(&mut game, Move::sow(5));
    assert_eq!(
        captures(&events, CaptureCause::Capture),
        [(3, 2), (2, 2), (1, 2), (4, 2)]
    );
    assert_eq!(
        pits(&game),
        [1, 0, 0, 0, 0, 0, 4, 6],
        "1A keeps its single seed; 3B keeps 4 seeds beyond the emptied origin"
    );
    assert_eq!(stores(&game), [14, 23]);
}

/// §1.5: a chain may take the whole board (here 17 seeds from 4A: every hole gets two, 1B a
/// third); the empty board then ends the game (§1.6).
#[test]
fn a_capture_can_take_the_whole_board() {
    let mut game = game([2, 0, 2, 17, 1, 2, 0, 2], ROWS, [11, 11], 0);
    let events = play(&mut game, Move::sow(3));
    assert_eq!(
        captures(&events, CaptureCause::Capture),
        [
            (4, 4),
            (3, 2),
            (2, 4),
            (1, 2),
            (0, 4),
            (7, 4),
            (6, 2),
            (5, 4)
        ]
    );
    assert!(captures(&events, CaptureCause::Sweep).is_empty());
    assert_eq!(pits(&game), [0; 8]);
    let outcome = game.outcome().expect("the board is empty: game over");
    assert_eq!(outcome.winner, Some(0));
    assert_eq!(outcome.stores, [37, 11]);
    assert_eq!(outcome.reason, EndReason::SmallHoles);
    assert!(matches!(
        events.last(),
        Some(Event::GameEnd {
            winner: Some(0),
            ..
        })
    ));
}

/// §1.5.1: no capture when the last hole is the mover's own, or holds neither 2 nor 4.
#[test]
fn no_capture_without_2_or_4_in_an_opponents_last_hole() {
    // Last seed in his own 4A making 2.
    let mut own = game([1, 0, 1, 1, 3, 3, 3, 3], ROWS, [16, 17], 0);
    let events = play(&mut own, Move::sow(2));
    assert!(captures(&events, CaptureCause::Capture).is_empty());
    assert_eq!(pits(&own)[3], 2);
    // Last seed in 1B making 3, then in 1B making 6.
    for (before, after) in [(2, 3), (5, 6)] {
        let mut odd = game([1, 0, 3, 1, before, 3, 3, 3], ROWS, [16, 18 - before], 0);
        let events = play(&mut odd, Move::sow(3));
        assert!(captures(&events, CaptureCause::Capture).is_empty());
        assert_eq!(pits(&odd)[4], after);
    }
    // Making 4 is a capture.
    let mut four = game([1, 0, 3, 1, 3, 3, 3, 3], ROWS, [16, 15], 0);
    let events = play(&mut four, Move::sow(3));
    assert_eq!(captures(&events, CaptureCause::Capture), [(4, 4)]);
}

/// §1.5 G-own and §1.7: a hole that changed hands counts for its new owner wherever it lies.
#[test]
fn received_holes_are_the_opponents_holes_for_captures() {
    // Player 1 received 4A (pit 3), player 0 received 1B (pit 4).
    let owners = [0, 0, 0, 1, 0, 1, 1, 1];
    // Player 0 ends in 4A, now player 1's, making 2: captured although it lies in row A.
    let mut south = game([1, 0, 1, 1, 3, 3, 3, 3], owners, [16, 17], 0);
    let events = play(&mut south, Move::sow(2));
    assert_eq!(captures(&events, CaptureCause::Capture), [(3, 2)]);
    // Player 0 ends in 1B, now his own, making 2: no capture although it lies in row B.
    let mut south = game([0, 0, 2, 5, 1, 3, 3, 3], owners, [15, 16], 0);
    let events = play(&mut south, Move::sow(2));
    assert!(captures(&events, CaptureCause::Capture).is_empty());
    assert_eq!(pits(&south)[4], 2);
    // Player 1 sows from 4A, received, and ends in 1B, now player 0's, making 2: captured
    // although it lies in player 1's own row; the emptied origin stops the backward run.
    let mut north = game([3, 3, 3, 1, 1, 3, 3, 3], owners, [14, 14], 1);
    let events = play(&mut north, Move::sow(3));
    assert_eq!(captures(&events, CaptureCause::Capture), [(4, 2)]);
    assert_eq!(stores(&north), [14, 16]);
}

/// §1.6: when every hole holds at most 2, each player takes the seeds of the holes he owns,
/// received holes included; the larger store wins.
#[test]
fn the_game_ends_when_every_hole_holds_at_most_two() {
    let owners = [0, 0, 0, 1, 1, 1, 1, 1];
    let mut game = game([0, 0, 3, 0, 0, 0, 0, 0], owners, [25, 20], 0);
    let events = play(&mut game, Move::sow(2));
    assert_eq!(
        captures(&events, CaptureCause::Sweep),
        [(3, 1), (4, 1), (5, 1)]
    );
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Capture {
            pit: 3,
            player: 1,
            cause: CaptureCause::Sweep,
            ..
        }
    )));
    let outcome = game.outcome().expect("game over");
    assert_eq!(outcome.stores, [25, 23]);
    assert_eq!(outcome.winner, Some(0));
    assert_eq!(outcome.reason, EndReason::SmallHoles);
    assert_eq!(
        outcome.details,
        Details::Gore {
            without_glory: false
        }
    );
    assert!(game.legal_moves().is_empty());
    assert!(game.play(&Move::sow(0)).is_err());
}

/// §1.6 G-rep and §0.6: the second occurrence of a position ends the game, each player taking
/// his holes' seeds; here 8 sowing moves bring the start position back, and 24–24 is a draw.
#[test]
fn a_repeated_position_ends_the_game() {
    let start = [1, 0, 3, 2, 1, 0, 3, 2];
    let mut game = game(start, ROWS, [18, 18], 1);
    let cycle = [6, 2, 7, 3, 4, 0, 5, 1];
    let mut events = Vec::new();
    for (i, &pit) in cycle.iter().enumerate() {
        assert!(game.outcome().is_none(), "over before move {i}");
        events = play(&mut game, Move::sow(pit));
        assert!(captures(&events, CaptureCause::Capture).is_empty());
    }
    let outcome = game.outcome().expect("the start position came back");
    assert_eq!(outcome.reason, EndReason::Repetition);
    assert_eq!(outcome.winner, None, "24–24 is a draw");
    assert_eq!(outcome.stores, [24, 24]);
    assert_eq!(captures(&events, CaptureCause::Sweep).len(), 6);
    assert!(matches!(
        events.last(),
        Some(Event::GameEnd { winner: None, .. })
    ));
    // The finished position reads back as finished, with its reason (read by the rules alone:
    // `Game::from_position` refuses the repetition record of a game ended by repetition, see
    // the report's proposal for `any.rs`).
    let reread = Gore::from_position(&game.rules().position()).expect("reread");
    assert_eq!(reread.outcome(), game.outcome());
}

/// §1.6 G-pass: a player owning no seed, who cannot offer (player 0's store of 5 cannot fund a
/// hole), is passed by the engine, and the mover goes on.
#[test]
fn a_player_without_seeds_is_passed() {
    let mut game = game([2, 0, 0, 3, 0, 0, 0, 0], ROWS, [5, 38], 0);
    let events = play(&mut game, Move::sow(0));
    assert_eq!(
        events[events.len() - 2..],
        [
            Event::Pass {
                player: 1,
                by_choice: false
            },
            Event::Turn { player: 0 }
        ]
    );
    assert_eq!(game.to_move(), 0);
    assert_eq!(pits(&game), [0, 1, 1, 3, 0, 0, 0, 0]);
    assert!(game.legal_moves().contains(&Move::sow(3)));
    // Such a position cannot be read with player 1 to move.
    let err = Game::from_position(&position(
        [0, 1, 1, 3, 0, 0, 0, 0],
        ROWS,
        [5, 38],
        1,
        Value::Null,
    ))
    .expect_err("player 1 owns no seed");
    assert!(err.message().contains("owns no seed"), "{err}");
}

/// §1.6 ruling G-pass-offer: the offer comes before the pass. Player 0 sows hole 1A (2 seeds:
/// into 2A and 3A, no capture); player 1 owns no seed, but player 0's store of 21 can fund up to
/// 3 holes, so player 1 gets his turn: he may offer (the 14 sets of 1 to 3 of his 4 holes) or
/// pass. He offers 1B; player 0 accepts and pays 6 into it; player 1, still without a seed, now
/// passes. Without the ruling he would have been passed at once.
#[test]
fn a_player_without_seeds_may_offer_before_he_passes() {
    let mut game = game([2, 0, 0, 3, 0, 0, 0, 0], ROWS, [21, 22], 0);
    let events = play(&mut game, Move::sow(0));
    assert_eq!(events.last(), Some(&Event::Turn { player: 1 }));
    assert!(
        !events.contains(&Event::Pass {
            player: 1,
            by_choice: false
        }),
        "{events:?}"
    );
    assert_eq!(game.to_move(), 1);
    let moves = game.legal_moves();
    assert_eq!(moves.len(), 15, "{moves:?}");
    assert_eq!(moves[0], Move::Pass);
    assert!(moves[1..].iter().all(|mv| matches!(mv, Move::Offer { .. })));
    // Such a position reads: player 1 is to move, to offer.
    let read = Game::from_position(&position(
        [0, 1, 1, 3, 0, 0, 0, 0],
        ROWS,
        [21, 22],
        1,
        Value::Null,
    ))
    .expect("player 1 may still offer");
    assert_eq!(read.legal_moves(), moves);

    play(&mut game, offer(&[4]));
    let events = play(&mut game, Move::Answer { accept: true });
    assert_eq!(
        events[events.len() - 2..],
        [
            Event::Pass {
                player: 1,
                by_choice: false
            },
            Event::Turn { player: 0 }
        ]
    );
    assert_eq!(pits(&game), [0, 1, 1, 3, 6, 0, 0, 0]);
    assert_eq!(stores(&game), [15, 22]);
    assert_eq!(game.position().owners, Some(vec![0, 0, 0, 0, 0, 1, 1, 1]));
    assert!(game.legal_moves().contains(&Move::sow(4)));
}

/// §1.6 ruling G-pass-offer: the offer is his to make, not a duty. Player 1 sows his one seed
/// from 2B (pit 5) into 3B, his own hole, which now holds 4: nothing is taken, and 3B keeps the
/// game going. Player 0 owns four empty holes; player 1's store of 12 pays for 2 holes, so
/// player 0 may offer any 1 or 2 of his holes (4 + 6 offers) or pass, `{"pass": true}`. He
/// passes: the board and the stores stay as they are, and player 1, who owns seeds, moves
/// again, from 3B or 4B (or offers first); he cannot pass himself.
#[test]
fn a_player_without_seeds_may_decline_to_offer_and_pass() {
    let start = json!({
        "variant": "gore", "toMove": 1, "pits": [0, 0, 0, 0, 0, 1, 3, 2], "stores": [30, 12]
    });
    let start: Position = serde_json::from_value(start).expect("a position");
    let mut game = Game::from_position(&start).expect("a legal position");
    let events = play(&mut game, Move::sow(5));
    assert_eq!(events.last(), Some(&Event::Turn { player: 0 }));
    assert_eq!(pits(&game), [0, 0, 0, 0, 0, 0, 4, 2]);
    let moves = game.legal_moves();
    assert_eq!(moves.len(), 11, "{moves:?}");
    assert_eq!(moves[0], Move::Pass);
    let offers: Vec<Vec<usize>> = moves[1..]
        .iter()
        .map(|mv| match *mv {
            Move::Offer { holes } => Move::offered_holes(holes),
            other => panic!("{other:?} is not an offer"),
        })
        .collect();
    assert!(offers.iter().all(|holes| (1..=2).contains(&holes.len())));
    assert!(offers.contains(&vec![2, 3]) && !offers.contains(&vec![0, 1, 2]));

    let pass: Move = serde_json::from_value(json!({"pass": true})).expect("the pass's JSON");
    assert_eq!(pass, Move::Pass);
    assert_eq!(serde_json::to_value(pass).ok(), Some(json!({"pass": true})));
    let events = play(&mut game, pass);
    assert_eq!(
        events,
        [
            Event::Pass {
                player: 0,
                by_choice: true
            },
            Event::Turn { player: 1 }
        ]
    );
    assert_eq!(
        serde_json::to_value(&events[0]).ok(),
        Some(json!({"type": "pass", "player": 0, "byChoice": true}))
    );
    assert_eq!(game.to_move(), 1);
    assert_eq!(game.outcome(), None);
    assert_eq!(pits(&game), [0, 0, 0, 0, 0, 0, 4, 2]);
    assert_eq!(stores(&game), [30, 12]);
    let next = game.legal_moves();
    assert_eq!(next[..2], [Move::sow(6), Move::sow(7)]);
    assert!(!next.contains(&Move::Pass), "{next:?}");
    let refused = refusal(&mut game, Move::Pass);
    assert!(refused.contains("owns seeds"), "{refused}");
    // The position before the pass reads back with the same choice; `{"pass": false}` is no
    // move at all.
    let mut before = Game::from_position(&start).expect("a legal position");
    play(&mut before, Move::sow(5));
    let reread = Game::from_position(&before.position()).expect("rereads");
    assert_eq!(reread.legal_moves(), moves);
    let no_pass = serde_json::from_value::<Move>(json!({"pass": false})).unwrap_err();
    assert!(
        no_pass.to_string().contains("{\"pass\": true}"),
        "{no_pass}"
    );
    let two = serde_json::from_value::<Move>(json!({"pass": true, "pit": 1})).unwrap_err();
    assert!(two.to_string().contains("exactly one of"), "{two}");
}

/// §1.7: an accepted offer — the receiver pays 6 seeds into each hole and owns it; the giver
/// then sows without a second offer; the receiver sows from the received hole.
#[test]
fn an_accepted_offer_moves_holes_and_seeds() {
    let mut game = game([4; 8], ROWS, [8, 8], 0);
    assert!(game.legal_moves().contains(&offer(&[3])));
    let events = play(&mut game, offer(&[3]));
    assert_eq!(
        events,
        [
            Event::Offer {
                player: 0,
                holes: vec![3]
            },
            Event::Turn { player: 1 }
        ]
    );
    assert_eq!(game.to_move(), 1, "the receiver answers");
    assert_eq!(
        game.legal_moves(),
        [
            Move::Answer { accept: true },
            Move::Answer { accept: false }
        ]
    );
    assert_eq!(game.rules().repetition_key(), None);
    let extra = game.position().extra;
    assert_eq!(extra.get("pendingOffer"), Some(&json!([3])));
    assert_eq!(extra.get("offerMade"), Some(&json!(true)));

    let events = play(&mut game, Move::Answer { accept: true });
    assert_eq!(
        events,
        [
            Event::Answer {
                player: 1,
                accept: true
            },
            Event::StoreToPit {
                player: 1,
                pit: 3,
                seeds: 6
            },
            Event::OwnerChange { pit: 3, owner: 1 },
            Event::Turn { player: 0 }
        ]
    );
    let p = game.position();
    assert_eq!(p.pits, [4, 4, 4, 10, 4, 4, 4, 4]);
    assert_eq!(p.owners, Some(vec![0, 0, 0, 1, 1, 1, 1, 1]));
    assert_eq!(p.stores, Some([8, 2]));
    assert_eq!(game.to_move(), 0, "the giver still sows this turn");
    assert_eq!(
        game.legal_moves(),
        [Move::sow(0), Move::sow(1), Move::sow(2)]
    );
    assert!(refusal(&mut game, Move::sow(3)).contains("pit 3 belongs to player 1"));
    assert!(refusal(&mut game, offer(&[2])).contains("already made an offer this turn"));
    assert!(game.outcome().is_none(), "an offer never ends the game");

    play(&mut game, Move::sow(0));
    assert!(
        game.legal_moves().contains(&Move::sow(3)),
        "the received hole is his"
    );
    let events = play(&mut game, Move::sow(3));
    assert!(matches!(
        events.get(1),
        Some(Event::PickUp {
            pit: 3,
            seeds: 11,
            ..
        })
    ));
}

/// §1.7: a refused offer changes nothing on the board but marks the receiver; the giver sows.
#[test]
fn a_refused_offer_is_recorded_and_the_giver_sows() {
    let mut game = game([4; 8], ROWS, [8, 8], 0);
    let before = game.position();
    play(&mut game, offer(&[1]));
    let events = play(&mut game, Move::Answer { accept: false });
    assert_eq!(
        events,
        [
            Event::Answer {
                player: 1,
                accept: false
            },
            Event::Turn { player: 0 }
        ]
    );
    let p = game.position();
    assert_eq!(
        (p.pits.clone(), p.owners.clone(), p.stores),
        (before.pits, before.owners, before.stores)
    );
    assert_eq!(p.extra.get("refused"), Some(&json!([false, true])));
    assert_eq!(game.to_move(), 0);
    assert!(game
        .legal_moves()
        .iter()
        .all(|m| matches!(m, Move::Sow { .. })));
    // The board is as at the start of the turn, yet that is no repetition: the turn goes on.
    assert_eq!(game.rules().repetition_key(), None);
    assert!(game.outcome().is_none());

    play(&mut game, Move::sow(0));
    let p = game.position();
    assert_eq!(p.extra.get("offerMade"), None, "a new turn");
    assert_eq!(
        p.extra.get("refused"),
        Some(&json!([false, true])),
        "kept for the result"
    );
}

/// §1.7: invalid offers and answers are refused with a message naming the problem.
#[test]
fn invalid_offers_and_answers_are_refused() {
    let mut game = game([4; 8], ROWS, [8, 8], 0);
    assert!(refusal(&mut game, offer(&[0, 1, 2, 3])).contains("at most 3 holes, not 4"));
    assert!(refusal(&mut game, offer(&[4])).contains("hole 4 belongs to player 1"));
    let cost = refusal(&mut game, offer(&[0, 1]));
    assert!(
        cost.contains("player 1 has 8 seeds in store but must pay 12"),
        "{cost}"
    );
    assert!(refusal(&mut game, Move::Offer { holes: 0 }).contains("none was named"));
    assert!(refusal(&mut game, Move::Answer { accept: true }).contains("no offer is pending"));

    play(&mut game, offer(&[0]));
    assert!(refusal(&mut game, Move::sow(4)).contains("player 1's turn to answer"));
    assert!(refusal(&mut game, offer(&[5])).contains("player 1's turn to answer"));
    play(&mut game, Move::Answer { accept: false });
    assert!(refusal(&mut game, offer(&[0])).contains("already made an offer this turn"));
    assert!(refusal(&mut game, Move::Answer { accept: true }).contains("no offer is pending"));

    // G-neg-keep: the giver keeps at least one hole.
    let mut two = game_with_two_holes();
    let keep = refusal(&mut two, offer(&[0, 1]));
    assert!(keep.contains("must keep at least one"), "{keep}");
    assert!(two.legal_moves().contains(&offer(&[1])));
}

fn game_with_two_holes() -> Game {
    game(
        [3, 3, 3, 3, 3, 3, 3, 3],
        [0, 0, 1, 1, 1, 1, 1, 1],
        [12, 12],
        0,
    )
}

/// §1.7 G-neg-holes: a received hole may be handed back.
#[test]
fn a_received_hole_can_be_given_back() {
    let owners = [0, 0, 0, 1, 1, 1, 1, 1];
    let mut game = game([4; 8], owners, [8, 8], 1);
    assert!(game.legal_moves().contains(&offer(&[3])));
    play(&mut game, offer(&[3]));
    play(&mut game, Move::Answer { accept: true });
    assert_eq!(game.position().owners, Some(ROWS.to_vec()));
    assert_eq!(pits(&game)[3], 10);
}

/// §1.7 with G-pass: a giver who gave away every seeded hole passes after the acceptance.
#[test]
fn a_giver_left_without_seeds_passes_after_the_answer() {
    let mut game = game([5, 0, 0, 0, 3, 0, 0, 0], ROWS, [20, 20], 0);
    play(&mut game, offer(&[0]));
    let events = play(&mut game, Move::Answer { accept: true });
    assert_eq!(
        events[events.len() - 2..],
        [
            Event::Pass {
                player: 0,
                by_choice: false
            },
            Event::Turn { player: 1 }
        ]
    );
    assert_eq!(game.to_move(), 1);
    let extra = game.position().extra;
    assert!(
        !extra.contains_key("offerMade") && !extra.contains_key("pendingOffer"),
        "a fresh turn for player 1"
    );
    assert!(game.legal_moves().contains(&Move::sow(0)));
    assert!(
        game.legal_moves().contains(&offer(&[4])),
        "he may offer in turn"
    );
}

/// §0.9 and §1.7: "won without glory" when the winner had refused an offer.
#[test]
fn a_refuser_who_wins_wins_without_glory() {
    let mut game = game([3, 0, 0, 0, 0, 0, 0, 0], ROWS, [10, 35], 0);
    play(&mut game, offer(&[1]));
    play(&mut game, Move::Answer { accept: false });
    play(&mut game, Move::sow(0));
    let outcome = game.outcome().expect("every hole holds at most 2");
    assert_eq!(outcome.winner, Some(1));
    assert_eq!(outcome.stores, [13, 35]);
    assert_eq!(
        outcome.details,
        Details::Gore {
            without_glory: true
        }
    );

    // The refuser lost: no annotation.
    let refused_by_south = json!({ "refused": [true, false] });
    let mut game = Game::from_position(&position(
        [3, 0, 0, 0, 0, 0, 0, 0],
        ROWS,
        [10, 35],
        0,
        refused_by_south,
    ))
    .expect("position");
    play(&mut game, Move::sow(0));
    let outcome = game.outcome().expect("over");
    assert_eq!(outcome.winner, Some(1));
    assert_eq!(
        outcome.details,
        Details::Gore {
            without_glory: false
        }
    );
}

/// A pending offer, its flags and the refusals survive the JSON position.
#[test]
fn negotiation_state_round_trips_through_json() {
    let mut game = game([4; 8], ROWS, [8, 8], 0);
    play(&mut game, offer(&[2]));
    let text = game.position().to_json();
    let back = Game::from_position(&Position::from_json(&text).expect("json")).expect("read");
    assert_eq!(back.position(), game.position());
    assert_eq!(back.to_move(), 1);
    assert_eq!(back.legal_moves(), game.legal_moves());
}

/// `from_position` refuses every position that is not a Goré position, naming the problem.
#[test]
fn bad_positions_are_refused() {
    let ok = || position([4; 8], ROWS, [8, 8], 0, Value::Null);
    let cases: Vec<(Position, &str)> = vec![
        (
            Position {
                pits: vec![4; 7],
                ..ok()
            },
            "8 pits",
        ),
        (position([4; 8], ROWS, [8, 7], 0, Value::Null), "48 seeds"),
        (
            position([4; 8], [0, 0, 0, 0, 1, 1, 1, 2], [8, 8], 0, Value::Null),
            "0 or 1",
        ),
        (
            position([4; 8], [0; 8], [8, 8], 0, Value::Null),
            "player 1 owns no hole",
        ),
        (position([4; 8], ROWS, [8, 8], 2, Value::Null), "toMove"),
        (
            Position {
                cowries: Some(vec![0; 8]),
                ..ok()
            },
            "cowries",
        ),
        (
            position([4; 8], ROWS, [8, 8], 0, json!({"foo": 1})),
            "unknown extra field 'foo'",
        ),
        (
            position([4; 8], ROWS, [8, 8], 1, json!({"pendingOffer": [4]})),
            "hole 4 belongs to player 1",
        ),
        (
            position([4; 8], ROWS, [8, 8], 1, json!({"pendingOffer": [0, 1]})),
            "must pay 12",
        ),
        (
            position([4; 8], ROWS, [8, 8], 1, json!({"pendingOffer": [9]})),
            "hole 9 does not exist",
        ),
        (
            position([4; 8], ROWS, [8, 8], 1, json!({"pendingOffer": [0, 0]})),
            "listed twice",
        ),
        (
            position(
                [4; 8],
                ROWS,
                [8, 8],
                1,
                json!({"pendingOffer": [0], "offerMade": false}),
            ),
            "offerMade",
        ),
        (
            position([4; 8], ROWS, [8, 8], 0, json!({"refused": "yes"})),
            "extra.refused",
        ),
        (
            position([0, 0, 0, 0, 4, 4, 4, 4], ROWS, [30, 2], 0, Value::Null),
            "owns no seed",
        ),
        (
            position([2, 2, 2, 2, 2, 2, 2, 2], ROWS, [16, 16], 0, Value::Null),
            "at most 2",
        ),
        (
            position([4; 8], ROWS, [8, 8], 0, json!({"endReason": "repetition"})),
            "endReason",
        ),
        (
            position([0; 8], ROWS, [24, 24], 0, json!({"endReason": "boredom"})),
            "unknown",
        ),
        (
            position([0; 8], ROWS, [24, 24], 0, json!({"offerMade": true})),
            "no offer",
        ),
    ];
    for (bad, expected) in cases {
        let err = Game::from_position(&bad).expect_err(expected);
        assert!(
            err.message().contains(expected),
            "expected '{expected}' in: {err}"
        );
    }
    let oware = Position {
        variant: Variant::OwareAbapa,
        ..ok()
    };
    let err = Gore::from_position(&oware).expect_err("not Goré");
    assert!(err.message().contains("cannot be read as Goré"), "{err}");
    // A finished game reads back as finished.
    let over =
        Game::from_position(&position([0; 8], ROWS, [30, 18], 1, Value::Null)).expect("over");
    assert_eq!(over.outcome().map(|o| o.winner), Some(Some(0)));
    assert!(over.legal_moves().is_empty());
}
