//! The typed launch API: per kernel family, the engine's device tensors plus shapes,
//! strides and pitches, validated before anything is launched (shapes, dtypes, strides,
//! pitches, index-array lengths, run-time D against the allocated D, pointer alignment,
//! and that every addressed element lies inside its tensor). The result is the argument
//! map the loaders launch with (`CudaKernel::launch`, or the HIP loader).

use super::abi::{ArgValue, ParamType};
use super::manifest::Entry;
use crate::ir::Scalar;
use crate::kernels::{K_DIM, V_DIM};
use std::collections::BTreeMap;

const K: u64 = K_DIM as u64;
const V: u64 = V_DIM as u64;

/// A tensor the engine owns on the device: address, element type, element count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeviceTensor {
    pub ptr: u64,
    pub dtype: Scalar,
    pub len: usize,
}

/// Everything wrong with one launch's arguments, each naming the argument and what would
/// work.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LaunchError {
    pub kernel: String,
    pub problems: Vec<String>,
}

impl std::fmt::Display for LaunchError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "refusing to launch {}: {}",
            self.kernel,
            self.problems.join("; ")
        )
    }
}
impl std::error::Error for LaunchError {}

/// Collects problems and the argument map.
struct Check<'a> {
    entry: &'a Entry,
    problems: Vec<String>,
    args: BTreeMap<String, ArgValue>,
}

impl<'a> Check<'a> {
    fn new(entry: &'a Entry) -> Self {
        Check {
            entry,
            problems: vec![],
            args: BTreeMap::new(),
        }
    }
    fn fail(&mut self, p: String) {
        self.problems.push(p);
    }
    fn require(&mut self, ok: bool, p: impl FnOnce() -> String) {
        if !ok {
            self.problems.push(p());
        }
    }
    /// A tensor argument: its dtype must be the parameter's, its address aligned, and
    /// `needed` elements (the highest element the launch addresses + 1) must fit.
    fn tensor(&mut self, name: &str, t: &DeviceTensor, needed: u64) {
        match self
            .entry
            .params
            .iter()
            .find(|p| p.name == name)
            .map(|p| p.ty)
        {
            Some(ParamType::Ptr(want)) if want == t.dtype => {}
            Some(ParamType::Ptr(want)) => self.fail(format!(
                "`{name}` is {}, the kernel takes {}",
                t.dtype.name(),
                want.name()
            )),
            _ => self.fail(format!("the kernel has no tensor parameter `{name}`")),
        }
        let size = t.dtype.bytes().unwrap_or(1) as u64;
        self.require(t.ptr != 0, || format!("`{name}` is a null pointer"));
        self.require(t.ptr.is_multiple_of(size), || {
            format!(
                "`{name}` at {:#x} is not aligned to its {size}-byte elements",
                t.ptr
            )
        });
        self.require(needed <= t.len as u64, || {
            format!("`{name}` has {} elements, the launch addresses {needed} (check its shape and pitches)", t.len)
        });
        self.args.insert(name.to_string(), ArgValue::Ptr(t.ptr));
    }
    fn index(&mut self, name: &str, t: &DeviceTensor, requests: u64) {
        self.require(t.len as u64 == requests, || {
            format!(
                "`{name}` has {} entries, expected one per request ({requests})",
                t.len
            )
        });
        self.tensor(name, t, requests);
    }
    /// The per-request index arrays of replay and the commit scatters (the step array is
    /// `accepted_steps` in the replay, `step_indices` in the scatters).
    fn commit_indices(&mut self, idx: &CommitIndices, steps_name: &str, requests: u64) {
        self.index("slot_indices", &idx.slots, requests);
        self.index("row_indices", &idx.rows, requests);
        self.index(steps_name, &idx.steps, requests);
        self.index("track_slots", &idx.track_slots, requests);
        self.index("track_steps", &idx.track_steps, requests);
    }
    fn i32(&mut self, name: &str, v: u64) {
        match i32::try_from(v) {
            Ok(x) => {
                self.args.insert(name.to_string(), ArgValue::I32(x));
            }
            Err(_) => self.fail(format!("`{name}` = {v} does not fit in i32")),
        }
    }
    fn i64(&mut self, name: &str, v: u64) {
        match i64::try_from(v) {
            Ok(x) => {
                self.args.insert(name.to_string(), ArgValue::I64(x));
            }
            Err(_) => self.fail(format!("`{name}` = {v} does not fit in i64")),
        }
    }
    /// Pitches and strides of 4-element chunks must keep every chunk aligned.
    fn multiple_of_4(&mut self, items: &[(&str, u64)]) {
        for (name, v) in items {
            self.require(v.is_multiple_of(4), || {
                format!(
                    "`{name}` = {v} must be a multiple of 4 elements (16-byte chunks stay aligned)"
                )
            });
        }
    }
    fn heads(&mut self, h: u64, hv: u64) {
        self.require(h > 0 && hv > 0 && hv.is_multiple_of(h), || {
            format!("heads H={h}, HV={hv}: both must be positive and HV a multiple of H")
        });
    }
    fn done(self) -> Result<BTreeMap<String, ArgValue>, LaunchError> {
        if self.problems.is_empty() {
            Ok(self.args)
        } else {
            Err(LaunchError {
                kernel: self.entry.name.clone(),
                problems: self.problems,
            })
        }
    }
}

