//! The table of rule options: every game's (`HOUSE_RULES` in its module, its rows of
//! `docs/rules/house-rules.md` §8), in menu order, each with its game and its values, the default
//! first. The words a player reads about them are each language's `HOUSE_RULES`, in the same
//! order (`mancala-i18n`).

use super::RuleOption;
use crate::Variant;

/// A rule option's row: its id, its game and its values, the default first.
pub(crate) const fn row(
    id: &'static str,
    variant: Variant,
    values: &'static [&'static str],
) -> RuleOption {
    RuleOption {
        id,
        variant,
        values,
    }
}

/// Every rule option, game by game in menu order: one copy in the program, whichever crate
/// reads it.
pub static RULE_OPTIONS: [RuleOption; TABLE.len()] = TABLE;

/// Each game's `HOUSE_RULES`, in menu order ([`with_games!`](crate::with_games)).
macro_rules! games_rows {
    ([] $($module:ident :: $type:ident { $($entries:tt)* })*) => {
        &[$(crate::$module::HOUSE_RULES,)*]
    };
}
const GAMES_ROWS: &[&[RuleOption]] = crate::with_games!(games_rows);

/// How many options the games have in all.
const COUNT: usize = {
    let mut count = 0;
    let mut game = 0;
    while game < GAMES_ROWS.len() {
        count += GAMES_ROWS[game].len();
        game += 1;
    }
    count
};

/// The options as a constant, for what is worked out at compile time (the index of an option
/// the rules read, the bits the chosen values take).
pub(super) const TABLE: [RuleOption; COUNT] = {
    let mut table = [row("", Variant::ALL[0], &[]); COUNT];
    let (mut at, mut game) = (0, 0);
    while game < GAMES_ROWS.len() {
        let mut i = 0;
        while i < GAMES_ROWS[game].len() {
            table[at] = GAMES_ROWS[game][i];
            at += 1;
            i += 1;
        }
        game += 1;
    }
    table
};
