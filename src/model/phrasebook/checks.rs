//! The faults a sentence of the phrasebook must not have, each a rule of one language's
//! grammar or typography, or of the game's own words. Each check returns what is wrong, or
//! `None`; its test shows it catching a sentence made wrong on purpose.

use mancala_i18n::Language;

/// Narrow no-break space, before `; ! ? »` and after `«` in French.
const NNBSP: char = '\u{202f}';
/// No-break space, before `:` in French.
const NBSP: char = '\u{a0}';

/// Every fault of `sentence`, in the language `lang`.
pub(super) fn faults(lang: Language, sentence: &str) -> Vec<String> {
    let mut out = Vec::new();
    let checks: [fn(Language, &str) -> Option<String>; 18] = [
        placeholder,
        count,
        you_with_third_person,
        elision,
        contraction,
        english_in_other_languages,
        french_spaces,
        spanish_marks,
        hole_zero,
        double_space,
        straight_apostrophe,
        player_without_article,
        score_format,
        house_terms,
        capitals_for_emphasis,
        on_off_words,
        nested_parentheses,
        game_name_in_running_text,
    ];
    for check in checks {
        if let Some(fault) = check(lang, sentence) {
            out.push(fault);
        }
    }
    out
}

/// The words of `s` (runs of letters), each with the byte where it starts.
fn words(s: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in s.char_indices() {
        match (c.is_alphabetic(), start) {
            (true, None) => start = Some(i),
            (false, Some(b)) => {
                out.push((b, &s[b..i]));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(b) = start {
        out.push((b, &s[b..]));
    }
    out
}

/// A template's slot left unfilled: `{who}`.
fn placeholder(_: Language, s: &str) -> Option<String> {
    let open = s.find('{')?;
    let rest = &s[open + 1..];
    let close = rest.find('}')?;
    let name = &rest[..close];
    (!name.is_empty() && name.chars().all(|c| c.is_ascii_lowercase() || c == '_'))
        .then(|| format!("a slot left unfilled: {{{name}}}"))
}

/// A count whose noun disagrees with it: "1 seeds", "1 graines", "0 graines", "1 cauris", "1
/// semillas"; or none of something told beside what there is ("aucune graine et 2 cauris",
/// "sows no seeds").
fn count(_: Language, s: &str) -> Option<String> {
    const NONE_BESIDE: [&str; 6] = [
        "aucune graine et ",
        "aucun cauri et ",
        "no seeds and ",
        "no cowries and ",
        "ninguna semilla y ",
        "ningún cauri y ",
    ];
    const NONE_SOWN: [&str; 4] = ["sème aucune", "semé aucune", "sows no ", "sowed no "];
    let beside = NONE_BESIDE.iter().find(|n| {
        s.match_indices(**n)
            .any(|(at, n)| s[at + n.len()..].starts_with(|c: char| c.is_ascii_digit()))
    });
    if let Some(none) = beside.or_else(|| NONE_SOWN.iter().find(|n| s.contains(**n))) {
        return Some(format!("“{}”: none told beside what there is", none.trim()));
    }
    const PLURALS: [&str; 5] = ["seeds", "cowries", "graines", "cauris", "semillas"];
    for (at, word) in words(s) {
        if !PLURALS.contains(&word) {
            continue;
        }
        let Some(before) = s[..at].strip_suffix(' ') else {
            continue;
        };
        let digits: String = before
            .chars()
            .rev()
            .take_while(char::is_ascii_digit)
            .collect();
        if digits == "1" || digits == "0" {
            return Some(format!("{digits} {word}: the count and its noun disagree"));
        }
    }
    None
}

/// Whether the word at byte `at` of `s` starts its sentence.
fn starts_sentence(s: &str, at: usize) -> bool {
    let before = s[..at].trim_end();
    before.is_empty() || before.ends_with(['.', '!', '?', ':', ';', '(', '«', '¿', '¡'])
}

/// The person spoken to with a verb of the third person: "You captures", "You's", "Vous
/// prend", "Tú captura"; or "Vous" or "Tú" used as a name inside a sentence ("de Vous", "de
/// Tú").
fn you_with_third_person(lang: Language, s: &str) -> Option<String> {
    let w = words(s);
    match lang {
        Language::En => w.windows(2).find_map(|pair| {
            let [(at, you), (next_at, verb)] = pair else {
                return None;
            };
            let between = &s[at + you.len()..*next_at];
            let third = between == " "
                && verb.ends_with('s')
                && !verb.ends_with("ss")
                && verb.chars().next().is_some_and(char::is_lowercase);
            let possessive = between == "'" && *verb == "s";
            ((*you == "You" || *you == "you") && (third || possessive))
                .then(|| format!("“{you}{between}{verb}”: you takes the second person"))
        }),
        Language::Fr => {
            const CLITICS: [&str; 10] =
                ["ne", "n", "les", "la", "le", "l", "y", "en", "lui", "leur"];
            for (i, (at, word)) in w.iter().enumerate() {
                if *word != "Vous" {
                    continue;
                }
                if !starts_sentence(s, *at) {
                    return Some("“Vous” inside a sentence, as a name".into());
                }
                let verb = w[i + 1..]
                    .iter()
                    .map(|(_, v)| *v)
                    .find(|v| !CLITICS.contains(v))?;
                if !(verb.ends_with("ez") || ["êtes", "avez", "faites", "dites"].contains(&verb)) {
                    return Some(format!("“Vous … {verb}”: vous takes the second person"));
                }
            }
            None
        }
        Language::Es => {
            const CLITICS: [&str; 11] = [
                "no", "te", "lo", "la", "los", "las", "le", "les", "se", "ya", "también",
            ];
            for (i, (at, word)) in w.iter().enumerate() {
                if *word != "Tú" && *word != "tú" {
                    continue;
                }
                // "tú" inside a sentence is its subject said for emphasis, before or after its
                // verb ("y tú vuelves", "lo has conseguido tú"); after a preposition it would be
                // "ti", and in capitals it is a name. At a sentence's start, the verb follows.
                let after_preposition = i
                    .checked_sub(1)
                    .and_then(|j| w.get(j))
                    .is_some_and(|(_, p)| ["de", "a", "para", "con", "por"].contains(p));
                if after_preposition || (*word == "Tú" && !starts_sentence(s, *at)) {
                    return Some(format!("“{word}” inside a sentence, as a name"));
                }
                if !starts_sentence(s, *at) {
                    continue;
                }
                let verb = w[i + 1..]
                    .iter()
                    .map(|(_, v)| *v)
                    .find(|v| !CLITICS.contains(&v.to_lowercase().as_str()))?;
                // The second person singular ends in -s (ganas, has, eres), its preterite in
                // -ste (ganaste).
                if !(verb.ends_with('s') || verb.ends_with("ste")) {
                    return Some(format!("“{word} … {verb}”: tú takes the second person"));
                }
            }
            None
        }
    }
}

/// Whether `word` starts with a vowel (French elides before it; no h is counted, since an h
/// is mute or aspirated word by word).
fn vowel_first(word: &str) -> bool {
    word.chars()
        .next()
        .is_some_and(|c| "aeiouyàâéèêëîïôûüAEIOUYÀÂÉÈÊËÎÏÔÛÜ".contains(c))
}

/// French words that elide or contract and did not: "de Awalé", "le ordinateur", "à le",
/// "de L'ordinateur".
fn elision(lang: Language, s: &str) -> Option<String> {
    if lang != Language::Fr {
        return None;
    }
    const ELIDING: [&str; 9] = ["de", "le", "la", "ne", "que", "je", "me", "te", "se"];
    let w = words(s);
    for pair in w.windows(2) {
        let [(at, first), (next_at, second)] = pair else {
            continue;
        };
        let between = &s[at + first.len()..*next_at];
        if between != " " || s[..*at].ends_with('-') {
            continue;
        }
        let lower = first.to_lowercase();
        if ELIDING.contains(&lower.as_str()) && vowel_first(second) {
            return Some(format!("“{first} {second}”: French elides here"));
        }
        if (lower == "à" || lower == "de") && (*second == "le" || *second == "les") {
            return Some(format!("“{first} {second}”: French contracts here"));
        }
        if (lower == "à" || lower == "de")
            && ["L", "Le", "La", "Les"].contains(second)
            && s[next_at + second.len()..].starts_with(['\'', ' '])
        {
            return Some(format!(
                "“{first} {second}”: an article in capitals inside a sentence"
            ));
        }
    }
    None
}

/// Spanish contractions: "de el" is "del", "a el" is "al".
fn contraction(lang: Language, s: &str) -> Option<String> {
    if lang != Language::Es {
        return None;
    }
    words(s).windows(2).find_map(|pair| {
        let [(at, first), (next_at, second)] = pair else {
            return None;
        };
        let lower = first.to_lowercase();
        (&s[at + first.len()..*next_at] == " "
            && *second == "el"
            && (lower == "de" || lower == "a"))
            .then(|| format!("“{first} el”: Spanish contracts here"))
    })
}

/// An English word left in French or Spanish text.
fn english_in_other_languages(lang: Language, s: &str) -> Option<String> {
    if lang == Language::En {
        return None;
    }
    // Not "capture": the Spanish subjunctive of "capturar" ("el primero que capture").
    const ENGLISH: [&str; 33] = [
        "the", "and", "of", "you", "your", "seed", "seeds", "pit", "pits", "captures", "takes",
        "wins", "draw", "player", "computer", "turn", "sow", "sows", "store", "stores", "with",
        "from", "lap", "laps", "hole", "holes", "move", "moves", "game", "is", "are", "harvest",
        "plot",
    ];
    words(s)
        .into_iter()
        .find(|(_, w)| ENGLISH.contains(&w.to_lowercase().as_str()))
        .map(|(_, w)| format!("“{w}”: an English word in {}", lang.name()))
}

/// French spaces: a narrow no-break space before `; ! ? »` and after `«`, a no-break space
/// before `:` (a time, 10:55, has none).
fn french_spaces(lang: Language, s: &str) -> Option<String> {
    if lang != Language::Fr {
        return None;
    }
    let chars: Vec<char> = s.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        let before = i.checked_sub(1).map(|j| chars[j]);
        let after = chars.get(i + 1).copied();
        let fault = match c {
            ';' | '!' | '?' | '»' => !matches!(before, Some(NNBSP | '!' | '?') | None),
            '«' => after != Some(NNBSP),
            ':' => {
                let time = before.is_some_and(|b| b.is_ascii_digit())
                    && after.is_some_and(|a| a.is_ascii_digit());
                before != Some(NBSP) && before.is_some() && !time
            }
            _ => false,
        };
        if fault {
            return Some(format!("“{c}” without its French space"));
        }
    }
    None
}

/// Spanish marks: no space before `: ; ! ? »` and none after `«`; a question opened by `¿`
/// and an exclamation by `¡`.
fn spanish_marks(lang: Language, s: &str) -> Option<String> {
    if lang != Language::Es {
        return None;
    }
    let space = |c: char| c == ' ' || c == NBSP || c == NNBSP;
    let chars: Vec<char> = s.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        let before = i.checked_sub(1).map(|j| chars[j]);
        let after = chars.get(i + 1).copied();
        if matches!(c, ':' | ';' | '!' | '?' | '»') && before.is_some_and(space) {
            return Some(format!("a space before “{c}”"));
        }
        if c == '«' && after.is_some_and(space) {
            return Some("a space after “«”".into());
        }
    }
    for (open, close) in [('¿', '?'), ('¡', '!')] {
        if s.matches(open).count() != s.matches(close).count() {
            return Some(format!(
                "“{close}” without its “{open}”, or the other way round"
            ));
        }
    }
    None
}

/// A hole or pit numbered from 0, where a person counts from 1: "hole 0", "trous 0, 1".
fn hole_zero(_: Language, s: &str) -> Option<String> {
    const NOUNS: [&str; 14] = [
        "hole", "holes", "pit", "pits", "plot", "plots", "trou", "trous", "case", "cases",
        "casilla", "casillas", "hoyo", "hoyos",
    ];
    for (at, word) in words(s) {
        if !NOUNS.contains(&word.to_lowercase().as_str()) {
            continue;
        }
        let Some(rest) = s[at + word.len()..].strip_prefix(' ') else {
            continue;
        };
        let number: String = rest.chars().take_while(char::is_ascii_digit).collect();
        if number == "0" {
            return Some(format!("“{word} 0”: numbered from 0"));
        }
    }
    None
}

/// Two spaces in a row, or a space at either end.
fn double_space(_: Language, s: &str) -> Option<String> {
    let space = |c: char| c == ' ' || c == NBSP || c == NNBSP;
    let chars: Vec<char> = s.chars().collect();
    if chars.windows(2).any(|p| space(p[0]) && space(p[1])) {
        return Some("two spaces in a row".into());
    }
    (s.starts_with(space) || s.ends_with(space)).then(|| "a space at an end".into())
}

/// French writes the typographic apostrophe, ’, never the typewriter's ' (style-fr.md).
fn straight_apostrophe(lang: Language, s: &str) -> Option<String> {
    (lang == Language::Fr && s.contains('\''))
        .then(|| "a straight apostrophe ': French writes ’".into())
}

/// A numbered player inside a sentence takes its article, in lower case: "du joueur 1", "Le
/// joueur 1 gagne", "Gana el jugador 1". The label alone ("Joueur 1", "Jugador 1"), before a
/// colon that addresses him, or on his name plate ("Joueur 1 joue") keeps its capital and no
/// article (style-fr.md, style-es.md).
fn player_without_article(lang: Language, s: &str) -> Option<String> {
    let (label, plate) = match lang {
        Language::Fr => ("Joueur ", "joue"),
        Language::Es => ("Jugador ", ""),
        Language::En => return None,
    };
    for (at, _) in s.match_indices(label) {
        if !starts_sentence(s, at) {
            return Some(format!(
                "“{}” inside a sentence: the article, in lower case",
                label.trim()
            ));
        }
        // The label, then its number: a verb after it makes it a subject ("Joueur 1 gagne").
        let rest = s[at + label.len()..].trim_start_matches(|c: char| c.is_ascii_digit());
        let next: String = rest
            .strip_prefix(' ')
            .unwrap_or_default()
            .chars()
            .take_while(|c| c.is_alphabetic())
            .collect();
        if next.starts_with(char::is_lowercase) && next != plate {
            return Some(format!("“{}N {next}”: a subject takes its article", label));
        }
    }
    None
}

/// How a score is written: "25–23" in English (an en dash, no spaces), "25 à 23" in French,
/// "25 a 23" in Spanish (style sheets).
fn score_format(lang: Language, s: &str) -> Option<String> {
    let chars: Vec<char> = s.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if c != '–' && c != '-' {
            continue;
        }
        let digit_before = |k: usize| i >= k && chars[i - k].is_ascii_digit();
        let digit_after = |k: usize| chars.get(i + k).is_some_and(char::is_ascii_digit);
        let tight = digit_before(1) && digit_after(1);
        let spaced =
            digit_before(2) && chars[i - 1] == ' ' && digit_after(2) && chars[i + 1] == ' ';
        let fault = match lang {
            Language::En => spaced,
            Language::Fr | Language::Es => c == '–' && (tight || spaced),
        };
        if fault {
            return Some("a score written with a dash: see the style sheet".into());
        }
    }
    None
}

