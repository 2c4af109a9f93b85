//! A stable text form of the IR, for snapshots, hashing and debugging.
//!
//! Values are named by their arena index (`%12`), variables by `$index.name`; float
//! constants print as exact bits with the decimal value beside them.

use super::*;
use std::fmt::Write;

fn float_bin_name(op: FloatBinOp) -> &'static str {
    match op {
        FloatBinOp::Add => "add",
        FloatBinOp::Sub => "sub",
        FloatBinOp::Mul => "mul",
        FloatBinOp::Div => "div",
    }
}

fn int_bin_name(op: IntBinOp) -> &'static str {
    match op {
        IntBinOp::Add => "iadd",
        IntBinOp::Sub => "isub",
        IntBinOp::Mul => "imul",
        IntBinOp::Div => "idiv",
        IntBinOp::Rem => "irem",
        IntBinOp::And => "and",
        IntBinOp::Or => "or",
        IntBinOp::Xor => "xor",
        IntBinOp::Shl => "shl",
        IntBinOp::Shr => "ashr",
        IntBinOp::Min => "imin",
        IntBinOp::Max => "imax",
    }
}

fn cmp_name(op: CmpOp) -> &'static str {
    match op {
        CmpOp::Eq => "eq",
        CmpOp::Ne => "ne",
        CmpOp::Lt => "lt",
        CmpOp::Le => "le",
        CmpOp::Gt => "gt",
        CmpOp::Ge => "ge",
    }
}

fn const_text(c: Const) -> String {
    match c {
        Const::F32(bits) => format!("f32 0x{bits:08x} ({:e})", f32::from_bits(bits)),
        Const::I32(v) => format!("i32 {v}"),
        Const::I64(v) => format!("i64 {v}"),
        Const::Bool(v) => format!("bool {v}"),
    }
}

fn ty_text(k: &Kernel, h: InstHandle) -> &'static str {
    k.ty(h).map_or("?", Scalar::name)
}

fn grid_text(k: &Kernel) -> String {
    let dims: Vec<String> = k
        .grid
        .dims
        .iter()
        .map(|terms| {
            if terms.is_empty() {
                return "1".to_string();
            }
            terms
                .iter()
                .map(|t| match t {
                    GridTerm::Const(c) => c.to_string(),
                    GridTerm::Param(p) => k
                        .params
                        .get(*p as usize)
                        .map_or_else(|| format!("param{p}"), |p| p.name.clone()),
                    GridTerm::CeilDiv(p, d) => format!(
                        "ceil({}/{d})",
                        k.params.get(*p as usize).map_or("?", |p| p.name.as_str())
                    ),
                })
                .collect::<Vec<_>>()
                .join("*")
        })
        .collect();
    format!("[{}]", dims.join(", "))
}

/// Print a kernel. The output depends only on the kernel, so it is stable across runs.
pub fn print_kernel(k: &Kernel) -> String {
    let mut out = String::new();
    let registers = k
        .max_registers
        .map_or(String::new(), |r| format!(" max_registers={r}"));
    let _ = writeln!(
        out,
        "kernel {} group_size={}{registers} grid={}",
        k.name,
        k.group_size,
        grid_text(k)
    );
    for (i, p) in k.params.iter().enumerate() {
        let kind = match p.kind {
            ParamKind::Buffer { elem, access } => format!(
                "buffer<{}> {}",
                elem.name(),
                match access {
                    Access::Read => "read",
                    Access::ReadWrite => "read_write",
                }
            ),
            ParamKind::Scalar(s) => s.name().to_string(),
        };
        let _ = writeln!(out, "  param {i} {}: {kind}", p.name);
    }
    for (i, sh) in k.shared.iter().enumerate() {
        let _ = writeln!(
            out,
            "  shared @{i}.{}: [{}; {}]",
            sh.name,
            sh.elem.name(),
            sh.len
        );
    }
    for (i, v) in k.vars.iter().enumerate() {
        let _ = writeln!(out, "  var ${i}.{}: {}", v.name, v.ty.name());
    }
    out.push_str("{\n");
    print_block(k, &k.body, 1, &mut out);
    out.push_str("}\n");
    out
}

fn var_text(k: &Kernel, v: Var) -> String {
    let name = k.vars.get(v.0 as usize).map_or("?", |d| d.name.as_str());
    format!("${}.{}", v.0, name)
}

fn buffer_name(k: &Kernel, b: u32) -> &str {
    k.params.get(b as usize).map_or("?", |p| p.name.as_str())
}

fn shared_name(k: &Kernel, a: u32) -> String {
    let name = k.shared.get(a as usize).map_or("?", |s| s.name.as_str());
    format!("@{a}.{name}")
}

