//! `gdn_verify`: the GDN recurrence over each request's draft tokens, in three modes.
//!
//! - `decode`: the state is written back to the pool after the last token.
//! - `snapshot`: the pool is only read; the state after every step is stored to
//!   `inter[row, step, HV, V, K]` in the pool dtype.
//! - `tuple`: the pool is only read; per step the replay tuple is stored: `u` (after the
//!   beta scaling) to `ring_u[row, step, HV, V]`, the l2-normalised `k` once per key head to
//!   `ring_k[row, step, H, K]`, the decay multiplier `exp(g)` once per value head to
//!   `ring_decay[row, step, HV]`, all f32.
//!
//! The three modes share one instruction stream except the stores, so snapshot and tuple
//! outputs are bit-identical and replaying the tuples gives the snapshot states.
//!
//! Per token, all f32 (ARCHITECTURE.md §5): `x = a + dt_bias`; `sp = softplus(x)`;
//! `g = (0 - exp(A_log)) * sp`; `beta = sigmoid(b)`; `q, k` l2-normalised with
//! `sqrt(sum x^2 + 1e-6)` (canonical tree), `q *= scale`; `hd = h * exp(g)`;
//! `u = beta * (v - sum_k hd*k)`; `h = fma(k, u, hd)`; `o = sum_k h*q` in the activation
//! dtype. The per-token values that do not depend on the state (gates, both norms,
//! `exp(g)`) are computed once per work-group, a block of `TOKEN_BLOCK` tokens at a time,
//! into shared memory: each 32-lane group normalises whole tokens with the LPC = 32 layout
//! of the canonical tree, then the recurrence reads them back. The delta and output sums
//! over K use the profile's tree (`Profile::tree`).
//!
//! Rows: request `n` has tokens `cu_seqlens[n] .. cu_seqlens[n+1]`. The host cannot see
//! `cu_seqlens`' contents, so the kernel bounds them: a request is processed only when
//! `0 <= cu_seqlens[n] <= cu_seqlens[n+1] <= num_tokens` and, in snapshot and tuple modes,
//! it has at most `num_steps_alloc` tokens (a ring row holds no more); any other request is
//! skipped and writes nothing (no `o`, no pool, no snapshot or tuple). `h0_indices[n]` outside
//! `[0, num_slots)` (negative = padding) starts from a zero state and never touches the
//! pool. `inter_indices[n]` outside `[0, num_rows)` stores no snapshot or tuple; the row
//! store also guards each step against `num_steps_alloc` (a run-time D smaller than the
//! allocated one is safe).

use crate::dsl::math::{div_rn_shared, Profile};
use crate::dsl::reduce::{DotPair, Tree};
use crate::dsl::{Bool, Buf, KernelBuilder, Shared, Val, VarRef, F32, I32, I64};
use crate::ir::InstHandle;
use crate::ir::{CmpOp, GridDependency, IntBinOp, Kernel, Scalar, Var};
use crate::kernels::common::{self, element_align, ColumnLayout, Wide};
use crate::kernels::diagnostics::{self, Diagnostics, Flags};
use crate::kernels::params::{self, Dtypes};
use crate::kernels::{K_DIM, V_DIM};
use crate::target::{Arch, Requests, Tile, Vendor};
use crate::vocab::diagnostics as diag;
pub use crate::vocab::Gate;

/// Tokens whose per-token values are staged in shared memory at a time.
pub const TOKEN_BLOCK: u32 = 8;

/// GDN's fold mode stages an entry of at most this many committed steps in one block of
/// this size, a longer one in blocks of [`TOKEN_BLOCK`]: every lane issues its share of a
/// block's loads whether the steps are there or not, and an entry of a 4-token draft has at
/// most 4 (PERFORMANCE.md version 22: f32 fold lazy R = 4 -3% and eager -1% at D = 4; one
/// block of 4 for every entry made D = 16 3-7% slower).
pub const FOLD_SHORT: u32 = 4;
// A short block uses the token block's shared arrays.
const _: () = assert!(FOLD_SHORT <= TOKEN_BLOCK);

/// The most tokens a tuple-mode tree request may have: its whole draft is staged as one
/// block, so every ancestor's `k` and decay stay in shared memory (with its `u`) for the
/// steps that re-derive a parent's state.
pub use crate::vocab::TREE_STEPS;
/// Rounds of q/k normalisation whose loads are issued together (more would spill on one
/// warp: 8 rounds of 8 values each on top of the state).
const PRELOAD_ROUNDS: u32 = 4;
/// Lanes that normalise one token together (one chunk of 4 k each).
const NORM_LANES: u32 = 32;
/// [`PRELOAD_ROUNDS`] of a tuple-mode tree instance: its 16-token block has 4 rounds on
/// 4 warps, and issuing all 4 together spilled 16-40 bytes on sm_90 (2: none, 4 bytes for
/// the triton-sm90 bf16 pool, within its tile's 8).
const TREE_PRELOAD_ROUNDS: u32 = 2;

pub use crate::vocab::Mode;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VerifyConfig {
    /// GDN (one decay per value head) or KDA (one per key channel).
    pub gate: Gate,
    pub profile: Profile,
    pub mode: Mode,
    /// q, k, v, a, b and o.
    pub act: Scalar,
    pub dt_bias: Scalar,
    pub pool: Scalar,
    pub arch: Arch,
    pub tile: Tile,
    /// KDA only: read the decays `kda_gate` computed (`decay`) instead of computing the
    /// gates per work-group. The same bits either way.
    pub decay_input: bool,
    /// Snapshot and tuple modes: follow an EAGLE tree's `parents` when given (token
    /// `t >= 1` starts from its parent's state: snapshot mode reads it back from the
    /// parent's snapshot, tuple mode re-derives it on chip); a chain otherwise.
    pub tree: bool,
}

impl VerifyConfig {
    /// Tokens staged in shared memory at a time: a tuple-mode tree instance stages a whole
    /// draft of up to [`TREE_STEPS`] tokens (its parents' re-derivation reads any earlier
    /// token's values), every other instance [`TOKEN_BLOCK`].
    pub fn token_block(&self) -> u32 {
        if self.rederives_tree() {
            TREE_STEPS
        } else {
            TOKEN_BLOCK
        }
    }

    /// A tree instance whose tokens re-derive their parents' states on chip
    /// (`TreeHistory`) instead of reading them back from snapshots: tuple mode (it
    /// stores no state), and the portable profile's snapshot mode with a bf16 pool (its
    /// tree carries the state in f32 along each branch, which a bf16 snapshot cannot give
    /// back). Both take at most [`TREE_STEPS`] tokens a tree request.
    pub fn rederives_tree(&self) -> bool {
        self.tree
            && match self.mode {
                Mode::Tuple => true,
                Mode::Snapshot => self.profile == Profile::Portable && self.pool != Scalar::F32,
                _ => false,
            }
    }

    /// A tuple-mode tree with a bf16 pool in the triton-sm90 profile rounds the state to
    /// the pool dtype after every step of a tree request, as that profile's snapshot-mode
    /// tree does when it reads each parent back from its bf16 snapshot.
    fn rounds_tree_steps(&self) -> bool {
        self.tree
            && self.mode == Mode::Tuple
            && self.profile == Profile::TritonSm90
            && self.pool != Scalar::F32
    }
}

pub fn name(cfg: &VerifyConfig) -> String {
    let profile = match cfg.profile {
        Profile::Portable => "",
        Profile::TritonSm90 => "_triton_sm90",
    };
    let input = if cfg.decay_input { "_decay_in" } else { "" };
    let tree = if cfg.tree { "_tree" } else { "" };
    format!(
        "{}_{}_act_{}_dt_{}_pool_{}_{}{input}{tree}{profile}",
        cfg.gate.verify().name(),
        cfg.mode.name(),
        cfg.act.name(),
        cfg.dt_bias.name(),
        cfg.pool.name(),
        cfg.tile.tag()
    )
}

fn is_float_storage(s: Scalar) -> bool {
    matches!(s, Scalar::F32 | Scalar::F16 | Scalar::Bf16)
}

/// How a verify kernel is scheduled, apart from what it computes: no field changes a bit
/// of any output or store (`tests/schedule.rs` runs each setting on the interpreter and
/// compares every byte with the kernel without it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Schedule {
    /// Prefetch token block `b + 1`'s inputs (q, k, v and the gate inputs of its tokens)
    /// into L2 when block `b` starts (drafts of more than [`TOKEN_BLOCK`] tokens; on archs
    /// that can: `Arch::has_l2_prefetch`, as for every prefetch).
    pub prefetch: bool,
    /// Fold mode: prefetch the first token block's inputs before the fold, whose ring loads
    /// and applies otherwise come first, so that the block's loads wait a round trip to
    /// memory more.
    pub prefetch_first: bool,
    /// `prefetch_first` only where the launch has at least [`PREFETCH_FIRST_REQUESTS`]
    /// requests (a uniform branch on `num_requests`): measured, `prefetch_first` made the
    /// f32 pool's many-request fold instance about 3% faster from 8 requests and 2–5%
    /// slower at 2 (PERFORMANCE.md version 35; a guess, not profiled: at 2 the grid is less
    /// than a wave and the prefetches stand in the latency). Where `prefetch_first` is set
    /// too, it prefetches at every batch size.
    pub prefetch_first_many: bool,
    /// Fold mode: before the first entry is applied, prefetch the first block of ring steps
    /// of every later entry (each entry's steps are otherwise read only when the one before
    /// it is done: a round trip to memory each).
    pub prefetch_entries: bool,
    /// Issue each of a lane's 4-element chunks of `q`, `k` (and KDA's `a` or `decay`) as
    /// one branch of 4 plain loads instead of 4 masked loads, which LLVM lowers as a branch
    /// each and never merges: in one branch they merge into one 8-byte (bf16) or 16-byte
    /// (f32) access. One branch per buffer (one for all of a token's buffers was slower,
    /// PERFORMANCE.md version 22). Every arch; generated for GDN outside fold mode
    /// ([`generated_schedule`]).
    pub merge_loads: bool,
    /// Compute the layout's run-time divisions (`HV / H` and the key head `hv / (HV/H)`)
    /// and `1 / softplus_beta` right after the request's index loads are issued, each
    /// pinned there by `Opaque`. Without it LLVM sinks them to their first use, after the
    /// grid-dependency wait, where (with the address arithmetic that depends on them) they
    /// delay the first token block's loads by a few hundred instructions; here they run
    /// while the index loads are in flight. Every arch.
    pub early_setup: bool,
    /// Build the first token block outside the block loop (then blocks 1.. in the loop).
    /// In the loop, LLVM hoists every block's invariant address arithmetic into the loop's
    /// preheader, between the prologue and the first block's loads (about 110 instructions
    /// on the uniform datapath in the one-request tuple instance); a draft of at most one
    /// block never runs the loop. Every arch.
    pub peel_first: bool,
    /// Predicate the state's loads on the slot's range alone, not on the request's token
    /// range and count too: the loads then wait only on the slot index, not on the
    /// `cu_seqlens` loads and the compares of issue 12's bounds. A request the bounds skip
    /// still reads its (in-range) slot and writes nothing: its token count is 0, and every
    /// store of the state (decode, fold) keeps the full predicate. Every arch.
    pub early_state: bool,
    /// Record the request's flags in the diagnostics word at the end of the kernel, after
    /// the recurrence, instead of right after the grid-dependency wait: the flags ORed into
    /// one value there (one register across the token loop), and the compare and branch
    /// that guard the atomic no longer stand between the wait and the first token block's
    /// loads. Every arch.
    pub late_record: bool,
    /// Fold mode: gate the fold's reads (its entries and their ring rows) on the slot's range
    /// alone, not on the request's token range and count too, so that they wait only on the
    /// slot index; the fold's writes (the track copy, the state back to the pool) and the
    /// flags it records keep the full predicate. A request the bounds skip still reads its
    /// entries' (checked) ring rows and writes nothing. Every arch.
    pub early_fold: bool,
    /// Load the state with no branch on the request: from its slot clamped into the pool
    /// (`0 ..= num_slots - 1`), in the pool's dtype, guarded only by `num_slots > 0`, then
    /// widened with zero selected where the request's slot is not to be read (padding, out
    /// of range, skipped): the loads wait on the slot index and two compares alone, not on
    /// a branch after the bounds' compares (in the bf16 fold instance's SASS they move to
    /// where the kernels without the bounds have them). A padding or skipped request reads
    /// a slot it does not own (in range) and writes nothing. Every arch. Measured slower
    /// (PERFORMANCE.md version 29: one request's f32 tuple verify +13%).
    pub clamped_state: bool,
    /// Fold mode: issue the first token block's global loads (v, the gate inputs and the
    /// first round of q and k: one token per 32-lane group; more rounds held across the
    /// fold spilled) before the fold, into registers, and stage them after it. Without it
    /// the block's loads start their round trip only when the fold (its ring loads,
    /// applies and barriers) is done; with it the two round trips overlap. What the block
    /// stores (the ring's `k` and decays) is still stored after the fold, so a request the
    /// fold stops stores nothing. Every arch.
    pub loads_before_fold: bool,
    /// Fold mode: load the ring row and step of entries 1 ..= [`FOLD_PRELOAD`] with the
    /// request's indices (before the state and the wait), as entry 0's are, instead of
    /// when the entry before is done (a round trip each in lazy mode). Every arch.
    pub entries_first: bool,
    /// Fold mode: stage the draft's first token block together with the fold's first entry.
    /// The fold stages its ring steps into shared arrays of its own (not the draft's); once
    /// the first entry's ring loads are issued, the block's loads are, and the block is
    /// normalised and staged while both are in flight; the entry's barrier publishes both
    /// (one barrier and one round trip to memory fewer than the fold followed by the
    /// block). Measured slower under the tile table's register caps, where it spills
    /// (PERFORMANCE.md version 31). The block's stores to the ring (`k` and the decays) wait
    /// until its steps have run, read back from shared memory, so a request the fold stops
    /// stores nothing. GDN (the head gate) only; it replaces `loads_before_fold` where
    /// both are set. Every arch.
    pub draft_with_fold: bool,
    /// Fold mode: load the first entry's ring steps in the prologue, right after the state
    /// (before the grid-dependency wait), where the entry is one the fold reads and takes
    /// one short block ([`FOLD_SHORT`] steps at most), instead of when the fold starts
    /// (in the one-request f32 instance about 300 instructions later). The loads are
    /// predicated on the entry's checks; the fold stores them where the predicate held and
    /// loads the steps itself otherwise. Like the state, the ring is then read before the
    /// previous kernel in the stream is waited for: it must not write the rows folded
    /// (with programmatic dependent launch). GDN (the head gate) only. Every arch.
    pub early_ring: bool,
    /// Fold mode: prefetch the first entry's short block of ring steps to L2 in the prologue
    /// (where `early_ring` would load them: the same steps, the same checks), and let the
    /// fold load them itself: no register holds them across the wait. Where `early_ring`
    /// is set too, this replaces its loads. A hint: no byte changes, and no ordering
    /// condition on programmatic dependent launch (L2 is where the previous kernel's
    /// writes land). GDN (the head gate) only; NVIDIA (`prefetch.global.L2`). Measured in
    /// PERFORMANCE.md version 35 (H100): fold eager verify 4–13% slower than the committed
    /// kernels (where it removes the f32 many-request instance's spill too), so a variant.
    pub prefetch_ring: bool,
    /// Build without the tile row's register cap (`.maxnreg`, `src/target`): a variant for
    /// measuring what a cap costs a schedule that needs more registers (the code is the
    /// same; ptxas allocates freely). NVIDIA (AMD has no cap to lift).
    pub uncapped: bool,
    /// Build with the tile row's register cap raised by [`RAISED_CAP`] registers (one unit
    /// of ptxas's allocation: at a cap of 72 and 128 lanes, 6 work-groups per SM instead of
    /// 7): room for a schedule that spills under the cap, without `uncapped`'s loss of
    /// work-groups per SM. Ignored with `uncapped` and where the row has no cap. NVIDIA.
    pub raised_cap: bool,
    /// Sum token `t`'s output `o = q·h` in step `t + 1`, beside that step's `k·(g·h)`, instead
    /// of after step `t`'s update: the two reductions are independent, so their butterflies
    /// overlap, and the chain each step waits on before the next (decay, `k·h`, `u`, the
    /// update) no longer includes the output's reduction. The block's last output is summed
    /// after its last step. The same operations on the same values, so the same bits.
    /// Not in a tree (its steps reload or re-derive the state between tokens). Every arch.
    pub lagged_output: bool,
    /// Normalise a token's `q` and `k` together: both sums of squares' butterflies
    /// interleaved, then both square roots, then the divisions (each had its own chain of
    /// shuffles, one after the other). The same operations, so the same bits. Every arch.
    pub paired_norms: bool,
    /// Divide a token's `q` (and `k`) by its norm with one reciprocal for the lane's
    /// elements (`dsl::math::div_rn_shared`: a seed, Markstein's correction, one fallback
    /// branch for inputs out of its range) instead of one IEEE division each, which ptxas
    /// expands into its own reciprocal and slow-path branch per element. The same bits.
    /// NVIDIA (the seed is `rcp.approx.ftz.f32`).
    pub shared_reciprocal: bool,
    /// Address a step's output as the block's first token (`tok0 + tb0`) plus the step's
    /// `tt`, each widened to i64 before the add, instead of widening `tok0 + t` as one
    /// sum: in a chain `tt` is the step loop's counter, so LLVM steps one pointer by the
    /// output's pitch, where otherwise every step recomputes a 64-bit product inside the
    /// first lane's branch (in sm_90's one-request f32 tuple instance the loop body goes
    /// from 91 instructions with a divergent branch to 79 and a predicated store). The
    /// same address, so the same bits (a valid request's tokens lie in `[0, num_tokens)`:
    /// no sum wraps). Not in a tree (its step's token comes from the tree's order, not the
    /// loop's counter). Every arch.
    pub stepped_output: bool,
    /// Run a token block's steps two to an iteration of the step loop (then the odd last
    /// one, if any), so that one basic block holds a step's output reduction and the next
    /// step's loads, decay and `k·(g·h)`: ptxas can interleave them, where the loop's
    /// back edge otherwise makes the next step's shared-memory loads wait until the output
    /// is stored. The same operations in the same order, so the same bits. Not in a tree
    /// (its steps reload or re-derive the state between tokens); `lagged_output` takes
    /// precedence where both are set. Every arch. Measured slower (PERFORMANCE.md version
    /// 39, H100: one request's tuple verify unchanged, 2–16% slower where it spills).
    pub paired_steps: bool,
    /// Stage a token block's gates (GDN's `exp(g)` and `beta`, by lane `t` for token `t`,
    /// into shared memory and, in tuple mode, `exp(g)` to the ring) before its q/k
    /// normalisation rounds instead of after them. The gate lanes (the first warp's)
    /// normalise a token too; with the gates after the norms, that warp's software
    /// `exp`/`log`/sigmoid chains run only once its norm is done, and every other warp
    /// waits for them at the block's barrier. Before the norms they run while the block's
    /// q/k loads are in flight (its `a` and `b` loads are issued first). The same
    /// operations, so the same bits. Every arch. Measured slower (PERFORMANCE.md version
    /// 41, H100: tuple verify +2 to +4%, snapshot verify +2%), so set in no instance.
    pub gates_first: bool,
    /// Find the value head's key head as `hv·H / HV`, one unsigned division, instead of
    /// `HV / H` and then `hv / (HV/H)`, two signed ones (about 60 instructions of sm_90's
    /// uniform datapath between the grid-dependency wait and the first q/k loads, whose
    /// addresses need the key head), and the key head's first work-group from the same
    /// division's remainder. The same key head wherever `HV` is a multiple of `H` (the
    /// runtime refuses other head counts), so the same bits. Every arch. Set where it
    /// paid (`single_division_pays`).
    pub single_division: bool,
    /// Load the gate weights (`A_log`, `dt_bias`) with the request's indices, before the
    /// grid-dependency wait, also where an f32 state is deferred to the first step (where
    /// they otherwise load after the wait, to overlap the state: PERFORMANCE.md version 9).
    /// ncu of the f32 tuple instance at 25×4 (version 41) put 10% of the launch's stall
    /// samples on their first use after the wait. The programmatic-dependent-launch
    /// contract already names the gate weights (ARCHITECTURE.md). The same values, so the
    /// same bits. Every arch. Set on sm_90 where `dt_bias` is f32 ([`generated_schedule`];
    /// PERFORMANCE.md version 43).
    pub early_weights: bool,
    /// Issue the first token block's loads right after the grid-dependency wait from a
    /// guessed start, `n·⌊T/N⌋` (the layout of a batch whose requests all have `⌊T/N⌋`
    /// tokens, as speculative decoding's verify batches have; 0 for one request), before the
    /// state's loads and without waiting for `cu_seqlens`; the state's loads follow (its
    /// slot index is the other index they wait on). The block is staged from those loads
    /// where the request's start and first block's length are the guess's, and loaded again
    /// from `cu_seqlens` elsewhere: the same values either way, so the same bits. The guess
    /// addresses tokens below `T` only (`(n + 1)·⌊T/N⌋ <= T`), whatever the index arrays
    /// hold. What it moves: one index round trip off the chain before a block's first use
    /// of its q and k (two fifths of one request's stall samples, PERFORMANCE.md version 41).
    /// GDN chains of every mode but fold (its first block waits on the fold). Set where it
    /// paid (`guessed_start_pays`).
    pub guessed_start: bool,
    /// Prefetch to L2 the state tile of the work-group about a wave ahead: the same value
    /// head and columns of request `n + ⌊AHEAD_GROUPS / G⌋ + 1` (`G` work-groups a request;
    /// [`AHEAD_GROUPS`] is about one wave of sm_90's many-request tiles), its slot index
    /// loaded and checked (`0 <= slot < num_slots`, the request below `num_requests`) and
    /// the prefetches issued right after this work-group's own state loads. A many-request
    /// launch runs in waves whose work-groups each wait for their state and then run a
    /// dependent chain with no load in flight; with the next wave's state in L2, its loads
    /// wait an L2 round trip instead of DRAM's, and DRAM works during the chains. A hint:
    /// no byte changes. GDN chains of the many-request tiles; NVIDIA (`prefetch.global.L2`).
    /// Set where it paid (`prefetch_ahead_pays`).
    pub prefetch_ahead: bool,
}

/// How far ahead `Schedule::prefetch_ahead` prefetches, in work-groups: five a streaming
/// multiprocessor on sm_90's 132, about five sevenths of a wave of its many-request tiles
/// (7 work-groups an SM). Timed on an H100 against 7 and 10 an SM (PERFORMANCE.md version
/// 49): 5 paid most where the field pays at all.
pub const AHEAD_GROUPS: i32 = 132 * 5;

/// The registers `Schedule::raised_cap` adds to the tile row's cap.
pub const RAISED_CAP: u32 = 8;

/// The fewest requests at which `Schedule::prefetch_first_many` prefetches the first
/// token block before the fold.
pub const PREFETCH_FIRST_REQUESTS: i32 = 8;

/// The later fold entries whose indices `Schedule::entries_first` loads in the prologue
/// (lazy R = 4 has at most 3).
pub const FOLD_PRELOAD: u32 = 3;

/// The schedule of the generated instances, where each field applies
/// ([`generated_schedule`]). `merge_loads` paid (PERFORMANCE.md version 27: GDN tuple
/// verify 1–3% faster from 8 requests, nothing slower); `prefetch`, `prefetch_first` and
/// `peel_first` were measured there and did not, `early_setup` only where
/// [`GENERATED_SCHEDULE_BF16_ONE_REQUEST`] applies; `prefetch_entries`, `early_state` and
/// `late_record` did not pay in version 28 (nor in version 35, where it removes the f32
/// many-request fold instance's spill), `early_fold` and `clamped_state` in version 29,
/// `entries_first` in version 30, `draft_with_fold` under the tile table's register caps in
/// version 31 (nor without them, with `uncapped`, in version 34), `lagged_output` in
/// version 33, `prefetch_ring` in version 35, `loads_before_fold` only where
/// [`GENERATED_SCHEDULE_F32_FOLD_ONE_REQUEST`] applies and `prefetch_first_many` only where
/// [`GENERATED_SCHEDULE_F32_FOLD_MANY_REQUESTS`] does, `shared_reciprocal` only where
/// `shared_reciprocal_pays` says (version 36), `lagged_output` again not in the one-request
/// tile in version 36, `stepped_output` only where `stepped_output_pays` says (version 38)
/// (each stays a `deltagen gen --schedule` variant; versions 24, 28, 29, 30, 31, 33, 34,
/// 35, 36 and 38 say what each does).
/// `paired_norms` and `early_ring` paid in version 33 (H100) and version 34 (H200: bf16
/// fold eager verify −6.0 to −7.5%, f32 tuple verify −0.7 to −1.9%), but `early_ring` in
/// the f32 pool's one-request fold tile, where it spills, and `paired_norms` in decode
/// mode but on sm_90, where version 38 timed it beside `shared_reciprocal` (one request
/// −0.7 to −2.0%), and there not in the bf16 pool's many-request tile, where it spills
/// ([`generated_schedule`] leaves them out there). NVIDIA only.
pub const GENERATED_SCHEDULE: Schedule = Schedule {
    merge_loads: true,
    paired_norms: true,
    early_ring: true,
    ..Schedule::NONE
};

