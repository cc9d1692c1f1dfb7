//! Obridjie / Woaley (Kanga Ballou 1984, Ivory Coast), as `docs/rules/woaley.md` §2 states it.
//!
//! 1. A 2×6 board with a store per player; 4 seeds in each hole (48); each player owns his
//!    row (§2.1).
//! 2. A move sows from one of the mover's holes holding at least 2 seeds (§2.2); a move that
//!    needs more than 1000 laps is never-ending and illegal (§0.8).
//! 3. The first lap leaves one seed in its hole and sows the others counter-clockwise, one per
//!    hole; relay laps take the whole hole (W-relay); a lap of 12 or more seeds drops into its
//!    origin like any hole (W-skip) (§2.3).
//! 4. At the end of each lap, with `x` seeds in the last hole `L`: `x == 1` ends the move;
//!    `x == 2` or `4` (W-count: after the last seed fell) captures `L` and the unbroken run of
//!    2s and 4s before it, on either side, never the holes after `L` (§2.4), and ends the move;
//!    otherwise the seeds of `L` are relayed.
//! 5. A player without a legal move loses his turn: the engine passes for him (`Pass` event).
//! 6. When neither player can move, or a position occurs for the 2nd time (W-rep), the game
//!    ends and each player puts the seeds of his row in his store (§2.5, `Sweep` captures).
//! 7. Points (§2.6): more than 24 seeds win 12 points plus one per seed beyond 24, the loser
//!    scores 0; 24–24 is a draw, 6 points each.
//! 8. Series (§2.7, `Options.series`): a single game; a match of 3 games (higher sum of points
//!    wins); a Woaley of 3 matches (larger sum of advantages wins). Equal is a draw (W-tie).
//!    Starting players alternate from game to game (W-start). The end of a game in a series
//!    sets up the next one; the outcome waits for the end of the series.
//!
//! Source: the "Obridjie" page describing Woaley after Kanga Ballou (1984), as
//! `docs/rules/woaley.md` restates it.
//!
//! # House rules
//!
//! `Options.rules` (and a position's `extra.rules`) may choose the other readings of §8:
//! - W-count `before-drop`: the last hole captures when it held 2 or 4 *before* the last seed
//!   fell, so it holds 3 or 5 when it is taken (all of it); it ends the move when it was empty
//!   (1 now) and relays otherwise (2, 4, 6 or more now). The run before it is counted at the
//!   same moment, just before the last seed fell: those holes did not receive it, so they are
//!   taken when they hold 2 or 4, as by default.
//! - W-relay `every-lap`: every relay lap leaves one seed in its hole too, and sows the others.
//!   A relayed hole always holds 2 seeds or more (a single seed ends the move), so there is
//!   always one to leave and at least one to sow; the case of too few never arises.
//! - W-skip `skip`: a lap of 12 or more seeds passes over its origin (`SkipOrigin`), which
//!   keeps what it holds (the first lap's seed left behind stays alone).
//!
//! A position's `extra` (every key optional; without them: game 1 of a single game):
//! - `series`: `"game"`, `"match"` or `"woaley"` (default `"game"`);
//! - `startingPlayer`: who started game 1 of the series (default 0);
//! - `game`: the game being played, from 1 (the last one once the series is over);
//! - `points`: the points of each finished game, `[[p0, p1], ...]`;
//! - `endReason`: once the series (or single game) is over, why its last game ended:
//!   `"no moves left"` or `"repetition"`;
//! - `rules`: the house rules chosen, when some differ from the defaults.

mod fast;
mod house;
mod series;
mod sow;
mod state;
mod view;

pub(crate) use house::HOUSE_RULES;

use self::series::{game_points, game_winner, SeriesState};
use self::sow::{can_move, is_legal, own_pits, owner_of, sow, MAX_LAPS, PITS, START_SEEDS};
use super::event::{CaptureCause, Event, SetupCause};
use super::house::{Defaults, Played, ReadRules};
use super::{
    opp, write_basic_key, Board, Details, EndReason, Error, EventSink, Move, NoEvents, Options,
    Outcome, Player, Position, Rules, Status, Variant,
};

