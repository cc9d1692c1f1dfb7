//! English.

use super::{About, Counted, Language, LearnTexts, PitName, Plural, Texts, VariantText};
use mancala_rules::oware::GrandSlam;
use mancala_rules::{EndReason, Variant};

/// English, the default language.
pub(super) static TEXTS: Texts = Texts {
    language: Language::En,
    name: "English",

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
    level: "Level {n}/5",
    skip: "Skip »",
    choose_game: "Choose a game",
    close: "Close",
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
    sowing: "Sowing… (Skip » shows the end at once)",
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
    final_score: "{reason}. Final score {a} – {b}.",
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
    round_over: "Round {n} over: {a} – {b}",
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

    end_reason,
    grand_slam,
    learn: &super::learn::EN,
    learn_in,
    pit_names,
    variants: [
        VariantText {
            name: "Oware Abapa",
            origin: "Ghana (Akan); the Lemery Games rulebook",
            summary: "Two rows of six plots, four seeds in each. Take all the seeds of one of \
                your plots and sow them one by one counter-clockwise; a lap of twelve or more \
                skips the plot it came from. If your last seed makes 2 or 3 in an opponent's \
                plot, you capture it and every plot just before it on that side with 2 or 3. You \
                must leave your opponent seeds to play: a capture may take at most five of their \
                plots, and when their side is empty you must feed it if you can. The first to \
                capture 25 seeds wins; 24–24 is a draw.",
        },
        VariantText {
            name: "Oware (international rules)",
            origin: "Ghana; the unified rules of international tournaments",
            summary: "Oware with the tournament rules: sow counter-clockwise, skipping the \
                starting plot on laps of twelve or more; a last seed making 2 or 3 on the \
                opponent's side captures it and the plots before it with 2 or 3. A move that \
                would capture all the opponent's seeds is played but captures nothing (grand \
                slam). You must feed an empty opponent; if you cannot, you take every seed left. \
                A repeated position ends the game and each player takes the seeds on his side. \
                25 seeds win.",
        },
        VariantText {
            name: "Nam-Nam",
            origin: "Ghana; a children's game of the Akan",
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
            summary: "Two rows of six holes with four seeds each. Move from a hole with at least \
                two seeds, leaving one seed behind. When the last seed lands: in an empty hole \
                the move ends; making 2 or 4, you capture it and the holes just before it with 2 \
                or 4, on either side; otherwise you pick them all up and sow on. A player who \
                cannot move passes; when nobody can, each takes his own seeds. A win scores 12 \
                points plus one per seed above 24; three games make a match and three matches a \
                Woaley.",
        },
        VariantText {
            name: "Kauri",
            origin: "Ralf Gering, 2006, after West African cowrie games",
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

/// The words of learning about a game: those of Goré and Woaley say "hole", as their lessons
/// and rules do.
fn learn_in(variant: Variant) -> &'static LearnTexts {
    if holes(variant) {
        &super::learn::EN_HOLES
    } else {
        &super::learn::EN
    }
}

/// A pit's name: "hole" in Goré and Woaley, as their lessons and rules say, "pit" elsewhere.
fn pit_names(variant: Variant) -> PitName {
    if holes(variant) {
        PitName {
            within: "hole {n}",
            label: "Hole {n}",
            noun: "hole",
            the: "the hole",
            glowing: "one of the glowing holes",
        }
    } else {
        PitName {
            within: "pit {n}",
            label: "Pit {n}",
            noun: "pit",
            the: "the pit",
            glowing: "one of the glowing pits",
        }
    }
}

/// Whether the pits of `variant` are called holes (Goré, Woaley).
fn holes(variant: Variant) -> bool {
    match variant {
        Variant::Gore | Variant::Woaley => true,
        Variant::OwareAbapa
        | Variant::OwareInternational
        | Variant::NamNam
        | Variant::Omweso
        | Variant::Kauri
        | Variant::Kalah => false,
    }
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
    let name = match name.strip_prefix("The ") {
        Some(rest) => format!("the {rest}"),
        None => name.to_string(),
    };
    format!("{name}'s")
}

/// Why a game ended, in English: the contract's own words (they are English), with the two
/// Luganda names of Omweso's special wins explained. Every reason is named, so that a new one
/// is a decision here too.
fn end_reason(reason: EndReason) -> &'static str {
    match reason {
        EndReason::Emitwebiri => "Emitwebiri (two heads)",
        EndReason::Akakyala => "Akakyala (the visitor)",
        EndReason::TwentyFiveSeeds
        | EndReason::AutomaticHarvest
        | EndReason::Repetition
        | EndReason::SmallHoles
        | EndReason::NoSeedToSow
        | EndReason::NoHoleLeft
        | EndReason::ThirtyOneSeeds
        | EndReason::NoCowrie
        | EndReason::AllSeeds
        | EndReason::NoOneCanMove
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