/// The schedule of GDN's bf16-pool snapshot and tuple instances of the one-request tile
/// (chains; sm_90, where it was measured): [`GENERATED_SCHEDULE`] and `early_setup`.
/// Measured on an H100 (version 27): one request's tuple verify 5.03 → 4.89 µs and its
/// tuple-path step −2.6%, −3.8% and −2.9% with programmatic dependent launch; the same
/// field made the f32 pool's one-request snapshot verify 7% slower and the bf16 pool's
/// many-request tile 1.4% slower at 25 and 64 requests, so it is set nowhere else.
pub const GENERATED_SCHEDULE_BF16_ONE_REQUEST: Schedule = Schedule {
    early_setup: true,
    ..GENERATED_SCHEDULE
};

/// The schedule of GDN's f32-pool fold instance of the one-request tile (sm_90, where it
/// was measured): [`GENERATED_SCHEDULE`] and `loads_before_fold`. Measured on an H100
/// (PERFORMANCE.md version 30): one request's f32 fold eager verify 7.09 → 6.93 µs (−2.3%,
/// every run); the same field spilled 28–56 bytes in the many-request fold tile
/// (`bv32w4c2`, 96 registers), which served the bf16 pool's one-request fold too, and made it
/// 1–17% slower, so it is set nowhere else. And `raised_cap` (80 registers instead of 72:
/// the instance spilled 16 bytes, 20 loaded, and spills none; 6 work-groups per SM instead
/// of 7, so HV = 48 still fits one wave of 132 SMs): one request's f32 fold eager verify
/// 6.84 → 6.60 µs (−3.6%), lazy step −2.5% (H100, PERFORMANCE.md version 34); with
/// `early_ring` as well only −0.9%, and the many-request tile raised to 104 was up to 11%
/// slower at 25 requests.
pub const GENERATED_SCHEDULE_F32_FOLD_ONE_REQUEST: Schedule = Schedule {
    loads_before_fold: true,
    raised_cap: true,
    ..GENERATED_SCHEDULE
};

/// The schedule of GDN's f32-pool fold instance of the many-request tile (sm_90, where it
/// was measured): [`GENERATED_SCHEDULE`] and `prefetch_first_many`. Measured on an H100
/// (PERFORMANCE.md version 35, against the kernels before; plain / `--pdl`): f32 fold eager
/// verify 25×4 −2.7% / −3.1%, 64×4 −3.2% / −3.2%, 8×4 −2.0% / −0.2%, 2×4 and 4×4 within
/// ±0.8%; lazy R = 4 steps −0.6 to −2.6% but 8×4 under `--pdl` +0.7%. `prefetch_first` (every
/// batch size) gave the same from 8 requests but +3.6% / +4.7% at 2; in the bf16 pool's fold
/// instance and the one-request f32 one either field was slower (+1.6 to +8.2%), so it is
/// set nowhere else.
pub const GENERATED_SCHEDULE_F32_FOLD_MANY_REQUESTS: Schedule = Schedule {
    prefetch_first_many: true,
    ..GENERATED_SCHEDULE
};

/// A field of [`Schedule`]: its name, the field, and whether it is an L2 prefetch (off
/// where the arch has none). The one list `parse`, `build_scheduled` and
/// `generated_schedule_from` read.
type ScheduleField = (&'static str, fn(&mut Schedule) -> &mut bool, bool);

impl Schedule {
    /// Every field off: the kernel as it was before any schedule.
    pub const NONE: Schedule = Schedule {
        prefetch: false,
        prefetch_first: false,
        prefetch_first_many: false,
        prefetch_entries: false,
        merge_loads: false,
        early_setup: false,
        peel_first: false,
        early_state: false,
        late_record: false,
        early_fold: false,
        clamped_state: false,
        loads_before_fold: false,
        entries_first: false,
        draft_with_fold: false,
        early_ring: false,
        prefetch_ring: false,
        uncapped: false,
        raised_cap: false,
        lagged_output: false,
        paired_norms: false,
        shared_reciprocal: false,
        stepped_output: false,
        paired_steps: false,
        gates_first: false,
        single_division: false,
        early_weights: false,
        guessed_start: false,
        prefetch_ahead: false,
    };

    /// Every field by name, as `deltagen gen --schedule` takes them.
    const FIELDS: [ScheduleField; 28] = [
        ("prefetch", |s| &mut s.prefetch, true),
        ("prefetch_first", |s| &mut s.prefetch_first, true),
        ("prefetch_first_many", |s| &mut s.prefetch_first_many, true),
        ("prefetch_entries", |s| &mut s.prefetch_entries, true),
        ("merge_loads", |s| &mut s.merge_loads, false),
        ("early_setup", |s| &mut s.early_setup, false),
        ("peel_first", |s| &mut s.peel_first, false),
        ("early_state", |s| &mut s.early_state, false),
        ("late_record", |s| &mut s.late_record, false),
        ("early_fold", |s| &mut s.early_fold, false),
        ("clamped_state", |s| &mut s.clamped_state, false),
        ("loads_before_fold", |s| &mut s.loads_before_fold, false),
        ("entries_first", |s| &mut s.entries_first, false),
        ("draft_with_fold", |s| &mut s.draft_with_fold, false),
        ("early_ring", |s| &mut s.early_ring, false),
        ("prefetch_ring", |s| &mut s.prefetch_ring, true),
        ("uncapped", |s| &mut s.uncapped, false),
        ("raised_cap", |s| &mut s.raised_cap, false),
        ("lagged_output", |s| &mut s.lagged_output, false),
        ("paired_norms", |s| &mut s.paired_norms, false),
        ("shared_reciprocal", |s| &mut s.shared_reciprocal, false),
        ("stepped_output", |s| &mut s.stepped_output, false),
        ("paired_steps", |s| &mut s.paired_steps, false),
        ("gates_first", |s| &mut s.gates_first, false),
        ("single_division", |s| &mut s.single_division, false),
        ("early_weights", |s| &mut s.early_weights, false),
        ("guessed_start", |s| &mut s.guessed_start, false),
        ("prefetch_ahead", |s| &mut s.prefetch_ahead, true),
    ];

    /// Every field's name, in `Self::FIELDS`'s order.
    pub fn field_names() -> Vec<&'static str> {
        Schedule::FIELDS.iter().map(|(n, _, _)| *n).collect()
    }

    /// The fields set, as [`parse`](Self::parse) takes them: `merge_loads,early_setup`, or
    /// `none`.
    pub fn names(mut self) -> String {
        let set: Vec<&str> = Schedule::FIELDS
            .iter()
            .filter_map(|(n, field, _)| field(&mut self).then_some(*n))
            .collect();
        if set.is_empty() {
            "none".into()
        } else {
            set.join(",")
        }
    }

    /// This schedule as `cfg` builds it: no L2 prefetch where the arch has none (the
    /// kernel is then exactly the one without); the shared reciprocal only on NVIDIA (the
    /// seed is an NVIDIA instruction) and in the portable profile (it stands for IEEE
    /// division, which triton-sm90 replaces by `div.full`: every other field is the same
    /// operations in either profile); `guessed_start` only in chains of every mode but fold.
    fn on(self, cfg: &VerifyConfig) -> Schedule {
        let mut s = if cfg.arch.has_l2_prefetch() {
            self
        } else {
            self.without_prefetch()
        };
        if cfg.arch.vendor() != Vendor::Nvidia || cfg.profile != Profile::Portable {
            s.shared_reciprocal = false;
        }
        s.guessed_start &= guesses_start(cfg);
        s
    }

    /// This schedule with its L2 prefetches off (for an arch without them).
    fn without_prefetch(mut self) -> Schedule {
        for (_, field, prefetch) in Schedule::FIELDS {
            if prefetch {
                *field(&mut self) = false;
            }
        }
        self
    }

    /// A comma-separated list of field names (each set), or `none`.
    pub fn parse(text: &str) -> Result<Schedule, String> {
        let mut s = Schedule::NONE;
        if text == "none" {
            return Ok(s);
        }
        for name in text.split(',') {
            let name = name.trim();
            if name.is_empty() {
                return Err(format!(
                    "an empty schedule field in `{text}`: a comma-separated list of {}, or `none`",
                    Schedule::field_names().join(", ")
                ));
            }
            let Some((_, field, _)) = Schedule::FIELDS.iter().find(|(n, _, _)| *n == name) else {
                return Err(format!(
                    "unknown schedule field `{name}` in `{text}`: a comma-separated list of {}, or `none`",
                    Schedule::field_names().join(", ")
                ));
            };
            *field(&mut s) = true;
        }
        Ok(s)
    }

    /// Every field set in either schedule.
    pub fn union(mut self, other: Schedule) -> Schedule {
        for (_, field, _) in Schedule::FIELDS {
            let mut o = other;
            if *field(&mut o) {
                *field(&mut self) = true;
            }
        }
        self
    }
}

/// A variant's schedule (`deltagen gen --schedule`, `deltagen asm --schedule`): `FIELDS` in
/// place of the committed schedule, or `+FIELDS`, the committed schedule of each instance
/// ([`generated_schedule`]) with `FIELDS` added, so that an instance the committed
/// schedule treats apart (the one-request bf16 `early_setup`) keeps its treatment and a
/// variant differs from the committed kernels by the added fields alone. Either way the
/// fields apply where [`generated_schedule_from`] lets them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    Replace(Schedule),
    Add(Schedule),
}

impl Variant {
    /// `FIELDS` or `+FIELDS` ([`Schedule::parse`]'s list, or `none`).
    pub fn parse(text: &str) -> Result<Variant, String> {
        match text.strip_prefix('+') {
            Some(rest) => Schedule::parse(rest).map(Variant::Add).map_err(|e| {
                format!("`{text}` (the committed schedule with the fields after `+`): {e}")
            }),
            None => Schedule::parse(text).map(Variant::Replace),
        }
    }

    /// As [`parse`](Self::parse) takes it.
    pub fn names(self) -> String {
        match self {
            Variant::Replace(s) => s.names(),
            Variant::Add(s) => format!("+{}", s.names()),
        }
    }

    /// The schedule `cfg`'s kernel is built with under this variant (before the arch and
    /// profile drop what they lack, [`applied`](Self::applied)).
    pub fn for_config(self, cfg: &VerifyConfig) -> Schedule {
        match self {
            Variant::Replace(s) => generated_schedule_from(cfg, s),
            Variant::Add(s) => generated_schedule_from(cfg, generated_schedule(cfg).union(s)),
        }
    }

    /// The fields `cfg`'s kernel is built with, less what its arch and profile lack.
    pub fn applied(self, cfg: &VerifyConfig) -> Schedule {
        self.for_config(cfg).on(cfg)
    }

    /// Whether `cfg`'s kernel is built with every field this variant names.
    pub fn applies_fully(self, cfg: &VerifyConfig) -> bool {
        let applied = self.applied(cfg);
        match self {
            Variant::Replace(s) => applied == s,
            Variant::Add(s) => applied.union(s) == applied,
        }
    }
}

/// The schedule a generated instance is built with: [`GENERATED_SCHEDULE`]'s fields where
/// they apply, none for the triton-sm90 instances (the golden files': one experiment at a
/// time). The prefetches apply to GDN's chain instances: KDA's fold instance (uncapped)
/// went from 128 to 162 registers with every prefetch, and tree instances stage one block
/// (no next one to prefetch). `merge_loads` applies to GDN's instances of every mode but
/// fold: KDA's fold instance went from 128 to 162 registers with merged loads (PERFORMANCE.md
/// version 22), its tree instances from 128 to 164, and its capped instances spill 12–20
/// bytes more (version 24). `early_setup` applies to GDN's instances (KDA's capped ones
/// spill already), `peel_first` to GDN's chain instances of the one-request tile: what it
/// moves is a one-request launch's latency (a tree stages one block, so its loop would
/// never run; the capped fold instance `bv32w4c2` spilled 8 bytes with it, the capped
/// snapshot instance `bv16w4c2` 16 with `early_setup`).
pub fn generated_schedule(cfg: &VerifyConfig) -> Schedule {
    if cfg.arch.vendor() == Vendor::Amd {
        // Measured on NVIDIA only. On AMD the merged loads cost up to 12 VGPRs, and on
        // gfx950 two instances drop from 6 waves a SIMD to 5: no AMD GPU here to say
        // whether the wider loads win that back (`deltagen gen --schedule` still builds it).
        return Schedule::NONE;
    }
    // Scheduling-sensitive (it helped one pool and hurt the other): only where measured.
    let one_request = one_request_tile(cfg);
    let bf16_one = cfg.arch == Arch::Sm90
        && cfg.pool == Scalar::Bf16
        && matches!(cfg.mode, Mode::Snapshot | Mode::Tuple)
        && !cfg.tree
        && one_request;
    let f32_fold = cfg.pool == Scalar::F32 && cfg.mode == Mode::Fold;
    // The f32 pool's fold instance of the one-request tile, on every arch.
    let f32_fold_tile = f32_fold && one_request;
    let f32_fold_one = cfg.arch == Arch::Sm90 && f32_fold_tile;
    let f32_fold_many = cfg.arch == Arch::Sm90 && f32_fold && !cfg.tree && !one_request;
    let mut schedule = if bf16_one {
        GENERATED_SCHEDULE_BF16_ONE_REQUEST
    } else if f32_fold_one {
        GENERATED_SCHEDULE_F32_FOLD_ONE_REQUEST
    } else if f32_fold_many {
        GENERATED_SCHEDULE_F32_FOLD_MANY_REQUESTS
    } else {
        GENERATED_SCHEDULE
    };
    if f32_fold_tile {
        // `early_ring` spills there (28 of 32 bytes in sm_90's `bv8w4`) and made one
        // request's f32 fold verify 2–3% slower (PERFORMANCE.md versions 33 and 34).
        schedule.early_ring = false;
    }
    schedule.shared_reciprocal = shared_reciprocal_pays(cfg, one_request);
    schedule.stepped_output = stepped_output_pays(cfg, one_request);
    schedule.single_division = single_division_pays(cfg);
    // Measured on sm_90 only, with f32 `dt_bias` (H100, PERFORMANCE.md version 43): with
    // `single_division` and `guessed_start`, f32 tuple verify −2.4% at 1×4 and −5.5 to
    // −11.6% from 2 requests; alone, −3.4 to −5.6% from 2 requests, and one request's rows
    // within ±0.9%. Not where `dt_bias` is bf16 (not timed; there the tuple instance read
    // a fourth constant line before its first load).
    schedule.early_weights = cfg.arch == Arch::Sm90 && cfg.dt_bias == Scalar::F32;
    schedule.guessed_start = guessed_start_pays(cfg, one_request);
    schedule.prefetch_ahead = prefetch_ahead_pays(cfg);
    if cfg.mode == Mode::Decode {
        // Measured on sm_90's decode only (H100): beside `shared_reciprocal`, one request's
        // decode −0.7 to −2.0% (PERFORMANCE.md version 38), the f32 pool's many-request
        // tile −0.1 to −0.3% (alone in version 37: −0.1 to −0.6%). The bf16 pool's
        // many-request tile spills 4 bytes with it (`bv32w4c2`, 25×4 +0.4% / +0.7%).
        schedule.paired_norms = cfg.arch == Arch::Sm90 && (one_request || cfg.pool == Scalar::F32);
    }
    generated_schedule_from(cfg, schedule)
}

/// Where `Schedule::shared_reciprocal` is set: sm_90's instances of every mode, but the f32
/// pool's many-request snapshot (chain) and decode tiles. Measured on an H100 against the
/// field off (PERFORMANCE.md version 36, plain / with programmatic dependent launch): f32
/// tuple verify 1×4 −3.4% / −2.8%, from 2 requests −1.1 to −1.6%; f32 snapshot 1×4 −1.9% /
/// −2.7%; f32 fold eager −0.2 to −1.2%; the bf16 pool's verify −0.6 to −2.9% in every mode.
/// In the f32 pool's many-request snapshot tile (`bv16w4c2`, capped at 72 registers) it
/// spills 4 bytes and was 1.2–1.7% slower from 8 requests. Version 37: tree verify (one
/// tile for every batch) −1.6 to −2.0% at 1×8, −0.2 to −0.8% at 8×8; decode −1.2 to −2.7%
/// for one request, the bf16 pool's many-request tile −0.4 to −2.2%, the f32 pool's
/// +0.0 to +0.5% (so not there). sm_100 is not timed here.
fn shared_reciprocal_pays(cfg: &VerifyConfig, one_request: bool) -> bool {
    if cfg.arch != Arch::Sm90 {
        return false;
    }
    let f32_many = cfg.pool == Scalar::F32 && !one_request && !cfg.tree;
    !(f32_many && matches!(cfg.mode, Mode::Snapshot | Mode::Decode))
}

/// Where `Schedule::stepped_output` is set: sm_90's decode instances and the one-request
/// tile's tuple and fold chains. Measured on an H100 against the field off (PERFORMANCE.md
/// version 38, plain / with programmatic dependent launch): decode −0.2 to −3.6% at every
/// batch size, both pools; one request's tuple verify −2.2% / −1.9% (f32, 1×4), −2.0% /
/// −2.1% (bf16); the f32 pool's one-request fold eager verify −2.9% / −3.1% (the bf16
/// pool's fold has no one-request tile of its own). Slower, so not set: the many-request
/// tuple, snapshot and fold tiles (−0.4 to +5.5%, median +0.8%; the f32 pool's snapshot
/// tile `bv16w4c2` spills 12 bytes with it) and one request's snapshot verify (f32 1×1
/// +2.2%, 1×4 −0.7% / +2.0%). sm_80 and sm_100 are not timed here.
fn stepped_output_pays(cfg: &VerifyConfig, one_request: bool) -> bool {
    if cfg.arch != Arch::Sm90 || cfg.tree {
        return false;
    }
    match cfg.mode {
        Mode::Decode => true,
        Mode::Tuple | Mode::Fold => one_request,
        Mode::Snapshot => false,
    }
}

/// Where `Schedule::single_division` is set: sm_90's chain instances (decode, snapshot,
/// tuple, fold) but the f32 pool's fold instances. Measured on an H100 against the field
/// off (PERFORMANCE.md version 41, two runs of three, plain): tuple verify −1.6 to −1.9%
/// (f32, 25×4 and 64×4), −0.5 to −1.9% (bf16, every batch size); bf16 snapshot verify
/// −0.6 to −2.5%; bf16 decode −2.0 to −3.3% at one and two requests; bf16 fold eager −0.6
/// to −1.0% (+0.4% at 2×4); the other f32 rows within ±0.9%. The f32 pool's fold
/// instances spill 20–24 bytes with it and were up to 5.9% slower (one request), so not
/// there. Trees were not timed with it alone; sm_80 and sm_100 are not timed here.
fn single_division_pays(cfg: &VerifyConfig) -> bool {
    cfg.arch == Arch::Sm90 && !cfg.tree && !(cfg.pool == Scalar::F32 && cfg.mode == Mode::Fold)
}

/// Where `Schedule::guessed_start` is set: sm_90's chains where it applies
/// ([`guesses_start`]) but the f32 pool's one-request decode and snapshot tiles. Measured on
/// an H100 (PERFORMANCE.md version 43, two runs, plain), with `single_division` and
/// `early_weights` against `single_division` alone: f32 tuple verify −2.4% (1×4), −11.2%
/// (2×4), −11.6% (25×4), −5.5% (64×4); f32 decode −13.2% (2×4) to −4.2% (64×4); bf16
/// snapshot verify −12.8% (25×4) and −15.8% (64×4), bf16 decode −12.1% and −13.2%; f32
/// snapshot verify −11.6% at 2×4 and −0.8 to −1.7% from 25; one request's bf16 rows −0.9
/// to −1.5%. Call 2 of version 43 timed the committed kernels again (f32 tuple verify
/// −12.1% at 25×4, −18.5% at 8×4). Slower, so not set: the f32 pool's one-request decode
/// (+6.8%; +6.5% alone against the kernels before) and snapshot verify (+5.4% alone, +1.1%
/// beside the other two). The many-request snapshot tile spills with it (f32 pool 56
/// bytes, bf16 32; the tile table accepts them), and the decode tile 4 bytes (f32 pool).
/// Only where `dt_bias` is f32, the instances timed; sm_80 and sm_100 are not timed here.
fn guessed_start_pays(cfg: &VerifyConfig, one_request: bool) -> bool {
    let f32_one = cfg.pool == Scalar::F32 && one_request;
    cfg.arch == Arch::Sm90
        && cfg.dt_bias == Scalar::F32
        && guesses_start(cfg)
        && !(f32_one && matches!(cfg.mode, Mode::Decode | Mode::Snapshot))
}

/// Where `Schedule::prefetch_ahead` is set: sm_90's many-request snapshot and decode
/// instances of the bf16 pool (one request's tile never gets it, [`generated_schedule_from`]).
/// Measured on an H100 against the committed kernels (PERFORMANCE.md version 49, five runs,
/// at 5 work-groups an SM): bf16 snapshot verify −9.5% (8×4), −4.9% (25×4), −3.4% (64×4),
/// +1.9% (8×16, the same instance); bf16 decode −0.1 to −3.3% from 8 requests. Slower, so not
/// set: the f32 pool's every mode (tuple verify +8 to +21% from 8 requests, snapshot +3 to
/// +6%, fold eager +8 to +17%, decode +3 to +11%; why was not measured), and the bf16 pool's
/// tuple (−2.1 to +2.2%) and fold (+2.2 to +9.5%). sm_80 and sm_100 are not timed here.
fn prefetch_ahead_pays(cfg: &VerifyConfig) -> bool {
    cfg.arch == Arch::Sm90
        && cfg.pool == Scalar::Bf16
        && !cfg.tree
        && matches!(cfg.mode, Mode::Snapshot | Mode::Decode)
}

/// Whether this is a fold instance of the head gate, the one `Schedule::draft_with_fold`
/// and `Schedule::early_ring` shape (KDA's channel decays are stored to the ring as they
/// are computed; only the head gate's short entries take one block of [`FOLD_SHORT`]
/// steps).
fn head_fold(cfg: &VerifyConfig, p: &Params) -> bool {
    p.fold.is_some() && cfg.gate == Gate::Head
}

/// Where `Schedule::guessed_start` applies: chains of every mode but fold (a fold's first
/// block waits on the fold, a tree's on its parents' checks).
fn guesses_start(cfg: &VerifyConfig) -> bool {
    !cfg.tree && cfg.mode != Mode::Fold
}

/// Whether `cfg` is built with a tile the tile table gives one request (N = 1) with its
/// pool: for every draft length, or from a draft length on (`TileRow::min_draft`).
fn one_request_tile(cfg: &VerifyConfig) -> bool {
    let family = cfg.gate.verify();
    let one = crate::target::tile_for(family, cfg.arch, Requests::One, cfg.mode, cfg.pool);
    one == Some(cfg.tile)
        || crate::target::long_draft_rows(family, cfg.arch, Requests::One, cfg.mode, cfg.pool)
            .any(|row| row.tile == cfg.tile)
}

/// [`generated_schedule`] with `schedule` in place of [`GENERATED_SCHEDULE`] (a variant:
/// `deltagen gen --schedule`).
pub fn generated_schedule_from(cfg: &VerifyConfig, schedule: Schedule) -> Schedule {
    if cfg.profile != Profile::Portable || cfg.gate != Gate::Head {
        return Schedule::NONE;
    }
    let mut s = schedule;
    if cfg.tree {
        s = s.without_prefetch();
        s.peel_first = false;
        s.lagged_output = false;
        s.stepped_output = false;
        s.paired_steps = false;
        s.prefetch_ahead = false;
    }
    s.guessed_start &= guesses_start(cfg);
    if cfg.mode == Mode::Fold {
        s.merge_loads = false;
    } else {
        s.early_fold = false;
        s.loads_before_fold = false;
        s.entries_first = false;
        s.draft_with_fold = false;
        s.early_ring = false;
        s.prefetch_ring = false;
    }
    if one_request_tile(cfg) {
        // One request's launch is a single partial wave: nothing runs a wave ahead.
        s.prefetch_ahead = false;
    } else {
        s.peel_first = false;
    }
    s
}

/// Build the verify kernel of `cfg` with the generated instances' schedule
/// ([`generated_schedule`]).
pub fn build(cfg: &VerifyConfig) -> Result<Kernel, String> {
    build_scheduled(cfg, generated_schedule(cfg))
}

