//! The CUDA loader on a machine without an NVIDIA driver: an error, never a panic.
#![cfg(feature = "cuda")]

use deltagen::runtime::cuda::{driver_present, Cuda};

#[test]
fn without_a_driver_creating_a_context_is_an_error() {
    if driver_present() {
        eprintln!("SKIP: an NVIDIA driver is installed here; `cargo xtask gpu` covers that case");
        return;
    }
    let err = Cuda::new(0).err().expect("no driver: an error").0;
    assert!(err.contains("libcuda"), "{err}");
}

/// A closed stdout (`bench | head`) ends the program quietly (SIGPIPE), it does not panic:
/// the read end of the pipe is closed before the program starts, so its first line fails.
#[cfg(unix)]
#[test]
fn a_closed_stdout_ends_the_gpu_programs_quietly() {
    use std::os::unix::process::ExitStatusExt;
    for (bin, args) in [
        (env!("CARGO_BIN_EXE_bench"), &["--help"][..]),
        (
            env!("CARGO_BIN_EXE_gpu_check"),
            &["--generated", "generated", "--quick"][..],
        ),
    ] {
        let (reader, writer) = std::io::pipe().expect("pipe");
        drop(reader);
        let out = std::process::Command::new(bin)
            .args(args)
            .stdout(writer)
            .stderr(std::process::Stdio::piped())
            .output()
            .expect("runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!stderr.contains("panicked"), "{bin}: {stderr}");
        assert_eq!(
            out.status.signal(),
            Some(13),
            "{bin}: {:?} {stderr}",
            out.status
        );
    }
}

/// `bench`'s options that the tree rows do not honour are refused (exit 2, the option
/// named) before anything runs, with or without a driver; alone they are accepted, and
/// `--help` documents `--between`.
#[test]
fn bench_refuses_what_the_tree_rows_ignore() {
    let bench = env!("CARGO_BIN_EXE_bench");
    for opt in ["--between", "--pdl"] {
        let out = std::process::Command::new(bench)
            .args(["--tree", opt])
            .output()
            .expect("runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{opt}: {stderr}");
        assert!(
            stderr.contains(&format!("{opt} is not available with --tree")),
            "{opt}: {stderr}"
        );
    }
    let help = std::process::Command::new(bench)
        .arg("--help")
        .output()
        .expect("runs");
    assert!(String::from_utf8_lossy(&help.stdout).contains("--between"));
    if !driver_present() {
        // Accepted alone: without a driver the run stops at its skip line.
        let out = std::process::Command::new(bench)
            .args(["--between", "--pdl", "--quick"])
            .output()
            .expect("runs");
        assert!(out.status.success(), "{out:?}");
        assert!(String::from_utf8_lossy(&out.stdout).starts_with("SKIP:"));
    }
}
