//! `gpu_check --batch-invariance`: `tests/batch_invariance.rs` on the GPU, GDN and KDA. One
//! request (the probe), alone and placed at different positions in batches of 7 and 64
//! requests (the others random), each batch run through the instances dispatch picks for its size
//! and draft length (`dispatch::resolve`: the tile table's tile for N and D; D = 4, and
//! `DRAFT_ROW_MIN`, from which one request takes the long-draft tile), gives bit-identical
//! bytes of what
//! the probe owns: its rows of `o`, its snapshots or tuples, and its state after the
//! commit (the replay of its tuples, or the commit scatter of its snapshots). Decode is
//! checked too (its instance from `dispatch::verify_instance`, as the C ABI picks it): `o`
//! and the state it writes back. Every launch's arguments come from the typed launch API.

use super::{
    case_commit_shapes, case_ring_pitches, case_verify_shapes, first_difference, run_gpu, u,
    Kernels, Launch, Shapes,
};
use deltagen::cases::{commit_inputs, replay_inputs, Accept, Case, Geo, Rng, K, V};
use deltagen::ir::Scalar;
use deltagen::kernels::gdn_verify::Mode;
use deltagen::runtime::cuda::Cuda;
use deltagen::runtime::dispatch::{self, Config};
use deltagen::runtime::{Entry, Manifest};
use deltagen::target::Arch;
use deltagen::vocab::{Gate, Profile};
use std::collections::BTreeMap;
use std::path::Path;

/// Draft lengths: tokens per request in snapshot and tuple modes (decode: 1). The second is
/// where one request takes the tile table's long-draft row (`target::DRAFT_ROW_MIN`).
const DRAFTS: [usize; 2] = [4, deltagen::target::DRAFT_ROW_MIN as usize];
/// Heads (H, HV) on the GPU (K = V = 128).
const HEADS: (usize, usize) = (16, 32);
/// (batch size, the probe's position).
const PLACES: [(usize, usize); 4] = [(7, 0), (7, 5), (64, 2), (64, 63)];

/// Tokens per request in `mode` with drafts of `d` tokens.
fn tokens(mode: Mode, d: usize) -> usize {
    if mode == Mode::Decode {
        1
    } else {
        d
    }
}

fn geo(gate: Gate, n: usize, mode: Mode, heads: (usize, usize), d: usize) -> Geo {
    Geo {
        gate,
        h: heads.0,
        hv: heads.1,
        tokens: vec![tokens(mode, d); n],
        d_alloc: d,
        slots: n + 2,
        rows: n + 1,
    }
}

