//! The game on the table: the current game, the animations waiting to be shown, the choice
//! being made and what a click on a pit means now: the pits that can be clicked, the move a
//! click plays, and, where a house rule lets harvests be declined (`M-must`, `O-may`), the ways
//! to play the pit that the person then chooses from. The table changes only through its own
//! methods. Who plays, how fast and in which words come from the
//! [`Session`](super::Session) as [`Seats`]; nothing is kept twice.

use super::choices::{Choice, ChoiceKind, MOST_FORMS};
use super::opponent::{Opponent, Played, Seats};
use mancala_i18n::{describe_move, fill};
use mancala_render::cues::Cue;
use mancala_render::timeline::Timeline;
use mancala_rules::{History, HouseRules, Move, Outcome, Player, ReplayBoard, Variant};
use std::collections::VecDeque;

/// A move being shown.
struct Anim {
    timeline: Timeline,
    /// The frame time the animation started at, set by the first frame.
    start: Option<f64>,
    /// How far it has been shown, in seconds (its sounds up to there were given).
    heard: f64,
}

/// The page's game.
pub struct Table {
    /// Which game.
    variant: Variant,
    game: Option<History>,
    /// Why there is no game ("not available yet"), when there is none.
    unavailable: Option<String>,
    /// The board as last shown (the current position once animations are over).
    shown: ReplayBoard,
    anims: VecDeque<Anim>,
    /// The sounds of the animation frames shown since they were last taken.
    cues: Vec<Cue>,
    /// The keyboard focus.
    focus: Option<usize>,
    /// The pit under the pointer.
    hover: Option<usize>,
    /// A choice being made (Goré offer, Omweso arrangement, the way to play a pit), or none.
    choice: Choice,
    /// Omweso: the next move is sown clockwise.
    clockwise: bool,
    /// Pits a lesson's step talks about, marked on the board.
    marked: Vec<usize>,
    /// A lesson's step that asks no move (now): nobody plays, the board is looked at.
    frozen: bool,
    /// The game is being replayed (stepped back, or opened from a link): the computer waits
    /// and the game-over panel stays down until a person plays or the replay reaches its end.
    replaying: bool,
}

/// A move played: what the listeners hear of it, and the sentence a screen reader hears.
#[derive(Clone, Debug, PartialEq)]
pub struct Done {
    /// Who played what, and the position after it.
    pub played: Played,
    /// The move told in words.
    pub said: String,
    /// Which rule took seeds, if the move captured (`i18n::why_captured`).
    pub why: Option<String>,
}

/// What a click did.
#[derive(Clone, Debug, PartialEq)]
pub enum Clicked {
    /// Nothing (not playable now).
    Nothing,
    /// The choice being made changed.
    Changed,
    /// The click asks for this move: the session plays it (or, in a lesson, checks it first).
    Wants(Move),
    /// The pit can be played taking every harvest or declining some (a house rule): the
    /// person is now choosing how
    /// ([`ChoiceKind::Harvest`]).
    Choose,
}

impl Table {
    /// Which game.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// Why there is no game ("not available yet"), when there is none.
    pub fn unavailable(&self) -> Option<&str> {
        self.unavailable.as_deref()
    }

    /// A new game of `variant`. A variant whose rules have not landed yet gives a table with no
    /// game and the reason in [`Table::unavailable`].
    pub fn new(variant: Variant) -> Table {
        Table::playing(variant, HouseRules::default())
    }

    /// A new game of `variant` played by the house rules `rules` (refused ones: no game, the
    /// reason in [`Table::unavailable`]).
    pub fn playing(variant: Variant, rules: HouseRules) -> Table {
        let options = mancala_rules::Options {
            rules,
            ..mancala_rules::Options::default()
        };
        match mancala_rules::Game::new(variant, &options) {
            Ok(g) => Table::from_game(g),
            Err(e) => Table::with(variant, None, Some(e.message().to_string())),
        }
    }

    /// The house rules the game is played by (the usual ones when there is no game).
    pub fn rules(&self) -> HouseRules {
        self.game
            .as_ref()
            .map(|g| mancala_learn::house_rules_of(g.start()))
            .unwrap_or_default()
    }

    /// A game going on from `game` (a position read from outside).
    pub fn from_game(game: mancala_rules::Game) -> Table {
        Table::from_history(History::new(game))
    }

    /// A game with its moves (a game link's), shown as it stands after them, being replayed
    /// when it has any.
    pub fn from_history(history: History) -> Table {
        let variant = history.current().variant();
        let replaying = history.moves_played() > 0;
        let mut table = Table::with(variant, Some(history), None);
        table.replaying = replaying;
        table
    }

