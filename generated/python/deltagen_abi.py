# deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
"""ctypes mirrors of the C ABI of deltagen 0.1.0 (generated/include/deltagen.h).

Written from the kernel signatures (src/vocab/signature.rs, src/vocab/cabi.rs), like the
header. `load(path)` opens the C ABI library with every function's types declared;
`LAYOUT` is the size and field offsets deltagen expects of each struct (a test checks
ctypes against it).
"""
import ctypes

DELTAGEN_OK = 0  # success
DELTAGEN_ERR_INVALID = 1  # bad arguments or configuration, nothing launched
DELTAGEN_ERR_DRIVER = 2  # the driver or a launch failed
DELTAGEN_ERR_PANIC = 3  # an internal error; the message says where
DELTAGEN_CHECKED = 4  # the arguments are valid; a host-only context (deltagen_create_host) launches nothing
DELTAGEN_DECODE = 0
DELTAGEN_SNAPSHOT = 1
DELTAGEN_TUPLE = 2
DELTAGEN_FOLD = 3

# Flags of the diagnostics word (see describe()).
DELTAGEN_DIAG_TOKEN_RANGE = 0x1  # verify skipped a request whose cu_seqlens range is not 0 <= bos <= eos <= tokens
DELTAGEN_DIAG_TOO_MANY_TOKENS = 0x2  # verify skipped a request with more tokens than d_alloc (snapshot, tuple and fold modes), or a tree with more than 16 tokens where its instance takes at most 16
DELTAGEN_DIAG_SLOT = 0x4  # a pool slot index out of range: verify started from a zero state (h0 >= slots), a commit skipped its request
DELTAGEN_DIAG_ROW = 0x8  # a ring row index out of range: verify stored no snapshot or tuple (row >= rows; a snapshot tree without a row, or a bad fold entry row, skips the whole request), a commit skipped its request
DELTAGEN_DIAG_STEP = 0x10  # a request skipped for a step out of range: a commit's accepted step >= draft, a tree parent that is not an earlier token or a replay path that is not increasing from node 0 below draft, or a fold count or entry step out of range
DELTAGEN_DIAG_TRACK = 0x20  # a request skipped (a commit's, or a fold verify's) whose track slot is out of range or whose track step is past the accepted step
DIAGNOSTICS = {"token_range": 0x1, "too_many_tokens": 0x2, "slot": 0x4, "row": 0x8, "step": 0x10, "track": 0x20}


def describe(word):
    """The names of the flags set in a diagnostics word."""
    return [name for name, bit in DIAGNOSTICS.items() if word & bit]