/// Build the verify kernel of `cfg` with `schedule`: the prologue (parameters, the lane's
/// layout, the request and its start state), then per block of `TOKEN_BLOCK` tokens the
/// staging of the per-token values and the recurrence over them, then (decode) the state
/// back to the pool.
pub fn build_scheduled(cfg: &VerifyConfig, schedule: Schedule) -> Result<Kernel, String> {
    validate(cfg)?;
    let schedule = schedule.on(cfg);
    let family = cfg.gate.verify();
    let mut b = common::builder(name(cfg), family, cfg.arch, cfg.tile, cfg.pool, cfg.tree);
    if schedule.uncapped {
        b.set_max_registers(None);
    } else if schedule.raised_cap {
        b.set_max_registers(b.max_registers().map(|cap| cap + RAISED_CAP));
    }
    let k = &mut b;
    let params = Params::declare(k, cfg)?;
    let mut verify = Verify::prologue(k, *cfg, schedule, params);
    let looped = if let Some(first) = verify.pending_fold.take() {
        if schedule.draft_with_fold && head_fold(cfg, &verify.p) {
            verify.fold_with_draft(k, first)
        } else {
            verify.fold_after_loads(k, first)
        }
    } else if schedule.guessed_start {
        verify.guessed_first(k)
    } else if schedule.peel_first {
        // The first block outside the loop: no loop preheader (where LLVM hoists the
        // blocks' invariant address arithmetic) comes between the prologue and its loads.
        let any = k.cmp(CmpOp::Gt, verify.blocks, verify.zero);
        k.if_(any, |k| verify.block(k, verify.zero));
        k.i32(1)
    } else {
        verify.zero
    };
    if verify.state.pending.is_some() {
        // Only `Verify::guessed_first` leaves them for later, and it makes them.
        return Err(format!(
            "{}: the state's loads were never made (schedule {})",
            name(cfg),
            schedule.names()
        ));
    }
    k.for_range("block", looped, verify.blocks, |k, blk| {
        verify.block(k, blk);
    });
    if let Some(flags) = verify.late_flags {
        verify.p.diagnostics.record_value(k, flags, verify.zero);
    }
    // One request: the next launch may start once the recurrence is done (see the prologue).
    let one = k.i32(1);
    let single = k.cmp(CmpOp::Le, verify.p.sizes.num_requests, one);
    k.if_(single, |k| {
        k.grid_dependency(GridDependency::LaunchDependents)
    });
    if let Outputs::Decode = verify.request.outputs {
        // A request without tokens never ran its first block.
        let none = k.cmp(CmpOp::Eq, verify.blocks, verify.zero);
        verify.first_read(k, none);
        verify.store_state(k);
    }
    b.finish().map_err(|e| e.to_string())
}

/// Reject a config no kernel can be built for: a profile off its vendor, a tile that does
/// not fit the profile's reduction tree or V, a dtype that is not a float storage type.
fn validate(cfg: &VerifyConfig) -> Result<(), String> {
    if cfg.profile == Profile::TritonSm90 && cfg.arch.vendor() != crate::target::Vendor::Nvidia {
        return Err(format!(
            "the {} profile reproduces SGLang's Triton kernel on NVIDIA GPUs and has no {} build; use the portable profile on {}",
            cfg.profile.name(),
            cfg.arch,
            cfg.arch
        ));
    }
    let profile = cfg.profile;
    let lanes = cfg.tile.lanes(cfg.arch);
    let cols = cfg.tile.cols;
    if !matches!(cols, 1 | 2) || (cols > 1 && cfg.tree) || !cfg.tile.bv.is_multiple_of(cols) {
        return Err(format!(
            "tile {}: a lane owns one column, or two (`c2`) in a chain's verify (a tree's lanes own one)",
            cfg.tile
        ));
    }
    let lpc = cfg.tile.lpc(cfg.arch);
    let tree = profile.tree(cfg.pool);
    if cfg.tile.bv == 0 || !(lanes * cols).is_multiple_of(cfg.tile.bv) || !tree.fits(lpc) {
        return Err(format!(
            "tile {:?} does not give a power of two of at most {} lanes per column on {} (the {} profile's reduction tree for a {} pool has {} chunks)",
            cfg.tile,
            tree.chunks(),
            cfg.arch,
            profile.name(),
            cfg.pool.name(),
            tree.chunks()
        ));
    }
    if !V_DIM.is_multiple_of(cfg.tile.bv) || !lanes.is_multiple_of(NORM_LANES) {
        return Err(format!(
            "tile {:?} does not divide V={V_DIM} into whole 32-lane groups",
            cfg.tile
        ));
    }
    for (what, s) in [
        ("activation", cfg.act),
        ("dt_bias", cfg.dt_bias),
        ("pool", cfg.pool),
    ] {
        if !is_float_storage(s) {
            return Err(format!(
                "{what} dtype {} is not a float storage type",
                s.name()
            ));
        }
    }
    if cfg.pool == Scalar::F16 {
        return Err("the state pool is f32 or bf16".into());
    }
    if cfg.tree && !matches!(cfg.mode, Mode::Snapshot | Mode::Tuple) {
        return Err("tree verify (`parents`) runs in snapshot and tuple modes".into());
    }
    if cfg.decay_input && cfg.gate != Gate::Channel {
        return Err("only KDA verify reads its decays from `decay` (kda_gate's)".into());
    }
    Ok(())
}

/// The count, stride and pitch parameters of every mode.
#[derive(Clone, Copy)]
struct Sizes {
    num_requests: Val<I32>,
    /// The launch's tokens: no request's token range may reach past it.
    num_tokens: Val<I32>,
    num_slots: Val<I32>,
    num_k_heads: Val<I32>,
    num_v_heads: Val<I32>,
    stride_q: Val<I64>,
    stride_k: Val<I64>,
    stride_v: Val<I64>,
    stride_a: Val<I64>,
    stride_b: Val<I64>,
    pool_slot_pitch: Val<I64>,
}

/// The parameters that give a request its row of the snapshot or tuple outputs.
#[derive(Clone, Copy)]
struct RowParams {
    /// `inter_indices`: request `n`'s row.
    indices: Buf,
    num_rows: Val<I32>,
    /// `num_steps_alloc`: the steps a row holds.
    steps_alloc: Val<I32>,
}

impl RowParams {
    /// Request `n64`'s row, and whether it is in `[0, num_rows)`.
    fn load(self, k: &mut KernelBuilder, n64: Val<I64>, zero: Val<I32>) -> Row {
        let row = k.load::<I32>(self.indices, n64);
        let ok = k.in_range(row, zero, self.num_rows);
        Row {
            row,
            ok,
            num_rows: self.num_rows,
            steps_alloc: self.steps_alloc,
        }
    }
}

/// A request's row of the snapshot or tuple outputs.
#[derive(Clone, Copy)]
struct Row {
    row: Val<I32>,
    /// Whether the row is in range (out of range: nothing is stored).
    ok: Val<Bool>,
    num_rows: Val<I32>,
    /// Steps at or beyond this are never stored.
    steps_alloc: Val<I32>,
}

/// Where an output element lies: `row * row_pitch + step * step_pitch + offset`, the step
/// pitch being the product of `step_dims` (the dense dims of one step).
struct RowAddress<'a> {
    row_pitch: Val<I64>,
    step_dims: &'a [Val<I64>],
    offset: Val<I64>,
}

impl Row {
    /// Whether ring row `row` is one the fold may read: in range, and not the request's
    /// own new row (this one).
    fn readable(&self, k: &mut KernelBuilder, row: Val<I32>, zero: Val<I32>) -> Val<Bool> {
        let row_in = k.in_range(row, zero, self.num_rows);
        let row_new = k.cmp(CmpOp::Ne, row, self.row);
        k.and(row_in, row_new)
    }

    /// The guarded row store: when the row is in range, `step` is below the allocated
    /// steps and `also` (if any) holds, call `store` with the address of `to` for `step`;
    /// the step's i64 where given (the same value), else `step` widened.
    fn store(
        self,
        k: &mut KernelBuilder,
        (step, step64): (Val<I32>, Option<Val<I64>>),
        also: Option<Val<Bool>>,
        to: RowAddress,
        store: impl FnOnce(&mut KernelBuilder, Val<I64>),
    ) {
        let step_ok = k.cmp(CmpOp::Lt, step, self.steps_alloc);
        let ok = k.and(self.ok, step_ok);
        let ok = match also {
            Some(also) => k.and(ok, also),
            None => ok,
        };
        k.if_(ok, |k| {
            let row64 = k.sext(self.row);
            let step64 = step64.unwrap_or_else(|| k.sext(step));
            let base = k.imul(row64, to.row_pitch);
            let step_pitch = match to.step_dims.split_first() {
                Some((&first, rest)) => rest.iter().fold(first, |p, &d| k.imul(p, d)),
                None => k.i64(1),
            };
            let at = common::row_step_address(k, base, step64, step_pitch, to.offset);
            store(k, at);
        });
    }
}

/// What a mode stores besides `o` (decode also stores the state back to the pool). `R` is
/// the row: its parameters ([`RowParams`]) once declared, the request's [`Row`] once loaded.
#[derive(Clone, Copy)]
enum Outputs<R> {
    /// Nothing but `o` and the pool.
    Decode,
    /// The state after every step to `inter[row, step, HV, V, K]` (the pool dtype).
    Snapshot {
        row: R,
        inter: Buf,
        row_pitch: Val<I64>,
    },
    /// The replay tuple of every step (f32): `u` to `ring_u[row, step, HV, V]`, the
    /// normalised `k` to `ring_k[row, step, H, K]`, `exp(g)` to `ring_decay[row, step, HV]`.
    Tuple {
        row: R,
        ring_u: Buf,
        ring_k: Buf,
        ring_decay: Buf,
        u_pitch: Val<I64>,
        k_pitch: Val<I64>,
        decay_pitch: Val<I64>,
    },
}

/// Tuple mode's outputs as the fold reads them: the request's new row, the ring tensors
/// (`u`, `k`, decays) and their row pitches.
struct TupleRing<R> {
    row: R,
    bufs: (Buf, Buf, Buf),
    pitches: (Val<I64>, Val<I64>, Val<I64>),
}

impl<R> Outputs<R> {
    /// The ring of tuple outputs (`None` in the other modes).
    fn tuple_ring(self) -> Option<TupleRing<R>> {
        match self {
            Outputs::Tuple {
                row,
                ring_u,
                ring_k,
                ring_decay,
                u_pitch,
                k_pitch,
                decay_pitch,
            } => Some(TupleRing {
                row,
                bufs: (ring_u, ring_k, ring_decay),
                pitches: (u_pitch, k_pitch, decay_pitch),
            }),
            _ => None,
        }
    }

    /// The same outputs with the row replaced by `f(row)`.
    fn map_row<S>(self, f: impl FnOnce(R) -> S) -> Outputs<S> {
        match self {
            Outputs::Decode => Outputs::Decode,
            Outputs::Snapshot {
                row,
                inter,
                row_pitch,
            } => Outputs::Snapshot {
                row: f(row),
                inter,
                row_pitch,
            },
            Outputs::Tuple {
                row,
                ring_u,
                ring_k,
                ring_decay,
                u_pitch,
                k_pitch,
                decay_pitch,
            } => Outputs::Tuple {
                row: f(row),
                ring_u,
                ring_k,
                ring_decay,
                u_pitch,
                k_pitch,
                decay_pitch,
            },
        }
    }
}

/// The kernel's parameters.
struct Params {
    q: Buf,
    k: Buf,
    v: Buf,
    a: Buf,
    b: Buf,
    a_log: Buf,
    dt_bias: Buf,
    /// KDA's decays from `kda_gate` (read only by `decay_input` instances).
    decay: Buf,
    o: Buf,
    pool: Buf,
    h0_indices: Buf,
    cu_seqlens: Buf,
    sizes: Sizes,
    outputs: Outputs<RowParams>,
    scale: Val<F32>,
    softplus_beta: Val<F32>,
    softplus_threshold: Val<F32>,
    /// Fold mode's committed steps (`None` in the other modes).
    fold: Option<FoldParams>,
    /// A tree instance's EAGLE-tree parents (`None` for the others).
    parents: Option<Parents>,
    diagnostics: Diagnostics,
}

/// A tree instance's `parents[n * num_steps_alloc + t]`, and whether they were given.
#[derive(Clone, Copy)]
struct Parents {
    buf: Buf,
    on: Val<I32>,
}

/// Fold mode's parameters: per request `depth` entries (ring row and accepted step) of the
/// committed steps not yet in the pool, `counts[n]` of them used, oldest first, and the
/// newest entry's track copy.
#[derive(Clone, Copy)]
struct FoldParams {
    rows: Buf,
    steps: Buf,
    counts: Buf,
    track_slots: Buf,
    track_steps: Buf,
    depth: Val<I32>,
}

impl Params {
    /// Take the parameters the signature declares for the instance's mode
    /// (`crate::vocab::signature::GDN_VERIFY`, in launch order).
    fn declare(k: &mut KernelBuilder, cfg: &VerifyConfig) -> Result<Params, String> {
        let dtypes = Dtypes {
            act: cfg.act,
            dt_bias: cfg.dt_bias,
            state: cfg.pool,
        };
        let p = params::declare(k, cfg.gate.verify(), Some(cfg.mode), dtypes)?;
        let row = || -> Result<RowParams, String> {
            Ok(RowParams {
                indices: p.buf("inter_indices")?,
                num_rows: p.i32("num_rows")?,
                steps_alloc: p.i32("num_steps_alloc")?,
            })
        };
        let outputs = match cfg.mode {
            Mode::Decode => Outputs::Decode,
            Mode::Snapshot => Outputs::Snapshot {
                row: row()?,
                inter: p.buf("inter")?,
                row_pitch: p.i64("inter_row_pitch")?,
            },
            Mode::Tuple | Mode::Fold => Outputs::Tuple {
                row: row()?,
                ring_u: p.buf("ring_u")?,
                ring_k: p.buf("ring_k")?,
                ring_decay: p.buf("ring_decay")?,
                u_pitch: p.i64("u_row_pitch")?,
                k_pitch: p.i64("k_row_pitch")?,
                decay_pitch: p.i64("decay_row_pitch")?,
            },
        };
        let fold = match cfg.mode {
            Mode::Fold => Some(FoldParams {
                rows: p.buf("fold_rows")?,
                steps: p.buf("fold_steps")?,
                counts: p.buf("fold_counts")?,
                track_slots: p.buf("track_slots")?,
                track_steps: p.buf("track_steps")?,
                depth: p.i32("fold_depth")?,
            }),
            _ => None,
        };
        let parents = match cfg.mode {
            Mode::Snapshot | Mode::Tuple if cfg.tree => Some(Parents {
                buf: p.buf("parents")?,
                on: p.i32("parents_on")?,
            }),
            _ => None,
        };
        Ok(Params {
            q: p.buf("q")?,
            k: p.buf("k")?,
            v: p.buf("v")?,
            a: p.buf("a")?,
            b: p.buf("b")?,
            a_log: p.buf("A_log")?,
            dt_bias: p.buf("dt_bias")?,
            decay: p.buf("decay")?,
            o: p.buf("o")?,
            pool: p.buf("pool")?,
            h0_indices: p.buf("h0_indices")?,
            cu_seqlens: p.buf("cu_seqlens")?,
            sizes: Sizes {
                num_requests: p.i32("num_requests")?,
                num_tokens: p.i32("num_tokens")?,
                num_slots: p.i32("num_slots")?,
                num_k_heads: p.i32("num_k_heads")?,
                num_v_heads: p.i32("num_v_heads")?,
                stride_q: p.i64("stride_q")?,
                stride_k: p.i64("stride_k")?,
                stride_v: p.i64("stride_v")?,
                stride_a: p.i64("stride_a")?,
                stride_b: p.i64("stride_b")?,
                pool_slot_pitch: p.i64("pool_slot_pitch")?,
            },
            outputs,
            scale: p.f32("scale")?,
            softplus_beta: p.f32("softplus_beta")?,
            softplus_threshold: p.f32("softplus_threshold")?,
            fold,
            parents,
            diagnostics: Diagnostics::declared(&p)?,
        })
    }
}

/// The work-group's request: its tokens, its start state and its output row.
struct Request {
    /// Its first token and token count (`cu_seqlens[n]`, `cu_seqlens[n+1] - cu_seqlens[n]`;
    /// 0 for a request whose token range is out of bounds).
    tok0: Val<I32>,
    count: Val<I32>,
    /// Its pool slot, and whether the slot is in range and the request valid (otherwise: a
    /// zero start state and no pool access).
    h0: Val<I32>,
    h0_ok: Val<Bool>,
    /// The slot alone is in range (`Schedule::early_state`'s predicate of the state loads).
    slot_ok: Val<Bool>,
    outputs: Outputs<Row>,
    /// What the request's indices break (the diagnostics word's flags).
    flags: Flags,
}

impl Request {
    /// Load request `request`'s slot, token range and output row. A token range out of
    /// bounds (see the module doc) gives no tokens and no pool access, so the request
    /// writes nothing.
    fn load(
        k: &mut KernelBuilder,
        p: &Params,
        request: Val<I32>,
        one: Val<I32>,
        zero: Val<I32>,
    ) -> Request {
        let n64 = k.sext(request);
        let h0 = k.load::<I32>(p.h0_indices, n64);
        let slot_ok = k.in_range(h0, zero, p.sizes.num_slots);
        let n1 = k.iadd(request, one);
        let n1_64 = k.sext(n1);
        let tok0 = k.load::<I32>(p.cu_seqlens, n64);
        let tok_end = k.load::<I32>(p.cu_seqlens, n1_64);
        // Compared before the (wrapping) difference is used: once `0 <= tok0 <= tok_end <=
        // num_tokens` holds, `count` is exact.
        let start_ok = k.cmp(CmpOp::Ge, tok0, zero);
        let ordered = k.cmp(CmpOp::Le, tok0, tok_end);
        let end_ok = k.cmp(CmpOp::Le, tok_end, p.sizes.num_tokens);
        let count = k.ibin(IntBinOp::Sub, tok_end, tok0);
        let in_bounds = k.and(start_ok, ordered);
        let in_bounds = k.and(in_bounds, end_ok);
        let bad_range = k.not(in_bounds);
        let mut flags = Flags::default();
        flags.add(bad_range, diag::TOKEN_RANGE);
        let valid = match p.outputs {
            Outputs::Decode => in_bounds,
            Outputs::Snapshot { row, .. } | Outputs::Tuple { row, .. } => {
                let fits = k.cmp(CmpOp::Le, count, row.steps_alloc);
                let too_many = k.not(fits);
                let too_many = k.and(in_bounds, too_many);
                flags.add(too_many, diag::TOO_MANY_TOKENS);
                k.and(in_bounds, fits)
            }
        };
        let count = k.select(valid, count, zero);
        let h0_ok = k.and(slot_ok, valid);
        // A negative slot is padding; one at or past the slot count is an engine's error.
        let h0_over = k.cmp(CmpOp::Ge, h0, p.sizes.num_slots);
        flags.add(h0_over, diag::SLOT);
        let outputs = p.outputs.map_row(|row| row.load(k, n64, zero));
        if let Outputs::Snapshot { row, .. } | Outputs::Tuple { row, .. } = outputs {
            let over = k.cmp(CmpOp::Ge, row.row, row.num_rows);
            flags.add(over, diag::ROW);
        }
        // Recorded by the prologue after the state loads and the grid-dependency wait, as one
        // value. Measured: no slower than before the state loads; at the end of the kernel,
        // the conditions live across the token loop made the f32 snapshot verify 6% slower
        // at N = 25.
        Request {
            tok0,
            count,
            h0,
            h0_ok,
            slot_ok,
            outputs,
            flags,
        }
    }
}

/// What a tree request must satisfy besides its parents, by mode.
enum TreeRule {
    /// Snapshot mode reads each parent back from the request's snapshots: with more than
    /// one token it needs a ring row in range.
    Snapshot(Row),
    /// Tuple mode re-derives parents from the on-chip history: at most [`TREE_STEPS`]
    /// tokens. Lane 0 (`lane`) writes each token's parent and ancestor mask to `history`.
    Tuple {
        row: Row,
        history: TreeHistory,
        lane: Val<I32>,
    },
    /// The portable snapshot tree of a bf16 pool re-derives parents as tuple mode does and
    /// stores snapshots as snapshot mode does: both rules (ROW, then TOO_MANY_TOKENS).
    SnapshotRederived {
        row: Row,
        history: TreeHistory,
        lane: Val<I32>,
    },
}

/// A tuple-mode tree's on-chip history, from which a token whose parent is not the token
/// run before it re-derives its parent's state: the root's state reloaded, then the tuples of
/// the parent's ancestors (itself included) applied in order, with replay's operations
/// ([`common::tuple_element`]). The `k` and decays are the token block's staged ones (a
/// tree request is one block); besides them it holds each token's parent and ancestor mask
/// (bit `j`: token `j` is on the path from token 0, written by lane 0 before the first
/// block's barrier) and each column's `u` of every step (`[step][column of the tile]`,
/// stored by the column's first lane; a re-derivation starts with a barrier, so every lane
/// reads the stores of the steps before it).
#[derive(Clone, Copy)]
struct TreeHistory {
    parents: Shared,
    ancestors: Shared,
    u: Shared,
    /// The order the tokens run in: depth-first (pre-order, children by position), so a
    /// token's parent is most often the token just run, and a jump re-derives a branch
    /// point (measured on sm_90, top-k 2 trees of 8: about 2.4 jumps a request against 4.1
    /// in position order, and half the tuples applied).
    order: Shared,
    /// The root's state, `[element][lane]`, reloaded from here at each jump.
    root: Shared,
}

impl TreeHistory {
    fn new(k: &mut KernelBuilder, cfg: &VerifyConfig) -> TreeHistory {
        let lanes = cfg.tile.lanes(cfg.arch);
        // Each lane's share of a `[BV, K]` state tile.
        let elements = cfg.tile.bv * K_DIM / lanes;
        TreeHistory {
            parents: k.shared_array("tree_parent", Scalar::I32, TREE_STEPS),
            ancestors: k.shared_array("tree_ancestors", Scalar::I32, TREE_STEPS),
            u: k.shared_array("tree_u", Scalar::F32, TREE_STEPS * cfg.tile.bv),
            order: k.shared_array("tree_order", Scalar::I32, TREE_STEPS),
            root: k.shared_array("tree_root", Scalar::F32, lanes * elements),
        }
    }

    /// A tree request (`on`): after the ancestor masks lane 0 wrote (a barrier publishes
    /// them), lane `t < count` finds token `t`'s place in the depth-first order, the number
    /// of tokens before it, and writes `order[place] = t`; and every lane keeps its share of
    /// the root's state (`vars`, just loaded). Token `u` comes before `t` when it is an
    /// ancestor of `t`, or where their paths part, `u`'s branch starts at the lower position
    /// (ancestor masks `A`: `d = A_u ^ A_t`; the lowest bit of `A_u & d` against that of
    /// `A_t & d`). The staging barrier publishes the order before the first token runs.
    fn order_and_root(
        &self,
        k: &mut KernelBuilder,
        on: Val<Bool>,
        count: Val<I32>,
        lane: Val<I32>,
        lanes: u32,
        vars: &[VarRef<F32>],
    ) {
        k.if_(on, |k| {
            k.barrier();
            let zero = k.i32(0);
            let one = k.i32(1);
            let mine = k.cmp(CmpOp::Lt, lane, count);
            k.if_(mine, |k| {
                let own = k.shared_load::<I32>(self.ancestors, lane);
                let place = k.var("tree_place", zero);
                k.for_range("tree_before", zero, count, |k, u| {
                    let theirs = k.shared_load::<I32>(self.ancestors, u);
                    let d = k.ibin(IntBinOp::Xor, theirs, own);
                    let ud = k.ibin(IntBinOp::And, theirs, d);
                    let td = k.ibin(IntBinOp::And, own, d);
                    let u_prefix = k.cmp(CmpOp::Eq, ud, zero);
                    let t_prefix = k.cmp(CmpOp::Eq, td, zero);
                    let neg_ud = k.ibin(IntBinOp::Sub, zero, ud);
                    let neg_td = k.ibin(IntBinOp::Sub, zero, td);
                    let low_u = k.ibin(IntBinOp::And, ud, neg_ud);
                    let low_t = k.ibin(IntBinOp::And, td, neg_td);
                    let lower = k.cmp(CmpOp::Lt, low_u, low_t);
                    let t_not_prefix = k.not(t_prefix);
                    let branch = k.and(t_not_prefix, lower);
                    let before = k.or(u_prefix, branch);
                    let other = k.cmp(CmpOp::Ne, u, lane);
                    let before = k.and(before, other);
                    let add = k.select(before, one, zero);
                    let sofar = k.get(place);
                    let next = k.iadd(sofar, add);
                    k.set(place, next);
                });
                let at = k.get(place);
                k.shared_store(self.order, at, lane);
            });
            let lanes_c = k.i32(lanes as i32);
            for (e, &var) in vars.iter().enumerate() {
                let e = k.i32(e as i32);
                let at = k.imul(e, lanes_c);
                let at = k.iadd(at, lane);
                let h = k.get(var);
                k.shared_store(self.root, at, h);
            }
        });
    }
}

