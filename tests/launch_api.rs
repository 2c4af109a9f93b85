//! The typed launch API validates before launching: a consistent set of arguments gives
//! exactly the scalars the interpreter cases use (and packs for the kernel), and each kind
//! of mistake is refused with a message naming the argument.

#![cfg(feature = "generator")]

use deltagen::cases::{replay_inputs, Accept, Case, Geo, Rng};
use deltagen::interp::Value;
use deltagen::ir::Scalar;
use deltagen::kernels::gdn_verify::Mode;
use deltagen::runtime::abi::{self, ArgValue};
use deltagen::runtime::launch::{
    self, CommitIndices, CommitShapes, DeviceTensor, Ring, VerifyShapes, VerifyStore, VerifyTensors,
};
use deltagen::runtime::Manifest;
use deltagen::target::Arch;
use std::path::Path;

mod common;

fn manifest() -> Manifest {
    Manifest::load(&Path::new(env!("CARGO_MANIFEST_DIR")).join("generated")).expect("manifest")
}

use common::fake_tensor as tensor;
use common::fake_verify_tensors as verify_tensors;

fn case() -> Case {
    let geo = Geo {
        gate: deltagen::vocab::Gate::Head,
        h: 4,
        hv: 16,
        tokens: vec![4; 4],
        d_alloc: 6,
        slots: 10,
        rows: 6,
    };
    Case::random(
        &mut Rng::new(7),
        geo,
        Scalar::Bf16,
        Scalar::F32,
        Scalar::F32,
    )
}

#[test]
fn replay_arguments_match_the_cases_and_mistakes_are_refused() {
    let m = manifest();
    let entry = m
        .find("gdn_replay_pool_f32_bv32w4", Arch::Sm90)
        .expect("entry");
    let case = case();
    let mut rng = Rng::new(8);
    let ring_bytes = deltagen::cases::random_ring(&mut rng, &case);
    let accept = Accept::random(&mut rng, &case);
    let named = replay_inputs(&case, &ring_bytes, &accept);
    let mut n = 0;
    let mut t = |k: &str| tensor(&mut n, &named[k]);
    let pool = t("pool");
    let g = &case.geo;
    let ring = Ring {
        u: t("ring_u"),
        k: t("ring_k"),
        decay: t("ring_decay"),
        u_layer_pitch: 0,
        u_row_pitch: g.u_row_pitch() as u64,
        k_layer_pitch: 0,
        k_row_pitch: g.k_row_pitch() as u64,
        decay_layer_pitch: 0,
        decay_row_pitch: g.decay_row_pitch() as u64,
        path: None,
    };
    let idx = CommitIndices {
        slots: t("slot_indices"),
        rows: t("row_indices"),
        steps: t("accepted_steps"),
        track_slots: t("track_slots"),
        track_steps: t("track_steps"),
        diagnostics: Some(t("diagnostics")),
    };
    let shapes = CommitShapes {
        layers: 1,
        requests: 4,
        slots: g.slots as u64,
        rows: g.rows as u64,
        steps: g.d_alloc as u64,
        d_alloc: g.d_alloc as u64,
        h: 4,
        hv: 16,
        pool_layer_pitch: 0,
        pool_slot_pitch: g.slot_pitch() as u64,
    };
    let args = launch::replay(entry, &pool, &ring, &idx, &shapes).expect("valid arguments");
    for (name, v) in &named {
        if let Value::Scalar(c) = v {
            assert_eq!(args[name], deltagen::cases::launch_arg(*c), "{name}");
        }
    }
    abi::pack(&entry.params, &args).expect("packs for the kernel");

    let refuse =
        |pool: DeviceTensor, ring: Ring, idx: CommitIndices, s: CommitShapes, needle: &str| {
            let e = launch::replay(entry, &pool, &ring, &idx, &s)
                .expect_err(needle)
                .to_string();
            assert!(e.contains(needle), "expected `{needle}` in: {e}");
        };
    // One element short of the last slot's last state element (the pitch has padding).
    let short = (g.slots - 1) * g.slot_pitch() + g.state() - 1;
    refuse(
        DeviceTensor { len: short, ..pool },
        ring,
        idx,
        shapes,
        "`pool` has",
    );
    refuse(
        DeviceTensor {
            dtype: Scalar::Bf16,
            ..pool
        },
        ring,
        idx,
        shapes,
        "`pool` is bf16",
    );
    refuse(
        DeviceTensor {
            ptr: pool.ptr + 2,
            ..pool
        },
        ring,
        idx,
        shapes,
        "not aligned",
    );
    // Element-aligned but not on a 4-element chunk: the replay reads the pool in chunks.
    refuse(
        DeviceTensor {
            ptr: pool.ptr + 4,
            ..pool
        },
        ring,
        idx,
        shapes,
        "aligned to 16 bytes",
    );
    refuse(
        DeviceTensor { ptr: 0, ..pool },
        ring,
        idx,
        shapes,
        "null pointer",
    );
    refuse(
        pool,
        ring,
        CommitIndices {
            rows: DeviceTensor { len: 3, ..idx.rows },
            ..idx
        },
        shapes,
        "`row_indices` has 3 entries",
    );
    refuse(
        pool,
        ring,
        idx,
        CommitShapes { steps: 7, ..shapes },
        "larger than the allocated D",
    );
    refuse(
        pool,
        ring,
        idx,
        CommitShapes { hv: 6, ..shapes },
        "HV a multiple of H",
    );
    refuse(
        pool,
        Ring {
            u_row_pitch: 10,
            ..ring
        },
        idx,
        shapes,
        "u row pitch",
    );
    refuse(
        pool,
        ring,
        idx,
        CommitShapes {
            pool_slot_pitch: 100,
            ..shapes
        },
        "slot pitch",
    );
    refuse(
        pool,
        ring,
        idx,
        CommitShapes {
            layers: 2,
            ..shapes
        },
        "pool layer pitch",
    );
    let wrong = m
        .find("gdn_commit_scatter_pool_f32_w4", Arch::Sm90)
        .expect("entry");
    assert!(
        launch::replay(wrong, &pool, &ring, &idx, &shapes).is_err(),
        "a commit instance is not a replay"
    );
}

