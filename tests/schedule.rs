//! `gdn_verify::Schedule`'s fields change no byte, alone or together: its L2 prefetches (of
//! token block `b + 1`'s inputs when block `b` starts; of fold mode's first block before the
//! fold; of fold mode's later entries' ring steps before the first is applied) and
//! `merge_loads` (a chunk's 4 q/k/a/decay loads as one branch, merged by LLVM). On
//! the interpreter, every output of every mode, both gates (KDA also reading `decay`), both
//! pools and the table's tiles for one and for many requests equal the build without it,
//! with drafts longer than a token block, a padding request and one without a row; the
//! interpreter checks every prefetched index against its buffer (a prefetch past the last
//! token fails the run), and a one-ULP change of one input of the second block is seen.
//! AMD has no L2 prefetch: its kernels are the same with the schedule as without, IR and
//! code; with LLVM, NVIDIA code has `prefetch.global.L2`. `Opaque`, which keeps two
//! prefetch sites' values apart, is the value itself for both integer widths and is refused
//! on a float.

#![cfg(feature = "generator")]

use deltagen::cases::*;
use deltagen::interp::{run_named, Value};
use deltagen::ir::{Inst, Kernel, Scalar};
use deltagen::kernels::gdn_verify::{self, Mode, Schedule, VerifyConfig};
use deltagen::kernels::kda_gate::GateConfig;
use deltagen::target::{self, Arch, Requests};
use deltagen::vocab::Gate;
use std::collections::BTreeMap;

mod common;

const ARCH: Arch = Arch::Sm90;
const OFF: Schedule = Schedule::NONE;
const ON: Schedule = Schedule {
    prefetch: true,
    prefetch_first: true,
    prefetch_first_many: true,
    prefetch_entries: true,
    merge_loads: true,
    early_setup: true,
    peel_first: true,
    early_state: true,
    late_record: true,
    early_fold: true,
    clamped_state: true,
    loads_before_fold: true,
    entries_first: true,
    draft_with_fold: true,
    early_ring: true,
    prefetch_ring: true,
    uncapped: true,
    raised_cap: true,
    lagged_output: true,
    paired_norms: true,
    shared_reciprocal: true,
    stepped_output: true,
    paired_steps: true,
    gates_first: true,
    single_division: true,
    early_weights: true,
    guessed_start: true,
    prefetch_ahead: true,
};
/// Every prefetch, without the fields that change AMD code too.
#[cfg(feature = "codegen")]
const PREFETCHES: Schedule = Schedule {
    prefetch: true,
    prefetch_first: true,
    prefetch_first_many: true,
    prefetch_entries: true,
    ..OFF
};
const MERGED: Schedule = Schedule {
    merge_loads: true,
    ..OFF
};
const CLAMPED_STATE: Schedule = Schedule {
    clamped_state: true,
    ..OFF
};
/// The field `name` alone.
fn field(name: &str) -> Schedule {
    Schedule::parse(name).unwrap_or_else(|e| panic!("{e}"))
}

/// Each field alone (by its name, so a new field is in the list), and all of them (`ON`,
/// which names every field: a new one does not compile until it is added there).
fn schedules() -> Vec<Schedule> {
    let alone = Schedule::field_names().into_iter().map(field);
    alone.chain([ON]).collect()
}

fn geo(gate: Gate, tokens: Vec<usize>) -> Geo {
    let n = tokens.len();
    common::small_geo(gate, tokens, 2 * n + 2, 3 * n)
}

/// A random case of `gate` with these drafts: activations `act`, f32 `dt_bias` and pool.
fn case_of(rng: &mut Rng, gate: Gate, tokens: Vec<usize>, act: Scalar) -> Case {
    Case::random(rng, geo(gate, tokens), act, Scalar::F32, Scalar::F32)
}

/// The code `arch`'s backend emits for `cfg` built with `schedule` (PTX on NVIDIA, the
/// assembly listing on AMD), with the tools `cargo xtask test` installs.
#[cfg(feature = "codegen")]
fn asm_of(cfg: &VerifyConfig, arch: Arch, schedule: Schedule) -> String {
    use deltagen::emit::{self, Tools};
    use deltagen::lower::LowerOptions;
    let tools = Tools::locate()
        .unwrap_or_else(|e| panic!("{e}\n(run the tests through `cargo xtask test`)"));
    emit::compile(&build(cfg, schedule), arch, LowerOptions::default(), &tools)
        .unwrap_or_else(|e| panic!("{arch}: {e}"))
        .asm
}

fn build(cfg: &VerifyConfig, schedule: Schedule) -> Kernel {
    gdn_verify::build_scheduled(cfg, schedule).unwrap_or_else(|e| panic!("{e}"))
}

fn prefetches(kernel: &Kernel) -> usize {
    kernel.count_insts(|i| matches!(i, Inst::Prefetch { .. }))
}

fn run(kernel: &Kernel, inputs: &Named) -> BTreeMap<String, Vec<u8>> {
    run_named(kernel, inputs).unwrap_or_else(|e| panic!("{}: {e}", kernel.name))
}

/// The configs to compare for `case` in `mode`: the table's tile for one request and for
/// many with the case's pool (each with a chain's verify), KDA also with `decay_input`.
fn configs(case: &Case, mode: Mode) -> Vec<VerifyConfig> {
    configs_on(case, mode, ARCH, case.pool_dtype)
}

/// [`configs`] on `arch`, with a pool of `pool` (the tiles the table gives that pool).
fn configs_on(case: &Case, mode: Mode, arch: Arch, pool: Scalar) -> Vec<VerifyConfig> {
    let family = case.geo.gate.verify();
    let mut tiles: Vec<_> = [Requests::One, Requests::Many]
        .into_iter()
        .filter_map(|r| target::tile_for(family, arch, r, mode, pool))
        .collect();
    tiles.dedup();
    let mut out = Vec::new();
    for tile in tiles {
        let cfg = VerifyConfig {
            pool,
            ..case.verify_config(mode, arch, tile)
        };
        out.push(cfg);
        if case.geo.gate == Gate::Channel {
            out.push(VerifyConfig {
                decay_input: true,
                ..cfg
            });
        }
    }
    out
}

fn inputs(rng: &mut Rng, case: &Case, cfg: &VerifyConfig) -> Named {
    let mut m = case.verify_inputs(cfg.mode);
    if cfg.decay_input {
        let gate = GateConfig {
            profile: cfg.profile,
            act: case.act,
            dt_bias: case.dt,
            arch: ARCH,
        };
        let decay = case.run_gate(&gate, None).unwrap_or_else(|e| panic!("{e}"));
        m.insert("decay".into(), Value::Tensor(Scalar::F32, decay));
    }
    if cfg.mode == Mode::Fold {
        for (name, v) in random_fold(rng, case, 3) {
            m.insert(name.to_string(), v);
        }
    }
    m
}

