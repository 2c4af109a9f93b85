//! The one kernel IR: an arena of instructions, structured control flow in blocks,
//! explicit rounding on every float operation.
//!
//! Each [`Inst`] produces at most one value; the value is named by the instruction's
//! [`InstHandle`]. Blocks list instruction handles in program order; an instruction may use
//! values defined earlier in its own block or in an enclosing one (checked by [`valid`]).
//! Mutable state lives in [`VarDecl`]s (per-lane registers), read and written with
//! `VarGet`/`VarSet`, so loops need no phi nodes here.

pub mod arena;
pub mod print;
pub mod valid;

pub use arena::{Arena, Handle};

pub use crate::vocab::Scalar;

/// Rounding attached to a float operation: round to nearest even for arithmetic; toward
/// zero only for float -> integer conversion (C's truncation). Other directed modes are
/// added when a kernel needs them and every target can lower them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rounding {
    Rn,
    Rz,
}

impl Rounding {
    pub fn name(self) -> &'static str {
        match self {
            Rounding::Rn => "rn",
            Rounding::Rz => "rz",
        }
    }
}

/// IEEE-rounded binary float operations (f32 only: narrower types are storage formats).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatBinOp {
    Add,
    Sub,
    Mul,
    Div,
}

/// Approximate or flushed NVIDIA operations, each a named op of its own (never a stand-in
/// for an IEEE op): the `triton-sm90` profile reproduces SGLang's Triton kernel with them.
/// They lower only for NVIDIA targets; the interpreter evaluates them by the stand-ins
/// documented in `interp`, so results that use them are compared by tolerance only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ApproxOp {
    /// `ex2.approx.f32` (2^x, no flush-to-zero).
    Ex2Approx,
    /// `div.full.f32` (full-range approximate division).
    DivFull,
    /// `sqrt.approx.ftz.f32`.
    SqrtApproxFtz,
    /// `fma.rn.ftz.f32` (fused, denormal inputs and results flushed to zero).
    FmaRnFtz,
    /// `rcp.approx.ftz.f32` (1/x within 1 ULP, denormals flushed). The portable profile uses
    /// it only as the seed of a correctly rounded division (`dsl::math::div_rn_shared`),
    /// whose result does not depend on which seed within that bound it gets.
    RcpApproxFtz,
}

impl ApproxOp {
    pub fn arity(self) -> usize {
        match self {
            ApproxOp::Ex2Approx | ApproxOp::SqrtApproxFtz | ApproxOp::RcpApproxFtz => 1,
            ApproxOp::DivFull => 2,
            ApproxOp::FmaRnFtz => 3,
        }
    }
    /// The PTX instruction it is.
    pub fn ptx(self) -> &'static str {
        match self {
            ApproxOp::Ex2Approx => "ex2.approx.f32",
            ApproxOp::DivFull => "div.full.f32",
            ApproxOp::SqrtApproxFtz => "sqrt.approx.ftz.f32",
            ApproxOp::FmaRnFtz => "fma.rn.ftz.f32",
            ApproxOp::RcpApproxFtz => "rcp.approx.ftz.f32",
        }
    }
}

/// Wrapping integer operations; `Div`/`Rem` are signed and truncate toward zero.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IntBinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    And,
    Or,
    Xor,
    Shl,
    /// Arithmetic shift right.
    Shr,
    Min,
    Max,
}

/// Comparisons give `Bool`. On floats every comparison is ordered (false on NaN) except
/// `Ne`, which is true when either side is NaN (C's `!=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoolOp {
    And,
    Or,
}

/// Grid axes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Axis {
    X,
    Y,
    Z,
}

impl Axis {
    pub const ALL: [Axis; 3] = [Axis::X, Axis::Y, Axis::Z];
    pub fn name(self) -> &'static str {
        match self {
            Axis::X => "x",
            Axis::Y => "y",
            Axis::Z => "z",
        }
    }
    pub fn index(self) -> usize {
        self as usize
    }
}

/// Programmatic dependent launch (PDL) on NVIDIA sm_90 and later. A kernel launched with
/// the runtime's PDL attribute may start while the kernel before it in the stream is still
/// running: everything before `Wait` must read only memory that kernel does not write, and
/// `Wait` blocks until it has completed and its memory is visible. `LaunchDependents` lets
/// the next PDL launch start. Both are no-ops for an ordinary launch, on other targets and
/// on the interpreter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GridDependency {
    Wait,
    LaunchDependents,
}

