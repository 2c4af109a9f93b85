//! Configuration, validation before anything is allocated, and dispatch: which generated
//! instances a configuration runs.
//!
//! The automatic rule: on the configured arch, the instance of the configured profile whose
//! dtypes match, with the tile of the tile table's row that fits the batch most closely
//! (one request, a few: 2 to 12, more than one, or any). An explicit tile always wins
//! over the rule. [`Resolved::line`] prints the choice
//! in one line, the way an engine logs its kernel backends.

use super::manifest::{Entry, Manifest};
use crate::target::Arch;
use crate::target::Tile;
use crate::vocab::manifest::InstanceFile;
use crate::vocab::{Family, Gate, Mode, Profile, Requests, Scalar};
use crate::vocab::{K_DIM, V_DIM};

/// How the engine speculates (the parts validation needs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Speculation {
    None,
    /// EAGLE/MTP with `topk` candidates per step (1 = a linear chain).
    Eagle {
        topk: u32,
    },
    Dflash,
    Dspark,
    Ngram,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Config {
    pub arch: Arch,
    /// `portable` (default) or `triton-sm90`.
    pub profile: Profile,
    /// `tuple` (lossless verify, then the replay), `fold` (lossless, the commit folded into
    /// the next verify: the eager or the lazy commit, by the launch's fold depth) or
    /// `snapshot` (decode has no speculation to validate; [`verify_instance`] picks its
    /// instance).
    pub mode: Mode,
    /// Force a tile (`bv8w4`, ...) instead of the table's.
    pub tile: Option<Tile>,
    pub act_dtype: Scalar,
    pub dt_bias_dtype: Scalar,
    pub pool_dtype: Scalar,
    pub speculation: Speculation,
    /// Draft tokens per step and the D the ring was allocated for.
    pub draft: u64,
    pub d_alloc: u64,
    pub h: u64,
    pub hv: u64,
    pub k: u64,
    pub v: u64,
    /// The layers' gate: GDN (Gated DeltaNet) or KDA (Kimi Delta Attention).
    pub gate: Gate,
    /// KDA: verify reads the decays `kda_gate` computed once per (token, value head,
    /// channel) instead of computing its gates per work-group (the `decay` tensor is
    /// given). Measured faster in snapshot mode from N = 8 (PERFORMANCE.md version 6) and,
    /// since the two-column tile, in tuple mode from N = 8 (4-11%; 3% slower at N = 1,
    /// version 15); required for the safe gate.
    pub decay_input: bool,
    /// Snapshot and tuple modes: the engine passes an EAGLE tree's `parents` (SGLang's
    /// `retrieve_parent_token`); the `tree` instances follow them. Implied by a tree
    /// speculation (EAGLE top-k > 1, n-gram).
    pub tree: bool,
    /// The state pool lives in unified (managed) memory.
    pub unified_memory: bool,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            arch: Arch::Sm90,
            profile: Profile::Portable,
            mode: Mode::Tuple,
            tile: None,
            act_dtype: Scalar::Bf16,
            dt_bias_dtype: Scalar::F32,
            pool_dtype: Scalar::F32,
            speculation: Speculation::Eagle { topk: 1 },
            draft: 4,
            d_alloc: 4,
            h: 16,
            hv: 32,
            k: 128,
            v: 128,
            gate: Gate::Head,
            decay_input: false,
            tree: false,
            unified_memory: false,
        }
    }
}

/// The keys of [`Config::from_json`]: the fields of [`Config`], with the speculation as
/// `speculation` (`none`, `eagle`, `dflash`, `dspark`, `ngram`) and `topk` (EAGLE's).
pub const CONFIG_KEYS: &[&str] = &[
    "arch",
    "profile",
    "mode",
    "tile",
    "act_dtype",
    "dt_bias_dtype",
    "pool_dtype",
    "speculation",
    "topk",
    "draft",
    "d_alloc",
    "h",
    "hv",
    "k",
    "v",
    "gate",
    "decay_input",
    "tree",
    "unified_memory",
];

