//! Nam-Nam, the Lemery Games variant of Oware (a Ghanaian children's game), as
//! `docs/rules/nam-nam.md` §5 states it with its INTERPRETATION defaults:
//!
//! 1. 2×6 plots (§0.2), 4 seeds each; in round 1 each player owns his own row (§5.1). Plot
//!    ownership is part of the position and changes only between rounds.
//! 2. A move sows every seed of a plot the mover owns, counter-clockwise, over all 12 plots
//!    (§5.2, §5.3.1). A lap of 12 or more seeds passes over the plot it was picked up from
//!    (N-skip, on every lap).
//! 3. A drop that is not the last of its lap and makes 4: the plot's OWNER harvests the 4
//!    (cause `OwnerFour`) and sowing goes on (§5.3.3).
//! 4. The last seed of a lap: into an empty plot, the turn ends; making 4, the MOVER harvests
//!    them (cause `LastFour`, N-last) and the turn ends; otherwise the plot's seeds are picked
//!    up and sown as a relay lap (§5.3.4).
//! 5. The 8-seed rule (N-8): when a harvest leaves exactly 4 seeds in play (board and hand), the
//!    harvester takes them too (cause `LastSeeds`; seeds in hand go by `HandToStore`) and the
//!    round ends at once (§5.4).
//! 6. A player who cannot move passes (N-pass, §5.5). If the opponent owns no seed, only moves
//!    that leave him one, or end the round, are legal; without one the mover takes every seed in
//!    play and the round ends (N-feed, automatic harvest, §5.6).
//! 7. A move needing more than [`MAX_LAPS`] laps is illegal (§0.8). If neither player has a
//!    legal move (reachable only that way), both pass and the round ends, swept as in rule 8
//!    (ruling N-rep's double pass: the round ends, not the game). Should every new round start
//!    that way again, the game ends and the larger holding wins ("no one can move").
//! 8. A position (pits, owners, round stores, player to move) seen twice within a round ends the
//!    round; each player takes the seeds on the plots he owns (N-rep, §5.7).
//! 9. At a round's end each player holds what he harvested in it. Whoever holds all 48 wins
//!    ("all 48 seeds"); otherwise the next round is set up from the holdings (§5.8: own row
//!    first, the surplus into the opponent's row in its left-to-right order, N-rem for the
//!    shared remainder plot), round stores restart at 0 and the other player starts (N-start).
//!
//! Representation. All 48 seeds are on the board when a round starts, so `pits + stores = 48`
//! always holds, with `stores` the current round's harvests. What each player carried into the
//! round is the previous round's totals (24 each in round 1), and it fixes the owners (§5.8), so
//! owners read from a position are checked against it. `extra` holds:
//! - `round`: the current round, from 1 (the last round once the game is over);
//! - `roundStarter`: who started the current round (default: the player to move);
//! - `roundTotals`: `[P0, P1]` seeds held at the end of each finished round, oldest first;
//! - `rules`: the house rules chosen, when some differ from the defaults.
//!
//! The game is over exactly when the board is empty: while a round goes on at least 8 seeds are
//! in play (4 when the hand does not count for the 8-seed rule). Source: Lemery Games' Oware
//! rulebook, "Nam-Nam" variant.
//!
//! # House rules
//!
//! `Options.rules` (and a position's `extra.rules`) may choose the other readings of §8:
//! - N-skip `never`: no lap skips the plot it was picked up from; a lap of 12 or more drops
//!   into it as it passes.
//! - N-last `last-of-turn`, taken literally: the mover's 4 (`LastFour`) is made only by the
//!   final seed of the turn. That seed always falls into an empty plot (the turn ends only
//!   there), so it never makes 4: a lap whose last seed makes 4 is relayed like any count but
//!   1, its 4 seeds picked up and sown on. The owners' 4s (rule 3: drops that are not the last
//!   of their lap) are taken as by default.
//! - N-8 `no`: the seeds in the sower's hand are not left on the board. A harvest that leaves
//!   exactly 4 seeds on the board (the hand not counted) gives them to the harvester; seeds
//!   still in hand are sown on, the turn going on. The round ends when no seed is left in play:
//!   that sweep took the last ones, or a later harvest took the last 4 (a harvest leaving 4 in
//!   play, some in hand, takes nothing more, so a round may go on with 4 seeds in play).
//! - N-short `one-round`, the project's short form (no traditional rule: a game played to all
//!   48 seeds often runs to hundreds of moves): the game ends with its first round, however
//!   that round ends; who holds more seeds then wins, equal holdings draw. The reason is
//!   "one round played: the short form", or "all 48 seeds" when the round gave one player all.

mod house;
mod laps;
mod legal;
mod read;
mod rounds;
mod search_moves;
mod setup;
mod view;

pub(crate) use house::HOUSE_RULES;

