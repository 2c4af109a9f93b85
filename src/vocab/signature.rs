//! Each kernel family's signature, as data: the one place that says which parameters a
//! kernel takes, in launch order, what each tensor holds and how far a launch reaches into
//! it, which scalar arguments follow from the engine's sizes, and which host-side rules a
//! launch must satisfy.
//!
//! Its consumers:
//! - the DSL kernel declares its parameters from it (`crate::kernels::params`);
//! - the runtime validates every launch from it (`crate::runtime::launch::bind`): dtypes,
//!   null and alignment, extents, exact index-array lengths, the rules, and the i32/i64
//!   range of every scalar;
//! - `cargo xtask gen` writes the C header's argument structs and the Python ctypes module
//!   from the argument structs ([`ArgStruct`], laid out by [`super::cabi`]);
//! - the C ABI reads an engine's argument struct field by field from that layout.
//!
//! Sizes are named after the argument struct's fields (`requests`, `tokens`, `stride_q`,
//! ...); expressions ([`super::expr`]) may also use `K`, `V`, `KC` and the signature's
//! derived sizes.

use super::{Family, Mode, Scalar};

/// The verify modes a parameter or rule applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Modes(u8);

impl Modes {
    pub const ALL: Modes = Modes(0b1111);
    pub const NONE: Modes = Modes(0);
    pub const DECODE: Modes = Modes(0b0001);
    pub const SNAPSHOT: Modes = Modes(0b0010);
    /// Tuple mode alone (its bit).
    const TUPLE_ONLY: Modes = Modes(0b0100);
    /// Fold only: the commit folded into verify.
    pub const FOLD: Modes = Modes(0b1000);
    /// Tuple and fold: the modes that store tuples.
    pub const TUPLE: Modes = Modes(Self::TUPLE_ONLY.0 | Self::FOLD.0);
    /// Snapshot and tuple: the modes that verify an EAGLE tree.
    pub const TREE: Modes = Modes(Self::SNAPSHOT.0 | Self::TUPLE_ONLY.0);
    /// Snapshot, tuple and fold: the modes that keep per-step state in a ring row.
    pub const SPECULATIVE: Modes = Modes(0b1110);
    /// Decode and fold: the modes that write the pool.
    pub const POOL_WRITE: Modes = Modes(0b1001);

    /// Whether a launch in `mode` (`None`: a family without modes) uses this.
    pub fn has(self, mode: Option<Mode>) -> bool {
        match mode {
            None => self.0 != 0,
            Some(Mode::Decode) => self.0 & Self::DECODE.0 != 0,
            Some(Mode::Snapshot) => self.0 & Self::SNAPSHOT.0 != 0,
            Some(Mode::Tuple) => self.0 & Self::TUPLE_ONLY.0 != 0,
            Some(Mode::Fold) => self.0 & Self::FOLD.0 != 0,
        }
    }
}

/// A tensor's element type: fixed, or one of the instance's dtypes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elem {
    Fixed(Scalar),
    /// The activation dtype (q, k, v, a, b, o).
    Act,
    /// The dtype of `dt_bias`.
    DtBias,
    /// The state dtype: the pool's (its snapshots too), or a copy kernel's element.
    State,
}

/// How many elements a launch may address in a tensor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Len {
    /// `(count, pitch)` axes and a block: the highest addressed element + 1 is
    /// `sum((count - 1) * pitch) + block`, and 0 when any count is 0. The tensor may be
    /// longer.
    Extent {
        dims: &'static [(&'static str, &'static str)],
        block: &'static str,
    },
    /// An index array with exactly this many entries.
    Exactly(&'static str),
    /// Exactly this many entries, or absent: a null pointer with length 0 (the kernel
    /// then never touches it; see [`Kind::Present`]).
    Optional(&'static str),
}

/// What a parameter is and where its argument comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A device tensor, from the argument struct's tensor field `field`.
    Tensor {
        field: &'static str,
        elem: Elem,
        /// The modes in which the kernel writes it (`Modes::NONE`: read only).
        writes: Modes,
        len: Len,
    },
    /// An `i32` or `i64` scalar: the value of an expression over the sizes.
    Int { ty: Scalar, value: &'static str },
    /// An `f32` scalar: the argument struct's float field of the same name.
    Float,
    /// An `i32` scalar: 1 when the optional tensor field `field` is given, else 0.
    Present { field: &'static str },
}

/// One kernel parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Param {
    pub name: &'static str,
    pub kind: Kind,
    /// The verify modes whose instances take it (`Modes::ALL` for other families).
    pub modes: Modes,
}

impl Param {
    /// The parameter's expressions, in the order the binder evaluates them: an extent's
    /// `(count, pitch)` pairs then its block; an index array's entry count; a scalar's
    /// value (none for floats and presence flags).
    pub fn texts(&self) -> Vec<&'static str> {
        match self.kind {
            Kind::Tensor {
                len: Len::Extent { dims, block },
                ..
            } => dims
                .iter()
                .flat_map(|(c, p)| [*c, *p])
                .chain(std::iter::once(block))
                .collect(),
            Kind::Tensor {
                len: Len::Exactly(n) | Len::Optional(n),
                ..
            } => vec![n],
            Kind::Int { value, .. } => vec![value],
            Kind::Float | Kind::Present { .. } => vec![],
        }
    }
}

/// A host-side rule: `check` must hold (be non-zero) for a launch in `modes`; `says` is
/// the message when it does not, with `{name}` replaced by that size's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rule {
    pub modes: Modes,
    pub check: &'static str,
    pub says: &'static str,
}

/// The type of one field of a C argument struct.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FieldTy {
    /// `deltagen_dtypes`: profile and dtypes as strings.
    Dtypes,
    /// `uint32_t`: the verify mode (`DELTAGEN_DECODE`, ...).
    Mode,
    /// `deltagen_tensor`: address and element count.
    Tensor,
    /// `uint64_t`: a size, stride or pitch in elements.
    U64,
    /// `float`.
    F32,
    /// `const char *`: a NUL-terminated string (or NULL).
    CStr,
}

/// One field of a C argument struct.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Field {
    pub name: &'static str,
    pub ty: FieldTy,
    pub doc: &'static str,
}

/// A C argument struct: what an engine fills in for one call of the C ABI.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArgStruct {
    pub c_name: &'static str,
    pub doc: &'static str,
    pub fields: &'static [Field],
}

