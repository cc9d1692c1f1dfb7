//! Nam-Nam scenarios worked by hand from `docs/rules/nam-nam.md` §5 (and `docs/rules/common.md`
//! §0.6, §0.8 where they apply). Every position keeps 48 seeds: board plus the current round's
//! harvests.

use mancala::rules::event::LapKind;
use mancala::rules::nam_nam::NamNam;
use mancala::rules::{
    CaptureCause, Details, EndReason, Error, Event, Game, Move, Piece, Position, Rules, SetupCause,
    Status,
};
use serde_json::{json, Value};

/// A position from its JSON fields (`variant` added).
fn position(mut fields: Value) -> Position {
    fields["variant"] = json!("nam-nam");
    Position::from_json(&fields.to_string()).expect("well-formed position")
}

/// A round-1 position with each player owning his own row.
fn round_one(pits: [u32; 12], stores: [u32; 2], to_move: u8) -> NamNam {
    NamNam::from_position(&position(json!({
        "pits": pits, "stores": stores, "toMove": to_move,
        "extra": { "roundStarter": 0 }
    })))
    .expect("valid position")
}

/// The start of a round: 4 seeds in every plot.
const FULL: [u32; 12] = [4; 12];
/// A board emptied at the end of the game.
const EMPTY: [u32; 12] = [0; 12];

fn refused(fields: Value) -> String {
    match NamNam::from_position(&position(fields)) {
        Err(Error::Position(message)) => message,
        other => panic!("expected a refused position, got {other:?}"),
    }
}

fn play(game: &mut NamNam, pit: usize) -> Vec<Event> {
    game.play(&Move::sow(pit))
        .unwrap_or_else(|e| panic!("pit {pit}: {e}"))
}

fn legal(game: &NamNam) -> Vec<usize> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves.iter().filter_map(Move::pit).collect()
}

fn lap(pit: usize, number: u32, seeds: u32) -> [Event; 2] {
    let kind = if number == 1 {
        LapKind::First
    } else {
        LapKind::Relay
    };
    [
        Event::Lap {
            pit,
            clockwise: false,
            kind,
            number,
        },
        Event::PickUp {
            pit,
            seeds,
            cowries: 0,
        },
    ]
}

fn drops(pits: impl IntoIterator<Item = usize>) -> Vec<Event> {
    pits.into_iter()
        .map(|pit| Event::Drop {
            pit,
            piece: Piece::Seed,
        })
        .collect()
}

fn capture(pit: usize, seeds: u32, player: u8, cause: CaptureCause) -> Event {
    Event::Capture {
        pit,
        seeds,
        player,
        cause,
    }
}

fn extra(game: &NamNam, key: &str) -> Value {
    game.position()
        .extra
        .get(key)
        .cloned()
        .unwrap_or(Value::Null)
}

// §5.3.3: a four made mid-lap goes to the plot's owner, on the mover's side and on the other.
#[test]
fn owner_takes_fours_made_during_sowing_on_both_sides() {
    let mut game = round_one([2, 2, 2, 4, 3, 0, 3, 0, 2, 2, 2, 2], [12, 12], 0);
    let events = play(&mut game, 3);
    let mut expected = lap(3, 1, 4).to_vec();
    expected.extend(drops([4]));
    expected.push(capture(4, 4, 0, CaptureCause::OwnerFour));
    expected.extend(drops([5, 6]));
    expected.push(capture(6, 4, 1, CaptureCause::OwnerFour));
    expected.extend(drops([7]));
    expected.push(Event::Turn { player: 1 });
    assert_eq!(events, expected);
    let after = game.position();
    assert_eq!(after.pits, [2, 2, 2, 0, 0, 1, 0, 1, 2, 2, 2, 2]);
    assert_eq!(after.stores, Some([16, 16]));
}

// §5.3.4, N-last: the last seed of a lap making 4 gives them to the mover, even from the
// opponent's plot; the turn ends.
#[test]
fn last_seed_four_goes_to_the_mover() {
    let mut game = round_one([3, 2, 2, 2, 2, 2, 0, 3, 2, 2, 2, 2], [12, 12], 0);
    let events = play(&mut game, 5);
    let mut expected = lap(5, 1, 2).to_vec();
    expected.extend(drops([6, 7]));
    expected.push(capture(7, 4, 0, CaptureCause::LastFour));
    expected.push(Event::Turn { player: 1 });
    assert_eq!(events, expected);
    assert_eq!(game.position().stores, Some([16, 12]));
    assert_eq!(game.position().pits[6..8], [1, 0]);
}

