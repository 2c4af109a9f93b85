//! A GDN speculative step on the interpreter: random engine-shaped inputs (fused qkv with a
//! token stride, strided gates, padded pitches, PP-style rows), and launches of verify,
//! replay and the commit scatters by parameter name.
#![allow(dead_code)]

use super::Rng;
use deltagen::interp::{bytes_to_f32, convert, run_named, Value};
use deltagen::ir::{Const, Scalar};
use deltagen::kernels::gdn_commit::{self, ScatterConfig};
use deltagen::kernels::gdn_replay::{self, ReplayConfig, StepForm};
use deltagen::kernels::gdn_verify::{self, Mode, VerifyConfig};
use deltagen::kernels::{K_DIM, V_DIM};
use deltagen::target::{self, Arch, Family, Tile};
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
    pub fn gate_stride(&self) -> usize {
        self.hv + 3
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
        self.d_alloc * self.hv + 1
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
        let dt_bias = (0..geo.hv)
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
            mode,
            act: self.act,
            dt_bias: self.dt,
            pool: self.pool_dtype,
            arch,
            tile,
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
            }
            Mode::Tuple => {
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
            }
        }
        m
    }

    /// Run verify; the bytes of every output by name.
    pub fn run_verify(&self, cfg: &VerifyConfig) -> BTreeMap<String, Vec<u8>> {
        let kernel = gdn_verify::build(cfg).unwrap_or_else(|e| panic!("verify builds: {e}"));
        run_named(&kernel, &self.verify_inputs(cfg.mode))
            .unwrap_or_else(|e| panic!("{}: {e}", kernel.name))
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

/// The default verify tile of an arch (the first in the table).
pub fn default_tile(family: Family, arch: Arch) -> Tile {
    target::tiles(family, arch)
        .first()
        .map(|(_, t)| *t)
        .expect("the table has a tile")
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

/// Replay one layer's tuples (from a tuple-mode verify) into the case's pool.
pub fn run_replay(
    case: &Case,
    ring: &BTreeMap<String, Vec<u8>>,
    accept: &Accept,
    arch: Arch,
    form: StepForm,
) -> Vec<u8> {
    let g = &case.geo;
    let cfg = ReplayConfig {
        pool: case.pool_dtype,
        arch,
        tile: default_tile(Family::Replay, arch),
        step: form,
    };
    let kernel = gdn_replay::build(&cfg).expect("replay builds");
    let mut m = Named::new();
    let mut put = |k: &str, v: Value| {
        m.insert(k.to_string(), v);
    };
    put("pool", Value::floats(case.pool_dtype, &case.pool));
    for name in ["ring_u", "ring_k", "ring_decay"] {
        put(name, Value::Tensor(Scalar::F32, ring[name].clone()));
    }
    put("slot_indices", Value::i32s(&case.h0));
    put("row_indices", Value::i32s(&case.rows));
    put("accepted_steps", Value::i32s(&accept.steps));
    put("track_slots", Value::i32s(&accept.track_slots));
    put("track_steps", Value::i32s(&accept.track_steps));
    put("num_layers", i32s(1));
    put("num_requests", i32s(g.n()));
    put("num_slots", i32s(g.slots));
    put("num_rows", i32s(g.rows));
    put("num_steps", i32s(g.d_alloc));
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
    run_named(&kernel, &m)
        .expect("replay runs")
        .remove("pool")
        .expect("pool output")
}

/// The snapshot path's commit: copy `inter[row, step]` (and the track step) to the pool.
pub fn run_commit(case: &Case, inter: &[u8], accept: &Accept, arch: Arch) -> Vec<u8> {
    let g = &case.geo;
    let cfg = ScatterConfig {
        dtype: case.pool_dtype,
        arch,
        warps: target::scatter_warps(arch),
    };
    let kernel = gdn_commit::build_commit(&cfg).expect("commit builds");
    let mut m = Named::new();
    let mut put = |k: &str, v: Value| {
        m.insert(k.to_string(), v);
    };
    put("pool", Value::floats(case.pool_dtype, &case.pool));
    put("inter", Value::Tensor(case.pool_dtype, inter.to_vec()));
    put("slot_indices", Value::i32s(&case.h0));
    put("row_indices", Value::i32s(&case.rows));
    put("step_indices", Value::i32s(&accept.steps));
    put("track_slots", Value::i32s(&accept.track_slots));
    put("track_steps", Value::i32s(&accept.track_steps));
    put("num_layers", i32s(1));
    put("num_requests", i32s(g.n()));
    put("num_slots", i32s(g.slots));
    put("num_rows", i32s(g.rows));
    put("num_steps", i32s(g.d_alloc));
    put("num_v_heads", i32s(g.hv));
    put("pool_layer_pitch", i64s(0));
    put("pool_slot_pitch", i64s(g.slot_pitch()));
    put("inter_layer_pitch", i64s(0));
    put("inter_row_pitch", i64s(g.inter_row_pitch()));
    run_named(&kernel, &m)
        .expect("commit runs")
        .remove("pool")
        .expect("pool output")
}
