//! The commit scatters against direct indexing: every layer in one launch, accepted and
//! track copies, invalid requests untouched (whole buffers compared byte for byte).

#![cfg(feature = "generator")]

mod common;

use common::Rng;
use deltagen::interp::{run_named, Value};
use deltagen::ir::{Const, Scalar};
use deltagen::kernels::gdn_commit::{build_commit, build_conv, ScatterConfig, CONV_KC};
use deltagen::kernels::{K_DIM, V_DIM};
use deltagen::target::{scatter_warps, Arch};
use std::collections::BTreeMap;

const STATE_PER_HEAD: usize = (K_DIM * V_DIM) as usize;

struct Sets {
    slots: Vec<i32>,
    rows: Vec<i32>,
    steps: Vec<i32>,
    track_slots: Vec<i32>,
    track_steps: Vec<i32>,
}

/// With D = 4, 12 slots, 6 rows: valid requests (0, 1, 2), tracked ones (0; 2 with the
/// track step equal to the accepted one), one of every invalid kind (3..8: slot -1, slot =
/// slots, row = rows, row -1, step = D, step -1), and requests whose track copy alone is
/// invalid (9: track step beyond the accepted one, 10: track slot out of range), which are
/// skipped whole, as replay skips them. No two valid copies share a destination, so the
/// result does not depend on launch order.
fn sets() -> Sets {
    let v = |x: &[i32]| x.to_vec();
    Sets {
        slots: v(&[3, 0, 7, -1, 12, 2, 5, 4, 1, 6, 9]),
        rows: v(&[5, 1, 0, 2, 3, 6, -1, 4, 2, 3, 4]),
        steps: v(&[2, 0, 3, 1, 1, 1, 2, 4, -1, 1, 2]),
        track_slots: v(&[8, -1, 10, 11, 11, 11, 11, 11, 11, 11, 13]),
        track_steps: v(&[1, -1, 3, 0, 0, 0, 0, 0, 0, 2, 1]),
    }
}

fn valid(s: &Sets, i: usize, d: i32, slots: i32, rows: i32, track: bool) -> Option<(i32, i32)> {
    let tracked = s.track_steps[i] >= 0;
    let t_ok =
        (0..=s.steps[i]).contains(&s.track_steps[i]) && (0..slots).contains(&s.track_slots[i]);
    let ok = (0..d).contains(&s.steps[i])
        && (0..slots).contains(&s.slots[i])
        && (0..rows).contains(&s.rows[i])
        && (!tracked || t_ok);
    match (ok, track) {
        (false, _) => None,
        (true, false) => Some((s.slots[i], s.steps[i])),
        (true, true) => tracked.then_some((s.track_slots[i], s.track_steps[i])),
    }
}

fn put_sets(m: &mut BTreeMap<String, Value>, s: &Sets) {
    m.insert("slot_indices".into(), Value::i32s(&s.slots));
    m.insert("row_indices".into(), Value::i32s(&s.rows));
    m.insert("step_indices".into(), Value::i32s(&s.steps));
    m.insert("track_slots".into(), Value::i32s(&s.track_slots));
    m.insert("track_steps".into(), Value::i32s(&s.track_steps));
    for (k, v) in deltagen::cases::diagnostics_word() {
        m.insert(k.into(), v);
    }
}

fn i32v(x: usize) -> Value {
    Value::Scalar(Const::I32(x as i32))
}
fn i64v(x: usize) -> Value {
    Value::Scalar(Const::I64(x as i64))
}

