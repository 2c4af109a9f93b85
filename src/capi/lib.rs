//! deltagen's C ABI as a shared library (`generated/include/deltagen.h`): an engine in C,
//! C++, Python (ctypes) or any language with a C FFI loads the generated kernels for a
//! device and launches verify / replay / commit on its own device memory and stream.
//!
//!   cargo build --release -p deltagen-capi   ->   target/release/libdeltagen.so
//!
//! (The workspace member `deltagen-capi`, crate name `deltagen`, depends on the main crate,
//! renamed `dg` here, with only its CUDA loader: no LLVM is needed to build it.)
//!
//! The argument structs are not typed here: each launch function reads its struct at the
//! offsets `vocab::cabi::layout` computes from the family's signature (the same layout the
//! generated header and ctypes module declare, checked field by field by
//! `tests/capi_header.rs`), binds the fields by name and validates them with
//! `runtime::launch::bind`, as the Rust API does. Every function returns a status and keeps
//! the message for `deltagen_last_error`; panics are caught and become
//! `DELTAGEN_ERR_PANIC`.

use dg::runtime::cuda::{Cuda, CudaKernel};
use dg::runtime::dispatch::{self, Config};
use dg::runtime::launch::{self, Bindings, Bound};
use dg::runtime::{Entry, Manifest};
use dg::target::Arch;
use dg::vocab::cabi::{self, Layout};
use dg::vocab::signature::{self, ArgStruct, FieldTy};
use dg::vocab::{Family, Mode, Profile, Scalar};
use std::cell::RefCell;
use std::collections::HashMap;
use std::ffi::{c_char, c_int, c_void, CStr, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::OnceLock;

use dg::vocab::cabi::status::{CHECKED, ERR_DRIVER, ERR_INVALID, ERR_PANIC};

thread_local! {
    static LAST_ERROR: RefCell<CString> = RefCell::new(CString::default());
    /// The calling thread's last `deltagen_plan` / `deltagen_resolve` document.
    static LAST_TEXT: RefCell<CString> = RefCell::new(CString::default());
}

/// Run `f` for a text result: its JSON kept for the calling thread and returned, or NULL
/// with the error (or panic) kept for `deltagen_last_error`.
fn text_result(f: impl FnOnce() -> Result<String, String>) -> *const c_char {
    let mut out: Option<CString> = None;
    let status = guard(|| {
        let text = f().map_err(invalid)?;
        out = Some(CString::new(text.replace('\0', " ")).unwrap_or_default());
        Ok(())
    });
    match (status, out) {
        (0, Some(c)) => LAST_TEXT
            .try_with(|t| {
                *t.borrow_mut() = c;
                t.borrow().as_ptr()
            })
            .unwrap_or(std::ptr::null()),
        _ => std::ptr::null(),
    }
}

/// A NUL-terminated UTF-8 string argument (`what` names it in the error).
///
/// # Safety
/// `p` is NULL or a NUL-terminated string.
unsafe fn utf8(p: *const c_char, what: &str) -> Result<String, String> {
    if p.is_null() {
        return Err(format!("{what} is NULL"));
    }
    // SAFETY: non-null and NUL-terminated by the caller's contract.
    unsafe { CStr::from_ptr(p) }
        .to_str()
        .map(str::to_string)
        .map_err(|_| format!("{what} is not UTF-8"))
}

/// The memory plan of a JSON query (`runtime::plan::Query::from_json`), as JSON.
///
/// # Safety
/// `query` is NULL or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn deltagen_plan(query: *const c_char) -> *const c_char {
    text_result(|| {
        // SAFETY: the caller's contract.
        let query = unsafe { utf8(query, "the plan query")? };
        let q = dg::runtime::plan::Query::from_json(&query)?;
        Ok(q.report().to_string())
    })
}

