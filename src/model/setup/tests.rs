//! Set-up mode through the session: a position edited by taps, by the keyboard and on the
//! stores, played on once the rules accept it; refused with its reason in the page's words
//! and nothing changed; cancelled back to the game as it was; in every game; never in a kiosk
//! nor in a lesson.

use crate::scripted::*;
use mancala_i18n::{english, language};
use mancala_rules::Position;

/// The position of the game on the table, while there is one.
fn position(s: &Session) -> Option<Position> {
    s.table().game().map(|g| g.current().position())
}

/// The seeds shown in each pit.
fn shown(s: &Session) -> Vec<u32> {
    s.table().board().pits.clone()
}

fn press(shell: &mut Shell, s: &mut Session, action: Action) {
    shell.run(s, Command::Button(action));
}

#[test]
fn a_position_set_up_by_taps_is_played_on_from() {
    let (mut s, mut shell) = session();
    assert_eq!(shell.controls.get("btn-setup"), Some(&true), "offered");
    assert_eq!(shell.controls.get("setup"), Some(&false));
    press(&mut shell, &mut s, Action::SetUp);
    assert_eq!(shell.controls.get("btn-setup"), Some(&false));
    assert_eq!(shell.controls.get("setup"), Some(&true));
    assert_eq!(shell.controls.get("btn-setup-cowries"), Some(&false));
    assert_eq!(
        shell.status.as_deref(),
        Some("Set up the position: tap the board to put a seed in. Everything is placed.")
    );
    assert_eq!(
        shell.texts.get("btn-setup-mover").map(String::as_str),
        Some("Player 1 moves")
    );
    // Every seed is placed: a tap puts nothing in.
    shell.click(&mut s, 3);
    assert_eq!(shown(&s)[3], 4);
    press(&mut shell, &mut s, Action::SetupTake);
    assert_eq!(
        shell.texts.get("btn-setup-take").map(String::as_str),
        Some("Put seeds in")
    );
    for _ in 0..5 {
        shell.click(&mut s, 0);
    }
    assert_eq!(shown(&s)[0], 0, "an empty pit gives nothing more");
    assert_eq!(
        shell.status.as_deref(),
        Some("Set up the position: tap the board to take a seed out. Still to place: 4 seeds.")
    );
    press(&mut shell, &mut s, Action::SetupTake);
    // Two seeds in player 2's store (tapped on the board), one in player 1's (its control).
    let store = s.layout().stores[1].center();
    for _ in 0..2 {
        shell.run(
            &mut s,
            Command::PointerUp {
                x: store.x,
                y: store.y,
            },
        );
    }
    shell.run(&mut s, Command::Store(0));
    // The keyboard: the focus on pit 8, Enter puts a seed in.
    shell.run(&mut s, Command::FocusPit(8));
    shell.run(&mut s, Command::Key(Key::Play));
    press(&mut shell, &mut s, Action::SetupMover);
    assert_eq!(
        shell.texts.get("btn-setup-mover").map(String::as_str),
        Some("Player 2 moves")
    );
    assert_eq!(s.setup().refused(), None);
    assert!(
        position(&s).is_none(),
        "nobody plays while a position is set up"
    );
    press(&mut shell, &mut s, Action::SetupPlay);
    let now = position(&s).expect("the game from the position");
    assert_eq!(now.pits, [0, 4, 4, 4, 4, 4, 4, 4, 5, 4, 4, 4]);
    assert_eq!(now.stores, Some([1, 2]));
    assert_eq!(now.to_move, 1);
    assert_eq!(shell.controls.get("setup"), Some(&false));
    assert_eq!(shell.controls.get("btn-setup"), Some(&true));
    assert_eq!(
        shell.status.as_deref(),
        Some("Player 2 to move: tap one of the glowing pits")
    );
}

