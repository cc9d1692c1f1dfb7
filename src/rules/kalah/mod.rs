//! Kalah, the usual Kalah(6,4) of William Julius Champion Jr.'s game, as `docs/rules/kalah.md`
//! §9 states it, with its INTERPRETATION defaults.
//!
//! 1. A 2×6 board (`docs/rules/common.md` §0.2: pits 0–5 are player 0's, 6–11 player 1's) and
//!    two stores, each at its owner's right end. 4 seeds per pit, 48 in all (house rule
//!    Ka-seeds: 3, 5 or 6). The starting player is [`Options::starting_player`].
//! 2. A move takes all the seeds of one of the mover's non-empty pits and sows them
//!    counter-clockwise, one per place, from the next place: the mover's pits, his own store
//!    (after his pit 5 of the row), the opponent's pits, and round again; the opponent's store
//!    is skipped. The ring has 13 places, so a move of 13 seeds or more drops into its origin
//!    too (§9.2).
//! 3. A last seed in the mover's own store gives him another move (an `extraTurn` event),
//!    unless the game ends (§9.3).
//! 4. A last seed in an empty pit of the mover's own (one that holds just that seed now, the
//!    origin emptied by a lap of 13 included) whose opposite pit `11 - pit` holds seeds takes
//!    both: the opposite pit's seeds, then the last seed, go to the mover's store (cause
//!    `capture`). With the opposite pit empty the seed stays, or, under the house rule Ka-empty
//!    "yes", goes to the store alone (§9.4).
//! 5. After every move, when either row is empty, the game ends: each player takes the seeds
//!    left on his own row (cause `sweep`) and the larger store wins; equal stores are a draw
//!    (§9.5, reason "no seed to sow").
//! 6. No position can occur twice (the stores never shrink, and while they stand still every
//!    seed moves forward on its own row), so there is no repetition rule.
//!
//! Position `extra`: `rules` (the house rules chosen, absent when none) and `end` (only in a
//! finished game's position: `"no seed to sow"`). The stores are the position's `stores`.
//!
//! [`perft`] counts the leaves of the move tree for tests and the benchmark.

mod house;
mod perft;
mod read;
mod sow;
#[cfg(test)]
mod tests;
mod view;

pub(crate) use house::HOUSE_RULES;

pub use perft::perft;

use super::house::Played;
use super::{
    write_basic_key, Board, EndReason, Error, EventSink, Move, Options, Outcome, Player, Position,
    Rules, Series, Status, Variant,
};
use house::KalahRules;

/// Pits on the board.
const PITS: usize = 12;
/// Pits per row: pits `0..ROW` are player 0's.
const ROW: usize = 6;
/// Places in a mover's sowing ring: his row, his store, the opponent's row.
const RING: usize = 2 * ROW + 1;

/// The player who owns `pit`.
const fn owner(pit: usize) -> Player {
    (pit >= ROW) as Player
}

/// Player `p`'s pits, as global indices.
const fn row(p: Player) -> std::ops::Range<usize> {
    let start = ROW * (p as usize & 1);
    start..start + ROW
}

/// A game of Kalah. Plain data (`Copy`, no heap): search and perft copy it freely.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Kalah {
    /// The pits and the stores.
    board: Board<PITS>,
    to_move: Player,
    /// How the game ended, once it has.
    end: Option<EndReason>,
    /// The house rules played by (Ka-seeds, Ka-empty).
    rules: Played<KalahRules>,
}

impl Kalah {
    /// Seeds on player `p`'s row.
    fn row_seeds(&self, p: Player) -> u32 {
        self.board.pits()[row(p)]
            .iter()
            .map(|&s| u32::from(s))
            .sum()
    }

    /// The stores of both players.
    pub fn stores(&self) -> [u32; 2] {
        self.board.stores().map(u32::from)
    }
}

impl Rules for Kalah {
    fn new(variant: Variant, options: &Options) -> Result<Self, Error> {
        options.check()?;
        if variant != Variant::Kalah {
            return Err(Error::Options(format!("{variant} is not Kalah")));
        }
        if options.play_out {
            return Err(Error::Options(
                "playOut is an option of oware-international only".into(),
            ));
        }
        if options.series != Series::Game {
            return Err(Error::Options("series is an option of woaley only".into()));
        }
        options.rules.check_for(variant)?;
        let rules = Played::<KalahRules>::new(options.rules);
        Ok(Kalah {
            board: Board::new([rules.seeds; PITS]),
            to_move: options.starting_player,
            end: None,
            rules,
        })
    }

    fn from_position(position: &Position) -> Result<Self, Error> {
        read::read(position)
    }

    fn position(&self) -> Position {
        let mut extra = serde_json::Map::new();
        crate::write_extra(
            &read::KalahExtra {
                end: self.end.map(|e| e.as_str().to_string()),
            },
            &mut extra,
        );
        self.rules.house().write_extra(&mut extra);
        Position {
            variant: Variant::Kalah,
            to_move: self.to_move,
            pits: self.board.pit_list(),
            cowries: None,
            owners: Some(self.board.owner_list()),
            stores: Some(self.stores()),
            extra,
        }
    }

    fn variant(&self) -> Variant {
        Variant::Kalah
    }

    fn to_move(&self) -> Player {
        self.to_move
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.end.is_some() {
            return;
        }
        let pits = self.board.pits();
        out.extend(row(self.to_move).filter(|&p| pits[p] > 0).map(Move::sow));
    }

    fn check_move(&self, mv: &Move) -> Result<(), Error> {
        if self.end.is_some() {
            return Err(Error::Move("the game is over".into()));
        }
        let pit = mv.own_pit_of_two_rows("Kalah", self.to_move)?;
        if self.board.seeds(pit) == 0 {
            return Err(Error::Move(format!("pit {pit} is empty")));
        }
        Ok(())
    }

    fn play_unchecked<S: EventSink>(&mut self, mv: &Move, sink: &mut S) {
        if let Move::Sow { pit } = *mv {
            let pit = usize::from(pit);
            if self.end.is_none() && owner(pit) == self.to_move && self.board.seeds(pit) > 0 {
                self.play_pit(pit, sink);
            }
        }
    }

    fn status(&self) -> Status {
        match self.end {
            None => Status::Playing,
            Some(_) => Status::Over(self.board.leader()),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.end.map(|end| Outcome::by_stores(self.stores(), end))
    }

    fn totals(&self) -> (u32, u32) {
        (self.board.on_board() + self.stores().iter().sum::<u32>(), 0)
    }

    fn write_repetition_key<W: std::fmt::Write>(&self, out: &mut W) -> bool {
        if self.end.is_some() {
            return false;
        }
        write_basic_key(out, self.board.pits(), &[], self.stores(), self.to_move, "");
        true
    }

    fn repetition_limit(&self) -> u32 {
        // Rule 6: no position occurs twice.
        u32::MAX
    }

    fn repetition_epoch(&self) -> u64 {
        // A seed stored never leaves: no position before it can occur again.
        self.stores().iter().map(|&s| u64::from(s)).sum()
    }

    fn end_by_repetition<S: EventSink>(&mut self, _sink: &mut S) {
        // Never called: the repetition limit is never reached (rule 6).
    }
}