/// Validate and resolve a JSON configuration (`Config::from_json`) for `requests`, as JSON.
///
/// # Safety
/// `ctx` is NULL or a live context; `config` is NULL or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn deltagen_resolve(
    ctx: *const Context,
    config: *const c_char,
    requests: u64,
) -> *const c_char {
    text_result(|| {
        // SAFETY: a live context or NULL by contract.
        let ctx = unsafe { ctx.as_ref() }.ok_or("NULL context")?;
        // SAFETY: the caller's contract.
        let config = unsafe { utf8(config, "the configuration")? };
        let arch = ctx.arch().map_err(|(_, m)| m)?;
        let cfg = Config::from_json(&config, arch)?;
        if requests == 0 {
            return Err("requests must be at least 1".into());
        }
        let r = dispatch::resolve(&cfg, &ctx.manifest, requests).map_err(|e| e.to_string())?;
        Ok(r.report().to_string())
    })
}

fn set_error(msg: &str) {
    let c = CString::new(msg.replace('\0', " ")).unwrap_or_default();
    // `try_with`: no panic during thread teardown, when the slot may already be gone.
    let _ = LAST_ERROR.try_with(|e| *e.borrow_mut() = c);
}

/// Run `f`, turning errors and panics into a status and a message.
fn guard(f: impl FnOnce() -> Result<(), (c_int, String)>) -> c_int {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(Ok(())) => 0,
        Ok(Err((code, msg))) => {
            set_error(&msg);
            code
        }
        Err(p) => {
            let what = p
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            set_error(&format!("internal error (panic): {what}"));
            ERR_PANIC
        }
    }
}

fn invalid<E: std::fmt::Display>(e: E) -> (c_int, String) {
    (ERR_INVALID, e.to_string())
}
fn driver<E: std::fmt::Display>(e: E) -> (c_int, String) {
    (ERR_DRIVER, e.to_string())
}

/// Where a context launches: a CUDA device, or nowhere (a host-only context checks the
/// arguments for an arch and launches nothing).
enum Target {
    Device(Cuda),
    Host(Arch),
}

pub struct Context {
    target: Target,
    manifest: Manifest,
    kernels: HashMap<String, CudaKernel>,
    resolved: CString,
    /// Launch the instances that wait (`pdl`) with programmatic dependent launch.
    pdl: bool,
}

impl Context {
    fn kernel(&mut self, entry: &Entry) -> Result<&CudaKernel, (c_int, String)> {
        let Target::Device(cuda) = &self.target else {
            return Err(invalid("a host-only context loads no kernel"));
        };
        if !self.kernels.contains_key(&entry.name) {
            let k = cuda.load(&self.manifest, entry).map_err(driver)?;
            self.kernels.insert(entry.name.clone(), k);
        }
        self.kernels
            .get(&entry.name)
            .ok_or_else(|| invalid("kernel cache"))
    }
    fn arch(&self) -> Result<Arch, (c_int, String)> {
        match &self.target {
            Target::Host(arch) => Ok(*arch),
            Target::Device(cuda) => cuda.native_arch().ok_or_else(|| {
                invalid(format!(
                    "{} (sm_{}{}) has no generated cubin arch",
                    cuda.name, cuda.compute_capability.0, cuda.compute_capability.1
                ))
            }),
        }
    }
}

/// A C string, or `default` for NULL.
///
/// # Safety
/// `p` is NULL or a NUL-terminated string.
unsafe fn text(p: *const c_char, default: &str) -> Result<String, (c_int, String)> {
    if p.is_null() {
        return Ok(default.to_string());
    }
    // SAFETY: non-null, and NUL-terminated by the caller's contract.
    unsafe { utf8(p, "a dtype string") }.map_err(invalid)
}

/// The C layout of a struct of the ABI, computed once per process (it is read on every
/// launch).
fn layout(s: &ArgStruct) -> Result<&'static Layout, (c_int, String)> {
    static LAYOUTS: OnceLock<Vec<(&'static str, Layout)>> = OnceLock::new();
    LAYOUTS
        .get_or_init(|| {
            cabi::structs()
                .into_iter()
                .map(|st| (st.c_name, cabi::layout(st)))
                .collect()
        })
        .iter()
        .find(|(name, _)| *name == s.c_name)
        .map(|(_, l)| l)
        .ok_or_else(|| {
            (
                ERR_PANIC,
                format!("internal error: no layout for {}", s.c_name),
            )
        })
}