#[test]
fn an_impossible_position_is_refused_with_its_reason_and_nothing_changes() {
    let (mut s, mut shell) = session();
    let before = position(&s);
    press(&mut shell, &mut s, Action::SetUp);
    press(&mut shell, &mut s, Action::SetupClear);
    assert_eq!(shown(&s), [0; 12]);
    press(&mut shell, &mut s, Action::SetupPlay);
    let said = "Not everything is placed yet. Still to place: 48 seeds.";
    assert_eq!(shell.texts.get("note").map(String::as_str), Some(said));
    assert_eq!(shell.controls.get("note"), Some(&true));
    assert_eq!(shell.announced.last().map(String::as_str), Some(said));
    assert!(shell
        .warnings
        .last()
        .is_some_and(|w| w.contains("played with 48 seeds")));
    assert_eq!(shell.controls.get("setup"), Some(&true), "still setting up");
    assert_eq!(shown(&s), [0; 12], "nothing changed");
    // All 48 seeds on player 2's side, player 1 to move: he has nothing to sow.
    for pit in 6..12 {
        for _ in 0..8 {
            shell.click(&mut s, pit);
        }
    }
    assert_eq!(
        shell.controls.get("note"),
        Some(&false),
        "a change forgets it"
    );
    press(&mut shell, &mut s, Action::SetupPlay);
    assert_eq!(
        s.setup().refused(),
        Some("Player 1 could not move in this position: choose who moves.")
    );
    // Every seed in a store: the game would be over.
    press(&mut shell, &mut s, Action::SetupClear);
    for _ in 0..48 {
        shell.run(&mut s, Command::Store(0));
    }
    press(&mut shell, &mut s, Action::SetupPlay);
    assert_eq!(
        s.setup().refused(),
        Some("The rules of this game do not allow this position: play could not go on from it.")
    );
    press(&mut shell, &mut s, Action::SetupCancel);
    assert_eq!(position(&s), before, "the game as it was");
}

#[test]
fn the_reasons_are_said_in_the_page_s_language() {
    let fr = language("fr").expect("French");
    let (mut s, mut shell) = session();
    shell.run(&mut s, Command::SetLanguage(fr));
    press(&mut shell, &mut s, Action::SetUp);
    press(&mut shell, &mut s, Action::SetupTake);
    shell.click(&mut s, 0);
    press(&mut shell, &mut s, Action::SetupPlay);
    let refused = s.setup().refused().unwrap_or_default().to_string();
    assert_eq!(
        refused,
        format!(
            "Tout n’est pas encore placé. À placer encore\u{a0}: {}.",
            fr.seeds(1)
        )
    );
    assert!(shell
        .status
        .as_deref()
        .is_some_and(|t| t.starts_with("Composez la position")));
    assert_eq!(english().learn.set_up, "Set up a position");
}

#[test]
fn cancel_gives_the_game_back_as_it_was() {
    let (mut s, mut shell) = session();
    shell.run(&mut s, Command::Pit(2));
    shell.run(&mut s, Command::Skip);
    let before = position(&s);
    press(&mut shell, &mut s, Action::SetUp);
    press(&mut shell, &mut s, Action::SetupClear);
    press(&mut shell, &mut s, Action::SetupMover);
    press(&mut shell, &mut s, Action::SetupCancel);
    assert_eq!(position(&s), before);
    assert_eq!(shell.enabled.get("btn-undo"), Some(&true), "its moves kept");
    assert_eq!(shell.controls.get("setup"), Some(&false));
}

#[test]
fn the_computer_waits_while_a_position_is_set_up() {
    let (mut s, mut shell) = session();
    press(&mut shell, &mut s, Action::Opponent);
    shell.run(&mut s, Command::Pit(2));
    shell.run(&mut s, Command::Skip);
    let asked = shell.asked.len();
    assert!(asked > 0, "the computer is asked to play");
    press(&mut shell, &mut s, Action::SetUp);
    press(&mut shell, &mut s, Action::SetupMover);
    let (request, ..) = shell.asked[asked - 1].clone();
    shell.run(
        &mut s,
        Command::ComputerMove {
            request,
            mv: Move::sow(8),
        },
    );
    assert!(shell.moved.len() == 1, "its late answer is dropped");
    assert_eq!(shell.asked.len(), asked, "nobody is asked meanwhile");
    assert_eq!(
        shell.texts.get("btn-setup-mover").map(String::as_str),
        Some("You move")
    );
    // Cancelled: the game is back, and the computer asked again for its move.
    press(&mut shell, &mut s, Action::SetupCancel);
    assert_eq!(shell.asked.len(), asked + 1);
    // Set up again, for the person to move: the game goes on from there, the person's turn.
    press(&mut shell, &mut s, Action::SetUp);
    press(&mut shell, &mut s, Action::SetupMover);
    press(&mut shell, &mut s, Action::SetupPlay);
    assert_eq!(position(&s).map(|p| p.to_move), Some(0));
    assert_eq!(
        shell.asked.len(),
        asked + 1,
        "nobody asked: the person moves"
    );
}

