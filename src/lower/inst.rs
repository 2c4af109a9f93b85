//! The lowering of each instruction: [`Lowerer::inst`] dispatches to one function per
//! instruction, grouped below as float math, integers and booleans, conversions, memory,
//! lanes and control flow. Vendor-specific instructions go to the [`Backend`].
//!
//! Every value is built with an empty name, so LLVM numbers them in the order they are
//! built: the order of the builder calls here is part of the emitted text.
//!
//! [`Backend`]: super::Backend

use super::{err, scalar_type, LowerError, Lowerer};
use crate::ir::*;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicValue, BasicValueEnum, InstructionValue, IntValue, PointerValue};
use inkwell::{FloatPredicate, IntPredicate};

/// A lowered value, or `None` for an instruction with no value.
type Lowered<'ctx> = Result<Option<BasicValueEnum<'ctx>>, LowerError>;

/// A lowered value.
type Value<'ctx> = Result<BasicValueEnum<'ctx>, LowerError>;

impl<'ctx> Lowerer<'_, 'ctx> {
    /// Lower instruction `h` at the builder's position.
    pub(super) fn inst(&mut self, h: InstHandle) -> Lowered<'ctx> {
        let kernel = self.kernel;
        let inst = kernel
            .insts
            .get(h)
            .ok_or_else(|| LowerError(format!("{h:?} is not in the kernel")))?;
        match inst {
            Inst::Const(c) => Ok(Some(self.constant(*c))),
            Inst::Param(p) => self
                .function
                .get_nth_param(*p)
                .map(Some)
                .ok_or_else(|| LowerError(format!("missing param {p}"))),
            // Float math.
            Inst::FloatBin { op, a, b, .. } => self.float_bin(*op, *a, *b).map(Some),
            Inst::Fma { a, b, c, .. } => self.fma(*a, *b, *c).map(Some),
            Inst::Sqrt { a, .. } => self.sqrt(*a).map(Some),
            Inst::FNeg(a) => self.fneg(*a).map(Some),
            Inst::Opaque(a) => {
                let v = self.i(*a)?;
                self.backend.opaque(self, v).map(|v| Some(v.into()))
            }
            Inst::Approx { op, args } => self.approx(*op, args).map(Some),
            // Integers and booleans.
            Inst::IntBin { op, a, b } => self.int_bin(*op, *a, *b).map(Some),
            Inst::Cmp { op, a, b } => self.compare(*op, *a, *b).map(Some),
            Inst::BoolBin { op, a, b } => self.bool_bin(*op, *a, *b).map(Some),
            Inst::Not(a) => self.not(*a).map(Some),
            Inst::Select { cond, a, b } => self.select(*cond, *a, *b).map(Some),
            // Conversions.
            Inst::Convert { to, a, .. } => self.convert(*a, *to).map(Some),
            Inst::Bitcast { to, a } => self.bitcast(*a, *to).map(Some),
            // Memory.
            Inst::Load {
                buffer,
                index,
                mask,
                align,
            } => self.load(h, *buffer, *index, *mask, *align).map(Some),
            Inst::Store {
                buffer,
                index,
                value,
                mask,
                align,
            } => self
                .store(*buffer, *index, *value, *mask, *align)
                .map(|()| None),
            Inst::Prefetch {
                buffer,
                index,
                mask,
            } => self.prefetch(*buffer, *index, *mask).map(|()| None),
            Inst::AtomicOr {
                buffer,
                index,
                value,
            } => self.atomic_or(*buffer, *index, *value).map(|()| None),
            Inst::SharedLoad { array, index } => self.shared_load(*array, *index).map(Some),
            Inst::SharedStore {
                array,
                index,
                value,
            } => self.shared_store(*array, *index, *value).map(|()| None),
            Inst::VarGet(v) => self.var_get(h, *v).map(Some),
            Inst::VarSet(v, x) => self.var_set(*v, *x).map(|()| None),
            // Lanes and the work-group.
            Inst::Special(s) => self.backend.special(self, *s).map(Some),
            Inst::ShflXor { value, lane_mask } => self.shfl_xor(*value, *lane_mask).map(Some),
            Inst::Barrier => self.backend.barrier(self).map(|()| None),
            Inst::GridDependency(d) => self.backend.grid_dependency(self, *d).map(|()| None),
            // Control flow.
            Inst::If {
                cond,
                then_block,
                else_block,
            } => self.if_else(*cond, then_block, else_block).map(|()| None),
            Inst::Loop {
                var,
                start,
                end,
                body,
            } => self.counted_loop(*var, *start, *end, body).map(|()| None),
        }
    }

    fn constant(&self, c: Const) -> BasicValueEnum<'ctx> {
        let ctx = self.ctx;
        match c {
            Const::F32(bits) => ctx
                .f32_type()
                .const_float(f64::from(f32::from_bits(bits)))
                .into(),
            Const::I32(v) => ctx.i32_type().const_int(v as u32 as u64, false).into(),
            Const::I64(v) => ctx.i64_type().const_int(v as u64, false).into(),
            Const::Bool(v) => ctx.bool_type().const_int(u64::from(v), false).into(),
        }
    }
}

