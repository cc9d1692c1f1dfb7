//! A lesson made concrete and checked through the engine: the board of every step (a step
//! without a position continues from the previous one), every asked move legal, every stored
//! fact equal to what the engine's events say, a goal's answers complete, and a "wrong" nudge
//! only where another move can be tried.

use super::facts::Facts;
use super::lesson::{Goal, Lesson, Step};
use mancala_rules::{Game, Move};

/// The fewest and the most steps a lesson has.
pub const STEPS: std::ops::RangeInclusive<usize> = 6..=12;

/// The game on the board at each step of `lesson`, in order.
///
/// # Errors
/// A position that is missing, invalid or of another game; a step that continues after a step
/// with more than one answer; an answer the engine refuses.
pub fn boards(lesson: &Lesson) -> Result<Vec<Game>, String> {
    let mut out: Vec<Game> = Vec::with_capacity(lesson.steps.len());
    for (i, step) in lesson.steps.iter().enumerate() {
        let at = |e: String| format!("{} step {}: {e}", lesson.variant.id(), i + 1);
        let game = match (&step.position, i) {
            (Some(p), _) if p.variant != lesson.variant => {
                return Err(at(format!("a position of {}", p.variant.id())))
            }
            (Some(p), _) => Game::from_position(p).map_err(|e| at(e.message().to_string()))?,
            (None, 0) => return Err(at("the first step needs a position".into())),
            (None, _) => after_previous(&lesson.steps[i - 1], &out[i - 1]).map_err(at)?,
        };
        out.push(game);
    }
    Ok(out)
}

/// The board after `previous` (played on `game`): unchanged when it asked nothing, after its one
/// answer otherwise.
fn after_previous(previous: &Step, game: &Game) -> Result<Game, String> {
    match previous.answers.as_slice() {
        [] => Ok(game.clone()),
        [only] => {
            let mut next = game.clone();
            next.play(&only.mv).map_err(|e| e.message().to_string())?;
            Ok(next)
        }
        _ => Err("no position, after a step with more than one answer".into()),
    }
}

/// What `mv` does on `game`, without changing it.
///
/// # Errors
/// The move is illegal there.
pub fn facts_of(game: &Game, mv: &Move) -> Result<Facts, String> {
    let mut copy = game.clone();
    let mover = copy.to_move();
    let events = copy.play(mv).map_err(|e| e.message().to_string())?;
    Ok(Facts::of(mover, &events))
}

/// Checks `lesson` whole.
///
/// # Errors
/// The first problem, naming the step: see the module's summary.
pub fn check(lesson: &Lesson) -> Result<(), String> {
    if !STEPS.contains(&lesson.steps.len()) {
        return Err(format!(
            "{}: {} steps; a lesson has 6 to 12",
            lesson.variant.id(),
            lesson.steps.len()
        ));
    }
    lesson.untranslated()?;
    let games = boards(lesson)?;
    for (i, (step, game)) in lesson.steps.iter().zip(&games).enumerate() {
        check_step(step, game)
            .map_err(|e| format!("{} step {}: {e}", lesson.variant.id(), i + 1))?;
    }
    Ok(())
}

fn check_step(step: &Step, game: &Game) -> Result<(), String> {
    let pits = game.position().pits.len();
    if let Some(bad) = step.highlight.iter().find(|&&p| p >= pits) {
        return Err(format!("highlight {bad}: the board has {pits} pits"));
    }
    match (step.goal, step.answers.is_empty()) {
        (None, false) => return Err("answers without a goal".into()),
        (Some(_), true) => return Err("a goal without answers".into()),
        (None, true) => {
            return match (&step.after, &step.wrong) {
                (None, None) => Ok(()),
                _ => Err("\"after\" or \"wrong\" on a step that asks no move".into()),
            }
        }
        (Some(_), false) => {}
    }
    for answer in &step.answers {
        let engine =
            facts_of(game, &answer.mv).map_err(|e| format!("answer {}: {e}", json(&answer.mv)))?;
        if engine != answer.facts {
            return Err(format!(
                "answer {}: the facts stored are {}, the engine's are {}",
                json(&answer.mv),
                json(&answer.facts),
                json(&engine)
            ));
        }
    }
    // A nudge is said after another move is tried: on a step whose every legal move is an
    // answer, no learner could ever read it.
    let legal = game.legal_moves();
    if step.wrong.is_some()
        && legal
            .iter()
            .all(|m| step.answers.iter().any(|a| a.mv == *m))
    {
        return Err("\"wrong\" on a step where every legal move is an answer".into());
    }
    let wanted: Vec<Move> = match step.goal {
        Some(Goal::Capture) => game
            .legal_moves()
            .into_iter()
            .filter(|m| facts_of(game, m).is_ok_and(|f| f.took()))
            .collect(),
        Some(Goal::Any) => game.legal_moves(),
        _ => return Ok(()),
    };
    let listed: Vec<Move> = step.answers.iter().map(|a| a.mv).collect();
    match wanted.iter().find(|m| !listed.contains(m)) {
        Some(missing) => Err(format!(
            "the goal accepts {}, which is not an answer",
            json(missing)
        )),
        None => match listed.iter().find(|m| !wanted.contains(m)) {
            Some(extra) => Err(format!("answer {} does not meet the goal", json(extra))),
            None => Ok(()),
        },
    }
}

/// A value as JSON text, for messages.
pub fn json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_default()
}
