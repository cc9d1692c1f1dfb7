//! The session's puzzles: opened from the menu or the `puzzle` setting, a wrong move answered
//! with its reason and not played, a right one answered by the line's reply, the puzzles
//! solved remembered, a hint, "Show me", and the game of before given back on leaving.

use crate::scripted::*;
use mancala_learn::puzzle::data;
use mancala_learn::{Puzzle, Solving};

fn board(s: &Session) -> Vec<u32> {
    s.table().board().pits.clone()
}

/// The game's puzzles in the order the page offers them (easy ones first).
fn offered(variant: Variant) -> Vec<Puzzle> {
    let mut list = data::puzzles(variant).expect("the puzzles read");
    list.sort_by_key(|p| p.difficulty);
    list
}

/// Plays the solver's moves of `puzzle` as a person would (the replies play themselves),
/// until it is solved.
fn solve(s: &mut Session, shell: &mut Shell, puzzle: &Puzzle) {
    let mut solving = Solving::new(puzzle.clone()).unwrap();
    while !solving.solved() {
        if let Some(reply) = solving.reply() {
            solving.replied(&reply);
            continue;
        }
        let mv = solving.right_move().expect("a move reaches the goal");
        assert_eq!(board(s), solving.game().position().pits, "{}", puzzle.id);
        shell.play_as_person(s, mv);
        solving.try_move(&mv);
    }
    assert_eq!(board(s), solving.game().position().pits, "{}", puzzle.id);
}

#[test]
fn a_puzzle_from_the_menu_refuses_a_wrong_move_with_its_reason_then_is_solved() {
    let (mut s, mut shell) = session();
    shell.run(&mut s, Command::Button(Action::Opponent));
    let before = s.seats().opponent;
    assert_ne!(before, Opponent::HotSeat);
    shell.run(&mut s, Command::Puzzles(Variant::OwareAbapa));
    let list = offered(Variant::OwareAbapa);
    let first = &list[0];
    assert_eq!(
        s.seats().opponent,
        Opponent::HotSeat,
        "the solver plays alone"
    );
    assert_eq!(shell.controls.get("lesson"), Some(&true));
    assert_eq!(
        shell.texts["lesson-progress"],
        format!("Puzzle 1 of {} (easy) · Oware Abapa", list.len())
    );
    let t = mancala_i18n::english().learn;
    assert_eq!(shell.texts["lesson-text"], first.goal.sentence(t));
    assert_eq!(board(&s), first.position.pits);
    for forbidden in [Action::Undo, Action::Opponent, Action::Level] {
        assert_eq!(shell.enabled.get(forbidden.id()), Some(&false));
    }
    assert_eq!(
        shell.controls.get("btn-hint"),
        Some(&false),
        "the puzzle's own hint, not the computer's"
    );

    let right = first.solution[0].pit().unwrap();
    let wrong = s
        .table()
        .playable(Opponent::HotSeat)
        .into_iter()
        .find(|p| *p != right)
        .expect("another move");
    shell.run(&mut s, Command::Pit(wrong));
    assert_eq!(board(&s), first.position.pits, "a wrong move is not played");
    let said = &shell.texts["lesson-result"];
    assert!(
        said.starts_with("Not this one") && said.ends_with("Try again!"),
        "{said}"
    );

    solve(&mut s, &mut shell, first);
    assert_eq!(
        shell.texts["lesson-result"],
        format!(
            "Puzzle solved! You have solved 1 of the {} puzzles.",
            list.len()
        )
    );
    assert_eq!(
        shell.solved_puzzles[&Variant::OwareAbapa],
        vec![first.id.clone()]
    );
    assert!(
        s.table().playable(Opponent::HotSeat).is_empty(),
        "nobody plays a solved puzzle"
    );
    assert_eq!(
        shell.status.as_deref(),
        Some("Press “Next puzzle” for another one.")
    );
    assert!(shell.over.is_empty(), "no game-over panel");

    shell.run(&mut s, Command::Button(Action::LessonNext));
    assert!(shell.texts["lesson-progress"].starts_with("Puzzle 2 of"));
    assert_eq!(board(&s), list[1].position.pits);
    shell.run(&mut s, Command::Button(Action::LessonLeave));
    assert_eq!(shell.controls.get("lesson"), Some(&false));
    assert_eq!(s.seats().opponent, before, "the opponent of before is back");
    assert_eq!(s.table().variant(), Variant::OwareAbapa);
}

