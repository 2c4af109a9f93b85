//! Hostile host-side arguments: from one valid launch of an instance (every tensor exactly
//! as long as the launch addresses), variants an engine could pass by mistake (a tensor
//! one element short, the wrong dtype, NULL, a misaligned address, sizes that do not fit,
//! pitches and strides that overlap or break alignment, zero heads, D > D_alloc, sizes of
//! u64::MAX, another mode's store). The typed launch API must refuse every one of them.
//!
//! The exact lengths come from the documented layouts (the argument structs' docs in the
//! C header), written out here rather than read from the signatures the API checks with:
//! the valid launch at exactly those lengths must be accepted and each tensor one element
//! shorter refused, so the two agree on every tensor of every instance.

use super::{RingPitches, Shapes, Store, Tensors};
use deltagen::cases::{Named, K, V};
use deltagen::interp::Value;
use deltagen::ir::Scalar;
use deltagen::runtime::launch::DeviceTensor;
use deltagen::runtime::Entry;
use deltagen::vocab::signature::{self, Kind, Len};
use deltagen::vocab::{Family, Gate, CONV_KC};
use std::collections::BTreeMap;

/// A launch as an engine states it to the typed launch API: its device tensors (by
/// parameter name) and its shapes.
#[derive(Clone, Debug)]
pub struct HostLaunch {
    pub tensors: Tensors,
    pub shapes: Shapes,
}

/// The highest addressed element + 1 of `(count, pitch)` axes followed by a contiguous
/// block: `sum((count - 1) * pitch) + block` (0 when a count is 0), saturating.
fn reach(axes: &[(u64, u64)], block: u64) -> u64 {
    if axes.iter().any(|&(count, _)| count == 0) {
        return 0;
    }
    axes.iter().fold(block, |acc, &(count, pitch)| {
        acc.saturating_add((count - 1).saturating_mul(pitch))
    })
}