#[test]
fn no_schedule_field_changes_a_byte_of_any_mode() {
    let mut rng = Rng::new(0x9ef);
    for (gate, pool) in [
        (Gate::Head, Scalar::F32),
        (Gate::Head, Scalar::Bf16),
        (Gate::Channel, Scalar::F32),
        (Gate::Channel, Scalar::Bf16),
    ] {
        for mode in [Mode::Decode, Mode::Snapshot, Mode::Tuple, Mode::Fold] {
            // Request 1 is padding, the last has no row; 11 and 9 tokens take two blocks.
            let tokens = match mode {
                Mode::Decode => vec![1; 4],
                _ => vec![11, 3, 9, 4],
            };
            let case = Case::random(&mut rng, geo(gate, tokens), Scalar::Bf16, Scalar::F32, pool);
            for cfg in configs(&case, mode) {
                let off = build(&cfg, OFF);
                assert_eq!(
                    prefetches(&off),
                    0,
                    "{}: prefetches without the schedule",
                    off.name
                );
                let inputs = inputs(&mut rng, &case, &cfg);
                let a = run(&off, &inputs);
                for schedule in schedules() {
                    let on = build(&cfg, schedule);
                    let tag = format!("{} {schedule:?}", on.name);
                    // The next token block is prefetched in every mode, the first block
                    // and the entries in fold mode only, the first entry's ring steps in
                    // GDN's fold mode only; the state a wave ahead in every mode.
                    let fold_prefetch = schedule.prefetch_first
                        || schedule.prefetch_first_many
                        || schedule.prefetch_entries
                        || (schedule.prefetch_ring && gate == Gate::Head);
                    let expected = schedule.prefetch
                        || schedule.prefetch_ahead
                        || (mode == Mode::Fold && fold_prefetch);
                    assert_eq!(prefetches(&on) > 0, expected, "{tag}: prefetches");
                    let b = run(&on, &inputs);
                    assert_eq!(a.keys().collect::<Vec<_>>(), b.keys().collect::<Vec<_>>());
                    for (name, bytes) in &a {
                        assert!(
                            *bytes == b[name],
                            "{tag}: `{name}` differs with the schedule"
                        );
                    }
                }
            }
        }
    }
}

/// The fields that move issue 12's bounds change nothing they decide: `early_state` reads
/// the (in-range) slot of a request whose token range the bounds skip, `late_record` records
/// the flags after the recurrence, `early_fold` folds the (checked) entries of such a
/// request without writing its track copy or state. With hostile `cu_seqlens` (out of
/// range, non-monotonic, too many tokens; no two requests the bounds let through sharing a
/// token, whose writes would race), slots past the pool and fold entries whose row is past
/// the ring, every buffer after the run (the diagnostics word among them) equals the build
/// without the field, in every mode, and the interpreter sees no access out of bounds.
/// Control: the hostile indices did set the word in some run.
#[test]
fn the_bounds_fields_skip_and_report_what_the_bounds_skip() {
    let mut rng = Rng::new(0x9f6);
    let (mut flagged, mut compared) = (0, 0);
    for mode in [Mode::Decode, Mode::Snapshot, Mode::Tuple, Mode::Fold] {
        let tokens = match mode {
            Mode::Decode => vec![1; 4],
            _ => vec![3, 4, 2, 4],
        };
        let case = Case::random(
            &mut rng,
            geo(Gate::Head, tokens),
            Scalar::Bf16,
            Scalar::F32,
            Scalar::F32,
        );
        let g = &case.geo;
        let total: usize = g.tokens.iter().sum();
        for cfg in configs(&case, mode) {
            let off = build(&cfg, OFF);
            let ons = [
                "early_state",
                "late_record",
                "early_fold",
                "clamped_state",
                "loads_before_fold",
                "entries_first",
                "draft_with_fold",
                "early_ring",
                "prefetch_ring",
                "guessed_start",
            ]
            .map(|added| (added, build(&cfg, field(added))));
            for _ in 0..6 {
                let mut inputs = inputs(&mut rng, &case, &cfg);
                if rng.one_in(2) {
                    let mut h0 = case.h0.clone();
                    let at = rng.below(g.n());
                    h0[at] = (g.slots + rng.below(3)) as i32;
                    inputs.insert("h0_indices".into(), Value::i32s(&h0));
                }
                if let (true, Some(Value::Tensor(_, rows))) =
                    (rng.one_in(2), inputs.get_mut("fold_rows"))
                {
                    let at = 4 * rng.below(rows.len() / 4);
                    rows[at..at + 4].copy_from_slice(&(g.rows as i32 + 5).to_ne_bytes());
                }
                let cu = hostile_cu_seqlens(&mut rng, &g.cu_seqlens(), total, g.d_alloc, 40);
                // Two requests the bounds let through may share tokens (a non-monotonic
                // offset): their writes race, so no order of them is the right one.
                let limit = if mode == Mode::Decode {
                    i32::MAX
                } else {
                    g.d_alloc as i32
                };
                let mut kept: Vec<(i32, i32)> = cu
                    .windows(2)
                    .map(|w| (w[0], w[1]))
                    .filter(|&(a, b)| 0 <= a && a < b && b <= total as i32 && b - a <= limit)
                    .collect();
                kept.sort();
                if kept.windows(2).any(|w| w[1].0 < w[0].1) {
                    continue;
                }
                compared += 1;
                inputs.insert("cu_seqlens".into(), Value::i32s(&cu));
                for (name, v) in diagnostics_word() {
                    inputs.insert(name.to_string(), v);
                }
                let a = run(&off, &inputs);
                for (added, on) in &ons {
                    let b = run(on, &inputs);
                    for (name, bytes) in &a {
                        assert!(
                            *bytes == b[name],
                            "{} cu_seqlens={cu:?}: `{name}` differs with {added}",
                            on.name
                        );
                    }
                }
                if a.get(deltagen::vocab::diagnostics::WORD)
                    .is_some_and(|w| w.iter().any(|&x| x != 0))
                {
                    flagged += 1;
                }
            }
        }
    }
    assert!(compared >= 20, "{compared} runs compared");
    assert!(flagged > 0, "no hostile index was reported");
}

