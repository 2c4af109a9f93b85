//! The `deltagen` command line.
//!
//!   deltagen gen [--out DIR] [--check] [--schedule [+]FIELDS]
//!   deltagen asm <kernel> --arch <arch> [--pool P] [--mode M] [--stage S] [--schedule [+]FIELDS]
//!   deltagen run <kernel> [--arch A] [--pool P] [--mode M] --inputs IN --out OUT
//!   deltagen plan --model <name> --draft D --requests R [...]
//!   deltagen list
//!   deltagen bench [OPTIONS]      (the `cuda` feature; `bench --help`)

use deltagen::kernels;
use deltagen::target::Arch;
use std::process::ExitCode;

/// The usage text; `{FIELDS}` stands for the schedule fields ([`usage`]).
const USAGE_TEXT: &str = "usage:
  deltagen gen [--out DIR] [--check]     write every generated kernel to DIR (default: generated)
                                         --check: write nothing, fail naming stale files
               [--schedule [+]FIELDS]    a variant to measure, into its own --out DIR: verify's
                                         schedule (a comma-separated list of
{FIELDS}                                         or none) in place of the committed one;
                                         +FIELDS: the committed one with FIELDS added
  deltagen asm <kernel> --arch <arch> [--pool f32|bf16] [--mode decode|snapshot|tuple|fold]
               [--stage ir|llvm|asm|disasm] [--schedule [+]FIELDS]
                                         print one kernel's emitted code (default stage: asm;
                                         --schedule as for gen)
  deltagen run <kernel> [--arch <arch>] [--pool f32|bf16] [--mode decode|snapshot|tuple|fold]
               --inputs IN.safetensors --out OUT.safetensors
                                         run one kernel on the CPU interpreter (default arch
                                         sm_90); `deltagen run --help` lists the tensors
  deltagen plan --model <name> --draft D --requests R [--mode snapshot|tuple|fold] [--fold-depth R]
               [--pool-dtype f32|bf16] [--kv-bytes-per-token B] [--json]
               [--layers L --heads H,HV  instead of --model] [--gate gdn|kda] [--tree]
                                         speculative scratch of both commit paths
  deltagen list                          list the generated instances
  deltagen bench [--generated DIR] [--json FILE] [--quick] [--shapes NxD,...] [--pdl] [...]
                                         time every kernel on this machine's NVIDIA GPU
                                         (needs the `cuda` feature; `deltagen bench --help`
                                         lists every option; ARCHITECTURE.md §8 method)

<kernel> is a kernel family (gdn_replay, gdn_verify, kda_replay, kda_verify, kda_gate,
gdn_commit_scatter, conv_window_scatter) narrowed by --pool/--mode, or an instance name from `deltagen list`.";

/// The usage: [`USAGE_TEXT`] with the schedule fields as `gdn_verify::Schedule` names them
/// (the one list), a few to a line.
fn usage() -> String {
    let indent = " ".repeat(41);
    let mut lines = String::new();
    let mut line = String::new();
    for name in kernels::gdn_verify::Schedule::field_names() {
        if !line.is_empty() && indent.len() + line.len() + name.len() + 2 > 90 {
            lines.push_str(&format!("{indent}{}\n", line.trim_end()));
            line.clear();
        }
        line.push_str(name);
        line.push_str(", ");
    }
    if !line.is_empty() {
        lines.push_str(&format!("{indent}{}\n", line.trim_end()));
    }
    USAGE_TEXT.replace("{FIELDS}", &lines)
}

/// Print to stdout. A closed pipe (`deltagen list | head`) ends the process quietly
/// (`stdio::end_quietly_on_closed_stdout`); any other write error (a full disk) is an error,
/// so the exit status says the output is incomplete.
fn say(text: &str) -> Result<(), String> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(|e| format!("writing the output: {e}"))
}

fn main() -> ExitCode {
    deltagen::stdio::end_quietly_on_closed_stdout();
    let args: Vec<String> = std::env::args().skip(1).collect();
    // `bench` reports and exits on its own terms (exit code 2 on a bad option, SKIP without
    // a driver), so it is not routed through `run`'s `Result`.
    #[cfg(feature = "cuda")]
    if args.first().map(String::as_str) == Some("bench") {
        return deltagen::bench::main(&args[1..]);
    }
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("deltagen: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `--name value` options after a subcommand; unknown options are errors.
struct Opts<'a> {
    positional: Vec<&'a str>,
    values: Vec<(&'a str, &'a str)>,
    flags: Vec<&'a str>,
}

fn parse<'a>(args: &'a [String], with_value: &[&str], flags: &[&str]) -> Result<Opts<'a>, String> {
    let mut o = Opts {
        positional: vec![],
        values: vec![],
        flags: vec![],
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if with_value.contains(&a.as_str()) {
            let v = it
                .next()
                .ok_or_else(|| format!("{a} needs a value\n{}", usage()))?;
            o.values.push((a.as_str(), v.as_str()));
        } else if flags.contains(&a.as_str()) {
            o.flags.push(a.as_str());
        } else if a.starts_with('-') {
            return Err(format!("unknown option {a}\n{}", usage()));
        } else {
            o.positional.push(a.as_str());
        }
    }
    Ok(o)
}

