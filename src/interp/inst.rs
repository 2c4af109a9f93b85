//! The interpretation of each instruction: [`GroupState::inst`] dispatches to one function
//! per instruction, grouped below as float math, integers and booleans, conversions,
//! memory, lanes and control flow (the grouping of `lower::inst`).
//!
//! Every function runs its instruction on all lanes of `mask` in lock step, and stores the
//! result of lane `l` at `regs[h * lanes + l]`. Operand types come from the validator's
//! table ([`Launch::ty`]).

use super::{
    approx_stand_in, convert, f, fbits, Arg, Buffer, GroupState, InterpError, Launch, Res,
};
use crate::ir::*;

impl GroupState {
    /// Execute instruction `h` on the lanes of `mask`.
    pub(super) fn inst(&mut self, cx: &Launch, h: InstHandle, mask: &[bool]) -> Res {
        match &cx.k.insts[h] {
            Inst::Const(c) => self.constant(h, mask, *c),
            Inst::Param(p) => self.param(cx, h, mask, *p),
            // Float math.
            Inst::FloatBin { op, a, b, .. } => self.float_bin(h, mask, *op, *a, *b),
            Inst::Fma { a, b, c, .. } => self.fma(h, mask, *a, *b, *c),
            Inst::Sqrt { a, .. } => self.sqrt(h, mask, *a),
            Inst::Approx { op, args } => self.approx(h, mask, *op, args),
            Inst::FNeg(a) => self.fneg(h, mask, *a),
            // An optimization barrier only: the value itself.
            Inst::Opaque(a) => {
                let a = *a;
                self.each(h, mask, |s, l| s.r(a, l));
                Ok(())
            }
            // Integers and booleans.
            Inst::IntBin { op, a, b } => self.int_bin(cx, h, mask, *op, *a, *b),
            Inst::Cmp { op, a, b } => self.compare(cx, h, mask, *op, *a, *b),
            Inst::BoolBin { op, a, b } => self.bool_bin(h, mask, *op, *a, *b),
            Inst::Not(a) => self.not(h, mask, *a),
            Inst::Select { cond, a, b } => self.select(h, mask, *cond, *a, *b),
            // Conversions.
            Inst::Convert { to, a, .. } => self.convert(cx, h, mask, *a, *to),
            Inst::Bitcast { a, .. } => self.bitcast(h, mask, *a),
            // Memory.
            Inst::Load {
                buffer,
                index,
                mask: m,
                align,
            } => self.load(cx, h, mask, BufferAccess::new(*buffer, *index, *m, *align)),
            Inst::Store {
                buffer,
                index,
                value,
                mask: m,
                align,
            } => {
                let at = BufferAccess::new(*buffer, *index, *m, *align);
                self.store(cx, h, mask, at, *value)
            }
            Inst::Prefetch {
                buffer,
                index,
                mask: m,
            } => self.prefetch(cx, mask, BufferAccess::new(*buffer, *index, *m, 0)),
            Inst::AtomicOr {
                buffer,
                index,
                value,
            } => {
                let at = BufferAccess::new(*buffer, *index, None, 0);
                self.atomic_or(cx, h, mask, at, *value)
            }
            Inst::SharedLoad { array, index } => self.shared_load(cx, h, mask, *array, *index),
            Inst::SharedStore {
                array,
                index,
                value,
            } => self.shared_store(cx, h, mask, *array, *index, *value),
            Inst::VarGet(v) => self.var_get(h, mask, *v),
            Inst::VarSet(v, x) => self.var_set(mask, *v, *x),
            // Lanes and the work-group.
            Inst::Special(s) => self.special(h, mask, *s),
            Inst::ShflXor { value, lane_mask } => self.shfl_xor(h, mask, *value, *lane_mask),
            Inst::Barrier => self.barrier(h, mask),
            // Launch ordering only: nothing to do for one launch on the interpreter.
            Inst::GridDependency(_) => Ok(()),
            // Control flow.
            Inst::If {
                cond,
                then_block,
                else_block,
            } => self.if_else(cx, mask, *cond, then_block, else_block),
            Inst::Loop {
                var,
                start,
                end,
                body,
            } => self.counted_loop(cx, mask, *var, *start, *end, body),
        }
    }

