//! Sowing a move: relay laps, the fours harvested on the way and the 8-seed rule
//! (`docs/rules/nam-nam.md` §5.3, §5.4), by the game's house rules.

use super::{NamNam, MAX_LAPS, PITS, TOTAL};
use crate::event::{CaptureCause, EventSink, LapKind};
use crate::house::{Defaults, PlainRules, Played, ReadRules};
use crate::sowing::Lap;
use crate::{Board, Hand, HouseRules, Player, Variant};

/// Nam-Nam's house rules as its play reads them (`docs/rules/house-rules.md` §8), read once when
/// a game is made. The defaults: skip, each lap, hand counted, rounds until one player holds all
/// 48 seeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Laps {
    /// N-skip: a lap of 12 seeds or more passes over the plot it was picked up from.
    skips_origin: bool,
    /// N-last "last-of-turn": the mover's 4 is made by the last seed of the turn only, so a
    /// lap whose last seed makes 4 is relayed.
    last_of_turn: bool,
    /// N-8: the seeds in the sower's hand count as left on the board.
    counts_hand: bool,
    /// N-short "one-round", the project's short form: the game ends with its first round.
    pub(super) one_round: bool,
}

impl PlainRules for Laps {
    const VARIANT: Variant = Variant::NamNam;
    const DEFAULTS: Laps = Laps {
        skips_origin: true,
        last_of_turn: false,
        counts_hand: true,
        one_round: false,
    };

    fn read(rules: &HouseRules) -> Laps {
        Laps {
            skips_origin: rules.nam_nam_skips_origin(),
            last_of_turn: rules.nam_nam_last_of_turn_only(),
            counts_hand: rules.nam_nam_counts_hand(),
            one_round: rules.nam_nam_one_round(),
        }
    }
}

impl Laps {
    /// The fewest seeds in play while a round goes on: the 8-seed rule ends it at 4 when the
    /// hand counts; when it does not, 4 may be left in play (some of them in hand when the
    /// harvest was made).
    pub(super) fn least_in_play(self) -> u8 {
        if self.counts_hand {
            8
        } else {
            4
        }
    }
}

/// Nam-Nam's board: plots, their owners, and this round's harvests in the stores.
pub(super) type NamNamBoard = Board<PITS, 0, PITS>;

/// How the sowing of a move ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum SowEnd {
    /// The last seed fell into an empty plot or made a four for the mover.
    TurnOver,
    /// The 8-seed rule ended the round (or, the hand not counted, the last seeds in play were
    /// harvested).
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
        sow_on(
            &mut self.board,
            self.to_move,
            &self.shared.rules,
            origin,
            sink,
        )
    }
}

/// Sows every seed of `origin` on `board` for `mover` by the house rules `rules`, lap after
/// lap: by the defaults as constants when they are the game's ([`ReadRules`]).
pub(super) fn sow_on<S: EventSink>(
    board: &mut NamNamBoard,
    mover: Player,
    rules: &Played<Laps>,
    origin: usize,
    sink: &mut S,
) -> SowEnd {
    if rules.is_default() {
        Sower::new(board, mover, Defaults).sow(origin, sink)
    } else {
        Sower::new(board, mover, **rules).sow(origin, sink)
    }
}

/// Seeds in play on `board` (board and hand): 48 minus this round's harvests.
pub(super) fn in_play(board: &NamNamBoard) -> u8 {
    TOTAL
        .saturating_sub(board.store(0))
        .saturating_sub(board.store(1))
}

/// A move being sown by the house rules `rules` (the defaults as constants, or a game's own):
/// the board alone changes (trial plays copy nothing else).
struct Sower<'a, R> {
    board: &'a mut NamNamBoard,
    mover: Player,
    rules: R,
}

impl<'a, R: ReadRules<Laps>> Sower<'a, R> {
    /// A sowing on `board` for `mover` by `rules`.
    #[inline(always)]
    fn new(board: &'a mut NamNamBoard, mover: Player, rules: R) -> Self {
        Sower {
            board,
            mover,
            rules,
        }
    }

    /// Sows every seed of `origin` for the mover, lap after lap.
    #[inline(always)]
    fn sow<S: EventSink>(&mut self, origin: usize, sink: &mut S) -> SowEnd {
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
            let skip = self.rules.get().skips_origin && usize::from(seeds) >= PITS;
            let mut lap = Lap::new(from, PITS).skip_origin(skip);
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
                4 if !self.rules.get().last_of_turn => {
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

    /// Takes a four; if only 4 seeds are then left, the harvester takes them too (the 8-seed
    /// rule). Returns true when the round is over: no seed is left in play.
    ///
    /// By default (N-8) the seeds left are those in play, `hand` (headed for `headed`)
    /// included, so the rule takes them all. When the hand does not count, the seeds left are
    /// those on the board: the rule takes those, and the seeds in hand are sown on.
    fn harvest<S: EventSink>(
        &mut self,
        four: Four,
        hand: &mut Hand,
        headed: usize,
        sink: &mut S,
    ) -> bool {
        let Four { pit, player, cause } = four;
        self.board.capture(pit, player, cause, sink);
        let counts_hand = self.rules.get().counts_hand;
        let left = in_play(self.board);
        let in_hand = if counts_hand { 0 } else { hand.seeds() };
        if left.saturating_sub(in_hand) != 4 {
            // The hand not counted, a harvest may take the last 4 seeds in play.
            return !counts_hand && left == 0;
        }
        let cause = CaptureCause::LastSeeds;
        self.board.sweep(Some(player), cause, sink);
        if counts_hand && hand.seeds() > 0 {
            let seeds = hand.seeds();
            self.board
                .to_store(hand, seeds, Some(headed), player, cause, sink);
        }
        // Seeds still in hand (the hand not counted) are sown on.
        in_hand == 0
    }
}
