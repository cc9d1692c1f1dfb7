//! The phrasebook: every sentence the game shows or says, in every language, gathered from
//! seeded games of every game against each kind of opponent (two people, the computer on
//! either side, the demo), with house rules, hints, previews, the keyboard's focus, the Goré
//! negotiation and every lesson, all played through the page model; and from the sentence
//! builders below it (the catalogue, the reasons a game ends). The sentences are written, one
//! per template (numbers aside), to `docs/phrasebook/<lang>.txt`, for a person to read them
//! all; the test fails when one has a fault of [`checks`], when the file differs from what
//! the game says now, or when a string of the catalogue ([`mancala_i18n::every`], which lists
//! every field or does not compile) or of a lesson is shown by no sentence gathered here: so
//! that nothing reaches the page without passing through the phrasebook.

mod checks;

use crate::scripted::*;
use crate::settings::OpponentChoice;
use mancala_i18n::{Language, Texts};
use mancala_render::timeline::Timeline;
use mancala_rules::{EndReason, Game, RULE_OPTIONS};
use std::collections::BTreeMap;

/// The plies played in one game at most: enough to reach the end of most games.
const MAX_PLIES: usize = 160;

/// The opponents a game is played against.
const OPPONENTS: [Opponent; 4] = [
    Opponent::HotSeat,
    Opponent::Computer { side: 1 },
    Opponent::Computer { side: 0 },
    Opponent::Demo,
];

/// A seeded generator of picks (a linear congruential one: the same games every run).
struct Picks(u64);

impl Picks {
    fn next(&mut self, below: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % below.max(1)
    }
}

/// A page whose visitor's browser prefers the language of `texts`.
fn start(texts: &Texts) -> Start {
    Start {
        languages: vec![texts.code().to_string()],
        ..Start::default()
    }
}

/// Every house rule of `variant` set to its second value, as the `rules` setting writes it.
fn other_rules(variant: Variant) -> String {
    RULE_OPTIONS
        .iter()
        .filter(|o| o.variant == variant)
        .filter_map(|o| o.values.get(1).map(|v| format!("{}={v}", o.id)))
        .collect::<Vec<_>>()
        .join("; ")
}

/// Now and then, before a person's move: a hint, the keyboard's focus moved, a pit pointed at.
fn look_around(s: &mut Session, shell: &mut Shell, picks: &mut Picks) {
    match picks.next(6) {
        0 => shell.run(s, Command::Button(Action::Hint)),
        1 => {
            shell.run(s, Command::Key(Key::Arrow { dx: 1, dy: 0 }));
            // What the board's controls say, as a screen reader reads them.
            let grid = s.board_grid();
            shell.heard.push(grid.label);
            for cell in grid.pits.into_iter().chain(grid.stores) {
                shell.heard.push(cell.label);
                shell.heard.extend(cell.description);
            }
        }
        2 => {
            let pits = s.table().playable(s.seats().opponent);
            if let Some(&pit) = pits.get(picks.next(pits.len())) {
                let c = s.layout().pits[pit].center;
                shell.run(s, Command::PointerMove { x: c.x, y: c.y });
                if let Some(note) = s.note() {
                    shell.heard.push(note.to_string());
                }
            }
        }
        _ => {}
    }
}

/// The banners and captions of the moves played since `before` (the game then), as the
/// board's animation shows them.
fn shown(s: &Session, shell: &Shell, before: Option<Game>, from: usize) -> Vec<String> {
    let Some(mut game) = before else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for played in &shell.moved[from..] {
        let board = game.position().replay_board();
        let Ok(events) = game.play(&played.mv) else {
            break;
        };
        let timeline = Timeline::new(&board, &events, 1.0, &s.seats().names(), s.texts());
        out.extend(timeline.captions.iter().cloned());
        out.extend(
            timeline
                .steps()
                .iter()
                .filter_map(|step| step.banner.clone()),
        );
    }
    out
}