use self::sow::Sowing;

/// How a Woaley game can end (§2.5): what `extra.endReason` may say.
const ENDS: [EndReason; 2] = [EndReason::NoMovesLeft, EndReason::Repetition];

/// A Woaley game, or a series of them: the board, the stores, the player to move and the
/// series so far. Small and `Copy`: the AI clones it freely.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Woaley {
    /// The holes and the stores.
    board: Board<PITS>,
    to_move: Player,
    series: SeriesState,
    /// Why the last game ended, once the series (or single game) is over.
    ended: Option<EndReason>,
    /// The house rules played by (W-count, W-relay, W-skip).
    rules: Played<Sowing>,
}

impl Woaley {
    /// Ends the current game (§2.5): each player takes the seeds of his row, the game's points
    /// are recorded, and in an unfinished series the next game is set up (W-start).
    fn end_game<S: EventSink>(&mut self, reason: EndReason, sink: &mut S) {
        self.board.sweep(None, CaptureCause::Sweep, sink);
        let points = game_points(self.board.stores());
        self.series.record(points);
        if S::RECORDS {
            sink.push(Event::GameEnd {
                winner: game_winner(points),
                reason,
            });
        }
        if self.series.is_complete() {
            self.ended = Some(reason);
            return;
        }
        self.to_move = self.series.starter_of(self.series.game_number());
        self.board
            .set_up(Board::new([START_SEEDS; PITS]), SetupCause::NewGame, sink);
        sink.push(Event::Turn {
            player: self.to_move,
        });
    }

    /// After a move: the opponent's turn, or a lost move when he cannot play, or the end of
    /// the game when nobody can (§2.2, §2.5), by the house rules `rules`.
    fn finish_turn<R: ReadRules<Sowing>, S: EventSink>(&mut self, rules: R, sink: &mut S) {
        let mover = self.to_move;
        let next = opp(mover);
        if can_move(&self.board, next, rules) {
            self.to_move = next;
        } else if can_move(&self.board, mover, rules) {
            sink.push(Event::Pass {
                player: next,
                by_choice: false,
            });
        } else {
            self.end_game(EndReason::NoMovesLeft, sink);
            return;
        }
        sink.push(Event::Turn {
            player: self.to_move,
        });
    }

    /// The moves the search tries: every hole of the mover's with 2 seeds or more, untried
    /// (a trial sowing of each costs as much as playing it; [`Self::play_if_legal`] refuses
    /// the rare never-ending one).
    pub fn candidate_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.ended.is_none() {
            let pits = self.board.pits();
            out.extend(
                own_pits(self.to_move)
                    .filter(|&pit| pits[pit] >= 2)
                    .map(Move::sow),
            );
        }
    }

    /// Plays one of [`Self::candidate_moves`] without events; false, leaving the game as it
    /// was, for a move that never ends.
    pub fn play_if_legal(&mut self, mv: &Move) -> bool {
        if self.rules.is_default() {
            self.play_by(mv, Defaults, &mut NoEvents)
        } else {
            self.play_by(mv, *self.rules, &mut NoEvents)
        }
    }

    /// Plays the sowing move `mv` by the house rules `rules`, sending its events to `sink`;
    /// false, leaving the game as it was, for a move that never ends.
    fn play_by<R: ReadRules<Sowing>, S: EventSink>(
        &mut self,
        mv: &Move,
        rules: R,
        sink: &mut S,
    ) -> bool {
        let Some(pit) = mv.pit() else { return false };
        // Sown on a copy so that a never-ending move cannot lose seeds mid-move.
        let mut board = self.board;
        if sow(&mut board, pit, self.to_move, rules, MAX_LAPS, sink).is_none() {
            return false;
        }
        self.board = board;
        self.finish_turn(rules, sink);
        true
    }

    /// The stores as the shared types want them.
    fn stores_u32(&self) -> [u32; 2] {
        self.board.stores().map(u32::from)
    }
}

