//! The event log between rules and renderer (`docs/architecture.md`, "The event log").
//!
//! Playing a move returns the events that make it up, in order. The renderer animates exactly
//! these; [`replay`] applies them to the visible board, and replaying a move's events on the
//! position before it gives the position after it (tested for every game).

use super::end::EndReason;
use super::oware::GrandSlam;
use super::types::Player;
use serde::{Deserialize, Serialize};

/// A piece on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Piece {
    /// A seed: it scores.
    Seed,
    /// A cowrie shell (Kauri): it moves but is never captured or scored.
    Cowrie,
}

/// Why seeds went to a store.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum CaptureCause {
    /// The mover's capture at the end of sowing (Oware, Goré, Woaley chains).
    Capture,
    /// Nam-Nam: a four made during sowing, taken by the plot's owner.
    OwnerFour,
    /// Nam-Nam: the four made by the last seed of a lap, taken by the mover.
    LastFour,
    /// Nam-Nam's 8-seed rule: the last four seeds in play go to whoever harvested.
    LastSeeds,
    /// Kauri: a cowrie dropped on an opponent pit without cowrie takes its seeds.
    Cowrie,
    /// Kauri: a seed dropped on an opponent pit holding only cowries goes to the opponent.
    SeedToOpponent,
    /// Oware: the mover cannot feed the opponent and takes every seed left.
    AutomaticHarvest,
    /// End of a game or round: each player takes the seeds on the pits he owns.
    Sweep,
}

/// Why the whole board was set anew.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum SetupCause {
    /// Omweso: a player arranged his seeds.
    Arrangement,
    /// Nam-Nam: the next round's plots were filled.
    NewRound,
    /// Woaley series: the next game was set up.
    NewGame,
}

/// What kind of lap starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum LapKind {
    /// The first lap of a move.
    First,
    /// A relay lap: the seeds of the last pit are sown on.
    Relay,
    /// Omweso: captured seeds are sown from an anchor plot.
    Captured,
}

/// One step of a move, in the order it happens.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Event {
    /// A lap starts from `pit` (its seeds are picked up next, except for captured seeds already
    /// in hand). `number` counts laps in the move from 1.
    Lap {
        /// Where the lap starts (the first drop goes to the next pit).
        pit: usize,
        /// True for clockwise sowing.
        clockwise: bool,
        /// First, relay or captured seeds.
        kind: LapKind,
        /// 1 for the first lap of the move.
        number: u32,
    },
    /// `seeds` seeds and `cowries` cowries leave `pit` for the hand.
    PickUp {
        /// The pit emptied.
        pit: usize,
        /// Seeds lifted.
        seeds: u32,
        /// Cowries lifted.
        cowries: u32,
    },
    /// One piece leaves the hand for `pit`.
    Drop {
        /// Where it lands.
        pit: usize,
        /// Seed or cowrie.
        piece: Piece,
    },
    /// One seed leaves the hand for `player`'s store, which is in the sowing path (Kalah).
    DropInStore {
        /// Whose store it lands in (always the mover's).
        player: Player,
    },
    /// A lap of 12 or more passes its origin, which gets nothing.
    SkipOrigin {
        /// The origin passed over.
        pit: usize,
    },
    /// `seeds` seeds leave `pit` for `player`'s store.
    Capture {
        /// Where they were.
        pit: usize,
        /// How many.
        seeds: u32,
        /// Whose store receives them.
        player: Player,
        /// Which rule took them.
        cause: CaptureCause,
    },
    /// `seeds` seeds go from the hand straight to `player`'s store (Kauri's seed on a cowrie-only
    /// pit, at `pit`; Nam-Nam's last seeds in hand).
    HandToStore {
        /// The pit the seed was headed for, if any.
        pit: Option<usize>,
        /// How many.
        seeds: u32,
        /// Whose store receives them.
        player: Player,
        /// Which rule sent them.
        cause: CaptureCause,
    },
    /// Omweso: the seeds of an opponent plot are harvested into the mover's hand, to be re-sown.
    Harvest {
        /// The opponent plot emptied.
        pit: usize,
        /// How many seeds.
        seeds: u32,
    },
    /// A capture was reduced or refused by the grand-slam rule; `pits` were left in place.
    CaptureLimited {
        /// The pits of the chain that were not taken.
        pits: Vec<usize>,
        /// The grand-slam rule that limited it.
        reason: GrandSlam,
    },
    /// `player` passes: he had no move, or (Goré, `by_choice`) he owns no seed to sow and
    /// chose to make no offer.
    Pass {
        /// Who passes.
        player: Player,
        /// True when he could have offered holes and chose not to (Goré's
        /// [`Move::Pass`](super::Move::Pass)); written only when true.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        by_choice: bool,
    },
    /// Goré: `player` offers these holes.
    Offer {
        /// The giver.
        player: Player,
        /// The holes offered.
        holes: Vec<usize>,
    },
    /// Goré: `player` accepts or refuses the offer made to him.
    Answer {
        /// The receiver.
        player: Player,
        /// True when accepted.
        accept: bool,
    },
    /// `seeds` seeds leave `player`'s store for `pit` (Goré: a received hole is funded).
    StoreToPit {
        /// Whose store pays.
        player: Player,
        /// The pit receiving.
        pit: usize,
        /// How many.
        seeds: u32,
    },
    /// `pit` now belongs to `owner`.
    OwnerChange {
        /// The pit.
        pit: usize,
        /// Its new owner.
        owner: Player,
    },
    /// A round ends (Nam-Nam), with the seeds each player holds.
    RoundEnd {
        /// The round that ended, from 1.
        round: u32,
        /// Seeds held by each player at its end.
        stores: [u32; 2],
    },
    /// A game ends. In a Woaley series more games may follow.
    GameEnd {
        /// The winner, or `None` for a draw.
        winner: Option<Player>,
        /// Why it ended (JSON: e.g. `"25 seeds"`).
        reason: EndReason,
    },
    /// The whole board is set anew (arrangement, next round, next game of a series).
    Setup {
        /// Why.
        cause: SetupCause,
        /// Seeds per pit.
        pits: Vec<u32>,
        /// Cowries per pit (Kauri), else `None`.
        cowries: Option<Vec<u32>>,
        /// Owner of each pit.
        owners: Vec<Player>,
        /// Both stores.
        stores: [u32; 2],
    },
    /// `player` moves again: his last seed fell in his own store (Kalah).
    ExtraTurn {
        /// Who moves again.
        player: Player,
    },
    /// It is now `player`'s turn.
    Turn {
        /// Who moves next.
        player: Player,
    },
}