/// Fold entries the kernel refuses (a row out of range, a step past the ring, the
/// request's own new row) are prefetched nowhere: the interpreter would fail the run on an
/// index outside a ring tensor. The bytes equal the build without prefetch.
#[test]
fn bad_fold_entries_are_not_prefetched() {
    let mut rng = Rng::new(0x9f2);
    let case = case_of(&mut rng, Gate::Head, vec![4, 3, 4, 2], Scalar::Bf16);
    let g = &case.geo;
    let tile = default_tile(Gate::Head.verify(), ARCH);
    let cfg = case.verify_config(Mode::Fold, ARCH, tile);
    let depth = 3;
    let free: Vec<i32> = (0..g.rows as i32)
        .filter(|r| !case.rows.contains(r))
        .collect();
    // The last ring row other than request 0's new one: a step past the ring there would
    // prefetch past the end of the ring tensors.
    let last = (0..g.rows as i32)
        .rev()
        .find(|&r| r != case.rows[0])
        .unwrap_or_else(|| panic!("one ring row"));
    // Request 0: a good first entry, then each bad kind as a later one (the request is
    // skipped at the first bad one, but every later entry is a prefetch candidate).
    for bad in [
        (g.rows as i32 + 7, 1),
        (last, g.d_alloc as i32 + 40),
        (case.rows[0], 1),
        (-3, 1),
    ] {
        let mut f = FoldSteps::none(g.n(), depth);
        f.counts[0] = 3;
        f.rows[..3].copy_from_slice(&[free[0], bad.0, free[1]]);
        f.steps[..3].copy_from_slice(&[1, bad.1, 2]);
        let mut inputs = case.verify_inputs(Mode::Fold);
        let ring = random_ring(&mut rng, &case);
        for (name, bytes) in ring {
            inputs.insert(name, Value::Tensor(Scalar::F32, bytes));
        }
        for (name, v) in f.inputs() {
            inputs.insert(name.to_string(), v);
        }
        let a = run(&build(&cfg, OFF), &inputs);
        let b = run(&build(&cfg, ON), &inputs);
        for (name, bytes) in &a {
            assert!(*bytes == b[name], "{bad:?}: `{name}` differs with prefetch");
        }
    }
}

/// Build `schedule`'s tuple kernel for requests of `tokens` tokens, run it, and again with
/// one ULP more at each of `places` (a name, an index into `fused`): `o` must change every
/// time.
fn one_ulp_changes_o(
    seed: u64,
    tokens: &[usize],
    act: Scalar,
    schedule: Schedule,
    places: &[(&str, usize)],
) {
    let mut rng = Rng::new(seed);
    let case = case_of(&mut rng, Gate::Head, tokens.to_vec(), act);
    let tile = default_tile(Gate::Head.verify(), ARCH);
    let cfg = case.verify_config(Mode::Tuple, ARCH, tile);
    let kernel = build(&cfg, schedule);
    let base = run(&kernel, &case.verify_inputs(Mode::Tuple));
    // A bf16 activation is held in an f32: its ULP is bit 16.
    let ulp = if act == Scalar::Bf16 { 1 << 16 } else { 1 };
    for &(what, at) in places {
        let mut nudged = case.clone();
        nudged.fused[at] = f32::from_bits(nudged.fused[at].to_bits() + ulp);
        let other = run(&kernel, &nudged.verify_inputs(Mode::Tuple));
        assert!(
            base["o"] != other["o"],
            "{schedule:?}: one ULP of {what} reached no output"
        );
    }
}

/// `guessed_start` where its guess holds: every request of a batch with the same number of
/// tokens (one block, two blocks, one request) starts where the guess says, so its first
/// block is staged from the guessed loads; the bytes equal the build without the field and
/// the committed schedule with it, in every mode it applies to, both pools. Where the guess
/// fails (the other tests' uneven drafts, hostile `cu_seqlens`) the block is loaded again.
/// Control: one ULP of a later request's first-block `q` changes `o` with the field.
#[test]
fn guessed_start_equals_the_loads_from_cu_seqlens_where_the_guess_holds() {
    let mut rng = Rng::new(0x9fa);
    let guessed = field("guessed_start");
    let mut compared = 0;
    for pool in [Scalar::F32, Scalar::Bf16] {
        for mode in [Mode::Decode, Mode::Snapshot, Mode::Tuple] {
            for tokens in [vec![4; 4], vec![11; 2], vec![4], vec![1; 3]] {
                let case = Case::random(
                    &mut rng,
                    geo(Gate::Head, tokens.clone()),
                    Scalar::Bf16,
                    Scalar::F32,
                    pool,
                );
                for cfg in configs(&case, mode) {
                    let inputs = inputs(&mut rng, &case, &cfg);
                    let a = run(&build(&cfg, OFF), &inputs);
                    let committed = gdn_verify::generated_schedule(&cfg);
                    for schedule in [guessed, committed.union(guessed)] {
                        let on = build(&cfg, schedule);
                        let b = run(&on, &inputs);
                        for (name, bytes) in &a {
                            assert!(
                                *bytes == b[name],
                                "{} {tokens:?} {schedule:?}: `{name}` differs",
                                on.name
                            );
                        }
                        compared += 1;
                    }
                }
            }
        }
    }
    assert!(compared >= 48, "{compared} builds compared");
    // Request 1's second token, q[3].
    let at = 5 * geo(Gate::Head, vec![4, 4]).qkv_stride() + 3;
    one_ulp_changes_o(0x9f8, &[4, 4], Scalar::F32, guessed, &[("q[3]", at)]);
}

/// The control of the comparison above: one ULP of one `q` element of a second-block token
/// (request 0's token 9) changes `o`, so byte equality there is not vacuous.
#[test]
fn a_one_ulp_change_in_the_second_block_is_seen() {
    let stride = geo(Gate::Head, vec![11, 3]).qkv_stride();
    // A request of 11 tokens (two blocks) and one of 3.
    one_ulp_changes_o(
        0x9f0,
        &[11, 3],
        Scalar::F32,
        ON,
        &[("q[5]", 9 * stride + 5)],
    );
}

/// The bounds the interpreter checks for a prefetch: a kernel that prefetches one element
/// past a buffer fails, as one that reads it would.
#[test]
fn a_prefetch_outside_its_buffer_fails_on_the_interpreter() {
    use deltagen::dsl::*;
    use deltagen::ir::{Access, Axis, CmpOp, GridTerm};
    let mut b = KernelBuilder::new("prefetch_past_the_end", 32);
    let x = b.buffer("x", Scalar::F32, Access::Read);
    let n = b.scalar::<I32>("n");
    b.grid(Axis::X, vec![GridTerm::Const(1)]);
    let lane = b.local_id();
    let at = b.sext(lane);
    let inside = b.cmp(CmpOp::Lt, lane, n);
    b.prefetch_masked(x, at, inside);
    let kernel = b.finish().unwrap_or_else(|e| panic!("{e}"));
    let mut m = Named::new();
    m.insert("x".into(), Value::floats(Scalar::F32, &[1.0; 32]));
    m.insert("n".into(), Value::Scalar(deltagen::ir::Const::I32(32)));
    assert!(
        run_named(&kernel, &m).is_ok(),
        "an in-range prefetch failed"
    );
    m.insert("n".into(), Value::Scalar(deltagen::ir::Const::I32(32)));
    m.insert("x".into(), Value::floats(Scalar::F32, &[1.0; 31]));
    let err = run_named(&kernel, &m).expect_err("a prefetch past the end passed");
    assert!(err.to_string().contains('x'), "{err}");
}

