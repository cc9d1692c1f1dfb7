//! Hand-worked Kauri scenarios, one or more per rule of `docs/rules/kauri.md` §3. Each position is
//! written out in full (seeds, cowries, stores) and every expected number was worked out by hand.

use mancala::rules::event::LapKind;
use mancala::rules::{
    CaptureCause, Details, EndReason, Event, Game, Move, Piece, Player, Position, Rules, Variant,
};
use serde_json::{Map, Value};

/// A Kauri position: `seeds` and `cowries` per pit, both stores, the player to move.
fn position(to_move: Player, seeds: [u32; 12], cowries: [u32; 12], stores: [u32; 2]) -> Position {
    Position {
        variant: Variant::Kauri,
        to_move,
        pits: seeds.to_vec(),
        cowries: Some(cowries.to_vec()),
        owners: None,
        stores: Some(stores),
        extra: Map::new(),
    }
}

fn game(to_move: Player, seeds: [u32; 12], cowries: [u32; 12], stores: [u32; 2]) -> Game {
    Game::from_position(&position(to_move, seeds, cowries, stores)).expect("a valid position")
}

/// The start of a move from `pit`: the lap, then lifting its seeds and cowries.
fn lift(pit: usize, seeds: u32, cowries: u32) -> Vec<Event> {
    vec![
        Event::Lap {
            pit,
            clockwise: false,
            kind: LapKind::First,
            number: 1,
        },
        Event::PickUp {
            pit,
            seeds,
            cowries,
        },
    ]
}

fn seed(pit: usize) -> Event {
    Event::Drop {
        pit,
        piece: Piece::Seed,
    }
}

fn cowrie(pit: usize) -> Event {
    Event::Drop {
        pit,
        piece: Piece::Cowrie,
    }
}

/// A seed headed for `pit` goes to the store of `owner`, the pit's owner (§3.4 rule 1).
fn to_opponent(pit: usize, owner: Player) -> Event {
    Event::HandToStore {
        pit: Some(pit),
        seeds: 1,
        player: owner,
        cause: CaptureCause::SeedToOpponent,
    }
}

fn cowrie_capture(pit: usize, seeds: u32, mover: Player) -> Event {
    Event::Capture {
        pit,
        seeds,
        player: mover,
        cause: CaptureCause::Cowrie,
    }
}

fn play(game: &mut Game, pit: usize) -> Vec<Event> {
    game.play(&Move::sow(pit))
        .unwrap_or_else(|e| panic!("pit {pit}: {e}"))
}

/// Seeds, cowries and stores on the board now.
fn board(game: &Game) -> (Vec<u32>, Vec<u32>, [u32; 2]) {
    let p = game.position();
    let stores = p.stores_or_zero();
    (p.pits, p.cowries.unwrap_or_default(), stores)
}

fn refusal(p: &Position) -> String {
    Game::from_position(p)
        .err()
        .map(|e| e.to_string())
        .unwrap_or_else(|| panic!("accepted: {}", p.to_json()))
}

fn with_extra(mut p: Position, key: &str, value: Value) -> Position {
    p.extra.insert(key.into(), value);
    p
}

// §3.1, §3.2: the start and the legal moves.
#[test]
fn new_game_starts_with_five_seeds_and_a_cowrie_per_pit() {
    let game = Game::new(Variant::Kauri, &Default::default()).expect("new game");
    let (seeds, cowries, stores) = board(&game);
    assert_eq!(seeds, vec![5; 12]);
    assert_eq!(cowries, vec![1; 12]);
    assert_eq!(stores, [0, 0]);
    assert_eq!(game.rules().totals(), (60, 12));
    assert_eq!(
        game.legal_moves(),
        (0..6).map(Move::sow).collect::<Vec<_>>()
    );
}

