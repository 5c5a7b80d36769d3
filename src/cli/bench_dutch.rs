//! `hextable bench pairing --trf-dir DIR --bbp PATH`: random Swiss tournaments paired by
//! bbpPairings (FIDE's Dutch system, the engine lichess uses), each round compared with ours.
//!
//! Each tournament comes from its seed alone: 6–60 players with ratings 1000–2499 (the
//! pairing numbers by rating), 5–11 rounds (at most one fewer than the players), results drawn
//! from the rating difference, draws in half of the tournaments (as in a family with draws;
//! Hex and Dark Hex have none), about one game in fifty forfeited, and players missing a
//! round or withdrawing. bbpPairings pairs every round from the history so far (its pairing is the
//! history of the next round); its file is written to `DIR/swiss-SEED.trf`, and every round is
//! then paired by ours from the same history and compared: the same pairs, the same first
//! mover on every board, the same bye.
//!
//! bbpPairings is not part of this project: build it from its source
//! (<https://github.com/BieremaBoyzProgramming/bbpPairings>, `make`) and pass its executable.
//! The committed fixtures under `tests/fixtures/swiss/` are such files (see the module
//! `tests/rules/swiss_dutch.rs` for how they were made).

use std::{
    path::{Path, PathBuf},
    process::Command,
};

use anyhow::{bail, Context, Result};
use hextable::core::tournament::{
    swiss::trf::{parse_pairing, RoundComparison, Trf, TrfGame, TrfPlayer},
    SwissRound,
};

use super::rng::Rng;

/// What to run.
pub struct Options {
    /// Where the tournaments' files go.
    pub dir: PathBuf,
    /// The bbpPairings executable.
    pub bbp: PathBuf,
    /// How many tournaments.
    pub tournaments: u32,
    /// The first tournament's seed.
    pub seed: u64,
}

/// Plays the tournaments with bbpPairings and prints how many rounds ours pairs the same.
pub fn run(options: &Options) -> Result<()> {
    std::fs::create_dir_all(&options.dir)?;
    let mut tally = Tally::default();
    for t in 0..u64::from(options.tournaments) {
        let seed = options.seed + t;
        let trf = play(seed, &options.bbp, &options.dir)?;
        let text = trf.write(rounds_of(&trf), &[]);
        let path = options.dir.join(format!("swiss-{seed:05}.trf"));
        std::fs::write(&path, &text)?;
        // Compare what was written, so the file is what the figure describes.
        let read = Trf::parse(&text)?;
        tally.add(&path, &read.compare());
    }
    tally.print();
    Ok(())
}

/// Compares the TRF files already in `dir`.
pub fn compare_dir(dir: &Path) -> Result<()> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .collect();
    paths.sort();
    let mut tally = Tally::default();
    for path in paths {
        let text = std::fs::read_to_string(&path)?;
        let trf = Trf::parse(&text).with_context(|| path.display().to_string())?;
        tally.add(&path, &trf.compare());
    }
    tally.print();
    Ok(())
}

#[derive(Default)]
struct Tally {
    rounds: usize,
    agreeing: usize,
    tournaments: usize,
    whole: usize,
    pairs_only: usize,
}

impl Tally {
    fn add(&mut self, path: &Path, rounds: &[RoundComparison]) {
        self.tournaments += 1;
        let agreeing = rounds.iter().filter(|r| r.agrees()).count();
        self.rounds += rounds.len();
        self.agreeing += agreeing;
        if agreeing == rounds.len() {
            self.whole += 1;
        }
        for r in rounds.iter().filter(|r| !r.agrees()) {
            let same_pairs = unordered(&r.recorded) == unordered(&r.ours);
            if same_pairs {
                self.pairs_only += 1;
            }
            if std::env::var_os("DUTCH_VERBOSE").is_some() {
                println!(
                    "differs: {} round {}{}\n  bbp:  {:?}\n  ours: {:?}",
                    path.display(),
                    r.round + 1,
                    if same_pairs { " (colours only)" } else { "" },
                    show(&r.recorded),
                    show(&r.ours)
                );
            }
        }
    }

