//! Replays and shared games: stepping back and forward through a game's moves, "Copy link"
//! (the whole game in the page's address) and opening a game link, from the address or from
//! JavaScript. The game being replayed is the table's ([`Table::replaying`]); the links
//! themselves are [`mancala_learn::to_link`] and [`mancala_learn::from_link`]'s.

use super::action::Action;
use super::aids::Aids;
use super::command::{Control, Effect};
use super::opponent::Seats;
use super::settings::Settings;
use super::table::Table;
use mancala_i18n::Texts;

/// Whether the game may read and write the page's address: a whole page (`index.html`)
/// always, an element only when its author opts in (the `address` setting).
pub fn address_allowed(whole_page: bool, settings: &Settings) -> bool {
    whole_page || settings.address
}

/// Back (`forward` false) or Forward on `table` as `seats` play it: one turn stepped back, or
/// the moves stepped back over played again up to the next person's turn, each told (why it
/// captured becomes the note). True when the game moved so that the request to the computer
/// is to be forgotten, false when it did not; `None` when the engine refused a move again
/// (reported).
pub fn step(
    forward: bool,
    table: &mut Table,
    seats: &Seats,
    aids: &mut Aids,
    out: &mut Vec<Effect>,
) -> Option<bool> {
    if !forward {
        return Some(table.back(seats.opponent));
    }
    match table.forward(seats) {
        Ok(moves) => {
            for done in &moves {
                out.push(Effect::Announce(aids.note_capture(done)));
            }
            Some(true)
        }
        Err(e) => {
            out.push(Effect::Report(format!("replaying: {e}")));
            None
        }
    }
}

/// "Copy link": the game on `table` put in the address, where the game may write it
/// (`allowed`).
pub fn share(table: &Table, allowed: bool, out: &mut Vec<Effect>) {
    if let Some(game) = table.game().filter(|_| allowed) {
        out.push(Effect::ShareLink(mancala_learn::to_link(game)));
    }
}

/// What the note under the board says once the shell put the link in the address, and copied
/// it or not.
pub fn shared_words(copied: bool, texts: &Texts) -> &'static str {
    if copied {
        texts.learn.link_copied
    } else {
        texts.learn.link_in_address
    }
}

/// "Copy link", shown only where the game may write the address (`allowed`), never in a kiosk
/// (no address bar there) nor in a lesson (`lesson`).
pub fn share_control(allowed: bool, settings: &Settings, lesson: bool, table: &Table) -> Control {
    let share = allowed && !settings.kiosk && !lesson && table.game().is_some();
    Control {
        id: Action::Share.id(),
        visible: Some(share),
        ..Control::default()
    }
}

/// What opening a game link comes to.
pub enum Opened {
    /// Nothing changes: from the address, not a game link, the game already shown, or a game
    /// not allowed to read the address.
    Unchanged,
    /// The game as it stands after its moves, ready to be replayed, for two people.
    Game(Box<Table>),
    /// A damaged link from the address: said, and a fresh game starts.
    Damaged(String),
    /// A damaged link from JavaScript: refused with the reason; nothing changes.
    Refused(String),
}

/// Opens the game link `text`, from the address (`from_address`, where the game may read it:
/// `allowed`) or from JavaScript, over the game on `table`.
pub fn open(text: &str, from_address: bool, allowed: bool, table: &Table) -> Opened {
    if from_address {
        let shown = table.game().map(mancala_learn::to_link);
        let fragment = text.trim().trim_start_matches('#');
        if !allowed || !mancala_learn::is_link(fragment) || shown.as_deref() == Some(fragment) {
            return Opened::Unchanged;
        }
    }
    match mancala_learn::from_link(text) {
        Ok(history) => Opened::Game(Box::new(Table::from_history(history))),
        Err(why) if from_address => Opened::Damaged(why),
        Err(why) => Opened::Refused(why),
    }
}

#[cfg(test)]
mod tests;
