//! The memory planner reproduces seed 000's snapshot figures exactly, reports smaller tuple
//! figures than seed 000's (k stored once per key head), and its ring sizes are exactly the
//! allocation the runtime's typed launch API accepts (one element less is refused).

use deltagen::rng::Rng;
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

/// `Query::parse` refuses a query whose scratch would not fit a u64 with its own bound
/// (`fits`, counted apart from the formulas); this holds the bound to the formulas: for
/// random queries of every mode, gate, pool, depth and tree setting, sizes drawn
/// log-uniformly up to 2^64, every accepted query's report is computed without an overflow
/// (this test profile checks every u64 operation), and both accepted and refused queries
/// occur near the limit (half the queries are drawn there). The controls: the formulas
/// overflow, and the check sees it, on the sizes of a refused query; and a planted bug in
/// the bound (a snapshot counted at 1 byte an element instead of 4) makes this test fail
/// on an accepted snapshot query that overflows.
#[test]
fn every_accepted_plan_query_reports_without_overflow() {
    let mut rng = Rng::new(0x91a7);
    let size = |rng: &mut Rng| -> u64 {
        let bits = 1 + rng.below(64) as u32;
        let v = rng.next_u64() >> (64 - bits);
        v.max(1)
    };
    let (mut accepted, mut refused, mut large) = (0, 0, 0);
    let mut refused_example = None;
    for i in 0..4000 {
        let (mut layers, mut h) = (size(&mut rng), (size(&mut rng) >> rng.below(60)).max(1));
        let ratio = 1 << rng.below(4);
        let mut hv = h.saturating_mul(ratio);
        let (mut draft, mut requests) = ((size(&mut rng) >> rng.below(60)).max(1), size(&mut rng));
        if i % 2 == 0 {
            // Near the limit: a moderate geometry, and requests that put the largest total
            // within a factor of 64 of 2^64 either way.
            layers = 1 + (layers & 0xfff);
            draft = 1 + (draft & 0xff);
            h = 1 + (h & 0x3f);
            hv = h * ratio;
            let g = plan::Geometry {
                name: "probe",
                gate: Gate::Channel,
                layers,
                h,
                hv,
            };
            let per_row = plan::scratch(&g, draft, 0, Scalar::F32)
                .fold_total(16)
                .max(1);
            let shift = rng.below(13) as i32 - 6;
            let base = u64::MAX / per_row;
            requests = if shift >= 0 {
                base.saturating_mul(1 << shift)
            } else {
                base >> -shift
            }
            .max(1);
        }
        let mode = ["snapshot", "tuple", "fold"][rng.below(3)];
        let gate = ["gdn", "kda"][rng.below(2)];
        let pool = ["f32", "bf16"][rng.below(2)];
        let tree = mode != "fold" && rng.below(4) == 0 && draft <= 8;
        let depth = 1 + rng.below(16);
        let query = format!(
            r#"{{"layers": {layers}, "heads": "{h},{hv}", "draft": {draft}, "requests": {requests}, "mode": "{mode}", "gate": "{gate}", "pool_dtype": "{pool}", "fold_depth": {depth}, "tree": {tree}, "kv_bytes_per_token": {}}}"#,
            1 + (i % 7)
        );
        match plan::Query::from_json(&query) {
            Ok(q) => {
                accepted += 1;
                let report = std::panic::catch_unwind(|| q.report())
                    .unwrap_or_else(|_| panic!("an accepted query overflowed: {query}"));
                let reserved = report["reserved_bytes"].as_u64().expect("a u64");
                if reserved > 1 << 60 {
                    large += 1;
                }
            }
            Err(e) if e.contains("2^64 bytes") => {
                refused += 1;
                refused_example.get_or_insert((layers, h, hv, draft, requests));
            }
            Err(_) => {}
        }
    }
    assert!(
        accepted > 500 && refused > 500 && large > 10,
        "{accepted} accepted ({large} above 2^60 bytes), {refused} refused"
    );
    eprintln!("{accepted} accepted ({large} above 2^60 bytes), {refused} refused");
    // The control: a refused query's sizes do overflow the formulas, and a panic is seen.
    let (layers, h, hv, draft, requests) = refused_example.expect("a refused query");
    let g = plan::Geometry {
        name: "control",
        gate: Gate::Channel,
        layers,
        h,
        hv,
    };
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {})); // the expected overflow's message, silenced
    let overflowed = std::panic::catch_unwind(|| {
        let s = plan::scratch(&g, draft, requests, Scalar::F32);
        (
            s.snapshot_total(),
            s.tuple_total(),
            s.conv_total(),
            s.fold_total(16),
        )
    });
    std::panic::set_hook(hook);
    assert!(
        overflowed.is_err(),
        "the formulas did not overflow on a refused query's sizes, or this build does not \
         check overflow (run it in the test profile): {layers} layers, H,HV {h},{hv}, D {draft}, \
         {requests} requests"
    );
}