impl Config {
    /// A configuration from a JSON object of [`CONFIG_KEYS`] (the C ABI's
    /// `deltagen_resolve`, Python's `deltagen.resolve`): each key absent takes
    /// [`Config::default`]'s value, except `arch` (`arch`, the caller's device or host
    /// arch) and `d_alloc` (the draft). Values are spelled as everywhere (`"sm_90"`,
    /// `"triton-sm90"`, `"bf16"`, `"kda"`, `"bv8w4"`). An unknown key or a value of the
    /// wrong kind is an error naming it.
    pub fn from_json(text: &str, arch: Arch) -> Result<Config, String> {
        use serde_json::Value;
        let doc: Value = serde_json::from_str(text)
            .map_err(|e| format!("the configuration is not JSON: {e}"))?;
        let Value::Object(map) = doc else {
            return Err("the configuration is a JSON object of its settings".into());
        };
        if let Some(key) = map.keys().find(|k| !CONFIG_KEYS.contains(&k.as_str())) {
            return Err(format!(
                "unknown setting \"{key}\"; the settings: {}",
                CONFIG_KEYS.join(", ")
            ));
        }
        let text = |key: &str| -> Result<Option<&str>, String> {
            match map.get(key) {
                None | Some(Value::Null) => Ok(None),
                Some(Value::String(s)) => Ok(Some(s.as_str())),
                Some(other) => Err(format!("\"{key}\" takes a string, got {other}")),
            }
        };
        let number = |key: &str| -> Result<Option<u64>, String> {
            match map.get(key) {
                None | Some(Value::Null) => Ok(None),
                Some(v) => v
                    .as_u64()
                    .map(Some)
                    .ok_or_else(|| format!("\"{key}\" takes a non-negative integer, got {v}")),
            }
        };
        let flag = |key: &str| -> Result<Option<bool>, String> {
            match map.get(key) {
                None | Some(Value::Null) => Ok(None),
                Some(Value::Bool(b)) => Ok(Some(*b)),
                Some(other) => Err(format!("\"{key}\" is true or false, got {other}")),
            }
        };
        fn spelled<T: std::str::FromStr>(
            key: &str,
            v: Option<&str>,
            default: T,
        ) -> Result<T, String>
        where
            T::Err: std::fmt::Display,
        {
            v.map_or(Ok(default), |v| {
                v.parse().map_err(|e| format!("\"{key}\": {e}"))
            })
        }
        let d = Config::default();
        let topk = number("topk")?;
        let speculation = match text("speculation")? {
            None | Some("eagle") => {
                let topk = u32::try_from(topk.unwrap_or(1))
                    .map_err(|_| "\"topk\" is too large".to_string())?;
                Speculation::Eagle { topk }
            }
            Some(other) => {
                if topk.is_some() {
                    return Err(format!(
                        "\"topk\" is EAGLE's, and the speculation is {other}"
                    ));
                }
                match other {
                    "none" => Speculation::None,
                    "dflash" => Speculation::Dflash,
                    "dspark" => Speculation::Dspark,
                    "ngram" => Speculation::Ngram,
                    _ => {
                        return Err(format!(
                            "\"speculation\" {other}: none, eagle, dflash, dspark or ngram"
                        ))
                    }
                }
            }
        };
        let draft = number("draft")?.unwrap_or(d.draft);
        let tile = match text("tile")? {
            None => None,
            Some(t) => Some(t.parse().map_err(|e| format!("\"tile\": {e}"))?),
        };
        Ok(Config {
            arch: spelled("arch", text("arch")?, arch)?,
            profile: spelled("profile", text("profile")?, d.profile)?,
            mode: spelled("mode", text("mode")?, d.mode)?,
            tile,
            act_dtype: spelled("act_dtype", text("act_dtype")?, d.act_dtype)?,
            dt_bias_dtype: spelled("dt_bias_dtype", text("dt_bias_dtype")?, d.dt_bias_dtype)?,
            pool_dtype: spelled("pool_dtype", text("pool_dtype")?, d.pool_dtype)?,
            speculation,
            draft,
            d_alloc: number("d_alloc")?.unwrap_or(draft),
            h: number("h")?.unwrap_or(d.h),
            hv: number("hv")?.unwrap_or(d.hv),
            k: number("k")?.unwrap_or(d.k),
            v: number("v")?.unwrap_or(d.v),
            gate: spelled("gate", text("gate")?, d.gate)?,
            decay_input: flag("decay_input")?.unwrap_or(d.decay_input),
            tree: flag("tree")?.unwrap_or(d.tree),
            unified_memory: flag("unified_memory")?.unwrap_or(d.unified_memory),
        })
    }
}

