//! `dsl::math::div_rn_shared`: divisions by one divisor that share a reciprocal seed give the
//! bits of IEEE division, on the interpreter (which runs the same DSL code the GPUs run,
//! with the correctly rounded reciprocal as the seed) and, for the hardware's seed, by the
//! argument the helper rests on: Markstein's correction rounds to the nearest quotient for
//! every seed within a few ULPs of `1/d` while every value is a normal number.

#![cfg(feature = "generator")]

mod common;

use common::Rng;
use deltagen::dsl::math::{div_rn_shared, DIV_SHARED_EXP};
use deltagen::dsl::{Val, F32};
use deltagen::ir::{Access, Kernel, Scalar};

const GROUP: u32 = 128;
/// Dividends per divisor, as in a lane's share of a normalised `q` or `k`.
const PER: usize = 4;

/// `out[PER·i + j] = x[PER·i + j] / d[i]` for `i < n`, by `div_rn_shared`.
fn probe() -> Kernel {
    common::item_probe(
        "div_shared_probe",
        GROUP,
        |k| {
            let xs = k.buffer("x", Scalar::F32, Access::Read);
            let ds = k.buffer("d", Scalar::F32, Access::Read);
            let out = k.buffer("out", Scalar::F32, Access::ReadWrite);
            (xs, ds, out)
        },
        |k, &(xs, ds, out), at| {
            let d = k.load::<F32>(ds, at);
            let per = k.i64(PER as i64);
            let first = k.imul(at, per);
            let at_j: Vec<_> = (0..PER)
                .map(|j| {
                    let j = k.i64(j as i64);
                    k.iadd(first, j)
                })
                .collect();
            let x: Vec<Val<F32>> = at_j.iter().map(|&a| k.load::<F32>(xs, a)).collect();
            let q = div_rn_shared(k, &x, d);
            for (&a, &q) in at_j.iter().zip(&q) {
                k.store(out, a, q);
            }
        },
    )
}

/// The probe's outputs (poisoned before the run).
fn run(kernel: &Kernel, x: &[f32], d: &[f32]) -> Vec<u32> {
    assert_eq!(x.len(), PER * d.len());
    common::run_item_probe(kernel, GROUP, &[x, d], x.len(), d.len())
}

/// A float with a random mantissa and sign and an unbiased exponent in `lo..=hi`.
fn with_exponent(rng: &mut Rng, lo: i32, hi: i32) -> f32 {
    let span = (hi - lo + 1) as usize;
    let e = lo + rng.below(span) as i32;
    let bits = (rng.next_u64() as u32 & 0x807f_ffff) | (((e + 127) as u32) << 23);
    f32::from_bits(bits)
}

/// Values outside the fast path's range, and its edges.
fn special(rng: &mut Rng) -> f32 {
    let e = DIV_SHARED_EXP;
    let picks = [
        0.0,
        -0.0,
        f32::from_bits(1 + rng.below(0x7f_ffff) as u32),
        -f32::MIN_POSITIVE,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        f32::MAX,
        2f32.powi(-e),
        -2f32.powi(e),
        2f32.powi(e) * (1.0 - f32::EPSILON / 2.0),
        2f32.powi(-e) * (1.0 - f32::EPSILON / 2.0),
        with_exponent(rng, e, 127),
        with_exponent(rng, -126, -e - 1),
    ];
    picks[rng.below(picks.len())]
}

/// Indices where `got` differs from IEEE division's bits.
fn mismatches(x: &[f32], d: &[f32], got: &[u32]) -> Vec<usize> {
    (0..x.len())
        .filter(|&i| (x[i] / d[i / PER]).to_bits() != got[i])
        .collect()
}

#[test]
fn shared_divisions_give_the_bits_of_ieee_division_on_the_interpreter() {
    let kernel = probe();
    let mut rng = Rng::new(0xd1);
    let n = 16 * GROUP as usize;
    let e = DIV_SHARED_EXP;
    let mut d = Vec::with_capacity(n);
    let mut x = Vec::with_capacity(PER * n);
    for i in 0..n {
        // Every fourth divisor has one special value among its dividends (or is special
        // itself): those groups take the fallback, the others the fast path.
        let kind = i % 4;
        d.push(if kind == 1 {
            special(&mut rng)
        } else {
            with_exponent(&mut rng, -e, e - 1)
        });
        for j in 0..PER {
            x.push(if kind == 2 && j == i % PER {
                special(&mut rng)
            } else {
                with_exponent(&mut rng, -e, e - 1)
            });
        }
    }
    let got = run(&kernel, &x, &d);
    let bad = mismatches(&x, &d, &got);
    assert!(
        bad.is_empty(),
        "{} of {} quotients differ from IEEE division, first x = {:e}, d = {:e}",
        bad.len(),
        x.len(),
        x[bad[0]],
        d[bad[0] / PER]
    );
    // Control: a quotient one ULP off is seen.
    let mut off = got.clone();
    off[7] ^= 1;
    assert_eq!(mismatches(&x, &d, &off), vec![7]);
}

/// The helper's fast path with seed `r0` (its operations, in its order).
fn fast(x: f32, d: f32, r0: f32, correct: bool) -> f32 {
    let e = r0.mul_add(-d, 1.0);
    let r = r0.mul_add(e, r0);
    let q0 = r.mul_add(x, 0.0);
    let rem = q0.mul_add(-d, x);
    if correct {
        r.mul_add(rem, q0)
    } else {
        q0
    }
}

/// The hardware's seed (`rcp.approx.ftz.f32`, within 1 ULP of `1/d`) is not the
/// interpreter's: the quotient must not depend on it. Seeds up to 4 ULPs either side of the
/// correctly rounded reciprocal, dividends and divisors over the whole fast-path range.
#[test]
fn the_fast_path_rounds_correctly_for_any_seed_near_the_reciprocal() {
    let mut rng = Rng::new(0x5eed);
    let e = DIV_SHARED_EXP;
    let n = std::env::var("DELTAGEN_DIV_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(2_000_000usize);
    let mut wrong = 0usize;
    let mut wrong_uncorrected = 0usize;
    for _ in 0..n {
        let x = with_exponent(&mut rng, -e, e - 1);
        let d = with_exponent(&mut rng, -e, e - 1);
        let want = (x / d).to_bits();
        let y = (1.0 / d).to_bits();
        for k in -4i32..=4 {
            let r0 = f32::from_bits(y.wrapping_add_signed(k));
            if fast(x, d, r0, true).to_bits() != want {
                wrong += 1;
            }
            if fast(x, d, r0, false).to_bits() != want {
                wrong_uncorrected += 1;
            }
        }
    }
    assert_eq!(wrong, 0, "{wrong} of {} quotients wrong", 9 * n);
    // Control: without the correction the same cases do go wrong, so the check can fail.
    assert!(wrong_uncorrected > n / 10, "{wrong_uncorrected}");
}
