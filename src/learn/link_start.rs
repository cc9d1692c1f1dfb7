//! The start of a game link (`link.rs`): the variant and the options a new game was started
//! with, each a word after a `~` (`oware-abapa~p1~O-5plots_literal`), or, for a game that
//! started from another position, that position. House rules are written as their id and value
//! joined by `_` (neither ever holds one), so every link made before them reads as it did.

use super::base64url;
use mancala_rules::{Game, HouseRules, Options, Position, Rules, Series, Variant};

/// What an option's word sets.
type SetOption = fn(&mut Options);

/// The options a link can name, besides house rules, and their words.
const FLAGS: [(&str, SetOption); 4] = [
    ("match", |o| o.series = Series::Match),
    ("woaley", |o| o.series = Series::Woaley),
    ("playout", |o| o.play_out = true),
    ("p1", |o| o.starting_player = 1),
];

/// Joins a house rule's id and value in a link's word.
const RULE_JOIN: char = '_';

/// The house rules `game` is played by: those its position carries in `extra.rules` (the
/// usual rules when it carries none).
pub fn house_rules_of(game: &Game) -> HouseRules {
    game.rules()
        .position()
        .extra_or("rules", HouseRules::default())
        .unwrap_or_default()
}

/// The options' words, fewest first, under which a new game starts as `start` does, its house
/// rules last; `None` when no options make that start (a game from another position).
pub(super) fn standard_options(start: &Game) -> Option<Vec<String>> {
    let position = start.position();
    let rules = house_rules_of(start);
    let rule_words = rules
        .chosen()
        .map(|(id, value)| format!("{id}{RULE_JOIN}{value}"));
    let rule_words: Vec<String> = rule_words.collect();
    // Every subset of the flags, by its bits, fewer flags first.
    let mut subsets: Vec<u32> = (0..1 << FLAGS.len()).collect();
    subsets.sort_by_key(|s| s.count_ones());
    subsets.into_iter().find_map(|subset| {
        let mut options = Options {
            rules,
            ..Options::default()
        };
        let mut words = Vec::new();
        for (i, (word, set)) in FLAGS.iter().enumerate() {
            if subset & (1 << i) != 0 {
                set(&mut options);
                words.push((*word).to_string());
            }
        }
        let game = Game::new(start.variant(), &options).ok()?;
        words.extend(rule_words.iter().cloned());
        (game.position() == position).then_some(words)
    })
}

/// The game a link's start names: the variant with its options, or the position given.
pub(super) fn start_game(start: &str, position: Option<&str>) -> Result<Game, String> {
    let mut words = start.split('~');
    let id = words.next().unwrap_or_default();
    let variant: Variant = id
        .parse()
        .map_err(|e: mancala_rules::Error| format!("game link: {}", e.message()))?;
    let flags: Vec<&str> = words.collect();
    if let Some(encoded) = position {
        if !flags.is_empty() {
            return Err("a game link with a start position names no options".into());
        }
        return start_position(variant, encoded);
    }
    let mut options = Options::default();
    for flag in flags {
        if let Some((id, value)) = flag.split_once(RULE_JOIN) {
            options
                .rules
                .set(id, value)
                .map_err(|e| format!("game link: {}", e.message()))?;
            continue;
        }
        let (_, set) = FLAGS.iter().find(|(w, _)| *w == flag).ok_or_else(|| {
            let known: Vec<&str> = FLAGS.iter().map(|(w, _)| *w).collect();
            format!(
                "game link: unknown option '{flag}'; known: {}, and house rules written \
                 id{RULE_JOIN}value (O-5plots{RULE_JOIN}literal)",
                known.join(", ")
            )
        })?;
        set(&mut options);
    }
    Game::new(variant, &options).map_err(|e| format!("game link: {}", e.message()))
}

