//! `bench --tree`: EAGLE tree verify as engines run it (CUDA graphs), against the chain.
//!
//! Per model, f32 pool and (N, D): every request drafts a top-k 2 tree of D tokens (each
//! token's parent a random earlier token with fewer than 2 children), and the rows are one
//! layer's verify (the graph of every layer's launch divided by the layer count): tuple
//! mode on a chain of D tokens, tuple mode on the tree (parents re-derived on chip),
//! snapshot mode on the tree; and the whole step of each tree path, every layer's verify
//! and the commit in one graph: tuple (replay of each request's accepted path) and
//! snapshot (the scatter of the accepted node). Inputs are random, never zero; every layer
//! has its own pool, ring and snapshots. Medians of the bench's repetitions; the `tree /
//! chain` line is the ratio (tree tuple verify over chain tuple verify).

use super::{err, time_graph_us, Activations, Blocks, LayerStates, Model};
use crate::cases::Rng;
use crate::ir::Scalar;
use crate::runtime::abi::ArgValue;
use crate::runtime::cuda::{Cuda, CudaKernel, DeviceBuffer, Stream};
use crate::runtime::dispatch::{self, Config};
use crate::runtime::launch::{self, CommitIndices, CommitShapes, DeviceTensor, VerifyStore};
use crate::runtime::Manifest;
use crate::vocab::Mode;
use std::collections::BTreeMap;

const K: usize = 128;
const V: usize = 128;

/// The (N, D) shapes `--tree` runs without `--shapes`.
pub(crate) const TREE_SHAPES: [(usize, usize); 4] = [(8, 8), (1, 8), (25, 8), (8, 16)];

/// A top-k 2 tree of `d` tokens: token 0 is the root (parent -1); every later token's
/// parent is a random earlier token that has fewer than 2 children.
pub(crate) fn topk2_tree(rng: &mut Rng, d: usize) -> Vec<i32> {
    let mut children = vec![0usize; d];
    let mut parents = Vec::with_capacity(d);
    for t in 0..d {
        if t == 0 {
            parents.push(-1);
            continue;
        }
        let open: Vec<usize> = (0..t).filter(|&p| children[p] < 2).collect();
        let p = open[rng.below(open.len())];
        children[p] += 1;
        parents.push(p as i32);
    }
    parents
}

/// The root-to-node path of token `t` (node indices, root first).
fn path_to(parents: &[i32], t: usize) -> Vec<i32> {
    let mut path = vec![t as i32];
    let mut at = t;
    while at > 0 {
        at = parents[at] as usize;
        path.push(at as i32);
    }
    path.reverse();
    path
}

/// One row: the kernel's label and its graph time (µs).
pub(crate) struct TreeRow {
    pub kernel: &'static str,
    pub us: f32,
}

