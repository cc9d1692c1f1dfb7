//! Native tests of the learning aids: the preview of the pit pointed at, the hint asked of the
//! computer and dropped when the position changed, and the note that says why seeds were taken.

use crate::aids::{is_hint, HINT_LEVEL};
use crate::{Action, Command, Control, Effect, Key, Session, Start};
use mancala_rules::{Game, Move, Position, Variant};

/// Oware, South to move: pit 6 sows its one seed into pit 7, which then holds 2 (taken).
fn capture_position() -> Game {
    Game::from_position(&Position::of_seeds(
        Variant::OwareAbapa,
        0,
        vec![4, 4, 4, 4, 4, 1, 1, 4, 4, 4, 4, 4],
        [3, 3],
    ))
    .expect("a legal position")
}

/// A session on `game` for two people, every effect carried out at once (no animation), the
/// requests to the computer and what screen readers heard kept.
struct Run {
    s: Session,
    asked: Vec<(u32, Position, u32)>,
    announced: Vec<String>,
}

impl Run {
    fn new(game: Game, settings: &[(&str, &str)]) -> Run {
        let mut run = Run {
            s: Session::new(Start::default()),
            asked: Vec::new(),
            announced: Vec::new(),
        };
        run.go(Command::Speed(f64::INFINITY));
        for (name, value) in settings {
            run.go(Command::Attribute {
                name: (*name).into(),
                value: Some((*value).into()),
            });
        }
        run.go(Command::Load(Box::new(game)));
        run
    }

    fn go(&mut self, command: Command) {
        let mut queue: std::collections::VecDeque<Effect> = self.s.handle(command).into();
        let mut now = 0.0;
        while let Some(effect) = queue.pop_front() {
            match effect {
                Effect::Redraw | Effect::NextFrame => {
                    now += 16.0;
                    queue.extend(self.s.handle(Command::Frame {
                        now,
                        width: 800.0,
                        height: 500.0,
                    }));
                }
                Effect::Ask {
                    request,
                    position,
                    level,
                    ..
                } => self.asked.push((request, position, level)),
                Effect::Announce(a) => self.announced.push(a),
                Effect::Report(r) => panic!("reported: {r}"),
                _ => {}
            }
        }
    }

    fn hover(&mut self, pit: usize) {
        let c = self.s.layout().pits[pit].center;
        self.go(Command::PointerMove { x: c.x, y: c.y });
    }

    fn control(&self, id: &str) -> Option<Control> {
        let Effect::Controls(list) = self.s.controls() else {
            return None;
        };
        list.into_iter().find(|c| c.id == id)
    }
}

#[test]
fn a_hovered_pit_shows_where_its_last_seed_lands_and_what_it_takes() {
    let mut run = Run::new(capture_position(), &[]);
    run.go(Command::Frame {
        now: 1.0,
        width: 800.0,
        height: 500.0,
    });
    assert_eq!(run.s.aid_marks(), Default::default(), "nothing pointed at");
    run.hover(5);
    let marks = run.s.aid_marks();
    assert_eq!(marks.from, Some(5));
    assert_eq!(marks.landing, Some(6));
    assert_eq!(marks.captured, vec![6]);
    run.hover(0);
    let marks = run.s.aid_marks();
    assert_eq!((marks.landing, marks.captured.len()), (Some(4), 0));
    // North's pits cannot be played by South: no preview.
    run.hover(8);
    assert_eq!(run.s.aid_marks().landing, None);
    // The keyboard's focus previews too.
    run.go(Command::PointerLeave);
    run.go(Command::Key(Key::Arrow { dx: 1, dy: 0 }));
    assert!(
        run.s.aid_marks().landing.is_some(),
        "the focused pit's move"
    );
}

