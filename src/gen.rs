//! `generated/`: every instance of every kernel on every arch, the manifest, and the
//! freshness check (rust-analyzer's `generate(check)` shape: the same code writes the files
//! and, in a test or with `--check`, names the stale ones).

use crate::emit::{self, Artifacts, Tools};
use crate::ir::{print::print_kernel, GridTerm, Kernel, ParamKind};
use crate::kernels::{self, Instance};
use crate::lower::LowerOptions;
use crate::target::Vendor;
use crate::vocab::manifest::{InstanceFile, Launch, ManifestFile, FORMAT};
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};

const PREAMBLE: &str = include_str!("../templates/preamble.txt");
const MANIFEST_HEADER: &str = include_str!("../templates/manifest_header.txt");
const RESOURCES_HEADER: &str = include_str!("../templates/resources_header.txt");
const C_HEADER: &str = include_str!("../templates/deltagen.h");
const PY_ABI: &str = include_str!("../templates/deltagen_abi.py");

/// The command that regenerates `generated/`, named by every staleness error.
pub const REGENERATE: &str = "cargo xtask gen";

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeneratedFile {
    /// Relative to the output folder.
    pub path: PathBuf,
    pub bytes: Vec<u8>,
}

/// Fill `{{key}}` placeholders. Every placeholder must be given and every value used, so a
/// template and its caller cannot drift apart silently.
pub fn fill(template: &str, values: &[(&str, String)]) -> Result<String, String> {
    let mut out = template.to_string();
    for (k, v) in values {
        let key = format!("{{{{{k}}}}}");
        if !out.contains(&key) {
            return Err(format!("template has no placeholder {key}"));
        }
        out = out.replace(&key, v);
    }
    if let Some(at) = out.find("{{") {
        let rest: String = out[at..].chars().take(40).collect();
        return Err(format!("template placeholder left unfilled: {rest}"));
    }
    Ok(out)
}

pub fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// `major.minor` of the linked LLVM (the patch level is left out so that a security update
/// of the Debian package does not by itself make `generated/` stale).
pub fn llvm_version() -> String {
    let (major, minor, _) = inkwell::support::get_llvm_version();
    format!("{major}.{minor}")
}

fn comment_prefix(ext: &str) -> &'static str {
    match ext {
        "s" => ";",
        _ => "//",
    }
}

fn facts_text(inst: &Instance) -> String {
    inst.facts()
        .pairs()
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect::<Vec<_>>()
        .join("  ")
}

/// The header of a text file; `ir` is the printed kernel IR, whose sha256 it carries.
fn preamble(inst: &Instance, ir: &str, ext: &str, tool: &str) -> Result<String, String> {
    fill(
        PREAMBLE,
        &[
            ("c", comment_prefix(ext).to_string()),
            ("family", inst.family.to_string()),
            ("instance", inst.name.clone()),
            ("arch", inst.arch.name().to_string()),
            ("facts", facts_text(inst)),
            ("ir_sha256", sha256_hex(ir.as_bytes())),
            ("llvm", llvm_version()),
            ("pipeline", emit::PIPELINE.to_string()),
            ("tool", tool.to_string()),
        ],
    )
}

/// Work-groups per axis, as the manifest writes them (`16*num_v_heads`, `1`).
fn grid_text(kernel: &Kernel) -> Vec<String> {
    kernel
        .grid
        .dims
        .iter()
        .map(|terms| {
            let t: Vec<String> = terms
                .iter()
                .map(|t| match t {
                    GridTerm::Const(c) => c.to_string(),
                    GridTerm::Param(p) => kernel.params[*p as usize].name.clone(),
                    GridTerm::CeilDiv(p, d) => {
                        format!("ceil({}/{d})", kernel.params[*p as usize].name)
                    }
                })
                .collect();
            if t.is_empty() {
                "1".to_string()
            } else {
                t.join("*")
            }
        })
        .collect()
}

/// The launch parameters, as the manifest writes them (`q:ptr<bf16>`, `scale:f32`).
fn params_text(kernel: &Kernel) -> Vec<String> {
    kernel
        .params
        .iter()
        .map(|p| {
            let kind = match p.kind {
                ParamKind::Buffer { elem, .. } => format!("ptr<{}>", elem.name()),
                ParamKind::Scalar(s) => s.name().to_string(),
            };
            format!("{}:{kind}", p.name)
        })
        .collect()
}

