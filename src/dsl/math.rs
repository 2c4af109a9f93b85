//! The portable math library: `exp`, `log`, `softplus`, `sigmoid` written only with
//! IEEE-rounded f32 operations (`add/sub/mul/div` `rn`, `fma`), integer and bit operations.
//! The same DSL code runs on every target and on the interpreter, so its results are
//! identical everywhere by construction (ARCHITECTURE.md §3, profile `portable`).
//!
//! Accuracy against the correctly rounded result (f64 reference rounded to f32), measured
//! by `tests/math.rs` over every f32 in a dense range plus random samples over the whole
//! domain (the numbers are in that test's assertions and in the issue notes):
//! `exp` and `log` stay within 1 ULP. Special values: `exp(NaN) = NaN`, `exp(+inf) = +inf`
//! (and overflow above ~88.72), `exp(-inf) = +0` (and underflow through the denormals,
//! rounded once); `log(x < 0) = NaN`, `log(±0) = -inf`, `log(+inf) = +inf`, `log(NaN) = NaN`,
//! denormal inputs are exact (scaled by 2^23 first).
//!
//! Coefficients are Taylor coefficients (1/k! for `exp`, 2/(2k+1) for `log` as
//! `2·atanh(s)`), computed here rather than copied; the reduction intervals are small
//! enough that the truncation error is far below an f32 ULP.

use super::reduce::Tree;
use super::{Bool, KernelBuilder, Val, F32, I32};
use crate::ir::{CmpOp, IntBinOp, Scalar};
use std::f64::consts::{LN_2, LOG2_E};

/// `x <op> c` for an f32 constant.
fn cmp_c(k: &mut KernelBuilder, op: CmpOp, x: Val<F32>, c: f32) -> Val<Bool> {
    let c = k.f32(c);
    k.cmp(op, x, c)
}

/// `2^n` for `n` in [-126, 127], built from its exponent bits.
fn pow2(k: &mut KernelBuilder, n: Val<I32>) -> Val<F32> {
    let bias = k.i32(127);
    let e = k.iadd(n, bias);
    let shift = k.i32(23);
    let bits = k.ibin(IntBinOp::Shl, e, shift);
    k.f32_from_bits(bits)
}