impl ArgStruct {
    pub fn field(&self, name: &str) -> Option<&'static Field> {
        self.fields.iter().find(|f| f.name == name)
    }
}

/// A kernel family's signature.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Signature {
    pub family: Family,
    /// The C ABI function that launches it.
    pub c_function: &'static str,
    pub args: &'static ArgStruct,
    /// Sizes computed from others, usable in every expression.
    pub derived: &'static [(&'static str, &'static str)],
    /// Every parameter of every mode, in launch order.
    pub params: &'static [Param],
    pub rules: &'static [Rule],
    /// Float fields that must be finite and non-zero.
    pub finite_nonzero: &'static [&'static str],
    /// Tensors the kernel accesses in aligned chunks of 4 elements: their address must be
    /// a multiple of 4 elements, not only of one.
    pub chunked: &'static [&'static str],
}

impl Signature {
    /// The parameters an instance of `mode` takes, in launch order.
    pub fn params_of(&self, mode: Option<Mode>) -> impl Iterator<Item = &'static Param> + '_ {
        self.params.iter().filter(move |p| p.modes.has(mode))
    }
    pub fn param(&self, name: &str) -> Option<&'static Param> {
        self.params.iter().find(|p| p.name == name)
    }
}

/// The signature of a family.
pub fn of(family: Family) -> &'static Signature {
    match family {
        Family::GdnVerify => &GDN_VERIFY,
        Family::GdnReplay => &GDN_REPLAY,
        Family::KdaVerify => &KDA_VERIFY,
        Family::KdaReplay => &KDA_REPLAY,
        Family::GdnCommitScatter => &GDN_COMMIT_SCATTER,
        Family::ConvWindowScatter => &CONV_WINDOW_SCATTER,
        Family::KdaGate => &KDA_GATE,
    }
}

/// Every argument struct of the C ABI, in header order.
pub const ARG_STRUCTS: [&ArgStruct; 4] = [&VERIFY_ARGS, &COMMIT_ARGS, &CONV_ARGS, &GATE_ARGS];

/// Names every expression may use besides the sizes.
pub const CONSTANTS: [(&str, u32); 3] = [
    ("K", super::K_DIM),
    ("V", super::V_DIM),
    ("KC", super::CONV_KC),
];

const fn field(name: &'static str, ty: FieldTy, doc: &'static str) -> Field {
    Field { name, ty, doc }
}

const fn tensor(name: &'static str, elem: Elem, writes: Modes, len: Len, modes: Modes) -> Param {
    Param {
        name,
        kind: Kind::Tensor {
            field: name,
            elem,
            writes,
            len,
        },
        modes,
    }
}

/// A per-request index array (`i32`, one entry per request) read from field `field`.
const fn index(name: &'static str, field: &'static str, modes: Modes) -> Param {
    Param {
        name,
        kind: Kind::Tensor {
            field,
            elem: Elem::Fixed(Scalar::I32),
            writes: Modes::NONE,
            len: Len::Exactly("requests"),
        },
        modes,
    }
}

const fn int(name: &'static str, ty: Scalar, value: &'static str, modes: Modes) -> Param {
    Param {
        name,
        kind: Kind::Int { ty, value },
        modes,
    }
}

const fn i32p(name: &'static str, value: &'static str) -> Param {
    int(name, Scalar::I32, value, Modes::ALL)
}

const fn i64p(name: &'static str, value: &'static str) -> Param {
    int(name, Scalar::I64, value, Modes::ALL)
}

const fn float(name: &'static str) -> Param {
    Param {
        name,
        kind: Kind::Float,
        modes: Modes::ALL,
    }
}

/// The diagnostics word ([`super::diagnostics`]): an optional `i32` every kernel ORs its
/// flags into, and whether it was given. Every family takes both, last.
const DIAGNOSTICS_WORD: Param = Param {
    name: super::diagnostics::WORD,
    kind: Kind::Tensor {
        field: super::diagnostics::WORD,
        elem: Elem::Fixed(Scalar::I32),
        writes: Modes::ALL,
        len: Len::Optional("1"),
    },
    modes: Modes::ALL,
};
const DIAGNOSTICS_ON: Param = Param {
    name: super::diagnostics::GIVEN,
    kind: Kind::Present {
        field: super::diagnostics::WORD,
    },
    modes: Modes::ALL,
};
const DIAGNOSTICS_FIELD: Field = Field {
    name: super::diagnostics::WORD,
    ty: FieldTy::Tensor,
    doc: "optional [1] i32 the launch ORs DELTAGEN_DIAG_* flags into when it skips work for an out-of-range index (NULL with len 0: none)",
};

const fn extent(dims: &'static [(&'static str, &'static str)], block: &'static str) -> Len {
    Len::Extent { dims, block }
}

const fn rule(modes: Modes, check: &'static str, says: &'static str) -> Rule {
    Rule { modes, check, says }
}

const F32: Elem = Elem::Fixed(Scalar::F32);
const I32: Elem = Elem::Fixed(Scalar::I32);
const ALL: Modes = Modes::ALL;
const NONE: Modes = Modes::NONE;

// ---------------------------------------------------------------------------------------
// gdn_verify