    /// A constant: its bits on every lane.
    fn constant(&mut self, h: InstHandle, mask: &[bool], c: Const) -> Res {
        let bits = match c {
            Const::F32(b) => u64::from(b),
            Const::I32(v) => u64::from(v as u32),
            Const::I64(v) => v as u64,
            Const::Bool(v) => u64::from(v),
        };
        self.each(h, mask, |_, _| bits);
        Ok(())
    }

    /// Scalar parameter `p`: the launch argument's bits on every lane.
    fn param(&mut self, cx: &Launch, h: InstHandle, mask: &[bool], p: u32) -> Res {
        let bits = match cx.args.get(p as usize) {
            Some(Arg::Scalar(Const::F32(b))) => u64::from(*b),
            Some(Arg::Scalar(Const::I32(v))) => u64::from(*v as u32),
            Some(Arg::Scalar(Const::I64(v))) => *v as u64,
            Some(Arg::Scalar(Const::Bool(v))) => u64::from(*v),
            _ => return Err(InterpError::BadArgs(format!("param {p} is not a scalar"))),
        };
        self.each(h, mask, |_, _| bits);
        Ok(())
    }
}

/// Float math: Rust's `f32` operations (IEEE, round to nearest even, denormals kept;
/// `mul_add` fused), and the stand-ins for the approximate operations.
impl GroupState {
    /// `a op b` in f32.
    fn float_bin(
        &mut self,
        h: InstHandle,
        mask: &[bool],
        op: FloatBinOp,
        a: InstHandle,
        b: InstHandle,
    ) -> Res {
        match op {
            FloatBinOp::Add => self.each(h, mask, |s, l| fbits(f(s.r(a, l)) + f(s.r(b, l)))),
            FloatBinOp::Sub => self.each(h, mask, |s, l| fbits(f(s.r(a, l)) - f(s.r(b, l)))),
            FloatBinOp::Mul => self.each(h, mask, |s, l| fbits(f(s.r(a, l)) * f(s.r(b, l)))),
            FloatBinOp::Div => self.each(h, mask, |s, l| fbits(f(s.r(a, l)) / f(s.r(b, l)))),
        }
        Ok(())
    }

    /// The fused multiply-add `a * b + c`, rounded once.
    fn fma(
        &mut self,
        h: InstHandle,
        mask: &[bool],
        a: InstHandle,
        b: InstHandle,
        c: InstHandle,
    ) -> Res {
        self.each(h, mask, |s, l| {
            fbits(f(s.r(a, l)).mul_add(f(s.r(b, l)), f(s.r(c, l))))
        });
        Ok(())
    }

    /// The correctly rounded square root.
    fn sqrt(&mut self, h: InstHandle, mask: &[bool], a: InstHandle) -> Res {
        self.each(h, mask, |s, l| fbits(f(s.r(a, l)).sqrt()));
        Ok(())
    }

    /// An approximate operation, by its stand-in ([`approx_stand_in`]).
    fn approx(&mut self, h: InstHandle, mask: &[bool], op: ApproxOp, args: &[InstHandle]) -> Res {
        self.each(h, mask, |s, l| {
            let x: Vec<f32> = args.iter().map(|&a| f(s.r(a, l))).collect();
            fbits(approx_stand_in(op, &x))
        });
        Ok(())
    }

    /// Negation: the sign bit flipped (NaNs included).
    fn fneg(&mut self, h: InstHandle, mask: &[bool], a: InstHandle) -> Res {
        self.each(h, mask, |s, l| s.r(a, l) ^ 0x8000_0000);
        Ok(())
    }
}

