//! The HIP loader runs every call on its own device, whatever device the calling thread has
//! current, and puts the thread's device back: checked against a stand-in ROCm runtime (a
//! small C library built here, found through `ROCM_PATH`) that records the device current
//! at each load and launch. Its own test binary: it sets `ROCM_PATH` for the process.
#![cfg(feature = "hip")]

mod common;

use deltagen::runtime::hip::{plan, Hip};
use deltagen::runtime::Manifest;
use deltagen::target::Vendor;
use std::path::Path;
use std::process::Command;

/// A HIP runtime of two devices that loads and launches nothing: it keeps the thread's
/// current device and records the one current at the last load and launch.
const STUB: &str = r#"
static __thread int current = 0;
static int load_device = -1, launch_device = -1;
int hipInit(unsigned flags) { (void)flags; return 0; }
int hipGetDeviceCount(int *n) { *n = 2; return 0; }
int hipSetDevice(int d) { if (d < 0 || d > 1) return 101; current = d; return 0; }
int hipGetDevice(int *d) { *d = current; return 0; }
int hipModuleLoadData(void **m, const void *image) {
    (void)image; *m = (void *)0x10; load_device = current; return 0;
}
int hipModuleGetFunction(void **f, void *m, const char *name) {
    (void)m; (void)name; *f = (void *)0x20; return 0;
}
int hipModuleLaunchKernel(void *f, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
                          unsigned by, unsigned bz, unsigned shared, void *stream,
                          void **params, void **extra) {
    (void)f; (void)gx; (void)gy; (void)gz; (void)bx; (void)by; (void)bz; (void)shared;
    (void)stream; (void)params; (void)extra;
    launch_device = current; return 0;
}
const char *hipGetErrorString(int e) { (void)e; return "stand-in error"; }
int stub_load_device(void) { return load_device; }
int stub_launch_device(void) { return launch_device; }
"#;

#[test]
fn every_call_runs_on_the_runtimes_device_and_the_threads_device_is_put_back() {
    let dir = std::env::temp_dir().join(format!("deltagen-hip-device-{}", std::process::id()));
    let lib_dir = dir.join("lib");
    std::fs::create_dir_all(&lib_dir).expect("scratch");
    let src = dir.join("stub.c");
    std::fs::write(&src, STUB).expect("write");
    let so = lib_dir.join("libamdhip64.so");
    let built = Command::new("cc")
        .args(["-shared", "-fPIC", "-o"])
        .arg(&so)
        .arg(&src)
        .status();
    if !built.is_ok_and(|s| s.success()) {
        eprintln!("SKIP: no C compiler to build the stand-in HIP runtime");
        return;
    }
    std::env::set_var("ROCM_PATH", &dir);
    // SAFETY: the stand-in built above; each symbol is used with the C signature it has.
    let stub = unsafe { libloading::Library::new(&so) }.expect("the stand-in loads");
    let device = |name: &[u8]| -> i32 {
        // SAFETY: as above (`int f(void)`).
        unsafe {
            stub.get::<unsafe extern "C" fn() -> i32>(name)
                .expect("symbol")()
        }
    };
    let current = || -> i32 {
        let mut d = -1;
        // SAFETY: as above (`int hipGetDevice(int *)`, a live out-pointer).
        unsafe {
            stub.get::<unsafe extern "C" fn(*mut i32) -> i32>(b"hipGetDevice")
                .expect("symbol")(&mut d)
        };
        d
    };
    let set = |d: i32| {
        // SAFETY: as above (`int hipSetDevice(int)`).
        let code = unsafe {
            stub.get::<unsafe extern "C" fn(i32) -> i32>(b"hipSetDevice")
                .expect("symbol")(d)
        };
        assert_eq!(code, 0);
    };

    let hip = Hip::new(1).expect("the stand-in opens");
    assert_eq!(current(), 1, "opening selects the device");
    // The engine moves to device 0 (another context of its own) and loads for device 1.
    set(0);
    let m =
        Manifest::load(&Path::new(env!("CARGO_MANIFEST_DIR")).join("generated")).expect("manifest");
    let entry = m
        .instances
        .iter()
        .find(|e| e.arch.vendor() == Vendor::Amd)
        .expect("an AMD instance");
    let kernel = hip.load(&plan(&m, entry).expect("plan")).expect("load");
    assert_eq!(
        device(b"stub_load_device"),
        1,
        "loaded on the thread's device (0), not the runtime's (1)"
    );
    assert_eq!(
        current(),
        0,
        "the thread's device was not put back after the load"
    );
    // A launch: every parameter 1 (a grid of at least one group), on the stand-in.
    let args = common::ones_args(&entry.params);
    // SAFETY: the stand-in runtime reads no argument and no stream.
    unsafe { hip.launch(&kernel, &args, std::ptr::null_mut()) }.expect("launch");
    assert_eq!(
        device(b"stub_launch_device"),
        1,
        "launched on the thread's device (0), not the runtime's (1)"
    );
    assert_eq!(
        current(),
        0,
        "the thread's device was not put back after the launch"
    );
    // Where the thread is on the runtime's device already, it stays there.
    set(1);
    hip.load(&plan(&m, entry).expect("plan")).expect("load");
    assert_eq!((device(b"stub_load_device"), current()), (1, 1));
    let _ = std::fs::remove_dir_all(&dir);
}