pub const VERIFY_ARGS: ArgStruct = ArgStruct {
    c_name: "deltagen_verify_args",
    doc: "One layer's verify (deltagen_verify). Shapes in elements: q/k [tokens, H, 128] and v [tokens, HV, 128] with token strides (views of a fused qkv tensor work), a/b [tokens, HV] with token strides, o [tokens, HV, 128] contiguous, pool [slots, HV, 128, 128] with a slot pitch; snapshot mode: inter [rows, d_alloc, HV, 128, 128]; tuple and fold modes: ring_u [rows, d_alloc, HV, 128], ring_k [rows, d_alloc, H, 128], ring_decay [rows, d_alloc, HV].",
    fields: &[
        field("dtypes", FieldTy::Dtypes, "numerics profile and dtypes"),
        field("mode", FieldTy::Mode, "DELTAGEN_DECODE, DELTAGEN_SNAPSHOT, DELTAGEN_TUPLE or DELTAGEN_FOLD"),
        field("q", FieldTy::Tensor, "queries, act dtype"),
        field("k", FieldTy::Tensor, "keys, act dtype"),
        field("v", FieldTy::Tensor, "values, act dtype"),
        field("a", FieldTy::Tensor, "decay gate input, act dtype"),
        field("b", FieldTy::Tensor, "beta gate input, act dtype"),
        field("A_log", FieldTy::Tensor, "[HV] f32"),
        field("dt_bias", FieldTy::Tensor, "[HV], dt_bias dtype"),
        field("o", FieldTy::Tensor, "output, act dtype"),
        field("pool", FieldTy::Tensor, "the state pool, pool dtype"),
        field("h0_indices", FieldTy::Tensor, "[requests] i32: each request's pool slot (< 0: padding)"),
        field("cu_seqlens", FieldTy::Tensor, "[requests + 1] i32: token offsets"),
        field("inter_indices", FieldTy::Tensor, "[requests] i32: each request's ring row (< 0: none); snapshot, tuple and fold"),
        field("inter", FieldTy::Tensor, "snapshots, pool dtype; snapshot mode"),
        field("ring_u", FieldTy::Tensor, "tuple u, f32; tuple and fold modes"),
        field("ring_k", FieldTy::Tensor, "tuple k, f32; tuple and fold modes"),
        field("ring_decay", FieldTy::Tensor, "tuple decay, f32; tuple and fold modes"),
        field("requests", FieldTy::U64, "requests in the batch"),
        field("tokens", FieldTy::U64, "tokens of the launch (cu_seqlens[requests]); the kernel skips a request whose cu_seqlens range is not 0 <= bos <= eos <= tokens (and, snapshot/tuple/fold, eos - bos <= d_alloc)"),
        field("draft", FieldTy::U64, "the largest tokens per request (the draft length D)"),
        field("d_alloc", FieldTy::U64, "the D the ring was allocated for"),
        field("slots", FieldTy::U64, "pool slots"),
        field("rows", FieldTy::U64, "ring rows"),
        field("h", FieldTy::U64, "key heads H"),
        field("hv", FieldTy::U64, "value heads HV"),
        field("stride_q", FieldTy::U64, "token stride of q"),
        field("stride_k", FieldTy::U64, "token stride of k"),
        field("stride_v", FieldTy::U64, "token stride of v"),
        field("stride_a", FieldTy::U64, "token stride of a"),
        field("stride_b", FieldTy::U64, "token stride of b"),
        field("pool_slot_pitch", FieldTy::U64, "elements between pool slots"),
        field("inter_row_pitch", FieldTy::U64, "elements between snapshot rows"),
        field("u_row_pitch", FieldTy::U64, "elements between ring_u rows"),
        field("k_row_pitch", FieldTy::U64, "elements between ring_k rows"),
        field("decay_row_pitch", FieldTy::U64, "elements between ring_decay rows"),
        field("scale", FieldTy::F32, "query scale"),
        field("softplus_beta", FieldTy::F32, "softplus beta of the gate"),
        field("softplus_threshold", FieldTy::F32, "softplus threshold of the gate"),
        field("decay", FieldTy::Tensor, "KDA only, optional [tokens, HV, 128] f32: the decays deltagen_kda_gate wrote; given, verify reads them instead of computing its gates (NULL with len 0: computed)"),
        field("parents", FieldTy::Tensor, "optional [requests, d_alloc] i32, snapshot and tuple modes: an EAGLE tree (SGLang's retrieve_parent_token): token t >= 1 continues from the state after token parents[n][t], 0 <= parents[n][t] < t, entry 0 unused; in snapshot mode the request needs a ring row, in tuple mode (and the portable snapshot tree of a bf16 pool) it has at most 16 tokens (NULL with len 0: a chain)"),
        field("fold_rows", FieldTy::Tensor, "[requests * fold_depth] i32: per request, the ring rows of the committed steps not yet in the pool, oldest first (never a row any request of the launch writes: inter_indices); fold mode"),
        field("fold_steps", FieldTy::Tensor, "[requests * fold_depth] i32: the accepted step of each of those rows (accepted tokens - 1); fold mode"),
        field("fold_counts", FieldTy::Tensor, "[requests] i32: how many entries of the request hold committed steps (0 ..= fold_depth); when it equals fold_depth the folded state is written back to the pool slot; fold mode"),
        field("track_slots", FieldTy::Tensor, "[requests] i32: pool slot that also gets the state after track_steps[n] of the newest entry; fold mode"),
        field("track_steps", FieldTy::Tensor, "[requests] i32: step of the newest entry whose state goes to track_slots[n] (< 0: none); fold mode"),
        field("fold_depth", FieldTy::U64, "entries per request R, 1 ..= 16 (1: the eager commit, the pool is written back every step; R > 1: lazy, every R steps); fold mode"),
        DIAGNOSTICS_FIELD,
    ],
};

const SPEC: Modes = Modes::SPECULATIVE;
const SNAP: Modes = Modes::SNAPSHOT;
const TREE: Modes = Modes::TREE;
const TUP: Modes = Modes::TUPLE;
const FOLD: Modes = Modes::FOLD;
const TOK_QK: &[(&str, &str)] = &[("tokens", "stride_q")];

/// GDN verify: one decay per value head (`gate_width = 1`).
pub const GDN_VERIFY: Signature = Signature {
    family: Family::GdnVerify,
    c_function: "deltagen_verify",
    args: &VERIFY_ARGS,
    derived: &[("gate_width", "1")],
    params: VERIFY_PARAMS,
    rules: VERIFY_RULES,
    finite_nonzero: &["softplus_beta"],
    chunked: VERIFY_CHUNKED,
};

/// KDA verify: one decay per key channel of each value head (`gate_width = K`): `a` is
/// `[tokens, HV*K]`, `dt_bias` `[HV*K]`, `ring_decay` `[rows, d_alloc, HV, K]`. Everything
/// else is GDN verify's.
pub const KDA_VERIFY: Signature = Signature {
    family: Family::KdaVerify,
    c_function: "deltagen_kda_verify",
    args: &VERIFY_ARGS,
    derived: &[("gate_width", "K")],
    params: VERIFY_PARAMS,
    rules: VERIFY_RULES,
    finite_nonzero: &["softplus_beta"],
    chunked: &[
        "q",
        "k",
        "a",
        "dt_bias",
        "pool",
        "inter",
        "ring_k",
        "ring_decay",
        "decay",
    ],
};

const VERIFY_CHUNKED: &[&str] = &["q", "k", "pool", "inter", "ring_k"];

