"""SGLang-compatible drop-ins: switch an SGLang GDN or KDA layer to deltagen by changing an
import.

    from deltagen.sglang import fused_sigmoid_gating_delta_rule_update

It takes the arguments of SGLang's function of the same name (the commit named in the
project's SGLang facts) and returns `o` as SGLang does: shapes come from the tensors
(`q`, `k`: `[B, T, H, K]`, `v`: `[B, T, HV, V]`, `b`: `[T, HV]` or `[B, T, HV]`, `a`: the
same with `HV*K` columns for KDA, `A_log`: any tensor of HV contiguous values), token
strides from `stride(1)` of q/k/v and `stride(-2)` of a/b (views of one fused tensor work),
and `initial_state_indices < 0` marks a padding request. The kernels run on the current
torch stream, so the call can be captured in a CUDA graph.

What maps to which deltagen launch:
- `disable_state_update=False`, no `intermediate_states_buffer`: decode (`mode="decode"`:
  the state is written back to `initial_state_source`);
- `disable_state_update=True` with `intermediate_states_buffer` and
  `intermediate_state_indices`: target verify (`mode="snapshot"`; the snapshot stride is the
  buffer's `shape[1]`, and `cache_steps` is ignored, as in SGLang);
- `is_kda=True`: the `kda_verify` family (decay per key channel).

Refused with an error that says why (never a wrong answer): `use_qk_l2norm_in_kernel=False`
(deltagen always normalises q and k in the kernel, as SGLang's GDN backend asks),
`retrieve_parent_token` outside target verify (an EAGLE tree runs with snapshots: it is
passed as `parents`, padded to the snapshot buffer's steps, to the `tree` instances of
either profile; the portable one with a bf16 pool takes at most 16 draft tokens), head dims
other than K = V = 128,
and the two other combinations of `disable_state_update` and the snapshot buffer.

`fused_mamba_state_scatter_with_mask(dst, src, dst_indices_raw, step_indices_raw)` is the
snapshot path's commit with SGLang's contract: for request `i` with `step >= 0`,
`dst[l, dst_indices_raw[i]] = src[l, i, step_indices_raw[i]]` on every layer, requests with
an index out of range skipped (deltagen's `gdn_commit_scatter`, all layers in one launch).
It copies recurrent states `[HV, 128, 128]` (f32 or bf16); other state shapes are refused.

The numerics profile is `triton-sm90` on sm_90 (bit-identical to SGLang's Triton kernel) and
`portable` elsewhere; `set_profile("portable")` picks one for every later call.
"""

from . import Context, InvalidArguments, abi

__all__ = ["fused_sigmoid_gating_delta_rule_update", "fused_mamba_state_scatter_with_mask", "set_profile"]

_contexts = {}
_profile = None


def set_profile(profile):
    """Use `profile` ("portable" or "triton-sm90") for every later call; None restores the
    default (triton-sm90 on sm_90, portable elsewhere)."""
    global _profile
    if profile not in (None, "portable", "triton-sm90"):
        raise ValueError(f"profile {profile!r}: portable or triton-sm90")
    _profile = profile


def _context(device):
    ctx = _contexts.get(device)
    if ctx is None:
        ctx = _contexts[device] = Context(device=device)
    return ctx


def _default_profile(torch, device):
    major, minor = torch.cuda.get_device_capability(device)
    return "triton-sm90" if (major, minor) == (9, 0) else "portable"


def _device(torch, t):
    """The CUDA device index of tensor `t` (the current device for a plain "cuda")."""
    return t.device.index if t.device.index is not None else torch.cuda.current_device()


def _int32(torch, t):
    """An index tensor as int32 (SGLang's callers may pass int64): a copy only when needed."""
    return t if t.dtype == torch.int32 else t.to(torch.int32)


def _refuse(message):
    raise InvalidArguments(abi.DELTAGEN_ERR_INVALID, message)


def _tokens(t, name, dims):
    """`t` as `[tokens, *rest]`: `[B, T, ...]` with B = 1, or B > 1 when batch and token
    axes flatten without a copy; a 2-D `[T, ...]` tensor as it is."""
    if t.dim() == dims:
        return t
    if t.dim() != dims + 1:
        _refuse(f"`{name}` has shape {tuple(t.shape)}; expected {dims} or {dims + 1} dims")
    if t.shape[0] == 1:
        return t[0]
    if t.stride(0) != t.shape[1] * t.stride(1):
        _refuse(f"`{name}` of shape {tuple(t.shape)}: its batch axis does not flatten into tokens without a copy")
    return t.flatten(0, 1)


