//! The `hextable` binary, run as a user would.

use std::{
    path::PathBuf,
    process::{Command, Output},
    sync::atomic::{AtomicU64, Ordering},
};

/// A command that runs the `hextable` binary Cargo built for the tests.
pub fn command() -> Command {
    Command::new(env!("CARGO_BIN_EXE_hextable"))
}

/// Runs `hextable args…` to the end; returns its exit status and output.
pub fn hextable(args: &[&str]) -> Output {
    command().args(args).output().unwrap()
}

/// A path for an output file `name`, in a directory of its own (one per call) in a directory of
/// this test binary and process under the system's temporary directory: the tests of one binary
/// run at once, and two of them may ask for the same name.
pub fn out_path(name: &str) -> PathBuf {
    static CALLS: AtomicU64 = AtomicU64::new(0);
    let dir = std::env::temp_dir()
        .join(format!(
            "hextable-{}-{}",
            env!("CARGO_CRATE_NAME"),
            std::process::id()
        ))
        .join(CALLS.fetch_add(1, Ordering::Relaxed).to_string());
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}