/// The elements a launch with `shapes` addresses in each of its tensors, by parameter
/// name, from the documented layouts. KDA's `a`, `dt_bias` and decay ring hold K values
/// per value head where GDN's hold one.
pub fn extents(shapes: &Shapes, gate: Gate) -> BTreeMap<&'static str, u64> {
    let (k, v) = (K as u64, V as u64);
    let width = u64::from(gate.width());
    let mut m = BTreeMap::new();
    match *shapes {
        Shapes::Verify(s, store) => {
            // q/k [tokens, H, K] and v [tokens, HV, V] with token strides, a/b [tokens, HV]
            // with token strides, o [tokens, HV, V] contiguous, pool [slots, HV, V, K].
            let token = |stride: u64, block: u64| reach(&[(s.tokens, stride)], block);
            m.insert("q", token(s.stride_q, s.h * k));
            m.insert("k", token(s.stride_k, s.h * k));
            m.insert("v", token(s.stride_v, s.hv * v));
            m.insert("a", token(s.stride_a, s.hv * width));
            m.insert("b", token(s.stride_b, s.hv));
            m.insert("A_log", s.hv);
            m.insert("dt_bias", s.hv * width);
            m.insert("o", s.tokens.saturating_mul(s.hv * v));
            m.insert("pool", reach(&[(s.slots, s.pool_slot_pitch)], s.hv * v * k));
            m.insert("h0_indices", s.requests);
            m.insert("cu_seqlens", s.requests.saturating_add(1));
            // KDA's decays, for the instances that read them (absent, empty, otherwise).
            m.insert("decay", s.tokens.saturating_mul(s.hv * width));
            // A tree's parents, `[requests, D_alloc]` (absent, empty, for a chain).
            m.insert("parents", s.requests.saturating_mul(s.d_alloc));
            // Rows of D_alloc steps: verify writes up to D_alloc steps of any row (the
            // device bound on a request's tokens), the last row included.
            let row = |pitch: u64, step: u64| reach(&[(s.rows, pitch)], s.d_alloc * step);
            match store {
                Store::Pool => {}
                Store::Snapshot { row_pitch } => {
                    m.insert("inter_indices", s.requests);
                    m.insert("inter", row(row_pitch, s.hv * v * k));
                }
                Store::Tuple {
                    u_row_pitch,
                    k_row_pitch,
                    decay_row_pitch,
                }
                | Store::Fold {
                    u_row_pitch,
                    k_row_pitch,
                    decay_row_pitch,
                    ..
                } => {
                    m.insert("inter_indices", s.requests);
                    m.insert("ring_u", row(u_row_pitch, s.hv * v));
                    m.insert("ring_k", row(k_row_pitch, s.h * k));
                    m.insert("ring_decay", row(decay_row_pitch, s.hv * width));
                }
            }
            // Fold mode's entries and counts.
            if let Store::Fold { depth, .. } = store {
                m.insert("fold_rows", s.requests.saturating_mul(depth));
                m.insert("fold_steps", s.requests.saturating_mul(depth));
                for name in ["fold_counts", "track_slots", "track_steps"] {
                    m.insert(name, s.requests);
                }
            }
        }
        Shapes::Replay(c, _) | Shapes::Commit { shapes: c, .. } => {
            // pool [layers, slots, HV, V, K]; the ring or the snapshots [layers, rows,
            // D_alloc, ...], of which the launch reads the first D steps of each row.
            m.insert(
                "pool",
                reach(
                    &[(c.layers, c.pool_layer_pitch), (c.slots, c.pool_slot_pitch)],
                    c.hv * v * k,
                ),
            );
            let steps = c.steps.max(1);
            let ring = |layer: u64, row: u64, step: u64| {
                reach(&[(c.layers, layer), (c.rows, row)], steps * step)
            };
            let step_name = match *shapes {
                Shapes::Replay(_, p) => {
                    let RingPitches {
                        u_layer,
                        u_row,
                        k_layer,
                        k_row,
                        decay_layer,
                        decay_row,
                    } = p;
                    m.insert("ring_u", ring(u_layer, u_row, c.hv * v));
                    m.insert("ring_k", ring(k_layer, k_row, c.h * k));
                    m.insert("ring_decay", ring(decay_layer, decay_row, c.hv * width));
                    // A tree replay's accepted paths, `[requests, D_alloc]`.
                    m.insert("path", c.requests.saturating_mul(c.d_alloc));
                    "accepted_steps"
                }
                Shapes::Commit {
                    inter_layer_pitch,
                    inter_row_pitch,
                    ..
                } => {
                    m.insert(
                        "inter",
                        ring(inter_layer_pitch, inter_row_pitch, c.hv * v * k),
                    );
                    "step_indices"
                }
                _ => "",
            };
            for name in ["slot_indices", "row_indices", step_name, "track_slots"] {
                m.insert(name, c.requests);
            }
            m.insert("track_steps", c.requests);
        }
        Shapes::Gate(g) => {
            // a [tokens, HV*K] with a token stride; decay [tokens, HV, K] contiguous.
            m.insert("a", reach(&[(g.tokens, g.stride_a)], g.hv * k));
            m.insert("A_log", g.hv);
            m.insert("dt_bias", g.hv * k);
            m.insert("decay", g.tokens.saturating_mul(g.hv * k));
            m.insert(deltagen::vocab::diagnostics::WORD, 1);
        }
        Shapes::Conv(c) => {
            // conv [layers, slots, conv_dim, Kc-1]; windows [layers, rows, conv_dim,
            // D_alloc + Kc - 2].
            let kc = u64::from(CONV_KC);
            m.insert(
                "conv",
                reach(
                    &[(c.layers, c.conv_layer_pitch), (c.slots, c.conv_slot_pitch)],
                    c.conv_dim * (kc - 1),
                ),
            );
            m.insert(
                "windows",
                reach(
                    &[(c.layers, c.win_layer_pitch), (c.rows, c.win_row_pitch)],
                    c.conv_dim * (c.d_alloc + kc - 2),
                ),
            );
            for name in [
                "slot_indices",
                "row_indices",
                "step_indices",
                "track_slots",
                "track_steps",
            ] {
                m.insert(name, c.requests);
            }
        }
    }
    // Every launch may take the one-word diagnostics tensor.
    m.insert("diagnostics", 1);
    m
}

