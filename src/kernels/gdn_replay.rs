//! `gdn_replay`: rebuild the accepted (and tracked) GDN state from the verify tuples.
//!
//! One launch covers every layer and request. Per request `n`: the pre-verify state is
//! `pool[l, slot[n]]`; the tuples of ring row `row[n]` are applied step by step,
//! `h = fma(k, u, mul_rn(h, decay))` — exactly the two roundings verify performs — and the
//! state is stored at `track_step[n]` (to `pool[l, track_slot[n]]`) and at
//! `accepted_step[n]` (to `pool[l, slot[n]]`) in the same pass. Reading the pre-verify
//! state once means the track store can never see an already advanced state. The tuples
//! are staged through shared memory [`STAGED_STEPS`] steps at a time (one round trip per
//! block, the first one shared with the state's loads; a tree's path nodes are read first).
//!
//! A `tree` instance commits an EAGLE tree: it takes each request's accepted `path`
//! (`[requests, d_alloc]`, the node index of each accepted position from the root), step
//! `s` applies node `path[n][s]`'s tuple, and `accepted_step` and `track_step` count
//! positions along the path. The path must start at node 0 and increase (a parent
//! precedes its children) with every node below `num_steps`; a request whose path does not
//! is skipped (STEP). The triton-sm90 tree instance (bf16 pool) rounds the state to the
//! pool dtype after every step, as that profile's tree verify does; the portable one
//! carries f32. Every instance declares `path` (optional), but only a `tree` instance
//! reads it: reading it cost a chain's replay registers and 8% at N = 25 (PERFORMANCE.md,
//! version 8).
//!
//! A request is skipped, leaving memory untouched, when its accepted step is negative or
//! `>= num_steps`, its slot or row is out of range, or it has a track step (`>= 0`) whose
//! track slot is out of range or which lies beyond the accepted step. A negative track step
//! means "no track store". The rule is `diagnostics::commit_check`, which the scatters use
//! too.
//!
//! Layout (ARCHITECTURE.md §5): pool `[L][slots][HV][V][K]` with layer and slot pitches;
//! `ring_u [L][rows][D_alloc][HV][V]`, `ring_k [L][rows][D_alloc][H][K]`,
//! `ring_decay [L][rows][D_alloc][HV]`, all f32, with layer and row pitches (the step
//! pitch is the dense `HV*V`, `H*K`, `HV`). Value head `hv` uses key head `hv / (HV/H)`.

use crate::dsl::math::Profile;
use crate::dsl::*;
use crate::ir::{Axis, CmpOp, InstHandle, IntBinOp, Kernel, Scalar};
use crate::kernels::common::{self, ColumnLayout, Wide};
use crate::kernels::diagnostics::{self, CommitIndices, Diagnostics};
use crate::kernels::params::{self, Dtypes};
use crate::kernels::{K_DIM, V_DIM};
use crate::target::{Arch, Tile};
use crate::vocab::diagnostics as diag;
pub use crate::vocab::Gate;

/// How a step combines the state with a tuple. `Exact` is the kernel; `ControlFmaOrder`
/// exists only so tests can prove they see a different fusion (`fma(h, decay, k*u)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StepForm {
    Exact,
    ControlFmaOrder,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ReplayConfig {
    /// GDN (`ring_decay` has one decay per value head and step) or KDA (one per channel).
    pub gate: Gate,
    pub pool: Scalar,
    pub arch: Arch,
    pub tile: Tile,
    pub step: StepForm,
    /// Commit an EAGLE tree: replay each request's accepted `path`.
    pub tree: bool,
    /// A tree instance in triton-sm90 (bf16 pool): the state is rounded to the pool dtype
    /// after every step, as that profile's tree verify rounds it. Portable: f32 throughout.
    pub profile: Profile,
}

impl ReplayConfig {
    /// Whether a path's steps round the state to the pool dtype.
    fn rounds_path_steps(&self) -> bool {
        self.tree && self.profile == Profile::TritonSm90 && self.pool != Scalar::F32
    }
}

pub fn name(cfg: &ReplayConfig) -> String {
    let control = match cfg.step {
        StepForm::Exact => "",
        StepForm::ControlFmaOrder => "_control_fma_order",
    };
    let profile = match cfg.profile {
        Profile::Portable => "",
        Profile::TritonSm90 => "_triton_sm90",
    };
    let tree = if cfg.tree { "_tree" } else { "" };
    format!(
        "{}_pool_{}_{}{control}{tree}{profile}",
        cfg.gate.replay().name(),
        cfg.pool.name(),
        cfg.tile.tag()
    )
}

