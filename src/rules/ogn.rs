//! Oware games in and out of OGN, the Oware Game Notation of Aualé (`docs/ogn.md`), so that a
//! game can be exchanged with other Oware software: tags in square brackets (`[Variant "Oware
//! Abapa"]`, the roster Variant, Event, Site, Date, Round, South, North, Result, others after
//! them), an optional start position (`[FEN "4-4-…-0-0-S"]`: the twelve pits from South's first,
//! then South's and North's stores, then who moves), and the movetext: `1. A d 2. F+3 b`, South's
//! pits `A`–`F` and North's `a`–`f` counter-clockwise from each player's left, a capture's seeds
//! after `+`, then the result (`25-23`, or `*` while the game goes on). Comments (`{…}`) and
//! variations (`(…)`, nested or not) are skipped on reading. The project's house rules, when any
//! differ from the usual ones, travel in a tag of its own, `[Rules "O-5plots=literal"]`.
//!
//! Only the two Oware rule sets are written and read; every move read is checked by the engine,
//! and a fault names its line.

use super::{Error, Game, History, HouseRules, Move, Player, Position, Variant};

/// The tags every OGN game carries, in this order.
pub const ROSTER: [&str; 8] = [
    "Variant", "Event", "Site", "Date", "Round", "South", "North", "Result",
];

/// The tag of the project's house rules.
pub const RULES_TAG: &str = "Rules";

/// The name OGN gives `variant`, if it is one of the two Oware rule sets.
pub fn variant_name(variant: Variant) -> Option<&'static str> {
    match variant {
        Variant::OwareAbapa => Some("Oware Abapa"),
        Variant::OwareInternational => Some("Oware International"),
        _ => None,
    }
}

/// The rule set a `[Variant "…"]` names: its OGN name or the project's id, in any case.
fn variant_named(name: &str) -> Option<Variant> {
    let name = name.trim().to_ascii_lowercase();
    match name.as_str() {
        "oware abapa" | "abapa" | "oware" | "oware-abapa" => Some(Variant::OwareAbapa),
        "oware international" | "international" | "oware-international" => {
            Some(Variant::OwareInternational)
        }
        _ => None,
    }
}

/// A game read from OGN: its tags, and the game from its start (the rule set, its house rules,
/// the `FEN` position if one was given) with every move played.
#[derive(Clone, Debug)]
pub struct OgnGame {
    /// Every tag, in the order read.
    pub tags: Vec<(String, String)>,
    /// The game, its moves played by the engine.
    pub history: History,
}

impl OgnGame {
    /// The value of tag `name`, if the game has it.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// The game of `history` (an Oware game, from its start to its moves played), written in OGN
/// with `tags` (the roster's missing ones written `?`; `Variant` and `Result` always the game's
/// own).
///
/// # Errors
/// A game of another variant.
pub fn write(history: &History, tags: &[(String, String)]) -> Result<String, Error> {
    let start = history.start();
    let moves: Vec<Move> = history.moves().iter().map(|(_, mv)| *mv).collect();
    let variant = start.variant();
    let name = variant_name(variant).ok_or_else(|| {
        Error::Options(format!(
            "OGN is the notation of Oware: {variant} cannot be written in it"
        ))
    })?;
    let mut game = start.clone();
    let mut movetext: Vec<String> = Vec::new();
    let mut number = 1;
    for (i, mv) in moves.iter().enumerate() {
        let mover = game.to_move();
        let before = game.position().stores_or_zero();
        let pit = mv
            .pit()
            .filter(|p| *p < 12)
            .ok_or_else(|| Error::Move(format!("move {}: {mv:?} is not an Oware move", i + 1)))?;
        game.play(mv)?;
        let after = game.position().stores_or_zero();
        if mover == 0 {
            movetext.push(format!("{number}."));
        } else {
            if i == 0 {
                movetext.push(format!("{number}..."));
            }
            number += 1;
        }
        let taken = after[usize::from(mover)].saturating_sub(before[usize::from(mover)]);
        let letter = letter(pit);
        movetext.push(if taken > 0 {
            format!("{letter}+{taken}")
        } else {
            letter.to_string()
        });
    }
    let result = match game.outcome() {
        Some(o) => format!("{}-{}", o.stores[0], o.stores[1]),
        None => "*".to_string(),
    };
    movetext.push(result.clone());
    let mut out = String::new();
    let given = |n: &str| tags.iter().find(|(t, _)| t == n).map(|(_, v)| v.as_str());
    for tag in ROSTER {
        let value = match tag {
            "Variant" => name,
            "Result" => &result,
            _ => given(tag).unwrap_or("?"),
        };
        out.push_str(&format!("[{tag} \"{}\"]\n", escape(value)));
    }
    let rules = HouseRules::of_position(&start.position())?;
    let chosen: Vec<String> = rules.chosen().map(|(id, v)| format!("{id}={v}")).collect();
    if !chosen.is_empty() {
        out.push_str(&format!("[{RULES_TAG} \"{}\"]\n", chosen.join(", ")));
    }
    if let Some(fen) = fen_of(start) {
        out.push_str(&format!("[FEN \"{fen}\"]\n"));
    }
    for (tag, value) in tags {
        let ours = ROSTER.contains(&tag.as_str()) || tag == RULES_TAG || tag == "FEN";
        if !ours && is_tag_name(tag) {
            out.push_str(&format!("[{tag} \"{}\"]\n", escape(value)));
        }
    }
    out.push('\n');
    let mut line = String::new();
    for token in movetext {
        if !line.is_empty() && line.len() + 1 + token.len() > 79 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&token);
    }
    out.push_str(&line);
    out.push('\n');
    Ok(out)
}