# Each kernel family's launch function and argument struct.
FAMILIES = {"gdn_verify": ("deltagen_verify", "deltagen_verify_args"), "gdn_replay": ("deltagen_replay", "deltagen_commit_args"), "gdn_commit_scatter": ("deltagen_commit_scatter", "deltagen_commit_args"), "conv_window_scatter": ("deltagen_conv_scatter", "deltagen_conv_args"), "kda_verify": ("deltagen_kda_verify", "deltagen_verify_args"), "kda_replay": ("deltagen_kda_replay", "deltagen_commit_args"), "kda_gate": ("deltagen_kda_gate", "deltagen_kda_gate_args")}
# Each family's tensors as its signature states them (see TENSORS in the package).
TENSORS = {
    "gdn_verify": [
        ("h0_indices", "h0_indices", ["decode", "snapshot", "tuple", "fold"], ("exactly", "requests")),
        ("cu_seqlens", "cu_seqlens", ["decode", "snapshot", "tuple", "fold"], ("exactly", "requests + 1")),
        ("inter_indices", "inter_indices", ["snapshot", "tuple", "fold"], ("exactly", "requests")),
        ("fold_counts", "fold_counts", ["fold"], ("exactly", "requests")),
        ("track_slots", "track_slots", ["fold"], ("exactly", "requests")),
        ("track_steps", "track_steps", ["fold"], ("exactly", "requests")),
        ("fold_rows", "fold_rows", ["fold"], ("exactly", "requests*fold_depth")),
        ("fold_steps", "fold_steps", ["fold"], ("exactly", "requests*fold_depth")),
        ("pool", "pool", ["decode", "snapshot", "tuple", "fold"], ("extent", [("slots", "pool_slot_pitch")], "hv*V*K")),
        ("diagnostics", "diagnostics", ["decode", "snapshot", "tuple", "fold"], ("optional", "1")),
        ("q", "q", ["decode", "snapshot", "tuple", "fold"], ("extent", [("tokens", "stride_q")], "h*K")),
        ("k", "k", ["decode", "snapshot", "tuple", "fold"], ("extent", [("tokens", "stride_k")], "h*K")),
        ("v", "v", ["decode", "snapshot", "tuple", "fold"], ("extent", [("tokens", "stride_v")], "hv*V")),
        ("a", "a", ["decode", "snapshot", "tuple", "fold"], ("extent", [("tokens", "stride_a")], "hv*gate_width")),
        ("b", "b", ["decode", "snapshot", "tuple", "fold"], ("extent", [("tokens", "stride_b")], "hv")),
        ("A_log", "A_log", ["decode", "snapshot", "tuple", "fold"], ("extent", [], "hv")),
        ("dt_bias", "dt_bias", ["decode", "snapshot", "tuple", "fold"], ("extent", [], "hv*gate_width")),
        ("o", "o", ["decode", "snapshot", "tuple", "fold"], ("extent", [], "tokens*hv*V")),
        ("inter", "inter", ["snapshot"], ("extent", [("rows", "inter_row_pitch")], "d_alloc*hv*V*K")),
        ("ring_u", "ring_u", ["tuple", "fold"], ("extent", [("rows", "u_row_pitch")], "d_alloc*hv*V")),
        ("ring_k", "ring_k", ["tuple", "fold"], ("extent", [("rows", "k_row_pitch")], "d_alloc*h*K")),
        ("ring_decay", "ring_decay", ["tuple", "fold"], ("extent", [("rows", "decay_row_pitch")], "d_alloc*hv*gate_width")),
        ("decay", "decay", ["decode", "snapshot", "tuple", "fold"], ("optional", "tokens*hv*gate_width")),
        ("parents", "parents", ["snapshot", "tuple"], ("optional", "requests*d_alloc")),
    ],
    "gdn_replay": [
        ("pool", "pool", None, ("extent", [("layers", "pool_layer_pitch"), ("slots", "pool_slot_pitch")], "hv*V*K")),
        ("ring_u", "ring_u", None, ("extent", [("layers", "u_layer_pitch"), ("rows", "u_row_pitch")], "steps*hv*V")),
        ("ring_k", "ring_k", None, ("extent", [("layers", "k_layer_pitch"), ("rows", "k_row_pitch")], "steps*h*K")),
        ("ring_decay", "ring_decay", None, ("extent", [("layers", "decay_layer_pitch"), ("rows", "decay_row_pitch")], "steps*hv*gate_width")),
        ("slot_indices", "slot_indices", None, ("exactly", "requests")),
        ("row_indices", "row_indices", None, ("exactly", "requests")),
        ("accepted_steps", "steps", None, ("exactly", "requests")),
        ("track_slots", "track_slots", None, ("exactly", "requests")),
        ("track_steps", "track_steps", None, ("exactly", "requests")),
        ("path", "path", None, ("optional", "requests*d_alloc")),
        ("diagnostics", "diagnostics", None, ("optional", "1")),
    ],
    "gdn_commit_scatter": [
        ("pool", "pool", None, ("extent", [("layers", "pool_layer_pitch"), ("slots", "pool_slot_pitch")], "hv*V*K")),
        ("inter", "inter", None, ("extent", [("layers", "inter_layer_pitch"), ("rows", "inter_row_pitch")], "steps*hv*V*K")),
        ("slot_indices", "slot_indices", None, ("exactly", "requests")),
        ("row_indices", "row_indices", None, ("exactly", "requests")),
        ("step_indices", "steps", None, ("exactly", "requests")),
        ("track_slots", "track_slots", None, ("exactly", "requests")),
        ("track_steps", "track_steps", None, ("exactly", "requests")),
        ("diagnostics", "diagnostics", None, ("optional", "1")),
    ],
    "conv_window_scatter": [
        ("conv", "conv", None, ("extent", [("layers", "conv_layer_pitch"), ("slots", "conv_slot_pitch")], "conv_dim*(KC - 1)")),
        ("windows", "windows", None, ("extent", [("layers", "win_layer_pitch"), ("rows", "win_row_pitch")], "conv_dim*columns")),
        ("slot_indices", "slot_indices", None, ("exactly", "requests")),
        ("row_indices", "row_indices", None, ("exactly", "requests")),
        ("step_indices", "steps", None, ("exactly", "requests")),
        ("track_slots", "track_slots", None, ("exactly", "requests")),
        ("track_steps", "track_steps", None, ("exactly", "requests")),
        ("diagnostics", "diagnostics", None, ("optional", "1")),
    ],
    "kda_verify": [
        ("h0_indices", "h0_indices", ["decode", "snapshot", "tuple", "fold"], ("exactly", "requests")),
        ("cu_seqlens", "cu_seqlens", ["decode", "snapshot", "tuple", "fold"], ("exactly", "requests + 1")),
        ("inter_indices", "inter_indices", ["snapshot", "tuple", "fold"], ("exactly", "requests")),
        ("fold_counts", "fold_counts", ["fold"], ("exactly", "requests")),
        ("track_slots", "track_slots", ["fold"], ("exactly", "requests")),
        ("track_steps", "track_steps", ["fold"], ("exactly", "requests")),
        ("fold_rows", "fold_rows", ["fold"], ("exactly", "requests*fold_depth")),
        ("fold_steps", "fold_steps", ["fold"], ("exactly", "requests*fold_depth")),
        ("pool", "pool", ["decode", "snapshot", "tuple", "fold"], ("extent", [("slots", "pool_slot_pitch")], "hv*V*K")),
        ("diagnostics", "diagnostics", ["decode", "snapshot", "tuple", "fold"], ("optional", "1")),
        ("q", "q", ["decode", "snapshot", "tuple", "fold"], ("extent", [("tokens", "stride_q")], "h*K")),
        ("k", "k", ["decode", "snapshot", "tuple", "fold"], ("extent", [("tokens", "stride_k")], "h*K")),
        ("v", "v", ["decode", "snapshot", "tuple", "fold"], ("extent", [("tokens", "stride_v")], "hv*V")),
        ("a", "a", ["decode", "snapshot", "tuple", "fold"], ("extent", [("tokens", "stride_a")], "hv*gate_width")),
        ("b", "b", ["decode", "snapshot", "tuple", "fold"], ("extent", [("tokens", "stride_b")], "hv")),
        ("A_log", "A_log", ["decode", "snapshot", "tuple", "fold"], ("extent", [], "hv")),
        ("dt_bias", "dt_bias", ["decode", "snapshot", "tuple", "fold"], ("extent", [], "hv*gate_width")),
        ("o", "o", ["decode", "snapshot", "tuple", "fold"], ("extent", [], "tokens*hv*V")),
        ("inter", "inter", ["snapshot"], ("extent", [("rows", "inter_row_pitch")], "d_alloc*hv*V*K")),
        ("ring_u", "ring_u", ["tuple", "fold"], ("extent", [("rows", "u_row_pitch")], "d_alloc*hv*V")),
        ("ring_k", "ring_k", ["tuple", "fold"], ("extent", [("rows", "k_row_pitch")], "d_alloc*h*K")),
        ("ring_decay", "ring_decay", ["tuple", "fold"], ("extent", [("rows", "decay_row_pitch")], "d_alloc*hv*gate_width")),
        ("decay", "decay", ["decode", "snapshot", "tuple", "fold"], ("optional", "tokens*hv*gate_width")),
        ("parents", "parents", ["snapshot", "tuple"], ("optional", "requests*d_alloc")),
    ],
    "kda_replay": [
        ("pool", "pool", None, ("extent", [("layers", "pool_layer_pitch"), ("slots", "pool_slot_pitch")], "hv*V*K")),
        ("ring_u", "ring_u", None, ("extent", [("layers", "u_layer_pitch"), ("rows", "u_row_pitch")], "steps*hv*V")),
        ("ring_k", "ring_k", None, ("extent", [("layers", "k_layer_pitch"), ("rows", "k_row_pitch")], "steps*h*K")),
        ("ring_decay", "ring_decay", None, ("extent", [("layers", "decay_layer_pitch"), ("rows", "decay_row_pitch")], "steps*hv*gate_width")),
        ("slot_indices", "slot_indices", None, ("exactly", "requests")),
        ("row_indices", "row_indices", None, ("exactly", "requests")),
        ("accepted_steps", "steps", None, ("exactly", "requests")),
        ("track_slots", "track_slots", None, ("exactly", "requests")),
        ("track_steps", "track_steps", None, ("exactly", "requests")),
        ("path", "path", None, ("optional", "requests*d_alloc")),
        ("diagnostics", "diagnostics", None, ("optional", "1")),
    ],
    "kda_gate": [
        ("a", "a", None, ("extent", [("tokens", "stride_a")], "hv*K")),
        ("A_log", "A_log", None, ("extent", [], "hv")),
        ("dt_bias", "dt_bias", None, ("extent", [], "hv*K")),
        ("decay", "decay", None, ("extent", [], "tokens*hv*K")),
        ("diagnostics", "diagnostics", None, ("optional", "1")),
    ],
}
# The tensors each family writes in some mode (a torch op's mutated arguments).
WRITES = {
    "gdn_verify": ["pool", "diagnostics", "o", "inter", "ring_u", "ring_k", "ring_decay"],
    "gdn_replay": ["pool", "diagnostics"],
    "gdn_commit_scatter": ["pool", "diagnostics"],
    "conv_window_scatter": ["conv", "diagnostics"],
    "kda_verify": ["pool", "diagnostics", "o", "inter", "ring_u", "ring_k", "ring_decay"],
    "kda_replay": ["pool", "diagnostics"],
    "kda_gate": ["decay", "diagnostics"],
}
# Each tensor's element type: "act", "dt_bias" or "state" (the launch's activation,
# dt_bias and pool dtypes), or a fixed dtype. The C ABI cannot see a pointer's dtype, so a
# binder checks it against these.
ELEMS = {
    "gdn_verify": {"h0_indices": "i32", "cu_seqlens": "i32", "inter_indices": "i32", "fold_counts": "i32", "track_slots": "i32", "track_steps": "i32", "fold_rows": "i32", "fold_steps": "i32", "pool": "state", "diagnostics": "i32", "q": "act", "k": "act", "v": "act", "a": "act", "b": "act", "A_log": "f32", "dt_bias": "dt_bias", "o": "act", "inter": "state", "ring_u": "f32", "ring_k": "f32", "ring_decay": "f32", "decay": "f32", "parents": "i32"},
    "gdn_replay": {"pool": "state", "ring_u": "f32", "ring_k": "f32", "ring_decay": "f32", "slot_indices": "i32", "row_indices": "i32", "accepted_steps": "i32", "track_slots": "i32", "track_steps": "i32", "path": "i32", "diagnostics": "i32"},
    "gdn_commit_scatter": {"pool": "state", "inter": "state", "slot_indices": "i32", "row_indices": "i32", "step_indices": "i32", "track_slots": "i32", "track_steps": "i32", "diagnostics": "i32"},
    "conv_window_scatter": {"conv": "bf16", "windows": "bf16", "slot_indices": "i32", "row_indices": "i32", "step_indices": "i32", "track_slots": "i32", "track_steps": "i32", "diagnostics": "i32"},
    "kda_verify": {"h0_indices": "i32", "cu_seqlens": "i32", "inter_indices": "i32", "fold_counts": "i32", "track_slots": "i32", "track_steps": "i32", "fold_rows": "i32", "fold_steps": "i32", "pool": "state", "diagnostics": "i32", "q": "act", "k": "act", "v": "act", "a": "act", "b": "act", "A_log": "f32", "dt_bias": "dt_bias", "o": "act", "inter": "state", "ring_u": "f32", "ring_k": "f32", "ring_decay": "f32", "decay": "f32", "parents": "i32"},
    "kda_replay": {"pool": "state", "ring_u": "f32", "ring_k": "f32", "ring_decay": "f32", "slot_indices": "i32", "row_indices": "i32", "accepted_steps": "i32", "track_slots": "i32", "track_steps": "i32", "path": "i32", "diagnostics": "i32"},
    "kda_gate": {"a": "act", "A_log": "f32", "dt_bias": "dt_bias", "decay": "f32", "diagnostics": "i32"},
}
# The sizes each family (and verify mode) reads: every other size field may be 0.
SIZES = {
    "gdn_verify": {"decode": ["h", "hv", "pool_slot_pitch", "requests", "slots", "stride_a", "stride_b", "stride_k", "stride_q", "stride_v", "tokens"], "snapshot": ["d_alloc", "draft", "h", "hv", "inter_row_pitch", "pool_slot_pitch", "requests", "rows", "slots", "stride_a", "stride_b", "stride_k", "stride_q", "stride_v", "tokens"], "tuple": ["d_alloc", "decay_row_pitch", "draft", "h", "hv", "k_row_pitch", "pool_slot_pitch", "requests", "rows", "slots", "stride_a", "stride_b", "stride_k", "stride_q", "stride_v", "tokens", "u_row_pitch"], "fold": ["d_alloc", "decay_row_pitch", "draft", "fold_depth", "h", "hv", "k_row_pitch", "pool_slot_pitch", "requests", "rows", "slots", "stride_a", "stride_b", "stride_k", "stride_q", "stride_v", "tokens", "u_row_pitch"]},
    "gdn_replay": {None: ["d_alloc", "decay_layer_pitch", "decay_row_pitch", "draft", "h", "hv", "k_layer_pitch", "k_row_pitch", "layers", "pool_layer_pitch", "pool_slot_pitch", "requests", "rows", "slots", "u_layer_pitch", "u_row_pitch"]},
    "gdn_commit_scatter": {None: ["d_alloc", "draft", "h", "hv", "inter_layer_pitch", "inter_row_pitch", "layers", "pool_layer_pitch", "pool_slot_pitch", "requests", "rows", "slots"]},
    "conv_window_scatter": {None: ["conv_dim", "conv_layer_pitch", "conv_slot_pitch", "d_alloc", "draft", "layers", "requests", "rows", "slots", "win_layer_pitch", "win_row_pitch"]},
    "kda_verify": {"decode": ["h", "hv", "pool_slot_pitch", "requests", "slots", "stride_a", "stride_b", "stride_k", "stride_q", "stride_v", "tokens"], "snapshot": ["d_alloc", "draft", "h", "hv", "inter_row_pitch", "pool_slot_pitch", "requests", "rows", "slots", "stride_a", "stride_b", "stride_k", "stride_q", "stride_v", "tokens"], "tuple": ["d_alloc", "decay_row_pitch", "draft", "h", "hv", "k_row_pitch", "pool_slot_pitch", "requests", "rows", "slots", "stride_a", "stride_b", "stride_k", "stride_q", "stride_v", "tokens", "u_row_pitch"], "fold": ["d_alloc", "decay_row_pitch", "draft", "fold_depth", "h", "hv", "k_row_pitch", "pool_slot_pitch", "requests", "rows", "slots", "stride_a", "stride_b", "stride_k", "stride_q", "stride_v", "tokens", "u_row_pitch"]},
    "kda_replay": {None: ["d_alloc", "decay_layer_pitch", "decay_row_pitch", "draft", "h", "hv", "k_layer_pitch", "k_row_pitch", "layers", "pool_layer_pitch", "pool_slot_pitch", "requests", "rows", "slots", "u_layer_pitch", "u_row_pitch"]},
    "kda_gate": {None: ["hv", "safe_gate", "stride_a", "tokens"]},
}
# Sizes each family computes from the others, in order.
DERIVED = {
    "gdn_verify": [("gate_width", "1")],
    "gdn_replay": [("steps", "max(draft, 1)"), ("gate_width", "1")],
    "gdn_commit_scatter": [("steps", "max(draft, 1)")],
    "conv_window_scatter": [("columns", "d_alloc + KC - 2")],
    "kda_verify": [("gate_width", "K")],
    "kda_replay": [("steps", "max(draft, 1)"), ("gate_width", "K")],
    "kda_gate": [],
}
CONSTANTS = {"K": 128, "V": 128, "KC": 4}
MODES = {"decode": 0, "snapshot": 1, "tuple": 2, "fold": 3}


