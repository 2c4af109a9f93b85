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
//! Per token, all f32 (DESIGN §5): `x = a + dt_bias`; `sp = softplus(x)`;
//! `g = (0 - exp(A_log)) * sp`; `beta = sigmoid(b)`; `q, k` l2-normalised with
//! `sqrt(sum x^2 + 1e-6)` (canonical tree), `q *= scale`; `hd = h * exp(g)`;
//! `u = beta * (v - sum_k hd*k)`; `h = fma(k, u, hd)`; `o = sum_k h*q` in the activation
//! dtype. The per-token values that do not depend on the state (gates, both norms,
//! `exp(g)`) are computed once per work-group, a block of `TOKEN_BLOCK` tokens at a time,
//! into shared memory: each 32-lane group normalises whole tokens with the LPC = 32 layout
//! of the canonical tree, then the recurrence reads them back. The delta and output sums
//! over K use the profile's tree (`Profile::tree`).
//!
//! Rows: request `n` has tokens `cu_seqlens[n] .. cu_seqlens[n+1]`. `h0_indices[n]` outside
//! `[0, num_slots)` (negative = padding) starts from a zero state and never touches the
//! pool. `inter_indices[n]` outside `[0, num_rows)` stores no snapshot or tuple; steps at or
//! beyond `num_steps_alloc` are never stored (a run-time D smaller than the allocated one is
//! safe, a larger one is cut off rather than written out of bounds).

use crate::dsl::math::Profile;
use crate::dsl::reduce::Tree;
use crate::dsl::{Bool, KernelBuilder, Shared, Val, F32, I32, I64};
use crate::ir::InstHandle;
use crate::ir::{Access, Axis, CmpOp, IntBinOp, Kernel, Scalar};
use crate::kernels::common::chunk_align;
use crate::kernels::{ColumnLayout, K_DIM, V_DIM};
use crate::target::{Arch, Tile};

/// Tokens whose per-token values are staged in shared memory at a time.
pub const TOKEN_BLOCK: u32 = 8;
/// Rounds of q/k normalisation whose loads are issued together (more would spill on one
/// warp: 8 rounds of 8 values each on top of the state).
const PRELOAD_ROUNDS: u32 = 4;
/// Lanes that normalise one token together (one chunk of 4 k each).
const NORM_LANES: u32 = 32;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    Decode,
    Snapshot,
    Tuple,
}