/// Build the replay kernel of `cfg`: the request's indices and validity, then for a valid
/// request the state loaded, every step up to the accepted one applied (the track store on
/// the way) and the state stored to its slot.
pub fn build(cfg: &ReplayConfig) -> Result<Kernel, String> {
    validate(cfg)?;
    let family = cfg.gate.replay();
    let mut b = common::builder(name(cfg), family, cfg.arch, cfg.tile, cfg.pool, false);
    let k = &mut b;
    let p = Params::declare(k, cfg)?;
    let layout = ColumnLayout::new(k, cfg.tile, cfg.arch, p.num_k_heads, p.num_v_heads);
    let request = common::request_id(k, p.num_requests);
    let l_term = k.grid_param(p.num_layers);
    k.grid(Axis::Z, vec![l_term]);
    let layer = k.group_id(Axis::Z);
    let one = k.i32(1);
    let req = load_indices(k, &p, request);
    let mut check = diagnostics::commit_check(k, &req, p.num_slots, p.num_rows, p.num_steps);
    let path = cfg
        .tree
        .then(|| Path::check(k, &p, request, req.step, check.valid));
    let go = match &path {
        Some(path) => {
            check.flags.add(path.broken, diag::STEP);
            k.and(check.valid, path.fine)
        }
        None => check.valid,
    };
    k.if_else(
        go,
        |k| {
            let l64 = k.sext(layer);
            let lane = Lane::load(k, cfg, &p, &layout, l64, req.slot);
            let ring = Ring::locate(k, cfg.gate, &p, &lane, l64, req.row);
            let track = lane.slot_row(k, &p, req.track_slot);
            let end = k.iadd(req.step, one);
            let at = StagedAt {
                cfg,
                p: &p,
                layout: &layout,
                lane: &lane,
                ring: &ring,
                path: path.as_ref(),
            };
            at.steps(k, end, req.track_step, track);
            common::store_state(k, p.pool, lane.home, &lane.vars, &lane.offsets);
        },
        // A skipped request records why (a valid one has nothing to report).
        |k| p.diagnostics.record(k, &check.flags),
    );
    b.finish().map_err(|e| e.to_string())
}

/// A tree instance's request: its accepted path (`path` given; a chain's steps without it).
struct Path {
    on: Val<Bool>,
    /// The request's first path entry (`n * d_alloc`).
    base: Val<I64>,
    /// Whether the request may run as far as its path goes (always for a chain), and
    /// whether a request the commit check passed has a broken path.
    fine: Val<Bool>,
    broken: Val<Bool>,
}

impl Path {
    /// Check request `n`'s path up to position `step` when one is given and the request is
    /// otherwise `valid`: node 0 first, then increasing, every node below `num_steps`.
    fn check(
        k: &mut KernelBuilder,
        p: &Params,
        n: Val<I32>,
        step: Val<I32>,
        valid: Val<Bool>,
    ) -> Path {
        let zero = k.i32(0);
        let one = k.i32(1);
        let on = k.cmp(CmpOp::Ne, p.path_on, zero);
        let n64 = k.sext(n);
        let alloc64 = k.sext(p.num_steps_alloc);
        let base = k.imul(n64, alloc64);
        let t = k.bool(true);
        let fine = k.var("path_fine", t);
        let walk = k.and(on, valid);
        k.if_(walk, |k| {
            let minus = k.i32(-1);
            let prev = k.var("path_prev", minus);
            let end = k.iadd(step, one);
            k.for_range("path", zero, end, |k, s| {
                let s64 = k.sext(s);
                let at = k.iadd(base, s64);
                let node = k.load::<I32>(p.path, at);
                let last = k.get(prev);
                let first = k.cmp(CmpOp::Eq, s, zero);
                let root = k.cmp(CmpOp::Eq, node, zero);
                let after = k.cmp(CmpOp::Gt, node, last);
                let order = k.select(first, root, after);
                let below = k.cmp(CmpOp::Lt, node, p.num_steps);
                let ok = k.and(order, below);
                let sofar = k.get(fine);
                let ok = k.and(sofar, ok);
                k.set(fine, ok);
                k.set(prev, node);
            });
        });
        let fine = k.get(fine);
        let broken = k.not(fine);
        let broken = k.and(valid, broken);
        Path {
            on,
            base,
            fine,
            broken,
        }
    }