fn print_block(k: &Kernel, block: &Block, depth: usize, out: &mut String) {
    let pad = "  ".repeat(depth);
    for &h in block {
        let line = match &k.insts[h] {
            Inst::Const(c) => format!("{h:?} = const {}", const_text(*c)),
            Inst::Param(i) => format!("{h:?} = param {} ({})", buffer_name(k, *i), ty_text(k, h)),
            Inst::Special(Special::LocalId) => format!("{h:?} = local_id"),
            Inst::Special(Special::GroupId(a)) => format!("{h:?} = group_id.{}", a.name()),
            Inst::FloatBin { op, rounding, a, b } => format!(
                "{h:?} = {}.{}.{} {a:?}, {b:?}",
                float_bin_name(*op),
                rounding.name(),
                ty_text(k, h)
            ),
            Inst::Fma { rounding, a, b, c } => format!(
                "{h:?} = fma.{}.{} {a:?}, {b:?}, {c:?}",
                rounding.name(),
                ty_text(k, h)
            ),
            Inst::Sqrt { rounding, a } => {
                format!("{h:?} = sqrt.{}.{} {a:?}", rounding.name(), ty_text(k, h))
            }
            Inst::FNeg(a) => format!("{h:?} = neg.{} {a:?}", ty_text(k, h)),
            Inst::Opaque(a) => format!("{h:?} = opaque.{} {a:?}", ty_text(k, h)),
            Inst::Approx { op, args } => {
                let args: Vec<String> = args.iter().map(|a| format!("{a:?}")).collect();
                format!("{h:?} = {} {}", op.ptx(), args.join(", "))
            }
            Inst::IntBin { op, a, b } => format!(
                "{h:?} = {}.{} {a:?}, {b:?}",
                int_bin_name(*op),
                ty_text(k, h)
            ),
            Inst::Cmp { op, a, b } => format!(
                "{h:?} = cmp.{}.{} {a:?}, {b:?}",
                cmp_name(*op),
                ty_text(k, *a)
            ),
            Inst::BoolBin { op, a, b } => format!(
                "{h:?} = {} {a:?}, {b:?}",
                match op {
                    BoolOp::And => "land",
                    BoolOp::Or => "lor",
                }
            ),
            Inst::Not(a) => format!("{h:?} = not {a:?}"),
            Inst::Select { cond, a, b } => format!("{h:?} = select {cond:?}, {a:?}, {b:?}"),
            Inst::Convert { to, rounding, a } => format!(
                "{h:?} = convert.{}.{}.{} {a:?}",
                rounding.name(),
                ty_text(k, *a),
                to.name()
            ),
            Inst::Bitcast { to, a } => {
                format!("{h:?} = bitcast.{}.{} {a:?}", ty_text(k, *a), to.name())
            }
            Inst::SharedLoad { array, index } => format!(
                "{h:?} = load.shared.{} {}[{index:?}]",
                ty_text(k, h),
                shared_name(k, *array)
            ),
            Inst::SharedStore {
                array,
                index,
                value,
            } => format!(
                "store.shared.{} {}[{index:?}] = {value:?}",
                ty_text(k, *value),
                shared_name(k, *array)
            ),
            Inst::Barrier => "barrier".to_string(),
            Inst::GridDependency(GridDependency::Wait) => "griddep.wait".to_string(),
            Inst::GridDependency(GridDependency::LaunchDependents) => {
                "griddep.launch_dependents".to_string()
            }
            Inst::Load {
                buffer,
                index,
                mask,
                align,
            } => {
                let m = mask.map(|m| format!(" if {m:?}")).unwrap_or_default();
                let a = if *align > 0 {
                    format!(".align{align}")
                } else {
                    String::new()
                };
                format!(
                    "{h:?} = load{a}.{} {}[{index:?}]{m}",
                    ty_text(k, h),
                    buffer_name(k, *buffer)
                )
            }
            Inst::Store {
                buffer,
                index,
                value,
                mask,
                align,
            } => {
                let m = mask.map(|m| format!(" if {m:?}")).unwrap_or_default();
                let a = if *align > 0 {
                    format!(".align{align}")
                } else {
                    String::new()
                };
                format!(
                    "store{a}.{} {}[{index:?}] = {value:?}{m}",
                    ty_text(k, *value),
                    buffer_name(k, *buffer)
                )
            }
            Inst::Prefetch {
                buffer,
                index,
                mask,
            } => {
                let m = mask.map(|m| format!(" if {m:?}")).unwrap_or_default();
                format!("prefetch {}[{index:?}]{m}", buffer_name(k, *buffer))
            }
            Inst::AtomicOr {
                buffer,
                index,
                value,
            } => format!(
                "atomic_or.i32 {}[{index:?}] |= {value:?}",
                buffer_name(k, *buffer)
            ),
            Inst::ShflXor { value, lane_mask } => {
                format!("{h:?} = shfl_xor.{} {value:?}, {lane_mask}", ty_text(k, h))
            }
            Inst::VarGet(v) => format!("{h:?} = get {}", var_text(k, *v)),
            Inst::VarSet(v, x) => format!("set {} = {x:?}", var_text(k, *v)),
            Inst::If {
                cond,
                then_block,
                else_block,
            } => {
                let _ = writeln!(out, "{pad}if {cond:?} {{");
                print_block(k, then_block, depth + 1, out);
                if !else_block.is_empty() {
                    let _ = writeln!(out, "{pad}}} else {{");
                    print_block(k, else_block, depth + 1, out);
                }
                let _ = writeln!(out, "{pad}}}");
                continue;
            }
            Inst::Loop {
                var,
                start,
                end,
                body,
            } => {
                let _ = writeln!(
                    out,
                    "{pad}for {} in {start:?}..{end:?} {{",
                    var_text(k, *var)
                );
                print_block(k, body, depth + 1, out);
                let _ = writeln!(out, "{pad}}}");
                continue;
            }
        };
        let _ = writeln!(out, "{pad}{line}");
    }
}