/// A fault of an OGN text, at its line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OgnError {
    /// The line, from 1 as an editor counts.
    pub line: usize,
    /// What is wrong there.
    pub message: String,
}

impl std::fmt::Display for OgnError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "OGN line {}: {}", self.line, self.message)
    }
}

impl From<OgnError> for Error {
    fn from(e: OgnError) -> Error {
        Error::Position(e.to_string())
    }
}

/// Reads an OGN game and checks every move with the engine.
///
/// # Errors
/// Text that is not OGN, a rule set other than Oware's, a bad start position or a move that is
/// not legal where it stands, at its line.
pub fn read(text: &str) -> Result<OgnGame, OgnError> {
    let mut tags: Vec<(String, String)> = Vec::new();
    let mut lines = text.lines().enumerate().peekable();
    // The tags: lines that start with '[' (blank lines between them are passed over).
    while let Some((n, line)) = lines.peek().copied() {
        let trimmed = line.trim();
        if trimmed.is_empty() {
            lines.next();
            continue;
        }
        if !trimmed.starts_with('[') {
            break;
        }
        tags.push(parse_tag(trimmed).map_err(|e| at(n, &e))?);
        lines.next();
    }
    let named = |name: &str| tags.iter().find(|(t, _)| t == name).map(|(_, v)| v.clone());
    let variant_line = line_of(text, "Variant");
    let variant = match named("Variant") {
        None => Variant::OwareAbapa,
        Some(v) => variant_named(&v).ok_or_else(|| {
            at(
                variant_line,
                &format!(
                    "unknown variant \"{v}\": OGN games of Oware Abapa and Oware International \
                     are read"
                ),
            )
        })?,
    };
    let mut start = match named("FEN") {
        Some(fen) => position_of_fen(variant, &fen).map_err(|e| at(line_of(text, "FEN"), &e))?,
        None => Game::new(variant, &super::Options::default())
            .map_err(|e| at(variant_line, e.message()))?
            .position(),
    };
    if let Some(rules) = named(RULES_TAG) {
        let mut house = HouseRules::default();
        for pair in rules.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (id, value) = pair.split_once('=').unwrap_or((pair, ""));
            house
                .set(id.trim(), value.trim())
                .map_err(|e| at(line_of(text, RULES_TAG), e.message()))?;
        }
        house
            .check_for(variant)
            .map_err(|e| at(line_of(text, RULES_TAG), e.message()))?;
        house.write_extra(&mut start.extra);
    }
    let mut history = History::new(
        Game::from_position(&start).map_err(|e| at(line_of(text, "FEN"), e.message()))?,
    );
    let mut depth = 0usize; // inside a variation, how deep
    let mut comment = false;
    for (n, line) in lines {
        let mut chars = line.char_indices().peekable();
        while let Some((_, c)) = chars.next() {
            if comment {
                comment = c != '}';
                continue;
            }
            match c {
                '{' => comment = true,
                '(' => depth += 1,
                ')' => depth = depth.saturating_sub(1),
                ';' => break, // the rest of the line is a comment
                _ if depth > 0 => {}
                'A'..='F' | 'a'..='f' => {
                    let pit = if c.is_ascii_uppercase() {
                        usize::from(c as u8 - b'A')
                    } else {
                        6 + usize::from(c as u8 - b'a')
                    };
                    let owner: Player = if pit < 6 { 0 } else { 1 };
                    if history.current().to_move() != owner {
                        return Err(at(
                            n,
                            &format!(
                                "move {} ({c}) is {}'s, but {} is to move",
                                history.moves_played() + 1,
                                side(owner),
                                side(history.current().to_move())
                            ),
                        ));
                    }
                    let mv = move_at(history.current(), pit).ok_or_else(|| {
                        at(
                            n,
                            &format!(
                                "move {} ({c}) is not legal here{}",
                                history.moves_played() + 1,
                                if history.current().outcome().is_some() {
                                    ": the game is over"
                                } else {
                                    ""
                                }
                            ),
                        )
                    })?;
                    history.play(&mv).map_err(|e| {
                        at(
                            n,
                            &format!("move {} ({c}): {}", history.moves_played() + 1, e.message()),
                        )
                    })?;
                    // The seeds a capture took ("+3") are the engine's to count: passed over.
                    while chars
                        .peek()
                        .is_some_and(|(_, d)| *d == '+' || d.is_ascii_digit())
                    {
                        chars.next();
                    }
                }
                _ if c.is_whitespace()
                    || c.is_ascii_digit()
                    || matches!(c, '.' | '-' | '*' | '/') => {}
                _ => return Err(at(n, &format!("'{c}' is not part of OGN movetext"))),
            }
        }
    }
    if tags.is_empty() && history.moves_played() == 0 {
        return Err(at(0, "there is no OGN game in this text"));
    }
    Ok(OgnGame { tags, history })
}

