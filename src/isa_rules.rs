//! ISA rules: checks on emitted code that hold independently of snapshots (ARCHITECTURE.md §3, §7).
//!
//! Each check returns the list of violations (empty = the code obeys the numerics
//! contract). The expected counts come from the kernel's IR, so a rule can see an extra or
//! a missing rounding step, not only a forbidden opcode. Text only: no LLVM needed.

use crate::ir::{ApproxOp, FloatBinOp, Inst, Kernel};

/// What the IR says the emitted code must contain (static counts).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Expect {
    pub fma: usize,
    pub mul: usize,
    pub add: usize,
    pub sub: usize,
    pub div: usize,
    pub sqrt: usize,
    /// fmas whose addend is the result of an f32 multiply.
    pub fma_fed_by_mul: usize,
    /// Approximate operations (profile `triton-sm90`), by kind: ex2, div.full,
    /// sqrt.approx.ftz, fma.rn.ftz.
    pub ex2: usize,
    pub div_full: usize,
    pub sqrt_approx: usize,
    pub fma_ftz: usize,
    /// Reciprocal seeds (`rcp.approx.ftz`) of correctly rounded divisions (any profile).
    pub rcp_seed: usize,
    /// Atomic ORs (the diagnostics word).
    pub atomic_or: usize,
}

impl Expect {
    pub fn from_ir(k: &Kernel) -> Expect {
        let is_mul = |h| {
            matches!(
                k.insts[h],
                Inst::FloatBin {
                    op: FloatBinOp::Mul,
                    ..
                }
            )
        };
        let approx =
            |want: ApproxOp| k.count_insts(|i| matches!(i, Inst::Approx { op, .. } if *op == want));
        let bin = |want: FloatBinOp| {
            k.count_insts(|i| matches!(i, Inst::FloatBin { op, .. } if *op == want))
        };
        Expect {
            fma: k.count_insts(|i| matches!(i, Inst::Fma { .. })),
            mul: bin(FloatBinOp::Mul),
            add: bin(FloatBinOp::Add),
            sub: bin(FloatBinOp::Sub),
            div: bin(FloatBinOp::Div),
            sqrt: k.count_insts(|i| matches!(i, Inst::Sqrt { .. })),
            fma_fed_by_mul: k.count_insts(|i| matches!(i, Inst::Fma { c, .. } if is_mul(*c))),
            ex2: approx(ApproxOp::Ex2Approx),
            div_full: approx(ApproxOp::DivFull),
            sqrt_approx: approx(ApproxOp::SqrtApproxFtz),
            fma_ftz: approx(ApproxOp::FmaRnFtz),
            rcp_seed: approx(ApproxOp::RcpApproxFtz),
            atomic_or: k.count_insts(|i| matches!(i, Inst::AtomicOr { .. })),
        }
    }
}

/// Instruction lines of an assembly text: (opcode, operands), comments and labels dropped.
fn instructions<'a>(text: &'a str, comment: &str) -> Vec<(&'a str, &'a str)> {
    text.lines()
        .filter_map(|line| {
            let code = line.split(comment).next().unwrap_or("").trim();
            let code = code.trim_end_matches(';').trim();
            if code.is_empty()
                || code.ends_with(':')
                || code.starts_with('.')
                || code.starts_with('{')
                || code.starts_with('}')
            {
                return None;
            }
            // Strip a predicate guard (`@%p1 bra ...`, `@P0 FFMA ...`).
            let code = if code.starts_with('@') {
                code.split_once(char::is_whitespace)
                    .map_or("", |(_, rest)| rest.trim())
            } else {
                code
            };
            let (op, rest) = code.split_once(char::is_whitespace).unwrap_or((code, ""));
            Some((op, rest.trim()))
        })
        .collect()
}

fn at_least(violations: &mut Vec<String>, what: &str, got: usize, want: usize) {
    if got < want {
        violations.push(format!(
            "{what}: {got} in the code, fewer than the IR's {want}"
        ));
    }
}

fn count_eq(violations: &mut Vec<String>, what: &str, got: usize, want: usize) {
    if got != want {
        violations.push(format!("{what}: {got} in the code, the IR has {want}"));
    }
}

