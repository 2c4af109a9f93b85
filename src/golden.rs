//! The golden vectors of SGLang's Triton verify kernel (formats `gdn-verify-v1` and
//! `gdn-verify-v2`, `tests/golden/README.md`): their cases, the `gdn-golden-v1` input
//! generator, and the named launch inputs of a case, shared by the CPU tests and the GPU
//! harness. Format v2 adds KDA cases (`kda`: per-channel decay, `a` `[ND, HV*K]`,
//! `dt_bias` `[HV*K]` in the case's `dt_bias_dtype`) and EAGLE-tree cases (`parents`); a
//! tree case's snapshot- and tuple-mode inputs carry its parents (`cases::parents_inputs`), for the
//! `tree` instances.

use crate::cases::Named;
use crate::interp::{convert, Value};
use crate::ir::{Const, Scalar};
use crate::kernels::gdn_verify::Mode;
use crate::kernels::{K_DIM, V_DIM};
use crate::rng::Rng;
use crate::vocab::Gate;
use serde_json::Value as Json;
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;

const K: usize = K_DIM as usize;
const V: usize = V_DIM as usize;

/// The inputs, in tensor-id order (the PRNG seeds each with `seed * 256 + id`).
pub const INPUTS: [(&str, u64); 8] = [
    ("A_log", 1),
    ("dt_bias", 2),
    ("a", 3),
    ("b", 4),
    ("q", 5),
    ("k", 6),
    ("v", 7),
    ("pool", 8),
];

pub fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// One golden case.
#[derive(Clone, Debug)]
pub struct GoldenCase {
    pub json: Json,
    pub name: String,
    pub h: usize,
    pub hv: usize,
    pub n: usize,
    pub d: usize,
    pub slots: usize,
    pub rows: usize,
    pub pool: Scalar,
    /// GDN, or KDA (`kda: true`, format v2).
    pub gate: Gate,
    /// The dtype of `dt_bias` (v2's `dt_bias_dtype`; bf16 in v1).
    pub dt_bias: Scalar,
    /// EAGLE-tree parents `[N][D]` (format v2), `None` for a chain.
    pub parents: Option<Vec<Vec<i32>>>,
    pub h0: Vec<i32>,
    pub inter_indices: Vec<i32>,
}

fn field<'a>(j: &'a Json, k: &str) -> Result<&'a Json, String> {
    j.get(k).ok_or_else(|| format!("golden case without `{k}`"))
}
fn usize_of(j: &Json, k: &str) -> Result<usize, String> {
    field(j, k)?
        .as_u64()
        .map(|v| v as usize)
        .ok_or_else(|| format!("`{k}` is not a number"))
}
fn ints(j: &Json, k: &str) -> Result<Vec<i32>, String> {
    field(j, k)?
        .as_array()
        .ok_or_else(|| format!("`{k}` is not a list"))?
        .iter()
        .map(|x| {
            x.as_i64()
                .map(|v| v as i32)
                .ok_or_else(|| format!("`{k}` holds a non-integer"))
        })
        .collect()
}

fn dtype_of(j: &Json) -> Scalar {
    if *j == "bf16" {
        Scalar::Bf16
    } else {
        Scalar::F32
    }
}

/// A v2 case's `parents`: null, or `[N][D]` integers.
fn parents_of(c: &Json) -> Result<Option<Vec<Vec<i32>>>, String> {
    match c.get("parents") {
        None | Some(Json::Null) => Ok(None),
        Some(Json::Array(rows)) => rows
            .iter()
            .map(|r| {
                r.as_array()
                    .ok_or("`parents` holds a non-list")?
                    .iter()
                    .map(|x| {
                        x.as_i64()
                            .and_then(|v| i32::try_from(v).ok())
                            .ok_or_else(|| "`parents` holds a non-integer".to_string())
                    })
                    .collect()
            })
            .collect::<Result<Vec<_>, String>>()
            .map(Some),
        Some(_) => Err("`parents` is neither null nor a list".into()),
    }
}

/// Read the cases of a `gdn-verify-v1` or `gdn-verify-v2` file.
pub fn load(text: &str) -> Result<Vec<GoldenCase>, String> {
    let j: Json = serde_json::from_str(text).map_err(|e| format!("golden file: {e}"))?;
    let format_ok = j["format"] == "gdn-verify-v1" || j["format"] == "gdn-verify-v2";
    if !format_ok || j["prng"] != "gdn-golden-v1" {
        return Err(format!(
            "unsupported golden format {} / {}",
            j["format"], j["prng"]
        ));
    }
    field(&j, "cases")?
        .as_array()
        .ok_or("`cases` is not a list")?
        .iter()
        .map(|c| {
            Ok(GoldenCase {
                name: field(c, "name")?.as_str().unwrap_or("?").to_string(),
                h: usize_of(c, "H")?,
                hv: usize_of(c, "HV")?,
                n: usize_of(c, "N")?,
                d: usize_of(c, "D")?,
                slots: usize_of(c, "slots")?,
                rows: usize_of(c, "rows")?,
                pool: dtype_of(&c["pool_dtype"]),
                gate: if c["kda"] == true {
                    Gate::Channel
                } else {
                    Gate::Head
                },
                dt_bias: match c.get("dt_bias_dtype") {
                    Some(d) => dtype_of(d),
                    None => Scalar::Bf16,
                },
                parents: parents_of(c)?,
                h0: ints(c, "h0_indices")?,
                inter_indices: ints(c, "inter_indices")?,
                json: c.clone(),
            })
        })
        .collect()
}