class deltagen_tensor(ctypes.Structure):
    # A device tensor: its address and element count (the dtype is the parameter's).
    _fields_ = [
        ("ptr", ctypes.c_uint64),
        ("len", ctypes.c_uint64),
    ]


class deltagen_dtypes(ctypes.Structure):
    # Dtypes and numerics profile, as strings: "f32", "bf16", "f16"; "portable" or
    # "triton-sm90" (NULL means portable; a NULL dtype means the default: act bf16,
    # dt_bias f32, pool f32).
    _fields_ = [
        ("profile", ctypes.c_char_p),
        ("act_dtype", ctypes.c_char_p),
        ("dt_bias_dtype", ctypes.c_char_p),
        ("pool_dtype", ctypes.c_char_p),
    ]


class deltagen_verify_args(ctypes.Structure):
    # One layer's verify (deltagen_verify). Shapes in elements: q/k [tokens, H, 128] and v
    # [tokens, HV, 128] with token strides (views of a fused qkv tensor work), a/b
    # [tokens, HV] with token strides, o [tokens, HV, 128] contiguous, pool [slots, HV,
    # 128, 128] with a slot pitch; snapshot mode: inter [rows, d_alloc, HV, 128, 128];
    # tuple and fold modes: ring_u [rows, d_alloc, HV, 128], ring_k [rows, d_alloc, H,
    # 128], ring_decay [rows, d_alloc, HV].
    _fields_ = [
        ("dtypes", deltagen_dtypes),
        ("mode", ctypes.c_uint32),
        ("q", deltagen_tensor),
        ("k", deltagen_tensor),
        ("v", deltagen_tensor),
        ("a", deltagen_tensor),
        ("b", deltagen_tensor),
        ("A_log", deltagen_tensor),
        ("dt_bias", deltagen_tensor),
        ("o", deltagen_tensor),
        ("pool", deltagen_tensor),
        ("h0_indices", deltagen_tensor),
        ("cu_seqlens", deltagen_tensor),
        ("inter_indices", deltagen_tensor),
        ("inter", deltagen_tensor),
        ("ring_u", deltagen_tensor),
        ("ring_k", deltagen_tensor),
        ("ring_decay", deltagen_tensor),
        ("requests", ctypes.c_uint64),
        ("tokens", ctypes.c_uint64),
        ("draft", ctypes.c_uint64),
        ("d_alloc", ctypes.c_uint64),
        ("slots", ctypes.c_uint64),
        ("rows", ctypes.c_uint64),
        ("h", ctypes.c_uint64),
        ("hv", ctypes.c_uint64),
        ("stride_q", ctypes.c_uint64),
        ("stride_k", ctypes.c_uint64),
        ("stride_v", ctypes.c_uint64),
        ("stride_a", ctypes.c_uint64),
        ("stride_b", ctypes.c_uint64),
        ("pool_slot_pitch", ctypes.c_uint64),
        ("inter_row_pitch", ctypes.c_uint64),
        ("u_row_pitch", ctypes.c_uint64),
        ("k_row_pitch", ctypes.c_uint64),
        ("decay_row_pitch", ctypes.c_uint64),
        ("scale", ctypes.c_float),
        ("softplus_beta", ctypes.c_float),
        ("softplus_threshold", ctypes.c_float),
        ("decay", deltagen_tensor),
        ("parents", deltagen_tensor),
        ("fold_rows", deltagen_tensor),
        ("fold_steps", deltagen_tensor),
        ("fold_counts", deltagen_tensor),
        ("track_slots", deltagen_tensor),
        ("track_steps", deltagen_tensor),
        ("fold_depth", ctypes.c_uint64),
        ("diagnostics", deltagen_tensor),
    ]


