//! The `deltagen` binary: `run` from safetensors files (results equal a direct interpreter
//! launch; clear errors for missing tensors, wrong dtypes and shapes), `list`, bad input.

#![cfg(feature = "generator")]

mod common;

use common::Rng;
use deltagen::interp::{run_named, Value};
use deltagen::ir::{Const, Scalar};
use deltagen::kernels::{find, gdn_commit::CONV_KC};
use deltagen::target::Arch;
use safetensors::tensor::{Dtype, SafeTensors, TensorView};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::Command;

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_deltagen"))
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("deltagen-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir.join(name)
}

/// Inputs of the conv window scatter: (name, dtype, shape, bytes).
fn conv_inputs(rng: &mut Rng) -> Vec<(String, Dtype, Vec<usize>, Vec<u8>)> {
    let (layers, slots, rows, d, conv_dim) = (2usize, 5usize, 4usize, 3usize, 70usize);
    let width = (CONV_KC - 1) as usize;
    let cols = d + width - 1;
    let bytes = |n: usize, rng: &mut Rng| (0..n).map(|_| rng.next_u64() as u8).collect::<Vec<u8>>();
    let i32s = |xs: &[i32]| xs.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
    let mut v = vec![
        (
            "conv".to_string(),
            Dtype::BF16,
            vec![layers, slots, conv_dim, width],
            bytes(layers * slots * conv_dim * width * 2, rng),
        ),
        (
            "windows".to_string(),
            Dtype::BF16,
            vec![layers, rows, conv_dim, cols],
            bytes(layers * rows * conv_dim * cols * 2, rng),
        ),
        (
            "slot_indices".to_string(),
            Dtype::I32,
            vec![3],
            i32s(&[4, 0, 9]),
        ),
        (
            "row_indices".to_string(),
            Dtype::I32,
            vec![3],
            i32s(&[1, 3, 0]),
        ),
        (
            "step_indices".to_string(),
            Dtype::I32,
            vec![3],
            i32s(&[2, 0, 1]),
        ),
        (
            "track_slots".to_string(),
            Dtype::I32,
            vec![3],
            i32s(&[2, -1, 3]),
        ),
        (
            "track_steps".to_string(),
            Dtype::I32,
            vec![3],
            i32s(&[1, -1, 0]),
        ),
    ];
    for (name, x) in [
        ("num_layers", layers),
        ("num_requests", 3),
        ("num_slots", slots),
        ("num_rows", rows),
        ("num_steps", d),
        ("conv_dim", conv_dim),
    ] {
        v.push((
            name.into(),
            Dtype::I32,
            vec![],
            (x as i32).to_le_bytes().to_vec(),
        ));
    }
    for (name, x) in [
        ("conv_layer_pitch", slots * conv_dim * width),
        ("conv_slot_pitch", conv_dim * width),
        ("win_layer_pitch", rows * conv_dim * cols),
        ("win_row_pitch", conv_dim * cols),
        ("win_channel_pitch", cols),
    ] {
        v.push((
            name.into(),
            Dtype::I64,
            vec![],
            (x as i64).to_le_bytes().to_vec(),
        ));
    }
    v
}

fn write(path: &PathBuf, tensors: &[(String, Dtype, Vec<usize>, Vec<u8>)]) {
    let views: Vec<(String, TensorView)> = tensors
        .iter()
        .map(|(n, d, s, b)| (n.clone(), TensorView::new(*d, s.clone(), b).expect("view")))
        .collect();
    std::fs::write(
        path,
        safetensors::serialize(views, &None).expect("serialize"),
    )
    .expect("write");
}

