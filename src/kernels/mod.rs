//! The kernels, written in the DSL, and the registry of generated instances.

pub mod gdn_commit;
pub mod gdn_replay;
pub mod gdn_verify;
pub mod kda_gate;
pub mod model;

mod common;
mod diagnostics;
pub mod params;
pub use common::ColumnLayout;

use crate::ir::{Kernel, Scalar};
use crate::target::{self, Arch, Family, Tile};
use crate::vocab::manifest::Facts;
pub use crate::vocab::Gate;

pub use crate::vocab::{K_DIM, V_DIM};

/// What a generated instance is built from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Spec {
    Replay(gdn_replay::ReplayConfig),
    Verify(gdn_verify::VerifyConfig),
    CommitScatter(gdn_commit::ScatterConfig),
    ConvScatter(gdn_commit::ScatterConfig),
    Gate(kda_gate::GateConfig),
}

/// One generated kernel instance: a kernel family, its generation-time choices, an arch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Instance {
    pub family: Family,
    pub name: String,
    pub arch: Arch,
    pub spec: Spec,
}

impl Instance {
    pub fn new(arch: Arch, spec: Spec) -> Instance {
        let (family, name) = match &spec {
            Spec::Replay(c) => (c.gate.replay(), gdn_replay::name(c)),
            Spec::Verify(c) => (c.gate.verify(), gdn_verify::name(c)),
            Spec::CommitScatter(c) => (Family::GdnCommitScatter, gdn_commit::commit_name(c)),
            Spec::ConvScatter(c) => (Family::ConvWindowScatter, gdn_commit::conv_name(c)),
            Spec::Gate(c) => (Family::KdaGate, kda_gate::name(c)),
        };
        Instance {
            family,
            name,
            arch,
            spec,
        }
    }

    pub fn build(&self) -> Result<Kernel, String> {
        self.build_with(None)
    }

    /// [`build`](Self::build), with verify's schedule from `variant` (when given) instead of
    /// [`gdn_verify::generated_schedule`] (see [`gdn_verify::Variant`]).
    pub fn build_with(&self, variant: Option<gdn_verify::Variant>) -> Result<Kernel, String> {
        match &self.spec {
            Spec::Replay(cfg) => gdn_replay::build(cfg),
            Spec::Verify(cfg) => match variant {
                None => gdn_verify::build(cfg),
                Some(v) => gdn_verify::build_scheduled(cfg, v.for_config(cfg)),
            },
            Spec::CommitScatter(cfg) => gdn_commit::build_commit(cfg),
            Spec::ConvScatter(cfg) => gdn_commit::build_conv(cfg),
            Spec::Gate(cfg) => kda_gate::build(cfg),
        }
    }

    /// The schedule [`build_with`](Self::build_with) builds this instance with under
    /// `variant` ([`gdn_verify::Variant::applied`]), and whether that holds every field the
    /// variant names: none for the other families.
    pub fn variant_applied(&self, variant: gdn_verify::Variant) -> (gdn_verify::Schedule, bool) {
        match &self.spec {
            Spec::Verify(cfg) => (variant.applied(cfg), variant.applies_fully(cfg)),
            _ => (gdn_verify::Schedule::NONE, false),
        }
    }

    /// What the instance was generated for, recorded in the manifest and the preambles.
    pub fn facts(&self) -> Facts {
        match &self.spec {
            Spec::Replay(cfg) => Facts {
                profile: cfg.profile,
                tree: cfg.tree.then_some(true),
                pool_dtype: Some(cfg.pool),
                tile: Some(cfg.tile),
                lanes_per_column: Some(cfg.tile.lpc(cfg.arch)),
                ..Facts::portable()
            },
            Spec::Verify(cfg) => Facts {
                profile: cfg.profile,
                mode: Some(cfg.mode),
                act_dtype: Some(cfg.act),
                dt_bias_dtype: Some(cfg.dt_bias),
                pool_dtype: Some(cfg.pool),
                tile: Some(cfg.tile),
                lanes_per_column: Some(cfg.tile.lpc(cfg.arch)),
                requests: Some(verify_requests(cfg)),
                min_draft: verify_row(cfg).map(|row| row.min_draft).filter(|&d| d > 1),
                pdl: cfg.arch.has_pdl().then_some(true),
                decay_input: cfg.decay_input.then_some(true),
                tree: cfg.tree.then_some(true),
                ..Facts::portable()
            },
            Spec::Gate(cfg) => Facts {
                profile: cfg.profile,
                act_dtype: Some(cfg.act),
                dt_bias_dtype: Some(cfg.dt_bias),
                ..Facts::portable()
            },
            Spec::CommitScatter(cfg) | Spec::ConvScatter(cfg) => Facts {
                dtype: Some(cfg.dtype),
                warps: Some(cfg.warps),
                ..Facts::portable()
            },
        }
    }
}