#[test]
fn verify_arguments_match_the_cases_and_mistakes_are_refused() {
    let m = manifest();
    let entry = m
        .find(
            "gdn_verify_tuple_act_bf16_dt_f32_pool_f32_bv8w4",
            Arch::Sm90,
        )
        .expect("entry");
    let case = case();
    let named = case.verify_inputs(Mode::Tuple);
    let mut n = 0;
    let tensors = VerifyTensors {
        diagnostics: Some(tensor(&mut n, &named["diagnostics"])),
        ..verify_tensors(&named, &mut n)
    };
    let mut t = |k: &str| tensor(&mut n, &named[k]);
    let g = &case.geo;
    let store = VerifyStore::Tuple {
        inter_indices: t("inter_indices"),
        u: t("ring_u"),
        k: t("ring_k"),
        decay: t("ring_decay"),
        u_row_pitch: g.u_row_pitch() as u64,
        k_row_pitch: g.k_row_pitch() as u64,
        decay_row_pitch: g.decay_row_pitch() as u64,
        parents: None,
    };
    let s = VerifyShapes {
        requests: 4,
        tokens: 16,
        draft: 4,
        d_alloc: g.d_alloc as u64,
        slots: g.slots as u64,
        rows: g.rows as u64,
        h: 4,
        hv: 16,
        stride_q: g.qkv_stride() as u64,
        stride_k: g.qkv_stride() as u64,
        stride_v: g.qkv_stride() as u64,
        stride_a: g.gate_stride() as u64,
        stride_b: g.gate_stride() as u64,
        pool_slot_pitch: g.slot_pitch() as u64,
        scale: case.scale,
        softplus_beta: 1.0,
        softplus_threshold: 20.0,
    };
    let args = launch::verify(entry, &tensors, &store, &s).expect("valid arguments");
    for (name, v) in &named {
        if let Value::Scalar(c) = v {
            assert_eq!(args[name], deltagen::cases::launch_arg(*c), "{name}");
        }
    }
    abi::pack(&entry.params, &args).expect("packs for the kernel");
    // Without a word: a null pointer and `diagnostics_on` = 0 (the kernel never touches it).
    let bare = launch::verify(
        entry,
        &VerifyTensors {
            decay: None,
            diagnostics: None,
            ..tensors
        },
        &store,
        &s,
    )
    .expect("valid without a word");
    assert_eq!(bare["diagnostics"], ArgValue::Ptr(0));
    assert_eq!(bare["diagnostics_on"], ArgValue::I32(0));
    assert_eq!(args["diagnostics_on"], ArgValue::I32(1));
    let word = tensors.diagnostics.expect("a word");
    let absent = DeviceTensor {
        ptr: 0,
        len: 0,
        ..word
    };
    let with = |d: DeviceTensor| VerifyTensors {
        decay: None,
        diagnostics: Some(d),
        ..tensors
    };
    let none = launch::verify(entry, &with(absent), &store, &s).expect("NULL with length 0");
    assert_eq!(none["diagnostics_on"], ArgValue::I32(0));
    let refuse = |t: VerifyTensors, st: VerifyStore, s: VerifyShapes, needle: &str| {
        let e = launch::verify(entry, &t, &st, &s)
            .expect_err(needle)
            .to_string();
        assert!(e.contains(needle), "expected `{needle}` in: {e}");
    };
    refuse(
        tensors,
        store,
        VerifyShapes { draft: 7, ..s },
        "draft length D = 7",
    );
    refuse(tensors, store, VerifyShapes { tokens: 40, ..s }, "`q` has");
    for (bad, needle) in [
        (
            DeviceTensor { len: 1, ..absent },
            "`diagnostics` is a null pointer with 1 entries",
        ),
        (
            DeviceTensor { len: 2, ..word },
            "`diagnostics` has 2 entries, expected 1",
        ),
        (
            DeviceTensor { len: 0, ..word },
            "`diagnostics` has 0 entries, expected 1",
        ),
        (
            DeviceTensor {
                dtype: Scalar::F32,
                ..word
            },
            "`diagnostics` is f32, the kernel takes i32",
        ),
        (
            DeviceTensor {
                ptr: word.ptr + 2,
                ..word
            },
            "`diagnostics` at",
        ),
    ] {
        refuse(with(bad), store, s, needle);
    }
    refuse(
        tensors,
        store,
        VerifyShapes { stride_v: 100, ..s },
        "v token stride",
    );
    refuse(
        VerifyTensors {
            cu_seqlens: DeviceTensor {
                len: 4,
                ..tensors.cu_seqlens
            },
            ..tensors
        },
        store,
        s,
        "`cu_seqlens` has 4 entries",
    );
    refuse(
        VerifyTensors {
            o: DeviceTensor {
                dtype: Scalar::F32,
                ..tensors.o
            },
            ..tensors
        },
        store,
        s,
        "`o` is f32",
    );
    refuse(
        tensors,
        VerifyStore::Pool,
        s,
        "not a gdn_verify decode instance",
    );
    refuse(
        tensors,
        store,
        VerifyShapes {
            softplus_beta: 0.0,
            ..s
        },
        "softplus_beta",
    );
    assert!(matches!(args["scale"], ArgValue::F32(_)));
}

