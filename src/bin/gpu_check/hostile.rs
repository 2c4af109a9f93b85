//! `gpu_check --hostile [N]`: hostile launches on guard-banded tensors (`guard`), every
//! instance of this GPU's arch, every argument built by the typed launch API.
//!
//! 1. Host arguments (`host_args`): for each instance, a valid launch with every tensor
//!    exactly as long as it addresses is accepted and launched (a control: its guards
//!    must hold), then each hostile variant must be refused; nothing refused is launched.
//! 2. Index contents: N seeded launches, round-robin over the instances, with valid host
//!    arguments and hostile contents in every index array (`tests/hostile.rs` on the GPU):
//!    slots, rows, steps and track entries negative, huge, just past the end or in range
//!    (the last entry often); `cu_seqlens` negative, non-monotonic, past the token count,
//!    or giving a request more tokens than D_alloc, or exactly D_alloc (more than the
//!    draft length D when D < D_alloc). Each launch is synchronised and its guards read
//!    back. The tensors have the cases' sizes (rows of D_alloc steps, as engines allocate
//!    them), or with `--tight` exactly the elements the typed API requires: then a
//!    request of more than D tokens on the last ring row reaches past what the API
//!    requires of that row (the API sizes it by D, the kernel bounds it by D_alloc).
//! 3. Last, any hostile host argument the API accepted is launched on its guarded tensors
//!    (a CUDA error ends the context, so nothing runs after one).
//!
//! Any guard corruption, CUDA error or accepted hostile host argument fails the run.

use super::gate_of;
use super::guard::{Corruption, GuardedSet};
use super::host_args::{hostile_variants, tighten, HostLaunch};
use super::{
    case_verify_shapes, commit_launch, conv_launch, device_tensors, replay_launch, scalar,
    typed_args, typed_call, Args, Kernels, Launch, Shapes,
};
use deltagen::cases::{commit_diagnostics, verify_diagnostics};
use deltagen::cases::{hostile_accept, hostile_cu_seqlens, hostile_index, random_ring};
use deltagen::cases::{Accept, Case, Geo, Named, Rng};
use deltagen::interp::Value;
use deltagen::ir::Scalar;
use deltagen::runtime::cuda::{Cuda, CudaKernel};
use deltagen::runtime::{Entry, Manifest};
use deltagen::target::Arch;
use deltagen::vocab::{diagnostics, Family};
use std::collections::BTreeMap;
use std::path::Path;

/// Hostile entries per index array, in percent (as `tests/hostile.rs`).
const HOSTILE_PERCENT: [usize; 3] = [15, 40, 80];
/// Head shapes of the index-content launches (K = V = 128).
const HEADS: [(usize, usize); 2] = [(16, 32), (16, 48)];
/// Room after each tensor of a host-argument launch for a pointer moved one element.
const SLACK: usize = 16;

pub struct Options {
    /// Index-content launches.
    pub launches: usize,
    pub seed: u64,
    /// Cut every tensor of the index-content launches to exactly the elements the typed
    /// API requires (the smallest an engine may pass), instead of the cases' sizes.
    pub tight: bool,
    /// Bytes of each guard band (0: none; every tensor its own allocation).
    pub guard: usize,
}

/// What the run did and found.
#[derive(Debug, Default)]
pub struct Summary {
    pub launches: usize,
    pub host_variants: usize,
    pub refusals: usize,
    pub accepted: usize,
    pub corruptions: usize,
    /// Index-content launches whose diagnostics word differs from the documented rules'.
    pub wrong_words: usize,
    /// Index-content launches whose word had a flag set (and matched).
    pub flagged: usize,
    pub cuda_errors: usize,
    /// Launches not run after a CUDA error ended the context.
    pub not_run: usize,
}

impl Summary {
    pub fn failed(&self) -> bool {
        self.corruptions + self.cuda_errors + self.accepted + self.wrong_words > 0
    }
}

