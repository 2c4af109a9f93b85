//! `gpu_check`: every generated instance of this GPU's arch (from its cubin), and every
//! sm_80 instance through the driver's PTX JIT, against the CPU interpreter, bit for bit,
//! on fresh random inputs (never zeros; outputs poisoned first so an unwritten element
//! shows; padding, invalid rows and out-of-range indices included). Every GPU launch's
//! arguments are built by the typed launch API (`runtime::launch`) from the uploaded tensors
//! and the case's shapes, as an engine's are, and must equal the arguments the interpreter
//! ran with (the API validates shapes, dtypes and pitches, not index contents, so the
//! out-of-range indices pass through to the kernel).
//!
//! Builds without LLVM: `cargo build --release --no-default-features --features cuda,generator --bin
//! gpu_check`. Without an NVIDIA driver or GPU it prints `SKIP: <why>` and exits 0.
//!
//!   gpu_check [--generated DIR] [--quick] [--only SUBSTRING]
//!   gpu_check [--generated DIR] --golden FILE [--dump DIR]
//!   gpu_check [--generated DIR] --hostile [N] [--seed S] [--tight] [--guard BYTES]
//!   gpu_check [--generated DIR] --batch-invariance
//!
//! With `--golden FILE` (a `gdn-verify-v1` file) it instead runs every `triton-sm90`
//! instance of this GPU's arch on the golden cases and checks every recorded hash: `o` and
//! every snapshot block from snapshot-mode verify; `o` from tuple-mode verify, and the
//! state replayed from its tuples at every accepted step against the snapshot block of
//! that step. `--dump DIR` also writes each snapshot-mode launch's `o` and `inter` as raw
//! little-endian bytes (`CASE__INSTANCE__o.bin`), for an element-by-element comparison.
//!
//! With `--hostile [N]` (`hostile.rs`) it launches every instance of this GPU's arch with
//! hostile host arguments (each must be refused, and nothing refused is launched) and N
//! times (default 200, from seed S) with hostile index contents, every tensor between
//! guard bands (`guard.rs`) that must hold, and no CUDA error allowed. `--tight` cuts the
//! tensors of those N launches to exactly what the typed API requires; `--guard BYTES`
//! sets the bands (default 64 KiB; 0 for none, so `compute-sanitizer --tool memcheck`
//! sees every access outside a tensor). With `--batch-invariance` (`batch.rs`) it checks
//! that one request gives the same bits alone and at positions of batches of 7 and 64,
//! each through the instances dispatch picks for its size.

use deltagen::cases::{
    commit_inputs, conv_inputs, random_bytes, random_ring, replay_inputs, Accept, Case, Geo, Named,
    Rng,
};
use deltagen::interp::{run_named, Value};
use deltagen::ir::{Const, Scalar};
use deltagen::kernels::{self, gdn_verify::Mode};
use deltagen::runtime::abi::ArgValue;
use deltagen::runtime::cuda::{self, Cuda, DeviceBuffer};
use deltagen::runtime::launch::{
    self, CommitIndices, CommitShapes, ConvShapes, DeviceTensor, FoldIndices, GateForm, GateShapes,
    GateTensors, Ring, VerifyShapes, VerifyStore, VerifyTensors,
};
use deltagen::runtime::{Entry, Manifest};
use deltagen::target::Arch;
use deltagen::vocab::{Family, Profile};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;

mod batch;
mod guard;
mod host_args;
mod hostile;

/// A dtype fact of an instance, as its manifest entry types it.
fn scalar(entry: &Entry, key: &str) -> Result<Scalar, String> {
    let f = &entry.file;
    match key {
        "act_dtype" => f.act_dtype,
        "dt_bias_dtype" => f.dt_bias_dtype,
        "pool_dtype" => f.pool_dtype,
        "dtype" => f.dtype,
        _ => None,
    }
    .filter(|s| s.is_float())
    .ok_or_else(|| format!("{}: no float dtype `{key}`", entry.name))
}

/// The gate of a case for `entry`: KDA for the KDA families, GDN for the rest.
fn gate_of(entry: &Entry) -> deltagen::vocab::Gate {
    entry.family.gate().unwrap_or(deltagen::vocab::Gate::Head)
}

fn geo(heads: (usize, usize), d: usize) -> Geo {
    Geo {
        gate: deltagen::vocab::Gate::Head,
        h: heads.0,
        hv: heads.1,
        tokens: vec![d; 4],
        // The ring is allocated for a larger D than this step uses.
        d_alloc: d + 2,
        slots: 11,
        rows: 6,
    }
}

/// Commit choices with invalid entries mixed in: the last request's step is out of range
/// and request 2's track slot is beyond the pool.
fn accept_with_invalid(rng: &mut Rng, case: &Case) -> Accept {
    let mut a = Accept::random(rng, case);
    let n = case.geo.n();
    a.steps[n - 1] = case.geo.d_alloc as i32;
    a.track_slots[2] = case.geo.slots as i32 + 3;
    a.track_steps[2] = 0;
    a
}

/// One launch: its named inputs (what the interpreter runs) and the shapes an engine passes
/// to the typed launch API (`runtime::launch`) with its tensors, which the GPU launch is
/// built from.
struct Launch {
    named: Named,
    shapes: Shapes,
}

/// The typed launch API's shapes, strides and pitches of one launch, per kernel family.
#[derive(Clone, Copy, Debug)]
enum Shapes {
    Verify(VerifyShapes, Store),
    Replay(CommitShapes, RingPitches),
    Commit {
        shapes: CommitShapes,
        inter_layer_pitch: u64,
        inter_row_pitch: u64,
    },
    Conv(ConvShapes),
    Gate(GateShapes),
}

/// Where a verify launch stores per-step state: `VerifyStore` without its tensors.
#[derive(Clone, Copy, Debug)]
enum Store {
    Pool,
    Snapshot {
        row_pitch: u64,
    },
    Tuple {
        u_row_pitch: u64,
        k_row_pitch: u64,
        decay_row_pitch: u64,
    },
    /// Fold mode: tuple mode's pitches and the fold depth.
    Fold {
        u_row_pitch: u64,
        k_row_pitch: u64,
        decay_row_pitch: u64,
        depth: u64,
    },
}

/// The pitches of a replay ring: `Ring` without its tensors.
#[derive(Clone, Copy, Debug)]
struct RingPitches {
    u_layer: u64,
    u_row: u64,
    k_layer: u64,
    k_row: u64,
    decay_layer: u64,
    decay_row: u64,
}

fn u(x: usize) -> u64 {
    x as u64
}

