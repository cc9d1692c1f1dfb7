//! Omweso (Uganda), the Lemery Games variant: `docs/rules/omweso.md` §6. The rules below are the
//! defaults; the house rules (`docs/rules/house-rules.md` §8, M-first to M-timing) change them as
//! the section after says.
//!
//! 1. Board: 4 rows × 8 columns, no stores. Each player owns his outer row and his inner row,
//!    16 plots numbered by a local index `k` in his own counter-clockwise order (`k = 0..7` outer
//!    row from his left, `k = 8..15` inner row from his right); the global pit is `16*p + k`.
//! 2. Start: 4 seeds in each inner plot. The starting player arranges his 32 seeds freely on his 16
//!    plots (`Move::Arrange`, any counts summing to 32, keeping them is allowed), then the other
//!    player does; the first arranger sows first (M-first).
//! 3. A normal move sows counter-clockwise from an own plot holding at least 2 seeds, one seed per
//!    plot, around the mover's own 16 plots only (no plot is skipped, M-skip).
//! 4. At the end of every lap, on last plot `X`: if `X` was empty the turn ends; else if `X` is an
//!    inner plot and both facing opponent plots hold seeds, the mover must harvest (M-must); else
//!    he relays: picks up `X` and sows on.
//! 5. Harvest: both facing opponent plots are emptied into the hand and sown counter-clockwise from
//!    the anchor: the capturing plot, or the previous anchor when the harvesting lap was itself a
//!    lap of harvested seeds (M-anchor (a)). That lap ends like any lap (rule 4).
//! 6. Reverse move: clockwise from one of the four leftmost plots (`k` in 0, 1, 14, 15) holding at
//!    least 2 seeds (M-rev2), legal only if that lap ends in a harvest. After each reverse harvest
//!    the mover may continue clockwise (sowing the harvested seeds clockwise from the capturing
//!    plot) when that lap would harvest again; otherwise, or when he declines, the seeds are sown
//!    counter-clockwise from the reverse move's origin, which becomes the anchor (M-rev-cont).
//! 7. A move needing more than 1000 laps is never-ending and illegal (§0.8).
//! 8. At the end of a turn: Emitwebiri (harvests in both absolute columns 0 and 7 in the turn)
//!    wins; then Akakyala (the mover has harvested in 2 different turns, the opponent never) wins
//!    (M-timing); then a player left without a legal move loses; then a position (plots and player
//!    to move) occurring for the 3rd time is a draw (M-rep).
//!
//! # House rules
//!
//! Read once into plain fields when the game is made or read (`laws.rs`); where
//! `docs/rules/house-rules.md` leaves the other value open, these readings are taken:
//! * **M-first** `other`: once both have arranged, the second arranger sows first.
//! * **M-rev2** `no`: a reverse move may start from a leftmost plot holding a single seed (it
//!   lands on the plot before, which must harvest as always); normal moves still need 2.
//! * **M-skip** `yes`: a lap of 16 seeds or more passes over its origin, the plot it is sown
//!   from: the plot emptied for a first or relay lap, the anchor for a lap of harvested seeds
//!   (sown "as if picked up" there, §6.5.2), the capturing plot for a clockwise continuation, the
//!   reverse move's origin for the counter-clockwise lap after its harvests. The origin then gets
//!   no seed (a `skipOrigin` event) and the lap goes round the 15 other plots; the test of a
//!   clockwise continuation (§6.6.2) counts the skip too.
//! * **M-must** `optional` (`Move::Declining`): the harvests a move may decline are those of its
//!   counter-clockwise part (§6.4 case 2), its `harvest` list naming them in the order the move
//!   reaches them. A declined harvest is not made: the lap goes on as if the harvest condition
//!   did not hold, relaying from `X`. A reverse move's own harvests (its first lap's, and those of
//!   the clockwise continuations it chooses) cannot be declined: the reverse move is legal only
//!   because its first lap harvests, and its continuation choices already say which of the others
//!   it takes. Only the first 3 harvests a move reaches may be declined ([`DECLINABLE`]; later
//!   ones are taken), so a start has at most 8 forms; a `harvest` list longer than the harvests
//!   the move reaches is refused, so each form has one spelling. The legal moves list each start
//!   plain first, then each distinct form that declines (the first declined harvest earliest
//!   first); a form that never ends (§0.8) is illegal like any move.
//! * **M-anchor** `newest-capture`: harvested seeds are always sown from the capturing plot.
//!   `lap-origin` (Ludii): from the plot the lap that ended in the capture was sown from: the
//!   move's origin for its first lap, the relay plot for a relay lap, the anchor for a lap of
//!   harvested seeds (so in a chain of immediate re-harvests it stays put). Under every value a
//!   reverse move's harvests go on as M-rev-cont says (from the reverse origin when not clockwise).
//! * **M-timing** `at-harvest`: the harvest that makes a special win is the end of the turn: its
//!   seeds are sown (its lap of harvested seeds, §6.5.2, or the clockwise continuation the reverse
//!   move chose) and the end of that lap is not looked at (no relay, no more harvests; Omweso has
//!   no stores, so the seeds cannot stay in hand). Akakyala comes at the mover's first harvest of
//!   the turn (when he harvested in an earlier turn and the opponent never has), so it is reached
//!   before an Emitwebiri of the same turn, which needs a second harvest.
//!
//! Source: the Lemery Games Omweso rules, as restated in `docs/rules/omweso.md` §6 with its
//! INTERPRETATION defaults; Ludii's `Mweso.lud` for the board geometry.
//!
//! Position `extra` (camelCase, all optional; missing means the sowing phase with no harvests yet):
//! * `phase`: `"arrangement"` or `"sowing"`;
//! * `arranged`: in the arrangement phase, the players who have arranged already (`[]` or `[p]`);
//! * `harvestTurns`: `[a, b]`, how many turns each player harvested in (for Akakyala);
//! * `endReason`: once the game is over, why: `"Emitwebiri"`, `"Akakyala"`, `"no move left"` or
//!   `"repetition"` (the last two can also be read back without it);
//! * `rules`: the house rules played by, those not at their default (`{"M-must": "optional"}`).

