//! The catalogue of games shown to page authors and players: names, boards, origins and a
//! one-paragraph rules summary for each (`variants()` in the JavaScript API).

use crate::rules::Variant;
use serde::Serialize;

/// What a page needs to present one game.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct VariantInfo {
    /// The id used everywhere (`"oware-abapa"`).
    pub id: &'static str,
    /// The game's name.
    pub name: &'static str,
    /// Rows of pits.
    pub rows: usize,
    /// Pits per row.
    pub columns: usize,
    /// Pits in all.
    pub pits: usize,
    /// Where the game is played.
    pub origin: &'static str,
    /// The rules in one paragraph.
    pub summary: &'static str,
}

/// The catalogue entry of a variant.
pub fn info(variant: Variant) -> VariantInfo {
    let (rows, columns) = variant.shape();
    let (name, origin, summary) = text(variant);
    VariantInfo {
        id: variant.id(),
        name,
        rows,
        columns,
        pits: variant.pit_count(),
        origin,
        summary,
    }
}

/// Every game, in menu order.
pub fn all() -> Vec<VariantInfo> {
    Variant::ALL.into_iter().map(info).collect()
}

fn text(variant: Variant) -> (&'static str, &'static str, &'static str) {
    match variant {
        Variant::OwareAbapa => (
            "Oware Abapa",
            "Ghana (Akan); the Lemery Games rulebook",
            "Two rows of six plots, four seeds in each. Take all the seeds of one of your plots and \
             sow them one by one counter-clockwise; a lap of twelve or more skips the plot it came \
             from. If your last seed makes 2 or 3 in an opponent's plot, you capture it and every \
             plot just before it on that side with 2 or 3. You must leave your opponent seeds to \
             play: a capture may take at most five of their plots, and when their side is empty you \
             must feed it if you can. The first to capture 25 seeds wins; 24–24 is a draw.",
        ),
        Variant::OwareInternational => (
            "Oware (international rules)",
            "Ghana; the unified rules of international tournaments",
            "Oware with the tournament rules: sow counter-clockwise, skipping the starting plot on \
             laps of twelve or more; a last seed making 2 or 3 on the opponent's side captures it \
             and the plots before it with 2 or 3. A move that would capture all the opponent's \
             seeds is played but captures nothing (grand slam). You must feed an empty opponent; \
             if you cannot, you take every seed left. A repeated position ends the game and each \
             player takes the seeds on his side. 25 seeds win.",
        ),
        Variant::NamNam => (
            "Nam-Nam",
            "Ghana; a children's game of the Akan",
            "Sowing goes on lap after lap: when your last seed lands in an occupied plot, pick up \
             everything there and keep sowing. Whenever a plot reaches four during sowing, its \
             owner takes the four; if your last seed makes four, you take them. When only eight \
             seeds are left, the next player to take four takes the rest. Then a new round starts: \
             each player fills his plots with the seeds he won, and the richer player takes over \
             some of his opponent's plots. Win every seed to win the game.",
        ),
        Variant::Omweso => (
            "Omweso",
            "Uganda (Baganda)",
            "Four rows of eight; each player owns the two rows nearest him and sows only around \
             his own sixteen plots. Arrange your 32 seeds as you like, then sow from any plot \
             with two or more seeds; when the last seed falls into an occupied plot, pick them up \
             and sow on. Ending in an occupied inner plot facing two occupied enemy plots captures \
             both, and you sow the captured seeds on. From your four leftmost plots you may sow \
             clockwise if it captures. You win when your opponent cannot move, or by the special \
             victories Akakyala and Emitwebiri.",
        ),
        Variant::Gore => (
            "Goré",
            "Ivory Coast (Gouro people)",
            "Two rows of four holes with six seeds each. Sow counter-clockwise from one of your \
             holes. If your last seed makes 2 or 4 in an opponent's hole, you capture it, together \
             with the holes next to it, on either side and across the whole board, that hold 2 or \
             4. At the start of your turn you may offer one to three of your holes to your \
             opponent, who accepts by filling each with six captured seeds, or refuses (a game \
             won after a refusal is won without glory). When no hole holds more than two seeds, \
             each takes what is in his holes and the larger store wins.",
        ),
        Variant::Woaley => (
            "Woaley (Obridjie)",
            "Ivory Coast (after Kanga Ballou, 1984)",
            "Two rows of six holes with four seeds each. Move from a hole with at least two \
             seeds, leaving one seed behind. When the last seed lands: in an empty hole the move \
             ends; making 2 or 4, you capture it and the holes just before it with 2 or 4, on \
             either side; otherwise you pick them all up and sow on. A player who cannot move \
             passes; when nobody can, each takes his own seeds. A win scores 12 points plus one \
             per seed above 24; three games make a match and three matches a Woaley.",
        ),
        Variant::Kauri => (
            "Kauri",
            "Ralf Gering, 2006, after West African cowrie games",
            "Each pit holds five seeds and one cowrie shell. You may only play a pit with a \
             cowrie: sow its seeds first, then its cowries, one per pit counter-clockwise. A \
             cowrie dropped into an opponent's pit without a cowrie captures its seeds; a seed \
             dropped into an opponent's pit holding only cowries goes to the opponent. Cowries \
             are never captured. With no cowrie on your side you pass. More than half the seeds \
             wins; at 30–30 play goes on with cowries until one player cannot move and loses.",
        ),
    }
}
