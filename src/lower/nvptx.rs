//! NVPTX specifics: `ptx_kernel` calling convention, `.maxntid`, `.maxnreg`, special registers,
//! `shfl.sync.bfly`, `bar.sync`, and the approximate operations of the `triton-sm90` profile.

use super::{Backend, LowerError, Lowerer};
use crate::ir::{ApproxOp, Axis, Kernel, Special};
use inkwell::attributes::AttributeLoc;
use inkwell::context::Context;
use inkwell::targets::{InitializationConfig, Target};
use inkwell::values::{
    BasicMetadataValueEnum, BasicValueEnum, FunctionValue, IntValue, PointerValue,
};

/// LLVM's `ptx_kernel` calling convention: the function becomes a PTX `.entry`.
const PTX_KERNEL_CC: u32 = 71;

/// The NVIDIA backend.
pub(super) struct Nvptx;

impl Backend for Nvptx {
    fn triple(&self) -> &'static str {
        "nvptx64-nvidia-cuda"
    }

    fn initialize(&self, config: &InitializationConfig) {
        Target::initialize_nvptx(config);
    }

    /// `.maxntid` from the group size, `.maxnreg` from [`Kernel::max_registers`] if set.
    fn kernel_attributes(&self, ctx: &Context, f: FunctionValue<'_>, kernel: &Kernel) {
        f.set_call_conventions(PTX_KERNEL_CC);
        f.add_attribute(
            AttributeLoc::Function,
            ctx.create_string_attribute("nvvm.maxntid", &kernel.group_size.to_string()),
        );
        if let Some(r) = kernel.max_registers {
            f.add_attribute(
                AttributeLoc::Function,
                ctx.create_string_attribute("nvvm.maxnreg", &r.to_string()),
            );
        }
    }

    fn special<'ctx>(
        &self,
        l: &Lowerer<'_, 'ctx>,
        s: Special,
    ) -> Result<BasicValueEnum<'ctx>, LowerError> {
        let name = match s {
            Special::LocalId => "llvm.nvvm.read.ptx.sreg.tid.x",
            Special::GroupId(Axis::X) => "llvm.nvvm.read.ptx.sreg.ctaid.x",
            Special::GroupId(Axis::Y) => "llvm.nvvm.read.ptx.sreg.ctaid.y",
            Special::GroupId(Axis::Z) => "llvm.nvvm.read.ptx.sreg.ctaid.z",
        };
        l.call_intrinsic(name, &[], &[])
    }

    /// `shfl.sync.bfly.b32` over the full warp (clamp 0x1f).
    fn shfl_xor<'ctx>(
        &self,
        l: &Lowerer<'_, 'ctx>,
        bits: IntValue<'ctx>,
        lane_mask: u32,
    ) -> Result<IntValue<'ctx>, LowerError> {
        let i32t = l.ctx.i32_type();
        let args = [
            i32t.const_all_ones().into(),
            bits.into(),
            i32t.const_int(u64::from(lane_mask), false).into(),
            i32t.const_int(0x1f, false).into(),
        ];
        Ok(
            l.call_intrinsic("llvm.nvvm.shfl.sync.bfly.i32", &[], &args)?
                .into_int_value(),
        )
    }

    /// `device`: PTX's `.gpu` scope, the default of `atom`.
    fn device_scope(&self) -> &'static str {
        "device"
    }

    /// `bar.sync 0`: all threads of the CTA, memory ordered at CTA scope.
    fn barrier(&self, l: &Lowerer<'_, '_>) -> Result<(), LowerError> {
        let zero = l.ctx.i32_type().const_zero();
        l.call_void_intrinsic("llvm.nvvm.barrier.cta.sync.aligned.all", &[zero.into()])
    }

    /// `griddepcontrol.wait` / `griddepcontrol.launch_dependents` on sm_90 and later (PTX 7.8),
    /// nothing on sm_80. Inline assembly with a memory clobber: LLVM's intrinsics are marked
    /// as touching no memory, which would let loads move above the wait.
    fn grid_dependency(
        &self,
        l: &Lowerer<'_, '_>,
        d: crate::ir::GridDependency,
    ) -> Result<(), LowerError> {
        if !l.arch.has_pdl() {
            return Ok(());
        }
        let text = match d {
            crate::ir::GridDependency::Wait => "griddepcontrol.wait;",
            crate::ir::GridDependency::LaunchDependents => "griddepcontrol.launch_dependents;",
        };
        let ty = l.ctx.void_type().fn_type(&[], false);
        asm_call(l, ty, text, "~{memory}", &[])?;
        Ok(())
    }

    /// `mov.b32` / `mov.b64` in inline assembly with side effects: LLVM neither sees
    /// through it nor merges or moves two of them.
    fn opaque<'ctx>(
        &self,
        l: &Lowerer<'_, 'ctx>,
        v: IntValue<'ctx>,
    ) -> Result<IntValue<'ctx>, LowerError> {
        let ty = v.get_type();
        let (text, constraints) = match ty.get_bit_width() {
            32 => ("mov.b32 $0, $1;", "=r,r"),
            64 => ("mov.b64 $0, $1;", "=l,l"),
            w => return Err(LowerError(format!("opaque of a {w}-bit integer"))),
        };
        let fn_ty = ty.fn_type(&[ty.into()], false);
        asm_call(l, fn_ty, text, constraints, &[v.into()])?
            .try_as_basic_value()
            .basic()
            .map(|v| v.into_int_value())
            .ok_or_else(|| LowerError("opaque gave no value".into()))
    }

    /// `prefetch.global.L2` (PTX 2.0, every NVIDIA arch), as inline assembly: LLVM's
    /// `llvm.nvvm.prefetch.global.L2` is selected only from PTX 8.0 on sm_90, and fails to
    /// select (a fatal error) at the PTX 7.8 that sm_80 and sm_90 are built with. No memory
    /// clobber: it orders nothing.
    fn prefetch_l2<'ctx>(
        &self,
        l: &Lowerer<'_, 'ctx>,
        ptr: PointerValue<'ctx>,
    ) -> Result<(), LowerError> {
        let i64t = l.ctx.i64_type();
        let address = l
            .builder
            .build_ptr_to_int(ptr, i64t, "")
            .map_err(|e| LowerError(format!("prefetch address: {e}")))?;
        let ty = l.ctx.void_type().fn_type(&[i64t.into()], false);
        asm_call(l, ty, "prefetch.global.L2 [$0];", "l", &[address.into()])?;
        Ok(())
    }

    /// The approximate operations, as the NVVM intrinsics that print exactly those PTX
    /// instructions.
    fn approx<'ctx>(
        &self,
        l: &Lowerer<'_, 'ctx>,
        op: ApproxOp,
        args: &[BasicMetadataValueEnum<'ctx>],
    ) -> Result<BasicValueEnum<'ctx>, LowerError> {
        let f32t = l.ctx.f32_type().into();
        match op {
            ApproxOp::Ex2Approx => l.call_intrinsic("llvm.nvvm.ex2.approx", &[f32t], args),
            ApproxOp::DivFull => l.call_intrinsic("llvm.nvvm.div.full", &[], args),
            ApproxOp::SqrtApproxFtz => l.call_intrinsic("llvm.nvvm.sqrt.approx.ftz.f", &[], args),
            ApproxOp::FmaRnFtz => l.call_intrinsic("llvm.nvvm.fma.rn.ftz.f", &[], args),
            ApproxOp::RcpApproxFtz => l.call_intrinsic("llvm.nvvm.rcp.approx.ftz.f", &[], args),
        }
    }
}

/// Call inline assembly `text` of type `ty` with `constraints` on `args`, marked as having
/// side effects (LLVM neither removes, merges nor moves it across other side effects).
fn asm_call<'ctx>(
    l: &Lowerer<'_, 'ctx>,
    ty: inkwell::types::FunctionType<'ctx>,
    text: &str,
    constraints: &str,
    args: &[BasicMetadataValueEnum<'ctx>],
) -> Result<inkwell::values::CallSiteValue<'ctx>, LowerError> {
    let asm = l.ctx.create_inline_asm(
        ty,
        text.to_string(),
        constraints.to_string(),
        true,
        false,
        None,
        false,
    );
    l.builder
        .build_indirect_call(ty, asm, args, "")
        .map_err(|e| LowerError(format!("`{text}`: {e}")))
}
