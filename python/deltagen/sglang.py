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

`ReplayCommit` is the tuple path's lossless commit shaped like SGLang's ReplaySSM flow (a
ring of tuple records per slot beside the frozen checkpoint, a cursor-move commit and an
exact fold into the checkpoint every `depth` steps or on `flush`); its docstring gives the
contract. It runs the portable profile (fold mode).

The numerics profile is `triton-sm90` on sm_90 (bit-identical to SGLang's Triton kernel) and
`portable` elsewhere; `set_profile("portable")` picks one for every later call.
"""

from . import Context, InvalidArguments, abi

__all__ = ["fused_sigmoid_gating_delta_rule_update", "fused_mamba_state_scatter_with_mask", "set_profile", "ReplayCommit"]

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
    """An index tensor as contiguous int32 (SGLang's callers may pass int64, or a strided
    view, as SGLang's own wrappers accept): a copy only when needed."""
    return (t if t.dtype == torch.int32 else t.to(torch.int32)).contiguous()


def _f32_dt_bias(torch, dt_bias):
    """`dt_bias` as f32 for the portable instances, not all of which take a 16-bit one
    (decode and fold have none): a bf16 or f16 one widens exactly, as the kernel widens it
    before any arithmetic either way."""
    return dt_bias.to(torch.float32) if dt_bias.dtype in (torch.bfloat16, torch.float16) else dt_bias


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


class _Prepared:
    """A verify call's tensors by deltagen's parameter names, its floats, device and `o`."""

    def __init__(self, tensors, floats, device, o):
        self.tensors, self.floats, self.device, self.o = tensors, floats, device, o


def _prepare(torch, A_log, a, dt_bias, softplus_beta, softplus_threshold, q, k, v, b,
             initial_state_source, initial_state_indices, scale, use_qk_l2norm_in_kernel,
             cu_seqlens, is_kda):
    """SGLang's verify arguments as deltagen's (shapes from the tensors, as SGLang's
    wrapper takes them), refusing what the kernels do not do."""
    if not use_qk_l2norm_in_kernel:
        _refuse("use_qk_l2norm_in_kernel=False: deltagen always l2-normalises q and k in the kernel; call with use_qk_l2norm_in_kernel=True")
    if k.dim() != 4 or v.dim() != 4:
        _refuse(f"k {tuple(k.shape)} and v {tuple(v.shape)}: q, k and v are [B, T, heads, dim]")
    B, T, H, K = k.shape
    V, HV = v.shape[-1], v.shape[2]
    if K != abi.CONSTANTS["K"] or V != abi.CONSTANTS["V"]:
        _refuse(f"head dims K={K}, V={V} (k {tuple(k.shape)}, v {tuple(v.shape)}): the kernels are generated for K = V = {abi.CONSTANTS['K']}")
    if scale is None:
        scale = K**-0.5
    elif not (0 < scale < float("inf")):
        _refuse(f"scale = {scale} must be positive and finite")
    device = _device(torch, q)
    if cu_seqlens is None:
        if T == 0:
            _refuse(f"k {tuple(k.shape)} has no tokens (T = 0) and no cu_seqlens is given")
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
    floats = dict(scale=float(scale), softplus_beta=float(softplus_beta), softplus_threshold=float(softplus_threshold))
    return _Prepared(tensors, floats, device, o)


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

    prepared = _prepare(torch, A_log, a, dt_bias, softplus_beta, softplus_threshold, q, k, v, b,
                        initial_state_source, initial_state_indices, scale, use_qk_l2norm_in_kernel,
                        cu_seqlens, is_kda)
    tensors, floats, device, o = prepared.tensors, prepared.floats, prepared.device, prepared.o
    cu_seqlens = tensors["cu_seqlens"]
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
    if profile == "portable":
        tensors["dt_bias"] = _f32_dt_bias(torch, tensors["dt_bias"])
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


class ReplayCommit:
    """The tuple path's lossless commit, shaped like SGLang's ReplaySSM flow: per state
    slot, a ring of per-token records (deltagen's tuples `u`, `k`, decay) beside the frozen
    checkpoint (the slot of `initial_state_source`); verify computes its outputs from the
    checkpoint plus the slot's committed records and appends its own; `commit` moves a
    cursor (no kernel, no host sync); the fold writes the checkpoint back once `depth`
    committed steps have piled up, and `flush` folds a slot's pending steps now (a request
    leaving, a prefix-cache track boundary, anything that must read the pool).

    Unlike ReplaySSM's chunked transform, the outputs are the recurrent kernel's own bits
    (deltagen's fold mode: the committed steps replayed on chip with the replay's
    operations), with an f32 or a bf16 pool, and the pool after a flush is bit-identical
    to verify + replay (and to the snapshot path's scatter). `depth=1` is the eager commit
    (written back every step), more is lazy. The portable profile; a linear chain (EAGLE
    top-k 1), as ReplaySSM.

        rc = ReplayCommit(layers=L, slots=S, draft=D, num_k_heads=H, num_v_heads=HV,
                          depth=4, device="cuda")
        for layer in range(L):   # the arguments of target verify, without the snapshots
            o = rc.verify(layer, A_log, a, dt_bias, 1.0, 20.0, q, k, v, b, pool[layer],
                          slot_indices, cu_seqlens=cu, use_qk_l2norm_in_kernel=True)
        rc.commit(slot_indices, accepted_steps)   # per request: the last accepted step
        ...
        rc.flush(pool, leaving_slots)             # [layers, slots, HV, V, K] pool

    Every step is one verify per layer then one `commit`; a request that starts in a slot
    (after `flush` or at first) has no pending steps. The ring holds `depth + 1` rows per
    slot (`ring_bytes` says how much). Every index update is a torch op on the device, so
    a step can be captured in a CUDA graph."""

    def __init__(self, layers, slots, draft, num_k_heads, num_v_heads, depth=1, is_kda=False,
                 device="cuda"):
        import torch

        for name, value, least in (("layers", layers, 1), ("slots", slots, 1), ("draft", draft, 1),
                                   ("num_k_heads", num_k_heads, 1), ("num_v_heads", num_v_heads, 1)):
            if isinstance(value, bool) or not isinstance(value, int) or value < least:
                _refuse(f"ReplayCommit: {name} = {value!r} must be an integer of at least {least}")
        if isinstance(depth, bool) or not isinstance(depth, int) or not 1 <= depth <= 16:
            _refuse(f"ReplayCommit: depth = {depth!r}: 1 (the eager commit) ..= 16")
        K, V = abi.CONSTANTS["K"], abi.CONSTANTS["V"]
        self.layers, self.slots, self.draft, self.depth = layers, slots, draft, depth
        self.h, self.hv, self.is_kda = num_k_heads, num_v_heads, is_kda
        self.device = torch.device(device)
        rows = slots * (depth + 1)
        f32, i32 = torch.float32, torch.int32
        decay = (layers, rows, draft, num_v_heads, K) if is_kda else (layers, rows, draft, num_v_heads)
        self.ring = dict(
            ring_u=torch.zeros(layers, rows, draft, num_v_heads, V, dtype=f32, device=self.device),
            ring_k=torch.zeros(layers, rows, draft, num_k_heads, K, dtype=f32, device=self.device),
            ring_decay=torch.zeros(*decay, dtype=f32, device=self.device),
        )
        # Per slot: the committed steps not yet in the checkpoint (ring row and accepted
        # step, oldest first), how many, and the ring position the next verify writes. One
        # spare slot past the last takes the writes of padding requests, so that every
        # update is a scatter of a fixed shape (no host sync, capturable).
        self.rows = torch.full((slots + 1, depth), -1, dtype=i32, device=self.device)
        self.steps = torch.full((slots + 1, depth), -1, dtype=i32, device=self.device)
        self.counts = torch.zeros(slots + 1, dtype=i32, device=self.device)
        self.cursor = torch.zeros(slots + 1, dtype=i32, device=self.device)

    @property
    def ring_bytes(self):
        """Bytes of the ring (every layer): `(depth + 1)` rows of `draft` tuples per slot."""
        return sum(t.numel() * t.element_size() for t in self.ring.values())

    def _requests(self, torch, slot_indices):
        """Per request its slot (padding: < 0), the slot where padding's is the spare one,
        and whether it is a request."""
        slots = _int32(torch, slot_indices).reshape(-1)
        real = (slots >= 0) & (slots < self.slots)
        spare = torch.full_like(slots, self.slots)
        return slots, torch.where(real, slots, spare).long(), real

    def verify(self, layer, A_log, a, dt_bias, softplus_beta, softplus_threshold, q, k, v, b,
               initial_state_source, initial_state_indices, scale=None, use_qk_l2norm_in_kernel=False,
               cu_seqlens=None):
        """One layer's verify (SGLang's target-verify arguments, without the snapshot
        buffer: the ring is this object's): `o`, as SGLang returns it. The slot's pending
        steps are folded into the state first; when they reach `depth` the state is
        written back to `initial_state_source` (this layer's `[slots, HV, V, K]` pool)."""
        import torch

        if not isinstance(layer, int) or not 0 <= layer < self.layers:
            _refuse(f"layer {layer!r}: 0 ..= {self.layers - 1}")
        dt_bias = _f32_dt_bias(torch, dt_bias)
        prepared = _prepare(torch, A_log, a, dt_bias, softplus_beta, softplus_threshold, q, k, v, b,
                            initial_state_source, initial_state_indices, scale, use_qk_l2norm_in_kernel,
                            cu_seqlens, self.is_kda)
        tensors = prepared.tensors
        n = tensors["cu_seqlens"].shape[0] - 1
        slots, at, real = self._requests(torch, initial_state_indices)
        if slots.shape[0] != n:
            _refuse(f"initial_state_indices has {slots.shape[0]} entries for {n} requests")
        R = self.depth
        none = torch.full_like(slots, -1)
        # Padding requests fold nothing and store no tuple (row -1).
        counts = torch.where(real, self.counts[at], torch.zeros_like(slots))
        new_rows = torch.where(real, at.int() * (R + 1) + self.cursor[at], none)
        tensors.update(
            inter_indices=new_rows,
            fold_rows=self.rows[at].reshape(-1).contiguous(),
            fold_steps=self.steps[at].reshape(-1).contiguous(),
            fold_counts=counts.contiguous(),
            track_slots=none,
            track_steps=none,
            **{name: t[layer] for name, t in self.ring.items()},
        )
        family = "kda_verify" if self.is_kda else "gdn_verify"
        _context(prepared.device).call(
            family, mode="fold", profile="portable", sizes=dict(draft=self.draft, fold_depth=R),
            floats=prepared.floats, **tensors,
        )
        return prepared.o

    def commit(self, slot_indices, accepted_steps):
        """After every layer's verify of a step: per request (`slot_indices`, the verify's
        `initial_state_indices`) its last accepted step (0 .. draft-1, the draft position;
        < 0: nothing accepted, the request's state stays). Moves the cursors: a slot whose
        verify wrote the state back starts a new list; the step's tuples join the list."""
        import torch

        slots, at, real = self._requests(torch, slot_indices)
        steps = _int32(torch, accepted_steps).reshape(-1)
        if steps.shape != slots.shape:
            _refuse(f"accepted_steps has {steps.shape[0]} entries for {slots.shape[0]} requests")
        R = self.depth
        # The verify folded `counts` entries; at `depth` it wrote the state back.
        written = self.counts[at] == R
        count = torch.where(written, torch.zeros_like(slots), self.counts[at])
        row = at.int() * (R + 1) + self.cursor[at]
        take = real & (steps >= 0) & (steps < self.draft)
        spare = torch.full_like(at, self.slots)
        into = torch.where(take, at, spare)
        place = count.clamp(max=R - 1).long()
        self.rows[into, place] = row
        self.steps[into, place] = steps
        self.counts[at] = torch.where(take, count + 1, count)
        self.cursor[into] = (self.cursor[at] + 1) % (R + 1)
        self._reset_spare()

    def _reset_spare(self):
        self.rows[self.slots] = -1
        self.steps[self.slots] = -1
        self.counts[self.slots] = 0
        self.cursor[self.slots] = 0

    def flush(self, pool, slot_indices=None):
        """Fold the pending steps of `slot_indices` (all slots when None) into `pool`
        (every layer's, `[layers, slots, HV, V, K]`) now, with the replay, one launch per
        pending step; the slots start empty lists. Between steps: after a step's `commit`,
        before the next step's first `verify` (a verify that wrote the state back is
        accounted for by its commit)."""
        import torch

        if slot_indices is None:
            slot_indices = torch.arange(self.slots, dtype=torch.int32, device=self.device)
        slots, at, real = self._requests(torch, slot_indices)
        if slots.numel() == 0:
            return
        none = torch.full_like(slots, -1)
        replay = "kda_replay" if self.is_kda else "gdn_replay"
        ctx = _context(_device(torch, pool))
        for j in range(self.depth):
            pending = real & (self.counts[at] > j)
            ctx.call(
                replay, sizes=dict(draft=self.draft, d_alloc=self.draft, h=self.h, hv=self.hv),
                pool=pool, slot_indices=torch.where(pending, slots, none),
                row_indices=torch.where(pending, self.rows[at, j], none),
                accepted_steps=torch.where(pending, self.steps[at, j], none),
                track_slots=none, track_steps=none, **self.ring,
            )
        self.counts[at] = 0
        self.rows[at] = -1
        self.steps[at] = -1
        self._reset_spare()
