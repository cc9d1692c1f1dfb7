//! Sowing a move (rule 3) and the captures made drop by drop on the way (rule 4).

use super::{owner, Kauri, PITS};
use crate::rules::event::{push_first_lap, CaptureCause, Event, EventSink, Piece};
use crate::rules::sowing::Lap;
use crate::rules::{opp, Player};

impl Kauri {
    /// One seed leaves the hand for `pit` (rule 4, first part).
    fn drop_seed<S: EventSink>(&mut self, pit: usize, mover: Player, sink: &mut S) {
        let opponent = opp(mover);
        if owner(pit) == opponent && self.cowries[pit] > 0 && self.seeds[pit] == 0 {
            self.stores[usize::from(opponent)] += 1;
            sink.push(Event::HandToStore {
                pit: Some(pit),
                seeds: 1,
                player: opponent,
                cause: CaptureCause::SeedToOpponent,
            });
        } else {
            self.seeds[pit] += 1;
            sink.push(Event::Drop {
                pit,
                piece: Piece::Seed,
            });
        }
    }

    /// One cowrie leaves the hand for `pit` (rule 4, second part).
    fn drop_cowrie<S: EventSink>(&mut self, pit: usize, mover: Player, sink: &mut S) {
        let captures = owner(pit) == opp(mover) && self.cowries[pit] == 0;
        self.cowries[pit] += 1;
        sink.push(Event::Drop {
            pit,
            piece: Piece::Cowrie,
        });
        let taken = self.seeds[pit];
        if captures && taken > 0 {
            self.seeds[pit] = 0;
            self.stores[usize::from(mover)] += taken;
            sink.push(Event::Capture {
                pit,
                seeds: taken.into(),
                player: mover,
                cause: CaptureCause::Cowrie,
            });
        }
    }

    /// Sows `origin` for the player to move (rule 3), capturing as it goes (rule 4).
    pub(super) fn sow<S: EventSink>(&mut self, origin: usize, sink: &mut S) {
        let mover = self.to_move;
        let seeds = std::mem::take(&mut self.seeds[origin]);
        let cowries = std::mem::take(&mut self.cowries[origin]);
        push_first_lap(sink, origin, seeds.into(), cowries.into());
        // K-skip: the origin is not skipped, so a plain lap.
        let mut lap = Lap::new(origin, PITS);
        for _ in 0..seeds {
            self.drop_seed(lap.step().pit, mover, sink);
        }
        for _ in 0..cowries {
            self.drop_cowrie(lap.step().pit, mover, sink);
        }
    }
}
