//! EAGLE tree verify (`parents`) on the interpreter. Snapshot mode: every node of a random
//! tree (chains, stars, depth D, random shapes) gets the `o` and the snapshot of a chain
//! verify run on its own root-to-node path, bit for bit, for both gates and both profiles
//! with an f32 pool, and the portable profile with a bf16 pool (which re-derives parents on
//! chip). Tuple mode (parents re-derived on chip): the same `o` as the snapshot-mode tree,
//! and the replay of any node's accepted path rebuilds that node's snapshot bit
//! for bit, with the triton-sm90 replay's rounding for a bf16 pool. A request with a bad
//! parent, without a ring row (snapshot) or with too many tokens (tuple), and a replay
//! with a bad path, are skipped whole and say why; the runtime refuses a tree where it
//! would not compute one.

#![cfg(feature = "generator")]
// Requests are indexed into several parallel arrays (h0, rows, tokens, parents).
#![allow(clippy::needless_range_loop)]

use deltagen::cases::*;
use deltagen::dsl::math::Profile;
use deltagen::interp::run_named;
use deltagen::ir::Scalar;
use deltagen::kernels::gdn_verify::{self, Mode};
use deltagen::kernels::{K_DIM, V_DIM};
use deltagen::runtime::launch::{self, DeviceTensor, VerifyStore, VerifyTensors};
use deltagen::runtime::Manifest;
use deltagen::target::Arch;
use deltagen::vocab::{diagnostics as diag, Gate};
use std::collections::BTreeMap;

mod common;

type Bytes = BTreeMap<String, Vec<u8>>;
const K: usize = K_DIM as usize;
const V: usize = V_DIM as usize;

fn geo(gate: Gate, tokens: Vec<usize>) -> Geo {
    let n = tokens.len();
    common::small_geo(gate, tokens, n + 2, n + 1)
}

fn run(case: &Case, profile: Profile, parents: Option<&[Vec<i32>]>) -> Bytes {
    run_mode(case, Mode::Snapshot, profile, parents)
}

/// A tree instance of `mode` run on `case` (a chain without `parents`).
fn run_mode(case: &Case, mode: Mode, profile: Profile, parents: Option<&[Vec<i32>]>) -> Bytes {
    let cfg = gdn_verify::VerifyConfig {
        profile,
        tree: true,
        ..case.verify_config(
            mode,
            Arch::Sm90,
            default_tile(case.geo.gate.verify(), Arch::Sm90),
        )
    };
    let kernel = gdn_verify::build(&cfg).unwrap_or_else(|e| panic!("{e}"));
    let mut inputs = case.verify_inputs(mode);
    if let Some(p) = parents {
        for (name, v) in parents_inputs(p, case.geo.d_alloc) {
            inputs.insert(name.to_string(), v);
        }
    }
    run_named(&kernel, &inputs).unwrap_or_else(|e| panic!("{}: {e}", kernel.name))
}

/// The root-to-node path of position `t` (positions, root first).
fn path(tree: &[i32], t: usize) -> Vec<usize> {
    let mut p = vec![t];
    while let Some(&last) = p.last() {
        if last == 0 {
            break;
        }
        p.push(tree[last] as usize);
    }
    p.reverse();
    p
}

/// A one-request case whose tokens are request `i`'s tokens at `positions`, from the same
/// pool slot.
fn chain_case(case: &Case, i: usize, positions: &[usize]) -> Case {
    let g = &case.geo;
    let first = g.tokens[..i].iter().sum::<usize>();
    let gather = |xs: &[f32], stride: usize| -> Vec<f32> {
        positions
            .iter()
            .flat_map(|&p| xs[(first + p) * stride..(first + p + 1) * stride].to_vec())
            .collect()
    };
    Case {
        geo: Geo {
            tokens: vec![positions.len()],
            rows: 1,
            ..g.clone()
        },
        fused: gather(&case.fused, g.qkv_stride()),
        a: gather(&case.a, g.gate_stride()),
        b: gather(&case.b, g.gate_stride()),
        h0: vec![case.h0[i]],
        rows: vec![0],
        ..case.clone()
    }
}

