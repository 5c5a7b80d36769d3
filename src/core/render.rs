//! The one place where an [`Image`] becomes bytes or terminal text, through
//! [`crate::render`].

use super::{
    clock::human_duration,
    effect::{Audience, Image, ImageView},
    ids::{GameId, Millis},
    messages::LocalMsg,
    ratings::records::HistoryPoint,
};
pub use crate::render::RenderError;
use std::sync::LazyLock;

use crate::{
    i18n::{self, Args, Lang},
    render::{self, chart::ChartPoint, Labels, Phrase, Phrases, RenderOptions, Series},
    rules::{DarkVersion, Family, GameSpec, Side, Variant},
};

/// The words of the pictures in `lang` (`board.ftl`): each [`Labels`] field is the Fluent
/// message written beside it ([`render::Phrases`]). A template's `{n}` stays for the renderer
/// to fill, so a translation's plural selector on it reads its default case.
pub fn labels(lang: Lang) -> Labels {
    static ALL: LazyLock<Vec<Labels>> = LazyLock::new(|| Lang::ALL.map(build_labels).into());
    let index = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
    ALL.get(index).cloned().unwrap_or_default()
}

fn build_labels(lang: Lang) -> Labels {
    Labels::from_texts(&|phrase| i18n::format(lang, phrase.id, &placeholders(phrase)))
}

/// The phrase's own placeholders as its arguments, passed through as they are (`$n` is
/// `{n}`).
fn placeholders(phrase: Phrase) -> Args {
    phrase.placeholders().fold(Args::new(), |args, name| {
        args.str(name, format!("{{{name}}}"))
    })
}

/// The title of a game's pictures in `lang`: `#12 · Pimeä Hex 9×9` (the board size stays
/// as it is, like a cell).
pub fn picture_title(lang: Lang, game: GameId, spec: &GameSpec) -> String {
    let labels = labels(lang);
    match spec {
        GameSpec::Hex(settings) => {
            let name = match settings.variant {
                Variant::Hex => &labels.hex,
                Variant::Rex => &labels.rex,
                Variant::DarkHex(DarkVersion::Classic) => &labels.dark_hex,
                Variant::DarkHex(DarkVersion::Abrupt) => &labels.dark_hex_abrupt,
            };
            format!("#{game} · {name} {}", settings.size)
        }
        other => format!("#{game} · {}", render::family_name(&labels, other.family())),
    }
}

/// The clock line of a timed game's pictures in `lang`: each colour's time left, as a clock
/// shows it (`Punainen 4:05 · Sininen 1:02:00`; a day or more in words, `1 vrk 4 h`). It
/// shares the title's line, so it is kept short: the time control is in the game's start
/// message, and a 7×7 picture is narrow.
pub fn clock_line(lang: Lang, family: Family, left: [Option<Millis>; 2]) -> String {
    let labels = labels(lang);
    let colour = |side: Side| render::side_name(&labels, family, side);
    let left = |i: usize| left[i].map(|ms| clock_face(ms, lang)).unwrap_or_default();
    format!(
        "{} {} · {} {}",
        colour(Side::First),
        left(0),
        colour(Side::Second),
        left(1)
    )
}

/// A time left as a clock face shows it: `4:05`, `1:02:00`; a day or more in `lang`'s words.
fn clock_face(ms: Millis, lang: Lang) -> String {
    const SECOND: Millis = 1_000;
    let seconds = ms.max(0) / SECOND;
    let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    match hours {
        0 => format!("{minutes}:{seconds:02}"),
        1..=23 => format!("{hours}:{minutes:02}:{seconds:02}"),
        _ => human_duration(ms, lang),
    }
}

/// The computer's name at a table in `lang`: `computer (easy)`, `tietokone (helppo)`.
pub fn computer_name(lang: Lang, level: &str) -> String {
    super::messages::Name::computer(level).text(lang)
}