// Verify writes up to D_alloc steps of a row (the device bound), so every row, the last
// one included, must hold D_alloc steps whatever the draft length. `gate_width` is the
// decay's channels per value head (1 for GDN, K for KDA).
//
// Launch order: the sizes and index arrays a work-group reads before its first loads come
// first, with the pool and the diagnostics word, so that on sm_90 the prologue's parameters
// lie in the constant bank's 0x210-0x25f, next to the driver's constant at 0x208, where the
// former order (tensors first) spread them over 0x250-0x327: a work-group's first
// instructions wait on each constant-cache line that misses, one after the other (ncu:
// `imc`, 10% of the one-request tuple verify's stall samples, at five places). Measured
// against the former order (PERFORMANCE.md version 30): verify at one or two requests
// -1.1% (median of 24 rows, up to -3.3%), from eight -0.2%.
const VERIFY_PARAMS: &[Param] = &[
    i32p("num_requests", "requests"),
    i32p("num_tokens", "tokens"),
    i32p("num_slots", "slots"),
    i32p("num_k_heads", "h"),
    i32p("num_v_heads", "hv"),
    int("num_rows", Scalar::I32, "rows", SPEC),
    int("num_steps_alloc", Scalar::I32, "d_alloc", SPEC),
    int("fold_depth", Scalar::I32, "fold_depth", FOLD),
    DIAGNOSTICS_ON,
    index("h0_indices", "h0_indices", ALL),
    tensor("cu_seqlens", I32, NONE, Len::Exactly("requests + 1"), ALL),
    index("inter_indices", "inter_indices", SPEC),
    index("fold_counts", "fold_counts", FOLD),
    index("track_slots", "track_slots", FOLD),
    index("track_steps", "track_steps", FOLD),
    // Fold mode: the committed steps not yet in the pool (`fold_depth` entries per request,
    // `fold_counts[n]` of them used, oldest first) and the newest one's track copy.
    tensor(
        "fold_rows",
        I32,
        NONE,
        Len::Exactly("requests*fold_depth"),
        FOLD,
    ),
    tensor(
        "fold_steps",
        I32,
        NONE,
        Len::Exactly("requests*fold_depth"),
        FOLD,
    ),
    tensor(
        "pool",
        Elem::State,
        Modes::POOL_WRITE,
        extent(&[("slots", "pool_slot_pitch")], "hv*V*K"),
        ALL,
    ),
    i64p("pool_slot_pitch", "pool_slot_pitch"),
    DIAGNOSTICS_WORD,
    tensor("q", Elem::Act, NONE, extent(TOK_QK, "h*K"), ALL),
    tensor(
        "k",
        Elem::Act,
        NONE,
        extent(&[("tokens", "stride_k")], "h*K"),
        ALL,
    ),
    tensor(
        "v",
        Elem::Act,
        NONE,
        extent(&[("tokens", "stride_v")], "hv*V"),
        ALL,
    ),
    tensor(
        "a",
        Elem::Act,
        NONE,
        extent(&[("tokens", "stride_a")], "hv*gate_width"),
        ALL,
    ),
    tensor(
        "b",
        Elem::Act,
        NONE,
        extent(&[("tokens", "stride_b")], "hv"),
        ALL,
    ),
    tensor("A_log", F32, NONE, extent(&[], "hv"), ALL),
    tensor(
        "dt_bias",
        Elem::DtBias,
        NONE,
        extent(&[], "hv*gate_width"),
        ALL,
    ),
    tensor("o", Elem::Act, ALL, extent(&[], "tokens*hv*V"), ALL),
    tensor(
        "inter",
        Elem::State,
        SNAP,
        extent(&[("rows", "inter_row_pitch")], "d_alloc*hv*V*K"),
        SNAP,
    ),
    tensor(
        "ring_u",
        F32,
        TUP,
        extent(&[("rows", "u_row_pitch")], "d_alloc*hv*V"),
        TUP,
    ),
    tensor(
        "ring_k",
        F32,
        TUP,
        extent(&[("rows", "k_row_pitch")], "d_alloc*h*K"),
        TUP,
    ),
    tensor(
        "ring_decay",
        F32,
        TUP,
        extent(&[("rows", "decay_row_pitch")], "d_alloc*hv*gate_width"),
        TUP,
    ),
    i64p("stride_q", "stride_q"),
    i64p("stride_k", "stride_k"),
    i64p("stride_v", "stride_v"),
    i64p("stride_a", "stride_a"),
    i64p("stride_b", "stride_b"),
    int("inter_row_pitch", Scalar::I64, "inter_row_pitch", SNAP),
    int("u_row_pitch", Scalar::I64, "u_row_pitch", TUP),
    int("k_row_pitch", Scalar::I64, "k_row_pitch", TUP),
    int("decay_row_pitch", Scalar::I64, "decay_row_pitch", TUP),
    float("scale"),
    float("softplus_beta"),
    float("softplus_threshold"),
    // KDA's decays from `kda_gate`: read by the instances with the `decay_input` fact, never
    // touched by the others (the runtime picks the instance by whether it is given).
    tensor(
        "decay",
        F32,
        NONE,
        Len::Optional("tokens*hv*gate_width"),
        ALL,
    ),
    // Snapshot and tuple modes' EAGLE tree: each token's parent position; absent, a chain.
    tensor(
        "parents",
        I32,
        NONE,
        Len::Optional("requests*d_alloc"),
        TREE,
    ),
    Param {
        name: "parents_on",
        kind: Kind::Present { field: "parents" },
        modes: TREE,
    },
];