impl Opts<'_> {
    fn value(&self, name: &str) -> Option<&str> {
        self.values
            .iter()
            .rev()
            .find(|(k, _)| *k == name)
            .map(|(_, v)| *v)
    }
    fn arch(&self, default: Option<Arch>) -> Result<Arch, String> {
        match (self.value("--arch"), default) {
            (Some(a), _) => a
                .parse()
                .map_err(|e: deltagen::vocab::Unknown| e.to_string()),
            (None, Some(d)) => Ok(d),
            (None, None) => Err("--arch is required (sm_80, sm_90, sm_100, gfx942, gfx950)".into()),
        }
    }
    /// `--schedule FIELDS` or `--schedule +FIELDS`, parsed, when given.
    #[cfg(feature = "codegen")]
    fn schedule(&self) -> Result<Option<kernels::gdn_verify::Variant>, String> {
        self.value("--schedule")
            .map(kernels::gdn_verify::Variant::parse)
            .transpose()
    }

    /// The one instance the positional kernel name and --pool/--mode select.
    fn instance(&self, arch: Arch) -> Result<kernels::Instance, String> {
        let [name] = self.positional[..] else {
            return Err(format!("give one kernel name\n{}", usage()));
        };
        let mut filters = Vec::new();
        if let Some(p) = self.value("--pool") {
            filters.push(("pool_dtype", p));
        }
        if let Some(m) = self.value("--mode") {
            filters.push(("mode", m));
        }
        let (inst, count) = kernels::find(name, arch, &filters)?;
        if count > 1 {
            eprintln!(
                "deltagen: {count} instances match; using {} (give the full name for another: `deltagen list` shows them)",
                inst.name
            );
        }
        Ok(inst)
    }
}

fn run(args: &[String]) -> Result<(), String> {
    let Some(cmd) = args.first() else {
        return Err(usage());
    };
    let rest = &args[1..];
    // `<command> --help`: the usage (`run --help` lists the tensors of every kernel).
    if cmd != "run" && rest.iter().any(|a| a == "--help" || a == "-h") {
        return say(&format!("{}\n", usage()));
    }
    match cmd.as_str() {
        "list" => {
            if let Some(a) = rest.first() {
                return Err(format!("`list` takes no arguments, got {a}\n{}", usage()));
            }
            let lines: Vec<String> = kernels::instances()?
                .iter()
                .map(|i| format!("{:<8} {}\n", i.arch.name(), i.name))
                .collect();
            say(&lines.concat())
        }
        "run" => run_file(rest),
        "plan" => {
            use deltagen::runtime::plan::{QUERY_FLAGS, QUERY_OPTIONS};
            let dashed = |names: &[&str]| -> Vec<String> {
                names.iter().map(|n| format!("--{n}")).collect()
            };
            let (options, mut flags) = (dashed(QUERY_OPTIONS), dashed(QUERY_FLAGS));
            flags.push("--json".into());
            let options: Vec<&str> = options.iter().map(String::as_str).collect();
            let flags: Vec<&str> = flags.iter().map(String::as_str).collect();
            plan(&parse(rest, &options, &flags)?)
        }
        #[cfg(feature = "codegen")]
        "gen" => codegen::gen(&parse(rest, &["--out", "--schedule"], &["--check"])?),
        #[cfg(feature = "codegen")]
        "asm" => codegen::asm(&parse(
            rest,
            &["--arch", "--pool", "--mode", "--stage", "--schedule"],
            &[],
        )?),
        #[cfg(not(feature = "codegen"))]
        "gen" | "asm" => Err(format!(
            "`{cmd}` needs the `codegen` feature (LLVM); rebuild with --features codegen"
        )),
        "bench" => Err(
            "`bench` needs the `cuda` feature: `cargo run --release --features cuda -- bench`, or `cargo xtask bench`"
                .into(),
        ),
        "help" | "--help" | "-h" => {
            say(&format!("{}\n", usage()))
        }
        other => Err(format!("unknown command `{other}`\n{}", usage())),
    }
}

