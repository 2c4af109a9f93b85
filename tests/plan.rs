//! The memory planner reproduces seed 000's snapshot figures exactly, reports smaller tuple
//! figures than seed 000's (k stored once per key head), and its ring sizes are exactly the
//! allocation the runtime's typed launch API accepts (one element less is refused).

use deltagen::runtime::launch::{self, CommitIndices, CommitShapes, DeviceTensor, Ring};
use deltagen::runtime::plan::{self, gib};
use deltagen::runtime::Manifest;
use deltagen::target::Arch;
use deltagen::vocab::{Gate, Scalar};
use std::path::Path;
use std::process::Command;

#[test]
fn seed_figures_are_reproduced() {
    // (model, D, requests, seed's snapshot GiB, seed's tuple GiB storing k per value head)
    for (name, d, r, snapshot, seed_tuple) in [
        ("Qwen3.6-35B-A3B", 4, 25, "6.09", 0.10),
        ("Qwen3.6-35B-A3B", 16, 8, "8.44", 0.13),
        ("Qwen3.8-27B", 8, 8, "10.12", 0.16),
    ] {
        let s = plan::scratch(&plan::model(name).expect("model"), d, r, Scalar::F32);
        assert_eq!(
            format!("{:.2}", gib(s.snapshot_total())),
            snapshot,
            "{name} D={d} R={r}"
        );
        assert!(
            gib(s.tuple_total()) < seed_tuple,
            "{name}: tuple {} GiB",
            gib(s.tuple_total())
        );
    }
    let bf16 = plan::scratch(
        &plan::model("Qwen3.6-35B-A3B").expect("model"),
        4,
        25,
        Scalar::Bf16,
    );
    let f32 = plan::scratch(
        &plan::model("Qwen3.6-35B-A3B").expect("model"),
        4,
        25,
        Scalar::F32,
    );
    assert_eq!(2 * bf16.snapshot_total(), f32.snapshot_total());
    assert_eq!(
        bf16.tuple_total(),
        f32.tuple_total(),
        "the ring is f32 for any pool"
    );
}

#[test]
fn kda_tuples_hold_a_decay_per_key_channel() {
    let gdn = plan::model("Qwen3.6-35B-A3B").expect("model");
    let kda = plan::Geometry {
        gate: Gate::Channel,
        ..gdn
    };
    let (l, d, h, hv) = (30u64, 4u64, 16u64, 32u64);
    let s = plan::scratch(&kda, d, 25, Scalar::F32);
    // u [HV, V], k [H, K] and decay [HV, K] per step, f32.
    assert_eq!(s.tuple_per_row, l * d * (hv * 128 + h * 128 + hv * 128) * 4);
    let g = plan::scratch(&gdn, d, 25, Scalar::F32);
    assert_eq!(s.tuple_per_row - g.tuple_per_row, l * d * hv * 127 * 4);
    assert_eq!(
        s.snapshot_per_row, g.snapshot_per_row,
        "snapshots do not change"
    );
}

#[test]
fn planned_ring_bytes_are_exactly_what_the_runtime_accepts() {
    for (gate, name) in [
        (Gate::Head, "gdn_replay_pool_f32_bv32w4"),
        (Gate::Channel, "kda_replay_pool_f32_bv32w4"),
    ] {
        planned_ring_is_accepted(gate, name);
    }
}

fn planned_ring_is_accepted(gate: Gate, name: &str) {
    let m =
        Manifest::load(&Path::new(env!("CARGO_MANIFEST_DIR")).join("generated")).expect("manifest");
    let entry = m.find(name, Arch::Sm90).expect("replay");
    let g = plan::Geometry {
        gate,
        ..plan::model("Qwen3.6-35B-A3B").expect("model")
    };
    let w = u64::from(gate.width());
    let (d, requests) = (4u64, 25u64);
    let rows = requests + 1;
    let (u, k, decay) = plan::ring_lens(&g, d, rows);
    let s = plan::scratch(&g, d, requests, Scalar::F32);
    assert_eq!(
        (u + k + decay) * 4,
        s.tuple_total(),
        "planner bytes = the three ring tensors"
    );
    let state = g.hv * 128 * 128;
    let t = |ptr: u64, dtype: Scalar, len: u64| DeviceTensor {
        ptr,
        dtype,
        len: len as usize,
    };
    let pool = t(1 << 40, Scalar::F32, g.layers * rows * state);
    let idx = |i: u64| t((i + 10) << 32, Scalar::I32, requests);
    let indices = CommitIndices {
        slots: idx(1),
        rows: idx(2),
        steps: idx(3),
        track_slots: idx(4),
        track_steps: idx(5),
        diagnostics: None,
    };
    let shapes = CommitShapes {
        layers: g.layers,
        requests,
        slots: rows,
        rows,
        steps: d,
        d_alloc: d,
        h: g.h,
        hv: g.hv,
        pool_layer_pitch: rows * state,
        pool_slot_pitch: state,
    };
    let ring = |u_len: u64| Ring {
        u: t(2 << 40, Scalar::F32, u_len),
        k: t(3 << 40, Scalar::F32, k),
        decay: t(4 << 40, Scalar::F32, decay),
        u_layer_pitch: rows * d * g.hv * 128,
        u_row_pitch: d * g.hv * 128,
        k_layer_pitch: rows * d * g.h * 128,
        k_row_pitch: d * g.h * 128,
        decay_layer_pitch: rows * d * g.hv * w,
        decay_row_pitch: d * g.hv * w,
        path: None,
    };
    launch::replay(entry, &pool, &ring(u), &indices, &shapes)
        .expect("the planned allocation is accepted");
    let short = launch::replay(entry, &pool, &ring(u - 1), &indices, &shapes)
        .expect_err("one element short");
    assert!(short.to_string().contains("`ring_u` has"), "{short}");
    let short_decay = Ring {
        decay: t(4 << 40, Scalar::F32, decay - 1),
        ..ring(u)
    };
    let e = launch::replay(entry, &pool, &short_decay, &indices, &shapes)
        .expect_err("decay one element short");
    assert!(e.to_string().contains("`ring_decay` has"), "{gate}: {e}");
}

