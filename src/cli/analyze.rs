//! `hextable analyze`: replays a move list and prints each player's view after every move.

use std::{io::Write, process::ExitCode};

use anyhow::Result;
use clap::Args;
use hextable::rules::{BoardSize, GameSettings, HexGame, Move, Player, SyntaxError, Variant};
use serde::Serialize;

/// Options of `hextable analyze`.
#[derive(Args, Debug)]
pub struct AnalyzeArgs {
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
}

#[derive(Serialize)]
struct Line<'a> {
    ply: usize,
    player: Player,
    #[serde(rename = "move")]
    mv: String,
    result: &'a str,
    to_move: Option<Player>,
    views: Views,
    winner: Option<Player>,
}

#[derive(Serialize)]
struct Views {
    red: Vec<String>,
    blue: Vec<String>,
}

/// Runs the subcommand: exit code 0, or 2 at the first move that does not parse or is illegal.
pub fn run(args: &AnalyzeArgs) -> Result<ExitCode> {
    let size = BoardSize::new(args.rows, args.cols)?;
    let settings = GameSettings::new(args.game, size).with_swap(!args.no_swap);
    let mut game = HexGame::new(settings);
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for token in args
        .moves
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
    {
        let mv: Move = match token.parse() {
            Ok(mv) => mv,
            Err(error) => return Ok(refuse(token, &error)),
        };
        let Some(player) = game.to_move() else {
            eprintln!("move {token}: the game is already over");
            return Ok(ExitCode::from(2));
        };
        let result = match game.play(player, mv) {
            Ok(result) => result,
            Err(error) => {
                eprintln!("move {token}: {error}");
                return Ok(ExitCode::from(2));
            }
        };
        let line = Line {
            ply: game.ply(),
            player,
            mv: mv.to_string(),
            result: result.name(),
            to_move: game.to_move(),
            views: Views {
                red: game.player_view(Player::Red).to_rows(),
                blue: game.player_view(Player::Blue).to_rows(),
            },
            winner: game.outcome().map(|o| o.winner),
        };
        serde_json::to_writer(&mut out, &line)?;
        writeln!(out)?;
    }
    Ok(ExitCode::SUCCESS)
}

fn refuse(token: &str, error: &SyntaxError) -> ExitCode {
    eprintln!("move {token}: {error}");
    ExitCode::from(2)
}
