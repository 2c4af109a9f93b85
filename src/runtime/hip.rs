//! The HIP loader: the ROCm runtime (`libamdhip64.so`, under `$ROCM_PATH/lib` first) is
//! opened at run time, so nothing of ROCm is needed to build, and a machine without ROCm
//! gets an error, never an abort. Everything up to the driver calls — the code object's
//! sha256, that it declares the entry symbol, and that its argument offsets and kernarg
//! size are the ones the launch ABI packs — is checked on the CPU by [`plan`].

use super::abi::{self, ArgValue};
use super::code_object::{self, KernelInfo};
use super::manifest::{Entry, Manifest};
use libloading::{Library, Symbol};
use std::collections::BTreeMap;
use std::ffi::{c_char, c_int, c_uint, c_void, CStr, CString};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HipError(pub String);

impl std::fmt::Display for HipError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for HipError {}

/// A code object checked against the manifest and the launch ABI, ready to load.
#[derive(Clone, Debug)]
pub struct Plan {
    pub entry: Entry,
    pub hsaco: Vec<u8>,
    pub kernel: KernelInfo,
}

/// Check an AMD instance without touching the driver: sha256, the kernel in the code
/// object's metadata, argument offsets and kernarg size against the packing.
pub fn plan(manifest: &Manifest, entry: &Entry) -> Result<Plan, HipError> {
    let hsaco = manifest.read_verified(entry, "hsaco").map_err(HipError)?;
    let kernels =
        code_object::kernels(&hsaco).map_err(|e| HipError(format!("{}: {e}", entry.name)))?;
    let kernel = kernels
        .into_iter()
        .find(|k| k.name == entry.entry)
        .ok_or_else(|| {
            HipError(format!(
                "{}: the code object does not declare `{}`",
                entry.name, entry.entry
            ))
        })?;
    let mut offset = 0u64;
    for (p, (meta_offset, meta_size)) in entry.params.iter().zip(&kernel.args) {
        let size = p.ty.size() as u64;
        offset = offset.next_multiple_of(size);
        if (offset, size) != (*meta_offset, *meta_size) {
            return Err(HipError(format!(
                "{}: parameter `{}` packs at offset {offset} (size {size}) but the code object expects {meta_offset} (size {meta_size})",
                entry.name, p.name
            )));
        }
        offset += size;
    }
    if entry.params.len() != kernel.args.len() || kernel.kernarg_size < offset {
        return Err(HipError(format!(
            "{}: {} parameters / {offset} bytes packed, the code object declares {} arguments / {} bytes",
            entry.name,
            entry.params.len(),
            kernel.args.len(),
            kernel.kernarg_size
        )));
    }
    Ok(Plan {
        entry: entry.clone(),
        hsaco,
        kernel,
    })
}

type HipResult = c_int;

/// The ROCm runtime, opened with dlopen.
pub struct Hip {
    lib: Library,
    /// The device every call of this runtime runs on ([`Hip::on_device`]).
    ordinal: c_int,
}

/// Where the runtime is looked for, in order.
pub fn library_candidates() -> Vec<String> {
    let mut out = Vec::new();
    if let Some(root) = std::env::var_os("ROCM_PATH") {
        let root = std::path::PathBuf::from(root);
        out.push(root.join("lib/libamdhip64.so").display().to_string());
    }
    out.extend(
        [
            "libamdhip64.so",
            "libamdhip64.so.7",
            "libamdhip64.so.6",
            "/opt/rocm/lib/libamdhip64.so",
        ]
        .map(String::from),
    );
    out
}

impl Hip {
    /// Open the runtime and select device `ordinal`.
    pub fn new(ordinal: i32) -> Result<Hip, HipError> {
        let tried = library_candidates();
        // SAFETY: loading the ROCm runtime runs its initialisers, which is what using HIP
        // requires; nothing else of the library is touched before the checks below.
        let lib = tried
            .iter()
            .find_map(|p| unsafe { Library::new(p) }.ok())
            .ok_or_else(|| {
                HipError(format!(
                    "the ROCm runtime is not installed (tried {})",
                    tried.join(", ")
                ))
            })?;
        let hip = Hip { lib, ordinal };
        // SAFETY (this and the calls below): each symbol is called with the arguments its
        // HIP declaration takes, pointing to live locals.
        hip.call0(
            "hipInit",
            |f: Symbol<unsafe extern "C" fn(c_uint) -> HipResult>| unsafe { f(0) },
        )?;
        let mut count: c_int = 0;
        hip.call0(
            "hipGetDeviceCount",
            |f: Symbol<unsafe extern "C" fn(*mut c_int) -> HipResult>| unsafe { f(&mut count) },
        )?;
        if ordinal < 0 || ordinal >= count {
            return Err(HipError(format!(
                "HIP device {ordinal} does not exist ({count} devices)"
            )));
        }
        hip.set_device(ordinal)?;
        Ok(hip)
    }

    fn set_device(&self, ordinal: c_int) -> Result<(), HipError> {
        // SAFETY: hipSetDevice takes a device ordinal by value.
        self.call0(
            "hipSetDevice",
            |f: Symbol<unsafe extern "C" fn(c_int) -> HipResult>| unsafe { f(ordinal) },
        )
    }

