//! Sowing a move (rule 3) and the captures made drop by drop on the way (rule 4).

use super::{owner, Kauri, PITS};
use crate::event::{CaptureCause, EventSink};
use crate::sowing::Lap;
use crate::{opp, Board, Hand, Player};

/// Kauri's board: seeds and cowries.
type KauriBoard = Board<PITS, PITS>;

impl Kauri {
    /// One seed leaves the hand for `pit` (rule 4, first part).
    #[inline(always)]
    fn drop_seed<S: EventSink>(
        &mut self,
        hand: &mut Hand,
        pit: usize,
        mover: Player,
        sink: &mut S,
    ) {
        let opponent = opp(mover);
        if owner(pit) == opponent && self.board.cowries_in(pit) > 0 && self.board.seeds(pit) == 0 {
            let cause = CaptureCause::SeedToOpponent;
            self.board
                .to_store(hand, 1, Some(pit), opponent, cause, sink);
        } else {
            self.board.drop(hand, pit, sink);
        }
    }

    /// One cowrie leaves the hand for `pit` (rule 4, second part).
    #[inline(always)]
    fn drop_cowrie<S: EventSink>(
        &mut self,
        hand: &mut Hand,
        pit: usize,
        mover: Player,
        sink: &mut S,
    ) {
        let captures = owner(pit) == opp(mover) && self.board.cowries_in(pit) == 0;
        self.board.drop_cowrie(hand, pit, sink);
        if captures && self.board.seeds(pit) > 0 {
            self.board.capture(pit, mover, CaptureCause::Cowrie, sink);
        }
    }

    /// Sows `origin` for the player to move (rule 3), capturing as it goes (rule 4); a lap of
    /// 12 counters or more passes over its origin when `skip_origin` (K-skip).
    #[inline(always)]
    pub(super) fn sow<S: EventSink>(&mut self, origin: usize, skip_origin: bool, sink: &mut S) {
        self.board.first_lap(origin, sink);
        let hand = self.board.pick_up(origin, sink);
        // By default (K-skip) the origin receives counters like any pit; else a lap of 12
        // counters or more passes over it. Each way has its own copy of the lap, so that a lap
        // that does not skip never asks, counter by counter, whether it passes its origin.
        let counters = usize::from(hand.seeds()) + usize::from(hand.cowries());
        if skip_origin && counters >= PITS {
            self.sow_lap::<true, S>(origin, hand, sink);
        } else {
            self.sow_lap::<false, S>(origin, hand, sink);
        }
    }

    /// Sows `hand`, lifted from `origin`, seeds first, then cowries, in one lap that passes
    /// over its origin when `SKIP` (`SkipOrigin`).
    #[inline(always)]
    fn sow_lap<const SKIP: bool, S: EventSink>(
        &mut self,
        origin: usize,
        mut hand: Hand,
        sink: &mut S,
    ) {
        let mover = self.to_move;
        let mut lap = Lap::new(origin, PITS).skip_origin(SKIP);
        let mut next_pit = |board: &KauriBoard, sink: &mut S| {
            let step = lap.step();
            if let Some(origin) = step.skipped {
                board.skip_origin(origin, sink);
            }
            step.pit
        };
        while hand.seeds() > 0 {
            let pit = next_pit(&self.board, sink);
            self.drop_seed(&mut hand, pit, mover, sink);
        }
        while hand.cowries() > 0 {
            let pit = next_pit(&self.board, sink);
            self.drop_cowrie(&mut hand, pit, mover, sink);
        }
    }
}
