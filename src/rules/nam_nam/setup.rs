//! The board of a new round (`docs/rules/nam-nam.md` §5.8).

use super::PITS;
use crate::Player;

/// Plots per row.
const ROW: usize = PITS / 2;
/// Seeds a plot receives at setup.
const PER_PLOT: u8 = 4;

/// Seeds per plot and owners of a round where P0 and P1 bring `held` seeds (summing to 48):
/// each fills his own row from his left, 4 per plot, while he has 4 left and owns those plots;
/// the player with more than 24 goes on into the opponent's empty plots in the opponent's
/// left-to-right order; when both keep a remainder, the one plot left empty gets those 4 seeds
/// and goes to the larger remainder, or on a 2+2 split to the owner of its row (N-rem).
pub(super) fn round_board(held: [u8; 2]) -> ([u8; PITS], [Player; PITS]) {
    let mut pits = [0u8; PITS];
    let mut owners: [Player; PITS] = std::array::from_fn(row_owner);
    let mut left = held;
    for player in [0, 1] {
        fill(&mut pits, &mut owners, &mut left, player, player);
    }
    for player in [0, 1] {
        fill(&mut pits, &mut owners, &mut left, player, 1 - player);
    }
    if let Some(empty) = pits.iter().position(|&s| s == 0) {
        let [r0, r1] = left;
        owners[empty] = match r0.cmp(&r1) {
            std::cmp::Ordering::Greater => 0,
            std::cmp::Ordering::Less => 1,
            std::cmp::Ordering::Equal => row_owner(empty),
        };
        pits[empty] = r0 + r1;
    }
    (pits, owners)
}

/// The player in whose row `pit` lies.
fn row_owner(pit: usize) -> Player {
    u8::from(pit >= ROW)
}

/// `player` puts 4 seeds in each still empty plot of `row_of`'s row, from that row's left, while
/// he has 4 left, and owns the plots he filled.
fn fill(
    pits: &mut [u8; PITS],
    owners: &mut [Player; PITS],
    left: &mut [u8; 2],
    player: Player,
    row_of: Player,
) {
    let start = usize::from(row_of) * ROW;
    let have = &mut left[usize::from(player)];
    for pit in start..start + ROW {
        if *have < PER_PLOT {
            return;
        }
        if pits[pit] == 0 {
            pits[pit] = PER_PLOT;
            owners[pit] = player;
            *have -= PER_PLOT;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sixteen_against_thirty_two() {
        let (pits, owners) = round_board([16, 32]);
        assert_eq!(pits, [4; PITS]);
        assert_eq!(owners, [0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1]);
    }

    #[test]
    fn every_split_fills_every_plot() {
        for a in 0..=48u8 {
            let (pits, owners) = round_board([a, 48 - a]);
            assert!(pits.iter().all(|&s| s == 4), "{a}: {pits:?}");
            let owned_by_0 = owners.iter().filter(|&&o| o == 0).count() as u8;
            // P0 owns one plot per 4 seeds, give or take the shared remainder plot.
            assert!(
                owned_by_0 * 4 + 4 > a && owned_by_0 * 4 < a + 4,
                "{a}: {owners:?}"
            );
        }
    }

    #[test]
    fn remainder_plot() {
        // 22 + 26: P0 fills 0..4 and keeps 2, P1 fills 6..11 and keeps 2: plot 5 takes 2 + 2
        // and stays with the owner of its row.
        let (_, owners) = round_board([22, 26]);
        assert_eq!(owners[5], 0);
        // 21 + 27: remainders 1 and 3, the plot goes to P1.
        let (_, owners) = round_board([21, 27]);
        assert_eq!(owners[5], 1);
        assert_eq!(owners[..5], [0; 5]);
    }
}
