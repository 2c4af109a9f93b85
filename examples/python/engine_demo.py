#!/usr/bin/env python3
"""deltagen from a PyTorch engine, through the `deltagen` package.

One speculative step of a Qwen3.6-35B-A3B-shaped GDN layer set (and of a KDA layer set with
the same heads) on torch CUDA tensors and the current stream, through both commit paths —
verify (tuple) + replay, and verify (snapshot) + commit scatter — checking that:

- both modes give the same `o` on every layer, and the two pools end up bit-identical;
- KDA does the same with its gate pre-pass (`kda_gate`, then `kda_verify` reading the
  decays), and the pre-pass changes no bit of `o`;
- the whole tuple-path step (every layer's verify plus the replay) captured once in a CUDA
  graph and replayed gives the same pool as the eager step, also with programmatic
  dependent launch (`Context.set_pdl`);
- a mistake is refused before anything is launched, with a message naming it.

    pip install ./python            # or PYTHONPATH pointing at a built package
    python3 examples/python/engine_demo.py
"""
import sys

import torch

import deltagen

L, H, HV, K, V = 30, 16, 32, 128, 128  # Qwen3.6-35B-A3B GDN layers
N, D = 8, 4  # requests, draft tokens
slots = rows = N + 1
tokens = N * D
dev = "cuda"
g = torch.Generator(device=dev).manual_seed(1234)
FLOATS = dict(scale=K ** -0.5, softplus_beta=1.0, softplus_threshold=20.0)


def rand(*shape, lo=-1.0, hi=1.0, dtype=torch.float32):
    return (torch.rand(*shape, device=dev, generator=g) * (hi - lo) + lo).to(dtype)


def bits(t):
    return t.view(torch.int16 if t.element_size() == 2 else torch.int32)


ctx = deltagen.Context(device=0)
qkv = rand(tokens, 2 * H * K + HV * V, dtype=torch.bfloat16)  # fused: q, k, v are views
q = qkv[:, :H * K].view(tokens, H, K)
k = qkv[:, H * K:2 * H * K].view(tokens, H, K)
v = qkv[:, 2 * H * K:].view(tokens, HV, V)
b = rand(tokens, HV, lo=-4, hi=4, dtype=torch.bfloat16)
A_log = rand(HV, lo=-2, hi=0.5)
h0 = torch.arange(N, dtype=torch.int32, device=dev)
row_idx = torch.arange(N, dtype=torch.int32, device=dev)
cu = torch.arange(0, tokens + 1, D, dtype=torch.int32, device=dev)
steps = torch.randint(0, D, (N,), dtype=torch.int32, device=dev, generator=g)
track_slots = torch.full((N,), -1, dtype=torch.int32, device=dev)
track_steps = torch.full((N,), -1, dtype=torch.int32, device=dev)
track_slots[0], track_steps[0] = N, steps[0] // 2  # request 0 also keeps a prefix state
indices = dict(slot_indices=h0, row_indices=row_idx, track_slots=track_slots, track_steps=track_steps)


