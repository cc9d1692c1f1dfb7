//! Every word a player reads, in each language the game speaks.
//!
//! One file per language (`en.rs`, `fr.rs`), each a complete [`Texts`] and the tables it reaches
//! (its words of learning and of the house rules): the compiler refuses a language with a
//! missing string. Each language is a [`Language`], which finds its words; adding
//! one is docs/adding-a-language.md. Templates hold named slots (`{who}`, `{n}`) that [`fill`] replaces, so a
//! translation may put them in any order. The grammar that differs from one language to another
//! is each language's own functions, named in its `Texts`: a sentence about a player has a form
//! for the person spoken to as "you" ([`About`]); counts follow the language's plural rule
//! ([`Plural`], [`Counted`]); names take the article, elision or contraction the language puts
//! before them (`whose`, `LearnTexts::to_play`); each game's pits have its own name
//! ([`PitName`]).
//!
//! [`catalog`] presents each game (name, board, origin, summary, house rules) as `variants()`
//! and the page's menu show it.
//!
//! This crate stands on `rules` alone: pure Rust, used by the lessons, the renderer
//! (announcements on the board), the page model (the controls) and the JavaScript API.

pub mod catalog;
mod count;
mod describe;
pub mod every;
/// The lessons' words in the language whose code is `$code`: `lessons/<code>/<id>.json` for
/// each game, in the order of [`Variant::ALL`] (see [`Language::lessons`]). A game's file
/// missing in a language fails the build.
macro_rules! lesson_files {
    ($code:literal) => {
        mancala_rules::with_games!(lesson_files_of, $code)
    };
}

