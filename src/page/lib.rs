//! The page's WebAssembly module (`pkg/mancala_page.js`): the handle JavaScript gets. [`start`]
//! and [`start_in`] find the board's canvas and its controls, start the session and listen
//! (the browser shell, `mancala-shell`, does the work); each method of [`App`] is one command
//! for the session, or a look at what it shows. Freeing the handle removes every listener.

mod embed;
mod learn;
mod share;

use mancala_js::{args, to_js};
use mancala_model::settings::{parse_variant, OpponentChoice};
use mancala_model::{Command, Effect};
use mancala_rules::{Player, Variant};
use mancala_shell::dom::Ui;
use mancala_shell::input::{listen, Listener};
use mancala_shell::page::{Page, Shared};
use mancala_shell::stage::Stage;
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::HtmlCanvasElement;

/// What the board shows, as `app.position()` gives it to tests and page authors.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct BoardView<'a> {
    variant: &'static str,
    pits: &'a [u32],
    cowries: &'a [u32],
    owners: &'a [Player],
    stores: [u32; 2],
    animating: bool,
    to_move: Option<Player>,
    unavailable: Option<&'a str>,
    playable: Vec<usize>,
    reduced_motion: bool,
    opponent: &'static str,
    marks: mancala_render::preview::Marks,
    note: Option<&'a str>,
    layout: Drawn,
}

/// Where the board's parts are drawn, in CSS pixels from the canvas's top-left corner, for tests
/// that look at the canvas's pixels: points are `[x, y]`, rectangles `[x, y, width, height]`.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Drawn {
    cell: f64,
    /// Each pit's `[x, y, radius]`.
    pits: Vec<[f64; 3]>,
    /// The centre of each pit's count, and the height of its badge.
    badges: Vec<[f64; 2]>,
    badge_size: f64,
    stores: Vec<[f64; 4]>,
    store_badges: Vec<[f64; 2]>,
    plates: [[f64; 4]; 2],
    edges: [[f64; 4]; 2],
    /// Each player's marker on his plate: `[x, y, radius]`.
    markers: [[f64; 3]; 2],
}

impl Drawn {
    fn of(l: &mancala_render::layout::BoardLayout) -> Self {
        use mancala_render::geom::{Point, Rect};
        let point = |p: &Point| [p.x, p.y];
        let rect = |r: &Rect| [r.x, r.y, r.width, r.height];
        let marker = |p: Player| {
            let (c, r) = l.marker(p);
            [c.x, c.y, r]
        };
        Drawn {
            cell: l.cell,
            pits: l
                .pits
                .iter()
                .map(|p| [p.center.x, p.center.y, p.radius])
                .collect(),
            badges: l.badges.iter().map(point).collect(),
            badge_size: mancala_render::scene::BADGE * l.cell,
            stores: l.stores.iter().map(rect).collect(),
            store_badges: l.store_badges.iter().map(point).collect(),
            plates: [rect(&l.plates[0]), rect(&l.plates[1])],
            edges: [rect(&l.edges[0]), rect(&l.edges[1])],
            markers: [marker(0), marker(1)],
        }
    }
}

/// The types the page's exports name (`Position`, `VariantId` ...), in `pkg/mancala_page.d.ts`.
#[wasm_bindgen(typescript_custom_section)]
const TS_SECTION: &'static str = mancala_js::TS_TYPES;

#[wasm_bindgen(typescript_custom_section)]
const BOARD_VIEW: &'static str = r#"
/** What the board shows now (during an animation, the board of that moment). */
export interface BoardView {
  variant: string; pits: number[]; cowries: number[]; owners: number[]; stores: [number, number];
  animating: boolean; toMove: 0 | 1 | null; unavailable: string | null; playable: number[];
  reducedMotion: boolean; opponent: string;
  /** The learning aids drawn: the previewed pit's move (`from`, its `landing`, the pits
   * `captured` or `harvested`) and the `hint`'s pits. */
  marks: {
    from: number | null; landing: number | null; captured: number[]; harvested: number[];
    hint: number[];
  };
  /** The note under the board (why seeds were captured, a hint's sentence), if shown. */
  note: string | null;
  /** Where the board's parts are drawn, in CSS pixels from the canvas's top-left corner (points
   * `[x, y]`, rectangles `[x, y, width, height]`), for tests that read the canvas's pixels. */
  layout: {
    cell: number; pits: [number, number, number][]; badges: [number, number][];
    badgeSize: number; stores: [number, number, number, number][];
    storeBadges: [number, number][]; plates: [number, number, number, number][];
    edges: [number, number, number, number][]; markers: [number, number, number][];
  };
}
"#;

