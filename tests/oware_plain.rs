//! A second Oware move generator, written deliberately plainly from `RULES.md` §4 (arrays, loops,
//! no bit tricks, nothing shared with the engine), and perft counts of the engine checked against
//! it: from the start position and from positions of seeded random games, for each grand-slam
//! rule (issue 19, item 5). The plain generator counts the rules it met (grand slams, forced
//! feeding, automatic harvests, laps of 12 or more, the 25-seed end), and the tests require each
//! to have been met, so that the comparison covers them.

use mancala::rules::oware::{perft, Oware};
use mancala::rules::rng::Rng;
use mancala::rules::{Game, Options, Rules, Variant};

/// What happens to a capture that would take every seed on the opponent's side (§4.5).
#[derive(Clone, Copy, Debug, PartialEq)]
enum GrandSlam {
    /// Lemery, O-5plots purposive (Oware Abapa): the plot farthest back is left.
    LeaveLastPlot,
    /// Ludoteka (international): nothing is captured.
    CaptureNothing,
}

/// How often each rule decided something, over a whole count.
#[derive(Default, Debug)]
struct Met {
    grand_slams: u64,
    feeding: u64,
    automatic_harvests: u64,
    long_laps: u64,
    reached_25: u64,
}

/// An Oware position as §4 describes it.
#[derive(Clone, Copy, Debug)]
struct Plain {
    pits: [u32; 12],
    stores: [u32; 2],
    to_move: usize,
    over: bool,
}

/// The plots of `player`: 0..6 for player 0, 6..12 for player 1 (§0.2).
fn side(player: usize) -> std::ops::Range<usize> {
    player * 6..player * 6 + 6
}

fn owner(pit: usize) -> usize {
    pit / 6
}

impl Plain {
    fn seeds_on(&self, player: usize) -> u32 {
        side(player).map(|i| self.pits[i]).sum()
    }

    /// The legal moves (§4.2): own plots with a seed; when the opponent's side is empty, only
    /// those that drop a seed there (none: the automatic harvest ends the game).
    fn moves(&self, met: &mut Met) -> Vec<usize> {
        if self.over {
            return Vec::new();
        }
        let p = self.to_move;
        let mut moves: Vec<usize> = side(p).filter(|&i| self.pits[i] > 0).collect();
        if self.seeds_on(1 - p) == 0 {
            met.feeding += 1;
            let last_plot = p * 6 + 5;
            // A move from plot i feeds when its seeds reach past the mover's last plot.
            moves.retain(|&i| self.pits[i] as usize > last_plot - i);
            if moves.is_empty() {
                met.automatic_harvests += 1;
            }
        }
        moves
    }

    /// The position after sowing `pit` (§4.3), its capture (§4.4, §4.5) and the 25-seed end
    /// (§4.6, 1.).
    fn play(&self, pit: usize, rule: GrandSlam, met: &mut Met) -> Plain {
        let mut next = *self;
        let p = self.to_move;
        let q = 1 - p;
        let mut seeds = next.pits[pit];
        if seeds >= 12 {
            met.long_laps += 1;
        }
        next.pits[pit] = 0;
        let mut at = pit;
        while seeds > 0 {
            at = (at + 1) % 12;
            if at == pit {
                continue; // the origin receives nothing
            }
            next.pits[at] += 1;
            seeds -= 1;
        }
        // The chain: the last plot and the plots before it on the opponent's side, each
        // holding 2 or 3, never leaving that side.
        let mut chain = Vec::new();
        let mut plot = at;
        loop {
            if owner(plot) != q || !(2..=3).contains(&next.pits[plot]) {
                break;
            }
            chain.push(plot);
            if plot % 6 == 0 {
                break;
            }
            plot -= 1;
        }
        let in_chain: u32 = chain.iter().map(|&i| next.pits[i]).sum();
        if !chain.is_empty() && in_chain == next.seeds_on(q) {
            met.grand_slams += 1;
            match rule {
                GrandSlam::LeaveLastPlot => {
                    chain.pop();
                }
                GrandSlam::CaptureNothing => chain.clear(),
            }
        }
        for i in chain {
            next.stores[p] += next.pits[i];
            next.pits[i] = 0;
        }
        next.to_move = q;
        if next.stores[p] >= 25 {
            met.reached_25 += 1;
            next.over = true;
        }
        next
    }

    /// Leaves `depth` plies down, counted as the engine's perft counts them: a finished game
    /// has no children.
    fn perft(&self, depth: u32, rule: GrandSlam, met: &mut Met) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves(met);
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .into_iter()
            .map(|pit| self.play(pit, rule, met).perft(depth - 1, rule, met))
            .sum()
    }
}