const VERIFY_RULES: &[Rule] = &[
        rule(ALL, "h > 0 && hv > 0 && hv % h == 0", "heads H={h}, HV={hv}: both must be positive and HV a multiple of H"),
        rule(SPEC, "draft <= d_alloc", "draft length D = {draft} is larger than the allocated D = {d_alloc}"),
        rule(ALL, "stride_q >= h*K && stride_k >= h*K", "q/k token strides {stride_q}/{stride_k} are smaller than H*K"),
        rule(ALL, "stride_v >= hv*V", "v token stride {stride_v} is smaller than HV*V"),
        rule(ALL, "stride_a >= hv*gate_width && stride_b >= hv", "a/b token strides {stride_a}/{stride_b} are smaller than HV*{gate_width}/HV"),
        rule(ALL, "gate_width == 1 || stride_a % 4 == 0", "stride_a = {stride_a} must be a multiple of 4 elements for KDA (16-byte chunks stay aligned)"),
        rule(ALL, "pool_slot_pitch >= hv*V*K", "pool slot pitch {pool_slot_pitch} is smaller than one state (HV*V*K)"),
        rule(ALL, "stride_q % 4 == 0 && stride_k % 4 == 0 && pool_slot_pitch % 4 == 0", "stride_q, stride_k and pool_slot_pitch ({stride_q}, {stride_k}, {pool_slot_pitch}) must be multiples of 4 elements (16-byte chunks stay aligned)"),
        rule(SNAP, "inter_row_pitch >= d_alloc*hv*V*K", "inter row pitch {inter_row_pitch} is smaller than D_alloc*HV*V*K"),
        rule(SNAP, "inter_row_pitch % 4 == 0", "inter_row_pitch = {inter_row_pitch} must be a multiple of 4 elements (16-byte chunks stay aligned)"),
        rule(TUP, "u_row_pitch >= d_alloc*hv*V && k_row_pitch >= d_alloc*h*K && decay_row_pitch >= d_alloc*hv*gate_width", "ring row pitches {u_row_pitch}/{k_row_pitch}/{decay_row_pitch} are smaller than D_alloc times a step"),
        rule(FOLD, "fold_depth >= 1 && fold_depth <= 16", "fold depth R = {fold_depth} must be 1 ..= 16 (1: the eager commit; more: lazy)"),
        rule(TUP, "k_row_pitch % 4 == 0", "k_row_pitch = {k_row_pitch} must be a multiple of 4 elements (16-byte chunks stay aligned)"),
        rule(TUP, "gate_width == 1 || decay_row_pitch % 4 == 0", "decay_row_pitch = {decay_row_pitch} must be a multiple of 4 elements for KDA (16-byte chunks stay aligned)"),
];

// ---------------------------------------------------------------------------------------
// kda_gate

pub const GATE_ARGS: ArgStruct = ArgStruct {
    c_name: "deltagen_kda_gate_args",
    doc: "KDA's decays for one layer (deltagen_kda_gate), once per (token, value head, channel), for deltagen_kda_verify's optional decay: a [tokens, HV*128] with a token stride, dt_bias [HV*128], A_log [HV], decay [tokens, HV, 128] f32 contiguous.",
    fields: &[
        field("dtypes", FieldTy::Dtypes, "numerics profile and dtypes (act: a; dt_bias)"),
        field("a", FieldTy::Tensor, "gate input, act dtype"),
        field("A_log", FieldTy::Tensor, "[HV] f32"),
        field("dt_bias", FieldTy::Tensor, "[HV*128], dt_bias dtype"),
        field("decay", FieldTy::Tensor, "[tokens, HV, 128] f32: exp(g), written"),
        field("tokens", FieldTy::U64, "tokens of the launch"),
        field("hv", FieldTy::U64, "value heads HV"),
        field("stride_a", FieldTy::U64, "token stride of a"),
        field("safe_gate", FieldTy::U64, "0: g = -exp(A_log)*softplus(a + dt_bias) (Kimi Linear); 1: the safe gate, g = lower_bound*sigmoid(exp(A_log)*(a + dt_bias))"),
        field("softplus_beta", FieldTy::F32, "softplus beta of the gate"),
        field("softplus_threshold", FieldTy::F32, "softplus threshold of the gate"),
        field("lower_bound", FieldTy::F32, "the safe gate's lower bound (-5 in the models that use it); finite and non-zero, unused by the softplus form"),
        DIAGNOSTICS_FIELD,
    ],
};

/// KDA's decays, once per (token, value head, channel): `decay[t, hv, c] = exp(g)`.
pub const KDA_GATE: Signature = Signature {
    family: Family::KdaGate,
    c_function: "deltagen_kda_gate",
    args: &GATE_ARGS,
    derived: &[],
    params: &[
        tensor(
            "a",
            Elem::Act,
            NONE,
            extent(&[("tokens", "stride_a")], "hv*K"),
            ALL,
        ),
        tensor("A_log", F32, NONE, extent(&[], "hv"), ALL),
        tensor("dt_bias", Elem::DtBias, NONE, extent(&[], "hv*K"), ALL),
        tensor("decay", F32, ALL, extent(&[], "tokens*hv*K"), ALL),
        i32p("num_tokens", "tokens"),
        i32p("num_v_heads", "hv"),
        i64p("stride_a", "stride_a"),
        i32p("safe_gate", "safe_gate"),
        float("softplus_beta"),
        float("softplus_threshold"),
        float("lower_bound"),
        DIAGNOSTICS_WORD,
        DIAGNOSTICS_ON,
    ],
    rules: &[
        rule(ALL, "hv > 0", "value heads HV = {hv} must be positive"),
        rule(
            ALL,
            "stride_a >= hv*K",
            "a token stride {stride_a} is smaller than HV*K",
        ),
        rule(
            ALL,
            "safe_gate <= 1",
            "safe_gate = {safe_gate} must be 0 (softplus gate) or 1 (safe gate)",
        ),
    ],
    finite_nonzero: &["softplus_beta", "lower_bound"],
    chunked: &[],
};

// ---------------------------------------------------------------------------------------
// gdn_replay and gdn_commit_scatter