/// Highest element index + 1 of `[outer][inner]` blocks of `block` elements placed at
/// `outer * outer_pitch + inner * inner_pitch` (0 when a count is 0).
fn extent(counts_pitches: &[(u64, u64)], block: u64) -> u64 {
    if counts_pitches.iter().any(|(c, _)| *c == 0) {
        return 0;
    }
    counts_pitches.iter().map(|(c, p)| (c - 1) * p).sum::<u64>() + block
}

/// Shapes of a replay or commit launch: the pool, the request count and the ring geometry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CommitShapes {
    pub layers: u64,
    pub requests: u64,
    pub slots: u64,
    pub rows: u64,
    /// Steps verify ran (run-time D); at most `d_alloc`.
    pub steps: u64,
    pub d_alloc: u64,
    pub h: u64,
    pub hv: u64,
    pub pool_layer_pitch: u64,
    pub pool_slot_pitch: u64,
}

impl CommitShapes {
    fn check_common(&self, c: &mut Check) {
        c.heads(self.h, self.hv);
        c.require(self.steps <= self.d_alloc, || {
            format!(
                "run-time D = {} is larger than the allocated D = {} of the ring",
                self.steps, self.d_alloc
            )
        });
        let state = self.hv * V * K;
        c.require(self.pool_slot_pitch >= state, || {
            format!(
                "pool slot pitch {} is smaller than one state ({state} elements)",
                self.pool_slot_pitch
            )
        });
        c.require(
            self.layers <= 1 || self.pool_layer_pitch >= self.slots * self.pool_slot_pitch,
            || {
                format!(
                    "pool layer pitch {} overlaps the slots of a layer ({} elements)",
                    self.pool_layer_pitch,
                    self.slots * self.pool_slot_pitch
                )
            },
        );
        for (n, v) in [
            ("num_layers", self.layers),
            ("num_requests", self.requests),
            ("num_slots", self.slots),
            ("num_rows", self.rows),
            ("num_steps", self.steps),
            ("num_v_heads", self.hv),
        ] {
            c.i32(n, v);
        }
        c.i64("pool_layer_pitch", self.pool_layer_pitch);
        c.i64("pool_slot_pitch", self.pool_slot_pitch);
        c.multiple_of_4(&[
            ("pool_layer_pitch", self.pool_layer_pitch),
            ("pool_slot_pitch", self.pool_slot_pitch),
        ]);
    }
    fn pool_extent(&self) -> u64 {
        extent(
            &[
                (self.layers, self.pool_layer_pitch),
                (self.slots, self.pool_slot_pitch),
            ],
            self.hv * V * K,
        )
    }
}

/// Per-request commit choices, one entry per request.
#[derive(Clone, Copy, Debug)]
pub struct CommitIndices {
    pub slots: DeviceTensor,
    pub rows: DeviceTensor,
    pub steps: DeviceTensor,
    pub track_slots: DeviceTensor,
    pub track_steps: DeviceTensor,
}

