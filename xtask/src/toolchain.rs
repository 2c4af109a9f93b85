//! Installs what code generation needs when it is missing, and says where it is.
//!
//! Pinned here (the one place): LLVM 22 from Debian (`llvm-22-dev`, `libpolly-22-dev`,
//! `lld-22`, plus `zlib1g-dev`, `libzstd-dev` for static linking), ptxas from PyPI
//! `nvidia-cuda-nvcc==13.0.88` (the CUDA 13.0 toolkit's ptxas, so cubins load on CUDA 13.0
//! drivers) and nvdisasm from `nvidia-cuda-nvdisasm==13.2.86` (the oldest on PyPI), in a
//! virtualenv under `target/toolchain/`.

use std::path::{Path, PathBuf};
use std::process::Command;

pub const LLVM_PREFIX: &str = "/usr/lib/llvm-22";
pub const APT_PACKAGES: &[&str] = &[
    "llvm-22-dev",
    "libpolly-22-dev",
    "lld-22",
    "zlib1g-dev",
    "libzstd-dev",
];
pub const PIP_PACKAGES: &[&str] = &["nvidia-cuda-nvcc==13.0.88", "nvidia-cuda-nvdisasm==13.2.86"];
const TOOLCHAIN_DIR: &str = "target/toolchain";

/// Environment variables that point the `deltagen` binary and tests at the tools.
pub type Env = Vec<(String, String)>;

pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from("."))
}

fn succeeds(cmd: &mut Command) -> bool {
    cmd.stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .map(|s| s.success())
        .unwrap_or(false)
}

/// Files whose presence shows the Debian packages are installed.
fn missing_system_files() -> Vec<String> {
    let wanted = [
        format!("{LLVM_PREFIX}/bin/llvm-config"),
        format!("{LLVM_PREFIX}/bin/ld.lld"),
        format!("{LLVM_PREFIX}/bin/llvm-objdump"),
        format!("{LLVM_PREFIX}/lib/libPolly.a"),
        "/usr/include/zlib.h".to_string(),
        "/usr/include/zstd.h".to_string(),
    ];
    wanted
        .into_iter()
        .filter(|p| !Path::new(p).exists())
        .collect()
}

fn apt_install(packages: &[&str]) -> Result<(), String> {
    let is_root = Command::new("id")
        .arg("-u")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
        .unwrap_or(false);
    let list = packages.join(" ");
    let prefix: Vec<&str> = if is_root {
        vec![]
    } else if succeeds(Command::new("sudo").args(["-n", "true"])) {
        vec!["sudo", "-n"]
    } else {
        return Err(format!(
            "missing system packages and no root or sudo; run:\n  sudo apt-get update && sudo apt-get install -y {list}"
        ));
    };
    for args in [vec!["apt-get", "update"], {
        let mut v = vec!["apt-get", "install", "-y", "--no-install-recommends"];
        v.extend_from_slice(packages);
        v
    }] {
        let full: Vec<&str> = prefix.iter().copied().chain(args).collect();
        eprintln!("xtask: installing: {}", full.join(" "));
        let status = Command::new(full[0])
            .args(&full[1..])
            .env("DEBIAN_FRONTEND", "noninteractive")
            .status()
            .map_err(|e| format!("cannot run {}: {e}", full[0]))?;
        if !status.success() {
            return Err(format!("`{}` failed ({status})", full.join(" ")));
        }
    }
    Ok(())
}

fn ensure_system() -> Result<(), String> {
    let missing = missing_system_files();
    let mut packages: Vec<&str> = Vec::new();
    if !missing.is_empty() {
        eprintln!(
            "xtask: LLVM 22 toolchain incomplete (missing {})",
            missing.join(", ")
        );
        packages.extend_from_slice(APT_PACKAGES);
    }
    if !succeeds(Command::new("python3").args(["-m", "venv", "--help"])) {
        eprintln!("xtask: python3 with venv is missing");
        packages.extend_from_slice(&["python3", "python3-venv"]);
    }
    if packages.is_empty() {
        return Ok(());
    }
    apt_install(&packages)?;
    let missing = missing_system_files();
    if missing.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "still missing after install: {}",
            missing.join(", ")
        ))
    }
}

fn ensure_cuda_tools(root: &Path) -> Result<PathBuf, String> {
    let dir = root.join(TOOLCHAIN_DIR);
    let bin = dir.join("cuda/bin");
    let stamp = dir.join("cuda/PINNED");
    let want = PIP_PACKAGES.join("\n");
    let ok = bin.join("ptxas").is_file()
        && bin.join("nvdisasm").is_file()
        && std::fs::read_to_string(&stamp)
            .map(|s| s == want)
            .unwrap_or(false);
    if ok {
        return Ok(bin);
    }
    let venv = dir.join("venv");
    eprintln!(
        "xtask: installing {} into {}",
        PIP_PACKAGES.join(", "),
        venv.display()
    );
    let status = Command::new("python3")
        .args(["-m", "venv"])
        .arg(&venv)
        .status()
        .map_err(|e| format!("cannot run python3: {e}"))?;
    if !status.success() {
        return Err(format!("python3 -m venv {} failed", venv.display()));
    }
    let status = Command::new(venv.join("bin/pip"))
        .args([
            "install",
            "--quiet",
            "--disable-pip-version-check",
            "--no-deps",
        ])
        .args(PIP_PACKAGES)
        .status()
        .map_err(|e| format!("cannot run pip: {e}"))?;
    if !status.success() {
        return Err(format!("pip install {} failed", PIP_PACKAGES.join(" ")));
    }
    std::fs::create_dir_all(&bin).map_err(|e| format!("create {}: {e}", bin.display()))?;
    for tool in ["ptxas", "nvdisasm"] {
        let found = find_file(&venv.join("lib"), tool)
            .ok_or_else(|| format!("{tool} not found in {} after pip install", venv.display()))?;
        let dest = bin.join(tool);
        let _ = std::fs::remove_file(&dest);
        std::os::unix::fs::symlink(&found, &dest)
            .map_err(|e| format!("link {} -> {}: {e}", dest.display(), found.display()))?;
    }
    std::fs::write(&stamp, want).map_err(|e| format!("write {}: {e}", stamp.display()))?;
    Ok(bin)
}

/// Find an executable file named `name` under `dir` (inside `.../bin/`).
fn find_file(dir: &Path, name: &str) -> Option<PathBuf> {
    let mut stack = vec![dir.to_path_buf()];
    let mut found = Vec::new();
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.file_name().is_some_and(|f| f == name)
                && p.parent().is_some_and(|d| d.ends_with("bin"))
            {
                found.push(p);
            }
        }
    }
    found.sort();
    found.into_iter().next()
}

/// Install what is missing; return the environment that points at every tool.
pub fn ensure() -> Result<Env, String> {
    ensure_system()?;
    let root = workspace_root();
    let cuda_bin = ensure_cuda_tools(&root)?;
    let llvm_bin = Path::new(LLVM_PREFIX).join("bin");
    Ok(vec![
        ("LLVM_SYS_221_PREFIX".into(), LLVM_PREFIX.into()),
        (
            "DELTAGEN_PTXAS".into(),
            cuda_bin.join("ptxas").display().to_string(),
        ),
        (
            "DELTAGEN_NVDISASM".into(),
            cuda_bin.join("nvdisasm").display().to_string(),
        ),
        (
            "DELTAGEN_LLD".into(),
            llvm_bin.join("ld.lld").display().to_string(),
        ),
        (
            "DELTAGEN_OBJDUMP".into(),
            llvm_bin.join("llvm-objdump").display().to_string(),
        ),
    ])
}