/// Integers and booleans: two's complement, signed where it matters; booleans are 0 or 1.
impl GroupState {
    /// `a op b` in i32 or i64 (the operands' type); division by zero, overflowing division
    /// and out-of-range shifts are faults.
    fn int_bin(
        &mut self,
        cx: &Launch,
        h: InstHandle,
        mask: &[bool],
        op: IntBinOp,
        a: InstHandle,
        b: InstHandle,
    ) -> Res {
        let wide = cx.ty(a)? == Scalar::I64;
        self.each_checked(h, mask, |s, l| {
            int_bin_bits(op, wide, s.r(a, l), s.r(b, l)).ok_or_else(|| {
                s.fault(
                    h,
                    format!("integer {op:?} of {} and {}", s.r(a, l), s.r(b, l)),
                )
            })
        })
    }

    /// The comparison `a op b` in the operands' type, as a boolean.
    fn compare(
        &mut self,
        cx: &Launch,
        h: InstHandle,
        mask: &[bool],
        op: CmpOp,
        a: InstHandle,
        b: InstHandle,
    ) -> Res {
        let ty = cx.ty(a)?;
        self.each(h, mask, |s, l| {
            u64::from(compare_bits(op, ty, s.r(a, l), s.r(b, l)))
        });
        Ok(())
    }

    /// Boolean `and` / `or`.
    fn bool_bin(
        &mut self,
        h: InstHandle,
        mask: &[bool],
        op: BoolOp,
        a: InstHandle,
        b: InstHandle,
    ) -> Res {
        self.each(h, mask, |s, l| match op {
            BoolOp::And => s.r(a, l) & s.r(b, l),
            BoolOp::Or => s.r(a, l) | s.r(b, l),
        });
        Ok(())
    }

    /// Boolean negation.
    fn not(&mut self, h: InstHandle, mask: &[bool], a: InstHandle) -> Res {
        self.each(h, mask, |s, l| s.r(a, l) ^ 1);
        Ok(())
    }

    /// `cond ? a : b`, per lane.
    fn select(
        &mut self,
        h: InstHandle,
        mask: &[bool],
        c: InstHandle,
        a: InstHandle,
        b: InstHandle,
    ) -> Res {
        self.each(
            h,
            mask,
            |s, l| if s.r(c, l) != 0 { s.r(a, l) } else { s.r(b, l) },
        );
        Ok(())
    }
}

/// `a op b` on the bits of two i32 (`wide`: i64) values; `None` where the operation faults
/// (division by zero or of the minimum by -1, shifts by a negative or too large amount).
fn int_bin_bits(op: IntBinOp, wide: bool, a: u64, b: u64) -> Option<u64> {
    if wide {
        let (a, b) = (a as i64, b as i64);
        let r = match op {
            IntBinOp::Add => a.wrapping_add(b),
            IntBinOp::Sub => a.wrapping_sub(b),
            IntBinOp::Mul => a.wrapping_mul(b),
            IntBinOp::Div => a.checked_div(b)?,
            IntBinOp::Rem => a.checked_rem(b)?,
            IntBinOp::And => a & b,
            IntBinOp::Or => a | b,
            IntBinOp::Xor => a ^ b,
            IntBinOp::Shl => a.checked_shl(u32::try_from(b).ok().filter(|&s| s < 64)?)?,
            IntBinOp::Shr => a.checked_shr(u32::try_from(b).ok().filter(|&s| s < 64)?)?,
            IntBinOp::Min => a.min(b),
            IntBinOp::Max => a.max(b),
        };
        Some(r as u64)
    } else {
        let (a, b) = (a as u32 as i32, b as u32 as i32);
        let r = match op {
            IntBinOp::Add => a.wrapping_add(b),
            IntBinOp::Sub => a.wrapping_sub(b),
            IntBinOp::Mul => a.wrapping_mul(b),
            IntBinOp::Div => a.checked_div(b)?,
            IntBinOp::Rem => a.checked_rem(b)?,
            IntBinOp::And => a & b,
            IntBinOp::Or => a | b,
            IntBinOp::Xor => a ^ b,
            IntBinOp::Shl => a.checked_shl(u32::try_from(b).ok().filter(|&s| s < 32)?)?,
            IntBinOp::Shr => a.checked_shr(u32::try_from(b).ok().filter(|&s| s < 32)?)?,
            IntBinOp::Min => a.min(b),
            IntBinOp::Max => a.max(b),
        };
        Some(u64::from(r as u32))
    }
}

