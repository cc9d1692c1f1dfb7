//! Native tests of the session's routing: a whole game against a scripted computer, keys,
//! settings and buttons, the kiosk's question before a new game, a failing worker.

use crate::scripted::*;
use mancala_i18n::Language;
#[test]
fn a_whole_game_against_a_scripted_computer() {
    let (mut s, mut shell) = session();
    shell.run(&mut s, attr("opponent", "ai-3"));
    assert_eq!(s.settings().level, 3);
    shell.run(&mut s, Command::Speed(4.0));
    shell.run(&mut s, attr("variant", "oware-abapa"));
    assert_eq!(
        shell.status.as_deref(),
        Some("Your turn: tap one of the glowing pits")
    );
    let mut answered = 0;
    while shell.over.is_empty() {
        assert!(shell.moved.len() < 2_000, "the game never ends");
        if let Some((request, position, level, demo)) = shell.asked.pop() {
            assert_eq!((level, demo), (3, false));
            // The computer of this script: the first legal move of the position it was sent.
            let g = mancala_rules::Game::from_position(&position).unwrap();
            let mv = g.legal_moves()[0];
            // A stale answer is ignored.
            let before = shell.moved.len();
            shell.run(
                &mut s,
                Command::ComputerMove {
                    request: request.wrapping_sub(1),
                    mv,
                },
            );
            assert_eq!(shell.moved.len(), before);
            shell.run(&mut s, Command::ComputerMove { request, mv });
            assert_eq!(shell.moved.len(), before + 1, "the answer is played");
            answered += 1;
            continue;
        }
        let playable = s.table().playable(Opponent::Computer { side: 1 });
        assert!(!playable.is_empty(), "a person's turn with nothing to play");
        let before = shell.moved.len();
        shell.click(&mut s, playable[playable.len() / 2]);
        assert_eq!(shell.moved.len(), before + 1, "the click plays");
    }
    assert!(answered > 3);
    assert_eq!(shell.over.len(), 1, "the end is told once");
    let players: Vec<u8> = shell.moved.iter().map(|m| m.player).collect();
    assert_eq!(players.iter().filter(|&&p| p == 1).count(), answered);
    assert_eq!(
        shell.announced.len(),
        shell.moved.len(),
        "every move is told in words"
    );
    assert!(!s.table().animating());
    let outcome = serde_json::to_value(&shell.over[0]).unwrap();
    assert!(outcome["reason"].is_string(), "{outcome}");
    // Undo reopens the game, and its end is told again when reached again.
    shell.run(&mut s, Command::Button(Action::Undo));
    assert!(s.table().outcome().is_none());
}

#[test]
fn keys_move_the_focus_and_play() {
    let (mut s, mut shell) = session();
    shell.run(&mut s, Command::Key(Key::Arrow { dx: 1, dy: 0 }));
    assert_eq!(
        s.table().focus(),
        Some(0),
        "the focus appears on the first playable pit"
    );
    shell.run(&mut s, Command::Key(Key::Arrow { dx: 1, dy: 0 }));
    assert_eq!(s.table().focus(), Some(1));
    let grid = s.board_grid();
    assert_eq!(grid.entry, 1, "Tab comes back to the pit with the focus");
    assert_eq!(
        grid.pits[1].label,
        "Pit 2, 4 seeds, Player 1's side, can be played"
    );
    assert_eq!(grid.stores[1].label, "Player 2's store, no seeds");
    shell.run(&mut s, Command::FocusPit(4));
    assert_eq!(s.table().focus(), Some(4), "a pit's control took the focus");
    shell.run(&mut s, Command::FocusPit(99));
    assert_eq!(s.table().focus(), Some(4), "no such pit: nothing changes");
    shell.run(&mut s, Command::FocusPit(1));
    shell.run(&mut s, Command::Key(Key::Play));
    assert_eq!(shell.moved[0].mv, Move::sow(1));
    assert_eq!(Key::parse("a"), None);
}

#[test]
fn bad_settings_warn_and_change_nothing() {
    let (mut s, mut shell) = session();
    let before = s.settings().clone();
    for (name, value) in [
        ("opponent", "robot"),
        ("level", "9"),
        ("idle", "-3"),
        ("lang", "tlh"),
    ] {
        shell.run(&mut s, attr(name, value));
        let w = shell.warnings.last().unwrap();
        assert!(w.starts_with(&format!("{name}=\"{value}\": ")), "{w}");
    }
    assert_eq!(s.settings(), &before);
    let variant = s.table().variant();
    shell.run(&mut s, attr("variant", "owari"));
    assert_eq!(s.table().variant(), variant);
    assert!(shell
        .status
        .as_deref()
        .unwrap()
        .starts_with("There is no game called “owari”"));
    shell.run(&mut s, Command::SetLevel(0));
    assert_eq!(shell.refused.len(), 1);
    assert_eq!(s.seats().opponent, Opponent::HotSeat);
    // What JavaScript names is parsed where it comes in, with the names there are.
    let ai_9 = crate::settings::OpponentChoice::parse("ai-9").unwrap_err();
    assert!(ai_9.contains("ai-9") && ai_9.contains("ai-5"), "{ai_9}");
    let xx = mancala_i18n::language("xx").map(|t| t.code()).unwrap_err();
    assert!(xx.contains("xx"), "{xx}");
}

