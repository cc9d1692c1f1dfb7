//! House rules: the setting read as an author writes it (a bad one told in the page's words),
//! choices kept from an earlier visit; and in the session, the menu's panel (chosen,
//! remembered, damaged memories passed over, never in a kiosk), the `rules` setting read for
//! its game (a bad one told, the game unchanged or played by the usual rules), the line under
//! the title, and a game's rules kept by "New game", by its link and by a position loaded.

use super::*;
use crate::scripted::*;
use mancala_i18n::{english, language};

fn rules(pairs: &[(&str, &str)]) -> HouseRules {
    let mut rules = HouseRules::default();
    for (id, value) in pairs {
        rules.set(id, value).expect("known");
    }
    rules
}

/// A session (`index.html` when `whole_page`, else an element) that remembers `kept` from an
/// earlier visit, configured with `settings`.
fn configured(
    kept: &[(Variant, &str)],
    whole_page: bool,
    settings: &[(&str, &str)],
) -> (Session, Shell) {
    configured_with(
        Start {
            language_button: whole_page,
            rules: kept.iter().map(|(v, t)| (*v, (*t).to_string())).collect(),
            ..Start::default()
        },
        settings,
    )
}

/// The line under the game's title, if it is shown.
fn line_shown(shell: &Shell) -> Option<&str> {
    let shown = shell.controls.get("game-rules") == Some(&true);
    shown.then(|| shell.texts["game-rules"].as_str())
}

fn choose(s: &mut Session, shell: &mut Shell, id: &str, value: &str) {
    let (id, value) = (id.into(), value.into());
    shell.run(s, Command::ChooseRule { id, value });
}

/// Plays the first pit a person may play.
fn play_one(s: &mut Session, shell: &mut Shell) {
    let pit = s.table().playable(s.seats().opponent)[0];
    shell.run(s, Command::Pit(pit));
}

fn moves_played(s: &Session) -> usize {
    s.table().game().map_or(0, |g| g.moves_played())
}

const SKIP_LINE: &str =
    "House rules: A lap of 8 seeds or more passes its starting hole: it skips it";

#[test]
fn the_setting_is_read_as_an_author_writes_it() {
    let oware = Variant::OwareAbapa;
    let both = rules(&[("O-5plots", "literal"), ("O-may", "optional")]);
    for text in [
        "O-5plots=literal;O-may=optional",
        " O-5plots = literal ; O-may=optional ;",
        "O-5plots=purposive; O-may=optional; O-5plots=literal",
    ] {
        assert_eq!(read(text, oware, english()), Ok(both), "{text:?}");
    }
    for text in ["", "  ", ";", " ; ;", "O-5plots=purposive"] {
        assert_eq!(read(text, oware, english()), Ok(HouseRules::default()));
    }
    assert_eq!(write(&both), "O-may=optional;O-5plots=literal");
    assert_eq!(read(&write(&both), oware, english()), Ok(both));
    assert_eq!(write(&HouseRules::default()), "");
}

#[test]
fn a_bad_setting_is_told_in_the_pages_words_with_the_known_ones() {
    let oware = Variant::OwareAbapa;
    let err = |text: &str, texts| read(text, oware, texts).unwrap_err();
    assert_eq!(
        err("O-5plots", english()),
        "The house rules cannot be read: “O-5plots” is not written option=value."
    );
    for malformed in ["=literal", "O-5plots=", "O-5plots literal; O-may=optional"] {
        assert!(
            err(malformed, english()).contains("option=value"),
            "{malformed}"
        );
    }
    assert_eq!(
        err("O-6plots=literal", english()),
        "“O-6plots” is not a house rule of Oware Abapa; its house rules are O-may, \
         O-5plots, O-rep."
    );
    assert_eq!(
        err("G-skip=skip", english()),
        "G-skip is a house rule of Goré, not of Oware Abapa; the house rules of Oware \
         Abapa are O-may, O-5plots, O-rep."
    );
    assert_eq!(
        err("O-may=never", english()),
        "The house rule O-may has no value “never”; its values are compulsory, optional."
    );
    let fr = language("fr").expect("French");
    assert_eq!(
        err("O-may=jamais", fr),
        "La règle maison O-may n’a pas de valeur «\u{202f}jamais\u{202f}»\u{202f}; ses valeurs sont \
         compulsory, optional."
    );
    assert!(err("G-skip=skip", fr).contains("pas du jeu Awalé Abapa"));
}

