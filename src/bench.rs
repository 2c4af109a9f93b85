//! `bench`: every kernel the way a serving engine runs it, on an NVIDIA GPU (ARCHITECTURE.md §8).
//!
//! Copy bandwidth first (a 1 GiB device-to-device copy: 2 GiB moved), then for each model
//! geometry, pool dtype and (N, D): verify (snapshot, tuple; one layer), replay and the
//! commit scatter (all layers, 25% of requests with a track step), and the whole
//! speculative step per path (snapshot: verify every layer + commit; tuple: verify every
//! layer + replay; fold mode eager and lazy), and decode (one layer: each request's D
//! tokens, the state written back to its slot; `--shapes Nx1` is plain one-token decode).
//! Inputs are random values in [-1, 1), never zero, drawn in each buffer's
//! dtype (bf16 activations and pools hold bf16 values, not the bytes of f32 ones:
//! [`Blocks`]); every layer has its own pool, ring and snapshots, so the working set is far
//! larger than L2. A shape's accepted steps (and trees) are drawn from a generator seeded by
//! the shape alone ([`shape_rng`]), so its rows are the same work in every run.
//!
//! Two methods, both medians of 9 after warm-up:
//! - **CUDA graph** (the primary column, as engines run decode steps): the launches are
//!   captured once into a graph and the graph is replayed, timed by events around each
//!   replay. A one-layer verify is the graph of every layer's launch divided by the layer
//!   count; the whole step is one graph of all layers plus the commit.
//! - **Per-launch events** (second column): events around the launches on the default
//!   stream; small kernels pay their launch gaps here.
//!
//! `--between` puts an unrelated kernel before every layer's launch ([`Between`]), as an
//! engine's other layers come between its GDN layers: without it each verify follows the
//! previous layer's verify directly, the case where programmatic dependent launch (`--pdl`)
//! overlaps the most. The row `between (all L)` times that kernel alone, L launches, to
//! subtract from the multi-layer rows (a one-layer row includes one launch of it).
//!
//! Every launch's arguments come from the typed launch API (`runtime::launch`), as an
//! engine's do, so its checks run on every shape. Bytes are counted as ARCHITECTURE.md §8
//! says; the table gives µs (graph, events), GB moved and % of the measured copy bandwidth
//! (from the graph time), progress goes to stderr, and `--json FILE` writes every row (`us`
//! the graph time, `us_events` the events time).
//!
//! It also measures the cold start an engine pays once, printed after the tables: creating
//! the CUDA context, reading the manifest, loading one verify module (sha256 check,
//! `cuModuleLoadData`) and its first launch.
//!
//! Run as `deltagen bench` (a build with the `cuda` feature), `cargo xtask bench`, or the
//! LLVM-free `bench` binary:
//!
//!   bench [--generated DIR] [--json FILE] [--quick]

mod tree;

use crate::cases::Rng;
use crate::ir::Scalar;
use crate::runtime::abi::ArgValue;
use crate::runtime::cuda::{self, Cuda, CudaKernel, DeviceBuffer, Stream};
use crate::runtime::dispatch::{self, Config};
use crate::runtime::launch::{
    self, CommitIndices, CommitShapes, DeviceTensor, FoldIndices, GateForm, GateShapes,
    GateTensors, Ring, VerifyShapes, VerifyStore, VerifyTensors,
};
use crate::runtime::{Entry, Manifest};

/// The lazy commit's depth the bench times (fold mode with R entries).
const LAZY_DEPTH: usize = 4;
use crate::target::Arch;
use crate::vocab::{Gate, Mode, Profile};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

type CUstream = cudarc::driver::sys::CUstream;

const K: usize = 128;
const V: usize = 128;
const REPS: usize = 9;

pub(crate) struct Model {
    pub name: &'static str,
    pub gate: Gate,
    pub layers: usize,
    pub h: usize,
    pub hv: usize,
}

impl Model {
    /// The dispatch configuration of this model's layers in `mode` with the `pool` dtype
    /// and drafts of `d` tokens (the ring allocated for `d`).
    pub(crate) fn config(&self, mode: Mode, pool: Scalar, d: usize) -> Config {
        Config {
            gate: self.gate,
            mode,
            pool_dtype: pool,
            draft: d as u64,
            d_alloc: d as u64,
            h: self.h as u64,
            hv: self.hv as u64,
            ..Config::default()
        }
    }
}

/// The geometries. The second is KDA with the first one's heads and layers, to compare the
/// two gates at the same shape; `--quick` runs those two.
const MODELS: [Model; 3] = [
    Model {
        name: "Qwen3.6-35B-A3B",
        gate: Gate::Head,
        layers: 30,
        h: 16,
        hv: 32,
    },
    Model {
        name: "KDA,Qwen3.6-heads",
        gate: Gate::Channel,
        layers: 30,
        h: 16,
        hv: 32,
    },
    Model {
        name: "Qwen3.8-27B",
        gate: Gate::Head,
        layers: 48,
        h: 16,
        hv: 48,
    },
];
const SHAPES: [(usize, usize); 8] = [
    (1, 4),
    (8, 4),
    (25, 4),
    (64, 4),
    (8, 8),
    (8, 16),
    (25, 16),
    (128, 4),
];

