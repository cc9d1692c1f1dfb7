//! What goes into the [`Session`](super::Session) ([`Command`]: one thing that happened) and
//! what comes out ([`Effect`]: one thing for the browser shell to do). Plain data both ways.

use super::action::Action;
use super::opponent::Played;
use super::settings::OpponentChoice;
use mancala_i18n::Texts;
use mancala_rules::{Move, Player, Variant};

/// A key on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// An arrow: moves the focus ring to the nearest pit that way (`dx`, `dy` in -1..1).
    Arrow {
        /// Left (-1) or right (1).
        dx: i8,
        /// Up (-1) or down (1).
        dy: i8,
    },
    /// Enter or Space: plays the pit with the focus.
    Play,
    /// Escape: closes the menu.
    Escape,
}

impl Key {
    /// The key named `key` (`KeyboardEvent.key`), if the board reacts to it.
    pub fn parse(key: &str) -> Option<Key> {
        Some(match key {
            "ArrowLeft" => Key::Arrow { dx: -1, dy: 0 },
            "ArrowRight" => Key::Arrow { dx: 1, dy: 0 },
            "ArrowUp" => Key::Arrow { dx: 0, dy: -1 },
            "ArrowDown" => Key::Arrow { dx: 0, dy: 1 },
            "Enter" | " " => Key::Play,
            "Escape" => Key::Escape,
            _ => return None,
        })
    }
}