fn plan(o: &Opts) -> Result<(), String> {
    use deltagen::runtime::plan::{self, gib, Query};
    use deltagen::vocab::Mode;
    if let Some(p) = o.positional.first() {
        return Err(format!("unexpected argument {p}\n{}", usage()));
    }
    // The options are the library's (`plan::QUERY_OPTIONS`), as the C ABI's and Python's.
    let q = Query::parse(
        &|name| o.value(&format!("--{name}")).map(str::to_string),
        &|name| o.flags.contains(&format!("--{name}").as_str()),
        &|name| format!("--{name}"),
    )?;
    if o.flags.contains(&"--json") {
        return say(&format!(
            "{}\n",
            serde_json::to_string_pretty(&q.report()).map_err(|e| e.to_string())?
        ));
    }
    let (g, draft, requests, pool, mode, depth, tree) = (
        q.geometry,
        q.draft,
        q.requests,
        q.pool,
        q.mode,
        q.fold_depth,
        q.tree,
    );
    let s = q.scratch();
    let (saved, kv, freed) = (s.difference(), q.kv_bytes_per_token, q.kv_tokens_freed());
    let mib = |b: u64| b as f64 / f64::from(1u32 << 20);
    let mut t = format!(
        "{} ({} {} layers, H={}, HV={}), D={draft}, {requests} requests ({} rows), {} pool\n",
        g.name,
        g.layers,
        g.gate.name().to_uppercase(),
        g.h,
        g.hv,
        s.rows,
        pool.name()
    );
    t.push_str(&format!(
        "{:<30} {:>12} {:>12}\n",
        "", "per row MiB", "total GiB"
    ));
    let mark = |m: Mode| if m == mode { "  <- reserved" } else { "" };
    t.push_str(&format!(
        "{:<30} {:>12.2} {:>12.2}{}\n",
        "snapshot scratch",
        mib(s.snapshot_per_row),
        gib(s.snapshot_total()),
        mark(Mode::Snapshot)
    ));
    t.push_str(&format!(
        "{:<30} {:>12.2} {:>12.2}{}\n",
        "tuple scratch (lossless)",
        mib(s.tuple_per_row),
        gib(s.tuple_total()),
        mark(Mode::Tuple)
    ));
    t.push_str(&format!(
        "{:<30} {:>12.2} {:>12.2}{}\n",
        format!(
            "fold ring (R={depth}: {})",
            if depth == 1 { "eager" } else { "lazy" }
        ),
        mib(s.tuple_per_row * (depth + 1)),
        gib(s.fold_total(depth)),
        mark(Mode::Fold)
    ));
    t.push_str(&format!(
        "{:<30} {:>12} {:>12.2}\n",
        "difference",
        "",
        gib(saved)
    ));
    t.push_str(&format!(
        "{:<30} {:>12.2} {:>12.2}\n",
        "conv windows (both paths)",
        mib(s.conv_per_row),
        gib(s.conv_total())
    ));
    let decay = plan::kda_decay_bytes(&g, draft, requests);
    if decay > 0 {
        t.push_str(&format!(
            "{:<30} {:>12} {:>12.2}  (optional: [tokens, HV, 128] f32, one buffer for every layer, {:.2} MiB)\n",
            "kda_gate decays",
            "",
            gib(decay),
            mib(decay)
        ));
    }
    if tree {
        let index = plan::tree_index_bytes(draft, requests);
        t.push_str(&format!(
            "a tree of D={draft} tokens: snapshot mode stores one state per node, tuple mode one tuple per node (the rows above); parents and the replay's accepted paths ([requests, D] i32 each) add {index} bytes\n"
        ));
    }
    if let (Some(b), Some(f)) = (kv, freed) {
        t.push_str(&format!(
            "the difference holds {f} more KV tokens at {b} bytes per token\n"
        ));
    }
    say(&t)
}

fn run_file(rest: &[String]) -> Result<(), String> {
    let o = parse(
        rest,
        &["--arch", "--pool", "--mode", "--inputs", "--out"],
        &["--help"],
    )?;
    if o.flags.contains(&"--help") {
        let mut help = String::from(
            "deltagen run <kernel> [--arch A] [--pool P] [--mode M] --inputs IN --out OUT\n\n\
             Inputs are tensors named after the kernel's parameters; outputs are its written\n\
             buffers. Buffers take their exact dtype; scalars are rank-0 tensors.\n\n",
        );
        let mut seen = Vec::new();
        for i in kernels::instances()?
            .into_iter()
            .filter(|i| i.arch == Arch::Sm90)
        {
            let key = (i.family, i.facts().mode);
            if seen.contains(&key) {
                continue;
            }
            seen.push(key);
            let kernel = i.build()?;
            help.push_str(&format!(
                "{} (e.g. {}):\n{}\n\n",
                i.family,
                i.name,
                deltagen::runfile::describe_params(&kernel)
            ));
        }
        return say(&help);
    }
    let arch = o.arch(Some(Arch::Sm90))?;
    let inst = o.instance(arch)?;
    let input = o
        .value("--inputs")
        .ok_or("run needs --inputs FILE.safetensors")?;
    let out = o.value("--out").ok_or("run needs --out FILE.safetensors")?;
    let bytes = std::fs::read(input).map_err(|e| format!("cannot read {input}: {e}"))?;
    let kernel = inst.build()?;
    let result = deltagen::runfile::run(&kernel, &bytes)?;
    std::fs::write(out, result).map_err(|e| format!("cannot write {out}: {e}"))?;
    eprintln!(
        "deltagen: ran {} on the interpreter; outputs in {out}",
        inst.name
    );
    Ok(())
}

