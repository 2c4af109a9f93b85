//! `gdn_verify` on the interpreter: against the f64 model (tolerance), snapshot vs tuple
//! (bits), replay of the tuples vs the snapshots (bits), decode vs snapshot, every tile the
//! same bits, and whole speculative steps through both commit paths.

#![cfg(feature = "generator")]
// Requests are indexed into several parallel arrays (h0, rows, tokens, cu_seqlens).
#![allow(clippy::needless_range_loop)]

use deltagen::cases::*;
use deltagen::dsl::math::Profile;
use deltagen::interp::bytes_to_f32;
use deltagen::ir::Scalar;
use deltagen::kernels::gdn_replay::StepForm;
use deltagen::kernels::gdn_verify::{Mode, VerifyConfig};
use deltagen::kernels::model;
use deltagen::target::{Arch, Tile};
use deltagen::vocab::Gate;

const GATES: [Gate; 2] = [Gate::Head, Gate::Channel];

fn geo_of(gate: Gate, heads: (usize, usize), tokens: Vec<usize>) -> Geo {
    let d_alloc = tokens.iter().copied().max().unwrap_or(1) + 1;
    let n = tokens.len();
    Geo {
        gate,
        h: heads.0,
        hv: heads.1,
        tokens,
        d_alloc,
        slots: 2 * n + 2,
        rows: n + 2,
    }
}

fn sm90_verify(case: &Case, mode: Mode) -> std::collections::BTreeMap<String, Vec<u8>> {
    let cfg = case.verify_config(
        mode,
        Arch::Sm90,
        default_tile(case.geo.gate.verify(), Arch::Sm90),
    );
    case.run_verify(&cfg).unwrap_or_else(|e| panic!("{e}"))
}

/// Bytes of `[row, step]` of a snapshot buffer (one `[HV, V, K]` state).
fn snapshot_block(case: &Case, inter: &[u8], row: usize, step: usize) -> Vec<u8> {
    let g = &case.geo;
    let size = case.pool_dtype.bytes().unwrap_or(4);
    let start = (row * g.inter_row_pitch() + step * g.state()) * size;
    inter[start..start + g.state() * size].to_vec()
}

fn pool_slot(case: &Case, pool: &[u8], slot: usize) -> Vec<u8> {
    let g = &case.geo;
    let size = case.pool_dtype.bytes().unwrap_or(4);
    let start = slot * g.slot_pitch() * size;
    pool[start..start + g.state() * size].to_vec()
}