/// `a op b` on the bits of two values of `ty`: floats ordered except `Ne` (true on NaN),
/// integers signed.
fn compare_bits(op: CmpOp, ty: Scalar, a: u64, b: u64) -> bool {
    use std::cmp::Ordering;
    let ord = match ty {
        Scalar::F32 => f(a).partial_cmp(&f(b)),
        Scalar::I64 => Some((a as i64).cmp(&(b as i64))),
        _ => Some((a as u32 as i32).cmp(&(b as u32 as i32))),
    };
    match (op, ord) {
        (CmpOp::Ne, None) => true,
        (_, None) => false,
        (CmpOp::Eq, Some(o)) => o == Ordering::Equal,
        (CmpOp::Ne, Some(o)) => o != Ordering::Equal,
        (CmpOp::Lt, Some(o)) => o == Ordering::Less,
        (CmpOp::Le, Some(o)) => o != Ordering::Greater,
        (CmpOp::Gt, Some(o)) => o == Ordering::Greater,
        (CmpOp::Ge, Some(o)) => o != Ordering::Less,
    }
}

/// Conversions between scalar types (those of [`convert_bits`]) and bit casts.
impl GroupState {
    /// `a` converted from its type to `to`; a pair with no conversion is a fault.
    fn convert(
        &mut self,
        cx: &Launch,
        h: InstHandle,
        mask: &[bool],
        a: InstHandle,
        to: Scalar,
    ) -> Res {
        let from = cx.ty(a)?;
        self.each_checked(h, mask, |s, l| {
            convert_bits(from, to, s.r(a, l))
                .ok_or_else(|| s.fault(h, format!("no conversion {from:?} -> {to:?}")))
        })
    }

    /// The same bits, as another type.
    fn bitcast(&mut self, h: InstHandle, mask: &[bool], a: InstHandle) -> Res {
        self.each(h, mask, |s, l| s.r(a, l));
        Ok(())
    }
}

/// The bits of `x` converted from `from` to `to`: narrowing floats round to nearest even
/// ([`convert`]), f32 -> i32 truncates toward zero (saturating, NaN to 0), i64 -> i32
/// wraps; `None` for a pair with no conversion.
fn convert_bits(from: Scalar, to: Scalar, x: u64) -> Option<u64> {
    use Scalar::*;
    Some(match (from, to) {
        (F32, Bf16) => u64::from(convert::f32_to_bf16(f(x))),
        (F32, F16) => u64::from(convert::f32_to_f16(f(x))),
        (Bf16, F32) => fbits(convert::bf16_to_f32(x as u16)),
        (F16, F32) => fbits(convert::f16_to_f32(x as u16)),
        (I32, I64) => (x as u32 as i32 as i64) as u64,
        (I64, I32) => u64::from(x as u32),
        (I32, F32) => fbits(x as u32 as i32 as f32),
        (I64, F32) => fbits(x as i64 as f32),
        (F32, I32) => u64::from(f(x) as i32 as u32),
        _ => return None,
    })
}

/// An access of a global buffer: parameter `buffer` at element `index`, only on lanes where
/// `mask` (if any) holds, declared `align`-byte aligned.
#[derive(Clone, Copy)]
struct BufferAccess {
    buffer: u32,
    index: InstHandle,
    mask: Option<InstHandle>,
    align: u32,
}