impl Resolved {
    /// The resolution as a JSON document: `arch`, `profile`, the `verify` and `commit`
    /// instances' names and families, and the one-line report (`line`).
    pub fn report(&self) -> serde_json::Value {
        serde_json::json!({
            "arch": self.arch,
            "profile": self.profile,
            "verify": self.verify.name,
            "verify_family": self.verify.family.name(),
            "commit": self.commit.name,
            "commit_family": self.commit.family.name(),
            "line": self.line(),
        })
    }
}

/// A configuration problem: the setting, and a message saying what would work.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfigError {
    pub setting: &'static str,
    pub message: String,
}

impl std::fmt::Display for ConfigError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.setting, self.message)
    }
}
impl std::error::Error for ConfigError {}

fn fail(setting: &'static str, message: String) -> Result<(), ConfigError> {
    Err(ConfigError { setting, message })
}

fn fact<'a>(e: &'a Entry, key: &str) -> Option<&'a str> {
    e.facts.get(key).map(String::as_str)
}

/// Check a configuration against the generated kernels, before any memory is sized.
pub fn validate(cfg: &Config, m: &Manifest) -> Result<(), ConfigError> {
    let arches: Vec<String> = {
        let mut a: Vec<String> = m
            .instances
            .iter()
            .map(|e| e.arch.name().to_string())
            .collect();
        a.dedup();
        a
    };
    let arch = cfg.arch;
    let on_arch: Vec<&Entry> = m.instances.iter().filter(|e| e.arch == arch).collect();
    if on_arch.is_empty() {
        return fail(
            "arch",
            format!(
                "`{}` has no generated kernels; available: {}",
                cfg.arch,
                arches.join(", ")
            ),
        );
    }
    match &cfg.speculation {
        Speculation::None => return fail(
            "speculative-algorithm",
            "none: verify kernels serve speculative decoding; enable EAGLE/MTP, DFLASH or DSPARK"
                .into(),
        ),
        // A tree (EAGLE top-k > 1, n-gram) runs in snapshot or tuple mode, with the
        // `parents` of each request; fold mode verifies one linear chain.
        Speculation::Eagle { topk } if *topk != 1 => tree_mode(
            cfg,
            &format!("--speculative-eagle-topk {topk}"),
            "speculative-eagle-topk",
        )?,
        Speculation::Ngram => tree_mode(cfg, "NGRAM", "speculative-algorithm")?,
        _ if cfg.tree => tree_mode(cfg, "`parents` (an EAGLE tree)", "parents")?,
        _ => {}
    }
    if cfg.mode == Mode::Decode {
        return fail(
            "mode",
            format!(
                "`{}`: tuple (lossless verify), fold (lossless, the commit folded into verify) or snapshot",
                cfg.mode
            ),
        );
    }
    if cfg.profile == Profile::TritonSm90 && arch.vendor() != crate::target::Vendor::Nvidia {
        return fail("profile", format!("triton-sm90 reproduces SGLang's Triton kernel on NVIDIA GPUs; {arch} runs the portable profile"));
    }
    if cfg.decay_input && cfg.gate != Gate::Channel {
        return fail(
            "decay",
            "KDA's decays (kda_gate) are given, but the gate is GDN's: leave `decay` out".into(),
        );
    }
    if cfg.decay_input && cfg.profile != Profile::Portable {
        return fail(
            "decay",
            format!("the verify instances that read kda_gate's decays are portable-profile only; set the portable profile or leave `decay` out ({} computes its gates)", cfg.profile),
        );
    }
    if cfg.unified_memory {
        return fail(
            "enable-unified-memory",
            "the state pool must be device memory (cudaMalloc/hipMalloc), not unified memory"
                .into(),
        );
    }
    if cfg.k != u64::from(K_DIM) || cfg.v != u64::from(V_DIM) {
        return fail(
            "head-dim",
            format!(
                "K={}, V={}: the kernels are generated for K = V = {K_DIM}",
                cfg.k, cfg.v
            ),
        );
    }
    if cfg.h == 0 || cfg.hv == 0 || !cfg.hv.is_multiple_of(cfg.h) {
        return fail(
            "heads",
            format!(
                "H={}, HV={}: need H > 0 and HV a multiple of H",
                cfg.h, cfg.hv
            ),
        );
    }
    if cfg.draft == 0 || cfg.draft > cfg.d_alloc {
        return fail("draft", format!("D = {} with a ring allocated for D = {}: allocate the ring for the largest draft length", cfg.draft, cfg.d_alloc));
    }
    type Pick = fn(&InstanceFile) -> Option<Scalar>;
    let picks: [(&str, Pick, Scalar); 3] = [
        ("pool-dtype", |f| f.pool_dtype, cfg.pool_dtype),
        ("act-dtype", |f| f.act_dtype, cfg.act_dtype),
        ("dt-bias-dtype", |f| f.dt_bias_dtype, cfg.dt_bias_dtype),
    ];
    for (setting, pick, value) in picks {
        let have: Vec<Scalar> = on_arch
            .iter()
            .filter(|e| {
                e.family == cfg.gate.verify()
                    && e.file.profile == cfg.profile
                    && e.mode == Some(cfg.mode)
            })
            .filter_map(|e| pick(&e.file))
            .collect();
        if !have.contains(&value) {
            let mut have: Vec<&str> = have.iter().map(|s| s.name()).collect();
            have.sort();
            have.dedup();
            return fail(
                setting,
                format!(
                    "{value}: no {} {} {} instance on {arch}; generated: {}",
                    cfg.profile,
                    cfg.mode,
                    cfg.gate.verify(),
                    have.join(", ")
                ),
            );
        }
    }
    Ok(())
}

