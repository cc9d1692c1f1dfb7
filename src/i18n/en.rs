//! English.

use super::house::{text, RuleText};
use super::{
    About, Counted, HouseTexts, Language, LearnTexts, PitName, Plural, Texts, VariantText,
};
use mancala_rules::oware::GrandSlam;
use mancala_rules::{EndReason, Variant, RULE_OPTIONS};

/// English, the default language.
pub(super) static TEXTS: Texts = Texts {
    language: Language::En,

    games: "☰ Games",
    new_game: "New game",
    undo: "↶ Undo",
    two_players: "Two players",
    vs_computer: "vs computer",
    demo: "Demo",
    speed: "Speed: {speed}",
    sound_on: "Sound: on",
    sound_off: "Sound: off",
    speeds: ["normal", "fast", "instant", "slow"],
    level: "{name} · level {n}/5",
    level_names: ["Beginner", "Easy", "Medium", "Hard", "Expert"],
    level_up: "Play the next level: {level}",
    level_down: "Try an easier level: {level}",
    skip: "Skip ▸",
    how_to_play: "How to play",
    choose_game: "Choose a game",
    close: "Close",
    more: "⋯ More",
    more_title: "Game and settings",
    face_to_face_on: "Face to face: on",
    face_to_face_off: "Face to face: off",
    play_again: "Play again",
    other_games: "Other games",
    board_label: "{game} board. Seeds per {pit}, counter-clockwise from the bottom-left: {pits}. Stores: {a} and {b}.",
    touch_to_play: "Touch the board to play!",
    still_playing: "Still playing? Touch the screen to go on. {n}…",
    confirm_new: "Start a new game? This one will be lost.",
    confirm_yes: "Yes, a new game",
    confirm_no: "No, keep playing",

    offer_holes: "Offer holes…",
    cancel_offer: "Cancel the offer",
    send_offer: "Offer the picked holes",
    no_offer: "No offer",
    accept_offer: "Accept the offer",
    refuse_offer: "Refuse",
    standard_arrangement: "Standard arrangement",
    confirm_arrangement: "Confirm arrangement",
    direction_ccw: "Direction: ↺ counter-clockwise",
    direction_cw: "Direction: ↻ clockwise (capture)",

    player_n: "Player {n}",
    you: "You",
    computer: "The computer",
    computer_n: "Computer {n}",
    series_note: "game {n} · {pts} pts",
    hole: "hole {n}",
    holes: "holes {list}",
    and: "and",
    whose,
    the,
    plural,
    seeds: Counted {
        zero: "no seeds",
        one: "1 seed",
        many: "{n} seeds",
    },
    cowries: Counted {
        zero: "no cowries",
        one: "1 cowrie",
        many: "{n} cowries",
    },
    plate_turn: About {
        they: "{who}'s turn",
        you: "Your turn",
    },

    loading: "Loading the board…",
    sowing: "Sowing…",
    thinking: "The computer is thinking…",
    to_move_tap: About {
        they: "{who} to move: tap {glowing}",
        you: "Your turn: tap {glowing}",
    },
    answer_offer: About {
        they: "{who}: accept or refuse the offer of holes",
        you: "Accept or refuse the offer of holes",
    },
    arrange: About {
        they: "{who}: arrange your seeds — tap a plot, then tap where one seed goes; or keep the standard arrangement",
        you: "Arrange your seeds: tap a plot, then tap where one seed goes; or keep the standard arrangement",
    },
    pick_offer: About {
        they: "{who}: tap up to three of your holes to offer",
        you: "Tap up to three of your holes to offer",
    },
    no_seed: About {
        they: "{who} has no seed to sow: offer holes, or choose “No offer” to pass",
        you: "You have no seed to sow: offer holes, or choose “No offer” to pass",
    },
    unknown_game: "There is no game called “{id}”; the games are {known}.",
    unavailable: "{game}: {reason}. Choose another game from the menu.",
    won_status: About {
        they: "{who} won: {reason}",
        you: "You won: {reason}",
    },
    draw_status: "A draw: {reason}",

    wins_title: About {
        they: "{who} wins!",
        you: "You win!",
    },
    draw_title: "A draw",
    final_score: "{reason}. Final score {a}–{b}.",
    without_glory: "Won without glory (an offer was refused).",
    special_victory: "Special victory: {name}.",

    relay_lap: "Relay: lap {n}, sowing on",
    sowing_harvest: "Sowing the captured seeds",
    origin_skipped: "The starting pit is skipped",
    harvest: "Captured: {seeds}",
    passes: About {
        they: "{who} cannot move and passes",
        you: "You cannot move and pass",
    },
    plays_again: About {
        they: "{who} plays again",
        you: "You play again",
    },
    passes_by_choice: About {
        they: "{who}: no offer and no seed to sow; the turn passes",
        you: "No offer and no seed to sow: your turn passes",
    },
    offers: About {
        they: "{who} offers {holes}",
        you: "You offer {holes}",
    },
    accepts: About {
        they: "{who} accepts the offer",
        you: "You accept the offer",
    },
    refuses: About {
        they: "{who} refuses the offer",
        you: "You refuse the offer",
    },
    round_over: "Round {n} over: {a}–{b}",
    wins_banner: About {
        they: "{who} wins ({reason})",
        you: "You win ({reason})",
    },
    draw_banner: "A draw ({reason})",
    setup_arranged: "Seeds arranged",
    setup_new_round: "A new round: the plots are filled again",
    setup_new_game: "The next game of the series begins",
    capture: About {
        they: "{who} captures",
        you: "You capture",
    },
    owner_four: "A four! Its owner takes it",
    last_four: About {
        they: "{whose} last seed makes four: captured",
        you: "Your last seed makes four: captured",
    },
    last_seeds: About {
        they: "{who} takes the last seeds",
        you: "You take the last seeds",
    },
    cowrie_capture: About {
        they: "{whose} cowrie captures",
        you: "Your cowrie captures",
    },
    seed_to_opponent: "The seed goes to the opponent",
    automatic_harvest: About {
        they: "{who} takes every seed left",
        you: "You take every seed left",
    },
    sweep: "Each player takes the seeds on his side",

    said_sows: About {
        they: "{who} sows {seeds} from {pit}",
        you: "You sow {seeds} from {pit}",
    },
    said_clockwise: "clockwise",
    said_captures: About {
        they: "{who} takes {seeds}.",
        you: "You take {seeds}.",
    },
    said_no_capture: "Nothing is captured.",
    said_laps: "{laps} laps.",
    said_score: "Score {a} to {b}.",
    said_to_move: About {
        they: "{who} to move.",
        you: "Your turn.",
    },
    said_pit: "{pit}, {seeds}, {side}",
    said_side: About {
        they: "{whose} side",
        you: "your side",
    },
    said_cowries: ", {cowries}",
    said_playable: ", can be played",
    said_store: About {
        they: "{whose} store, {seeds}",
        you: "your store, {seeds}",
    },
    board_grid: "{game} board, {pit} by {pit}",

    end_reason,
    grand_slam,
    learn: &LEARN,
    learn_holes: &LEARN_HOLES,
    pit_name: PitName {
        within: "pit {n}",
        label: "Pit {n}",
        noun: "pit",
        the: "the pit",
        glowing: "one of the glowing pits",
    },
    hole_name: PitName {
        within: "hole {n}",
        label: "Hole {n}",
        noun: "hole",
        the: "the hole",
        glowing: "one of the glowing holes",
    },
    variants: [
        VariantText {
            name: "Oware Abapa",
            origin: "Ghana (Akan); the Lemery Games rulebook",
            plain: "Sow the seeds around the board. Make 2 or 3 on the other side to win them.",
            summary: "Two rows of six plots, four seeds in each. Take all the seeds of one of \
                your plots and sow them one by one counter-clockwise; a lap of twelve or more \
                skips the plot it came from. If your last seed makes 2 or 3 in an opponent's \
                plot, you capture it and every plot just before it on that side, one after another, \
                while they hold 2 or 3. You \
                must leave your opponent seeds to play: a capture may take at most five of their \
                plots, and when their side is empty you must feed it if you can. The first to \
                capture 25 seeds wins; 24–24 is a draw.",
        },
        VariantText {
            name: "Oware (international rules)",
            origin: "Ghana; the unified rules of international tournaments",
            plain: "Oware as the world's tournaments play it. Make 2 or 3 on the other side to win them.",
            summary: "Oware with the tournament rules: sow counter-clockwise, skipping the \
                starting plot on laps of twelve or more; a last seed making 2 or 3 on the \
                opponent's side captures it and the plots just before it, one after another, while they hold 2 or 3. A move that \
                would capture all the opponent's seeds is played but captures nothing (grand \
                slam). You must feed an empty opponent; if you cannot, you take every seed left. \
                A repeated position ends the game and each player takes the seeds on his side. \
                25 seeds win.",
        },
        VariantText {
            name: "Nam-Nam",
            origin: "Ghana; a children's game of the Akan",
            plain: "Keep sowing round and round. When a pit reaches 4 seeds, someone wins them.",
            summary: "Sowing goes on lap after lap: when your last seed lands in an occupied \
                plot, pick up everything there and keep sowing. Whenever a plot reaches four \
                during sowing, its owner takes the four; if your last seed makes four, you take \
                them. When only eight seeds are left, the next player to take four takes the \
                rest. Then a new round starts: each player fills his plots with the seeds he won, \
                and the richer player takes over some of his opponent's plots. Win every seed to \
                win the game.",
        },
        VariantText {
            name: "Omweso",
            origin: "Uganda (Baganda)",
            plain: "A big board with four rows. Catch your opponent's seeds and sow them again.",
            summary: "Four rows of eight; each player owns the two rows nearest him and sows \
                only around his own sixteen plots. Arrange your 32 seeds as you like, then sow \
                from any plot with two or more seeds; when the last seed falls into an occupied \
                plot, pick them up and sow on. Ending in an occupied inner plot facing two \
                occupied enemy plots captures both, and you sow the captured seeds on. From your \
                four leftmost plots you may sow clockwise if it captures. You win when your \
                opponent cannot move, or by the special victories Akakyala and Emitwebiri.",
        },
        VariantText {
            name: "Goré",
            origin: "Ivory Coast (Gouro people)",
            plain: "Make 2 or 4 to win seeds. You may offer holes to your opponent.",
            summary: "Two rows of four holes with six seeds each. Sow counter-clockwise from one \
                of your holes. If your last seed makes 2 or 4 in an opponent's hole, you capture \
                it, together with the holes next to it, on either side and across the whole \
                board, that hold 2 or 4. At the start of your turn you may offer one to three of \
                your holes to your opponent, who accepts by filling each with six captured seeds, \
                or refuses (a game won after a refusal is won without glory). With no seed to \
                sow, you may still offer, or make no offer and pass. When no hole holds more than \
                two seeds, each takes what is in his holes and the larger store wins.",
        },
        VariantText {
            name: "Woaley (Obridjie)",
            origin: "Ivory Coast (after Kanga Ballou, 1984)",
            plain: "Leave one seed behind as you sow. Make 2 or 4 to win seeds.",
            summary: "Two rows of six holes with four seeds each. Move from a hole with at least \
                two seeds, leaving one seed behind. When the last seed lands: in an empty hole \
                the move ends; making 2 or 4, you capture it and the holes just before it, one \
                after another, while they hold 2 or 4, on either side; otherwise you pick them all up and sow on. A player who \
                cannot move passes; when nobody can, each takes his own seeds. A win scores 12 \
                points plus one per seed above 24; three games make a match and three matches a \
                woaley.",
        },
        VariantText {
            name: "Kauri",
            origin: "Ralf Gering, 2006, after West African cowrie games",
            plain: "You may play only a pit that holds a cowrie shell. A cowrie dropped on the other side wins seeds.",
            summary: "Each pit holds five seeds and one cowrie shell. You may only play a pit \
                with a cowrie: sow its seeds first, then its cowries, one per pit \
                counter-clockwise. A cowrie dropped into an opponent's pit without a cowrie \
                captures its seeds; a seed dropped into an opponent's pit holding only cowries \
                goes to the opponent. Cowries are never captured. With no cowrie on your side you \
                pass. More than half the seeds wins; at 30–30 play goes on with cowries until \
                one player cannot move and loses.",
        },
        VariantText {
            name: "Kalah",
            origin: "United States, 1940s (William Julius Champion Jr.), a game of the mancala \
                family",
            plain: "Sow into your own store too. End there and you play again.",
            summary: "Two rows of six pits with four seeds each, and a store at each player's \
                right end. Sow counter-clockwise from one of your pits, one seed per pit, \
                dropping one into your own store as you pass it but never into your opponent's. \
                If your last seed lands in your store, you play again. If it lands in an empty \
                pit of yours and the pit opposite holds seeds, you take that seed and the \
                opposite seeds into your store. When either row is empty, each player takes the \
                seeds left on his side. The most seeds in store wins; equal stores are a draw.",
        },
    ],
};

