//! The analysis board: with "Analysis: on", every pit a person can play shows what its move is
//! worth (the search's estimate, a fixed number of moves deep, in seeds for the player to
//! move; a forced win or loss it sees says so), and "Play the best move" plays the best one, so
//! that the best line can be followed move by move. The computer's worker analyses each
//! position once; an answer that comes after the position changed is dropped. Not in a kiosk
//! nor in a lesson; for every game.

use super::action::Action;
use super::command::{Control, Effect};
use super::session::Shared;
use super::table::Table;
use mancala_i18n::{fill, Texts};
use mancala_rules::{Move, Position};
use serde::Deserialize;

/// How deep the analysis looks, in plies.
pub const DEPTH: u32 = 8;

/// One move's worth, as the worker answers (`game.analyse()`'s entries).
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Worth {
    /// The move.
    #[serde(rename = "move")]
    pub mv: Move,
    /// Seeds, for the player to move.
    pub score: f64,
    /// Plies to a forced end the search sees.
    #[serde(default)]
    pub forced_in: Option<u32>,
    /// True when the score is certain: an endgame table's final margin.
    #[serde(default)]
    pub exact: bool,
}

/// The analysis board's state.
#[derive(Debug, Default)]
pub struct Analysis {
    on: bool,
    /// Analyses asked so far (their ids: an analysis has its own effect and answer, apart from
    /// the computer's moves and hints).
    asked: u32,
    /// The position asked about and its request.
    pending: Option<(u32, Position)>,
    /// The answer for a position: its moves' worth, best first.
    answer: Option<(Position, Vec<Worth>)>,
}

impl Analysis {
    /// True while the analysis board is on.
    pub fn is_on(&self) -> bool {
        self.on
    }

    /// "Analysis: on/off".
    pub(crate) fn toggle(&mut self, page: &Shared, out: &mut Vec<Effect>) {
        self.on = !self.on;
        if !self.on {
            self.pending = None;
        }
        self.ask(page, out);
    }

    /// Asks the worker about the position on the table, when on, allowed, and not asked yet.
    pub(crate) fn ask(&mut self, page: &Shared, out: &mut Vec<Effect>) {
        if !self.on || !allowed(page) {
            return;
        }
        let Some(position) = now(page.table) else {
            return;
        };
        let known = |p: &Position| *p == position;
        if self.pending.as_ref().is_some_and(|(_, p)| known(p))
            || self.answer.as_ref().is_some_and(|(p, _)| known(p))
        {
            return;
        }
        self.asked = self.asked.wrapping_add(1);
        let request = self.asked;
        self.pending = Some((request, position.clone()));
        out.push(Effect::Analyse {
            request,
            position,
            depth: DEPTH,
        });
    }

    /// The worker's answer to `request`: kept if it is the one awaited. True when kept.
    pub fn arrived(&mut self, request: u32, moves: Vec<Worth>) -> bool {
        match self.pending.take() {
            Some((asked, position)) if asked == request => {
                self.answer = Some((position, moves));
                true
            }
            other => {
                self.pending = other;
                false
            }
        }
    }

    /// The moves' worth for the position on the table, best first, when on and known.
    pub fn worth(&self, table: &Table) -> Option<&[Worth]> {
        let (position, moves) = self.answer.as_ref().filter(|_| self.on)?;
        (now(table).as_ref() == Some(position)).then_some(moves.as_slice())
    }

    /// The best move, when known (for "Play the best move").
    pub fn best(&self, table: &Table) -> Option<Move> {
        self.worth(table)?.first().map(|w| w.mv)
    }

    /// The two buttons: the switch (never in a kiosk nor in a lesson, `lesson`), and "Play the
    /// best move" while the analysis of the position is known and a person may move.
    pub(crate) fn controls(&self, page: &Shared, lesson: bool) -> Vec<Control> {
        let learn = page.texts.learn;
        let shown = allowed(page) && !lesson;
        let can_play = page.table.human_to_play(page.opponent) && !page.table.animating();
        vec![
            Control {
                id: Action::Analyse.id(),
                text: Some(
                    if self.on {
                        learn.analysis_on
                    } else {
                        learn.analysis_off
                    }
                    .into(),
                ),
                visible: Some(shown),
                ..Control::default()
            },
            Control {
                id: Action::BestMove.id(),
                visible: Some(shown && self.on && can_play && self.best(page.table).is_some()),
                ..Control::default()
            },
        ]
    }
}

/// The board's analysis is offered outside a kiosk, in a game going on.
pub(crate) fn allowed(page: &Shared) -> bool {
    offered_on(page.table, page.settings)
}

/// [`allowed`], from the table and the settings alone (the first frame has no session).
pub(crate) fn offered_on(table: &Table, settings: &crate::Settings) -> bool {
    !settings.kiosk && table.game().is_some()
}

/// The position of the game on `table` now, while it goes on.
fn now(table: &Table) -> Option<Position> {
    let game = table.game()?.current();
    game.outcome().is_none().then(|| game.position())
}

/// A move's worth as its pit shows it: the search's estimate marked as one, "≈+2.5" (seeds, the
/// decimal mark the language's), "≈0", "≈−1"; that it wins or loses by force; an exact worth
/// says the end: "wins by 3", "draw".
pub fn worth_words(worth: &Worth, texts: &Texts) -> String {
    let words = worth_plain(worth, texts);
    if worth.exact || worth.forced_in.is_some() {
        words
    } else {
        format!("\u{2248}{words}")
    }
}

/// A move's worth without the mark of an estimate (the sentence a screen reader hears says
/// where the worth comes from).
fn worth_plain(worth: &Worth, texts: &Texts) -> String {
    let learn = texts.learn;
    if worth.exact {
        let seeds = worth.score.abs().round() as u32;
        return match worth.score.partial_cmp(&0.0) {
            Some(std::cmp::Ordering::Greater) => fill(learn.worth_wins_by, &[("seeds", &seeds)]),
            Some(std::cmp::Ordering::Less) => fill(learn.worth_loses_by, &[("seeds", &seeds)]),
            _ => learn.worth_draw.to_string(),
        };
    }
    if worth.forced_in.is_some() {
        return if worth.score > 0.0 {
            learn.worth_wins
        } else {
            learn.worth_loses
        }
        .to_string();
    }
    let tenths = (worth.score * 10.0).round() as i64;
    if tenths == 0 {
        return "0".to_string();
    }
    let sign = if tenths > 0 { "+" } else { "\u{2212}" };
    let (whole, tenth) = (tenths.abs() / 10, tenths.abs() % 10);
    if tenth == 0 {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}{}{tenth}", learn.decimal_mark)
    }
}

/// What a screen reader hears of a move's worth.
pub fn worth_said(worth: &Worth, texts: &Texts) -> String {
    if worth.exact {
        return fill(
            texts.learn.worth_exact_said,
            &[("worth", &worth_plain(worth, texts))],
        );
    }
    fill(
        texts.learn.worth_said,
        &[("depth", &DEPTH), ("worth", &worth_plain(worth, texts))],
    )
}

#[cfg(test)]
mod tests;
