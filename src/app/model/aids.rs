//! The learning aids of a person's game, as plain data the engine fills: the move preview (where
//! the hovered or focused pit's last seed would land, what it would take or harvest), the
//! hint (the computer's move for the person, its pits and its sentence) and the note under the
//! board that says why seeds were captured. The session decides when; `learn` says what.

use mancala_rules::{Game, Move, Position};

/// The computer's level a hint is asked at.
pub const HINT_LEVEL: u32 = 4;

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

/// The aids' state in a [`Session`](super::Session).
#[derive(Clone, Debug, Default)]
pub struct Aids {
    /// The visitor's own choice of the preview (the preview button), which comes before the
    /// settings'.
    pub preview_choice: Option<bool>,
    /// The hint asked for or shown, if any.
    pub hint: Option<Hint>,
    /// How many hints were asked (their requests' ids).
    pub hints_asked: u32,
    /// The note under the board: why the last move captured, or a hint's sentence, with the
    /// position it speaks of (it goes when the game leaves that position).
    pub note: Option<(Position, String)>,
}

impl Aids {
    /// No aid shown yet; the visitor's choice of the preview as remembered, if any.
    pub fn remembering(preview_choice: Option<bool>) -> Aids {
        Aids {
            preview_choice,
            ..Aids::default()
        }
    }
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