/// An engine's argument struct, read at the offsets of its C layout.
struct Raw<'a> {
    bytes: &'a [u8],
    layout: &'static Layout,
}

impl Raw<'_> {
    /// # Safety
    /// `args` is NULL or points to a struct of `s`'s C layout (what the header declares).
    unsafe fn read(args: *const c_void, s: &'static ArgStruct) -> Result<Self, (c_int, String)> {
        if args.is_null() {
            return Err(invalid("NULL args"));
        }
        let layout = layout(s)?;
        // SAFETY: `args` points to `layout.size` readable bytes by the caller's contract.
        let bytes = unsafe { std::slice::from_raw_parts(args.cast::<u8>(), layout.size) };
        Ok(Raw { bytes, layout })
    }

    fn at<const N: usize>(&self, offset: usize) -> [u8; N] {
        let mut out = [0u8; N];
        if let Some(b) = self.bytes.get(offset..offset + N) {
            out.copy_from_slice(b);
        }
        out
    }
    fn u64_at(&self, offset: usize) -> u64 {
        u64::from_ne_bytes(self.at(offset))
    }
    fn offset(&self, name: &str) -> Option<usize> {
        self.layout.offset(name).map(|(_, off)| off)
    }

    /// A string field of the `deltagen_dtypes` at `name`, or `default` for NULL.
    ///
    /// # Safety
    /// The pointer stored there is NULL or a NUL-terminated string.
    unsafe fn dtype(
        &self,
        name: &str,
        field: &str,
        default: &str,
    ) -> Result<String, (c_int, String)> {
        let inner = layout(&cabi::DTYPES)?.offset(field).map(|(_, o)| o);
        let (Some(base), Some(inner)) = (self.offset(name), inner) else {
            return Ok(default.to_string());
        };
        let p = self.u64_at(base + inner) as usize as *const c_char;
        // SAFETY: forwarded from the caller.
        unsafe { text(p, default) }
    }

    /// The verify mode in field `mode`, if the struct has one.
    fn mode(&self) -> Result<Option<Mode>, (c_int, String)> {
        let Some(off) = self.offset("mode") else {
            return Ok(None);
        };
        let code = u32::from_ne_bytes(self.at(off));
        cabi::mode_of_code(code).map(Some).ok_or_else(|| {
            let known: Vec<String> = Mode::ALL
                .iter()
                .map(|m| {
                    let (n, c) = cabi::mode_constant(*m);
                    format!("{c} {n}")
                })
                .collect();
            invalid(format!("mode {code}: {}", known.join(", ")))
        })
    }

    /// Every tensor, size and float field, by name.
    fn bindings(&self, mode: Option<Mode>) -> Bindings {
        let mut b = Bindings {
            mode,
            ..Bindings::default()
        };
        for (f, off) in &self.layout.fields {
            match f.ty {
                FieldTy::Tensor => {
                    let t = Bound {
                        ptr: self.u64_at(*off),
                        len: self.u64_at(off + 8),
                        dtype: None,
                    };
                    b.tensors.insert(f.name, t);
                }
                FieldTy::U64 => {
                    b.sizes.insert(f.name, self.u64_at(*off));
                }
                FieldTy::F32 => {
                    b.floats.insert(f.name, f32::from_ne_bytes(self.at(*off)));
                }
                FieldTy::Dtypes | FieldTy::Mode | FieldTy::CStr => {}
            }
        }
        b
    }
}