/// Float math: plain IEEE operations with no fast-math flags (see the module documentation
/// of `lower`), and the vendor's approximate operations.
impl<'ctx> Lowerer<'_, 'ctx> {
    fn float_bin(&self, op: FloatBinOp, a: InstHandle, b: InstHandle) -> Value<'ctx> {
        let (x, y) = (self.f(a)?, self.f(b)?);
        let builder = &self.builder;
        let v = match op {
            FloatBinOp::Add => builder.build_float_add(x, y, ""),
            FloatBinOp::Sub => builder.build_float_sub(x, y, ""),
            FloatBinOp::Mul => builder.build_float_mul(x, y, ""),
            FloatBinOp::Div => builder.build_float_div(x, y, ""),
        }
        .map_err(err("float op"))?
        .into();
        self.maybe_contract(v);
        Ok(v)
    }

    fn fma(&self, a: InstHandle, b: InstHandle, c: InstHandle) -> Value<'ctx> {
        let f32t = self.ctx.f32_type().into();
        let args = [self.f(a)?.into(), self.f(b)?.into(), self.f(c)?.into()];
        let v = self.call_intrinsic("llvm.fma", &[f32t], &args)?;
        self.maybe_contract(v);
        Ok(v)
    }

    fn sqrt(&self, a: InstHandle) -> Value<'ctx> {
        // Without `afn`, llvm.sqrt is correctly rounded on both targets.
        let f32t = self.ctx.f32_type().into();
        self.call_intrinsic("llvm.sqrt", &[f32t], &[self.f(a)?.into()])
    }

    fn fneg(&self, a: InstHandle) -> Value<'ctx> {
        Ok(self
            .builder
            .build_float_neg(self.f(a)?, "")
            .map_err(err("fneg"))?
            .into())
    }

    fn approx(&self, op: ApproxOp, args: &[InstHandle]) -> Value<'ctx> {
        let xs = args
            .iter()
            .map(|a| Ok(self.f(*a)?.into()))
            .collect::<Result<Vec<_>, LowerError>>()?;
        self.backend.approx(self, op, &xs)
    }
}

