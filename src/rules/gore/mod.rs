//! Goré (Gouro people, Ivory Coast): `docs/rules/gore.md` §1, after a description of the game by
//! Jordi Climent Tondo, cross-checked with Mancala World's page; every INTERPRETATION at its
//! default unless a house rule chooses another reading (see "House rules" below).
//!
//! 1. Board: 2×4 holes, pits `0..3` = player 0's holes "1A..4A", `4..7` = player 1's "1B..4B"
//!    (§0.2); 6 seeds in each (48 in all); stores empty; `startingPlayer` moves first.
//! 2. Turn: the mover may first make one offer of holes (rule 6), then sows from a hole he owns
//!    holding a seed. If he owns no seed he passes (G-pass, `Pass` event): when he has an offer
//!    to make he may first make it (ruling G-pass-offer) or decline it by passing at once
//!    ([`Move::Pass`], `{"pass": true}`, a `Pass` event with `byChoice`); when he has none, or
//!    after his offer's answer, the engine passes for him.
//! 3. Sowing: all seeds of the hole, one per hole counter-clockwise, a single lap; a lap of 8 or
//!    more seeds drops into its origin as it passes (G-skip: no skipping).
//! 4. Capture: when the last hole belongs to the opponent (by ownership, G-own) and now holds 2
//!    or 4, it is taken with the unbroken run of holes holding 2 or 4 before it and the run
//!    after it, across rows and owners, up to the whole board (§1.5).
//! 5. End: after a sowing move, if every hole holds at most 2 the game ends; else if the
//!    position (pits, owners, stores, player to move) occurred before it ends by repetition
//!    (G-rep, second occurrence). Either way each player adds the seeds of the holes he owns to
//!    his store; the larger store wins, equal stores draw.
//! 6. Negotiation (§1.7): at the start of his turn, at most once (G-neg-time), the mover may
//!    offer 1–3 holes he owns (any, received ones too: G-neg-holes), keeping at least one
//!    (G-neg-keep), if the receiver's store holds 6 seeds per hole (G-neg-fund). The receiver
//!    answers ([`Move::Answer`]); on acceptance he pays 6 seeds from his store into each hole
//!    and owns it from then on; on refusal nothing changes but a win of his is "without glory".
//!    Either way the giver then sows (or passes). An offer never triggers the end check.
//!
//! While an offer waits for its answer, [`Rules::to_move`] is the receiver. `extra` holds:
//! `pendingOffer` (the holes of the offer awaiting an answer, absent when none), `offerMade`
//! (the player whose turn it is has offered this turn, so he must now sow; absent when false),
//! `mayOfferAgain` (with `offerMade`, under G-neg-time "any-time" only: his offers were accepted
//! and he may offer again before he sows; absent when false), `refused` (`[bool, bool]`: who has
//! refused an offer; absent when neither) and `endReason` (why a finished game ended; absent
//! while playing). The outcome carries `withoutGlory`: the winner had refused an offer.
//!
//! # House rules
//!
//! `docs/rules/house-rules.md` §8's options for Goré (`Options.rules`, a position's `extra.rules`),
//! read through [`HouseRules`]' accessors; at their defaults the rules above are played unchanged.
//!
//! - **G-skip "skip"**: a lap of 8 or more seeds skips its origin.
//! - **G-own "row"**: a capture starts in a hole of the opponent's row on the board, whoever
//!   owns it; the runs are as in rule 4.
//! - **G-rep "none"**: no end by repetition.
//! - **G-neg-holes "own-row"**: only the holes of the giver's own row may be given.
//! - **G-neg-fund "partial"**: the receiver pays what his store holds, up to 6 a hole, and an
//!   offer is valid whatever it holds.
//! - **G-pass "game-ends"**: a player who owns no seed when he should sow ends the game, scored
//!   as rule 5 (each adds the seeds of the holes he owns; reason `"no seed to sow"`,
//!   [`EndReason::NoSeedToSow`]). The check is made where the default makes the pass: when the
//!   turn comes to a player (after the other's sowing move, if every hole holding at most 2 did
//!   not end the game; or after the answer to the other's offer under "instead-of-move"), if he
//!   owns no seed and no offer of his is valid; and after the answer to his own offer, if he
//!   owns no seed then. It comes before the repetition check of G-rep, which by default
//!   compares the position after the pass.
//!   Ruling G-pass-offer holds: he may first make an offer (one only, whatever G-neg-time
//!   says). Giving holes never brings the giver a seed, so a player who starts his turn without
//!   seed ends the game right after the answer to his offer.
//! - **G-neg-time "instead-of-move"**: the mover either sows or offers; an offer is his whole
//!   turn, and once it is answered (accepted or refused) the turn is the receiver's, who may
//!   offer or sow in turn. A giver who owns no seed after the answer passes (a `Pass` event;
//!   the turn is the receiver's all the same), or under G-pass "game-ends" the game ends. The
//!   position after the answer ends a turn, so it counts for G-rep: two offers in a row refused
//!   bring the position back, and the game ends by repetition.
//! - **G-neg-time "any-time"**: the mover may make offers one after another before he sows, as
//!   long as each is accepted; once one is refused he makes no more offers this turn and sows
//!   (or passes). Each accepted offer leaves the giver fewer holes, so a turn holds at most 7
//!   offers and every game stays finite. A player who owns no seed makes one offer only
//!   (G-pass-offer). Between two offers of a turn no position is compared for G-rep: the turn
//!   is not over.
//! - **G-neg-keep "no-limit"**: the giver may give every hole he owns (still 1 to 3 at once).
//!   **Ruling G-neg-keep-none**: when, at the end of a turn (after a sowing move, or after an
//!   accepted offer), a player owns no hole, the game ends and is scored as §1.6: the owner of
//!   all the holes adds their seeds (reason `"a player owns no hole"`,
//!   [`EndReason::NoHoleLeft`]). A sowing move changes no owner, so the check is made right
//!   after the answer that accepts an offer, before the giver's sowing move or pass (which,
//!   owning nothing, he could not make). Without it a player owning no hole could never
//!   capture nor be captured, and the other would sow alone until a recurrence.
//! - **G-short "first-to-25"**, the project's short form (no traditional rule: a game played out
//!   often runs to hundreds of moves): after a sowing move and its capture, when the holes do
//!   not all hold at most 2 (which ends the game as usual), a player whose store holds 25 seeds
//!   or more, more than half, ends the game. It is scored as rule 5 (each adds the seeds of the
//!   holes he owns), so he wins (reason `"25 seeds captured: the short form"`,
//!   [`EndReason::FirstTo25`]). Only a capture brings a store up (an offer's payment takes seeds
//!   out of one), so the check is made after sowing moves alone.