#[test]
fn verify_agrees_with_the_f64_model() {
    // Both profiles: `triton-sm90` on the interpreter uses the correctly rounded stand-ins
    // of its approximate ops, so the same bounds hold for it.
    let mut rng = Rng::new(0x7e1);
    let runs = [
        (Scalar::F32, Scalar::Bf16, Profile::Portable),
        (Scalar::Bf16, Scalar::Bf16, Profile::Portable),
        (Scalar::F32, Scalar::F32, Profile::Portable),
        (Scalar::F32, Scalar::Bf16, Profile::TritonSm90),
        (Scalar::Bf16, Scalar::Bf16, Profile::TritonSm90),
    ];
    for (gate, (pool, act, profile)) in GATES
        .into_iter()
        .flat_map(|g| runs.into_iter().map(move |r| (g, r)))
    {
        let case = Case::random(
            &mut rng,
            geo_of(gate, (4, 16), vec![6, 4, 5]),
            act,
            Scalar::F32,
            pool,
        );
        let cfg = VerifyConfig {
            profile,
            ..case.verify_config(
                Mode::Snapshot,
                Arch::Sm90,
                default_tile(gate.verify(), Arch::Sm90),
            )
        };
        let out = case.run_verify(&cfg).expect("verify");
        let g = &case.geo;
        let o = bytes_to_f32(act, &out["o"]);
        let inter = bytes_to_f32(pool, &out["inter"]);
        let cu = g.cu_seqlens();
        let (mut worst_o, mut worst_h) = (0.0f64, 0.0f64);
        let mut threshold_branch = 0;
        for n in 0..g.n() {
            for hv in 0..g.hv {
                let hk = hv / (g.hv / g.h);
                let mut h: Vec<f64> = if case.h0[n] >= 0 {
                    let base = case.h0[n] as usize * g.slot_pitch() + hv * V * K;
                    case.pool[base..base + V * K]
                        .iter()
                        .map(|&x| f64::from(x))
                        .collect()
                } else {
                    vec![0.0; V * K]
                };
                for t in 0..g.tokens[n] {
                    let tok = cu[n] as usize + t;
                    let row = &case.fused[tok * g.qkv_stride()..];
                    let f = |xs: &[f32]| xs.iter().map(|&x| f64::from(x)).collect::<Vec<_>>();
                    let q = f(&row[hk * K..hk * K + K]);
                    let k = f(&row[g.h * K + hk * K..g.h * K + hk * K + K]);
                    let v = f(&row[2 * g.h * K + hv * V..2 * g.h * K + hv * V + V]);
                    // a: [tokens, HV*width] with the gate stride; b: [tokens, HV].
                    let w = g.gate_width();
                    let a_at = tok * g.gate_stride() + hv * w;
                    let a = f(&case.a[a_at..a_at + w]);
                    let dt_bias = f(&case.dt_bias[hv * w..hv * w + w]);
                    threshold_branch += a
                        .iter()
                        .zip(&dt_bias)
                        .filter(|(a, d)| *a + *d > 20.0)
                        .count();
                    let step = model::step(
                        &mut h,
                        &model::StepInputs {
                            q: &q,
                            k: &k,
                            v: &v,
                            a: &a,
                            b: f64::from(case.b[tok * g.gate_stride() + hv]),
                            a_log: f64::from(case.a_log[hv]),
                            dt_bias: &dt_bias,
                            scale: f64::from(case.scale),
                            softplus_beta: 1.0,
                            softplus_threshold: 20.0,
                        },
                    );
                    // o: one rounding to the activation dtype dominates (bf16: 2^-9 relative).
                    for c in 0..V {
                        let got = f64::from(o[(tok * g.hv + hv) * V + c]);
                        let want = step.o[c];
                        let scale = want.abs().max(1e-3);
                        worst_o = worst_o.max((got - want).abs() / scale);
                    }
                    if case.rows[n] >= 0 {
                        let base = case.rows[n] as usize * g.inter_row_pitch()
                            + t * g.state()
                            + hv * V * K;
                        let norm = h.iter().fold(0.0f64, |m, x| m.max(x.abs())).max(1e-3);
                        for (i, &want) in h.iter().enumerate() {
                            worst_h = worst_h.max((f64::from(inter[base + i]) - want).abs() / norm);
                        }
                    }
                }
            }
        }
        eprintln!("{gate} {}: pool {} act {}: max o error {worst_o:.3e} (relative), max state error {worst_h:.3e} (of the state's max), {threshold_branch} gate inputs above the softplus threshold", profile.name(), pool.name(), act.name());
        assert!(
            threshold_branch > 0,
            "the data must take the x > threshold branch"
        );
        // Bounds (see the issue note): f32 arithmetic over <= 6 steps stays near 1e-6 of the
        // state's scale (measured 4.3e-7); one rounding to bf16 is half an ULP, up to 2^-8 =
        // 3.9e-3 relative, and dominates for a bf16 pool (per stored state, measured 3.7e-3
        // of the state's max) and a bf16 output (measured 3.9e-3 against max(|o|, 1e-3)).
        let o_bound = if act == Scalar::F32 { 2e-5 } else { 4.5e-3 };
        let h_bound = if pool == Scalar::F32 { 5e-6 } else { 4.5e-3 };
        assert!(worst_o <= o_bound, "o error {worst_o:e} > {o_bound:e}");
        assert!(worst_h <= h_bound, "state error {worst_h:e} > {h_bound:e}");
    }
}