#[cfg(feature = "codegen")]
#[test]
fn nvidia_code_prefetches_and_amd_code_is_unchanged() {
    let mut rng = Rng::new(0x9f1);
    let case = case_of(&mut rng, Gate::Head, vec![4], Scalar::Bf16);
    for arch in Arch::ALL {
        let family = Gate::Head.verify();
        let Some(tile) = target::tile_for(family, arch, Requests::Many, Mode::Fold, Scalar::F32)
        else {
            panic!("no fold tile on {arch}")
        };
        let cfg = case.verify_config(Mode::Fold, arch, tile);
        let (off, on) = (asm_of(&cfg, arch, OFF), asm_of(&cfg, arch, PREFETCHES));
        if arch.has_l2_prefetch() {
            assert!(
                !off.contains("prefetch."),
                "{arch}: a prefetch without the schedule"
            );
            assert!(
                on.contains("prefetch.global.L2"),
                "{arch}: no prefetch.global.L2"
            );
        } else {
            assert_eq!(
                prefetches(&build(&cfg, PREFETCHES)),
                0,
                "{arch}: a prefetch in the IR"
            );
            assert!(on == off, "{arch}: the schedule changed AMD code");
        }
    }
}

/// `uncapped` lifts the tile row's register cap and changes nothing else: a capped
/// instance's PTX declares `.maxnreg` without the field and not with it, and the two PTX
/// texts are otherwise the same; the IR is the same kernel. `raised_cap` declares the cap
/// plus `RAISED_CAP` and changes nothing else either. Control: the one-request fold
/// instance is capped (a tile row without a cap would prove nothing).
#[cfg(feature = "codegen")]
#[test]
fn uncapped_lifts_the_register_cap_and_nothing_else() {
    let mut rng = Rng::new(0x9f7);
    let case = case_of(&mut rng, Gate::Head, vec![4], Scalar::Bf16);
    let family = Gate::Head.verify();
    let tile = target::tile_for(family, ARCH, Requests::One, Mode::Fold, case.pool_dtype)
        .unwrap_or_else(|| panic!("no one-request fold tile on {ARCH}"));
    let cfg = case.verify_config(Mode::Fold, ARCH, tile);
    let cap = target::register_cap(family, ARCH, tile, cfg.pool, false);
    assert!(cap.is_some(), "{tile}: not capped");
    let uncapped = field("uncapped");
    let (a, b) = (build(&cfg, OFF), build(&cfg, uncapped));
    assert_eq!(a.max_registers, cap);
    assert_eq!(b.max_registers, None);
    let same_cap = Kernel {
        max_registers: a.max_registers,
        ..b
    };
    assert_eq!(format!("{a:?}"), format!("{same_cap:?}"), "the IR differs");
    let (off, on) = (asm_of(&cfg, ARCH, OFF), asm_of(&cfg, ARCH, uncapped));
    let maxnreg = |ptx: &str| ptx.lines().filter(|l| l.contains(".maxnreg")).count();
    assert_eq!(maxnreg(&off), 1, "no .maxnreg with the cap");
    assert_eq!(maxnreg(&on), 0, ".maxnreg without the cap");
    let rest = |ptx: &str| -> Vec<String> {
        ptx.lines()
            .filter(|l| !l.contains(".maxnreg"))
            .map(str::to_string)
            .collect()
    };
    assert_eq!(rest(&off), rest(&on), "the PTX differs beyond .maxnreg");
    // `raised_cap`: the cap plus RAISED_CAP, the same IR and PTX otherwise; with
    // `uncapped` no cap at all.
    let raised = field("raised_cap");
    let r = build(&cfg, raised);
    assert_eq!(r.max_registers, cap.map(|c| c + gdn_verify::RAISED_CAP));
    let same_cap = Kernel {
        max_registers: a.max_registers,
        ..r
    };
    assert_eq!(format!("{a:?}"), format!("{same_cap:?}"), "the IR differs");
    let both = Schedule {
        raised_cap: true,
        ..uncapped
    };
    assert_eq!(build(&cfg, both).max_registers, None);
    let ptx = asm_of(&cfg, ARCH, raised);
    let want = format!(".maxnreg {}", cap.map_or(0, |c| c + gdn_verify::RAISED_CAP));
    assert_eq!(
        ptx.lines().filter(|l| l.contains(&want)).count(),
        1,
        "no `{want}`"
    );
    assert_eq!(rest(&off), rest(&ptx), "the PTX differs beyond .maxnreg");
}

/// `Opaque` (what keeps two prefetch sites' values apart) is the value itself on the
/// interpreter for both integer widths, and the validator refuses it on a float.
#[test]
fn opaque_is_the_value_itself_and_only_for_integers() {
    use deltagen::dsl::*;
    use deltagen::ir::{Access, Axis, Const, GridTerm};
    let mut b = KernelBuilder::new("opaque_identity", 32);
    let out32 = b.buffer("out32", Scalar::I32, Access::ReadWrite);
    let out64 = b.buffer("out64", Scalar::I64, Access::ReadWrite);
    let x = b.scalar::<I32>("x");
    b.grid(Axis::X, vec![GridTerm::Const(1)]);
    let lane = b.local_id();
    let at = b.sext(lane);
    let v = b.iadd(x, lane);
    let v32 = b.opaque(v);
    let wide = b.sext(v);
    let big = b.i64(1 << 40);
    let wide = b.iadd(wide, big);
    let v64 = b.opaque(wide);
    b.store(out32, at, v32);
    b.store(out64, at, v64);
    let kernel = b.finish().unwrap_or_else(|e| panic!("{e}"));
    let mut m = Named::new();
    m.insert("out32".into(), Value::i32s(&[0; 32]));
    m.insert("out64".into(), Value::Tensor(Scalar::I64, vec![0; 32 * 8]));
    m.insert("x".into(), Value::Scalar(Const::I32(-7)));
    let out = run(&kernel, &m);
    for lane in 0..32usize {
        let got32 = i32::from_le_bytes(out["out32"][lane * 4..lane * 4 + 4].try_into().expect("4"));
        let got64 = i64::from_le_bytes(out["out64"][lane * 8..lane * 8 + 8].try_into().expect("8"));
        assert_eq!(got32, lane as i32 - 7, "lane {lane}");
        assert_eq!(got64, lane as i64 - 7 + (1 << 40), "lane {lane}");
    }
    let mut b = KernelBuilder::new("opaque_float", 32);
    let y = b.scalar::<F32>("y");
    let _ = b.opaque(y);
    let err = b
        .finish()
        .expect_err("an opaque float passed the validator");
    assert!(err.to_string().contains("opaque of f32"), "{err}");
}

