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

# The signature-driven binder, with stand-in tensors (no torch on CI): sizes and pitches
# from shapes and strides, a fused qkv view, conflicts and missing sizes named.


class FakeTensor:
    _SIZE = {"torch.bfloat16": 2, "torch.float32": 4, "torch.int32": 4}

    def __init__(self, shape, dtype, ptr, strides=None, storage=None):
        self.shape, self.dtype, self._ptr = tuple(shape), dtype, ptr
        dense, s = [], 1
        for n in reversed(self.shape):
            dense.insert(0, s)
            s *= n
        self._strides = tuple(strides) if strides else tuple(dense)
        self._storage = storage

    def data_ptr(self):
        return self._ptr

    def stride(self):
        return self._strides

    def element_size(self):
        return self._SIZE[self.dtype]

    def numel(self):
        n = 1
        for d in self.shape:
            n *= d
        return n

    def storage_offset(self):
        return 0

    def untyped_storage(self):
        n = self._storage if self._storage is not None else self.numel()
        size = self.element_size()

        class Storage:
            def nbytes(self):
                return n * size

        return Storage()


BF, F32, I32 = "torch.bfloat16", "torch.float32", "torch.int32"
QKV = 2 * H * K + HV * V  # a fused qkv tensor's token stride
base = 1 << 32


def t(shape, dtype, k, **kw):
    return FakeTensor(shape, dtype, base * (k + 1), **kw)


