//! The page's session: [`Session::handle`] takes one [`Command`] and routes it to the feature
//! it is for, then returns the [`Effect`]s for the shell to carry out. The session holds what
//! the features share (the game on the table, who plays, the speed, the words, the settings
//! and what the browser said at start) and each feature's own state, which that feature's
//! module alone changes: the canvas, the turns, the menu, the sound, the attract demo, the
//! lessons, the learning aids and the house rules. A feature is handed the shared things it
//! acts on (a `Shared` view of them, or as arguments), never the whole session.

use super::action::Action;
use super::aids::{self, Aids, Preview};
use super::analysis::Analysis;
use super::board_grid::{self, BoardGrid, CellKind};
use super::canvas::Canvas;
use super::choices::{self, ChoiceKind, Chosen};
use super::command::{Command, Control, Effect, Key};
use super::controls::{self, controls, Around};
use super::demo::{self, Demo};
use super::facing;
use super::files::{self, FileRead};
use super::house::{self, Asked, House};
use super::learning::{Learning, Lessons, Next, Tried};
use super::levels::Levels;
use super::menu::Menu;
use super::more::More;
use super::opponent::{Opponent, Seats};
use super::puzzling::{Pick, Puzzles};
use super::replay::{self, Opened};
use super::settings::{self, OpponentChoice, Setting, Settings};
use super::setup::{self, Setup};
use super::sound::Sound;
use super::table::{Clicked, Done, Table};
use super::turns::Turns;
use mancala_i18n::Texts;
use mancala_render::layout::BoardLayout;
use mancala_render::preview::Marks;
use mancala_rules::{HouseRules, Move, Variant};

/// Animation speeds the speed button cycles through (named by `Texts::speeds`, in this order):
/// normal, fast, instant, slow.
pub const SPEEDS: [f64; 4] = [1.0, 2.5, f64::INFINITY, 0.5];

/// The index in [`SPEEDS`] of the slow speed an attract demo plays at.
pub(crate) const SLOW: usize = 3;

/// What the browser tells the session when it starts.
#[derive(Clone, Debug, Default)]
pub struct Start {
    /// The user asked for reduced motion: moves are shown in calm motion (nothing flies).
    pub reduced_motion: bool,
    /// The browser's languages, preferred first (`navigator.languages`).
    pub languages: Vec<String>,
    /// The page shows the language button (`index.html`; an element follows its `lang`).
    pub language_button: bool,
    /// The visitor's own choice of sound, as remembered from an earlier visit.
    pub sound: Option<bool>,
    /// The visitor's own choice of the move preview, as remembered from an earlier visit.
    pub preview: Option<bool>,
    /// The page's address's fragment (`#…`) at start: a game link opens if the game may read
    /// the address.
    pub fragment: Option<String>,
    /// The visitor's house rules for each game, as kept from an earlier visit (damaged ones
    /// are passed over).
    pub rules: Vec<(Variant, String)>,
}

/// What the features read of the page: the game on the table, who plays, the words spoken
/// and the settings in force.
#[derive(Clone, Copy)]
pub(crate) struct Shared<'a> {
    /// The game on the table.
    pub table: &'a Table,
    /// Who plays.
    pub opponent: Opponent,
    /// The words of the page's language.
    pub texts: &'static Texts,
    /// The settings in force.
    pub settings: &'a Settings,
}

impl<'a> Shared<'a> {
    /// The shared things, each borrowed on its own (so that a feature of the session may
    /// change itself while it reads them).
    fn new(
        table: &'a Table,
        opponent: Opponent,
        texts: &'static Texts,
        settings: &'a Settings,
    ) -> Shared<'a> {
        Shared {
            table,
            opponent,
            texts,
            settings,
        }
    }
}

/// The page's state.
pub struct Session {
    table: Table,
    opponent: Opponent,
    speed: f64,
    texts: &'static Texts,
    start: Start,
    settings: Settings,
    /// The canvas: the board's layout and the last frame's time.
    canvas: Canvas,
    /// The requests to the computer and the end of the game told.
    turns: Turns,
    /// The game menu.
    menu: Menu,
    /// The panel of the other controls.
    more: More,
    /// The visitor's choice of sound.
    sound: Sound,
    /// The attract demo.
    demo: Demo,
    /// The lesson going on or asked for.
    lessons: Lessons,
    /// The puzzle going on, or the puzzles asked for.
    puzzles: Puzzles,
    /// The learning aids: preview, hint, the note under the board.
    aids: Aids,
    /// The analysis board: what every move is worth.
    analysis: Analysis,
    /// Set-up mode: the position on the board edited by hand.
    setup: Setup,
    /// The visitor's house rules and their panel.
    house: House,
    /// The level offered after a game against the computer.
    levels: Levels,
}

impl Session {
    /// A session on the first game a visitor can play at once, for two people.
    pub fn new(start: Start) -> Session {
        // Oware if it is there, Omweso (which starts with arranging seeds) last.
        let first = [
            Variant::OwareAbapa,
            Variant::Woaley,
            Variant::Kauri,
            Variant::Gore,
            Variant::NamNam,
            Variant::OwareInternational,
            Variant::Omweso,
        ]
        .into_iter()
        .map(Table::new)
        .find(|t| t.unavailable().is_none())
        .unwrap_or_else(|| Table::new(Variant::OwareAbapa));
        let speed = 1.0;
        Session {
            canvas: Canvas::new(first.variant()),
            table: first,
            opponent: Opponent::HotSeat,
            speed,
            texts: settings::language(None, &start.languages),
            settings: Settings::default(),
            turns: Turns::default(),
            menu: Menu::default(),
            more: More::default(),
            sound: Sound::remembering(start.sound),
            demo: Demo::default(),
            lessons: Lessons::default(),
            puzzles: Puzzles::default(),
            aids: Aids::remembering(start.preview),
            analysis: Analysis::default(),
            setup: Setup::default(),
            house: House::remembering(&start.rules),
            levels: Levels::default(),
            start,
        }
    }

