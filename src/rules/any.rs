//! [`AnyGame`] dispatches over the games (wasm-bindgen exports no generics), and [`Game`]
//! adds what every game shares: the repetition record and the JSON position with it.

use super::event::{Event, EventSink};
use super::game::{Outcome, Rules, Status};
use super::moves::Move;
use super::position::{Options, Position};
use super::repetition::Record;
use super::types::{Error, Player, Variant};
use serde_json::Value;
use std::collections::HashMap;

/// Makes [`AnyGame`] and its constructors from the list of games
/// ([`with_games!`](crate::with_games)).
macro_rules! any_game {
    ([] $($module:ident :: $type:ident {
        $($(#[$doc:meta])* $variant:ident = $id:literal $shape:tt,)+
    })*) => {
        /// Any of the games.
        #[derive(Clone, Debug, Hash)]
        pub enum AnyGame {
            $(
                #[doc = concat!("A game of [`", stringify!($module), "::", stringify!($type),
                    "`](crate::", stringify!($module), "::", stringify!($type), ").")]
                $type(crate::$module::$type),
            )*
        }

        impl AnyGame {
            /// A new game of `variant`, made by the type that plays it.
            fn new_of(variant: Variant, options: &Options) -> Result<AnyGame, Error> {
                Ok(match variant {
                    $($(Variant::$variant)|+ => {
                        AnyGame::$type(crate::$module::$type::new(variant, options)?)
                    })*
                })
            }

            /// The game of position `p`, read by the type that plays it.
            fn from_position_of(p: &Position) -> Result<AnyGame, Error> {
                Ok(match p.variant {
                    $($(Variant::$variant)|+ => {
                        AnyGame::$type(crate::$module::$type::from_position(p)?)
                    })*
                })
            }
        }
    };
}
crate::with_games!(any_game);

/// Calls `$body` with `$g` bound to the inner game, whatever it is (the AI's one match on
/// the variant, at the root of a search, is this one too).
#[macro_export]
macro_rules! dispatch {
    ($self:expr, $g:ident => $body:expr) => {
        $crate::with_games!($crate::dispatch_arms, ($self, $g, $body))
    };
}

/// [`dispatch!`]'s `match`, one arm per type of game ([`with_games!`](crate::with_games)).
#[doc(hidden)]
#[macro_export]
macro_rules! dispatch_arms {
    ([($self:expr, $g:ident, $body:expr)] $($module:ident :: $type:ident { $($entries:tt)* })*) => {
        match $self {
            $($crate::AnyGame::$type($g) => $body,)*
        }
    };
}

impl Rules for AnyGame {
    fn new(variant: Variant, options: &Options) -> Result<Self, Error> {
        options.check()?;
        options.rules.check_for(variant)?;
        AnyGame::new_of(variant, options)
    }

    fn from_position(p: &Position) -> Result<Self, Error> {
        AnyGame::from_position_of(p)
    }

    fn position(&self) -> Position {
        dispatch!(self, g => g.position())
    }
    fn variant(&self) -> Variant {
        dispatch!(self, g => g.variant())
    }
    fn to_move(&self) -> Player {
        dispatch!(self, g => g.to_move())
    }
    fn legal_moves(&self, out: &mut Vec<Move>) {
        dispatch!(self, g => g.legal_moves(out))
    }
    fn check_move(&self, mv: &Move) -> Result<(), Error> {
        dispatch!(self, g => g.check_move(mv))
    }
    fn play_unchecked<S: EventSink>(&mut self, mv: &Move, sink: &mut S) {
        dispatch!(self, g => g.play_unchecked(mv, sink))
    }
    fn status(&self) -> Status {
        dispatch!(self, g => g.status())
    }
    fn outcome(&self) -> Option<Outcome> {
        dispatch!(self, g => g.outcome())
    }
    fn totals(&self) -> (u32, u32) {
        dispatch!(self, g => g.totals())
    }
    fn write_repetition_key<W: std::fmt::Write>(&self, out: &mut W) -> bool {
        dispatch!(self, g => g.write_repetition_key(out))
    }
    fn repetition_limit(&self) -> u32 {
        dispatch!(self, g => g.repetition_limit())
    }
    fn end_by_repetition<S: EventSink>(&mut self, sink: &mut S) {
        dispatch!(self, g => g.end_by_repetition(sink))
    }
    fn repetition_epoch(&self) -> u64 {
        dispatch!(self, g => g.repetition_epoch())
    }
    fn state_hash(&self) -> u64 {
        dispatch!(self, g => g.state_hash())
    }
}