tensors = dict(
    q=t((T, H, K), BF, 0, strides=(QKV, K, 1), storage=T * QKV),
    k=t((T, H, K), BF, 1, strides=(QKV, K, 1), storage=T * QKV - H * K),
    v=t((T, HV, V), BF, 2, strides=(QKV, V, 1), storage=T * QKV - 2 * H * K),
    a=t((T, HV), BF, 3), b=t((T, HV), BF, 4), A_log=t((HV,), F32, 5), dt_bias=t((HV,), F32, 6),
    o=t((T, HV, V), BF, 7), pool=t((slots, HV, V, K), F32, 8), h0_indices=t((N,), I32, 9),
    cu_seqlens=t((N + 1,), I32, 10), inter_indices=t((N,), I32, 11),
    ring_u=t((rows, D, HV, V), F32, 12), ring_k=t((rows, D, H, K), F32, 13),
    ring_decay=t((rows, D, HV), F32, 14), diagnostics=t((1,), I32, 15),
)
with deltagen.Context(arch="sm_90") as host:
    assert host.call("gdn_verify", mode="tuple", sizes=dict(draft=D), **tensors) is False
    args = deltagen.fill("gdn_verify", tensors, sizes=dict(draft=D), mode="tuple")
    assert (args.tokens, args.h, args.hv, args.stride_q, args.d_alloc, args.rows, args.slots) == (T, H, HV, QKV, D, rows, slots)
    # Fold mode (the commit folded into verify): tuple mode's tensors plus the committed
    # steps, `fold_depth` entries per request.
    R = 2
    fold = dict(fold_rows=t((N, R), I32, 16), fold_steps=t((N, R), I32, 17), fold_counts=t((N,), I32, 18),
                track_slots=t((N,), I32, 19), track_steps=t((N,), I32, 20))
    assert host.call("gdn_verify", mode="fold", sizes=dict(draft=D, fold_depth=R), **tensors, **fold) is False
    assert "verify=gdn_verify/fold" in host.resolved(), host.resolved()
    try:
        host.call("gdn_verify", mode="fold", sizes=dict(draft=D), **tensors, **fold)
        raise AssertionError("fold mode without fold_depth was accepted")
    except deltagen.InvalidArguments as e:
        assert "fold_depth" in str(e), e
    try:
        host.call("gdn_verify", mode="fold", sizes=dict(draft=D, fold_depth=17), **tensors,
                  **{**fold, "fold_rows": t((N, 17), I32, 16), "fold_steps": t((N, 17), I32, 17)})
        raise AssertionError("fold depth 17 was accepted")
    except deltagen.InvalidArguments as e:
        assert "fold depth R = 17" in str(e), e
    assert args.q.len == T * QKV and args.dtypes.pool_dtype == b"f32"
    for change, needle in [
        (dict(k=t((T, 8, K), BF, 1, strides=(QKV, K, 1), storage=T * QKV)), "`h` is 16 from `q`.shape[1] but 8 from `k`.shape[1]"),
        (dict(pool=t((slots, HV, V, 64), F32, 8)), "where the kernels take K = 128"),
        (dict(ring_u=t((rows, D, HV, V), F32, 12, strides=(D * HV * V, HV * V, 1, HV))), "not contiguous"),
        (dict(inter=t((rows, D, HV, V, K), F32, 16)), "`inter` is not an argument of gdn_verify in tuple mode"),
        (dict(qq=t((1,), F32, 17)), "takes no tensor `qq`"),
        # Dtypes: the C ABI sees bare pointers, so the binder checks each tensor's dtype
        # against its parameter's (a bf16 ring next to an f32 pool would be overrun).
        (dict(ring_u=t((rows, D, HV, V), BF, 12)), "`ring_u` is bf16; gdn_verify takes f32 there"),
        (dict(k=t((T, H, K), F32, 1, strides=(QKV, K, 1), storage=T * QKV)), "`k` is f32 but `q` is bf16"),
        (dict(o=t((T, HV, V), F32, 7)), "`o` is f32 but `q` is bf16"),
        (dict(h0_indices=t((N,), F32, 9)), "`h0_indices` is f32; gdn_verify takes i32 there"),
        (dict(A_log=t((HV,), BF, 5)), "`A_log` is bf16; gdn_verify takes f32 there"),
    ]:
        try:
            host.call("gdn_verify", mode="tuple", sizes=dict(draft=D), **{**tensors, **change})
            raise AssertionError(f"{change} accepted")
        except deltagen.InvalidArguments as e:
            assert needle in str(e), (needle, str(e))
    try:
        host.call("gdn_verify", mode="tuple", **tensors)
        raise AssertionError("no draft accepted")
    except deltagen.InvalidArguments as e:
        assert "pass draft=" in str(e), str(e)
    try:  # bound from the tensors, then contradicted by an explicit size
        host.call("gdn_verify", mode="tuple", sizes=dict(draft=D, hv=8), **tensors)
        raise AssertionError("hv=8 accepted")
    except deltagen.InvalidArguments as e:
        assert "hv=8 but `hv` is 32" in str(e), str(e)
    # The C ABI's own checks still run: a ring one element short of the last row.
    short = dict(tensors, ring_decay=t((rows, D, HV), F32, 14, storage=rows * D * HV - 1))
    try:
        host.call("gdn_verify", mode="tuple", sizes=dict(draft=D), **short)
        raise AssertionError("a short ring accepted")
    except deltagen.InvalidArguments as e:
        assert "`ring_decay` has" in str(e), str(e)
print("signature-driven binder: sizes from shapes and strides, mistakes named")

# What to allocate, from the signature: the lengths of the hand-written layouts above, and
# the C ABI accepts exactly them and refuses one element less.
want = deltagen.lengths("gdn_verify", mode="tuple", **{n: SIZES[n] for n in abi.SIZES["gdn_verify"]["tuple"]})
# The optional tensors: the word, KDA's decays (`[tokens, HV, gate_width]`, when given) and
# a tree's parents (`[requests, d_alloc]`, tree instances).
assert want == {**{n: v for n, v in LENGTHS.items()}, "decay": T * HV, "parents": N * D, "diagnostics": 1}, want
commit = deltagen.lengths("gdn_replay", layers=2, requests=3, slots=4, rows=4, draft=0, d_alloc=4, h=2, hv=4,
                          pool_layer_pitch=4 * 4 * V * K, pool_slot_pitch=4 * V * K, u_layer_pitch=4 * 4 * 4 * V,
                          u_row_pitch=4 * 4 * V, k_layer_pitch=4 * 4 * 2 * K, k_row_pitch=4 * 2 * K,
                          decay_layer_pitch=4 * 4 * 4, decay_row_pitch=4 * 4)
