//! The learning aids of a person's game: the move preview (where the hovered or focused pit's
//! last seed would land, what it would take or harvest), the hint (the computer's move for the
//! person, its pits and its sentence) and the note under the board (why seeds were captured,
//! the hint's sentence). Each aid speaks of one position and goes when the game leaves it. The
//! aids decide when; `learn` says what.

use super::action::Action;
use super::command::{Control, Effect};
use super::opponent::Opponent;
use super::session::Shared;
use super::settings::Settings;
use super::table::{Done, Table};
use mancala_render::preview::Marks;
use mancala_rules::{Game, Move, Position};

/// The computer's level a hint is asked at: the strongest, whose move is the best it knows
/// (the levels below it slip on purpose).
pub const HINT_LEVEL: u32 = 5;

/// The bit that marks a request to the computer as a hint's (the game's own requests count up
/// from 0 and would need 2³¹ new positions to reach it).
pub const HINT_REQUEST: u32 = 1 << 31;

/// What the board marks for the pit a person is pointing at: computed on a copy of the game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Preview {
    /// The pit the move would start from.
    pub from: usize,
    /// Where its last seed would land.
    pub landing: Option<usize>,
    /// The pits it would take seeds from.
    pub captured: Vec<usize>,
    /// Omweso: the opponent's plots it would harvest.
    pub harvested: Vec<usize>,
}

impl Preview {
    /// The preview of `mv` (a move from `from`) played in `game`; `None` if the engine refuses
    /// it.
    pub fn of(game: &Game, mv: &Move, from: usize) -> Option<Preview> {
        let facts = mancala_learn::facts_of(game, mv).ok()?;
        Some(Preview {
            from,
            landing: facts.landing,
            captured: facts.captured,
            harvested: facts.harvested,
        })
    }
}

/// A hint asked for or shown.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// The request to the computer it answers.
    pub request: u32,
    /// The position it was asked in: a hint for another position is dropped.
    pub position: Position,
    /// The answer once it came: the pits to highlight and the sentence.
    pub shown: Option<(Vec<usize>, String)>,
}

/// The aids' state.
#[derive(Clone, Debug, Default)]
pub struct Aids {
    /// The visitor's own choice of the preview (the preview button), which comes before the
    /// settings'.
    preview_choice: Option<bool>,
    /// The hint asked for or shown, if any.
    hint: Option<Hint>,
    /// How many hints were asked (their requests' ids).
    hints_asked: u32,
    /// The note under the board: why the last move captured, or a hint's sentence, with the
    /// position it speaks of (it goes when the game leaves that position).
    note: Option<(Position, String)>,
}

impl Aids {
    /// No aid shown yet; the visitor's choice of the preview as remembered, if any.
    pub fn remembering(preview_choice: Option<bool>) -> Aids {
        Aids {
            preview_choice,
            ..Aids::default()
        }
    }

    /// Whether the move preview shows: the visitor's choice, else the page's `preview`
    /// setting, else on; never in kiosk mode (a touch screen has no hover).
    pub fn preview_on(&self, settings: &Settings) -> bool {
        !settings.kiosk && self.preview_choice.or(settings.preview).unwrap_or(true)
    }

    /// What the move of the pit under the pointer (else with the keyboard focus) would do, if
    /// the preview is on and a person can play that pit now; while a pit's way to play is
    /// chosen, the way pointed at or with the focus.
    pub(crate) fn preview(&self, page: &Shared) -> Option<Preview> {
        let table = page.table;
        if !self.preview_on(page.settings)
            || !person_to_play(table, page.opponent)
            || table.choice().picks_pits()
        {
            return None;
        }
        if let Some((pit, mv)) = table.choice().previewed_form() {
            return Preview::of(table.game()?.current(), &mv, pit);
        }
        let pit = table.hover().or(table.focus())?;
        if !table.playable(page.opponent).contains(&pit) {
            return None;
        }
        let mv = table.move_at(pit)?;
        Preview::of(table.game()?.current(), &mv, pit)
    }