#[test]
fn every_node_gets_the_chain_of_its_own_path() {
    let mut rng = Rng::new(0x7ee);
    // The portable bf16 tree re-derives its parents on chip (it carries f32 along each
    // branch, as the chain does); the triton-sm90 bf16 tree rounds at every tree step, as
    // SGLang's does, so it is not its paths' chain (the golden tree cases check it).
    let combos = [
        (Profile::Portable, Scalar::F32),
        (Profile::TritonSm90, Scalar::F32),
        (Profile::Portable, Scalar::Bf16),
    ];
    for (round, gate) in [Gate::Head, Gate::Channel].into_iter().enumerate() {
        for (profile, pool) in combos {
            let tokens = vec![5, 6, 4];
            let mut case = Case::random(
                &mut rng,
                geo(gate, tokens.clone()),
                Scalar::Bf16,
                Scalar::F32,
                pool,
            );
            // Every request stores snapshots (a tree needs them); request 1 is padding.
            case.rows = vec![2, 0, 1];
            let parents = common::trees(&mut rng, &tokens, round);
            let tree = run(&case, profile, Some(&parents));
            assert_eq!(tree[diag::WORD], 0i32.to_le_bytes(), "no flag");
            let g = &case.geo;
            let bytes = pool.bytes().unwrap_or(4);
            let (o_tok, state) = (g.hv * V * 2, g.state() * bytes);
            let mut differs_from_chain = false;
            let chain_run = run(&case, profile, None);
            for i in 0..g.n() {
                let first = g.tokens[..i].iter().sum::<usize>();
                let row = case.rows[i] as usize;
                for t in 0..g.tokens[i] {
                    let p = path(&parents[i], t);
                    let chain = run(&chain_case(&case, i, &p), profile, None);
                    let last = p.len() - 1;
                    let tag = format!(
                        "{gate} {} {} pool request {i} node {t} path {p:?}",
                        profile.name(),
                        pool.name()
                    );
                    let o_at = (first + t) * o_tok;
                    assert!(
                        tree["o"][o_at..o_at + o_tok]
                            == chain["o"][last * o_tok..(last + 1) * o_tok],
                        "{tag}: o"
                    );
                    let at = (row * g.inter_row_pitch() + t * g.state()) * bytes;
                    let c_at = last * g.state() * bytes;
                    assert!(
                        tree["inter"][at..at + state] == chain["inter"][c_at..c_at + state],
                        "{tag}: snapshot"
                    );
                    differs_from_chain |=
                        tree["o"][o_at..o_at + o_tok] != chain_run["o"][o_at..o_at + o_tok];
                }
            }
            assert!(differs_from_chain, "{gate}: the trees changed no output");
        }
    }
}

/// The snapshot path's commit of a tree: the scatter takes the last accepted node's index
/// (its position) as the step, and a track copy an ancestor's; the pool then holds those
/// nodes' states, the states of their own branches.
#[test]
fn the_commit_takes_the_accepted_node() {
    let mut rng = Rng::new(0x7f1);
    let tokens = vec![5, 4, 6];
    let mut case = Case::random(
        &mut rng,
        geo(Gate::Channel, tokens.clone()),
        Scalar::Bf16,
        Scalar::F32,
        Scalar::F32,
    );
    case.rows = vec![2, 0, 1];
    case.h0 = vec![0, 1, 2];
    let parents = common::trees(&mut rng, &tokens, 2);
    let tree = run(&case, Profile::Portable, Some(&parents));
    let g = &case.geo;
    let spare = g.n() as i32;
    // Request 0 accepts its last node and tracks that node's parent; the others a random node.
    let mut accept = Accept {
        steps: (0..g.n()).map(|i| rng.below(tokens[i]) as i32).collect(),
        track_slots: vec![-1; g.n()],
        track_steps: vec![-1; g.n()],
    };
    let last = tokens[0] - 1;
    accept.steps[0] = last as i32;
    accept.track_slots[0] = spare;
    accept.track_steps[0] = parents[0][last];
    let pool = run_commit(&case, &tree["inter"], &accept, Arch::Sm90).expect("commit");
    let state = g.state() * 4;
    let snapshot = |i: usize, node: usize| {
        let at = (case.rows[i] as usize * g.inter_row_pitch() + node * g.state()) * 4;
        tree["inter"][at..at + state].to_vec()
    };
    let slot = |s: usize| pool[s * g.slot_pitch() * 4..s * g.slot_pitch() * 4 + state].to_vec();
    for i in 0..g.n() {
        let node = accept.steps[i] as usize;
        let path = path(&parents[i], node);
        let chain = run(&chain_case(&case, i, &path), Profile::Portable, None);
        let c_at = (path.len() - 1) * state;
        assert!(
            slot(case.h0[i] as usize) == snapshot(i, node),
            "request {i}: slot"
        );
        assert!(
            slot(case.h0[i] as usize) == chain["inter"][c_at..c_at + state],
            "request {i}: not its branch's state"
        );
    }
    assert!(
        slot(spare as usize) == snapshot(0, parents[0][last] as usize),
        "the track copy"
    );
}

