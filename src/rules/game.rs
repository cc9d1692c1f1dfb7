//! The trait every game implements, and the result of a finished game.

use super::end::{Details, EndReason};
use super::event::EventSink;
use super::moves::Move;
use super::position::{Options, Position};
use super::types::{Error, Player, Variant};
use serde::Serialize;

/// Whether a game goes on, cheaply (for search).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// The game goes on.
    Playing,
    /// The game is over; `None` is a draw.
    Over(Option<Player>),
}

/// The result of a finished game (`docs/rules/common.md` §0.9).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Outcome {
    /// The winner; `None` is a draw (JSON `null`).
    pub winner: Option<Player>,
    /// Final stores (Omweso: seeds on each side).
    pub stores: [u32; 2],
    /// What ended the game (JSON: `"25 seeds"`, `"repetition"`, `"automatic harvest"`, ...).
    pub reason: EndReason,
    /// The game's own extras (Woaley points, Goré's `withoutGlory`, ...), flattened into the
    /// outcome's JSON object.
    #[serde(flatten)]
    pub details: Details,
}

impl Outcome {
    /// An outcome with no extras.
    pub fn new(winner: Option<Player>, stores: [u32; 2], reason: EndReason) -> Outcome {
        Outcome {
            winner,
            stores,
            reason,
            details: Details::None,
        }
    }

    /// The winner by the larger store, `None` when equal.
    pub fn by_stores(stores: [u32; 2], reason: EndReason) -> Outcome {
        let winner = match stores[0].cmp(&stores[1]) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        };
        Outcome::new(winner, stores, reason)
    }
}

/// One game's rules. A value is always a valid position of its game: it is built only by
/// [`Rules::new`] or the checked [`Rules::from_position`].
///
/// Repetition is tracked outside, by [`crate::Game`], through
/// [`Rules::repetition_hash`], [`Rules::repetition_limit`] and [`Rules::end_by_repetition`]; search
/// and perft use the game alone. Every game derives `Hash`, the source of [`Rules::state_hash`].
pub trait Rules: Clone + std::fmt::Debug + std::hash::Hash + Sized {
    /// A new game with the given options.
    ///
    /// # Errors
    /// Options the game does not accept.
    fn new(variant: Variant, options: &Options) -> Result<Self, Error>;

    /// Reads and checks a position (`extra` may be missing: the start-of-game state is assumed).
    ///
    /// # Errors
    /// A position that is not valid for the game, with the reason.
    fn from_position(position: &Position) -> Result<Self, Error>;

    /// The position as data (without `extra.positionsSeen`, which [`crate::Game`] adds).
    fn position(&self) -> Position;

    /// Which game this is.
    fn variant(&self) -> Variant;

    /// The player to move (or to answer, in Goré's negotiation).
    fn to_move(&self) -> Player;

    /// Appends every legal move to `out` (cleared first). Empty when the game is over.
    /// Omweso's arrangement phase lists a few typical arrangements; any valid arrangement plays.
    fn legal_moves(&self, out: &mut Vec<Move>);

    /// Checks a move, with a message a page author can act on ("pit 3 is empty").
    ///
    /// # Errors
    /// The move is not legal now.
    fn check_move(&self, mv: &Move) -> Result<(), Error>;

    /// Plays a move that [`Rules::check_move`] accepted, sending its events to `sink`. Passes,
    /// round ends and game ends that follow from the move are part of it.
    fn play_unchecked<S: EventSink>(&mut self, mv: &Move, sink: &mut S);

    /// Whether the game goes on.
    fn status(&self) -> Status;

    /// The detailed result, `None` while playing.
    fn outcome(&self) -> Option<Outcome>;

    /// Seeds and cowries in the game (board, hand-free, plus stores): constant for a game.
    fn totals(&self) -> (u32, u32);

    /// Writes the key naming the position for the repetition rule (`docs/rules/common.md` §0.6) to
    /// `out` and returns true; returns false, writing nothing, where the position is not a turn
    /// boundary (Goré's negotiation, Omweso's arrangement).
    fn write_repetition_key<W: std::fmt::Write>(&self, out: &mut W) -> bool;

    /// The repetition key as text (the form `extra.positionsSeen` lists), `None` where the
    /// position is not a turn boundary.
    fn repetition_key(&self) -> Option<String> {
        let mut key = String::with_capacity(64);
        self.write_repetition_key(&mut key).then_some(key)
    }

    /// The hash of the repetition key, computed without building its text: what the
    /// repetition record counts. Equal to [`super::repetition::KeyHasher::of`] the key's text.
    fn repetition_hash(&self) -> Option<u64> {
        let mut hasher = super::repetition::KeyHasher::new();
        self.write_repetition_key(&mut hasher)
            .then(|| hasher.finish())
    }

    /// A 64-bit hash of the whole state (every field, where the repetition key leaves some
    /// out): equal states hash equal, different ones almost never do. The AI's transposition
    /// table and search path key on it; the repetition record keys on
    /// [`Rules::repetition_hash`]. The default feeds the game's derived `Hash` to a
    /// [`super::StateHasher`].
    fn state_hash(&self) -> u64 {
        super::StateHasher::of(self)
    }

    /// How many occurrences of a position end play (2 or 3), `docs/rules/common.md` §0.6.
    fn repetition_limit(&self) -> u32;

    /// A number that changes whenever play passes a point of no return (a capture, a new
    /// round): no position before it can occur again, so [`crate::Game`] restarts its
    /// repetition record (`docs/rules/common.md` §0.6 allows it). The default never changes.
    fn repetition_epoch(&self) -> u64 {
        0
    }

    /// Ends the game (or the round) by repetition, as the game's rules say.
    fn end_by_repetition<S: EventSink>(&mut self, sink: &mut S);

    /// Checks and plays a move, returning its events.
    ///
    /// # Errors
    /// The move is not legal; the game is unchanged.
    fn play(&mut self, mv: &Move) -> Result<Vec<super::Event>, Error> {
        self.check_move(mv)?;
        let mut events = Vec::new();
        self.play_unchecked(mv, &mut events);
        Ok(events)
    }
}
