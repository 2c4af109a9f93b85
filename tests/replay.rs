//! `gdn_replay` on the CPU interpreter against a plain-Rust step-by-step reference.
//!
//! Every comparison is byte for byte over whole buffers (pool padding included), on random
//! non-zero data, with the slots that only a track store writes poisoned beforehand, so a
//! missing or an extra store is seen. The fma-order control kernel shows that the
//! comparison sees a different rounding.

#![cfg(feature = "generator")]

mod common;

use common::Rng;
use deltagen::interp::convert::{bf16_to_f32, f32_to_bf16};
use deltagen::interp::{self, args_by_name, Arg, Buffer};
use deltagen::ir::{Const, Scalar};
use deltagen::kernels::gdn_replay::StepForm;
use deltagen::kernels::{replay_instance, K_DIM, V_DIM};
use deltagen::target::Arch;

const K: usize = K_DIM as usize;
const V: usize = V_DIM as usize;
const POISON: u8 = 0xA5;

#[derive(Clone, Copy, Debug)]
struct Req {
    slot: i32,
    row: i32,
    step: i32,
    track_slot: i32,
    track_step: i32,
}

/// One replay launch's inputs, with padded pitches.
struct Case {
    layers: usize,
    slots: usize,
    rows: usize,
    d: usize,
    d_alloc: usize,
    h: usize,
    hv: usize,
    pool_dtype: Scalar,
    reqs: Vec<Req>,
    /// Pool element bits (f32 bits, or bf16 bits in the low half).
    pool: Vec<u32>,
    ring_u: Vec<f32>,
    ring_k: Vec<f32>,
    ring_decay: Vec<f32>,
}

impl Case {
    fn slot_pitch(&self) -> usize {
        self.hv * V * K + 64
    }
    fn layer_pitch(&self) -> usize {
        self.slots * self.slot_pitch() + 128
    }
    fn u_row_pitch(&self) -> usize {
        self.d_alloc * self.hv * V + 16
    }
    fn u_layer_pitch(&self) -> usize {
        self.rows * self.u_row_pitch() + 32
    }
    fn k_row_pitch(&self) -> usize {
        self.d_alloc * self.h * K + 8
    }
    fn k_layer_pitch(&self) -> usize {
        self.rows * self.k_row_pitch() + 4
    }
    fn decay_row_pitch(&self) -> usize {
        self.d_alloc * self.hv + 3
    }
    fn decay_layer_pitch(&self) -> usize {
        self.rows * self.decay_row_pitch() + 5
    }

    fn widen(&self, bits: u32) -> f32 {
        match self.pool_dtype {
            Scalar::Bf16 => bf16_to_f32(bits as u16),
            _ => f32::from_bits(bits),
        }
    }
    fn narrow(&self, x: f32) -> u32 {
        match self.pool_dtype {
            Scalar::Bf16 => u32::from(f32_to_bf16(x)),
            _ => x.to_bits(),
        }
    }

    /// Random data for `reqs`. Slots written only by a track store are poisoned so an
    /// omitted store shows; every other pool element is random.
    fn new(
        rng: &mut Rng,
        layers: usize,
        (h, hv): (usize, usize),
        d: usize,
        pool_dtype: Scalar,
        reqs: Vec<Req>,
    ) -> Case {
        let mut c = Case {
            layers,
            slots: 10,
            rows: 7,
            d,
            d_alloc: d + 1,
            h,
            hv,
            pool_dtype,
            reqs,
            pool: vec![],
            ring_u: vec![],
            ring_k: vec![],
            ring_decay: vec![],
        };
        let pool_len = layers * c.layer_pitch();
        let poison = u32::from_le_bytes([POISON; 4]);
        let poison = if pool_dtype == Scalar::Bf16 {
            poison & 0xffff
        } else {
            poison
        };
        c.pool = (0..pool_len)
            .map(|_| c.narrow(rng.f32_in(-2.0, 2.0)))
            .collect();
        let track_only: Vec<i32> = c
            .reqs
            .iter()
            .map(|r| r.track_slot)
            .filter(|t| !c.reqs.iter().any(|r| r.slot == *t))
            .collect();
        for l in 0..layers {
            for &s in &track_only {
                if (0..c.slots as i32).contains(&s) {
                    let (start, len) = (
                        l * c.layer_pitch() + s as usize * c.slot_pitch(),
                        c.slot_pitch(),
                    );
                    c.pool[start..start + len].fill(poison);
                }
            }
        }
        c.ring_u = rng.vec_f32(layers * c.u_layer_pitch(), -1.0, 1.0);
        c.ring_k = rng.vec_f32(layers * c.k_layer_pitch(), -0.25, 0.25);
        c.ring_decay = rng.vec_f32(layers * c.decay_layer_pitch(), 0.6, 1.0);
        c
    }