impl GoldenCase {
    /// Input tensor `name` as the PRNG defines it, in its dtype's bytes.
    pub fn tensor(&self, name: &str) -> Result<(Scalar, Vec<u8>), String> {
        let id = INPUTS
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, id)| *id)
            .ok_or_else(|| format!("no input `{name}`"))?;
        let c = &self.json;
        let seed = field(c, "seed")?.as_u64().ok_or("seed")?;
        let count: usize = c["shapes"][name]
            .as_array()
            .ok_or("shape")?
            .iter()
            .map(|d| d.as_u64().unwrap_or(0) as usize)
            .product();
        let range = c["ranges"][name].as_array().ok_or("range")?;
        let (lo, hi) = (
            range[0].as_f64().ok_or("lo")?,
            range[1].as_f64().ok_or("hi")?,
        );
        let dtype = dtype_of(&c["dtypes"][name]);
        // splitmix64 as `gdn-golden-v1` defines it: the crate's `Rng`.
        let mut rng = Rng::new(seed * 256 + id);
        let mut bytes = Vec::with_capacity(count * 4);
        for _ in 0..count {
            let u = (rng.next_u64() >> 40) as f64 / (1u64 << 24) as f64;
            let x = (lo + (hi - lo) * u) as f32;
            match dtype {
                Scalar::Bf16 => bytes.extend_from_slice(&convert::f32_to_bf16(x).to_le_bytes()),
                _ => bytes.extend_from_slice(&x.to_le_bytes()),
            }
        }
        Ok((dtype, bytes))
    }

    /// The recorded sha256 of input `name`.
    pub fn input_hash(&self, name: &str) -> Option<&str> {
        self.json["inputs_sha256"][name].as_str()
    }
    pub fn o_hash(&self) -> Option<&str> {
        self.json["o_sha256"].as_str()
    }
    /// The recorded hash of snapshot block `inter[row, step]`, if the case names it.
    pub fn block_hash(&self, row: usize, step: usize) -> Option<&str> {
        self.json["inter_sha256"][format!("row{row}_step{step}")].as_str()
    }
    /// Elements of one `[HV, V, K]` state.
    pub fn state(&self) -> usize {
        self.hv * V * K
    }
    /// Decay values per value head and step (1 for GDN, K for KDA).
    pub fn gate_width(&self) -> usize {
        self.gate.width() as usize
    }
    /// The `parents` input's bytes (int32, little-endian), for its recorded hash.
    pub fn parents_bytes(&self) -> Option<Vec<u8>> {
        self.parents
            .as_ref()
            .map(|p| p.iter().flatten().flat_map(|x| x.to_le_bytes()).collect())
    }

    /// Verify inputs in `mode` with the golden call parameters, outputs poisoned. Snapshot
    /// and tuple buffers use the allocated D = D, so `inter[r, t]` is contiguous.
    pub fn verify_inputs(&self, mode: Mode) -> Result<Named, String> {
        let mut m = Named::new();
        for (name, _) in INPUTS {
            let (dtype, bytes) = self.tensor(name)?;
            m.insert(name.to_string(), Value::Tensor(dtype, bytes));
        }
        let i32s = |x: usize| Value::Scalar(Const::I32(x as i32));
        let i64s = |x: usize| Value::Scalar(Const::I64(x as i64));
        let (h, hv, n, d) = (self.h, self.hv, self.n, self.d);
        m.insert(
            "o".into(),
            Value::poison(Scalar::Bf16, n * d * hv * V, 0xA5),
        );
        m.insert("h0_indices".into(), Value::i32s(&self.h0));
        m.insert(
            "cu_seqlens".into(),
            Value::i32s(&(0..=n).map(|i| (i * d) as i32).collect::<Vec<_>>()),
        );
        for (k, v) in [
            ("num_requests", n),
            ("num_tokens", n * d),
            ("num_slots", self.slots),
            ("num_k_heads", h),
            ("num_v_heads", hv),
        ] {
            m.insert(k.into(), i32s(v));
        }
        for (k, v) in [
            ("stride_q", h * K),
            ("stride_k", h * K),
            ("stride_v", hv * V),
            ("stride_a", hv * self.gate_width()),
            ("stride_b", hv),
            ("pool_slot_pitch", self.state()),
        ] {
            m.insert(k.into(), i64s(v));
        }
        let scale = (K as f32).powf(-0.5);
        for (k, v) in [
            ("scale", scale),
            ("softplus_beta", 1.0),
            ("softplus_threshold", 20.0),
        ] {
            m.insert(k.into(), Value::Scalar(Const::F32(v.to_bits())));
        }
        // The golden instances compute their gates.
        let (name, v) = crate::cases::no_decays();
        m.insert(name.into(), v);
        for (k, v) in crate::cases::diagnostics_word() {
            m.insert(k.into(), v);
        }
        if mode != Mode::Decode {
            m.insert("inter_indices".into(), Value::i32s(&self.inter_indices));
            m.insert("num_rows".into(), i32s(self.rows));
            m.insert("num_steps_alloc".into(), i32s(d));
        }
        match mode {
            Mode::Decode => {}
            Mode::Snapshot => {
                m.insert(
                    "inter".into(),
                    Value::poison(self.pool, self.rows * d * self.state(), 0xA5),
                );
                m.insert("inter_row_pitch".into(), i64s(d * self.state()));
            }
            Mode::Tuple | Mode::Fold => {
                m.insert(
                    "ring_u".into(),
                    Value::poison(Scalar::F32, self.rows * d * hv * V, 0xA5),
                );
                m.insert(
                    "ring_k".into(),
                    Value::poison(Scalar::F32, self.rows * d * h * K, 0xA5),
                );
                let w = self.gate_width();
                m.insert(
                    "ring_decay".into(),
                    Value::poison(Scalar::F32, self.rows * d * hv * w, 0xA5),
                );
                m.insert("u_row_pitch".into(), i64s(d * hv * V));
                m.insert("k_row_pitch".into(), i64s(d * h * K));
                m.insert("decay_row_pitch".into(), i64s(d * hv * w));
            }
        }
        if matches!(mode, Mode::Snapshot | Mode::Tuple) {
            let tree = match &self.parents {
                Some(p) => crate::cases::parents_inputs(p, d),
                None => crate::cases::no_parents(),
            };
            for (k, v) in tree {
                m.insert(k.into(), v);
            }
        }
        if mode == Mode::Fold {
            for (k, v) in crate::cases::no_fold(self.inter_indices.len(), 1) {
                m.insert(k.into(), v);
            }
        }
        Ok(m)
    }

    /// Replay inputs after a tuple-mode verify: every request replays to `step` from its
    /// pool slot, except padding requests (`h0 < 0`), which replay from an extra all-zero
    /// slot appended to the pool (verify started them from a zero state). Returns the inputs
    /// and the slot each request's state lands in.
    pub fn replay_inputs(
        &self,
        ring: &BTreeMap<String, Vec<u8>>,
        step: usize,
    ) -> Result<(Named, Vec<i32>), String> {
        let (_, mut pool) = self.tensor("pool")?;
        let size = self.pool.bytes().unwrap_or(4);
        pool.extend(std::iter::repeat_n(0u8, self.state() * size));
        let zero_slot = self.slots as i32;
        let homes: Vec<i32> = self
            .h0
            .iter()
            .map(|&s| if s < 0 { zero_slot } else { s })
            .collect();
        let mut m = Named::new();
        m.insert("pool".into(), Value::Tensor(self.pool, pool));
        for name in ["ring_u", "ring_k", "ring_decay"] {
            m.insert(
                name.into(),
                Value::Tensor(
                    Scalar::F32,
                    ring.get(name)
                        .cloned()
                        .ok_or_else(|| format!("no `{name}`"))?,
                ),
            );
        }
        m.insert("slot_indices".into(), Value::i32s(&homes));
        m.insert("row_indices".into(), Value::i32s(&self.inter_indices));
        m.insert(
            "accepted_steps".into(),
            Value::i32s(&vec![step as i32; self.n]),
        );
        m.insert("track_slots".into(), Value::i32s(&vec![-1; self.n]));
        m.insert("track_steps".into(), Value::i32s(&vec![-1; self.n]));
        for (name, v) in crate::cases::no_path() {
            m.insert(name.into(), v);
        }
        let i32s = |x: usize| Value::Scalar(Const::I32(x as i32));
        let i64s = |x: usize| Value::Scalar(Const::I64(x as i64));
        for (k, v) in [
            ("num_layers", 1),
            ("num_requests", self.n),
            ("num_slots", self.slots + 1),
            ("num_rows", self.rows),
            ("num_steps", self.d),
            ("num_steps_alloc", self.d),
            ("num_k_heads", self.h),
            ("num_v_heads", self.hv),
        ] {
            m.insert(k.into(), i32s(v));
        }
        for (k, v) in [
            ("pool_layer_pitch", 0),
            ("pool_slot_pitch", self.state()),
            ("u_layer_pitch", 0),
            ("u_row_pitch", self.d * self.hv * V),
            ("k_layer_pitch", 0),
            ("k_row_pitch", self.d * self.h * K),
            ("decay_layer_pitch", 0),
            ("decay_row_pitch", self.d * self.hv * self.gate_width()),
        ] {
            m.insert(k.into(), i64s(v));
        }
        for (k, v) in crate::cases::diagnostics_word() {
            m.insert(k.into(), v);
        }
        Ok((m, homes))
    }
}