/// Integers and booleans: two's-complement, signed where it matters; comparisons of floats
/// are ordered except `Ne` (true on NaN).
impl<'ctx> Lowerer<'_, 'ctx> {
    fn int_bin(&self, op: IntBinOp, a: InstHandle, b: InstHandle) -> Value<'ctx> {
        let (x, y) = (self.i(a)?, self.i(b)?);
        let builder = &self.builder;
        let r = match op {
            IntBinOp::Add => builder.build_int_add(x, y, ""),
            IntBinOp::Sub => builder.build_int_sub(x, y, ""),
            IntBinOp::Mul => builder.build_int_mul(x, y, ""),
            IntBinOp::Div => builder.build_int_signed_div(x, y, ""),
            IntBinOp::Rem => builder.build_int_signed_rem(x, y, ""),
            IntBinOp::And => builder.build_and(x, y, ""),
            IntBinOp::Or => builder.build_or(x, y, ""),
            IntBinOp::Xor => builder.build_xor(x, y, ""),
            IntBinOp::Shl => builder.build_left_shift(x, y, ""),
            IntBinOp::Shr => builder.build_right_shift(x, y, true, ""),
            IntBinOp::Min | IntBinOp::Max => {
                let pred = if op == IntBinOp::Min {
                    IntPredicate::SLT
                } else {
                    IntPredicate::SGT
                };
                let c = builder
                    .build_int_compare(pred, x, y, "")
                    .map_err(err("icmp"))?;
                builder
                    .build_select(c, x, y, "")
                    .map(|v| v.into_int_value())
            }
        };
        Ok(r.map_err(err("int op"))?.into())
    }

    fn compare(&self, op: CmpOp, a: InstHandle, b: InstHandle) -> Value<'ctx> {
        let builder = &self.builder;
        if self.ty(a)?.is_float() {
            let pred = match op {
                CmpOp::Eq => FloatPredicate::OEQ,
                CmpOp::Ne => FloatPredicate::UNE,
                CmpOp::Lt => FloatPredicate::OLT,
                CmpOp::Le => FloatPredicate::OLE,
                CmpOp::Gt => FloatPredicate::OGT,
                CmpOp::Ge => FloatPredicate::OGE,
            };
            builder.build_float_compare(pred, self.f(a)?, self.f(b)?, "")
        } else {
            let pred = match op {
                CmpOp::Eq => IntPredicate::EQ,
                CmpOp::Ne => IntPredicate::NE,
                CmpOp::Lt => IntPredicate::SLT,
                CmpOp::Le => IntPredicate::SLE,
                CmpOp::Gt => IntPredicate::SGT,
                CmpOp::Ge => IntPredicate::SGE,
            };
            builder.build_int_compare(pred, self.i(a)?, self.i(b)?, "")
        }
        .map(Into::into)
        .map_err(err("compare"))
    }

    fn bool_bin(&self, op: BoolOp, a: InstHandle, b: InstHandle) -> Value<'ctx> {
        let (x, y) = (self.i(a)?, self.i(b)?);
        match op {
            BoolOp::And => self.builder.build_and(x, y, ""),
            BoolOp::Or => self.builder.build_or(x, y, ""),
        }
        .map(Into::into)
        .map_err(err("bool op"))
    }

    fn not(&self, a: InstHandle) -> Value<'ctx> {
        self.builder
            .build_not(self.i(a)?, "")
            .map(Into::into)
            .map_err(err("not"))
    }

    fn select(&self, cond: InstHandle, a: InstHandle, b: InstHandle) -> Value<'ctx> {
        self.builder
            .build_select(self.i(cond)?, self.v(a)?, self.v(b)?, "")
            .map_err(err("select"))
    }
}

/// Conversions between scalar types (the ones the validator admits) and bit casts.
impl<'ctx> Lowerer<'_, 'ctx> {
    fn convert(&self, a: InstHandle, to: Scalar) -> Value<'ctx> {
        let from = self.ty(a)?;
        let target = scalar_type(self.ctx, to);
        let b = &self.builder;
        match (from, to) {
            // fptrunc without fast-math flags rounds to nearest even.
            (Scalar::F32, Scalar::F16 | Scalar::Bf16) => b
                .build_float_trunc(self.f(a)?, target.into_float_type(), "")
                .map(Into::into)
                .map_err(err("fptrunc")),
            (Scalar::F16 | Scalar::Bf16, Scalar::F32) => b
                .build_float_ext(self.f(a)?, target.into_float_type(), "")
                .map(Into::into)
                .map_err(err("fpext")),
            (Scalar::I32, Scalar::I64) => b
                .build_int_s_extend(self.i(a)?, target.into_int_type(), "")
                .map(Into::into)
                .map_err(err("sext")),
            (Scalar::I64, Scalar::I32) => b
                .build_int_truncate(self.i(a)?, target.into_int_type(), "")
                .map(Into::into)
                .map_err(err("trunc")),
            // fptosi truncates toward zero (Rz), the only rounding the validator allows for
            // f32 -> i32.
            (Scalar::F32, Scalar::I32) => b
                .build_float_to_signed_int(self.f(a)?, target.into_int_type(), "")
                .map(Into::into)
                .map_err(err("fptosi")),
            (Scalar::I32 | Scalar::I64, Scalar::F32) => b
                .build_signed_int_to_float(self.i(a)?, target.into_float_type(), "")
                .map(Into::into)
                .map_err(err("sitofp")),
            (f, t) => Err(LowerError(format!("no conversion {f:?} -> {t:?}"))),
        }
    }

    fn bitcast(&self, a: InstHandle, to: Scalar) -> Value<'ctx> {
        self.builder
            .build_bit_cast(self.v(a)?, scalar_type(self.ctx, to), "")
            .map_err(err("bitcast"))
    }
}