/// What the hostile index contents exercised (as `tests/hostile.rs` counts them).
#[derive(Debug, Default)]
struct Seen {
    verify_valid: usize,
    negative_start: usize,
    reversed: usize,
    past_tokens: usize,
    longer_than_d_alloc: usize,
    slot_out_of_range: usize,
    row_out_of_range: usize,
    commit_valid: usize,
    commit_skipped: usize,
}

fn in_range(x: i32, len: usize) -> bool {
    x >= 0 && (x as usize) < len
}

/// The dtypes of a case for `entry`: (activations, dt_bias, pool or copied state).
fn dtypes(entry: &Entry) -> Result<(Scalar, Scalar, Scalar), String> {
    Ok(match entry.family {
        Family::GdnVerify | Family::KdaVerify => (
            scalar(entry, "act_dtype")?,
            scalar(entry, "dt_bias_dtype")?,
            scalar(entry, "pool_dtype")?,
        ),
        Family::GdnReplay | Family::KdaReplay => {
            (Scalar::Bf16, Scalar::F32, scalar(entry, "pool_dtype")?)
        }
        Family::GdnCommitScatter => (Scalar::Bf16, Scalar::F32, scalar(entry, "dtype")?),
        Family::ConvWindowScatter => (Scalar::Bf16, Scalar::F32, Scalar::F32),
        Family::KdaGate => (
            scalar(entry, "act_dtype")?,
            scalar(entry, "dt_bias_dtype")?,
            Scalar::F32,
        ),
    })
}

/// A launch of `entry` on `case` (whose indices the caller chose) with the commit choices
/// `accept` over `steps` run-time steps, and `cu_seqlens` for verify.
fn launch_of(
    rng: &mut Rng,
    entry: &Entry,
    case: &Case,
    cu: &[i32],
    accept: &Accept,
    steps: usize,
) -> Result<Launch, String> {
    Ok(match entry.family {
        Family::GdnVerify | Family::KdaVerify => {
            let mode = entry
                .mode
                .ok_or_else(|| format!("{}: a verify instance without a mode", entry.name))?;
            let named = case.verify_inputs(mode);
            let mut named = super::with_decay_input(rng, entry, case, named);
            named.insert("cu_seqlens".into(), Value::i32s(cu));
            Launch {
                named,
                shapes: case_verify_shapes(case, mode),
            }
        }
        Family::GdnReplay | Family::KdaReplay => {
            let ring = random_ring(rng, case);
            let mut launch = replay_launch(case, &ring, accept, steps);
            super::with_paths(rng, entry, case, accept, steps, &mut launch.named);
            launch
        }
        Family::GdnCommitScatter => commit_launch(rng, case, accept, steps),
        Family::ConvWindowScatter => conv_launch(rng, case, accept, steps)?,
        Family::KdaGate => super::gate_launch(case, None),
    })
}

