//! `hextable render`: draws any view of a game given by its move list, as a PNG (or a GIF
//! replay), or as terminal text; `hextable render chart` draws a rating history.

use std::{path::PathBuf, process::ExitCode, str::FromStr};

use anyhow::{Context, Result};
use clap::{Args, Subcommand, ValueEnum};
use hextable::{
    core::labels,
    i18n::Lang,
    render::{self, RenderOptions, Theme},
    rules::{
        parse_move_list, BoardSize, Family, GameSettings, HexGame, OpenBoard, Player, Side, Variant,
    },
};

/// The game on the command line: a Hex-family variant or another family's game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameArg {
    /// Dark Hex, Hex or Rex.
    Hex(Variant),
    /// The game of another family (open boards), by its name.
    Open(Family),
}

/// The families other than Hex, whose games are named by the family's name.
fn others() -> impl Iterator<Item = Family> {
    Family::ALL.into_iter().filter(|family| !family.is_hex())
}

impl FromStr for GameArg {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if let Some(family) = others().find(|f| text.trim().eq_ignore_ascii_case(f.name())) {
            return Ok(GameArg::Open(family));
        }
        text.parse::<Variant>().map(GameArg::Hex).map_err(|error| {
            let names: Vec<&str> = others().map(Family::name).collect();
            format!("{error} (or {})", names.join(" or "))
        })
    }
}

/// Which picture to draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum View {
    /// Another family's game (open): the board after the last move.
    Board,
    /// Red's private view.
    Red,
    /// Blue's private view.
    Blue,
    /// The channel's view (no stones while a Dark Hex game is in progress).
    Spectator,
    /// The whole board (open games, or finished Dark Hex games).
    Revealed,
    /// An animated GIF of the finished game.
    Replay,
}

/// The colour scheme.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ThemeArg {
    /// Dark ink on a light page.
    Light,
    /// Light ink on a dark page.
    Dark,
}

/// Pictures that are not of a game.
#[derive(Subcommand, Debug)]
pub enum Picture {
    /// A profile's rating-history picture.
    ///
    /// Example: hextable render chart --points 1500:350,1560:300,1530:270 --out chart.png
    Chart(super::chart::ChartArgs),
}

/// Options of `hextable render`.
#[derive(Args, Debug)]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
pub struct RenderArgs {
    /// Another picture than a game's.
    #[command(subcommand)]
    pub picture: Option<Picture>,
    /// darkhex, darkhex-abrupt, hex, rex, or another family's game by its name.
    #[arg(long, required = true)]
    pub game: Option<GameArg>,
    /// Number of rows (2 to 26).
    #[arg(long, default_value_t = 11)]
    pub rows: u32,
    /// Number of columns (2 to 26).
    #[arg(long, default_value_t = 11)]
    pub cols: u32,
    /// Play Hex or Rex without the swap rule.
    #[arg(long)]
    pub no_swap: bool,
    /// Space-separated moves for whoever is to move, e.g. "a1 b2 swap c3" (another family's
    /// game: its move notation, e.g. "d4-e5 f6xd4").
    #[arg(long, default_value = "")]
    pub moves: String,
    /// End the game with this player's resignation after the moves (another family's game:
    /// red is its first side, blue its second).
    #[arg(long)]
    pub resign: Option<PlayerArg>,
    /// Whose view to draw (another family's game: board or replay).
    #[arg(long, required = true)]
    pub view: Option<View>,
    /// Where to write the PNG (GIF for `--view replay`); without it, print terminal text.
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// Colour scheme.
    #[arg(long, value_enum, default_value_t = ThemeArg::Light)]
    pub theme: ThemeArg,
    /// Title line, e.g. "Dark Hex #12" (default: the game and size).
    #[arg(long, default_value = "")]
    pub title: String,
    /// Red's display name (another family's game: its first side's).
    #[arg(long, default_value = "Red")]
    pub red_name: String,
    /// Blue's display name (another family's game: its second side's).
    #[arg(long, default_value = "Blue")]
    pub blue_name: String,
    /// Clock text shown top right.
    #[arg(long)]
    pub clock: Option<String>,
    /// Terminal text: use ANSI colours.
    #[arg(long)]
    pub colour: bool,
    /// The language of the words in the picture: en, fi, cs, da or de.
    #[arg(long, default_value_t = Lang::En)]
    pub lang: Lang,
}

/// A player on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PlayerArg {
    /// Red.
    Red,
    /// Blue.
    Blue,
}