impl BufferAccess {
    /// The access of a `Load` or `Store` with these fields.
    fn new(buffer: u32, index: InstHandle, mask: Option<InstHandle>, align: u32) -> Self {
        BufferAccess {
            buffer,
            index,
            mask,
            align,
        }
    }
}

/// Memory: global buffers (bounds- and alignment-checked), shared arrays (bounds-checked,
/// with cross-lane accesses between two barriers reported as races), and variables.
impl GroupState {
    /// A load of a global buffer; masked-off lanes get 0.
    fn load(&mut self, cx: &Launch, h: InstHandle, mask: &[bool], at: BufferAccess) -> Res {
        let buf = buffer_arg(cx, at.buffer)?;
        let name = &cx.k.params[at.buffer as usize].name;
        self.each_checked(h, mask, |s, l| {
            if let Some(m) = at.mask {
                if s.r(m, l) == 0 {
                    return Ok(0);
                }
            }
            let i = s.r(at.index, l) as i64;
            let i = s.bounds(buf, name, i, l)?;
            s.aligned(h, name, i, buf.elem_bytes(), at.align)?;
            Ok(buf.read(i))
        })
    }

    /// A prefetch: no effect, but its index is checked as a load's would be, so a kernel
    /// that prefetches outside a buffer fails here as one that reads outside it would.
    fn prefetch(&mut self, cx: &Launch, mask: &[bool], at: BufferAccess) -> Res {
        let buf = buffer_arg(cx, at.buffer)?;
        let name = &cx.k.params[at.buffer as usize].name;
        for l in 0..self.lanes {
            if !mask[l] || at.mask.is_some_and(|m| self.r(m, l) == 0) {
                continue;
            }
            self.bounds(buf, name, self.r(at.index, l) as i64, l)?;
        }
        Ok(())
    }

    /// A store of `value` to a global buffer, lane by lane.
    fn store(
        &mut self,
        cx: &Launch,
        h: InstHandle,
        mask: &[bool],
        at: BufferAccess,
        value: InstHandle,
    ) -> Res {
        self.write_lanes(cx, h, mask, at, value, Buffer::write)
    }

    /// `buffer[index] |= value`, lane by lane, each an atomic fetch-or.
    fn atomic_or(
        &mut self,
        cx: &Launch,
        h: InstHandle,
        mask: &[bool],
        at: BufferAccess,
        value: InstHandle,
    ) -> Res {
        self.write_lanes(cx, h, mask, at, value, Buffer::fetch_or)
    }

    /// `write(buffer, index, value)` on every lane of `mask` (and of the access's own mask),
    /// bounds- and alignment-checked.
    fn write_lanes(
        &mut self,
        cx: &Launch,
        h: InstHandle,
        mask: &[bool],
        at: BufferAccess,
        value: InstHandle,
        write: fn(&Buffer, usize, u64),
    ) -> Res {
        let buf = buffer_arg(cx, at.buffer)?;
        let name = &cx.k.params[at.buffer as usize].name;
        for l in 0..self.lanes {
            if !mask[l] || at.mask.is_some_and(|m| self.r(m, l) == 0) {
                continue;
            }
            let i = self.bounds(buf, name, self.r(at.index, l) as i64, l)?;
            self.aligned(h, name, i, buf.elem_bytes(), at.align)?;
            write(buf, i, self.r(value, l));
        }
        Ok(())
    }

    /// A load of shared array `array`; reading what another lane wrote since the last
    /// barrier is a race.
    fn shared_load(
        &mut self,
        cx: &Launch,
        h: InstHandle,
        mask: &[bool],
        array: u32,
        index: InstHandle,
    ) -> Res {
        let array = array as usize;
        let lanes = self.lanes;
        for l in 0..lanes {
            if !mask[l] {
                continue;
            }
            let i = self.shared_index(cx.k, h, array, self.r(index, l))?;
            let epoch = self.epoch;
            let u = self.shared_use[array][i];
            if u.write_epoch == epoch && u.writer != l as u32 {
                return Err(self.fault(h, format!("shared-memory race: lane {l} reads element {i} written by lane {} with no barrier between", u.writer)));
            }
            let u = &mut self.shared_use[array][i];
            u.reader = if u.read_epoch == epoch && u.reader != l as u32 {
                u32::MAX
            } else {
                l as u32
            };
            u.read_epoch = epoch;
            self.regs[h.index() * lanes + l] = self.shared[array][i];
        }
        Ok(())
    }