/// Hardware-provided values, all `I32`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Special {
    /// Index of the lane within its work-group (1-D work-groups).
    LocalId,
    /// Index of the work-group along an axis.
    GroupId(Axis),
}

/// A constant, stored as bits so that equality and hashing are exact.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Const {
    F32(u32),
    I32(i32),
    I64(i64),
    Bool(bool),
}

impl Const {
    pub fn ty(self) -> Scalar {
        match self {
            Const::F32(_) => Scalar::F32,
            Const::I32(_) => Scalar::I32,
            Const::I64(_) => Scalar::I64,
            Const::Bool(_) => Scalar::Bool,
        }
    }
}

pub type InstHandle = Handle<Inst>;
pub type Block = Vec<InstHandle>;

/// Index of a mutable per-lane variable in [`Kernel::vars`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Var(pub u32);

#[derive(Clone, Debug, PartialEq)]
pub enum Inst {
    Const(Const),
    /// The value of scalar parameter `index` (an index into [`Kernel::params`]).
    Param(u32),
    Special(Special),
    FloatBin {
        op: FloatBinOp,
        rounding: Rounding,
        a: InstHandle,
        b: InstHandle,
    },
    /// `a * b + c` with a single rounding: the only fused operation of the IR.
    Fma {
        rounding: Rounding,
        a: InstHandle,
        b: InstHandle,
        c: InstHandle,
    },
    /// Square root, correctly rounded.
    Sqrt {
        rounding: Rounding,
        a: InstHandle,
    },
    /// Sign flip (exact).
    FNeg(InstHandle),
    /// The same integer (`I32` or `I64`), as a value the optimizer may not look through,
    /// move or merge with another: what is computed from it is computed where the kernel
    /// computes it. A register move on NVIDIA (inline assembly with side effects); the
    /// value itself elsewhere (AMD) and on the interpreter.
    Opaque(InstHandle),
    /// An approximate NVIDIA operation (see [`ApproxOp`]).
    Approx {
        op: ApproxOp,
        args: Vec<InstHandle>,
    },
    IntBin {
        op: IntBinOp,
        a: InstHandle,
        b: InstHandle,
    },
    Cmp {
        op: CmpOp,
        a: InstHandle,
        b: InstHandle,
    },
    BoolBin {
        op: BoolOp,
        a: InstHandle,
        b: InstHandle,
    },
    Not(InstHandle),
    Select {
        cond: InstHandle,
        a: InstHandle,
        b: InstHandle,
    },
    /// Conversion. Float narrowing rounds with `rounding`; float widening is exact;
    /// i32 -> i64 sign-extends; i64 -> i32 truncates; i32/i64 -> f32 rounds with `rounding`
    /// (`Rn`); f32 -> i32 truncates toward zero (`Rz`) and is defined only for values that
    /// fit (kernels convert integral, range-checked values).
    Convert {
        to: Scalar,
        rounding: Rounding,
        a: InstHandle,
    },
    /// Reinterpret the 32 bits of an `F32` as `I32` or back (exact).
    Bitcast {
        to: Scalar,
        a: InstHandle,
    },
    /// Load `shared[array][index]` (`I32` index) from work-group shared memory.
    SharedLoad {
        array: u32,
        index: InstHandle,
    },
    /// Store to work-group shared memory.
    SharedStore {
        array: u32,
        index: InstHandle,
        value: InstHandle,
    },
    /// Work-group barrier: every lane waits, and shared-memory stores before it are visible
    /// to loads after it. Must be reached by every lane of the work-group.
    Barrier,
    /// Programmatic dependent launch (NVIDIA sm_90 and later; nothing on other targets and
    /// on the interpreter): see [`GridDependency`].
    GridDependency(GridDependency),
    /// Load `buffer[index]` (element index, `I64`). With a mask, lanes whose mask is false
    /// do not touch memory and get zero.
    Load {
        buffer: u32,
        index: InstHandle,
        mask: Option<InstHandle>,
        /// Alignment of the accessed element in bytes, when it is known to be more than
        /// the element's own (0 = natural). A promise the interpreter checks (element index
        /// times size a multiple of it) and the runtime checks for base pointers and
        /// pitches; it lets LLVM merge consecutive accesses into 16-byte ones.
        align: u32,
    },
    /// Store `value` to `buffer[index]`; lanes whose mask is false do not touch memory.
    Store {
        buffer: u32,
        index: InstHandle,
        value: InstHandle,
        mask: Option<InstHandle>,
        /// As for [`Inst::Load`].
        align: u32,
    },
    /// A hint that `buffer[index]` will be read soon: bring the memory around it (NVIDIA:
    /// its 128-byte line) into the device's L2 cache. No value and no effect on any result;
    /// nothing on targets without such an instruction (AMD) and on the interpreter, which
    /// still checks the index as for a load (a kernel prefetches only what it may read).
    /// Lanes whose mask is false prefetch nothing.
    Prefetch {
        buffer: u32,
        index: InstHandle,
        mask: Option<InstHandle>,
    },
    /// `buffer[index] |= value` as one atomic read-modify-write (`I32` buffer, `I64`
    /// index), relaxed ordering, device scope; no value. Lanes and work-groups may hit the
    /// same element: OR is commutative and idempotent, so the result does not depend on
    /// their order. Used for the diagnostics word.
    AtomicOr {
        buffer: u32,
        index: InstHandle,
        value: InstHandle,
    },
    /// The value of lane `lane ^ lane_mask` (`lane_mask < 32`), within groups of 32 lanes.
    /// Every lane of those 32 must be active.
    ShflXor {
        value: InstHandle,
        lane_mask: u32,
    },
    VarGet(Var),
    VarSet(Var, InstHandle),
    If {
        cond: InstHandle,
        then_block: Block,
        else_block: Block,
    },
    /// `for var in start..end` (`I32`, step 1); the trip count is known only at run time.
    /// The body may not assign `var`.
    Loop {
        var: Var,
        start: InstHandle,
        end: InstHandle,
        body: Block,
    },
}

