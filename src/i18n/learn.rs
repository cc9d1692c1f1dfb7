//! The shape of the words of learning, which each language writes in its own file (`LEARN`,
//! and `LEARN_HOLES` for the games whose pits are holes): the lesson panel, hints, previews,
//! replays and shared links, and the templates of the sentences that tell what a move did and
//! why (`crate::learn` fills them from the engine's events).

/// The words of learning in one language. Templates hold `{slot}`s for [`super::fill`].
#[derive(Debug)]
pub struct LearnTexts {
    /// The menu's button that opens a game's lesson.
    pub learn: &'static str,
    /// The menu's button that starts a game.
    pub play: &'static str,
    /// The lesson's progress: step `{n}` of `{total}`.
    pub step: &'static str,
    /// Goes to the next step.
    pub next: &'static str,
    /// Leaves the lesson for a game.
    pub leave: &'static str,
    /// The status line while a lesson's step waits for "Next".
    pub press_next: &'static str,
    /// Said at the end of a lesson; `{to_play}` is the game's name after the verb "play", as
    /// [`LearnTexts::to_play`] makes it.
    pub done: &'static str,
    /// The hint button.
    pub hint: &'static str,
    /// The move-preview switch, on.
    pub preview_on: &'static str,
    /// The move-preview switch, off.
    pub preview_off: &'static str,
    /// Replay: one move back.
    pub back: &'static str,
    /// Replay: one move forward.
    pub forward: &'static str,
    /// Puts the game in a link.
    pub copy_link: &'static str,
    /// Said once the link is copied.
    pub link_copied: &'static str,
    /// Said when the link is in the address but could not be copied.
    pub link_in_address: &'static str,
    /// The status line's start during a replay: move `{n}` of `{total}`.
    pub replay_move: &'static str,
    /// Said when an address holds a damaged game link.
    pub link_damaged: &'static str,
    /// The analysis board's switch, on.
    pub analysis_on: &'static str,
    /// The analysis board's switch, off.
    pub analysis_off: &'static str,
    /// Plays the best move the analysis found.
    pub best_move: &'static str,
    /// A move that wins by force, as its pit shows it.
    pub worth_wins: &'static str,
    /// A move that loses by force, as its pit shows it.
    pub worth_loses: &'static str,
    /// An exact worth from the endgame table, as its pit shows it: the game is won by
    /// `{seeds}` seeds.
    pub worth_wins_by: &'static str,
    /// An exact worth: the game ends level.
    pub worth_draw: &'static str,
    /// An exact worth: the game is lost by `{seeds}` seeds.
    pub worth_loses_by: &'static str,
    /// An exact worth as a screen reader hears it (`{worth}`: "wins by 3").
    pub worth_exact_said: &'static str,
    /// The language's decimal mark ("2.5", "2,5").
    pub decimal_mark: &'static str,
    /// A move's worth as a screen reader hears it: the search `{depth}` moves deep gives
    /// `{worth}` ("+2.5", "wins").
    pub worth_said: &'static str,
    /// Saves the game in a file (OGN, Oware only).
    pub save_game: &'static str,
    /// Opens a game from a file.
    pub open_game: &'static str,
    /// Said when a file opened is not a game the page can read; `{line}` is where it is wrong.
    pub file_damaged: &'static str,
    /// Opens the set-up mode, where the visitor puts seeds in and takes them out.
    pub set_up: &'static str,
    /// The status line in set-up mode while a tap puts a seed in.
    pub setup_put: &'static str,
    /// The status line in set-up mode while a tap takes a seed out.
    pub setup_take: &'static str,
    /// The status line in set-up mode while a tap puts a cowrie in (Kauri).
    pub setup_put_cowrie: &'static str,
    /// The status line in set-up mode while a tap takes a cowrie out (Kauri).
    pub setup_take_cowrie: &'static str,
    /// What is not on the board yet: `{pieces}` ("3 seeds", "3 seeds and 1 cowrie").
    pub setup_left: &'static str,
    /// Set-up mode: every seed (and cowrie) is on the board or in a store.
    pub setup_all_placed: &'static str,
    /// Switches taps to taking seeds out.
    pub take_out: &'static str,
    /// Switches taps to putting seeds in.
    pub put_in: &'static str,
    /// Kauri: switches taps to cowries.
    pub place_cowries: &'static str,
    /// Kauri: switches taps to seeds.
    pub place_seeds: &'static str,
    /// Who moves in the position set up (a button that gives the move to the other player).
    pub setup_mover: super::About,
    /// Takes every seed (and cowrie) off the board and out of the stores.
    pub clear_board: &'static str,
    /// Asks the rules to accept the position set up, and plays on from it.
    pub play_from_here: &'static str,
    /// The position set up is refused: seeds or cowries are still to be placed.
    pub refused_left: &'static str,
    /// The position set up is refused: the player to move could not move in it.
    pub refused_mover: super::About,
    /// The position set up is refused by another rule of the game.
    pub refused_rules: &'static str,

