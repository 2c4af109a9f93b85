//! Test and benchmark cases: random, never-zero, engine-shaped inputs for every kernel
//! family (fused qkv with a token stride, strided gates, padded pitches, PP-style rows,
//! padding and invalid requests), as named launch inputs. The interpreter tests, the GPU
//! harness and the benchmarks share them, so a device result is always compared with the
//! interpreter on the same bytes.

use crate::dsl::math::Profile;
use crate::interp::{bytes_to_f32, convert, run_named, Value};
use crate::ir::{Const, GridTerm, Kernel, ParamKind, Scalar};
use crate::kernels::gdn_commit::{self, ScatterConfig};
use crate::kernels::gdn_replay::{self, ReplayConfig, StepForm};
use crate::kernels::gdn_verify::{self, Mode, VerifyConfig};
use crate::kernels::{K_DIM, V_DIM};
use crate::runtime::abi::{ArgValue, GridFactor, ParamSpec, ParamType};
use crate::target::{self, Arch, Family, Tile};
use crate::vocab::diagnostics::{self as diag, Flag};
use crate::vocab::Gate;
use std::collections::BTreeMap;

pub const K: usize = K_DIM as usize;
pub const V: usize = V_DIM as usize;
pub const POISON: u8 = 0xA5;

pub type Named = BTreeMap<String, Value>;

/// Round through a storage dtype (what the tensor really holds).
pub fn quantise(elem: Scalar, x: f32) -> f32 {
    match elem {
        Scalar::Bf16 => convert::bf16_to_f32(convert::f32_to_bf16(x)),
        Scalar::F16 => convert::f16_to_f32(convert::f32_to_f16(x)),
        _ => x,
    }
}

fn i32s(v: usize) -> Value {
    Value::Scalar(Const::I32(v as i32))
}
fn i64s(v: usize) -> Value {
    Value::Scalar(Const::I64(v as i64))
}
fn f32s(v: f32) -> Value {
    Value::Scalar(Const::F32(v.to_bits()))
}

#[derive(Clone, Debug)]
pub struct Geo {
    /// GDN (one decay per value head) or KDA (one per key channel).
    pub gate: Gate,
    pub h: usize,
    pub hv: usize,
    /// Tokens of each request (D for chain verify, 1 for decode).
    pub tokens: Vec<usize>,
    pub d_alloc: usize,
    pub slots: usize,
    pub rows: usize,
}

impl Geo {
    pub fn n(&self) -> usize {
        self.tokens.len()
    }
    pub fn total_tokens(&self) -> usize {
        self.tokens.iter().sum()
    }
    pub fn qkv_stride(&self) -> usize {
        2 * self.h * K + self.hv * V + 8
    }
    /// Decay values per value head and step: 1 (GDN) or K (KDA).
    pub fn gate_width(&self) -> usize {
        self.gate.width() as usize
    }
    /// The token stride of `a` and `b` (`a` is `[tokens, HV*width]`; KDA's stays a
    /// multiple of 4 for its aligned chunks).
    pub fn gate_stride(&self) -> usize {
        match self.gate {
            Gate::Head => self.hv + 3,
            Gate::Channel => self.hv * K + 4,
        }
    }
    pub fn state(&self) -> usize {
        self.hv * V * K
    }
    pub fn slot_pitch(&self) -> usize {
        self.state() + 32
    }
    pub fn inter_row_pitch(&self) -> usize {
        self.d_alloc * self.state() + 16
    }
    pub fn u_row_pitch(&self) -> usize {
        self.d_alloc * self.hv * V + 4
    }
    pub fn k_row_pitch(&self) -> usize {
        self.d_alloc * self.h * K + 4
    }
    pub fn decay_row_pitch(&self) -> usize {
        match self.gate {
            Gate::Head => self.d_alloc * self.hv + 1,
            Gate::Channel => self.d_alloc * self.hv * K + 4,
        }
    }
    pub fn cu_seqlens(&self) -> Vec<i32> {
        let mut cu = vec![0];
        for t in &self.tokens {
            cu.push(cu.last().copied().unwrap_or(0) + *t as i32);
        }
        cu
    }
}

/// One layer's verify inputs (values already representable in their storage dtypes).
#[derive(Clone)]
pub struct Case {
    pub geo: Geo,
    pub act: Scalar,
    pub dt: Scalar,
    pub pool_dtype: Scalar,
    pub fused: Vec<f32>,
    pub a: Vec<f32>,
    pub b: Vec<f32>,
    pub a_log: Vec<f32>,
    pub dt_bias: Vec<f32>,
    pub pool: Vec<f32>,
    pub h0: Vec<i32>,
    pub rows: Vec<i32>,
    pub scale: f32,
}