#[test]
fn the_line_under_the_title_says_each_rule_changed_in_words() {
    assert_eq!(line(&HouseRules::default(), english()), None);
    let gore = rules(&[("G-skip", "skip"), ("G-own", "row")]);
    assert_eq!(
        line(&gore, english()).as_deref(),
        Some(
            "House rules: A lap of 8 seeds or more passes its starting hole: it skips it · \
             The holes you capture from are: the ones in your opponent's row"
        )
    );
    let fr = language("fr").expect("French");
    let said = line(&gore, fr).expect("a line");
    assert!(
        said.starts_with("Règles maison\u{a0}: Un semis de 8 graines"),
        "{said}"
    );
}

#[test]
fn choices_kept_come_back_and_damaged_ones_are_passed_over() {
    let kept = [
        (Variant::Gore, "G-skip=skip".to_string()),
        (Variant::Kauri, String::new()),
        (Variant::OwareAbapa, "O-5plots=literal;".to_string()),
        (Variant::Woaley, "W-count=sideways".to_string()),
        (Variant::NamNam, "G-skip=skip".to_string()),
        (Variant::Omweso, "{\"M-skip\":\"yes\"}".to_string()),
    ];
    let house = House::remembering(&kept);
    assert_eq!(
        house.chosen(Variant::Gore),
        Some(rules(&[("G-skip", "skip")]))
    );
    assert_eq!(house.chosen(Variant::Kauri), Some(HouseRules::default()));
    assert_eq!(
        house.chosen(Variant::OwareAbapa),
        Some(rules(&[("O-5plots", "literal")]))
    );
    for damaged in [Variant::Woaley, Variant::NamNam, Variant::Omweso] {
        assert_eq!(house.chosen(damaged), None, "{damaged}");
    }
    assert_eq!(house.chosen(Variant::OwareInternational), None);
    assert_eq!(house.open, None);
}

#[test]
fn each_game_has_its_menu_button() {
    for v in Variant::ALL {
        assert_eq!(button_id(v), format!("house-{}", v.id()));
    }
}

