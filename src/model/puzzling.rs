//! The puzzles on the page: a game's puzzles, chosen in the menu (or by the `puzzle` setting),
//! are fetched, then shown one at a time on the board. The solver plays his move; a right one
//! is played and answered by the reply the line forces, a wrong one is not played and the
//! panel says why not, from the engine's counts ([`mancala_learn::solving`]). A hint marks the
//! right move's pit and one other; "Show me" plays the line. Puzzles solved are remembered
//! from one visit to the next. Like a lesson, puzzles are played by the solver alone: leaving
//! them gives back the opponent of before.

use super::command::{Control, Effect};
use super::opponent::Opponent;
use super::study::Study;
use super::table::Table;
use mancala_i18n::{fill, pit_list, seeds, LearnTexts, Texts};
use mancala_learn::{self as learn, Facts, Puzzle, Solving, Verdict, Why};
use mancala_rules::{Move, Variant};

/// Which puzzle of a game to open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pick {
    /// The first one not solved yet (easy ones first).
    Next,
    /// The one named (`"kalah-7"`).
    Named(String),
    /// The puzzle of the day: the same for everyone on a given day.
    Daily,
}

impl Pick {
    /// A `puzzle` setting's value: `daily`, or a puzzle's id, whose game it names.
    ///
    /// # Errors
    /// Neither, with the form expected.
    pub fn parse(value: &str) -> Result<(Option<Variant>, Pick), String> {
        let value = value.trim();
        if value == "daily" {
            return Ok((None, Pick::Daily));
        }
        let game = value
            .rsplit_once('-')
            .filter(|(_, n)| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|(game, _)| game.parse::<Variant>().ok());
        match game {
            Some(variant) => Ok((Some(variant), Pick::Named(value.to_string()))),
            None => Err("not \"daily\" nor a puzzle's id such as \"oware-abapa-3\"".into()),
        }
    }
}

/// What the panel says under the goal.
#[derive(Clone, Debug, PartialEq)]
enum Said {
    /// Nothing yet.
    Nothing,
    /// A move tried that is not right: why not.
    Wrong(Why),
    /// The solver's right move: what it did.
    Right(Facts),
    /// The other answered from this pit; the solver moves again.
    Replied(usize),
    /// The goal is reached.
    Solved,
    /// "Show me" played the line.
    Shown,
}

/// One puzzle going on.
#[derive(Clone, Debug)]
struct Going {
    /// Its place in the game's list.
    index: usize,
    solving: Solving,
    said: Said,
    /// The pits the hint marks (empty: no hint asked).
    hint: Vec<usize>,
    /// "Show me" was pressed: the line plays itself, and the puzzle is not counted.
    shown: bool,
    /// Opened as the puzzle of the day.
    daily: bool,
}

/// The puzzles' state: the game's list, the puzzle going on, the one asked for, the puzzles
/// solved and who played before.
#[derive(Clone, Debug, Default)]
pub struct Puzzles {
    /// The game's puzzles, easy ones first.
    list: Vec<Puzzle>,
    going: Study<Going>,
    /// The game and puzzle asked for, not arrived yet.
    wanted: Option<(Variant, Pick)>,
    /// The ids of the puzzles solved, as kept.
    solved: Vec<String>,
}

/// Where the puzzle going on stands (`app.puzzle()`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleView<'a> {
    /// The puzzle's id.
    pub id: &'a str,
    /// Its game.
    pub variant: Variant,
    /// Its place among the game's puzzles, from 0.
    pub index: usize,
    /// How many the game has.
    pub count: usize,
    /// The solver is to move.
    pub asks: bool,
    /// Its goal is reached by the solver.
    pub solved: bool,
    /// "Show me" played its answer.
    pub shown: bool,
}