/// Words a language's style sheet puts aside, each with the word it uses instead.
const HOUSE_TERMS: [(Language, &str, &str); 12] = [
    (
        Language::En,
        "more than 25 seeds",
        "25 seeds or more: 25 is enough",
    ),
    (
        Language::En,
        "old accounts",
        "sources: Kalah and Kauri are not old",
    ),
    (Language::Fr, "anciens récits", "les sources"),
    (Language::Fr, "c’est nul", "la partie est nulle"),
    (
        Language::Fr,
        "le quatre est pris",
        "il prend les quatre graines",
    ),
    (Language::Fr, "elles sont prises", "ces graines sont prises"),
    (Language::Fr, "plus de 25 graines", "au moins 25 graines"),
    (Language::Es, "tablas", "empate"),
    (Language::Es, "Reglas de la casa", "Reglas opcionales"),
    (Language::Es, "ninguna semilla,", "sin semillas"),
    (Language::Es, "rival", "adversario"),
    (Language::Es, "forma corta", "versión corta"),
];

/// A word the language's style sheet puts aside ([`HOUSE_TERMS`]).
fn house_terms(lang: Language, s: &str) -> Option<String> {
    HOUSE_TERMS
        .iter()
        .find(|(l, term, _)| *l == lang && s.to_lowercase().contains(&term.to_lowercase()))
        .map(|(_, term, instead)| format!("“{term}”: the style sheet says {instead}"))
}

