//! The quiet move against the recorded one, and the row arithmetic.

use super::super::house::KauriRules;
use super::*;
use crate::house::{PlainRules, Played};
use crate::rng::Rng;
use crate::{Event, HouseRules, Move, NoEvents, Rules};

/// Every combination of K-skip and K-end, the defaults first.
fn every_house_rule() -> Vec<HouseRules> {
    let mut all = Vec::new();
    for skip in [false, true] {
        for stuck in [false, true] {
            let mut rules = HouseRules::default();
            if skip {
                rules.set("K-skip", "skip").expect("K-skip");
            }
            if stuck {
                rules.set("K-end", "cannot-move").expect("K-end");
            }
            all.push(rules);
        }
    }
    all
}

/// A random position by `rules`: 60 seeds and 12 cowries spread over the pits and stores,
/// often heaped on a few pits (long laps, pits without cowrie or without seed), sometimes
/// with every seed stored (the tie-break at 30–30).
fn random_game(rng: &mut Rng, rules: HouseRules) -> Kauri {
    let mut seeds = [0u8; PITS];
    let mut cowries = [0u8; PITS];
    let heap = rng.chance(0.3).then(|| rng.below(PITS));
    let pit = |rng: &mut Rng| match heap {
        Some(h) if rng.chance(0.5) => h,
        _ => rng.below(PITS),
    };
    let mut stores = [0u8; 2];
    let stored = if rng.chance(0.1) { 60 } else { rng.below(61) };
    let even = stored == 60 && rng.chance(0.5);
    for n in 0..60 {
        if n < stored {
            let p = if even { n % 2 } else { rng.below(2) };
            stores[p] += 1;
        } else {
            seeds[pit(rng)] += 1;
        }
    }
    for _ in 0..12 {
        cowries[pit(rng)] += 1;
    }
    let board = Board::new(seeds).with_cowries(cowries).with_stores(stores);
    let mut game = Kauri {
        board,
        to_move: rng.below(2) as Player,
        tie_break: board.on_board() == 0 && stores[0] == stores[1],
        end: None,
        rules: Played::new(rules),
    };
    game.end = game.end_of_position();
    if game.end.is_none() && !game.has_cowrie(game.to_move) {
        // He would pass: the other player moves (as a position read says).
        game.to_move = opp(game.to_move);
    }
    game
}

/// Each move from 20,000 random positions, and from the positions of random games, by every
/// combination of the house rules: played without events (the row arithmetic by the defaults),
/// it leaves the same game as played with them.
#[test]
fn matches_the_recorded_move() {
    let mut rng = Rng::new(41);
    let mut moves = Vec::new();
    let mut quiet_moves = 0;
    for case in 0..20_000 {
        let rules = every_house_rule()[case % 4];
        let mut game = random_game(&mut rng, rules);
        for _ in 0..if case % 10 == 0 { 60 } else { 1 } {
            if game.end.is_some() {
                break;
            }
            // Every pit, own or not, with or without cowrie: the quiet move must refuse what
            // it does not play.
            for pit in 0..PITS {
                let (mut quiet, mut loud) = (game, game);
                let mut events: Vec<Event> = Vec::new();
                quiet.play_unchecked(&Move::sow(pit), &mut NoEvents);
                loud.play_unchecked(&Move::sow(pit), &mut events);
                assert_eq!(quiet, loud, "{game:?} pit {pit}");
                quiet_moves += usize::from(
                    game.rules.is_default() && game.check_move(&Move::sow(pit)).is_ok(),
                );
            }
            game.legal_moves(&mut moves);
            let mv = moves[rng.below(moves.len())];
            game.play_unchecked(&mv, &mut NoEvents);
        }
    }
    assert!(quiet_moves > 30_000, "{quiet_moves}");
}

#[test]
fn the_defaults_are_read_as_the_defaults() {
    assert!(Played::<KauriRules>::new(HouseRules::default()).is_default());
    assert_eq!(
        *Played::<KauriRules>::new(HouseRules::default()),
        KauriRules::DEFAULTS
    );
}

#[test]
fn rows_read_and_write_the_pits() {
    let counts: [u8; PITS] = std::array::from_fn(|pit| (7 * pit + 3) as u8 % 61);
    let rows = Rows::read(&counts);
    assert_eq!(rows.write(), counts);
    for p in 0..2 {
        let row = &counts[ROW * p..ROW * p + ROW];
        assert_eq!(
            u32::from(rows.total(p)),
            row.iter().map(|&c| u32::from(c)).sum::<u32>()
        );
    }
    assert_eq!(nonzero(0x0000_3C00_0100_7F00), 0x0000_8000_8000_8000);
    assert_eq!(ring_run(10, 4), 0b1000_0000_0111);
    assert_eq!(ring_run(11, 12), RING);
    assert_eq!(ring_run(3, 0), 0);
    assert_eq!(ring_run(16, 12), RING);
    assert_eq!(ring_run(15, 3), 0b0111_0000);
}