/// The tile table's row of a verify instance's tile ([`target::row_of`]).
fn verify_row(cfg: &gdn_verify::VerifyConfig) -> Option<&'static target::TileRow> {
    target::row_of(
        cfg.gate.verify(),
        cfg.arch,
        cfg.tile,
        cfg.mode,
        cfg.pool,
        cfg.tree,
    )
}

/// The batch sizes the tile table meant a verify instance's tile for.
fn verify_requests(cfg: &gdn_verify::VerifyConfig) -> target::Requests {
    verify_row(cfg).map_or(target::Requests::Any, |row| row.requests)
}

/// The replay instance of a gate for a pool dtype on an arch, with the arch's tile.
pub fn replay_instance(
    gate: Gate,
    arch: Arch,
    pool: Scalar,
    step: gdn_replay::StepForm,
) -> Result<Instance, String> {
    tree_replay_instance(gate, arch, pool, step, None)
}

/// [`replay_instance`], or with `tree` the one of an EAGLE tree in that profile
/// (triton-sm90: each step of a path rounded to a bf16 pool).
pub fn tree_replay_instance(
    gate: Gate,
    arch: Arch,
    pool: Scalar,
    step: gdn_replay::StepForm,
    tree: Option<crate::dsl::math::Profile>,
) -> Result<Instance, String> {
    let family = gate.replay();
    let (_, _, tile) = target::tiles(family, arch)
        .into_iter()
        .next()
        .ok_or_else(|| format!("the tile table has no {family} tile for {arch}"))?;
    Ok(Instance::new(
        arch,
        Spec::Replay(gdn_replay::ReplayConfig {
            gate,
            pool,
            arch,
            tile,
            step,
            tree: tree.is_some(),
            profile: tree.unwrap_or(crate::dsl::math::Profile::Portable),
        }),
    ))
}

/// Every instance `cargo xtask gen` writes, in a fixed order. GDN verify: every mode and
/// pool dtype with bf16 activations and an f32 `dt_bias`, plus snapshot and tuple with a
/// bf16 `dt_bias` (f32 pool), for every tile of the arch and the modes the tile table gives
/// it; on NVIDIA also the `triton-sm90` profile for every mode and pool dtype (bf16
/// activations and `dt_bias`). KDA verify: every mode and pool dtype with bf16 activations
/// and an f32 `dt_bias` (Kimi Linear's), in both profiles on NVIDIA. Replay of both gates
/// for both pool dtypes. Other activation dtypes are built on demand (and tested on the
/// interpreter).
pub fn instances() -> Result<Vec<Instance>, String> {
    let mut out = Vec::new();
    for arch in Arch::ALL {
        for gate in Gate::ALL {
            for pool in [Scalar::F32, Scalar::Bf16] {
                let exact = gdn_replay::StepForm::Exact;
                out.push(replay_instance(gate, arch, pool, exact)?);
            }
            push_verify(&mut out, gate, arch);
            push_fold(&mut out, gate, arch);
            push_tree(&mut out, gate, arch)?;
        }
        push_decay_input(&mut out, arch);
        let warps = target::scatter_warps(arch);
        for pool in [Scalar::F32, Scalar::Bf16] {
            let cfg = gdn_commit::ScatterConfig {
                dtype: pool,
                arch,
                warps,
            };
            out.push(Instance::new(arch, Spec::CommitScatter(cfg)));
        }
        let cfg = gdn_commit::ScatterConfig {
            dtype: crate::vocab::signature::CONV_DTYPE,
            arch,
            warps,
        };
        out.push(Instance::new(arch, Spec::ConvScatter(cfg)));
    }
    Ok(out)
}