/// A game with its repetition record: the unit the API, the app and saved games work with.
#[derive(Clone, Debug)]
pub struct Game {
    rules: AnyGame,
    /// How often each position occurred (`docs/rules/common.md` §0.6).
    record: Record<AnyGame>,
}

impl Game {
    /// A new game of `variant`.
    ///
    /// # Errors
    /// Bad options.
    pub fn new(variant: Variant, options: &Options) -> Result<Game, Error> {
        let rules = AnyGame::new(variant, options)?;
        let record = Record::start(&rules, Vec::new())?;
        Ok(Game { rules, record })
    }

    /// A game from a position; `extra.positionsSeen` (a list of repetition keys, one entry per
    /// occurrence) restores the repetition record, and the position itself counts as seen once.
    ///
    /// # Errors
    /// An invalid position, with the reason.
    pub fn from_position(position: &Position) -> Result<Game, Error> {
        let rules = AnyGame::from_position(position)?;
        let seen_list: Vec<String> = position.extra_or("positionsSeen", Vec::new())?;
        let record = Record::start(&rules, seen_list)?;
        Ok(Game { rules, record })
    }

    /// The game's rules and state.
    pub fn rules(&self) -> &AnyGame {
        &self.rules
    }

    /// How often each position occurred, by [`Rules::repetition_hash`] (the current position
    /// included), since play last passed a point of no return.
    pub fn seen(&self) -> &HashMap<u64, u32> {
        self.record.counts()
    }

    /// Which game.
    pub fn variant(&self) -> Variant {
        self.rules.variant()
    }

    /// The player to move.
    pub fn to_move(&self) -> Player {
        self.rules.to_move()
    }

    /// The position, with `extra.positionsSeen` when anything was recorded besides the current
    /// position: O(distinct positions since the record last restarted), nothing replayed.
    pub fn position(&self) -> Position {
        let mut p = self.rules.position();
        let keys = self.record.seen_keys(&self.rules);
        if !keys.is_empty() {
            p.extra.insert(
                "positionsSeen".into(),
                Value::Array(keys.into_iter().map(Value::String).collect()),
            );
        }
        p
    }

    /// Every legal move now.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::new();
        self.rules.legal_moves(&mut out);
        out
    }

    /// Plays a move and returns its events (with the repetition end, if it comes).
    ///
    /// # Errors
    /// The game is over or the move is illegal; the game is unchanged.
    pub fn play(&mut self, mv: &Move) -> Result<Vec<Event>, Error> {
        let mut events = Vec::new();
        self.play_to(mv, &mut events)?;
        Ok(events)
    }

    /// Plays a move, sending its events to `sink` ([`crate::NoEvents`] to drop them).
    ///
    /// # Errors
    /// The game is over or the move is illegal; the game is unchanged.
    pub fn play_to<S: EventSink>(&mut self, mv: &Move, sink: &mut S) -> Result<(), Error> {
        self.play_reporting(mv, sink).map(|_| ())
    }

    /// Plays a move like [`Game::play_to`] and tells whether the repetition rule then ended play
    /// or a round: the rules are then not what the move alone makes of the position, so a
    /// caller that rebuilds earlier states by replaying moves on the rules must keep this one.
    ///
    /// # Errors
    /// The game is over or the move is illegal; the game is unchanged.
    pub fn play_reporting<S: EventSink>(&mut self, mv: &Move, sink: &mut S) -> Result<bool, Error> {
        if self.rules.status() != Status::Playing {
            return Err(Error::Move("the game is over".into()));
        }
        self.rules.check_move(mv)?;
        self.rules.play_unchecked(mv, sink);
        Ok(self.record.after_move(&mut self.rules, sink))
    }

    /// Takes back the last move played: `before` must be the rules as they were before it (the
    /// caller keeps earlier states; the record undoes its own changes, so no copy of it is
    /// kept per state). False, with nothing changed, when no move was played on this game.
    pub fn take_back(&mut self, before: AnyGame) -> bool {
        if !self.record.take_back() {
            return false;
        }
        self.rules = before;
        true
    }

    /// The result, `None` while playing.
    pub fn outcome(&self) -> Option<Outcome> {
        self.rules.outcome()
    }
}