// §5.3.4: a last seed into an occupied plot (not making 4) starts a relay lap from there; the
// turn ends when a lap's last seed falls into an empty plot.
#[test]
fn relay_laps_until_an_empty_plot() {
    let mut game = round_one([2, 1, 2, 0, 0, 0, 3, 3, 3, 3, 3, 4], [12, 12], 0);
    let events = play(&mut game, 0);
    let mut expected = lap(0, 1, 2).to_vec();
    expected.extend(drops([1, 2]));
    expected.extend(lap(2, 2, 3));
    expected.extend(drops([3, 4, 5]));
    expected.push(Event::Turn { player: 1 });
    assert_eq!(events, expected);
    assert_eq!(game.position().pits[..6], [0, 2, 0, 1, 1, 1]);
}

// N-skip: a relay lap of 12 seeds passes over the plot it was picked up from; here its last
// seed then makes a four for the mover.
#[test]
fn relay_lap_of_twelve_skips_its_origin() {
    let mut game = round_one([1, 11, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1], [12, 12], 0);
    let events = play(&mut game, 0);
    let mut expected = lap(0, 1, 1).to_vec();
    expected.extend(drops([1]));
    expected.extend(lap(1, 2, 12));
    expected.extend(drops([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0]));
    expected.push(Event::SkipOrigin { pit: 1 });
    expected.extend(drops([2]));
    expected.push(capture(2, 4, 0, CaptureCause::LastFour));
    expected.push(Event::Turn { player: 1 });
    assert_eq!(events, expected);
    let after = game.position();
    assert_eq!(after.pits, [1, 0, 0, 3, 2, 2, 2, 2, 2, 2, 2, 2]);
    assert_eq!(after.stores, Some([16, 12]));
}

/// 8 seeds in play; P0 sows pit 0 (3 seeds) and makes a four in pit 1 with 2 seeds in hand.
fn eight_seeds_left(stores: [u32; 2]) -> NamNam {
    round_one([3, 3, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0], stores, 0)
}

/// The events of the move above, up to the round's end.
fn eight_seed_events() -> Vec<Event> {
    let mut expected = lap(0, 1, 3).to_vec();
    expected.extend(drops([1]));
    expected.push(capture(1, 4, 0, CaptureCause::OwnerFour));
    expected.push(capture(8, 2, 0, CaptureCause::LastSeeds));
    expected.push(Event::HandToStore {
        pit: Some(2),
        seeds: 2,
        player: 0,
        cause: CaptureCause::LastSeeds,
    });
    expected
}

// N-8 and §5.8 with its example a = 16, b = 32; N-start: round 2 starts with player 1.
#[test]
fn eight_seed_rule_counts_seeds_in_hand_and_sets_up_the_next_round() {
    let mut game = eight_seeds_left([8, 32]);
    let events = play(&mut game, 0);
    let mut expected = eight_seed_events();
    expected.push(Event::RoundEnd {
        round: 1,
        stores: [16, 32],
    });
    expected.push(Event::Setup {
        cause: SetupCause::NewRound,
        pits: vec![4; 12],
        cowries: None,
        owners: vec![0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1],
        stores: [0, 0],
    });
    expected.push(Event::Turn { player: 1 });
    assert_eq!(events, expected);
    assert_eq!(game.status(), Status::Playing);
    assert_eq!(extra(&game, "round"), json!(2));
    assert_eq!(extra(&game, "roundStarter"), json!(1));
    assert_eq!(extra(&game, "roundTotals"), json!([[16, 32]]));
    assert_eq!(legal(&game), [4, 5, 6, 7, 8, 9, 10, 11]);
    // Plot 4 lies in P0's row but is P1's this round.
    let message = game.clone().play(&Move::sow(4)).map(|_| ()).err();
    assert!(message.is_none(), "P1 sows his plot 4");
    let mut p0 = game.clone();
    play(&mut p0, 6);
    assert_eq!(
        p0.check_move(&Move::sow(4)),
        Err(Error::Move(
            "pit 4 belongs to player 1 this round; player 0 is to move".into()
        ))
    );
}

