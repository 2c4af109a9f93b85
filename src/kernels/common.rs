//! What the column-tiled GDN kernels (`gdn_verify`, `gdn_replay`) share: the builder with
//! its register cap, the lane layout, the lane's state row and the loads and stores of the
//! state elements a lane owns.
//!
//! Every helper emits its instructions in a fixed order: the kernels' IR (and so the
//! generated code) depends on it.

use crate::dsl::{Bool, Buf, KernelBuilder, Shared, Val, VarRef, F32, I32, I64};
use crate::ir::{Axis, CmpOp, GridTerm, InstHandle, IntBinOp, Scalar};
use crate::kernels::{K_DIM, V_DIM};
use crate::target::{self, Arch, Family, Tile};

/// A kernel builder for `name` with the group size of `tile` on `arch` and the register
/// cap the tile table gives the family, tile and pool dtype (a tree's instance where
/// `tree`).
pub(crate) fn builder(
    name: String,
    family: Family,
    arch: Arch,
    tile: Tile,
    pool: Scalar,
    tree: bool,
) -> KernelBuilder {
    let mut b = KernelBuilder::new(name, tile.lanes(arch));
    b.set_max_registers(target::register_cap(family, arch, tile, pool, tree));
    b
}

/// Set grid y to `num_requests` and return this work-group's request (its group id y).
pub(crate) fn request_id(k: &mut KernelBuilder, num_requests: Val<I32>) -> Val<I32> {
    let n_term = k.grid_param(num_requests);
    k.grid(Axis::Y, vec![n_term]);
    k.group_id(Axis::Y)
}

/// Alignment in bytes of a chunk of 4 consecutive elements (the runtime requires 16-byte
/// aligned tensors and pitches that are multiples of 4 elements).
pub(crate) fn chunk_align(elem: Scalar) -> u32 {
    4 * elem.bytes().unwrap_or(4) as u32
}

/// The alignment of element `i` of a lane's run of 4-element chunks: the first of each
/// chunk is chunk-aligned (so the chunk's 4 accesses can merge), the others claim none.
pub(crate) fn element_align(i: usize, elem: Scalar) -> u32 {
    if i.is_multiple_of(4) {
        chunk_align(elem)
    } else {
        0
    }
}

/// `(HV/H, hv / (HV/H))`: the value heads per key head and value head `hv`'s key head.
/// max(.., 1) keeps a bad head count from dividing by zero; the runtime rejects it.
fn key_head(
    k: &mut KernelBuilder,
    hv: Val<I32>,
    num_k_heads: Val<I32>,
    num_v_heads: Val<I32>,
) -> (Val<I32>, Val<I32>) {
    let one = k.i32(1);
    let h_nonzero = k.ibin(IntBinOp::Max, num_k_heads, one);
    let heads_per_key = k.idiv(num_v_heads, h_nonzero);
    let heads_per_key = k.ibin(IntBinOp::Max, heads_per_key, one);
    let hk = k.idiv(hv, heads_per_key);
    (heads_per_key, hk)
}

/// Where a lane of a column-tiled GDN kernel works (verify and replay share the layout):
/// grid x enumerates (value head, V tile), lanes `lpc` at a time share one V column.
pub struct ColumnLayout {
    /// Value head and the key head it reads (`hv / (HV/H)`).
    pub hv: Val<I32>,
    pub hk: Val<I32>,
    pub v_tile: Val<I32>,
    /// Lane index within the work-group, and within its column.
    pub lane: Val<I32>,
    pub lane_in_column: Val<I32>,
    /// The V column this lane works on (its first, when it owns several: the others
    /// follow it), and its index within the work-group's tile.
    pub column: Val<I32>,
    pub column_in_tile: Val<I32>,
    pub heads_per_key: Val<I32>,
    /// Zero exactly when `hv` is its key head's first value head: `hv % heads_per_key`,
    /// where `heads_here` computed it with the quotient, or `(hv·H) % HV` where
    /// `heads_by_product` did (else the kernel computes `hv % heads_per_key` where it
    /// needs it).
    pub hv_in_key: Option<Val<I32>>,
}

