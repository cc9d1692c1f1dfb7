//! The board as controls: the pits and stores a screen reader walks and a keyboard plays, laid
//! out in rows as the picture shows them (2×4, 2×6, 4×8, turned when the board stands upright).
//! The canvas stays the picture; the shell lays these controls over it, one over each pit.

use super::aids::Aids;
use super::analysis::{worth_said, worth_words, Analysis};
use super::opponent::Seats;
use super::session::Shared;
use mancala_render::geom::Rect;
use mancala_render::layout::BoardLayout;
use mancala_rules::Player;

/// The grid's element id in the controls' markup. Given the focus ([`Effect::Focus`]), it
/// hands it to its one Tab stop, the pit with the focus ring.
///
/// [`Effect::Focus`]: super::Effect::Focus
pub const GRID_ID: &str = "pits";

/// What a cell of the grid stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellKind {
    /// A pit (its index in the position).
    Pit(usize),
    /// A player's store.
    Store(Player),
}

/// One cell of the grid.
#[derive(Clone, Debug, PartialEq)]
pub struct Cell {
    /// What it stands for.
    pub kind: CellKind,
    /// Where it is on the canvas, CSS pixels from the canvas's corner.
    pub rect: Rect,
    /// Rows it spans (a store beside two rows of pits spans both).
    pub row_span: usize,
    /// Columns it spans (a store above or below the pits spans them all).
    pub column_span: usize,
}

/// The cells in rows, top to bottom, each row left to right; each cell in the first row it
/// touches.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GridShape {
    /// The rows.
    pub rows: Vec<Vec<Cell>>,
}

/// A cell's kind and spans: what a grid's elements stand for, without where they are.
pub type CellPlace = (CellKind, usize, usize);

impl GridShape {
    /// The rows' cells without their places: what the grid's elements stand for.
    pub fn structure(&self) -> Vec<Vec<CellPlace>> {
        self.rows
            .iter()
            .map(|row| {
                row.iter()
                    .map(|c| (c.kind, c.row_span, c.column_span))
                    .collect()
            })
            .collect()
    }

    /// The grid of `layout`: pits whose centres are level make a row; a store beside rows
    /// joins the first of them, spanning them all; a store above or below every pit makes a
    /// row of its own, spanning every column.
    pub fn of(layout: &BoardLayout) -> GridShape {
        let tolerance = (layout.cell / 2.0).max(1.0);
        let mut rows: Vec<(f64, Vec<Cell>)> = Vec::new();
        for (i, pit) in layout.pits.iter().enumerate() {
            let r = pit.radius;
            let cell = Cell {
                kind: CellKind::Pit(i),
                rect: Rect {
                    x: pit.center.x - r,
                    y: pit.center.y - r,
                    width: 2.0 * r,
                    height: 2.0 * r,
                },
                row_span: 1,
                column_span: 1,
            };
            match rows
                .iter_mut()
                .find(|(y, _)| (y - pit.center.y).abs() <= tolerance)
            {
                Some((_, row)) => row.push(cell),
                None => rows.push((pit.center.y, vec![cell])),
            }
        }
        rows.sort_by(|a, b| a.0.total_cmp(&b.0));
        let columns = rows.iter().map(|(_, r)| r.len()).max().unwrap_or(0);
        for (p, store) in layout.stores.iter().enumerate() {
            let beside: Vec<usize> = rows
                .iter()
                .enumerate()
                .filter(|(_, (y, _))| *y > store.y && *y < store.y + store.height)
                .map(|(i, _)| i)
                .collect();
            let kind = CellKind::Store(p as Player);
            match beside.first() {
                Some(&first) => rows[first].1.push(Cell {
                    kind,
                    rect: *store,
                    row_span: beside.len(),
                    column_span: 1,
                }),
                None => {
                    let cell = Cell {
                        kind,
                        rect: *store,
                        row_span: 1,
                        column_span: columns.max(1),
                    };
                    let at = rows
                        .iter()
                        .position(|(y, _)| *y > store.y)
                        .unwrap_or(rows.len());
                    rows.insert(at, (store.y + store.height / 2.0, vec![cell]));
                }
            }
        }
        GridShape {
            rows: rows
                .into_iter()
                .map(|(_, mut row)| {
                    row.sort_by(|a, b| a.rect.x.total_cmp(&b.rect.x));
                    row
                })
                .collect(),
        }
    }
}

/// What a cell says and whether it acts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellState {
    /// Its accessible name: a pit's number, seeds (and cowries), side and whether it can be
    /// played; a store's owner and seeds.
    pub label: String,
    /// What playing the pit would do (the preview's facts, when the preview is on) and what
    /// it is worth (the analysis, when on), when the pit can be played.
    pub description: Option<String>,
    /// What the pit's move is worth, shown on it ("+2.5"), while the analysis board is on.
    pub worth: Option<String>,
    /// True for a pit a click plays now, and in set-up mode for every pit and store (a click
    /// puts a seed in or takes one out).
    pub playable: bool,
}

