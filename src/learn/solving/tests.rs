use super::*;
use crate::puzzle::data;

/// Plays `s`'s line to its end: each solver move tried, each reply played.
fn play_line(s: &mut Solving) -> Result<(), String> {
    let id = s.puzzle().id.clone();
    for _ in 0..s.puzzle().solution.len() + 3 {
        if s.solved() {
            return Ok(());
        }
        if let Some(reply) = s.reply() {
            s.replied(&reply);
        } else if let Some(mv) = s.right_move() {
            let verdict = s.try_move(&mv);
            if verdict != Verdict::Right {
                return Err(format!("{id}: {mv:?} is {verdict:?}"));
            }
        } else {
            return Err(format!("{id}: neither the solver's move nor a reply"));
        }
    }
    Err(format!("{id}: the line ended unsolved"))
}

#[test]
fn every_puzzle_is_solved_by_its_line_and_every_other_first_move_is_told_why_not() {
    for puzzle in data::all().expect("every file reads") {
        let mut s = Solving::new(puzzle.clone()).expect("its position reads");
        let start = s.game().position();
        let right = puzzle.solution[0];
        for mv in s.game().legal_moves() {
            if mv == right {
                continue;
            }
            let verdict = s.try_move(&mv);
            assert_eq!(
                s.game().position(),
                start,
                "{}: a wrong move is not played",
                puzzle.id
            );
            let Verdict::Wrong(why) = verdict else {
                panic!("{}: {mv:?} is {verdict:?}", puzzle.id);
            };
            match (puzzle.goal, why) {
                (Goal::Win, Why::NoWin) | (Goal::Draw, Why::NoDraw) => {}
                (
                    Goal::Take { seeds, .. },
                    Why::TooFew {
                        taken,
                        seeds: asked,
                    },
                ) => {
                    assert!(taken < seeds && asked == seeds, "{}: {mv:?}", puzzle.id);
                }
                (
                    Goal::Take { .. },
                    Why::Stopped {
                        now, then, needed, ..
                    },
                ) => {
                    assert!(now + then < needed, "{}: {mv:?}", puzzle.id);
                }
                (Goal::Guard, Why::LetsCapture { seeds, .. }) => assert!(seeds > 0),
                (goal, why) => panic!("{}: {mv:?}: {why:?} for {goal:?}", puzzle.id),
            }
        }
        play_line(&mut s).unwrap();
        assert_eq!(
            s.try_move(&right),
            Verdict::Refused,
            "{}: solved, it takes no move",
            puzzle.id
        );
    }
}

#[test]
fn a_move_not_of_the_position_and_a_move_out_of_turn_are_refused() {
    let puzzle = data::puzzles(mancala_rules::Variant::OwareAbapa).unwrap()[0].clone();
    let mut s = Solving::new(puzzle).unwrap();
    assert_eq!(s.try_move(&Move::sow(40)), Verdict::Refused);
    let empty = (0..6)
        .find(|&p| s.game().position().pits[p] == 0)
        .expect("an empty pit");
    assert_eq!(s.try_move(&Move::sow(empty)), Verdict::Refused);
    assert_eq!(s.reply(), None, "the solver is to move");
}
