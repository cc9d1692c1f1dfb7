//! Oware (Abapa), with its two rule options: `oware-abapa` follows the Lemery Games rulebook
//! (option `LEMERY`), `oware-international` the Ludoteka / international rules (option `LUDOTEKA`).
//! Source: `docs/rules/oware.md` §4 (after the Lemery Games rulebook and the Ludoteka page), with
//! its defaults for every INTERPRETATION.
//!
//! 1. Board: 2×6 plots, pits indexed as `docs/rules/common.md` §0.2; player `p` owns pits
//!    `6p .. 6p+5`. 4 seeds per plot, 48 in all; the starting player is
//!    [`Options::starting_player`].
//! 2. A move sows all the seeds of one of the mover's non-empty plots counter-clockwise, one per
//!    plot, starting with the next plot. A lap of 12 or more seeds skips its origin, which is
//!    therefore always empty afterwards. One lap, no relay (§4.3).
//! 3. Forced feeding: when the opponent's row is empty, only moves that reach it are legal (§4.2).
//! 4. Automatic harvest: when the player to move cannot feed the opponent's empty row, he takes
//!    every seed left on the board and the game ends (reason "automatic harvest"). The engine does
//!    this at the end of the move that caused it (§4.2, §4.6.3).
//! 5. Capture: when the last seed lands on an opponent plot that then holds 2 or 3, that plot
//!    and the plots before it holding 2 or 3, on the opponent's row only, are captured: the whole
//!    chain, compulsorily (§4.4, INTERPRETATION O-may).
//! 6. Grand slam, a chain holding every seed of the opponent's row (§4.5): `oware-abapa` leaves
//!    the plot farthest back in the chain and takes the rest (INTERPRETATION O-5plots, default
//!    (a) purposive); `oware-international` makes the move and captures nothing. Either way the
//!    move says so with [`crate::Event::CaptureLimited`].
//! 7. After every move (§4.6): a mover with 25 seeds or more wins ("25 seeds"), unless
//!    `oware-international` is played with [`Options::play_out`] (INTERPRETATION O-25); then the
//!    automatic harvest of rule 4. A position that occurs for the 2nd time ends the game and each
//!    player takes the seeds on his side ("repetition", INTERPRETATION O-rep; counted by
//!    [`crate::Game`]). The larger store wins; 24–24 is a draw.
//!
//! # House rules
//!
//! The rules above are the defaults of `docs/rules/oware.md`; [`Options::rules`] (`rules::house`)
//! may choose another value of each INTERPRETATION (§8). Readings where §4's text for a value
//! leaves a choice:
//! * **O-may "optional"** (`oware-abapa`): the last plot of the chain is always taken; each plot
//!   before it, in chain order, is a harvest point, and leaving one leaves the rest of the chain
//!   behind it too. A chain of `n` plots offers `n` moves: the plain `{"pit": p}` takes it
//!   whole, `{"pit": p, "harvest": [false]}` takes the last plot alone, `[true, false]` the last
//!   two, and so on ([`Move::harvesting`]'s one written form; [`Rules::legal_moves`] lists them
//!   all, for each plot the last plot alone first and the whole chain last). The choice is over the chain as the grand-slam rule limits it: under "purposive" the
//!   plot farthest back of a grand slam is never offered, under "literal" the sixth plot of a
//!   six-plot chain, and under "ludii" the plain move of a chain taking every seed of the
//!   opponent's row is illegal while the moves leaving part of it are legal. The grand-slam
//!   event is sent when the move takes all the rule lets it take.
//! * **O-5plots "literal"**: a chain of six plots leaves its sixth (the plot farthest back,
//!   with the grand-slam event); a chain of one to five plots is taken whole even when it
//!   empties the opponent's row. The opponent, to move with an empty row, then passes (a `pass`
//!   event, as part of the move that emptied it), and the mover, bound by rule 3, must feed him
//!   or, unable to, makes the automatic harvest of rule 4.
//! * **O-5plots "ludii"** (Ludii's `Oware.lud`): a move after which the opponent has no seed is
//!   illegal: a move that does not feed an empty row (so rule 3 follows from it) and a move whose
//!   capture takes every seed of the opponent's row. A player with no legal move makes the
//!   automatic harvest of rule 4 and the game ends: `docs/rules/oware.md` §4.2 says so where the
//!   opponent's row is empty; where it is not and every move would empty it, the same rule is read
//!   as applying (he cannot move without leaving the opponent nothing, which is what §4.2 ends the
//!   game for). Ludii's own end, each player taking the seeds of his row, is not used.
//! * **O-25 "play-out"** (`oware-international`) is the play-out option of rule 7:
//!   `{"rules": {"O-25": "play-out"}}` and `{"playOut": true}` make the same game, both at once
//!   too; `playOut: false` with O-25 "play-out" is refused as a contradiction, in options and
//!   in positions (O-25 "stop" is the default, which says nothing beside `playOut: true`). Its
//!   position says `playOut` (its one spelling) and not O-25.
//! * **O-rep "none"** (`oware-abapa`): no position ends the game by occurring again. The game
//!   ends at 25 seeds or by the automatic harvest, or not at all: one seed on each side walking
//!   round the board, every move forced, goes round its cycle for ever. Random play meets such
//!   cycles now and then (the conformance suite stops a game in one).
//!
//! Position `extra` (`docs/architecture.md`, "Position format"):
//! * `playOut` (boolean, `oware-international` only, default `false`): rule 7's play-out option
//!   (O-25).
//! * `rules` (object, absent when none): the house rules chosen, as in [`Options::rules`]
//!   (`{"O-may": "optional"}`); O-25 is read there too, and written as `playOut`.
//! * `end` (string, only in a finished game's position): why it ended, one of `"25 seeds"`,
//!   `"automatic harvest"`, `"repetition"`. A position whose game is over must say so here.
//!
//! [`perft`] counts the leaves of the move tree (bulk counting at the last ply) for tests and the
//! benchmark.