/// The running page, as handed to JavaScript by [`start`].
#[wasm_bindgen]
pub struct App {
    page: Shared,
    _listeners: Vec<Listener>,
}

/// Starts the page on the canvas whose id is `canvas_id`; the controls are the document's
/// elements with the ids of `index.html`. To run a game inside a shadow root (the
/// `<mancala-game>` element), see [`start_in`].
///
/// # Errors
/// When there is no window or document, no element with that id, the element is not a
/// canvas, or the canvas has no 2D context.
#[wasm_bindgen]
pub fn start(
    #[wasm_bindgen(js_name = canvasId, unchecked_param_type = "string")] canvas_id: JsValue,
) -> Result<App, JsValue> {
    let canvas_id = args::name(&canvas_id, "canvasId", "'board'")?;
    let window = web_sys::window().ok_or_else(|| error("no window"))?;
    let document = window.document().ok_or_else(|| error("no document"))?;
    let canvas = document
        .get_element_by_id(&canvas_id)
        .ok_or_else(|| error(&format!("canvasId: no element with id \"{canvas_id}\"")))?
        .dyn_into::<HtmlCanvasElement>()
        .map_err(|_| {
            error(&format!(
                "canvasId: element \"{canvas_id}\" is not a canvas"
            ))
        })?;
    launch(Stage {
        window,
        ui: Ui::new(document),
        canvas,
    })
}

/// Starts a game on `canvas` whose controls are found under `root` only: a `ShadowRoot` (one
/// `<mancala-game>` element) or a `Document` (`index.html`). Every listener is on `canvas` or
/// on those controls, so several apps on one page never interfere.
///
/// # Errors
/// When `root` is neither a document nor a shadow root, or the canvas has no 2D context.
#[wasm_bindgen(js_name = startIn)]
pub fn start_in(
    #[wasm_bindgen(unchecked_param_type = "Document | ShadowRoot")] root: JsValue,
    #[wasm_bindgen(unchecked_param_type = "HTMLCanvasElement")] canvas: JsValue,
) -> Result<App, JsValue> {
    launch(Stage::find(root, canvas)?)
}

/// Starts the session and its listeners.
fn launch(stage: Stage) -> Result<App, JsValue> {
    console_error_panic_hook::set_once();
    let page = Page::new(stage)?;
    let listeners = listen(&page)?;
    {
        let mut p = page.borrow_mut();
        let begin = p.session.begin();
        p.carry_out(begin);
    }
    Ok(App {
        page,
        _listeners: listeners,
    })
}

/// A JavaScript `Error` saying `message`.
fn error(message: &str) -> JsValue {
    JsError::new(message).into()
}

fn busy() -> JsValue {
    error("the page is busy")
}

impl App {
    /// Reads `value` as a pit of the board shown.
    fn pit(&self, value: &JsValue) -> Result<usize, JsValue> {
        let count = self
            .page
            .try_borrow()
            .map_err(|_| busy())?
            .session
            .layout()
            .pits
            .len();
        if count == 0 {
            return Err(error("there is no board (the game is not available)"));
        }
        let last = u32::try_from(count - 1).unwrap_or(u32::MAX);
        Ok(args::integer(value, "pit", 0, last)? as usize)
    }

    /// Where the board draws the pit `value` names.
    fn drawn_pit(&self, value: &JsValue) -> Result<mancala_render::layout::Pit, JsValue> {
        let pit = self.pit(value)?;
        let p = self.page.try_borrow().map_err(|_| busy())?;
        let drawn = p.session.layout().pits.get(pit).copied();
        drawn.ok_or_else(|| error(&format!("no pit {pit}")))
    }

    /// Runs `command`; the session's refusal becomes the JavaScript error.
    /// The variant JavaScript named by `id`, or an error in the page's language naming the
    /// games there are.
    fn variant(&self, id: &str) -> Result<Variant, JsValue> {
        let page = self.page.try_borrow().map_err(|_| busy())?;
        parse_variant(id, page.session.texts()).map_err(|e| error(&e))
    }

