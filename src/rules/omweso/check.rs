//! Whether a move is legal now (`docs/rules/omweso.md` §6.2, §6.3, §6.6, `docs/rules/common.md`
//! §0.8, with the house rules M-rev2 and M-must), with a message naming the problem when it is not.

use super::laws::DECLINABLE;
use super::moves::with_sowing;
use super::sowing::{Finish, Report, Sowing};
use super::{global, Omweso, Phase, LEFTMOST, PITS, PLOTS};
use crate::{Choices, Error, Move};

impl Omweso {
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
            (Move::Offer { .. } | Move::Answer { .. }, Phase::Sowing) => Err(Error::Move(
                "Omweso has no hole offers: play a sowing move".into(),
            )),
            (Move::Pass, Phase::Sowing) => Err(Error::Move(
                "an Omweso player never passes: he sows, and one who cannot has lost".into(),
            )),
            (_, Phase::Sowing) => with_sowing(mv, |pit, sowing, harvest| {
                self.check_sowing(pit, sowing, harvest)
            })
            .unwrap_or_else(|| Err(Error::Move("Omweso plays sowing moves only".into()))),
        }
    }

    /// Checks a sowing move from global `pit` (its local plot is the one `sowing` names) taking
    /// the harvests `harvest` says.
    fn check_sowing(&self, pit: u8, sowing: Sowing, harvest: Choices) -> Result<(), Error> {
        let player = self.to_move;
        if !harvest.is_empty() && !self.laws.optional {
            return Err(Error::Move(
                "harvests are compulsory (house rule M-must lets them be declined); send the move without \"harvest\"".into(),
            ));
        }
        let k = self.own_plot(pit.into())?;
        let clockwise = matches!(sowing, Sowing::Reverse(..));
        if clockwise && !LEFTMOST.contains(&k) {
            let allowed: Vec<String> = LEFTMOST
                .iter()
                .map(|&l| global(player, l).to_string())
                .collect();
            return Err(Error::Move(format!(
                "a reverse move starts from one of player {player}'s four leftmost plots ({}), not pit {pit}",
                allowed.join(", ")
            )));
        }
        let mut what = self.check_seeds(pit.into(), k, clockwise)?;
        if clockwise {
            what = format!("sowing clockwise from {what}");
        }
        if harvest.len() > DECLINABLE {
            return Err(Error::Move(format!(
                "a move may decline only among the first {DECLINABLE} harvests it reaches (house rule M-must), but \"harvest\" has {} entries",
                harvest.len()
            )));
        }
        let report = self.simulate(sowing, harvest);
        if report.finish == Finish::NoHarvest {
            return Err(Error::Move(format!(
                "{what} does not end in a harvest, and a reverse move must harvest"
            )));
        }
        let reached = report.harvest_points as usize;
        if reached < harvest.len() {
            return Err(Error::Move(format!(
                "{what} reaches {reached} harvest(s) that may be declined, but \"harvest\" has {} entries",
                harvest.len()
            )));
        }
        self.check_terminates(report, &what)
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

    /// Checks that own plot `k` (global `pit`) can be sown, `clockwise` or not (M-rev2 may let
    /// a reverse move start from one seed); returns "pit N" for messages.
    fn check_seeds(&self, pit: usize, k: usize, clockwise: bool) -> Result<String, Error> {
        let least = if clockwise { self.laws.reverse_min } else { 2 };
        match self.plot(self.to_move, k) {
            0 => Err(Error::Move(format!("pit {pit} is empty"))),
            seeds if seeds >= least => Ok(format!("pit {pit}")),
            _ if self.laws.reverse_min < 2 => Err(Error::Move(format!(
                "pit {pit} holds a single seed; a normal move needs at least 2 (only a reverse move may start from one, house rule M-rev2)"
            ))),
            _ => Err(Error::Move(format!(
                "pit {pit} holds a single seed; a move needs at least 2"
            ))),
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
}