/// KDA's pre-pass and the verify instances that read its decays, on `arch`: portable, bf16
/// `a` and an f32 `dt_bias`; verify in every mode and pool dtype, all with the tile the
/// table gives tuple mode for batches of more than one request. (Measured on an H200,
/// PERFORMANCE.md version 6: reading its decays, snapshot mode is fastest with that tile
/// too, `bv32w4` against the `bv16w4` it uses when it computes its gates; since version 15
/// that tile is `bv32w4c2`.)
fn push_decay_input(out: &mut Vec<Instance>, arch: Arch) {
    use crate::dsl::math::Profile;
    use gdn_verify::VerifyConfig;
    let cfg = kda_gate::GateConfig {
        profile: Profile::Portable,
        act: Scalar::Bf16,
        dt_bias: Scalar::F32,
        arch,
    };
    out.push(Instance::new(arch, Spec::Gate(cfg)));
    // Every mode with the tile tuple mode takes for many requests, and each mode that has a
    // row of its own for a few requests (with another tile) with that row's tile, for the
    // pools of `DECAY_INPUT_FEW_POOLS`.
    let many_tuple = |pool| {
        target::tile_for(
            Family::KdaVerify,
            arch,
            target::Requests::Many,
            gdn_verify::Mode::Tuple,
            pool,
        )
    };
    for mode in SEPARATE_MODES {
        // A pool without a many-request tuple tile gets no decay-input instance.
        for (pool, tile) in [Scalar::F32, Scalar::Bf16].into_iter().flat_map(|pool| {
            let many = many_tuple(pool);
            let few = many
                .and_then(|many| {
                    target::row_for(Family::KdaVerify, arch, target::Requests::Few, mode, pool)
                        .filter(|row| row.requests == target::Requests::Few && row.tile != many)
                })
                .map(|row| row.tile)
                .filter(|_| target::DECAY_INPUT_FEW_POOLS.contains(&pool));
            many.into_iter().chain(few).map(move |t| (pool, t))
        }) {
            let cfg = VerifyConfig {
                gate: Gate::Channel,
                profile: Profile::Portable,
                mode,
                act: Scalar::Bf16,
                dt_bias: Scalar::F32,
                pool,
                arch,
                tile,
                decay_input: true,
                tree: false,
            };
            out.push(Instance::new(arch, Spec::Verify(cfg)));
        }
    }
}

/// The modes whose commit is a separate launch (fold mode has its own list, [`push_fold`]).
const SEPARATE_MODES: [gdn_verify::Mode; 3] = [
    gdn_verify::Mode::Decode,
    gdn_verify::Mode::Snapshot,
    gdn_verify::Mode::Tuple,
];

/// Fold mode's instances of `gate` on `arch`: portable, bf16 activations, an f32
/// `dt_bias`, both pool dtypes with the tile the table gives tuple mode for more than one
/// request, and for GDN with an f32 pool also the one-request tile (when it differs) and
/// the tiles of one-request rows from a draft length on (`TileRow::min_draft`). Fold
/// mode is tuple mode's kernel with the commit in its prologue, so it shares tuple mode's
/// tiles. A bf16 pool's one-request fold keeps the many-request tile: on the long-draft
/// tile (`bv32w8`) it was 5.7% faster at 6 draft tokens but 3.8% slower at 8 and at 16
/// (H100, PERFORMANCE.md version 47), and `bv16w4` was 5.6% slower (version 44). KDA's
/// are generated for sm_90 and AMD only: its one-warp sm_80/sm_100 tile makes about 1 MB
/// of artifacts an instance, and the repository travels whole to the GPU machine. Other
/// dtypes, tiles and archs are built on demand.
fn push_fold(out: &mut Vec<Instance>, gate: Gate, arch: Arch) {
    use crate::dsl::math::Profile;
    use gdn_verify::Mode;
    if gate == Gate::Channel && matches!(arch, Arch::Sm80 | Arch::Sm100) {
        return;
    }
    let tile_for = |batch, pool| target::tile_for(gate.verify(), arch, batch, Mode::Fold, pool);
    let mut combos: Vec<(Tile, Scalar)> = Vec::new();
    for pool in [Scalar::F32, Scalar::Bf16] {
        if let Some(many) = tile_for(target::Requests::Many, pool) {
            combos.push((many, pool));
        }
    }
    // GDN with an f32 pool: the one-request tile too, and the tiles of the one-request rows
    // from a draft length on, first.
    if gate == Gate::Head {
        let one_request = target::Requests::One;
        let one = tile_for(one_request, Scalar::F32);
        let long_drafts =
            target::long_draft_rows(gate.verify(), arch, one_request, Mode::Fold, Scalar::F32);
        let ones: Vec<Tile> = one
            .into_iter()
            .chain(long_drafts.map(|row| row.tile))
            .collect();
        for (i, one) in ones.into_iter().enumerate() {
            if !combos.contains(&(one, Scalar::F32)) {
                combos.insert(i, (one, Scalar::F32));
            }
        }
    }
    for (tile, pool) in combos {
        let (profile, dt_bias) = (Profile::Portable, Scalar::F32);
        let cfg = generated_verify(gate, profile, Mode::Fold, dt_bias, pool, arch, tile);
        out.push(Instance::new(arch, Spec::Verify(cfg)));
    }
}

