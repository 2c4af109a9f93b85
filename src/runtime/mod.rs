//! The runtime an engine uses, with no LLVM: the generated manifest, the launch ABI (one
//! definition of argument packing, derived from each kernel's parameter list), and the
//! loaders (`cuda` feature: cudarc with the driver loaded at run time; `hip` feature: the
//! ROCm runtime opened with dlopen).

pub mod abi;
pub mod code_object;
pub mod dispatch;
pub mod launch;
pub mod manifest;
pub mod plan;

#[cfg(feature = "cuda")]
pub mod cuda;
#[cfg(feature = "hip")]
pub mod hip;

pub use abi::{ArgValue, Packed, ParamSpec, ParamType};
pub use manifest::{Entry, Manifest};