#[test]
fn every_game_is_set_up_by_moving_a_seed_and_played_on_from_it() {
    for variant in Variant::ALL {
        if crate::Table::new(variant).unavailable().is_some() {
            continue;
        }
        let (mut s, mut shell) = session();
        shell.run(&mut s, Command::Menu(variant));
        press(&mut shell, &mut s, Action::SetUp);
        let pits = shown(&s);
        let from = (0..pits.len()).max_by_key(|&i| pits[i]).unwrap_or(0);
        let to = (from + 1) % pits.len();
        press(&mut shell, &mut s, Action::SetupTake);
        shell.run(&mut s, Command::Pit(from));
        press(&mut shell, &mut s, Action::SetupTake);
        shell.run(&mut s, Command::Pit(to));
        let mut expected = pits.clone();
        expected[from] -= 1;
        expected[to] += 1;
        assert_eq!(shown(&s), expected, "{variant}");
        let cowries = s.table().board().cowries.clone();
        if variant == Variant::Kauri {
            assert_eq!(shell.controls.get("btn-setup-cowries"), Some(&true));
            let with = (0..12).find(|&i| cowries[i] > 0).unwrap_or(0);
            press(&mut shell, &mut s, Action::SetupCowries);
            press(&mut shell, &mut s, Action::SetupTake);
            shell.run(&mut s, Command::Pit(with));
            press(&mut shell, &mut s, Action::SetupTake);
            shell.run(&mut s, Command::Pit((with + 1) % 6));
        }
        let set_up = s.setup().position().cloned().expect("setting up");
        press(&mut shell, &mut s, Action::SetupPlay);
        assert_eq!(s.setup().refused(), None, "{variant}");
        let now = position(&s).expect("a game");
        assert_eq!(now.pits, set_up.pits, "{variant}");
        assert_eq!(now.cowries, set_up.cowries, "{variant}");
        assert_eq!(now.stores_or_zero(), set_up.stores_or_zero(), "{variant}");
        assert_eq!(now.to_move, set_up.to_move, "{variant}");
        assert_eq!(
            now.owners_or_default(),
            set_up.owners_or_default(),
            "{variant}"
        );
    }
}

#[test]
fn no_set_up_in_a_kiosk_nor_in_a_lesson() {
    let (mut s, mut shell) = configured_with(Start::default(), &[("kiosk", "")]);
    press(&mut shell, &mut s, Action::SetUp);
    assert!(!s.setup().is_on());
    assert_eq!(shell.controls.get("btn-setup"), Some(&false));
    let (mut s, mut shell) = session();
    shell.run(&mut s, Command::Learn(Variant::OwareAbapa));
    assert_eq!(shell.controls.get("btn-setup"), Some(&false));
    press(&mut shell, &mut s, Action::SetUp);
    assert!(!s.setup().is_on());
}

#[test]
fn another_game_ends_the_set_up() {
    let (mut s, mut shell) = session();
    press(&mut shell, &mut s, Action::SetUp);
    press(&mut shell, &mut s, Action::SetupClear);
    press(&mut shell, &mut s, Action::NewGame);
    assert!(!s.setup().is_on());
    assert_eq!(shown(&s), [4; 12]);
    assert_eq!(shell.controls.get("setup"), Some(&false));
}
