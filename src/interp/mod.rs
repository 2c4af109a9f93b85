//! The CPU interpreter: the bit-exact oracle every GPU result is compared against.
//!
//! All lanes of a work-group execute each instruction in lock step (so shuffles see the
//! values of the same instruction on every lane); work-groups run in parallel with rayon.
//! Float semantics are IEEE: `f32` arithmetic in Rust rounds to nearest even with
//! denormals kept, `f32::mul_add` is the fused multiply-add, conversions are in
//! [`convert`]. Every memory access is bounds-checked: a kernel that reads or writes
//! outside a buffer is reported, never executed.
//!
//! Each instruction is interpreted by the functions of `inst.rs`, one per instruction kind.

// Lane loops index several per-lane arrays (mask, registers, variables) by lane number;
// an index is the clearest way to say "the same lane".
#![allow(clippy::needless_range_loop)]

pub mod convert;
mod inst;

use crate::ir::valid::Validated;
use crate::ir::*;
use rayon::prelude::*;
use std::fmt;
use std::sync::atomic::{AtomicU16, AtomicU32, AtomicU64, Ordering::Relaxed};

/// Device memory for the interpreter. Elements are atomics so that work-groups running on
/// different threads may share a buffer without data races (relaxed order suffices: the
/// kernels never communicate between work-groups).
#[derive(Debug)]
pub enum Buffer {
    W16(Vec<AtomicU16>),
    W32(Vec<AtomicU32>),
    W64(Vec<AtomicU64>),
}

impl Buffer {
    pub fn from_f32(xs: &[f32]) -> Self {
        Buffer::W32(xs.iter().map(|x| AtomicU32::new(x.to_bits())).collect())
    }
    pub fn from_i32(xs: &[i32]) -> Self {
        Buffer::W32(xs.iter().map(|&x| AtomicU32::new(x as u32)).collect())
    }
    pub fn from_u16(xs: &[u16]) -> Self {
        Buffer::W16(xs.iter().map(|&x| AtomicU16::new(x)).collect())
    }
    /// `len` elements of `elem`, every byte set to `byte` (poison).
    pub fn filled(elem: Scalar, len: usize, byte: u8) -> Self {
        let b = u64::from_le_bytes([byte; 8]);
        match elem.bytes() {
            Some(2) => Buffer::W16((0..len).map(|_| AtomicU16::new(b as u16)).collect()),
            Some(8) => Buffer::W64((0..len).map(|_| AtomicU64::new(b)).collect()),
            _ => Buffer::W32((0..len).map(|_| AtomicU32::new(b as u32)).collect()),
        }
    }
    /// Build a buffer of `elem` from little-endian bytes.
    pub fn from_bytes(elem: Scalar, bytes: &[u8]) -> Self {
        match elem.bytes() {
            Some(2) => Buffer::W16(
                bytes
                    .chunks_exact(2)
                    .map(|c| AtomicU16::new(u16::from_le_bytes([c[0], c[1]])))
                    .collect(),
            ),
            Some(8) => Buffer::W64(
                bytes
                    .chunks_exact(8)
                    .map(|c| AtomicU64::new(u64::from_le_bytes(c.try_into().unwrap_or([0; 8]))))
                    .collect(),
            ),
            _ => Buffer::W32(
                bytes
                    .chunks_exact(4)
                    .map(|c| AtomicU32::new(u32::from_le_bytes([c[0], c[1], c[2], c[3]])))
                    .collect(),
            ),
        }
    }
    pub fn len(&self) -> usize {
        match self {
            Buffer::W16(v) => v.len(),
            Buffer::W32(v) => v.len(),
            Buffer::W64(v) => v.len(),
        }
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    pub fn elem_bytes(&self) -> usize {
        match self {
            Buffer::W16(_) => 2,
            Buffer::W32(_) => 4,
            Buffer::W64(_) => 8,
        }
    }
    /// The contents as little-endian bytes (what a device buffer would hold).
    pub fn to_bytes(&self) -> Vec<u8> {
        match self {
            Buffer::W16(v) => v
                .iter()
                .flat_map(|x| x.load(Relaxed).to_le_bytes())
                .collect(),
            Buffer::W32(v) => v
                .iter()
                .flat_map(|x| x.load(Relaxed).to_le_bytes())
                .collect(),
            Buffer::W64(v) => v
                .iter()
                .flat_map(|x| x.load(Relaxed).to_le_bytes())
                .collect(),
        }
    }
    /// Element `i` zero-extended to 64 bits.
    fn read(&self, i: usize) -> u64 {
        match self {
            Buffer::W16(v) => u64::from(v[i].load(Relaxed)),
            Buffer::W32(v) => u64::from(v[i].load(Relaxed)),
            Buffer::W64(v) => v[i].load(Relaxed),
        }
    }
    /// `element i |= bits`, atomically (work-groups may run on several threads).
    fn fetch_or(&self, i: usize, bits: u64) {
        match self {
            Buffer::W16(v) => {
                v[i].fetch_or(bits as u16, Relaxed);
            }
            Buffer::W32(v) => {
                v[i].fetch_or(bits as u32, Relaxed);
            }
            Buffer::W64(v) => {
                v[i].fetch_or(bits, Relaxed);
            }
        }
    }
    fn write(&self, i: usize, bits: u64) {
        match self {
            Buffer::W16(v) => v[i].store(bits as u16, Relaxed),
            Buffer::W32(v) => v[i].store(bits as u32, Relaxed),
            Buffer::W64(v) => v[i].store(bits, Relaxed),
        }
    }
}

/// One launch argument, in parameter order.
#[derive(Debug)]
pub enum Arg {
    Buffer(Buffer),
    Scalar(Const),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InterpError {
    /// The arguments do not match the kernel's parameters.
    BadArgs(String),
    /// The kernel accessed memory outside a buffer.
    OutOfBounds {
        buffer: String,
        index: i64,
        len: usize,
        group: [u32; 3],
        lane: usize,
    },
    /// Any other fault of the kernel (division by zero, divergent shuffle, ...).
    Fault {
        inst: usize,
        group: [u32; 3],
        message: String,
    },
    Invalid(String),
}

impl fmt::Display for InterpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InterpError::BadArgs(m) => write!(f, "bad launch arguments: {m}"),
            InterpError::OutOfBounds {
                buffer,
                index,
                len,
                group,
                lane,
            } => write!(
                f,
                "out-of-bounds access to `{buffer}`[{index}] (length {len}) by group {group:?} lane {lane}"
            ),
            InterpError::Fault {
                inst,
                group,
                message,
            } => write!(f, "fault at %{inst} in group {group:?}: {message}"),
            InterpError::Invalid(m) => write!(f, "invalid kernel: {m}"),
        }
    }
}