class deltagen_commit_args(ctypes.Structure):
    # The commit after acceptance, every layer in one launch: deltagen_replay (tuple path,
    # reads ring_*) or deltagen_commit_scatter (snapshot path, reads inter). pool [layers,
    # slots, HV, 128, 128] with layer and slot pitches; ring_u [layers, rows, d_alloc, HV,
    # 128], ring_k [layers, rows, d_alloc, H, 128], ring_decay [layers, rows, d_alloc,
    # HV], inter [layers, rows, d_alloc, HV, 128, 128], with layer and row pitches.
    _fields_ = [
        ("dtypes", deltagen_dtypes),
        ("pool", deltagen_tensor),
        ("slot_indices", deltagen_tensor),
        ("row_indices", deltagen_tensor),
        ("steps", deltagen_tensor),
        ("track_slots", deltagen_tensor),
        ("track_steps", deltagen_tensor),
        ("ring_u", deltagen_tensor),
        ("ring_k", deltagen_tensor),
        ("ring_decay", deltagen_tensor),
        ("inter", deltagen_tensor),
        ("path", deltagen_tensor),
        ("layers", ctypes.c_uint64),
        ("requests", ctypes.c_uint64),
        ("slots", ctypes.c_uint64),
        ("rows", ctypes.c_uint64),
        ("draft", ctypes.c_uint64),
        ("d_alloc", ctypes.c_uint64),
        ("h", ctypes.c_uint64),
        ("hv", ctypes.c_uint64),
        ("pool_layer_pitch", ctypes.c_uint64),
        ("pool_slot_pitch", ctypes.c_uint64),
        ("u_layer_pitch", ctypes.c_uint64),
        ("u_row_pitch", ctypes.c_uint64),
        ("k_layer_pitch", ctypes.c_uint64),
        ("k_row_pitch", ctypes.c_uint64),
        ("decay_layer_pitch", ctypes.c_uint64),
        ("decay_row_pitch", ctypes.c_uint64),
        ("inter_layer_pitch", ctypes.c_uint64),
        ("inter_row_pitch", ctypes.c_uint64),
        ("diagnostics", deltagen_tensor),
    ]


