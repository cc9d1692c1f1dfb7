//! Goré's evaluation: stores, the best capture in reach of each side (2 or 4, chained both
//! ways) and the seeds on one's own holes, which the end of the game gives to their owner.

use super::{diff, for_player, Pair, Rows};
use crate::style::{style, LevelStyles, Tuned};
use crate::Searchable;
use mancala_rules::gore::Gore;
use mancala_rules::{Player, Rules};

/// Whether a hole holding `seeds` after the drop is taken (`docs/rules/gore.md` §1).
fn takes(seeds: i32) -> bool {
    seeds == 2 || seeds == 4
}

/// The best single-lap capture (in seeds) for each player: a lap ending on an opponent's hole
/// that then holds 2 or 4 takes it and its neighbours holding 2 or 4, back and forward, up to
/// the origin. Laps of as many seeds as the ring has holes, or more, wrap: too rare to model.
fn best_captures<const N: usize>(rows: &Rows<'_, N>) -> Pair {
    let mut best = [0; 2];
    for origin in 0..N {
        let seeds = usize::from(rows.pits[origin]);
        let p = rows.owner(origin);
        if seeds < 1 || seeds >= N {
            continue;
        }
        let last = (origin + seeds) % N;
        // After the lap, the holes from origin+1 to last hold one more seed.
        let after = |j: usize| -> i32 {
            let k = (j + N - origin) % N;
            i32::from(rows.pits[j]) + i32::from(k >= 1 && k <= seeds)
        };
        if rows.owner(last) == p || !takes(after(last)) {
            continue;
        }
        let mut taken = after(last);
        for step in [N - 1, 1] {
            let mut j = last;
            for _ in 1..N {
                j = (j + step) % N;
                if j == origin || !takes(after(j)) {
                    break;
                }
                taken += after(j);
            }
        }
        best[p] = best[p].max(taken);
    }
    best
}

/// Tuned by `examples/calibrate.rs` (`src/ai/style.rs` says how).
impl Tuned for Gore {
    const LEVELS: LevelStyles = LevelStyles {
        beginner: style(300, 1, 300, 0.5).glance(600),
        easy: style(300, 1, 400, 0.4).glance(300),
        medium: style(300, 1, 200, 0.2).glance(300),
        hard: style(1_000, 2, 200, 0.3),
    };
}

impl Searchable for Gore {
    fn evaluate(&self, me: Player) -> i32 {
        let rows = Rows::new(self.pits(), self.owners(), self.stores(), self.to_move());
        let threat = best_captures(&rows);
        // The end of the game gives every hole to its owner: owned seeds are half-won.
        let for_p0 = rows.material() + rows.tempo_weighted(threat) + 40 * diff(rows.owned_seeds());
        for_player(me, for_p0)
    }

    fn won_without_glory(&self) -> bool {
        self.outcome().is_some_and(|o| {
            matches!(
                o.details,
                mancala_rules::Details::Gore {
                    without_glory: true
                }
            )
        })
    }
}