/// A verify launch's shapes for a random case (`verify_inputs` of `mode`).
fn case_verify_shapes(case: &Case, mode: Mode) -> Shapes {
    let g = &case.geo;
    let draft = g.tokens.iter().copied().max().unwrap_or(0);
    let shapes = deltagen::cases::verify_shapes(g, draft, case.scale);

    let store = match mode {
        Mode::Decode => Store::Pool,
        Mode::Snapshot => Store::Snapshot {
            row_pitch: u(g.inter_row_pitch()),
        },
        Mode::Tuple => Store::Tuple {
            u_row_pitch: u(g.u_row_pitch()),
            k_row_pitch: u(g.k_row_pitch()),
            decay_row_pitch: u(g.decay_row_pitch()),
        },
        // `verify_inputs` gives fold mode depth 1 with nothing to fold.
        Mode::Fold => Store::Fold {
            u_row_pitch: u(g.u_row_pitch()),
            k_row_pitch: u(g.k_row_pitch()),
            decay_row_pitch: u(g.decay_row_pitch()),
            depth: 1,
        },
    };
    Shapes::Verify(shapes, store)
}

/// A fold-mode launch of a random case with random committed steps at depth `depth`
/// (`cases::random_fold`): the fold reads old ring rows and may write the pool and a track
/// slot.
fn fold_launch(rng: &mut Rng, case: &Case, depth: usize) -> Launch {
    let mut named = case.verify_inputs(Mode::Fold);
    for (name, v) in deltagen::cases::random_fold(rng, case, depth) {
        named.insert(name.to_string(), v);
    }
    let g = &case.geo;
    let draft = g.tokens.iter().copied().max().unwrap_or(0);
    let shapes = deltagen::cases::verify_shapes(g, draft, case.scale);
    let store = Store::Fold {
        u_row_pitch: u(g.u_row_pitch()),
        k_row_pitch: u(g.k_row_pitch()),
        decay_row_pitch: u(g.decay_row_pitch()),
        depth: u(depth),
    };
    Launch {
        named,
        shapes: Shapes::Verify(shapes, store),
    }
}

/// The commit shapes of a random case's `replay_inputs`, `commit_inputs` (one layer, no
/// layer pitch) and `conv_inputs` (`layers`): they commit up to the allocated D.
fn case_commit_shapes(case: &Case, layers: usize) -> CommitShapes {
    let g = &case.geo;
    CommitShapes {
        layers: u(layers),
        requests: u(g.n()),
        slots: u(g.slots),
        rows: u(g.rows),
        steps: u(g.d_alloc),
        d_alloc: u(g.d_alloc),
        h: u(g.h),
        hv: u(g.hv),
        pool_layer_pitch: 0,
        pool_slot_pitch: u(g.slot_pitch()),
    }
}

/// An integer scalar of the named inputs (a pitch `conv_inputs` chose).
fn named_int(named: &Named, name: &str) -> Result<u64, String> {
    let v = match named.get(name) {
        Some(Value::Scalar(Const::I32(v))) => i64::from(*v),
        Some(Value::Scalar(Const::I64(v))) => *v,
        _ => return Err(format!("no integer input `{name}`")),
    };
    u64::try_from(v).map_err(|_| format!("input `{name}` = {v} is negative"))
}

/// Device tensors by the kernel's parameter names, as an engine holds them.
type Tensors = BTreeMap<String, DeviceTensor>;

/// Launch arguments by parameter name, as the typed launch API returns them.
type Args = BTreeMap<String, ArgValue>;

/// The device tensors of a launch's named inputs at the uploaded addresses `ptrs` (by
/// name; dtype and element count from the named bytes).
fn device_tensors(named: &Named, ptrs: &BTreeMap<String, u64>) -> Result<Tensors, String> {
    let mut out = Tensors::new();
    for (name, v) in named {
        if let Value::Tensor(dtype, bytes) = v {
            let ptr = *ptrs
                .get(name)
                .ok_or_else(|| format!("no uploaded tensor `{name}`"))?;
            let len = bytes.len() / dtype.bytes().unwrap_or(1);
            out.insert(
                name.clone(),
                DeviceTensor {
                    ptr,
                    dtype: *dtype,
                    len,
                },
            );
        }
    }
    Ok(out)
}

/// The typed launch API's call for `shapes` on `tensors`, made as an engine makes it. The
/// outer error is the harness's (a tensor it did not provide); the inner result is the
/// API's: the arguments, or its refusal.
fn typed_call(
    entry: &Entry,
    shapes: &Shapes,
    tensors: &Tensors,
) -> Result<Result<Args, launch::LaunchError>, String> {
    let t = |name: &str| -> Result<DeviceTensor, String> {
        tensors
            .get(name)
            .copied()
            .ok_or_else(|| format!("no device tensor `{name}`"))
    };
    let indices = |steps: &str| -> Result<CommitIndices, String> {
        Ok(CommitIndices {
            slots: t("slot_indices")?,
            rows: t("row_indices")?,
            steps: t(steps)?,
            track_slots: t("track_slots")?,
            track_steps: t("track_steps")?,
            diagnostics: t("diagnostics").ok(),
        })
    };
    Ok(match shapes {
        Shapes::Verify(shapes, store) => {
            let tensors = VerifyTensors {
                q: t("q")?,
                k: t("k")?,
                v: t("v")?,
                a: t("a")?,
                b: t("b")?,
                a_log: t("A_log")?,
                dt_bias: t("dt_bias")?,
                o: t("o")?,
                pool: t("pool")?,
                h0_indices: t("h0_indices")?,
                cu_seqlens: t("cu_seqlens")?,
                // An empty `decay` is the absent one (see `typed_args`).
                decay: t("decay").ok().filter(|d| d.len > 0),
                diagnostics: t("diagnostics").ok(),
            };
            // Tuple mode's store (fold mode's is the same, folded).
            let tuple_store = |u_row_pitch, k_row_pitch, decay_row_pitch| -> Result<_, String> {
                Ok(VerifyStore::Tuple {
                    inter_indices: t("inter_indices")?,
                    u: t("ring_u")?,
                    k: t("ring_k")?,
                    decay: t("ring_decay")?,
                    u_row_pitch,
                    k_row_pitch,
                    decay_row_pitch,
                    // An empty `parents` is the absent one: a chain.
                    parents: t("parents").ok().filter(|d| d.len > 0),
                })
            };
            let store = match *store {
                Store::Pool => VerifyStore::Pool,
                Store::Snapshot { row_pitch } => VerifyStore::Snapshot {
                    inter_indices: t("inter_indices")?,
                    inter: t("inter")?,
                    row_pitch,
                    // An empty `parents` is the absent one: a chain.
                    parents: t("parents").ok().filter(|d| d.len > 0),
                },
                Store::Tuple {
                    u_row_pitch,
                    k_row_pitch,
                    decay_row_pitch,
                } => tuple_store(u_row_pitch, k_row_pitch, decay_row_pitch)?,
                Store::Fold {
                    u_row_pitch,
                    k_row_pitch,
                    decay_row_pitch,
                    depth,
                } => {
                    let tuple = tuple_store(u_row_pitch, k_row_pitch, decay_row_pitch)?;
                    let fold = FoldIndices {
                        rows: t("fold_rows")?,
                        steps: t("fold_steps")?,
                        counts: t("fold_counts")?,
                        track_slots: t("track_slots")?,
                        track_steps: t("track_steps")?,
                        depth,
                    };
                    tuple.folded(fold).ok_or("a tuple store folds")?
                }
            };
            launch::verify(entry, &tensors, &store, shapes)
        }
        Shapes::Replay(shapes, p) => {
            let ring = Ring {
                u: t("ring_u")?,
                k: t("ring_k")?,
                decay: t("ring_decay")?,
                u_layer_pitch: p.u_layer,
                u_row_pitch: p.u_row,
                k_layer_pitch: p.k_layer,
                k_row_pitch: p.k_row,
                decay_layer_pitch: p.decay_layer,
                decay_row_pitch: p.decay_row,
                // An empty `path` is the absent one: chains.
                path: t("path").ok().filter(|d| d.len > 0),
            };
            launch::replay(
                entry,
                &t("pool")?,
                &ring,
                &indices("accepted_steps")?,
                shapes,
            )
        }
        Shapes::Commit {
            shapes,
            inter_layer_pitch,
            inter_row_pitch,
        } => launch::commit_scatter(
            entry,
            &t("pool")?,
            &t("inter")?,
            *inter_layer_pitch,
            *inter_row_pitch,
            &indices("step_indices")?,
            shapes,
        ),
        Shapes::Conv(shapes) => launch::conv_scatter(
            entry,
            &t("conv")?,
            &t("windows")?,
            &indices("step_indices")?,
            shapes,
        ),
        Shapes::Gate(shapes) => {
            let tensors = GateTensors {
                a: t("a")?,
                a_log: t("A_log")?,
                dt_bias: t("dt_bias")?,
                decay: t("decay")?,
                diagnostics: t("diagnostics").ok(),
            };
            launch::kda_gate(entry, &tensors, shapes)
        }
    })
}