impl ColumnLayout {
    /// Set grid x to `(V/BV) * HV` and decode this lane's coordinates.
    pub fn new(
        k: &mut KernelBuilder,
        tile: Tile,
        arch: Arch,
        num_k_heads: Val<I32>,
        num_v_heads: Val<I32>,
    ) -> ColumnLayout {
        let v_tiles = V_DIM / tile.bv;
        let hv_term = k.grid_param(num_v_heads);
        k.grid(Axis::X, vec![GridTerm::Const(v_tiles), hv_term]);
        let gx = k.group_id(Axis::X);
        let v_tiles_c = k.i32(v_tiles as i32);
        let hv = k.idiv(gx, v_tiles_c);
        let v_tile = k.irem(gx, v_tiles_c);
        let lane = k.local_id();
        let lpc_c = k.i32(tile.lpc(arch) as i32);
        let in_tile = k.idiv(lane, lpc_c);
        let lane_in_column = k.irem(lane, lpc_c);
        // A lane of `cols` columns owns columns `cols * (lane / LPC) + c` of the tile.
        let in_tile = if tile.cols > 1 {
            let cols_c = k.i32(tile.cols as i32);
            k.imul(in_tile, cols_c)
        } else {
            in_tile
        };
        let bv_c = k.i32(tile.bv as i32);
        let v_base = k.imul(v_tile, bv_c);
        let column = k.iadd(v_base, in_tile);
        let (heads_per_key, hk) = key_head(k, hv, num_k_heads, num_v_heads);
        ColumnLayout {
            hv,
            hk,
            v_tile,
            lane,
            lane_in_column,
            column,
            column_in_tile: in_tile,
            heads_per_key,
            hv_in_key: None,
        }
    }

    /// Compute `heads_per_key`, `hk` and `hv % heads_per_key` again at this point of the
    /// kernel and pin them here (`Opaque` on the input and on the results): LLVM neither
    /// computes them earlier (merging them with the first computation) nor sinks them to
    /// their first use.
    pub(crate) fn heads_here(
        &mut self,
        k: &mut KernelBuilder,
        num_k_heads: Val<I32>,
        num_v_heads: Val<I32>,
    ) {
        let num_v_heads = k.opaque(num_v_heads);
        let (heads_per_key, hk) = key_head(k, self.hv, num_k_heads, num_v_heads);
        let first = k.imul(hk, heads_per_key);
        let rem = k.ibin(IntBinOp::Sub, self.hv, first);
        self.heads_per_key = k.opaque(heads_per_key);
        self.hk = k.opaque(hk);
        self.hv_in_key = Some(k.opaque(rem));
    }

    /// `hk` and `hv_in_key` with one division in place of the two of `heads_per_key` and
    /// `hk` (`Schedule::single_division`): `hk = hv·H / HV` and `hv_in_key = (hv·H) % HV`,
    /// which is zero exactly when `hv % (HV/H)` is (where `HV` is a multiple of `H`, as the
    /// runtime requires: `hv = hk·(HV/H) + m` gives `hv·H = hk·HV + m·H` with `m·H < HV`).
    /// Both operands are known non-negative (the product masked to 31 bits, the divisor at
    /// least 1), so LLVM divides unsigned; `hk` stays below `H` for any head counts
    /// (`hv < HV`), so no address leaves its tensor either way. `heads_per_key` is then left
    /// for no one to read, and LLVM drops it. `pin`: pinned here by `Opaque`, as
    /// [`Self::heads_here`] pins its values (`Schedule::early_setup`).
    pub(crate) fn heads_by_product(
        &mut self,
        k: &mut KernelBuilder,
        num_k_heads: Val<I32>,
        num_v_heads: Val<I32>,
        pin: bool,
    ) {
        let num_v_heads = if pin {
            k.opaque(num_v_heads)
        } else {
            num_v_heads
        };
        let one = k.i32(1);
        let h = k.ibin(IntBinOp::Max, num_k_heads, one);
        let v = k.ibin(IntBinOp::Max, num_v_heads, one);
        let x = k.imul(self.hv, h);
        let mask = k.i32(i32::MAX);
        let x = k.ibin(IntBinOp::And, x, mask);
        let hk = k.idiv(x, v);
        let whole = k.imul(hk, v);
        let rem = k.ibin(IntBinOp::Sub, x, whole);
        if pin {
            self.hk = k.opaque(hk);
            self.hv_in_key = Some(k.opaque(rem));
        } else {
            self.hk = hk;
            self.hv_in_key = Some(rem);
        }
    }

