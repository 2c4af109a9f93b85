//! KDA's gate pre-pass (`kda_gate`) and the verify instances that read its decays
//! (`decay_input`), on the interpreter:
//! - the pre-pass plus a `decay_input` verify give the same bytes as the verify that
//!   computes its gates, in every mode and pool dtype (and a one-ULP change of one decay
//!   is seen);
//! - the pre-pass's softplus decays are the ones tuple-mode verify stores to its ring;
//! - both gate forms agree with the f64 model, and every decay is written.

#![cfg(feature = "generator")]

use deltagen::cases::*;
use deltagen::dsl::math::Profile;
use deltagen::interp::bytes_to_f32;
use deltagen::ir::Scalar;
use deltagen::kernels::gdn_verify::{Mode, VerifyConfig};
use deltagen::kernels::kda_gate::GateConfig;
use deltagen::kernels::{self, model, Spec};
use deltagen::target::{Arch, Tile};
use deltagen::vocab::Gate;

fn kda_geo(tokens: Vec<usize>) -> Geo {
    let d_alloc = tokens.iter().copied().max().unwrap_or(1) + 1;
    let n = tokens.len();
    Geo {
        gate: Gate::Channel,
        h: 2,
        hv: 4,
        tokens,
        d_alloc,
        slots: 2 * n + 2,
        rows: n + 2,
    }
}

fn gate_cfg() -> GateConfig {
    GateConfig {
        profile: Profile::Portable,
        act: Scalar::Bf16,
        dt_bias: Scalar::F32,
        arch: Arch::Sm90,
    }
}

/// The `decay_input` tile `cargo xtask gen` generates for `mode` on sm_90.
fn decay_input_tile(mode: Mode) -> Tile {
    kernels::instances()
        .expect("instances")
        .into_iter()
        .find_map(|i| match i.spec {
            Spec::Verify(c) if c.decay_input && c.arch == Arch::Sm90 && c.mode == mode => {
                Some(c.tile)
            }
            _ => None,
        })
        .expect("a decay_input instance for every mode")
}

fn f32_bytes(xs: &[f32]) -> Vec<u8> {
    xs.iter().flat_map(|x| x.to_le_bytes()).collect()
}

#[test]
fn decay_input_verify_is_bit_identical_to_computed_gates() {
    let mut rng = Rng::new(0x6a7e);
    // The modes with `decay_input` instances (fold mode has none: its commit folds tuples).
    for mode in [Mode::Decode, Mode::Snapshot, Mode::Tuple] {
        for pool in [Scalar::F32, Scalar::Bf16] {
            let tokens = if mode == Mode::Decode {
                vec![1, 1, 1, 1]
            } else {
                vec![3, 1, 4, 2]
            };
            let case = Case::random(&mut rng, kda_geo(tokens), Scalar::Bf16, Scalar::F32, pool);
            let tile = decay_input_tile(mode);
            let computed = case.verify_config(mode, Arch::Sm90, tile);
            let reads = VerifyConfig {
                decay_input: true,
                tree: false,
                ..computed
            };
            let decay = case.run_gate(&gate_cfg(), None).expect("kda_gate");
            let want = case.run_verify(&computed).expect("verify");
            let got = case
                .run_verify_with_decay(&reads, decay.clone())
                .expect("decay_input verify");
            assert_eq!(
                want.keys().collect::<Vec<_>>(),
                got.keys().collect::<Vec<_>>(),
                "{mode} {pool:?}"
            );
            for (name, bytes) in &want {
                assert!(
                    got[name] == *bytes,
                    "{mode} pool {pool:?}: `{name}` differs between computed and given decays"
                );
            }
            // The outputs were written (not left poisoned) where a valid request owns them.
            let o = &got["o"];
            assert!(
                o.chunks(2).any(|c| c != [POISON, POISON]),
                "{mode}: o untouched"
            );
            if mode == Mode::Tuple {
                // The pre-pass's decays are the ones verify stores for replay.
                let g = &case.geo;
                let ring = bytes_to_f32(Scalar::F32, &got["ring_decay"]);
                let d = bytes_to_f32(Scalar::F32, &decay);
                let cu = g.cu_seqlens();
                let mut compared = 0;
                for ((&row, &count), &bos) in case.rows.iter().zip(&g.tokens).zip(&cu) {
                    let Ok(row) = usize::try_from(row) else {
                        continue;
                    };
                    for t in 0..count {
                        let tok = bos as usize + t;
                        for i in 0..g.hv * K {
                            let r = ring[row * g.decay_row_pitch() + t * g.hv * K + i];
                            let p = d[tok * g.hv * K + i];
                            assert_eq!(r.to_bits(), p.to_bits(), "row {row} step {t} {i}");
                            compared += 1;
                        }
                    }
                }
                assert!(compared > 0, "no ring row to compare");
            }
            // Control: the largest decay of the first request's first token (value head
            // 0) one ULP off changes the outputs: one f32 ULP where the state is stored in
            // f32, one bf16 ULP where every output is bf16 (decode and snapshot with a
            // bf16 pool; o is bf16).
            let mut off = bytes_to_f32(Scalar::F32, &decay);
            let first = cu0(&case) * case.geo.hv * K;
            let at = (first..first + K)
                .max_by(|&i, &j| off[i].total_cmp(&off[j]))
                .expect("K channels");
            assert!(off[at] > 0.1, "a decay that matters: {}", off[at]);
            let ulps = if pool == Scalar::Bf16 && mode != Mode::Tuple {
                1 << 16
            } else {
                1
            };
            off[at] = f32::from_bits(off[at].to_bits() + ulps);
            let moved = case
                .run_verify_with_decay(&reads, f32_bytes(&off))
                .expect("decay_input verify");
            assert!(
                want.iter().any(|(name, bytes)| moved[name] != *bytes),
                "{mode} {pool:?}: a one-ULP change of a decay went unseen"
            );
        }
    }
}