// N-8: the harvester may be the opponent: the owner of a four made mid-lap takes the last seeds.
#[test]
fn last_seeds_go_to_the_owner_who_harvested() {
    let mut game = round_one([2, 0, 0, 0, 0, 3, 3, 0, 0, 0, 0, 0], [20, 20], 0);
    let events = play(&mut game, 5);
    let mut expected = lap(5, 1, 3).to_vec();
    expected.extend(drops([6]));
    expected.push(capture(6, 4, 1, CaptureCause::OwnerFour));
    expected.push(capture(0, 2, 1, CaptureCause::LastSeeds));
    expected.push(Event::HandToStore {
        pit: Some(7),
        seeds: 2,
        player: 1,
        cause: CaptureCause::LastSeeds,
    });
    expected.push(Event::RoundEnd {
        round: 1,
        stores: [20, 28],
    });
    assert_eq!(events[..expected.len()], expected);
    // 20 + 28: P1's surplus of 4 fills P0's last plot (N-fill-order).
    assert_eq!(
        game.position().owners,
        Some(vec![0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1])
    );
}

// §5.8: the game ends when one player holds all 48 seeds.
#[test]
fn all_48_seeds_end_the_game() {
    let mut game = eight_seeds_left([40, 0]);
    let events = play(&mut game, 0);
    let mut expected = eight_seed_events();
    expected.push(Event::RoundEnd {
        round: 1,
        stores: [48, 0],
    });
    expected.push(Event::GameEnd {
        winner: Some(0),
        reason: EndReason::AllSeeds,
    });
    assert_eq!(events, expected);
    assert_eq!(game.status(), Status::Over(Some(0)));
    let outcome = game.outcome().expect("over");
    assert_eq!(outcome.winner, Some(0));
    assert_eq!(outcome.stores, [48, 0]);
    assert_eq!(outcome.reason, EndReason::AllSeeds);
    assert_eq!(
        outcome.details,
        Details::NamNam {
            round_totals: vec![[48, 0]],
            rounds: 1
        }
    );
    assert!(legal(&game).is_empty());
    assert_eq!(
        game.check_move(&Move::sow(3)),
        Err(Error::Move("the game is over".into()))
    );
    // The finished game reads back as finished.
    let back = NamNam::from_position(&game.position()).expect("finished game reads back");
    assert_eq!(back.outcome(), game.outcome());
}

// N-pass: after P0's move P1 owns no seed and passes; P0 moves again and must feed (N-feed).
#[test]
fn a_player_without_seeds_passes() {
    let mut game = round_one([4, 0, 0, 0, 4, 1, 3, 0, 0, 0, 0, 0], [20, 16], 0);
    let events = play(&mut game, 5);
    let mut expected = lap(5, 1, 1).to_vec();
    expected.extend(drops([6]));
    expected.push(capture(6, 4, 0, CaptureCause::LastFour));
    expected.push(Event::Pass {
        player: 1,
        by_choice: false,
    });
    expected.push(Event::Turn { player: 0 });
    assert_eq!(events, expected);
    assert_eq!(game.to_move(), 0);
    assert_eq!(legal(&game), [0, 4], "both moves reach P1's row");
}

// N-feed: when the opponent owns no seed, only moves that leave him one are legal.
#[test]
fn feeding_is_compulsory() {
    let game = round_one([1, 0, 2, 0, 0, 5, 0, 0, 0, 0, 0, 0], [20, 20], 0);
    assert_eq!(legal(&game), [5]);
    assert_eq!(
        game.check_move(&Move::sow(0)),
        Err(Error::Move(
            "player 1 owns no seed: player 0 must play a move that leaves him one".into()
        ))
    );
}

// N-feed: P1's last-seed four leaves him without seeds; P0 cannot feed him (every move of
// [0, 4, 2, 2, 0, 0] stays in P0's row), so P0 takes the 8 seeds left and the round ends 24-24.
#[test]
fn automatic_harvest_ends_the_round() {
    let mut game = round_one([3, 4, 2, 2, 0, 0, 0, 0, 0, 0, 0, 1], [16, 20], 1);
    let events = play(&mut game, 11);
    let mut expected = lap(11, 1, 1).to_vec();
    expected.extend(drops([0]));
    expected.push(capture(0, 4, 1, CaptureCause::LastFour));
    for (pit, seeds) in [(1, 4), (2, 2), (3, 2)] {
        expected.push(capture(pit, seeds, 0, CaptureCause::AutomaticHarvest));
    }
    expected.push(Event::RoundEnd {
        round: 1,
        stores: [24, 24],
    });
    assert_eq!(events[..expected.len()], expected);
    assert_eq!(events.last(), Some(&Event::Turn { player: 1 }));
    assert_eq!(game.position().pits, vec![4; 12]);
    assert_eq!(
        game.position().owners,
        Some(vec![0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1])
    );
}