impl Case {
    /// Random data; request 1 (when there are at least 3) is a padding row (`h0 = -1`) and
    /// the last one caches nothing (`row = -1`) when there are at least 4. Rows are a
    /// permutation (PP-style stable rows).
    pub fn random(rng: &mut Rng, geo: Geo, act: Scalar, dt: Scalar, pool_dtype: Scalar) -> Case {
        let n = geo.n();
        let tokens = geo.total_tokens();
        let fused = (0..tokens * geo.qkv_stride())
            .map(|_| quantise(act, rng.f32_in(-1.0, 1.0)))
            .collect();
        // x = a + dt_bias spans the softplus threshold (20) on some tokens.
        let a = (0..tokens * geo.gate_stride())
            .map(|_| quantise(act, rng.f32_in(-6.0, 24.0)))
            .collect();
        let b = (0..tokens * geo.gate_stride())
            .map(|_| quantise(act, rng.f32_in(-4.0, 4.0)))
            .collect();
        let a_log = (0..geo.hv).map(|_| rng.f32_in(-2.0, 0.5)).collect();
        let dt_bias = (0..geo.hv * geo.gate_width())
            .map(|_| quantise(dt, rng.f32_in(-1.0, 1.0)))
            .collect();
        let pool = (0..geo.slots * geo.slot_pitch())
            .map(|_| quantise(pool_dtype, rng.f32_in(-1.0, 1.0)))
            .collect();
        let slots = rng.permutation(geo.slots);
        let rows = rng.permutation(geo.rows);
        let mut h0: Vec<i32> = (0..n).map(|i| slots[i] as i32).collect();
        let mut row: Vec<i32> = (0..n).map(|i| rows[i] as i32).collect();
        if n >= 3 {
            h0[1] = -1;
        }
        if n >= 4 {
            row[n - 1] = -1;
        }
        Case {
            geo,
            act,
            dt,
            pool_dtype,
            fused,
            a,
            b,
            a_log,
            dt_bias,
            pool,
            h0,
            rows: row,
            scale: (K as f32).powf(-0.5),
        }
    }

    pub fn verify_config(&self, mode: Mode, arch: Arch, tile: Tile) -> VerifyConfig {
        VerifyConfig {
            gate: self.geo.gate,
            profile: crate::dsl::math::Profile::Portable,
            mode,
            act: self.act,
            dt_bias: self.dt,
            pool: self.pool_dtype,
            arch,
            tile,
            decay_input: false,
            tree: false,
        }
    }

    /// Verify inputs for `mode`, outputs poisoned.
    pub fn verify_inputs(&self, mode: Mode) -> Named {
        let g = &self.geo;
        let hk = g.h * K;
        let mut m = Named::new();
        let mut put = |k: &str, v: Value| {
            m.insert(k.to_string(), v);
        };
        put("q", Value::floats(self.act, &self.fused));
        put("k", Value::floats(self.act, &self.fused[hk..]));
        put("v", Value::floats(self.act, &self.fused[2 * hk..]));
        put("a", Value::floats(self.act, &self.a));
        put("b", Value::floats(self.act, &self.b));
        put("A_log", Value::floats(Scalar::F32, &self.a_log));
        put("dt_bias", Value::floats(self.dt, &self.dt_bias));
        put(
            "o",
            Value::poison(self.act, g.total_tokens() * g.hv * V, POISON),
        );
        put("pool", Value::floats(self.pool_dtype, &self.pool));
        put("h0_indices", Value::i32s(&self.h0));
        put("cu_seqlens", Value::i32s(&g.cu_seqlens()));
        put("num_requests", i32s(g.n()));
        put("num_tokens", i32s(g.total_tokens()));
        put("num_slots", i32s(g.slots));
        put("num_k_heads", i32s(g.h));
        put("num_v_heads", i32s(g.hv));
        for s in ["stride_q", "stride_k", "stride_v"] {
            put(s, i64s(g.qkv_stride()));
        }
        put("stride_a", i64s(g.gate_stride()));
        put("stride_b", i64s(g.gate_stride()));
        put("pool_slot_pitch", i64s(g.slot_pitch()));
        put("scale", f32s(self.scale));
        put("softplus_beta", f32s(1.0));
        put("softplus_threshold", f32s(20.0));
        let (name, v) = no_decays();
        put(name, v);
        for (name, v) in diagnostics_word() {
            put(name, v);
        }
        if mode != Mode::Decode {
            put("inter_indices", Value::i32s(&self.rows));
            put("num_rows", i32s(g.rows));
            put("num_steps_alloc", i32s(g.d_alloc));
        }
        match mode {
            Mode::Decode => {}
            Mode::Snapshot => {
                put(
                    "inter",
                    Value::poison(self.pool_dtype, g.rows * g.inter_row_pitch(), POISON),
                );
                put("inter_row_pitch", i64s(g.inter_row_pitch()));
                for (name, v) in no_parents() {
                    put(name, v);
                }
            }
            Mode::Tuple | Mode::Fold => {
                put(
                    "ring_u",
                    Value::poison(Scalar::F32, g.rows * g.u_row_pitch(), POISON),
                );
                put(
                    "ring_k",
                    Value::poison(Scalar::F32, g.rows * g.k_row_pitch(), POISON),
                );
                put(
                    "ring_decay",
                    Value::poison(Scalar::F32, g.rows * g.decay_row_pitch(), POISON),
                );
                put("u_row_pitch", i64s(g.u_row_pitch()));
                put("k_row_pitch", i64s(g.k_row_pitch()));
                put("decay_row_pitch", i64s(g.decay_row_pitch()));
                if mode == Mode::Tuple {
                    for (name, v) in no_parents() {
                        put(name, v);
                    }
                }
            }
        }
        if mode == Mode::Fold {
            for (name, v) in no_fold(g.n(), 1) {
                put(name, v);
            }
        }
        m
    }