/// A game's name after "play": as it is ("play Kalah").
pub(super) fn to_play(game: &str) -> String {
    game.to_string()
}

/// The English plural rule: none, one, or more.
pub(super) fn plural(n: u32) -> Plural {
    match n {
        0 => Plural::Zero,
        1 => Plural::One,
        _ => Plural::Many,
    }
}

/// `name` possessive, its leading article in lower case: "the computer's", "Player 1's".
fn whose(name: &str) -> String {
    format!("{}'s", the(name))
}

/// A player's name inside a sentence: "the computer" for "The computer", any other name as it
/// is ("Player 1", "Ama").
fn the(name: &str) -> String {
    match name.strip_prefix("The ") {
        Some(rest) => format!("the {rest}"),
        None => name.to_string(),
    }
}

/// Why a game ended, in English: the contract's own words (they are English), with the two
/// Luganda names of Omweso's special wins explained. Every reason is named, so that a new one
/// is a decision here too.
fn end_reason(reason: EndReason) -> &'static str {
    match reason {
        EndReason::Emitwebiri => "Emitwebiri, “two heads”",
        EndReason::Akakyala => "Akakyala, “the visitor”",
        EndReason::TwentyFiveSeeds
        | EndReason::AutomaticHarvest
        | EndReason::Repetition
        | EndReason::SmallHoles
        | EndReason::NoSeedToSow
        | EndReason::NoHoleLeft
        | EndReason::FirstTo25
        | EndReason::ThirtyOneSeeds
        | EndReason::NoCowrie
        | EndReason::AllSeeds
        | EndReason::NoOneCanMove
        | EndReason::OneRound
        | EndReason::NoMovesLeft
        | EndReason::NoMoveLeft
        | EndReason::MatchScore
        | EndReason::SumOfAdvantages => reason.as_str(),
    }
}

