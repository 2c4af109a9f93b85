"""Every case of the golden vectors (tests/golden, formats v1 and v2), through the
SGLang-compatible drop-in `deltagen.sglang.fused_sigmoid_gating_delta_rule_update`, called
exactly as the golden README says SGLang's function was called: the inputs come from the
README's PRNG (checked against the recorded input hashes first), `o` and every snapshot
block are hashed and compared with the recorded hashes; for one GDN and one KDA case the
same call is also captured in a CUDA graph and replayed. Tree cases pass their parents as
`retrieve_parent_token`. Needs torch and an sm_90 GPU (the default profile there is
triton-sm90); exits 0 only when every hash matches.

    python examples/python/sglang_golden.py tests/golden/gdn-verify-v1.json [...v2.json]
"""
import hashlib
import json
import sys

import torch

from deltagen.sglang import fused_sigmoid_gating_delta_rule_update

IDS = {"A_log": 1, "dt_bias": 2, "a": 3, "b": 4, "q": 5, "k": 6, "v": 7, "pool": 8}
M64 = (1 << 64) - 1


def s64(x):
    """An unsigned 64-bit constant as the int64 with the same bits."""
    x &= M64
    return x - (1 << 64) if x >= 1 << 63 else x


def lshr(z, s):
    """Logical right shift of int64 bit patterns."""
    return (z >> s) & ((1 << (64 - s)) - 1)


def draw(seed, count, lo, hi, dtype, device):
    """The README's generator: splitmix64 output i = mix(seed + i * golden), i = 1..count,
    u = (z >> 40) / 2^24, x = lo + (hi - lo) * u in f64, rounded to f32 (then bf16)."""
    i = torch.arange(1, count + 1, dtype=torch.int64, device=device)
    z = s64(seed) + i * s64(0x9E3779B97F4A7C15)
    z = (z ^ lshr(z, 30)) * s64(0xBF58476D1CE4E5B9)
    z = (z ^ lshr(z, 27)) * s64(0x94D049BB133111EB)
    z = z ^ lshr(z, 31)
    u = lshr(z, 40).to(torch.float64) / float(1 << 24)
    x = (lo + (hi - lo) * u).to(torch.float32)
    return x.to(torch.bfloat16) if dtype == "bf16" else x


def sha(t):
    t = t.contiguous().cpu()
    try:
        data = t.view(torch.uint8).numpy().tobytes()
    except (RuntimeError, TypeError, ImportError):
        data = bytes(t.view(torch.uint8).tolist())
    return hashlib.sha256(data).hexdigest()


def run_case(c, device, graph=False):
    torch_dtype = {"f32": torch.float32, "bf16": torch.bfloat16}
    inputs = {}
    for name, tid in IDS.items():
        shape = c["shapes"][name]
        count = 1
        for d in shape:
            count *= d
        lo, hi = c["ranges"][name]
        t = draw(c["seed"] * 256 + tid, count, lo, hi, c["dtypes"][name], device).reshape(shape)
        assert t.dtype == torch_dtype[c["dtypes"][name]]
        got = sha(t)
        if got != c["inputs_sha256"][name]:
            return [f"input {name}: generator hash {got} differs from the recorded one"]
        inputs[name] = t
    N, D, H, HV = c["N"], c["D"], c["H"], c["HV"]
    ND = N * D
    ints = lambda xs: torch.tensor(xs, dtype=torch.int32, device=device)  # noqa: E731
    h0, rows, cu = ints(c["h0_indices"]), ints(c["inter_indices"]), ints(c["cu_seqlens"])
    pool = inputs["pool"]
    parents = ints(c["parents"]) if c.get("parents") is not None else None
    if parents is not None and sha(parents) != c["inputs_sha256"]["parents"]:
        return [f"input parents: hash {sha(parents)} differs from the recorded one"]
    before = sha(pool)
    inter = torch.full((c["rows"], D, HV, 128, 128), float("nan"), dtype=pool.dtype, device=device)
    o = fused_sigmoid_gating_delta_rule_update(
        A_log=inputs["A_log"],
        a=inputs["a"],
        dt_bias=inputs["dt_bias"],
        softplus_beta=1.0,
        softplus_threshold=20.0,
        q=inputs["q"].reshape(1, ND, H, 128),
        k=inputs["k"].reshape(1, ND, H, 128),
        v=inputs["v"].reshape(1, ND, HV, 128),
        b=inputs["b"],
        initial_state_source=pool,
        initial_state_indices=h0,
        scale=c["scale"],
        use_qk_l2norm_in_kernel=True,
        cu_seqlens=cu,
        is_kda=bool(c.get("kda", False)),
        disable_state_update=True,
        intermediate_states_buffer=inter,
        intermediate_state_indices=rows,
        cache_steps=D,
        retrieve_parent_token=parents,
    )
    torch.cuda.synchronize()
    bad = []
    if graph:
        # The same call captured in a CUDA graph and replayed gives the same bits.
        stream = torch.cuda.Stream()
        stream.wait_stream(torch.cuda.current_stream())
        g = torch.cuda.CUDAGraph()
        with torch.cuda.stream(stream), torch.cuda.graph(g, stream=stream):
            o_graph = fused_sigmoid_gating_delta_rule_update(
                A_log=inputs["A_log"], a=inputs["a"], dt_bias=inputs["dt_bias"], softplus_beta=1.0,
                softplus_threshold=20.0, q=inputs["q"].reshape(1, ND, H, 128),
                k=inputs["k"].reshape(1, ND, H, 128), v=inputs["v"].reshape(1, ND, HV, 128),
                b=inputs["b"], initial_state_source=pool, initial_state_indices=h0, scale=c["scale"],
                use_qk_l2norm_in_kernel=True, cu_seqlens=cu,
                is_kda=bool(c.get("kda", False)), disable_state_update=True,
                intermediate_states_buffer=inter, intermediate_state_indices=rows, cache_steps=D,
            )
        g.replay()
        torch.cuda.synchronize()
        if not torch.equal(o_graph.view(torch.int16), o.view(torch.int16)):
            bad.append("o from a CUDA-graph replay")
    checked = 1
    if sha(o.reshape(ND, HV, 128)) != c["o_sha256"]:
        bad.append("o")
    checked += 1
    if sha(pool) != before:
        bad.append("pool changed")
    for key, want in c["inter_sha256"].items():
        r, t = key.removeprefix("row").split("_step")
        checked += 1
        if sha(inter[int(r), int(t)]) != want:
            bad.append(key)
    return bad, checked


def main(paths):
    device = torch.device("cuda", torch.cuda.current_device())
    failures = total = 0
    for path in paths:
        doc = json.load(open(path))
        for c in doc["cases"]:
            result = run_case(c, device, graph=c["name"] in ("small-full", "kda-mtp4"))
            if isinstance(result, list):
                print(f"{c['name']:<28} {result[0]}")
                failures += 1
                continue
            bad, checked = result
            total += checked
            failures += len(bad)
            verdict = f"all {checked} hashes match" if not bad else f"MISMATCH {len(bad)} of {checked}: {', '.join(bad)}"
            print(f"{c['name']:<28} {verdict}")
    print(f"{total} hashes checked through deltagen.sglang; {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
