//! Hand-worked scenarios for Obridjie / Woaley, one or more per rule of `docs/rules/woaley.md` §2.
//! Boards are written as `[P0's row 0..5, P1's row 6..11]` (§0.2); seeds not on the board sit
//! in the stores so that every position holds the game's 48 seeds.

use crate::common::house;

use house::{captures, laps};
use mancala::rules::event::LapKind;
use mancala::rules::rng::Rng;
use mancala::rules::woaley::Woaley;
use mancala::rules::{
    CaptureCause, EndReason, Event, Game, Move, Options, Outcome, Piece, Position, Rules, Series,
    SetupCause, Status, Variant,
};
use serde_json::{json, Value};

/// A position from its parts; `extra` is a JSON object (or `null`).
fn position(pits: [u32; 12], stores: [u32; 2], to_move: u8, extra: Value) -> Position {
    let mut value = json!({
        "variant": "woaley",
        "toMove": to_move,
        "pits": pits,
        "stores": stores,
    });
    if !extra.is_null() {
        value["extra"] = extra;
    }
    Position::from_json(&value.to_string()).expect("well-formed position")
}

/// The outcome as JSON: the keys of the contract (`points`, `matchScore`, ...).
fn contract(outcome: &Outcome) -> Value {
    serde_json::to_value(outcome).expect("an outcome is plain data")
}

/// A single game at this position.
fn game(pits: [u32; 12], stores: [u32; 2], to_move: u8) -> Woaley {
    Woaley::from_position(&position(pits, stores, to_move, Value::Null)).expect("valid position")
}

fn play(w: &mut Woaley, pit: usize) -> Vec<Event> {
    w.play(&Move::sow(pit))
        .unwrap_or_else(|e| panic!("pit {pit}: {e}"))
}

fn pits(w: &Woaley) -> Vec<u32> {
    w.position().pits
}

fn stores(w: &Woaley) -> [u32; 2] {
    w.position().stores.expect("stores are always written")
}

fn drops(events: &[Event]) -> Vec<usize> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Drop { pit, .. } => Some(*pit),
            _ => None,
        })
        .collect()
}

fn refusal(w: &Woaley, pit: usize) -> String {
    w.check_move(&Move::sow(pit))
        .expect_err("the move must be refused")
        .to_string()
}

fn position_error(p: &Position) -> String {
    Woaley::from_position(p)
        .expect_err("the position must be refused")
        .to_string()
}

// ---------------------------------------------------------------------------------------------
// §2.2 legal moves, §2.3 sowing

