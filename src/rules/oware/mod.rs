//! Oware (Abapa), with its two rule options: `oware-abapa` follows the Lemery Games rulebook
//! (option `LEMERY`), `oware-international` the Ludoteka / international rules (option
//! `LUDOTEKA`). Source: `RULES.md` §4 (after the Lemery Games rulebook and the Ludoteka page),
//! with its defaults for every INTERPRETATION.
//!
//! 1. Board: 2×6 plots, pits indexed as `RULES.md` §0.2; player `p` owns pits `6p .. 6p+5`.
//!    4 seeds per plot, 48 in all; the starting player is [`Options::starting_player`].
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
//!    move says so with [`Event::CaptureLimited`].
//! 7. After every move (§4.6): a mover with 25 seeds or more wins ("25 seeds"), unless
//!    `oware-international` is played with [`Options::play_out`] (INTERPRETATION O-25); then the
//!    automatic harvest of rule 4. A position that occurs for the 2nd time ends the game and each
//!    player takes the seeds on his side ("repetition", INTERPRETATION O-rep; counted by
//!    [`crate::rules::Game`]). The larger store wins; 24–24 is a draw.
//!
//! Position `extra` (`ARCHITECTURE.md`, "Position format"):
//! * `playOut` (boolean, `oware-international` only, default `false`): rule 7's play-out option.
//! * `end` (string, only in a finished game's position): why it ended, one of `"25 seeds"`,
//!   `"automatic harvest"`, `"repetition"`. A position whose game is over must say so here.
//!
//! [`perft`] counts the leaves of the move tree (bulk counting at the last ply) for tests and the
//! benchmark.

mod perft;
mod read;

pub use perft::perft;

use super::event::LapKind;
use super::sowing::Lap;
use super::{
    basic_key, opp, CaptureCause, Error, Event, EventSink, Move, Options, Outcome, Player,
    Position, Rules, Series, Status, Variant,
};
use serde_json::{Map, Value};

/// Pits on the board.
const PITS: usize = 12;
/// Plots in one player's row.
const ROW: usize = 6;
/// Seeds in the game.
const TOTAL_SEEDS: u8 = 48;
/// A store this large wins (§4.6.1).
const WINNING_STORE: u8 = 25;

/// `SHORT_LAPS[origin][s]`: one in each byte of the `s` pits after `origin` (`s < 12`), byte `i`
/// for pit `i`: what a lap of `s` seeds adds to the board.
const SHORT_LAPS: [[u128; PITS]; PITS] = {
    let mut table = [[0u128; PITS]; PITS];
    let mut origin = 0;
    while origin < PITS {
        let mut seeds = 1;
        while seeds < PITS {
            table[origin][seeds] = table[origin][seeds - 1] | 1 << (8 * ((origin + seeds) % PITS));
            seeds += 1;
        }
        origin += 1;
    }
    table
};

/// What the grand-slam rule does to a chain that would take all of the opponent's seeds (§4.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum GrandSlam {
    /// `LEMERY`, purposive reading: leave the plot farthest back in the chain.
    LeaveLastPlot,
    /// `LUDOTEKA`: the move is made, nothing is captured.
    CaptureNothing,
}

impl GrandSlam {
    fn of(variant: Variant) -> GrandSlam {
        if variant == Variant::OwareInternational {
            GrandSlam::CaptureNothing
        } else {
            GrandSlam::LeaveLastPlot
        }
    }
}

/// Why a game ended; its text is the outcome's `reason` and the position's `extra.end`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum End {
    /// The mover reached 25 seeds.
    TwentyFiveSeeds,
    /// The player to move could not feed the opponent and took every seed left.
    AutomaticHarvest,
    /// A position occurred for the second time; each player took the seeds on his side.
    Repetition,
}

impl End {
    const ALL: [End; 3] = [End::TwentyFiveSeeds, End::AutomaticHarvest, End::Repetition];

    const fn reason(self) -> &'static str {
        match self {
            End::TwentyFiveSeeds => "25 seeds",
            End::AutomaticHarvest => "automatic harvest",
            End::Repetition => "repetition",
        }
    }
}

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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Oware {
    pits: [u8; PITS],
    stores: [u8; 2],
    to_move: Player,
    variant: Variant,
    play_out: bool,
    end: Option<End>,
    /// The legal moves now, as a bit set of pits (see [`Oware::refresh_moves`]).
    moves: u16,
}

impl Oware {
    /// Seeds on player `p`'s side.
    #[inline(always)]
    fn row_seeds(&self, p: Player) -> u8 {
        self.pits[row(p)].iter().sum()
    }

