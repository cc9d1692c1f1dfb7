//! The endgame table's duel: level 5 with the table against level 5 without it, natively.
//! `cargo bench --bench endgame_duel [-- TABLE_SEEDS POSITIONS MIN MAX] [VARIANT] [play-out]`
//! (defaults 12, 200, 10, 12, both Oware rule sets; VARIANT is one id, such as `oware-abapa`;
//! `play-out` plays international's games on past 25 seeds, so that the final seeds are those
//! the table's margins count; Abapa's always stop at 25): the table of each Oware rule set is
//! built up to TABLE_SEEDS seeds, then from POSITIONS random boards of MIN to MAX seeds (stores
//! sharing the rest), each pair of games played with colours swapped. Printed: pairs where the
//! table's side scored worse than the search's (in points, a win 1 and a draw ½; then in
//! seeds), with how many of its moves the table's side searched in them; the points and seeds
//! of each side, and the think time of each side per move. The table's side searches where the
//! table is not exact.

use mancala::ai::endgame::{self, build};
use mancala::ai::{best_move_in_game, Level, Settings};
use mancala::rules::oware::EndgameRules;
use mancala::rules::rng::Rng;
use mancala::rules::{Game, HouseRules, Position, Variant};
use std::time::{Duration, Instant};

/// The most plies of one game (a game a repetition does not end stops here, as a draw).
const MAX_PLIES: usize = 400;

struct Side {
    settings: Settings,
    think: Duration,
    moves: u32,
    /// Moves played from the table (no search).
    from_table: u32,
}

/// Plays `game` out with `sides[seat[p]]` for player `p`; the final seeds of each player.
fn play_out(mut game: Game, sides: &mut [Side; 2], seat: [usize; 2]) -> [i64; 2] {
    for _ in 0..MAX_PLIES {
        if let Some(outcome) = game.outcome() {
            return outcome.stores.map(i64::from);
        }
        let side = &mut sides[seat[usize::from(game.to_move())]];
        let start = Instant::now();
        let Some(result) = best_move_in_game(&game, &side.settings, None) else {
            break;
        };
        side.think += start.elapsed();
        side.moves += 1;
        side.from_table += u32::from(result.nodes == 0 && result.depth == 0);
        if game.play(&result.mv).is_err() {
            break;
        }
    }
    let stores = game.position().stores.unwrap_or([0, 0]);
    stores.map(i64::from)
}

fn points(mine: i64, theirs: i64) -> f64 {
    match mine.cmp(&theirs) {
        std::cmp::Ordering::Greater => 1.0,
        std::cmp::Ordering::Equal => 0.5,
        std::cmp::Ordering::Less => 0.0,
    }
}

fn main() {
    let words: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<usize> = words.iter().filter_map(|a| a.parse().ok()).collect();
    let only: Vec<Variant> = words.iter().filter_map(|a| a.parse().ok()).collect();
    let past_25 = words.iter().any(|a| a == "play-out");
    let arg = |i: usize, default: usize| args.get(i).copied().unwrap_or(default);
    let (table_seeds, positions, min, max) = (arg(0, 12), arg(1, 200), arg(2, 10), arg(3, 12));
    let expert = Settings::new(Level::Expert).with_seed(1);
    for variant in [Variant::OwareAbapa, Variant::OwareInternational] {
        if !only.is_empty() && !only.contains(&variant) {
            continue;
        }
        if past_25 && variant != Variant::OwareInternational {
            println!("{variant}: its games end at 25 seeds (only international's play out)");
            continue;
        }
        let Some(rules) = EndgameRules::new(variant, &HouseRules::default()) else {
            continue;
        };
        let start = Instant::now();
        let Some(table) = build(rules, table_seeds) else {
            continue;
        };
        println!(
            "{}: table up to {table_seeds} seeds built in {:.1} s",
            rules.key(),
            start.elapsed().as_secs_f64()
        );
        endgame::install(table);
        let mut rng = Rng::new(2026);
        let side = |settings| Side {
            settings,
            think: Duration::ZERO,
            moves: 0,
            from_table: 0,
        };
        // Side 0 plays with the table, side 1 without.
        let mut sides = [side(expert), side(expert.without_endgame_table())];
        let (mut pairs, mut worse_points, mut worse_seeds) = (0, 0, 0);
        let (mut points_with, mut points_without, mut seeds_with, mut seeds_without) =
            (0.0, 0.0, 0i64, 0i64);
        while pairs < positions {
            let seeds = min + rng.below(max - min + 1);
            let mut pits = vec![0u32; 12];
            for _ in 0..seeds {
                pits[rng.below(12)] += 1;
            }
            let left = 48 - seeds as u32;
            // Stores as a game reaches them: neither at 25.
            let first = (left / 2).saturating_sub(3) + rng.below(7) as u32;
            let stores = [first.min(24), left - first.min(24)];
            if stores[1] > 24 {
                continue;
            }
            let to_move = rng.below(2) as u8;
            let mut position = Position::of_seeds(variant, to_move, pits.clone(), stores);
            if past_25 {
                position.extra.insert("playOut".into(), true.into());
            }
            let Ok(game) = Game::from_position(&position) else {
                continue;
            };
            if game.outcome().is_some() {
                continue;
            }
            let (me, other) = (usize::from(to_move), 1 - usize::from(to_move));
            // The table's side moves first, then the search's.
            let mut seat = [0; 2];
            seat[other] = 1;
            let (moves_before, table_before) = (sides[0].moves, sides[0].from_table);
            let a = play_out(game.clone(), &mut sides, seat);
            let b = play_out(game, &mut sides, [seat[1], seat[0]]);
            let searched = (sides[0].moves - moves_before) - (sides[0].from_table - table_before);
            let pair_with = points(a[me], a[other]) + points(b[other], b[me]);
            let pair_without = points(a[other], a[me]) + points(b[me], b[other]);
            let margin_with = (a[me] - a[other]) + (b[other] - b[me]);
            points_with += pair_with;
            points_without += pair_without;
            seeds_with += a[me] + b[other];
            seeds_without += a[other] + b[me];
            worse_points += usize::from(pair_with < pair_without);
            worse_seeds += usize::from(margin_with < 0);
            if pair_with < pair_without || margin_with < 0 {
                println!(
                    "  worse: pits {pits:?} stores {stores:?}, player {to_move} to move; \
                     stores at the end, the table's side first {a:?}, the search's side first {b:?}; \
                     the table's side searched {searched} of its moves"
                );
            }
            pairs += 1;
            if pairs % 10 == 0 {
                println!(
                    "  {pairs} pairs: worse in {worse_points} (points), {worse_seeds} (seeds)"
                );
            }
        }
        let per_move = |s: &Side| s.think.as_secs_f64() * 1000.0 / f64::from(s.moves.max(1));
        println!(
            "  {pairs} pairs: the table's side scored worse in {worse_points} (points), {worse_seeds} (seeds)\n  \
             points {points_with} to {points_without}; seeds {seeds_with} to {seeds_without}\n  \
             think time per move: {:.1} ms with the table ({} moves, {} of them from the table), \
             {:.1} ms without ({} moves)",
            per_move(&sides[0]),
            sides[0].moves,
            sides[0].from_table,
            per_move(&sides[1]),
            sides[1].moves
        );
        endgame::uninstall_all();
    }
}
