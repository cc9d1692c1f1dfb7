//! The one sowing engine (`docs/architecture.md`, "The sowing board"): a board whose only mutators
//! also emit their event, so that the board and the event log cannot drift. The games keep only
//! their decisions (when to relay, what to capture, who owns a plot) and call these.
//!
//! Every mutator takes the game's [`EventSink`]; with [`crate::NoEvents`] the events
//! compile away, and [`Board::sow_from`] then adds a whole lap to the board at once.

mod sow;
#[cfg(test)]
mod tests;

use super::event::{CaptureCause, Event, EventSink, LapKind, Piece, SetupCause};
use super::types::Player;

/// What the sower holds between a pick-up (or a harvest) and the drops that empty it. Only the
/// board fills it, so every seed sown comes from the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[must_use]
pub struct Hand {
    seeds: u8,
    cowries: u8,
}

impl Hand {
    /// Seeds in hand.
    #[inline(always)]
    pub const fn seeds(self) -> u8 {
        self.seeds
    }

    /// Cowries in hand.
    #[inline(always)]
    pub const fn cowries(self) -> u8 {
        self.cowries
    }

    /// True when nothing is left to sow.
    #[inline(always)]
    pub const fn is_empty(self) -> bool {
        self.seeds == 0 && self.cowries == 0
    }
}

/// The owner of `pit` on a board of `n` pits where each player owns his half
/// (`docs/rules/common.md` §0: pits `0..n/2` are player 0's).
#[inline(always)]
pub const fn half_owner(pit: usize, n: usize) -> Player {
    (pit >= n / 2) as Player
}

/// A board of `N` pits and both players' stores. `C` is `N` when pits also hold cowries (Kauri),
/// else 0; `O` is `N` when plots change hands (Goré, Nam-Nam), else 0 and each player owns his
/// half of the board ([`half_owner`]). Omweso has no stores: its stay empty.
///
/// Read through the accessors; change only through the methods that emit the change's event.
/// The constructors ([`Board::new`] and the `with_` methods) build a board to start from, before
/// any event is due (a new game, a position read).
///
/// Its `Hash` (in `state_hash.rs`) writes the board as one run of bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board<const N: usize, const C: usize = 0, const O: usize = 0> {
    pits: [u8; N],
    cowries: [u8; C],
    owners: [Player; O],
    stores: [u8; 2],
}

/// Construction and reading.
impl<const N: usize, const C: usize, const O: usize> Board<N, C, O> {
    /// `pits`, empty stores, no cowries, each player owning his half of the board.
    #[inline]
    pub fn new(pits: [u8; N]) -> Self {
        Board {
            pits,
            cowries: [0; C],
            owners: std::array::from_fn(|pit| half_owner(pit, N)),
            stores: [0, 0],
        }
    }

    /// The same board with these stores.
    #[inline]
    pub fn with_stores(mut self, stores: [u8; 2]) -> Self {
        self.stores = stores;
        self
    }

    /// The same board with these owners.
    #[inline]
    pub fn with_owners(mut self, owners: [Player; O]) -> Self {
        self.owners = owners;
        self
    }

    /// The same board with these cowries.
    #[inline]
    pub fn with_cowries(mut self, cowries: [u8; C]) -> Self {
        self.cowries = cowries;
        self
    }

    /// Seeds per pit.
    #[inline(always)]
    pub fn pits(&self) -> &[u8; N] {
        &self.pits
    }

    /// Seeds in `pit` (0 for a pit that does not exist).
    #[inline(always)]
    pub fn seeds(&self, pit: usize) -> u8 {
        self.pits.get(pit).copied().unwrap_or(0)
    }

    /// Cowries per pit (empty unless the board holds cowries).
    #[inline(always)]
    pub fn cowries(&self) -> &[u8; C] {
        &self.cowries
    }

    /// Cowries in `pit` (0 on a board without cowries).
    #[inline(always)]
    pub fn cowries_in(&self, pit: usize) -> u8 {
        self.cowries.get(pit).copied().unwrap_or(0)
    }

    /// The owner of each pit, on a board where plots change hands (else empty: see
    /// [`Board::owner`]).
    #[inline(always)]
    pub fn owners(&self) -> &[Player; O] {
        &self.owners
    }

