//! The external tools emission runs, and a scratch folder to run them in.
//!
//! Lookup order for each tool: an environment variable (`DELTAGEN_PTXAS`,
//! `DELTAGEN_NVDISASM`, `DELTAGEN_LLD`, `DELTAGEN_OBJDUMP`), then the places
//! `cargo xtask` installs to (the virtualenv under `target/toolchain/` for ptxas and
//! nvdisasm, `/usr/lib/llvm-22/bin` for lld and objdump), then `PATH`.

use crate::target::Vendor;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};

#[derive(Clone, Debug)]
pub struct Tools {
    pub ptxas: PathBuf,
    pub nvdisasm: PathBuf,
    pub lld: PathBuf,
    pub objdump: PathBuf,
}

/// Where `cargo xtask` puts the CUDA tools (relative to the workspace root).
pub const CUDA_TOOLS_DIR: &str = "target/toolchain/cuda/bin";
/// Where Debian's LLVM 22 packages put their tools.
pub const LLVM_BIN_DIR: &str = "/usr/lib/llvm-22/bin";

fn find(env: &str, dirs: &[PathBuf], names: &[&str]) -> Result<PathBuf, String> {
    if let Some(p) = std::env::var_os(env) {
        let p = PathBuf::from(p);
        return if p.is_file() {
            Ok(p)
        } else {
            Err(format!("{env}={} is not a file", p.display()))
        };
    }
    let path_dirs = std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
        .unwrap_or_default();
    for dir in dirs.iter().chain(path_dirs.iter()) {
        for name in names {
            let p = dir.join(name);
            if p.is_file() {
                return Ok(p);
            }
        }
    }
    Err(format!(
        "`{}` not found (set {env}, or run `cargo xtask gen`, which installs it)",
        names[0]
    ))
}

impl Tools {
    /// Every tool, for emission to every arch (`deltagen gen`).
    pub fn locate() -> Result<Tools, String> {
        Tools::locate_needed(None)
    }

    /// The tools emission for `vendor` runs: the CUDA tools for NVIDIA, lld and objdump for
    /// AMD. The other vendor's are looked up too and left empty where missing (they are never
    /// run for this vendor), so `deltagen asm` for an AMD arch needs no CUDA tool.
    pub fn locate_for(vendor: Vendor) -> Result<Tools, String> {
        Tools::locate_needed(Some(vendor))
    }

    fn locate_needed(vendor: Option<Vendor>) -> Result<Tools, String> {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let cuda = [root.join(CUDA_TOOLS_DIR)];
        let llvm = [PathBuf::from(LLVM_BIN_DIR)];
        // A tool of the vendor emitted for (or of every vendor) must be found; another
        // vendor's is optional.
        let need = |of: Vendor, found: Result<PathBuf, String>| match found {
            Ok(p) => Ok(p),
            Err(e) if vendor.is_none_or(|v| v == of) => Err(e),
            Err(_) => Ok(PathBuf::new()),
        };
        Ok(Tools {
            ptxas: need(Vendor::Nvidia, find("DELTAGEN_PTXAS", &cuda, &["ptxas"]))?,
            nvdisasm: need(
                Vendor::Nvidia,
                find("DELTAGEN_NVDISASM", &cuda, &["nvdisasm"]),
            )?,
            lld: need(
                Vendor::Amd,
                find("DELTAGEN_LLD", &llvm, &["ld.lld", "ld.lld-22"]),
            )?,
            objdump: need(
                Vendor::Amd,
                find(
                    "DELTAGEN_OBJDUMP",
                    &llvm,
                    &["llvm-objdump", "llvm-objdump-22"],
                ),
            )?,
        })
    }
}

/// A private folder for one emission, removed afterwards unless `DELTAGEN_KEEP_SCRATCH`
/// is set (then its path is printed, for debugging).
pub struct Scratch {
    dir: PathBuf,
}

static COUNTER: AtomicU64 = AtomicU64::new(0);

impl Scratch {
    pub fn new(tag: &str) -> Result<Scratch, String> {
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("deltagen-{}-{n}-{tag}", std::process::id()));
        std::fs::create_dir_all(&dir).map_err(|e| format!("create {}: {e}", dir.display()))?;
        Ok(Scratch { dir })
    }
    pub fn write(&self, name: &str, bytes: &[u8]) -> Result<(), String> {
        let p = self.dir.join(name);
        std::fs::write(&p, bytes).map_err(|e| format!("write {}: {e}", p.display()))
    }
    pub fn read(&self, name: &str) -> Result<Vec<u8>, String> {
        let p = self.dir.join(name);
        std::fs::read(&p).map_err(|e| format!("read {}: {e}", p.display()))
    }
    /// Run `tool args...` inside the scratch folder; its stdout on success.
    pub fn run(&self, tool: &Path, args: &[&str]) -> Result<String, String> {
        self.run_both(tool, args).map(|(out, _)| out)
    }

    /// Like [`run`](Self::run), returning stdout and stderr.
    pub fn run_both(&self, tool: &Path, args: &[&str]) -> Result<(String, String), String> {
        let out = Command::new(tool)
            .args(args)
            .current_dir(&self.dir)
            .output()
            .map_err(|e| format!("cannot run {}: {e}", tool.display()))?;
        if !out.status.success() {
            return Err(format!(
                "`cd {} && {} {}` failed ({}):\n{}{}",
                self.dir.display(),
                tool.display(),
                args.join(" "),
                out.status,
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            ));
        }
        let stdout = String::from_utf8(out.stdout)
            .map_err(|e| format!("{} printed non-UTF-8: {e}", tool.display()))?;
        Ok((stdout, String::from_utf8_lossy(&out.stderr).into_owned()))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        if std::env::var_os("DELTAGEN_KEEP_SCRATCH").is_some() {
            eprintln!("deltagen: scratch kept at {}", self.dir.display());
        } else {
            let _ = std::fs::remove_dir_all(&self.dir);
        }
    }
}
