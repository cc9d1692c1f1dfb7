//! What a click on a pit means now: the pits that can be clicked, the move a click plays, and,
//! where a house rule lets harvests be declined (`M-must`, `O-may`), the ways to play the pit
//! that the person then chooses from.

use super::super::choices::{ChoiceKind, MOST_FORMS};
use super::super::opponent::{Opponent, Seats};
use super::{Clicked, Table};
use mancala_rules::Move;

impl Table {
    /// The pits a click acts on now (empty while animating or for the computer's turn).
    pub fn playable(&self, opponent: Opponent) -> Vec<usize> {
        if !self.human_to_play(opponent) {
            return Vec::new();
        }
        let legal = self.legal();
        let player = self.to_move().unwrap_or(0);
        match &self.choice.kind {
            _ if self.choice.picks_pits() => (0..self.shown.pits.len())
                .filter(|&i| self.shown.owners.get(i) == Some(&player))
                .collect(),
            ChoiceKind::Answer => Vec::new(),
            _ => {
                let mut pits: Vec<usize> = legal
                    .iter()
                    .filter(|m| m.is_clockwise() == self.clockwise)
                    .filter_map(Move::pit)
                    .collect();
                pits.dedup();
                pits
            }
        }
    }

    /// A click (or Enter) on `pit`: a pit that may decline harvests opens the choice of how
    /// to play it (another pit clicked meanwhile opens its own, or is played).
    ///
    /// # Errors
    /// The rules refused the move (should not happen: only legal moves are offered).
    pub fn click(&mut self, pit: usize, seats: &Seats) -> Result<Clicked, String> {
        if !self.playable(seats.opponent).contains(&pit) {
            return Ok(Clicked::Nothing);
        }
        if self.choice.click(pit, &mut self.shown) {
            return Ok(Clicked::Changed);
        }
        let mut forms = self.forms_at(pit);
        if forms.iter().any(|m| matches!(m, Move::Declining { .. })) {
            forms.truncate(MOST_FORMS);
            self.choice.kind = ChoiceKind::Harvest {
                pit,
                forms,
                previewed: None,
            };
            return Ok(Clicked::Choose);
        }
        self.end_harvest_choice();
        Ok(forms
            .first()
            .map_or(Clicked::Nothing, |m| Clicked::Wants(*m)))
    }

    /// The move a click on `pit` plays now (in the direction chosen), if any: the one taking
    /// every harvest.
    pub fn move_at(&self, pit: usize) -> Option<Move> {
        self.forms_at(pit).first().copied()
    }

    /// The ways to play `pit` now, in the direction chosen: the move taking every harvest
    /// first (clockwise, continuing clockwise whenever the rules allow it), then the forms of
    /// that move that decline harvests (a house rule may allow it), in the order of the legal
    /// moves. Where the move taking every harvest never ends, only the declining forms.
    pub fn forms_at(&self, pit: usize) -> Vec<Move> {
        let mut forms: Vec<Move> = self
            .legal()
            .into_iter()
            .filter(|m| m.pit() == Some(pit) && m.is_clockwise() == self.clockwise)
            .collect();
        let longest = forms.iter().map(continuations).max().unwrap_or(0);
        forms.retain(|m| continuations(m) == longest);
        // A stable sort: the move taking every harvest comes first, the others keep their order.
        forms.sort_by_key(|m| matches!(m, Move::Declining { .. }));
        forms
    }

    /// Closes the choice of how to play a pit, if one is open (the choice the legal moves
    /// call for comes back).
    pub fn end_harvest_choice(&mut self) {
        if matches!(self.choice.kind, ChoiceKind::Harvest { .. }) {
            self.refresh_choice();
        }
    }
}

/// How many times a reverse move continues clockwise (none for any other move).
fn continuations(mv: &Move) -> usize {
    match mv {
        Move::Reverse { choices, .. } | Move::Declining { choices, .. } => {
            choices.to_vec().iter().filter(|c| **c).count()
        }
        _ => 0,
    }
}
