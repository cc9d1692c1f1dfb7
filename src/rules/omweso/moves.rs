//! Omweso's moves: which are legal (`docs/rules/omweso.md` §6.3, §6.6, `docs/rules/common.md` §0.8,
//! with the house rules M-rev2 and M-must), the messages for those that are not, and playing them
//! with the end-of-turn checks (§6.7, §6.8).

use super::laws::{Plan, DECLINABLE};
use super::sowing::{sow, Finish, Report, Sowing};
use super::{global, setup, Omweso, Phase, EDGE_COLUMNS, LEFTMOST, PLOTS};
use crate::{opp, Choices, EndReason, EventSink, Move, NoEvents, Player};

impl Omweso {
    /// Sows `sowing` taking the harvests `harvest` says for the player to move on a copy of the
    /// board.
    pub(super) fn simulate(&self, sowing: Sowing, harvest: Choices) -> Report {
        let mut board = self.board;
        let (laws, turns, mover) = (&self.laws, &self.harvest_turns, self.to_move);
        Plan::with(laws, harvest, turns, mover, |plan| {
            sow(&mut board, mover, sowing, plan, &mut NoEvents)
        })
    }

    /// Calls `visit` with each legal sowing move of the player to move, normal moves first, then
    /// reverse moves with each distinct choice list (`[]`, `[true]`, `[true, true]`, ... as far
    /// as clockwise continuations can go), each with its distinct harvest choices when harvests
    /// may be declined (M-must), until `visit` returns false.
    pub(super) fn visit_sowing_moves(&self, visit: impl FnMut(Move) -> bool) {
        self.visit_moves(true, visit);
    }

    /// [`Self::visit_sowing_moves`], trying the normal moves only when `try_normal` (without,
    /// a normal move that never ends is visited too, unless harvests may be declined: the
    /// harvests a move reaches are known by playing it).
    fn visit_moves(&self, try_normal: bool, mut visit: impl FnMut(Move) -> bool) {
        if self.laws.optional {
            self.visit_declining(&mut visit);
            return;
        }
        let player = self.to_move;
        for k in 0..PLOTS {
            if self.plot(player, k) >= 2
                && (!try_normal
                    || self.one_lap(k)
                    || self.simulate(Sowing::Normal(k), Choices::NONE).finish == Finish::Done)
                && !visit(Move::sow(global(player, k)))
            {
                return;
            }
        }
        self.visit_reverse(|sowing, report| {
            report.finish != Finish::Done || visit(self.sowing_move(sowing, Choices::NONE))
        });
    }

    /// Calls `visit` with each reverse move's start (a leftmost plot with each distinct list of
    /// continuation choices) whose first lap harvests, and how it plays taking every harvest,
    /// until `visit` returns false.
    #[inline(always)]
    fn visit_reverse(&self, mut visit: impl FnMut(Sowing, Report) -> bool) {
        for k in LEFTMOST {
            if self.plot(self.to_move, k) < self.laws.reverse_min {
                continue;
            }
            let mut choices = Choices::NONE;
            loop {
                let sowing = Sowing::Reverse(k, choices);
                let report = self.simulate(sowing, Choices::NONE);
                // A choice beyond the continuations that exist plays like the shorter list.
                if report.finish == Finish::NoHarvest
                    || (report.clockwise_taken as usize) < choices.len()
                {
                    break;
                }
                if !visit(sowing, report) {
                    return;
                }
                if choices.len() >= Choices::MAX {
                    break;
                }
                choices.push(true);
            }
        }
    }

    /// [`Self::visit_sowing_moves`] when harvests may be declined (M-must "optional"): every
    /// move with each of its distinct harvest choices. Out of line: the default rules' callers
    /// stay small.
    #[inline(never)]
    fn visit_declining(&self, visit: &mut impl FnMut(Move) -> bool) {
        let player = self.to_move;
        for k in 0..PLOTS {
            if self.plot(player, k) < 2 {
                continue;
            }
            let sowing = Sowing::Normal(k);
            let go_on = if self.one_lap(k) {
                visit(Move::sow(global(player, k)))
            } else {
                let report = self.simulate(sowing, Choices::NONE);
                self.visit_harvests(sowing, Choices::NONE, report, visit)
            };
            if !go_on {
                return;
            }
        }
        self.visit_reverse(|sowing, report| {
            self.visit_harvests(sowing, Choices::NONE, report, visit)
        });
    }

    /// The move of the player to move that plays `sowing` with the harvests `harvest`.
    fn sowing_move(&self, sowing: Sowing, harvest: Choices) -> Move {
        let (k, clockwise, choices) = match sowing {
            Sowing::Normal(k) => (k, false, Choices::NONE),
            Sowing::Reverse(k, choices) => (k, true, choices),
        };
        Move::harvesting(global(self.to_move, k) as u8, clockwise, choices, harvest)
    }

    /// Visits the legal forms of `sowing` whose harvest choices start with `prefix` (ending in a
    /// decline, or empty), `report` being how `prefix` plays, and take every later harvest but
    /// the declined ones of the first [`DECLINABLE`] (M-must "optional"); false when `visit`
    /// asked to stop.
    fn visit_harvests(
        &self,
        sowing: Sowing,
        prefix: Choices,
        report: Report,
        visit: &mut impl FnMut(Move) -> bool,
    ) -> bool {
        if report.finish == Finish::Done && !visit(self.sowing_move(sowing, prefix)) {
            return false;
        }
        let reached = (report.harvest_points as usize).min(DECLINABLE);
        let mut longer = prefix;
        for _ in prefix.len()..reached {
            let mut declined = longer;
            declined.push(false);
            let played = self.simulate(sowing, declined);
            if !self.visit_harvests(sowing, declined, played, visit) {
                return false;
            }
            longer.push(true);
        }
        true
    }

