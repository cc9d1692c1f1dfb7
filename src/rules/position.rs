//! The JSON position format shared by every game (`docs/architecture.md`, "Position format"), the
//! game options, and the checks every game runs when it reads a position.

use super::event::ReplayBoard;
use super::types::{Error, Player, Variant};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// A position as data. Reading one, only `variant` and `pits` are required; the game built from
/// it checks everything ([`crate::Game::from_position`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Position {
    /// Which game.
    pub variant: Variant,
    /// The player to move (default 0).
    #[serde(default)]
    pub to_move: Player,
    /// Seeds per pit, indexed as `docs/rules/common.md` §0 says.
    pub pits: Vec<u32>,
    /// Cowries per pit (Kauri only, else `null`).
    #[serde(default)]
    pub cowries: Option<Vec<u32>>,
    /// The owner of each pit; default: each player's own row(s).
    #[serde(default)]
    pub owners: Option<Vec<Player>>,
    /// What each player has captured; default zeros.
    #[serde(default)]
    pub stores: Option<[u32; 2]>,
    /// What else the game needs, in camelCase (see each game's module).
    #[serde(default)]
    pub extra: Map<String, Value>,
}

impl Position {
    /// A position of seeds alone: `pits` and `stores`, `to_move` to play, each player owning
    /// his own row(s), no cowries, nothing else.
    pub fn of_seeds(
        variant: Variant,
        to_move: Player,
        pits: Vec<u32>,
        stores: [u32; 2],
    ) -> Position {
        Position {
            variant,
            to_move,
            pits,
            cowries: None,
            owners: None,
            stores: Some(stores),
            extra: Map::new(),
        }
    }

    /// Parses a position from JSON text.
    ///
    /// # Errors
    /// Malformed JSON or a field of the wrong type; the message names it.
    pub fn from_json(text: &str) -> Result<Position, Error> {
        parse_json(text).map_err(Error::Position)
    }

    /// The position as JSON text.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The stores, zeros when absent.
    pub fn stores_or_zero(&self) -> [u32; 2] {
        self.stores.unwrap_or([0, 0])
    }

    /// The owners, or the default: the first half of the pits to player 0, the rest to 1.
    pub fn owners_or_default(&self) -> Vec<Player> {
        self.owners
            .clone()
            .unwrap_or_else(|| default_owners(self.pits.len()))
    }

    /// Checks the parts every game shares: pit count, player to move, owners' shape, and that
    /// `extra` only holds the named keys.
    ///
    /// # Errors
    /// The first problem found, in words.
    pub fn check_common(&self, allowed_extra: &[&str]) -> Result<(), Error> {
        let n = self.variant.pit_count();
        let (rows, cols) = self.variant.shape();
        if self.pits.len() != n {
            return Err(Error::Position(format!(
                "{} has {n} pits on a {rows}×{cols} board, but {} were given",
                self.variant,
                self.pits.len()
            )));
        }
        if self.to_move > 1 {
            return Err(Error::Position(format!(
                "toMove must be 0 or 1, not {}",
                self.to_move
            )));
        }
        if let Some(owners) = &self.owners {
            if owners.len() != n {
                return Err(Error::Position(format!(
                    "owners lists {} pits, the board has {n}",
                    owners.len()
                )));
            }
            if let Some(bad) = owners.iter().find(|o| **o > 1) {
                return Err(Error::Position(format!(
                    "an owner must be 0 or 1, not {bad}"
                )));
            }
        }
        if self.variant != Variant::Kauri && self.cowries.is_some() {
            return Err(Error::Position(format!(
                "{} has no cowries; \"cowries\" must be null",
                self.variant
            )));
        }
        for key in self.extra.keys() {
            if key != "positionsSeen" && !allowed_extra.contains(&key.as_str()) {
                return Err(Error::Position(format!(
                    "unknown extra field '{key}' for {}; known: {}",
                    self.variant,
                    if allowed_extra.is_empty() {
                        "none".to_string()
                    } else {
                        allowed_extra.join(", ")
                    }
                )));
            }
        }
        Ok(())
    }

    /// Checks that the seeds on the board plus the stores make `total`.
    ///
    /// # Errors
    /// When they do not, with both numbers.
    pub fn check_total(&self, total: u64) -> Result<(), Error> {
        let on_board: u64 = self.pits.iter().map(|&s| u64::from(s)).sum();
        let stored: u64 = self.stores_or_zero().iter().map(|&s| u64::from(s)).sum();
        if on_board + stored != total {
            return Err(Error::Position(format!(
                "{} is played with {total} seeds, but the pits hold {on_board} and the stores {stored}",
                self.variant
            )));
        }
        Ok(())
    }

    /// `extra` read as a game's typed [`Extra`]: a field absent or `null` is `None`; one of the
    /// wrong shape is refused, naming it (`extra.offerMade: invalid type: …`). Which keys may
    /// be there at all is [`Position::check_common`]'s business, with [`Extra::KEYS`]; keys the
    /// type does not read (the house rules, `rules`, which [`crate::HouseRules`] reads, and the
    /// repetition record, `positionsSeen`, which [`crate::Game`] reads) are passed over.
    ///
    /// # Errors
    /// A field of the wrong shape.
    pub fn extra_of<T: Extra>(&self) -> Result<T, Error> {
        let present = self
            .extra
            .iter()
            .filter(|(_, v)| !v.is_null())
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        serde_path_to_error::deserialize(Value::Object(present))
            .map_err(|e| Error::Position(format!("extra.{}: {}", e.path(), e.inner())))
    }