mod chain;
mod house;
mod negotiation;
mod setup;
mod turn;
mod view;

pub(crate) use house::HOUSE_RULES;

use super::{
    opp, Board, CaptureCause, Details, EndReason, Error, Event, EventSink, HouseRules, Move,
    Options, Outcome, Player, Position, Rules, Series, Status, Variant,
};
use chain::capture_chain;
use negotiation::{giftable, max_gift, Gifts};
use turn::Talk;

/// Holes on the board.
const HOLES: usize = 8;
/// Seeds in each hole at the start (§1.1).
const START_SEEDS: u8 = 6;
/// Seeds in the game.
const TOTAL_SEEDS: u8 = START_SEEDS * HOLES as u8;
/// The end test of §1.6: every hole holds at most this many.
const END_AT_MOST: u8 = 2;
/// Seeds captured that end the game under the short form (G-short "first-to-25"): more than
/// half of them, so the player who has them has won once every hole goes to its owner.
const FIRST_TO: u8 = TOTAL_SEEDS / 2 + 1;
/// Occurrences of a position that end the game (G-rep).
const REPETITION_LIMIT: u32 = 2;
/// Who each hole belongs to by its row on the board (G-own "row").
const ROWS: [Player; HOLES] = [0, 0, 0, 0, 1, 1, 1, 1];

/// A game of Goré. Small and `Copy`: the AI clones it freely.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Gore {
    /// The holes, their owners and the stores.
    board: Board<HOLES, 0, HOLES>,
    /// Who acts now: the receiver while an offer waits for its answer.
    to_move: Player,
    /// The holes of the offer awaiting an answer (bit `i` = hole `i`); 0 when none.
    pending: u8,
    /// How far this turn's negotiation has gone: `Open` before any offer.
    talk: Talk,
    /// Who has refused an offer (for "won without glory").
    refused: [bool; 2],
    end: Option<EndReason>,
    /// The house rules played by (`docs/rules/house-rules.md` §8, the G- options).
    rules: HouseRules,
}