#[test]
fn configure_applies_the_variant_last_with_the_settings_in_force() {
    let (mut s, mut shell) = session();
    let pairs = [
        ("variant", "kauri"),
        ("lang", "fr"),
        ("opponent", "ai-4"),
        ("kiosk", ""),
    ];
    let pairs = pairs
        .map(|(n, v)| (n.to_string(), Some(v.to_string())))
        .to_vec();
    shell.run(&mut s, Command::Configure(pairs));
    assert_eq!(s.table().variant(), mancala_rules::Variant::Kauri);
    assert_eq!(s.texts().code(), "fr");
    assert_eq!(s.seats().opponent, Opponent::Computer { side: 1 });
    assert_eq!(s.settings().level, 4);
    assert!(s.settings().kiosk);
}

#[test]
fn buttons_cycle_level_speed_and_opponent_and_a_language_is_chosen() {
    let (mut s, mut shell) = session();
    shell.run(&mut s, Command::Button(Action::Opponent));
    assert_eq!(s.seats().opponent, Opponent::Computer { side: 1 });
    for n in [2, 3, 4, 5, 1] {
        shell.run(&mut s, Command::Button(Action::Level));
        assert_eq!(s.settings().level, n);
    }
    shell.run(&mut s, Command::Button(Action::Speed));
    assert_eq!(s.seats().speed, 2.5);
    shell.run(&mut s, Command::SetLanguage(Language::Es.texts()));
    assert_eq!(s.texts().code(), "es");
    shell.run(&mut s, Command::Button(Action::Opponent));
    assert_eq!(s.seats().opponent, Opponent::HotSeat);
}

#[test]
fn when_the_worker_fails_the_computer_is_asked_again_and_its_answer_played() {
    let (mut s, mut shell) = session();
    shell.run(
        &mut s,
        Command::SetOpponent(
            crate::settings::OpponentChoice::parse("computer").expect("an opponent"),
        ),
    );
    shell.click(&mut s, 2);
    let (request, ..) = shell.asked.pop().expect("the computer is asked");
    let failed = Command::ComputerFailed {
        request,
        error: "no wasm".into(),
    };
    let effects = s.handle(failed);
    assert!(matches!(&effects[0], Effect::Report(r) if r.contains("no wasm")));
    assert!(
        matches!(effects[1], Effect::Ask { request: r, .. } if r == request),
        "asked again: {effects:?}"
    );
    shell.run(
        &mut s,
        Command::ComputerMove {
            request,
            mv: Move::sow(8),
        },
    );
    assert_eq!(shell.moved.len(), 2);
}

#[test]
fn a_kiosk_asks_before_new_game_ends_a_game_going_on() {
    let (mut s, mut shell) = session();
    let shown = |shell: &Shell| shell.controls.get("confirm").copied();
    shell.run(&mut s, Command::Pit(2));
    shell.run(&mut s, Command::Button(Action::NewGame));
    assert_eq!(
        s.table().game().unwrap().moves_played(),
        0,
        "not a kiosk: at once"
    );
    shell.run(&mut s, attr("kiosk", ""));
    shell.run(&mut s, Command::Pit(2));
    shell.run(&mut s, Command::Button(Action::NewGame));
    assert_eq!(shown(&shell), Some(true), "asked");
    assert_eq!(
        s.table().game().unwrap().moves_played(),
        1,
        "nothing lost yet"
    );
    shell.run(&mut s, Command::Button(Action::ConfirmNo));
    assert_eq!(shown(&shell), Some(false));
    assert_eq!(
        s.table().game().unwrap().moves_played(),
        1,
        "the game goes on"
    );
    shell.run(&mut s, Command::Button(Action::NewGame));
    shell.run(&mut s, Command::Button(Action::ConfirmYes));
    assert_eq!(shown(&shell), Some(false));
    assert_eq!(s.table().game().unwrap().moves_played(), 0, "a new game");
    shell.run(&mut s, Command::Button(Action::NewGame));
    assert_eq!(shown(&shell), Some(false), "nothing to lose: no question");
}

#[test]
fn the_plates_say_who_is_to_play_while_the_computer_thinks_and_in_the_demo() {
    let plates = |s: &mut Session| {
        s.scene(|scene| [0, 1].map(|p| mancala_render::scene::plate_text(scene, p)))
            .expect("a scene")
    };
    let (mut s, mut shell) = session();
    shell.run(&mut s, Command::Speed(f64::INFINITY));
    shell.run(&mut s, attr("opponent", "ai-1"));
    assert_eq!(plates(&mut s), ["Your turn", "The computer"]);
    shell.click(&mut s, 2);
    assert_eq!(shell.asked.len(), 1, "the computer thinks");
    assert_eq!(plates(&mut s), ["You", "The computer's turn"]);
    assert_eq!(shell.status.as_deref(), Some("The computer is thinking…"));

    shell.run(&mut s, Command::Demo);
    assert_eq!(plates(&mut s), ["Computer 1's turn", "Computer 2"]);
    shell.run(&mut s, attr("lang", "fr"));
    let [first, _] = plates(&mut s);
    assert_eq!(first, "L’ordinateur 1 joue");
}
