#!/usr/bin/env python3
"""EAGLE tree verify from PyTorch through the `deltagen` package, both commit paths.

A GDN and a KDA layer set verify random top-k 2 trees (every token's parent an earlier
token with fewer than 2 children) of D tokens per request, twice:

- snapshot mode with `parents`, then the scatter of each request's accepted node;
- tuple mode with `parents` (lossless: no per-node state in global memory), then the
  replay of each request's accepted path (node indices from the root).

For the portable profile with both pools (with bf16 its snapshot tree re-derives each
parent's f32 state on chip) and the triton-sm90 profile with a bf16 pool (SGLang's rounding
at every tree step; its replay rounds the same way), it checks that `o`
is bit-identical between the modes at every layer, and that the pools are bit-identical
after the commits (and differ from the start).

    pip install ./python            # or PYTHONPATH pointing at a built package
    python3 examples/python/tree_demo.py
"""
import random
import sys

import torch

import deltagen

L, H, HV, K, V = 3, 16, 32, 128, 128
N, D = 8, 8
tokens = N * D
dev = "cuda"
g = torch.Generator(device=dev).manual_seed(2026)
pick = random.Random(12)
FLOATS = dict(scale=K ** -0.5, softplus_beta=1.0, softplus_threshold=20.0)


def rand(*shape, lo=-1.0, hi=1.0, dtype=torch.float32):
    return (torch.rand(*shape, device=dev, generator=g) * (hi - lo) + lo).to(dtype)


def bits(t):
    return t.view(torch.int16 if t.element_size() == 2 else torch.int32)


def i32(values):
    return torch.tensor(values, dtype=torch.int32, device=dev)


def topk2_tree(d):
    children, parents = [0] * d, [-1]
    for t in range(1, d):
        p = pick.choice([p for p in range(t) if children[p] < 2])
        children[p] += 1
        parents.append(p)
    return parents


def path_to(parents, t):
    path = [t]
    while path[-1] > 0:
        path.append(parents[path[-1]])
    return path[::-1]


ctx = deltagen.Context(device=0)
h0 = torch.arange(N, dtype=torch.int32, device=dev)
cu = torch.arange(0, tokens + 1, D, dtype=torch.int32, device=dev)
none = torch.full((N,), -1, dtype=torch.int32, device=dev)


def layer_set(kda, profile, pool_dtype):
    w = K if kda else 1
    family, replay = ("kda_verify", "kda_replay") if kda else ("gdn_verify", "gdn_replay")
    dt_dtype = torch.bfloat16 if (profile == "triton-sm90" and not kda) else torch.float32
    A_log = rand(HV, lo=-2, hi=0.5)
    dt_bias = rand(HV * w).to(dt_dtype)
    pool0 = rand(L, N + 1, HV, V, K, lo=-0.5, hi=0.5).to(pool_dtype)
    pools = {"snapshot": pool0.clone(), "tuple": pool0.clone()}
    inter = torch.empty(L, N, D, HV, V, K, dtype=pool_dtype, device=dev)
    decay_shape = (L, N, D, HV, K) if kda else (L, N, D, HV)
    ring = dict(ring_u=torch.empty(L, N, D, HV, V, device=dev), ring_k=torch.empty(L, N, D, H, K, device=dev),
                ring_decay=torch.empty(*decay_shape, device=dev))
    trees = [topk2_tree(D) for _ in range(N)]
    parents = i32(trees)
    accepted = [pick.randrange(D) for _ in range(N)]
    paths = [path_to(t, a) for t, a in zip(trees, accepted)]
    path = i32([p + [-1] * (D - len(p)) for p in paths])
    path_steps = i32([len(p) - 1 for p in paths])
    qkv = rand(tokens, 2 * H * K + HV * V, dtype=torch.bfloat16)
    acts = dict(q=qkv[:, :H * K].view(tokens, H, K), k=qkv[:, H * K:2 * H * K].view(tokens, H, K),
                v=qkv[:, 2 * H * K:].view(tokens, HV, V), a=rand(tokens, HV * w, lo=-4, hi=4, dtype=torch.bfloat16),
                b=rand(tokens, HV, lo=-4, hi=4, dtype=torch.bfloat16), A_log=A_log, dt_bias=dt_bias,
                h0_indices=h0, cu_seqlens=cu, inter_indices=h0, parents=parents)
    same_o = True
    for layer in range(L):
        o = {m: torch.empty(tokens, HV, V, dtype=torch.bfloat16, device=dev) for m in pools}
        ctx.call(family, mode="snapshot", profile=profile, sizes=dict(draft=D), o=o["snapshot"],
                 pool=pools["snapshot"][layer], inter=inter[layer], floats=FLOATS, **acts)
        snapshot_line = ctx.resolved()
        ctx.call(family, mode="tuple", profile=profile, sizes=dict(draft=D), o=o["tuple"], pool=pools["tuple"][layer],
                 floats=FLOATS, **acts, **{n: t[layer] for n, t in ring.items()})
        tuple_line = ctx.resolved()
        same_o &= torch.equal(bits(o["snapshot"]), bits(o["tuple"]))
    sizes = dict(draft=D, d_alloc=D, h=H, hv=HV)
    ctx.call("gdn_commit_scatter", profile=profile, sizes=sizes, pool=pools["snapshot"], inter=inter,
             step_indices=i32(accepted), slot_indices=h0, row_indices=h0, track_slots=none, track_steps=none)
    ctx.call(replay, profile=profile, sizes=sizes, pool=pools["tuple"], accepted_steps=path_steps, path=path,
             slot_indices=h0, row_indices=h0, track_slots=none, track_steps=none, **ring)
    torch.cuda.synchronize()
    identical = torch.equal(bits(pools["snapshot"]), bits(pools["tuple"]))
    changed = not torch.equal(bits(pools["tuple"]), bits(pool0))
    name = "KDA" if kda else "GDN"
    print(f"{name} {profile} {str(pool_dtype).split('.')[-1]} pool:")
    print(f"  {snapshot_line}\n  {tuple_line}")
    print(f"  {L} layers: o identical (snapshot vs tuple tree): {same_o}")
    print(f"  pools identical after the commits (scatter of the node vs replay of its path): {identical} "
          f"(changed: {changed})")
    return same_o and identical and changed


ok = True
for kda in (False, True):
    for profile, pool_dtype in (("portable", torch.float32), ("portable", torch.bfloat16),
                                ("triton-sm90", torch.bfloat16)):
        ok &= layer_set(kda, profile, pool_dtype)
print(f"{torch.cuda.get_device_name()}: N={N} D={D}, top-k 2 trees: {'PASS' if ok else 'FAIL'}")
ctx.close()
sys.exit(0 if ok else 1)