pub const COMMIT_ARGS: ArgStruct = ArgStruct {
    c_name: "deltagen_commit_args",
    doc: "The commit after acceptance, every layer in one launch: deltagen_replay (tuple path, reads ring_*) or deltagen_commit_scatter (snapshot path, reads inter). pool [layers, slots, HV, 128, 128] with layer and slot pitches; ring_u [layers, rows, d_alloc, HV, 128], ring_k [layers, rows, d_alloc, H, 128], ring_decay [layers, rows, d_alloc, HV], inter [layers, rows, d_alloc, HV, 128, 128], with layer and row pitches.",
    fields: &[
        field("dtypes", FieldTy::Dtypes, "numerics profile and dtypes (the pool dtype picks the instance)"),
        field("pool", FieldTy::Tensor, "the state pool, pool dtype"),
        field("slot_indices", FieldTy::Tensor, "[requests] i32: each request's pool slot"),
        field("row_indices", FieldTy::Tensor, "[requests] i32: each request's ring row"),
        field("steps", FieldTy::Tensor, "[requests] i32: each request's accepted step (< 0: skip)"),
        field("track_slots", FieldTy::Tensor, "[requests] i32: slot of an extra tracked state"),
        field("track_steps", FieldTy::Tensor, "[requests] i32: step of the tracked state (< 0: none)"),
        field("ring_u", FieldTy::Tensor, "tuple u, f32 (replay)"),
        field("ring_k", FieldTy::Tensor, "tuple k, f32 (replay)"),
        field("ring_decay", FieldTy::Tensor, "tuple decay, f32 (replay)"),
        field("inter", FieldTy::Tensor, "snapshots, pool dtype (commit scatter)"),
        field("path", FieldTy::Tensor, "optional [requests, d_alloc] i32, replay of an EAGLE tree: each request's accepted path, the node index of each accepted position from the root (node 0 first, increasing); steps and track_steps count positions along it. The triton-sm90 profile's replay rounds the state to a bf16 pool after every step of a path, as its tree verify does (NULL with len 0: a chain; the scatter takes the accepted node's index in steps instead)"),
        field("layers", FieldTy::U64, "layers"),
        field("requests", FieldTy::U64, "requests"),
        field("slots", FieldTy::U64, "pool slots per layer"),
        field("rows", FieldTy::U64, "ring rows per layer"),
        field("draft", FieldTy::U64, "steps verify ran (run-time D)"),
        field("d_alloc", FieldTy::U64, "the D the ring was allocated for"),
        field("h", FieldTy::U64, "key heads H"),
        field("hv", FieldTy::U64, "value heads HV"),
        field("pool_layer_pitch", FieldTy::U64, "elements between pool layers"),
        field("pool_slot_pitch", FieldTy::U64, "elements between pool slots"),
        field("u_layer_pitch", FieldTy::U64, "elements between ring_u layers"),
        field("u_row_pitch", FieldTy::U64, "elements between ring_u rows"),
        field("k_layer_pitch", FieldTy::U64, "elements between ring_k layers"),
        field("k_row_pitch", FieldTy::U64, "elements between ring_k rows"),
        field("decay_layer_pitch", FieldTy::U64, "elements between ring_decay layers"),
        field("decay_row_pitch", FieldTy::U64, "elements between ring_decay rows"),
        field("inter_layer_pitch", FieldTy::U64, "elements between snapshot layers"),
        field("inter_row_pitch", FieldTy::U64, "elements between snapshot rows"),
        DIAGNOSTICS_FIELD,
    ],
};

const POOL_BY_LAYER: &[(&str, &str)] =
    &[("layers", "pool_layer_pitch"), ("slots", "pool_slot_pitch")];

/// The rules of the commit families, before their own.
macro_rules! commit_rules {
    ($($own:expr),* $(,)?) => {
        &[
            rule(ALL, "h > 0 && hv > 0 && hv % h == 0", "heads H={h}, HV={hv}: both must be positive and HV a multiple of H"),
            rule(ALL, "draft <= d_alloc", "run-time D = {draft} is larger than the allocated D = {d_alloc} of the ring"),
            rule(ALL, "pool_slot_pitch >= hv*V*K", "pool slot pitch {pool_slot_pitch} is smaller than one state (HV*V*K)"),
            rule(ALL, "layers <= 1 || pool_layer_pitch >= slots*pool_slot_pitch", "pool layer pitch {pool_layer_pitch} overlaps the slots of a layer (slots*pool_slot_pitch)"),
            rule(ALL, "pool_layer_pitch % 4 == 0 && pool_slot_pitch % 4 == 0", "pool_layer_pitch and pool_slot_pitch ({pool_layer_pitch}, {pool_slot_pitch}) must be multiples of 4 elements (16-byte chunks stay aligned)"),
            $($own),*
        ]
    };
}

/// GDN replay: one decay per value head (`gate_width = 1`).
pub const GDN_REPLAY: Signature = Signature {
    family: Family::GdnReplay,
    c_function: "deltagen_replay",
    args: &COMMIT_ARGS,
    derived: &[("steps", "max(draft, 1)"), ("gate_width", "1")],
    params: REPLAY_PARAMS,
    rules: REPLAY_RULES,
    finite_nonzero: &[],
    chunked: &["pool", "ring_k"],
};

/// KDA replay: `ring_decay` holds one decay per key channel (`[layers, rows, d_alloc, HV,
/// K]`, `gate_width = K`); everything else is GDN replay's.
pub const KDA_REPLAY: Signature = Signature {
    family: Family::KdaReplay,
    c_function: "deltagen_kda_replay",
    args: &COMMIT_ARGS,
    derived: &[("steps", "max(draft, 1)"), ("gate_width", "K")],
    params: REPLAY_PARAMS,
    rules: REPLAY_RULES,
    finite_nonzero: &[],
    chunked: &["pool", "ring_k", "ring_decay"],
};

const REPLAY_PARAMS: &[Param] = &[
    tensor(
        "pool",
        Elem::State,
        ALL,
        extent(POOL_BY_LAYER, "hv*V*K"),
        ALL,
    ),
    tensor(
        "ring_u",
        F32,
        NONE,
        extent(
            &[("layers", "u_layer_pitch"), ("rows", "u_row_pitch")],
            "steps*hv*V",
        ),
        ALL,
    ),
    tensor(
        "ring_k",
        F32,
        NONE,
        extent(
            &[("layers", "k_layer_pitch"), ("rows", "k_row_pitch")],
            "steps*h*K",
        ),
        ALL,
    ),
    tensor(
        "ring_decay",
        F32,
        NONE,
        extent(
            &[("layers", "decay_layer_pitch"), ("rows", "decay_row_pitch")],
            "steps*hv*gate_width",
        ),
        ALL,
    ),
    index("slot_indices", "slot_indices", ALL),
    index("row_indices", "row_indices", ALL),
    index("accepted_steps", "steps", ALL),
    index("track_slots", "track_slots", ALL),
    index("track_steps", "track_steps", ALL),
    // An EAGLE tree's accepted paths; absent, a chain.
    tensor("path", I32, NONE, Len::Optional("requests*d_alloc"), ALL),
    Param {
        name: "path_on",
        kind: Kind::Present { field: "path" },
        modes: ALL,
    },
    i32p("num_layers", "layers"),
    i32p("num_requests", "requests"),
    i32p("num_slots", "slots"),
    i32p("num_rows", "rows"),
    i32p("num_steps", "draft"),
    i32p("num_steps_alloc", "d_alloc"),
    i32p("num_k_heads", "h"),
    i32p("num_v_heads", "hv"),
    i64p("pool_layer_pitch", "pool_layer_pitch"),
    i64p("pool_slot_pitch", "pool_slot_pitch"),
    i64p("u_layer_pitch", "u_layer_pitch"),
    i64p("u_row_pitch", "u_row_pitch"),
    i64p("k_layer_pitch", "k_layer_pitch"),
    i64p("k_row_pitch", "k_row_pitch"),
    i64p("decay_layer_pitch", "decay_layer_pitch"),
    i64p("decay_row_pitch", "decay_row_pitch"),
    DIAGNOSTICS_WORD,
    DIAGNOSTICS_ON,
];