impl Mode {
    pub const ALL: [Mode; 3] = [Mode::Decode, Mode::Snapshot, Mode::Tuple];
    pub fn name(self) -> &'static str {
        match self {
            Mode::Decode => "decode",
            Mode::Snapshot => "snapshot",
            Mode::Tuple => "tuple",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VerifyConfig {
    pub profile: Profile,
    pub mode: Mode,
    /// q, k, v, a, b and o.
    pub act: Scalar,
    pub dt_bias: Scalar,
    pub pool: Scalar,
    pub arch: Arch,
    pub tile: Tile,
}

pub fn name(cfg: &VerifyConfig) -> String {
    let profile = match cfg.profile {
        Profile::Portable => "",
        Profile::TritonSm90 => "_triton_sm90",
    };
    format!(
        "gdn_verify_{}_act_{}_dt_{}_pool_{}_{}{profile}",
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

pub fn build(cfg: &VerifyConfig) -> Result<Kernel, String> {
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
    let lpc = cfg.tile.lpc(cfg.arch);
    let tree = profile.tree(cfg.pool);
    if cfg.tile.bv == 0 || !lanes.is_multiple_of(cfg.tile.bv) || !tree.fits(lpc) {
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
    let mut b = KernelBuilder::new(name(cfg), lanes);
    b.set_max_registers(crate::target::register_cap(
        crate::target::Family::Verify,
        cfg.arch,
        cfg.tile,
        cfg.pool,
    ));
    let k = &mut b;
    let stores_pool = cfg.mode == Mode::Decode;
    let pool_access = if stores_pool {
        Access::ReadWrite
    } else {
        Access::Read
    };

    let q_buf = k.buffer("q", cfg.act, Access::Read);
    let k_buf = k.buffer("k", cfg.act, Access::Read);
    let v_buf = k.buffer("v", cfg.act, Access::Read);
    let a_buf = k.buffer("a", cfg.act, Access::Read);
    let b_buf = k.buffer("b", cfg.act, Access::Read);
    let a_log = k.buffer("A_log", Scalar::F32, Access::Read);
    let dt_bias = k.buffer("dt_bias", cfg.dt_bias, Access::Read);
    let o_buf = k.buffer("o", cfg.act, Access::ReadWrite);
    let pool = k.buffer("pool", cfg.pool, pool_access);
    let h0_indices = k.buffer("h0_indices", Scalar::I32, Access::Read);
    let cu_seqlens = k.buffer("cu_seqlens", Scalar::I32, Access::Read);
    let (inter, ring) = match cfg.mode {
        Mode::Decode => (None, None),
        Mode::Snapshot => {
            let idx = k.buffer("inter_indices", Scalar::I32, Access::Read);
            (
                Some((idx, k.buffer("inter", cfg.pool, Access::ReadWrite))),
                None,
            )
        }
        Mode::Tuple => {
            let idx = k.buffer("inter_indices", Scalar::I32, Access::Read);
            let u = k.buffer("ring_u", Scalar::F32, Access::ReadWrite);
            let kk = k.buffer("ring_k", Scalar::F32, Access::ReadWrite);
            let d = k.buffer("ring_decay", Scalar::F32, Access::ReadWrite);
            (None, Some((idx, u, kk, d)))
        }
    };
    let num_requests = k.scalar::<I32>("num_requests");
    let num_slots = k.scalar::<I32>("num_slots");
    let num_k_heads = k.scalar::<I32>("num_k_heads");
    let num_v_heads = k.scalar::<I32>("num_v_heads");
    let stride_q = k.scalar::<I64>("stride_q");
    let stride_k = k.scalar::<I64>("stride_k");
    let stride_v = k.scalar::<I64>("stride_v");
    let stride_a = k.scalar::<I64>("stride_a");
    let stride_b = k.scalar::<I64>("stride_b");
    let pool_slot_pitch = k.scalar::<I64>("pool_slot_pitch");
    let rows = if cfg.mode == Mode::Decode {
        None
    } else {
        let num_rows = k.scalar::<I32>("num_rows");
        let steps_alloc = k.scalar::<I32>("num_steps_alloc");
        Some((num_rows, steps_alloc))
    };
    let inter_row_pitch = inter.map(|_| k.scalar::<I64>("inter_row_pitch"));
    let ring_pitches = ring.map(|_| {
        (
            k.scalar::<I64>("u_row_pitch"),
            k.scalar::<I64>("k_row_pitch"),
            k.scalar::<I64>("decay_row_pitch"),
        )
    });
    let scale = k.scalar::<F32>("scale");
    let softplus_beta = k.scalar::<F32>("softplus_beta");
    let softplus_threshold = k.scalar::<F32>("softplus_threshold");

    let layout = ColumnLayout::new(k, cfg.tile, cfg.arch, num_k_heads, num_v_heads);
    let n_term = k.grid_param(num_requests);
    k.grid(Axis::Y, vec![n_term]);

    // Work-group and lane coordinates.
    let request = k.group_id(Axis::Y);
    let ColumnLayout {
        hv,
        hk,
        v_tile,
        lane,
        lane_in_column: j,
        column: col,
        column_in_tile,
        heads_per_key,
    } = layout;
    let one_i = k.i32(1);
    let zero_i = k.i32(0);
    let hv64 = k.sext(hv);
    let hk64 = k.sext(hk);
    let col64 = k.sext(col);
    let kdim = k.i64(i64::from(K_DIM));
    let vdim = k.i64(i64::from(V_DIM));
    let num_v_heads64 = k.sext(num_v_heads);
    let num_k_heads64 = k.sext(num_k_heads);

    // Request rows.
    let n64 = k.sext(request);
    let h0 = k.load::<I32>(h0_indices, n64);
    let h0_ok = k.in_range(h0, zero_i, num_slots);
    let n1 = k.iadd(request, one_i);
    let n1_64 = k.sext(n1);
    let tok0 = k.load::<I32>(cu_seqlens, n64);
    let tok_end = k.load::<I32>(cu_seqlens, n1_64);
    let count = k.ibin(IntBinOp::Sub, tok_end, tok0);
    let row_info = match (inter, ring, rows) {
        (Some((idx, _)), None, Some((num_rows, alloc)))
        | (None, Some((idx, ..)), Some((num_rows, alloc))) => {
            let row = k.load::<I32>(idx, n64);
            let row_ok = k.in_range(row, zero_i, num_rows);
            Some((row, row_ok, alloc))
        }
        _ => None,
    };

    // This lane's state elements: row (hv, col) of the pool slot, k offsets per tree.
    let chunk_c = k.i32(tree.chunk() as i32);
    let lane_k_base = k.imul(j, chunk_c);
    let offsets: Vec<Val<I32>> = tree
        .lane_offsets(lpc)
        .into_iter()
        .map(|o| {
            let o = k.i32(o as i32);
            k.iadd(lane_k_base, o)
        })
        .collect();
    let offsets64: Vec<Val<I64>> = offsets.iter().map(|&o| k.sext(o)).collect();
    let head_rows = k.imul(hv64, vdim);
    let state_row = k.iadd(head_rows, col64);
    let state_row = k.imul(state_row, kdim);
    let h0_64 = k.sext(h0);
    let slot_base = k.imul(h0_64, pool_slot_pitch);
    let slot_base = k.iadd(slot_base, state_row);
    // The state starts at zero (padding rows) and is loaded in one block, so the loads of a
    // chunk's 4 consecutive k can merge into one 16-byte (f32) or 8-byte (bf16) access.
    let zero_state = k.f32(0.0);
    let state: Vec<_> = (0..offsets64.len())
        .map(|i| k.var(&format!("h{i}"), zero_state))
        .collect();
    let pool_chunk = chunk_align(cfg.pool);
    k.if_(h0_ok, |k| {
        for (i, (&var, &o)) in state.iter().zip(&offsets64).enumerate() {
            let at = k.iadd(slot_base, o);
            let raw = k.load_any_aligned(pool, at, if i % 4 == 0 { pool_chunk } else { 0 });
            let x = k.widen_to_f32(raw, cfg.pool);
            // `+ 0.0` turns a stored -0.0 into +0.0, as SGLang's kernel does; the replay does
            // the same, so both profiles replay with one kernel.
            let x = k.add_rn(x, zero_state);
            k.set(var, x);
        }
    });

    // Shared staging of per-token values.
    let tb = TOKEN_BLOCK;
    let q_s = k.shared_array("qs", Scalar::F32, tb * K_DIM);
    let k_s = k.shared_array("kn", Scalar::F32, tb * K_DIM);
    let decay_s = k.shared_array("decay", Scalar::F32, tb);
    let beta_s = k.shared_array("beta", Scalar::F32, tb);
    let v_s = k.shared_array("v", Scalar::F32, tb * cfg.tile.bv);
    // Shared index of token `tt`'s v for this lane's column: `tt * BV + column_in_tile`.
    let bv_c = k.i32(cfg.tile.bv as i32);
    let v_index = |k: &mut KernelBuilder, tt: Val<I32>| {
        let row = k.imul(tt, bv_c);
        k.iadd(row, column_in_tile)
    };
    let groups = lanes / NORM_LANES;
    let norm_lanes_c = k.i32(NORM_LANES as i32);
    let group = k.idiv(lane, norm_lanes_c);
    let lane32 = k.irem(lane, norm_lanes_c);
    let first_tile = k.cmp(CmpOp::Eq, v_tile, zero_i);
    let hv_mod = k.irem(hv, heads_per_key);
    let first_of_key = k.cmp(CmpOp::Eq, hv_mod, zero_i);
    let writes_k = k.and(first_tile, first_of_key);
    // Per-head values that do not change over the tokens: computed once.
    let a_log_v = k.load::<F32>(a_log, hv64);
    let dt_raw = k.load_any(dt_bias, hv64);
    let dt_v = k.widen_to_f32(dt_raw, cfg.dt_bias);
    let ea = profile.exp(k, a_log_v);
    let zero_f = k.f32(0.0);
    let neg_ea = k.sub_rn(zero_f, ea);
    let one_f = k.f32(1.0);
    let inv_beta = profile.div(k, one_f, softplus_beta);
    let tb_c = k.i32(tb as i32);
    let tb_minus = k.i32(tb as i32 - 1);
    let blocks = k.iadd(count, tb_minus);
    let blocks = k.idiv(blocks, tb_c);

    let ctx = Ctx {
        cfg,
        lpc,
        tree,
        q_s,
        k_s,
        decay_s,
        beta_s,
        v_s,
    };
    k.for_range("block", zero_i, blocks, |k, blk| {
        let tb0 = k.imul(blk, tb_c);
        let left = k.ibin(IntBinOp::Sub, count, tb0);
        let in_block = k.ibin(IntBinOp::Min, left, tb_c);
        // Phase 1. Every global read of the block is issued before any of them is used, so
        // their latencies overlap: one round trip per block rather than one per token for
        // q/k, one more for the gates and one per token for v.
        // v: lane j of a column reads tokens j, j + lpc, ... of its column.
        let v_loads: Vec<(Val<I32>, Val<Bool>, InstHandle)> = (0..tb.div_ceil(lpc))
            .map(|i| {
                let first = k.i32((i * lpc) as i32);
                let tt = k.iadd(j, first);
                let live = k.cmp(CmpOp::Lt, tt, in_block);
                let t = k.iadd(tb0, tt);
                let tok = k.iadd(tok0, t);
                let tok64 = k.sext(tok);
                let at = k.imul(tok64, stride_v);
                let at = k.iadd(at, head_rows);
                let at = k.iadd(at, col64);
                (tt, live, k.load_masked_any(v_buf, at, live))
            })
            .collect();
        // a and b: lane t of the work-group reads token t's.
        let gate_live = k.cmp(CmpOp::Lt, lane, in_block);
        let gate_t = k.iadd(tb0, lane);
        let gate_tok = k.iadd(tok0, gate_t);
        let gate_tok64 = k.sext(gate_tok);
        let a_at = k.imul(gate_tok64, stride_a);
        let a_at = k.iadd(a_at, hv64);
        let a_raw = k.load_masked_any(a_buf, a_at, gate_live);
        let b_at = k.imul(gate_tok64, stride_b);
        let b_at = k.iadd(b_at, hv64);
        let b_raw = k.load_masked_any(b_buf, b_at, gate_live);
        // q and k: each 32-lane group normalises tokens group, group + groups, ..., one
        // 4-k chunk per lane (the canonical tree: Triton reduces q and k in their own 1-D
        // layout, 4 per lane over 32 lanes, also when the state tile is in chunks of 8).
        let four = k.i32(4);
        let kpos = k.imul(lane32, four);
        let kpos64 = k.sext(kpos);
        let head = k.imul(hk64, kdim);
        let all_rounds = tb.div_ceil(groups);
        for batch in (0..all_rounds).step_by(PRELOAD_ROUNDS as usize) {
            let rounds: Vec<_> = (batch..all_rounds.min(batch + PRELOAD_ROUNDS))
                .map(|r| {
                    let r_c = k.i32((r * groups) as i32);
                    let tt = k.iadd(r_c, group);
                    let t = k.iadd(tb0, tt);
                    let live = k.cmp(CmpOp::Lt, tt, in_block);
                    let tok = k.iadd(tok0, t);
                    let tok64 = k.sext(tok);
                    let mut chunk = |buf, stride: Val<I64>| -> Vec<InstHandle> {
                        let base = k.imul(tok64, stride);
                        let base = k.iadd(base, head);
                        let base = k.iadd(base, kpos64);
                        (0..4)
                            .map(|e| {
                                let at = k.i64(e);
                                let at = k.iadd(base, at);
                                k.load_masked_any_aligned(
                                    buf,
                                    at,
                                    live,
                                    if e == 0 { chunk_align(ctx.cfg.act) } else { 0 },
                                )
                            })
                            .collect()
                    };
                    let q_raw = chunk(q_buf, stride_q);
                    let k_raw = chunk(k_buf, stride_k);
                    (tt, t, live, q_raw, k_raw)
                })
                .collect();
            for (tt, t, live, q_raw, k_raw) in rounds {
                k.if_(live, |k| {
                    let normalise = |k: &mut KernelBuilder, raw: &[InstHandle]| -> Vec<Val<F32>> {
                        let xs: Vec<Val<F32>> = raw
                            .iter()
                            .map(|&r| k.widen_to_f32(r, ctx.cfg.act))
                            .collect();
                        let ss = Tree::CANONICAL.dot(k, NORM_LANES, &xs, &xs);
                        let eps = k.f32(1e-6);
                        let ss = k.add_rn(ss, eps);
                        let r = profile.sqrt(k, ss);
                        xs.iter().map(|&x| profile.div(k, x, r)).collect()
                    };
                    let qn = normalise(k, &q_raw);
                    let kn = normalise(k, &k_raw);
                    let kdim32 = k.i32(K_DIM as i32);
                    let tt_k = k.imul(tt, kdim32);
                    let at0 = k.iadd(tt_k, kpos);
                    for (e, (&qv, &kv)) in qn.iter().zip(&kn).enumerate() {
                        let e = k.i32(e as i32);
                        let at = k.iadd(at0, e);
                        let qs = k.mul_rn(scale, qv);
                        k.shared_store(ctx.q_s, at, qs);
                        k.shared_store(ctx.k_s, at, kv);
                    }
                    if let (
                        Some((_, _, ring_k, _)),
                        Some((row, row_ok, alloc)),
                        Some((_, k_pitch, _)),
                    ) = (ring, row_info, ring_pitches)
                    {
                        let step_ok = k.cmp(CmpOp::Lt, t, alloc);
                        let ok = k.and(row_ok, step_ok);
                        let ok = k.and(ok, writes_k);
                        k.if_(ok, |k| {
                            let row64 = k.sext(row);
                            let t64 = k.sext(t);
                            let base = k.imul(row64, k_pitch);
                            let step_pitch = k.imul(num_k_heads64, kdim);
                            let s = k.imul(t64, step_pitch);
                            let base = k.iadd(base, s);
                            let base = k.iadd(base, head);
                            let base = k.iadd(base, kpos64);
                            for (e, &kv) in kn.iter().enumerate() {
                                let align = if e == 0 { chunk_align(Scalar::F32) } else { 0 };
                                let e = k.i64(e as i64);
                                let at = k.iadd(base, e);
                                k.store_f32_aligned(ring_k, at, kv, align);
                            }
                        });
                    }
                });
            }
        }
        // Gates, token t on lane t.
        k.if_(gate_live, |k| {
            let a_v = k.widen_to_f32(a_raw, ctx.cfg.act);
            let b_v = k.widen_to_f32(b_raw, ctx.cfg.act);
            let x = k.add_rn(a_v, dt_v);
            let sp = profile.softplus(k, x, softplus_beta, inv_beta, softplus_threshold);
            let g = k.mul_rn(neg_ea, sp);
            let decay = profile.exp(k, g);
            let beta = profile.sigmoid(k, b_v);
            k.shared_store(ctx.decay_s, lane, decay);
            k.shared_store(ctx.beta_s, lane, beta);
            if let (Some((_, _, _, ring_d)), Some((row, row_ok, alloc)), Some((_, _, d_pitch))) =
                (ring, row_info, ring_pitches)
            {
                let step_ok = k.cmp(CmpOp::Lt, gate_t, alloc);
                let ok = k.and(row_ok, step_ok);
                let ok = k.and(ok, first_tile);
                k.if_(ok, |k| {
                    let row64 = k.sext(row);
                    let t64 = k.sext(gate_t);
                    let base = k.imul(row64, d_pitch);
                    let s = k.imul(t64, num_v_heads64);
                    let base = k.iadd(base, s);
                    let at = k.iadd(base, hv64);
                    k.store(ring_d, at, decay);
                });
            }
        });
        // v into shared memory, `[token][column of the tile]`.
        for (tt, live, raw) in v_loads {
            k.if_(live, |k| {
                let v = k.widen_to_f32(raw, ctx.cfg.act);
                let at = v_index(k, tt);
                k.shared_store(ctx.v_s, at, v);
            });
        }
        k.barrier();

        // Phase 2: the recurrence over the block's tokens.
        k.for_range("tt", zero_i, in_block, |k, tt| {
            let t = k.iadd(tb0, tt);
            let tok = k.iadd(tok0, t);
            let tok64 = k.sext(tok);
            let decay = k.shared_load::<F32>(ctx.decay_s, tt);
            let beta = k.shared_load::<F32>(ctx.beta_s, tt);
            let kdim32 = k.i32(K_DIM as i32);
            let tt_k = k.imul(tt, kdim32);
            let positions: Vec<Val<I32>> = offsets.iter().map(|&o| k.iadd(tt_k, o)).collect();
            let kn: Vec<Val<F32>> = positions
                .iter()
                .map(|&p| k.shared_load::<F32>(ctx.k_s, p))
                .collect();
            let hd: Vec<Val<F32>> = state
                .iter()
                .map(|&h| {
                    let h = k.get(h);
                    k.mul_rn(h, decay)
                })
                .collect();
            let delta = ctx.tree.dot(k, ctx.lpc, &kn, &hd);
            let v_at = v_index(k, tt);
            let v = k.shared_load::<F32>(ctx.v_s, v_at);
            let diff = k.sub_rn(v, delta);
            let u = k.mul_rn(beta, diff);
            let h_new: Vec<Val<F32>> = kn
                .iter()
                .zip(&hd)
                .map(|(&kv, &d)| k.fma_rn(kv, u, d))
                .collect();
            for (&var, &x) in state.iter().zip(&h_new) {
                k.set(var, x);
            }
            let qs: Vec<Val<F32>> = positions
                .iter()
                .map(|&p| k.shared_load::<F32>(ctx.q_s, p))
                .collect();
            let o = ctx.tree.dot(k, ctx.lpc, &qs, &h_new);
            let first_lane = k.cmp(CmpOp::Eq, j, zero_i);
            let o_pitch = k.imul(num_v_heads64, vdim);
            let o_at = k.imul(tok64, o_pitch);
            let o_at = k.iadd(o_at, head_rows);
            let o_at = k.iadd(o_at, col64);
            k.if_(first_lane, |k| k.store_f32(o_buf, o_at, o));
            if let (Some((_, inter_buf)), Some((row, row_ok, alloc)), Some(pitch)) =
                (inter, row_info, inter_row_pitch)
            {
                let step_ok = k.cmp(CmpOp::Lt, t, alloc);
                let ok = k.and(row_ok, step_ok);
                k.if_(ok, |k| {
                    let row64 = k.sext(row);
                    let t64 = k.sext(t);
                    let base = k.imul(row64, pitch);
                    let step_pitch = k.imul(num_v_heads64, vdim);
                    let step_pitch = k.imul(step_pitch, kdim);
                    let s = k.imul(t64, step_pitch);
                    let base = k.iadd(base, s);
                    let base = k.iadd(base, state_row);
                    for (i, (&x, &o)) in h_new.iter().zip(&offsets64).enumerate() {
                        let at = k.iadd(base, o);
                        k.store_f32_aligned(
                            inter_buf,
                            at,
                            x,
                            if i % 4 == 0 { pool_chunk } else { 0 },
                        );
                    }
                });
            }
            if let (Some((_, ring_u, _, _)), Some((row, row_ok, alloc)), Some((u_pitch, _, _))) =
                (ring, row_info, ring_pitches)
            {
                let step_ok = k.cmp(CmpOp::Lt, t, alloc);
                let ok = k.and(row_ok, step_ok);
                let ok = k.and(ok, first_lane);
                k.if_(ok, |k| {
                    let row64 = k.sext(row);
                    let t64 = k.sext(t);
                    let base = k.imul(row64, u_pitch);
                    let step_pitch = k.imul(num_v_heads64, vdim);
                    let s = k.imul(t64, step_pitch);
                    let base = k.iadd(base, s);
                    let base = k.iadd(base, head_rows);
                    let at = k.iadd(base, col64);
                    k.store(ring_u, at, u);
                });
            }
        });
        k.barrier();
    });

    if stores_pool {
        k.if_(h0_ok, |k| {
            for (i, (&var, &o)) in state.iter().zip(&offsets64).enumerate() {
                let x = k.get(var);
                let at = k.iadd(slot_base, o);
                k.store_f32_aligned(pool, at, x, if i % 4 == 0 { pool_chunk } else { 0 });
            }
        });
    }
    b.finish().map_err(|e| e.to_string())
}

/// Generation-time values the phases share.
#[derive(Clone, Copy)]
struct Ctx<'a> {
    cfg: &'a VerifyConfig,
    lpc: u32,
    tree: Tree,
    q_s: Shared,
    k_s: Shared,
    decay_s: Shared,
    beta_s: Shared,
    v_s: Shared,
}
