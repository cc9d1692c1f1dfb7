//! The board's pits and stores as controls in the DOM ([`BoardGrid`]): an ARIA grid laid over
//! the canvas, a cell over each pit and store, a button in each pit's cell. A screen reader
//! walks them; the keyboard moves among them with the arrows (one Tab stop: the button of the
//! pit with the focus); the pointer passes through them to the canvas, which stays the
//! picture. Only what changed is written.

pub use mancala_model::board_grid::GRID_ID;
use mancala_model::board_grid::{BoardGrid, CellKind, CellPlace, GridShape};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, HtmlElement};

/// The grid as last written.
#[derive(Default)]
pub struct PitControls {
    /// The rows of cells the grid's elements were built for.
    built: Vec<Vec<CellPlace>>,
    /// Where the cells were put.
    shape: GridShape,
    /// What was written last.
    written: BoardGrid,
    /// Each pit's button, by pit index.
    buttons: Vec<Option<HtmlElement>>,
    /// Each pit's worth as the analysis board shows it, by pit index.
    worths: Vec<Option<HtmlElement>>,
    /// Each store's cell, by player.
    stores: Vec<Option<HtmlElement>>,
}

impl PitControls {
    /// Writes `grid` into `root` (the `#pits` element): the cells rebuilt when the board's
    /// layout changed, the words, playability and Tab stop where they changed. When the focus
    /// is on one of the pits and `focus` names another, the focus moves there (the arrows).
    ///
    /// # Errors
    /// When the document refuses to create elements.
    pub fn sync(
        &mut self,
        document: &Document,
        root: &Element,
        grid: &BoardGrid,
        focus: Option<usize>,
        active: Option<Element>,
    ) -> Result<(), JsValue> {
        if self.built != grid.shape.structure() || self.buttons.len() != grid.pits.len() {
            self.build(document, root, grid)?;
        }
        if self.shape != grid.shape {
            self.place(grid);
        }
        if self.written.label != grid.label {
            root.set_attribute("aria-label", &grid.label)?;
        }
        for (i, state) in grid.pits.iter().enumerate() {
            let Some(Some(button)) = self.buttons.get(i) else {
                continue;
            };
            let before = self.written.pits.get(i);
            if before.map(|b| &b.label) != Some(&state.label) {
                button.set_attribute("aria-label", &state.label)?;
            }
            if before.map(|b| &b.description) != Some(&state.description) {
                match &state.description {
                    Some(d) => button.set_attribute("aria-description", d)?,
                    None => button.remove_attribute("aria-description")?,
                }
            }
            if before.map(|b| &b.worth) != Some(&state.worth) {
                if let Some(Some(label)) = self.worths.get(i) {
                    label.set_text_content(state.worth.as_deref());
                    label.set_hidden(state.worth.is_none());
                }
            }
            if before.map(|b| b.playable) != Some(state.playable) {
                button.set_attribute(
                    "aria-disabled",
                    if state.playable { "false" } else { "true" },
                )?;
            }
            let stop = if i == grid.entry { "0" } else { "-1" };
            if button.get_attribute("tabindex").as_deref() != Some(stop) {
                button.set_attribute("tabindex", stop)?;
            }
        }
        for (p, state) in grid.stores.iter().enumerate() {
            if let Some(Some(cell)) = self.stores.get(p) {
                if self.written.stores.get(p).map(|s| &s.label) != Some(&state.label) {
                    cell.set_attribute("aria-label", &state.label)?;
                }
                // A store acts only in set-up mode: then the keyboard reaches it with Tab.
                if cell.has_attribute("tabindex") != state.playable {
                    if state.playable {
                        cell.set_attribute("tabindex", "0")?;
                    } else {
                        cell.remove_attribute("tabindex")?;
                    }
                }
            }
        }
        self.written = grid.clone();
        // The arrows moved the focus ring: the focus follows it, if it is on the board.
        let on_board = active.as_ref().is_some_and(|a| root.contains(Some(a)));
        if let (true, Some(pit)) = (on_board, focus) {
            if let Some(Some(button)) = self.buttons.get(pit) {
                if active.as_ref() != Some(button.unchecked_ref::<Element>()) {
                    button.focus()?;
                }
            }
        }
        Ok(())
    }

    /// Builds the grid's rows and cells for `grid`'s shape.
    fn build(
        &mut self,
        document: &Document,
        root: &Element,
        grid: &BoardGrid,
    ) -> Result<(), JsValue> {
        root.set_text_content(None);
        self.buttons = vec![None; grid.pits.len()];
        self.worths = vec![None; grid.pits.len()];
        self.stores = vec![None; grid.stores.len()];
        self.written = BoardGrid::default();
        for row in &grid.shape.rows {
            let line = document.create_element("div")?;
            line.set_attribute("role", "row")?;
            for cell in row {
                let element: HtmlElement = document.create_element("div")?.dyn_into()?;
                element.set_attribute("role", "gridcell")?;
                if cell.row_span > 1 {
                    element.set_attribute("aria-rowspan", &cell.row_span.to_string())?;
                }
                if cell.column_span > 1 {
                    element.set_attribute("aria-colspan", &cell.column_span.to_string())?;
                }
                match cell.kind {
                    CellKind::Pit(i) => {
                        let button: HtmlElement = document.create_element("button")?.dyn_into()?;
                        button.set_attribute("type", "button")?;
                        button.set_attribute("data-pit", &i.to_string())?;
                        button.set_attribute("tabindex", "-1")?;
                        element.append_child(&button)?;
                        // What the move is worth, shown on the pit (its words are the
                        // button's description).
                        let worth: HtmlElement = document.create_element("span")?.dyn_into()?;
                        worth.set_class_name("worth");
                        worth.set_attribute("aria-hidden", "true")?;
                        worth.set_hidden(true);
                        element.append_child(&worth)?;
                        if let Some(slot) = self.buttons.get_mut(i) {
                            *slot = Some(button);
                        }
                        if let Some(slot) = self.worths.get_mut(i) {
                            *slot = Some(worth);
                        }
                    }
                    CellKind::Store(p) => {
                        element.set_class_name("store");
                        element.set_attribute("data-store", &p.to_string())?;
                        if let Some(slot) = self.stores.get_mut(usize::from(p)) {
                            *slot = Some(element.clone());
                        }
                    }
                }
                line.append_child(&element)?;
            }
            root.append_child(&line)?;
        }
        self.built = grid.shape.structure();
        self.shape = GridShape::default();
        Ok(())
    }

    /// Puts each cell over its pit or store on the canvas.
    fn place(&mut self, grid: &BoardGrid) {
        for cell in grid.shape.rows.iter().flatten() {
            let element = match cell.kind {
                CellKind::Pit(i) => self
                    .buttons
                    .get(i)
                    .and_then(|b| b.as_ref())
                    .and_then(|b| b.parent_element())
                    .and_then(|e| e.dyn_into::<HtmlElement>().ok()),
                CellKind::Store(p) => self.stores.get(usize::from(p)).cloned().flatten(),
            };
            let Some(element) = element else { continue };
            let style = element.style();
            let r = cell.rect;
            for (property, value) in [
                ("left", r.x),
                ("top", r.y),
                ("width", r.width),
                ("height", r.height),
            ] {
                let _ = style.set_property(property, &format!("{value:.1}px"));
            }
        }
        self.shape = grid.shape.clone();
    }
}
