//! The snapshot path's commit: `gdn_commit_scatter` copies the snapshot of the accepted
//! step (and of the track step) to the pool, `conv_window_scatter` does the same for the
//! conv windows. All layers in one launch; two index sets per request — set 0 the accepted
//! state, set 1 the tracked one — as grid rows `y` and `y + num_requests`.
//!
//! Validity is `gdn_replay`'s, from the same function (`diagnostics::commit_check`), so both
//! commit paths write the same slots: a request is committed when its step is in
//! `[0, num_steps)`, its slot in `[0, num_slots)`, its row in `[0, num_rows)` and, if it has
//! a track copy (track step `>= 0`), the track slot is in range and the track step at most
//! the accepted one. A request that fails is skipped whole, both its copies, and memory
//! stays untouched.

use crate::dsl::{Buf, KernelBuilder, Val, I32};
use crate::ir::{Axis, GridTerm, Kernel, Scalar};
use crate::kernels::diagnostics::{self, Diagnostics};
use crate::kernels::params::{self, Declared, Dtypes};
use crate::kernels::{K_DIM, V_DIM};
use crate::target::Arch;
use crate::vocab::Family;

/// Elements each lane copies per work-group in `gdn_commit_scatter`.
const COPY_PER_LANE: u32 = 8;
pub use crate::vocab::CONV_KC;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ScatterConfig {
    pub dtype: Scalar,
    pub arch: Arch,
    pub warps: u32,
}

pub fn commit_name(cfg: &ScatterConfig) -> String {
    format!(
        "gdn_commit_scatter_pool_{}_w{}",
        cfg.dtype.name(),
        cfg.warps
    )
}

pub fn conv_name(cfg: &ScatterConfig) -> String {
    format!("conv_window_scatter_{}_w{}", cfg.dtype.name(), cfg.warps)
}

/// Index arrays and the per-set (slot, row, step, valid) of this work-group's request.
struct Request {
    slot: Val<I32>,
    row: Val<I32>,
    step: Val<I32>,
}

/// Pick this work-group's request and index set, and return it with whether the set is
/// copied and the request's commit check (`kernels::diagnostics::commit_check`, the rule
/// replay follows too: a request with any flag is skipped whole, its track copy included).
fn request(
    k: &mut KernelBuilder,
    num_requests: Val<I32>,
    num_slots: Val<I32>,
    num_rows: Val<I32>,
    num_steps: Val<I32>,
    idx: [Buf; 5],
) -> (Request, Val<crate::dsl::Bool>, diagnostics::CommitCheck) {
    let [slots, rows, steps, track_slots, track_steps] = idx;
    let y = k.group_id(Axis::Y);
    let set = k.idiv(y, num_requests);
    let n = k.irem(y, num_requests);
    let n64 = k.sext(n);
    let zero = k.i32(0);
    let is_track = k.cmp(crate::ir::CmpOp::Ne, set, zero);
    let slot0 = k.load::<I32>(slots, n64);
    let slot1 = k.load::<I32>(track_slots, n64);
    let step0 = k.load::<I32>(steps, n64);
    let step1 = k.load::<I32>(track_steps, n64);
    let row = k.load::<I32>(rows, n64);
    let slot = k.select(is_track, slot1, slot0);
    let step = k.select(is_track, step1, step0);
    let indices = diagnostics::CommitIndices {
        slot: slot0,
        row,
        step: step0,
        track_slot: slot1,
        track_step: step1,
    };
    let check = diagnostics::commit_check(k, &indices, num_slots, num_rows, num_steps);
    // The accepted set of a committed request always; its track set when it has one.
    let not_track = k.not(is_track);
    let set_ok = k.or(not_track, check.tracked);
    let ok = k.and(check.valid, set_ok);
    (Request { slot, row, step }, ok, check)
}

/// The per-request index arrays, in the order `request` takes them.
fn index_buffers(p: &Declared) -> Result<[Buf; 5], String> {
    Ok([
        p.buf("slot_indices")?,
        p.buf("row_indices")?,
        p.buf("step_indices")?,
        p.buf("track_slots")?,
        p.buf("track_steps")?,
    ])
}