#[test]
fn plan_command_prints_both_paths_and_refuses_bad_input() {
    let bin = env!("CARGO_BIN_EXE_deltagen");
    let out = Command::new(bin)
        .args([
            "plan",
            "--model",
            "Qwen3.6-35B-A3B",
            "--draft",
            "4",
            "--requests",
            "25",
            "--kv-bytes-per-token",
            "7680",
        ])
        .output()
        .expect("runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && text.contains("6.09") && text.contains("KV tokens"),
        "{text}"
    );
    let out = Command::new(bin)
        .args([
            "plan",
            "--layers",
            "40",
            "--heads",
            "8,24",
            "--draft",
            "2",
            "--requests",
            "3",
            "--json",
        ])
        .output()
        .expect("runs");
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(doc["rows"], 4);
    assert_eq!(doc["gate"], "gdn");
    let out = Command::new(bin)
        .args([
            "plan",
            "--layers",
            "40",
            "--heads",
            "8,24",
            "--draft",
            "2",
            "--requests",
            "3",
            "--gate",
            "kda",
            "--json",
        ])
        .output()
        .expect("runs");
    let kda: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(kda["gate"], "kda");
    let per_row = |d: &serde_json::Value| d["tuple_bytes_per_row"].as_u64().expect("bytes");
    assert_eq!(per_row(&kda) - per_row(&doc), 40 * 2 * 24 * 127 * 4);
    // KDA's optional pre-pass buffer: 3 requests x 2 tokens x HV x K f32, once for all
    // layers; GDN has none.
    assert_eq!(kda["kda_decay_bytes"].as_u64(), Some(3 * 2 * 24 * 128 * 4));
    assert_eq!(doc["kda_decay_bytes"].as_u64(), Some(0));
    for bad in [
        vec![
            "plan",
            "--model",
            "Llama-3",
            "--draft",
            "4",
            "--requests",
            "1",
        ],
        vec![
            "plan",
            "--layers",
            "4",
            "--heads",
            "5,7",
            "--draft",
            "4",
            "--requests",
            "1",
        ],
        vec![
            "plan",
            "--model",
            "Qwen3.8-27B",
            "--draft",
            "x",
            "--requests",
            "1",
        ],
        vec![
            "plan",
            "--model",
            "Qwen3.8-27B",
            "--draft",
            "4",
            "--requests",
            "1",
            "--pool-dtype",
            "f16",
        ],
        vec![
            "plan",
            "--model",
            "Qwen3.8-27B",
            "--draft",
            "4",
            "--requests",
            "1",
            "--gate",
            "mamba",
        ],
    ] {
        let o = Command::new(bin).args(&bad).output().expect("runs");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(
            !o.status.success() && !err.contains("panicked") && !err.is_empty(),
            "{bad:?}: {err}"
        );
    }
}