    /// Player `p`'s row as six bytes of a word, pit `6p` lowest.
    #[inline(always)]
    fn row_word(&self, p: Player) -> u64 {
        let s = row(p).start;
        let b = &self.pits;
        u64::from_le_bytes([b[s], b[s + 1], b[s + 2], b[s + 3], b[s + 4], b[s + 5], 0, 0])
    }

    /// The legal moves as a bit set of pits (bit `i` = pit `i`): §4.2, with forced feeding.
    /// Computed once per turn, by [`Oware::refresh_moves`].
    #[inline(always)]
    fn legal_mask(&self) -> u16 {
        self.moves
    }

    /// Recomputes the legal moves after the board or the player to move changed. Branch-free on
    /// six bytes at once: plot `k` is playable when it holds at least `need[k]` seeds, where
    /// `need` is 1 everywhere, or `6 - k` when the opponent's row is empty (forced feeding).
    #[inline(always)]
    fn refresh_moves(&mut self) {
        /// One in each of the six low bytes.
        const ONES: u64 = 0x0000_0101_0101_0101;
        /// `6 - k` in byte `k`: the seeds plot `k` needs to reach the opponent's row.
        const TO_REACH: u64 = 0x0000_0102_0304_0506;
        /// Moves bit 0 of byte `k` to bit `56 + k` (the bytes' products never collide).
        const GATHER: u64 = (1 << 56) | (1 << 49) | (1 << 42) | (1 << 35) | (1 << 28) | (1 << 21);
        if self.end.is_some() {
            self.moves = 0;
            return;
        }
        let p = self.to_move;
        let need = if self.row_word(opp(p)) == 0 {
            TO_REACH
        } else {
            ONES
        };
        // Counts are at most 48, so `count + 0x80 - need` stays within its byte and has its
        // high bit set exactly when `count >= need`.
        let high = (self.row_word(p) + (0x80 * ONES - need)) & (0x80 * ONES);
        let bits = ((high >> 7).wrapping_mul(GATHER) >> 56) as u16 & 0x3F;
        self.moves = bits << row(p).start;
    }

    /// How many legal moves there are now.
    #[inline(always)]
    pub fn legal_move_count(&self) -> u32 {
        self.legal_mask().count_ones()
    }

    /// The stores of both players.
    pub fn stores(&self) -> [u32; 2] {
        self.stores.map(u32::from)
    }

    /// The winner by the larger store, `None` for a draw (§4.6.4).
    fn winner(&self) -> Option<Player> {
        Outcome::by_stores(self.stores(), "").winner
    }

    /// Sows the seeds of `origin` (§4.3) and returns the last pit.
    #[inline(always)]
    fn sow<S: EventSink>(&mut self, origin: usize, sink: &mut S) -> usize {
        let seeds = self.pits[origin];
        let skip_origin = seeds as usize >= PITS;
        if S::RECORDS {
            sink.push(Event::Lap {
                pit: origin,
                clockwise: false,
                kind: LapKind::First,
                number: 1,
            });
            sink.push(Event::PickUp {
                pit: origin,
                seeds: seeds.into(),
                cowries: 0,
            });
            let mut lap = Lap::new(origin, PITS).skip_origin(skip_origin);
            for _ in 0..seeds {
                let step = lap.step();
                if let Some(pit) = step.skipped {
                    sink.push(Event::SkipOrigin { pit });
                }
                sink.push(Event::Drop {
                    pit: step.pit,
                    piece: super::Piece::Seed,
                });
            }
        }
        self.pits[origin] = 0;
        if !skip_origin {
            // One seed in each of the next `seeds` pits: a single 16-byte add from a table.
            let mut bytes = [0u8; 16];
            bytes[..PITS].copy_from_slice(&self.pits);
            let sum = u128::from_le_bytes(bytes) + SHORT_LAPS[origin][seeds as usize];
            self.pits.copy_from_slice(&sum.to_le_bytes()[..PITS]);
            return (origin + seeds as usize) % PITS;
        }
        // 12 or more: the 11 other plots each get a full share, the first `rest` one more.
        let others = (PITS - 1) as u8;
        let (share, rest) = (seeds / others, seeds % others);
        for k in 1..PITS {
            self.pits[(origin + k) % PITS] += share + u8::from(k as u8 <= rest);
        }
        let last_step = (seeds as usize - 1) % (PITS - 1) + 1;
        (origin + last_step) % PITS
    }