/// A parent that is not an earlier position, or a tree without a ring row, skips the
/// request whole (no `o`, no snapshot) and sets its flag; the other requests are the
/// same as without the bad one. Both pools: the bf16 one's portable tree re-derives its
/// parents on chip, so it also skips a tree of more than 16 tokens (TOO_MANY_TOKENS).
#[test]
fn a_bad_parent_or_a_tree_without_a_row_skips_the_request() {
    let mut rng = Rng::new(0x7ef);
    for pool in [Scalar::F32, Scalar::Bf16] {
        let bytes = pool.bytes().unwrap_or(4);
        let mut cases = vec![
            (
                "a parent at its own position",
                vec![4, 5, 3],
                2,
                2,
                diag::STEP,
            ),
            ("a later parent", vec![4, 5, 3], 3, 2, diag::STEP),
            ("a negative parent", vec![4, 5, 3], -1, 2, diag::STEP),
            ("a huge parent", vec![4, 5, 3], i32::MAX, 2, diag::STEP),
            ("no ring row", vec![4, 5, 3], 0, -1, diag::ROW),
        ];
        if pool == Scalar::Bf16 {
            cases.push(("17 tokens", vec![17, 5, 3], 0, 2, diag::TOO_MANY_TOKENS));
        }
        for (what, tokens, parent, row, flag) in cases {
            let what = format!("{what} ({} pool)", pool.name());
            let mut case = Case::random(
                &mut rng,
                geo(Gate::Head, tokens.clone()),
                Scalar::Bf16,
                Scalar::F32,
                pool,
            );
            case.rows = vec![2, 0, 1];
            case.h0 = vec![0, 1, 2];
            let good = common::trees(&mut rng, &tokens, 2);
            let g = &case.geo;
            let o_tok = g.hv * V * 2;
            let n0 = tokens[0] * o_tok;
            let mut parents = good.clone();
            parents[0][2] = parent;
            let c = Case {
                rows: vec![row, 0, 1],
                ..case.clone()
            };
            let out = run(&c, Profile::Portable, Some(&parents));
            // The other requests as without the bad one (a tree of 17 tokens is skipped
            // there too: only the other requests' `o` is compared).
            let clean = run(&case, Profile::Portable, Some(&good));
            common::assert_first_skipped(&out, &clean, flag, n0, &what);
            if row >= 0 {
                let at = row as usize * g.inter_row_pitch() * bytes;
                let len = g.d_alloc * g.state() * bytes;
                assert!(
                    out["inter"][at..at + len].iter().all(|&b| b == POISON),
                    "{what}: snapshots written"
                );
            }
        }
    }
    let _ = K;
}