/// The command: `args` are the options after `bench`. Exit code 2 on a bad option; without
/// an NVIDIA driver it prints `SKIP: ...` and succeeds (nothing to measure).
pub fn main(args: &[String]) -> ExitCode {
    let mut generated = PathBuf::from("generated");
    let mut json = None;
    let mut quick = false;
    let mut pdl = false;
    let mut opts = Options::default();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--generated" | "--json" | "--kda-tile" | "--snapshot-tile" | "--shapes" => {
                let Some(v) = it.next() else {
                    eprintln!("bench: {a} needs a value\n{USAGE}");
                    return ExitCode::from(2);
                };
                let parsed = match a.as_str() {
                    "--json" => {
                        json = Some(v.clone());
                        Ok(())
                    }
                    "--kda-tile" => v
                        .parse()
                        .map(|t| opts.kda_tile = Some(t))
                        .map_err(|e: crate::vocab::Unknown| e.to_string()),
                    "--snapshot-tile" => v
                        .parse()
                        .map(|t| opts.snapshot_tile = Some(t))
                        .map_err(|e: crate::vocab::Unknown| e.to_string()),
                    "--shapes" => parse_shapes(v).map(|s| opts.shapes = Some(s)),
                    _ => {
                        generated = PathBuf::from(v);
                        Ok(())
                    }
                };
                if let Err(e) = parsed {
                    eprintln!("bench: {a} {v}: {e}\n{USAGE}");
                    return ExitCode::from(2);
                }
            }
            "--quick" => quick = true,
            "--pdl" => pdl = true,
            "--tree" => opts.tree = true,
            "--between" => opts.between = true,
            "--help" | "-h" => {
                println!("{USAGE}");
                return ExitCode::SUCCESS;
            }
            other => {
                eprintln!("bench: unknown option {other}\n{USAGE}");
                return ExitCode::from(2);
            }
        }
    }
    if opts.tree && (pdl || opts.between) {
        let what = if pdl { "--pdl" } else { "--between" };
        eprintln!("bench: {what} is not available with --tree (the tree rows launch without programmatic dependent launch and without a kernel between layers)\n{USAGE}");
        return ExitCode::from(2);
    }
    if !cuda::driver_present() {
        println!("SKIP: no NVIDIA driver (libcuda.so.1 not found); nothing was measured");
        return ExitCode::SUCCESS;
    }
    match run(&generated, json, quick, pdl, &opts) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("bench: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Options that narrow or steer a run.
#[derive(Clone, Debug, Default)]
struct Options {
    /// The tile of KDA's `decay_input` verify instances (default: the dispatch rule's).
    kda_tile: Option<crate::target::Tile>,
    /// The tile of GDN's snapshot verify instances (default: the dispatch rule's).
    snapshot_tile: Option<crate::target::Tile>,
    /// The (N, D) shapes instead of the default list.
    shapes: Option<Vec<(usize, usize)>>,
    /// Time tree verify against the chain instead ([`tree`]).
    tree: bool,
    /// An unrelated kernel before every layer's launch ([`Between`]).
    between: bool,
}

/// How [`bench_shape`] launches a layer's kernel.
#[derive(Clone, Copy, Debug)]
struct Launching {
    /// Verify with programmatic dependent launch (`--pdl`).
    pdl: bool,
    /// An unrelated kernel before every layer's launch (`--between`): without it, each
    /// layer's verify follows the previous layer's directly, which an engine's never does
    /// (its attention, MoE and norm kernels come between), and programmatic dependent
    /// launch overlaps a verify with a verify.
    between: bool,
}

/// `--between`'s kernel: the KDA gate pre-pass over buffers of its own (`tokens·HV·K` bf16
/// in, as many f32 out), a plain kernel without a grid-dependency wait or trigger, as most
/// of an engine's other kernels are. No verify reads what it writes.
struct Between {
    kernel: CudaKernel,
    args: BTreeMap<String, ArgValue>,
    bytes: f64,
    /// Its buffers, alive while the graphs that address them run.
    _buffers: [DeviceBuffer; 4],
}

impl Between {
    fn new(
        cuda: &Cuda,
        m: &Manifest,
        blocks: &Blocks,
        tokens: usize,
        hv: usize,
    ) -> Result<Between, String> {
        let elems = tokens * hv * K;
        let a = alloc_filled(cuda, blocks, elems, Scalar::Bf16)?;
        let a_log = alloc_filled(cuda, blocks, hv, Scalar::F32)?;
        let dt = alloc_filled(cuda, blocks, hv * K, Scalar::F32)?;
        let out = alloc_filled(cuda, blocks, elems, Scalar::F32)?;
        let (entry, args) = Between::args(m, [a.ptr, a_log.ptr, dt.ptr, out.ptr], tokens, hv)?;
        Ok(Between {
            kernel: cuda.load(m, entry).map_err(err)?,
            args,
            bytes: (elems * (2 + 4)) as f64,
            _buffers: [a, a_log, dt, out],
        })
    }

    /// The kernel and its arguments for `tokens` tokens of `hv` value heads, on buffers at
    /// `[a, a_log, dt_bias, out]` (`tokens·HV·K` bf16, `HV` f32, `HV·K` f32, `tokens·HV·K`
    /// f32), checked by the typed launch API.
    fn args(
        m: &Manifest,
        ptrs: [u64; 4],
        tokens: usize,
        hv: usize,
    ) -> Result<(&Entry, BTreeMap<String, ArgValue>), String> {
        let entry =
            dispatch::gate_instance(m, Arch::Sm90, Profile::Portable, Scalar::Bf16, Scalar::F32)
                .map_err(err)?;
        let (tensors, shapes) = gate_pass(ptrs, tokens, hv);
        let args = launch::kda_gate(entry, &tensors, &shapes).map_err(err)?;
        Ok((entry, args))
    }
}

/// The KDA gate pre-pass's tensors and shapes (softplus gate, β = 1, threshold 20) for
/// `tokens` tokens of `hv` value heads of K channels, on buffers at `[a, A_log, dt_bias,
/// decay]` (`tokens·HV·K` bf16, `HV` f32, `HV·K` f32, `tokens·HV·K` f32): KDA's layers and
/// `--between`'s kernel.
fn gate_pass([a, a_log, dt, out]: [u64; 4], tokens: usize, hv: usize) -> (GateTensors, GateShapes) {
    let elems = tokens * hv * K;
    let f32s = |ptr: u64, len: usize| DeviceTensor {
        ptr,
        dtype: Scalar::F32,
        len,
    };
    let tensors = GateTensors {
        a: DeviceTensor {
            ptr: a,
            dtype: Scalar::Bf16,
            len: elems,
        },
        a_log: f32s(a_log, hv),
        dt_bias: f32s(dt, hv * K),
        decay: f32s(out, elems),
        diagnostics: None,
    };
    let shapes = GateShapes {
        tokens: tokens as u64,
        hv: hv as u64,
        stride_a: (hv * K) as u64,
        form: GateForm::Softplus {
            beta: 1.0,
            threshold: 20.0,
        },
    };
    (tensors, shapes)
}

/// `1x4,25x16`: requests × draft length, comma-separated.
fn parse_shapes(text: &str) -> Result<Vec<(usize, usize)>, String> {
    text.split(',')
        .map(|s| {
            let (n, d) = s
                .split_once(['x', 'X'])
                .ok_or_else(|| format!("`{s}` is not NxD"))?;
            let num = |x: &str| {
                x.trim()
                    .parse::<usize>()
                    .ok()
                    .filter(|&v| v > 0)
                    .ok_or_else(|| format!("`{x}` in `{s}` is not a positive integer"))
            };
            Ok((num(n)?, num(d)?))
        })
        .collect()
}

/// The options of [`main`].
pub const USAGE: &str = "usage: bench [--generated DIR] [--json FILE] [--quick] [--pdl] [--kda-tile TILE] [--snapshot-tile TILE]
             [--shapes NxD,...] [--tree] [--between]
  --generated DIR  the generated kernels (default: generated)
  --json FILE      also write every row (and the cold-start figures) as JSON
  --kda-tile TILE  the tile of KDA's decay_input verify instances (bv16w4, ...; default:
                   the dispatch rule's)
  --snapshot-tile TILE  the tile of GDN's snapshot verify instances (bv8w4, ...; default:
                   the dispatch rule's; the snapshot path's step uses it too)
  --shapes NxD,... the shapes to run (default: the full list; --quick: its first three)
  --quick          two models (GDN and KDA with the same heads), three shapes
  --pdl            launch verify with programmatic dependent launch (sm_90: each layer's
                   verify starts while the previous one finishes, up to its wait)
  --between        an unrelated kernel before every layer's launch, as an engine's other
                   layers come between its GDN layers (the KDA gate pre-pass on buffers of
                   its own, a plain launch); every multi-layer row includes it, and the row
                   `between (all L)` times it alone to subtract
  --tree           EAGLE top-k 2 trees instead: tuple and snapshot tree verify and steps
                   against tuple chain verify, f32 pool (default shapes 8x8,1x8,25x8,8x16)";

pub(crate) fn err<E: std::fmt::Display>(e: E) -> String {
    e.to_string()
}

