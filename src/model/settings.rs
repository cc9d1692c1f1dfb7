//! The one settings parser: the `<mancala-game>` element's attributes and `index.html`'s
//! address parameters, read as they are (`variant`, `lang`, `opponent` with its `ai-N` short
//! form, `level`, `kiosk`, `idle`, `sound`, `preview`, `lesson`, `puzzle`, `address`, `rules`,
//! `face-to-face`).
//! JavaScript passes them through untouched.

use super::opponent::Opponent;
use mancala_i18n::Texts;
use mancala_rules::Variant;

/// The computer's level until one is chosen: level 1, about an even match for a visitor who has
/// just learned the rules (`docs/benchmarks.md`, the levels' calibration).
pub const DEFAULT_LEVEL: u32 = 1;

/// The computer's levels, 1 (beginner) to 5 (expert).
pub const LEVELS: std::ops::RangeInclusive<u32> = 1..=5;

/// Seconds without input before a kiosk's demo starts, until `idle` says otherwise.
pub const DEFAULT_IDLE: f64 = 180.0;

/// The settings in force.
#[derive(Clone, Debug, PartialEq)]
pub struct Settings {
    /// The game asked for, if any.
    pub variant: Option<Variant>,
    /// The language asked for (a tag the game speaks), or `None` for the browser's.
    pub lang: Option<String>,
    /// Who plays a person's game: two people, or the computer as North.
    pub opponent: Opponent,
    /// The computer's level, 1..5.
    pub level: u32,
    /// Museum mode.
    pub kiosk: bool,
    /// `face-to-face`: two players sit face to face across the board (a tablet lying flat),
    /// and what is the top player's faces him.
    pub face_to_face: bool,
    /// Seconds without input before a kiosk's demo starts.
    pub idle: f64,
    /// `sound`: on or off as the page asked; `None`: the default (on for `index.html` and in
    /// kiosk mode, off in an element). A visitor's own choice comes first.
    pub sound: Option<bool>,
    /// `preview`: the move preview on or off as the page asked; `None`: the default (on, but
    /// never in kiosk mode). A visitor's own choice comes first.
    pub preview: Option<bool>,
    /// `soak` (a test setting): the attract demo plays at once, with no pause, going through
    /// every game in turn; for a kiosk's all-day test.
    pub soak: bool,
    /// `lesson`: the game whose lesson the page opens with (a lesson page), or none.
    pub lesson: Option<Variant>,
    /// `puzzle`: the puzzle the page opens with (its id, or `daily` for the puzzle of the day
    /// of the game set), or none.
    pub puzzle: Option<String>,
    /// `address`: an element may read and write its host page's address (`#game=` links);
    /// `index.html` always does.
    pub address: bool,
    /// `rules`: the house rules a game starts with, as written (`"O-5plots=literal"`; empty
    /// for the usual rules), or `None` when not set. Read for the game's variant when one
    /// starts (`house::read`): only the page's module has the words to tell a bad one.
    pub rules: Option<String>,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            variant: None,
            lang: None,
            opponent: Opponent::HotSeat,
            level: DEFAULT_LEVEL,
            kiosk: false,
            face_to_face: false,
            idle: DEFAULT_IDLE,
            sound: None,
            preview: None,
            soak: false,
            lesson: None,
            puzzle: None,
            address: false,
            rules: None,
        }
    }
}

/// One setting read.
#[derive(Clone, Debug, PartialEq)]
pub enum Setting {
    /// `variant`: a game.
    Variant(Variant),
    /// `lang`: a language tag the game speaks, or `None` for the browser's.
    Lang(Option<String>),
    /// `opponent`, with the level of its `ai-N` form.
    Opponent(Opponent, Option<u32>),
    /// `level`.
    Level(u32),
    /// `kiosk`.
    Kiosk(bool),
    /// `face-to-face`: present (any value but `false`) for two players face to face.
    FaceToFace(bool),
    /// `idle`.
    Idle(f64),
    /// `sound`: present (any value but `off` or `false`) for on; `None` when removed.
    Sound(Option<bool>),
    /// `preview`: present (any value but `off` or `false`) for on; `None` when removed.
    Preview(Option<bool>),
    /// `soak`.
    Soak(bool),
    /// `lesson`: a game's lesson to open, or `None` (removed or empty) for none.
    Lesson(Option<Variant>),
    /// `puzzle`: a puzzle to open (`daily`, or its id, as written), or `None` (removed or
    /// empty) for none.
    Puzzle(Option<String>),
    /// `address`: present (any value but `false`) to let the game use the page's address.
    Address(bool),
    /// `rules`: house rules as written, trimmed; `None` when removed.
    Rules(Option<String>),
}

/// An opponent as JavaScript names one (`app.newGame`, `app.setOpponent`): as the `opponent`
/// attribute takes it, or `"demo"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpponentChoice {
    /// Who plays.
    pub opponent: Opponent,
    /// The computer's level an `ai-N` name sets.
    pub level: Option<u32>,
}