/// Where a game's events go. [`NoEvents`] drops them at no cost (search, perft); a `Vec<Event>`
/// collects them.
pub trait EventSink {
    /// False when events are discarded; lets games skip building costly events.
    const RECORDS: bool;
    /// Takes one event.
    fn push(&mut self, event: Event);
}

/// A sink that discards every event.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoEvents;

impl EventSink for NoEvents {
    const RECORDS: bool = false;
    #[inline(always)]
    fn push(&mut self, _event: Event) {}
}

impl EventSink for Vec<Event> {
    const RECORDS: bool = true;
    fn push(&mut self, event: Event) {
        Vec::push(self, event);
    }
}

/// The visible board that events act on: what the renderer shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayBoard {
    /// Seeds per pit.
    pub pits: Vec<u32>,
    /// Cowries per pit (all zero for games without cowries).
    pub cowries: Vec<u32>,
    /// Owner of each pit.
    pub owners: Vec<Player>,
    /// Both stores.
    pub stores: [u32; 2],
    /// Who moves.
    pub to_move: Player,
    /// Seeds in the sower's hand.
    pub hand_seeds: u32,
    /// Cowries in the sower's hand.
    pub hand_cowries: u32,
}

fn take(from: &mut u32, n: u32, what: &str) -> Result<(), String> {
    *from = from
        .checked_sub(n)
        .ok_or_else(|| format!("{what} holds {from}, cannot give {n}"))?;
    Ok(())
}

/// Applies one event to the visible board.
///
/// # Errors
/// An event that does not fit the board (a pit that does not exist, more seeds taken than
/// there are): the event log is inconsistent.
pub fn replay(b: &mut ReplayBoard, event: &Event) -> Result<(), String> {
    let n = b.pits.len();
    let check = |pit: usize| {
        if pit < n {
            Ok(pit)
        } else {
            Err(format!("pit {pit} out of range"))
        }
    };
    match event {
        Event::PickUp {
            pit,
            seeds,
            cowries,
        } => {
            let pit = check(*pit)?;
            take(&mut b.pits[pit], *seeds, "pit")?;
            take(&mut b.cowries[pit], *cowries, "pit")?;
            b.hand_seeds += seeds;
            b.hand_cowries += cowries;
        }
        Event::Drop { pit, piece } => {
            let pit = check(*pit)?;
            match piece {
                Piece::Seed => {
                    take(&mut b.hand_seeds, 1, "hand")?;
                    b.pits[pit] += 1;
                }
                Piece::Cowrie => {
                    take(&mut b.hand_cowries, 1, "hand")?;
                    b.cowries[pit] += 1;
                }
            }
        }
        Event::Capture {
            pit, seeds, player, ..
        } => {
            let pit = check(*pit)?;
            take(&mut b.pits[pit], *seeds, "pit")?;
            b.stores[usize::from(*player & 1)] += seeds;
        }
        Event::HandToStore { seeds, player, .. } => {
            take(&mut b.hand_seeds, *seeds, "hand")?;
            b.stores[usize::from(*player & 1)] += seeds;
        }
        Event::Harvest { pit, seeds } => {
            let pit = check(*pit)?;
            take(&mut b.pits[pit], *seeds, "pit")?;
            b.hand_seeds += seeds;
        }
        Event::StoreToPit { player, pit, seeds } => {
            let pit = check(*pit)?;
            take(&mut b.stores[usize::from(*player & 1)], *seeds, "store")?;
            b.pits[pit] += seeds;
        }
        Event::OwnerChange { pit, owner } => {
            let pit = check(*pit)?;
            b.owners[pit] = *owner;
        }
        Event::Setup {
            pits,
            cowries,
            owners,
            stores,
            ..
        } => {
            if pits.len() != n || owners.len() != n {
                return Err("setup of the wrong size".into());
            }
            b.pits.clone_from(pits);
            b.cowries = cowries.clone().unwrap_or_else(|| vec![0; n]);
            b.owners.clone_from(owners);
            b.stores = *stores;
            b.hand_seeds = 0;
            b.hand_cowries = 0;
        }
        Event::DropInStore { player } => {
            take(&mut b.hand_seeds, 1, "hand")?;
            b.stores[usize::from(*player & 1)] += 1;
        }
        Event::Turn { player } | Event::ExtraTurn { player } => b.to_move = *player,
        Event::Lap { .. }
        | Event::SkipOrigin { .. }
        | Event::CaptureLimited { .. }
        | Event::Pass { .. }
        | Event::Offer { .. }
        | Event::Answer { .. }
        | Event::RoundEnd { .. }
        | Event::GameEnd { .. } => {}
    }
    Ok(())
}