/// A grand-slam rule that limited a capture, in English.
fn grand_slam(rule: GrandSlam) -> &'static str {
    match rule {
        GrandSlam::CaptureNothing => "grand slam: the move is made but nothing is captured",
        GrandSlam::LeaveLastPlot => {
            "grand slam: the plot farthest back is left so that the opponent can sow"
        }
    }
}

/// The words of learning (lessons, hints, previews, replays, links).
pub(super) static LEARN: LearnTexts = LearnTexts {
    learn: "Learn",
    play: "Play",
    step: "Step {n} of {total}",
    next: "Next",
    leave: "Leave the lesson",
    press_next: "Press “Next” to go on.",
    done: "Well done: you know how to play {to_play}. Try a real game!",
    hint: "Hint",
    preview_on: "Preview: on",
    preview_off: "Preview: off",
    back: "◀ Back",
    forward: "Forward ▶",
    copy_link: "Copy link",
    link_copied: "The link to this game is copied: paste it to share the game.",
    link_in_address: "The address now holds this game: copy it to share the game.",
    replay_move: "Move {n} of {total}.",
    link_damaged: "This game link is damaged, so a new game starts.",
    analysis_on: "Analysis: on",
    analysis_off: "Analysis: off",
    best_move: "Play the best move",
    worth_wins: "wins",
    worth_loses: "loses",
    worth_wins_by: "wins by {seeds}",
    worth_draw: "draw",
    worth_loses_by: "loses by {seeds}",
    worth_exact_said: "Endgame table, exact: {worth}",
    decimal_mark: ".",
    worth_said: "Analysis, {depth} moves deep: {worth}",
    save_game: "Save the game",
    open_game: "Open a game…",
    file_damaged: "This file is not a game this page can read (line {line}).",
    set_up: "Set up a position",
    setup_put: "Set up the position: tap the board to put a seed in.",
    setup_take: "Set up the position: tap the board to take a seed out.",
    setup_put_cowrie: "Set up the position: tap the board to put a cowrie in.",
    setup_take_cowrie: "Set up the position: tap the board to take a cowrie out.",
    setup_left: "Still to place: {pieces}.",
    setup_all_placed: "Everything is placed.",
    take_out: "Take seeds out",
    put_in: "Put seeds in",
    place_cowries: "Place cowries",
    place_seeds: "Place seeds",
    setup_mover: About {
        they: "{who} moves",
        you: "You move",
    },
    clear_board: "Clear the board",
    play_from_here: "Play from here",
    refused_left: "Not everything is placed yet.",
    refused_mover: About {
        they: "{who} could not move in this position: choose who moves.",
        you: "You could not move in this position: choose who moves.",
    },
    refused_rules: "The rules of this game do not allow this position: play could not go on from it.",
    to_play: super::en::to_play,
    plural: super::en::plural,
    seeds: super::en::TEXTS.seeds,
    cowries: super::en::TEXTS.cowries,
    pit: "pit {n}",
    pits: "pits {list}",
    and: "and",
    sowed: "You sowed {seeds} from pit {pit}; the last one landed in pit {last}.",
    sowed_cowries: "You sowed {seeds} from pit {pit}; the last cowrie landed in pit {last}.",
    sowed_store: "You sowed {seeds} from pit {pit}; the last one landed in your store.",
    again: "You play again.",
    laps: "The sowing went on for {n} laps.",
    skipped: "The pit you emptied was passed over.",
    took: "You took {seeds} from {pits}.",
    took_seeds: "You took {seeds}.",
    harvested: "You took the seeds of {pits} and sowed them again.",
    given: "Your opponent received {seeds}.",
    nothing: "Nothing was taken.",
    limited: "The grand-slam rule left seeds in place.",
    offered: "You offered {pits}.",
    accepted: "The offer was accepted.",
    refused: "The offer was refused.",
    passed: "A player could not move and passed.",
    round_end: "The round is over.",
    game_end: "The game is over.",
    wrong_capture: "That move would take no seeds.",
    wrong_lands: "That move's last seed would land in pit {last}.",
    wrong_store: "That move's last seed would land in your store.",
    try_again: "Try again!",
    puzzle_win: "Find the move that wins the game.",
    puzzle_draw: "The game looks lost: find the move that still draws.",
    puzzle_take_one: "Take {seeds} in one move.",
    puzzle_take_two: "Take {seeds} in two moves, whatever the reply.",
    puzzle_guard: "Find the only move that leaves your opponent nothing to capture.",
    puzzles: "Puzzles",
    puzzle_progress: "Puzzle {n} of {total} ({level})",
    puzzle_daily: "Puzzle of the day ({level})",
    puzzle_easy: "easy",
    puzzle_medium: "medium",
    puzzle_hard: "hard",
    puzzle_before: "You solved this one on an earlier visit.",
    puzzle_right: "Right!",
    puzzle_replied: "Your opponent answered from {pit}.",
    puzzle_your_move: "Your move again.",
    puzzle_solved: "Puzzle solved!",
    puzzle_count: "You have solved {n} of the {total} puzzles.",
    puzzle_shown: "That was the answer. Try the next puzzle!",
    puzzle_no_win: "Not this one: after it, your opponent can stop you winning.",
    puzzle_no_draw: "Not this one: after it, your opponent can win.",
    puzzle_too_few: "With that move you would take {taken} in all, and the puzzle asks for {n}.",
    puzzle_none: "That move would take nothing, and the puzzle asks for {n}.",
    puzzle_stopped: "Not this one: after it, your opponent can stop you taking {seeds}.",
    puzzle_lets_capture: "Not this one: your opponent could then take {seeds} by playing {pit}.",
    puzzle_not_this: "Not this one.",
    puzzle_hint_two: "The right move is one of the two marked pits.",
    puzzle_hint_one: "The right move starts from the marked pit.",
    puzzle_show: "Show me",
    puzzle_next: "Next puzzle",
    puzzle_press_next: "Press “Next puzzle” for another one.",
    puzzle_leave: "Leave the puzzles",
    hint_sow: "Play pit {pit}: it sows {seeds}",
    hint_takes: " and takes {seeds} from {pits}.",
    hint_harvests: " and takes the seeds of {pits} to sow them again.",
    hint_nothing: " and takes nothing.",
    hint_again: " and its last seed lands in your store: you play again.",
    hint_offer: "Offer {pits} to your opponent.",
    hint_accept: "Accept the offer.",
    hint_refuse: "Refuse the offer.",
    hint_pass: "Make no offer: the turn passes, since you have no seed to sow.",
    hint_arrange: "Keep this arrangement.",
    why_last: "The last seed made {n} in pit {pit}",
    why_chain: "; pit {pit} held {n}",
    why_taken: ": they are taken.",
    why_owner_four: "Pit {pit} made four during the sowing: its owner takes them.",
    why_last_four: "The last seed made four in pit {pit}: the sower takes them.",
    why_last_seeds: "What was left in play ({seeds}) goes to the player who took the last four.",
    why_cowrie: "A cowrie landed in pit {pit}, which had no cowrie: it takes {seeds}.",
    why_seed_to_opponent: "A seed fell in pit {pit}, which held only cowries: it goes to the opponent.",
    why_automatic_harvest: "No move could feed the empty row: the player who could not feed it takes what is left, {seeds}.",
    house_note: "House rule “{rule}”: {what}",
    house_illegal: "this move would not be allowed.",
    house_takes: "this move would take {seeds}.",
    house_takes_nothing: "this move would take nothing.",
    house_harvests: "this move would harvest {pits}.",
    house_ends: "this move would end the game.",
    house_goes_on: "the game would go on.",
    house_round_ends: "this move would end the round.",
    house_pass: "a player would then have to pass.",
    house_lands: "the last seed would land in pit {pit}.",
    house_sows: "this move would be sown another way.",
    why_harvest: "The last seed landed in an occupied inner plot facing {pits}, both with seeds: they are taken and sown again.",
};