    /// The capture after a lap ending in `last` (§4.4), limited by the grand-slam rule (§4.5).
    #[inline(always)]
    fn capture<S: EventSink>(&mut self, last: usize, sink: &mut S) {
        let mover = self.to_move;
        let victim = opp(mover);
        if owner(last) != victim {
            return;
        }
        let row_start = row(victim).start;
        // The chain is `first ..= last`, taken from `last` backwards.
        let mut first = last + 1;
        let mut chain_seeds = 0u8;
        while first > row_start && matches!(self.pits[first - 1], 2 | 3) {
            first -= 1;
            chain_seeds += self.pits[first];
        }
        if first > last {
            return;
        }
        if chain_seeds == self.row_seeds(victim) {
            let left = match GrandSlam::of(self.variant) {
                GrandSlam::CaptureNothing => first..last + 1,
                GrandSlam::LeaveLastPlot => first..first + 1,
            };
            if S::RECORDS {
                let reason = match GrandSlam::of(self.variant) {
                    GrandSlam::CaptureNothing => {
                        "grand slam: the move is made but nothing is captured"
                    }
                    GrandSlam::LeaveLastPlot => {
                        "grand slam: the plot farthest back is left so that the opponent can sow"
                    }
                };
                sink.push(Event::CaptureLimited {
                    pits: left.clone().rev().collect(),
                    reason: reason.into(),
                });
            }
            first = left.end;
        }
        for pit in (first..=last).rev() {
            let seeds = std::mem::take(&mut self.pits[pit]);
            self.stores[mover as usize] += seeds;
            if S::RECORDS {
                sink.push(Event::Capture {
                    pit,
                    seeds: seeds.into(),
                    player: mover,
                    cause: CaptureCause::Capture,
                });
            }
        }
    }

    /// Sends every seed on the board to the store `to(pit)` names.
    fn clear_board<S: EventSink>(
        &mut self,
        to: impl Fn(usize) -> Player,
        cause: CaptureCause,
        sink: &mut S,
    ) {
        for pit in 0..PITS {
            let seeds = std::mem::take(&mut self.pits[pit]);
            if seeds > 0 {
                let player = to(pit);
                self.stores[player as usize] += seeds;
                if S::RECORDS {
                    sink.push(Event::Capture {
                        pit,
                        seeds: seeds.into(),
                        player,
                        cause,
                    });
                }
            }
        }
    }

    /// Ends the game.
    fn finish<S: EventSink>(&mut self, end: End, sink: &mut S) {
        self.end = Some(end);
        self.moves = 0;
        if S::RECORDS {
            sink.push(Event::GameEnd {
                winner: self.winner(),
                reason: end.reason().into(),
            });
        }
    }

    /// The end-of-move checks of §4.6, then the turn passes.
    #[inline(always)]
    fn end_move<S: EventSink>(&mut self, sink: &mut S) {
        let mover = self.to_move;
        let next = opp(mover);
        self.to_move = next;
        self.refresh_moves();
        if !self.play_out && self.stores[mover as usize] >= WINNING_STORE {
            self.finish(End::TwentyFiveSeeds, sink);
        } else if self.legal_mask() == 0 {
            // After any move the next player has seeds (§4.5 never empties his row), so having no
            // move means he cannot feed the mover's empty row: the automatic harvest (§4.2).
            self.clear_board(|_| next, CaptureCause::AutomaticHarvest, sink);
            self.finish(End::AutomaticHarvest, sink);
        } else if S::RECORDS {
            sink.push(Event::Turn { player: next });
        }
    }

    /// Plays the sowing move from `pit`, which must be legal (bit `pit` of the legal mask).
    #[inline(always)]
    fn play_pit<S: EventSink>(&mut self, pit: usize, sink: &mut S) {
        let last = self.sow(pit, sink);
        self.capture(last, sink);
        self.end_move(sink);
    }

    /// The game with its legal moves computed.
    fn with_moves(mut self) -> Oware {
        self.refresh_moves();
        self
    }