/// `named` with every tensor cut to exactly the elements the launch addresses (the
/// smallest tensors an engine may pass), for a launch of `gate`.
pub fn tighten(named: &Named, shapes: &Shapes, gate: Gate) -> Result<Named, String> {
    let ext = extents(shapes, gate);
    let mut out = named.clone();
    for (name, v) in out.iter_mut() {
        let Value::Tensor(dtype, bytes) = v else {
            continue;
        };
        if bytes.is_empty() {
            // An optional tensor left out stays out.
            continue;
        }
        let n = ext
            .get(name.as_str())
            .ok_or_else(|| format!("no documented extent for `{name}`"))?;
        let want = usize::try_from(*n)
            .ok()
            .and_then(|n| n.checked_mul(dtype.bytes().unwrap_or(1)))
            .filter(|&b| b <= bytes.len())
            .ok_or_else(|| {
                format!(
                    "`{name}`: the case holds {} bytes, fewer than the {n} elements the launch addresses",
                    bytes.len()
                )
            })?;
        bytes.truncate(want);
    }
    Ok(out)
}

/// Whether the kernels access this tensor 4 elements at a time with one access aligned to
/// the 4 elements (the signature's `chunked`): its address must be a multiple of 4
/// elements.
fn chunked(family: Family, name: &str) -> bool {
    signature::of(family).chunked.contains(&name)
}

/// Whether the family's signature takes exactly one entry per request (or `requests + 1`)
/// in this tensor.
fn exact(family: Family, name: &str) -> bool {
    signature::of(family).param(name).is_some_and(|p| {
        matches!(
            p.kind,
            Kind::Tensor {
                len: Len::Exactly(_) | Len::Optional(_),
                ..
            }
        )
    })
}

/// A dtype other than `d`.
fn wrong_dtype(d: Scalar) -> Scalar {
    match d {
        Scalar::F32 => Scalar::Bf16,
        Scalar::I32 => Scalar::F32,
        _ => Scalar::F32,
    }
}