/// Read the struct of `family`'s launch function, pick the instance, validate from the
/// signature, and launch on `stream`.
///
/// # Safety
/// As for `deltagen_verify`.
unsafe fn launch_family(
    ctx: *mut Context,
    args: *const c_void,
    stream: *mut c_void,
    family: Family,
) -> c_int {
    guard(|| {
        // SAFETY: a live context or NULL, by the function's contract.
        let ctx = unsafe { ctx.as_mut() }.ok_or_else(|| invalid("NULL context"))?;
        let sig = signature::of(family);
        // SAFETY: `args` is NULL or this family's struct, by contract.
        let raw = unsafe { Raw::read(args, sig.args)? };
        let arch = ctx.arch()?;
        // SAFETY: the dtype strings are NULL or NUL-terminated, by contract.
        let (profile, act, dt_bias, pool) = unsafe {
            (
                raw.dtype("dtypes", "profile", "portable")?,
                raw.dtype("dtypes", "act_dtype", "bf16")?,
                raw.dtype("dtypes", "dt_bias_dtype", "f32")?,
                raw.dtype("dtypes", "pool_dtype", "f32")?,
            )
        };
        let profile: Profile = profile.parse().map_err(invalid)?;
        let dtype = |s: String| s.parse::<Scalar>().map_err(invalid);
        let (act, dt_bias, pool) = (dtype(act)?, dtype(dt_bias)?, dtype(pool)?);
        let mode = raw.mode()?;
        let b = raw.bindings(mode);
        let size = |n: &str| b.sizes.get(n).copied().unwrap_or(0);
        let entry: Entry = match (family, mode) {
            (Family::GdnVerify | Family::KdaVerify, Some(mode)) => {
                let gate = family.gate().ok_or_else(|| invalid("no gate"))?;
                let cfg = Config {
                    gate,
                    arch,
                    profile,
                    mode,
                    act_dtype: act,
                    dt_bias_dtype: dt_bias,
                    pool_dtype: pool,
                    draft: size("draft"),
                    d_alloc: size("d_alloc"),
                    h: size("h"),
                    hv: size("hv"),
                    decay_input: b.given("decay"),
                    tree: b.given("parents"),
                    ..Config::default()
                };
                if mode == Mode::Decode {
                    let e = dispatch::verify_instance(&cfg, &ctx.manifest, size("requests"));
                    e.map_err(invalid)?.clone()
                } else {
                    let r = dispatch::resolve(&cfg, &ctx.manifest, size("requests"))
                        .map_err(invalid)?;
                    ctx.resolved = CString::new(r.line()).unwrap_or_default();
                    r.verify
                }
            }
            (Family::KdaGate, _) => {
                dispatch::gate_instance(&ctx.manifest, arch, profile, act, dt_bias)
                    .map_err(invalid)?
                    .clone()
            }
            (Family::ConvWindowScatter, _) => {
                dispatch::commit_instance(&ctx.manifest, arch, family, signature::CONV_DTYPE)
                    .map_err(invalid)?
                    .clone()
            }
            (_, _) => {
                // A replay given `path` commits an EAGLE tree: that profile's tree replay.
                let tree = b.given("path").then_some(profile);
                dispatch::tree_commit_instance(&ctx.manifest, arch, family, pool, tree)
                    .map_err(invalid)?
                    .clone()
            }
        };
        let launch_args = launch::bind(&entry, &b).map_err(invalid)?;
        if let Target::Host(arch) = ctx.target {
            return Err((
                CHECKED,
                format!(
                    "valid arguments for {} ({arch}); a host-only context launches nothing",
                    entry.name
                ),
            ));
        }
        let pdl = ctx.pdl;
        let kernel = ctx.kernel(&entry)?;
        let pdl = pdl && kernel.takes_pdl();
        // SAFETY: every tensor was checked against the sizes by `bind`; the tensors are
        // device memory and `stream` the caller's stream (contract); with `pdl`, the caller
        // asked for programmatic dependent launch and keeps its condition
        // (`deltagen_set_pdl`), and the instance waits before touching anything else.
        unsafe { kernel.launch_with(&launch_args, stream.cast(), pdl) }.map_err(driver)
    })
}