/// e^x, within 1 ULP over the whole f32 range.
pub fn exp(k: &mut KernelBuilder, x: Val<F32>) -> Val<F32> {
    // Clamp so that 2^q stays representable as two normal factors; the clamped ends still
    // overflow to +inf (e^89) and underflow to +0 (e^-104) after the single final rounding.
    let lo = k.f32(-104.0);
    let hi = k.f32(89.0);
    let below = k.cmp(CmpOp::Lt, x, lo);
    let xc = k.select(below, lo, x);
    let above = k.cmp(CmpOp::Gt, xc, hi);
    let xc = k.select(above, hi, xc);
    // q = round(x / ln2): adding 1.5*2^23 inside an fma rounds x*log2(e) to an integer once.
    let magic = k.f32(12_582_912.0);
    let log2e = k.f32(LOG2_E as f32);
    let t = k.fma_rn(xc, log2e, magic);
    let q = k.sub_rn(t, magic);
    // s = x - q*ln2. With ln2 = hi + lo, x - q*hi is exact (q*hi and x are multiples of
    // 2^-24 or finer and |x - q*hi| < 1/2), so one fma gives it; adding t = -q*lo rounds,
    // and that rounding error is kept in s_err (Fast2Sum, |s_hi| >= |t|).
    let ln2_hi = LN_2 as f32;
    let ln2_lo = (LN_2 - f64::from(ln2_hi)) as f32;
    let neg_hi = k.f32(-ln2_hi);
    let neg_lo = k.f32(-ln2_lo);
    let s_hi = k.fma_rn(q, neg_hi, xc);
    let t = k.mul_rn(q, neg_lo);
    let s = k.add_rn(s_hi, t);
    let moved = k.sub_rn(s, s_hi);
    let s_err = k.sub_rn(t, moved);
    // e^s = 1 + s + s^2 * p(s), |s| <= ln2/2; p has the Taylor coefficients 1/2! .. 1/7!.
    let coeffs: Vec<f32> = (2..=7)
        .map(|n| 1.0 / (1..=n).map(f64::from).product::<f64>())
        .map(|c| c as f32)
        .collect();
    let mut p = k.f32(coeffs[coeffs.len() - 1]);
    for &c in coeffs.iter().rev().skip(1) {
        let c = k.f32(c);
        p = k.fma_rn(p, s, c);
    }
    let s2 = k.mul_rn(s, s);
    let sp = k.mul_rn(s2, p);
    // r = s + s^2 p as r_hi + r_lo (Fast2Sum, |s| >= |s^2 p|), plus the reduction error
    // (e^(s + s_err) = e^s (1 + s_err) to far below an ULP).
    let r_hi = k.add_rn(s, sp);
    let moved = k.sub_rn(r_hi, s);
    let r_lo = k.sub_rn(sp, moved);
    let r_lo = k.add_rn(r_lo, s_err);
    // 1 + r_hi + r_lo with a single final rounding of significance (Fast2Sum, 1 >= |r_hi|).
    let one = k.f32(1.0);
    let y_hi = k.add_rn(one, r_hi);
    let moved = k.sub_rn(y_hi, one);
    let e = k.sub_rn(r_hi, moved);
    let tail = k.add_rn(e, r_lo);
    let r = k.add_rn(y_hi, tail);
    // Scale by 2^q as two exact-factor multiplies so a denormal result is rounded once.
    // (q is NaN only for a NaN input; the conversion then gets 0 and r carries the NaN.)
    let q_is_nan = k.cmp(CmpOp::Ne, q, q);
    let zero = k.f32(0.0);
    let q = k.select(q_is_nan, zero, q);
    let qi = k.f32_to_i32_rz(q);
    let one_i = k.i32(1);
    let q1 = k.ibin(IntBinOp::Shr, qi, one_i);
    let q2 = k.ibin(IntBinOp::Sub, qi, q1);
    let f1 = pow2(k, q1);
    let f2 = pow2(k, q2);
    let y = k.mul_rn(r, f1);
    k.mul_rn(y, f2)
}

/// ln(x), within 1 ULP over the whole f32 range.
pub fn log(k: &mut KernelBuilder, x: Val<F32>) -> Val<F32> {
    // Denormals: scale into the normal range first (exact), and correct the exponent.
    let tiny = cmp_c(k, CmpOp::Lt, x, f32::MIN_POSITIVE);
    let scale = k.f32(8_388_608.0); // 2^23
    let scaled = k.mul_rn(x, scale);
    let xs = k.select(tiny, scaled, x);
    let minus23 = k.i32(-23);
    let zero_i = k.i32(0);
    let e_adj = k.select(tiny, minus23, zero_i);
    // xs = m * 2^e with m in [sqrt(1/2), sqrt(2)).
    let bits = k.bits_of(xs);
    let sqrt_half_bits = k.i32(std::f32::consts::FRAC_1_SQRT_2.to_bits() as i32);
    let ix = k.ibin(IntBinOp::Sub, bits, sqrt_half_bits);
    let c23 = k.i32(23);
    let e = k.ibin(IntBinOp::Shr, ix, c23);
    let e_bits = k.ibin(IntBinOp::Shl, e, c23);
    let m_bits = k.ibin(IntBinOp::Sub, bits, e_bits);
    let m = k.f32_from_bits(m_bits);
    let e = k.iadd(e, e_adj);
    let ef = k.i32_to_f32(e);
    // log(m) = log(1+f) = 2 atanh(s), s = f/(2+f): = f - s*(f - R), R = s^2 (2/3 + 2/5 s^2 + ...).
    let one = k.f32(1.0);
    let two = k.f32(2.0);
    let f = k.sub_rn(m, one);
    let d = k.add_rn(f, two);
    let s = k.div_rn(f, d);
    let z = k.mul_rn(s, s);
    let coeffs: Vec<f32> = (1..=5)
        .map(|n| (2.0 / f64::from(2 * n + 1)) as f32)
        .collect();
    let mut p = k.f32(coeffs[coeffs.len() - 1]);
    for &c in coeffs.iter().rev().skip(1) {
        let c = k.f32(c);
        p = k.fma_rn(p, z, c);
    }
    let r = k.mul_rn(z, p);
    let fr = k.sub_rn(f, r);
    let neg_s = k.neg(s);
    let lp = k.fma_rn(neg_s, fr, f);
    // + e*ln2, the low part first, one rounding for the high part.
    let ln2_hi = LN_2 as f32;
    let ln2_lo = (LN_2 - f64::from(ln2_hi)) as f32;
    let lo = k.f32(ln2_lo);
    let hi = k.f32(ln2_hi);
    let t = k.fma_rn(ef, lo, lp);
    let y = k.fma_rn(ef, hi, t);
    // Special values.
    let is_zero = cmp_c(k, CmpOp::Eq, x, 0.0);
    let neg_inf = k.f32(f32::NEG_INFINITY);
    let y = k.select(is_zero, neg_inf, y);
    let is_inf = cmp_c(k, CmpOp::Eq, x, f32::INFINITY);
    let inf = k.f32(f32::INFINITY);
    let y = k.select(is_inf, inf, y);
    let negative = cmp_c(k, CmpOp::Lt, x, 0.0);
    let nan = k.f32(f32::NAN);
    let y = k.select(negative, nan, y);
    let is_nan = k.cmp(CmpOp::Ne, x, x);
    k.select(is_nan, x, y)
}

