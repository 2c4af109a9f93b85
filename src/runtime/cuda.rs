//! The CUDA loader: cudarc's driver bindings with `libcuda` loaded at run time, so nothing
//! of CUDA is needed to build. Every call is checked; a missing driver is an error, never a
//! panic (cudarc panics if asked for a library that is not there, so presence is checked
//! first).

use super::abi::{self, ArgValue, ParamSpec};
use super::manifest::{Entry, Manifest};
use crate::target::Arch;
use cudarc::driver::{result, sys};
use std::collections::BTreeMap;
use std::ffi::{c_void, CString};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CudaError(pub String);

impl std::fmt::Display for CudaError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for CudaError {}

fn check<T>(what: &str, r: Result<T, result::DriverError>) -> Result<T, CudaError> {
    r.map_err(|e| {
        let detail = e
            .error_string()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        CudaError(format!("{what} failed: {e:?} {detail}"))
    })
}

/// A device and its primary context. Every call that touches the device (loading,
/// launching, allocating, copying, synchronising, streams, graphs, and the drops that free
/// them) runs in that context: made current for the call when the thread's current context
/// is another one (several GPUs, an engine that switched devices) and the caller's put back
/// after, so a module is never loaded into, nor a kernel launched in, another device's
/// context.
pub struct Cuda {
    pub name: String,
    pub compute_capability: (i32, i32),
    ctx: sys::CUcontext,
}

/// A call's context made current ([`enter`]); the caller's is put back when dropped.
struct Entered {
    pushed: bool,
}

/// Make `ctx` current on this thread for the guard's life, unless it already is.
fn enter(ctx: sys::CUcontext) -> Result<Entered, CudaError> {
    if check("cuCtxGetCurrent", result::ctx::get_current())? == Some(ctx) {
        return Ok(Entered { pushed: false });
    }
    // SAFETY: `ctx` is a primary context retained by `Cuda::new` and never released, so it
    // is live for the whole process.
    check("cuCtxPushCurrent", unsafe {
        sys::cuCtxPushCurrent_v2(ctx).result()
    })?;
    Ok(Entered { pushed: true })
}

impl Drop for Entered {
    fn drop(&mut self) {
        if self.pushed {
            let mut popped: sys::CUcontext = std::ptr::null_mut();
            // SAFETY: pops the context `enter` pushed on this thread (nothing between them
            // leaves a context pushed).
            let _ = unsafe { sys::cuCtxPopCurrent_v2(&mut popped) };
        }
    }
}

/// Whether the driver library can be loaded (no driver: no CUDA, and no panic).
pub fn driver_present() -> bool {
    // SAFETY: only tries to dlopen the driver library; no CUDA call is made.
    unsafe { sys::is_culib_present() }
}

impl Cuda {
    pub fn new(ordinal: i32) -> Result<Cuda, CudaError> {
        if !driver_present() {
            return Err(CudaError(
                "the NVIDIA driver library (libcuda.so.1) is not installed".into(),
            ));
        }
        check("cuInit", result::init())?;
        let device = check("cuDeviceGet", result::device::get(ordinal))?;
        // SAFETY: `device` came from cuDeviceGet; retaining its primary context and making it
        // current is the documented way to use the device from this thread.
        let ctx = check("cuDevicePrimaryCtxRetain", unsafe {
            result::primary_ctx::retain(device)
        })?;
        // SAFETY: `ctx` is the live primary context retained above.
        check("cuCtxSetCurrent", unsafe { result::ctx::set_current(ctx) })?;
        use sys::CUdevice_attribute::*;
        // SAFETY: valid device and attribute enums.
        let major = check("cuDeviceGetAttribute", unsafe {
            result::device::get_attribute(device, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)
        })?;
        // SAFETY: as above.
        let minor = check("cuDeviceGetAttribute", unsafe {
            result::device::get_attribute(device, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)
        })?;
        let name = check("cuDeviceGetName", result::device::get_name(device))?;
        Ok(Cuda {
            name,
            compute_capability: (major, minor),
            ctx,
        })
    }

    /// The generated arch whose cubin runs natively here, if any.
    pub fn native_arch(&self) -> Option<Arch> {
        match self.compute_capability {
            (8, 0) => Some(Arch::Sm80),
            (9, 0) => Some(Arch::Sm90),
            (10, 0) => Some(Arch::Sm100),
            _ => None,
        }
    }

