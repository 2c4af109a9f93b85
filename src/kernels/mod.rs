//! The kernels, written in the DSL, and the registry of generated instances.

pub mod gdn_replay;

use crate::ir::{Kernel, Scalar};
use crate::target::{self, Arch, Family};

/// Key and value head dimensions, fixed at generation time.
pub const K_DIM: u32 = 128;
pub const V_DIM: u32 = 128;

/// What a generated instance is built from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Spec {
    Replay(gdn_replay::ReplayConfig),
}

/// One generated kernel instance: a kernel family, its generation-time choices, an arch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Instance {
    pub family: &'static str,
    pub name: String,
    pub arch: Arch,
    pub spec: Spec,
}

impl Instance {
    pub fn build(&self) -> Result<Kernel, String> {
        match &self.spec {
            Spec::Replay(cfg) => gdn_replay::build(cfg),
        }
    }
    /// `key=value` facts recorded in the manifest and the preamble.
    pub fn facts(&self) -> Vec<(&'static str, String)> {
        match &self.spec {
            Spec::Replay(cfg) => vec![
                ("profile", "portable".into()),
                ("pool_dtype", cfg.pool.name().into()),
                ("tile", cfg.tile.tag()),
                ("lanes_per_column", cfg.tile.lpc(cfg.arch).to_string()),
            ],
        }
    }
}

/// The replay instance for a pool dtype on an arch, with the arch's tile.
pub fn replay_instance(
    arch: Arch,
    pool: Scalar,
    step: gdn_replay::StepForm,
) -> Result<Instance, String> {
    let tile = target::tile(Family::Replay, arch)
        .ok_or_else(|| format!("the tile table has no replay tile for {arch}"))?;
    let cfg = gdn_replay::ReplayConfig {
        pool,
        arch,
        tile,
        step,
    };
    Ok(Instance {
        family: "gdn_replay",
        name: gdn_replay::name(&cfg),
        arch,
        spec: Spec::Replay(cfg),
    })
}

/// Every instance `cargo xtask gen` writes, in a fixed order.
pub fn instances() -> Result<Vec<Instance>, String> {
    let mut out = Vec::new();
    for arch in Arch::ALL {
        for pool in [Scalar::F32, Scalar::Bf16] {
            out.push(replay_instance(arch, pool, gdn_replay::StepForm::Exact)?);
        }
    }
    Ok(out)
}