use super::event::{CaptureCause, EventSink};
use super::house::{Played, EXTRA_KEY};
use super::{
    opp, write_basic_key, Board, Error, HouseRules, Move, Options, Outcome, Player, Position,
    Rules, Status, Variant,
};
use laps::{Laps, NamNamBoard, SowEnd};
use serde_json::Map;
use std::sync::Arc;

/// Seeds in the game.
pub const TOTAL: u8 = 48;
/// Plots on the board.
const PITS: usize = 12;
/// The most laps a move may need (`docs/rules/common.md` §0.8).
pub const MAX_LAPS: u32 = 1000;
/// Occurrences of a position within a round that end it (§5.7).
const REPETITION_LIMIT: u32 = 2;

/// A game of Nam-Nam: the board, the owners, this round's harvests and the rounds so far.
#[derive(Clone, Debug, Hash)]
pub struct NamNam {
    /// The plots, their owners, and in the stores the seeds harvested in the current round.
    board: Board<PITS, 0, PITS>,
    to_move: Player,
    /// The current round, from 1.
    round: u32,
    round_starter: Player,
    /// The finished rounds' totals and the house rules.
    shared: Arc<Shared>,
}

/// What a game's clones share until a round ends (the search clones the game constantly;
/// rounds end rarely): the totals of the finished rounds, and the house rules, which never
/// change. Kept out of the game's own bytes, so that neither makes its copies larger.
#[derive(Clone, Debug, Hash)]
struct Shared {
    /// Seeds held at the end of each finished round.
    round_totals: Vec<[u8; 2]>,
    /// The house rules played by (N-skip, N-last, N-8, N-short).
    rules: Played<Laps>,
}

/// True when `player` owns a plot of `board` holding seeds.
fn owns_seeds(board: &NamNamBoard, player: Player) -> bool {
    // Every plot is read (no early exit), which the compiler turns into a few wide steps.
    board
        .pits()
        .iter()
        .zip(board.owners())
        .fold(false, |any, (&s, &o)| any | (s > 0 && o == player))
}

impl NamNam {
    /// The first round's board with `starter` to move, by the house rules `rules`.
    fn start(starter: Player, rules: HouseRules) -> NamNam {
        let half = TOTAL / 2;
        let (pits, owners) = setup::round_board([half, half]);
        NamNam {
            board: Board::new(pits).with_owners(owners),
            to_move: starter,
            round: 1,
            round_starter: starter,
            shared: Arc::new(Shared {
                round_totals: Vec::new(),
                rules: Played::new(rules),
            }),
        }
    }

    /// Seeds in play (board and hand): 48 minus this round's harvests.
    fn in_play(&self) -> u8 {
        laps::in_play(&self.board)
    }

    /// True when `player` owns a plot holding seeds.
    fn owns_seeds(&self, player: Player) -> bool {
        owns_seeds(&self.board, player)
    }

    /// True once the game is over (the board is empty only then).
    fn is_over(&self) -> bool {
        self.board.pits().iter().all(|&s| s == 0)
    }
}

impl Rules for NamNam {
    fn new(variant: Variant, options: &Options) -> Result<Self, Error> {
        options.check()?;
        if variant != Variant::NamNam {
            return Err(Error::Options(format!("{variant} is not Nam-Nam")));
        }
        options.rules.check_for(variant)?;
        if options.series != super::Series::default() || options.play_out {
            return Err(Error::Options(
                "Nam-Nam takes only the startingPlayer and rules options".into(),
            ));
        }
        Ok(NamNam::start(options.starting_player, options.rules))
    }

    fn from_position(position: &Position) -> Result<Self, Error> {
        read::read(position)
    }

    fn position(&self) -> Position {
        let typed = NamNamExtra {
            round: usize::try_from(self.round).ok(),
            round_starter: Some(self.round_starter),
            round_totals: Some(
                self.shared
                    .round_totals
                    .iter()
                    .map(|t| t.map(u32::from))
                    .collect(),
            ),
        };
        let mut extra = Map::new();
        super::write_extra(&typed, &mut extra);
        self.shared.rules.house().write_extra(&mut extra);
        Position {
            variant: Variant::NamNam,
            to_move: self.to_move,
            pits: self.board.pit_list(),
            cowries: None,
            owners: Some(self.board.owner_list()),
            stores: Some(self.board.stores().map(u32::from)),
            extra,
        }
    }

    fn variant(&self) -> Variant {
        Variant::NamNam
    }

    fn to_move(&self) -> Player {
        self.to_move
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        let legal = self.moves_of(self.to_move);
        out.extend(
            (0..PITS)
                .filter(|pit| legal & (1 << pit) != 0)
                .map(Move::sow),
        );
    }