impl Gore {
    fn all_holes_small(&self) -> bool {
        self.board.pits().iter().all(|&seeds| seeds <= END_AT_MOST)
    }

    /// Whether a player has captured [`FIRST_TO`] seeds or more (the end of the short form).
    fn short_form_won(&self) -> bool {
        self.board.stores().iter().any(|&s| s >= FIRST_TO)
    }

    /// The player with the larger store, `None` when equal.
    fn winner(&self) -> Option<Player> {
        self.board.leader()
    }

    /// Whether the sowing move from `pit` is legal now, and if not why.
    fn check_sow(&self, pit: usize) -> Result<(), Error> {
        let mover = self.to_move;
        match (self.board.pits().get(pit), self.board.owners().get(pit)) {
            (None, _) | (_, None) => Err(Error::Move(format!(
                "pit {pit} does not exist on a 2×4 board (pits 0 to 7)"
            ))),
            (Some(_), Some(&owner)) if owner != mover => Err(Error::Move(format!(
                "pit {pit} belongs to player {owner}; player {mover} sows from his own holes"
            ))),
            (Some(0), _) => Err(Error::Move(format!("pit {pit} is empty"))),
            _ => Ok(()),
        }
    }

    /// Sows from `origin` (§1.4), captures (§1.5), then ends the game or passes the turn (§1.6).
    fn sow<S: EventSink>(&mut self, origin: usize, sink: &mut S) {
        let mover = self.to_move;
        if origin >= HOLES {
            return;
        }
        // G-skip: by default a lap of 8 or more drops into its origin too.
        self.board.first_lap(origin, sink);
        let seeds = self.board.seeds(origin);
        let skip = self.rules.gore_skips_origin();
        let last = self.board.sow_from(origin, seeds, skip, sink);
        let owners = if self.rules.gore_captures_by_row() {
            &ROWS
        } else {
            self.board.owners()
        };
        let chain = capture_chain(self.board.pits(), owners, mover, last);
        for &hole in chain.as_slice() {
            self.board
                .capture(usize::from(hole), mover, CaptureCause::Capture, sink);
        }
        if self.all_holes_small() {
            self.finish(EndReason::SmallHoles, sink);
        } else if self.rules.gore_first_to_25() && self.short_form_won() {
            self.finish(EndReason::FirstTo25, sink);
        } else {
            self.give_turn(opp(mover), Talk::Open, sink);
        }
    }

    /// Ends the game: each player takes the seeds of the holes he owns (§1.6).
    fn finish<S: EventSink>(&mut self, end: EndReason, sink: &mut S) {
        self.board.sweep(None, CaptureCause::Sweep, sink);
        self.pending = 0;
        self.talk = Talk::Open;
        self.end = Some(end);
        if S::RECORDS {
            sink.push(Event::GameEnd {
                winner: self.winner(),
                reason: end,
            });
        }
    }
}

impl Rules for Gore {
    fn new(variant: Variant, options: &Options) -> Result<Self, Error> {
        options.check()?;
        if variant != Variant::Gore {
            return Err(Error::Options(format!(
                "the Goré rules cannot play {variant}"
            )));
        }
        if options.series != Series::Game {
            return Err(Error::Options(
                "Goré is played one game at a time; \"series\" is a Woaley option".into(),
            ));
        }
        if options.play_out {
            return Err(Error::Options(
                "\"playOut\" is an option of international Oware, not of Goré".into(),
            ));
        }
        Ok(Gore {
            board: Board::new([START_SEEDS; HOLES]),
            to_move: options.starting_player,
            pending: 0,
            talk: Talk::Open,
            refused: [false, false],
            end: None,
            rules: options.rules,
        })
    }

    fn from_position(position: &Position) -> Result<Self, Error> {
        setup::read(position)
    }

    fn position(&self) -> Position {
        setup::write(self)
    }

    fn variant(&self) -> Variant {
        Variant::Gore
    }