/// The replay ring: `ring_u [L][rows][D_alloc][HV][V]`, `ring_k [L][rows][D_alloc][H][K]`,
/// `ring_decay [L][rows][D_alloc][HV]`, f32, with layer and row pitches in elements.
#[derive(Clone, Copy, Debug)]
pub struct Ring {
    pub u: DeviceTensor,
    pub k: DeviceTensor,
    pub decay: DeviceTensor,
    pub u_layer_pitch: u64,
    pub u_row_pitch: u64,
    pub k_layer_pitch: u64,
    pub k_row_pitch: u64,
    pub decay_layer_pitch: u64,
    pub decay_row_pitch: u64,
}

/// Arguments of `gdn_replay`.
pub fn replay(
    entry: &Entry,
    pool: &DeviceTensor,
    ring: &Ring,
    idx: &CommitIndices,
    s: &CommitShapes,
) -> Result<BTreeMap<String, ArgValue>, LaunchError> {
    let mut c = Check::new(entry);
    if entry.family != "gdn_replay" {
        c.fail(format!("{} is not a gdn_replay instance", entry.name));
    }
    s.check_common(&mut c);
    c.require(ring.u_row_pitch >= s.d_alloc * s.hv * V, || {
        format!(
            "u row pitch {} is smaller than D_alloc*HV*V",
            ring.u_row_pitch
        )
    });
    c.require(ring.k_row_pitch >= s.d_alloc * s.h * K, || {
        format!(
            "k row pitch {} is smaller than D_alloc*H*K",
            ring.k_row_pitch
        )
    });
    c.require(ring.decay_row_pitch >= s.d_alloc * s.hv, || {
        format!(
            "decay row pitch {} is smaller than D_alloc*HV",
            ring.decay_row_pitch
        )
    });
    c.multiple_of_4(&[
        ("k_layer_pitch", ring.k_layer_pitch),
        ("k_row_pitch", ring.k_row_pitch),
    ]);
    c.tensor("pool", pool, s.pool_extent());
    let ring_extent =
        |layer: u64, row: u64, block: u64| extent(&[(s.layers, layer), (s.rows, row)], block);
    c.tensor(
        "ring_u",
        &ring.u,
        ring_extent(
            ring.u_layer_pitch,
            ring.u_row_pitch,
            s.steps.max(1) * s.hv * V,
        ),
    );
    c.tensor(
        "ring_k",
        &ring.k,
        ring_extent(
            ring.k_layer_pitch,
            ring.k_row_pitch,
            s.steps.max(1) * s.h * K,
        ),
    );
    c.tensor(
        "ring_decay",
        &ring.decay,
        ring_extent(
            ring.decay_layer_pitch,
            ring.decay_row_pitch,
            s.steps.max(1) * s.hv,
        ),
    );
    c.commit_indices(idx, "accepted_steps", s.requests);
    c.i32("num_k_heads", s.h);
    for (n, v) in [
        ("u_layer_pitch", ring.u_layer_pitch),
        ("u_row_pitch", ring.u_row_pitch),
        ("k_layer_pitch", ring.k_layer_pitch),
        ("k_row_pitch", ring.k_row_pitch),
        ("decay_layer_pitch", ring.decay_layer_pitch),
        ("decay_row_pitch", ring.decay_row_pitch),
    ] {
        c.i64(n, v);
    }
    c.done()
}

/// Arguments of `gdn_commit_scatter`: snapshots `inter [L][rows][D_alloc][HV][V][K]`.
pub fn commit_scatter(
    entry: &Entry,
    pool: &DeviceTensor,
    inter: &DeviceTensor,
    inter_layer_pitch: u64,
    inter_row_pitch: u64,
    idx: &CommitIndices,
    s: &CommitShapes,
) -> Result<BTreeMap<String, ArgValue>, LaunchError> {
    let mut c = Check::new(entry);
    if entry.family != "gdn_commit_scatter" {
        c.fail(format!(
            "{} is not a gdn_commit_scatter instance",
            entry.name
        ));
    }
    s.check_common(&mut c);
    let state = s.hv * V * K;
    c.require(inter_row_pitch >= s.d_alloc * state, || {
        format!("inter row pitch {inter_row_pitch} is smaller than D_alloc*HV*V*K")
    });
    c.multiple_of_4(&[
        ("inter_layer_pitch", inter_layer_pitch),
        ("inter_row_pitch", inter_row_pitch),
    ]);
    c.tensor("pool", pool, s.pool_extent());
    c.tensor(
        "inter",
        inter,
        extent(
            &[(s.layers, inter_layer_pitch), (s.rows, inter_row_pitch)],
            s.steps.max(1) * state,
        ),
    );
    c.commit_indices(idx, "step_indices", s.requests);
    c.i64("inter_layer_pitch", inter_layer_pitch);
    c.i64("inter_row_pitch", inter_row_pitch);
    c.done()
}

