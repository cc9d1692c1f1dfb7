//! What the controls around the board show for the game as it stands: the title, the status
//! line, the toolbar's words, which choice buttons are there, and the game-over panel. Pure:
//! the shell writes the result into the page.

use super::action::Action;
use super::choices::ChoiceKind;
use super::command::Control;
use super::opponent::{Opponent, Seats};
use super::settings::LEVELS;
use super::table::Table;
use mancala_i18n::{capitalise, fill, Texts};
use mancala_rules::{Details, Move, Outcome};

/// What the session tells the controls besides the game itself.
pub struct Around {
    /// The index of the speed in `Texts::speeds`.
    pub speed: usize,
    /// The computer's level.
    pub level: u32,
    /// True when the page shows the language button.
    pub language_button: bool,
    /// Sound is on.
    pub sound: bool,
}

/// The outcome the game-over panel shows: the game's, once its last move is drawn. A lesson's
/// game that ends is told by the lesson, not by the panel; so is a game being replayed, until
/// its replay ends.
pub fn game_over_shown(table: &Table) -> Option<Outcome> {
    table
        .outcome()
        .filter(|_| !table.animating() && !table.frozen() && !table.replaying())
}

/// The id of the group of buttons that choose the game's language, one per language, each
/// with its language's code in `data-lang`: the page shows it, an embedded game does not.
pub const LANGUAGES: &str = "langs";

fn text(id: &'static str, text: impl Into<String>) -> Control {
    Control {
        id,
        text: Some(text.into()),
        ..Control::default()
    }
}

fn show(id: &'static str, visible: bool) -> Control {
    Control {
        id,
        visible: Some(visible),
        ..Control::default()
    }
}

/// Every control brought up to date with `table` as `seats` play it.
pub fn controls(table: &Table, seats: &Seats, around: &Around) -> Vec<Control> {
    let texts = seats.texts;
    let opponent = seats.opponent;
    let a = |action: Action| action.id();
    let playing = table.human_to_play(opponent);
    let legal = table.legal();
    let kind = &table.choice().kind;
    let mut out = vec![
        text("game-title", texts.variant(table.variant()).name),
        Control {
            visible: Some(true),
            ..text("status", status(table, seats))
        },
        text(
            a(Action::Opponent),
            match opponent {
                Opponent::HotSeat => texts.two_players,
                Opponent::Computer { .. } => texts.vs_computer,
                Opponent::Demo => texts.demo,
            },
        ),
        Control {
            visible: Some(opponent != Opponent::HotSeat),
            ..text(a(Action::Level), level_label(texts, around.level))
        },
    ];
    let speed_name = texts.speeds.get(around.speed).copied().unwrap_or_default();
    out.push(text(
        a(Action::Speed),
        fill(texts.speed, &[("speed", &speed_name)]),
    ));
    out.push(text(
        a(Action::Sound),
        if around.sound {
            texts.sound_on
        } else {
            texts.sound_off
        },
    ));
    let undo = table.game().is_some_and(|g| g.moves_played() > 0);
    let redo = table.game().is_some_and(|g| g.can_redo());
    for (action, enabled) in [
        (Action::Undo, undo),
        (Action::Back, undo),
        (Action::Forward, redo),
        (Action::Skip, table.animating()),
    ] {
        out.push(Control {
            id: action.id(),
            enabled: Some(enabled),
            ..Control::default()
        });
    }
    let offer = matches!(kind, ChoiceKind::Offer { .. }) && playing;
    let picking = matches!(kind, ChoiceKind::Offer { picking: true, .. });
    let offer_words = if picking {
        texts.cancel_offer
    } else {
        texts.offer_holes
    };
    out.push(Control {
        visible: Some(offer),
        ..text(a(Action::Offer), offer_words)
    });
    out.push(Control {
        id: a(Action::OfferSend),
        visible: Some(offer && picking),
        enabled: Some(table.choice().offer().is_some_and(|m| legal.contains(&m))),
        ..Control::default()
    });
    out.push(show(
        a(Action::NoOffer),
        offer && !picking && legal.contains(&Move::Pass),
    ));
    let answer = matches!(kind, ChoiceKind::Answer) && playing;
    let arrange = matches!(kind, ChoiceKind::Arrange { .. }) && playing;
    let reverse = legal.iter().any(Move::is_clockwise);
    for (action, visible) in [
        (Action::Accept, answer),
        (Action::Refuse, answer),
        (Action::Standard, arrange),
        (Action::Arrange, arrange),
    ] {
        out.push(show(action.id(), visible));
    }
    let direction = if table.clockwise() {
        texts.direction_cw
    } else {
        texts.direction_ccw
    };
    out.push(Control {
        visible: Some(reverse && playing),
        ..text(a(Action::Direction), direction)
    });
    // The choice of languages (each button named in its own language, made by the shell).
    out.push(show(LANGUAGES, around.language_button));
    let over = game_over_shown(table);
    out.push(show("gameover", over.is_some()));
    if let Some(o) = over {
        out.push(text("gameover-title", game_over_title(&o, seats)));
        out.push(text("gameover-reason", final_words(&o, texts)));
    }
    out
}