impl std::error::Error for InterpError {}

/// The grid a launch with these arguments has.
pub fn grid(k: &Kernel, args: &[Arg]) -> Result<[u32; 3], InterpError> {
    let mut g = [1u32; 3];
    for (axis, terms) in k.grid.dims.iter().enumerate() {
        for t in terms {
            let v = match t {
                GridTerm::Const(c) => *c,
                GridTerm::Param(p) | GridTerm::CeilDiv(p, _) => {
                    let v = match args.get(*p as usize) {
                        Some(Arg::Scalar(Const::I32(v))) if *v >= 0 => *v as u32,
                        _ => {
                            return Err(InterpError::BadArgs(format!(
                                "grid parameter `{}` must be a non-negative i32",
                                k.params.get(*p as usize).map_or("?", |p| p.name.as_str())
                            )))
                        }
                    };
                    match t {
                        GridTerm::CeilDiv(_, d) => v.div_ceil(*d),
                        _ => v,
                    }
                }
            };
            g[axis] = g[axis]
                .checked_mul(v)
                .ok_or_else(|| InterpError::BadArgs(format!("grid axis {axis} overflows u32")))?;
        }
    }
    Ok(g)
}

fn check_args(k: &Kernel, args: &[Arg]) -> Result<(), InterpError> {
    if args.len() != k.params.len() {
        return Err(InterpError::BadArgs(format!(
            "`{}` takes {} arguments, got {}",
            k.name,
            k.params.len(),
            args.len()
        )));
    }
    for (p, a) in k.params.iter().zip(args) {
        let ok = match (p.kind, a) {
            (ParamKind::Buffer { elem, .. }, Arg::Buffer(b)) => {
                elem.bytes() == Some(b.elem_bytes())
            }
            (ParamKind::Scalar(s), Arg::Scalar(c)) => c.ty() == s,
            _ => false,
        };
        if !ok {
            return Err(InterpError::BadArgs(format!(
                "argument `{}` does not match {:?}",
                p.name, p.kind
            )));
        }
    }
    Ok(())
}