/// `(1/beta) * log(1 + exp(beta*x))` when `beta*x <= threshold`, else `x` (ARCHITECTURE.md §5),
/// in the portable profile.
pub fn softplus(
    k: &mut KernelBuilder,
    x: Val<F32>,
    beta: Val<F32>,
    threshold: Val<F32>,
) -> Val<F32> {
    let one = k.f32(1.0);
    let inv_beta = k.div_rn(one, beta);
    Profile::Portable.softplus(k, x, beta, inv_beta, threshold)
}

/// `1 / (1 + exp(0 - x))` in the portable profile.
pub fn sigmoid(k: &mut KernelBuilder, x: Val<F32>) -> Val<F32> {
    Profile::Portable.sigmoid(k, x)
}

/// The exponents (unbiased) within which [`div_rn_shared`] takes its fast path: dividend and
/// divisor in `[2^-DIV_SHARED_EXP, 2^DIV_SHARED_EXP)` in magnitude, so that the seed, the
/// quotient and the remainder are normal numbers far from overflow.
pub const DIV_SHARED_EXP: i32 = 32;

/// `xs[i] / d`, each correctly rounded (the same bits as `div_rn`), with one reciprocal of
/// `d` for all of them (NVIDIA only: `rcp.approx.ftz.f32`). The seed `r0` (within 1 ULP of
/// `1/d`) is refined once (`r = r0 + r0·(1 - d·r0)`); each quotient is `q0 = r·x`, then
/// `q = q0 + r·(x - d·q0)` with both remainders fused: Markstein's correction, which rounds
/// to the nearest quotient for any seed within that bound when every value is a normal
/// number (`tests/div_shared.rs` checks it against IEEE division for seeds up to 4 ULPs
/// off). Outside those exponents ([`DIV_SHARED_EXP`]: zero, denormals, infinities, NaN
/// and very large or small values) the group's quotients are `div_rn`'s instead, in the
/// other arm of one branch, which the lanes take only for such inputs. ptxas expands each
/// `div.rn.f32` into its own reciprocal, refinement and range check behind a branch of its
/// own; here the divisions by one divisor share the reciprocal and one branch.
pub fn div_rn_shared(k: &mut KernelBuilder, xs: &[Val<F32>], d: Val<F32>) -> Vec<Val<F32>> {
    // |v| in [2^-E, 2^E): its biased exponent minus (127 - E) in [0, 2E).
    let exp_mask = k.i32(0xff);
    let shift = k.i32(23);
    let low = k.i32(127 - DIV_SHARED_EXP);
    let span = k.i32(2 * DIV_SHARED_EXP);
    let zero_i = k.i32(0);
    let in_range = |k: &mut KernelBuilder, v: Val<F32>| {
        let bits = k.bits_of(v);
        let ex = k.ibin(IntBinOp::Shr, bits, shift);
        let ex = k.ibin(IntBinOp::And, ex, exp_mask);
        let off = k.ibin(IntBinOp::Sub, ex, low);
        k.in_range(off, zero_i, span)
    };
    let mut fast = in_range(k, d);
    for &x in xs {
        let ok = in_range(k, x);
        fast = k.and(fast, ok);
    }
    // One branch for the group, each arm consuming the dividends: only the quotients are
    // live after it.
    let vars: Vec<_> = xs.iter().map(|&x| k.var("div_shared", x)).collect();
    k.if_else(
        fast,
        |k| {
            let one = k.f32(1.0);
            let zero = k.f32(0.0);
            let nd = k.neg(d);
            let r0 = k.rcp_approx_ftz(d);
            let e = k.fma_rn(r0, nd, one);
            let r = k.fma_rn(r0, e, r0);
            for (&x, &v) in xs.iter().zip(&vars) {
                let q0 = k.fma_rn(r, x, zero);
                let rem = k.fma_rn(q0, nd, x);
                let q = k.fma_rn(r, rem, q0);
                k.set(v, q);
            }
        },
        |k| {
            for (&x, &v) in xs.iter().zip(&vars) {
                let q = k.div_rn(x, d);
                k.set(v, q);
            }
        },
    );
    vars.into_iter().map(|v| k.get(v)).collect()
}

