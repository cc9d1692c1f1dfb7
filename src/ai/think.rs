//! From settings to a chosen move: the [`Searchable`] games, the one match on [`AnyGame`] (at
//! the root, so the search below it runs on the game's own type), and the levels' choice among
//! the moves the search scored.

use super::search::WIN;
use super::search::{History, Limits, RootScore, Searcher};
use super::{Level, SearchResult, Settings};
use mancala_rules::rng::Rng;
use mancala_rules::seeds_taken;
use mancala_rules::{dispatch, AnyGame, Move, NoEvents, Player, Rules, Status};
use std::collections::HashMap;

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

    /// The final margin the player to move will end with (seeds in his store less the
    /// other's), as the lowest and highest it can be with best play by both, when an installed
    /// endgame table knows the position (`docs/endgames.md`). The search needs nothing more
    /// where the two agree on who wins. The default: never known.
    fn known_margin(&self) -> Option<(i32, i32)> {
        None
    }

    /// Whether a position of the game's past (`seen`, its repetition record) can come back
    /// before the next capture where [`Searchable::known_margin`] knows the boards, so that
    /// what it knows of the boards of this level may not hold for this game. The default:
    /// never.
    fn past_matters(&self, _seen: &HashMap<u64, u32>) -> bool {
        false
    }

    /// Whether [`Searchable::known_margin`] can know anything in this game (an endgame table
    /// of its rules is installed): when not, the search never asks. The default: never.
    fn may_know_margins(&self) -> bool {
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
    /// Searches `game` and picks the move (a level below the strongest may choose among close
    /// ones, slip, or grab a capture, but from level 2 never leaves a free capture of 4 or more).
    fn run<G: Searchable>(mut self, game: &G) -> Option<SearchResult> {
        let settings = self.settings;
        let level = settings.level;
        let style = level.style(game.variant());
        let deadline_ms = match (settings.time_limit_ms, self.clock.as_mut()) {
            (Some(limit), Some(clock)) => Some(clock() + limit.max(0.0)),
            _ => None,
        };
        let limits = Limits {
            max_nodes: settings.max_nodes.unwrap_or(style.nodes).max(1),
            max_depth: settings.max_depth.unwrap_or(style.depth).max(1),
            deadline_ms,
            clock: self.clock,
            table_bits: style.table_bits(),
            endgame_table: settings.endgame_table
                && level >= Level::Hard
                && game.may_know_margins(),
        };
        let mut rng = Rng::new(settings.seed ^ 0x0A1C_A1A0_5EED);
        let past_matters = limits.endgame_table && game.past_matters(&self.history.seen);
        let mut searcher = Searcher::new(limits, self.history, style.tolerance);
        searcher.past_matters = past_matters;
        let report = searcher.run(game, &mut rng)?;
        let best = *report.moves.first()?;
        let grab = style.grab_chance > 0.0 && rng.chance(style.grab_chance);
        let slip = style.slip_chance > 0.0 && rng.chance(style.slip_chance);
        let close: Vec<RootScore> = if grab {
            largest_captures(game, &report.moves, style.glance)
        } else if slip {
            slips(game, &report.moves, style.glance)
        } else {
            report
                .moves
                .iter()
                .filter(|m| m.score >= best.score.saturating_sub(style.tolerance))
                .copied()
                .collect()
        };
        let free = if level >= Level::Easy && (grab || slip || style.tolerance > 0) {
            free_capture(
                game,
                &report.moves,
                best.score.saturating_sub(style.tolerance),
            )
        } else {
            None
        };
        let blunder = (grab || slip) && free.is_none();
        let chosen = free.or_else(|| close.get(rng.below(close.len().max(1))).copied());
        let chosen = chosen.unwrap_or(best);
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

/// The moves a slip chooses among: those whose value one move ahead is within `glance` of the
/// best such value (what a player sees at a glance), with their
/// scores from the search.
fn slips<G: Searchable>(game: &G, moves: &[RootScore], glance: i32) -> Vec<RootScore> {
    let me = game.to_move();
    let values: Vec<i32> = moves
        .iter()
        .map(|m| {
            let mut after = game.clone();
            if !after.play_searched(&m.mv) {
                return i32::MIN;
            }
            match after.status() {
                Status::Playing => after.evaluate(me),
                Status::Over(None) => 0,
                Status::Over(Some(p)) if p == me => WIN,
                Status::Over(Some(_)) => -WIN,
            }
        })
        .collect();
    let top = values.iter().copied().max().unwrap_or(0);
    moves
        .iter()
        .zip(&values)
        .filter(|(_, &g)| g >= top.saturating_sub(glance))
        .map(|(m, _)| *m)
        .collect()
}

/// The moves taking the most seeds at once, what a beginner sees first; the slips
/// ([`slips`]) when no move takes any.
fn largest_captures<G: Searchable>(game: &G, moves: &[RootScore], glance: i32) -> Vec<RootScore> {
    let taken: Vec<u32> = moves.iter().map(|m| seeds_taken(game, &m.mv)).collect();
    let most = taken.iter().copied().max().unwrap_or(0);
    if most == 0 {
        return slips(game, moves, glance);
    }
    moves
        .iter()
        .zip(&taken)
        .filter(|(_, &t)| t == most)
        .map(|(m, _)| *m)
        .collect()
}

/// Seeds a capture must take for a level above the first never to leave it.
const OBVIOUS_CAPTURE: u32 = 4;

/// The capture of [`OBVIOUS_CAPTURE`] seeds or more, if any, that scores `floor` or better
/// (within the level's tolerance of the best move: taking it costs nothing), the largest first.
fn free_capture<G: Searchable>(game: &G, moves: &[RootScore], floor: i32) -> Option<RootScore> {
    moves
        .iter()
        .filter(|m| m.score >= floor)
        .map(|m| (seeds_taken(game, &m.mv), *m))
        .filter(|(taken, _)| *taken >= OBVIOUS_CAPTURE)
        .max_by_key(|(taken, m)| (*taken, m.score))
        .map(|(_, m)| m)
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

    fn known_margin(&self) -> Option<(i32, i32)> {
        dispatch!(self, g => g.known_margin())
    }

    fn may_know_margins(&self) -> bool {
        dispatch!(self, g => g.may_know_margins())
    }

    fn think(&self, job: Think<'_>) -> Option<SearchResult> {
        dispatch!(self, g => job.run(g))
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use mancala_rules::{Game, Options, Variant};

    /// Oware, player 0 to move: pit 3 takes 3 seeds, pit 4 none, pit 5 takes 5.
    pub(crate) fn captures_at_hand() -> Game {
        let game = Game::new(Variant::OwareAbapa, &Options::default()).unwrap();
        let mut position = game.position();
        let mut pits = vec![0u32; 12];
        (pits[3], pits[4], pits[5]) = (3, 1, 2);
        (pits[6], pits[7], pits[11]) = (2, 1, 39);
        position.pits = pits;
        Game::from_position(&position).unwrap()
    }

    fn scored(scores: [(usize, i32); 3]) -> Vec<RootScore> {
        scores
            .iter()
            .map(|&(pit, score)| RootScore {
                mv: Move::sow(pit),
                score,
            })
            .collect()
    }

    #[test]
    fn a_free_capture_of_four_or_more_is_taken_and_a_costly_one_is_not() {
        let game = captures_at_hand();
        let moves = scored([(4, 500), (5, 450), (3, 440)]);
        let free = free_capture(game.rules(), &moves, 400).map(|m| m.mv);
        assert_eq!(free, Some(Move::sow(5)));
        // Below the floor (it costs more than the tolerance), and too small a capture.
        assert_eq!(free_capture(game.rules(), &moves, 460).map(|m| m.mv), None);
        let small = scored([(4, 500), (5, 100), (3, 490)]);
        assert_eq!(free_capture(game.rules(), &small, 400).map(|m| m.mv), None);
    }

    #[test]
    fn a_grab_takes_the_largest_capture() {
        let game = captures_at_hand();
        let moves = scored([(4, 500), (3, 450), (5, 300)]);
        let grabbed: Vec<Move> = largest_captures(game.rules(), &moves, 150)
            .iter()
            .map(|m| m.mv)
            .collect();
        assert_eq!(grabbed, vec![Move::sow(5)]);
    }
}
