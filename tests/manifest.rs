//! The committed manifest against the kernels: the loader's launch ABI (parameters in
//! order, grid rule) is the kernel's, every listed file exists with its sha256, and a file
//! that was changed is refused.

#![cfg(feature = "generator")]

use deltagen::kernels;
use deltagen::runtime::Manifest;
use std::path::Path;

fn manifest() -> Manifest {
    Manifest::load(&Path::new(env!("CARGO_MANIFEST_DIR")).join("generated"))
        .expect("generated/manifest.toml loads")
}

#[test]
fn manifest_abi_matches_every_kernel() {
    let m = manifest();
    let instances = kernels::instances().expect("instances");
    assert_eq!(
        m.instances.len(),
        instances.len(),
        "one manifest entry per instance"
    );
    for inst in instances {
        let e = m
            .find(&inst.name, inst.arch)
            .unwrap_or_else(|| panic!("{} on {} missing", inst.name, inst.arch));
        let k = inst.build().expect("builds");
        assert_eq!(
            e.params,
            deltagen::cases::launch_params(&k),
            "{}: parameters",
            inst.name
        );
        assert_eq!(
            e.grid,
            deltagen::cases::launch_grid(&k),
            "{}: grid",
            inst.name
        );
        assert_eq!(e.group_size, k.group_size, "{}: group size", inst.name);
        assert_eq!(e.entry, k.name, "{}: entry symbol", inst.name);
        for ext in if inst.arch.vendor() == deltagen::target::Vendor::Nvidia {
            vec!["ptx", "cubin"]
        } else {
            vec!["hsaco"]
        } {
            m.read_verified(e, ext)
                .unwrap_or_else(|err| panic!("{err}"));
        }
    }
}

#[test]
fn a_changed_file_is_refused() {
    let m = manifest();
    let e = &m.instances[0];
    let dir = std::env::temp_dir().join(format!("deltagen-manifest-{}", std::process::id()));
    let file = &e.files[0];
    let target = dir.join(file);
    std::fs::create_dir_all(target.parent().expect("parent")).expect("dir");
    let mut bytes = std::fs::read(m.dir.join(file)).expect("read");
    let middle = bytes.len() / 2;
    bytes[middle] ^= 1;
    std::fs::write(&target, &bytes).expect("write");
    let copy = Manifest {
        dir: dir.clone(),
        ..m.clone()
    };
    let ext = file.rsplit('.').next().expect("extension");
    let err = copy
        .read_verified(e, ext)
        .expect_err("a modified file must be refused");
    assert!(err.contains("sha256"), "{err}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn malformed_manifests_are_errors_naming_the_line() {
    let bad = [
        "format = 2\nllvm = \"22.1\"\n",
        "format = 1\nllvm = \"22.1\"\n[[instance]]\nname = oops\n",
        "format = 1\nllvm = \"22.1\"\n[[instance]]\nname = \"x\"\narch = \"sm_75\"\n",
    ];
    for text in bad {
        let e = Manifest::parse(Path::new("."), text).expect_err(text);
        assert!(!e.is_empty());
    }
}
