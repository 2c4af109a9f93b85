//! Code generation: freshness of `generated/` (the one golden of every instance's IR and
//! emitted code: `.ir`, `.ptx`, `.cubin`, `.sass`, `.s`, `.hsaco`), determinism, the ISA
//! rules — which must pass on every instance and fail on a deliberately contracted lowering
//! — and insta snapshots of what `generated/` does not hold: the exact output of small probe
//! kernels on every arch (on AMD also the code object's disassembly).
//!
//! Needs LLVM 22 and the CUDA tools; `cargo xtask test` installs them and points the tests
//! at them.
#![cfg(feature = "codegen")]

use deltagen::dsl::*;
use deltagen::emit::{self, Artifacts, Tools};
use deltagen::gen;
use deltagen::ir::{print::print_kernel, Access, Axis, GridTerm, Kernel, Scalar};
use deltagen::isa_rules::{self, Expect};
use deltagen::kernels::{self, Instance, Spec};
use deltagen::lower::LowerOptions;
use deltagen::target::{self, Arch, Vendor};
use std::path::Path;
use std::sync::OnceLock;

fn tools() -> Tools {
    Tools::locate().unwrap_or_else(|e| panic!("{e}\n(run the tests through `cargo xtask test`)"))
}

struct Compiled {
    inst: Instance,
    kernel: Kernel,
    art: Artifacts,
}

fn compiled() -> &'static [Compiled] {
    static ALL: OnceLock<Vec<Compiled>> = OnceLock::new();
    ALL.get_or_init(|| {
        use rayon::prelude::*;
        let tools = tools();
        kernels::instances()
            .expect("instances")
            .into_par_iter()
            .map(|inst| {
                let kernel = inst.build().expect("kernel builds");
                let art = emit::compile(&kernel, inst.arch, LowerOptions::default(), &tools)
                    .unwrap_or_else(|e| panic!("{e}"));
                Compiled { inst, kernel, art }
            })
            .collect()
    })
}

/// Violations of every rule that applies to the artifacts of `arch`.
fn violations(kernel: &Kernel, arch: Arch, art: &Artifacts) -> Vec<String> {
    let e = Expect::from_ir(kernel);
    match arch.vendor() {
        Vendor::Nvidia => {
            let mut v = isa_rules::check_ptx(&art.asm, &e);
            v.extend(
                isa_rules::check_sass(&art.disasm, &e)
                    .into_iter()
                    .map(|x| format!("SASS: {x}")),
            );
            v
        }
        Vendor::Amd => {
            let mut v = isa_rules::check_amdgcn(&art.disasm, &e);
            v.extend(isa_rules::check_amd_descriptor(
                &art.asm,
                &art.disasm,
                &kernel.name,
            ));
            v
        }
    }
}

/// `generated/` as the generator makes it now (one run, shared by the tests below).
fn generated() -> &'static [gen::GeneratedFile] {
    static FILES: OnceLock<Vec<gen::GeneratedFile>> = OnceLock::new();
    FILES.get_or_init(|| gen::generate(&tools(), |_| {}).expect("generate"))
}

