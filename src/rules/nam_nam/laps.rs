//! Sowing a move: relay laps, the fours harvested on the way and the 8-seed rule
//! (`RULES.md` §5.3, §5.4).

use super::{NamNam, MAX_LAPS, PITS};
use crate::rules::event::{CaptureCause, Event, EventSink, LapKind, Piece};
use crate::rules::sowing::Lap;
use crate::rules::Player;

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
        let mover = self.to_move;
        let mut from = origin;
        for number in 1..=MAX_LAPS {
            let seeds = self.pits[from];
            if seeds == 0 {
                return SowEnd::TurnOver;
            }
            sink.push(Event::Lap {
                pit: from,
                clockwise: false,
                kind: if number == 1 {
                    LapKind::First
                } else {
                    LapKind::Relay
                },
                number,
            });
            sink.push(Event::PickUp {
                pit: from,
                seeds: seeds.into(),
                cowries: 0,
            });
            self.pits[from] = 0;
            let mut lap = Lap::new(from, PITS).skip_origin(usize::from(seeds) >= PITS);
            let mut last = from;
            for in_hand in (0..seeds).rev() {
                let step = lap.step();
                if let Some(pit) = step.skipped {
                    sink.push(Event::SkipOrigin { pit });
                }
                last = step.pit;
                self.pits[last] += 1;
                sink.push(Event::Drop {
                    pit: last,
                    piece: Piece::Seed,
                });
                if in_hand > 0 && self.pits[last] == 4 {
                    let four = Four {
                        pit: last,
                        player: self.owners[last],
                        cause: CaptureCause::OwnerFour,
                    };
                    // The seeds in hand would go on to the next plot.
                    let mut peek = lap;
                    let headed = peek.step().pit;
                    if self.harvest(four, in_hand, headed, sink) {
                        return SowEnd::RoundOver;
                    }
                }
            }
            match self.pits[last] {
                1 => return SowEnd::TurnOver,
                4 => {
                    let four = Four {
                        pit: last,
                        player: mover,
                        cause: CaptureCause::LastFour,
                    };
                    return if self.harvest(four, 0, last, sink) {
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

    /// Takes a four; if only 4 seeds are then left in play, the harvester takes them too, the
    /// `in_hand` ones (headed for `headed`) included, and the round is over (returns true).
    fn harvest<S: EventSink>(
        &mut self,
        four: Four,
        in_hand: u8,
        headed: usize,
        sink: &mut S,
    ) -> bool {
        let Four { pit, player, cause } = four;
        self.take(pit, player, cause, sink);
        if self.in_play() != 4 {
            return false;
        }
        for rest in 0..PITS {
            if self.pits[rest] > 0 {
                self.take(rest, player, CaptureCause::LastSeeds, sink);
            }
        }
        if in_hand > 0 {
            self.stores[usize::from(player)] += in_hand;
            sink.push(Event::HandToStore {
                pit: Some(headed),
                seeds: in_hand.into(),
                player,
                cause: CaptureCause::LastSeeds,
            });
        }
        true
    }

    /// Moves every seed of `pit` to `player`'s store.
    pub(super) fn take<S: EventSink>(
        &mut self,
        pit: usize,
        player: Player,
        cause: CaptureCause,
        sink: &mut S,
    ) {
        let seeds = self.pits[pit];
        self.pits[pit] = 0;
        self.stores[usize::from(player)] += seeds;
        sink.push(Event::Capture {
            pit,
            seeds: seeds.into(),
            player,
            cause,
        });
    }
}
