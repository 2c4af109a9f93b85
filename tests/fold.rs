//! Fold mode (the commit folded into verify: eager with one entry, lazy with R) on the
//! interpreter. Over sequences of steps with random accepted lengths (none, the first
//! token only, all of them), track copies, a flush in the middle and a request leaving
//! with a new one arriving in its slot, fold mode's `o` and tuples equal tuple mode's at
//! every step, and its pool after a flush equals verify + replay's, byte for byte, for
//! every depth, both gates, both pool dtypes and both of the table's tuple tiles (one and
//! two columns per lane); a one-ULP change of one tuple is seen;
//! a request with a bad fold entry writes nothing and says why.

#![cfg(feature = "generator")]
// Requests are indexed into several parallel arrays (h0, rows, entries).
#![allow(clippy::needless_range_loop)]

use deltagen::cases::*;
use deltagen::interp::{run_named, Value};
use deltagen::ir::Scalar;
use deltagen::kernels::gdn_replay::StepForm;
use deltagen::kernels::gdn_verify::{self, Mode};
use deltagen::kernels::{K_DIM, V_DIM};
use deltagen::target::{self, Arch, Requests, Tile};
use deltagen::vocab::{diagnostics as diag, Gate};
use std::collections::BTreeMap;

mod common;

type Bytes = BTreeMap<String, Vec<u8>>;
const K: usize = K_DIM as usize;
const V: usize = V_DIM as usize;
const ARCH: Arch = Arch::Sm90;

fn geo(gate: Gate, tokens: Vec<usize>, depth: usize) -> Geo {
    let n = tokens.len();
    common::small_geo(gate, tokens, 2 * n + 2, n * (depth + 1))
}