#[cfg(feature = "codegen")]
mod codegen {
    use super::Opts;
    use deltagen::emit::{self, Tools};
    use deltagen::gen;
    use deltagen::lower::LowerOptions;
    use std::path::{Path, PathBuf};

    pub fn gen(o: &Opts) -> Result<(), String> {
        if !o.positional.is_empty() {
            return Err(format!("unexpected argument {}", o.positional[0]));
        }
        let out = Path::new(o.value("--out").unwrap_or("generated"));
        let check = o.flags.contains(&"--check");
        let schedule = o.schedule()?;
        // The folder a path names, absolute, whether or not it exists yet.
        let resolved = |p: &Path| -> Option<PathBuf> {
            if let Ok(c) = p.canonicalize() {
                return Some(c);
            }
            let parent = match p.parent() {
                Some(x) if !x.as_os_str().is_empty() => x,
                _ => Path::new("."),
            };
            Some(parent.canonicalize().ok()?.join(p.file_name()?))
        };
        // A variant never goes to the default folder of this directory or to the committed
        // generated/ of the checkout this binary was built from, whatever the working folder.
        let committed = Path::new(env!("CARGO_MANIFEST_DIR")).join("generated");
        let is_committed = resolved(out).is_some_and(|o| {
            [Path::new("generated"), committed.as_path()]
                .iter()
                .any(|c| resolved(c).as_ref() == Some(&o))
        });
        if schedule.is_some() && (check || o.value("--out").is_none() || is_committed) {
            return Err(
                "--schedule writes a variant: give it its own --out DIR (not generated/, and not with --check)"
                    .into(),
            );
        }
        let tools = Tools::locate()?;
        let start = std::time::Instant::now();
        let files = gen::generate_with(&tools, schedule, |line| eprintln!("deltagen: {line}"))?;
        if check {
            let stale = gen::stale_files(out, &files);
            if !stale.is_empty() {
                return Err(format!(
                    "{} is stale; run `{}`:\n  {}",
                    out.display(),
                    gen::REGENERATE,
                    stale.join("\n  ")
                ));
            }
            eprintln!(
                "deltagen: {} is up to date ({} files)",
                out.display(),
                files.len()
            );
        } else {
            let changed = gen::write(out, &files)?;
            eprintln!(
                "deltagen: wrote {} ({} files, {changed} changed) in {:.1}s",
                out.display(),
                files.len(),
                start.elapsed().as_secs_f64()
            );
        }
        Ok(())
    }

    pub fn asm(o: &Opts) -> Result<(), String> {
        let arch = o.arch(None)?;
        let inst = o.instance(arch)?;
        let schedule = o.schedule()?;
        if let Some(v) = schedule {
            let (applied, fully) = inst.variant_applied(v);
            if !fully {
                eprintln!(
                    "deltagen: --schedule {}: {} is built with `{}` (the fields apply to GDN's portable verify instances, some only to some modes and tiles; `gdn_verify::generated_schedule_from`)",
                    v.names(),
                    inst.name,
                    applied.names()
                );
            }
        }
        // The stage is checked before anything is built.
        let stage = o.value("--stage").unwrap_or("asm");
        if !["ir", "llvm", "asm", "disasm", "sass"].contains(&stage) {
            return Err(format!("--stage {stage}: one of ir, llvm, asm, disasm"));
        }
        let kernel = inst.build_with(schedule)?;
        if stage == "ir" {
            // The kernel IR needs no backend tool.
            return super::say(&deltagen::ir::print::print_kernel(&kernel));
        }
        let tools = Tools::locate_for(arch.vendor())?;
        let art = emit::compile(&kernel, arch, LowerOptions::default(), &tools)
            .map_err(|e| e.to_string())?;
        let text = match stage {
            "llvm" => art.llvm_ir,
            "asm" => art.asm,
            _ => art.disasm,
        };
        super::say(&text)
    }
}
