//! `cargo xtask`: the project's entry points. It installs the toolchain it needs
//! (toolchain.rs), then runs the real work through the `deltagen` binary or `cargo test`.
//!
//!   cargo xtask gen [--check]   regenerate `generated/` (or fail, naming stale files)
//!   cargo xtask test            every test (CI runs this)
//!   cargo xtask gpu             build the GPU harness without LLVM and run it (skips, saying
//!                               why, where there is no NVIDIA GPU)
//!   cargo xtask bench [--json F] time every kernel on this machine's NVIDIA GPU
//!   cargo xtask toolchain       only install/check the toolchain

mod toolchain;

use std::process::{Command, ExitCode};

fn usage() -> ExitCode {
    eprintln!(
        "usage: cargo xtask <command>\n\n  gen [--check]   regenerate generated/ (--check: fail if it is stale)\n  test            run every test (what CI runs)\n  gpu             run every generated kernel on this machine's NVIDIA GPU against the interpreter\n  bench           time every kernel on this machine's NVIDIA GPU (table; --json FILE)\n  toolchain       install or check LLVM 22, lld, ptxas and nvdisasm"
    );
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(cmd) = args.first() else {
        return usage();
    };
    let rest = &args[1..];
    let result = match cmd.as_str() {
        "gen" => {
            if rest.iter().any(|a| a != "--check") {
                return usage();
            }
            toolchain::ensure().and_then(|env| gen(&env, rest.iter().any(|a| a == "--check")))
        }
        "test" => toolchain::ensure().and_then(|env| test(&env)),
        "gpu" => gpu(&rest.iter().map(String::as_str).collect::<Vec<_>>()),
        "bench" => bench(&rest.iter().map(String::as_str).collect::<Vec<_>>()),
        "toolchain" => toolchain::ensure().map(|env| {
            for (k, v) in env {
                println!("{k}={v}");
            }
        }),
        _ => return usage(),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("xtask: {e}");
            ExitCode::FAILURE
        }
    }
}

fn cargo() -> Command {
    Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
}

fn run(mut cmd: Command, env: &toolchain::Env) -> Result<(), String> {
    cmd.current_dir(toolchain::workspace_root());
    for (k, v) in env {
        cmd.env(k, v);
    }
    eprintln!("xtask: running {cmd:?}");
    let status = cmd
        .status()
        .map_err(|e| format!("cannot run {cmd:?}: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{cmd:?} failed ({status})"))
    }
}

fn gen(env: &toolchain::Env, check: bool) -> Result<(), String> {
    let mut cmd = cargo();
    cmd.args([
        "run",
        "--quiet",
        "--bin",
        "deltagen",
        "--",
        "gen",
        "--out",
        "generated",
    ]);
    if check {
        cmd.arg("--check");
    }
    run(cmd, env)
}

fn test(env: &toolchain::Env) -> Result<(), String> {
    // Without the C ABI crate, whose dependency on deltagen's `cuda` feature would be
    // unified into this run (it is built and smoke-tested below).
    let mut cmd = cargo();
    cmd.args([
        "test",
        "--workspace",
        "--exclude",
        "deltagen-capi",
        "--all-targets",
    ]);
    run(cmd, env)?;
    // The interpreter, IR and kernels must also build (and pass) without LLVM.
    let mut cmd = cargo();
    cmd.args([
        "test",
        "--lib",
        "--no-default-features",
        "--features",
        "generator",
    ]);
    run(cmd, env)?;
    // The vocabulary and the runtime alone (an engine's build) pass their own unit tests.
    let mut cmd = cargo();
    cmd.args(["test", "--lib", "--no-default-features"]);
    run(cmd, env)?;
    // The loaders, built as an engine would build them (no LLVM), on this machine.
    // (cuda_loader also runs the gpu_check and bench binaries, which need the generator;
    // gpu_check's own unit tests check its hostile and batch-invariance launches on the
    // host and the interpreter; `--lib` runs the unit tests of the modules only that build
    // compiles, the bench's among them.)
    for (feature, targets) in [
        (
            "cuda,generator",
            &["--lib", "--test", "cuda_loader", "--bin", "gpu_check"][..],
        ),
        ("hip", &["--test", "hip_loader", "--test", "hip_device"][..]),
    ] {
        let mut cmd = cargo();
        cmd.args(["test", "--no-default-features", "--features", feature]);
        cmd.args(targets);
        run(cmd, env)?;
    }
    // The C ABI library (the `deltagen-capi` member, libdeltagen.so): errors cross the
    // boundary as statuses, never as crashes.
    let mut cmd = cargo();
    cmd.args(["build", "--quiet", "-p", "deltagen-capi"]);
    run(cmd, env)?;
    let root = toolchain::workspace_root();
    let mut cmd = Command::new("python3");
    cmd.arg(root.join("examples/python/capi_smoke.py"))
        .arg(root.join("target/debug/libdeltagen.so"))
        .arg(root.join("generated"));
    run(cmd, env)?;
    python_package(env)?;
    // The GPU harness builds without LLVM and reports a skip where there is no GPU.
    gpu(&["--quick"])
}

