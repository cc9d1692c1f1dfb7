use super::index::{boards_below, boards_of, rank, Boards, PITS};
use super::table::seeds_on;
use super::*;
use mancala_rules::oware::{EndgameRules, Next};
use mancala_rules::rng::Rng;
use mancala_rules::{AnyGame, Game, HouseRules, Options, Position, Rules, Status, Variant};
use std::collections::HashSet;

/// Both Oware variants with the rules of their tables (default house rules).
fn both_variants() -> Vec<(Variant, EndgameRules)> {
    [Variant::OwareAbapa, Variant::OwareInternational]
        .into_iter()
        .filter_map(|v| Some((v, EndgameRules::new(v, &HouseRules::default())?)))
        .collect()
}

/// The rules of both Oware variants' tables.
fn both_rules() -> Vec<EndgameRules> {
    both_variants().into_iter().map(|(_, r)| r).collect()
}

#[test]
fn boards_are_walked_in_rank_order_and_unranked_anywhere() {
    for seeds in 0..=6 {
        let mut boards = Boards::from(seeds, 0);
        let mut count = 0;
        loop {
            let pits = boards.pits();
            assert_eq!(seeds_on(&pits), seeds);
            assert_eq!(rank(&pits), boards.rank(), "{pits:?}");
            assert_eq!(Boards::from(seeds, count).pits(), pits);
            count += 1;
            if !boards.advance() {
                break;
            }
        }
        assert_eq!(count, boards_of(seeds), "boards of {seeds} seeds");
    }
    assert_eq!(
        boards_below(16),
        17_383_860,
        "the boards of at most 15 seeds"
    );
    assert_eq!(
        boards_below(13),
        2_704_156,
        "the boards of at most 12 seeds"
    );
    let mut rng = Rng::new(3);
    for _ in 0..1000 {
        let r = rng.below(boards_of(15));
        assert_eq!(rank(&Boards::from(15, r).pits()), r);
    }
}

/// A game of `variant` on `pits` (pits 0..5 the mover's), with `mover` to move (the board
/// turned for player 1) and stores that no single move takes to 25; `None` for a board the
/// rules say no game reaches (the mover unable to feed the other's empty side).
fn game_on(variant: Variant, pits: [u8; PITS], mover: u8) -> Option<Game> {
    let mut board: Vec<u32> = pits.iter().map(|&s| u32::from(s)).collect();
    if mover == 1 {
        board.rotate_right(PITS / 2);
    }
    let n = seeds_on(&pits) as u32;
    let mut stores = [24 - n, 24];
    if mover == 1 {
        stores.reverse();
    }
    Game::from_position(&Position::of_seeds(variant, mover, board, stores)).ok()
}

/// What `game`'s board brings its mover by the table, from the real game after each of its
/// moves: the best, over the moves, of the seeds gained less what the board after brings the
/// other (or adds, when the other passes), or the final margin when the game ends.
fn best_over_moves(table: &EndgameTable, game: &Game) -> Bounds {
    let AnyGame::Oware(before) = game.rules() else {
        panic!("an Oware game")
    };
    let mover = usize::from(game.to_move());
    let mut best = Bounds {
        low: i8::MIN,
        high: i8::MIN,
    };
    for mv in game.legal_moves() {
        let mut after = game.clone();
        after.play(&mv).expect("a legal move");
        let AnyGame::Oware(o) = after.rules() else {
            unreachable!()
        };
        let diff = |s: [u32; 2]| s[mover] as i8 - s[1 - mover] as i8;
        let gain = diff(o.stores()) - diff(before.stores());
        let b = match o.status() {
            Status::Over(_) => Bounds::at(gain),
            Status::Playing if usize::from(o.to_move()) == mover => {
                table.bounds_of(o).expect("held").plus(gain)
            }
            Status::Playing => table.bounds_of(o).expect("held").negated().plus(gain),
        };
        best.low = best.low.max(b.low);
        best.high = best.high.max(b.high);
    }
    best
}

#[test]
fn every_entry_up_to_8_seeds_is_the_best_over_the_real_moves() {
    for (variant, rules) in both_variants() {
        let table = build(rules, 8).expect("built");
        let mut checked = 0;
        for seeds in 1..=8 {
            let mut boards = Boards::from(seeds, 0);
            loop {
                let pits = boards.pits();
                let mover = (boards.rank() % 2) as u8;
                let Some(game) = game_on(variant, pits, mover) else {
                    // Oware never lets a player be to move with no seed on his side, nor
                    // unable to feed the other's: the game has ended before.
                    let mine = pits[..6].iter().any(|&s| s > 0);
                    assert!(!mine || pits[6..].iter().all(|&s| s == 0), "{pits:?}");
                    if !boards.advance() {
                        break;
                    }
                    continue;
                };
                let AnyGame::Oware(o) = game.rules() else {
                    unreachable!()
                };
                let entry = table.bounds(&pits).expect("held");
                assert_eq!(table.bounds_of(o), Some(entry), "{pits:?} turned");
                if game.legal_moves().is_empty() {
                    // The game ended as the position was read (an automatic harvest).
                    assert!(game.outcome().is_some());
                } else {
                    assert_eq!(
                        best_over_moves(&table, &game),
                        entry,
                        "{}: {pits:?}",
                        rules.key()
                    );
                    checked += 1;
                }
                if !boards.advance() {
                    break;
                }
            }
        }
        assert!(checked > 100_000, "{checked} boards checked");
    }
}

