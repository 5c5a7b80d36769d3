//! Round-robin schedules by Berger tables (FIDE Handbook C.05, Annex 1).
//!
//! Seats are numbered 1 … N for an even N; an odd field adds a dummy seat N, and whoever is
//! drawn against it rests that round. In round `r` the seats `a` and `b` of 1 … N−1 with
//! `a + b ≡ r + 1 (mod N−1)` meet, and the seat `a` with `2a ≡ r + 1` meets seat N. Seat N
//! moves first in even rounds; in any other game seat `a` moves first when `(b − a) mod
//! (N−1)` is odd. That reproduces the published tables (round 1 of six: 1–6, 2–5, 3–4; round
//! 2: 6–4, 5–3, 1–2, board by board) and gives everyone alternating colours as far as a cycle allows, with at
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
    let last = field;
    // Seats 1 … N−1 as residues mod N−1 (0 is seat N−1).
    let seat = |x: usize| match x % modulus {
        0 => modulus,
        x => x,
    };
    // The seat that meets seat N: 2x ≡ r + 1 (mod N−1); N−1 is odd, so 2 has an inverse.
    let Some(host) = (1..=modulus).find(|&x| (2 * x) % modulus == (r + 1) % modulus) else {
        return (Vec::new(), None);
    };
    let mut boards = Vec::with_capacity(field / 2);
    boards.push(if r.is_multiple_of(2) {
        (last, host)
    } else {
        (host, last)
    });
    // Board k + 1 seats host + k against host − k, as the tables list them.
    for k in 1..field / 2 {
        let (a, b) = (seat(host + k), seat(host + modulus - k));
        let (low, high) = (a.min(b), a.max(b));
        boards.push(if (high - low) % 2 == 1 {
            (low, high)
        } else {
            (high, low)
        });
    }
    let mut games = Vec::with_capacity(field / 2);
    let mut rest = None;
    for (first, second) in boards {
        let (first, second) = if reversed {
            (second, first)
        } else {
            (first, second)
        };
        if seats % 2 == 1 && (first == last || second == last) {
            rest = Some(first.min(second) - 1);
        } else {
            games.push((first - 1, second - 1));
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
        const TABLE: [[(usize, usize); 3]; 5] = [
            [(1, 6), (2, 5), (3, 4)],
            [(6, 4), (5, 3), (1, 2)],
            [(2, 6), (3, 1), (4, 5)],
            [(6, 5), (1, 4), (2, 3)],
            [(3, 6), (4, 2), (5, 1)],
        ];
        for (round, games) in TABLE.iter().enumerate() {
            let paired = one_based(&berger_round(6, round).0);
            assert_eq!(paired, games.to_vec(), "round {}", round + 1);
        }
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
