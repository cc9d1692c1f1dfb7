//! Reading the parameters of exported functions: every one is taken as a `JsValue` and checked
//! here, so that any JavaScript value (a number where a string belongs, `null`, a symbol, a
//! Proxy whose traps throw, a 10 MB string) is answered with an `Error` naming the parameter and
//! what it expects ("variant must be a string such as 'oware-abapa', not a number"), never a
//! trap in the generated glue. One helper per kind of parameter; nothing here panics, and no
//! helper lets a JavaScript exception pass through Rust (property reads go through `Reflect`,
//! which catches).

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

#[wasm_bindgen]
extern "C" {
    /// `Array.isArray`, which throws for a revoked Proxy: caught here.
    #[wasm_bindgen(catch, js_namespace = Array, js_name = isArray)]
    fn is_array_or_throws(value: &JsValue) -> Result<bool, JsValue>;
}

/// True for an array (or a Proxy of one); false for anything else, a revoked Proxy included.
pub fn is_array(value: &JsValue) -> bool {
    value.is_object() && is_array_or_throws(value).unwrap_or(false)
}

/// Names, ids and tags longer than this are refused before they are copied into the module's
/// memory (a 10 MB "variant" would otherwise grow it for good).
pub const MAX_NAME_LENGTH: u32 = 1000;

/// JSON texts (positions, moves, saved games) longer than this are refused before they are
/// copied into the module's memory: a saved game of 20,000 plies is some 400,000 characters.
pub const MAX_JSON_LENGTH: u32 = 16 << 20;

/// Memory a call makes sure of before it builds anything (see [`ensure_memory`]).
pub const HEADROOM: usize = 1 << 20;

/// What a call says when the module's memory is exhausted.
pub const OUT_OF_MEMORY: &str = "out of memory: the WebAssembly module has no room for this \
    call; free the games no longer needed (game.free()) and try again";

/// Asks for [`HEADROOM`] bytes and gives them back at once. Rust aborts (a WebAssembly trap that
/// leaves the module unusable) when an allocation fails; asked this way, a failure is an answer
/// instead, and the call refuses before it changes anything. When the room is there, the
/// allocations of the call (far smaller than it) find it free.
///
/// # Errors
/// When the memory cannot grow by that much ([`OUT_OF_MEMORY`]).
pub fn ensure_memory() -> Result<(), JsError> {
    Vec::<u8>::new()
        .try_reserve_exact(HEADROOM)
        .map_err(|_| JsError::new(OUT_OF_MEMORY))
}

/// What `value` is, for a message: "a number", "null", "an array", "a string of 12 characters"…
pub fn kind(value: &JsValue) -> String {
    if value.is_null() {
        return "null".into();
    }
    if value.is_undefined() {
        return "undefined".into();
    }
    if let Some(s) = value.dyn_ref::<js_sys::JsString>() {
        return format!("a string of {} characters", s.length());
    }
    if is_array(value) {
        return "an array".into();
    }
    match value.js_typeof().as_string().as_deref() {
        Some("number") => "a number".into(),
        Some("boolean") => "a boolean".into(),
        Some("symbol") => "a symbol".into(),
        Some("bigint") => "a BigInt".into(),
        Some("function") => "a function".into(),
        _ => "an object".into(),
    }
}

/// The error for `name` when it is not what it should be: "`name` must be `expects`, not ...".
pub fn wrong(name: &str, expects: &str, value: &JsValue) -> JsError {
    JsError::new(&format!("{name} must be {expects}, not {}", kind(value)))
}

/// A string of at most [`MAX_NAME_LENGTH`] characters; `example` shows one ("'oware-abapa'").
///
/// # Errors
/// Any other value, or a longer string.
pub fn name(value: &JsValue, param: &str, example: &str) -> Result<String, JsError> {
    let expects = || format!("a string such as {example}");
    match value.dyn_ref::<js_sys::JsString>() {
        Some(s) if s.length() <= MAX_NAME_LENGTH => value
            .as_string()
            .ok_or_else(|| wrong(param, &expects(), value)),
        _ => Err(wrong(param, &expects(), value)),
    }
}

/// Like [`name`], with `undefined` and `null` meaning "none".
///
/// # Errors
/// Any other value that is not a short string.
pub fn optional_name(
    value: &JsValue,
    param: &str,
    example: &str,
) -> Result<Option<String>, JsError> {
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    let expects = format!("a string such as {example}, or undefined");
    match value.dyn_ref::<js_sys::JsString>() {
        Some(s) if s.length() <= MAX_NAME_LENGTH => value
            .as_string()
            .map(Some)
            .ok_or_else(|| wrong(param, &expects, value)),
        _ => Err(wrong(param, &expects, value)),
    }
}