class deltagen_conv_args(ctypes.Structure):
    # The conv-window commit, every layer in one launch (deltagen_conv_scatter): conv
    # [layers, slots, conv_dim, 3] and windows [layers, rows, conv_dim, d_alloc + 2],
    # bf16, with layer/slot/row pitches.
    _fields_ = [
        ("conv", deltagen_tensor),
        ("windows", deltagen_tensor),
        ("slot_indices", deltagen_tensor),
        ("row_indices", deltagen_tensor),
        ("steps", deltagen_tensor),
        ("track_slots", deltagen_tensor),
        ("track_steps", deltagen_tensor),
        ("layers", ctypes.c_uint64),
        ("requests", ctypes.c_uint64),
        ("slots", ctypes.c_uint64),
        ("rows", ctypes.c_uint64),
        ("draft", ctypes.c_uint64),
        ("d_alloc", ctypes.c_uint64),
        ("conv_dim", ctypes.c_uint64),
        ("conv_layer_pitch", ctypes.c_uint64),
        ("conv_slot_pitch", ctypes.c_uint64),
        ("win_layer_pitch", ctypes.c_uint64),
        ("win_row_pitch", ctypes.c_uint64),
        ("diagnostics", deltagen_tensor),
    ]


class deltagen_kda_gate_args(ctypes.Structure):
    # KDA's decays for one layer (deltagen_kda_gate), once per (token, value head,
    # channel), for deltagen_kda_verify's optional decay: a [tokens, HV*128] with a token
    # stride, dt_bias [HV*128], A_log [HV], decay [tokens, HV, 128] f32 contiguous.
    _fields_ = [
        ("dtypes", deltagen_dtypes),
        ("a", deltagen_tensor),
        ("A_log", deltagen_tensor),
        ("dt_bias", deltagen_tensor),
        ("decay", deltagen_tensor),
        ("tokens", ctypes.c_uint64),
        ("hv", ctypes.c_uint64),
        ("stride_a", ctypes.c_uint64),
        ("safe_gate", ctypes.c_uint64),
        ("softplus_beta", ctypes.c_float),
        ("softplus_threshold", ctypes.c_float),
        ("lower_bound", ctypes.c_float),
        ("diagnostics", deltagen_tensor),
    ]