    fn valid(&self, r: &Req) -> bool {
        let slots = 0..self.slots as i32;
        (0..self.d as i32).contains(&r.step)
            && slots.contains(&r.slot)
            && (0..self.rows as i32).contains(&r.row)
            && (r.track_step < 0 || (slots.contains(&r.track_slot) && r.track_step <= r.step))
    }

    /// The plain-Rust reference: the pool after replaying every valid request.
    fn reference(&self, form: StepForm) -> Vec<u32> {
        let mut out = self.pool.clone();
        for r in self.reqs.iter().filter(|r| self.valid(r)) {
            let (row, step) = (r.row as usize, r.step as usize);
            for l in 0..self.layers {
                for hv in 0..self.hv {
                    let hk = hv / (self.hv / self.h);
                    for v in 0..V {
                        for k in 0..K {
                            let state = |slot: i32| {
                                l * self.layer_pitch()
                                    + slot as usize * self.slot_pitch()
                                    + (hv * V + v) * K
                                    + k
                            };
                            let mut h = self.widen(self.pool[state(r.slot)]);
                            for s in 0..=step {
                                let u = self.ring_u[l * self.u_layer_pitch()
                                    + row * self.u_row_pitch()
                                    + s * self.hv * V
                                    + hv * V
                                    + v];
                                let kk = self.ring_k[l * self.k_layer_pitch()
                                    + row * self.k_row_pitch()
                                    + s * self.h * K
                                    + hk * K
                                    + k];
                                let d = self.ring_decay[l * self.decay_layer_pitch()
                                    + row * self.decay_row_pitch()
                                    + s * self.hv
                                    + hv];
                                h = match form {
                                    StepForm::Exact => kk.mul_add(u, h * d),
                                    StepForm::ControlFmaOrder => h.mul_add(d, kk * u),
                                };
                                if s as i32 == r.track_step {
                                    out[state(r.track_slot)] = self.narrow(h);
                                }
                            }
                            out[state(r.slot)] = self.narrow(h);
                        }
                    }
                }
            }
        }
        out
    }

    fn pool_bytes(&self, pool: &[u32]) -> Vec<u8> {
        match self.pool_dtype {
            Scalar::Bf16 => pool
                .iter()
                .flat_map(|&b| (b as u16).to_le_bytes())
                .collect(),
            _ => pool.iter().flat_map(|&b| b.to_le_bytes()).collect(),
        }
    }

