//! Accuracy of the portable math library against the correctly rounded result, measured on
//! the interpreter (which runs the same DSL code the GPUs run): every f32 in a dense range,
//! plus random bit patterns over the whole domain. Bounds: `exp` and `log` within 1 ULP.

#![cfg(feature = "generator")]

mod common;

use common::Rng;
use deltagen::dsl::{math, KernelBuilder, Val, F32};
use deltagen::ir::{Access, Kernel, Scalar};

const GROUP: u32 = 256;

/// `out[i] = f(input[i])` for `i < n`.
fn probe(name: &str, f: impl FnOnce(&mut KernelBuilder, Val<F32>) -> Val<F32>) -> Kernel {
    common::item_probe(
        name,
        GROUP,
        |k| {
            let input = k.buffer("input", Scalar::F32, Access::Read);
            let out = k.buffer("out", Scalar::F32, Access::ReadWrite);
            (input, out)
        },
        |k, &(input, out), at| {
            let x = k.load::<F32>(input, at);
            let y = f(k, x);
            k.store(out, at, y);
        },
    )
}

fn run(kernel: &Kernel, xs: &[f32]) -> Vec<f32> {
    common::run_item_probe(kernel, GROUP, &[xs], xs.len(), xs.len())
        .into_iter()
        .map(f32::from_bits)
        .collect()
}

/// Error of `y` in units of the f32 spacing at the exact value.
fn ulp_error(y: f32, exact: f64) -> f64 {
    if exact.is_nan() {
        return if y.is_nan() { 0.0 } else { f64::INFINITY };
    }
    let max = f64::from(f32::MAX) * (1.0 + 2f64.powi(-24));
    if exact.abs() >= max {
        return if f64::from(y) == exact.signum() * f64::INFINITY {
            0.0
        } else {
            f64::INFINITY
        };
    }
    if y.is_infinite() || y.is_nan() {
        return f64::INFINITY;
    }
    let a = exact.abs();
    let ulp = if a < f64::from(f32::MIN_POSITIVE) {
        2f64.powi(-149)
    } else {
        2f64.powi(a.log2().floor() as i32 - 23)
    };
    (f64::from(y) - exact).abs() / ulp
}

/// Max ULP error of `kernel` over `xs` against `reference`; prints the worst input.
fn max_error(name: &str, kernel: &Kernel, xs: &[f32], reference: fn(f64) -> f64) -> f64 {
    let ys = run(kernel, xs);
    let (mut worst, mut at) = (0.0f64, 0.0f32);
    for (&x, &y) in xs.iter().zip(&ys) {
        let e = ulp_error(y, reference(f64::from(x)));
        if e > worst || e.is_nan() {
            worst = e;
            at = x;
        }
    }
    eprintln!(
        "{name}: max error {worst:.3} ulp over {} inputs (worst at x = {at:e})",
        xs.len()
    );
    worst
}

/// Every f32 in [lo, hi).
fn all_f32(lo: f32, hi: f32) -> Vec<f32> {
    let (a, b) = (lo.to_bits(), hi.to_bits());
    (a..b).map(f32::from_bits).collect()
}

fn random_f32(rng: &mut Rng, n: usize) -> Vec<f32> {
    (0..n)
        .map(|_| f32::from_bits(rng.next_u64() as u32))
        .filter(|x| !x.is_nan())
        .collect()
}

#[test]
fn exp_is_within_one_ulp() {
    let k = probe("exp_probe", math::exp);
    let dense = max_error("exp dense [2, 4)", &k, &all_f32(2.0, 4.0), f64::exp);
    let dense_neg = max_error(
        "exp dense [-1, -0.5)",
        &k,
        &all_f32(-0.5, -1.0).into_iter().collect::<Vec<_>>(),
        f64::exp,
    );
    let mut rng = Rng::new(0xe4);
    let random = max_error(
        "exp random bits",
        &k,
        &random_f32(&mut rng, 1 << 20),
        f64::exp,
    );
    let edges = [
        0.0,
        -0.0,
        1e-30,
        -1e-30,
        88.72283,
        88.72284,
        89.0,
        100.0,
        -87.33654,
        -103.27893,
        -103.97207,
        -103.972084,
        -104.0,
        -150.0,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::MAX,
        f32::MIN,
    ];
    let edge = max_error("exp edges", &k, &edges, f64::exp);
    for e in [dense, dense_neg, random, edge] {
        assert!(e <= 1.0, "exp error {e} ulp exceeds 1");
    }
    let nan = run(&k, &[f32::NAN]);
    assert!(nan[0].is_nan());
}

#[test]
fn log_is_within_one_ulp() {
    let k = probe("log_probe", math::log);
    let dense = max_error("log dense [0.5, 2)", &k, &all_f32(0.5, 2.0), f64::ln);
    let mut rng = Rng::new(0x10);
    let positive: Vec<f32> = random_f32(&mut rng, 1 << 20)
        .into_iter()
        .map(f32::abs)
        .collect();
    let random = max_error("log random positive bits", &k, &positive, f64::ln);
    let denormals: Vec<f32> = (1..1u32 << 23).step_by(97).map(f32::from_bits).collect();
    let denormal = max_error("log denormals", &k, &denormals, f64::ln);
    let edges = [
        f32::MIN_POSITIVE,
        1.0,
        2.0,
        f32::MAX,
        f32::INFINITY,
        0.0,
        -0.0,
        f32::from_bits(1),
    ];
    let edge = max_error("log edges", &k, &edges, f64::ln);
    for e in [dense, random, denormal, edge] {
        assert!(e <= 1.0, "log error {e} ulp exceeds 1");
    }
    let special = run(&k, &[-1.0, f32::NAN, f32::NEG_INFINITY]);
    assert!(special.iter().all(|y| y.is_nan()), "{special:?}");
}

#[test]
fn softplus_and_sigmoid_follow_their_definitions() {
    // Tolerance: a few ULPs of composition error over exp/log (each within 1 ULP).
    let sp = probe("softplus_probe", |k, x| {
        let beta = k.f32(1.0);
        let threshold = k.f32(20.0);
        math::softplus(k, x, beta, threshold)
    });
    let sg = probe("sigmoid_probe", math::sigmoid);
    let mut rng = Rng::new(0x5b);
    let xs: Vec<f32> = (0..100_000).map(|_| rng.f32_in(-30.0, 30.0)).collect();
    let ys = run(&sp, &xs);
    for (&x, &y) in xs.iter().zip(&ys) {
        if x > 20.0 {
            assert_eq!(
                y.to_bits(),
                x.to_bits(),
                "above the threshold softplus is x"
            );
            continue;
        }
        // exp within 1 ULP, 1 + e rounded, log within 1 ULP: |error| <= 1.5*2^-23 +
        // 2 ulp(result) (the 2^-23 terms come from rounding 1 + e in f32, which the
        // definition does; for very negative x this makes the result 0).
        let exact = f64::from(x).exp().ln_1p();
        let ulp = 2f64.powi((exact.abs().max(1e-38)).log2().floor() as i32 - 23);
        let bound = 1.5 * 2f64.powi(-23) + 2.0 * ulp;
        assert!(
            (f64::from(y) - exact).abs() <= bound,
            "softplus({x}) = {y}, exact {exact}"
        );
    }
    let ys = run(&sg, &xs);
    for (&x, &y) in xs.iter().zip(&ys) {
        let exact = 1.0 / (1.0 + (-f64::from(x)).exp());
        assert!(
            ulp_error(y, exact) <= 3.0,
            "sigmoid({x}) = {y}, exact {exact}"
        );
    }
}