#[test]
fn a_visitor_chooses_a_games_rules_in_the_menu_plays_by_them_and_they_are_kept() {
    let (mut s, mut shell) = configured(&[], true, &[("variant", "oware-abapa")]);
    assert_eq!(line_shown(&shell), None, "the usual rules: no line");
    assert_eq!(shell.texts["house-gore"], "House rules");
    assert_eq!(shell.controls.get("house-gore"), Some(&true));
    shell.run(&mut s, Command::Button(Action::Games));
    shell.run(&mut s, Command::OpenRules(Variant::Gore));
    let usual = Panel {
        variant: Variant::Gore,
        rules: HouseRules::default(),
        focus: true,
    };
    assert_eq!(shell.rules_panel, Some(usual));
    choose(&mut s, &mut shell, "G-skip", "skip");
    assert_eq!(shell.kept_rules[&Variant::Gore], "G-skip=skip");
    assert_eq!(shell.texts["house-gore"], "House rules (1)");
    assert_eq!(
        s.table().variant(),
        Variant::OwareAbapa,
        "nothing starts yet"
    );
    // An option of another game, or a value it does not have, is refused.
    choose(&mut s, &mut shell, "O-may", "optional");
    choose(&mut s, &mut shell, "G-skip", "sometimes");
    assert_eq!(shell.refused.len(), 2, "{:?}", shell.refused);
    assert_eq!(shell.kept_rules[&Variant::Gore], "G-skip=skip");

    shell.run(&mut s, Command::Button(Action::RulesPlay));
    assert_eq!(shell.rules_panel, None);
    assert!(!s.menu_open());
    assert_eq!(s.table().variant(), Variant::Gore);
    assert_eq!(s.table().rules(), rules(&[("G-skip", "skip")]));
    assert_eq!(line_shown(&shell), Some(SKIP_LINE));
    // "New game": the same game by the same rules; from the menu, each game by its own.
    play_one(&mut s, &mut shell);
    shell.run(&mut s, Command::Button(Action::NewGame));
    assert_eq!(
        (moves_played(&s), s.table().rules().value("G-skip")),
        (0, "skip")
    );
    shell.run(&mut s, Command::Menu(Variant::Kauri));
    assert_eq!(
        (s.table().rules(), line_shown(&shell)),
        (HouseRules::default(), None)
    );
    shell.run(&mut s, Command::Menu(Variant::Gore));
    assert_eq!(line_shown(&shell), Some(SKIP_LINE));

    // The next visit: the page's first game of Goré is played by them.
    let kept: Vec<(Variant, &str)> = shell
        .kept_rules
        .iter()
        .map(|(v, t)| (*v, t.as_str()))
        .collect();
    let (again, shell) = configured(&kept, true, &[("variant", "gore")]);
    assert_eq!(again.table().rules(), rules(&[("G-skip", "skip")]));
    assert_eq!(line_shown(&shell), Some(SKIP_LINE));
}

#[test]
fn the_panel_goes_back_to_the_usual_rules_and_back_to_the_menu() {
    let kept = [(Variant::Gore, "G-skip=skip;G-own=row")];
    let (mut s, mut shell) = configured(&kept, true, &[("variant", "kauri")]);
    assert_eq!(shell.texts["house-gore"], "House rules (2)");
    shell.run(&mut s, Command::Button(Action::Games));
    shell.run(&mut s, Command::OpenRules(Variant::Gore));
    let shown = shell.rules_panel.clone().expect("shown");
    assert_eq!(shown.rules, rules(&[("G-skip", "skip"), ("G-own", "row")]));
    shell.run(&mut s, Command::Button(Action::RulesUsual));
    assert_eq!(shell.kept_rules[&Variant::Gore], "");
    let shown = shell.rules_panel.clone().expect("still shown");
    assert_eq!((shown.rules, shown.focus), (HouseRules::default(), false));
    assert_eq!(shell.texts["house-gore"], "House rules");
    shell.run(&mut s, Command::Button(Action::RulesBack));
    assert_eq!(shell.rules_panel, None);
    assert!(s.menu_open(), "back to the games");
    assert_eq!(s.table().variant(), Variant::Kauri, "no game started");
    // Escape closes both.
    shell.run(&mut s, Command::OpenRules(Variant::Woaley));
    assert!(shell.rules_panel.is_some());
    shell.run(&mut s, Command::Key(Key::Escape));
    assert_eq!((shell.rules_panel.clone(), s.menu_open()), (None, false));
    // An id that is no game's never reaches the session: it is refused where it comes in.
    let owari = crate::settings::parse_variant("owari", mancala_i18n::english()).unwrap_err();
    assert!(owari.contains("owari"), "{owari}");
}

#[test]
fn damaged_rules_kept_from_an_earlier_visit_are_passed_over() {
    let kept = [
        (Variant::Gore, "G-skip=sideways"),
        (Variant::Kauri, "{\"K-skip\": \"skip\"}"),
        (Variant::NamNam, "G-skip=skip"),
        (Variant::Woaley, "W-count=before-drop"),
    ];
    let (s, shell) = configured(&kept, true, &[("variant", "gore")]);
    assert_eq!(s.table().rules(), HouseRules::default());
    assert_eq!(s.menu_rules(Variant::Kauri), HouseRules::default());
    assert_eq!(s.menu_rules(Variant::NamNam), HouseRules::default());
    assert_eq!(
        s.menu_rules(Variant::Woaley),
        rules(&[("W-count", "before-drop")])
    );
    assert!(shell.warnings.is_empty(), "{:?}", shell.warnings);
    assert_eq!(line_shown(&shell), None);
}

