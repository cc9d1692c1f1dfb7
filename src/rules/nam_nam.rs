//! Nam-Nam — being written; see `RULES.md`. Until then the game cannot be created.

use super::{Error, EventSink, Move, Options, Outcome, Player, Position, Rules, Status, Variant};
use std::convert::Infallible;

/// Nam-Nam (not yet available).
#[derive(Clone, Debug)]
pub struct NamNam {
    never: Infallible,
}

impl Rules for NamNam {
    fn new(variant: Variant, _options: &Options) -> Result<Self, Error> {
        Err(Error::Options(format!("{variant} is not available yet")))
    }
    fn from_position(position: &Position) -> Result<Self, Error> {
        Err(Error::Position(format!(
            "{} is not available yet",
            position.variant
        )))
    }
    fn position(&self) -> Position {
        match self.never {}
    }
    fn variant(&self) -> Variant {
        match self.never {}
    }
    fn to_move(&self) -> Player {
        match self.never {}
    }
    fn legal_moves(&self, _out: &mut Vec<Move>) {
        match self.never {}
    }
    fn check_move(&self, _mv: &Move) -> Result<(), Error> {
        match self.never {}
    }
    fn play_unchecked<S: EventSink>(&mut self, _mv: &Move, _sink: &mut S) {
        match self.never {}
    }
    fn status(&self) -> Status {
        match self.never {}
    }
    fn outcome(&self) -> Option<Outcome> {
        match self.never {}
    }
    fn totals(&self) -> (u32, u32) {
        match self.never {}
    }
    fn repetition_key(&self) -> Option<String> {
        match self.never {}
    }
    fn repetition_limit(&self) -> u32 {
        match self.never {}
    }
    fn end_by_repetition<S: EventSink>(&mut self, _sink: &mut S) {
        match self.never {}
    }
}