mod check;
mod endgame;
mod harvest;
mod house;
mod moves;
mod perft;
mod play;
mod read;
mod view;

pub(crate) use house::HOUSE_RULES;

pub use endgame::{EndgameRules, Next, Successor};
pub use perft::perft;

use super::{
    opp, write_basic_key, write_extra, Board, CaptureCause, EndReason, Error, EventSink, Move,
    Options, Outcome, Player, Position, Rules, Series, Status, Variant,
};
use check::sowing;
pub(crate) use house::play_out_of;
use house::House;
use play::WHOLE_CHAIN;
use serde_json::{Map, Value};

/// Pits on the board.
const PITS: usize = 12;
/// Plots in one player's row.
const ROW: usize = 6;
/// Seeds in the game.
const TOTAL_SEEDS: u8 = 48;
/// A store this large wins (§4.6.1).
const WINNING_STORE: u8 = 25;

/// What the grand-slam rule does to a chain that would take all of the opponent's seeds (§4.5);
/// the reason of a `captureLimited` event, whose JSON is [`GrandSlam::as_str`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GrandSlam {
    /// `LEMERY`, purposive reading: leave the plot farthest back in the chain (also what the
    /// literal reading, O-5plots "literal", does to a six-plot chain).
    LeaveLastPlot,
    /// `LUDOTEKA`: the move is made, nothing is captured.
    CaptureNothing,
}

impl GrandSlam {
    /// Both rules, for reading.
    pub const ALL: [GrandSlam; 2] = [GrandSlam::LeaveLastPlot, GrandSlam::CaptureNothing];

    /// The rule's text in JSON (the contract's words; `i18n` translates the value).
    pub const fn as_str(self) -> &'static str {
        match self {
            GrandSlam::CaptureNothing => "grand slam: the move is made but nothing is captured",
            GrandSlam::LeaveLastPlot => {
                "grand slam: the plot farthest back is left so that the opponent can sow"
            }
        }
    }
}

super::end::reason_words!(GrandSlam);

/// How an Oware game can end (§4.6): what `extra.end` may say.
const ENDS: [EndReason; 3] = [
    EndReason::TwentyFiveSeeds,
    EndReason::AutomaticHarvest,
    EndReason::Repetition,
];

/// Player `p`'s plots, as global pit indices.
#[inline(always)]
const fn row(p: Player) -> std::ops::Range<usize> {
    let start = ROW * (p as usize & 1);
    start..start + ROW
}

/// The owner of pit `pit` (ownership never changes in Oware).
#[inline(always)]
const fn owner(pit: usize) -> Player {
    (pit >= ROW) as Player
}

/// An Oware game under either rule option. Plain data (`Copy`, no heap): search and perft copy it
/// freely.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Oware {
    /// The plots and the stores.
    board: Board<PITS>,
    to_move: Player,
    /// The variant and the house rules played by, in one byte.
    house: House,
    end: Option<EndReason>,
    /// The legal moves now, as a bit set of pits (see [`Oware::refresh_moves`]).
    moves: u16,
}

impl Oware {
    /// Seeds on player `p`'s side.
    #[inline(always)]
    fn row_seeds(&self, p: Player) -> u8 {
        self.board.pits()[row(p)].iter().sum()
    }

    /// The stores of both players.
    pub fn stores(&self) -> [u32; 2] {
        self.board.stores().map(u32::from)
    }

    /// The winner by the larger store, `None` for a draw (§4.6.4).
    fn winner(&self) -> Option<Player> {
        self.board.leader()
    }

