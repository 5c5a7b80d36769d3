//! A tiny deterministic pseudo-random generator (SplitMix64), so that a seed fixes every
//! choice the computer players make.

/// SplitMix64's step and finaliser: one seed in, one well-spread 64-bit number out.
/// `Rng::new(s)` first yields `mix(s ^ 0x9E37_79B9_7F4A_7C15)`; the bot core uses `mix` directly to derive
/// seeds and coin flips from game numbers.
pub fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// SplitMix64: fast, 64 bits of state, good enough for Monte Carlo playouts.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> Self {
        Self(seed ^ 0x9E37_79B9_7F4A_7C15)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let z = mix(self.0);
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z
    }

    /// A uniform integer in `0..n` (`n` must be positive; 0 gives 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            return 0;
        }
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }

    /// A uniform float in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn below_stays_in_range_and_covers_it() {
        let mut rng = Rng::new(7);
        let mut seen = [0usize; 5];
        for _ in 0..1000 {
            seen[rng.below(5)] += 1;
        }
        assert!(seen.iter().all(|&c| c > 100), "{seen:?}");
        assert_eq!(Rng::new(3).next_u64(), Rng::new(3).next_u64());
        assert_ne!(Rng::new(3).next_u64(), Rng::new(4).next_u64());
    }
}