/// # Safety
/// `dir` is a NUL-terminated path, `out` a valid place for a pointer.
#[no_mangle]
pub unsafe extern "C" fn deltagen_create(
    dir: *const c_char,
    device: c_int,
    out: *mut *mut Context,
) -> c_int {
    guard(|| {
        if out.is_null() || dir.is_null() {
            return Err(invalid("deltagen_create: NULL argument"));
        }
        // SAFETY: checked non-null; NUL-terminated by contract.
        let dir = unsafe { text(dir, "")? };
        let manifest = Manifest::load(std::path::Path::new(&dir)).map_err(invalid)?;
        let cuda = Cuda::new(device).map_err(driver)?;
        // SAFETY: `out` is non-null and writable by contract.
        unsafe { give(out, Target::Device(cuda), manifest) };
        Ok(())
    })
}

/// Store a new context for `target` at `out`.
///
/// # Safety
/// `out` is non-null and writable.
unsafe fn give(out: *mut *mut Context, target: Target, manifest: Manifest) {
    let ctx = Box::new(Context {
        target,
        manifest,
        kernels: HashMap::new(),
        resolved: CString::default(),
        pdl: false,
    });
    // SAFETY: the caller's guarantee.
    unsafe { *out = Box::into_raw(ctx) };
}

/// # Safety
/// `dir` and `arch` are NUL-terminated strings, `out` a valid place for a pointer.
#[no_mangle]
pub unsafe extern "C" fn deltagen_create_host(
    dir: *const c_char,
    arch: *const c_char,
    out: *mut *mut Context,
) -> c_int {
    guard(|| {
        if out.is_null() || dir.is_null() || arch.is_null() {
            return Err(invalid("deltagen_create_host: NULL argument"));
        }
        // SAFETY: checked non-null; NUL-terminated by contract.
        let (dir, arch) = unsafe { (text(dir, "")?, text(arch, "")?) };
        let arch: Arch = arch.parse().map_err(invalid)?;
        let manifest = Manifest::load(std::path::Path::new(&dir)).map_err(invalid)?;
        // SAFETY: `out` is non-null and writable by contract.
        unsafe { give(out, Target::Host(arch), manifest) };
        Ok(())
    })
}

/// # Safety
/// `ctx` is NULL or came from `deltagen_create` or `deltagen_create_host` and is not used
/// afterwards.
#[no_mangle]
pub unsafe extern "C" fn deltagen_destroy(ctx: *mut Context) {
    if !ctx.is_null() {
        // A panic while unloading (a driver binding's) must not cross the boundary; the
        // status has nowhere to go, so it is kept for `deltagen_last_error`.
        guard(|| {
            // SAFETY: created by Box::into_raw in deltagen_create, destroyed once.
            drop(unsafe { Box::from_raw(ctx) });
            Ok(())
        });
    }
}

#[no_mangle]
pub extern "C" fn deltagen_last_error() -> *const c_char {
    // `try_with`: during thread teardown the message may already be gone; then "".
    LAST_ERROR
        .try_with(|e| e.borrow().as_ptr())
        .unwrap_or(c"".as_ptr())
}

/// # Safety
/// `ctx` came from `deltagen_create`.
#[no_mangle]
pub unsafe extern "C" fn deltagen_resolved(ctx: *const Context) -> *const c_char {
    // SAFETY: a live context by contract (NULL gives an empty string).
    match unsafe { ctx.as_ref() } {
        Some(c) => c.resolved.as_ptr(),
        None => c"".as_ptr(),
    }
}

/// # Safety
/// `ctx` came from `deltagen_create`; `args` points to a filled `deltagen_verify_args`;
/// every tensor is device memory of the context's device with the given element count;
/// `stream` is a CUstream of that device or NULL.
#[no_mangle]
pub unsafe extern "C" fn deltagen_verify(
    ctx: *mut Context,
    args: *const c_void,
    stream: *mut c_void,
) -> c_int {
    // SAFETY: forwarded contract.
    unsafe { launch_family(ctx, args, stream, Family::GdnVerify) }
}

