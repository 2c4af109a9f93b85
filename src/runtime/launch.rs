//! The typed launch API: per kernel family, the engine's device tensors plus shapes,
//! strides and pitches, validated before anything is launched. Every check comes from the
//! family's signature (`crate::vocab::signature`), in one place, [`bind`]: dtypes, null
//! pointers, alignment, the extent each launch addresses in each tensor, exact index-array
//! lengths, the family's rules (run-time D against the allocated D, pitches, strides,
//! head counts) and the i32/i64 range of every scalar argument. The typed functions
//! ([`verify`], [`replay`], [`commit_scatter`], [`conv_scatter`]) only name their values;
//! the C ABI binds an engine's struct the same way. The result is the argument map the
//! loaders launch with (`CudaKernel::launch`, or the HIP loader).

use super::abi::{ArgValue, ParamSpec, ParamType};
use super::manifest::Entry;
use crate::vocab::expr::Expr;
use crate::vocab::signature::{self, Kind, Len, Signature};
use crate::vocab::{Family, Mode, Scalar};
use std::collections::BTreeMap;
use std::sync::OnceLock;

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

/// A tensor bound to an argument-struct field: address, element count, and its dtype
/// where the caller states one (the C ABI does not: there the instance's parameter type
/// is the contract).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bound {
    pub ptr: u64,
    pub len: u64,
    pub dtype: Option<Scalar>,
}

impl From<&DeviceTensor> for Bound {
    fn from(t: &DeviceTensor) -> Bound {
        Bound {
            ptr: t.ptr,
            len: t.len as u64,
            dtype: Some(t.dtype),
        }
    }
}

/// One launch's values, named by the fields of the family's argument struct
/// (`crate::vocab::signature::ArgStruct`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Bindings {
    /// The verify mode the caller means (`None` for the other families).
    pub mode: Option<Mode>,
    pub tensors: BTreeMap<&'static str, Bound>,
    pub sizes: BTreeMap<&'static str, u64>,
    pub floats: BTreeMap<&'static str, f32>,
}