#[test]
fn conv_scatter_arguments_match_the_cases_and_mistakes_are_refused() {
    let m = manifest();
    let entry = m
        .find("conv_window_scatter_bf16_w4", Arch::Sm90)
        .expect("entry");
    let case = case();
    let mut rng = Rng::new(9);
    let accept = Accept::random(&mut rng, &case);
    let conv_dim = 2 * 4 * 128 + 16 * 128;
    let named = deltagen::cases::conv_inputs(&mut rng, &case, &accept, 2, conv_dim);
    let mut n = 0;
    let mut t = |k: &str| tensor(&mut n, &named[k]);
    let (conv, windows) = (t("conv"), t("windows"));
    let idx = CommitIndices {
        slots: t("slot_indices"),
        rows: t("row_indices"),
        steps: t("step_indices"),
        track_slots: t("track_slots"),
        track_steps: t("track_steps"),
        diagnostics: Some(t("diagnostics")),
    };
    let i = |k: &str| match named[k] {
        Value::Scalar(deltagen::ir::Const::I64(v)) => v as u64,
        Value::Scalar(deltagen::ir::Const::I32(v)) => v as u64,
        _ => panic!("{k}"),
    };
    let s = launch::ConvShapes {
        layers: 2,
        requests: 4,
        slots: i("num_slots"),
        rows: i("num_rows"),
        steps: i("num_steps"),
        d_alloc: case.geo.d_alloc as u64,
        conv_dim: conv_dim as u64,
        conv_layer_pitch: i("conv_layer_pitch"),
        conv_slot_pitch: i("conv_slot_pitch"),
        win_layer_pitch: i("win_layer_pitch"),
        win_row_pitch: i("win_row_pitch"),
    };
    let args = launch::conv_scatter(entry, &conv, &windows, &idx, &s).expect("valid");
    for (name, v) in &named {
        if let Value::Scalar(c) = v {
            assert_eq!(args[name], deltagen::cases::launch_arg(*c), "{name}");
        }
    }
    // A pitch too small for its block, and layers whose written conv slots overlap (they
    // would race; refused as the commit pool's are).
    for (shapes, says) in [
        (
            launch::ConvShapes {
                win_row_pitch: 5,
                ..s
            },
            "window row pitch",
        ),
        (
            launch::ConvShapes {
                conv_layer_pitch: s.slots * s.conv_slot_pitch - 1,
                ..s
            },
            "conv layer pitch",
        ),
    ] {
        let e = launch::conv_scatter(entry, &conv, &windows, &idx, &shapes)
            .expect_err(says)
            .to_string();
        assert!(e.contains(says), "{e}");
    }
    let e = launch::conv_scatter(
        entry,
        &DeviceTensor {
            dtype: Scalar::F32,
            ..conv
        },
        &windows,
        &idx,
        &s,
    )
    .expect_err("dtype")
    .to_string();
    assert!(e.contains("`conv` is f32"), "{e}");
}

