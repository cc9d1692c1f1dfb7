//! Kauri's evaluation: stores, cowries on one's side (both the right to move and the capturing
//! pieces) and seeds left on one's pits without a cowrie (a cowrie dropped there takes them).

use super::{diff, for_player, SEED};
use crate::style::{style, LevelStyles, Tuned};
use crate::Searchable;
use mancala_rules::kauri::Kauri;
use mancala_rules::Player;

/// Tuned by `examples/calibrate.rs` (`src/ai/style.rs` says how).
impl Tuned for Kauri {
    const LEVELS: LevelStyles = LevelStyles {
        beginner: style(300, 1, 400, 0.2).glance(400).grab(1.0),
        easy: style(300, 1, 300, 0.4).glance(400),
        medium: style(300, 1, 150, 0.2).glance(300),
        hard: style(1_000, 2, 150, 0.2),
    };
}

impl Searchable for Kauri {
    fn evaluate(&self, me: Player) -> i32 {
        // The game's per-side counts are sums over a row held in one word, not loops per pit.
        let side = |pair: [u8; 2]| pair.map(i32::from);
        let stores = self.stores_per_side();
        let material = diff(side(stores)) * SEED;
        let cowries = diff(side(self.cowries_per_side()));
        let exposed = diff(side(self.seeds_without_cowrie()));
        for_player(me, material + 60 * cowries - 30 * exposed)
    }
}