impl Bindings {
    /// Whether the tensor field `field` is given: present with a non-null address (an
    /// optional tensor left out is absent or NULL).
    pub fn given(&self, field: &str) -> bool {
        self.tensors.get(field).is_some_and(|t| t.ptr != 0)
    }
    fn tensor(&mut self, field: &'static str, t: &DeviceTensor) {
        self.tensors.insert(field, t.into());
    }
    /// The per-request index arrays of the commit structs.
    fn indices(&mut self, idx: &CommitIndices) {
        self.tensor("slot_indices", &idx.slots);
        self.tensor("row_indices", &idx.rows);
        self.tensor("steps", &idx.steps);
        self.tensor("track_slots", &idx.track_slots);
        self.tensor("track_steps", &idx.track_steps);
        self.diagnostics(idx.diagnostics.as_ref());
    }
    /// The optional diagnostics word (absent: the kernel records nothing).
    fn diagnostics(&mut self, word: Option<&DeviceTensor>) {
        if let Some(w) = word {
            self.tensor(crate::vocab::diagnostics::WORD, w);
        }
    }
    fn sizes(&mut self, values: &[(&'static str, u64)]) {
        self.sizes.extend(values.iter().copied());
    }
}

/// A signature's expressions, parsed once.
struct Parsed {
    derived: Vec<(&'static str, Expr)>,
    rules: Vec<Expr>,
    params: BTreeMap<&'static str, Vec<Expr>>,
}

fn parse(text: &str) -> Expr {
    // The signatures are constants, and a unit test parses every expression; were one
    // unparsable, it would evaluate to an error naming it, so nothing would launch.
    Expr::parse(text).unwrap_or_else(|e| Expr::Name(format!("<{e}>")))
}

fn parsed(family: Family) -> &'static Parsed {
    static CACHE: OnceLock<Vec<(Family, Parsed)>> = OnceLock::new();
    let all = CACHE.get_or_init(|| {
        Family::ALL
            .into_iter()
            .map(|f| {
                let sig = signature::of(f);
                let params = sig
                    .params
                    .iter()
                    .map(|p| {
                        let exprs = p.texts().into_iter().map(parse).collect();
                        (p.name, exprs)
                    })
                    .collect();
                let parsed = Parsed {
                    derived: sig.derived.iter().map(|(n, e)| (*n, parse(e))).collect(),
                    rules: sig.rules.iter().map(|r| parse(r.check)).collect(),
                    params,
                };
                (f, parsed)
            })
            .collect()
    });
    // Every family is in the cache; the first entry stands in only if one were missing.
    all.iter()
        .find(|(f, _)| *f == family)
        .map_or(&all[0].1, |(_, p)| p)
}

/// Replace `{name}` in a rule's message by the value of that size.
fn fill(text: &str, env: &dyn Fn(&str) -> Option<i128>) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let tail = &rest[open + 1..];
        match tail.find('}') {
            Some(close) => {
                let name = &tail[..close];
                match env(name) {
                    Some(v) => out.push_str(&v.to_string()),
                    None => out.push_str(&rest[open..open + close + 2]),
                }
                rest = &tail[close + 1..];
            }
            None => {
                out.push_str(&rest[open..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

/// Validate `b` against the signature of `entry`'s family and the instance's parameters,
/// and return the arguments in the instance's terms. Every problem is reported, each
/// naming the argument.
pub fn bind(entry: &Entry, b: &Bindings) -> Result<BTreeMap<String, ArgValue>, LaunchError> {
    let refuse = |problems: Vec<String>| LaunchError {
        kernel: entry.name.clone(),
        problems,
    };
    let family = entry.family;
    if entry.mode != b.mode {
        let want = b.mode.map_or(String::new(), |m| format!("{m} "));
        return Err(refuse(vec![format!(
            "{} is not a {family} {want}instance",
            entry.name
        )]));
    }
    let sig: &Signature = signature::of(family);
    let parsed = parsed(family);
    let values = sizes(sig, parsed, b).map_err(refuse)?;
    let env = |n: &str| values.get(n).copied();
    let mut problems = rules(sig, parsed, entry.mode, b, &env);
    if let Some(p) = decay_input_problem(entry, b) {
        problems.push(p);
    }
    if let Some(p) = tree_problem(entry, b) {
        problems.push(p);
    }
    let mut args = BTreeMap::new();
    for p in &entry.params {
        let Some(sp) = sig.param(&p.name).filter(|sp| sp.modes.has(entry.mode)) else {
            problems.push(format!(
                "the instance takes `{}`, which this runtime's {family} signature does not give it (a manifest from another deltagen version?)",
                p.name
            ));
            continue;
        };
        let exprs = parsed.params.get(sp.name).map_or(&[][..], Vec::as_slice);
        let chunked = sig.chunked.contains(&sp.name);
        match argument(p, sp.kind, exprs, b, &env, chunked) {
            Ok(a) => {
                args.insert(p.name.clone(), a);
            }
            Err(mut e) => problems.append(&mut e),
        }
    }
    if problems.is_empty() {
        Ok(args)
    } else {
        Err(refuse(problems))
    }
}

/// A tree (`parents`, and the replay's `path`) goes only to an instance with the `tree`
/// fact (verify: snapshot or tuple mode), and a tree replay needs its `path`. Refused
/// rather than ignored (a chain's results).
fn tree_problem(entry: &Entry, b: &Bindings) -> Option<String> {
    if entry.family == Family::GdnCommitScatter && b.given("path") {
        return Some(format!(
            "`path` (an EAGLE tree's accepted path) is the replay's; {} copies one snapshot per request: pass the accepted node's index in `steps` instead",
            entry.name
        ));
    }
    if matches!(entry.family, Family::GdnReplay | Family::KdaReplay) {
        let tree = entry.file.tree == Some(true);
        return match (tree, b.given("path")) {
            (false, true) => Some(format!(
                "`path` (an EAGLE tree's accepted path) is given, but {} replays chains and would ignore it; pick a `tree` replay instance",
                entry.name
            )),
            (true, false) => Some(format!(
                "{} replays an EAGLE tree's accepted paths and needs `path` ([requests, d_alloc] i32); a chain's replay is the instance without the `tree` fact",
                entry.name
            )),
            _ => None,
        };
    }
    if !entry.family.is_verify() || !b.given("parents") {
        return None;
    }
    let tree_mode = matches!(entry.mode, Some(Mode::Snapshot | Mode::Tuple));
    if !tree_mode {
        return Some(format!(
            "`parents` (an EAGLE tree) is given, but {} is a {} instance: tree verify runs in snapshot and tuple modes (decode and fold modes verify one linear chain)",
            entry.name,
            entry.mode.map_or("decode", |m| m.name())
        ));
    }
    if entry.file.tree != Some(true) {
        return Some(format!(
            "`parents` (an EAGLE tree) is given, but {} verifies a chain and would ignore them; pick a `tree` instance",
            entry.name
        ));
    }
    None
}

/// A verify instance reads `decay` exactly when it has the `decay_input` fact: given to any
/// other instance it would be ignored, and missing for one of those it would be read.
fn decay_input_problem(entry: &Entry, b: &Bindings) -> Option<String> {
    if !entry.family.is_verify() {
        return None;
    }
    let reads = entry.file.decay_input == Some(true);
    let given = b.given("decay");
    match (reads, given) {
        (true, false) => Some(format!(
            "{} reads KDA's decays from `decay` (kda_gate's output); pass it, or pick an instance that computes its gates",
            entry.name
        )),
        (false, true) => Some(format!(
            "`decay` is given, but {} computes its gates and would ignore it; pick a `decay_input` instance (KDA, portable profile) or leave `decay` out",
            entry.name
        )),
        _ => None,
    }
}

/// Every size by name: the caller's, the constants, then the signature's derived sizes in
/// order. Every `uint64_t` field of the argument struct must have a value.
fn sizes<'a>(
    sig: &'a Signature,
    parsed: &'a Parsed,
    b: &'a Bindings,
) -> Result<BTreeMap<&'a str, i128>, Vec<String>> {
    let mut problems = Vec::new();
    let mut values: BTreeMap<&str, i128> =
        b.sizes.iter().map(|(k, v)| (*k, i128::from(*v))).collect();
    for (n, v) in signature::CONSTANTS {
        values.insert(n, i128::from(v));
    }
    for f in sig.args.fields {
        if f.ty == signature::FieldTy::U64 && !values.contains_key(f.name) {
            problems.push(format!("no value for `{}`", f.name));
        }
    }
    for (name, e) in &parsed.derived {
        let env = |n: &str| values.get(n).copied();
        match e.eval(&env) {
            Ok(v) => {
                values.insert(name, v);
            }
            Err(e) => problems.push(format!("`{name}`: {e}")),
        }
    }
    if problems.is_empty() {
        Ok(values)
    } else {
        Err(problems)
    }
}

/// The problems with the family's rules for `mode` and its float arguments.
fn rules(
    sig: &Signature,
    parsed: &Parsed,
    mode: Option<Mode>,
    b: &Bindings,
    env: &dyn Fn(&str) -> Option<i128>,
) -> Vec<String> {
    let mut problems = Vec::new();
    for (rule, e) in sig.rules.iter().zip(&parsed.rules) {
        if !rule.modes.has(mode) {
            continue;
        }
        match e.eval(env) {
            Ok(0) => problems.push(format!("{} (needs {})", fill(rule.says, env), rule.check)),
            Ok(_) => {}
            Err(err) => problems.push(format!("{} ({}: {err})", fill(rule.says, env), rule.check)),
        }
    }
    for name in sig.finite_nonzero {
        match b.floats.get(name) {
            Some(v) if *v != 0.0 && v.is_finite() => {}
            Some(v) => problems.push(format!("{name} = {v} must be finite and non-zero")),
            None => {}
        }
    }
    problems
}

/// One parameter's argument, or its problems: a tensor's dtype, address, alignment and
/// length; a scalar's value and range.
fn argument(
    p: &ParamSpec,
    kind: Kind,
    exprs: &[Expr],
    b: &Bindings,
    env: &dyn Fn(&str) -> Option<i128>,
    chunked: bool,
) -> Result<ArgValue, Vec<String>> {
    let name = &p.name;
    let eval = |e: &Expr| e.eval(env).map_err(|err| format!("`{name}`: {err}"));
    match (kind, p.ty) {
        (Kind::Tensor { field, len, .. }, ParamType::Ptr(want)) => {
            let optional = matches!(len, Len::Optional(_));
            let t = match b.tensors.get(field) {
                Some(t) => t,
                None if optional => return Ok(ArgValue::Ptr(0)),
                None => return Err(vec![format!("no tensor `{field}`")]),
            };
            if optional && t.ptr == 0 {
                return if t.len == 0 {
                    Ok(ArgValue::Ptr(0))
                } else {
                    Err(vec![format!(
                        "`{name}` is a null pointer with {} entries (pass length 0 for none)",
                        t.len
                    )])
                };
            }
            let mut problems = Vec::new();
            if let Some(d) = t.dtype.filter(|d| *d != want) {
                problems.push(format!("`{name}` is {d}, the kernel takes {want}"));
            }
            let size = want.bytes().unwrap_or(1) as u64;
            if t.ptr == 0 {
                problems.push(format!("`{name}` is a null pointer"));
            } else if !t.ptr.is_multiple_of(size) {
                problems.push(format!(
                    "`{name}` at {:#x} is not aligned to its {size}-byte elements",
                    t.ptr
                ));
            } else if chunked && !t.ptr.is_multiple_of(4 * size) {
                problems.push(format!(
                    "`{name}` at {:#x} is not aligned to {} bytes (the kernel accesses it in aligned chunks of 4 elements)",
                    t.ptr,
                    4 * size
                ));
            }
            let values = exprs
                .iter()
                .map(eval)
                .collect::<Result<Vec<i128>, String>>()
                .map_err(|e| vec![e])?;
            match len {
                Len::Exactly(text) | Len::Optional(text) => {
                    let want = values.first().copied().unwrap_or(0);
                    if i128::from(t.len) != want {
                        problems.push(format!(
                            "`{name}` has {} entries, expected {text} = {want}",
                            t.len
                        ));
                    }
                }
                Len::Extent { .. } => {
                    let needed = extent(&values);
                    if needed > i128::from(t.len) {
                        problems.push(format!("`{name}` has {} elements, the launch addresses {needed} (check its shape and pitches)", t.len));
                    }
                }
            }
            if problems.is_empty() {
                Ok(ArgValue::Ptr(t.ptr))
            } else {
                Err(problems)
            }
        }
        (Kind::Int { ty, .. }, ParamType::Scalar(have)) if ty == have => {
            let v = exprs
                .first()
                .map(eval)
                .unwrap_or_else(|| Err(format!("`{name}` has no value")))
                .map_err(|e| vec![e])?;
            let arg = match ty {
                Scalar::I32 => i32::try_from(v).ok().map(ArgValue::I32),
                _ => i64::try_from(v).ok().map(ArgValue::I64),
            };
            arg.ok_or_else(|| vec![format!("`{name}` = {v} does not fit in {ty}")])
        }
        (Kind::Present { field }, ParamType::Scalar(Scalar::I32)) => {
            Ok(ArgValue::I32(b.given(field).into()))
        }
        (Kind::Float, ParamType::Scalar(Scalar::F32)) => b
            .floats
            .get(name.as_str())
            .map(|v| ArgValue::F32(*v))
            .ok_or_else(|| vec![format!("no value for `{name}`")]),
        (_, ty) => Err(vec![format!(
            "the instance's `{name}` is {ty:?}, which this runtime's signature does not match"
        )]),
    }
}

/// The highest addressed element + 1 of `(count, pitch)` pairs followed by a block:
/// `sum((count - 1) * pitch) + block`, and 0 when any count is 0.
///
/// ```text
/// extent([tokens, stride_q, h*K]) = (tokens - 1) * stride_q + h*K
/// ```
fn extent(values: &[i128]) -> i128 {
    let (pairs, block) = values.split_at(values.len().saturating_sub(1));
    if pairs.chunks(2).any(|cp| cp[0] <= 0) {
        return 0;
    }
    // Saturating: sizes near u64::MAX must be refused, never wrap or panic.
    pairs
        .chunks(2)
        .map(|cp| (cp[0] - 1).saturating_mul(cp.get(1).copied().unwrap_or(0)))
        .fold(block.first().copied().unwrap_or(0), i128::saturating_add)
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

/// Per-request commit choices, one entry per request.
#[derive(Clone, Copy, Debug)]
pub struct CommitIndices {
    pub slots: DeviceTensor,
    pub rows: DeviceTensor,
    pub steps: DeviceTensor,
    pub track_slots: DeviceTensor,
    pub track_steps: DeviceTensor,
    /// The launch's diagnostics word: one `i32` the kernel ORs `DELTAGEN_DIAG_*` flags
    /// into (`crate::vocab::diagnostics`); `None` records nothing.
    pub diagnostics: Option<DeviceTensor>,
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
    /// An EAGLE tree's accepted paths (`[requests][D_alloc]` i32: the node index of each
    /// accepted position from the root, node 0 first, increasing; `steps` and
    /// `track_steps` then count positions along them); `None` for chains. The
    /// triton-sm90 replay instance (bf16 pool) rounds the state after every step of a
    /// path, as that profile's tree verify does.
    pub path: Option<DeviceTensor>,
}

/// The commit struct's bindings shared by replay and the commit scatter. Pitches of the
/// path not taken are zero (that family's signature does not read them).
fn commit_bindings(pool: &DeviceTensor, idx: &CommitIndices, s: &CommitShapes) -> Bindings {
    let mut b = Bindings::default();
    b.tensor("pool", pool);
    b.indices(idx);
    b.sizes(&[
        ("layers", s.layers),
        ("requests", s.requests),
        ("slots", s.slots),
        ("rows", s.rows),
        ("draft", s.steps),
        ("d_alloc", s.d_alloc),
        ("h", s.h),
        ("hv", s.hv),
        ("pool_layer_pitch", s.pool_layer_pitch),
        ("pool_slot_pitch", s.pool_slot_pitch),
        ("u_layer_pitch", 0),
        ("u_row_pitch", 0),
        ("k_layer_pitch", 0),
        ("k_row_pitch", 0),
        ("decay_layer_pitch", 0),
        ("decay_row_pitch", 0),
        ("inter_layer_pitch", 0),
        ("inter_row_pitch", 0),
    ]);
    b
}

/// Arguments of `gdn_replay` or `kda_replay` (the instance's family; KDA's `ring_decay` is
/// `[L][rows][D_alloc][HV][K]`).
pub fn replay(
    entry: &Entry,
    pool: &DeviceTensor,
    ring: &Ring,
    idx: &CommitIndices,
    s: &CommitShapes,
) -> Result<BTreeMap<String, ArgValue>, LaunchError> {
    let mut b = commit_bindings(pool, idx, s);
    b.tensor("ring_u", &ring.u);
    b.tensor("ring_k", &ring.k);
    b.tensor("ring_decay", &ring.decay);
    if let Some(path) = &ring.path {
        b.tensor("path", path);
    }
    b.sizes(&[
        ("u_layer_pitch", ring.u_layer_pitch),
        ("u_row_pitch", ring.u_row_pitch),
        ("k_layer_pitch", ring.k_layer_pitch),
        ("k_row_pitch", ring.k_row_pitch),
        ("decay_layer_pitch", ring.decay_layer_pitch),
        ("decay_row_pitch", ring.decay_row_pitch),
    ]);
    expect_family(entry, &[Family::GdnReplay, Family::KdaReplay])?;
    bind(entry, &b)
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
    let mut b = commit_bindings(pool, idx, s);
    b.tensor("inter", inter);
    b.sizes(&[
        ("inter_layer_pitch", inter_layer_pitch),
        ("inter_row_pitch", inter_row_pitch),
    ]);
    expect_family(entry, &[Family::GdnCommitScatter])?;
    bind(entry, &b)
}

/// A typed function launches only its own families (verify and replay: GDN or KDA, as the
/// instance says).
fn expect_family(entry: &Entry, families: &[Family]) -> Result<(), LaunchError> {
    if families.contains(&entry.family) {
        Ok(())
    } else {
        let names: Vec<&str> = families.iter().map(|f| f.name()).collect();
        Err(LaunchError {
            kernel: entry.name.clone(),
            problems: vec![format!(
                "{} is not a {} instance",
                entry.name,
                names.join(" or ")
            )],
        })
    }
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
    /// KDA only: the decays `kda_gate` wrote (`[tokens, HV, K]` f32), for an instance with
    /// the `decay_input` fact; `None` for the instances that compute their gates.
    pub decay: Option<DeviceTensor>,
    /// The launch's diagnostics word: one `i32` the kernel ORs `DELTAGEN_DIAG_*` flags
    /// into (`crate::vocab::diagnostics`); `None` records nothing.
    pub diagnostics: Option<DeviceTensor>,
}

/// Where a verify launch stores per-step state.
#[derive(Clone, Copy, Debug)]
pub enum VerifyStore {
    /// Decode: the state is written back to the pool.
    Pool,
    /// Snapshots `inter [rows][D_alloc][HV][V][K]` in the pool dtype; with `parents`
    /// (`[requests][D_alloc]` i32), an EAGLE tree: token `t >= 1` continues from the state
    /// after token `parents[n][t]` (SGLang's `retrieve_parent_token`), read back from the
    /// request's snapshots.
    Snapshot {
        inter_indices: DeviceTensor,
        inter: DeviceTensor,
        row_pitch: u64,
        parents: Option<DeviceTensor>,
    },
    /// Tuples `[rows][D_alloc][...]`, f32; with `parents` (as for snapshots), an EAGLE
    /// tree whose parents' states are re-derived on chip (at most
    /// [`crate::vocab::TREE_STEPS`] tokens a request): the tuple of every node is stored,
    /// and the replay takes the accepted path ([`Ring`] with `path`).
    Tuple {
        inter_indices: DeviceTensor,
        u: DeviceTensor,
        k: DeviceTensor,
        decay: DeviceTensor,
        u_row_pitch: u64,
        k_row_pitch: u64,
        decay_row_pitch: u64,
        parents: Option<DeviceTensor>,
    },
    /// Fold mode: tuple mode's ring (the same fields), plus the committed steps the
    /// launch first folds into the state (and, when a list is full, back into the pool).
    Fold {
        inter_indices: DeviceTensor,
        u: DeviceTensor,
        k: DeviceTensor,
        decay: DeviceTensor,
        u_row_pitch: u64,
        k_row_pitch: u64,
        decay_row_pitch: u64,
        fold: FoldIndices,
    },
}

/// Fold mode's committed steps: per request `depth` entries (`rows`, `steps`:
/// `[requests * depth]` i32, oldest first), `counts[n]` of them used; the folded state goes
/// back to the pool slot when `counts[n] == depth` (`depth` 1: the eager commit, every step;
/// more: lazy). The newest entry's state after `track_steps[n]` (>= 0) also goes to pool
/// slot `track_slots[n]`. An entry's row must be no row any request of the launch writes
/// (its own new row is refused on the device; another request's is the engine's to avoid).
#[derive(Clone, Copy, Debug)]
pub struct FoldIndices {
    pub rows: DeviceTensor,
    pub steps: DeviceTensor,
    pub counts: DeviceTensor,
    pub track_slots: DeviceTensor,
    pub track_steps: DeviceTensor,
    pub depth: u64,
}

impl VerifyStore {
    /// Tuple mode's store with the commit folded in: the same ring, plus `fold`. `None`
    /// for a store that keeps no tuples (fold mode is tuple mode's kernel).
    pub fn folded(self, fold: FoldIndices) -> Option<VerifyStore> {
        match self {
            // Fold mode verifies one linear chain.
            VerifyStore::Tuple {
                parents: Some(_), ..
            } => None,
            VerifyStore::Tuple {
                inter_indices,
                u,
                k,
                decay,
                u_row_pitch,
                k_row_pitch,
                decay_row_pitch,
                parents: None,
            }
            | VerifyStore::Fold {
                inter_indices,
                u,
                k,
                decay,
                u_row_pitch,
                k_row_pitch,
                decay_row_pitch,
                ..
            } => Some(VerifyStore::Fold {
                inter_indices,
                u,
                k,
                decay,
                u_row_pitch,
                k_row_pitch,
                decay_row_pitch,
                fold,
            }),
            VerifyStore::Pool | VerifyStore::Snapshot { .. } => None,
        }
    }

    /// The verify mode that stores this way.
    pub fn mode(&self) -> Mode {
        match self {
            VerifyStore::Pool => Mode::Decode,
            VerifyStore::Snapshot { .. } => Mode::Snapshot,
            VerifyStore::Tuple { .. } => Mode::Tuple,
            VerifyStore::Fold { .. } => Mode::Fold,
        }
    }
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

/// Arguments of `gdn_verify` or `kda_verify` (the instance's family; its mode must match
/// `store`). KDA's `a` is `[tokens, HV*K]`, `dt_bias` `[HV*K]` and the tuple decay
/// `[rows][D_alloc][HV][K]`.
pub fn verify(
    entry: &Entry,
    t: &VerifyTensors,
    store: &VerifyStore,
    s: &VerifyShapes,
) -> Result<BTreeMap<String, ArgValue>, LaunchError> {
    let mut b = Bindings {
        mode: Some(store.mode()),
        ..Bindings::default()
    };
    for (field, tensor) in [
        ("q", &t.q),
        ("k", &t.k),
        ("v", &t.v),
        ("a", &t.a),
        ("b", &t.b),
        ("A_log", &t.a_log),
        ("dt_bias", &t.dt_bias),
        ("o", &t.o),
        ("pool", &t.pool),
        ("h0_indices", &t.h0_indices),
        ("cu_seqlens", &t.cu_seqlens),
    ] {
        b.tensor(field, tensor);
    }
    if let Some(d) = &t.decay {
        b.tensor("decay", d);
    }
    b.diagnostics(t.diagnostics.as_ref());
    b.sizes(&[
        ("requests", s.requests),
        ("tokens", s.tokens),
        ("draft", s.draft),
        ("d_alloc", s.d_alloc),
        ("slots", s.slots),
        ("rows", s.rows),
        ("h", s.h),
        ("hv", s.hv),
        ("stride_q", s.stride_q),
        ("stride_k", s.stride_k),
        ("stride_v", s.stride_v),
        ("stride_a", s.stride_a),
        ("stride_b", s.stride_b),
        ("pool_slot_pitch", s.pool_slot_pitch),
        ("inter_row_pitch", 0),
        ("u_row_pitch", 0),
        ("k_row_pitch", 0),
        ("decay_row_pitch", 0),
        ("fold_depth", 0),
    ]);
    b.floats.insert("scale", s.scale);
    b.floats.insert("softplus_beta", s.softplus_beta);
    b.floats.insert("softplus_threshold", s.softplus_threshold);
    match store {
        VerifyStore::Pool => {}
        VerifyStore::Snapshot {
            inter_indices,
            inter,
            row_pitch,
            parents,
        } => {
            b.tensor("inter_indices", inter_indices);
            b.tensor("inter", inter);
            if let Some(p) = parents {
                b.tensor("parents", p);
            }
            b.sizes(&[("inter_row_pitch", *row_pitch)]);
        }
        VerifyStore::Tuple {
            inter_indices,
            u,
            k,
            decay,
            u_row_pitch,
            k_row_pitch,
            decay_row_pitch,
            ..
        }
        | VerifyStore::Fold {
            inter_indices,
            u,
            k,
            decay,
            u_row_pitch,
            k_row_pitch,
            decay_row_pitch,
            ..
        } => {
            b.tensor("inter_indices", inter_indices);
            b.tensor("ring_u", u);
            b.tensor("ring_k", k);
            b.tensor("ring_decay", decay);
            b.sizes(&[
                ("u_row_pitch", *u_row_pitch),
                ("k_row_pitch", *k_row_pitch),
                ("decay_row_pitch", *decay_row_pitch),
            ]);
        }
    }
    if let VerifyStore::Tuple {
        parents: Some(p), ..
    } = store
    {
        b.tensor("parents", p);
    }
    if let VerifyStore::Fold { fold, .. } = store {
        b.tensor("fold_rows", &fold.rows);
        b.tensor("fold_steps", &fold.steps);
        b.tensor("fold_counts", &fold.counts);
        b.tensor("track_slots", &fold.track_slots);
        b.tensor("track_steps", &fold.track_steps);
        b.sizes(&[("fold_depth", fold.depth)]);
    }
    expect_family(entry, &[Family::GdnVerify, Family::KdaVerify])?;
    bind(entry, &b)
}

/// Tensors of one `kda_gate` launch (one layer): `a` `[tokens, HV*K]` with a token stride,
/// `A_log` `[HV]` f32, `dt_bias` `[HV*K]`, `decay` `[tokens, HV, K]` f32 (written).
#[derive(Clone, Copy, Debug)]
pub struct GateTensors {
    pub a: DeviceTensor,
    pub a_log: DeviceTensor,
    pub dt_bias: DeviceTensor,
    pub decay: DeviceTensor,
    /// Accepted for uniformity with every family; the pre-pass reads no index and records
    /// nothing.
    pub diagnostics: Option<DeviceTensor>,
}

/// The gate form of a `kda_gate` launch.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum GateForm {
    /// Kimi Linear's: `g = -exp(A_log) * softplus(a + dt_bias)`.
    Softplus { beta: f32, threshold: f32 },
    /// The safe gate: `g = lower_bound * sigmoid(exp(A_log) * (a + dt_bias))`.
    Safe { lower_bound: f32 },
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GateShapes {
    pub tokens: u64,
    pub hv: u64,
    pub stride_a: u64,
    pub form: GateForm,
}

/// Arguments of `kda_gate`.
pub fn kda_gate(
    entry: &Entry,
    t: &GateTensors,
    s: &GateShapes,
) -> Result<BTreeMap<String, ArgValue>, LaunchError> {
    let mut b = Bindings::default();
    b.tensor("a", &t.a);
    b.tensor("A_log", &t.a_log);
    b.tensor("dt_bias", &t.dt_bias);
    b.tensor("decay", &t.decay);
    b.diagnostics(t.diagnostics.as_ref());
    let (safe, beta, threshold, lower_bound) = match s.form {
        GateForm::Softplus { beta, threshold } => (0, beta, threshold, -5.0),
        GateForm::Safe { lower_bound } => (1, 1.0, 20.0, lower_bound),
    };
    b.sizes(&[
        ("tokens", s.tokens),
        ("hv", s.hv),
        ("stride_a", s.stride_a),
        ("safe_gate", safe),
    ]);
    b.floats.insert("softplus_beta", beta);
    b.floats.insert("softplus_threshold", threshold);
    b.floats.insert("lower_bound", lower_bound);
    expect_family(entry, &[Family::KdaGate])?;
    bind(entry, &b)
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
    let mut b = Bindings::default();
    b.tensor("conv", conv);
    b.tensor("windows", windows);
    b.indices(idx);
    b.sizes(&[
        ("layers", s.layers),
        ("requests", s.requests),
        ("slots", s.slots),
        ("rows", s.rows),
        ("draft", s.steps),
        ("d_alloc", s.d_alloc),
        ("conv_dim", s.conv_dim),
        ("conv_layer_pitch", s.conv_layer_pitch),
        ("conv_slot_pitch", s.conv_slot_pitch),
        ("win_layer_pitch", s.win_layer_pitch),
        ("win_row_pitch", s.win_row_pitch),
    ]);
    expect_family(entry, &[Family::ConvWindowScatter])?;
    bind(entry, &b)
}

#[cfg(test)]
mod tests {
    use super::extent;

    #[test]
    fn extents_follow_the_rule_and_saturate() {
        assert_eq!(extent(&[3, 10, 4]), 24);
        assert_eq!(extent(&[2, 100, 3, 10, 4]), 124);
        assert_eq!(extent(&[0, 10, 4]), 0, "no block when a count is 0");
        assert_eq!(extent(&[7]), 7);
        let big = i128::from(u64::MAX);
        assert_eq!(extent(&[big, big, big, big, big]), i128::MAX);
    }
}