/// Run a verify of `mode` on the case with `extra` inputs replacing the case's.
fn verify(case: &Case, mode: Mode, extra: Vec<(&'static str, Value)>) -> Bytes {
    let tile = default_tile(case.geo.gate.verify(), ARCH);
    verify_on(case, mode, extra, tile)
}

/// [`verify`] with `tile`.
fn verify_on(case: &Case, mode: Mode, extra: Vec<(&'static str, Value)>, tile: Tile) -> Bytes {
    let cfg = case.verify_config(mode, ARCH, tile);
    let kernel = gdn_verify::build(&cfg).unwrap_or_else(|e| panic!("{e}"));
    let mut inputs = case.verify_inputs(mode);
    for (name, v) in extra {
        inputs.insert(name.to_string(), v);
    }
    run_named(&kernel, &inputs).unwrap_or_else(|e| panic!("{}: {e}", kernel.name))
}

fn ring_values(ring: &Bytes) -> Vec<(&'static str, Value)> {
    ["ring_u", "ring_k", "ring_decay"]
        .into_iter()
        .map(|n| (n, Value::Tensor(Scalar::F32, ring[n].clone())))
        .collect()
}

/// The bytes of the first `steps` steps of ring row `row` of each ring tensor.
fn ring_row(case: &Case, ring: &Bytes, row: usize, steps: usize) -> Vec<Vec<u8>> {
    let g = &case.geo;
    [
        ("ring_u", g.u_row_pitch(), steps * g.hv * V),
        ("ring_k", g.k_row_pitch(), steps * g.h * K),
        (
            "ring_decay",
            g.decay_row_pitch(),
            steps * g.hv * g.gate_width(),
        ),
    ]
    .into_iter()
    .map(|(name, pitch, len)| ring[name][row * pitch * 4..(row * pitch + len) * 4].to_vec())
    .collect()
}

/// A request's committed steps not yet in the pool: `(row, accepted step)`, oldest first,
/// and the track copy of the newest, until a verify or a flush has made it.
#[derive(Clone, Default)]
struct Pending {
    entries: Vec<(i32, i32)>,
    track: Option<(i32, i32)>,
}

/// Fold mode's index inputs for the pending entries at depth `depth`.
fn fold_inputs(pending: &[Pending], depth: usize) -> Vec<(&'static str, Value)> {
    let mut f = FoldSteps::none(pending.len(), depth);
    for (i, p) in pending.iter().enumerate() {
        f.counts[i] = p.entries.len() as i32;
        for (e, &(row, step)) in p.entries.iter().enumerate() {
            f.rows[i * depth + e] = row;
            f.steps[i * depth + e] = step;
        }
        if let Some((slot, step)) = p.track {
            f.track_slots[i] = slot;
            f.track_steps[i] = step;
        }
    }
    f.inputs().to_vec()
}

/// Flush the pending entries of the requests in `who` into `pool` with the replay, entry by
/// entry (the newest with its track copy); their lists are emptied.
fn flush(
    case: &Case,
    pool: &[u8],
    ring: &Bytes,
    pending: &mut [Pending],
    who: &[usize],
) -> Vec<u8> {
    let mut pool = pool.to_vec();
    let longest = who
        .iter()
        .map(|&i| pending[i].entries.len())
        .max()
        .unwrap_or(0);
    for e in 0..longest {
        let n = case.geo.n();
        let mut rows = vec![-1; n];
        let mut accept = Accept {
            steps: vec![-1; n],
            track_slots: vec![-1; n],
            track_steps: vec![-1; n],
        };
        for &i in who {
            let p = &pending[i];
            if let Some(&(row, step)) = p.entries.get(e) {
                rows[i] = row;
                accept.steps[i] = step;
                if e + 1 == p.entries.len() {
                    if let Some((slot, step)) = p.track {
                        accept.track_slots[i] = slot;
                        accept.track_steps[i] = step;
                    }
                }
            }
        }
        let c = Case {
            rows,
            ..case.with_pool_bytes(&pool)
        };
        pool = run_replay(&c, ring, &accept, ARCH, StepForm::Exact).expect("flush");
    }
    for &i in who {
        pending[i] = Pending::default();
    }
    pool
}

/// One request's accepted step at a step of the sequence: none (-1), the first token only
/// (0), all tokens, or any; a padding request none.
fn accepted(rng: &mut Rng, tokens: usize, round: usize) -> i32 {
    match (round + rng.below(4)) % 4 {
        0 => 0,
        1 => tokens as i32 - 1,
        2 if rng.below(3) == 0 => -1,
        _ => rng.below(tokens) as i32,
    }
}

/// Run a sequence of `steps` speculative steps through both paths and compare them.
fn sequence(
    rng: &mut Rng,
    gate: Gate,
    pool_dtype: Scalar,
    depth: usize,
    steps: usize,
    tokens: Vec<usize>,
) {
    let tag = format!(
        "{gate} pool {} depth {depth} tokens {tokens:?}",
        pool_dtype.name()
    );
    let g = geo(gate, tokens, depth);
    let n = g.n();
    let start = Case::random(rng, g.clone(), Scalar::Bf16, Scalar::F32, pool_dtype);
    let h0 = start.h0.clone();
    let mut sep_pool = start.pool_bytes();
    let mut fold_pool = sep_pool.clone();
    let mut fold_ring = random_ring(rng, &start);
    let mut pending = vec![Pending::default(); n];
    let spare: Vec<i32> = (0..g.slots as i32).filter(|s| !h0.contains(s)).collect();
    let mut write_backs = 0;
    let fold_tiles = [Requests::One, Requests::Many].map(|r| {
        target::tile_for(gate.verify(), ARCH, r, Mode::Fold, pool_dtype).expect("a fold tile")
    });
    for round in 0..steps {
        let rows: Vec<i32> = (0..n)
            .map(|i| (i * (depth + 1) + round % (depth + 1)) as i32)
            .collect();
        let fresh = Case::random(rng, g.clone(), Scalar::Bf16, Scalar::F32, pool_dtype);
        let case = Case {
            h0: h0.clone(),
            rows: rows.clone(),
            ..fresh.with_pool_bytes(&sep_pool)
        };
        // Verify + replay.
        let tuple = verify(&case, Mode::Tuple, vec![]);
        let mut accept = Accept {
            steps: vec![-1; n],
            track_slots: vec![-1; n],
            track_steps: vec![-1; n],
        };
        for i in 0..n {
            accept.steps[i] = accepted(rng, g.tokens[i], round);
            if accept.steps[i] >= 0 && rng.below(3) == 0 {
                accept.track_slots[i] = spare[i];
                accept.track_steps[i] = rng.below(accept.steps[i] as usize + 1) as i32;
            }
        }
        sep_pool = run_replay(&case, &tuple, &accept, ARCH, StepForm::Exact).expect("replay");
        // Fold mode from the same inputs and its own pool and ring.
        let fold_case = case.with_pool_bytes(&fold_pool);
        let mut extra = ring_values(&fold_ring);
        extra.extend(fold_inputs(&pending, depth));
        // Fold mode alternates the table's tiles for one request and for more (on sm_90
        // one column per lane and two), each against the same verify + replay.
        let out = verify_on(&fold_case, Mode::Fold, extra, fold_tiles[round % 2]);
        assert!(out["o"] == tuple["o"], "{tag} round {round}: o");
        for i in 0..n {
            let (row, steps) = (rows[i] as usize, g.tokens[i]);
            assert!(
                ring_row(&case, &out, row, steps) == ring_row(&case, &tuple, row, steps),
                "{tag} round {round}: request {i}'s tuples"
            );
        }
        assert_eq!(out[diag::WORD], 0i32.to_le_bytes(), "{tag}: diagnostics");
        if pending.iter().any(|p| p.entries.len() == depth) {
            write_backs += 1;
        }
        assert_eq!(
            out["pool"] != fold_pool,
            pending.iter().any(|p| p.entries.len() == depth || p.track.is_some()),
            "{tag} round {round}: the pool is written exactly when a list is full or a track copy is due"
        );
        fold_pool = out["pool"].clone();
        fold_ring = out;
        for i in 0..n {
            let p = &mut pending[i];
            p.track = None;
            if p.entries.len() == depth {
                p.entries.clear();
            }
            if h0[i] >= 0 && accept.steps[i] >= 0 {
                p.entries.push((rows[i], accept.steps[i]));
                if accept.track_steps[i] >= 0 {
                    p.track = Some((accept.track_slots[i], accept.track_steps[i]));
                }
            }
        }
        if round == steps / 2 {
            // A flush in the middle: the pools agree now.
            let all: Vec<usize> = (0..n).collect();
            fold_pool = flush(&case, &fold_pool, &fold_ring, &mut pending, &all);
            assert!(
                fold_pool == sep_pool,
                "{tag} round {round}: pools after a flush"
            );
        }
        if round == 1 {
            // Request 0 leaves (its steps flushed) and a new one takes its slot.
            fold_pool = flush(&case, &fold_pool, &fold_ring, &mut pending, &[0]);
            let newcomer = Case::random(rng, g.clone(), Scalar::Bf16, Scalar::F32, pool_dtype);
            let size = pool_dtype.bytes().unwrap_or(4);
            let slot = h0[0] as usize * g.slot_pitch() * size;
            let len = g.state() * size;
            let fresh = newcomer.pool_bytes()[slot..slot + len].to_vec();
            sep_pool[slot..slot + len].copy_from_slice(&fresh);
            fold_pool[slot..slot + len].copy_from_slice(&fresh);
        }
    }
    let all: Vec<usize> = (0..n).collect();
    let case = start.with_pool_bytes(&fold_pool);
    fold_pool = flush(&case, &fold_pool, &fold_ring, &mut pending, &all);
    assert!(fold_pool == sep_pool, "{tag}: pools after the last flush");
    assert!(
        depth > steps || write_backs > 0,
        "{tag}: no list ever filled, so no write-back was tested"
    );
}

#[test]
fn folded_steps_equal_verify_plus_replay_for_every_depth() {
    let mut rng = Rng::new(0xf01d);
    for (gate, pool, depth) in [
        (Gate::Head, Scalar::F32, 1),
        (Gate::Head, Scalar::Bf16, 1),
        (Gate::Head, Scalar::F32, 3),
        (Gate::Channel, Scalar::F32, 1),
        (Gate::Channel, Scalar::Bf16, 2),
    ] {
        sequence(&mut rng, gate, pool, depth, 7, vec![3, 4, 2]);
    }
    // Drafts longer than a staging block (8 steps): an entry folds in two blocks.
    sequence(&mut rng, Gate::Head, Scalar::F32, 2, 5, vec![11, 3, 9]);
    sequence(&mut rng, Gate::Channel, Scalar::Bf16, 1, 4, vec![10, 2, 9]);
}

#[test]
fn fold_with_nothing_to_fold_is_tuple_mode_and_leaves_the_pool() {
    let mut rng = Rng::new(0xf02);
    for gate in [Gate::Head, Gate::Channel] {
        let case = Case::random(
            &mut rng,
            geo(gate, vec![3, 4, 2], 1),
            Scalar::Bf16,
            Scalar::F32,
            Scalar::F32,
        );
        let tuple = verify(&case, Mode::Tuple, vec![]);
        let fold = verify(&case, Mode::Fold, vec![]);
        for name in ["o", "ring_u", "ring_k", "ring_decay", diag::WORD] {
            assert!(fold[name] == tuple[name], "{gate}: {name}");
        }
        assert!(fold["pool"] == case.pool_bytes(), "{gate}: pool");
    }
}

/// A one-ULP change of one `u` of a folded step changes fold mode's outputs: the byte
/// comparisons above can see a wrong fold.
#[test]
fn a_one_ulp_change_of_a_folded_tuple_is_seen() {
    let mut rng = Rng::new(0xf03);
    let case = Case::random(
        &mut rng,
        geo(Gate::Head, vec![3, 4, 2], 1),
        Scalar::F32,
        Scalar::F32,
        Scalar::F32,
    );
    let g = &case.geo;
    let ring = random_ring(&mut rng, &case);
    let row = (case.rows[0] as usize + 1) % g.rows;
    let mut pending = vec![Pending::default(); g.n()];
    pending[0].entries.push((row as i32, 1));
    let run = |ring: &Bytes| {
        let mut extra = ring_values(ring);
        extra.extend(fold_inputs(&pending, 1));
        verify(&case, Mode::Fold, extra)
    };
    let base = run(&ring);
    let mut nudged = ring.clone();
    // u of request 0's folded row, step 0, value head 0, column 3.
    let at = (row * g.u_row_pitch() + 3) * 4;
    let bits = u32::from_le_bytes(nudged["ring_u"][at..at + 4].try_into().expect("4 bytes"));
    let Some(u) = nudged.get_mut("ring_u") else {
        panic!("no ring_u")
    };
    u[at..at + 4].copy_from_slice(&(bits + 1).to_le_bytes());
    let other = run(&nudged);
    assert_ne!(
        base["pool"], other["pool"],
        "the nudged step reached no pool byte"
    );
    assert!(base["o"] != other["o"], "the nudged step reached no output");
}

/// Each bad fold input of request 0 makes it write nothing (no `o`, no tuples, no pool or
/// track store) and sets its flag; the other requests are unaffected.
#[test]
fn a_bad_fold_entry_skips_its_request_and_says_why() {
    let mut rng = Rng::new(0xf04);
    for gate in [Gate::Head, Gate::Channel] {
        let depth = 2;
        let case = Case::random(
            &mut rng,
            geo(gate, vec![3, 4, 2], depth),
            Scalar::Bf16,
            Scalar::F32,
            Scalar::F32,
        );
        let g = case.geo.clone();
        let mut good = random_fold(&mut rng, &case, depth);
        // Request 0: two entries (a full list: a write-back) and a track copy.
        let other_row = (case.rows[0] + 1) % g.rows as i32;
        let spare = (0..g.slots as i32)
            .find(|s| !case.h0.contains(s))
            .unwrap_or(0);
        let set = |inputs: &mut Vec<(&'static str, Value)>, name: &str, at: usize, x: i32| {
            for (n, v) in inputs.iter_mut() {
                if *n == name {
                    if let Value::Tensor(_, bytes) = v {
                        bytes[at * 4..at * 4 + 4].copy_from_slice(&x.to_le_bytes());
                    }
                }
            }
        };
        for (name, at, x) in [
            ("fold_counts", 0, 2),
            ("fold_rows", 0, other_row),
            ("fold_rows", 1, other_row),
            ("fold_steps", 0, 1),
            ("fold_steps", 1, 2),
            ("track_slots", 0, spare),
            ("track_steps", 0, 1),
        ] {
            set(&mut good, name, at, x);
        }
        let clean = verify(&case, Mode::Fold, good.clone());
        assert_eq!(
            clean[diag::WORD],
            0i32.to_le_bytes(),
            "{gate}: the clean run"
        );
        let new_row = case.rows[0] as usize;
        let tokens0 = g.tokens[0] * g.hv * V * 2;
        let size = 4;
        let slot = |s: i32| (s as usize * g.slot_pitch() * size, g.state() * size);
        for (what, name, at, x, flag) in [
            ("count above the depth", "fold_counts", 0, 3, diag::STEP),
            ("negative count", "fold_counts", 0, -1, diag::STEP),
            ("row out of range", "fold_rows", 1, g.rows as i32, diag::ROW),
            ("negative row", "fold_rows", 0, -3, diag::ROW),
            ("the new row", "fold_rows", 1, new_row as i32, diag::ROW),
            (
                "step past d_alloc",
                "fold_steps",
                1,
                g.d_alloc as i32,
                diag::STEP,
            ),
            ("negative step", "fold_steps", 0, -1, diag::STEP),
            (
                "track slot out of range",
                "track_slots",
                0,
                g.slots as i32,
                diag::TRACK,
            ),
            (
                "track step past the newest",
                "track_steps",
                0,
                3,
                diag::TRACK,
            ),
        ] {
            let mut bad = good.clone();
            set(&mut bad, name, at, x);
            let out = verify(&case, Mode::Fold, bad);
            let tag = format!("{gate}, {what}");
            common::assert_first_skipped(&out, &clean, flag, tokens0, &tag);
            let all = g.d_alloc;
            assert!(
                ring_row(&case, &out, new_row, all)
                    == ring_row(&case, &good_ring(&good), new_row, all),
                "{tag}: tuples written"
            );
            let pool = case.pool_bytes();
            for s in [case.h0[0], spare] {
                let (at, len) = slot(s);
                assert!(
                    out["pool"][at..at + len] == pool[at..at + len],
                    "{tag}: slot {s} written"
                );
            }
            assert!(clean["pool"] != pool, "{gate}: the clean run wrote no pool");
        }
    }
}

/// The ring tensors of fold inputs, as bytes.
fn good_ring(inputs: &[(&'static str, Value)]) -> Bytes {
    inputs
        .iter()
        .filter_map(|(n, v)| match v {
            Value::Tensor(_, b) if n.starts_with("ring_") => Some((n.to_string(), b.clone())),
            _ => None,
        })
        .collect()
}
