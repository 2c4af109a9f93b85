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
print("C ABI smoke test passed")