#[test]
fn snapshot_and_tuple_outputs_are_identical_and_replay_rebuilds_every_snapshot() {
    let mut rng = Rng::new(0x7e2);
    let mut cases = Vec::new();
    for d in [1, 2, 3, 4, 5, 8, 16] {
        cases.push((Gate::Head, d, (4, 16), Scalar::F32));
    }
    for heads in [(16, 32), (16, 48)] {
        cases.push((Gate::Head, 4, heads, Scalar::F32));
        cases.push((Gate::Head, 4, heads, Scalar::Bf16));
    }
    cases.push((Gate::Head, 5, (4, 16), Scalar::Bf16));
    // KDA: per-channel decay tuples.
    for d in [1, 4, 9, 16] {
        cases.push((Gate::Channel, d, (4, 16), Scalar::F32));
    }
    cases.push((Gate::Channel, 4, (16, 32), Scalar::Bf16));
    cases.push((Gate::Channel, 5, (4, 16), Scalar::Bf16));
    for (gate, d, heads, pool) in cases {
        let n = if heads.1 > 16 { 3 } else { 4 };
        let case = Case::random(
            &mut rng,
            geo_of(gate, heads, vec![d; n]),
            Scalar::Bf16,
            Scalar::F32,
            pool,
        );
        let snap = sm90_verify(&case, Mode::Snapshot);
        let tuple = sm90_verify(&case, Mode::Tuple);
        assert_eq!(
            snap["o"], tuple["o"],
            "{gate}: o differs between snapshot and tuple mode (D={d}, {heads:?})"
        );
        assert!(
            !snap["o"].chunks(2).any(|c| c == [POISON, POISON]),
            "every o element is written"
        );
        // Replay every accepted step 0..D-1 (with and without a track step) and compare with
        // the snapshot of that step, byte for byte.
        for step in 0..d {
            let accept = Accept {
                steps: vec![step as i32; n],
                track_slots: (0..n)
                    .map(|i| {
                        if i % 2 == 0 {
                            -1
                        } else {
                            (case.geo.slots - 1 - i) as i32
                        }
                    })
                    .collect(),
                track_steps: (0..n)
                    .map(|i| if i % 2 == 0 { -1 } else { (step / 2) as i32 })
                    .collect(),
            };
            let pool_after = run_replay(
                &case.with_pool_bytes(&case.pool_bytes()),
                &tuple,
                &accept,
                Arch::Sm90,
                StepForm::Exact,
            )
            .expect("replay");
            for r in 0..n {
                let (slot, row) = (case.h0[r], case.rows[r]);
                if slot < 0 || row < 0 {
                    continue;
                }
                assert_eq!(
                    pool_slot(&case, &pool_after, slot as usize),
                    snapshot_block(&case, &snap["inter"], row as usize, step),
                    "{gate}: replayed state of request {r} at step {step} (D={d}, {heads:?}, pool {})",
                    pool.name()
                );
                if accept.track_steps[r] >= 0 {
                    assert_eq!(
                        pool_slot(&case, &pool_after, accept.track_slots[r] as usize),
                        snapshot_block(
                            &case,
                            &snap["inter"],
                            row as usize,
                            accept.track_steps[r] as usize
                        ),
                        "tracked state of request {r}"
                    );
                }
            }
            // Requests that must not be committed (padding, no row) left their slots alone.
            let before = case.pool_bytes();
            for r in 0..n {
                if case.h0[r] >= 0 && case.rows[r] < 0 {
                    let s = case.h0[r] as usize;
                    assert_eq!(
                        pool_slot(&case, &pool_after, s),
                        pool_slot(&case, &before, s)
                    );
                }
            }
        }
    }
}

#[test]
fn replay_control_with_a_different_fusion_is_caught() {
    let mut rng = Rng::new(0x7e3);
    for gate in GATES {
        replay_control(&mut rng, gate);
    }
}