// §3.2, §3.3: a pit with cowries and no seed is a move; the cowries are sown.
#[test]
fn a_move_with_no_seed_sows_only_cowries() {
    let mut g = game(
        0,
        [5, 5, 0, 5, 5, 5, 5, 5, 5, 5, 5, 5],
        [1, 1, 2, 1, 1, 0, 1, 1, 1, 1, 1, 1],
        [3, 2],
    );
    assert_eq!(
        g.legal_moves(),
        [0, 1, 2, 3, 4].map(Move::sow).to_vec(),
        "pit 5 holds seeds but no cowrie: not a move"
    );
    let events = play(&mut g, 2);
    let mut expected = lift(2, 0, 2);
    expected.extend([cowrie(3), cowrie(4), Event::Turn { player: 1 }]);
    assert_eq!(events, expected);
    let (seeds, cowries, stores) = board(&g);
    assert_eq!(seeds, [5, 5, 0, 5, 5, 5, 5, 5, 5, 5, 5, 5]);
    assert_eq!(cowries, [1, 1, 0, 2, 2, 0, 1, 1, 1, 1, 1, 1]);
    assert_eq!(stores, [3, 2]);
}

// §3.3 (seeds before cowries, K-skip), §3.4 rule 1 (twice in one lap, and the same pit twice).
#[test]
fn seeds_onto_cowrie_only_pits_go_to_the_opponent_and_the_origin_receives() {
    let mut g = game(
        0,
        [1, 0, 0, 15, 0, 0, 0, 2, 0, 0, 1, 1],
        [2, 1, 1, 1, 0, 0, 1, 1, 0, 2, 0, 3],
        [20, 20],
    );
    let events = play(&mut g, 3);
    let mut expected = lift(3, 15, 1);
    expected.extend([
        seed(4),
        seed(5),
        to_opponent(6, 1), // pit 6: one cowrie, no seed
        seed(7),
        seed(8),           // pit 8 is empty, not cowrie-only
        to_opponent(9, 1), // pit 9: two cowries, no seed
        seed(10),
        seed(11),
        seed(0),
        seed(1),
        seed(2),
        seed(3), // the 12th seed goes into the origin (K-skip)
        seed(4),
        seed(5),
        to_opponent(6, 1), // pit 6 is still cowrie-only
        cowrie(7),         // pit 7 held a cowrie: nothing taken
        Event::Turn { player: 1 },
    ]);
    assert_eq!(events, expected);
    let (seeds, cowries, stores) = board(&g);
    assert_eq!(seeds, [2, 1, 1, 1, 2, 2, 0, 3, 1, 0, 2, 2]);
    assert_eq!(cowries, [2, 1, 1, 0, 0, 0, 1, 2, 0, 2, 0, 3]);
    assert_eq!(stores, [20, 23]);
    assert_eq!(g.rules().totals(), (60, 12));
}

// §3.4 rule 1: "a pit with neither seeds nor cowries is not cowrie-only".
#[test]
fn a_seed_stays_in_an_empty_opponent_pit() {
    let mut g = game(
        0,
        [5, 5, 5, 5, 5, 1, 0, 5, 5, 5, 5, 5],
        [1, 1, 1, 1, 1, 1, 0, 2, 1, 1, 1, 1],
        [5, 4],
    );
    let events = play(&mut g, 5);
    let mut expected = lift(5, 1, 1);
    expected.extend([seed(6), cowrie(7), Event::Turn { player: 1 }]);
    assert_eq!(events, expected);
    let (seeds, cowries, stores) = board(&g);
    assert_eq!(seeds, [5, 5, 5, 5, 5, 0, 1, 5, 5, 5, 5, 5]);
    assert_eq!(cowries, [1, 1, 1, 1, 1, 0, 0, 3, 1, 1, 1, 1]);
    assert_eq!(stores, [5, 4], "nothing went to a store");
}