/// The runtime gives `parents` only to a `tree` instance: a chain instance refuses them
/// (it would ignore them), naming what works, and a tree instance of either profile takes a
/// bf16 pool's tree.
#[test]
fn parents_go_only_to_tree_instances() {
    let m = Manifest::load(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("generated"))
        .expect("manifest");
    let mut rng = Rng::new(0x7f0);
    let case = Case::random(
        &mut rng,
        geo(Gate::Head, vec![3, 3]),
        Scalar::Bf16,
        Scalar::F32,
        Scalar::Bf16,
    );
    let g = &case.geo;
    let named = case.verify_inputs(Mode::Snapshot);
    let mut next = 0;
    let tensors = common::fake_verify_tensors(&named, &mut next);
    let mut t = |name: &str| common::fake_tensor(&mut next, &named[name]);
    let parents = DeviceTensor {
        ptr: 1 << 50,
        dtype: Scalar::I32,
        len: g.n() * g.d_alloc,
    };
    let (inter_indices, inter) = (t("inter_indices"), t("inter"));
    let store = |parents| VerifyStore::Snapshot {
        inter_indices,
        inter,
        row_pitch: g.inter_row_pitch() as u64,
        parents,
    };
    let shapes = verify_shapes(g, 3, case.scale);
    let snapshot = |profile: Profile, tree: bool| {
        m.instances
            .iter()
            .find(|e| {
                e.arch == Arch::Sm90
                    && e.family == deltagen::vocab::Family::GdnVerify
                    && e.mode == Some(Mode::Snapshot)
                    && e.file.profile == profile
                    && e.file.pool_dtype == Some(Scalar::Bf16)
                    && e.file.tree.unwrap_or(false) == tree
            })
            .unwrap_or_else(|| panic!("a {} bf16 snapshot instance (tree {tree})", profile.name()))
    };
    let portable = snapshot(Profile::Portable, false);
    launch::verify(portable, &tensors, &store(None), &shapes).expect("a chain is fine");
    let e = launch::verify(portable, &tensors, &store(Some(parents)), &shapes)
        .expect_err("parents to a chain instance")
        .to_string();
    assert!(
        e.contains("would ignore them") && e.contains("`tree` instance"),
        "{e}"
    );
    let triton = snapshot(Profile::TritonSm90, true);
    let dt = DeviceTensor {
        dtype: Scalar::Bf16,
        ..tensors.dt_bias
    };
    let args = launch::verify(
        triton,
        &VerifyTensors {
            dt_bias: dt,
            ..tensors
        },
        &store(Some(parents)),
        &shapes,
    )
    .expect("a triton-sm90 bf16 tree");
    assert_eq!(args["parents_on"], deltagen::runtime::abi::ArgValue::I32(1));
}

/// The node positions each request's replay applies to reach node `min(t, last)`.
fn paths_to(parents: &[Vec<i32>], t: usize) -> Vec<Vec<i32>> {
    parents
        .iter()
        .map(|tree| {
            let node = t.min(tree.len() - 1);
            path(tree, node).into_iter().map(|p| p as i32).collect()
        })
        .collect()
}

