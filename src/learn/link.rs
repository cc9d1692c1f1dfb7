//! Game links: a whole game (its start and every move) as short text for a URL's fragment, and
//! back. The page makes and reads them (`#game=...`) and so does the JS API
//! (`game.toLink()`, `Game.fromLink`); reading replays every move through the engine, so a link
//! can never hold an impossible game.
//!
//! The text, version 1: `game=1.<start>[.<moves>[.<position>]]`
//! - `<start>`: the variant id, then the options that differ from the default, each after a `~`:
//!   `~match` or `~woaley` (Woaley's series), `~playout` (Oware's play-out), `~p1` (North
//!   starts), and each house rule chosen as its id and value joined by `_` (`~O-5plots_literal`;
//!   links made before house rules had none and read as they did). A game that started from
//!   another position has the bare variant id and the position as a fourth field: its JSON in
//!   base64url (house rules included, in its `extra.rules`). See `link_start.rs`.
//! - `<moves>`: the moves, one after the other, in base64url digits (value 0 to 63):
//!   - a sowing move from pit `p`: the digit `p` (one character);
//!   - Omweso's clockwise move from pit `p`: the digit `32 + p`, the digit of how many
//!     continuation choices it carries, then those choices six to a digit (bit `i` = choice `i`);
//!   - Goré's offer: `!o` and two digits of the bit set of the holes (low six bits first);
//!     its answer: `!y` (accept) or `!n` (refuse); a pass by a player with no seed who makes
//!     no offer: `!p`;
//!   - a move declining harvests (house rules `O-may`, `M-must`): `!h`, the digit of its pit
//!     (`32 + p` when clockwise), a clockwise move's continuation choices, then the harvest
//!     choices, each list written as above;
//!   - Omweso's arrangement: `!a` and sixteen digits, the seeds of each plot in local order.
//!
//! Every character is one a URL's fragment carries as it is (`encodeURIComponent` leaves them).

use super::base64url::{self, digit, value};
use super::link_start::{standard_options, start_game};
use mancala_rules::{Choices, History, Move};

/// What a game link starts with.
pub const PREFIX: &str = "game=";

/// The version of the format this code writes and reads.
pub const VERSION: &str = "1";

/// True when `text` (a URL's fragment, with or without its `#`) is meant as a game link, damaged
/// or not; other fragments are not the game's.
pub fn is_link(text: &str) -> bool {
    text.trim().trim_start_matches('#').starts_with(PREFIX)
}

/// The link of `history`: its start and every move played (the moves taken back are left out).
pub fn to_link(history: &History) -> String {
    let start = history.start();
    let variant = start.variant();
    let mut moves = String::new();
    for (_, mv) in history.moves() {
        write_move(&mut moves, mv);
    }
    match standard_options(start) {
        Some(flags) => {
            let mut text = format!("{PREFIX}{VERSION}.{}", variant.id());
            for flag in flags {
                text.push('~');
                text.push_str(&flag);
            }
            if !moves.is_empty() {
                text.push('.');
                text.push_str(&moves);
            }
            text
        }
        None => {
            let json = start.position().to_json();
            format!(
                "{PREFIX}{VERSION}.{}.{moves}.{}",
                variant.id(),
                base64url::encode(json.as_bytes())
            )
        }
    }
}

fn write_move(out: &mut String, mv: &Move) {
    match *mv {
        Move::Sow { pit } => out.push(digit(usize::from(pit))),
        Move::Reverse { pit, choices } => {
            out.push(digit(32 + usize::from(pit)));
            write_choices(out, choices);
        }
        Move::Declining {
            pit,
            clockwise,
            choices,
            harvest,
        } => {
            out.push_str("!h");
            out.push(digit(usize::from(pit) + if clockwise { 32 } else { 0 }));
            if clockwise {
                write_choices(out, choices);
            }
            write_choices(out, harvest);
        }
        Move::Offer { holes } => {
            out.push_str("!o");
            out.push(digit(usize::from(holes)));
            out.push(digit(usize::from(holes) >> 6));
        }
        Move::Answer { accept } => out.push_str(if accept { "!y" } else { "!n" }),
        Move::Pass => out.push_str("!p"),
        Move::Arrange { counts } => {
            out.push_str("!a");
            for c in counts {
                out.push(digit(usize::from(c)));
            }
        }
    }
}

/// A list of choices: its length, then its entries six to a digit.
fn write_choices(out: &mut String, choices: Choices) {
    out.push(digit(choices.len()));
    for first in (0..choices.len()).step_by(6) {
        let bits = (first..choices.len().min(first + 6))
            .filter(|&i| choices.get(i))
            .fold(0, |acc, i| acc | 1 << (i - first));
        out.push(digit(bits));
    }
}

