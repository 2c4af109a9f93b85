//! The manifest's file format (`generated/manifest.toml`), as typed structs: the generator
//! serialises them, the runtime deserialises them (`runtime::manifest` adds the parsed
//! parameters and grid rule). Every enum field is read through its one spelling, so a
//! malformed manifest is an error naming the key, its line and what would be valid.

use super::{Family, Mode, Profile, Requests, Scalar};
use crate::target::{Arch, Tile};
use serde::{Deserialize, Serialize};

/// The manifest format this crate reads and writes.
pub const FORMAT: u32 = 1;

/// The whole file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ManifestFile {
    pub format: u32,
    /// The LLVM version the instances were lowered with.
    pub llvm: String,
    #[serde(rename = "instance", default)]
    pub instances: Vec<InstanceFile>,
}

/// The facts of an instance: what it was generated for. Each family has some of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Facts {
    pub profile: Profile,
    pub mode: Option<Mode>,
    pub act_dtype: Option<Scalar>,
    pub dt_bias_dtype: Option<Scalar>,
    pub pool_dtype: Option<Scalar>,
    /// The element of a copy kernel (the scatters).
    pub dtype: Option<Scalar>,
    pub tile: Option<Tile>,
    pub lanes_per_column: Option<u32>,
    /// The batch sizes the tile table meant a verify instance's tile for.
    pub requests: Option<Requests>,
    /// The shortest draft (tokens a request) the tile table meant a verify instance's
    /// tile for, where its row serves long drafts only (absent: every draft length).
    pub min_draft: Option<u32>,
    pub warps: Option<u32>,
    /// The instance waits for the previous kernel (`griddepcontrol.wait`), so it may be
    /// launched with programmatic dependent launch.
    pub pdl: Option<bool>,
    /// A KDA verify instance that reads its decays from `decay` (`kda_gate`'s) instead of
    /// computing its gates.
    pub decay_input: Option<bool>,
    /// A snapshot-mode verify instance that follows an EAGLE tree's `parents`.
    pub tree: Option<bool>,
}

impl Facts {
    /// The portable profile and no other fact.
    pub fn portable() -> Facts {
        Facts {
            profile: Profile::Portable,
            mode: None,
            act_dtype: None,
            dt_bias_dtype: None,
            pool_dtype: None,
            dtype: None,
            tile: None,
            lanes_per_column: None,
            requests: None,
            min_draft: None,
            warps: None,
            pdl: None,
            decay_input: None,
            tree: None,
        }
    }

    /// `(key, value)` text, in manifest order (the preambles and reports print them).
    pub fn pairs(&self) -> Vec<(&'static str, String)> {
        let mut v = vec![("profile", self.profile.to_string())];
        let text = |x: Option<&dyn std::fmt::Display>| x.map(|x| x.to_string());
        for (k, x) in [
            ("mode", text(self.mode.as_ref().map(|x| x as _))),
            ("act_dtype", text(self.act_dtype.as_ref().map(|x| x as _))),
            (
                "dt_bias_dtype",
                text(self.dt_bias_dtype.as_ref().map(|x| x as _)),
            ),
            ("pool_dtype", text(self.pool_dtype.as_ref().map(|x| x as _))),
            ("dtype", text(self.dtype.as_ref().map(|x| x as _))),
            ("tile", text(self.tile.as_ref().map(|x| x as _))),
            (
                "lanes_per_column",
                text(self.lanes_per_column.as_ref().map(|x| x as _)),
            ),
            ("requests", text(self.requests.as_ref().map(|x| x as _))),
            ("min_draft", text(self.min_draft.as_ref().map(|x| x as _))),
            ("warps", text(self.warps.as_ref().map(|x| x as _))),
            ("pdl", text(self.pdl.as_ref().map(|x| x as _))),
            (
                "decay_input",
                text(self.decay_input.as_ref().map(|x| x as _)),
            ),
            ("tree", text(self.tree.as_ref().map(|x| x as _))),
        ] {
            if let Some(x) = x {
                v.push((k, x));
            }
        }
        v
    }
}

/// One generated instance on one arch, as the file holds it: the facts between `arch` and
/// `entry` are present where the family has them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InstanceFile {
    pub name: String,
    pub family: Family,
    pub arch: Arch,
    pub profile: Profile,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mode: Option<Mode>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub act_dtype: Option<Scalar>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dt_bias_dtype: Option<Scalar>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pool_dtype: Option<Scalar>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dtype: Option<Scalar>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tile: Option<Tile>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lanes_per_column: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub requests: Option<Requests>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_draft: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub warps: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pdl: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decay_input: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tree: Option<bool>,
    /// The kernel's symbol.
    pub entry: String,
    pub group_size: u32,
    /// Work-groups per axis (x, y, z), each a product of constants and i32 parameters:
    /// `16*num_v_heads`, `ceil(conv_dim/128)`.
    pub grid: Vec<String>,
    /// Launch parameters in order, `name:ptr<f32>` or `name:i32`.
    pub params: Vec<String>,
    /// Files relative to the manifest's folder, and the sha256 of each.
    pub files: Vec<String>,
    pub sha256: Vec<String>,
}

/// What an instance's file entry holds besides its facts.
pub struct Launch {
    pub entry: String,
    pub group_size: u32,
    pub grid: Vec<String>,
    pub params: Vec<String>,
    pub files: Vec<String>,
    pub sha256: Vec<String>,
}

impl InstanceFile {
    pub fn new(name: String, family: Family, arch: Arch, f: Facts, l: Launch) -> InstanceFile {
        InstanceFile {
            name,
            family,
            arch,
            profile: f.profile,
            mode: f.mode,
            act_dtype: f.act_dtype,
            dt_bias_dtype: f.dt_bias_dtype,
            pool_dtype: f.pool_dtype,
            dtype: f.dtype,
            tile: f.tile,
            lanes_per_column: f.lanes_per_column,
            requests: f.requests,
            min_draft: f.min_draft,
            warps: f.warps,
            pdl: f.pdl,
            decay_input: f.decay_input,
            tree: f.tree,
            entry: l.entry,
            group_size: l.group_size,
            grid: l.grid,
            params: l.params,
            files: l.files,
            sha256: l.sha256,
        }
    }

    pub fn facts(&self) -> Facts {
        Facts {
            profile: self.profile,
            mode: self.mode,
            act_dtype: self.act_dtype,
            dt_bias_dtype: self.dt_bias_dtype,
            pool_dtype: self.pool_dtype,
            dtype: self.dtype,
            tile: self.tile,
            lanes_per_column: self.lanes_per_column,
            requests: self.requests,
            min_draft: self.min_draft,
            warps: self.warps,
            pdl: self.pdl,
            decay_input: self.decay_input,
            tree: self.tree,
        }
    }
}

impl Serialize for Tile {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl<'de> Deserialize<'de> for Tile {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}