impl Puzzles {
    /// The puzzle going on, if any.
    pub fn view(&self) -> Option<PuzzleView<'_>> {
        let going = self.going.get()?;
        Some(PuzzleView {
            id: &going.solving.puzzle().id,
            variant: going.solving.puzzle().variant,
            index: going.index,
            count: self.list.len(),
            asks: !going.shown && going.solving.right_move().is_some(),
            solved: going.solving.solved() && !going.shown,
            shown: going.shown,
        })
    }

    /// True while a puzzle goes on.
    pub fn on(&self) -> bool {
        self.going.is_on()
    }

    /// Asks for `variant`'s puzzles, to open `pick` when they arrive.
    pub fn ask(&mut self, variant: Variant, pick: Pick, out: &mut Vec<Effect>) {
        self.wanted = Some((variant, pick));
        out.push(Effect::FetchPuzzles(variant));
    }

    /// The puzzles of `arrived` came (their JSON `text`, or why not), with the ids of those
    /// solved on earlier visits and the day (days since 1 January 1970, for the puzzle of the
    /// day). True when one starts, with `opponent` playing until then: its board then goes on
    /// the table ([`Puzzles::table`]). Puzzles not asked for are passed over; damaged ones, or a
    /// puzzle named that is not there, are reported and nothing changes.
    pub fn arrived(
        &mut self,
        arrived: Variant,
        text: Result<String, String>,
        solved: Vec<String>,
        day: u32,
        opponent: Opponent,
        out: &mut Vec<Effect>,
    ) -> bool {
        let Some((variant, pick)) = self.wanted.take_if(|(v, _)| *v == arrived) else {
            return false;
        };
        let mut list = match text.and_then(|t| Puzzle::list_from_json(&t)) {
            Ok(list) if !list.is_empty() => list,
            Ok(_) => return report(out, variant, "no puzzles".into()),
            Err(e) => return report(out, variant, e),
        };
        list.retain(|p| p.variant == variant);
        list.sort_by_key(|p| p.difficulty);
        let index = match &pick {
            Pick::Next => list
                .iter()
                .position(|p| !solved.contains(&p.id))
                .unwrap_or(0),
            Pick::Daily => day as usize % list.len().max(1),
            Pick::Named(id) => match list.iter().position(|p| p.id == *id) {
                Some(i) => i,
                None => {
                    out.push(Effect::Warn(format!(
                        "puzzle=\"{id}\": no such puzzle; {} has {} to {}",
                        variant.id(),
                        list.first().map_or("", |p| p.id.as_str()),
                        list.last().map_or("", |p| p.id.as_str()),
                    )));
                    return false;
                }
            },
        };
        self.list = list;
        self.solved = solved;
        self.open(index, pick == Pick::Daily, opponent, out)
    }

    /// Opens the list's puzzle at `index`, `opponent` having played until then (unless a
    /// puzzle was going on, whose opponent of before stays); true when it reads.
    fn open(
        &mut self,
        index: usize,
        daily: bool,
        opponent: Opponent,
        out: &mut Vec<Effect>,
    ) -> bool {
        let Some(puzzle) = self.list.get(index) else {
            return false;
        };
        match Solving::new(puzzle.clone()) {
            Ok(solving) => {
                let going = Going {
                    index,
                    solving,
                    said: Said::Nothing,
                    hint: Vec::new(),
                    shown: false,
                    daily,
                };
                self.going.begin(going, opponent);
                true
            }
            Err(e) => report(out, puzzle.variant, e),
        }
    }

    /// The table of the puzzle going on, at its start; none without one.
    pub fn table(&self) -> Option<Table> {
        let going = self.going.get()?;
        Some(Table::lesson_step(going.solving.game().clone(), &[], false))
    }

    /// The solver tries `mv`: `Some(true)` when it is right (to be played), `Some(false)` when
    /// it is not (the panel says why), `None` when it is not a move the puzzle takes now.
    pub fn try_move(&mut self, mv: &Move, out: &mut Vec<Effect>) -> Option<bool> {
        let going = self.going.get_mut()?;
        let before = going.solving.game().clone();
        match going.solving.try_move(mv) {
            Verdict::Right => {
                let facts = learn::facts_of(&before, mv).unwrap_or_default();
                going.said = Said::Right(facts);
                going.hint.clear();
                self.check_solved(out);
                Some(true)
            }
            Verdict::Wrong(why) => {
                going.said = Said::Wrong(why);
                Some(false)
            }
            Verdict::Refused => None,
        }
    }

    /// The move to play now without the solver: the line's reply, or, once "Show me" was
    /// pressed, the solver's next move too.
    pub fn next_move(&self) -> Option<Move> {
        let going = self.going.get()?;
        going
            .solving
            .reply()
            .or_else(|| going.shown.then(|| going.solving.right_move()).flatten())
    }

    /// `mv`, from [`Puzzles::next_move`], is being played.
    pub fn played(&mut self, mv: &Move, out: &mut Vec<Effect>) {
        let Some(going) = self.going.get_mut() else {
            return;
        };
        if going.solving.reply().as_ref() == Some(mv) {
            going.solving.replied(mv);
            if !going.shown {
                going.said = Said::Replied(mv.pit().unwrap_or(0));
            }
        } else {
            going.solving.try_move(mv);
        }
        self.check_solved(out);
    }

    /// "Show me": the right move is played, then the rest of the line; the puzzle is not
    /// counted as solved. Returns the move to play now.
    pub fn show(&mut self) -> Option<Move> {
        let going = self.going.get_mut()?;
        let mv = going.solving.right_move()?;
        going.shown = true;
        going.hint.clear();
        going.said = Said::Shown;
        going.solving.try_move(&mv);
        Some(mv)
    }

    /// The hint: the right move's pit marked, with the nearest other pit that can be played
    /// (the marks go on the table). Nothing when no move is asked now.
    pub fn hint(&mut self) -> Option<&[usize]> {
        let going = self.going.get_mut()?;
        let right = going.solving.right_move()?.pit()?;
        let mut others: Vec<usize> = going
            .solving
            .game()
            .legal_moves()
            .iter()
            .filter_map(Move::pit)
            .filter(|p| *p != right)
            .collect();
        others.sort_by_key(|p| (p.abs_diff(right), *p));
        going.hint = std::iter::once(right)
            .chain(others.first().copied())
            .collect();
        going.hint.sort_unstable();
        Some(&going.hint)
    }

    /// Once the goal is reached (and not shown): remembered as solved.
    fn check_solved(&mut self, out: &mut Vec<Effect>) {
        let Some(going) = self.going.get_mut() else {
            return;
        };
        if !going.solving.solved() || going.said == Said::Solved {
            return;
        }
        if going.shown {
            going.said = Said::Shown;
            return;
        }
        going.said = Said::Solved;
        let id = &going.solving.puzzle().id;
        if !self.solved.contains(id) {
            self.solved.push(id.clone());
            out.push(Effect::RememberPuzzles {
                variant: going.solving.puzzle().variant,
                solved: self.solved.clone(),
            });
        }
    }

    /// True once the puzzle going on is over (solved or shown): nobody plays until the next.
    pub fn over(&self) -> bool {
        self.going
            .get()
            .is_some_and(|g| g.solving.solved() && self.next_move().is_none())
    }

    /// "Next puzzle": the list's next (after the last, the first); true when it opens.
    pub fn next(&mut self, out: &mut Vec<Effect>) -> bool {
        let Some(going) = self.going.get() else {
            return false;
        };
        let index = (going.index + 1) % self.list.len().max(1);
        // A puzzle is going on: its opponent of before stays.
        self.open(index, false, Opponent::HotSeat, out)
    }

    /// The game of the puzzles going on, whose game leaving them starts.
    pub fn leaving(&self) -> Option<Variant> {
        self.going.get().map(|g| g.solving.puzzle().variant)
    }

    /// Ends the puzzles, if any (and forgets those asked for): the opponent of before them is
    /// given back.
    pub fn end(&mut self) -> Option<Opponent> {
        self.wanted = None;
        self.going.end()
    }

    /// Who plays the next game "of the same opponent" as `opponent`: during puzzles, the one
    /// of before them.
    pub fn same_opponent(&self, opponent: Opponent) -> Opponent {
        self.going.same_opponent(opponent)
    }

    /// The puzzle panel in `texts`' language: `None` without a puzzle (the lesson's controls
    /// then own the panel).
    pub fn controls(&self, texts: &Texts) -> Option<Vec<Control>> {
        let going = self.going.get()?;
        let puzzle = going.solving.puzzle();
        let t = texts.learn_for(puzzle.variant);
        let level = match puzzle.difficulty {
            1 => t.puzzle_easy,
            2 => t.puzzle_medium,
            _ => t.puzzle_hard,
        };
        let progress = if going.daily {
            fill(t.puzzle_daily, &[("level", &level)])
        } else {
            fill(
                t.puzzle_progress,
                &[
                    ("n", &(going.index + 1)),
                    ("total", &self.list.len()),
                    ("level", &level),
                ],
            )
        };
        let name = texts.variant(puzzle.variant).name;
        let result = self.result(going, t);
        let hint = match going.hint.as_slice() {
            [] => None,
            [_] => Some(t.puzzle_hint_one.to_string()),
            _ => Some(t.puzzle_hint_two.to_string()),
        };
        let asks = going.solving.right_move().is_some() && !going.shown;
        let finished = going.solving.solved();
        Some(vec![
            Control::shown("lesson", true, None),
            Control::shown(
                "lesson-progress",
                true,
                Some(format!("{progress} · {name}")),
            ),
            Control::shown("lesson-text", true, Some(puzzle.goal.sentence(t))),
            Control::shown("lesson-result", !result.is_empty(), Some(result)),
            Control::shown("lesson-house", hint.is_some(), hint),
            Control {
                enabled: Some(asks),
                ..Control::shown("btn-puzzle-hint", true, Some(t.hint.to_string()))
            },
            Control {
                enabled: Some(asks),
                ..Control::shown("btn-puzzle-show", true, Some(t.puzzle_show.to_string()))
            },
            Control {
                enabled: Some(true),
                attribute: Some(("class", if finished { "primary" } else { "" })),
                ..Control::shown("btn-lesson-next", true, Some(t.puzzle_next.to_string()))
            },
            Control::shown("btn-lesson-leave", true, Some(t.puzzle_leave.to_string())),
        ])
    }

    /// What a puzzle changes in the game's own controls: the computer's hint hidden (the
    /// puzzle has its own), and once it is over, the status line says how to go on.
    pub fn overrides(&self, texts: &Texts) -> Vec<Control> {
        let Some(going) = self.going.get() else {
            return Vec::new();
        };
        let t = texts.learn_for(going.solving.puzzle().variant);
        let mut out = vec![Control::shown("btn-hint", false, None)];
        if self.over() {
            out.push(Control::shown(
                "status",
                true,
                Some(t.puzzle_press_next.to_string()),
            ));
        }
        out
    }

    /// What the panel says of the moves so far.
    fn result(&self, going: &Going, t: &LearnTexts) -> String {
        let count = || {
            fill(
                t.puzzle_count,
                &[("n", &self.solved.len()), ("total", &self.list.len())],
            )
        };
        match &going.said {
            Said::Nothing if self.solved.contains(&going.solving.puzzle().id) => {
                t.puzzle_before.to_string()
            }
            Said::Nothing => String::new(),
            Said::Wrong(why) => format!("{} {}", why_not(t, why), t.try_again),
            Said::Right(facts) => format!("{} {}", t.puzzle_right, learn::told(t, facts)),
            Said::Replied(pit) => format!(
                "{} {}",
                fill(t.puzzle_replied, &[("pit", &pit_list(t, &[*pit]))]),
                t.puzzle_your_move
            ),
            Said::Solved => format!("{} {}", t.puzzle_solved, count()),
            Said::Shown => t.puzzle_shown.to_string(),
        }
    }
}

