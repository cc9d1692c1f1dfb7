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
mod past;
mod play;
mod predecessors;
mod table;

pub use build::{boards_up_to, build, Build, Progress};
pub use index::MAX_SEEDS;
pub use play::TableWorth;
pub use table::{Bounds, EndgameTable};

use crate::{SearchResult, SEED};
use mancala_rules::oware::EndgameRules;
use mancala_rules::{AnyGame, Game};
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

/// `f` of the table of `rules`: the one installed, else the levels a build under way has
/// finished.
pub fn with_table<T>(rules: EndgameRules, f: impl FnOnce(&EndgameTable) -> T) -> Option<T> {
    TABLES.with(|tables| {
        if let Some(table) = tables.borrow().iter().find(|t| t.rules() == rules) {
            return Some(f(table));
        }
        BUILDS.with(|builds| {
            let builds = builds.borrow();
            let table = builds.iter().find(|b| b.rules() == rules)?.finished()?;
            Some(f(table))
        })
    })
}

/// The move an installed table plays in `game`, at once, when it holds the position exactly
/// with the game's past (its score: the final margin it forces, in hundredths of a seed).
pub fn table_move(game: &Game) -> Option<SearchResult> {
    let AnyGame::Oware(oware) = game.rules() else {
        return None;
    };
    let (mv, margin) = with_table(oware.endgame_rules(), |t| {
        t.best_move_in_game(oware, game.seen())
    })??;
    let stores = oware.stores();
    let mover = usize::from(game.to_move());
    let lead = stores[mover] as i32 - stores[1 - mover] as i32;
    Some(SearchResult {
        mv,
        score: (lead + i32::from(margin)) * SEED,
        depth: 0,
        nodes: 0,
        blunder: false,
    })
}

/// Where the table of some rules stands in this instance.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableStatus {
    /// No table and no build.
    Absent,
    /// Being built.
    Building(Progress),
    /// Installed, complete up to `seeds` seeds.
    Ready {
        /// The most seeds of its boards.
        seeds: usize,
    },
}

thread_local! {
    /// The builds under way, at most one per set of rules.
    static BUILDS: RefCell<Vec<Build>> = const { RefCell::new(Vec::new()) };
}

/// Where the table of `rules` stands: a build under way first (the levels it has finished
/// serve already, through [`with_table`]), then an installed table.
pub fn status(rules: EndgameRules) -> TableStatus {
    let building = BUILDS.with(|builds| {
        builds
            .borrow()
            .iter()
            .find(|b| b.rules() == rules)
            .map(|b| TableStatus::Building(b.progress()))
    });
    let ready = || {
        TABLES.with(|tables| {
            let tables = tables.borrow();
            let table = tables.iter().find(|t| t.rules() == rules)?;
            Some(TableStatus::Ready {
                seeds: table.seeds(),
            })
        })
    };
    building.or_else(ready).unwrap_or(TableStatus::Absent)
}

/// Builds the table of `rules` up to `seeds` seeds while `keep_going()` says so, starting the
/// build if none is under way and no table of as many seeds is installed; installs it when
/// done. The levels finished serve meanwhile ([`with_table`]). Returns where it stands.
pub fn build_step(
    rules: EndgameRules,
    seeds: usize,
    keep_going: &mut dyn FnMut() -> bool,
) -> TableStatus {
    let now = status(rules);
    if matches!(now, TableStatus::Ready { seeds: built } if built >= seeds.min(MAX_SEEDS)) {
        return now;
    }
    let finished = BUILDS.with(|builds| {
        let mut builds = builds.borrow_mut();
        let at = match builds.iter().position(|b| b.rules() == rules) {
            Some(at) => at,
            None => {
                builds.push(Build::new(rules, seeds));
                builds.len() - 1
            }
        };
        if builds[at].step(keep_going) {
            builds.swap_remove(at).into_table()
        } else {
            None
        }
    });
    if let Some(table) = finished {
        install(table);
    }
    status(rules)
}

#[cfg(test)]
mod tests;