    fn to_move(&self) -> Player {
        self.to_move
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.end.is_some() {
            return;
        }
        if self.pending != 0 {
            out.extend([
                Move::Answer { accept: true },
                Move::Answer { accept: false },
            ]);
            return;
        }
        let mover = self.to_move;
        // What `check_sow` accepts, without building its refusals' messages.
        out.extend(
            (0..HOLES)
                .filter(|&pit| self.board.owner(pit) == mover && self.board.seeds(pit) > 0)
                .map(Move::sow),
        );
        if self.may_pass() {
            out.push(Move::Pass);
        }
        if self.may_offer() {
            // Only sets of the giver's own holes can be offered: the subsets of his holes, in
            // increasing order (as a scan of every set would list them).
            // (`max_gift` says which of them `negotiation::check_offer` accepts.)
            let gifts = Gifts::of(&self.rules);
            let owned = giftable(self.board.owners(), mover, &gifts);
            let most = max_gift(self.board.owners(), &self.board.stores(), mover, &gifts);
            let mut holes = 0u8;
            loop {
                holes = holes.wrapping_sub(owned) & owned;
                if holes == 0 || most == 0 {
                    break;
                }
                if holes.count_ones() <= most {
                    out.push(Move::Offer { holes });
                }
            }
        }
    }

    fn check_move(&self, mv: &Move) -> Result<(), Error> {
        if self.end.is_some() {
            return Err(Error::Move("the game is over".into()));
        }
        let player = self.to_move;
        if self.pending != 0 {
            return match mv {
                Move::Answer { .. } => Ok(()),
                _ => Err(Error::Move(format!(
                    "it is player {player}'s turn to answer the offer of hole(s) {}: {{\"accept\": true}} or {{\"accept\": false}}",
                    setup::hole_list(self.pending)
                ))),
            };
        }
        match *mv {
            Move::Sow { pit } => self.check_sow(pit.into()),
            Move::Offer { holes } => self.check_offer_now(holes),
            Move::Pass if self.may_pass() => Ok(()),
            Move::Pass => Err(Error::Move(if self.owns_seed(player) {
                format!("player {player} owns seeds, so he sows; only a player with no seed passes")
            } else {
                format!("player {player} already made an offer this turn; the engine passes for him once it is answered")
            })),
            Move::Answer { .. } => {
                Err(Error::Move(format!(
                "no offer is pending, so there is nothing to answer; player {player} is to sow{}",
                if self.may_offer() { " or offer holes" } else { "" }
            )))
            }
            Move::Reverse { .. } => Err(Error::Move(
                "Goré is sown counter-clockwise only; send {\"pit\": n}".into(),
            )),
            Move::Declining { .. } => Err(Error::Move(
                "a Goré capture is never declined; send {\"pit\": n}".into(),
            )),
            Move::Arrange { .. } => Err(Error::Move("Goré has no arrangement phase".into())),
        }
    }

    fn play_unchecked<S: EventSink>(&mut self, mv: &Move, sink: &mut S) {
        match *mv {
            Move::Sow { pit } => self.sow(pit.into(), sink),
            Move::Offer { holes } => self.offer(holes, sink),
            Move::Answer { accept } => self.answer(accept, sink),
            Move::Pass => self.pass(true, sink),
            Move::Reverse { .. } | Move::Declining { .. } | Move::Arrange { .. } => {}
        }
    }

    fn status(&self) -> Status {
        match self.end {
            Some(_) => Status::Over(self.winner()),
            None => Status::Playing,
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        let end = self.end?;
        let mut outcome = Outcome::by_stores(self.board.stores().map(u32::from), end);
        let without_glory = outcome
            .winner
            .is_some_and(|w| self.refused.get(usize::from(w)) == Some(&true));
        outcome.details = Details::Gore { without_glory };
        Some(outcome)
    }

    fn totals(&self) -> (u32, u32) {
        (TOTAL_SEEDS.into(), 0)
    }

    /// Pits, owners, stores and player to move (§1.6 G-rep), only at a turn boundary: never
    /// while an offer waits for its answer nor between the answer and the giver's sowing, since
    /// §0.6 compares positions after completed turns. The refusal flags only annotate the
    /// result, so they do not make positions differ.
    fn write_repetition_key<W: std::fmt::Write>(&self, out: &mut W) -> bool {
        if self.end.is_some() || self.pending != 0 || self.talk != Talk::Open {
            return false;
        }
        super::write_basic_key(
            out,
            self.board.pits(),
            self.board.owners(),
            self.board.stores().map(u32::from),
            self.to_move,
            "",
        );
        true
    }

    fn repetition_limit(&self) -> u32 {
        if self.rules.gore_repetition_ends() {
            REPETITION_LIMIT
        } else {
            u32::MAX
        }
    }

    fn end_by_repetition<S: EventSink>(&mut self, sink: &mut S) {
        if self.end.is_none() {
            self.finish(EndReason::Repetition, sink);
        }
    }
}