impl Inst {
    /// Operands read by this instruction (not the values inside nested blocks).
    pub fn operands(&self) -> Vec<InstHandle> {
        match self {
            Inst::Const(_)
            | Inst::Param(_)
            | Inst::Special(_)
            | Inst::VarGet(_)
            | Inst::Barrier
            | Inst::GridDependency(_) => {
                vec![]
            }
            Inst::Bitcast { a, .. } => vec![*a],
            Inst::SharedLoad { index, .. } => vec![*index],
            Inst::SharedStore { index, value, .. } => vec![*index, *value],
            Inst::FloatBin { a, b, .. }
            | Inst::IntBin { a, b, .. }
            | Inst::Cmp { a, b, .. }
            | Inst::BoolBin { a, b, .. } => vec![*a, *b],
            Inst::Fma { a, b, c, .. } => vec![*a, *b, *c],
            Inst::Sqrt { a, .. }
            | Inst::FNeg(a)
            | Inst::Opaque(a)
            | Inst::Not(a)
            | Inst::Convert { a, .. } => {
                vec![*a]
            }
            Inst::Select { cond, a, b } => vec![*cond, *a, *b],
            Inst::Approx { args, .. } => args.clone(),
            Inst::Load { index, mask, .. } | Inst::Prefetch { index, mask, .. } => {
                std::iter::once(*index).chain(*mask).collect()
            }
            Inst::Store {
                index, value, mask, ..
            } => [*index, *value].into_iter().chain(*mask).collect(),
            Inst::ShflXor { value, .. } => vec![*value],
            Inst::AtomicOr { index, value, .. } => vec![*index, *value],
            Inst::VarSet(_, v) => vec![*v],
            Inst::If { cond, .. } => vec![*cond],
            Inst::Loop { start, end, .. } => vec![*start, *end],
        }
    }

    /// Nested blocks, in program order.
    pub fn blocks(&self) -> Vec<&Block> {
        match self {
            Inst::If {
                then_block,
                else_block,
                ..
            } => vec![then_block, else_block],
            Inst::Loop { body, .. } => vec![body],
            _ => vec![],
        }
    }
}