# Size and every field offset of each struct, as deltagen lays them out.
LAYOUT = {
    "deltagen_tensor": (16, {"ptr": 0, "len": 8}),
    "deltagen_dtypes": (32, {"profile": 0, "act_dtype": 8, "dt_bias_dtype": 16, "pool_dtype": 24}),
    "deltagen_verify_args": (592, {"dtypes": 0, "mode": 32, "q": 40, "k": 56, "v": 72, "a": 88, "b": 104, "A_log": 120, "dt_bias": 136, "o": 152, "pool": 168, "h0_indices": 184, "cu_seqlens": 200, "inter_indices": 216, "inter": 232, "ring_u": 248, "ring_k": 264, "ring_decay": 280, "requests": 296, "tokens": 304, "draft": 312, "d_alloc": 320, "slots": 328, "rows": 336, "h": 344, "hv": 352, "stride_q": 360, "stride_k": 368, "stride_v": 376, "stride_a": 384, "stride_b": 392, "pool_slot_pitch": 400, "inter_row_pitch": 408, "u_row_pitch": 416, "k_row_pitch": 424, "decay_row_pitch": 432, "scale": 440, "softplus_beta": 444, "softplus_threshold": 448, "decay": 456, "parents": 472, "fold_rows": 488, "fold_steps": 504, "fold_counts": 520, "track_slots": 536, "track_steps": 552, "fold_depth": 568, "diagnostics": 576}),
    "deltagen_commit_args": (368, {"dtypes": 0, "pool": 32, "slot_indices": 48, "row_indices": 64, "steps": 80, "track_slots": 96, "track_steps": 112, "ring_u": 128, "ring_k": 144, "ring_decay": 160, "inter": 176, "path": 192, "layers": 208, "requests": 216, "slots": 224, "rows": 232, "draft": 240, "d_alloc": 248, "h": 256, "hv": 264, "pool_layer_pitch": 272, "pool_slot_pitch": 280, "u_layer_pitch": 288, "u_row_pitch": 296, "k_layer_pitch": 304, "k_row_pitch": 312, "decay_layer_pitch": 320, "decay_row_pitch": 328, "inter_layer_pitch": 336, "inter_row_pitch": 344, "diagnostics": 352}),
    "deltagen_conv_args": (216, {"conv": 0, "windows": 16, "slot_indices": 32, "row_indices": 48, "steps": 64, "track_slots": 80, "track_steps": 96, "layers": 112, "requests": 120, "slots": 128, "rows": 136, "draft": 144, "d_alloc": 152, "conv_dim": 160, "conv_layer_pitch": 168, "conv_slot_pitch": 176, "win_layer_pitch": 184, "win_row_pitch": 192, "diagnostics": 200}),
    "deltagen_kda_gate_args": (160, {"dtypes": 0, "a": 32, "A_log": 48, "dt_bias": 64, "decay": 80, "tokens": 96, "hv": 104, "stride_a": 112, "safe_gate": 120, "softplus_beta": 128, "softplus_threshold": 132, "lower_bound": 136, "diagnostics": 144}),
}


