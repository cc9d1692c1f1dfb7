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

/// Makes [`Variant`] from the list of games ([`with_games!`](crate::with_games)).
macro_rules! variants {
    ([] $($module:ident :: $type:ident {
        $($(#[$doc:meta])* $variant:ident = $id:literal ($rows:literal, $columns:literal),)+
    })*) => {
        /// The games, by their ids in the JSON format.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
        pub enum Variant {
            $($($(#[$doc])* #[serde(rename = $id)] $variant,)+)*
        }

        impl Variant {
            /// Every variant, in menu order.
            pub const ALL: [Variant; [$($($id,)+)*].len()] = [$($(Variant::$variant,)+)*];

            /// The id used in JSON and URLs, e.g. `"oware-abapa"`.
            pub const fn id(self) -> &'static str {
                match self {
                    $($(Variant::$variant => $id,)+)*
                }
            }

            /// The board's shape as rows × columns, e.g. `(2, 6)`.
            pub const fn shape(self) -> (usize, usize) {
                match self {
                    $($(Variant::$variant => ($rows, $columns),)+)*
                }
            }
        }
    };
}
crate::with_games!(variants);

impl Variant {
    /// The number of pits on the board (the length of `pits` in a position).
    pub const fn pit_count(self) -> usize {
        let (rows, columns) = self.shape();
        rows * columns
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
