//! Reading `generated/manifest.toml` (written by `gen.rs` from `templates/`): every
//! instance's arch, facts, entry symbol, parameters in launch order, grid rule, files and
//! their sha256. The format is the small TOML subset the generator writes; anything else
//! is an error that names the line.

use super::abi::{GridFactor, ParamSpec};
use crate::target::Arch;
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub name: String,
    pub family: String,
    pub arch: Arch,
    /// `profile`, `mode`, `pool_dtype`, `tile`, ... as strings.
    pub facts: BTreeMap<String, String>,
    pub entry: String,
    pub group_size: u32,
    pub grid: [Vec<GridFactor>; 3],
    pub params: Vec<ParamSpec>,
    pub files: Vec<String>,
    pub sha256: Vec<String>,
}

#[derive(Clone, Debug)]
pub struct Manifest {
    pub dir: PathBuf,
    pub llvm: String,
    pub instances: Vec<Entry>,
}

#[derive(Clone, Debug, PartialEq)]
enum TomlValue {
    Str(String),
    Int(i64),
    List(Vec<String>),
}

fn parse_value(text: &str) -> Option<TomlValue> {
    let t = text.trim();
    if let Some(s) = t.strip_prefix('"').and_then(|s| s.strip_suffix('"')) {
        return Some(TomlValue::Str(s.to_string()));
    }
    if let Some(inner) = t.strip_prefix('[').and_then(|s| s.strip_suffix(']')) {
        let items = inner
            .split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(|s| {
                s.strip_prefix('"')
                    .and_then(|s| s.strip_suffix('"'))
                    .map(str::to_string)
            })
            .collect::<Option<Vec<_>>>()?;
        return Some(TomlValue::List(items));
    }
    t.parse().ok().map(TomlValue::Int)
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
        let mut top = BTreeMap::new();
        let mut tables: Vec<BTreeMap<String, TomlValue>> = Vec::new();
        for (n, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if line == "[[instance]]" {
                tables.push(BTreeMap::new());
                continue;
            }
            let (k, v) = line
                .split_once('=')
                .ok_or_else(|| format!("line {}: expected `key = value`", n + 1))?;
            let v = parse_value(v)
                .ok_or_else(|| format!("line {}: cannot read the value `{}`", n + 1, v.trim()))?;
            let table = tables.last_mut().unwrap_or(&mut top);
            table.insert(k.trim().to_string(), v);
        }
        let str_of = |t: &BTreeMap<String, TomlValue>, k: &str| match t.get(k) {
            Some(TomlValue::Str(s)) => Ok(s.clone()),
            _ => Err(format!("missing string `{k}`")),
        };
        let list_of = |t: &BTreeMap<String, TomlValue>, k: &str| match t.get(k) {
            Some(TomlValue::List(l)) => Ok(l.clone()),
            _ => Err(format!("missing list `{k}`")),
        };
        match top.get("format") {
            Some(TomlValue::Int(1)) => {}
            other => {
                return Err(format!(
                    "unsupported manifest format {other:?} (this runtime reads format 1)"
                ))
            }
        }
        let llvm = str_of(&top, "llvm")?;
        let mut instances = Vec::new();
        for t in &tables {
            let name = str_of(t, "name")?;
            let ctx = |e: String| format!("instance `{name}`: {e}");
            let arch: Arch = str_of(t, "arch")
                .map_err(ctx)?
                .parse()
                .map_err(|e: crate::vocab::Unknown| ctx(e.to_string()))?;
            let group_size = match t.get("group_size") {
                Some(TomlValue::Int(g)) if *g > 0 && *g <= 1024 => *g as u32,
                _ => return Err(ctx("missing or bad `group_size`".into())),
            };
            let grid_text = list_of(t, "grid").map_err(ctx)?;
            if grid_text.len() != 3 {
                return Err(ctx(format!(
                    "grid has {} axes, expected 3",
                    grid_text.len()
                )));
            }
            let params = list_of(t, "params")
                .map_err(ctx)?
                .iter()
                .map(|p| ParamSpec::parse(p))
                .collect::<Result<Vec<_>, _>>()
                .map_err(ctx)?;
            let mut grid: [Vec<GridFactor>; 3] = Default::default();
            for (axis, text) in grid_text.iter().enumerate() {
                grid[axis] = GridFactor::parse_product(text, &params).map_err(ctx)?;
            }
            let facts = t
                .iter()
                .filter(|(k, _)| {
                    ![
                        "name",
                        "family",
                        "arch",
                        "entry",
                        "group_size",
                        "grid",
                        "params",
                        "files",
                        "sha256",
                    ]
                    .contains(&k.as_str())
                })
                .filter_map(|(k, v)| match v {
                    TomlValue::Str(s) => Some((k.clone(), s.clone())),
                    _ => None,
                })
                .collect();
            let files = list_of(t, "files").map_err(ctx)?;
            let sha256 = list_of(t, "sha256").map_err(ctx)?;
            if files.len() != sha256.len() {
                return Err(ctx("files and sha256 differ in length".into()));
            }
            instances.push(Entry {
                family: str_of(t, "family").map_err(ctx)?,
                arch,
                facts,
                entry: str_of(t, "entry").map_err(ctx)?,
                group_size,
                grid,
                params,
                files,
                sha256,
                name,
            });
        }
        Ok(Manifest {
            dir: dir.to_path_buf(),
            llvm,
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