/// The launch arguments the typed launch API builds from the uploaded tensors (`ptrs`, by
/// name; dtype and element count from `named`) and the shapes, as an engine gets them. They
/// must equal the interpreter's arguments (`named` with the uploaded addresses), name for
/// name: otherwise the GPU would not run what the interpreter ran.
fn typed_args(
    entry: &Entry,
    launch: &Launch,
    ptrs: &BTreeMap<String, u64>,
) -> Result<Args, String> {
    let named = &launch.named;
    let tensors = device_tensors(named, ptrs)?;
    let args = typed_call(entry, &launch.shapes, &tensors)?.map_err(|e| e.to_string())?;
    let mut interpreter = BTreeMap::new();
    for (name, v) in named {
        let a = match v {
            // An optional tensor left out: the API passes a null pointer.
            Value::Tensor(_, bytes) if bytes.is_empty() => ArgValue::Ptr(0),
            Value::Tensor(..) => ArgValue::Ptr(
                *ptrs
                    .get(name)
                    .ok_or_else(|| format!("no uploaded tensor `{name}`"))?,
            ),
            Value::Scalar(c) => deltagen::cases::launch_arg(*c),
        };
        interpreter.insert(name.clone(), a);
    }
    if args != interpreter {
        let differ: std::collections::BTreeSet<&String> = args
            .keys()
            .chain(interpreter.keys())
            .filter(|k| args.get(*k) != interpreter.get(*k))
            .collect();
        return Err(format!(
            "the typed launch API's arguments differ from the interpreter's in {differ:?}"
        ));
    }
    Ok(args)
}

/// The ring pitches of a case geometry (one layer), as `random_ring` and tuple-mode verify
/// lay the ring out.
fn case_ring_pitches(g: &Geo) -> RingPitches {
    RingPitches {
        u_layer: 0,
        u_row: u(g.u_row_pitch()),
        k_layer: 0,
        k_row: u(g.k_row_pitch()),
        decay_layer: 0,
        decay_row: u(g.decay_row_pitch()),
    }
}

/// The run-time D of a commit launch: `num_steps` of the named inputs and `steps` of the
/// shapes (the cases commit up to the allocated D; `steps` may be smaller).
fn with_steps(mut named: Named, mut shapes: CommitShapes, steps: usize) -> (Named, CommitShapes) {
    named.insert(
        "num_steps".into(),
        Value::Scalar(Const::I32(i32::try_from(steps).unwrap_or(i32::MAX))),
    );
    shapes.steps = u(steps);
    (named, shapes)
}

/// A replay launch (one layer) of a case's pool and ring with the commit choices
/// `accept`, over `steps` run-time steps.
fn replay_launch(
    case: &Case,
    ring: &BTreeMap<String, Vec<u8>>,
    accept: &Accept,
    steps: usize,
) -> Launch {
    let (named, shapes) = with_steps(
        replay_inputs(case, ring, accept),
        case_commit_shapes(case, 1),
        steps,
    );
    Launch {
        named,
        shapes: Shapes::Replay(shapes, case_ring_pitches(&case.geo)),
    }
}

/// A commit-scatter launch (one layer) of a case's pool and random snapshots with the
/// commit choices `accept`, over `steps` run-time steps.
fn commit_launch(rng: &mut Rng, case: &Case, accept: &Accept, steps: usize) -> Launch {
    let g = &case.geo;
    let size = case.pool_dtype.bytes().unwrap_or(4);
    let inter = random_bytes(rng, g.rows * g.inter_row_pitch() * size);
    let (named, shapes) = with_steps(
        commit_inputs(case, &inter, accept),
        case_commit_shapes(case, 1),
        steps,
    );
    Launch {
        named,
        shapes: Shapes::Commit {
            shapes,
            inter_layer_pitch: 0,
            inter_row_pitch: u(g.inter_row_pitch()),
        },
    }
}

/// A conv-window scatter launch (two layers, `conv_dim` the channels of a qkv
/// projection of the case's heads) with the commit choices `accept`, over `steps` run-time
/// steps.
fn conv_launch(
    rng: &mut Rng,
    case: &Case,
    accept: &Accept,
    steps: usize,
) -> Result<Launch, String> {
    let g = &case.geo;
    let (layers, conv_dim) = (2, 2 * g.h * deltagen::cases::K + g.hv * deltagen::cases::V);
    let (named, c) = with_steps(
        conv_inputs(rng, case, accept, layers, conv_dim),
        case_commit_shapes(case, layers),
        steps,
    );
    let shapes = ConvShapes {
        layers: c.layers,
        requests: c.requests,
        slots: c.slots,
        rows: c.rows,
        steps: c.steps,
        d_alloc: c.d_alloc,
        conv_dim: u(conv_dim),
        conv_layer_pitch: named_int(&named, "conv_layer_pitch")?,
        conv_slot_pitch: named_int(&named, "conv_slot_pitch")?,
        win_layer_pitch: named_int(&named, "win_layer_pitch")?,
        win_row_pitch: named_int(&named, "win_row_pitch")?,
    };
    Ok(Launch {
        named,
        shapes: Shapes::Conv(shapes),
    })
}