/// Tensors of one `gdn_verify` launch (one layer). `q`/`k` are `[tokens, H, K]` and `v`
/// `[tokens, HV, V]` with token strides (they may be views of a fused qkv tensor); `a`/`b`
/// `[tokens, HV]` with token strides; `o` `[tokens, HV, V]` contiguous; `pool`
/// `[slots, HV, V, K]` with a slot pitch.
#[derive(Clone, Copy, Debug)]
pub struct VerifyTensors {
    pub q: DeviceTensor,
    pub k: DeviceTensor,
    pub v: DeviceTensor,
    pub a: DeviceTensor,
    pub b: DeviceTensor,
    pub a_log: DeviceTensor,
    pub dt_bias: DeviceTensor,
    pub o: DeviceTensor,
    pub pool: DeviceTensor,
    pub h0_indices: DeviceTensor,
    pub cu_seqlens: DeviceTensor,
}

/// Where a verify launch stores per-step state.
#[derive(Clone, Copy, Debug)]
pub enum VerifyStore {
    /// Decode: the state is written back to the pool.
    Pool,
    /// Snapshots `inter [rows][D_alloc][HV][V][K]` in the pool dtype.
    Snapshot {
        inter_indices: DeviceTensor,
        inter: DeviceTensor,
        row_pitch: u64,
    },
    /// Tuples `[rows][D_alloc][...]`, f32.
    Tuple {
        inter_indices: DeviceTensor,
        u: DeviceTensor,
        k: DeviceTensor,
        decay: DeviceTensor,
        u_row_pitch: u64,
        k_row_pitch: u64,
        decay_row_pitch: u64,
    },
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct VerifyShapes {
    pub requests: u64,
    /// Tokens of the launch (`cu_seqlens[requests]`).
    pub tokens: u64,
    /// The largest tokens-per-request (the draft length D); at most `d_alloc`.
    pub draft: u64,
    pub d_alloc: u64,
    pub slots: u64,
    pub rows: u64,
    pub h: u64,
    pub hv: u64,
    pub stride_q: u64,
    pub stride_k: u64,
    pub stride_v: u64,
    pub stride_a: u64,
    pub stride_b: u64,
    pub pool_slot_pitch: u64,
    pub scale: f32,
    pub softplus_beta: f32,
    pub softplus_threshold: f32,
}

/// Arguments of `gdn_verify` (the instance's mode must match `store`).
pub fn verify(
    entry: &Entry,
    t: &VerifyTensors,
    store: &VerifyStore,
    s: &VerifyShapes,
) -> Result<BTreeMap<String, ArgValue>, LaunchError> {
    let mut c = Check::new(entry);
    let mode = entry.facts.get("mode").map(String::as_str);
    let store_mode = match store {
        VerifyStore::Pool => "decode",
        VerifyStore::Snapshot { .. } => "snapshot",
        VerifyStore::Tuple { .. } => "tuple",
    };
    if entry.family != "gdn_verify" || mode != Some(store_mode) {
        c.fail(format!(
            "{} is not a gdn_verify {store_mode} instance",
            entry.name
        ));
    }
    c.heads(s.h, s.hv);
    c.require(
        s.draft <= s.d_alloc || matches!(store, VerifyStore::Pool),
        || {
            format!(
                "draft length D = {} is larger than the allocated D = {}",
                s.draft, s.d_alloc
            )
        },
    );
    c.require(s.stride_q >= s.h * K && s.stride_k >= s.h * K, || {
        format!(
            "q/k token strides {}/{} are smaller than H*K",
            s.stride_q, s.stride_k
        )
    });
    c.require(s.stride_v >= s.hv * V, || {
        format!("v token stride {} is smaller than HV*V", s.stride_v)
    });
    c.require(s.stride_a >= s.hv && s.stride_b >= s.hv, || {
        format!(
            "a/b token strides {}/{} are smaller than HV",
            s.stride_a, s.stride_b
        )
    });
    c.require(s.pool_slot_pitch >= s.hv * V * K, || {
        format!(
            "pool slot pitch {} is smaller than one state",
            s.pool_slot_pitch
        )
    });
    c.require(
        s.softplus_beta != 0.0 && s.softplus_beta.is_finite(),
        || {
            format!(
                "softplus_beta = {} must be finite and non-zero",
                s.softplus_beta
            )
        },
    );
    c.multiple_of_4(&[
        ("stride_q", s.stride_q),
        ("stride_k", s.stride_k),
        ("pool_slot_pitch", s.pool_slot_pitch),
    ]);
    let tok = |stride: u64, block: u64| extent(&[(s.tokens, stride)], block);
    c.tensor("q", &t.q, tok(s.stride_q, s.h * K));
    c.tensor("k", &t.k, tok(s.stride_k, s.h * K));
    c.tensor("v", &t.v, tok(s.stride_v, s.hv * V));
    c.tensor("a", &t.a, tok(s.stride_a, s.hv));
    c.tensor("b", &t.b, tok(s.stride_b, s.hv));
    c.tensor("A_log", &t.a_log, s.hv);
    c.tensor("dt_bias", &t.dt_bias, s.hv);
    c.tensor("o", &t.o, s.tokens * s.hv * V);
    c.tensor(
        "pool",
        &t.pool,
        extent(&[(s.slots, s.pool_slot_pitch)], s.hv * V * K),
    );
    c.index("h0_indices", &t.h0_indices, s.requests);
    c.require(t.cu_seqlens.len as u64 == s.requests + 1, || {
        format!(
            "`cu_seqlens` has {} entries, expected requests + 1 = {}",
            t.cu_seqlens.len,
            s.requests + 1
        )
    });
    c.tensor("cu_seqlens", &t.cu_seqlens, s.requests + 1);
    for (n, v) in [
        ("num_requests", s.requests),
        ("num_slots", s.slots),
        ("num_k_heads", s.h),
        ("num_v_heads", s.hv),
    ] {
        c.i32(n, v);
    }
    for (n, v) in [
        ("stride_q", s.stride_q),
        ("stride_k", s.stride_k),
        ("stride_v", s.stride_v),
        ("stride_a", s.stride_a),
        ("stride_b", s.stride_b),
        ("pool_slot_pitch", s.pool_slot_pitch),
    ] {
        c.i64(n, v);
    }
    for (n, v) in [
        ("scale", s.scale),
        ("softplus_beta", s.softplus_beta),
        ("softplus_threshold", s.softplus_threshold),
    ] {
        c.args.insert(n.to_string(), ArgValue::F32(v));
    }
    let steps = s.draft.min(s.d_alloc).max(1);
    match store {
        VerifyStore::Pool => {}
        VerifyStore::Snapshot {
            inter_indices,
            inter,
            row_pitch,
        } => {
            c.require(*row_pitch >= s.d_alloc * s.hv * V * K, || {
                format!("inter row pitch {row_pitch} is smaller than D_alloc*HV*V*K")
            });
            c.multiple_of_4(&[("inter_row_pitch", *row_pitch)]);
            c.index("inter_indices", inter_indices, s.requests);
            c.tensor(
                "inter",
                inter,
                extent(&[(s.rows, *row_pitch)], steps * s.hv * V * K),
            );
            c.i64("inter_row_pitch", *row_pitch);
        }
        VerifyStore::Tuple {
            inter_indices,
            u,
            k,
            decay,
            u_row_pitch,
            k_row_pitch,
            decay_row_pitch,
        } => {
            c.require(*u_row_pitch >= s.d_alloc * s.hv * V && *k_row_pitch >= s.d_alloc * s.h * K && *decay_row_pitch >= s.d_alloc * s.hv, || {
                format!("ring row pitches {u_row_pitch}/{k_row_pitch}/{decay_row_pitch} are smaller than D_alloc times a step")
            });
            c.multiple_of_4(&[("k_row_pitch", *k_row_pitch)]);
            c.index("inter_indices", inter_indices, s.requests);
            c.tensor(
                "ring_u",
                u,
                extent(&[(s.rows, *u_row_pitch)], steps * s.hv * V),
            );
            c.tensor(
                "ring_k",
                k,
                extent(&[(s.rows, *k_row_pitch)], steps * s.h * K),
            );
            c.tensor(
                "ring_decay",
                decay,
                extent(&[(s.rows, *decay_row_pitch)], steps * s.hv),
            );
            c.i64("u_row_pitch", *u_row_pitch);
            c.i64("k_row_pitch", *k_row_pitch);
            c.i64("decay_row_pitch", *decay_row_pitch);
        }
    }
    if !matches!(store, VerifyStore::Pool) {
        c.i32("num_rows", s.rows);
        c.i32("num_steps_alloc", s.d_alloc);
    }
    c.done()
}

/// Shapes of a conv-window scatter: conv pool `[L][slots][conv_dim][Kc-1]` and windows
/// `[L][rows][conv_dim][D_alloc + Kc - 2]`, both bf16, with layer/slot/row pitches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConvShapes {
    pub layers: u64,
    pub requests: u64,
    pub slots: u64,
    pub rows: u64,
    pub steps: u64,
    pub d_alloc: u64,
    pub conv_dim: u64,
    pub conv_layer_pitch: u64,
    pub conv_slot_pitch: u64,
    pub win_layer_pitch: u64,
    pub win_row_pitch: u64,
}

