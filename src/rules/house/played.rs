//! A game's house rules as it carries them: the values chosen (written back into positions) and
//! the plain fields its play reads, read from them once when the game is made, never per seed;
//! the defaults as constants for the hot paths of a game played by them; and the rules' journey
//! through a position's `extra.rules`.

use super::{HouseRules, BITS, TABLE};
use crate::{Error, Position, Variant};
use serde_json::{Map, Value};
use std::hash::{Hash, Hasher};
use std::ops::Deref;

/// The `extra` key of a position that holds its house rules (only when some differ from the
/// defaults).
pub const EXTRA_KEY: &str = "rules";

/// What a game's play reads of its house rules: plain fields, each read through the typed
/// accessors of [`HouseRules`] once.
pub trait PlainRules: Copy + Eq + std::fmt::Debug {
    /// The game whose options these are.
    const VARIANT: Variant;

    /// The fields of the default (`docs/rules/house-rules.md`)s.
    const DEFAULTS: Self;

    /// The fields for `rules`.
    fn read(rules: &HouseRules) -> Self;
}

/// Where a game's hot paths read their house rules from: the game's own fields `T`, at run
/// time, or [`Defaults`], the defaults, as constants. A game played by the defaults hands
/// `Defaults` down its search's paths ([`Played::is_default`] says when), so that code has
/// every rule folded away and costs what it cost before house rules existed.
pub trait ReadRules<T>: Copy {
    /// The fields.
    fn get(self) -> T;
}

impl<T: PlainRules> ReadRules<T> for T {
    #[inline(always)]
    fn get(self) -> T {
        self
    }
}

/// the default (`docs/rules/house-rules.md`)s as constants (see [`ReadRules`]).
#[derive(Clone, Copy, Debug)]
pub struct Defaults;

impl<T: PlainRules> ReadRules<T> for Defaults {
    #[inline(always)]
    fn get(self) -> T {
        T::DEFAULTS
    }
}

/// The bits of a [`HouseRules`] word that hold `variant`'s options: its first bit and how many
/// (the table lists each game's options together, Oware's two rule sets apart: checked by a
/// test). A game that carries its rules in [`Played`] has at most 8 options (16 bits, checked
/// when it is built); Goré, with more, carries the whole word.
const fn bits_of(variant: Variant) -> (usize, usize) {
    let (mut first, mut end) = (usize::MAX, 0);
    let mut i = 0;
    while i < TABLE.len() {
        if TABLE[i].variant as u8 == variant as u8 {
            if first == usize::MAX {
                first = i;
            }
            end = i + 1;
        }
        i += 1;
    }
    if first == usize::MAX {
        (0, 0)
    } else {
        (first * BITS, (end - first) * BITS)
    }
}

/// The house rules a game is played by (checked to be its own: [`HouseRules::check_for`]),
/// with their plain fields `T`.
///
/// Only the game's own bits of the values are kept, in 16 bits: a game holding them stays
/// small (the search copies games at every node). They add nothing to the game's hash: they
/// never change in a game, and the state hash serves the search alone, which never meets two
/// games of different rules in one table. A game played by the defaults hashes exactly as it
/// did before house rules existed, and no hash pays for them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played<T> {
    values: u16,
    plain: T,
}

impl<T: PlainRules> Played<T> {
    /// `T::VARIANT`'s bits; a game with more than 16 fails the build.
    const BITS: (usize, usize) = {
        let bits = bits_of(T::VARIANT);
        assert!(
            bits.1 <= 16,
            "a game carried in `Played` has at most 16 bits of options"
        );
        bits
    };

    /// The rules `rules`, read (their options of other games are dropped: `rules` is checked
    /// to be `T::VARIANT`'s before).
    pub fn new(rules: HouseRules) -> Played<T> {
        let (first, width) = Self::BITS;
        let mask = (1u64 << width) - 1;
        Played {
            values: ((rules.0 >> first) & mask) as u16,
            plain: T::read(&rules),
        }
    }

    /// True when every option is at the default (`docs/rules/house-rules.md`).
    #[inline(always)]
    pub fn is_default(&self) -> bool {
        self.values == 0
    }

    /// The values chosen.
    pub fn house(&self) -> HouseRules {
        HouseRules(u64::from(self.values) << Self::BITS.0)
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
    /// Nothing (see the type).
    #[inline(always)]
    fn hash<H: Hasher>(&self, _: &mut H) {}
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
    use crate::StateHasher;

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    struct Skip(bool);

    impl PlainRules for Skip {
        const VARIANT: Variant = Variant::Woaley;
        const DEFAULTS: Skip = Skip(false);

        fn read(rules: &HouseRules) -> Skip {
            Skip(rules.woaley_skips_origin())
        }
    }

    #[test]
    fn rules_are_read_into_their_fields_and_add_nothing_to_a_hash() {
        let plain = Played::<Skip>::new(HouseRules::default());
        assert!(!plain.0 && plain.is_default());
        assert_eq!(plain.house(), HouseRules::default());
        let mut rules = HouseRules::default();
        rules.set("W-skip", "skip").expect("known");
        let skip = Played::<Skip>::new(rules);
        assert!(skip.0 && !skip.is_default());
        assert_eq!(skip.house(), rules);
        for played in [plain, skip] {
            assert_eq!(StateHasher::of(&(1u8, played)), StateHasher::of(&1u8));
        }
    }

    #[test]
    fn each_games_options_lie_together_and_fit_where_it_carries_them() {
        for variant in Variant::ALL {
            let (first, width) = bits_of(variant);
            // Goré holds the whole word; every other game carries its bits in `Played`.
            let room = if variant == Variant::Gore { 64 } else { 16 };
            assert!(width <= room, "{variant}: {width} bits");
            let own = crate::RULE_OPTIONS.iter().enumerate();
            for (i, _) in own.filter(|(_, o)| o.variant == variant) {
                assert!((first..first + width).contains(&(i * BITS)), "{variant}");
            }
        }
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
