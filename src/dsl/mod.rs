//! The kernel DSL: a builder over the IR with typed values.
//!
//! Kernels are Rust functions that call a [`KernelBuilder`]. Every float operation names
//! its rounding (`add_rn`, `mul_rn`, `fma_rn`); nothing is fused or reordered behind the
//! author's back. Register tiles are plain Rust `Vec`s of values or variables, indexed at
//! generation time. Control flow takes closures.
//!
//! Misusing the builder (a type mismatch between a buffer and a load, say) is a bug in a
//! kernel definition, not user input: the builder panics with the kernel's name, and the
//! validator re-checks everything before a kernel is used.

pub mod math;
pub mod reduce;

use crate::ir::*;
use std::marker::PhantomData;

/// Marker types for [`Val`].
pub trait Ty: Copy + 'static {
    const SCALAR: Scalar;
}
macro_rules! marker {
    ($($name:ident => $s:ident),*) => {$(
        #[derive(Clone, Copy, Debug)]
        pub struct $name;
        impl Ty for $name { const SCALAR: Scalar = Scalar::$s; }
    )*};
}
marker!(F32 => F32, F16 => F16, Bf16 => Bf16, I32 => I32, I64 => I64, Bool => Bool);

/// Integer markers.
pub trait IntTy: Ty {}
impl IntTy for I32 {}
impl IntTy for I64 {}
/// Types that can be compared.
pub trait CmpTy: Ty {}
impl CmpTy for I32 {}
impl CmpTy for I64 {}
impl CmpTy for F32 {}
/// Types that can cross lanes in a shuffle.
pub trait ShflTy: Ty {}
impl ShflTy for I32 {}
impl ShflTy for F32 {}

/// A value of type `T` produced by an instruction.
pub struct Val<T> {
    pub handle: InstHandle,
    _t: PhantomData<T>,
}
impl<T> Clone for Val<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Val<T> {}

/// A mutable per-lane variable of type `T`.
pub struct VarRef<T> {
    pub var: Var,
    _t: PhantomData<T>,
}
impl<T> Clone for VarRef<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for VarRef<T> {}

/// A buffer parameter. The element type is chosen when the kernel is generated (a pool
/// may be f32 or bf16), so it is checked at build time rather than in the Rust type.
#[derive(Clone, Copy, Debug)]
pub struct Buf {
    pub param: u32,
    pub elem: Scalar,
}

/// A shared-memory array.
#[derive(Clone, Copy, Debug)]
pub struct Shared {
    pub array: u32,
    pub elem: Scalar,
}

pub struct KernelBuilder {
    kernel: Kernel,
    /// The block being appended to, innermost last.
    blocks: Vec<Block>,
}

impl KernelBuilder {
    pub fn new(name: impl Into<String>, group_size: u32) -> Self {
        KernelBuilder {
            kernel: Kernel {
                name: name.into(),
                params: Vec::new(),
                vars: Vec::new(),
                shared: Vec::new(),
                insts: Arena::default(),
                body: Vec::new(),
                group_size,
                max_registers: None,
                grid: GridRule {
                    dims: [vec![], vec![], vec![]],
                },
            },
            blocks: vec![Vec::new()],
        }
    }

    /// Cap the registers per lane (NVIDIA `.maxnreg`; see [`Kernel::max_registers`]).
    pub fn set_max_registers(&mut self, registers: Option<u32>) {
        self.kernel.max_registers = registers;
    }

    /// The registers per lane the kernel is capped at, if any.
    pub fn max_registers(&self) -> Option<u32> {
        self.kernel.max_registers
    }

    pub fn name(&self) -> &str {
        &self.kernel.name
    }

    /// Finish the kernel and validate it.
    pub fn finish(mut self) -> Result<Kernel, valid::ValidationError> {
        assert_eq!(
            self.blocks.len(),
            1,
            "unbalanced blocks in `{}`",
            self.kernel.name
        );
        self.kernel.body = self.blocks.pop().unwrap_or_default();
        valid::validate(&self.kernel)?;
        Ok(self.kernel)
    }

    fn push(&mut self, inst: Inst) -> InstHandle {
        let h = self.kernel.insts.append(inst);
        self.blocks
            .last_mut()
            .expect("builder always has an open block")
            .push(h);
        h
    }

    fn val<T: Ty>(&mut self, inst: Inst) -> Val<T> {
        Val {
            handle: self.push(inst),
            _t: PhantomData,
        }
    }

