//! Games saved to and opened from files: an Oware game (either rule set) in OGN, the notation
//! of Aualé and other Oware software (`docs/ogn.md`). "Save the game" offers the file, "Open a
//! game…" lets the visitor choose one; the game opened is on the board as it stands after its
//! moves, for two people, ready to be stepped through with Back and Forward. A file the page
//! cannot read is said under the board, with its line, and changes nothing.

use super::action::Action;
use super::command::{Control, Effect};
use super::settings::Settings;
use super::table::Table;
use mancala_i18n::{fill, Texts};
use mancala_rules::{ogn, Variant};

/// True for the games OGN writes.
fn in_ogn(variant: Variant) -> bool {
    ogn::variant_name(variant).is_some()
}

/// "Save the game" and "Open a game…": for the Oware games, never in a kiosk (no files there)
/// nor in a lesson (`lesson`); "Save" once there is a game.
pub fn controls(table: &Table, settings: &Settings, lesson: bool) -> Vec<Control> {
    let shown = in_ogn(table.variant()) && !settings.kiosk && !lesson;
    vec![
        Control {
            id: Action::SaveGame.id(),
            visible: Some(shown && table.game().is_some()),
            ..Control::default()
        },
        Control {
            id: Action::OpenGame.id(),
            visible: Some(shown),
            ..Control::default()
        },
    ]
}

/// "Save the game": the game on `table` offered as an OGN file named after its game.
pub fn save(table: &Table, out: &mut Vec<Effect>) {
    let Some(history) = table.game() else { return };
    match ogn::write(history, &[]) {
        Ok(text) => out.push(Effect::Download {
            name: format!("{}.ogn", table.variant().id()),
            text,
        }),
        Err(e) => out.push(Effect::Warn(format!("saving the game: {e}"))),
    }
}

/// What opening a file comes to.
pub enum FileRead {
    /// The game of the file, as it stands after its moves.
    Game(Box<Table>),
    /// Not a game the page can read: what to say under the board, and why in English for the
    /// console.
    Damaged {
        /// The words for the visitor.
        said: String,
        /// The fault, for the console.
        why: String,
    },
}

/// Reads the file `text` as an OGN game, in `texts`' words.
pub fn read(text: &str, texts: &Texts) -> FileRead {
    match ogn::read(text) {
        Ok(game) => FileRead::Game(Box::new(Table::from_history(game.history))),
        Err(e) => FileRead::Damaged {
            said: fill(texts.learn.file_damaged, &[("line", &e.line)]),
            why: e.to_string(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_i18n::english;
    use mancala_rules::History;

    #[test]
    fn a_game_saved_opens_as_it_stood_and_a_damaged_file_names_its_line() {
        let mut history = History::new(
            mancala_rules::Game::new(Variant::OwareAbapa, &Default::default()).unwrap(),
        );
        for pit in [2, 8, 4] {
            history.play(&mancala_rules::Move::sow(pit)).unwrap();
        }
        let table = Table::from_history(history);
        let mut out = Vec::new();
        save(&table, &mut out);
        let Some(Effect::Download { name, text }) = out.pop() else {
            panic!("no file offered");
        };
        assert_eq!(name, "oware-abapa.ogn");
        let FileRead::Game(opened) = read(&text, english()) else {
            panic!("the file saved does not open");
        };
        assert_eq!(
            opened.game().map(|g| g.current().position()),
            table.game().map(|g| g.current().position())
        );
        let FileRead::Damaged { said, why } =
            read("[Variant \"Oware Abapa\"]\n\n1. A B\n", english())
        else {
            panic!("a wrong move opens");
        };
        assert_eq!(said, "This file is not a game this page can read (line 3).");
        assert_eq!(
            why,
            "OGN line 3: move 2 (B) is South's, but North is to move"
        );
    }

    #[test]
    fn the_page_saves_a_game_and_opens_it_again_or_says_why_not() {
        use crate::{Action, Command};
        let (mut s, mut shell) = crate::scripted::session();
        for pit in [2, 8] {
            shell.run(&mut s, Command::Pit(pit));
            shell.run(&mut s, Command::Skip);
        }
        let played = s.table().game().map(|g| g.current().position());
        shell.run(&mut s, Command::Button(Action::SaveGame));
        let (name, text) = shell.files.pop().expect("a file offered");
        assert_eq!(name, "oware-abapa.ogn");
        shell.run(&mut s, Command::Button(Action::NewGame));
        assert_ne!(s.table().game().map(|g| g.current().position()), played);
        shell.file_to_open = Some(text);
        shell.run(&mut s, Command::Button(Action::OpenGame));
        assert_eq!(s.table().game().map(|g| g.current().position()), played);
        shell.file_to_open = Some("[Variant \"Kalah\"]\n".into());
        shell.run(&mut s, Command::Button(Action::OpenGame));
        assert_eq!(
            s.table().game().map(|g| g.current().position()),
            played,
            "nothing changed"
        );
        assert_eq!(
            s.note(),
            Some("This file is not a game this page can read (line 1).")
        );
    }

    #[test]
    fn only_the_oware_games_offer_files_and_never_a_kiosk() {
        let shown = |variant, kiosk| {
            let settings = Settings {
                kiosk,
                ..Settings::default()
            };
            controls(&Table::new(variant), &settings, false)
                .iter()
                .map(|c| c.visible == Some(true))
                .collect::<Vec<_>>()
        };
        assert_eq!(shown(Variant::OwareInternational, false), [true, true]);
        assert_eq!(shown(Variant::Kauri, false), [false, false]);
        assert_eq!(shown(Variant::OwareAbapa, true), [false, false]);
    }
}