/// A tree request (`parents` given) is checked before anything runs: every parent must be
/// an earlier position, `0 <= parents[t] < t` (STEP), and the mode's [`TreeRule`] must
/// hold (snapshot: ROW; tuple: TOO_MANY_TOKENS). A request that breaks any is skipped
/// whole (no token runs, nothing is stored).
fn check_tree(
    k: &mut KernelBuilder,
    par: Parents,
    n: Val<I32>,
    rule: TreeRule,
    request: &mut Request,
) {
    let zero = k.i32(0);
    let one = k.i32(1);
    let (rule_bit, rule_flag) = match rule {
        TreeRule::Snapshot(_) | TreeRule::SnapshotRederived { .. } => {
            (k.i32(diag::ROW.bit as i32), diag::ROW)
        }
        TreeRule::Tuple { .. } => (
            k.i32(diag::TOO_MANY_TOKENS.bit as i32),
            diag::TOO_MANY_TOKENS,
        ),
    };
    let step_bit = k.i32(diag::STEP.bit as i32);
    // The re-deriving snapshot tree's second rule: at most TREE_STEPS tokens.
    let count_bit = match rule {
        TreeRule::SnapshotRederived { .. } => Some(k.i32(diag::TOO_MANY_TOKENS.bit as i32)),
        _ => None,
    };
    let bad = k.var("tree_bad", zero);
    let on = k.cmp(CmpOp::Ne, par.on, zero);
    let count = request.count;
    k.if_(on, |k| {
        let (broken, row) = match rule {
            TreeRule::Snapshot(row) | TreeRule::SnapshotRederived { row, .. } => {
                let several = k.cmp(CmpOp::Gt, count, one);
                let no_row = k.not(row.ok);
                (k.and(several, no_row), row)
            }
            TreeRule::Tuple { row, .. } => {
                let most = k.i32(TREE_STEPS as i32);
                (k.cmp(CmpOp::Gt, count, most), row)
            }
        };
        let b = k.select(broken, rule_bit, zero);
        k.set(bad, b);
        if let Some(count_bit) = count_bit {
            let most = k.i32(TREE_STEPS as i32);
            let many = k.cmp(CmpOp::Gt, count, most);
            let b = k.select(many, count_bit, zero);
            let sofar = k.get(bad);
            let b = k.ibin(IntBinOp::Or, sofar, b);
            k.set(bad, b);
        }
        let writer = match rule {
            TreeRule::Tuple { history, lane, .. }
            | TreeRule::SnapshotRederived { history, lane, .. } => {
                let first = k.cmp(CmpOp::Eq, lane, zero);
                k.if_(first, |k| k.shared_store(history.ancestors, zero, one));
                Some((history, first))
            }
            TreeRule::Snapshot(_) => None,
        };
        let n64 = k.sext(n);
        let alloc64 = k.sext(row.steps_alloc);
        let base = k.imul(n64, alloc64);
        k.for_range("parent", one, count, |k, t| {
            let t64 = k.sext(t);
            let at = k.iadd(base, t64);
            let parent = k.load::<I32>(par.buf, at);
            let earlier = k.in_range(parent, zero, t);
            let wrong = k.not(earlier);
            let b = k.select(wrong, step_bit, zero);
            let sofar = k.get(bad);
            let b = k.ibin(IntBinOp::Or, sofar, b);
            k.set(bad, b);
            if let Some((history, first)) = writer {
                let most = k.i32(TREE_STEPS as i32);
                let fits = k.cmp(CmpOp::Lt, t, most);
                let write = k.and(first, fits);
                k.if_(write, |k| {
                    let from = k.select(earlier, parent, zero);
                    let above = k.shared_load::<I32>(history.ancestors, from);
                    let own = k.ibin(IntBinOp::Shl, one, t);
                    let mask = k.ibin(IntBinOp::Or, above, own);
                    k.shared_store(history.ancestors, t, mask);
                    k.shared_store(history.parents, t, parent);
                });
            }
        });
    });
    let bits = k.get(bad);
    let fine = k.cmp(CmpOp::Eq, bits, zero);
    request.count = k.select(fine, count, zero);
    request.h0_ok = k.and(request.h0_ok, fine);
    let count_rule = count_bit.map(|bit| (bit, diag::TOO_MANY_TOKENS));
    for (bit, flag) in [(rule_bit, rule_flag), (step_bit, diag::STEP)]
        .into_iter()
        .chain(count_rule)
    {
        let has = k.ibin(IntBinOp::And, bits, bit);
        let has = k.cmp(CmpOp::Ne, has, zero);
        request.flags.add(has, flag);
    }
}

/// The state elements this lane owns (rows `(hv, column)` of the state for each of its
/// columns, the k offsets the reduction tree gives lane `j` of a column), in registers.
struct State {
    /// The elements' k offsets within a row (the same in every column of the lane), as
    /// shared-memory (i32) and global (i64) indices.
    offsets: Vec<Val<I32>>,
    offsets64: Vec<Val<I64>>,
    /// The first row of this lane's value head in `[HV, V]`.
    head_rows: Val<I64>,
    /// The lane's columns, first to last (one, or two with a `c2` tile).
    columns: Vec<StateColumn>,
    /// The pool load's `+ 0.0` is left to the first token block ([`Verify::first_read`]),
    /// so that nothing reads the loaded registers before the block's loads are issued.
    deferred: bool,
    /// `Schedule::guessed_start`: the loads not made yet ([`State::load_pending`]): where
    /// the pool is read, and whether from the clamped slot.
    pending: Option<(Val<Bool>, bool)>,
    /// `Schedule::prefetch_ahead`: the work-group a wave ahead, prefetched right after this
    /// one's state loads are issued ([`State::load_pending`]), with this work-group's first
    /// state row in a slot (`(hv·V + first column)·K`).
    ahead: Option<(Ahead, Val<I64>)>,
}

/// `Schedule::prefetch_ahead`'s work-group a wave ahead: request `n + ⌊AHEAD_GROUPS / G⌋ + 1`
/// (`G = (V/BV)·HV` work-groups a request), the same value head and columns.
#[derive(Clone, Copy)]
struct Ahead {
    n: Val<I32>,
    /// The tile's columns, and the work-group's lanes.
    bv: u32,
    lanes: u32,
}

impl Ahead {
    fn new(cfg: &VerifyConfig, n: Val<I32>) -> Ahead {
        Ahead {
            n,
            bv: cfg.tile.bv,
            lanes: cfg.tile.lanes(cfg.arch),
        }
    }

    /// Load the request's slot (computed and loaded here, after this work-group's state
    /// loads are issued: before them, the distance and the index load delayed the
    /// grid-dependency wait by a hundred instructions in sm_90's f32 tuple instance) and
    /// prefetch its state tile (`BV` rows of `K`, contiguous in a slot) where the request
    /// exists and the slot is in the pool: one 128-byte line a lane and round.
    fn prefetch(self, k: &mut KernelBuilder, p: &Params, lane: Val<I32>, tile_row: Val<I64>) {
        const LINE: u32 = 128;
        let one = k.i32(1);
        let zero = k.i32(0);
        let v_tiles = k.i32((V_DIM / self.bv) as i32);
        let heads = k.ibin(IntBinOp::Max, p.sizes.num_v_heads, one);
        let groups = k.imul(v_tiles, heads);
        // `⌊AHEAD_GROUPS · rcp(G)⌋ + 1` (`⌈AHEAD_GROUPS / G⌉` but where `G` divides it, and
        // where the approximate reciprocal rounds across an integer: a hint needs no exact
        // distance): four instructions where a 32-bit division is a few dozen, which ptxas
        // hoisted before the grid-dependency wait (72 instructions later in sm_90's f32
        // tuple instance).
        let groups = k.i32_to_f32(groups);
        let inv = k.rcp_approx_ftz(groups);
        let span = k.f32(AHEAD_GROUPS as f32);
        let requests = k.mul_rn(span, inv);
        let requests = k.f32_to_i32_rz(requests);
        let requests = k.iadd(requests, one);
        let at = k.iadd(self.n, requests);
        let live = k.cmp(CmpOp::Lt, at, p.sizes.num_requests);
        let at64 = k.sext(at);
        let slot = k.load_masked::<I32>(p.h0_indices, at64, live);
        let in_pool = k.in_range(slot, zero, p.sizes.num_slots);
        let ok = k.and(live, in_pool);
        let bytes = p.pool.elem.bytes().unwrap_or(4) as u32;
        let per_line = LINE / bytes;
        let lines = self.bv * K_DIM / per_line;
        let slot64 = k.sext(slot);
        let base = k.imul(slot64, p.sizes.pool_slot_pitch);
        let base = k.iadd(base, tile_row);
        let lines_c = k.i32(lines as i32);
        let per_line64 = k.i64(i64::from(per_line));
        for round in 0..lines.div_ceil(self.lanes) {
            let first = k.i32((round * self.lanes) as i32);
            let line = k.iadd(lane, first);
            let mask = if (round + 1) * self.lanes > lines {
                let live = k.cmp(CmpOp::Lt, line, lines_c);
                k.and(ok, live)
            } else {
                ok
            };
            let line64 = k.sext(line);
            let at = k.imul(line64, per_line64);
            let at = k.iadd(base, at);
            k.prefetch_masked(p.pool, at, mask);
        }
    }
}

/// The `[HV, V]` row of the work-group's first column: `head_rows` (its value head's
/// first row) plus the first column of the lane's tile (`column`, the lane's column, less
/// its place in the tile).
fn tile_row(
    k: &mut KernelBuilder,
    head_rows: Val<I64>,
    column: Val<I32>,
    layout: &ColumnLayout,
) -> Val<I64> {
    let tile0 = k.ibin(IntBinOp::Sub, column, layout.column_in_tile);
    let tile0 = k.sext(tile0);
    k.iadd(head_rows, tile0)
}

/// One column of a lane's state.
struct StateColumn {
    /// The V column, and its index within the work-group's tile.
    column: Val<I64>,
    in_tile: Val<I32>,
    /// This column's state row within one `[HV, V, K]` state, and in the pool (slot `h0`).
    state_row: Val<I64>,
    slot_base: Val<I64>,
    vars: Vec<VarRef<F32>>,
}

impl State {
    /// Apply staged step `tt`'s tuple (in `staged`'s arrays) to every column of this lane's
    /// state, with the replay's operations ([`common::apply_staged_tuple`]).
    fn apply_staged(&self, k: &mut KernelBuilder, staged: common::StagedTuples, tt: Val<I32>) {
        for col in &self.columns {
            let (vars, offsets) = (&col.vars, &self.offsets);
            common::apply_staged_tuple(k, staged, vars, offsets, col.in_tile, tt, false);
        }
    }

    /// Load the state: zero for a padding request, else from the pool in one block, so
    /// the loads of a chunk's 4 consecutive k can merge into one 16-byte (f32) or 8-byte
    /// (bf16) access. `defer` (an f32 pool): the loaded values are kept as they are, and
    /// the `+ 0.0` that turns a stored -0.0 into +0.0 is [`Verify::first_read`]'s.
    /// `load_ok`: where the pool is read (the request's `h0_ok`, or with
    /// `Schedule::early_state` its `slot_ok`).
    #[allow(clippy::too_many_arguments)]
    fn load(
        k: &mut KernelBuilder,
        tree: Tree,
        lpc: u32,
        cols: u32,
        layout: &ColumnLayout,
        wide: &Wide,
        p: &Params,
        request: &Request,
        load_ok: Val<Bool>,
        defer: bool,
        clamped: bool,
        later: bool,
        ahead: Option<Ahead>,
    ) -> State {
        let chunk_c = k.i32(tree.chunk() as i32);
        let lane_k_base = k.imul(layout.lane_in_column, chunk_c);
        let offsets: Vec<Val<I32>> = tree
            .lane_offsets(lpc)
            .into_iter()
            .map(|o| {
                let o = k.i32(o as i32);
                k.iadd(lane_k_base, o)
            })
            .collect();
        let offsets64: Vec<Val<I64>> = offsets.iter().map(|&o| k.sext(o)).collect();
        let (head_rows, state_row) = wide.state_row(k);
        let h0_64 = k.sext(request.h0);
        let slot0 = k.imul(h0_64, p.sizes.pool_slot_pitch);
        // Every column's place first, then one `+0.0` and the variables (the order the
        // one-column kernel has always emitted).
        let columns: Vec<StateColumn> = (0..cols)
            .map(|c| {
                let (column, in_tile, state_row) = if c == 0 {
                    (wide.column, layout.column_in_tile, state_row)
                } else {
                    let c64 = k.i64(i64::from(c));
                    let column = k.iadd(wide.column, c64);
                    let c32 = k.i32(c as i32);
                    let in_tile = k.iadd(layout.column_in_tile, c32);
                    let row = k.iadd(head_rows, column);
                    (column, in_tile, k.imul(row, wide.kdim))
                };
                let slot_base = k.iadd(slot0, state_row);
                StateColumn {
                    column,
                    in_tile,
                    state_row,
                    slot_base,
                    vars: Vec::new(),
                }
            })
            .collect();
        let ahead = ahead.map(|a| {
            // Its tile's state rows are contiguous from the work-group's first column's.
            let row = tile_row(k, head_rows, layout.column, layout);
            (a, k.imul(row, wide.kdim))
        });
        let mut state = State {
            offsets,
            offsets64,
            head_rows,
            columns,
            deferred: defer,
            pending: Some((load_ok, clamped)),
            ahead,
        };
        if !later {
            state.load_pending(k, p, request, layout.lane);
        }
        state
    }

    /// Make the loads [`State::load`] left for later (`later`), once.
    fn load_pending(
        &mut self,
        k: &mut KernelBuilder,
        p: &Params,
        request: &Request,
        lane: Val<I32>,
    ) {
        let Some((load_ok, clamped)) = self.pending.take() else {
            return;
        };
        let (columns, offsets64, defer) = (&mut self.columns, &self.offsets64, self.deferred);
        if clamped {
            Self::load_clamped(k, p, columns, offsets64, request, load_ok, defer);
        } else {
            Self::load_guarded(k, p, columns, offsets64, load_ok, defer);
        }
        if let Some((ahead, tile_row)) = self.ahead.take() {
            ahead.prefetch(k, p, lane, tile_row);
        }
    }

    /// Column `c`'s variable of state element `i`, starting at `init` (`h{i}` in the first
    /// column, `h{c}_{i}` in the others).
    fn element_var(k: &mut KernelBuilder, c: usize, i: usize, init: Val<F32>) -> VarRef<F32> {
        match c {
            0 => k.var(&format!("h{i}"), init),
            _ => k.var(&format!("h{c}_{i}"), init),
        }
    }

    /// The loads as committed: zero variables, then every column's elements in one block
    /// guarded by `load_ok`, widened (and `+ 0.0` unless deferred) in the block.
    fn load_guarded(
        k: &mut KernelBuilder,
        p: &Params,
        columns: &mut [StateColumn],
        offsets64: &[Val<I64>],
        load_ok: Val<Bool>,
        defer: bool,
    ) {
        let zero = k.f32(0.0);
        for (c, col) in columns.iter_mut().enumerate() {
            col.vars = (0..offsets64.len())
                .map(|i| Self::element_var(k, c, i, zero))
                .collect();
        }
        k.if_(load_ok, |k| {
            for col in columns.iter() {
                for (i, (&var, &o)) in col.vars.iter().zip(offsets64).enumerate() {
                    let plus_zero = (!defer).then_some(zero);
                    let x = common::load_state_element(k, p.pool, col.slot_base, o, i, plus_zero);
                    k.set(var, x);
                }
            }
        });
    }

    /// `Schedule::clamped_state`'s loads: every column's elements in the pool dtype from
    /// the clamped slot in one block guarded by the pool's size (a pool without slots reads
    /// nothing), then widened, zero where `load_ok` fails, and `+ 0.0` unless deferred: the
    /// same values as the guarded block, whose skipped request starts from +0.0.
    fn load_clamped(
        k: &mut KernelBuilder,
        p: &Params,
        columns: &mut [StateColumn],
        offsets64: &[Val<I64>],
        request: &Request,
        load_ok: Val<Bool>,
        defer: bool,
    ) {
        let zero = k.f32(0.0);
        let elem = p.pool.elem;
        let zero_raw = k.round_to(zero, elem);
        let izero = k.i32(0);
        let one = k.i32(1);
        let last = k.ibin(IntBinOp::Sub, p.sizes.num_slots, one);
        let slot = k.ibin(IntBinOp::Min, request.h0, last);
        let slot = k.ibin(IntBinOp::Max, slot, izero);
        let slot = k.sext(slot);
        let slot0 = k.imul(slot, p.sizes.pool_slot_pitch);
        let raws: Vec<Vec<Var>> = (0..columns.len())
            .map(|c| {
                (0..offsets64.len())
                    .map(|i| k.var_raw(&format!("h{c}_{i}_raw"), elem, zero_raw))
                    .collect()
            })
            .collect();
        let any_slot = k.cmp(CmpOp::Gt, p.sizes.num_slots, izero);
        k.if_(any_slot, |k| {
            for (col, raws) in columns.iter().zip(&raws) {
                let base = k.iadd(slot0, col.state_row);
                for (i, (&var, &o)) in raws.iter().zip(offsets64).enumerate() {
                    let x = common::load_state_raw(k, p.pool, base, o, i);
                    k.set_raw(var, x);
                }
            }
        });
        for (c, (col, raws)) in columns.iter_mut().zip(&raws).enumerate() {
            col.vars = raws
                .iter()
                .enumerate()
                .map(|(i, &var)| {
                    let raw = k.get_raw(var);
                    let x = common::state_value(k, raw, elem, None);
                    let x = k.select(load_ok, x, zero);
                    let x = if defer { x } else { k.add_rn(x, zero) };
                    Self::element_var(k, c, i, x)
                })
                .collect();
        }
    }

    /// The one column of a lane that owns one (a tree's lanes: [`validate`] refuses a tree
    /// with more).
    fn single(&self) -> &StateColumn {
        &self.columns[0]
    }
}

/// What fold mode's commit needs of the prologue: the instance, its parameters, the lane's
/// heads and its state.
struct FoldAt<'a> {
    cfg: &'a VerifyConfig,
    schedule: Schedule,
    p: &'a Params,
    layout: &'a ColumnLayout,
    wide: &'a Wide,
    state: &'a State,
    staging: &'a Staging,
}

/// `Schedule::draft_with_fold`: what stages the draft's first token block (without its
/// ring stores or a barrier), for the fold to run beside its first entry.
type Draft<'a> = Option<&'a dyn Fn(&mut KernelBuilder)>;

/// Fold mode's per-request indices and its first entry, loaded with the request's other
/// indices (before the state and the grid-dependency wait: the kernel just before must
/// not write index arrays, as for `h0_indices` and `cu_seqlens`).
#[derive(Clone)]
struct FoldFirst {
    count: Val<I32>,
    track_slot: Val<I32>,
    track_step: Val<I32>,
    row0: Val<I32>,
    step0: Val<I32>,
    /// `Schedule::entries_first`: entries 1 ..= [`FOLD_PRELOAD`]'s row and step (those
    /// past the depth not read); empty without it.
    later: Vec<(Val<I32>, Val<I32>)>,
}

impl FoldFirst {
    fn load(k: &mut KernelBuilder, f: FoldParams, n: Val<I32>, entries: bool) -> FoldFirst {
        let n64 = k.sext(n);
        let count = k.load::<I32>(f.counts, n64);
        let track_slot = k.load::<I32>(f.track_slots, n64);
        let track_step = k.load::<I32>(f.track_steps, n64);
        // The arrays hold `requests * fold_depth` entries: none to read at depth 0 (which
        // the host refuses).
        let one = k.i32(1);
        let some = k.cmp(CmpOp::Ge, f.depth, one);
        let depth64 = k.sext(f.depth);
        let first = k.imul(n64, depth64);
        let row0 = k.load_masked::<I32>(f.rows, first, some);
        let step0 = k.load_masked::<I32>(f.steps, first, some);
        let preloaded = if entries { FOLD_PRELOAD } else { 0 };
        let later = (1..=preloaded)
            .map(|i| {
                let within = k.i32(i as i32);
                let within = k.cmp(CmpOp::Lt, within, f.depth);
                let i = k.i64(i as i64);
                let at = k.iadd(first, i);
                let row = k.load_masked::<I32>(f.rows, at, within);
                let step = k.load_masked::<I32>(f.steps, at, within);
                (row, step)
            })
            .collect();
        FoldFirst {
            count,
            track_slot,
            track_step,
            row0,
            step0,
            later,
        }
    }
}

/// Where one ring row's tuples lie for this work-group: per ring tensor its row base, its
/// step pitch and the work-group's first element within a step.
#[derive(Clone, Copy)]
struct RowTuples {
    u: (Val<I64>, Val<I64>, Val<I64>),
    k: (Val<I64>, Val<I64>, Val<I64>),
    decay: (Val<I64>, Val<I64>, Val<I64>),
}

/// The work-group's place in a ring row's step, for the fold: each ring tensor's step pitch
/// and first element (`u` of the tile's first column, `k` of its key head, the decay of its
/// value head (GDN) or of its channels (KDA)), and the ring's row pitches.
#[derive(Clone, Copy)]
struct RingGeometry {
    u: (Val<I64>, Val<I64>),
    k: (Val<I64>, Val<I64>),
    decay: (Val<I64>, Val<I64>),
    pitches: (Val<I64>, Val<I64>, Val<I64>),
}

impl RingGeometry {
    fn new(
        k: &mut KernelBuilder,
        cfg: &VerifyConfig,
        p: &Params,
        layout: &ColumnLayout,
        wide: &Wide,
        state: &State,
        (u_pitch, k_pitch, decay_pitch): (Val<I64>, Val<I64>, Val<I64>),
    ) -> RingGeometry {
        let num_v_heads64 = k.sext(p.sizes.num_v_heads);
        let num_k_heads64 = k.sext(p.sizes.num_k_heads);
        let u_step = k.imul(wide.vdim, num_v_heads64);
        let k_step = k.imul(wide.kdim, num_k_heads64);
        // The work-group's first column: the tile's `u` are staged together.
        let u_tile = tile_row(k, state.head_rows, layout.column, layout);
        let k_offset = k.imul(wide.hk, wide.kdim);
        let decay = match cfg.gate {
            Gate::Head => (num_v_heads64, wide.hv),
            Gate::Channel => (k.imul(num_v_heads64, wide.kdim), k.imul(wide.hv, wide.kdim)),
        };
        RingGeometry {
            u: (u_step, u_tile),
            k: (k_step, k_offset),
            decay,
            pitches: (u_pitch, k_pitch, decay_pitch),
        }
    }

    /// Where ring row `row64`'s tuples lie for this work-group.
    fn row(&self, k: &mut KernelBuilder, row64: Val<I64>) -> RowTuples {
        let (u_pitch, k_pitch, decay_pitch) = self.pitches;
        RowTuples {
            u: (k.imul(row64, u_pitch), self.u.0, self.u.1),
            k: (k.imul(row64, k_pitch), self.k.0, self.k.1),
            decay: (k.imul(row64, decay_pitch), self.decay.0, self.decay.1),
        }
    }
}

/// The ring tensors' part of a block of staged steps (`row`'s), into the fold's arrays.
fn fold_rings(
    cfg: &VerifyConfig,
    fold: common::StagedTuples,
    (ring_u, ring_k, ring_decay): (Buf, Buf, Buf),
    row: RowTuples,
) -> [common::StagedRing; 3] {
    let ring = |dst, src, (base, pitch, offset), len| common::StagedRing {
        dst,
        src,
        base,
        pitch,
        offset,
        len,
    };
    [
        ring(fold.k_s, ring_k, row.k, K_DIM),
        ring(fold.u_s, ring_u, row.u, cfg.tile.bv),
        ring(fold.decay_s, ring_decay, row.decay, cfg.gate.width()),
    ]
}

/// `Schedule::early_ring`: the first entry's first block of ring steps, loaded by the
/// prologue where `ok` holds (the entry is one the fold reads and takes one short block).
struct EarlyRing {
    loads: Vec<common::StagedLoad>,
    ok: Val<Bool>,
}

/// A ring row's steps as rows to prefetch ([`prefetch_rows`]): `u` of the tile's columns,
/// `k` of its key head, the decays of its value head (GDN) or channels (KDA).
fn ring_rows(
    k: &mut KernelBuilder,
    cfg: &VerifyConfig,
    (ring_u, ring_k, ring_decay): (Buf, Buf, Buf),
    at: RowTuples,
) -> [InputRow; 3] {
    [
        (ring_u, at.u, cfg.tile.bv),
        (ring_k, at.k, K_DIM),
        (ring_decay, at.decay, cfg.gate.width()),
    ]
    .map(|(buf, (base, pitch, offset), len)| InputRow {
        buf,
        stride: pitch,
        offset: k.iadd(base, offset),
        len,
    })
}

/// The fold's first entry as the prologue sees it (`Schedule::early_ring`,
/// `Schedule::prefetch_ring`): whether it is one the fold reads and takes one short block,
/// and where its ring row lies.
struct FirstBlock {
    ok: Val<Bool>,
    bufs: (Buf, Buf, Buf),
    at: RowTuples,
    /// One past the entry's last step.
    end: Val<I32>,
}