    /// A table with no game that shows `board`: set-up mode's board, which nobody plays.
    pub fn showing(variant: Variant, board: ReplayBoard) -> Table {
        let mut table = Table::with(variant, None, None);
        table.shown = board;
        table
    }

    /// Shows `board` on a table with no game (set-up mode's, as it is edited); a table with a
    /// game shows its game, and keeps it.
    pub fn show(&mut self, board: ReplayBoard) {
        if self.game.is_none() {
            self.shown = board;
        }
    }

    /// A lesson's step: its board `game`, the pits it talks about `marked`, and `frozen` when
    /// it asks no move (the board is looked at).
    pub fn lesson_step(game: mancala_rules::Game, marked: &[usize], frozen: bool) -> Table {
        let mut table = Table::from_game(game);
        table.marked = marked.to_vec();
        table.frozen = frozen;
        table
    }

    fn with(variant: Variant, game: Option<History>, unavailable: Option<String>) -> Table {
        let shown = match &game {
            Some(g) => g.current().position().replay_board(),
            None => scene::empty_board(variant),
        };
        let mut t = Table {
            variant,
            game,
            unavailable,
            shown,
            anims: VecDeque::new(),
            cues: Vec::new(),
            focus: None,
            hover: None,
            choice: Choice::default(),
            clockwise: false,
            marked: Vec::new(),
            frozen: false,
            replaying: false,
        };
        t.refresh_choice();
        t
    }

    /// The game, if the variant is available.
    pub fn game(&self) -> Option<&History> {
        self.game.as_ref()
    }

    /// The pit with the keyboard focus, if one has it.
    pub fn focus(&self) -> Option<usize> {
        self.focus
    }

    /// Moves the keyboard focus to `pit` (`None`: off the board).
    pub fn set_focus(&mut self, pit: Option<usize>) {
        self.focus = pit;
    }

    /// The pit under the pointer, if one is.
    pub fn hover(&self) -> Option<usize> {
        self.hover
    }

    /// The pointer is now over `pit` (`None`: over no pit). False when that changed nothing.
    pub fn point_at(&mut self, pit: Option<usize>) -> bool {
        let changed = self.hover != pit;
        self.hover = pit;
        changed
    }

    /// The choice the player to move is making.
    pub fn choice(&self) -> &Choice {
        &self.choice
    }

    /// Goré: starts or stops picking holes to offer.
    pub fn toggle_offer(&mut self) {
        self.choice.toggle_picking();
    }

    /// Omweso: the arrangement shown on the board, as a move.
    pub fn arrangement(&self) -> Option<Move> {
        self.choice.arrangement(&self.shown)
    }

    /// The `i`-th way to play the pit being chosen for is pointed at or has the keyboard's
    /// focus (`None`: no way is): the move preview shows it. False when nothing changed.
    pub fn preview_form(&mut self, i: Option<usize>) -> bool {
        self.choice.preview_form(i)
    }

    /// Omweso: the next move is sown clockwise.
    pub fn clockwise(&self) -> bool {
        self.clockwise
    }

    /// Omweso: the other direction for the next move (a choice of how to play a pit closes).
    pub fn turn_direction(&mut self) {
        self.clockwise = !self.clockwise;
        self.end_harvest_choice();
    }

    /// The pits a lesson's step talks about.
    pub fn marked(&self) -> &[usize] {
        &self.marked
    }

    /// Marks `pits` on the board (a puzzle's hint; none to clear the marks).
    pub fn mark(&mut self, pits: &[usize]) {
        self.marked = pits.to_vec();
    }

    /// True while a lesson's step asks no move: nobody plays, the board is looked at.
    pub fn frozen(&self) -> bool {
        self.frozen
    }

    /// A lesson's step was answered: its marks go and nobody plays until the next step.
    pub fn freeze(&mut self) {
        self.marked.clear();
        self.frozen = true;
    }

    /// True while the game is being replayed (stepped back, or opened from a link).
    pub fn replaying(&self) -> bool {
        self.replaying
    }

    /// The board shown when nothing animates.
    pub fn board(&self) -> &ReplayBoard {
        &self.shown
    }

    /// True while a move is being shown.
    pub fn animating(&self) -> bool {
        !self.anims.is_empty()
    }

