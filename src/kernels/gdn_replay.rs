//! `gdn_replay`: rebuild the accepted (and tracked) GDN state from the verify tuples.
//!
//! One launch covers every layer and request. Per request `n`: the pre-verify state is
//! `pool[l, slot[n]]`; the tuples of ring row `row[n]` are applied step by step,
//! `h = fma(k, u, mul_rn(h, decay))` — exactly the two roundings verify performs — and the
//! state is stored at `track_step[n]` (to `pool[l, track_slot[n]]`) and at
//! `accepted_step[n]` (to `pool[l, slot[n]]`) in the same pass. Reading the pre-verify
//! state once means the track store can never see an already advanced state.
//!
//! A request is skipped, leaving memory untouched, when its accepted step is negative or
//! `>= num_steps`, its slot or row is out of range, or it has a track step (`>= 0`) whose
//! track slot is out of range or which lies beyond the accepted step. A negative track step
//! means "no track store".
//!
//! Layout (DESIGN §5): pool `[L][slots][HV][V][K]` with layer and slot pitches;
//! `ring_u [L][rows][D_alloc][HV][V]`, `ring_k [L][rows][D_alloc][H][K]`,
//! `ring_decay [L][rows][D_alloc][HV]`, all f32, with layer and row pitches (the step
//! pitch is the dense `HV*V`, `H*K`, `HV`). Value head `hv` uses key head `hv / (HV/H)`.

use crate::dsl::*;
use crate::ir::{Access, Axis, CmpOp, Kernel, Scalar};
use crate::kernels::gdn_verify::chunk_align;
use crate::kernels::{ColumnLayout, K_DIM, V_DIM};
use crate::target::{Arch, Tile};

/// How a step combines the state with a tuple. `Exact` is the kernel; `ControlFmaOrder`
/// exists only so tests can prove they see a different fusion (`fma(h, decay, k*u)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StepForm {
    Exact,
    ControlFmaOrder,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ReplayConfig {
    pub pool: Scalar,
    pub arch: Arch,
    pub tile: Tile,
    pub step: StepForm,
}

/// Parameter names in launch order (the kernel declares them in this order).
pub const PARAMS: &[&str] = &[
    "pool",
    "ring_u",
    "ring_k",
    "ring_decay",
    "slot_indices",
    "row_indices",
    "accepted_steps",
    "track_slots",
    "track_steps",
    "num_layers",
    "num_requests",
    "num_slots",
    "num_rows",
    "num_steps",
    "num_k_heads",
    "num_v_heads",
    "pool_layer_pitch",
    "pool_slot_pitch",
    "u_layer_pitch",
    "u_row_pitch",
    "k_layer_pitch",
    "k_row_pitch",
    "decay_layer_pitch",
    "decay_row_pitch",
];

pub fn name(cfg: &ReplayConfig) -> String {
    let control = match cfg.step {
        StepForm::Exact => "",
        StepForm::ControlFmaOrder => "_control_fma_order",
    };
    format!(
        "gdn_replay_pool_{}_{}{control}",
        cfg.pool.name(),
        cfg.tile.tag()
    )
}