    /// The 64-bit forms of the heads and the column, for addressing.
    pub(crate) fn wide(&self, k: &mut KernelBuilder) -> Wide {
        let hv = k.sext(self.hv);
        let hk = k.sext(self.hk);
        let column = k.sext(self.column);
        let kdim = k.i64(i64::from(K_DIM));
        let vdim = k.i64(i64::from(V_DIM));
        Wide {
            hv,
            hk,
            column,
            kdim,
            vdim,
        }
    }
}

/// A lane's head and column as 64-bit indices, with `K` and `V` as 64-bit constants.
#[derive(Clone, Copy)]
pub(crate) struct Wide {
    pub hv: Val<I64>,
    pub hk: Val<I64>,
    pub column: Val<I64>,
    pub kdim: Val<I64>,
    pub vdim: Val<I64>,
}

impl Wide {
    /// `(hv*V, (hv*V + column)*K)`: the first row of this lane's value head in a
    /// `[HV, V]` array, and the offset of this lane's state row in one `[HV, V, K]` state.
    pub(crate) fn state_row(&self, k: &mut KernelBuilder) -> (Val<I64>, Val<I64>) {
        let head_rows = k.imul(self.hv, self.vdim);
        let state_row = k.iadd(head_rows, self.column);
        let state_row = k.imul(state_row, self.kdim);
        (head_rows, state_row)
    }
}

/// `row_base + step * step_pitch + offset`: element `offset` of step `step` in a row
/// of per-step arrays that starts at `row_base`.
pub(crate) fn row_step_address(
    k: &mut KernelBuilder,
    row_base: Val<I64>,
    step: Val<I64>,
    step_pitch: Val<I64>,
    offset: Val<I64>,
) -> Val<I64> {
    let s = k.imul(step, step_pitch);
    let at = k.iadd(row_base, s);
    k.iadd(at, offset)
}

/// Load state element `i` of a lane (at `base + offset`) from `pool` as f32. `+ 0.0`
/// (`plus_zero`, an f32 `+0.0`) turns a stored -0.0 into +0.0, as SGLang's verify kernel
/// does; verify and replay both do it, so both profiles replay with one kernel. `None`
/// leaves the add to the caller: verify defers it off the load's critical path
/// (`Verify::first_read`).
pub(crate) fn load_state_element(
    k: &mut KernelBuilder,
    pool: Buf,
    base: Val<I64>,
    offset: Val<I64>,
    i: usize,
    plus_zero: Option<Val<F32>>,
) -> Val<F32> {
    let raw = load_state_raw(k, pool, base, offset, i);
    state_value(k, raw, pool.elem, plus_zero)
}

/// Issue the load of state element `i` (at `base + offset`) in the pool's dtype: the first
/// half of [`load_state_element`], for a kernel that issues more loads before it reads it.
pub(crate) fn load_state_raw(
    k: &mut KernelBuilder,
    pool: Buf,
    base: Val<I64>,
    offset: Val<I64>,
    i: usize,
) -> InstHandle {
    let at = k.iadd(base, offset);
    k.load_any_aligned(pool, at, element_align(i, pool.elem))
}

/// A loaded state element (`raw`, dtype `elem`) as f32, `+ plus_zero` where given: the
/// second half of [`load_state_element`].
pub(crate) fn state_value(
    k: &mut KernelBuilder,
    raw: InstHandle,
    elem: Scalar,
    plus_zero: Option<Val<F32>>,
) -> Val<F32> {
    let x = k.widen_to_f32(raw, elem);
    match plus_zero {
        Some(z) => k.add_rn(x, z),
        None => x,
    }
}