    /// The effects of starting: the words of the language, the controls, a first frame.
    pub fn begin(&mut self) -> Vec<Effect> {
        let mut out = vec![Effect::Translate];
        self.changed(&mut out);
        out
    }

    /// Whether moves and presses make sounds: the visitor's choice, else the page's `sound`
    /// setting, else on for `index.html` and in kiosk mode, off in an element.
    pub fn sound_on(&self) -> bool {
        self.sound.on(&self.settings, self.start.language_button)
    }

    /// The game on the table.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// Who plays, how fast, in which words.
    pub fn seats(&self) -> Seats {
        Seats {
            opponent: self.opponent,
            speed: self.speed,
            texts: self.texts,
            calm: self.start.reduced_motion,
        }
    }

    /// The words of the language spoken.
    pub fn texts(&self) -> &'static Texts {
        self.texts
    }

    /// The settings in force.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The board's layout at the last frame.
    pub fn layout(&self) -> &BoardLayout {
        self.canvas.layout()
    }

    /// Builds the scene of the last frame and hands it to `draw`.
    ///
    /// # Errors
    /// An event log that does not fit its board.
    pub fn scene<R>(
        &mut self,
        draw: impl FnOnce(&mancala_render::scene::Scene) -> R,
    ) -> Result<R, String> {
        let seats = self.seats();
        self.table
            .with_scene(self.canvas.layout(), self.canvas.clock(), &seats, draw)
    }

    /// The time of the last frame (rAF milliseconds).
    pub fn clock(&self) -> f64 {
        self.canvas.clock()
    }

    /// True when the user asked for reduced motion.
    pub fn reduced_motion(&self) -> bool {
        self.start.reduced_motion
    }

    /// True while the game menu is open.
    pub fn menu_open(&self) -> bool {
        self.menu.is_open()
    }

    /// Whether the move preview shows: the visitor's choice, else the page's `preview`
    /// setting, else on; never in kiosk mode (a touch screen has no hover).
    pub fn preview_on(&self) -> bool {
        self.aids.preview_on(&self.settings)
    }

    /// What the move of the pit under the pointer (else with the keyboard focus) would do, if
    /// the preview is on and a person can play that pit now; while a pit's way to play is
    /// chosen, the way pointed at or with the focus.
    pub fn preview(&self) -> Option<Preview> {
        self.aids.preview(&self.shared())
    }

    /// The board as controls, for a screen reader and the keyboard: its pits and stores in the
    /// picture's rows, each told in words.
    pub fn board_grid(&self) -> BoardGrid {
        board_grid::board_grid(
            &self.shared(),
            &self.seats(),
            &self.aids,
            &self.analysis,
            self.canvas.layout(),
            self.setup.is_on(),
        )
    }

    /// What the aids mark on the board now.
    pub fn aid_marks(&self) -> Marks {
        self.aids.marks(&self.shared())
    }

    /// The note under the board, when it speaks of the position shown (not while a move is
    /// shown).
    pub fn note(&self) -> Option<&str> {
        self.aids.note(&self.table)
    }

    /// Set-up mode: the position being set up, if one is.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The puzzle going on, if any.
    pub fn puzzle(&self) -> Option<super::puzzling::PuzzleView<'_>> {
        self.puzzles.view()
    }

    /// The lesson going on, if any.
    pub fn learning(&self) -> Option<&Learning> {
        self.lessons.learning()
    }

    /// Whether the game may read and write the page's address: `index.html` always, an element
    /// only when its author opts in (the `address` attribute).
    pub fn address_allowed(&self) -> bool {
        replay::address_allowed(self.start.language_button, &self.settings)
    }

    /// The rules `variant`'s panel shows, which a game of it started from the menu is played
    /// by: the visitor's choice, else the `rules` setting's if they are `variant`'s, else the
    /// usual rules.
    pub fn menu_rules(&self, variant: Variant) -> HouseRules {
        self.house.menu_rules(variant, &self.settings, self.texts)
    }

    /// What the features read of the page now.
    fn shared(&self) -> Shared<'_> {
        Shared::new(&self.table, self.opponent, self.texts, &self.settings)
    }

    /// Handles one command.
    pub fn handle(&mut self, command: Command) -> Vec<Effect> {
        let mut out = Vec::new();
        let whole_page = self.start.language_button;
        out.extend(self.sound.press(&command, &self.settings, whole_page));
        match command {
            Command::Frame { now, width, height } => self.frame(now, width, height, &mut out),
            // A kiosk's touch screen has no hover: nothing lights up under a resting finger.
            Command::PointerMove { .. } if self.settings.kiosk => {}
            Command::PointerMove { x, y } => {
                if self.table.point_at(self.canvas.pit_at(x, y)) {
                    out.push(Effect::Redraw);
                }
            }
            Command::PointerLeave => {
                self.table.point_at(None);
                out.push(Effect::Redraw);
            }
            Command::PointerUp { x, y } => {
                if let Some(pit) = self.canvas.pit_at(x, y) {
                    self.table.set_focus(None);
                    self.click(pit, &mut out);
                } else if let Some(player) = self.canvas.store_at(x, y) {
                    self.set_up_tap(CellKind::Store(player), &mut out);
                }
            }
            Command::Key(key) => self.key(key, &mut out),
            Command::PreviewWay(way) => {
                if self.table.preview_form(way) {
                    out.push(Effect::Redraw);
                }
            }
            Command::Pit(pit) => self.click(pit, &mut out),
            Command::Store(player) => self.set_up_tap(CellKind::Store(player), &mut out),
            Command::FileOpened(text) => match files::read(&text, self.texts) {
                FileRead::Game(table) => self.open_table(*table, &mut out),
                FileRead::Damaged { said, why } => {
                    out.push(Effect::Warn(format!("the file opened: {why}")));
                    self.aids.note_now(&self.table, &said);
                    out.push(Effect::Announce(said));
                    out.push(self.controls());
                }
            },
            Command::FocusPit(pit) => {
                if pit < self.table.board().pits.len() && self.table.focus() != Some(pit) {
                    self.table.set_focus(Some(pit));
                    out.push(Effect::Redraw);
                }
            }
            Command::Button(action) => self.button(action, &mut out),
            Command::Menu(v) => {
                self.menu.close(&mut out);
                let rules = self.menu_rules(v);
                self.new_game_with(v, self.same_opponent(), rules, &mut out);
            }
            Command::OpenRules(_) | Command::ChooseRule { .. } => {
                let page = Shared::new(&self.table, self.opponent, self.texts, &self.settings);
                self.house.command(command, &page, &mut out);
            }
            Command::Learn(v) => self.learn(v, &mut out),
            Command::LessonArrived {
                variant,
                text,
                step,
            } => {
                let opponent = self.opponent_to_keep();
                if self
                    .lessons
                    .arrived(variant, text, step, opponent, &mut out)
                {
                    self.puzzles.end();
                    self.opponent = Opponent::HotSeat;
                    self.show_step(&mut out);
                }
            }
            Command::Puzzles(v) => self.solve(v, Pick::Next, &mut out),
            Command::PuzzlesArrived {
                variant,
                text,
                solved,
                day,
            } => {
                let opponent = self.opponent_to_keep();
                if self
                    .puzzles
                    .arrived(variant, text, solved, day, opponent, &mut out)
                {
                    self.lessons.end();
                    self.opponent = Opponent::HotSeat;
                    self.show_puzzle(&mut out);
                }
            }
            Command::ComputerMove { request, mv } if aids::is_hint(request) => {
                let page = Shared::new(&self.table, self.opponent, self.texts, &self.settings);
                if self.aids.hint_answer(request, &mv, &page, &mut out) {
                    out.push(self.controls());
                    out.push(Effect::Redraw);
                }
            }
            Command::ComputerMove { request, mv } => self.computer_plays(request, &mv, &mut out),
            Command::Analysed { request, moves } => {
                if self.analysis.arrived(request, moves) {
                    out.push(self.controls());
                    out.push(Effect::Redraw);
                }
            }
            Command::ComputerFailed { request, error } => {
                out.push(Effect::Report(format!("the AI worker: {error}")));
                self.aids.hint_failed(request);
                if self.turns.failed(request) {
                    self.follow(&mut out);
                }
            }
            Command::Configure(pairs) => self.configure(pairs, &mut out),
            Command::Attribute { name, value } => self.attribute(&name, value, &mut out),
            Command::NewGame { variant, opponent } => {
                self.api_new_game(variant, opponent, &mut out);
            }
            Command::SetOpponent(choice) => {
                let o = self.choose_opponent(choice);
                self.set_opponent(o, &mut out);
            }
            Command::SetLevel(level) => {
                if settings::LEVELS.contains(&level) {
                    self.settings.level = level;
                    self.turns.forget();
                    self.changed(&mut out);
                } else {
                    out.push(Effect::Refused(format!(
                        "level {level} is not between 1 and 5"
                    )));
                }
            }
            Command::SetLanguage(texts) => self.speak(texts, &mut out),
            Command::Load(game) => self.load(*game, &mut out),
            Command::OpenLink { text, from_address } => {
                self.open_link(&text, from_address, &mut out);
            }
            Command::LinkShared { copied } => {
                let words = replay::shared_words(copied, self.texts);
                self.aids.note_now(&self.table, words);
                self.changed(&mut out);
            }
            Command::Demo | Command::NextDemo => {
                self.menu.close(&mut out);
                self.house.close(&mut out);
                let variant = if matches!(command, Command::NextDemo) {
                    demo::next_variant(self.table.variant())
                } else {
                    self.table.variant()
                };
                self.start_demo(variant, &mut out);
            }
            Command::Skip => {
                self.table.skip();
                self.changed(&mut out);
            }
            Command::Speed(speed) => self.speed = if speed.is_nan() { 1.0 } else { speed },
            Command::Say(text) => out.push(Effect::Controls(vec![Control {
                id: "status",
                text: Some(text),
                visible: Some(true),
                ..Control::default()
            }])),
        }
        out
    }

    /// After anything changed: the controls, a frame (which ends instant animations), then
    /// what follows a finished move.
    fn changed(&mut self, out: &mut Vec<Effect>) {
        self.aids.drop_stale(&self.table);
        out.push(self.controls());
        out.push(Effect::Redraw);
        self.follow(out);
    }

    /// Once nothing animates: the end of the game told once, a demo that went on too long
    /// started afresh, the computer asked to play.
    fn follow(&mut self, out: &mut Vec<Effect>) {
        // While a position is set up nobody plays, and nothing ends.
        if self.table.animating() || self.setup.is_on() {
            return;
        }
        if let Some(o) = self.turns.tell_end(&self.table, self.studying(), out) {
            self.levels.ended(&o, self.opponent, self.settings.level);
            out.push(Effect::Controls(vec![self
                .levels
                .control(true, self.texts)]));
        }
        if let Some(mv) = self.puzzles.next_move() {
            return self.puzzle_plays(mv, out);
        }
        if let Some(variant) = demo::fresh(&self.table, self.opponent, &self.settings) {
            return self.start_demo(variant, out);
        }
        self.turns
            .ask(&self.table, self.opponent, &self.settings, out);
        if self.table.human_to_play(self.opponent) {
            let page = Shared::new(&self.table, self.opponent, self.texts, &self.settings);
            self.analysis.ask(&page, out);
        }
    }

    /// A frame: the layout for the canvas's size, the animations moved on, then drawn.
    fn frame(&mut self, now: f64, width: f64, height: f64, out: &mut Vec<Effect>) {
        let facing = self.settings.face_to_face;
        self.canvas
            .frame(self.table.variant(), now, (width, height), facing);
        let ended = match self.table.advance(now) {
            Ok(ended) => ended,
            Err(e) => {
                // Never leave a half-shown move: jump to the position and carry on.
                out.push(Effect::Report(format!("drawing a frame: {e}")));
                self.table.skip();
                true
            }
        };
        let cues = self.table.take_cues();
        if !cues.is_empty() && self.sound_on() {
            out.push(Effect::Sound(cues));
        }
        out.push(Effect::Draw);
        if self.table.animating() {
            out.push(Effect::NextFrame);
        } else if ended {
            out.push(self.controls());
            self.follow(out);
        }
    }

    /// The controls as the game stands: the game's own, then each feature's.
    pub(crate) fn controls(&self) -> Effect {
        let around = Around {
            speed: speed_index(self.speed),
            level: self.settings.level,
            language_button: self.start.language_button,
            sound: self.sound_on(),
        };
        let mut out = controls(&self.table, &self.seats(), &around);
        out.extend(facing::controls(
            &self.table,
            self.settings.face_to_face,
            self.texts,
        ));
        match self.puzzles.controls(self.texts) {
            Some(panel) => {
                out.extend(panel);
                out.extend(Lessons::study_controls(true));
            }
            None => out.extend(self.lessons.controls(self.texts)),
        }
        let page = self.shared();
        out.extend(self.aids.controls(&page));
        out.push(replay::share_control(
            self.address_allowed(),
            &self.settings,
            self.studying(),
            &self.table,
        ));
        out.extend(self.house.controls(&page));
        out.extend(files::controls(
            &self.table,
            &self.settings,
            self.studying(),
        ));
        out.extend(self.analysis.controls(&page, self.studying()));
        let over = controls::game_over_shown(&self.table).is_some();
        out.push(self.levels.control(over, self.texts));
        choices::harvest_controls(&page, &mut out);
        // Last: a puzzle hides the computer's hint and, once over, says how to go on; while a
        // position is set up, its words take the status line and the note.
        let names = self.seats().names();
        let last = self.puzzles.overrides(self.texts).into_iter();
        for control in last.chain(self.setup.controls(&page, &names, self.studying())) {
            match out.iter_mut().find(|c| c.id == control.id) {
                Some(shown) => *shown = control,
                None => out.push(control),
            }
        }
        Effect::Controls(out)
    }

    /// A key on the board: arrows move the focus ring, Enter or Space plays, Escape closes
    /// the menu (and the choice of how to play a pit). The pit reached is told by its control
    /// ([`Session::board_grid`]), which the shell gives the focus.
    fn key(&mut self, key: Key, out: &mut Vec<Effect>) {
        let (dx, dy) = match key {
            Key::Play => {
                if let Some(pit) = self.table.focus() {
                    self.click(pit, out);
                }
                return;
            }
            Key::Escape => {
                self.menu.close(out);
                self.more.close(out);
                self.house.close(out);
                if matches!(self.table.choice().kind, ChoiceKind::Harvest { .. }) {
                    self.table.end_harvest_choice();
                    self.changed(out);
                }
                return;
            }
            Key::Arrow { dx, dy } => (f64::from(dx), f64::from(dy)),
        };
        let playable = self.table.playable(self.opponent);
        let focus = self.table.focus();
        let from = focus.or_else(|| playable.first().copied()).unwrap_or(0);
        let next = match focus {
            None => Some(from),
            Some(_) => self.canvas.pit_toward(from, dx, dy),
        };
        if let Some(n) = next {
            self.table.set_focus(Some(n));
            out.push(Effect::Redraw);
        }
    }

    /// In kiosk mode, "New game" asks first when it would end a person's game going on.
    fn must_confirm_new(&self) -> bool {
        self.settings.kiosk
            && self.opponent != Opponent::Demo
            && self.table.outcome().is_none()
            && self.table.game().is_some_and(|g| g.moves_played() > 0)
    }

    /// A button of the controls.
    fn button(&mut self, action: Action, out: &mut Vec<Effect>) {
        self.more.press(action, out);
        let mv = match action {
            Action::More | Action::MoreClose => return,
            Action::LessonNext if self.puzzles.on() => return self.puzzle_next(out),
            Action::LessonLeave if self.puzzles.on() => return self.leave_puzzles(out),
            Action::LessonNext => return self.lesson_next(out),
            Action::LessonLeave => return self.leave_lesson(out),
            Action::PuzzleHint => return self.puzzle_hint(out),
            Action::PuzzleShow => return self.puzzle_show(out),
            _ if self.studying() && Lessons::forbidden(action) => return,
            Action::Hint if self.puzzles.on() => return,
            Action::Games | Action::GameOverMenu => {
                let open = !self.menu.is_open() || action == Action::GameOverMenu;
                out.push(Effect::Controls(vec![Control {
                    id: "gameover",
                    visible: Some(false),
                    ..Control::default()
                }]));
                self.menu.show(open, out);
                return;
            }
            Action::MenuClose => return self.menu.close(out),
            Action::NewGame if self.must_confirm_new() => {
                out.push(confirmation(true));
                return;
            }
            Action::ConfirmNo => {
                out.push(confirmation(false));
                return;
            }
            // The same game again, at the level offered.
            Action::GameOverLevel => {
                if let Some(offer) = self.levels.offer() {
                    self.settings.level = offer.level();
                }
                let (variant, rules) = (self.table.variant(), self.table.rules());
                return self.new_game_with(variant, self.same_opponent(), rules, out);
            }
            // The same game again, by the same rules.
            Action::NewGame | Action::GameOverNew | Action::ConfirmYes => {
                out.push(confirmation(false));
                let (variant, rules) = (self.table.variant(), self.table.rules());
                return self.new_game_with(variant, self.same_opponent(), rules, out);
            }
            Action::Undo => {
                self.table.undo(self.opponent);
                self.turns.forget();
                None
            }
            Action::Opponent => {
                let o = match self.opponent {
                    Opponent::HotSeat => Opponent::Computer { side: 1 },
                    Opponent::Computer { .. } | Opponent::Demo => Opponent::HotSeat,
                };
                return self.set_opponent(o, out);
            }
            Action::Level => {
                let top = *settings::LEVELS.end();
                self.settings.level = self.settings.level % top + 1;
                self.turns.forget();
                None
            }
            Action::Speed => {
                self.speed = SPEEDS[(speed_index(self.speed) + 1) % SPEEDS.len()];
                None
            }
            Action::FaceToFace => {
                self.settings.face_to_face = !self.settings.face_to_face;
                out.push(Effect::Redraw);
                None
            }
            Action::Sound => {
                let whole_page = self.start.language_button;
                self.sound.toggle(&self.settings, whole_page, out);
                None
            }
            Action::Skip | Action::Standard => {
                self.table.skip();
                None
            }
            Action::Offer => {
                self.table.toggle_offer();
                None
            }
            Action::Direction => {
                self.table.turn_direction();
                None
            }
            Action::OfferSend => self.table.choice().offer(),
            Action::NoOffer => Some(Move::Pass),
            Action::Accept => Some(Move::Answer { accept: true }),
            Action::Refuse => Some(Move::Answer { accept: false }),
            Action::Arrange => self.table.arrangement(),
            Action::Hint | Action::Preview => {
                let page = Shared::new(&self.table, self.opponent, self.texts, &self.settings);
                if self.aids.button(action, &page, out) {
                    out.push(self.controls());
                    out.push(Effect::Redraw);
                }
                return;
            }
            Action::Back | Action::Forward => {
                let seats = self.seats();
                let forward = action == Action::Forward;
                let stepped = replay::step(forward, &mut self.table, &seats, &mut self.aids, out);
                if let Some(moved) = stepped {
                    if moved {
                        self.turns.forget();
                    }
                    self.changed(out);
                }
                return;
            }
            Action::Share => return replay::share(&self.table, self.address_allowed(), out),
            Action::SaveGame => return files::save(&self.table, out),
            Action::Analyse => {
                let page = Shared::new(&self.table, self.opponent, self.texts, &self.settings);
                self.analysis.toggle(&page, out);
                return self.changed(out);
            }
            Action::BestMove => {
                if let Some(mv) = self.analysis.best(&self.table) {
                    self.person_plays(mv, out);
                }
                return;
            }
            Action::OpenGame => return out.push(Effect::ChooseFile),
            Action::SetUp => {
                let offered = setup::offered(&self.shared(), self.studying());
                if self.setup.begin(&mut self.table, offered) {
                    self.turns.forget();
                    self.changed(out);
                }
                return;
            }
            Action::SetupPlay => return self.play_set_up(out),
            Action::SetupCancel => {
                if self.setup.cancel(&mut self.table) {
                    self.changed(out);
                }
                return;
            }
            Action::SetupTake | Action::SetupCowries | Action::SetupMover | Action::SetupClear => {
                if self.setup.button(action, &mut self.table) {
                    self.changed(out);
                }
                return;
            }
            Action::RulesPlay | Action::RulesUsual | Action::RulesBack => {
                return self.rules_button(action, out)
            }
            Action::Harvest(_) | Action::HarvestCancel => {
                match choices::harvest_button(action, &mut self.table, self.opponent, out) {
                    Chosen::Play(mv) => self.person_plays(mv, out),
                    Chosen::Cancelled => self.changed(out),
                    Chosen::Nothing => {}
                }
                return;
            }
        };
        match mv {
            Some(mv) => self.person_plays(mv, out),
            None => self.changed(out),
        }
    }

    /// The house-rules panel's buttons: back to the menu, or a game by the rules chosen.
    fn rules_button(&mut self, action: Action, out: &mut Vec<Effect>) {
        let page = Shared::new(&self.table, self.opponent, self.texts, &self.settings);
        match self.house.button(action, &page, out) {
            Asked::Nothing => {}
            Asked::Menu => {
                self.menu.show(true, out);
                self.house.close(out);
            }
            Asked::Play(variant, rules) => {
                self.menu.close(out);
                self.house.close(out);
                self.new_game_with(variant, self.same_opponent(), rules, out);
            }
        }
    }

    /// Every setting at start: the house rules and the variant last, which start the game (the
    /// setting's or the same variant, for the opponent and by the rules now in force).
    fn configure(&mut self, pairs: Vec<(String, Option<String>)>, out: &mut Vec<Effect>) {
        let (last, others): (Vec<_>, Vec<_>) = pairs
            .into_iter()
            .partition(|(n, _)| matches!(n.as_str(), "variant" | "lesson" | "puzzle" | "rules"));
        let (lesson, game): (Vec<_>, Vec<_>) = last
            .into_iter()
            .partition(|(n, _)| n == "lesson" || n == "puzzle");
        let (rules, variant): (Vec<_>, Vec<_>) = game.into_iter().partition(|(n, _)| n == "rules");
        for (name, value) in others {
            self.attribute(&name, value, out);
        }
        // The rules are read for the game they start (a bad one is told then).
        for (_, value) in rules {
            let text = value.map(|v| v.trim().to_string());
            self.settings.set(&Setting::Rules(text));
        }
        let request = self.turns.request();
        for (name, value) in variant {
            self.attribute(&name, value, out);
        }
        // No game started by the variant: one for the opponent and the rules in force, if the
        // game set up differs.
        let before = self.table.variant();
        let rules = self.house.setting_rules(before, &self.settings, self.texts);
        if self.turns.awaits(request)
            && (self.opponent != self.settings.opponent || rules != Ok(self.table.rules()))
        {
            self.new_game(before, self.settings.opponent, out);
        }
        // A lesson page's lesson opens over the game just set up; else a game link in the
        // address (if the game may read it) replaces that game.
        let lesson_page = lesson
            .iter()
            .any(|(_, v)| v.as_deref().is_some_and(|v| !v.is_empty()));
        for (name, value) in lesson {
            self.attribute(&name, value, out);
        }
        if !lesson_page {
            if let Some(fragment) = self.start.fragment.clone() {
                self.open_link(&fragment, true, out);
            }
        }
    }

    /// Setting `name` is now `value` (`None`: removed). A bad value is warned about and the
    /// setting kept; an unknown game is also said in the status line.
    fn attribute(&mut self, name: &str, value: Option<String>, out: &mut Vec<Effect>) {
        let parsed = settings::parse(name, value.as_deref(), self.texts);
        let setting = match parsed.and_then(|s| self.fitting(s)) {
            Ok(Some(setting)) => setting,
            Ok(None) => return,
            Err(reason) => {
                let quoted = value.as_deref().unwrap_or_default();
                let keeping = self.settings.quote(name);
                out.push(Effect::Warn(format!(
                    "{name}=\"{quoted}\": {reason}; keeping {keeping}"
                )));
                if name == "variant" || name == "rules" {
                    out.push(Effect::Controls(vec![Control {
                        id: "status",
                        text: Some(reason),
                        visible: Some(true),
                        ..Control::default()
                    }]));
                }
                return;
            }
        };
        self.settings.set(&setting);
        match setting {
            Setting::Variant(v) => self.restart(v, out),
            Setting::Rules(_) => self.restart(self.table.variant(), out),
            Setting::Lang(lang) => {
                let texts = settings::language(lang.as_deref(), &self.start.languages);
                self.speak(texts, out);
            }
            Setting::Opponent(o, _) if self.opponent != Opponent::Demo => {
                self.set_opponent(o, out);
            }
            Setting::Level(_) => {
                self.turns.forget();
                self.changed(out);
            }
            Setting::Kiosk(_) | Setting::Idle(_) | Setting::Soak(_) => {
                out.push(Effect::Settings(self.settings.clone()));
                if self.settings.kiosk {
                    self.house.close(out);
                    out.push(self.controls());
                }
            }
            Setting::Lesson(Some(v)) => self.learn(v, out),
            Setting::Lesson(None) => self.leave_lesson(out),
            Setting::Puzzle(Some(value)) => self.open_puzzle_setting(&value, out),
            Setting::Puzzle(None) => self.leave_puzzles(out),
            Setting::Opponent(..)
            | Setting::FaceToFace(_)
            | Setting::Sound(_)
            | Setting::Preview(_)
            | Setting::Address(_) => {
                self.changed(out);
            }
        }
    }

    /// A `rules` setting whose rules are not the game's now is refused (the game is
    /// unchanged); every other setting is as read.
    ///
    /// # Errors
    /// Why the rules are not the game's, in the page's words.
    fn fitting(&self, setting: Option<Setting>) -> Result<Option<Setting>, String> {
        if let Some(Setting::Rules(Some(text))) = &setting {
            house::read(text, self.table.variant(), self.texts)?;
        }
        Ok(setting)
    }

    /// A new game of `variant` started by a setting: a demo again if one is going on.
    fn restart(&mut self, variant: Variant, out: &mut Vec<Effect>) {
        if self.opponent == Opponent::Demo {
            self.start_demo(variant, out);
        } else {
            self.new_game(variant, self.settings.opponent, out);
        }
    }

    /// Speaks `texts`' language from now on (the house-rules panel too, if it is open).
    fn speak(&mut self, texts: &'static Texts, out: &mut Vec<Effect>) {
        self.texts = texts;
        out.push(Effect::Translate);
        out.push(Effect::Settings(self.settings.clone()));
        if self.house.open().is_some() {
            out.push(self.house.panel(false, &self.settings, self.texts));
        }
        self.changed(out);
    }

    /// A new game asked for by JavaScript: of `variant` (else the setting's, else the same),
    /// for `opponent` (else the setting's); the demo when that is the opponent.
    fn api_new_game(
        &mut self,
        variant: Option<Variant>,
        opponent: Option<OpponentChoice>,
        out: &mut Vec<Effect>,
    ) {
        let v = variant.unwrap_or(self.settings.variant.unwrap_or(self.table.variant()));
        let o = match opponent {
            Some(choice) => self.choose_opponent(choice),
            None => self.settings.opponent,
        };
        // A kiosk woken from its demo opens its puzzle again, if it has one.
        let puzzle = self.settings.puzzle.clone();
        if let (None, None, Opponent::Demo, Some(puzzle)) =
            (variant, opponent, self.opponent, puzzle)
        {
            return self.open_puzzle_setting(&puzzle, out);
        }
        if o == Opponent::Demo {
            self.start_demo(v, out);
        } else {
            self.new_game(v, o, out);
        }
    }

    /// The opponent JavaScript chose; an `ai-N` choice sets the level too.
    fn choose_opponent(&mut self, choice: OpponentChoice) -> Opponent {
        if let Some(level) = choice.level {
            self.settings.level = level;
        }
        choice.opponent
    }

    /// A click (or Enter) on `pit`: set-up mode's, while a position is set up.
    fn click(&mut self, pit: usize, out: &mut Vec<Effect>) {
        if self.setup.is_on() {
            return self.set_up_tap(CellKind::Pit(pit), out);
        }
        let seats = self.seats();
        match self.table.click(pit, &seats) {
            Ok(Clicked::Nothing) => {}
            Ok(Clicked::Changed) => self.changed(out),
            Ok(Clicked::Choose) => {
                self.table.preview_form(Some(0));
                self.changed(out);
                choices::harvest_opened(&self.table, self.texts, out);
            }
            Ok(Clicked::Wants(mv)) => self.person_plays(mv, out),
            Err(e) => out.push(Effect::Report(format!("playing: {e}"))),
        }
    }

    /// A tap (or Enter) on the pit or store `spot` while a position is set up.
    fn set_up_tap(&mut self, spot: CellKind, out: &mut Vec<Effect>) {
        if self.setup.tap(spot, &mut self.table) {
            self.changed(out);
        }
    }

    /// "Play from here": the game goes on from the position set up, if the rules accept it;
    /// else the reason is said and nothing changes.
    fn play_set_up(&mut self, out: &mut Vec<Effect>) {
        let names = self.seats().names();
        match self.setup.play(self.texts, &names) {
            setup::Played::Game(game) => self.load(*game, out),
            setup::Played::Refused(why) => {
                out.push(Effect::Warn(format!("the position set up: {why}")));
                if let Some(said) = self.setup.refused() {
                    out.push(Effect::Announce(said.to_string()));
                }
                out.push(self.controls());
            }
            setup::Played::Nothing => {}
        }
    }

    /// A person asks for `mv` (a pit clicked, a choice confirmed): in a lesson, the step
    /// decides first.
    fn person_plays(&mut self, mv: Move, out: &mut Vec<Effect>) {
        if self.lessons.on() {
            return self.learner_plays(mv, out);
        }
        if self.puzzles.on() {
            return self.solver_plays(mv, out);
        }
        let seats = self.seats();
        match self.table.play(&mv, &seats) {
            Ok(done) => self.played(done, out),
            Err(e) => {
                out.push(Effect::Report(format!("playing: {e}")));
                self.changed(out);
            }
        }
    }

    /// The learner asks for `mv`: played when the step asks for it, else the panel says why not.
    fn learner_plays(&mut self, mv: Move, out: &mut Vec<Effect>) {
        match self.lessons.try_move(&mv) {
            Tried::Play => {
                let seats = self.seats();
                self.table.freeze();
                match self.table.play(&mv, &seats) {
                    Ok(done) => self.played(done, out),
                    Err(e) => out.push(Effect::Report(format!("the lesson's move: {e}"))),
                }
            }
            Tried::Wrong => self.changed(out),
            Tried::Ignored => {}
        }
    }

    /// The solver asks for `mv`: played when right, else the panel says why not.
    fn solver_plays(&mut self, mv: Move, out: &mut Vec<Effect>) {
        match self.puzzles.try_move(&mv, out) {
            Some(true) => self.play_in_puzzle(mv, out),
            Some(false) => self.changed(out),
            None => {}
        }
    }

    /// The puzzle's line plays `mv` by itself (a reply, or "Show me"'s moves).
    fn puzzle_plays(&mut self, mv: Move, out: &mut Vec<Effect>) {
        self.puzzles.played(&mv, out);
        self.play_in_puzzle(mv, out);
    }

    /// Plays `mv`, already taken by the puzzle, on the table; once the puzzle is over nobody
    /// plays until the next.
    fn play_in_puzzle(&mut self, mv: Move, out: &mut Vec<Effect>) {
        self.table.mark(&[]);
        if self.puzzles.over() {
            self.table.freeze();
        }
        let seats = self.seats();
        match self.table.play(&mv, &seats) {
            Ok(done) => self.played(done, out),
            Err(e) => out.push(Effect::Report(format!("the puzzle's move: {e}"))),
        }
    }

    /// A move was played: told, reported, shown.
    fn played(&mut self, done: Done, out: &mut Vec<Effect>) {
        let said = self.aids.note_capture(&done);
        out.push(Effect::Announce(said));
        out.push(Effect::Moved(done.played));
        self.changed(out);
    }

    /// The computer's answer to request `request`: played if it is still the one awaited.
    fn computer_plays(&mut self, request: u32, mv: &Move, out: &mut Vec<Effect>) {
        if self.turns.awaits(request) && self.table.computer_to_play(self.opponent) {
            self.turns.forget();
            let seats = self.seats();
            match self.table.play(mv, &seats) {
                Ok(done) => self.played(done, out),
                Err(e) => out.push(Effect::Report(format!("the computer's move: {e}"))),
            }
        }
    }

    /// A new game of `variant` for `opponent`, started by the page: played by the house rules
    /// of [`House::setting_rules`] (a `rules` setting that does not fit is told, and the usual
    /// rules played).
    fn new_game(&mut self, variant: Variant, opponent: Opponent, out: &mut Vec<Effect>) {
        match self
            .house
            .setting_rules(variant, &self.settings, self.texts)
        {
            Ok(rules) => self.new_game_with(variant, opponent, rules, out),
            Err(why) => {
                self.new_game_with(variant, opponent, HouseRules::default(), out);
                house::bad_rules(&self.settings, why, out);
            }
        }
    }

    /// A new game of `variant` for `opponent`, played by `rules`.
    fn new_game_with(
        &mut self,
        variant: Variant,
        opponent: Opponent,
        rules: HouseRules,
        out: &mut Vec<Effect>,
    ) {
        self.end_study();
        self.setup.end();
        self.demo.end(opponent, &mut self.speed);
        self.table = Table::playing(variant, rules);
        self.opponent = opponent;
        self.turns.forget();
        self.levels.new_game();
        self.changed(out);
    }

    /// Changes who plays the game going on.
    fn set_opponent(&mut self, opponent: Opponent, out: &mut Vec<Effect>) {
        self.demo.end(opponent, &mut self.speed);
        self.opponent = opponent;
        self.turns.forget();
        self.changed(out);
    }

    /// Starts an attract demo of `variant`: the computer plays both sides, slowly.
    fn start_demo(&mut self, variant: Variant, out: &mut Vec<Effect>) {
        self.demo.start(&mut self.speed, &self.settings);
        self.new_game(variant, Opponent::Demo, out);
    }

    /// Asks for `variant`'s lesson (the menu closes); it starts when it arrives.
    fn learn(&mut self, variant: Variant, out: &mut Vec<Effect>) {
        self.menu.close(out);
        self.lessons.ask(variant, out);
    }

    /// Opens the puzzle the `puzzle` setting names (`daily`, or an id): of its own game, or
    /// for the puzzle of the day of the game set.
    fn open_puzzle_setting(&mut self, value: &str, out: &mut Vec<Effect>) {
        if let Ok((variant, pick)) = Pick::parse(value) {
            let variant = variant
                .or(self.settings.variant)
                .unwrap_or(self.table.variant());
            self.solve(variant, pick, out);
        }
    }

    /// Asks for `variant`'s puzzles, to open `pick` (the menu and the house rules close).
    fn solve(&mut self, variant: Variant, pick: Pick, out: &mut Vec<Effect>) {
        self.menu.close(out);
        self.house.close(out);
        self.puzzles.ask(variant, pick, out);
    }

    /// Puts the puzzle going on on the table, at its start.
    fn show_puzzle(&mut self, out: &mut Vec<Effect>) {
        if let Some(table) = self.puzzles.table() {
            self.setup.end();
            self.demo.end(Opponent::HotSeat, &mut self.speed);
            self.table = table;
            self.turns.forget();
            self.changed(out);
        }
    }

    /// "Next puzzle".
    fn puzzle_next(&mut self, out: &mut Vec<Effect>) {
        if self.puzzles.next(out) {
            self.show_puzzle(out);
        }
    }

    /// The puzzle's hint: two pits marked, and said.
    fn puzzle_hint(&mut self, out: &mut Vec<Effect>) {
        if let Some(pits) = self.puzzles.hint() {
            self.table.mark(pits);
            self.changed(out);
        }
    }

    /// "Show me": the puzzle's line is played.
    fn puzzle_show(&mut self, out: &mut Vec<Effect>) {
        if self.table.animating() {
            return;
        }
        if let Some(mv) = self.puzzles.show() {
            self.play_in_puzzle(mv, out);
        }
    }

    /// Leaves the puzzles for a game of their variant.
    fn leave_puzzles(&mut self, out: &mut Vec<Effect>) {
        if let Some(variant) = self.puzzles.leaving() {
            self.new_game(variant, self.same_opponent(), out);
        }
    }

    /// Who plays when a lesson or the puzzles end: the one of before a lesson going on, the
    /// setting's after a demo.
    fn opponent_to_keep(&self) -> Opponent {
        match self.same_opponent() {
            Opponent::Demo => self.settings.opponent,
            o => o,
        }
    }

    /// True while a lesson or a puzzle goes on: the learner plays alone, with no taking back,
    /// no replay, no link and no computer.
    fn studying(&self) -> bool {
        self.lessons.on() || self.puzzles.on()
    }

    /// Puts the lesson's step on the table.
    fn show_step(&mut self, out: &mut Vec<Effect>) {
        if let Some(table) = self.lessons.step_table(out) {
            self.setup.end();
            self.table = table;
            self.turns.forget();
            self.changed(out);
        }
    }

    /// The lesson's "Next": the next step, or after the last a game of the lesson's variant.
    fn lesson_next(&mut self, out: &mut Vec<Effect>) {
        match self.lessons.next(out) {
            Next::Nothing => {}
            Next::Step => self.show_step(out),
            Next::Game(variant) => self.new_game(variant, self.same_opponent(), out),
        }
    }

    /// Leaves the lesson for a game of its variant.
    fn leave_lesson(&mut self, out: &mut Vec<Effect>) {
        if let Some(variant) = self.lessons.leaving() {
            self.new_game(variant, self.same_opponent(), out);
        }
    }

    /// Ends the lesson or the puzzles going on, if any, giving back the opponent of before
    /// them (the table is then replaced).
    fn end_study(&mut self) {
        let lesson = self.lessons.end();
        let puzzles = self.puzzles.end();
        if let Some(before) = lesson.or(puzzles) {
            self.opponent = before;
        }
    }

    /// Who plays the next game "of the same opponent": in a lesson, the one of before it.
    fn same_opponent(&self) -> Opponent {
        let opponent = self.lessons.same_opponent(self.opponent);
        self.puzzles.same_opponent(opponent)
    }

    /// A game opened (a link, a file): `table` as it stands after its moves, for two people,
    /// ready to be replayed.
    fn open_table(&mut self, table: Table, out: &mut Vec<Effect>) {
        self.end_study();
        self.setup.end();
        self.demo.end(Opponent::HotSeat, &mut self.speed);
        self.table = table;
        self.opponent = Opponent::HotSeat;
        self.turns.forget();
        self.changed(out);
    }

    /// A new game from the position `game` (JavaScript's, or one set up), for the same
    /// players.
    fn load(&mut self, game: mancala_rules::Game, out: &mut Vec<Effect>) {
        self.end_study();
        self.setup.end();
        self.table = Table::from_game(game);
        self.turns.forget();
        self.levels.new_game();
        self.changed(out);
    }

    /// Opens a game link: the game as it stands after its moves, for two people, ready to be
    /// replayed. From the address, a link to the game already shown changes nothing, and a
    /// damaged one is said and a fresh game starts; from JavaScript, a damaged link is refused
    /// with the reason and nothing changes.
    fn open_link(&mut self, text: &str, from_address: bool, out: &mut Vec<Effect>) {
        match replay::open(text, from_address, self.address_allowed(), &self.table) {
            Opened::Unchanged => {}
            Opened::Game(table) => self.open_table(*table, out),
            Opened::Damaged(why) => {
                out.push(Effect::Warn(format!("the address's game link: {why}")));
                self.new_game(self.table.variant(), self.same_opponent(), out);
                self.aids
                    .note_now(&self.table, self.texts.learn.link_damaged);
                out.push(self.controls());
            }
            Opened::Refused(why) => out.push(Effect::Refused(format!("openLink: {why}"))),
        }
    }
}

/// The index in [`SPEEDS`] (and `Texts::speeds`) that names `speed`: the listed speed, else
/// normal, fast, instant or slow by how it compares with normal.
pub fn speed_index(speed: f64) -> usize {
    SPEEDS
        .iter()
        .position(|s| *s == speed)
        .unwrap_or(if speed.is_infinite() {
            2
        } else if speed > 1.0 {
            1
        } else {
            SLOW
        })
}

/// The kiosk's "New game?" panel shown or hidden.
fn confirmation(visible: bool) -> Effect {
    Effect::Controls(vec![Control {
        id: "confirm",
        visible: Some(visible),
        ..Control::default()
    }])
}

#[cfg(test)]
mod tests;