/// Run one launch of `k` over its whole grid.
pub fn run(k: &Kernel, args: &[Arg]) -> Result<(), InterpError> {
    let types = valid::validate(k).map_err(|e| InterpError::Invalid(e.to_string()))?;
    check_args(k, args)?;
    let cx = Launch {
        k,
        types: &types,
        args,
    };
    let [gx, gy, gz] = grid(k, args)?;
    let n_groups = u64::from(gx)
        .checked_mul(u64::from(gy))
        .and_then(|n| n.checked_mul(u64::from(gz)))
        .ok_or_else(|| {
            InterpError::BadArgs(format!(
                "the grid {gx} x {gy} x {gz} has more than 2^64 work-groups"
            ))
        })?;
    (0..n_groups).into_par_iter().try_for_each_init(
        || GroupState::new(k),
        |state, g| {
            let id = [
                (g % u64::from(gx)) as u32,
                ((g / u64::from(gx)) % u64::from(gy)) as u32,
                (g / (u64::from(gx) * u64::from(gy))) as u32,
            ];
            state.run(&cx, id)
        },
    )
}

/// Per shared element: who touched it since the last barrier, to find missing barriers.
/// The interpreter runs lanes in lock step, so a missing barrier would go unnoticed here
/// and race on a GPU; any cross-lane access between two barriers is reported instead.
#[derive(Clone, Copy, Default)]
struct SharedUse {
    write_epoch: u32,
    writer: u32,
    read_epoch: u32,
    /// The one lane that read it this epoch, or `u32::MAX` for several.
    reader: u32,
}

struct GroupState {
    lanes: usize,
    shared: Vec<Vec<u64>>,
    shared_use: Vec<Vec<SharedUse>>,
    /// Starts at 1 so that the zeroed `SharedUse` means "untouched".
    epoch: u32,
    /// Value of instruction `i` on lane `l` at `i * lanes + l`.
    regs: Vec<u64>,
    /// Variable `v` on lane `l` at `v * lanes + l`.
    vars: Vec<u64>,
    group: [u32; 3],
}

type Res = Result<(), InterpError>;

/// What every instruction of one launch reads: the kernel, the validator's type of every
/// value, and the launch arguments.
struct Launch<'a> {
    k: &'a Kernel,
    types: &'a Validated<'a>,
    args: &'a [Arg],
}

impl Launch<'_> {
    /// Type of the value of `h`, from the validator; an error where it has none (never a
    /// default).
    fn ty(&self, h: InstHandle) -> Result<Scalar, InterpError> {
        self.types.ty(h).ok_or_else(|| {
            InterpError::Invalid(format!(
                "internal error: %{} has no type in validated kernel `{}`",
                h.index(),
                self.k.name
            ))
        })
    }
}

/// The f32 whose bits are the low 32 of `bits`.
fn f(bits: u64) -> f32 {
    f32::from_bits(bits as u32)
}
/// The bits of `x`, zero-extended.
fn fbits(x: f32) -> u64 {
    u64::from(x.to_bits())
}

impl GroupState {
    /// State for the work-groups of `k` (one per rayon worker, reused across groups).
    fn new(k: &Kernel) -> Self {
        let lanes = k.group_size as usize;
        GroupState {
            lanes,
            shared: k.shared.iter().map(|d| vec![0; d.len as usize]).collect(),
            shared_use: k
                .shared
                .iter()
                .map(|d| vec![SharedUse::default(); d.len as usize])
                .collect(),
            epoch: 1,
            regs: vec![0; k.insts.len() * lanes],
            vars: vec![0; k.vars.len() * lanes],
            group: [0; 3],
        }
    }

