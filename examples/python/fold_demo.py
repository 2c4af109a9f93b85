#!/usr/bin/env python3
"""The commit folded into verify (fold mode), from PyTorch through the `deltagen` package.

Several speculative steps of a GDN layer set (and of a KDA one) with random accepted
lengths run through two engines side by side on torch CUDA tensors:

- the tuple path: every layer's verify (tuple mode), then the replay;
- the eager commit: every layer's verify in fold mode (depth 1), which first folds the
  previous step's accepted tuples into the state and writes it back, and no replay; at the
  end a flush (the replay of the last step's tuples).

It checks that `o` is bit-identical at every step and layer, and that the pools are
bit-identical after the flush (and differ from the start).

    pip install ./python            # or PYTHONPATH pointing at a built package
    python3 examples/python/fold_demo.py
"""
import sys

import torch

import deltagen

L, H, HV, K, V = 4, 16, 32, 128, 128
N, D, STEPS = 8, 4, 5
tokens = N * D
dev = "cuda"
g = torch.Generator(device=dev).manual_seed(4321)
FLOATS = dict(scale=K ** -0.5, softplus_beta=1.0, softplus_threshold=20.0)


def rand(*shape, lo=-1.0, hi=1.0, dtype=torch.float32):
    return (torch.rand(*shape, device=dev, generator=g) * (hi - lo) + lo).to(dtype)


def bits(t):
    return t.view(torch.int16 if t.element_size() == 2 else torch.int32)


def i32(values):
    return torch.tensor(values, dtype=torch.int32, device=dev)


ctx = deltagen.Context(device=0)
h0 = torch.arange(N, dtype=torch.int32, device=dev)
cu = torch.arange(0, tokens + 1, D, dtype=torch.int32, device=dev)
none = torch.full((N,), -1, dtype=torch.int32, device=dev)


def layer_set(kda):
    w = K if kda else 1
    family, replay = ("kda_verify", "kda_replay") if kda else ("gdn_verify", "gdn_replay")
    A_log = rand(HV, lo=-2, hi=0.5)
    dt_bias = rand(HV * w)
    pool0 = rand(L, N + 1, HV, V, K, lo=-0.5, hi=0.5)
    tuple_pool, fold_pool = pool0.clone(), pool0.clone()

    def ring(rows):
        decay = (L, rows, D, HV, K) if kda else (L, rows, D, HV)
        return dict(ring_u=torch.empty(L, rows, D, HV, V, device=dev),
                    ring_k=torch.empty(L, rows, D, H, K, device=dev), ring_decay=torch.empty(*decay, device=dev))

    tuple_ring, fold_ring = ring(N), ring(2 * N)  # fold mode: two rows per request
    same_o, previous = True, None  # previous: (rows, accepted steps) of the last step
    for step in range(STEPS):
        qkv = rand(tokens, 2 * H * K + HV * V, dtype=torch.bfloat16)
        q = qkv[:, :H * K].view(tokens, H, K)
        k = qkv[:, H * K:2 * H * K].view(tokens, H, K)
        v = qkv[:, 2 * H * K:].view(tokens, HV, V)
        a = rand(tokens, HV * w, lo=-4, hi=4, dtype=torch.bfloat16)
        b = rand(tokens, HV, lo=-4, hi=4, dtype=torch.bfloat16)
        acts = dict(q=q, k=k, v=v, a=a, b=b, A_log=A_log, dt_bias=dt_bias, h0_indices=h0, cu_seqlens=cu)
        accepted = torch.randint(0, D, (N,), dtype=torch.int32, device=dev, generator=g)
        accepted[0], accepted[1] = 0, D - 1  # the first token only, and every token
        new_rows = torch.arange(N, dtype=torch.int32, device=dev) + N * (step % 2)
        if previous is None:
            fold = dict(fold_rows=none, fold_steps=none, fold_counts=i32([0] * N))
        else:
            fold = dict(fold_rows=previous[0], fold_steps=previous[1], fold_counts=i32([1] * N))
        for layer in range(L):
            o_tuple = torch.empty(tokens, HV, V, dtype=torch.bfloat16, device=dev)
            o_fold = torch.empty_like(o_tuple)
            ctx.call(family, mode="tuple", sizes=dict(draft=D), o=o_tuple, pool=tuple_pool[layer],
                     inter_indices=h0, floats=FLOATS, **acts, **{n: t[layer] for n, t in tuple_ring.items()})
            ctx.call(family, mode="fold", sizes=dict(draft=D, fold_depth=1), o=o_fold, pool=fold_pool[layer],
                     inter_indices=new_rows, floats=FLOATS, track_slots=none, track_steps=none, **fold, **acts,
                     **{n: t[layer] for n, t in fold_ring.items()})
            same_o &= torch.equal(bits(o_tuple), bits(o_fold))
        ctx.call(replay, sizes=dict(draft=D, d_alloc=D, h=H, hv=HV), pool=tuple_pool, accepted_steps=accepted,
                 slot_indices=h0, row_indices=h0, track_slots=none, track_steps=none, **tuple_ring)
        previous = (new_rows, accepted)
    fold_line = ctx.resolved()
    # The flush: the replay of the last step's tuples into the fold path's pool.
    ctx.call(replay, sizes=dict(draft=D, d_alloc=D, h=H, hv=HV), pool=fold_pool, accepted_steps=previous[1],
             slot_indices=h0, row_indices=previous[0], track_slots=none, track_steps=none, **fold_ring)
    torch.cuda.synchronize()
    identical = torch.equal(bits(tuple_pool), bits(fold_pool))
    changed = not torch.equal(bits(tuple_pool), bits(pool0))
    name = "KDA" if kda else "GDN"
    print(f"{name}: {fold_line}")
    print(f"  {STEPS} steps, {L} layers: o identical at every step and layer: {same_o}")
    print(f"  pools identical after the flush (fold eager vs verify + replay): {identical} (changed: {changed})")
    return same_o and identical and changed


ok = layer_set(kda=False) and layer_set(kda=True)
print(f"{torch.cuda.get_device_name()}: N={N} D={D}, fold depth 1 (the eager commit)")
ctx.close()
sys.exit(0 if ok else 1)
