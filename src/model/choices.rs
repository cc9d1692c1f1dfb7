//! The special choices of some games, made on the board: Goré's offer of holes (pick up to
//! three of your holes, then offer them) and its answer, Omweso's arrangement (move seeds
//! one by one between your plots, then confirm), and, where a house rule makes harvests
//! optional (`M-must`, `O-may`), the way to play a pit: take every harvest, or decline some.
//!
//! That last choice is made in a small chooser under the board, one button for each way to
//! play the pit (the move taking every harvest first, each labelled with what it takes, from
//! the engine's own facts of it) and a Cancel. The computer and a replay play their moves as
//! they are; a game without the option never shows it.

use super::action::Action;
use super::command::{Control, Effect};
use super::opponent::Opponent;
use super::session::Shared;
use super::table::Table;
use mancala_i18n::{fill, Texts};
use mancala_rules::{Move, Player, ReplayBoard, Variant};

/// The most ways to play a pit the page offers at once: every way the rules allow (Omweso's
/// `M-must: optional` lets the first 3 harvests of a move be declined, 2^3 ways; Oware's
/// `O-may: optional` at most 6).
pub const MOST_FORMS: usize = 8;

/// The id of the group of buttons, under the board, of the ways to play a pit.
pub const HARVESTS_ID: &str = "harvests";

/// What the player to move is choosing besides a plain sowing move.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum ChoiceKind {
    /// Nothing special: click a pit to sow.
    #[default]
    None,
    /// Goré: answer the offer made (accept or refuse); no pit is played.
    Answer,
    /// Goré: the mover may offer holes before sowing.
    Offer {
        /// True while holes are being picked (clicks pick instead of sowing).
        picking: bool,
        /// The holes picked so far.
        picked: Vec<usize>,
    },
    /// Omweso: the mover arranges his seeds.
    Arrange {
        /// The plot seeds are taken from, once one is picked.
        from: Option<usize>,
    },
    /// A pit whose harvests may be declined (house rules `M-must`, `O-may`) was tapped: the
    /// person chooses how to play it.
    Harvest {
        /// The pit tapped.
        pit: usize,
        /// The ways to play it (at most [`MOST_FORMS`]): the move taking every harvest first,
        /// then those declining some, in the order of the legal moves.
        forms: Vec<Move>,
        /// The way pointed at or with the keyboard's focus (its index), which the move
        /// preview shows.
        previewed: Option<usize>,
    },
}

/// A choice in progress.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Choice {
    /// Which choice.
    pub kind: ChoiceKind,
    /// The player choosing.
    pub player: Player,
}

impl Choice {
    /// The choice the legal moves `legal` call for.
    pub fn for_moves(legal: &[Move], player: Player) -> Choice {
        let kind = if legal.iter().any(|m| matches!(m, Move::Arrange { .. })) {
            ChoiceKind::Arrange { from: None }
        } else if !legal.is_empty() && legal.iter().all(|m| matches!(m, Move::Answer { .. })) {
            ChoiceKind::Answer
        } else if legal.iter().any(|m| matches!(m, Move::Offer { .. })) {
            ChoiceKind::Offer {
                picking: false,
                picked: Vec::new(),
            }
        } else {
            ChoiceKind::None
        };
        Choice { kind, player }
    }

    /// True when clicks on own pits pick rather than sow.
    pub fn picks_pits(&self) -> bool {
        matches!(
            self.kind,
            ChoiceKind::Offer { picking: true, .. } | ChoiceKind::Arrange { .. }
        )
    }

    /// Handles a click on an own pit while picking; `board` shows an arrangement being made.
    /// Returns false when the click is not for the choice (it sows).
    pub fn click(&mut self, pit: usize, board: &mut ReplayBoard) -> bool {
        match &mut self.kind {
            ChoiceKind::Offer {
                picking: true,
                picked,
            } => {
                if let Some(i) = picked.iter().position(|&p| p == pit) {
                    picked.remove(i);
                } else if picked.len() < 3 {
                    picked.push(pit);
                    picked.sort_unstable();
                }
                true
            }
            ChoiceKind::Arrange { from } => {
                match *from {
                    None => {
                        if board.pits.get(pit).copied().unwrap_or(0) > 0 {
                            *from = Some(pit);
                        }
                    }
                    Some(f) if f == pit => *from = None,
                    Some(f) => {
                        if board.pits[f] > 0 {
                            board.pits[f] -= 1;
                            board.pits[pit] += 1;
                        }
                        if board.pits[f] == 0 {
                            *from = None;
                        }
                    }
                }
                true
            }
            _ => false,
        }
    }

    /// Starts or stops picking holes to offer.
    pub fn toggle_picking(&mut self) {
        if let ChoiceKind::Offer { picking, picked } = &mut self.kind {
            *picking = !*picking;
            picked.clear();
        }
    }

    /// The pits marked as picked.
    pub fn selected(&self) -> Vec<usize> {
        match &self.kind {
            ChoiceKind::Offer { picked, .. } => picked.clone(),
            ChoiceKind::Arrange { from: Some(f) } => vec![*f],
            ChoiceKind::Harvest { pit, .. } => vec![*pit],
            _ => Vec::new(),
        }
    }