    fn sub_block(&mut self, f: impl FnOnce(&mut Self)) -> Block {
        self.blocks.push(Vec::new());
        f(self);
        self.blocks.pop().expect("block pushed above")
    }

    // ---- parameters and launch geometry -------------------------------------------

    pub fn buffer(&mut self, name: &str, elem: Scalar, access: Access) -> Buf {
        self.kernel.params.push(Param {
            name: name.into(),
            kind: ParamKind::Buffer { elem, access },
        });
        Buf {
            param: (self.kernel.params.len() - 1) as u32,
            elem,
        }
    }

    /// Declare a scalar parameter and read it (in the block being built).
    pub fn scalar<T: Ty>(&mut self, name: &str) -> Val<T> {
        self.kernel.params.push(Param {
            name: name.into(),
            kind: ParamKind::Scalar(T::SCALAR),
        });
        let index = (self.kernel.params.len() - 1) as u32;
        self.val(Inst::Param(index))
    }

    /// Set the grid along `axis` to the product of `terms`.
    pub fn grid(&mut self, axis: Axis, terms: Vec<GridTerm>) {
        self.kernel.grid.dims[axis.index()] = terms;
    }

    /// The grid term for a scalar parameter read by [`scalar`](Self::scalar).
    pub fn grid_param(&self, v: Val<I32>) -> GridTerm {
        match self.kernel.insts[v.handle] {
            Inst::Param(p) => GridTerm::Param(p),
            _ => panic!("grid term in `{}` is not a parameter", self.kernel.name),
        }
    }
    /// `ceil(param / divisor)` as a grid term.
    pub fn grid_ceil_div(&self, v: Val<I32>, divisor: u32) -> GridTerm {
        match self.grid_param(v) {
            GridTerm::Param(p) => GridTerm::CeilDiv(p, divisor),
            other => other,
        }
    }

    pub fn local_id(&mut self) -> Val<I32> {
        self.val(Inst::Special(Special::LocalId))
    }

    pub fn group_id(&mut self, axis: Axis) -> Val<I32> {
        self.val(Inst::Special(Special::GroupId(axis)))
    }

    // ---- constants -----------------------------------------------------------------

    pub fn f32(&mut self, x: f32) -> Val<F32> {
        self.val(Inst::Const(Const::F32(x.to_bits())))
    }
    pub fn i32(&mut self, x: i32) -> Val<I32> {
        self.val(Inst::Const(Const::I32(x)))
    }
    pub fn i64(&mut self, x: i64) -> Val<I64> {
        self.val(Inst::Const(Const::I64(x)))
    }
    pub fn bool(&mut self, x: bool) -> Val<Bool> {
        self.val(Inst::Const(Const::Bool(x)))
    }

    // ---- float arithmetic (f32, explicitly rounded) ---------------------------------