/// `plan --tree`: a tree of D tokens reserves what a chain of D does on both paths (one
/// state or one tuple per node), plus `parents` and the accepted paths (2·requests·D·4
/// bytes); tuple mode refuses a tree of more than 16 tokens and fold mode any tree, with
/// messages naming what works.
#[test]
fn plan_reports_tree_scratch_and_refuses_trees_where_they_do_not_run() {
    let bin = env!("CARGO_BIN_EXE_deltagen");
    let run_d = |draft: &str, extra: &[&str]| {
        let mut args = vec![
            "plan",
            "--model",
            "Qwen3.6-35B-A3B",
            "--draft",
            draft,
            "--requests",
            "25",
            "--json",
        ];
        args.extend_from_slice(extra);
        Command::new(bin).args(&args).output().expect("runs")
    };
    let run = |extra: &[&str]| run_d("8", extra);
    let json = |o: &std::process::Output| -> serde_json::Value {
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        serde_json::from_slice(&o.stdout).expect("json")
    };
    let chain = json(&run(&[]));
    for mode in ["tuple", "snapshot"] {
        let tree = json(&run(&["--tree", "--mode", mode]));
        assert_eq!(tree["tree"], true);
        assert_eq!(tree["tree_index_bytes"], 2 * 25 * 8 * 4);
        for key in ["snapshot_bytes", "tuple_bytes"] {
            assert_eq!(tree[key], chain[key], "{mode} {key}");
        }
    }
    assert_eq!(chain["tree"], false);
    assert_eq!(chain["tree_index_bytes"], 0);
    for (draft, mode, want) in [("8", "fold", "linear chain"), ("17", "tuple", "at most 16")] {
        let o = run_d(draft, &["--tree", "--mode", mode]);
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(
            !o.status.success() && err.contains(want),
            "{mode} D={draft}: {err}"
        );
    }
    let o = run_d("17", &["--tree", "--mode", "snapshot"]);
    assert!(o.status.success(), "a snapshot tree has no size limit");
}

/// The JSON query (the C ABI's `deltagen_plan`, Python's `deltagen.plan`) is the command's
/// options by another spelling: the same report as `plan --json`, and the same refusals,
/// naming the key as the caller spelled it.
#[test]
fn a_json_query_reports_what_the_command_prints() {
    let bin = env!("CARGO_BIN_EXE_deltagen");
    let out = Command::new(bin)
        .args([
            "plan",
            "--model",
            "Qwen3.8-27B",
            "--draft",
            "8",
            "--requests",
            "8",
            "--mode",
            "tuple",
            "--fold-depth",
            "4",
            "--gate",
            "kda",
            "--tree",
            "--json",
        ])
        .output()
        .expect("runs");
    let cli: serde_json::Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&out.stderr)));
    let q = plan::Query::from_json(
        r#"{"model": "Qwen3.8-27B", "draft": 8, "requests": "8", "mode": "tuple",
            "fold_depth": 4, "gate": "kda", "tree": true}"#,
    )
    .expect("query");
    assert_eq!(q.report(), cli);
    assert_eq!(cli["fold_depth"], 4);
    let custom =
        plan::Query::from_json(r#"{"layers": 40, "heads": [8, 24], "draft": 2, "requests": 3}"#)
            .expect("custom");
    assert_eq!(custom.report()["rows"], 4);
    for (query, words) in [
        ("[1]", &["JSON object"][..]),
        ("{", &["not JSON"]),
        (r#"{"model": "Qwen3.8-27B", "draft": 4}"#, &["\"requests\""]),
        (
            r#"{"model": "Qwen3.8-27B", "draft": 4, "requests": 1, "speed": 1}"#,
            &["\"speed\"", "fold_depth"],
        ),
        (
            r#"{"model": "Qwen3.8-27B", "draft": -4, "requests": 1}"#,
            &["\"draft\"", "-4"],
        ),
        (
            r#"{"model": "Qwen3.8-27B", "draft": 4, "requests": 1, "tree": 1}"#,
            &["\"tree\""],
        ),
        (
            r#"{"model": "Qwen3.8-27B", "draft": 4, "requests": 1, "mode": "decode"}"#,
            &["\"mode\""],
        ),
        (
            r#"{"model": "Qwen3.8-27B", "draft": 4, "requests": 1, "draft": {}}"#,
            &["\"draft\""],
        ),
        (
            r#"{"layers": 4, "heads": "8", "draft": 4, "requests": 1}"#,
            &["\"heads\"", "H,HV"],
        ),
        // Sizes whose scratch would wrap a u64 (it once printed wrapped totals).
        (
            r#"{"model": "Qwen3.6-35B-A3B", "draft": 4, "requests": 100000000000}"#,
            &["\"requests\" 100000000000", "2^64 bytes"],
        ),
        (
            r#"{"model": "Qwen3.6-35B-A3B", "draft": 18446744073709551615, "requests": 1}"#,
            &["\"draft\"", "2^64 bytes"],
        ),
        (
            r#"{"model": "Qwen3.6-35B-A3B", "draft": 4, "requests": 18446744073709551615}"#,
            &["2^64 bytes"],
        ),
        (
            r#"{"layers": 18446744073709551615, "heads": "16,32", "draft": 4, "requests": 1}"#,
            &["2^64 bytes"],
        ),
    ] {
        let e = plan::Query::from_json(query).expect_err(query);
        assert!(words.iter().all(|w| e.contains(w)), "{query}: {e}");
    }
    // The largest query that fits is still planned, its totals exact.
    let q =
        plan::Query::from_json(r#"{"model": "Qwen3.6-35B-A3B", "draft": 4, "requests": 1000000}"#)
            .expect("a million requests fit");
    let s = q.scratch();
    assert_eq!(s.snapshot_total(), s.snapshot_per_row * 1_000_001);
}