/// One launch of `entry` with hostile index contents (`percent` of each index array), and
/// a line naming them (to reproduce a failure).
fn hostile_launch(
    rng: &mut Rng,
    entry: &Entry,
    percent: usize,
    seen: &mut Seen,
) -> Result<(Launch, String, u32), String> {
    let (act, dt, pool) = dtypes(entry)?;
    let heads = HEADS[rng.below(HEADS.len())];
    let d_alloc = 1 + rng.below(4);
    let n = 1 + rng.below(4);
    let geo = Geo {
        gate: gate_of(entry),
        h: heads.0,
        hv: heads.1,
        tokens: (0..n).map(|_| 1 + rng.below(d_alloc)).collect(),
        d_alloc,
        slots: n + 1,
        rows: n + 1,
    };
    let mut case = Case::random(rng, geo, act, dt, pool);
    let g = case.geo.clone();
    case.h0 = (0..n)
        .map(|_| hostile_index(rng, g.slots, percent))
        .collect();
    case.rows = (0..n)
        .map(|_| hostile_index(rng, g.rows, percent))
        .collect();
    let tokens = g.total_tokens();
    let cu = hostile_cu_seqlens(rng, &g.cu_seqlens(), tokens, d_alloc, percent);
    let steps = 1 + rng.below(d_alloc);
    let accept = hostile_accept(rng, &case, steps, percent);
    seen.slot_out_of_range += case.h0.iter().filter(|&&s| !in_range(s, g.slots)).count();
    seen.row_out_of_range += case.rows.iter().filter(|&&r| !in_range(r, g.rows)).count();
    let ctx = match entry.family {
        Family::KdaGate => "no index array".to_string(),
        Family::GdnVerify | Family::KdaVerify => {
            for r in 0..n {
                let (bos, eos) = (i64::from(cu[r]), i64::from(cu[r + 1]));
                let count = if bos < 0 {
                    &mut seen.negative_start
                } else if eos < bos {
                    &mut seen.reversed
                } else if eos > tokens as i64 {
                    &mut seen.past_tokens
                } else if eos - bos > d_alloc as i64 {
                    &mut seen.longer_than_d_alloc
                } else {
                    &mut seen.verify_valid
                };
                *count += 1;
            }
            format!(
                "cu_seqlens={cu:?} h0_indices={:?} inter_indices={:?}",
                case.h0, case.rows
            )
        }
        _ => {
            for r in 0..n {
                let valid = in_range(accept.steps[r], steps)
                    && in_range(case.rows[r], g.rows)
                    && in_range(case.h0[r], g.slots);
                if valid {
                    seen.commit_valid += 1;
                } else {
                    seen.commit_skipped += 1;
                }
            }
            format!(
                "num_steps={steps} slots={:?} rows={:?} steps={:?} track_slots={:?} track_steps={:?}",
                case.h0, case.rows, accept.steps, accept.track_slots, accept.track_steps
            )
        }
    };
    let ctx = format!(
        "H={} HV={} N={n} tokens={:?} D_alloc={d_alloc} slots={} rows={} {ctx}",
        g.h, g.hv, g.tokens, g.slots, g.rows
    );
    let word = match (entry.family, entry.mode) {
        // The pre-pass reads no index: it never records.
        (Family::KdaGate, _) => 0,
        (_, Some(mode)) => verify_diagnostics(&case, &cu, mode),
        (_, None) => commit_diagnostics(&case, &accept, steps),
    };
    let launch = launch_of(rng, entry, &case, &cu, &accept, steps)?;
    Ok((launch, ctx, word))
}

/// A valid launch of `entry` (honest indices, every D within D_alloc) for the host
/// arguments: H=16, HV=32, 3 requests of 3 tokens, D_alloc 4.
fn valid_launch(rng: &mut Rng, entry: &Entry) -> Result<Launch, String> {
    let (act, dt, pool) = dtypes(entry)?;
    let geo = Geo {
        gate: gate_of(entry),
        h: 16,
        hv: 32,
        tokens: vec![3; 3],
        d_alloc: 4,
        slots: 5,
        rows: 4,
    };
    let case = Case::random(rng, geo, act, dt, pool);
    let accept = Accept::random(rng, &case);
    let cu = case.geo.cu_seqlens();
    launch_of(rng, entry, &case, &cu, &accept, 3)
}

/// How one launch on guarded tensors ended.
enum Outcome {
    /// Synchronised; the changed guard bands (none: clean).
    Ran(Vec<Corruption>),
    /// The launch or the synchronisation failed: the context is lost.
    CudaError(String),
}

