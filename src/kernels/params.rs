//! Kernel parameters declared from the family's signature (`crate::vocab::signature`):
//! every parameter the instance's mode takes, in launch order, with its element type and
//! access. A kernel then takes its handles by name; asking for a name the signature does
//! not give the instance is an error naming it, so a kernel and its signature cannot drift
//! apart.

use crate::dsl::{Buf, KernelBuilder, Val, F32, I32, I64};
use crate::ir::{Access, Scalar};
use crate::vocab::signature::{self, Elem, Kind};
use crate::vocab::{Family, Mode};

/// The instance's dtypes, for the signature's [`Elem`] roles.
#[derive(Clone, Copy, Debug)]
pub struct Dtypes {
    pub act: Scalar,
    pub dt_bias: Scalar,
    /// The pool's dtype (its snapshots too), or a copy kernel's element.
    pub state: Scalar,
}

impl Dtypes {
    /// A family whose only dtype is its state (replay, the scatters).
    pub fn state(state: Scalar) -> Dtypes {
        Dtypes {
            act: state,
            dt_bias: state,
            state,
        }
    }
    fn of(self, e: Elem) -> Scalar {
        match e {
            Elem::Fixed(s) => s,
            Elem::Act => self.act,
            Elem::DtBias => self.dt_bias,
            Elem::State => self.state,
        }
    }
}

#[derive(Clone, Copy)]
enum Handle {
    Buf(Buf),
    I32(Val<I32>),
    I64(Val<I64>),
    F32(Val<F32>),
}

/// The declared parameters of one instance.
pub struct Declared {
    family: Family,
    handles: Vec<(&'static str, Handle)>,
}

/// Declare every parameter `family` takes in `mode` (`None` for families without modes).
pub fn declare(
    k: &mut KernelBuilder,
    family: Family,
    mode: Option<Mode>,
    dtypes: Dtypes,
) -> Result<Declared, String> {
    let sig = signature::of(family);
    let mut handles = Vec::new();
    for p in sig.params_of(mode) {
        let h = match p.kind {
            Kind::Tensor { elem, writes, .. } => {
                let access = if writes.has(mode) {
                    Access::ReadWrite
                } else {
                    Access::Read
                };
                Handle::Buf(k.buffer(p.name, dtypes.of(elem), access))
            }
            Kind::Int {
                ty: Scalar::I32, ..
            } => Handle::I32(k.scalar::<I32>(p.name)),
            Kind::Int {
                ty: Scalar::I64, ..
            } => Handle::I64(k.scalar::<I64>(p.name)),
            Kind::Float => Handle::F32(k.scalar::<F32>(p.name)),
            Kind::Present { .. } => Handle::I32(k.scalar::<I32>(p.name)),
            Kind::Int { ty, .. } => {
                return Err(format!(
                    "{family}: `{}` is declared {ty}, not a kernel scalar type",
                    p.name
                ))
            }
        };
        handles.push((p.name, h));
    }
    Ok(Declared { family, handles })
}

impl Declared {
    fn get(&self, name: &str) -> Result<Handle, String> {
        self.handles
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, h)| *h)
            .ok_or_else(|| {
                format!(
                    "{}: the signature gives this instance no parameter `{name}`",
                    self.family
                )
            })
    }
    fn wrong(&self, name: &str, what: &str) -> String {
        format!("{}: parameter `{name}` is not {what}", self.family)
    }
    pub fn buf(&self, name: &str) -> Result<Buf, String> {
        match self.get(name)? {
            Handle::Buf(b) => Ok(b),
            _ => Err(self.wrong(name, "a tensor")),
        }
    }
    pub fn i32(&self, name: &str) -> Result<Val<I32>, String> {
        match self.get(name)? {
            Handle::I32(v) => Ok(v),
            _ => Err(self.wrong(name, "an i32")),
        }
    }
    pub fn i64(&self, name: &str) -> Result<Val<I64>, String> {
        match self.get(name)? {
            Handle::I64(v) => Ok(v),
            _ => Err(self.wrong(name, "an i64")),
        }
    }
    pub fn f32(&self, name: &str) -> Result<Val<F32>, String> {
        match self.get(name)? {
            Handle::F32(v) => Ok(v),
            _ => Err(self.wrong(name, "an f32")),
        }
    }
}
