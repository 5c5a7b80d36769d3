//! Time controls: none, correspondence (time per move) and live (base time plus increment).

use std::{fmt, str::FromStr};

use serde::{Deserialize, Serialize};

use super::ids::Millis;
use crate::{
    i18n::{self, Args, Lang},
    rules::Side,
};

const SECOND: Millis = 1_000;
const MINUTE: Millis = 60 * SECOND;
const HOUR: Millis = 60 * MINUTE;
const DAY: Millis = 24 * HOUR;

/// How long players may think.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum TimeControl {
    /// No clock.
    #[default]
    None,
    /// Correspondence: each move must come within this time (`1d`, `12h`).
    PerMove {
        /// Time per move.
        ms: Millis,
    },
    /// Live: a budget per player plus an increment per move (`10m+5s`).
    Live {
        /// Starting budget.
        base_ms: Millis,
        /// Added after each move.
        increment_ms: Millis,
    },
}

/// The shortest live clock accepted: 20 seconds of base time. Each move over chat spends a
/// second or more in delivery before the player even reads it, so a shorter clock would be
/// used up by the network rather than by thinking (`1s+0s` runs out before any reply).
pub const MIN_LIVE_BASE: Millis = 20 * SECOND;

/// Text that is not a time control we accept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadTimeControl {
    /// Not a time control at all (as typed).
    NotAClock(String),
    /// A live clock whose base is below [`MIN_LIVE_BASE`] (as typed).
    TooShort(String),
}

/// A duration as typed (`30m`, `2h`, `1d`).
pub(crate) fn parse_duration(text: &str) -> Option<Millis> {
    let text = text.trim();
    let split = text.find(|c: char| !c.is_ascii_digit())?;
    let (digits, unit) = text.split_at(split);
    if digits.is_empty() || digits.len() > 6 {
        return None;
    }
    let n: Millis = digits.parse().ok()?;
    let unit_ms = match unit {
        "s" => SECOND,
        "m" | "min" => MINUTE,
        "h" => HOUR,
        "d" => DAY,
        _ => return None,
    };
    Some(n * unit_ms)
}

fn format_duration(ms: Millis) -> String {
    if ms > 0 && ms % DAY == 0 {
        format!("{}d", ms / DAY)
    } else if ms > 0 && ms % HOUR == 0 {
        format!("{}h", ms / HOUR)
    } else if ms > 0 && ms % MINUTE == 0 {
        format!("{}m", ms / MINUTE)
    } else {
        format!("{}s", ms / SECOND)
    }
}

impl FromStr for TimeControl {
    type Err = BadTimeControl;

    /// `none`, `1d` / `12h` (per move), `10m+5s` / `5m` (live).
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let lower = text.trim().to_ascii_lowercase();
        let bad = || BadTimeControl::NotAClock(text.trim().to_owned());
        let live = |base_ms: Millis, increment_ms: Millis| {
            if base_ms < MIN_LIVE_BASE {
                Err(BadTimeControl::TooShort(text.trim().to_owned()))
            } else {
                Ok(TimeControl::Live {
                    base_ms,
                    increment_ms,
                })
            }
        };
        if lower == "none" || lower == "-" {
            return Ok(TimeControl::None);
        }
        if let Some((base, inc)) = lower.split_once('+') {
            let base_ms = parse_duration(base).ok_or_else(bad)?;
            let increment_ms = if inc == "0" {
                0
            } else {
                parse_duration(inc).ok_or_else(bad)?
            };
            if base_ms <= 0 || base_ms > 7 * DAY || increment_ms > DAY {
                return Err(bad());
            }
            return live(base_ms, increment_ms);
        }
        let ms = parse_duration(&lower).ok_or_else(bad)?;
        if ms <= 0 || ms > 30 * DAY {
            return Err(bad());
        }
        if ms >= HOUR {
            Ok(TimeControl::PerMove { ms })
        } else {
            live(ms, 0)
        }
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TimeControl::None => f.write_str("none"),
            TimeControl::PerMove { ms } => f.write_str(&format_duration(*ms)),
            TimeControl::Live {
                base_ms,
                increment_ms,
            } => write!(
                f,
                "{}+{}",
                format_duration(*base_ms),
                format_duration(*increment_ms)
            ),
        }
    }
}

/// The running clock of one game, persisted with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ClockState {
    /// When the current turn began.
    pub turn_started: Millis,
    /// Live games: each player's remaining budget at the start of their turn.
    pub remaining: [Millis; 2],
    /// Whether the player to move was already warned this turn.
    pub warned: bool,
}

impl ClockState {
    /// A fresh clock for a game starting at `now`.
    pub fn start(control: TimeControl, now: Millis) -> Self {
        let base = match control {
            TimeControl::Live { base_ms, .. } => base_ms,
            _ => 0,
        };
        Self {
            turn_started: now,
            remaining: [base; 2],
            warned: false,
        }
    }