    /// Reads `extra[key]` as `T`, or `default` when absent.
    ///
    /// # Errors
    /// Present but of the wrong shape.
    pub fn extra_or<T: serde::de::DeserializeOwned>(
        &self,
        key: &str,
        default: T,
    ) -> Result<T, Error> {
        match self.extra.get(key) {
            None | Some(Value::Null) => Ok(default),
            Some(v) => serde_json::from_value(v.clone())
                .map_err(|e| Error::Position(format!("extra.{key}: {e}"))),
        }
    }

    /// The visible board for [`crate::replay`].
    pub fn replay_board(&self) -> ReplayBoard {
        let n = self.pits.len();
        ReplayBoard {
            pits: self.pits.clone(),
            cowries: self.cowries.clone().unwrap_or_else(|| vec![0; n]),
            owners: self.owners_or_default(),
            stores: self.stores_or_zero(),
            to_move: self.to_move,
            hand_seeds: 0,
            hand_cowries: 0,
        }
    }
}

/// A game's `extra` as a type: one `Option` field per key, in camelCase, each written only when
/// present ([`write_extra`]), so that the JSON stays as the game's module describes it.
pub trait Extra: Serialize + serde::de::DeserializeOwned {
    /// Every key the game's `extra` may hold, its own and the house rules' (`"rules"`), for
    /// [`Position::check_common`], which refuses any other and names these.
    const KEYS: &'static [&'static str];
}

/// Adds the fields of `extra` that are present to a position's `extra` map.
pub fn write_extra<T: Extra>(extra: &T, out: &mut Map<String, Value>) {
    if let Ok(Value::Object(fields)) = serde_json::to_value(extra) {
        out.extend(fields);
    }
}

/// The keys `extra` writes when every field is present, with the house rules' key: what
/// [`Extra::KEYS`] must list (each game's test compares them).
#[cfg(test)]
pub(crate) fn keys_of<T: Extra>(full: &T) -> Vec<String> {
    let mut map = Map::new();
    write_extra(full, &mut map);
    let mut keys: Vec<String> = map.keys().cloned().collect();
    keys.push(crate::house::EXTRA_KEY.into());
    keys.sort();
    keys
}

/// Reads JSON text as `T`. The message of a failure names where in the value it lies
/// (`pits[0]: invalid type: ...`) and drops serde_json's "at line 1 column 9", which means
/// nothing to a page author who passed an object.
///
/// # Errors
/// Malformed JSON, or a value of the wrong shape for `T`.
pub fn parse_json<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, String> {
    let mut de = serde_json::Deserializer::from_str(text);
    let value: T = serde_path_to_error::deserialize(&mut de).map_err(|e| {
        let path = e.path().to_string();
        let inner = e.into_inner().to_string();
        let inner = inner
            .find(" at line ")
            .map_or(inner.as_str(), |i| &inner[..i]);
        if path == "." {
            inner.to_string()
        } else {
            format!("{path}: {inner}")
        }
    })?;
    de.end()
        .map_err(|e| format!("trailing characters after the value ({e})"))?;
    Ok(value)
}

/// Each player's own row(s): the first half of the pits to player 0.
pub fn default_owners(n: usize) -> Vec<Player> {
    (0..n).map(|i| u8::from(i >= n / 2)).collect()
}

/// Which series a Woaley game belongs to (`docs/rules/woaley.md` §2.7).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Series {
    /// A single game.
    #[default]
    Game,
    /// A match of three games.
    Match,
    /// A Woaley: three matches.
    Woaley,
}

/// Options of a new game. Unknown options are refused.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", try_from = "OptionsJson")]
pub struct Options {
    /// Who makes the first move (default 0).
    #[serde(default)]
    pub starting_player: Player,
    /// Woaley: a single game, a match or a Woaley.
    #[serde(default)]
    pub series: Series,
    /// Oware international: keep playing after 25 seeds (`docs/rules/oware.md` §4.6, O-25).
    #[serde(default)]
    pub play_out: bool,
    /// House rules: the rule options of `docs/rules/house-rules.md` §8 chosen instead of the
    /// defaults (`{"G-skip": "skip"}`).
    #[serde(default, skip_serializing_if = "is_default")]
    pub rules: super::HouseRules,
}

fn is_default(rules: &super::HouseRules) -> bool {
    *rules == super::HouseRules::default()
}

/// [`Options`] as JSON gives them, where `playOut` may be missing: `playOut: false` contradicts
/// the house rule O-25 "play-out", which a missing `playOut` does not.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct OptionsJson {
    #[serde(default)]
    starting_player: Player,
    #[serde(default)]
    series: Series,
    #[serde(default)]
    play_out: Option<bool>,
    #[serde(default)]
    rules: super::HouseRules,
}

impl TryFrom<OptionsJson> for Options {
    type Error = String;

    fn try_from(json: OptionsJson) -> Result<Options, String> {
        super::oware::play_out_of(json.play_out, &json.rules)?;
        Ok(Options {
            starting_player: json.starting_player,
            series: json.series,
            play_out: json.play_out.unwrap_or(false),
            rules: json.rules,
        })
    }
}

impl Options {
    /// Checks the values.
    ///
    /// # Errors
    /// A starting player other than 0 or 1.
    pub fn check(&self) -> Result<(), Error> {
        if self.starting_player > 1 {
            return Err(Error::Options(format!(
                "startingPlayer must be 0 or 1, not {}",
                self.starting_player
            )));
        }
        Ok(())
    }
}