    /// The result once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.game.as_ref().and_then(|g| g.current().outcome())
    }

    /// The player to move (or to answer), while the game goes on.
    pub fn to_move(&self) -> Option<Player> {
        let g = self.game.as_ref()?;
        (g.current().outcome().is_none()).then(|| g.current().to_move())
    }

    /// True when the computer is to play and nothing is being shown.
    pub fn computer_to_play(&self, opponent: Opponent) -> bool {
        self.to_move().is_some_and(|p| opponent.computer_plays(p))
            && !self.animating()
            && !self.replaying
    }

    /// True when a person may act now (never for the computer's side, even while it waits).
    pub fn human_to_play(&self, opponent: Opponent) -> bool {
        self.to_move().is_some_and(|p| !opponent.computer_plays(p))
            && !self.animating()
            && !self.frozen
    }

    /// Every legal move now.
    pub fn legal(&self) -> Vec<Move> {
        self.game
            .as_ref()
            .map(|g| g.current().legal_moves())
            .unwrap_or_default()
    }

    /// Plays `mv` and queues its animation.
    ///
    /// # Errors
    /// The move is illegal (nothing changes) or there is no game.
    pub fn play(&mut self, mv: &Move, seats: &Seats) -> Result<Done, String> {
        let game = self.game.as_mut().ok_or("no game")?;
        let before = game.current().position().replay_board();
        let mover = game.current().to_move();
        let events = game.play(mv).map_err(|e| e.message().to_string())?;
        let (done, anim) = told(game.current(), &before, mover, *mv, &events, seats);
        self.replaying = false;
        Ok(self.queue(done, anim))
    }

    /// Replay: steps back one turn (as [`Table::undo`]), shown at once; the computer waits
    /// until the replay ends. False when the game is at its start.
    pub fn back(&mut self, opponent: Opponent) -> bool {
        let any = self.undo(opponent);
        self.replaying |= any;
        any
    }

    /// Replay: plays again the moves stepped back over up to the next person's turn (one move
    /// in hot-seat), each animated; none when no move is ahead. The replay ends with its last
    /// move.
    ///
    /// # Errors
    /// The engine refused a move again (should not happen: it was played there before).
    pub fn forward(&mut self, seats: &Seats) -> Result<Vec<Done>, String> {
        let mut done = Vec::new();
        while let Some(game) = self.game.as_mut() {
            let before = game.current().position().replay_board();
            let mover = game.current().to_move();
            let Some(events) = game.redo() else { break };
            let events = events.map_err(|e| e.message().to_string())?;
            let mv = game.moves().last().map(|(_, mv)| *mv).ok_or("no move")?;
            let (said, anim) = told(game.current(), &before, mover, mv, &events, seats);
            let next = game.current().to_move();
            self.replaying = game.can_redo();
            done.push(self.queue(said, anim));
            if !self.replaying || !seats.opponent.computer_plays(next) {
                break;
            }
        }
        Ok(done)
    }

    /// Queues a move's animation; the choices are now the next player's.
    fn queue(&mut self, done: Done, anim: Anim) -> Done {
        self.anims.push_back(anim);
        self.clockwise = false;
        self.refresh_choice();
        done
    }

    /// Takes back moves: the last one in hot-seat, back to the person's turn against the
    /// computer. Stops any animation. False when there was nothing to take back.
    pub fn undo(&mut self, opponent: Opponent) -> bool {
        let Some(game) = self.game.as_mut() else {
            return false;
        };
        self.replaying = false;
        let mut any = false;
        while game.undo() {
            any = true;
            if !opponent.computer_plays(game.current().to_move()) {
                break;
            }
        }
        self.skip();
        self.refresh_choice();
        any
    }

    /// Ends every animation at once.
    pub fn skip(&mut self) {
        self.anims.clear();
        self.cues.clear();
        if let Some(g) = &self.game {
            self.shown = g.current().position().replay_board();
        }
        self.choice.reset_board(&mut self.shown);
    }

    /// Re-reads what the player to move may choose (after a move or an undo).
    pub fn refresh_choice(&mut self) {
        let legal = self.legal();
        self.choice = Choice::for_moves(&legal, self.to_move().unwrap_or(0));
        if !legal.iter().any(Move::is_clockwise) {
            self.clockwise = false;
        }
    }

    /// A pit told in words, for a keyboard user moving the focus: its number (from 1), its
    /// seeds (and cowries), whose side it is on, and whether it can be played now.
    pub fn describe_pit(&self, pit: usize, seats: &Seats) -> String {
        let texts = seats.texts;
        let b = &self.shown;
        let owner = b.owners.get(pit).copied().unwrap_or(0);
        let side = texts.about(texts.said_side, &seats.names()[usize::from(owner & 1)], &[]);
        let mut said = fill(
            texts.said_pit,
            &[
                ("pit", &texts.pit_name(self.variant, pit, true)),
                ("seeds", &texts.seeds(b.pits.get(pit).copied().unwrap_or(0))),
                ("side", &side),
            ],
        );
        let cowries = b.cowries.get(pit).copied().unwrap_or(0);
        if cowries > 0 {
            said.push_str(&fill(
                texts.said_cowries,
                &[("cowries", &texts.cowries(cowries))],
            ));
        }
        if self.playable(seats.opponent).contains(&pit) {
            said.push_str(texts.said_playable);
        }
        said
    }

    /// The pits a click acts on now (empty while animating or for the computer's turn).
    pub fn playable(&self, opponent: Opponent) -> Vec<usize> {
        if !self.human_to_play(opponent) {
            return Vec::new();
        }
        let legal = self.legal();
        let player = self.to_move().unwrap_or(0);
        match &self.choice.kind {
            _ if self.choice.picks_pits() => (0..self.shown.pits.len())
                .filter(|&i| self.shown.owners.get(i) == Some(&player))
                .collect(),
            ChoiceKind::Answer => Vec::new(),
            _ => {
                let mut pits: Vec<usize> = legal
                    .iter()
                    .filter(|m| m.is_clockwise() == self.clockwise)
                    .filter_map(Move::pit)
                    .collect();
                pits.dedup();
                pits
            }
        }
    }

    /// A click (or Enter) on `pit`: a pit that may decline harvests opens the choice of how
    /// to play it (another pit clicked meanwhile opens its own, or is played).
    ///
    /// # Errors
    /// The rules refused the move (should not happen: only legal moves are offered).
    pub fn click(&mut self, pit: usize, seats: &Seats) -> Result<Clicked, String> {
        if !self.playable(seats.opponent).contains(&pit) {
            return Ok(Clicked::Nothing);
        }
        if self.choice.click(pit, &mut self.shown) {
            return Ok(Clicked::Changed);
        }
        let mut forms = self.forms_at(pit);
        if forms.iter().any(|m| matches!(m, Move::Declining { .. })) {
            forms.truncate(MOST_FORMS);
            self.choice.kind = ChoiceKind::Harvest {
                pit,
                forms,
                previewed: None,
            };
            return Ok(Clicked::Choose);
        }
        self.end_harvest_choice();
        Ok(forms
            .first()
            .map_or(Clicked::Nothing, |m| Clicked::Wants(*m)))
    }

    /// The move a click on `pit` plays now (in the direction chosen), if any: the one taking
    /// every harvest.
    pub fn move_at(&self, pit: usize) -> Option<Move> {
        self.forms_at(pit).first().copied()
    }

    /// The ways to play `pit` now, in the direction chosen: the move taking every harvest
    /// first (clockwise, continuing clockwise whenever the rules allow it), then the forms of
    /// that move that decline harvests (a house rule may allow it), in the order of the legal
    /// moves. Where the move taking every harvest never ends, only the declining forms.
    pub fn forms_at(&self, pit: usize) -> Vec<Move> {
        let mut forms: Vec<Move> = self
            .legal()
            .into_iter()
            .filter(|m| m.pit() == Some(pit) && m.is_clockwise() == self.clockwise)
            .collect();
        let longest = forms.iter().map(continuations).max().unwrap_or(0);
        forms.retain(|m| continuations(m) == longest);
        // A stable sort: the move taking every harvest comes first, the others keep their order.
        forms.sort_by_key(|m| matches!(m, Move::Declining { .. }));
        forms
    }

    /// Closes the choice of how to play a pit, if one is open (the choice the legal moves
    /// call for comes back).
    pub fn end_harvest_choice(&mut self) {
        if matches!(self.choice.kind, ChoiceKind::Harvest { .. }) {
            self.refresh_choice();
        }
    }
}