const REPLAY_RULES: &[Rule] = commit_rules![
        rule(ALL, "u_row_pitch >= d_alloc*hv*V", "u row pitch {u_row_pitch} is smaller than D_alloc*HV*V"),
        rule(ALL, "k_row_pitch >= d_alloc*h*K", "k row pitch {k_row_pitch} is smaller than D_alloc*H*K"),
        rule(ALL, "decay_row_pitch >= d_alloc*hv*gate_width", "decay row pitch {decay_row_pitch} is smaller than D_alloc*HV*{gate_width}"),
        rule(ALL, "k_layer_pitch % 4 == 0 && k_row_pitch % 4 == 0", "k_layer_pitch and k_row_pitch ({k_layer_pitch}, {k_row_pitch}) must be multiples of 4 elements (16-byte chunks stay aligned)"),
        rule(ALL, "gate_width == 1 || (decay_layer_pitch % 4 == 0 && decay_row_pitch % 4 == 0)", "decay_layer_pitch and decay_row_pitch ({decay_layer_pitch}, {decay_row_pitch}) must be multiples of 4 elements for KDA (16-byte chunks stay aligned)"),
];

pub const GDN_COMMIT_SCATTER: Signature = Signature {
    family: Family::GdnCommitScatter,
    c_function: "deltagen_commit_scatter",
    args: &COMMIT_ARGS,
    derived: &[("steps", "max(draft, 1)")],
    params: &[
        tensor("pool", Elem::State, ALL, extent(POOL_BY_LAYER, "hv*V*K"), ALL),
        tensor("inter", Elem::State, NONE, extent(&[("layers", "inter_layer_pitch"), ("rows", "inter_row_pitch")], "steps*hv*V*K"), ALL),
        index("slot_indices", "slot_indices", ALL),
        index("row_indices", "row_indices", ALL),
        index("step_indices", "steps", ALL),
        index("track_slots", "track_slots", ALL),
        index("track_steps", "track_steps", ALL),
        i32p("num_layers", "layers"),
        i32p("num_requests", "requests"),
        i32p("num_slots", "slots"),
        i32p("num_rows", "rows"),
        i32p("num_steps", "draft"),
        i32p("num_v_heads", "hv"),
        i64p("pool_layer_pitch", "pool_layer_pitch"),
        i64p("pool_slot_pitch", "pool_slot_pitch"),
        i64p("inter_layer_pitch", "inter_layer_pitch"),
        i64p("inter_row_pitch", "inter_row_pitch"),
        DIAGNOSTICS_WORD,
        DIAGNOSTICS_ON,
    ],
    rules: commit_rules![
        rule(ALL, "inter_row_pitch >= d_alloc*hv*V*K", "inter row pitch {inter_row_pitch} is smaller than D_alloc*HV*V*K"),
        rule(ALL, "inter_layer_pitch % 4 == 0 && inter_row_pitch % 4 == 0", "inter_layer_pitch and inter_row_pitch ({inter_layer_pitch}, {inter_row_pitch}) must be multiples of 4 elements (16-byte chunks stay aligned)"),
    ],
    finite_nonzero: &[],
    chunked: &["pool", "inter"],
};

// ---------------------------------------------------------------------------------------
// conv_window_scatter

pub const CONV_ARGS: ArgStruct = ArgStruct {
    c_name: "deltagen_conv_args",
    doc: "The conv-window commit, every layer in one launch (deltagen_conv_scatter): conv [layers, slots, conv_dim, 3] and windows [layers, rows, conv_dim, d_alloc + 2], bf16, with layer/slot/row pitches.",
    fields: &[
        field("conv", FieldTy::Tensor, "the conv state pool, bf16"),
        field("windows", FieldTy::Tensor, "verify's conv windows, bf16"),
        field("slot_indices", FieldTy::Tensor, "[requests] i32: each request's pool slot"),
        field("row_indices", FieldTy::Tensor, "[requests] i32: each request's window row"),
        field("steps", FieldTy::Tensor, "[requests] i32: each request's accepted step (< 0: skip)"),
        field("track_slots", FieldTy::Tensor, "[requests] i32: slot of an extra tracked window"),
        field("track_steps", FieldTy::Tensor, "[requests] i32: step of the tracked window (< 0: none)"),
        field("layers", FieldTy::U64, "layers"),
        field("requests", FieldTy::U64, "requests"),
        field("slots", FieldTy::U64, "conv pool slots per layer"),
        field("rows", FieldTy::U64, "window rows per layer"),
        field("draft", FieldTy::U64, "steps verify ran (run-time D)"),
        field("d_alloc", FieldTy::U64, "the D the windows were allocated for"),
        field("conv_dim", FieldTy::U64, "conv channels"),
        field("conv_layer_pitch", FieldTy::U64, "elements between conv pool layers"),
        field("conv_slot_pitch", FieldTy::U64, "elements between conv pool slots"),
        field("win_layer_pitch", FieldTy::U64, "elements between window layers"),
        field("win_row_pitch", FieldTy::U64, "elements between window rows"),
        DIAGNOSTICS_FIELD,
    ],
};

/// The dtype of the conv windows: `conv_window_scatter` is generated for bf16 alone, and
/// its argument struct names no dtype.
pub const CONV_DTYPE: Scalar = Scalar::Bf16;

/// The state dtype a family's launches always have, where its argument struct has no
/// `dtypes` to choose one: the conv windows' ([`CONV_DTYPE`]).
pub fn fixed_state(family: Family) -> Option<Scalar> {
    match family {
        Family::ConvWindowScatter => Some(CONV_DTYPE),
        _ => None,
    }
}