    /// A game's name after the verb "play", with the article and contraction the language
    /// puts there ("au Goré").
    pub to_play: fn(&str) -> String,
    /// The language's plural rule (the one of its [`super::Texts`]).
    pub plural: fn(u32) -> super::Plural,
    /// Seeds counted: "no seeds", "1 seed", "{n} seeds".
    pub seeds: super::Counted,
    /// Cowries counted.
    pub cowries: super::Counted,
    /// A pit named for a person: pit `{n}` (from 1).
    pub pit: &'static str,
    /// Several pits: pits `{list}`.
    pub pits: &'static str,
    /// The word between the last two of a list.
    pub and: &'static str,

    /// The learner sowed `{seeds}` from pit `{pit}`; the last landed in pit `{last}`.
    pub sowed: &'static str,
    /// The same when cowries were sown: `{seeds}` tells the seeds and cowries (see
    /// [`super::sown`]); the last piece sown is a cowrie.
    pub sowed_cowries: &'static str,
    /// The learner sowed `{seeds}` from pit `{pit}`; the last landed in his store (Kalah).
    pub sowed_store: &'static str,
    /// The learner moves again (Kalah's extra turn).
    pub again: &'static str,
    /// The sowing went on for `{n}` laps.
    pub laps: &'static str,
    /// The emptied pit was passed over.
    pub skipped: &'static str,
    /// The learner took `{seeds}` from `{pits}`.
    pub took: &'static str,
    /// The learner took `{seeds}`.
    pub took_seeds: &'static str,
    /// Omweso: the seeds of `{pits}` were taken and sown again.
    pub harvested: &'static str,
    /// `{seeds}` went to the opponent.
    pub given: &'static str,
    /// Nothing was taken.
    pub nothing: &'static str,
    /// The grand-slam rule left seeds in place.
    pub limited: &'static str,
    /// Goré: the learner offered `{pits}`.
    pub offered: &'static str,
    /// Goré: the offer was accepted.
    pub accepted: &'static str,
    /// Goré: the offer was refused.
    pub refused: &'static str,
    /// A player could not move and passed.
    pub passed: &'static str,
    /// A round ended.
    pub round_end: &'static str,
    /// The game ended.
    pub game_end: &'static str,

    /// A wrong try at a step that asks for a capture: the move takes nothing.
    pub wrong_capture: &'static str,
    /// A wrong try: the move's last seed would land in pit `{last}`.
    pub wrong_lands: &'static str,
    /// A wrong try: the move's last seed would land in the learner's store (Kalah).
    pub wrong_store: &'static str,
    /// A wrong try, closing words.
    pub try_again: &'static str,

    /// A puzzle's goal: the one move that wins the game with best play on both sides.
    pub puzzle_win: &'static str,
    /// A puzzle's goal: the game looks lost, and one move saves a draw.
    pub puzzle_draw: &'static str,
    /// A puzzle's goal: take `{seeds}` (counted: "6 seeds") with one move.
    pub puzzle_take_one: &'static str,
    /// A puzzle's goal: take `{seeds}` (counted) with two moves, whatever the other replies.
    pub puzzle_take_two: &'static str,
    /// A puzzle's goal: the one move after which the other has nothing to capture.
    pub puzzle_guard: &'static str,
    /// The menu's button that opens a game's puzzles.
    pub puzzles: &'static str,
    /// The puzzle's place: puzzle `{n}` of `{total}`, of difficulty `{level}` (one of
    /// `puzzle_easy`, `puzzle_medium`, `puzzle_hard`).
    pub puzzle_progress: &'static str,
    /// The puzzle of the day's title, of difficulty `{level}`.
    pub puzzle_daily: &'static str,
    /// A puzzle's difficulty, as `{level}` in `puzzle_progress`: easy.
    pub puzzle_easy: &'static str,
    /// A puzzle's difficulty: medium.
    pub puzzle_medium: &'static str,
    /// A puzzle's difficulty: hard.
    pub puzzle_hard: &'static str,
    /// Said of a puzzle the visitor solved on an earlier visit.
    pub puzzle_before: &'static str,
    /// Said when the solver's move is right, before what it did.
    pub puzzle_right: &'static str,
    /// The other answered the right move from `{pit}` ("pit 9").
    pub puzzle_replied: &'static str,
    /// The line goes on: the solver moves again.
    pub puzzle_your_move: &'static str,
    /// The puzzle is solved.
    pub puzzle_solved: &'static str,
    /// How many of the game's puzzles the visitor has solved: `{n}` of `{total}`.
    pub puzzle_count: &'static str,
    /// The answer was shown ("Show me"): the puzzle is not counted as solved.
    pub puzzle_shown: &'static str,
    /// A wrong try at a "win" puzzle: after it, the other can stop the solver winning.
    pub puzzle_no_win: &'static str,
    /// A wrong try at a "draw" puzzle: after it, the other can win.
    pub puzzle_no_draw: &'static str,
    /// A wrong try at a "take" puzzle's last move: the solver would have taken `{taken}`
    /// (counted) in all, and the puzzle asks for `{n}` (a number).
    pub puzzle_too_few: &'static str,
    /// A wrong try at a "take" puzzle's last move that would take nothing at all; the puzzle
    /// asks for `{n}` (a number).
    pub puzzle_none: &'static str,
    /// A wrong try at a "take" puzzle with moves to go: after it, the other can stop the
    /// solver taking `{seeds}` (counted).
    pub puzzle_stopped: &'static str,
    /// A wrong try at a "guard" puzzle: the other could then take `{seeds}` (counted) by
    /// playing `{pit}` ("pit 9").
    pub puzzle_lets_capture: &'static str,
    /// A wrong try with no reason the engine counts.
    pub puzzle_not_this: &'static str,
    /// The hint: the right move is one of the two marked pits.
    pub puzzle_hint_two: &'static str,
    /// The hint: the right move starts from the marked pit.
    pub puzzle_hint_one: &'static str,
    /// Plays the answer ("Show me").
    pub puzzle_show: &'static str,
    /// Goes to the next puzzle.
    pub puzzle_next: &'static str,
    /// The status line once a puzzle is over: press "Next puzzle".
    pub puzzle_press_next: &'static str,
    /// Leaves the puzzles for a game.
    pub puzzle_leave: &'static str,