/// The picture's words; without "(you)" after a viewer whose name already says it (local
/// mode's single player is called "You", and "You (you)" says it twice).
fn viewer_labels(image: &Image) -> Labels {
    let mut labels = labels(image.caption.lang);
    if let ImageView::Player(view) = &image.view {
        let name = match Side::from(view.viewer()) {
            Side::First => &image.caption.red_name,
            Side::Second => &image.caption.blue_name,
        };
        let you = LocalMsg::SeatName {
            seat: "you".to_owned(),
        }
        .text(image.caption.lang);
        if *name == you {
            labels.you.clear();
        }
    }
    labels
}

fn options(image: &Image) -> RenderOptions {
    // Each audience of a game is its own series: the next picture it gets mostly repeats
    // the last one.
    let audience = match image.source.audience {
        Audience::Player(Side::First) => 0,
        Audience::Player(Side::Second) => 1,
        Audience::Spectator => 2,
        Audience::Revealed => 3,
        Audience::Replay => 4,
        Audience::Knowledge => 5,
    };
    RenderOptions {
        series: Some(Series {
            game: image.source.game.0,
            audience,
        }),
        title: image.caption.title.clone(),
        red_name: image.caption.red_name.clone(),
        blue_name: image.caption.blue_name.clone(),
        clock: image.caption.clock.clone(),
        labels: viewer_labels(image),
        ..RenderOptions::default()
    }
}

/// The image's bytes and their file extension: a PNG, or a GIF for an animated replay.
pub fn render_image(image: &Image) -> Result<(Vec<u8>, &'static str), RenderError> {
    let options = options(image);
    match &image.view {
        ImageView::Player(view) => render::player_view_png(view, &options).map(|b| (b, "png")),
        ImageView::Spectator(view) => render::spectator_png(view, &options).map(|b| (b, "png")),
        ImageView::Revealed(board) => render::revealed_png(board, &options).map(|b| (b, "png")),
        ImageView::Replay(board) => {
            replay_once((false, board), &options, render::replay_gif).map(|b| (b, "gif"))
        }
        ImageView::Knowledge(board) => {
            replay_once((true, board), &options, render::knowledge_gif).map(|b| (b, "gif"))
        }
        ImageView::Open(board) => render::open_png(board, &options).map(|b| (b, "png")),
        ImageView::OpenReplay(board) => {
            render::open_replay_gif(board, &options).map(|b| (b, "gif"))
        }
        ImageView::RatingChart(points) => {
            rating_chart_png(points, image.caption.lang).map(|b| (b, "png"))
        }
        ImageView::Standings(table) => {
            render::standings::standings_png(table, options.theme).map(|b| (b, "png"))
        }
        ImageView::Bracket(picture) => {
            render::bracket::bracket_png(picture, options.theme).map(|b| (b, "png"))
        }
    }
}

/// A rating history as a PNG, drawn by [`render::chart::rating_chart`].
fn rating_chart_png(points: &[HistoryPoint], lang: Lang) -> Result<Vec<u8>, RenderError> {
    let points: Vec<ChartPoint> = points
        .iter()
        .map(|p| ChartPoint {
            rating: f64::from(p.rating),
            deviation: f64::from(p.deviation),
        })
        .collect();
    let png = render::chart::rating_chart_in(&points, &labels(lang));
    if png.is_empty() {
        return Err(RenderError::NothingDrawn);
    }
    Ok(png)
}

