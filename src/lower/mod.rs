//! Lowering: IR -> LLVM module (inkwell). Shared code here, the vendor-specific bits
//! (triple, calling convention, special registers, shuffles, attributes) in `nvptx.rs`
//! and `amdgpu.rs`.
//!
//! Float operations are emitted as plain `fadd`/`fsub`/`fmul`/`fdiv` and `llvm.fma.f32`
//! with **no fast-math flags**: NVPTX then prints `.rn` on every op (so ptxas never fuses),
//! and AMDGPU keeps separate multiplies and adds. The one exception is
//! [`LowerOptions::contract_control`], a deliberately broken lowering that exists only so
//! the ISA-rule tests can show they catch contraction; the generator never sets it.

mod amdgpu;
mod nvptx;

use crate::ir::*;
use crate::target::{Arch, Vendor};
use inkwell::basic_block::BasicBlock;
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::intrinsics::Intrinsic;
use inkwell::module::Module;
use inkwell::targets::{
    CodeModel, InitializationConfig, RelocMode, Target, TargetMachine, TargetTriple,
};
use inkwell::types::{BasicMetadataTypeEnum, BasicType, BasicTypeEnum};
use inkwell::values::{
    BasicMetadataValueEnum, BasicValue, BasicValueEnum, FastMathFlags, FunctionValue, IntValue,
    PointerValue,
};
use inkwell::{AddressSpace, FloatPredicate, IntPredicate, OptimizationLevel};

/// Options of the lowering stage.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LowerOptions {
    /// Test control only: put the `contract` fast-math flag on every float operation, the
    /// mistake the ISA rules must catch. Never set by the generator.
    pub contract_control: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LowerError(pub String);

impl std::fmt::Display for LowerError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for LowerError {}

fn err<E: std::fmt::Display>(what: &str) -> impl FnOnce(E) -> LowerError + '_ {
    move |e| LowerError(format!("{what}: {e}"))
}

/// LLVM triple, CPU and features of an arch.
pub fn target_triple(arch: Arch) -> &'static str {
    match arch.vendor() {
        Vendor::Nvidia => "nvptx64-nvidia-cuda",
        Vendor::Amd => "amdgcn-amd-amdhsa",
    }
}

/// A target machine for `arch` at O3. Explicit CPU and features; nothing taken from the host.
pub fn target_machine(arch: Arch) -> Result<TargetMachine, LowerError> {
    let config = InitializationConfig::default();
    match arch.vendor() {
        Vendor::Nvidia => Target::initialize_nvptx(&config),
        Vendor::Amd => Target::initialize_amd_gpu(&config),
    }
    let triple = TargetTriple::create(target_triple(arch));
    let target = Target::from_triple(&triple).map_err(err("target lookup"))?;
    let features = arch.ptx_feature().unwrap_or("");
    target
        .create_target_machine(
            &triple,
            arch.name(),
            features,
            OptimizationLevel::Aggressive,
            RelocMode::Default,
            CodeModel::Default,
        )
        .ok_or_else(|| LowerError(format!("LLVM cannot create a target machine for {arch}")))
}