/// The buffer parameter named `name` of `kernel`.
fn param(kernel: &Kernel, name: &str) -> u32 {
    kernel
        .params
        .iter()
        .position(|p| p.name == name)
        .unwrap_or_else(|| panic!("{}: no parameter `{name}`", kernel.name)) as u32
}

/// `merge_loads` replaces every masked `q`/`k` (KDA: `a`, `decay`) load with plain loads in
/// branches, in every mode; the build without it has masked ones (what LLVM cannot merge).
#[test]
fn merged_chunks_have_no_masked_qk_load() {
    let mut rng = Rng::new(0x9f3);
    for gate in [Gate::Head, Gate::Channel] {
        let case = case_of(&mut rng, gate, vec![4, 2], Scalar::Bf16);
        for mode in [Mode::Decode, Mode::Snapshot, Mode::Tuple, Mode::Fold] {
            for cfg in configs(&case, mode) {
                let mut names = vec!["q", "k"];
                if gate == Gate::Channel {
                    names.push(if cfg.decay_input { "decay" } else { "a" });
                }
                for (schedule, expected) in [(OFF, true), (MERGED, false)] {
                    let kernel = build(&cfg, schedule);
                    for name in &names {
                        let buf = param(&kernel, name);
                        let masked = kernel.count_insts(|i| {
                            matches!(i, Inst::Load { buffer, mask: Some(_), .. } if *buffer == buf)
                        });
                        assert_eq!(
                            masked > 0,
                            expected,
                            "{} {schedule:?}: {masked} masked loads of `{name}`",
                            kernel.name
                        );
                    }
                }
            }
        }
    }
}

/// The control of the byte comparisons for `merge_loads`: one ULP of the last element of a
/// `k` chunk and of the second of a `q` chunk (request 0's token 9, in the second block)
/// changes `o` through the merged build, so equality is not vacuous and every element of a
/// merged chunk is read.
#[test]
fn a_one_ulp_change_in_a_merged_chunk_is_seen() {
    let g = geo(Gate::Head, vec![11, 3]);
    let token = 9 * g.qkv_stride();
    let places = [("k[3]", token + g.h * 128 + 3), ("q[1]", token + 1)];
    one_ulp_changes_o(0x9f4, &[11, 3], Scalar::Bf16, MERGED, &places);
}

/// `generated_schedule_from` gives GDN's portable instances `early_setup`,
/// `shared_reciprocal` (on NVIDIA: `ARCH`), `merge_loads` in every mode but fold,
/// `peel_first` in chain instances of the one-request tile, and the prefetches in chain
/// instances; KDA's and the triton-sm90 instances get nothing.
#[test]
fn the_generated_schedule_applies_each_field_where_it_was_meant() {
    let mut rng = Rng::new(0x9f5);
    for gate in [Gate::Head, Gate::Channel] {
        let case = case_of(&mut rng, gate, vec![4], Scalar::Bf16);
        for mode in [Mode::Decode, Mode::Snapshot, Mode::Tuple, Mode::Fold] {
            for cfg in configs(&case, mode) {
                let gdn = gate == Gate::Head;
                let s = gdn_verify::generated_schedule_from(&cfg, ON);
                assert_eq!(s.merge_loads, gdn && mode != Mode::Fold, "{cfg:?}");
                assert_eq!(s.prefetch, gdn, "{cfg:?}");
                assert_eq!(s.prefetch_first_many, gdn, "{cfg:?}");
                assert_eq!(s.early_setup, gdn, "{cfg:?}");
                assert_eq!(s.early_fold, gdn && mode == Mode::Fold, "{cfg:?}");
                assert_eq!(s.loads_before_fold, gdn && mode == Mode::Fold, "{cfg:?}");
                assert_eq!(s.entries_first, gdn && mode == Mode::Fold, "{cfg:?}");
                assert_eq!(s.draft_with_fold, gdn && mode == Mode::Fold, "{cfg:?}");
                assert_eq!(s.early_ring, gdn && mode == Mode::Fold, "{cfg:?}");
                assert_eq!(s.prefetch_ring, gdn && mode == Mode::Fold, "{cfg:?}");
                assert_eq!(s.uncapped, gdn, "{cfg:?}");
                assert_eq!(s.raised_cap, gdn, "{cfg:?}");
                assert_eq!(s.lagged_output, gdn, "{cfg:?}");
                assert_eq!(s.paired_norms, gdn, "{cfg:?}");
                assert_eq!(s.shared_reciprocal, gdn, "{cfg:?}");
                assert_eq!(s.gates_first, gdn, "{cfg:?}");
                assert_eq!(s.single_division, gdn, "{cfg:?}");
                assert_eq!(s.early_weights, gdn, "{cfg:?}");
                assert_eq!(s.guessed_start, gdn && mode != Mode::Fold, "{cfg:?}");
                let family = case.geo.gate.verify();
                let one = target::tile_for(family, ARCH, Requests::One, mode, cfg.pool);
                let peel = gdn && one == Some(cfg.tile);
                assert_eq!(s.peel_first, peel, "{cfg:?}");
                let tree = VerifyConfig { tree: true, ..cfg };
                if gdn && mode == Mode::Tuple {
                    let s = gdn_verify::generated_schedule_from(&tree, ON);
                    let expected = Schedule {
                        early_setup: true,
                        early_state: true,
                        late_record: true,
                        clamped_state: true,
                        uncapped: true,
                        raised_cap: true,
                        paired_norms: true,
                        shared_reciprocal: true,
                        gates_first: true,
                        single_division: true,
                        early_weights: true,
                        ..MERGED
                    };
                    assert_eq!(s, expected, "{tree:?}");
                }
                let triton = VerifyConfig {
                    profile: deltagen::dsl::math::Profile::TritonSm90,
                    ..cfg
                };
                assert_eq!(
                    gdn_verify::generated_schedule_from(&triton, ON),
                    OFF,
                    "{triton:?}"
                );
            }
        }
    }
}