/// Everything said in one seeded game of `variant` against `opponent`, in `texts`' language.
fn game(texts: &Texts, variant: Variant, opponent: Opponent, seed: u64) -> Vec<String> {
    let mut settings = vec![
        ("variant", variant.id().to_string()),
        ("lang", texts.code().into()),
    ];
    if opponent == Opponent::HotSeat && seed % 2 == 0 {
        settings.push(("rules", other_rules(variant)));
    }
    let settings: Vec<(&str, &str)> = settings.iter().map(|(n, v)| (*n, v.as_str())).collect();
    let (mut s, mut shell) = configured_with(start(texts), &settings);
    shell.heard.clear();
    shell.read_scene = true;
    if opponent == Opponent::Demo {
        shell.run(&mut s, Command::Demo);
    } else {
        let choice = OpponentChoice {
            opponent,
            level: None,
        };
        shell.run(&mut s, Command::SetOpponent(choice));
    }
    shell.run(&mut s, Command::Speed(f64::INFINITY));
    let mut picks = Picks(seed);
    let mut heard = Vec::new();
    let mut idle = 0;
    while s.table().outcome().is_none() && shell.moved.len() < MAX_PLIES && idle < 8 {
        let from = shell.moved.len();
        let before = s.table().game().map(|h| h.current().clone());
        if let Some((request, position, _, _)) = shell.asked.pop() {
            let moves = Game::from_position(&position).map(|g| g.legal_moves());
            let moves = moves.unwrap_or_default();
            let Some(&mv) = moves.get(picks.next(moves.len())) else {
                break;
            };
            shell.run(&mut s, Command::ComputerMove { request, mv });
        } else if s.table().human_to_play(s.seats().opponent) {
            look_around(&mut s, &mut shell, &mut picks);
            let legal = s.table().legal();
            if shell.asked.is_empty() {
                if let Some(&mv) = legal.get(picks.next(legal.len())) {
                    shell.play_as_person(&mut s, mv);
                }
            }
        } else {
            break;
        }
        heard.extend(shown(&s, &shell, before, from));
        idle = if shell.moved.len() > from {
            0
        } else {
            idle + 1
        };
    }
    shell.heard.extend(heard);
    shell.heard
}

/// A page of `variant` in `texts`' language whose every word from now on is heard (the
/// scene's too), its moves shown at once.
fn listening(texts: &Texts, variant: Variant) -> (Session, Shell) {
    let settings = [("variant", variant.id()), ("lang", texts.code())];
    let (mut s, mut shell) = configured_with(start(texts), &settings);
    shell.heard.clear();
    shell.read_scene = true;
    shell.run(&mut s, Command::Speed(f64::INFINITY));
    (s, shell)
}

/// Everything said in the lesson of `variant`: each step's text, a wrong move's answer where
/// one can be tried, the right move's account, and the end.
fn lesson(texts: &Texts, variant: Variant) -> Vec<String> {
    let (mut s, mut shell) = listening(texts, variant);
    shell.run(&mut s, Command::Learn(variant));
    for _ in 0..60 {
        let Some(learning) = s.learning() else { break };
        if learning.finished() {
            break;
        }
        if learning.asks() {
            let answers = learning.answers();
            // A wrong try, as a learner would make it: another pit, the other answer to an
            // offer, the other direction.
            let wrong = s.table().legal().into_iter().find(|m| !answers.contains(m));
            if let Some(mv) = wrong {
                shell.play_as_person(&mut s, mv);
                shell.run(&mut s, Command::Button(Action::HarvestCancel));
            }
            if let Some(&mv) = answers.first() {
                shell.play_as_person(&mut s, mv);
            }
        }
        shell.run(&mut s, Command::Button(Action::LessonNext));
    }
    shell.heard
}

/// Everything set-up mode says against `opponent`: its buttons and status lines (Kauri's
/// cowries too), and each reason a position is refused (pieces still to place, a player to
/// move who could not move, another rule).
fn set_up(texts: &Texts, opponent: Opponent) -> Vec<String> {
    let mut heard = Vec::new();
    for variant in [Variant::Kauri, Variant::OwareAbapa] {
        let settings = [("variant", variant.id()), ("lang", texts.code())];
        let (mut s, mut shell) = configured_with(start(texts), &settings);
        if opponent != Opponent::HotSeat {
            shell.run(&mut s, Command::Button(Action::Opponent));
        }
        shell.heard.clear();
        let press = |shell: &mut Shell, s: &mut Session, action| {
            shell.run(s, Command::Button(action));
        };
        press(&mut shell, &mut s, Action::SetUp);
        for action in [
            Action::SetupCowries,
            Action::SetupTake,
            Action::SetupCowries,
        ] {
            press(&mut shell, &mut s, action);
            shell.run(&mut s, Command::Pit(0));
        }
        for action in [Action::SetupPlay, Action::SetupClear, Action::SetupTake] {
            press(&mut shell, &mut s, action);
        }
        // Every seed in a store; then the board as Oware's player 2 alone can play it.
        for _ in 0..48 {
            shell.run(&mut s, Command::Store(0));
        }
        press(&mut shell, &mut s, Action::SetupPlay);
        press(&mut shell, &mut s, Action::SetupClear);
        for pit in 6..12 {
            for _ in 0..8 {
                shell.run(&mut s, Command::Pit(pit));
            }
        }
        for action in [Action::SetupPlay, Action::SetupMover, Action::SetupCancel] {
            press(&mut shell, &mut s, action);
        }
        heard.append(&mut shell.heard);
    }
    heard
}

