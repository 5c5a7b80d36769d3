//! The `hextable` command line: run the bot, play locally, and the research tools.

mod cli;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// hextable hosts Dark Hex (Kriegspiel Hex), Hex, Rex and other hex-board games on Discord and
/// Matrix, or in this terminal.
#[derive(Parser, Debug)]
#[command(name = "hextable", version, about, long_about = None)]
struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Replay a move list and print, after every move, what each player sees (JSON lines).
    ///
    /// Example (Red hits Blue's hidden stone on b2 and moves again):
    /// hextable analyze --game darkhex --rows 3 --cols 3 --moves "a1 b2 b2 c1"
    Analyze(cli::analyze::AnalyzeArgs),
    /// Print the move the computer would play as the player to move (from that player's view).
    ///
    /// Example: hextable ai --game darkhex --rows 7 --cols 7 --moves "d4 c3" --level hard
    Ai(cli::ai::AiArgs),
    /// Play in this terminal on the embedded SQLite store: against the computer, or two
    /// people on one device with `--hotseat`.
    Local(cli::local::LocalArgs),
    /// Run the bot on the chat networks in the configuration file (`[matrix]`, `[discord]`).
    Serve(cli::serve::ServeArgs),
    /// Measure speed: `bench rules` plays random games and prints games per second; `bench
    /// render` times drawing and encoding a private-view PNG; `bench core` drives
    /// random games through the bot core and its SQLite store; `bench pairing` times a
    /// 256-player Swiss round.
    Bench(cli::bench::BenchArgs),
    /// Draw a view of a game given by its moves: a PNG, a GIF replay, or terminal text.
    ///
    /// Example: hextable render --game darkhex --rows 7 --cols 7 --moves "d4 c5" --view red
    /// --out red.png
    Render(cli::render::RenderArgs),
    /// Count the leaf positions of the move tree per depth (move-generator check).
    ///
    /// Example: hextable perft --depth 5
    Perft(cli::perft::PerftArgs),
}

fn main() -> ExitCode {
    let args = Args::parse();
    let result = match args.command {
        Command::Analyze(a) => cli::analyze::run(&a),
        Command::Ai(a) => cli::ai::run(&a),
        Command::Bench(b) => cli::bench::run(&b),
        Command::Local(l) => cli::local::run(&l),
        Command::Serve(s) => cli::serve::run(&s),
        Command::Render(r) => cli::render::run(&r),
        Command::Perft(p) => cli::perft::run(&p),
    };
    match result {
        Ok(code) => code,
        Err(error) => {
            eprintln!("hextable: {error:#}");
            ExitCode::from(1)
        }
    }
}
