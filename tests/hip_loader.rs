//! The HIP loader on a machine without ROCm: every AMD instance passes the checks made
//! before any driver call, a launch ABI that disagrees with the code object is refused,
//! and opening the runtime is an error (never an abort).
#![cfg(feature = "hip")]

use deltagen::runtime::hip::{plan, Hip};
use deltagen::runtime::Manifest;
use deltagen::target::Vendor;
use std::path::Path;

fn manifest() -> Manifest {
    Manifest::load(&Path::new(env!("CARGO_MANIFEST_DIR")).join("generated")).expect("manifest")
}

#[test]
fn every_amd_instance_is_ready_to_load() {
    let m = manifest();
    let amd: Vec<_> = m
        .instances
        .iter()
        .filter(|e| e.arch.vendor() == Vendor::Amd)
        .collect();
    assert!(amd.len() >= 10);
    for e in amd {
        plan(&m, e).unwrap_or_else(|err| panic!("{err}"));
    }
}

#[test]
fn a_launch_abi_that_disagrees_with_the_code_object_is_refused() {
    let m = manifest();
    let e = m
        .instances
        .iter()
        .find(|e| e.arch.vendor() == Vendor::Amd && e.family == deltagen::vocab::Family::GdnReplay)
        .expect("an AMD replay");
    let mut swapped = e.clone();
    // An i64 pitch where the code object has an i32 count: offsets no longer match.
    let a = swapped
        .params
        .iter()
        .position(|p| p.name == "num_layers")
        .expect("num_layers");
    let b = swapped
        .params
        .iter()
        .position(|p| p.name == "pool_layer_pitch")
        .expect("pitch");
    swapped.params.swap(a, b);
    let err = plan(&m, &swapped).expect_err("mismatch").0;
    assert!(err.contains("offset"), "{err}");
    let mut renamed = e.clone();
    renamed.entry = "not_there".into();
    assert!(plan(&m, &renamed)
        .expect_err("missing kernel")
        .0
        .contains("does not declare"));
}

#[test]
fn without_rocm_opening_the_runtime_is_an_error() {
    if std::path::Path::new("/opt/rocm").exists() || std::env::var_os("ROCM_PATH").is_some() {
        eprintln!("SKIP: ROCm is installed here; this test checks the behaviour without it");
        return;
    }
    let err = Hip::new(0).err().expect("no ROCm: an error").0;
    assert!(err.contains("libamdhip64"), "{err}");
}