/// Launch with `args` on `set`, synchronise, read the guards back.
///
/// # Safety
/// Every pointer in `args` must lie in a tensor of `set` (between its guard bands), which
/// must stay alive until this returns; anything the kernel writes outside the tensors but
/// within the bands is then only reported, never lost.
unsafe fn launch_guarded(
    cuda: &Cuda,
    kernel: &CudaKernel,
    args: &Args,
    set: &GuardedSet,
) -> Result<Outcome, String> {
    // SAFETY: the caller guarantees the pointers (the null stream is the legacy default
    // stream of the kernel's context).
    if let Err(e) = unsafe { kernel.launch(args, std::ptr::null_mut()) } {
        return Ok(Outcome::CudaError(e.to_string()));
    }
    if let Err(e) = cuda.synchronize() {
        return Ok(Outcome::CudaError(e.to_string()));
    }
    Ok(Outcome::Ran(set.check(cuda)?))
}

/// An instance's valid host launch: its named inputs at exactly the lengths the launch
/// addresses, and its shapes.
struct Valid {
    named: Named,
    shapes: Shapes,
}

impl Valid {
    /// Upload the inputs between guard bands (with slack after each tensor); the set and
    /// the launch as an engine states it.
    fn upload(&self, cuda: &Cuda, band: usize) -> Result<(GuardedSet, HostLaunch), String> {
        let set = GuardedSet::upload(cuda, &self.named, band, SLACK)?;
        let launch = HostLaunch {
            tensors: device_tensors(&self.named, &set.ptrs())?,
            shapes: self.shapes,
        };
        Ok((set, launch))
    }
}

/// Whether the context survived a phase.
#[derive(PartialEq, Eq)]
enum Flow {
    Go,
    /// A CUDA error ended the context: nothing more can run.
    Lost,
}

/// A run's state: the kernels, the tally, what later phases need.
struct Run<'a> {
    cuda: &'a Cuda,
    entries: Vec<&'a Entry>,
    kernels: Kernels<'a>,
    opts: &'a Options,
    sum: Summary,
    /// Hostile host arguments the typed API accepted: (instance, label).
    accepted: Vec<(usize, String)>,
    /// The valid launches of the instances with an accepted hostile argument.
    valid: BTreeMap<usize, Valid>,
}

