//! Swiss tournaments as FIDE's tournament report files (TRF, the subset bbpPairings reads), so
//! that our pairings can be compared with bbpPairings' (the Dutch engine lichess uses).
//!
//! A tournament's file holds every round; the pairing of round `r` is compared with ours for
//! the standings after rounds `0..r` ([`Trf::compare`]). `hextable bench pairing --trf-dir DIR
//! --bbp PATH` plays random tournaments with bbpPairings and writes such files;
//! `tests/fixtures/swiss/` keeps a sample of them, replayed by `tests/rules/swiss_dutch.rs`.
//!
//! Read by [`Trf::parse`]: the player lines (`001`: the pairing number at columns 5–8, the
//! rating at 49–52, each round's ten columns from 92: opponent, colour `w`/`b`/`-`, result
//! `1` `=` `0` for a game, `+` `-` for a forfeit, `U` for the pairing bye, `Z` or `-` for a
//! round not played) and `XXR` (the number of rounds). Colour `w` is the side that moves first.

use thiserror::Error;

use super::{pair_swiss, Float, RoundRules, SwissPlayer, SwissRound};
use crate::{
    core::tournament::format::{EntryId, HalfPoints},
    rules::Side,
};

/// One player's round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TrfGame {
    /// A game played: the opponent's pairing number, whether this player moved first, and the
    /// half-points scored (2, 1 or 0).
    Played {
        /// The opponent's pairing number.
        opponent: u32,
        /// Whether this player moved first (white).
        first: bool,
        /// Half-points scored.
        points: HalfPoints,
    },
    /// A game paired but not played: a forfeit won or lost.
    Forfeit {
        /// The opponent's pairing number.
        opponent: u32,
        /// Whether this player would have moved first.
        first: bool,
        /// Whether this player won by forfeit.
        won: bool,
    },
    /// The pairing bye (a full point).
    Bye,
    /// Not paired this round (absent or withdrawn): no points.
    Absent,
}

impl TrfGame {
    /// Half-points scored.
    pub fn points(self) -> HalfPoints {
        match self {
            Self::Played { points, .. } => points,
            Self::Forfeit { won: true, .. } | Self::Bye => 2,
            Self::Forfeit { won: false, .. } | Self::Absent => 0,
        }
    }

    fn opponent(self) -> Option<u32> {
        match self {
            Self::Played { opponent, .. } | Self::Forfeit { opponent, .. } => Some(opponent),
            Self::Bye | Self::Absent => None,
        }
    }
}

/// One player line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrfPlayer {
    /// The pairing number (1 for the highest rated).
    pub number: u32,
    /// The rating.
    pub rating: u32,
    /// Each round, oldest first.
    pub games: Vec<TrfGame>,
}

/// A Swiss tournament.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Trf {
    /// The number of rounds planned (`XXR`).
    pub rounds: u32,
    /// The players, by pairing number.
    pub players: Vec<TrfPlayer>,
}

/// A file that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TrfError {
    /// A line's field is not what the format allows.
    #[error("line {line}: {what}")]
    Line {
        /// The line number (from 1).
        line: usize,
        /// What was wrong.
        what: String,
    },
}

/// How one round's pairings compare.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundComparison {
    /// The round (from 0).
    pub round: usize,
    /// The recorded pairing (from bbpPairings).
    pub recorded: SwissRound,
    /// Ours.
    pub ours: SwissRound,
}

impl RoundComparison {
    /// Whether both have the same pairs with the same first movers and the same bye.
    pub fn agrees(&self) -> bool {
        let sorted = |r: &SwissRound| {
            let mut games = r.games.clone();
            games.sort_unstable();
            (games, r.bye)
        };
        sorted(&self.recorded) == sorted(&self.ours)
    }
}

