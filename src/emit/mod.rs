//! Emission: named stages from a validated kernel to the artifacts of one arch, every
//! artifact kept.
//!
//! Stages: `ir` (IR text) -> `lower` (LLVM module) -> `opt` (`default<O3>` on a clone) ->
//! `asm` (PTX or AMDGCN assembly, from a clone) -> NVIDIA: `ptxas` (cubin) -> `nvdisasm`
//! (SASS); AMD: `obj` (object, from a clone) -> `ld.lld` (`.hsaco`) -> `objdump`
//! (disassembly). Every artifact holds exactly one kernel entry, or emission fails.
//! External tools run in a scratch folder with fixed file names so their output does not
//! depend on where they ran; a failing tool reports the command line to reproduce it.

pub mod tools;

use crate::ir::{print::print_kernel, Kernel};
use crate::lower::{self, LowerOptions};
use crate::target::{Arch, Vendor};
use inkwell::context::Context;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::FileType;
pub use tools::Tools;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmitError {
    pub kernel: String,
    pub arch: Arch,
    pub stage: &'static str,
    pub message: String,
}

impl std::fmt::Display for EmitError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} for {}, stage `{}`: {}",
            self.kernel, self.arch, self.stage, self.message
        )
    }
}
impl std::error::Error for EmitError {}

/// Everything one kernel produces on one arch.
#[derive(Clone, Debug)]
pub struct Artifacts {
    /// The kernel IR, printed.
    pub ir: String,
    /// The LLVM module after the O3 pipeline.
    pub llvm_ir: String,
    /// PTX (NVIDIA) or AMDGCN assembly (AMD).
    pub asm: String,
    /// cubin (NVIDIA) or `.hsaco` code object (AMD).
    pub binary: Vec<u8>,
    /// SASS from nvdisasm (NVIDIA) or the code object's disassembly (AMD).
    pub disasm: String,
    /// Registers, spills and shared memory as the compiler reports them (`ptxas -v` on
    /// NVIDIA; the kernel descriptor's VGPR/SGPR/LDS counts on AMD).
    pub resources: Resources,
}

/// What one kernel needs from the hardware.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Resources {
    pub registers: u32,
    pub spill_stores: u32,
    pub spill_loads: u32,
    pub shared_bytes: u32,
}

impl Resources {
    /// Parse `ptxas -v` output (`Used 40 registers`, `8 bytes spill stores, 8 bytes spill
    /// loads`, `1056 bytes smem`).
    fn from_ptxas(text: &str) -> Resources {
        let number_before = |line: &str, unit: &str| -> Option<u32> {
            let at = line.find(unit)?;
            line[..at].split_whitespace().last()?.parse().ok()
        };
        let mut r = Resources::default();
        for line in text.lines() {
            if let Some(n) = line
                .find("Used ")
                .and_then(|i| line[i + 5..].split_whitespace().next()?.parse().ok())
            {
                r.registers = n;
            }
            r.spill_stores = number_before(line, "bytes spill stores").unwrap_or(r.spill_stores);
            r.spill_loads = number_before(line, "bytes spill loads").unwrap_or(r.spill_loads);
            r.shared_bytes = number_before(line, "bytes smem").unwrap_or(r.shared_bytes);
        }
        r
    }

    /// Read the AMD kernel descriptor directives of the assembly.
    fn from_amdgcn(asm: &str) -> Resources {
        let value = |key: &str| -> u32 {
            asm.lines()
                .find_map(|l| l.trim().strip_prefix(key)?.trim().parse().ok())
                .unwrap_or(0)
        };
        Resources {
            registers: value(".amdhsa_next_free_vgpr"),
            spill_stores: value(".amdhsa_private_segment_fixed_size"),
            spill_loads: 0,
            shared_bytes: value(".amdhsa_group_segment_fixed_size"),
        }
    }
}

/// The pass pipeline. Loop unrolling is off: the IR's loops have run-time trip counts and
/// their bodies are already unrolled over the register tile, and keeping the loop shape
/// makes the emitted instruction counts equal the IR's (an ISA rule relies on it).
pub const PIPELINE: &str = "default<O3>";

