#!/usr/bin/env python3
"""`deltagen.sglang.ReplayCommit` (the tuple path's lossless commit shaped like SGLang's
ReplaySSM flow) against verify + replay, from PyTorch through the `deltagen` package.

Several speculative steps of a GDN layer set (f32 and bf16 pools) and a KDA one, with
random accepted steps (none, the first token only, every token included), a padding
request, a flush of one slot in the middle (a track boundary), and a request leaving and
a new one arriving in its slot, run through:

- the reference: every layer's tuple-mode verify, then the replay of the accepted steps;
- `ReplayCommit` at depth 1 (eager) and 3 (lazy): every layer's `verify` (fold mode), then
  `commit` (a cursor move), `flush` where the engine needs the pool.

It checks that `o` is bit-identical at every step and layer, that a flushed slot equals
the reference's at once, and that every pool is bit-identical after the final flush (and
differs from the start); a one-ULP change of the pool is seen.

    pip install ./python            # or PYTHONPATH pointing at a built package
    python3 examples/python/replay_commit_demo.py
"""
import sys

import torch

import deltagen
from deltagen.sglang import ReplayCommit

L, H, HV, K, V = 3, 16, 32, 128, 128
N, S, D, STEPS = 6, 6, 4, 6  # request 5 is padding (slot -1)
T = N * D
dev = "cuda"
g = torch.Generator(device=dev).manual_seed(2468)
FLOATS = dict(scale=K ** -0.5, softplus_beta=1.0, softplus_threshold=20.0)
ctx = deltagen.Context(device=0)


def rand(*shape, lo=-1.0, hi=1.0, dtype=torch.float32):
    return (torch.rand(*shape, device=dev, generator=g) * (hi - lo) + lo).to(dtype)


def bits(t):
    return t.view(torch.int16 if t.element_size() == 2 else torch.int32)


def run(kda, pool_dtype, depth):
    w = K if kda else 1
    family, replay = ("kda_verify", "kda_replay") if kda else ("gdn_verify", "gdn_replay")
    A_log = rand(HV, lo=-2, hi=0.5)
    dt_bias = rand(HV * w, dtype=torch.float32 if kda else torch.bfloat16)
    pool0 = rand(L, S, HV, V, K, lo=-0.5, hi=0.5).to(pool_dtype)
    ref, pool = pool0.clone(), pool0.clone()
    decay = (L, S, D, HV, K) if kda else (L, S, D, HV)
    ring = dict(ring_u=torch.empty(L, S, D, HV, V, device=dev), ring_k=torch.empty(L, S, D, H, K, device=dev),
                ring_decay=torch.empty(*decay, device=dev))
    rc = ReplayCommit(layers=L, slots=S, draft=D, num_k_heads=H, num_v_heads=HV, depth=depth, is_kda=kda)
    slots = torch.tensor([0, 1, 2, 3, 4, -1], dtype=torch.int32, device=dev)
    cu = torch.arange(0, T + 1, D, dtype=torch.int32, device=dev)
    none = torch.full((N,), -1, dtype=torch.int32, device=dev)
    same_o = flushed_same = True
    for step in range(STEPS):
        qkv = rand(1, T, 2 * H * K + HV * V, dtype=torch.bfloat16)
        q = qkv[..., :H * K].view(1, T, H, K)
        k = qkv[..., H * K:2 * H * K].view(1, T, H, K)
        v = qkv[..., 2 * H * K:].view(1, T, HV, V)
        a = rand(T, HV * w, lo=-4, hi=4, dtype=torch.bfloat16)
        b = rand(T, HV, lo=-4, hi=4, dtype=torch.bfloat16)
        accepted = torch.randint(-1, D, (N,), dtype=torch.int32, device=dev, generator=g)
        accepted[0], accepted[1] = 0, D - 1  # the first token only, and every token
        for layer in range(L):
            o_ref = torch.empty(T, HV, V, dtype=torch.bfloat16, device=dev)
            ctx.call(family, mode="tuple", sizes=dict(draft=D), q=q[0], k=k[0], v=v[0], a=a, b=b, A_log=A_log,
                     dt_bias=dt_bias.float(), o=o_ref, pool=ref[layer], h0_indices=slots, cu_seqlens=cu,
                     inter_indices=slots, floats=FLOATS, **{n: t[layer] for n, t in ring.items()})
            o = rc.verify(layer, A_log, a, dt_bias, 1.0, 20.0, q, k, v, b, pool[layer], slots,
                          cu_seqlens=cu, use_qk_l2norm_in_kernel=True)
            same_o &= torch.equal(bits(o_ref), bits(o.view(T, HV, V)))
        ctx.call(replay, sizes=dict(draft=D, d_alloc=D, h=H, hv=HV), pool=ref, accepted_steps=accepted,
                 slot_indices=slots, row_indices=slots, track_slots=none, track_steps=none, **ring)
        rc.commit(slots, accepted)
        if step == 2:  # a track boundary: slot 1's state must be in the pool now
            rc.flush(pool, torch.tensor([1], dtype=torch.int32, device=dev))
            flushed_same &= torch.equal(bits(pool[:, 1]), bits(ref[:, 1]))
        if step == 3:  # the request in slot 2 leaves; a new one arrives there
            rc.flush(pool, torch.tensor([2], dtype=torch.int32, device=dev))
            flushed_same &= torch.equal(bits(pool[:, 2]), bits(ref[:, 2]))
            fresh = rand(L, HV, V, K, lo=-0.5, hi=0.5).to(pool_dtype)
            ref[:, 2] = fresh
            pool[:, 2] = fresh
    rc.flush(pool)
    torch.cuda.synchronize()
    identical = torch.equal(bits(ref), bits(pool))
    changed = not torch.equal(bits(ref), bits(pool0))
    control = pool.clone()
    bits(control).view(-1)[12345] += 1
    seen = not torch.equal(bits(ref), bits(control))
    name = f"{'KDA' if kda else 'GDN'} {str(pool_dtype).rsplit('.', 1)[-1]} pool, depth {depth}"
    print(f"{name}: o identical at every step and layer: {same_o}; flushed slots equal at once: "
          f"{flushed_same}; pools identical after the flush: {identical} (changed: {changed}, one-ULP control seen: {seen})")
    return same_o and flushed_same and identical and changed and seen


ok = True
for kda, pool_dtype in ((False, torch.float32), (False, torch.bfloat16), (True, torch.float32)):
    for depth in (1, 3):
        ok &= run(kda, pool_dtype, depth)
print(f"{torch.cuda.get_device_name()}: ReplayCommit N={N} D={D}: {'PASS' if ok else 'FAIL'}")
ctx.close()
sys.exit(0 if ok else 1)
