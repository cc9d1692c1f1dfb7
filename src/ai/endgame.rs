//! Perfect Oware endgames (`docs/endgames.md`): a table of every board with at most 15 seeds
//! for one set of Oware rules, built by retrograde analysis ([`Build`], level by level, in steps
//! a Web Worker can run between other work), kept as bytes, and read to know what every move
//! is worth ([`EndgameTable::worths`]) and to play a best move that makes progress
//! ([`EndgameTable::best_move`]).
//!
//! The tables this instance knows are kept here ([`install`], [`with_table`]): the search of
//! levels 4 and 5 plays from one at once, and the analysis says its values exactly.

mod build;
mod index;
mod play;
mod table;

pub use build::{boards_up_to, build, Build, Progress};
pub use index::MAX_SEEDS;
pub use play::TableWorth;
pub use table::{Bounds, EndgameTable};

use mancala_rules::oware::EndgameRules;
use std::cell::RefCell;

thread_local! {
    /// The tables installed, at most one per set of rules.
    static TABLES: RefCell<Vec<EndgameTable>> = const { RefCell::new(Vec::new()) };
}

/// Keeps `table` for its rules, in place of any table of the same rules with fewer seeds.
pub fn install(table: EndgameTable) {
    TABLES.with(|tables| {
        let mut tables = tables.borrow_mut();
        match tables.iter_mut().find(|t| t.rules() == table.rules()) {
            Some(kept) if kept.seeds() >= table.seeds() => {}
            Some(kept) => *kept = table,
            None => tables.push(table),
        }
    });
}

/// Forgets every table installed.
pub fn uninstall_all() {
    TABLES.with(|tables| tables.borrow_mut().clear());
}

/// `f` of the table installed for `rules`, if any.
pub fn with_table<T>(rules: EndgameRules, f: impl FnOnce(&EndgameTable) -> T) -> Option<T> {
    TABLES.with(|tables| tables.borrow().iter().find(|t| t.rules() == rules).map(f))
}

#[cfg(test)]
mod tests;