/// The first token of the first request (its state is used: `h0 >= 0` for request 0).
fn cu0(case: &Case) -> usize {
    assert!(case.h0[0] >= 0, "request 0 starts from the pool");
    case.geo.cu_seqlens()[0] as usize
}

#[test]
fn both_gate_forms_agree_with_the_f64_model_and_write_every_decay() {
    let mut rng = Rng::new(0x5afe);
    let case = Case::random(
        &mut rng,
        kda_geo(vec![5, 3, 6]),
        Scalar::Bf16,
        Scalar::F32,
        Scalar::F32,
    );
    let g = &case.geo;
    for lower_bound in [None, Some(-5.0f32), Some(-1.5f32)] {
        let out = case.run_gate(&gate_cfg(), lower_bound).expect("kda_gate");
        assert_eq!(out.len(), g.total_tokens() * g.hv * K * 4, "decay length");
        let d = bytes_to_f32(Scalar::F32, &out);
        let mut worst = 0.0f64;
        let mut spans_threshold = 0;
        for tok in 0..g.total_tokens() {
            for hv in 0..g.hv {
                for c in 0..K {
                    let a = f64::from(case.a[tok * g.gate_stride() + hv * K + c]);
                    let dt = f64::from(case.dt_bias[hv * K + c]);
                    let a_log = f64::from(case.a_log[hv]);
                    spans_threshold += usize::from(a + dt > 20.0);
                    let want = match lower_bound {
                        Some(lb) => model::safe_decay(a, dt, a_log, f64::from(lb)),
                        None => model::softplus_decay(a, dt, a_log, 1.0, 20.0),
                    };
                    let got = f64::from(d[(tok * g.hv + hv) * K + c]);
                    assert!(got.is_finite(), "decay {tok} {hv} {c} not written: {got}");
                    // Relative error, with an absolute floor for decays that underflow
                    // towards 0 (f32 keeps about 1e-45).
                    let err = (got - want).abs() / want.abs().max(1e-30);
                    worst = worst.max(err);
                }
            }
        }
        // A few f32 roundings and a 1-ULP exp/log: well under 1e-5 relative.
        assert!(
            worst < 1e-5,
            "{lower_bound:?}: worst relative error {worst:e}"
        );
        if lower_bound.is_none() {
            assert!(spans_threshold > 0, "no input above the softplus threshold");
        }
    }
    // The forms differ (the launch's `safe_gate` chooses).
    let soft = case.run_gate(&gate_cfg(), None).expect("softplus");
    let safe = case.run_gate(&gate_cfg(), Some(-5.0)).expect("safe");
    assert_ne!(soft, safe);
}
