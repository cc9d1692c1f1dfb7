//! Set-up mode: the visitor edits the position on the board, then plays on from it. "Set up a
//! position" (offered wherever the analysis board is) puts the game aside and shows its
//! position to edit: a tap on a pit or a store (or Enter on its control)
//! puts a seed in, or takes one out once "Take seeds out" is chosen; in Kauri the taps may
//! place cowries instead. The seeds (and cowries) are the game's own: those not on the board
//! wait to be placed, so a game played with 48 seeds keeps 48. The visitor also chooses who
//! moves, and may clear the board. "Play from here" asks the rules to accept the position: a
//! new game starts from it, or the reason it is refused is said in the page's words and
//! nothing changes. "Cancel" gives the game back as it was. The pits' owners (Goré's, Nam-Nam's)
//! and what the game is played by (its house rules, its round or series) stay as they were.

use super::action::Action;
use super::analysis;
use super::board_grid::CellKind;
use super::command::Control;
use super::session::Shared;
use super::table::Table;
use mancala_i18n::{fill, Texts};
use mancala_render::layout::BoardSpec;
use mancala_rules::{Game, Position};

/// The keys of a position's `extra` that say how the game came to its position or how it
/// ended (the repetition record, an end, Goré's offer under way, Kauri's tie-break, Omweso's
/// arrangement): a position set up by hand has no past, so they are left out and the rules
/// work out what the position itself implies.
const PAST: [&str; 10] = [
    "positionsSeen",
    "end",
    "endReason",
    "endedByRepetition",
    "tieBreak",
    "pendingOffer",
    "offerMade",
    "mayOfferAgain",
    "refused",
    "arranged",
];

/// Omweso's phase: a position set up is one of sowing (the arrangement is over).
const PHASE: (&str, &str) = ("phase", "sowing");

/// The set-up mode's state: nothing while the game is played.
#[derive(Default)]
pub struct Setup {
    editing: Option<Editing>,
}

/// A position being set up.
struct Editing {
    /// The game put aside, given back by "Cancel".
    kept: Table,
    /// The position as set up so far.
    position: Position,
    /// The seeds the game is played with: on the board and in the stores.
    seeds: u32,
    /// The cowries the game is played with (Kauri's; none elsewhere).
    cowries: u32,
    /// A tap takes a piece out (else it puts one in).
    taking: bool,
    /// A tap places a cowrie (else a seed).
    cowrie: bool,
    /// Why the rules refused the position last asked, until it changes.
    refused: Option<String>,
}

/// What "Play from here" came to.
pub enum Played {
    /// The rules accepted the position: the game from it.
    Game(Box<Game>),
    /// The rules refused it: why, for the console (the visitor's words are on the page).
    Refused(String),
    /// Not setting up.
    Nothing,
}

impl Setup {
    /// True while a position is being set up.
    pub fn is_on(&self) -> bool {
        self.editing.is_some()
    }

    /// "Set up a position": the game on `table` is put aside and its position shown to edit,
    /// when set-up mode is `offered` now. False when not.
    pub(crate) fn begin(&mut self, table: &mut Table, offered: bool) -> bool {
        if self.is_on() || !offered {
            return false;
        }
        // A move being shown ends at once: the game put aside stands in its position.
        table.skip();
        let Some(game) = table.game() else {
            return false;
        };
        let mut position = game.current().position();
        position
            .extra
            .retain(|key, _| !PAST.contains(&key.as_str()));
        if let Some(phase) = position.extra.get_mut(PHASE.0) {
            *phase = PHASE.1.into();
        }
        let seeds = total(&position.pits) + total(&position.stores_or_zero());
        let cowries = position.cowries.as_deref().map_or(0, total);
        let mut shown = Table::showing(position.variant, position.replay_board());
        shown.set_focus(table.focus());
        let kept = std::mem::replace(table, shown);
        self.editing = Some(Editing {
            kept,
            position,
            seeds,
            cowries,
            taking: false,
            cowrie: false,
            refused: None,
        });
        true
    }