/// The words the sentence builders make without a game: the catalogue, the reasons a game
/// ends, the grand-slam rules, the board's label.
fn builders(texts: &'static Texts) -> Vec<String> {
    let mut out = Vec::new();
    for variant in Variant::ALL {
        let info = mancala_i18n::catalog::info_in(variant, texts);
        out.extend([info.name, info.origin, info.plain, info.summary].map(str::to_string));
        for rule in info.rules {
            out.push(rule.about.to_string());
            out.extend(rule.values.iter().map(|v| v.label.to_string()));
        }
        if let Ok(game) = Game::new(variant, &mancala_rules::Options::default()) {
            let position = game.position();
            out.push(texts.board_label(variant, &position.pits, position.stores_or_zero()));
        }
    }
    let house = texts.house();
    for variant in Variant::ALL {
        let game = texts.variant(variant).name;
        for template in [house.button_label, house.title, house.intro] {
            out.push(mancala_i18n::fill(template, &[("game", &game)]));
        }
    }
    for n in 1..=2 {
        out.push(mancala_i18n::fill(house.button_changed, &[("n", &n)]));
    }
    out.extend(
        [
            house.button,
            house.usual,
            house.play,
            house.usual_rules,
            house.back,
        ]
        .map(str::to_string),
    );
    out.extend([texts.touch_to_play, texts.loading, texts.how_to_play].map(str::to_string));
    out.push(mancala_i18n::fill(
        texts.learn.file_damaged,
        &[("line", &3)],
    ));
    // The analysis board: its switch, and a move's worth as a screen reader hears it.
    out.extend([texts.learn.analysis_on, texts.learn.analysis_off].map(str::to_string));
    for (score, forced_in, exact) in [
        (2.46, None, false),
        (-1.0, None, false),
        (48.0, Some(3), false),
        (-48.0, Some(2), false),
        (3.0, None, true),
        (1.0, None, true),
        (0.0, None, true),
        (-2.0, None, true),
    ] {
        let worth = crate::analysis::Worth {
            mv: mancala_rules::Move::sow(0),
            score,
            forced_in,
            exact,
        };
        out.push(crate::analysis::worth_said(&worth, texts));
    }
    // The buttons' words that never change during a game.
    out.extend(
        crate::controls::fixed_words(texts)
            .into_iter()
            .filter_map(|c| c.text),
    );
    out.push(mancala_i18n::fill(texts.still_playing, &[("n", &5)]));
    out.extend(whole_strings(texts));
    out.extend(rarely_made(texts));
    out.extend(EndReason::ALL.iter().map(|r| texts.reason(*r).to_string()));
    out.extend(
        mancala_rules::oware::GrandSlam::ALL
            .iter()
            .map(|r| texts.slam(*r).to_string()),
    );
    out
}

/// Every string of the catalogue that has no slot to fill, as the page shows it (a button, a
/// value, a fragment put after a sentence): said whole, whatever a seeded game reaches.
fn whole_strings(texts: &Texts) -> Vec<String> {
    mancala_i18n::every::every_string(texts)
        .into_iter()
        .map(|e| e.text.trim())
        .filter(|t| !t.contains('{') && t.chars().any(char::is_alphabetic))
        .map(str::to_string)
        .collect()
}

