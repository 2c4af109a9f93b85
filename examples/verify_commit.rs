//! A whole speculative step on an NVIDIA GPU with a realistic Qwen3.6-35B-A3B layer set
//! (30 GDN layers, H = 16, HV = 32, K = V = 128, f32 state pool), through both commit
//! paths, from the generated kernels and the runtime an engine would use:
//!
//! - snapshot path: verify (snapshot) per layer, then one commit scatter for all layers;
//! - tuple path (lossless verify): verify (tuple) per layer, then one replay for all layers.
//!
//! Every launch's arguments come from the typed launch API (`runtime::launch`): the engine's
//! device tensors plus shapes, strides and pitches, validated before anything is launched.
//! It prints whether the two pools (and every layer's outputs) are byte-identical and how
//! much speculative scratch each path used.
//!
//!   cargo run --release --no-default-features --features cuda,generator --example verify_commit -- \
//!       [--generated generated] [--requests 25] [--draft 4]

use deltagen::cases::{commit_inputs, replay_inputs, Accept, Case, Geo, Named, Rng};
use deltagen::interp::Value;
use deltagen::ir::Scalar;
use deltagen::kernels::gdn_verify::Mode;
use deltagen::runtime::abi::ArgValue;
use deltagen::runtime::cuda::{self, Cuda, CudaKernel, DeviceBuffer};
use deltagen::runtime::dispatch::{self, Config};
use deltagen::runtime::launch::{
    self, CommitIndices, CommitShapes, DeviceTensor, Ring, VerifyStore, VerifyTensors,
};
use deltagen::runtime::{Entry, Manifest};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;

const LAYERS: usize = 30;
const HEADS: (usize, usize) = (16, 32);

fn main() -> ExitCode {
    deltagen::stdio::end_quietly_on_closed_stdout();
    match run() {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("verify_commit: {e}");
            ExitCode::FAILURE
        }
    }
}

fn arg(name: &str) -> Option<String> {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1).cloned())
}

/// The device tensors of a launch: those of `named` not in `fixed` uploaded (element type
/// and count from `named`), those in `fixed` at the given device address with the given
/// element type and count. Returns them by name with the buffers that back them (keep
/// those alive until the launch finished).
struct Tensors {
    by_name: BTreeMap<String, DeviceTensor>,
    _keep: Vec<DeviceBuffer>,
}

impl Tensors {
    fn new(cuda: &Cuda, named: &Named, fixed: &[(&str, DeviceTensor)]) -> Result<Tensors, String> {
        let mut by_name: BTreeMap<String, DeviceTensor> = fixed
            .iter()
            .map(|(name, t)| (name.to_string(), *t))
            .collect();
        let mut keep = Vec::new();
        for (name, v) in named {
            if let Value::Tensor(dtype, bytes) = v {
                if by_name.contains_key(name) {
                    continue;
                }
                let b = cuda.upload(bytes).map_err(|e| e.to_string())?;
                let t = DeviceTensor {
                    ptr: b.ptr,
                    dtype: *dtype,
                    len: bytes.len() / dtype.bytes().unwrap_or(1),
                };
                by_name.insert(name.clone(), t);
                keep.push(b);
            }
        }
        Ok(Tensors {
            by_name,
            _keep: keep,
        })
    }
    fn get(&self, name: &str) -> Result<DeviceTensor, String> {
        self.by_name
            .get(name)
            .copied()
            .ok_or_else(|| format!("no tensor `{name}`"))
    }
    fn commit_indices(&self, steps: &str) -> Result<CommitIndices, String> {
        Ok(CommitIndices {
            slots: self.get("slot_indices")?,
            rows: self.get("row_indices")?,
            steps: self.get(steps)?,
            track_slots: self.get("track_slots")?,
            track_steps: self.get("track_steps")?,
            diagnostics: self.get("diagnostics").ok(),
        })
    }
    fn verify(&self) -> Result<VerifyTensors, String> {
        Ok(VerifyTensors {
            q: self.get("q")?,
            k: self.get("k")?,
            v: self.get("v")?,
            a: self.get("a")?,
            b: self.get("b")?,
            a_log: self.get("A_log")?,
            dt_bias: self.get("dt_bias")?,
            o: self.get("o")?,
            pool: self.get("pool")?,
            h0_indices: self.get("h0_indices")?,
            cu_seqlens: self.get("cu_seqlens")?,
            decay: None,
            diagnostics: self.get("diagnostics").ok(),
        })
    }
}