impl Trf {
    /// Reads a file.
    pub fn parse(text: &str) -> Result<Self, TrfError> {
        let mut trf = Self::default();
        for (index, line) in text.lines().enumerate() {
            let bad = |what: &str| TrfError::Line {
                line: index + 1,
                what: what.to_owned(),
            };
            if let Some(rest) = line.strip_prefix("XXR") {
                trf.rounds = rest.trim().parse().map_err(|_| bad("rounds"))?;
                continue;
            }
            if !line.starts_with("001") {
                continue;
            }
            let field = |from: usize, to: usize| line.get(from..to.min(line.len())).unwrap_or("");
            let number = field(4, 8).trim().parse().map_err(|_| bad("number"))?;
            let rating = field(48, 52).trim().parse().unwrap_or(0);
            let mut games = Vec::new();
            let mut at = 91;
            while at < line.len() {
                let opponent = field(at, at + 4).trim();
                let colour = field(at + 5, at + 6);
                let result = field(at + 7, at + 8);
                let opponent = if opponent.is_empty() {
                    0
                } else {
                    opponent.parse().map_err(|_| bad("opponent"))?
                };
                let first = colour.eq_ignore_ascii_case("w");
                let game = match (result, opponent) {
                    ("U", _) => TrfGame::Bye,
                    ("Z" | "H" | "F" | "-" | " " | "", 0) => TrfGame::Absent,
                    ("+", o) => TrfGame::Forfeit {
                        opponent: o,
                        first,
                        won: true,
                    },
                    ("-", o) => TrfGame::Forfeit {
                        opponent: o,
                        first,
                        won: false,
                    },
                    ("1" | "W", o) if o > 0 => TrfGame::Played {
                        opponent: o,
                        first,
                        points: 2,
                    },
                    ("=" | "D", o) if o > 0 => TrfGame::Played {
                        opponent: o,
                        first,
                        points: 1,
                    },
                    ("0" | "L", o) if o > 0 => TrfGame::Played {
                        opponent: o,
                        first,
                        points: 0,
                    },
                    _ => return Err(bad("result")),
                };
                games.push(game);
                at += 10;
            }
            trf.players.push(TrfPlayer {
                number,
                rating,
                games,
            });
        }
        trf.players.sort_by_key(|p| p.number);
        Ok(trf)
    }

    /// The file after `played` rounds, with the players in `absent` marked as not paired in
    /// the next round: what bbpPairings is given to pair round `played + 1`.
    pub fn write(&self, played: usize, absent: &[u32]) -> String {
        let mut out = String::from("012 hextable random Swiss\n");
        for p in &self.players {
            let games = &p.games[..played.min(p.games.len())];
            let points: HalfPoints = games.iter().map(|g| g.points()).sum();
            let mut line = format!(
                "001 {:>4}      {:<33} {:>4} {:>3} {:>11} {:>10} {:>4.1} {:>4}",
                p.number,
                format!("Player{:04}", p.number),
                p.rating,
                "",
                "",
                "",
                f64::from(points) / 2.0,
                p.number
            );
            for game in games {
                let cell = match *game {
                    TrfGame::Played {
                        opponent,
                        first,
                        points,
                    } => {
                        let result = ["0", "=", "1"][points.min(2) as usize];
                        format!("{opponent:>4} {} {result}", colour(first))
                    }
                    TrfGame::Forfeit {
                        opponent,
                        first,
                        won,
                    } => format!(
                        "{opponent:>4} {} {}",
                        colour(first),
                        if won { "+" } else { "-" }
                    ),
                    TrfGame::Bye => "0000 - U".to_owned(),
                    TrfGame::Absent => "0000 - Z".to_owned(),
                };
                line.push_str("  ");
                line.push_str(&cell);
            }
            if absent.contains(&p.number) {
                line.push_str("  0000 - Z");
            }
            out.push_str(&line);
            out.push('\n');
        }
        out.push_str(&format!("XXR {}\nXXC white1\n", self.rounds));
        out
    }

    /// The field of round `round` (from 0): the players paired in it, with their history of
    /// the rounds before, and the round's rules.
    pub fn field(&self, round: usize) -> (Vec<SwissPlayer>, RoundRules) {
        let before = |p: &TrfPlayer, r: usize| -> HalfPoints {
            p.games.iter().take(r).map(|g| g.points()).sum()
        };
        let by_number = |n: u32| self.players.iter().find(|p| p.number == n);
        // The pairing numbers count the players of this round and everyone paired before (as
        // bbpPairings renumbers).
        let present = |p: &TrfPlayer| !matches!(p.games.get(round), None | Some(TrfGame::Absent));
        let counted: Vec<u32> = self
            .players
            .iter()
            .filter(|p| {
                present(p)
                    || p.games[..round.min(p.games.len())]
                        .iter()
                        .any(|g| *g != TrfGame::Absent)
            })
            .map(|p| p.number)
            .collect();
        let number_of = |n: u32| {
            counted
                .iter()
                .position(|&c| c == n)
                .map_or(n, |i| i as u32 + 1)
        };
        let players = self
            .players
            .iter()
            .filter(|p| present(p))
            .map(|p| {
                let history = &p.games[..round];
                let floats = history
                    .iter()
                    .enumerate()
                    .map(|(r, game)| match *game {
                        TrfGame::Played { opponent, .. } => {
                            let mine = before(p, r);
                            let theirs = by_number(opponent).map_or(mine, |o| before(o, r));
                            match mine.cmp(&theirs) {
                                std::cmp::Ordering::Greater => Float::Down,
                                std::cmp::Ordering::Less => Float::Up,
                                std::cmp::Ordering::Equal => Float::None,
                            }
                        }
                        TrfGame::Forfeit { won: true, .. } | TrfGame::Bye => Float::Down,
                        TrfGame::Forfeit { won: false, .. } | TrfGame::Absent => Float::None,
                    })
                    .collect();
                SwissPlayer {
                    id: EntryId(p.number),
                    number: number_of(p.number),
                    score: before(p, round),
                    rating: f64::from(p.rating),
                    met: history
                        .iter()
                        .filter_map(|g| match *g {
                            TrfGame::Played { opponent, .. } => Some(EntryId(opponent)),
                            _ => None,
                        })
                        .collect(),
                    sides: history
                        .iter()
                        .filter_map(|g| match *g {
                            TrfGame::Played { first, .. } => {
                                Some(if first { Side::First } else { Side::Second })
                            }
                            _ => None,
                        })
                        .collect(),
                    floats,
                    had_bye: history
                        .iter()
                        .any(|g| matches!(g, TrfGame::Bye | TrfGame::Forfeit { won: true, .. })),
                }
            })
            .collect();
        let rules = RoundRules {
            played_rounds: round as u32,
            final_round: round as u32 + 1 >= self.rounds,
            avoid: Vec::new(),
        };
        (players, rules)
    }