    fn fbin(&mut self, op: FloatBinOp, a: Val<F32>, b: Val<F32>) -> Val<F32> {
        self.val(Inst::FloatBin {
            op,
            rounding: Rounding::Rn,
            a: a.handle,
            b: b.handle,
        })
    }
    pub fn add_rn(&mut self, a: Val<F32>, b: Val<F32>) -> Val<F32> {
        self.fbin(FloatBinOp::Add, a, b)
    }
    pub fn sub_rn(&mut self, a: Val<F32>, b: Val<F32>) -> Val<F32> {
        self.fbin(FloatBinOp::Sub, a, b)
    }
    pub fn mul_rn(&mut self, a: Val<F32>, b: Val<F32>) -> Val<F32> {
        self.fbin(FloatBinOp::Mul, a, b)
    }
    pub fn div_rn(&mut self, a: Val<F32>, b: Val<F32>) -> Val<F32> {
        self.fbin(FloatBinOp::Div, a, b)
    }
    /// `a * b + c`, rounded once.
    pub fn fma_rn(&mut self, a: Val<F32>, b: Val<F32>, c: Val<F32>) -> Val<F32> {
        self.val(Inst::Fma {
            rounding: Rounding::Rn,
            a: a.handle,
            b: b.handle,
            c: c.handle,
        })
    }
    pub fn sqrt_rn(&mut self, a: Val<F32>) -> Val<F32> {
        self.val(Inst::Sqrt {
            rounding: Rounding::Rn,
            a: a.handle,
        })
    }
    fn approx(&mut self, op: ApproxOp, args: &[Val<F32>]) -> Val<F32> {
        self.val(Inst::Approx {
            op,
            args: args.iter().map(|a| a.handle).collect(),
        })
    }
    /// `ex2.approx.f32` (NVIDIA only; profile `triton-sm90`).
    pub fn ex2_approx(&mut self, a: Val<F32>) -> Val<F32> {
        self.approx(ApproxOp::Ex2Approx, &[a])
    }
    /// `div.full.f32` (NVIDIA only; profile `triton-sm90`).
    pub fn div_full(&mut self, a: Val<F32>, b: Val<F32>) -> Val<F32> {
        self.approx(ApproxOp::DivFull, &[a, b])
    }
    /// `sqrt.approx.ftz.f32` (NVIDIA only; profile `triton-sm90`).
    pub fn sqrt_approx_ftz(&mut self, a: Val<F32>) -> Val<F32> {
        self.approx(ApproxOp::SqrtApproxFtz, &[a])
    }
    /// `fma.rn.ftz.f32` (NVIDIA only; profile `triton-sm90`).
    pub fn fma_rn_ftz(&mut self, a: Val<F32>, b: Val<F32>, c: Val<F32>) -> Val<F32> {
        self.approx(ApproxOp::FmaRnFtz, &[a, b, c])
    }
    /// `rcp.approx.ftz.f32` (NVIDIA only): a reciprocal within 1 ULP, only as the seed of
    /// [`crate::dsl::math::div_rn_shared`]'s correctly rounded divisions.
    pub fn rcp_approx_ftz(&mut self, a: Val<F32>) -> Val<F32> {
        self.approx(ApproxOp::RcpApproxFtz, &[a])
    }
    pub fn neg(&mut self, a: Val<F32>) -> Val<F32> {
        self.val(Inst::FNeg(a.handle))
    }

    // ---- integers, comparisons, selection -------------------------------------------

    pub fn ibin<T: IntTy>(&mut self, op: IntBinOp, a: Val<T>, b: Val<T>) -> Val<T> {
        self.val(Inst::IntBin {
            op,
            a: a.handle,
            b: b.handle,
        })
    }
    pub fn iadd<T: IntTy>(&mut self, a: Val<T>, b: Val<T>) -> Val<T> {
        self.ibin(IntBinOp::Add, a, b)
    }
    pub fn imul<T: IntTy>(&mut self, a: Val<T>, b: Val<T>) -> Val<T> {
        self.ibin(IntBinOp::Mul, a, b)
    }
    pub fn idiv<T: IntTy>(&mut self, a: Val<T>, b: Val<T>) -> Val<T> {
        self.ibin(IntBinOp::Div, a, b)
    }
    pub fn irem<T: IntTy>(&mut self, a: Val<T>, b: Val<T>) -> Val<T> {
        self.ibin(IntBinOp::Rem, a, b)
    }
    pub fn cmp<T: CmpTy>(&mut self, op: CmpOp, a: Val<T>, b: Val<T>) -> Val<Bool> {
        self.val(Inst::Cmp {
            op,
            a: a.handle,
            b: b.handle,
        })
    }
    pub fn and(&mut self, a: Val<Bool>, b: Val<Bool>) -> Val<Bool> {
        self.val(Inst::BoolBin {
            op: BoolOp::And,
            a: a.handle,
            b: b.handle,
        })
    }
    pub fn or(&mut self, a: Val<Bool>, b: Val<Bool>) -> Val<Bool> {
        self.val(Inst::BoolBin {
            op: BoolOp::Or,
            a: a.handle,
            b: b.handle,
        })
    }
    pub fn not(&mut self, a: Val<Bool>) -> Val<Bool> {
        self.val(Inst::Not(a.handle))
    }
    /// `lo <= x < hi`
    pub fn in_range<T: CmpTy>(&mut self, x: Val<T>, lo: Val<T>, hi: Val<T>) -> Val<Bool> {
        let a = self.cmp(CmpOp::Ge, x, lo);
        let b = self.cmp(CmpOp::Lt, x, hi);
        self.and(a, b)
    }
    pub fn select<T: Ty>(&mut self, cond: Val<Bool>, a: Val<T>, b: Val<T>) -> Val<T> {
        self.val(Inst::Select {
            cond: cond.handle,
            a: a.handle,
            b: b.handle,
        })
    }

    // ---- conversions ------------------------------------------------------------------