impl OpponentChoice {
    /// The opponent `name` names.
    ///
    /// # Errors
    /// A name that is none of them, with the names there are.
    pub fn parse(name: &str) -> Result<OpponentChoice, String> {
        if name == "demo" {
            return Ok(OpponentChoice {
                opponent: Opponent::Demo,
                level: None,
            });
        }
        let (opponent, level) = parse_opponent(name)
            .map_err(|e| format!("unknown opponent \"{name}\": {e} (or \"demo\")"))?;
        Ok(OpponentChoice { opponent, level })
    }
}

/// The opponent named `name`: `human` (or `hotseat`) for two people, `computer` (the computer
/// plays North), `ai-1` … `ai-5` (the computer at that level).
///
/// # Errors
/// Another name, with the names known.
pub fn parse_opponent(name: &str) -> Result<(Opponent, Option<u32>), String> {
    match name.trim() {
        "human" | "hotseat" => Ok((Opponent::HotSeat, None)),
        "computer" => Ok((Opponent::Computer { side: 1 }, None)),
        n => match n.strip_prefix("ai-").and_then(|l| l.parse::<u32>().ok()) {
            Some(level) if LEVELS.contains(&level) => {
                Ok((Opponent::Computer { side: 1 }, Some(level)))
            }
            _ => Err("not one of human, computer, ai-1 … ai-5".into()),
        },
    }
}

/// `secs` as a person would write it: `120`, `2.5` (to the millisecond), without the standard
/// float formatting, whose tables the page's module does without (it is kept small for a
/// quick first frame).
fn seconds(secs: f64) -> String {
    let millis = (secs * 1000.0).round().clamp(0.0, 1e15) as u64;
    let (whole, fraction) = (millis / 1000, millis % 1000);
    if fraction == 0 {
        return whole.to_string();
    }
    let fraction = format!("{fraction:03}");
    format!("{whole}.{}", fraction.trim_end_matches('0'))
}

/// A number as a person writes one in an attribute or an address: digits, perhaps a sign and a
/// decimal point (`3`, `90`, `2.5`, `-1`), spaces around allowed. Read by hand: the standard
/// parser's tables would cost the page's module more than all its settings.
fn plain_number(text: &str) -> Option<f64> {
    let text = text.trim();
    let (negative, digits) = match text.as_bytes().first()? {
        b'-' => (true, &text[1..]),
        b'+' => (false, &text[1..]),
        _ => (false, text),
    };
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    let all_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.len() + fraction.len() == 0 || whole.len() > 12 || !all_digits(whole) {
        return None;
    }
    if !all_digits(fraction) {
        return None;
    }
    let mut value = 0.0;
    for b in whole.bytes() {
        value = value * 10.0 + f64::from(b - b'0');
    }
    let mut unit = 1.0;
    for b in fraction.bytes().take(12) {
        unit /= 10.0;
        value += f64::from(b - b'0') * unit;
    }
    Some(if negative { -value } else { value })
}

/// A level from 1 to 5.
///
/// # Errors
/// Anything else.
pub fn parse_level(value: &str) -> Result<u32, String> {
    match plain_number(value) {
        // `as` saturates: a negative or huge number falls outside the levels.
        Some(l) if l.fract() == 0.0 && LEVELS.contains(&(l as u32)) => Ok(l as u32),
        _ => Err("not a whole number from 1 to 5".into()),
    }
}

/// Attribute `name` set to `value` (`None`: removed, the default again). `Ok(None)` for an
/// attribute that is not a setting. `texts` words the error of an unknown game, which the
/// status line shows.
///
/// # Errors
/// A bad value, with the reason.
pub fn parse(name: &str, value: Option<&str>, texts: &Texts) -> Result<Option<Setting>, String> {
    let setting = match (name, value) {
        ("variant", None) => return Ok(None),
        ("variant", Some(id)) => Setting::Variant(parse_variant(id, texts)?),
        ("lang", None | Some("")) => Setting::Lang(None),
        ("lang", Some(tag)) => {
            let t = mancala_i18n::language(tag.trim())?;
            Setting::Lang(Some(t.code().to_string()))
        }
        ("opponent", None) => Setting::Opponent(Opponent::HotSeat, None),
        ("opponent", Some(o)) => {
            let (o, level) = parse_opponent(o)?;
            Setting::Opponent(o, level)
        }
        ("level", None) => Setting::Level(DEFAULT_LEVEL),
        ("level", Some(l)) => Setting::Level(parse_level(l)?),
        ("kiosk", v) => Setting::Kiosk(v.is_some_and(|v| v != "false")),
        ("face-to-face", v) => Setting::FaceToFace(v.is_some_and(|v| v != "false")),
        ("soak", v) => Setting::Soak(v.is_some_and(|v| v != "false")),
        ("address", v) => Setting::Address(v.is_some_and(|v| v != "false")),
        ("sound", v) => Setting::Sound(v.map(|v| !matches!(v.trim(), "off" | "false"))),
        ("lesson", None | Some("")) => Setting::Lesson(None),
        ("lesson", Some(id)) => Setting::Lesson(Some(parse_variant(id, texts)?)),
        ("puzzle", None | Some("")) => Setting::Puzzle(None),
        ("puzzle", Some(value)) => {
            super::puzzling::Pick::parse(value)?;
            Setting::Puzzle(Some(value.trim().to_string()))
        }
        ("preview", v) => Setting::Preview(v.map(|v| !matches!(v.trim(), "off" | "false"))),
        ("rules", v) => Setting::Rules(v.map(|v| v.trim().to_string())),
        ("idle", None) => Setting::Idle(DEFAULT_IDLE),
        ("idle", Some(s)) => match plain_number(s) {
            Some(secs) if secs > 0.0 => Setting::Idle(secs),
            _ => return Err("not a positive number of seconds".into()),
        },
        _ => return Ok(None),
    };
    Ok(Some(setting))
}