/// The letter of `pit` (0 to 11).
fn letter(pit: usize) -> char {
    let (base, i) = if pit < 6 {
        (b'A', pit)
    } else {
        (b'a', pit - 6)
    };
    char::from(base + i as u8)
}

/// "South" or "North".
fn side(player: Player) -> &'static str {
    if player == 0 {
        "South"
    } else {
        "North"
    }
}

/// The legal move that sows `pit`: the plain sowing when it is legal, else the first of the
/// pit's ways to be played (a house rule may let harvests be declined; OGN names none).
fn move_at(game: &Game, pit: usize) -> Option<Move> {
    let legal = game.legal_moves();
    let plain = Move::sow(pit);
    if legal.contains(&plain) {
        return Some(plain);
    }
    legal.into_iter().find(|m| m.pit() == Some(pit))
}

/// The start position in OGN's `FEN` notation, unless it is the usual start (South to move).
fn fen_of(start: &Game) -> Option<String> {
    let p = start.position();
    let usual = Game::new(p.variant, &super::Options::default())
        .map(|g| g.position())
        .ok()?;
    if p.pits == usual.pits && p.stores_or_zero() == usual.stores_or_zero() && p.to_move == 0 {
        return None;
    }
    let stores = p.stores_or_zero();
    let mut parts: Vec<String> = p.pits.iter().map(u32::to_string).collect();
    parts.extend(stores.iter().map(u32::to_string));
    parts.push(if p.to_move == 0 { "S" } else { "N" }.to_string());
    Some(parts.join("-"))
}

/// The position an OGN `FEN` describes: twelve pits, two stores, `S` or `N`.
fn position_of_fen(variant: Variant, fen: &str) -> Result<Position, String> {
    let parts: Vec<&str> = fen.trim().split('-').collect();
    let bad = || {
        format!(
            "the FEN \"{fen}\" is not fourteen numbers and S or N joined by '-' (the twelve \
             pits, South's store, North's store, who moves)"
        )
    };
    if parts.len() != 15 {
        return Err(bad());
    }
    let numbers: Vec<u32> = parts[..14]
        .iter()
        .map(|s| s.trim().parse::<u32>())
        .collect::<Result<_, _>>()
        .map_err(|_| bad())?;
    let to_move = match parts[14].trim() {
        "S" => 0,
        "N" => 1,
        _ => return Err(bad()),
    };
    Ok(Position::of_seeds(
        variant,
        to_move,
        numbers[..12].to_vec(),
        [numbers[12], numbers[13]],
    ))
}

/// A tag line: `[Name "value"]`.
fn parse_tag(line: &str) -> Result<(String, String), String> {
    let inner = line
        .strip_prefix('[')
        .and_then(|l| l.strip_suffix(']'))
        .ok_or_else(|| format!("a tag is written [Name \"value\"], not {line}"))?
        .trim();
    let (name, rest) = inner
        .split_once(char::is_whitespace)
        .ok_or_else(|| format!("the tag {line} has no value"))?;
    let rest = rest.trim();
    let value = rest
        .strip_prefix('"')
        .and_then(|r| r.strip_suffix('"'))
        .ok_or_else(|| format!("the value of tag {name} is not in double quotes"))?;
    if !is_tag_name(name) {
        return Err(format!(
            "\"{name}\" is not a tag name (letters, digits and _)"
        ));
    }
    Ok((name.to_string(), unescape(value)))
}

/// A tag's name: letters, digits and `_`.
fn is_tag_name(name: &str) -> bool {
    !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// A tag value with `\` and `"` escaped.
fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

/// A tag value read back.
fn unescape(value: &str) -> String {
    let mut out = String::new();
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            if let Some(next) = chars.next() {
                out.push(next);
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// The line (from 0) of tag `name` in `text`, else 0.
fn line_of(text: &str, name: &str) -> usize {
    let prefix = format!("[{name}");
    text.lines()
        .position(|l| {
            l.trim_start()
                .strip_prefix(&prefix)
                .is_some_and(|r| r.starts_with(char::is_whitespace))
        })
        .unwrap_or(0)
}

/// A fault of the text at line `n` (from 0).
fn at(n: usize, message: &str) -> OgnError {
    OgnError {
        line: n + 1,
        message: message.to_string(),
    }
}

#[cfg(test)]
mod tests;
