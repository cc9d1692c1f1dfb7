use super::*;
use mancala_rules::{EndReason, Player};

fn outcome(winner: Option<Player>) -> Outcome {
    Outcome::new(winner, [25, 23], EndReason::TwentyFiveSeeds)
}

const COMPUTER: Opponent = Opponent::Computer { side: 1 };

#[test]
fn a_win_offers_the_next_level_up_and_level_5_none() {
    let mut levels = Levels::default();
    levels.ended(&outcome(Some(0)), COMPUTER, 1);
    assert_eq!(levels.offer(), Some(Offer::Harder(2)));
    levels.ended(&outcome(Some(0)), COMPUTER, 5);
    assert_eq!(levels.offer(), None);
    // The computer playing the bottom side: the visitor is player 1.
    levels.ended(&outcome(Some(1)), Opponent::Computer { side: 0 }, 3);
    assert_eq!(levels.offer(), Some(Offer::Harder(4)));
}

#[test]
fn two_losses_in_a_row_offer_an_easier_level_and_a_draw_breaks_the_run() {
    let mut levels = Levels::default();
    levels.ended(&outcome(Some(1)), COMPUTER, 3);
    assert_eq!(levels.offer(), None, "one loss");
    levels.new_game();
    levels.ended(&outcome(Some(1)), COMPUTER, 3);
    assert_eq!(levels.offer(), Some(Offer::Easier(2)));
    levels.new_game();
    assert_eq!(levels.offer(), None, "a new game takes the offer away");

    let mut levels = Levels::default();
    levels.ended(&outcome(Some(1)), COMPUTER, 3);
    levels.ended(&outcome(None), COMPUTER, 3);
    levels.ended(&outcome(Some(1)), COMPUTER, 3);
    assert_eq!(levels.offer(), None, "a draw between the losses");

    let mut levels = Levels::default();
    levels.ended(&outcome(Some(1)), COMPUTER, 4);
    levels.ended(&outcome(Some(1)), COMPUTER, 3);
    assert_eq!(levels.offer(), None, "a new level starts a new run");
    levels.ended(&outcome(Some(1)), COMPUTER, 3);
    assert_eq!(levels.offer(), Some(Offer::Easier(2)));

    let mut levels = Levels::default();
    for _ in 0..3 {
        levels.ended(&outcome(Some(1)), COMPUTER, 1);
    }
    assert_eq!(levels.offer(), None, "nothing is easier than level 1");
}

#[test]
fn games_between_people_and_the_demo_offer_nothing() {
    for opponent in [Opponent::HotSeat, Opponent::Demo] {
        let mut levels = Levels::default();
        for winner in [Some(0), Some(1), Some(1)] {
            levels.ended(&outcome(winner), opponent, 2);
            assert_eq!(levels.offer(), None, "{opponent:?}");
        }
    }
}

#[test]
fn the_button_names_the_level_in_words_only_on_the_game_over_panel() {
    let texts = mancala_i18n::english();
    let mut levels = Levels::default();
    levels.ended(&outcome(Some(0)), COMPUTER, 1);
    let shown = levels.control(true, texts);
    assert_eq!(shown.visible, Some(true));
    assert_eq!(
        shown.text.as_deref(),
        Some("Play the next level: Easy · level 2/5")
    );
    assert_eq!(levels.control(false, texts).visible, Some(false));
    levels.ended(&outcome(Some(1)), COMPUTER, 4);
    levels.ended(&outcome(Some(1)), COMPUTER, 4);
    assert_eq!(
        levels.control(true, texts).text.as_deref(),
        Some("Try an easier level: Medium · level 3/5")
    );
}

mod on_the_page {
    use crate::scripted::*;
    use mancala_rules::{Game, Position};

    /// An Oware position where `mover` ends the game: pit 5 (or 11) sows its one seed into the
    /// other side's first pit, which then holds 2, taken for 25 seeds.
    fn last_move_by(mover: u8) -> Game {
        let json = if mover == 0 {
            r#"{"variant":"oware-abapa","pits":[0,0,0,0,0,1, 1,1,1,1,0,0],"stores":[23,20],"toMove":0}"#
        } else {
            r#"{"variant":"oware-abapa","pits":[1,1,1,1,0,0, 0,0,0,0,0,1],"stores":[20,23],"toMove":1}"#
        };
        Game::from_position(&Position::from_json(json).expect("a position")).expect("a game")
    }

    fn offered(shell: &Shell) -> Option<&str> {
        let id = Action::GameOverLevel.id();
        (shell.controls.get(id) == Some(&true)).then(|| shell.texts[id].as_str())
    }

    /// The computer (player 1) answers its request with its one move, pit 12.
    fn computer_answers(s: &mut Session, shell: &mut Shell) {
        let (request, ..) = shell.asked.pop().expect("the computer is asked");
        shell.run(
            s,
            Command::ComputerMove {
                request,
                mv: Move::sow(11),
            },
        );
    }

    #[test]
    fn a_win_offers_the_next_level_in_one_tap_and_two_losses_an_easier_one() {
        let (mut s, mut shell) = session();
        shell.run(&mut s, attr("opponent", "ai-1"));
        shell.run(&mut s, Command::Speed(f64::INFINITY));
        shell.run(&mut s, Command::Load(Box::new(last_move_by(0))));
        assert_eq!(offered(&shell), None);
        shell.click(&mut s, 5);
        assert_eq!(shell.over.len(), 1, "the visitor won");
        assert_eq!(
            offered(&shell),
            Some("Play the next level: Easy · level 2/5")
        );
        shell.run(&mut s, Command::Button(Action::GameOverLevel));
        assert_eq!(s.settings().level, 2);
        assert!(s.table().outcome().is_none(), "a new game at level 2");
        assert_eq!(offered(&shell), None);

        for lost in 1..=2 {
            shell.run(&mut s, Command::Load(Box::new(last_move_by(1))));
            computer_answers(&mut s, &mut shell);
            assert_eq!(shell.over.len(), 1 + lost, "the computer won");
        }
        assert_eq!(
            offered(&shell),
            Some("Try an easier level: Beginner · level 1/5")
        );
        shell.run(&mut s, Command::Button(Action::GameOverNew));
        assert_eq!(s.settings().level, 2, "“Play again” keeps the level");
        assert_eq!(offered(&shell), None);
    }
}
