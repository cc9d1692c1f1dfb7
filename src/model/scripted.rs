//! The session's tests' shell: commands in, effects out, carried out as the browser's shell
//! does, with the computer scripted by each test. Each feature's tests drive the session
//! through it.

pub(crate) use crate::{Action, Command, Effect, Key, Opponent, Session, Start, SPEEDS};
pub(crate) use mancala_rules::{Move, Variant};

/// A shell that carries out effects the way the browser's does, on an 800×500 canvas, with
/// frames 16 ms apart; what it would show or send is kept for the test to read.
#[derive(Default)]
pub(crate) struct Shell {
    pub(crate) now: f64,
    pub(crate) asked: Vec<(u32, mancala_rules::Position, u32, bool)>,
    pub(crate) moved: Vec<crate::Played>,
    pub(crate) over: Vec<mancala_rules::Outcome>,
    pub(crate) announced: Vec<String>,
    pub(crate) warnings: Vec<String>,
    pub(crate) refused: Vec<String>,
    pub(crate) status: Option<String>,
    pub(crate) frames: usize,
    pub(crate) sounds: Vec<mancala_render::cues::Cue>,
    pub(crate) remembered: Option<bool>,
    /// Whether each control was last shown or hidden.
    pub(crate) controls: std::collections::HashMap<&'static str, bool>,
    /// The text each control last showed.
    pub(crate) texts: std::collections::HashMap<&'static str, String>,
    /// Whether each control was last enabled.
    pub(crate) enabled: std::collections::HashMap<&'static str, bool>,
    /// The lesson steps remembered, by game.
    pub(crate) lesson_steps: std::collections::HashMap<Variant, usize>,
    /// The puzzles solved, by game, as remembered.
    pub(crate) solved_puzzles: std::collections::HashMap<Variant, Vec<String>>,
    /// The day the shell says it is (days since 1970), for the puzzle of the day.
    pub(crate) day: u32,
    /// The links "Copy link" put in the address.
    pub(crate) shared: Vec<String>,
    /// The analyses asked: (request, position, depth).
    pub(crate) analysed: Vec<(u32, mancala_rules::Position, u32)>,
    /// The files offered to save: (name, text).
    pub(crate) files: Vec<(String, String)>,
    /// The text of the file the visitor chooses next time the page asks for one.
    pub(crate) file_to_open: Option<String>,
    /// The house-rules panel as last shown (`None`: hidden).
    pub(crate) rules_panel: Option<crate::house::Panel>,
    /// The house rules remembered, by game.
    pub(crate) kept_rules: std::collections::HashMap<Variant, String>,
    /// The controls the keyboard's focus was moved to, in order.
    pub(crate) focused: Vec<&'static str>,
    /// Every word shown or said, in order: announcements, controls' texts, and, when
    /// `read_scene` is set, the banners, captions and name plates of each frame drawn.
    pub(crate) heard: Vec<String>,
    /// Whether each frame drawn is read for `heard`.
    pub(crate) read_scene: bool,
}

impl Shell {
    pub(crate) fn run(&mut self, s: &mut Session, command: Command) {
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
                Effect::Announce(a) => {
                    self.heard.push(a.clone());
                    self.announced.push(a);
                }
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
                            self.heard.push(text.clone());
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
                    text: mancala_learn::data::text(v),
                    step: self.lesson_steps.get(&v).copied().unwrap_or(0),
                })),
                Effect::RememberLesson { variant, step } => {
                    self.lesson_steps.insert(variant, step);
                }
                // The puzzles, as the JS API's module hands them to the page.
                Effect::FetchPuzzles(v) => queue.extend(s.handle(Command::PuzzlesArrived {
                    variant: v,
                    text: Ok(mancala_learn::puzzle::data::text(v).to_string()),
                    solved: self.solved_puzzles.get(&v).cloned().unwrap_or_default(),
                    day: self.day,
                })),
                Effect::RememberPuzzles { variant, solved } => {
                    self.solved_puzzles.insert(variant, solved);
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
                Effect::Download { name, text } => self.files.push((name, text)),
                Effect::Analyse {
                    request,
                    position,
                    depth,
                } => self.analysed.push((request, position, depth)),
                // The visitor opens the file the test chose.
                Effect::ChooseFile => {
                    if let Some(text) = self.file_to_open.take() {
                        queue.extend(s.handle(Command::FileOpened(text)));
                    }
                }
                Effect::Draw if self.read_scene => {
                    let shown = s.scene(|scene| {
                        let plates = [0, 1].map(|p| mancala_render::scene::plate_text(scene, p));
                        let said = [scene.banner, scene.caption].into_iter().flatten();
                        said.map(str::to_string).chain(plates).collect::<Vec<_>>()
                    });
                    self.heard.extend(shown.unwrap_or_default());
                }
                Effect::Draw | Effect::Translate | Effect::Menu(_) | Effect::Settings(_) => {}
            }
        }
    }

    /// Plays `mv` as a person would: a tap, the buttons of a choice (the direction of an
    /// Omweso sowing, the harvests it takes, a Goré offer or answer).
    pub(crate) fn play_as_person(&mut self, s: &mut Session, mv: Move) {
        match mv {
            Move::Offer { holes } => {
                self.run(s, Command::Button(Action::Offer));
                for hole in Move::offered_holes(holes) {
                    self.run(s, Command::Pit(hole));
                }
                self.run(s, Command::Button(Action::OfferSend));
            }
            Move::Answer { accept: true } => self.run(s, Command::Button(Action::Accept)),
            Move::Answer { accept: false } => self.run(s, Command::Button(Action::Refuse)),
            Move::Pass => self.run(s, Command::Button(Action::NoOffer)),
            Move::Arrange { .. } => self.run(s, Command::Button(Action::Standard)),
            _ => {
                if mv.is_clockwise() != s.table().clockwise() {
                    self.run(s, Command::Button(Action::Direction));
                }
                if let Some(pit) = mv.pit() {
                    self.run(s, Command::Pit(pit));
                }
                if let crate::choices::ChoiceKind::Harvest { forms, .. } = &s.table().choice().kind
                {
                    let form = forms.iter().position(|f| *f == mv).unwrap_or(0);
                    self.run(s, Command::Button(Action::Harvest(form as u8)));
                }
            }
        }
    }

    /// Clicks pit `pit` where the board draws it.
    pub(crate) fn click(&mut self, s: &mut Session, pit: usize) {
        let c = s.layout().pits[pit].center;
        self.run(s, Command::PointerUp { x: c.x, y: c.y });
    }
}

/// A session started from `start`, past its first frame, configured with `settings`.
pub(crate) fn configured_with(start: Start, settings: &[(&str, &str)]) -> (Session, Shell) {
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

pub(crate) fn session() -> (Session, Shell) {
    let mut s = Session::new(Start::default());
    let mut shell = Shell::default();
    for e in s.begin() {
        if e == Effect::Redraw {
            shell.run(&mut s, Command::Skip);
        }
    }
    (s, shell)
}

pub(crate) fn attr(name: &str, value: &str) -> Command {
    Command::Attribute {
        name: name.into(),
        value: Some(value.into()),
    }
}