    /// The node position `s` applies: `path[n][s]`, or `s` without a path (nothing is read
    /// where `live` does not hold).
    fn node(&self, k: &mut KernelBuilder, p: &Params, s: Val<I32>, live: Val<Bool>) -> Val<I32> {
        let s64 = k.sext(s);
        let at = k.iadd(self.base, s64);
        let read = k.and(self.on, live);
        let node = k.load_masked::<I32>(p.path, at, read);
        k.select(self.on, node, s)
    }

    /// After a path's step, where the instance rounds them: the state to the pool dtype and
    /// back (no `+ 0.0`, as the tree verify's rounding).
    fn round(&self, k: &mut KernelBuilder, cfg: &ReplayConfig, p: &Params, lane: &Lane) {
        if !cfg.rounds_path_steps() {
            return;
        }
        k.if_(self.on, |k| {
            for &var in &lane.vars {
                let h = k.get(var);
                let stored = k.round_to(h, p.pool.elem);
                let x = k.widen_to_f32(stored, p.pool.elem);
                k.set(var, x);
            }
        });
    }
}

/// Reject a tile whose lanes per column do not split K into whole chunks of 4 or whose BV
/// does not divide V, and a triton-sm90 replay that is not a tree's, is off NVIDIA or has
/// an f32 pool (which it would not round).
fn validate(cfg: &ReplayConfig) -> Result<(), String> {
    if cfg.profile == Profile::TritonSm90
        && (!cfg.tree
            || cfg.arch.vendor() != crate::target::Vendor::Nvidia
            || cfg.pool == Scalar::F32)
    {
        return Err(format!(
            "the triton-sm90 replay is a tree replay that rounds each step to a bf16 pool on NVIDIA GPUs; use the portable replay for a {} pool on {}{}",
            cfg.pool.name(),
            cfg.arch,
            if cfg.tree { "" } else { " (or a chain)" }
        ));
    }
    if cfg.tile.cols != 1 {
        return Err(format!(
            "tile {}: the replay gives each lane one column (a tile without `c{}`)",
            cfg.tile, cfg.tile.cols
        ));
    }
    let lanes = cfg.tile.lanes(cfg.arch);
    let lpc = cfg.tile.lpc(cfg.arch);
    if cfg.tile.bv == 0
        || !lanes.is_multiple_of(cfg.tile.bv)
        || !lpc.is_power_of_two()
        || lpc > CHUNKS
    {
        return Err(format!(
            "tile {:?} does not fit K={K_DIM} on {}",
            cfg.tile, cfg.arch
        ));
    }
    if !V_DIM.is_multiple_of(cfg.tile.bv) {
        return Err(format!("BV={} does not divide V={V_DIM}", cfg.tile.bv));
    }
    Ok(())
}

/// Chunks of 4 consecutive k in a state row.
const CHUNKS: u32 = K_DIM / 4;

/// The kernel's parameters (`crate::vocab::signature::GDN_REPLAY`).
struct Params {
    pool: Buf,
    ring_u: Buf,
    ring_k: Buf,
    ring_decay: Buf,
    slot_indices: Buf,
    row_indices: Buf,
    accepted_steps: Buf,
    track_slots: Buf,
    track_steps: Buf,
    /// An EAGLE tree's accepted paths (`path_on` when given).
    path: Buf,
    path_on: Val<I32>,
    num_steps_alloc: Val<I32>,
    num_layers: Val<I32>,
    num_requests: Val<I32>,
    num_slots: Val<I32>,
    num_rows: Val<I32>,
    num_steps: Val<I32>,
    num_k_heads: Val<I32>,
    num_v_heads: Val<I32>,
    pool_layer_pitch: Val<I64>,
    pool_slot_pitch: Val<I64>,
    u_layer_pitch: Val<I64>,
    u_row_pitch: Val<I64>,
    k_layer_pitch: Val<I64>,
    k_row_pitch: Val<I64>,
    decay_layer_pitch: Val<I64>,
    decay_row_pitch: Val<I64>,
    diagnostics: Diagnostics,
}