assert commit["pool"] == 2 * 4 * 4 * V * K and commit["accepted_steps"] == 3, commit
assert commit["ring_decay"] == (2 - 1) * 64 + (4 - 1) * 16 + 1 * 4, commit  # steps = max(draft, 1)
try:
    deltagen.lengths("gdn_verify", mode="tuple", requests=3)
    raise AssertionError("missing sizes accepted")
except deltagen.BindError as e:
    assert "pass " in str(e) and "tokens=" in str(e), str(e)
full = {n: SIZES[n] for n in abi.SIZES["gdn_verify"]["tuple"]}
for kwargs, needle in [
    (dict(full, K=64), "`K` is fixed: the kernels take K = 128"),
    (dict(full, tokns=3), "gdn_verify has no size `tokns`"),
    (dict(full, draft=-1), "size draft=-1 is out of range"),
]:
    try:
        deltagen.lengths("gdn_verify", mode="tuple", **kwargs)
        raise AssertionError(f"{needle}: accepted")
    except deltagen.BindError as e:
        assert needle in str(e), (needle, str(e))
try:
    deltagen.lengths("gdn_replay", mode="tuple", layers=1)
    raise AssertionError("a mode for replay accepted")
except deltagen.BindError as e:
    assert "gdn_replay has no mode" in str(e), str(e)
with deltagen.Context(arch="sm_90") as host:
    exact = {n: ((i + 1) << 32, want[n]) for i, n in enumerate(want)}
    assert host.gdn_verify(verify_args(**exact)) is False
    try:
        host.gdn_verify(verify_args(**dict(exact, ring_k=(exact["ring_k"][0], want["ring_k"] - 1))))
        raise AssertionError("one element short accepted")
    except deltagen.InvalidArguments as e:
        assert "`ring_k` has" in str(e), str(e)
print("lengths from the signature: what the C ABI accepts, exactly")

# KDA: the same binder and ABI, with `a` and `dt_bias` per key channel and the decay ring
# [rows, D, HV, K]; a GDN-shaped decay ring is refused with the length KDA needs.
kda = dict(tensors, a=t((T, HV * K), BF, 3), dt_bias=t((HV * K,), F32, 6),
           ring_decay=t((rows, D, HV, K), F32, 14))
with deltagen.Context(arch="sm_90") as host:
    assert host.call("kda_verify", mode="tuple", sizes=dict(draft=D), **kda) is False
    assert "verify=kda_verify/tuple" in host.resolved(), host.resolved()
    for change, needle in [
        # The binder sees the block dims first: a GDN-shaped ring or dt_bias is refused
        # naming the KDA block it must hold.
        (dict(ring_decay=t((rows, D, HV), F32, 14)), "`ring_decay`'s block dims [4, 32] hold 128 elements where kda_verify takes d_alloc*hv*gate_width"),
        (dict(dt_bias=t((HV,), F32, 6)), "`dt_bias`'s block dims [32] hold 32 elements where kda_verify takes hv*gate_width"),
    ]:
        try:
            host.call("kda_verify", mode="tuple", sizes=dict(draft=D), **{**kda, **change})
            raise AssertionError(f"{change} accepted")
        except deltagen.InvalidArguments as e:
            assert needle in str(e), (needle, str(e))
    kda_len = deltagen.lengths("kda_verify", mode="tuple", **{n: SIZES[n] for n in abi.SIZES["kda_verify"]["tuple"]})
    gdn_len = deltagen.lengths("gdn_verify", mode="tuple", **{n: SIZES[n] for n in abi.SIZES["gdn_verify"]["tuple"]})
    assert kda_len["dt_bias"] == HV * K and gdn_len["dt_bias"] == HV, (kda_len, gdn_len)
print("KDA through the package: per-channel gate tensors bound and checked")