// N-rep: the second occurrence of a position within a round ends it; each player takes his
// plots' seeds. The split 21-27 is not a multiple of 4, so N-rem gives the shared plot 5 to the
// larger remainder (P1: 3 against 1).
#[test]
fn repetition_ends_the_round_and_owners_take_their_seeds() {
    let start = position(json!({
        "pits": [1, 0, 4, 0, 0, 0, 3, 3, 0, 0, 0, 5], "stores": [16, 16],
        "extra": { "roundStarter": 0 }
    }));
    // The position after sowing pit 0, already seen once in this round.
    let mut probe = NamNam::from_position(&start).expect("valid");
    play(&mut probe, 0);
    let seen_key = probe.repetition_key().expect("a turn boundary");
    let mut with_history = start.clone();
    with_history
        .extra
        .insert("positionsSeen".into(), json!([seen_key]));
    let mut game = Game::from_position(&with_history).expect("valid");
    let events = game.play(&Move::sow(0)).expect("legal");
    let sweep = [(1, 1, 0), (2, 4, 0), (6, 3, 1), (7, 3, 1), (11, 5, 1)];
    let mut expected: Vec<Event> = sweep
        .iter()
        .map(|&(pit, seeds, player)| capture(pit, seeds, player, CaptureCause::Sweep))
        .collect();
    expected.push(Event::RoundEnd {
        round: 1,
        stores: [21, 27],
    });
    expected.push(Event::Setup {
        cause: SetupCause::NewRound,
        pits: vec![4; 12],
        cowries: None,
        owners: vec![0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1],
        stores: [0, 0],
    });
    expected.push(Event::Turn { player: 1 });
    let tail = &events[events.len() - expected.len()..];
    assert_eq!(tail, expected);
    assert_eq!(game.outcome(), None, "only the round ends");
    // Without the history the same move just goes on.
    let mut fresh = Game::from_position(&start).expect("valid");
    let events = fresh.play(&Move::sow(0)).expect("legal");
    assert!(!events.iter().any(|e| matches!(e, Event::RoundEnd { .. })));
}

// N-rep's key includes the round: the same board in another round is a new position.
#[test]
fn repetition_key_names_the_round() {
    let one = round_one(FULL, [0, 0], 0);
    let two = NamNam::from_position(&position(json!({
        "pits": FULL, "extra": { "round": 2, "roundTotals": [[24, 24]], "roundStarter": 1 }
    })))
    .expect("valid");
    assert_ne!(one.repetition_key(), two.repetition_key());
    assert_eq!(one.repetition_limit(), 2);
}

// N-rem, 2 + 2: the shared plot stays with the owner of its row; read from roundTotals.
#[test]
fn owners_follow_from_the_previous_round() {
    let game = NamNam::from_position(&position(json!({
        "pits": FULL, "toMove": 1,
        "extra": { "round": 2, "roundTotals": [[22, 26]], "roundStarter": 1 }
    })))
    .expect("valid");
    assert_eq!(
        game.position().owners,
        Some(vec![0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1])
    );
    let game = NamNam::from_position(&position(json!({
        "pits": FULL,
        "extra": { "round": 2, "roundTotals": [[16, 32]], "roundStarter": 0 }
    })))
    .expect("valid");
    assert_eq!(
        game.position().owners,
        Some(vec![0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1])
    );
}

// N-start: the starting player alternates whoever ended the round.
#[test]
fn starting_player_alternates() {
    for starter in [0u8, 1] {
        let mut game = NamNam::from_position(&position(json!({
            "pits": [3, 3, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0], "stores": [8, 32],
            "extra": { "roundStarter": starter }
        })))
        .expect("valid");
        let events = play(&mut game, 0);
        assert_eq!(
            events.last(),
            Some(&Event::Turn {
                player: 1 - starter
            })
        );
        assert_eq!(extra(&game, "roundStarter"), json!(1 - starter));
    }
}

#[test]
fn new_game_starts_with_the_chosen_player() {
    let options = mancala::rules::Options {
        starting_player: 1,
        ..Default::default()
    };
    let game = NamNam::new(mancala::rules::Variant::NamNam, &options).expect("new game");
    assert_eq!(game.to_move(), 1);
    assert_eq!(legal(&game), [6, 7, 8, 9, 10, 11]);
    assert_eq!(extra(&game, "roundStarter"), json!(1));
    assert_eq!(game.totals(), (48, 0));
}