/// A `tree` verify instance follows random trees (each parent an earlier position); the
/// others run chains.
fn with_tree(rng: &mut Rng, entry: &Entry, case: &Case, mut named: Named) -> Named {
    if entry.file.tree == Some(true) {
        let parents: Vec<Vec<i32>> = case
            .geo
            .tokens
            .iter()
            .map(|&t| {
                (0..t)
                    .map(|p| if p == 0 { -1 } else { rng.below(p) as i32 })
                    .collect()
            })
            .collect();
        for (name, v) in deltagen::cases::parents_inputs(&parents, case.geo.d_alloc) {
            named.insert(name.to_string(), v);
        }
    }
    named
}

/// The root-to-node path of position `t` in `parents` (node indices, root first).
fn tree_path(parents: &[i32], t: usize) -> Vec<i32> {
    let mut path = vec![t as i32];
    let mut at = t;
    while at > 0 {
        let up = parents.get(at).copied().unwrap_or(0);
        // A parent must be earlier; anything else ends the walk at the root.
        at = usize::try_from(up).ok().filter(|&p| p < at).unwrap_or(0);
        path.push(at as i32);
    }
    path.reverse();
    path
}

/// A tree replay (`entry`) replays random accepted tree paths: per request node 0, then
/// `accepted_steps[n]` increasing nodes below `steps`, the run-time D (every one a valid
/// path; a request whose step is out of range gets some path, and is skipped for its step).
/// A chain replay gets `named` as is.
pub(crate) fn with_paths(
    rng: &mut Rng,
    entry: &Entry,
    case: &Case,
    accept: &Accept,
    steps: usize,
    named: &mut Named,
) {
    if entry.file.tree != Some(true) {
        return;
    }
    let paths: Vec<Vec<i32>> = accept
        .steps
        .iter()
        .map(|&s| {
            let len = usize::try_from(s).unwrap_or(0).min(steps.max(1) - 1) + 1;
            let mut nodes: Vec<i32> = (1..steps as i32).collect();
            while nodes.len() > len - 1 {
                let drop = rng.below(nodes.len());
                nodes.remove(drop);
            }
            std::iter::once(0).chain(nodes).collect()
        })
        .collect();
    for (name, v) in deltagen::cases::path_inputs(&paths, case.geo.d_alloc) {
        named.insert(name.to_string(), v);
    }
}

/// A `decay_input` verify instance reads KDA's decays: random ones in (0.6, 1), as
/// `kda_gate` would write them (`[tokens, HV, K]` f32). Other instances get `named` as is.
fn with_decay_input(rng: &mut Rng, entry: &Entry, case: &Case, mut named: Named) -> Named {
    if entry.file.decay_input == Some(true) {
        let g = &case.geo;
        let n = g.total_tokens() * g.hv * deltagen::cases::K;
        let bytes = rng
            .vec_f32(n, 0.6, 1.0)
            .iter()
            .flat_map(|x| x.to_le_bytes())
            .collect();
        named.insert("decay".into(), Value::Tensor(Scalar::F32, bytes));
    }
    named
}

/// A `kda_gate` launch of a KDA case: the safe gate with `lower_bound` when given, else
/// the softplus gate.
fn gate_launch(case: &Case, lower_bound: Option<f32>) -> Launch {
    let g = &case.geo;
    let form = match lower_bound {
        Some(lower_bound) => GateForm::Safe { lower_bound },
        None => GateForm::Softplus {
            beta: 1.0,
            threshold: 20.0,
        },
    };
    Launch {
        named: case.gate_inputs(lower_bound),
        shapes: Shapes::Gate(GateShapes {
            tokens: u(g.total_tokens()),
            hv: u(g.hv),
            stride_a: u(g.gate_stride()),
            form,
        }),
    }
}

/// The launches to compare for one instance: (label, launch).
fn cases(entry: &Entry, quick: bool, rng: &mut Rng) -> Result<Vec<(String, Launch)>, String> {
    let heads: &[(usize, usize)] = if quick {
        &[(16, 32)]
    } else {
        &[(16, 32), (16, 48)]
    };
    let ds: &[usize] = if quick { &[4] } else { &[1, 2, 4, 8, 16] };
    let mut out = Vec::new();
    for &h in heads {
        for &d in ds {
            let label = format!("H={} HV={} D={d}", h.0, h.1);
            let gate = gate_of(entry);
            let launch = match entry.family {
                Family::GdnVerify | Family::KdaVerify => {
                    let Some(mode) = entry.mode else {
                        return Err(format!("{}: a verify instance without a mode", entry.name));
                    };
                    let mut g = geo(h, d);
                    g.gate = gate;
                    if mode == Mode::Decode {
                        g.tokens = vec![1; 4];
                    }
                    let case = Case::random(
                        rng,
                        g,
                        scalar(entry, "act_dtype")?,
                        scalar(entry, "dt_bias_dtype")?,
                        scalar(entry, "pool_dtype")?,
                    );
                    if mode == Mode::Fold {
                        // Depths 1 (eager) and 3 (lazy), alternating over the cases.
                        fold_launch(rng, &case, 1 + 2 * (out.len() % 2))
                    } else {
                        let named = with_decay_input(rng, entry, &case, case.verify_inputs(mode));
                        Launch {
                            named: with_tree(rng, entry, &case, named),
                            shapes: case_verify_shapes(&case, mode),
                        }
                    }
                }
                Family::KdaGate => {
                    let mut g = geo(h, d);
                    g.gate = gate;
                    let act = scalar(entry, "act_dtype")?;
                    let dt = scalar(entry, "dt_bias_dtype")?;
                    let case = Case::random(rng, g, act, dt, Scalar::F32);
                    // Both forms, alternating over the cases.
                    let safe = (out.len() % 2 == 1).then_some(-5.0);
                    gate_launch(&case, safe)
                }
                Family::GdnReplay | Family::KdaReplay => {
                    let mut g = geo(h, d);
                    g.gate = gate;
                    let case = Case::random(
                        rng,
                        g,
                        Scalar::Bf16,
                        Scalar::F32,
                        scalar(entry, "pool_dtype")?,
                    );
                    let ring = random_ring(rng, &case);
                    let accept = accept_with_invalid(rng, &case);
                    let mut launch = replay_launch(&case, &ring, &accept, case.geo.d_alloc);
                    let d = case.geo.d_alloc;
                    with_paths(rng, entry, &case, &accept, d, &mut launch.named);
                    launch
                }
                Family::GdnCommitScatter => {
                    let dtype = scalar(entry, "dtype")?;
                    let case = Case::random(rng, geo(h, d), Scalar::Bf16, Scalar::F32, dtype);
                    let accept = accept_with_invalid(rng, &case);
                    commit_launch(rng, &case, &accept, case.geo.d_alloc)
                }
                Family::ConvWindowScatter => {
                    let case = Case::random(rng, geo(h, d), Scalar::Bf16, Scalar::F32, Scalar::F32);
                    let accept = accept_with_invalid(rng, &case);
                    conv_launch(rng, &case, &accept, case.geo.d_alloc)?
                }
            };
            out.push((label, launch));
        }
    }
    Ok(out)
}