// §3.4 rule 2: the cowrie takes the seeds sown into the pit earlier in the same move.
#[test]
fn a_cowrie_takes_the_seeds_sown_earlier_in_the_same_move() {
    let mut g = game(
        0,
        [1, 1, 1, 1, 1, 12, 2, 0, 3, 0, 4, 4],
        [1, 1, 1, 1, 1, 2, 0, 0, 1, 1, 2, 1],
        [14, 16],
    );
    let events = play(&mut g, 5);
    let mut expected = lift(5, 12, 2);
    expected.extend([
        seed(6), // 2 -> 3, no cowrie there: not cowrie-only
        seed(7), // empty -> 1
        seed(8),
        to_opponent(9, 1),
        seed(10),
        seed(11),
        seed(0),
        seed(1),
        seed(2),
        seed(3),
        seed(4),
        seed(5),
        cowrie(6),
        cowrie_capture(6, 3, 0), // 2 seeds that were there and the one just sown
        cowrie(7),
        cowrie_capture(7, 1, 0), // only the seed sown in this move
        Event::Turn { player: 1 },
    ]);
    assert_eq!(events, expected);
    let (seeds, cowries, stores) = board(&g);
    assert_eq!(seeds, [2, 2, 2, 2, 2, 1, 0, 0, 4, 0, 5, 5]);
    assert_eq!(cowries, [1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 2, 1]);
    assert_eq!(stores, [18, 17]);
}

// §3.4 rule 3, played by player 1 so that "own" is not simply "pits 0–5".
#[test]
fn own_pits_never_capture() {
    let mut g = game(
        1,
        [5, 5, 5, 5, 5, 5, 2, 0, 3, 4, 5, 5],
        [1, 1, 1, 1, 1, 1, 2, 1, 0, 0, 1, 2],
        [6, 5],
    );
    let events = play(&mut g, 6);
    let mut expected = lift(6, 2, 2);
    expected.extend([
        seed(7),   // own cowrie-only pit: the seed stays
        seed(8),   // own pit
        cowrie(9), // own pit without cowrie: its 4 seeds stay
        cowrie(10),
        Event::Turn { player: 0 },
    ]);
    assert_eq!(events, expected);
    let (seeds, cowries, stores) = board(&g);
    assert_eq!(seeds, [5, 5, 5, 5, 5, 5, 0, 1, 4, 4, 5, 5]);
    assert_eq!(cowries, [1, 1, 1, 1, 1, 1, 0, 1, 0, 1, 2, 2]);
    assert_eq!(stores, [6, 5]);
}

// §3.3 K-skip with cowries: 11 seeds and 2 cowries, the first cowrie lands in the origin.
#[test]
fn a_lap_of_twelve_or_more_counters_drops_into_its_origin() {
    let mut g = game(
        0,
        [11, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1],
        [2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0],
        [20, 23],
    );
    let events = play(&mut g, 0);
    let mut expected = lift(0, 11, 2);
    expected.extend((1..12).map(seed));
    expected.extend([cowrie(0), cowrie(1), Event::Turn { player: 1 }]);
    assert_eq!(events, expected);
    let (seeds, cowries, stores) = board(&g);
    assert_eq!(seeds, [0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2]);
    assert_eq!(cowries, [1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]);
    assert_eq!(stores, [20, 23]);
}