    /// Run verify on the interpreter; the bytes of every output by name.
    pub fn run_verify(&self, cfg: &VerifyConfig) -> Result<BTreeMap<String, Vec<u8>>, String> {
        let kernel = gdn_verify::build(cfg)?;
        run_named(&kernel, &self.verify_inputs(cfg.mode))
            .map_err(|e| format!("{}: {e}", kernel.name))
    }

    /// `kda_gate`'s inputs for this KDA case: the safe gate with `lower_bound` when given,
    /// else Kimi Linear's softplus gate (beta 1, threshold 20, as verify's inputs); `decay`
    /// (`[tokens, HV, K]` f32) poisoned.
    pub fn gate_inputs(&self, lower_bound: Option<f32>) -> Named {
        let g = &self.geo;
        let mut m = Named::new();
        let mut put = |k: &str, v: Value| {
            m.insert(k.to_string(), v);
        };
        put("a", Value::floats(self.act, &self.a));
        put("A_log", Value::floats(Scalar::F32, &self.a_log));
        put("dt_bias", Value::floats(self.dt, &self.dt_bias));
        put(
            "decay",
            Value::poison(Scalar::F32, g.total_tokens() * g.hv * K, POISON),
        );
        put("num_tokens", i32s(g.total_tokens()));
        put("num_v_heads", i32s(g.hv));
        put("stride_a", i64s(g.gate_stride()));
        put("safe_gate", i32s(usize::from(lower_bound.is_some())));
        put("softplus_beta", f32s(1.0));
        put("softplus_threshold", f32s(20.0));
        put("lower_bound", f32s(lower_bound.unwrap_or(-5.0)));
        for (name, v) in diagnostics_word() {
            put(name, v);
        }
        m
    }

    /// Run `kda_gate` on the interpreter (see [`Self::gate_inputs`]); the decays' bytes.
    pub fn run_gate(
        &self,
        cfg: &crate::kernels::kda_gate::GateConfig,
        lower_bound: Option<f32>,
    ) -> Result<Vec<u8>, String> {
        let kernel = crate::kernels::kda_gate::build(cfg)?;
        let mut out = run_named(&kernel, &self.gate_inputs(lower_bound))
            .map_err(|e| format!("{}: {e}", kernel.name))?;
        out.remove("decay")
            .ok_or_else(|| format!("{}: no `decay` output", kernel.name))
    }

    /// Verify inputs for `mode` with KDA's decays `decay` (`[tokens, HV, K]` f32 bytes) for
    /// a `decay_input` instance.
    pub fn verify_inputs_with_decay(&self, mode: Mode, decay: Vec<u8>) -> Named {
        let mut m = self.verify_inputs(mode);
        m.insert("decay".into(), Value::Tensor(Scalar::F32, decay));
        m
    }

    /// Run a `decay_input` verify instance on the interpreter with the decays `decay`.
    pub fn run_verify_with_decay(
        &self,
        cfg: &VerifyConfig,
        decay: Vec<u8>,
    ) -> Result<BTreeMap<String, Vec<u8>>, String> {
        let kernel = gdn_verify::build(cfg)?;
        run_named(&kernel, &self.verify_inputs_with_decay(cfg.mode, decay))
            .map_err(|e| format!("{}: {e}", kernel.name))
    }

    /// The pool's bytes as a tensor of its dtype.
    pub fn pool_bytes(&self) -> Vec<u8> {
        match Value::floats(self.pool_dtype, &self.pool) {
            Value::Tensor(_, b) => b,
            Value::Scalar(_) => unreachable!(),
        }
    }

    /// The same case with a new pool (the state after a commit).
    pub fn with_pool_bytes(&self, bytes: &[u8]) -> Case {
        Case {
            pool: bytes_to_f32(self.pool_dtype, bytes),
            ..self.clone()
        }
    }
}

/// The default tile of a family on an arch: the first in the table (the table test checks
/// that every family and arch has one) as a tree takes it ([`target::tree_tile`]), so that
/// it serves every kernel of the family, a tree's too.
pub fn default_tile(family: Family, arch: Arch) -> Tile {
    target::tiles(family, arch)
        .first()
        .map_or(Tile::new(8, 4), |(_, _, t)| target::tree_tile(*t))
}