/// PTX: every f32 add/sub/mul/fma/div/sqrt is `.rn`; no `.ftz`, no approximations but
/// those the IR has (a profile's, a division's reciprocal seed); the counts of `fma.rn.f32`
/// and `mul.rn.f32` equal the IR's.
pub fn check_ptx(ptx: &str, e: &Expect) -> Vec<String> {
    let mut v = Vec::new();
    let insts = instructions(ptx, "//");
    let arith = [
        "add.", "sub.", "mul.", "fma.", "div.", "sqrt.", "rcp.", "ex2.", "lg2.",
    ];
    let float_ty = [
        ".f32",
        ".f16",
        ".bf16",
        ".f16x2",
        ".bf16x2",
        ".f32x2",
        ".f32.bf16",
        ".f32.f16",
    ];
    for (op, args) in &insts {
        // The approximate instructions a profile may ask for, and a division's reciprocal
        // seed; their counts are checked against the IR below (no approximate result in
        // `portable`).
        let approved = matches!(
            *op,
            "ex2.approx.f32"
                | "div.full.f32"
                | "sqrt.approx.ftz.f32"
                | "fma.rn.ftz.f32"
                | "rcp.approx.ftz.f32"
        );
        let is_float = float_ty.iter().any(|t| op.ends_with(t));
        if is_float && !approved && arith.iter().any(|a| op.starts_with(a)) && !op.contains(".rn") {
            v.push(format!(
                "`{op} {args}` has no .rn: ptxas may fuse or approximate it"
            ));
        }
        if !approved && (op.contains(".ftz") || op.contains(".approx") || op.contains(".full")) {
            v.push(format!(
                "`{op}` is flushed or approximate, and no profile asks for it"
            ));
        }
    }
    // sm_100 PTX may take a bf16/f16 operand directly (`fma.rn.f32.bf16`; the operand is
    // widened exactly) or pack two f32 operations (`fma.rn.f32x2`, rounded per element):
    // both count as the f32 operation, the packed form twice.
    let count = |name: &str| {
        insts
            .iter()
            .map(|(op, _)| match op.strip_prefix(name) {
                Some("") | Some(".bf16") | Some(".f16") => 1,
                Some("x2") => 2,
                _ => 0,
            })
            .sum::<usize>()
    };
    count_eq(&mut v, "fma.rn.f32", count("fma.rn.f32"), e.fma);
    count_eq(&mut v, "mul.rn.f32", count("mul.rn.f32"), e.mul);
    // LLVM rewrites `x - c` as `x + (-c)` (the same IEEE result), so adds and subtracts
    // are counted together.
    count_eq(
        &mut v,
        "add.rn.f32 + sub.rn.f32",
        count("add.rn.f32") + count("sub.rn.f32"),
        e.add + e.sub,
    );
    // `1/x` may be emitted as `rcp.rn.f32`, the correctly rounded reciprocal (same result).
    count_eq(
        &mut v,
        "div.rn.f32 + rcp.rn.f32",
        count("div.rn.f32") + count("rcp.rn.f32"),
        e.div,
    );
    count_eq(&mut v, "sqrt.rn.f32", count("sqrt.rn.f32"), e.sqrt);
    // Approximate instructions appear exactly where the profile puts them (none in
    // `portable`).
    count_eq(&mut v, "ex2.approx.f32", count("ex2.approx.f32"), e.ex2);
    count_eq(&mut v, "div.full.f32", count("div.full.f32"), e.div_full);
    count_eq(
        &mut v,
        "sqrt.approx.ftz.f32",
        count("sqrt.approx.ftz.f32"),
        e.sqrt_approx,
    );
    count_eq(&mut v, "fma.rn.ftz.f32", count("fma.rn.ftz.f32"), e.fma_ftz);
    // A division's reciprocal seed, exactly where the IR has one.
    count_eq(
        &mut v,
        "rcp.approx.ftz.f32",
        count("rcp.approx.ftz.f32"),
        e.rcp_seed,
    );
    // Each IR atomic OR is one 32-bit `atom`/`red` OR on global memory, at the default
    // (.gpu) scope.
    let atomics = insts
        .iter()
        .filter(|(op, _)| op.starts_with("atom.") || op.starts_with("red."))
        .collect::<Vec<_>>();
    for (op, args) in &atomics {
        if !matches!(*op, "atom.global.or.b32" | "red.global.or.b32") {
            v.push(format!(
                "`{op} {args}` is not the diagnostics word's atomic OR"
            ));
        }
    }
    count_eq(&mut v, "atomic ORs", atomics.len(), e.atomic_or);
    v
}

