#!/usr/bin/env python3
"""Hostile `cu_seqlens` contents through the C ABI, on guard-banded torch tensors.

Every tensor of one tuple-mode verify launch (H=16, HV=32, 3 requests, D=4, 12 tokens) sits
between two poisoned guard bands. The host cannot see device memory, so the launch is
accepted; the kernel must skip a request whose range is not `0 <= bos <= eos <= tokens`
with at most D_alloc tokens, and record what it skipped in the diagnostics word. Prints,
per case, whether the launch and the synchronisation succeeded, how many guard bytes
changed and the diagnostics word; exits 1 if any guard changed, CUDA failed or the word is
not the case's.
Run one case per process (an illegal address would end the CUDA context):

    python3 examples/python/hostile_cu_seqlens.py LIB GENERATED_DIR CASE   # CASE 0..4
"""
import ctypes
import os
import sys

import torch

LIB, GENERATED, CASE = sys.argv[1], sys.argv[2], int(sys.argv[3])
sys.path.insert(0, os.path.join(GENERATED, "python"))
import deltagen_abi as abi  # noqa: E402

# (name, cu_seqlens, the flags the diagnostics word must hold)
CASES = [
    ("valid control", [0, 4, 8, 12], []),
    ("cu_seqlens[2] = 21 past the tokens", [0, 4, 21, 12], ["token_range"]),
    ("cu_seqlens[3] = INT_MIN", [0, 4, 8, -2147483648], ["token_range"]),
    ("non-monotonic", [0, 8, 4, 12], ["token_range", "too_many_tokens"]),
    ("more tokens than D_alloc", [0, 1, 2, 12], ["too_many_tokens"]),
]
GUARD = 1 << 16  # elements of poison before and after every tensor


def guarded(n, dtype, fill):
    buf = torch.empty(n + 2 * GUARD, dtype=dtype, device="cuda")
    buf.view(torch.uint8).fill_(0x5A)
    inner = buf[GUARD:GUARD + n]
    inner.copy_(fill(n).to(dtype))
    return buf, inner


def main():
    name, cu, flags = CASES[CASE]
    lib = abi.load(LIB)
    ctx = ctypes.c_void_p()
    if lib.deltagen_create(GENERATED.encode(), 0, ctypes.byref(ctx)) != 0:
        raise SystemExit(lib.deltagen_last_error().decode())
    H, HV, K, V, N, D = 16, 32, 128, 128, 3, 4
    T, slots, rows = 12, N + 1, N + 1
    g = torch.Generator(device="cuda").manual_seed(7)

    def rnd(n):
        return torch.rand(n, device="cuda", generator=g) - 0.5

    tensors = {}
    shapes = {
        "q": (T * H * K, torch.bfloat16, rnd), "k": (T * H * K, torch.bfloat16, rnd),
        "v": (T * HV * V, torch.bfloat16, rnd), "a": (T * HV, torch.bfloat16, rnd),
        "b": (T * HV, torch.bfloat16, rnd), "A_log": (HV, torch.float32, rnd),
        "dt_bias": (HV, torch.float32, rnd), "o": (T * HV * V, torch.bfloat16, rnd),
        "pool": (slots * HV * V * K, torch.float32, rnd),
        "h0_indices": (N, torch.int32, lambda n: torch.arange(n, device="cuda")),
        "cu_seqlens": (N + 1, torch.int32, lambda n: torch.tensor(cu, device="cuda")),
        "inter_indices": (N, torch.int32, lambda n: torch.arange(n, device="cuda")),
        "ring_u": (rows * D * HV * V, torch.float32, rnd), "ring_k": (rows * D * H * K, torch.float32, rnd),
        "ring_decay": (rows * D * HV, torch.float32, rnd),
        "diagnostics": (1, torch.int32, lambda n: torch.zeros(n, device="cuda")),
    }
    for key, (n, dtype, fill) in shapes.items():
        tensors[key] = guarded(n, dtype, fill)
    before = {key: buf.clone() for key, (buf, _) in tensors.items()}
    args = abi.deltagen_verify_args()
    args.dtypes = abi.deltagen_dtypes(b"portable", b"bf16", b"f32", b"f32")
    args.mode = abi.DELTAGEN_TUPLE
    for key, (_, inner) in tensors.items():
        setattr(args, key, abi.deltagen_tensor(inner.data_ptr(), inner.numel()))
    for key, value in dict(requests=N, tokens=T, draft=D, d_alloc=D, slots=slots, rows=rows, h=H, hv=HV,
                           stride_q=H * K, stride_k=H * K, stride_v=HV * V, stride_a=HV, stride_b=HV,
                           pool_slot_pitch=HV * V * K, u_row_pitch=D * HV * V, k_row_pitch=D * H * K,
                           decay_row_pitch=D * HV, scale=K ** -0.5, softplus_beta=1.0,
                           softplus_threshold=20.0).items():
        setattr(args, key, value)
    stream = ctypes.c_void_p(torch.cuda.current_stream().cuda_stream)
    rc = lib.deltagen_verify(ctx, ctypes.byref(args), stream)
    msg = lib.deltagen_last_error().decode() if rc else ""
    try:
        torch.cuda.synchronize()
        sync = "ok"
    except RuntimeError as e:
        sync = f"CUDA error: {str(e).splitlines()[0]}"
        print(f"case {CASE} ({name}): launch status {rc} {msg}; {sync}")
        sys.exit(1)
    changed = 0
    for key, (buf, _) in tensors.items():
        b8, a8 = before[key].view(torch.uint8), buf.view(torch.uint8)
        edge = GUARD * buf.element_size()
        changed += int((b8[:edge] != a8[:edge]).sum()) + int((b8[-edge:] != a8[-edge:]).sum())
    word = int(tensors["diagnostics"][1].item())
    got = abi.describe(word)
    print(f"case {CASE} ({name}): launch status {rc} {msg}; sync {sync}; guard bytes changed: {changed}; "
          f"diagnostics {word:#x} {got} (expected {flags})")
    lib.deltagen_destroy(ctx)
    sys.exit(1 if changed or rc not in (0, abi.DELTAGEN_ERR_INVALID) or got != flags else 0)


if __name__ == "__main__":
    main()
