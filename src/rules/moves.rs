//! Moves and their JSON form (`docs/architecture.md`, "Move format").

use super::types::{Error, Player};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The continuation choices of an Omweso reverse move (`docs/rules/omweso.md` §6.6): entry `i` says
/// whether to keep sowing clockwise at the `i`-th continuation point. Missing entries mean
/// "decline".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Choices {
    bits: u32,
    len: u8,
}

impl Choices {
    /// The most choices a move can carry.
    pub const MAX: usize = 32;

    /// No choices: every continuation declined.
    pub const NONE: Choices = Choices { bits: 0, len: 0 };

    /// Choices from a list of booleans.
    ///
    /// # Errors
    /// More than [`Choices::MAX`] entries.
    pub fn from_slice(list: &[bool]) -> Result<Choices, Error> {
        if list.len() > Self::MAX {
            return Err(Error::Move(format!(
                "continueClockwise has {} entries; at most {} are allowed",
                list.len(),
                Self::MAX
            )));
        }
        let mut c = Choices::NONE;
        for &b in list {
            c.push(b);
        }
        Ok(c)
    }

    /// Appends a choice (ignored beyond [`Choices::MAX`]).
    pub fn push(&mut self, yes: bool) {
        if (self.len as usize) < Self::MAX {
            if yes {
                self.bits |= 1 << self.len;
            }
            self.len += 1;
        }
    }

    /// The choice at continuation point `i` (false when missing).
    pub fn get(&self, i: usize) -> bool {
        i < self.len as usize && self.bits & (1 << i) != 0
    }

    /// How many choices are recorded.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// True when no choice is recorded.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The choices as booleans.
    pub fn to_vec(&self) -> Vec<bool> {
        (0..self.len()).map(|i| self.get(i)).collect()
    }

    /// The same choices without trailing declines (which mean the same as missing entries).
    pub fn normalized(&self) -> Choices {
        self.without_trailing(false)
    }

    /// The same choices without the trailing entries equal to `missing`, the meaning a missing
    /// entry has.
    pub fn without_trailing(&self, missing: bool) -> Choices {
        let mut c = *self;
        while c.len > 0 && c.get(c.len as usize - 1) == missing {
            c.len -= 1;
            c.bits &= !(1 << c.len);
        }
        c
    }
}

/// A move of any game. `pit` is always the global index of `docs/rules/common.md` §0 (Omweso:
/// `16*p + k`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Sow from `pit` in the game's normal (counter-clockwise) direction.
    Sow {
        /// The pit sown from.
        pit: u8,
    },
    /// Omweso's reverse move: sow clockwise from one of the four leftmost plots, with the
    /// continuation choices of `docs/rules/omweso.md` §6.6.
    Reverse {
        /// The pit sown from.
        pit: u8,
        /// Whether to continue clockwise at each continuation point.
        choices: Choices,
    },
    /// A sowing move that declines at least one harvest where the house rules make harvests
    /// optional (`O-may`, `M-must`): a [`Move::Sow`] (or, `clockwise`, a [`Move::Reverse`] with
    /// its `choices`) with `harvest`, for each harvest point in the order the move reaches
    /// it, whether to take it. Missing entries mean "take", so a move that takes every harvest
    /// is always written as the plain move; `harvest` never ends with a "take".
    Declining {
        /// The pit sown from.
        pit: u8,
        /// True for Omweso's reverse move.
        clockwise: bool,
        /// A reverse move's continuation choices (none otherwise).
        choices: Choices,
        /// Whether to take each harvest the move reaches.
        harvest: Choices,
    },
    /// Goré: offer these holes (bit `i` = pit `i`) to the opponent.
    Offer {
        /// Bit set of the holes offered.
        holes: u8,
    },
    /// Goré: accept or refuse the pending offer.
    Answer {
        /// True to accept.
        accept: bool,
    },
    /// Goré: the mover, who owns no seed, makes no offer and passes (`docs/rules/gore.md` §1.6,
    /// ruling G-pass-offer). Written `{"pass": true}`. Only a player with no seed to sow passes by
    /// choice; every other pass is made by the engine.
    Pass,
    /// Omweso setup: the mover's 16 plots in local order `k = 0..15`.
    Arrange {
        /// Seeds per local plot.
        counts: [u8; 16],
    },
}

impl Move {
    /// A plain sowing move from `pit`.
    pub const fn sow(pit: usize) -> Move {
        Move::Sow { pit: pit as u8 }
    }

