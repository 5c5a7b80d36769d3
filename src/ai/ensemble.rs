//! Root-parallel search: several independent trees of one position (different seeds), their
//! root visits summed, the final move chosen from the sum; and how many threads run them.
//!
//! The trees never share anything while they grow, so they can run on separate threads with
//! no locking; an ensemble can also run on one thread, each tree getting its share of the
//! budget (for measuring it at equal total iterations, `docs/ai-darkhex.md` part 4).
//!
//! How the computer shares the machine (issue #20): a process-wide count of the searches in
//! progress decides. A search that starts while no other one runs, on a machine with at least
//! two cores, spreads its trees over two threads; any other search (the bot is thinking for
//! several games at once) runs on its caller's thread only. The bot's drawing threads run
//! niced (`runtime::drawing`), so a second search thread takes a core from them before it
//! takes one from the core's short critical path.

use std::{
    sync::atomic::{AtomicUsize, Ordering},
    time::Instant,
};

use super::{
    geometry::Geometry,
    mix,
    search::{RootStats, Search},
    Budget, Report, Tuning,
};
use crate::rules::{Move, PlayerView};

/// Searches in progress in this process (any thread).
static SEARCHES: AtomicUsize = AtomicUsize::new(0);

/// The most threads one search uses; two is what the issue asks for (both cores of the
/// production machine when it is idle).
const MAX_THREADS: usize = 2;

/// Counts a search as in progress for as long as it lives.
struct InProgress {
    /// Searches that were running when this one started.
    others: usize,
}

impl InProgress {
    fn start() -> Self {
        Self {
            others: SEARCHES.fetch_add(1, Ordering::SeqCst),
        }
    }
}

impl Drop for InProgress {
    fn drop(&mut self) {
        SEARCHES.fetch_sub(1, Ordering::SeqCst);
    }
}

/// How many threads a search may use: two when it is the only search running and the machine
/// has two cores or more, else one; [`Tuning::threads`] caps it.
fn allowed_threads(others: usize, tuning: &Tuning) -> usize {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let idle = if others == 0 && cores >= 2 {
        MAX_THREADS
    } else {
        1
    };
    tuning.threads.map_or(idle, |cap| idle.min(cap.max(1)))
}

/// The seed of tree `k`: tree 0 keeps the search's own seed, so a one-tree ensemble plays
/// exactly the single search.
fn tree_seed(seed: u64, k: usize) -> u64 {
    if k == 0 {
        seed
    } else {
        mix(seed ^ (k as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15))
    }
}

/// Searches `view` with an ensemble of trees and reports the move with the most summed root
/// visits. With an iteration budget the number of trees is [`Tuning::trees`] whatever the
/// threads (so a seed still fixes the move), and the iterations are shared among them; with
/// a time budget only, each thread grows at least one tree for the whole time, so an idle
/// machine's second core adds a tree.
pub(super) fn search(
    view: &PlayerView,
    root_cells: &[usize],
    budget: Budget,
    seed: u64,
    tuning: &Tuning,
) -> Option<Report> {
    let started = Instant::now();
    let in_progress = InProgress::start();
    let threads = allowed_threads(in_progress.others, tuning);
    let mut trees = tuning.trees.max(1);
    if budget.max_iterations.is_none() {
        trees = trees.max(threads);
    }
    let threads = threads.min(trees);
    // Tree k runs on thread k % threads, after the thread's earlier trees.
    let grow_thread = |thread: usize| -> Option<Vec<RootStats>> {
        let mine: Vec<usize> = (thread..trees).step_by(threads).collect();
        let mut out = Vec::with_capacity(mine.len());
        for (j, &k) in mine.iter().enumerate() {
            // The thread's trees share its time equally, each ending at its slot's end.
            let slot = budget.time.mul_f64((j + 1) as f64 / mine.len() as f64);
            let deadline = started + slot;
            let iterations = budget.max_iterations.map(|max| {
                let k = k as u64;
                let t = trees as u64;
                max / t + u64::from(k < max % t)
            });
            let mut search = Search::new(view, tree_seed(seed, k))?;
            out.push(search.grow(root_cells, deadline, iterations));
        }
        Some(out)
    };
    let mut stats = Vec::with_capacity(trees);
    if threads <= 1 {
        stats.extend(grow_thread(0)?);
    } else {
        std::thread::scope(|scope| {
            let helpers: Vec<_> = (1..threads)
                .map(|t| {
                    let grow = &grow_thread;
                    std::thread::Builder::new()
                        .name("hextable-ai".into())
                        .spawn_scoped(scope, move || grow(t))
                })
                .collect();
            let own = grow_thread(0);
            stats.extend(own.into_iter().flatten());
            for (t, helper) in helpers.into_iter().enumerate() {
                match helper.map(|h| h.join()) {
                    Ok(Ok(Some(found))) => stats.extend(found),
                    // The helper could not start: its trees run here, past their deadlines
                    // (so a time-bound tree gets only the minimum of iterations).
                    Err(_) => stats.extend(grow_thread(t + 1).into_iter().flatten()),
                    // A helper that failed loses its trees only.
                    Ok(_) => {}
                }
            }
        });
    }
    drop(in_progress);
    let geo = Geometry::new(view.settings().size);
    report(&geo, &stats, started)
}

