//! Batch invariance on the interpreter: one request, placed at different positions in
//! batches of 1, 7 and 64 requests (the others random), run through the tile dispatch picks
//! for each batch size, gives bit-identical outputs, snapshots, tuples and replayed states,
//! for GDN and for KDA.

#![cfg(feature = "generator")]

use deltagen::cases::{run_replay, Accept, Case, Geo, Rng};
use deltagen::kernels::gdn_replay::StepForm;
use deltagen::kernels::gdn_verify::Mode;
use deltagen::target::{self, Arch, Tile};
use deltagen::vocab::{Gate, Requests, Scalar};
use std::collections::BTreeMap;

const K: usize = 128;
const V: usize = 128;
const D: usize = 4;

fn geo(gate: Gate, n: usize) -> Geo {
    Geo {
        gate,
        h: 1,
        hv: 2,
        tokens: vec![D; n],
        d_alloc: D,
        slots: n + 2,
        rows: n + 1,
    }
}

/// The verify tile dispatch picks for a batch of `n` on `arch` in `mode` with a pool of
/// `pool`.
fn dispatch_tile(gate: Gate, arch: Arch, n: usize, mode: Mode, pool: Scalar) -> Tile {
    target::tile_for(gate.verify(), arch, Requests::of(n as u64), mode, pool)
        .unwrap_or_else(|| panic!("no tile for {arch} N={n} {mode}"))
}

/// `batch` with request `p` replaced by `probe`'s only request: its tokens, its start
/// state (in slot `p`), the shared per-head parameters; its ring row is `batch.rows[p]`.
fn place(probe: &Case, batch: &mut Case, p: usize) {
    let g = batch.geo.clone();
    let (qs, gs) = (g.qkv_stride(), g.gate_stride());
    for t in 0..D {
        let (src, dst) = (t, p * D + t);
        batch.fused[dst * qs..(dst + 1) * qs]
            .copy_from_slice(&probe.fused[src * qs..(src + 1) * qs]);
        batch.a[dst * gs..(dst + 1) * gs].copy_from_slice(&probe.a[src * gs..(src + 1) * gs]);
        batch.b[dst * gs..(dst + 1) * gs].copy_from_slice(&probe.b[src * gs..(src + 1) * gs]);
    }
    batch.a_log = probe.a_log.clone();
    batch.dt_bias = probe.dt_bias.clone();
    batch.scale = probe.scale;
    // Slot p for the probe; whoever had it gets the probe's old slot number in exchange.
    let home = p as i32;
    if let Some(other) = batch.h0.iter().position(|&s| s == home) {
        batch.h0[other] = batch.h0[p];
    }
    batch.h0[p] = home;
    let sp = g.slot_pitch();
    let from = probe.h0[0] as usize * sp;
    batch.pool[p * sp..p * sp + g.state()].copy_from_slice(&probe.pool[from..from + g.state()]);
}

/// What request `n` of a run owns: its o rows, its snapshot or tuple rows, its slot after
/// replay.
struct Owned {
    o: Vec<u8>,
    stored: BTreeMap<&'static str, Vec<u8>>,
    replayed: Vec<u8>,
}

