//! Hostile index contents on the interpreter. The host checks the lengths of the index
//! arrays but cannot see their contents, so every kernel must bound them itself. A seeded
//! property test fills every index array of every family (verify in every mode, on each
//! tile of the tile table in turn; replay, the commit scatter, the conv scatter) with
//! negative, huge (`i32::MAX`, `i32::MIN`), just-past-the-end and in-range values, and
//! `cu_seqlens` also non-monotonic, past `num_tokens` and with more tokens per request than
//! D_alloc. Two oracles:
//!
//! - the interpreter's bounds check: buffers are sized exactly as a launch may address them,
//!   so any access outside one is an error (`InterpError::OutOfBounds`) and fails the test;
//! - the documented validity rules, derived here independently of the kernels: after the
//!   run, an output element may differ from its known contents only where a valid request
//!   owns it (and, for verify, every element a valid request owns in `o`, the snapshots and
//!   the tuples must have been written).
//!
//! `DELTAGEN_HOSTILE_ITERS` and `DELTAGEN_HOSTILE_SEED` run it longer or from another seed.

#![cfg(feature = "generator")]

use deltagen::cases::{commit_diagnostics, verify_diagnostics};
use deltagen::cases::{commit_inputs, conv_inputs, replay_inputs, K, V};
use deltagen::cases::{default_tile, random_bytes, random_ring, Accept, Case, Geo, Named, Rng};
use deltagen::cases::{hostile_accept, hostile_cu_seqlens, hostile_index};
use deltagen::interp::{run_named, Value};
use deltagen::ir::{Const, Kernel, Scalar};
use deltagen::kernels::gdn_commit::{self, ScatterConfig, CONV_KC};
use deltagen::kernels::gdn_replay::{self, ReplayConfig, StepForm};
use deltagen::kernels::gdn_verify::{self, Mode};
use deltagen::target::{self, scatter_warps, Arch, Tile};
use deltagen::vocab::{diagnostics, Gate};
use std::collections::BTreeMap;
use std::ops::Range;

/// Hostile entries per index array, in percent.
const HOSTILE_PERCENT: [usize; 3] = [15, 40, 80];
const CONV_DIM: usize = 40;
const CONV_LAYERS: usize = 2;
/// Iterations by default (about 40 ms each in the release build); the coverage assertions
/// at the end hold from this many: every (arch, pool, gate), 12 of them, is visited once for
/// each of the most verify tiles one of them has (6: sm_90's KDA with an f32 pool).
const ITERS: u64 = 72;

/// The documented verify rule: request `n` owns tokens `bos..eos` when
/// `0 <= bos <= eos <= num_tokens` and, in snapshot and tuple modes, `eos - bos <= D_alloc`;
/// otherwise it must write nothing.
fn verify_range(
    cu: &[i32],
    n: usize,
    tokens: usize,
    d_alloc: usize,
    mode: Mode,
) -> Option<Range<usize>> {
    let (bos, eos) = (i64::from(cu[n]), i64::from(cu[n + 1]));
    let ok = 0 <= bos
        && bos <= eos
        && eos <= tokens as i64
        && (mode == Mode::Decode || eos - bos <= d_alloc as i64);
    ok.then_some(bos as usize..eos as usize)
}

fn in_range(x: i32, len: usize) -> Option<usize> {
    (x >= 0 && (x as usize) < len).then_some(x as usize)
}

/// The documented commit rules (`gdn_replay`, `gdn_commit_scatter`, `conv_window_scatter`):
/// the accepted copy needs its step in `[0, num_steps)`, its slot and row in range; the track
/// copy needs that, a track step in `[0, accepted step]` and its slot in range. Returns the
/// slots the accepted and the track copy may write.
fn commit_slots(a: &Case, acc: &Accept, n: usize, steps: usize) -> (Option<usize>, Option<usize>) {
    let g = &a.geo;
    let ok = in_range(acc.steps[n], steps).is_some() && in_range(a.rows[n], g.rows).is_some();
    let slot = in_range(a.h0[n], g.slots).filter(|_| ok);
    let tracked = acc.track_steps[n] >= 0;
    let track = in_range(acc.track_slots[n], g.slots)
        .filter(|_| tracked && acc.track_steps[n] <= acc.steps[n]);
    // One rule for replay and both scatters: a request whose track copy is invalid is
    // skipped whole.
    if slot.is_none() || (tracked && track.is_none()) {
        return (None, None);
    }
    (slot, track)
}