    /// The owner of `pit`.
    #[inline(always)]
    pub fn owner(&self, pit: usize) -> Player {
        if O == 0 {
            half_owner(pit, N)
        } else {
            self.owners.get(pit).copied().unwrap_or(0)
        }
    }

    /// Both stores.
    #[inline(always)]
    pub fn stores(&self) -> [u8; 2] {
        self.stores
    }

    /// `player`'s store.
    #[inline(always)]
    pub fn store(&self, player: Player) -> u8 {
        self.stores[usize::from(player & 1)]
    }

    /// The player with the larger store, `None` when they are equal.
    pub fn leader(&self) -> Option<Player> {
        match self.stores[0].cmp(&self.stores[1]) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// Seeds on the board.
    pub fn on_board(&self) -> u32 {
        self.pits.iter().map(|&s| u32::from(s)).sum()
    }

    /// Seeds per pit, as positions and events list them.
    pub fn pit_list(&self) -> Vec<u32> {
        self.pits.iter().map(|&s| u32::from(s)).collect()
    }

    /// The owner of every pit, as positions and events list them.
    pub fn owner_list(&self) -> Vec<Player> {
        (0..N).map(|pit| self.owner(pit)).collect()
    }

    /// Cowries per pit, as positions and events list them; `None` on a board without cowries.
    pub fn cowrie_list(&self) -> Option<Vec<u32>> {
        (C > 0).then(|| self.cowries.iter().map(|&c| u32::from(c)).collect())
    }
}

/// The mutators: each changes the board and emits the event that says so.
impl<const N: usize, const C: usize, const O: usize> Board<N, C, O> {
    /// A lap starts from `pit` (no change on the board): the `Lap` event.
    #[inline(always)]
    pub fn lap<S: EventSink>(
        &self,
        pit: usize,
        clockwise: bool,
        kind: LapKind,
        number: u32,
        sink: &mut S,
    ) {
        sink.push(Event::Lap {
            pit,
            clockwise,
            kind,
            number,
        });
    }

    /// The first lap of a move, counter-clockwise from `pit` (no change on the board): `Lap`.
    #[inline(always)]
    pub fn first_lap<S: EventSink>(&self, pit: usize, sink: &mut S) {
        self.lap(pit, false, LapKind::First, 1, sink);
    }

    /// Lifts every seed and cowrie of `pit` into the hand: `PickUp`.
    #[inline(always)]
    pub fn pick_up<S: EventSink>(&mut self, pit: usize, sink: &mut S) -> Hand {
        self.lift(pit, u8::MAX, true, sink)
    }

    /// Lifts `seeds` seeds of `pit` (at most those there) and, when `cowries`, every cowrie
    /// there into the hand: `PickUp`.
    #[inline(always)]
    fn lift<S: EventSink>(&mut self, pit: usize, seeds: u8, cowries: bool, sink: &mut S) -> Hand {
        let seeds = seeds.min(self.pits[pit]);
        self.pits[pit] -= seeds;
        let cowries = if C > 0 && cowries {
            std::mem::take(&mut self.cowries[pit])
        } else {
            0
        };
        sink.push(Event::PickUp {
            pit,
            seeds: seeds.into(),
            cowries: cowries.into(),
        });
        Hand { seeds, cowries }
    }

    /// Empties `pit`, an opponent's plot, into the hand (Omweso): `Harvest`.
    #[inline]
    pub fn harvest<S: EventSink>(&mut self, hand: &mut Hand, pit: usize, sink: &mut S) {
        let seeds = std::mem::take(&mut self.pits[pit]);
        hand.seeds += seeds;
        sink.push(Event::Harvest {
            pit,
            seeds: seeds.into(),
        });
    }

    /// One seed leaves the hand for `pit`: `Drop`. An empty hand drops nothing.
    #[inline(always)]
    pub fn drop<S: EventSink>(&mut self, hand: &mut Hand, pit: usize, sink: &mut S) {
        self.drop_piece(hand, pit, Piece::Seed, sink);
    }

    /// One cowrie leaves the hand for `pit`: `Drop`. Without cowries in hand, nothing.
    #[inline]
    pub fn drop_cowrie<S: EventSink>(&mut self, hand: &mut Hand, pit: usize, sink: &mut S) {
        self.drop_piece(hand, pit, Piece::Cowrie, sink);
    }

