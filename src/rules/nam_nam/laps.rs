//! Sowing a move: relay laps, the fours harvested on the way and the 8-seed rule
//! (`RULES.md` §5.3, §5.4).

use super::{NamNam, MAX_LAPS, PITS, TOTAL};
use crate::rules::event::{CaptureCause, EventSink, LapKind};
use crate::rules::sowing::Lap;
use crate::rules::{Board, Hand, Player};

/// Nam-Nam's board: plots, their owners, and this round's harvests in the stores.
pub(super) type NamNamBoard = Board<PITS, 0, PITS>;

/// How the sowing of a move ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum SowEnd {
    /// The last seed fell into an empty plot or made a four for the mover.
    TurnOver,
    /// The 8-seed rule ended the round.
    RoundOver,
    /// The move needed more than [`MAX_LAPS`] laps (§0.8): it is illegal. Played anyway, it
    /// stops before the extra lap, the seeds staying in their plot.
    Endless,
}

/// A harvest of four seeds.
#[derive(Clone, Copy)]
struct Four {
    pit: usize,
    player: Player,
    cause: CaptureCause,
}

impl NamNam {
    /// Sows every seed of `origin` for the player to move, lap after lap.
    pub(super) fn sow<S: EventSink>(&mut self, origin: usize, sink: &mut S) -> SowEnd {
        Sower {
            board: &mut self.board,
            mover: self.to_move,
        }
        .sow(origin, sink)
    }
}

/// Seeds in play on `board` (board and hand): 48 minus this round's harvests.
pub(super) fn in_play(board: &NamNamBoard) -> u8 {
    TOTAL
        .saturating_sub(board.store(0))
        .saturating_sub(board.store(1))
}

/// A move being sown: the board alone changes (trial plays copy nothing else).
pub(super) struct Sower<'a> {
    pub(super) board: &'a mut NamNamBoard,
    pub(super) mover: Player,
}

impl Sower<'_> {
    /// Sows every seed of `origin` for the mover, lap after lap.
    pub(super) fn sow<S: EventSink>(&mut self, origin: usize, sink: &mut S) -> SowEnd {
        let mover = self.mover;
        let mut from = origin;
        for number in 1..=MAX_LAPS {
            let seeds = self.board.seeds(from);
            if seeds == 0 {
                return SowEnd::TurnOver;
            }
            let kind = if number == 1 {
                LapKind::First
            } else {
                LapKind::Relay
            };
            self.board.lap(from, false, kind, number, sink);
            let mut hand = self.board.pick_up(from, sink);
            let mut lap = Lap::new(from, PITS).skip_origin(usize::from(seeds) >= PITS);
            let mut last = from;
            while hand.seeds() > 0 {
                last = self.board.sow_one(&mut hand, &mut lap, sink);
                if hand.seeds() > 0 && self.board.seeds(last) == 4 {
                    let four = Four {
                        pit: last,
                        player: self.board.owner(last),
                        cause: CaptureCause::OwnerFour,
                    };
                    // The seeds in hand would go on to the next plot.
                    let mut peek = lap;
                    let headed = peek.step().pit;
                    if self.harvest(four, &mut hand, headed, sink) {
                        return SowEnd::RoundOver;
                    }
                }
            }
            match self.board.seeds(last) {
                1 => return SowEnd::TurnOver,
                4 => {
                    let four = Four {
                        pit: last,
                        player: mover,
                        cause: CaptureCause::LastFour,
                    };
                    return if self.harvest(four, &mut hand, last, sink) {
                        SowEnd::RoundOver
                    } else {
                        SowEnd::TurnOver
                    };
                }
                _ => from = last,
            }
        }
        SowEnd::Endless
    }

    /// Takes a four; if only 4 seeds are then left in play, the harvester takes them too, those
    /// in `hand` (headed for `headed`) included, and the round is over (returns true).
    fn harvest<S: EventSink>(
        &mut self,
        four: Four,
        hand: &mut Hand,
        headed: usize,
        sink: &mut S,
    ) -> bool {
        let Four { pit, player, cause } = four;
        self.board.capture(pit, player, cause, sink);
        if in_play(self.board) != 4 {
            return false;
        }
        let cause = CaptureCause::LastSeeds;
        self.board.sweep(Some(player), cause, sink);
        if hand.seeds() > 0 {
            let seeds = hand.seeds();
            self.board
                .to_store(hand, seeds, Some(headed), player, cause, sink);
        }
        true
    }
}
