//! The validator: every kernel passes through it before it is interpreted or lowered.
//! It checks scoping (a value is used only where its definition is visible), types,
//! buffer access, and the structural rules the backends rely on, and returns what it
//! proved: [`Validated`], the kernel with the result type of every instruction.

use super::*;
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValidationError {
    pub kernel: String,
    pub inst: Option<usize>,
    pub message: String,
}

impl fmt::Display for ValidationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.inst {
            Some(i) => write!(f, "kernel `{}`, %{i}: {}", self.kernel, self.message),
            None => write!(f, "kernel `{}`: {}", self.kernel, self.message),
        }
    }
}

impl std::error::Error for ValidationError {}

/// A kernel that passed [`validate`], with the result type of every instruction: what the
/// backends need to lower it without guessing. Only [`validate`] makes one.
#[derive(Clone, Debug)]
pub struct Validated<'k> {
    kernel: &'k Kernel,
    /// Per instruction: its result type, `None` for an instruction with no value.
    types: Vec<Option<Scalar>>,
}

impl<'k> Validated<'k> {
    /// The validated kernel.
    pub fn kernel(&self) -> &'k Kernel {
        self.kernel
    }

    /// Result type of instruction `h`: `None` for an instruction with no value (stores,
    /// `VarSet`, barriers, control flow) and for a handle that is not in the kernel.
    pub fn ty(&self, h: InstHandle) -> Option<Scalar> {
        self.types.get(h.index()).copied().flatten()
    }
}

struct Validator<'k> {
    k: &'k Kernel,
    /// Per instruction: placed in a block yet.
    placed: Vec<bool>,
    /// Per instruction: its value is visible at the current point.
    visible: Vec<bool>,
    /// Per instruction: its result type, set once it has been checked (`None` before, and
    /// for instructions with no value).
    types: Vec<Option<Scalar>>,
    /// Loop variables of the enclosing loops (may not be assigned).
    loop_vars: Vec<Var>,
}

/// Check `k` (see the module documentation); on success, the result type of every
/// instruction comes with it.
pub fn validate(k: &Kernel) -> Result<Validated<'_>, ValidationError> {
    let err = |message: String| ValidationError {
        kernel: k.name.clone(),
        inst: None,
        message,
    };
    if k.group_size == 0 || !k.group_size.is_multiple_of(32) || k.group_size > 1024 {
        return Err(err(format!(
            "group size {} is not a multiple of 32 in 32..=1024",
            k.group_size
        )));
    }
    for terms in &k.grid.dims {
        for t in terms {
            if let GridTerm::CeilDiv(_, 0) = t {
                return Err(err("grid term divides by zero".into()));
            }
            if let Some(p) = t.param() {
                match k.params.get(p as usize).map(|p| p.kind) {
                    Some(ParamKind::Scalar(Scalar::I32)) => {}
                    _ => return Err(err(format!("grid term names param {p}, not an i32 scalar"))),
                }
            }
        }
    }
    let mut names = std::collections::HashSet::new();
    for p in &k.params {
        if !names.insert(p.name.as_str()) {
            return Err(err(format!("parameter name `{}` appears twice", p.name)));
        }
        if let ParamKind::Buffer { elem, .. } = p.kind {
            if elem.bytes().is_none() {
                return Err(err(format!("buffer `{}` of {}", p.name, elem.name())));
            }
        }
    }
    for sh in &k.shared {
        if sh.elem.bytes().is_none() || sh.len == 0 {
            return Err(err(format!(
                "shared array `{}` of {} x {}",
                sh.name,
                sh.len,
                sh.elem.name()
            )));
        }
    }
    let mut v = Validator {
        k,
        placed: vec![false; k.insts.len()],
        visible: vec![false; k.insts.len()],
        types: vec![None; k.insts.len()],
        loop_vars: Vec::new(),
    };
    v.block(&k.body)?;
    if let Some(i) = v.placed.iter().position(|p| !p) {
        return Err(ValidationError {
            kernel: k.name.clone(),
            inst: Some(i),
            message: "instruction is not placed in any block".into(),
        });
    }
    Ok(Validated {
        kernel: k,
        types: v.types,
    })
}