/// `mv`, just played by `mover` from the board `before` with `events` (the game is now
/// `after`): told in words, and its animation.
fn told(
    after: &mancala_rules::Game,
    before: &ReplayBoard,
    mover: Player,
    mv: Move,
    events: &[mancala_rules::Event],
    seats: &Seats,
) -> (Done, Anim) {
    let texts = seats.texts;
    let played = Played {
        player: mover,
        mv,
        position: after.position(),
    };
    let next = after.outcome().is_none().then(|| after.to_move());
    let stores = after.position().stores_or_zero();
    let said = describe_move(
        texts,
        after.variant(),
        &seats.names(),
        mover,
        events,
        stores,
        next,
    );
    let why = mancala_i18n::why_captured(texts.learn_for(after.variant()), events);
    let anim = Anim {
        timeline: Timeline::new(before, events, seats.speed, &seats.names(), texts),
        start: None,
        heard: -1.0,
    };
    (Done { played, said, why }, anim)
}

/// How many times a reverse move continues clockwise (none for any other move).
fn continuations(mv: &Move) -> usize {
    match mv {
        Move::Reverse { choices, .. } | Move::Declining { choices, .. } => {
            choices.to_vec().iter().filter(|c| **c).count()
        }
        _ => 0,
    }
}

mod scene;

#[cfg(test)]
mod tests;
