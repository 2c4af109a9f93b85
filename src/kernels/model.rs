//! A plain-Rust f64 model of one GDN or KDA step (ARCHITECTURE.md §5), for tolerance tests:
//! the same math as `gdn_verify` with exact `exp`/`ln`/`sqrt` and no intermediate rounding.
//! GDN has one gate input per value head (`a`, `dt_bias` of length 1); KDA one per key
//! channel (length K), and the decay scales the state along K.

use super::{K_DIM, V_DIM};

const K: usize = K_DIM as usize;
const V: usize = V_DIM as usize;

/// One token of one value head. Vectors are this head's slices.
pub struct StepInputs<'a> {
    /// `q` and `k` of the key head (`K` values), `v` of the value head (`V` values).
    pub q: &'a [f64],
    pub k: &'a [f64],
    pub v: &'a [f64],
    /// The gate input and its bias: 1 value (GDN) or K values (KDA).
    pub a: &'a [f64],
    pub b: f64,
    pub a_log: f64,
    pub dt_bias: &'a [f64],
    pub scale: f64,
    pub softplus_beta: f64,
    pub softplus_threshold: f64,
}

/// What one step produces besides the new state.
pub struct StepOutputs {
    pub o: Vec<f64>,
    pub u: Vec<f64>,
    pub k_normalised: Vec<f64>,
    /// `exp(g)`: 1 value (GDN) or one per key channel (KDA).
    pub decay: Vec<f64>,
}

fn l2_normalise(x: &[f64]) -> Vec<f64> {
    let r = (x.iter().map(|v| v * v).sum::<f64>() + 1e-6).sqrt();
    x.iter().map(|v| v / r).collect()
}

/// Advance `h` (`[V][K]`, row-major) by one token.
pub fn step(h: &mut [f64], s: &StepInputs) -> StepOutputs {
    assert_eq!(h.len(), V * K);
    assert!(s.a.len() == s.dt_bias.len() && (s.a.len() == 1 || s.a.len() == K));
    let decay: Vec<f64> =
        s.a.iter()
            .zip(s.dt_bias)
            .map(|(a, dt_bias)| {
                softplus_decay(*a, *dt_bias, s.a_log, s.softplus_beta, s.softplus_threshold)
            })
            .collect();
    let beta = 1.0 / (1.0 + (-s.b).exp());
    let q: Vec<f64> = l2_normalise(s.q).into_iter().map(|v| v * s.scale).collect();
    let kn = l2_normalise(s.k);
    let mut u = vec![0.0; V];
    let mut o = vec![0.0; V];
    for c in 0..V {
        let row = &mut h[c * K..(c + 1) * K];
        for (i, x) in row.iter_mut().enumerate() {
            *x *= decay[if decay.len() == 1 { 0 } else { i }];
        }
        let delta: f64 = row.iter().zip(&kn).map(|(a, b)| a * b).sum();
        u[c] = beta * (s.v[c] - delta);
        for (x, kk) in row.iter_mut().zip(&kn) {
            *x += kk * u[c];
        }
        o[c] = row.iter().zip(&q).map(|(a, b)| a * b).sum();
    }
    StepOutputs {
        o,
        u,
        k_normalised: kn,
        decay,
    }
}

/// The safe gate's decay multiplier of one channel:
/// `exp(lower_bound * sigmoid(exp(a_log) * (a + dt_bias)))`.
pub fn safe_decay(a: f64, dt_bias: f64, a_log: f64, lower_bound: f64) -> f64 {
    let y = a_log.exp() * (a + dt_bias);
    let s = 1.0 / (1.0 + (-y).exp());
    (lower_bound * s).exp()
}

/// Kimi Linear's decay multiplier of one channel (the gate of [`step`]):
/// `exp(-exp(a_log) * softplus(a + dt_bias))`.
pub fn softplus_decay(a: f64, dt_bias: f64, a_log: f64, beta: f64, threshold: f64) -> f64 {
    let x = a + dt_bias;
    let bx = beta * x;
    let sp = if bx <= threshold {
        bx.exp().ln_1p() / beta
    } else {
        x
    };
    (-a_log.exp() * sp).exp()
}
