//! The runtime an engine uses, with no LLVM: the generated manifest, the launch ABI (one
//! definition of argument packing, derived from each kernel's parameter list), and the
//! loaders (`cuda` feature: cudarc with the driver loaded at run time).

pub mod abi;
pub mod launch;
pub mod manifest;

#[cfg(feature = "cuda")]
pub mod cuda;

pub use abi::{ArgValue, Packed, ParamSpec, ParamType};
pub use manifest::{Entry, Manifest};
