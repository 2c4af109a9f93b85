//! The dependency rule of ARCHITECTURE.md, enforced: every module of the crate may import
//! only from its own layer and the layers below it.
//!
//!   vocabulary (vocab, target) <- ir <- dsl <- interp, kernels <- codegen (lower, emit,
//!   gen, isa_rules)
//!   vocabulary <- runtime <- C ABI (src/capi)
//!   the harness (cases, golden, runfile, bench, the binaries, examples) sits on top.
//!
//! The test reads every `.rs` file under `src/`, skips comments and the unit-test module
//! at the end of a file (`#[cfg(test)]` at column 0: tests may build inputs with upper
//! layers), and reports each `crate::X` / `deltagen::X` path that reaches a module its
//! layer may not import, with file and line.

use std::path::{Path, PathBuf};

/// What each top-level module may import (besides itself).
fn allowed(module: &str) -> Option<&'static [&'static str]> {
    const VOCAB: &[&str] = &["vocab", "target"];
    const IR: &[&str] = &["vocab", "target", "ir"];
    const DSL: &[&str] = &["vocab", "target", "ir", "dsl"];
    const KERNELS: &[&str] = &["vocab", "target", "ir", "dsl", "kernels"];
    const INTERP: &[&str] = &["vocab", "target", "ir", "interp"];
    const CODEGEN: &[&str] = &[
        "vocab",
        "target",
        "ir",
        "dsl",
        "interp",
        "kernels",
        "lower",
        "emit",
        "gen",
        "isa_rules",
    ];
    const RUNTIME: &[&str] = &["vocab", "target", "runtime"];
    Some(match module {
        "vocab" | "target" => VOCAB,
        "ir" => IR,
        "dsl" => DSL,
        "interp" => INTERP,
        "kernels" => KERNELS,
        "lower" | "emit" | "gen" | "isa_rules" => CODEGEN,
        "runtime" => RUNTIME,
        "capi" => &["vocab", "target", "runtime"],
        // The harness and the crate root may use everything.
        "cases" | "golden" | "runfile" | "bench" | "stdio" | "bin" | "main" | "lib" => return None,
        _ => &[],
    })
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The modules a line names through `crate::X` or `deltagen::X` / `dg::X` (the C ABI's
/// name for the crate), outside comments and string literals.
fn imports(line: &str) -> Vec<String> {
    let code = line.split("//").next().unwrap_or("");
    let mut out = Vec::new();
    let mut in_str = false;
    let mut cleaned = String::new();
    for c in code.chars() {
        if c == '"' {
            in_str = !in_str;
        }
        cleaned.push(if in_str { ' ' } else { c });
    }
    for prefix in ["crate::", "deltagen::", "dg::"] {
        let mut rest = cleaned.as_str();
        while let Some(i) = rest.find(prefix) {
            let before = rest[..i].chars().last();
            rest = &rest[i + prefix.len()..];
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                continue;
            }
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if !name.is_empty() {
                out.push(name);
            }
        }
    }
    out
}

/// Every violation under `src/`: `file:line: module imports X`.
fn violations(src: &Path) -> Vec<String> {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    files.sort();
    let mut out = Vec::new();
    for f in files {
        let rel = f.strip_prefix(src).unwrap_or(&f);
        let first = rel
            .components()
            .next()
            .map(|c| {
                c.as_os_str()
                    .to_string_lossy()
                    .trim_end_matches(".rs")
                    .to_string()
            })
            .unwrap_or_default();
        let Some(ok) = allowed(&first) else {
            continue;
        };
        let text = std::fs::read_to_string(&f).unwrap_or_default();
        for (n, line) in text.lines().enumerate() {
            if line.starts_with("#[cfg(test)]") {
                break;
            }
            for m in imports(line) {
                if m != first && !ok.contains(&m.as_str()) {
                    out.push(format!(
                        "src/{}:{}: `{first}` imports `{m}` (it may import: {})",
                        rel.display(),
                        n + 1,
                        ok.join(", ")
                    ));
                }
            }
        }
    }
    out
}

#[test]
fn no_layer_reaches_upward() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let v = violations(&src);
    assert!(v.is_empty(), "layering violations:\n{}", v.join("\n"));
}

#[test]
fn an_upward_import_is_seen() {
    assert_eq!(imports("use crate::dsl::Val; // crate::ir"), vec!["dsl"]);
    assert_eq!(imports("let x = \"crate::ir\";"), Vec::<String>::new());
    assert_eq!(imports("use deltagen::runtime::launch;"), vec!["runtime"]);
    assert_eq!(imports("x::crate::ir"), Vec::<String>::new());
    // A runtime file importing the DSL is a violation, naming the file and the module.
    let dir = std::env::temp_dir().join(format!("deltagen-layers-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("runtime")).expect("dir");
    std::fs::write(
        dir.join("runtime/bad.rs"),
        "//! crate::dsl in a comment is fine\nuse crate::vocab::Scalar;\nuse crate::dsl::Val;\n#[cfg(test)]\nmod tests { use crate::kernels; }\n",
    )
    .expect("write");
    let v = violations(&dir);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(
        v,
        vec![
            "src/runtime/bad.rs:3: `runtime` imports `dsl` (it may import: vocab, target, runtime)"
        ]
    );
}
