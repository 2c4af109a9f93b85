//! The C ABI's argument structs (the C declarations are `templates/deltagen.h`, written to
//! `generated/include/deltagen.h`; `tests/capi_header.rs` compiles the header and checks
//! every size and offset against these). The functions are in `examples/deltagen_capi.rs`.

use std::ffi::c_char;

#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct DgTensor {
    pub ptr: u64,
    pub len: u64,
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct DgDtypes {
    pub profile: *const c_char,
    pub act_dtype: *const c_char,
    pub dt_bias_dtype: *const c_char,
    pub pool_dtype: *const c_char,
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct DgVerifyArgs {
    pub dtypes: DgDtypes,
    pub mode: u32,
    pub q: DgTensor,
    pub k: DgTensor,
    pub v: DgTensor,
    pub a: DgTensor,
    pub b: DgTensor,
    pub a_log: DgTensor,
    pub dt_bias: DgTensor,
    pub o: DgTensor,
    pub pool: DgTensor,
    pub h0_indices: DgTensor,
    pub cu_seqlens: DgTensor,
    pub inter_indices: DgTensor,
    pub inter: DgTensor,
    pub ring_u: DgTensor,
    pub ring_k: DgTensor,
    pub ring_decay: DgTensor,
    pub requests: u64,
    pub tokens: u64,
    pub draft: u64,
    pub d_alloc: u64,
    pub slots: u64,
    pub rows: u64,
    pub h: u64,
    pub hv: u64,
    pub stride_q: u64,
    pub stride_k: u64,
    pub stride_v: u64,
    pub stride_a: u64,
    pub stride_b: u64,
    pub pool_slot_pitch: u64,
    pub inter_row_pitch: u64,
    pub u_row_pitch: u64,
    pub k_row_pitch: u64,
    pub decay_row_pitch: u64,
    pub scale: f32,
    pub softplus_beta: f32,
    pub softplus_threshold: f32,
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct DgCommitArgs {
    pub dtypes: DgDtypes,
    pub pool: DgTensor,
    pub slot_indices: DgTensor,
    pub row_indices: DgTensor,
    pub steps: DgTensor,
    pub track_slots: DgTensor,
    pub track_steps: DgTensor,
    pub ring_u: DgTensor,
    pub ring_k: DgTensor,
    pub ring_decay: DgTensor,
    pub inter: DgTensor,
    pub layers: u64,
    pub requests: u64,
    pub slots: u64,
    pub rows: u64,
    pub draft: u64,
    pub d_alloc: u64,
    pub h: u64,
    pub hv: u64,
    pub pool_layer_pitch: u64,
    pub pool_slot_pitch: u64,
    pub u_layer_pitch: u64,
    pub u_row_pitch: u64,
    pub k_layer_pitch: u64,
    pub k_row_pitch: u64,
    pub decay_layer_pitch: u64,
    pub decay_row_pitch: u64,
    pub inter_layer_pitch: u64,
    pub inter_row_pitch: u64,
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct DgConvArgs {
    pub conv: DgTensor,
    pub windows: DgTensor,
    pub slot_indices: DgTensor,
    pub row_indices: DgTensor,
    pub steps: DgTensor,
    pub track_slots: DgTensor,
    pub track_steps: DgTensor,
    pub layers: u64,
    pub requests: u64,
    pub slots: u64,
    pub rows: u64,
    pub draft: u64,
    pub d_alloc: u64,
    pub conv_dim: u64,
    pub conv_layer_pitch: u64,
    pub conv_slot_pitch: u64,
    pub win_layer_pitch: u64,
    pub win_row_pitch: u64,
}

/// A C struct's name, size and checked `(field, offset)`s.
pub type StructLayout = (&'static str, usize, Vec<(&'static str, usize)>);

/// The layout of each struct, for the header check.
pub fn layout() -> Vec<StructLayout> {
    use std::mem::{offset_of, size_of};
    vec![
        (
            "deltagen_tensor",
            size_of::<DgTensor>(),
            vec![("len", offset_of!(DgTensor, len))],
        ),
        (
            "deltagen_dtypes",
            size_of::<DgDtypes>(),
            vec![("pool_dtype", offset_of!(DgDtypes, pool_dtype))],
        ),
        (
            "deltagen_verify_args",
            size_of::<DgVerifyArgs>(),
            vec![
                ("mode", offset_of!(DgVerifyArgs, mode)),
                ("q", offset_of!(DgVerifyArgs, q)),
                ("ring_decay", offset_of!(DgVerifyArgs, ring_decay)),
                ("requests", offset_of!(DgVerifyArgs, requests)),
                ("decay_row_pitch", offset_of!(DgVerifyArgs, decay_row_pitch)),
                ("scale", offset_of!(DgVerifyArgs, scale)),
                (
                    "softplus_threshold",
                    offset_of!(DgVerifyArgs, softplus_threshold),
                ),
            ],
        ),
        (
            "deltagen_commit_args",
            size_of::<DgCommitArgs>(),
            vec![
                ("pool", offset_of!(DgCommitArgs, pool)),
                ("inter", offset_of!(DgCommitArgs, inter)),
                ("layers", offset_of!(DgCommitArgs, layers)),
                ("inter_row_pitch", offset_of!(DgCommitArgs, inter_row_pitch)),
            ],
        ),
        (
            "deltagen_conv_args",
            size_of::<DgConvArgs>(),
            vec![
                ("track_steps", offset_of!(DgConvArgs, track_steps)),
                ("layers", offset_of!(DgConvArgs, layers)),
                ("win_row_pitch", offset_of!(DgConvArgs, win_row_pitch)),
            ],
        ),
    ]
}