impl Params {
    /// Declare the parameters in launch order.
    fn declare(k: &mut KernelBuilder, cfg: &ReplayConfig) -> Result<Params, String> {
        let p = params::declare(k, cfg.gate.replay(), None, Dtypes::state(cfg.pool))?;
        Ok(Params {
            pool: p.buf("pool")?,
            ring_u: p.buf("ring_u")?,
            ring_k: p.buf("ring_k")?,
            ring_decay: p.buf("ring_decay")?,
            slot_indices: p.buf("slot_indices")?,
            row_indices: p.buf("row_indices")?,
            accepted_steps: p.buf("accepted_steps")?,
            track_slots: p.buf("track_slots")?,
            track_steps: p.buf("track_steps")?,
            path: p.buf("path")?,
            path_on: p.i32("path_on")?,
            num_steps_alloc: p.i32("num_steps_alloc")?,
            num_layers: p.i32("num_layers")?,
            num_requests: p.i32("num_requests")?,
            num_slots: p.i32("num_slots")?,
            num_rows: p.i32("num_rows")?,
            num_steps: p.i32("num_steps")?,
            num_k_heads: p.i32("num_k_heads")?,
            num_v_heads: p.i32("num_v_heads")?,
            pool_layer_pitch: p.i64("pool_layer_pitch")?,
            pool_slot_pitch: p.i64("pool_slot_pitch")?,
            u_layer_pitch: p.i64("u_layer_pitch")?,
            u_row_pitch: p.i64("u_row_pitch")?,
            k_layer_pitch: p.i64("k_layer_pitch")?,
            k_row_pitch: p.i64("k_row_pitch")?,
            decay_layer_pitch: p.i64("decay_layer_pitch")?,
            decay_row_pitch: p.i64("decay_row_pitch")?,
            diagnostics: Diagnostics::declared(&p)?,
        })
    }
}

/// Request `request`'s indices: its slot, ring row, accepted step and track store (the
/// state after `track_step` goes to `track_slot`; a negative track step: none).
fn load_indices(k: &mut KernelBuilder, p: &Params, request: Val<I32>) -> CommitIndices {
    let n64 = k.sext(request);
    CommitIndices {
        slot: k.load::<I32>(p.slot_indices, n64),
        row: k.load::<I32>(p.row_indices, n64),
        step: k.load::<I32>(p.accepted_steps, n64),
        track_slot: k.load::<I32>(p.track_slots, n64),
        track_step: k.load::<I32>(p.track_steps, n64),
    }
}

/// This lane's place in the pool and the state elements it owns (chunks j, j+LPC, ... of
/// 4 consecutive k of row `(hv, v)`), in registers.
struct Lane {
    wide: Wide,
    /// The first row of this lane's value head in `[HV, V]`.
    head_rows: Val<I64>,
    /// This lane's state row within one `[HV, V, K]` state: `(hv*V + v)*K`.
    state_row: Val<I64>,
    /// The layer's first element in the pool.
    pool_layer: Val<I64>,
    /// The state row in the request's own slot.
    home: Val<I64>,
    /// The elements' k offsets within the row.
    offsets: Vec<Val<I64>>,
    vars: Vec<VarRef<F32>>,
    /// The state's elements as loaded, until [`Lane::read`].
    pending: Vec<InstHandle>,
    plus_zero: Val<F32>,
}

impl Lane {
    /// Locate this lane's state row of layer `l64` and issue the loads of the state of
    /// `slot`; [`Lane::read`] turns them into the state.
    fn load(
        k: &mut KernelBuilder,
        cfg: &ReplayConfig,
        p: &Params,
        layout: &ColumnLayout,
        l64: Val<I64>,
        slot: Val<I32>,
    ) -> Lane {
        let lpc = cfg.tile.lpc(cfg.arch);
        let wide = layout.wide(k);
        let (head_rows, state_row) = wide.state_row(k);
        let pool_layer = k.imul(l64, p.pool_layer_pitch);
        let home = slot_row(k, p, pool_layer, state_row, slot);
        let lane64 = k.sext(layout.lane_in_column);
        let four = k.i64(4);
        let first_k = k.imul(lane64, four);
        let offsets: Vec<Val<I64>> = element_offsets(lpc)
            .map(|o| {
                let o = k.i64(i64::from(o));
                k.iadd(first_k, o)
            })
            .collect();
        let plus_zero = k.f32(0.0);
        let mut pending = Vec::new();
        let vars = offsets
            .iter()
            .enumerate()
            .map(|(i, &o)| {
                pending.push(common::load_state_raw(k, p.pool, home, o, i));
                k.var(&format!("h{i}"), plus_zero)
            })
            .collect();
        Lane {
            wide,
            head_rows,
            state_row,
            pool_layer,
            home,
            offsets,
            vars,
            pending,
            plus_zero,
        }
    }