impl Speculation {
    /// Whether it drafts a tree (EAGLE with top-k > 1, n-gram).
    pub fn is_tree(&self) -> bool {
        matches!(self, Speculation::Eagle { topk } if *topk != 1) || *self == Speculation::Ngram
    }
}

/// Whether a tree (`what`: the flag that asks for one) can run in `cfg`'s mode, profile and
/// pool dtype: snapshot mode (the portable profile with a bf16 pool re-derives each
/// parent's f32 state on chip, so it takes at most [`crate::vocab::TREE_STEPS`] draft
/// tokens, as tuple mode does) or tuple mode (parents re-derived on chip).
fn tree_mode(cfg: &Config, what: &str, setting: &'static str) -> Result<(), ConfigError> {
    let most = u64::from(crate::vocab::TREE_STEPS);
    match cfg.mode {
        Mode::Snapshot => {
            if cfg.profile == Profile::Portable
                && cfg.pool_dtype == Scalar::Bf16
                && cfg.draft > most
            {
                return fail(setting, format!("{what} drafts a tree of {} tokens, and the portable profile's snapshot mode with a bf16 pool verifies a tree of at most {most} tokens (it carries each branch's state in f32, re-derived on chip); use an f32 pool, the triton-sm90 profile (SGLang's rounding at every tree step) or draft at most {most} tokens", cfg.draft));
            }
        }
        Mode::Tuple => {
            if cfg.draft > most {
                return fail(setting, format!("{what} drafts a tree of {} tokens, and tuple mode verifies a tree of at most {most} tokens (its whole draft stays on chip); use snapshot mode or draft at most {most} tokens", cfg.draft));
            }
        }
        Mode::Fold | Mode::Decode => {
            return fail(setting, format!("{what} drafts a tree, and deltagen verifies a tree in snapshot and tuple modes ({} mode verifies one linear chain); set the mode to tuple (lossless) or snapshot and pass each request's parents, or use a linear chain (--speculative-eagle-topk 1)", cfg.mode));
        }
    }
    Ok(())
}

/// The instances a configuration runs.
#[derive(Clone, Debug, PartialEq)]
pub struct Resolved {
    pub arch: String,
    pub profile: String,
    pub verify: Entry,
    pub commit: Entry,
}

