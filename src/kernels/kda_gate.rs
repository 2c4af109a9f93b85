//! `kda_gate`: KDA's per-channel decays, computed once per (token, value head, channel),
//! and the gate math every kernel that computes a decay shares.
//!
//! KDA verify computes its decays inside each work-group, and every V tile of a value head
//! computes all K of them again. This pre-pass computes each decay once into
//! `decay[tokens, HV, K]` (f32); a `kda_verify` instance with `decay_input` reads them from
//! there instead (`VerifyConfig::decay_input`). The decays are the same operations on the same
//! values (`softplus_decay`), so the outputs are the same bits either way.
//!
//! Two gate forms, chosen per launch by `safe_gate`:
//! - `0`, Kimi Linear's: `g = (0 - exp(A_log)) * softplus(a + dt_bias)` (ARCHITECTURE.md §5);
//! - `1`, the "safe gate" of newer KDA models:
//!   `g = lower_bound * sigmoid(exp(A_log) * (a + dt_bias))`.
//!
//! The decay is `exp(g)`. One work-group per ([`TOKENS_PER_GROUP`] tokens, value head), one
//! lane per channel.
//! The kernel reads no index array, so there is nothing to bound but the grid itself, and it
//! records nothing in the diagnostics word.

use crate::dsl::math::Profile;
use crate::dsl::{KernelBuilder, Val, F32};
use crate::ir::{Axis, CmpOp, IntBinOp, Kernel, Scalar};
use crate::kernels::params::{self, Dtypes};
use crate::kernels::K_DIM;
use crate::target::Arch;
use crate::vocab::Family;

/// Kimi Linear's gate of the gate input `x = a + dt_bias`: `g = neg_exp_a * softplus(x)`,
/// where `neg_exp_a = 0 - exp(A_log)` and `inv_beta = 1 / softplus_beta`, both computed by
/// the caller with the same profile.
#[allow(clippy::too_many_arguments)]
pub(crate) fn softplus_g(
    k: &mut KernelBuilder,
    profile: Profile,
    x: Val<F32>,
    neg_exp_a: Val<F32>,
    softplus_beta: Val<F32>,
    inv_beta: Val<F32>,
    threshold: Val<F32>,
) -> Val<F32> {
    let sp = profile.softplus(k, x, softplus_beta, inv_beta, threshold);
    k.mul_rn(neg_exp_a, sp)
}

/// The decay multiplier of Kimi Linear's gate: `exp(softplus_g(a + dt_bias))`.
#[allow(clippy::too_many_arguments)]
pub(crate) fn softplus_decay(
    k: &mut KernelBuilder,
    profile: Profile,
    a_v: Val<F32>,
    dt_bias: Val<F32>,
    neg_exp_a: Val<F32>,
    softplus_beta: Val<F32>,
    inv_beta: Val<F32>,
    threshold: Val<F32>,
) -> Val<F32> {
    let x = k.add_rn(a_v, dt_bias);
    let g = softplus_g(k, profile, x, neg_exp_a, softplus_beta, inv_beta, threshold);
    profile.exp(k, g)
}

/// The safe gate of the gate input `x = a + dt_bias`:
/// `g = lower_bound * sigmoid(exp_a * x)`, where `exp_a = exp(A_log)`.
pub(crate) fn safe_g(
    k: &mut KernelBuilder,
    profile: Profile,
    x: Val<F32>,
    exp_a: Val<F32>,
    lower_bound: Val<F32>,
) -> Val<F32> {
    let y = k.mul_rn(exp_a, x);
    let s = profile.sigmoid(k, y);
    k.mul_rn(lower_bound, s)
}

/// Tokens per work-group: each lane computes its channel's decay for this many tokens, so
/// the head's `exp(A_log)` is computed once for them and their gates' chains overlap.
pub const TOKENS_PER_GROUP: u32 = 2;

