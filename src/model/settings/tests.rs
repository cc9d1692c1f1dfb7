//! The settings parser's tests: every setting read as written, bad values refused with the
//! reason.

use super::*;
use mancala_i18n::english;

fn read(name: &str, value: &str) -> Result<Option<Setting>, String> {
    parse(name, Some(value), english())
}

#[test]
fn every_attribute_is_read_as_written() {
    assert_eq!(
        read("variant", " kauri"),
        Ok(Some(Setting::Variant(Variant::Kauri)))
    );
    assert_eq!(
        read("lang", "fr-CI"),
        Ok(Some(Setting::Lang(Some("fr".into()))))
    );
    assert_eq!(
        parse("lang", None, english()),
        Ok(Some(Setting::Lang(None)))
    );
    let computer = Opponent::Computer { side: 1 };
    assert_eq!(
        read("opponent", "computer"),
        Ok(Some(Setting::Opponent(computer, None)))
    );
    assert_eq!(
        read("opponent", "ai-4"),
        Ok(Some(Setting::Opponent(computer, Some(4))))
    );
    assert_eq!(
        read("opponent", "hotseat"),
        Ok(Some(Setting::Opponent(Opponent::HotSeat, None)))
    );
    assert_eq!(read("level", "3"), Ok(Some(Setting::Level(3))));
    assert_eq!(parse("level", None, english()), Ok(Some(Setting::Level(1))));
    assert_eq!(read("kiosk", ""), Ok(Some(Setting::Kiosk(true))));
    assert_eq!(
        read("face-to-face", ""),
        Ok(Some(Setting::FaceToFace(true)))
    );
    assert_eq!(
        read("face-to-face", "false"),
        Ok(Some(Setting::FaceToFace(false)))
    );
    assert_eq!(read("address", ""), Ok(Some(Setting::Address(true))));
    assert_eq!(read("address", "false"), Ok(Some(Setting::Address(false))));
    assert_eq!(
        parse("kiosk", None, english()),
        Ok(Some(Setting::Kiosk(false)))
    );
    assert_eq!(read("idle", "0.5"), Ok(Some(Setting::Idle(0.5))));
    assert_eq!(read("idle", " 90 "), Ok(Some(Setting::Idle(90.0))));
    assert_eq!(read("level", "+4.0"), Ok(Some(Setting::Level(4))));
    assert_eq!(
        read("preview", "off"),
        Ok(Some(Setting::Preview(Some(false))))
    );
    assert_eq!(read("preview", ""), Ok(Some(Setting::Preview(Some(true)))));
    assert_eq!(
        parse("preview", None, english()),
        Ok(Some(Setting::Preview(None)))
    );
    assert_eq!(
        read("rules", " O-5plots=literal; O-may=optional "),
        Ok(Some(Setting::Rules(Some(
            "O-5plots=literal; O-may=optional".into()
        ))))
    );
    assert_eq!(
        parse("rules", None, english()),
        Ok(Some(Setting::Rules(None)))
    );
    assert_eq!(read("style", "x"), Ok(None), "not a setting: ignored");
}

#[test]
fn seconds_are_written_as_people_write_them() {
    for (secs, text) in [
        (120.0, "120"),
        (2.5, "2.5"),
        (0.125, "0.125"),
        (1.0004, "1"),
    ] {
        assert_eq!(seconds(secs), text);
    }
}

#[test]
fn numbers_are_read_as_people_write_them() {
    for (text, value) in [
        ("3", Some(3.0)),
        ("2.5", Some(2.5)),
        (".5", Some(0.5)),
        ("7.", Some(7.0)),
        ("-1", Some(-1.0)),
        (" 120 ", Some(120.0)),
        ("0.125", Some(0.125)),
        ("", None),
        (".", None),
        ("-", None),
        ("1e3", None),
        ("1.2.3", None),
        ("NaN", None),
        ("Infinity", None),
        ("1 2", None),
        ("9999999999999", None),
    ] {
        assert_eq!(plain_number(text), value, "{text:?}");
    }
}

#[test]
fn bad_values_are_refused_with_the_reason() {
    for (name, value) in [
        ("opponent", "robot"),
        ("opponent", "ai-6"),
        ("opponent", "ai-0"),
        ("level", "9"),
        ("level", "2.5"),
        ("level", "two"),
        ("idle", "-3"),
        ("idle", "Infinity"),
        ("lang", "tlh"),
        ("variant", "owari"),
    ] {
        assert!(read(name, value).is_err(), "{name}={value:?}");
    }
    assert_eq!(
        read("lang", "xx"),
        Err("language 'xx' is not available; available: en, fr, es".into())
    );
    let err = read("variant", "owari").unwrap_err();
    assert!(err.starts_with("There is no game called “owari”; the games are oware-abapa, "));
}

#[test]
fn the_language_is_the_one_asked_else_the_browsers_else_english() {
    let browser = ["de-DE".to_string(), "fr-CI".into()];
    assert_eq!(language(Some("en"), &browser).code(), "en");
    assert_eq!(language(None, &browser).code(), "fr");
    assert_eq!(language(None, &["de".to_string()]).code(), "en");
}
