"""The torch.library ops (`deltagen.ops`), without a GPU: both ops are registered under
`torch.ops.deltagen` with SGLang's schema, and tracing with fake tensors (`make_fx`,
`tracing_mode="fake"`) runs their fake implementations, not a kernel: the verify op gives `o`
with v's shape and q's dtype and records its writes, the scatter records its write to `dst`.
Without torch it prints SKIP and exits 0 (CI installs no torch; the H200 has it)."""
import re
import sys

try:
    import torch
    from torch.fx.experimental.proxy_tensor import make_fx
except ImportError:
    print("SKIP: torch is not installed; the torch.library ops were not checked")
    sys.exit(0)

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
