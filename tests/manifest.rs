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
fn malformed_manifests_are_errors_naming_the_key() {
    let good = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("generated/manifest.toml"),
    )
    .expect("manifest");
    assert!(Manifest::parse(Path::new("."), &good).is_ok());
    // (text, what the message must name)
    let first = |from: &str, to: &str| good.replacen(from, to, 1);
    let bad = [
        ("format = 2\nllvm = \"22.1\"\n".to_string(), "format"),
        ("llvm = \"22.1\"\n".to_string(), "format"),
        (
            "format = 1\nllvm = \"22.1\"\n[[instance]]\nname = oops\n".to_string(),
            "name",
        ),
        (first("arch = \"sm_80\"", "arch = \"sm_75\""), "sm_75"),
        (
            first("family = \"gdn_replay\"", "family = \"gdn_replays\""),
            "gdn_replays",
        ),
        (
            first("family = \"gdn_replay\"", "familie = \"gdn_replay\""),
            "familie",
        ),
        (
            first("group_size = 128", "group_size = \"128\""),
            "group_size",
        ),
        (first("group_size = 128", "group_size = 0"), "group_size"),
        (first("tile = \"bv8w4\"", "tile = \"bv8x4\""), "bv8x4"),
        (
            first("lanes_per_column = 16", "lanes_per_column = -16"),
            "lanes_per_column",
        ),
        (first("\"pool:ptr<f32>\"", "\"pool:ptr<f33>\""), "params"),
        (first("entry = ", "# entry = "), "entry"),
    ];
    for (text, key) in bad {
        assert_ne!(text, good, "the edit for `{key}` did not apply");
        let e = Manifest::parse(Path::new("."), &text).expect_err(key);
        assert!(e.contains(key), "the error must name `{key}`: {e}");
    }
}

/// Programmatic dependent launch: the manifest marks an instance `pdl = true` exactly when
/// its PTX has both grid-dependency controls, the wait after the launch trigger; that is
/// every verify instance on an arch with PDL, and nothing else (a PDL launch of a kernel
/// without the wait could read what the previous kernel is still writing).
#[test]
fn pdl_fact_matches_the_emitted_wait() {
    let m = manifest();
    let mut marked = 0;
    for e in &m.instances {
        let ptx = e.files.iter().find(|f| f.ends_with(".ptx"));
        let text = ptx.map(|f| std::fs::read_to_string(m.dir.join(f)).expect("ptx readable"));
        let wait = text.as_deref().and_then(|t| t.find("griddepcontrol.wait;"));
        let trigger = text
            .as_deref()
            .and_then(|t| t.find("griddepcontrol.launch_dependents;"));
        let pdl = e.file.pdl == Some(true);
        marked += usize::from(pdl);
        assert_eq!(pdl, wait.is_some(), "{} on {}", e.name, e.arch);
        assert_eq!(pdl, trigger.is_some(), "{} on {}", e.name, e.arch);
        if let (Some(w), Some(t)) = (wait, trigger) {
            assert!(t < w, "{}: the trigger comes before the wait", e.name);
        }
        assert_eq!(
            pdl,
            e.family.is_verify() && e.arch.has_pdl(),
            "{} on {}",
            e.name,
            e.arch
        );
    }
    assert!(marked > 0, "no instance takes PDL");
}