/// Element masks over one buffer: where writes are allowed, and where they are required.
struct Mask {
    allowed: Vec<bool>,
    required: Vec<bool>,
}

impl Mask {
    fn new(len: usize) -> Mask {
        Mask {
            allowed: vec![false; len],
            required: vec![false; len],
        }
    }
    fn allow(&mut self, r: Range<usize>, required: bool) {
        for i in r {
            self.allowed[i] = true;
            self.required[i] |= required;
        }
    }
}

/// Compare a buffer's bytes before and after a launch, element by element: no element
/// outside `allowed` may differ, every element in `required` must.
fn check(what: &str, size: usize, before: &[u8], after: &[u8], mask: &Mask) -> Result<(), String> {
    if before.len() != after.len() || before.len() != mask.allowed.len() * size {
        return Err(format!(
            "{what}: {} bytes before, {} after, mask of {} elements",
            before.len(),
            after.len(),
            mask.allowed.len()
        ));
    }
    let changed = |i: usize| before[i * size..(i + 1) * size] != after[i * size..(i + 1) * size];
    let stray: Vec<usize> = (0..mask.allowed.len())
        .filter(|&i| !mask.allowed[i] && changed(i))
        .collect();
    if let Some(first) = stray.first() {
        return Err(format!(
            "{what}: {} elements written that no valid request owns (first: element {first})",
            stray.len()
        ));
    }
    let missed: Vec<usize> = (0..mask.allowed.len())
        .filter(|&i| mask.required[i] && !changed(i))
        .collect();
    if let Some(first) = missed.first() {
        return Err(format!(
            "{what}: {} elements a valid request owns were not written (first: element {first})",
            missed.len()
        ));
    }
    Ok(())
}

fn tensor<'a>(m: &'a Named, name: &str) -> &'a [u8] {
    match m.get(name) {
        Some(Value::Tensor(_, b)) => b,
        _ => panic!("no tensor `{name}` in the inputs"),
    }
}

fn scalar_i64(m: &Named, name: &str) -> usize {
    match m.get(name) {
        Some(Value::Scalar(Const::I64(v))) => *v as usize,
        other => panic!("`{name}` is not an i64 scalar: {other:?}"),
    }
}

fn i32s(v: usize) -> Value {
    Value::Scalar(Const::I32(v as i32))
}

/// Run `kernel` on `inputs` and check every written buffer against its mask, and the
/// diagnostics word against the flags the documented rules give (`word`: `None` runs the
/// launch without a word, a zero-length buffer the kernel must not touch). An
/// out-of-bounds access is the interpreter's error and fails here.
fn run_and_check(
    kernel: &Kernel,
    inputs: &Named,
    masks: &[(&str, usize, Mask)],
    word: Option<u32>,
    ctx: &str,
) {
    let mut inputs = inputs.clone();
    if word.is_none() {
        inputs.insert("diagnostics".into(), Value::i32s(&[]));
        inputs.insert("diagnostics_on".into(), i32s(0));
    }
    let out = run_named(kernel, &inputs).unwrap_or_else(|e| panic!("{ctx}: {}: {e}", kernel.name));
    if let Some(want) = word {
        let got = out
            .get("diagnostics")
            .and_then(|b| b.get(..4))
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]));
        assert_eq!(
            got,
            Some(want),
            "{ctx}: {}: diagnostics word {:?}, the rules give {:?}",
            kernel.name,
            got.map(diagnostics::describe),
            diagnostics::describe(want)
        );
    }
    let inputs = &inputs;
    for (name, size, mask) in masks {
        let after = out
            .get(*name)
            .unwrap_or_else(|| panic!("{ctx}: {} wrote no `{name}`", kernel.name));
        if let Err(e) = check(name, *size, tensor(inputs, name), after, mask) {
            panic!("{ctx}: {}: {e}", kernel.name);
        }
    }
}

