//! The learning aids of the [`Session`]: the move preview of the pit pointed at, the hint the
//! computer gives a person, and the note under the board (why seeds were captured, the hint's
//! sentence). Each aid speaks of one position and goes when the game leaves it.

use super::super::action::Action;
use super::super::aids::{hint_pits, Hint, Preview, HINT_LEVEL, HINT_REQUEST};
use super::super::command::{Control, Effect};
use super::super::opponent::Opponent;
use super::super::table::Done;
use super::Session;
use mancala_render::preview::Marks;
use mancala_rules::{Move, Position};

impl Session {
    /// Whether the move preview shows: the visitor's choice, else the page's `preview`
    /// setting, else on; never in kiosk mode (a touch screen has no hover).
    pub fn preview_on(&self) -> bool {
        !self.settings.kiosk
            && self
                .aids
                .preview_choice
                .or(self.settings.preview)
                .unwrap_or(true)
    }

    /// True when a person may act now in a game of their own (not a demo).
    fn person_to_play(&self) -> bool {
        self.opponent != Opponent::Demo && self.table.human_to_play(self.opponent)
    }

    /// The position the game stands in now.
    fn position_now(&self) -> Option<Position> {
        self.table.game().map(|g| g.current().position())
    }

    /// What the move of the pit under the pointer (else with the keyboard focus) would do, if
    /// the preview is on and a person can play that pit now; while a pit's way to play is
    /// chosen, the way pointed at or with the focus.
    pub fn preview(&self) -> Option<Preview> {
        if !self.preview_on() || !self.person_to_play() || self.table.choice.picks_pits() {
            return None;
        }
        if let Some((pit, mv)) = self.table.choice.previewed_form() {
            return Preview::of(self.table.game()?.current(), &mv, pit);
        }
        let pit = self.table.hover.or(self.table.focus)?;
        if !self.table.playable(self.opponent).contains(&pit) {
            return None;
        }
        let mv = self.table.move_at(pit)?;
        Preview::of(self.table.game()?.current(), &mv, pit)
    }

    /// The hint shown now, if it speaks of the position on the board.
    fn hint_shown(&self) -> Option<&(Vec<usize>, String)> {
        let hint = self.aids.hint.as_ref()?;
        let now = self.position_now()?;
        (hint.position == now && self.person_to_play())
            .then_some(hint.shown.as_ref())
            .flatten()
    }

    /// What the aids mark on the board now.
    pub fn aid_marks(&self) -> Marks {
        let mut marks = Marks::default();
        if let Some(p) = self.preview() {
            marks.from = Some(p.from);
            marks.landing = p.landing;
            marks.captured = p.captured;
            marks.harvested = p.harvested;
        }
        if let Some((pits, _)) = self.hint_shown() {
            marks.hint.clone_from(pits);
        }
        marks
    }

    /// The note under the board, when it speaks of the position shown (not while a move is
    /// shown).
    pub fn note(&self) -> Option<&str> {
        let (position, text) = self.aids.note.as_ref()?;
        let now = self.position_now()?;
        (!self.table.animating() && *position == now).then_some(text.as_str())
    }

    /// The hint and preview buttons, and the note.
    pub(super) fn aid_controls(&self) -> Vec<Control> {
        let learn = self.texts.learn;
        let asking = self.aids.hint.as_ref().is_some_and(|h| {
            h.shown.is_none() && Some(&h.position) == self.position_now().as_ref()
        });
        let note = self.note();
        vec![
            Control {
                id: Action::Hint.id(),
                visible: Some(self.person_to_play() && self.table.game().is_some()),
                enabled: Some(!asking),
                ..Control::default()
            },
            Control {
                id: Action::Preview.id(),
                text: Some(
                    if self.preview_on() {
                        learn.preview_on
                    } else {
                        learn.preview_off
                    }
                    .into(),
                ),
                visible: Some(!self.settings.kiosk),
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

    /// The hint or preview button.
    pub(super) fn aid_button(&mut self, action: Action, out: &mut Vec<Effect>) {
        match action {
            Action::Preview if !self.settings.kiosk => {
                let on = !self.preview_on();
                self.aids.preview_choice = Some(on);
                out.push(Effect::RememberPreview(on));
            }
            Action::Hint if self.person_to_play() => self.ask_hint(out),
            _ => return,
        }
        out.push(self.controls());
        out.push(Effect::Redraw);
    }

    /// Asks the computer, at [`HINT_LEVEL`], which move it would play for the person.
    fn ask_hint(&mut self, out: &mut Vec<Effect>) {
        let Some(position) = self.position_now() else {
            return;
        };
        if self
            .aids
            .hint
            .as_ref()
            .is_some_and(|h| h.position == position)
        {
            return; // asked already: the answer is coming or shown
        }
        self.aids.hints_asked = self.aids.hints_asked.wrapping_add(1);
        let request = HINT_REQUEST | (self.aids.hints_asked & !HINT_REQUEST);
        self.aids.hint = Some(Hint {
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

    /// The computer's answer to a hint: shown if it still speaks of the position on the board,
    /// dropped otherwise.
    pub(super) fn hint_answer(&mut self, request: u32, mv: &Move, out: &mut Vec<Effect>) {
        let now = self.position_now();
        let Some(hint) = self.aids.hint.as_mut() else {
            return;
        };
        if hint.request != request || Some(&hint.position) != now.as_ref() {
            return;
        }
        let Some(game) = self.table.game().map(|g| g.current()) else {
            return;
        };
        let Ok(facts) = mancala_learn::facts_of(game, mv) else {
            self.aids.hint = None;
            return out.push(Effect::Report(format!("a hint the rules refuse: {mv:?}")));
        };
        let sentence = mancala_learn::hint(self.texts.learn, mv, &facts);
        hint.shown = Some((hint_pits(mv, &facts), sentence.clone()));
        self.aids.note = Some((hint.position.clone(), sentence.clone()));
        out.push(Effect::Announce(sentence));
        out.push(self.controls());
        out.push(Effect::Redraw);
    }

    /// The computer could not answer a hint: it may be asked again.
    pub(super) fn hint_failed(&mut self, request: u32) {
        if self
            .aids
            .hint
            .as_ref()
            .is_some_and(|h| h.request == request)
        {
            self.aids.hint = None;
        }
    }

    /// Forgets the hint and the note once the game left the position they speak of.
    pub(super) fn drop_stale_aids(&mut self) {
        let now = self.position_now();
        if self
            .aids
            .hint
            .as_ref()
            .is_some_and(|h| Some(&h.position) != now.as_ref())
        {
            self.aids.hint = None;
        }
        if self
            .aids
            .note
            .as_ref()
            .is_some_and(|(p, _)| Some(p) != now.as_ref())
        {
            self.aids.note = None;
        }
    }

    /// A move was played: why it captured becomes the note (shown once the move has been) and
    /// is added to what screen readers hear. Returns their sentence.
    pub(super) fn note_capture(&mut self, done: &Done) -> String {
        self.aids.note = done
            .why
            .clone()
            .map(|why| (done.played.position.clone(), why));
        match &done.why {
            Some(why) => format!("{} {why}", done.said),
            None => done.said.clone(),
        }
    }

    /// `words` become the note under the board, until the game leaves the position shown.
    pub(super) fn note_now(&mut self, words: &str) {
        self.aids.note = self
            .table
            .game()
            .map(|g| (g.current().position(), words.to_string()));
    }
}

#[cfg(test)]
mod tests;