/// Per-request accepted and track choices for one commit.
#[derive(Clone, Debug)]
pub struct Accept {
    pub steps: Vec<i32>,
    pub track_slots: Vec<i32>,
    pub track_steps: Vec<i32>,
}

impl Accept {
    /// Random accepted steps in `[0, T)`; about half the requests also track an earlier step
    /// into a spare slot (slots not used as any request's home).
    pub fn random(rng: &mut Rng, case: &Case) -> Accept {
        let g = &case.geo;
        let spare: Vec<i32> = (0..g.slots as i32)
            .filter(|s| !case.h0.contains(s))
            .collect();
        let mut a = Accept {
            steps: vec![],
            track_slots: vec![],
            track_steps: vec![],
        };
        for (i, &t) in g.tokens.iter().enumerate() {
            let step = rng.below(t) as i32;
            a.steps.push(step);
            let track = rng.below(2) == 0 && i < spare.len();
            a.track_slots.push(if track { spare[i] } else { -1 });
            a.track_steps.push(if track {
                rng.below(step as usize + 1) as i32
            } else {
                -1
            });
        }
        a
    }
}

/// Replay one layer's tuples (from a tuple-mode verify) into the case's pool, on the
/// interpreter; the pool's bytes afterwards.
pub fn run_replay(
    case: &Case,
    ring: &BTreeMap<String, Vec<u8>>,
    accept: &Accept,
    arch: Arch,
    form: StepForm,
) -> Result<Vec<u8>, String> {
    let kernel = replay_kernel(case, arch, form, None)?;
    let mut out =
        run_named(&kernel, &replay_inputs(case, ring, accept)).map_err(|e| e.to_string())?;
    out.remove("pool")
        .ok_or_else(|| "replay wrote no pool".to_string())
}

/// The replay kernel of the case's gate and pool dtype on `arch` (the arch's tile); with
/// `tree`, the tree replay of that profile.
fn replay_kernel(
    case: &Case,
    arch: Arch,
    step: StepForm,
    tree: Option<Profile>,
) -> Result<Kernel, String> {
    gdn_replay::build(&ReplayConfig {
        gate: case.geo.gate,
        pool: case.pool_dtype,
        arch,
        tile: default_tile(case.geo.gate.replay(), arch),
        step,
        tree: tree.is_some(),
        profile: tree.unwrap_or(Profile::Portable),
    })
}

/// Replay an EAGLE tree's accepted `paths` (one per request, node indices from the root;
/// `accept.steps` and `accept.track_steps` count positions along them) with `profile`'s
/// tree replay, on the interpreter; the pool's bytes afterwards.
pub fn run_tree_replay(
    case: &Case,
    ring: &BTreeMap<String, Vec<u8>>,
    accept: &Accept,
    paths: &[Vec<i32>],
    profile: Profile,
    arch: Arch,
) -> Result<Vec<u8>, String> {
    let kernel = replay_kernel(case, arch, StepForm::Exact, Some(profile))?;
    let mut inputs = replay_inputs(case, ring, accept);
    for (name, v) in path_inputs(paths, case.geo.d_alloc) {
        inputs.insert(name.to_string(), v);
    }
    let mut out = run_named(&kernel, &inputs).map_err(|e| e.to_string())?;
    out.remove("pool")
        .ok_or_else(|| "replay wrote no pool".to_string())
}

/// Replay inputs for one layer: the case's pool, the ring tensors (`ring_u`, `ring_k`,
/// `ring_decay` bytes laid out as the case's tuple mode stores them) and the commit choices.
pub fn replay_inputs(case: &Case, ring: &BTreeMap<String, Vec<u8>>, accept: &Accept) -> Named {
    let g = &case.geo;
    let mut m = Named::new();
    let mut put = |k: &str, v: Value| {
        m.insert(k.to_string(), v);
    };
    put("pool", Value::floats(case.pool_dtype, &case.pool));
    for name in ["ring_u", "ring_k", "ring_decay"] {
        put(name, Value::Tensor(Scalar::F32, ring[name].clone()));
    }
    for (k, v) in commit_indices(case, accept, "accepted_steps", 1) {
        put(k, v);
    }
    for (k, v) in no_path() {
        put(k, v);
    }
    put("num_steps_alloc", i32s(g.d_alloc));
    put("num_k_heads", i32s(g.h));
    put("num_v_heads", i32s(g.hv));
    put("pool_layer_pitch", i64s(0));
    put("pool_slot_pitch", i64s(g.slot_pitch()));
    put("u_layer_pitch", i64s(0));
    put("u_row_pitch", i64s(g.u_row_pitch()));
    put("k_layer_pitch", i64s(0));
    put("k_row_pitch", i64s(g.k_row_pitch()));
    put("decay_layer_pitch", i64s(0));
    put("decay_row_pitch", i64s(g.decay_row_pitch()));
    m
}