impl FirstBlock {
    /// The request valid (`h0_ok`), between 1 and `fold_depth` entries, the first entry's
    /// row in range and not the request's new one, its step in range and below
    /// [`FOLD_SHORT`]. `None` outside tuple outputs.
    #[allow(clippy::too_many_arguments)]
    fn of(
        k: &mut KernelBuilder,
        cfg: &VerifyConfig,
        p: &Params,
        layout: &ColumnLayout,
        wide: &Wide,
        state: &State,
        f: FoldParams,
        first: &FoldFirst,
        request: &Request,
        zero: Val<I32>,
    ) -> Option<FirstBlock> {
        let TupleRing {
            row: new_row,
            bufs,
            pitches,
        } = request.outputs.tuple_ring()?;
        let one = k.i32(1);
        let short_c = k.i32(FOLD_SHORT as i32);
        let conds = [
            request.h0_ok,
            k.cmp(CmpOp::Ge, first.count, one),
            k.cmp(CmpOp::Le, first.count, f.depth),
            new_row.readable(k, first.row0, zero),
            k.in_range(first.step0, zero, new_row.steps_alloc),
            k.cmp(CmpOp::Lt, first.step0, short_c),
        ];
        let ok = conds[1..].iter().fold(conds[0], |a, &b| k.and(a, b));
        let geometry = RingGeometry::new(k, cfg, p, layout, wide, state, pitches);
        let row64 = k.sext(first.row0);
        let at = geometry.row(k, row64);
        let end = k.iadd(first.step0, one);
        Some(FirstBlock { ok, bufs, at, end })
    }

    /// `Schedule::early_ring`: issue the first entry's short block of ring steps, as the
    /// fold would ([`FoldAt::stage_tuples`], block [`FOLD_SHORT`] from step 0), where the
    /// entry is one the fold reads (`ok`, [`Self::of`]).
    fn load(
        &self,
        k: &mut KernelBuilder,
        cfg: &VerifyConfig,
        lane: Val<I32>,
        staging: &Staging,
        zero: Val<I32>,
    ) -> EarlyRing {
        let rings = fold_rings(cfg, staging.fold, self.bufs, self.at);
        let lanes = cfg.tile.lanes(cfg.arch);
        let loads = common::issue_steps(
            k,
            lanes,
            lane,
            FOLD_SHORT,
            &rings,
            zero,
            self.end,
            None,
            Some(self.ok),
        );
        EarlyRing { loads, ok: self.ok }
    }

    /// `Schedule::prefetch_ring`: the same steps as [`Self::load`], prefetched to L2
    /// ([`prefetch_rows`]) where the same checks hold.
    fn prefetch(&self, k: &mut KernelBuilder, cfg: &VerifyConfig, lane: Val<I32>, zero: Val<I32>) {
        let rows = ring_rows(k, cfg, self.bufs, self.at);
        let count = k.select(self.ok, self.end, zero);
        let at = Positions {
            first: zero,
            count,
            block: FOLD_SHORT,
        };
        prefetch_rows(k, &rows, lane, cfg.tile.lanes(cfg.arch), at);
    }
}

/// What the fold's first entry, built apart from the others, is given: the draft's block
/// to stage beside it (`Schedule::draft_with_fold`) and its ring steps already loaded
/// (`Schedule::early_ring`).
#[derive(Clone, Copy)]
struct FirstEntry<'a> {
    draft: Draft<'a>,
    early: Option<&'a EarlyRing>,
}

impl FoldAt<'_> {
    /// The fold ([`Self::fold`]) of request `n`; returns its token count, 0 where the fold
    /// stops it; with `Schedule::prefetch_first` the first block's inputs are prefetched first;
    /// `early`: the first entry's ring steps as the prologue loaded them
    /// (`Schedule::early_ring`).
    #[allow(clippy::too_many_arguments)]
    fn run(
        &self,
        k: &mut KernelBuilder,
        fold: FoldParams,
        first: FoldFirst,
        n: Val<I32>,
        request: &Request,
        zero: Val<I32>,
        early: Option<&EarlyRing>,
    ) -> Val<I32> {
        let cfg = self.cfg;
        if self.schedule.prefetch_first || self.schedule.prefetch_first_many {
            // A request without tokens (or skipped) has nothing to prefetch. The values
            // are this site's own (`BlockInputs::new`), not the next block's.
            let mut any = k.cmp(CmpOp::Gt, request.count, zero);
            if !self.schedule.prefetch_first {
                let least = k.i32(PREFETCH_FIRST_REQUESTS);
                let many = k.cmp(CmpOp::Ge, self.p.sizes.num_requests, least);
                any = k.and(any, many);
            }
            k.if_(any, |k| {
                let inputs = BlockInputs::new(k, cfg, self.p, self.layout, self.wide, request);
                let tb = k.i32(cfg.token_block() as i32);
                let in_block = k.ibin(IntBinOp::Min, request.count, tb);
                inputs.prefetch(k, zero, in_block);
            });
        }
        let given = early.map(|early| FirstEntry {
            draft: None,
            early: Some(early),
        });
        let ok = self.fold(k, fold, first, n, request, given);
        k.select(ok, request.count, zero)
    }

    /// Fold mode: apply request `n`'s committed steps to the state before its draft. Entry
    /// by entry (oldest first), every step up to the entry's accepted one is applied as
    /// replay applies it ([`common::tuple_element`]), and after each entry the state is
    /// rounded to the pool dtype and reloaded (`+ 0.0`), as replay's store and the next
    /// verify's load would do: the same bits as verify + replay. The newest entry's track
    /// copy is stored on the way, and when the request uses all `fold_depth` entries the
    /// state goes back to its pool slot.
    ///
    /// Returns whether the request goes on. A padding request (or one skipped for its token
    /// range) folds nothing and goes on. A count outside `0 ..= fold_depth` (STEP), an
    /// entry whose row is out of range or is the request's new row (ROW), whose step is
    /// outside `[0, num_steps_alloc)` (STEP), or a track copy with no entry, a slot out of
    /// range or a step past the newest entry's (TRACK) stops it: its flags are recorded and
    /// nothing at all has been stored (entries are checked before their steps run, the
    /// track copy belongs to the newest and the write-back comes last).
    ///
    /// `given`: the first entry is built apart from the loop over the others (so that what
    /// it is given is not live across that loop), with
    /// - `draft` (`Schedule::draft_with_fold`): the draft's first block staged while the
    ///   entry's first block of ring steps is in flight (before it, where the entry is
    ///   staged in blocks of [`TOKEN_BLOCK`]); that block's barrier publishes both, and a
    ///   request with no entry stages it alone, with a barrier;
    /// - `early` (`Schedule::early_ring`): the entry's one short block of ring steps as the
    ///   prologue loaded it, stored where its predicate holds instead of loaded again.
    fn fold(
        &self,
        k: &mut KernelBuilder,
        f: FoldParams,
        first_entry: FoldFirst,
        n: Val<I32>,
        request: &Request,
        given: Option<FirstEntry>,
    ) -> Val<Bool> {
        let Some(TupleRing {
            row: new_row,
            bufs: (ring_u, ring_k, ring_decay),
            pitches,
        }) = request.outputs.tuple_ring()
        else {
            return k.bool(true);
        };
        let (p, wide, state) = (self.p, self.wide, self.state);
        let zero = k.i32(0);
        let one = k.i32(1);
        let bit = |k: &mut KernelBuilder, cond: Val<Bool>, flag: diag::Flag| {
            let b = k.i32(flag.bit as i32);
            k.select(cond, b, zero)
        };
        let n64 = k.sext(n);
        let FoldFirst {
            count,
            track_slot,
            track_step,
            row0,
            step0,
            later: preloaded,
        } = first_entry;
        let active = request.h0_ok;
        let early = self.schedule.early_fold;
        // `Schedule::early_fold`: the reads on the slot alone (`active` implies it).
        let reads = if early { request.slot_ok } else { active };
        let count_low = k.cmp(CmpOp::Ge, count, zero);
        let count_high = k.cmp(CmpOp::Le, count, f.depth);
        let count_ok = k.and(count_low, count_high);
        let counted = k.and(reads, count_ok);
        let folds = k.select(counted, count, zero);
        let count_bad = k.not(count_ok);
        let count_bad = k.and(active, count_bad);
        let tracked = k.cmp(CmpOp::Ge, track_step, zero);
        let none = k.cmp(CmpOp::Eq, folds, zero);
        let orphan = k.and(tracked, none);
        let orphan = if early {
            let counted_active = k.and(active, count_ok);
            k.and(counted_active, orphan)
        } else {
            k.and(counted, orphan)
        };
        let b0 = bit(k, count_bad, diag::STEP);
        let b1 = bit(k, orphan, diag::TRACK);
        let init = k.ibin(IntBinOp::Or, b0, b1);
        let flags = k.var("fold_flags", init);
        // The lane's place in a ring row's step: `u` of its column, `k` of its key head,
        // the decay of its value head (GDN) or of its channels (KDA).
        let geometry = RingGeometry::new(k, self.cfg, p, self.layout, wide, state, pitches);
        let depth64 = k.sext(f.depth);
        let first = k.imul(n64, depth64);
        let last = k.ibin(IntBinOp::Sub, folds, one);
        let plus_zero = k.f32(0.0);
        let pool = p.pool;
        // Where ring row `row64`'s tuples lie for this work-group.
        let row_tuples = |k: &mut KernelBuilder, row64: Val<I64>| geometry.row(k, row64);
        if self.schedule.prefetch_entries {
            // Entries 1.. : their first block of steps, each checked as the loop below
            // checks it (a bad entry is prefetched nowhere).
            k.for_range("fold_prefetch", one, folds, |k, i| {
                let i64_ = k.sext(i);
                let at = k.iadd(first, i64_);
                let row = k.load::<I32>(f.rows, at);
                let step = k.load::<I32>(f.steps, at);
                let row_ok = new_row.readable(k, row, zero);
                let step_ok = k.in_range(step, zero, new_row.steps_alloc);
                let fine = k.and(row_ok, step_ok);
                k.if_(fine, |k| {
                    let row64 = k.sext(row);
                    let end = k.iadd(step, one);
                    let tb = k.i32(TOKEN_BLOCK as i32);
                    let count = k.ibin(IntBinOp::Min, end, tb);
                    let at = row_tuples(k, row64);
                    let rows = ring_rows(k, self.cfg, (ring_u, ring_k, ring_decay), at);
                    let at = Positions {
                        first: zero,
                        count,
                        block: TOKEN_BLOCK,
                    };
                    let lanes = self.cfg.tile.lanes(self.cfg.arch);
                    prefetch_rows(k, &rows, self.layout.lane, lanes, at);
                });
            });
        }
        // One entry (`first`: the first, built apart, with what it is given).
        let entry = |k: &mut KernelBuilder, i: Val<I32>, this: Option<FirstEntry>| {
            let draft = this.and_then(|f| f.draft);
            let loaded = this.and_then(|f| f.early);
            let i64_ = k.sext(i);
            let at = k.iadd(first, i64_);
            // Entry 0 was loaded with the request's indices (`Schedule::entries_first`:
            // entries 1 ..= FOLD_PRELOAD too).
            let later = k.cmp(CmpOp::Gt, i, zero);
            let pre = &preloaded;
            let loads = if pre.is_empty() {
                later
            } else {
                let last_pre = k.i32(pre.len() as i32);
                k.cmp(CmpOp::Gt, i, last_pre)
            };
            let mut row = k.load_masked::<I32>(f.rows, at, loads);
            let mut step = k.load_masked::<I32>(f.steps, at, loads);
            for (j, &(r, s)) in pre.iter().enumerate().rev() {
                let j = k.i32(j as i32 + 1);
                let here = k.cmp(CmpOp::Eq, i, j);
                row = k.select(here, r, row);
                step = k.select(here, s, step);
            }
            let row = k.select(later, row, row0);
            let step = k.select(later, step, step0);
            let row_ok = new_row.readable(k, row, zero);
            let row_bad = k.not(row_ok);
            let step_ok = k.in_range(step, zero, new_row.steps_alloc);
            let step_bad = k.not(step_ok);
            let newest = k.cmp(CmpOp::Eq, i, last);
            let track_here = k.and(newest, tracked);
            // Only a request the bounds let through writes its track copy.
            let track_write = if early {
                k.and(track_here, active)
            } else {
                track_here
            };
            let track_slot_ok = k.in_range(track_slot, zero, p.sizes.num_slots);
            let track_before = k.cmp(CmpOp::Le, track_step, step);
            let track_ok = k.and(track_slot_ok, track_before);
            let track_bad = k.not(track_ok);
            let track_bad = k.and(track_here, track_bad);
            let mut bits = k.get(flags);
            for (cond, flag) in [
                (row_bad, diag::ROW),
                (step_bad, diag::STEP),
                (track_bad, diag::TRACK),
            ] {
                let b = bit(k, cond, flag);
                bits = k.ibin(IntBinOp::Or, bits, b);
            }
            k.set(flags, bits);
            let fine = k.cmp(CmpOp::Eq, bits, zero);
            k.if_(fine, |k| {
                let row64 = k.sext(row);
                let at = row_tuples(k, row64);
                let end = k.iadd(step, one);
                // One block of staged steps: stage, apply each (the track copy on the way),
                // and a barrier before the arrays are staged again.
                let run_block = |k: &mut KernelBuilder,
                                 block: u32,
                                 tb0,
                                 in_block,
                                 between: Draft,
                                 loaded: Option<&EarlyRing>| {
                    let rings = (ring_u, ring_k, ring_decay);
                    let stage = |k: &mut KernelBuilder| {
                        self.stage_tuples(k, rings, at, block, tb0, in_block, between);
                    };
                    match loaded {
                        None => stage(k),
                        // Loaded by the prologue where it could: stored as they are.
                        Some(loaded) => k.if_else(
                            loaded.ok,
                            |k| common::publish_steps(k, &loaded.loads, between),
                            stage,
                        ),
                    }
                    k.for_range("fold_step", zero, in_block, |k, tt| {
                        self.apply_staged(k, tt);
                        let s = k.iadd(tb0, tt);
                        let at_step = k.cmp(CmpOp::Eq, s, track_step);
                        let at_track = k.and(track_write, at_step);
                        k.if_(at_track, |k| {
                            let slot = k.sext(track_slot);
                            let slot_base = k.imul(slot, p.sizes.pool_slot_pitch);
                            for col in &state.columns {
                                let base = k.iadd(slot_base, col.state_row);
                                let offsets = &state.offsets64;
                                common::store_state(k, pool, base, &col.vars, offsets);
                            }
                        });
                    });
                    k.barrier();
                };
                // GDN: an entry of at most FOLD_SHORT steps (a draft of 4) is staged as one
                // short block, its loads issued for FOLD_SHORT steps, not TOKEN_BLOCK. KDA's
                // fold instance (128 registers, uncapped) spilled 8 bytes with both paths, so
                // it keeps the one.
                let token_blocks = |k: &mut KernelBuilder| {
                    let tb = k.i32(TOKEN_BLOCK as i32);
                    let blocks = common::blocks_of(k, end, tb, TOKEN_BLOCK);
                    k.for_range("fold_block", zero, blocks, |k, blk| {
                        let tb0 = k.imul(blk, tb);
                        let left = k.ibin(IntBinOp::Sub, end, tb0);
                        let in_block = k.ibin(IntBinOp::Min, left, tb);
                        run_block(k, TOKEN_BLOCK, tb0, in_block, None, None);
                    });
                };
                // Where the entry is staged in blocks of TOKEN_BLOCK, the draft's block is
                // staged before the first (its round trip then comes before the ring's).
                let draft_then_blocks = |k: &mut KernelBuilder| {
                    if let Some(draft) = draft {
                        draft(k);
                    }
                    token_blocks(k);
                };
                match self.cfg.gate {
                    Gate::Head => {
                        let short_c = k.i32(FOLD_SHORT as i32);
                        let short = k.cmp(CmpOp::Le, end, short_c);
                        k.if_(short, |k| {
                            run_block(k, FOLD_SHORT, zero, end, draft, loaded)
                        });
                        let long = k.not(short);
                        k.if_(long, draft_then_blocks);
                    }
                    Gate::Channel => draft_then_blocks(k),
                }
                for &var in state.columns.iter().flat_map(|col| &col.vars) {
                    let h = k.get(var);
                    let stored = k.round_to(h, pool.elem);
                    let reloaded = k.widen_to_f32(stored, pool.elem);
                    let h = k.add_rn(reloaded, plus_zero);
                    k.set(var, h);
                }
            });
        };
        match given {
            None => k.for_range("fold", zero, folds, |k, i| entry(k, i, None)),
            Some(given) => {
                // The draft's block is staged with the first entry, or alone (and published
                // by a barrier of its own) where there is none.
                let any = k.cmp(CmpOp::Gt, folds, zero);
                match given.draft {
                    Some(draft) => k.if_else(
                        any,
                        |k| entry(k, zero, Some(given)),
                        |k| {
                            draft(k);
                            k.barrier();
                        },
                    ),
                    None => k.if_(any, |k| entry(k, zero, Some(given))),
                }
                k.for_range("fold", one, folds, |k, i| entry(k, i, None));
            }
        }
        let bits = k.get(flags);
        // The entries of a request the bounds skip are checked (what is read must be in
        // range) but reported only for a request they let through.
        let reported = if early {
            k.select(active, bits, zero)
        } else {
            bits
        };
        p.diagnostics.record_value(k, reported, zero);
        let ok = k.cmp(CmpOp::Eq, bits, zero);
        let full = k.cmp(CmpOp::Eq, folds, f.depth);
        let write = k.and(ok, full);
        let write = k.and(write, active);
        k.if_(write, |k| {
            for col in &state.columns {
                common::store_state(k, pool, col.slot_base, &col.vars, &state.offsets64);
            }
        });
        ok
    }

    /// Stage steps `tb0 .. tb0 + in_block` (at most `block`) of one ring row into the token
    /// block's shared arrays ([`common::issue_steps`]): the key head's `k` (`[step][K]`),
    /// the tile's `u` (`[step][BV]`, where verify stages `v`) and the decays (`[step]`, or
    /// `[step][K]` for KDA), in one round trip to memory; `between` runs while the loads
    /// are in flight ([`common::publish_steps`]).
    #[allow(clippy::too_many_arguments)]
    fn stage_tuples(
        &self,
        k: &mut KernelBuilder,
        (ring_u, ring_k, ring_decay): (Buf, Buf, Buf),
        at: RowTuples,
        block: u32,
        tb0: Val<I32>,
        in_block: Val<I32>,
        between: Option<&dyn Fn(&mut KernelBuilder)>,
    ) {
        let lanes = self.cfg.tile.lanes(self.cfg.arch);
        let rings = fold_rings(
            self.cfg,
            self.staging.fold,
            (ring_u, ring_k, ring_decay),
            at,
        );
        let lane = self.layout.lane;
        let loads = common::issue_steps(k, lanes, lane, block, &rings, tb0, in_block, None, None);
        common::publish_steps(k, &loads, between);
    }

    /// Apply staged step `tt` to the state: per element its `k`, its decay (the head's or
    /// its channel's) and the column's `u` from shared memory (the fold's arrays,
    /// [`Staging::fold`]), with the replay's operations ([`common::tuple_element`]).
    fn apply_staged(&self, k: &mut KernelBuilder, tt: Val<I32>) {
        self.state.apply_staged(k, self.staging.fold, tt);
    }
}

/// Shared memory for one block of per-token values, and the lanes that fill it.
struct Staging {
    /// `q * scale` and `k`, normalised, `[token][K]`.
    q_s: Shared,
    k_s: Shared,
    /// `exp(g)`, `[token]` (GDN) or `[token][K]` (KDA), and `beta`, `[token]`.
    decay_s: Shared,
    beta_s: Shared,
    /// `v`, `[token][column of the tile]`.
    v_s: Shared,
    /// BV as an i32 constant.
    bv: Val<I32>,
    /// This lane's 32-lane normalisation group, and its lane within the group.
    group: Val<I32>,
    lane32: Val<I32>,
    /// Whether this work-group has the head's first V tile (it stores `exp(g)`), and in
    /// addition the first value head of its key head (it stores `k`).
    first_tile: Val<Bool>,
    writes_k: Val<Bool>,
    /// Where fold mode stages its ring steps: `k_s`, `decay_s` and `v_s` (as `u`), or with
    /// `Schedule::draft_with_fold` arrays of its own, so that the draft's first block can
    /// be staged beside them.
    fold: common::StagedTuples,
}

impl Staging {
    /// Declare the shared arrays and place this lane in its normalisation group.
    fn new(
        k: &mut KernelBuilder,
        cfg: &VerifyConfig,
        layout: &ColumnLayout,
        zero: Val<I32>,
        own_fold_arrays: bool,
    ) -> Staging {
        let tb = cfg.token_block();
        let q_s = k.shared_array("qs", Scalar::F32, tb * K_DIM);
        let k_s = k.shared_array("kn", Scalar::F32, tb * K_DIM);
        let decay_s = k.shared_array("decay", Scalar::F32, tb * cfg.gate.width());
        let beta_s = k.shared_array("beta", Scalar::F32, tb);
        let v_s = k.shared_array("v", Scalar::F32, tb * cfg.tile.bv);
        let bv = k.i32(cfg.tile.bv as i32);
        let (fold_k, fold_decay, fold_u) = if own_fold_arrays {
            (
                k.shared_array("fold_k", Scalar::F32, TOKEN_BLOCK * K_DIM),
                k.shared_array("fold_decay", Scalar::F32, TOKEN_BLOCK * cfg.gate.width()),
                k.shared_array("fold_u", Scalar::F32, TOKEN_BLOCK * cfg.tile.bv),
            )
        } else {
            (k_s, decay_s, v_s)
        };
        let fold = common::StagedTuples {
            k_s: fold_k,
            decay_s: fold_decay,
            u_s: fold_u,
            bv,
            per_channel: cfg.gate == Gate::Channel,
        };
        let norm_lanes_c = k.i32(NORM_LANES as i32);
        let group = k.idiv(layout.lane, norm_lanes_c);
        let lane32 = k.irem(layout.lane, norm_lanes_c);
        let first_tile = k.cmp(CmpOp::Eq, layout.v_tile, zero);
        let hv_mod = match layout.hv_in_key {
            Some(r) => r,
            None => k.irem(layout.hv, layout.heads_per_key),
        };
        let first_of_key = k.cmp(CmpOp::Eq, hv_mod, zero);
        let writes_k = k.and(first_tile, first_of_key);
        Staging {
            q_s,
            k_s,
            decay_s,
            beta_s,
            v_s,
            bv,
            group,
            lane32,
            first_tile,
            writes_k,
            fold,
        }
    }
}

impl Staging {
    /// Apply staged token `tt`'s tuple to `state`, with the replay's operations
    /// ([`common::tuple_element`]): per element its `k` (`k_s[tt][k]`) and its decay (the
    /// head's, `decay_s[tt]`, or its channel's, `decay_s[tt][k]`), and each column's `u` from
    /// `u_s[tt][column of the tile]` (fold mode's staged ring, or a tree's history).
    fn apply_tuple(
        &self,
        k: &mut KernelBuilder,
        gate: Gate,
        state: &State,
        u_s: Shared,
        tt: Val<I32>,
    ) {
        let staged = common::StagedTuples {
            k_s: self.k_s,
            decay_s: self.decay_s,
            u_s,
            bv: self.bv,
            per_channel: gate == Gate::Channel,
        };
        state.apply_staged(k, staged, tt);
    }
}

/// The per-head gate inputs that do not change over the tokens, loaded once by the
/// prologue: `A_log` and the `dt_bias` values (raw, in their storage dtype). Nothing reads
/// them until a block's q/k loads are issued ([`HeadGates::values`]), so their latency
/// overlaps the state's and the activations'.
struct HeadGates {
    a_log: Option<Val<F32>>,
    /// GDN: the head's `dt_bias`. KDA: the `dt_bias` of the 4 channels this lane's
    /// normalisation chunk covers (`hv*K + 4*lane32 + e`).
    dt_bias: Vec<InstHandle>,
    /// `1 / softplus_beta`, computed here: it reads no memory, and its division's slow
    /// path is a call that spills the registers live around it when placed in the loop.
    inv_beta: Val<F32>,
}

/// `+0.0` where `first` (the request's first token block) holds, `-0.0` elsewhere. Added to
/// a value it leaves every value as it is but a -0.0 in the first block (which becomes
/// +0.0), and the sum depends on the block, so LLVM cannot hoist it out of the block loop.
fn block_zero(k: &mut KernelBuilder, first: Val<Bool>) -> Val<F32> {
    let plus = k.f32(0.0);
    let minus = k.f32(-0.0);
    k.select(first, plus, minus)
}

/// `x` through `Opaque` (which takes integers: its bits): the same value, which LLVM may
/// neither compute elsewhere nor look through.
fn opaque_f32(k: &mut KernelBuilder, x: Val<F32>) -> Val<F32> {
    let bits = k.bits_of(x);
    let bits = k.opaque(bits);
    k.f32_from_bits(bits)
}