/// One thing that happened to the page.
#[derive(Clone, Debug)]
pub enum Command {
    /// A frame of the loop at time `now` (rAF milliseconds) on a canvas of `width` × `height`
    /// CSS pixels.
    Frame {
        /// The frame's time.
        now: f64,
        /// The canvas's width.
        width: f64,
        /// The canvas's height.
        height: f64,
    },
    /// The pointer moved to (`x`, `y`), CSS pixels from the canvas's corner.
    PointerMove {
        /// Across.
        x: f64,
        /// Down.
        y: f64,
    },
    /// The pointer left the canvas.
    PointerLeave,
    /// A click, tap or pen touch ended at (`x`, `y`).
    PointerUp {
        /// Across.
        x: f64,
        /// Down.
        y: f64,
    },
    /// A key on the board.
    Key(Key),
    /// The `0`-th way to play the pit being chosen for is pointed at or has the keyboard's
    /// focus (`None`: no way is).
    PreviewWay(Option<usize>),
    /// Pit `0` chosen from outside (`app.clickPit`), or its control pressed.
    Pit(usize),
    /// The keyboard's focus came to pit `0`'s control.
    FocusPit(usize),
    /// Player `0`'s store tapped or its control pressed (set-up mode edits it).
    Store(Player),
    /// A button pressed.
    Button(Action),
    /// A game chosen in the menu.
    Menu(Variant),
    /// A game's lesson chosen in the menu, or by `app.learn`.
    Learn(Variant),
    /// A game's puzzles chosen in the menu: the first one not solved yet opens.
    Puzzles(Variant),
    /// A game's "House rules" chosen in the menu: its panel opens.
    OpenRules(Variant),
    /// A value chosen in the open house-rules panel: option `id` is now `value`.
    ChooseRule {
        /// The option's id (`"O-5plots"`).
        id: String,
        /// The value chosen (`"literal"`).
        value: String,
    },
    /// The data of the lesson asked for by [`Effect::FetchLesson`] (its JSON text, or why it
    /// could not be had), and the step to resume at (from 0).
    LessonArrived {
        /// The lesson's game.
        variant: Variant,
        /// The lesson's JSON text.
        text: Result<String, String>,
        /// The step the learner reached last time.
        step: usize,
    },
    /// The puzzles asked for by [`Effect::FetchPuzzles`] (their JSON text, or why they could
    /// not be had), with the ids of those solved on earlier visits and the day.
    PuzzlesArrived {
        /// The puzzles' game.
        variant: Variant,
        /// The JSON text of its puzzles.
        text: Result<String, String>,
        /// The ids of the puzzles solved, as kept.
        solved: Vec<String>,
        /// Days since 1 January 1970 (UTC): picks the puzzle of the day.
        day: u32,
    },
    /// The computer's answer to request `request`.
    ComputerMove {
        /// The request answered.
        request: u32,
        /// The move chosen.
        mv: Move,
    },
    /// The computer could not answer request `request` (its worker failed).
    ComputerFailed {
        /// The request.
        request: u32,
        /// Why.
        error: String,
    },
    /// Every setting at start, as `name`, `value` pairs (the element's attributes, or the
    /// address's parameters): applied in order, the variant last, which starts the game.
    Configure(Vec<(String, Option<String>)>),
    /// A setting changed: an attribute of the element, or a parameter of `index.html`'s
    /// address (`value` `None`: removed).
    Attribute {
        /// The attribute's name.
        name: String,
        /// Its value.
        value: Option<String>,
    },
    /// A new game (`app.newGame`): of `variant` (else the same), for `opponent` (else the
    /// setting's).
    NewGame {
        /// The game.
        variant: Option<Variant>,
        /// Who plays it.
        opponent: Option<OpponentChoice>,
    },
    /// The worker's answer to an analysis ([`Effect::Analyse`]): every move's worth, best first.
    Analysed {
        /// The request answered.
        request: u32,
        /// The moves' worth.
        moves: Vec<super::analysis::Worth>,
    },
    /// The text of the file the visitor chose to open ([`Effect::ChooseFile`]).
    FileOpened(String),
    /// Who plays the game going on (`app.setOpponent`).
    SetOpponent(OpponentChoice),
    /// The computer's level (`app.setLevel`).
    SetLevel(u32),
    /// The language (`app.setLanguage`).
    SetLanguage(&'static Texts),
    /// Goes on from this game, read from a position.
    Load(Box<mancala_rules::Game>),
    /// Opens a game link (`#game=…`): from the page's address (`from_address`: a damaged link
    /// is said and a fresh game starts) or from `app.openLink` (a damaged link is refused).
    OpenLink {
        /// The link, its address or its fragment.
        text: String,
        /// Read from the page's address.
        from_address: bool,
    },
    /// The link of [`Effect::ShareLink`] is in the address, and was copied or not.
    LinkShared {
        /// The clipboard took it.
        copied: bool,
    },
    /// Starts a kiosk's attract demo (the menu closes).
    Demo,
    /// Starts the attract demo of the next game (the `soak` test setting goes through them all).
    NextDemo,
    /// Ends the animation at once.
    Skip,
    /// The animation speed: 1 normal, larger faster, infinite for instant.
    Speed(f64),
    /// A message for the status line.
    Say(String),
}

/// One thing for the browser shell to do.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Feed the session a [`Command::Frame`] now: what the board shows changed.
    Redraw,
    /// Draw the session's scene now (after a frame).
    Draw,
    /// Ask for another animation frame.
    NextFrame,
    /// Bring the controls up to date.
    Controls(Vec<Control>),
    /// The language changed: write the fixed words and rebuild the menu in it.
    Translate,
    /// Show or hide the game menu.
    Menu(bool),
    /// Tell this to screen readers.
    Announce(String),
    /// Move the keyboard's focus to the control whose id this is (a choice that opens takes
    /// it; the board gets it back when the choice is made).
    Focus(&'static str),
    /// Ask the computer for a move.
    Ask {
        /// The request's id, to be given back with the answer.
        request: u32,
        /// The game's position, with its repetition record.
        position: mancala_rules::Position,
        /// The computer's level, 1..5.
        level: u32,
        /// True in an attract demo (the computer pauses between moves).
        demo: bool,
    },
    /// Play these sounds now (only when sound is on).
    Sound(Vec<mancala_render::cues::Cue>),
    /// The visitor turned sound on or off: remember it for the next visit.
    RememberSound(bool),
    /// Fetch `variant`'s lesson (its JSON text) and the step reached last time, and hand them
    /// back as [`Command::LessonArrived`].
    FetchLesson(mancala_rules::Variant),
    /// The learner reached `step` of `variant`'s lesson: remember it for the next visit.
    RememberLesson {
        /// The lesson's game.
        variant: mancala_rules::Variant,
        /// The step, from 0.
        step: usize,
    },
    /// Fetch `variant`'s puzzles (their JSON text) and the ids of those solved, and hand them
    /// back as [`Command::PuzzlesArrived`].
    FetchPuzzles(mancala_rules::Variant),
    /// The visitor solved a puzzle: remember the ids of `variant`'s puzzles solved.
    RememberPuzzles {
        /// The puzzles' game.
        variant: mancala_rules::Variant,
        /// The ids solved.
        solved: Vec<String>,
    },
    /// The visitor turned the move preview on or off: remember it for the next visit.
    RememberPreview(bool),
    /// Show the house-rules panel (made anew, or its choices brought up to date), or hide it
    /// (`None`).
    RulesPanel(Option<super::house::Panel>),
    /// The visitor chose `variant`'s house rules: remember them for the next visit (`text` as
    /// `house::write` writes them).
    RememberRules {
        /// The game.
        variant: mancala_rules::Variant,
        /// Its rules.
        text: String,
    },
    /// "Copy link": put this game link in the page's address (as its fragment) and copy the
    /// address; answer with [`Command::LinkShared`].
    ShareLink(String),
    /// Ask the computer's worker what every move of `position` is worth, `depth` plies deep;
    /// answer with [`Command::Analysed`].
    Analyse {
        /// The request's id, to be given back with the answer.
        request: u32,
        /// The position, with its repetition record.
        position: mancala_rules::Position,
        /// Plies.
        depth: u32,
    },
    /// Offer the visitor a file to save: `name`, holding `text`.
    Download {
        /// The file's name.
        name: String,
        /// What it holds.
        text: String,
    },
    /// Let the visitor choose a file to open; answer with [`Command::FileOpened`].
    ChooseFile,
    /// Tell the page's listeners about a move (`move` event).
    Moved(Played),
    /// Tell the page's listeners the game is over (`gameover` event).
    GameOver(mancala_rules::Outcome),
    /// The settings in force changed (kiosk and idle are carried out by the element).
    Settings(super::settings::Settings),
    /// A bad setting, kept as it was: say why on the console.
    Warn(String),
    /// A command refused (nothing changed): the error a JavaScript caller gets.
    Refused(String),
    /// Something failed that should not have: report it on the console.
    Report(String),
}

/// What one control shows; `None` leaves that part alone.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Control {
    /// The element's id.
    pub id: &'static str,
    /// Its text.
    pub text: Option<String>,
    /// Shown or hidden.
    pub visible: Option<bool>,
    /// Enabled or disabled.
    pub enabled: Option<bool>,
    /// Its `lang` attribute.
    pub lang: Option<&'static str>,
    /// Another attribute of its own, by name, and its value.
    pub attribute: Option<(&'static str, &'static str)>,
}

impl Control {
    /// Control `id` shown (`visible`) or hidden, with `text` if any.
    pub fn shown(id: &'static str, visible: bool, text: Option<String>) -> Control {
        Control {
            id,
            text,
            visible: Some(visible),
            ..Control::default()
        }
    }
}