#[test]
fn generated_folder_is_fresh() {
    let files = generated();
    // Every instance's IR is part of the golden: its `.ir` file is the printed kernel.
    for inst in kernels::instances().expect("instances") {
        let path = Path::new(inst.arch.name()).join(format!("{}.ir", inst.name));
        let file = files
            .iter()
            .find(|f| f.path == path)
            .unwrap_or_else(|| panic!("{} is not generated", path.display()));
        let text = std::str::from_utf8(&file.bytes).expect("the IR file is text");
        let ir = print_kernel(&inst.build().expect("kernel builds"));
        assert!(
            text.starts_with("// deltagen generated file") && text.ends_with(&ir),
            "{} is not the preamble followed by the kernel's IR",
            path.display()
        );
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("generated");
    let stale = gen::stale_files(&dir, files);
    assert!(
        stale.is_empty(),
        "generated/ is stale; run `{}`:\n  {}",
        gen::REGENERATE,
        stale.join("\n  ")
    );
}

#[test]
fn generation_is_deterministic() {
    let a = generated();
    let b = gen::generate(&tools(), |_| {}).expect("second run");
    assert_eq!(a.len(), b.len());
    for (x, y) in a.iter().zip(&b) {
        assert!(x == y, "{} differs between two runs", x.path.display());
    }
}

#[test]
fn isa_rules_hold_for_every_instance() {
    for c in compiled() {
        let v = violations(&c.kernel, c.inst.arch, &c.art);
        assert!(
            v.is_empty(),
            "{} on {}:\n  {}",
            c.inst.name,
            c.inst.arch,
            v.join("\n  ")
        );
        // No spill, except what the tile table accepts for a tile (a measured trade-off).
        let r = &c.art.resources;
        let accepted = match &c.inst.spec {
            Spec::Verify(cfg) => {
                target::accepted_spill(cfg.gate.verify(), cfg.arch, cfg.tile, cfg.pool, cfg.tree)
            }
            Spec::Replay(cfg) => {
                target::accepted_spill(cfg.gate.replay(), cfg.arch, cfg.tile, cfg.pool, false)
            }
            Spec::CommitScatter(_) | Spec::ConvScatter(_) | Spec::Gate(_) => 0,
        };
        assert!(
            r.spill_stores <= accepted && r.spill_loads <= accepted,
            "{} on {} spills (the tile table accepts {accepted} bytes): {r:?}",
            c.inst.name,
            c.inst.arch
        );
        // The rules saw the real math of each family.
        let e = Expect::from_ir(&c.kernel);
        match c.inst.family {
            // One fma fed by one mul per state element of the lane.
            deltagen::vocab::Family::GdnReplay | deltagen::vocab::Family::KdaReplay => assert!(
                e.fma > 0 && e.fma_fed_by_mul == e.fma && !e.expands_division(),
                "{e:?}"
            ),
            deltagen::vocab::Family::GdnVerify | deltagen::vocab::Family::KdaVerify => {
                let triton = c.inst.facts().profile == deltagen::vocab::Profile::TritonSm90;
                if triton {
                    // The profile's approximate ops, and no IEEE division or square root.
                    assert!(
                        e.ex2 > 0
                            && e.div_full > 0
                            && e.sqrt_approx > 0
                            && e.fma_ftz > 0
                            && e.div + e.sqrt == 0,
                        "{e:?}"
                    );
                } else {
                    assert!(
                        e.fma > 0 && e.div > 0 && e.sqrt > 0 && e.approx() == 0,
                        "{e:?}"
                    );
                }
            }
            // The portable gate math (software exp/log, IEEE division) and no atomic: the
            // pre-pass reads no index, so it has nothing to record.
            deltagen::vocab::Family::KdaGate => assert!(
                e.fma > 0 && e.div > 0 && e.approx() == 0 && e.atomic_or == 0,
                "{e:?}"
            ),
            // Copies: no float math at all, and one atomic OR per diagnostics flag of a
            // commit (step, slot, row, track).
            _ => {
                assert_eq!(
                    Expect { atomic_or: 0, ..e },
                    Expect::default(),
                    "{}",
                    c.inst.name
                );
                assert_eq!(e.atomic_or, 4, "{}", c.inst.name);
            }
        }
    }
}

/// `out = a*b + c` with two roundings: the pattern contraction would fuse.
fn mul_add_probe() -> Kernel {
    let mut k = KernelBuilder::new("mul_add_probe", 64);
    let a = k.buffer("a", Scalar::F32, Access::Read);
    let b = k.buffer("b", Scalar::F32, Access::Read);
    let out = k.buffer("out", Scalar::F32, Access::ReadWrite);
    k.grid(Axis::X, vec![GridTerm::Const(1)]);
    let lane = k.local_id();
    let at = k.sext(lane);
    let x = k.load::<F32>(a, at);
    let y = k.load::<F32>(b, at);
    let z = k.load::<F32>(out, at);
    let p = k.mul_rn(x, y);
    let s = k.add_rn(p, z);
    k.store(out, at, s);
    k.finish().expect("valid")
}

#[test]
fn isa_rules_reject_a_contracted_lowering() {
    let tools = tools();
    let probe = mul_add_probe();
    for arch in Arch::ALL {
        let clean = emit::compile(&probe, arch, LowerOptions::default(), &tools)
            .unwrap_or_else(|e| panic!("{e}"));
        let v = violations(&probe, arch, &clean);
        assert!(
            v.is_empty(),
            "{arch}: the probe itself breaks the rules: {v:?}"
        );
        let contracted = LowerOptions {
            contract_control: true,
        };
        let art = emit::compile(&probe, arch, contracted, &tools).unwrap_or_else(|e| panic!("{e}"));
        let v = violations(&probe, arch, &art);
        assert!(
            !v.is_empty(),
            "{arch}: the ISA rules accepted a contracted mul+add"
        );
        eprintln!("{arch}: contracted mul+add rejected:\n  {}", v.join("\n  "));
    }
    // On NVIDIA the contracted replay also loses `.rn` on its multiplies. (On AMD the replay
    // has nothing contraction could fuse: its multiply feeds the addend of an fma.)
    for arch in [Arch::Sm80, Arch::Sm90, Arch::Sm100] {
        let inst = kernels::replay_instance(
            deltagen::vocab::Gate::Head,
            arch,
            Scalar::F32,
            kernels::gdn_replay::StepForm::Exact,
        )
        .expect("instance");
        let kernel = inst.build().expect("kernel");
        let art = emit::compile(
            &kernel,
            arch,
            LowerOptions {
                contract_control: true,
            },
            &tools,
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let v = violations(&kernel, arch, &art);
        assert!(
            !v.is_empty(),
            "{arch}: the ISA rules accepted a contracted replay"
        );
    }
}

/// `out = x + shfl_xor(x, 16)`: a cross-lane exchange.
fn shfl_probe() -> Kernel {
    let mut k = KernelBuilder::new("shfl_probe", 64);
    let out = k.buffer("out", Scalar::F32, Access::ReadWrite);
    k.grid(Axis::X, vec![GridTerm::Const(1)]);
    let lane = k.local_id();
    let at = k.sext(lane);
    let x = k.load::<F32>(out, at);
    let y = k.shfl_xor(x, 16);
    let s = k.add_rn(x, y);
    k.store(out, at, s);
    k.finish().expect("valid")
}

#[test]
fn shuffles_lower_on_every_arch() {
    let kernel = shfl_probe();
    let tools = tools();
    for arch in Arch::ALL {
        let art = emit::compile(&kernel, arch, LowerOptions::default(), &tools)
            .unwrap_or_else(|e| panic!("{e}"));
        let want = match arch.vendor() {
            Vendor::Nvidia => "shfl.sync.bfly.b32",
            Vendor::Amd => "ds_bpermute_b32",
        };
        assert!(art.asm.contains(want), "{arch}: no {want} in\n{}", art.asm);
    }
}

/// The exact output of the probe kernels on every arch: what a change to lowering, to the
/// pass pipeline or to a tool does to a few instructions, readable in one snapshot.
/// (`generated/` holds the instances' code, but not these probes nor, on AMD, any
/// disassembly of a code object.)
#[test]
fn snapshots_of_the_probe_kernels() {
    let tools = tools();
    let mut expected = std::collections::BTreeSet::new();
    for kernel in [mul_add_probe(), shfl_probe()] {
        for arch in Arch::ALL {
            let art = emit::compile(&kernel, arch, LowerOptions::default(), &tools)
                .unwrap_or_else(|e| panic!("{e}"));
            let name = format!("{}__{}", arch.name(), kernel.name);
            let stages = match arch.vendor() {
                Vendor::Nvidia => [("ptx", &art.asm), ("sass", &art.disasm)],
                Vendor::Amd => [("s", &art.asm), ("amdgcn", &art.disasm)],
            };
            for (stage, text) in stages {
                expected.insert(format!("codegen__{name}__{stage}.snap"));
                insta::assert_snapshot!(format!("{name}__{stage}"), text);
            }
        }
    }
    // A snapshot this test does not make is stale, not a test.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots");
    let stale: Vec<String> = std::fs::read_dir(&dir)
        .expect("tests/snapshots")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|f| f.starts_with("codegen__") && f.ends_with(".snap") && !expected.contains(f))
        .collect();
    assert!(
        stale.is_empty(),
        "snapshots no test makes (delete them): {stale:?}"
    );
}

#[test]
fn unknown_arch_is_an_error_naming_the_known_ones() {
    let e = "gfx1100".parse::<Arch>().expect_err("unknown arch");
    assert!(e.to_string().contains("sm_90"), "{e}");
}

/// A SASS listing's instruction lines (`/*0120*/ ...`), in order.
fn sass_code(sass: &str) -> impl Iterator<Item = &str> {
    sass.lines().filter(|l| {
        let t = l.trim_start();
        t.starts_with("/*") && t.get(6..8) == Some("*/")
    })
}

/// The committed sm_90 SASS listings whose file name starts with `prefix`: (file name,
/// listing), at least one.
fn sm90_listings(prefix: &str) -> Vec<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("generated/sm_90");
    let mut out = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("generated/sm_90") {
        let path = entry.expect("entry").path();
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
            .to_string();
        if name.starts_with(prefix) && name.ends_with(".sass") {
            let sass = std::fs::read_to_string(&path).expect("listing");
            out.push((name, sass));
        }
    }
    assert!(!out.is_empty(), "no sm_90 listing starts with {prefix}");
    out
}