fn replay_control(rng: &mut Rng, gate: Gate) {
    let case = Case::random(
        rng,
        geo_of(gate, (4, 16), vec![4, 4]),
        Scalar::Bf16,
        Scalar::F32,
        Scalar::F32,
    );
    let snap = sm90_verify(&case, Mode::Snapshot);
    let tuple = sm90_verify(&case, Mode::Tuple);
    let accept = Accept {
        steps: vec![3, 3],
        track_slots: vec![-1, -1],
        track_steps: vec![-1, -1],
    };
    let pool = run_replay(
        &case,
        &tuple,
        &accept,
        Arch::Sm90,
        StepForm::ControlFmaOrder,
    )
    .expect("replay");
    let got = pool_slot(&case, &pool, case.h0[0] as usize);
    let want = snapshot_block(&case, &snap["inter"], case.rows[0] as usize, 3);
    assert_ne!(
        got, want,
        "{gate}: a replay with fma(h, decay, k*u) must not match the snapshot"
    );
}

#[test]
fn decode_of_one_token_equals_the_first_snapshot_step() {
    let mut rng = Rng::new(0x7e4);
    for (gate, pool) in GATES
        .into_iter()
        .flat_map(|g| [Scalar::F32, Scalar::Bf16].map(|p| (g, p)))
    {
        let case = Case::random(
            &mut rng,
            geo_of(gate, (4, 16), vec![1, 1, 1, 1]),
            Scalar::Bf16,
            Scalar::F32,
            pool,
        );
        let dec = sm90_verify(&case, Mode::Decode);
        let snap = sm90_verify(&case, Mode::Snapshot);
        assert_eq!(dec["o"], snap["o"]);
        for r in 0..case.geo.n() {
            let (slot, row) = (case.h0[r], case.rows[r]);
            if slot >= 0 && row >= 0 {
                assert_eq!(
                    pool_slot(&case, &dec["pool"], slot as usize),
                    snapshot_block(&case, &snap["inter"], row as usize, 0)
                );
            }
        }
        // The padding request (h0 = -1) wrote nothing: everything but the valid slots is as before.
        let before = case.pool_bytes();
        let size = pool.bytes().unwrap_or(4);
        let written: Vec<usize> = case
            .h0
            .iter()
            .filter(|s| **s >= 0)
            .map(|s| *s as usize)
            .collect();
        for slot in 0..case.geo.slots {
            if !written.contains(&slot) {
                let range =
                    slot * case.geo.slot_pitch() * size..(slot + 1) * case.geo.slot_pitch() * size;
                assert_eq!(
                    dec["pool"][range.clone()],
                    before[range],
                    "{gate}: slot {slot} must be untouched"
                );
            }
        }
    }
}

#[test]
fn every_tile_gives_the_same_bits() {
    let mut rng = Rng::new(0x7e5);
    for gate in GATES {
        every_tile_same_bits(&mut rng, gate);
    }
}

fn every_tile_same_bits(rng: &mut Rng, gate: Gate) {
    let case = Case::random(
        rng,
        geo_of(gate, (4, 16), vec![5, 3, 9]),
        Scalar::Bf16,
        Scalar::Bf16,
        Scalar::F32,
    );
    // (arch, tile, lanes per column): LPC 1, 4, 8, 32 on warp32 and the wave64 tiles.
    let tiles = [
        (Arch::Sm90, Tile::new(32, 1), 1),
        (Arch::Sm90, Tile::new(32, 4), 4),
        (Arch::Sm90, Tile::new(4, 1), 8),
        (Arch::Sm90, Tile::new(4, 4), 32),
        (Arch::Gfx950, Tile::new(8, 4), 32),
        (Arch::Gfx950, Tile::new(16, 2), 8),
        (Arch::Gfx942, Tile::new(64, 1), 1),
        // Two columns per lane: each column's tree over LPC 8 and 4 lanes.
        (Arch::Sm90, Tile::new(32, 4).with_cols(2), 8),
        (Arch::Gfx942, Tile::new(64, 2).with_cols(2), 4),
    ];
    // And every verify tile of the tile table (rows for a batch class, a pool or a draft
    // length alike) the list above lacks.
    let mut tiles = tiles.to_vec();
    for row in deltagen::target::TILE_TABLE {
        let listed = tiles
            .iter()
            .any(|&(a, t, _)| a == row.arch && t == row.tile);
        if row.family == gate.verify() && !listed {
            tiles.push((row.arch, row.tile, row.tile.lpc(row.arch)));
        }
    }
    for mode in [Mode::Tuple, Mode::Snapshot, Mode::Decode, Mode::Fold] {
        let mut reference = None;
        for &(arch, tile, lpc) in &tiles {
            assert_eq!(tile.lpc(arch), lpc);
            let out = case
                .run_verify(&case.verify_config(mode, arch, tile))
                .unwrap_or_else(|e| panic!("{e}"));
            match &reference {
                None => reference = Some(out),
                Some(r) => assert!(
                    r == &out,
                    "{gate} {mode:?}: {arch} {tile:?} (LPC {lpc}) differs from LPC 1"
                ),
            }
        }
    }
}