#[test]
fn the_preview_button_turns_it_off_and_kiosk_mode_never_shows_it() {
    let mut run = Run::new(capture_position(), &[]);
    run.hover(5);
    assert!(run.s.preview_on());
    assert_eq!(
        run.control("btn-preview").and_then(|c| c.text),
        Some("Preview: on".into())
    );
    run.go(Command::Button(Action::Preview));
    assert!(!run.s.preview_on());
    assert_eq!(run.s.aid_marks().landing, None, "off: nothing marked");
    assert_eq!(
        run.control("btn-preview").and_then(|c| c.text),
        Some("Preview: off".into())
    );

    let mut off = Run::new(capture_position(), &[("preview", "off")]);
    off.hover(5);
    assert_eq!(off.s.aid_marks().landing, None, "preview=\"off\"");

    let mut kiosk = Run::new(capture_position(), &[("kiosk", ""), ("preview", "on")]);
    kiosk.go(Command::Key(Key::Arrow { dx: 1, dy: 0 }));
    assert_eq!(
        kiosk.s.aid_marks().landing,
        None,
        "no preview in kiosk mode"
    );
    assert_eq!(
        kiosk.control("btn-preview").and_then(|c| c.visible),
        Some(false)
    );
}

#[test]
fn no_preview_while_the_computer_is_to_play() {
    let mut run = Run::new(capture_position(), &[("opponent", "computer")]);
    run.go(Command::Pit(0));
    assert_eq!(run.s.table().to_move(), Some(1), "the computer's turn");
    run.hover(8);
    assert_eq!(run.s.aid_marks(), Default::default());
    assert_eq!(run.control("btn-hint").and_then(|c| c.visible), Some(false));
}

#[test]
fn a_hint_asks_the_computer_and_shows_its_move_and_sentence() {
    let mut run = Run::new(capture_position(), &[]);
    assert_eq!(run.control("btn-hint").and_then(|c| c.visible), Some(true));
    run.go(Command::Button(Action::Hint));
    let (request, position, level) = run.asked.last().cloned().expect("the computer asked");
    assert!(is_hint(request));
    assert_eq!(level, HINT_LEVEL);
    assert_eq!(
        Some(position),
        run.s.table().game().map(|g| g.current().position())
    );
    assert_eq!(run.control("btn-hint").and_then(|c| c.enabled), Some(false));
    run.go(Command::Button(Action::Hint));
    assert_eq!(run.asked.len(), 1, "asked once for one position");

    run.go(Command::ComputerMove {
        request,
        mv: Move::Sow { pit: 5 },
    });
    assert_eq!(run.s.aid_marks().hint, vec![5]);
    let sentence = "Play pit 6: it sows 1 seed and takes 2 seeds from pit 7.";
    assert_eq!(run.s.note(), Some(sentence));
    assert_eq!(run.announced.last().map(String::as_str), Some(sentence));
    assert_eq!(run.control("note").and_then(|c| c.visible), Some(true));
    assert_eq!(run.table_moves(), 0, "a hint plays nothing");

    // Once a move is played the hint goes.
    run.go(Command::Pit(0));
    assert_eq!(run.s.aid_marks().hint, Vec::<usize>::new());
    assert_eq!(run.s.note(), None);
}

#[test]
fn a_hint_answered_after_the_position_changed_is_dropped() {
    let mut run = Run::new(capture_position(), &[]);
    run.go(Command::Button(Action::Hint));
    let (request, _, _) = run.asked[0].clone();
    run.go(Command::Pit(0));
    run.go(Command::ComputerMove {
        request,
        mv: Move::Sow { pit: 5 },
    });
    assert_eq!(run.s.aid_marks().hint, Vec::<usize>::new());
    assert_eq!(run.s.note(), None);
    assert_eq!(run.table_moves(), 1, "the answer is not played either");
    // An answer to a hint never asked is ignored as well.
    run.go(Command::ComputerMove {
        request: request + 7,
        mv: Move::Sow { pit: 7 },
    });
    assert_eq!(run.table_moves(), 1);
}

#[test]
fn a_capture_is_explained_under_the_board_and_to_screen_readers() {
    let mut run = Run::new(capture_position(), &[]);
    run.go(Command::Pit(5));
    let why = "The last seed made 2 in pit 7: they are taken.";
    assert_eq!(run.s.note(), Some(why));
    assert!(
        run.announced.last().is_some_and(|a| a.ends_with(why)),
        "{:?}",
        run.announced
    );
    assert_eq!(run.control("note").and_then(|c| c.text), Some(why.into()));
    // The note stays until the next move, which took nothing here.
    run.go(Command::Pit(11));
    assert_eq!(run.s.note(), None);
    assert_eq!(run.control("note").and_then(|c| c.visible), Some(false));
}

impl Run {
    fn table_moves(&self) -> usize {
        self.s.table().game().map_or(0, |g| g.moves_played())
    }
}
