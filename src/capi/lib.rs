//! deltagen's C ABI as a shared library (`generated/include/deltagen.h`): an engine in C,
//! C++, Python (ctypes) or any language with a C FFI loads the generated kernels for a
//! device and launches verify / replay / commit on its own device memory and stream.
//!
//!   cargo build --release -p deltagen-capi   ->   target/release/libdeltagen.so
//!
//! (The workspace member `deltagen-capi`, crate name `deltagen`, depends on the main crate,
//! renamed `dg` here, with only its CUDA loader: no LLVM is needed to build it.)
//!
//! Every function validates its arguments with the typed launch API before launching,
//! returns a status, and keeps the message for `deltagen_last_error`; panics are caught
//! and become `DELTAGEN_ERR_PANIC`.

use dg::ir::Scalar;
use dg::runtime::abi::ParamType;
use dg::runtime::capi_types::{DgCommitArgs, DgConvArgs, DgDtypes, DgTensor, DgVerifyArgs};
use dg::runtime::cuda::{Cuda, CudaKernel};
use dg::runtime::dispatch::{self, Config, Speculation};
use dg::runtime::launch::{
    self, CommitIndices, CommitShapes, ConvShapes, DeviceTensor, Ring, VerifyShapes, VerifyStore,
    VerifyTensors,
};
use dg::runtime::{Entry, Manifest};
use std::cell::RefCell;
use std::collections::HashMap;
use std::ffi::{c_char, c_int, c_void, CStr, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};

const ERR_INVALID: c_int = 1;
const ERR_DRIVER: c_int = 2;
const ERR_PANIC: c_int = 3;

thread_local! {
    static LAST_ERROR: RefCell<CString> = RefCell::new(CString::default());
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

pub struct Context {
    cuda: Cuda,
    manifest: Manifest,
    kernels: HashMap<String, CudaKernel>,
    resolved: CString,
}

impl Context {
    fn kernel(&mut self, entry: &Entry) -> Result<&CudaKernel, (c_int, String)> {
        if !self.kernels.contains_key(&entry.name) {
            let k = self.cuda.load(&self.manifest, entry).map_err(driver)?;
            self.kernels.insert(entry.name.clone(), k);
        }
        self.kernels
            .get(&entry.name)
            .ok_or_else(|| invalid("kernel cache"))
    }
    fn arch(&self) -> Result<String, (c_int, String)> {
        self.cuda
            .native_arch()
            .map(|a| a.name().to_string())
            .ok_or_else(|| {
                invalid(format!(
                    "{} (sm_{}{}) has no generated cubin arch",
                    self.cuda.name, self.cuda.compute_capability.0, self.cuda.compute_capability.1
                ))
            })
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
    // SAFETY: non-null and NUL-terminated by the caller's contract.
    unsafe { CStr::from_ptr(p) }
        .to_str()
        .map(str::to_string)
        .map_err(|_| invalid("a dtype string is not UTF-8"))
}

/// # Safety
/// Every pointer in `d` is NULL or a NUL-terminated string.
unsafe fn dtypes(d: &DgDtypes) -> Result<(String, String, String, String), (c_int, String)> {
    // SAFETY: forwarded from the caller.
    unsafe {
        Ok((
            text(d.profile, "portable")?,
            text(d.act_dtype, "bf16")?,
            text(d.dt_bias_dtype, "f32")?,
            text(d.pool_dtype, "f32")?,
        ))
    }
}

/// A C tensor with the dtype the instance's parameter `name` has.
fn tensor(entry: &Entry, name: &str, t: DgTensor) -> DeviceTensor {
    let dtype = entry
        .params
        .iter()
        .find_map(|p| match p.ty {
            ParamType::Ptr(s) if p.name == name => Some(s),
            _ => None,
        })
        .unwrap_or(Scalar::F32);
    DeviceTensor {
        ptr: t.ptr,
        dtype,
        len: t.len as usize,
    }
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
        let ctx = Box::new(Context {
            cuda,
            manifest,
            kernels: HashMap::new(),
            resolved: CString::default(),
        });
        // SAFETY: `out` is non-null and writable by contract.
        unsafe { *out = Box::into_raw(ctx) };
        Ok(())
    })
}