impl Expect {
    /// Whether the IR divides or takes square roots. ptxas and the AMDGPU backend expand
    /// IEEE `div.rn`/`sqrt.rn` into correctly rounded sequences of their own (reciprocal or
    /// reciprocal-square-root estimates, FTZ multiplies on values that cannot be denormal,
    /// FMA refinements, a slow path for the rare inputs that need it), so machine-code
    /// counts of such kernels can only be bounded below; the PTX rules stay exact.
    pub fn expands_division(&self) -> bool {
        self.div + self.sqrt + self.approx() + self.rcp_seed > 0
    }

    /// Approximate operations of any kind (the `triton-sm90` profile's; a division's
    /// reciprocal seed is counted apart, as `rcp_seed`).
    pub fn approx(&self) -> usize {
        self.ex2 + self.div_full + self.sqrt_approx + self.fma_ftz
    }
}

/// SASS: FFMA and FMUL counts equal the IR's fma and mul counts (times one common factor
/// when ptxas unrolls a loop), every fma fed by a mul in
/// the IR is an FFMA whose addend comes from an FMUL, and no other fused or approximate
/// float instruction appears. Exceptions, both not float math: ptxas's integer-division
/// idiom (`I2F.*.RP` then `MUFU.RCP`, one each per division) and `HFMA2 ... -RZ, RZ, ...`,
/// ptxas's way of moving a constant into a register. For kernels with IEEE division or
/// square root ([`Expect::expands_division`]) the counts are lower bounds and ptxas's
/// division/square-root sequences (`MUFU.RCP`, `MUFU.RSQ`, FTZ multiplies and adds) are
/// allowed (`MUFU.RSQ` of a NaN immediate, the division's NaN result, also without a square
/// root); `MUFU.EX2`/`LG2`/`SIN`/`COS`/`TANH` never are.
pub fn check_sass(sass: &str, e: &Expect) -> Vec<String> {
    let mut v = Vec::new();
    // The SASS lines start with an address comment: `/*0be0*/  FMUL R6, R22, R6 ;`.
    let insts: Vec<(&str, &str)> = sass
        .lines()
        .filter_map(|l| {
            let l = l.trim();
            let rest = l.strip_prefix("/*")?;
            let (_, code) = rest.split_once("*/")?;
            let code = code.trim().trim_end_matches(';').trim();
            let code = if code.starts_with('@') {
                code.split_once(char::is_whitespace)
                    .map_or("", |(_, r)| r.trim())
            } else {
                code
            };
            let (op, args) = code.split_once(char::is_whitespace).unwrap_or((code, ""));
            (!op.is_empty() && !op.starts_with('.')).then_some((op, args))
        })
        .collect();
    let base = |op: &str| op.split('.').next().unwrap_or("").to_string();
    let regs = |args: &str| -> Vec<String> {
        args.split(',')
            .map(|a| {
                a.trim()
                    .trim_start_matches('-')
                    .trim_start_matches('|')
                    .split('.')
                    .next()
                    .unwrap_or("")
                    .to_string()
            })
            .collect()
    };
    let mut last_writer: std::collections::HashMap<String, String> = Default::default();
    let (mut ffma, mut fmul, mut fed, mut int_div_rp, mut mufu_rcp) = (0, 0, 0, 0, 0);
    for (op, args) in &insts {
        let r = regs(args);
        // ptxas (sm_100) writes some f32 multiplies as an FFMA with a zero addend (`FFMA R,
        // a, b, RZ`): counted, and tracked as a writer, as the multiply it is.
        let b = match base(op) {
            b if b == "FFMA" && r.len() == 4 && r[3] == "RZ" => "FMUL".to_string(),
            b => b,
        };
        match b.as_str() {
            // FHFMA.BF16 (sm_100) is PTX's `fma.rn.f32.bf16`: bf16 operands, whose product
            // is exact in f32, one rounding of the f32 sum; an fma of widened bf16 values.
            "FFMA" | "FHFMA" => {
                ffma += 1;
                if (op.contains("FTZ") && !e.expands_division()) || op.contains("SAT") {
                    v.push(format!("`{op} {args}` flushes or saturates"));
                }
                if r.len() == 4 && last_writer.get(&r[3]).is_some_and(|w| w == "FMUL") {
                    fed += 1;
                }
            }
            "FMUL" => {
                fmul += 1;
                if op.contains("FTZ") && !e.expands_division() {
                    v.push(format!("`{op} {args}` flushes denormals"));
                }
            }
            "I2F" if op.ends_with(".RP") => int_div_rp += 1,
            "MUFU" if *op == "MUFU.RCP" => mufu_rcp += 1,
            "MUFU" if *op == "MUFU.RSQ" && e.sqrt + e.sqrt_approx > 0 => {}
            // ptxas's IEEE-division slow path makes its NaN result as the reciprocal square
            // root of a NaN immediate: a constant, not an approximation.
            "MUFU" if *op == "MUFU.RSQ" && args.ends_with("QNAN") && e.expands_division() => {}
            "MUFU" if *op == "MUFU.EX2" && e.ex2 > 0 => {}
            "MUFU" if *op == "MUFU.SQRT" && e.sqrt_approx > 0 => {}
            "MUFU" => v.push(format!("`{op} {args}` is an approximation")),
            "HFMA2" if args.contains("-RZ, RZ") => {}
            // Packed f32 (sm_100): two IEEE-rounded operations.
            "FFMA2" => {
                ffma += 2;
                if r.len() == 4 && last_writer.get(&r[3]).is_some_and(|w| w == "FMUL") {
                    fed += 2;
                }
            }
            "FMUL2" => fmul += 2,
            "FADD2" => {}
            "HFMA2" | "HMUL2" | "HADD2" => {
                v.push(format!(
                    "`{op} {args}`: packed or half-precision float math"
                ));
            }
            "FADD" | "FMNMX" | "FSETP" | "FSEL" if op.contains("FTZ") && !e.expands_division() => {
                v.push(format!("`{op} {args}` flushes denormals"));
            }
            _ => {}
        }
        if let Some(dst) = r.first() {
            if let Some(number) = dst.strip_prefix('R') {
                // A register copy passes its source's writer on (ptxas moves values between
                // an FMUL and the FFMA it feeds); a packed op writes a register pair, both
                // recorded under the scalar name.
                let copied = match (*op, r.as_slice()) {
                    ("MOV", [_, src]) => last_writer.get(src).cloned(),
                    ("IMAD.MOV.U32" | "IMAD.MOV", [_, z1, z2, src]) if z1 == "RZ" && z2 == "RZ" => {
                        last_writer.get(src).cloned()
                    }
                    _ => None,
                };
                let writer = copied.unwrap_or_else(|| b.trim_end_matches('2').to_string());
                if b.ends_with('2') {
                    if let Ok(n) = number.parse::<u32>() {
                        last_writer.insert(format!("R{}", n + 1), writer.clone());
                    }
                }
                last_writer.insert(dst.clone(), writer);
            }
        }
    }
    if e.expands_division() {
        at_least(&mut v, "FFMA", ffma, e.fma);
        at_least(&mut v, "FMUL", fmul, e.mul);
        // With approximate ops (triton-sm90) ptxas schedules the loop so that a textual
        // scan cannot follow every FMUL into its FFMA on sm_100; the PTX rules (exact
        // counts, `.rn` on every IEEE op) still hold for those kernels.
        if e.approx() == 0 {
            at_least(&mut v, "FFMA fed by FMUL", fed, e.fma_fed_by_mul);
        }
    } else {
        // ptxas may unroll a loop of the PTX (LLVM does not): every count is then the IR's
        // times the same factor.
        let factor = ffma
            .checked_div(e.fma)
            .or_else(|| fmul.checked_div(e.mul))
            .unwrap_or(1)
            .max(1);
        let note = if factor > 1 {
            format!(" (ptxas unrolled x{factor})")
        } else {
            String::new()
        };
        count_eq(&mut v, &format!("FFMA{note}"), ffma, factor * e.fma);
        count_eq(&mut v, &format!("FMUL{note}"), fmul, factor * e.mul);
        count_eq(
            &mut v,
            &format!("FFMA fed by FMUL{note}"),
            fed,
            factor * e.fma_fed_by_mul,
        );
    }
    if !e.expands_division() && mufu_rcp > int_div_rp {
        v.push(format!(
            "{mufu_rcp} MUFU.RCP but only {int_div_rp} integer divisions (I2F.RP): a float reciprocal approximation"
        ));
    }
    v
}

