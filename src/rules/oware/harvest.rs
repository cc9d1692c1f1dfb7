//! What a move may harvest under the house rules O-may "optional" and O-5plots "ludii": the
//! chain a plot's sowing reaches, as the grand-slam rule limits it, the moves that take more or
//! less of it, and the plots "ludii" forbids.

use super::house::Slam;
use super::{Oware, PITS};
use crate::{Choices, Move, NoEvents};

/// What sowing one plot may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Harvest {
    /// Plots of its chain the grand-slam rule lets the move take (0: it captures nothing).
    pub(super) plots: usize,
    /// Taking all of them is legal: false under O-5plots "ludii" when that leaves the opponent
    /// no seed.
    pub(super) whole: bool,
}

impl Harvest {
    /// The number of moves the plot offers: when harvests are `optional`, one per number of
    /// plots it may take (the last plot alone, then one more each time), else one.
    fn moves(self, optional: bool) -> u32 {
        let most = u32::try_from(self.plots).unwrap_or(0);
        match (optional, self.whole) {
            (false, whole) => u32::from(whole),
            (true, true) => most.max(1),
            (true, false) => most.saturating_sub(1),
        }
    }
}

/// The move from `pit` that takes `plots` plots of its chain, counted from the last plot back,
/// and leaves the others (O-may "optional"): harvest entries "take" for the plots before it
/// down to the last one kept, then "leave". Its one written form ([`Move::harvesting`]).
pub(super) fn declining(pit: usize, plots: usize) -> Move {
    let mut harvest = Choices::NONE;
    for _ in 1..plots {
        harvest.push(true);
    }
    harvest.push(false);
    Move::harvesting(pit as u8, false, Choices::NONE, harvest)
}

impl Oware {
    /// What sowing `pit` (one of the mover's plots holding seeds) may take.
    pub(super) fn harvest(&self, pit: usize) -> Harvest {
        let mut after = *self;
        let last = after.sow(pit, &mut NoEvents);
        let (first, slam) = after.chain(last);
        let limited = if slam {
            self.house.limit(first, last).0
        } else {
            first
        };
        Harvest {
            plots: (last + 1).saturating_sub(limited),
            whole: !(slam && self.house.slam() == Slam::Illegal),
        }
    }

    /// Under O-5plots "ludii": the plots of `mask` (the moves of §4.2) with at least one move
    /// that leaves the opponent a seed; the others are illegal. Out of line: the default rules'
    /// move generation stays small.
    #[cold]
    #[inline(never)]
    pub(super) fn ludii_mask(&self, mask: u16) -> u16 {
        let mut legal = mask;
        for pit in 0..PITS {
            if mask & 1 << pit != 0 && self.harvest(pit).moves(self.house.optional()) == 0 {
                legal &= !(1 << pit);
            }
        }
        legal
    }

    /// Appends every legal move when harvests are optional: for each plot, the one taking the
    /// last plot of its chain alone, then one more plot each, up to the one taking all the
    /// chain it may (the plain move, unless "ludii" forbids it). Largest last: a page that
    /// plays the last move listed for a plot takes all it may.
    #[inline(never)]
    pub(super) fn harvest_moves(&self, out: &mut Vec<Move>) {
        let mask = self.legal_mask();
        for pit in (0..PITS).filter(|pit| mask & 1 << pit != 0) {
            let harvest = self.harvest(pit);
            out.extend((1..harvest.plots).map(|plots| declining(pit, plots)));
            if harvest.whole {
                out.push(Move::sow(pit));
            }
        }
    }

    /// How many moves [`Self::harvest_moves`] lists.
    pub(super) fn harvest_move_count(&self) -> u32 {
        let mask = self.legal_mask();
        (0..PITS)
            .filter(|pit| mask & 1 << pit != 0)
            .map(|pit| self.harvest(pit).moves(self.house.optional()))
            .sum()
    }
}