/// The 4 elements of a chunk `buf[base..base + 4]` (`base` a multiple of 4 elements, of
/// scalar `from`) where `live` holds: 4 masked loads, each of which LLVM lowers as a branch
/// of its own; with `merge` ([`Schedule::merge_loads`]) one branch on `live` of 4 plain
/// loads, which LLVM merges into one access, widened to f32 inside it (+0.0 where `live` is
/// false, as a masked load's zero widens).
fn chunk_loads(
    k: &mut KernelBuilder,
    buf: Buf,
    base: Val<I64>,
    live: Val<Bool>,
    from: Scalar,
    merge: bool,
) -> Vec<InstHandle> {
    if !merge {
        return (0..4)
            .map(|e| {
                let at = k.i64(e as i64);
                let at = k.iadd(base, at);
                let align = element_align(e, from);
                k.load_masked_any_aligned(buf, at, live, align)
            })
            .collect();
    }
    let zero = k.f32(0.0);
    let vars: Vec<VarRef<F32>> = (0..4).map(|e| k.var(&format!("chunk{e}"), zero)).collect();
    k.if_(live, |k| {
        for (e, &var) in vars.iter().enumerate() {
            let at = k.i64(e as i64);
            let at = k.iadd(base, at);
            let raw = k.load_any_aligned(buf, at, element_align(e, from));
            let x = k.widen_to_f32(raw, from);
            k.set(var, x);
        }
    });
    vars.into_iter().map(|v| k.get(v).handle).collect()
}

/// The gate values computed from [`HeadGates`].
struct GateValues {
    dt_bias: Vec<Val<F32>>,
    /// `0 - exp(A_log)`.
    neg_exp_a: Val<F32>,
    /// `1 / softplus_beta`.
    inv_beta: Val<F32>,
}

impl HeadGates {
    /// `1 / softplus_beta`.
    fn inv_beta(k: &mut KernelBuilder, cfg: &VerifyConfig, p: &Params) -> Val<F32> {
        let one = k.f32(1.0);
        cfg.profile.div(k, one, p.softplus_beta)
    }

    /// Issue the loads of value head `hv64`'s gate inputs; for KDA (`kpos64` given) those
    /// of the 4 channels from `kpos64`. `inv_beta`: `1 / softplus_beta` computed already
    /// ([`Schedule::early_setup`]), else computed here.
    fn load(
        k: &mut KernelBuilder,
        cfg: &VerifyConfig,
        p: &Params,
        hv64: Val<I64>,
        kpos64: Option<Val<I64>>,
        inv_beta: Option<Val<F32>>,
    ) -> HeadGates {
        if cfg.decay_input {
            // The decays come from `kda_gate`: no gate is computed, so nothing here is
            // read (computing it anyway would leave dead math the ISA rules count).
            let unused = k.f32(0.0);
            return HeadGates {
                a_log: None,
                dt_bias: Vec::new(),
                inv_beta: unused,
            };
        }
        let a_log = k.load::<F32>(p.a_log, hv64);
        let dt_bias = match kpos64 {
            None => vec![k.load_any(p.dt_bias, hv64)],
            Some(kpos64) => {
                let kdim = k.i64(i64::from(K_DIM));
                let base = k.imul(hv64, kdim);
                let base = k.iadd(base, kpos64);
                (0..4)
                    .map(|e| {
                        let at = k.i64(e as i64);
                        let at = k.iadd(base, at);
                        let align = element_align(e, cfg.dt_bias);
                        k.load_any_aligned(p.dt_bias, at, align)
                    })
                    .collect()
            }
        };
        let inv_beta = match inv_beta {
            Some(v) => v,
            None => HeadGates::inv_beta(k, cfg, p),
        };
        HeadGates {
            a_log: Some(a_log),
            dt_bias,
            inv_beta,
        }
    }

    /// Whether [`values`](Self::values) ties `A_log` to the block (see there): GDN outside
    /// fold mode.
    fn pins_a_log(cfg: &VerifyConfig) -> bool {
        cfg.gate == Gate::Head && cfg.mode != Mode::Fold
    }

    /// The gate values (once per token block, after its loads are issued; `first`: whether
    /// the block is the request's first, given where [`HeadGates::pins_a_log`] holds).
    fn values(
        &self,
        k: &mut KernelBuilder,
        cfg: &VerifyConfig,
        first: Option<Val<Bool>>,
    ) -> GateValues {
        let Some(a_log) = self.a_log else {
            let unused = k.f32(0.0);
            return GateValues {
                dt_bias: Vec::new(),
                neg_exp_a: unused,
                inv_beta: unused,
            };
        };
        let dt_bias = self
            .dt_bias
            .iter()
            .map(|&raw| k.widen_to_f32(raw, cfg.dt_bias))
            .collect();
        // GDN: `A_log + z`, `z` +0.0 in the first block and -0.0 after it. `exp` gives the
        // same bits for both zeros and every other value is unchanged, but the value now
        // depends on the block, so LLVM's loop-invariant code motion cannot hoist the
        // exponential above the block's loads, where it waited for `A_log` before any token
        // load was issued: one memory round trip more on every work-group's path
        // (PERFORMANCE.md, version 13). Not for KDA (ptxas answered with 30 more registers in
        // the trees and a spill in the one-request decode tile) and not in fold mode (its
        // state and gate weights load in the prologue and the fold runs before the first
        // block: measured 0.5-1.6% slower).
        let a_log = match first {
            Some(first) => {
                let z = block_zero(k, first);
                k.add_rn(a_log, z)
            }
            None => a_log,
        };
        let ea = cfg.profile.exp(k, a_log);
        let zero = k.f32(0.0);
        let neg_exp_a = k.sub_rn(zero, ea);
        GateValues {
            dt_bias,
            neg_exp_a,
            inv_beta: self.inv_beta,
        }
    }
}

/// A global load of a block's token, issued before its value is used.
struct TokenLoad {
    /// The token's index within the block, the column's within the tile, and whether the
    /// token is one of the block's.
    tt: Val<I32>,
    in_tile: Val<I32>,
    live: Val<Bool>,
    raw: InstHandle,
}

/// One round of q/k normalisation: a token's q and k chunks for this lane.
struct QkRound {
    tt: Val<I32>,
    /// The token's step within the request.
    t: Val<I32>,
    live: Val<Bool>,
    q_raw: Vec<InstHandle>,
    k_raw: Vec<InstHandle>,
    /// KDA: the chunk's 4 channels of `a`, or of `decay` with `decay_input` (empty for GDN).
    a_raw: Vec<InstHandle>,
    /// The scalar of `q_raw`, `k_raw` and (without `decay_input`) `a_raw`: the activations'
    /// storage, or F32 where [`Schedule::merge_loads`] widened them in their branch.
    raw: Scalar,
}

/// Where this lane's 4-k chunk of a token's q and k lies.
struct QkChunk {
    /// The chunk's first k (`4 * lane32`), as i32 and i64.
    kpos: Val<I32>,
    kpos64: Val<I64>,
    /// The key head's first element in a token's `[H, K]`.
    head: Val<I64>,
    /// KDA: the value head's first channel in a token's `a` (`hv*K`).
    gate_head: Option<Val<I64>>,
}

/// A token block's loads, issued ([`Verify::issue_block`]) before it is staged.
struct BlockLoads {
    v: Vec<TokenLoad>,
    gates: GateLoads,
    /// Whether the block is the request's first ([`HeadGates::pins_a_log`] instances).
    first: Option<Val<Bool>>,
    chunk: QkChunk,
    /// The q/k rounds of the first batch.
    qk: Vec<QkRound>,
}

/// The block's a and b loads, for token t on lane t.
struct GateLoads {
    live: Val<Bool>,
    /// The token's step within the request.
    t: Val<I32>,
    /// GDN only: KDA's `a` is per channel and loaded with q and k ([`QkRound`]).
    a: Option<InstHandle>,
    b: InstHandle,
}

/// What one step of the recurrence computed: `u`, the new state, `o`.
struct StepValues {
    u: Val<F32>,
    h: Vec<Val<F32>>,
    /// The step's output, where it is summed in the step (not with `lagged_output`).
    o: Option<Val<F32>>,
}

/// What a step reads before its columns ([`Verify::step_inputs`]).
struct StepInputs {
    tt: Val<I32>,
    tok64: Val<I64>,
    /// The block step `tb0 + tt` as the i64 the row stores address with, where the step
    /// was given one (`paired_steps`); `None`: widened from the i32 step there.
    t64: Option<Val<I64>>,
    head_decay: Option<Val<F32>>,
    beta: Val<F32>,
    positions: Vec<Val<I32>>,
    kn: Vec<Val<F32>>,
}

/// KDA: the first of the channels of this lane's normalisation chunk, `4 * lane32`, as the
/// i64 the gate weights' loads take (`None` for a per-head gate). `lane32` is asked for
/// only when the gate is per channel.
fn channel_chunk(
    k: &mut KernelBuilder,
    gate: Gate,
    lane32: impl FnOnce(&mut KernelBuilder) -> Val<I32>,
) -> Option<Val<I64>> {
    match gate {
        Gate::Head => None,
        Gate::Channel => {
            let lane32 = lane32(k);
            let four = k.i32(4);
            let kpos = k.imul(lane32, four);
            Some(k.sext(kpos))
        }
    }
}

/// Store a lane's 4-element chunk `values` (f32) to `buf` at `at + kpos64 + e`, each with the
/// alignment its place in an aligned chunk gives it.
fn store_chunk(
    k: &mut KernelBuilder,
    buf: Buf,
    at: Val<I64>,
    kpos64: Val<I64>,
    values: &[Val<F32>],
) {
    let at = k.iadd(at, kpos64);
    for (e, &x) in values.iter().enumerate() {
        let align = element_align(e, Scalar::F32);
        let e = k.i64(e as i64);
        let at = k.iadd(at, e);
        k.store_f32_aligned(buf, at, x, align);
    }
}

/// The input rows a token block reads, for [`Schedule::prefetch`]: per token, each row's
/// first element is `tok * stride + offset` and it has `len` elements.
struct BlockInputs {
    rows: Vec<InputRow>,
    tok0: Val<I32>,
    lane: Val<I32>,
    lanes: u32,
    token_block: u32,
}

#[derive(Clone, Copy)]
struct InputRow {
    buf: Buf,
    stride: Val<I64>,
    offset: Val<I64>,
    len: u32,
}

impl BlockInputs {
    /// The rows the work-group's tokens read: q and k of its key head, v of its tile's
    /// columns, `b` of its value head, and `a` (GDN: the head's; KDA: the head's channels,
    /// or `decay`'s with `decay_input`).
    fn new(
        k: &mut KernelBuilder,
        cfg: &VerifyConfig,
        p: &Params,
        layout: &ColumnLayout,
        wide: &Wide,
        request: &Request,
    ) -> BlockInputs {
        // Every value from here on is the prefetch's own (`Inst::Opaque`): otherwise
        // LLVM computes the offsets once for two prefetch sites and holds them in registers
        // from the first to the second (fold mode with both: 12-44 bytes of spills in the
        // capped instances).
        let hk = k.opaque(wide.hk);
        let hv = k.opaque(wide.hv);
        let column = k.opaque(layout.column);
        let head_k = k.imul(hk, wide.kdim);
        let head_rows = k.imul(hv, wide.vdim);
        let tile_v = tile_row(k, head_rows, column, layout);
        let s = p.sizes;
        let mut rows = vec![
            InputRow {
                buf: p.q,
                stride: s.stride_q,
                offset: head_k,
                len: K_DIM,
            },
            InputRow {
                buf: p.k,
                stride: s.stride_k,
                offset: head_k,
                len: K_DIM,
            },
            InputRow {
                buf: p.v,
                stride: s.stride_v,
                offset: tile_v,
                len: cfg.tile.bv,
            },
            InputRow {
                buf: p.b,
                stride: s.stride_b,
                offset: hv,
                len: 1,
            },
        ];
        let gate = match (cfg.gate, cfg.decay_input) {
            (Gate::Head, _) => InputRow {
                buf: p.a,
                stride: s.stride_a,
                offset: hv,
                len: 1,
            },
            (Gate::Channel, false) => InputRow {
                buf: p.a,
                stride: s.stride_a,
                offset: k.imul(hv, wide.kdim),
                len: K_DIM,
            },
            (Gate::Channel, true) => {
                let heads = k.sext(s.num_v_heads);
                InputRow {
                    buf: p.decay,
                    stride: k.imul(heads, wide.kdim),
                    offset: k.imul(hv, wide.kdim),
                    len: K_DIM,
                }
            }
        };
        rows.push(gate);
        BlockInputs {
            rows,
            tok0: k.opaque(request.tok0),
            lane: layout.lane,
            lanes: cfg.tile.lanes(cfg.arch),
            token_block: cfg.token_block(),
        }
    }

    /// Prefetch the rows of tokens `tb0 .. tb0 + in_block` ([`prefetch_rows`]).
    fn prefetch(&self, k: &mut KernelBuilder, tb0: Val<I32>, in_block: Val<I32>) {
        let first = k.iadd(self.tok0, tb0);
        let at = Positions {
            first,
            count: in_block,
            block: self.token_block,
        };
        prefetch_rows(k, &self.rows, self.lane, self.lanes, at);
    }
}

/// Positions `first .. first + count` (at most `block` of them): tokens, or a ring row's
/// steps.
#[derive(Clone, Copy)]
struct Positions {
    first: Val<I32>,
    count: Val<I32>,
    block: u32,
}

/// Prefetch `rows` at `at`'s positions (row `r` of position `p` starts at element
/// `p * r.stride + r.offset`): one prefetch per 128-byte step of a row (a row that does not
/// start on a line may leave its last line to the load: a hint, not a copy), each by one
/// of the `lanes` lanes (lane `j` of a round: position `j % block`, job `j / block`).
fn prefetch_rows(
    k: &mut KernelBuilder,
    rows: &[InputRow],
    lane: Val<I32>,
    lanes: u32,
    at: Positions,
) {
    const LINE: u32 = 128;
    let jobs: Vec<(InputRow, u32)> = rows
        .iter()
        .flat_map(|&row| {
            let bytes = row.buf.elem.bytes().unwrap_or(4) as u32;
            let per_line = (LINE / bytes).max(1);
            (0..row.len)
                .step_by(per_line as usize)
                .map(move |e| (row, e))
        })
        .collect();
    let block = at.block;
    let total = block * jobs.len() as u32;
    let block_c = k.i32(block as i32);
    for round in 0..total.div_ceil(lanes) {
        let first = k.i32((round * lanes) as i32);
        let j = k.iadd(lane, first);
        let pos = k.irem(j, block_c);
        let job = k.idiv(j, block_c);
        let live = k.cmp(CmpOp::Lt, pos, at.count);
        let p = k.iadd(at.first, pos);
        let p64 = k.sext(p);
        // The jobs this round's lanes hold.
        let lo = round * lanes / block;
        let hi = ((round + 1) * lanes).div_ceil(block).min(jobs.len() as u32);
        for (i, &(row, e)) in jobs.iter().enumerate().take(hi as usize).skip(lo as usize) {
            let i_c = k.i32(i as i32);
            let mine = k.cmp(CmpOp::Eq, job, i_c);
            k.if_(mine, |k| {
                let idx = k.imul(p64, row.stride);
                let idx = k.iadd(idx, row.offset);
                let e = k.i64(i64::from(e));
                let idx = k.iadd(idx, e);
                k.prefetch_masked(row.buf, idx, live);
            });
        }
    }
}

/// Everything the phases share: the config, the parameters and the values the prologue
/// computes once per lane.
struct Verify {
    cfg: VerifyConfig,
    schedule: Schedule,
    lpc: u32,
    tree: Tree,
    p: Params,
    layout: ColumnLayout,
    wide: Wide,
    num_v_heads64: Val<I64>,
    num_k_heads64: Val<I64>,
    zero: Val<I32>,
    /// The work-group's request.
    n: Val<I32>,
    request: Request,
    state: State,
    staging: Staging,
    gates: HeadGates,
    /// A tuple-mode tree's on-chip history.
    history: Option<TreeHistory>,
    /// The token block ([`VerifyConfig::token_block`]) as an i32 constant, and the request's
    /// number of token blocks.
    tb: Val<I32>,
    blocks: Val<I32>,
    /// `Schedule::late_record`: the request's flags, recorded after the token loop.
    late_flags: Option<Val<I32>>,
    /// `Schedule::loads_before_fold`: fold mode's indices, the fold still to run
    /// ([`Verify::fold_after_loads`]).
    pending_fold: Option<FoldFirst>,
    /// `Schedule::early_ring`: the first fold entry's ring steps, loaded by the prologue,
    /// for a fold still to run (`pending_fold`).
    early_ring: Option<EarlyRing>,
}

impl Verify {
    /// The prologue: the lane's layout, the request, the state loaded, the shared staging,
    /// the per-head gate values and the number of token blocks.
    fn prologue(k: &mut KernelBuilder, cfg: VerifyConfig, schedule: Schedule, p: Params) -> Verify {
        let lpc = cfg.tile.lpc(cfg.arch);
        let tree = cfg.profile.tree(cfg.pool);
        let mut layout = ColumnLayout::new(
            k,
            cfg.tile,
            cfg.arch,
            p.sizes.num_k_heads,
            p.sizes.num_v_heads,
        );
        // Programmatic dependent launch (sm_90+, ignored elsewhere and by an ordinary
        // launch): with more than one request the next launch may start now; this one reads
        // its indices and state (which the previous kernel in the stream must not write)
        // before waiting for it. A batch of one request triggers only after its token loop
        // ([`build`]): triggered here, the next launch's work-groups share the SMs with this
        // one's few and slow it down (PERFORMANCE.md, version 6).
        let one = k.i32(1);
        let batch = k.cmp(CmpOp::Gt, p.sizes.num_requests, one);
        k.if_(batch, |k| {
            k.grid_dependency(GridDependency::LaunchDependents)
        });
        let request = common::request_id(k, p.sizes.num_requests);
        let zero = k.i32(0);
        // `Schedule::single_division`; with `early_setup` it is computed (pinned) below.
        if schedule.single_division && !schedule.early_setup {
            layout.heads_by_product(k, p.sizes.num_k_heads, p.sizes.num_v_heads, false);
        }
        let mut wide = layout.wide(k);
        // An f32 state is read first by the first token's step (its `+ 0.0` deferred, see
        // `State::load`), unless fold mode or a tree's re-derivation reads it in the
        // prologue. A state read in the prologue waits for the pool there, so the gate
        // weights are loaded first, with the indices; a deferred one lets them load after
        // the wait, where they overlap the state (measured, PERFORMANCE.md version 9), but
        // with `Schedule::early_weights`.
        let rederives = p.parents.is_some() && cfg.rederives_tree();
        let defer = cfg.pool == Scalar::F32 && p.fold.is_none() && !rederives;
        let early_gates = if !defer || schedule.early_weights {
            let kpos64 = channel_chunk(k, cfg.gate, |k| {
                let nl = k.i32(NORM_LANES as i32);
                k.irem(layout.lane, nl)
            });
            Some(HeadGates::load(k, &cfg, &p, wide.hv, kpos64, None))
        } else {
            None
        };
        let num_v_heads64 = k.sext(p.sizes.num_v_heads);
        let num_k_heads64 = k.sext(p.sizes.num_k_heads);
        let n = request;
        let mut request = Request::load(k, &p, request, one, zero);
        let ahead = schedule.prefetch_ahead.then(|| Ahead::new(&cfg, n));
        // Fold mode's indices travel with the request's (they are index arrays too), so the
        // fold after the wait starts from cached values.
        let first = p
            .fold
            .map(|f| FoldFirst::load(k, f, n, schedule.entries_first));
        // `Schedule::early_setup`: the divisions and the reciprocal while the index loads
        // are in flight (LLVM sinks them to their first use, after the wait; placed after
        // the state loads, they only move the wait later: they fill no stall there).
        let early_inv_beta = if schedule.early_setup {
            if schedule.single_division {
                layout.heads_by_product(k, p.sizes.num_k_heads, p.sizes.num_v_heads, true);
            } else {
                layout.heads_here(k, p.sizes.num_k_heads, p.sizes.num_v_heads);
            }
            wide = layout.wide(k);
            (early_gates.is_none() && !cfg.decay_input).then(|| {
                let beta = opaque_f32(k, p.softplus_beta);
                let one = k.f32(1.0);
                let inv = cfg.profile.div(k, one, beta);
                opaque_f32(k, inv)
            })
        } else {
            None
        };
        let history = match p.parents {
            Some(_) if cfg.rederives_tree() => Some(TreeHistory::new(k, &cfg)),
            _ => None,
        };
        if let Some(par) = p.parents {
            let rule = match (request.outputs, history) {
                (Outputs::Snapshot { row, .. }, Some(history)) => {
                    Some(TreeRule::SnapshotRederived {
                        row,
                        history,
                        lane: layout.lane,
                    })
                }
                (Outputs::Snapshot { row, .. }, None) => Some(TreeRule::Snapshot(row)),
                (Outputs::Tuple { row, .. }, Some(history)) => Some(TreeRule::Tuple {
                    row,
                    history,
                    lane: layout.lane,
                }),
                _ => None,
            };
            if let Some(rule) = rule {
                check_tree(k, par, n, rule, &mut request);
            }
        }
        let state = State::load(
            k,
            tree,
            lpc,
            cfg.tile.cols,
            &layout,
            &wide,
            &p,
            &request,
            if schedule.early_state {
                request.slot_ok
            } else {
                request.h0_ok
            },
            defer,
            schedule.clamped_state,
            schedule.guessed_start,
            ahead,
        );
        let with_draft = schedule.draft_with_fold && head_fold(&cfg, &p);
        // `Schedule::early_ring`: the shared arrays first (the loads' destinations), then
        // the first entry's ring steps, with the state, before the wait.
        let (early_staging, early_ring) = match (p.fold, &first) {
            (Some(f), Some(first)) if schedule.prefetch_ring && head_fold(&cfg, &p) => {
                let block = FirstBlock::of(
                    k, &cfg, &p, &layout, &wide, &state, f, first, &request, zero,
                );
                if let Some(block) = block {
                    block.prefetch(k, &cfg, layout.lane, zero);
                }
                (None, None)
            }
            (Some(f), Some(first)) if schedule.early_ring && head_fold(&cfg, &p) => {
                let staging = Staging::new(k, &cfg, &layout, zero, with_draft);
                let block = FirstBlock::of(
                    k, &cfg, &p, &layout, &wide, &state, f, first, &request, zero,
                );
                let ring = block.map(|b| b.load(k, &cfg, layout.lane, &staging, zero));
                (Some(staging), ring)
            }
            _ => (None, None),
        };
        k.grid_dependency(GridDependency::Wait);
        // The word after the wait: the previous kernel may be what zeroes it.
        let late_flags = if schedule.late_record {
            Some(diagnostics::combine(k, &request.flags, zero))
        } else {
            // `Schedule::guessed_start` records after the first block's loads
            // ([`Verify::guessed_first`]): the record's branch waits on the indices.
            if !schedule.guessed_start {
                p.diagnostics.record_combined(k, &request.flags);
            }
            None
        };
        if let (Some(par), Some(history)) = (p.parents, history) {
            let on = k.cmp(CmpOp::Ne, par.on, zero);
            let lanes = cfg.tile.lanes(cfg.arch);
            let vars = &state.single().vars;
            history.order_and_root(k, on, request.count, layout.lane, lanes, vars);
        }
        let staging = match early_staging {
            Some(staging) => staging,
            None => Staging::new(k, &cfg, &layout, zero, with_draft),
        };
        // Fold mode: the committed steps' tuples are read and applied after the wait (the
        // indices were loaded before it, with the request's); with
        // `Schedule::loads_before_fold` after the first block's loads are issued
        // ([`Verify::fold_after_loads`]).
        let pending_fold = match (p.fold, first) {
            (Some(_), Some(first)) if schedule.loads_before_fold || with_draft => Some(first),
            (Some(fold), Some(first)) => {
                let at = FoldAt {
                    cfg: &cfg,
                    schedule,
                    p: &p,
                    layout: &layout,
                    wide: &wide,
                    state: &state,
                    staging: &staging,
                };
                request.count = at.run(k, fold, first, n, &request, zero, early_ring.as_ref());
                None
            }
            _ => None,
        };
        let kpos64 = channel_chunk(k, cfg.gate, |_| staging.lane32);
        let gates = match early_gates {
            Some(g) => g,
            None => HeadGates::load(k, &cfg, &p, wide.hv, kpos64, early_inv_beta),
        };
        let token_block = cfg.token_block();
        let tb = k.i32(token_block as i32);
        let blocks = common::blocks_of(k, request.count, tb, token_block);
        Verify {
            cfg,
            schedule,
            lpc,
            tree,
            p,
            layout,
            wide,
            num_v_heads64,
            num_k_heads64,
            zero,
            n,
            request,
            state,
            staging,
            gates,
            history,
            tb,
            blocks,
            late_flags,
            pending_fold,
            early_ring,
        }
    }