/// The commit kernels of one arch, pool dtype and gate (verify's are built per tile,
/// [`build_verify`]).
struct Kernels {
    arch: Arch,
    replay: Kernel,
    commit: Kernel,
    conv: Kernel,
}

/// The verify tiles the hostile test rotates through for `gate`, `arch` and `pool`: the
/// default tile (the harness's, one column a lane), then every tile of the tile table that
/// serves the pool, in table order, each once. Bounds are built by the same code for every
/// tile, but a tile decides which lanes load which indices and rows, so each is run.
fn verify_tiles(gate: Gate, arch: Arch, pool: Scalar) -> Vec<Tile> {
    let mut tiles = vec![default_tile(gate.verify(), arch)];
    for row in target::rows(gate.verify(), arch).filter(|row| row.pools.admits(pool)) {
        if !tiles.contains(&row.tile) {
            tiles.push(row.tile);
        }
    }
    tiles
}

/// Verify's kernels on one tile, one a mode.
type VerifyKernels = Vec<(Mode, Kernel)>;

/// Verify in every mode on `tile`.
fn build_verify(arch: Arch, pool: Scalar, gate: Gate, tile: Tile) -> VerifyKernels {
    let case_cfg = |mode| gdn_verify::VerifyConfig {
        gate,
        profile: deltagen::dsl::math::Profile::Portable,
        mode,
        act: Scalar::Bf16,
        dt_bias: Scalar::F32,
        pool,
        arch,
        tile,
        decay_input: false,
        tree: false,
    };
    [Mode::Decode, Mode::Snapshot, Mode::Tuple, Mode::Fold]
        .into_iter()
        .map(|m| {
            (
                m,
                gdn_verify::build(&case_cfg(m)).unwrap_or_else(|e| panic!("{e}")),
            )
        })
        .collect()
}

impl Kernels {
    fn build(arch: Arch, pool: Scalar, gate: Gate) -> Kernels {
        let replay = gdn_replay::build(&ReplayConfig {
            gate,
            pool,
            arch,
            tile: default_tile(gate.replay(), arch),
            step: StepForm::Exact,
            tree: false,
            profile: deltagen::dsl::math::Profile::Portable,
        });
        let scatter = |dtype| ScatterConfig {
            dtype,
            arch,
            warps: scatter_warps(arch),
        };
        Kernels {
            arch,
            replay: replay.unwrap_or_else(|e| panic!("{e}")),
            commit: gdn_commit::build_commit(&scatter(pool)).unwrap_or_else(|e| panic!("{e}")),
            conv: gdn_commit::build_conv(&scatter(Scalar::Bf16)).unwrap_or_else(|e| panic!("{e}")),
        }
    }
}

/// What the hostile inputs exercised, so a run that never reaches a case fails.
#[derive(Default, Debug)]
struct Seen {
    verify_valid: usize,
    negative_start: usize,
    reversed: usize,
    past_tokens: usize,
    longer_than_d_alloc: usize,
    commit_valid: usize,
    commit_skipped: usize,
    /// Launches whose word had each flag set, in flag order.
    flags: [usize; diagnostics::FLAGS.len()],
    /// Launches with no flag, and launches run without a word.
    clean: usize,
    no_word: usize,
}

impl Seen {
    fn flags(&mut self, word: u32) {
        for (i, f) in diagnostics::FLAGS.iter().enumerate() {
            self.flags[i] += usize::from(word & f.bit != 0);
        }
        self.clean += usize::from(word == 0);
    }
    fn cu(&mut self, cu: &[i32], n: usize, tokens: usize, d_alloc: usize) {
        let (bos, eos) = (i64::from(cu[n]), i64::from(cu[n + 1]));
        if bos < 0 {
            self.negative_start += 1;
        } else if eos < bos {
            self.reversed += 1;
        } else if eos > tokens as i64 {
            self.past_tokens += 1;
        } else if eos - bos > d_alloc as i64 {
            self.longer_than_d_alloc += 1;
        } else {
            self.verify_valid += 1;
        }
    }
}