    /// A hint: play pit `{pit}`, which sows `{seeds}`.
    pub hint_sow: &'static str,
    /// Added to a hint: and takes `{seeds}` from `{pits}`.
    pub hint_takes: &'static str,
    /// Added to a hint: and harvests `{pits}` (Omweso).
    pub hint_harvests: &'static str,
    /// Added to a hint: and takes nothing.
    pub hint_nothing: &'static str,
    /// Added to a hint: the last seed lands in the store and the player moves again (Kalah).
    pub hint_again: &'static str,
    /// A hint: offer `{pits}` (Goré).
    pub hint_offer: &'static str,
    /// A hint: accept the offer.
    pub hint_accept: &'static str,
    /// A hint: refuse the offer.
    pub hint_refuse: &'static str,
    /// A hint: make no offer and pass (Goré, a player with no seed).
    pub hint_pass: &'static str,
    /// A hint: play this arrangement (Omweso).
    pub hint_arrange: &'static str,

    /// Why: the last seed made `{n}` in pit `{pit}`.
    pub why_last: &'static str,
    /// Why, a chain (either way), joining the sentence before: pit `{pit}` held `{n}`.
    pub why_chain: &'static str,
    /// Why, the end of a capture sentence (with its leading punctuation): they are taken.
    pub why_taken: &'static str,
    /// Why: pit `{pit}` made four during sowing; its owner takes them.
    pub why_owner_four: &'static str,
    /// Why: the last seed made four in pit `{pit}`; the sower takes them.
    pub why_last_four: &'static str,
    /// Why: the last `{seeds}` in play go to the one who took the last four.
    pub why_last_seeds: &'static str,
    /// Why: a cowrie landed in pit `{pit}`, which had none: its `{seeds}` are taken.
    pub why_cowrie: &'static str,
    /// Why: a seed fell in pit `{pit}`, holding only cowries: it goes to the opponent.
    pub why_seed_to_opponent: &'static str,
    /// Why: the opponent could not be fed; the mover takes the `{seeds}` left.
    pub why_automatic_harvest: &'static str,
    /// Why (Omweso): the last seed landed in an occupied inner plot facing `{pits}`, both
    /// holding seeds: they are taken and sown again.
    pub why_harvest: &'static str,

    /// A lesson's note on a house rule that would change the step: `{rule}` (the option's
    /// question and the value's label), then `{what}`, one of the `house_*` below.
    pub house_note: &'static str,
    /// The move would not be allowed.
    pub house_illegal: &'static str,
    /// The move would take `{seeds}`.
    pub house_takes: &'static str,
    /// The move would take nothing.
    pub house_takes_nothing: &'static str,
    /// The move would harvest `{pits}` (Omweso).
    pub house_harvests: &'static str,
    /// The move would end the game.
    pub house_ends: &'static str,
    /// The move would not end the game.
    pub house_goes_on: &'static str,
    /// The move would end the round (Nam-Nam).
    pub house_round_ends: &'static str,
    /// After the move a player would pass.
    pub house_pass: &'static str,
    /// The last seed would land in pit `{pit}`.
    pub house_lands: &'static str,
    /// The move would be sown another way.
    pub house_sows: &'static str,
}
