//! Shared test helpers: a deterministic PRNG and random, never-zero data.
#![allow(dead_code)]

pub use deltagen::cases::Rng;