    #[inline(always)]
    fn drop_piece<S: EventSink>(
        &mut self,
        hand: &mut Hand,
        pit: usize,
        piece: Piece,
        sink: &mut S,
    ) {
        let (held, on_board) = match piece {
            Piece::Seed => (&mut hand.seeds, &mut self.pits[pit]),
            Piece::Cowrie if C > 0 => (&mut hand.cowries, &mut self.cowries[pit]),
            Piece::Cowrie => return,
        };
        if *held == 0 {
            return;
        }
        *held -= 1;
        *on_board += 1;
        sink.push(Event::Drop { pit, piece });
    }

    /// One seed leaves the hand for `player`'s store, sown there like into a pit (Kalah):
    /// `DropInStore`. An empty hand drops nothing.
    #[inline(always)]
    pub fn drop_in_store<S: EventSink>(&mut self, hand: &mut Hand, player: Player, sink: &mut S) {
        if hand.seeds == 0 {
            return;
        }
        hand.seeds -= 1;
        self.stores[usize::from(player & 1)] += 1;
        sink.push(Event::DropInStore { player });
    }

    /// A lap passes over its origin `pit` (no change on the board): `SkipOrigin`.
    #[inline(always)]
    pub fn skip_origin<S: EventSink>(&self, pit: usize, sink: &mut S) {
        sink.push(Event::SkipOrigin { pit });
    }

    /// Every seed of `pit` goes to `player`'s store, for `cause`: `Capture`. Returns how many.
    #[inline(always)]
    pub fn capture<S: EventSink>(
        &mut self,
        pit: usize,
        player: Player,
        cause: CaptureCause,
        sink: &mut S,
    ) -> u8 {
        let seeds = std::mem::take(&mut self.pits[pit]);
        self.stores[usize::from(player & 1)] += seeds;
        sink.push(Event::Capture {
            pit,
            seeds: seeds.into(),
            player,
            cause,
        });
        seeds
    }

    /// Captures every non-empty pit, in pit order, for `taker`, or for each pit's owner when
    /// `taker` is `None`.
    pub fn sweep<S: EventSink>(
        &mut self,
        taker: Option<Player>,
        cause: CaptureCause,
        sink: &mut S,
    ) {
        for pit in 0..N {
            if self.pits[pit] > 0 {
                let player = taker.unwrap_or_else(|| self.owner(pit));
                self.capture(pit, player, cause, sink);
            }
        }
    }

    /// `seeds` seeds (at most those in hand) go from the hand straight to `player`'s store, on
    /// their way to `pit` if any: `HandToStore`.
    #[inline]
    pub fn to_store<S: EventSink>(
        &mut self,
        hand: &mut Hand,
        seeds: u8,
        pit: Option<usize>,
        player: Player,
        cause: CaptureCause,
        sink: &mut S,
    ) {
        let seeds = seeds.min(hand.seeds);
        hand.seeds -= seeds;
        self.stores[usize::from(player & 1)] += seeds;
        sink.push(Event::HandToStore {
            pit,
            seeds: seeds.into(),
            player,
            cause,
        });
    }

    /// `seeds` seeds (at most those there) leave `player`'s store for `pit` (Goré's funded
    /// hole): `StoreToPit`. Returns how many.
    pub fn store_to_pit<S: EventSink>(
        &mut self,
        player: Player,
        pit: usize,
        seeds: u8,
        sink: &mut S,
    ) -> u8 {
        let store = &mut self.stores[usize::from(player & 1)];
        let paid = seeds.min(*store);
        *store -= paid;
        self.pits[pit] += paid;
        sink.push(Event::StoreToPit {
            player,
            pit,
            seeds: paid.into(),
        });
        paid
    }

    /// `pit` now belongs to `owner` (a board where plots change hands): `OwnerChange`.
    pub fn give<S: EventSink>(&mut self, pit: usize, owner: Player, sink: &mut S) {
        if let Some(slot) = self.owners.get_mut(pit) {
            *slot = owner;
        }
        sink.push(Event::OwnerChange { pit, owner });
    }

    /// The whole board is set anew to `next`, for `cause`: `Setup`.
    pub fn set_up<S: EventSink>(&mut self, next: Self, cause: SetupCause, sink: &mut S) {
        *self = next;
        if S::RECORDS {
            sink.push(Event::Setup {
                cause,
                pits: self.pit_list(),
                cowries: self.cowrie_list(),
                owners: self.owner_list(),
                stores: self.stores.map(u32::from),
            });
        }
    }
}