/// `shared_reciprocal` stands for IEEE division, so a kernel built with it outside the
/// portable profile (whose divisions are `div.full` in triton-sm90) is the kernel without
/// it, even through `build_scheduled` with an explicit schedule; control: in the portable
/// profile the field does change the IR (it has seeds).
#[test]
fn the_shared_reciprocal_is_only_the_portable_profiles() {
    use deltagen::ir::print::print_kernel;
    let mut rng = Rng::new(0x9f7);
    let case = case_of(&mut rng, Gate::Head, vec![4], Scalar::Bf16);
    let seeds = |k: &Kernel| {
        k.count_insts(
            |i| matches!(i, Inst::Approx { op, .. } if *op == deltagen::ir::ApproxOp::RcpApproxFtz),
        )
    };
    let mut checked = 0;
    for mode in [Mode::Snapshot, Mode::Tuple, Mode::Fold] {
        for cfg in configs(&case, mode) {
            checked += 1;
            let on = field("shared_reciprocal");
            assert!(seeds(&build(&cfg, on)) > 0, "{cfg:?}");
            let triton = VerifyConfig {
                profile: deltagen::dsl::math::Profile::TritonSm90,
                ..cfg
            };
            let with = build(&triton, on);
            assert_eq!(seeds(&with), 0, "{triton:?}");
            assert_eq!(
                print_kernel(&with),
                print_kernel(&build(&triton, OFF)),
                "{triton:?}"
            );
        }
    }
    assert!(checked >= 3, "{checked}");
}

/// With LLVM: the merged chunks of bf16 `q` and `k` are 8-byte loads in sm_90 PTX
/// (`ld.global.v4.b16`), where the build without has none.
#[cfg(feature = "codegen")]
#[test]
fn merged_chunks_are_one_wide_load_in_nvidia_code() {
    let mut rng = Rng::new(0x9f6);
    let case = case_of(&mut rng, Gate::Head, vec![4], Scalar::Bf16);
    let tile = default_tile(Gate::Head.verify(), ARCH);
    let cfg = case.verify_config(Mode::Tuple, ARCH, tile);
    let wide = |s| asm_of(&cfg, ARCH, s).matches("ld.global.v4.b16").count();
    assert_eq!(wide(OFF), 0, "a wide bf16 load without merge_loads");
    assert!(wide(MERGED) >= 2, "q and k are not one wide load each");
}

/// The committed instances' schedule (`generated_schedule`): GDN's portable instances outside
/// fold mode merge their loads on every NVIDIA arch (measured, PERFORMANCE.md version 27) and
/// on no AMD arch (not measured there); sm_90's bf16-pool snapshot and tuple chains of the
/// one-request tile also compute their divisions early, and sm_90's f32-pool fold instance
/// of the one-request tile issues its first block's loads before the fold, the many-request
/// tile's prefetches its first block from 8 requests; sm_90's share their norms' reciprocal
/// but in the f32 pool's many-request snapshot and decode tiles; GDN's norms are paired on
/// every NVIDIA arch outside decode, and in sm_90's decode but the bf16 pool's many-request
/// tile; sm_90's decode chains and one-request tuple and fold chains step the output's
/// address; sm_90's GDN chains but the f32 pool's fold chains find the key head with one
/// division; sm_90's GDN instances with an f32 `dt_bias` load the gate weights before the
/// wait, and their chains outside fold guess their first block's start but in the f32
/// pool's one-request decode and snapshot tiles; sm_90's many-request snapshot and decode
/// chains of a bf16 pool prefetch the state a wave ahead; nothing else is set, and KDA's
/// instances get nothing.
#[test]
fn the_committed_schedule_sets_what_was_measured_to_pay() {
    let mut rng = Rng::new(0x9f6);
    // GDN non-fold instances checked: NVIDIA, AMD, early_setup; loads_before_fold;
    // GDN fold instances with early_ring, and without it (the f32 one-request tile);
    // prefetch_first_many; shared_reciprocal; GDN decode instances without and with
    // paired_norms; sm_90's GDN chains without and with stepped_output, and without and
    // with single_division; sm_90's GDN chains outside fold without and with guessed_start,
    // and with a bf16 dt_bias (neither early_weights nor guessed_start); sm_90's GDN chains
    // outside fold without and with prefetch_ahead
    let mut seen = [0usize; 19];
    for gate in [Gate::Head, Gate::Channel] {
        let case = case_of(&mut rng, gate, vec![4], Scalar::Bf16);
        for mode in [Mode::Decode, Mode::Snapshot, Mode::Tuple, Mode::Fold] {
            for arch in Arch::ALL {
                for (pool, tree, dt_bias) in [
                    (Scalar::F32, false, Scalar::F32),
                    (Scalar::Bf16, false, Scalar::F32),
                    (Scalar::Bf16, true, Scalar::F32),
                    (Scalar::F32, false, Scalar::Bf16),
                ] {
                    let family = case.geo.gate.verify();
                    let one = target::tile_for(family, arch, Requests::One, mode, pool);
                    for cfg in configs_on(&case, mode, arch, pool) {
                        let cfg = VerifyConfig {
                            pool,
                            tree,
                            dt_bias,
                            ..cfg
                        };
                        let nvidia = arch.vendor() == target::Vendor::Nvidia;
                        let gdn = gate == Gate::Head && mode != Mode::Fold;
                        let early = gdn
                            && arch == Arch::Sm90
                            && pool == Scalar::Bf16
                            && !tree
                            && mode != Mode::Decode
                            && one == Some(cfg.tile);
                        let fold_first = gate == Gate::Head
                            && mode == Mode::Fold
                            && arch == Arch::Sm90
                            && pool == Scalar::F32
                            && !tree
                            && one == Some(cfg.tile);
                        let head = gate == Gate::Head && nvidia;
                        let f32_fold_one =
                            mode == Mode::Fold && pool == Scalar::F32 && one == Some(cfg.tile);
                        let f32_fold_many = gate == Gate::Head
                            && mode == Mode::Fold
                            && arch == Arch::Sm90
                            && pool == Scalar::F32
                            && !tree
                            && one != Some(cfg.tile);
                        // Every sm_90 GDN instance but the f32 pool's many-request
                        // snapshot and decode chains.
                        let f32_many = pool == Scalar::F32 && !tree && one != Some(cfg.tile);
                        let shared_rcp = gate == Gate::Head
                            && arch == Arch::Sm90
                            && !(f32_many && matches!(mode, Mode::Snapshot | Mode::Decode));
                        // sm_90's decode: every tile but the bf16 pool's many-request one.
                        let decode_norms =
                            arch == Arch::Sm90 && (one == Some(cfg.tile) || pool == Scalar::F32);
                        // sm_90's GDN decode chains, and the one-request tile's tuple and
                        // fold chains.
                        let stepped = gate == Gate::Head
                            && arch == Arch::Sm90
                            && !tree
                            && match mode {
                                Mode::Decode => true,
                                Mode::Tuple | Mode::Fold => one == Some(cfg.tile),
                                Mode::Snapshot => false,
                            };
                        // sm_90's GDN chains but the f32 pool's fold chains.
                        let single = gate == Gate::Head
                            && arch == Arch::Sm90
                            && !tree
                            && !(pool == Scalar::F32 && mode == Mode::Fold);
                        // sm_90's GDN instances with an f32 dt_bias load the gate weights
                        // before the wait.
                        let dt_f32 = cfg.dt_bias == Scalar::F32;
                        let weights = gate == Gate::Head && arch == Arch::Sm90 && dt_f32;
                        // sm_90's GDN chains but fold's, the f32 pool's one-request decode
                        // and snapshot tiles.
                        let f32_one = pool == Scalar::F32 && one == Some(cfg.tile);
                        let guessed = single
                            && dt_f32
                            && mode != Mode::Fold
                            && !(f32_one && matches!(mode, Mode::Decode | Mode::Snapshot));
                        // sm_90's many-request snapshot and decode chains of a bf16 pool.
                        let ahead = gate == Gate::Head
                            && arch == Arch::Sm90
                            && pool == Scalar::Bf16
                            && !tree
                            && matches!(mode, Mode::Snapshot | Mode::Decode)
                            && one != Some(cfg.tile);
                        let expected = Schedule {
                            prefetch_ahead: ahead,
                            early_weights: weights,
                            guessed_start: guessed,
                            single_division: single,
                            prefetch_first_many: f32_fold_many,
                            shared_reciprocal: shared_rcp,
                            stepped_output: stepped,
                            merge_loads: gdn && nvidia,
                            early_setup: early,
                            loads_before_fold: fold_first,
                            raised_cap: fold_first,
                            paired_norms: head && (mode != Mode::Decode || decode_norms),
                            early_ring: head && mode == Mode::Fold && !f32_fold_one,
                            ..OFF
                        };
                        assert_eq!(gdn_verify::generated_schedule(&cfg), expected, "{cfg:?}");
                        if gdn {
                            seen[usize::from(!nvidia)] += 1;
                            seen[2] += usize::from(early);
                        }
                        seen[3] += usize::from(fold_first);
                        seen[6] += usize::from(f32_fold_many);
                        seen[7] += usize::from(shared_rcp);
                        if head && mode == Mode::Decode {
                            seen[8 + usize::from(decode_norms)] += 1;
                        }
                        if gate == Gate::Head && arch == Arch::Sm90 && !tree {
                            seen[10 + usize::from(stepped)] += 1;
                            seen[12 + usize::from(single)] += 1;
                            if mode != Mode::Fold {
                                seen[14 + usize::from(guessed)] += 1;
                                seen[16] += usize::from(!dt_f32 && !weights && !guessed);
                                seen[17 + usize::from(ahead)] += 1;
                            }
                        }
                        if head && mode == Mode::Fold {
                            seen[4 + usize::from(f32_fold_one)] += 1;
                        }
                    }
                }
            }
        }
    }
    assert!(seen.iter().all(|&n| n > 0), "{seen:?}");
}

