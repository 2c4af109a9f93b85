//! The memory planner: exact bytes of the speculative scratch each commit path reserves
//! (ARCHITECTURE.md §6, seed 000): snapshots `L·D·HV·V·K·bytes(pool)` per request row, tuples
//! `L·D·(HV·V + H·K + HV·w)·4` (k once per key head, the ring is always f32; `w` the decay's
//! values per value head: 1 for GDN, K for KDA's per-channel decay), plus the
//! deduplicated conv window `L·conv_dim·(D + Kc - 2)·2` that both paths keep; rows are
//! `requests + 1` as an engine reserves them. An EAGLE tree of D tokens (nodes) takes the
//! same scratch as a chain of D (one state or one tuple per node), plus its index arrays.

use crate::vocab::CONV_KC;
use crate::vocab::{Gate, Mode, Scalar, TREE_STEPS};
use crate::vocab::{K_DIM, V_DIM};

/// The GDN or KDA part of a model (per tensor-parallel rank: divide H and HV by the TP
/// degree).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    pub name: &'static str,
    /// GDN (one decay per value head) or KDA (one per key channel).
    pub gate: Gate,
    pub layers: u64,
    pub h: u64,
    pub hv: u64,
}

/// Built-in geometries (`SGLANG_FACTS.md`).
pub const MODELS: &[Geometry] = &[
    Geometry {
        name: "Qwen3-Next-80B-A3B",
        gate: Gate::Head,
        layers: 36,
        h: 16,
        hv: 32,
    },
    Geometry {
        name: "Qwen3.5-35B-A3B",
        gate: Gate::Head,
        layers: 30,
        h: 16,
        hv: 32,
    },
    Geometry {
        name: "Qwen3.6-35B-A3B",
        gate: Gate::Head,
        layers: 30,
        h: 16,
        hv: 32,
    },
    Geometry {
        name: "Qwen3.5-27B",
        gate: Gate::Head,
        layers: 48,
        h: 16,
        hv: 48,
    },
    Geometry {
        name: "Qwen3.8-27B",
        gate: Gate::Head,
        layers: 48,
        h: 16,
        hv: 48,
    },
    Geometry {
        name: "Qwen3.5-397B-A17B",
        gate: Gate::Head,
        layers: 45,
        h: 16,
        hv: 64,
    },
];

pub fn model(name: &str) -> Result<Geometry, String> {
    MODELS
        .iter()
        .copied()
        .find(|m| m.name.eq_ignore_ascii_case(name))
        .ok_or_else(|| {
            let names: Vec<&str> = MODELS.iter().map(|m| m.name).collect();
            format!(
                "unknown model `{name}`; built in: {} (or give --layers and --heads H,HV)",
                names.join(", ")
            )
        })
}

/// Scratch of one configuration, in bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scratch {
    pub rows: u64,
    /// Per request row.
    pub snapshot_per_row: u64,
    pub tuple_per_row: u64,
    pub conv_per_row: u64,
}

impl Scratch {
    pub fn snapshot_total(&self) -> u64 {
        self.snapshot_per_row * self.rows
    }
    pub fn tuple_total(&self) -> u64 {
        self.tuple_per_row * self.rows
    }
    pub fn conv_total(&self) -> u64 {
        self.conv_per_row * self.rows
    }
    /// Fold mode's ring at depth `depth` (R): every request row holds the tuples of up to R
    /// committed steps plus the current draft, `R + 1` tuple rows.
    pub fn fold_total(&self, depth: u64) -> u64 {
        self.tuple_total() * (depth + 1)
    }
}

/// Bytes of one layer's tuple ring for one row: `D` steps of `u`, `k` and the decay (per
/// value head, or per key channel of each value head for KDA).
pub fn tuple_bytes_per_layer_row(g: &Geometry, draft: u64) -> u64 {
    let decay = g.hv * u64::from(g.gate.width());
    draft * (g.hv * u64::from(V_DIM) + g.h * u64::from(K_DIM) + decay) * 4
}

/// The scratch of `requests` requests with draft length `draft`.
pub fn scratch(g: &Geometry, draft: u64, requests: u64, pool: Scalar) -> Scratch {
    let state = g.hv * u64::from(V_DIM) * u64::from(K_DIM);
    let b = pool.bytes().unwrap_or(4) as u64;
    let conv_dim = 2 * g.h * u64::from(K_DIM) + g.hv * u64::from(V_DIM);
    Scratch {
        rows: requests + 1,
        snapshot_per_row: g.layers * draft * state * b,
        tuple_per_row: g.layers * tuple_bytes_per_layer_row(g, draft),
        conv_per_row: g.layers * conv_dim * (draft + u64::from(CONV_KC) - 2) * 2,
    }
}

/// GiB with two decimals, as seed 000 reports them.
pub fn gib(bytes: u64) -> f64 {
    bytes as f64 / f64::from(1u32 << 30)
}

/// Element counts of dense ring tensors (`ring_u`, `ring_k`, `ring_decay`) for all layers
/// and rows: what an engine allocates, and what [`crate::runtime::launch::replay`] needs.
pub fn ring_lens(g: &Geometry, draft: u64, rows: u64) -> (u64, u64, u64) {
    let per = g.layers * rows * draft;
    (
        per * g.hv * u64::from(V_DIM),
        per * g.h * u64::from(K_DIM),
        per * g.hv * u64::from(g.gate.width()),
    )
}

/// Bytes of KDA's `decay` buffer for the gate pre-pass (`kda_gate`, read by the
/// `decay_input` verify instances): `[tokens, HV, K]` f32 for the step's
/// `requests·draft` tokens, one buffer every layer reuses (it is written and read within a
/// layer). 0 for GDN, which has no pre-pass.
pub fn kda_decay_bytes(g: &Geometry, draft: u64, requests: u64) -> u64 {
    match g.gate {
        Gate::Head => 0,
        Gate::Channel => requests * draft * g.hv * u64::from(K_DIM) * 4,
    }
}

/// Whether `mode` verifies a tree of `draft` tokens: snapshot mode any, tuple mode at most
/// [`TREE_STEPS`] (its whole draft stays on chip), fold mode none (one linear chain).
pub fn tree_mode(mode: Mode, draft: u64) -> Result<(), String> {
    match mode {
        Mode::Snapshot => Ok(()),
        Mode::Tuple if draft <= u64::from(TREE_STEPS) => Ok(()),
        Mode::Tuple => Err(format!(
            "--tree with --draft {draft}: tuple mode verifies a tree of at most {TREE_STEPS} tokens; use snapshot mode or a smaller draft"
        )),
        Mode::Fold | Mode::Decode => Err(format!(
            "--tree: {mode} mode verifies one linear chain; a tree runs in tuple or snapshot mode"
        )),
    }
}

/// Bytes of a tree's index arrays: verify's `parents` and the replay's accepted `path`,
/// `[requests, D]` i32 each.
pub fn tree_index_bytes(draft: u64, requests: u64) -> u64 {
    2 * requests * draft * 4
}