def layer_set(kda):
    """One layer set's step through both paths; True when every check holds."""
    w = K if kda else 1  # decay values per value head
    family, replay = ("kda_verify", "kda_replay") if kda else ("gdn_verify", "gdn_replay")
    a = rand(tokens, HV * w, lo=-4, hi=4, dtype=torch.bfloat16)
    dt_bias = rand(HV * w)
    pool0 = rand(L, slots, HV, V, K, lo=-0.5, hi=0.5)
    pools = {"snapshot": pool0.clone(), "tuple": pool0.clone()}
    inter = torch.empty(L, rows, D, HV, V, K, device=dev)
    decay_shape = (L, rows, D, HV, K) if kda else (L, rows, D, HV)
    ring = dict(ring_u=torch.empty(L, rows, D, HV, V, device=dev), ring_k=torch.empty(L, rows, D, H, K, device=dev),
                ring_decay=torch.empty(*decay_shape, device=dev))
    decay = torch.empty(tokens, HV, K, device=dev) if kda else None

    def verify(mode, layer, pool, o, pre_pass):
        extra = dict(inter=inter[layer]) if mode == "snapshot" else {n: t[layer] for n, t in ring.items()}
        if pre_pass:
            ctx.call("kda_gate", a=a, A_log=A_log, dt_bias=dt_bias, decay=decay, sizes=dict(safe_gate=0),
                     floats=dict(softplus_beta=1.0, softplus_threshold=20.0, lower_bound=-5.0))
            extra["decay"] = decay
        ctx.call(family, mode=mode, sizes=dict(draft=D), q=q, k=k, v=v, a=a, b=b, A_log=A_log, dt_bias=dt_bias,
                 o=o, pool=pool[layer], h0_indices=h0, cu_seqlens=cu, inter_indices=row_idx, floats=FLOATS, **extra)

    def commit_tuple(pool):
        ctx.call(replay, sizes=dict(draft=D, d_alloc=D, h=H, hv=HV), pool=pool, accepted_steps=steps, **ring,
                 **indices)

    same_o = True
    for layer in range(L):
        o = {m: torch.empty(tokens, HV, V, dtype=torch.bfloat16, device=dev) for m in pools}
        verify("snapshot", layer, pools["snapshot"], o["snapshot"], kda)
        verify("tuple", layer, pools["tuple"], o["tuple"], kda)
        same_o &= torch.equal(bits(o["snapshot"]), bits(o["tuple"]))
        if kda and layer == 0:
            computed = torch.empty_like(o["tuple"])
            verify("tuple", layer, pools["tuple"], computed, False)
            same_o &= torch.equal(bits(computed), bits(o["tuple"]))
    line = ctx.resolved()
    ctx.call("gdn_commit_scatter", sizes=dict(draft=D, d_alloc=D, h=H, hv=HV), pool=pools["snapshot"], inter=inter,
             step_indices=steps, **indices)
    commit_tuple(pools["tuple"])
    torch.cuda.synchronize()
    identical = torch.equal(bits(pools["snapshot"]), bits(pools["tuple"]))
    changed = not torch.equal(bits(pools["snapshot"]), bits(pool0))

    # The tuple-path step, captured once in a CUDA graph, on a fresh copy of the pool.
    graphed = pool0.clone()
    o = torch.empty(tokens, HV, V, dtype=torch.bfloat16, device=dev)
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.stream(side), torch.cuda.graph(graph, stream=side):
        for layer in range(L):
            verify("tuple", layer, graphed, o, kda)
        commit_tuple(graphed)
    graph.replay()
    torch.cuda.synchronize()
    same_graph = torch.equal(bits(graphed), bits(pools["tuple"]))
    # The same with programmatic dependent launch: each verify starts while the kernel
    # before it (the previous layer's verify, or KDA's pre-pass, whose decays it reads only
    # after its wait) finishes.
    ctx.set_pdl(True)
    pdl_pool = pool0.clone()
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.stream(side), torch.cuda.graph(graph, stream=side):
        for layer in range(L):
            verify("tuple", layer, pdl_pool, o, kda)
        commit_tuple(pdl_pool)
    graph.replay()
    torch.cuda.synchronize()
    ctx.set_pdl(False)
    same_pdl = torch.equal(bits(pdl_pool), bits(pools["tuple"]))

    name = "KDA (with kda_gate)" if kda else "GDN"
    print(f"{name}: {line}")
    print(f"  verify outputs identical in both modes (every layer): {same_o}")
    print(f"  pools identical after commit (snapshot scatter vs replay): {identical} (the pool changed: {changed})")
    print(f"  the CUDA-graph step gives the eager step's pool: {same_graph}; with PDL too: {same_pdl}")
    return same_o and identical and changed and same_graph and same_pdl


ok = layer_set(kda=False) and layer_set(kda=True)
print(f"{torch.cuda.get_device_name()}: {L} layers, H={H} HV={HV}, N={N} D={D}")
snapshot_bytes = L * rows * D * HV * V * K * 4
tuple_bytes = L * rows * D * (HV * V + H * K + HV) * 4
print(f"speculative scratch (GDN): snapshot {snapshot_bytes / 2**30:.3f} GiB, tuple {tuple_bytes / 2**30:.4f} GiB")
# A mistake is refused before anything is launched, with a message:
try:
    ctx.call("gdn_replay", sizes=dict(draft=D + 1, d_alloc=D, h=H, hv=HV),
             pool=torch.empty(L, slots, HV, V, K, device=dev), accepted_steps=steps,
             ring_u=torch.empty(L, rows, D, HV, V, device=dev), ring_k=torch.empty(L, rows, D, H, K, device=dev),
             ring_decay=torch.empty(L, rows, D, HV, device=dev), **indices)
    refused = False
except deltagen.InvalidArguments as e:
    refused = True
    print(f"replay with D > D_alloc refused: {e}")
ctx.close()
sys.exit(0 if ok and refused else 1)