    /// Run the interpreter; the pool's bytes afterwards.
    fn run(&self, form: StepForm) -> Vec<u8> {
        let inst = replay_instance(
            deltagen::vocab::Gate::Head,
            Arch::Sm90,
            self.pool_dtype,
            form,
        )
        .expect("replay instance");
        let kernel = inst.build().expect("replay kernel builds");
        let idx = |f: fn(&Req) -> i32| {
            Arg::Buffer(Buffer::from_i32(
                &self.reqs.iter().map(f).collect::<Vec<_>>(),
            ))
        };
        let i32a = |x: usize| Arg::Scalar(Const::I32(x as i32));
        let i64a = |x: usize| Arg::Scalar(Const::I64(x as i64));
        let args = args_by_name(
            &kernel,
            vec![
                (
                    "pool",
                    Arg::Buffer(Buffer::from_bytes(
                        self.pool_dtype,
                        &self.pool_bytes(&self.pool),
                    )),
                ),
                ("ring_u", Arg::Buffer(Buffer::from_f32(&self.ring_u))),
                ("ring_k", Arg::Buffer(Buffer::from_f32(&self.ring_k))),
                (
                    "ring_decay",
                    Arg::Buffer(Buffer::from_f32(&self.ring_decay)),
                ),
                ("slot_indices", idx(|r| r.slot)),
                ("row_indices", idx(|r| r.row)),
                ("accepted_steps", idx(|r| r.step)),
                ("track_slots", idx(|r| r.track_slot)),
                ("track_steps", idx(|r| r.track_step)),
                ("num_layers", i32a(self.layers)),
                ("num_requests", i32a(self.reqs.len())),
                ("num_slots", i32a(self.slots)),
                ("num_rows", i32a(self.rows)),
                ("num_steps", i32a(self.d)),
                ("num_k_heads", i32a(self.h)),
                ("num_v_heads", i32a(self.hv)),
                ("pool_layer_pitch", i64a(self.layer_pitch())),
                ("pool_slot_pitch", i64a(self.slot_pitch())),
                ("u_layer_pitch", i64a(self.u_layer_pitch())),
                ("u_row_pitch", i64a(self.u_row_pitch())),
                ("k_layer_pitch", i64a(self.k_layer_pitch())),
                ("k_row_pitch", i64a(self.k_row_pitch())),
                ("decay_layer_pitch", i64a(self.decay_layer_pitch())),
                ("decay_row_pitch", i64a(self.decay_row_pitch())),
                // A chain: no tree path.
                ("path", Arg::Buffer(Buffer::from_i32(&[]))),
                ("path_on", i32a(0)),
                ("num_steps_alloc", i32a(self.d)),
                ("diagnostics", Arg::Buffer(Buffer::from_i32(&[0]))),
                ("diagnostics_on", i32a(1)),
            ],
        )
        .expect("arguments match the kernel");
        interp::run(&kernel, &args).expect("interpreter runs the replay");
        match &args[0] {
            Arg::Buffer(b) => b.to_bytes(),
            Arg::Scalar(_) => unreachable!("pool is the first parameter"),
        }
    }
}

/// Valid requests with a non-identity row mapping (PP-style stable rows), distinct slots,
/// a mix of track steps, plus one request of each invalid kind.
fn requests(rng: &mut Rng, d: usize) -> Vec<Req> {
    let slots = rng.permutation(10);
    let rows = rng.permutation(7);
    let step = |rng: &mut Rng| rng.below(d) as i32;
    let mut reqs = Vec::new();
    // Valid: one without track, one tracking an earlier step, one tracking the accepted step.
    let s0 = step(rng);
    reqs.push(Req {
        slot: slots[0] as i32,
        row: rows[0] as i32,
        step: s0,
        track_slot: slots[1] as i32,
        track_step: -1,
    });
    let s1 = (d - 1) as i32;
    reqs.push(Req {
        slot: slots[2] as i32,
        row: rows[1] as i32,
        step: s1,
        track_slot: slots[3] as i32,
        track_step: rng.below(d) as i32,
    });
    let s2 = step(rng);
    reqs.push(Req {
        slot: slots[4] as i32,
        row: rows[2] as i32,
        step: s2,
        track_slot: slots[5] as i32,
        track_step: s2,
    });
    // Invalid: each must leave memory untouched.
    let ok = |reqs: &Vec<Req>| reqs[0];
    let base = ok(&reqs);
    let (free_slot, free_row) = (slots[6] as i32, rows[3] as i32);
    let inv = Req {
        slot: free_slot,
        row: free_row,
        ..base
    };
    reqs.push(Req { step: -1, ..inv });
    reqs.push(Req {
        step: d as i32,
        ..inv
    });
    reqs.push(Req { slot: 10, ..inv });
    reqs.push(Req { slot: -3, ..inv });
    reqs.push(Req { row: 7, ..inv });
    reqs.push(Req { row: -1, ..inv });
    reqs.push(
        Req {
            step: 0,
            track_step: 1.min(d as i32),
            track_slot: slots[7] as i32,
            ..inv
        }
        .clamp_track(d),
    );
    reqs.push(Req {
        track_slot: 11,
        track_step: 0,
        ..inv
    });
    reqs
}

impl Req {
    /// For D = 1 a track step beyond the accepted step cannot exist inside the ring, so the
    /// "track beyond accepted" request becomes an out-of-range step instead.
    fn clamp_track(self, d: usize) -> Req {
        if d == 1 {
            Req { step: 1, ..self }
        } else {
            self
        }
    }
}