/// The Python package (`python/`): build its wheel (setuptools-rust compiles the C ABI
/// library), install it into a fresh venv and run its smoke test from outside the source
/// tree: import without a GPU, every struct's layout, the validation errors as exceptions.
fn python_package(env: &toolchain::Env) -> Result<(), String> {
    let root = toolchain::workspace_root();
    let dir = root.join("target/python-package");
    let _ = std::fs::remove_dir_all(&dir);
    let venv = dir.join("venv");
    let mut cmd = Command::new("python3");
    cmd.args(["-m", "venv"]).arg(&venv);
    run(cmd, env)?;
    let pip = || {
        let mut c = Command::new(venv.join("bin/pip"));
        c.args(["--disable-pip-version-check", "--quiet"]);
        c
    };
    let wheels = dir.join("wheels");
    let mut cmd = pip();
    cmd.args(["wheel", "--no-deps", "-w"])
        .arg(&wheels)
        .arg(root.join("python"));
    run(cmd, env)?;
    let wheel = std::fs::read_dir(&wheels)
        .map_err(|e| format!("{}: {e}", wheels.display()))?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|x| x == "whl"))
        .ok_or_else(|| format!("no wheel was built in {}", wheels.display()))?;
    // One wheel for every Python 3 (python/setup.py's BdistWheel): a ctypes library, not an
    // extension module of the building interpreter.
    let name = wheel.file_name().map(|n| n.to_string_lossy().into_owned());
    if !name.as_deref().is_some_and(|n| n.contains("-py3-none-")) {
        return Err(format!(
            "{}: the wheel is not tagged py3-none-<platform> (python/setup.py's BdistWheel)",
            wheel.display()
        ));
    }
    // Its library under the name the package loads, with no interpreter's tag in it
    // (python/setup.py's BuildRust).
    let mut cmd = Command::new(venv.join("bin/python"));
    cmd.args([
        "-c",
        "import sys, zipfile\n\
         libs = [n for n in zipfile.ZipFile(sys.argv[1]).namelist() if 'libdeltagen' in n]\n\
         sys.exit(0 if libs == ['deltagen/libdeltagen.so'] else \
         f'{sys.argv[1]}: the library is {libs}, not deltagen/libdeltagen.so (python/setup.py BuildRust)')",
    ])
    .arg(&wheel);
    run(cmd, env)?;
    let mut cmd = pip();
    cmd.args(["install", "--force-reinstall"]).arg(&wheel);
    run(cmd, env)?;
    let mut cmd = Command::new(venv.join("bin/python"));
    cmd.arg(root.join("python/tests/smoke.py"));
    run(cmd, env)?;
    // The torch.library ops: checked where torch is installed, a SKIP line elsewhere.
    let mut cmd = Command::new(venv.join("bin/python"));
    cmd.arg(root.join("python/tests/torch_ops.py"));
    run(cmd, env)
}

/// Build `bench` without LLVM and run it on `generated/` (skips without a GPU).
fn bench(args: &[&str]) -> Result<(), String> {
    let mut cmd = cargo();
    cmd.args([
        "run",
        "--quiet",
        "--release",
        "--no-default-features",
        "--features",
        "cuda,generator",
        "--bin",
        "bench",
        "--",
        "--generated",
        "generated",
    ]);
    cmd.args(args);
    run(cmd, &Vec::new())
}

/// Build `gpu_check` without LLVM and run it on `generated/`.
fn gpu(args: &[&str]) -> Result<(), String> {
    let mut cmd = cargo();
    cmd.args([
        "run",
        "--quiet",
        "--release",
        "--no-default-features",
        "--features",
        "cuda,generator",
        "--bin",
        "gpu_check",
        "--",
        "--generated",
        "generated",
    ]);
    cmd.args(args);
    run(cmd, &Vec::new())
}