pub fn compile(
    kernel: &Kernel,
    arch: Arch,
    opts: LowerOptions,
    tools: &Tools,
) -> Result<Artifacts, EmitError> {
    let fail = |stage: &'static str| {
        let kernel = kernel.name.clone();
        move |message: String| EmitError {
            kernel,
            arch,
            stage,
            message,
        }
    };
    if !kernel.group_size.is_multiple_of(arch.warp_size()) {
        return Err(fail("lower")(format!(
            "group size {} is not a multiple of the {}-lane wave of {arch}",
            kernel.group_size,
            arch.warp_size()
        )));
    }
    let ir = print_kernel(kernel);
    let tm = lower::target_machine(arch).map_err(|e| fail("lower")(e.0))?;
    let ctx = Context::create();
    let module = lower::lower(&ctx, kernel, arch, &tm, opts).map_err(|e| fail("lower")(e.0))?;

    // Emit from clones: AMDGPU codegen mutates the module it runs on.
    let optimized = module.clone();
    let pass_options = PassBuilderOptions::create();
    pass_options.set_loop_unrolling(false);
    optimized
        .run_passes(PIPELINE, &tm, pass_options)
        .map_err(|e| fail("opt")(e.to_string()))?;
    let llvm_ir = optimized.print_to_string().to_string();
    let asm_buf = tm
        .write_to_memory_buffer(&optimized.clone(), FileType::Assembly)
        .map_err(|e| fail("asm")(e.to_string()))?;
    let asm = String::from_utf8_lossy(asm_buf.as_slice()).into_owned();

    let scratch = tools::Scratch::new(&kernel.name).map_err(fail("scratch"))?;
    match arch.vendor() {
        Vendor::Nvidia => {
            let entries = asm.matches(".entry ").count();
            if entries != 1 {
                return Err(fail("asm")(format!(
                    "PTX has {entries} .entry kernels, expected 1"
                )));
            }
            let ptx_file = format!("{}.ptx", kernel.name);
            let cubin_file = format!("{}.cubin", kernel.name);
            scratch
                .write(&ptx_file, asm.as_bytes())
                .map_err(fail("ptxas"))?;
            let arch_flag = format!("-arch={}", arch.name());
            // `-v` reports registers, spills and shared memory on stderr; it does not change
            // the cubin.
            let (_, ptxas_report) = scratch
                .run_both(
                    &tools.ptxas,
                    &[&arch_flag, "-O3", "-v", &ptx_file, "-o", &cubin_file],
                )
                .map_err(fail("ptxas"))?;
            let resources = Resources::from_ptxas(&ptxas_report);
            let binary = scratch.read(&cubin_file).map_err(fail("ptxas"))?;
            let disasm = scratch
                .run(&tools.nvdisasm, &[&cubin_file])
                .map_err(fail("nvdisasm"))?;
            let entries = disasm.matches(".text.").filter(|_| true).count();
            if entries == 0 {
                return Err(fail("nvdisasm")("the cubin holds no kernel text".into()));
            }
            Ok(Artifacts {
                ir,
                llvm_ir,
                asm,
                binary,
                disasm,
                resources,
            })
        }
        Vendor::Amd => {
            let kernels = asm.matches(".amdhsa_kernel ").count();
            if kernels != 1 {
                return Err(fail("asm")(format!(
                    "AMDGCN assembly has {kernels} kernels, expected 1 (a bad attribute can drop it)"
                )));
            }
            let obj = tm
                .write_to_memory_buffer(&optimized.clone(), FileType::Object)
                .map_err(|e| fail("obj")(e.to_string()))?;
            let obj_file = format!("{}.o", kernel.name);
            let hsaco_file = format!("{}.hsaco", kernel.name);
            scratch
                .write(&obj_file, obj.as_slice())
                .map_err(fail("ld.lld"))?;
            scratch
                .run(
                    &tools.lld,
                    &["-flavor", "gnu", "-shared", &obj_file, "-o", &hsaco_file],
                )
                .map_err(fail("ld.lld"))?;
            let binary = scratch.read(&hsaco_file).map_err(fail("ld.lld"))?;
            let mcpu = format!("--mcpu={}", arch.name());
            let disasm = scratch
                .run(
                    &tools.objdump,
                    &["-d", "--symbolize-operands", &mcpu, &hsaco_file],
                )
                .map_err(fail("objdump"))?;
            let syms = scratch
                .run(&tools.objdump, &["-t", &hsaco_file])
                .map_err(fail("objdump"))?;
            let kd = format!("{}.kd", kernel.name);
            if !syms.lines().any(|l| l.ends_with(&kd)) {
                return Err(fail("ld.lld")(format!(
                    "the code object has no `{kd}` descriptor symbol"
                )));
            }
            let resources = Resources::from_amdgcn(&asm);
            Ok(Artifacts {
                ir,
                llvm_ir,
                asm,
                binary,
                disasm,
                resources,
            })
        }
    }
}
