//! The canonical reduction (DESIGN §4): sums over K = 128 with one fixed tree, realised
//! bit for bit by any lanes-per-column layout.
//!
//! K is cut into 32 chunks of 4 consecutive k. A chunk's sum is
//! `s = mul(x1, y1); s = fma(x0, y0, s); s = fma(x2, y2, s); s = fma(x3, y3, s)`; the 32
//! chunk sums are combined pairwise at chunk distance 16, 8, 4, 2, 1. With `lpc` lanes per
//! column, lane `j` holds chunks `j, j + lpc, j + 2·lpc, ...`: the levels at distance
//! `>= lpc` are additions inside the lane, the last `log2(lpc)` are `shfl_xor` butterflies.
//! Lanes of one column must be consecutive (`lane / lpc` is the column).

use super::{KernelBuilder, Val, F32};

/// Chunk count of a K = 128 row.
pub const CHUNKS: u32 = 32;

/// The k offsets (within a row of 128) that lane `j` of a column holds, in register order:
/// chunk `j + i·lpc` for `i` in `0..32/lpc`, 4 consecutive k each. Returned relative to
/// `4·j`, so the caller adds the lane's own base.
pub fn lane_offsets(lpc: u32) -> Vec<u32> {
    (0..CHUNKS / lpc)
        .flat_map(|i| (0..4).map(move |e| i * lpc * 4 + e))
        .collect()
}

/// `sum_k x[k]·y[k]` over the whole column, on every lane of the column. `x` and `y` hold
/// this lane's elements in [`lane_offsets`] order.
pub fn dot(k: &mut KernelBuilder, lpc: u32, x: &[Val<F32>], y: &[Val<F32>]) -> Val<F32> {
    assert!(
        lpc.is_power_of_two() && lpc <= CHUNKS,
        "lanes per column {lpc}"
    );
    let per_lane = (CHUNKS / lpc) as usize;
    assert_eq!(
        x.len(),
        4 * per_lane,
        "`{}`: register tile of the dot",
        k.name()
    );
    assert_eq!(
        y.len(),
        4 * per_lane,
        "`{}`: register tile of the dot",
        k.name()
    );
    let mut s: Vec<Val<F32>> = (0..per_lane)
        .map(|i| {
            let c = 4 * i;
            let acc = k.mul_rn(x[c + 1], y[c + 1]);
            let acc = k.fma_rn(x[c], y[c], acc);
            let acc = k.fma_rn(x[c + 2], y[c + 2], acc);
            k.fma_rn(x[c + 3], y[c + 3], acc)
        })
        .collect();
    // Levels inside the lane: chunk distance d = 16 .. lpc is index distance d / lpc.
    let mut d = CHUNKS / 2;
    while d >= lpc {
        let half = (d / lpc) as usize;
        for i in 0..half {
            s[i] = k.add_rn(s[i], s[i + half]);
        }
        d /= 2;
    }
    // Levels across lanes: distance d < lpc is lane xor d.
    let mut total = s[0];
    while d >= 1 {
        let other = k.shfl_xor(total, d);
        total = k.add_rn(total, other);
        d /= 2;
    }
    total
}
