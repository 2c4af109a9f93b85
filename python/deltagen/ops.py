"""deltagen's SGLang-compatible functions as `torch.library` custom ops, so `torch.compile`
and other tracers see one op per call: `torch.ops.deltagen.fused_sigmoid_gating_delta_rule_update`
and `torch.ops.deltagen.fused_mamba_state_scatter_with_mask`. Each has a fake (meta)
implementation that gives the output's shape and dtype without running a kernel, and names
the tensors it writes (`mutates_args`), so functionalisation keeps the writes.

    import deltagen.ops   # registers the ops (needs torch)

The SGLang ops call `deltagen.sglang`, whose docstring gives the contract.

Every kernel family is an op too, `torch.ops.deltagen.<family>` (`gdn_verify`,
`gdn_replay`, `gdn_commit_scatter`, `conv_window_scatter`, `kda_verify`, `kda_gate`,
`kda_replay`): its parameters are the family's tensors by name (each optional, `None` when
not given), then `mode`, `profile`, and `sizes` / `floats` as JSON objects (what
`Context.call` takes as dicts). The op and its mutated arguments come from the signatures
(`abi.TENSORS`, `abi.WRITES`), not from a list typed here. `deltagen.ops.launch` calls it
with dicts:

    deltagen.ops.launch("gdn_replay", sizes=dict(draft=4, d_alloc=4), pool=pool, ...)

Each launches on torch's current stream through the device's context
(`deltagen.sglang`'s), and a refusal raises `deltagen.InvalidArguments`.
"""
import json
import keyword
from typing import Optional

import torch

from . import _abi as abi
from . import sglang

__all__ = ["fused_sigmoid_gating_delta_rule_update", "fused_mamba_state_scatter_with_mask", "launch", "FAMILY_OPS"]


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


def _family_op(family):
    """Register `deltagen::<family>`: the family's tensors (optional, by name), then
    `mode`, `profile`, `sizes` and `floats` (JSON objects); it mutates the tensors the
    signature says the family writes and returns nothing."""
    names = [name for name, *_ in abi.TENSORS[family]]
    bad = [n for n in names if not n.isidentifier() or keyword.iskeyword(n)]
    if bad:  # the signatures name parameters as C identifiers; say so if one is not
        raise ImportError(f"{family}: parameter names {bad} cannot be an op's arguments")
    params = ", ".join(f"{n}: Optional[torch.Tensor] = None" for n in names)
    source = (
        f"def {family}({params}, mode: Optional[str] = None, profile: str = 'portable', "
        f"sizes: str = '{{}}', floats: str = '{{}}') -> None:\n"
        f"    _run({family!r}, dict({', '.join(f'{n}={n}' for n in names)}), mode, profile, sizes, floats)\n"
    )
    scope = {"Optional": Optional, "torch": torch, "_run": _run}
    exec(source, scope)  # noqa: S102 -- the names come from the generated signatures
    # WRITES names a subset of TENSORS' parameters (both are written from the signature).
    op = torch.library.custom_op(f"deltagen::{family}", scope[family], mutates_args=tuple(abi.WRITES[family]))

    def fake(*args, **kwargs):
        return None

    op.register_fake(fake)
    return op


def _run(family, tensors, mode, profile, sizes, floats):
    given = {k: t for k, t in tensors.items() if t is not None}
    if not given:
        raise sglang.InvalidArguments(abi.DELTAGEN_ERR_INVALID, f"{family}: no tensor given")
    first = next(iter(given.values()))
    ctx = sglang._context(sglang._device(torch, first))
    ctx.call(family, mode=mode, profile=profile, sizes=json.loads(sizes) or None,
             floats=json.loads(floats) or None, **given)


#: One op per kernel family, `torch.ops.deltagen.<family>`.
FAMILY_OPS = {family: _family_op(family) for family in abi.FAMILIES}


def launch(family, mode=None, profile="portable", sizes=None, floats=None, **tensors):
    """Launch `family` through its op (`torch.ops.deltagen.<family>`), with `sizes` and
    `floats` as dicts, as `Context.call` takes them; a tracer sees one op."""
    if family not in FAMILY_OPS:
        raise sglang.InvalidArguments(
            abi.DELTAGEN_ERR_INVALID,
            f"unknown kernel family {family!r}; the families: {', '.join(FAMILY_OPS)}",
        )
    op = getattr(torch.ops.deltagen, family)
    op(**tensors, mode=mode, profile=profile, sizes=json.dumps(sizes or {}), floats=json.dumps(floats or {}))