    /// What playing `pit` would do, in words ("Play pit 3: it sows 5 seeds and takes 4 from
    /// pit 9."), when the preview is on and a person can play `pit` now: the preview's facts
    /// for a screen reader.
    pub(crate) fn preview_words(&self, page: &Shared, pit: usize) -> Option<String> {
        let table = page.table;
        if !self.preview_on(page.settings)
            || !person_to_play(table, page.opponent)
            || table.choice().picks_pits()
            || !table.playable(page.opponent).contains(&pit)
        {
            return None;
        }
        let mv = table.move_at(pit)?;
        let game = table.game()?.current();
        let facts = mancala_learn::facts_of(game, &mv).ok()?;
        Some(mancala_learn::hint(
            page.texts.learn_for(game.variant()),
            &mv,
            &facts,
        ))
    }

    /// The hint shown now, if it speaks of the position on the board.
    fn hint_shown(&self, table: &Table, opponent: Opponent) -> Option<&(Vec<usize>, String)> {
        let hint = self.hint.as_ref()?;
        let now = position_now(table)?;
        (hint.position == now && person_to_play(table, opponent))
            .then_some(hint.shown.as_ref())
            .flatten()
    }

    /// What the aids mark on the board now.
    pub(crate) fn marks(&self, page: &Shared) -> Marks {
        let mut marks = Marks::default();
        if let Some(p) = self.preview(page) {
            marks.from = Some(p.from);
            marks.landing = p.landing;
            marks.captured = p.captured;
            marks.harvested = p.harvested;
        }
        if let Some((pits, _)) = self.hint_shown(page.table, page.opponent) {
            marks.hint.clone_from(pits);
        }
        marks
    }

    /// The note under the board, when it speaks of the position shown (not while a move is
    /// shown).
    pub fn note(&self, table: &Table) -> Option<&str> {
        let (position, text) = self.note.as_ref()?;
        let now = position_now(table)?;
        (!table.animating() && *position == now).then_some(text.as_str())
    }

    /// The hint and preview buttons, and the note.
    pub(crate) fn controls(&self, page: &Shared) -> Vec<Control> {
        let table = page.table;
        let learn = page.texts.learn;
        let asking = self.hint.as_ref().is_some_and(|h| {
            h.shown.is_none() && Some(&h.position) == position_now(table).as_ref()
        });
        let note = self.note(table);
        vec![
            Control {
                id: Action::Hint.id(),
                visible: Some(person_to_play(table, page.opponent) && table.game().is_some()),
                enabled: Some(!asking),
                ..Control::default()
            },
            Control {
                id: Action::Preview.id(),
                text: Some(
                    if self.preview_on(page.settings) {
                        learn.preview_on
                    } else {
                        learn.preview_off
                    }
                    .into(),
                ),
                visible: Some(!page.settings.kiosk),
                ..Control::default()
            },
            Control {
                id: "note",
                text: Some(note.unwrap_or_default().into()),
                visible: Some(note.is_some()),
                ..Control::default()
            },
        ]
    }

    /// The hint or preview button. True when it did something (the controls and the board
    /// are then shown again).
    pub(crate) fn button(&mut self, action: Action, page: &Shared, out: &mut Vec<Effect>) -> bool {
        match action {
            Action::Preview if !page.settings.kiosk => {
                let on = !self.preview_on(page.settings);
                self.preview_choice = Some(on);
                out.push(Effect::RememberPreview(on));
            }
            Action::Hint if person_to_play(page.table, page.opponent) => {
                self.ask_hint(page.table, out);
            }
            _ => return false,
        }
        true
    }