/// Lower a (validated) kernel to a fresh LLVM module for `arch`.
pub fn lower<'ctx>(
    ctx: &'ctx Context,
    kernel: &Kernel,
    arch: Arch,
    tm: &TargetMachine,
    opts: LowerOptions,
) -> Result<Module<'ctx>, LowerError> {
    valid::validate(kernel).map_err(err("validation"))?;
    let module = ctx.create_module(&kernel.name);
    module.set_source_file_name(&kernel.name);
    module.set_triple(&tm.get_triple());
    module.set_data_layout(&tm.get_target_data().get_data_layout());

    let global = AddressSpace::from(1u16);
    let param_types: Vec<BasicMetadataTypeEnum> = kernel
        .params
        .iter()
        .map(|p| match p.kind {
            ParamKind::Buffer { .. } => ctx.ptr_type(global).into(),
            ParamKind::Scalar(s) => scalar_type(ctx, s).into(),
        })
        .collect();
    let fn_type = ctx.void_type().fn_type(&param_types, false);
    let function = module.add_function(&kernel.name, fn_type, None);
    for (i, p) in kernel.params.iter().enumerate() {
        if let Some(v) = function.get_nth_param(i as u32) {
            v.set_name(&p.name);
        }
    }
    match arch.vendor() {
        Vendor::Nvidia => {
            nvptx::kernel_attributes(ctx, function, kernel.group_size, kernel.max_registers)
        }
        Vendor::Amd => amdgpu::kernel_attributes(ctx, function, kernel.group_size),
    }

    let builder = ctx.create_builder();
    let entry = ctx.append_basic_block(function, "entry");
    builder.position_at_end(entry);
    let vars = kernel
        .vars
        .iter()
        .map(|v| builder.build_alloca(scalar_type(ctx, v.ty), &v.name))
        .collect::<Result<Vec<_>, _>>()
        .map_err(err("alloca"))?;

    let shared_space = AddressSpace::from(3u16);
    let shared = kernel
        .shared
        .iter()
        .map(|d| {
            let ty = scalar_type(ctx, d.elem).array_type(d.len);
            let g = module.add_global(
                ty,
                Some(shared_space),
                &format!("{}.{}", kernel.name, d.name),
            );
            // Shared memory has no initial value on either target.
            g.set_initializer(&ty.get_poison());
            g.set_linkage(inkwell::module::Linkage::Internal);
            g.set_alignment(16);
            g
        })
        .collect();

    let mut l = Lowerer {
        ctx,
        shared,
        module: &module,
        builder,
        function,
        kernel,
        arch,
        opts,
        values: vec![None; kernel.insts.len()],
        vars,
    };
    l.block(&kernel.body)?;
    l.builder.build_return(None).map_err(err("return"))?;
    module
        .verify()
        .map_err(|e| LowerError(format!("LLVM rejected the lowered module: {e}")))?;
    Ok(module)
}

/// Declare a memory access `align`-byte aligned (0: leave LLVM's natural alignment).
fn set_align(
    inst: Option<inkwell::values::InstructionValue<'_>>,
    align: u32,
) -> Result<(), LowerError> {
    match inst {
        Some(i) if align > 0 => i
            .set_alignment(align)
            .map_err(|e| LowerError(format!("alignment: {e}"))),
        _ => Ok(()),
    }
}

pub(crate) fn scalar_type(ctx: &Context, s: Scalar) -> BasicTypeEnum<'_> {
    match s {
        Scalar::F32 => ctx.f32_type().into(),
        Scalar::F16 => ctx.f16_type().into(),
        Scalar::Bf16 => ctx.bf16_type().into(),
        Scalar::I32 => ctx.i32_type().into(),
        Scalar::I64 => ctx.i64_type().into(),
        Scalar::Bool => ctx.bool_type().into(),
    }
}

struct Lowerer<'a, 'ctx> {
    ctx: &'ctx Context,
    shared: Vec<inkwell::values::GlobalValue<'ctx>>,
    module: &'a Module<'ctx>,
    builder: Builder<'ctx>,
    function: FunctionValue<'ctx>,
    kernel: &'a Kernel,
    arch: Arch,
    opts: LowerOptions,
    values: Vec<Option<BasicValueEnum<'ctx>>>,
    vars: Vec<PointerValue<'ctx>>,
}