impl Run<'_> {
    /// Launch on `set`, synchronise, read the bands back; count the launch and its
    /// corruptions. `None`: a CUDA error ended the context.
    ///
    /// # Safety
    /// As [`launch_guarded`].
    unsafe fn launch(
        &mut self,
        i: usize,
        args: &Args,
        set: &GuardedSet,
    ) -> Result<Option<Vec<Corruption>>, String> {
        let kernel = self.kernels.get(self.entries[i])?;
        // SAFETY: the caller's guarantee.
        let outcome = unsafe { launch_guarded(self.cuda, kernel, args, set)? };
        self.sum.launches += 1;
        Ok(match outcome {
            Outcome::Ran(bad) => {
                self.sum.corruptions += bad.len();
                Some(bad)
            }
            Outcome::CudaError(e) => {
                self.sum.cuda_errors += 1;
                println!("CUDA ERROR in {}: {e}", self.entries[i].name);
                None
            }
        })
    }

    /// 1. Per instance: a valid control launch, then every hostile host argument, which
    ///    must be refused.
    fn host_arguments(&mut self) -> Result<Flow, String> {
        println!("-- hostile host arguments (each must be refused; a valid control is launched)");
        let mut rng = Rng::new(self.opts.seed ^ 0x4057_a7e5);
        for i in 0..self.entries.len() {
            let entry = self.entries[i];
            let launch = valid_launch(&mut rng, entry)?;
            let valid = Valid {
                named: tighten(&launch.named, &launch.shapes, gate_of(entry))
                    .map_err(|e| format!("{}: {e}", entry.name))?,
                shapes: launch.shapes,
            };
            let (set, base) = valid.upload(self.cuda, self.opts.guard)?;
            let args = typed_call(entry, &base.shapes, &base.tensors)?
                .map_err(|e| format!("{}: the valid control launch is refused: {e}", entry.name))?;
            // SAFETY: the typed API accepted the control; every pointer is a tensor of
            // `set` at exactly the length the launch addresses (then slack and a band).
            let Some(bad) = (unsafe { self.launch(i, &args, &set)? }) else {
                println!("    the launch: the valid control");
                self.sum.not_run += self.opts.launches;
                return Ok(Flow::Lost);
            };
            let mut problems: Vec<String> = bad
                .iter()
                .map(|c| format!("GUARD CORRUPTION by the valid control: {c}"))
                .collect();
            let variants = hostile_variants(entry, &base);
            let mut refused = 0;
            for (label, v) in &variants {
                if typed_call(entry, &v.shapes, &v.tensors)?.is_err() {
                    refused += 1;
                } else {
                    problems.push(format!("ACCEPTED: {label}"));
                    self.accepted.push((i, label.clone()));
                    self.valid.entry(i).or_insert_with(|| Valid {
                        named: valid.named.clone(),
                        shapes: valid.shapes,
                    });
                }
            }
            self.sum.host_variants += variants.len();
            self.sum.refusals += refused;
            println!(
                "{:<64} {refused:>3} of {:>3} refused, control {}{}",
                entry.name,
                variants.len(),
                if bad.is_empty() {
                    "ok"
                } else {
                    "CORRUPTED A GUARD"
                },
                if problems.is_empty() { "" } else { "  FAIL" }
            );
            for p in &problems {
                println!("    {p}");
            }
        }
        self.sum.accepted = self.accepted.len();
        Ok(Flow::Go)
    }

    /// 2. Launches with valid host arguments and hostile index contents, round-robin over
    ///    the instances.
    fn index_contents(&mut self) -> Result<Flow, String> {
        let opts = self.opts;
        println!(
            "-- hostile index contents ({} launches, round-robin over the instances)",
            opts.launches
        );
        let mut rng = Rng::new(opts.seed);
        let mut seen = Seen::default();
        let mut per_entry: Vec<(usize, usize)> = vec![(0, 0); self.entries.len()];
        for it in 0..opts.launches {
            let i = it % self.entries.len();
            let entry = self.entries[i];
            let percent = HOSTILE_PERCENT[(it / self.entries.len()) % HOSTILE_PERCENT.len()];
            let (launch, ctx, word) = hostile_launch(&mut rng, entry, percent, &mut seen)?;
            let ctx = format!(
                "iteration {it} (seed {:#x}) {} {percent}% hostile: {ctx}",
                opts.seed, entry.name
            );
            let launch = if opts.tight {
                Launch {
                    named: tighten(&launch.named, &launch.shapes, gate_of(entry))
                        .map_err(|e| format!("{ctx}: {e}"))?,
                    shapes: launch.shapes,
                }
            } else {
                launch
            };
            let set = GuardedSet::upload(self.cuda, &launch.named, opts.guard, 0)?;
            // Valid host arguments: the typed API must accept them (and build exactly the
            // named inputs' arguments).
            let args =
                typed_args(entry, &launch, &set.ptrs()).map_err(|e| format!("{ctx}: {e}"))?;
            // SAFETY: the typed API accepted the arguments; every pointer is a tensor of
            // `set` at the length the typed API was given. Only index contents are
            // hostile, which the kernel must bound (stray writes land in the bands).
            let Some(bad) = (unsafe { self.launch(i, &args, &set)? }) else {
                println!("    the launch: {ctx}");
                self.sum.not_run += opts.launches - it - 1 + self.accepted.len();
                return Ok(Flow::Lost);
            };
            per_entry[i].0 += 1;
            per_entry[i].1 += bad.len();
            for c in bad {
                println!("GUARD CORRUPTION {ctx}: {c}");
            }
            // The diagnostics word: exactly the flags the documented rules give.
            let got = set.read(self.cuda, "diagnostics", 4)?;
            let got = u32::from_le_bytes(
                got.get(..4)
                    .and_then(|b| b.try_into().ok())
                    .ok_or_else(|| format!("{ctx}: the diagnostics word is not 4 bytes"))?,
            );
            if got == word {
                self.sum.flagged += usize::from(word != 0);
            } else {
                self.sum.wrong_words += 1;
                per_entry[i].1 += 1;
                println!(
                    "WRONG DIAGNOSTICS WORD {ctx}: {:?}, the rules give {:?}",
                    diagnostics::describe(got),
                    diagnostics::describe(word)
                );
            }
        }
        for (entry, (launches, corruptions)) in self.entries.iter().zip(&per_entry) {
            let verdict = if *corruptions == 0 {
                "ok".to_string()
            } else {
                format!("{corruptions} GUARD CORRUPTIONS")
            };
            println!("{:<64} {launches:>3} launches  {verdict}", entry.name);
        }
        println!("coverage: {seen:?}");
        Ok(Flow::Go)
    }

    /// 3. Every hostile host argument the typed API accepted, each on fresh guarded
    ///    tensors, last: a CUDA error ends the context.
    fn accepted_arguments(&mut self) -> Result<Flow, String> {
        if self.accepted.is_empty() {
            return Ok(Flow::Go);
        }
        println!(
            "-- launching the {} accepted hostile host arguments (a CUDA error ends the context)",
            self.accepted.len()
        );
        let accepted = std::mem::take(&mut self.accepted);
        for (n, (i, label)) in accepted.iter().enumerate() {
            let entry = self.entries[*i];
            let valid = self
                .valid
                .get(i)
                .ok_or_else(|| format!("{}: no valid launch kept", entry.name))?;
            let (set, base) = valid.upload(self.cuda, self.opts.guard)?;
            let args = hostile_variants(entry, &base)
                .into_iter()
                .find(|(l, _)| l == label)
                .map(|(_, v)| typed_call(entry, &v.shapes, &v.tensors))
                .transpose()?
                .and_then(Result::ok)
                .ok_or_else(|| format!("{}: `{label}` is no longer accepted", entry.name))?;
            // SAFETY: not guaranteed, deliberately: the typed API should have refused these
            // arguments. Their pointers lie in `set`'s tensors (moved at most one element,
            // within the slack before each band), but their sizes may address beyond
            // them; this runs after every other launch, so a fault ends only what is left
            // of this run, and stray writes within the bands are reported.
            let Some(bad) = (unsafe { self.launch(*i, &args, &set)? }) else {
                println!("    the launch: accepted `{label}`");
                self.sum.not_run += accepted.len() - n - 1;
                return Ok(Flow::Lost);
            };
            println!(
                "{:<64} accepted `{label}`: ran, {} guard corruptions",
                entry.name,
                bad.len()
            );
            for c in bad {
                println!("    GUARD CORRUPTION: {c}");
            }
        }
        Ok(Flow::Go)
    }
}

