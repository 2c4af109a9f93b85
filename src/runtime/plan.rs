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
    /// What the tuple path saves against the snapshot path.
    pub fn difference(&self) -> u64 {
        self.snapshot_total() - self.tuple_total()
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

/// Whether every byte count a plan reports ([`scratch`]'s totals, fold mode's ring at
/// `depth`, the conv windows, KDA's decay buffer, a tree's index arrays) fits in a `u64`:
/// they are computed without overflow checks, so a query is refused first where one would
/// wrap. Counted here in `u128`, saturating, with every size at its largest (KDA's decay
/// width, 4-byte states). `tests/plan.rs` (`every_accepted_plan_query_reports_without_overflow`)
/// holds this bound to the formulas: every query it accepts reports without an overflow.
fn fits(g: &Geometry, draft: u64, requests: u64, depth: u64) -> bool {
    let product = |xs: &[u64]| {
        xs.iter()
            .fold(1u128, |a, &x| a.saturating_mul(u128::from(x)))
    };
    let (k, v) = (u64::from(K_DIM), u64::from(V_DIM));
    let rows = u128::from(requests) + 1;
    let width = g.hv.saturating_mul(v).saturating_add(g.h.saturating_mul(k));
    let conv_dim = width.saturating_add(g.h.saturating_mul(k));
    let per_row = [
        product(&[g.layers, draft, g.hv, v, k, 4]),
        product(&[
            g.layers,
            draft,
            width.saturating_add(g.hv.saturating_mul(k)),
            4,
            depth + 1,
        ]),
        product(&[
            g.layers,
            conv_dim,
            draft.saturating_add(u64::from(CONV_KC)),
            2,
        ]),
        product(&[draft, g.hv, k, 4]),
        product(&[draft, 8]),
    ];
    let total = per_row
        .iter()
        .fold(0u128, |a, x| a.saturating_add(x.saturating_mul(rows)));
    total <= u128::from(u64::MAX)
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

/// The options of a plan query, by name (`deltagen plan --NAME`, and the keys of
/// [`Query::from_json`], the C ABI's `deltagen_plan` and Python's `deltagen.plan`): the
/// ones that take a value, then the flags.
pub const QUERY_OPTIONS: &[&str] = &[
    "model",
    "layers",
    "heads",
    "draft",
    "fold-depth",
    "requests",
    "mode",
    "pool-dtype",
    "kv-bytes-per-token",
    "gate",
];
/// The plan query's flags (`--tree`; `"tree": true`).
pub const QUERY_FLAGS: &[&str] = &["tree"];

/// One plan: a geometry and how it speculates. Its report ([`Query::report`]) is what
/// `deltagen plan --json` prints.
#[derive(Clone, Debug, PartialEq)]
pub struct Query {
    pub geometry: Geometry,
    pub draft: u64,
    pub requests: u64,
    pub pool: Scalar,
    /// The commit path whose scratch is reserved: snapshot, tuple or fold.
    pub mode: Mode,
    /// Fold mode's depth R: 1 the eager commit, more the lazy one.
    pub fold_depth: u64,
    /// The draft is an EAGLE tree of `draft` tokens (nodes).
    pub tree: bool,
    pub kv_bytes_per_token: Option<u64>,
}

impl Query {
    /// Read a query from its options: `value(name)` gives an option's text (a name of
    /// [`QUERY_OPTIONS`]), `flag(name)` whether a flag of [`QUERY_FLAGS`] is set, and
    /// `spell(name)` how the caller spells an option in an error (`--draft`, `"draft"`).
    pub fn parse(
        value: &dyn Fn(&str) -> Option<String>,
        flag: &dyn Fn(&str) -> bool,
        spell: &dyn Fn(&str) -> String,
    ) -> Result<Query, String> {
        let number = |name: &str| -> Result<Option<u64>, String> {
            value(name)
                .map(|v| {
                    v.trim().parse::<u64>().map_err(|_| {
                        format!("{} takes a non-negative integer, got `{v}`", spell(name))
                    })
                })
                .transpose()
        };
        let g = match (value("model"), number("layers")?, value("heads")) {
            (Some(name), None, None) => model(&name)?,
            (None, Some(layers), Some(heads)) => {
                let (h, hv) = heads
                    .split_once(',')
                    .and_then(|(a, b)| {
                        Some((a.trim().parse::<u64>().ok()?, b.trim().parse::<u64>().ok()?))
                    })
                    .ok_or_else(|| {
                        format!("{} takes H,HV (e.g. 16,32), got `{heads}`", spell("heads"))
                    })?;
                if h == 0 || hv == 0 || !hv.is_multiple_of(h) || layers == 0 {
                    return Err(format!(
                        "{} {layers} {} {h},{hv}: need layers > 0, H > 0 and HV a multiple of H",
                        spell("layers"),
                        spell("heads")
                    ));
                }
                Geometry {
                    name: "custom",
                    gate: Gate::Head,
                    layers,
                    h,
                    hv,
                }
            }
            _ => {
                return Err(format!(
                    "give {} NAME, or {} L and {} H,HV",
                    spell("model"),
                    spell("layers"),
                    spell("heads")
                ))
            }
        };
        // KDA layers (per-channel decay) change the tuple ring.
        let geometry = match value("gate") {
            None => g,
            Some(text) => Geometry {
                gate: text
                    .parse()
                    .map_err(|e| format!("{}: {e}", spell("gate")))?,
                ..g
            },
        };
        let draft = number("draft")?.ok_or_else(|| format!("plan needs {} D", spell("draft")))?;
        let requests =
            number("requests")?.ok_or_else(|| format!("plan needs {} R", spell("requests")))?;
        if draft == 0 {
            return Err(format!("{} must be at least 1", spell("draft")));
        }
        let pool = match value("pool-dtype").as_deref().unwrap_or("f32") {
            "f32" => Scalar::F32,
            "bf16" => Scalar::Bf16,
            other => return Err(format!("{} {other}: f32 or bf16", spell("pool-dtype"))),
        };
        let mode = match value("mode").map_or(Ok(Mode::Tuple), |m| m.parse()) {
            Ok(m) if m != Mode::Decode => m,
            _ => {
                let got = value("mode").unwrap_or_default();
                return Err(format!("{} {got}: snapshot, tuple or fold", spell("mode")));
            }
        };
        let fold_depth = number("fold-depth")?.unwrap_or(1);
        if !(1..=16).contains(&fold_depth) {
            return Err(format!(
                "{} {fold_depth}: 1 (the eager commit) ..= 16",
                spell("fold-depth")
            ));
        }
        let tree = flag("tree");
        if tree {
            tree_mode(mode, draft)?;
        }
        if !fits(&geometry, draft, requests, fold_depth) {
            return Err(format!(
                "{} {requests} with {} {draft} on {} layers of H,HV {},{}: the scratch is more \
                 than 2^64 bytes; give smaller values",
                spell("requests"),
                spell("draft"),
                geometry.layers,
                geometry.h,
                geometry.hv
            ));
        }
        Ok(Query {
            geometry,
            draft,
            requests,
            pool,
            mode,
            fold_depth,
            tree,
            kv_bytes_per_token: number("kv-bytes-per-token")?,
        })
    }

    /// A query from a JSON object of the options (`{"model": "Qwen3.6-35B-A3B", "draft":
    /// 4, "requests": 25, "tree": true}`; `_` may stand for `-` in a name, numbers may be
    /// JSON numbers or strings, `heads` "16,32" or `[16, 32]`). An unknown key, or a value
    /// of the wrong kind, is an error naming it.
    pub fn from_json(text: &str) -> Result<Query, String> {
        let doc: serde_json::Value =
            serde_json::from_str(text).map_err(|e| format!("the plan query is not JSON: {e}"))?;
        let serde_json::Value::Object(map) = doc else {
            return Err("the plan query is a JSON object of plan options".into());
        };
        let mut values = std::collections::BTreeMap::new();
        let mut flags = Vec::new();
        for (key, v) in &map {
            let name = key.replace('_', "-");
            if let Some(flag) = QUERY_FLAGS.iter().find(|f| **f == name) {
                match v {
                    serde_json::Value::Bool(true) => flags.push(*flag),
                    serde_json::Value::Bool(false) | serde_json::Value::Null => {}
                    other => return Err(format!("\"{key}\" is true or false, got {other}")),
                }
                continue;
            }
            if !QUERY_OPTIONS.contains(&name.as_str()) {
                return Err(format!(
                    "unknown plan option \"{key}\"; the options: {}",
                    QUERY_OPTIONS
                        .iter()
                        .chain(QUERY_FLAGS)
                        .map(|o| o.replace('-', "_"))
                        .collect::<Vec<_>>()
                        .join(", ")
                ));
            }
            let text = match v {
                serde_json::Value::Null => continue,
                serde_json::Value::String(s) => s.clone(),
                serde_json::Value::Number(n) => n.to_string(),
                serde_json::Value::Array(xs) if name == "heads" && xs.len() == 2 => xs
                    .iter()
                    .map(|x| x.to_string())
                    .collect::<Vec<_>>()
                    .join(","),
                other => return Err(format!("\"{key}\" takes a string or a number, got {other}")),
            };
            values.insert(name, text);
        }
        Query::parse(
            &|name| values.get(name).cloned(),
            &|name| flags.contains(&name),
            &|name| format!("\"{}\"", name.replace('-', "_")),
        )
    }

    /// The scratch of this query's geometry, draft, requests and pool.
    pub fn scratch(&self) -> Scratch {
        scratch(&self.geometry, self.draft, self.requests, self.pool)
    }

    /// The KV tokens the difference of the two paths holds at `kv_bytes_per_token` (when
    /// given and non-zero).
    pub fn kv_tokens_freed(&self) -> Option<u64> {
        let saved = self.scratch().difference();
        self.kv_bytes_per_token
            .filter(|b| *b > 0)
            .map(|b| saved / b)
    }

    /// The plan as a JSON document (`deltagen plan --json`): every path's scratch, what the
    /// query's mode reserves, the KV tokens the difference frees, the KDA decay buffer and
    /// a tree's index arrays.
    pub fn report(&self) -> serde_json::Value {
        let (g, draft, requests) = (&self.geometry, self.draft, self.requests);
        let s = self.scratch();
        let (saved, kv, freed) = (
            s.difference(),
            self.kv_bytes_per_token,
            self.kv_tokens_freed(),
        );
        let reserved = match self.mode {
            Mode::Tuple => s.tuple_total(),
            Mode::Fold => s.fold_total(self.fold_depth),
            _ => s.snapshot_total(),
        } + s.conv_total();
        serde_json::json!({
            "model": g.name, "gate": g.gate.name(), "layers": g.layers, "H": g.h, "HV": g.hv,
            "draft": draft, "requests": requests, "rows": s.rows, "pool_dtype": self.pool.name(),
            "mode": self.mode.name(),
            "snapshot_bytes_per_row": s.snapshot_per_row, "snapshot_bytes": s.snapshot_total(),
            "tuple_bytes_per_row": s.tuple_per_row, "tuple_bytes": s.tuple_total(),
            "difference_bytes": saved, "conv_window_bytes": s.conv_total(),
            "fold_depth": self.fold_depth, "fold_bytes": s.fold_total(self.fold_depth),
            "reserved_bytes": reserved,
            "kv_bytes_per_token": kv, "kv_tokens_freed": freed,
            "kda_decay_bytes": kda_decay_bytes(g, draft, requests),
            "tree": self.tree,
            "tree_index_bytes": if self.tree { tree_index_bytes(draft, requests) } else { 0 },
        })
    }
}