/// The image drawn as text for a terminal (ANSI colours when `colour`).
pub fn terminal_text(image: &Image, colour: bool) -> String {
    let labels = labels(image.caption.lang);
    let board = match &image.view {
        ImageView::Player(view) => render::terminal_player_view(view, &labels, colour),
        ImageView::Spectator(view) => render::terminal_spectator(view, &labels, colour),
        ImageView::Revealed(board) | ImageView::Replay(board) | ImageView::Knowledge(board) => {
            render::terminal_revealed(board, &labels, colour)
        }
        ImageView::Open(board) | ImageView::OpenReplay(board) => {
            render::terminal_open(board, &labels, colour)
        }
        // The terminal has no picture of it: the first and the last rating (the caption's
        // title names the chart).
        ImageView::RatingChart(points) => match (points.first(), points.last()) {
            (Some(first), Some(last)) => format!("{} → {}", first.rating, last.rating),
            _ => String::new(),
        },
        // The text beside it has every line already.
        ImageView::Standings(_) | ImageView::Bracket(_) => String::new(),
    };
    format!("{}\n{board}", image.caption.title)
}

/// Animated replays already drawn, by kind (knowledge or not), board and wording: a result
/// post's Replay button may be pressed by everyone in the channel, and a finished game does
/// not change, so it is drawn once. At most four are kept (a 19×19 knowledge replay is a few
/// MB).
type ReplayKey = (bool, crate::rules::Revealed, u128);
static REPLAYS: crate::render::cache::Bounded<ReplayKey, std::sync::Arc<Vec<u8>>> =
    crate::render::cache::Bounded::new(4);

/// `draw(board, options)`, or the bytes it gave last time for the same replay.
fn replay_once(
    (knowledge, board): (bool, &crate::rules::Revealed),
    options: &RenderOptions,
    draw: fn(&crate::rules::Revealed, &RenderOptions) -> Result<Vec<u8>, RenderError>,
) -> Result<Vec<u8>, RenderError> {
    // Everything the picture says, as one number (the options hold no hash of their own).
    let wording = xxhash_rust::xxh3::xxh3_128(format!("{options:?}").as_bytes());
    let key = (knowledge, board.clone(), wording);
    REPLAYS
        .get_or_insert_with(key, || draw(board, options).map(std::sync::Arc::new))
        .map(|bytes| bytes.as_ref().clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all_phrases() -> Vec<Phrase> {
        let mut phrases = Vec::new();
        Labels::phrases(&mut phrases);
        phrases
    }

    #[test]
    fn every_label_has_a_text_in_every_language() {
        let mut missing = Vec::new();
        for lang in Lang::ALL {
            for phrase in all_phrases() {
                // Without an English fallback; a placeholder the English template lacks is
                // a formatting error too.
                match i18n::format_strict(lang, phrase.id, &placeholders(phrase)) {
                    Ok(text) if text.trim().is_empty() => {
                        missing.push(format!("{lang}: {}", phrase.id))
                    }
                    Ok(_) => {}
                    Err(error) => missing.push(error),
                }
            }
        }
        assert!(missing.is_empty(), "{missing:#?}");
    }

    #[test]
    fn the_english_texts_are_the_defaults() {
        assert_eq!(labels(Lang::En), Labels::default());
        let finnish = labels(Lang::Fi);
        assert_ne!(finnish.red, Labels::default().red);
        assert_ne!(
            finnish.families.hexdame.white,
            Labels::default().families.hexdame.white
        );
    }

    #[test]
    fn every_board_message_is_a_label_or_named_here() {
        // `board.ftl`'s messages that are not a picture's label, and who reads them.
        const OTHERS: [&str; 4] = [
            "board-computer",         // core::name (Name::computer)
            "board-duration-days",    // clock::human_duration
            "board-duration-hours",   // 〃
            "board-duration-minutes", // 〃
        ];
        let labels: Vec<&str> = all_phrases().iter().map(|p| p.id).collect();
        let board = i18n::ids(Lang::En)
            .into_iter()
            .find(|(stem, _)| *stem == "board")
            .map(|(_, ids)| ids)
            .unwrap_or_default();
        assert!(!board.is_empty());
        let unread: Vec<&String> = board
            .iter()
            .filter(|id| !labels.contains(&id.as_str()) && !OTHERS.contains(&id.as_str()))
            .collect();
        assert!(
            unread.is_empty(),
            "board.ftl messages no label reads: {unread:?}"
        );
    }
}
