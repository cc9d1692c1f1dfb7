//! Static evaluation: how good a position is for one player, in hundredths of a seed.
//!
//! Every game is scored first by what decides it (store difference; Omweso: seeds on each side),
//! then by a few terms that pay in search (measured by self-play while tuning):
//! - seeds in reach of capture: the best single-lap capture each side could make now (Oware,
//!   Goré), weighted more for the side to move, which can take it, than for the side that can
//!   only defend;
//! - seeds on one's own pits where the end of the game (or round) sweeps them to their owner
//!   (Goré, Woaley, Nam-Nam, Oware's repetition and automatic harvest);
//! - mobility (pits one may sow from);
//! - Kauri: cowries on one's side (they are both the right to move and the capturing pieces) and
//!   seeds left on one's pits without a cowrie (a cowrie dropped there takes them);
//! - Omweso: seeds exposed in columns where both of one's plots are occupied and the facing inner
//!   plot can harvest them.
//!
//! The evaluation reads the game through [`Rules::position`], the only view the trait offers of
//! every game.

use crate::rules::{Player, Position, Rules, Variant};

/// One seed, in evaluation units.
pub const SEED: i32 = 100;

/// The value of `game` for `me`, in hundredths of a seed (positive: good for `me`).
pub fn evaluate<G: Rules>(game: &G, me: Player) -> i32 {
    evaluate_position(&game.position(), me)
}

/// The value of a position for `me` (see [`evaluate`]).
pub fn evaluate_position(pos: &Position, me: Player) -> i32 {
    let board = Board::read(pos);
    let for_p0 = match pos.variant {
        Variant::OwareAbapa | Variant::OwareInternational => board.oware(),
        Variant::Gore => board.gore(),
        Variant::Woaley => board.sweep_game(15, 2) + series_points(pos) * SEED,
        Variant::NamNam => board.sweep_game(30, 1),
        Variant::Kauri => board.kauri(),
        Variant::Omweso => board.omweso(),
    };
    if me == 0 {
        for_p0
    } else {
        -for_p0
    }
}

/// Woaley series (`RULES.md` §2.7): the points of the finished games, P0's minus P1's. Both a
/// match (sum of points) and a Woaley (sum of per-match advantages) are decided by this total,
/// and a point is worth about a seed (a won game scores 12 plus one per seed beyond 24).
fn series_points(pos: &Position) -> i32 {
    let points: Vec<[u32; 2]> = pos.extra_or("points", Vec::new()).unwrap_or_default();
    points
        .iter()
        .map(|[a, b]| clamp_i32(*a) - clamp_i32(*b))
        .fold(0, i32::saturating_add)
}

/// The parts of a position the evaluation uses, with defaults filled in.
struct Board {
    pits: Vec<i32>,
    cowries: Vec<i32>,
    owners: Vec<Player>,
    stores: [i32; 2],
    to_move: Player,
}

/// Per-player sums, `[P0, P1]`.
type Pair = [i32; 2];

fn clamp_i32(x: u32) -> i32 {
    i32::try_from(x).unwrap_or(i32::MAX / 4)
}

/// `x[0] - x[1]`.
fn diff(x: Pair) -> i32 {
    x[0] - x[1]
}

impl Board {
    fn read(pos: &Position) -> Board {
        let n = pos.pits.len();
        let stores = pos.stores_or_zero();
        Board {
            pits: pos.pits.iter().map(|&s| clamp_i32(s)).collect(),
            cowries: pos
                .cowries
                .as_ref()
                .map(|c| c.iter().map(|&s| clamp_i32(s)).collect())
                .unwrap_or_else(|| vec![0; n]),
            owners: pos.owners_or_default(),
            stores: [clamp_i32(stores[0]), clamp_i32(stores[1])],
            to_move: pos.to_move.min(1),
        }
    }

    fn owner(&self, i: usize) -> usize {
        usize::from(self.owners.get(i).copied().unwrap_or(0).min(1))
    }

    /// Seeds on the pits each player owns.
    fn owned_seeds(&self) -> Pair {
        let mut sums = [0; 2];
        for (i, &s) in self.pits.iter().enumerate() {
            sums[self.owner(i)] += s;
        }
        sums
    }

    /// Pits each player could sow from, given the fewest seeds a move needs.
    fn mobility(&self, min_seeds: i32) -> Pair {
        let mut sums = [0; 2];
        for (i, &s) in self.pits.iter().enumerate() {
            if s >= min_seeds {
                sums[self.owner(i)] += 1;
            }
        }
        sums
    }

    /// Weighs each side's best immediate capture: the side to move can take it (0.6), the other
    /// side only threatens it (0.3).
    fn tempo_weighted(&self, threat: Pair) -> i32 {
        let weight = |p: usize| {
            if p == usize::from(self.to_move) {
                60
            } else {
                30
            }
        };
        (threat[0] * weight(0) - threat[1] * weight(1)) * SEED / 100
    }