impl Rules for Woaley {
    fn new(variant: Variant, options: &Options) -> Result<Self, Error> {
        if variant != Variant::Woaley {
            return Err(Error::Options(format!(
                "the Woaley rules cannot play {variant}"
            )));
        }
        options.check()?;
        options.rules.check_for(variant)?;
        Ok(Woaley {
            board: Board::new([START_SEEDS; PITS]),
            to_move: options.starting_player,
            series: SeriesState::new(options.series, options.starting_player),
            ended: None,
            rules: Played::new(options.rules),
        })
    }

    fn from_position(position: &Position) -> Result<Self, Error> {
        state::read(position)
    }

    fn position(&self) -> Position {
        state::write(self)
    }

    fn variant(&self) -> Variant {
        Variant::Woaley
    }

    fn to_move(&self) -> Player {
        self.to_move
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.ended.is_some() {
            return;
        }
        out.extend(
            own_pits(self.to_move)
                .filter(|&pit| is_legal(&self.board, self.to_move, pit, *self.rules))
                .map(Move::sow),
        );
    }

    fn check_move(&self, mv: &Move) -> Result<(), Error> {
        if self.ended.is_some() {
            return Err(Error::Move("the game is over".into()));
        }
        let Move::Sow { pit } = *mv else {
            return Err(Error::Move(
                "Woaley moves only sow: send {\"pit\": n} with one of your holes".into(),
            ));
        };
        let pit = usize::from(pit);
        let seeds = *self.board.pits().get(pit).ok_or_else(|| {
            Error::Move(format!("pit {pit} does not exist on a 2×6 board (0 to 11)"))
        })?;
        let owner = owner_of(pit);
        if owner != self.to_move {
            return Err(Error::Move(format!(
                "pit {pit} belongs to player {owner}; it is player {}'s turn",
                self.to_move
            )));
        }
        match seeds {
            0 => Err(Error::Move(format!("pit {pit} is empty"))),
            1 => Err(Error::Move(format!(
                "pit {pit} holds a single seed; a hole needs at least 2 seeds to be played"
            ))),
            _ if !is_legal(&self.board, self.to_move, pit, *self.rules) => {
                Err(Error::Move(format!(
                    "sowing pit {pit} would never end (more than {MAX_LAPS} laps), so it is not \
                 allowed"
                )))
            }
            _ => Ok(()),
        }
    }

    fn play_unchecked<S: EventSink>(&mut self, mv: &Move, sink: &mut S) {
        self.play_by(mv, *self.rules, sink);
    }

    fn status(&self) -> Status {
        match self.ended {
            None => Status::Playing,
            Some(_) => Status::Over(self.series.winner()),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        let reason = self.ended?;
        Some(Outcome {
            winner: self.series.winner(),
            stores: self.stores_u32(),
            reason: self.series.reason(reason),
            details: Details::Woaley(self.series.scores()),
        })
    }

    fn totals(&self) -> (u32, u32) {
        (
            self.board.on_board() + self.stores_u32().iter().sum::<u32>(),
            0,
        )
    }

    fn write_repetition_key<W: std::fmt::Write>(&self, out: &mut W) -> bool {
        // The game number keeps positions of earlier games of a series from counting.
        let owners: [Player; PITS] = std::array::from_fn(owner_of);
        write_basic_key(
            out,
            self.board.pits(),
            &owners,
            self.stores_u32(),
            self.to_move,
            format_args!("g{}", self.series.game_number()),
        );
        true
    }

    fn repetition_limit(&self) -> u32 {
        2
    }

    fn repetition_epoch(&self) -> u64 {
        // Within a game stores only grow; a new game of a series starts afresh.
        (self.series.played() as u64) << 8
            | self
                .board
                .stores()
                .iter()
                .map(|&s| u64::from(s))
                .sum::<u64>()
    }

    fn end_by_repetition<S: EventSink>(&mut self, sink: &mut S) {
        if self.ended.is_none() {
            self.end_game(EndReason::Repetition, sink);
        }
    }
}
