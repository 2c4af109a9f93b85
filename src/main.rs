//! The `deltagen` command line.
//!
//!   deltagen gen [--out DIR] [--check]
//!   deltagen asm <kernel> --arch <arch> [--pool f32|bf16] [--mode M] [--stage S]
//!   deltagen list

use std::process::ExitCode;

const USAGE: &str = "usage:
  deltagen gen [--out DIR] [--check]     write every generated kernel to DIR (default: generated)
                                         --check: write nothing, fail naming stale files
  deltagen asm <kernel> --arch <arch> [--pool f32|bf16] [--mode decode|snapshot|tuple]
               [--stage ir|llvm|asm|disasm]
                                         print one kernel's emitted code (default stage: asm);
                                         <kernel> is a family (gdn_replay, gdn_verify, ...)
                                         or an instance name from `deltagen list`
  deltagen list                          list the generated instances";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("deltagen: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `--name value` options after a subcommand; unknown options are errors.
#[cfg(feature = "codegen")]
struct Opts<'a> {
    positional: Vec<&'a str>,
    values: Vec<(&'a str, &'a str)>,
    flags: Vec<&'a str>,
}

#[cfg(feature = "codegen")]
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
                .ok_or_else(|| format!("{a} needs a value\n{USAGE}"))?;
            o.values.push((a.as_str(), v.as_str()));
        } else if flags.contains(&a.as_str()) {
            o.flags.push(a.as_str());
        } else if a.starts_with('-') {
            return Err(format!("unknown option {a}\n{USAGE}"));
        } else {
            o.positional.push(a.as_str());
        }
    }
    Ok(o)
}

#[cfg(feature = "codegen")]
impl Opts<'_> {
    fn value(&self, name: &str) -> Option<&str> {
        self.values
            .iter()
            .rev()
            .find(|(k, _)| *k == name)
            .map(|(_, v)| *v)
    }
}

fn run(args: &[String]) -> Result<(), String> {
    let Some(cmd) = args.first() else {
        return Err(USAGE.to_string());
    };
    match cmd.as_str() {
        "list" => {
            for i in deltagen::kernels::instances()? {
                println!("{:<8} {}", i.arch.name(), i.name);
            }
            Ok(())
        }
        #[cfg(feature = "codegen")]
        "gen" => codegen::gen(&parse(&args[1..], &["--out"], &["--check"])?),
        #[cfg(feature = "codegen")]
        "asm" => codegen::asm(&parse(
            &args[1..],
            &["--arch", "--pool", "--mode", "--stage"],
            &[],
        )?),
        #[cfg(not(feature = "codegen"))]
        "gen" | "asm" => Err(format!(
            "`{cmd}` needs the `codegen` feature (LLVM); rebuild with --features codegen"
        )),
        "help" | "--help" | "-h" => {
            println!("{USAGE}");
            Ok(())
        }
        other => Err(format!("unknown command `{other}`\n{USAGE}")),
    }
}

#[cfg(feature = "codegen")]
mod codegen {
    use super::Opts;
    use deltagen::emit::{self, Tools};
    use deltagen::gen;
    use deltagen::kernels;
    use deltagen::lower::LowerOptions;
    use deltagen::target::Arch;
    use std::path::Path;

    pub fn gen(o: &Opts) -> Result<(), String> {
        if !o.positional.is_empty() {
            return Err(format!("unexpected argument {}", o.positional[0]));
        }
        let out = Path::new(o.value("--out").unwrap_or("generated"));
        let check = o.flags.contains(&"--check");
        let tools = Tools::locate()?;
        let start = std::time::Instant::now();
        let files = gen::generate(&tools, |line| eprintln!("deltagen: {line}"))?;
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
        let [family] = o.positional[..] else {
            return Err(
                "asm takes one kernel name, e.g. `deltagen asm gdn_replay --arch sm_90`".into(),
            );
        };
        let arch: Arch = o
            .value("--arch")
            .ok_or("asm needs --arch (sm_80, sm_90, sm_100, gfx942, gfx950)")?
            .parse()
            .map_err(|e: deltagen::target::UnknownArch| e.to_string())?;
        // A full instance name, or a kernel family narrowed by --pool / --mode.
        let pool = o.value("--pool");
        let mode = o.value("--mode");
        let all = kernels::instances()?;
        let candidates: Vec<_> = all
            .into_iter()
            .filter(|i| i.arch == arch && (i.name == family || i.family == family))
            .filter(|i| {
                let facts = i.facts();
                let has = |key: &str, want: Option<&str>| {
                    want.is_none_or(|w| {
                        facts.iter().any(|(k, v)| {
                            (*k == key || (key == "pool_dtype" && *k == "dtype")) && v == w
                        })
                    })
                };
                i.name == family || (has("pool_dtype", pool) && has("mode", mode))
            })
            .collect();
        let Some(inst) = candidates.first() else {
            return Err(format!(
                "no generated instance `{family}` on {arch} with those options; `deltagen list` shows them"
            ));
        };
        if candidates.len() > 1 {
            eprintln!("deltagen: {} instances match; showing {} (narrow with --pool/--mode or give the full name)", candidates.len(), inst.name);
        }
        let kernel = inst.build()?;
        let tools = Tools::locate()?;
        let art = emit::compile(&kernel, arch, LowerOptions::default(), &tools)
            .map_err(|e| e.to_string())?;
        let text = match o.value("--stage").unwrap_or("asm") {
            "ir" => art.ir,
            "llvm" => art.llvm_ir,
            "asm" => art.asm,
            "disasm" | "sass" => art.disasm,
            other => return Err(format!("--stage {other}: one of ir, llvm, asm, disasm")),
        };
        print!("{text}");
        Ok(())
    }
}
