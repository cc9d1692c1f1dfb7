//! The words of learning, in each language: the lesson panel, hints, previews, replays and
//! shared links, and the templates of the sentences that tell what a move did and why
//! (`crate::learn` fills them from the engine's events).

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

/// English.
pub static EN: LearnTexts = LearnTexts {
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
pub static EN_HOLES: LearnTexts = LearnTexts {
    pit: "hole {n}",
    pits: "holes {list}",
    sowed: "You sowed {seeds} from hole {pit}; the last one landed in hole {last}.",
    skipped: "The hole you emptied was passed over.",
    wrong_lands: "That move's last seed would land in hole {last}.",
    hint_sow: "Play hole {pit}: it sows {seeds}",
    why_last: "The last seed made {n} in hole {pit}",
    why_chain: "; hole {pit} held {n}",
    house_lands: "the last seed would land in hole {pit}.",
    ..EN
};

/// French, for the games whose pits are « trous » (Goré, Woaley): the French words with the
/// pit's name and what agrees with it.
pub static FR_HOLES: LearnTexts = LearnTexts {
    pit: "le trou {n}",
    pits: "les trous {list}",
    sowed: "Vous avez semé {seeds} depuis le trou {pit}\u{202f}; la dernière est tombée dans le trou {last}.",
    skipped: "Le trou vidé a été sauté.",
    wrong_lands: "La dernière graine de ce coup tomberait dans le trou {last}.",
    hint_sow: "Jouez le trou {pit}\u{a0}: il sème {seeds}",
    why_last: "La dernière graine a fait {n} dans le trou {pit}",
    why_chain: "\u{202f}; le trou {pit} en avait {n}",
    house_lands: "la dernière graine tomberait dans le trou {pit}.",
    ..FR
};

/// French.
pub static FR: LearnTexts = LearnTexts {
    learn: "Apprendre",
    play: "Jouer",
    step: "Étape {n} sur {total}",
    next: "Suivant",
    leave: "Quitter la leçon",
    press_next: "Appuyez sur «\u{202f}Suivant\u{202f}» pour continuer.",
    done: "Bravo\u{a0}: vous savez jouer {to_play}. Essayez une vraie partie\u{202f}!",
    hint: "Indice",
    preview_on: "Aperçu\u{a0}: oui",
    preview_off: "Aperçu\u{a0}: non",
    back: "◀ Reculer",
    forward: "Avancer ▶",
    copy_link: "Copier le lien",
    link_copied: "Le lien vers cette partie est copié\u{a0}: collez-le pour partager la partie.",
    link_in_address: "L'adresse contient maintenant cette partie\u{a0}: copiez-la pour la partager.",
    replay_move: "Coup {n} sur {total}.",
    link_damaged: "Ce lien de partie est abîmé\u{a0}: une nouvelle partie commence.",
    to_play: super::fr::to_play,
    plural: super::fr::plural,
    seeds: super::fr::TEXTS.seeds,
    cowries: super::fr::TEXTS.cowries,
    pit: "la case {n}",
    pits: "les cases {list}",
    and: "et",
    sowed: "Vous avez semé {seeds} depuis la case {pit}\u{202f}; la dernière est tombée dans la case {last}.",
    sowed_cowries: "Vous avez semé {seeds} depuis la case {pit}\u{202f}; le dernier cauri est tombé dans la case {last}.",
    sowed_store: "Vous avez semé {seeds} depuis la case {pit}\u{202f}; la dernière est tombée dans votre réserve.",
    again: "Vous rejouez.",
    laps: "Le coup a enchaîné {n} semis.",
    skipped: "La case vidée a été sautée.",
    took: "Vous avez pris {seeds} dans {pits}.",
    took_seeds: "Vous avez pris {seeds}.",
    harvested: "Vous avez pris {pits} et semé leurs graines à nouveau.",
    given: "Votre adversaire a reçu {seeds}.",
    nothing: "Rien n'a été pris.",
    limited: "La règle du grand chelem a laissé des graines en place.",
    offered: "Vous avez offert {pits}.",
    accepted: "L'offre est acceptée.",
    refused: "L'offre est refusée.",
    passed: "Un joueur ne pouvait pas jouer\u{a0}: il passe.",
    round_end: "La manche est finie.",
    game_end: "La partie est finie.",
    wrong_capture: "Ce coup ne prendrait aucune graine.",
    wrong_lands: "La dernière graine de ce coup tomberait dans la case {last}.",
    wrong_store: "La dernière graine de ce coup tomberait dans votre réserve.",
    try_again: "Essayez encore\u{202f}!",
    hint_sow: "Jouez la case {pit}\u{a0}: elle sème {seeds}",
    hint_takes: " et prend {seeds} dans {pits}.",
    hint_harvests: " et prend {pits} pour en semer les graines à nouveau.",
    hint_nothing: " et ne prend rien.",
    hint_again: " et sa dernière graine tombe dans votre réserve\u{a0}: vous rejouez.",
    hint_offer: "Offrez {pits} à votre adversaire.",
    hint_accept: "Acceptez l'offre.",
    hint_refuse: "Refusez l'offre.",
    hint_pass: "Ne faites pas d'offre\u{a0}: vous n'avez aucune graine à semer, la main passe.",
    hint_arrange: "Gardez cette disposition.",
    why_last: "La dernière graine a fait {n} dans la case {pit}",
    why_chain: "\u{202f}; la case {pit} en avait {n}",
    why_taken: "\u{a0}: elles sont prises.",
    why_owner_four: "La case {pit} a fait quatre pendant le semis\u{a0}: son propriétaire les prend.",
    why_last_four: "La dernière graine a fait quatre dans la case {pit}\u{a0}: le semeur les prend.",
    why_last_seeds: "Ce qui restait en jeu ({seeds}) va au joueur qui a pris le dernier quatre.",
    why_cowrie: "Un cauri est tombé dans la case {pit}, qui n'en avait pas\u{a0}: il prend {seeds}.",
    why_seed_to_opponent: "Une graine est tombée dans la case {pit}, qui n'avait que des cauris\u{a0}: elle va à l'adversaire.",
    why_automatic_harvest: "Aucun coup ne pouvait nourrir la rangée vide\u{a0}: le joueur qui ne pouvait pas la nourrir prend ce qui reste, {seeds}.",
    house_note: "Règle maison «\u{202f}{rule}\u{202f}»\u{a0}: {what}",
    house_illegal: "ce coup serait interdit.",
    house_takes: "ce coup prendrait {seeds}.",
    house_takes_nothing: "ce coup ne prendrait rien.",
    house_harvests: "ce coup prendrait {pits} pour les semer à nouveau.",
    house_ends: "ce coup finirait la partie.",
    house_goes_on: "la partie continuerait.",
    house_round_ends: "ce coup finirait la manche.",
    house_pass: "un joueur devrait ensuite passer.",
    house_lands: "la dernière graine tomberait dans la case {pit}.",
    house_sows: "ce coup se sèmerait autrement.",
    why_harvest: "La dernière graine est tombée dans une case intérieure occupée\u{202f}; en face, {pits} avaient des graines\u{a0}: elles sont prises et semées à nouveau.",
};