#[test]
fn run_from_safetensors_equals_a_direct_launch() {
    let mut rng = Rng::new(0xc11);
    let inputs = conv_inputs(&mut rng);
    let (inp, out) = (
        scratch("conv_in.safetensors"),
        scratch("conv_out.safetensors"),
    );
    write(&inp, &inputs);
    let status = bin()
        .args(["run", "conv_window_scatter", "--inputs"])
        .arg(&inp)
        .arg("--out")
        .arg(&out)
        .status()
        .expect("runs");
    assert!(status.success());
    let bytes = std::fs::read(&out).expect("output written");
    let file = SafeTensors::deserialize(&bytes).expect("valid safetensors");
    let got = file.tensor("conv").expect("conv output").data().to_vec();

    let (inst, _) = find("conv_window_scatter", Arch::Sm90, &[]).expect("instance");
    let kernel = inst.build().expect("builds");
    let mut named = BTreeMap::new();
    for (n, d, s, b) in &inputs {
        let v = match (d, s.is_empty()) {
            (Dtype::I32, true) => {
                Value::Scalar(Const::I32(i32::from_le_bytes([b[0], b[1], b[2], b[3]])))
            }
            (Dtype::I64, true) => Value::Scalar(Const::I64(i64::from_le_bytes(
                b[..8].try_into().expect("8 bytes"),
            ))),
            (Dtype::I32, false) => Value::Tensor(Scalar::I32, b.clone()),
            _ => Value::Tensor(Scalar::Bf16, b.clone()),
        };
        named.insert(n.clone(), v);
    }
    // The file gives no diagnostics word: `deltagen run` launches without one.
    named.insert("diagnostics".into(), Value::i32s(&[]));
    named.insert("diagnostics_on".into(), Value::Scalar(Const::I32(0)));
    let want = run_named(&kernel, &named)
        .expect("direct launch")
        .remove("conv")
        .expect("conv");
    assert_eq!(got, want);
    assert_ne!(got, inputs[0].3, "the launch copied windows");
}

fn run_error(tensors: &[(String, Dtype, Vec<usize>, Vec<u8>)], tag: &str) -> String {
    let (inp, out) = (
        scratch(&format!("{tag}_in.safetensors")),
        scratch(&format!("{tag}_out.safetensors")),
    );
    write(&inp, tensors);
    let o = bin()
        .args(["run", "conv_window_scatter", "--inputs"])
        .arg(&inp)
        .arg("--out")
        .arg(&out)
        .output()
        .expect("runs");
    assert!(!o.status.success(), "{tag} must fail");
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    assert!(!err.contains("panicked"), "{tag}: {err}");
    err
}

#[test]
fn run_reports_missing_mistyped_and_misshapen_inputs() {
    let mut rng = Rng::new(0xc12);
    let good = conv_inputs(&mut rng);
    let missing: Vec<_> = good.iter().filter(|t| t.0 != "windows").cloned().collect();
    assert!(run_error(&missing, "missing").contains("missing input tensor `windows`"));
    let mut wrong = good.clone();
    wrong[1].1 = Dtype::F16;
    assert!(run_error(&wrong, "dtype").contains("`windows` is F16, the kernel needs BF16"));
    let mut shaped = good.clone();
    let at = shaped
        .iter()
        .position(|t| t.0 == "conv_dim")
        .expect("conv_dim");
    shaped[at].2 = vec![2];
    shaped[at].3 = [70i32, 70].iter().flat_map(|x| x.to_le_bytes()).collect();
    assert!(run_error(&shaped, "shape").contains("`conv_dim` is a scalar"));
    let mut extra = good.clone();
    extra.push(("bogus".into(), Dtype::I32, vec![1], vec![0; 4]));
    assert!(run_error(&extra, "extra").contains("`bogus` is not a parameter"));
    // Out-of-range pitches make the kernel read outside a buffer: an error, not a crash.
    let mut oob = good;
    let at = oob
        .iter()
        .position(|t| t.0 == "win_row_pitch")
        .expect("pitch");
    oob[at].3 = 1_000_000i64.to_le_bytes().to_vec();
    assert!(run_error(&oob, "oob").contains("out-of-bounds"));
}

