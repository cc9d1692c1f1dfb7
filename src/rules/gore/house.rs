//! Goré's house rules (`docs/rules/house-rules.md` §8): its rule options and what its play
//! reads of them.

use crate::house::{at, row, RuleOption};
use crate::{HouseRules, Variant};

/// Goré's rule options, each with its values, the default first: its rows of
/// `docs/rules/house-rules.md` §8, in [`RULE_OPTIONS`](crate::RULE_OPTIONS) with every game's.
pub(crate) const HOUSE_RULES: &[RuleOption] = &[
    // Goré, §1.4: a lap of 8 or more seeds drops into its origin, or skips it.
    row("G-skip", Variant::Gore, &["receive", "skip"]),
    // §1.5: the opponent's holes are those he owns, or those of his row on the board.
    row("G-own", Variant::Gore, &["ownership", "row"]),
    // §1.6: a mover who owns no seed passes, or the game ends.
    row("G-pass", Variant::Gore, &["pass", "game-ends"]),
    // §1.6: a position occurring again ends the game, or nothing does but small holes.
    row("G-rep", Variant::Gore, &["recurrence", "none"]),
    // §1.7: one offer at the start of the giver's turn, then his move; an offer instead of the
    // move; or offers at any time.
    row(
        "G-neg-time",
        Variant::Gore,
        &["turn-start", "instead-of-move", "any-time"],
    ),
    // §1.7: the giver keeps at least one hole, or may give them all.
    row("G-neg-keep", Variant::Gore, &["keep-one", "no-limit"]),
    // §1.7: any hole the giver owns may be given, or only the holes of his own row.
    row("G-neg-holes", Variant::Gore, &["any", "own-row"]),
    // §1.7: the receiver pays 6 seeds a hole from his store and an offer needs them, or he pays
    // what his store holds.
    row("G-neg-fund", Variant::Gore, &["store", "partial"]),
    // Goré's short form, the project's own and no traditional rule: the game is played out, or
    // it ends once a player has captured 25 seeds (more than half), and he wins.
    row("G-short", Variant::Gore, &["full", "first-to-25"]),
];

/// Goré, G-neg-time: when offers may be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum OfferTiming {
    /// At most one offer, at the start of the giver's turn, then his move (the default).
    TurnStart,
    /// An offer replaces the giver's sowing move.
    InsteadOfMove,
    /// Offers at any time.
    AnyTime,
}

/// What Goré's play reads of its house rules.
impl HouseRules {
    /// Goré, G-skip: a lap of 8 or more seeds skips its origin.
    pub(crate) fn gore_skips_origin(&self) -> bool {
        self.slot(const { at("G-skip") }) == 1
    }

    /// Goré, G-own: a capture starts in a hole of the opponent's row on the board, whoever
    /// owns it.
    pub(crate) fn gore_captures_by_row(&self) -> bool {
        self.slot(const { at("G-own") }) == 1
    }

    /// Goré, G-pass: a mover who owns no seed ends the game instead of passing.
    pub(crate) fn gore_ends_without_seed(&self) -> bool {
        self.slot(const { at("G-pass") }) == 1
    }

    /// Goré, G-rep: a position occurring again ends the game.
    pub(crate) fn gore_repetition_ends(&self) -> bool {
        self.slot(const { at("G-rep") }) == 0
    }

    /// Goré, G-neg-time: when offers may be made.
    pub(crate) fn gore_offer_timing(&self) -> OfferTiming {
        match self.slot(const { at("G-neg-time") }) {
            1 => OfferTiming::InsteadOfMove,
            2 => OfferTiming::AnyTime,
            _ => OfferTiming::TurnStart,
        }
    }

    /// Goré, G-neg-keep: the giver may give all his holes.
    pub(crate) fn gore_may_give_all(&self) -> bool {
        self.slot(const { at("G-neg-keep") }) == 1
    }

    /// Goré, G-neg-holes: only holes of the giver's own row may be given.
    pub(crate) fn gore_gives_own_row_only(&self) -> bool {
        self.slot(const { at("G-neg-holes") }) == 1
    }

    /// Goré, G-neg-fund: the receiver pays what his store holds, up to 6 a hole, and an offer
    /// is valid whatever it holds.
    pub(crate) fn gore_funds_partly(&self) -> bool {
        self.slot(const { at("G-neg-fund") }) == 1
    }

    /// Goré, G-short "first-to-25" (the project's short form): a player who has captured 25
    /// seeds or more after a sowing move ends the game, and wins.
    pub(crate) fn gore_first_to_25(&self) -> bool {
        self.slot(const { at("G-short") }) == 1
    }
}
