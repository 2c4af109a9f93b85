//! AMDGPU specifics: `amdgpu_kernel` calling convention, work-group size attributes,
//! work-item and work-group ids, the 32-lane xor shuffle through `ds_bpermute`, and the
//! fenced work-group barrier. There is no lowering of the approximate (NVIDIA) operations.

use super::{err, Backend, LowerError, Lowerer};
use crate::ir::{ApproxOp, Axis, Kernel, Special};
use inkwell::attributes::AttributeLoc;
use inkwell::context::Context;
use inkwell::targets::{InitializationConfig, Target};
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, FunctionValue, IntValue};

/// LLVM's `amdgpu_kernel` calling convention.
const AMDGPU_KERNEL_CC: u32 = 91;

/// The AMD backend.
pub(super) struct Amdgpu;

impl Backend for Amdgpu {
    fn triple(&self) -> &'static str {
        "amdgcn-amd-amdhsa"
    }

    fn initialize(&self, config: &InitializationConfig) {
        Target::initialize_amd_gpu(config);
    }

    /// A flat work-group size of exactly the group size, uniform work-groups.
    /// [`Kernel::max_registers`] is NVIDIA's and ignored here.
    fn kernel_attributes(&self, ctx: &Context, f: FunctionValue<'_>, kernel: &Kernel) {
        let group_size = kernel.group_size;
        f.set_call_conventions(AMDGPU_KERNEL_CC);
        f.add_attribute(
            AttributeLoc::Function,
            ctx.create_string_attribute(
                "amdgpu-flat-work-group-size",
                &format!("{group_size},{group_size}"),
            ),
        );
        f.add_attribute(
            AttributeLoc::Function,
            ctx.create_string_attribute("uniform-work-group-size", "true"),
        );
    }

    fn special<'ctx>(
        &self,
        l: &Lowerer<'_, 'ctx>,
        s: Special,
    ) -> Result<BasicValueEnum<'ctx>, LowerError> {
        let name = match s {
            Special::LocalId => "llvm.amdgcn.workitem.id.x",
            Special::GroupId(Axis::X) => "llvm.amdgcn.workgroup.id.x",
            Special::GroupId(Axis::Y) => "llvm.amdgcn.workgroup.id.y",
            Special::GroupId(Axis::Z) => "llvm.amdgcn.workgroup.id.z",
        };
        l.call_intrinsic(name, &[], &[])
    }

    /// Lane `lane ^ mask` for `mask < 32`: stays within the same half of a wave64, so the
    /// 32-lane semantics of the IR hold. Work-groups are multiples of 64 lanes, so the lane
    /// within the wave is `local_id & 63`.
    fn shfl_xor<'ctx>(
        &self,
        l: &Lowerer<'_, 'ctx>,
        bits: IntValue<'ctx>,
        lane_mask: u32,
    ) -> Result<IntValue<'ctx>, LowerError> {
        let i32t = l.ctx.i32_type();
        let tid = l
            .call_intrinsic("llvm.amdgcn.workitem.id.x", &[], &[])?
            .into_int_value();
        let b = &l.builder;
        let src = b
            .build_xor(tid, i32t.const_int(u64::from(lane_mask), false), "")
            .map_err(err("xor"))?;
        let src = b
            .build_and(src, i32t.const_int(63, false), "")
            .map_err(err("and"))?;
        let addr = b
            .build_left_shift(src, i32t.const_int(2, false), "")
            .map_err(err("shl"))?;
        Ok(
            l.call_intrinsic("llvm.amdgcn.ds.bpermute", &[], &[addr.into(), bits.into()])?
                .into_int_value(),
        )
    }

    /// `agent`: the GPU. At system scope gfx942 would expand an atomic OR into a
    /// compare-and-swap loop (fine-grained host memory); kernel buffers are device memory.
    fn device_scope(&self) -> &'static str {
        "agent"
    }

    /// A work-group barrier as HIP's `__syncthreads()`: release fence, `s_barrier`, acquire
    /// fence, both fences at work-group scope (LDS and global memory seen by the group).
    fn barrier(&self, l: &Lowerer<'_, '_>) -> Result<(), LowerError> {
        use inkwell::llvm_sys::core::{LLVMBuildFenceSyncScope, LLVMGetSyncScopeID};
        use inkwell::llvm_sys::LLVMAtomicOrdering;
        let scope = "workgroup";
        let fence = |ordering: LLVMAtomicOrdering| -> Result<(), LowerError> {
            // SAFETY: the builder and context are live and the builder is positioned inside
            // the kernel; the scope name is a valid UTF-8 buffer whose length is passed with
            // it.
            unsafe {
                let ctx = l.ctx.raw();
                let id = LLVMGetSyncScopeID(ctx, scope.as_ptr().cast(), scope.len());
                let fence =
                    LLVMBuildFenceSyncScope(l.builder.as_mut_ptr(), ordering, id, c"".as_ptr());
                if fence.is_null() {
                    return Err(LowerError("cannot build a work-group fence".into()));
                }
            }
            Ok(())
        };
        fence(LLVMAtomicOrdering::LLVMAtomicOrderingRelease)?;
        l.call_void_intrinsic("llvm.amdgcn.s.barrier", &[])?;
        fence(LLVMAtomicOrdering::LLVMAtomicOrderingAcquire)
    }

    /// The approximate operations are NVIDIA instructions: an error naming the arch.
    fn approx<'ctx>(
        &self,
        l: &Lowerer<'_, 'ctx>,
        op: ApproxOp,
        _args: &[BasicMetadataValueEnum<'ctx>],
    ) -> Result<BasicValueEnum<'ctx>, LowerError> {
        Err(LowerError(format!(
            "{} is an NVIDIA instruction (profile triton-sm90); {} has no lowering for it",
            op.ptx(),
            l.arch
        )))
    }
}