/// `batch` with request `p` replaced by `probe`'s only request: its tokens, its start state
/// (in slot `p`), the shared per-head parameters; its ring row is `batch.rows[p]`.
fn place(probe: &Case, batch: &mut Case, p: usize, t: usize) {
    let g = batch.geo.clone();
    let (qs, gs) = (g.qkv_stride(), g.gate_stride());
    for i in 0..t {
        let (src, dst) = (i, p * t + i);
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

/// The bytes request `p` of a run owns, by what they are (`o`, `inter`, `ring_u`, ...,
/// `state`: its pool slot after the commit, or after decode).
type Owned = BTreeMap<&'static str, Vec<u8>>;

/// The instances of one configuration for a batch size: verify and (snapshot, tuple) the
/// commit family that follows it.
struct Picked<'m> {
    verify: &'m Entry,
    commit: Option<&'m Entry>,
}

/// Runs one launch; the bytes of the buffers it names (on the GPU; in the unit tests, on
/// the interpreter).
type Runner<'r> =
    dyn FnMut(&Entry, &[String], &Launch) -> Result<BTreeMap<String, Vec<u8>>, String> + 'r;

/// Run `case` in `mode` through `picked`; what request `p` owns.
fn owned(
    run: &mut Runner,
    picked: &Picked,
    case: &Case,
    p: usize,
    mode: Mode,
    accept: &Accept,
) -> Result<Owned, String> {
    let g = &case.geo;
    let t = tokens(mode, g.d_alloc);
    let mut writes = vec!["o".to_string()];
    match mode {
        Mode::Decode => writes.push("pool".into()),
        Mode::Snapshot => writes.push("inter".into()),
        Mode::Tuple | Mode::Fold => {
            writes.extend(["ring_u", "ring_k", "ring_decay"].map(String::from))
        }
    }
    let launch = Launch {
        named: case.verify_inputs(mode),
        shapes: case_verify_shapes(case, mode),
    };
    let out =
        run(picked.verify, &writes, &launch).map_err(|e| format!("{}: {e}", picked.verify.name))?;
    let mut own = Owned::new();
    let ab = case.act.bytes().unwrap_or(4);
    let o_row = g.hv * V * ab;
    own.insert("o", out["o"][p * t * o_row..(p + 1) * t * o_row].to_vec());
    let pb = case.pool_dtype.bytes().unwrap_or(4);
    let row = usize::try_from(case.rows[p]).map_err(|_| "the probe has no ring row")?;
    let take = |name: &str, pitch: usize, step: usize, bytes: usize| {
        out[name][row * pitch * bytes..(row * pitch + g.d_alloc * step) * bytes].to_vec()
    };
    let slot = |pool: &[u8]| -> Vec<u8> {
        let at = case.h0[p] as usize * g.slot_pitch();
        pool[at * pb..(at + g.state()) * pb].to_vec()
    };
    match mode {
        Mode::Decode => {
            own.insert("state", slot(&out["pool"]));
        }
        Mode::Snapshot => {
            own.insert("inter", take("inter", g.inter_row_pitch(), g.state(), pb));
        }
        Mode::Tuple | Mode::Fold => {
            own.insert("ring_u", take("ring_u", g.u_row_pitch(), g.hv * V, 4));
            own.insert("ring_k", take("ring_k", g.k_row_pitch(), g.h * K, 4));
            own.insert(
                "ring_decay",
                take("ring_decay", g.decay_row_pitch(), g.hv * g.gate_width(), 4),
            );
        }
    }
    if let Some(commit) = picked.commit {
        let launch = match mode {
            Mode::Tuple => Launch {
                named: replay_inputs(case, &out, accept),
                shapes: Shapes::Replay(case_commit_shapes(case, 1), case_ring_pitches(g)),
            },
            _ => Launch {
                named: commit_inputs(case, &out["inter"], accept),
                shapes: Shapes::Commit {
                    shapes: case_commit_shapes(case, 1),
                    inter_layer_pitch: 0,
                    inter_row_pitch: u(g.inter_row_pitch()),
                },
            },
        };
        let after = run(commit, &["pool".to_string()], &launch)
            .map_err(|e| format!("{}: {e}", commit.name))?;
        own.insert("state", slot(&after["pool"]));
    }
    Ok(own)
}

/// The instances dispatch picks for a batch of `n`: verify (decode: the C ABI's pick) and
/// the commit family of snapshot and tuple modes.
fn pick<'m>(cfg: &Config, m: &'m Manifest, n: usize) -> Result<Picked<'m>, String> {
    if cfg.mode == Mode::Decode {
        let verify = dispatch::verify_instance(cfg, m, n as u64).map_err(|e| e.to_string())?;
        return Ok(Picked {
            verify,
            commit: None,
        });
    }
    let r = dispatch::resolve(cfg, m, n as u64).map_err(|e| e.to_string())?;
    let find = |e: &Entry| {
        m.find(&e.name, e.arch)
            .ok_or_else(|| format!("{} is not in the manifest", e.name))
    };
    Ok(Picked {
        verify: find(&r.verify)?,
        commit: Some(find(&r.commit)?),
    })
}

fn tile(e: &Entry) -> &str {
    e.facts.get("tile").map_or("-", String::as_str)
}

/// Every configuration, batch size and position on the GPU; the number of placements
/// whose bytes differ from the probe's alone.
pub fn run(cuda: &Cuda, native: Arch, generated: &Path) -> Result<usize, String> {
    let manifest = Manifest::load(generated)?;
    let mut kernels = Kernels::new(cuda, &manifest);
    let mut gpu = |entry: &Entry, writes: &[String], launch: &Launch| {
        let kernel = kernels.get(entry)?;
        run_gpu(cuda, entry, kernel, writes, launch)
    };
    compare(&manifest, native, HEADS, &mut gpu)
}