#[test]
fn bad_command_lines_are_errors_with_usage() {
    for args in [
        vec!["frobnicate"],
        vec!["run", "nope", "--inputs", "x", "--out", "y"],
        vec!["list", "--what"],
    ] {
        let o = bin().args(&args).output().expect("runs");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(
            !o.status.success() && !err.contains("panicked"),
            "{args:?}: {err}"
        );
    }
    let o = bin()
        .args([
            "run",
            "gdn_verify",
            "--arch",
            "sm_75",
            "--inputs",
            "x",
            "--out",
            "y",
        ])
        .output()
        .expect("runs");
    assert!(String::from_utf8_lossy(&o.stderr).contains("unknown arch `sm_75`"));
    let o = bin().arg("list").output().expect("runs");
    assert!(String::from_utf8_lossy(&o.stdout).lines().count() > 50);
    // `<command> --help` prints the usage and succeeds.
    for cmd in ["gen", "asm", "plan", "list"] {
        let o = bin().args([cmd, "--help"]).output().expect("runs");
        let out = String::from_utf8_lossy(&o.stdout);
        assert!(
            o.status.success() && out.contains("deltagen plan --model"),
            "{cmd} --help: {out}"
        );
    }
    // Output that cannot be written (a full disk) is an error, not a silent success.
    if let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") {
        let o = bin().arg("list").stdout(full).output().expect("runs");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(
            !o.status.success() && err.contains("writing the output"),
            "list > /dev/full: {err}"
        );
    } else {
        println!("SKIP: no /dev/full here");
    }
}

/// `gen --schedule` writes a variant only into a folder of its own, and names a bad field
/// (checked before any tool is looked for or any kernel built).
#[cfg(feature = "codegen")]
#[test]
fn gen_schedule_variants_need_their_own_folder_and_known_fields() {
    let run = |args: &[&str]| {
        let o = bin().arg("gen").args(args).output().expect("runs");
        assert!(!o.status.success(), "gen {args:?} succeeded");
        String::from_utf8_lossy(&o.stderr).into_owned()
    };
    let out = scratch("variant");
    let out = out.to_str().expect("utf-8 path");
    let err = run(&["--schedule", "prefetch,prefetch_later", "--out", out]);
    assert!(
        err.contains("unknown schedule field `prefetch_later`"),
        "{err}"
    );
    let err = run(&["--schedule", "+prefetch_later", "--out", out]);
    assert!(
        err.contains("unknown schedule field `prefetch_later`"),
        "+: {err}"
    );
    assert!(
        err.contains("merge_loads"),
        "the fields are not listed: {err}"
    );
    // The usage names every field too.
    let o = bin().output().expect("runs");
    let usage = String::from_utf8_lossy(&o.stderr);
    for name in deltagen::kernels::gdn_verify::Schedule::field_names() {
        assert!(
            usage.contains(name),
            "the usage does not name `{name}`: {usage}"
        );
    }
    let o = bin()
        .args(["asm", "gdn_verify", "--arch", "sm_90", "--mode", "tuple"])
        .args(["--pool", "f32", "--schedule", "merge_load"])
        .output()
        .expect("runs");
    assert!(!o.status.success(), "asm with a bad schedule succeeded");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("unknown schedule field `merge_load`"), "{err}");
    for args in [
        vec!["--schedule", "prefetch"],
        vec!["--schedule", "+prefetch"],
        vec!["--schedule", "prefetch", "--out", out, "--check"],
    ] {
        let err = run(&args);
        assert!(err.contains("give it its own --out DIR"), "{args:?}: {err}");
    }
    assert!(
        !std::path::Path::new(out).exists(),
        "a refused variant wrote {out}"
    );
    // The committed folder is refused from any working folder, however it is named.
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let committed = root.join("generated");
    let committed = committed.to_str().expect("utf-8 path");
    for (cwd, target) in [
        (std::env::temp_dir(), committed),
        (root.join("src"), "../generated"),
        (root.join("src"), "../src/../generated/"),
    ] {
        let o = bin()
            .current_dir(&cwd)
            .args(["gen", "--schedule", "prefetch", "--out", target])
            .env("DELTAGEN_PTXAS", "/nonexistent-ptxas")
            .output()
            .expect("runs");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(
            !o.status.success() && err.contains("give it its own --out DIR"),
            "gen --schedule --out {target} from {}: {err}",
            cwd.display()
        );
    }
}

