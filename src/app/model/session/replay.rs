//! Replays and shared games: stepping back and forward through a game's moves, "Copy link"
//! (the whole game in the page's address) and opening a game link, from the address or from
//! JavaScript. The links themselves are [`mancala_learn::to_link`] and
//! [`mancala_learn::from_link`]'s.

use super::super::action::Action;
use super::super::command::{Control, Effect};
use super::super::opponent::Opponent;
use super::super::table::Table;
use super::Session;

impl Session {
    /// Whether the game may read and write the page's address: `index.html` always, an element
    /// only when its author opts in (the `address` attribute).
    pub fn address_allowed(&self) -> bool {
        self.start.language_button || self.settings.address
    }

    /// The replay buttons and "Copy link" (none of them in a lesson, whose moves are its own).
    pub(super) fn replay_button(&mut self, action: Action, out: &mut Vec<Effect>) {
        if self.learning.is_some() {
            return;
        }
        match action {
            Action::Back => {
                if self.table.back(self.opponent) {
                    self.invalidate();
                }
                self.changed(out);
            }
            Action::Forward => {
                let seats = self.seats();
                match self.table.forward(&seats) {
                    Ok(moves) => {
                        self.invalidate();
                        for done in &moves {
                            let said = self.note_capture(done);
                            out.push(Effect::Announce(said));
                        }
                        self.changed(out);
                    }
                    Err(e) => out.push(Effect::Report(format!("replaying: {e}"))),
                }
            }
            _ => {
                if let Some(game) = self.table.game().filter(|_| self.address_allowed()) {
                    out.push(Effect::ShareLink(mancala_learn::to_link(game)));
                }
            }
        }
    }

    /// The shell put the link in the address, and copied it or not: said under the board.
    pub(super) fn link_shared(&mut self, copied: bool, out: &mut Vec<Effect>) {
        let words = if copied {
            self.texts.learn.link_copied
        } else {
            self.texts.learn.link_in_address
        };
        self.note_now(words);
        self.changed(out);
    }

    /// Opens a game link: the game as it stands after its moves, for two people, ready to be
    /// replayed. From the address, a link to the game already shown changes nothing, and a
    /// damaged one is said and a fresh game starts; from JavaScript, a damaged link is refused
    /// with the reason and nothing changes.
    pub(super) fn open_link(&mut self, text: &str, from_address: bool, out: &mut Vec<Effect>) {
        if from_address {
            let shown = self.table.game().map(mancala_learn::to_link);
            let fragment = text.trim().trim_start_matches('#');
            if !self.address_allowed()
                || !mancala_learn::is_link(fragment)
                || shown.as_deref() == Some(fragment)
            {
                return;
            }
        }
        match mancala_learn::from_link(text) {
            Ok(history) => {
                self.end_lesson();
                self.restore_speed(Opponent::HotSeat);
                let replay = history.moves_played() > 0;
                self.table = Table::from_history(history);
                self.table.replaying = replay;
                self.opponent = Opponent::HotSeat;
                self.invalidate();
                self.changed(out);
            }
            Err(why) if from_address => {
                out.push(Effect::Warn(format!("the address's game link: {why}")));
                self.new_game(self.table.variant, self.same_opponent(), out);
                self.note_now(self.texts.learn.link_damaged);
                out.push(self.controls());
            }
            Err(why) => out.push(Effect::Refused(format!("openLink: {why}"))),
        }
    }

    /// At start: a game link in the page's address replaces the game set up, if the game may
    /// read the address; a fragment that is not a game link is left alone.
    pub(super) fn open_address(&mut self, out: &mut Vec<Effect>) {
        if let Some(fragment) = self.start.fragment.clone() {
            self.open_link(&fragment, true, out);
        }
    }

    /// "Copy link", shown only where the game may write the address, never in a kiosk (no
    /// address bar there) nor in a lesson.
    pub(super) fn share_control(&self) -> Control {
        let share = self.address_allowed()
            && !self.settings.kiosk
            && self.learning.is_none()
            && self.table.game().is_some();
        Control {
            id: Action::Share.id(),
            visible: Some(share),
            ..Control::default()
        }
    }
}