#[test]
fn first_lap_leaves_one_seed_in_its_hole() {
    // §2.3.1: 3 seeds in pit 0 → 2 are sown into pits 1 and 2, one stays.
    let mut w = game([3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2], [20, 23], 0);
    let events = play(&mut w, 0);
    assert_eq!(
        events,
        [
            Event::Lap {
                pit: 0,
                clockwise: false,
                kind: LapKind::First,
                number: 1
            },
            Event::PickUp {
                pit: 0,
                seeds: 2,
                cowries: 0
            },
            Event::Drop {
                pit: 1,
                piece: Piece::Seed
            },
            Event::Drop {
                pit: 2,
                piece: Piece::Seed
            },
            Event::Turn { player: 1 },
        ]
    );
    assert_eq!(pits(&w), [1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
    assert_eq!(w.to_move(), 1);
}

#[test]
fn relay_on_three_takes_the_whole_hole() {
    // §2.3.2 and W-relay: pit 2 reaches 3 and is emptied completely (no seed left behind).
    let mut w = game([3, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 2], [20, 21], 0);
    let events = play(&mut w, 0);
    assert_eq!(
        laps(&events),
        [(0, LapKind::First, 2), (2, LapKind::Relay, 3)]
    );
    assert_eq!(pits(&w), [1, 1, 0, 1, 1, 1, 0, 0, 0, 0, 0, 2]);
    assert!(captures(&events).is_empty());
}

#[test]
fn relay_on_five_or_more() {
    // Pit 1 reaches 5: all five are relayed and the lap ends in the empty pit 6.
    let mut w = game([2, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2], [20, 20], 0);
    let events = play(&mut w, 0);
    assert_eq!(
        laps(&events),
        [(0, LapKind::First, 1), (1, LapKind::Relay, 5)]
    );
    assert_eq!(pits(&w), [1, 0, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2]);
    assert_eq!(w.to_move(), 1);
}

#[test]
fn relay_lap_of_thirteen_drops_into_its_own_origin() {
    // W-skip on a relay lap: pit 1 reaches 13 and is relayed; the lap goes round, drops into
    // pit 1 itself and ends in pit 2, which then holds 2: it is captured, pit 1 (1 seed) stops
    // the run. Player 1 is left with singletons only and loses his move.
    let mut w = game([2, 12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [17, 17], 0);
    let events = play(&mut w, 0);
    assert_eq!(
        laps(&events),
        [(0, LapKind::First, 1), (1, LapKind::Relay, 13)]
    );
    assert!(!events.iter().any(|e| matches!(e, Event::SkipOrigin { .. })));
    let relay_drops = &drops(&events)[1..];
    assert_eq!(relay_drops[10..], [0, 1, 2], "the origin gets its seed");
    assert_eq!(captures(&events), [(2, 2, 0, CaptureCause::Capture)]);
    assert_eq!(pits(&w), [2, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    assert_eq!(stores(&w), [19, 17]);
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
}

#[test]
fn singletons_and_empty_holes_cannot_move() {
    // §2.2: only holes of the mover with at least 2 seeds.
    let w = game([1, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0, 2], [21, 21], 0);
    let mut moves = Vec::new();
    w.legal_moves(&mut moves);
    assert_eq!(moves, [Move::sow(1)]);
    assert!(refusal(&w, 0).contains("pit 0 holds a single seed"));
    assert!(refusal(&w, 2).contains("pit 2 is empty"));
    assert!(refusal(&w, 11).contains("pit 11 belongs to player 1"));
    assert!(refusal(&w, 14).contains("pit 14 does not exist on a 2×6 board"));
    let other = w
        .check_move(&Move::Answer { accept: true })
        .expect_err("not a sowing move");
    assert!(other.to_string().contains("only sow"));
    assert!(w.check_move(&Move::sow(1)).is_ok());
}

#[test]
fn first_lap_of_twelve_seeds_ends_in_its_origin() {
    // W-skip: 13 seeds in pit 0, 12 are sown; the 12th falls into pit 0 itself (holding the
    // seed left behind), making 2: captured with the run 11, 10, 9, 8, 7 (2 each) until pit 6
    // (1 seed). Player 1 then has no move: a lost move, and player 0 plays again.
    let mut pits_before = [1; 12];
    pits_before[0] = 13;
    pits_before[6] = 0;
    let mut w = game(pits_before, [12, 13], 0);
    let events = play(&mut w, 0);
    assert_eq!(drops(&events), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0]);
    assert!(!events.iter().any(|e| matches!(e, Event::SkipOrigin { .. })));
    let taken: Vec<usize> = captures(&events).iter().map(|c| c.0).collect();
    assert_eq!(taken, [0, 11, 10, 9, 8, 7]);
    assert_eq!(pits(&w), [0, 2, 2, 2, 2, 2, 1, 0, 0, 0, 0, 0]);
    assert_eq!(stores(&w), [24, 13]);
    assert_eq!(w.to_move(), 0);
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
}

// ---------------------------------------------------------------------------------------------
// §2.4 capture

#[test]
fn capture_on_two_stops_at_the_seed_left_behind() {
    let mut w = game([2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3], [20, 22], 0);
    let events = play(&mut w, 0);
    assert_eq!(captures(&events), [(1, 2, 0, CaptureCause::Capture)]);
    assert_eq!(pits(&w), [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3]);
    assert_eq!(stores(&w), [22, 22]);
    assert_eq!(events.last(), Some(&Event::Turn { player: 1 }));
}

#[test]
fn two_or_four_is_counted_after_the_last_seed_falls() {
    // §2.3.2 W-count. Pit 0 (2) sows 1 seed into pit 1, which held 2 and now holds 3: a relay,
    // not a capture. Its 3 seeds go to pits 2, 3, 4; pit 4 held 3 and now holds 4: captured,
    // alone (pit 3 holds 1). Counting before the drop would have captured pit 1 at once.
    let mut w = game([2, 2, 0, 0, 3, 0, 0, 0, 0, 0, 0, 2], [20, 19], 0);
    let events = play(&mut w, 0);
    assert_eq!(
        laps(&events),
        [(0, LapKind::First, 1), (1, LapKind::Relay, 3)]
    );
    assert_eq!(captures(&events), [(4, 4, 0, CaptureCause::Capture)]);
    assert_eq!(pits(&w), [1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 2]);
    assert_eq!(stores(&w), [24, 19]);
}

#[test]
fn capture_on_four_takes_the_preceding_run_across_rows_but_nothing_after_l() {
    // Pit 3 (5 seeds) sows 4, 5, 6, 7 → 3, 4, 2, 4. L = 7 (4): taken with 6 (2) and 5 (4);
    // pit 4 (3) ends the run. Pit 8 holds 2 but comes after L: it stays.
    let mut w = game([0, 0, 0, 5, 2, 3, 1, 3, 2, 0, 0, 0], [16, 16], 0);
    let events = play(&mut w, 3);
    assert_eq!(
        captures(&events),
        [
            (7, 4, 0, CaptureCause::Capture),
            (6, 2, 0, CaptureCause::Capture),
            (5, 4, 0, CaptureCause::Capture),
        ]
    );
    assert_eq!(pits(&w), [0, 0, 0, 1, 3, 0, 0, 0, 2, 0, 0, 0]);
    assert_eq!(stores(&w), [26, 16]);
}

#[test]
fn capture_run_goes_back_over_the_end_of_the_board() {
    // Player 1 sows pit 10 (4): 11, 0, 1 → 2, 4, 2. L = 1 is taken with 0 and, across the
    // board's end, 11; pit 10 (the seed left behind) stops the run; pit 2 (2, after L) stays.
    let mut w = game([3, 1, 2, 0, 0, 0, 0, 0, 0, 0, 4, 1], [18, 19], 1);
    let events = play(&mut w, 10);
    assert_eq!(
        captures(&events),
        [
            (1, 2, 1, CaptureCause::Capture),
            (0, 4, 1, CaptureCause::Capture),
            (11, 2, 1, CaptureCause::Capture),
        ]
    );
    assert_eq!(pits(&w), [0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 1, 0]);
    assert_eq!(stores(&w), [18, 27]);
    assert_eq!(w.to_move(), 0);
}

#[test]
fn capture_run_stops_before_coming_back_to_l() {
    // Every hole ends with 2: the run takes all twelve, L once. The board is empty, nobody can
    // move and the game ends with 25 seeds to 23: 13 points to 0 (§2.6).
    let mut w = game([13, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], [1, 23], 0);
    let events = play(&mut w, 0);
    let taken: Vec<usize> = captures(&events).iter().map(|c| c.0).collect();
    assert_eq!(taken, [0, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    assert_eq!(stores(&w), [25, 23]);
    assert_eq!(
        events.last(),
        Some(&Event::GameEnd {
            winner: Some(0),
            reason: EndReason::NoMovesLeft
        })
    );
    let outcome = w.outcome().expect("the game is over");
    assert_eq!(outcome.winner, Some(0));
    assert_eq!(outcome.stores, [25, 23]);
    assert_eq!(outcome.reason, EndReason::NoMovesLeft);
    assert_eq!(contract(&outcome)["points"], json!([13, 0]));
    assert_eq!(w.status(), Status::Over(Some(0)));
    let mut moves = vec![Move::sow(0)];
    w.legal_moves(&mut moves);
    assert!(moves.is_empty());
    assert!(refusal(&w, 1).contains("the game is over"));
}

// ---------------------------------------------------------------------------------------------
// §2.2 lost moves, §2.5 game end, §2.6 points

#[test]
fn a_player_without_a_move_loses_his_turn() {
    // After 4 → 5, player 1 holds only singletons; player 0 still has pit 0.
    let mut w = game([2, 0, 0, 0, 2, 0, 1, 1, 1, 1, 1, 1], [14, 24], 0);
    let events = play(&mut w, 4);
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
    assert_eq!(w.to_move(), 0);
    assert_eq!(w.status(), Status::Playing);
    let mut moves = Vec::new();
    w.legal_moves(&mut moves);
    assert_eq!(moves, [Move::sow(0)]);
}

#[test]
fn game_ends_when_nobody_can_move_and_each_takes_his_own_row() {
    // After 0 → 1 only singletons remain: pits 0, 1 go to player 0, pits 6, 9 to player 1.
    let mut w = game([2, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0], [20, 24], 0);
    let events = play(&mut w, 0);
    assert_eq!(
        captures(&events),
        [
            (0, 1, 0, CaptureCause::Sweep),
            (1, 1, 0, CaptureCause::Sweep),
            (6, 1, 1, CaptureCause::Sweep),
            (9, 1, 1, CaptureCause::Sweep),
        ]
    );
    assert_eq!(pits(&w), [0; 12]);
    assert_eq!(stores(&w), [22, 26]);
    let outcome = w.outcome().expect("over");
    assert_eq!(outcome.winner, Some(1));
    assert_eq!(contract(&outcome)["points"], json!([0, 14]));
    assert!(!events.iter().any(|e| matches!(e, Event::Turn { .. })));
}

#[test]
fn twenty_four_all_is_a_draw_of_six_points_each() {
    let mut w = game([13, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], [0, 24], 0);
    let events = play(&mut w, 0);
    assert_eq!(
        events.last(),
        Some(&Event::GameEnd {
            winner: None,
            reason: EndReason::NoMovesLeft
        })
    );
    let outcome = w.outcome().expect("over");
    assert_eq!(outcome.winner, None);
    assert_eq!(outcome.stores, [24, 24]);
    assert_eq!(contract(&outcome)["points"], json!([6, 6]));
    assert_eq!(w.status(), Status::Over(None));
}

#[test]
fn a_repeated_position_ends_the_game_with_each_taking_his_row() {
    // W-rep: the position after the move was seen before, so the game ends (§2.5.2).
    let start = position(
        [3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3],
        [22, 20],
        0,
        Value::Null,
    );
    let mut after = Woaley::from_position(&start).expect("valid");
    play(&mut after, 0);
    let key = after.repetition_key().expect("a turn boundary");
    let mut seen = start.clone();
    seen.extra.insert("positionsSeen".into(), json!([key]));
    let mut g = Game::from_position(&seen).expect("valid");
    let events = g.play(&Move::sow(0)).expect("legal");
    assert_eq!(
        captures(&events),
        [
            (0, 1, 0, CaptureCause::Sweep),
            (1, 1, 0, CaptureCause::Sweep),
            (2, 1, 0, CaptureCause::Sweep),
            (11, 3, 1, CaptureCause::Sweep),
        ]
    );
    assert_eq!(
        events.last(),
        Some(&Event::GameEnd {
            winner: Some(0),
            reason: EndReason::Repetition
        })
    );
    let outcome = g.outcome().expect("over");
    assert_eq!(outcome.reason, EndReason::Repetition);
    assert_eq!(outcome.stores, [25, 23]);
    assert_eq!(contract(&outcome)["points"], json!([13, 0]));
    // The finished position reads back with its reason.
    let reread = Woaley::from_position(&g.position()).expect("valid");
    assert_eq!(reread.outcome(), Some(outcome));
}

// ---------------------------------------------------------------------------------------------
// §2.7 match and Woaley

/// The board of `capture_run_stops_before_coming_back_to_l`: player 0 takes everything with
/// pit 0 and the game ends with player 0 at `store0 + 24`.
const LAST_MOVE_BOARD: [u32; 12] = [13, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];

/// Plays that last move in a series position and returns the events.
fn finish_series_game(extra: Value, stores: [u32; 2]) -> (Woaley, Vec<Event>) {
    let mut w = Woaley::from_position(&position(LAST_MOVE_BOARD, stores, 0, extra))
        .expect("valid series position");
    let events = play(&mut w, 0);
    (w, events)
}

#[test]
fn in_a_series_the_end_of_a_game_sets_up_the_next_with_the_other_starter() {
    // Game 1 of a match started by player 1; game 2 is started by player 0 (W-start).
    let extra = json!({"series": "match", "startingPlayer": 1, "game": 1});
    let (w, events) = finish_series_game(extra, [1, 23]);
    let tail = &events[events.len() - 3..];
    assert_eq!(
        tail[0],
        Event::GameEnd {
            winner: Some(0),
            reason: EndReason::NoMovesLeft
        }
    );
    assert!(matches!(
        &tail[1],
        Event::Setup { cause: SetupCause::NewGame, pits, stores: [0, 0], .. } if pits == &vec![4; 12]
    ));
    assert_eq!(tail[2], Event::Turn { player: 0 });
    assert_eq!(w.outcome(), None);
    assert_eq!(w.status(), Status::Playing);
    let p = w.position();
    assert_eq!(p.pits, vec![4; 12]);
    assert_eq!(p.stores, Some([0, 0]));
    assert_eq!(p.extra["game"], json!(2));
    assert_eq!(p.extra["points"], json!([[13, 0]]));
    assert_eq!(p.extra["startingPlayer"], json!(1));
}

#[test]
fn a_repetition_in_a_series_ends_that_game_and_sets_up_the_next() {
    // W-rep inside a match: game 1 ends by repetition (each takes his row), game 2 follows,
    // started by the other player (W-start).
    let extra = json!({"series": "match", "game": 1, "startingPlayer": 0});
    let start = position([3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3], [22, 20], 0, extra);
    let mut after = Woaley::from_position(&start).expect("valid");
    play(&mut after, 0);
    let mut seen = start.clone();
    let key = after.repetition_key().expect("a turn boundary");
    seen.extra.insert("positionsSeen".into(), json!([key]));
    let mut g = Game::from_position(&seen).expect("valid");
    let events = g.play(&Move::sow(0)).expect("legal");
    let tail = &events[events.len() - 3..];
    assert_eq!(
        tail[0],
        Event::GameEnd {
            winner: Some(0),
            reason: EndReason::Repetition
        }
    );
    assert!(matches!(
        tail[1],
        Event::Setup {
            cause: SetupCause::NewGame,
            ..
        }
    ));
    assert_eq!(tail[2], Event::Turn { player: 1 });
    assert_eq!(g.outcome(), None);
    assert_eq!(g.position().extra["points"], json!([[13, 0]]));
}

#[test]
fn a_match_is_won_by_the_higher_sum_of_points() {
    // 13 + 0 + 13 = 26 against 0 + 20 + 0 = 20.
    let extra = json!({"series": "match", "game": 3, "points": [[13, 0], [0, 20]]});
    let (w, events) = finish_series_game(extra, [1, 23]);
    assert!(matches!(events.last(), Some(Event::GameEnd { .. })));
    let outcome = w.outcome().expect("the match is over");
    assert_eq!(outcome.winner, Some(0));
    assert_eq!(outcome.reason, EndReason::MatchScore);
    assert_eq!(
        contract(&outcome)["points"],
        json!([[13, 0], [0, 20], [13, 0]])
    );
    assert_eq!(contract(&outcome)["matchScore"], json!([26, 20]));
}

#[test]
fn a_match_with_equal_sums_is_drawn_even_if_one_player_won_more_games() {
    // W-tie: player 0 wins games 1 and 3 (13 each), player 1 game 2 with 26: 26–26.
    let extra = json!({"series": "match", "game": 3, "points": [[13, 0], [0, 26]]});
    let (w, _) = finish_series_game(extra, [1, 23]);
    let outcome = w.outcome().expect("the match is over");
    assert_eq!(outcome.winner, None);
    assert_eq!(contract(&outcome)["matchScore"], json!([26, 26]));
    assert_eq!(w.status(), Status::Over(None));
}

#[test]
fn a_woaley_is_decided_by_the_sum_of_advantages_not_by_matches_won() {
    // Matches 20–19 (+1), 20–19 (+1), then 12–32 (-20): player 0 wins two matches, but player 1
    // has the larger summed advantage (+18).
    let points = json!([
        [14, 0],
        [0, 13],
        [6, 6],
        [14, 0],
        [0, 13],
        [6, 6],
        [0, 20],
        [6, 6]
    ]);
    let extra = json!({"series": "woaley", "game": 9, "points": points});
    let (w, _) = finish_series_game(extra, [0, 24]);
    let outcome = w.outcome().expect("the Woaley is over");
    assert_eq!(outcome.winner, Some(1));
    assert_eq!(outcome.reason, EndReason::SumOfAdvantages);
    assert_eq!(
        contract(&outcome)["matchScores"],
        json!([[20, 19], [20, 19], [12, 32]])
    );
    assert_eq!(
        contract(&outcome)["advantages"],
        json!([[1, -1], [1, -1], [-20, 20]])
    );
    assert_eq!(contract(&outcome)["totalAdvantage"], json!([-18, 18]));
}

#[test]
fn a_woaley_with_advantages_summing_to_zero_is_drawn() {
    // Matches 26–20 (+6), 19–19 (0), 20–26 (-6) once the last game is drawn 6–6.
    let points = json!([
        [13, 0],
        [13, 0],
        [0, 20],
        [0, 13],
        [6, 6],
        [13, 0],
        [0, 20],
        [14, 0]
    ]);
    let extra = json!({"series": "woaley", "game": 9, "points": points});
    let (w, _) = finish_series_game(extra, [0, 24]);
    let outcome = w.outcome().expect("the Woaley is over");
    assert_eq!(outcome.winner, None);
    assert_eq!(
        contract(&outcome)["matchScores"],
        json!([[26, 20], [19, 19], [20, 26]])
    );
    assert_eq!(contract(&outcome)["totalAdvantage"], json!([0, 0]));
    // Read back, the finished Woaley gives the same outcome.
    let reread = Woaley::from_position(&w.position()).expect("valid");
    assert_eq!(reread.outcome(), Some(outcome));
}

#[test]
fn a_whole_woaley_alternates_starters_and_ends_after_nine_games() {
    let options = Options {
        starting_player: 1,
        series: Series::Woaley,
        ..Options::default()
    };
    let mut g = Game::new(Variant::Woaley, &options).expect("new Woaley");
    assert_eq!(g.to_move(), 1);
    let mut starters = vec![g.to_move()];
    let mut games_ended = 0;
    let mut rng = Rng::new(7);
    for _ in 0..200_000 {
        if g.outcome().is_some() {
            break;
        }
        let moves = g.legal_moves();
        let events = g.play(&moves[rng.below(moves.len())]).expect("legal");
        games_ended += events
            .iter()
            .filter(|e| matches!(e, Event::GameEnd { .. }))
            .count();
        if let Some(i) = events.iter().position(|e| matches!(e, Event::Setup { .. })) {
            match events.get(i + 1) {
                Some(Event::Turn { player }) => starters.push(*player),
                other => panic!("a new game must start with a turn, got {other:?}"),
            }
        }
    }
    let outcome = g.outcome().expect("the Woaley ends");
    assert_eq!(games_ended, 9);
    assert_eq!(starters, [1, 0, 1, 0, 1, 0, 1, 0, 1]);
    let json = contract(&outcome);
    let points = json["points"].as_array().expect("per-game points");
    assert_eq!(points.len(), 9);
    let total: i64 = json["totalAdvantage"][0].as_i64().expect("a number");
    let sum: i64 = points
        .iter()
        .map(|p| p[0].as_i64().unwrap_or(0) - p[1].as_i64().unwrap_or(0))
        .sum();
    assert_eq!(total, sum, "the summed advantage is the points difference");
    let expected = match total.signum() {
        1 => Some(0),
        -1 => Some(1),
        _ => None,
    };
    assert_eq!(outcome.winner, expected);
}

// ---------------------------------------------------------------------------------------------
// Reading positions

#[test]
fn a_position_without_extra_is_the_start_of_a_single_game() {
    let w = Woaley::from_position(&position([4; 12], [0, 0], 1, Value::Null)).expect("valid");
    let fresh = Woaley::new(
        Variant::Woaley,
        &Options {
            starting_player: 1,
            ..Options::default()
        },
    )
    .expect("new game");
    assert_eq!(w, fresh);
    assert!(w.position().extra.is_empty());
}

#[test]
fn bad_positions_are_refused_with_the_reason() {
    let start = [4; 12];
    let cases: Vec<(Position, &str)> = vec![
        (
            Position::from_json(r#"{"variant":"woaley","pits":[4,4,4,4,4,4,4,4,4,4,4]}"#)
                .expect("json"),
            "woaley has 12 pits on a 2×6 board, but 11 were given",
        ),
        (
            position([5; 12], [0, 0], 0, Value::Null),
            "played with 48 seeds, but the pits hold 60",
        ),
        (
            position(start, [0, 0], 2, Value::Null),
            "toMove must be 0 or 1",
        ),
        (
            position(start, [0, 0], 0, json!({"round": 2})),
            "unknown extra field 'round'",
        ),
        (
            position(start, [0, 0], 0, json!({"series": "tournament"})),
            "extra.series",
        ),
        (
            position(start, [0, 0], 0, json!({"series": "match", "game": 4})),
            "extra.game is 4, but a match has games 1 to 3",
        ),
        (
            position(start, [0, 0], 0, json!({"game": 2})),
            "extra.game is 2, but a single game has games 1 to 1",
        ),
        (
            position(start, [0, 0], 0, json!({"series": "match", "game": 2})),
            "should list the 1 finished game(s), but it lists 0",
        ),
        (
            position(
                start,
                [0, 0],
                0,
                json!({"series": "match", "game": 2, "points": [[5, 3]]}),
            ),
            "extra.points[0] is [5, 3]",
        ),
        (
            position(
                start,
                [0, 0],
                0,
                json!({"series": "match", "game": 3, "points": [[13, 0], [13, 0], [13, 0], [13, 0]]}),
            ),
            "extra.points lists 4 games, but a match has 3",
        ),
        (
            position(start, [0, 0], 0, json!({"series": "match", "startingPlayer": 2})),
            "extra.startingPlayer must be 0 or 1, not 2",
        ),
        (
            position(
                start,
                [0, 0],
                0,
                json!({"points": [[13, 0]], "endReason": "no moves left"}),
            ),
            "pit 0 still holds seeds",
        ),
        (
            position([0; 12], [25, 23], 0, json!({"points": [[13, 0]], "endReason": "boredom"})),
            "extra.endReason 'boredom' is unknown",
        ),
        (
            position([0; 12], [25, 23], 0, json!({"points": [[0, 13]], "endReason": "repetition"})),
            "the stores [25, 23] give the last game [13, 0] points",
        ),
        (
            position(
                [0; 12],
                [25, 23],
                0,
                json!({"series": "match", "points": [[13, 0]], "endReason": "repetition"}),
            ),
            "so extra.game must be 3 and extra.points must list all 3 game(s)",
        ),
        (
            position([1, 1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0], [22, 22], 0, Value::Null),
            "player 0 is to move but has no hole with 2 or more seeds to play; he loses his move, so set toMove to 1",
        ),
        (
            position([1, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0], [22, 23], 0, Value::Null),
            "neither player can move",
        ),
    ];
    for (p, expected) in cases {
        let message = position_error(&p);
        assert!(
            message.contains(expected),
            "expected '{expected}' in '{message}'"
        );
    }
    let mut p = position(start, [0, 0], 0, Value::Null);
    p.owners = Some(vec![0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0]);
    assert!(position_error(&p).contains("Woaley holes never change hands"));
    let mut p = position(start, [0, 0], 0, Value::Null);
    p.cowries = Some(vec![0; 12]);
    assert!(position_error(&p).contains("no cowries"));
    let mut p = position(start, [0, 0], 0, Value::Null);
    p.variant = Variant::Gore;
    assert!(Woaley::from_position(&p).is_err());
}

#[test]
fn a_finished_single_game_reads_back_as_finished() {
    let p = position(
        [0; 12],
        [25, 23],
        1,
        json!({"points": [[13, 0]], "endReason": "no moves left"}),
    );
    let w = Woaley::from_position(&p).expect("valid finished game");
    let outcome = w.outcome().expect("over");
    assert_eq!(outcome.winner, Some(0));
    assert_eq!(contract(&outcome)["points"], json!([13, 0]));
    assert_eq!(Woaley::from_position(&w.position()), Ok(w));
}
