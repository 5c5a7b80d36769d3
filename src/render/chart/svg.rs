//! The rating-history chart as SVG for the web pages: the same plot as the PNG (its size,
//! [`Scale`], columns, colours, ±RD band, dashed provisional stretches, grid labels, the first
//! value in bold and the last in a tag), drawn as vector shapes the browser smooths.

use std::fmt::Write;

use super::ChartPoint;
use super::{
    drawable, x_of, Colours, Placed, Scale, BAND_ALPHA, HEIGHT, LABEL_PX, PLOT_BOTTOM, PLOT_LEFT,
    PLOT_RIGHT, PLOT_TOP, WIDTH,
};
use crate::render::{palette::Rgb, Theme};

/// `#rrggbb`.
fn hex(colour: Rgb) -> String {
    format!("#{:02x}{:02x}{:02x}", colour[0], colour[1], colour[2])
}

/// Escapes `text` for an SVG text node (the words come from the catalogues, never a user).
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The SVG of a rating history, oldest first, titled `title` for screen readers; `no_games`
/// is written across an empty chart.
pub fn rating_chart_svg(
    points: &[ChartPoint],
    theme: Theme,
    title: &str,
    no_games: &str,
) -> String {
    let colours = Colours::of(theme);
    let games = drawable(points);
    let scale = Scale::of(&games);
    let mut out = String::with_capacity(4096);
    let _ = write!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {WIDTH} {HEIGHT}\" \
         class=\"chart\" role=\"img\" font-family=\"DejaVu Sans, sans-serif\" \
         font-size=\"{LABEL_PX}\"><title>{}</title><rect width=\"{WIDTH}\" height=\"{HEIGHT}\" fill=\"{}\"/>",
        escaped(title),
        hex(colours.page)
    );
    for &rating in &scale.lines {
        let y = scale.y(rating).round().min(PLOT_BOTTOM - 1.0) + 0.5;
        let _ = write!(
            out,
            "<path d=\"M{PLOT_LEFT} {y}H{PLOT_RIGHT}\" stroke=\"{}\"/>",
            hex(colours.grid)
        );
    }
    if games.is_empty() {
        let _ = write!(
            out,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" fill=\"{}\" font-size=\"15\">{}</text></svg>",
            (PLOT_LEFT + PLOT_RIGHT) / 2.0,
            (PLOT_TOP + PLOT_BOTTOM) / 2.0 + 5.0,
            hex(colours.muted),
            escaped(no_games)
        );
        return out;
    }
    let placed: Vec<Placed> = games
        .iter()
        .enumerate()
        .map(|(i, g)| Placed {
            x: x_of(i, games.len()),
            y: scale.y(g.rating),
            top: scale.y(g.rating + g.deviation).max(PLOT_TOP),
            bottom: scale.y(g.rating - g.deviation).min(PLOT_BOTTOM),
            provisional: g.provisional(),
        })
        .collect();
    // The band: along the tops, back along the bottoms (a single game: a short bar).
    let mut band = String::new();
    if let [only] = placed.as_slice() {
        let _ = write!(
            band,
            "M{} {}H{}V{}H{}Z",
            only.x - 5.0,
            only.top,
            only.x + 5.0,
            only.bottom,
            only.x - 5.0
        );
    } else {
        for (i, p) in placed.iter().enumerate() {
            let _ = write!(
                band,
                "{}{:.1} {:.1}",
                if i == 0 { "M" } else { "L" },
                p.x,
                p.top
            );
        }
        for p in placed.iter().rev() {
            let _ = write!(band, "L{:.1} {:.1}", p.x, p.bottom);
        }
        band.push('Z');
    }
    let _ = write!(
        out,
        "<path d=\"{band}\" fill=\"{}\" fill-opacity=\"{BAND_ALPHA}\"/>",
        hex(colours.band)
    );
    // The line, one path per stretch of equal look (provisional ones dashed).
    let mut from = 0;
    while from + 1 < placed.len() {
        let look = placed[from + 1].provisional;
        let mut to = from + 1;
        while to + 1 < placed.len() && placed[to + 1].provisional == look {
            to += 1;
        }
        let mut d = String::new();
        for (i, p) in placed[from..=to].iter().enumerate() {
            let _ = write!(d, "{}{:.1} {:.1}", if i == 0 { "M" } else { "L" }, p.x, p.y);
        }
        let (colour, dash) = if look {
            (colours.provisional, " stroke-dasharray=\"5 3.5\"")
        } else {
            (colours.line, "")
        };
        let _ = write!(
            out,
            "<path d=\"{d}\" fill=\"none\" stroke=\"{}\" stroke-width=\"2.2\" \
             stroke-linejoin=\"round\"{dash}/>",
            hex(colour)
        );
        from = to;
    }
    let (Some(first), Some(last), Some(first_at), Some(last_at)) =
        (games.first(), games.last(), placed.first(), placed.last())
    else {
        out.push_str("</svg>");
        return out;
    };
    let _ = write!(
        out,
        "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"2.6\" fill=\"{}\"/>",
        last_at.x,
        last_at.y,
        hex(colours.line)
    );
    let row = |y: f32| {
        y.clamp(LABEL_PX / 2.0 + 2.0, HEIGHT as f32 - LABEL_PX / 2.0 - 2.0) + LABEL_PX * 0.36
    };
    let first_row = (games.len() > 1).then(|| row(first_at.y));
    for &rating in &scale.lines {
        let y = row(scale.y(rating));
        if first_row.is_some_and(|f| (f - y).abs() < LABEL_PX + 2.0) {
            continue;
        }
        let _ = write!(
            out,
            "<text x=\"{}\" y=\"{y:.1}\" text-anchor=\"end\" fill=\"{}\">{rating}</text>",
            PLOT_LEFT - 6.0,
            hex(colours.muted)
        );
    }
    if let Some(y) = first_row {
        let _ = write!(
            out,
            "<text x=\"{}\" y=\"{y:.1}\" text-anchor=\"end\" font-weight=\"bold\" fill=\"{}\">{}</text>",
            PLOT_LEFT - 6.0,
            hex(colours.ink),
            first.shown()
        );
    }
    // The tag: the last rating, white on the line's colour.
    let words = last.shown();
    let width = 8.0 + 7.4 * words.chars().count() as f32;
    let left = (last_at.x + 7.0).min(WIDTH as f32 - width - 1.0);
    let y = row(last_at.y);
    let _ = write!(
        out,
        "<rect x=\"{left:.1}\" y=\"{:.1}\" width=\"{width:.1}\" height=\"{}\" rx=\"3\" fill=\"{}\"/>\
         <text x=\"{:.1}\" y=\"{y:.1}\" text-anchor=\"middle\" font-weight=\"bold\" fill=\"{}\">{words}</text></svg>",
        y - LABEL_PX * 0.36 - 8.0,
        16.0,
        hex(colours.line),
        left + width / 2.0,
        hex(colours.on_line)
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_history_is_one_svg_with_its_last_rating_and_an_empty_one_says_so() {
        let points: Vec<ChartPoint> = [(1500.0, 350.0), (1620.0, 200.0), (1580.0, 80.0)]
            .iter()
            .map(|&(rating, deviation)| ChartPoint { rating, deviation })
            .collect();
        let svg = rating_chart_svg(&points, Theme::Light, "Hex", "none");
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"), "{svg}");
        assert!(
            svg.contains(">1580<") && svg.contains("stroke-dasharray"),
            "{svg}"
        );
        let empty = rating_chart_svg(&[], Theme::Light, "Hex", "no <games>");
        assert!(empty.contains("no &lt;games&gt;"), "{empty}");
    }
}