#[test]
fn commit_scatter_copies_exactly_the_valid_snapshots() {
    let mut rng = Rng::new(0x5ca7);
    let (layers, slots, rows, d, hv) = (2usize, 12usize, 6usize, 4usize, 2usize);
    let state = hv * STATE_PER_HEAD;
    let (slot_pitch, layer_pitch) = (state + 8, slots * (state + 8) + 4);
    let (row_pitch, inter_layer) = (d * state + 12, rows * (d * state + 12) + 20);
    for (dtype, arch) in [(Scalar::F32, Arch::Sm90), (Scalar::Bf16, Arch::Gfx942)] {
        let s = sets();
        let size = dtype.bytes().unwrap_or(4);
        let pool: Vec<u8> = (0..layers * layer_pitch * size)
            .map(|_| rng.next_u64() as u8)
            .collect();
        let inter: Vec<u8> = (0..layers * inter_layer * size)
            .map(|_| rng.next_u64() as u8)
            .collect();
        let mut want = pool.clone();
        for l in 0..layers {
            for i in 0..s.slots.len() {
                for track in [false, true] {
                    if let Some((slot, step)) =
                        valid(&s, i, d as i32, slots as i32, rows as i32, track)
                    {
                        let src = (l * inter_layer
                            + s.rows[i] as usize * row_pitch
                            + step as usize * state)
                            * size;
                        let dst = (l * layer_pitch + slot as usize * slot_pitch) * size;
                        want[dst..dst + state * size]
                            .copy_from_slice(&inter[src..src + state * size]);
                    }
                }
            }
        }
        let kernel = build_commit(&ScatterConfig {
            dtype,
            arch,
            warps: scatter_warps(arch),
        })
        .expect("builds");
        let mut m = BTreeMap::new();
        m.insert("pool".into(), Value::Tensor(dtype, pool.clone()));
        m.insert("inter".into(), Value::Tensor(dtype, inter));
        put_sets(&mut m, &s);
        for (k, v) in [
            ("num_layers", layers),
            ("num_requests", s.slots.len()),
            ("num_slots", slots),
            ("num_rows", rows),
            ("num_steps", d),
            ("num_v_heads", hv),
        ] {
            m.insert(k.into(), i32v(v));
        }
        for (k, v) in [
            ("pool_layer_pitch", layer_pitch),
            ("pool_slot_pitch", slot_pitch),
            ("inter_layer_pitch", inter_layer),
            ("inter_row_pitch", row_pitch),
        ] {
            m.insert(k.into(), i64v(v));
        }
        let got = run_named(&kernel, &m)
            .expect("runs")
            .remove("pool")
            .expect("pool");
        assert_ne!(want, pool, "the sets must copy something");
        assert!(
            got == want,
            "commit scatter ({}) differs from direct indexing",
            dtype.name()
        );
    }
}

#[test]
fn conv_window_scatter_copies_the_window_of_each_step() {
    let mut rng = Rng::new(0xc0f0);
    let (layers, slots, rows, d, conv_dim) = (2usize, 12usize, 6usize, 4usize, 200usize);
    let width = (CONV_KC - 1) as usize;
    let cols = d + width - 1 + 1; // D + Kc - 2, plus one spare column of padding
    let (conv_slot, conv_layer) = (conv_dim * width + 6, slots * (conv_dim * width + 6) + 2);
    let (win_row, win_layer) = (conv_dim * cols + 10, rows * (conv_dim * cols + 10) + 30);
    let s = sets();
    let conv: Vec<u8> = (0..layers * conv_layer * 2)
        .map(|_| rng.next_u64() as u8)
        .collect();
    let windows: Vec<u8> = (0..layers * win_layer * 2)
        .map(|_| rng.next_u64() as u8)
        .collect();
    let mut want = conv.clone();
    for l in 0..layers {
        for i in 0..s.slots.len() {
            for track in [false, true] {
                if let Some((slot, step)) = valid(&s, i, d as i32, slots as i32, rows as i32, track)
                {
                    for c in 0..conv_dim {
                        for j in 0..width {
                            let src = (l * win_layer
                                + s.rows[i] as usize * win_row
                                + c * cols
                                + step as usize
                                + j)
                                * 2;
                            let dst =
                                (l * conv_layer + slot as usize * conv_slot + c * width + j) * 2;
                            want[dst..dst + 2].copy_from_slice(&windows[src..src + 2]);
                        }
                    }
                }
            }
        }
    }
    for arch in [Arch::Sm80, Arch::Gfx950] {
        let kernel = build_conv(&ScatterConfig {
            dtype: Scalar::Bf16,
            arch,
            warps: scatter_warps(arch),
        })
        .expect("builds");
        let mut m = BTreeMap::new();
        m.insert("conv".into(), Value::Tensor(Scalar::Bf16, conv.clone()));
        m.insert(
            "windows".into(),
            Value::Tensor(Scalar::Bf16, windows.clone()),
        );
        put_sets(&mut m, &s);
        for (k, v) in [
            ("num_layers", layers),
            ("num_requests", s.slots.len()),
            ("num_slots", slots),
            ("num_rows", rows),
            ("num_steps", d),
            ("conv_dim", conv_dim),
        ] {
            m.insert(k.into(), i32v(v));
        }
        for (k, v) in [
            ("conv_layer_pitch", conv_layer),
            ("conv_slot_pitch", conv_slot),
            ("win_layer_pitch", win_layer),
            ("win_row_pitch", win_row),
            ("win_channel_pitch", cols),
        ] {
            m.insert(k.into(), i64v(v));
        }
        let got = run_named(&kernel, &m)
            .expect("runs")
            .remove("conv")
            .expect("conv");
        assert_ne!(want, conv);
        assert!(
            got == want,
            "conv window scatter on {arch} differs from direct indexing"
        );
    }
}