/// The kernels of a run, each loaded once, on first use.
struct Kernels<'a> {
    cuda: &'a Cuda,
    manifest: &'a Manifest,
    loaded: BTreeMap<String, cuda::CudaKernel>,
}

impl<'a> Kernels<'a> {
    fn new(cuda: &'a Cuda, manifest: &'a Manifest) -> Kernels<'a> {
        Kernels {
            cuda,
            manifest,
            loaded: BTreeMap::new(),
        }
    }

    fn get(&mut self, entry: &Entry) -> Result<&cuda::CudaKernel, String> {
        if !self.loaded.contains_key(&entry.name) {
            let k = self
                .cuda
                .load(self.manifest, entry)
                .map_err(|e| e.to_string())?;
            self.loaded.insert(entry.name.clone(), k);
        }
        self.loaded
            .get(&entry.name)
            .ok_or_else(|| format!("{} not loaded", entry.name))
    }
}

/// Run one launch on the GPU, its arguments built by the typed launch API; the bytes of
/// every written buffer.
fn run_gpu(
    cuda: &Cuda,
    entry: &Entry,
    kernel: &cuda::CudaKernel,
    writes: &[String],
    launch: &Launch,
) -> Result<BTreeMap<String, Vec<u8>>, String> {
    let mut buffers: BTreeMap<String, DeviceBuffer> = BTreeMap::new();
    for (name, v) in &launch.named {
        if let Value::Tensor(_, bytes) = v {
            let b = cuda.upload(bytes).map_err(|e| e.to_string())?;
            buffers.insert(name.clone(), b);
        }
    }
    let ptrs = buffers.iter().map(|(k, b)| (k.clone(), b.ptr)).collect();
    let args = typed_args(entry, launch, &ptrs)?;
    // SAFETY: the typed launch API checked every tensor against the shapes, each pointer
    // argument is a device buffer uploaded from the same bytes the interpreter checked with
    // the same arguments (it reported no out-of-bounds access), and the null stream is the
    // legacy default stream of the kernel's context.
    unsafe { kernel.launch(&args, std::ptr::null_mut()) }.map_err(|e| e.to_string())?;
    cuda.synchronize().map_err(|e| e.to_string())?;
    let mut out = BTreeMap::new();
    for w in writes {
        let b = buffers.get(w).ok_or_else(|| format!("no buffer `{w}`"))?;
        out.insert(w.clone(), cuda.download(b).map_err(|e| e.to_string())?);
    }
    Ok(out)
}

fn first_difference(a: &[u8], b: &[u8]) -> Option<usize> {
    if a.len() != b.len() {
        return Some(a.len().min(b.len()));
    }
    a.iter().zip(b).position(|(x, y)| x != y)
}

/// What a run checks.
enum What {
    /// Every instance against the interpreter.
    Check { quick: bool, only: Option<String> },
    /// The `triton-sm90` instances against SGLang's golden hashes.
    Golden {
        file: PathBuf,
        dump: Option<PathBuf>,
    },
    /// Hostile launches on guard-banded tensors.
    Hostile(hostile::Options),
    /// One request in batches of 1, 7 and 64 gives the same bits.
    BatchInvariance,
}

const USAGE: &str = "usage: gpu_check [--generated DIR] [--quick] [--only SUBSTRING]
       gpu_check [--generated DIR] --golden FILE [--dump DIR]
       gpu_check [--generated DIR] --hostile [N] [--seed S] [--tight] [--guard BYTES]
       gpu_check [--generated DIR] --batch-invariance";

/// A number in decimal or `0x` hexadecimal.
fn number(text: &str) -> Option<u64> {
    match text.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).ok(),
        None => text.parse().ok(),
    }
}

/// The generated folder and what to check, from the command line.
fn parse(args: &[String]) -> Result<(PathBuf, What), String> {
    let mut generated = PathBuf::from("generated");
    let mut quick = false;
    let mut only: Option<String> = None;
    let mut golden: Option<PathBuf> = None;
    let mut dump: Option<PathBuf> = None;
    let mut hostile: Option<usize> = None;
    let mut seed: Option<u64> = None;
    let mut tight = false;
    let mut guard: Option<usize> = None;
    let mut batch = false;
    let mut it = args.iter().peekable();
    while let Some(a) = it.next() {
        let mut value = |what: &str| {
            it.next()
                .cloned()
                .ok_or_else(|| format!("{a} needs {what}"))
        };
        match a.as_str() {
            "--generated" => generated = PathBuf::from(value("a folder")?),
            "--quick" => quick = true,
            "--golden" => golden = Some(PathBuf::from(value("a file")?)),
            "--dump" => dump = Some(PathBuf::from(value("a folder")?)),
            "--only" => only = Some(value("a substring")?),
            "--hostile" => {
                let n = match it.next_if(|n| !n.starts_with("--")) {
                    Some(n) => {
                        number(n)
                            .and_then(|n| usize::try_from(n).ok())
                            .ok_or_else(|| {
                                format!("--hostile takes a number of launches, not `{n}`")
                            })?
                    }
                    None => 200,
                };
                hostile = Some(n);
            }
            "--seed" => {
                let s = value("a number")?;
                seed = Some(number(&s).ok_or_else(|| format!("--seed takes a number, not `{s}`"))?);
            }
            "--tight" => tight = true,
            "--guard" => {
                let b = value("a number of bytes")?;
                let bytes = number(&b)
                    .and_then(|n| usize::try_from(n).ok())
                    .filter(|n| n % guard::GUARD_ALIGN == 0)
                    .ok_or_else(|| {
                        format!(
                            "--guard takes a number of bytes that is a multiple of {}, not `{b}`",
                            guard::GUARD_ALIGN
                        )
                    })?;
                guard = Some(bytes);
            }
            "--batch-invariance" => batch = true,
            other => return Err(format!("unknown argument {other}")),
        }
    }
    let runs = usize::from(golden.is_some()) + usize::from(hostile.is_some()) + usize::from(batch);
    if runs > 1 {
        return Err("--golden, --hostile and --batch-invariance are separate runs".into());
    }
    if runs > 0 && (quick || only.is_some()) {
        return Err("--quick and --only select the comparison with the interpreter".into());
    }
    if dump.is_some() && golden.is_none() {
        return Err("--dump works with --golden".into());
    }
    if (seed.is_some() || tight || guard.is_some()) && hostile.is_none() {
        return Err("--seed, --tight and --guard work with --hostile".into());
    }
    let what = match (golden, hostile) {
        (Some(file), _) => What::Golden { file, dump },
        (_, Some(launches)) => What::Hostile(hostile::Options {
            launches,
            seed: seed.unwrap_or(0x0405_711e),
            tight,
            guard: guard.unwrap_or(guard::GUARD),
        }),
        _ if batch => What::BatchInvariance,
        _ => What::Check { quick, only },
    };
    Ok((generated, what))
}