    /// The best single-lap capture (in seeds) for each player, for games whose capture is
    /// decided by the last pit's count after a lap of fewer seeds than the ring has pits.
    fn best_captures(&self, rule: CaptureRule) -> Pair {
        let n = self.pits.len();
        let mut best = [0; 2];
        for origin in 0..n {
            let seeds = self.pits[origin];
            let p = self.owner(origin);
            // Longer laps wrap around (and in Oware skip the origin): too rare to model here.
            if seeds < 1 || seeds as usize >= n {
                continue;
            }
            let last = (origin + seeds as usize) % n;
            // After the lap, the pits from origin+1 to last hold one more seed.
            let after = |j: usize| -> i32 {
                let k = (j + n - origin) % n;
                let sown = k >= 1 && k <= seeds as usize;
                self.pits[j] + i32::from(sown)
            };
            if self.owner(last) == p || !(rule.takes)(after(last)) {
                continue;
            }
            let mut taken = after(last);
            let mut j = last;
            for _ in 1..n {
                j = (j + n - 1) % n;
                if j == origin
                    || !(rule.takes)(after(j))
                    || (rule.opponent_row_only && self.owner(j) == p)
                {
                    break;
                }
                taken += after(j);
            }
            if rule.forward {
                let mut j = last;
                for _ in 1..n {
                    j = (j + 1) % n;
                    if j == origin || !(rule.takes)(after(j)) {
                        break;
                    }
                    taken += after(j);
                }
            }
            best[p] = best[p].max(taken);
        }
        best
    }

    fn material(&self) -> i32 {
        diff(self.stores) * SEED
    }

    fn oware(&self) -> i32 {
        let threat = self.best_captures(CaptureRule {
            takes: |c| c == 2 || c == 3,
            opponent_row_only: true,
            forward: false,
        });
        self.material()
            + self.tempo_weighted(threat)
            + 5 * diff(self.owned_seeds())
            + 8 * diff(self.mobility(1))
    }

    fn gore(&self) -> i32 {
        let threat = self.best_captures(CaptureRule {
            takes: |c| c == 2 || c == 4,
            opponent_row_only: false,
            forward: true,
        });
        // The end of the game gives every hole to its owner: owned seeds are half-won.
        self.material() + self.tempo_weighted(threat) + 40 * diff(self.owned_seeds())
    }

    /// Games whose end sweeps each player's pits to him (Woaley, Nam-Nam): stores, owned seeds
    /// (`own_weight`), and pits one can move from (`min_seeds` or more).
    fn sweep_game(&self, own_weight: i32, min_seeds: i32) -> i32 {
        self.material()
            + own_weight * diff(self.owned_seeds())
            + 10 * diff(self.mobility(min_seeds))
    }

    fn kauri(&self) -> i32 {
        let mut cowries = [0; 2];
        let mut exposed = [0; 2];
        for (i, (&s, &c)) in self.pits.iter().zip(&self.cowries).enumerate() {
            let p = self.owner(i);
            cowries[p] += c;
            if c == 0 {
                exposed[p] += s;
            }
        }
        self.material() + 60 * diff(cowries) - 30 * diff(exposed)
    }

    fn omweso(&self) -> i32 {
        // Seeds on each side (Omweso has no stores; RULES.md §6.1 global indices).
        let mut side = [0; 2];
        for (i, &s) in self.pits.iter().enumerate() {
            side[usize::from(i >= 16)] += s;
        }
        let mut exposed = [0; 2];
        for column in 0..8 {
            let plots = [[15 - column, column], [24 + column, 23 - column]];
            let seeds = |i: usize| self.pits.get(i).copied().unwrap_or(0);
            for p in 0..2 {
                let [inner, outer] = plots[p];
                let attacker_inner = plots[1 - p][0];
                if seeds(inner) > 0 && seeds(outer) > 0 && seeds(attacker_inner) > 0 {
                    exposed[p] += seeds(inner) + seeds(outer);
                }
            }
        }
        // A player with no move loses: mobility matters more than in the two-row games.
        diff(side) * SEED + 25 * diff(self.mobility(2))
            - self.tempo_weighted([exposed[1], exposed[0]]) / 2
    }
}

/// How a two-row game captures at the end of a lap.
#[derive(Clone, Copy)]
struct CaptureRule {
    /// Whether a pit holding this many seeds (after the drop) is taken.
    takes: fn(i32) -> bool,
    /// The chain stops at the mover's own pits (Oware).
    opponent_row_only: bool,
    /// The chain also runs forward from the last pit (Goré).
    forward: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn oware(pits: [u32; 12], stores: [u32; 2], to_move: Player) -> Position {
        Position {
            variant: Variant::OwareAbapa,
            to_move,
            pits: pits.to_vec(),
            cowries: None,
            owners: None,
            stores: Some(stores),
            extra: Default::default(),
        }
    }

    #[test]
    fn stores_decide_and_the_view_flips_with_the_player() {
        let pos = oware([4; 12], [10, 2], 0);
        let v0 = evaluate_position(&pos, 0);
        assert!(v0 > 7 * SEED, "8 seeds ahead, got {v0}");
        assert_eq!(evaluate_position(&pos, 1), -v0);
    }

    #[test]
    fn a_capture_in_reach_counts_for_the_side_to_move() {
        // P0's pit 5 (1 seed) reaches pit 6 holding 2: a capture of 3.
        let mut pits = [0; 12];
        pits[5] = 1;
        pits[6] = 2;
        pits[9] = 2;
        let pos = oware(pits, [20, 23], 0);
        let board = Board::read(&pos);
        let rule = CaptureRule {
            takes: |c| c == 2 || c == 3,
            opponent_row_only: true,
            forward: false,
        };
        assert_eq!(board.best_captures(rule), [3, 0]);
        let quiet = oware([0, 0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 2], [20, 23], 0);
        assert!(evaluate_position(&pos, 0) > evaluate_position(&quiet, 0));
    }
}
