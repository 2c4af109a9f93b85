//! The CUDA loader on a machine without an NVIDIA driver: an error, never a panic.
#![cfg(feature = "cuda")]

use deltagen::runtime::cuda::{driver_present, Cuda};

#[test]
fn without_a_driver_creating_a_context_is_an_error() {
    if driver_present() {
        eprintln!("SKIP: an NVIDIA driver is installed here; `cargo xtask gpu` covers that case");
        return;
    }
    let err = Cuda::new(0).err().expect("no driver: an error").0;
    assert!(err.contains("libcuda"), "{err}");
}
