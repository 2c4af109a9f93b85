#!/usr/bin/env python3
"""deltagen from an engine, with nothing but ctypes and PyTorch.

Loads deltagen's C ABI (generated/include/deltagen.h), then runs one speculative step of
a Qwen3.6-35B-A3B-shaped GDN layer set on torch CUDA tensors and the current stream
through both commit paths — verify (tuple) + replay, and verify (snapshot) + commit
scatter — and checks that the two state pools end up bit-identical.

    cargo build --release -p deltagen-capi     # -> target/release/libdeltagen.so
    python3 examples/python/engine_demo.py [LIB] [GENERATED_DIR]
"""
import ctypes
import os
import sys

import torch

LIB = sys.argv[1] if len(sys.argv) > 1 else "target/release/libdeltagen.so"
GENERATED = sys.argv[2] if len(sys.argv) > 2 else "generated"
# The ctypes mirrors of the C ABI, written by `cargo xtask gen` from the kernel signatures.
sys.path.insert(0, os.path.join(GENERATED, "python"))
import deltagen_abi as abi  # noqa: E402

Tensor, Dtypes = abi.deltagen_tensor, abi.deltagen_dtypes
VerifyArgs, CommitArgs = abi.deltagen_verify_args, abi.deltagen_commit_args


def T(x, base=None):
    """A tensor for the C ABI. For a view into `base` (q, k, v of the fused qkv tensor) the
    length is what the view can address: from its start to the end of `base`."""
    if base is None:
        return Tensor(x.data_ptr(), x.numel())
    offset = (x.data_ptr() - base.data_ptr()) // x.element_size()
    return Tensor(x.data_ptr(), base.numel() - offset)