    /// Appends the legal moves to `out`.
    pub(super) fn legal_moves_into(&self, out: &mut Vec<Move>) {
        if self.end.is_some() {
            return;
        }
        match self.phase {
            Phase::Arrangement { .. } => out.extend(
                setup::TYPICAL_ARRANGEMENTS
                    .iter()
                    .map(|&counts| Move::Arrange { counts }),
            ),
            Phase::Sowing => self.visit_sowing_moves(|mv| {
                out.push(mv);
                true
            }),
        }
    }

    /// The legal moves, and the normal moves that never end, untried (what the search tries:
    /// [`Self::play_if_legal`] refuses those; a never-ending move is rare, and a trial sowing of
    /// every move costs as much as playing it).
    pub fn candidate_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        match (self.end, self.phase) {
            (None, Phase::Sowing) => self.visit_moves(false, |mv| {
                out.push(mv);
                true
            }),
            _ => self.legal_moves_into(out),
        }
    }

    /// Plays one of [`Self::candidate_moves`] without events; false, leaving the game in an
    /// unspecified state, when it is a sowing that never ends.
    pub fn play_if_legal(&mut self, mv: &Move) -> bool {
        self.play_sowing(mv, &mut NoEvents, true)
    }

    /// True when the normal move from plot `k` of the player to move is one lap of fewer than
    /// 16 seeds whose last falls into an empty plot: each plot passed once, ending there, so the
    /// move is legal, complete and harvests nothing, without playing it on a copy.
    #[inline(always)]
    fn one_lap(&self, k: usize) -> bool {
        let seeds = usize::from(self.plot(self.to_move, k));
        seeds < PLOTS && self.plot(self.to_move, (k + seeds) % PLOTS) == 0
    }

    /// True when the player to move has a legal sowing move.
    pub(super) fn has_sowing_move(&self) -> bool {
        // Most positions have a one-lap move, legal without playing anything: looked for first.
        let one_lap = (0..PLOTS).any(|k| self.plot(self.to_move, k) >= 2 && self.one_lap(k));
        if one_lap {
            return true;
        }
        let mut found = false;
        self.visit_sowing_moves(|_| {
            found = true;
            false
        });
        found
    }

    /// Plays a checked move and the end of the turn.
    pub(super) fn play_checked<S: EventSink>(&mut self, mv: &Move, sink: &mut S) {
        self.play_sowing(mv, sink, false);
    }

    /// Plays a move and the end of the turn; with `refuse_endless`, a sowing that never ends
    /// stops there and returns false.
    fn play_sowing<S: EventSink>(&mut self, mv: &Move, sink: &mut S, refuse_endless: bool) -> bool {
        if self.end.is_some() {
            return true;
        }
        let player = self.to_move;
        let sown = with_sowing(mv, |_, sowing, harvest| {
            Plan::with(&self.laws, harvest, &self.harvest_turns, player, |plan| {
                sow(&mut self.board, player, sowing, plan, sink)
            })
        });
        let Some(report) = sown else {
            if let Move::Arrange { counts } = *mv {
                self.arrange(counts, sink);
                // M-first: the first arranger sows first, or the second one goes on.
                let next = if self.phase == Phase::Sowing && self.laws.other_sows_first {
                    player
                } else {
                    opp(player)
                };
                self.end_turn(next, None, sink);
            }
            return true;
        };
        if refuse_endless && report.finish != Finish::Done {
            return false;
        }
        let mut special = None;
        if report.harvest_plots != 0 {
            self.harvest_turns[usize::from(player)] =
                self.harvest_turns[usize::from(player)].saturating_add(1);
            if EDGE_COLUMNS
                .iter()
                .all(|&k| report.harvest_plots & (1 << k) != 0)
            {
                special = Some(EndReason::Emitwebiri);
            } else if self.harvest_turns[usize::from(player)] >= 2
                && self.harvest_turns[usize::from(opp(player))] == 0
            {
                special = Some(EndReason::Akakyala);
            }
        }
        self.end_turn(opp(player), special, sink);
        true
    }

    /// Gives the turn to `next`; ends the game for `special`, or when he cannot sow.
    fn end_turn<S: EventSink>(&mut self, next: Player, special: Option<EndReason>, sink: &mut S) {
        self.to_move = next;
        let end = special.or_else(|| {
            (self.phase == Phase::Sowing && !self.has_sowing_move())
                .then_some(EndReason::NoMoveLeft)
        });
        match end {
            Some(reason) => self.finish(reason, sink),
            None => sink.push(crate::Event::Turn {
                player: self.to_move,
            }),
        }
    }
}

/// Calls `f` with a sowing move's pit, start and harvest choices (`None` for the other kinds of
/// move). One call of `f` per kind, so that a plain move is compiled knowing it takes every
/// harvest.
#[inline(always)]
pub(super) fn with_sowing<R>(mv: &Move, f: impl FnOnce(u8, Sowing, Choices) -> R) -> Option<R> {
    let k = |pit: u8| usize::from(pit) % PLOTS;
    match *mv {
        Move::Sow { pit } => Some(f(pit, Sowing::Normal(k(pit)), Choices::NONE)),
        Move::Reverse { pit, choices } => {
            Some(f(pit, Sowing::Reverse(k(pit), choices), Choices::NONE))
        }
        Move::Declining {
            pit,
            clockwise: false,
            harvest,
            ..
        } => Some(f(pit, Sowing::Normal(k(pit)), harvest)),
        Move::Declining {
            pit,
            clockwise: true,
            choices,
            harvest,
        } => Some(f(pit, Sowing::Reverse(k(pit), choices), harvest)),
        Move::Offer { .. } | Move::Answer { .. } | Move::Pass | Move::Arrange { .. } => None,
    }
}