/// The random values every buffer is filled from, in both element types: f32 in [-1, 1)
/// (never zero), and the same values rounded to bf16 (never zero). A bf16 buffer gets the
/// bf16 block: read as bf16 pairs, the f32 block's bytes would be random 16-bit patterns
/// (the low halves: any exponent, NaN and infinity among them), and verify would spend its
/// time in the slow paths of IEEE division and square root that no engine's activations
/// take.
pub(crate) struct Blocks {
    f32: DeviceBuffer,
    bf16: DeviceBuffer,
}

impl Blocks {
    /// `bytes` of each, from `rng`.
    pub(crate) fn new(cuda: &Cuda, rng: &mut Rng, bytes: usize) -> Result<Blocks, String> {
        let values: Vec<f32> = (0..bytes / 4).map(|_| rng.f32_in(-1.0, 1.0)).collect();
        let f32_host: Vec<u8> = values.iter().flat_map(|x| x.to_le_bytes()).collect();
        let bf16_host: Vec<u8> = values
            .iter()
            .chain(&values)
            .take(bytes / 2)
            .flat_map(|&x| {
                let h = crate::interp::convert::f32_to_bf16(x);
                // Only an f32 below bf16's smallest subnormal rounds to zero; the rule is
                // "never zero", so such a value becomes 1.0.
                let h = if h & 0x7fff == 0 { 0x3f80 } else { h };
                h.to_le_bytes()
            })
            .collect();
        Ok(Blocks {
            f32: cuda.upload(&f32_host).map_err(err)?,
            bf16: cuda.upload(&bf16_host).map_err(err)?,
        })
    }

    fn of(&self, dtype: Scalar) -> &DeviceBuffer {
        match dtype {
            Scalar::Bf16 => &self.bf16,
            _ => &self.f32,
        }
    }
}

/// Fill a device buffer of `dtype` elements with random values in [-1, 1) (never zero) by
/// replicating that dtype's random block with device copies.
pub(crate) fn fill(
    cuda: &Cuda,
    buf: &DeviceBuffer,
    blocks: &Blocks,
    dtype: Scalar,
) -> Result<(), String> {
    let block = blocks.of(dtype);
    let mut at = 0;
    while at < buf.len {
        let n = (buf.len - at).min(block.len);
        // SAFETY: `buf` holds `buf.len` bytes from `buf.ptr`, so `at + n` of them, and
        // `block` at least `n` (n <= block.len); both are live allocations of `cuda`.
        unsafe { cuda.copy(buf.ptr + at as u64, block.ptr, n) }.map_err(err)?;
        at += n;
    }
    Ok(())
}

/// A device buffer of `elements` values of `dtype` (f32 or bf16), [`fill`]ed.
pub(crate) fn alloc_filled(
    cuda: &Cuda,
    blocks: &Blocks,
    elements: usize,
    dtype: Scalar,
) -> Result<DeviceBuffer, String> {
    let buf = cuda
        .alloc(elements * dtype.bytes().unwrap_or(4))
        .map_err(err)?;
    fill(cuda, &buf, blocks, dtype)?;
    Ok(buf)
}

fn median(mut xs: Vec<f32>) -> f32 {
    xs.sort_by(|a, b| a.total_cmp(b));
    xs[xs.len() / 2]
}

/// Median time (µs) of `launch` over `REPS` repetitions after one warm-up.
fn time_us(cuda: &Cuda, mut launch: impl FnMut() -> Result<(), String>) -> Result<f32, String> {
    launch()?;
    cuda.synchronize().map_err(err)?;
    let mut times = Vec::with_capacity(REPS);
    for _ in 0..REPS {
        let mut inner: Result<(), String> = Ok(());
        let ms = cuda
            .time_ms(|| {
                inner = launch();
                Ok(())
            })
            .map_err(err)?;
        inner?;
        times.push(ms * 1000.0);
    }
    Ok(median(times))
}

/// Median time (µs) of one replay of a CUDA graph holding what `launch` launches on the
/// stream it is given, over `REPS` replays after two warm-up replays: the way engines run a
/// decode step, without the launch gaps per-launch events include.
pub(crate) fn time_graph_us(
    cuda: &Cuda,
    stream: &Stream,
    launch: impl FnOnce(CUstream) -> Result<(), String>,
) -> Result<f32, String> {
    let mut inner: Result<(), String> = Ok(());
    let graph = cuda
        .capture(stream, |s| {
            inner = launch(s);
            Ok(())
        })
        .map_err(err)?;
    inner?;
    for _ in 0..2 {
        cuda.time_graph_ms(&graph, stream).map_err(err)?;
    }
    let mut times = Vec::with_capacity(REPS);
    for _ in 0..REPS {
        times.push(cuda.time_graph_ms(&graph, stream).map_err(err)? * 1000.0);
    }
    Ok(median(times))
}

/// A measurement: CUDA-graph replay first, per-launch events second (µs).
#[derive(Clone, Copy)]
struct Timing {
    graph: f32,
    events: f32,
}

/// One step's activations (random, never zero): `qkv` fused (`q`, `k`, `v` views with the
/// token stride `2·H·K + HV·V`), `ab` (`a` then `b`), `A_log`, `dt_bias`, and `o`.
pub(crate) struct Activations {
    qkv: DeviceBuffer,
    ab: DeviceBuffer,
    a_log: DeviceBuffer,
    dt: DeviceBuffer,
    o: DeviceBuffer,
    tokens: usize,
    h: usize,
    hv: usize,
    /// Decay values per value head: 1 (GDN) or K (KDA).
    w: usize,
}

impl Activations {
    pub(crate) fn alloc(
        cuda: &Cuda,
        blocks: &Blocks,
        tokens: usize,
        h: usize,
        hv: usize,
        w: usize,
    ) -> Result<Activations, String> {
        let alloc = |elements: usize, dtype: Scalar| alloc_filled(cuda, blocks, elements, dtype);
        Ok(Activations {
            qkv: alloc(tokens * (2 * h * K + hv * V), Scalar::Bf16)?,
            ab: alloc(tokens * hv * (w + 1), Scalar::Bf16)?,
            a_log: alloc(hv, Scalar::F32)?,
            dt: alloc(hv * w, Scalar::F32)?,
            o: alloc(tokens * hv * V, Scalar::Bf16)?,
            tokens,
            h,
            hv,
            w,
        })
    }

    fn stride(&self) -> usize {
        2 * self.h * K + self.hv * V
    }

    /// A verify launch's shapes: `n` requests of `d` tokens, `slots` pool slots, `rows`
    /// ring rows, `state` elements a slot.
    pub(crate) fn shapes(
        &self,
        n: usize,
        d: usize,
        slots: usize,
        rows: usize,
        state: usize,
    ) -> VerifyShapes {
        let u = |x: usize| x as u64;
        let stride = u(self.stride());
        VerifyShapes {
            requests: u(n),
            tokens: u(self.tokens),
            draft: u(d),
            d_alloc: u(d),
            slots: u(slots),
            rows: u(rows),
            h: u(self.h),
            hv: u(self.hv),
            stride_q: stride,
            stride_k: stride,
            stride_v: stride,
            stride_a: u(self.hv * self.w),
            stride_b: u(self.hv),
            pool_slot_pitch: u(state),
            scale: (K as f32).powf(-0.5),
            softplus_beta: 1.0,
            softplus_threshold: 20.0,
        }
    }

