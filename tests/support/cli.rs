//! The `hextable` binary, run as a user would.

use std::{
    path::PathBuf,
    process::{Command, Output},
};

/// A command that runs the `hextable` binary Cargo built for the tests.
pub fn command() -> Command {
    Command::new(env!("CARGO_BIN_EXE_hextable"))
}

/// Runs `hextable args…` to the end; returns its exit status and output.
pub fn hextable(args: &[&str]) -> Output {
    command().args(args).output().unwrap()
}

/// A path for an output file `name`, in a directory of this test binary and process under the
/// system's temporary directory.
pub fn out_path(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "hextable-{}-{}",
        env!("CARGO_CRATE_NAME"),
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}