/// Tuple mode's tree: `o` equals the snapshot-mode tree's, and replaying any node's
/// path (the node indices from the root) rebuilds the state that node's snapshot holds, in
/// every profile and pool; the triton-sm90 bf16 tree needs the triton-sm90 replay's
/// rounding (the portable replay of the same path differs: the control).
#[test]
fn tuple_tree_equals_the_snapshot_tree_and_replay_rebuilds_every_node() {
    let mut rng = Rng::new(0x7f3);
    let combos = [
        (Profile::Portable, Scalar::F32),
        (Profile::TritonSm90, Scalar::F32),
        (Profile::TritonSm90, Scalar::Bf16),
        (Profile::Portable, Scalar::Bf16),
    ];
    for (round, gate) in [Gate::Head, Gate::Channel].into_iter().enumerate() {
        for (c, (profile, pool)) in combos.into_iter().enumerate() {
            // Request 1 is padding in the verify; up to 16 tokens (tuple mode's most).
            let tokens = if c == 0 {
                vec![16, 6, 9]
            } else {
                vec![7, 5, 6]
            };
            let mut case = Case::random(
                &mut rng,
                geo(gate, tokens.clone()),
                Scalar::Bf16,
                Scalar::F32,
                pool,
            );
            case.rows = vec![2, 0, 1];
            case.h0 = vec![0, -1, 2];
            let parents = common::trees(&mut rng, &tokens, round + c);
            let tag = format!("{gate} {} {}", profile.name(), pool.name());
            let tuple = run_mode(&case, Mode::Tuple, profile, Some(&parents));
            assert_eq!(tuple[diag::WORD], 0i32.to_le_bytes(), "{tag}: no flag");
            let g = &case.geo;
            let state = g.state() * pool.bytes().unwrap_or(4);
            // The reference snapshot of request i's node t: the snapshot-mode tree's.
            let reference = run(&case, profile, Some(&parents));
            assert_eq!(reference[diag::WORD], 0i32.to_le_bytes(), "{tag}: no flag");
            let node_state = |i: usize, t: usize| -> Vec<u8> {
                let at = (case.rows[i] as usize * g.inter_row_pitch() + t * g.state())
                    * pool.bytes().unwrap_or(4);
                reference["inter"][at..at + state].to_vec()
            };
            assert!(tuple["o"] == reference["o"], "{tag}: o");
            // Replay every node's path from each request's own slot (the padding request
            // replays from a zero slot of its own).
            let mut rc = case.clone();
            rc.h0 = vec![0, 1, 2];
            let zero = g.slot_pitch();
            for x in &mut rc.pool[zero..2 * zero] {
                *x = 0.0;
            }
            // The runtime's replay for the profile: triton-sm90's rounds a bf16 pool's path;
            // an f32 pool has nothing to round (the portable one).
            let replay_profile = if pool == Scalar::F32 {
                Profile::Portable
            } else {
                profile
            };
            let mut rounding_seen = false;
            for t in 0..tokens.iter().copied().max().unwrap_or(0) {
                let paths = paths_to(&parents, t);
                let accept = Accept {
                    steps: paths.iter().map(|p| p.len() as i32 - 1).collect(),
                    track_slots: vec![-1; g.n()],
                    track_steps: vec![-1; g.n()],
                };
                let pool_after =
                    run_tree_replay(&rc, &tuple, &accept, &paths, replay_profile, Arch::Sm90)
                        .expect("replay");
                let slot = |bytes: &[u8], s: usize| {
                    let at = s * g.slot_pitch() * pool.bytes().unwrap_or(4);
                    bytes[at..at + state].to_vec()
                };
                for i in 0..g.n() {
                    let node = t.min(tokens[i] - 1);
                    let want = node_state(i, node);
                    assert!(
                        slot(&pool_after, i) == want,
                        "{tag}: replay of request {i} to node {node} path {:?}",
                        paths[i]
                    );
                }
                if profile == Profile::TritonSm90 && pool == Scalar::Bf16 {
                    let plain = run_tree_replay(
                        &rc,
                        &tuple,
                        &accept,
                        &paths,
                        Profile::Portable,
                        Arch::Sm90,
                    )
                    .expect("portable replay");
                    rounding_seen |= plain != pool_after;
                }
            }
            if profile == Profile::TritonSm90 && pool == Scalar::Bf16 {
                assert!(
                    rounding_seen,
                    "{tag}: the portable replay rebuilt the rounded tree"
                );
            }
        }
    }
}