fn owned(case: &Case, n: usize, mode: Mode, arch: Arch, accept: &Accept) -> Owned {
    let g = &case.geo;
    let tile = dispatch_tile(g.gate, arch, g.n(), mode, case.pool_dtype);
    let out = case
        .run_verify(&case.verify_config(mode, arch, tile))
        .expect("verify");
    let ab = case.act.bytes().unwrap_or(4);
    let o_row = g.hv * V * ab;
    let o = out["o"][n * D * o_row..(n + 1) * D * o_row].to_vec();
    let row = case.rows[n] as usize;
    let mut stored = BTreeMap::new();
    let take = |name: &str, pitch: usize, step: usize, bytes: usize| {
        out[name][row * pitch * bytes..(row * pitch + D * step) * bytes].to_vec()
    };
    match mode {
        Mode::Snapshot => {
            let pb = case.pool_dtype.bytes().unwrap_or(4);
            stored.insert("inter", take("inter", g.inter_row_pitch(), g.state(), pb));
        }
        Mode::Tuple | Mode::Fold => {
            stored.insert("ring_u", take("ring_u", g.u_row_pitch(), g.hv * V, 4));
            stored.insert("ring_k", take("ring_k", g.k_row_pitch(), g.h * K, 4));
            stored.insert(
                "ring_decay",
                take("ring_decay", g.decay_row_pitch(), g.hv * g.gate_width(), 4),
            );
        }
        Mode::Decode => {}
    }
    let replayed = if mode == Mode::Tuple {
        let pool = run_replay(case, &out, accept, arch, StepForm::Exact).expect("replay");
        let pb = case.pool_dtype.bytes().unwrap_or(4);
        let slot = case.h0[n] as usize * g.slot_pitch();
        pool[slot * pb..(slot + g.state()) * pb].to_vec()
    } else {
        vec![]
    };
    Owned {
        o,
        stored,
        replayed,
    }
}

#[test]
fn a_request_gives_the_same_bits_in_every_batch_and_position() {
    let mut rng = Rng::new(0xba7c4);
    for (gate, arch) in [
        (Gate::Head, Arch::Sm90),
        (Gate::Head, Arch::Gfx950),
        (Gate::Channel, Arch::Sm90),
    ] {
        for pool in [Scalar::F32, Scalar::Bf16] {
            let probe = Case::random(&mut rng, geo(gate, 1), Scalar::Bf16, Scalar::F32, pool);
            let step = rng.below(D) as i32;
            let accept_of = |n: usize, p: usize| Accept {
                steps: (0..n)
                    .map(|i| if i == p { step } else { (i % D) as i32 })
                    .collect(),
                track_slots: vec![-1; n],
                track_steps: vec![-1; n],
            };
            for mode in [Mode::Snapshot, Mode::Tuple] {
                let want = owned(&probe, 0, mode, arch, &accept_of(1, 0));
                for (n, p) in [(7, 0), (7, 5), (64, 2), (64, 63)] {
                    let mut batch =
                        Case::random(&mut rng, geo(gate, n), Scalar::Bf16, Scalar::F32, pool);
                    // The probe needs a ring row: give it request 0's when its own is -1.
                    if batch.rows[p] < 0 {
                        batch.rows.swap(p, 0);
                    }
                    place(&probe, &mut batch, p);
                    let got = owned(&batch, p, mode, arch, &accept_of(n, p));
                    let label = format!(
                        "{gate} {arch} pool {pool} {mode} N={n} position {p} tile {} (alone: {})",
                        dispatch_tile(gate, arch, n, mode, pool),
                        dispatch_tile(gate, arch, 1, mode, pool)
                    );
                    assert!(got.o == want.o, "{label}: o differs");
                    assert!(got.stored == want.stored, "{label}: stored state differs");
                    assert!(
                        got.replayed == want.replayed,
                        "{label}: replayed state differs"
                    );
                }
            }
        }
    }
}

/// The comparison sees a one-ULP change: the same probe with one token's `v` nudged by one
/// bf16 ULP gives different outputs.
#[test]
fn a_one_ulp_change_is_seen() {
    let mut rng = Rng::new(7);
    let probe = Case::random(
        &mut rng,
        geo(Gate::Head, 1),
        Scalar::Bf16,
        Scalar::F32,
        Scalar::F32,
    );
    let mut nudged = probe.clone();
    let at = 2 * K + 3; // token 0, value head 0, element 3 of v
    let bits = nudged.fused[at].to_bits() + (1 << 16);
    nudged.fused[at] = f32::from_bits(bits);
    let accept = Accept {
        steps: vec![3],
        track_slots: vec![-1],
        track_steps: vec![-1],
    };
    let a = owned(&probe, 0, Mode::Tuple, Arch::Sm90, &accept);
    let b = owned(&nudged, 0, Mode::Tuple, Arch::Sm90, &accept);
    assert!(a.o != b.o && a.stored != b.stored && a.replayed != b.replayed);
}