/// Verify in `mode` on a hostile case: `o` and the mode's outputs poisoned, the pool real.
fn hostile_verify(
    k: &Kernel,
    mode: Mode,
    case: &Case,
    cu: &[i32],
    with_word: bool,
    seen: &mut Seen,
    ctx: &str,
) {
    let g = &case.geo;
    let tokens = g.total_tokens();
    let mut inputs = case.verify_inputs(mode);
    inputs.insert("cu_seqlens".into(), Value::i32s(cu));
    inputs.insert("num_tokens".into(), i32s(tokens));
    let act = case.act.bytes().unwrap_or(2);
    let state = g.state();
    let mut o = Mask::new(tokens * g.hv * V);
    let mut pool = Mask::new(g.slots * g.slot_pitch());
    let mut inter = Mask::new(g.rows * g.inter_row_pitch());
    let mut ring_u = Mask::new(g.rows * g.u_row_pitch());
    let mut ring_k = Mask::new(g.rows * g.k_row_pitch());
    let mut ring_decay = Mask::new(g.rows * g.decay_row_pitch());
    for n in 0..g.n() {
        let Some(toks) = verify_range(cu, n, tokens, g.d_alloc, mode) else {
            continue;
        };
        o.allow(toks.start * g.hv * V..toks.end * g.hv * V, true);
        if let (Mode::Decode, Some(s)) = (mode, in_range(case.h0[n], g.slots)) {
            pool.allow(s * g.slot_pitch()..s * g.slot_pitch() + state, false);
        }
        let Some(row) = in_range(case.rows[n], g.rows).filter(|_| mode != Mode::Decode) else {
            continue;
        };
        for step in 0..toks.len() {
            let at = |pitch: usize, per_step: usize| {
                let first = row * pitch + step * per_step;
                first..first + per_step
            };
            inter.allow(at(g.inter_row_pitch(), state), true);
            ring_u.allow(at(g.u_row_pitch(), g.hv * V), true);
            ring_k.allow(at(g.k_row_pitch(), g.h * K), true);
            ring_decay.allow(at(g.decay_row_pitch(), g.hv * g.gate_width()), true);
        }
    }
    let pool_size = case.pool_dtype.bytes().unwrap_or(4);
    let mut masks = vec![("o", act, o)];
    match mode {
        Mode::Decode => masks.push(("pool", pool_size, pool)),
        Mode::Snapshot => masks.push(("inter", pool_size, inter)),
        // Fold mode with nothing to fold (its own entries: tests/fold.rs) stores tuple mode's.
        Mode::Tuple | Mode::Fold => {
            masks.push(("ring_u", 4, ring_u));
            masks.push(("ring_k", 4, ring_k));
            masks.push(("ring_decay", 4, ring_decay));
        }
    }
    let word = verify_diagnostics(case, cu, mode);
    seen.flags(word);
    run_and_check(k, &inputs, &masks, with_word.then_some(word), ctx);
}

/// The pool slots (layer 0) a commit may write, by the commit rules of `family`: replay
/// skips the whole request when its track copy is invalid, the scatters only that copy.
/// The pool elements a commit (replay or either scatter: one rule) may write.
fn pool_mask(case: &Case, acc: &Accept, steps: usize) -> Mask {
    let g = &case.geo;
    let mut pool = Mask::new(g.slots * g.slot_pitch());
    for n in 0..g.n() {
        let (slot, track) = commit_slots(case, acc, n, steps);
        for s in slot.into_iter().chain(track) {
            pool.allow(s * g.slot_pitch()..s * g.slot_pitch() + g.state(), false);
        }
    }
    pool
}