    /// "Cancel": the game put aside is back on `table`. False when not setting up.
    pub(crate) fn cancel(&mut self, table: &mut Table) -> bool {
        match self.editing.take() {
            Some(editing) => {
                *table = editing.kept;
                true
            }
            None => false,
        }
    }

    /// Leaves set-up mode, the game put aside dropped (another game takes the table).
    pub(crate) fn end(&mut self) {
        self.editing = None;
    }

    /// A tap (or Enter) on the pit or store `spot`: a piece put in or taken out, when there
    /// is one to put or take. False when nothing changed.
    pub(crate) fn tap(&mut self, spot: CellKind, table: &mut Table) -> bool {
        let Some(e) = self.editing.as_mut() else {
            return false;
        };
        let (seeds_left, cowries_left) = e.left();
        let has_stores = BoardSpec::of(e.position.variant).stores;
        let (count, left) = match spot {
            CellKind::Pit(pit) if e.cowrie => {
                let cowries = e.position.cowries.as_mut();
                (cowries.and_then(|c| c.get_mut(pit)), cowries_left)
            }
            CellKind::Pit(pit) => (e.position.pits.get_mut(pit), seeds_left),
            CellKind::Store(_) if e.cowrie || !has_stores => (None, 0),
            CellKind::Store(player) => {
                let stores = e.position.stores.get_or_insert([0, 0]);
                (stores.get_mut(usize::from(player)), seeds_left)
            }
        };
        let Some(count) = count else {
            return false;
        };
        let changed = if e.taking {
            count.checked_sub(1).map(|n| *count = n).is_some()
        } else {
            left > 0 && {
                *count += 1;
                true
            }
        };
        if changed {
            e.edited(table);
        }
        changed
    }

    /// A button of set-up mode: "Set up a position" is [`Setup::begin`]'s, "Play from here"
    /// [`Setup::play`]'s and "Cancel" [`Setup::cancel`]'s; the others change what is being set
    /// up. False when nothing changed.
    pub(crate) fn button(&mut self, action: Action, table: &mut Table) -> bool {
        let Some(e) = self.editing.as_mut() else {
            return false;
        };
        match action {
            Action::SetupTake => e.taking = !e.taking,
            Action::SetupCowries if e.cowries > 0 => e.cowrie = !e.cowrie,
            Action::SetupMover => e.position.to_move = 1 - e.position.to_move.min(1),
            Action::SetupClear => {
                e.position.pits.fill(0);
                if let Some(cowries) = e.position.cowries.as_mut() {
                    cowries.fill(0);
                }
                e.position.stores = Some([0, 0]);
            }
            _ => return false,
        }
        e.edited(table);
        true
    }

    /// "Play from here": the rules asked to accept the position set up. Accepted, set-up
    /// mode ends with the game from it; refused, the reason is shown in `texts`' words (the
    /// players named `names`) and nothing else changes.
    pub(crate) fn play(&mut self, texts: &Texts, names: &[String; 2]) -> Played {
        let Some(e) = self.editing.as_mut() else {
            return Played::Nothing;
        };
        match Game::from_position(&e.position) {
            Ok(game) => {
                self.editing = None;
                Played::Game(Box::new(game))
            }
            Err(error) => {
                e.refused = Some(e.refusal(texts, names));
                Played::Refused(error.message().to_string())
            }
        }
    }

    /// The position being set up, if one is.
    pub fn position(&self) -> Option<&Position> {
        self.editing.as_ref().map(|e| &e.position)
    }

    /// Why the rules refused the position set up, while it is unchanged.
    pub fn refused(&self) -> Option<&str> {
        self.editing.as_ref()?.refused.as_deref()
    }

