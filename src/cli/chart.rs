//! `hextable render chart`: the rating-history picture of a profile, from ratings given on the
//! command line or a seeded random history, so a person can look at one.

use std::{path::PathBuf, process::ExitCode, str::FromStr};

use anyhow::{Context, Result};
use clap::Args;
use hextable::render::chart::{rating_chart, ChartPoint};

/// Options of `hextable render chart`.
#[derive(Args, Debug)]
pub struct ChartArgs {
    /// Ratings after each game, oldest first, each with its RD if wanted: "1500:350,1520:310".
    /// Without an RD, a game's RD is that of a player who plays often (350 falling to 50).
    #[arg(long, value_delimiter = ',', required_unless_present = "random")]
    pub points: Vec<ChartPointArg>,
    /// Instead of --points: a random history of this many games from 1500.
    #[arg(long, conflicts_with = "points")]
    pub random: Option<usize>,
    /// The seed of the random history.
    #[arg(long, default_value_t = 1, requires = "random")]
    pub seed: u64,
    /// Where to write the PNG.
    #[arg(long)]
    pub out: PathBuf,
}

/// One `rating[:rd]` of `--points`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ChartPointArg {
    rating: f64,
    deviation: Option<f64>,
}

impl FromStr for ChartPointArg {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let number = |part: &str| {
            part.trim()
                .parse::<f64>()
                .ok()
                .filter(|n| n.is_finite())
                .ok_or_else(|| format!("“{}” is not a number", part.trim()))
        };
        let (rating, deviation) = match text.split_once(':') {
            Some((rating, deviation)) => (number(rating)?, Some(number(deviation)?)),
            None => (number(text)?, None),
        };
        Ok(Self { rating, deviation })
    }
}

/// The RD after `games` games played close together: Glicko-2's falls about this fast from
/// 350 and settles where the time between games adds back what a game takes away.
fn usual_deviation(games: usize) -> f64 {
    let games = i32::try_from(games).unwrap_or(i32::MAX);
    (350.0 * 0.87f64.powi(games.saturating_add(1))).max(50.0)
}

/// `games` games from 1500 with even chances, each moving the rating by more while the RD is
/// high (splitmix64 draws the results, so a seed always gives the same history).
fn random_history(games: usize, seed: u64) -> Vec<ChartPoint> {
    let mut state = seed;
    let mut rating = 1500.0;
    (0..games)
        .map(|game| {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            let won = (z ^ (z >> 31)) & 1 == 1;
            let deviation = usual_deviation(game);
            let step = 4.0 + 0.2 * deviation;
            rating += if won { step } else { -step };
            ChartPoint { rating, deviation }
        })
        .collect()
}

/// Runs the subcommand: writes the PNG.
pub fn run(args: &ChartArgs) -> Result<ExitCode> {
    let points = match args.random {
        Some(games) => random_history(games, args.seed),
        None => args
            .points
            .iter()
            .enumerate()
            .map(|(game, point)| ChartPoint {
                rating: point.rating,
                deviation: point.deviation.unwrap_or_else(|| usual_deviation(game)),
            })
            .collect(),
    };
    let started = std::time::Instant::now();
    let png = rating_chart(&points);
    let took = started.elapsed();
    std::fs::write(&args.out, &png)
        .with_context(|| format!("cannot write {}", args.out.display()))?;
    eprintln!(
        "{} games: {} bytes in {:.2} ms",
        points.len(),
        png.len(),
        took.as_secs_f64() * 1000.0
    );
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_parse_with_and_without_their_deviation() {
        let point: ChartPointArg = " 1520 : 310 ".parse().unwrap();
        assert_eq!(point.rating, 1520.0);
        assert_eq!(point.deviation, Some(310.0));
        assert_eq!("1500".parse::<ChartPointArg>().unwrap().deviation, None);
        assert!("fast".parse::<ChartPointArg>().is_err());
        assert!("1500:NaN".parse::<ChartPointArg>().is_err());
    }

    #[test]
    fn a_seed_gives_one_history() {
        assert_eq!(random_history(50, 3), random_history(50, 3));
        assert_ne!(random_history(50, 3), random_history(50, 4));
        assert!(usual_deviation(0) > 300.0 && usual_deviation(100) == 50.0);
    }
}