    /// The loaded state: each element widened to f32 and `+ 0.0` (as
    /// [`common::load_state_element`]), once the loads issued after it are on their way.
    fn read(&self, k: &mut KernelBuilder, p: &Params) {
        for (&var, &raw) in self.vars.iter().zip(&self.pending) {
            let x = common::state_value(k, raw, p.pool.elem, Some(self.plus_zero));
            k.set(var, x);
        }
    }

    /// This lane's state row in pool slot `slot` of the layer.
    fn slot_row(&self, k: &mut KernelBuilder, p: &Params, slot: Val<I32>) -> Val<I64> {
        slot_row(k, p, self.pool_layer, self.state_row, slot)
    }
}

/// The k offsets of a lane's state elements from its first k (`4 * lane_in_column`): chunks
/// 0, LPC, 2·LPC, ... of 4 consecutive k.
fn element_offsets(lpc: u32) -> impl Iterator<Item = u32> {
    (0..CHUNKS / lpc).flat_map(move |c| (0..4).map(move |e| c * lpc * 4 + e))
}

/// `pool_layer + slot * pool_slot_pitch + state_row`: a state row in pool slot `slot`.
fn slot_row(
    k: &mut KernelBuilder,
    p: &Params,
    pool_layer: Val<I64>,
    state_row: Val<I64>,
    slot: Val<I32>,
) -> Val<I64> {
    let s64 = k.sext(slot);
    let o = k.imul(s64, p.pool_slot_pitch);
    let o = k.iadd(pool_layer, o);
    k.iadd(o, state_row)
}

/// Where this lane's tuples lie in the rings: per ring the (layer, row) base and the step
/// pitch (`HV*V`, `H*K`, `HV`), and the offsets within a step of the key head's `k` and the
/// value head's decays (the tile's `u` are [`StagedAt::steps`]'s).
struct Ring {
    u_base: Val<I64>,
    k_base: Val<I64>,
    decay_base: Val<I64>,
    u_step_pitch: Val<I64>,
    k_step_pitch: Val<I64>,
    decay_step_pitch: Val<I64>,
    k_offset: Val<I64>,
    /// The lane's value head's first decay within a step: `hv` (GDN) or `hv*K` (KDA).
    decay_offset: Val<I64>,
}

impl Ring {
    /// Locate ring row `row` of layer `l64` for this lane.
    fn locate(
        k: &mut KernelBuilder,
        gate: Gate,
        p: &Params,
        lane: &Lane,
        l64: Val<I64>,
        row: Val<I32>,
    ) -> Ring {
        let row64 = k.sext(row);
        let mut row_base = |layer_pitch, row_pitch| {
            let l = k.imul(l64, layer_pitch);
            let r = k.imul(row64, row_pitch);
            k.iadd(l, r)
        };
        let u_base = row_base(p.u_layer_pitch, p.u_row_pitch);
        let k_base = row_base(p.k_layer_pitch, p.k_row_pitch);
        let decay_base = row_base(p.decay_layer_pitch, p.decay_row_pitch);
        let wide = &lane.wide;
        let num_v_heads64 = k.sext(p.num_v_heads);
        let num_k_heads64 = k.sext(p.num_k_heads);
        let u_step_pitch = k.imul(num_v_heads64, wide.vdim);
        let k_step_pitch = k.imul(num_k_heads64, wide.kdim);
        let k_offset = k.imul(wide.hk, wide.kdim);
        let (decay_step_pitch, decay_offset) = match gate {
            Gate::Head => (num_v_heads64, wide.hv),
            Gate::Channel => (k.imul(num_v_heads64, wide.kdim), k.imul(wide.hv, wide.kdim)),
        };
        Ring {
            u_base,
            k_base,
            decay_base,
            u_step_pitch,
            k_step_pitch,
            decay_step_pitch,
            k_offset,
            decay_offset,
        }
    }
}

/// Steps a replay stages per block: the block's tuples are loaded in one round trip to
/// memory (two for a tree: its path's nodes first; every lane its share,
/// `common::issue_steps`) and its steps read them from shared memory, where each step
/// read them from memory before (one dependent round trip per step: at D = 16 the chain's
/// replay ran at 69-81% of copy bandwidth, 97% after with an f32 pool, PERFORMANCE.md
/// version 10; 86-89% with version 21's per-shape draws of accepted steps). 16 steps a
/// block doubled the shared memory and KDA's registers and was slower (version 21).
pub const STAGED_STEPS: u32 = 8;

/// What a replay's staged steps read.
struct StagedAt<'a> {
    cfg: &'a ReplayConfig,
    p: &'a Params,
    layout: &'a ColumnLayout,
    lane: &'a Lane,
    ring: &'a Ring,
    /// A tree's accepted path: position `s` applies node `path[n][s]`.
    path: Option<&'a Path>,
}

