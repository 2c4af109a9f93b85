//! NVPTX specifics: `ptx_kernel` calling convention, `.maxntid`, `.maxnreg`, special registers,
//! `shfl.sync.bfly`.

use super::{LowerError, Lowerer};
use crate::ir::{ApproxOp, Axis, Special};
use inkwell::context::Context;
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, FunctionValue, IntValue};

/// LLVM's `ptx_kernel` calling convention: the function becomes a PTX `.entry`.
const PTX_KERNEL_CC: u32 = 71;

pub(super) fn kernel_attributes(
    ctx: &Context,
    f: FunctionValue<'_>,
    group_size: u32,
    max_registers: Option<u32>,
) {
    f.set_call_conventions(PTX_KERNEL_CC);
    f.add_attribute(
        inkwell::attributes::AttributeLoc::Function,
        ctx.create_string_attribute("nvvm.maxntid", &group_size.to_string()),
    );
    if let Some(r) = max_registers {
        f.add_attribute(
            inkwell::attributes::AttributeLoc::Function,
            ctx.create_string_attribute("nvvm.maxnreg", &r.to_string()),
        );
    }
}

pub(super) fn special<'ctx>(
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

pub(super) fn shfl_xor<'ctx>(
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

/// `bar.sync 0`: all threads of the CTA, memory ordered at CTA scope.
pub(super) fn barrier(l: &Lowerer<'_, '_>) -> Result<(), LowerError> {
    let zero = l.ctx.i32_type().const_zero();
    l.call_void_intrinsic("llvm.nvvm.barrier.cta.sync.aligned.all", &[zero.into()])
}

/// The approximate operations, as the NVVM intrinsics that print exactly those PTX
/// instructions.
pub(super) fn approx<'ctx>(
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
    }
}