/// Settings as a page writes them (`app.configure`, `firstFrame`): an object of `name: value`,
/// each value a string or none, as `(name, value)` pairs in the object's order; symbols name no
/// setting and are passed over.
///
/// # Errors
/// Not an object, one that cannot be read, or a value that is not a short string or none.
pub fn settings(value: &JsValue) -> Result<Vec<(String, Option<String>)>, JsError> {
    let object = object(value, "settings", "an object of name: value")?;
    let unreadable =
        |e: JsValue| JsError::new(&format!("settings could not be read: {}", thrown(&e)));
    let mut pairs = Vec::new();
    for key in js_sys::Reflect::own_keys(&object)
        .map_err(unreadable)?
        .iter()
    {
        let Some(name) = key.as_string() else {
            continue;
        };
        let value = property(&object, &name, "settings")?;
        pairs.push((
            name.clone(),
            optional_name(&value, &format!("settings.{name}"), "'kauri'")?,
        ));
    }
    Ok(pairs)
}

/// Game links longer than this are refused before they are copied into the module's memory: a
/// game of 20,000 plies with a start position is some 40,000 characters.
pub const MAX_LINK_LENGTH: u32 = 1 << 20;

/// A string of at most `max` characters; `expects` says what it holds ("a game link such as
/// 'game=1.oware-abapa.CH'").
///
/// # Errors
/// Any other value, or a longer string.
pub fn text(value: &JsValue, param: &str, expects: &str, max: u32) -> Result<String, JsError> {
    match value.dyn_ref::<js_sys::JsString>() {
        Some(s) if s.length() <= max => value
            .as_string()
            .ok_or_else(|| wrong(param, expects, value)),
        Some(s) => Err(JsError::new(&format!(
            "{param} is {} characters long; at most {max} are read",
            s.length()
        ))),
        None => Err(wrong(param, expects, value)),
    }
}

/// A game link's text (`Game.fromLink`, `app.openLink`).
///
/// # Errors
/// Not a string, or longer than [`MAX_LINK_LENGTH`].
pub fn link(value: &JsValue) -> Result<String, JsError> {
    text(
        value,
        "link",
        "a game link such as 'game=1.oware-abapa.CH'",
        MAX_LINK_LENGTH,
    )
}

/// A whole number from `min` to `max` (`-0` is 0).
///
/// # Errors
/// Any other value: not a number, a fraction, NaN, an infinity, or outside the range.
pub fn integer(value: &JsValue, param: &str, min: u32, max: u32) -> Result<u32, JsError> {
    let expects = format!("a whole number from {min} to {max}");
    match value.as_f64() {
        Some(x) if x.fract() == 0.0 && x >= f64::from(min) && x <= f64::from(max) => Ok(x as u32),
        Some(x) => Err(JsError::new(&format!("{param} must be {expects}, not {x}"))),
        None => Err(wrong(param, &expects, value)),
    }
}

/// A number for which `ok` holds (`expects` says which: "a number > 0 (Infinity allowed)").
///
/// # Errors
/// Any other value.
pub fn number(
    value: &JsValue,
    param: &str,
    expects: &str,
    ok: impl Fn(f64) -> bool,
) -> Result<f64, JsError> {
    match value.as_f64() {
        Some(x) if ok(x) => Ok(x),
        Some(x) => Err(JsError::new(&format!("{param} must be {expects}, not {x}"))),
        None => Err(wrong(param, expects, value)),
    }
}

/// An object (not an array, a function or `null`).
///
/// # Errors
/// Any other value.
pub fn object(value: &JsValue, param: &str, expects: &str) -> Result<js_sys::Object, JsError> {
    let plain = value.is_object() && !is_array(value);
    if plain {
        Ok(value.clone().unchecked_into())
    } else {
        Err(wrong(param, expects, value))
    }
}

/// A function, or `null`/`undefined` for none.
///
/// # Errors
/// Any other value.
pub fn optional_function(
    value: &JsValue,
    param: &str,
) -> Result<Option<js_sys::Function>, JsError> {
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    value
        .dyn_ref::<js_sys::Function>()
        .cloned()
        .map(Some)
        .ok_or_else(|| wrong(param, "a function or null", value))
}

/// Property `key` of `object`, read through `Reflect.get` so that a throwing getter or Proxy
/// trap becomes an error naming `param` rather than an exception crossing Rust.
///
/// # Errors
/// When reading the property throws.
pub fn property(object: &JsValue, key: &str, param: &str) -> Result<JsValue, JsError> {
    js_sys::Reflect::get(object, &JsValue::from_str(key))
        .map_err(|e| JsError::new(&format!("{param}.{key} could not be read: {}", thrown(&e))))
}

/// What a JavaScript exception says, for a message.
pub fn thrown(error: &JsValue) -> String {
    if let Some(e) = error.dyn_ref::<js_sys::Error>() {
        return String::from(e.message());
    }
    error.as_string().unwrap_or_else(|| kind(error))
}