/// `asm` with options that do not select what they say: a full instance name contradicted
/// by --pool is an error; a schedule the instance does not take is said, not ignored; the
/// IR stage needs no backend tool and a bad stage is named before anything is built.
#[cfg(feature = "codegen")]
#[test]
fn asm_says_what_it_prints() {
    let o = bin()
        .args(["asm", "gdn_replay_pool_f32_bv32w4", "--arch", "sm_90"])
        .args(["--pool", "bf16", "--stage", "ir"])
        .output()
        .expect("runs");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        !o.status.success() && err.contains("is the instance with") && err.contains("f32"),
        "{err}"
    );
    // KDA takes no schedule field: said, with what it is built with; GDN's portable tuple
    // instance takes `merge_loads`: nothing to say. The IR stage runs no backend tool.
    // `+merge_loads` too; and `+none` prints the committed kernel's IR.
    let asm_ir = |family: &str, schedule: Option<&str>| {
        let mut c = bin();
        c.args([
            "asm", family, "--arch", "sm_90", "--mode", "tuple", "--pool", "f32",
        ])
        .args(["--stage", "ir"])
        .env("DELTAGEN_PTXAS", "/nonexistent-ptxas");
        if let Some(s) = schedule {
            c.args(["--schedule", s]);
        }
        let o = c.output().expect("runs");
        let (out, err) = (
            String::from_utf8_lossy(&o.stdout).into_owned(),
            String::from_utf8_lossy(&o.stderr).into_owned(),
        );
        assert!(o.status.success(), "{family} {schedule:?}: {err}");
        (out, err)
    };
    for (family, dropped) in [("kda_verify", true), ("gdn_verify", false)] {
        for schedule in ["merge_loads", "+merge_loads"] {
            let (out, err) = asm_ir(family, Some(schedule));
            assert!(out.starts_with(&format!("kernel {family}_tuple")), "{out}");
            let said = err.contains(&format!("--schedule {schedule}:"))
                && err.contains("is built with `none`");
            assert_eq!(said, dropped, "{family} {schedule}: {err}");
        }
    }
    let (committed, _) = asm_ir("gdn_verify", None);
    let (added_none, _) = asm_ir("gdn_verify", Some("+none"));
    let (replaced_none, _) = asm_ir("gdn_verify", Some("none"));
    assert_eq!(added_none, committed, "+none is not the committed kernel");
    assert_ne!(
        replaced_none, committed,
        "control: `none` built the committed kernel"
    );
    // An arch needs its vendor's tools only.
    for (arch, name, bad, good) in [
        (
            "gfx942",
            "gdn_replay_pool_f32_bv8w2",
            ["DELTAGEN_PTXAS", "DELTAGEN_NVDISASM"],
            true,
        ),
        (
            "sm_90",
            "gdn_replay_pool_f32_bv32w4",
            ["DELTAGEN_LLD", "DELTAGEN_OBJDUMP"],
            true,
        ),
        (
            "sm_90",
            "gdn_replay_pool_f32_bv32w4",
            ["DELTAGEN_PTXAS", "DELTAGEN_LLD"],
            false,
        ),
    ] {
        let o = bin()
            .args(["asm", name, "--arch", arch])
            .env(bad[0], "/nonexistent-tool")
            .env(bad[1], "/nonexistent-tool")
            .output()
            .expect("runs");
        let err = String::from_utf8_lossy(&o.stderr);
        if good {
            assert!(
                o.status.success() && !o.stdout.is_empty(),
                "{arch} without {bad:?}: {err}"
            );
        } else {
            assert!(
                !o.status.success()
                    && err.contains("DELTAGEN_PTXAS=/nonexistent-tool is not a file"),
                "{arch} without {bad:?}: {err}"
            );
        }
    }
    let o = bin()
        .args(["asm", "gdn_replay", "--arch", "sm_90", "--stage", "bogus"])
        .env("DELTAGEN_PTXAS", "/nonexistent-ptxas")
        .output()
        .expect("runs");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        !o.status.success() && err.contains("--stage bogus: one of ir, llvm, asm, disasm"),
        "{err}"
    );
}
