//! The standings table of a tournament as a picture: rank, player, points, games, the
//! format's tie-breaks and rating, one line a player, the best first.
//!
//! It takes finished words and numbers ([`StandingsTable`]), so translations and number
//! formats stay with the caller; a long name is cut with an ellipsis to its column. Drawn in
//! either theme's colours into the indexed canvas every picture uses.

use super::{
    canvas::Canvas,
    encode,
    palette::{mix, Palette, Rgb},
    text::{self, Style, Weight},
    RenderError, Theme,
};

/// The column headings.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct StandingsHeadings {
    /// Above the ranks (`#`).
    pub rank: String,
    /// Above the names.
    pub player: String,
    /// Above the points.
    pub points: String,
    /// Above the games played.
    pub games: String,
    /// Above the ratings.
    pub rating: String,
}

impl Default for StandingsHeadings {
    fn default() -> Self {
        Self {
            rank: "#".into(),
            player: "Player".into(),
            points: "Pts".into(),
            games: "Games".into(),
            rating: "Rating".into(),
        }
    }
}

/// One player's line, every cell as it is shown.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct StandingsLine {
    /// The rank (`1`, or empty for a shared rank below its first line).
    pub rank: String,
    /// The player's name.
    pub name: String,
    /// Points (`3½`).
    pub points: String,
    /// Games played.
    pub games: String,
    /// The tie-breaks, in the table's order.
    pub tie_breaks: Vec<String>,
    /// The rating.
    pub rating: String,
    /// A withdrawn player's line is drawn muted.
    pub withdrawn: bool,
    /// On a streak (an arena: the next win counts double): the points and the last column
    /// before the rating are drawn in red, bold.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub hot: bool,
}

/// What the picture shows.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize)]
pub struct StandingsTable {
    /// The heading above the table (tournament name and round).
    pub title: String,
    /// The column headings.
    pub headings: StandingsHeadings,
    /// The tie-breaks' headings (`BH-C1`, …), in order.
    pub tie_breaks: Vec<String>,
    /// The lines, best first.
    pub lines: Vec<StandingsLine>,
}

const WIDTH: u32 = 640;
const MARGIN: f32 = 16.0;
const TITLE_HEIGHT: f32 = 38.0;
const HEADING_HEIGHT: f32 = 26.0;
const LINE_HEIGHT: f32 = 26.0;
const TITLE_PX: f32 = 18.0;
const HEADING_PX: f32 = 12.0;
const CELL_PX: f32 = 14.0;
/// Gap between columns.
const GAP: f32 = 10.0;
/// Widths of the rank column and of each number column.
const RANK_WIDTH: f32 = 28.0;
const POINTS_WIDTH: f32 = 40.0;
const GAMES_WIDTH: f32 = 46.0;
const TIE_BREAK_WIDTH: f32 = 50.0;
const RATING_WIDTH: f32 = 52.0;
/// Height of DejaVu's capitals and digits, in ems.
const CAP_HEIGHT: f32 = 0.729;

/// The picture's size for `lines` players.
pub fn standings_picture_size(lines: usize) -> (u32, u32) {
    let height = MARGIN * 2.0 + TITLE_HEIGHT + HEADING_HEIGHT + LINE_HEIGHT * lines as f32;
    (WIDTH, height.ceil() as u32)
}

/// The standings table as a PNG.
pub fn standings_png(table: &StandingsTable, theme: Theme) -> Result<Vec<u8>, RenderError> {
    let canvas = standings_canvas(table, theme)?;
    encode::png_in_series(&canvas, None)
}

/// A column: its left edge, width, and whether its cells are right-aligned.
#[derive(Clone, Copy, Debug)]
struct Column {
    left: f32,
    width: f32,
    right_aligned: bool,
}

/// The columns, left to right: rank, name, points, games, tie-breaks…, rating. The name takes
/// what the others leave.
fn columns(tie_breaks: usize) -> Vec<Column> {
    let numbers: Vec<f32> = [POINTS_WIDTH, GAMES_WIDTH]
        .into_iter()
        .chain(std::iter::repeat_n(TIE_BREAK_WIDTH, tie_breaks))
        .chain([RATING_WIDTH])
        .collect();
    let fixed = RANK_WIDTH + numbers.iter().sum::<f32>() + GAP * (numbers.len() + 1) as f32;
    let name = (WIDTH as f32 - 2.0 * MARGIN - fixed).max(60.0);
    let mut left = MARGIN;
    let mut out = vec![Column {
        left,
        width: RANK_WIDTH,
        right_aligned: true,
    }];
    left += RANK_WIDTH + GAP;
    out.push(Column {
        left,
        width: name,
        right_aligned: false,
    });
    left += name + GAP;
    for width in numbers {
        out.push(Column {
            left,
            width,
            right_aligned: true,
        });
        left += width + GAP;
    }
    out
}