/// A damaged list or puzzle, reported; nothing starts.
fn report(out: &mut Vec<Effect>, variant: Variant, why: String) -> bool {
    out.push(Effect::Report(format!(
        "the puzzles of {}: {why}",
        variant.id()
    )));
    false
}

/// Why a move tried is not right, in words.
fn why_not(t: &LearnTexts, why: &Why) -> String {
    match why {
        Why::NoWin => t.puzzle_no_win.to_string(),
        Why::NoDraw => t.puzzle_no_draw.to_string(),
        Why::TooFew { taken: 0, seeds: n } => fill(t.puzzle_none, &[("n", n)]),
        Why::TooFew { taken, seeds: n } => {
            fill(t.puzzle_too_few, &[("taken", &seeds(t, *taken)), ("n", n)])
        }
        Why::Stopped { needed, .. } => fill(t.puzzle_stopped, &[("seeds", &seeds(t, *needed))]),
        Why::LetsCapture { reply, seeds: n } => fill(
            t.puzzle_lets_capture,
            &[
                ("seeds", &seeds(t, *n)),
                ("pit", &pit_list(t, &[reply.pit().unwrap_or(0)])),
            ],
        ),
        Why::NotThisOne => t.puzzle_not_this.to_string(),
    }
}

#[cfg(test)]
mod tests;