pub use crate::vocab::Profile;

/// The math of a numerics profile (ARCHITECTURE.md, "Numerics"): which operations every
/// kernel of the profile uses for `exp`, `log`, division and square root. The kernels call
/// the profile, so one kernel description serves both profiles.
impl Profile {
    /// The reduction tree of the sums over K of the state tile (the delta `sum_k h·k` and
    /// the output `sum_k h·q`): the canonical one in the portable profile. Under
    /// `triton-sm90` it is the tree of the register layout Triton gives the state tile: its
    /// coalescing pass hands every lane one 16-byte vector of a pool row, so a lane holds 4
    /// consecutive k of an f32 pool (`sizePerThread [4, 1]`, 32 lanes along K) but 8 of a
    /// bf16 pool (`[8, 1]`, 16 lanes along K, butterflies 8..1). The q and k norms keep the
    /// canonical tree under both pools (Triton reduces them in their own 1-D layout, 4 per
    /// lane over 32 lanes).
    pub fn tree(self, pool: Scalar) -> Tree {
        match self {
            Profile::Portable => Tree::CANONICAL,
            Profile::TritonSm90 => Tree::of_vector(pool.bytes().unwrap_or(4) as u32),
        }
    }

    pub fn exp(self, k: &mut KernelBuilder, x: Val<F32>) -> Val<F32> {
        match self {
            Profile::Portable => exp(k, x),
            Profile::TritonSm90 => {
                let log2e = k.f32(f32::from_bits(0x3FB8_AA3B));
                let t = k.mul_rn(x, log2e);
                k.ex2_approx(t)
            }
        }
    }

    pub fn log(self, k: &mut KernelBuilder, x: Val<F32>) -> Val<F32> {
        match self {
            Profile::Portable => log(k, x),
            Profile::TritonSm90 => libdevice_logf_ftz(k, x),
        }
    }

    pub fn div(self, k: &mut KernelBuilder, a: Val<F32>, b: Val<F32>) -> Val<F32> {
        match self {
            Profile::Portable => k.div_rn(a, b),
            Profile::TritonSm90 => k.div_full(a, b),
        }
    }

    pub fn sqrt(self, k: &mut KernelBuilder, x: Val<F32>) -> Val<F32> {
        match self {
            Profile::Portable => k.sqrt_rn(x),
            Profile::TritonSm90 => k.sqrt_approx_ftz(x),
        }
    }