def fused_sigmoid_gating_delta_rule_update(
    A_log,
    a,
    dt_bias,
    softplus_beta,
    softplus_threshold,
    q,
    k,
    v,
    b,
    initial_state_source,
    initial_state_indices,
    scale=None,
    use_qk_l2norm_in_kernel=False,
    cu_seqlens=None,
    is_kda=False,
    disable_state_update=False,
    intermediate_states_buffer=None,
    intermediate_state_indices=None,
    cache_steps=None,
    retrieve_parent_token=None,
):
    import torch

    if not use_qk_l2norm_in_kernel:
        _refuse("use_qk_l2norm_in_kernel=False: deltagen always l2-normalises q and k in the kernel; call with use_qk_l2norm_in_kernel=True")
    B, T, H, K = k.shape
    V, HV = v.shape[-1], v.shape[2]
    if K != abi.CONSTANTS["K"] or V != abi.CONSTANTS["V"]:
        _refuse(f"head dims K={K}, V={V} (k {tuple(k.shape)}, v {tuple(v.shape)}): the kernels are generated for K = V = {abi.CONSTANTS['K']}")
    if scale is None:
        scale = K**-0.5
    elif scale <= 0:
        _refuse(f"scale = {scale} must be positive")
    snapshot = intermediate_states_buffer is not None
    if disable_state_update and snapshot:
        mode = "snapshot"
    elif not disable_state_update and not snapshot:
        mode = "decode"
    else:
        _refuse(
            f"disable_state_update={disable_state_update} with{'' if snapshot else 'out'} intermediate_states_buffer: "
            "deltagen runs decode (state written back, no snapshots) or target verify (snapshots, pool unchanged)"
        )
    if snapshot and intermediate_state_indices is None:
        _refuse("intermediate_states_buffer without intermediate_state_indices")
    if retrieve_parent_token is not None and not snapshot:
        _refuse("retrieve_parent_token without intermediate_states_buffer: an EAGLE tree is verified with snapshots (target verify)")
    device = _device(torch, q)
    if cu_seqlens is None:
        cu_seqlens = torch.arange(0, B * T + 1, T, dtype=torch.int32, device=q.device)
    elif B != 1:
        _refuse(f"cu_seqlens with a batch of {B}: varlen calls have B = 1")
    o = torch.empty(v.shape, dtype=q.dtype, device=q.device)
    tensors = dict(
        q=_tokens(q, "q", 3),
        k=_tokens(k, "k", 3),
        v=_tokens(v, "v", 3),
        a=_tokens(a, "a", 2),
        b=_tokens(b, "b", 2),
        A_log=A_log.reshape(-1),
        dt_bias=dt_bias.reshape(-1),
        o=_tokens(o, "o", 3),
        pool=initial_state_source,
        h0_indices=_int32(torch, initial_state_indices),
        cu_seqlens=_int32(torch, cu_seqlens),
    )
    if tensors["A_log"].numel() != HV:
        _refuse(f"A_log has {A_log.numel()} values; HV = {HV}")
    sizes = {}
    if snapshot:
        tensors["inter_indices"] = _int32(torch, intermediate_state_indices)
        tensors["inter"] = intermediate_states_buffer
        sizes["draft"] = intermediate_states_buffer.shape[1]
        if retrieve_parent_token is not None:
            # `[N, T]` parents (any strides), padded to `[N, D_alloc]` int32 as deltagen
            # takes them; positions past T are never read.
            steps = intermediate_states_buffer.shape[1]
            n = cu_seqlens.shape[0] - 1
            if retrieve_parent_token.dim() != 2 or retrieve_parent_token.shape[0] != n:
                _refuse(f"retrieve_parent_token {tuple(retrieve_parent_token.shape)}: [N, T] with N = {n} requests")
            cols = min(retrieve_parent_token.shape[1], steps)
            parents = torch.zeros((n, steps), dtype=torch.int32, device=q.device)
            parents[:, :cols] = retrieve_parent_token[:, :cols].to(torch.int32)
            tensors["parents"] = parents
    family = "kda_verify" if is_kda else "gdn_verify"
    profile = _profile or _default_profile(torch, device)
    floats = dict(scale=float(scale), softplus_beta=float(softplus_beta), softplus_threshold=float(softplus_threshold))
    try:
        _context(device).call(family, mode=mode, profile=profile, sizes=sizes, floats=floats, **tensors)
    except InvalidArguments as e:
        if _profile is None and profile == "triton-sm90" and "no triton-sm90" in str(e):
            raise InvalidArguments(
                e.status,
                f"{e} (the default profile on sm_90 is triton-sm90, generated for SGLang's dtypes; "
                'deltagen.sglang.set_profile("portable") runs the portable kernels)',
            ) from None
        raise
    return o


def fused_mamba_state_scatter_with_mask(dst, src, dst_indices_raw, step_indices_raw):
    import torch

    total = step_indices_raw.shape[0]
    if total == 0:
        return
    if dst.device != src.device or not dst.is_cuda:
        _refuse(f"dst and src must be on the same CUDA device ({dst.device}, {src.device})")
    if dst.dim() != 5 or src.dim() != 6 or dst.shape[2:] != src.shape[3:]:
        _refuse(
            f"dst {tuple(dst.shape)} and src {tuple(src.shape)}: deltagen's commit scatter copies recurrent "
            "states, dst [layers, slots, HV, 128, 128] and src [layers, rows, D, HV, 128, 128]"
        )
    if dst.shape[0] != src.shape[0]:
        _refuse(f"layer dimension mismatch: dst has {dst.shape[0]}, src {src.shape[0]}")
    if dst_indices_raw.dim() != 1 or dst_indices_raw.shape != step_indices_raw.shape:
        _refuse(f"indices must be 1-D of one length: {tuple(dst_indices_raw.shape)}, {tuple(step_indices_raw.shape)}")
    device = _device(torch, dst)
    none = torch.full((total,), -1, dtype=torch.int32, device=dst.device)
    hv, draft = dst.shape[2], src.shape[2]
    _context(device).call(
        "gdn_commit_scatter",
        sizes=dict(draft=draft, d_alloc=draft, h=hv),
        pool=dst,
        inter=src,
        slot_indices=_int32(torch, dst_indices_raw),
        row_indices=torch.arange(total, dtype=torch.int32, device=dst.device),
        step_indices=_int32(torch, step_indices_raw),
        track_slots=none,
        track_steps=none,
    )