/// Where the first exponential of an sm_90 SASS listing (the portable `exp`'s range clamp
/// `FMNMX .., -104`, or `triton-sm90`'s `MUFU.EX2`) and the first predicated 16-bit global
/// load (a token block's activations) stand, as instruction indices.
fn first_exp_and_token_load(sass: &str) -> (Option<usize>, Option<usize>) {
    let code: Vec<&str> = sass_code(sass).collect();
    let exp = code
        .iter()
        .position(|l| (l.contains("FMNMX") && l.contains("-104")) || l.contains("MUFU.EX2"));
    let load = code
        .iter()
        .position(|l| l.contains("LDG.E.U16") && l.contains('@'));
    (exp, load)
}

/// GDN verify outside fold mode issues its first token block's loads before the gate's
/// `exp(A_log)` (PERFORMANCE.md, version 13: hoisted above them by LLVM, the exponential
/// waited for `A_log` first, one memory round trip per work-group, 6% of tuple verify at
/// N = 1). Fold mode keeps the hoisted form (measured faster there), and the test checks
/// that it still has it, but where the committed schedule has `loads_before_fold` (the
/// block's loads issued before the fold, PERFORMANCE.md version 30): the order is told
/// apart both ways, in every sm_90 listing.
#[test]
fn gdn_verify_issues_the_token_loads_before_the_gate_exponential() {
    let loads_first: Vec<String> = kernels::instances()
        .expect("instances")
        .into_iter()
        .filter(|i| match &i.spec {
            Spec::Verify(cfg) => {
                i.arch == Arch::Sm90
                    && kernels::gdn_verify::generated_schedule(cfg).loads_before_fold
            }
            _ => false,
        })
        .map(|i| i.name)
        .collect();
    assert!(!loads_first.is_empty(), "no instance has loads_before_fold");
    let mut seen = (0, 0);
    for (name, sass) in sm90_listings("gdn_verify_") {
        let (exp, load) = first_exp_and_token_load(&sass);
        let (Some(exp), Some(load)) = (exp, load) else {
            panic!("{name}: no exponential ({exp:?}) or no token load ({load:?}) found");
        };
        let early = loads_first.iter().any(|n| name == format!("{n}.sass"));
        if name.contains("_fold_") && !early {
            assert!(
                exp < load,
                "{name}: fold mode's exponential moved after the loads"
            );
            seen.1 += 1;
        } else {
            assert!(
                load < exp,
                "{name}: the gate exponential (instruction {exp}) comes before the first token load ({load})"
            );
            seen.0 += 1;
        }
    }
    assert!(seen.0 >= 30 && seen.1 >= 2, "{seen:?}");
}

