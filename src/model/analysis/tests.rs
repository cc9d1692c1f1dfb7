//! The analysis board through the session: asked once per position a person is to move in,
//! shown on the pits in every language's numbers, a late answer dropped, the best move played.

use super::*;
use crate::scripted::session;
use crate::{Action, Command};
use mancala_i18n::{english, language};

/// The worker's answer for the position asked in `shell`'s last analysis request: each legal
/// move worth its pit's number of tenths.
fn answer(s: &crate::Session, request: u32) -> Command {
    let moves = s
        .table()
        .legal()
        .into_iter()
        .rev()
        .map(|mv| Worth {
            mv,
            score: mv.pit().unwrap_or(0) as f64 / 10.0 - 0.2,
            forced_in: None,
            exact: false,
        })
        .collect();
    Command::Analysed { request, moves }
}

#[test]
fn each_position_is_analysed_once_and_its_worth_shown_on_its_pits() {
    let (mut s, mut shell) = session();
    assert!(shell.analysed.is_empty(), "off at first");
    shell.run(&mut s, Command::Button(Action::Analyse));
    assert_eq!(shell.analysed.len(), 1, "asked on");
    assert_eq!(
        shell.texts.get("btn-analyse").map(String::as_str),
        Some("Analysis: on")
    );
    let (request, position, depth) = shell.analysed[0].clone();
    assert_eq!(depth, DEPTH);
    assert_eq!(
        Some(position),
        s.table().game().map(|g| g.current().position())
    );
    shell.run(&mut s, Command::Button(Action::Skip));
    assert_eq!(
        shell.analysed.len(),
        1,
        "the same position is not asked again"
    );
    let reply = answer(&s, request);
    shell.run(&mut s, reply.clone());
    let grid = s.board_grid();
    assert_eq!(grid.pits[5].worth.as_deref(), Some("\u{2248}+0.3"));
    assert_eq!(grid.pits[2].worth.as_deref(), Some("\u{2248}0"));
    assert_eq!(grid.pits[0].worth.as_deref(), Some("\u{2248}\u{2212}0.2"));
    assert_eq!(grid.pits[7].worth, None, "not a pit to play");
    assert!(grid.pits[5]
        .description
        .as_deref()
        .is_some_and(|d| d.ends_with("Analysis, 8 moves deep: +0.3")));
    assert_eq!(shell.controls.get("btn-best"), Some(&true));
    // "Play the best move" plays pit 6; the next position is asked about, the old answer gone.
    shell.run(&mut s, Command::Button(Action::BestMove));
    assert_eq!(shell.moved.last().map(|p| p.mv), Some(Move::sow(5)));
    assert_eq!(s.board_grid().pits[5].worth, None);
    // A late answer for the position of before is dropped.
    shell.run(&mut s, reply);
    assert!(s.board_grid().pits.iter().all(|p| p.worth.is_none()));
}

#[test]
fn worth_is_written_with_the_language_s_decimal_mark_and_forced_ends_in_words() {
    let worth = |score, forced_in| Worth {
        mv: Move::sow(0),
        score,
        forced_in,
        exact: false,
    };
    let fr = language("fr").expect("French");
    assert_eq!(worth_words(&worth(2.46, None), english()), "\u{2248}+2.5");
    assert_eq!(worth_words(&worth(2.46, None), fr), "\u{2248}+2,5");
    assert_eq!(worth_words(&worth(-3.0, None), fr), "\u{2248}\u{2212}3");
    assert_eq!(worth_words(&worth(48.0, Some(3)), fr), "gagnant");
    assert_eq!(worth_words(&worth(-48.0, Some(2)), english()), "loses");
    assert_eq!(
        worth_said(&worth(-0.04, None), fr),
        "Analyse à 8 coups\u{a0}: 0"
    );
    let exact = |score| Worth {
        exact: true,
        ..worth(score, None)
    };
    assert_eq!(worth_words(&exact(3.0), english()), "wins by 3");
    assert_eq!(worth_words(&exact(-2.0), fr), "perte de 2");
    assert_eq!(worth_words(&exact(0.0), fr), "nulle");
    assert_eq!(
        worth_said(&exact(5.0), language("es").expect("Spanish")),
        "Tabla de finales, valor exacto: gana por 5"
    );
}

#[test]
fn no_analysis_in_a_kiosk() {
    let (mut s, mut shell) =
        crate::scripted::configured_with(crate::Start::default(), &[("kiosk", "")]);
    shell.run(&mut s, Command::Button(Action::Analyse));
    assert!(shell.analysed.is_empty());
    assert_eq!(shell.controls.get("btn-analyse"), Some(&false));
}