    fn check_move(&self, mv: &Move) -> Result<(), Error> {
        if self.is_over() {
            return Err(Error::Move("the game is over".into()));
        }
        let Move::Sow { pit } = *mv else {
            return Err(Error::Move(
                "Nam-Nam has only sowing moves, written {\"pit\": n}".into(),
            ));
        };
        let pit = usize::from(pit);
        let player = self.to_move;
        let Some(&owner) = self.board.owners().get(pit) else {
            return Err(Error::Move(format!(
                "pit {pit} does not exist on a 2×6 board"
            )));
        };
        if owner != player {
            return Err(Error::Move(format!(
                "pit {pit} belongs to player {owner} this round; player {player} is to move"
            )));
        }
        if self.board.seeds(pit) == 0 {
            return Err(Error::Move(format!("pit {pit} is empty")));
        }
        if self.moves_of(player) & (1 << pit) != 0 {
            return Ok(());
        }
        Err(Error::Move(match self.try_move(player, pit).0 {
            SowEnd::Endless => format!(
                "sowing pit {pit} would never end (more than {MAX_LAPS} laps), so it is not allowed"
            ),
            _ => format!(
                "player {} owns no seed: player {player} must play a move that leaves him one",
                opp(player)
            ),
        }))
    }

    fn play_unchecked<S: EventSink>(&mut self, mv: &Move, sink: &mut S) {
        let Some(pit) = mv.pit().filter(|&p| p < PITS) else {
            return;
        };
        let mover = self.to_move;
        let end = self.sow(pit, sink);
        self.settle(opp(mover), end == SowEnd::RoundOver, sink);
    }

    fn status(&self) -> Status {
        if self.is_over() {
            Status::Over(self.winner())
        } else {
            Status::Playing
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.is_over().then(|| self.final_outcome())
    }

    fn totals(&self) -> (u32, u32) {
        let [a, b] = self.board.stores().map(u32::from);
        (self.board.on_board() + a + b, 0)
    }

    fn write_repetition_key<W: std::fmt::Write>(&self, out: &mut W) -> bool {
        if self.is_over() {
            return false;
        }
        write_basic_key(
            out,
            self.board.pits(),
            self.board.owners(),
            self.board.stores().map(u32::from),
            self.to_move,
            format_args!("round {}", self.round),
        );
        true
    }

    fn repetition_limit(&self) -> u32 {
        REPETITION_LIMIT
    }

    fn repetition_epoch(&self) -> u64 {
        // A new round or a harvest: within a round harvests only grow.
        u64::from(self.round) << 8 | u64::from(TOTAL - self.in_play())
    }

    fn end_by_repetition<S: EventSink>(&mut self, sink: &mut S) {
        if self.is_over() {
            return;
        }
        self.board.sweep(None, CaptureCause::Sweep, sink);
        self.settle(self.to_move, true, sink);
    }
}

/// Nam-Nam's `extra` (the module header says what each means), always written whole.
#[derive(Debug, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
struct NamNamExtra {
    /// The round being played, from 1.
    #[serde(skip_serializing_if = "Option::is_none")]
    round: Option<usize>,
    /// Who started the round.
    #[serde(skip_serializing_if = "Option::is_none")]
    round_starter: Option<Player>,
    /// Each finished round's holdings.
    #[serde(skip_serializing_if = "Option::is_none")]
    round_totals: Option<Vec<[u32; 2]>>,
}

impl super::Extra for NamNamExtra {
    const KEYS: &'static [&'static str] = &["round", "roundStarter", "roundTotals", EXTRA_KEY];
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_keys_of_extra_are_the_fields_of_its_type() {
        let full = NamNamExtra {
            round: Some(2),
            round_starter: Some(1),
            round_totals: Some(vec![[30, 18]]),
        };
        let mut keys: Vec<&str> = <NamNamExtra as crate::Extra>::KEYS.to_vec();
        keys.sort_unstable();
        assert_eq!(crate::position::keys_of(&full), keys);
    }
    use crate::rng::Rng;
    use crate::NoEvents;

    /// Search plays without events; it must reach the very same game.
    #[test]
    fn playing_without_events_reaches_the_same_game() {
        let mut rng = Rng::new(11);
        let mut game = NamNam::start(0, HouseRules::default());
        let mut moves = Vec::new();
        let mut rounds_seen = 0;
        for _ in 0..3000 {
            game.legal_moves(&mut moves);
            let Some(&mv) = moves.get(rng.below(moves.len().max(1))) else {
                break;
            };
            let mut silent = game.clone();
            silent.play_unchecked(&mv, &mut NoEvents);
            let events = game.play(&mv).expect("a listed move is legal");
            assert_eq!(silent.position(), game.position(), "{mv:?}: {events:?}");
            assert_eq!(game.totals(), (48, 0));
            rounds_seen = game.round;
        }
        assert!(rounds_seen > 1, "random play crosses rounds");
    }

    #[test]
    fn repetition_epoch_moves_on_with_harvests_and_rounds() {
        let game = NamNam::start(0, HouseRules::default());
        let mut harvested = game.clone();
        harvested.board = harvested.board.with_stores([4, 0]);
        let mut next_round = game.clone();
        next_round.round = 2;
        let epochs = [&game, &harvested, &next_round].map(NamNam::repetition_epoch);
        assert!(epochs[0] != epochs[1] && epochs[1] != epochs[2] && epochs[0] != epochs[2]);
    }
}
