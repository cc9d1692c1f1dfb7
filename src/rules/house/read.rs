//! What each game asks of its house rules: one typed accessor per option of
//! [`RULE_OPTIONS`](super::RULE_OPTIONS), so a game never compares option names itself.

use super::{at, HouseRules};

/// Goré, G-neg-time: when offers may be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OfferTiming {
    /// At most one offer, at the start of the giver's turn, then his move (the default).
    TurnStart,
    /// An offer replaces the giver's sowing move.
    InsteadOfMove,
    /// Offers at any time.
    AnyTime,
}

/// Oware Abapa, O-5plots: what a grand slam (a chain taking all the opponent's seeds) does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FivePlots {
    /// The plot farthest back in the chain is left (the default).
    Purposive,
    /// Only a 6-plot chain leaves its 6th plot; shorter chains are taken whole.
    Literal,
    /// Ludii: a move after which the opponent has no seed is illegal.
    Ludii,
}

/// Omweso, M-anchor: where harvested seeds are sown from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HarvestAnchor {
    /// The anchor stays fixed during a chain of immediate re-harvests (the default).
    Fixed,
    /// Always from the newest capturing plot.
    NewestCapture,
    /// From the origin of the lap that led to the capture (Ludii).
    LapOrigin,
}

impl HouseRules {
    /// Goré, G-skip: a lap of 8 or more seeds skips its origin.
    pub fn gore_skips_origin(&self) -> bool {
        self.slot(const { at("G-skip") }) == 1
    }

    /// Goré, G-own: a capture starts in a hole of the opponent's row on the board, whoever
    /// owns it.
    pub fn gore_captures_by_row(&self) -> bool {
        self.slot(const { at("G-own") }) == 1
    }

    /// Goré, G-pass: a mover who owns no seed ends the game instead of passing.
    pub fn gore_ends_without_seed(&self) -> bool {
        self.slot(const { at("G-pass") }) == 1
    }

    /// Goré, G-rep: a position occurring again ends the game.
    pub fn gore_repetition_ends(&self) -> bool {
        self.slot(const { at("G-rep") }) == 0
    }

    /// Goré, G-neg-time: when offers may be made.
    pub fn gore_offer_timing(&self) -> OfferTiming {
        match self.slot(const { at("G-neg-time") }) {
            1 => OfferTiming::InsteadOfMove,
            2 => OfferTiming::AnyTime,
            _ => OfferTiming::TurnStart,
        }
    }

    /// Goré, G-neg-keep: the giver may give all his holes.
    pub fn gore_may_give_all(&self) -> bool {
        self.slot(const { at("G-neg-keep") }) == 1
    }

    /// Goré, G-neg-holes: only holes of the giver's own row may be given.
    pub fn gore_gives_own_row_only(&self) -> bool {
        self.slot(const { at("G-neg-holes") }) == 1
    }

    /// Goré, G-neg-fund: the receiver pays what his store holds, up to 6 a hole, and an offer
    /// is valid whatever it holds.
    pub fn gore_funds_partly(&self) -> bool {
        self.slot(const { at("G-neg-fund") }) == 1
    }

    /// Goré, G-short "first-to-25" (the project's short form): a player who has captured 25
    /// seeds or more after a sowing move ends the game, and wins.
    pub fn gore_first_to_25(&self) -> bool {
        self.slot(const { at("G-short") }) == 1
    }

    /// Woaley, W-count: the 2 or 4 that captures is counted before the last seed falls.
    pub fn woaley_counts_before_drop(&self) -> bool {
        self.slot(const { at("W-count") }) == 1
    }

    /// Woaley, W-relay: one seed is left behind on every relay lap, not only the first.
    pub fn woaley_leaves_one_every_lap(&self) -> bool {
        self.slot(const { at("W-relay") }) == 1
    }

    /// Woaley, W-skip: a lap of 12 or more seeds skips its origin.
    pub fn woaley_skips_origin(&self) -> bool {
        self.slot(const { at("W-skip") }) == 1
    }