/// The snapshot path's commit on the interpreter: copy `inter[row, step]` (and the track
/// step) to the pool; the pool's bytes afterwards.
pub fn run_commit(
    case: &Case,
    inter: &[u8],
    accept: &Accept,
    arch: Arch,
) -> Result<Vec<u8>, String> {
    let cfg = ScatterConfig {
        dtype: case.pool_dtype,
        arch,
        warps: target::scatter_warps(arch),
    };
    let kernel = gdn_commit::build_commit(&cfg)?;
    let mut out =
        run_named(&kernel, &commit_inputs(case, inter, accept)).map_err(|e| e.to_string())?;
    out.remove("pool")
        .ok_or_else(|| "the commit wrote no pool".to_string())
}

/// Commit-scatter inputs for one layer: the case's pool, the snapshot buffer `inter` (bytes
/// laid out as the case's snapshot mode stores them) and the commit choices.
pub fn commit_inputs(case: &Case, inter: &[u8], accept: &Accept) -> Named {
    let g = &case.geo;
    let mut m = Named::new();
    let mut put = |k: &str, v: Value| {
        m.insert(k.to_string(), v);
    };
    put("pool", Value::floats(case.pool_dtype, &case.pool));
    put("inter", Value::Tensor(case.pool_dtype, inter.to_vec()));
    for (k, v) in commit_indices(case, accept, "step_indices", 1) {
        put(k, v);
    }
    put("num_v_heads", i32s(g.hv));
    put("pool_layer_pitch", i64s(0));
    put("pool_slot_pitch", i64s(g.slot_pitch()));
    put("inter_layer_pitch", i64s(0));
    put("inter_row_pitch", i64s(g.inter_row_pitch()));
    m
}

/// The per-request index arrays and counts shared by replay and the commit scatters (the
/// step array is `accepted_steps` in the replay, `step_indices` in the scatters).
fn commit_indices(
    case: &Case,
    accept: &Accept,
    steps_name: &'static str,
    layers: usize,
) -> Vec<(&'static str, Value)> {
    let g = &case.geo;
    vec![
        ("slot_indices", Value::i32s(&case.h0)),
        ("row_indices", Value::i32s(&case.rows)),
        (steps_name, Value::i32s(&accept.steps)),
        ("track_slots", Value::i32s(&accept.track_slots)),
        ("track_steps", Value::i32s(&accept.track_steps)),
        ("num_layers", i32s(layers)),
        ("num_requests", i32s(g.n())),
        ("num_slots", i32s(g.slots)),
        ("num_rows", i32s(g.rows)),
        ("num_steps", i32s(g.d_alloc)),
    ]
    .into_iter()
    .chain(diagnostics_word())
    .collect()
}

/// The diagnostics word a verify launch must leave (from zero), by the flags' documented
/// meaning, independently of the kernels: a `cu_seqlens` range out of bounds (TOKEN_RANGE),
/// an in-bounds one longer than D_alloc in snapshot and tuple modes (TOO_MANY_TOKENS), a
/// pool slot at or past the slot count (SLOT; negative is padding), a row at or past the row
/// count in snapshot and tuple modes (ROW; negative is "none").
pub fn verify_diagnostics(case: &Case, cu: &[i32], mode: Mode) -> u32 {
    let g = &case.geo;
    let tokens = g.total_tokens() as i64;
    let mut word = 0;
    let mut set = |f: Flag, cond: bool| {
        if cond {
            word |= f.bit;
        }
    };
    for n in 0..g.n() {
        let (bos, eos) = (i64::from(cu[n]), i64::from(cu[n + 1]));
        let in_bounds = 0 <= bos && bos <= eos && eos <= tokens;
        let spec = mode != Mode::Decode;
        set(diag::TOKEN_RANGE, !in_bounds);
        set(
            diag::TOO_MANY_TOKENS,
            spec && in_bounds && eos - bos > g.d_alloc as i64,
        );
        set(diag::SLOT, i64::from(case.h0[n]) >= g.slots as i64);
        set(diag::ROW, spec && i64::from(case.rows[n]) >= g.rows as i64);
    }
    word
}

/// The diagnostics word a commit launch (replay, either scatter) with `steps` run-time
/// steps must leave (from zero): nothing for a request whose accepted step is negative;
/// otherwise STEP for a step at or past `steps`, SLOT and ROW for an index out of range,
/// TRACK for a track step `>= 0` whose slot is out of range or which lies past the accepted
/// step.
pub fn commit_diagnostics(case: &Case, acc: &Accept, steps: usize) -> u32 {
    let g = &case.geo;
    let mut word = 0;
    let mut set = |f: Flag, cond: bool| {
        if cond {
            word |= f.bit;
        }
    };
    for n in 0..g.n() {
        if acc.steps[n] < 0 {
            continue;
        }
        set(diag::STEP, acc.steps[n] as usize >= steps);
        set(diag::SLOT, index_in(case.h0[n], g.slots).is_none());
        set(diag::ROW, index_in(case.rows[n], g.rows).is_none());
        set(
            diag::TRACK,
            acc.track_steps[n] >= 0
                && (index_in(acc.track_slots[n], g.slots).is_none()
                    || acc.track_steps[n] > acc.steps[n]),
        );
    }
    word
}