    /// Load an instance: its cubin when built for this exact device, otherwise its PTX,
    /// compiled by the driver. The file's sha256 must match the manifest.
    pub fn load(&self, manifest: &Manifest, entry: &Entry) -> Result<CudaKernel, CudaError> {
        let _in = enter(self.ctx)?;
        let native = self.native_arch() == Some(entry.arch);
        let mut image = manifest
            .read_verified(entry, if native { "cubin" } else { "ptx" })
            .map_err(CudaError)?;
        if !native {
            image.push(0); // the driver reads PTX as a NUL-terminated string
        }
        // SAFETY: `image` is a complete cubin or NUL-terminated PTX text and outlives the call.
        let module = check(
            &format!(
                "loading {} ({})",
                entry.name,
                if native { "cubin" } else { "PTX JIT" }
            ),
            unsafe { result::module::load_data(image.as_ptr().cast::<c_void>()) },
        )?;
        let symbol = CString::new(entry.entry.clone())
            .map_err(|_| CudaError("entry symbol contains NUL".into()))?;
        // SAFETY: `module` was just loaded and is not unloaded while the kernel lives.
        let function = check(&format!("finding `{}`", entry.entry), unsafe {
            result::module::get_function(module, symbol)
        })?;
        Ok(CudaKernel {
            ctx: self.ctx,
            module,
            function,
            params: entry.params.clone(),
            grid: entry.grid.clone(),
            group_size: entry.group_size,
            name: entry.name.clone(),
            pdl: entry.file.pdl == Some(true),
            jit: !native,
        })
    }

    pub fn alloc(&self, bytes: usize) -> Result<DeviceBuffer, CudaError> {
        let _in = enter(self.ctx)?;
        // SAFETY: plain allocation in this context; freed in Drop.
        let ptr = check("cuMemAlloc", unsafe { result::malloc_sync(bytes.max(1)) })?;
        Ok(DeviceBuffer {
            ptr,
            len: bytes,
            ctx: self.ctx,
        })
    }

    pub fn upload(&self, data: &[u8]) -> Result<DeviceBuffer, CudaError> {
        let _in = enter(self.ctx)?;
        let buf = self.alloc(data.len())?;
        // SAFETY: `buf` holds at least `data.len()` bytes.
        check("cuMemcpyHtoD", unsafe {
            result::memcpy_htod_sync(buf.ptr, data)
        })?;
        Ok(buf)
    }

    pub fn download(&self, buf: &DeviceBuffer) -> Result<Vec<u8>, CudaError> {
        let mut out = vec![0u8; buf.len];
        let _in = enter(self.ctx)?;
        // SAFETY: `buf` holds `buf.len` bytes, `out` as many.
        check("cuMemcpyDtoH", unsafe {
            result::memcpy_dtoh_sync(&mut out, buf.ptr)
        })?;
        Ok(out)
    }

    pub fn synchronize(&self) -> Result<(), CudaError> {
        let _in = enter(self.ctx)?;
        check(
            "cuCtxSynchronize (kernel execution)",
            result::ctx::synchronize(),
        )
    }
}

/// Device memory, freed when dropped.
pub struct DeviceBuffer {
    pub ptr: sys::CUdeviceptr,
    pub len: usize,
    ctx: sys::CUcontext,
}

impl Drop for DeviceBuffer {
    fn drop(&mut self) {
        let _in = enter(self.ctx);
        // SAFETY: `ptr` came from cuMemAlloc in `ctx` and is freed once.
        let _ = unsafe { result::free_sync(self.ptr) };
    }
}

/// A loaded kernel instance.
pub struct CudaKernel {
    /// The context its module was loaded into, current for each launch.
    ctx: sys::CUcontext,
    module: sys::CUmodule,
    function: sys::CUfunction,
    pub params: Vec<ParamSpec>,
    pub grid: [Vec<abi::GridFactor>; 3],
    pub group_size: u32,
    pub name: String,
    /// Loaded from PTX through the driver's JIT.
    pub jit: bool,
    /// Built with `griddepcontrol.wait` (the manifest's `pdl`).
    pdl: bool,
}

impl CudaKernel {
    /// Launch on `stream` (a raw `CUstream` the engine owns; null = the legacy default
    /// stream). Arguments by parameter name; the grid follows from them.
    ///
    /// # Safety
    /// Every pointer argument must be a device allocation large enough for what the kernel
    /// addresses with these arguments (the typed launch API checks this), and `stream`
    /// must be a live stream of the kernel's context (its device's primary context) or null
    /// (that context's legacy default stream). The launch runs in that context whatever the
    /// thread's current one is.
    pub unsafe fn launch(
        &self,
        args: &BTreeMap<String, ArgValue>,
        stream: sys::CUstream,
    ) -> Result<(), CudaError> {
        // SAFETY: forwarded contract.
        unsafe { self.launch_with(args, stream, false) }
    }