    /// Sign-extend to 64 bits (for index math that addresses memory).
    pub fn sext(&mut self, a: Val<I32>) -> Val<I64> {
        self.convert(a.handle, Scalar::I64)
    }
    fn convert<T: Ty>(&mut self, a: InstHandle, to: Scalar) -> Val<T> {
        assert_eq!(to, T::SCALAR);
        self.val(Inst::Convert {
            to,
            rounding: Rounding::Rn,
            a,
        })
    }
    /// Widen a loaded element to f32 (exact), or pass an f32 through.
    pub fn widen_to_f32(&mut self, a: InstHandle, from: Scalar) -> Val<F32> {
        match from {
            Scalar::F32 => Val {
                handle: a,
                _t: PhantomData,
            },
            Scalar::F16 | Scalar::Bf16 => self.convert(a, Scalar::F32),
            other => panic!(
                "`{}`: {} is not a float element",
                self.kernel.name,
                other.name()
            ),
        }
    }
    /// Round an f32 to a storage element type (round to nearest even), or pass it through.
    pub fn round_to(&mut self, a: Val<F32>, to: Scalar) -> InstHandle {
        match to {
            Scalar::F32 => a.handle,
            Scalar::F16 | Scalar::Bf16 => self.push(Inst::Convert {
                to,
                rounding: Rounding::Rn,
                a: a.handle,
            }),
            other => panic!(
                "`{}`: {} is not a float element",
                self.kernel.name,
                other.name()
            ),
        }
    }

    // ---- memory -----------------------------------------------------------------------