/// The game of a link, every move replayed (so that undo works as after playing them). Takes
/// the link's text with or without its `#`, or a whole URL whose fragment is the link.
///
/// # Errors
/// Not a game link, an unknown version, variant or option, a damaged character or position, or
/// a move the engine refuses where it stands; the message says which and where.
pub fn from_link(text: &str) -> Result<History, String> {
    let text = text.trim();
    let link = match text.find("#game=") {
        Some(at) => &text[at + 1..],
        None => text.strip_prefix('#').unwrap_or(text),
    };
    let body = link
        .strip_prefix(PREFIX)
        .ok_or_else(|| format!("not a game link: it should start with '{PREFIX}'"))?;
    let fields: Vec<&str> = body.split('.').collect();
    let (version, start, moves, position) = match fields.as_slice() {
        [v, s] => (*v, *s, "", None),
        [v, s, m] => (*v, *s, *m, None),
        [v, s, m, p] => (*v, *s, *m, Some(*p)),
        _ => {
            return Err(format!(
                "a game link has 2 to 4 parts separated by '.', this one has {}",
                fields.len()
            ))
        }
    };
    if version != VERSION {
        return Err(format!(
            "game link version '{version}' is not supported (this version reads {VERSION})"
        ));
    }
    let game = start_game(start, position)?;
    let mut history = History::new(game);
    let mut reader = MoveReader {
        text: moves.as_bytes(),
        at: 0,
    };
    let mut number = 0;
    while reader.at < reader.text.len() {
        number += 1;
        let mv = reader
            .next()
            .map_err(|e| format!("move {number} of the link: {e}"))?;
        history.play(&mv).map_err(|e| {
            format!(
                "move {number} of the link ({}) cannot be played: {}",
                super::json(&mv),
                e.message()
            )
        })?;
    }
    Ok(history)
}

/// Reads the moves' characters one move at a time.
struct MoveReader<'a> {
    text: &'a [u8],
    at: usize,
}

impl MoveReader<'_> {
    /// The next character, `None` at the end.
    fn byte(&mut self) -> Result<u8, String> {
        let c = *self
            .text
            .get(self.at)
            .ok_or("the link ends in the middle of it")?;
        self.at += 1;
        Ok(c)
    }

    /// The next digit's value.
    fn digit(&mut self) -> Result<usize, String> {
        let c = self.byte()?;
        value(c).ok_or_else(|| bad_character(c))
    }

    fn next(&mut self) -> Result<Move, String> {
        let c = self.byte()?;
        if c == b'!' {
            return match self.byte()? {
                b'o' => {
                    let holes = self.digit()? | self.digit()? << 6;
                    let holes = u8::try_from(holes)
                        .map_err(|_| format!("holes {holes} do not exist on a 2×4 board"))?;
                    Ok(Move::Offer { holes })
                }
                b'h' => {
                    let n = self.digit()?;
                    let clockwise = n >= 32;
                    let choices = if clockwise {
                        self.choices()?
                    } else {
                        Choices::NONE
                    };
                    let harvest = self.choices()?;
                    Ok(Move::harvesting(
                        (n % 32) as u8,
                        clockwise,
                        choices,
                        harvest,
                    ))
                }
                b'y' => Ok(Move::Answer { accept: true }),
                b'n' => Ok(Move::Answer { accept: false }),
                b'p' => Ok(Move::Pass),
                b'a' => {
                    let mut counts = [0u8; 16];
                    for c in &mut counts {
                        *c = self.digit()? as u8;
                    }
                    Ok(Move::Arrange { counts })
                }
                other => Err(format!(
                    "'!{}' is not a kind of move (!o, !y, !n, !a or !h)",
                    char::from(other).escape_default()
                )),
            };
        }
        let n = value(c).ok_or_else(|| bad_character(c))?;
        if n < 32 {
            return Ok(Move::Sow { pit: n as u8 });
        }
        Ok(Move::Reverse {
            pit: (n - 32) as u8,
            choices: self.choices()?,
        })
    }

    /// A list of choices written by `write_choices`.
    fn choices(&mut self) -> Result<Choices, String> {
        let count = self.digit()?;
        if count > Choices::MAX {
            return Err(format!(
                "{count} choices; at most {} are allowed",
                Choices::MAX
            ));
        }
        let mut list = Vec::with_capacity(count);
        for first in (0..count).step_by(6) {
            let bits = self.digit()?;
            list.extend((first..count.min(first + 6)).map(|i| bits & 1 << (i - first) != 0));
        }
        Choices::from_slice(&list).map_err(|e| e.message().to_string())
    }
}

fn bad_character(c: u8) -> String {
    format!(
        "'{}' is not a character of game links",
        char::from(c).escape_default()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_that_decline_harvests_are_written_and_read_back() {
        let list = |l: &[bool]| Choices::from_slice(l).expect("short");
        for mv in [
            Move::harvesting(2, false, Choices::NONE, list(&[false])),
            Move::harvesting(17, true, list(&[true, false, true]), list(&[true, false])),
        ] {
            let mut text = String::new();
            write_move(&mut text, &mv);
            assert!(text.starts_with("!h"), "{text}");
            let mut reader = MoveReader {
                text: text.as_bytes(),
                at: 0,
            };
            assert_eq!(reader.next(), Ok(mv), "{text}");
            assert_eq!(reader.at, text.len(), "{text}");
        }
    }
}