def load(path):
    """Open the C ABI library at `path` with every function's argument and result types."""
    lib = ctypes.CDLL(path)
    lib.deltagen_create.argtypes = [ctypes.c_char_p, ctypes.c_int, ctypes.POINTER(ctypes.c_void_p)]
    lib.deltagen_create.restype = ctypes.c_int
    lib.deltagen_create_host.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p)]
    lib.deltagen_create_host.restype = ctypes.c_int
    lib.deltagen_destroy.argtypes = [ctypes.c_void_p]
    lib.deltagen_destroy.restype = None
    lib.deltagen_last_error.argtypes = []
    lib.deltagen_last_error.restype = ctypes.c_char_p
    lib.deltagen_resolved.argtypes = [ctypes.c_void_p]
    lib.deltagen_resolved.restype = ctypes.c_char_p
    lib.deltagen_set_pdl.argtypes = [ctypes.c_void_p, ctypes.c_int]
    lib.deltagen_set_pdl.restype = ctypes.c_int
    lib.deltagen_plan.argtypes = [ctypes.c_char_p]
    lib.deltagen_plan.restype = ctypes.c_char_p
    lib.deltagen_resolve.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_uint64]
    lib.deltagen_resolve.restype = ctypes.c_char_p
    lib.deltagen_verify.argtypes = [ctypes.c_void_p, ctypes.POINTER(deltagen_verify_args), ctypes.c_void_p]
    lib.deltagen_verify.restype = ctypes.c_int
    lib.deltagen_replay.argtypes = [ctypes.c_void_p, ctypes.POINTER(deltagen_commit_args), ctypes.c_void_p]
    lib.deltagen_replay.restype = ctypes.c_int
    lib.deltagen_commit_scatter.argtypes = [ctypes.c_void_p, ctypes.POINTER(deltagen_commit_args), ctypes.c_void_p]
    lib.deltagen_commit_scatter.restype = ctypes.c_int
    lib.deltagen_conv_scatter.argtypes = [ctypes.c_void_p, ctypes.POINTER(deltagen_conv_args), ctypes.c_void_p]
    lib.deltagen_conv_scatter.restype = ctypes.c_int
    lib.deltagen_kda_verify.argtypes = [ctypes.c_void_p, ctypes.POINTER(deltagen_verify_args), ctypes.c_void_p]
    lib.deltagen_kda_verify.restype = ctypes.c_int
    lib.deltagen_kda_replay.argtypes = [ctypes.c_void_p, ctypes.POINTER(deltagen_commit_args), ctypes.c_void_p]
    lib.deltagen_kda_replay.restype = ctypes.c_int
    lib.deltagen_kda_gate.argtypes = [ctypes.c_void_p, ctypes.POINTER(deltagen_kda_gate_args), ctypes.c_void_p]
    lib.deltagen_kda_gate.restype = ctypes.c_int
    return lib