fn hostile_commits(
    rng: &mut Rng,
    ks: &Kernels,
    case: &Case,
    percent: usize,
    with_word: bool,
    seen: &mut Seen,
    ctx: &str,
) {
    let g = &case.geo;
    let steps = 1 + rng.below(g.d_alloc);
    let acc = hostile_accept(rng, case, steps, percent);
    for n in 0..g.n() {
        match commit_slots(case, &acc, n, steps).0 {
            Some(_) => seen.commit_valid += 1,
            None => seen.commit_skipped += 1,
        }
    }
    let ctx = format!(
        "{ctx} num_steps={steps} steps={:?} track_slots={:?} track_steps={:?}",
        acc.steps, acc.track_slots, acc.track_steps
    );
    let size = case.pool_dtype.bytes().unwrap_or(4);
    let word = with_word.then(|| commit_diagnostics(case, &acc, steps));
    seen.flags(word.unwrap_or(0));

    let ring = random_ring(rng, case);
    let mut inputs = replay_inputs(case, &ring, &acc);
    inputs.insert("num_steps".into(), i32s(steps));
    let masks = [("pool", size, pool_mask(case, &acc, steps))];
    run_and_check(&ks.replay, &inputs, &masks, word, &ctx);

    let inter = random_bytes(rng, g.rows * g.inter_row_pitch() * size);
    let mut inputs = commit_inputs(case, &inter, &acc);
    inputs.insert("num_steps".into(), i32s(steps));
    let masks = [("pool", size, pool_mask(case, &acc, steps))];
    run_and_check(&ks.commit, &inputs, &masks, word, &ctx);

    let mut inputs = conv_inputs(rng, case, &acc, CONV_LAYERS, CONV_DIM);
    inputs.insert("num_steps".into(), i32s(steps));
    let (layer, slot) = (
        scalar_i64(&inputs, "conv_layer_pitch"),
        scalar_i64(&inputs, "conv_slot_pitch"),
    );
    let window = CONV_DIM * (CONV_KC as usize - 1);
    let mut conv = Mask::new(tensor(&inputs, "conv").len() / 2);
    for n in 0..g.n() {
        let (s, t) = commit_slots(case, &acc, n, steps);
        for s in s.into_iter().chain(t) {
            for l in 0..CONV_LAYERS {
                let first = l * layer + s * slot;
                conv.allow(first..first + window, false);
            }
        }
    }
    run_and_check(&ks.conv, &inputs, &[("conv", 2, conv)], word, &ctx);
}

