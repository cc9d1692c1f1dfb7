//! A second Oware move generator, written deliberately plainly from `docs/rules/oware.md` §4
//! (arrays, loops, no bit tricks, nothing shared with the engine), and perft counts of the engine
//! checked against it: from the start position and from positions of seeded random games, for each
//! grand-slam rule — the international one and O-5plots' three (purposive, literal, ludii), each
//! also with O-may "optional", each choice of harvest a move. The plain
//! generator counts the rules it met (grand slams, forced feeding, automatic harvests, laps of 12
//! or more, the 25-seed end, passes, moves "ludii" forbids or all of them, harvests left), and the
//! tests require each to have been met, so that the comparison covers them.

use crate::plain_oware;
use plain_oware::{check_met, GrandSlam, Met, Plain, Rule};

use mancala::rules::oware::{perft, Oware};
use mancala::rules::rng::Rng;
use mancala::rules::{Game, Move, Options, Rules, Variant};

/// Every set of rules checked: the variant, its house rules as JSON, and the plain reading.
fn configurations() -> Vec<(Variant, String, Rule)> {
    use GrandSlam::*;
    let mut all = vec![(
        Variant::OwareInternational,
        "{}".to_string(),
        Rule {
            slam: CaptureNothing,
            optional: false,
        },
    )];
    for (name, slam) in [
        ("purposive", LeaveLastPlot),
        ("literal", Literal),
        ("ludii", Ludii),
    ] {
        for (may, optional) in [("compulsory", false), ("optional", true)] {
            let rules = format!(r#"{{"O-5plots": "{name}", "O-may": "{may}"}}"#);
            let rule = Rule { slam, optional };
            all.push((Variant::OwareAbapa, rules, rule));
        }
    }
    all
}

fn rules_json(rules: &str) -> serde_json::Value {
    serde_json::from_str(rules).expect("the rules' JSON")
}

fn options(rules: &str) -> Options {
    serde_json::from_str(&format!(r#"{{"rules": {rules}}}"#)).expect("known rule options")
}

/// The plain reading of an engine position.
fn plain_of(game: &Game) -> Plain {
    let position = game.position();
    let mut pits = [0; 12];
    pits.copy_from_slice(&position.pits);
    Plain {
        pits,
        stores: position.stores_or_zero(),
        to_move: usize::from(position.to_move),
        over: game.outcome().is_some(),
    }
}

/// Both counts of `game` at `depth`: the engine's and the plain generator's.
fn both(game: &Game, depth: u32, rule: Rule, met: &mut Met) -> (u64, u64) {
    let engine = Oware::from_position(&game.position()).expect("an Oware position");
    (
        perft(&engine, depth),
        plain_of(game).perft(depth, rule, met),
    )
}

#[test]
fn the_plain_generator_counts_the_start_as_the_engine_does() {
    for (variant, rules, rule) in configurations() {
        let start = Game::new(variant, &options(&rules)).expect("new game");
        let mut met = Met::default();
        for depth in 1..=7 {
            let (engine, plain) = both(&start, depth, rule, &mut met);
            assert_eq!(
                engine, plain,
                "{variant} {rules}: perft({depth}) from the start"
            );
        }
    }
}

/// Positions of seeded random games of `variant` under `rules` that are still going on, some
/// with a side emptied and some late in the game.
fn random_positions(variant: Variant, rules: &str, count: usize, seed: u64) -> Vec<Game> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let mut game = Game::new(variant, &options(rules)).expect("new game");
        let plies = rng.below(200);
        for _ in 0..plies {
            let moves = game.legal_moves();
            if game.outcome().is_some() || moves.is_empty() {
                break;
            }
            game.play(&moves[rng.below(moves.len())])
                .expect("a legal move");
        }
        if game.outcome().is_none() {
            out.push(game);
        }
    }
    out
}

/// `count` positions with few seeds left (2 to 12), placed at random, where the game goes on
/// under `rules`: where forced feeding, passes and the automatic harvest come up.
fn sparse_positions(variant: Variant, rules: &str, count: usize, seed: u64) -> Vec<Game> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let mut pits = [0u32; 12];
        // Half of them with 5 seeds or fewer, where a move often takes all the opponent has.
        let most = if rng.chance(0.5) { 4 } else { 11 };
        let seeds = 2 + rng.below(most) as u32;
        for _ in 0..seeds {
            pits[rng.below(12)] += 1;
        }
        // Neither store at 25, which would have ended the game.
        let stored = 48 - seeds;
        let first = stored - 24 + rng.below(49 - stored as usize) as u32;
        let position = serde_json::json!({
            "variant": variant.id(), "toMove": rng.below(2), "pits": pits,
            "stores": [first, stored - first], "extra": { "rules": rules_json(rules) }
        });
        let position = serde_json::from_value(position).expect("a position");
        if let Ok(game) = Game::from_position(&position) {
            out.push(game);
        }
    }
    out
}