/// The triton-sm90 profile sums a bf16 pool's state in chunks of 8 (16 lanes along K): every
/// tile with at most 16 lanes per column gives the same bits, and a tile with 32 is refused
/// with an error that says why.
#[test]
fn triton_bf16_pool_tree_is_the_same_on_every_tile_and_too_many_lanes_are_refused() {
    let mut rng = Rng::new(0x7e6);
    for gate in GATES {
        triton_bf16_tree(&mut rng, gate);
    }
}

fn triton_bf16_tree(rng: &mut Rng, gate: Gate) {
    let case = Case::random(
        rng,
        geo_of(gate, (4, 16), vec![4, 2]),
        Scalar::Bf16,
        Scalar::Bf16,
        Scalar::Bf16,
    );
    let config = |mode, tile| VerifyConfig {
        profile: Profile::TritonSm90,
        ..case.verify_config(mode, Arch::Sm90, tile)
    };
    for mode in [Mode::Snapshot, Mode::Tuple] {
        let mut reference = None;
        for (tile, lpc) in [
            (Tile::new(32, 1), 1),
            (Tile::new(32, 4), 4),
            (Tile::new(4, 1), 8),
            (Tile::new(8, 4), 16),
            // Two columns per lane (the sm_90 tiles of version 15).
            (Tile::new(32, 4).with_cols(2), 8),
            (Tile::new(16, 4).with_cols(2), 16),
            (Tile::new(32, 8).with_cols(2), 16),
        ] {
            assert_eq!(tile.lpc(Arch::Sm90), lpc);
            let out = case
                .run_verify(&config(mode, tile))
                .unwrap_or_else(|e| panic!("{e}"));
            match &reference {
                None => reference = Some(out),
                Some(r) => assert!(
                    r == &out,
                    "{gate} {mode:?}: {tile:?} (LPC {lpc}) differs from LPC 1"
                ),
            }
        }
    }
    let e = case
        .run_verify(&config(Mode::Snapshot, Tile::new(4, 4)))
        .expect_err("LPC 32 cannot realise a 16-chunk tree");
    assert!(
        e.contains("at most 16 lanes per column") && e.contains("bf16 pool"),
        "{e}"
    );
}