/// [`lesson_files!`]'s array, from the list of games ([`mancala_rules::with_games!`]).
macro_rules! lesson_files_of {
    ([$code:literal] $($module:ident :: $type:ident {
        $($(#[$doc:meta])* $variant:ident = $id:literal $shape:tt,)+
    })*) => {
        [$($(include_str!(concat!("lessons/", $code, "/", $id, ".json")),)+)*]
    };
}

// Each language's words, in every build that carries them (see `language.rs`).
#[cfg(carries = "en")]
mod en;
#[cfg(carries = "es")]
mod es;
#[cfg(carries = "fr")]
mod fr;
mod house;
mod house_words;
mod language;
mod learn;
mod why;

pub use count::{Counted, Plural};
pub use describe::describe_move;
pub use house::RuleText;
pub use house_words::HouseTexts;
pub use language::Language;
pub use learn::LearnTexts;
pub use why::{cowries, pit_list, seeds, sown, why_captured};

use mancala_rules::oware::GrandSlam;
use mancala_rules::{EndReason, Variant};

/// A game's name, origin and one-paragraph rules, in one language.
#[derive(Clone, Copy, Debug)]
pub struct VariantText {
    /// The game's name.
    pub name: &'static str,
    /// Where it is played, and the source of its rules.
    pub origin: &'static str,
    /// What the game is like, in one or two short sentences of common words (the menu, for a
    /// child).
    pub plain: &'static str,
    /// The rules in one paragraph.
    pub summary: &'static str,
}

/// A sentence about one player, in two persons: about a player named in the third person
/// (`{who}` is his name as a label shows it, `{whose}` its possessive form, see
/// [`Texts::whose`], and `{the}` or `{The}` the name inside a sentence, see [`Texts::the`]), and to
/// the person playing the computer, whose seat is named [`Texts::you`] and whose verbs take
/// the second person ("You capture", "Vous prenez").
#[derive(Clone, Copy, Debug)]
pub struct About {
    /// About another player: "{who} captures".
    pub they: &'static str,
    /// To the person addressed: "You capture".
    pub you: &'static str,
}

/// How a language names one pit of a game, numbered from 1 as a person counts.
#[derive(Clone, Copy, Debug)]
pub struct PitName {
    /// Within a sentence: "pit {n}", "la case {n}", "le trou {n}".
    pub within: &'static str,
    /// First in a list of facts: "Pit {n}", "Trou {n}".
    pub label: &'static str,
    /// The noun alone, after "per": "pit", "trou".
    pub noun: &'static str,
    /// The noun with its article: "the pit", "le trou".
    pub the: &'static str,
    /// Any of those a person may play now: "one of the glowing pits", "un des trous qui
    /// brillent".
    pub glowing: &'static str,
}

/// The words of one language. Fields ending in a template hold `{slot}`s for [`fill`].
#[derive(Debug)]
pub struct Texts {
    /// The language these are the words of (its name in itself: [`Language::name`]).
    pub language: Language,

    /// The toolbar's game-menu button.
    pub games: &'static str,
    /// The new-game button.
    pub new_game: &'static str,
    /// The undo button.
    pub undo: &'static str,
    /// The opponent button in hot-seat mode.
    pub two_players: &'static str,
    /// The opponent button against the computer.
    pub vs_computer: &'static str,
    /// The opponent button while the computer plays both sides (a kiosk's attract demo).
    pub demo: &'static str,
    /// The speed button; `{speed}` is one of `speeds`.
    pub speed: &'static str,
    /// The sound button while sound is on (pressing it mutes).
    pub sound_on: &'static str,
    /// The sound button while muted.
    pub sound_off: &'static str,
    /// The speeds' names: normal, fast, instant, slow.
    pub speeds: [&'static str; 4],
    /// The computer's level button, `{n}` from 1 (beginner) to 5 (strongest), `{name}` the
    /// level's name in [`Texts::level_names`].
    pub level: &'static str,
    /// The levels' names, from 1 to 5, in words a child knows.
    pub level_names: [&'static str; 5],
    /// The game-over panel's offer of the next level up, after a win against the computer;
    /// `{level}` is the level's button words ([`Texts::level`]).
    pub level_up: &'static str,
    /// Its offer of the next level down, after two losses in a row.
    pub level_down: &'static str,
    /// The skip-the-animation button.
    pub skip: &'static str,
    /// The menu's title.
    pub choose_game: &'static str,
    /// Opens a game's rules summary in the menu.
    pub how_to_play: &'static str,
    /// Closes the menu.
    pub close: &'static str,
    /// The toolbar's button that opens the panel of the other controls (speed, sound, the
    /// opponent, languages, analysis, set-up, links and files).
    pub more: &'static str,
    /// That panel's heading.
    pub more_title: &'static str,
    /// The face-to-face button while two players sit face to face across the board (a tablet
    /// lying flat: what is the top player's faces him); pressing it seats them side by side.
    pub face_to_face_on: &'static str,
    /// The same button while they sit side by side.
    pub face_to_face_off: &'static str,
    /// Starts the same game again after the end.
    pub play_again: &'static str,
    /// Opens the menu after the end.
    pub other_games: &'static str,
    /// The canvas's accessible name: `{game}`'s board (`{of_game}`: the name as
    /// [`Texts::whose`] makes it) with the seeds of its `{pits}` and the stores `{a}` and `{b}`;
    /// `{pit}` and `{the_pit}` are the game's word for a pit (see [`PitName`] and
    /// [`Texts::board_label`]).
    pub board_label: &'static str,
    /// Shown over the attract demo of kiosk mode.
    pub touch_to_play: &'static str,
    /// A kiosk's countdown before an idle game gives way to the demo; `{n}` is the seconds left.
    pub still_playing: &'static str,
    /// A kiosk asks before "New game" ends a game going on.
    pub confirm_new: &'static str,
    /// The confirmation's yes.
    pub confirm_yes: &'static str,
    /// The confirmation's no.
    pub confirm_no: &'static str,

    /// Goré: starts picking holes to offer.
    pub offer_holes: &'static str,
    /// Goré: stops picking.
    pub cancel_offer: &'static str,
    /// Goré: sends the picked holes.
    pub send_offer: &'static str,
    /// Goré: a player who owns no seed makes no offer, and so passes.
    pub no_offer: &'static str,
    /// Goré: accepts an offer.
    pub accept_offer: &'static str,
    /// Goré: refuses an offer.
    pub refuse_offer: &'static str,
    /// Omweso: keeps the standard arrangement.
    pub standard_arrangement: &'static str,
    /// Omweso: confirms the arrangement made.
    pub confirm_arrangement: &'static str,
    /// Omweso: the direction button, counter-clockwise.
    pub direction_ccw: &'static str,
    /// Omweso: the direction button, clockwise.
    pub direction_cw: &'static str,

    /// A player in a two-player game; `{n}` is 1 or 2.
    pub player_n: &'static str,
    /// The person, against the computer.
    pub you: &'static str,
    /// The computer.
    pub computer: &'static str,
    /// One side of the computer playing itself (a kiosk's attract demo); `{n}` is 1 or 2.
    pub computer_n: &'static str,
    /// One hole of a Goré offer: hole `{n}` (from 1).
    pub hole: &'static str,
    /// Several holes of a Goré offer: holes `{list}`.
    pub holes: &'static str,
    /// The word between the last two of a list.
    pub and: &'static str,
    /// The language's plural rule: the form a count takes.
    pub plural: fn(u32) -> Plural,
    /// Seeds counted: "no seeds", "1 seed", "{n} seeds".
    pub seeds: Counted,
    /// Cowries counted.
    pub cowries: Counted,
    /// A player's name made possessive, to stand before or after a noun as the language puts
    /// it ("the computer's", "de l’ordinateur", "du joueur 1"), with a leading article in lower
    /// case.
    pub whose: fn(&str) -> String,
    /// A player's name inside a sentence, as its subject or object, with the article the
    /// language puts before a common noun and in lower case ("the computer", "le joueur 1",
    /// "el jugador 1"; a person's own name, "Ama", as it is). Templates name it `{the}`, or
    /// `{The}` where it starts the sentence.
    pub the: fn(&str) -> String,
    /// A Woaley series note on a plate: game `{n}`, `{pts}` points so far.
    pub series_note: &'static str,
    /// On the name plate of the player to move, who may be the computer thinking: `{who}`.
    pub plate_turn: About,

    /// Status while the board starts.
    pub loading: &'static str,
    /// Status while sowing.
    pub sowing: &'static str,
    /// Status while the computer thinks.
    pub thinking: &'static str,
    /// Status: `{who}` to move, tapping `{glowing}` (see [`PitName::glowing`]).
    pub to_move_tap: About,
    /// Status: `{who}` answers a Goré offer.
    pub answer_offer: About,
    /// Status: `{who}` arranges Omweso seeds.
    pub arrange: About,
    /// Status: `{who}` picks holes to offer.
    pub pick_offer: About,
    /// Status: `{who}` owns no seed: he may offer holes or pass.
    pub no_seed: About,
    /// Status: no game has the id `{id}`; the `{known}` ids.
    pub unknown_game: &'static str,
    /// Status: `{game}` cannot be played, `{reason}`.
    pub unavailable: &'static str,
    /// Status after the end: `{who}` won, `{reason}`.
    pub won_status: About,
    /// Status after a draw, `{reason}`.
    pub draw_status: &'static str,

    /// Game-over title: `{who}` wins.
    pub wins_title: About,
    /// Game-over title of a draw.
    pub draw_title: &'static str,
    /// Game-over detail: `{reason}`, stores `{a}` and `{b}`.
    pub final_score: &'static str,
    /// Goré: the winner refused an offer.
    pub without_glory: &'static str,
    /// Omweso: `{name}` of the special victory.
    pub special_victory: &'static str,

    /// Caption of a relay lap, number `{n}`.
    pub relay_lap: &'static str,
    /// Caption of a lap of harvested seeds (Omweso).
    pub sowing_harvest: &'static str,
    /// Caption of a skipped origin.
    pub origin_skipped: &'static str,
    /// Caption of an Omweso harvest of `{n}` seeds.
    pub harvest: &'static str,
    /// Banner: `{who}` cannot move.
    pub passes: About,
    /// Banner: `{who}`'s last seed fell in his store and he moves again (Kalah).
    pub plays_again: About,
    /// Banner: `{who}`, who owns no seed, made no offer and passes.
    pub passes_by_choice: About,
    /// Banner: `{who}` offers `{holes}` (see [`Texts::holes`]).
    pub offers: About,
    /// Banner: `{who}` accepts.
    pub accepts: About,
    /// Banner: `{who}` refuses.
    pub refuses: About,
    /// Banner: round `{n}` over, `{a}` to `{b}`.
    pub round_over: &'static str,
    /// Banner: `{who}` wins, `{reason}`.
    pub wins_banner: About,
    /// Banner: a draw, `{reason}`.
    pub draw_banner: &'static str,
    /// Banner: Omweso seeds arranged.
    pub setup_arranged: &'static str,
    /// Banner: a new Nam-Nam round.
    pub setup_new_round: &'static str,
    /// Banner: the next game of a Woaley series.
    pub setup_new_game: &'static str,
    /// Capture captions by cause: `{who}` captures.
    pub capture: About,
    /// A Nam-Nam four taken by its owner.
    pub owner_four: &'static str,
    /// `{who}`'s last seed makes four.
    pub last_four: About,
    /// `{who}` takes the last seeds (Nam-Nam's last eight).
    pub last_seeds: About,
    /// `{who}`'s cowrie captures.
    pub cowrie_capture: About,
    /// Kauri: a seed goes to the opponent.
    pub seed_to_opponent: &'static str,
    /// `{who}` takes every seed left (automatic harvest).
    pub automatic_harvest: About,
    /// Each player takes the seeds on his side.
    pub sweep: &'static str,

    /// Spoken: `{who}` sows `{seeds}` (seeds, cowries or both, see [`Texts::sown`]) from `{pit}`
    /// (see [`Texts::pit_name`]).
    pub said_sows: About,
    /// Spoken: clockwise, added to a sowing sentence.
    pub said_clockwise: &'static str,
    /// Spoken: `{who}` takes `{n}` seeds in all.
    pub said_captures: About,
    /// Spoken: nothing captured.
    pub said_no_capture: &'static str,
    /// Spoken: `{laps}` laps in the move.
    pub said_laps: &'static str,
    /// Spoken: the score, `{a}` to `{b}`.
    pub said_score: &'static str,
    /// Spoken: `{who}` to move.
    pub said_to_move: About,
    /// Spoken name of a focused pit: `{pit}` (its label, see [`Texts::pit_name`]), `{seeds}`,
    /// `{side}` (from `said_side`).
    pub said_pit: &'static str,
    /// Spoken: the side of the board of `{who}`.
    pub said_side: About,
    /// Added to a focused pit's name: its `{c}` cowries (Kauri).
    pub said_cowries: &'static str,
    /// Added to a focused pit's name when it can be played now.
    pub said_playable: &'static str,
    /// Spoken name of a store: `{who}`'s, holding `{seeds}`.
    pub said_store: About,
    /// The accessible name of the board's pits as controls: `{game}`'s board (`{of_game}`: the
    /// name as [`Texts::whose`] makes it), walked `{pit}` by `{pit}` (the game's word for a pit).
    pub board_grid: &'static str,

    /// The words for each way a game ends (each language matches every reason).
    pub end_reason: fn(EndReason) -> &'static str,
    /// The words for each grand-slam rule that limits a capture (Oware).
    pub grand_slam: fn(GrandSlam) -> &'static str,
    /// The words of learning: lessons, hints, previews, replays, links.
    pub learn: &'static LearnTexts,
    /// The words of learning about the games whose pits are holes, Goré and Woaley (see
    /// [`Texts::learn_for`]).
    pub learn_holes: &'static LearnTexts,
    /// What a pit is called (see [`Texts::pit_name`]).
    pub pit_name: PitName,
    /// What a pit is called in the games whose pits are holes, Goré and Woaley, as their
    /// sources name them.
    pub hole_name: PitName,
    /// The games, in the order of [`Variant::ALL`].
    pub variants: [VariantText; Variant::ALL.len()],
}

/// English, the default.
pub fn english() -> &'static Texts {
    Language::En.texts()
}

/// The words of the language of a BCP 47 tag (`"fr"`, `"fr-CI"`, `"EN-us"`), as
/// [`Language::from_tag`] finds it.
///
/// # Errors
/// A language the game does not speak, with the list of those it does.
pub fn language(tag: &str) -> Result<&'static Texts, String> {
    Language::from_tag(tag).map(Language::texts)
}

impl Texts {
    /// The language's code (BCP 47 primary subtag): `"en"`.
    pub fn code(&self) -> &'static str {
        self.language.code()
    }

    /// The name, origin and rules of `variant`.
    pub fn variant(&self, variant: Variant) -> &VariantText {
        let index = Variant::ALL.iter().position(|v| *v == variant).unwrap_or(0);
        &self.variants[index]
    }

    /// Whether `name` is the seat of the person playing the computer, spoken to as "you".
    pub fn is_you(&self, name: &str) -> bool {
        name == self.you
    }

    /// The sentence `phrase` about the player named `who`, in the second person when it is
    /// [`Texts::you`]; `{who}`, `{whose}`, `{the}` and `{The}` are filled with the others of
    /// `values`. The result
    /// starts as the template does (a fragment may start in lower case): see [`Texts::say`].
    pub fn about(
        &self,
        phrase: About,
        who: &str,
        values: &[(&str, &dyn std::fmt::Display)],
    ) -> String {
        let template = if self.is_you(who) {
            phrase.you
        } else {
            phrase.they
        };
        let whose = (self.whose)(who);
        let the = (self.the)(who);
        let the_first = capitalise(&the);
        let mut all: Vec<(&str, &dyn std::fmt::Display)> = vec![
            ("who", &who),
            ("whose", &whose),
            ("the", &the),
            ("The", &the_first),
        ];
        all.extend_from_slice(values);
        fill(template, &all)
    }

    /// [`Texts::about`] as a sentence, its first letter in capitals.
    pub fn say(
        &self,
        phrase: About,
        who: &str,
        values: &[(&str, &dyn std::fmt::Display)],
    ) -> String {
        capitalise(&self.about(phrase, who, values))
    }

    /// `n` seeds in words, by the language's plural rule.
    pub fn seeds(&self, n: u32) -> String {
        self.seeds.of(self.plural, n)
    }

    /// `n` cowries in words, by the language's plural rule.
    pub fn cowries(&self, n: u32) -> String {
        self.cowries.of(self.plural, n)
    }

    /// The canvas's accessible name: the board of `variant`, the seeds of its `pits` (a list a
    /// screen reader reads as numbers, "4, 4, 4") and the `stores`.
    pub fn board_label(&self, variant: Variant, pits: &[u32], stores: [u32; 2]) -> String {
        let list: Vec<String> = pits.iter().map(u32::to_string).collect();
        let game = self.variant(variant).name;
        let name = self.pit_names(variant);
        fill(
            self.board_label,
            &[
                ("pit", &name.noun),
                ("the_pit", &name.the),
                ("game", &game),
                ("of_game", &(self.whose)(game)),
                ("pits", &list.join(", ")),
                ("a", &stores[0]),
                ("b", &stores[1]),
            ],
        )
    }

    /// The accessible name of `variant`'s pits as a grid of controls ([`Texts::board_grid`]).
    pub fn grid_label(&self, variant: Variant) -> String {
        let game = self.variant(variant).name;
        fill(
            self.board_grid,
            &[
                ("game", &game),
                ("of_game", &(self.whose)(game)),
                ("pit", &self.pit_names(variant).noun),
            ],
        )
    }

    /// Pieces sown, in words: the seeds, the cowries, or both ("5 seeds and 1 cowrie"), never
    /// a count of none beside another.
    pub fn sown(&self, seeds: u32, cowries: u32) -> String {
        match (seeds, cowries) {
            (_, 0) => self.seeds(seeds),
            (0, c) => self.cowries(c),
            (n, c) => format!("{} {} {}", self.seeds(n), self.and, self.cowries(c)),
        }
    }

    /// Pit `pit` (from 0) of `variant`, numbered from 1 and named as the game names it: within
    /// a sentence, or as a label (`label`).
    pub fn pit_name(&self, variant: Variant, pit: usize, label: bool) -> String {
        let name = self.pit_names(variant);
        let template = if label { name.label } else { name.within };
        fill(template, &[("n", &(pit + 1))])
    }

    /// The words of learning about `variant`, its pits named as the game names them.
    pub fn learn_for(&self, variant: Variant) -> &'static LearnTexts {
        if pits_are_holes(variant) {
            self.learn_holes
        } else {
            self.learn
        }
    }

    /// What a pit of `variant` is called.
    pub fn pit_names(&self, variant: Variant) -> &PitName {
        if pits_are_holes(variant) {
            &self.hole_name
        } else {
            &self.pit_name
        }
    }

    /// Holes numbered from 1 for a person: "hole 2", "holes 1, 2 and 4".
    pub fn holes(&self, holes: &[usize]) -> String {
        let names: Vec<String> = holes.iter().map(|h| (h + 1).to_string()).collect();
        match names.as_slice() {
            [] => String::new(),
            [one] => fill(self.hole, &[("n", one)]),
            [init @ .., last] => {
                let list = format!("{} {} {last}", init.join(", "), self.and);
                fill(self.holes, &[("list", &list)])
            }
        }
    }

    /// Why a game ended, in this language.
    pub fn reason(&self, reason: EndReason) -> &'static str {
        (self.end_reason)(reason)
    }

    /// The banner of a pass: made by the engine for a player who cannot move, or chosen by a
    /// Goré player who owns no seed and makes no offer (`by_choice`).
    pub fn pass_words(&self, by_choice: bool) -> About {
        if by_choice {
            self.passes_by_choice
        } else {
            self.passes
        }
    }

    /// A grand-slam rule that limited a capture, in this language.
    pub fn slam(&self, rule: GrandSlam) -> &'static str {
        (self.grand_slam)(rule)
    }

    /// The words of the house rules in this language: each option's, and those of the menu's
    /// panel. Found by the [`Language`] rather than kept in a field, so that the first frame's
    /// module, which has every `Texts` but never calls this, goes without them.
    pub fn house(&self) -> &'static HouseTexts {
        self.language.house()
    }
}

/// `template` with each `{name}` replaced by its value; unknown slots stay as they are.
pub fn fill(template: &str, values: &[(&str, &dyn std::fmt::Display)]) -> String {
    let mut out = template.to_string();
    for (name, value) in values {
        out = out.replace(&format!("{{{name}}}"), &value.to_string());
    }
    out
}

/// `s` with its first letter in upper case, as Unicode writes it in any language (a letter
/// may become several: "ß" → "SS").
pub fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// Whether the pits of `variant` are called holes (Goré and Woaley, as their sources call them;
/// every other game's are pits): each language has a word for both.
pub(crate) fn pits_are_holes(variant: Variant) -> bool {
    matches!(variant, Variant::Gore | Variant::Woaley)
}

#[cfg(test)]
mod tests;