    /// A sowing move from `pit` (`clockwise` with continuation `choices` for Omweso's reverse
    /// move) taking the harvests `harvest` says, in its one written form: the plain move when
    /// it declines none.
    pub fn harvesting(pit: u8, clockwise: bool, choices: Choices, harvest: Choices) -> Move {
        let harvest = harvest.without_trailing(true);
        match (clockwise, harvest.is_empty()) {
            (false, true) => Move::Sow { pit },
            (true, true) => Move::Reverse { pit, choices },
            _ => Move::Declining {
                pit,
                clockwise,
                choices,
                harvest,
            },
        }
    }

    /// Whether to take the `i`-th harvest this move reaches (always, but for a
    /// [`Move::Declining`] that declines it).
    pub fn takes_harvest(&self, i: usize) -> bool {
        match *self {
            Move::Declining { harvest, .. } => i >= harvest.len() || harvest.get(i),
            _ => true,
        }
    }

    /// A sowing move sown clockwise: Omweso's reverse move, declining harvests or not.
    pub fn is_clockwise(&self) -> bool {
        matches!(
            self,
            Move::Reverse { .. }
                | Move::Declining {
                    clockwise: true,
                    ..
                }
        )
    }

    /// The pit a sowing move starts from, if it is one.
    pub fn pit(&self) -> Option<usize> {
        match *self {
            Move::Sow { pit } | Move::Reverse { pit, .. } | Move::Declining { pit, .. } => {
                Some(pit as usize)
            }
            _ => None,
        }
    }

    /// The pits of a hole offer, in increasing order.
    pub fn offered_holes(holes: u8) -> Vec<usize> {
        (0..8).filter(|i| holes & (1 << i) != 0).collect()
    }

    /// The pit of a plain counter-clockwise sowing move by `to_move` in `game` (its name in
    /// the messages), played on a board of two rows of six pits where player 0 owns pits 0–5.
    ///
    /// # Errors
    /// Another kind of move, a pit off the board or one of the other player's.
    pub(crate) fn own_pit_of_two_rows(&self, game: &str, to_move: Player) -> Result<usize, Error> {
        let pit = match *self {
            Move::Sow { pit } => usize::from(pit),
            Move::Reverse { .. } => {
                return Err(Error::Move(format!(
                    "{game} is sown counter-clockwise only; leave out \"direction\""
                )))
            }
            _ => {
                return Err(Error::Move(format!(
                    "a {game} move names the pit to sow: {{\"pit\": 3}}"
                )))
            }
        };
        if pit >= 12 {
            return Err(Error::Move(format!(
                "pit {pit} does not exist on a 2×6 board"
            )));
        }
        let owner = Player::from(pit >= 6);
        if owner != to_move {
            return Err(Error::Move(format!(
                "pit {pit} belongs to player {owner}; it is player {to_move}'s turn"
            )));
        }
        Ok(pit)
    }
}

/// The JSON shape of a move, every field optional; [`Move`] is built from it with checks.
#[derive(Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct MoveJson {
    #[serde(skip_serializing_if = "Option::is_none")]
    pit: Option<serde_json::Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    direction: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    continue_clockwise: Option<Vec<bool>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    harvest: Option<Vec<bool>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    give: Option<Vec<serde_json::Value>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    accept: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pass: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    arrange: Option<Vec<serde_json::Value>>,
}

/// A count or index of a move's JSON: a whole number from 0 up. Read by hand rather than by serde
/// so that `-1`, `1.5` or `"3"` get a message that names the field.
fn whole_number(field: &str, value: &serde_json::Value) -> Result<u64, Error> {
    value.as_u64().ok_or_else(|| {
        Error::Move(format!(
            "{field} must be a whole number from 0 up, not {value}"
        ))
    })
}