    /// Books a move by `mover` at `now`.
    pub fn moved(&mut self, control: TimeControl, mover: Side, now: Millis) {
        if let TimeControl::Live { increment_ms, .. } = control {
            let used = (now - self.turn_started).max(0);
            let left = &mut self.remaining[mover.index()];
            *left = (*left - used).max(0) + increment_ms;
        }
        self.turn_started = now;
        self.warned = false;
    }

    /// When `to_move` loses on time, if the game is timed.
    pub fn deadline(&self, control: TimeControl, to_move: Side) -> Option<Millis> {
        match control {
            TimeControl::None => None,
            TimeControl::PerMove { ms } => Some(self.turn_started + ms),
            TimeControl::Live { .. } => Some(self.turn_started + self.remaining[to_move.index()]),
        }
    }

    /// When to warn `to_move` that time is running out.
    pub fn warn_at(&self, control: TimeControl, to_move: Side) -> Option<Millis> {
        let deadline = self.deadline(control, to_move)?;
        let window = match control {
            TimeControl::None => 0,
            TimeControl::PerMove { ms } => ms / 4,
            TimeControl::Live { base_ms, .. } => (base_ms / 5).min(MINUTE),
        };
        Some(deadline - window)
    }

    /// Time left for `player` at `now`, for captions.
    pub fn left(
        &self,
        control: TimeControl,
        player: Side,
        to_move: Option<Side>,
        now: Millis,
    ) -> Option<Millis> {
        match control {
            TimeControl::None => None,
            TimeControl::PerMove { ms } => Some(if to_move == Some(player) {
                (self.turn_started + ms - now).max(0)
            } else {
                ms
            }),
            TimeControl::Live { .. } => {
                let stored = self.remaining[player.index()];
                Some(if to_move == Some(player) {
                    (stored - (now - self.turn_started)).max(0)
                } else {
                    stored
                })
            }
        }
    }
}

/// A time left in `lang`, to the two largest units: `1d 4h`, `5 h 03 min`, `4 Min. 05 s`.
pub fn human_duration(ms: Millis, lang: Lang) -> String {
    let ms = ms.max(0);
    let (id, big, small) = if ms >= DAY {
        ("board-duration-days", ms / DAY, (ms % DAY) / HOUR)
    } else if ms >= HOUR {
        ("board-duration-hours", ms / HOUR, (ms % HOUR) / MINUTE)
    } else {
        (
            "board-duration-minutes",
            ms / MINUTE,
            (ms % MINUTE) / SECOND,
        )
    };
    // The smaller unit is always two digits below a day (`5h 03m`), as a clock shows it.
    let small = if ms >= DAY {
        small.to_string()
    } else {
        format!("{small:02}")
    };
    let args = Args::new().num("big", big).str("small", small);
    i18n::format(lang, id, &args)
}

/// How long a game with no move at all may wait before it is aborted.
pub fn idle_limit(control: TimeControl, untimed: Millis) -> Millis {
    match control {
        TimeControl::None => untimed,
        TimeControl::PerMove { ms } => ms,
        TimeControl::Live { base_ms, .. } => base_ms.min(10 * MINUTE),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints_time_controls() {
        assert_eq!("1d".parse(), Ok(TimeControl::PerMove { ms: DAY }));
        assert_eq!(
            "10m+5s".parse(),
            Ok(TimeControl::Live {
                base_ms: 10 * MINUTE,
                increment_ms: 5 * SECOND
            })
        );
        assert_eq!("none".parse(), Ok(TimeControl::None));
        assert!("tomorrow".parse::<TimeControl>().is_err());
        assert!("0m+5s".parse::<TimeControl>().is_err());
        // Below the minimum: refused as too short, not as unreadable.
        for text in ["1s+0s", "19s+30s", "10s"] {
            assert_eq!(
                text.parse::<TimeControl>(),
                Err(BadTimeControl::TooShort(text.into()))
            );
        }
        assert!("20s+0s".parse::<TimeControl>().is_ok());
        for text in ["1d", "12h", "10m+5s", "none", "3m+0s"] {
            let tc: TimeControl = text.parse().unwrap();
            assert_eq!(tc.to_string(), text);
        }
    }

    #[test]
    fn live_clock_books_time_and_increment() {
        let tc: TimeControl = "10m+5s".parse().unwrap();
        let mut clock = ClockState::start(tc, 0);
        clock.moved(tc, Side::First, 60 * SECOND);
        assert_eq!(clock.remaining[0], 9 * MINUTE + 5 * SECOND);
        assert_eq!(
            clock.deadline(tc, Side::Second),
            Some(60 * SECOND + 10 * MINUTE)
        );
    }
}
