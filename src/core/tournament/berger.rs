//! Round-robin schedules by Berger tables (FIDE Handbook C.05, Annex 1).
//!
//! Seats are numbered 1 … N for an even N; an odd field adds a dummy seat N, and whoever is
//! drawn against it rests that round. In round `r` the seats `a` and `b` of 1 … N−1 with
//! `a + b ≡ r + 1 (mod N−1)` meet, and the seat `a` with `2a ≡ r + 1` meets seat N. Seat N
//! moves first in even rounds; in any other game seat `a` moves first when `(b − a) mod
//! (N−1)` is odd. That reproduces the published tables (round 1 of six: 1–6, 2–5, 3–4; round
//! 2: 6–4, 5–3, 1–2) and gives everyone alternating colours as far as a cycle allows, with at
//! most one more game as first player than as second. A double round-robin plays the cycle
//! again with every game's colours reversed.

/// The games of one round of a Berger cycle for `seats` players (seat indices from 0; an odd
/// `seats` gets a dummy): `(first, second)` pairs, and the seat that rests, if any. `round`
/// counts from 0 and wraps around the cycle; in the second cycle colours are reversed.
pub fn berger_round(seats: usize, round: usize) -> (Vec<(usize, usize)>, Option<usize>) {
    let field = seats + seats % 2;
    if field < 2 {
        return (Vec::new(), seats.checked_sub(1));
    }
    let modulus = field - 1;
    let cycle_round = round % modulus;
    let reversed = (round / modulus) % 2 == 1;
    // Seats 1 … N as in the tables; `r` is the table's 1-based round.
    let r = cycle_round + 1;
    let target = (r + 1) % modulus;
    let last = field;
    let mut games = Vec::with_capacity(field / 2);
    let mut rest = None;
    for a in 1..=modulus {
        let b = match (target + modulus - a % modulus) % modulus {
            0 => modulus,
            b => b,
        };
        let (first, second) = if a == b {
            if r.is_multiple_of(2) {
                (last, a)
            } else {
                (a, last)
            }
        } else if a < b {
            if (b - a) % 2 == 1 {
                (a, b)
            } else {
                (b, a)
            }
        } else {
            // Met from the smaller seat.
            continue;
        };
        let (first, second) = if reversed {
            (second, first)
        } else {
            (first, second)
        };
        let game = (first - 1, second - 1);
        if seats % 2 == 1 && (first == last || second == last) {
            rest = Some(first.min(second) - 1);
        } else if first == last || second == last {
            // The last seat's game heads the round, as in the tables.
            games.insert(0, game);
        } else {
            games.push(game);
        }
    }
    (games, rest)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one_based(round: &[(usize, usize)]) -> Vec<(usize, usize)> {
        round.iter().map(|&(a, b)| (a + 1, b + 1)).collect()
    }

    #[test]
    fn the_published_table_for_six() {
        let rounds: Vec<_> = (0..5).map(|r| one_based(&berger_round(6, r).0)).collect();
        let has = |round: usize, pair: (usize, usize)| rounds[round].contains(&pair);
        assert!(
            has(0, (1, 6)) && has(0, (2, 5)) && has(0, (3, 4)),
            "{rounds:?}"
        );
        assert!(
            has(1, (6, 4)) && has(1, (5, 3)) && has(1, (1, 2)),
            "{rounds:?}"
        );
        assert!(
            has(2, (2, 6)) && has(2, (3, 1)) && has(2, (4, 5)),
            "{rounds:?}"
        );
        assert!(
            has(3, (6, 5)) && has(3, (1, 4)) && has(3, (2, 3)),
            "{rounds:?}"
        );
        assert!(
            has(4, (3, 6)) && has(4, (4, 2)) && has(4, (5, 1)),
            "{rounds:?}"
        );
    }

    #[test]
    fn everyone_meets_everyone_once_with_balanced_colours() {
        for seats in 2..=21 {
            let field = seats + seats % 2;
            let mut met = vec![vec![0; seats]; seats];
            let mut firsts = vec![0i32; seats];
            let mut rests = vec![0; seats];
            for round in 0..field - 1 {
                let (games, rest) = berger_round(seats, round);
                let mut seen = vec![0; seats];
                for &(a, b) in &games {
                    met[a][b] += 1;
                    met[b][a] += 1;
                    firsts[a] += 1;
                    firsts[b] -= 1;
                    seen[a] += 1;
                    seen[b] += 1;
                }
                if let Some(r) = rest {
                    rests[r] += 1;
                    seen[r] += 1;
                }
                assert!(seen.iter().all(|&s| s == 1), "{seats} seats, round {round}");
            }
            for a in 0..seats {
                for (b, &times) in met[a].iter().enumerate() {
                    assert_eq!(times, usize::from(a != b), "{seats}: {a}-{b}");
                }
                assert!(
                    firsts[a].abs() <= 1,
                    "{seats} seats: seat {a} {}",
                    firsts[a]
                );
                assert_eq!(rests[a], seats % 2, "{seats} seats");
            }
        }
    }

    #[test]
    fn the_second_cycle_reverses_colours() {
        for round in 0..5 {
            let (first, _) = berger_round(6, round);
            let (second, _) = berger_round(6, round + 5);
            let swapped: Vec<_> = first.iter().map(|&(a, b)| (b, a)).collect();
            assert_eq!(second, swapped);
        }
    }
}
