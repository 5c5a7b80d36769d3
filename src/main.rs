//! The `hextable` command line: run the bot, play locally, and the research tools.

mod cli;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// hextable hosts Dark Hex (Kriegspiel Hex), Hex, Rex and Hexdame games on Discord and Matrix,
/// or in this terminal.
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
    /// Play in this terminal on the embedded SQLite store: against the computer, or two
    /// people on one device with `--hotseat`.
    Local(cli::local::LocalArgs),
    /// Run the bot on the chat networks in the configuration file (Matrix: `[matrix]`).
    Serve(cli::serve::ServeArgs),
    /// Measure speed: `bench rules` plays random games and prints games per second.
    Bench(cli::bench::BenchArgs),
}

fn main() -> ExitCode {
    let args = Args::parse();
    let result = match args.command {
        Command::Analyze(a) => cli::analyze::run(&a),
        Command::Bench(b) => cli::bench::run(&b),
        Command::Local(l) => cli::local::run(&l),
        Command::Serve(s) => cli::serve::run(&s),
    };
    match result {
        Ok(code) => code,
        Err(error) => {
            eprintln!("hextable: {error:#}");
            ExitCode::from(1)
        }
    }
}
