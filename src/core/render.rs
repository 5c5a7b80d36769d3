//! The one place where an [`Image`] becomes bytes or terminal text, through
//! [`crate::render`].

use super::{
    effect::{Audience, Image, ImageView},
    ratings::records::HistoryPoint,
};
pub use crate::render::RenderError;
use std::sync::LazyLock;

use crate::{
    i18n::{self, Args, Lang},
    render::{self, chart::ChartPoint, Labels, RenderOptions, Series},
    rules::Side,
};

/// The words of the pictures in `lang` (`board.ftl`): each [`Labels`] field `to_move` is
/// message `board-to-move`. A template's `{n}` stays for the renderer to fill, so a
/// translation's plural selector on it reads its default case.
pub fn labels(lang: Lang) -> Labels {
    static ALL: LazyLock<Vec<Labels>> = LazyLock::new(|| Lang::ALL.map(build_labels).into());
    let index = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
    ALL.get(index).cloned().unwrap_or_default()
}

fn build_labels(lang: Lang) -> Labels {
    let serde_json::Value::Object(english) =
        serde_json::to_value(Labels::default()).unwrap_or_default()
    else {
        return Labels::default();
    };
    let mut words = serde_json::Map::new();
    for (field, template) in english {
        let id = format!("board-{}", field.replace('_', "-"));
        if !i18n::has(Lang::En, &id) {
            continue; // not a word (the separator)
        }
        // The template's own placeholders, passed through as they are.
        let mut args = Args::new();
        let mut rest = template.as_str().unwrap_or_default();
        while let Some((_, after)) = rest.split_once('{') {
            let Some((name, tail)) = after.split_once('}') else {
                break;
            };
            args = args.str(name.to_owned(), format!("{{{name}}}"));
            rest = tail;
        }
        words.insert(
            field,
            serde_json::Value::String(i18n::format(lang, &id, &args)),
        );
    }
    serde_json::from_value(serde_json::Value::Object(words)).unwrap_or_default()
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
        labels: labels(image.caption.lang),
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
        ImageView::Replay(board) => render::replay_gif(board, &options).map(|b| (b, "gif")),
        ImageView::Hexdame(game) => render::hexdame_png(game, &options).map(|b| (b, "png")),
        ImageView::HexdameReplay(game) => {
            render::hexdame_replay_gif(game, &options).map(|b| (b, "gif"))
        }
        ImageView::RatingChart(points) => rating_chart_png(points).map(|b| (b, "png")),
    }
}

/// A rating history as a PNG, drawn by [`render::chart::rating_chart`].
fn rating_chart_png(points: &[HistoryPoint]) -> Result<Vec<u8>, RenderError> {
    let points: Vec<ChartPoint> = points
        .iter()
        .map(|p| ChartPoint {
            rating: f64::from(p.rating),
            deviation: f64::from(p.deviation),
        })
        .collect();
    let png = render::chart::rating_chart(&points);
    if png.is_empty() {
        return Err(RenderError::NothingDrawn);
    }
    Ok(png)
}

/// The image drawn as text for a terminal (ANSI colours when `colour`).
pub fn terminal_text(image: &Image, colour: bool) -> String {
    let board = match &image.view {
        ImageView::Player(view) => render::terminal_player_view(view, colour),
        ImageView::Spectator(view) => render::terminal_spectator(view, colour),
        ImageView::Revealed(board) | ImageView::Replay(board) => {
            render::terminal_revealed(board, colour)
        }
        ImageView::Hexdame(game) | ImageView::HexdameReplay(game) => {
            render::terminal_hexdame(game, colour)
        }
        // The terminal has no picture of it: the first and the last rating (the caption's
        // title names the chart).
        ImageView::RatingChart(points) => match (points.first(), points.last()) {
            (Some(first), Some(last)) => format!("{} → {}", first.rating, last.rating),
            _ => String::new(),
        },
    };
    format!("{}\n{board}", image.caption.title)
}