fn check(case: &Case) {
    let expected = case.pool_bytes(&case.reference(StepForm::Exact));
    let got = case.run(StepForm::Exact);
    assert_eq!(got.len(), expected.len());
    if let Some(i) = got.iter().zip(&expected).position(|(a, b)| a != b) {
        panic!(
            "replay differs from the reference at byte {i} (D={}, heads=({}, {}), pool {})",
            case.d,
            case.h,
            case.hv,
            case.pool_dtype.name()
        );
    }
    // The data must exercise the kernel: valid requests changed the pool.
    assert_ne!(
        expected,
        case.pool_bytes(&case.pool),
        "the test data changed nothing"
    );
}

#[test]
fn replay_matches_reference_across_draft_lengths_heads_and_pool_dtypes() {
    let mut rng = Rng::new(0x5eed_0001);
    for pool in [Scalar::F32, Scalar::Bf16] {
        for d in [1, 2, 3, 4, 8, 16] {
            let reqs = requests(&mut rng, d);
            check(&Case::new(&mut rng, 2, (4, 16), d, pool, reqs));
        }
        for heads in [(16, 32), (16, 48)] {
            let reqs = requests(&mut rng, 4);
            check(&Case::new(&mut rng, 1, heads, 4, pool, reqs));
        }
    }
}

#[test]
fn invalid_requests_leave_every_byte_untouched() {
    let mut rng = Rng::new(0x5eed_0002);
    for pool in [Scalar::F32, Scalar::Bf16] {
        let mut reqs = requests(&mut rng, 4);
        reqs.drain(..3);
        let case = Case::new(&mut rng, 2, (4, 16), 4, pool, reqs);
        assert_eq!(case.run(StepForm::Exact), case.pool_bytes(&case.pool));
    }
}

#[test]
fn track_store_equals_a_separate_replay_to_the_track_step() {
    // One pass stores both states; replaying only to the track step must give the same
    // track state, so the track store saw the pre-verify state, not an advanced one.
    let mut rng = Rng::new(0x5eed_0003);
    let d = 8;
    let both = vec![Req {
        slot: 2,
        row: 5,
        step: 6,
        track_slot: 7,
        track_step: 3,
    }];
    let case = Case::new(&mut rng, 2, (4, 16), d, Scalar::F32, both);
    let one_pass = case.run(StepForm::Exact);
    let only_track = Case {
        reqs: vec![Req {
            slot: 2,
            row: 5,
            step: 3,
            track_slot: 0,
            track_step: -1,
        }],
        ..case
    };
    let separate = only_track.run(StepForm::Exact);
    let slot_bytes = |bytes: &[u8], slot: usize| -> Vec<u8> {
        let c = &only_track;
        (0..c.layers)
            .flat_map(|l| {
                let start = (l * c.layer_pitch() + slot * c.slot_pitch()) * 4;
                bytes[start..start + c.hv * V * K * 4].to_vec()
            })
            .collect()
    };
    assert_eq!(slot_bytes(&one_pass, 7), slot_bytes(&separate, 2));
    assert_ne!(
        slot_bytes(&one_pass, 7),
        slot_bytes(&one_pass, 2),
        "track and accepted states must differ"
    );
}

#[test]
fn control_with_a_different_fusion_gives_different_bits() {
    // fma(h, decay, k*u) rounds differently from fma(k, u, h*decay): the comparison used
    // above must see it, on the interpreter and against the reference.
    let mut rng = Rng::new(0x5eed_0004);
    let reqs = requests(&mut rng, 4);
    let case = Case::new(&mut rng, 1, (4, 16), 4, Scalar::F32, reqs);
    let exact = case.run(StepForm::Exact);
    let control = case.run(StepForm::ControlFmaOrder);
    assert_eq!(
        control,
        case.pool_bytes(&case.reference(StepForm::ControlFmaOrder))
    );
    let differing = exact
        .chunks(4)
        .zip(control.chunks(4))
        .filter(|(a, b)| a != b)
        .count();
    assert!(differing > 0, "the control kernel gave the same bits");
    // And a single one-ULP change of one element is seen by a byte comparison.
    let mut nudged = exact.clone();
    let i = exact
        .chunks(4)
        .zip(control.chunks(4))
        .position(|(a, b)| a != b)
        .unwrap_or(0)
        * 4;
    let bits = u32::from_le_bytes([nudged[i], nudged[i + 1], nudged[i + 2], nudged[i + 3]]) + 1;
    nudged[i..i + 4].copy_from_slice(&bits.to_le_bytes());
    assert_ne!(nudged, exact);
    eprintln!(
        "control: {differing} of {} f32 elements differ",
        exact.len() / 4
    );
}