    /// A store of `value` to shared array `array`; writing what another lane read or wrote
    /// since the last barrier is a race.
    fn shared_store(
        &mut self,
        cx: &Launch,
        h: InstHandle,
        mask: &[bool],
        array: u32,
        index: InstHandle,
        value: InstHandle,
    ) -> Res {
        let array = array as usize;
        for l in 0..self.lanes {
            if !mask[l] {
                continue;
            }
            let i = self.shared_index(cx.k, h, array, self.r(index, l))?;
            let epoch = self.epoch;
            let u = self.shared_use[array][i];
            let other_writer = u.write_epoch == epoch && u.writer != l as u32;
            let other_reader = u.read_epoch == epoch && u.reader != l as u32;
            if other_writer || other_reader {
                return Err(self.fault(h, format!("shared-memory race: lane {l} writes element {i} that another lane used with no barrier between")));
            }
            let u = &mut self.shared_use[array][i];
            u.write_epoch = epoch;
            u.writer = l as u32;
            self.shared[array][i] = self.r(value, l);
        }
        Ok(())
    }

    /// The value of variable `v` on each lane.
    fn var_get(&mut self, h: InstHandle, mask: &[bool], v: Var) -> Res {
        let base = v.0 as usize * self.lanes;
        self.each(h, mask, |s, l| s.vars[base + l]);
        Ok(())
    }

    /// Assign `x` to variable `v` on each active lane.
    fn var_set(&mut self, mask: &[bool], v: Var, x: InstHandle) -> Res {
        let base = v.0 as usize * self.lanes;
        for l in 0..self.lanes {
            if mask[l] {
                self.vars[base + l] = self.r(x, l);
            }
        }
        Ok(())
    }

    /// An access the IR declares `align`-aligned must be: the element offset times the
    /// element size a multiple of `align` (buffer bases are aligned by the runtime).
    fn aligned(&self, h: InstHandle, name: &str, at: usize, size: usize, align: u32) -> Res {
        if align as usize > size && !(at * size).is_multiple_of(align as usize) {
            return Err(self.fault(h, format!("`{name}`[{at}] is not {align}-byte aligned, as the kernel declares (check pitches and strides)")));
        }
        Ok(())
    }

    /// Element index `bits` (an i32) of shared array `array`, checked against its length.
    fn shared_index(
        &self,
        k: &Kernel,
        h: InstHandle,
        array: usize,
        bits: u64,
    ) -> Result<usize, InterpError> {
        let i = bits as u32 as i32;
        let len = k.shared[array].len as usize;
        if i >= 0 && (i as usize) < len {
            Ok(i as usize)
        } else {
            Err(self.fault(
                h,
                format!(
                    "shared `{}`[{i}] out of bounds (length {len})",
                    k.shared[array].name
                ),
            ))
        }
    }

    /// Element index `i` of `buf`, checked against its length (an out-of-bounds error
    /// naming the buffer and the lane otherwise).
    fn bounds(&self, buf: &Buffer, name: &str, i: i64, lane: usize) -> Result<usize, InterpError> {
        if i >= 0 && (i as u64) < buf.len() as u64 {
            Ok(i as usize)
        } else {
            Err(InterpError::OutOfBounds {
                buffer: name.to_string(),
                index: i,
                len: buf.len(),
                group: self.group,
                lane,
            })
        }
    }
}