// §3.2: a player without cowrie passes until one comes back; §3.5 step 4 (normal phase).
#[test]
fn a_player_without_cowrie_passes_until_one_comes_back() {
    let mut g = game(
        1,
        [5, 1, 5, 5, 5, 5, 5, 5, 5, 5, 5, 0],
        [2, 1, 2, 2, 2, 2, 0, 0, 0, 0, 0, 1],
        [4, 5],
    );
    // Player 1 sends his last cowrie across; pit 0 already holds cowries, so nothing is taken.
    let events = play(&mut g, 11);
    let mut expected = lift(11, 0, 1);
    expected.extend([cowrie(0), Event::Turn { player: 0 }]);
    assert_eq!(events, expected);

    // Player 0 keeps his cowries at home: player 1 has none and passes.
    let events = play(&mut g, 1);
    let mut expected = lift(1, 1, 1);
    expected.extend([
        seed(2),
        cowrie(3),
        Event::Pass {
            player: 1,
            by_choice: false,
        },
        Event::Turn { player: 0 },
    ]);
    assert_eq!(events, expected);
    assert_eq!(g.to_move(), 0);
    assert!(
        g.outcome().is_none(),
        "a pass does not end the normal phase"
    );
    assert_eq!(g.legal_moves(), [0, 2, 3, 4, 5].map(Move::sow).to_vec());

    // A cowrie reaches pit 11 (empty: nothing to take) and player 1 moves again.
    let events = play(&mut g, 5);
    let mut expected = lift(5, 5, 2);
    expected.extend([seed(6), seed(7), seed(8), seed(9), seed(10)]);
    expected.extend([cowrie(11), cowrie(0), Event::Turn { player: 1 }]);
    assert_eq!(events, expected);
    assert_eq!(g.legal_moves(), vec![Move::sow(11)]);
    let (seeds, cowries, stores) = board(&g);
    assert_eq!(seeds, [5, 0, 6, 5, 5, 0, 6, 6, 6, 6, 6, 0]);
    assert_eq!(cowries, [4, 0, 2, 3, 2, 0, 0, 0, 0, 0, 0, 1]);
    assert_eq!(stores, [4, 5]);
}

// §3.5 step 1: 31 seeds end the game at once; 30 do not.
#[test]
fn thirty_one_seeds_end_the_game_at_once() {
    let seeds = [3, 3, 3, 3, 3, 0, 2, 0, 0, 0, 0, 0];
    let cowries = [2, 2, 2, 2, 1, 1, 0, 1, 1, 0, 0, 0];

    let mut thirty = game(0, seeds, cowries, [28, 15]);
    let events = play(&mut thirty, 5);
    assert_eq!(events.last(), Some(&Event::Turn { player: 1 }));
    assert_eq!(board(&thirty).2, [30, 15]);
    assert!(thirty.outcome().is_none(), "30 seeds are not yet a win");

    let mut g = game(0, seeds, cowries, [29, 14]);
    let events = play(&mut g, 5);
    let mut expected = lift(5, 0, 1);
    expected.extend([
        cowrie(6),
        cowrie_capture(6, 2, 0),
        Event::GameEnd {
            winner: Some(0),
            reason: EndReason::ThirtyOneSeeds,
        },
    ]);
    assert_eq!(events, expected);
    let outcome = g.outcome().expect("the game is over");
    assert_eq!(outcome.winner, Some(0));
    assert_eq!(outcome.stores, [31, 14]);
    assert_eq!(outcome.reason, EndReason::ThirtyOneSeeds);
    assert!(g.legal_moves().is_empty());
    let err = g.play(&Move::sow(0)).expect_err("no move after the end");
    assert!(err.to_string().contains("over"), "{err}");
}

// §3.5 step 2: the last seed leaves the board; the larger store wins (here the opponent's,
// thanks to the mover's own seed).
#[test]
fn the_game_ends_when_no_seed_is_left() {
    let mut g = game(
        0,
        [0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0],
        [2, 2, 2, 2, 2, 1, 1, 0, 0, 0, 0, 0],
        [29, 30],
    );
    let events = play(&mut g, 5);
    let mut expected = lift(5, 1, 1);
    expected.extend([
        to_opponent(6, 1),
        cowrie(7), // no cowrie there, but no seed to take either: no capture
        Event::GameEnd {
            winner: Some(1),
            reason: EndReason::ThirtyOneSeeds,
        },
    ]);
    assert_eq!(events, expected);
    let (seeds, _, stores) = board(&g);
    assert_eq!(seeds, vec![0; 12]);
    assert_eq!(stores, [29, 31]);
    let outcome = g.outcome().expect("over");
    assert_eq!(outcome.winner, Some(1));
    assert_eq!(outcome.details, Details::Kauri { tie_break: false });
}

