//! Lowering: IR -> LLVM module (inkwell). The shared lowering is here and in `inst.rs` (one
//! function per instruction, grouped: float math, integers, conversions, memory, lanes,
//! control flow); what differs between vendors (triple, calling convention and attributes,
//! special registers, shuffles, barriers, approximate operations) is behind the
//! `Backend` trait, implemented in `nvptx.rs` and `amdgpu.rs`. `backend` is the one
//! place that looks at the vendor.
//!
//! The lowering takes the validator's [`valid::Validated`]: every type it needs comes from
//! there, and a missing one is an internal error, never a guess.
//!
//! Float operations are emitted as plain `fadd`/`fsub`/`fmul`/`fdiv` and `llvm.fma.f32`
//! with **no fast-math flags**: NVPTX then prints `.rn` on every op (so ptxas never fuses),
//! and AMDGPU keeps separate multiplies and adds. The one exception is
//! [`LowerOptions::contract_control`], a deliberately broken lowering that exists only so
//! the ISA-rule tests can show they catch contraction; the generator never sets it.

mod amdgpu;
mod inst;
mod nvptx;

use crate::ir::valid::Validated;
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
    BasicMetadataValueEnum, BasicValue, BasicValueEnum, FastMathFlags, FloatValue, FunctionValue,
    GlobalValue, IntValue, PointerValue,
};
use inkwell::{AddressSpace, OptimizationLevel};

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

/// What the lowering of one vendor does differently, behind one interface: the shared
/// lowering calls these and never matches on the vendor. Implemented by [`nvptx::Nvptx`]
/// and [`amdgpu::Amdgpu`]; [`backend`] picks one.
trait Backend {
    /// The LLVM target triple.
    fn triple(&self) -> &'static str;

    /// Register the vendor's LLVM target.
    fn initialize(&self, config: &InitializationConfig);

    /// Calling convention and function attributes of the kernel's entry point.
    fn kernel_attributes(&self, ctx: &Context, function: FunctionValue<'_>, kernel: &Kernel);

    /// The value of a special register.
    fn special<'ctx>(
        &self,
        l: &Lowerer<'_, 'ctx>,
        s: Special,
    ) -> Result<BasicValueEnum<'ctx>, LowerError>;

    /// `bits` of lane `lane ^ lane_mask` (`lane_mask < 32`, within 32-lane groups).
    fn shfl_xor<'ctx>(
        &self,
        l: &Lowerer<'_, 'ctx>,
        bits: IntValue<'ctx>,
        lane_mask: u32,
    ) -> Result<IntValue<'ctx>, LowerError>;

    /// The LLVM sync scope of a device-wide atomic (the IR's `AtomicOr`).
    fn device_scope(&self) -> &'static str;

    /// A work-group barrier that also orders the group's memory accesses.
    fn barrier(&self, l: &Lowerer<'_, '_>) -> Result<(), LowerError>;

    /// A programmatic-dependent-launch control ([`crate::ir::GridDependency`]); nothing
    /// where the target has none.
    fn grid_dependency(
        &self,
        _l: &Lowerer<'_, '_>,
        _d: crate::ir::GridDependency,
    ) -> Result<(), LowerError> {
        Ok(())
    }

    /// The IR's `Opaque`: `v` as a value the optimizer cannot see through (the value
    /// itself where the backend has no such barrier).
    fn opaque<'ctx>(
        &self,
        _l: &Lowerer<'_, 'ctx>,
        v: IntValue<'ctx>,
    ) -> Result<IntValue<'ctx>, LowerError> {
        Ok(v)
    }

    /// Bring the line of global address `ptr` into L2 ([`crate::ir::Inst::Prefetch`]),
    /// on archs with `Arch::has_l2_prefetch`.
    fn prefetch_l2<'ctx>(
        &self,
        _l: &Lowerer<'_, 'ctx>,
        _ptr: PointerValue<'ctx>,
    ) -> Result<(), LowerError> {
        Ok(())
    }

    /// An approximate operation on its (already lowered) operands, or an error where the
    /// vendor has no lowering for it.
    fn approx<'ctx>(
        &self,
        l: &Lowerer<'_, 'ctx>,
        op: ApproxOp,
        args: &[BasicMetadataValueEnum<'ctx>],
    ) -> Result<BasicValueEnum<'ctx>, LowerError>;
}

/// The backend of a vendor: the one `match` on the vendor in the lowering.
fn backend(vendor: Vendor) -> &'static dyn Backend {
    match vendor {
        Vendor::Nvidia => &nvptx::Nvptx,
        Vendor::Amd => &amdgpu::Amdgpu,
    }
}

/// LLVM triple of an arch.
pub fn target_triple(arch: Arch) -> &'static str {
    backend(arch.vendor()).triple()
}

/// A target machine for `arch` at O3. Explicit CPU and features; nothing taken from the host.
pub fn target_machine(arch: Arch) -> Result<TargetMachine, LowerError> {
    backend(arch.vendor()).initialize(&InitializationConfig::default());
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

/// Validate a kernel and lower it to a fresh LLVM module for `arch`.
pub fn lower<'ctx>(
    ctx: &'ctx Context,
    kernel: &Kernel,
    arch: Arch,
    tm: &TargetMachine,
    opts: LowerOptions,
) -> Result<Module<'ctx>, LowerError> {
    let validated = valid::validate(kernel).map_err(err("validation"))?;
    lower_validated(ctx, &validated, arch, tm, opts)
}