    /// The offer of the picked holes, if any are picked.
    pub fn offer(&self) -> Option<Move> {
        match &self.kind {
            ChoiceKind::Offer { picked, .. } if !picked.is_empty() => Some(Move::Offer {
                holes: picked.iter().fold(0u8, |b, &h| b | (1u8 << (h & 7))),
            }),
            _ => None,
        }
    }

    /// The arrangement shown on `board`, as a move of the choosing player.
    pub fn arrangement(&self, board: &ReplayBoard) -> Option<Move> {
        if !matches!(self.kind, ChoiceKind::Arrange { .. }) {
            return None;
        }
        let base = 16 * usize::from(self.player & 1);
        let mut counts = [0u8; 16];
        for (k, c) in counts.iter_mut().enumerate() {
            *c = u8::try_from(*board.pits.get(base + k)?).ok()?;
        }
        Some(Move::Arrange { counts })
    }

    /// The way to play the pit being chosen for that is `i`-th in the list, if there is one.
    pub fn form(&self, i: usize) -> Option<Move> {
        match &self.kind {
            ChoiceKind::Harvest { forms, .. } => forms.get(i).copied(),
            _ => None,
        }
    }

    /// The way to play the pit being chosen for that the move preview shows now, and its pit.
    pub fn previewed_form(&self) -> Option<(usize, Move)> {
        match &self.kind {
            ChoiceKind::Harvest {
                pit,
                forms,
                previewed: Some(i),
            } => forms.get(*i).map(|mv| (*pit, *mv)),
            _ => None,
        }
    }

    /// The `i`-th way to play the pit being chosen for is pointed at or has the keyboard's
    /// focus (`None`: no way is). False when nothing changed.
    pub fn preview_form(&mut self, i: Option<usize>) -> bool {
        match &mut self.kind {
            ChoiceKind::Harvest {
                forms, previewed, ..
            } if *previewed != i => {
                *previewed = i.filter(|i| *i < forms.len());
                true
            }
            _ => false,
        }
    }

    /// Forgets a half-made pick after the board was re-read.
    pub fn reset_board(&mut self, _board: &mut ReplayBoard) {
        if let ChoiceKind::Arrange { from } = &mut self.kind {
            *from = None;
        }
    }
}

/// What a button of the harvest chooser asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chosen {
    /// Nothing: the chooser does not show.
    Nothing,
    /// This way to play the pit, played as a person's move.
    Play(Move),
    /// Cancel: nothing is played.
    Cancelled,
}

/// True while the chooser shows: a person chooses how to play a pit.
pub fn harvest_shown(table: &Table, opponent: Opponent) -> bool {
    matches!(table.choice().kind, ChoiceKind::Harvest { .. }) && table.human_to_play(opponent)
}

/// A tap opened the choice of how to play a pit (the first way previewed, the board shown
/// again): screen readers hear how many ways there are, and the keyboard's focus goes to the
/// first (which the preview shows: the browser's news of that focus comes while the page is
/// busy, and is lost).
pub fn harvest_opened(table: &Table, texts: &Texts, out: &mut Vec<Effect>) {
    let ChoiceKind::Harvest { pit, forms, .. } = &table.choice().kind else {
        return;
    };
    let said = fill(
        texts.house().choose_said,
        &[("pit", &(pit + 1)), ("n", &forms.len())],
    );
    out.push(Effect::Announce(said));
    out.push(Effect::Focus(Action::Harvest(0).id()));
}

/// A button of the chooser: the way chosen, or Cancel. Either way the chooser closes and the
/// keyboard's focus goes back to the board.
pub fn harvest_button(
    action: Action,
    table: &mut Table,
    opponent: Opponent,
    out: &mut Vec<Effect>,
) -> Chosen {
    if !harvest_shown(table, opponent) {
        return Chosen::Nothing;
    }
    let chosen = match action {
        Action::Harvest(i) => table.choice().form(usize::from(i)),
        _ => None,
    };
    table.end_harvest_choice();
    out.push(Effect::Focus(super::board_grid::GRID_ID));
    chosen.map_or(Chosen::Cancelled, Chosen::Play)
}

/// The chooser added to the controls `out`: shown or hidden; while it shows, the status line
/// asks, the hint waits, and each of its buttons says what its way to play takes.
pub(crate) fn harvest_controls(page: &Shared, out: &mut Vec<Control>) {
    let shown = harvest_shown(page.table, page.opponent);
    out.push(Control {
        id: HARVESTS_ID,
        visible: Some(shown),
        ..Control::default()
    });
    let (ChoiceKind::Harvest { pit, forms, .. }, true) = (&page.table.choice().kind, shown) else {
        return;
    };
    let words = page.texts.house();
    // The status line asks; the hint, which speaks of the pit to play, waits.
    for c in out.iter_mut() {
        if c.id == "status" {
            c.text = Some(fill(words.choose, &[("pit", &(pit + 1))]));
        } else if c.id == Action::Hint.id() {
            c.visible = Some(false);
        }
    }
    let labels = harvest_labels(page.table, page.texts, forms);
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
fn harvest_labels(table: &Table, texts: &Texts, forms: &[Move]) -> Vec<String> {
    let Some(game) = table.game().map(|g| g.current()) else {
        return Vec::new();
    };
    let (learn, words) = (texts.learn_for(game.variant()), texts.house());
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

#[cfg(test)]
mod tests;