/// Programmatic dependent launch for the verify instances that wait for the previous
/// kernel (`on` = 1) or not (0, the default). Status 1 for a NULL context.
///
/// # Safety
/// `ctx` is NULL or a context from `deltagen_create`/`deltagen_create_host` not yet
/// destroyed, used by one thread at a time.
#[no_mangle]
pub unsafe extern "C" fn deltagen_set_pdl(ctx: *mut Context, on: c_int) -> c_int {
    guard(|| {
        // SAFETY: the caller's contract above.
        let ctx = unsafe { ctx.as_mut() }.ok_or_else(|| invalid("NULL context"))?;
        ctx.pdl = on != 0;
        Ok(())
    })
}

/// KDA verify: `deltagen_verify` with per-channel decay (`a` `[tokens, HV*128]`, `dt_bias`
/// `[HV*128]`, tuple decay `[rows, d_alloc, HV, 128]`).
///
/// # Safety
/// As for `deltagen_verify`.
#[no_mangle]
pub unsafe extern "C" fn deltagen_kda_verify(
    ctx: *mut Context,
    args: *const c_void,
    stream: *mut c_void,
) -> c_int {
    // SAFETY: forwarded contract.
    unsafe { launch_family(ctx, args, stream, Family::KdaVerify) }
}

/// KDA's decays for one layer, once per (token, value head, channel), into `decay`
/// `[tokens, HV, 128]` f32, for `deltagen_kda_verify`'s optional `decay`: Kimi Linear's
/// softplus gate (`safe_gate = 0`) or the safe gate (`safe_gate = 1`, with `lower_bound`).
///
/// # Safety
/// As for `deltagen_verify`, with a `deltagen_kda_gate_args`.
#[no_mangle]
pub unsafe extern "C" fn deltagen_kda_gate(
    ctx: *mut Context,
    args: *const c_void,
    stream: *mut c_void,
) -> c_int {
    // SAFETY: forwarded contract.
    unsafe { launch_family(ctx, args, stream, Family::KdaGate) }
}

/// KDA replay: `deltagen_replay` with per-channel decay tuples (`ring_decay`
/// `[layers, rows, d_alloc, HV, 128]`).
///
/// # Safety
/// As for `deltagen_verify`, with a `deltagen_commit_args`.
#[no_mangle]
pub unsafe extern "C" fn deltagen_kda_replay(
    ctx: *mut Context,
    args: *const c_void,
    stream: *mut c_void,
) -> c_int {
    // SAFETY: forwarded contract.
    unsafe { launch_family(ctx, args, stream, Family::KdaReplay) }
}

/// # Safety
/// As for `deltagen_verify`, with a `deltagen_commit_args`.
#[no_mangle]
pub unsafe extern "C" fn deltagen_replay(
    ctx: *mut Context,
    args: *const c_void,
    stream: *mut c_void,
) -> c_int {
    // SAFETY: forwarded contract.
    unsafe { launch_family(ctx, args, stream, Family::GdnReplay) }
}

/// # Safety
/// As for `deltagen_verify`, with a `deltagen_commit_args`.
#[no_mangle]
pub unsafe extern "C" fn deltagen_commit_scatter(
    ctx: *mut Context,
    args: *const c_void,
    stream: *mut c_void,
) -> c_int {
    // SAFETY: forwarded contract.
    unsafe { launch_family(ctx, args, stream, Family::GdnCommitScatter) }
}

/// # Safety
/// As for `deltagen_verify`, with a `deltagen_conv_args`.
#[no_mangle]
pub unsafe extern "C" fn deltagen_conv_scatter(
    ctx: *mut Context,
    args: *const c_void,
    stream: *mut c_void,
) -> c_int {
    // SAFETY: forwarded contract.
    unsafe { launch_family(ctx, args, stream, Family::ConvWindowScatter) }
}