/// KDA's `decay` goes only to the instances that read it: given to one that computes its
/// gates, or missing for a `decay_input` one, the launch is refused; `kda_gate`'s own
/// arguments match the interpreter cases and its mistakes are refused.
#[test]
fn kda_decays_go_only_to_the_instances_that_read_them() {
    let m = manifest();
    let geo = Geo {
        gate: deltagen::vocab::Gate::Channel,
        h: 2,
        hv: 4,
        tokens: vec![3; 3],
        d_alloc: 4,
        slots: 5,
        rows: 4,
    };
    let case = Case::random(
        &mut Rng::new(9),
        geo,
        Scalar::Bf16,
        Scalar::F32,
        Scalar::F32,
    );
    let g = &case.geo;
    let named = case.verify_inputs(Mode::Tuple);
    let mut n = 0;
    let tensors = verify_tensors(&named, &mut n);
    let mut t = |k: &str| tensor(&mut n, &named[k]);
    let store = VerifyStore::Tuple {
        inter_indices: t("inter_indices"),
        u: t("ring_u"),
        k: t("ring_k"),
        decay: t("ring_decay"),
        u_row_pitch: g.u_row_pitch() as u64,
        k_row_pitch: g.k_row_pitch() as u64,
        decay_row_pitch: g.decay_row_pitch() as u64,
        parents: None,
    };
    let tokens = g.total_tokens() as u64;
    let s = VerifyShapes {
        requests: g.n() as u64,
        tokens,
        draft: 3,
        d_alloc: g.d_alloc as u64,
        slots: g.slots as u64,
        rows: g.rows as u64,
        h: g.h as u64,
        hv: g.hv as u64,
        stride_q: g.qkv_stride() as u64,
        stride_k: g.qkv_stride() as u64,
        stride_v: g.qkv_stride() as u64,
        stride_a: g.gate_stride() as u64,
        stride_b: g.gate_stride() as u64,
        pool_slot_pitch: g.slot_pitch() as u64,
        scale: case.scale,
        softplus_beta: 1.0,
        softplus_threshold: 20.0,
    };
    let decays = DeviceTensor {
        ptr: 1 << 40,
        dtype: Scalar::F32,
        len: g.total_tokens() * g.hv * 128,
    };
    let computes = m
        .find(
            "kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv32w4c2",
            Arch::Sm90,
        )
        .expect("entry");
    let reads = m
        .find(
            "kda_verify_tuple_act_bf16_dt_f32_pool_f32_bv32w4c2_decay_in",
            Arch::Sm90,
        )
        .expect("entry");
    let with = |d: Option<DeviceTensor>| VerifyTensors {
        decay: d,
        ..tensors
    };
    launch::verify(computes, &with(None), &store, &s).expect("computes its gates");
    let args = launch::verify(reads, &with(Some(decays)), &store, &s).expect("reads decays");
    assert_eq!(args["decay"], ArgValue::Ptr(1 << 40));
    for (d, entry, needle) in [
        (Some(decays), computes, "would ignore it"),
        (None, reads, "reads KDA's decays"),
        (
            Some(DeviceTensor {
                len: decays.len - 1,
                ..decays
            }),
            reads,
            "`decay`",
        ),
        (
            Some(DeviceTensor {
                ptr: decays.ptr + 4,
                ..decays
            }),
            reads,
            "`decay`",
        ),
    ] {
        let e = launch::verify(entry, &with(d), &store, &s).expect_err("refused");
        assert!(e.to_string().contains(needle), "{needle}: {e}");
    }

    // kda_gate: the interpreter case's scalars, then its mistakes.
    let gate = m
        .find("kda_gate_act_bf16_dt_f32", Arch::Sm90)
        .expect("entry");
    let named = case.gate_inputs(Some(-5.0));
    let mut n = 0;
    let mut t = |k: &str| tensor(&mut n, &named[k]);
    let gt = launch::GateTensors {
        a: t("a"),
        a_log: t("A_log"),
        dt_bias: t("dt_bias"),
        decay: t("decay"),
        diagnostics: Some(t("diagnostics")),
    };
    let gs = launch::GateShapes {
        tokens,
        hv: g.hv as u64,
        stride_a: g.gate_stride() as u64,
        form: launch::GateForm::Safe { lower_bound: -5.0 },
    };
    let args = launch::kda_gate(gate, &gt, &gs).expect("valid");
    for (name, v) in &named {
        if let Value::Scalar(c) = v {
            assert_eq!(args[name], deltagen::cases::launch_arg(*c), "{name}");
        }
    }
    abi::pack(&gate.params, &args).expect("packs");
    let refused = |gt: &launch::GateTensors, gs: &launch::GateShapes, needle: &str| {
        let e = launch::kda_gate(gate, gt, gs).expect_err(needle);
        assert!(e.to_string().contains(needle), "{needle}: {e}");
    };
    refused(
        &gt,
        &launch::GateShapes {
            form: launch::GateForm::Safe { lower_bound: 0.0 },
            ..gs
        },
        "lower_bound",
    );
    refused(&gt, &launch::GateShapes { hv: 0, ..gs }, "HV");
    refused(
        &gt,
        &launch::GateShapes {
            tokens: tokens + 1,
            ..gs
        },
        "`decay`",
    );
    refused(
        &gt,
        &launch::GateShapes {
            stride_a: g.hv as u64 * 128 - 1,
            ..gs
        },
        "stride",
    );
    refused(
        &launch::GateTensors {
            decay: DeviceTensor {
                dtype: Scalar::Bf16,
                ..gt.decay
            },
            ..gt
        },
        &gs,
        "`decay`",
    );
}