    /// As [`launch`](Self::launch), with programmatic dependent launch when `pdl` (sm_90
    /// and later): the kernel may start while the previous kernel in `stream` is still
    /// running, up to its `griddepcontrol.wait` (the verify kernels wait after loading their
    /// indices, state and gate weights, and in fold mode the first entry's ring steps). Only
    /// for a verify instance built with the wait ([`Self::takes_pdl`]), and only when the
    /// previous kernel in the stream writes neither the index arrays, the pool slots this
    /// launch reads, the gate weights, nor (fold mode) the ring rows this launch folds.
    ///
    /// # Safety
    /// As for [`launch`](Self::launch), plus the ordering condition above.
    pub unsafe fn launch_with(
        &self,
        args: &BTreeMap<String, ArgValue>,
        stream: sys::CUstream,
        pdl: bool,
    ) -> Result<(), CudaError> {
        if pdl && !self.pdl {
            return Err(CudaError(format!(
                "{}: built without griddepcontrol.wait; it cannot be launched with programmatic dependent launch",
                self.name
            )));
        }
        let packed = abi::pack(&self.params, args).map_err(CudaError)?;
        let grid = abi::grid(&self.grid, args).map_err(CudaError)?;
        if grid.contains(&0) {
            return Ok(());
        }
        let _in = enter(self.ctx)?;
        let mut bytes = packed.bytes;
        let mut pointers: Vec<*mut c_void> = packed
            .offsets
            .iter()
            .map(|&o| bytes.as_mut_ptr().wrapping_add(o).cast::<c_void>())
            .collect();
        // SAFETY: `function` is live; `pointers` point into `bytes`, which outlives the call
        // (the driver copies the arguments before returning); the caller guarantees the
        // device pointers and the stream.
        if !pdl {
            return check(&format!("launching {}", self.name), unsafe {
                result::launch_kernel(
                    self.function,
                    (grid[0], grid[1], grid[2]),
                    (self.group_size, 1, 1),
                    0,
                    stream,
                    &mut pointers,
                )
            });
        }
        let value = sys::CUlaunchAttributeValue {
            programmaticStreamSerializationAllowed: 1,
        };
        let mut attr = sys::CUlaunchAttribute {
            id: sys::CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION,
            pad: [0; 4],
            value,
        };
        let config = sys::CUlaunchConfig {
            gridDimX: grid[0],
            gridDimY: grid[1],
            gridDimZ: grid[2],
            blockDimX: self.group_size,
            blockDimY: 1,
            blockDimZ: 1,
            sharedMemBytes: 0,
            hStream: stream,
            attrs: &mut attr,
            numAttrs: 1,
        };
        // SAFETY: as above; `config` and `attr` live across the call, which copies them.
        check(&format!("launching {} (PDL)", self.name), unsafe {
            sys::cuLaunchKernelEx(
                &config,
                self.function,
                pointers.as_mut_ptr(),
                std::ptr::null_mut(),
            )
            .result()
        })
    }

    /// Whether the instance waits for the previous kernel (`griddepcontrol.wait`), so it may
    /// be launched with programmatic dependent launch.
    pub fn takes_pdl(&self) -> bool {
        self.pdl
    }
}

impl Drop for CudaKernel {
    fn drop(&mut self) {
        let _in = enter(self.ctx);
        // SAFETY: the module was loaded by `Cuda::load` into `ctx` and is unloaded once.
        let _ = unsafe { result::module::unload(self.module) };
    }
}

impl Cuda {
    /// Copy `bytes` bytes between device buffers (on the default stream, synchronously).
    ///
    /// # Safety
    /// `dst` and `src` are device addresses of this context with at least `bytes` bytes
    /// each (`dst` writable): the driver copies whatever the addresses name.
    pub unsafe fn copy(&self, dst: u64, src: u64, bytes: usize) -> Result<(), CudaError> {
        let _in = enter(self.ctx)?;
        // SAFETY: the caller's contract above.
        check("cuMemcpyDtoD", unsafe {
            result::memcpy_dtod_sync(dst, src, bytes)
        })
    }

    /// Milliseconds the GPU spends on `work` (CUDA events on the default stream around it).
    pub fn time_ms(&self, work: impl FnOnce() -> Result<(), CudaError>) -> Result<f32, CudaError> {
        let _in = enter(self.ctx)?;
        time_on(std::ptr::null_mut(), work)
    }
}