/// The margin of the game from `pits` (pits 0..5 the mover's; the mover is player `mover`)
/// with best play by both and the whole history kept: a position met again ends the game, each
/// player taking the seeds on his side. `seen` holds the positions of the play since the last
/// capture (a capture changes the stores, so no position before it can come again), as boards
/// seen from player 0's side with the player to move. Alpha-beta within `(alpha, beta)`: a
/// value outside it is only known to lie outside.
fn exhaustive(
    rules: &EndgameRules,
    pits: [u8; PITS],
    mover: u8,
    seen: &mut Vec<([u8; PITS], u8)>,
    mut alpha: i8,
    beta: i8,
) -> i8 {
    let mut absolute = pits;
    if mover == 1 {
        absolute.rotate_right(PITS / 2);
    }
    if seen.contains(&(absolute, mover)) {
        let side = |row: &[u8]| row.iter().map(|&s| s as i8).sum::<i8>();
        return side(&pits[..6]) - side(&pits[6..]);
    }
    let (mut moves, mut successors) = (Vec::new(), Vec::new());
    rules.successors(pits, &mut moves, &mut successors);
    // Captures and ends first: they cut the search soonest.
    successors.sort_by_key(|s| -s.gain.abs() - i8::from(s.next == Next::Over));
    let seeds = seeds_on(&pits);
    let mut best = i8::MIN;
    for s in successors {
        let v = match s.next {
            Next::Over => s.gain,
            next => {
                let captured = seeds_on(&s.pits) < seeds;
                let mut history = if captured { Vec::new() } else { seen.clone() };
                history.push((absolute, mover));
                if next == Next::Mover {
                    let (a, b) = (alpha - s.gain, beta - s.gain);
                    s.gain + exhaustive(rules, s.pits, mover, &mut history, a, b)
                } else {
                    let (a, b) = (s.gain - beta, s.gain - alpha);
                    s.gain - exhaustive(rules, s.pits, 1 - mover, &mut history, a, b)
                }
            }
        };
        best = best.max(v);
        alpha = alpha.max(v);
        if alpha >= beta {
            break;
        }
    }
    best
}

/// The most seeds of the boards searched exhaustively.
const EXHAUSTIVE_SEEDS: usize = 3;

#[test]
fn exhaustive_play_with_the_whole_history_agrees_with_every_entry_up_to_3_seeds() {
    for rules in both_rules() {
        let table = build(rules, EXHAUSTIVE_SEEDS).expect("built");
        let (mut exact, mut flagged) = (0, 0);
        for seeds in 0..=EXHAUSTIVE_SEEDS {
            let mut boards = Boards::from(seeds, 0);
            loop {
                let pits = boards.pits();
                let entry = table.bounds(&pits).expect("held");
                // Null windows: at least `low`, at most `high`.
                let search =
                    |alpha, beta| exhaustive(&rules, pits, 0, &mut Vec::new(), alpha, beta);
                let at_least = search(entry.low - 1, entry.low) >= entry.low;
                let at_most = search(entry.high, entry.high + 1) <= entry.high;
                assert!(
                    at_least && at_most,
                    "{}: {pits:?} is not within {entry:?}",
                    rules.key()
                );
                match entry.exact() {
                    Some(_) => exact += 1,
                    None => flagged += 1,
                }
                if !boards.advance() {
                    break;
                }
            }
        }
        println!("{}: {exact} exact, {flagged} flagged", rules.key());
    }
}

#[test]
fn a_kept_table_reads_back_and_bad_bytes_are_refused() {
    let [abapa, international] = both_rules()[..] else {
        panic!("two rule sets")
    };
    let table = build(abapa, 6).expect("built");
    let bytes = table.to_bytes();
    let back = EndgameTable::from_bytes(abapa, bytes.clone()).expect("read back");
    assert_eq!(back.to_bytes(), bytes);
    assert!(EndgameTable::from_bytes(international, bytes.clone())
        .unwrap_err()
        .contains("not of \"oware-international\""));
    assert!(EndgameTable::from_bytes(abapa, bytes[..bytes.len() - 1].to_vec()).is_err());
    let mut bad = bytes.clone();
    let last = bad.len() - 1;
    bad[last] = 200;
    assert!(EndgameTable::from_bytes(abapa, bad)
        .unwrap_err()
        .contains("holds 200"));
    assert!(EndgameTable::from_bytes(abapa, b"nonsense".to_vec()).is_err());
}

#[test]
fn a_game_in_the_table_gets_a_best_move_that_keeps_its_value() {
    let mut rng = Rng::new(11);
    for (variant, rules) in both_variants() {
        let table = build(rules, 7).expect("built");
        let mut played = 0;
        let mut tried: HashSet<usize> = HashSet::new();
        while played < 300 {
            let r = rng.below(boards_below(8));
            let seeds = (0..=7).rev().find(|&n| boards_below(n) <= r).unwrap_or(0);
            if !tried.insert(r) {
                continue;
            }
            let pits = Boards::from(seeds, r - boards_below(seeds)).pits();
            let Some(game) = game_on(variant, pits, 0) else {
                continue;
            };
            let AnyGame::Oware(o) = game.rules() else {
                unreachable!()
            };
            let Some(value) = table.bounds_of(o).and_then(Bounds::exact) else {
                continue;
            };
            if game.outcome().is_some() {
                continue;
            }
            let Some((mv, margin)) = table.best_move(o) else {
                panic!(
                    "{pits:?} = {value}: no forcing move among {:?}",
                    table.worths(o)
                );
            };
            assert_eq!(margin, value);
            let worth = table
                .worths(o)
                .expect("held")
                .into_iter()
                .find(|w| w.mv == mv)
                .expect("a legal move");
            assert_eq!(worth.bounds.low, value, "{pits:?}: {mv:?}");
            played += 1;
        }
    }
    let _ = Options::default();
}