/// Arguments of `conv_window_scatter`.
pub fn conv_scatter(
    entry: &Entry,
    conv: &DeviceTensor,
    windows: &DeviceTensor,
    idx: &CommitIndices,
    s: &ConvShapes,
) -> Result<BTreeMap<String, ArgValue>, LaunchError> {
    let mut c = Check::new(entry);
    if entry.family != "conv_window_scatter" {
        c.fail(format!(
            "{} is not a conv_window_scatter instance",
            entry.name
        ));
    }
    let width = u64::from(crate::kernels::gdn_commit::CONV_KC - 1);
    let columns = s.d_alloc + width - 1;
    c.require(s.steps <= s.d_alloc, || {
        format!(
            "run-time D = {} is larger than the allocated D = {}",
            s.steps, s.d_alloc
        )
    });
    c.require(s.conv_slot_pitch >= s.conv_dim * width, || {
        format!(
            "conv slot pitch {} is smaller than conv_dim*(Kc-1)",
            s.conv_slot_pitch
        )
    });
    c.require(s.win_row_pitch >= s.conv_dim * columns, || {
        format!(
            "window row pitch {} is smaller than conv_dim*(D_alloc+Kc-2)",
            s.win_row_pitch
        )
    });
    c.tensor(
        "conv",
        conv,
        extent(
            &[(s.layers, s.conv_layer_pitch), (s.slots, s.conv_slot_pitch)],
            s.conv_dim * width,
        ),
    );
    c.tensor(
        "windows",
        windows,
        extent(
            &[(s.layers, s.win_layer_pitch), (s.rows, s.win_row_pitch)],
            s.conv_dim * columns,
        ),
    );
    c.commit_indices(idx, "step_indices", s.requests);
    for (n, v) in [
        ("num_layers", s.layers),
        ("num_requests", s.requests),
        ("num_slots", s.slots),
        ("num_rows", s.rows),
        ("num_steps", s.steps),
        ("conv_dim", s.conv_dim),
    ] {
        c.i32(n, v);
    }
    for (n, v) in [
        ("conv_layer_pitch", s.conv_layer_pitch),
        ("conv_slot_pitch", s.conv_slot_pitch),
        ("win_layer_pitch", s.win_layer_pitch),
        ("win_row_pitch", s.win_row_pitch),
        ("win_channel_pitch", columns),
    ] {
        c.i64(n, v);
    }
    c.done()
}