/// The ensemble's choice: the root move with the most visits summed over the trees (ties: the
/// better summed mean).
pub(super) fn report(geo: &Geometry, stats: &[RootStats], started: Instant) -> Option<Report> {
    let first = stats.first()?;
    // Every tree offers the same root cells in the same order.
    let mut sums: Vec<(u16, u64, u64)> = first.edges.iter().map(|e| (e.cell, 0, 0)).collect();
    for tree in stats {
        for (sum, e) in sums.iter_mut().zip(&tree.edges) {
            sum.1 += u64::from(e.visits);
            sum.2 += u64::from(e.wins);
        }
    }
    let value = |&(_, visits, wins): &(u16, u64, u64)| wins as f64 / visits.max(1) as f64;
    let best = sums
        .iter()
        .max_by(|a, b| a.1.cmp(&b.1).then(value(a).total_cmp(&value(b))))?;
    let iterations: u64 = stats.iter().map(|s| s.iterations).sum();
    let depth: u64 = stats.iter().map(|s| s.depth_sum).sum();
    let total: u64 = sums.iter().map(|s| s.1).sum();
    let searched = iterations > 0;
    Some(Report {
        mv: Move::Place(geo.cell(usize::from(best.0))),
        iterations,
        elapsed: started.elapsed(),
        win_rate: if searched { value(best) } else { 0.5 },
        mean_depth: depth as f64 / iterations.max(1) as f64,
        visit_share: if searched {
            best.1 as f64 / total.max(1) as f64
        } else {
            1.0
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        ai::root::root_cells,
        rules::{BoardSize, DarkVersion, GameSettings, HexGame, Player, Variant},
    };

    fn dark_view() -> PlayerView {
        let settings = GameSettings::new(
            Variant::DarkHex(DarkVersion::Classic),
            BoardSize::square(7).unwrap(),
        );
        let moves = crate::rules::parse_move_list("d4 a7 c3 g1").unwrap();
        HexGame::from_moves(settings, &moves)
            .unwrap()
            .player_view(Player::Red)
    }

    #[test]
    fn a_busy_process_searches_on_one_thread() {
        let tuning = Tuning::default();
        assert_eq!(allowed_threads(1, &tuning), 1);
        assert_eq!(allowed_threads(5, &tuning), 1);
        let one = Tuning {
            threads: Some(1),
            ..tuning
        };
        assert_eq!(allowed_threads(0, &one), 1);
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        assert_eq!(allowed_threads(0, &tuning), if cores >= 2 { 2 } else { 1 });
    }

    #[test]
    fn an_ensemble_shares_the_iterations_and_does_not_depend_on_the_threads() {
        let view = dark_view();
        let cells = root_cells(&view);
        let run = |threads| {
            let tuning = Tuning {
                trees: 3,
                threads: Some(threads),
            };
            search(&view, &cells, Budget::iterations(1_001), 17, &tuning).unwrap()
        };
        let (one, two) = (run(1), run(2));
        assert_eq!(one.iterations, 1_001);
        assert_eq!((one.mv, one.iterations), (two.mv, two.iterations));
        assert!((one.visit_share - two.visit_share).abs() < 1e-12);
    }

    #[test]
    fn one_tree_is_the_single_search() {
        let view = dark_view();
        let cells = root_cells(&view);
        let tuning = Tuning::default();
        let ensemble = search(&view, &cells, Budget::iterations(1_500), 9, &tuning).unwrap();
        let mut single = Search::new(&view, 9).unwrap();
        let alone = single.run(&cells, Budget::iterations(1_500)).unwrap();
        assert_eq!(ensemble.mv, alone.mv);
        assert_eq!(ensemble.visit_share, alone.visit_share);
    }

    #[test]
    fn a_time_budget_gets_a_tree_per_thread_and_keeps_its_time() {
        let view = dark_view();
        let cells = root_cells(&view);
        let tuning = Tuning {
            threads: Some(2),
            ..Tuning::default()
        };
        let budget = Budget::time(std::time::Duration::from_millis(60));
        let report = search(&view, &cells, budget, 3, &tuning).unwrap();
        assert!(report.iterations > 0);
        // Generous: the test threads share the machine.
        assert!(
            report.elapsed < std::time::Duration::from_millis(400),
            "{report:?}"
        );
    }
}
