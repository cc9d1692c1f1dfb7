//! Every button of the game's controls, as one enum: its id in the markup
//! (`www/mancala-game-ui.js`), the element the shell looks up and listens to, and the command
//! a press makes. A test reads the markup and checks that each id is there.

use super::choices::MOST_FORMS;
use mancala_i18n::Texts;

/// The ids of the buttons of the ways to play a pit whose harvests may be declined, in order.
const HARVEST_IDS: [&str; MOST_FORMS] = [
    "btn-harvest-1",
    "btn-harvest-2",
    "btn-harvest-3",
    "btn-harvest-4",
    "btn-harvest-5",
    "btn-harvest-6",
    "btn-harvest-7",
    "btn-harvest-8",
];

/// A button of the controls.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Opens or closes the game menu.
    Games,
    /// A new game of the same variant.
    NewGame,
    /// Takes back a move (back to the person's turn against the computer).
    Undo,
    /// Two players or against the computer.
    Opponent,
    /// The computer's next level.
    Level,
    /// The next animation speed.
    Speed,
    /// Sound on or off.
    Sound,
    /// Ends the animation at once.
    Skip,
    /// Goré: starts or stops picking holes to offer.
    Offer,
    /// Goré: offers the picked holes.
    OfferSend,
    /// Goré: a player who owns no seed makes no offer and passes.
    NoOffer,
    /// Goré: accepts the offer.
    Accept,
    /// Goré: refuses the offer.
    Refuse,
    /// Omweso: back to the standard arrangement.
    Standard,
    /// Omweso: confirms the arrangement.
    Arrange,
    /// Omweso: sow clockwise or counter-clockwise.
    Direction,
    /// Closes the game menu.
    MenuClose,
    /// Opens or closes the panel of the other controls ("More").
    More,
    /// Closes that panel.
    MoreClose,
    /// Two players face to face across the board, or side by side.
    FaceToFace,
    /// The game-over panel's "Play again".
    GameOverNew,
    /// The game-over panel's "Other games".
    GameOverMenu,
    /// The game-over panel's offer of another level (see `levels.rs`).
    GameOverLevel,
    /// A kiosk's "New game?" panel: yes.
    ConfirmYes,
    /// A kiosk's "New game?" panel: no.
    ConfirmNo,
    /// A lesson: the next step (on the last, a game of the lesson's variant).
    LessonNext,
    /// Leaves the lesson for a game of its variant.
    LessonLeave,
    /// A puzzle: marks the right move's pit and one other.
    PuzzleHint,
    /// A puzzle: plays its answer ("Show me").
    PuzzleShow,
    /// Asks the computer which move it would play (a learning aid).
    Hint,
    /// The analysis board on or off: what every move is worth, on its pit.
    Analyse,
    /// Plays the best move the analysis found.
    BestMove,
    /// The move preview on or off.
    Preview,
    /// Replay: one move back.
    Back,
    /// Replay: one move forward, animated.
    Forward,
    /// Puts the whole game in a link (the address) and copies it.
    Share,
    /// Saves the game in a file (OGN: Oware only).
    SaveGame,
    /// Opens a game from a file.
    OpenGame,
    /// The house-rules panel: a game of its variant by the rules chosen.
    RulesPlay,
    /// The house-rules panel: every option back to its usual value.
    RulesUsual,
    /// The house-rules panel: back to the menu's games.
    RulesBack,
    /// The `n`-th way (from 0) to play the pit whose harvests may be declined.
    Harvest(u8),
    /// Closes the choice of how to play that pit, playing nothing.
    HarvestCancel,
    /// Opens set-up mode: the position on the board is edited (see `setup.rs`).
    SetUp,
    /// Set-up mode: a tap takes seeds out, or puts them in again.
    SetupTake,
    /// Set-up mode, Kauri: a tap places cowries, or seeds again.
    SetupCowries,
    /// Set-up mode: the other player moves.
    SetupMover,
    /// Set-up mode: every seed and cowrie off the board and out of the stores.
    SetupClear,
    /// Set-up mode: the rules asked to accept the position, and the game goes on from it.
    SetupPlay,
    /// Set-up mode: back to the game as it was.
    SetupCancel,
}

impl Action {
    /// Every button, in the order of the markup.
    pub const ALL: [Action; 57] = [
        Action::Games,
        Action::NewGame,
        Action::Undo,
        Action::Opponent,
        Action::Level,
        Action::Speed,
        Action::Sound,
        Action::Skip,
        Action::Offer,
        Action::OfferSend,
        Action::NoOffer,
        Action::Accept,
        Action::Refuse,
        Action::Standard,
        Action::Arrange,
        Action::Direction,
        Action::MenuClose,
        Action::More,
        Action::MoreClose,
        Action::FaceToFace,
        Action::GameOverNew,
        Action::GameOverMenu,
        Action::GameOverLevel,
        Action::ConfirmYes,
        Action::ConfirmNo,
        Action::LessonNext,
        Action::LessonLeave,
        Action::PuzzleHint,
        Action::PuzzleShow,
        Action::Hint,
        Action::Analyse,
        Action::BestMove,
        Action::SetUp,
        Action::SetupTake,
        Action::SetupCowries,
        Action::SetupMover,
        Action::SetupClear,
        Action::SetupPlay,
        Action::SetupCancel,
        Action::Preview,
        Action::Back,
        Action::Forward,
        Action::Share,
        Action::SaveGame,
        Action::OpenGame,
        Action::RulesPlay,
        Action::RulesUsual,
        Action::RulesBack,
        Action::Harvest(0),
        Action::Harvest(1),
        Action::Harvest(2),
        Action::Harvest(3),
        Action::Harvest(4),
        Action::Harvest(5),
        Action::Harvest(6),
        Action::Harvest(7),
        Action::HarvestCancel,
    ];