#[test]
fn the_rules_setting_starts_its_game_by_them_and_a_new_value_starts_a_new_game() {
    let settings = [
        ("rules", " G-skip = skip ; G-own=row;"),
        ("variant", "gore"),
    ];
    let (mut s, mut shell) = configured(&[], false, &settings);
    assert_eq!(
        s.table().rules(),
        rules(&[("G-skip", "skip"), ("G-own", "row")])
    );
    assert!(shell.warnings.is_empty(), "{:?}", shell.warnings);
    assert!(line_shown(&shell).is_some_and(|l| l.contains(" · The holes you capture from are: ")));
    // The setting shows in the panel until the visitor chooses.
    assert_eq!(s.menu_rules(Variant::Gore), s.table().rules());
    assert_eq!(s.menu_rules(Variant::Kauri), HouseRules::default());
    play_one(&mut s, &mut shell);
    shell.run(&mut s, attr("rules", "G-rep=none"));
    assert_eq!(moves_played(&s), 0, "a new game");
    assert_eq!(s.table().rules(), rules(&[("G-rep", "none")]));
    shell.run(&mut s, attr("rules", ""));
    assert_eq!(s.table().rules(), HouseRules::default());
    let removed = Command::Attribute {
        name: "rules".into(),
        value: None,
    };
    shell.run(&mut s, attr("rules", "G-pass=game-ends"));
    shell.run(&mut s, removed);
    assert_eq!(s.table().rules(), HouseRules::default());
    // Without one, the page's first game is of the usual rules (and no game is started again).
    let (s, shell) = configured(&[], false, &[("variant", "oware-abapa")]);
    assert_eq!(s.table().rules(), HouseRules::default());
    assert!(shell.warnings.is_empty());
}

#[test]
fn a_bad_rules_setting_is_told_and_changes_nothing() {
    // At start, rules of another game: told, and the usual rules are played.
    let settings = [("variant", "oware-abapa"), ("rules", "G-skip=skip")];
    let (_, shell) = configured(&[], false, &settings);
    let why = "G-skip is a house rule of Goré, not of Oware Abapa; the house rules of Oware \
               Abapa are O-may, O-5plots, O-rep.";
    assert_eq!(shell.status.as_deref(), Some(why));
    assert_eq!(
        shell.warnings,
        [format!(
            "rules=\"G-skip=skip\": {why}; playing by the usual rules"
        )]
    );

    // Later, a bad value changes nothing.
    let settings = [("variant", "gore"), ("rules", "G-skip=skip")];
    let (mut s, mut shell) = configured(&[], false, &settings);
    play_one(&mut s, &mut shell);
    let before = s.table().game().map(|g| g.current().position());
    for bad in [
        "G-skip",
        "G-jump=yes",
        "G-skip=never",
        "K-skip=skip",
        "G-own=row; oops",
    ] {
        shell.warnings.clear();
        shell.run(&mut s, attr("rules", bad));
        assert_eq!(
            s.table().game().map(|g| g.current().position()),
            before,
            "{bad}"
        );
        assert_eq!(s.table().rules(), rules(&[("G-skip", "skip")]));
        let warned = &shell.warnings[0];
        assert!(
            warned.starts_with(&format!("rules=\"{bad}\": ")),
            "{warned}"
        );
        assert!(warned.ends_with("; keeping \"G-skip=skip\""), "{warned}");
        assert!(
            warned.contains(shell.status.as_deref().unwrap_or("?")),
            "{warned}"
        );
    }
    assert_eq!(
        shell.status.as_deref(),
        Some("The house rules cannot be read: “oops” is not written option=value.")
    );
    shell.run(&mut s, attr("lang", "fr"));
    shell.run(&mut s, attr("rules", "G-skip=jamais"));
    assert_eq!(
        shell.status.as_deref(),
        Some(
            "La règle maison G-skip n’a pas de valeur «\u{202f}jamais\u{202f}»\u{202f}; ses valeurs sont receive, skip."
        )
    );
    // A new game of a variant the setting does not fit: told again, by the usual rules.
    shell.run(&mut s, attr("variant", "kauri"));
    assert_eq!(s.table().rules(), HouseRules::default());
    assert!(shell
        .status
        .as_deref()
        .is_some_and(|st| st.contains("pas du jeu Kauri")));
}

