//! Kauri (Ralf Gering, 2006), as `docs/rules/kauri.md` §3 states it, with its INTERPRETATION
//! defaults.
//!
//! 1. A 2×6 board (§0.2: pits 0–5 are player 0's, 6–11 player 1's) and two storehouses that are
//!    never sown into. Two kinds of counters: seeds (they score) and cowries (never captured,
//!    never scored). Start: every pit holds 5 seeds and 1 cowrie (60 seeds, 12 cowries).
//! 2. A move takes an own pit holding at least one cowrie, with or without seeds.
//! 3. All its seeds and cowries are lifted; the seeds are dropped first, then the cowries, one per
//!    pit counter-clockwise from the next pit. A lap of 12 or more counters passes the origin,
//!    which receives counters like any pit (K-skip).
//! 4. Every single drop is checked, in sowing order, on the opponent's pits only:
//!    a seed headed for a pit holding cowries but no seed goes to the opponent's store instead
//!    (the pit stays cowrie-only); a cowrie dropped into a pit without cowrie stays there and takes
//!    all the pit's seeds, those sown earlier in the same move included, to the mover's store.
//!    Drops into the mover's own pits never capture.
//! 5. After every move (K-end): a store of 31 or more wins at once; when no seed is left on the
//!    board the larger store wins (with 60 seeds that store holds 31 or more, so the first check
//!    already ended the game), and at 30–30 the tie-break phase starts: only cowries move.
//! 6. A position (seeds, cowries, stores, player to move, tie-break flag) seen for the 3rd time
//!    ends the game (K-rep): the larger store wins, equal stores are a draw.
//! 7. A player with no cowrie on his side at his turn start passes; in the tie-break phase he
//!    loses instead.
//!
//! # House rules
//!
//! `Options.rules` (and a position's `extra.rules`) may choose the other readings of §8:
//! - K-skip `skip`: a lap of 12 or more counters (seeds and cowries together, as §3 counts
//!   them) passes over its origin (`SkipOrigin`): the origin receives nothing, seed or cowrie.
//! - K-end `cannot-move` (§3.5 option (b)): neither 31 seeds nor an empty board ends the game;
//!   play goes on (only cowries move once the seeds are all stored) until the player to move
//!   has no cowrie on his side: he does not pass, the game ends (`"no move left"`). The larger
//!   store wins; equal stores go to the source's tie rule, "the game continues until one player
//!   can't move; his opponent wins": the player who cannot move loses. The tie-break phase has
//!   nothing left to add (it is this same rule at 30–30): its flag is kept as by default (no
//!   seed left at 30–30), for the position and its repetition key, and changes nothing. Rule 6
//!   (K-rep) still applies.
//!
//! Position format: `cowries` is required (cowries per pit, 12 in all) and `pits` holds the seeds;
//! owners never change. `extra.tieBreak` (bool) says the tie-break phase is on; when absent it is
//! read from the board (no seed left at 30–30). `extra.endedByRepetition` (bool, written only when
//! true) says the game ended by rule 6, which the board alone cannot show. `extra.rules`: the house
//! rules chosen, when some differ from the defaults.
//!
//! Source: the Kauri rules of Ralf Gering (2006), via `docs/rules/kauri.md` §3.

mod fast;
mod house;
mod read;
mod sow;
mod view;

pub(crate) use house::HOUSE_RULES;

use super::event::Event;
use super::house::Played;
use super::{
    opp, write_basic_key, Board, Details, EndReason, Error, EventSink, Move, Options, Outcome,
    Player, Position, Rules, Series, Status, Variant,
};
use house::KauriRules;

/// Pits on the board.
const PITS: usize = 12;
/// Pits per row: pits `0..ROW` are player 0's.
const ROW: usize = 6;
/// Seeds in a game.
const SEEDS: u32 = 60;
/// Cowries in a game.
const COWRIES: u32 = 12;
/// Seeds each pit starts with.
const START_SEEDS: u8 = 5;
/// A store this large wins before the board is empty (more than half the seeds).
const MAJORITY: u8 = 31;
/// A position seen this often ends the game (K-rep).
const REPETITION_LIMIT: u32 = 3;
/// Pit owners: they never change in Kauri.
const OWNERS: [Player; PITS] = [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1];

/// The player who owns `pit`.
const fn owner(pit: usize) -> Player {
    if pit < ROW {
        0
    } else {
        1
    }
}