/// The templates that no seeded game, lesson or set-up reaches, filled as the page fills them:
/// the level offered after two losses, a Woaley series' plate, a game that cannot be played, a
/// draw's status, a replay's move, seeds taken from no pit named, the harvest and house-rule
/// hints of Omweso, the chooser of a capture that may be declined.
fn rarely_made(texts: &'static Texts) -> Vec<String> {
    let level = mancala_i18n::fill(texts.level, &[("name", &texts.level_names[1]), ("n", &2)]);
    let reason = texts.reason(EndReason::Repetition);
    let game = texts.variant(Variant::Omweso).name;
    let mut out = vec![
        mancala_i18n::fill(texts.level_down, &[("level", &level)]),
        mancala_i18n::fill(texts.series_note, &[("n", &2), ("pts", &14)]),
        mancala_i18n::fill(
            texts.unavailable,
            &[
                ("game", &game),
                ("reason", &texts.reason(EndReason::NoMoveLeft)),
            ],
        ),
        mancala_i18n::fill(texts.draw_status, &[("reason", &reason)]),
    ];
    for (t, variant) in [
        (texts.learn, Variant::OwareAbapa),
        (texts.learn_holes, Variant::Woaley),
    ] {
        let option = RULE_OPTIONS.iter().position(|o| o.variant == variant);
        let pits = mancala_i18n::pit_list(t, &[12, 20]);
        out.push(mancala_i18n::fill(
            t.replay_move,
            &[("n", &3), ("total", &40)],
        ));
        out.push(mancala_i18n::fill(
            t.took_seeds,
            &[("seeds", &texts.seeds(6))],
        ));
        out.push(
            mancala_i18n::fill(t.hint_sow, &[("pit", &11), ("seeds", &texts.seeds(5))])
                + &mancala_i18n::fill(t.hint_harvests, &[("pits", &pits)]),
        );
        let lands = mancala_i18n::fill(t.house_lands, &[("pit", &4)]);
        out.push(mancala_i18n::fill(
            t.house_note,
            &[
                ("rule", &texts.house().rule(option.unwrap_or(0), 1)),
                ("what", &lands),
            ],
        ));
    }
    let house = texts.house();
    let pits = mancala_i18n::pit_list(texts.learn, &[30, 19]);
    let take = mancala_i18n::fill(
        house.choose_take,
        &[("seeds", &texts.seeds(7)), ("pits", &pits)],
    );
    out.extend([
        mancala_i18n::fill(house.choose, &[("pit", &9)]),
        mancala_i18n::fill(house.choose_said, &[("pit", &9), ("n", &3)]),
        mancala_i18n::fill(house.choose_take_seeds, &[("seeds", &texts.seeds(7))]),
        mancala_i18n::fill(house.choose_harvest, &[("pits", &pits)]),
        mancala_i18n::fill(house.choose_ends, &[("choice", &take), ("pit", &9)]),
        take,
    ]);
    out
}

/// What the page shows when a setting is wrong: a game that does not exist, house rules badly
/// written or of another game, a value a rule does not have. (The console's warnings, for the
/// page's author, are not the page's words.)
fn bad_settings(texts: &Texts) -> Vec<String> {
    let mut out = Vec::new();
    let bad = [
        ("variant", "owari"),
        ("rules", "O-may"),
        ("rules", "Z-9=1"),
        ("rules", "G-skip=skip"),
        ("rules", "O-may=never"),
    ];
    for (name, value) in bad {
        let settings = [("lang", texts.code()), (name, value)];
        let (_, shell) = configured_with(start(texts), &settings);
        out.extend(shell.heard);
    }
    out
}

/// `text` cut into its sentences: after a full stop, an exclamation or a question mark that a
/// space and a capital follow.
fn sentences(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut start = 0;
    for i in 0..chars.len() {
        let end = matches!(chars[i], '.' | '!' | '?')
            && chars.get(i + 1) == Some(&' ')
            && chars.get(i + 2).is_some_and(|c| c.is_uppercase());
        if end {
            out.push(chars[start..=i].iter().collect());
            start = i + 2;
        }
    }
    out.push(chars[start..].iter().collect());
    out.into_iter()
        .filter(|s: &String| !s.trim().is_empty())
        .collect()
}