/// Runs the subcommand: 0 on success, 2 for a move list that does not replay or a view the
/// game's audience may not see yet.
pub fn run(args: &RenderArgs) -> Result<ExitCode> {
    if let Some(Picture::Chart(chart)) = &args.picture {
        return super::chart::run(chart);
    }
    // Clap requires both without a subcommand.
    let (Some(game), Some(view)) = (args.game, args.view) else {
        eprintln!("hextable: render needs --game and --view");
        return Ok(ExitCode::from(2));
    };
    let variant = match game {
        GameArg::Hex(variant) => variant,
        GameArg::Open(family) => return run_open(args, family, view),
    };
    let size = BoardSize::new(args.rows, args.cols)?;
    let settings = GameSettings::new(variant, size).with_swap(!args.no_swap);
    let moves = match parse_move_list(&args.moves) {
        Ok(moves) => moves,
        Err(error) => {
            eprintln!("hextable: {error}");
            return Ok(ExitCode::from(2));
        }
    };
    let mut game = match HexGame::from_moves(settings, &moves) {
        Ok(game) => game,
        Err(error) => {
            eprintln!("hextable: {error}");
            return Ok(ExitCode::from(2));
        }
    };
    if let Some(loser) = args.resign {
        let loser = match loser {
            PlayerArg::Red => Player::Red,
            PlayerArg::Blue => Player::Blue,
        };
        if let Err(error) = game.resign(loser) {
            eprintln!("hextable: {error}");
            return Ok(ExitCode::from(2));
        }
    }
    let mut options = options(args);
    // The default names are the colours, in the picture's language.
    if args.red_name == "Red" {
        options.red_name = options.labels.red.clone();
    }
    if args.blue_name == "Blue" {
        options.blue_name = options.labels.blue.clone();
    }
    let revealed = || {
        let board = game.revealed();
        if board.is_none() {
            eprintln!(
                "hextable: the board of a Dark Hex game in progress is hidden; \
                 only a finished game can be revealed or replayed"
            );
        }
        board
    };
    let bytes = match (view, &args.out) {
        (View::Board, _) => {
            let names: Vec<String> = others().map(|f| english_name(f).to_owned()).collect();
            eprintln!(
                "hextable: --view board is for {}; Hex games have red, blue, spectator, revealed and replay",
                names.join(" and ")
            );
            return Ok(ExitCode::from(2));
        }
        (View::Red | View::Blue, out) => {
            let player = if view == View::Red {
                Player::Red
            } else {
                Player::Blue
            };
            let view = game.player_view(player);
            match out {
                Some(_) => render::player_view_png(&view, &options)?,
                None => {
                    render::terminal_player_view(&view, &options.labels, args.colour).into_bytes()
                }
            }
        }
        (View::Spectator, out) => {
            let view = game.spectator_view();
            match out {
                Some(_) => render::spectator_png(&view, &options)?,
                None => {
                    render::terminal_spectator(&view, &options.labels, args.colour).into_bytes()
                }
            }
        }
        (View::Revealed, out) => {
            let Some(board) = revealed() else {
                return Ok(ExitCode::from(2));
            };
            match out {
                Some(_) => render::revealed_png(&board, &options)?,
                None => {
                    render::terminal_revealed(&board, &options.labels, args.colour).into_bytes()
                }
            }
        }
        (View::Replay, _) => {
            let Some(board) = revealed() else {
                return Ok(ExitCode::from(2));
            };
            if args.out.is_none() {
                eprintln!("hextable: --view replay needs --out FILE.gif");
                return Ok(ExitCode::from(2));
            }
            render::replay_gif(&board, &options)?
        }
    };
    match &args.out {
        Some(path) => std::fs::write(path, &bytes)
            .with_context(|| format!("cannot write {}", path.display()))?,
        None => print!("{}", String::from_utf8_lossy(&bytes)),
    }
    Ok(ExitCode::SUCCESS)
}

fn options(args: &RenderArgs) -> RenderOptions {
    RenderOptions {
        theme: match args.theme {
            ThemeArg::Light => Theme::Light,
            ThemeArg::Dark => Theme::Dark,
        },
        title: args.title.clone(),
        red_name: args.red_name.clone(),
        blue_name: args.blue_name.clone(),
        clock: args.clock.clone(),
        labels: labels(args.lang),
        ..RenderOptions::default()
    }
}

/// The family's name in English, as the command line's messages say it.
fn english_name(family: Family) -> String {
    render::family_name(&labels(Lang::En), family).to_owned()
}

/// `hextable render` of another family's game: the board after the moves (`--view board`,
/// also accepted as `revealed`: an open game has nothing hidden) or the replay GIF.
fn run_open(args: &RenderArgs, family: Family, view: View) -> Result<ExitCode> {
    let resigned = args.resign.map(|loser| match loser {
        PlayerArg::Red => Side::First,
        PlayerArg::Blue => Side::Second,
    });
    let board = match OpenBoard::replay(family, &args.moves, resigned) {
        Some(Ok(board)) => board,
        Some(Err(error)) => {
            eprintln!("hextable: {error}");
            return Ok(ExitCode::from(2));
        }
        None => {
            eprintln!("hextable: the {} family has no open board", family.name());
            return Ok(ExitCode::from(2));
        }
    };
    let mut options = options(args);
    // The defaults name Hex's colours; the family names its own sides.
    if args.red_name == "Red" {
        options.red_name = render::side_name(&options.labels, family, Side::First).to_owned();
    }
    if args.blue_name == "Blue" {
        options.blue_name = render::side_name(&options.labels, family, Side::Second).to_owned();
    }
    let bytes = match (view, &args.out) {
        (View::Board | View::Revealed, Some(_)) => render::open_png(&board, &options)?,
        (View::Board | View::Revealed, None) => {
            render::terminal_open(&board, &options.labels, args.colour).into_bytes()
        }
        (View::Replay, Some(_)) => render::open_replay_gif(&board, &options)?,
        (View::Replay, None) => {
            eprintln!("hextable: --view replay needs --out FILE.gif");
            return Ok(ExitCode::from(2));
        }
        (View::Red | View::Blue | View::Spectator, _) => {
            eprintln!(
                "hextable: {} is open: use --view board or --view replay",
                english_name(family)
            );
            return Ok(ExitCode::from(2));
        }
    };
    match &args.out {
        Some(path) => std::fs::write(path, &bytes)
            .with_context(|| format!("cannot write {}", path.display()))?,
        None => print!("{}", String::from_utf8_lossy(&bytes)),
    }
    Ok(ExitCode::SUCCESS)
}
