//! Sowing a move (rule 3) and the captures made drop by drop on the way (rule 4).

use super::{owner, Kauri, PITS};
use crate::rules::event::{CaptureCause, EventSink};
use crate::rules::sowing::Lap;
use crate::rules::{opp, Hand, Player};

impl Kauri {
    /// One seed leaves the hand for `pit` (rule 4, first part).
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

    /// The pit the next counter of `lap` goes into, after the `SkipOrigin` of a lap that
    /// passes over its origin.
    #[inline(always)]
    fn next_pit<S: EventSink>(&self, lap: &mut Lap, sink: &mut S) -> usize {
        let step = lap.step();
        if let Some(origin) = step.skipped {
            self.board.skip_origin(origin, sink);
        }
        step.pit
    }

    /// Sows `origin` for the player to move (rule 3), capturing as it goes (rule 4).
    pub(super) fn sow<S: EventSink>(&mut self, origin: usize, sink: &mut S) {
        let mover = self.to_move;
        self.board.first_lap(origin, sink);
        let mut hand = self.board.pick_up(origin, sink);
        // Seeds first, then cowries, in one lap; by default (K-skip) its origin receives
        // counters like any pit, else a lap of 12 counters or more passes over it.
        let counters = usize::from(hand.seeds()) + usize::from(hand.cowries());
        let mut lap =
            Lap::new(origin, PITS).skip_origin(self.rules.skip_origin && counters >= PITS);
        while hand.seeds() > 0 {
            let pit = self.next_pit(&mut lap, sink);
            self.drop_seed(&mut hand, pit, mover, sink);
        }
        while hand.cowries() > 0 {
            let pit = self.next_pit(&mut lap, sink);
            self.drop_cowrie(&mut hand, pit, mover, sink);
        }
    }
}