/// The board as controls: the grid's name, its cells, what each says, and the pit the
/// keyboard reaches first.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BoardGrid {
    /// The grid's accessible name.
    pub label: String,
    /// The cells' places.
    pub shape: GridShape,
    /// What each pit says, by pit index.
    pub pits: Vec<CellState>,
    /// What each store says, by player.
    pub stores: Vec<CellState>,
    /// The pit Tab reaches: the one with the keyboard's focus, else the first playable, else
    /// the first.
    pub entry: usize,
}

impl BoardGrid {
    /// The state of the cell `kind`.
    pub fn state(&self, kind: CellKind) -> Option<&CellState> {
        match kind {
            CellKind::Pit(i) => self.pits.get(i),
            CellKind::Store(p) => self.stores.get(usize::from(p)),
        }
    }
}

/// The board of `page` laid out as `layout`, its players named as `seats` name them, as controls: each pit's and store's words, what
/// each playable pit's move would do when `aids` preview moves, and what it is worth while the
/// `analysis` board is on; while a position is set up (`editing`), every pit and store acts.
pub(crate) fn board_grid(
    page: &Shared,
    seats: &Seats,
    aids: &Aids,
    analysis: &Analysis,
    layout: &BoardLayout,
    editing: bool,
) -> BoardGrid {
    let table = page.table;
    let texts = page.texts;
    let board = table.board();
    let playable = if editing {
        (0..board.pits.len()).collect()
    } else {
        table.playable(page.opponent)
    };
    // The position is compared once for the whole board, not once a pit.
    let worths = analysis.worth(table).unwrap_or_default();
    let pits = (0..board.pits.len())
        .map(|pit| {
            let playable = playable.contains(&pit);
            let worth = worths
                .iter()
                .find(|w| w.mv.pit() == Some(pit))
                .filter(|_| playable);
            let said = worth.map(|w| worth_said(w, texts));
            let description = match (aids.preview_words(page, pit), said) {
                (Some(a), Some(b)) => Some(format!("{a} {b}")),
                (a, b) => a.or(b),
            };
            CellState {
                label: table.describe_pit(pit, seats),
                description,
                worth: worth.map(|w| worth_words(w, texts)),
                playable,
            }
        })
        .collect();
    let names = seats.names();
    let stores = board
        .stores
        .iter()
        .zip(&names)
        .map(|(&seeds, name)| CellState {
            label: texts.say(texts.said_store, name, &[("seeds", &texts.seeds(seeds))]),
            description: None,
            worth: None,
            playable: editing,
        })
        .collect();
    let entry = table
        .focus()
        .or_else(|| playable.first().copied())
        .unwrap_or(0);
    BoardGrid {
        label: texts.grid_label(table.variant()),
        shape: GridShape::of(layout),
        pits,
        stores,
        entry,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_rules::Variant;

    fn kinds(shape: &GridShape) -> Vec<Vec<CellPlace>> {
        shape.structure()
    }

    #[test]
    fn an_oware_board_lying_down_is_two_rows_between_its_stores() {
        let layout = BoardLayout::for_variant(Variant::OwareAbapa, 1200.0, 500.0);
        assert!(!layout.portrait);
        let rows = kinds(&GridShape::of(&layout));
        let pit = |i| (CellKind::Pit(i), 1, 1);
        let mut top = vec![(CellKind::Store(1), 2, 1)];
        top.extend((6..12).rev().map(pit));
        top.push((CellKind::Store(0), 2, 1));
        assert_eq!(rows, vec![top, (0..6).map(pit).collect()]);
    }

    #[test]
    fn an_upright_board_is_read_row_by_row_with_its_stores_above_and_below() {
        let layout = BoardLayout::for_variant(Variant::OwareAbapa, 400.0, 900.0);
        assert!(layout.portrait);
        let shape = GridShape::of(&layout);
        assert_eq!(shape.rows.len(), 8, "{:?}", kinds(&shape));
        for row in &shape.rows[1..7] {
            assert_eq!(row.len(), 2);
            assert!(row[0].rect.x < row[1].rect.x);
        }
        for store in [&shape.rows[0], &shape.rows[7]] {
            assert_eq!(store.len(), 1);
            assert!(matches!(store[0].kind, CellKind::Store(_)));
            assert_eq!(store[0].column_span, 2);
        }
    }

    #[test]
    fn an_omweso_board_is_four_rows_of_eight_without_stores() {
        let layout = BoardLayout::for_variant(Variant::Omweso, 1200.0, 700.0);
        let shape = GridShape::of(&layout);
        assert_eq!(shape.rows.iter().map(Vec::len).collect::<Vec<_>>(), [8; 4]);
        let every: Vec<usize> = shape
            .rows
            .iter()
            .flatten()
            .filter_map(|c| match c.kind {
                CellKind::Pit(i) => Some(i),
                CellKind::Store(_) => None,
            })
            .collect();
        let mut sorted = every.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..32).collect::<Vec<_>>(), "each pit once");
    }
}
