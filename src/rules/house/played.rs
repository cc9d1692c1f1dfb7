//! A game's house rules as it carries them: the values chosen (written back into positions) and
//! the plain fields its play reads, read from them once when the game is made, never per seed.
//! Also their journey through a position's `extra.rules`.

use super::HouseRules;
use crate::rules::{Error, Position};
use serde_json::{Map, Value};
use std::hash::{Hash, Hasher};
use std::ops::Deref;

/// The `extra` key of a position that holds its house rules (only when some differ from the
/// defaults).
pub const EXTRA_KEY: &str = "rules";

/// What a game's play reads of its house rules: plain fields, each read through the typed
/// accessors of [`HouseRules`] once.
pub trait PlainRules: Copy + Eq + std::fmt::Debug {
    /// The fields for `rules`.
    fn read(rules: &HouseRules) -> Self;
}

/// The house rules a game is played by, with their plain fields `T`.
///
/// The values are kept as bytes rather than a `u64`, so a game holding them keeps its byte
/// alignment (and its size: the search copies games at every node). Hashed only when they
/// differ from the defaults, so a game played by the defaults hashes exactly as it did before
/// house rules existed; the plain fields follow from the values and add nothing to the hash.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played<T> {
    values: [u8; 8],
    plain: T,
}

impl<T: PlainRules> Played<T> {
    /// The rules `rules`, read.
    pub fn new(rules: HouseRules) -> Played<T> {
        Played {
            values: rules.0.to_le_bytes(),
            plain: T::read(&rules),
        }
    }

    /// The values chosen.
    pub fn rules(&self) -> HouseRules {
        HouseRules(u64::from_le_bytes(self.values))
    }
}

impl<T> Deref for Played<T> {
    type Target = T;

    #[inline(always)]
    fn deref(&self) -> &T {
        &self.plain
    }
}

impl<T> Hash for Played<T> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        if self.values != [0; 8] {
            state.write(&self.values);
        }
    }
}

impl HouseRules {
    /// The house rules of `position` (its `extra.rules`; none: the defaults), checked to be
    /// options of its game.
    ///
    /// # Errors
    /// `extra.rules` is not an object of known options and values, or names another game's.
    pub fn of_position(position: &Position) -> Result<HouseRules, Error> {
        let rules: HouseRules = position.extra_or(EXTRA_KEY, HouseRules::default())?;
        rules.check_for(position.variant)?;
        Ok(rules)
    }

    /// Writes the values that differ from the defaults into a position's `extra`, under
    /// [`EXTRA_KEY`]; nothing when none does.
    pub fn write_extra(&self, extra: &mut Map<String, Value>) {
        if *self != HouseRules::default() {
            let chosen = self
                .chosen()
                .map(|(id, v)| (id.to_string(), Value::from(v)));
            extra.insert(EXTRA_KEY.into(), Value::Object(chosen.collect()));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{StateHasher, Variant};

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    struct Skip(bool);

    impl PlainRules for Skip {
        fn read(rules: &HouseRules) -> Skip {
            Skip(rules.woaley_skips_origin())
        }
    }

    #[test]
    fn the_defaults_add_nothing_to_a_hash_and_others_do() {
        let plain = Played::<Skip>::new(HouseRules::default());
        assert!(!plain.0);
        assert_eq!(StateHasher::of(&(1u8, plain)), StateHasher::of(&1u8));
        let mut rules = HouseRules::default();
        rules.set("W-skip", "skip").expect("known");
        let skip = Played::<Skip>::new(rules);
        assert!(skip.0);
        assert_eq!(skip.rules(), rules);
        assert_ne!(StateHasher::of(&(1u8, skip)), StateHasher::of(&1u8));
    }

    #[test]
    fn rules_go_into_a_position_and_come_back_checked() {
        let mut extra = Map::new();
        HouseRules::default().write_extra(&mut extra);
        assert!(extra.is_empty());
        let mut rules = HouseRules::default();
        rules.set("K-end", "cannot-move").expect("known");
        rules.write_extra(&mut extra);
        let position = Position {
            variant: Variant::Kauri,
            to_move: 0,
            pits: vec![5; 12],
            cowries: None,
            owners: None,
            stores: None,
            extra,
        };
        assert_eq!(HouseRules::of_position(&position), Ok(rules));
        let elsewhere = Position {
            variant: Variant::Woaley,
            ..position
        };
        let error = HouseRules::of_position(&elsewhere).unwrap_err();
        assert!(error.message().contains("K-end is one of"), "{error}");
    }
}
