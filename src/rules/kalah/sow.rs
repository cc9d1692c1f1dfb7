//! Playing a move: sowing round the mover's ring of 13 places (§9.2), the extra turn (§9.3),
//! the capture (§9.4) and the end of the game (§9.5).

use super::{row, Kalah, RING, ROW};
use crate::{opp, CaptureCause, EndReason, Event, EventSink, Player};

/// A place of the mover's sowing ring.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    /// A pit, by its global index.
    Pit(usize),
    /// The mover's store.
    Store,
}

/// Place `k` (`0..RING`) of `mover`'s ring: his pits `0..6`, his store, then the opponent's pits.
const fn place(mover: Player, k: usize) -> Place {
    let own = ROW * (mover as usize & 1);
    if k < ROW {
        Place::Pit(own + k)
    } else if k == ROW {
        Place::Store
    } else {
        Place::Pit((own + ROW) % (2 * ROW) + k - ROW - 1)
    }
}

/// The pit facing `pit` across the board.
const fn opposite(pit: usize) -> usize {
    2 * ROW - 1 - pit
}

impl Kalah {
    /// Plays the sowing move from `origin`, an own non-empty pit, with what follows it.
    pub(super) fn play_pit<S: EventSink>(&mut self, origin: usize, sink: &mut S) {
        let mover = self.to_move;
        let last = self.sow(origin, sink);
        if let Place::Pit(pit) = last {
            self.capture(pit, sink);
        }
        if self.row_seeds(0) == 0 || self.row_seeds(1) == 0 {
            self.board.sweep(None, CaptureCause::Sweep, sink);
            self.end = Some(EndReason::NoSeedToSow);
            if S::RECORDS {
                sink.push(Event::GameEnd {
                    winner: self.board.leader(),
                    reason: EndReason::NoSeedToSow,
                });
            }
        } else if last == Place::Store {
            sink.push(Event::ExtraTurn { player: mover });
        } else {
            self.to_move = opp(mover);
            sink.push(Event::Turn {
                player: self.to_move,
            });
        }
    }

    /// Sows the seeds of `origin` one per place round the mover's ring (rule 2) and returns
    /// where the last one fell.
    fn sow<S: EventSink>(&mut self, origin: usize, sink: &mut S) -> Place {
        let mover = self.to_move;
        self.board.first_lap(origin, sink);
        let mut hand = self.board.pick_up(origin, sink);
        let mut k = origin - row(mover).start;
        let mut last = Place::Pit(origin);
        while hand.seeds() > 0 {
            k = (k + 1) % RING;
            last = place(mover, k);
            match last {
                Place::Pit(pit) => self.board.drop(&mut hand, pit, sink),
                Place::Store => self.board.drop_in_store(&mut hand, mover, sink),
            }
        }
        last
    }

    /// The capture of rule 4 after a last seed in `last`.
    fn capture<S: EventSink>(&mut self, last: usize, sink: &mut S) {
        let mover = self.to_move;
        if !row(mover).contains(&last) || self.board.seeds(last) != 1 {
            return;
        }
        let across = opposite(last);
        if self.board.seeds(across) > 0 {
            self.board
                .capture(across, mover, CaptureCause::Capture, sink);
        } else if !self.rules.captures_alone {
            return;
        }
        self.board.capture(last, mover, CaptureCause::Capture, sink);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each ring visits the mover's row, his store, then the other row, and never the other
    /// store: player 0 from pit 0 to pit 11, player 1 from pit 6 round to pit 5.
    #[test]
    fn each_ring_runs_through_its_own_store_only() {
        let ring = |mover| (0..RING).map(|k| place(mover, k)).collect::<Vec<_>>();
        let pits = |list: &[usize]| list.iter().map(|&p| Place::Pit(p)).collect::<Vec<_>>();
        let mut p0 = pits(&[0, 1, 2, 3, 4, 5]);
        p0.push(Place::Store);
        p0.extend(pits(&[6, 7, 8, 9, 10, 11]));
        assert_eq!(ring(0), p0);
        let mut p1 = pits(&[6, 7, 8, 9, 10, 11]);
        p1.push(Place::Store);
        p1.extend(pits(&[0, 1, 2, 3, 4, 5]));
        assert_eq!(ring(1), p1);
    }

    #[test]
    fn opposite_pits_face_each_other() {
        assert_eq!(opposite(0), 11);
        assert_eq!(opposite(5), 6);
        assert_eq!(opposite(8), 3);
    }
}