/// The files of one instance on its arch, plus its manifest entry.
fn instance_files(
    inst: &Instance,
    kernel: &Kernel,
    art: &Artifacts,
    tool: &str,
) -> Result<(Vec<GeneratedFile>, InstanceFile), String> {
    let dir = PathBuf::from(inst.arch.name());
    let mut files = Vec::new();
    let ir = print_kernel(kernel);
    let text = |ext: &str, body: &str| -> Result<GeneratedFile, String> {
        Ok(GeneratedFile {
            path: dir.join(format!("{}.{ext}", inst.name)),
            bytes: format!("{}{body}", preamble(inst, &ir, ext, tool)?).into_bytes(),
        })
    };
    // The kernel IR first (the files follow the pipeline): reviewed in diffs like the code
    // it compiles to; no loader reads it.
    files.push(text("ir", &ir)?);
    match inst.arch.vendor() {
        Vendor::Nvidia => {
            files.push(text("ptx", &art.asm)?);
            files.push(GeneratedFile {
                path: dir.join(format!("{}.cubin", inst.name)),
                bytes: art.binary.clone(),
            });
            files.push(text("sass", &compact_listing(&art.disasm))?);
        }
        Vendor::Amd => {
            files.push(text("s", &art.asm)?);
            files.push(GeneratedFile {
                path: dir.join(format!("{}.hsaco", inst.name)),
                bytes: art.binary.clone(),
            });
        }
    }
    let entry = InstanceFile::new(
        inst.name.clone(),
        inst.family,
        inst.arch,
        inst.facts(),
        Launch {
            entry: kernel.name.clone(),
            group_size: kernel.group_size,
            grid: grid_text(kernel),
            params: params_text(kernel),
            files: files.iter().map(|f| f.path.display().to_string()).collect(),
            sha256: files.iter().map(|f| sha256_hex(&f.bytes)).collect(),
        },
    );
    Ok((files, entry))
}

/// The tool that made the binary, for the preamble: ptxas's release line (pinned by
/// `cargo xtask`), or the linked LLVM's `major.minor` for ld.lld (whose patch level must not
/// make `generated/` stale, see [`llvm_version`]).
fn tool_version(tools: &Tools, vendor: Vendor) -> String {
    match vendor {
        Vendor::Nvidia => {
            let out = std::process::Command::new(&tools.ptxas)
                .arg("--version")
                .output();
            let text = out
                .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
                .unwrap_or_default();
            let line = text
                .lines()
                .find(|l| l.contains("release"))
                .unwrap_or("version unknown");
            format!("ptxas: {}", line.trim())
        }
        Vendor::Amd => format!("ld.lld: LLVM {}", llvm_version()),
    }
}

/// One instance's files, manifest entry and resource line.
type InstanceOutput = (Vec<GeneratedFile>, InstanceFile, String);

/// Generate every file of `generated/` in memory. `progress` gets one line per artifact.
pub fn generate(
    tools: &Tools,
    progress: impl FnMut(&str) + Send,
) -> Result<Vec<GeneratedFile>, String> {
    generate_with(tools, None, progress)
}