/// Tree verify's instances of `gate` (`parents`). On every arch the portable profile in
/// snapshot mode (an f32 pool reads each parent back from its snapshot; a bf16 pool
/// re-derives it on chip, since its tree carries f32) and tuple mode (parents re-derived on
/// chip), both with both pools. On sm_90 also the
/// triton-sm90 profile with SGLang's dtypes and both pools in both modes (the golden tree
/// cases). Each with the tile the table gives its mode for more
/// than one request (dispatch falls back to it for one). And the tree replays (the tuple
/// path's commit of a tree): portable for both pools, and on sm_90 the triton-sm90 one
/// for a bf16 pool, which rounds each step as that profile's tree verify does.
fn push_tree(out: &mut Vec<Instance>, gate: Gate, arch: Arch) -> Result<(), String> {
    use crate::dsl::math::Profile;
    use gdn_verify::{Mode, VerifyConfig};
    let triton_dt_bias = match gate {
        Gate::Head => Scalar::Bf16,
        Gate::Channel => Scalar::F32,
    };
    let sm90 = arch == Arch::Sm90;
    let triton = |combos: &mut Vec<(Profile, Scalar, Scalar)>| {
        if sm90 {
            combos.insert(0, (Profile::TritonSm90, triton_dt_bias, Scalar::Bf16));
            combos.insert(0, (Profile::TritonSm90, triton_dt_bias, Scalar::F32));
        }
    };
    let mut snapshot = vec![
        (Profile::Portable, Scalar::F32, Scalar::F32),
        (Profile::Portable, Scalar::F32, Scalar::Bf16),
    ];
    triton(&mut snapshot);
    let mut tuple = vec![
        (Profile::Portable, Scalar::F32, Scalar::F32),
        (Profile::Portable, Scalar::F32, Scalar::Bf16),
    ];
    triton(&mut tuple);
    for (mode, combos) in [(Mode::Snapshot, &snapshot[..]), (Mode::Tuple, &tuple[..])] {
        // A tree's lanes own one column each (its re-derivation and history are per
        // column): the table's tile with one column per lane.
        for &(profile, dt_bias, pool) in combos {
            let Some(tile) =
                target::tile_for(gate.verify(), arch, target::Requests::Many, mode, pool)
                    .map(target::tree_tile)
            else {
                continue;
            };
            let cfg = VerifyConfig {
                tree: true,
                ..generated_verify(gate, profile, mode, dt_bias, pool, arch, tile)
            };
            out.push(Instance::new(arch, Spec::Verify(cfg)));
        }
    }
    // The tuple path's commit of a tree: the replay of each request's accepted path, both
    // pools; a triton-sm90 tree with a bf16 pool rounds as its verify.
    let exact = gdn_replay::StepForm::Exact;
    for pool in [Scalar::F32, Scalar::Bf16] {
        out.push(tree_replay_instance(
            gate,
            arch,
            pool,
            exact,
            Some(Profile::Portable),
        )?);
    }
    if sm90 {
        let triton = Some(Profile::TritonSm90);
        out.push(tree_replay_instance(
            gate,
            arch,
            Scalar::Bf16,
            exact,
            triton,
        )?);
    }
    Ok(())
}

/// A generated verify instance's config: bf16 activations, its gates computed, a chain.
fn generated_verify(
    gate: Gate,
    profile: crate::dsl::math::Profile,
    mode: gdn_verify::Mode,
    dt_bias: Scalar,
    pool: Scalar,
    arch: Arch,
    tile: Tile,
) -> gdn_verify::VerifyConfig {
    gdn_verify::VerifyConfig {
        gate,
        profile,
        mode,
        act: Scalar::Bf16,
        dt_bias,
        pool,
        arch,
        tile,
        decay_input: false,
        tree: false,
    }
}