    /// A verify launch's tensors on `pool`, with the request indices and (KDA's pre-pass)
    /// the decays.
    pub(crate) fn tensors(
        &self,
        pool: DeviceTensor,
        h0_indices: DeviceTensor,
        cu_seqlens: DeviceTensor,
        decay: Option<DeviceTensor>,
    ) -> VerifyTensors {
        let (tokens, h, hv, w) = (self.tokens, self.h, self.hv, self.w);
        let stride = self.stride();
        let tensor = |ptr: u64, dtype: Scalar, len: usize| DeviceTensor { ptr, dtype, len };
        let act = |ptr: u64, len: usize| tensor(ptr, Scalar::Bf16, len);
        let f32s = |ptr: u64, len: usize| tensor(ptr, Scalar::F32, len);
        // q, k and v are views of the fused qkv tensor, a and b the two halves of `ab`.
        let view = |first: usize| act(self.qkv.ptr + (first * 2) as u64, tokens * stride - first);
        VerifyTensors {
            q: view(0),
            k: view(h * K),
            v: view(2 * h * K),
            a: act(self.ab.ptr, tokens * hv * w),
            b: act(self.ab.ptr + (tokens * hv * w * 2) as u64, tokens * hv),
            a_log: f32s(self.a_log.ptr, hv),
            dt_bias: f32s(self.dt.ptr, hv * w),
            o: act(self.o.ptr, tokens * hv * V),
            pool,
            h0_indices,
            cu_seqlens,
            decay,
            diagnostics: None,
        }
    }
}

/// Every layer's pool, snapshots and ring (random, never zero): `layers` blocks of
/// `pool_layer` and `inter_layer` elements of the pool's dtype, and `rows` ring rows of
/// `u`, `k` and decay elements (f32) per layer.
pub(crate) struct LayerStates {
    pub pool: DeviceBuffer,
    pub inter: DeviceBuffer,
    pub ring_u: DeviceBuffer,
    pub ring_k: DeviceBuffer,
    pub ring_d: DeviceBuffer,
    layers: usize,
    rows: usize,
    /// Elements of one ring row: `u`, `k`, decay.
    row: [usize; 3],
}

impl LayerStates {
    pub(crate) fn alloc(
        cuda: &Cuda,
        blocks: &Blocks,
        layers: usize,
        (pool, pool_layer, inter_layer): (Scalar, usize, usize),
        rows: usize,
        row: [usize; 3],
    ) -> Result<LayerStates, String> {
        let alloc = |elements: usize, dtype: Scalar| alloc_filled(cuda, blocks, elements, dtype);
        let ring = |r: usize| alloc(layers * rows * r, Scalar::F32);
        Ok(LayerStates {
            pool: alloc(layers * pool_layer, pool)?,
            inter: alloc(layers * inter_layer, pool)?,
            ring_u: ring(row[0])?,
            ring_k: ring(row[1])?,
            ring_d: ring(row[2])?,
            layers,
            rows,
            row,
        })
    }

    /// The replay's ring over every layer (with a tree's accepted `path`).
    pub(crate) fn ring(&self, path: Option<DeviceTensor>) -> Ring {
        let f32s = |buf: &DeviceBuffer, row: usize| DeviceTensor {
            ptr: buf.ptr,
            dtype: Scalar::F32,
            len: self.layers * self.rows * row,
        };
        let [u_row, k_row, d_row] = self.row.map(|r| r as u64);
        let layer = |row: u64| self.rows as u64 * row;
        Ring {
            u: f32s(&self.ring_u, self.row[0]),
            k: f32s(&self.ring_k, self.row[1]),
            decay: f32s(&self.ring_d, self.row[2]),
            u_layer_pitch: layer(u_row),
            u_row_pitch: u_row,
            k_layer_pitch: layer(k_row),
            k_row_pitch: k_row,
            decay_layer_pitch: layer(d_row),
            decay_row_pitch: d_row,
            path,
        }
    }
}

/// What an engine pays once, before its first verify.
struct ColdStart {
    instance: String,
    load_ms: f64,
    shape: String,
    first_launch_us: f64,
}

struct Row {
    model: &'static str,
    pool: &'static str,
    n: usize,
    d: usize,
    kernel: &'static str,
    t: Timing,
    bytes: f64,
}

fn run(
    generated: &std::path::Path,
    json: Option<String>,
    quick: bool,
    pdl: bool,
    opts: &Options,
) -> Result<(), String> {
    let started_all = Instant::now();
    let started = Instant::now();
    let cuda = Cuda::new(0).map_err(err)?;
    let context_ms = started.elapsed().as_secs_f64() * 1e3;
    if cuda.native_arch() != Some(Arch::Sm90) {
        return Err(format!(
            "{} is not an sm_90 GPU; the benchmark tables are for sm_90",
            cuda.name
        ));
    }
    let started = Instant::now();
    let manifest = Manifest::load(generated)?;
    let manifest_ms = started.elapsed().as_secs_f64() * 1e3;
    let mut cold: Option<ColdStart> = None;
    let mut rng = Rng::new(SEED);
    let blocks = Blocks::new(&cuda, &mut rng, 64 << 20)?;

    // Copy bandwidth: a 1 GiB device-to-device copy moves 2 GiB.
    let gib = 1usize << 30;
    let (a, b) = (cuda.alloc(gib).map_err(err)?, cuda.alloc(gib).map_err(err)?);
    fill(&cuda, &a, &blocks, Scalar::F32)?;
    let copy_us = time_us(&cuda, || {
        // SAFETY: `a` and `b` are live 1 GiB allocations of `cuda`.
        unsafe { cuda.copy(b.ptr, a.ptr, gib) }.map_err(err)
    })?;
    let copy_bw = 2.0 * gib as f64 / (f64::from(copy_us) * 1e-6);
    drop((a, b));
    println!(
        "{}: copy bandwidth {:.0} GB/s (1 GiB device-to-device copy, {copy_us:.0} µs)",
        cuda.name,
        copy_bw / 1e9
    );
    println!(
        "{:<16} {:<5} {:>4} {:>3}  {:<18} {:>10} {:>10} {:>9} {:>7}",
        "model", "pool", "N", "D", "kernel", "µs graph", "µs events", "GB", "% copy"
    );

    let mut rows: Vec<Row> = Vec::new();
    let models: &[Model] = if quick { &MODELS[..2] } else { &MODELS };
    if opts.tree {
        let shapes = opts.shapes.clone().unwrap_or(tree::TREE_SHAPES.to_vec());
        return run_tree(&cuda, &manifest, &blocks, models, &shapes, json);
    }
    let shapes: &[(usize, usize)] = match (&opts.shapes, quick) {
        (Some(s), _) => s,
        (None, true) => &SHAPES[..3],
        (None, false) => &SHAPES,
    };
    let pools = [Scalar::F32, Scalar::Bf16];
    let total = models.len() * pools.len() * shapes.len();
    let stream = cuda.stream().map_err(err)?;
    let mut done = 0;
    for model in models {
        for pool in pools {
            for &(n, d) in shapes {
                done += 1;
                eprintln!(
                    "bench: [{done}/{total}] {} {} N={n} D={d} ({:.0} s)",
                    model.name,
                    pool.name(),
                    started_all.elapsed().as_secs_f64()
                );
                let measured = bench_shape(
                    &cuda,
                    &stream,
                    &manifest,
                    &blocks,
                    model,
                    pool,
                    n,
                    d,
                    &mut shape_rng(n, d),
                    &mut cold,
                    Launching {
                        pdl,
                        between: opts.between,
                    },
                    (opts.kda_tile, opts.snapshot_tile),
                )?;
                for (kernel, t, bytes) in measured {
                    println!(
                        "{:<16} {:<5} {n:>4} {d:>3}  {kernel:<18} {:>10.1} {:>10.1} {:>9.3} {:>6.1}%",
                        model.name,
                        pool.name(),
                        t.graph,
                        t.events,
                        bytes / 1e9,
                        100.0 * bytes / (f64::from(t.graph) * 1e-6) / copy_bw
                    );
                    rows.push(Row {
                        model: model.name,
                        pool: pool.name(),
                        n,
                        d,
                        kernel,
                        t,
                        bytes,
                    });
                }
            }
        }
    }
    let cold = cold.ok_or("no shape was measured")?;
    println!(
        "cold start: CUDA context {context_ms:.1} ms; manifest read {manifest_ms:.2} ms; sha256 check + module load of {} {:.2} ms; its first launch ({}) {:.1} µs until done",
        cold.instance, cold.load_ms, cold.shape, cold.first_launch_us
    );
    if let Some(path) = json {
        let items: Vec<serde_json::Value> = rows
            .iter()
            .map(|r| {
                serde_json::json!({"model": r.model, "pool": r.pool, "N": r.n, "D": r.d, "kernel": r.kernel,
                    "us": r.t.graph, "us_events": r.t.events, "bytes": r.bytes,
                    "pct_copy_bw": 100.0 * r.bytes / (f64::from(r.t.graph) * 1e-6) / copy_bw})
            })
            .collect();
        // Each model's layer count: what a step row launches `L` times (`between (all L)`).
        let layers: serde_json::Map<String, serde_json::Value> = models
            .iter()
            .map(|m| (m.name.to_string(), m.layers.into()))
            .collect();
        let doc = serde_json::json!({"device": cuda.name, "copy_bandwidth_bytes_per_s": copy_bw, "reps": REPS, "pdl": pdl, "between": opts.between, "layers": layers,
            "method": "us: median of CUDA-graph replays (one graph per row); us_events: median of per-launch CUDA events",
            "cold_start": {"context_ms": context_ms, "manifest_ms": manifest_ms, "instance": cold.instance, "load_ms": cold.load_ms, "shape": cold.shape, "first_launch_us": cold.first_launch_us},
            "rows": items});
        std::fs::write(&path, serde_json::to_string_pretty(&doc).map_err(err)?).map_err(err)?;
    }
    Ok(())
}