/// [`generate`], with verify's schedule from `variant` instead of the committed one (a
/// variant to measure; `deltagen gen --schedule`).
pub fn generate_with(
    tools: &Tools,
    variant: Option<crate::kernels::gdn_verify::Variant>,
    mut progress: impl FnMut(&str) + Send,
) -> Result<Vec<GeneratedFile>, String> {
    let instances = kernels::instances()?;
    let nv_tool = tool_version(tools, Vendor::Nvidia);
    let amd_tool = tool_version(tools, Vendor::Amd);
    let mut files = Vec::new();
    let mut manifest = ManifestFile {
        format: FORMAT,
        llvm: llvm_version(),
        instances: Vec::new(),
    };
    // Compile in parallel (each instance gets its own LLVM context and scratch folder),
    // then assemble in the fixed instance order so the output does not depend on timing.
    use rayon::prelude::*;
    let done = std::sync::atomic::AtomicUsize::new(0);
    let progress = std::sync::Mutex::new(&mut progress);
    let compiled: Vec<Result<InstanceOutput, String>> = instances
        .par_iter()
        .map(|inst| {
            let start = std::time::Instant::now();
            let kernel = inst.build_with(variant)?;
            let art = emit::compile(&kernel, inst.arch, LowerOptions::default(), tools)
                .map_err(|e| e.to_string())?;
            let tool = match inst.arch.vendor() {
                Vendor::Nvidia => &nv_tool,
                Vendor::Amd => &amd_tool,
            };
            let (fs, entry) = instance_files(inst, &kernel, &art, tool)?;
            let r = &art.resources;
            let line = format!(
                "{} {} {} {} {}\n",
                inst.name, r.registers, r.spill_stores, r.spill_loads, r.shared_bytes
            );
            let out = (fs, entry, line);
            let n = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
            if let Ok(mut p) = progress.lock() {
                p(&format!(
                    "[{n:>3}/{}] {:<7} {:<52} {} files, {:.2}s",
                    instances.len(),
                    inst.arch.name(),
                    inst.name,
                    out.0.len(),
                    start.elapsed().as_secs_f64()
                ));
            }
            Ok(out)
        })
        .collect();
    let mut resources: Vec<(crate::target::Arch, String)> = Vec::new();
    for (inst, c) in instances.iter().zip(compiled) {
        let (mut fs, entry, line) = c?;
        files.append(&mut fs);
        manifest.instances.push(entry);
        match resources.iter_mut().find(|(a, _)| *a == inst.arch) {
            Some((_, text)) => text.push_str(&line),
            None => {
                let source = match inst.arch.vendor() {
                    Vendor::Nvidia => "ptxas -v; registers per thread",
                    Vendor::Amd => {
                        "kernel descriptor; VGPRs per lane, scratch bytes as spill stores"
                    }
                };
                let header = fill(
                    RESOURCES_HEADER,
                    &[
                        ("arch", inst.arch.name().to_string()),
                        ("source", source.to_string()),
                    ],
                )?;
                resources.push((inst.arch, format!("{header}{line}")));
            }
        }
    }
    for (arch, text) in resources {
        files.push(GeneratedFile {
            path: PathBuf::from(arch.name()).join("resources.txt"),
            bytes: text.into_bytes(),
        });
    }
    files.push(GeneratedFile {
        path: PathBuf::from("include/deltagen.h"),
        bytes: fill(
            C_HEADER,
            &[
                ("version", env!("CARGO_PKG_VERSION").to_string()),
                ("declarations", crate::vocab::cabi::c_declarations()),
            ],
        )?
        .into_bytes(),
    });
    files.push(GeneratedFile {
        path: PathBuf::from("python/deltagen_abi.py"),
        bytes: fill(
            PY_ABI,
            &[
                ("version", env!("CARGO_PKG_VERSION").to_string()),
                ("module", crate::vocab::cabi::python_module()),
            ],
        )?
        .into_bytes(),
    });
    files.push(GeneratedFile {
        path: PathBuf::from("manifest.toml"),
        bytes: format!(
            "{MANIFEST_HEADER}{}",
            toml::to_string(&manifest).map_err(|e| format!("manifest: {e}"))?
        )
        .into_bytes(),
    });
    Ok(files)
}

/// Every file under `dir`, relative to it, sorted. A symbolic link is listed as a file of
/// its own and never followed, so nothing outside `dir` is ever listed (or removed).
fn existing_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            // `DirEntry::file_type` does not follow a link: a link to a folder is a file here.
            if e.file_type().is_ok_and(|t| t.is_dir()) {
                stack.push(p);
            } else if let Ok(rel) = p.strip_prefix(dir) {
                out.push(rel.to_path_buf());
            }
        }
    }
    out.sort();
    out
}

/// Whether [`write()`] may write to `dir`: it does not exist yet, it is empty, or it holds a
/// `manifest.toml` that deltagen wrote. `write` removes every file of its folder that it
/// does not generate, so any other folder (someone's files, `.` or `~`) is refused. `dir`
/// itself may be a link to a folder; links inside it are never followed.
pub fn check_owned(dir: &Path) -> Result<(), String> {
    let meta = match std::fs::metadata(dir) {
        Ok(m) => m,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return Err(format!("{}: {e}", dir.display())),
    };
    if !meta.is_dir() {
        return Err(format!(
            "{} is not a folder; give a new or empty folder",
            dir.display()
        ));
    }
    let mut entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    if entries.next().is_none() {
        return Ok(());
    }
    let first_line = MANIFEST_HEADER.lines().next().unwrap_or_default();
    let manifest = dir.join("manifest.toml");
    let ours = std::fs::symlink_metadata(&manifest).is_ok_and(|m| m.is_file())
        && std::fs::read_to_string(&manifest).is_ok_and(|t| t.lines().next() == Some(first_line));
    if ours {
        Ok(())
    } else {
        Err(format!(
            "{} holds files but no manifest.toml that deltagen wrote; generating removes every \
             file of its folder that it does not write, so give a new or empty folder, or one \
             deltagen wrote before",
            dir.display()
        ))
    }
}

/// Files of `dir` that differ from `files`, are missing, or should not be there.
pub fn stale_files(dir: &Path, files: &[GeneratedFile]) -> Vec<String> {
    let mut stale = Vec::new();
    for f in files {
        match std::fs::read(dir.join(&f.path)) {
            Ok(bytes) if bytes == f.bytes => {}
            Ok(_) => stale.push(format!("{} (differs)", f.path.display())),
            Err(_) => stale.push(format!("{} (missing)", f.path.display())),
        }
    }
    for p in existing_files(dir) {
        if !files.iter().any(|f| f.path == p) {
            stale.push(format!("{} (not generated any more)", p.display()));
        }
    }
    stale
}