/// # Safety
/// `ctx` is NULL or came from `deltagen_create` and is not used afterwards.
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
/// `ctx` came from `deltagen_create`; `args` points to a filled struct; every tensor is
/// device memory of the context's device with the given element count; `stream` is a
/// CUstream of that device or NULL.
#[no_mangle]
pub unsafe extern "C" fn deltagen_verify(
    ctx: *mut Context,
    args: *const DgVerifyArgs,
    stream: *mut c_void,
) -> c_int {
    guard(|| {
        // SAFETY: by the function's contract.
        let (ctx, a) = unsafe {
            (
                ctx.as_mut().ok_or_else(|| invalid("NULL context"))?,
                args.as_ref().ok_or_else(|| invalid("NULL args"))?,
            )
        };
        // SAFETY: the dtype strings are NULL or NUL-terminated by contract.
        let (profile, act, dt, pool) = unsafe { dtypes(&a.dtypes)? };
        let mode = match a.mode {
            0 => "decode",
            1 => "snapshot",
            2 => "tuple",
            m => return Err(invalid(format!("mode {m}: 0 decode, 1 snapshot, 2 tuple"))),
        };
        let cfg = Config {
            arch: ctx.arch()?,
            profile,
            mode: mode.to_string(),
            act_dtype: act,
            dt_bias_dtype: dt,
            pool_dtype: pool,
            speculation: Speculation::Eagle { topk: 1 },
            draft: a.draft,
            d_alloc: a.d_alloc,
            h: a.h,
            hv: a.hv,
            ..Config::default()
        };
        let entry = if mode == "decode" {
            let m = &ctx.manifest;
            m.instances
                .iter()
                .find(|e| {
                    e.arch.name() == cfg.arch
                        && e.family == "gdn_verify"
                        && e.facts.get("mode").map(String::as_str) == Some("decode")
                        && e.facts.get("pool_dtype") == Some(&cfg.pool_dtype)
                        && e.facts.get("act_dtype") == Some(&cfg.act_dtype)
                        && e.facts.get("dt_bias_dtype") == Some(&cfg.dt_bias_dtype)
                        && e.facts.get("profile") == Some(&cfg.profile)
                })
                .cloned()
                .ok_or_else(|| invalid("no decode instance for these dtypes"))?
        } else {
            let r = dispatch::resolve(&cfg, &ctx.manifest, a.requests).map_err(invalid)?;
            ctx.resolved = CString::new(r.line()).unwrap_or_default();
            r.verify
        };
        let t = |n: &str, x: DgTensor| tensor(&entry, n, x);
        let tensors = VerifyTensors {
            q: t("q", a.q),
            k: t("k", a.k),
            v: t("v", a.v),
            a: t("a", a.a),
            b: t("b", a.b),
            a_log: t("A_log", a.a_log),
            dt_bias: t("dt_bias", a.dt_bias),
            o: t("o", a.o),
            pool: t("pool", a.pool),
            h0_indices: t("h0_indices", a.h0_indices),
            cu_seqlens: t("cu_seqlens", a.cu_seqlens),
        };
        let store = match mode {
            "decode" => VerifyStore::Pool,
            "snapshot" => VerifyStore::Snapshot {
                inter_indices: t("inter_indices", a.inter_indices),
                inter: t("inter", a.inter),
                row_pitch: a.inter_row_pitch,
            },
            _ => VerifyStore::Tuple {
                inter_indices: t("inter_indices", a.inter_indices),
                u: t("ring_u", a.ring_u),
                k: t("ring_k", a.ring_k),
                decay: t("ring_decay", a.ring_decay),
                u_row_pitch: a.u_row_pitch,
                k_row_pitch: a.k_row_pitch,
                decay_row_pitch: a.decay_row_pitch,
            },
        };
        let shapes = VerifyShapes {
            requests: a.requests,
            tokens: a.tokens,
            draft: a.draft,
            d_alloc: a.d_alloc,
            slots: a.slots,
            rows: a.rows,
            h: a.h,
            hv: a.hv,
            stride_q: a.stride_q,
            stride_k: a.stride_k,
            stride_v: a.stride_v,
            stride_a: a.stride_a,
            stride_b: a.stride_b,
            pool_slot_pitch: a.pool_slot_pitch,
            scale: a.scale,
            softplus_beta: a.softplus_beta,
            softplus_threshold: a.softplus_threshold,
        };
        let launch_args = launch::verify(&entry, &tensors, &store, &shapes).map_err(invalid)?;
        let kernel = ctx.kernel(&entry)?;
        // SAFETY: the typed launch API checked every tensor against the shapes; the stream
        // is the caller's (contract).
        unsafe { kernel.launch(&launch_args, stream.cast()) }.map_err(driver)
    })
}