/// Milliseconds between CUDA events recorded on `stream` before and after `work`
/// (synchronised on the second).
fn time_on(
    stream: sys::CUstream,
    work: impl FnOnce() -> Result<(), CudaError>,
) -> Result<f32, CudaError> {
    let start = check(
        "cuEventCreate",
        result::event::create(sys::CUevent_flags::CU_EVENT_DEFAULT),
    )?;
    let end = check(
        "cuEventCreate",
        result::event::create(sys::CUevent_flags::CU_EVENT_DEFAULT),
    )?;
    // SAFETY: both events were just created in the current context and are destroyed
    // before returning; the caller passes null (the legacy default stream) or a live
    // stream of this context, current for the call.
    unsafe {
        let r = (|| {
            check("cuEventRecord", result::event::record(start, stream))?;
            work()?;
            check("cuEventRecord", result::event::record(end, stream))?;
            check("cuEventSynchronize", result::event::synchronize(end))?;
            check("cuEventElapsedTime", result::event::elapsed(start, end))
        })();
        let _ = result::event::destroy(start);
        let _ = result::event::destroy(end);
        r
    }
}

/// A stream of a [`Cuda`]'s context, destroyed when dropped (CUDA graphs are captured from
/// a stream other than the legacy default one).
pub struct Stream {
    raw: sys::CUstream,
    ctx: sys::CUcontext,
}

impl Stream {
    /// The raw `CUstream`, for [`CudaKernel::launch`].
    pub fn raw(&self) -> sys::CUstream {
        self.raw
    }
}

impl Drop for Stream {
    fn drop(&mut self) {
        let _in = enter(self.ctx);
        // SAFETY: the stream was created by `Cuda::stream` and is destroyed once.
        let _ = unsafe { result::stream::destroy(self.raw) };
    }
}

/// Launches captured once and replayed as one CUDA graph, the way engines replay a decode
/// step. Destroyed when dropped.
pub struct Graph {
    graph: sys::CUgraph,
    exec: sys::CUgraphExec,
    ctx: sys::CUcontext,
}

impl Drop for Graph {
    fn drop(&mut self) {
        let _in = enter(self.ctx);
        // SAFETY: both were created by `Cuda::capture` and are destroyed once, the
        // executable first.
        unsafe {
            let _ = result::graph::exec_destroy(self.exec);
            let _ = result::graph::destroy(self.graph);
        }
    }
}

impl Cuda {
    /// A new non-blocking stream.
    pub fn stream(&self) -> Result<Stream, CudaError> {
        let _in = enter(self.ctx)?;
        let raw = check(
            "cuStreamCreate",
            result::stream::create(result::stream::StreamKind::NonBlocking),
        )?;
        Ok(Stream { raw, ctx: self.ctx })
    }

    /// Capture what `work` launches on `stream` into a graph and instantiate it. The
    /// capture is ended even when `work` fails.
    pub fn capture(
        &self,
        stream: &Stream,
        work: impl FnOnce(sys::CUstream) -> Result<(), CudaError>,
    ) -> Result<Graph, CudaError> {
        let _in = enter(self.ctx)?;
        // SAFETY: `stream` is a live stream of this context; thread-local capture
        // mode leaves other threads' CUDA calls alone.
        check("cuStreamBeginCapture", unsafe {
            result::stream::begin_capture(
                stream.raw,
                sys::CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL,
            )
        })?;
        let worked = work(stream.raw);
        // SAFETY: the capture begun above, on the same stream.
        let graph = check("cuStreamEndCapture", unsafe {
            result::stream::end_capture(stream.raw)
        });
        worked?;
        let graph = graph?;
        // SAFETY: `graph` was just captured; default instantiation flags.
        let exec = unsafe { result::graph::instantiate(graph, sys::CUgraphInstantiate_flags(0)) };
        match check("cuGraphInstantiate", exec) {
            Ok(exec) => Ok(Graph {
                graph,
                exec,
                ctx: self.ctx,
            }),
            Err(e) => {
                // SAFETY: `graph` is live and owned here.
                let _ = unsafe { result::graph::destroy(graph) };
                Err(e)
            }
        }
    }

    /// Milliseconds one replay of `graph` takes on `stream` (CUDA events on the stream
    /// around the graph launch; synchronised).
    pub fn time_graph_ms(&self, graph: &Graph, stream: &Stream) -> Result<f32, CudaError> {
        let _in = enter(self.ctx)?;
        time_on(stream.raw, || {
            // SAFETY: `graph` was instantiated in this context and `stream` is live.
            check("cuGraphLaunch", unsafe {
                result::graph::launch(graph.exec, stream.raw)
            })
        })
    }
}