/// A game of Kauri: a position of `docs/rules/kauri.md` §3 and, once over, how it ended.
///
/// `Copy`, so the search's copies of it are one block copy, not one per field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Kauri {
    /// Seeds and cowries per pit, and the stores.
    board: Board<PITS, PITS>,
    to_move: Player,
    tie_break: bool,
    /// How the game ended: 31 seeds (K-end, early stop), no cowrie for the player to move in
    /// the tie-break (he loses), repetition (K-rep), or, by K-end "cannot-move", no cowrie for
    /// the player to move.
    end: Option<EndReason>,
    /// The house rules played by (K-skip, K-end).
    rules: Played<KauriRules>,
}

impl Kauri {
    /// Seeds left on the board.
    fn board_seeds(&self) -> u32 {
        self.board.on_board()
    }

    /// True when `player` has a cowrie on his side, i.e. a move.
    #[inline]
    fn has_cowrie(&self, player: Player) -> bool {
        // Player `p` owns pits `6p .. 6p + 5`: his row, read as one slice.
        let first = usize::from(player & 1) * ROW;
        self.board.cowries()[first..first + ROW]
            .iter()
            .any(|&c| c > 0)
    }

    /// The stores as the outcome reports them.
    fn stores_u32(&self) -> [u32; 2] {
        self.board.stores().map(u32::from)
    }

    /// How the game stands ended, judged from the position alone (rules 5 and 7, or K-end
    /// "cannot-move"): what the end-of-move checks find, and what reading a position finds.
    fn end_of_position(&self) -> Option<EndReason> {
        self.ends_by(*self.rules)
    }

    /// [`Self::end_of_position`] by the house rules `rules`.
    #[inline(always)]
    fn ends_by(&self, rules: KauriRules) -> Option<EndReason> {
        if rules.ends_when_stuck {
            return (!self.has_cowrie(self.to_move)).then_some(EndReason::NoMoveLeft);
        }
        if self.tie_break {
            return (!self.has_cowrie(self.to_move)).then_some(EndReason::NoCowrie);
        }
        // With no seed left on the board and the stores unequal, one store holds 31 or more of
        // the 60 seeds: the "no seeds left" end is always this one.
        self.board
            .stores()
            .iter()
            .any(|&s| s >= MAJORITY)
            .then_some(EndReason::ThirtyOneSeeds)
    }

    /// The winner of an ended game; `None` is a draw.
    fn winner(&self, end: EndReason) -> Option<Player> {
        match end {
            // The player to move found no cowrie on his side: the larger store wins (K-end
            // "cannot-move"); at equal stores, always so in the tie-break, he loses.
            EndReason::NoCowrie | EndReason::NoMoveLeft => {
                self.board.leader().or(Some(opp(self.to_move)))
            }
            // 31 seeds is the larger store; a repetition is decided by the stores.
            _ => self.board.leader(),
        }
    }

    /// Ends the game and says so.
    fn finish<S: EventSink>(&mut self, end: EndReason, sink: &mut S) {
        self.end = Some(end);
        if S::RECORDS {
            sink.push(Event::GameEnd {
                winner: self.winner(end),
                reason: end,
            });
        }
    }

    /// The end-of-move checks (rules 5 and 7, by `rules`) and the hand-over to the next player.
    #[inline(always)]
    fn end_turn<S: EventSink>(&mut self, rules: KauriRules, sink: &mut S) {
        let mover = self.to_move;
        let next = opp(mover);
        if !self.tie_break && self.board_seeds() == 0 && self.board.store(0) == self.board.store(1)
        {
            self.tie_break = true;
        }
        self.to_move = next;
        if let Some(end) = self.ends_by(rules) {
            self.finish(end, sink);
            return;
        }
        if !self.has_cowrie(next) {
            // Normal phase (the tie-break ended the game above): the mover holds all the
            // cowries, so he moves again.
            sink.push(Event::Pass {
                player: next,
                by_choice: false,
            });
            self.to_move = mover;
        }
        sink.push(Event::Turn {
            player: self.to_move,
        });
    }
}