    /// The `extra` of [`Rules::position`].
    fn extra(&self) -> Map<String, Value> {
        let mut extra = Map::new();
        if self.play_out {
            extra.insert("playOut".into(), Value::Bool(true));
        }
        if let Some(end) = self.end {
            extra.insert("end".into(), Value::String(end.reason().into()));
        }
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
        Ok(Oware {
            pits: [4; PITS],
            stores: [0; 2],
            to_move: options.starting_player,
            variant,
            play_out: options.play_out,
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
            variant: self.variant,
            to_move: self.to_move,
            pits: self.pits.iter().map(|&s| u32::from(s)).collect(),
            cowries: None,
            owners: Some((0..PITS).map(owner).collect()),
            stores: Some(self.stores()),
            extra: self.extra(),
        }
    }

    fn variant(&self) -> Variant {
        self.variant
    }

    fn to_move(&self) -> Player {
        self.to_move
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        let mask = self.legal_mask();
        out.extend(
            (0..PITS)
                .filter(|pit| mask & (1 << pit) != 0)
                .map(Move::sow),
        );
    }

    fn check_move(&self, mv: &Move) -> Result<(), Error> {
        if self.end.is_some() {
            return Err(Error::Move("the game is over".into()));
        }
        let Move::Sow { pit } = *mv else {
            return Err(Error::Move(
                "an Oware move sows from a pit: {\"pit\": n}".into(),
            ));
        };
        let pit = usize::from(pit);
        let player = self.to_move;
        if pit >= PITS {
            return Err(Error::Move(format!(
                "pit {pit} does not exist on a 2×6 board"
            )));
        }
        if owner(pit) != player {
            return Err(Error::Move(format!(
                "pit {pit} belongs to player {}; it is player {player}'s turn",
                owner(pit)
            )));
        }
        let seeds = self.pits[pit];
        if seeds == 0 {
            return Err(Error::Move(format!("pit {pit} is empty")));
        }
        if self.legal_mask() & (1 << pit) == 0 {
            let feeding: Vec<String> = row(player)
                .filter(|&p| self.legal_mask() & (1 << p) != 0)
                .map(|p| p.to_string())
                .collect();
            return Err(Error::Move(format!(
                "player {}'s side is empty and must be fed: the {seeds} seeds of pit {pit} do not \
                 reach it; feeding moves: pits {}",
                opp(player),
                feeding.join(", ")
            )));
        }
        Ok(())
    }

    fn play_unchecked<S: EventSink>(&mut self, mv: &Move, sink: &mut S) {
        if let Some(pit) = mv.pit() {
            if pit < PITS && self.legal_mask() & (1 << pit) != 0 {
                self.play_pit(pit, sink);
            }
        }
    }

    fn status(&self) -> Status {
        match self.end {
            None => Status::Playing,
            Some(_) => Status::Over(self.winner()),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.end
            .map(|end| Outcome::by_stores(self.stores(), end.reason()))
    }

    fn totals(&self) -> (u32, u32) {
        (
            self.pits.iter().map(|&s| u32::from(s)).sum::<u32>()
                + self.stores().iter().sum::<u32>(),
            0,
        )
    }

    fn repetition_key(&self) -> Option<String> {
        // Owners never change and `playOut` is fixed for a game: pits, stores and mover suffice.
        self.end
            .is_none()
            .then(|| basic_key(&self.pits, &[], self.stores(), self.to_move, ""))
    }

    fn repetition_limit(&self) -> u32 {
        2
    }

    fn end_by_repetition<S: EventSink>(&mut self, sink: &mut S) {
        if self.end.is_none() {
            self.clear_board(owner, CaptureCause::Sweep, sink);
            self.finish(End::Repetition, sink);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(pits: [u8; PITS]) -> Oware {
        let mut g = Oware::new(Variant::OwareAbapa, &Options::default()).expect("new game");
        g.pits = pits;
        g.stores = [0, TOTAL_SEEDS - pits.iter().sum::<u8>()];
        g.with_moves()
    }

    #[test]
    fn fast_sowing_matches_the_lap_stepper() {
        for origin in 0..PITS {
            for seeds in 1..=TOTAL_SEEDS {
                let mut pits = [0; PITS];
                pits[origin] = seeds;
                let mut g = game(pits);
                let mut events = Vec::new();
                let last = g.sow(origin, &mut events);
                let mut replayed = [0u8; PITS];
                let mut last_drop = None;
                for e in &events {
                    if let Event::Drop { pit, .. } = e {
                        replayed[*pit] += 1;
                        last_drop = Some(*pit);
                    }
                }
                assert_eq!(g.pits, replayed, "origin {origin}, {seeds} seeds");
                assert_eq!(Some(last), last_drop, "origin {origin}, {seeds} seeds");
                assert_eq!(g.pits[origin], 0, "the origin is left empty");
            }
        }
    }

    #[test]
    fn feeding_mask_needs_six_minus_k_seeds() {
        let mut pits = [0; PITS];
        pits[0] = 5; // reaches pit 5 only
        pits[1] = 5; // reaches pit 6
        pits[5] = 1;
        let g = game(pits);
        assert_eq!(g.legal_mask(), 0b10_0010);
    }

    #[test]
    fn start_has_six_moves_and_perft_two_is_36() {
        let g = Oware::new(Variant::OwareInternational, &Options::default()).expect("new game");
        assert_eq!(g.legal_move_count(), 6);
        assert_eq!(perft(&g, 2), 36);
    }
}