/// Time one model and shape (f32 pool).
#[allow(clippy::too_many_arguments)]
pub(crate) fn bench_tree_shape(
    cuda: &Cuda,
    stream: &Stream,
    m: &Manifest,
    blocks: &Blocks,
    model: &Model,
    n: usize,
    d: usize,
    rng: &mut Rng,
) -> Result<Vec<TreeRow>, String> {
    let pool = Scalar::F32;
    let (l, h, hv) = (model.layers, model.h, model.hv);
    let w = model.gate.width() as usize;
    let state = hv * V * K;
    let (slots, rows, tokens) = (n + 1, n + 1, n * d);
    let resolve = |mode: Mode, tree: bool| {
        let cfg = Config {
            tree,
            ..model.config(mode, pool, d)
        };
        dispatch::resolve(&cfg, m, n as u64).map_err(err)
    };
    let chain_path = resolve(Mode::Tuple, false)?;
    let tuple_path = resolve(Mode::Tuple, true)?;
    let snapshot_path = resolve(Mode::Snapshot, true)?;
    let verify_chain = cuda.load(m, &chain_path.verify).map_err(err)?;
    let verify_tuple = cuda.load(m, &tuple_path.verify).map_err(err)?;
    let verify_snapshot = cuda.load(m, &snapshot_path.verify).map_err(err)?;
    let replay = cuda.load(m, &tuple_path.commit).map_err(err)?;
    let scatter = cuda.load(m, &snapshot_path.commit).map_err(err)?;

    let pool_layer = slots * state;
    let inter_layer = rows * d * state;
    let (u_row, k_row, d_row) = (d * hv * V, d * h * K, d * hv * w);
    let row = [u_row, k_row, d_row];
    let states = LayerStates::alloc(cuda, blocks, l, (pool, pool_layer, inter_layer), rows, row)?;
    let (pool_buf, inter) = (&states.pool, &states.inter);
    let (ring_u, ring_k, ring_d) = (&states.ring_u, &states.ring_k, &states.ring_d);
    let acts = Activations::alloc(cuda, blocks, tokens, h, hv, w)?;
    let ints = |xs: &[i32]| {
        cuda.upload(&xs.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>())
            .map_err(err)
    };
    let trees: Vec<Vec<i32>> = (0..n).map(|_| topk2_tree(rng, d)).collect();
    let parents = ints(&trees.concat())?;
    // Each request accepts the path to a random node.
    let accepted: Vec<usize> = (0..n).map(|_| rng.below(d)).collect();
    let paths: Vec<Vec<i32>> = trees
        .iter()
        .zip(&accepted)
        .map(|(tree, &t)| path_to(tree, t))
        .collect();
    let path_flat: Vec<i32> = paths
        .iter()
        .flat_map(|p| (0..d).map(move |i| p.get(i).copied().unwrap_or(-1)))
        .collect();
    let path_buf = ints(&path_flat)?;
    let path_steps = ints(&paths.iter().map(|p| p.len() as i32 - 1).collect::<Vec<_>>())?;
    let node_steps = ints(&accepted.iter().map(|&t| t as i32).collect::<Vec<_>>())?;
    let h0 = ints(&(0..n as i32).collect::<Vec<_>>())?;
    let row_idx = ints(&(0..n as i32).collect::<Vec<_>>())?;
    let cu = ints(&(0..=n).map(|i| (i * d) as i32).collect::<Vec<_>>())?;
    let none = ints(&vec![-1; n])?;

    let u = |x: usize| x as u64;
    let tensor = |ptr: u64, dtype: Scalar, len: usize| DeviceTensor { ptr, dtype, len };
    let f32s = |ptr: u64, len: usize| tensor(ptr, Scalar::F32, len);
    let i32s = |buf: &DeviceBuffer, len: usize| tensor(buf.ptr, Scalar::I32, len);
    let at = |buf: &DeviceBuffer, layer: usize, pitch: usize| buf.ptr + (layer * pitch * 4) as u64;
    let shapes = acts.shapes(n, d, slots, rows, state);
    let tree = Some(i32s(&parents, n * d));
    // `snapshot`: snapshot mode (always a tree); otherwise tuple mode, a tree when `tree`.
    let verify_args = |layer: usize,
                       snapshot: bool,
                       tree: Option<DeviceTensor>|
     -> Result<BTreeMap<String, ArgValue>, String> {
        let tensors = acts.tensors(
            f32s(at(pool_buf, layer, pool_layer), pool_layer),
            i32s(&h0, n),
            i32s(&cu, n + 1),
            None,
        );
        let ring = |buf: &DeviceBuffer, row: usize| f32s(at(buf, layer, rows * row), rows * row);
        let (entry, store) = if snapshot {
            let store = VerifyStore::Snapshot {
                inter_indices: i32s(&row_idx, n),
                inter: f32s(at(inter, layer, inter_layer), inter_layer),
                row_pitch: u(d * state),
                parents: tree,
            };
            (&snapshot_path.verify, store)
        } else {
            let store = VerifyStore::Tuple {
                inter_indices: i32s(&row_idx, n),
                u: ring(ring_u, u_row),
                k: ring(ring_k, k_row),
                decay: ring(ring_d, d_row),
                u_row_pitch: u(u_row),
                k_row_pitch: u(k_row),
                decay_row_pitch: u(d_row),
                parents: tree,
            };
            let entry = if tree.is_some() {
                &tuple_path.verify
            } else {
                &chain_path.verify
            };
            (entry, store)
        };
        launch::verify(entry, &tensors, &store, &shapes).map_err(err)
    };
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
    let indices = |steps: &DeviceBuffer| CommitIndices {
        slots: i32s(&h0, n),
        rows: i32s(&row_idx, n),
        steps: i32s(steps, n),
        track_slots: i32s(&none, n),
        track_steps: i32s(&none, n),
        diagnostics: None,
    };
    let all_pools = f32s(pool_buf.ptr, l * pool_layer);
    let ring = states.ring(Some(i32s(&path_buf, n * d)));
    let replay_args = launch::replay(
        &tuple_path.commit,
        &all_pools,
        &ring,
        &indices(&path_steps),
        &commit_shapes,
    )
    .map_err(err)?;
    let scatter_args = launch::commit_scatter(
        &snapshot_path.commit,
        &all_pools,
        &f32s(inter.ptr, l * inter_layer),
        u(inter_layer),
        u(d * state),
        &indices(&node_steps),
        &commit_shapes,
    )
    .map_err(err)?;
    let launch = |k: &CudaKernel, a: &BTreeMap<String, ArgValue>, on| -> Result<(), String> {
        // SAFETY: the typed launch API checked every tensor against the shapes, and each is
        // a live allocation (above) at least as large as the element count it was given;
        // `on` is the bench's live stream (graph capture).
        unsafe { k.launch_with(a, on, false) }.map_err(err)
    };
    let layers = |snapshot: bool, tree: Option<DeviceTensor>| {
        (0..l)
            .map(|layer| verify_args(layer, snapshot, tree))
            .collect::<Result<Vec<_>, _>>()
    };
    let chain_args = layers(false, None)?;
    let tuple_args = layers(false, tree)?;
    let snapshot_args = layers(true, tree)?;
    let per_layer = |k: &CudaKernel, args: &[BTreeMap<String, ArgValue>]| {
        let t = time_graph_us(cuda, stream, |s| {
            args.iter().try_for_each(|a| launch(k, a, s))
        })?;
        Ok::<f32, String>(t / l as f32)
    };
    let step = |k: &CudaKernel,
                args: &[BTreeMap<String, ArgValue>],
                commit: &CudaKernel,
                commit_args: &BTreeMap<String, ArgValue>| {
        time_graph_us(cuda, stream, |s| {
            args.iter().try_for_each(|a| launch(k, a, s))?;
            launch(commit, commit_args, s)
        })
    };
    Ok(vec![
        TreeRow {
            kernel: "verify tuple chain",
            us: per_layer(&verify_chain, &chain_args)?,
        },
        TreeRow {
            kernel: "verify tuple tree",
            us: per_layer(&verify_tuple, &tuple_args)?,
        },
        TreeRow {
            kernel: "verify snapshot tree",
            us: per_layer(&verify_snapshot, &snapshot_args)?,
        },
        TreeRow {
            kernel: "step tuple tree",
            us: step(&verify_tuple, &tuple_args, &replay, &replay_args)?,
        },
        TreeRow {
            kernel: "step snapshot tree",
            us: step(&verify_snapshot, &snapshot_args, &scatter, &scatter_args)?,
        },
    ])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every token but the root has an earlier parent, and no token has more than 2
    /// children; some tree of a few draws branches (is not a chain).
    #[test]
    fn topk2_trees_are_top_k_2_trees() {
        let mut rng = Rng::new(7);
        let mut branched = false;
        for d in [1, 2, 8, 16] {
            for _ in 0..20 {
                let t = topk2_tree(&mut rng, d);
                assert_eq!(t.len(), d);
                assert_eq!(t[0], -1);
                for (i, &p) in t.iter().enumerate().skip(1) {
                    assert!((0..i as i32).contains(&p), "{t:?}");
                    assert!(t.iter().filter(|&&q| q == p).count() <= 2, "{t:?}");
                }
                branched |= t
                    .iter()
                    .enumerate()
                    .skip(1)
                    .any(|(i, &p)| p != i as i32 - 1);
                assert_eq!(path_to(&t, d - 1).first(), Some(&0));
            }
        }
        assert!(branched);
    }
}
