"""The SGLang drop-ins on a GPU, beyond the golden hashes (`sglang_golden.py`): a decode
call, the refusals (head dims, no in-kernel norm, trees, an unsupported mode), and
`fused_mamba_state_scatter_with_mask` against a direct torch reference, bit for bit, with
invalid entries mixed in; a conv-shaped state is refused. Needs torch and a CUDA GPU;
exits non-zero on the first failure.

    python examples/python/sglang_dropins.py
"""
import torch

import deltagen
from deltagen.sglang import fused_mamba_state_scatter_with_mask as scatter
from deltagen.sglang import fused_sigmoid_gating_delta_rule_update as verify

DEV = "cuda"


def call(K=128, V=128, **change):
    """A decode call of 4 tokens (one request) with SGLang's argument shapes."""
    T, H, HV = 4, 2, 4
    bf = dict(device=DEV, dtype=torch.bfloat16)
    q = torch.randn(1, T, H, K, **bf)
    a = torch.randn(T, HV, **bf)
    args = dict(
        A_log=torch.zeros(1, 1, HV, 1, device=DEV), a=a, dt_bias=torch.zeros(HV, **bf),
        softplus_beta=1.0, softplus_threshold=20.0, q=q, k=q.clone(), v=torch.randn(1, T, HV, V, **bf),
        b=a.clone(), initial_state_source=torch.zeros(3, HV, V, K, device=DEV),
        initial_state_indices=torch.tensor([0], dtype=torch.int32, device=DEV),
        use_qk_l2norm_in_kernel=True, cu_seqlens=torch.tensor([0, T], dtype=torch.int32, device=DEV),
    )
    args.update(change)
    return verify(**args)


o = call()
torch.cuda.synchronize()
assert o.shape == (1, 4, 4, 128) and o.dtype == torch.bfloat16, (o.shape, o.dtype)
print("decode: o", tuple(o.shape), o.dtype)
parents = torch.zeros(1, 4, dtype=torch.int32, device=DEV)
for change, needle in [
    (dict(K=64, V=32), "K = V = 128"),
    (dict(use_qk_l2norm_in_kernel=False), "use_qk_l2norm_in_kernel"),
    (dict(retrieve_parent_token=parents), "tree"),
    (dict(disable_state_update=True), "disable_state_update=True without"),
]:
    try:
        call(**change)
        raise AssertionError(f"{change} accepted")
    except deltagen.InvalidArguments as e:
        assert needle in str(e), (needle, str(e))
        print("refused:", str(e)[:100])

torch.manual_seed(0)
L, S, R, D, HV = 3, 9, 5, 4, 4
for dtype, bits in ((torch.float32, torch.int32), (torch.bfloat16, torch.int16)):
    dst = torch.randn(L, S, HV, 128, 128, device=DEV).to(dtype)
    src = torch.randn(L, R, D, HV, 128, 128, device=DEV).to(dtype)
    dst_idx = torch.tensor([3, -1, 7, 12, 0], device=DEV)  # -1 and 12: out of range
    steps = torch.tensor([2, 1, -1, 0, 3], device=DEV)  # -1: not accepted
    want = dst.clone()
    for i in range(R):
        if 0 <= steps[i] < D and 0 <= dst_idx[i] < S:
            want[:, dst_idx[i]] = src[:, i, steps[i]]
    scatter(dst, src, dst_idx, steps)
    torch.cuda.synchronize()
    assert torch.equal(dst.view(bits), want.view(bits)), dtype
    print(f"scatter ({dtype}): equal to the reference bit for bit")
try:
    z = torch.zeros(3, dtype=torch.int32, device=DEV)
    scatter(torch.zeros(2, 3, 8, 4, device=DEV), torch.zeros(2, 3, 2, 8, 4, device=DEV), z, z)
    raise AssertionError("a conv-shaped state accepted")
except deltagen.InvalidArguments as e:
    print("refused:", str(e)[:100])
print("SGLang drop-ins: every check passed")
