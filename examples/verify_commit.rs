//! A whole speculative step on an NVIDIA GPU with a realistic Qwen3.6-35B-A3B layer set
//! (30 GDN layers, H = 16, HV = 32, K = V = 128, f32 state pool), through both commit
//! paths, from the generated kernels and the runtime an engine would use:
//!
//! - snapshot path: verify (snapshot) per layer, then one commit scatter for all layers;
//! - tuple path (lossless verify): verify (tuple) per layer, then one replay for all layers.
//!
//! It prints whether the two pools (and every layer's outputs) are byte-identical and how
//! much speculative scratch each path used.
//!
//!   cargo run --release --no-default-features --features cuda --example verify_commit -- \
//!       [--generated generated] [--requests 25] [--draft 4]

use deltagen::cases::{commit_inputs, replay_inputs, Accept, Case, Geo, Named, Rng};
use deltagen::interp::Value;
use deltagen::ir::Scalar;
use deltagen::runtime::abi::ArgValue;
use deltagen::runtime::cuda::{self, Cuda, CudaKernel, DeviceBuffer};
use deltagen::runtime::dispatch::{self, Config};
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

/// Upload the tensors of `named`, replacing those in `fixed` by given device addresses;
/// scalars in `scalars` override the named ones. Returns the arguments and the buffers
/// that back them (keep them alive until the launch finished).
fn prepare(
    cuda: &Cuda,
    named: &Named,
    fixed: &BTreeMap<&str, u64>,
    scalars: &BTreeMap<&str, ArgValue>,
) -> Result<(BTreeMap<String, ArgValue>, Vec<DeviceBuffer>), String> {
    let mut args = BTreeMap::new();
    let mut keep = Vec::new();
    for (name, v) in named {
        let a = if let Some(p) = fixed.get(name.as_str()) {
            ArgValue::Ptr(*p)
        } else if let Some(s) = scalars.get(name.as_str()) {
            *s
        } else {
            match v {
                Value::Tensor(_, bytes) => {
                    let b = cuda.upload(bytes).map_err(|e| e.to_string())?;
                    let p = b.ptr;
                    keep.push(b);
                    ArgValue::Ptr(p)
                }
                Value::Scalar(c) => deltagen::cases::launch_arg(*c),
            }
        };
        args.insert(name.clone(), a);
    }
    Ok((args, keep))
}

fn launch(cuda: &Cuda, k: &CudaKernel, args: &BTreeMap<String, ArgValue>) -> Result<(), String> {
    // SAFETY: every pointer is a live device buffer sized by the case geometry (the
    // interpreter tests run the same shapes with bounds checks); null is the default stream.
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
    let resolve = |mode: &str| {
        let cfg = Config {
            arch: arch.name().into(),
            mode: mode.into(),
            draft: d as u64,
            d_alloc: d as u64,
            h: HEADS.0 as u64,
            hv: HEADS.1 as u64,
            ..Config::default()
        };
        dispatch::resolve(&cfg, &manifest, n as u64).map_err(|e| e.to_string())
    };
    let (snapshot_path, tuple_path) = (resolve("snapshot")?, resolve("tuple")?);
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
    let at = |b: &DeviceBuffer, layer: usize, pitch: usize| b.ptr + (layer * pitch * 4) as u64;

    // Verify, both modes, every layer; the outputs must agree.
    let mut outputs_identical = true;
    for (l, case) in layers.iter().enumerate() {
        let mut fixed = BTreeMap::from([
            ("pool", at(&pool_snapshot, l, pool_layer)),
            ("inter", at(&inter, l, inter_layer)),
        ]);
        let o_snap = cuda
            .alloc(g.total_tokens() * g.hv * 128 * 2)
            .map_err(|e| e.to_string())?;
        fixed.insert("o", o_snap.ptr);
        let (args, _keep) = prepare(
            &cuda,
            &case.verify_inputs(deltagen::kernels::gdn_verify::Mode::Snapshot),
            &fixed,
            &BTreeMap::new(),
        )?;
        launch(&cuda, &verify_snapshot, &args)?;
        let o_tuple = cuda
            .alloc(g.total_tokens() * g.hv * 128 * 2)
            .map_err(|e| e.to_string())?;
        let fixed = BTreeMap::from([
            ("pool", at(&pool_tuple, l, pool_layer)),
            ("ring_u", at(&ring_u, l, u_layer)),
            ("ring_k", at(&ring_k, l, k_layer)),
            ("ring_decay", at(&ring_decay, l, d_layer)),
            ("o", o_tuple.ptr),
        ]);
        let (args, _keep) = prepare(
            &cuda,
            &case.verify_inputs(deltagen::kernels::gdn_verify::Mode::Tuple),
            &fixed,
            &BTreeMap::new(),
        )?;
        launch(&cuda, &verify_tuple, &args)?;
        outputs_identical &= cuda.download(&o_snap).map_err(|e| e.to_string())?
            == cuda.download(&o_tuple).map_err(|e| e.to_string())?;
    }

    // Accept, then commit: snapshot scatter vs replay, all layers in one launch each.
    let accept = Accept::random(&mut rng, &layers[0]);
    let all_layers = |pitches: &[(&'static str, usize)]| {
        let mut s: BTreeMap<&str, ArgValue> = pitches
            .iter()
            .map(|(k, v)| (*k, ArgValue::I64(*v as i64)))
            .collect();
        s.insert("num_layers", ArgValue::I32(LAYERS as i32));
        s
    };
    let inter_dummy: Vec<u8> = Vec::new();
    let scalars = all_layers(&[
        ("pool_layer_pitch", pool_layer),
        ("inter_layer_pitch", inter_layer),
    ]);
    let fixed = BTreeMap::from([("pool", pool_snapshot.ptr), ("inter", inter.ptr)]);
    let (args, _keep) = prepare(
        &cuda,
        &commit_inputs(&layers[0], &inter_dummy, &accept),
        &fixed,
        &scalars,
    )?;
    launch(&cuda, &commit, &args)?;
    let ring_dummy: BTreeMap<String, Vec<u8>> = ["ring_u", "ring_k", "ring_decay"]
        .iter()
        .map(|k| (k.to_string(), Vec::new()))
        .collect();
    let scalars = all_layers(&[
        ("pool_layer_pitch", pool_layer),
        ("u_layer_pitch", u_layer),
        ("k_layer_pitch", k_layer),
        ("decay_layer_pitch", d_layer),
    ]);
    let fixed = BTreeMap::from([
        ("pool", pool_tuple.ptr),
        ("ring_u", ring_u.ptr),
        ("ring_k", ring_k.ptr),
        ("ring_decay", ring_decay.ptr),
    ]);
    let (args, _keep) = prepare(
        &cuda,
        &replay_inputs(&layers[0], &ring_dummy, &accept),
        &fixed,
        &scalars,
    )?;
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