/// A word in capitals for emphasis ("VOUS", "LAS DOS"): print says it otherwise. Two letters
/// or more, all capitals; initials that are names ("OGN") are none of the game's words.
fn capitals_for_emphasis(_: Language, s: &str) -> Option<String> {
    words(s)
        .into_iter()
        .find(|(_, w)| w.chars().count() >= 2 && w.chars().all(char::is_uppercase))
        .map(|(_, w)| format!("“{w}”: capitals for emphasis"))
}

/// A switch says what it is, not yes or no: "Son : activé", "Sonido: desactivado" (English
/// keeps "on" and "off").
fn on_off_words(lang: Language, s: &str) -> Option<String> {
    let yes_no: &[&str] = match lang {
        Language::Fr => &["\u{a0}: oui", "\u{a0}: non"],
        Language::Es => &[": sí", ": no"],
        Language::En => &[": yes", ": no"],
    };
    yes_no
        .iter()
        .find(|end| s.ends_with(**end))
        .map(|end| format!("“{}”: a switch says on or off in words", end.trim()))
}

/// Parentheses inside parentheses: "gagne (Akakyala (le visiteur))".
fn nested_parentheses(_: Language, s: &str) -> Option<String> {
    let mut depth = 0;
    for c in s.chars() {
        match c {
            '(' => {
                depth += 1;
                if depth > 1 {
                    return Some("parentheses inside parentheses".into());
                }
            }
            ')' => depth -= 1,
            _ => {}
        }
    }
    None
}

