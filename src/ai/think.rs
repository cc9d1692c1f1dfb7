//! From settings to a chosen move: the [`Searchable`] games, the one match on [`AnyGame`] (at
//! the root, so the search below it runs on the game's own type), and the levels' choice among
//! the moves the search scored.

use super::search::{History, Limits, Searcher};
use super::{SearchResult, Settings};
use mancala_rules::rng::Rng;
use mancala_rules::{dispatch, AnyGame, Move, NoEvents, Player, Rules};

/// A game the computer can play: its rules, plus a static evaluation (one per game, in
/// `src/ai/eval/`). The search is generic over it and monomorphized per game.
pub trait Searchable: Rules {
    /// The value of the position for `me`, in hundredths of a seed (positive: good for `me`).
    fn evaluate(&self, me: Player) -> i32;

    /// The moves the search tries, in [`Rules::legal_moves`]' order: every legal move, and possibly
    /// moves that [`Searchable::play_searched`] then refuses. A game whose legality costs a trial
    /// sowing of each move (a never-ending sowing is illegal, `docs/rules/common.md` §0.8) lists
    /// them untried here, so that a node that cuts off early never sows the moves it does not
    /// search. The default is the legal moves.
    fn search_moves(&self, out: &mut Vec<Move>) {
        self.legal_moves(out);
    }

    /// Plays `mv`, one of [`Searchable::search_moves`], without events; false when it turned
    /// out illegal (the game is then left in an unspecified state, to be dropped).
    fn play_searched(&mut self, mv: &Move) -> bool {
        self.play_unchecked(mv, &mut NoEvents);
        true
    }

    /// Whether this finished game's winner won "without glory" (Goré: he had refused an
    /// offer), which the search values a little below a plain win ([`GLORY_PLIES`]). The
    /// default: never.
    ///
    /// [`GLORY_PLIES`]: super::search::GLORY_PLIES
    fn won_without_glory(&self) -> bool {
        false
    }

    /// Runs the search `job` on this game. [`AnyGame`] hands it to the game inside, so the
    /// search never matches on the variant per position.
    fn think(&self, job: Think<'_>) -> Option<SearchResult> {
        job.run(self)
    }
}

/// One request to the search: the settings, what the game had seen before (for the repetition
/// rules), and the clock of a time limit.
pub struct Think<'c> {
    pub(super) settings: Settings,
    pub(super) history: History,
    pub(super) clock: Option<&'c mut dyn FnMut() -> f64>,
}

impl Think<'_> {
    /// Searches `game` and picks the move (the level may choose among close ones, or blunder).
    fn run<G: Searchable>(mut self, game: &G) -> Option<SearchResult> {
        let settings = self.settings;
        let level = settings.level;
        let deadline_ms = match (settings.time_limit_ms, self.clock.as_mut()) {
            (Some(limit), Some(clock)) => Some(clock() + limit.max(0.0)),
            _ => None,
        };
        let limits = Limits {
            max_nodes: settings.max_nodes.unwrap_or(level.node_budget()).max(1),
            max_depth: settings.max_depth.unwrap_or(level.max_depth()).max(1),
            deadline_ms,
            clock: self.clock,
            table_bits: level.table_bits(),
        };
        let mut rng = Rng::new(settings.seed ^ 0x0A1C_A1A0_5EED);
        let mut searcher = Searcher::new(limits, self.history, level.tolerance());
        let report = searcher.run(game, &mut rng)?;
        let best = *report.moves.first()?;
        let blunder = level.blunder_chance() > 0.0 && rng.chance(level.blunder_chance());
        let chosen = if blunder {
            report.moves.get(rng.below(report.moves.len()))
        } else {
            let close: Vec<_> = report
                .moves
                .iter()
                .filter(|m| m.score >= best.score.saturating_sub(level.tolerance()))
                .collect();
            close.get(rng.below(close.len().max(1))).copied()
        };
        let chosen = chosen.copied().unwrap_or(best);
        // Every move comes from the game's own list; the check costs little and makes the
        // guarantee independent of the search's bookkeeping.
        let mv = if game.check_move(&chosen.mv).is_ok() {
            chosen.mv
        } else {
            let mut moves = Vec::new();
            game.legal_moves(&mut moves);
            *moves.first()?
        };
        Some(SearchResult {
            mv,
            score: chosen.score,
            depth: report.depth,
            nodes: report.nodes,
            blunder,
        })
    }
}

impl Searchable for AnyGame {
    fn evaluate(&self, me: Player) -> i32 {
        dispatch!(self, g => g.evaluate(me))
    }

    fn search_moves(&self, out: &mut Vec<Move>) {
        dispatch!(self, g => g.search_moves(out))
    }

    fn play_searched(&mut self, mv: &Move) -> bool {
        dispatch!(self, g => g.play_searched(mv))
    }

    fn won_without_glory(&self) -> bool {
        dispatch!(self, g => g.won_without_glory())
    }

    fn think(&self, job: Think<'_>) -> Option<SearchResult> {
        dispatch!(self, g => job.run(g))
    }
}