    /// The button's id in the markup.
    pub fn id(self) -> &'static str {
        match self {
            Action::Games => "btn-games",
            Action::NewGame => "btn-new",
            Action::Undo => "btn-undo",
            Action::Opponent => "btn-opponent",
            Action::Level => "btn-level",
            Action::Speed => "btn-speed",
            Action::Sound => "btn-sound",
            Action::Skip => "btn-skip",
            Action::Offer => "btn-offer",
            Action::OfferSend => "btn-offer-send",
            Action::NoOffer => "btn-no-offer",
            Action::Accept => "btn-accept",
            Action::Refuse => "btn-refuse",
            Action::Standard => "btn-standard",
            Action::Arrange => "btn-arrange",
            Action::Direction => "btn-direction",
            Action::MenuClose => "menu-close",
            Action::More => "btn-more",
            Action::MoreClose => "more-close",
            Action::FaceToFace => "btn-facing",
            Action::GameOverNew => "gameover-new",
            Action::GameOverMenu => "gameover-menu",
            Action::GameOverLevel => super::levels::OFFER_ID,
            Action::ConfirmYes => "confirm-yes",
            Action::ConfirmNo => "confirm-no",
            Action::LessonNext => "btn-lesson-next",
            Action::LessonLeave => "btn-lesson-leave",
            Action::PuzzleHint => "btn-puzzle-hint",
            Action::PuzzleShow => "btn-puzzle-show",
            Action::Hint => "btn-hint",
            Action::Preview => "btn-preview",
            Action::Back => "btn-back",
            Action::Forward => "btn-forward",
            Action::Share => "btn-share",
            Action::Analyse => "btn-analyse",
            Action::BestMove => "btn-best",
            Action::SetUp => "btn-setup",
            Action::SetupTake => "btn-setup-take",
            Action::SetupCowries => "btn-setup-cowries",
            Action::SetupMover => "btn-setup-mover",
            Action::SetupClear => "btn-setup-clear",
            Action::SetupPlay => "btn-setup-play",
            Action::SetupCancel => "btn-setup-cancel",
            Action::SaveGame => "btn-save",
            Action::OpenGame => "btn-open",
            Action::RulesPlay => "rules-play",
            Action::RulesUsual => "rules-usual",
            Action::RulesBack => "rules-back",
            Action::Harvest(n) => HARVEST_IDS
                .get(usize::from(n))
                .copied()
                .unwrap_or("btn-harvest-cancel"),
            Action::HarvestCancel => "btn-harvest-cancel",
        }
    }

    /// The button whose id is `id`.
    pub fn from_id(id: &str) -> Option<Action> {
        Action::ALL.into_iter().find(|a| a.id() == id)
    }

    /// The words of a button whose words never change during a game, in `texts`' language (the
    /// house-rules panel's are written with it: the first frame goes without them).
    pub fn fixed_label(self, texts: &Texts) -> Option<&'static str> {
        Some(match self {
            Action::Games => texts.games,
            Action::NewGame => texts.new_game,
            Action::Undo => texts.undo,
            Action::Skip => texts.skip,
            Action::OfferSend => texts.send_offer,
            Action::NoOffer => texts.no_offer,
            Action::Accept => texts.accept_offer,
            Action::Refuse => texts.refuse_offer,
            Action::Standard => texts.standard_arrangement,
            Action::Arrange => texts.confirm_arrangement,
            Action::MenuClose | Action::MoreClose => texts.close,
            Action::More => texts.more,
            Action::GameOverNew => texts.play_again,
            Action::GameOverMenu => texts.other_games,
            Action::ConfirmYes => texts.confirm_yes,
            Action::ConfirmNo => texts.confirm_no,
            Action::LessonLeave => texts.learn.leave,
            Action::Hint => texts.learn.hint,
            Action::Back => texts.learn.back,
            Action::Forward => texts.learn.forward,
            Action::Share => texts.learn.copy_link,
            Action::SaveGame => texts.learn.save_game,
            Action::BestMove => texts.learn.best_move,
            Action::OpenGame => texts.learn.open_game,
            Action::SetUp => texts.learn.set_up,
            Action::SetupClear => texts.learn.clear_board,
            Action::SetupPlay => texts.learn.play_from_here,
            Action::SetupCancel => texts.house().choose_cancel,
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::Action;

    #[test]
    fn every_action_has_one_button_in_the_markup_and_back() {
        let markup = include_str!("../../www/mancala-game-ui.js");
        for a in Action::ALL {
            let tag = format!("<button id=\"{}\"", a.id());
            assert_eq!(markup.matches(&tag).count(), 1, "{tag} in the markup");
            assert_eq!(Action::from_id(a.id()), Some(a));
        }
        assert_eq!(
            markup.matches("<button id=").count(),
            Action::ALL.len(),
            "every button of the markup is an action"
        );
        assert_eq!(Action::from_id("btn-nothing"), None);
    }
}
