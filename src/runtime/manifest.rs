//! Reading `generated/manifest.toml` (written by `gen.rs`): every instance's arch, facts,
//! entry symbol, parameters in launch order, grid rule, files and their sha256. The file
//! is deserialised into the typed structs of `crate::vocab::manifest`; a malformed one is
//! an error naming the key, its line and what would be valid.

use super::abi::{GridFactor, ParamSpec};
use crate::target::Arch;
use crate::vocab::manifest::{InstanceFile, ManifestFile, FORMAT};
use crate::vocab::{Family, Mode};
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub name: String,
    pub family: Family,
    pub arch: Arch,
    /// The verify mode (`None` for the other families).
    pub mode: Option<Mode>,
    /// `profile`, `mode`, `pool_dtype`, `tile`, ... as text, for matching and reports.
    pub facts: BTreeMap<String, String>,
    pub entry: String,
    pub group_size: u32,
    pub grid: [Vec<GridFactor>; 3],
    pub params: Vec<ParamSpec>,
    pub files: Vec<String>,
    pub sha256: Vec<String>,
    /// The instance as the manifest states it.
    pub file: InstanceFile,
}

#[derive(Clone, Debug)]
pub struct Manifest {
    pub dir: PathBuf,
    pub llvm: String,
    pub instances: Vec<Entry>,
}

impl Entry {
    /// Check an instance's own consistency and parse its parameters and grid rule.
    fn from_file(t: InstanceFile) -> Result<Entry, String> {
        let ctx = |e: String| format!("instance `{}`: {e}", t.name);
        if t.group_size == 0 || t.group_size > 1024 {
            return Err(ctx(format!(
                "`group_size` = {} is not in 1..=1024",
                t.group_size
            )));
        }
        if t.grid.len() != 3 {
            return Err(ctx(format!("`grid` has {} axes, expected 3", t.grid.len())));
        }
        if t.files.len() != t.sha256.len() {
            return Err(ctx("`files` and `sha256` differ in length".into()));
        }
        if t.family.is_verify() != t.mode.is_some() {
            return Err(ctx(
                "`mode` is given exactly for gdn_verify and kda_verify instances".into(),
            ));
        }
        let params = t
            .params
            .iter()
            .map(|p| ParamSpec::parse(p))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| ctx(format!("`params`: {e}")))?;
        let mut grid: [Vec<GridFactor>; 3] = Default::default();
        for (axis, text) in t.grid.iter().enumerate() {
            grid[axis] = GridFactor::parse_product(text, &params)
                .map_err(|e| ctx(format!("`grid`: {e}")))?;
        }
        Ok(Entry {
            name: t.name.clone(),
            family: t.family,
            arch: t.arch,
            mode: t.mode,
            facts: t
                .facts()
                .pairs()
                .into_iter()
                .map(|(k, v)| (k.to_string(), v))
                .collect(),
            entry: t.entry.clone(),
            group_size: t.group_size,
            grid,
            params,
            files: t.files.clone(),
            sha256: t.sha256.clone(),
            file: t,
        })
    }
}

impl Manifest {
    /// Load `dir/manifest.toml`.
    pub fn load(dir: &Path) -> Result<Manifest, String> {
        let path = dir.join("manifest.toml");
        let text = std::fs::read_to_string(&path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        Self::parse(dir, &text).map_err(|e| format!("{}: {e}", path.display()))
    }

    pub fn parse(dir: &Path, text: &str) -> Result<Manifest, String> {
        // The format number first, so a newer manifest says so instead of failing on a key.
        #[derive(serde::Deserialize)]
        struct Format {
            format: Option<i64>,
        }
        let format: Format = toml::from_str(text)
            .map_err(|e| format!("not a manifest: {}", e.to_string().trim_end()))?;
        if format.format != Some(i64::from(FORMAT)) {
            return Err(format!(
                "unsupported manifest format {:?} (this runtime reads format {FORMAT})",
                format.format
            ));
        }
        let file: ManifestFile =
            toml::from_str(text).map_err(|e| e.to_string().trim_end().to_string())?;
        let instances = file
            .instances
            .into_iter()
            .map(Entry::from_file)
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Manifest {
            dir: dir.to_path_buf(),
            llvm: file.llvm,
            instances,
        })
    }

    /// The instance `name` built for `arch`.
    pub fn find(&self, name: &str, arch: Arch) -> Option<&Entry> {
        self.instances
            .iter()
            .find(|e| e.name == name && e.arch == arch)
    }

    /// Read one of an entry's files (by extension), refusing it unless its sha256 is the
    /// manifest's.
    pub fn read_verified(&self, entry: &Entry, extension: &str) -> Result<Vec<u8>, String> {
        let (file, want) = entry
            .files
            .iter()
            .zip(&entry.sha256)
            .find(|(f, _)| f.ends_with(&format!(".{extension}")))
            .ok_or_else(|| format!("{} on {} has no .{extension} file", entry.name, entry.arch))?;
        let path = self.dir.join(file);
        let bytes =
            std::fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let got: String = Sha256::digest(&bytes)
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        if &got != want {
            return Err(format!(
                "{} has sha256 {got}, the manifest says {want}: refusing to load a file that is not the generated one",
                path.display()
            ));
        }
        Ok(bytes)
    }
}