// §3.5 step 2: at 30–30 with no seed left the tie-break starts; only cowries move.
#[test]
fn thirty_all_starts_the_tie_break() {
    let mut g = game(
        0,
        [0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0],
        [2, 2, 2, 2, 1, 1, 1, 0, 0, 0, 0, 1],
        [29, 29],
    );
    assert_eq!(
        g.position().extra.get("tieBreak"),
        Some(&Value::Bool(false))
    );
    let events = play(&mut g, 5);
    let mut expected = lift(5, 1, 1);
    expected.extend([
        to_opponent(6, 1),
        cowrie(7),
        cowrie_capture(7, 1, 0),
        Event::Turn { player: 1 },
    ]);
    assert_eq!(events, expected);
    assert_eq!(board(&g).2, [30, 30]);
    assert!(
        g.outcome().is_none(),
        "30–30 is no result: the tie-break decides"
    );
    assert_eq!(g.position().extra.get("tieBreak"), Some(&Value::Bool(true)));
    assert_eq!(g.legal_moves(), [6, 7, 11].map(Move::sow).to_vec());
}

// §3.5 steps 2 and 4: in the tie-break a player without cowrie at his turn start loses.
#[test]
fn in_the_tie_break_a_player_without_cowrie_loses() {
    // No `extra`: an empty board at 30–30 is read as the tie-break.
    let mut g = game(1, [0; 12], [1, 1, 1, 2, 2, 4, 0, 0, 0, 0, 0, 1], [30, 30]);
    assert_eq!(g.position().extra.get("tieBreak"), Some(&Value::Bool(true)));
    let events = play(&mut g, 11);
    let mut expected = lift(11, 0, 1);
    expected.extend([cowrie(0), Event::Turn { player: 0 }]);
    assert_eq!(events, expected);

    let events = play(&mut g, 1);
    let mut expected = lift(1, 0, 1);
    expected.extend([
        cowrie(2),
        Event::GameEnd {
            winner: Some(0),
            reason: EndReason::NoCowrie,
        },
    ]);
    assert_eq!(events, expected, "no pass in the tie-break: player 1 loses");
    let outcome = g.outcome().expect("over");
    assert_eq!(outcome.winner, Some(0));
    assert_eq!(outcome.stores, [30, 30]);
    assert_eq!(outcome.details, Details::Kauri { tie_break: true });
    assert!(g.legal_moves().is_empty());
}

// §3.5 K-rep with a real cycle: 12 plies of the tie-break bring the position back; its third
// occurrence (the start counts once) ends the game, a draw at 30–30.
#[test]
fn a_position_seen_three_times_ends_the_game() {
    let cycle = [1, 7, 3, 9, 4, 6, 2, 10, 5, 11, 0, 8];
    let cowries = [0, 3, 1, 1, 1, 0, 1, 3, 0, 1, 1, 0];
    let mut g = game(0, [0; 12], cowries, [30, 30]);
    let start = g.rules().repetition_key();
    assert!(start.is_some());
    for lap in 1..=2 {
        for (ply, pit) in cycle.into_iter().enumerate() {
            assert!(g.outcome().is_none(), "ended early: lap {lap} ply {ply}");
            let events = play(&mut g, pit);
            let last = ply + 1 == cycle.len();
            if last && lap == 2 {
                assert_eq!(
                    events.last(),
                    Some(&Event::GameEnd {
                        winner: None,
                        reason: EndReason::Repetition
                    })
                );
            } else {
                assert!(
                    matches!(events.last(), Some(Event::Turn { .. })),
                    "{events:?}"
                );
            }
        }
        assert_eq!(board(&g).1, cowries, "the cycle returns to its start");
    }
    let outcome = g.outcome().expect("ended by repetition");
    assert_eq!(outcome.winner, None, "equal stores: a draw");
    assert_eq!(outcome.reason, EndReason::Repetition);
    assert!(g.legal_moves().is_empty());
}

