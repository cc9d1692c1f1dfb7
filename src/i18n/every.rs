//! Every string of one language's catalogue, each with the field it comes from: what a page
//! can show or say is made of these (filled, joined) and of the lessons' texts. Each table is
//! taken apart field by field, with no `..`, so that a field added to [`Texts`], [`LearnTexts`]
//! or [`HouseTexts`] does not compile until it is listed here; the phrasebook's test (src/model)
//! then fails until a sentence of the page shows it.

use crate::{About, Counted, HouseTexts, LearnTexts, PitName, Texts};
use mancala_rules::oware::GrandSlam;
use mancala_rules::EndReason;

/// One string of a catalogue: its field ("said_sows.you", "learn.hint_sow") and its text, a
/// template whose `{slots}` the page fills.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The field, with the table it is in and, for a sentence about a player, its person.
    pub field: String,
    /// The string as the catalogue writes it.
    pub text: &'static str,
}

/// Every string of `texts` (its words of learning and of the house rules too), each once per
/// field (Goré's and Woaley's words of learning, which repeat the others, count apart).
pub fn every_string(texts: &Texts) -> Vec<Entry> {
    let mut list = List {
        table: "",
        out: Vec::new(),
    };
    list.texts(texts);
    list.table = "learn.";
    list.learn(texts.learn);
    list.table = "learn_holes.";
    list.learn(texts.learn_holes);
    list.table = "house.";
    list.house(texts.house());
    list.out
}

/// The strings gathered so far, and the table being taken apart.
struct List {
    table: &'static str,
    out: Vec<Entry>,
}

impl List {
    fn plain(&mut self, field: &str, text: &'static str) {
        self.out.push(Entry {
            field: format!("{}{field}", self.table),
            text,
        });
    }

    fn about(&mut self, field: &str, about: About) {
        self.plain(&format!("{field}.they"), about.they);
        self.plain(&format!("{field}.you"), about.you);
    }

    fn counted(&mut self, field: &str, counted: &Counted) {
        let Counted { zero, one, many } = counted;
        self.plain(&format!("{field}.zero"), zero);
        self.plain(&format!("{field}.one"), one);
        self.plain(&format!("{field}.many"), many);
    }

    fn pit_name(&mut self, field: &str, name: &PitName) {
        let PitName {
            within,
            label,
            noun,
            the,
            glowing,
        } = name;
        for (part, text) in [
            ("within", within),
            ("label", label),
            ("noun", noun),
            ("the", the),
            ("glowing", glowing),
        ] {
            self.plain(&format!("{field}.{part}"), text);
        }
    }

