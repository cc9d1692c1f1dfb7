//! Playing a move: sowing (§4.3), capture and grand slam (§4.4–4.5, with O-may and O-5plots),
//! the end-of-move checks (§4.6) and the automatic harvest (§4.2).

use super::{owner, row, Oware, PITS, WINNING_STORE};
use crate::{opp, CaptureCause, EndReason, Event, EventSink};

/// A move's share of its chain when it takes all the grand-slam rule lets it.
pub(super) const WHOLE_CHAIN: usize = usize::MAX;

impl Oware {
    /// Sows the seeds of `origin` (§4.3) and returns the last pit.
    #[inline(always)]
    pub(super) fn sow<S: EventSink>(&mut self, origin: usize, sink: &mut S) -> usize {
        self.board.first_lap(origin, sink);
        let seeds = self.board.seeds(origin);
        self.board
            .sow_from(origin, seeds, usize::from(seeds) >= PITS, sink)
    }

    /// The chain of a lap that ended in `last` (§4.4): the plots `first..=last` (none when
    /// `first > last`), and whether it holds every seed of the opponent's row (a grand slam,
    /// §4.5), as `(first, slam)`.
    #[inline(always)]
    pub(super) fn chain(&self, last: usize) -> (usize, bool) {
        let victim = opp(self.to_move);
        if owner(last) != victim {
            return (last + 1, false);
        }
        let row_start = row(victim).start;
        let mut first = last + 1;
        let mut chain_seeds = 0u8;
        let pits = self.board.pits();
        while first > row_start && matches!(pits[first - 1], 2 | 3) {
            first -= 1;
            chain_seeds += pits[first];
        }
        (
            first,
            first <= last && chain_seeds == self.row_seeds(victim),
        )
    }

    /// The capture after a lap ending in `last` (§4.4), limited by the grand-slam rule (§4.5),
    /// of at most `take` plots counted from `last` back (O-may; [`WHOLE_CHAIN`]: all).
    #[inline(always)]
    fn capture<S: EventSink>(&mut self, last: usize, take: usize, sink: &mut S) {
        let (first, slam) = self.chain(last);
        if first > last {
            return;
        }
        let mut taken = first;
        if slam {
            let (limited, reason) = self.house.limit(first, last);
            // The rule decided only if the mover took all it left him.
            if S::RECORDS && limited > first && take >= last + 1 - limited {
                sink.push(Event::CaptureLimited {
                    pits: (first..limited).rev().collect(),
                    reason,
                });
            }
            taken = limited;
        }
        let taken = taken.max((last + 1).saturating_sub(take));
        let mover = self.to_move;
        for pit in (taken..=last).rev() {
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
        if !self.house.play_out() && self.board.store(mover) >= WINNING_STORE {
            self.finish(EndReason::TwentyFiveSeeds, sink);
        } else if self.legal_mask() == 0 {
            self.no_move(sink);
        } else if S::RECORDS {
            sink.push(Event::Turn { player: next });
        }
    }

    /// The player to move has no legal move. With seeds on his row, he cannot feed the empty
    /// row of the other (§4.2) or, under O-5plots "ludii", every move of his would leave the
    /// other no seed: the automatic harvest. Without (only O-5plots "literal" empties a row by
    /// a capture), he passes and the other player, bound by §4.2, moves again or, unable to
    /// feed, makes the automatic harvest.
    #[cold]
    pub(super) fn no_move<S: EventSink>(&mut self, sink: &mut S) {
        let player = self.to_move;
        if self.row_seeds(player) == 0 {
            sink.push(Event::Pass {
                player,
                by_choice: false,
            });
            self.to_move = opp(player);
            self.refresh_moves();
            if self.legal_mask() != 0 {
                sink.push(Event::Turn {
                    player: self.to_move,
                });
                return;
            }
        }
        self.board
            .sweep(Some(self.to_move), CaptureCause::AutomaticHarvest, sink);
        self.finish(EndReason::AutomaticHarvest, sink);
    }

    /// Plays a move leaving part of its chain, `(pit, take)` as [`Self::play_pit`] takes them,
    /// if its plot is legal. Out of line: the plain move's path stays small.
    #[inline(never)]
    pub(super) fn play_choice<S: EventSink>(&mut self, (pit, take): (usize, usize), sink: &mut S) {
        if pit < PITS && self.legal_mask() & (1 << pit) != 0 {
            self.play_pit(pit, take, sink);
        }
    }

    /// Plays the sowing move from `pit`, which must be legal (bit `pit` of the legal mask),
    /// taking `take` plots of its chain at most ([`WHOLE_CHAIN`]: all the rules let it).
    #[inline(always)]
    pub(super) fn play_pit<S: EventSink>(&mut self, pit: usize, take: usize, sink: &mut S) {
        let last = self.sow(pit, sink);
        self.capture(last, take, sink);
        self.end_move(sink);
    }
}
