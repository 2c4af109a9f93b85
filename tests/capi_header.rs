//! The C ABI's structs are laid out once (`deltagen::vocab::cabi::layout`, from the
//! signatures) and rendered twice by `cargo xtask gen`: into the C header and into the
//! Python ctypes module. Both renderings must agree with that layout on the size of every
//! struct and the offset of every field: a C program compiled against
//! `generated/include/deltagen.h` prints them with `sizeof`/`offsetof`, and Python prints
//! them from the ctypes classes of `generated/python/deltagen_abi.py`. (Needs a C compiler
//! and python3, as the project's machines have.)

use deltagen::vocab::cabi::{layout, structs};
use deltagen::vocab::diagnostics;
use std::process::Command;

/// `name size` and `name.field offset` lines, for every struct and field, from the layout.
fn expected() -> String {
    let mut want = String::new();
    for s in structs() {
        let l = layout(s);
        want.push_str(&format!("{} {}\n", s.c_name, l.size));
        for (f, off) in &l.fields {
            want.push_str(&format!("{}.{} {off}\n", s.c_name, f.name));
        }
    }
    for f in diagnostics::FLAGS {
        want.push_str(&format!("{} {}\n", f.constant(), f.bit));
    }
    want
}

fn scratch(tag: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("deltagen-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

#[test]
fn c_header_has_every_offset_of_every_field() {
    let include = concat!(env!("CARGO_MANIFEST_DIR"), "/generated/include");
    let mut c = String::from(
        "#include <stdio.h>\n#include <stddef.h>\n#include \"deltagen.h\"\nint main(void) {\n",
    );
    for s in structs() {
        let name = s.c_name;
        c.push_str(&format!("  printf(\"{name} %zu\\n\", sizeof({name}));\n"));
        for f in s.fields {
            let f = f.name;
            c.push_str(&format!(
                "  printf(\"{name}.{f} %zu\\n\", offsetof({name}, {f}));\n"
            ));
        }
    }
    for f in diagnostics::FLAGS {
        let name = f.constant();
        c.push_str(&format!("  printf(\"{name} %d\\n\", (int){name});\n"));
    }
    c.push_str("  return 0;\n}\n");
    let dir = scratch("capi");
    let (src, exe) = (dir.join("layout.c"), dir.join("layout"));
    std::fs::write(&src, c).expect("write");
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
    let status = Command::new(&cc)
        .args(["-std=c11", "-Wall", "-Werror", "-I", include])
        .arg(&src)
        .arg("-o")
        .arg(&exe)
        .status()
        .expect("a C compiler (cc)");
    assert!(status.success(), "the generated header does not compile");
    let out = Command::new(&exe).output().expect("runs");
    assert_eq!(String::from_utf8_lossy(&out.stdout), expected());
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn python_ctypes_module_has_every_offset_of_every_field() {
    let module_dir = concat!(env!("CARGO_MANIFEST_DIR"), "/generated/python");
    // Offsets as ctypes computes them from `_fields_`, and the module's own LAYOUT table,
    // which must say the same.
    let script = r#"
import sys
sys.path.insert(0, sys.argv[1])
import ctypes, deltagen_abi as m
for name, (size, offsets) in m.LAYOUT.items():
    cls = getattr(m, name)
    print(name, ctypes.sizeof(cls))
    fields = [f[0] for f in cls._fields_]
    assert fields == list(offsets), (name, fields, list(offsets))
    for f in fields:
        print(f"{name}.{f}", getattr(cls, f).offset)
        assert getattr(cls, f).offset == offsets[f], (name, f)
    assert ctypes.sizeof(cls) == size, name
for name, bit in m.DIAGNOSTICS.items():
    print(f"DELTAGEN_DIAG_{name.upper()}", getattr(m, f"DELTAGEN_DIAG_{name.upper()}"))
assert m.describe(m.DELTAGEN_DIAG_SLOT | m.DELTAGEN_DIAG_TRACK) == ["slot", "track"]
assert m.describe(0) == []
"#;
    let python = std::env::var("PYTHON").unwrap_or_else(|_| "python3".into());
    let out = Command::new(&python)
        .args(["-B", "-c", script, module_dir])
        .output()
        .unwrap_or_else(|e| panic!("python3 is needed for this test ({python}: {e})"));
    assert!(
        out.status.success(),
        "the ctypes module failed its own layout check: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), expected());
}

/// The layout in the structs' own terms: a swapped pair of same-typed fields moves both
/// offsets, so the tests above see it even where the size stays the same.
#[test]
fn every_field_has_its_own_offset() {
    for s in structs() {
        let l = layout(s);
        for w in l.fields.windows(2) {
            assert!(
                w[0].1 < w[1].1,
                "{}: {} and {}",
                s.c_name,
                w[0].0.name,
                w[1].0.name
            );
        }
    }
}