/// A lane owns one column or two (a tree's lanes one): a tree on two columns, more columns,
/// and a replay on two are refused with an error that names the tile, before anything is
/// built; the same two-column tile builds for a chain.
#[test]
fn two_columns_per_lane_serve_a_chains_verify_only() {
    use deltagen::kernels::{gdn_replay, gdn_verify};
    let mut rng = Rng::new(0x7e7);
    let case = Case::random(
        &mut rng,
        geo_of(Gate::Head, (4, 16), vec![3, 2]),
        Scalar::Bf16,
        Scalar::F32,
        Scalar::F32,
    );
    let c2 = Tile::new(32, 4).with_cols(2);
    let refused = |cfg: &VerifyConfig| match gdn_verify::build(cfg) {
        Ok(_) => panic!("{:?} built", cfg.tile),
        Err(e) => e,
    };
    let tree = VerifyConfig {
        tree: true,
        ..case.verify_config(Mode::Tuple, Arch::Sm90, c2)
    };
    let e = refused(&tree);
    assert!(
        e.contains("bv32w4c2") && e.contains("a tree's lanes own one"),
        "{e}"
    );
    let c4 = Tile::new(32, 4).with_cols(4);
    let e = refused(&case.verify_config(Mode::Tuple, Arch::Sm90, c4));
    assert!(e.contains("bv32w4c4"), "{e}");
    let none = Tile::new(0, 4);
    let e = refused(&case.verify_config(Mode::Tuple, Arch::Sm90, none));
    assert!(e.contains("lanes per column"), "{e}");
    for mode in [Mode::Decode, Mode::Snapshot, Mode::Tuple, Mode::Fold] {
        let cfg = case.verify_config(mode, Arch::Sm90, c2);
        assert!(gdn_verify::build(&cfg).is_ok(), "{mode:?} on {c2}");
    }
    let replay = gdn_replay::ReplayConfig {
        gate: Gate::Head,
        pool: Scalar::F32,
        arch: Arch::Sm90,
        tile: c2,
        step: StepForm::Exact,
        tree: false,
        profile: Profile::Portable,
    };
    match gdn_replay::build(&replay) {
        Ok(_) => panic!("a replay on two columns built"),
        Err(e) => assert!(e.contains("bv32w4c2") && e.contains("one column"), "{e}"),
    }
    let one = gdn_replay::ReplayConfig {
        tile: c2.single_column(),
        ..replay
    };
    assert!(gdn_replay::build(&one).is_ok());
}

#[test]
fn speculative_steps_leave_identical_pools_on_both_paths() {
    // Several consecutive steps: tuple verify + replay against snapshot verify + commit
    // scatter, starting from the same pool; the pools must stay byte-identical.
    let mut rng = Rng::new(0x7e6);
    for (gate, pool, act) in [
        (Gate::Head, Scalar::F32, Scalar::Bf16),
        (Gate::Head, Scalar::Bf16, Scalar::Bf16),
        (Gate::Head, Scalar::F32, Scalar::F16),
        (Gate::Channel, Scalar::F32, Scalar::Bf16),
        (Gate::Channel, Scalar::Bf16, Scalar::Bf16),
    ] {
        let mut case = Case::random(
            &mut rng,
            geo_of(gate, (4, 16), vec![4, 4, 4]),
            act,
            Scalar::F32,
            pool,
        );
        let mut tuple_pool = case.pool_bytes();
        for round in 0..3 {
            let fresh = Case::random(&mut rng, case.geo.clone(), act, Scalar::F32, pool);
            case = Case {
                pool: case.pool.clone(),
                h0: case.h0.clone(),
                rows: case.rows.clone(),
                ..fresh
            };
            let accept = Accept::random(&mut rng, &case);
            let snap = sm90_verify(&case, Mode::Snapshot);
            let snapshot_pool =
                run_commit(&case, &snap["inter"], &accept, Arch::Sm90).expect("commit");
            let tuple_case = case.with_pool_bytes(&tuple_pool);
            let tuple = sm90_verify(&tuple_case, Mode::Tuple);
            assert_eq!(snap["o"], tuple["o"], "round {round}: o");
            tuple_pool = run_replay(&tuple_case, &tuple, &accept, Arch::Sm90, StepForm::Exact)
                .expect("replay");
            assert!(
                snapshot_pool == tuple_pool,
                "{gate} round {round}: pools differ (pool {}, act {})",
                pool.name(),
                act.name()
            );
            assert_ne!(
                snapshot_pool,
                case.pool_bytes(),
                "round {round}: the commit changed nothing"
            );
            case = case.with_pool_bytes(&snapshot_pool);
        }
    }
}