    /// `Schedule::guessed_start`: the first token block's loads from the guessed start,
    /// then the state's loads and the flags' record, then the block staged from those loads
    /// and its steps where the guess holds (the request's start, and its first block's
    /// length). Returns the first block the block loop still runs: 1 there, else 0 (the
    /// loop stages block 0 from `cu_seqlens`).
    fn guessed_first(&mut self, k: &mut KernelBuilder) -> Val<I32> {
        let s = self.p.sizes;
        // ⌊T/N⌋ tokens a request; N >= 1 wherever a work-group runs.
        let one = k.i32(1);
        let requests = k.ibin(IntBinOp::Max, s.num_requests, one);
        let each = k.idiv(s.num_tokens, requests);
        let guess = k.imul(self.n, each);
        let in_guess = k.ibin(IntBinOp::Min, each, self.tb);
        let loads = self.issue_block_rounds(k, guess, self.zero, in_guess, u32::MAX);
        self.state
            .load_pending(k, &self.p, &self.request, self.layout.lane);
        if self.late_flags.is_none() {
            self.p.diagnostics.record_combined(k, &self.request.flags);
        }
        let in_block = k.ibin(IntBinOp::Min, self.request.count, self.tb);
        let at = k.cmp(CmpOp::Eq, self.request.tok0, guess);
        let len = k.cmp(CmpOp::Eq, in_block, in_guess);
        let held = k.and(at, len);
        let any = k.cmp(CmpOp::Gt, self.blocks, self.zero);
        let guessed = k.and(any, held);
        k.if_(guessed, |k| {
            self.stage_issued(k, self.zero, in_guess, loads);
            self.run_block(k, self.zero, in_guess);
        });
        // Where the guess fails, the block loop stages block 0 again from `cu_seqlens`.
        k.select(guessed, one, self.zero)
    }

    /// `Schedule::loads_before_fold`: issue the first token block's loads, run the fold
    /// (which may stop the request: no tokens then), then stage the block from the issued
    /// loads and run its steps. Returns the first block the block loop still runs (1).
    fn fold_after_loads(&mut self, k: &mut KernelBuilder, first: FoldFirst) -> Val<I32> {
        let in_block = k.ibin(IntBinOp::Min, self.request.count, self.tb);
        // One round of q and k: a draft of up to one token per normalisation group (4 on
        // the 4-warp tiles); more rounds held across the fold spill.
        let loads = self.issue_block_rounds(k, self.request.tok0, self.zero, in_block, 1);
        if let Some(fold) = self.p.fold {
            let early = self.early_ring.as_ref();
            let (n, request, zero) = (self.n, &self.request, self.zero);
            let count = self.fold_at().run(k, fold, first, n, request, zero, early);
            self.request.count = count;
        }
        // The fold leaves the count as it was or makes it 0, so the loads' token masks hold
        // wherever the block runs.
        self.after_fold(k, |v, k| {
            v.stage_issued(k, v.zero, in_block, loads);
            v.run_block(k, v.zero, in_block);
        })
    }

