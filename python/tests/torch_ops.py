"""The torch.library ops (`deltagen.ops`), without a GPU: both SGLang ops are registered under
`torch.ops.deltagen` with SGLang's schema, and tracing with fake tensors (`make_fx`,
`tracing_mode="fake"`) runs their fake implementations, not a kernel: the verify op gives `o`
with v's shape and q's dtype and records its writes, the scatter records its write to `dst`. Every kernel family's op
(`torch.ops.deltagen.<family>`) takes the family's tensors by name and marks exactly the
ones its signature writes as mutated; a traced `deltagen.ops.launch` is one op node.
Without torch it prints SKIP and exits 0 (CI installs no torch; the H200 has it)."""
import re
import sys

try:
    import torch
    from torch.fx.experimental.proxy_tensor import make_fx
except ImportError:
    print("SKIP: torch is not installed; the torch.library ops were not checked")
    sys.exit(0)

import deltagen  # noqa: E402
import deltagen.ops  # noqa: E402,F401  (registers the ops)

ops = torch.ops.deltagen
schema = str(ops.fused_sigmoid_gating_delta_rule_update.default._schema)
# torch names each mutated argument's alias set itself (`Tensor(a9!)`), so the mutation
# marks are matched by pattern.
for pattern in [r"Tensor\(\w+!\) initial_state_source", r"Tensor\(\w+!\)\? intermediate_states_buffer",
                r"bool is_kda=False", r"Tensor\? retrieve_parent_token=None", r"-> Tensor$"]:
    assert re.search(pattern, schema), (pattern, schema)
for unchanged in ["Tensor initial_state_indices", "Tensor q,", "Tensor? intermediate_state_indices"]:
    assert unchanged in schema, (unchanged, schema)
scatter_schema = str(ops.fused_mamba_state_scatter_with_mask.default._schema)
assert re.search(r"Tensor\(\w+!\) dst", scatter_schema) and "-> ()" in scatter_schema, scatter_schema

T, H, HV, K, D, R = 8, 2, 4, 128, 4, 2
bf, f32, i32 = torch.bfloat16, torch.float32, torch.int32


def step(q, k, v, a, b, A_log, dt_bias, pool, h0, cu, inter, rows, dst, src, steps):
    o = ops.fused_sigmoid_gating_delta_rule_update(
        A_log, a, dt_bias, 1.0, 20.0, q, k, v, b, pool, h0, None, True, cu, False, True,
        inter, rows, D, None)
    ops.fused_mamba_state_scatter_with_mask(dst, src, h0, steps)
    return o * 2


args = (
    torch.zeros(1, T, H, K, dtype=bf), torch.zeros(1, T, H, K, dtype=bf),
    torch.zeros(1, T, HV, K, dtype=bf), torch.zeros(T, HV, dtype=bf), torch.zeros(T, HV, dtype=bf),
    torch.zeros(HV, dtype=f32), torch.zeros(HV, dtype=bf), torch.zeros(3, HV, K, K, dtype=f32),
    torch.zeros(R, dtype=i32), torch.tensor([0, 4, 8], dtype=i32),
    torch.zeros(R, D, HV, K, K, dtype=f32), torch.zeros(R, dtype=i32),
    torch.zeros(1, 3, HV, K, K, dtype=f32), torch.zeros(1, R, D, HV, K, K, dtype=f32),
    torch.zeros(R, dtype=i32),
)
gm = make_fx(step, tracing_mode="fake")(*args)
code = gm.code
assert "deltagen.fused_sigmoid_gating_delta_rule_update" in code, code
assert "deltagen.fused_mamba_state_scatter_with_mask" in code, code
out = [n for n in gm.graph.nodes if n.op == "output"][0]
val = out.args[0][0].meta["val"] if isinstance(out.args[0], (list, tuple)) else out.args[0].meta["val"]
assert tuple(val.shape) == (1, T, HV, K) and val.dtype == bf, (val.shape, val.dtype)
print("torch.library ops: registered with SGLang's schema; traced through their fake implementations")

from deltagen import abi  # noqa: E402

for family in abi.FAMILIES:
    fam_schema = str(getattr(ops, family).default._schema)
    writes = set(abi.WRITES[family])
    assert writes, family
    for name, *_ in abi.TENSORS[family]:
        marked = re.search(rf"Tensor\(\w+!\)\? {name}=None", fam_schema) is not None
        assert re.search(rf"Tensor(\(\w+!\))?\? {name}=None", fam_schema), (family, name, fam_schema)
        assert marked == (name in writes), (family, name, fam_schema)
    for tail in ["str? mode=None", 'str profile="portable"', "str sizes=", "str floats=", "-> ()"]:
        assert tail in fam_schema, (family, tail, fam_schema)