/// Replay (`replay = true`) or commit scatter.
///
/// # Safety
/// As for `deltagen_verify`.
unsafe fn commit(
    ctx: *mut Context,
    args: *const DgCommitArgs,
    stream: *mut c_void,
    replay: bool,
) -> c_int {
    guard(|| {
        // SAFETY: by the function's contract.
        let (ctx, a) = unsafe {
            (
                ctx.as_mut().ok_or_else(|| invalid("NULL context"))?,
                args.as_ref().ok_or_else(|| invalid("NULL args"))?,
            )
        };
        // SAFETY: the dtype strings are NULL or NUL-terminated by contract.
        let (_, _, _, pool) = unsafe { dtypes(&a.dtypes)? };
        let arch = ctx.arch()?;
        let (family, key) = if replay {
            ("gdn_replay", "pool_dtype")
        } else {
            ("gdn_commit_scatter", "dtype")
        };
        let entry = ctx
            .manifest
            .instances
            .iter()
            .find(|e| {
                e.arch.name() == arch && e.family == family && e.facts.get(key) == Some(&pool)
            })
            .cloned()
            .ok_or_else(|| invalid(format!("no {family} instance for a {pool} pool on {arch}")))?;
        let t = |n: &str, x: DgTensor| tensor(&entry, n, x);
        let steps_name = if replay {
            "accepted_steps"
        } else {
            "step_indices"
        };
        let idx = CommitIndices {
            slots: t("slot_indices", a.slot_indices),
            rows: t("row_indices", a.row_indices),
            steps: t(steps_name, a.steps),
            track_slots: t("track_slots", a.track_slots),
            track_steps: t("track_steps", a.track_steps),
        };
        let shapes = CommitShapes {
            layers: a.layers,
            requests: a.requests,
            slots: a.slots,
            rows: a.rows,
            steps: a.draft,
            d_alloc: a.d_alloc,
            h: a.h,
            hv: a.hv,
            pool_layer_pitch: a.pool_layer_pitch,
            pool_slot_pitch: a.pool_slot_pitch,
        };
        let launch_args = if replay {
            let ring = Ring {
                u: t("ring_u", a.ring_u),
                k: t("ring_k", a.ring_k),
                decay: t("ring_decay", a.ring_decay),
                u_layer_pitch: a.u_layer_pitch,
                u_row_pitch: a.u_row_pitch,
                k_layer_pitch: a.k_layer_pitch,
                k_row_pitch: a.k_row_pitch,
                decay_layer_pitch: a.decay_layer_pitch,
                decay_row_pitch: a.decay_row_pitch,
            };
            launch::replay(&entry, &t("pool", a.pool), &ring, &idx, &shapes)
        } else {
            launch::commit_scatter(
                &entry,
                &t("pool", a.pool),
                &t("inter", a.inter),
                a.inter_layer_pitch,
                a.inter_row_pitch,
                &idx,
                &shapes,
            )
        }
        .map_err(invalid)?;
        let kernel = ctx.kernel(&entry)?;
        // SAFETY: checked by the typed launch API; the stream is the caller's.
        unsafe { kernel.launch(&launch_args, stream.cast()) }.map_err(driver)
    })
}

/// # Safety
/// As for `deltagen_verify`.
#[no_mangle]
pub unsafe extern "C" fn deltagen_replay(
    ctx: *mut Context,
    args: *const DgCommitArgs,
    stream: *mut c_void,
) -> c_int {
    // SAFETY: forwarded contract.
    unsafe { commit(ctx, args, stream, true) }
}

/// # Safety
/// As for `deltagen_verify`.
#[no_mangle]
pub unsafe extern "C" fn deltagen_commit_scatter(
    ctx: *mut Context,
    args: *const DgCommitArgs,
    stream: *mut c_void,
) -> c_int {
    // SAFETY: forwarded contract.
    unsafe { commit(ctx, args, stream, false) }
}

/// # Safety
/// As for `deltagen_verify`.
#[no_mangle]
pub unsafe extern "C" fn deltagen_conv_scatter(
    ctx: *mut Context,
    args: *const DgConvArgs,
    stream: *mut c_void,
) -> c_int {
    guard(|| {
        // SAFETY: by the function's contract.
        let (ctx, a) = unsafe {
            (
                ctx.as_mut().ok_or_else(|| invalid("NULL context"))?,
                args.as_ref().ok_or_else(|| invalid("NULL args"))?,
            )
        };
        let arch = ctx.arch()?;
        let entry = ctx
            .manifest
            .instances
            .iter()
            .find(|e| e.arch.name() == arch && e.family == "conv_window_scatter")
            .cloned()
            .ok_or_else(|| invalid(format!("no conv_window_scatter instance on {arch}")))?;
        let t = |n: &str, x: DgTensor| tensor(&entry, n, x);
        let idx = CommitIndices {
            slots: t("slot_indices", a.slot_indices),
            rows: t("row_indices", a.row_indices),
            steps: t("step_indices", a.steps),
            track_slots: t("track_slots", a.track_slots),
            track_steps: t("track_steps", a.track_steps),
        };
        let shapes = ConvShapes {
            layers: a.layers,
            requests: a.requests,
            slots: a.slots,
            rows: a.rows,
            steps: a.draft,
            d_alloc: a.d_alloc,
            conv_dim: a.conv_dim,
            conv_layer_pitch: a.conv_layer_pitch,
            conv_slot_pitch: a.conv_slot_pitch,
            win_layer_pitch: a.win_layer_pitch,
            win_row_pitch: a.win_row_pitch,
        };
        let launch_args = launch::conv_scatter(
            &entry,
            &t("conv", a.conv),
            &t("windows", a.windows),
            &idx,
            &shapes,
        )
        .map_err(invalid)?;
        let kernel = ctx.kernel(&entry)?;
        // SAFETY: checked by the typed launch API; the stream is the caller's.
        unsafe { kernel.launch(&launch_args, stream.cast()) }.map_err(driver)
    })
}
