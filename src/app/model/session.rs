//! The page's state and logic in one place: [`Session::handle`] takes one [`Command`] and
//! returns the [`Effect`]s for the shell to carry out. Each piece of state is kept once: the
//! game, its history and animations (in [`Table`]), who plays, the computer's level, the speed,
//! the language, the layout the last frame used and the pending request to the computer.

use super::command::{Command, Control, Effect};
use super::opponent::{Opponent, Seats};
use super::settings::{self, Settings};
use super::table::Table;
use mancala_i18n::Texts;
use mancala_render::layout::BoardLayout;
use mancala_rules::Variant;

/// Animation speeds the speed button cycles through (named by `Texts::speeds`, in this order):
/// normal, fast, instant, slow.
pub const SPEEDS: [f64; 4] = [1.0, 2.5, f64::INFINITY, 0.5];

/// The index in [`SPEEDS`] of the slow speed an attract demo plays at.
const SLOW: usize = 3;

/// What the browser tells the session when it starts.
#[derive(Clone, Debug, Default)]
pub struct Start {
    /// The user asked for reduced motion: moves are instant.
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

/// The page's state.
pub struct Session {
    table: Table,
    opponent: Opponent,
    speed: f64,
    /// The speed chosen before an attract demo started, given back when it ends.
    demo_speed: Option<f64>,
    texts: &'static Texts,
    start: Start,
    settings: Settings,
    layout: BoardLayout,
    size: (f64, f64),
    clock: f64,
    /// The request to the computer now; an answer to another is ignored.
    request: u32,
    /// The request asked and not answered yet.
    pending: Option<u32>,
    over_reported: bool,
    menu_open: bool,
    /// The visitor's choice of sound (the sound button), which comes before the settings'.
    sound_choice: Option<bool>,
    /// The lesson going on.
    learning: Option<super::learning::Learning>,
    /// The lesson asked for and not arrived yet.
    lesson_wanted: Option<Variant>,
    /// Who played before the lesson began (a lesson is played by the learner alone).
    before_lesson: Option<Opponent>,
    /// The learning aids: preview, hint, the note under the board.
    aids: super::aids::Aids,
    /// The visitor's house rules and their panel.
    house: super::house::House,
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
        .find(|t| t.unavailable.is_none())
        .unwrap_or_else(|| Table::new(Variant::OwareAbapa));
        let speed = if start.reduced_motion {
            f64::INFINITY
        } else {
            1.0
        };
        let sound_choice = start.sound;
        let aids = super::aids::Aids::remembering(start.preview);
        let house = super::house::House::remembering(&start.rules);
        Session {
            layout: BoardLayout::for_variant(first.variant, 0.0, 0.0),
            table: first,
            opponent: Opponent::HotSeat,
            speed,
            demo_speed: None,
            texts: settings::language(None, &start.languages),
            start,
            settings: Settings::default(),
            size: (0.0, 0.0),
            clock: 0.0,
            request: 0,
            pending: None,
            over_reported: false,
            menu_open: false,
            sound_choice,
            learning: None,
            lesson_wanted: None,
            before_lesson: None,
            aids,
            house,
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
        self.settings
            .sound_on(self.sound_choice, self.start.language_button)
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
        &self.layout
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
            .with_scene(&self.layout, self.clock, &seats, draw)
    }

    /// The time of the last frame (rAF milliseconds).
    pub fn clock(&self) -> f64 {
        self.clock
    }

    /// True when the user asked for reduced motion.
    pub fn reduced_motion(&self) -> bool {
        self.start.reduced_motion
    }

    /// True while the game menu is open.
    pub fn menu_open(&self) -> bool {
        self.menu_open
    }