/// One token of a work-group: its gate input, whether it exists, and its decay's index.
struct Token {
    x: Val<F32>,
    live: Val<crate::dsl::Bool>,
    out_at: Val<crate::dsl::I64>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GateConfig {
    pub profile: Profile,
    /// `a`'s dtype.
    pub act: Scalar,
    pub dt_bias: Scalar,
    pub arch: Arch,
}

pub fn name(cfg: &GateConfig) -> String {
    let profile = match cfg.profile {
        Profile::Portable => "",
        Profile::TritonSm90 => "_triton_sm90",
    };
    format!(
        "kda_gate_act_{}_dt_{}{profile}",
        cfg.act.name(),
        cfg.dt_bias.name()
    )
}

/// Build the pre-pass of `cfg`: work-group ([`TOKENS_PER_GROUP`] tokens, value head), lane =
/// channel.
pub fn build(cfg: &GateConfig) -> Result<Kernel, String> {
    if cfg.profile == Profile::TritonSm90 && cfg.arch.vendor() != crate::target::Vendor::Nvidia {
        return Err(format!(
            "the {} profile has no {} build",
            cfg.profile.name(),
            cfg.arch
        ));
    }
    let mut b = KernelBuilder::new(name(cfg), K_DIM);
    let k = &mut b;
    let dtypes = Dtypes {
        act: cfg.act,
        dt_bias: cfg.dt_bias,
        state: Scalar::F32,
    };
    let p = params::declare(k, Family::KdaGate, None, dtypes)?;
    let a = p.buf("a")?;
    let a_log = p.buf("A_log")?;
    let dt_bias = p.buf("dt_bias")?;
    let decay = p.buf("decay")?;
    let num_tokens = p.i32("num_tokens")?;
    let num_v_heads = p.i32("num_v_heads")?;
    let stride_a = p.i64("stride_a")?;
    let safe_gate = p.i32("safe_gate")?;
    let softplus_beta = p.f32("softplus_beta")?;
    let softplus_threshold = p.f32("softplus_threshold")?;
    let lower_bound = p.f32("lower_bound")?;
    // The word is declared (every family takes it) but never written: no index is read.
    let _ = crate::kernels::diagnostics::Diagnostics::declared(&p)?;
    let x_terms = vec![k.grid_ceil_div(num_tokens, TOKENS_PER_GROUP)];
    k.grid(Axis::X, x_terms);
    let y_terms = vec![k.grid_param(num_v_heads)];
    k.grid(Axis::Y, y_terms);
    let block = k.group_id(Axis::X);
    let hv = k.group_id(Axis::Y);
    let c = k.local_id();
    let hv64 = k.sext(hv);
    let c64 = k.sext(c);
    let kdim = k.i64(i64::from(K_DIM));
    let channel = k.imul(hv64, kdim);
    let channel = k.iadd(channel, c64);
    let heads64 = k.sext(num_v_heads);
    // What a work-group's tokens share: the head's `exp(A_log)` and the channel's bias.
    let a_log_v = k.load::<F32>(a_log, hv64);
    let dt_raw = k.load_any(dt_bias, channel);
    let dt_v = k.widen_to_f32(dt_raw, cfg.dt_bias);
    let profile = cfg.profile;
    let ea = profile.exp(k, a_log_v);
    let zero = k.f32(0.0);
    let neg_exp_a = k.sub_rn(zero, ea);
    let one = k.f32(1.0);
    let inv_beta = profile.div(k, one, softplus_beta);
    // The tokens' inputs, all loaded first (a token past the end reads the last one, and
    // stores nothing), so the gates' chains run side by side.
    let per = k.i32(TOKENS_PER_GROUP as i32);
    let tok0 = k.imul(block, per);
    let one_i = k.i32(1);
    let last = k.ibin(IntBinOp::Sub, num_tokens, one_i);
    let tokens: Vec<Token> = (0..TOKENS_PER_GROUP)
        .map(|j| {
            let j = k.i32(j as i32);
            let tok = k.iadd(tok0, j);
            let live = k.cmp(CmpOp::Lt, tok, num_tokens);
            let read = k.ibin(IntBinOp::Min, tok, last);
            let read64 = k.sext(read);
            let a_at = k.imul(read64, stride_a);
            let a_at = k.iadd(a_at, channel);
            let a_raw = k.load_any(a, a_at);
            let a_v = k.widen_to_f32(a_raw, cfg.act);
            let tok64 = k.sext(tok);
            let out_at = k.imul(tok64, heads64);
            let out_at = k.iadd(out_at, hv64);
            let out_at = k.imul(out_at, kdim);
            let out_at = k.iadd(out_at, c64);
            // `x = a + dt_bias`, the input of both forms.
            let x = k.add_rn(a_v, dt_v);
            Token { x, live, out_at }
        })
        .collect();
    // One form per launch (`safe_gate` is uniform): a branch, so a lane computes only the
    // chosen form's `g` and then one `exp`.
    let store = |k: &mut KernelBuilder, gs: Vec<Val<F32>>| {
        let ds: Vec<Val<F32>> = gs.into_iter().map(|g| profile.exp(k, g)).collect();
        for (t, d) in tokens.iter().zip(ds) {
            k.if_(t.live, |k| k.store_f32(decay, t.out_at, d));
        }
    };
    let zero_i = k.i32(0);
    let safe = k.cmp(CmpOp::Ne, safe_gate, zero_i);
    k.if_else(
        safe,
        |k| {
            let gs = tokens
                .iter()
                .map(|t| safe_g(k, profile, t.x, ea, lower_bound))
                .collect();
            store(k, gs);
        },
        |k| {
            let gs = tokens
                .iter()
                .map(|t| {
                    softplus_g(
                        k,
                        profile,
                        t.x,
                        neg_exp_a,
                        softplus_beta,
                        inv_beta,
                        softplus_threshold,
                    )
                })
                .collect();
            store(k, gs);
        },
    );
    b.finish().map_err(|e| e.to_string())
}
