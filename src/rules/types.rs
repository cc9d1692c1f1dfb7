//! Small shared types: players, variants, errors.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A player: `0` (South, "P0") or `1` (North, "P1"), as in `docs/rules/common.md` §0.1.
pub type Player = u8;

/// The other player.
#[inline]
pub const fn opp(p: Player) -> Player {
    1 - p
}

/// The games, by their ids in the JSON format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Variant {
    /// Oware with the Lemery rulebook's grand-slam rule.
    #[serde(rename = "oware-abapa")]
    OwareAbapa,
    /// Oware with the international (Ludoteka) grand-slam and repetition rules.
    #[serde(rename = "oware-international")]
    OwareInternational,
    /// Nam-Nam: rounds, plots changing owner.
    #[serde(rename = "nam-nam")]
    NamNam,
    /// Omweso: 4×8, relay sowing, reverse captures.
    #[serde(rename = "omweso")]
    Omweso,
    /// Goré: 2×4, chains both ways, hole-giving.
    #[serde(rename = "gore")]
    Gore,
    /// Obridjie / Woaley: leave one seed, relay laps, game/match/Woaley scoring.
    #[serde(rename = "woaley")]
    Woaley,
    /// Kauri: seeds and cowries.
    #[serde(rename = "kauri")]
    Kauri,
    /// Kalah: stores in the sowing path, extra turns, captures across.
    #[serde(rename = "kalah")]
    Kalah,
}

impl Variant {
    /// Every variant, in menu order.
    pub const ALL: [Variant; 8] = [
        Variant::OwareAbapa,
        Variant::OwareInternational,
        Variant::NamNam,
        Variant::Omweso,
        Variant::Gore,
        Variant::Woaley,
        Variant::Kauri,
        Variant::Kalah,
    ];

    /// The id used in JSON and URLs, e.g. `"oware-abapa"`.
    pub const fn id(self) -> &'static str {
        match self {
            Variant::OwareAbapa => "oware-abapa",
            Variant::OwareInternational => "oware-international",
            Variant::NamNam => "nam-nam",
            Variant::Omweso => "omweso",
            Variant::Gore => "gore",
            Variant::Woaley => "woaley",
            Variant::Kauri => "kauri",
            Variant::Kalah => "kalah",
        }
    }

    /// The number of pits on the board (the length of `pits` in a position).
    pub const fn pit_count(self) -> usize {
        match self {
            Variant::Gore => 8,
            Variant::Omweso => 32,
            _ => 12,
        }
    }

    /// The board's shape as rows × columns, e.g. `(2, 6)`.
    pub const fn shape(self) -> (usize, usize) {
        match self {
            Variant::Gore => (2, 4),
            Variant::Omweso => (4, 8),
            _ => (2, 6),
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl std::str::FromStr for Variant {
    type Err = Error;

    fn from_str(s: &str) -> Result<Self, Error> {
        Variant::ALL
            .into_iter()
            .find(|v| v.id() == s)
            .ok_or_else(|| {
                let known: Vec<&str> = Variant::ALL.iter().map(|v| v.id()).collect();
                Error::Options(format!(
                    "unknown variant '{s}'; known: {}",
                    known.join(", ")
                ))
            })
    }
}

/// Why an input was refused. The message names the problem in words a page author can act on;
/// whatever refused the input is left unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// A position that is not a valid position of its game.
    Position(String),
    /// A move that is not legal now.
    Move(String),
    /// Bad game options or an unknown variant.
    Options(String),
}

impl Error {
    /// The message alone.
    pub fn message(&self) -> &str {
        match self {
            Error::Position(m) | Error::Move(m) | Error::Options(m) => m,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Position(m) => write!(f, "invalid position: {m}"),
            Error::Move(m) => write!(f, "illegal move: {m}"),
            Error::Options(m) => write!(f, "{m}"),
        }
    }
}

impl std::error::Error for Error {}