def replay(pool, ring_u, ring_k, ring_decay, slots, rows, steps):
    deltagen.ops.launch("gdn_replay", sizes=dict(d_alloc=D), pool=pool, ring_u=ring_u,
                        ring_k=ring_k, ring_decay=ring_decay, slot_indices=slots,
                        row_indices=rows, accepted_steps=steps, track_slots=slots,
                        track_steps=steps)
    return pool + 0


gm = make_fx(replay, tracing_mode="fake")(
    torch.zeros(1, 3, HV, K, K, dtype=f32), torch.zeros(R, D, HV, K, dtype=f32),
    torch.zeros(R, D, H, K, dtype=f32), torch.zeros(R, D, HV, dtype=f32),
    torch.zeros(R, dtype=i32), torch.zeros(R, dtype=i32), torch.zeros(R, dtype=i32))
assert "deltagen.gdn_replay" in gm.code, gm.code
try:
    deltagen.ops.launch("gdn_fast", pool=torch.zeros(1))
    raise AssertionError("an unknown family accepted")
except deltagen.InvalidArguments as e:
    assert "gdn_replay" in str(e), str(e)
print(f"torch.library ops: every family ({len(abi.FAMILIES)}) registered, its writes marked; a launch traces as one op")

# On a GPU: the family op launches what Context.call launches (the same bytes on random
# non-zero data, outputs poisoned first), also from a CUDA-graph replay, and a one-ULP
# change of one input is seen.
if not torch.cuda.is_available():
    print("SKIP the GPU part of the family ops: no CUDA device")
    sys.exit(0)
dev = "cuda"
g = torch.Generator(device="cpu").manual_seed(7)


def rand(*shape):
    return (torch.rand(*shape, generator=g) * 2 - 1 + 1e-3).to(dev)


S, N = 5, 3
ring = dict(ring_u=rand(1, N, D, HV, K), ring_k=rand(1, N, D, H, K), ring_decay=rand(1, N, D, HV).abs())
SIZES = dict(draft=D, d_alloc=D, h=H, hv=HV)
index = dict(slot_indices=torch.tensor([3, 0, 2], dtype=i32, device=dev),
             row_indices=torch.tensor([1, 2, 0], dtype=i32, device=dev),
             accepted_steps=torch.tensor([3, 0, 2], dtype=i32, device=dev),
             track_slots=torch.tensor([-1, 4, -1], dtype=i32, device=dev),
             track_steps=torch.tensor([-1, 0, -1], dtype=i32, device=dev))
pool0 = rand(1, S, HV, K, K)
ctx = deltagen.sglang._context(torch.cuda.current_device())


def by_call(r):
    pool = pool0.clone()
    ctx.call("gdn_replay", sizes=SIZES, pool=pool, **r, **index)
    return pool


def by_op(r):
    pool = pool0.clone()
    deltagen.ops.launch("gdn_replay", sizes=SIZES, pool=pool, **r, **index)
    return pool


want = by_call(ring)
got = by_op(ring)
torch.cuda.synchronize()
assert not torch.equal(want, pool0), "the replay changed nothing"
assert torch.equal(want.view(torch.int32), got.view(torch.int32)), "op and Context.call differ"
pool_g = pool0.clone()
graph = torch.cuda.CUDAGraph()
with torch.cuda.graph(graph):
    deltagen.ops.launch("gdn_replay", sizes=SIZES, pool=pool_g, **ring, **index)
pool_g.copy_(pool0)
graph.replay()
torch.cuda.synchronize()
assert torch.equal(want.view(torch.int32), pool_g.view(torch.int32)), "graph replay differs"
ulp = dict(ring)
ulp["ring_u"] = ring["ring_u"].clone()
# Row 1, step 0 (request 0's first accepted step): every u of the step one ULP up (one
# element alone can be absorbed: a small u's ULP times k is below the ULP of h * decay,
# as the first run of this check on the H200 found).
step0 = ulp["ring_u"][0, 1, 0].view(torch.int32)
step0 += 1
assert not torch.equal(by_op(ulp).view(torch.int32), want.view(torch.int32)), "a one-ULP change was not seen"
print("torch.library family ops on the GPU: gdn_replay equals Context.call byte for byte, also from a CUDA graph; a one-ULP change is seen")