/// Store a lane's state elements, `value(k, items[i])` to `buf[base + offsets[i]]` in the
/// buffer's dtype, the 4 elements of each chunk with one aligned access.
pub(crate) fn store_state_elements<T: Copy>(
    k: &mut KernelBuilder,
    buf: Buf,
    base: Val<I64>,
    offsets: &[Val<I64>],
    items: &[T],
    mut value: impl FnMut(&mut KernelBuilder, T) -> Val<F32>,
) {
    for (i, (&item, &o)) in items.iter().zip(offsets).enumerate() {
        let x = value(k, item);
        let at = k.iadd(base, o);
        k.store_f32_aligned(buf, at, x, element_align(i, buf.elem));
    }
}

/// Store the state variables `vars` (element `i` to `base + offsets[i]`) to `buf`.
pub(crate) fn store_state(
    k: &mut KernelBuilder,
    buf: Buf,
    base: Val<I64>,
    vars: &[VarRef<F32>],
    offsets: &[Val<I64>],
) {
    store_state_elements(k, buf, base, offsets, vars, |k, var| k.get(var));
}

/// One state element's replay step, its `k`, decay and `u` at hand: `h = fma(k, u,
/// mul_rn(h, decay))` — exactly the two roundings verify performs — or, with `control`,
/// the differently fused `fma(h, decay, k*u)` tests use to prove they see a fusion. The
/// replay and fold mode's verify apply tuples with this one function.
pub(crate) fn tuple_element(
    k: &mut KernelBuilder,
    h: VarRef<F32>,
    kk: Val<F32>,
    decay: Val<F32>,
    u: Val<F32>,
    control: bool,
) {
    let h_old = k.get(h);
    let next = if control {
        let outer = k.mul_rn(kk, u);
        k.fma_rn(h_old, decay, outer)
    } else {
        let decayed = k.mul_rn(h_old, decay);
        k.fma_rn(kk, u, decayed)
    };
    k.set(h, next);
}

/// One ring's part of a block of staged steps: steps of `src` laid out as `[step][len]`
/// in `dst`, step `s` of the row read from `base + s * pitch + offset + c`.
pub(crate) struct StagedRing {
    pub dst: Shared,
    pub src: Buf,
    pub base: Val<I64>,
    pub pitch: Val<I64>,
    pub offset: Val<I64>,
    pub len: u32,
}

/// Which ring step holds staged position `s` (`live`: the position is staged): a tree
/// replay's path node, read from memory. `None`: position `s` is step `s`.
pub(crate) type StepAt<'a> =
    Option<&'a dyn Fn(&mut KernelBuilder, Val<I32>, Val<Bool>) -> Val<I32>>;

/// The blocks of `size` steps (`tb`, the constant `size`) that `count` steps take:
/// `(count + size - 1) / size`.
pub(crate) fn blocks_of(
    k: &mut KernelBuilder,
    count: Val<I32>,
    tb: Val<I32>,
    size: u32,
) -> Val<I32> {
    let tb_minus = k.i32(size as i32 - 1);
    let blocks = k.iadd(count, tb_minus);
    k.idiv(blocks, tb)
}

/// One lane's load of a staged position ([`issue_steps`]): the shared array and index it
/// goes to, whether the index is inside the block, and the value.
#[derive(Clone, Copy)]
pub(crate) struct StagedLoad {
    dst: Shared,
    idx: Val<I32>,
    inside: Val<Bool>,
    x: Val<F32>,
}