fn launch(cuda: &Cuda, k: &CudaKernel, args: &BTreeMap<String, ArgValue>) -> Result<(), String> {
    // SAFETY: the typed launch API checked every tensor against the shapes, and each is a
    // live device buffer of at least the element count it was given (uploaded from its
    // bytes, or allocated for every layer); null is the default stream.
    unsafe { k.launch(args, std::ptr::null_mut()) }.map_err(|e| e.to_string())?;
    cuda.synchronize().map_err(|e| e.to_string())
}

fn run() -> Result<bool, String> {
    let generated = PathBuf::from(arg("--generated").unwrap_or_else(|| "generated".into()));
    let n: usize = arg("--requests")
        .map_or(Ok(25), |s| s.parse())
        .map_err(|_| "--requests takes a number")?;
    let d: usize = arg("--draft")
        .map_or(Ok(4), |s| s.parse())
        .map_err(|_| "--draft takes a number")?;
    if !cuda::driver_present() {
        println!("SKIP: no NVIDIA driver (libcuda.so.1 not found)");
        return Ok(true);
    }
    let cuda = Cuda::new(0).map_err(|e| e.to_string())?;
    let arch = cuda
        .native_arch()
        .ok_or_else(|| format!("{} has no generated arch", cuda.name))?;
    let manifest = Manifest::load(&generated)?;
    // The instances an engine with this configuration runs (dispatch: the table's tile
    // for N requests).
    let resolve = |mode: Mode| {
        let cfg = Config {
            arch,
            mode,
            draft: d as u64,
            d_alloc: d as u64,
            h: HEADS.0 as u64,
            hv: HEADS.1 as u64,
            ..Config::default()
        };
        dispatch::resolve(&cfg, &manifest, n as u64).map_err(|e| e.to_string())
    };
    let (snapshot_path, tuple_path) = (resolve(Mode::Snapshot)?, resolve(Mode::Tuple)?);
    let load = |e: &Entry| cuda.load(&manifest, e).map_err(|e| e.to_string());
    let verify_snapshot = load(&snapshot_path.verify)?;
    let commit = load(&snapshot_path.commit)?;
    let verify_tuple = load(&tuple_path.verify)?;
    let replay = load(&tuple_path.commit)?;
    println!(
        "{}: Qwen3.6-35B-A3B layer set, {LAYERS} layers, H={} HV={}, {n} requests, D={d}, f32 pool",
        cuda.name, HEADS.0, HEADS.1
    );
    println!(
        "kernels: {}, {}, {}, {}",
        verify_snapshot.name, verify_tuple.name, replay.name, commit.name
    );

    // One random case per layer; rows = requests + 1 as an engine reserves them.
    let geo = Geo {
        gate: deltagen::vocab::Gate::Head,
        h: HEADS.0,
        hv: HEADS.1,
        tokens: vec![d; n],
        d_alloc: d,
        slots: n + 2,
        rows: n + 1,
    };
    let mut rng = Rng::new(0x5eed_c0de);
    let mut layers: Vec<Case> = Vec::with_capacity(LAYERS);
    for l in 0..LAYERS {
        let mut c = Case::random(
            &mut rng,
            geo.clone(),
            Scalar::Bf16,
            Scalar::F32,
            Scalar::F32,
        );
        if l > 0 {
            c.h0 = layers[0].h0.clone();
            c.rows = layers[0].rows.clone();
        }
        layers.push(c);
    }
    let g = &layers[0].geo;
    let pool_layer = g.slots * g.slot_pitch();
    let inter_layer = g.rows * g.inter_row_pitch();
    let (u_layer, k_layer, d_layer) = (
        g.rows * g.u_row_pitch(),
        g.rows * g.k_row_pitch(),
        g.rows * g.decay_row_pitch(),
    );
    let pool_bytes: Vec<u8> = layers.iter().flat_map(|c| c.pool_bytes()).collect();
    let pool_snapshot = cuda.upload(&pool_bytes).map_err(|e| e.to_string())?;
    let pool_tuple = cuda.upload(&pool_bytes).map_err(|e| e.to_string())?;
    let inter = cuda
        .alloc(LAYERS * inter_layer * 4)
        .map_err(|e| e.to_string())?;
    let ring_u = cuda
        .alloc(LAYERS * u_layer * 4)
        .map_err(|e| e.to_string())?;
    let ring_k = cuda
        .alloc(LAYERS * k_layer * 4)
        .map_err(|e| e.to_string())?;
    let ring_decay = cuda
        .alloc(LAYERS * d_layer * 4)
        .map_err(|e| e.to_string())?;
    // Every buffer below holds f32 elements.
    let f32s = |b: &DeviceBuffer, layer: usize, pitch: usize, len: usize| DeviceTensor {
        ptr: b.ptr + (layer * pitch * 4) as u64,
        dtype: Scalar::F32,
        len,
    };
    let u = |x: usize| x as u64;
    let verify_shapes = deltagen::cases::verify_shapes(g, d, layers[0].scale);

    let err = |e: launch::LaunchError| e.to_string();

    // Verify, both modes, every layer; the outputs must agree.
    let mut outputs_identical = true;
    let o_len = g.total_tokens() * g.hv * 128;
    let bf16s = |b: &DeviceBuffer| DeviceTensor {
        ptr: b.ptr,
        dtype: Scalar::Bf16,
        len: o_len,
    };
    for (l, case) in layers.iter().enumerate() {
        let o_snap = cuda.alloc(o_len * 2).map_err(|e| e.to_string())?;
        let t = Tensors::new(
            &cuda,
            &case.verify_inputs(Mode::Snapshot),
            &[
                ("pool", f32s(&pool_snapshot, l, pool_layer, pool_layer)),
                ("inter", f32s(&inter, l, inter_layer, inter_layer)),
                ("o", bf16s(&o_snap)),
            ],
        )?;
        let store = VerifyStore::Snapshot {
            inter_indices: t.get("inter_indices")?,
            inter: t.get("inter")?,
            row_pitch: u(g.inter_row_pitch()),
            parents: None,
        };
        let args = launch::verify(&snapshot_path.verify, &t.verify()?, &store, &verify_shapes)
            .map_err(err)?;
        launch(&cuda, &verify_snapshot, &args)?;
        let o_tuple = cuda.alloc(o_len * 2).map_err(|e| e.to_string())?;
        let t = Tensors::new(
            &cuda,
            &case.verify_inputs(Mode::Tuple),
            &[
                ("pool", f32s(&pool_tuple, l, pool_layer, pool_layer)),
                ("ring_u", f32s(&ring_u, l, u_layer, u_layer)),
                ("ring_k", f32s(&ring_k, l, k_layer, k_layer)),
                ("ring_decay", f32s(&ring_decay, l, d_layer, d_layer)),
                ("o", bf16s(&o_tuple)),
            ],
        )?;
        let store = VerifyStore::Tuple {
            inter_indices: t.get("inter_indices")?,
            u: t.get("ring_u")?,
            k: t.get("ring_k")?,
            decay: t.get("ring_decay")?,
            u_row_pitch: u(g.u_row_pitch()),
            k_row_pitch: u(g.k_row_pitch()),
            decay_row_pitch: u(g.decay_row_pitch()),
            parents: None,
        };
        let args = launch::verify(&tuple_path.verify, &t.verify()?, &store, &verify_shapes)
            .map_err(err)?;
        launch(&cuda, &verify_tuple, &args)?;
        outputs_identical &= cuda.download(&o_snap).map_err(|e| e.to_string())?
            == cuda.download(&o_tuple).map_err(|e| e.to_string())?;
    }

    // Accept, then commit: snapshot scatter vs replay, all layers in one launch each.
    let accept = Accept::random(&mut rng, &layers[0]);
    let commit_shapes = CommitShapes {
        layers: u(LAYERS),
        requests: u(n),
        slots: u(g.slots),
        rows: u(g.rows),
        steps: u(g.d_alloc),
        d_alloc: u(g.d_alloc),
        h: u(g.h),
        hv: u(g.hv),
        pool_layer_pitch: u(pool_layer),
        pool_slot_pitch: u(g.slot_pitch()),
    };
    let all_layers = |b: &DeviceBuffer, layer_pitch: usize| f32s(b, 0, 0, LAYERS * layer_pitch);
    // The snapshots and the ring are already on the device: the inputs' own (empty)
    // stand-ins are never uploaded.
    let inter_dummy: Vec<u8> = Vec::new();
    let t = Tensors::new(
        &cuda,
        &commit_inputs(&layers[0], &inter_dummy, &accept),
        &[
            ("pool", all_layers(&pool_snapshot, pool_layer)),
            ("inter", all_layers(&inter, inter_layer)),
        ],
    )?;
    let args = launch::commit_scatter(
        &snapshot_path.commit,
        &t.get("pool")?,
        &t.get("inter")?,
        u(inter_layer),
        u(g.inter_row_pitch()),
        &t.commit_indices("step_indices")?,
        &commit_shapes,
    )
    .map_err(err)?;
    launch(&cuda, &commit, &args)?;
    let ring_dummy: BTreeMap<String, Vec<u8>> = ["ring_u", "ring_k", "ring_decay"]
        .iter()
        .map(|k| (k.to_string(), Vec::new()))
        .collect();
    let t = Tensors::new(
        &cuda,
        &replay_inputs(&layers[0], &ring_dummy, &accept),
        &[
            ("pool", all_layers(&pool_tuple, pool_layer)),
            ("ring_u", all_layers(&ring_u, u_layer)),
            ("ring_k", all_layers(&ring_k, k_layer)),
            ("ring_decay", all_layers(&ring_decay, d_layer)),
        ],
    )?;
    let ring = Ring {
        u: t.get("ring_u")?,
        k: t.get("ring_k")?,
        decay: t.get("ring_decay")?,
        u_layer_pitch: u(u_layer),
        u_row_pitch: u(g.u_row_pitch()),
        k_layer_pitch: u(k_layer),
        k_row_pitch: u(g.k_row_pitch()),
        decay_layer_pitch: u(d_layer),
        decay_row_pitch: u(g.decay_row_pitch()),
        path: None,
    };
    let args = launch::replay(
        &tuple_path.commit,
        &t.get("pool")?,
        &ring,
        &t.commit_indices("accepted_steps")?,
        &commit_shapes,
    )
    .map_err(err)?;
    launch(&cuda, &replay, &args)?;

    let a = cuda.download(&pool_snapshot).map_err(|e| e.to_string())?;
    let b = cuda.download(&pool_tuple).map_err(|e| e.to_string())?;
    let changed = a != pool_bytes;
    let identical = a == b;
    let gib = |x: usize| x as f64 / (1u64 << 30) as f64;
    let state = g.hv * 128 * 128;
    let snapshot_scratch = LAYERS * g.rows * d * state * 4;
    let tuple_scratch = LAYERS * g.rows * d * (g.hv * 128 + g.h * 128 + g.hv) * 4;
    println!("verify outputs identical in both modes (every layer): {outputs_identical}");
    println!("pools after commit identical (snapshot scatter vs replay): {identical} (commit changed the pool: {changed})");
    println!(
        "speculative scratch over {} rows: snapshot {:.3} GiB, tuple {:.4} GiB ({:.1}x less)",
        g.rows,
        gib(snapshot_scratch),
        gib(tuple_scratch),
        snapshot_scratch as f64 / tuple_scratch as f64
    );
    Ok(identical && outputs_identical && changed)
}
