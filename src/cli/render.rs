//! `hextable render`: draws any view of a game given by its move list, as a PNG (or a GIF
//! replay), or as terminal text.

use std::{path::PathBuf, process::ExitCode};

use anyhow::{Context, Result};
use clap::{Args, ValueEnum};
use hextable::{
    render::{self, RenderOptions, Theme},
    rules::{parse_move_list, BoardSize, GameSettings, HexGame, Player, Variant},
};

/// Which picture to draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum View {
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

/// Options of `hextable render`.
#[derive(Args, Debug)]
pub struct RenderArgs {
    /// darkhex, darkhex-abrupt, hex or rex.
    #[arg(long)]
    pub game: Variant,
    /// Number of rows (2 to 26).
    #[arg(long, default_value_t = 11)]
    pub rows: u32,
    /// Number of columns (2 to 26).
    #[arg(long, default_value_t = 11)]
    pub cols: u32,
    /// Play Hex or Rex without the swap rule.
    #[arg(long)]
    pub no_swap: bool,
    /// Space-separated moves for whoever is to move, e.g. "a1 b2 swap c3".
    #[arg(long, default_value = "")]
    pub moves: String,
    /// End the game with this player's resignation after the moves.
    #[arg(long)]
    pub resign: Option<PlayerArg>,
    /// Whose view to draw.
    #[arg(long)]
    pub view: View,
    /// Where to write the PNG (GIF for `--view replay`); without it, print terminal text.
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// Colour scheme.
    #[arg(long, value_enum, default_value_t = ThemeArg::Light)]
    pub theme: ThemeArg,
    /// Title line, e.g. "Dark Hex #12" (default: the game and size).
    #[arg(long, default_value = "")]
    pub title: String,
    /// Red's display name.
    #[arg(long, default_value = "Red")]
    pub red_name: String,
    /// Blue's display name.
    #[arg(long, default_value = "Blue")]
    pub blue_name: String,
    /// Clock text shown top right.
    #[arg(long)]
    pub clock: Option<String>,
    /// Terminal text: use ANSI colours.
    #[arg(long)]
    pub colour: bool,
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
    let size = BoardSize::new(args.rows, args.cols)?;
    let settings = GameSettings::new(args.game, size).with_swap(!args.no_swap);
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
    let options = RenderOptions {
        theme: match args.theme {
            ThemeArg::Light => Theme::Light,
            ThemeArg::Dark => Theme::Dark,
        },
        title: args.title.clone(),
        red_name: args.red_name.clone(),
        blue_name: args.blue_name.clone(),
        clock: args.clock.clone(),
        ..RenderOptions::default()
    };
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
    let bytes = match (args.view, &args.out) {
        (View::Red | View::Blue, out) => {
            let player = if args.view == View::Red {
                Player::Red
            } else {
                Player::Blue
            };
            let view = game.player_view(player);
            match out {
                Some(_) => render::player_view_png(&view, &options)?,
                None => render::terminal_player_view(&view, args.colour).into_bytes(),
            }
        }
        (View::Spectator, out) => {
            let view = game.spectator_view();
            match out {
                Some(_) => render::spectator_png(&view, &options)?,
                None => render::terminal_spectator(&view, args.colour).into_bytes(),
            }
        }
        (View::Revealed, out) => {
            let Some(board) = revealed() else {
                return Ok(ExitCode::from(2));
            };
            match out {
                Some(_) => render::revealed_png(&board, &options)?,
                None => render::terminal_revealed(&board, args.colour).into_bytes(),
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