/// `pool[l, slot] = inter[l, row, step]` (one `[HV, V, K]` state) per valid set.
pub fn build_commit(cfg: &ScatterConfig) -> Result<Kernel, String> {
    let lanes = cfg.warps * cfg.arch.warp_size();
    let per_group = lanes * COPY_PER_LANE;
    let head = K_DIM * V_DIM;
    if !head.is_multiple_of(per_group) {
        return Err(format!(
            "{lanes} lanes x {COPY_PER_LANE} do not divide a {head}-element head"
        ));
    }
    let mut b = KernelBuilder::new(commit_name(cfg), lanes);
    let k = &mut b;
    let p = params::declare(k, Family::GdnCommitScatter, None, Dtypes::state(cfg.dtype))?;
    let pool = p.buf("pool")?;
    let inter = p.buf("inter")?;
    let idx = index_buffers(&p)?;
    let num_layers = p.i32("num_layers")?;
    let num_requests = p.i32("num_requests")?;
    let num_slots = p.i32("num_slots")?;
    let num_rows = p.i32("num_rows")?;
    let num_steps = p.i32("num_steps")?;
    let num_v_heads = p.i32("num_v_heads")?;
    let pool_layer_pitch = p.i64("pool_layer_pitch")?;
    let pool_slot_pitch = p.i64("pool_slot_pitch")?;
    let inter_layer_pitch = p.i64("inter_layer_pitch")?;
    let inter_row_pitch = p.i64("inter_row_pitch")?;
    let x_terms = vec![GridTerm::Const(head / per_group), k.grid_param(num_v_heads)];
    k.grid(Axis::X, x_terms);
    let y_terms = vec![GridTerm::Const(2), k.grid_param(num_requests)];
    k.grid(Axis::Y, y_terms);
    let z_terms = vec![k.grid_param(num_layers)];
    k.grid(Axis::Z, z_terms);
    let diag = Diagnostics::declared(&p)?;
    let (req, ok, check) = request(k, num_requests, num_slots, num_rows, num_steps, idx);
    let copy = |k: &mut KernelBuilder| {
        let layer = k.group_id(Axis::Z);
        let l64 = k.sext(layer);
        let gx = k.group_id(Axis::X);
        let gx64 = k.sext(gx);
        let per = k.i64(i64::from(per_group));
        let chunk = k.imul(gx64, per);
        let lane = k.local_id();
        let lane64 = k.sext(lane);
        let four = k.i64(4);
        let lane_run = k.imul(lane64, four);
        let chunk = k.iadd(chunk, lane_run);
        let slot64 = k.sext(req.slot);
        let dst = k.imul(l64, pool_layer_pitch);
        let s = k.imul(slot64, pool_slot_pitch);
        let dst = k.iadd(dst, s);
        let dst = k.iadd(dst, chunk);
        let row64 = k.sext(req.row);
        let step64 = k.sext(req.step);
        let src = k.imul(l64, inter_layer_pitch);
        let r = k.imul(row64, inter_row_pitch);
        let src = k.iadd(src, r);
        let hv64 = k.sext(num_v_heads);
        let state = k.i64(i64::from(head));
        let step_pitch = k.imul(hv64, state);
        let s = k.imul(step64, step_pitch);
        let src = k.iadd(src, s);
        let src = k.iadd(src, chunk);
        // Each lane copies runs of 4 consecutive elements (one 16- or 8-byte access each);
        // the lanes of a work-group cover `lanes * 4` contiguous elements per run.
        let align = super::common::chunk_align(cfg.dtype);
        // All loads first: the pool and the snapshots may alias as far as LLVM knows, so a
        // store between two loads would keep them from merging.
        let mut copies = Vec::new();
        for run in 0..COPY_PER_LANE / 4 {
            for e in 0..4 {
                let o = k.i64(i64::from(run * lanes * 4 + e));
                let from = k.iadd(src, o);
                let to = k.iadd(dst, o);
                let a = if e == 0 { align } else { 0 };
                copies.push((k.load_any_aligned(inter, from, a), to, a));
            }
        }
        for (x, to, a) in copies {
            k.store_any_aligned(pool, to, x, a);
        }
    };
    let skipped = |k: &mut KernelBuilder| diag.record(k, &check.flags);
    k.if_else(ok, copy, skipped);
    b.finish().map_err(|e| e.to_string())
}

