//! The table of rule options: `docs/rules/house-rules.md` §8's rows that a game may switch,
//! each with its game and its values, the default (`docs/rules/house-rules.md`) first. The words a
//! player reads about them are in `i18n::house`.

use super::RuleOption;
use crate::Variant;

const fn row(id: &'static str, variant: Variant, values: &'static [&'static str]) -> RuleOption {
    RuleOption {
        id,
        variant,
        values,
    }
}

/// Every rule option, grouped by game in the order of `docs/rules/house-rules.md`: one copy in
/// the program, whichever crate reads it.
pub static RULE_OPTIONS: [RuleOption; TABLE.len()] = TABLE;

/// The options as a constant, for what is worked out at compile time (the index of an option
/// the rules read, the bits the chosen values take).
pub(super) const TABLE: [RuleOption; 30] = [
    // Goré, §1.4: a lap of 8 or more seeds drops into its origin, or skips it.
    row("G-skip", Variant::Gore, &["receive", "skip"]),
    // §1.5: the opponent's holes are those he owns, or those of his row on the board.
    row("G-own", Variant::Gore, &["ownership", "row"]),
    // §1.6: a mover who owns no seed passes, or the game ends.
    row("G-pass", Variant::Gore, &["pass", "game-ends"]),
    // §1.6: a position occurring again ends the game, or nothing does but small holes.
    row("G-rep", Variant::Gore, &["recurrence", "none"]),
    // §1.7: one offer at the start of the giver's turn, then his move; an offer instead of the
    // move; or offers at any time.
    row(
        "G-neg-time",
        Variant::Gore,
        &["turn-start", "instead-of-move", "any-time"],
    ),
    // §1.7: the giver keeps at least one hole, or may give them all.
    row("G-neg-keep", Variant::Gore, &["keep-one", "no-limit"]),
    // §1.7: any hole the giver owns may be given, or only the holes of his own row.
    row("G-neg-holes", Variant::Gore, &["any", "own-row"]),
    // §1.7: the receiver pays 6 seeds a hole from his store and an offer needs them, or he pays
    // what his store holds.
    row("G-neg-fund", Variant::Gore, &["store", "partial"]),
    // Goré's short form, the project's own and no traditional rule: the game is played out, or
    // it ends once a player has captured 25 seeds (more than half), and he wins.
    row("G-short", Variant::Gore, &["full", "first-to-25"]),
    // Woaley, §2.3: the 2 or 4 that captures is counted after the last seed falls, or before.
    row("W-count", Variant::Woaley, &["after-drop", "before-drop"]),
    // §2.3: one seed is left behind on the first lap only, or on every relay lap.
    row("W-relay", Variant::Woaley, &["first-lap", "every-lap"]),
    // §2.3: a lap of 12 or more seeds drops into its origin, or skips it.
    row("W-skip", Variant::Woaley, &["receive", "skip"]),
    // Kauri, §3.3: a lap of 12 or more items drops into its origin, or skips it.
    row("K-skip", Variant::Kauri, &["receive", "skip"]),
    // §3.5: the game ends when no seed is left (or a store reaches 31), or when the mover
    // cannot move.
    row("K-end", Variant::Kauri, &["no-seeds", "cannot-move"]),
    // Oware (Lemery), §4.4: the chain before the last plot must be harvested, or may be.
    row("O-may", Variant::OwareAbapa, &["compulsory", "optional"]),
    // §4.5: a grand slam leaves the plot farthest back (purposive); only a 6-plot chain leaves
    // one (literal); a move leaving the opponent no seed is illegal (Ludii).
    row(
        "O-5plots",
        Variant::OwareAbapa,
        &["purposive", "literal", "ludii"],
    ),
    // Oware (Ludoteka), §4.6: the game stops at 25 seeds, or is played out.
    row("O-25", Variant::OwareInternational, &["stop", "play-out"]),
    // Oware (Lemery), §4.6: a position occurring again ends the game, or nothing does.
    row("O-rep", Variant::OwareAbapa, &["recurrence", "none"]),
    // Nam-Nam, §5.3: every lap of 12 or more seeds skips its origin, or none does.
    row("N-skip", Variant::NamNam, &["every-lap", "never"]),
    // §5.3: the mover takes the 4 made by the last seed of each lap, or only by the last seed of
    // the turn (which never makes one).
    row("N-last", Variant::NamNam, &["each-lap", "last-of-turn"]),
    // §5.4: seeds in the mover's hand count as left on the board for the 8-seed rule, or not.
    row("N-8", Variant::NamNam, &["yes", "no"]),
    // Nam-Nam's short form, the project's own and no traditional rule: rounds go on until one
    // player holds all 48 seeds, or the game ends with its first round, won by who holds more.
    row("N-short", Variant::NamNam, &["full", "one-round"]),
    // Omweso, §6.2: the first to arrange sows first, or the other player does.
    row("M-first", Variant::Omweso, &["first-arranger", "other"]),
    // §6.3: a reverse move needs a plot of 2 seeds or more, or 1 seed is enough.
    row("M-rev2", Variant::Omweso, &["yes", "no"]),
    // §6.4: a lap of 16 or more seeds drops into its origin, or skips it.
    row("M-skip", Variant::Omweso, &["no", "yes"]),
    // §6.5: a harvest is compulsory, or the mover may decline it.
    row("M-must", Variant::Omweso, &["compulsory", "optional"]),
    // §6.5: harvested seeds are sown from the fixed anchor, from the newest capture plot, or
    // from the lap's origin (Ludii).
    row(
        "M-anchor",
        Variant::Omweso,
        &["fixed", "newest-capture", "lap-origin"],
    ),
    // §6.7: special wins are checked at the end of the turn, or at the harvest.
    row("M-timing", Variant::Omweso, &["end-of-turn", "at-harvest"]),
    // Kalah, §9.1: seeds in each pit at the start.
    row("Ka-seeds", Variant::Kalah, &["4", "3", "5", "6"]),
    // §9.4: a last seed in an empty own pit facing an empty pit stays, or is stored alone.
    row("Ka-empty", Variant::Kalah, &["no", "yes"]),
];