/// Positions to compare the two generators on: from random games, and sparse ones.
fn positions(variant: Variant, rules: &str, seed: u64) -> Vec<Game> {
    let mut all = random_positions(variant, rules, 600, seed);
    all.extend(sparse_positions(variant, rules, 600, seed));
    all
}

#[test]
fn the_plain_generator_counts_random_positions_as_the_engine_does() {
    for (seed, (variant, rules, rule)) in (19..).zip(configurations()) {
        let mut met = Met::default();
        for (i, game) in positions(variant, &rules, seed).iter().enumerate() {
            let (engine, plain) = both(game, 4, rule, &mut met);
            assert_eq!(
                engine,
                plain,
                "{variant} {rules}, random position {i}: perft(4) of {}",
                serde_json::to_string(&game.position()).unwrap_or_default()
            );
        }
        check_met(&met, rule, &format!("{variant} {rules}"));
    }
}

#[test]
fn every_move_of_random_positions_leaves_the_board_the_plain_generator_leaves() {
    for (seed, (variant, rules, rule)) in (31..).zip(configurations()) {
        let mut met = Met::default();
        for game in positions(variant, &rules, seed) {
            let plain = plain_of(&game);
            let moves = plain.moves(rule, &mut met);
            let sorted = |mut list: Vec<String>| {
                list.sort();
                list
            };
            let engine_moves = game.legal_moves();
            let engine_moves = engine_moves.iter().map(serde_json::to_string);
            assert_eq!(
                sorted(engine_moves.collect::<Result<_, _>>().expect("JSON")),
                sorted(moves.iter().map(|mv| mv.json()).collect()),
                "{variant} {rules}: the legal moves"
            );
            // The rules alone: the repetition end (§4.6, 2.) is counted by `Game`, outside them.
            let engine = Oware::from_position(&game.position()).expect("an Oware position");
            for mv in moves {
                let engine_move: Move = serde_json::from_str(&mv.json()).expect("a move");
                let mut after = engine;
                after.play(&engine_move).expect("a legal move");
                let expected = plain.play(mv, rule, &mut met);
                let context = format!("{variant} {rules}: after {}", mv.json());
                if after.outcome().is_some() {
                    // The end (25 seeds, or the automatic harvest the next turn begins with):
                    // the engine writes the finished board with the seeds left in the stores.
                    let next_has_none = expected.moves(rule, &mut met).is_empty();
                    assert!(expected.over || next_has_none, "{context}: over");
                    continue;
                }
                let goes_on = !expected.over && !expected.moves(rule, &mut met).is_empty();
                assert!(goes_on, "{context}: the game goes on");
                let position = after.position();
                assert_eq!(position.pits, expected.pits, "{context}: pits");
                assert_eq!(position.stores_or_zero(), expected.stores, "{context}");
                assert_eq!(usize::from(position.to_move), expected.to_move, "{context}");
            }
        }
        assert!(
            met.grand_slams > 0,
            "{variant} {rules}: no grand slam met: {met:?}"
        );
    }
}

#[test]
fn the_grand_slam_rules_give_different_counts_where_they_apply() {
    // South's plot 6 (index 5) holds 2: its last seeds make 2 and 3 in North's only two
    // occupied plots (indices 6 and 7) — a grand slam. Each rule leaves North (or South)
    // different moves; the counts one ply later tell them apart.
    let position = serde_json::json!({
        "variant": "oware-abapa", "toMove": 0,
        "pits": [8, 8, 8, 8, 8, 2, 1, 2, 0, 0, 0, 0], "stores": [1, 2]
    });
    let mut met = Met::default();
    let mut counts = Vec::new();
    for (variant, rules, rule) in configurations() {
        let mut p = position.clone();
        p["variant"] = variant.id().into();
        p["extra"] = serde_json::json!({ "rules": rules_json(&rules) });
        let game = Game::from_position(&serde_json::from_value(p).expect("a position"))
            .expect("a valid position");
        let (engine, plain) = both(&game, 2, rule, &mut met);
        assert_eq!(engine, plain, "{variant} {rules}");
        counts.push(engine);
    }
    assert!(met.grand_slams > 0, "{met:?}");
    // International, then purposive, literal and ludii (each without optional harvests).
    let rules = [counts[0], counts[1], counts[3], counts[5]];
    for (i, a) in rules.iter().enumerate() {
        for b in &rules[i + 1..] {
            assert_ne!(
                a, b,
                "two grand-slam rules leave the same moves: {counts:?}"
            );
        }
    }
}