    /// Run work-group `group` from a fresh start.
    fn run(&mut self, cx: &Launch, group: [u32; 3]) -> Res {
        self.group = group;
        // Shared memory starts undefined on a GPU; poison it so a read before any write
        // gives NaN-like garbage rather than a plausible zero.
        for a in &mut self.shared {
            a.fill(0x7fc0_dead);
        }
        for u in &mut self.shared_use {
            u.fill(SharedUse::default());
        }
        self.epoch = 1;
        let mask = vec![true; self.lanes];
        self.block(cx, &cx.k.body, &mask)
    }

    /// A fault of instruction `h` in this work-group.
    fn fault(&self, h: InstHandle, message: impl Into<String>) -> InterpError {
        InterpError::Fault {
            inst: h.index(),
            group: self.group,
            message: message.into(),
        }
    }

    /// The value of `h` on `lane`.
    #[inline]
    fn r(&self, h: InstHandle, lane: usize) -> u64 {
        self.regs[h.index() * self.lanes + lane]
    }

    /// Execute `block` on the lanes of `mask`, one instruction at a time on all of them.
    fn block(&mut self, cx: &Launch, block: &Block, mask: &[bool]) -> Res {
        for &h in block {
            self.inst(cx, h, mask)?;
        }
        Ok(())
    }

    /// Evaluate `op` on every active lane and store the result as `h`'s value.
    #[inline]
    fn each(&mut self, h: InstHandle, mask: &[bool], mut op: impl FnMut(&Self, usize) -> u64) {
        let base = h.index() * self.lanes;
        for lane in 0..self.lanes {
            if mask[lane] {
                let v = op(self, lane);
                self.regs[base + lane] = v;
            }
        }
    }

    /// [`Self::each`] for an `op` that may fail; the first failing lane's error is returned.
    fn each_checked(
        &mut self,
        h: InstHandle,
        mask: &[bool],
        mut op: impl FnMut(&Self, usize) -> Result<u64, InterpError>,
    ) -> Res {
        let base = h.index() * self.lanes;
        for lane in 0..self.lanes {
            if mask[lane] {
                let v = op(self, lane)?;
                self.regs[base + lane] = v;
            }
        }
        Ok(())
    }
}

/// Flush a denormal to a zero of the same sign (what `.ftz` does to inputs and results).
fn ftz(x: f32) -> f32 {
    if x.is_subnormal() {
        0.0f32.copysign(x)
    } else {
        x
    }
}

/// The interpreter's stand-ins for the approximate operations: the correctly rounded value
/// of what each approximates (`2^x`, `a/b`, `sqrt`, `fma`), with the flushes the `.ftz`
/// forms make. The hardware's approximations differ by a few ULPs, so results of kernels
/// that use these ops are compared by tolerance only ([`Kernel::uses_approx`]), except a
/// division's reciprocal seed, which the division's correction makes irrelevant to its result.
pub fn approx_stand_in(op: ApproxOp, x: &[f32]) -> f32 {
    match op {
        ApproxOp::Ex2Approx => f64::from(x[0]).exp2() as f32,
        ApproxOp::DivFull => x[0] / x[1],
        ApproxOp::SqrtApproxFtz => ftz(ftz(x[0]).sqrt()),
        ApproxOp::FmaRnFtz => ftz(ftz(x[0]).mul_add(ftz(x[1]), ftz(x[2]))),
        ApproxOp::RcpApproxFtz => ftz(1.0 / ftz(x[0])),
    }
}

/// Put named arguments in the kernel's parameter order. Every parameter must be named
/// exactly once, so a caller cannot pass arguments in a stale order.
pub fn args_by_name(k: &Kernel, mut named: Vec<(&str, Arg)>) -> Result<Vec<Arg>, InterpError> {
    let mut out = Vec::with_capacity(k.params.len());
    for p in &k.params {
        let at = named
            .iter()
            .position(|(n, _)| *n == p.name)
            .ok_or_else(|| InterpError::BadArgs(format!("no argument for `{}`", p.name)))?;
        out.push(named.swap_remove(at).1);
    }
    if let Some((n, _)) = named.first() {
        return Err(InterpError::BadArgs(format!(
            "`{}` has no parameter `{n}`",
            k.name
        )));
    }
    Ok(out)
}