struct Colours {
    page: Rgb,
    ink: Rgb,
    muted: Rgb,
    stripe: Rgb,
    rule: Rgb,
    accent: Rgb,
    hot: Rgb,
}

fn standings_canvas(table: &StandingsTable, theme: Theme) -> Result<Canvas, RenderError> {
    let palette = Palette::of(theme);
    let colours = Colours {
        page: palette.page,
        ink: palette.ink,
        muted: palette.muted,
        stripe: mix(palette.page, palette.cell, 0.55),
        rule: mix(palette.page, palette.grid, 0.8),
        accent: palette.blue,
        hot: palette.red,
    };
    let (width, height) = standings_picture_size(table.lines.len());
    let mut canvas = Canvas::new(width, height, colours.page);
    let columns = columns(table.tie_breaks.len());
    let title = Style {
        px: TITLE_PX,
        weight: Weight::Bold,
        colour: colours.ink,
    };
    let title_text = text::fit(&table.title, title, WIDTH as f32 - 2.0 * MARGIN)?;
    text::draw(
        &mut canvas,
        &title_text,
        MARGIN,
        MARGIN + TITLE_HEIGHT / 2.0 + CAP_HEIGHT * TITLE_PX / 2.0 - 4.0,
        title,
    )?;
    let heading = Style {
        px: HEADING_PX,
        weight: Weight::Bold,
        colour: colours.muted,
    };
    let headings = &table.headings;
    let mut cells: Vec<&str> = vec![
        &headings.rank,
        &headings.player,
        &headings.points,
        &headings.games,
    ];
    cells.extend(table.tie_breaks.iter().map(String::as_str));
    cells.push(&headings.rating);
    let top = MARGIN + TITLE_HEIGHT;
    draw_row(&mut canvas, &columns, &cells, top, HEADING_HEIGHT, |_| {
        heading
    })?;
    // A rule under the headings.
    let rule_row = (top + HEADING_HEIGHT - 1.0).round() as i32;
    for x in MARGIN as i32..(WIDTH as f32 - MARGIN) as i32 {
        canvas.blend(x, rule_row, colours.rule, 255);
    }
    for (i, line) in table.lines.iter().enumerate() {
        let row_top = top + HEADING_HEIGHT + LINE_HEIGHT * i as f32;
        if i % 2 == 1 {
            let (y0, y1) = (
                row_top.round() as i32,
                (row_top + LINE_HEIGHT).round() as i32,
            );
            for y in y0..y1 {
                for x in MARGIN as i32 - 6..(WIDTH as f32 - MARGIN) as i32 + 6 {
                    canvas.blend(x, y, colours.stripe, 255);
                }
            }
        }
        let ink = if line.withdrawn {
            colours.muted
        } else {
            colours.ink
        };
        let leader = line.rank == "1";
        let mut cells: Vec<&str> = vec![&line.rank, &line.name, &line.points, &line.games];
        cells.extend(line.tie_breaks.iter().map(String::as_str));
        cells.push(&line.rating);
        // A streak's cells: the points and the last column before the rating.
        let hot = |column: usize| line.hot && (column == 2 || column + 2 == cells.len());
        draw_row(
            &mut canvas,
            &columns,
            &cells,
            row_top,
            LINE_HEIGHT,
            |column| Style {
                px: CELL_PX,
                // Rank and points stand out; the leader's whole line is bold.
                weight: if leader || column == 0 || column == 2 || hot(column) {
                    Weight::Bold
                } else {
                    Weight::Regular
                },
                colour: if line.hot && !line.withdrawn && hot(column) {
                    colours.hot
                } else if column == 2 && !line.withdrawn {
                    colours.accent
                } else {
                    ink
                },
            },
        )?;
    }
    canvas.compact();
    Ok(canvas)
}

/// Draws one row of cells, each cut to its column, centred on the row's middle.
fn draw_row(
    canvas: &mut Canvas,
    columns: &[Column],
    cells: &[&str],
    top: f32,
    height: f32,
    style: impl Fn(usize) -> Style,
) -> Result<(), RenderError> {
    let baseline = top + height / 2.0 + CAP_HEIGHT * CELL_PX / 2.0;
    for (index, (column, cell)) in columns.iter().zip(cells).enumerate() {
        let style = style(index);
        let shown = text::fit(cell, style, column.width)?;
        let x = if column.right_aligned {
            column.left + column.width - text::measure(&shown, style)?
        } else {
            column.left
        };
        text::draw(canvas, &shown, x, baseline, style)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_name_column_takes_what_the_numbers_leave() {
        let columns = columns(3);
        assert_eq!(columns.len(), 8);
        let last = columns[7];
        assert!((last.left + last.width - (WIDTH as f32 - MARGIN)).abs() < 0.01);
        assert!(columns[1].width > 150.0, "{columns:?}");
        assert_eq!(standings_picture_size(4).1, 200);
    }
}