/// Every phase on every instance of `native`; the tally.
pub fn run(cuda: &Cuda, native: Arch, generated: &Path, opts: &Options) -> Result<Summary, String> {
    let manifest = Manifest::load(generated)?;
    let entries: Vec<&Entry> = manifest
        .instances
        .iter()
        .filter(|e| e.arch == native)
        .collect();
    if entries.is_empty() {
        return Err(format!("no generated instance for {native}"));
    }
    println!(
        "hostile: {} instances of {native}, seed {:#x}, {} index-content launches, guard bands of {} bytes{}",
        entries.len(),
        opts.seed,
        opts.launches,
        opts.guard,
        if opts.tight {
            ", every tensor exactly as long as the typed API requires"
        } else {
            ""
        }
    );
    let mut run = Run {
        cuda,
        entries,
        kernels: Kernels::new(cuda, &manifest),
        opts,
        sum: Summary::default(),
        accepted: Vec::new(),
        valid: BTreeMap::new(),
    };
    if run.host_arguments()? == Flow::Go && run.index_contents()? == Flow::Go {
        run.accepted_arguments()?;
    }
    Ok(run.sum)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{fake_ptrs, manifest};

    /// Every instance of every NVIDIA arch: the valid launch at exactly the documented
    /// lengths is accepted, and every hostile host argument refused, an address one
    /// element off a 4-element chunk of a chunked tensor included.
    #[test]
    fn every_hostile_host_argument_is_refused() {
        let m = manifest();
        let mut rng = Rng::new(1);
        let mut accepted = Vec::new();
        let mut checked = 0;
        for entry in m
            .instances
            .iter()
            .filter(|e| e.arch.name().starts_with("sm_"))
        {
            let launch = valid_launch(&mut rng, entry).expect("valid launch");
            let named = tighten(&launch.named, &launch.shapes, gate_of(entry)).expect("tighten");
            let base = HostLaunch {
                tensors: device_tensors(&named, &fake_ptrs(&named)).expect("tensors"),
                shapes: launch.shapes,
            };
            if let Err(e) = typed_call(entry, &base.shapes, &base.tensors).expect("call") {
                panic!(
                    "{} {}: the valid launch is refused: {e}",
                    entry.arch, entry.name
                );
            }
            for (label, v) in hostile_variants(entry, &base) {
                checked += 1;
                if typed_call(entry, &v.shapes, &v.tensors)
                    .expect("call")
                    .is_ok()
                {
                    accepted.push(format!("{} {}: {label}", entry.arch, entry.name));
                }
            }
        }
        assert!(
            accepted.is_empty(),
            "{} of {checked} hostile host arguments accepted:\n{}",
            accepted.len(),
            accepted.join("\n")
        );
    }

    /// The hostile index-content launches have valid host arguments (the typed API accepts
    /// them and builds exactly the named inputs' arguments), at the cases' sizes and
    /// tightened, and 200 of them reach every kind of hostile index.
    #[test]
    fn hostile_contents_come_with_valid_host_arguments() {
        let m = manifest();
        let entries: Vec<&Entry> = m
            .instances
            .iter()
            .filter(|e| e.arch == Arch::Sm90)
            .collect();
        let mut rng = Rng::new(0x0405_711e);
        let mut seen = Seen::default();
        let mut words = 0;
        for it in 0..200 {
            let entry = entries[it % entries.len()];
            let percent = HOSTILE_PERCENT[(it / entries.len()) % HOSTILE_PERCENT.len()];
            let (launch, ctx, word) =
                hostile_launch(&mut rng, entry, percent, &mut seen).expect("case");
            words |= word;
            let tight = Launch {
                named: tighten(&launch.named, &launch.shapes, gate_of(entry)).expect("tighten"),
                shapes: launch.shapes,
            };
            for l in [&launch, &tight] {
                if let Err(e) = typed_args(entry, l, &fake_ptrs(&l.named)) {
                    panic!("{} {ctx}: {e}", entry.name);
                }
            }
        }
        let Seen {
            verify_valid,
            negative_start,
            reversed,
            past_tokens,
            longer_than_d_alloc,
            slot_out_of_range,
            row_out_of_range,
            commit_valid,
            commit_skipped,
        } = seen;
        for f in diagnostics::FLAGS {
            assert!(words & f.bit != 0, "no launch expects flag {}", f.name);
        }
        for (what, n) in [
            ("valid verify requests", verify_valid),
            ("negative starts", negative_start),
            ("reversed ranges", reversed),
            ("ranges past the tokens", past_tokens),
            ("requests longer than D_alloc", longer_than_d_alloc),
            ("slots out of range", slot_out_of_range),
            ("rows out of range", row_out_of_range),
            ("valid commits", commit_valid),
            ("skipped commits", commit_skipped),
        ] {
            assert!(n > 0, "200 launches never produced {what}");
        }
    }
}
