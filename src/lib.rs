//! deltagen: an ahead-of-time generator of exact-rounding Gated DeltaNet kernels.
//!
//! Pipeline (DESIGN §2): [`dsl`] -> [`ir`] (validated) -> [`interp`] (CPU oracle) and,
//! with the `codegen` feature, [`lower`] (LLVM) -> [`emit`] (PTX/cubin, AMDGCN/hsaco) ->
//! [`gen`] (the committed `generated/` folder).

#[cfg(feature = "cuda")]
pub mod bench;
pub mod cases;
pub mod dsl;
pub mod golden;
pub mod interp;
pub mod ir;
pub mod isa_rules;
pub mod kernels;
pub mod runfile;
pub mod runtime;
pub mod stdio;
pub mod target;
pub mod vocab;

#[cfg(feature = "codegen")]
pub mod emit;
#[cfg(feature = "codegen")]
pub mod gen;
#[cfg(feature = "codegen")]
pub mod lower;