pub fn build(cfg: &ReplayConfig) -> Result<Kernel, String> {
    let lanes = cfg.tile.lanes(cfg.arch);
    let lpc = cfg.tile.lpc(cfg.arch);
    let chunks = K_DIM / 4;
    if cfg.tile.bv == 0
        || !lanes.is_multiple_of(cfg.tile.bv)
        || !lpc.is_power_of_two()
        || lpc > chunks
    {
        return Err(format!(
            "tile {:?} does not fit K={K_DIM} on {}",
            cfg.tile, cfg.arch
        ));
    }
    if !V_DIM.is_multiple_of(cfg.tile.bv) {
        return Err(format!("BV={} does not divide V={V_DIM}", cfg.tile.bv));
    }
    let mut b = KernelBuilder::new(name(cfg), lanes);
    b.set_max_registers(crate::target::register_cap(
        crate::target::Family::GdnReplay,
        cfg.arch,
        cfg.tile,
        cfg.pool,
    ));
    let k = &mut b;

    let pool = k.buffer("pool", cfg.pool, Access::ReadWrite);
    let ring_u = k.buffer("ring_u", Scalar::F32, Access::Read);
    let ring_k = k.buffer("ring_k", Scalar::F32, Access::Read);
    let ring_decay = k.buffer("ring_decay", Scalar::F32, Access::Read);
    let slot_indices = k.buffer("slot_indices", Scalar::I32, Access::Read);
    let row_indices = k.buffer("row_indices", Scalar::I32, Access::Read);
    let accepted_steps = k.buffer("accepted_steps", Scalar::I32, Access::Read);
    let track_slots = k.buffer("track_slots", Scalar::I32, Access::Read);
    let track_steps = k.buffer("track_steps", Scalar::I32, Access::Read);
    let num_layers = k.scalar::<I32>("num_layers");
    let num_requests = k.scalar::<I32>("num_requests");
    let num_slots = k.scalar::<I32>("num_slots");
    let num_rows = k.scalar::<I32>("num_rows");
    let num_steps = k.scalar::<I32>("num_steps");
    let num_k_heads = k.scalar::<I32>("num_k_heads");
    let num_v_heads = k.scalar::<I32>("num_v_heads");
    let pool_layer_pitch = k.scalar::<I64>("pool_layer_pitch");
    let pool_slot_pitch = k.scalar::<I64>("pool_slot_pitch");
    let u_layer_pitch = k.scalar::<I64>("u_layer_pitch");
    let u_row_pitch = k.scalar::<I64>("u_row_pitch");
    let k_layer_pitch = k.scalar::<I64>("k_layer_pitch");
    let k_row_pitch = k.scalar::<I64>("k_row_pitch");
    let decay_layer_pitch = k.scalar::<I64>("decay_layer_pitch");
    let decay_row_pitch = k.scalar::<I64>("decay_row_pitch");

    let layout = ColumnLayout::new(k, cfg.tile, cfg.arch, num_k_heads, num_v_heads);
    let n_term = k.grid_param(num_requests);
    let l_term = k.grid_param(num_layers);
    k.grid(Axis::Y, vec![n_term]);
    k.grid(Axis::Z, vec![l_term]);

    // Which (layer, request, value head, column, chunks) this lane owns.
    let request = k.group_id(Axis::Y);
    let layer = k.group_id(Axis::Z);
    let ColumnLayout {
        hv,
        hk,
        lane_in_column,
        column: v,
        ..
    } = layout;
    let one = k.i32(1);

    // Per-request indices and validity.
    let n64 = k.sext(request);
    let slot = k.load::<I32>(slot_indices, n64);
    let row = k.load::<I32>(row_indices, n64);
    let step = k.load::<I32>(accepted_steps, n64);
    let track_slot = k.load::<I32>(track_slots, n64);
    let track_step = k.load::<I32>(track_steps, n64);
    let zero = k.i32(0);
    let step_ok = k.in_range(step, zero, num_steps);
    let slot_ok = k.in_range(slot, zero, num_slots);
    let row_ok = k.in_range(row, zero, num_rows);
    let no_track = k.cmp(CmpOp::Lt, track_step, zero);
    let track_slot_ok = k.in_range(track_slot, zero, num_slots);
    let track_before = k.cmp(CmpOp::Le, track_step, step);
    let track_ok = k.and(track_slot_ok, track_before);
    let track_ok = k.or(no_track, track_ok);
    let valid = k.and(step_ok, slot_ok);
    let valid = k.and(valid, row_ok);
    let valid = k.and(valid, track_ok);

    k.if_(valid, |k| {
        let l64 = k.sext(layer);
        let hv64 = k.sext(hv);
        let hk64 = k.sext(hk);
        let v64 = k.sext(v);
        let kdim = k.i64(i64::from(K_DIM));
        let vdim = k.i64(i64::from(V_DIM));
        // Offset of this lane's state row within one pool slot: (hv*V + v)*K.
        let head_rows = k.imul(hv64, vdim);
        let state_row = k.iadd(head_rows, v64);
        let state_row = k.imul(state_row, kdim);
        let pool_layer = k.imul(l64, pool_layer_pitch);
        let slot_base = |k: &mut KernelBuilder, s: Val<I32>| {
            let s64 = k.sext(s);
            let o = k.imul(s64, pool_slot_pitch);
            let o = k.iadd(pool_layer, o);
            k.iadd(o, state_row)
        };
        let home = slot_base(k, slot);

        // The k offsets this lane owns: chunks j, j+LPC, ... of 4 consecutive k.
        let lane64 = k.sext(lane_in_column);
        let four = k.i64(4);
        let first_k = k.imul(lane64, four);
        let offsets: Vec<Val<I64>> = (0..chunks / lpc)
            .flat_map(|c| (0..4).map(move |e| i64::from(c * lpc * 4) + e))
            .map(|o| {
                let o = k.i64(o);
                k.iadd(first_k, o)
            })
            .collect();
        let plus_zero = k.f32(0.0);
        let state: Vec<VarRef<F32>> = offsets
            .iter()
            .enumerate()
            .map(|(i, &o)| {
                let at = k.iadd(home, o);
                // The first of each chunk's 4 consecutive k is aligned: the 4 loads can merge.
                let align = if i % 4 == 0 { chunk_align(cfg.pool) } else { 0 };
                let raw = k.load_any_aligned(pool, at, align);
                let x = k.widen_to_f32(raw, cfg.pool);
                // `+ 0.0` as verify does on its state load (-0.0 becomes +0.0).
                let x = k.add_rn(x, plus_zero);
                k.var(&format!("h{i}"), x)
            })
            .collect();

        // Ring bases for this (layer, row).
        let row64 = k.sext(row);
        let u_l = k.imul(l64, u_layer_pitch);
        let u_r = k.imul(row64, u_row_pitch);
        let u_base = k.iadd(u_l, u_r);
        let k_l = k.imul(l64, k_layer_pitch);
        let k_r = k.imul(row64, k_row_pitch);
        let k_base = k.iadd(k_l, k_r);
        let d_l = k.imul(l64, decay_layer_pitch);
        let d_r = k.imul(row64, decay_row_pitch);
        let d_base = k.iadd(d_l, d_r);
        let num_v_heads64 = k.sext(num_v_heads);
        let num_k_heads64 = k.sext(num_k_heads);
        let u_step_pitch = k.imul(num_v_heads64, vdim);
        let k_step_pitch = k.imul(num_k_heads64, kdim);
        let u_head = k.iadd(head_rows, v64);
        let k_head = k.imul(hk64, kdim);
        let track = slot_base(k, track_slot);
        let end = k.iadd(step, one);

        k.for_range("step", zero, end, |k, s| {
            let s64 = k.sext(s);
            let u_at = k.imul(s64, u_step_pitch);
            let u_at = k.iadd(u_base, u_at);
            let u_at = k.iadd(u_at, u_head);
            let u = k.load::<F32>(ring_u, u_at);
            let d_at = k.imul(s64, num_v_heads64);
            let d_at = k.iadd(d_base, d_at);
            let d_at = k.iadd(d_at, hv64);
            let decay = k.load::<F32>(ring_decay, d_at);
            let k_at = k.imul(s64, k_step_pitch);
            let k_at = k.iadd(k_base, k_at);
            let k_at = k.iadd(k_at, k_head);
            for (i, (&h, &o)) in state.iter().zip(&offsets).enumerate() {
                let at = k.iadd(k_at, o);
                let align = if i % 4 == 0 {
                    chunk_align(Scalar::F32)
                } else {
                    0
                };
                let raw = k.load_any_aligned(ring_k, at, align);
                let kk = k.widen_to_f32(raw, Scalar::F32);
                let hv_old = k.get(h);
                let next = match cfg.step {
                    StepForm::Exact => {
                        let decayed = k.mul_rn(hv_old, decay);
                        k.fma_rn(kk, u, decayed)
                    }
                    StepForm::ControlFmaOrder => {
                        let outer = k.mul_rn(kk, u);
                        k.fma_rn(hv_old, decay, outer)
                    }
                };
                k.set(h, next);
            }
            let at_track = k.cmp(CmpOp::Eq, s, track_step);
            k.if_(at_track, |k| {
                for (i, (&h, &o)) in state.iter().zip(&offsets).enumerate() {
                    let x = k.get(h);
                    let at = k.iadd(track, o);
                    k.store_f32_aligned(
                        pool,
                        at,
                        x,
                        if i % 4 == 0 { chunk_align(cfg.pool) } else { 0 },
                    );
                }
            });
        });
        for (i, (&h, &o)) in state.iter().zip(&offsets).enumerate() {
            let x = k.get(h);
            let at = k.iadd(home, o);
            k.store_f32_aligned(
                pool,
                at,
                x,
                if i % 4 == 0 { chunk_align(cfg.pool) } else { 0 },
            );
        }
    });
    b.finish().map_err(|e| e.to_string())
}
