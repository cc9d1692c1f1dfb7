//! Omweso's moves: which are legal (`RULES.md` §6.3, §6.6, §0.8), the messages for those that
//! are not, and playing them with the end-of-turn checks (§6.7, §6.8).

use super::sowing::{sow, Finish, Report, Sowing};
use super::{global, setup, Omweso, Phase, EDGE_COLUMNS, LEFTMOST, PITS, PLOTS};
use crate::rules::{opp, Choices, EndReason, Error, EventSink, Move, NoEvents};

impl Omweso {
    /// Sows `sowing` for the player to move on a copy of the board.
    fn simulate(&self, sowing: Sowing) -> Report {
        let mut board = self.board;
        sow(&mut board, self.to_move, sowing, &mut NoEvents)
    }

    /// Calls `visit` with each legal sowing move of the player to move, normal moves first, then
    /// reverse moves with each distinct choice list (`[]`, `[true]`, `[true, true]`, ... as far
    /// as clockwise continuations can go), until `visit` returns false.
    pub(super) fn visit_sowing_moves(&self, visit: impl FnMut(Move) -> bool) {
        self.visit_moves(true, visit);
    }

    /// [`Self::visit_sowing_moves`], trying the normal moves only when `try_normal` (without,
    /// a normal move that never ends is visited too).
    fn visit_moves(&self, try_normal: bool, mut visit: impl FnMut(Move) -> bool) {
        let player = self.to_move;
        for k in 0..PLOTS {
            let seeds = usize::from(self.plot(player, k));
            // Fewer than 16 seeds whose last falls into an empty plot: one lap, each plot passed
            // once, ending there, so the move is complete without playing it on a copy.
            let one_lap = seeds < PLOTS && self.plot(player, (k + seeds) % PLOTS) == 0;
            if seeds >= 2
                && (!try_normal
                    || one_lap
                    || self.simulate(Sowing::Normal(k)).finish == Finish::Done)
                && !visit(Move::sow(global(player, k)))
            {
                return;
            }
        }
        for k in LEFTMOST {
            if self.plot(player, k) < 2 {
                continue;
            }
            let mut choices = Choices::NONE;
            loop {
                let report = self.simulate(Sowing::Reverse(k, choices));
                // A choice beyond the continuations that exist plays like the shorter list.
                if report.finish == Finish::NoHarvest || report.clockwise_taken < choices.len() {
                    break;
                }
                if report.finish == Finish::Done
                    && !visit(Move::Reverse {
                        pit: global(player, k) as u8,
                        choices,
                    })
                {
                    return;
                }
                if choices.len() >= Choices::MAX {
                    break;
                }
                choices.push(true);
            }
        }
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

    /// True when the player to move has a legal sowing move.
    pub(super) fn has_sowing_move(&self) -> bool {
        // Most positions have a one-lap move, legal without playing anything: looked for first.
        let player = self.to_move;
        let one_lap = (0..PLOTS).any(|k| {
            let seeds = usize::from(self.plot(player, k));
            (2..PLOTS).contains(&seeds) && self.plot(player, (k + seeds) % PLOTS) == 0
        });
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

    /// Checks a move, with a message naming the problem.
    pub(super) fn check(&self, mv: &Move) -> Result<(), Error> {
        let player = self.to_move;
        if self.end.is_some() {
            return Err(Error::Move("the game is over".into()));
        }
        match (*mv, self.phase) {
            (Move::Arrange { counts }, Phase::Arrangement { .. }) => {
                let sum: u32 = counts.iter().map(|&c| u32::from(c)).sum();
                if sum != 32 {
                    return Err(Error::Move(format!(
                        "an arrangement places player {player}'s 32 seeds, but these counts sum to {sum}"
                    )));
                }
                Ok(())
            }
            (Move::Arrange { .. }, Phase::Sowing) => Err(Error::Move(
                "the arrangement phase is over: seeds are arranged only before the first sowing"
                    .into(),
            )),
            (_, Phase::Arrangement { .. }) => Err(Error::Move(format!(
                "it is player {player}'s turn to arrange his seeds (an \"arrange\" move); sowing starts after both players arranged"
            ))),
            (Move::Sow { pit }, Phase::Sowing) => {
                let k = self.own_plot(pit.into())?;
                let what = self.check_seeds(pit.into(), k)?;
                self.check_terminates(self.simulate(Sowing::Normal(k)), &what)
            }
            (Move::Reverse { pit, choices }, Phase::Sowing) => {
                let k = self.own_plot(pit.into())?;
                if !LEFTMOST.contains(&k) {
                    let allowed: Vec<String> =
                        LEFTMOST.iter().map(|&l| global(player, l).to_string()).collect();
                    return Err(Error::Move(format!(
                        "a reverse move starts from one of player {player}'s four leftmost plots ({}), not pit {pit}",
                        allowed.join(", ")
                    )));
                }
                let what = format!("sowing clockwise from {}", self.check_seeds(pit.into(), k)?);
                let report = self.simulate(Sowing::Reverse(k, choices));
                if report.finish == Finish::NoHarvest {
                    return Err(Error::Move(format!(
                        "{what} does not end in a harvest, and a reverse move must harvest"
                    )));
                }
                self.check_terminates(report, &what)
            }
            (Move::Offer { .. } | Move::Answer { .. }, Phase::Sowing) => Err(Error::Move(
                "Omweso has no hole offers: play a sowing move".into(),
            )),
            (Move::Declining { .. }, Phase::Sowing) => Err(Error::Move(
                "harvests are compulsory (house rule M-must lets them be declined); send the move without \"harvest\"".into(),
            )),
        }
    }

    /// The local index of global `pit`, if it exists and belongs to the player to move.
    fn own_plot(&self, pit: usize) -> Result<usize, Error> {
        if pit >= PITS {
            return Err(Error::Move(format!(
                "pit {pit} does not exist on a 4×8 board (pits 0 to 31)"
            )));
        }
        let owner = (pit / PLOTS) as u8;
        if owner != self.to_move {
            return Err(Error::Move(format!(
                "pit {pit} belongs to player {owner}; player {} moves",
                self.to_move
            )));
        }
        Ok(pit % PLOTS)
    }

    /// Checks that own plot `k` (global `pit`) can be sown; returns "pit N" for messages.
    fn check_seeds(&self, pit: usize, k: usize) -> Result<String, Error> {
        match self.plot(self.to_move, k) {
            0 => Err(Error::Move(format!("pit {pit} is empty"))),
            1 => Err(Error::Move(format!(
                "pit {pit} holds a single seed; a move needs at least 2"
            ))),
            _ => Ok(format!("pit {pit}")),
        }
    }

    /// Refuses a never-ending move (§0.8).
    fn check_terminates(&self, report: Report, what: &str) -> Result<(), Error> {
        match report.finish {
            Finish::Done => Ok(()),
            _ => Err(Error::Move(format!(
                "{what} never ends (it needs more than {} laps), so it is illegal",
                super::MAX_LAPS
            ))),
        }
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
        let sowing = match *mv {
            Move::Arrange { counts } => {
                self.arrange(counts, sink);
                self.end_turn(None, sink);
                return true;
            }
            Move::Sow { pit } => Sowing::Normal(usize::from(pit) % PLOTS),
            Move::Reverse { pit, choices } => Sowing::Reverse(usize::from(pit) % PLOTS, choices),
            // Harvests are compulsory (M-must's default).
            Move::Declining { .. } | Move::Offer { .. } | Move::Answer { .. } => return true,
        };
        let report = sow(&mut self.board, player, sowing, sink);
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
        self.end_turn(special, sink);
        true
    }

    /// Passes the turn; ends the game for `special`, or when the next player cannot sow.
    fn end_turn<S: EventSink>(&mut self, special: Option<EndReason>, sink: &mut S) {
        self.to_move = opp(self.to_move);
        let end = special.or_else(|| {
            (self.phase == Phase::Sowing && !self.has_sowing_move())
                .then_some(EndReason::NoMoveLeft)
        });
        match end {
            Some(reason) => self.finish(reason, sink),
            None => sink.push(crate::rules::Event::Turn {
                player: self.to_move,
            }),
        }
    }
}
