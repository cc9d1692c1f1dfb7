//! Playing a move: sowing (§4.3), capture and grand slam (§4.4–4.5), the end-of-move checks
//! (§4.6) and the automatic harvest (§4.2).

use super::{owner, row, GrandSlam, Oware, PITS, WINNING_STORE};
use crate::rules::event::push_first_lap;
use crate::rules::sowing::Lap;
use crate::rules::{opp, CaptureCause, EndReason, Event, EventSink, Piece, Player};

/// `SHORT_LAPS[origin][s]`: one in each byte of the `s` pits after `origin` (`s < 12`), byte `i`
/// for pit `i`: what a lap of `s` seeds adds to the board.
const SHORT_LAPS: [[u128; PITS]; PITS] = {
    let mut table = [[0u128; PITS]; PITS];
    let mut origin = 0;
    while origin < PITS {
        let mut seeds = 1;
        while seeds < PITS {
            table[origin][seeds] = table[origin][seeds - 1] | 1 << (8 * ((origin + seeds) % PITS));
            seeds += 1;
        }
        origin += 1;
    }
    table
};

impl Oware {
    /// Sows the seeds of `origin` (§4.3) and returns the last pit.
    #[inline(always)]
    fn sow<S: EventSink>(&mut self, origin: usize, sink: &mut S) -> usize {
        let seeds = self.pits[origin];
        let skip_origin = seeds as usize >= PITS;
        if S::RECORDS {
            push_first_lap(sink, origin, seeds.into(), 0);
            let mut lap = Lap::new(origin, PITS).skip_origin(skip_origin);
            for _ in 0..seeds {
                let step = lap.step();
                if let Some(pit) = step.skipped {
                    sink.push(Event::SkipOrigin { pit });
                }
                sink.push(Event::Drop {
                    pit: step.pit,
                    piece: Piece::Seed,
                });
            }
        }
        self.pits[origin] = 0;
        if !skip_origin {
            // One seed in each of the next `seeds` pits: a single 16-byte add from a table.
            let mut bytes = [0u8; 16];
            bytes[..PITS].copy_from_slice(&self.pits);
            let sum = u128::from_le_bytes(bytes) + SHORT_LAPS[origin][seeds as usize];
            self.pits.copy_from_slice(&sum.to_le_bytes()[..PITS]);
            return (origin + seeds as usize) % PITS;
        }
        // 12 or more: the 11 other plots each get a full share, the first `rest` one more.
        let others = (PITS - 1) as u8;
        let (share, rest) = (seeds / others, seeds % others);
        for k in 1..PITS {
            self.pits[(origin + k) % PITS] += share + u8::from(k as u8 <= rest);
        }
        let last_step = (seeds as usize - 1) % (PITS - 1) + 1;
        (origin + last_step) % PITS
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
        while first > row_start && matches!(self.pits[first - 1], 2 | 3) {
            first -= 1;
            chain_seeds += self.pits[first];
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
            let seeds = std::mem::take(&mut self.pits[pit]);
            self.stores[mover as usize] += seeds;
            if S::RECORDS {
                sink.push(Event::Capture {
                    pit,
                    seeds: seeds.into(),
                    player: mover,
                    cause: CaptureCause::Capture,
                });
            }
        }
    }

    /// Sends every seed on the board to the store `to(pit)` names.
    pub(super) fn clear_board<S: EventSink>(
        &mut self,
        to: impl Fn(usize) -> Player,
        cause: CaptureCause,
        sink: &mut S,
    ) {
        for pit in 0..PITS {
            let seeds = std::mem::take(&mut self.pits[pit]);
            if seeds > 0 {
                let player = to(pit);
                self.stores[player as usize] += seeds;
                if S::RECORDS {
                    sink.push(Event::Capture {
                        pit,
                        seeds: seeds.into(),
                        player,
                        cause,
                    });
                }
            }
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
        if !self.play_out && self.stores[mover as usize] >= WINNING_STORE {
            self.finish(EndReason::TwentyFiveSeeds, sink);
        } else if self.legal_mask() == 0 {
            // After any move the next player has seeds (§4.5 never empties his row), so having no
            // move means he cannot feed the mover's empty row: the automatic harvest (§4.2).
            self.clear_board(|_| next, CaptureCause::AutomaticHarvest, sink);
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

#[cfg(test)]
mod tests {
    use super::super::{test_game, TOTAL_SEEDS};
    use super::*;

    #[test]
    fn fast_sowing_matches_the_lap_stepper() {
        for origin in 0..PITS {
            for seeds in 1..=TOTAL_SEEDS {
                let mut pits = [0; PITS];
                pits[origin] = seeds;
                let mut g = test_game(pits);
                let mut events = Vec::new();
                let last = g.sow(origin, &mut events);
                let mut replayed = [0u8; PITS];
                let mut last_drop = None;
                for e in &events {
                    if let Event::Drop { pit, .. } = e {
                        replayed[*pit] += 1;
                        last_drop = Some(*pit);
                    }
                }
                assert_eq!(g.pits, replayed, "origin {origin}, {seeds} seeds");
                assert_eq!(Some(last), last_drop, "origin {origin}, {seeds} seeds");
                assert_eq!(g.pits[origin], 0, "the origin is left empty");
            }
        }
    }
}