/// Memory: global buffers (masked accesses become a branch around the access), shared
/// arrays, and the stack slots of variables.
impl<'ctx> Lowerer<'_, 'ctx> {
    fn load(
        &mut self,
        h: InstHandle,
        buffer: u32,
        index: InstHandle,
        mask: Option<InstHandle>,
        align: u32,
    ) -> Value<'ctx> {
        let load = |l: &mut Self| -> Lowered<'ctx> {
            let (ptr, elem) = l.buffer_ptr(buffer, index)?;
            let v = l.builder.build_load(elem, ptr, "").map_err(err("load"))?;
            set_align(v.as_instruction_value(), align)?;
            Ok(Some(v))
        };
        match mask {
            None => load(self)?.ok_or_else(|| LowerError("load gave no value".into())),
            Some(m) => {
                let zero = scalar_type(self.ctx, self.ty(h)?).const_zero();
                let cond = self.i(m)?;
                self.guarded(cond, load, Some(zero))?
                    .ok_or_else(|| LowerError("masked load gave no value".into()))
            }
        }
    }

    fn store(
        &mut self,
        buffer: u32,
        index: InstHandle,
        value: InstHandle,
        mask: Option<InstHandle>,
        align: u32,
    ) -> Result<(), LowerError> {
        let store = |l: &mut Self| -> Lowered<'ctx> {
            let (ptr, _) = l.buffer_ptr(buffer, index)?;
            let s = l
                .builder
                .build_store(ptr, l.v(value)?)
                .map_err(err("store"))?;
            set_align(Some(s), align)?;
            Ok(None)
        };
        self.masked_effect(mask, store)
    }

    /// The backend's L2 prefetch of the element's address; nothing (not even the branch
    /// of a mask) where the arch has none (`Arch::has_l2_prefetch`).
    fn prefetch(
        &mut self,
        buffer: u32,
        index: InstHandle,
        mask: Option<InstHandle>,
    ) -> Result<(), LowerError> {
        if !self.arch.has_l2_prefetch() {
            return Ok(());
        }
        let prefetch = |l: &mut Self| -> Lowered<'ctx> {
            let (ptr, _) = l.buffer_ptr(buffer, index)?;
            l.backend.prefetch_l2(l, ptr)?;
            Ok(None)
        };
        self.masked_effect(mask, prefetch)
    }

    /// `body`, an effect without a value (a store, a prefetch), on the lanes where `mask`
    /// holds (behind a branch), or unconditionally without a mask.
    fn masked_effect(
        &mut self,
        mask: Option<InstHandle>,
        body: impl FnOnce(&mut Self) -> Lowered<'ctx>,
    ) -> Result<(), LowerError> {
        match mask {
            None => body(self)?,
            Some(m) => {
                let cond = self.i(m)?;
                self.guarded(cond, body, None)?
            }
        };
        Ok(())
    }

    /// `atomicrmw or`, monotonic (relaxed), at the backend's device scope: the only
    /// ordering the diagnostics word needs, since the engine reads it after the launch.
    fn atomic_or(
        &self,
        buffer: u32,
        index: InstHandle,
        value: InstHandle,
    ) -> Result<(), LowerError> {
        use inkwell::llvm_sys::core::{LLVMGetSyncScopeID, LLVMSetAtomicSyncScopeID};
        use inkwell::values::AsValueRef;
        let (ptr, _) = self.buffer_ptr(buffer, index)?;
        let rmw = self
            .builder
            .build_atomicrmw(
                inkwell::AtomicRMWBinOp::Or,
                ptr,
                self.i(value)?,
                inkwell::AtomicOrdering::Monotonic,
            )
            .map_err(err("atomic or"))?;
        let scope = self.backend.device_scope();
        // SAFETY: the context is live and `rmw` is an atomicrmw instruction built in it; the
        // scope name is a valid buffer whose length is passed with it.
        unsafe {
            let id = LLVMGetSyncScopeID(self.ctx.raw(), scope.as_ptr().cast(), scope.len());
            LLVMSetAtomicSyncScopeID(rmw.as_value_ref(), id);
        }
        Ok(())
    }

    fn shared_load(&self, array: u32, index: InstHandle) -> Value<'ctx> {
        let (ptr, elem) = self.shared_ptr(array, index)?;
        self.builder
            .build_load(elem, ptr, "")
            .map_err(err("shared load"))
    }

    fn shared_store(
        &self,
        array: u32,
        index: InstHandle,
        value: InstHandle,
    ) -> Result<(), LowerError> {
        let (ptr, _) = self.shared_ptr(array, index)?;
        self.builder
            .build_store(ptr, self.v(value)?)
            .map_err(err("shared store"))?;
        Ok(())
    }

    /// `h` is the `VarGet` itself: its type is the variable's.
    fn var_get(&self, h: InstHandle, v: Var) -> Value<'ctx> {
        let ty = scalar_type(self.ctx, self.ty(h)?);
        self.builder
            .build_load(ty, self.var(v)?, "")
            .map_err(err("var load"))
    }

    fn var_set(&self, v: Var, x: InstHandle) -> Result<(), LowerError> {
        self.builder
            .build_store(self.var(v)?, self.v(x)?)
            .map_err(err("var store"))?;
        Ok(())
    }

    /// Address of element `index` of buffer parameter `buffer`, and the element type.
    fn buffer_ptr(
        &self,
        buffer: u32,
        index: InstHandle,
    ) -> Result<(PointerValue<'ctx>, BasicTypeEnum<'ctx>), LowerError> {
        let elem = match self.kernel.params.get(buffer as usize).map(|p| p.kind) {
            Some(ParamKind::Buffer { elem, .. }) => scalar_type(self.ctx, elem),
            _ => return Err(LowerError(format!("param {buffer} is not a buffer"))),
        };
        let base = self
            .function
            .get_nth_param(buffer)
            .ok_or_else(|| LowerError(format!("missing param {buffer}")))?
            .into_pointer_value();
        let idx = self.i(index)?;
        // SAFETY: the index is an element index into the buffer; out-of-range indices are
        // excluded by the kernel's own masks, as checked by the interpreter.
        let ptr = unsafe { self.builder.build_in_bounds_gep(elem, base, &[idx], "") }
            .map_err(err("gep"))?;
        Ok((ptr, elem))
    }

    /// Address of element `index` of shared array `array`, and the element type.
    fn shared_ptr(
        &self,
        array: u32,
        index: InstHandle,
    ) -> Result<(PointerValue<'ctx>, BasicTypeEnum<'ctx>), LowerError> {
        let missing = || LowerError(format!("shared array {array} does not exist"));
        let decl = self.kernel.shared.get(array as usize).ok_or_else(missing)?;
        let elem = scalar_type(self.ctx, decl.elem);
        let base = self
            .shared
            .get(array as usize)
            .ok_or_else(missing)?
            .as_pointer_value();
        let idx = self.i(index)?;
        // SAFETY: the index addresses an element of the shared array; the interpreter
        // checks every shared access of the kernel against the array's length.
        let ptr = unsafe { self.builder.build_in_bounds_gep(elem, base, &[idx], "") }
            .map_err(err("gep"))?;
        Ok((ptr, elem))
    }

    /// Emit `body` only on lanes where `cond` holds; returns the value of `body` merged with
    /// `otherwise` through a phi, if `body` produces one.
    fn guarded(
        &mut self,
        cond: IntValue<'ctx>,
        body: impl FnOnce(&mut Self) -> Lowered<'ctx>,
        otherwise: Option<BasicValueEnum<'ctx>>,
    ) -> Lowered<'ctx> {
        let from = self
            .builder
            .get_insert_block()
            .ok_or_else(|| LowerError("no block".into()))?;
        let then_bb = self.new_block("guarded");
        let done_bb = self.new_block("guarded.done");
        self.builder
            .build_conditional_branch(cond, then_bb, done_bb)
            .map_err(err("branch"))?;
        self.builder.position_at_end(then_bb);
        let value = body(self)?;
        let then_end = self.builder.get_insert_block().unwrap_or(then_bb);
        self.builder
            .build_unconditional_branch(done_bb)
            .map_err(err("branch"))?;
        self.builder.position_at_end(done_bb);
        match (value, otherwise) {
            (Some(v), Some(o)) => {
                let phi = self
                    .builder
                    .build_phi(v.get_type(), "")
                    .map_err(err("phi"))?;
                phi.add_incoming(&[(&v, then_end), (&o, from)]);
                Ok(Some(phi.as_basic_value()))
            }
            _ => Ok(None),
        }
    }
}