    /// Kauri, K-skip: a lap of 12 or more items skips its origin.
    pub fn kauri_skips_origin(&self) -> bool {
        self.slot(const { at("K-skip") }) == 1
    }

    /// Kauri, K-end: the game ends when the mover cannot move (not when the seeds are gone or a
    /// store reaches 31).
    pub fn kauri_ends_when_stuck(&self) -> bool {
        self.slot(const { at("K-end") }) == 1
    }

    /// Kalah, Ka-seeds: the seeds in each pit at the start (3 to 6).
    pub fn kalah_seeds(&self) -> u8 {
        match self.slot(const { at("Ka-seeds") }) {
            1 => 3,
            2 => 5,
            3 => 6,
            _ => 4,
        }
    }

    /// Kalah, Ka-empty: a last seed in an empty own pit whose opposite pit is empty goes to
    /// the store alone.
    pub fn kalah_captures_alone(&self) -> bool {
        self.slot(const { at("Ka-empty") }) == 1
    }

    /// Oware Abapa, O-may: the chain before the last plot may be left unharvested.
    pub fn oware_harvest_optional(&self) -> bool {
        self.slot(const { at("O-may") }) == 1
    }

    /// Oware Abapa, O-5plots: what a grand slam does.
    pub fn oware_five_plots(&self) -> FivePlots {
        match self.slot(const { at("O-5plots") }) {
            1 => FivePlots::Literal,
            2 => FivePlots::Ludii,
            _ => FivePlots::Purposive,
        }
    }

    /// Oware international, O-25: the game is played out past 25 seeds (the `playOut` option).
    pub fn oware_plays_out(&self) -> bool {
        self.slot(const { at("O-25") }) == 1
    }

    /// Oware Abapa, O-rep: a position occurring again ends the game.
    pub fn oware_repetition_ends(&self) -> bool {
        self.slot(const { at("O-rep") }) == 0
    }

    /// Nam-Nam, N-skip: laps of 12 or more seeds skip their origin.
    pub fn nam_nam_skips_origin(&self) -> bool {
        self.slot(const { at("N-skip") }) == 0
    }

    /// Nam-Nam, N-last: the mover's 4 is made by the last seed of the turn only, not of each lap.
    pub fn nam_nam_last_of_turn_only(&self) -> bool {
        self.slot(const { at("N-last") }) == 1
    }

    /// Nam-Nam, N-8: seeds in the sower's hand count as left on the board.
    pub fn nam_nam_counts_hand(&self) -> bool {
        self.slot(const { at("N-8") }) == 0
    }

    /// Nam-Nam, N-short "one-round" (the project's short form): the game ends with its first
    /// round, won by who holds more seeds then.
    pub fn nam_nam_one_round(&self) -> bool {
        self.slot(const { at("N-short") }) == 1
    }

    /// Omweso, M-first: the player who arranged second sows first.
    pub fn omweso_other_sows_first(&self) -> bool {
        self.slot(const { at("M-first") }) == 1
    }

    /// Omweso, M-rev2: a reverse move needs 2 seeds or more in its plot.
    pub fn omweso_reverse_needs_two(&self) -> bool {
        self.slot(const { at("M-rev2") }) == 0
    }

    /// Omweso, M-skip: a lap of 16 or more seeds skips its origin.
    pub fn omweso_skips_origin(&self) -> bool {
        self.slot(const { at("M-skip") }) == 1
    }

    /// Omweso, M-must: the mover may decline a harvest.
    pub fn omweso_harvest_optional(&self) -> bool {
        self.slot(const { at("M-must") }) == 1
    }

    /// Omweso, M-anchor: where harvested seeds are sown from.
    pub fn omweso_anchor(&self) -> HarvestAnchor {
        match self.slot(const { at("M-anchor") }) {
            1 => HarvestAnchor::NewestCapture,
            2 => HarvestAnchor::LapOrigin,
            _ => HarvestAnchor::Fixed,
        }
    }

    /// Omweso, M-timing: special wins are checked at the harvest, not at the end of the turn.
    pub fn omweso_wins_at_harvest(&self) -> bool {
        self.slot(const { at("M-timing") }) == 1
    }
}
