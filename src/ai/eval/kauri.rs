//! Kauri's evaluation: stores, cowries on one's side (both the right to move and the capturing
//! pieces) and seeds left on one's pits without a cowrie (a cowrie dropped there takes them).

use super::{diff, for_player, two_rows, Rows};
use crate::ai::Searchable;
use crate::rules::kauri::Kauri;
use crate::rules::{Player, Rules};

/// Pits never change hands in Kauri.
const OWNERS: [Player; 12] = two_rows();

impl Searchable for Kauri {
    fn evaluate(&self, me: Player) -> i32 {
        let rows = Rows::new(self.seeds(), &OWNERS, self.stores(), self.to_move());
        let mut cowries = [0; 2];
        let mut exposed = [0; 2];
        // Player `p`'s row is pits `6p .. 6p + 5`: each side summed on its own row.
        for p in 0..2 {
            let row = 6 * p..6 * p + 6;
            for (&s, &c) in self.seeds()[row.clone()].iter().zip(&self.cowries()[row]) {
                cowries[p] += i32::from(c);
                exposed[p] += i32::from(s) * i32::from(c == 0);
            }
        }
        for_player(
            me,
            rows.material() + 60 * diff(cowries) - 30 * diff(exposed),
        )
    }
}