    /// Run `f` with this runtime's device current on the calling thread, and the thread's
    /// device put back afterwards: an engine that drives several GPUs from one thread (and
    /// moved to another device since this runtime was opened) loads and launches on the
    /// device it asked for, and keeps its own current device.
    fn on_device<T>(&self, f: impl FnOnce() -> Result<T, HipError>) -> Result<T, HipError> {
        let mut current: c_int = -1;
        // SAFETY: hipGetDevice writes one int through a live out-pointer.
        self.call0(
            "hipGetDevice",
            |g: Symbol<unsafe extern "C" fn(*mut c_int) -> HipResult>| unsafe { g(&mut current) },
        )?;
        if current == self.ordinal {
            return f();
        }
        self.set_device(self.ordinal)?;
        let out = f();
        let back = self.set_device(current);
        let value = out?;
        back.map(|()| value)
    }

    /// Look `name` up and call it through `call`; a non-zero result is an error with HIP's
    /// own message.
    fn call0<F: Copy>(
        &self,
        name: &str,
        call: impl FnOnce(Symbol<F>) -> HipResult,
    ) -> Result<(), HipError> {
        // SAFETY: the symbol is declared with the signature of the HIP API function of that
        // name (hip_runtime_api.h); it is only called through `call`.
        let f: Symbol<F> = unsafe { self.lib.get(name.as_bytes()) }
            .map_err(|e| HipError(format!("{name} missing from the ROCm runtime: {e}")))?;
        let code = call(f);
        if code == 0 {
            return Ok(());
        }
        // SAFETY: hipGetErrorString takes an error code and returns a static, NUL-terminated
        // C string (checked for null before it is read).
        let text = unsafe {
            self.lib
                .get::<unsafe extern "C" fn(HipResult) -> *const c_char>(b"hipGetErrorString")
                .ok()
                .map(|f| f(code))
                .filter(|p| !p.is_null())
                .map(|p| CStr::from_ptr(p).to_string_lossy().into_owned())
                .unwrap_or_default()
        };
        Err(HipError(format!("{name} failed with {code} {text}")))
    }

    /// Load a checked code object on this runtime's device; its function handle.
    pub fn load(&self, plan: &Plan) -> Result<HipKernel, HipError> {
        self.on_device(|| self.load_here(plan))
    }

    fn load_here(&self, plan: &Plan) -> Result<HipKernel, HipError> {
        let mut module: *mut c_void = std::ptr::null_mut();
        let image = plan.hsaco.as_ptr().cast::<c_void>();
        // SAFETY: `image` is a complete code object that outlives the call; `module` and
        // `function` are live out-parameters; `name` is NUL-terminated.
        self.call0(
            "hipModuleLoadData",
            |f: Symbol<unsafe extern "C" fn(*mut *mut c_void, *const c_void) -> HipResult>| unsafe {
                f(&mut module, image)
            },
        )?;
        let name = CString::new(plan.entry.entry.clone())
            .map_err(|_| HipError("entry symbol contains NUL".into()))?;
        let mut function: *mut c_void = std::ptr::null_mut();
        self.call0(
            "hipModuleGetFunction",
            |f: Symbol<
                unsafe extern "C" fn(*mut *mut c_void, *mut c_void, *const c_char) -> HipResult,
            >| unsafe { f(&mut function, module, name.as_ptr()) },
        )?;
        Ok(HipKernel {
            function,
            plan: plan.clone(),
        })
    }

    /// Launch on `stream` (a raw `hipStream_t`, null = the default stream; it must belong to
    /// this runtime's device), on this runtime's device.
    ///
    /// # Safety
    /// As for the CUDA loader: every pointer argument must be a device allocation large
    /// enough for the launch (the typed launch API checks it), `stream` live or null.
    pub unsafe fn launch(
        &self,
        k: &HipKernel,
        args: &BTreeMap<String, ArgValue>,
        stream: *mut c_void,
    ) -> Result<(), HipError> {
        let packed = abi::pack(&k.plan.entry.params, args).map_err(HipError)?;
        let grid = abi::grid(&k.plan.entry.grid, args).map_err(HipError)?;
        if grid.contains(&0) {
            return Ok(());
        }
        let mut bytes = packed.bytes;
        let mut pointers: Vec<*mut c_void> = packed
            .offsets
            .iter()
            .map(|&o| bytes.as_mut_ptr().wrapping_add(o).cast())
            .collect();
        let block = k.plan.entry.group_size;
        // SAFETY: `function` is live; `pointers` point into `bytes`, which outlives the call;
        // the caller guarantees the device pointers and the stream.
        type Launch = unsafe extern "C" fn(
            *mut c_void,
            c_uint,
            c_uint,
            c_uint,
            c_uint,
            c_uint,
            c_uint,
            c_uint,
            *mut c_void,
            *mut *mut c_void,
            *mut *mut c_void,
        ) -> HipResult;
        self.on_device(|| {
            self.call0("hipModuleLaunchKernel", |f: Symbol<Launch>| unsafe {
                f(
                    k.function,
                    grid[0],
                    grid[1],
                    grid[2],
                    block,
                    1,
                    1,
                    0,
                    stream,
                    pointers.as_mut_ptr(),
                    std::ptr::null_mut(),
                )
            })
        })
    }
}

/// A loaded kernel.
pub struct HipKernel {
    function: *mut c_void,
    pub plan: Plan,
}