def main():
    lib = abi.load(LIB)

    def check(rc, what):
        if rc != 0:
            raise SystemExit(f"{what} failed ({rc}): {lib.deltagen_last_error().decode()}")

    ctx = ctypes.c_void_p()
    check(lib.deltagen_create(GENERATED.encode(), 0, ctypes.byref(ctx)), "deltagen_create")

    L, H, HV, K, V = 30, 16, 32, 128, 128      # Qwen3.6-35B-A3B GDN layers
    N, D = 8, 4                                # requests, draft tokens
    slots = rows = N + 1
    tokens = N * D
    dev = "cuda"
    g = torch.Generator(device=dev).manual_seed(1234)

    def rand(*shape, lo=-1.0, hi=1.0, dtype=torch.float32):
        return (torch.rand(*shape, device=dev, generator=g) * (hi - lo) + lo).to(dtype)

    qkv = rand(tokens, 2 * H * K + HV * V, dtype=torch.bfloat16)   # fused: q, k, v are views
    q, k, v = qkv[:, :H * K], qkv[:, H * K:2 * H * K], qkv[:, 2 * H * K:]
    a = rand(tokens, HV, lo=-4, hi=4, dtype=torch.bfloat16)
    b = rand(tokens, HV, lo=-4, hi=4, dtype=torch.bfloat16)
    A_log = rand(HV, lo=-2, hi=0.5)
    dt_bias = rand(HV)
    pool0 = rand(L, slots, HV, V, K, lo=-0.5, hi=0.5)
    pool_snapshot, pool_tuple = pool0.clone(), pool0.clone()
    inter = torch.empty(L, rows, D, HV, V, K, device=dev)
    ring_u = torch.empty(L, rows, D, HV, V, device=dev)
    ring_k = torch.empty(L, rows, D, H, K, device=dev)
    ring_decay = torch.empty(L, rows, D, HV, device=dev)
    h0 = torch.arange(N, dtype=torch.int32, device=dev)
    row_idx = torch.arange(N, dtype=torch.int32, device=dev)
    cu = torch.arange(0, tokens + 1, D, dtype=torch.int32, device=dev)
    steps = torch.randint(0, D, (N,), dtype=torch.int32, device=dev, generator=g)
    track_slots = torch.full((N,), -1, dtype=torch.int32, device=dev)
    track_steps = torch.full((N,), -1, dtype=torch.int32, device=dev)
    track_slots[0], track_steps[0] = N, steps[0] // 2      # request 0 also keeps a prefix state
    state = HV * V * K
    dtypes = Dtypes(b"portable", b"bf16", b"f32", b"f32")
    stream = ctypes.c_void_p(torch.cuda.current_stream().cuda_stream)

    def verify(mode, layer, pool, o):
        args = VerifyArgs(dtypes=dtypes, mode=mode, q=T(q, qkv), k=T(k, qkv), v=T(v, qkv), a=T(a), b=T(b), A_log=T(A_log),
                          dt_bias=T(dt_bias), o=T(o), pool=T(pool[layer]), h0_indices=T(h0), cu_seqlens=T(cu),
                          inter_indices=T(row_idx), inter=T(inter[layer]), ring_u=T(ring_u[layer]),
                          ring_k=T(ring_k[layer]), ring_decay=T(ring_decay[layer]),
                          requests=N, tokens=tokens, draft=D, d_alloc=D, slots=slots, rows=rows, h=H, hv=HV,
                          stride_q=qkv.stride(0), stride_k=qkv.stride(0), stride_v=qkv.stride(0),
                          stride_a=a.stride(0), stride_b=b.stride(0), pool_slot_pitch=state,
                          inter_row_pitch=D * state, u_row_pitch=D * HV * V, k_row_pitch=D * H * K,
                          decay_row_pitch=D * HV, scale=K ** -0.5, softplus_beta=1.0, softplus_threshold=20.0)
        check(lib.deltagen_verify(ctx, ctypes.byref(args), stream), f"verify layer {layer}")

    same_o = True
    for layer in range(L):
        o_snapshot = torch.empty(tokens, HV, V, dtype=torch.bfloat16, device=dev)
        o_tuple = torch.empty_like(o_snapshot)
        verify(abi.DELTAGEN_SNAPSHOT, layer, pool_snapshot, o_snapshot)
        verify(abi.DELTAGEN_TUPLE, layer, pool_tuple, o_tuple)
        same_o &= torch.equal(o_snapshot.view(torch.int16), o_tuple.view(torch.int16))
    print(lib.deltagen_resolved(ctx).decode())

    commit = CommitArgs(dtypes=dtypes, slot_indices=T(h0), row_indices=T(row_idx), steps=T(steps),
                        track_slots=T(track_slots), track_steps=T(track_steps), ring_u=T(ring_u), ring_k=T(ring_k),
                        ring_decay=T(ring_decay), inter=T(inter), layers=L, requests=N, slots=slots, rows=rows,
                        draft=D, d_alloc=D, h=H, hv=HV, pool_layer_pitch=slots * state, pool_slot_pitch=state,
                        u_layer_pitch=rows * D * HV * V, u_row_pitch=D * HV * V, k_layer_pitch=rows * D * H * K,
                        k_row_pitch=D * H * K, decay_layer_pitch=rows * D * HV, decay_row_pitch=D * HV,
                        inter_layer_pitch=rows * D * state, inter_row_pitch=D * state)
    commit.pool = T(pool_snapshot)
    check(lib.deltagen_commit_scatter(ctx, ctypes.byref(commit), stream), "commit scatter")
    commit.pool = T(pool_tuple)
    check(lib.deltagen_replay(ctx, ctypes.byref(commit), stream), "replay")
    torch.cuda.synchronize()

    identical = torch.equal(pool_snapshot.view(torch.int32), pool_tuple.view(torch.int32))
    changed = not torch.equal(pool_snapshot.view(torch.int32), pool0.view(torch.int32))
    print(f"{torch.cuda.get_device_name()}: {L} layers, H={H} HV={HV}, N={N} D={D}")
    print(f"verify outputs identical in both modes (every layer): {same_o}")
    print(f"pools identical after commit (snapshot scatter vs replay): {identical} (commit changed the pool: {changed})")
    snap_bytes = L * rows * D * state * 4
    tuple_bytes = (ring_u.numel() + ring_k.numel() + ring_decay.numel()) * 4
    print(f"speculative scratch: snapshot {snap_bytes / 2**30:.3f} GiB, tuple {tuple_bytes / 2**30:.4f} GiB")
    # A mistake is refused before anything is launched, with a message:
    bad = CommitArgs.from_buffer_copy(commit)
    bad.draft = D + 1
    rc = lib.deltagen_replay(ctx, ctypes.byref(bad), stream)
    print(f"replay with D > D_alloc: status {rc}: {lib.deltagen_last_error().decode()}")
    lib.deltagen_destroy(ctx)
    sys.exit(0 if identical and same_o and changed and rc == abi.DELTAGEN_ERR_INVALID else 1)


if __name__ == "__main__":
    main()