// §3.5 K-rep in the normal phase: the larger store wins. The two earlier occurrences come from
// `extra.positionsSeen`, as a saved game would carry them.
#[test]
fn repetition_is_decided_by_the_stores() {
    let before = position(0, [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 0], [1; 12], [3, 2]);
    let mut probe = Game::from_position(&before).expect("valid");
    let events = play(&mut probe, 0);
    assert_eq!(events.last(), Some(&Event::Turn { player: 1 }));
    let after = Value::String(probe.rules().repetition_key().expect("a turn boundary"));

    // Seen once before: this is the second occurrence, play goes on.
    let once = with_extra(
        before.clone(),
        "positionsSeen",
        Value::Array(vec![after.clone()]),
    );
    let mut g = Game::from_position(&once).expect("valid");
    play(&mut g, 0);
    assert!(g.outcome().is_none());

    // Seen twice before: the third occurrence ends the game.
    let twice = with_extra(
        before,
        "positionsSeen",
        Value::Array(vec![after.clone(), after]),
    );
    let mut g = Game::from_position(&twice).expect("valid");
    let events = play(&mut g, 0);
    assert_eq!(
        events.last(),
        Some(&Event::GameEnd {
            winner: Some(0),
            reason: EndReason::Repetition
        })
    );
    let outcome = g.outcome().expect("over");
    assert_eq!((outcome.winner, outcome.stores), (Some(0), [3, 2]));
    assert_eq!(
        g.position().extra.get("endedByRepetition"),
        Some(&Value::Bool(true))
    );
}

// §3.5 K-rep: the tie-break flag is part of the position.
#[test]
fn the_tie_break_flag_is_part_of_the_repetition_key() {
    // The same cowries and 30–30 stores, once with a seed left (normal phase) and once without.
    let cowries = [1, 1, 1, 2, 2, 4, 0, 0, 0, 0, 0, 1];
    let normal = game(0, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1], cowries, [30, 29]);
    let tie = game(0, [0; 12], cowries, [30, 30]);
    let (a, b) = (
        normal.rules().repetition_key(),
        tie.rules().repetition_key(),
    );
    assert!(a.is_some() && b.is_some());
    assert_ne!(a, b);
    assert!(b.unwrap_or_default().ends_with('T'));
}

// Moves refused with messages a page author can act on.
#[test]
fn illegal_moves_are_refused_with_reasons() {
    let g = game(
        0,
        [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5],
        [1, 1, 0, 1, 1, 2, 1, 1, 1, 1, 1, 1],
        [0, 0],
    );
    let reason = |mv: Move| {
        let mut copy = g.clone();
        let err = copy.play(&mv).expect_err("refused").to_string();
        assert_eq!(
            copy.position(),
            g.position(),
            "a refused move changes nothing"
        );
        err
    };
    assert!(reason(Move::sow(14)).contains("pit 14 does not exist"));
    assert!(reason(Move::sow(8)).contains("pit 8 belongs to player 1"));
    assert!(reason(Move::sow(2)).contains("pit 2 holds no cowrie"));
    assert!(reason(Move::Offer { holes: 1 }).contains("pit"));
    assert!(reason(Move::Answer { accept: true }).contains("pit"));
}