/// The 64-byte lines of sm_90's constant bank 0 (at or past 0x200: the driver's constant at
/// 0x208 and the kernel parameters from 0x210) that a listing's instructions read before its
/// first global load.
fn constant_lines_before_first_load(sass: &str) -> std::collections::BTreeSet<usize> {
    let mut lines = std::collections::BTreeSet::new();
    for l in sass_code(sass) {
        if l.contains("LDG") {
            break;
        }
        for part in l.split("c[0x0][0x").skip(1) {
            let hex: String = part.chars().take_while(|c| c.is_ascii_hexdigit()).collect();
            if let Ok(off) = usize::from_str_radix(&hex, 16) {
                if off >= 0x200 {
                    lines.insert(off / 64);
                }
            }
        }
    }
    lines
}

/// Verify's launch order puts the parameters its prologue reads first
/// (`vocab::signature`, PERFORMANCE.md version 30): each constant line a work-group misses on
/// holds its first instructions, one after the other. Every sm_90 verify instance reads at
/// most 3 lines before its first global load, fold and tree instances at most 4 (the former
/// order: up to 5, and 6 in GDN's fold instances), and so do those with `guessed_start`,
/// whose prologue also computes the guessed block's addresses (two of them read a fourth
/// line, and were 11.6% (f32 tuple, 25×4) and 12.8% (bf16 snapshot, 25×4) faster with it,
/// H100, PERFORMANCE.md version 43). Control: a listing that reads five parameters 64
/// bytes apart counts five lines.
#[test]
fn verify_reads_few_constant_lines_before_its_first_load() {
    let guessing: Vec<String> = kernels::instances()
        .expect("instances")
        .into_iter()
        .filter(|i| match &i.spec {
            Spec::Verify(cfg) => {
                i.arch == Arch::Sm90 && kernels::gdn_verify::generated_schedule(cfg).guessed_start
            }
            _ => false,
        })
        .map(|i| format!("{}.sass", i.name))
        .collect();
    assert!(!guessing.is_empty(), "no instance has guessed_start");
    let spread: String = (0..5)
        .map(|i| {
            format!(
                "        /*{:04x}*/ ULDC UR4, c[0x0][0x{:x}] ;\n",
                i * 16,
                0x210 + 64 * i
            )
        })
        .chain(["        /*0050*/ LDG.E R2, desc[UR4][R2.64] ;\n".to_string()])
        .collect();
    assert_eq!(constant_lines_before_first_load(&spread).len(), 5);
    let mut seen = 0;
    let listings = [sm90_listings("gdn_verify_"), sm90_listings("kda_verify_")].concat();
    for (name, sass) in listings {
        let lines = constant_lines_before_first_load(&sass);
        let plain = !name.contains("_tree") && !name.contains("_fold_");
        let most = if plain && !guessing.contains(&name) {
            3
        } else {
            4
        };
        assert!(
            !lines.is_empty() && lines.len() <= most,
            "{name}: {} constant lines before the first load ({lines:?}; at most {most}): \
             the prologue's parameters belong first in VERIFY_PARAMS",
            lines.len()
        );
        seen += 1;
    }
    assert!(seen >= 60, "{seen} listings");
}
