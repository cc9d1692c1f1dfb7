//! Kalah's evaluation: stores, seeds on one's own row (the end of the game sweeps them to their
//! owner), and the moves that end in one's own store (an extra turn), weighted for the side to
//! move, which can play one now, above the other side.

use super::{diff, for_player, two_rows, Pair, Rows};
use crate::style::{style, LevelStyles, Tuned};
use crate::Searchable;
use mancala_rules::kalah::Kalah;
use mancala_rules::{Player, Rules};

/// Weight of a seed on one's own row.
const OWN_WEIGHT: i32 = 10;
/// Weight of a move ending in one's own store, in seeds before [`Rows::tempo_weighted`].
const EXTRA_TURN: i32 = 1;

/// Pit owners: they never change in Kalah.
const OWNERS: [Player; 12] = two_rows::<12>();

/// For each player, his pits whose seeds end exactly in his store (pit `k` of his row holds
/// `6 - k`).
fn extra_turns(pits: &[u8; 12]) -> Pair {
    let mut out = [0; 2];
    for (p, side) in out.iter_mut().enumerate() {
        *side = (0..6)
            .filter(|&k| usize::from(pits[6 * p + k]) == 6 - k)
            .count() as i32
            * EXTRA_TURN;
    }
    out
}

/// Tuned by `examples/calibrate.rs` (`src/ai/style.rs` says how).
impl Tuned for Kalah {
    const LEVELS: LevelStyles = LevelStyles {
        beginner: style(300, 1, 150, 0.3),
        easy: style(1_000, 2, 200, 0.3),
        medium: style(1_000, 2, 100, 0.2),
        hard: style(10_000, 5, 40, 0.06),
    };
}

impl Searchable for Kalah {
    fn evaluate(&self, me: Player) -> i32 {
        let rows = Rows::new(self.pits(), &OWNERS, self.stores(), self.to_move());
        let for_p0 = rows.material()
            + OWN_WEIGHT * diff(rows.owned_seeds())
            + rows.tempo_weighted(extra_turns(self.pits()));
        for_player(me, for_p0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::{Options, Variant};

    /// At the start, pit 2 of each row (four seeds, four steps from the store) ends in the store.
    #[test]
    fn the_start_offers_each_side_one_extra_turn() {
        let g = Kalah::new(Variant::Kalah, &Options::default()).expect("a new game");
        assert_eq!(extra_turns(g.pits()), [1, 1]);
        // The side to move weighs it more.
        assert!(g.evaluate(0) > 0);
    }
}