impl Resolved {
    /// `deltagen: arch=sm_90 verify=gdn_verify/tuple/bv8w4 replay=gdn_replay/bv32w4 profile=portable`
    /// (`kda_verify` and `kda_replay` for KDA; `.../decay_in` for a verify reading
    /// `kda_gate`'s decays; `.../tree` for a tree's verify and replay).
    pub fn line(&self) -> String {
        let tile = |e: &Entry| fact(e, "tile").unwrap_or("-").to_string();
        let commit = match self.commit.family {
            Family::GdnReplay | Family::KdaReplay => {
                let tree = if self.commit.file.tree == Some(true) {
                    "/tree"
                } else {
                    ""
                };
                format!("replay={}/{}{tree}", self.commit.family, tile(&self.commit))
            }
            _ => format!(
                "commit={}/w{}",
                self.commit.family,
                fact(&self.commit, "warps").unwrap_or("?")
            ),
        };
        // KDA reading kda_gate's decays says so: `verify=kda_verify/tuple/bv32w4c2/decay_in`.
        let input = if self.verify.file.decay_input == Some(true) {
            "/decay_in"
        } else if self.verify.file.tree == Some(true) {
            "/tree"
        } else {
            ""
        };
        format!(
            "deltagen: arch={} verify={}/{}/{}{input} {commit} profile={}",
            self.arch,
            self.verify.family,
            fact(&self.verify, "mode").unwrap_or("?"),
            tile(&self.verify),
            self.profile
        )
    }
}

/// Validate, then pick the instances for a batch of `requests` requests.
pub fn resolve(cfg: &Config, m: &Manifest, requests: u64) -> Result<Resolved, ConfigError> {
    validate(cfg, m)?;
    let verify = verify_instance(cfg, m, requests)?;
    // Fold mode's flush (a request leaving, a track boundary) is the replay too.
    let family = if matches!(cfg.mode, Mode::Tuple | Mode::Fold) {
        cfg.gate.replay()
    } else {
        Family::GdnCommitScatter
    };
    let tree = cfg.tree || cfg.speculation.is_tree();
    let tree = (tree && cfg.mode == Mode::Tuple).then_some(cfg.profile);
    let commit = tree_commit_instance(m, verify.arch, family, cfg.pool_dtype, tree)?;
    Ok(Resolved {
        arch: verify.arch.name().to_string(),
        profile: cfg.profile.to_string(),
        verify: verify.clone(),
        commit: commit.clone(),
    })
}

/// The verify instance of `cfg`'s arch, profile, mode (decode too) and dtypes for a batch
/// of `requests`: the tile `cfg` names, or the tile table's for the batch size and the
/// draft length (`cfg.draft`; a row from a draft length on, `min_draft`, overrides the row
/// for every draft). Checks only what the choice needs; [`resolve`] validates the whole
/// configuration first.
pub fn verify_instance<'m>(
    cfg: &Config,
    m: &'m Manifest,
    requests: u64,
) -> Result<&'m Entry, ConfigError> {
    let arch = cfg.arch;
    let batch = Requests::of(requests);
    let tree = cfg.tree || cfg.speculation.is_tree();
    let candidates: Vec<&Entry> = m
        .instances
        .iter()
        .filter(|e| e.arch == arch && e.family == cfg.gate.verify())
        .filter(|e| {
            let f = &e.file;
            f.profile == cfg.profile
                && f.mode == Some(cfg.mode)
                && f.pool_dtype == Some(cfg.pool_dtype)
                && f.act_dtype == Some(cfg.act_dtype)
                && f.dt_bias_dtype == Some(cfg.dt_bias_dtype)
                && f.decay_input.unwrap_or(false) == cfg.decay_input
                && f.tree.unwrap_or(false) == tree
        })
        .collect();
    match &cfg.tile {
        Some(t) => candidates
            .iter()
            .find(|e| e.file.tile == Some(*t))
            .copied()
            .ok_or_else(|| {
                let tiles: Vec<&str> = candidates.iter().filter_map(|e| fact(e, "tile")).collect();
                ConfigError {
                    setting: "tile",
                    message: format!(
                        "{t}: not generated for this configuration; available: {}",
                        tiles.join(", ")
                    ),
                }
            }),
        // The closest fit of the batch size and draft length (`target::draft_fit`, the tile
        // table's rule).
        None => candidates
            .iter()
            .filter_map(|e| {
                let r = fact(e, "requests")?.parse::<Requests>().ok()?;
                let min_draft = e.file.min_draft.unwrap_or(1);
                Some((
                    crate::target::draft_fit(r, min_draft, batch, cfg.draft)?,
                    *e,
                ))
            })
            .min_by_key(|(fit, _)| *fit)
            .map(|(_, e)| e)
            .or(candidates
                .iter()
                .find(|e| admits_draft(e, cfg.draft))
                .copied())
            .ok_or_else(|| ConfigError {
                setting: "pool-dtype",
                message: format!(
                    "no {} {} {}{} instance on {arch} for act {}, dt_bias {}, pool {}",
                    cfg.profile,
                    cfg.mode,
                    cfg.gate.verify(),
                    if cfg.decay_input { " decay_input" } else { "" },
                    cfg.act_dtype,
                    cfg.dt_bias_dtype,
                    cfg.pool_dtype
                ),
            }),
    }
}