mod check;
mod fast;
mod house;
mod laws;
mod moves;
mod setup;
mod sowing;
mod view;

pub(crate) use house::HOUSE_RULES;

pub use laws::DECLINABLE;
pub use sowing::MAX_LAPS;

use laws::Laws;

use super::event::Event;
use super::{
    opp, write_basic_key, Board, Details, EndReason, Error, EventSink, Move, Options, Outcome,
    Player, Position, Rules, Status, Variant,
};

/// Plots per player.
const PLOTS: usize = 16;

/// Plots on the board.
const PITS: usize = 2 * PLOTS;

/// Seeds in the game (all on the board: Omweso has no stores).
const SEEDS: u32 = 64;

/// The local plots a reverse move may start from: each player's four leftmost plots.
pub const LEFTMOST: [usize; 4] = [0, 1, 14, 15];

/// The local inner plots of absolute columns 0 and 7 (for both players: P0's inner `k` lies in
/// column `15 - k`, P1's in column `k - 8`), whose harvests in one turn make Emitwebiri.
const EDGE_COLUMNS: [usize; 2] = [8, 15];

/// The global index of local plot `k` of `player`.
#[inline]
const fn global(player: Player, k: usize) -> usize {
    PLOTS * player as usize + k
}

/// True for the inner (harvesting) row.
#[inline]
const fn is_inner(k: usize) -> bool {
    k >= 8
}

