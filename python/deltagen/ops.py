"""deltagen's SGLang-compatible functions as `torch.library` custom ops, so `torch.compile`
and other tracers see one op per call: `torch.ops.deltagen.fused_sigmoid_gating_delta_rule_update`
and `torch.ops.deltagen.fused_mamba_state_scatter_with_mask`. Each has a fake (meta)
implementation that gives the output's shape and dtype without running a kernel, and names
the tensors it writes (`mutates_args`), so functionalisation keeps the writes.

    import deltagen.ops   # registers the ops (needs torch)

The ops call `deltagen.sglang`, whose docstring gives the contract.
"""
from typing import Optional

import torch

from . import sglang

__all__ = ["fused_sigmoid_gating_delta_rule_update", "fused_mamba_state_scatter_with_mask"]


@torch.library.custom_op(
    "deltagen::fused_sigmoid_gating_delta_rule_update",
    mutates_args=("initial_state_source", "intermediate_states_buffer"),
)
def fused_sigmoid_gating_delta_rule_update(
    A_log: torch.Tensor,
    a: torch.Tensor,
    dt_bias: torch.Tensor,
    softplus_beta: float,
    softplus_threshold: float,
    q: torch.Tensor,
    k: torch.Tensor,
    v: torch.Tensor,
    b: torch.Tensor,
    initial_state_source: torch.Tensor,
    initial_state_indices: torch.Tensor,
    scale: Optional[float] = None,
    use_qk_l2norm_in_kernel: bool = False,
    cu_seqlens: Optional[torch.Tensor] = None,
    is_kda: bool = False,
    disable_state_update: bool = False,
    intermediate_states_buffer: Optional[torch.Tensor] = None,
    intermediate_state_indices: Optional[torch.Tensor] = None,
    cache_steps: Optional[int] = None,
    retrieve_parent_token: Optional[torch.Tensor] = None,
) -> torch.Tensor:
    return sglang.fused_sigmoid_gating_delta_rule_update(
        A_log, a, dt_bias, softplus_beta, softplus_threshold, q, k, v, b,
        initial_state_source, initial_state_indices, scale, use_qk_l2norm_in_kernel,
        cu_seqlens, is_kda, disable_state_update, intermediate_states_buffer,
        intermediate_state_indices, cache_steps, retrieve_parent_token,
    )


@fused_sigmoid_gating_delta_rule_update.register_fake
def _verify_fake(A_log, a, dt_bias, softplus_beta, softplus_threshold, q, k, v, b,
                 initial_state_source, initial_state_indices, scale=None,
                 use_qk_l2norm_in_kernel=False, cu_seqlens=None, is_kda=False,
                 disable_state_update=False, intermediate_states_buffer=None,
                 intermediate_state_indices=None, cache_steps=None, retrieve_parent_token=None):
    # `o` has v's shape and q's dtype, as SGLang returns it.
    return torch.empty(v.shape, dtype=q.dtype, device=q.device)


@torch.library.custom_op("deltagen::fused_mamba_state_scatter_with_mask", mutates_args=("dst",))
def fused_mamba_state_scatter_with_mask(
    dst: torch.Tensor,
    src: torch.Tensor,
    dst_indices_raw: torch.Tensor,
    step_indices_raw: torch.Tensor,
) -> None:
    sglang.fused_mamba_state_scatter_with_mask(dst, src, dst_indices_raw, step_indices_raw)


@fused_mamba_state_scatter_with_mask.register_fake
def _scatter_fake(dst, src, dst_indices_raw, step_indices_raw):
    return None