    /// `(1/beta) * log(1 + exp(beta*x))` when `beta*x <= threshold`, else `x`.
    pub fn softplus(
        self,
        k: &mut KernelBuilder,
        x: Val<F32>,
        beta: Val<F32>,
        inv_beta: Val<F32>,
        threshold: Val<F32>,
    ) -> Val<F32> {
        let bx = k.mul_rn(beta, x);
        let e = self.exp(k, bx);
        let one = k.f32(1.0);
        let y = k.add_rn(e, one);
        let l = self.log(k, y);
        let sp = k.mul_rn(inv_beta, l);
        let below = k.cmp(CmpOp::Le, bx, threshold);
        k.select(below, sp, x)
    }

    /// `1 / (1 + exp(0 - x))`.
    pub fn sigmoid(self, k: &mut KernelBuilder, x: Val<F32>) -> Val<F32> {
        let zero = k.f32(0.0);
        let nx = k.sub_rn(zero, x);
        let e = self.exp(k, nx);
        let one = k.f32(1.0);
        let d = k.add_rn(e, one);
        self.div(k, one, d)
    }
}

/// libdevice's `__nv_logf` as Triton compiles it with FTZ on (`TRITON_SM90.md`, step 3).
fn libdevice_logf_ftz(k: &mut KernelBuilder, y: Val<F32>) -> Val<F32> {
    let c = |k: &mut KernelBuilder, bits: u32| k.f32(f32::from_bits(bits));
    let min_normal = c(k, 0x0080_0000);
    let tiny = k.cmp(CmpOp::Lt, y, min_normal);
    let two23 = c(k, 0x4B00_0000);
    let scaled = k.mul_rn(y, two23);
    let m0 = k.select(tiny, scaled, y);
    let minus23 = c(k, 0xC1B8_0000);
    let zero = k.f32(0.0);
    let eb = k.select(tiny, minus23, zero);
    let bits = k.bits_of(m0);
    let offset = k.i32(-1_059_760_811);
    let i = k.iadd(bits, offset);
    let mask = k.i32(0xFF80_0000u32 as i32);
    let ie = k.ibin(IntBinOp::And, i, mask);
    let m_bits = k.ibin(IntBinOp::Sub, bits, ie);
    let m = k.f32_from_bits(m_bits);
    let fe = k.i32_to_f32(ie);
    let two_m23 = c(k, 0x3400_0000);
    let e = k.fma_rn_ftz(fe, two_m23, eb);
    let minus_one = k.f32(-1.0);
    let r = k.add_rn(m, minus_one);
    let c0 = c(k, 0xBE05_5027);
    let c1 = c(k, 0x3E10_39F6);
    let mut p = k.fma_rn_ftz(c0, r, c1);
    for bits in [
        0xBDF8_CDCC,
        0x3E0F_2955,
        0xBE2A_D8B9,
        0x3E4C_ED0B,
        0xBE7F_FF22,
        0x3EAA_AA78,
        0xBF00_0000,
    ] {
        let cc = c(k, bits);
        p = k.fma_rn_ftz(p, r, cc);
    }
    let p = k.mul_rn(r, p);
    let p = k.fma_rn_ftz(p, r, r);
    let ln2 = c(k, 0x3F31_7218);
    let ln = k.fma_rn_ftz(e, ln2, p);
    // inf or NaN (bits >= 0x7F800000; m0 is never negative here, so a signed compare works).
    let inf_bits = k.i32(0x7F80_0000);
    let special = k.cmp(CmpOp::Ge, bits, inf_bits);
    let inf = c(k, 0x7F80_0000);
    let s = k.fma_rn_ftz(m0, inf, inf);
    let ln = k.select(special, s, ln);
    let is_zero = k.cmp(CmpOp::Eq, m0, zero);
    let neg_inf = k.f32(f32::NEG_INFINITY);
    k.select(is_zero, neg_inf, ln)
}
