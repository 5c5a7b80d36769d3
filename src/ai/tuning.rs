//! The knobs of the search ([`Tuning`]) that the experiments of `docs/ai-darkhex.md` vary.

/// Knobs of the Monte Carlo search. [`Tuning::default`] is what the levels play; the other
/// settings exist to measure what each part of the search is worth (`examples/ai_arena.rs`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tuning {
    /// Dark Hex: key each tree node by what its mover has observed since the root (its
    /// information set), so that neither side's choices in the tree depend on the other's
    /// unseen moves. `false` is the older single-observer tree, whose nodes follow the full
    /// move sequence (each side "knows" where the other played).
    pub information_sets: bool,
    /// Update the all-moves-as-first (RAVE) statistics from each playout; `false` keeps only
    /// the cells' priors as virtual playouts.
    pub rave: bool,
    /// RAVE bias (4b² in Gelly and Silver's schedule): larger values hand the choice to the
    /// real statistics sooner.
    pub rave_bias: f32,
    /// Dark Hex, information sets: the opponent's nodes are also keyed by which quarters of
    /// the board hold its sampled hidden stones, so that it does not play one strategy for
    /// every placement of its own stones (the strategy fusion left in the information-set
    /// tree). `false`: shared across all samples (the default: the signature gave no
    /// measurable gain, 55% [44–65%] of 80 games, `docs/ai-darkhex.md` part 2).
    pub opponent_signature: bool,
    /// Dark Hex: how the enemy's hidden stones are sampled.
    pub sampler: Sampler,
    /// Dark Hex: the route-weighted samplers' weights are raised to this power (1: as
    /// `prior.rs` computes them; larger values concentrate the samples where the enemy's
    /// routes run).
    pub sampler_sharpness: f32,
    /// Final move: the best mean value among the root moves with at least a quarter of the
    /// most visited one's visits (`false`: the most visited move).
    pub final_by_value: bool,
    /// Playouts answer a threat to a bridge or an edge template; `None` takes the variant's
    /// default: on in Hex, off in Dark Hex, where the owner of a bridge does not see the
    /// intrusion (with replies the 7×7 playouts overrated connections: replies off won 77%
    /// of 60 games at equal iterations, `docs/ai-darkhex.md`). Rex never uses them.
    pub playout_replies: Option<bool>,
    /// Dark Hex (information-set tree): race playouts (`race.rs`), in which each side plays on
    /// one of its shortest routes as its own view shows them, and with this probability on a
    /// random cell it does not know to be taken; `None`: the board is filled at random.
    pub race: Option<f32>,
    /// Dark Hex (information-set tree): the opponent makes no decisions in the tree but plays
    /// the race policy (`race.rs`) of its own view, with this probability of a random cell (1:
    /// uniformly at random); only the viewer's decisions are searched. `None`: the opponent's
    /// moves are tree decisions too, whose statistics, gathered over samples that all hold the
    /// viewer's real stones, learn where those stones are although the opponent cannot see them.
    pub opponent_policy: Option<f32>,
    /// In race playouts, the viewer's probability of a random cell (1: the viewer tries cells
    /// at random); `None`: [`Tuning::race`]'s, as the opponent's.
    pub viewer_race: Option<f32>,
    /// UCB exploration constant; `None` takes the variant's default.
    pub exploration: Option<f32>,
    /// Weight of the route prior: a tree node's cells get a prior that grows with their
    /// closeness to the mover's shortest routes between its edges, as the viewer's view shows
    /// them (`prior::route_closeness`; the viewer's routes avoid the enemy stones it found, the
    /// opponent's pass through the viewer's stones, which it does not see). 0: the flat
    /// centre prior only.
    pub route_prior: f32,
    /// Visits an edge needs before its child node is made. The tree stops growing at a fixed
    /// size (about 64 MB, some 44,000 nodes on 7×7), which a one-visit threshold reaches in
    /// about a quarter of a second on one core; a larger threshold spends that size on the
    /// lines visited most.
    pub expand_after: u32,
    /// Double [`Tuning::expand_after`] for each quarter of the tree's size cap already used.
    pub expand_growth: bool,
    /// At most this many decisions in the tree (`Some(1)`: only the root, a flat Monte Carlo
    /// search with RAVE); `None`: unlimited.
    pub tree_depth: Option<u32>,
    /// Independent trees (different seeds) whose root visits are summed for the final move
    /// (root-parallel search, `ai::ensemble`). An iteration budget is shared among them; with
    /// a time budget only, there are at least as many trees as threads.
    pub trees: usize,
    /// At most this many threads for one search; `None`: two when no other search runs in the
    /// process and the machine has two cores, else one (the busy rule of `ai::ensemble`).
    pub threads: Option<usize>,
}

/// How the search samples the enemy's hidden Dark Hex stones among the cells the viewer sees
/// empty.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sampler {
    /// Uniformly.
    Uniform,
    /// Where the enemy's routes between its edges and its found stones make them likely.
    Routes,
    /// Like `Routes`, one stone at a time, each making its empty neighbours likelier for the
    /// next ones (the enemy grows chains rather than scattering stones). Not the default: no
    /// measurable gain over `Routes` (56% [45–67%] of 80 games, `docs/ai-darkhex.md` part 2).
    Chains,
}

impl Default for Tuning {
    fn default() -> Self {
        Self {
            information_sets: true,
            rave: true,
            rave_bias: 0.002,
            opponent_signature: false,
            sampler: Sampler::Routes,
            sampler_sharpness: 1.0,
            final_by_value: false,
            playout_replies: None,
            race: None,
            opponent_policy: None,
            viewer_race: None,
            exploration: None,
            route_prior: 0.0,
            expand_after: 1,
            expand_growth: false,
            tree_depth: None,
            trees: 1,
            threads: None,
        }
    }
}