#[test]
fn a_kiosk_shows_no_panel_and_plays_the_pages_rules_only() {
    let kept = [(Variant::Gore, "G-skip=skip")];
    let (mut s, mut shell) = configured(&kept, true, &[("kiosk", ""), ("variant", "gore")]);
    assert_eq!(
        s.table().rules(),
        HouseRules::default(),
        "a visitor's are not the museum's"
    );
    assert_eq!(shell.controls.get("house-gore"), Some(&false));
    shell.run(&mut s, Command::OpenRules(Variant::Gore));
    assert_eq!(shell.rules_panel, None);
    assert_eq!(s.menu_rules(Variant::Gore), HouseRules::default());
    // The page's own rules are played, in its games and its demo.
    let settings = [("kiosk", ""), ("rules", "G-own=row"), ("variant", "gore")];
    let (mut s, mut shell) = configured(&kept, false, &settings);
    assert_eq!(s.table().rules(), rules(&[("G-own", "row")]));
    shell.run(&mut s, Command::Demo);
    assert_eq!(s.table().rules(), rules(&[("G-own", "row")]));
    // A kiosk turned on closes an open panel.
    let (mut s, mut shell) = configured(&[], true, &[]);
    shell.run(&mut s, Command::OpenRules(Variant::Gore));
    assert!(shell.rules_panel.is_some());
    shell.run(&mut s, attr("kiosk", ""));
    assert_eq!(shell.rules_panel, None);
    assert_eq!(shell.controls.get("house-kauri"), Some(&false));
}

#[test]
fn a_games_rules_travel_in_its_link_and_its_position_and_are_said_in_french() {
    let settings = [("variant", "gore"), ("rules", "G-skip=skip")];
    let (mut s, mut shell) = configured(&[], true, &settings);
    play_one(&mut s, &mut shell);
    shell.run(&mut s, Command::Button(Action::Share));
    let link = shell.shared[0].clone();
    assert!(link.starts_with("game=1.gore~G-skip_skip."), "{link}");
    let (mut other, mut other_shell) = configured(&[], true, &[("variant", "kauri")]);
    let open = Command::OpenLink {
        text: format!("https://example.org/#{link}"),
        from_address: false,
    };
    other_shell.run(&mut other, open);
    assert_eq!(other.table().rules(), rules(&[("G-skip", "skip")]));
    assert_eq!(
        (moves_played(&other), line_shown(&other_shell)),
        (1, Some(SKIP_LINE))
    );
    // A position read (`loadPosition`) keeps them too.
    let position = s.table().game().expect("a game").current().position();
    let game = mancala_rules::Game::from_position(&position).expect("valid");
    other_shell.run(&mut other, Command::Load(Box::new(game)));
    assert_eq!(other.table().rules(), rules(&[("G-skip", "skip")]));
    other_shell.run(&mut other, attr("lang", "fr"));
    let said = line_shown(&other_shell).unwrap_or_default();
    assert!(
        said.starts_with("Règles maison\u{a0}: Un semis de 8 graines ou plus"),
        "{said}"
    );
    assert!(said.ends_with("il le saute"), "{said}");
}
