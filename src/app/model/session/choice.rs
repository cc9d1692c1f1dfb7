//! The choice of harvests: where a house rule lets harvests be declined (`M-must`,
//! `O-may`), a person's tap on such a pit opens a small chooser under the board, one button
//! for each way to play it (the move taking every harvest first, each labelled with what it
//! takes, from the engine's own facts of it) and a Cancel. The computer and a replay play
//! their moves as they are; a game without the option never shows it.

use super::super::action::Action;
use super::super::choices::{ChoiceKind, HARVESTS_ID, MOST_FORMS};
use super::super::command::{Control, Effect};
use super::Session;
use mancala_i18n::fill;
use mancala_rules::{Move, Variant};

impl Session {
    /// A tap opened the choice of how to play a pit: the chooser shows, screen readers hear
    /// how many ways there are, and the keyboard's focus goes to the first (which the preview
    /// shows: the browser's news of that focus comes while the page is busy, and is lost).
    pub(super) fn harvest_opened(&mut self, out: &mut Vec<Effect>) {
        self.table.choice.preview_form(Some(0));
        self.changed(out);
        let ChoiceKind::Harvest { pit, forms, .. } = &self.table.choice.kind else {
            return;
        };
        let words = self.texts.house();
        let said = fill(
            words.choose_said,
            &[("pit", &(pit + 1)), ("n", &forms.len())],
        );
        out.push(Effect::Announce(said));
        out.push(Effect::Focus(Action::Harvest(0).id()));
    }

    /// A button of the chooser: the way chosen is played (as a person's move), or Cancel
    /// closes it. Either way the keyboard's focus goes back to the board.
    pub(super) fn harvest_button(&mut self, action: Action, out: &mut Vec<Effect>) {
        if !self.harvest_shown() {
            return;
        }
        let chosen = match action {
            Action::Harvest(i) => self.table.choice.form(usize::from(i)),
            _ => None,
        };
        self.table.end_harvest_choice();
        out.push(Effect::Focus("board"));
        match chosen {
            Some(mv) => self.person_plays(mv, out),
            None => self.changed(out),
        }
    }

    /// The `i`-th way of the chooser is pointed at or has the keyboard's focus (`None`: none
    /// is): the move preview shows it.
    pub(super) fn preview_way(&mut self, i: Option<usize>, out: &mut Vec<Effect>) {
        if self.table.choice.preview_form(i) {
            out.push(Effect::Redraw);
        }
    }

    /// True while the chooser shows: a person chooses how to play a pit.
    fn harvest_shown(&self) -> bool {
        matches!(self.table.choice.kind, ChoiceKind::Harvest { .. })
            && self.table.human_to_play(self.opponent)
    }

    /// The chooser added to the controls `out`: shown or hidden; while it shows, the status
    /// line asks, the hint waits, and each of its buttons says what its way to play takes.
    pub(super) fn harvest_controls(&self, out: &mut Vec<Control>) {
        let shown = self.harvest_shown();
        out.push(Control {
            id: HARVESTS_ID,
            visible: Some(shown),
            ..Control::default()
        });
        let (ChoiceKind::Harvest { pit, forms, .. }, true) = (&self.table.choice.kind, shown)
        else {
            return;
        };
        let words = self.texts.house();
        // The status line asks; the hint, which speaks of the pit to play, waits.
        for c in out.iter_mut() {
            if c.id == "status" {
                c.text = Some(fill(words.choose, &[("pit", &(pit + 1))]));
            } else if c.id == Action::Hint.id() {
                c.visible = Some(false);
            }
        }
        let labels = self.harvest_labels(forms);
        for i in 0..MOST_FORMS {
            let label = labels.get(i);
            out.push(Control {
                id: Action::Harvest(i as u8).id(),
                text: label.cloned(),
                visible: Some(label.is_some()),
                ..Control::default()
            });
        }
        out.push(Control {
            id: Action::HarvestCancel.id(),
            text: Some(words.choose_cancel.into()),
            ..Control::default()
        });
    }

    /// What each of `forms` takes, in words; two that take the same are told apart by where
    /// their last seed lands.
    fn harvest_labels(&self, forms: &[Move]) -> Vec<String> {
        let Some(game) = self.table.game().map(|g| g.current()) else {
            return Vec::new();
        };
        let (learn, words) = (self.texts.learn, self.texts.house());
        let harvests = game.variant() == Variant::Omweso;
        let facts: Vec<_> = forms
            .iter()
            .map(|mv| mancala_learn::facts_of(game, mv).unwrap_or_default())
            .collect();
        let said: Vec<String> = facts
            .iter()
            .map(|f| mancala_learn::way_to_play(learn, words, f, harvests))
            .collect();
        said.iter()
            .zip(&facts)
            .map(|(label, f)| match f.landing {
                Some(last) if said.iter().filter(|s| *s == label).count() > 1 => fill(
                    words.choose_ends,
                    &[("choice", label), ("pit", &(last + 1))],
                ),
                _ => label.clone(),
            })
            .collect()
    }
}