/// `conv[l, slot, c, 0..Kc-1] = windows[l, row, c, step .. step+Kc-1]` per valid set.
pub fn build_conv(cfg: &ScatterConfig) -> Result<Kernel, String> {
    let lanes = cfg.warps * cfg.arch.warp_size();
    let mut b = KernelBuilder::new(conv_name(cfg), lanes);
    let k = &mut b;
    let p = params::declare(k, Family::ConvWindowScatter, None, Dtypes::state(cfg.dtype))?;
    let conv = p.buf("conv")?;
    let windows = p.buf("windows")?;
    let idx = index_buffers(&p)?;
    let num_layers = p.i32("num_layers")?;
    let num_requests = p.i32("num_requests")?;
    let num_slots = p.i32("num_slots")?;
    let num_rows = p.i32("num_rows")?;
    let num_steps = p.i32("num_steps")?;
    let conv_dim = p.i32("conv_dim")?;
    let conv_layer_pitch = p.i64("conv_layer_pitch")?;
    let conv_slot_pitch = p.i64("conv_slot_pitch")?;
    let win_layer_pitch = p.i64("win_layer_pitch")?;
    let win_row_pitch = p.i64("win_row_pitch")?;
    let win_channel_pitch = p.i64("win_channel_pitch")?;
    let x_terms = vec![k.grid_ceil_div(conv_dim, lanes)];
    k.grid(Axis::X, x_terms);
    let y_terms = vec![GridTerm::Const(2), k.grid_param(num_requests)];
    k.grid(Axis::Y, y_terms);
    let z_terms = vec![k.grid_param(num_layers)];
    k.grid(Axis::Z, z_terms);
    let diag = Diagnostics::declared(&p)?;
    let (req, ok, check) = request(k, num_requests, num_slots, num_rows, num_steps, idx);
    let gx = k.group_id(Axis::X);
    let lanes_c = k.i32(lanes as i32);
    let base = k.imul(gx, lanes_c);
    let lane = k.local_id();
    let channel = k.iadd(base, lane);
    let zero = k.i32(0);
    let in_dim = k.in_range(channel, zero, conv_dim);
    let ok = k.and(ok, in_dim);
    let copy = |k: &mut KernelBuilder| {
        let layer = k.group_id(Axis::Z);
        let l64 = k.sext(layer);
        let c64 = k.sext(channel);
        let slot64 = k.sext(req.slot);
        let dst = k.imul(l64, conv_layer_pitch);
        let s = k.imul(slot64, conv_slot_pitch);
        let dst = k.iadd(dst, s);
        let width = k.i64(i64::from(CONV_KC - 1));
        let c_off = k.imul(c64, width);
        let dst = k.iadd(dst, c_off);
        let row64 = k.sext(req.row);
        let step64 = k.sext(req.step);
        let src = k.imul(l64, win_layer_pitch);
        let r = k.imul(row64, win_row_pitch);
        let src = k.iadd(src, r);
        let c_off = k.imul(c64, win_channel_pitch);
        let src = k.iadd(src, c_off);
        let src = k.iadd(src, step64);
        for j in 0..CONV_KC - 1 {
            let o = k.i64(i64::from(j));
            let from = k.iadd(src, o);
            let to = k.iadd(dst, o);
            let x = k.load_any(windows, from);
            k.store_any(conv, to, x);
        }
    };
    let skipped = |k: &mut KernelBuilder| diag.record(k, &check.flags);
    k.if_else(ok, copy, skipped);
    b.finish().map_err(|e| e.to_string())
}