/// The buffer passed for parameter `buffer`.
fn buffer_arg<'a>(cx: &Launch<'a>, buffer: u32) -> Result<&'a Buffer, InterpError> {
    match cx.args.get(buffer as usize) {
        Some(Arg::Buffer(b)) => Ok(b),
        _ => Err(InterpError::BadArgs(format!(
            "param {buffer} is not a buffer"
        ))),
    }
}

/// Lanes and the work-group: ids, the xor shuffle (whole 32-lane groups only) and the
/// barrier (the whole work-group only), which starts a new epoch of race detection.
impl GroupState {
    /// The lane's id in the work-group, or the work-group's id on an axis of the grid.
    fn special(&mut self, h: InstHandle, mask: &[bool], s: Special) -> Res {
        let group = self.group;
        match s {
            Special::LocalId => self.each(h, mask, |_, l| l as u64),
            Special::GroupId(a) => self.each(h, mask, |_, _| u64::from(group[a.index()])),
        }
        Ok(())
    }

    /// `value` of lane `l ^ lane_mask`; every lane of an active lane's 32-lane group must
    /// be active.
    fn shfl_xor(&mut self, h: InstHandle, mask: &[bool], value: InstHandle, lane_mask: u32) -> Res {
        let (lanes, m) = (self.lanes, lane_mask as usize);
        for l in 0..lanes {
            if mask[l] && !(l & !31..(l & !31) + 32).all(|x| x < lanes && mask[x]) {
                return Err(self.fault(h, "shfl_xor with inactive lanes in its 32-lane group"));
            }
        }
        self.each(h, mask, |s, l| s.r(value, l ^ m));
        Ok(())
    }

    /// The work-group barrier: every lane must reach it; it ends the race-detection epoch.
    fn barrier(&mut self, h: InstHandle, mask: &[bool]) -> Res {
        if mask.iter().any(|m| !m) {
            return Err(self.fault(h, "barrier reached by only part of the work-group"));
        }
        self.epoch += 1;
        Ok(())
    }
}

/// Control flow: lanes diverge by masks, and a block runs only if some lane is active.
impl GroupState {
    /// `if cond { then_block } else { else_block }`: each block on the lanes that take it.
    fn if_else(
        &mut self,
        cx: &Launch,
        mask: &[bool],
        cond: InstHandle,
        then_block: &Block,
        else_block: &Block,
    ) -> Res {
        let lanes = self.lanes;
        let then_mask: Vec<bool> = (0..lanes)
            .map(|l| mask[l] && self.r(cond, l) != 0)
            .collect();
        if then_mask.iter().any(|&x| x) {
            self.block(cx, then_block, &then_mask)?;
        }
        if !else_block.is_empty() {
            let else_mask: Vec<bool> = (0..lanes)
                .map(|l| mask[l] && self.r(cond, l) == 0)
                .collect();
            if else_mask.iter().any(|&x| x) {
                self.block(cx, else_block, &else_mask)?;
            }
        }
        Ok(())
    }

    /// `for var in start..end { body }` (i32, signed): each lane leaves the loop when its
    /// own `var` reaches its own `end`; the loop ends when no lane is left.
    fn counted_loop(
        &mut self,
        cx: &Launch,
        mask: &[bool],
        var: Var,
        start: InstHandle,
        end: InstHandle,
        body: &Block,
    ) -> Res {
        let lanes = self.lanes;
        let base = var.0 as usize * lanes;
        for l in 0..lanes {
            if mask[l] {
                self.vars[base + l] = self.r(start, l);
            }
        }
        let mut active = vec![false; lanes];
        loop {
            let mut any = false;
            for l in 0..lanes {
                active[l] =
                    mask[l] && (self.vars[base + l] as u32 as i32) < (self.r(end, l) as u32 as i32);
                any |= active[l];
            }
            if !any {
                break;
            }
            self.block(cx, body, &active)?;
            for l in 0..lanes {
                if active[l] {
                    let next = (self.vars[base + l] as u32 as i32).wrapping_add(1);
                    self.vars[base + l] = u64::from(next as u32);
                }
            }
        }
        Ok(())
    }
}