# KDA's gate pre-pass: kda_gate writes decay [T, HV, K] f32; given it, kda_verify resolves
# its decay_input instance; the safe gate needs a finite, non-zero lower bound.
decay = t((T, HV, K), F32, 16)
gate = dict(a=kda["a"], A_log=kda["A_log"], dt_bias=kda["dt_bias"], decay=decay)
with deltagen.Context(arch="sm_90") as host:
    for safe, bound in [(0, -5.0), (1, -5.0)]:
        assert host.call("kda_gate", sizes=dict(safe_gate=safe),
                         floats=dict(softplus_beta=1.0, softplus_threshold=20.0, lower_bound=bound),
                         **gate) is False
    for sizes, floats, needle in [
        (dict(safe_gate=1), dict(softplus_beta=1.0, softplus_threshold=20.0, lower_bound=0.0), "lower_bound"),
        (dict(safe_gate=2), dict(softplus_beta=1.0, softplus_threshold=20.0, lower_bound=-5.0), "safe_gate"),
    ]:
        try:
            host.call("kda_gate", sizes=sizes, floats=floats, **gate)
            raise AssertionError(f"{sizes} {floats} accepted")
        except deltagen.InvalidArguments as e:
            assert needle in str(e), (needle, str(e))
    assert host.call("kda_verify", mode="tuple", sizes=dict(draft=D), decay=decay, **kda) is False
    # A few requests (2 to 12): the tile table's row for a few requests.
    assert "verify=kda_verify/tuple/bv64w8c2/decay_in" in host.resolved(), host.resolved()
    host.set_pdl(True)  # programmatic dependent launch: accepted, launches stay checked
    assert host.call("kda_verify", mode="tuple", sizes=dict(draft=D), decay=decay, **kda) is False
    host.set_pdl(False)
    try:
        host.call("gdn_verify", mode="tuple", sizes=dict(draft=D), decay=t((T, HV, 1), F32, 16), **tensors)
        raise AssertionError("decays given to GDN accepted")
    except deltagen.InvalidArguments as e:
        assert "decay" in str(e), str(e)
    # The gate pre-pass takes its activation dtype from `a` (there is no `q`).
    gate_f32 = deltagen.fill("kda_gate", dict(gate, a=t((T, HV * K), F32, 3)), sizes=dict(safe_gate=0))
    assert gate_f32.dtypes.act_dtype == b"f32", gate_f32.dtypes.act_dtype
    assert deltagen.fill("kda_gate", gate, sizes=dict(safe_gate=0)).dtypes.act_dtype == b"bf16"
print("KDA's gate pre-pass through the package: kda_gate checked, decay_input resolved")
# The conv windows are bf16 whatever else the launch holds: an f32 pair is refused.
conv = dict(conv=t((2, 4, 8, 3), F32, 30), windows=t((2, 4, 8, D + 2), F32, 31),
            slot_indices=t((3,), I32, 32), row_indices=t((3,), I32, 33), step_indices=t((3,), I32, 34),
            track_slots=t((3,), I32, 35), track_steps=t((3,), I32, 36))
try:
    deltagen.fill("conv_window_scatter", conv, sizes=dict(draft=D))
    raise AssertionError("f32 conv windows accepted")
except deltagen.BindError as e:
    assert "`conv` is f32; conv_window_scatter takes bf16 there" in str(e), str(e)
print("dtypes checked per tensor: activations share q's, the state the pool's, the rest fixed")