/// The variant whose id is `id`.
///
/// # Errors
/// An unknown id, in `texts`' words, with the ids known.
pub fn parse_variant(id: &str, texts: &Texts) -> Result<Variant, String> {
    let id = id.trim();
    id.parse().map_err(|_| {
        let known: Vec<&str> = Variant::ALL.iter().map(|v| v.id()).collect();
        mancala_i18n::fill(
            texts.unknown_game,
            &[("id", &id), ("known", &known.join(", "))],
        )
    })
}

/// The language to speak: `lang` if given, else the first of the browser's `preferred` tags the
/// game speaks, else English.
pub fn language(lang: Option<&str>, preferred: &[String]) -> &'static Texts {
    lang.into_iter()
        .chain(preferred.iter().map(String::as_str))
        .find_map(|tag| mancala_i18n::language(tag).ok())
        .unwrap_or_else(mancala_i18n::english)
}

impl Settings {
    /// Settings as written (`name`, `value` pairs), each read by [`parse`]; a bad value or an
    /// unknown name is passed over (the session warns about it when it applies them).
    pub fn read(pairs: &[(String, Option<String>)], texts: &Texts) -> Settings {
        let mut settings = Settings::default();
        for (name, value) in pairs {
            if let Ok(Some(setting)) = parse(name, value.as_deref(), texts) {
                settings.set(&setting);
            }
        }
        settings
    }

    /// Takes `setting`'s value.
    pub fn set(&mut self, setting: &Setting) {
        match setting {
            Setting::Variant(v) => self.variant = Some(*v),
            Setting::Lang(lang) => self.lang.clone_from(lang),
            Setting::Opponent(o, level) => {
                self.opponent = *o;
                if let Some(level) = level {
                    self.level = *level;
                }
            }
            Setting::Level(level) => self.level = *level,
            Setting::Kiosk(on) => self.kiosk = *on,
            Setting::FaceToFace(on) => self.face_to_face = *on,
            Setting::Idle(secs) => self.idle = *secs,
            Setting::Sound(on) => self.sound = *on,
            Setting::Preview(on) => self.preview = *on,
            Setting::Soak(on) => self.soak = *on,
            Setting::Lesson(lesson) => self.lesson = *lesson,
            Setting::Puzzle(puzzle) => self.puzzle.clone_from(puzzle),
            Setting::Address(on) => self.address = *on,
            Setting::Rules(rules) => self.rules.clone_from(rules),
        }
    }

    /// Whether sound is on: the visitor's `choice`, else the `sound` setting, else on for a
    /// whole page (`index.html`) and in kiosk mode, off in an element.
    pub fn sound_on(&self, choice: Option<bool>, whole_page: bool) -> bool {
        choice.or(self.sound).unwrap_or(whole_page || self.kiosk)
    }

    /// The value in force of setting `name`, as a warning quotes it ("keeping …").
    pub fn quote(&self, name: &str) -> String {
        match name {
            "variant" => self
                .variant
                .map_or("none".into(), |v| format!("\"{}\"", v.id())),
            "lang" => format!("\"{}\"", self.lang.as_deref().unwrap_or("the browser's")),
            "opponent" => format!("\"{}\"", self.opponent.name()),
            "level" => self.level.to_string(),
            "lesson" => self
                .lesson
                .map_or("none".into(), |v| format!("\"{}\"", v.id())),
            "puzzle" => self
                .puzzle
                .as_ref()
                .map_or("none".into(), |p| format!("\"{p}\"")),
            "idle" => seconds(self.idle),
            "preview" => match self.preview {
                None => "the default".into(),
                Some(on) => format!("\"{}\"", if on { "on" } else { "off" }),
            },
            "rules" => match &self.rules {
                None => "the usual rules".into(),
                Some(rules) => format!("\"{rules}\""),
            },
            "sound" => match self.sound {
                None => "the default".into(),
                Some(on) => format!("\"{}\"", if on { "on" } else { "off" }),
            },
            _ => "it".into(),
        }
    }
}

#[cfg(test)]
mod tests;