/// A sentence's template: its numbers made `#`, so that sentences differing only in their
/// numbers count once.
fn template(sentence: &str) -> String {
    let mut out = String::new();
    for c in sentence.chars() {
        if c.is_ascii_digit() {
            if !out.ends_with('#') {
                out.push('#');
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// What `www/cannot-run.js` says in the language `code` where the game cannot start (its
/// `WORDS`): the script runs before any module, so its words are JavaScript, read here.
fn cannot_run(code: &str) -> Vec<String> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../www/cannot-run.js");
    let script = std::fs::read_to_string(path).expect("www/cannot-run.js reads");
    let start = script
        .find(&format!("\n    {code}: {{"))
        .unwrap_or_else(|| panic!("cannot-run.js has no words in '{code}'"));
    let block = &script[start..];
    let block = &block[..block.find("\n    },").expect("the language's words end")];
    // Each entry is `key: 'text' + 'text',`: the quoted pieces of a line and the lines after
    // it, up to the next entry.
    let mut said: Vec<String> = Vec::new();
    for line in block.lines().skip(1) {
        let line = line.trim();
        let starts_entry = line
            .split_once(": '")
            .is_some_and(|(key, _)| key.chars().all(|c| c.is_ascii_alphabetic()));
        if starts_entry {
            said.push(String::new());
        }
        let Some(text) = said.last_mut() else {
            continue;
        };
        let mut rest = line;
        while let Some(open) = rest.find('\'') {
            let Some(close) = rest[open + 1..].find('\'') else {
                break;
            };
            text.push_str(&rest[open + 1..open + 1 + close]);
            rest = &rest[open + close + 2..];
        }
    }
    said.into_iter()
        .map(|t| {
            t.replace("\\u00a0", "\u{a0}")
                .replace("\\u202f", "\u{202f}")
        })
        .collect()
}

/// Everything said by `variant`'s puzzles, each in turn: its goal, a wrong move's answer,
/// the hint, then the line played (or, one puzzle in three, shown), and the puzzle solved
/// before; then the puzzle of the day.
fn puzzles(texts: &Texts, variant: Variant) -> Vec<String> {
    let (mut s, mut shell) = listening(texts, variant);
    shell.run(&mut s, Command::Puzzles(variant));
    let mut list = mancala_learn::puzzle::data::puzzles(variant).expect("the puzzles read");
    list.sort_by_key(|p| p.difficulty);
    for (i, puzzle) in list.iter().enumerate() {
        let mut solving = mancala_learn::Solving::new(puzzle.clone()).expect("it reads");
        let right = puzzle.solution[0];
        let legal = solving.game().legal_moves();
        if let Some(&wrong) = legal.iter().find(|m| **m != right) {
            shell.play_as_person(&mut s, wrong);
            shell.run(&mut s, Command::Button(Action::HarvestCancel));
        }
        shell.run(&mut s, Command::Button(Action::PuzzleHint));
        if i % 3 == 2 {
            shell.run(&mut s, Command::Button(Action::PuzzleShow));
        } else {
            while !solving.solved() {
                if let Some(reply) = solving.reply() {
                    solving.replied(&reply);
                } else if let Some(mv) = solving.right_move() {
                    shell.play_as_person(&mut s, mv);
                    solving.try_move(&mv);
                } else {
                    break;
                }
            }
        }
        shell.run(&mut s, Command::Button(Action::LessonNext));
    }
    shell.run(&mut s, attr("puzzle", "daily"));
    shell.heard
}

/// Everything the page shows or says in `texts`' language, as it says it (texts whole, not
/// yet cut into sentences).
fn said(texts: &'static Texts) -> Vec<String> {
    let mut said = builders(texts);
    said.extend(bad_settings(texts));
    for (v, variant) in Variant::ALL.into_iter().enumerate() {
        for (o, opponent) in OPPONENTS.into_iter().enumerate() {
            said.extend(game(texts, variant, opponent, (v * 4 + o) as u64 + 1));
        }
        said.extend(lesson(texts, variant));
        said.extend(puzzles(texts, variant));
    }
    said.extend(cannot_run(texts.language.code()));
    for opponent in [Opponent::HotSeat, Opponent::Computer { side: 1 }] {
        said.extend(set_up(texts, opponent));
    }
    said
}

/// Every sentence of `said`, one per template, sorted.
fn phrasebook(said: &[String]) -> Vec<String> {
    let mut book: BTreeMap<String, String> = BTreeMap::new();
    for sentence in said.iter().flat_map(|s| sentences(s)) {
        let sentence = sentence.replace('\n', " ");
        let key = template(&sentence);
        match book.get(&key) {
            Some(kept) if *kept <= sentence => {}
            _ => {
                book.insert(key, sentence);
            }
        }
    }
    book.into_values().collect()
}

/// Whether `text` holds `template` with each of its `{slots}` filled by some text: its pieces
/// between the slots, in order (the first match of each piece after the previous one finds a
/// match when there is one).
fn fills(template: &str, text: &str) -> bool {
    let mut pieces = Vec::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}') else {
            break;
        };
        pieces.push(&rest[..open]);
        rest = &rest[open + close + 1..];
    }
    pieces.push(rest);
    let pieces: Vec<&str> = pieces.into_iter().filter(|p| !p.is_empty()).collect();
    let mut at = 0;
    for piece in pieces {
        match text[at..].find(piece) {
            Some(found) => at += found + piece.len(),
            None => return false,
        }
    }
    true
}