# What the C ABI cannot see from an address and a length: the binder refuses it, naming it.
with deltagen.Context(arch="sm_90") as host:
    for change, sizes, floats, needle in [
        # An index array read in order must be contiguous (a strided view read as dense
        # would send requests to other requests' slots).
        (dict(h0_indices=t((N,), I32, 9, strides=(2,), storage=2 * N)), {}, {}, "`h0_indices` is not contiguous"),
        # A whole-model pool where one layer's goes, or `a` narrower than HV.
        (dict(pool=t((2, slots, HV, V, K), F32, 8)), {}, {}, "`pool`'s block dims [4, 32, 128, 128] hold"),
        (dict(a=t((T, HV // 2), BF, 3, strides=(HV, 1), storage=T * HV)), {}, {}, "`a`'s block dims [16] hold 16 elements"),
        # A written tensor sharing memory with another argument.
        (dict(o=FakeTensor((T, HV, V), BF, base * 1)), {}, {}, "`o` overlaps `q` in memory"),
        (dict(ring_u=FakeTensor((rows, D, HV, V), F32, base * 9)), {}, {}, "`pool` overlaps `ring_u` in memory"),
        # Sizes and floats ctypes would wrap or truncate.
        ({}, dict(draft=-1), {}, "size draft=-1 is out of range"),
        ({}, dict(draft=4.9), {}, "size draft=4.9 is not a whole number"),
        ({}, dict(draft=True), {}, "is not a whole number"),
        ({}, {}, dict(scale=float("nan")), "float argument scale=nan is not finite"),
        ({}, {}, dict(scale="x"), "float argument scale='x' is not a number"),
    ]:
        try:
            host.call("gdn_verify", mode="tuple", sizes=dict(dict(draft=D), **sizes), floats=floats,
                      **{**tensors, **change})
            raise AssertionError(f"{change} {sizes} {floats} accepted")
        except deltagen.InvalidArguments as e:
            assert needle in str(e), (needle, str(e))
    # A one-token launch whose size-1 token dims carry strides torch may give them: the
    # launch takes the dense pitch (such tensors are contiguous to torch).
    one = dict(
        q=t((1, H, K), BF, 0, strides=(K, K, 1)), k=t((1, H, K), BF, 1, strides=(K, K, 1)),
        v=t((1, HV, V), BF, 2, strides=(V, V, 1)), a=t((1, HV), BF, 3, strides=(1, 1)),
        b=t((1, HV), BF, 4, strides=(1, 1)), A_log=t((HV,), F32, 5), dt_bias=t((HV,), F32, 6),
        o=t((1, HV, V), BF, 7), pool=t((slots, HV, V, K), F32, 8), h0_indices=t((1,), I32, 9),
        cu_seqlens=t((2,), I32, 10),
    )
    assert host.call("gdn_verify", mode="decode", **one) is False
    # A tensor that says where it lives must be a CUDA tensor on the context's device.

    class Where:
        def __init__(self, kind, index):
            self.type, self.index = kind, index

        def __str__(self):
            return self.type if self.index is None else f"{self.type}:{self.index}"

    cpu = t((N,), I32, 9)
    cpu.device = Where("cpu", None)
    try:
        host.call("gdn_verify", mode="tuple", sizes=dict(draft=D), **{**tensors, "h0_indices": cpu})
        raise AssertionError("a CPU tensor accepted")
    except deltagen.InvalidArguments as e:
        assert "`h0_indices` is on cpu; deltagen's kernels take CUDA tensors" in str(e), str(e)
    other = t((N,), I32, 9)
    other.device = Where("cuda", 1)
    try:
        deltagen._on_device({"h0_indices": other}, 0)
        raise AssertionError("a tensor of another GPU accepted")
    except deltagen.BindError as e:
        assert "is on cuda:1, but this context launches on cuda:0" in str(e), str(e)
    deltagen._on_device({"h0_indices": other}, 1)
# A commit reads the draft's steps of rings allocated for D_alloc: a ring 8 deep with a
# draft of 4 is what an engine passes after verify (whose block is D_alloc's); a ring
# shallower than the draft is refused by the C ABI, naming both depths.
with deltagen.Context(arch="sm_90") as host:
    L, S, R8 = 2, 4, 8
    replay = dict(
        pool=t((L, S, HV, V, K), F32, 40), ring_u=t((L, rows, R8, HV, V), F32, 41),
        ring_k=t((L, rows, R8, H, K), F32, 42), ring_decay=t((L, rows, R8, HV), F32, 43),
        slot_indices=t((N,), I32, 44), row_indices=t((N,), I32, 45), accepted_steps=t((N,), I32, 46),
        track_slots=t((N,), I32, 47), track_steps=t((N,), I32, 48),
    )
    assert host.call("gdn_replay", sizes=dict(draft=4, d_alloc=R8, h=H), **replay) is False
    try:
        host.call("gdn_replay", sizes=dict(draft=R8 + 1, d_alloc=R8, h=H), **replay)
        raise AssertionError("a draft deeper than the ring accepted")
    except deltagen.InvalidArguments as e:
        assert "run-time D = 9 is larger than the allocated D = 8" in str(e), str(e)
# A stream is a handle, an object carrying one (torch.cuda.Stream's `cuda_stream`), or None.
with deltagen.Context(arch="sm_90") as host:

    class Stream:
        cuda_stream = 0

    assert host.call("gdn_verify", mode="tuple", sizes=dict(draft=D), stream=Stream(), **tensors) is False
    try:
        host.call("gdn_verify", mode="tuple", sizes=dict(draft=D), stream="s0", **tensors)
        raise AssertionError("a string stream accepted")
    except deltagen.InvalidArguments as e:
        assert "stream 's0': a CUstream handle as an int" in str(e), str(e)
# With torch loaded, a launch runs with its context's device current (a stand-in torch
# records it), so a process with several GPUs launches each context's kernels in its own.
import contextlib  # noqa: E402
import types  # noqa: E402
import sys  # noqa: E402

entered = []
fake_torch = types.ModuleType("torch")
fake_torch.cuda = types.SimpleNamespace(
    device=lambda d: (entered.append(d), contextlib.nullcontext())[1],
    is_available=lambda: True,
    current_stream=lambda d: types.SimpleNamespace(cuda_stream=0),
)
saved_torch = sys.modules.get("torch")
sys.modules["torch"] = fake_torch
try:
    with deltagen.Context(arch="sm_90") as host:
        host.device = 1  # as a context on cuda:1 would be
        assert host.call("gdn_verify", mode="tuple", sizes=dict(draft=D), **tensors) is False
    assert entered == [1], entered
finally:
    if saved_torch is None:
        del sys.modules["torch"]
    else:
        sys.modules["torch"] = saved_torch
# A closed context refuses every use, its report included.
closed = deltagen.Context(arch="sm_90")
closed.close()
for use in (lambda c: c.resolved(), lambda c: c.call("gdn_verify", mode="tuple", sizes=dict(draft=D), **tensors)):
    try:
        use(closed)
        raise AssertionError("a closed context was used")
    except deltagen.Error as e:
        assert "closed" in str(e), str(e)
print("layouts the C ABI cannot see: strided indices, block shapes, overlaps, sizes, devices")
# The SGLang drop-in imports without torch and has SGLang's exact parameter list (the
# commit named in the project's SGLang facts); torch is imported only when it is called.
import inspect  # noqa: E402

import deltagen.sglang  # noqa: E402

params = list(inspect.signature(deltagen.sglang.fused_sigmoid_gating_delta_rule_update).parameters)
assert params == [
    "A_log", "a", "dt_bias", "softplus_beta", "softplus_threshold", "q", "k", "v", "b",
    "initial_state_source", "initial_state_indices", "scale", "use_qk_l2norm_in_kernel",
    "cu_seqlens", "is_kda", "disable_state_update", "intermediate_states_buffer",
    "intermediate_state_indices", "cache_steps", "retrieve_parent_token",
], params
params = list(inspect.signature(deltagen.sglang.fused_mamba_state_scatter_with_mask).parameters)
assert params == ["dst", "src", "dst_indices_raw", "step_indices_raw"], params
try:
    deltagen.sglang.set_profile("fast")
    raise AssertionError("an unknown profile accepted")
except ValueError as e:
    assert "portable or triton-sm90" in str(e), str(e)
# The ReplaySSM-shaped commit: verify takes target verify's arguments (without the
# snapshot buffer), commit a cursor move, flush the pool.
rc = deltagen.sglang.ReplayCommit
assert list(inspect.signature(rc.__init__).parameters)[1:] == [
    "layers", "slots", "draft", "num_k_heads", "num_v_heads", "depth", "is_kda", "device"]
assert list(inspect.signature(rc.verify).parameters)[1:] == [
    "layer", "A_log", "a", "dt_bias", "softplus_beta", "softplus_threshold", "q", "k", "v", "b",
    "initial_state_source", "initial_state_indices", "scale", "use_qk_l2norm_in_kernel", "cu_seqlens"]
assert list(inspect.signature(rc.commit).parameters)[1:] == ["slot_indices", "accepted_steps"]
assert list(inspect.signature(rc.flush).parameters)[1:] == ["pool", "slot_indices"]
print("deltagen.sglang: SGLang's signatures")
# plan / resolve / validate from Python: the library's own planner and dispatch.
p = deltagen.plan(model="Qwen3.6-35B-A3B", draft=4, requests=25)
assert f"{p['snapshot_bytes'] / 2**30:.2f}" == "6.09", p  # seed 000's snapshot figure
assert 0 < p["tuple_bytes"] < p["snapshot_bytes"] and p["mode"] == "tuple", p
assert p["reserved_bytes"] == p["tuple_bytes"] + p["conv_window_bytes"], p
custom = deltagen.plan(layers=30, heads=(16, 32), draft=4, requests=25, pool_dtype="f32")
assert custom["snapshot_bytes"] == p["snapshot_bytes"], custom
fold = deltagen.plan(model="Qwen3.6-35B-A3B", draft=4, requests=25, mode="fold", fold_depth=4)
assert fold["reserved_bytes"] == fold["fold_bytes"] + fold["conv_window_bytes"], fold
kda = deltagen.plan(model="Qwen3.6-35B-A3B", gate="kda", draft=4, requests=25, tree=True)
assert kda["kda_decay_bytes"] > 0 and kda["tree_index_bytes"] == 2 * 25 * 4 * 4, kda
for bad, words in [
    (dict(model="Qwen3.6-35B-A3B", draft=4), ['"requests"']),
    (dict(model="Qwen3.6-35B-A3B", draft=4, requests=2, speed=9), ['"speed"', "draft"]),
    (dict(model="Qwen3.6-35B-A3B", draft=0, requests=2), ['"draft"', "at least 1"]),
    (dict(model="Qwen3.6-35B-A3B", draft=17, requests=2, tree=True), ["16"]),
    (dict(model="Qwen9", draft=4, requests=2), ["Qwen9"]),
    (dict(model="Qwen3.6-35B-A3B", draft=4, requests=2, pool_dtype="f64"), ['"pool_dtype"', "bf16"]),
]:
    try:
        deltagen.plan(**bad)
        raise AssertionError(f"plan accepted {bad}")
    except deltagen.InvalidArguments as e:
        assert all(w in str(e) for w in words), (bad, str(e))
with deltagen.Context(arch="sm_90") as host:
    r = host.resolve(requests=8, mode="tuple", draft=4)
    assert r["verify_family"] == "gdn_verify" and r["commit_family"] == "gdn_replay", r
    assert r["line"].startswith("deltagen: arch=sm_90 verify=gdn_verify/tuple/"), r
    one = host.resolve(requests=1, mode="tuple", draft=4)
    assert one["verify"] != r["verify"], (one, r)  # the tile table's rule by batch size
    tree = host.resolve(requests=8, mode="snapshot", pool_dtype="bf16", speculation="eagle", topk=2, draft=8)
    assert "_tree" in tree["verify"] and tree["commit_family"] == "gdn_commit_scatter", tree
    kda = host.resolve(requests=8, gate="kda", mode="fold", draft=4)
    assert kda["verify_family"] == "kda_verify" and "_fold_" in kda["verify"], kda
    assert host.validate(mode="snapshot", profile="triton-sm90", pool_dtype="bf16", dt_bias_dtype="bf16") is None
    for bad, words in [
        (dict(mode="fold", speculation="ngram"), ["tree", "fold"]),
        (dict(mode="tuple", draft=8, d_alloc=4), ["4"]),
        (dict(pool="f32"), ['"pool"', "pool_dtype"]),
        (dict(mode="fast"), ['"mode"']),
        (dict(draft=-1), ['"draft"']),
        (dict(arch="sm_91"), ['"arch"', "sm_90"]),
        (dict(speculation="dflash", topk=2), ['"topk"']),
    ]:
        try:
            host.validate(**bad)
            raise AssertionError(f"validate accepted {bad}")
        except deltagen.InvalidArguments as e:
            assert all(w in str(e) for w in words), (bad, str(e))
    try:
        host.resolve(requests=0)
        raise AssertionError("0 requests accepted")
    except deltagen.InvalidArguments as e:
        assert "requests" in str(e), str(e)
print("plan, resolve and validate through the package: figures and refusals")
print("deltagen package smoke test passed")