/// Every configuration, batch size and position, each launch through `run`; the number of
/// placements whose bytes differ from the probe's alone.
fn compare(
    manifest: &Manifest,
    native: Arch,
    heads: (usize, usize),
    run: &mut Runner,
) -> Result<usize, String> {
    let mut rng = Rng::new(0xba7c4);
    let mut failures = 0;
    let mut compared = 0;
    // (gate, profile, dt_bias dtype): GDN and KDA in the portable profile, and in SGLang's
    // where it is generated (with the dt_bias dtype of its golden cases).
    for (gate, profile, dt) in [
        (Gate::Head, Profile::Portable, Scalar::F32),
        (Gate::Head, Profile::TritonSm90, Scalar::Bf16),
        (Gate::Channel, Profile::Portable, Scalar::F32),
        (Gate::Channel, Profile::TritonSm90, Scalar::F32),
    ] {
        for (pool, d) in [Scalar::F32, Scalar::Bf16]
            .into_iter()
            .flat_map(|pool| DRAFTS.map(|d| (pool, d)))
        {
            for mode in [Mode::Decode, Mode::Snapshot, Mode::Tuple] {
                let cfg = Config {
                    arch: native,
                    gate,
                    profile,
                    mode,
                    act_dtype: Scalar::Bf16,
                    dt_bias_dtype: dt,
                    pool_dtype: pool,
                    draft: d as u64,
                    d_alloc: d as u64,
                    h: heads.0 as u64,
                    hv: heads.1 as u64,
                    ..Config::default()
                };
                let what = format!("{gate} {profile} pool {pool} {mode} D={d}");
                let alone = match pick(&cfg, manifest, 1) {
                    Ok(p) => p,
                    // SGLang's profile is generated for NVIDIA archs and some dtypes only.
                    Err(e) if profile != Profile::Portable => {
                        println!("{what:<40} skipped: {e}");
                        continue;
                    }
                    Err(e) => return Err(format!("{what}: {e}")),
                };
                let t = tokens(mode, d);
                let probe = Case::random(
                    &mut rng,
                    geo(gate, 1, mode, heads, d),
                    Scalar::Bf16,
                    dt,
                    pool,
                );
                let step = rng.below(t) as i32;
                let accept_of = |n: usize, p: usize| Accept {
                    steps: (0..n)
                        .map(|i| if i == p { step } else { (i % t) as i32 })
                        .collect(),
                    track_slots: vec![-1; n],
                    track_steps: vec![-1; n],
                };
                let want = owned(run, &alone, &probe, 0, mode, &accept_of(1, 0))?;
                for (n, p) in PLACES {
                    let picked = pick(&cfg, manifest, n).map_err(|e| format!("{what}: {e}"))?;
                    let geo = geo(gate, n, mode, heads, d);
                    let mut batch = Case::random(&mut rng, geo, Scalar::Bf16, dt, pool);
                    // The probe needs a ring row: give it request 0's when its own is -1.
                    if batch.rows[p] < 0 {
                        batch.rows.swap(p, 0);
                    }
                    place(&probe, &mut batch, p, t);
                    let got = owned(run, &picked, &batch, p, mode, &accept_of(n, p))?;
                    let differ: Vec<String> = want
                        .iter()
                        .filter_map(|(name, w)| {
                            let at = match got.get(name) {
                                Some(g) => first_difference(w, g)?,
                                None => 0,
                            };
                            Some(format!("`{name}` differs at byte {at}"))
                        })
                        .collect();
                    compared += 1;
                    let verdict = if differ.is_empty() {
                        "PASS".to_string()
                    } else {
                        failures += 1;
                        format!("FAIL: {}", differ.join(", "))
                    };
                    let commit = picked
                        .commit
                        .map_or(String::new(), |c| format!(" then {}", c.name));
                    println!(
                        "{what:<40} N={n:<2} position {p:<2} {} (alone: {}){commit}: {} compared, {verdict}",
                        tile(picked.verify),
                        tile(alone.verify),
                        want.keys().copied().collect::<Vec<_>>().join(" ")
                    );
                }
            }
        }
    }
    println!("{compared} placements compared");
    Ok(failures)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{fake_ptrs, manifest};
    use crate::typed_args;
    use deltagen::interp::run_named;
    use deltagen::ir::Kernel;

    /// The comparison on the interpreter (sm_90's instances and dispatch picks, one key
    /// head and two value heads): every launch's arguments come from the typed launch API
    /// and every placement passes.
    #[test]
    fn every_placement_passes_on_the_interpreter() {
        let m = manifest();
        let instances = deltagen::kernels::instances().expect("instances");
        let mut built: BTreeMap<String, Kernel> = BTreeMap::new();
        let mut interp = |entry: &Entry, writes: &[String], launch: &Launch| {
            typed_args(entry, launch, &fake_ptrs(&launch.named))?;
            if !built.contains_key(&entry.name) {
                let inst = instances
                    .iter()
                    .find(|i| i.name == entry.name && i.arch == entry.arch)
                    .ok_or_else(|| format!("no instance {}", entry.name))?;
                built.insert(entry.name.clone(), inst.build()?);
            }
            let ir = &built[&entry.name];
            let out = run_named(ir, &launch.named).map_err(|e| e.to_string())?;
            writes
                .iter()
                .map(|w| {
                    let bytes = out.get(w).ok_or_else(|| format!("`{w}` not written"))?;
                    Ok((w.clone(), bytes.clone()))
                })
                .collect()
        };
        let failures = compare(&m, Arch::Sm90, (1, 2), &mut interp).expect("runs");
        assert_eq!(failures, 0);
    }
}