impl Rules for Kauri {
    fn new(variant: Variant, options: &Options) -> Result<Self, Error> {
        if variant != Variant::Kauri {
            return Err(Error::Options(format!("Kauri cannot play {variant}")));
        }
        options.check()?;
        options.rules.check_for(variant)?;
        if options.series != Series::Game {
            return Err(Error::Options(
                "kauri is played as single games; \"series\" is for woaley".into(),
            ));
        }
        if options.play_out {
            return Err(Error::Options(
                "\"playOut\" is an option of oware-international, not of kauri".into(),
            ));
        }
        Ok(Kauri {
            board: Board::new([START_SEEDS; PITS]).with_cowries([1; PITS]),
            to_move: options.starting_player,
            tie_break: false,
            end: None,
            rules: Played::new(options.rules),
        })
    }

    fn from_position(position: &Position) -> Result<Self, Error> {
        read::from_position(position)
    }

    fn position(&self) -> Position {
        let typed = read::KauriExtra {
            tie_break: Some(self.tie_break),
            ended_by_repetition: (self.end == Some(EndReason::Repetition)).then_some(true),
        };
        let mut extra = serde_json::Map::new();
        crate::write_extra(&typed, &mut extra);
        self.rules.house().write_extra(&mut extra);
        Position {
            variant: Variant::Kauri,
            to_move: self.to_move,
            pits: self.board.pit_list(),
            cowries: self.board.cowrie_list(),
            owners: Some(OWNERS.to_vec()),
            stores: Some(self.stores_u32()),
            extra,
        }
    }

    fn variant(&self) -> Variant {
        Variant::Kauri
    }

    fn to_move(&self) -> Player {
        self.to_move
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.end.is_some() {
            return;
        }
        let own = usize::from(self.to_move) * ROW;
        out.extend(
            (own..own + ROW)
                .filter(|&pit| self.board.cowries_in(pit) > 0)
                .map(Move::sow),
        );
    }

    fn check_move(&self, mv: &Move) -> Result<(), Error> {
        if self.end.is_some() {
            return Err(Error::Move("the game is over".into()));
        }
        let pit = mv.own_pit_of_two_rows("Kauri", self.to_move)?;
        if self.board.cowries_in(pit) == 0 {
            return Err(Error::Move(format!(
                "pit {pit} holds no cowrie; a Kauri move needs a pit with at least one cowrie"
            )));
        }
        Ok(())
    }

    fn play_unchecked<S: EventSink>(&mut self, mv: &Move, sink: &mut S) {
        // check_move accepted the move, so this is a sowing move from an own pit.
        if let Move::Sow { pit } = *mv {
            let origin = usize::from(pit);
            if origin < PITS {
                self.play_from(origin, sink);
            }
        }
    }

    fn status(&self) -> Status {
        match self.end {
            None => Status::Playing,
            Some(end) => Status::Over(self.winner(end)),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        let end = self.end?;
        let mut outcome = Outcome::new(self.winner(end), self.stores_u32(), end);
        outcome.details = Details::Kauri {
            tie_break: self.tie_break,
        };
        Some(outcome)
    }

    fn totals(&self) -> (u32, u32) {
        let stored: u32 = self.stores_u32().iter().sum();
        let cowries = self.board.cowries().iter().map(|&c| u32::from(c)).sum();
        (self.board_seeds() + stored, cowries)
    }

    fn write_repetition_key<W: std::fmt::Write>(&self, out: &mut W) -> bool {
        // An ended game is no turn boundary: nothing follows it to repeat.
        if self.end.is_some() {
            return false;
        }
        write_basic_key(
            out,
            self.board.pits(),
            &OWNERS,
            self.stores_u32(),
            self.to_move,
            KeyFlags(self),
        );
        true
    }

    fn repetition_limit(&self) -> u32 {
        REPETITION_LIMIT
    }

    fn repetition_epoch(&self) -> u64 {
        // Stores only grow, and they are part of the position.
        self.board.stores().iter().map(|&s| u64::from(s)).sum()
    }

    fn end_by_repetition<S: EventSink>(&mut self, sink: &mut S) {
        if self.end.is_none() {
            self.finish(EndReason::Repetition, sink);
        }
    }
}

/// Kauri's own part of the repetition key: a letter per pit for its cowries, then the
/// tie-break flag (`T` or `-`).
struct KeyFlags<'a>(&'a Kauri);

impl std::fmt::Display for KeyFlags<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use std::fmt::Write;
        for &c in self.0.board.cowries() {
            f.write_char(char::from(b'a' + c))?;
        }
        f.write_char(if self.0.tie_break { 'T' } else { '-' })
    }
}

#[cfg(test)]
mod tests;