/// The hostile variants of a valid launch, labelled: each must be refused.
pub fn hostile_variants(entry: &Entry, base: &HostLaunch) -> Vec<(String, HostLaunch)> {
    let mut out: Vec<(String, HostLaunch)> = Vec::new();
    for (name, t) in &base.tensors {
        if t.len == 0 {
            // An optional tensor left out (KDA's `decay` for an instance that computes its
            // gates): there is nothing to corrupt.
            continue;
        }
        let mut tensor = |label: String, change: &dyn Fn(&mut DeviceTensor)| {
            let mut m = base.clone();
            if let Some(x) = m.tensors.get_mut(name) {
                change(x);
            }
            out.push((label, m));
        };
        tensor(
            format!(
                "`{name}` one element short ({} of {})",
                t.len.saturating_sub(1),
                t.len
            ),
            &|x| x.len = x.len.saturating_sub(1),
        );
        if exact(entry.family, name) {
            tensor(format!("`{name}` one entry too many"), &|x| x.len += 1);
        }
        let wrong = wrong_dtype(t.dtype);
        tensor(format!("`{name}` given as {wrong}"), &|x| x.dtype = wrong);
        tensor(format!("`{name}` NULL"), &|x| x.ptr = 0);
        tensor(format!("`{name}` one byte off its elements"), &|x| {
            x.ptr += 1
        });
        let size = t.dtype.bytes().unwrap_or(4) as u64;
        if chunked(entry.family, name) {
            tensor(
                format!(
                    "`{name}` one element off a {}-byte chunk (accessed 4 elements at a time)",
                    4 * size
                ),
                &|x| x.ptr += size,
            );
        }
    }
    let shaped = |label: &str, shapes: Shapes| {
        (
            label.to_string(),
            HostLaunch {
                tensors: base.tensors.clone(),
                shapes,
            },
        )
    };
    let max = u64::MAX;
    match base.shapes {
        Shapes::Verify(s, store) => {
            type Change = fn(&mut deltagen::runtime::launch::VerifyShapes);
            let all: &[(&str, Change)] = &[
                ("H = 0", |s| s.h = 0),
                ("HV = 0", |s| s.hv = 0),
                ("HV not a multiple of H", |s| s.hv = s.h + 1),
                ("H = u64::MAX", |s| s.h = u64::MAX),
                ("HV = u64::MAX", |s| s.hv = u64::MAX),
                ("one request more than the index arrays", |s| {
                    s.requests += 1
                }),
                ("requests = u64::MAX", |s| s.requests = u64::MAX),
                ("one token more than q, k, v, a, b and o hold", |s| {
                    s.tokens += 1
                }),
                ("tokens = u64::MAX", |s| s.tokens = u64::MAX),
                ("one slot more than the pool holds", |s| s.slots += 1),
                ("slots = u64::MAX", |s| s.slots = u64::MAX),
                ("stride_q < H*K", |s| s.stride_q = s.h * K as u64 - 4),
                ("stride_q not a multiple of 4", |s| s.stride_q -= 2),
                ("stride_q = u64::MAX", |s| s.stride_q = u64::MAX),
                ("stride_k < H*K", |s| s.stride_k = s.h * K as u64 - 4),
                ("stride_v < HV*V", |s| s.stride_v = s.hv * V as u64 - 1),
                ("stride_a < HV", |s| s.stride_a = s.hv - 1),
                ("stride_b < HV", |s| s.stride_b = s.hv - 1),
                ("pool_slot_pitch < HV*V*K", |s| {
                    s.pool_slot_pitch = s.hv * (V * K) as u64 - 4
                }),
                ("pool_slot_pitch not a multiple of 4", |s| {
                    s.pool_slot_pitch -= 1
                }),
                ("pool_slot_pitch = u64::MAX", |s| {
                    s.pool_slot_pitch = u64::MAX
                }),
                ("softplus_beta = 0", |s| s.softplus_beta = 0.0),
                ("softplus_beta = NaN", |s| s.softplus_beta = f32::NAN),
                ("softplus_beta = inf", |s| s.softplus_beta = f32::INFINITY),
            ];
            // Only snapshot and tuple launches use D, D_alloc and rows.
            let speculative: &[(&str, Change)] = match store {
                Store::Pool => &[],
                _ => &[
                    ("D = D_alloc + 1", |s| s.draft = s.d_alloc + 1),
                    ("D = u64::MAX", |s| s.draft = u64::MAX),
                    ("D_alloc = u64::MAX", |s| s.d_alloc = u64::MAX),
                    ("one row more than the ring holds", |s| s.rows += 1),
                    ("rows = u64::MAX", |s| s.rows = u64::MAX),
                ],
            };
            for (label, change) in all.iter().chain(speculative) {
                let mut s = s;
                change(&mut s);
                out.push(shaped(label, Shapes::Verify(s, store)));
            }
            let state = s.hv * (V * K) as u64;
            let stores: Vec<(&str, Store)> = match store {
                Store::Pool => vec![],
                Store::Snapshot { row_pitch } => vec![
                    (
                        "inter_row_pitch < D_alloc*HV*V*K",
                        Store::Snapshot {
                            row_pitch: s.d_alloc * state - 4,
                        },
                    ),
                    (
                        "inter_row_pitch not a multiple of 4",
                        Store::Snapshot {
                            row_pitch: row_pitch - 1,
                        },
                    ),
                    (
                        "inter_row_pitch = u64::MAX",
                        Store::Snapshot { row_pitch: max },
                    ),
                ],
                Store::Tuple {
                    u_row_pitch,
                    k_row_pitch,
                    decay_row_pitch,
                } => {
                    let tuple = |u: u64, k: u64, d: u64| Store::Tuple {
                        u_row_pitch: u,
                        k_row_pitch: k,
                        decay_row_pitch: d,
                    };
                    let (d_alloc, h, hv) = (s.d_alloc, s.h, s.hv);
                    vec![
                        (
                            "u_row_pitch < D_alloc*HV*V",
                            tuple(d_alloc * hv * V as u64 - 1, k_row_pitch, decay_row_pitch),
                        ),
                        (
                            "k_row_pitch < D_alloc*H*K",
                            tuple(u_row_pitch, d_alloc * h * K as u64 - 4, decay_row_pitch),
                        ),
                        (
                            "k_row_pitch not a multiple of 4",
                            tuple(u_row_pitch, k_row_pitch - 1, decay_row_pitch),
                        ),
                        (
                            "decay_row_pitch < D_alloc*HV",
                            tuple(u_row_pitch, k_row_pitch, d_alloc * hv - 1),
                        ),
                        (
                            "u_row_pitch = u64::MAX",
                            tuple(max, k_row_pitch, decay_row_pitch),
                        ),
                    ]
                }
                Store::Fold {
                    u_row_pitch,
                    k_row_pitch,
                    decay_row_pitch,
                    depth,
                } => {
                    let fold = |u: u64, depth: u64| Store::Fold {
                        u_row_pitch: u,
                        k_row_pitch,
                        decay_row_pitch,
                        depth,
                    };
                    vec![
                        ("fold depth 0", fold(u_row_pitch, 0)),
                        ("fold depth 17", fold(u_row_pitch, 17)),
                        ("fold depth = u64::MAX", fold(u_row_pitch, max)),
                        (
                            "fold depth one more than the fold arrays hold",
                            fold(u_row_pitch, depth + 1),
                        ),
                        (
                            "u_row_pitch < D_alloc*HV*V",
                            fold(s.d_alloc * s.hv * V as u64 - 1, depth),
                        ),
                    ]
                }
            };
            for (label, store) in stores {
                out.push(shaped(label, Shapes::Verify(s, store)));
            }
            // Another mode's store on this instance.
            match store {
                Store::Pool => {
                    let mut m = base.clone();
                    for (stand_in, name) in [("h0_indices", "inter_indices"), ("pool", "inter")] {
                        if let Some(t) = base.tensors.get(stand_in) {
                            m.tensors.insert(name.to_string(), *t);
                        }
                    }
                    m.shapes = Shapes::Verify(
                        s,
                        Store::Snapshot {
                            row_pitch: s.pool_slot_pitch,
                        },
                    );
                    out.push(("a snapshot store on a decode instance".into(), m));
                }
                _ => out.push(shaped(
                    "a decode store on a speculative instance",
                    Shapes::Verify(s, Store::Pool),
                )),
            }
        }
        Shapes::Replay(c, _) | Shapes::Commit { shapes: c, .. } => {
            type Change = fn(&mut deltagen::runtime::launch::CommitShapes);
            let changes: &[(&str, Change)] = &[
                ("two layers with pool_layer_pitch 0 (overlapping)", |c| {
                    c.layers = 2
                }),
                ("layers = u64::MAX", |c| c.layers = u64::MAX),
                ("one request more than the index arrays", |c| {
                    c.requests += 1
                }),
                ("requests = u64::MAX", |c| c.requests = u64::MAX),
                ("one slot more than the pool holds", |c| c.slots += 1),
                ("slots = u64::MAX", |c| c.slots = u64::MAX),
                ("one row more than the ring or the snapshots hold", |c| {
                    c.rows += 1
                }),
                ("rows = u64::MAX", |c| c.rows = u64::MAX),
                ("D = D_alloc + 1", |c| c.steps = c.d_alloc + 1),
                ("D = u64::MAX", |c| c.steps = u64::MAX),
                ("D_alloc = u64::MAX", |c| c.d_alloc = u64::MAX),
                ("H = 0", |c| c.h = 0),
                ("HV = 0", |c| c.hv = 0),
                ("HV not a multiple of H", |c| c.hv = c.h + 1),
                ("pool_slot_pitch < HV*V*K", |c| {
                    c.pool_slot_pitch = c.hv * (V * K) as u64 - 4
                }),
                ("pool_slot_pitch not a multiple of 4", |c| {
                    c.pool_slot_pitch -= 1
                }),
                ("pool_slot_pitch = u64::MAX", |c| {
                    c.pool_slot_pitch = u64::MAX
                }),
                ("pool_layer_pitch not a multiple of 4", |c| {
                    c.pool_layer_pitch = 2
                }),
                ("pool_layer_pitch = u64::MAX", |c| {
                    c.pool_layer_pitch = u64::MAX
                }),
            ];
            for (label, change) in changes.iter() {
                let mut c = c;
                change(&mut c);
                let shapes = match base.shapes {
                    Shapes::Replay(_, p) => Shapes::Replay(c, p),
                    Shapes::Commit {
                        inter_layer_pitch,
                        inter_row_pitch,
                        ..
                    } => Shapes::Commit {
                        shapes: c,
                        inter_layer_pitch,
                        inter_row_pitch,
                    },
                    other => other,
                };
                out.push(shaped(label, shapes));
            }
            let state = c.hv * (V * K) as u64;
            match base.shapes {
                Shapes::Replay(_, p) => {
                    type Pitch = fn(&mut RingPitches, u64, u64, u64);
                    let pitches: &[(&str, Pitch)] = &[
                        ("u_row_pitch < D_alloc*HV*V", |p, d, _, hv| {
                            p.u_row = d * hv * V as u64 - 1
                        }),
                        ("k_row_pitch < D_alloc*H*K", |p, d, h, _| {
                            p.k_row = d * h * K as u64 - 4
                        }),
                        ("k_row_pitch not a multiple of 4", |p, _, _, _| p.k_row -= 1),
                        ("decay_row_pitch < D_alloc*HV", |p, d, _, hv| {
                            p.decay_row = d * hv - 1
                        }),
                        ("k_layer_pitch not a multiple of 4", |p, _, _, _| {
                            p.k_layer = 2
                        }),
                        ("u_layer_pitch = u64::MAX", |p, _, _, _| {
                            p.u_layer = u64::MAX
                        }),
                    ];
                    for (label, change) in pitches.iter() {
                        let mut p = p;
                        change(&mut p, c.d_alloc, c.h, c.hv);
                        out.push(shaped(label, Shapes::Replay(c, p)));
                    }
                    // The commit scatter's typed function on a replay instance.
                    let mut m = base.clone();
                    for (stand_in, name) in
                        [("ring_u", "inter"), ("accepted_steps", "step_indices")]
                    {
                        if let Some(t) = base.tensors.get(stand_in) {
                            m.tensors.insert(name.to_string(), *t);
                        }
                    }
                    m.shapes = Shapes::Commit {
                        shapes: c,
                        inter_layer_pitch: 0,
                        inter_row_pitch: c.d_alloc * state,
                    };
                    out.push((
                        "the commit scatter's arguments on a replay instance".into(),
                        m,
                    ));
                }
                Shapes::Commit {
                    inter_layer_pitch,
                    inter_row_pitch,
                    ..
                } => {
                    let commit = |layer: u64, row: u64| Shapes::Commit {
                        shapes: c,
                        inter_layer_pitch: layer,
                        inter_row_pitch: row,
                    };
                    out.push(shaped(
                        "inter_row_pitch < D_alloc*HV*V*K",
                        commit(inter_layer_pitch, c.d_alloc * state - 4),
                    ));
                    out.push(shaped(
                        "inter_row_pitch not a multiple of 4",
                        commit(inter_layer_pitch, inter_row_pitch - 1),
                    ));
                    out.push(shaped(
                        "inter_layer_pitch not a multiple of 4",
                        commit(2, inter_row_pitch),
                    ));
                    out.push(shaped(
                        "inter_row_pitch = u64::MAX",
                        commit(inter_layer_pitch, max),
                    ));
                    // The replay's typed function on a commit-scatter instance.
                    let mut m = base.clone();
                    for (stand_in, name) in [
                        ("inter", "ring_u"),
                        ("inter", "ring_k"),
                        ("inter", "ring_decay"),
                        ("step_indices", "accepted_steps"),
                    ] {
                        if let Some(t) = base.tensors.get(stand_in) {
                            m.tensors.insert(
                                name.to_string(),
                                DeviceTensor {
                                    dtype: Scalar::F32,
                                    ..*t
                                },
                            );
                        }
                    }
                    let pitch = c.d_alloc * state;
                    m.shapes = Shapes::Replay(
                        c,
                        RingPitches {
                            u_layer: 0,
                            u_row: pitch,
                            k_layer: 0,
                            k_row: pitch,
                            decay_layer: 0,
                            decay_row: pitch,
                        },
                    );
                    out.push((
                        "the replay's arguments on a commit-scatter instance".into(),
                        m,
                    ));
                }
                _ => {}
            }
        }
        Shapes::Conv(c) => {
            type Change = fn(&mut deltagen::runtime::launch::ConvShapes);
            let changes: &[(&str, Change)] = &[
                ("layers = u64::MAX", |c| c.layers = u64::MAX),
                ("one request more than the index arrays", |c| {
                    c.requests += 1
                }),
                ("requests = u64::MAX", |c| c.requests = u64::MAX),
                ("one slot more than the conv pool holds", |c| c.slots += 1),
                ("slots = u64::MAX", |c| c.slots = u64::MAX),
                ("one row more than the windows hold", |c| c.rows += 1),
                ("rows = u64::MAX", |c| c.rows = u64::MAX),
                ("D = D_alloc + 1", |c| c.steps = c.d_alloc + 1),
                ("D = u64::MAX", |c| c.steps = u64::MAX),
                ("D_alloc = u64::MAX", |c| c.d_alloc = u64::MAX),
                ("one channel more than both tensors hold", |c| {
                    c.conv_dim += 1
                }),
                ("conv_dim = u64::MAX", |c| c.conv_dim = u64::MAX),
                ("conv_slot_pitch < conv_dim*(Kc-1)", |c| {
                    c.conv_slot_pitch = c.conv_dim * u64::from(CONV_KC - 1) - 1
                }),
                ("conv_slot_pitch = u64::MAX", |c| {
                    c.conv_slot_pitch = u64::MAX
                }),
                ("win_row_pitch < conv_dim*(D_alloc+Kc-2)", |c| {
                    c.win_row_pitch = c.conv_dim * (c.d_alloc + u64::from(CONV_KC) - 2) - 1
                }),
                ("conv_layer_pitch = u64::MAX", |c| {
                    c.conv_layer_pitch = u64::MAX
                }),
                (
                    "conv_layer_pitch < slots*conv_slot_pitch (layers overlap)",
                    |c| {
                        c.layers = c.layers.max(2);
                        c.conv_layer_pitch = c.slots * c.conv_slot_pitch - 1
                    },
                ),
                ("win_layer_pitch = u64::MAX", |c| {
                    c.win_layer_pitch = u64::MAX
                }),
            ];
            for (label, change) in changes.iter() {
                let mut c = c;
                change(&mut c);
                out.push(shaped(label, Shapes::Conv(c)));
            }
        }
        Shapes::Gate(g) => {
            type Change = fn(&mut deltagen::runtime::launch::GateShapes);
            let changes: &[(&str, Change)] = &[
                ("HV = 0", |g| g.hv = 0),
                ("one token more than the tensors hold", |g| g.tokens += 1),
                ("tokens = u64::MAX", |g| g.tokens = u64::MAX),
                ("HV = u64::MAX", |g| g.hv = u64::MAX),
                ("stride_a < HV*K", |g| g.stride_a = g.hv * K as u64 - 1),
                ("stride_a = u64::MAX", |g| g.stride_a = u64::MAX),
            ];
            for (label, change) in changes.iter() {
                let mut g = g;
                change(&mut g);
                out.push(shaped(label, Shapes::Gate(g)));
            }
        }
    }
    out
}