impl MoveJson {
    fn into_move(self) -> Result<Move, Error> {
        let kinds = [
            self.pit.is_some(),
            self.give.is_some(),
            self.accept.is_some(),
            self.pass.is_some(),
            self.arrange.is_some(),
        ];
        let count = kinds.iter().filter(|k| **k).count();
        if count != 1 {
            return Err(Error::Move(
                "a move needs exactly one of \"pit\", \"give\", \"accept\", \"pass\" or \"arrange\"".into(),
            ));
        }
        if self.pit.is_none()
            && (self.direction.is_some()
                || self.continue_clockwise.is_some()
                || self.harvest.is_some())
        {
            return Err(Error::Move(
                "\"direction\", \"continueClockwise\" and \"harvest\" go with a \"pit\"".into(),
            ));
        }
        if let Some(pit) = self.pit {
            let pit = whole_number("pit", &pit)?;
            let pit =
                u8::try_from(pit).map_err(|_| Error::Move(format!("pit {pit} does not exist")))?;
            let clockwise = match self.direction.as_deref() {
                None | Some("counterclockwise") => false,
                Some("clockwise") => true,
                Some(other) => {
                    return Err(Error::Move(format!(
                        "direction '{other}' is unknown; use \"clockwise\" or \"counterclockwise\""
                    )))
                }
            };
            if !clockwise && self.continue_clockwise.is_some() {
                return Err(Error::Move(
                    "\"continueClockwise\" goes with \"direction\": \"clockwise\"".into(),
                ));
            }
            let choices = Choices::from_slice(&self.continue_clockwise.unwrap_or_default())?;
            let harvest = self.harvest.unwrap_or_default();
            if harvest.len() > Choices::MAX {
                return Err(Error::Move(format!(
                    "harvest has {} entries; at most {} are allowed",
                    harvest.len(),
                    Choices::MAX
                )));
            }
            let harvest = Choices::from_slice(&harvest)?;
            return Ok(Move::harvesting(pit, clockwise, choices, harvest));
        }
        if let Some(give) = self.give {
            let mut holes = 0u8;
            for h in &give {
                let h = whole_number("a hole of \"give\"", h)?;
                if h >= 8 {
                    return Err(Error::Move(format!(
                        "hole {h} does not exist on a 2×4 board"
                    )));
                }
                if holes & (1 << h) != 0 {
                    return Err(Error::Move(format!("hole {h} is offered twice")));
                }
                holes |= 1 << h;
            }
            return Ok(Move::Offer { holes });
        }
        if let Some(accept) = self.accept {
            return Ok(Move::Answer { accept });
        }
        if let Some(pass) = self.pass {
            return if pass {
                Ok(Move::Pass)
            } else {
                Err(Error::Move(
                    "\"pass\" is written {\"pass\": true}; to play, send another move".into(),
                ))
            };
        }
        let list = self.arrange.unwrap_or_default();
        if list.len() != 16 {
            return Err(Error::Move(format!(
                "an arrangement lists 16 plots, not {}",
                list.len()
            )));
        }
        let mut counts = [0u8; 16];
        for (c, n) in counts.iter_mut().zip(&list) {
            let n = whole_number("a plot of \"arrange\"", n)?;
            *c = u8::try_from(n)
                .ok()
                .filter(|n| *n <= 64)
                .ok_or_else(|| Error::Move(format!("{n} seeds cannot stand in one plot")))?;
        }
        Ok(Move::Arrange { counts })
    }

    fn from_move(mv: &Move) -> MoveJson {
        match *mv {
            Move::Sow { pit } => MoveJson {
                pit: Some(pit.into()),
                ..MoveJson::default()
            },
            Move::Reverse { pit, choices } => MoveJson {
                pit: Some(pit.into()),
                direction: Some("clockwise".into()),
                continue_clockwise: Some(choices.to_vec()),
                ..MoveJson::default()
            },
            Move::Declining {
                pit,
                clockwise,
                choices,
                harvest,
            } => MoveJson {
                pit: Some(pit.into()),
                direction: clockwise.then(|| "clockwise".into()),
                continue_clockwise: clockwise.then(|| choices.to_vec()),
                harvest: Some(harvest.to_vec()),
                ..MoveJson::default()
            },
            Move::Offer { holes } => MoveJson {
                give: Some(
                    Move::offered_holes(holes)
                        .into_iter()
                        .map(serde_json::Value::from)
                        .collect(),
                ),
                ..MoveJson::default()
            },
            Move::Answer { accept } => MoveJson {
                accept: Some(accept),
                ..MoveJson::default()
            },
            Move::Pass => MoveJson {
                pass: Some(true),
                ..MoveJson::default()
            },
            Move::Arrange { counts } => MoveJson {
                arrange: Some(counts.iter().map(|&c| c.into()).collect()),
                ..MoveJson::default()
            },
        }
    }
}

impl Serialize for Move {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        MoveJson::from_move(self).serialize(s)
    }
}

impl<'de> Deserialize<'de> for Move {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        MoveJson::deserialize(d)?
            .into_move()
            .map_err(|e| serde::de::Error::custom(e.message()))
    }
}