fn rule_of(variant: Variant) -> GrandSlam {
    match variant {
        Variant::OwareAbapa => GrandSlam::LeaveLastPlot,
        _ => GrandSlam::CaptureNothing,
    }
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
fn both(game: &Game, depth: u32, met: &mut Met) -> (u64, u64) {
    let engine = Oware::from_position(&game.position()).expect("an Oware position");
    let rule = rule_of(game.variant());
    (
        perft(&engine, depth),
        plain_of(game).perft(depth, rule, met),
    )
}

#[test]
fn the_plain_generator_counts_the_start_as_the_engine_does() {
    for variant in [Variant::OwareAbapa, Variant::OwareInternational] {
        let start = Game::new(variant, &Options::default()).expect("new game");
        let mut met = Met::default();
        for depth in 1..=7 {
            let (engine, plain) = both(&start, depth, &mut met);
            assert_eq!(engine, plain, "{variant} perft({depth}) from the start");
        }
    }
}

/// Positions of seeded random games of `variant` that are still going on, some with a side
/// emptied and some late in the game.
fn random_positions(variant: Variant, count: usize, seed: u64) -> Vec<Game> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let mut game = Game::new(variant, &Options::default()).expect("new game");
        let plies = rng.below(120);
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

#[test]
fn the_plain_generator_counts_random_positions_as_the_engine_does() {
    for (variant, seed) in [(Variant::OwareAbapa, 19), (Variant::OwareInternational, 20)] {
        let mut met = Met::default();
        for (i, game) in random_positions(variant, 600, seed).iter().enumerate() {
            let (engine, plain) = both(game, 4, &mut met);
            assert_eq!(
                engine,
                plain,
                "{variant}, random position {i}: perft(4) of {}",
                serde_json::to_string(&game.position()).unwrap_or_default()
            );
        }
        // Every rule of §4 decided something along the way: the counts compared cover them.
        assert!(met.grand_slams > 0, "{variant}: no grand slam met: {met:?}");
        assert!(met.feeding > 0, "{variant}: no forced feeding met: {met:?}");
        assert!(
            met.automatic_harvests > 0,
            "{variant}: no automatic harvest: {met:?}"
        );
        assert!(
            met.long_laps > 0,
            "{variant}: no lap of 12 or more: {met:?}"
        );
        assert!(met.reached_25 > 0, "{variant}: no game reached 25: {met:?}");
    }
}

#[test]
fn every_move_of_random_positions_leaves_the_board_the_plain_generator_leaves() {
    for (variant, seed) in [(Variant::OwareAbapa, 21), (Variant::OwareInternational, 22)] {
        let rule = rule_of(variant);
        let mut met = Met::default();
        for game in random_positions(variant, 600, seed) {
            let plain = plain_of(&game);
            let mut moves: Vec<usize> = game
                .legal_moves()
                .iter()
                .filter_map(mancala::rules::Move::pit)
                .collect();
            moves.sort_unstable();
            assert_eq!(moves, plain.moves(&mut met), "{variant}: the legal moves");
            for pit in moves {
                let mut after = game.clone();
                after
                    .play(&mancala::rules::Move::sow(pit))
                    .expect("a legal move");
                let expected = plain.play(pit, rule, &mut met);
                if after.outcome().is_some() {
                    // The end (25 seeds, or the automatic harvest the next turn begins with):
                    // the engine writes the finished board with the seeds left in the stores.
                    let next_has_none = expected.moves(&mut met).is_empty();
                    assert!(
                        expected.over || next_has_none,
                        "{variant}: over after {pit}"
                    );
                    continue;
                }
                let goes_on = !expected.over && !expected.moves(&mut met).is_empty();
                assert!(goes_on, "{variant}: the game goes on after {pit}");
                let position = after.position();
                assert_eq!(position.pits, expected.pits, "{variant}: pits after {pit}");
                assert_eq!(
                    position.stores_or_zero(),
                    expected.stores,
                    "{variant}: stores"
                );
            }
        }
        assert!(met.grand_slams > 0, "{variant}: no grand slam met: {met:?}");
    }
}

#[test]
fn the_two_grand_slam_rules_give_different_counts_where_they_apply() {
    // South's plot 6 (index 5) holds 2: its last seeds make 2 and 3 in North's only two
    // occupied plots (indices 6 and 7) — a grand slam. Abapa leaves plot 7, the international
    // rule takes nothing; the counts one ply later tell them apart.
    let position = serde_json::json!({
        "variant": "oware-abapa", "toMove": 0,
        "pits": [8, 8, 8, 8, 8, 2, 1, 2, 0, 0, 0, 0], "stores": [1, 2]
    });
    let mut met = Met::default();
    let mut counts = Vec::new();
    for variant in [Variant::OwareAbapa, Variant::OwareInternational] {
        let mut p = position.clone();
        p["variant"] = variant.id().into();
        let game = Game::from_position(&serde_json::from_value(p).expect("a position"))
            .expect("a valid position");
        let (engine, plain) = both(&game, 2, &mut met);
        assert_eq!(engine, plain, "{variant}");
        counts.push(engine);
    }
    assert!(met.grand_slams > 0, "{met:?}");
    assert_ne!(
        counts[0], counts[1],
        "the two rules leave North different moves"
    );
}