/// Tuple mode's tree skips a request with more than 16 tokens (TOO_MANY_TOKENS) or a bad
/// parent (STEP) whole: no `o`, no tuple; the other requests are as without it.
#[test]
fn a_tuple_tree_with_too_many_tokens_or_a_bad_parent_is_skipped() {
    let mut rng = Rng::new(0x7f4);
    for (what, tokens, parent, flag) in [
        ("17 tokens", vec![17, 4, 3], None, diag::TOO_MANY_TOKENS),
        ("a later parent", vec![5, 4, 3], Some(3), diag::STEP),
        ("a negative parent", vec![5, 4, 3], Some(-1), diag::STEP),
    ] {
        let mut case = Case::random(
            &mut rng,
            geo(Gate::Head, tokens.clone()),
            Scalar::Bf16,
            Scalar::F32,
            Scalar::F32,
        );
        case.rows = vec![2, 0, 1];
        case.h0 = vec![0, 1, 2];
        let good = common::trees(&mut rng, &tokens, 1);
        let mut parents = good.clone();
        if let Some(p) = parent {
            parents[0][2] = p;
        }
        let out = run_mode(&case, Mode::Tuple, Profile::Portable, Some(&parents));
        // The other requests' `o` as the snapshot-mode tree gives it (which has no limit on
        // the tokens; the tuple tree's `o` equals it, tested above).
        let clean = run(&case, Profile::Portable, Some(&good));
        let n0 = tokens[0] * case.geo.hv * V * 2;
        common::assert_first_skipped(&out, &clean, flag, n0, what);
        let row = 2 * case.geo.u_row_pitch() * 4;
        let len = case.geo.u_row_pitch() * 4;
        assert!(
            out["ring_u"][row..row + len].iter().all(|&b| b == POISON),
            "{what}: tuples written"
        );
    }
}

/// A replay path that does not start at node 0, does not increase, or leaves the verified
/// steps skips its request (STEP) and leaves its slot untouched; the others replay.
#[test]
fn a_bad_replay_path_skips_the_request() {
    let mut rng = Rng::new(0x7f5);
    let tokens = vec![6, 5, 4];
    let mut case = Case::random(
        &mut rng,
        geo(Gate::Head, tokens.clone()),
        Scalar::Bf16,
        Scalar::F32,
        Scalar::F32,
    );
    case.rows = vec![2, 0, 1];
    case.h0 = vec![0, 1, 2];
    let parents = common::trees(&mut rng, &tokens, 2);
    let tuple = run_mode(&case, Mode::Tuple, Profile::Portable, Some(&parents));
    let g = &case.geo;
    let good = paths_to(&parents, 5);
    let accept = Accept {
        steps: good.iter().map(|p| p.len() as i32 - 1).collect(),
        track_slots: vec![-1; g.n()],
        track_steps: vec![-1; g.n()],
    };
    let clean = run_tree_replay(&case, &tuple, &accept, &good, Profile::Portable, Arch::Sm90)
        .expect("replay");
    let state = g.state() * 4;
    let before: Vec<u8> = case.pool.iter().flat_map(|x| x.to_le_bytes()).collect();
    for (what, bad) in [
        ("a path not from node 0", vec![1, 2]),
        ("a path that does not increase", vec![0, 2, 2]),
        ("a node past the verified steps", vec![0, g.d_alloc as i32]),
        ("a negative node", vec![0, -1]),
    ] {
        let mut paths = good.clone();
        paths[0] = bad.clone();
        let acc = Accept {
            steps: std::iter::once(bad.len() as i32 - 1)
                .chain(accept.steps[1..].iter().copied())
                .collect(),
            ..accept.clone()
        };
        let mut inputs = replay_inputs(&case, &tuple, &acc);
        for (name, v) in path_inputs(&paths, g.d_alloc) {
            inputs.insert(name.to_string(), v);
        }
        let cfg = deltagen::kernels::gdn_replay::ReplayConfig {
            gate: Gate::Head,
            pool: Scalar::F32,
            arch: Arch::Sm90,
            tile: default_tile(Gate::Head.replay(), Arch::Sm90),
            step: deltagen::kernels::gdn_replay::StepForm::Exact,
            tree: true,
            profile: Profile::Portable,
        };
        let kernel = deltagen::kernels::gdn_replay::build(&cfg).expect("build");
        let out = run_named(&kernel, &inputs).expect("run");
        assert_eq!(
            out[diag::WORD],
            (diag::STEP.bit as i32).to_le_bytes(),
            "{what}: diagnostics"
        );
        assert!(
            out["pool"][..state] == before[..state],
            "{what}: slot 0 written"
        );
        let rest = g.slot_pitch() * 4;
        assert!(
            out["pool"][rest..] == clean[rest..],
            "{what}: the other requests"
        );
    }
}

