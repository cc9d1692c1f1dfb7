//! Executing one Omweso sowing move: laps, relays, harvests and the re-sowing of harvested seeds
//! (`docs/rules/omweso.md` §6.4–§6.6), cut by the lap cap of `docs/rules/common.md` §0.8.
//!
//! [`sow`] works on the board alone so that legality checks can run it on a copy with
//! [`crate::NoEvents`], and play runs the very same code with a recording sink. The house
//! rules reach it through the move's [`Plan`].

use super::laws::{lap_end, Plan};
use super::{facing, global, is_inner, opp, Player, PITS, PLOTS};
use crate::event::LapKind;
use crate::sowing::Lap;
use crate::{Board, Choices, EventSink, Hand};

/// The most laps one move may take (`docs/rules/common.md` §0.8): a move needing more is
/// never-ending and illegal.
pub const MAX_LAPS: u32 = 1000;

/// How a move's sowing came to its end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Finish {
    /// The last seed fell into an empty plot: the move is complete.
    Done,
    /// A reverse move whose clockwise lap does not end in a harvest (the board is left mid-move).
    NoHarvest,
    /// The move needs more than [`MAX_LAPS`] laps; it was cut with every seed on the board.
    Endless,
}

/// What a move did, for legality and the end-of-turn checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Report {
    /// How the sowing ended.
    pub finish: Finish,
    /// Laps sown (first, relay and harvested-seed laps).
    pub laps: u32,
    /// Bit `k` set when local inner plot `k` harvested.
    pub harvest_plots: u16,
    /// How many clockwise continuations of a reverse move were taken.
    pub clockwise_taken: u32,
    /// How many harvests the move reached in its counter-clockwise part, taken or declined
    /// (those M-must "optional" lets the mover decline).
    pub harvest_points: u32,
}

impl Report {
    /// Nothing sown yet.
    pub(super) const START: Report = Report {
        finish: Finish::Done,
        laps: 0,
        harvest_plots: 0,
        clockwise_taken: 0,
        harvest_points: 0,
    };
}

/// The start of a move, with local plot indices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Sowing {
    /// Counter-clockwise from this plot.
    Normal(usize),
    /// Clockwise from this leftmost plot, with the continuation choices.
    Reverse(usize, Choices),
}

/// Plays the sowing of `player`'s move `sowing` by `plan` on `board`, sending its events to
/// `sink` (without events, [`super::fast::sow`] plays the same move faster).
pub(super) fn sow<S: EventSink>(
    board: &mut Board<PITS>,
    player: Player,
    sowing: Sowing,
    plan: &Plan,
    sink: &mut S,
) -> Report {
    if !S::RECORDS {
        return super::fast::sow(board, player, sowing, plan, MAX_LAPS);
    }
    sow_capped(board, player, sowing, plan, sink, MAX_LAPS)
}

/// [`sow`] with events and another lap cap (tests measure never-ending moves beyond
/// [`MAX_LAPS`]).
pub(super) fn sow_capped<S: EventSink>(
    board: &mut Board<PITS>,
    player: Player,
    sowing: Sowing,
    plan: &Plan,
    sink: &mut S,
    cap: u32,
) -> Report {
    let mut sower = Sower {
        cap,
        board,
        own: global(player, 0),
        theirs: global(opp(player), 0),
        sink,
        report: Report::START,
        plan,
    };
    sower.report.finish = match sowing {
        Sowing::Normal(origin) => {
            let last = sower.lap(origin, false, LapKind::First);
            sower.counter_clockwise(last, LapKind::First, origin, last)
        }
        Sowing::Reverse(origin, choices) => sower.reverse(origin, choices),
    };
    sower.report
}

/// One move in progress on the mover's side of the board.
struct Sower<'a, S: EventSink> {
    board: &'a mut Board<PITS>,
    /// Global index of the mover's local plot 0.
    own: usize,
    /// Global index of the opponent's local plot 0.
    theirs: usize,
    sink: &'a mut S,
    report: Report,
    /// The most laps allowed.
    cap: u32,
    /// What the house rules make of the move.
    plan: &'a Plan,
}