/// `+FIELDS` (`gdn_verify::Variant::Add`) is each instance's committed schedule with the
/// fields added: `+none` gives every verify instance exactly the committed schedule (the
/// committed kernels), an added field keeps what the committed schedule sets apart (the
/// one-request bf16 `early_setup`), which the plain list (`Variant::Replace`) drops, and
/// the fields still apply only where `generated_schedule_from` lets them.
#[test]
fn an_added_variant_is_the_committed_schedule_with_its_fields() {
    use deltagen::kernels::{instances, Spec};
    use gdn_verify::Variant;
    let add = Variant::parse("+clamped_state").expect("parses");
    let replace = Variant::parse("merge_loads,clamped_state").expect("parses");
    assert_eq!(add, Variant::Add(CLAMPED_STATE));
    assert_eq!(add.names(), "+clamped_state");
    assert_eq!(Variant::parse("+none"), Ok(Variant::Add(OFF)));
    let err = Variant::parse("+clamped").expect_err("an unknown field parses");
    assert!(err.contains("unknown schedule field `clamped`"), "{err}");
    assert!(
        err.contains("`+clamped`"),
        "the variant is not named: {err}"
    );
    for text in ["", "+", "merge_loads,,early_setup", "+merge_loads,"] {
        let err = Variant::parse(text).expect_err("an empty field parses");
        assert!(err.contains("an empty schedule field"), "{text:?}: {err}");
    }
    let (mut verify, mut set_apart) = (0, 0);
    for inst in instances().expect("instances") {
        let Spec::Verify(cfg) = &inst.spec else {
            continue;
        };
        verify += 1;
        let committed = gdn_verify::generated_schedule(cfg);
        assert_eq!(
            Variant::Add(OFF).for_config(cfg),
            committed,
            "{}",
            inst.name
        );
        let added = add.for_config(cfg);
        let expected = gdn_verify::generated_schedule_from(cfg, committed.union(CLAMPED_STATE));
        assert_eq!(added, expected, "{}", inst.name);
        assert_eq!(
            added.union(committed),
            added,
            "{}: a committed field lost",
            inst.name
        );
        if committed.early_setup {
            set_apart += 1;
            assert!(added.early_setup && added.clamped_state, "{}", inst.name);
            assert!(!replace.for_config(cfg).early_setup, "{}", inst.name);
        }
        if cfg.profile != deltagen::dsl::math::Profile::Portable {
            assert_eq!(
                added, OFF,
                "{}: a triton-sm90 instance took a field",
                inst.name
            );
        }
    }
    assert!(verify > 100, "{verify} verify instances");
    assert!(set_apart > 0, "no instance with the committed early_setup");
}