/// The runtime gives `path` only to a `tree` replay (a chain replay would ignore it), a
/// tree replay refuses to run without one, and the scatter refuses it (it takes the
/// accepted node's index as its step), each naming what works.
#[test]
fn paths_go_only_to_tree_replays() {
    let m = Manifest::load(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("generated"))
        .expect("manifest");
    let mut rng = Rng::new(0x7f6);
    let case = Case::random(
        &mut rng,
        geo(Gate::Head, vec![3, 3]),
        Scalar::Bf16,
        Scalar::F32,
        Scalar::F32,
    );
    let g = &case.geo;
    let accept = Accept {
        steps: vec![1, 2],
        track_slots: vec![-1; 2],
        track_steps: vec![-1; 2],
    };
    let ring_bytes: Bytes = ["ring_u", "ring_k", "ring_decay"]
        .into_iter()
        .map(|n| {
            let len = match n {
                "ring_u" => g.rows * g.u_row_pitch(),
                "ring_k" => g.rows * g.k_row_pitch(),
                _ => g.rows * g.decay_row_pitch(),
            };
            (n.to_string(), vec![0u8; len * 4])
        })
        .collect();
    let named = replay_inputs(&case, &ring_bytes, &accept);
    let mut next = 0;
    let mut t = |name: &str| common::fake_tensor(&mut next, &named[name]);
    let (pool, u, k, decay) = (t("pool"), t("ring_u"), t("ring_k"), t("ring_decay"));
    let idx = launch::CommitIndices {
        slots: t("slot_indices"),
        rows: t("row_indices"),
        steps: t("accepted_steps"),
        track_slots: t("track_slots"),
        track_steps: t("track_steps"),
        diagnostics: None,
    };
    let path = DeviceTensor {
        ptr: 1 << 50,
        dtype: Scalar::I32,
        len: g.n() * g.d_alloc,
    };
    let ring = |path| launch::Ring {
        u,
        k,
        decay,
        u_layer_pitch: 0,
        u_row_pitch: g.u_row_pitch() as u64,
        k_layer_pitch: 0,
        k_row_pitch: g.k_row_pitch() as u64,
        decay_layer_pitch: 0,
        decay_row_pitch: g.decay_row_pitch() as u64,
        path,
    };
    let shapes = launch::CommitShapes {
        layers: 1,
        requests: g.n() as u64,
        slots: g.slots as u64,
        rows: g.rows as u64,
        steps: g.d_alloc as u64,
        d_alloc: g.d_alloc as u64,
        h: g.h as u64,
        hv: g.hv as u64,
        pool_layer_pitch: 0,
        pool_slot_pitch: g.slot_pitch() as u64,
    };
    let replay = |tree: bool| {
        m.instances
            .iter()
            .find(|e| {
                e.arch == Arch::Sm90
                    && e.family == deltagen::vocab::Family::GdnReplay
                    && e.file.pool_dtype == Some(Scalar::F32)
                    && e.file.tree.unwrap_or(false) == tree
            })
            .unwrap_or_else(|| panic!("an f32 gdn_replay (tree {tree})"))
    };
    launch::replay(replay(false), &pool, &ring(None), &idx, &shapes).expect("a chain");
    let e = launch::replay(replay(false), &pool, &ring(Some(path)), &idx, &shapes)
        .expect_err("a path to a chain replay")
        .to_string();
    assert!(
        e.contains("would ignore it") && e.contains("`tree` replay"),
        "{e}"
    );
    let e = launch::replay(replay(true), &pool, &ring(None), &idx, &shapes)
        .expect_err("a tree replay without its path")
        .to_string();
    assert!(e.contains("needs `path`"), "{e}");
    let args = launch::replay(replay(true), &pool, &ring(Some(path)), &idx, &shapes)
        .expect("a tree replay with its path");
    assert_eq!(args["path_on"], deltagen::runtime::abi::ArgValue::I32(1));
}