/// The opponent's (inner, outer) local plots facing the mover's inner local plot `k`: `23 - k`
/// and `k - 8` for both players (`docs/rules/omweso.md` §6.1).
#[inline]
const fn facing(k: usize) -> (usize, usize) {
    (23 - k, k - 8)
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Phase {
    /// Players arrange their seeds; `arranged` (0 or 1) have done so, the player to move is next.
    Arrangement {
        /// How many players have arranged.
        arranged: u8,
    },
    /// Sowing moves.
    Sowing,
}

/// How an Omweso game can end: what `extra.endReason` may say.
const ENDS: [EndReason; 4] = [
    EndReason::Emitwebiri,
    EndReason::Akakyala,
    EndReason::NoMoveLeft,
    EndReason::Repetition,
];

/// True for the special victories reported as `specialVictory`.
const fn is_special(reason: EndReason) -> bool {
    matches!(reason, EndReason::Emitwebiri | EndReason::Akakyala)
}

/// An Omweso game: 32 plots, the phase, each player's harvesting turns, the end, if any, and
/// the house rules it is played by.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Omweso {
    /// The 32 plots (the stores stay empty).
    board: Board<PITS>,
    to_move: Player,
    phase: Phase,
    harvest_turns: [u32; 2],
    end: Option<EndReason>,
    /// The house rules (`docs/rules/house-rules.md` §8: M-first, M-rev2, M-skip, M-must, M-anchor,
    /// M-timing).
    laws: Laws,
}

impl Omweso {
    /// Seeds in local plot `k` of `player`.
    #[inline]
    fn plot(&self, player: Player, k: usize) -> u8 {
        self.board.seeds(global(player, k))
    }

    /// Seeds on each player's side.
    fn sides(&self) -> [u32; 2] {
        let side = |p: Player| (0..PLOTS).map(|k| u32::from(self.plot(p, k))).sum();
        [side(0), side(1)]
    }

    /// The winner of a game that ended for `reason`: the player who just moved, or nobody.
    fn winner(&self, reason: EndReason) -> Option<Player> {
        match reason {
            EndReason::Repetition => None,
            _ => Some(opp(self.to_move)),
        }
    }

    /// Ends the game for `reason`.
    fn finish<S: EventSink>(&mut self, reason: EndReason, sink: &mut S) {
        self.end = Some(reason);
        sink.push(Event::GameEnd {
            winner: self.winner(reason),
            reason,
        });
    }
}

impl Rules for Omweso {
    fn new(variant: Variant, options: &Options) -> Result<Self, Error> {
        if variant != Variant::Omweso {
            return Err(Error::Options(format!("Omweso cannot play {variant}")));
        }
        options.check()?;
        options.rules.check_for(Variant::Omweso)?;
        Ok(Omweso {
            board: Board::new(setup::DEFAULT_BOARD),
            to_move: options.starting_player,
            phase: Phase::Arrangement { arranged: 0 },
            harvest_turns: [0, 0],
            end: None,
            laws: Laws::new(options.rules),
        })
    }

    fn from_position(position: &Position) -> Result<Self, Error> {
        setup::read_position(position)
    }

    fn position(&self) -> Position {
        setup::write_position(self)
    }

    fn variant(&self) -> Variant {
        Variant::Omweso
    }

    fn to_move(&self) -> Player {
        self.to_move
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        self.legal_moves_into(out);
    }

    fn check_move(&self, mv: &Move) -> Result<(), Error> {
        self.check(mv)
    }

    fn play_unchecked<S: EventSink>(&mut self, mv: &Move, sink: &mut S) {
        self.play_checked(mv, sink);
    }

    fn status(&self) -> Status {
        match self.end {
            None => Status::Playing,
            Some(reason) => Status::Over(self.winner(reason)),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        let reason = self.end?;
        Some(Outcome {
            winner: self.winner(reason),
            stores: self.sides(),
            reason,
            details: Details::Omweso {
                special_victory: is_special(reason).then_some(reason),
            },
        })
    }

    fn totals(&self) -> (u32, u32) {
        (SEEDS, 0)
    }

    fn write_repetition_key<W: std::fmt::Write>(&self, out: &mut W) -> bool {
        // Only sowing-phase turn boundaries repeat; a finished game has nothing left to count.
        if self.phase != Phase::Sowing || self.end.is_some() {
            return false;
        }
        write_basic_key(out, self.board.pits(), &[], [0, 0], self.to_move, "");
        true
    }

    fn repetition_limit(&self) -> u32 {
        3
    }

    fn end_by_repetition<S: EventSink>(&mut self, sink: &mut S) {
        if self.end.is_none() {
            self.finish(EndReason::Repetition, sink);
        }
    }
}