    fn list(&mut self, field: &str, texts: &[&'static str]) {
        for (i, text) in texts.iter().enumerate() {
            self.plain(&format!("{field}[{i}]"), text);
        }
    }

    /// The words of [`Texts`] itself; the tables it points to are taken apart by the others.
    fn texts(&mut self, t: &Texts) {
        self.plain("language", t.language.name());
        let Texts {
            language: _,
            games,
            new_game,
            undo,
            two_players,
            vs_computer,
            demo,
            speed,
            sound_on,
            sound_off,
            speeds,
            level,
            level_names,
            level_up,
            level_down,
            skip,
            choose_game,
            how_to_play,
            close,
            more,
            more_title,
            face_to_face_on,
            face_to_face_off,
            play_again,
            other_games,
            board_label,
            touch_to_play,
            still_playing,
            confirm_new,
            confirm_yes,
            confirm_no,
            offer_holes,
            cancel_offer,
            send_offer,
            no_offer,
            accept_offer,
            refuse_offer,
            standard_arrangement,
            confirm_arrangement,
            direction_ccw,
            direction_cw,
            player_n,
            you,
            computer,
            computer_n,
            hole,
            holes,
            and,
            plural: _,
            seeds,
            cowries,
            whose: _,
            the: _,
            series_note,
            plate_turn,
            loading,
            sowing,
            thinking,
            to_move_tap,
            answer_offer,
            arrange,
            pick_offer,
            no_seed,
            unknown_game,
            unavailable,
            won_status,
            draw_status,
            wins_title,
            draw_title,
            final_score,
            without_glory,
            special_victory,
            relay_lap,
            sowing_harvest,
            origin_skipped,
            harvest,
            passes,
            plays_again,
            passes_by_choice,
            offers,
            accepts,
            refuses,
            round_over,
            wins_banner,
            draw_banner,
            setup_arranged,
            setup_new_round,
            setup_new_game,
            capture,
            owner_four,
            last_four,
            last_seeds,
            cowrie_capture,
            seed_to_opponent,
            automatic_harvest,
            sweep,
            said_sows,
            said_clockwise,
            said_captures,
            said_no_capture,
            said_laps,
            said_score,
            said_to_move,
            said_pit,
            said_side,
            said_cowries,
            said_playable,
            said_store,
            board_grid,
            end_reason: _,
            grand_slam: _,
            learn,
            learn_holes,
            pit_name,
            hole_name,
            variants,
        } = t;
        self.plain("games", games);
        self.plain("new_game", new_game);
        self.plain("undo", undo);
        self.plain("two_players", two_players);
        self.plain("vs_computer", vs_computer);
        self.plain("demo", demo);
        self.plain("speed", speed);
        self.plain("sound_on", sound_on);
        self.plain("sound_off", sound_off);
        self.list("speeds", speeds);
        self.plain("level", level);
        self.list("level_names", level_names);
        self.plain("level_up", level_up);
        self.plain("level_down", level_down);
        self.plain("skip", skip);
        self.plain("choose_game", choose_game);
        self.plain("how_to_play", how_to_play);
        self.plain("close", close);
        self.plain("more", more);
        self.plain("more_title", more_title);
        self.plain("face_to_face_on", face_to_face_on);
        self.plain("face_to_face_off", face_to_face_off);
        self.plain("play_again", play_again);
        self.plain("other_games", other_games);
        self.plain("board_label", board_label);
        self.plain("touch_to_play", touch_to_play);
        self.plain("still_playing", still_playing);
        self.plain("confirm_new", confirm_new);
        self.plain("confirm_yes", confirm_yes);
        self.plain("confirm_no", confirm_no);
        self.plain("offer_holes", offer_holes);
        self.plain("cancel_offer", cancel_offer);
        self.plain("send_offer", send_offer);
        self.plain("no_offer", no_offer);
        self.plain("accept_offer", accept_offer);
        self.plain("refuse_offer", refuse_offer);
        self.plain("standard_arrangement", standard_arrangement);
        self.plain("confirm_arrangement", confirm_arrangement);
        self.plain("direction_ccw", direction_ccw);
        self.plain("direction_cw", direction_cw);
        self.plain("player_n", player_n);
        self.plain("you", you);
        self.plain("computer", computer);
        self.plain("computer_n", computer_n);
        self.plain("hole", hole);
        self.plain("holes", holes);
        self.plain("and", and);
        self.counted("seeds", seeds);
        self.counted("cowries", cowries);
        self.plain("series_note", series_note);
        self.about("plate_turn", *plate_turn);
        self.plain("loading", loading);
        self.plain("sowing", sowing);
        self.plain("thinking", thinking);
        self.about("to_move_tap", *to_move_tap);
        self.about("answer_offer", *answer_offer);
        self.about("arrange", *arrange);
        self.about("pick_offer", *pick_offer);
        self.about("no_seed", *no_seed);
        self.plain("unknown_game", unknown_game);
        self.plain("unavailable", unavailable);
        self.about("won_status", *won_status);
        self.plain("draw_status", draw_status);
        self.about("wins_title", *wins_title);
        self.plain("draw_title", draw_title);
        self.plain("final_score", final_score);
        self.plain("without_glory", without_glory);
        self.plain("special_victory", special_victory);
        self.plain("relay_lap", relay_lap);
        self.plain("sowing_harvest", sowing_harvest);
        self.plain("origin_skipped", origin_skipped);
        self.plain("harvest", harvest);
        self.about("passes", *passes);
        self.about("plays_again", *plays_again);
        self.about("passes_by_choice", *passes_by_choice);
        self.about("offers", *offers);
        self.about("accepts", *accepts);
        self.about("refuses", *refuses);
        self.plain("round_over", round_over);
        self.about("wins_banner", *wins_banner);
        self.plain("draw_banner", draw_banner);
        self.plain("setup_arranged", setup_arranged);
        self.plain("setup_new_round", setup_new_round);
        self.plain("setup_new_game", setup_new_game);
        self.about("capture", *capture);
        self.plain("owner_four", owner_four);
        self.about("last_four", *last_four);
        self.about("last_seeds", *last_seeds);
        self.about("cowrie_capture", *cowrie_capture);
        self.plain("seed_to_opponent", seed_to_opponent);
        self.about("automatic_harvest", *automatic_harvest);
        self.plain("sweep", sweep);
        self.about("said_sows", *said_sows);
        self.plain("said_clockwise", said_clockwise);
        self.about("said_captures", *said_captures);
        self.plain("said_no_capture", said_no_capture);
        self.plain("said_laps", said_laps);
        self.plain("said_score", said_score);
        self.about("said_to_move", *said_to_move);
        self.plain("said_pit", said_pit);
        self.about("said_side", *said_side);
        self.plain("said_cowries", said_cowries);
        self.plain("said_playable", said_playable);
        self.about("said_store", *said_store);
        self.plain("board_grid", board_grid);
        // `learn` and `learn_holes`: taken apart by `every_string`, each as its table.
        let _ = (learn, learn_holes);
        self.pit_name("pit_name", pit_name);
        self.pit_name("hole_name", hole_name);
        for v in variants {
            self.plain("variants.name", v.name);
            self.plain("variants.origin", v.origin);
            self.plain("variants.plain", v.plain);
            self.plain("variants.summary", v.summary);
        }
        for reason in EndReason::ALL {
            self.plain("end_reason", (t.end_reason)(reason));
        }
        for rule in GrandSlam::ALL {
            self.plain("grand_slam", (t.grand_slam)(rule));
        }
    }

    /// The words of learning (they are taken apart where [`every_string`] names their table).
    fn learn(&mut self, t: &LearnTexts) {
        let LearnTexts {
            learn,
            play,
            step,
            next,
            leave,
            press_next,
            done,
            hint,
            preview_on,
            preview_off,
            back,
            forward,
            copy_link,
            link_copied,
            link_in_address,
            replay_move,
            link_damaged,
            analysis_on,
            analysis_off,
            best_move,
            worth_wins,
            worth_loses,
            worth_wins_by,
            worth_draw,
            worth_loses_by,
            worth_exact_said,
            decimal_mark,
            worth_said,
            save_game,
            open_game,
            file_damaged,
            set_up,
            setup_put,
            setup_take,
            setup_put_cowrie,
            setup_take_cowrie,
            setup_left,
            setup_all_placed,
            take_out,
            put_in,
            place_cowries,
            place_seeds,
            setup_mover,
            clear_board,
            play_from_here,
            refused_left,
            refused_mover,
            refused_rules,
            to_play: _,
            plural: _,
            seeds,
            cowries,
            pit,
            pits,
            and,
            sowed,
            sowed_cowries,
            sowed_store,
            again,
            laps,
            skipped,
            took,
            took_seeds,
            harvested,
            given,
            nothing,
            limited,
            offered,
            accepted,
            refused,
            passed,
            round_end,
            game_end,
            wrong_capture,
            wrong_lands,
            wrong_store,
            try_again,
            puzzle_win,
            puzzle_draw,
            puzzle_take_one,
            puzzle_take_two,
            puzzle_guard,
            puzzles,
            puzzle_progress,
            puzzle_daily,
            puzzle_easy,
            puzzle_medium,
            puzzle_hard,
            puzzle_before,
            puzzle_right,
            puzzle_replied,
            puzzle_your_move,
            puzzle_solved,
            puzzle_count,
            puzzle_shown,
            puzzle_no_win,
            puzzle_no_draw,
            puzzle_too_few,
            puzzle_none,
            puzzle_stopped,
            puzzle_lets_capture,
            puzzle_not_this,
            puzzle_hint_two,
            puzzle_hint_one,
            puzzle_show,
            puzzle_next,
            puzzle_press_next,
            puzzle_leave,
            hint_sow,
            hint_takes,
            hint_harvests,
            hint_nothing,
            hint_again,
            hint_offer,
            hint_accept,
            hint_refuse,
            hint_pass,
            hint_arrange,
            why_last,
            why_chain,
            why_taken,
            why_owner_four,
            why_last_four,
            why_last_seeds,
            why_cowrie,
            why_seed_to_opponent,
            why_automatic_harvest,
            why_harvest,
            house_note,
            house_illegal,
            house_takes,
            house_takes_nothing,
            house_harvests,
            house_ends,
            house_goes_on,
            house_round_ends,
            house_pass,
            house_lands,
            house_sows,
        } = t;
        self.plain("learn", learn);
        self.plain("play", play);
        self.plain("step", step);
        self.plain("next", next);
        self.plain("leave", leave);
        self.plain("press_next", press_next);
        self.plain("done", done);
        self.plain("hint", hint);
        self.plain("preview_on", preview_on);
        self.plain("preview_off", preview_off);
        self.plain("back", back);
        self.plain("forward", forward);
        self.plain("copy_link", copy_link);
        self.plain("link_copied", link_copied);
        self.plain("link_in_address", link_in_address);
        self.plain("replay_move", replay_move);
        self.plain("link_damaged", link_damaged);
        self.plain("analysis_on", analysis_on);
        self.plain("analysis_off", analysis_off);
        self.plain("best_move", best_move);
        self.plain("worth_wins", worth_wins);
        self.plain("worth_loses", worth_loses);
        self.plain("worth_wins_by", worth_wins_by);
        self.plain("worth_draw", worth_draw);
        self.plain("worth_loses_by", worth_loses_by);
        self.plain("worth_exact_said", worth_exact_said);
        self.plain("decimal_mark", decimal_mark);
        self.plain("worth_said", worth_said);
        self.plain("save_game", save_game);
        self.plain("open_game", open_game);
        self.plain("file_damaged", file_damaged);
        self.plain("set_up", set_up);
        self.plain("setup_put", setup_put);
        self.plain("setup_take", setup_take);
        self.plain("setup_put_cowrie", setup_put_cowrie);
        self.plain("setup_take_cowrie", setup_take_cowrie);
        self.plain("setup_left", setup_left);
        self.plain("setup_all_placed", setup_all_placed);
        self.plain("take_out", take_out);
        self.plain("put_in", put_in);
        self.plain("place_cowries", place_cowries);
        self.plain("place_seeds", place_seeds);
        self.about("setup_mover", *setup_mover);
        self.plain("clear_board", clear_board);
        self.plain("play_from_here", play_from_here);
        self.plain("refused_left", refused_left);
        self.about("refused_mover", *refused_mover);
        self.plain("refused_rules", refused_rules);
        self.counted("seeds", seeds);
        self.counted("cowries", cowries);
        self.plain("pit", pit);
        self.plain("pits", pits);
        self.plain("and", and);
        self.plain("sowed", sowed);
        self.plain("sowed_cowries", sowed_cowries);
        self.plain("sowed_store", sowed_store);
        self.plain("again", again);
        self.plain("laps", laps);
        self.plain("skipped", skipped);
        self.plain("took", took);
        self.plain("took_seeds", took_seeds);
        self.plain("harvested", harvested);
        self.plain("given", given);
        self.plain("nothing", nothing);
        self.plain("limited", limited);
        self.plain("offered", offered);
        self.plain("accepted", accepted);
        self.plain("refused", refused);
        self.plain("passed", passed);
        self.plain("round_end", round_end);
        self.plain("game_end", game_end);
        self.plain("wrong_capture", wrong_capture);
        self.plain("wrong_lands", wrong_lands);
        self.plain("wrong_store", wrong_store);
        self.plain("try_again", try_again);
        self.plain("puzzle_win", puzzle_win);
        self.plain("puzzle_draw", puzzle_draw);
        self.plain("puzzle_take_one", puzzle_take_one);
        self.plain("puzzle_take_two", puzzle_take_two);
        self.plain("puzzle_guard", puzzle_guard);
        self.plain("puzzles", puzzles);
        self.plain("puzzle_progress", puzzle_progress);
        self.plain("puzzle_daily", puzzle_daily);
        self.plain("puzzle_easy", puzzle_easy);
        self.plain("puzzle_medium", puzzle_medium);
        self.plain("puzzle_hard", puzzle_hard);
        self.plain("puzzle_before", puzzle_before);
        self.plain("puzzle_right", puzzle_right);
        self.plain("puzzle_replied", puzzle_replied);
        self.plain("puzzle_your_move", puzzle_your_move);
        self.plain("puzzle_solved", puzzle_solved);
        self.plain("puzzle_count", puzzle_count);
        self.plain("puzzle_shown", puzzle_shown);
        self.plain("puzzle_no_win", puzzle_no_win);
        self.plain("puzzle_no_draw", puzzle_no_draw);
        self.plain("puzzle_too_few", puzzle_too_few);
        self.plain("puzzle_none", puzzle_none);
        self.plain("puzzle_stopped", puzzle_stopped);
        self.plain("puzzle_lets_capture", puzzle_lets_capture);
        self.plain("puzzle_not_this", puzzle_not_this);
        self.plain("puzzle_hint_two", puzzle_hint_two);
        self.plain("puzzle_hint_one", puzzle_hint_one);
        self.plain("puzzle_show", puzzle_show);
        self.plain("puzzle_next", puzzle_next);
        self.plain("puzzle_press_next", puzzle_press_next);
        self.plain("puzzle_leave", puzzle_leave);
        self.plain("hint_sow", hint_sow);
        self.plain("hint_takes", hint_takes);
        self.plain("hint_harvests", hint_harvests);
        self.plain("hint_nothing", hint_nothing);
        self.plain("hint_again", hint_again);
        self.plain("hint_offer", hint_offer);
        self.plain("hint_accept", hint_accept);
        self.plain("hint_refuse", hint_refuse);
        self.plain("hint_pass", hint_pass);
        self.plain("hint_arrange", hint_arrange);
        self.plain("why_last", why_last);
        self.plain("why_chain", why_chain);
        self.plain("why_taken", why_taken);
        self.plain("why_owner_four", why_owner_four);
        self.plain("why_last_four", why_last_four);
        self.plain("why_last_seeds", why_last_seeds);
        self.plain("why_cowrie", why_cowrie);
        self.plain("why_seed_to_opponent", why_seed_to_opponent);
        self.plain("why_automatic_harvest", why_automatic_harvest);
        self.plain("why_harvest", why_harvest);
        self.plain("house_note", house_note);
        self.plain("house_illegal", house_illegal);
        self.plain("house_takes", house_takes);
        self.plain("house_takes_nothing", house_takes_nothing);
        self.plain("house_harvests", house_harvests);
        self.plain("house_ends", house_ends);
        self.plain("house_goes_on", house_goes_on);
        self.plain("house_round_ends", house_round_ends);
        self.plain("house_pass", house_pass);
        self.plain("house_lands", house_lands);
        self.plain("house_sows", house_sows);
    }

    /// The words of the house rules.
    fn house(&mut self, t: &HouseTexts) {
        let HouseTexts {
            language: _,
            button,
            button_changed,
            button_label,
            title,
            intro,
            usual,
            play,
            usual_rules,
            back,
            line,
            not_pair,
            not_option,
            other_game,
            not_value,
            options,
            choose,
            choose_said,
            choose_take,
            choose_take_seeds,
            choose_take_nothing,
            choose_harvest,
            choose_harvest_nothing,
            choose_ends,
            choose_cancel,
        } = t;
        self.plain("button", button);
        self.plain("button_changed", button_changed);
        self.plain("button_label", button_label);
        self.plain("title", title);
        self.plain("intro", intro);
        self.plain("usual", usual);
        self.plain("play", play);
        self.plain("usual_rules", usual_rules);
        self.plain("back", back);
        self.plain("line", line);
        self.plain("not_pair", not_pair);
        self.plain("not_option", not_option);
        self.plain("other_game", other_game);
        self.plain("not_value", not_value);
        for rule in options.iter() {
            self.plain("options.about", rule.about);
            self.list("options.values", rule.values);
        }
        self.plain("choose", choose);
        self.plain("choose_said", choose_said);
        self.plain("choose_take", choose_take);
        self.plain("choose_take_seeds", choose_take_seeds);
        self.plain("choose_take_nothing", choose_take_nothing);
        self.plain("choose_harvest", choose_harvest);
        self.plain("choose_harvest_nothing", choose_harvest_nothing);
        self.plain("choose_ends", choose_ends);
        self.plain("choose_cancel", choose_cancel);
    }
}