/// The words of the controls that never change during a game, in `texts`' language.
pub fn fixed_words(texts: &Texts) -> Vec<Control> {
    let mut out: Vec<Control> = Action::ALL
        .into_iter()
        .filter_map(|a| a.fixed_label(texts).map(|words| text(a.id(), words)))
        .collect();
    out.push(text("menu-title", texts.choose_game));
    out.push(text("more-title", texts.more_title));
    out.push(text("confirm-title", texts.confirm_new));
    out
}

/// The status line; during a replay, which move it has reached first.
fn status(table: &Table, seats: &Seats) -> String {
    let now = status_now(table, seats);
    let Some(g) = table.game().filter(|_| table.replaying()) else {
        return now;
    };
    let n = g.moves_played();
    let total = n + g.moves_ahead();
    let replay = fill(
        seats.texts.learn.replay_move,
        &[("n", &n), ("total", &total)],
    );
    // The computer's turn, which it waits to play: the move reached says it all.
    if table.human_to_play(seats.opponent) || table.outcome().is_some() || table.animating() {
        format!("{replay} {now}")
    } else {
        replay
    }
}

/// The status line for the game as it stands.
fn status_now(table: &Table, seats: &Seats) -> String {
    let texts = seats.texts;
    let game_name = texts.variant(table.variant()).name;
    let names = seats.names();
    if let Some(reason) = &table.unavailable() {
        return fill(
            texts.unavailable,
            &[("game", &game_name), ("reason", reason)],
        );
    }
    if table.animating() {
        return texts.sowing.to_string();
    }
    if table.frozen() {
        return texts.learn.press_next.to_string();
    }
    if let Some(o) = table.outcome() {
        let reason = texts.reason(o.reason);
        return match o.winner {
            Some(p) => texts.say(
                texts.won_status,
                &names[usize::from(p & 1)],
                &[("reason", &reason)],
            ),
            None => fill(texts.draw_status, &[("reason", &reason)]),
        };
    }
    let Some(p) = table.to_move() else {
        return String::new();
    };
    let who = &names[usize::from(p & 1)];
    let say = |phrase| texts.say(phrase, who, &[]);
    match &table.choice().kind {
        // The computer's turn, whatever it chooses: never words that ask a person to choose.
        _ if table.computer_to_play(seats.opponent) => texts.thinking.to_string(),
        ChoiceKind::Answer => say(texts.answer_offer),
        ChoiceKind::Arrange { .. } => say(texts.arrange),
        ChoiceKind::Offer { picking: true, .. } => say(texts.pick_offer),
        ChoiceKind::Offer { .. } if table.legal().contains(&Move::Pass) => say(texts.no_seed),
        _ => {
            let glowing = texts.pit_names(table.variant()).glowing;
            texts.say(texts.to_move_tap, who, &[("glowing", &glowing)])
        }
    }
}

fn game_over_title(o: &Outcome, seats: &Seats) -> String {
    let texts = seats.texts;
    match o.winner {
        Some(p) => texts.say(texts.wins_title, &seats.names()[usize::from(p & 1)], &[]),
        None => texts.draw_title.to_string(),
    }
}

fn final_words(o: &Outcome, texts: &Texts) -> String {
    let mut detail = fill(
        texts.final_score,
        &[
            ("reason", &capitalise(texts.reason(o.reason))),
            ("a", &o.stores[0]),
            ("b", &o.stores[1]),
        ],
    );
    match o.details {
        Details::Gore {
            without_glory: true,
        } => {
            detail.push(' ');
            detail.push_str(texts.without_glory);
        }
        Details::Omweso {
            special_victory: Some(v),
        } => {
            detail.push(' ');
            detail.push_str(&fill(texts.special_victory, &[("name", &texts.reason(v))]));
        }
        _ => {}
    }
    detail
}

/// The level button's words: the level's name and number ("Beginner · level 1/5").
pub fn level_label(texts: &Texts, level: u32) -> String {
    let index = (level.clamp(*LEVELS.start(), *LEVELS.end()) - 1) as usize;
    let name = texts.level_names.get(index).copied().unwrap_or_default();
    fill(texts.level, &[("name", &name), ("n", &level)])
}

/// The buttons a new game shows besides [`controls`] as the page's session shows them at its
/// start (the hint, the analysis switch, set-up, "Copy link" where the game may write the
/// address, `address_allowed`, and Oware's files), for the first frame, which has no session:
/// its controls then take the room the page's will, and its board is drawn the size the page's
/// is.
pub fn at_start(
    table: &Table,
    opponent: Opponent,
    settings: &super::Settings,
    address_allowed: bool,
) -> Vec<Control> {
    let offered = super::analysis::offered_on(table, settings);
    let shown = |action: Action, visible: bool| Control {
        id: action.id(),
        visible: Some(visible),
        ..Control::default()
    };
    let mut out = vec![
        shown(
            Action::Hint,
            super::aids::person_to_play(table, opponent) && table.game().is_some(),
        ),
        shown(Action::Analyse, offered),
        shown(Action::SetUp, offered),
    ];
    out.push(super::replay::share_control(
        address_allowed,
        settings,
        false,
        table,
    ));
    out.extend(super::files::controls(table, settings, false));
    out
}
