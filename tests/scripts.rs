//! The A/B method's scripts (`scripts/bench_ab.py`, `scripts/slim_generated.py`,
//! `scripts/device_ab.sh`, `scripts/device_pack.sh`, `scripts/device_plan.sh`,
//! `scripts/sass_stats.py`) run here on stand-ins, so they do not rot between the device
//! sessions that use them: the table's medians and changes from known JSON, the refusals
//! with a message, the slimmed folder's files, the packed file's contents, a device call's
//! steps with failures, timeouts and skips, the shell scripts' syntax and usage, and the
//! listing counts.
//! Without `python3` or `bash` on the machine a test says SKIP and checks nothing.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("deltagen-scripts-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

/// `tool args...`, or `None` (SKIP printed) when the tool is not installed.
fn run(tool: &str, args: &[&str]) -> Option<Output> {
    match Command::new(tool).args(args).current_dir(root()).output() {
        Ok(o) => Some(o),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            println!("SKIP: {tool} is not installed");
            None
        }
        Err(e) => panic!("{tool}: {e}"),
    }
}

/// Whether bash is installed (`false`: SKIP printed); asserts that `script` parses.
fn parses(script: &str) -> bool {
    let Some(o) = run("bash", &["-n", script]) else {
        return false;
    };
    assert!(o.status.success(), "{script}: {}", text(&o).1);
    true
}

/// Whether `script` can run its test here: bash parses it (asserted) and every one of
/// `tools` is installed (`false`: SKIP printed).
fn ready(script: &str, tools: &[&str]) -> bool {
    parses(script) && tools.iter().all(|t| run(t, &["--version"]).is_some())
}

/// `bash script` without arguments exits 2 and prints a usage that contains `words`.
fn usage_says(script: &str, words: &str) {
    let o = run("bash", &[script]).expect("bash ran above");
    assert_eq!(o.status.code(), Some(2), "{script}");
    assert!(text(&o).0.contains(words), "{script}: {}", text(&o).0);
}

fn text(o: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

/// Write `body` to `path` as an executable (a stand-in for a tool a script runs).
fn stand_in(path: &Path, body: &str) {
    std::fs::write(path, body).expect("write");
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).expect("chmod");
}

/// Stand-ins for the device binaries (`DIR/bin/gpu_check` and `bench`, each printing its
/// name) and a golden folder with one file; returns both folders.
fn stand_in_bins_and_golden(dir: &Path) -> (PathBuf, PathBuf) {
    let bin = dir.join("bin");
    std::fs::create_dir_all(&bin).expect("bin");
    for exe in ["gpu_check", "bench"] {
        stand_in(&bin.join(exe), &format!("#!/bin/sh\necho {exe}\n"));
    }
    let golden = dir.join("golden");
    std::fs::create_dir_all(&golden).expect("golden");
    std::fs::write(golden.join("g.json"), "{}").expect("write");
    (bin, golden)
}

/// Unpacks the `.tar.xz` `pack` into `DIR/x` and returns that folder.
fn unpack(pack: &Path, dir: &Path) -> PathBuf {
    let x = dir.join("x");
    std::fs::create_dir_all(&x).expect("x");
    let o = run(
        "tar",
        &[
            "xJf",
            pack.to_str().expect("utf-8"),
            "-C",
            x.to_str().expect("utf-8"),
        ],
    )
    .expect("tar");
    assert!(o.status.success(), "{}", text(&o).1);
    x
}

/// A stand-in `compute-sanitizer --tool memcheck --error-exitcode 3 PROGRAM...`: runs the
/// program and reports `$REPORT` (default: no error).
const SANITIZER: &str =
    "#!/bin/sh\nshift 4\n\"$@\" || exit $?\necho \"========= ERROR SUMMARY: ${REPORT:-0 errors}\"\n";

/// A bench JSON with three rows whose times are `verify_us`, `step_us` and (a decode row)
/// half of `step_us`.
fn bench_json(verify_us: f64, step_us: f64) -> String {
    let decode_us = step_us / 2.0;
    format!(
        r#"{{"rows": [
  {{"model": "Qwen3.6-35B-A3B", "pool": "f32", "N": 1, "D": 4, "kernel": "verify tuple", "us": {verify_us}}},
  {{"model": "Qwen3.6-35B-A3B", "pool": "f32", "N": 25, "D": 4, "kernel": "step fold eager", "us": {step_us}}},
  {{"model": "Qwen3.6-35B-A3B", "pool": "f32", "N": 64, "D": 1, "kernel": "decode", "us": {decode_us}}}
]}}"#
    )
}