/// Declare a memory access `align`-byte aligned (0: leave LLVM's natural alignment).
fn set_align(inst: Option<InstructionValue<'_>>, align: u32) -> Result<(), LowerError> {
    match inst {
        Some(i) if align > 0 => i
            .set_alignment(align)
            .map_err(|e| LowerError(format!("alignment: {e}"))),
        _ => Ok(()),
    }
}

/// Lanes: the xor shuffle moves 32-bit values; floats cross as their bits.
impl<'ctx> Lowerer<'_, 'ctx> {
    fn shfl_xor(&self, value: InstHandle, lane_mask: u32) -> Value<'ctx> {
        let x = self.v(value)?;
        let is_float = x.is_float_value();
        let bits = if is_float {
            self.builder
                .build_bit_cast(x, self.ctx.i32_type(), "")
                .map_err(err("bitcast"))?
                .into_int_value()
        } else {
            self.i(value)?
        };
        let out = self.backend.shfl_xor(self, bits, lane_mask)?;
        if is_float {
            self.builder
                .build_bit_cast(out, self.ctx.f32_type(), "")
                .map_err(err("bitcast"))
        } else {
            Ok(out.into())
        }
    }
}

/// Control flow: structured `if`/`else` and counted loops over a stack slot.
impl<'ctx> Lowerer<'_, 'ctx> {
    fn if_else(
        &mut self,
        cond: InstHandle,
        then_block: &Block,
        else_block: &Block,
    ) -> Result<(), LowerError> {
        let c = self.i(cond)?;
        let then_bb = self.new_block("then");
        let else_bb = self.new_block("else");
        let done_bb = self.new_block("endif");
        self.builder
            .build_conditional_branch(c, then_bb, else_bb)
            .map_err(err("branch"))?;
        self.builder.position_at_end(then_bb);
        self.block(then_block)?;
        self.builder
            .build_unconditional_branch(done_bb)
            .map_err(err("branch"))?;
        self.builder.position_at_end(else_bb);
        self.block(else_block)?;
        self.builder
            .build_unconditional_branch(done_bb)
            .map_err(err("branch"))?;
        self.builder.position_at_end(done_bb);
        Ok(())
    }

    /// `for var in start..end { body }`: the loop variable lives in its stack slot, tested
    /// at the head and incremented (`nsw`) at the end of the body.
    fn counted_loop(
        &mut self,
        var: Var,
        start: InstHandle,
        end: InstHandle,
        body: &Block,
    ) -> Result<(), LowerError> {
        let slot = self.var(var)?;
        let i32t = self.ctx.i32_type();
        self.builder
            .build_store(slot, self.v(start)?)
            .map_err(err("loop init"))?;
        let end_v = self.i(end)?;
        let head = self.new_block("loop.head");
        let body_bb = self.new_block("loop.body");
        let exit = self.new_block("loop.exit");
        self.builder
            .build_unconditional_branch(head)
            .map_err(err("branch"))?;
        self.builder.position_at_end(head);
        let i = self
            .builder
            .build_load(i32t, slot, "")
            .map_err(err("load"))?
            .into_int_value();
        let more = self
            .builder
            .build_int_compare(IntPredicate::SLT, i, end_v, "")
            .map_err(err("icmp"))?;
        self.builder
            .build_conditional_branch(more, body_bb, exit)
            .map_err(err("branch"))?;
        self.builder.position_at_end(body_bb);
        self.block(body)?;
        let i = self
            .builder
            .build_load(i32t, slot, "")
            .map_err(err("load"))?
            .into_int_value();
        let next = self
            .builder
            .build_int_nsw_add(i, i32t.const_int(1, false), "")
            .map_err(err("add"))?;
        self.builder.build_store(slot, next).map_err(err("store"))?;
        self.builder
            .build_unconditional_branch(head)
            .map_err(err("branch"))?;
        self.builder.position_at_end(exit);
        Ok(())
    }
}