pub const CONV_WINDOW_SCATTER: Signature = Signature {
    family: Family::ConvWindowScatter,
    c_function: "deltagen_conv_scatter",
    args: &CONV_ARGS,
    derived: &[("columns", "d_alloc + KC - 2")],
    params: &[
        tensor(
            "conv",
            Elem::State,
            ALL,
            extent(
                &[("layers", "conv_layer_pitch"), ("slots", "conv_slot_pitch")],
                "conv_dim*(KC - 1)",
            ),
            ALL,
        ),
        tensor(
            "windows",
            Elem::State,
            NONE,
            extent(
                &[("layers", "win_layer_pitch"), ("rows", "win_row_pitch")],
                "conv_dim*columns",
            ),
            ALL,
        ),
        index("slot_indices", "slot_indices", ALL),
        index("row_indices", "row_indices", ALL),
        index("step_indices", "steps", ALL),
        index("track_slots", "track_slots", ALL),
        index("track_steps", "track_steps", ALL),
        i32p("num_layers", "layers"),
        i32p("num_requests", "requests"),
        i32p("num_slots", "slots"),
        i32p("num_rows", "rows"),
        i32p("num_steps", "draft"),
        i32p("conv_dim", "conv_dim"),
        i64p("conv_layer_pitch", "conv_layer_pitch"),
        i64p("conv_slot_pitch", "conv_slot_pitch"),
        i64p("win_layer_pitch", "win_layer_pitch"),
        i64p("win_row_pitch", "win_row_pitch"),
        i64p("win_channel_pitch", "columns"),
        DIAGNOSTICS_WORD,
        DIAGNOSTICS_ON,
    ],
    rules: &[
        rule(
            ALL,
            "draft <= d_alloc",
            "run-time D = {draft} is larger than the allocated D = {d_alloc}",
        ),
        rule(
            ALL,
            "conv_slot_pitch >= conv_dim*(KC - 1)",
            "conv slot pitch {conv_slot_pitch} is smaller than conv_dim*(Kc-1)",
        ),
        // Every layer's work-groups write their own slots: layers that share a slot would
        // race (the commit families' pool has the same rule).
        rule(
            ALL,
            "layers <= 1 || conv_layer_pitch >= slots*conv_slot_pitch",
            "conv layer pitch {conv_layer_pitch} overlaps the slots of a layer (slots*conv_slot_pitch)",
        ),
        rule(
            ALL,
            "win_row_pitch >= conv_dim*columns",
            "window row pitch {win_row_pitch} is smaller than conv_dim*(D_alloc+Kc-2)",
        ),
    ],
    finite_nonzero: &[],
    chunked: &[],
};

#[cfg(test)]
mod tests {
    use super::super::expr::Expr;
    use super::*;

    /// Every expression parses and names only sizes of its struct, derived sizes and
    /// constants; every tensor field exists and is a tensor; every float is a float
    /// field; every struct field is used by some family or is configuration.
    #[test]
    fn every_signature_is_well_formed() {
        for family in Family::ALL {
            let sig = of(family);
            assert_eq!(sig.family, family);
            let mut known: Vec<String> = sig
                .args
                .fields
                .iter()
                .filter(|f| f.ty == FieldTy::U64)
                .map(|f| f.name.to_string())
                .collect();
            known.extend(CONSTANTS.iter().map(|(n, _)| n.to_string()));
            let check = |text: &str, known: &[String]| {
                let e = Expr::parse(text).unwrap_or_else(|e| panic!("{family}: {e}"));
                for n in e.names() {
                    assert!(
                        known.iter().any(|k| k == n),
                        "{family}: `{text}` names `{n}`"
                    );
                }
            };
            for (name, text) in sig.derived {
                check(text, &known);
                known.push(name.to_string());
            }
            for r in sig.rules {
                check(r.check, &known);
            }
            let mut seen: Vec<&str> = Vec::new();
            for p in sig.params {
                assert!(!seen.contains(&p.name), "{family}: `{}` twice", p.name);
                seen.push(p.name);
                match p.kind {
                    Kind::Tensor { field, len, .. } => {
                        assert_eq!(
                            sig.args.field(field).map(|f| f.ty),
                            Some(FieldTy::Tensor),
                            "{family}: {field}"
                        );
                        match len {
                            Len::Extent { dims, block } => {
                                for (c, pitch) in dims {
                                    check(c, &known);
                                    check(pitch, &known);
                                }
                                check(block, &known);
                            }
                            Len::Exactly(n) | Len::Optional(n) => check(n, &known),
                        }
                    }
                    Kind::Int { ty, value } => {
                        assert!(matches!(ty, Scalar::I32 | Scalar::I64));
                        check(value, &known);
                    }
                    Kind::Present { field } => {
                        assert!(
                            sig.params.iter().any(|q| matches!(
                                q.kind,
                                Kind::Tensor { field: f, len: Len::Optional(_), .. } if f == field
                            )),
                            "{family}: `{}` tells of `{field}`, which is no optional tensor",
                            p.name
                        );
                    }
                    Kind::Float => {
                        assert_eq!(
                            sig.args.field(p.name).map(|f| f.ty),
                            Some(FieldTy::F32),
                            "{family}: {}",
                            p.name
                        );
                    }
                }
            }
        }
        for s in ARG_STRUCTS {
            for f in s.fields {
                let used = Family::ALL
                    .iter()
                    .map(|f| of(*f))
                    .filter(|sig| sig.args == s)
                    .any(|sig| {
                        sig.params.iter().any(|p| match p.kind {
                            Kind::Tensor { field, .. } => field == f.name,
                            Kind::Float => p.name == f.name,
                            Kind::Present { field } => field == f.name,
                            Kind::Int { value, .. } => {
                                Expr::parse(value).is_ok_and(|e| e.names().contains(&f.name))
                            }
                        }) || sig.rules.iter().any(|r| {
                            Expr::parse(r.check).is_ok_and(|e| e.names().contains(&f.name))
                        }) || sig
                            .derived
                            .iter()
                            .any(|(_, d)| Expr::parse(d).is_ok_and(|e| e.names().contains(&f.name)))
                    });
                assert!(
                    used || matches!(f.ty, FieldTy::Dtypes | FieldTy::Mode),
                    "{}.{} is used by nothing",
                    s.c_name,
                    f.name
                );
            }
        }
    }
}