impl Validator<'_> {
    fn fail<T>(&self, h: InstHandle, message: impl Into<String>) -> Result<T, ValidationError> {
        Err(ValidationError {
            kernel: self.k.name.clone(),
            inst: Some(h.index()),
            message: message.into(),
        })
    }

    fn block(&mut self, block: &Block) -> Result<(), ValidationError> {
        let mut defined_here = Vec::new();
        for &h in block {
            if h.index() >= self.k.insts.len() {
                return self.fail(h, "handle out of range");
            }
            if self.placed[h.index()] {
                return self.fail(h, "instruction placed twice");
            }
            self.placed[h.index()] = true;
            let inst = &self.k.insts[h];
            for op in inst.operands() {
                if op.index() >= self.visible.len() || !self.visible[op.index()] {
                    return self.fail(h, format!("operand {op:?} is not visible here"));
                }
                if self.types[op.index()].is_none() {
                    return self.fail(h, format!("operand {op:?} has no value"));
                }
            }
            self.types[h.index()] = self.check_types(h, inst)?;
            match inst {
                Inst::If {
                    then_block,
                    else_block,
                    ..
                } => {
                    self.block(then_block)?;
                    self.block(else_block)?;
                }
                Inst::Loop { var, body, .. } => {
                    self.loop_vars.push(*var);
                    self.block(body)?;
                    self.loop_vars.pop();
                }
                _ => {}
            }
            self.visible[h.index()] = true;
            defined_here.push(h);
        }
        // Values defined in this block go out of scope at its end.
        for h in defined_here {
            self.visible[h.index()] = false;
        }
        Ok(())
    }

    /// Type of operand `h`. Operands were checked to have a value before this is called.
    fn ty(&self, h: InstHandle) -> Scalar {
        self.types
            .get(h.index())
            .copied()
            .flatten()
            .unwrap_or(Scalar::Bool)
    }

    fn var_ty(&self, h: InstHandle, v: Var) -> Result<Scalar, ValidationError> {
        match self.k.vars.get(v.0 as usize) {
            Some(d) => Ok(d.ty),
            None => self.fail(h, format!("variable {} does not exist", v.0)),
        }
    }

    fn check_align(&self, h: InstHandle, align: u32) -> Result<(), ValidationError> {
        if align == 0 || (align.is_power_of_two() && align <= 16) {
            Ok(())
        } else {
            self.fail(
                h,
                format!("alignment {align} is not a power of two up to 16"),
            )
        }
    }

    fn shared(&self, h: InstHandle, a: u32) -> Result<Scalar, ValidationError> {
        match self.k.shared.get(a as usize) {
            Some(d) => Ok(d.elem),
            None => self.fail(h, format!("shared array {a} does not exist")),
        }
    }

    fn buffer(&self, h: InstHandle, b: u32) -> Result<(Scalar, Access), ValidationError> {
        match self.k.params.get(b as usize).map(|p| p.kind) {
            Some(ParamKind::Buffer { elem, access }) => Ok((elem, access)),
            _ => self.fail(h, format!("param {b} is not a buffer")),
        }
    }

    fn expect(
        &self,
        h: InstHandle,
        what: &str,
        got: Scalar,
        want: Scalar,
    ) -> Result<(), ValidationError> {
        if got == want {
            Ok(())
        } else {
            self.fail(
                h,
                format!("{what} is {}, expected {}", got.name(), want.name()),
            )
        }
    }

    /// Check the operand types of `inst` and return its result type (`None` for an
    /// instruction with no value).
    fn check_types(&self, h: InstHandle, inst: &Inst) -> Result<Option<Scalar>, ValidationError> {
        use Scalar::*;
        match inst {
            Inst::Const(c) => Ok(Some(c.ty())),
            Inst::Special(_) => Ok(Some(I32)),
            Inst::Param(i) => match self.k.params.get(*i as usize).map(|p| p.kind) {
                Some(ParamKind::Scalar(s)) => Ok(Some(s)),
                _ => self.fail(h, format!("param {i} is not a scalar parameter")),
            },
            Inst::FloatBin { a, b, .. } => {
                self.expect(h, "lhs", self.ty(*a), F32)?;
                self.expect(h, "rhs", self.ty(*b), F32)?;
                Ok(Some(F32))
            }
            Inst::Fma { a, b, c, .. } => {
                for x in [a, b, c] {
                    self.expect(h, "fma operand", self.ty(*x), F32)?;
                }
                Ok(Some(F32))
            }
            Inst::Sqrt { a, .. } | Inst::FNeg(a) => {
                self.expect(h, "operand", self.ty(*a), F32)?;
                Ok(Some(F32))
            }
            Inst::Opaque(a) => match self.ty(*a) {
                t @ (I32 | I64) => Ok(Some(t)),
                t => self.fail(h, format!("opaque of {}", t.name())),
            },
            Inst::Approx { op, args } => {
                if args.len() != op.arity() {
                    return self.fail(
                        h,
                        format!(
                            "{} takes {} operands, got {}",
                            op.ptx(),
                            op.arity(),
                            args.len()
                        ),
                    );
                }
                for a in args {
                    self.expect(h, "operand", self.ty(*a), F32)?;
                }
                Ok(Some(F32))
            }
            Inst::IntBin { a, b, .. } => {
                let ta = self.ty(*a);
                if !ta.is_int() {
                    return self.fail(h, format!("integer op on {}", ta.name()));
                }
                self.expect(h, "rhs", self.ty(*b), ta)?;
                Ok(Some(ta))
            }
            Inst::Cmp { a, b, .. } => {
                let ta = self.ty(*a);
                if ta == Bool || ta == F16 || ta == Bf16 {
                    return self.fail(h, format!("comparison of {}", ta.name()));
                }
                self.expect(h, "rhs", self.ty(*b), ta)?;
                Ok(Some(Bool))
            }
            Inst::BoolBin { a, b, .. } => {
                self.expect(h, "lhs", self.ty(*a), Bool)?;
                self.expect(h, "rhs", self.ty(*b), Bool)?;
                Ok(Some(Bool))
            }
            Inst::Not(a) => {
                self.expect(h, "operand", self.ty(*a), Bool)?;
                Ok(Some(Bool))
            }
            Inst::Select { cond, a, b } => {
                self.expect(h, "condition", self.ty(*cond), Bool)?;
                self.expect(h, "second value", self.ty(*b), self.ty(*a))?;
                Ok(Some(self.ty(*a)))
            }
            Inst::Convert { to, a, rounding } => {
                let from = self.ty(*a);
                let ok = match (from, *to) {
                    (F32, I32) => *rounding == Rounding::Rz,
                    (F32, F16 | Bf16)
                    | (F16 | Bf16, F32)
                    | (I32, I64)
                    | (I64, I32)
                    | (I32 | I64, F32) => *rounding == Rounding::Rn,
                    _ => false,
                };
                if ok {
                    Ok(Some(*to))
                } else {
                    self.fail(
                        h,
                        format!(
                            "no conversion {} -> {} with rounding {}",
                            from.name(),
                            to.name(),
                            rounding.name()
                        ),
                    )
                }
            }
            Inst::Bitcast { to, a } => match (self.ty(*a), *to) {
                (F32, I32) | (I32, F32) => Ok(Some(*to)),
                (f, t) => self.fail(h, format!("no bitcast {} -> {}", f.name(), t.name())),
            },
            Inst::SharedLoad { array, index } => {
                let elem = self.shared(h, *array)?;
                self.expect(h, "shared index", self.ty(*index), I32)?;
                Ok(Some(elem))
            }
            Inst::SharedStore {
                array,
                index,
                value,
            } => {
                let elem = self.shared(h, *array)?;
                self.expect(h, "shared index", self.ty(*index), I32)?;
                self.expect(h, "stored value", self.ty(*value), elem)?;
                Ok(None)
            }
            Inst::Barrier | Inst::GridDependency(_) => Ok(None),
            Inst::Load {
                buffer,
                index,
                mask,
                align,
            } => {
                let (elem, _) = self.buffer(h, *buffer)?;
                self.check_align(h, *align)?;
                self.expect(h, "index", self.ty(*index), I64)?;
                if let Some(m) = mask {
                    self.expect(h, "mask", self.ty(*m), Bool)?;
                }
                Ok(Some(elem))
            }
            Inst::Prefetch {
                buffer,
                index,
                mask,
            } => {
                self.buffer(h, *buffer)?;
                self.expect(h, "index", self.ty(*index), I64)?;
                if let Some(m) = mask {
                    self.expect(h, "mask", self.ty(*m), Bool)?;
                }
                Ok(None)
            }
            Inst::Store {
                buffer,
                index,
                value,
                mask,
                align,
            } => {
                let (elem, access) = self.buffer(h, *buffer)?;
                self.check_align(h, *align)?;
                if access != Access::ReadWrite {
                    return self.fail(h, "store to a read-only buffer");
                }
                self.expect(h, "index", self.ty(*index), I64)?;
                self.expect(h, "stored value", self.ty(*value), elem)?;
                if let Some(m) = mask {
                    self.expect(h, "mask", self.ty(*m), Bool)?;
                }
                Ok(None)
            }
            Inst::AtomicOr {
                buffer,
                index,
                value,
            } => {
                let (elem, access) = self.buffer(h, *buffer)?;
                if access != Access::ReadWrite {
                    return self.fail(h, "atomic or on a read-only buffer");
                }
                if elem != I32 {
                    return self.fail(h, format!("atomic or on a {elem} buffer (needs i32)"));
                }
                self.expect(h, "index", self.ty(*index), I64)?;
                self.expect(h, "value", self.ty(*value), I32)?;
                Ok(None)
            }
            Inst::ShflXor { value, lane_mask } => {
                if *lane_mask == 0 || *lane_mask >= 32 {
                    return self.fail(h, format!("shfl_xor lane mask {lane_mask} not in 1..32"));
                }
                match self.ty(*value) {
                    t @ (F32 | I32) => Ok(Some(t)),
                    t => self.fail(h, format!("shfl_xor of {}", t.name())),
                }
            }
            Inst::VarGet(v) => self.var_ty(h, *v).map(Some),
            Inst::VarSet(v, x) => {
                if self.loop_vars.contains(v) {
                    return self.fail(h, "assignment to a loop variable inside its loop");
                }
                let t = self.var_ty(h, *v)?;
                self.expect(h, "assigned value", self.ty(*x), t)?;
                Ok(None)
            }
            Inst::If { cond, .. } => {
                self.expect(h, "condition", self.ty(*cond), Bool)?;
                Ok(None)
            }
            Inst::Loop {
                var, start, end, ..
            } => {
                self.expect(h, "loop variable", self.var_ty(h, *var)?, I32)?;
                self.expect(h, "loop start", self.ty(*start), I32)?;
                self.expect(h, "loop end", self.ty(*end), I32)?;
                Ok(None)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dsl::{KernelBuilder, F32, I32};

    /// Every instruction's type in the table is what [`Kernel::ty`] computes, and the
    /// kernel comes back unchanged.
    fn assert_table_matches(k: &Kernel) {
        let v = validate(k).expect("valid kernel");
        assert!(std::ptr::eq(v.kernel(), k));
        for (h, _) in k.insts.iter() {
            assert_eq!(v.ty(h), k.ty(h), "kernel `{}`, {h:?}", k.name);
        }
    }

    #[test]
    fn types_of_every_instruction_kind() {
        let mut k = KernelBuilder::new("types", 64);
        let input = k.buffer("input", Scalar::Bf16, Access::Read);
        let out = k.buffer("out", Scalar::F32, Access::ReadWrite);
        let n = k.scalar::<I32>("n");
        let lane = k.local_id();
        let at = k.sext(lane);
        let inside = k.cmp(CmpOp::Lt, lane, n);
        let raw = k.load_masked_any(input, at, inside);
        let x = k.widen_to_f32(raw, Scalar::Bf16);
        let s = k.shared_array("s", Scalar::F32, 64);
        k.shared_store(s, lane, x);
        k.barrier();
        let y = k.shared_load::<F32>(s, lane);
        let y = k.shfl_xor(y, 1);
        let acc = k.var("acc", y);
        let zero = k.i32(0);
        k.for_range("i", zero, n, |k, _| {
            let a = k.get(acc);
            let b = k.fma_rn(a, a, a);
            k.set(acc, b);
        });
        let r = k.get(acc);
        k.if_(inside, |k| k.store(out, at, r));
        let kernel = k.finish().expect("valid");
        assert_table_matches(&kernel);

        let v = validate(&kernel).expect("valid");
        let count = |want: Option<Scalar>| {
            kernel
                .insts
                .iter()
                .filter(|(h, _)| v.ty(*h) == want)
                .count()
        };
        // The masked load is the one bf16 value; stores, the barrier, the loop, the `if`
        // and the variable writes have none.
        assert_eq!(count(Some(Scalar::Bf16)), 1);
        assert_eq!(
            count(None),
            kernel.count_insts(|i| matches!(
                i,
                Inst::Store { .. }
                    | Inst::Prefetch { .. }
                    | Inst::AtomicOr { .. }
                    | Inst::SharedStore { .. }
                    | Inst::Barrier
                    | Inst::GridDependency(_)
                    | Inst::VarSet(..)
                    | Inst::If { .. }
                    | Inst::Loop { .. }
            ))
        );
    }

    #[test]
    fn types_of_every_generated_kernel() {
        for inst in crate::kernels::instances().expect("instances") {
            assert_table_matches(&inst.build().expect("kernel builds"));
        }
    }
}