    /// The fold's view of this kernel.
    fn fold_at(&self) -> FoldAt<'_> {
        FoldAt {
            cfg: &self.cfg,
            schedule: self.schedule,
            p: &self.p,
            layout: &self.layout,
            wide: &self.wide,
            state: &self.state,
            staging: &self.staging,
        }
    }

    /// After a fold run by [`Self::fold_after_loads`] or [`Self::fold_with_draft`] (which
    /// leaves the count as it was or makes it 0): the token blocks counted again, `first`
    /// run where there is one. Returns the first block the block loop still runs (1).
    fn after_fold(
        &mut self,
        k: &mut KernelBuilder,
        first: impl FnOnce(&Verify, &mut KernelBuilder),
    ) -> Val<I32> {
        let token_block = self.cfg.token_block();
        self.blocks = common::blocks_of(k, self.request.count, self.tb, token_block);
        let any = k.cmp(CmpOp::Gt, self.blocks, self.zero);
        k.if_(any, |k| first(self, k));
        k.i32(1)
    }

    /// `Schedule::draft_with_fold`: issue the first token block's loads, run the fold with
    /// the block staged beside its first entry ([`FoldAt::fold`]; the fold may stop the
    /// request: no tokens then), run the block's steps, then its stores to the ring.
    /// Returns the first block the block loop still runs (1).
    fn fold_with_draft(&mut self, k: &mut KernelBuilder, first: FoldFirst) -> Val<I32> {
        let in_block = k.ibin(IntBinOp::Min, self.request.count, self.tb);
        if let Some(fold) = self.p.fold {
            let at = self.fold_at();
            // The block's loads are issued where it is staged: right after the entry's
            // ring loads, so that the two round trips overlap and nothing is live across
            // the fold's prologue.
            let draft = |k: &mut KernelBuilder| {
                let loads = self.issue_block(k, self.zero, in_block);
                self.stage_loads(k, self.zero, in_block, loads, false);
            };
            let given = FirstEntry {
                draft: Some(&draft),
                early: self.early_ring.as_ref(),
            };
            let ok = at.fold(k, fold, first, self.n, &self.request, Some(given));
            self.request.count = k.select(ok, self.request.count, self.zero);
        }
        self.after_fold(k, |v, k| {
            v.run_steps(k, v.zero, in_block);
            v.store_ring_staged(k, v.zero, in_block);
            k.barrier();
        })
    }

    /// Token block `blk`: stage its per-token values, then run the recurrence over its
    /// tokens.
    fn block(&self, k: &mut KernelBuilder, blk: Val<I32>) {
        let tb0 = k.imul(blk, self.tb);
        let left = k.ibin(IntBinOp::Sub, self.request.count, tb0);
        let in_block = k.ibin(IntBinOp::Min, left, self.tb);
        self.stage_block(k, tb0, in_block);
        self.run_block(k, tb0, in_block);
    }

    /// The staged block's steps (after the next block's prefetch, where scheduled), then a
    /// barrier before the arrays are staged again.
    fn run_block(&self, k: &mut KernelBuilder, tb0: Val<I32>, in_block: Val<I32>) {
        self.run_steps(k, tb0, in_block);
        k.barrier();
    }

    /// [`Self::run_block`] without its barrier.
    fn run_steps(&self, k: &mut KernelBuilder, tb0: Val<I32>, in_block: Val<I32>) {
        if self.schedule.prefetch {
            // The next block's inputs, while this one's steps run.
            let next0 = k.iadd(tb0, self.tb);
            let more = k.cmp(CmpOp::Lt, next0, self.request.count);
            k.if_(more, |k| {
                let left = k.ibin(IntBinOp::Sub, self.request.count, next0);
                let in_next = k.ibin(IntBinOp::Min, left, self.tb);
                let inputs = BlockInputs::new(
                    k,
                    &self.cfg,
                    &self.p,
                    &self.layout,
                    &self.wide,
                    &self.request,
                );
                inputs.prefetch(k, next0, in_next);
            });
        }
        if self.schedule.lagged_output && !self.cfg.tree {
            self.run_steps_lagged(k, tb0, in_block);
        } else if self.schedule.paired_steps && !self.cfg.tree {
            self.run_steps_paired(k, tb0, in_block);
        } else {
            k.for_range("tt", self.zero, in_block, |k, tt| {
                self.step(k, tb0, tt, None)
            });
        }
    }

    /// Stage the `in_block` tokens from `tb0` into shared memory: q and k normalised (and,
    /// in tuple mode, k stored to the ring), the gates (and `exp(g)` to the ring), v. Every
    /// global read of the block is issued before any of them is used, so their latencies
    /// overlap: one round trip per block rather than one per token for q/k, one more for the
    /// gates and one per token for v.
    fn stage_block(&self, k: &mut KernelBuilder, tb0: Val<I32>, in_block: Val<I32>) {
        let loads = self.issue_block(k, tb0, in_block);
        self.stage_issued(k, tb0, in_block, loads);
    }

    /// Issue the block's loads: v, the gate inputs, and q and k of its first batch of
    /// rounds ([`Self::qk_batches`]; the other batches are issued while it is staged).
    fn issue_block(&self, k: &mut KernelBuilder, tb0: Val<I32>, in_block: Val<I32>) -> BlockLoads {
        self.issue_block_rounds(k, self.request.tok0, tb0, in_block, u32::MAX)
    }

    /// [`Self::issue_block`] with at most `rounds` rounds of q and k (the rest of the first
    /// batch is issued while the block is staged), the request's tokens taken to start at
    /// `tok0` (its `cu_seqlens` entry, or `Schedule::guessed_start`'s guess).
    fn issue_block_rounds(
        &self,
        k: &mut KernelBuilder,
        tok0: Val<I32>,
        tb0: Val<I32>,
        in_block: Val<I32>,
        rounds: u32,
    ) -> BlockLoads {
        let v = self.load_v(k, tok0, tb0, in_block);
        let gates = self.load_gates(k, tok0, tb0, in_block);
        let four = k.i32(4);
        let first = HeadGates::pins_a_log(&self.cfg).then(|| k.cmp(CmpOp::Eq, tb0, self.zero));
        let chunk = self.qk_chunk(k, four);
        let batch = self.qk_batches().next().unwrap_or(0..0);
        let qk = batch
            .take(rounds as usize)
            .map(|r| self.load_qk_round(k, r * self.qk_groups(), tok0, tb0, in_block, &chunk))
            .collect();
        BlockLoads {
            v,
            gates,
            first,
            chunk,
            qk,
        }
    }

    /// Stage the block from its issued loads ([`Self::issue_block`]).
    fn stage_issued(
        &self,
        k: &mut KernelBuilder,
        tb0: Val<I32>,
        in_block: Val<I32>,
        loads: BlockLoads,
    ) {
        self.stage_loads(k, tb0, in_block, loads, true);
        k.barrier();
    }

    /// [`Self::stage_issued`] without its barrier; `ring`: whether the block's stores to
    /// the ring (`k`, the decays) are made here (otherwise [`Self::store_ring_staged`]
    /// makes them after the block's steps).
    fn stage_loads(
        &self,
        k: &mut KernelBuilder,
        tb0: Val<I32>,
        in_block: Val<I32>,
        loads: BlockLoads,
        ring: bool,
    ) {
        let BlockLoads {
            v: v_loads,
            gates: gate_loads,
            first,
            chunk,
            qk,
        } = loads;
        if self.schedule.gates_first && self.cfg.gate == Gate::Head {
            // The head gate's values do not depend on the norms (KDA's channel gates are
            // computed with them, in the rounds).
            let gates = self.gates.values(k, &self.cfg, first);
            self.stage_gates(k, gate_loads, &gates, ring);
            self.stage_qk(k, tb0, in_block, first, Some(gates), &chunk, qk, ring);
        } else {
            let gates = self.stage_qk(k, tb0, in_block, first, None, &chunk, qk, ring);
            self.stage_gates(k, gate_loads, &gates, ring);
        }
        self.stage_v(k, v_loads);
        let first = k.cmp(CmpOp::Eq, tb0, self.zero);
        self.first_read(k, first);
    }

    /// `Schedule::draft_with_fold`: the staged block's stores to the ring, which
    /// [`Self::stage_loads`] left out, made from shared memory after its steps (the same
    /// values, by the same lanes: `k` by the normalising lanes of the key head's first
    /// work-group, each token's decay by lane `tt` of the head's first V tile).
    fn store_ring_staged(&self, k: &mut KernelBuilder, tb0: Val<I32>, in_block: Val<I32>) {
        if !matches!(self.request.outputs, Outputs::Tuple { .. }) {
            return;
        }
        let st = &self.staging;
        let four = k.i32(4);
        let chunk = self.qk_chunk(k, four);
        let kdim32 = k.i32(K_DIM as i32);
        let groups = self.qk_groups();
        for r in self.qk_batches().flatten() {
            let first = k.i32((r * groups) as i32);
            let tt = k.iadd(first, st.group);
            let t = k.iadd(tb0, tt);
            let live = k.cmp(CmpOp::Lt, tt, in_block);
            k.if_(live, |k| {
                let tt_k = k.imul(tt, kdim32);
                let at0 = k.iadd(tt_k, chunk.kpos);
                let kn: Vec<Val<F32>> = (0..4)
                    .map(|e| {
                        let e = k.i32(e);
                        let at = k.iadd(at0, e);
                        k.shared_load::<F32>(st.k_s, at)
                    })
                    .collect();
                self.store_ring_k(k, t, &chunk, &kn);
            });
        }
        if self.cfg.gate == Gate::Head {
            let tt = self.layout.lane;
            let live = k.cmp(CmpOp::Lt, tt, in_block);
            let t = k.iadd(tb0, tt);
            k.if_(live, |k| {
                let decay = k.shared_load::<F32>(st.decay_s, tt);
                self.store_ring_decay(k, t, decay);
            });
        }
    }

    /// A deferred state load's `+ 0.0` ([`State::load`]), where `first` holds: every
    /// element plus `+0.0` there (a stored -0.0 becomes +0.0), plus `-0.0` elsewhere, which
    /// leaves every value as it is, -0.0 included. One add per element and block, and no
    /// read of the loaded registers before the first block's loads are issued.
    fn first_read(&self, k: &mut KernelBuilder, first: Val<Bool>) {
        if !self.state.deferred {
            return;
        }
        let z = block_zero(k, first);
        for &var in self.state.columns.iter().flat_map(|col| &col.vars) {
            let h = k.get(var);
            let h = k.add_rn(h, z);
            k.set(var, h);
        }
    }

    /// Issue the block's v loads: lane j of a column reads tokens j, j + lpc, ... of each
    /// of its columns.
    fn load_v(
        &self,
        k: &mut KernelBuilder,
        tok0: Val<I32>,
        tb0: Val<I32>,
        in_block: Val<I32>,
    ) -> Vec<TokenLoad> {
        let mut loads = Vec::new();
        for i in 0..self.cfg.token_block().div_ceil(self.lpc) {
            let first = k.i32((i * self.lpc) as i32);
            let tt = k.iadd(self.layout.lane_in_column, first);
            let live = k.cmp(CmpOp::Lt, tt, in_block);
            let t = k.iadd(tb0, tt);
            let tok = k.iadd(tok0, t);
            let tok64 = k.sext(tok);
            let at = k.imul(tok64, self.p.sizes.stride_v);
            let at = k.iadd(at, self.state.head_rows);
            for col in &self.state.columns {
                let at = k.iadd(at, col.column);
                let raw = k.load_masked_any(self.p.v, at, live);
                let in_tile = col.in_tile;
                loads.push(TokenLoad {
                    tt,
                    in_tile,
                    live,
                    raw,
                });
            }
        }
        loads
    }

    /// Issue the block's a (GDN) and b loads: lane t of the work-group reads token t's.
    fn load_gates(
        &self,
        k: &mut KernelBuilder,
        tok0: Val<I32>,
        tb0: Val<I32>,
        in_block: Val<I32>,
    ) -> GateLoads {
        let lane = self.layout.lane;
        let live = k.cmp(CmpOp::Lt, lane, in_block);
        let t = k.iadd(tb0, lane);
        let tok = k.iadd(tok0, t);
        let tok64 = k.sext(tok);
        let a = match self.cfg.gate {
            Gate::Head => {
                let a_at = k.imul(tok64, self.p.sizes.stride_a);
                let a_at = k.iadd(a_at, self.wide.hv);
                Some(k.load_masked_any(self.p.a, a_at, live))
            }
            Gate::Channel => None,
        };
        let b_at = k.imul(tok64, self.p.sizes.stride_b);
        let b_at = k.iadd(b_at, self.wide.hv);
        let b = k.load_masked_any(self.p.b, b_at, live);
        GateLoads { live, t, a, b }
    }

    /// Normalise the block's q and k into shared memory (`q` scaled). Each 32-lane group
    /// normalises tokens group, group + groups, ..., one 4-k chunk per lane (the canonical
    /// tree: Triton reduces q and k in their own 1-D layout, 4 per lane over 32 lanes, also
    /// when the state tile is in chunks of 8). The loads of `PRELOAD_ROUNDS` rounds are
    /// issued before the first of them is normalised. The gate values: `given`
    /// (`Schedule::gates_first`), or computed once the first loads are issued; returned.
    #[allow(clippy::too_many_arguments)]
    fn stage_qk(
        &self,
        k: &mut KernelBuilder,
        tb0: Val<I32>,
        in_block: Val<I32>,
        first: Option<Val<Bool>>,
        given: Option<GateValues>,
        chunk: &QkChunk,
        issued: Vec<QkRound>,
        ring: bool,
    ) -> GateValues {
        let groups = self.qk_groups();
        let mut issued = Some(issued);
        let mut gates = given;
        for batch in self.qk_batches() {
            let mut rounds = issued.take().unwrap_or_default();
            for r in batch.skip(rounds.len()) {
                let tok0 = self.request.tok0;
                rounds.push(self.load_qk_round(k, r * groups, tok0, tb0, in_block, chunk));
            }
            // The gate values once the first loads are issued: their inputs' latency then
            // overlaps the activations' (PERFORMANCE.md, version 9).
            let gates = &*gates.get_or_insert_with(|| self.gates.values(k, &self.cfg, first));
            for round in rounds {
                k.if_(round.live, |k| {
                    self.normalise_round(k, &round, chunk, gates, ring)
                });
            }
        }
        gates.unwrap_or_else(|| self.gates.values(k, &self.cfg, first))
    }

    /// This lane's place in the q/k normalisation (`four`: the constant 4): its chunk of 4
    /// k, the key head's first element (and KDA's channels of the value head).
    fn qk_chunk(&self, k: &mut KernelBuilder, four: Val<I32>) -> QkChunk {
        let kpos = k.imul(self.staging.lane32, four);
        let kpos64 = k.sext(kpos);
        let head = k.imul(self.wide.hk, self.wide.kdim);
        let gate_head = match self.cfg.gate {
            Gate::Head => None,
            Gate::Channel => Some(k.imul(self.wide.hv, self.wide.kdim)),
        };
        QkChunk {
            kpos,
            kpos64,
            head,
            gate_head,
        }
    }

    /// The 32-lane groups that normalise a block's tokens (one token each a round).
    fn qk_groups(&self) -> u32 {
        self.cfg.tile.lanes(self.cfg.arch) / NORM_LANES
    }

    /// A block's rounds of q/k normalisation in batches whose loads are issued together.
    fn qk_batches(&self) -> impl Iterator<Item = std::ops::Range<u32>> {
        let all_rounds = self.cfg.token_block().div_ceil(self.qk_groups());
        let preload = if self.cfg.token_block() > TOKEN_BLOCK {
            TREE_PRELOAD_ROUNDS
        } else {
            PRELOAD_ROUNDS
        };
        (0..all_rounds)
            .step_by(preload as usize)
            .map(move |b| b..all_rounds.min(b + preload))
    }

    /// Issue the q and k loads of this lane's chunk of token `first + group` of the block.
    fn load_qk_round(
        &self,
        k: &mut KernelBuilder,
        first: u32,
        tok0: Val<I32>,
        tb0: Val<I32>,
        in_block: Val<I32>,
        chunk: &QkChunk,
    ) -> QkRound {
        let first = k.i32(first as i32);
        let tt = k.iadd(first, self.staging.group);
        let t = k.iadd(tb0, tt);
        let live = k.cmp(CmpOp::Lt, tt, in_block);
        let tok = k.iadd(tok0, t);
        let tok64 = k.sext(tok);
        let merge = self.schedule.merge_loads;
        let act = self.cfg.act;
        let mut load = |buf, stride: Val<I64>, head: Val<I64>| -> Vec<InstHandle> {
            let base = k.imul(tok64, stride);
            let base = k.iadd(base, head);
            let base = k.iadd(base, chunk.kpos64);
            chunk_loads(k, buf, base, live, act, merge)
        };
        let q_raw = load(self.p.q, self.p.sizes.stride_q, chunk.head);
        let k_raw = load(self.p.k, self.p.sizes.stride_k, chunk.head);
        let a_raw = match chunk.gate_head {
            Some(_) if self.cfg.decay_input => self.load_decays(k, tok64, live, chunk),
            Some(gate_head) => load(self.p.a, self.p.sizes.stride_a, gate_head),
            None => Vec::new(),
        };
        QkRound {
            tt,
            t,
            live,
            q_raw,
            k_raw,
            a_raw,
            raw: if merge { Scalar::F32 } else { act },
        }
    }

    /// `decay_input`: issue the loads of the chunk's 4 decays of token `tok64` from `decay`
    /// (`[tokens, HV, K]`, f32).
    fn load_decays(
        &self,
        k: &mut KernelBuilder,
        tok64: Val<I64>,
        live: Val<Bool>,
        chunk: &QkChunk,
    ) -> Vec<InstHandle> {
        let heads = k.imul(tok64, self.num_v_heads64);
        let head = k.iadd(heads, self.wide.hv);
        let base = k.imul(head, self.wide.kdim);
        let base = k.iadd(base, chunk.kpos64);
        let merge = self.schedule.merge_loads;
        chunk_loads(k, self.p.decay, base, live, Scalar::F32, merge)
    }

    /// Normalise a token's q and k chunks into shared memory; in tuple mode the first
    /// work-group of a key head also stores k to `ring_k`.
    fn normalise_round(
        &self,
        k: &mut KernelBuilder,
        round: &QkRound,
        chunk: &QkChunk,
        gates: &GateValues,
        ring: bool,
    ) {
        let (q_raw, k_raw) = (&round.q_raw[..], &round.k_raw[..]);
        let [qn, kn] = if self.schedule.paired_norms {
            self.normalise(k, [q_raw, k_raw], round.raw)
        } else {
            let [qn] = self.normalise(k, [q_raw], round.raw);
            let [kn] = self.normalise(k, [k_raw], round.raw);
            [qn, kn]
        };
        let kdim32 = k.i32(K_DIM as i32);
        let tt_k = k.imul(round.tt, kdim32);
        let at0 = k.iadd(tt_k, chunk.kpos);
        for (e, (&qv, &kv)) in qn.iter().zip(&kn).enumerate() {
            let e = k.i32(e as i32);
            let at = k.iadd(at0, e);
            let qs = k.mul_rn(self.p.scale, qv);
            k.shared_store(self.staging.q_s, at, qs);
            k.shared_store(self.staging.k_s, at, kv);
        }
        if ring {
            self.store_ring_k(k, round.t, chunk, &kn);
        }
        if let Some(gate_head) = chunk.gate_head {
            self.channel_gates(k, round, chunk, gate_head, at0, gates);
        }
    }

    /// KDA: the decay of the chunk's 4 channels of token `round.tt` into shared memory at
    /// `at0 + e` (`[token][K]`); in tuple mode the first V tile also stores them to
    /// `ring_decay[row, t, hv, kpos + e]`.
    fn channel_gates(
        &self,
        k: &mut KernelBuilder,
        round: &QkRound,
        chunk: &QkChunk,
        gate_head: Val<I64>,
        at0: Val<I32>,
        gates: &GateValues,
    ) {
        let decays: Vec<Val<F32>> = if self.cfg.decay_input {
            let raw = &round.a_raw;
            raw.iter()
                .map(|&r| k.widen_to_f32(r, Scalar::F32))
                .collect()
        } else {
            round
                .a_raw
                .iter()
                .zip(&gates.dt_bias)
                .map(|(&raw, &dt_bias)| {
                    let a_v = k.widen_to_f32(raw, round.raw);
                    self.decay(k, a_v, dt_bias, gates)
                })
                .collect()
        };
        for (e, &d) in decays.iter().enumerate() {
            let e = k.i32(e as i32);
            let at = k.iadd(at0, e);
            k.shared_store(self.staging.decay_s, at, d);
        }
        if let Outputs::Tuple {
            row,
            ring_decay,
            decay_pitch,
            ..
        } = self.request.outputs
        {
            let to = RowAddress {
                row_pitch: decay_pitch,
                step_dims: &[self.num_v_heads64, self.wide.kdim],
                offset: gate_head,
            };
            let also = Some(self.staging.first_tile);
            row.store(k, (round.t, None), also, to, |k, at| {
                store_chunk(k, ring_decay, at, chunk.kpos64, &decays);
            });
        }
    }

    /// The decay multiplier of gate input `a_v`: `x = a + dt_bias`, `g = (0 - exp(A_log)) *
    /// softplus(x)`, `exp(g)`.
    fn decay(
        &self,
        k: &mut KernelBuilder,
        a_v: Val<F32>,
        dt_bias: Val<F32>,
        gates: &GateValues,
    ) -> Val<F32> {
        crate::kernels::kda_gate::softplus_decay(
            k,
            self.cfg.profile,
            a_v,
            dt_bias,
            gates.neg_exp_a,
            self.p.softplus_beta,
            gates.inv_beta,
            self.p.softplus_threshold,
        )
    }

    /// l2-normalise `N` chunks over their 32-lane group, each `x / sqrt(sum x^2 + 1e-6)`,
    /// together (`paired_norms` gives two): the sums of squares with their butterflies
    /// interleaved (`Tree::dots`), then the roots, then the divisions. One chunk is the
    /// plain chain; each chunk's values are the ones it gets alone.
    fn normalise<const N: usize>(
        &self,
        k: &mut KernelBuilder,
        raws: [&[InstHandle]; N],
        from: Scalar,
    ) -> [Vec<Val<F32>>; N] {
        let profile = self.cfg.profile;
        let xs: [Vec<Val<F32>>; N] =
            raws.map(|raw| raw.iter().map(|&r| k.widen_to_f32(r, from)).collect());
        let pairs: Vec<DotPair> = xs.iter().map(|x| (&x[..], &x[..])).collect();
        let sums = Tree::CANONICAL.dots(k, NORM_LANES, &pairs);
        let eps = k.f32(1e-6);
        let roots: Vec<Val<F32>> = (sums.iter())
            .map(|&ss| {
                let ss = k.add_rn(ss, eps);
                profile.sqrt(k, ss)
            })
            .collect();
        if self.schedule.shared_reciprocal {
            return std::array::from_fn(|i| div_rn_shared(k, &xs[i], roots[i]));
        }
        std::array::from_fn(|i| {
            (xs[i].iter())
                .map(|&x| profile.div(k, x, roots[i]))
                .collect()
        })
    }

    /// The gates of token t on lane t: `beta` and (GDN) `exp(g)` into shared memory; in
    /// tuple mode the first V tile also stores `exp(g)` to `ring_decay`. (KDA's per-channel
    /// decay is staged with q and k: [`Self::channel_gates`].)
    fn stage_gates(&self, k: &mut KernelBuilder, loads: GateLoads, gates: &GateValues, ring: bool) {
        let profile = self.cfg.profile;
        k.if_(loads.live, |k| {
            let a_v = loads.a.map(|a| k.widen_to_f32(a, self.cfg.act));
            let b_v = k.widen_to_f32(loads.b, self.cfg.act);
            let decay = a_v.map(|a_v| self.decay(k, a_v, gates.dt_bias[0], gates));
            let beta = profile.sigmoid(k, b_v);
            if let Some(decay) = decay {
                k.shared_store(self.staging.decay_s, self.layout.lane, decay);
            }
            k.shared_store(self.staging.beta_s, self.layout.lane, beta);
            if let (true, Some(decay)) = (ring, decay) {
                self.store_ring_decay(k, loads.t, decay);
            }
        });
    }

    /// Tuple mode: token `t`'s normalised `k` chunk (`kn`, this lane's 4 at `chunk.kpos`)
    /// to `ring_k[row, t, hk, ..]`, by the key head's first work-group (`writes_k`).
    fn store_ring_k(&self, k: &mut KernelBuilder, t: Val<I32>, chunk: &QkChunk, kn: &[Val<F32>]) {
        if let Outputs::Tuple {
            row,
            ring_k,
            k_pitch,
            ..
        } = self.request.outputs
        {
            let to = RowAddress {
                row_pitch: k_pitch,
                step_dims: &[self.num_k_heads64, self.wide.kdim],
                offset: chunk.head,
            };
            row.store(k, (t, None), Some(self.staging.writes_k), to, |k, at| {
                store_chunk(k, ring_k, at, chunk.kpos64, kn);
            });
        }
    }

    /// Tuple mode (GDN): token `t`'s `exp(g)` to `ring_decay[row, t, hv]`, by the head's
    /// first V tile (`first_tile`).
    fn store_ring_decay(&self, k: &mut KernelBuilder, t: Val<I32>, decay: Val<F32>) {
        if let Outputs::Tuple {
            row,
            ring_decay,
            decay_pitch,
            ..
        } = self.request.outputs
        {
            let to = RowAddress {
                row_pitch: decay_pitch,
                step_dims: &[self.num_v_heads64],
                offset: self.wide.hv,
            };
            let also = Some(self.staging.first_tile);
            row.store(k, (t, None), also, to, |k, at| {
                k.store(ring_decay, at, decay)
            });
        }
    }

    /// v into shared memory, `[token][column of the tile]`.
    fn stage_v(&self, k: &mut KernelBuilder, loads: Vec<TokenLoad>) {
        for load in loads {
            k.if_(load.live, |k| {
                let v = k.widen_to_f32(load.raw, self.cfg.act);
                let at = self.v_index(k, load.tt, load.in_tile);
                k.shared_store(self.staging.v_s, at, v);
            });
        }
    }

    /// Shared index of token `tt`'s v for the column `in_tile` of the tile: `tt * BV +
    /// in_tile`.
    fn v_index(&self, k: &mut KernelBuilder, tt: Val<I32>, in_tile: Val<I32>) -> Val<I32> {
        let row = k.imul(tt, self.staging.bv);
        k.iadd(row, in_tile)
    }

    /// One step of the recurrence, token `tt` of the block from `tb0`: `hd = h * exp(g)`,
    /// `u = beta * (v - sum_k hd*k)`, `h = fma(k, u, hd)`, `o = sum_k h*q`; then the step's
    /// outputs are stored.
    /// `tt64`: the block token as an i64 built apart from `i` (`paired_steps`), so that
    /// LLVM sees the addresses it steps as affine in the loop's counter.
    fn step(&self, k: &mut KernelBuilder, tb0: Val<I32>, i: Val<I32>, tt64: Option<Val<I64>>) {
        let tt = self.tree_token(k, i);
        let t = k.iadd(tb0, tt);
        self.reload_parent(k, t);
        self.rederive_parent(k, t, i);
        let inputs = self.step_inputs(k, tb0, tt, t, tt64);
        // GDN: one decay for the head; KDA: each element's channel's, `decay_s[tt][k]`,
        // loaded with the first column and used by every column of the lane (as `k` and `q`).
        let mut decays: Vec<Val<F32>> = Vec::new();
        let mut steps: Vec<(Val<F32>, Vec<Val<F32>>)> = Vec::new();
        for (c, col) in self.state.columns.iter().enumerate() {
            let hd = self.decayed(k, &inputs, c, col, &mut decays);
            let delta = self.tree.dot(k, self.lpc, &inputs.kn, &hd);
            steps.push(self.update(k, &inputs, col, &hd, delta));
        }
        if let [(u, _)] = &steps[..] {
            self.record_tree_step(k, t, *u);
        }
        let qs = self.staged_q(k, &inputs.positions);
        let outputs: Vec<StepValues> = steps
            .into_iter()
            .map(|(u, h)| {
                let o = self.tree.dot(k, self.lpc, &qs, &h);
                StepValues { u, h, o: Some(o) }
            })
            .collect();
        for (col, x) in self.state.columns.iter().zip(outputs) {
            self.store_step(k, col, t, &inputs, x);
        }
    }

    /// The block's steps with `paired_steps`: steps `2p` and `2p + 1` in iteration `p`, then
    /// the last step where `in_block` is odd. Not in a tree.
    fn run_steps_paired(&self, k: &mut KernelBuilder, tb0: Val<I32>, in_block: Val<I32>) {
        let one = k.i32(1);
        let pairs = k.ibin(IntBinOp::Shr, in_block, one);
        let one64 = k.i64(1);
        k.for_range("tt2", self.zero, pairs, |k, p| {
            // Both steps' places also as i64 from the widened counter: `2p` in i32 carries
            // no no-wrap flag, so its widening would not be a recurrence LLVM can step.
            let p64 = k.sext(p);
            let tt64 = k.iadd(p64, p64);
            let next64 = k.iadd(tt64, one64);
            let tt = k.iadd(p, p);
            self.step(k, tb0, tt, Some(tt64));
            let next = k.iadd(tt, one);
            self.step(k, tb0, next, Some(next64));
        });
        let odd = k.ibin(IntBinOp::And, in_block, one);
        let has_odd = k.cmp(CmpOp::Ne, odd, self.zero);
        k.if_(has_odd, |k| {
            let last = k.ibin(IntBinOp::Sub, in_block, one);
            self.step(k, tb0, last, None);
        });
    }

    /// The block's steps with `lagged_output`: step `tt` sums the output of token `tt - 1`
    /// (the state it left is the one the step starts from) beside its own `k·(g·h)`, and the
    /// block's last output is summed after its last step. Not in a tree.
    fn run_steps_lagged(&self, k: &mut KernelBuilder, tb0: Val<I32>, in_block: Val<I32>) {
        let any = k.cmp(CmpOp::Gt, in_block, self.zero);
        k.if_(any, |k| {
            self.step_lagged(k, tb0, self.zero, None);
            let one = k.i32(1);
            k.for_range("tt", one, in_block, |k, tt| {
                let prev = k.ibin(IntBinOp::Sub, tt, one);
                self.step_lagged(k, tb0, tt, Some(prev));
            });
            let last = k.ibin(IntBinOp::Sub, in_block, one);
            let t = k.iadd(tb0, last);
            let (qs, states) = self.output_operands(k, last);
            let pairs: Vec<DotPair> = states.iter().map(|h| (&qs[..], &h[..])).collect();
            let outs = self.tree.dots(k, self.lpc, &pairs);
            self.store_outputs(k, t, &outs);
        });
    }

    /// The operands of staged token `tt`'s output with `lagged_output`: this lane's `q` of
    /// it and each column's state as it is now (the one token `tt` left).
    fn output_operands(
        &self,
        k: &mut KernelBuilder,
        tt: Val<I32>,
    ) -> (Vec<Val<F32>>, Vec<Vec<Val<F32>>>) {
        let positions = self.positions(k, tt);
        let qs = self.staged_q(k, &positions);
        let states = (self.state.columns.iter())
            .map(|col| col.vars.iter().map(|&v| k.get(v)).collect())
            .collect();
        (qs, states)
    }

    /// Block token `t`'s outputs `outs` (one a column) with `lagged_output`.
    fn store_outputs(&self, k: &mut KernelBuilder, t: Val<I32>, outs: &[Val<F32>]) {
        let tok64 = self.token64(k, t);
        for (col, &o) in self.state.columns.iter().zip(outs) {
            self.store_output(k, col, tok64, o);
        }
    }

    /// One step with `lagged_output` ([`Self::run_steps_lagged`]): token `tt`'s update, with
    /// the output of token `prev` (the step before) summed beside its `k·(g·h)`.
    fn step_lagged(
        &self,
        k: &mut KernelBuilder,
        tb0: Val<I32>,
        tt: Val<I32>,
        prev: Option<Val<I32>>,
    ) {
        let t = k.iadd(tb0, tt);
        let inputs = self.step_inputs(k, tb0, tt, t, None);
        let mut decays: Vec<Val<F32>> = Vec::new();
        let hds: Vec<Vec<Val<F32>>> = (self.state.columns.iter().enumerate())
            .map(|(c, col)| self.decayed(k, &inputs, c, col, &mut decays))
            .collect();
        let mut pairs: Vec<DotPair> = hds.iter().map(|hd| (&inputs.kn[..], &hd[..])).collect();
        let before = prev.map(|p| (p, self.output_operands(k, p)));
        if let Some((_, (qs, states))) = &before {
            pairs.extend(states.iter().map(|h| (&qs[..], &h[..])));
        }
        let sums = self.tree.dots(k, self.lpc, &pairs);
        let (deltas, outs) = sums.split_at(hds.len());
        for ((col, hd), &delta) in self.state.columns.iter().zip(&hds).zip(deltas) {
            let (u, h) = self.update(k, &inputs, col, hd, delta);
            self.store_step(k, col, t, &inputs, StepValues { u, h, o: None });
        }
        if let Some((p, _)) = before {
            let tp = k.iadd(tb0, p);
            self.store_outputs(k, tp, outs);
        }
    }

    /// Block token `t`'s place in the batch, as the i64 the output's address takes.
    fn token64(&self, k: &mut KernelBuilder, t: Val<I32>) -> Val<I64> {
        let tok = k.iadd(self.request.tok0, t);
        k.sext(tok)
    }

    /// This lane's places in staged token `tt`'s `[K]` row of `k_s`/`q_s`.
    fn positions(&self, k: &mut KernelBuilder, tt: Val<I32>) -> Vec<Val<I32>> {
        let kdim32 = k.i32(K_DIM as i32);
        let tt_k = k.imul(tt, kdim32);
        (self.state.offsets.iter())
            .map(|&o| k.iadd(tt_k, o))
            .collect()
    }

    /// This lane's elements of staged `q` at `positions`.
    fn staged_q(&self, k: &mut KernelBuilder, positions: &[Val<I32>]) -> Vec<Val<F32>> {
        (positions.iter())
            .map(|&p| k.shared_load::<F32>(self.staging.q_s, p))
            .collect()
    }

    /// What a step reads before its columns: the token, the head's decay (GDN), beta, this
    /// lane's places in the staged rows and its elements of `k`. Block token `tt` (`t` =
    /// `tb0 + tt`); with `stepped_output` its place as the block's first plus `tt`.
    fn step_inputs(
        &self,
        k: &mut KernelBuilder,
        tb0: Val<I32>,
        tt: Val<I32>,
        t: Val<I32>,
        tt64: Option<Val<I64>>,
    ) -> StepInputs {
        let st = &self.staging;
        let tok64 = if self.schedule.stepped_output {
            let first = k.iadd(self.request.tok0, tb0);
            let first64 = k.sext(first);
            let tt64 = tt64.unwrap_or_else(|| k.sext(tt));
            k.iadd(first64, tt64)
        } else {
            self.token64(k, t)
        };
        let t64 = tt64.map(|tt64| {
            let tb0_64 = k.sext(tb0);
            k.iadd(tb0_64, tt64)
        });
        let head_decay = match self.cfg.gate {
            Gate::Head => Some(k.shared_load::<F32>(st.decay_s, tt)),
            Gate::Channel => None,
        };
        let beta = k.shared_load::<F32>(st.beta_s, tt);
        let positions = self.positions(k, tt);
        let kn: Vec<Val<F32>> = positions
            .iter()
            .map(|&p| k.shared_load::<F32>(st.k_s, p))
            .collect();
        StepInputs {
            tt,
            tok64,
            t64,
            head_decay,
            beta,
            positions,
            kn,
        }
    }

    /// Column `c`'s state times the decay: GDN's head decay, or (KDA) each element's
    /// channel's, loaded for the first column into `decays` and reused by the others.
    fn decayed(
        &self,
        k: &mut KernelBuilder,
        inputs: &StepInputs,
        c: usize,
        col: &StateColumn,
        decays: &mut Vec<Val<F32>>,
    ) -> Vec<Val<F32>> {
        col.vars
            .iter()
            .zip(&inputs.positions)
            .enumerate()
            .map(|(i, (&h, &p))| {
                let decay = match inputs.head_decay {
                    Some(d) => d,
                    None if c == 0 => {
                        let d = k.shared_load::<F32>(self.staging.decay_s, p);
                        decays.push(d);
                        d
                    }
                    None => decays[i],
                };
                let h = k.get(h);
                k.mul_rn(h, decay)
            })
            .collect()
    }

    /// A column's update from its decayed state `hd` and `delta = sum_k hd*k`: `u = beta *
    /// (v - delta)`, `h = fma(k, u, hd)`, written to the column's state.
    fn update(
        &self,
        k: &mut KernelBuilder,
        inputs: &StepInputs,
        col: &StateColumn,
        hd: &[Val<F32>],
        delta: Val<F32>,
    ) -> (Val<F32>, Vec<Val<F32>>) {
        let v_at = self.v_index(k, inputs.tt, col.in_tile);
        let v = k.shared_load::<F32>(self.staging.v_s, v_at);
        let diff = k.sub_rn(v, delta);
        let u = k.mul_rn(inputs.beta, diff);
        let h: Vec<Val<F32>> = (inputs.kn.iter())
            .zip(hd)
            .map(|(&kv, &d)| k.fma_rn(kv, u, d))
            .collect();
        for (&var, &x) in col.vars.iter().zip(&h) {
            k.set(var, x);
        }
        (u, h)
    }

    /// A tree (snapshot mode, `parents` given): token `t >= 1` starts from the state its
    /// parent's step stored to `inter`, read back in the pool dtype (this lane stored those
    /// elements itself, so no barrier is needed). With an f32 pool that is the carried
    /// state exactly; with a bf16 pool it rounds the state at every tree step, as SGLang's
    /// kernel does (the triton-sm90 profile; the portable bf16 tree re-derives its parents
    /// instead, [`Self::rederive_parent`]).
    fn reload_parent(&self, k: &mut KernelBuilder, t: Val<I32>) {
        if self.history.is_some() {
            return;
        }
        let (
            Some(par),
            Outputs::Snapshot {
                row,
                inter,
                row_pitch,
            },
        ) = (self.p.parents, self.request.outputs)
        else {
            return;
        };
        let on = k.cmp(CmpOp::Ne, par.on, self.zero);
        let later = k.cmp(CmpOp::Gt, t, self.zero);
        let go = k.and(on, later);
        let go = k.and(go, row.ok);
        k.if_(go, |k| {
            let n64 = k.sext(self.n);
            let alloc64 = k.sext(row.steps_alloc);
            let at = k.imul(n64, alloc64);
            let t64 = k.sext(t);
            let at = k.iadd(at, t64);
            let parent = k.load::<I32>(par.buf, at);
            let parent64 = k.sext(parent);
            let row64 = k.sext(row.row);
            let base = k.imul(row64, row_pitch);
            let step_pitch = k.imul(self.num_v_heads64, self.wide.vdim);
            let step_pitch = k.imul(step_pitch, self.wide.kdim);
            let col = self.state.single();
            let at = common::row_step_address(k, base, parent64, step_pitch, col.state_row);
            for (i, (&var, &o)) in col.vars.iter().zip(&self.state.offsets64).enumerate() {
                let e = k.iadd(at, o);
                let raw = k.load_any_aligned(inter, e, element_align(i, inter.elem));
                let x = k.widen_to_f32(raw, inter.elem);
                k.set(var, x);
            }
        });
    }

    /// A tuple-mode tree request's token `t` (run `i`-th, `i >= 1`) whose parent is not the
    /// token run before it starts from its parent's state, re-derived ([`TreeHistory`]):
    /// the root's state reloaded as the prologue kept it, then the tuple of every token on
    /// the path from token 0 to the parent applied in order (and, where the instance rounds tree steps, the state
    /// rounded after each, as after the verify's own steps). Those are the operations, in
    /// the order, that gave the parent its state, so the bits are the same.
    fn rederive_parent(&self, k: &mut KernelBuilder, t: Val<I32>, i: Val<I32>) {
        let (Some(par), Some(history)) = (self.p.parents, self.history) else {
            return;
        };
        let on = k.cmp(CmpOp::Ne, par.on, self.zero);
        let later = k.cmp(CmpOp::Gt, i, self.zero);
        let go = k.and(on, later);
        k.if_(go, |k| {
            let parent = k.shared_load::<I32>(history.parents, t);
            let one = k.i32(1);
            let before = k.ibin(IntBinOp::Sub, i, one);
            let just_run = k.shared_load::<I32>(history.order, before);
            let jump = k.cmp(CmpOp::Ne, parent, just_run);
            k.if_(jump, |k| {
                // The columns' `u` of the steps run so far (the jump is the work-group's).
                k.barrier();
                self.reload_root(k, history);
                let path = k.shared_load::<I32>(history.ancestors, parent);
                let end = k.iadd(parent, one);
                k.for_range("ancestor", self.zero, end, |k, j| {
                    let bit = k.ibin(IntBinOp::Shr, path, j);
                    let bit = k.ibin(IntBinOp::And, bit, one);
                    let on_path = k.cmp(CmpOp::Ne, bit, self.zero);
                    k.if_(on_path, |k| self.apply_history(k, history, j));
                });
            });
        });
    }

    /// The request's start state again, as the prologue kept it ([`TreeHistory::root`]).
    fn reload_root(&self, k: &mut KernelBuilder, history: TreeHistory) {
        let lanes = k.i32(self.cfg.tile.lanes(self.cfg.arch) as i32);
        for (e, &var) in self.state.single().vars.iter().enumerate() {
            let e = k.i32(e as i32);
            let at = k.imul(e, lanes);
            let at = k.iadd(at, self.layout.lane);
            let h = k.shared_load::<F32>(history.root, at);
            k.set(var, h);
        }
    }

    /// The block's token run `i`-th: a tree request's tokens run in depth-first order
    /// ([`TreeHistory::order`]), every other request's in position order.
    fn tree_token(&self, k: &mut KernelBuilder, i: Val<I32>) -> Val<I32> {
        let (Some(par), Some(history)) = (self.p.parents, self.history) else {
            return i;
        };
        let on = k.cmp(CmpOp::Ne, par.on, self.zero);
        let t = k.shared_load::<I32>(history.order, i);
        k.select(on, t, i)
    }

    /// Apply token `j`'s tuple from the history: its staged `k` and decay, the column's `u`.
    fn apply_history(&self, k: &mut KernelBuilder, history: TreeHistory, j: Val<I32>) {
        let (gate, st) = (self.cfg.gate, &self.staging);
        st.apply_tuple(k, gate, &self.state, history.u, j);
        self.round_tree_step(k);
    }

    /// A tuple-mode tree request's step `t` done: the column's `u` goes to the history, and
    /// where the instance rounds tree steps the carried state is rounded to the pool dtype.
    fn record_tree_step(&self, k: &mut KernelBuilder, t: Val<I32>, u: Val<F32>) {
        let (Some(par), Some(history)) = (self.p.parents, self.history) else {
            return;
        };
        let on = k.cmp(CmpOp::Ne, par.on, self.zero);
        k.if_(on, |k| {
            let first_lane = k.cmp(CmpOp::Eq, self.layout.lane_in_column, self.zero);
            k.if_(first_lane, |k| {
                let at = k.imul(t, self.staging.bv);
                let at = k.iadd(at, self.layout.column_in_tile);
                k.shared_store(history.u, at, u);
            });
            self.round_tree_step(k);
        });
    }

    /// Round the carried state to the pool dtype and back (no `+ 0.0`: the triton-sm90
    /// snapshot tree's read-back of a parent), where the instance rounds tree steps.
    fn round_tree_step(&self, k: &mut KernelBuilder) {
        if !self.cfg.rounds_tree_steps() {
            return;
        }
        let elem = self.p.pool.elem;
        for &var in &self.state.single().vars {
            let h = k.get(var);
            let stored = k.round_to(h, elem);
            let x = k.widen_to_f32(stored, elem);
            k.set(var, x);
        }
    }

    /// Store step `t`'s outputs of the lane's column `col` (token `tok64`): `o` from the
    /// column's first lane, and the mode's: the state to `inter`, or `u` to `ring_u` from
    /// the column's first lane.
    fn store_step(
        &self,
        k: &mut KernelBuilder,
        col: &StateColumn,
        t: Val<I32>,
        inputs: &StepInputs,
        x: StepValues,
    ) {
        let wide = &self.wide;
        let first_lane = k.cmp(CmpOp::Eq, self.layout.lane_in_column, self.zero);
        if let Some(o) = x.o {
            self.store_o(k, col, inputs.tok64, first_lane, o);
        }
        match self.request.outputs {
            Outputs::Decode => {}
            Outputs::Snapshot {
                row,
                inter,
                row_pitch,
            } => {
                let to = RowAddress {
                    row_pitch,
                    step_dims: &[self.num_v_heads64, wide.vdim, wide.kdim],
                    offset: col.state_row,
                };
                let offsets = &self.state.offsets64;
                row.store(k, (t, inputs.t64), None, to, |k, at| {
                    common::store_state_elements(k, inter, at, offsets, &x.h, |_, h| h);
                });
            }
            Outputs::Tuple {
                row,
                ring_u,
                u_pitch,
                ..
            } => {
                let to = RowAddress {
                    row_pitch: u_pitch,
                    step_dims: &[self.num_v_heads64, wide.vdim],
                    offset: self.state.head_rows,
                };
                row.store(k, (t, inputs.t64), Some(first_lane), to, |k, at| {
                    let at = k.iadd(at, col.column);
                    k.store(ring_u, at, x.u);
                });
            }
        }
    }

    /// Token `tok64`'s output of column `col` (`lagged_output`: apart from its step).
    fn store_output(&self, k: &mut KernelBuilder, col: &StateColumn, tok64: Val<I64>, o: Val<F32>) {
        let first_lane = k.cmp(CmpOp::Eq, self.layout.lane_in_column, self.zero);
        self.store_o(k, col, tok64, first_lane, o);
    }

    /// `o[tok, hv, column]`, by the column's first lane.
    fn store_o(
        &self,
        k: &mut KernelBuilder,
        col: &StateColumn,
        tok64: Val<I64>,
        first_lane: Val<Bool>,
        o: Val<F32>,
    ) {
        let o_pitch = k.imul(self.num_v_heads64, self.wide.vdim);
        let o_at = k.imul(tok64, o_pitch);
        let o_at = k.iadd(o_at, self.state.head_rows);
        let o_at = k.iadd(o_at, col.column);
        k.if_(first_lane, |k| k.store_f32(self.p.o, o_at, o));
    }

    /// Decode: the state back to its pool slot (not for a padding request).
    fn store_state(&self, k: &mut KernelBuilder) {
        let state = &self.state;
        k.if_(self.request.h0_ok, |k| {
            for col in &state.columns {
                let (base, offsets) = (col.slot_base, &state.offsets64);
                common::store_state(k, self.p.pool, base, &col.vars, offsets);
            }
        });
    }
}
