//! Static evaluation: how good a position is for one player, in hundredths of a seed. One file
//! per game reads the game's own types (through its `view` accessors); this module holds the
//! terms several games share.
//!
//! Every game is scored first by what decides it (store difference; Omweso: seeds on each side),
//! then by a few terms that pay in search (measured by self-play while tuning):
//! - seeds in reach of capture: the best single-lap capture each side could make now (Oware,
//!   Goré), weighted more for the side to move, which can take it, than for the side that can
//!   only defend;
//! - seeds on one's own pits where the end of the game (or round) sweeps them to their owner
//!   (Goré, Woaley, Nam-Nam, Oware's repetition and automatic harvest);
//! - mobility (pits one may sow from);
//! - Kalah: moves ending in one's own store (an extra turn);
//! - Kauri: cowries on one's side (they are both the right to move and the capturing pieces) and
//!   seeds left on one's pits without a cowrie (a cowrie dropped there takes them);
//! - Omweso: seeds exposed in columns where both of one's plots are occupied and the facing inner
//!   plot can harvest them.

/// Declares each game's evaluation, `<module>.rs` (its [`Searchable`] and [`Tuned`](crate::Tuned)
/// implementations), from the list of games ([`mancala_rules::with_games!`]).
macro_rules! evaluations {
    ([] $($module:ident :: $type:ident { $($entries:tt)* })*) => {
        $(mod $module;)*
    };
}
mancala_rules::with_games!(evaluations);

use super::Searchable;
use mancala_rules::row_words::{row_words, ONES};
use mancala_rules::Player;

/// One seed, in evaluation units.
pub const SEED: i32 = 100;

/// The value of `game` for `me`, in hundredths of a seed (positive: good for `me`).
pub fn evaluate<G: Searchable>(game: &G, me: Player) -> i32 {
    game.evaluate(me)
}

/// Per-player sums, `[P0, P1]`.
type Pair = [i32; 2];

/// `x[0] - x[1]`.
fn diff(x: Pair) -> i32 {
    x[0] - x[1]
}

/// A value for player 0 seen by `me`.
fn for_player(me: Player, for_p0: i32) -> i32 {
    if me == 0 {
        for_p0
    } else {
        -for_p0
    }
}

/// The owners of a board of two rows of `N / 2` pits that never change hands.
const fn two_rows<const N: usize>() -> [Player; N] {
    let mut owners = [0; N];
    let mut i = N / 2;
    while i < N {
        owners[i] = 1;
        i += 1;
    }
    owners
}

/// What the two-row games' evaluations read: seeds, owners, stores and the player to move.
#[derive(Clone, Copy)]
struct Rows<'a, const N: usize> {
    pits: &'a [u8; N],
    owners: &'a [Player; N],
    stores: [u32; 2],
    to_move: Player,
}

impl<'a, const N: usize> Rows<'a, N> {
    fn new(pits: &'a [u8; N], owners: &'a [Player; N], stores: [u32; 2], to_move: Player) -> Self {
        Rows {
            pits,
            owners,
            stores,
            to_move,
        }
    }

    fn owner(&self, i: usize) -> usize {
        usize::from(self.owners[i].min(1))
    }

    /// `f(seeds)` summed over each player's pits.
    #[inline(always)]
    fn per_side(&self, f: impl Fn(i32) -> i32) -> Pair {
        let mut sums = [0; 2];
        for i in 0..N {
            sums[self.owner(i)] += f(i32::from(self.pits[i]));
        }
        sums
    }

    /// Seeds on the pits each player owns.
    fn owned_seeds(&self) -> Pair {
        self.per_side(|s| s)
    }

    /// Pits each player could sow from, given the fewest seeds a move needs.
    fn mobility(&self, min_seeds: i32) -> Pair {
        self.per_side(|s| i32::from(s >= min_seeds))
    }

    /// Store difference, in evaluation units.
    fn material(&self) -> i32 {
        (store(self.stores[0]) - store(self.stores[1])) * SEED
    }

    /// Weighs each side's `threat`: the side to move can take it (0.6), the other side only
    /// threatens it (0.3).
    fn tempo_weighted(&self, threat: Pair) -> i32 {
        let weight = |p: usize| {
            if p == usize::from(self.to_move.min(1)) {
                60
            } else {
                30
            }
        };
        (threat[0] * weight(0) - threat[1] * weight(1)) * SEED / 100
    }

    /// Games whose end sweeps each player's pits to him (Woaley, Nam-Nam): stores, owned seeds
    /// (`own_weight`), and pits one can move from (`min_seeds` or more). Inlined, so that a
    /// game whose owners are a constant (Woaley) has them folded into the loops.
    #[inline(always)]
    fn sweep_game(&self, own_weight: i32, min_seeds: i32) -> i32 {
        self.material()
            + own_weight * diff(self.owned_seeds())
            + 10 * diff(self.mobility(min_seeds))
    }
}

/// A store as an evaluation term (stores hold at most a game's seeds).
fn store(seeds: u32) -> i32 {
    i32::try_from(seeds).unwrap_or(i32::MAX / 4)
}

/// The seeds on a row word ([`row_words`]).
#[inline(always)]
fn row_sum(row: u64) -> i32 {
    i32::from(mancala_rules::row_words::row_sum(row))
}

/// The pits of a row word holding `min` seeds or more (`1 <= min <= 128`).
#[inline(always)]
fn row_at_least(row: u64, min: u8) -> i32 {
    // `b + 128 - min` reaches 128 exactly when `b >= min`, and stays below 256 for `b < 128`.
    let reached = ((row + u64::from(128 - min) * ONES) >> 7) & ONES;
    row_sum(reached)
}