/// Whether a kernel may write a buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Access {
    Read,
    ReadWrite,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ParamKind {
    /// A device pointer to elements of this type.
    Buffer { elem: Scalar, access: Access },
    /// A scalar passed by value.
    Scalar(Scalar),
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Param {
    pub name: String,
    pub kind: ParamKind,
}

/// A work-group shared-memory array of `len` elements.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SharedDecl {
    pub name: String,
    pub elem: Scalar,
    pub len: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct VarDecl {
    pub name: String,
    pub ty: Scalar,
}

/// One factor of a grid dimension.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GridTerm {
    Const(u32),
    /// The value of an `I32` scalar parameter.
    Param(u32),
    /// `ceil(param / divisor)` of an `I32` scalar parameter (`divisor > 0`).
    CeilDiv(u32, u32),
}

impl GridTerm {
    pub fn param(self) -> Option<u32> {
        match self {
            GridTerm::Const(_) => None,
            GridTerm::Param(p) | GridTerm::CeilDiv(p, _) => Some(p),
        }
    }
}

/// The launch grid: per axis, the product of its terms.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GridRule {
    pub dims: [Vec<GridTerm>; 3],
}

/// A kernel: the unit that lowers to one entry point.
#[derive(Clone, Debug)]
pub struct Kernel {
    pub name: String,
    pub params: Vec<Param>,
    pub vars: Vec<VarDecl>,
    pub shared: Vec<SharedDecl>,
    pub insts: Arena<Inst>,
    pub body: Block,
    /// Lanes per work-group (1-D).
    pub group_size: u32,
    /// Registers per lane the NVIDIA backend may use (`.maxnreg`); `None` leaves the choice
    /// to ptxas. From the tile table; AMD backends ignore it.
    pub max_registers: Option<u32>,
    pub grid: GridRule,
}

impl Kernel {
    /// Whether the kernel uses approximate operations (results not bit-comparable with
    /// the interpreter). A division's reciprocal seed (`RcpApproxFtz`) is not one: the
    /// division it seeds is correctly rounded whatever seed within 1 ULP it gets.
    pub fn uses_approx(&self) -> bool {
        self.insts
            .iter()
            .any(|(_, i)| matches!(i, Inst::Approx { op, .. } if *op != ApproxOp::RcpApproxFtz))
    }

    /// Count instructions matching `pred`, nested blocks included (static count).
    pub fn count_insts(&self, pred: impl Fn(&Inst) -> bool) -> usize {
        self.insts.iter().filter(|(_, inst)| pred(inst)).count()
    }

    /// Result type of an instruction, or `None` for instructions with no value.
    /// Assumes a validated kernel (operands typed as the validator requires).
    pub fn ty(&self, h: InstHandle) -> Option<Scalar> {
        match &self.insts[h] {
            Inst::Const(c) => Some(c.ty()),
            Inst::Param(i) => match self.params.get(*i as usize)?.kind {
                ParamKind::Scalar(s) => Some(s),
                ParamKind::Buffer { .. } => None,
            },
            Inst::Special(_) => Some(Scalar::I32),
            Inst::FloatBin { a, .. } | Inst::Sqrt { a, .. } | Inst::FNeg(a) => self.ty(*a),
            Inst::Opaque(a) => self.ty(*a),
            Inst::Fma { a, .. } => self.ty(*a),
            Inst::Approx { .. } => Some(Scalar::F32),
            Inst::IntBin { a, .. } => self.ty(*a),
            Inst::Cmp { .. } | Inst::BoolBin { .. } | Inst::Not(_) => Some(Scalar::Bool),
            Inst::Select { a, .. } => self.ty(*a),
            Inst::Convert { to, .. } | Inst::Bitcast { to, .. } => Some(*to),
            Inst::SharedLoad { array, .. } => Some(self.shared.get(*array as usize)?.elem),
            Inst::Load { buffer, .. } => match self.params.get(*buffer as usize)?.kind {
                ParamKind::Buffer { elem, .. } => Some(elem),
                ParamKind::Scalar(_) => None,
            },
            Inst::ShflXor { value, .. } => self.ty(*value),
            Inst::VarGet(v) => Some(self.vars.get(v.0 as usize)?.ty),
            Inst::Store { .. }
            | Inst::Prefetch { .. }
            | Inst::AtomicOr { .. }
            | Inst::SharedStore { .. }
            | Inst::Barrier
            | Inst::GridDependency(_)
            | Inst::VarSet(..)
            | Inst::If { .. }
            | Inst::Loop { .. } => None,
        }
    }
}