// Positions refused with clear messages.
#[test]
fn bad_positions_are_refused_with_reasons() {
    let good = position(0, [5; 12], [1; 12], [0, 0]);
    assert!(Game::from_position(&good).is_ok());

    let mut missing = good.clone();
    missing.cowries = None;
    assert!(refusal(&missing).contains("kauri needs \"cowries\""));

    let mut short = good.clone();
    short.cowries = Some(vec![1; 11]);
    assert!(refusal(&short).contains("cowries lists 11 pits"));

    let mut eleven = good.clone();
    eleven.cowries = Some(vec![1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]);
    assert!(refusal(&eleven).contains("12 cowries, but the pits hold 11"));

    let mut huge = good.clone();
    huge.cowries = Some(vec![u32::MAX, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    assert!(refusal(&huge).contains("12 cowries"));

    let mut seeds = good.clone();
    seeds.stores = Some([1, 0]);
    assert!(refusal(&seeds).contains("60 seeds"));

    let mut overflow = good.clone();
    overflow.pits[0] = u32::MAX;
    assert!(refusal(&overflow).contains("60 seeds"));

    let mut owners = good.clone();
    owners.owners = Some(vec![0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1]);
    assert!(refusal(&owners).contains("always belong"));

    let tie_with_seeds = with_extra(good.clone(), "tieBreak", Value::Bool(true));
    assert!(refusal(&tie_with_seeds).contains("tie-break starts only"));

    let empty = position(0, [0; 12], [1; 12], [30, 30]);
    let not_tie = with_extra(empty, "tieBreak", Value::Bool(false));
    assert!(refusal(&not_tie).contains("extra.tieBreak must be true"));

    let unknown = with_extra(good.clone(), "round", Value::from(2));
    assert!(refusal(&unknown).contains("unknown extra field 'round'"));

    let bad_flag = with_extra(good.clone(), "tieBreak", Value::from("yes"));
    assert!(refusal(&bad_flag).contains("extra.tieBreak"));

    // Player 1 to move without a cowrie: in the normal phase he would have passed.
    let no_cowrie = position(1, [5; 12], [2, 2, 2, 2, 2, 2, 0, 0, 0, 0, 0, 0], [0, 0]);
    assert!(refusal(&no_cowrie).contains("toMove must be 0"));

    // Already won at 31: it cannot also have ended by repetition.
    let won = position(1, [1; 12], [1; 12], [31, 17]);
    assert!(Game::from_position(&won).is_ok_and(|g| g.outcome().is_some()));
    let both = with_extra(won, "endedByRepetition", Value::Bool(true));
    assert!(refusal(&both).contains("already ended"));

    // Cowries in another game are refused by the checks every game shares.
    let mut oware = position(0, [4; 12], [1; 12], [0, 0]);
    oware.variant = Variant::OwareAbapa;
    let err = oware.check_common(&[]).expect_err("no cowries in oware");
    assert!(err.to_string().contains("has no cowries"), "{err}");
}

// The position format round-trips through JSON, `extra` included.
#[test]
fn positions_read_back_as_written() {
    let g = game(
        1,
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        [1, 1, 1, 2, 2, 4, 0, 0, 0, 0, 0, 1],
        [30, 30],
    );
    let json = g.position().to_json();
    let back = Game::from_position(&Position::from_json(&json).expect("json")).expect("valid");
    assert_eq!(back.position(), g.position());
    assert!(json.contains("\"tieBreak\":true"), "{json}");
}

// A game ended by repetition is saved and read back like any other (the record of positions seen
// ends with the game, so the finished position reads back on its own).
#[test]
fn a_game_ended_by_repetition_reads_back() {
    let cycle = [1, 7, 3, 9, 4, 6, 2, 10, 5, 11, 0, 8];
    let mut g = game(0, [0; 12], [0, 3, 1, 1, 1, 0, 1, 3, 0, 1, 1, 0], [30, 30]);
    for pit in cycle.into_iter().chain(cycle) {
        play(&mut g, pit);
    }
    assert_eq!(g.outcome().map(|o| o.reason), Some(EndReason::Repetition));
    let back = Game::from_position(&g.position()).map(|b| (b.position(), b.outcome()));
    assert_eq!(back, Ok((g.position(), g.outcome())));
}