    fn run(&self, command: Command) -> Result<Vec<Effect>, JsValue> {
        args::ensure_memory()?;
        let effects = self.page.try_borrow_mut().map_err(|_| busy())?.run(command);
        match effects.iter().find_map(|e| match e {
            Effect::Refused(why) => Some(why.clone()),
            _ => None,
        }) {
            Some(why) => Err(error(&why)),
            None => Ok(effects),
        }
    }
}

#[wasm_bindgen]
impl App {
    /// Redraws the board, first matching the canvas's backing store to its displayed size.
    ///
    /// # Errors
    /// When the page is busy.
    pub fn redraw(&self) -> Result<(), JsValue> {
        let mut page = self.page.try_borrow_mut().map_err(|_| busy())?;
        let frame = page.frame_now();
        page.run(frame);
        Ok(())
    }

    /// Starts a new game of `variant` (an id such as `"oware-abapa"`; the same or the
    /// `variant` setting's when absent) for `opponent`: `"human"`, `"computer"`, `"ai-1"` …
    /// `"ai-5"` (the computer at that level) or `"demo"` (the computer plays both sides); the
    /// `opponent` setting's when absent.
    ///
    /// # Errors
    /// An unknown variant or opponent; nothing changes.
    #[wasm_bindgen(js_name = newGame)]
    pub fn new_game(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "VariantId | string")] variant: Option<
            JsValue,
        >,
        #[wasm_bindgen(unchecked_optional_param_type = "string")] opponent: Option<JsValue>,
    ) -> Result<(), JsValue> {
        let variant = args::optional_name(&variant.unwrap_or_default(), "variant", "'kauri'")?
            .map(|id| self.variant(&id))
            .transpose()?;
        let opponent =
            args::optional_name(&opponent.unwrap_or_default(), "opponent", "'computer'")?
                .map(|name| OpponentChoice::parse(&name).map_err(|e| error(&e)))
                .transpose()?;
        self.run(Command::NewGame { variant, opponent }).map(drop)
    }

    /// What the board shows now (during an animation, the board of that moment):
    /// `{ variant, pits, cowries, owners, stores, animating, toMove, unavailable, playable,
    /// reducedMotion, opponent }`.
    ///
    /// # Errors
    /// When the page is busy (called from inside one of its own callbacks).
    #[wasm_bindgen(unchecked_return_type = "BoardView")]
    pub fn position(&self) -> Result<JsValue, JsValue> {
        let p = self.page.try_borrow().map_err(|_| busy())?;
        let s = &p.session;
        let t = s.table();
        let b = t.board();
        let opponent = s.seats().opponent;
        let view = BoardView {
            variant: t.variant().id(),
            pits: &b.pits,
            cowries: &b.cowries,
            owners: &b.owners,
            stores: b.stores,
            animating: t.animating(),
            to_move: t.to_move(),
            unavailable: t.unavailable(),
            playable: t.playable(opponent),
            reduced_motion: s.reduced_motion(),
            opponent: opponent.name(),
            marks: s.aid_marks(),
            note: s.note(),
            layout: Drawn::of(s.layout()),
        };
        to_js(&view).map_err(JsValue::from)
    }

    /// The game's position in the JSON position format (`null` when the variant is not
    /// available).
    ///
    /// # Errors
    /// When the page is busy.
    #[wasm_bindgen(js_name = gamePosition, unchecked_return_type = "Position | null")]
    pub fn game_position(&self) -> Result<JsValue, JsValue> {
        let p = self.page.try_borrow().map_err(|_| busy())?;
        let position = p.session.table().game().map(|g| g.current().position());
        to_js(&position).map_err(JsValue::from)
    }

    /// The centre of pit `pit` in CSS pixels from the canvas's top-left corner, `[x, y]`.
    ///
    /// # Errors
    /// A pit that the board does not have.
    #[wasm_bindgen(js_name = pitCenter)]
    pub fn pit_center(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] pit: JsValue,
    ) -> Result<Vec<f64>, JsValue> {
        let c = self.drawn_pit(&pit)?.center;
        Ok(vec![c.x, c.y])
    }

    /// Plays pit `pit` as a click would; true when it did something.
    ///
    /// # Errors
    /// When the page is busy.
    #[wasm_bindgen(js_name = clickPit)]
    pub fn click_pit(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] pit: JsValue,
    ) -> Result<bool, JsValue> {
        let effects = self.run(Command::Pit(self.pit(&pit)?))?;
        Ok(effects.contains(&Effect::Redraw))
    }

    /// Ends the animation at once.
    ///
    /// # Errors
    /// When the page is busy.
    pub fn skip(&self) -> Result<(), JsValue> {
        self.run(Command::Skip).map(drop)
    }

    /// Sets the animation speed (1 normal, 2.5 fast, `Infinity` instant).
    ///
    /// # Errors
    /// When the page is busy.
    #[wasm_bindgen(js_name = setSpeed)]
    pub fn set_speed(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] speed: JsValue,
    ) -> Result<(), JsValue> {
        let speed = args::number(&speed, "speed", "a number > 0 (Infinity: instant)", |x| {
            x > 0.0
        })?;
        self.run(Command::Speed(speed)).map(drop)
    }

    /// Draws one frame as if the frame loop ran at time `now` (milliseconds on the
    /// `performance.now()` clock) and returns whether the animation goes on. For benchmarks and
    /// tests; the page's own loop keeps running as usual.
    ///
    /// # Errors
    /// When the page is busy.
    #[wasm_bindgen(js_name = drawAt)]
    pub fn draw_at(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] now: JsValue,
    ) -> Result<bool, JsValue> {
        let now = args::number(
            &now,
            "now",
            "a finite number of milliseconds",
            f64::is_finite,
        )?;
        let mut page = self.page.try_borrow_mut().map_err(|_| busy())?;
        let frame = page.frame_at(now);
        page.run(frame);
        Ok(page.session.table().animating())
    }

    /// Speaks the language `lang` names (`"fr"`, `"fr-CI"`, `"en"`): every control, the menu's
    /// rules summaries, the board's announcements and the spoken account of each move.
    ///
    /// # Errors
    /// A language the game does not speak (the message lists those it does); nothing changes.
    #[wasm_bindgen(js_name = setLanguage)]
    pub fn set_language(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] lang: JsValue,
    ) -> Result<(), JsValue> {
        let lang = args::name(&lang, "lang", "'fr'")?;
        let texts = mancala_i18n::language(&lang).map_err(|e| error(&e))?;
        self.run(Command::SetLanguage(texts)).map(drop)
    }

    /// The language spoken now (`"en"`, `"fr"`).
    ///
    /// # Errors
    /// When the page is busy.
    #[wasm_bindgen(getter)]
    pub fn language(&self) -> Result<String, JsValue> {
        let p = self.page.try_borrow().map_err(|_| busy())?;
        Ok(p.session.texts().code().to_string())
    }

    /// The radius of pit `pit` on the canvas, in CSS pixels (a kiosk's pits are at least 15 mm
    /// across).
    ///
    /// # Errors
    /// A pit that the board does not have.
    #[wasm_bindgen(js_name = pitRadius)]
    pub fn pit_radius(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] pit: JsValue,
    ) -> Result<f64, JsValue> {
        Ok(self.drawn_pit(&pit)?.radius)
    }

    /// Lets `thinker` choose the computer's moves: a `Worker` running `www/ai-worker.js`, or
    /// anything with its `postMessage` and `onmessage` (`www/thinker.js`).
    ///
    /// # Errors
    /// When the page is busy.
    #[wasm_bindgen(js_name = useWorker)]
    pub fn use_worker(
        &self,
        #[wasm_bindgen(
            unchecked_param_type = "Worker | { postMessage(message: unknown): void; onmessage: ((event: MessageEvent) => void) | null }"
        )]
        thinker: JsValue,
    ) -> Result<(), JsValue> {
        let expects = "a Worker, or an object with postMessage and onmessage";
        if !thinker.is_object()
            || !args::property(&thinker, "postMessage", "thinker")?.is_function()
        {
            return Err(args::wrong("thinker", expects, &thinker).into());
        }
        // A frozen object, or a Proxy refusing the write, could not be told the answers.
        if js_sys::Reflect::set(&thinker, &"onmessage".into(), &JsValue::NULL) != Ok(true) {
            return Err(error("thinker must let its onmessage be set"));
        }
        let mut p = self.page.try_borrow_mut().map_err(|_| busy())?;
        p.computer.attach(thinker.unchecked_into());
        Ok(())
    }
}