/// The game of a link's start position (`encoded`: its JSON in base64url), of `variant`.
fn start_position(variant: Variant, encoded: &str) -> Result<Game, String> {
    let bytes = base64url::decode(encoded)
        .map_err(|e| format!("the link's start position is damaged: {e}"))?;
    let json = String::from_utf8(bytes)
        .map_err(|_| "the link's start position is damaged: not UTF-8 text".to_string())?;
    let position = Position::from_json(&json)
        .map_err(|e| format!("the link's start position: {}", e.message()))?;
    if position.variant != variant {
        return Err(format!(
            "the link names {} but its start position is of {}",
            variant.id(),
            position.variant.id()
        ));
    }
    Game::from_position(&position)
        .map_err(|e| format!("the link's start position: {}", e.message()))
}

#[cfg(test)]
mod tests {
    use super::super::link::{from_link, to_link};
    use super::*;
    use mancala_rules::History;

    /// A game of `variant` by `rules`, with its first `plies` moves (each the first legal one).
    fn played(variant: Variant, rules: &[(&str, &str)], plies: usize) -> History {
        let mut options = Options::default();
        for (id, value) in rules {
            options.rules.set(id, value).expect("known");
        }
        let mut history = History::new(Game::new(variant, &options).expect("a game"));
        for _ in 0..plies {
            let mv = history.current().legal_moves()[0];
            history.play(&mv).expect("legal");
        }
        history
    }

    #[test]
    fn a_game_with_house_rules_round_trips_through_a_short_link() {
        let history = played(Variant::Gore, &[("G-skip", "skip"), ("G-rep", "none")], 6);
        let link = to_link(&history);
        assert!(
            link.starts_with("game=1.gore~G-skip_skip~G-rep_none."),
            "{link}"
        );
        let back = from_link(&link).expect("read");
        let rules = house_rules_of(back.start());
        assert_eq!(rules, house_rules_of(history.start()));
        assert_eq!(rules.value("G-skip"), "skip");
        assert_eq!(back.current().position(), history.current().position());
        assert_eq!(back.moves_played(), 6);
        assert_eq!(to_link(&back), link, "and out again the same");
        // With another option: North starts.
        let mut options = Options {
            starting_player: 1,
            ..Options::default()
        };
        options.rules.set("G-own", "row").expect("known");
        let north = History::new(Game::new(Variant::Gore, &options).expect("a game"));
        assert_eq!(to_link(&north), "game=1.gore~p1~G-own_row");
        let back = from_link("game=1.gore~p1~G-own_row").expect("read");
        assert_eq!(back.start().position(), north.start().position());
    }

    #[test]
    fn a_position_with_house_rules_keeps_them_in_its_long_form() {
        let mut position = played(Variant::Gore, &[("G-own", "row")], 3)
            .current()
            .position();
        position.to_move = 1 - position.to_move;
        let history = History::new(Game::from_position(&position).expect("valid"));
        let link = to_link(&history);
        assert_eq!(
            link.split('.').count(),
            4,
            "the start position is in the link: {link}"
        );
        let back = from_link(&link).expect("read");
        assert_eq!(house_rules_of(back.start()).value("G-own"), "row");
    }

    #[test]
    fn links_without_house_rules_read_as_they_did_and_bad_rules_are_named() {
        let plain = from_link("game=1.oware-abapa.CH").expect("an old link");
        assert_eq!(house_rules_of(plain.start()), HouseRules::default());
        assert_eq!(to_link(&plain), "game=1.oware-abapa.CH");
        for (link, said) in [
            ("game=1.gore~G-jump_yes", "unknown rule option \"G-jump\""),
            ("game=1.gore~G-skip_never", "its values are receive, skip"),
            ("game=1.kauri~G-skip_skip", "G-skip is one of"),
            ("game=1.gore~fast", "house rules written id_value"),
        ] {
            let err = from_link(link).unwrap_err();
            assert!(err.starts_with("game link: "), "{err}");
            assert!(err.contains(said), "{link}: {err}");
        }
    }
}
