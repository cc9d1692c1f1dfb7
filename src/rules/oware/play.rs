//! Playing a move: sowing (§4.3), capture and grand slam (§4.4–4.5), the end-of-move checks
//! (§4.6) and the automatic harvest (§4.2).

use super::{owner, row, GrandSlam, Oware, PITS, WINNING_STORE};
use crate::rules::{opp, CaptureCause, EndReason, Event, EventSink};

impl Oware {
    /// Sows the seeds of `origin` (§4.3) and returns the last pit.
    #[inline(always)]
    fn sow<S: EventSink>(&mut self, origin: usize, sink: &mut S) -> usize {
        self.board.first_lap(origin, sink);
        let seeds = self.board.seeds(origin);
        self.board
            .sow_from(origin, seeds, usize::from(seeds) >= PITS, sink)
    }

    /// The capture after a lap ending in `last` (§4.4), limited by the grand-slam rule (§4.5).
    #[inline(always)]
    fn capture<S: EventSink>(&mut self, last: usize, sink: &mut S) {
        let mover = self.to_move;
        let victim = opp(mover);
        if owner(last) != victim {
            return;
        }
        let row_start = row(victim).start;
        // The chain is `first ..= last`, taken from `last` backwards.
        let mut first = last + 1;
        let mut chain_seeds = 0u8;
        let pits = self.board.pits();
        while first > row_start && matches!(pits[first - 1], 2 | 3) {
            first -= 1;
            chain_seeds += pits[first];
        }
        if first > last {
            return;
        }
        if chain_seeds == self.row_seeds(victim) {
            let left = match GrandSlam::of(self.variant) {
                GrandSlam::CaptureNothing => first..last + 1,
                GrandSlam::LeaveLastPlot => first..first + 1,
            };
            if S::RECORDS {
                sink.push(Event::CaptureLimited {
                    pits: left.clone().rev().collect(),
                    reason: GrandSlam::of(self.variant),
                });
            }
            first = left.end;
        }
        for pit in (first..=last).rev() {
            self.board.capture(pit, mover, CaptureCause::Capture, sink);
        }
    }

    /// Ends the game.
    pub(super) fn finish<S: EventSink>(&mut self, end: EndReason, sink: &mut S) {
        self.end = Some(end);
        self.moves = 0;
        if S::RECORDS {
            sink.push(Event::GameEnd {
                winner: self.winner(),
                reason: end,
            });
        }
    }

    /// The end-of-move checks of §4.6, then the turn passes.
    #[inline(always)]
    fn end_move<S: EventSink>(&mut self, sink: &mut S) {
        let mover = self.to_move;
        let next = opp(mover);
        self.to_move = next;
        self.refresh_moves();
        if !self.play_out && self.board.store(mover) >= WINNING_STORE {
            self.finish(EndReason::TwentyFiveSeeds, sink);
        } else if self.legal_mask() == 0 {
            // After any move the next player has seeds (§4.5 never empties his row), so having no
            // move means he cannot feed the mover's empty row: the automatic harvest (§4.2).
            self.board
                .sweep(Some(next), CaptureCause::AutomaticHarvest, sink);
            self.finish(EndReason::AutomaticHarvest, sink);
        } else if S::RECORDS {
            sink.push(Event::Turn { player: next });
        }
    }

    /// Plays the sowing move from `pit`, which must be legal (bit `pit` of the legal mask).
    #[inline(always)]
    pub(super) fn play_pit<S: EventSink>(&mut self, pit: usize, sink: &mut S) {
        let last = self.sow(pit, sink);
        self.capture(last, sink);
        self.end_move(sink);
    }
}