fn main() -> ExitCode {
    deltagen::stdio::end_quietly_on_closed_stdout();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (generated, what) = match parse(&args) {
        Ok(p) => p,
        Err(e) => return usage(&e),
    };
    if !cuda::driver_present() {
        println!(
            "SKIP: no NVIDIA driver on this machine (libcuda.so.1 not found); no GPU test ran"
        );
        return ExitCode::SUCCESS;
    }
    let cuda = match Cuda::new(0) {
        Ok(c) => c,
        Err(e) => {
            println!(
                "SKIP: the NVIDIA driver is present but no GPU is usable ({e}); no GPU test ran"
            );
            return ExitCode::SUCCESS;
        }
    };
    let Some(native) = cuda.native_arch() else {
        println!(
            "SKIP: {} (compute capability {}.{}) has no generated cubin arch; no GPU test ran",
            cuda.name, cuda.compute_capability.0, cuda.compute_capability.1
        );
        return ExitCode::SUCCESS;
    };
    println!(
        "gpu_check on {} (sm_{}{}), generated = {}",
        cuda.name,
        cuda.compute_capability.0,
        cuda.compute_capability.1,
        generated.display()
    );
    let (result, pass, fail) = match &what {
        What::Check { quick, only } => (
            check_all(&cuda, native, &generated, *quick, only.as_deref()),
            "every launch equals the interpreter bit for bit",
            "launches differ from the interpreter",
        ),
        What::Golden { file, dump } => (
            check_golden(&cuda, native, &generated, file, dump.as_deref()),
            "every golden hash reproduced",
            "golden hashes differ",
        ),
        What::Hostile(opts) => {
            return match hostile::run(&cuda, native, &generated, opts) {
                Ok(sum) => hostile_verdict(&sum),
                Err(e) => {
                    println!("ERROR: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        What::BatchInvariance => (
            batch::run(&cuda, native, &generated),
            "every placement gives the probe's bits",
            "placements differ from the probe alone",
        ),
    };
    match result {
        Ok(0) => {
            println!("PASS: {pass}");
            ExitCode::SUCCESS
        }
        Ok(n) => {
            println!("FAIL: {n} {fail}");
            ExitCode::FAILURE
        }
        Err(e) => {
            println!("ERROR: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The summary line of `--hostile` and its exit status.
fn hostile_verdict(sum: &hostile::Summary) -> ExitCode {
    let not_run = if sum.not_run > 0 {
        format!(", {} launches not run (the context was lost)", sum.not_run)
    } else {
        String::new()
    };
    println!(
        "summary: {} launches; {} of {} hostile host arguments refused, {} accepted; {} guard corruptions; {} wrong diagnostics words ({} flagged as the rules say); {} CUDA errors{not_run}",
        sum.launches, sum.refusals, sum.host_variants, sum.accepted, sum.corruptions, sum.wrong_words, sum.flagged, sum.cuda_errors
    );
    if sum.failed() {
        println!("FAIL: hostile arguments were accepted, corrupted a guard band, left a wrong diagnostics word or ended in a CUDA error");
        ExitCode::FAILURE
    } else {
        println!("PASS: every hostile host argument refused; no guard corruption, no CUDA error");
        ExitCode::SUCCESS
    }
}

fn usage(msg: &str) -> ExitCode {
    eprintln!("gpu_check: {msg}\n{USAGE}");
    ExitCode::from(2)
}

fn check_all(
    cuda: &Cuda,
    native: Arch,
    generated: &std::path::Path,
    quick: bool,
    only: Option<&str>,
) -> Result<usize, String> {
    let manifest = Manifest::load(generated)?;
    let instances = kernels::instances()?;
    let mut rng = Rng::new(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_nanos() as u64),
    );
    let mut failures = 0;
    let mut launches = 0;
    // Native cubins, then sm_80's PTX through the JIT (a non-native arch).
    let mut selected: Vec<&Entry> = manifest
        .instances
        .iter()
        .filter(|e| e.arch == native)
        .collect();
    if native != Arch::Sm80 {
        selected.extend(manifest.instances.iter().filter(|e| e.arch == Arch::Sm80));
    }
    for entry in selected {
        if only.is_some_and(|s| !entry.name.contains(s)) {
            continue;
        }
        // The triton-sm90 replay's rounding is exact (the interpreter's bits); its verify
        // and gate instances use approximate ops.
        let replay = matches!(entry.family, Family::GdnReplay | Family::KdaReplay);
        if entry.file.profile == Profile::TritonSm90 && !replay {
            println!(
                "{:<7} {:<8} {:<54} skipped: approximate ops, checked by `--golden` against SGLang's hashes",
                entry.arch.name(),
                "-",
                entry.name
            );
            continue;
        }
        let inst = instances
            .iter()
            .find(|i| i.name == entry.name && i.arch == entry.arch)
            .ok_or_else(|| {
                format!(
                    "{} on {} is in the manifest but not in this build's instances",
                    entry.name, entry.arch
                )
            })?;
        let ir = inst.build()?;
        if deltagen::cases::launch_params(&ir) != entry.params
            || deltagen::cases::launch_grid(&ir) != entry.grid
        {
            return Err(format!(
                "{}: the manifest's launch ABI differs from the kernel's (stale generated/?)",
                entry.name
            ));
        }
        let kernel = cuda.load(&manifest, entry).map_err(|e| e.to_string())?;
        let writes: Vec<String> = ir
            .params
            .iter()
            .filter(|p| {
                matches!(
                    p.kind,
                    deltagen::ir::ParamKind::Buffer {
                        access: deltagen::ir::Access::ReadWrite,
                        ..
                    }
                )
            })
            .map(|p| p.name.clone())
            .collect();
        let quick_here = quick || entry.arch != native;
        let start = std::time::Instant::now();
        let mut bad = Vec::new();
        let list = cases(entry, quick_here, &mut rng)?;
        for (label, launch) in &list {
            let want = run_named(&ir, &launch.named)
                .map_err(|e| format!("{} {label}: interpreter: {e}", entry.name))?;
            let got = run_gpu(cuda, entry, &kernel, &writes, launch)
                .map_err(|e| format!("{} {label}: {e}", entry.name))?;
            launches += 1;
            for w in &writes {
                if let Some(at) = first_difference(&want[w], &got[w]) {
                    bad.push(format!("{label}: `{w}` differs at byte {at}"));
                }
            }
            if launches == 1 {
                // The first launch again with no context current on the thread (an engine
                // that switched devices, or a thread that never chose one): loaded, launched
                // and read back in the device's own context, and the thread left as it was.
                let again = without_context(|| {
                    let kernel = cuda.load(&manifest, entry).map_err(|e| e.to_string())?;
                    run_gpu(cuda, entry, &kernel, &writes, launch)
                })
                .map_err(|e| format!("{} {label}: with no context current: {e}", entry.name))?;
                launches += 1;
                for w in &writes {
                    if let Some(at) = first_difference(&want[w], &again[w]) {
                        bad.push(format!(
                            "{label}: with no context current, `{w}` differs at byte {at}"
                        ));
                    }
                }
            }
        }
        let path = if kernel.jit { "ptx-jit" } else { "cubin" };
        let verdict = if bad.is_empty() {
            "ok".to_string()
        } else {
            format!("MISMATCH {}", bad.join("; "))
        };
        println!(
            "{:<7} {:<8} {:<54} {:>2} launches {:>6.1}s  {verdict}",
            entry.arch.name(),
            path,
            entry.name,
            list.len(),
            start.elapsed().as_secs_f64()
        );
        failures += usize::from(!bad.is_empty()) * bad.len();
    }
    println!("{launches} launches compared");
    Ok(failures)
}

/// Run `work` with no CUDA context current on this thread, then put the thread's context
/// back; an error if `work` left a context current (deltagen's calls must restore the
/// caller's).
fn without_context<T>(work: impl FnOnce() -> Result<T, String>) -> Result<T, String> {
    use cudarc::driver::result::ctx;
    let saved = ctx::get_current().map_err(|e| format!("cuCtxGetCurrent: {e:?}"))?;
    // SAFETY: a null context detaches the thread; `saved` (the primary context `Cuda::new`
    // made current, live for the process) is put back below.
    unsafe { ctx::set_current(std::ptr::null_mut()) }
        .map_err(|e| format!("cuCtxSetCurrent: {e:?}"))?;
    let out = work();
    let left = ctx::get_current().map_err(|e| format!("cuCtxGetCurrent: {e:?}"));
    // SAFETY: as above.
    let restored = unsafe { ctx::set_current(saved.unwrap_or(std::ptr::null_mut())) }
        .map_err(|e| format!("cuCtxSetCurrent: {e:?}"));
    let out = out?;
    restored?;
    match left? {
        None => Ok(out),
        Some(_) => Err("a context was left current on the thread".into()),
    }
}

/// Upload the launch's tensors, launch, and download every buffer (by name).
fn launch_all(
    cuda: &Cuda,
    entry: &Entry,
    kernel: &cuda::CudaKernel,
    launch: &Launch,
) -> Result<BTreeMap<String, Vec<u8>>, String> {
    let names: Vec<String> = launch
        .named
        .iter()
        .filter(|(_, v)| matches!(v, Value::Tensor(..)))
        .map(|(k, _)| k.clone())
        .collect();
    run_gpu(cuda, entry, kernel, &names, launch)
}

/// A golden case's verify shapes (`GoldenCase::verify_inputs`: contiguous tensors, the
/// allocated D = D).
fn golden_verify_shapes(case: &deltagen::golden::GoldenCase, mode: Mode) -> Shapes {
    let (h, hv, n, d) = (u(case.h), u(case.hv), u(case.n), u(case.d));
    let (k, v) = (u(deltagen::cases::K), u(deltagen::cases::V));
    let shapes = VerifyShapes {
        requests: n,
        tokens: n * d,
        draft: d,
        d_alloc: d,
        slots: u(case.slots),
        rows: u(case.rows),
        h,
        hv,
        stride_q: h * k,
        stride_k: h * k,
        stride_v: hv * v,
        stride_a: hv * u(case.gate_width()),
        stride_b: hv,
        pool_slot_pitch: u(case.state()),
        scale: (k as f32).powf(-0.5),
        softplus_beta: 1.0,
        softplus_threshold: 20.0,
    };
    let store = match mode {
        Mode::Decode => Store::Pool,
        Mode::Snapshot => Store::Snapshot {
            row_pitch: d * u(case.state()),
        },
        Mode::Tuple => Store::Tuple {
            u_row_pitch: d * hv * v,
            k_row_pitch: d * h * k,
            decay_row_pitch: d * hv * u(case.gate_width()),
        },
        Mode::Fold => Store::Fold {
            u_row_pitch: d * hv * v,
            k_row_pitch: d * h * k,
            decay_row_pitch: d * hv * u(case.gate_width()),
            depth: 1,
        },
    };
    Shapes::Verify(shapes, store)
}

/// A golden case's replay shapes (`GoldenCase::replay_inputs`: one zero slot appended to
/// the pool, the ring as tuple-mode verify stored it).
fn golden_replay_shapes(case: &deltagen::golden::GoldenCase) -> Shapes {
    let (h, hv, d) = (u(case.h), u(case.hv), u(case.d));
    let (k, v) = (u(deltagen::cases::K), u(deltagen::cases::V));
    let shapes = CommitShapes {
        layers: 1,
        requests: u(case.n),
        slots: u(case.slots) + 1,
        rows: u(case.rows),
        steps: d,
        d_alloc: d,
        h,
        hv,
        pool_layer_pitch: 0,
        pool_slot_pitch: u(case.state()),
    };
    let pitches = RingPitches {
        u_layer: 0,
        u_row: d * hv * v,
        k_layer: 0,
        k_row: d * h * k,
        decay_layer: 0,
        decay_row: d * hv * u(case.gate_width()),
    };
    Shapes::Replay(shapes, pitches)
}

fn check_golden(
    cuda: &Cuda,
    native: Arch,
    generated: &std::path::Path,
    file: &std::path::Path,
    dump: Option<&std::path::Path>,
) -> Result<usize, String> {
    use deltagen::golden;
    if let Some(d) = dump {
        std::fs::create_dir_all(d).map_err(|e| format!("cannot create {}: {e}", d.display()))?;
    }
    // Raw little-endian outputs of one launch, for an element-by-element comparison.
    let save = |case: &str, instance: &str, what: &str, bytes: &[u8]| -> Result<(), String> {
        let Some(d) = dump else { return Ok(()) };
        let path = d.join(format!("{case}__{instance}__{what}.bin"));
        std::fs::write(&path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))
    };
    let manifest = Manifest::load(generated)?;
    let text = std::fs::read_to_string(file)
        .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    let cases = golden::load(&text)?;
    let mut failures = 0;
    let mut checked = 0;
    for case in &cases {
        for (name, _) in golden::INPUTS {
            let (_, bytes) = case.tensor(name)?;
            if Some(golden::sha256_hex(&bytes).as_str()) != case.input_hash(name) {
                return Err(format!(
                    "{}: generated input `{name}` does not match its recorded hash (generator bug)",
                    case.name
                ));
            }
        }
        let pool = case.pool;
        let verify: Vec<&Entry> = manifest
            .instances
            .iter()
            .filter(|e| e.arch == native && e.family == case.gate.verify())
            .filter(|e| e.file.profile == Profile::TritonSm90 && e.file.pool_dtype == Some(pool))
            .filter(|e| e.file.dt_bias_dtype == Some(case.dt_bias))
            .filter(|e| e.mode != Some(Mode::Decode) && e.mode != Some(Mode::Fold))
            // A tree runs on the `tree` instances (snapshot and tuple modes); a chain on
            // every one.
            .filter(|e| case.parents.is_none() || e.file.tree == Some(true))
            .collect();
        // A tree case's tuple path commits with the triton-sm90 tree replay (a bf16 pool:
        // it rounds each step as the triton-sm90 tree verify does), a chain's with the
        // chain replay.
        let tree = case.parents.is_some().then_some(Profile::TritonSm90);
        let replay_entry = deltagen::runtime::dispatch::tree_commit_instance(
            &manifest,
            native,
            case.gate.replay(),
            pool,
            tree,
        )
        .map_err(|e| e.to_string())?;
        let replay = cuda
            .load(&manifest, replay_entry)
            .map_err(|e| e.to_string())?;
        let size = case.pool.bytes().unwrap_or(4);
        let block_bytes = case.state() * size;
        for entry in verify {
            let kernel = cuda.load(&manifest, entry).map_err(|e| e.to_string())?;
            let mode = entry.mode;
            let mut bad: Vec<String> = Vec::new();
            let mut hashes = 0;
            let mut check = |what: String, bytes: &[u8], want: Option<&str>| {
                hashes += 1;
                if Some(golden::sha256_hex(bytes).as_str()) != want {
                    bad.push(what);
                }
            };
            if mode == Some(Mode::Snapshot) {
                let inputs = Launch {
                    named: case.verify_inputs(Mode::Snapshot)?,
                    shapes: golden_verify_shapes(case, Mode::Snapshot),
                };
                let out = launch_all(cuda, entry, &kernel, &inputs)?;
                save(&case.name, &entry.name, "o", &out["o"])?;
                save(&case.name, &entry.name, "inter", &out["inter"])?;
                if Some(golden::sha256_hex(&out["o"]).as_str()) != case.o_hash() {
                    println!(
                        "  {}: {}",
                        case.name,
                        head_report(case, &out["o"], &out["inter"])
                    );
                }
                check("o".into(), &out["o"], case.o_hash());
                let Value::Tensor(_, pool_in) = &inputs.named["pool"] else {
                    return Err("pool".into());
                };
                // The pool must be untouched: compared through the same hash check.
                check(
                    "pool unchanged".into(),
                    &out["pool"],
                    Some(golden::sha256_hex(pool_in).as_str()),
                );
                for &row in case.inter_indices.iter().filter(|r| **r >= 0) {
                    for t in 0..case.d {
                        let at = (row as usize * case.d + t) * block_bytes;
                        check(
                            format!("row{row}_step{t}"),
                            &out["inter"][at..at + block_bytes],
                            case.block_hash(row as usize, t),
                        );
                    }
                }
            } else {
                let inputs = Launch {
                    named: case.verify_inputs(Mode::Tuple)?,
                    shapes: golden_verify_shapes(case, Mode::Tuple),
                };
                let out = launch_all(cuda, entry, &kernel, &inputs)?;
                check("o (tuple mode)".into(), &out["o"], case.o_hash());
                for step in 0..case.d {
                    let (mut named, homes) = case.replay_inputs(&out, step)?;
                    // A tree: every request replays the path to its node `step` (the
                    // golden snapshot of that node is the state to rebuild).
                    if let Some(parents) = &case.parents {
                        let paths: Vec<Vec<i32>> =
                            parents.iter().map(|p| tree_path(p, step)).collect();
                        let steps: Vec<i32> = paths.iter().map(|p| p.len() as i32 - 1).collect();
                        named.insert("accepted_steps".into(), Value::i32s(&steps));
                        for (name, v) in deltagen::cases::path_inputs(&paths, case.d) {
                            named.insert(name.to_string(), v);
                        }
                    }
                    let launch = Launch {
                        named,
                        shapes: golden_replay_shapes(case),
                    };
                    let replayed = launch_all(cuda, replay_entry, &replay, &launch)?;
                    for (i, &row) in case.inter_indices.iter().enumerate() {
                        if row < 0 {
                            continue;
                        }
                        let at = homes[i] as usize * block_bytes;
                        check(
                            format!("replay row{row}_step{step}"),
                            &replayed["pool"][at..at + block_bytes],
                            case.block_hash(row as usize, step),
                        );
                    }
                }
            }
            checked += hashes;
            let verdict = if bad.is_empty() {
                format!("all {hashes} hashes match")
            } else {
                format!("MISMATCH {} of {hashes}: {}", bad.len(), bad.join(", "))
            };
            println!("{:<30} {:<66} {verdict}", case.name, entry.name);
            failures += bad.len();
        }
    }
    println!("{checked} golden hashes checked");
    Ok(failures)
}

/// The first values of `o` and of the recorded state block against the golden heads, with
/// their distance in ULPs (of the stored dtype).
fn head_report(case: &deltagen::golden::GoldenCase, o: &[u8], inter: &[u8]) -> String {
    use deltagen::interp::bytes_to_f32;
    let ulps = |a: f32, b: f32, dtype: Scalar| -> i64 {
        match dtype {
            Scalar::Bf16 => {
                i64::from((a.to_bits() >> 16) as i16) - i64::from((b.to_bits() >> 16) as i16)
            }
            _ => i64::from(a.to_bits() as i32) - i64::from(b.to_bits() as i32),
        }
    };
    let heads = |j: &serde_json::Value| -> Vec<f32> {
        j["values"]
            .as_array()
            .map(|a| {
                a.iter()
                    .filter_map(|v| v.as_f64())
                    .map(|v| v as f32)
                    .collect()
            })
            .unwrap_or_default()
    };
    let ours_o = bytes_to_f32(Scalar::Bf16, &o[..16]);
    let o_diff: Vec<i64> = ours_o
        .iter()
        .zip(heads(&case.json["o_head"]))
        .map(|(a, b)| ulps(*a, b, Scalar::Bf16))
        .collect();
    let sh = &case.json["state_head"];
    let (row, step) = (
        sh["row"].as_u64().unwrap_or(0) as usize,
        sh["step"].as_u64().unwrap_or(0) as usize,
    );
    let size = case.pool.bytes().unwrap_or(4);
    let at = (row * case.d + step) * case.state() * size;
    let ours_s = bytes_to_f32(case.pool, &inter[at..at + 8 * size]);
    let s_diff: Vec<i64> = ours_s
        .iter()
        .zip(heads(sh))
        .map(|(a, b)| ulps(*a, b, case.pool))
        .collect();
    format!("o head ulps {o_diff:?}; state head (row {row}, step {step}) ulps {s_diff:?}; ours {ours_s:?}")
}

#[cfg(test)]
mod test_support {
    use super::*;

    /// The generated manifest of this checkout.
    pub fn manifest() -> Manifest {
        Manifest::load(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("generated"))
            .expect("generated/manifest.toml")
    }

    /// Fake device addresses for the tensors of `named`: distinct, 4 GiB apart, aligned as
    /// a guarded tensor is (no launch happens).
    pub fn fake_ptrs(named: &Named) -> BTreeMap<String, u64> {
        named
            .iter()
            .filter(|(_, v)| matches!(v, Value::Tensor(..)))
            .enumerate()
            .map(|(i, (name, _))| (name.clone(), ((i as u64 + 1) << 32) + (64 << 10)))
            .collect()
    }
}