/// Tree instances take the fields that move the state loads and the flags (`early_state`,
/// `late_record` and `clamped_state`, by `generated_schedule_from`), `paired_norms`,
/// `gates_first`, `single_division` and `early_weights`, and build `lagged_output`, `stepped_output`,
/// `paired_steps` and `guessed_start` as the kernel without them (a tree's steps reload or re-derive the state
/// between tokens and take their token from the tree's order, and a tree's first block
/// waits on its parents' checks; `generated_schedule_from` drops all four): each gives the bytes of
/// the build without it, in snapshot and tuple mode, both pools, GDN and KDA, with a
/// padding request, a slot past the pool and trees of every shape (`common::trees`: a
/// chain, a star, a random and a binary tree). The interpreter sees no access out of bounds.
#[test]
fn the_tree_instances_fields_change_no_byte() {
    use deltagen::cases::parents_inputs;
    let mut rng = Rng::new(0x9f7);
    let mut compared = 0;
    for gate in [Gate::Head, Gate::Channel] {
        for pool in [Scalar::F32, Scalar::Bf16] {
            let tokens = vec![5, 3, 6, 4];
            let g = geo(gate, tokens.clone());
            let mut case = Case::random(&mut rng, g, Scalar::Bf16, Scalar::F32, pool);
            case.h0[1] = -1;
            case.h0[3] = case.geo.slots as i32 + 1;
            let parents = common::trees(&mut rng, &tokens, 0);
            for mode in [Mode::Snapshot, Mode::Tuple] {
                let tile = default_tile(gate.verify(), ARCH);
                let cfg = VerifyConfig {
                    tree: true,
                    ..case.verify_config(mode, ARCH, tile)
                };
                let mut inputs = case.verify_inputs(mode);
                for (name, v) in parents_inputs(&parents, case.geo.d_alloc) {
                    inputs.insert(name.to_string(), v);
                }
                for (name, v) in diagnostics_word() {
                    inputs.insert(name.to_string(), v);
                }
                let a = run(&build(&cfg, OFF), &inputs);
                for added in [
                    "early_state",
                    "late_record",
                    "clamped_state",
                    "paired_norms",
                    "lagged_output",
                    "stepped_output",
                    "paired_steps",
                    "gates_first",
                    "single_division",
                    "early_weights",
                    "guessed_start",
                ] {
                    let on = build(&cfg, field(added));
                    let b = run(&on, &inputs);
                    for (name, bytes) in &a {
                        assert!(
                            *bytes == b[name],
                            "{}: `{name}` differs with {added}",
                            on.name
                        );
                    }
                    compared += 1;
                }
            }
        }
    }
    assert_eq!(compared, 88);
}

/// `single_division` finds each value head's key head (and the key head's first work-group,
/// which stores the ring's `k`) with one division: with head counts where the key head
/// matters (`H` of 1 to 4, 1 to 3 value heads per key head), every buffer of every mode
/// equals the build without the field, also beside `early_setup` (which pins the
/// division's values). Control: the same runs see a key head's `k` swapped with the next
/// one's, so a value head that read the wrong key head would be seen.
#[test]
fn single_division_finds_every_key_head() {
    let mut rng = Rng::new(0xa11);
    let mut swapped_seen = 0;
    for (h, hv) in [(2, 4), (2, 6), (3, 3), (1, 3), (4, 8)] {
        for mode in [Mode::Decode, Mode::Snapshot, Mode::Tuple, Mode::Fold] {
            let tokens = match mode {
                Mode::Decode => vec![1; 3],
                _ => vec![5, 2, 4],
            };
            let geo = Geo {
                h,
                hv,
                ..geo(Gate::Head, tokens)
            };
            let case = Case::random(&mut rng, geo, Scalar::Bf16, Scalar::F32, Scalar::F32);
            for cfg in configs(&case, mode) {
                let inputs = inputs(&mut rng, &case, &cfg);
                let off = build(&cfg, OFF);
                let a = run(&off, &inputs);
                for fields in ["single_division", "single_division,early_setup"] {
                    let on = build(&cfg, field(fields));
                    let b = run(&on, &inputs);
                    for (name, bytes) in &a {
                        assert!(*bytes == b[name], "{} {fields}: `{name}` differs", on.name);
                    }
                }
                if h > 1 {
                    // Control: key heads 0 and 1 of every token's k swapped.
                    let mut swapped = inputs.clone();
                    let Some(Value::Tensor(elem, k)) = swapped.get_mut("k") else {
                        panic!("no k tensor")
                    };
                    let bytes = elem.bytes().unwrap_or_else(|| panic!("k is {elem:?}"));
                    let (head, pitch) = (128 * bytes, case.geo.qkv_stride() * bytes);
                    for t in 0..case.geo.total_tokens() {
                        let (h0, rest) = k[t * pitch..].split_at_mut(head);
                        h0.swap_with_slice(&mut rest[..head]);
                    }
                    let c = run(&off, &swapped);
                    assert!(
                        c["o"] != a["o"],
                        "{}: k's key heads swapped, o unchanged",
                        off.name
                    );
                    swapped_seen += 1;
                }
            }
        }
    }
    assert!(swapped_seen >= 16, "{swapped_seen} controls");
}

/// `prefetch_ahead` prefetches the state of the request a wave ahead
/// (`n + ⌊AHEAD_GROUPS / G⌋ + 1`, `G = (V/BV)·HV` work-groups a request) only where that request
/// exists and its slot is in the pool: with 32 value heads the request a wave ahead is
/// request `n + 2` (`bv8w4`), `n + 4` (`bv16w4c2`) or `n + 8` (`bv32w4c2`), inside a batch
/// of 12, whose slots from that distance on are hostile (negative, past the pool,
/// `i32::MAX`, `i32::MIN`) or valid. Every buffer equals the build without the field, and the
/// interpreter sees no access (prefetches included) out of bounds. (A planted bug, the
/// slot's range check dropped, fails it with a prefetch past the pool.)
#[test]
fn prefetch_ahead_prefetches_only_inside_the_pool() {
    let mut rng = Rng::new(0xa4ead);
    let mut ahead_valid = 0;
    for mode in [Mode::Decode, Mode::Tuple] {
        let tokens = match mode {
            Mode::Decode => vec![1; 12],
            _ => vec![2; 12],
        };
        let geo = Geo {
            gate: Gate::Head,
            h: 1,
            hv: 32,
            d_alloc: 3,
            tokens,
            slots: 14,
            rows: 24,
        };
        let case = Case::random(&mut rng, geo, Scalar::Bf16, Scalar::F32, Scalar::F32);
        let n = case.geo.n();
        for cfg in configs(&case, mode) {
            let off = build(&cfg, OFF);
            let on = build(&cfg, field("prefetch_ahead"));
            assert!(prefetches(&on) > 0, "{}: no prefetch", on.name);
            let groups = (deltagen::kernels::V_DIM / cfg.tile.bv) as usize * case.geo.hv;
            let ahead = gdn_verify::AHEAD_GROUPS as usize / groups + 1;
            assert!(ahead < n, "{}: no request a wave ahead in {n}", on.name);
            for _ in 0..3 {
                let mut inputs = inputs(&mut rng, &case, &cfg);
                let mut h0 = case.h0.clone();
                let slots = case.geo.slots as i32;
                for slot in h0.iter_mut().skip(ahead) {
                    *slot = match rng.below(6) {
                        0 => -1,
                        1 => slots,
                        2 => slots + 1000,
                        3 => i32::MAX,
                        4 => i32::MIN,
                        _ => {
                            ahead_valid += 1;
                            *slot
                        }
                    };
                }
                inputs.insert("h0_indices".into(), Value::i32s(&h0));
                let a = run(&off, &inputs);
                let b = run(&on, &inputs);
                for (name, bytes) in &a {
                    assert!(*bytes == b[name], "{} h0={h0:?}: `{name}` differs", on.name);
                }
            }
        }
    }
    assert!(ahead_valid > 0, "no valid slot a wave ahead was prefetched");
}