impl<S: EventSink> Sower<'_, S> {
    /// Seeds in the mover's local plot `k`.
    fn plot(&self, k: usize) -> u8 {
        self.board.seeds(self.own + k)
    }

    /// True when both opponent plots facing the mover's inner plot `k` hold seeds.
    fn facing_occupied(&self, k: usize) -> bool {
        let (inner, outer) = facing(k);
        self.board.seeds(self.theirs + inner) > 0 && self.board.seeds(self.theirs + outer) > 0
    }

    /// True when a lap that just ended on plot `k` harvests (§6.4 case 2).
    fn harvests(&self, k: usize) -> bool {
        self.plot(k) > 1 && is_inner(k) && self.facing_occupied(k)
    }

    /// Starts lap number `laps + 1` from local plot `from`.
    fn announce(&mut self, from: usize, clockwise: bool, kind: LapKind) {
        self.report.laps += 1;
        let number = self.report.laps;
        self.board
            .lap(self.own + from, clockwise, kind, number, self.sink);
    }

    /// A first or relay lap: picks up plot `from` and sows it; returns the last plot.
    fn lap(&mut self, from: usize, clockwise: bool, kind: LapKind) -> usize {
        self.announce(from, clockwise, kind);
        let mut hand = self.board.pick_up(self.own + from, self.sink);
        self.drop_seeds(from, &mut hand, clockwise)
    }

    /// A lap of harvested seeds from `anchor`; returns the last plot.
    fn captured_lap(&mut self, anchor: usize, hand: &mut Hand, clockwise: bool) -> usize {
        self.announce(anchor, clockwise, LapKind::Captured);
        self.drop_seeds(anchor, hand, clockwise)
    }

    /// Drops the seeds in hand one per plot after `from` (passing over `from` on a long lap
    /// under M-skip); returns the last plot.
    fn drop_seeds(&mut self, from: usize, hand: &mut Hand, clockwise: bool) -> usize {
        if !self.plan.skip || usize::from(hand.seeds()) < PLOTS {
            return self
                .board
                .sow_ring(hand, self.own, from, clockwise, self.sink);
        }
        let mut lap = Lap::new(from, PLOTS).clockwise(clockwise).skip_origin(true);
        let mut last = from;
        while !hand.is_empty() {
            let step = lap.step();
            if let Some(origin) = step.skipped {
                self.board.skip_origin(self.own + origin, self.sink);
            }
            self.board.drop(hand, self.own + step.pit, self.sink);
            last = step.pit;
        }
        last
    }

    /// Empties both opponent plots facing inner plot `k` into the hand.
    fn harvest(&mut self, k: usize) -> Hand {
        let (inner, outer) = facing(k);
        let mut hand = Hand::default();
        for pit in [self.theirs + inner, self.theirs + outer] {
            self.board.harvest(&mut hand, pit, self.sink);
        }
        self.report.harvest_plots |= 1 << k;
        hand
    }

    /// True when the harvest a lap just ended in is taken (M-must), counting it.
    fn takes_harvest(&mut self) -> bool {
        let i = self.report.harvest_points;
        self.report.harvest_points += 1;
        self.plan.takes(i)
    }

    /// True when the harvests made so far win at once and stop the turn (M-timing).
    fn stops(&self) -> bool {
        self.plan.stops(self.report.harvest_plots)
    }

    /// Laps counter-clockwise after a lap of `kind` from `from` ended on `last` (§6.4, §6.5):
    /// relays and harvests until a lap ends in an empty plot. `anchor` is where harvested seeds
    /// are sown from while harvests follow one another directly.
    fn counter_clockwise(
        &mut self,
        mut last: usize,
        mut kind: LapKind,
        mut from: usize,
        mut anchor: usize,
    ) -> Finish {
        loop {
            if self.plot(last) == 1 {
                return Finish::Done;
            }
            // Checked before anything moves, so a cut move leaves every seed on the board.
            if self.report.laps >= self.cap {
                return Finish::Endless;
            }
            if self.harvests(last) && self.takes_harvest() {
                anchor = self
                    .plan
                    .anchor(last, from, kind == LapKind::Captured, anchor);
                let mut hand = self.harvest(last);
                from = anchor;
                last = self.captured_lap(anchor, &mut hand, false);
                if self.stops() {
                    return Finish::Done;
                }
                kind = LapKind::Captured;
            } else {
                from = last;
                last = self.lap(last, false, LapKind::Relay);
                kind = LapKind::Relay;
            }
        }
    }

    /// True when sowing `hand` seeds clockwise from `from` would end in a harvest (§6.6.2).
    fn clockwise_harvests(&self, from: usize, hand: Hand) -> bool {
        let (last, landing) = lap_end(from, hand.seeds().into(), true, self.plan.skip);
        usize::from(self.plot(last)) + landing > 1 && is_inner(last) && self.facing_occupied(last)
    }

    /// A reverse move from leftmost plot `origin` (§6.6).
    fn reverse(&mut self, origin: usize, choices: Choices) -> Finish {
        let mut last = self.lap(origin, true, LapKind::First);
        if !self.harvests(last) {
            return Finish::NoHarvest;
        }
        let mut hand = self.harvest(last);
        // Each continuation harvests at least 2 of the opponent's 64 seeds at most: this loop and
        // the reverse part of the move take far fewer than MAX_LAPS laps, which
        // `counter_clockwise` enforces from then on.
        while self.clockwise_harvests(last, hand)
            && choices.get(self.report.clockwise_taken as usize)
        {
            last = self.captured_lap(last, &mut hand, true);
            self.report.clockwise_taken += 1;
            // The lap was checked to harvest, so `!harvests` cannot happen; the hand is empty.
            if self.stops() || !self.harvests(last) {
                return Finish::Done;
            }
            hand = self.harvest(last);
        }
        self.counter_clockwise_from(origin, hand)
    }

    /// Sows the harvested `hand` counter-clockwise from the reverse move's origin, which anchors
    /// any immediate re-harvest, then goes on as usual.
    fn counter_clockwise_from(&mut self, origin: usize, mut hand: Hand) -> Finish {
        if hand.is_empty() {
            return Finish::Done;
        }
        let last = self.captured_lap(origin, &mut hand, false);
        if self.stops() {
            return Finish::Done;
        }
        self.counter_clockwise(last, LapKind::Captured, origin, origin)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{replay, Event, Position, Variant};

    /// Remembers the board at the start of every relay lap (after a relay the anchor no longer
    /// matters, so board and relay plot decide the rest of the move) and the first lap that
    /// starts from a state seen before.
    #[derive(Default)]
    struct RelayStates {
        board: Vec<u32>,
        seen: std::collections::HashMap<(Vec<u32>, usize), u32>,
        repeat: Option<(u32, u32)>,
    }

    impl EventSink for RelayStates {
        const RECORDS: bool = true;
        fn push(&mut self, event: Event) {
            if let Event::Lap {
                pit,
                kind: LapKind::Relay,
                number,
                ..
            } = event
            {
                if let Some(&earlier) = self.seen.get(&(self.board.clone(), pit)) {
                    self.repeat.get_or_insert((earlier, number));
                }
                self.seen.insert((self.board.clone(), pit), number);
            }
            let mut board = Position {
                variant: Variant::Omweso,
                to_move: 0,
                pits: self.board.clone(),
                cowries: None,
                owners: None,
                stores: None,
                extra: Default::default(),
            }
            .replay_board();
            board.hand_seeds = 64 - board.pits.iter().sum::<u32>();
            if replay(&mut board, &event).is_ok() {
                self.board = board.pits;
            }
        }
    }

    /// The never-ending move of `tests/native/omweso.rs`, found by random search: its laps repeat a
    /// state (the relay state of lap 20 recurs at lap 3862), so it would run forever.
    #[test]
    fn found_never_ending_move_really_cycles() {
        let pits: [u8; PITS] = [
            3, 2, 3, 2, 0, 1, 5, 2, 0, 1, 3, 2, 1, 2, 5, 0, 3, 3, 0, 2, 3, 6, 0, 2, 3, 0, 2, 4, 0,
            0, 4, 0,
        ];
        let mut board = Board::new(pits);
        let mut states = RelayStates {
            board: pits.iter().map(|&s| u32::from(s)).collect(),
            ..RelayStates::default()
        };
        let (start, plan) = (Sowing::Normal(3), &Plan::DEFAULT);
        let report = sow_capped(&mut board, 0, start, plan, &mut states, 5_000);
        assert_eq!(report.finish, Finish::Endless);
        assert_eq!(states.repeat, Some((20, 3862)));
        // With the real cap the move stops at once after lap 1000, every seed on the board.
        let mut capped = Board::new(pits);
        let report = sow(&mut capped, 0, start, plan, &mut crate::NoEvents);
        assert_eq!((report.finish, report.laps), (Finish::Endless, MAX_LAPS));
        assert_eq!(capped.on_board(), 64);
    }
}
