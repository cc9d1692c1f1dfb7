//! Native tests of the session: commands in, effects out, with a scripted shell and computer.

use super::*;
use crate::{Action, Key};
use mancala_rules::Move;

/// A shell that carries out effects the way the browser's does, on an 800×500 canvas, with
/// frames 16 ms apart; what it would show or send is kept for the test to read.
#[derive(Default)]
struct Shell {
    now: f64,
    asked: Vec<(u32, mancala_rules::Position, u32, bool)>,
    moved: Vec<crate::Played>,
    over: Vec<mancala_rules::Outcome>,
    announced: Vec<String>,
    warnings: Vec<String>,
    refused: Vec<String>,
    status: Option<String>,
    frames: usize,
    sounds: Vec<mancala_render::cues::Cue>,
    remembered: Option<bool>,
    /// Whether each control was last shown or hidden.
    controls: std::collections::HashMap<&'static str, bool>,
    /// The text each control last showed.
    texts: std::collections::HashMap<&'static str, String>,
    /// Whether each control was last enabled.
    enabled: std::collections::HashMap<&'static str, bool>,
    /// The lesson steps remembered, by game.
    lesson_steps: std::collections::HashMap<Variant, usize>,
    /// The links "Copy link" put in the address.
    shared: Vec<String>,
    /// The house-rules panel as last shown (`None`: hidden).
    rules_panel: Option<crate::house::Panel>,
    /// The house rules remembered, by game.
    kept_rules: std::collections::HashMap<Variant, String>,
    /// The controls the keyboard's focus was moved to, in order.
    focused: Vec<&'static str>,
}

impl Shell {
    fn run(&mut self, s: &mut Session, command: Command) {
        let mut queue: std::collections::VecDeque<Effect> = s.handle(command).into();
        while let Some(effect) = queue.pop_front() {
            match effect {
                Effect::Redraw | Effect::NextFrame => {
                    self.now += 16.0;
                    self.frames += 1;
                    assert!(self.frames < 1_000_000, "the frames never end");
                    let frame = Command::Frame {
                        now: self.now,
                        width: 800.0,
                        height: 500.0,
                    };
                    queue.extend(s.handle(frame));
                }
                Effect::Ask {
                    request,
                    position,
                    level,
                    demo,
                } => self.asked.push((request, position, level, demo)),
                Effect::Moved(p) => self.moved.push(p),
                Effect::GameOver(o) => self.over.push(o),
                Effect::Announce(a) => self.announced.push(a),
                Effect::Focus(id) => self.focused.push(id),
                Effect::Warn(w) => self.warnings.push(w),
                Effect::Refused(r) => self.refused.push(r),
                Effect::Report(r) => panic!("reported: {r}"),
                Effect::Controls(list) => {
                    if let Some(c) = list.iter().find(|c| c.id == "status") {
                        self.status.clone_from(&c.text);
                    }
                    for c in &list {
                        if let Some(visible) = c.visible {
                            self.controls.insert(c.id, visible);
                        }
                        if let Some(text) = &c.text {
                            self.texts.insert(c.id, text.clone());
                        }
                        if let Some(enabled) = c.enabled {
                            self.enabled.insert(c.id, enabled);
                        }
                    }
                }
                Effect::Sound(cues) => self.sounds.extend(cues),
                Effect::RememberSound(on) => self.remembered = Some(on),
                // The lessons' data, as the JS API's module hands it to the page.
                Effect::FetchLesson(v) => queue.extend(s.handle(Command::LessonArrived {
                    variant: v,
                    text: Ok(mancala_learn::data::text(v).into()),
                    step: self.lesson_steps.get(&v).copied().unwrap_or(0),
                })),
                Effect::RememberLesson { variant, step } => {
                    self.lesson_steps.insert(variant, step);
                }
                Effect::RememberPreview(_) => {}
                Effect::RulesPanel(panel) => self.rules_panel = panel,
                Effect::RememberRules { variant, text } => {
                    self.kept_rules.insert(variant, text);
                }
                Effect::ShareLink(link) => {
                    self.shared.push(link);
                    queue.extend(s.handle(Command::LinkShared { copied: true }));
                }
                Effect::Draw | Effect::Translate | Effect::Menu(_) | Effect::Settings(_) => {}
            }
        }
    }

