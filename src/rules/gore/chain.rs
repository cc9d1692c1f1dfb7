//! The capture chain of `docs/rules/gore.md` §1.5: which holes a sowing that ended in `last` takes.

use super::HOLES;
use crate::sowing::{ccw, cw};
use crate::{opp, Player};

/// The holes a capture takes, in the order they are taken: the last hole, then the backward
/// run, then the forward run. At most every hole of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Chain {
    holes: [u8; HOLES],
    len: usize,
}

impl Chain {
    const EMPTY: Chain = Chain {
        holes: [0; HOLES],
        len: 0,
    };

    fn push(&mut self, hole: usize) {
        if let Some(slot) = self.holes.get_mut(self.len) {
            *slot = hole as u8;
            self.len += 1;
        }
    }

    fn contains(&self, hole: usize) -> bool {
        self.as_slice().iter().any(|&h| usize::from(h) == hole)
    }

    /// The holes taken, in order.
    pub(super) fn as_slice(&self) -> &[u8] {
        self.holes.get(..self.len).unwrap_or(&[])
    }
}

/// A hole holding 2 or 4 seeds is taken (§1.5.1).
fn takes(seeds: u8) -> bool {
    seeds == 2 || seeds == 4
}

/// The capture made by `mover` whose lap ended in `last` (`pits` read after the last drop).
///
/// Only the starting hole must be the opponent's (by ownership, INTERPRETATION G-own); the
/// runs then ignore ownership and rows, so they may cross into the mover's own holes.
pub(super) fn capture_chain(
    pits: &[u8; HOLES],
    owners: &[Player; HOLES],
    mover: Player,
    last: usize,
) -> Chain {
    let mut chain = Chain::EMPTY;
    let seeds_at = |hole: usize| pits.get(hole).copied().unwrap_or(0);
    if owners.get(last) != Some(&opp(mover)) || !takes(seeds_at(last)) {
        return chain;
    }
    chain.push(last);
    // Backward run: stops at the first hole without 2 or 4, or before coming back to `last`.
    let mut hole = cw(last, HOLES);
    while hole != last && takes(seeds_at(hole)) {
        chain.push(hole);
        hole = cw(hole, HOLES);
    }
    // Forward run: stops likewise, or at a hole the backward run already took.
    let mut hole = ccw(last, HOLES);
    while !chain.contains(hole) && takes(seeds_at(hole)) {
        chain.push(hole);
        hole = ccw(hole, HOLES);
    }
    chain
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROWS: [Player; HOLES] = [0, 0, 0, 0, 1, 1, 1, 1];

    #[test]
    fn nothing_unless_the_last_hole_is_the_opponents_with_2_or_4() {
        let pits = [2, 2, 2, 2, 2, 2, 2, 3];
        assert!(capture_chain(&pits, &ROWS, 0, 1).as_slice().is_empty());
        assert!(capture_chain(&pits, &ROWS, 0, 7).as_slice().is_empty());
        assert_eq!(
            capture_chain(&pits, &ROWS, 0, 6).as_slice(),
            [6, 5, 4, 3, 2, 1, 0]
        );
    }

    #[test]
    fn backward_then_forward_in_order() {
        let pits = [1, 2, 4, 2, 3, 0, 0, 0];
        assert_eq!(capture_chain(&pits, &ROWS, 1, 2).as_slice(), [2, 1, 3]);
    }

    #[test]
    fn whole_ring_is_taken_once() {
        let pits = [2, 4, 2, 4, 2, 4, 2, 4];
        let chain = capture_chain(&pits, &ROWS, 1, 0);
        assert_eq!(chain.as_slice(), [0, 7, 6, 5, 4, 3, 2, 1]);
    }

    #[test]
    fn ownership_not_row_decides_the_start() {
        let owners = [0, 0, 0, 1, 1, 1, 1, 0];
        let pits = [0, 0, 0, 2, 0, 0, 0, 2];
        assert_eq!(capture_chain(&pits, &owners, 0, 3).as_slice(), [3]);
        assert!(capture_chain(&pits, &owners, 1, 3).as_slice().is_empty());
        assert_eq!(capture_chain(&pits, &owners, 1, 7).as_slice(), [7]);
    }
}