/// AMDGCN disassembly: fused ops counted (`v_fma_f32`, `v_fmac_f32`, `v_fmaak/fmamk_f32`,
/// `v_pk_fma_f32` as two) equal the IR's fma count (at least, for kernels that divide or
/// take square roots, whose IEEE expansions use fma); f32 multiplies (`v_mul_f32`,
/// `v_pk_mul_f32` as two) are at least the IR's (integer division adds its own); no
/// `v_mad*`/`v_mac*`, mixed-precision or legacy fused ops, no `v_exp`/`v_log`; reciprocal,
/// square-root and `v_div_*` instructions only inside those IEEE expansions.
pub fn check_amdgcn(disasm: &str, e: &Expect) -> Vec<String> {
    let mut v = Vec::new();
    let insts = instructions(disasm, "//");
    let (mut fma, mut mul, mut atomic_or) = (0, 0, 0);
    for (op, args) in &insts {
        let op = op.trim_end_matches("_e32").trim_end_matches("_e64");
        if op.starts_with("global_atomic") || op.starts_with("flat_atomic") {
            if op == "global_atomic_or" || op == "global_atomic_or_b32" {
                atomic_or += 1;
            } else {
                // A compare-and-swap loop is what a system-scope OR becomes on gfx942.
                v.push(format!("`{op} {args}` is not one device-scope atomic OR"));
            }
        }
        match op {
            "v_fma_f32" | "v_fmac_f32" | "v_fmaak_f32" | "v_fmamk_f32" => fma += 1,
            "v_pk_fma_f32" => fma += 2,
            "v_mul_f32" => mul += 1,
            "v_pk_mul_f32" => mul += 2,
            _ => {}
        }
        let division = e.expands_division()
            && matches!(
                op,
                "v_rcp_f32"
                    | "v_sqrt_f32"
                    | "v_div_scale_f32"
                    | "v_div_fmas_f32"
                    | "v_div_fixup_f32"
                    | "v_rsq_f32"
            );
        let forbidden = !division
            && (op.starts_with("v_mad_")
                || op.starts_with("v_mac_")
                || op.starts_with("v_fma_mix")
                || op.starts_with("v_mad_mix")
                || op.contains("legacy")
                || op.starts_with("v_dot")
                || op.starts_with("v_exp_")
                || op.starts_with("v_log_")
                || op.starts_with("v_sqrt_")
                || (op.starts_with("v_rcp_") && op != "v_rcp_iflag_f32"));
        if forbidden && !op.starts_with("v_mad_u") && !op.starts_with("v_mad_i") {
            v.push(format!("`{op} {args}` changes rounding or approximates"));
        }
    }
    if e.expands_division() {
        at_least(&mut v, "AMDGCN fused multiply-adds", fma, e.fma);
    } else {
        count_eq(&mut v, "AMDGCN fused multiply-adds", fma, e.fma);
    }
    if mul < e.mul {
        v.push(format!(
            "AMDGCN f32 multiplies: {mul} in the code, fewer than the IR's {}",
            e.mul
        ));
    }
    count_eq(&mut v, "AMDGCN atomic ORs", atomic_or, e.atomic_or);
    v
}

/// AMD kernel descriptor: IEEE f32 denormals and exactly one kernel, named `name`.
pub fn check_amd_descriptor(asm: &str, disasm: &str, name: &str) -> Vec<String> {
    let mut v = Vec::new();
    let kernels: Vec<&str> = asm
        .lines()
        .filter_map(|l| l.trim().strip_prefix(".amdhsa_kernel "))
        .collect();
    if kernels != [name] {
        v.push(format!(
            "kernel descriptors {kernels:?}, expected exactly [{name:?}]"
        ));
    }
    let modes: Vec<&str> = asm
        .lines()
        .filter_map(|l| l.trim().strip_prefix(".amdhsa_float_denorm_mode_32 "))
        .collect();
    if modes != ["3"] {
        v.push(format!(
            ".amdhsa_float_denorm_mode_32 is {modes:?}, expected [\"3\"] (IEEE denormals)"
        ));
    }
    if !disasm.contains(&format!("<{name}>:")) {
        v.push(format!("the code object has no `{name}` symbol"));
    }
    v
}