/// The strings of `texts`' catalogue (every field, see [`mancala_i18n::every`]) and of its
/// lessons that nothing in `said` shows: each a string that could reach the page without
/// passing through the phrasebook, named by its field or lesson step.
fn unheard(texts: &'static Texts, said: &[String]) -> Vec<String> {
    let lang = texts.language;
    let mut strings: Vec<(String, String)> = mancala_i18n::every::every_string(texts)
        .into_iter()
        .map(|e| (e.field, e.text.to_string()))
        .collect();
    for variant in Variant::ALL {
        let Ok(lesson) = mancala_learn::data::lesson(variant) else {
            continue;
        };
        strings.push((
            format!("{} title", variant.id()),
            lesson.title.get(lang).into(),
        ));
        for (i, step) in lesson.steps.iter().enumerate() {
            let texts = [
                ("text", Some(&step.text)),
                ("after", step.after.as_ref()),
                ("wrong", step.wrong.as_ref()),
            ];
            for (key, words) in texts {
                if let Some(words) = words {
                    strings.push((
                        format!("{} steps[{i}].{key}", variant.id()),
                        words.get(lang).into(),
                    ));
                }
            }
        }
    }
    let said: std::collections::BTreeSet<&str> = said.iter().map(String::as_str).collect();
    strings
        .into_iter()
        .filter(|(_, text)| !said.iter().any(|s| fills(text, s)))
        .map(|(field, text)| format!("{field}: {text:?}"))
        .collect()
}

#[test]
fn every_sentence_in_every_language_is_right_and_in_its_phrasebook() {
    let write = std::env::var_os("PHRASEBOOK_WRITE").is_some();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/phrasebook");
    let mut problems = Vec::new();
    for texts in Language::ALL.map(Language::texts) {
        let said = said(texts);
        for missing in unheard(texts, &said) {
            problems.push(format!(
                "{}: not in the phrasebook: {missing}",
                texts.code()
            ));
        }
        let book = phrasebook(&said);
        for sentence in &book {
            for fault in checks::faults(texts.language, sentence) {
                problems.push(format!("{}: {fault}: {sentence:?}", texts.code()));
            }
        }
        let file = dir.join(format!("{}.txt", texts.code()));
        let text = format!(
            "# Every sentence the game shows or says in {}, one per template (its numbers \
             aside), sorted.\n# Made by the phrasebook test of src/model; to write it again: \
             PHRASEBOOK_WRITE=1 cargo test -p mancala-model phrasebook\n{}\n",
            texts.language.name(),
            book.join("\n")
        );
        if write {
            std::fs::create_dir_all(&dir).expect("docs/phrasebook");
            std::fs::write(&file, &text).expect("the phrasebook is written");
        } else {
            let kept = std::fs::read_to_string(&file).unwrap_or_default();
            assert!(
                kept == text,
                "{} differs from what the game says now: read the difference, then write it \
                 again with PHRASEBOOK_WRITE=1 cargo test -p mancala-model phrasebook",
                file.display()
            );
        }
    }
    assert!(
        problems.is_empty(),
        "{} faults:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn a_text_is_cut_into_sentences_and_numbers_make_one_template() {
    assert_eq!(
        sentences("You sow 4 seeds from pit 3. Score 0 to 0. Kofi to move."),
        [
            "You sow 4 seeds from pit 3.",
            "Score 0 to 0.",
            "Kofi to move."
        ]
    );
    assert_eq!(template("Score 10 to 4."), "Score # to #.");
}

#[test]
fn a_template_is_found_in_a_text_that_fills_it() {
    assert!(fills(
        "{who} sows {seeds} from {pit}",
        "Ama sows 4 seeds from pit 3. Score 0 to 0."
    ));
    assert!(fills(
        " and captures {seeds}.",
        "Play pit 3: it sows 4 seeds and captures 2 seeds."
    ));
    assert!(!fills("{who} sows {seeds} from {pit}", "Ama sows 4 seeds."));
    assert!(!fills("Score {a} to {b}.", "to 4. Score 3"));
}