#[test]
fn every_puzzle_of_every_game_is_solved_by_playing_its_line_on_the_page() {
    for variant in Variant::ALL {
        let list = offered(variant);
        let (mut s, mut shell) = session();
        shell.run(&mut s, Command::Puzzles(variant));
        for (i, puzzle) in list.iter().enumerate() {
            assert_eq!(board(&s), puzzle.position.pits, "{}", puzzle.id);
            solve(&mut s, &mut shell, puzzle);
            assert!(
                shell.texts["lesson-result"].starts_with("Puzzle solved!"),
                "{}: {}",
                puzzle.id,
                shell.texts["lesson-result"]
            );
            assert_eq!(shell.solved_puzzles[&variant].len(), i + 1);
            shell.run(&mut s, Command::Button(Action::LessonNext));
        }
        assert!(shell.over.is_empty(), "{}", variant.id());
    }
}

#[test]
fn puzzles_solved_are_remembered_and_the_next_one_not_solved_opens() {
    let list = offered(Variant::Kalah);
    let (mut s, mut shell) = session();
    shell
        .solved_puzzles
        .insert(Variant::Kalah, vec![list[0].id.clone(), list[1].id.clone()]);
    shell.run(&mut s, Command::Puzzles(Variant::Kalah));
    assert!(shell.texts["lesson-progress"].starts_with("Puzzle 3 of"));
    // Back to one solved before: it says so.
    for _ in 2..list.len() {
        shell.run(&mut s, Command::Button(Action::LessonNext));
    }
    assert!(shell.texts["lesson-progress"].starts_with("Puzzle 1 of"));
    assert_eq!(
        shell.texts["lesson-result"],
        "You solved this one on an earlier visit."
    );
}

#[test]
fn the_hint_marks_the_right_pit_and_one_other_and_show_me_plays_the_line_uncounted() {
    let list = offered(Variant::Woaley);
    let puzzle = &list[0];
    let (mut s, mut shell) = session();
    shell.run(&mut s, Command::Puzzles(Variant::Woaley));
    shell.run(&mut s, Command::Button(Action::PuzzleHint));
    let right = puzzle.solution[0].pit().unwrap();
    let marked = s.table().marked().to_vec();
    assert_eq!(marked.len(), 2, "{marked:?}");
    assert!(marked.contains(&right));
    assert_eq!(
        shell.texts["lesson-house"],
        "The right move is one of the two marked holes."
    );
    shell.run(&mut s, Command::Button(Action::PuzzleShow));
    let mut solving = Solving::new(puzzle.clone()).unwrap();
    while !solving.solved() {
        match solving.reply() {
            Some(reply) => solving.replied(&reply),
            None => _ = solving.try_move(&solving.right_move().unwrap()),
        }
    }
    assert_eq!(
        board(&s),
        solving.game().position().pits,
        "the whole line is played"
    );
    assert_eq!(
        shell.texts["lesson-result"],
        "That was the answer. Try the next puzzle!"
    );
    assert!(
        shell.solved_puzzles.is_empty(),
        "a puzzle shown is not solved"
    );
    assert_eq!(shell.enabled.get("btn-puzzle-show"), Some(&false));
}

#[test]
fn the_puzzle_setting_opens_a_puzzle_by_its_id_or_the_puzzle_of_the_day() {
    let list = offered(Variant::Gore);
    let named = &list[3];
    let (s, shell) = configured_with(Start::default(), &[("puzzle", &named.id)]);
    assert_eq!(board(&s), named.position.pits);
    assert!(shell.texts["lesson-progress"].starts_with("Puzzle 4 of"));

    let (mut s, mut shell) = session();
    shell.day = 20_000;
    shell.run(&mut s, attr("variant", "gore"));
    shell.run(&mut s, attr("puzzle", "daily"));
    let daily = &list[20_000 % list.len()];
    assert_eq!(board(&s), daily.position.pits);
    assert!(shell.texts["lesson-progress"].starts_with("Puzzle of the day ("));

    for bad in ["gore", "gore-", "chess-3", "gore-999"] {
        let (mut s, mut shell) = session();
        let start = board(&s);
        shell.run(&mut s, attr("puzzle", bad));
        assert_eq!(board(&s), start, "{bad}: nothing changes");
        assert_ne!(shell.controls.get("lesson"), Some(&true), "{bad}");
        assert!(
            shell
                .warnings
                .iter()
                .any(|w| w.starts_with(&format!("puzzle=\"{bad}\""))),
            "{bad}: {:?}",
            shell.warnings
        );
    }
    let _ = &mut s;
}

#[test]
fn a_kiosk_with_a_puzzle_opens_it_again_when_woken_from_its_demo() {
    let list = offered(Variant::OwareAbapa);
    let (mut s, mut shell) =
        configured_with(Start::default(), &[("kiosk", ""), ("puzzle", "daily")]);
    shell.run(&mut s, Command::Demo);
    assert_eq!(s.seats().opponent, Opponent::Demo);
    shell.run(
        &mut s,
        Command::NewGame {
            variant: None,
            opponent: None,
        },
    );
    assert_eq!(board(&s), list[0].position.pits);
    assert_eq!(s.seats().opponent, Opponent::HotSeat);
}