/// Write `files` under `dir`, removing files that are no longer generated. Only a folder
/// [`check_owned`] accepts is written to.
pub fn write(dir: &Path, files: &[GeneratedFile]) -> Result<usize, String> {
    check_owned(dir)?;
    let mut changed = 0;
    for p in existing_files(dir) {
        if !files.iter().any(|f| f.path == p) {
            std::fs::remove_file(dir.join(&p))
                .map_err(|e| format!("remove {}: {e}", p.display()))?;
            changed += 1;
        }
    }
    for f in files {
        let path = dir.join(&f.path);
        if std::fs::read(&path).ok().as_deref() == Some(&f.bytes[..]) {
            continue;
        }
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)
                .map_err(|e| format!("create {}: {e}", parent.display()))?;
        }
        std::fs::write(&path, &f.bytes).map_err(|e| format!("write {}: {e}", path.display()))?;
        changed += 1;
    }
    Ok(changed)
}

/// A disassembly listing with its column padding removed: an indented line keeps one
/// level of indentation, and every other run of spaces and tabs becomes one space. The
/// instructions and their order are unchanged (the ISA rules read the tool's own output);
/// the padding was a third of `generated/`'s SASS bytes.
fn compact_listing(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        let body = line.trim();
        if body.is_empty() {
            out.push('\n');
            continue;
        }
        if line.starts_with([' ', '\t']) {
            out.push_str("  ");
        }
        let mut words = body.split([' ', '\t']).filter(|w| !w.is_empty());
        if let Some(first) = words.next() {
            out.push_str(first);
        }
        for w in words {
            out.push(' ');
            out.push_str(w);
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("deltagen-gen-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).expect("scratch");
        d
    }

    fn files() -> Vec<GeneratedFile> {
        vec![
            GeneratedFile {
                path: PathBuf::from("manifest.toml"),
                bytes: format!("{MANIFEST_HEADER}format = 1\n").into_bytes(),
            },
            GeneratedFile {
                path: PathBuf::from("sm_90/k.ptx"),
                bytes: b"ptx".to_vec(),
            },
        ]
    }

    #[test]
    fn write_refuses_a_folder_it_did_not_write_and_never_follows_a_link() {
        let root = scratch("owned");
        // Someone's folder: refused, nothing removed.
        let theirs = root.join("theirs");
        std::fs::create_dir_all(theirs.join("sub")).expect("mkdir");
        std::fs::write(theirs.join("notes.txt"), "keep").expect("write");
        std::fs::write(theirs.join("manifest.toml"), "[not ours]\n").expect("write");
        let e = write(&theirs, &files()).expect_err("someone's folder was written");
        assert!(e.contains("no manifest.toml that deltagen wrote"), "{e}");
        assert_eq!(
            std::fs::read_to_string(theirs.join("notes.txt")).expect("kept"),
            "keep"
        );
        assert!(theirs.join("sub").is_dir());
        // A new folder, then the same folder again (now ours): a stale file goes, and a
        // link to a folder outside is removed as a link, its target untouched.
        let ours = root.join("ours");
        assert_eq!(write(&ours, &files()).expect("new folder"), 2);
        let outside = root.join("outside");
        std::fs::create_dir_all(&outside).expect("mkdir");
        std::fs::write(outside.join("precious.txt"), "keep").expect("write");
        std::os::unix::fs::symlink(&outside, ours.join("link")).expect("symlink");
        std::fs::write(ours.join("sm_90/old.ptx"), "stale").expect("write");
        assert_eq!(write(&ours, &files()).expect("our folder"), 2);
        assert!(!ours.join("sm_90/old.ptx").exists() && !ours.join("link").exists());
        assert_eq!(
            std::fs::read_to_string(outside.join("precious.txt")).expect("kept"),
            "keep"
        );
        // A file in place of the folder: refused. A link to our folder, named as the
        // folder itself: followed (the caller named it), and nothing changes.
        let e = write(&outside.join("precious.txt"), &files()).expect_err("a file");
        assert!(e.contains("is not a folder"), "{e}");
        std::os::unix::fs::symlink(&ours, root.join("to-ours")).expect("symlink");
        assert_eq!(
            write(&root.join("to-ours"), &files()).expect("a link to ours"),
            0
        );
        // A link to someone's folder: refused as that folder is.
        std::os::unix::fs::symlink(&theirs, root.join("to-theirs")).expect("symlink");
        let e = write(&root.join("to-theirs"), &files()).expect_err("a link to theirs");
        assert!(e.contains("no manifest.toml that deltagen wrote"), "{e}");
        // An empty folder is fine.
        let empty = root.join("empty");
        std::fs::create_dir_all(&empty).expect("mkdir");
        assert_eq!(write(&empty, &files()).expect("empty folder"), 2);
        let _ = std::fs::remove_dir_all(&root);
    }
}