impl StagedAt<'_> {
    /// Apply steps `0 .. end`, [`STAGED_STEPS`] at a time, storing the state after step
    /// `track_step` to `track`. The first block is staged before the deferred state load is
    /// read, so the state and the first tuples share one round trip.
    fn steps(&self, k: &mut KernelBuilder, end: Val<I32>, track_step: Val<I32>, track: Val<I64>) {
        let (cfg, p, layout, lane, ring) = (self.cfg, self.p, self.layout, self.lane, self.ring);
        let node = self
            .path
            .map(|path| move |k: &mut KernelBuilder, s, live| path.node(k, p, s, live));
        let step_at: common::StepAt = node.as_ref().map(|f| f as _);
        let bv = cfg.tile.bv;
        let staged = common::StagedTuples {
            k_s: k.shared_array("kn", Scalar::F32, STAGED_STEPS * K_DIM),
            decay_s: k.shared_array("decay", Scalar::F32, STAGED_STEPS * cfg.gate.width()),
            u_s: k.shared_array("u", Scalar::F32, STAGED_STEPS * bv),
            bv: k.i32(bv as i32),
            per_channel: cfg.gate == Gate::Channel,
        };
        // The tile's `u` are staged together, from the work-group's first column.
        let tile0 = k.ibin(IntBinOp::Sub, layout.column, layout.column_in_tile);
        let tile0 = k.sext(tile0);
        let u_tile = k.iadd(lane.head_rows, tile0);
        let rings = [
            common::StagedRing {
                dst: staged.k_s,
                src: p.ring_k,
                base: ring.k_base,
                pitch: ring.k_step_pitch,
                offset: ring.k_offset,
                len: K_DIM,
            },
            common::StagedRing {
                dst: staged.u_s,
                src: p.ring_u,
                base: ring.u_base,
                pitch: ring.u_step_pitch,
                offset: u_tile,
                len: bv,
            },
            common::StagedRing {
                dst: staged.decay_s,
                src: p.ring_decay,
                base: ring.decay_base,
                pitch: ring.decay_step_pitch,
                offset: ring.decay_offset,
                len: cfg.gate.width(),
            },
        ];
        // The elements' k offsets within a staged step (`Lane::offsets`, as i32).
        let four = k.i32(4);
        let first_k = k.imul(layout.lane_in_column, four);
        let offsets: Vec<Val<I32>> = element_offsets(cfg.tile.lpc(cfg.arch))
            .map(|o| {
                let o = k.i32(o as i32);
                k.iadd(first_k, o)
            })
            .collect();
        let lanes = cfg.tile.lanes(cfg.arch);
        let zero = k.i32(0);
        let tb = k.i32(STAGED_STEPS as i32);
        let blocks = common::blocks_of(k, end, tb, STAGED_STEPS);
        let first_block = k.ibin(IntBinOp::Min, end, tb);
        // Stage positions `tb0 .. tb0 + in_block` of the chain.
        let stage = |k: &mut KernelBuilder, tb0, in_block| {
            let (block, lane) = (STAGED_STEPS, layout.lane);
            let loads =
                common::issue_steps(k, lanes, lane, block, &rings, tb0, in_block, step_at, None);
            common::publish_steps(k, &loads, None);
        };
        stage(k, zero, first_block);
        lane.read(k, p);
        let control = cfg.step == StepForm::ControlFmaOrder;
        k.for_range("block", zero, blocks, |k, blk| {
            let tb0 = k.imul(blk, tb);
            let left = k.ibin(IntBinOp::Sub, end, tb0);
            let in_block = k.ibin(IntBinOp::Min, left, tb);
            let later = k.cmp(CmpOp::Gt, blk, zero);
            k.if_(later, |k| stage(k, tb0, in_block));
            k.for_range("step", zero, in_block, |k, tt| {
                let column = layout.column_in_tile;
                common::apply_staged_tuple(k, staged, &lane.vars, &offsets, column, tt, control);
                if let Some(path) = self.path {
                    path.round(k, cfg, p, lane);
                }
                let s = k.iadd(tb0, tt);
                let at_track = k.cmp(CmpOp::Eq, s, track_step);
                k.if_(at_track, |k| {
                    common::store_state(k, p.pool, track, &lane.vars, &lane.offsets);
                });
            });
            k.barrier();
        });
    }
}
