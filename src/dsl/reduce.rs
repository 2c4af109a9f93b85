//! Reduction trees over K = 128 (ARCHITECTURE.md §4): sums with one fixed tree, realised bit for bit
//! by any lanes-per-column layout.
//!
//! K is cut into chunks of `chunk` consecutive k (4 in the canonical tree). A chunk's sum
//! is `s = mul(x1, y1); s = fma(x0, y0, s); s = fma(x2, y2, s); ...; s = fma(x[c-1], ...)`
//! (in order); the chunk sums are combined pairwise at chunk distance `chunks/2, ..., 2, 1`.
//! With `lpc` lanes per column, lane `j` holds chunks `j, j + lpc, j + 2·lpc, ...`: the
//! levels at distance `>= lpc` are additions inside the lane, the last `log2(lpc)` are
//! `shfl_xor` butterflies. Lanes of one column must be consecutive (`lane / lpc` is the
//! column).
//!
//! The portable profile always uses the canonical tree. The `triton-sm90` profile sums over
//! the state tile with the tree of the register layout Triton picks, one 16-byte vector of
//! the state per lane: chunks of 4 for an f32 pool, of 8 for a bf16 pool
//! ([`Tree::of_vector`], `Profile::tree`).

use super::{KernelBuilder, Val, F32};

/// The two operands of one dot ([`Tree::dots`]): this lane's elements of `x` and of `y`.
pub type DotPair<'a> = (&'a [Val<F32>], &'a [Val<F32>]);

/// K, the length every tree sums over.
pub const K_LEN: u32 = 128;

/// A reduction tree over K = 128, named by its chunk length.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tree {
    chunk: u32,
}

impl Tree {
    /// Chunks of 4 consecutive k, 32 chunks (ARCHITECTURE.md §4).
    pub const CANONICAL: Tree = Tree { chunk: 4 };

    /// The tree whose chunk is one 16-byte vector of `elem_bytes`-byte elements.
    pub fn of_vector(elem_bytes: u32) -> Tree {
        let chunk = (16 / elem_bytes.max(1)).clamp(2, 32);
        Tree { chunk }
    }

    /// Consecutive k summed inside one chunk.
    pub fn chunk(self) -> u32 {
        self.chunk
    }

    /// Chunks in a row of K = 128.
    pub fn chunks(self) -> u32 {
        K_LEN / self.chunk
    }

    /// Whether `lpc` lanes per column can realise this tree (a power of two, at most one
    /// lane per chunk).
    pub fn fits(self, lpc: u32) -> bool {
        lpc.is_power_of_two() && lpc <= self.chunks()
    }

    /// The k offsets (within a row of 128) that lane `j` of a column holds, in register
    /// order: chunk `j + i·lpc` for `i` in `0..chunks/lpc`, `chunk` consecutive k each.
    /// Returned relative to `chunk·j`, so the caller adds the lane's own base.
    pub fn lane_offsets(self, lpc: u32) -> Vec<u32> {
        let chunk = self.chunk;
        (0..self.chunks() / lpc)
            .flat_map(|i| (0..chunk).map(move |e| i * lpc * chunk + e))
            .collect()
    }

    /// `sum_k x[k]·y[k]` over the whole column, on every lane of the column. `x` and `y`
    /// hold this lane's elements in [`Tree::lane_offsets`] order.
    pub fn dot(self, k: &mut KernelBuilder, lpc: u32, x: &[Val<F32>], y: &[Val<F32>]) -> Val<F32> {
        self.dots(k, lpc, &[(x, y)])[0]
    }

    /// [`Tree::dot`] of each pair, the pairs' butterflies interleaved level by level (each
    /// pair's sums are the same operations in the same order as its own `dot`; only the
    /// order of independent instructions between the pairs differs). One pair is `dot`.
    pub fn dots(self, k: &mut KernelBuilder, lpc: u32, pairs: &[DotPair]) -> Vec<Val<F32>> {
        assert!(self.fits(lpc), "lanes per column {lpc} for {self:?}");
        let chunk = self.chunk as usize;
        let per_lane = (self.chunks() / lpc) as usize;
        let mut totals: Vec<Val<F32>> = Vec::with_capacity(pairs.len());
        for &(x, y) in pairs {
            for (what, v) in [("x", x), ("y", y)] {
                assert_eq!(
                    v.len(),
                    chunk * per_lane,
                    "`{}`: register tile `{what}` of the dot",
                    k.name()
                );
            }
            let mut s: Vec<Val<F32>> = (0..per_lane)
                .map(|i| {
                    let c = chunk * i;
                    let mut acc = k.mul_rn(x[c + 1], y[c + 1]);
                    acc = k.fma_rn(x[c], y[c], acc);
                    for e in 2..chunk {
                        acc = k.fma_rn(x[c + e], y[c + e], acc);
                    }
                    acc
                })
                .collect();
            // Levels inside the lane: chunk distance d = chunks/2 .. lpc is index distance
            // d / lpc.
            let mut d = self.chunks() / 2;
            while d >= lpc {
                let half = (d / lpc) as usize;
                for i in 0..half {
                    s[i] = k.add_rn(s[i], s[i + half]);
                }
                d /= 2;
            }
            totals.push(s[0]);
        }
        // Levels across lanes: distance d < lpc (from lpc / 2, where the levels inside the
        // lane stop) is lane xor d, every pair at each level.
        let mut d = lpc / 2;
        while d >= 1 {
            for total in totals.iter_mut() {
                let other = k.shfl_xor(*total, d);
                *total = k.add_rn(*total, other);
            }
            d /= 2;
        }
        totals
    }
}