/// Staging a block of ring steps, first half: issue the loads of positions `tb0 .. tb0 +
/// in_block` (at most `block`) of ring rows (`rings`: `k`, `u` and the decays, as fold
/// mode's verify and the replay lay them out), position `s` from ring step `step_at(s)`.
/// Every lane (`lane` of `lanes`) issues its share of all of them before storing any
/// ([`publish_steps`]), so a block costs one round trip to memory (two with `step_at`).
/// `on` (if given) masks them all further (a lane loads nothing where it is false).
#[allow(clippy::too_many_arguments)]
pub(crate) fn issue_steps(
    k: &mut KernelBuilder,
    lanes: u32,
    lane: Val<I32>,
    block: u32,
    rings: &[StagedRing],
    tb0: Val<I32>,
    in_block: Val<I32>,
    step_at: StepAt,
    on: Option<Val<Bool>>,
) -> Vec<StagedLoad> {
    let mut loads = Vec::new();
    for ring in rings {
        let total = block * ring.len;
        let len_c = k.i32(ring.len as i32);
        for j in 0..total.div_ceil(lanes) {
            let first = k.i32((j * lanes) as i32);
            let idx = k.iadd(lane, first);
            let total_c = k.i32(total as i32);
            let inside = k.cmp(CmpOp::Lt, idx, total_c);
            let tt = k.idiv(idx, len_c);
            let c = k.irem(idx, len_c);
            let live = k.cmp(CmpOp::Lt, tt, in_block);
            let live = k.and(inside, live);
            let live = match on {
                Some(on) => k.and(live, on),
                None => live,
            };
            let s = k.iadd(tb0, tt);
            let s = match step_at {
                Some(at) => at(k, s, live),
                None => s,
            };
            let s64 = k.sext(s);
            let c64 = k.sext(c);
            let from = row_step_address(k, ring.base, s64, ring.pitch, ring.offset);
            let from = k.iadd(from, c64);
            let x = k.load_masked::<F32>(ring.src, from, live);
            loads.push(StagedLoad {
                dst: ring.dst,
                idx,
                inside,
                x,
            });
        }
    }
    loads
}

/// Store issued loads ([`issue_steps`]) into their shared arrays (no barrier).
pub(crate) fn store_steps(k: &mut KernelBuilder, loads: &[StagedLoad]) {
    for l in loads {
        k.if_(l.inside, |k| k.shared_store(l.dst, l.idx, l.x));
    }
}

/// Staging a block of ring steps, second half: `between` (other work that overlaps the
/// loads' round trip), then the loads stored ([`store_steps`]) and a barrier that publishes
/// them.
pub(crate) fn publish_steps(
    k: &mut KernelBuilder,
    loads: &[StagedLoad],
    between: Option<&dyn Fn(&mut KernelBuilder)>,
) {
    if let Some(between) = between {
        between(k);
    }
    store_steps(k, loads);
    k.barrier();
}

/// The shared arrays a block of staged tuples lies in (see [`issue_steps`]): `k`
/// (`[step][K]`), the decays (`[step]`, or `[step][K]` with `per_channel`) and the tile's
/// `u` (`[step][BV]`), with BV as an i32.
#[derive(Clone, Copy)]
pub(crate) struct StagedTuples {
    pub k_s: Shared,
    pub decay_s: Shared,
    pub u_s: Shared,
    pub bv: Val<I32>,
    pub per_channel: bool,
}

/// Apply staged step `tt`'s tuple to a lane's state (`vars`, element `i` at k offset
/// `offsets[i]`), with [`tuple_element`]: per element its `k` and its decay (the head's,
/// or its channel's), and the column's `u` (`column_in_tile`).
pub(crate) fn apply_staged_tuple(
    k: &mut KernelBuilder,
    staged: StagedTuples,
    vars: &[VarRef<F32>],
    offsets: &[Val<I32>],
    column_in_tile: Val<I32>,
    tt: Val<I32>,
    control: bool,
) {
    let kdim32 = k.i32(K_DIM as i32);
    let tt_k = k.imul(tt, kdim32);
    let u_at = k.imul(tt, staged.bv);
    let u_at = k.iadd(u_at, column_in_tile);
    let u = k.shared_load::<F32>(staged.u_s, u_at);
    let head_decay = (!staged.per_channel).then(|| k.shared_load::<F32>(staged.decay_s, tt));
    for (&var, &o) in vars.iter().zip(offsets) {
        let at = k.iadd(tt_k, o);
        let kk = k.shared_load::<F32>(staged.k_s, at);
        let decay = match head_decay {
            Some(d) => d,
            None => k.shared_load::<F32>(staged.decay_s, at),
        };
        tuple_element(k, var, kk, decay, u, control);
    }
}