/// English, for the games whose pits are holes (Goré, Woaley).
pub(super) static LEARN_HOLES: LearnTexts = LearnTexts {
    pit: "hole {n}",
    pits: "holes {list}",
    sowed: "You sowed {seeds} from hole {pit}; the last one landed in hole {last}.",
    skipped: "The hole you emptied was passed over.",
    wrong_lands: "That move's last seed would land in hole {last}.",
    hint_sow: "Play hole {pit}: it sows {seeds}",
    why_last: "The last seed made {n} in hole {pit}",
    why_chain: "; hole {pit} held {n}",
    house_lands: "the last seed would land in hole {pit}.",
    puzzle_hint_two: "The right move is one of the two marked holes.",
    puzzle_hint_one: "The right move starts from the marked hole.",
    ..LEARN
};

/// The words around the house rules.
pub(super) static HOUSE: HouseTexts = HouseTexts {
    language: Language::En,
    button: "House rules",
    button_changed: "House rules ({n})",
    button_label: "House rules: {game}",
    title: "House rules: {game}",
    intro: "Sources differ on some rules of this game. Choose how you want to play; the \
        usual rule is marked. The games you start from this menu follow your choice, and it is \
        kept for next time.",
    usual: "(usual)",
    play: "Play with these rules",
    usual_rules: "Usual rules",
    back: "Back to the games",
    line: "House rules: {rules}",
    not_pair: "The house rules cannot be read: “{pair}” is not written option=value.",
    not_option: "“{id}” is not a house rule of {game}; its house rules are {known}.",
    other_game: "{id} is a house rule of {other}, not of {game}; the house rules of {game} \
        are {known}.",
    not_value: "The house rule {id} has no value “{value}”; its values are {known}.",
    options: &HOUSE_RULES,
    choose: "How do you play pit {pit}? Choose below.",
    choose_said: "Pit {pit} can be played {n} ways: choose one under the board, or press “Cancel”.",
    choose_take: "Take {seeds} ({pits})",
    choose_take_seeds: "Take {seeds}",
    choose_take_nothing: "Take nothing",
    choose_harvest: "Harvest {pits}",
    choose_harvest_nothing: "No harvest: sow on",
    choose_ends: "{choice}, ending in pit {pit}",
    choose_cancel: "Cancel",
};