#[test]
fn moves_are_checked_with_clear_messages() {
    let game = round_one(FULL, [0, 0], 0);
    let check = |pit: usize| {
        game.check_move(&Move::sow(pit))
            .err()
            .map(|e| e.to_string())
    };
    assert_eq!(
        check(14).as_deref(),
        Some("illegal move: pit 14 does not exist on a 2×6 board")
    );
    assert_eq!(
        check(8).as_deref(),
        Some("illegal move: pit 8 belongs to player 1 this round; player 0 is to move")
    );
    let game = round_one([0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], [4, 0], 0);
    assert_eq!(
        game.check_move(&Move::sow(0)),
        Err(Error::Move("pit 0 is empty".into()))
    );
    assert!(game
        .check_move(&Move::Answer { accept: true })
        .is_err_and(|e| e.message().contains("only sowing moves")));
}

#[test]
fn bad_positions_are_refused_with_the_reason() {
    let cases = [
        (
            json!({ "pits": [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4] }),
            "nam-nam has 12 pits on a 2×6 board, but 11 were given",
        ),
        (
            json!({ "pits": [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3] }),
            "nam-nam is played with 48 seeds, but the pits hold 47 and the stores 0",
        ),
        (
            json!({ "pits": FULL, "owners": [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1],
                    "extra": { "round": 2, "roundTotals": [[16, 32]] } }),
            "owners do not match round 2: with 16 and 32 seeds brought into it, pit 4 belongs \
             to player 1 (docs/rules/nam-nam.md §5.8)",
        ),
        (
            json!({ "pits": FULL, "owners": [0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1] }),
            "owners do not match round 1: with 24 and 24 seeds brought into it, pit 5 belongs \
             to player 0 (docs/rules/nam-nam.md §5.8)",
        ),
        (
            json!({ "pits": FULL, "extra": { "round": 2, "roundTotals": [[20, 30]] } }),
            "extra.roundTotals: round 1 ends 20 + 30, but the players always hold 48 seeds \
             between them",
        ),
        (
            json!({ "pits": FULL, "extra": { "round": 3, "roundTotals": [[24, 24]] } }),
            "extra.roundTotals lists 1 finished rounds, so extra.round must be 2, not 3",
        ),
        (
            json!({ "pits": FULL, "extra": { "round": 3,
                    "roundTotals": [[48, 0], [24, 24]] } }),
            "extra.roundTotals: round 1 gave one player all 48 seeds, so the game ended there; \
             no round can follow",
        ),
        (
            json!({ "pits": [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 2], "stores": [2, 0] }),
            "a round's harvests come in fours, so a store cannot hold 2 while the round goes on",
        ),
        (
            json!({ "pits": [2, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0], "stores": [24, 20] }),
            "only 4 seeds are in play: the 8-seed rule would have ended the round (docs/rules/nam-nam.md §5.4)",
        ),
        (
            json!({ "pits": [0, 0, 0, 0, 0, 0, 4, 4, 0, 0, 0, 0], "stores": [20, 20] }),
            "player 0 is to move but has no move: he would have passed",
        ),
        (
            json!({ "pits": [0, 4, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0], "stores": [20, 20] }),
            "player 0 cannot leave player 1 a seed: the round would have ended by automatic \
             harvest",
        ),
        (
            json!({ "pits": EMPTY, "stores": [24, 24] }),
            "the board is empty, so the game is over, and the stores [24, 24] must be the last \
             entry of extra.roundTotals",
        ),
        (
            json!({ "pits": [49, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] }),
            "pit 0 holds 49 seeds; Nam-Nam has only 48",
        ),
        (
            json!({ "pits": FULL, "extra": { "roundStarter": 2 } }),
            "extra.roundStarter must be 0 or 1, not 2",
        ),
        (
            json!({ "pits": FULL, "extra": { "rounds": 2 } }),
            "unknown extra field 'rounds' for nam-nam; known: round, roundStarter, roundTotals, rules",
        ),
    ];
    for (fields, message) in cases {
        assert_eq!(refused(fields.clone()), message, "{fields}");
    }
}

#[test]
fn position_round_trips_with_its_extras() {
    let mut game = eight_seeds_left([8, 32]);
    play(&mut game, 0);
    let position = game.position();
    let back = NamNam::from_position(&position).expect("reads back");
    assert_eq!(back.position(), position);
    assert_eq!(legal(&back), legal(&game));
}