impl<'ctx> Lowerer<'_, 'ctx> {
    fn v(&self, h: InstHandle) -> Result<BasicValueEnum<'ctx>, LowerError> {
        self.values[h.index()].ok_or_else(|| LowerError(format!("{h:?} used before it is lowered")))
    }
    fn f(&self, h: InstHandle) -> Result<inkwell::values::FloatValue<'ctx>, LowerError> {
        Ok(self.v(h)?.into_float_value())
    }
    fn i(&self, h: InstHandle) -> Result<IntValue<'ctx>, LowerError> {
        Ok(self.v(h)?.into_int_value())
    }

    pub(crate) fn call_intrinsic(
        &self,
        name: &str,
        overloads: &[BasicTypeEnum<'ctx>],
        args: &[BasicMetadataValueEnum<'ctx>],
    ) -> Result<BasicValueEnum<'ctx>, LowerError> {
        let intrinsic = Intrinsic::find(name)
            .ok_or_else(|| LowerError(format!("LLVM has no intrinsic {name}")))?;
        let decl = intrinsic
            .get_declaration(self.module, overloads)
            .ok_or_else(|| LowerError(format!("cannot declare {name}")))?;
        self.builder
            .build_call(decl, args, "")
            .map_err(err(name))?
            .try_as_basic_value()
            .basic()
            .ok_or_else(|| LowerError(format!("{name} returns no value")))
    }

    /// Call an intrinsic that returns nothing.
    pub(crate) fn call_void_intrinsic(
        &self,
        name: &str,
        args: &[BasicMetadataValueEnum<'ctx>],
    ) -> Result<(), LowerError> {
        let intrinsic = Intrinsic::find(name)
            .ok_or_else(|| LowerError(format!("LLVM has no intrinsic {name}")))?;
        let decl = intrinsic
            .get_declaration(self.module, &[])
            .ok_or_else(|| LowerError(format!("cannot declare {name}")))?;
        self.builder.build_call(decl, args, "").map_err(err(name))?;
        Ok(())
    }

    fn new_block(&self, name: &str) -> BasicBlock<'ctx> {
        self.ctx.append_basic_block(self.function, name)
    }

    /// Test control only (see [`LowerOptions::contract_control`]).
    fn maybe_contract(&self, v: BasicValueEnum<'ctx>) {
        if self.opts.contract_control {
            if let Some(inst) = v.as_instruction_value() {
                let _ = inst.set_fast_math_flags(FastMathFlags::AllowContract);
            }
        }
    }

    fn block(&mut self, block: &Block) -> Result<(), LowerError> {
        for &h in block {
            let value = self.inst(h)?;
            self.values[h.index()] = value;
        }
        Ok(())
    }

    fn buffer_ptr(
        &self,
        buffer: u32,
        index: InstHandle,
    ) -> Result<(PointerValue<'ctx>, BasicTypeEnum<'ctx>), LowerError> {
        let elem = match self.kernel.params[buffer as usize].kind {
            ParamKind::Buffer { elem, .. } => scalar_type(self.ctx, elem),
            ParamKind::Scalar(_) => {
                return Err(LowerError(format!("param {buffer} is not a buffer")))
            }
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

    fn shared_ptr(
        &self,
        array: u32,
        index: InstHandle,
    ) -> Result<(PointerValue<'ctx>, BasicTypeEnum<'ctx>), LowerError> {
        let decl = &self.kernel.shared[array as usize];
        let elem = scalar_type(self.ctx, decl.elem);
        let base = self.shared[array as usize].as_pointer_value();
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
        body: impl FnOnce(&mut Self) -> Result<Option<BasicValueEnum<'ctx>>, LowerError>,
        otherwise: Option<BasicValueEnum<'ctx>>,
    ) -> Result<Option<BasicValueEnum<'ctx>>, LowerError> {
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

    fn inst(&mut self, h: InstHandle) -> Result<Option<BasicValueEnum<'ctx>>, LowerError> {
        let b = &self.builder;
        let ctx = self.ctx;
        let value: BasicValueEnum<'ctx> = match &self.kernel.insts[h] {
            Inst::Const(c) => match *c {
                Const::F32(bits) => ctx
                    .f32_type()
                    .const_float(f64::from(f32::from_bits(bits)))
                    .into(),
                Const::I32(v) => ctx.i32_type().const_int(v as u32 as u64, false).into(),
                Const::I64(v) => ctx.i64_type().const_int(v as u64, false).into(),
                Const::Bool(v) => ctx.bool_type().const_int(u64::from(v), false).into(),
            },
            Inst::Param(p) => self
                .function
                .get_nth_param(*p)
                .ok_or_else(|| LowerError(format!("missing param {p}")))?,
            Inst::Special(s) => match self.arch.vendor() {
                Vendor::Nvidia => nvptx::special(self, *s)?,
                Vendor::Amd => amdgpu::special(self, *s)?,
            },
            Inst::FloatBin { op, a, b: rhs, .. } => {
                let (x, y) = (self.f(*a)?, self.f(*rhs)?);
                let v = match op {
                    FloatBinOp::Add => b.build_float_add(x, y, ""),
                    FloatBinOp::Sub => b.build_float_sub(x, y, ""),
                    FloatBinOp::Mul => b.build_float_mul(x, y, ""),
                    FloatBinOp::Div => b.build_float_div(x, y, ""),
                }
                .map_err(err("float op"))?
                .into();
                self.maybe_contract(v);
                v
            }
            Inst::Fma { a, b: y, c, .. } => {
                let f32t = ctx.f32_type().into();
                let args = [self.f(*a)?.into(), self.f(*y)?.into(), self.f(*c)?.into()];
                let v = self.call_intrinsic("llvm.fma", &[f32t], &args)?;
                self.maybe_contract(v);
                v
            }
            Inst::Sqrt { a, .. } => {
                // Without `afn`, llvm.sqrt is correctly rounded on both targets.
                let f32t = ctx.f32_type().into();
                self.call_intrinsic("llvm.sqrt", &[f32t], &[self.f(*a)?.into()])?
            }
            Inst::FNeg(a) => b
                .build_float_neg(self.f(*a)?, "")
                .map_err(err("fneg"))?
                .into(),
            Inst::Approx { op, args } => {
                let xs = args
                    .iter()
                    .map(|a| Ok(self.f(*a)?.into()))
                    .collect::<Result<Vec<_>, LowerError>>()?;
                match self.arch.vendor() {
                    Vendor::Nvidia => nvptx::approx(self, *op, &xs)?,
                    Vendor::Amd => {
                        return Err(LowerError(format!(
                            "{} is an NVIDIA instruction (profile triton-sm90); {} has no lowering for it",
                            op.ptx(),
                            self.arch
                        )))
                    }
                }
            }
            Inst::IntBin { op, a, b: rhs } => {
                let (x, y) = (self.i(*a)?, self.i(*rhs)?);
                let r = match op {
                    IntBinOp::Add => b.build_int_add(x, y, ""),
                    IntBinOp::Sub => b.build_int_sub(x, y, ""),
                    IntBinOp::Mul => b.build_int_mul(x, y, ""),
                    IntBinOp::Div => b.build_int_signed_div(x, y, ""),
                    IntBinOp::Rem => b.build_int_signed_rem(x, y, ""),
                    IntBinOp::And => b.build_and(x, y, ""),
                    IntBinOp::Or => b.build_or(x, y, ""),
                    IntBinOp::Xor => b.build_xor(x, y, ""),
                    IntBinOp::Shl => b.build_left_shift(x, y, ""),
                    IntBinOp::Shr => b.build_right_shift(x, y, true, ""),
                    IntBinOp::Min | IntBinOp::Max => {
                        let pred = if *op == IntBinOp::Min {
                            IntPredicate::SLT
                        } else {
                            IntPredicate::SGT
                        };
                        let c = b.build_int_compare(pred, x, y, "").map_err(err("icmp"))?;
                        b.build_select(c, x, y, "").map(|v| v.into_int_value())
                    }
                };
                r.map_err(err("int op"))?.into()
            }
            Inst::Cmp { op, a, b: rhs } => {
                let is_float = self.kernel.ty(*a).is_some_and(Scalar::is_float);
                if is_float {
                    let pred = match op {
                        CmpOp::Eq => FloatPredicate::OEQ,
                        CmpOp::Ne => FloatPredicate::UNE,
                        CmpOp::Lt => FloatPredicate::OLT,
                        CmpOp::Le => FloatPredicate::OLE,
                        CmpOp::Gt => FloatPredicate::OGT,
                        CmpOp::Ge => FloatPredicate::OGE,
                    };
                    b.build_float_compare(pred, self.f(*a)?, self.f(*rhs)?, "")
                } else {
                    let pred = match op {
                        CmpOp::Eq => IntPredicate::EQ,
                        CmpOp::Ne => IntPredicate::NE,
                        CmpOp::Lt => IntPredicate::SLT,
                        CmpOp::Le => IntPredicate::SLE,
                        CmpOp::Gt => IntPredicate::SGT,
                        CmpOp::Ge => IntPredicate::SGE,
                    };
                    b.build_int_compare(pred, self.i(*a)?, self.i(*rhs)?, "")
                }
                .map_err(err("compare"))?
                .into()
            }
            Inst::BoolBin { op, a, b: rhs } => {
                let (x, y) = (self.i(*a)?, self.i(*rhs)?);
                match op {
                    BoolOp::And => b.build_and(x, y, ""),
                    BoolOp::Or => b.build_or(x, y, ""),
                }
                .map_err(err("bool op"))?
                .into()
            }
            Inst::Not(a) => b.build_not(self.i(*a)?, "").map_err(err("not"))?.into(),
            Inst::Select { cond, a, b: other } => b
                .build_select(self.i(*cond)?, self.v(*a)?, self.v(*other)?, "")
                .map_err(err("select"))?,
            Inst::Convert { to, a, .. } => {
                let from = self.kernel.ty(*a).unwrap_or(Scalar::F32);
                let target = scalar_type(ctx, *to);
                let x = self.v(*a)?;
                match (from, *to) {
                    // fptrunc without fast-math flags rounds to nearest even.
                    (Scalar::F32, Scalar::F16 | Scalar::Bf16) => b
                        .build_float_trunc(x.into_float_value(), target.into_float_type(), "")
                        .map_err(err("fptrunc"))?
                        .into(),
                    (Scalar::F16 | Scalar::Bf16, _) => b
                        .build_float_ext(x.into_float_value(), target.into_float_type(), "")
                        .map_err(err("fpext"))?
                        .into(),
                    (Scalar::I32, Scalar::I64) => b
                        .build_int_s_extend(x.into_int_value(), target.into_int_type(), "")
                        .map_err(err("sext"))?
                        .into(),
                    (Scalar::I64, Scalar::I32) => b
                        .build_int_truncate(x.into_int_value(), target.into_int_type(), "")
                        .map_err(err("trunc"))?
                        .into(),
                    // fptosi truncates toward zero (Rz), the only rounding the validator
                    // allows for f32 -> i32.
                    (Scalar::F32, Scalar::I32) => b
                        .build_float_to_signed_int(x.into_float_value(), target.into_int_type(), "")
                        .map_err(err("fptosi"))?
                        .into(),
                    (_, Scalar::F32) => b
                        .build_signed_int_to_float(x.into_int_value(), target.into_float_type(), "")
                        .map_err(err("sitofp"))?
                        .into(),
                    (f, t) => return Err(LowerError(format!("no conversion {f:?} -> {t:?}"))),
                }
            }
            Inst::Load {
                buffer,
                index,
                mask,
                align,
            } => {
                let (buffer, index, mask, align) = (*buffer, *index, *mask, *align);
                let load = |l: &mut Self| -> Result<Option<BasicValueEnum<'ctx>>, LowerError> {
                    let (ptr, elem) = l.buffer_ptr(buffer, index)?;
                    let v = l.builder.build_load(elem, ptr, "").map_err(err("load"))?;
                    set_align(v.as_instruction_value(), align)?;
                    Ok(Some(v))
                };
                match mask {
                    None => load(self)?.ok_or_else(|| LowerError("load gave no value".into()))?,
                    Some(m) => {
                        let elem = match self.kernel.ty(h) {
                            Some(t) => scalar_type(ctx, t),
                            None => return Err(LowerError("load of no type".into())),
                        };
                        let zero = elem.const_zero();
                        let cond = self.i(m)?;
                        self.guarded(cond, load, Some(zero))?
                            .ok_or_else(|| LowerError("masked load gave no value".into()))?
                    }
                }
            }
            Inst::Store {
                buffer,
                index,
                value,
                mask,
                align,
            } => {
                let (buffer, index, value, mask, align) = (*buffer, *index, *value, *mask, *align);
                let store = |l: &mut Self| -> Result<Option<BasicValueEnum<'ctx>>, LowerError> {
                    let (ptr, _) = l.buffer_ptr(buffer, index)?;
                    let s = l
                        .builder
                        .build_store(ptr, l.v(value)?)
                        .map_err(err("store"))?;
                    set_align(Some(s), align)?;
                    Ok(None)
                };
                match mask {
                    None => store(self)?,
                    Some(m) => {
                        let cond = self.i(m)?;
                        self.guarded(cond, store, None)?
                    }
                };
                return Ok(None);
            }
            Inst::ShflXor { value, lane_mask } => {
                let x = self.v(*value)?;
                let i32t = ctx.i32_type();
                let is_float = x.is_float_value();
                let bits = if is_float {
                    b.build_bit_cast(x, i32t, "")
                        .map_err(err("bitcast"))?
                        .into_int_value()
                } else {
                    x.into_int_value()
                };
                let out = match self.arch.vendor() {
                    Vendor::Nvidia => nvptx::shfl_xor(self, bits, *lane_mask)?,
                    Vendor::Amd => amdgpu::shfl_xor(self, bits, *lane_mask)?,
                };
                if is_float {
                    self.builder
                        .build_bit_cast(out, ctx.f32_type(), "")
                        .map_err(err("bitcast"))?
                } else {
                    out.into()
                }
            }
            Inst::Bitcast { to, a } => b
                .build_bit_cast(self.v(*a)?, scalar_type(ctx, *to), "")
                .map_err(err("bitcast"))?,
            Inst::SharedLoad { array, index } => {
                let (ptr, elem) = self.shared_ptr(*array, *index)?;
                self.builder
                    .build_load(elem, ptr, "")
                    .map_err(err("shared load"))?
            }
            Inst::SharedStore {
                array,
                index,
                value,
            } => {
                let (ptr, _) = self.shared_ptr(*array, *index)?;
                self.builder
                    .build_store(ptr, self.v(*value)?)
                    .map_err(err("shared store"))?;
                return Ok(None);
            }
            Inst::Barrier => {
                match self.arch.vendor() {
                    Vendor::Nvidia => nvptx::barrier(self)?,
                    Vendor::Amd => amdgpu::barrier(self)?,
                }
                return Ok(None);
            }
            Inst::VarGet(v) => {
                let ty = scalar_type(ctx, self.kernel.vars[v.0 as usize].ty);
                b.build_load(ty, self.vars[v.0 as usize], "")
                    .map_err(err("var load"))?
            }
            Inst::VarSet(v, x) => {
                b.build_store(self.vars[v.0 as usize], self.v(*x)?)
                    .map_err(err("var store"))?;
                return Ok(None);
            }
            Inst::If {
                cond,
                then_block,
                else_block,
            } => {
                let c = self.i(*cond)?;
                let then_bb = self.new_block("then");
                let else_bb = self.new_block("else");
                let done_bb = self.new_block("endif");
                b.build_conditional_branch(c, then_bb, else_bb)
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
                return Ok(None);
            }
            Inst::Loop {
                var,
                start,
                end,
                body,
            } => {
                let slot = self.vars[var.0 as usize];
                let i32t = ctx.i32_type();
                b.build_store(slot, self.v(*start)?)
                    .map_err(err("loop init"))?;
                let end_v = self.i(*end)?;
                let head = self.new_block("loop.head");
                let body_bb = self.new_block("loop.body");
                let exit = self.new_block("loop.exit");
                b.build_unconditional_branch(head).map_err(err("branch"))?;
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
                return Ok(None);
            }
        };
        Ok(Some(value))
    }
}