    fn check_elem<T: Ty>(&self, buf: Buf) {
        assert_eq!(
            buf.elem,
            T::SCALAR,
            "`{}`: buffer param {} holds {}, accessed as {}",
            self.kernel.name,
            buf.param,
            buf.elem.name(),
            T::SCALAR.name()
        );
    }
    pub fn load<T: Ty>(&mut self, buf: Buf, index: Val<I64>) -> Val<T> {
        self.check_elem::<T>(buf);
        self.val(Inst::Load {
            buffer: buf.param,
            index: index.handle,
            mask: None,
            align: 0,
        })
    }
    /// Lanes with `mask` false read nothing and get zero.
    pub fn load_masked<T: Ty>(&mut self, buf: Buf, index: Val<I64>, mask: Val<Bool>) -> Val<T> {
        self.check_elem::<T>(buf);
        self.val(Inst::Load {
            buffer: buf.param,
            index: index.handle,
            mask: Some(mask.handle),
            align: 0,
        })
    }
    /// Load an element of whatever type the buffer holds (for dtype-generic kernels; widen
    /// with [`widen_to_f32`](Self::widen_to_f32)).
    pub fn load_any(&mut self, buf: Buf, index: Val<I64>) -> InstHandle {
        self.push(Inst::Load {
            buffer: buf.param,
            index: index.handle,
            mask: None,
            align: 0,
        })
    }
    /// [`load_any`](Self::load_any) with a mask: masked-off lanes read nothing and get zero.
    pub fn load_masked_any(&mut self, buf: Buf, index: Val<I64>, mask: Val<Bool>) -> InstHandle {
        self.push(Inst::Load {
            buffer: buf.param,
            index: index.handle,
            mask: Some(mask.handle),
            align: 0,
        })
    }
    /// [`load_any`](Self::load_any) of an element known to be `align`-byte aligned.
    pub fn load_any_aligned(&mut self, buf: Buf, index: Val<I64>, align: u32) -> InstHandle {
        self.push(Inst::Load {
            buffer: buf.param,
            index: index.handle,
            mask: None,
            align,
        })
    }
    /// [`load_masked_any`](Self::load_masked_any) of an element known to be `align`-byte
    /// aligned (when the mask is true).
    pub fn load_masked_any_aligned(
        &mut self,
        buf: Buf,
        index: Val<I64>,
        mask: Val<Bool>,
        align: u32,
    ) -> InstHandle {
        self.push(Inst::Load {
            buffer: buf.param,
            index: index.handle,
            mask: Some(mask.handle),
            align,
        })
    }
    /// [`store_f32`](Self::store_f32) to an element known to be `align`-byte aligned.
    pub fn store_f32_aligned(&mut self, buf: Buf, index: Val<I64>, value: Val<F32>, align: u32) {
        let v = self.round_to(value, buf.elem);
        self.push(Inst::Store {
            buffer: buf.param,
            index: index.handle,
            value: v,
            mask: None,
            align,
        });
    }
    /// [`store_any`](Self::store_any) to an element known to be `align`-byte aligned.
    pub fn store_any_aligned(&mut self, buf: Buf, index: Val<I64>, value: InstHandle, align: u32) {
        self.push(Inst::Store {
            buffer: buf.param,
            index: index.handle,
            value,
            mask: None,
            align,
        });
    }
    /// Load a float element of any storage type and widen it to f32.
    pub fn load_f32(&mut self, buf: Buf, index: Val<I64>) -> Val<F32> {
        let h = self.push(Inst::Load {
            buffer: buf.param,
            index: index.handle,
            mask: None,
            align: 0,
        });
        self.widen_to_f32(h, buf.elem)
    }
    pub fn store<T: Ty>(&mut self, buf: Buf, index: Val<I64>, value: Val<T>) {
        self.check_elem::<T>(buf);
        self.push(Inst::Store {
            buffer: buf.param,
            index: index.handle,
            value: value.handle,
            mask: None,
            align: 0,
        });
    }
    /// Lanes with `mask` false write nothing.
    pub fn store_masked<T: Ty>(
        &mut self,
        buf: Buf,
        index: Val<I64>,
        value: Val<T>,
        mask: Val<Bool>,
    ) {
        self.check_elem::<T>(buf);
        self.push(Inst::Store {
            buffer: buf.param,
            index: index.handle,
            value: value.handle,
            mask: Some(mask.handle),
            align: 0,
        });
    }
    /// `a` itself, as a value the optimizer may not look through, move or merge
    /// ([`Inst::Opaque`]): what is computed from it stays where the kernel computes it.
    pub fn opaque<T: Ty>(&mut self, a: Val<T>) -> Val<T> {
        self.val(Inst::Opaque(a.handle))
    }
    /// A hint that `buf[index]` will be read soon ([`Inst::Prefetch`]); lanes with `mask`
    /// false prefetch nothing. No result depends on it.
    pub fn prefetch_masked(&mut self, buf: Buf, index: Val<I64>, mask: Val<Bool>) {
        self.push(Inst::Prefetch {
            buffer: buf.param,
            index: index.handle,
            mask: Some(mask.handle),
        });
    }
    /// `buf[index] |= value`, atomically (an `i32` buffer).
    pub fn atomic_or(&mut self, buf: Buf, index: Val<I64>, value: Val<I32>) {
        self.check_elem::<I32>(buf);
        self.push(Inst::AtomicOr {
            buffer: buf.param,
            index: index.handle,
            value: value.handle,
        });
    }
    /// Store a value of whatever type the buffer holds (for dtype-generic copies).
    pub fn store_any(&mut self, buf: Buf, index: Val<I64>, value: InstHandle) {
        self.push(Inst::Store {
            buffer: buf.param,
            index: index.handle,
            value,
            mask: None,
            align: 0,
        });
    }
    /// Round an f32 to the buffer's element type and store it.
    pub fn store_f32(&mut self, buf: Buf, index: Val<I64>, value: Val<F32>) {
        let v = self.round_to(value, buf.elem);
        self.push(Inst::Store {
            buffer: buf.param,
            index: index.handle,
            value: v,
            mask: None,
            align: 0,
        });
    }

    // ---- work-group shared memory --------------------------------------------------------

    /// Declare a shared array of `len` elements.
    pub fn shared_array(&mut self, name: &str, elem: Scalar, len: u32) -> Shared {
        self.kernel.shared.push(SharedDecl {
            name: name.into(),
            elem,
            len,
        });
        Shared {
            array: (self.kernel.shared.len() - 1) as u32,
            elem,
        }
    }
    pub fn shared_load<T: Ty>(&mut self, s: Shared, index: Val<I32>) -> Val<T> {
        assert_eq!(
            s.elem,
            T::SCALAR,
            "`{}`: shared array type",
            self.kernel.name
        );
        self.val(Inst::SharedLoad {
            array: s.array,
            index: index.handle,
        })
    }
    pub fn shared_store<T: Ty>(&mut self, s: Shared, index: Val<I32>, value: Val<T>) {
        assert_eq!(
            s.elem,
            T::SCALAR,
            "`{}`: shared array type",
            self.kernel.name
        );
        self.push(Inst::SharedStore {
            array: s.array,
            index: index.handle,
            value: value.handle,
        });
    }
    /// Work-group barrier; every lane must reach it.
    pub fn barrier(&mut self) {
        self.push(Inst::Barrier);
    }
    /// A programmatic-dependent-launch control ([`crate::ir::GridDependency`]).
    pub fn grid_dependency(&mut self, d: crate::ir::GridDependency) {
        self.push(Inst::GridDependency(d));
    }