    fn print(&self) {
        println!(
            "dutch-agreement rounds: {}/{} ({:.1}%)",
            self.agreeing,
            self.rounds,
            100.0 * self.agreeing as f64 / self.rounds.max(1) as f64
        );
        println!(
            "dutch-agreement differing in colours only: {}",
            self.pairs_only
        );
        println!(
            "dutch-agreement tournaments: {}/{}",
            self.whole, self.tournaments
        );
    }
}

fn unordered(round: &SwissRound) -> (Vec<(u32, u32)>, Option<u32>) {
    let mut pairs: Vec<(u32, u32)> = round
        .games
        .iter()
        .map(|&(a, b)| (a.0.min(b.0), a.0.max(b.0)))
        .collect();
    pairs.sort_unstable();
    (pairs, round.bye.map(|b| b.0))
}

fn show(round: &SwissRound) -> String {
    let mut games: Vec<String> = round
        .games
        .iter()
        .map(|(a, b)| format!("{}-{}", a.0, b.0))
        .collect();
    games.sort();
    let bye = round.bye.map_or(String::new(), |b| format!(" bye {}", b.0));
    format!("{}{bye}", games.join(" "))
}

fn rounds_of(trf: &Trf) -> usize {
    trf.players.iter().map(|p| p.games.len()).max().unwrap_or(0)
}

/// One random tournament, every round paired by bbpPairings.
fn play(seed: u64, bbp: &Path, dir: &Path) -> Result<Trf> {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..4 {
        rng.below(2);
    }
    let n = 6 + rng.below(55);
    let rounds = (5 + rng.below(7)).min(n - 1) as u32;
    let draws = if rng.below(2) == 0 {
        0
    } else {
        10 + rng.below(21)
    };
    let mut ratings: Vec<u32> = (0..n).map(|_| 1000 + rng.below(1500) as u32).collect();
    ratings.sort_unstable_by(|a, b| b.cmp(a));
    let mut trf = Trf {
        rounds,
        players: ratings
            .iter()
            .enumerate()
            .map(|(i, &rating)| TrfPlayer {
                number: i as u32 + 1,
                rating,
                games: Vec::new(),
            })
            .collect(),
    };
    let mut withdrawn = vec![false; n];
    let input = dir.join(format!(".bbp-{seed}.trf"));
    let output = dir.join(format!(".bbp-{seed}.txt"));
    for round in 0..rounds as usize {
        let mut absent = Vec::new();
        for i in 0..n {
            if withdrawn[i] {
                absent.push(i as u32 + 1);
                continue;
            }
            let present = withdrawn.iter().filter(|&&w| !w).count();
            match rng.below(100) {
                0 | 1 if round > 0 && present > 6 => {
                    withdrawn[i] = true;
                    absent.push(i as u32 + 1);
                }
                2 | 3 if present > 6 => absent.push(i as u32 + 1),
                _ => {}
            }
        }
        std::fs::write(&input, trf.write(round, &absent))?;
        let status = Command::new(bbp)
            .arg("--dutch")
            .arg(&input)
            .arg("-p")
            .arg(&output)
            .status()
            .with_context(|| format!("running {}", bbp.display()))?;
        match status.code() {
            Some(0) => {}
            // No valid pairing (everyone has met): the tournament ends here.
            Some(1) => break,
            _ => bail!("bbpPairings failed on {}", input.display()),
        }
        let pairing = parse_pairing(&std::fs::read_to_string(&output)?)?;
        trf.record(&pairing, |a, b| {
            let (ra, rb) = (
                f64::from(ratings[a as usize - 1]),
                f64::from(ratings[b as usize - 1]),
            );
            if rng.below(50) == 0 {
                return TrfGame::Forfeit {
                    opponent: b,
                    first: true,
                    won: rng.below(2) == 0,
                };
            }
            let expected = 1.0 / (1.0 + 10f64.powf((rb - ra) / 400.0));
            let points = if rng.below(100) < draws {
                1
            } else if (rng.below(10_000) as f64) < expected * 10_000.0 {
                2
            } else {
                0
            };
            TrfGame::Played {
                opponent: b,
                first: true,
                points,
            }
        });
    }
    let _ = std::fs::remove_file(&input);
    let _ = std::fs::remove_file(&output);
    Ok(trf)
}
