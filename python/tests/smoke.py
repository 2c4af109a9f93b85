#!/usr/bin/env python3
"""The installed `deltagen` package on any machine (CI has no GPU). `cargo xtask test`
builds the wheel, installs it into a fresh venv and runs this from outside the source tree:

    python tests/smoke.py
"""
import ctypes
import os

import deltagen
from deltagen import abi

# The package, not the source tree, and everything it ships.
assert "site-packages" in deltagen.__file__, deltagen.__file__
manifest = os.path.join(deltagen.GENERATED, "manifest.toml")
assert os.path.exists(manifest), manifest
objects = [f for _, _, fs in os.walk(deltagen.GENERATED) for f in fs if f.endswith((".cubin", ".ptx", ".hsaco"))]
assert len(objects) > 100, len(objects)

# Every struct's layout as the signatures give it, and one method per kernel family.
for name, (size, offsets) in abi.LAYOUT.items():
    cls = getattr(abi, name)
    assert ctypes.sizeof(cls) == size, name
    for field, offset in offsets.items():
        assert getattr(cls, field).offset == offset, (name, field)
for family in abi.FAMILIES:
    assert callable(getattr(deltagen.Context, family)), family
assert deltagen.describe(abi.DELTAGEN_DIAG_SLOT | abi.DELTAGEN_DIAG_TRACK) == ["slot", "track"]

try:
    with deltagen.Context(device=0) as ctx:
        print("GPU context created:", ctx)
except deltagen.DriverError as e:
    print(f"SKIP the GPU part ({e})")

try:
    deltagen.Context(arch="sm_91")
    raise AssertionError("sm_91 accepted")
except deltagen.InvalidArguments as e:
    assert "sm_90" in str(e) and e.status == abi.DELTAGEN_ERR_INVALID, e

H, HV, K, V, N, D = 16, 32, 128, 128, 3, 4
T, slots, rows = N * D, N + 1, N + 1
LENGTHS = dict(q=T * H * K, k=T * H * K, v=T * HV * V, a=T * HV, b=T * HV, A_log=HV, dt_bias=HV,
               o=T * HV * V, pool=slots * HV * V * K, h0_indices=N, cu_seqlens=N + 1,
               inter_indices=N, ring_u=rows * D * HV * V, ring_k=rows * D * H * K,
               ring_decay=rows * D * HV)
SIZES = dict(requests=N, tokens=T, draft=D, d_alloc=D, slots=slots, rows=rows, h=H, hv=HV,
             stride_q=H * K, stride_k=H * K, stride_v=HV * V, stride_a=HV, stride_b=HV,
             pool_slot_pitch=HV * V * K, u_row_pitch=D * HV * V, k_row_pitch=D * H * K,
             decay_row_pitch=D * HV, scale=K ** -0.5, softplus_beta=1.0, softplus_threshold=20.0)


def verify_args(**change):
    """A tuple-mode verify at fake, aligned addresses (a host-only context never reads them)."""
    args = abi.deltagen_verify_args()
    args.dtypes = abi.deltagen_dtypes(b"portable", b"bf16", b"f32", b"f32")
    args.mode = abi.DELTAGEN_TUPLE
    for i, (name, n) in enumerate(LENGTHS.items()):
        setattr(args, name, abi.deltagen_tensor(*change.get(name, ((i + 1) << 32, n))))
    for name, value in SIZES.items():
        setattr(args, name, change.get(name, value))
    return args


with deltagen.Context(arch="sm_90") as host:
    assert host.gdn_verify(verify_args()) is False
    assert "verify=gdn_verify/tuple" in host.resolved(), host.resolved()
    for change, needle in [
        (dict(q=(1 << 32, 5)), "`q` has 5 elements"),
        (dict(ring_k=((13 << 32) + 4, LENGTHS["ring_k"])), "`ring_k` at"),
        (dict(stride_q=H * K - 4), "q/k token strides"),
    ]:
        try:
            host.gdn_verify(verify_args(**change))
            raise AssertionError(f"{change} accepted")
        except deltagen.InvalidArguments as e:
            assert needle in str(e), (change, str(e))
    try:
        host.gdn_replay(verify_args())
        raise AssertionError("a verify struct accepted by replay")
    except deltagen.InvalidArguments as e:
        assert "deltagen_commit_args" in str(e), str(e)
print("deltagen package smoke test passed")