    // ---- bits -------------------------------------------------------------------------------

    pub fn bits_of(&mut self, x: Val<F32>) -> Val<I32> {
        self.val(Inst::Bitcast {
            to: Scalar::I32,
            a: x.handle,
        })
    }
    pub fn f32_from_bits(&mut self, x: Val<I32>) -> Val<F32> {
        self.val(Inst::Bitcast {
            to: Scalar::F32,
            a: x.handle,
        })
    }
    /// Truncate toward zero; only for integral values that fit in i32.
    pub fn f32_to_i32_rz(&mut self, x: Val<F32>) -> Val<I32> {
        self.val(Inst::Convert {
            to: Scalar::I32,
            rounding: Rounding::Rz,
            a: x.handle,
        })
    }
    /// Exact for |x| < 2^24.
    pub fn i32_to_f32(&mut self, x: Val<I32>) -> Val<F32> {
        self.convert(x.handle, Scalar::F32)
    }

    // ---- lanes ------------------------------------------------------------------------

    pub fn shfl_xor<T: ShflTy>(&mut self, value: Val<T>, lane_mask: u32) -> Val<T> {
        self.val(Inst::ShflXor {
            value: value.handle,
            lane_mask,
        })
    }

    // ---- variables and control flow ---------------------------------------------------

    pub fn var<T: Ty>(&mut self, name: &str, init: Val<T>) -> VarRef<T> {
        self.kernel.vars.push(VarDecl {
            name: name.into(),
            ty: T::SCALAR,
        });
        let var = VarRef {
            var: Var((self.kernel.vars.len() - 1) as u32),
            _t: PhantomData,
        };
        self.set(var, init);
        var
    }
    /// A variable of a dtype chosen when the kernel is built (a pool's storage type):
    /// [`var`](Self::var) for an untyped value of type `ty`.
    pub fn var_raw(&mut self, name: &str, ty: Scalar, init: InstHandle) -> Var {
        self.kernel.vars.push(VarDecl {
            name: name.into(),
            ty,
        });
        let var = Var((self.kernel.vars.len() - 1) as u32);
        self.push(Inst::VarSet(var, init));
        var
    }
    pub fn get_raw(&mut self, v: Var) -> InstHandle {
        self.push(Inst::VarGet(v))
    }
    pub fn set_raw(&mut self, v: Var, x: InstHandle) {
        self.push(Inst::VarSet(v, x));
    }
    pub fn get<T: Ty>(&mut self, v: VarRef<T>) -> Val<T> {
        self.val(Inst::VarGet(v.var))
    }
    pub fn set<T: Ty>(&mut self, v: VarRef<T>, x: Val<T>) {
        self.push(Inst::VarSet(v.var, x.handle));
    }

    pub fn if_(&mut self, cond: Val<Bool>, then: impl FnOnce(&mut Self)) {
        let then_block = self.sub_block(then);
        self.push(Inst::If {
            cond: cond.handle,
            then_block,
            else_block: Vec::new(),
        });
    }
    pub fn if_else(
        &mut self,
        cond: Val<Bool>,
        then: impl FnOnce(&mut Self),
        otherwise: impl FnOnce(&mut Self),
    ) {
        let then_block = self.sub_block(then);
        let else_block = self.sub_block(otherwise);
        self.push(Inst::If {
            cond: cond.handle,
            then_block,
            else_block,
        });
    }
    /// `for i in start..end` with a run-time trip count.
    pub fn for_range(
        &mut self,
        name: &str,
        start: Val<I32>,
        end: Val<I32>,
        body: impl FnOnce(&mut Self, Val<I32>),
    ) {
        self.kernel.vars.push(VarDecl {
            name: name.into(),
            ty: Scalar::I32,
        });
        let var = Var((self.kernel.vars.len() - 1) as u32);
        let body = self.sub_block(|b| {
            let i = b.val(Inst::VarGet(var));
            body(b, i)
        });
        self.push(Inst::Loop {
            var,
            start: start.handle,
            end: end.handle,
            body,
        });
    }
}