/// The verify instances of `gate` on `arch` (see [`instances`]).
fn push_verify(out: &mut Vec<Instance>, gate: Gate, arch: Arch) {
    use crate::dsl::math::Profile;
    use gdn_verify::Mode;
    for row in target::rows(gate.verify(), arch) {
        let (modes, pools, tile) = (row.modes, row.pools, row.tile);
        let mut combos: Vec<(Profile, Mode, Scalar, Scalar)> = Vec::new();
        for mode in SEPARATE_MODES {
            for pool in [Scalar::F32, Scalar::Bf16] {
                combos.push((Profile::Portable, mode, Scalar::F32, pool));
            }
        }
        // triton-sm90 (NVIDIA only) with SGLang's dtypes: bf16 activations, and a bf16
        // dt_bias for GDN, an f32 one for KDA.
        let triton_dt_bias = match gate {
            Gate::Head => {
                combos.push((Profile::Portable, Mode::Snapshot, Scalar::Bf16, Scalar::F32));
                combos.push((Profile::Portable, Mode::Tuple, Scalar::Bf16, Scalar::F32));
                Scalar::Bf16
            }
            Gate::Channel => Scalar::F32,
        };
        if arch.vendor() == target::Vendor::Nvidia {
            for mode in SEPARATE_MODES {
                for pool in [Scalar::F32, Scalar::Bf16] {
                    combos.push((Profile::TritonSm90, mode, triton_dt_bias, pool));
                }
            }
        }
        // A tile is generated for the modes and pools the table means it for.
        combos.retain(|(_, mode, _, pool)| modes.admits(*mode) && pools.admits(*pool));
        for (profile, mode, dt_bias, pool) in combos {
            let cfg = generated_verify(gate, profile, mode, dt_bias, pool, arch, tile);
            out.push(Instance::new(arch, Spec::Verify(cfg)));
        }
    }
}

/// The command-line option that selects a fact of an instance: `--pool` for its pool (or
/// copied state) dtype, `--mode` for its verify mode.
fn option(fact: &str) -> Option<&'static str> {
    match fact {
        "pool_dtype" | "dtype" => Some("--pool"),
        "mode" => Some("--mode"),
        _ => None,
    }
}

/// The generated instance named `name` (an instance name, or a family narrowed by
/// `key=value` facts such as `("mode", "tuple")`) on `arch`. Several matches pick the first
/// (in generation order) and say so in the second value.
pub fn find(name: &str, arch: Arch, filters: &[(&str, &str)]) -> Result<(Instance, usize), String> {
    let fits = |i: &Instance| {
        filters.iter().all(|(key, want)| {
            i.facts().pairs().iter().any(|(k, v)| {
                let same_key = *k == *key || option(k).is_some_and(|o| option(key) == Some(o));
                same_key && v == want
            })
        })
    };
    let all = instances()?;
    // A full instance name with options it contradicts is an error, not a silent choice.
    if let Some(i) = all.iter().find(|i| i.arch == arch && i.name == name) {
        if !fits(i) {
            let facts: Vec<String> = i
                .facts()
                .pairs()
                .iter()
                .filter(|(k, _)| option(k).is_some())
                .map(|(k, v)| format!("{k} {v}"))
                .collect();
            return Err(format!(
                "`{name}` is the instance with {}; drop --pool/--mode, or give a family name with them",
                facts.join(", ")
            ));
        }
    }
    let matches: Vec<Instance> = all
        .into_iter()
        .filter(|i| i.arch == arch && (i.name == name || i.family.name() == name))
        .filter(|i| i.name == name || fits(i))
        .collect();
    let count = matches.len();
    let families: Vec<&str> = Family::ALL.iter().map(|f| f.name()).collect();
    matches.into_iter().next().map(|i| (i, count)).ok_or_else(|| {
        // The facts as the options spell them (`--pool f16`, `--mode fold`).
        let with: Vec<String> = filters
            .iter()
            .map(|(k, v)| match option(k) {
                Some(o) => format!("{o} {v}"),
                None => format!("{k} = {v}"),
            })
            .collect();
        let with = if with.is_empty() {
            String::new()
        } else {
            format!(" with {}", with.join(" "))
        };
        format!(
            "no generated instance `{name}` on {arch}{with}; kernels: {} (`deltagen list` shows every instance and its pool and mode)",
            families.join(", ")
        )
    })
}