/// Whether an instance serves drafts of `draft` tokens (`target::admits_draft` of its
/// `min_draft`, 1 where it names none).
fn admits_draft(e: &Entry, draft: u64) -> bool {
    crate::target::admits_draft(e.file.min_draft.unwrap_or(1), draft)
}

/// The `kda_gate` instance on `arch` for `profile` and the dtypes of `a` and `dt_bias`.
pub fn gate_instance(
    m: &Manifest,
    arch: Arch,
    profile: Profile,
    act: Scalar,
    dt_bias: Scalar,
) -> Result<&Entry, ConfigError> {
    m.instances
        .iter()
        .find(|e| {
            e.arch == arch
                && e.family == Family::KdaGate
                && e.file.profile == profile
                && e.file.act_dtype == Some(act)
                && e.file.dt_bias_dtype == Some(dt_bias)
        })
        .ok_or_else(|| {
            let have: Vec<String> = m
                .instances
                .iter()
                .filter(|e| e.arch == arch && e.family == Family::KdaGate)
                .map(|e| e.name.clone())
                .collect();
            ConfigError {
                setting: "dtypes",
                message: format!(
                    "no kda_gate instance on {arch} for the {profile} profile, a {act}, dt_bias {dt_bias}; generated: {}",
                    have.join(", ")
                ),
            }
        })
}

/// The instance of a commit family (`gdn_replay`, `kda_replay`, `gdn_commit_scatter`,
/// `conv_window_scatter`) on `arch` for a state of dtype `dtype` (a chain's replay).
pub fn commit_instance(
    m: &Manifest,
    arch: Arch,
    family: Family,
    dtype: Scalar,
) -> Result<&Entry, ConfigError> {
    tree_commit_instance(m, arch, family, dtype, None)
}

/// [`commit_instance`], and with `tree` (the verify's profile) the replay of an EAGLE
/// tree's accepted paths: the triton-sm90 profile's for a bf16 pool (it rounds each step as
/// that profile's tree verify does), the portable one otherwise (the same bits for an f32
/// pool). The copy kernels serve trees and chains alike.
pub fn tree_commit_instance(
    m: &Manifest,
    arch: Arch,
    family: Family,
    dtype: Scalar,
    tree: Option<Profile>,
) -> Result<&Entry, ConfigError> {
    // The replay's instances name their state dtype `pool_dtype`, the copy kernels `dtype`.
    let state = |e: &Entry| e.file.pool_dtype.or(e.file.dtype);
    let replay = matches!(family, Family::GdnReplay | Family::KdaReplay);
    let want_tree = replay && tree.is_some();
    let profile = match tree {
        Some(Profile::TritonSm90) if replay && dtype == Scalar::Bf16 => Profile::TritonSm90,
        _ => Profile::Portable,
    };
    m.instances
        .iter()
        .find(|e| {
            e.arch == arch
                && e.family == family
                && state(e) == Some(dtype)
                && e.file.tree.unwrap_or(false) == want_tree
                && e.file.profile == profile
        })
        .ok_or_else(|| ConfigError {
            setting: "pool-dtype",
            message: format!(
                "no {}{family} instance for {dtype} on {arch}",
                if want_tree {
                    format!("{} tree ", profile)
                } else {
                    String::new()
                }
            ),
        })
}
