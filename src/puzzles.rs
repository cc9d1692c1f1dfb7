//! Puzzles proved (`docs/puzzles.md`): what makes a puzzle's right move right, checked by the
//! engine, the computer player and Oware's endgame tables. The generator
//! (`cargo run --example puzzles`) keeps only positions these proofs accept, and the native
//! suite proves every shipped puzzle again, so a rules change that breaks one fails the build.
//!
//! - **Win / Draw** (Oware): the endgame table's worth of every move for this game, with its
//!   past (`EndgameTable::worths_in_game`): the right move's is exact and reaches the goal
//!   (a win, or a draw), every other move's best hope falls short of it.
//! - **Take `n` in `k`**: searched to the end of the line, every reply tried: the right move
//!   takes at least `n` seeds within the solver's `k` moves, whatever the replies; no other
//!   first move does.
//! - **Guard**: after the right move, no reply of the other captures; after every other move,
//!   one does.

use crate::ai::{self, endgame, Level, Settings};
use crate::learn::solving::{guards, sure_takes};
use crate::learn::{Puzzle, PuzzleGoal};
use crate::rules::{AnyGame, Game, Move, Rules, Variant};

/// The final margin each move of an Oware `game` brings its mover with best play on both
/// sides, as the lowest and highest it can be (equal where exact), by the installed endgame
/// table of its rules, with the game's past. `None` where no table holds the game.
pub fn table_finals(game: &Game) -> Option<Vec<(Move, i32, i32)>> {
    let AnyGame::Oware(oware) = game.rules() else {
        return None;
    };
    let worths = endgame::with_table(oware.endgame_rules(), |t| {
        t.worths_in_game(oware, game.seen())
    })??;
    let stores = oware.stores();
    let mover = usize::from(oware.to_move());
    let lead = stores[mover] as i32 - stores[1 - mover] as i32;
    Some(
        worths
            .into_iter()
            .map(|w| {
                (
                    w.mv,
                    lead + i32::from(w.bounds.low),
                    lead + i32::from(w.bounds.high),
                )
            })
            .collect(),
    )
}

/// The one move reaching a Win (`draw` false) or Draw goal by the table's finals, if exactly
/// one does and every other falls short.
pub fn table_solution(finals: &[(Move, i32, i32)], draw: bool) -> Option<Move> {
    let reaches = |low: i32, high: i32| {
        if draw {
            low == 0 && high == 0
        } else {
            low > 0 && low == high
        }
    };
    let falls_short = |high: i32| if draw { high < 0 } else { high <= 0 };
    let mut right = finals.iter().filter(|(_, low, high)| reaches(*low, *high));
    let (mv, _, _) = right.next()?;
    if right.next().is_some() {
        return None;
    }
    finals
        .iter()
        .filter(|(m, _, _)| m != mv)
        .all(|(_, _, high)| falls_short(*high))
        .then_some(*mv)
}

/// The solution's first move checked against the puzzle's goal: the one move that reaches it.
///
/// # Errors
/// Why the puzzle is not proved: its position, its goal's proof, or another move that also
/// reaches the goal. An Oware goal needs the endgame table of its rules installed, holding the
/// board.
pub fn prove(puzzle: &Puzzle) -> Result<(), String> {
    let game = puzzle.game()?;
    let id = &puzzle.id;
    if game.outcome().is_some() {
        return Err(format!("{id}: the game is over"));
    }
    let right = *puzzle
        .solution
        .first()
        .ok_or_else(|| format!("{id}: no solution"))?;
    let found = match puzzle.goal {
        PuzzleGoal::Win | PuzzleGoal::Draw => {
            let finals = table_finals(&game)
                .ok_or_else(|| format!("{id}: no endgame table holds the position"))?;
            table_solution(&finals, puzzle.goal == PuzzleGoal::Draw)
                .ok_or_else(|| format!("{id}: not exactly one move reaches the goal: {finals:?}"))?
        }
        PuzzleGoal::Take { seeds, moves } => {
            let takes = sure_takes(&game, moves)
                .ok_or_else(|| format!("{id}: the line is too long to prove"))?;
            let mut reaching = takes.iter().filter(|(_, t)| *t >= seeds);
            let (mv, _) = reaching
                .next()
                .ok_or_else(|| format!("{id}: no move takes {seeds}: {takes:?}"))?;
            if reaching.next().is_some() {
                return Err(format!("{id}: two moves take {seeds}: {takes:?}"));
            }
            *mv
        }
        PuzzleGoal::Guard => {
            let mut safe = Vec::new();
            for mv in game.legal_moves() {
                match guards(&game, &mv) {
                    Some(true) => safe.push(mv),
                    Some(false) => {}
                    None => return Err(format!("{id}: {mv:?} leaves no reply to judge")),
                }
            }
            match safe.as_slice() {
                [mv] => *mv,
                _ => return Err(format!("{id}: {} safe moves: {safe:?}", safe.len())),
            }
        }
    };
    if found != right {
        return Err(format!("{id}: the right move is {found:?}, not {right:?}"));
    }
    Ok(())
}

/// The difficulty of a puzzle whose right move is `right`: 1 where the easy computer level
/// plays it (with each of three seeds), 2 where the medium one does, else 3. Searches alone:
/// the levels never read an endgame table here.
pub fn difficulty(game: &Game, right: &Move) -> u8 {
    let finds = |level: Level| {
        (1..=3).all(|seed| {
            let settings = Settings::new(level).with_seed(seed).without_endgame_table();
            ai::best_move_in_game(game, &settings, None).is_some_and(|r| r.mv == *right)
        })
    };
    if finds(Level::Easy) {
        1
    } else if finds(Level::Medium) {
        2
    } else {
        3
    }
}

/// Builds and installs the endgame table of `variant` (an Oware game, default rules) up to
/// `seeds` seeds, unless one as large is installed.
pub fn install_table(variant: Variant, seeds: usize) {
    let Some(rules) =
        crate::rules::oware::EndgameRules::new(variant, &crate::rules::HouseRules::default())
    else {
        return;
    };
    if let endgame::TableStatus::Ready { seeds: built } = endgame::status(rules) {
        if built >= seeds {
            return;
        }
    }
    if let Some(table) = endgame::build(rules, seeds) {
        endgame::install(table);
    }
}