/// Lower a validated kernel to a fresh LLVM module for `arch`.
pub fn lower_validated<'ctx>(
    ctx: &'ctx Context,
    validated: &Validated<'_>,
    arch: Arch,
    tm: &TargetMachine,
    opts: LowerOptions,
) -> Result<Module<'ctx>, LowerError> {
    let kernel = validated.kernel();
    let backend = backend(arch.vendor());
    let module = ctx.create_module(&kernel.name);
    module.set_source_file_name(&kernel.name);
    module.set_triple(&tm.get_triple());
    module.set_data_layout(&tm.get_target_data().get_data_layout());

    let function = declare_kernel(ctx, &module, kernel);
    backend.kernel_attributes(ctx, function, kernel);

    let builder = ctx.create_builder();
    let entry = ctx.append_basic_block(function, "entry");
    builder.position_at_end(entry);
    let vars = kernel
        .vars
        .iter()
        .map(|v| builder.build_alloca(scalar_type(ctx, v.ty), &v.name))
        .collect::<Result<Vec<_>, _>>()
        .map_err(err("alloca"))?;
    let shared = declare_shared(ctx, &module, kernel);

    let mut l = Lowerer {
        ctx,
        backend,
        shared,
        module: &module,
        builder,
        function,
        kernel,
        types: validated,
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

/// The kernel's function: buffers as global-memory pointers, scalars by value, each
/// parameter named as in the kernel.
fn declare_kernel<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    kernel: &Kernel,
) -> FunctionValue<'ctx> {
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
    function
}

/// One internal, 16-byte aligned global in shared memory (address space 3) per shared
/// array, named `kernel.array`.
fn declare_shared<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    kernel: &Kernel,
) -> Vec<GlobalValue<'ctx>> {
    let shared_space = AddressSpace::from(3u16);
    kernel
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
        .collect()
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

/// The state of lowering one kernel. The per-instruction lowering is in `inst.rs`.
struct Lowerer<'a, 'ctx> {
    ctx: &'ctx Context,
    backend: &'static dyn Backend,
    /// Per shared array of the kernel: its global.
    shared: Vec<GlobalValue<'ctx>>,
    module: &'a Module<'ctx>,
    builder: Builder<'ctx>,
    function: FunctionValue<'ctx>,
    kernel: &'a Kernel,
    /// The validator's result for `kernel`: the type of every value.
    types: &'a Validated<'a>,
    arch: Arch,
    opts: LowerOptions,
    /// Per instruction: its lowered value, once lowered.
    values: Vec<Option<BasicValueEnum<'ctx>>>,
    /// Per variable of the kernel: its stack slot.
    vars: Vec<PointerValue<'ctx>>,
}

impl<'ctx> Lowerer<'_, 'ctx> {
    /// The lowered value of `h`.
    fn v(&self, h: InstHandle) -> Result<BasicValueEnum<'ctx>, LowerError> {
        self.values
            .get(h.index())
            .copied()
            .flatten()
            .ok_or_else(|| LowerError(format!("{h:?} used before it is lowered")))
    }
    /// The lowered value of `h`, a float.
    fn f(&self, h: InstHandle) -> Result<FloatValue<'ctx>, LowerError> {
        match self.v(h)? {
            BasicValueEnum::FloatValue(x) => Ok(x),
            _ => Err(LowerError(format!("internal error: {h:?} is not a float"))),
        }
    }
    /// The lowered value of `h`, an integer or a bool.
    fn i(&self, h: InstHandle) -> Result<IntValue<'ctx>, LowerError> {
        match self.v(h)? {
            BasicValueEnum::IntValue(x) => Ok(x),
            _ => Err(LowerError(format!(
                "internal error: {h:?} is not an integer"
            ))),
        }
    }

    /// Type of the value of `h`, from the validator; an internal error where it has none.
    fn ty(&self, h: InstHandle) -> Result<Scalar, LowerError> {
        self.types.ty(h).ok_or_else(|| {
            LowerError(format!(
                "internal error: {h:?} has no type in validated kernel `{}`",
                self.kernel.name
            ))
        })
    }

    /// Stack slot of variable `v`.
    fn var(&self, v: Var) -> Result<PointerValue<'ctx>, LowerError> {
        self.vars
            .get(v.0 as usize)
            .copied()
            .ok_or_else(|| LowerError(format!("variable {} does not exist", v.0)))
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

    /// Lower the instructions of `block` in order, recording their values.
    fn block(&mut self, block: &Block) -> Result<(), LowerError> {
        for &h in block {
            let value = self.inst(h)?;
            match self.values.get_mut(h.index()) {
                Some(slot) => *slot = value,
                None => return Err(LowerError(format!("{h:?} is not in the kernel"))),
            }
        }
        Ok(())
    }
}