#[test]
fn hostile_index_contents_stay_in_bounds_and_write_only_valid_requests() {
    let env = |name: &str, default: u64| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse::<u64>().ok())
            .unwrap_or(default)
    };
    let iters = env("DELTAGEN_HOSTILE_ITERS", ITERS);
    let seed = env("DELTAGEN_HOSTILE_SEED", 0x0405_711e);
    let mut rng = Rng::new(seed);
    let mut kernels: BTreeMap<(usize, usize, Gate), Kernels> = BTreeMap::new();
    // Verify's kernels, keyed by arch, pool, gate and the tile's index in `verify_tiles`: the
    // keys are the tiles that ran.
    let mut verifies: BTreeMap<(usize, usize, Gate, usize), VerifyKernels> = BTreeMap::new();
    let gates = [Gate::Head, Gate::Channel];
    let archs = [Arch::Sm90, Arch::Gfx950, Arch::Sm80];
    let pools = [Scalar::F32, Scalar::Bf16];
    let mut seen = Seen::default();
    for it in 0..iters {
        let (a, p) = (
            (it as usize) % archs.len(),
            (it as usize / archs.len()) % pools.len(),
        );
        // GDN and KDA alternate after every arch and pool dtype.
        let gate = gates[(it as usize / (archs.len() * pools.len())) % gates.len()];
        // Each visit of an (arch, pool, gate) takes its next verify tile.
        let visit = it as usize / (archs.len() * pools.len() * gates.len());
        let tiles = verify_tiles(gate, archs[a], pools[p]);
        let t = visit % tiles.len();
        let tile = tiles[t];
        let verify = verifies
            .entry((a, p, gate, t))
            .or_insert_with(|| build_verify(archs[a], pools[p], gate, tile));
        let ks = kernels
            .entry((a, p, gate))
            .or_insert_with(|| Kernels::build(archs[a], pools[p], gate));
        let percent = HOSTILE_PERCENT[it as usize % HOSTILE_PERCENT.len()];
        let d_alloc = 1 + rng.below(4);
        let n = 1 + rng.below(4);
        let geo = Geo {
            gate,
            h: 1,
            hv: 2,
            tokens: (0..n).map(|_| 1 + rng.below(d_alloc)).collect(),
            d_alloc,
            slots: n + 1,
            rows: n + 1,
        };
        let mut case = Case::random(&mut rng, geo, Scalar::Bf16, Scalar::F32, pools[p]);
        let g = case.geo.clone();
        case.h0 = (0..n)
            .map(|_| hostile_index(&mut rng, g.slots, percent))
            .collect();
        case.rows = (0..n)
            .map(|_| hostile_index(&mut rng, g.rows, percent))
            .collect();
        let tokens = g.total_tokens();
        let cu = hostile_cu_seqlens(&mut rng, &g.cu_seqlens(), tokens, d_alloc, percent);
        for r in 0..n {
            seen.cu(&cu, r, tokens, d_alloc);
        }
        let ctx = format!(
            "seed {seed:#x} iteration {it} ({} {gate}, verify tile {tile}, pool {}, N={n}, tokens={tokens}, D_alloc={d_alloc}, slots={}, rows={}): cu_seqlens={cu:?} h0={:?} rows={:?}",
            ks.arch,
            pools[p].name(),
            g.slots,
            g.rows,
            case.h0,
            case.rows
        );
        // Every fourth iteration runs without a diagnostics word: a zero-length buffer the
        // kernels must never touch.
        let with_word = it % 4 != 3;
        seen.no_word += usize::from(!with_word);
        for (mode, k) in verify.iter() {
            let ctx = format!("{ctx} {mode:?}");
            hostile_verify(k, *mode, &case, &cu, with_word, &mut seen, &ctx);
        }
        hostile_commits(&mut rng, ks, &case, percent, with_word, &mut seen, &ctx);
    }
    eprintln!("{iters} iterations from seed {seed:#x}: {seen:?}");
    if iters >= ITERS {
        for &(a, p, gate) in kernels.keys() {
            let all = verify_tiles(gate, archs[a], pools[p]);
            let run: Vec<Tile> = verifies
                .keys()
                .filter(|k| (k.0, k.1, k.2) == (a, p, gate))
                .map(|k| all[k.3])
                .collect();
            assert_eq!(
                run.len(),
                all.len(),
                "{} {gate} pool {}: verify tiles run {run:?} of {all:?} (ITERS must be 12 times the most verify tiles an arch, pool and gate has)",
                archs[a],
                pools[p].name()
            );
        }
        let Seen {
            verify_valid,
            negative_start,
            reversed,
            past_tokens,
            longer_than_d_alloc,
            commit_valid,
            commit_skipped,
            flags,
            clean,
            no_word,
        } = seen;
        for (what, count) in [
            ("valid verify requests", verify_valid),
            ("negative starts", negative_start),
            ("reversed ranges", reversed),
            ("ranges past num_tokens", past_tokens),
            ("requests longer than D_alloc", longer_than_d_alloc),
            ("valid commits", commit_valid),
            ("skipped commits", commit_skipped),
            ("launches with a clean diagnostics word", clean),
            ("launches without a diagnostics word", no_word),
        ]
        .into_iter()
        .chain(
            diagnostics::FLAGS
                .iter()
                .zip(flags)
                .map(|(f, c)| (f.name, c)),
        ) {
            assert!(
                count > 0,
                "the hostile inputs never produced {what}: {seen:?}"
            );
        }
    }
}
