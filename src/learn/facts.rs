//! What a move did, as a few facts read from its events: where it was sown from, where the last
//! seed landed, what it took and by which rule, whether a pass or a round's end followed. A
//! lesson stores these facts beside each move it asks for, a test checks them against the
//! engine, and the sentence that tells the learner what happened is made from them alone.

use mancala_rules::{CaptureCause, Event, Player};
use serde::{Deserialize, Serialize};

/// The facts of one move (the defaults, which the JSON leaves out, are "did not happen").
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Facts {
    /// The pit the move picked up first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<usize>,
    /// The seeds picked up there.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub sown: u32,
    /// The cowries picked up there (Kauri).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub cowries: u32,
    /// How many laps the move sowed (relay and re-sowing laps included).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub laps: u32,
    /// The pit where the last piece of the move was dropped.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub landing: Option<usize>,
    /// The last seed of the move fell in the mover's store (Kalah).
    #[serde(default, skip_serializing_if = "is_false")]
    pub in_store: bool,
    /// The mover moves again (Kalah's extra turn).
    #[serde(default, skip_serializing_if = "is_false")]
    pub again: bool,
    /// A lap passed over its origin.
    #[serde(default, skip_serializing_if = "is_false")]
    pub skipped: bool,
    /// The pits the mover took seeds from, in the order taken.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub captured: Vec<usize>,
    /// Seeds that went to the mover's store.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub taken: u32,
    /// Seeds that went to the opponent's store during the move.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub given: u32,
    /// The rules that sent seeds to a store, each once, in order (the end's sweep left out).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub causes: Vec<CaptureCause>,
    /// Omweso: the opponent's plots harvested to be sown again.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub harvested: Vec<usize>,
    /// A capture was reduced or refused by the grand-slam rule.
    #[serde(default, skip_serializing_if = "is_false")]
    pub limited: bool,
    /// Goré: the holes offered.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub offered: Vec<usize>,
    /// Goré: the offer was accepted (`true`) or refused (`false`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub accepted: Option<bool>,
    /// A player could not move and passed.
    #[serde(default, skip_serializing_if = "is_false")]
    pub pass: bool,
    /// A round ended (Nam-Nam).
    #[serde(default, skip_serializing_if = "is_false")]
    pub round_end: bool,
    /// A game ended.
    #[serde(default, skip_serializing_if = "is_false")]
    pub game_end: bool,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl Facts {
    /// The facts of `mover`'s move made of `events`.
    pub fn of(mover: Player, events: &[Event]) -> Facts {
        let mut f = Facts::default();
        for event in events {
            match event {
                Event::Lap { .. } => f.laps += 1,
                Event::PickUp {
                    pit,
                    seeds,
                    cowries,
                } if f.from.is_none() => {
                    f.from = Some(*pit);
                    f.sown = *seeds;
                    f.cowries = *cowries;
                }
                Event::Drop { pit, .. } => {
                    f.landing = Some(*pit);
                    f.in_store = false;
                }
                Event::DropInStore { .. } => {
                    f.landing = None;
                    f.in_store = true;
                }
                Event::ExtraTurn { .. } => f.again = true,
                Event::SkipOrigin { .. } => f.skipped = true,
                Event::Capture {
                    pit,
                    seeds,
                    player,
                    cause,
                } if *cause != CaptureCause::Sweep => {
                    if *player == mover {
                        f.captured.push(*pit);
                    }
                    f.store(mover, *player, *seeds, *cause);
                }
                Event::HandToStore {
                    seeds,
                    player,
                    cause,
                    ..
                } if *cause != CaptureCause::Sweep => f.store(mover, *player, *seeds, *cause),
                Event::Harvest { pit, .. } => f.harvested.push(*pit),
                Event::CaptureLimited { .. } => f.limited = true,
                Event::Offer { holes, .. } => f.offered.clone_from(holes),
                Event::Answer { accept, .. } => f.accepted = Some(*accept),
                Event::Pass { .. } => f.pass = true,
                Event::RoundEnd { .. } => f.round_end = true,
                Event::GameEnd { .. } => f.game_end = true,
                _ => {}
            }
        }
        f
    }

    fn store(&mut self, mover: Player, to: Player, seeds: u32, cause: CaptureCause) {
        if to == mover {
            self.taken += seeds;
        } else {
            self.given += seeds;
        }
        if !self.causes.contains(&cause) {
            self.causes.push(cause);
        }
    }

    /// The move took something: seeds to the mover's store or an Omweso harvest.
    pub fn took(&self) -> bool {
        self.taken > 0 || !self.harvested.is_empty()
    }
}
