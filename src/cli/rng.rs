//! The benchmarks' random numbers.

/// A small, fast pseudo-random generator (xorshift64*): the benchmark must measure the rules,
/// not the random number generator.
pub struct Rng(pub u64);

impl Rng {
    /// A number below `n` (which is below 2³²).
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        let x = self.0.wrapping_mul(0x2545_F491_4F6C_DD1D);
        (((x >> 32) * n as u64) >> 32) as usize
    }
}