    /// Handles one command.
    pub fn handle(&mut self, command: Command) -> Vec<Effect> {
        let mut out = Vec::new();
        // A museum's screen answers every press with a sound.
        let press = matches!(
            command,
            Command::PointerUp { .. } | Command::Pit(_) | Command::Button(_) | Command::Menu(_)
        );
        if press && self.settings.kiosk && self.sound_on() {
            out.push(Effect::Sound(vec![mancala_render::cues::Cue::Press]));
        }
        match command {
            Command::Frame { now, width, height } => self.frame(now, width, height, &mut out),
            // A kiosk's touch screen has no hover: nothing lights up under a resting finger.
            Command::PointerMove { .. } if self.settings.kiosk => {}
            Command::PointerMove { x, y } => {
                let hover = self.layout.pit_at(mancala_render::geom::Point::new(x, y));
                if hover != self.table.hover {
                    self.table.hover = hover;
                    out.push(Effect::Redraw);
                }
            }
            Command::PointerLeave => {
                self.table.hover = None;
                out.push(Effect::Redraw);
            }
            Command::PointerUp { x, y } => {
                if let Some(pit) = self.layout.pit_at(mancala_render::geom::Point::new(x, y)) {
                    self.table.focus = None;
                    self.click(pit, &mut out);
                }
            }
            Command::Key(key) => self.key(key, &mut out),
            Command::PreviewWay(way) => self.preview_way(way, &mut out),
            Command::Pit(pit) => self.click(pit, &mut out),
            Command::Button(action) => self.button(action, &mut out),
            Command::Menu(v) => {
                self.menu_open = false;
                out.push(Effect::Menu(false));
                let rules = self.menu_rules(v);
                self.new_game_with(v, self.same_opponent(), rules, &mut out);
            }
            Command::OpenRules(_) | Command::ChooseRule { .. } => self.house(command, &mut out),
            Command::Learn(v) => self.learn(v, &mut out),
            Command::LessonArrived {
                variant,
                text,
                step,
            } => self.lesson_arrived(variant, text, step, &mut out),
            Command::ComputerMove { request, mv } if super::aids::is_hint(request) => {
                self.hint_answer(request, &mv, &mut out);
            }
            Command::ComputerMove { request, mv } => self.computer_plays(request, &mv, &mut out),
            Command::ComputerFailed { request, error } => {
                out.push(Effect::Report(format!("the AI worker: {error}")));
                self.hint_failed(request);
                if self.pending == Some(request) {
                    self.pending = None;
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
                if (1..=5).contains(&level) {
                    self.settings.level = level;
                    self.invalidate();
                    self.changed(&mut out);
                } else {
                    out.push(Effect::Refused(format!(
                        "level {level} is not between 1 and 5"
                    )));
                }
            }
            Command::SetLanguage(texts) => self.speak(texts, &mut out),
            Command::Load(game) => {
                self.end_lesson();
                self.table = Table::from_game(*game);
                self.invalidate();
                self.changed(&mut out);
            }
            Command::OpenLink { text, from_address } => {
                self.open_link(&text, from_address, &mut out);
            }
            Command::LinkShared { copied } => self.link_shared(copied, &mut out),
            Command::Demo | Command::NextDemo => {
                self.menu_open = false;
                out.push(Effect::Menu(false));
                self.close_rules(&mut out);
                let next = matches!(command, Command::NextDemo);
                let variant = if next {
                    next_variant(self.table.variant)
                } else {
                    self.table.variant
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
        self.drop_stale_aids();
        out.push(self.controls());
        out.push(Effect::Redraw);
        self.follow(out);
    }

    /// Once nothing animates: the end of the game told once, the computer asked to play.
    fn follow(&mut self, out: &mut Vec<Effect>) {
        if self.table.animating() {
            return;
        }
        match self.table.outcome() {
            None => self.over_reported = false,
            // A lesson's game that ends is told by the lesson; a replay's, once it reaches it.
            Some(_) if self.learning.is_some() || self.table.replaying => {}
            Some(o) if !self.over_reported => {
                self.over_reported = true;
                out.push(Effect::GameOver(o));
            }
            Some(_) => {}
        }
        if self.demo_went_on_too_long() {
            return self.restart_demo(out);
        }
        if self.table.computer_to_play(self.opponent) && self.pending != Some(self.request) {
            if let Some(game) = self.table.game() {
                self.pending = Some(self.request);
                out.push(Effect::Ask {
                    request: self.request,
                    position: game.current().position(),
                    level: self.settings.level,
                    // The soak test's demo goes as fast as the computer thinks.
                    demo: self.opponent == Opponent::Demo && !self.settings.soak,
                });
            }
        }
    }

    /// Forgets the request to the computer: an answer to it will be ignored.
    fn invalidate(&mut self) {
        self.request = self.request.wrapping_add(1);
        self.pending = None;
    }
}

mod frame;

mod input;

mod aids;

mod demo;

mod learn;

mod replay;

mod play;

mod house;

mod choice;
use demo::next_variant;

#[cfg(test)]
mod tests;
