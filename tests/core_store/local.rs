//! `hextable local` with piped standard input: a scripted session against the computer, then
//! a hotseat game with the curtain, both on a SQLite file that survives between runs.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use std::{io::Write, process::Stdio};

use support::{cli::command, sqlite_url};

fn run(dir: &std::path::Path, args: &[&str], input: &str) -> String {
    let mut child = command()
        .arg("local")
        .args(["--db", &sqlite_url(dir, "local.db")])
        .args(["--config", &dir.join("none.toml").display().to_string()])
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn plays_the_computer_and_resumes_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let out = run(
        dir.path(),
        &["--size", "7", "--game", "hex"],
        "hex board\nquit\n",
    );
    assert!(out.contains("Game #1 begins"), "{out}");
    // The default level.
    assert!(out.contains("computer (medium)"), "{out}");
    assert!(out.contains("   a b c d e f g"), "a board is drawn: {out}");
    // Second run: the same game goes on, no new one is started.
    let out = run(
        dir.path(),
        &["--size", "7", "--game", "hex"],
        "hex resign\nhex games\n",
    );
    assert!(!out.contains("Game #2 begins"), "{out}");
    assert!(out.contains("Game #1 is over"), "{out}");
    assert!(out.contains("You have no game in progress"), "{out}");
}

#[test]
fn the_computer_plays_at_the_level_asked_for() {
    let dir = tempfile::tempdir().unwrap();
    let out = run(
        dir.path(),
        &["--size", "7", "--game", "hex", "--level", "easy"],
        "hex board\nquit\n",
    );
    assert!(out.contains("computer (easy)"), "{out}");
    assert!(!out.contains("computer (medium)"), "{out}");
}

#[test]
fn hotseat_hides_each_players_view_behind_the_curtain() {
    let dir = tempfile::tempdir().unwrap();
    let out = run(
        dir.path(),
        &["--hotseat", "--size", "7"],
        "a1\n\ng7\n\nquit\n",
    );
    let curtain = out.find("curtain").expect("a curtain");
    // Blue's private messages appear only after the curtain.
    let blue_dm = out.find("[DM → blue]").expect("blue's DMs");
    assert!(blue_dm > curtain, "{out}");
    assert!(out.contains("[DM → red] Game #1: you played a1"), "{out}");
    assert!(out.contains("[DM → blue] Game #1: you played g7"), "{out}");
}

#[test]
fn hexdame_against_the_computer_and_at_one_device() {
    let dir = tempfile::tempdir().unwrap();
    let out = run(
        dir.path(),
        &["--game", "hexdame", "--level", "beginner"],
        "hex board\nresign\n",
    );
    assert!(out.contains("Game #1 begins"), "{out}");
    assert!(out.contains("(White, moves first)"), "{out}");
    assert!(out.contains("computer (beginner)"), "{out}");
    assert!(out.contains("Game #1 is over"), "{out}");

    // Hotseat: White steps, Black must capture; moves typed in notation.
    let dir = tempfile::tempdir().unwrap();
    let out = run(
        dir.path(),
        &["--hotseat", "--game", "hexdame"],
        "d4-e5\n\nf6-e6\nF6xD4\n\nquit\n",
    );
    assert!(out.contains("played d4-e5"), "{out}");
    assert!(out.contains("a capture is compulsory"), "{out}");
    assert!(out.contains("played f6xd4, capturing 1"), "{out}");
}

/// Issue #29, item 17: the player at the terminal reads about themselves in the second person
/// ("you resigned", "your games"), never as a third person called "You" ("Sinä luovutti",
/// "Du hat aufgegeben", "Partien von Du").
#[test]
fn the_local_player_is_addressed_as_you_in_every_language() {
    for (lang, said, never, history, never_history) in [
        (
            "en",
            "is over: you resigned",
            "You resigned",
            "Your games",
            "Games of You",
        ),
        (
            "fi",
            ": luovutit",
            "Sinä luovutti",
            "Omat pelisi",
            "Sinä pelit",
        ),
        (
            "de",
            ": Du hast aufgegeben",
            "Du hat aufgegeben",
            "Deine Partien",
            "Partien von Du",
        ),
        (
            "cs",
            ": vzdáváte se",
            "Vy se vzdává",
            "Vaše partie",
            "hráče Vy",
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let out = run(
            dir.path(),
            &["--size", "7", "--game", "hex", "--lang", lang],
            "hex resign\nhex history\nquit\n",
        );
        assert!(out.contains(said), "{lang}: {out}");
        assert!(!out.contains(never), "{lang}: {out}");
        assert!(out.contains(history), "{lang}: {out}");
        assert!(!out.contains(never_history), "{lang}: {out}");
    }
}

/// `hextable local --web` serves the pages (here on any free port, `[web] listen`) and the
/// result links to its game's page there.
#[test]
fn local_mode_serves_the_pages_and_the_result_links_to_one() {
    let dir = tempfile::tempdir().unwrap();
    // `run` reads its configuration from `none.toml`.
    std::fs::write(
        dir.path().join("none.toml"),
        "[web]\nlisten = \"127.0.0.1:0\"\n",
    )
    .unwrap();
    let out = run(
        dir.path(),
        &["--size", "7", "--game", "darkhex", "--web"],
        "hex resign\n",
    );
    assert!(out.contains("The games' pages: http://127.0.0.1:"), "{out}");
    let link = out
        .split_whitespace()
        .rev()
        .find(|word| word.starts_with("http://127.0.0.1:") && word.contains("/g/"))
        .unwrap_or_else(|| panic!("a link to the page: {out}"));
    let token = link.rsplit('/').next().unwrap();
    assert_eq!(token.len(), 32, "{link}");
}