    /// Set-up mode's controls: "Set up a position" where the analysis board is offered
    /// (never in a lesson, `lesson`); while setting up (the players named `names`), its own buttons, what a tap does now
    /// and what is left to place in the status line, and a refusal's reason in the note.
    pub(crate) fn controls(
        &self,
        page: &Shared,
        names: &[String; 2],
        lesson: bool,
    ) -> Vec<Control> {
        let learn = page.texts.learn;
        let show = |action: Action, visible: bool, text: Option<String>| Control {
            id: action.id(),
            text,
            visible: Some(visible),
            ..Control::default()
        };
        let Some(e) = &self.editing else {
            let mut out = vec![show(Action::SetUp, offered(page, lesson), None)];
            out.push(Control {
                id: GROUP_ID,
                visible: Some(false),
                ..Control::default()
            });
            return out;
        };
        let mover = &names[usize::from(e.position.to_move & 1)];
        let take = if e.taking {
            learn.put_in
        } else {
            learn.take_out
        };
        let pieces = if e.cowrie {
            learn.place_seeds
        } else {
            learn.place_cowries
        };
        vec![
            show(Action::SetUp, false, None),
            Control {
                id: GROUP_ID,
                visible: Some(true),
                ..Control::default()
            },
            show(Action::SetupTake, true, Some(take.into())),
            show(Action::SetupCowries, e.cowries > 0, Some(pieces.into())),
            show(
                Action::SetupMover,
                true,
                Some(page.texts.say(learn.setup_mover, mover, &[])),
            ),
            Control {
                id: "status",
                text: Some(e.status(page.texts)),
                visible: Some(true),
                ..Control::default()
            },
            Control {
                id: "note",
                text: e.refused.clone(),
                visible: Some(e.refused.is_some()),
                ..Control::default()
            },
        ]
    }
}

/// Set-up mode is offered where the analysis board is: on a game, outside a kiosk and a
/// lesson (`lesson`).
pub(crate) fn offered(page: &Shared, lesson: bool) -> bool {
    analysis::allowed(page) && !lesson
}

/// The id of the group of set-up mode's buttons in the controls' markup.
pub const GROUP_ID: &str = "setup";

impl Editing {
    /// Seeds and cowries not placed yet.
    fn left(&self) -> (u32, u32) {
        let p = &self.position;
        let placed = total(&p.pits) + total(&p.stores_or_zero());
        let cowries = p.cowries.as_deref().map_or(0, total);
        (
            self.seeds.saturating_sub(placed),
            self.cowries.saturating_sub(cowries),
        )
    }

    /// The position changed: shown on `table`, and a refusal of before forgotten.
    fn edited(&mut self, table: &mut Table) {
        self.refused = None;
        table.show(self.position.replay_board());
    }

    /// The status line: what a tap does now, and what is left to place.
    fn status(&self, texts: &Texts) -> String {
        let learn = texts.learn;
        let doing = match (self.cowrie, self.taking) {
            (false, false) => learn.setup_put,
            (false, true) => learn.setup_take,
            (true, false) => learn.setup_put_cowrie,
            (true, true) => learn.setup_take_cowrie,
        };
        format!("{doing} {}", self.left_words(texts))
    }

    /// "Still to place: 3 seeds" (and the cowries, in Kauri), or "Everything is placed."
    fn left_words(&self, texts: &Texts) -> String {
        let pieces = match self.left() {
            (0, 0) => return texts.learn.setup_all_placed.to_string(),
            (seeds, 0) => texts.seeds(seeds),
            (0, cowries) => texts.cowries(cowries),
            (seeds, cowries) => {
                format!(
                    "{} {} {}",
                    texts.seeds(seeds),
                    texts.learn.and,
                    texts.cowries(cowries)
                )
            }
        };
        fill(texts.learn.setup_left, &[("pieces", &pieces)])
    }

    /// Why the rules refuse the position, in `texts`' words: pieces still to place; the
    /// player to move could not move (the rules take it with the other one to move); else
    /// another of the game's rules.
    fn refusal(&self, texts: &Texts, names: &[String; 2]) -> String {
        let learn = texts.learn;
        if self.left() != (0, 0) {
            return format!("{} {}", learn.refused_left, self.left_words(texts));
        }
        let mut other = self.position.clone();
        other.to_move = 1 - other.to_move.min(1);
        if Game::from_position(&other).is_ok() {
            let mover = &names[usize::from(self.position.to_move & 1)];
            return texts.say(learn.refused_mover, mover, &[]);
        }
        learn.refused_rules.to_string()
    }
}

/// The sum of `counts`.
fn total(counts: &[u32]) -> u32 {
    counts.iter().fold(0, |sum, &n| sum.saturating_add(n))
}

#[cfg(test)]
mod tests;
