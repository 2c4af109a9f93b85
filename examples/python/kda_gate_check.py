"""KDA's gate pre-pass through the package, on a GPU with torch:

1. `kda_gate` (both forms) against a float64 torch reference;
2. `kda_verify` given those decays (a `decay_input` instance) against `kda_verify` computing
   its gates: `o` and the tuple ring byte for byte, in tuple and snapshot modes, both pools;
3. a one-ULP change of one decay changes the output (the comparison can fail): an f32 ULP,
   or a bf16 ULP where every output is bf16.

Usage: PYTHONPATH=<package parent> python examples/python/kda_gate_check.py
"""
import sys

import torch

import deltagen

torch.manual_seed(0)
dev = "cuda"
H, HV, K, V = 4, 8, 128, 128
N, D = 3, 4
T = N * D
FLOATS = dict(softplus_beta=1.0, softplus_threshold=20.0)


def gate_inputs():
    a = (torch.rand(T, HV * K, device=dev) * 30 - 6).to(torch.bfloat16)
    A_log = torch.rand(HV, device=dev) * 2 - 1
    dt_bias = torch.rand(HV * K, device=dev) - 0.5
    return a, A_log, dt_bias


def reference(a, A_log, dt_bias, lower_bound):
    x = a.double() + dt_bias.double()
    ea = A_log.double().exp().repeat_interleave(K)
    if lower_bound is None:
        sp = torch.where(x <= 20.0, torch.log1p(torch.exp(x)), x)
        g = -ea * sp
    else:
        g = lower_bound * torch.sigmoid(ea * x)
    return g.exp().reshape(T, HV, K)


ctx = deltagen.Context(device=0)
a, A_log, dt_bias = gate_inputs()
for lower_bound in [None, -5.0]:
    decay = torch.full((T, HV, K), float("nan"), device=dev)
    ctx.call("kda_gate", a=a, A_log=A_log, dt_bias=dt_bias, decay=decay,
             sizes=dict(safe_gate=int(lower_bound is not None)),
             floats=dict(FLOATS, lower_bound=lower_bound if lower_bound is not None else -5.0))
    torch.cuda.synchronize()
    want = reference(a, A_log, dt_bias, lower_bound)
    err = ((decay.double() - want).abs() / want.abs().clamp_min(1e-30)).max().item()
    assert torch.isfinite(decay).all(), "a decay was not written"
    assert err < 1e-5, f"{lower_bound}: worst relative error {err}"
    print(f"kda_gate {'safe' if lower_bound is not None else 'softplus'}: worst relative error {err:.2e}")

decay = torch.empty(T, HV, K, device=dev)
ctx.call("kda_gate", a=a, A_log=A_log, dt_bias=dt_bias, decay=decay, sizes=dict(safe_gate=0),
         floats=dict(FLOATS, lower_bound=-5.0))

qkv = torch.randn(T, 2 * H * K + HV * V, device=dev).to(torch.bfloat16)
q, k, v = qkv[:, :H * K].view(T, H, K), qkv[:, H * K:2 * H * K].view(T, H, K), qkv[:, 2 * H * K:].view(T, HV, V)
b = torch.randn(T, HV, device=dev).to(torch.bfloat16)
cu = torch.arange(0, T + 1, D, dtype=torch.int32, device=dev)
h0 = torch.arange(N, dtype=torch.int32, device=dev)
rows = torch.arange(N, dtype=torch.int32, device=dev)


def run(mode, pool_dtype, decays):
    pool = (torch.randn(N + 1, HV, V, K, generator=torch.Generator().manual_seed(1)) * 0.1).to(dev, pool_dtype)
    o = torch.empty(T, HV, V, device=dev, dtype=torch.bfloat16)
    extra = {}
    if mode == "tuple":
        extra = dict(ring_u=torch.zeros(N, D, HV, V, device=dev), ring_k=torch.zeros(N, D, H, K, device=dev),
                     ring_decay=torch.zeros(N, D, HV, K, device=dev))
    else:
        extra = dict(inter=torch.zeros(N, D, HV, V, K, device=dev, dtype=pool_dtype))
    if decays is not None:
        extra["decay"] = decays
    ctx.call("kda_verify", mode=mode, sizes=dict(draft=D), q=q, k=k, v=v, a=a, b=b, A_log=A_log,
             dt_bias=dt_bias, o=o, pool=pool, h0_indices=h0, cu_seqlens=cu, inter_indices=rows,
             floats=dict(FLOATS, scale=K ** -0.5), **extra)
    line = ctx.resolved()
    torch.cuda.synchronize()
    outs = {"o": o, **{n: t for n, t in extra.items() if n != "decay"}}
    return {n: t.view(torch.uint8).cpu() for n, t in outs.items()}, line


failures = 0
for mode in ["tuple", "snapshot"]:
    for pool_dtype in [torch.float32, torch.bfloat16]:
        computed, line_c = run(mode, pool_dtype, None)
        given, line_g = run(mode, pool_dtype, decay)
        assert "decay_in" in line_g and "decay_in" not in line_c, (line_c, line_g)
        same = all(torch.equal(computed[n], given[n]) for n in computed)
        off = decay.clone()
        i = off[0, 0].argmax()
        if pool_dtype == torch.bfloat16 and mode != "tuple":
            # Every output is bf16 here: one bf16 ULP of the decay.
            off[0, 0, i] = off[0, 0, i] * (1 + 2.0 ** -7)
        else:
            off[0, 0, i] = torch.nextafter(off[0, 0, i], torch.tensor(2.0, device=dev))
        moved, _ = run(mode, pool_dtype, off)
        seen = any(not torch.equal(computed[n], moved[n]) for n in computed)
        print(f"{mode:8} {str(pool_dtype):14} computed == given: {same}; one-ULP change seen: {seen}  [{line_g}]")
        failures += (not same) + (not seen)
ctx.close()
if failures:
    print(f"FAIL: {failures}")
    sys.exit(1)
print("PASS: kda_gate matches the reference, and verify reads its decays with the same bits")