    /// The pairing recorded for round `round` (from 0).
    pub fn recorded(&self, round: usize) -> SwissRound {
        let mut recorded = SwissRound::default();
        for p in &self.players {
            match p.games.get(round) {
                Some(TrfGame::Bye) => recorded.bye = Some(EntryId(p.number)),
                Some(&g) if g.opponent().is_some() => {
                    let first = matches!(
                        g,
                        TrfGame::Played { first: true, .. } | TrfGame::Forfeit { first: true, .. }
                    );
                    if let (true, Some(o)) = (first, g.opponent()) {
                        recorded.games.push((EntryId(p.number), EntryId(o)));
                    }
                }
                _ => {}
            }
        }
        recorded
    }

    /// Adds a round's pairing with every game's result from `result(first, second)` (the
    /// first mover's round, by pairing numbers); players not in the pairing are absent.
    pub fn record(&mut self, pairing: &SwissRound, mut result: impl FnMut(u32, u32) -> TrfGame) {
        let round = self
            .players
            .iter()
            .map(|p| p.games.len())
            .max()
            .unwrap_or(0);
        let mut games = std::collections::HashMap::new();
        for &(a, b) in &pairing.games {
            let game = result(a.0, b.0);
            let other = match game {
                TrfGame::Played { points, .. } => TrfGame::Played {
                    opponent: a.0,
                    first: false,
                    points: 2 - points.min(2),
                },
                TrfGame::Forfeit { won, .. } => TrfGame::Forfeit {
                    opponent: a.0,
                    first: false,
                    won: !won,
                },
                other => other,
            };
            games.insert(a.0, game);
            games.insert(b.0, other);
        }
        if let Some(bye) = pairing.bye {
            games.insert(bye.0, TrfGame::Bye);
        }
        for p in &mut self.players {
            p.games.truncate(round);
            p.games.resize(round, TrfGame::Absent);
            p.games
                .push(games.get(&p.number).copied().unwrap_or(TrfGame::Absent));
        }
    }

    /// Each round paired by us from the recorded history, beside the recorded pairing.
    pub fn compare(&self) -> Vec<RoundComparison> {
        let rounds = self
            .players
            .iter()
            .map(|p| p.games.len())
            .max()
            .unwrap_or(0);
        (0..rounds)
            .map(|round| {
                let (field, rules) = self.field(round);
                RoundComparison {
                    round,
                    recorded: self.recorded(round),
                    ours: pair_swiss(&field, &rules).unwrap_or_default(),
                }
            })
            .collect()
    }
}

fn colour(first: bool) -> &'static str {
    if first {
        "w"
    } else {
        "b"
    }
}

/// Reads bbpPairings' answer (`-p`): the number of boards, then `white black` per board, with
/// `0` as the black of the bye.
pub fn parse_pairing(text: &str) -> Result<SwissRound, TrfError> {
    let mut round = SwissRound::default();
    for (index, line) in text.lines().enumerate().skip(1) {
        let bad = || TrfError::Line {
            line: index + 1,
            what: "board".to_owned(),
        };
        let mut words = line.split_whitespace();
        let (Some(a), Some(b)) = (words.next(), words.next()) else {
            continue;
        };
        let a: u32 = a.parse().map_err(|_| bad())?;
        let b: u32 = b.parse().map_err(|_| bad())?;
        if b == 0 {
            round.bye = Some(EntryId(a));
        } else {
            round.games.push((EntryId(a), EntryId(b)));
        }
    }
    Ok(round)
}