    /// Clicks pit `pit` where the board draws it.
    fn click(&mut self, s: &mut Session, pit: usize) {
        let c = s.layout().pits[pit].center;
        self.run(s, Command::PointerUp { x: c.x, y: c.y });
    }
}

/// A session started from `start`, past its first frame, configured with `settings`.
fn configured_with(start: Start, settings: &[(&str, &str)]) -> (Session, Shell) {
    let mut s = Session::new(start);
    let mut shell = Shell::default();
    shell.run(&mut s, Command::Skip);
    let pairs = settings
        .iter()
        .map(|(n, v)| ((*n).to_string(), Some((*v).to_string())))
        .collect();
    shell.run(&mut s, Command::Configure(pairs));
    (s, shell)
}

fn session() -> (Session, Shell) {
    let mut s = Session::new(Start::default());
    let mut shell = Shell::default();
    for e in s.begin() {
        if e == Effect::Redraw {
            shell.run(&mut s, Command::Skip);
        }
    }
    (s, shell)
}

fn attr(name: &str, value: &str) -> Command {
    Command::Attribute {
        name: name.into(),
        value: Some(value.into()),
    }
}

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
fn a_demo_asks_for_both_sides_slowly_and_a_person_ends_it() {
    let (mut s, mut shell) = session();
    shell.run(&mut s, Command::Demo);
    assert_eq!(s.seats().speed, SPEEDS[3]);
    let (request, _, _, demo) = shell.asked.pop().expect("the computer is asked");
    assert!(demo);
    shell.run(
        &mut s,
        Command::ComputerMove {
            request,
            mv: Move::sow(2),
        },
    );
    assert_eq!(shell.asked.len(), 1, "then for North");
    shell.run(
        &mut s,
        Command::NewGame {
            variant: None,
            opponent: None,
        },
    );
    assert_eq!(s.seats().opponent, Opponent::HotSeat);
    assert_eq!(s.seats().speed, 1.0, "the speed of before the demo");
}

#[test]
fn keys_move_the_focus_and_play() {
    let (mut s, mut shell) = session();
    shell.run(&mut s, Command::Key(Key::Arrow { dx: 1, dy: 0 }));
    assert_eq!(
        s.table().focus,
        Some(0),
        "the focus appears on the first playable pit"
    );
    shell.run(&mut s, Command::Key(Key::Arrow { dx: 1, dy: 0 }));
    assert_eq!(s.table().focus, Some(1));
    assert_eq!(
        shell.announced.last().unwrap(),
        "Pit 2, 4 seeds, Player 1's side, can be played"
    );
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
    let variant = s.table().variant;
    shell.run(&mut s, attr("variant", "owari"));
    assert_eq!(s.table().variant, variant);
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
    let xx = mancala_i18n::language("xx").map(|t| t.code).unwrap_err();
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
    assert_eq!(s.table().variant, mancala_rules::Variant::Kauri);
    assert_eq!(s.texts().code, "fr");
    assert_eq!(s.seats().opponent, Opponent::Computer { side: 1 });
    assert_eq!(s.settings().level, 4);
    assert!(s.settings().kiosk);
}

#[test]
fn buttons_cycle_level_speed_language_and_opponent() {
    let (mut s, mut shell) = session();
    shell.run(&mut s, Command::Button(Action::Opponent));
    assert_eq!(s.seats().opponent, Opponent::Computer { side: 1 });
    for n in [3, 4, 5, 1] {
        shell.run(&mut s, Command::Button(Action::Level));
        assert_eq!(s.settings().level, n);
    }
    shell.run(&mut s, Command::Button(Action::Speed));
    assert_eq!(s.seats().speed, 2.5);
    shell.run(&mut s, Command::Button(Action::Language));
    assert_eq!(s.texts().code, "fr");
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

mod learn_tests;

mod kiosk;

mod replay;

mod house;

mod choice;