/// Each house rule's words, in the order of `RULE_OPTIONS`.
pub(super) static HOUSE_RULES: [RuleText; RULE_OPTIONS.len()] = [
    text(
        "After the last plot is harvested, the plots before it:",
        &["must be harvested too", "may be left"],
    ),
    text(
        "A capture that would take all your opponent's seeds:",
        &[
            "leaves him the farthest plot",
            "leaves him one plot only after a 6-plot chain",
            "makes the move illegal",
        ],
    ),
    text(
        "When a player reaches 25 seeds:",
        &["the game stops", "play goes on to the end"],
    ),
    text(
        "When a position comes back:",
        &["each takes his own seeds and the game ends", "play goes on"],
    ),
    text(
        "A lap of 12 seeds or more passes the plot it started from:",
        &["it skips it", "it drops a seed there"],
    ),
    text(
        "You take a 4 made by:",
        &[
            "the last seed of each lap",
            "only the last seed of your turn",
        ],
    ),
    text(
        "For the 8-seed rule, the seeds in your hand:",
        &["count as left on the board", "do not count"],
    ),
    text(
        "How long the game lasts:",
        &[
            "rounds until a player holds all 48 seeds",
            "a short form of our own: one round, won by who holds more seeds",
        ],
    ),
    text(
        "The first to sow is:",
        &["the player who arranged first", "the other player"],
    ),
    text(
        "A reverse move needs:",
        &["2 seeds or more", "1 seed is enough"],
    ),
    text(
        "A lap of 16 seeds or more passes its starting plot:",
        &["it drops a seed there", "it skips it"],
    ),
    text("A harvest:", &["must be taken", "may be declined"]),
    text(
        "Harvested seeds are sown from:",
        &[
            "the plot of the first harvest in a chain",
            "the newest capturing plot",
            "where the lap that captured began",
        ],
    ),
    text(
        "Special wins are checked:",
        &["at the end of the turn", "as soon as the harvest is made"],
    ),
    text(
        "A lap of 8 seeds or more passes its starting hole:",
        &["it drops a seed there", "it skips it"],
    ),
    text(
        "The holes you capture from are:",
        &[
            "the ones your opponent owns",
            "the ones in your opponent's row",
        ],
    ),
    text(
        "When you have no seed to sow:",
        &["you pass", "the game ends"],
    ),
    text(
        "When a position comes back:",
        &["the game ends", "play goes on"],
    ),
    text(
        "Offering holes:",
        &[
            "one offer at the start of your turn, then you sow",
            "an offer takes the place of your move",
            "offers one after another before you sow, until one is refused",
        ],
    ),
    text(
        "Giving holes away:",
        &[
            "you keep at least one hole",
            "you may give them all: the game then ends",
        ],
    ),
    text(
        "The holes you may give:",
        &["any hole you own", "only holes of your own row"],
    ),
    text(
        "The 6 seeds for each hole received:",
        &[
            "come from the receiver's store, which must hold them",
            "are what his store holds, up to 6",
        ],
    ),
    text(
        "How long the game lasts:",
        &[
            "played to its end",
            "a short form of our own: the first to capture 25 seeds wins",
        ],
    ),
    text(
        "A capture needs 2 or 4 seeds in the last hole:",
        &[
            "counted after the last seed falls",
            "counted before it falls",
        ],
    ),
    text(
        "Leave one seed behind:",
        &["on the first lap only", "on every lap"],
    ),
    text(
        "A lap of 12 seeds or more passes its starting hole:",
        &["it drops a seed there", "it skips it"],
    ),
    text(
        "A lap of 12 pieces or more, seeds and cowries, passes its starting pit:",
        &["it drops a piece there", "it skips it"],
    ),
    text(
        "The game ends:",
        &[
            "when no seed is left, or a store holds 31",
            "when a player cannot move",
        ],
    ),
    text("Seeds in each pit at the start:", &["4", "3", "5", "6"]),
    text(
        "A last seed in an empty pit of yours facing an empty pit:",
        &["stays there", "goes to your store"],
    ),
];

/// Each game's lesson, in the order of [`Variant::ALL`] (see [`Language::lessons`]).
pub(super) static LESSONS: [&str; Variant::ALL.len()] = lesson_files!("en");