#[test]
fn bench_ab_prints_medians_changes_and_the_summary() {
    let dir = scratch("ab");
    // base: verify 10, 12, 11 (median 11); var: 9, 9.9, 30 (median 9.9, -10%).
    for (name, verify, step) in [
        ("base1", 10.0, 100.0),
        ("base2", 12.0, 100.0),
        ("base3", 11.0, 100.0),
        ("var1", 9.0, 105.0),
        ("var2", 9.9, 105.0),
        ("var3", 30.0, 105.0),
    ] {
        std::fs::write(dir.join(format!("{name}.json")), bench_json(verify, step)).expect("write");
    }
    let d = dir.to_str().expect("utf-8");
    let Some(o) = run("python3", &["scripts/bench_ab.py", d, "base", "var"]) else {
        return;
    };
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    let verify = out
        .lines()
        .find(|l| l.contains("1x4 verify tuple"))
        .unwrap_or_else(|| panic!("no verify row:\n{out}"));
    assert!(
        verify.contains("11.00") && verify.contains("9.90") && verify.contains("-10.0"),
        "{verify}"
    );
    assert!(
        out.contains("var      N<=2 verify n=  1 median -10.00%"),
        "{out}"
    );
    assert!(
        out.contains("var      N>=8 step   n=  1 median +5.00%"),
        "{out}"
    );
    // Decode rows have their own summary line, outside the verify and step medians.
    assert!(
        out.contains("var      N>=8 decode n=  1 median +5.00%"),
        "{out}"
    );
    // Refusals say what is wrong.
    for (args, want) in [
        (vec![d, "base", "nope"], "no nope1.json"),
        (vec![d, "base", "var", "--runs", "4"], "base4.json: missing"),
        (
            vec![d, "base", "var", "--runs", "x"],
            "--runs needs a number",
        ),
    ] {
        let mut all = vec!["scripts/bench_ab.py"];
        all.extend(args);
        let o = run("python3", &all).expect("python3 ran above");
        let (_, err) = text(&o);
        assert!(!o.status.success() && err.contains(want), "{all:?}: {err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn slim_generated_keeps_the_manifest_one_arch_and_sm80_ptx() {
    let dir = scratch("slim");
    let dst = dir.join("slim");
    let d = dst.to_str().expect("utf-8");
    let Some(o) = run("python3", &["scripts/slim_generated.py", "generated", d]) else {
        return;
    };
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    assert!(out.contains("sm_90 code objects"), "{out}");
    assert!(dst.join("manifest.toml").is_file());
    let names = |arch: &str| -> Vec<String> {
        std::fs::read_dir(dst.join(arch))
            .map(|rd| {
                rd.filter_map(|e| e.ok())
                    .map(|e| e.file_name().to_string_lossy().into_owned())
                    .collect()
            })
            .unwrap_or_default()
    };
    let sm90 = names("sm_90");
    assert!(
        !sm90.is_empty() && sm90.iter().all(|n| n.ends_with(".cubin")),
        "{sm90:?}"
    );
    let sm80 = names("sm_80");
    assert!(
        !sm80.is_empty() && sm80.iter().all(|n| n.ends_with(".ptx")),
        "{sm80:?}"
    );
    assert!(names("gfx942").is_empty() && names("sm_100").is_empty());
    // The manifest's sm_90 code objects are all there, byte for byte.
    for name in &sm90 {
        let a = std::fs::read(root().join("generated/sm_90").join(name)).expect("read");
        let b = std::fs::read(dst.join("sm_90").join(name)).expect("read");
        assert!(a == b, "{name} differs");
    }
    // A second run into the same folder, and a folder that is not a generated one, refused.
    let o = run("python3", &["scripts/slim_generated.py", "generated", d]).expect("ran");
    assert!(!o.status.success() && text(&o).1.contains("exists"));
    let o = run(
        "python3",
        &["scripts/slim_generated.py", "src", &format!("{d}2")],
    )
    .expect("ran");
    assert!(!o.status.success() && text(&o).1.contains("no manifest.toml"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn device_ab_parses_and_refuses_what_it_cannot_run() {
    if !parses("scripts/device_ab.sh") {
        return;
    }
    usage_says("scripts/device_ab.sh", "device_ab.sh check BIN OUT VARIANT");
    let dir = scratch("device");
    let d = dir.to_str().expect("utf-8");
    let o = run(
        "bash",
        &[
            "scripts/device_ab.sh",
            "bench",
            d,
            d,
            "generated",
            "generated",
        ],
    )
    .expect("bash ran above");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o).1.contains("gpu_check is missing"),
        "{}",
        text(&o).1
    );
    // memcheck passes only on a report of 0 errors: stand-in binaries, and a stand-in
    // compute-sanitizer that runs the program and reports what REPORT says.
    let bin = dir.join("bin");
    std::fs::create_dir_all(&bin).expect("bin");
    let variant = dir.join("v");
    std::fs::create_dir_all(&variant).expect("v");
    std::fs::write(variant.join("manifest.toml"), "").expect("write");
    for (exe, body) in [
        ("gpu_check", "#!/bin/sh\necho \"gpu_check $*\"\n"),
        ("bench", "#!/bin/sh\n"),
        ("compute-sanitizer", SANITIZER),
    ] {
        stand_in(&bin.join(exe), body);
    }
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    for (report, ok) in [("0 errors", true), ("2 errors", false)] {
        let o = Command::new("bash")
            .args(["scripts/device_ab.sh", "check"])
            .args([&bin, &dir.join("out"), &variant])
            .env("CHECKS", "memcheck")
            .env("REPORT", report)
            .env("PATH", &path)
            .current_dir(root())
            .output()
            .expect("bash ran above");
        assert_eq!(
            o.status.success(),
            ok,
            "{report}: {}{}",
            text(&o).0,
            text(&o).1
        );
        let log = std::fs::read_to_string(dir.join("out/check-v-memcheck.txt")).expect("log");
        assert!(log.contains("--hostile 20 --guard 0 --tight"), "{log}");
        if !ok {
            assert!(
                text(&o).1.contains("did not report 0 errors"),
                "{}",
                text(&o).1
            );
        }
    }
    // `DIR@BINDIR`: that variant runs BINDIR's binaries on DIR, tagged with DIR's name; the
    // others keep BIN's. A BINDIR without them is refused before anything runs.
    let bin2 = dir.join("bin2");
    std::fs::create_dir_all(&bin2).expect("bin2");
    for (exe, body) in [
        ("gpu_check", "#!/bin/sh\necho \"second gpu_check $*\"\n"),
        ("bench", "#!/bin/sh\n"),
    ] {
        stand_in(&bin2.join(exe), body);
    }
    let w = dir.join("w");
    std::fs::create_dir_all(&w).expect("w");
    std::fs::write(w.join("manifest.toml"), "").expect("write");
    let at = format!("{}@{}", w.display(), bin2.display());
    let o = Command::new("bash")
        .args(["scripts/device_ab.sh", "check"])
        .args([&bin, &dir.join("out2"), &variant])
        .arg(&at)
        .env("CHECKS", "quick")
        .current_dir(root())
        .output()
        .expect("bash ran above");
    assert!(o.status.success(), "{}{}", text(&o).0, text(&o).1);
    let first = std::fs::read_to_string(dir.join("out2/check-v-quick.txt")).expect("log");
    let second = std::fs::read_to_string(dir.join("out2/check-w-quick.txt")).expect("log");
    assert!(first.starts_with("gpu_check --generated"), "{first}");
    assert_eq!(
        second.trim(),
        format!("second gpu_check --generated {} --quick", w.display())
    );
    let missing = format!("{}@{}", w.display(), dir.join("nothing").display());
    let o = Command::new("bash")
        .args(["scripts/device_ab.sh", "check"])
        .args([&bin, &dir.join("out3"), &variant])
        .arg(&missing)
        .current_dir(root())
        .output()
        .expect("bash ran above");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o).1.contains("nothing/gpu_check is missing"),
        "{}",
        text(&o).1
    );
    assert!(
        !dir.join("out3/check-v-quick.txt").exists(),
        "ran before refusing"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn device_pack_packs_slimmed_variants_and_refuses_bad_names() {
    if !parses("scripts/device_pack.sh") {
        return;
    }
    let Some(tar) = run("tar", &["--version"]) else {
        return;
    };
    assert!(tar.status.success());
    if run("xz", &["--version"]).is_none() || run("python3", &["--version"]).is_none() {
        return;
    }
    let dir = scratch("pack");
    // Stand-in binaries: the script checks they are executables and copies them as they are.
    let (bin, golden) = stand_in_bins_and_golden(&dir);
    let pack = dir.join("out/pack.tar.xz");
    let (p, b, g) = (
        pack.to_str().expect("utf-8"),
        bin.to_str().expect("utf-8"),
        golden.to_str().expect("utf-8"),
    );
    let o = run(
        "bash",
        &[
            "scripts/device_pack.sh",
            p,
            b,
            "base=generated",
            "--bin",
            &format!("other={b}"),
            "--golden",
            g,
        ],
    )
    .expect("bash ran above");
    assert!(o.status.success(), "{}", text(&o).1);
    let x = unpack(Path::new(p), &dir);
    assert!(x.join("bin/gpu_check").is_file() && x.join("bin/bench").is_file());
    assert!(x.join("other/gpu_check").is_file() && x.join("other/bench").is_file());
    assert!(x.join("golden/g.json").is_file());
    // The base is the slimmed generated/: its manifest and every sm_90 code object, byte for byte.
    assert_eq!(
        std::fs::read(x.join("base/manifest.toml")).expect("manifest"),
        std::fs::read(root().join("generated/manifest.toml")).expect("manifest")
    );
    let cubins: Vec<_> = std::fs::read_dir(root().join("generated/sm_90"))
        .expect("sm_90")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name())
        .filter(|n| n.to_string_lossy().ends_with(".cubin"))
        .collect();
    assert!(!cubins.is_empty());
    for n in &cubins {
        let a = std::fs::read(root().join("generated/sm_90").join(n)).expect("read");
        let b = std::fs::read(x.join("base/sm_90").join(n)).expect("packed");
        assert!(a == b, "{n:?} differs");
    }
    assert!(!x.join("base/gfx942").exists() && !x.join("base/sm_100").exists());
    let kept = std::fs::read_dir(x.join("base/sm_90"))
        .expect("packed sm_90")
        .count();
    assert_eq!(
        kept,
        cubins.len(),
        "only the code objects of sm_90 are packed"
    );
    // Refusals: a reserved or doubled name, a folder without a manifest, a stray argument.
    for (args, says) in [
        (vec!["bin=generated"], "bad name"),
        (vec!["a=generated", "a=generated"], "given twice"),
        (vec!["a=src"], "no manifest.toml"),
        (vec!["generated"], "expected NAME=DIR"),
        (vec!["--bin", "bin=src"], "bad name"),
        (vec!["--bin", "src"], "--bin needs NAME=DIR"),
        (vec!["--bin", "x=src"], "src/gpu_check is missing"),
        (vec!["a=generated", "--bin", "a=src"], "given twice"),
    ] {
        let mut all = vec!["scripts/device_pack.sh", p, b];
        all.extend(args.iter().copied());
        let o = run("bash", &all).expect("bash ran above");
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(text(&o).1.contains(says), "{args:?}: {}", text(&o).1);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A stand-in SASS listing: a non-text section (not counted), then a .text section with the
/// index load, a state load, the wait, a predicated token load, a spill and a store.
fn listing(token_op: &str) -> String {
    let lines = [
        "        .section .nv.info.k,\"\",@\"SHT_CUDA_INFO\"",
        "        /*0000*/                   LDG.E R0, desc[UR4][R2.64] ;",
        "        .section .text.k,\"ax\",@progbits",
        "        /*0000*/                   LDC R1, c[0x0][0x28] ;",
        "        /*0010*/                   LDG.E R10, desc[UR22][R6.64] ;",
        "        /*0020*/               @P1 LDG.E.128 R16, desc[UR22][R4.64] ;",
        "        /*0030*/                   ACQBULK ;",
        "        /*0040*/                   IADD3 R2, R2, 0x1, RZ ;",
        &format!("        /*0050*/              @!P5 {token_op} R60, desc[UR22][R26.64] ;"),
        "        /*0060*/                   STL [R1], R60 ;",
        "        /*0070*/                   LDS R3, [UR4] ;",
        "        /*0080*/                   STG.E desc[UR22][R8.64], R3 ;",
        "        /*0090*/                   EXIT ;",
    ];
    lines.join("\n") + "\n"
}

#[test]
fn sass_stats_counts_and_places_what_performance_quotes() {
    let dir = scratch("sass");
    let a = dir.join("a.sass");
    std::fs::write(&a, listing("LDG.E.U16")).expect("write");
    let Some(o) = run(
        "python3",
        &["scripts/sass_stats.py", a.to_str().expect("utf-8")],
    ) else {
        return;
    };
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    let row = out
        .lines()
        .nth(1)
        .unwrap_or_else(|| panic!("no row: {out}"));
    let cols: Vec<&str> = row.split_whitespace().collect();
    // listing, instr, LDG, STG, LDS, local, index, state, wait, token, wait->token
    assert_eq!(
        cols,
        ["a.sass", "10", "3", "1", "1", "1", "2", "3", "4", "6", "2"],
        "{out}"
    );
    // Two generated folders: only the listing that differs gets rows, one a folder.
    for (folder, op) in [("base", "LDG.E.U16"), ("var", "LDG.E.64")] {
        let arch = dir.join(folder).join("sm_90");
        std::fs::create_dir_all(&arch).expect("folder");
        std::fs::write(arch.join("k.sass"), listing(op)).expect("write");
        std::fs::write(arch.join("same.sass"), listing("LDG.E.U16")).expect("write");
    }
    let (base, var) = (dir.join("base"), dir.join("var"));
    let args = [
        "scripts/sass_stats.py",
        "--dirs",
        base.to_str().expect("utf-8"),
        var.to_str().expect("utf-8"),
    ];
    let o = run("python3", &args).expect("ran");
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    let rows: Vec<&str> = out.lines().skip(1).collect();
    assert_eq!(rows.len(), 2, "{out}");
    assert!(
        rows[0].starts_with("k [base]") && rows[1].starts_with("k [var]"),
        "{out}"
    );
    // The 8-byte load counts as the token load too.
    assert!(rows[1].split_whitespace().last() == Some("2"), "{out}");
    // Refusals name what is wrong.
    let o = run("python3", &["scripts/sass_stats.py", "no-such.sass"]).expect("ran");
    assert!(!o.status.success() && text(&o).1.contains("no such listing: no-such.sass"));
    let o = run(
        "python3",
        &[
            "scripts/sass_stats.py",
            "--dirs",
            base.to_str().expect("utf-8"),
            "/nonexistent-folder",
        ],
    )
    .expect("ran");
    assert!(
        !o.status.success() && text(&o).1.contains("is not a folder"),
        "{}",
        text(&o).1
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `bash scripts/device_plan.sh args...` from the root with `vars` set.
fn plan(args: &[&str], vars: &[(&str, &Path)], extra: &[(&str, &str)]) -> Output {
    let mut c = Command::new("bash");
    c.arg("scripts/device_plan.sh")
        .args(args)
        .current_dir(root());
    for (k, v) in vars {
        c.env(k, v);
    }
    for (k, v) in extra {
        c.env(k, v);
    }
    c.output().expect("bash ran")
}

/// The lines of `tar tzf archive`.
fn archive_names(archive: &Path) -> Vec<String> {
    let o = run("tar", &["tzf", archive.to_str().expect("utf-8")]).expect("tar");
    assert!(o.status.success(), "{}", text(&o).1);
    text(&o)
        .0
        .lines()
        .map(|l| l.trim_start_matches("./").to_string())
        .collect()
}

#[test]
fn device_plan_runs_each_call_in_order_keeps_going_and_always_returns_the_logs() {
    if !ready(
        "scripts/device_plan.sh",
        &["tar", "xz", "python3", "timeout"],
    ) {
        return;
    }
    // The plan as `list` prints it: the variants and the patched variants, then each call's
    // steps.
    let o = plan(&["list"], &[], &[]);
    assert!(o.status.success(), "{}", text(&o).1);
    let listed = text(&o).0;
    let mut variants = vec!["base".to_string()];
    let mut calls: Vec<Vec<String>> = Vec::new();
    // The steps that run on one kind of GPU only (`ONLY=WORD`): name and word.
    let mut only: Vec<(String, String)> = Vec::new();
    // The variants a check step names, in the plan's order.
    let mut checked: Vec<String> = Vec::new();
    for l in listed.lines() {
        if l.starts_with("call ") {
            calls.push(Vec::new());
        } else if let Some(step) = l.strip_prefix("  ") {
            let first = step.split_whitespace().next().expect("a name");
            match (calls.last_mut(), first.split_once('=')) {
                (None, Some((name, _))) => variants.push(name.to_string()),
                (None, None) => variants.push(first.to_string()),
                (Some(steps), None) => {
                    steps.push(first.to_string());
                    if step.split_whitespace().nth(1) == Some("check") {
                        checked.extend(
                            step.split_whitespace()
                                .filter(|w| variants.iter().any(|v| v == w))
                                .map(str::to_string),
                        );
                    }
                    if let Some(w) = step
                        .split_whitespace()
                        .find_map(|w| w.strip_prefix("ONLY="))
                    {
                        only.push((first.to_string(), w.to_string()));
                    }
                }
                _ => panic!("unexpected line: {l}"),
            }
        }
    }
    assert!(variants.len() > 1 && calls.len() >= 2, "{listed}");
    assert!(calls.iter().all(|c| !c.is_empty()), "{listed}");
    // A GPU name that every `ONLY=` step runs on, and one that none does.
    let every_gpu = format!(
        "stand-in GPU {}",
        only.iter()
            .map(|(_, w)| w.as_str())
            .collect::<Vec<_>>()
            .join(" ")
    );
    let no_gpu = "stand-in GPU";
    assert!(
        only.iter().all(|(_, w)| !no_gpu.contains(w.as_str())),
        "{listed}"
    );

    // A stand-in pack: binaries that answer as the real ones would, after STAND_IN_SLEEP
    // seconds (gpu_check fails for the folder FAIL_ON names; bench writes its JSON).
    let dir = scratch("plan");
    let stage = dir.join("stage");
    for sub in ["bin", "golden"] {
        std::fs::create_dir_all(stage.join(sub)).expect("stage");
    }
    let exes = [
        (
            "gpu_check",
            "#!/bin/sh\nsleep \"${STAND_IN_SLEEP:-0}\"\nif [ -n \"$FAIL_ON\" ]; then case \"$*\" in *\"$FAIL_ON \"*) \
             echo \"stand-in: bits differ\" >&2; exit 1 ;; esac; fi\necho \"gpu_check $*\"\n",
        ),
        (
            "bench",
            "#!/bin/sh\nsleep \"${STAND_IN_SLEEP:-0}\"\nwhile [ $# -gt 0 ]; do \
             [ \"$1\" = --json ] && j=$2; shift; done\n\
             echo '{\"rows\": [{\"model\": \"Q\", \"pool\": \"f32\", \"N\": 1, \"D\": 4, \
             \"kernel\": \"verify tuple\", \"us\": 5.0}]}' > \"$j\"\n",
        ),
    ];
    // And a stand-in compute-sanitizer on PATH (memcheck): it runs the program after its
    // four options and reports no error.
    let tools = dir.join("tools");
    std::fs::create_dir_all(&tools).expect("tools");
    stand_in(&tools.join("compute-sanitizer"), SANITIZER);
    let path = format!(
        "{}:{}",
        tools.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    for (exe, body) in exes {
        stand_in(&stage.join("bin").join(exe), body);
    }
    for g in ["gdn-verify-v1.json", "gdn-verify-v2.json"] {
        std::fs::write(stage.join("golden").join(g), "{}").expect("write");
    }
    for v in &variants {
        std::fs::create_dir_all(stage.join(v)).expect("variant");
        std::fs::write(stage.join(v).join("manifest.toml"), "").expect("write");
    }
    let pack = dir.join("dev/pack.tar.xz");
    std::fs::create_dir_all(dir.join("dev")).expect("dev");
    let o = run(
        "tar",
        &[
            "cJf",
            pack.to_str().expect("utf-8"),
            "-C",
            stage.to_str().expect("utf-8"),
            ".",
        ],
    )
    .expect("tar");
    assert!(o.status.success(), "{}", text(&o).1);

    // Every call with nothing wrong: each step ok, in the plan's order, every log packed.
    for (i, steps) in calls.iter().enumerate() {
        let out = dir.join(format!("out{}", i + 1));
        let n = format!("{}", i + 1);
        let o = plan(
            &["call", &n, out.to_str().expect("utf-8")],
            &[("PACK", &pack)],
            &[("PATH", &path), ("DEVICE_GPU", &every_gpu)],
        );
        assert!(o.status.success(), "call {n}: {}{}", text(&o).0, text(&o).1);
        let summary = std::fs::read_to_string(out.join("summary.txt")).expect("summary");
        let oks: Vec<&str> = summary
            .lines()
            .filter_map(|l| l.strip_suffix(" s)").and_then(|l| l.split_once(": ok (")))
            .map(|(name, _)| name)
            .collect();
        assert_eq!(oks, *steps, "call {n}: {summary}");
        let names = archive_names(&out.join("logs.tgz"));
        assert!(names.iter().any(|l| l == "summary.txt"), "{names:?}");
        for s in steps {
            let kind = if names.iter().any(|l| l == &format!("{s}/ab.txt")) {
                "bench"
            } else {
                "check"
            };
            let logs = names
                .iter()
                .filter(|l| l.starts_with(&format!("{s}/")))
                .count();
            assert!(
                if kind == "bench" {
                    logs > 3
                } else {
                    names.iter().any(|l| l.starts_with(&format!("{s}/check-")))
                },
                "call {n}, {s}: {names:?}"
            );
        }
    }

    // On a GPU whose name has none of the `ONLY=` words: those steps are skipped and say
    // why, without counting as a failure; every other step runs.
    if only.is_empty() {
        println!("the plan has no `ONLY=` step; their skip is not exercised");
    }
    for (i, steps) in calls.iter().enumerate() {
        let out = dir.join(format!("other{}", i + 1));
        let n = format!("{}", i + 1);
        let o = plan(
            &["call", &n, out.to_str().expect("utf-8")],
            &[("PACK", &pack)],
            &[("PATH", &path), ("DEVICE_GPU", no_gpu)],
        );
        assert!(o.status.success(), "call {n}: {}{}", text(&o).0, text(&o).1);
        let summary = std::fs::read_to_string(out.join("summary.txt")).expect("summary");
        for s in steps {
            let line = summary
                .lines()
                .find(|l| l.starts_with(&format!("{s}: ")))
                .unwrap_or_else(|| panic!("{s}: {summary}"));
            match only.iter().find(|(name, _)| name == s) {
                Some((_, w)) => assert_eq!(
                    line,
                    format!("{s}: skipped (the GPU is {no_gpu}; the step is for {w})"),
                    "{summary}"
                ),
                None => assert!(line.starts_with(&format!("{s}: ok (")), "{summary}"),
            }
        }
    }

    // A check that fails: the step says so and why, the next steps run, the status is 1.
    // The last variant a check step names.
    let failing = checked.last().cloned().expect("the plan checks no variant");
    let fail_on = format!("/{failing}");
    let out = dir.join("fail");
    let mut failed_somewhere = false;
    for n in 1..=calls.len() {
        let o = plan(
            &["call", &n.to_string(), out.to_str().expect("utf-8")],
            &[("PACK", &pack)],
            &[
                ("FAIL_ON", &fail_on),
                ("PATH", &path),
                ("DEVICE_GPU", &every_gpu),
            ],
        );
        let summary = std::fs::read_to_string(out.join("summary.txt")).expect("summary");
        let bad: Vec<&str> = summary
            .lines()
            .filter(|l| l.contains(": failed (status 1"))
            .collect();
        assert_eq!(o.status.success(), bad.is_empty(), "{summary}");
        if bad.is_empty() {
            continue;
        }
        failed_somewhere = true;
        assert!(
            bad.iter()
                .all(|l| l.contains("gpu_check") && l.contains("failed")),
            "{summary}"
        );
        // Every step of the call has a line: the failure did not stop the call.
        for s in &calls[n - 1] {
            assert!(
                summary.lines().any(|l| l.starts_with(&format!("{s}: "))),
                "{s}: {summary}"
            );
        }
    }
    assert!(failed_somewhere, "no check of `{failing}` in any call");

    // Out of time: the first step is stopped by its timeout (25 - 10 s), the rest are
    // skipped (fewer than 12 s left), and the logs still come back.
    let out = dir.join("late");
    let o = plan(
        &["call", "1", out.to_str().expect("utf-8")],
        &[("PACK", &pack)],
        &[
            ("BUDGET", "25"),
            ("MIN_STEP", "12"),
            ("STAND_IN_SLEEP", "60"),
            ("DEVICE_GPU", &every_gpu),
        ],
    );
    assert_eq!(o.status.code(), Some(1), "{}{}", text(&o).0, text(&o).1);
    let summary = std::fs::read_to_string(out.join("summary.txt")).expect("summary");
    let first = &calls[0][0];
    assert!(
        summary.contains(&format!("{first}: timed out after")),
        "{summary}"
    );
    for s in &calls[0][1..] {
        assert!(summary.contains(&format!("{s}: skipped")), "{summary}");
    }
    assert!(out.join("logs.tgz").is_file());

    // Refusals, each with a message; without the pack the logs still come back.
    for (args, extra, says) in [
        (vec!["call", "9"], vec![], "no call `9`"),
        (
            vec!["call", "1"],
            vec![("BUDGET", "soon")],
            "BUDGET must be a whole number",
        ),
        (
            vec!["call", "1"],
            vec![("MIN_STEP", "5")],
            "MIN_STEP must be more than 10",
        ),
        (
            vec!["prepare"],
            vec![("DELTAGEN", "/nonexistent/deltagen")],
            "is missing",
        ),
    ] {
        let out = dir.join("refused");
        let mut all = args.clone();
        let o_s = out.to_str().expect("utf-8").to_string();
        if args[0] == "call" {
            all.push(&o_s);
        }
        let o = plan(&all, &[("PACK", &pack)], &extra);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(text(&o).1.contains(says), "{args:?}: {}", text(&o).1);
    }
    let out = dir.join("nopack");
    let o = plan(
        &["call", "1", out.to_str().expect("utf-8")],
        &[("PACK", &dir.join("elsewhere/pack.tar.xz"))],
        &[],
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o).1.contains("pack.tar.xz is missing"),
        "{}",
        text(&o).1
    );
    assert!(archive_names(&out.join("logs.tgz"))
        .iter()
        .any(|l| l == "summary.txt"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn device_plan_prepare_generates_each_variant_and_packs_them_with_the_base() {
    if !ready("scripts/device_plan.sh", &["tar", "xz", "python3"]) {
        return;
    }
    let dir = scratch("prepare");
    // A stand-in deltagen: `gen --schedule FIELDS --out DIR` writes a manifest naming the
    // fields and one sm_90 code object; everything it is called with is logged.
    let (bin, golden) = stand_in_bins_and_golden(&dir);
    let log = dir.join("calls.txt");
    let deltagen = bin.join("deltagen");
    stand_in(
        &deltagen,
        &format!(
            "#!/bin/sh\necho \"$*\" >> '{}'\n[ \"$1 $2\" = \"gen --schedule\" ] && [ \"$4\" = --out ] || exit 9\n\
             mkdir -p \"$5/sm_90\"\necho \"schedule = \\\"$3\\\"\" > \"$5/manifest.toml\"\n\
             echo \"$3\" > \"$5/sm_90/k.cubin\"\n",
            log.display()
        ),
    );
    let pack = dir.join("p/pack.tar.xz");
    let gen_root = dir.join("gen");
    // No patched variant here: they apply their patches to the tree and rebuild the
    // generator (`device_plan_prepare_makes_patched_variants_…` runs them in a scratch
    // checkout).
    let vars: [(&str, &Path); 6] = [
        ("DELTAGEN", &deltagen),
        ("BIN", &bin),
        ("GEN_ROOT", &gen_root),
        ("PACK", &pack),
        ("GOLDEN", &golden),
        ("PLAN_PATCHED", Path::new("")),
    ];
    // An extra folder is packed as it is; one without a manifest is refused, and so is a
    // word that is not NAME=DIR.
    let extra = dir.join("made-otherwise");
    std::fs::create_dir_all(&extra).expect("extra");
    let o = plan(
        &["prepare"],
        &vars,
        &[("EXTRA", &format!("nobounds={}", extra.display()))],
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o).1.contains("has no manifest.toml"),
        "{}",
        text(&o).1
    );
    std::fs::write(extra.join("manifest.toml"), "made = \"otherwise\"\n").expect("write");
    std::fs::create_dir_all(extra.join("sm_90")).expect("sm_90");
    std::fs::write(extra.join("sm_90/k.cubin"), "otherwise").expect("write");
    let o = plan(&["prepare"], &vars, &[("EXTRA", "nobounds")]);
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o).1.contains("NAME=DIR"), "{}", text(&o).1);
    // The plan's own variants may be none: two given in their place (PLAN_VARIANTS).
    let given = "t1=+paired_steps t2=none";
    let o = plan(
        &["prepare"],
        &vars,
        &[
            ("EXTRA", &format!("nobounds={}", extra.display())),
            ("PLAN_VARIANTS", given),
        ],
    );
    assert!(o.status.success(), "{}{}", text(&o).0, text(&o).1);
    assert!(!text(&o).1.contains("warning"), "{}", text(&o).1);
    let o = plan(
        &["list"],
        &[],
        &[("PLAN_VARIANTS", given), ("PLAN_PATCHED", "")],
    );
    let variants: Vec<(String, String)> = text(&o)
        .0
        .lines()
        .take_while(|l| !l.starts_with("call "))
        .filter_map(|l| l.strip_prefix("  ")?.split_once('='))
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect();
    assert_eq!(variants.len(), 2, "{}", text(&o).0);
    let calls = std::fs::read_to_string(&log).expect("deltagen was called");
    for (name, fields) in &variants {
        let want = format!(
            "gen --schedule {fields} --out {}",
            gen_root.join(name).display()
        );
        assert!(calls.lines().any(|l| l == want), "{want}: {calls}");
    }
    let x = unpack(&pack, &dir);
    assert!(x.join("bin/gpu_check").is_file() && x.join("golden/g.json").is_file());
    assert_eq!(
        std::fs::read(x.join("base/manifest.toml")).expect("base"),
        std::fs::read(root().join("generated/manifest.toml")).expect("manifest")
    );
    assert_eq!(
        std::fs::read_to_string(x.join("nobounds/manifest.toml")).expect("extra packed"),
        "made = \"otherwise\"\n"
    );
    for (name, fields) in &variants {
        let m = std::fs::read_to_string(x.join(name).join("manifest.toml")).expect("packed");
        assert_eq!(m, format!("schedule = \"{fields}\"\n"), "{name}");
        assert!(x.join(name).join("sm_90/k.cubin").is_file(), "{name}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `git args...` in `dir`; asserts it succeeded.
fn git_in(dir: &Path, args: &[&str]) -> String {
    let o = Command::new("git")
        .args(args)
        .current_dir(dir)
        .output()
        .expect("git ran");
    assert!(o.status.success(), "git {args:?}: {}", text(&o).1);
    text(&o).0
}

/// `scripts/device_plan.sh prepare`'s patched variants, in a scratch checkout with a
/// stand-in generator and build: each is generated with its patch applied (the build and
/// `gen` see the patched source), the patch is reverted and the generator rebuilt from the
/// committed source; a second run reuses them; a changed tracked file, a patch that no
/// longer applies and a failing build are refused with a message and leave the source as
/// committed.
#[test]
fn device_plan_prepare_makes_patched_variants_with_the_patch_applied_then_reverted() {
    if !ready("scripts/device_plan.sh", &["tar", "xz", "python3", "git"]) {
        return;
    }
    let dir = scratch("patched");
    let repo = dir.join("repo");
    std::fs::create_dir_all(repo.join("generated/sm_90")).expect("repo");
    std::fs::write(repo.join("src.txt"), "distance = 7\n").expect("write");
    std::fs::write(repo.join("generated/manifest.toml"), "base = true\n").expect("write");
    std::fs::write(repo.join("generated/sm_90/k.cubin"), "base").expect("write");
    git_in(&repo, &["init", "-q"]);
    git_in(&repo, &["add", "."]);
    let id = ["-c", "user.name=t", "-c", "user.email=t@t"];
    git_in(&repo, &[&id[..], &["commit", "-q", "-m", "base"]].concat());
    // The patch (distance 5) and one made against other contents (does not apply).
    std::fs::write(repo.join("src.txt"), "distance = 5\n").expect("write");
    let patch = dir.join("d5.patch");
    std::fs::write(&patch, git_in(&repo, &["diff"])).expect("write");
    git_in(&repo, &["checkout", "-q", "src.txt"]);
    let stale = dir.join("stale.patch");
    std::fs::write(
        &stale,
        std::fs::read_to_string(&patch)
            .expect("patch")
            .replace("-distance = 7", "-distance = 6"),
    )
    .expect("write");

    let (bin, golden) = stand_in_bins_and_golden(&dir);
    let log = dir.join("log.txt");
    let deltagen = bin.join("deltagen");
    stand_in(
        &deltagen,
        &format!(
            "#!/bin/sh\necho \"gen $(cat src.txt): $*\" >> '{}'\n\
             [ \"$1 $2\" = \"gen --schedule\" ] && [ \"$4\" = --out ] || exit 9\n\
             mkdir -p \"$5/sm_90\"\nprintf 'schedule = \"%s\"\\nsource = \"%s\"\\n' \"$3\" \"$(cat src.txt)\" > \"$5/manifest.toml\"\n\
             echo \"$3\" > \"$5/sm_90/k.cubin\"\n",
            log.display()
        ),
    );
    let gen_root = dir.join("gen");
    let pack = dir.join("p/pack.tar.xz");
    let build_ok = format!("echo \"build $(cat src.txt)\" >> '{}'", log.display());
    let patched = format!(
        "p5={}@+prefetch_ahead nb={}",
        patch.display(),
        patch.display()
    );
    let prepare = |patched: &str, build: &str| {
        Command::new("bash")
            .arg(root().join("scripts/device_plan.sh"))
            .arg("prepare")
            .current_dir(&repo)
            .env("DELTAGEN", &deltagen)
            .env("BIN", &bin)
            .env("GEN_ROOT", &gen_root)
            .env("PACK", &pack)
            .env("GOLDEN", &golden)
            .env("PLAN_VARIANTS", "")
            .env("PLAN_PATCHED", patched)
            .env("BUILD", build)
            .output()
            .expect("bash ran")
    };
    let source = || std::fs::read_to_string(repo.join("src.txt")).expect("src.txt");
    let logged = || std::fs::read_to_string(&log).unwrap_or_default();

    let o = prepare(&patched, &build_ok);
    assert!(o.status.success(), "{}{}", text(&o).0, text(&o).1);
    let want = [
        "build distance = 5".to_string(),
        format!(
            "gen distance = 5: gen --schedule +prefetch_ahead --out {}",
            gen_root.join("p5").display()
        ),
        "build distance = 5".to_string(),
        format!(
            "gen distance = 5: gen --schedule +none --out {}",
            gen_root.join("nb").display()
        ),
        "build distance = 7".to_string(),
    ];
    assert_eq!(logged().lines().collect::<Vec<_>>(), want);
    assert_eq!(source(), "distance = 7\n");
    assert_eq!(git_in(&repo, &["status", "--porcelain"]), "");
    let x = unpack(&pack, &dir);
    assert_eq!(
        std::fs::read_to_string(x.join("base/manifest.toml")).expect("base"),
        "base = true\n"
    );
    for (name, fields) in [("p5", "+prefetch_ahead"), ("nb", "+none")] {
        assert_eq!(
            std::fs::read_to_string(x.join(name).join("manifest.toml")).expect("packed"),
            format!("schedule = \"{fields}\"\nsource = \"distance = 5\"\n"),
            "{name}"
        );
    }

    // Again: both reused, nothing built or generated.
    let before = logged();
    let o = prepare(&patched, &build_ok);
    assert!(o.status.success(), "{}{}", text(&o).0, text(&o).1);
    assert_eq!(logged(), before);
    assert_eq!(text(&o).0.matches(": reused ").count(), 2, "{}", text(&o).0);

    // Refusals before anything is applied or built: a changed tracked file, a patch that
    // no longer applies, a word that is not NAME=PATCH.
    std::fs::remove_dir_all(&gen_root).expect("rm");
    std::fs::write(repo.join("src.txt"), "distance = 8\n").expect("write");
    let o = prepare(&patched, &build_ok);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o).1);
    assert!(
        text(&o).1.contains("without changes to tracked files"),
        "{}",
        text(&o).1
    );
    assert_eq!(source(), "distance = 8\n");
    git_in(&repo, &["checkout", "-q", "src.txt"]);
    for (words, says) in [
        (format!("s={}", stale.display()), "no longer applies"),
        ("justaname".to_string(), "NAME=PATCH"),
        (
            format!("m={}", dir.join("missing.patch").display()),
            "no patch",
        ),
    ] {
        let o = prepare(&words, &build_ok);
        assert_eq!(o.status.code(), Some(2), "{words}: {}", text(&o).1);
        assert!(text(&o).1.contains(says), "{words}: {}", text(&o).1);
    }
    assert_eq!(logged(), before, "nothing built or generated");
    assert_eq!(source(), "distance = 7\n");

    // A build that fails with the patch applied: status 1, the patch reverted, and a
    // warning that the generator may be the patched one.
    let o = prepare(
        &patched,
        &format!("{build_ok}; [ \"$(cat src.txt)\" = 'distance = 7' ]"),
    );
    assert_eq!(o.status.code(), Some(1), "{}{}", text(&o).0, text(&o).1);
    assert!(text(&o).1.contains("the build with"), "{}", text(&o).1);
    assert!(
        text(&o)
            .1
            .contains("may be a build with a measurement patch"),
        "{}",
        text(&o).1
    );
    assert_eq!(source(), "distance = 7\n");
    assert_eq!(git_in(&repo, &["status", "--porcelain"]), "");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `scripts/device_python.sh` refuses what it cannot run, installs a wheel without the
/// network and runs every script of the package against it: with a stand-in wheel (every
/// import of it fails), one summary line a script in order, each failure with its status
/// and last line, and exit status 1.
#[test]
fn device_python_installs_the_wheel_and_reports_every_script() {
    if !parses("scripts/device_python.sh") {
        return;
    }
    usage_says("scripts/device_python.sh", "device_python.sh WHEEL OUT");
    let dir = scratch("python");
    let out = dir.join("out");
    let o = run(
        "bash",
        &[
            "scripts/device_python.sh",
            "/nonexistent.whl",
            out.to_str().expect("utf-8"),
        ],
    )
    .expect("bash ran above");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o).1.contains("no wheel at /nonexistent.whl"),
        "{}",
        text(&o).1
    );
    // A stand-in wheel: the package's files, each failing when used.
    let wheel = dir.join("deltagen-0.0.0-py3-none-any.whl");
    let files = [
        (
            "deltagen/__init__.py",
            "raise SystemExit('stand-in package')\n",
        ),
        ("deltagen/_abi.py", "raise SystemExit('stand-in abi')\n"),
        ("deltagen/libdeltagen.so", ""),
        ("deltagen/generated/manifest.toml", ""),
        (
            "deltagen-0.0.0.dist-info/METADATA",
            "Metadata-Version: 2.1\nName: deltagen\nVersion: 0.0.0\n",
        ),
        (
            "deltagen-0.0.0.dist-info/WHEEL",
            "Wheel-Version: 1.0\nGenerator: test\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
        ),
    ];
    let mut script = String::from("import sys, zipfile\nz = zipfile.ZipFile(sys.argv[1], 'w')\n");
    let mut record = String::new();
    for (name, body) in files {
        script += &format!("z.writestr({name:?}, {body:?})\n");
        record += &format!("{name},,\n");
    }
    record += "deltagen-0.0.0.dist-info/RECORD,,\n";
    script += &format!("z.writestr('deltagen-0.0.0.dist-info/RECORD', {record:?})\nz.close()\n");
    let Some(o) = run("python3", &["-c", &script, wheel.to_str().expect("utf-8")]) else {
        return;
    };
    assert!(o.status.success(), "{}", text(&o).1);
    let o = Command::new("bash")
        .args(["scripts/device_python.sh"])
        .arg(&wheel)
        .arg(&out)
        .env("STEP_TIMEOUT", "60")
        .current_dir(root())
        .output()
        .expect("bash ran");
    let summary = std::fs::read_to_string(out.join("summary.txt")).unwrap_or_default();
    if summary.starts_with("pip: failed") {
        println!("SKIP: pip cannot install here: {summary}");
        return;
    }
    assert_eq!(o.status.code(), Some(1), "{summary}");
    let names: Vec<&str> = summary
        .lines()
        .map(|l| l.split(':').next().expect("a name"))
        .collect();
    let mut expected = vec![
        "smoke",
        "torch_ops",
        "capi",
        "dropins",
        "golden",
        "replay_commit_demo",
        "fold_demo",
        "engine_demo",
        "tree_demo",
        "kda_gate_check",
    ];
    let hostile: Vec<String> = (0..5).map(|c| format!("hostile_cu_seqlens{c}")).collect();
    expected.extend(hostile.iter().map(String::as_str));
    assert_eq!(names, expected, "{summary}");
    let smoke = summary.lines().next().expect("a line");
    assert!(
        smoke.contains("failed (status 1)") && smoke.contains("stand-in package"),
        "{smoke}"
    );
    let capi = summary.lines().nth(2).expect("a line");
    assert!(
        capi.contains("failed") && capi.contains("stand-in abi"),
        "{capi}"
    );
    assert!(out
        .join("site-packages/deltagen/generated/python/deltagen_abi.py")
        .is_file());
    let _ = std::fs::remove_dir_all(&dir);
}

/// Every measurement patch of scripts/measure (the kernels without issue 12's bounds,
/// PERFORMANCE.md "What the bounds cost"; without `prefetch_ahead`, version 49) still
/// applies to the tree, so the measurements can be repeated; control: reversed, none
/// applies (the check sees a patch that does not fit).
#[test]
fn the_measurement_patches_still_apply() {
    let inside = run(
        "git",
        &[
            "-C",
            root().to_str().expect("utf-8"),
            "rev-parse",
            "--git-dir",
        ],
    );
    let Some(inside) = inside.filter(|o| o.status.success()) else {
        println!("SKIP: no git, or the tree is not a git checkout");
        return;
    };
    assert!(!inside.stdout.is_empty());
    let mut patches: Vec<PathBuf> = std::fs::read_dir(root().join("scripts/measure"))
        .expect("scripts/measure")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "patch"))
        .collect();
    patches.sort();
    assert!(
        patches.iter().any(|p| p.ends_with("no_bounds.patch")),
        "{patches:?}"
    );
    for patch in &patches {
        let check = |reverse: bool| {
            let mut c = Command::new("git");
            c.args(["apply", "--check"]);
            if reverse {
                c.arg("-R");
            }
            c.arg(patch)
                .current_dir(root())
                .output()
                .expect("git ran above")
        };
        let o = check(false);
        assert!(
            o.status.success(),
            "{} no longer applies; remake it (its header says how): {}",
            patch.display(),
            text(&o).1
        );
        assert!(!check(true).status.success(), "{}", patch.display());
    }
}

/// `scripts/ncu_regions.py` sums a stand-in source page by region: the landmarks' regions,
/// a loop found by its backward branch, the stall reasons' columns; and refuses a file that
/// is not a source page.
#[test]
fn ncu_regions_sums_samples_between_the_landmarks() {
    let dir = scratch("ncu");
    let rows = [
        ("00", "LDC R1, c[0x0][0x28]", 100, 5, 0),
        ("10", "LDG.E R10, desc[UR22][R6.64]", 100, 3, 0),
        ("20", "@P1 LDG.E.128 R16, desc[UR22][R4.64]", 100, 2, 0),
        ("30", "ACQBULK", 100, 7, 0),
        ("40", "IADD3 R2, R10, 0x1, RZ", 100, 20, 18),
        ("50", "BAR.SYNC.DEFER_BLOCKING 0x0", 100, 10, 0),
        ("60", "FFMA R3, R2, R2, R3", 400, 30, 0),
        ("70", "SHFL.BFLY PT, R4, R3, 0x1, 0x1f", 400, 40, 0),
        ("80", "@P1 BRA 0x7f0000000060", 400, 3, 0),
        ("90", "STG.E desc[UR22][R8.64], R3", 100, 1, 0),
        ("a0", "EXIT", 100, 0, 0),
    ];
    let mut csv = String::from("\"Kernel Name\",\"k\"\n\"# Address\",\"Source\",\"Instructions Executed\",\"Warp Stall Sampling (All Samples)\",\"stall_long_sb\"\n");
    for (a, s, e, n, l) in rows {
        csv += &format!("\"0x7f00000000{a}\",\"{s}\",\"{e}\",\"{n}\",\"{l}\"\n");
    }
    let src = dir.join("src.csv");
    std::fs::write(&src, csv).expect("write");
    let Some(o) = run(
        "python3",
        &["scripts/ncu_regions.py", src.to_str().expect("utf-8")],
    ) else {
        return;
    };
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    assert!(out.contains("11 instructions, 121 stall samples"), "{out}");
    // region name, instructions, executed, samples (the share and reasons follow)
    let region = |name: &str| -> Vec<String> {
        let line = out
            .lines()
            .find(|l| l.starts_with(name))
            .unwrap_or_else(|| panic!("no {name}: {out}"));
        line[44..]
            .split_whitespace()
            .take(3)
            .map(str::to_string)
            .collect()
    };
    assert_eq!(region("wait @4"), ["2", "200", "27"], "{out}");
    assert_eq!(region("loop 7-9"), ["3", "1200", "73"], "{out}");
    assert_eq!(region("after loop 7-9"), ["2", "200", "1"], "{out}");
    assert!(
        out.lines()
            .any(|l| l.starts_with("wait @4") && l.ends_with("long_sb 18")),
        "{out}"
    );
    std::fs::write(&src, "a,b\n1,2\n").expect("write");
    let o = run(
        "python3",
        &["scripts/ncu_regions.py", src.to_str().expect("utf-8")],
    )
    .expect("ran");
    assert!(
        !o.status.success() && text(&o).1.contains("no header row"),
        "{}",
        text(&o).1
    );
    let _ = std::fs::remove_dir_all(&dir);
}
