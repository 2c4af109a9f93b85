//! The generated C header and the Rust structs of the C ABI agree: a C program compiled
//! against `generated/include/deltagen.h` prints every size and checked offset, which must
//! equal Rust's. (Needs a C compiler, as the project's machines have.)

use deltagen::runtime::capi_types::layout;
use std::process::Command;

#[test]
fn header_layout_matches_the_rust_structs() {
    let include = concat!(env!("CARGO_MANIFEST_DIR"), "/generated/include");
    let mut c = String::from(
        "#include <stdio.h>\n#include <stddef.h>\n#include \"deltagen.h\"\nint main(void) {\n",
    );
    let mut want = String::new();
    for (name, size, fields) in layout() {
        c.push_str(&format!("  printf(\"{name} %zu\\n\", sizeof({name}));\n"));
        want.push_str(&format!("{name} {size}\n"));
        for (f, off) in fields {
            c.push_str(&format!(
                "  printf(\"{name}.{f} %zu\\n\", offsetof({name}, {f}));\n"
            ));
            want.push_str(&format!("{name}.{f} {off}\n"));
        }
    }
    c.push_str("  return 0;\n}\n");
    let dir = std::env::temp_dir().join(format!("deltagen-capi-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
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
    assert_eq!(String::from_utf8_lossy(&out.stdout), want);
    let _ = std::fs::remove_dir_all(dir);
}
