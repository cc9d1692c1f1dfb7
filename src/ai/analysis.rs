//! What every move is worth: the search's score of each legal move at a fixed depth (exact for
//! every move, not only the best: the root is searched with an unlimited tolerance, so no move
//! is cut off as merely worse), and the line the search expects after it, move by move. The
//! scores are estimates at that depth (the evaluation at the horizon), except forced ends the
//! search sees, which are exact. For every game.

use super::search::{History, Limits, Report, Searcher, EVERY_MOVE_EXACT, MAX_PLY, WIN};
use super::Searchable;
use mancala_rules::rng::Rng;
use mancala_rules::{dispatch, Game, Move, NoEvents, Status};

/// The deepest analysis asked for, in plies.
pub const MAX_DEPTH: u32 = 16;

/// Transposition table of an analysis: 2^18 entries (2 MB).
const TABLE_BITS: u32 = 18;

/// One move's worth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Worth {
    /// The move.
    pub mv: Move,
    /// Its score for the player to move, in hundredths of a seed; beyond `WIN - MAX_PLY` in
    /// absolute value, a forced win (positive) or loss.
    pub score: i32,
    /// The move, then the best replies the search expects, as far as its depth.
    pub line: Vec<Move>,
}

impl Worth {
    /// Plies to the end of a forced win or loss the search sees (`None`: none seen).
    pub fn forced_in(&self) -> Option<u32> {
        let left = WIN - self.score.abs();
        (left >= 0 && (left as usize) <= MAX_PLY).then_some(left as u32)
    }
}

/// Every legal move's worth, best first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The moves, best first.
    pub moves: Vec<Worth>,
    /// The depth searched, in plies.
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
}

/// Analyses `game` to `depth` plies (1 to [`MAX_DEPTH`]) visiting at most about `max_nodes`
/// positions (half for the scores, half for the lines). `None` when the game is over.
pub fn analyse(game: &Game, depth: u32, max_nodes: u64) -> Option<Analysis> {
    let depth = depth.clamp(1, MAX_DEPTH);
    let seen = || History {
        seen: game.seen().clone(),
    };
    dispatch!(game.rules(), g => analyse_in(g, depth, max_nodes.max(2), &seen))
}

/// A search of `game`, `depth` plies deep, `nodes` positions at most.
fn search<G: Searchable>(
    game: &G,
    depth: u32,
    nodes: u64,
    tolerance: i32,
    seen: &dyn Fn() -> History,
) -> Option<Report> {
    let limits = Limits {
        max_nodes: nodes.max(1),
        max_depth: depth,
        deadline_ms: None,
        clock: None,
        table_bits: TABLE_BITS,
        // The analysis gives the search's estimates; the table's own worths come apart.
        endgame_table: false,
    };
    Searcher::new(limits, seen(), tolerance).run(game, &mut Rng::new(0))
}

fn analyse_in<G: Searchable>(
    root: &G,
    depth: u32,
    max_nodes: u64,
    seen: &dyn Fn() -> History,
) -> Option<Analysis> {
    let report = search(root, depth, max_nodes / 2, EVERY_MOVE_EXACT, seen)?;
    let per_search = max_nodes / 2 / (report.moves.len() as u64 * u64::from(depth)).max(1);
    let mut nodes = report.nodes;
    let moves = report
        .moves
        .iter()
        .map(|root_move| {
            let mut line = vec![root_move.mv];
            let mut game = root.clone();
            game.play_unchecked(&root_move.mv, &mut NoEvents);
            for ply in 1..depth {
                if game.status() != Status::Playing {
                    break;
                }
                let Some(found) = search(&game, depth - ply, per_search, 0, seen) else {
                    break;
                };
                nodes += found.nodes;
                let Some(best) = found.moves.first() else {
                    break;
                };
                line.push(best.mv);
                game.play_unchecked(&best.mv, &mut NoEvents);
            }
            Worth {
                mv: root_move.mv,
                score: root_move.score,
                line,
            }
        })
        .collect();
    Some(Analysis {
        moves,
        depth: report.depth,
        nodes,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::{Options, Position, Variant};

    #[test]
    fn every_move_is_scored_exactly_and_the_best_first() {
        for variant in Variant::ALL {
            let game = Game::new(variant, &Options::default()).expect("starts");
            let analysis = analyse(&game, 4, 200_000).expect("a game to analyse");
            assert_eq!(analysis.moves.len(), game.legal_moves().len(), "{variant}");
            for pair in analysis.moves.windows(2) {
                assert!(pair[0].score >= pair[1].score, "{variant}: best first");
            }
            for worth in &analysis.moves {
                assert_eq!(worth.line[0], worth.mv);
                assert!(worth.line.len() <= 4);
                // The line is playable, move after move.
                let mut played = game.clone();
                for mv in &worth.line {
                    played.play(mv).expect("a line of legal moves");
                }
            }
        }
    }

    #[test]
    fn a_capture_is_worth_its_seeds_and_a_forced_end_is_told() {
        // Oware, South to move: pit 6 (index 5) sows its one seed into North's pit 7, which
        // then holds 2: taken.
        let game = Game::from_position(&Position::of_seeds(
            Variant::OwareAbapa,
            0,
            vec![4, 4, 4, 4, 4, 1, 1, 4, 4, 4, 4, 4],
            [3, 3],
        ))
        .expect("a position");
        let analysis = analyse(&game, 1, 50_000).expect("a game to analyse");
        let capture = analysis
            .moves
            .iter()
            .find(|w| w.mv == Move::sow(5))
            .expect("pit 6 is legal");
        assert!(
            capture.score >= 150,
            "the capture of 2 scores: {}",
            capture.score
        );
        // South's one move takes 2 seeds, the 25th and 26th: the game is won with it.
        let end = Game::from_position(&Position::of_seeds(
            Variant::OwareAbapa,
            0,
            vec![0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 1],
            [24, 21],
        ))
        .expect("a position");
        let analysis = analyse(&end, 6, 100_000).expect("a game to analyse");
        assert_eq!(analysis.moves.len(), 1);
        assert_eq!(analysis.moves[0].forced_in(), Some(1), "{analysis:?}");
        assert!(analysis.moves[0].score > 0);
    }
}