/// French writes a game's name in lower case in running text ("au goré", "l’awalé abapa",
/// "le woaley"), Kauri aside; capitals are for titles and labels ("Plateau de Goré").
fn game_name_in_running_text(lang: Language, s: &str) -> Option<String> {
    if lang != Language::Fr {
        return None;
    }
    const NAMES: [&str; 6] = ["Awalé", "Nam-Nam", "Omweso", "Goré", "Woaley", "Kalah"];
    const BEFORE: [&str; 6] = ["au ", "le ", "du ", "l’", "à l’", "d’un "];
    for name in NAMES {
        for (at, _) in s.match_indices(name) {
            if BEFORE.iter().any(|b| s[..at].ends_with(b)) {
                return Some(format!("“{name}” in running text: lower case"));
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The check `check` finds a fault in `bad` and none in `good`.
    fn catches(check: fn(Language, &str) -> Option<String>, lang: Language, bad: &str, good: &str) {
        assert!(check(lang, bad).is_some(), "not caught: {bad}");
        assert_eq!(check(lang, good), None, "wrongly caught: {good}");
    }

    #[test]
    fn a_slot_left_unfilled_is_caught() {
        catches(placeholder, Language::En, "{who} captures", "You capture {");
    }

    #[test]
    fn a_count_and_its_noun_must_agree() {
        catches(
            count,
            Language::En,
            "Ama sows 1 seeds from pit 3",
            "Ama sows 11 seeds",
        );
        catches(
            count,
            Language::Fr,
            "Ama sème 1 graines",
            "Ama sème 1 graine",
        );
        catches(
            count,
            Language::Fr,
            "Vous avez semé 0 graines et 2 cauris",
            "Vous avez semé 2 cauris",
        );
        catches(
            count,
            Language::Fr,
            "Ama sème aucune graine et 2 cauris",
            "La case n'a reçu aucune graine et reste vide",
        );
        catches(
            count,
            Language::En,
            "You sow no seeds and 1 cowrie",
            "You sow 1 cowrie",
        );
        catches(count, Language::Fr, "Case 3, 1 cauris", "Case 3, 21 cauris");
        catches(
            count,
            Language::Es,
            "Ana siembra 1 semillas",
            "Ana siembra 1 semilla",
        );
        catches(
            count,
            Language::Es,
            "Has sembrado ninguna semilla y 2 cauris",
            "Has sembrado 2 cauris",
        );
    }

    #[test]
    fn you_takes_the_second_person() {
        catches(
            you_with_third_person,
            Language::En,
            "You captures",
            "You capture",
        );
        catches(
            you_with_third_person,
            Language::En,
            "You's last seed makes four",
            "Your last seed",
        );
        catches(
            you_with_third_person,
            Language::En,
            "You wins (25 seeds)",
            "You pass",
        );
        catches(
            you_with_third_person,
            Language::Fr,
            "Vous prend",
            "Vous prenez",
        );
        catches(
            you_with_third_person,
            Language::Fr,
            "Vous ne peut pas jouer et passe",
            "Vous ne pouvez pas jouer",
        );
        catches(
            you_with_third_person,
            Language::Fr,
            "Vous gagne (25 graines)",
            "Vous avez gagné",
        );
        catches(
            you_with_third_person,
            Language::Fr,
            "La dernière graine de Vous",
            "À vous de jouer",
        );
        catches(
            you_with_third_person,
            Language::Es,
            "Tú captura 2 semillas",
            "Tú capturas 2 semillas",
        );
        catches(
            you_with_third_person,
            Language::Es,
            "La última semilla de Tú hace cuatro",
            "Tú ganaste. ¿Otra partida?",
        );
        catches(
            you_with_third_person,
            Language::Es,
            "Tú no puede jugar",
            "Tú no puedes jugar",
        );
        catches(
            you_with_third_person,
            Language::Es,
            "La oferta de tú",
            "Pasa y tú vuelves a jugar",
        );
    }

    #[test]
    fn spanish_contracts() {
        catches(
            contraction,
            Language::Es,
            "el tablero de el goré",
            "el tablero del goré",
        );
        catches(
            contraction,
            Language::Es,
            "jugar a el oware",
            "jugar al oware",
        );
    }

    #[test]
    fn spanish_marks_open_and_have_no_space_before() {
        catches(
            spanish_marks,
            Language::Es,
            "¿Nueva partida ?",
            "¿Nueva partida?",
        );
        catches(
            spanish_marks,
            Language::Es,
            "Nueva partida?",
            "¿Nueva partida? Sí",
        );
        catches(spanish_marks, Language::Es, "Has ganado!", "¡Has ganado!");
        catches(
            spanish_marks,
            Language::Es,
            "Puntuación\u{a0}: 3 a 4",
            "Puntuación: 3 a 4",
        );
        catches(spanish_marks, Language::Es, "« oware»", "«oware»");
        assert_eq!(spanish_marks(Language::Fr, "Oui\u{202f}!"), None);
    }

    #[test]
    fn french_elides_and_contracts() {
        catches(
            elision,
            Language::Fr,
            "Plateau de Awalé Abapa",
            "Plateau d'Awalé Abapa",
        );
        catches(
            elision,
            Language::Fr,
            "côté de Ordinateur",
            "côté de l'ordinateur",
        );
        catches(elision, Language::Fr, "jouer à le Goré", "jouer au Goré");
        catches(
            elision,
            Language::Fr,
            "côté de L'ordinateur",
            "L'ordinateur gagne",
        );
        catches(
            elision,
            Language::Fr,
            "offrir de un à trois trous",
            "offrir d'un à trois trous",
        );
    }

    #[test]
    fn no_english_word_in_french_or_spanish() {
        catches(
            english_in_other_languages,
            Language::Fr,
            "Vous prenez 2 seeds",
            "Vous prenez 2 graines",
        );
        catches(
            english_in_other_languages,
            Language::Fr,
            "Le Computer joue",
            "L'ordinateur joue",
        );
        catches(
            english_in_other_languages,
            Language::Es,
            "Capturas 2 seeds",
            "Capturas 2 semillas",
        );
    }

    #[test]
    fn french_punctuation_has_its_spaces() {
        catches(
            french_spaces,
            Language::Fr,
            "Vous avez gagné !",
            "Vous avez gagné\u{202f}!",
        );
        catches(
            french_spaces,
            Language::Fr,
            "Score : 3 à 4.",
            "Score\u{a0}: 3 à 4.",
        );
        catches(
            french_spaces,
            Language::Fr,
            "nommé « owari\u{202f}»",
            "nommé «\u{202f}owari\u{202f}»",
        );
        catches(
            french_spaces,
            Language::Fr,
            "Nouvelle partie ? Oui",
            "Nouvelle partie\u{202f}? Oui",
        );
        catches(french_spaces, Language::Fr, "Oui; non", "Oui\u{202f}; non");
        assert_eq!(french_spaces(Language::En, "Score: 3 to 4!"), None);
    }

    #[test]
    fn holes_are_numbered_from_one() {
        catches(
            hole_zero,
            Language::Fr,
            "Ama offre les trous 0, 1",
            "Ama offre les trous 1, 2",
        );
        catches(
            hole_zero,
            Language::En,
            "You offer hole 0",
            "You offer hole 10",
        );
        catches(hole_zero, Language::En, "Pit 0, 4 seeds", "Pit 1, 0 seeds");
        catches(
            hole_zero,
            Language::Es,
            "Ana ofrece los hoyos 0 y 1",
            "Ana ofrece los hoyos 1 y 2",
        );
    }

    #[test]
    fn no_double_space() {
        catches(double_space, Language::En, "You  capture", "You capture");
        catches(
            double_space,
            Language::Fr,
            "Score \u{a0}: 3",
            "Score\u{a0}: 3",
        );
        catches(double_space, Language::En, "You capture ", "You capture");
    }

    #[test]
    fn french_writes_the_typographic_apostrophe() {
        catches(
            straight_apostrophe,
            Language::Fr,
            "L'ordinateur joue",
            "L’ordinateur joue",
        );
        assert_eq!(
            straight_apostrophe(Language::En, "The computer's turn"),
            None
        );
    }

    #[test]
    fn a_player_inside_a_sentence_takes_his_article() {
        let fr = Language::Fr;
        catches(
            player_without_article,
            fr,
            "Au tour de Joueur 1.",
            "Au tour du joueur 1.",
        );
        catches(
            player_without_article,
            fr,
            "Joueur 1 gagne (25 graines)",
            "Joueur 1 joue",
        );
        catches(
            player_without_article,
            fr,
            "Joueur 2 accepte l’offre",
            "Joueur 2\u{a0}: acceptez ou refusez l’offre",
        );
        let es = Language::Es;
        catches(
            player_without_article,
            es,
            "¡Jugador 1 gana!",
            "¡Gana el jugador 1!",
        );
        catches(
            player_without_article,
            es,
            "Turno del Jugador 2",
            "Jugador 2",
        );
    }

    #[test]
    fn a_score_is_written_as_the_style_sheet_says() {
        catches(
            score_format,
            Language::Fr,
            "Score final\u{a0}: 25 – 23.",
            "Score final\u{a0}: 25 à 23.",
        );
        catches(
            score_format,
            Language::Es,
            "una partida que queda 30–30",
            "empatada a 30",
        );
        catches(
            score_format,
            Language::En,
            "Final score 25 – 23.",
            "Final score 25–23.",
        );
    }

    #[test]
    fn a_word_the_style_sheet_puts_aside_is_caught() {
        catches(
            house_terms,
            Language::Es,
            "valor exacto: tablas",
            "valor exacto: empate",
        );
        catches(
            house_terms,
            Language::Fr,
            "À égalité, c’est nul.",
            "La partie est nulle.",
        );
        catches(
            house_terms,
            Language::En,
            "You have more than 25 seeds",
            "You have 25 seeds or more",
        );
    }

    #[test]
    fn capitals_are_not_emphasis() {
        catches(
            capitals_for_emphasis,
            Language::Es,
            "si deja 4, TÚ te llevas las 4",
            "Tú te llevas las 4",
        );
    }

    #[test]
    fn a_switch_says_on_or_off() {
        catches(
            on_off_words,
            Language::Fr,
            "Son\u{a0}: oui",
            "Son\u{a0}: activé",
        );
        catches(
            on_off_words,
            Language::Es,
            "Análisis: no",
            "Análisis: desactivado",
        );
    }

    #[test]
    fn no_parentheses_in_parentheses() {
        catches(
            nested_parentheses,
            Language::Fr,
            "Joueur 1 gagne (Akakyala (le visiteur)).",
            "Le joueur 1 gagne (Akakyala, «\u{202f}le visiteur\u{202f}»).",
        );
    }

    #[test]
    fn french_games_are_in_lower_case_in_running_text() {
        catches(
            game_name_in_running_text,
            Language::Fr,
            "Vous savez jouer au Goré.",
            "Vous savez jouer au goré. Plateau de Goré.",
        );
        assert_eq!(
            game_name_in_running_text(Language::Fr, "Vous savez jouer au Kauri."),
            None
        );
    }

    #[test]
    fn faults_gathers_every_check() {
        assert_eq!(faults(Language::Fr, "Vous prend 1 graines  !").len(), 4);
        assert!(faults(Language::En, "You capture 2 seeds.").is_empty());
    }
}
