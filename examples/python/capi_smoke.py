#!/usr/bin/env python3
"""The C ABI on any machine (CI has no GPU): errors come back as a status and a message,
never a crash. `cargo xtask test` runs this against the debug build of the library:

    cargo build -p deltagen-capi     # -> target/debug/libdeltagen.so
    python3 examples/python/capi_smoke.py [LIB] [GENERATED_DIR]
"""
import ctypes
import os
import sys

generated = sys.argv[2].encode() if len(sys.argv) > 2 else b"generated"
# The ctypes mirrors of the C ABI, written by `cargo xtask gen` from the kernel signatures.
sys.path.insert(0, os.path.join(generated.decode(), "python"))
import deltagen_abi as abi  # noqa: E402

lib = abi.load(sys.argv[1] if len(sys.argv) > 1 else "target/debug/libdeltagen.so")
ctx = ctypes.c_void_p()

rc = lib.deltagen_create(b"/nonexistent", 0, ctypes.byref(ctx))
msg = lib.deltagen_last_error().decode()
assert rc == 1 and "manifest.toml" in msg, (rc, msg)

rc = lib.deltagen_create(generated, 0, ctypes.byref(ctx))
msg = lib.deltagen_last_error().decode()
if rc == 2:
    assert "libcuda" in msg or "device" in msg, msg
    print(f"SKIP the GPU part (status {rc}: {msg}); error paths checked")
else:
    assert rc == 0, (rc, msg)
    rc = lib.deltagen_verify(ctx, None, None)
    assert rc == 1 and "NULL" in lib.deltagen_last_error().decode()
    lib.deltagen_destroy(ctx)
    print("context created; NULL arguments refused")
assert lib.deltagen_create(generated, 0, None) == 1
lib.deltagen_destroy(None)

# A host-only context checks arguments exactly as a device context does, with no GPU: it
# never touches the pointers (fake, aligned addresses below) and launches nothing.
host = ctypes.c_void_p()
rc = lib.deltagen_create_host(generated, b"sm_91", ctypes.byref(host))
msg = lib.deltagen_last_error().decode()
assert rc == abi.DELTAGEN_ERR_INVALID and "sm_90" in msg, (rc, msg)
rc = lib.deltagen_create_host(generated, b"sm_90", ctypes.byref(host))
assert rc == abi.DELTAGEN_OK, lib.deltagen_last_error().decode()

H, HV, K, V, N, D = 16, 32, 128, 128, 3, 4
T, slots, rows = N * D, N + 1, N + 1
lengths = dict(q=T * H * K, k=T * H * K, v=T * HV * V, a=T * HV, b=T * HV, A_log=HV, dt_bias=HV,
               o=T * HV * V, pool=slots * HV * V * K, h0_indices=N, cu_seqlens=N + 1,
               inter_indices=N, ring_u=rows * D * HV * V, ring_k=rows * D * H * K,
               ring_decay=rows * D * HV, diagnostics=1)
sizes = dict(requests=N, tokens=T, draft=D, d_alloc=D, slots=slots, rows=rows, h=H, hv=HV,
             stride_q=H * K, stride_k=H * K, stride_v=HV * V, stride_a=HV, stride_b=HV,
             pool_slot_pitch=HV * V * K, u_row_pitch=D * HV * V, k_row_pitch=D * H * K,
             decay_row_pitch=D * HV, scale=K ** -0.5, softplus_beta=1.0, softplus_threshold=20.0)


def verify_args(**change):
    args = abi.deltagen_verify_args()
    args.dtypes = abi.deltagen_dtypes(b"portable", b"bf16", b"f32", b"f32")
    args.mode = abi.DELTAGEN_TUPLE
    for i, (name, n) in enumerate(lengths.items()):
        ptr, n = change.get(name, ((i + 1) << 32, n))
        setattr(args, name, abi.deltagen_tensor(ptr, n))
    for name, value in sizes.items():
        setattr(args, name, change.get(name, value))
    return args


def check(args):
    rc = lib.deltagen_verify(host, ctypes.byref(args), None)
    return rc, lib.deltagen_last_error().decode()


rc, msg = check(verify_args())
assert rc == abi.DELTAGEN_CHECKED and "gdn_verify_tuple" in msg, (rc, msg)
for change, needle in [
    (dict(q=(1 << 32, 5)), "`q` has 5 elements"),
    (dict(diagnostics=(0, 1)), "`diagnostics` is a null pointer with 1 entries"),
    (dict(diagnostics=((20 << 32) + 2, 1)), "`diagnostics` at"),
    (dict(draft=D + 1), "D = 5"),
]:
    rc, msg = check(verify_args(**change))
    assert rc == abi.DELTAGEN_ERR_INVALID and needle in msg, (change, rc, msg)
rc, msg = check(verify_args(diagnostics=(0, 0)))
assert rc == abi.DELTAGEN_CHECKED, (rc, msg)
lib.deltagen_destroy(host)
print("host-only context: valid arguments checked, mistakes refused with their names")
print("C ABI smoke test passed")