/// A launch input given by name: a tensor's element type and little-endian bytes, or a
/// scalar. The form engines, files and GPU harnesses share.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Tensor(Scalar, Vec<u8>),
    Scalar(Const),
}

impl Value {
    /// f32 values stored as `elem` (rounded to nearest even when narrower).
    pub fn floats(elem: Scalar, xs: &[f32]) -> Value {
        let bytes = match elem {
            Scalar::Bf16 => xs
                .iter()
                .flat_map(|&x| convert::f32_to_bf16(x).to_le_bytes())
                .collect(),
            Scalar::F16 => xs
                .iter()
                .flat_map(|&x| convert::f32_to_f16(x).to_le_bytes())
                .collect(),
            _ => xs.iter().flat_map(|x| x.to_le_bytes()).collect(),
        };
        Value::Tensor(elem, bytes)
    }
    pub fn i32s(xs: &[i32]) -> Value {
        Value::Tensor(
            Scalar::I32,
            xs.iter().flat_map(|x| x.to_le_bytes()).collect(),
        )
    }
    /// `len` elements of `elem` with every byte `byte` (poison).
    pub fn poison(elem: Scalar, len: usize, byte: u8) -> Value {
        Value::Tensor(elem, vec![byte; len * elem.bytes().unwrap_or(4)])
    }
}

/// Decode little-endian elements of `elem` to f32 (exact widening).
pub fn bytes_to_f32(elem: Scalar, bytes: &[u8]) -> Vec<f32> {
    match elem {
        Scalar::Bf16 => bytes
            .chunks_exact(2)
            .map(|c| convert::bf16_to_f32(u16::from_le_bytes([c[0], c[1]])))
            .collect(),
        Scalar::F16 => bytes
            .chunks_exact(2)
            .map(|c| convert::f16_to_f32(u16::from_le_bytes([c[0], c[1]])))
            .collect(),
        _ => bytes
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect(),
    }
}

/// Run `k` with arguments given by parameter name; returns the bytes of every writable
/// buffer afterwards, by name. Missing, extra or mistyped inputs are errors.
pub fn run_named(
    k: &Kernel,
    inputs: &std::collections::BTreeMap<String, Value>,
) -> Result<std::collections::BTreeMap<String, Vec<u8>>, InterpError> {
    let mut named = Vec::with_capacity(inputs.len());
    for (name, v) in inputs {
        let param = k.params.iter().find(|p| &p.name == name).ok_or_else(|| {
            InterpError::BadArgs(format!("`{}` has no parameter `{name}`", k.name))
        })?;
        let arg = match (v, param.kind) {
            (Value::Tensor(elem, bytes), ParamKind::Buffer { elem: want, .. }) => {
                if *elem != want {
                    return Err(InterpError::BadArgs(format!(
                        "`{name}` must be {}, got {}",
                        want.name(),
                        elem.name()
                    )));
                }
                let size = want.bytes().unwrap_or(4);
                if bytes.len() % size != 0 {
                    return Err(InterpError::BadArgs(format!(
                        "`{name}`: {} bytes is not a whole number of {}",
                        bytes.len(),
                        want.name()
                    )));
                }
                Arg::Buffer(Buffer::from_bytes(want, bytes))
            }
            (Value::Scalar(c), ParamKind::Scalar(want)) if c.ty() == want => Arg::Scalar(*c),
            (other, kind) => {
                let got = match other {
                    Value::Tensor(e, b) => format!("a {} tensor of {} bytes", e.name(), b.len()),
                    Value::Scalar(c) => format!("{c:?}"),
                };
                return Err(InterpError::BadArgs(format!(
                    "`{name}` is {kind:?}, got {got}"
                )));
            }
        };
        named.push((name.as_str(), arg));
    }
    let args = args_by_name(k, named)?;
    run(k, &args)?;
    let mut out = std::collections::BTreeMap::new();
    for (p, a) in k.params.iter().zip(&args) {
        if let (
            ParamKind::Buffer {
                access: Access::ReadWrite,
                ..
            },
            Arg::Buffer(b),
        ) = (p.kind, a)
        {
            out.insert(p.name.clone(), b.to_bytes());
        }
    }
    Ok(out)
}
