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
        for (i, (&s, &c)) in self.seeds().iter().zip(self.cowries()).enumerate() {
            let p = rows.owner(i);
            cowries[p] += i32::from(c);
            if c == 0 {
                exposed[p] += i32::from(s);
            }
        }
        for_player(
            me,
            rows.material() + 60 * diff(cowries) - 30 * diff(exposed),
        )
    }
}
