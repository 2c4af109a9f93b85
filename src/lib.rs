//! deltagen: an ahead-of-time generator of exact-rounding Gated DeltaNet kernels, and the
//! runtime an engine launches them with.
//!
//! Layers (ARCHITECTURE.md; `tests/layers.rs` enforces the rule that each imports only
//! from those before it):
//! - the vocabulary, [`vocab`] and [`target`]: element types, families, modes, profiles,
//!   archs, the tile table, each kernel family's signature as data, the C ABI's layout;
//! - the generator (`generator` feature): [`ir`] <- [`dsl`] <- [`interp`] (the CPU
//!   oracle) and [`kernels`]; with `codegen` (LLVM) also [`lower`] -> [`emit`] -> [`gen`]
//!   (the committed `generated/` folder) and [`isa_rules`];
//! - the runtime, [`runtime`]: manifest, launch ABI, validation, dispatch, loaders; it
//!   needs only the vocabulary, so `--no-default-features --features cuda` builds the
//!   vocabulary and the runtime alone (the C ABI library in `src/capi` is built on it);
//! - the harness on top: [`cases`], [`golden`], [`runfile`], `bench`, the binaries; and
//!   [`rng`], the seeded generator of their test data, which imports nothing (outside the
//!   `generator` feature, so the tests that build without it share it).

pub mod rng;
pub mod runtime;
pub mod stdio;
pub mod target;
pub mod vocab;

#[cfg(feature = "generator")]
pub mod cases;
#[cfg(feature = "generator")]
pub mod dsl;
#[cfg(feature = "generator")]
pub mod golden;
#[cfg(feature = "generator")]
pub mod interp;
#[cfg(feature = "generator")]
pub mod ir;
#[cfg(feature = "generator")]
pub mod kernels;
#[cfg(feature = "generator")]
pub mod runfile;

#[cfg(all(feature = "cuda", feature = "generator"))]
pub mod bench;

#[cfg(feature = "codegen")]
pub mod emit;
#[cfg(feature = "codegen")]
pub mod gen;
#[cfg(feature = "codegen")]
pub mod isa_rules;
#[cfg(feature = "codegen")]
pub mod lower;