fn index_in(x: i32, len: usize) -> Option<usize> {
    (x >= 0 && (x as usize) < len).then_some(x as usize)
}

/// Verify's optional `decay` left out (empty): the instances that compute their gates
/// never touch it (a `decay_input` instance needs it given).
pub fn no_decays() -> (&'static str, Value) {
    ("decay", Value::floats(Scalar::F32, &[]))
}

/// Replay's tree left out: no `path` (a chain).
pub fn no_path() -> [(&'static str, Value); 2] {
    [("path", Value::i32s(&[])), ("path_on", i32s(0))]
}

/// Replay's tree: each request's accepted path `[requests][d_alloc]` (node indices from
/// the root, each list padded with -1).
pub fn path_inputs(paths: &[Vec<i32>], d_alloc: usize) -> [(&'static str, Value); 2] {
    let flat: Vec<i32> = paths
        .iter()
        .flat_map(|p| (0..d_alloc).map(move |t| p.get(t).copied().unwrap_or(-1)))
        .collect();
    [("path", Value::i32s(&flat)), ("path_on", i32s(1))]
}

/// A tree instance's tree left out: no `parents` (a chain).
pub fn no_parents() -> [(&'static str, Value); 2] {
    [("parents", Value::i32s(&[])), ("parents_on", i32s(0))]
}

/// Snapshot mode's tree: `parents` `[requests][d_alloc]` (each request's list padded with
/// zeros to `d_alloc`), given.
pub fn parents_inputs(parents: &[Vec<i32>], d_alloc: usize) -> [(&'static str, Value); 2] {
    let flat: Vec<i32> = parents
        .iter()
        .flat_map(|p| (0..d_alloc).map(move |t| p.get(t).copied().unwrap_or(0)))
        .collect();
    [("parents", Value::i32s(&flat)), ("parents_on", i32s(1))]
}

/// Fold mode's committed steps as launch inputs: per request `depth` entries (`rows`,
/// `steps`, `[requests * depth]`), `counts[n]` of them used, and the newest entry's track
/// copy.
pub struct FoldSteps {
    pub rows: Vec<i32>,
    pub steps: Vec<i32>,
    pub counts: Vec<i32>,
    pub track_slots: Vec<i32>,
    pub track_steps: Vec<i32>,
    pub depth: usize,
}

impl FoldSteps {
    /// `n` requests at depth `depth` with nothing to fold: every count 0, every entry and
    /// track step -1 (a fold-mode verify then equals a tuple-mode one).
    pub fn none(n: usize, depth: usize) -> FoldSteps {
        FoldSteps {
            rows: vec![-1; n * depth],
            steps: vec![-1; n * depth],
            counts: vec![0; n],
            track_slots: vec![-1; n],
            track_steps: vec![-1; n],
            depth,
        }
    }

    /// The named inputs of fold mode's parameters.
    pub fn inputs(&self) -> [(&'static str, Value); 6] {
        [
            ("fold_rows", Value::i32s(&self.rows)),
            ("fold_steps", Value::i32s(&self.steps)),
            ("fold_counts", Value::i32s(&self.counts)),
            ("track_slots", Value::i32s(&self.track_slots)),
            ("track_steps", Value::i32s(&self.track_steps)),
            ("fold_depth", i32s(self.depth)),
        ]
    }
}

/// Fold mode's inputs for `n` requests and depth `depth` with nothing to fold
/// ([`FoldSteps::none`]).
pub fn no_fold(n: usize, depth: usize) -> [(&'static str, Value); 6] {
    FoldSteps::none(n, depth).inputs()
}

/// A zeroed diagnostics word, given (`diagnostics_on` = 1): every launch of a case records
/// what it skipped, and the interpreter's word is compared with the device's.
pub fn diagnostics_word() -> [(&'static str, Value); 2] {
    [(diag::WORD, Value::i32s(&[0])), (diag::GIVEN, i32s(1))]
}

/// Random ring tensors (`ring_u`, `ring_k`, `ring_decay`) for a case, as a tuple-mode
/// verify would lay them out, with decay multipliers in (0.6, 1).
pub fn random_ring(rng: &mut Rng, case: &Case) -> BTreeMap<String, Vec<u8>> {
    let g = &case.geo;
    let f = |xs: Vec<f32>| xs.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
    let mut ring = BTreeMap::new();
    ring.insert(
        "ring_u".to_string(),
        f(rng.vec_f32(g.rows * g.u_row_pitch(), -1.0, 1.0)),
    );
    ring.insert(
        "ring_k".to_string(),
        f(rng.vec_f32(g.rows * g.k_row_pitch(), -0.25, 0.25)),
    );
    ring.insert(
        "ring_decay".to_string(),
        f(rng.vec_f32(g.rows * g.decay_row_pitch(), 0.6, 1.0)),
    );
    ring
}

/// Fold-mode inputs with random committed steps for a case (depth `depth`): the ring
/// tensors random ([`random_ring`]), and per request with a valid slot and row up to
/// `depth` entries, each a ring row that no request's new one is and an accepted step
/// in `[0, d_alloc)`; about half the requests with entries also track a step of the newest
/// into a spare slot. Padding requests and those without a row get no entries. Replaces
/// the inputs [`Case::verify_inputs`] gives fold mode.
pub fn random_fold(rng: &mut Rng, case: &Case, depth: usize) -> Vec<(&'static str, Value)> {
    let g = &case.geo;
    let spare: Vec<i32> = (0..g.slots as i32)
        .filter(|s| !case.h0.contains(s))
        .collect();
    let mut f = FoldSteps::none(g.n(), depth);
    // Entries name rows no request writes in this launch: a row another work-group stores
    // its new tuples to while this one folds it would be a race (the engine's contract).
    let free: Vec<i32> = (0..g.rows as i32)
        .filter(|r| !case.rows.contains(r))
        .collect();
    for i in 0..g.n() {
        if case.h0[i] < 0 || case.rows[i] < 0 || free.is_empty() {
            continue;
        }
        let count = rng.below(depth + 1);
        f.counts[i] = count as i32;
        for e in 0..count {
            f.rows[i * depth + e] = free[rng.below(free.len())];
            f.steps[i * depth + e] = rng.below(g.d_alloc) as i32;
        }
        if count > 0 && i < spare.len() && rng.below(2) == 0 {
            f.track_slots[i] = spare[i];
            let newest = f.steps[i * depth + count - 1] as usize;
            f.track_steps[i] = rng.below(newest + 1) as i32;
        }
    }
    let ring = random_ring(rng, case);
    let mut out: Vec<(&'static str, Value)> = ["ring_u", "ring_k", "ring_decay"]
        .into_iter()
        .map(|name| (name, Value::Tensor(Scalar::F32, ring[name].clone())))
        .collect();
    out.extend(f.inputs());
    out
}

/// Random bytes (a snapshot buffer, conv windows, ...): any bit pattern, NaNs included.
pub fn random_bytes(rng: &mut Rng, len: usize) -> Vec<u8> {
    (0..len).map(|_| rng.next_u64() as u8).collect()
}

/// Conv window scatter inputs: `layers` layers, `conv_dim` channels, the case's slots,
/// rows, D and index sets.
pub fn conv_inputs(
    rng: &mut Rng,
    case: &Case,
    accept: &Accept,
    layers: usize,
    conv_dim: usize,
) -> Named {
    let g = &case.geo;
    let width = (gdn_commit::CONV_KC - 1) as usize;
    let cols = g.d_alloc + width - 1;
    let conv_slot = conv_dim * width + 6;
    let conv_layer = g.slots * conv_slot + 2;
    let win_row = conv_dim * cols + 10;
    let win_layer = g.rows * win_row + 30;
    let mut m = Named::new();
    let mut put = |k: &str, v: Value| {
        m.insert(k.to_string(), v);
    };
    put(
        "conv",
        Value::Tensor(Scalar::Bf16, random_bytes(rng, layers * conv_layer * 2)),
    );
    put(
        "windows",
        Value::Tensor(Scalar::Bf16, random_bytes(rng, layers * win_layer * 2)),
    );
    for (k, v) in commit_indices(case, accept, "step_indices", layers) {
        put(k, v);
    }
    put("conv_dim", i32s(conv_dim));
    put("conv_layer_pitch", i64s(conv_layer));
    put("conv_slot_pitch", i64s(conv_slot));
    put("win_layer_pitch", i64s(win_layer));
    put("win_row_pitch", i64s(win_row));
    put("win_channel_pitch", i64s(cols));
    m
}

pub use crate::rng::Rng;

/// The launch parameters of a kernel, in launch order, as the manifest records them.
pub fn launch_params(k: &Kernel) -> Vec<ParamSpec> {
    k.params
        .iter()
        .map(|p| ParamSpec {
            name: p.name.clone(),
            ty: match p.kind {
                ParamKind::Buffer { elem, .. } => ParamType::Ptr(elem),
                ParamKind::Scalar(s) => ParamType::Scalar(s),
            },
        })
        .collect()
}

/// The factors of a kernel's grid rule, as the manifest records them (an axis with no
/// factor is `1`).
pub fn launch_grid(k: &Kernel) -> [Vec<GridFactor>; 3] {
    let name = |p: u32| k.params[p as usize].name.clone();
    k.grid.dims.clone().map(|terms| {
        if terms.is_empty() {
            return vec![GridFactor::Const(1)];
        }
        terms
            .into_iter()
            .map(|t| match t {
                GridTerm::Const(c) => GridFactor::Const(c),
                GridTerm::Param(p) => GridFactor::Param(name(p)),
                GridTerm::CeilDiv(p, d) => GridFactor::CeilDiv(name(p), d),
            })
            .collect()
    })
}

/// The launch argument of a scalar case value.
pub fn launch_arg(c: Const) -> ArgValue {
    match c {
        Const::F32(b) => ArgValue::F32(f32::from_bits(b)),
        Const::I32(v) => ArgValue::I32(v),
        Const::I64(v) => ArgValue::I64(v),
        Const::Bool(v) => ArgValue::I32(i32::from(v)),
    }
}

/// The typed launch API's verify shapes of a case geometry (the engine's view of the same
/// tensors `Case::verify_inputs` lays out), with the draft length `draft`.
pub fn verify_shapes(g: &Geo, draft: usize, scale: f32) -> crate::runtime::launch::VerifyShapes {
    let u = |x: usize| x as u64;
    crate::runtime::launch::VerifyShapes {
        requests: u(g.n()),
        tokens: u(g.total_tokens()),
        draft: u(draft),
        d_alloc: u(g.d_alloc),
        slots: u(g.slots),
        rows: u(g.rows),
        h: u(g.h),
        hv: u(g.hv),
        stride_q: u(g.qkv_stride()),
        stride_k: u(g.qkv_stride()),
        stride_v: u(g.qkv_stride()),
        stride_a: u(g.gate_stride()),
        stride_b: u(g.gate_stride()),
        pool_slot_pitch: u(g.slot_pitch()),
        scale,
        softplus_beta: 1.0,
        softplus_threshold: 20.0,
    }
}

// Hostile index contents, shared by `tests/hostile.rs` (the interpreter) and
// `gpu_check --hostile` (the GPU): what an engine with corrupted metadata could pass.

/// A value no in-range index of an array of `len` entries has: negative, `i32::MIN`,
/// `i32::MAX`, just past the end, a little further, or huge.
pub fn hostile_value(rng: &mut Rng, len: usize) -> i32 {
    let len = len as i64;
    let v = match rng.below(8) {
        0 => -1,
        1 => i64::from(i32::MIN),
        2 => i64::from(i32::MAX),
        3 | 4 => len,
        5 => len + 1 + rng.below(3) as i64,
        6 => -2 - rng.below(1 << 20) as i64,
        _ => (1 << 30) + rng.below(1 << 20) as i64,
    };
    v.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32
}

/// An index into `len` entries: in range (the last one, the boundary, a quarter of the
/// time), or (`percent` of the time) hostile.
pub fn hostile_index(rng: &mut Rng, len: usize, percent: usize) -> i32 {
    if len > 0 && rng.below(100) >= percent {
        match rng.below(4) {
            0 => len as i32 - 1,
            _ => rng.below(len) as i32,
        }
    } else {
        hostile_value(rng, len)
    }
}

/// `cu_seqlens` from honest offsets with `percent` of the entries replaced: hostile values,
/// arbitrary in-range offsets (non-monotonic), an offset that gives the previous request
/// more than `d_alloc` tokens or exactly `d_alloc` (more than the draft length D when D <
/// D_alloc), or a neighbour of the honest value.
pub fn hostile_cu_seqlens(
    rng: &mut Rng,
    honest: &[i32],
    tokens: usize,
    d_alloc: usize,
    percent: usize,
) -> Vec<i32> {
    let mut cu = honest.to_vec();
    for i in 0..cu.len() {
        if rng.below(100) >= percent {
            continue;
        }
        cu[i] = match rng.below(7) {
            0 | 1 => hostile_value(rng, tokens + 1),
            2 | 3 => rng.below(tokens + 1) as i32,
            4 if i > 0 => cu[i - 1].saturating_add(d_alloc as i32 + 1 + rng.below(2) as i32),
            5 if i > 0 => cu[i - 1].saturating_add(d_alloc as i32),
            _ => cu[i] + if rng.below(2) == 0 { 1 } else { -1 },
        };
    }
    cu
}

/// Hostile commit choices over `steps` run-time steps: accepted steps in range or hostile
/// (including `d_alloc`, which the ring still holds), track slots and steps (none, at or
/// before the accepted step, after it, or hostile).
pub fn hostile_accept(rng: &mut Rng, case: &Case, steps: usize, percent: usize) -> Accept {
    let g = &case.geo;
    let mut acc = Accept {
        steps: vec![],
        track_slots: vec![],
        track_steps: vec![],
    };
    for _ in 0..g.n() {
        let step = match rng.below(10) {
            0 => g.d_alloc as i32,
            _ => hostile_index(rng, steps, percent),
        };
        acc.steps.push(step);
        acc.track_slots.push(hostile_index(rng, g.slots, percent));
        acc.track_steps.push(match rng.below(5) {
            0 => -1,
            1 | 2 if step >= 0 => rng.below(step as usize + 1) as i32,
            3 => step.saturating_add(1),
            _ => hostile_index(rng, steps, percent),
        });
    }
    acc
}