    /// The `extra` of [`Rules::position`].
    fn extra(&self) -> Map<String, Value> {
        let typed = read::OwareExtra {
            play_out: self.house.play_out().then_some(true),
            end: self.end.map(|end| end.as_str().to_string()),
        };
        let mut extra = Map::new();
        write_extra(&typed, &mut extra);
        self.house.rules().write_extra(&mut extra);
        extra
    }
}

impl Rules for Oware {
    fn new(variant: Variant, options: &Options) -> Result<Self, Error> {
        options.check()?;
        if !matches!(variant, Variant::OwareAbapa | Variant::OwareInternational) {
            return Err(Error::Options(format!("{variant} is not an Oware variant")));
        }
        if options.play_out && variant != Variant::OwareInternational {
            return Err(Error::Options(
                "playOut is an option of oware-international only".into(),
            ));
        }
        if options.series != Series::Game {
            return Err(Error::Options("series is an option of woaley only".into()));
        }
        options.rules.check_for(variant)?;
        // `playOut` and O-25 say the same; `Options` refuses `playOut: false` with O-25 when read.
        let play_out = options.play_out || options.rules.oware_plays_out();
        Ok(Oware {
            board: Board::new([4; PITS]),
            to_move: options.starting_player,
            house: House::new(variant, &options.rules, play_out),
            end: None,
            moves: 0,
        }
        .with_moves())
    }

    fn from_position(position: &Position) -> Result<Self, Error> {
        read::read(position)
    }

    fn position(&self) -> Position {
        Position {
            variant: self.house.variant(),
            to_move: self.to_move,
            pits: self.board.pit_list(),
            cowries: None,
            owners: Some((0..PITS).map(owner).collect()),
            stores: Some(self.stores()),
            extra: self.extra(),
        }
    }

    fn variant(&self) -> Variant {
        self.house.variant()
    }

    fn to_move(&self) -> Player {
        self.to_move
    }

    #[inline]
    fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.house.optional() {
            self.harvest_moves(out);
            return;
        }
        // One step per legal plot, from the lowest.
        let mut mask = self.legal_mask();
        out.reserve(mask.count_ones() as usize);
        while mask != 0 {
            out.push(Move::sow(mask.trailing_zeros() as usize));
            mask &= mask - 1;
        }
    }

    fn check_move(&self, mv: &Move) -> Result<(), Error> {
        self.check(mv)
    }

    fn play_unchecked<S: EventSink>(&mut self, mv: &Move, sink: &mut S) {
        // The plain move inline, as the search and the default rules play it.
        let (pit, take) = match *mv {
            Move::Sow { pit } => (usize::from(pit), WHOLE_CHAIN),
            _ => match sowing(mv) {
                Some(choice) => return self.play_choice(choice, sink),
                None => return,
            },
        };
        if pit < PITS && self.legal_mask() & (1 << pit) != 0 {
            self.play_pit(pit, take, sink);
        }
    }

    fn status(&self) -> Status {
        match self.end {
            None => Status::Playing,
            Some(_) => Status::Over(self.winner()),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.end.map(|end| Outcome::by_stores(self.stores(), end))
    }

    fn totals(&self) -> (u32, u32) {
        (self.board.on_board() + self.stores().iter().sum::<u32>(), 0)
    }

    fn write_repetition_key<W: std::fmt::Write>(&self, out: &mut W) -> bool {
        // Owners never change and the rules are fixed for a game: pits, stores and mover suffice.
        if self.end.is_some() {
            return false;
        }
        write_basic_key(out, self.board.pits(), &[], self.stores(), self.to_move, "");
        true
    }

    fn repetition_limit(&self) -> u32 {
        if self.house.repetition_ends() {
            2
        } else {
            u32::MAX
        }
    }

    fn repetition_epoch(&self) -> u64 {
        // Captures only add to the stores, which are part of the position.
        self.stores().iter().map(|&s| u64::from(s)).sum()
    }

    fn end_by_repetition<S: EventSink>(&mut self, sink: &mut S) {
        if self.end.is_none() {
            self.board.sweep(None, CaptureCause::Sweep, sink);
            self.finish(EndReason::Repetition, sink);
        }
    }
}

/// A game on `pits`, player 0 to move, the missing seeds in player 1's store.
#[cfg(test)]
fn test_game(pits: [u8; PITS]) -> Oware {
    let mut g = Oware::new(Variant::OwareAbapa, &Options::default()).expect("a new game");
    g.board = Board::new(pits).with_stores([0, TOTAL_SEEDS - pits.iter().sum::<u8>()]);
    g.with_moves()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_has_six_moves_and_perft_two_is_36() {
        let g = Oware::new(Variant::OwareInternational, &Options::default()).expect("new game");
        assert_eq!(g.legal_move_count(), 6);
        assert_eq!(perft(&g, 2), 36);
    }
}