/// The random draws of one shape (accepted steps, trees): seeded by the shape alone, so a
/// shape's rows are the same work whatever other shapes, models or pools the run has (a
/// shared generator made them depend on the `--shapes` list: 8 requests at D = 16 drew
/// other accepted lengths in a run of 8 shapes than in one of 4).
fn shape_rng(n: usize, d: usize) -> Rng {
    Rng::new(SEED ^ ((n as u64) << 32) ^ ((d as u64) << 16))
}

/// The bench's seed: the input blocks' values, and (mixed with each shape) its draws.
const SEED: u64 = 0xbe4c;

/// `--tree`: per model and shape the tree rows ([`tree`]), then each shape's
/// ratio of tree to chain tuple verify.
fn run_tree(
    cuda: &Cuda,
    m: &Manifest,
    blocks: &Blocks,
    models: &[Model],
    shapes: &[(usize, usize)],
    json: Option<String>,
) -> Result<(), String> {
    let stream = cuda.stream().map_err(err)?;
    let mut items = Vec::new();
    for model in models {
        for &(n, d) in shapes {
            eprintln!("bench: tree {} N={n} D={d}", model.name);
            let rng = &mut shape_rng(n, d);
            let rows = tree::bench_tree_shape(cuda, &stream, m, blocks, model, n, d, rng)?;
            let us = |name: &str| rows.iter().find(|r| r.kernel == name).map(|r| r.us);
            for r in &rows {
                println!(
                    "{:<18} f32   {n:>4} {d:>3}  {:<22} {:>10.1}",
                    model.name, r.kernel, r.us
                );
                items.push(
                    serde_json::json!({"model": model.name, "pool": "f32", "N": n, "D": d,
                    "kernel": r.kernel, "us": r.us}),
                );
            }
            if let (Some(tree), Some(chain)) = (us("verify tuple tree"), us("verify tuple chain")) {
                println!(
                    "{:<18} f32   {n:>4} {d:>3}  tree / chain tuple verify: {:.2}x",
                    model.name,
                    tree / chain
                );
            }
        }
    }
    if let Some(path) = json {
        let doc = serde_json::json!({"device": cuda.name, "reps": REPS,
            "method": "us: median of CUDA-graph replays; verify rows: one layer (every layer's launch in the graph, divided by the layers); step rows: every layer's verify and the commit",
            "trees": "top-k 2: each token's parent a random earlier token with fewer than 2 children",
            "rows": items});
        std::fs::write(&path, serde_json::to_string_pretty(&doc).map_err(err)?).map_err(err)?;
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn bench_shape(
    cuda: &Cuda,
    stream: &Stream,
    m: &Manifest,
    blocks: &Blocks,
    model: &Model,
    pool: Scalar,
    n: usize,
    d: usize,
    rng: &mut Rng,
    cold: &mut Option<ColdStart>,
    Launching { pdl, between }: Launching,
    (kda_tile, snapshot_tile): (Option<crate::target::Tile>, Option<crate::target::Tile>),
) -> Result<Vec<(&'static str, Timing, f64)>, String> {
    let (l, h, hv) = (model.layers, model.h, model.hv);
    // Decay values per value head and step: 1 (GDN) or K (KDA; `a` and `dt_bias` too).
    let w = model.gate.width() as usize;
    let b = pool.bytes().unwrap_or(4);
    let state = hv * V * K;
    // Ring rows: the new draft's row per request (0..n, one spare) and LAZY_DEPTH more
    // blocks of n + 1 for fold mode's committed steps (entry e of request i in row
    // (e + 1)(n + 1) + i, never its new row).
    // The snapshots have the n + 1 rows.
    let (slots, rows, tokens) = (n + 1, (n + 1) * (LAZY_DEPTH + 1), n * d);
    let snap_rows = n + 1;
    // The instances an engine with this configuration runs (the dispatch rule: the tile
    // the table gives for N requests).
    let config = |mode: Mode, decay_input: bool| Config {
        decay_input,
        tile: match (decay_input, mode, model.gate) {
            (true, _, _) => kda_tile,
            (false, Mode::Snapshot, Gate::Head) => snapshot_tile,
            _ => None,
        },
        ..model.config(mode, pool, d)
    };
    let resolve_with = |mode: Mode, decay_input: bool| {
        dispatch::resolve(&config(mode, decay_input), m, n as u64).map_err(err)
    };
    let resolve = |mode: Mode| resolve_with(mode, false);
    let (snapshot_path, tuple_path) = (resolve(Mode::Snapshot)?, resolve(Mode::Tuple)?);
    let fold_path = resolve(Mode::Fold)?;
    // KDA also runs with its gate pre-pass: `kda_gate` writes the decays once per layer and
    // the `decay_input` verify instances read them.
    let gated = if model.gate == Gate::Channel {
        let gate =
            dispatch::gate_instance(m, Arch::Sm90, Profile::Portable, Scalar::Bf16, Scalar::F32)
                .map_err(err)?;
        let (s, t) = (
            resolve_with(Mode::Snapshot, true)?,
            resolve_with(Mode::Tuple, true)?,
        );
        Some((
            cuda.load(m, gate).map_err(err)?,
            gate.clone(),
            cuda.load(m, &s.verify).map_err(err)?,
            s.verify,
            cuda.load(m, &t.verify).map_err(err)?,
            t.verify,
        ))
    } else {
        None
    };
    // The first module this process loads is the cold-start measurement's.
    let started = Instant::now();
    let verify_tuple = cuda.load(m, &tuple_path.verify).map_err(err)?;
    let load_ms = started.elapsed().as_secs_f64() * 1e3;
    let verify_snapshot = cuda.load(m, &snapshot_path.verify).map_err(err)?;
    let commit = cuda.load(m, &snapshot_path.commit).map_err(err)?;
    let replay = cuda.load(m, &tuple_path.commit).map_err(err)?;
    let verify_fold = cuda.load(m, &fold_path.verify).map_err(err)?;
    // Decode has no commit: its instance alone, as the C ABI picks it.
    let decode_entry =
        dispatch::verify_instance(&config(Mode::Decode, false), m, n as u64).map_err(err)?;
    let verify_decode = cuda.load(m, decode_entry).map_err(err)?;

    // Buffers: every layer's pool, snapshots and ring; one set of activations.
    let pool_layer = slots * state;
    let inter_layer = snap_rows * d * state;
    let (u_row, k_row, d_row) = (d * hv * V, d * h * K, d * hv * w);
    let states = LayerStates::alloc(
        cuda,
        blocks,
        l,
        (pool, pool_layer, inter_layer),
        rows,
        [u_row, k_row, d_row],
    )?;
    let (pool_buf, inter) = (&states.pool, &states.inter);
    let (ring_u, ring_k, ring_d) = (&states.ring_u, &states.ring_k, &states.ring_d);
    let acts = Activations::alloc(cuda, blocks, tokens, h, hv, w)?;
    let between = if between {
        Some(Between::new(cuda, m, blocks, tokens, hv)?)
    } else {
        None
    };
    let (ab, a_log, dt) = (&acts.ab, &acts.a_log, &acts.dt);
    // KDA's decays from the pre-pass: one buffer every layer reuses, as an engine would.
    let decay_scratch = alloc_filled(cuda, blocks, tokens * hv * K, Scalar::F32)?;
    let ints = |xs: Vec<i32>| {
        cuda.upload(&xs.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>())
            .map_err(err)
    };
    let h0 = ints((0..n as i32).collect())?;
    let row_idx = ints((0..n as i32).collect())?;
    let cu = ints((0..=n).map(|i| (i * d) as i32).collect())?;
    let steps: Vec<i32> = (0..n).map(|_| rng.below(d) as i32).collect();
    // 25% of requests track an earlier step into the spare slot range (slot n is spare).
    let track: Vec<bool> = (0..n).map(|i| i % 4 == 0).collect();
    let track_slots = ints(
        track
            .iter()
            .map(|&t| if t { n as i32 } else { -1 })
            .collect(),
    )?;
    let track_steps = ints(
        track
            .iter()
            .zip(&steps)
            .map(|(&t, &s)| if t { s / 2 } else { -1 })
            .collect(),
    )?;
    let steps_buf = ints(steps.clone())?;
    // Fold mode: every request has `depth` entries (its committed steps, `steps` each); a
    // depth and count per launch below.
    let fold_rows = |depth: usize| {
        ints(
            (0..n)
                .flat_map(|i| (0..depth).map(move |e| ((e + 1) * (n + 1) + i) as i32))
                .collect(),
        )
    };
    let fold_steps = |depth: usize| ints((0..n).flat_map(|i| vec![steps[i]; depth]).collect());
    let (eager_rows, eager_steps) = (fold_rows(1)?, fold_steps(1)?);
    let (lazy_rows, lazy_steps) = (fold_rows(LAZY_DEPTH)?, fold_steps(LAZY_DEPTH)?);
    let counts = (0..=LAZY_DEPTH)
        .map(|c| ints(vec![c as i32; n]))
        .collect::<Result<Vec<_>, _>>()?;
    let at = |buf: &DeviceBuffer, layer: usize, pitch: usize, size: usize| {
        buf.ptr + (layer * pitch * size) as u64
    };

    // The arguments, built and validated by the typed launch API as an engine builds them:
    // tensors (address, dtype, element count) plus shapes, strides and pitches.
    let u = |x: usize| x as u64;
    let tensor = |ptr: u64, dtype: Scalar, len: usize| DeviceTensor { ptr, dtype, len };
    let f32s = |ptr: u64, len: usize| tensor(ptr, Scalar::F32, len);
    let i32s = |buf: &DeviceBuffer| tensor(buf.ptr, Scalar::I32, n);
    let verify_shapes = acts.shapes(n, d, slots, rows, state);
    // A layer's verify tensors, every mode's; `gated`: the pre-pass's decays too.
    let layer_tensors = |layer: usize, gated: bool| {
        acts.tensors(
            tensor(at(pool_buf, layer, pool_layer, b), pool, pool_layer),
            i32s(&h0),
            tensor(cu.ptr, Scalar::I32, n + 1),
            gated.then(|| f32s(decay_scratch.ptr, tokens * hv * K)),
        )
    };
    // `gated`: the `decay_input` instance of the mode, reading the pre-pass's decays.
    let verify_args_with = |layer: usize,
                            tuple: bool,
                            gated_entry: Option<&Entry>,
                            fold: Option<(usize, usize)>|
     -> Result<BTreeMap<String, ArgValue>, String> {
        let tensors = layer_tensors(layer, gated_entry.is_some());
        let ring = |buf: &DeviceBuffer, row: usize| f32s(at(buf, layer, rows * row, 4), rows * row);
        let tuple_store = VerifyStore::Tuple {
            inter_indices: i32s(&row_idx),
            u: ring(ring_u, u_row),
            k: ring(ring_k, k_row),
            decay: ring(ring_d, d_row),
            u_row_pitch: u(u_row),
            k_row_pitch: u(k_row),
            decay_row_pitch: u(d_row),
            parents: None,
        };
        let (entry, store) = if let Some((depth, count)) = fold {
            let (fr, fs) = if depth == 1 {
                (&eager_rows, &eager_steps)
            } else {
                (&lazy_rows, &lazy_steps)
            };
            let fold = FoldIndices {
                rows: tensor(fr.ptr, Scalar::I32, n * depth),
                steps: tensor(fs.ptr, Scalar::I32, n * depth),
                counts: i32s(&counts[count]),
                track_slots: i32s(&track_slots),
                track_steps: i32s(&track_steps),
                depth: u(depth),
            };
            let store = tuple_store.folded(fold).ok_or("a tuple store folds")?;
            (&fold_path.verify, store)
        } else if tuple {
            (gated_entry.unwrap_or(&tuple_path.verify), tuple_store)
        } else {
            let store = VerifyStore::Snapshot {
                inter_indices: i32s(&row_idx),
                inter: tensor(at(inter, layer, inter_layer, b), pool, inter_layer),
                row_pitch: u(d * state),
                parents: None,
            };
            (gated_entry.unwrap_or(&snapshot_path.verify), store)
        };
        let shapes = match store {
            VerifyStore::Snapshot { .. } => VerifyShapes {
                rows: u(snap_rows),
                ..verify_shapes
            },
            _ => verify_shapes,
        };
        launch::verify(entry, &tensors, &store, &shapes).map_err(err)
    };
    // Decode mode: each request's D tokens in one launch, the state written back to its
    // slot (no snapshots, no tuples); `--shapes Nx1` times plain one-token decode.
    let decode_args = |layer: usize| {
        let tensors = layer_tensors(layer, false);
        launch::verify(decode_entry, &tensors, &VerifyStore::Pool, &verify_shapes).map_err(err)
    };
    let verify_args_of = |layer: usize, tuple: bool, gated_entry: Option<&Entry>| {
        verify_args_with(layer, tuple, gated_entry, None)
    };
    let verify_args = |layer: usize, tuple: bool| verify_args_of(layer, tuple, None);
    // (KDA only: its gate width `w` is K.)
    let gate_args = match &gated {
        Some((_, entry, ..)) => {
            let ptrs = [ab.ptr, a_log.ptr, dt.ptr, decay_scratch.ptr];
            let (tensors, shapes) = gate_pass(ptrs, tokens, hv);
            Some(launch::kda_gate(entry, &tensors, &shapes).map_err(err)?)
        }
        None => None,
    };
    // Replay and the commit scatter: every layer in one launch.
    let commit_shapes = CommitShapes {
        layers: u(l),
        requests: u(n),
        slots: u(slots),
        rows: u(rows),
        steps: u(d),
        d_alloc: u(d),
        h: u(h),
        hv: u(hv),
        pool_layer_pitch: u(pool_layer),
        pool_slot_pitch: u(state),
    };
    let commit_indices = CommitIndices {
        slots: i32s(&h0),
        rows: i32s(&row_idx),
        steps: i32s(&steps_buf),
        track_slots: i32s(&track_slots),
        track_steps: i32s(&track_steps),
        diagnostics: None,
    };
    let all_pools = tensor(pool_buf.ptr, pool, l * pool_layer);
    let ring = states.ring(None);
    let replay_args = launch::replay(
        &tuple_path.commit,
        &all_pools,
        &ring,
        &commit_indices,
        &commit_shapes,
    )
    .map_err(err)?;
    let commit_args = launch::commit_scatter(
        &snapshot_path.commit,
        &all_pools,
        &tensor(inter.ptr, pool, l * inter_layer),
        u(inter_layer),
        u(d * state),
        &commit_indices,
        &CommitShapes {
            rows: u(snap_rows),
            ..commit_shapes
        },
    )
    .map_err(err)?;

    let launch =
        |k: &CudaKernel, a: &BTreeMap<String, ArgValue>, on: CUstream| -> Result<(), String> {
            // SAFETY: the typed launch API checked every tensor against the shapes, and each
            // is a live allocation (above) at least as large as the element count it was given;
            // `on` is null or the bench's live stream. With `pdl`, only the verify instances
            // (which wait) get the attribute; each reads its own layer's pool and the index
            // arrays, which no kernel of the bench's graphs writes before it.
            unsafe { k.launch_with(a, on, pdl && k.takes_pdl() && !on.is_null()) }.map_err(err)
        };
    let null: CUstream = std::ptr::null_mut();
    // `--between`: the unrelated kernel, launched before each layer's.
    let gap = |s: CUstream| match &between {
        Some(b) => launch(&b.kernel, &b.args, s),
        None => Ok(()),
    };
    // Both methods for a sequence of launches: `seq` launches on the stream it is given.
    let both = |seq: &dyn Fn(CUstream) -> Result<(), String>| -> Result<Timing, String> {
        Ok(Timing {
            graph: time_graph_us(cuda, stream, seq)?,
            events: time_us(cuda, || seq(null))?,
        })
    };
    // One layer's verify: the graph holds every layer's launch (the state of each layer is
    // its own, so the working set is far larger than L2); events time 8 successive layers.
    let verify_rep = |k: &CudaKernel, tuple: bool| {
        let args = (0..l)
            .map(|layer| verify_args(layer, tuple))
            .collect::<Result<Vec<_>, _>>()?;
        let graph = time_graph_us(cuda, stream, |s| {
            args.iter().try_for_each(|a| {
                gap(s)?;
                launch(k, a, s)
            })
        })? / l as f32;
        let per = l.min(8);
        let mut next = 0;
        let events = time_us(cuda, || {
            for _ in 0..per {
                gap(null)?;
                launch(k, &args[next % l], null)?;
                next += 1;
            }
            Ok(())
        })? / per as f32;
        Ok::<Timing, String>(Timing { graph, events })
    };
    let ntrack = track.iter().filter(|t| **t).count();
    let act = (tokens * (2 * h * K + hv * V) * 2 + tokens * hv * (w + 1) * 2 + tokens * hv * V * 2)
        as f64;
    let tuple_step = (hv * V + h * K + hv * w) * 4;
    let verify_snapshot_bytes = (n * state * b) as f64 + act + (n * d * state * b) as f64;
    let verify_tuple_bytes = (n * state * b) as f64 + act + (n * d * tuple_step) as f64;
    let steps_read: usize = steps.iter().map(|s| *s as usize + 1).sum();
    let replay_bytes =
        (l * (n * state * b * 2 + ntrack * state * b + steps_read * tuple_step)) as f64;
    let commit_bytes = (l * (n + ntrack) * state * b * 2) as f64;

    if cold.is_none() {
        let args = verify_args(0, true)?;
        let started = Instant::now();
        launch(&verify_tuple, &args, null)?;
        cuda.synchronize().map_err(err)?;
        *cold = Some(ColdStart {
            instance: tuple_path.verify.name.clone(),
            load_ms,
            shape: format!("{}, N={n}, D={d}, one layer", model.name),
            first_launch_us: started.elapsed().as_secs_f64() * 1e6,
        });
    }
    let mut out = Vec::new();
    if let Some(b) = &between {
        // What every multi-layer row below includes: L launches of the kernel between.
        let t = both(&|s| (0..l).try_for_each(|_| gap(s)))?;
        out.push(("between (all L)", t, l as f64 * b.bytes));
    }
    out.push((
        "verify snapshot",
        verify_rep(&verify_snapshot, false)?,
        verify_snapshot_bytes,
    ));
    out.push((
        "verify tuple",
        verify_rep(&verify_tuple, true)?,
        verify_tuple_bytes,
    ));
    let t = both(&|s| launch(&replay, &replay_args, s))?;
    out.push(("replay (all L)", t, replay_bytes));
    let t = both(&|s| launch(&commit, &commit_args, s))?;
    out.push(("commit (all L)", t, commit_bytes));
    let snapshot_args = (0..l)
        .map(|layer| verify_args(layer, false))
        .collect::<Result<Vec<_>, _>>()?;
    let tuple_args = (0..l)
        .map(|layer| verify_args(layer, true))
        .collect::<Result<Vec<_>, _>>()?;
    // The whole step: every layer's verify and the commit, in one graph.
    let t = both(&|s| {
        for a in &snapshot_args {
            gap(s)?;
            launch(&verify_snapshot, a, s)?;
        }
        launch(&commit, &commit_args, s)
    })?;
    out.push((
        "step snapshot path",
        t,
        l as f64 * verify_snapshot_bytes + commit_bytes,
    ));
    let t = both(&|s| {
        for a in &tuple_args {
            gap(s)?;
            launch(&verify_tuple, a, s)?;
        }
        launch(&replay, &replay_args, s)
    })?;
    out.push((
        "step tuple path",
        t,
        l as f64 * verify_tuple_bytes + replay_bytes,
    ));
    // Fold mode: the commit folded into the next verify. Eager (depth 1): every layer's
    // verify folds one committed step and writes its state back, and the step is nothing
    // more. Lazy (depth LAZY_DEPTH): a request folds 1..=R committed steps and writes back
    // when it holds R; the step's time is the mean over the R phases.
    let fold_args = |depth: usize, count: usize| {
        (0..l)
            .map(|layer| verify_args_with(layer, true, None, Some((depth, count))))
            .collect::<Result<Vec<_>, _>>()
    };
    let fold_step = |args: &[BTreeMap<String, ArgValue>]| {
        both(&|s| {
            args.iter().try_for_each(|a| {
                gap(s)?;
                launch(&verify_fold, a, s)
            })
        })
    };
    let entry_bytes = |entries: usize| (l * (entries * tuple_step)) as f64;
    let eager = fold_args(1, 1)?;
    let t = fold_step(&eager)?;
    let eager_bytes =
        l as f64 * (verify_tuple_bytes + (n * state * b) as f64) + entry_bytes(steps_read);
    out.push((
        "verify fold eager",
        Timing {
            graph: t.graph / l as f32,
            events: t.events / l as f32,
        },
        eager_bytes / l as f64,
    ));
    out.push(("step fold eager", t, eager_bytes));
    let mut lazy = Timing {
        graph: 0.0,
        events: 0.0,
    };
    let mut lazy_bytes = 0.0;
    for count in 1..=LAZY_DEPTH {
        let t = fold_step(&fold_args(LAZY_DEPTH, count)?)?;
        lazy.graph += t.graph / LAZY_DEPTH as f32;
        lazy.events += t.events / LAZY_DEPTH as f32;
        let back = if count == LAZY_DEPTH {
            n * state * b
        } else {
            0
        };
        lazy_bytes += (l as f64 * (verify_tuple_bytes + back as f64)
            + entry_bytes(count * steps_read))
            / LAZY_DEPTH as f64;
    }
    out.push(("step fold lazy R=4", lazy, lazy_bytes));
    // KDA with the gate pre-pass: per layer `kda_gate` then the verify that reads its
    // decays (which moves the decays instead of `a`: `tokens*HV*K` f32 written and read).
    if let (Some((gate_k, _, snap_k, snap_e, tup_k, tup_e)), Some(gate_a)) = (&gated, &gate_args) {
        let decay_bytes = (tokens * hv * K * 4 * 2) as f64;
        let per_layer = |tuple: bool| {
            (0..l)
                .map(|layer| {
                    let e = if tuple { tup_e } else { snap_e };
                    verify_args_of(layer, tuple, Some(e))
                })
                .collect::<Result<Vec<_>, _>>()
        };
        let (snap_args, tup_args) = (per_layer(false)?, per_layer(true)?);
        let layers = |k: &CudaKernel, args: &[BTreeMap<String, ArgValue>], s: CUstream| {
            args.iter().try_for_each(|a| {
                gap(s)?;
                launch(gate_k, gate_a, s)?;
                launch(k, a, s)
            })
        };
        let t = both(&|s| layers(snap_k, &snap_args, s))?;
        out.push((
            "verify snapshot +gate pass",
            Timing {
                graph: t.graph / l as f32,
                events: t.events / l as f32,
            },
            verify_snapshot_bytes + decay_bytes,
        ));
        let t = both(&|s| layers(tup_k, &tup_args, s))?;
        out.push((
            "verify tuple +gate pass",
            Timing {
                graph: t.graph / l as f32,
                events: t.events / l as f32,
            },
            verify_tuple_bytes + decay_bytes,
        ));
        let t = both(&|s| {
            layers(tup_k, &tup_args, s)?;
            launch(&replay, &replay_args, s)
        })?;
        out.push((
            "step tuple +gate pass",
            t,
            l as f64 * (verify_tuple_bytes + decay_bytes) + replay_bytes,
        ));
    }
    // Decode: every layer's launch writes its state back to the pool, as an engine's
    // decode step does.
    let decode = (0..l).map(decode_args).collect::<Result<Vec<_>, _>>()?;
    let t = both(&|s| {
        decode.iter().try_for_each(|a| {
            gap(s)?;
            launch(&verify_decode, a, s)
        })
    })?;
    out.push((
        "decode",
        Timing {
            graph: t.graph / l as f32,
            events: t.events / l as f32,
        },
        (2 * n * state * b) as f64 + act,
    ));
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `--between`'s kernel takes every shape and model the bench runs, checked by the
    /// typed launch API against the committed manifest (no GPU needed), with a grid that
    /// covers the tokens; the same call with `a` one element short is refused, so the
    /// check is not vacuous.
    #[test]
    fn the_kernel_between_layers_takes_every_bench_shape() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("generated");
        let m = Manifest::load(&dir).unwrap_or_else(|e| panic!("{e}"));
        let ptrs = [0x1000, 0x2000, 0x3000, 0x4000];
        for model in &MODELS {
            for &(n, d) in &SHAPES {
                let tokens = n * d;
                let (entry, args) = Between::args(&m, ptrs, tokens, model.hv)
                    .unwrap_or_else(|e| panic!("{} {n}x{d}: {e}", model.name));
                let grid = crate::runtime::abi::grid(&entry.grid, &args)
                    .unwrap_or_else(|e| panic!("{} {n}x{d}: {e}", model.name));
                assert!(grid.iter().all(|&g| g > 0), "{grid:?}");
                let given = match args.get("num_tokens") {
                    Some(ArgValue::I32(t)) => i64::from(*t),
                    Some(ArgValue::I64(t)) => *t,
                    other => panic!("num_tokens: {other:?}"),
                };
                assert_eq!(given, tokens as i64);
            }
        }
        let (entry, _) = Between::args(&m, ptrs, 4, 32).unwrap_or_else(|e| panic!("{e}"));
        let (mut tensors, shapes) = gate_pass(ptrs, 4, 32);
        assert!(launch::kda_gate(entry, &tensors, &shapes).is_ok());
        tensors.a.len -= 1;
        let short = launch::kda_gate(entry, &tensors, &shapes);
        assert!(short.is_err(), "a short `a` was accepted");
    }
}
