//! EAGLE tree verify (snapshot mode with `parents`) on the interpreter: every node of a
//! random tree (chains, stars, depth D, random shapes) gets the `o` and the snapshot of a
//! chain verify run on its own root-to-node path, bit for bit, for both gates and both
//! profiles with an f32 pool; a request with a bad parent or without a ring row is skipped
//! whole and says why; the runtime refuses a tree where it would not compute one.

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
    Geo {
        gate,
        h: 1,
        hv: 2,
        d_alloc: tokens.iter().copied().max().unwrap_or(1) + 1,
        tokens,
        slots: n + 2,
        rows: n + 1,
    }
}

fn run(case: &Case, profile: Profile, parents: Option<&[Vec<i32>]>) -> Bytes {
    let cfg = gdn_verify::VerifyConfig {
        profile,
        tree: true,
        ..case.verify_config(
            Mode::Snapshot,
            Arch::Sm90,
            default_tile(case.geo.gate.verify(), Arch::Sm90),
        )
    };
    let kernel = gdn_verify::build(&cfg).unwrap_or_else(|e| panic!("{e}"));
    let mut inputs = case.verify_inputs(Mode::Snapshot);
    if let Some(p) = parents {
        for (name, v) in parents_inputs(p, case.geo.d_alloc) {
            inputs.insert(name.to_string(), v);
        }
    }
    run_named(&kernel, &inputs).unwrap_or_else(|e| panic!("{}: {e}", kernel.name))
}

/// The trees of a step: request `i` gets shape `(i + round) % 4`: a chain, a star, a
/// random tree, or a binary tree (parent `(t - 1) / 2`).
fn trees(rng: &mut Rng, tokens: &[usize], round: usize) -> Vec<Vec<i32>> {
    tokens
        .iter()
        .enumerate()
        .map(|(i, &t)| {
            (0..t)
                .map(|pos| match (pos, (i + round) % 4) {
                    (0, _) => -1,
                    (p, 0) => p as i32 - 1,
                    (_, 1) => 0,
                    (p, 2) => rng.below(p) as i32,
                    (p, _) => ((p - 1) / 2) as i32,
                })
                .collect()
        })
        .collect()
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
    for (round, gate) in [Gate::Head, Gate::Channel].into_iter().enumerate() {
        for profile in Profile::ALL {
            let tokens = vec![5, 6, 4];
            let mut case = Case::random(
                &mut rng,
                geo(gate, tokens.clone()),
                Scalar::Bf16,
                Scalar::F32,
                Scalar::F32,
            );
            // Every request stores snapshots (a tree needs them); request 1 is padding.
            case.rows = vec![2, 0, 1];
            let parents = trees(&mut rng, &tokens, round);
            let tree = run(&case, profile, Some(&parents));
            assert_eq!(tree[diag::WORD], 0i32.to_le_bytes(), "no flag");
            let g = &case.geo;
            let (o_tok, state) = (g.hv * V * 2, g.state() * 4);
            let mut differs_from_chain = false;
            let chain_run = run(&case, profile, None);
            for i in 0..g.n() {
                let first = g.tokens[..i].iter().sum::<usize>();
                let row = case.rows[i] as usize;
                for t in 0..g.tokens[i] {
                    let p = path(&parents[i], t);
                    let chain = run(&chain_case(&case, i, &p), profile, None);
                    let last = p.len() - 1;
                    let tag = format!("{gate} {} request {i} node {t} path {p:?}", profile.name());
                    let o_at = (first + t) * o_tok;
                    assert!(
                        tree["o"][o_at..o_at + o_tok]
                            == chain["o"][last * o_tok..(last + 1) * o_tok],
                        "{tag}: o"
                    );
                    let at = (row * g.inter_row_pitch() + t * g.state()) * 4;
                    let c_at = last * g.state() * 4;
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
    let parents = trees(&mut rng, &tokens, 2);
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
/// same as without the bad one.
#[test]
fn a_bad_parent_or_a_tree_without_a_row_skips_the_request() {
    let mut rng = Rng::new(0x7ef);
    let tokens = vec![4, 5, 3];
    let mut case = Case::random(
        &mut rng,
        geo(Gate::Head, tokens.clone()),
        Scalar::Bf16,
        Scalar::F32,
        Scalar::F32,
    );
    case.rows = vec![2, 0, 1];
    case.h0 = vec![0, 1, 2];
    let good = trees(&mut rng, &tokens, 2);
    let clean = run(&case, Profile::Portable, Some(&good));
    let g = &case.geo;
    let o_tok = g.hv * V * 2;
    let n0 = tokens[0] * o_tok;
    for (what, parent, row, flag) in [
        ("a parent at its own position", 2, 2, diag::STEP),
        ("a later parent", 3, 2, diag::STEP),
        ("a negative parent", -1, 2, diag::STEP),
        ("a huge parent", i32::MAX, 2, diag::STEP),
        ("no ring row", 0, -1, diag::ROW),
    ] {
        let mut parents = good.clone();
        parents[0][2] = parent;
        let c = Case {
            rows: vec![row, 0, 1],
            ..case.clone()
        };
        let out = run(&c, Profile::Portable, Some(&parents));
        common::assert_first_skipped(&out, &clean, flag, n0, what);
        if row >= 0 {
            let at = row as usize * g.inter_row_pitch() * 4;
            let len = g.d_alloc * g.state() * 4;
            assert!(
                out["inter"][at..at + len].iter().all(|&b| b == POISON),
                "{what}: snapshots written"
            );
        }
    }
    let _ = K;
}

/// The runtime gives `parents` only to a `tree` instance: a chain instance refuses them
/// (it would ignore them), naming what works; dispatch refuses the portable bf16 tree
/// (`tests/dispatch.rs`), and a triton-sm90 tree instance takes a bf16 pool's tree.
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