    /// Asks the computer, at [`HINT_LEVEL`], which move it would play for the person.
    fn ask_hint(&mut self, table: &Table, out: &mut Vec<Effect>) {
        let Some(position) = position_now(table) else {
            return;
        };
        if self.hint.as_ref().is_some_and(|h| h.position == position) {
            return; // asked already: the answer is coming or shown
        }
        self.hints_asked = self.hints_asked.wrapping_add(1);
        let request = HINT_REQUEST | (self.hints_asked & !HINT_REQUEST);
        self.hint = Some(Hint {
            request,
            position: position.clone(),
            shown: None,
        });
        out.push(Effect::Ask {
            request,
            position,
            level: HINT_LEVEL,
            demo: false,
        });
    }

    /// The computer's answer to a hint: shown (and said) if it still speaks of the position on
    /// the board, dropped otherwise. True when it is shown (the controls and the board are then
    /// shown again).
    pub(crate) fn hint_answer(
        &mut self,
        request: u32,
        mv: &Move,
        page: &Shared,
        out: &mut Vec<Effect>,
    ) -> bool {
        let now = position_now(page.table);
        let Some(hint) = self.hint.as_mut() else {
            return false;
        };
        if hint.request != request || Some(&hint.position) != now.as_ref() {
            return false;
        }
        let Some(game) = page.table.game().map(|g| g.current()) else {
            return false;
        };
        let Ok(facts) = mancala_learn::facts_of(game, mv) else {
            self.hint = None;
            out.push(Effect::Report(format!("a hint the rules refuse: {mv:?}")));
            return false;
        };
        let learn = page.texts.learn_for(game.variant());
        let sentence = mancala_learn::hint(learn, mv, &facts);
        hint.shown = Some((hint_pits(mv, &facts), sentence.clone()));
        self.note = Some((hint.position.clone(), sentence.clone()));
        out.push(Effect::Announce(sentence));
        true
    }

    /// The computer could not answer a hint: it may be asked again.
    pub fn hint_failed(&mut self, request: u32) {
        if self.hint.as_ref().is_some_and(|h| h.request == request) {
            self.hint = None;
        }
    }

    /// Forgets the hint and the note once the game on `table` left the position they speak
    /// of.
    pub fn drop_stale(&mut self, table: &Table) {
        let now = position_now(table);
        if self
            .hint
            .as_ref()
            .is_some_and(|h| Some(&h.position) != now.as_ref())
        {
            self.hint = None;
        }
        if self
            .note
            .as_ref()
            .is_some_and(|(p, _)| Some(p) != now.as_ref())
        {
            self.note = None;
        }
    }

    /// A move was played: why it captured becomes the note (shown once the move has been) and
    /// is added to what screen readers hear. Returns their sentence.
    pub fn note_capture(&mut self, done: &Done) -> String {
        self.note = done
            .why
            .clone()
            .map(|why| (done.played.position.clone(), why));
        match &done.why {
            Some(why) => format!("{} {why}", done.said),
            None => done.said.clone(),
        }
    }

    /// `words` become the note under the board, until the game on `table` leaves the position
    /// shown.
    pub fn note_now(&mut self, table: &Table, words: &str) {
        self.note = position_now(table).map(|p| (p, words.to_string()));
    }
}

/// True when a person may act now in a game of their own (not a demo).
pub(crate) fn person_to_play(table: &Table, opponent: Opponent) -> bool {
    opponent != Opponent::Demo && table.human_to_play(opponent)
}

/// The position the game on `table` stands in now.
fn position_now(table: &Table) -> Option<Position> {
    table.game().map(|g| g.current().position())
}

/// The pits a hint for `mv` highlights, given what it would do (`facts`): the pit to play, or
/// the holes to offer (Goré); an answer or an arrangement highlights none.
pub fn hint_pits(mv: &Move, facts: &mancala_learn::Facts) -> Vec<usize> {
    match mv {
        Move::Offer { .. } => facts.offered.clone(),
        _ => mv.pit().into_iter().collect(),
    }
}

/// True when `request` is a hint's.
pub fn is_hint(request: u32) -> bool {
    request & HINT_REQUEST != 0
}

#[cfg(test)]
mod tests;
