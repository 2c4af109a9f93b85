/* deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
 * The C ABI of deltagen {{version}}: load the generated kernels for a device and launch
 * verify / replay / commit on caller-owned device memory and a caller-provided stream.
 * Every function returns a status (0 = ok); deltagen_last_error() gives the message of the
 * calling thread's last failure. No exception or panic crosses this boundary.
 * Build the library: cargo build --release -p deltagen-capi   (target/release/libdeltagen.so)
 */
#ifndef DELTAGEN_H
#define DELTAGEN_H
#include <stdint.h>
#ifdef __cplusplus
extern "C" {
#endif

enum {
    DELTAGEN_OK = 0,
    DELTAGEN_ERR_INVALID = 1, /* bad arguments or configuration, nothing launched */
    DELTAGEN_ERR_DRIVER = 2,  /* the driver or a launch failed */
    DELTAGEN_ERR_PANIC = 3    /* an internal error; the message says where */
};

enum { DELTAGEN_DECODE = 0, DELTAGEN_SNAPSHOT = 1, DELTAGEN_TUPLE = 2 };

typedef struct deltagen_context deltagen_context;

/* A device tensor: its address and element count (the dtype is the parameter's). */
typedef struct {
    uint64_t ptr;
    uint64_t len;
} deltagen_tensor;

/* Dtypes and numerics profile, as strings: "f32", "bf16", "f16"; "portable" or
 * "triton-sm90" (NULL means portable). */
typedef struct {
    const char *profile;
    const char *act_dtype;
    const char *dt_bias_dtype;
    const char *pool_dtype;
} deltagen_dtypes;

/* One layer's verify. Shapes in elements: q/k [tokens, H, 128], v/o [tokens, HV, 128],
 * a/b [tokens, HV] (token strides given), pool [slots, HV, 128, 128] (slot pitch given),
 * inter [rows, d_alloc, HV, 128, 128] (snapshot), ring_u/k/decay (tuple). */
typedef struct {
    deltagen_dtypes dtypes;
    uint32_t mode;
    deltagen_tensor q, k, v, a, b, A_log, dt_bias, o, pool, h0_indices, cu_seqlens, inter_indices;
    deltagen_tensor inter, ring_u, ring_k, ring_decay;
    uint64_t requests, tokens, draft, d_alloc, slots, rows, h, hv;
    uint64_t stride_q, stride_k, stride_v, stride_a, stride_b, pool_slot_pitch;
    uint64_t inter_row_pitch, u_row_pitch, k_row_pitch, decay_row_pitch;
    float scale, softplus_beta, softplus_threshold;
} deltagen_verify_args;

/* The commit after acceptance, all layers in one launch: deltagen_replay (tuple path,
 * uses ring_*) or deltagen_commit_scatter (snapshot path, uses inter). */
typedef struct {
    deltagen_dtypes dtypes;
    deltagen_tensor pool, slot_indices, row_indices, steps, track_slots, track_steps;
    deltagen_tensor ring_u, ring_k, ring_decay, inter;
    uint64_t layers, requests, slots, rows, draft, d_alloc, h, hv;
    uint64_t pool_layer_pitch, pool_slot_pitch;
    uint64_t u_layer_pitch, u_row_pitch, k_layer_pitch, k_row_pitch, decay_layer_pitch, decay_row_pitch;
    uint64_t inter_layer_pitch, inter_row_pitch;
} deltagen_commit_args;

/* The conv-window commit, all layers in one launch: conv [layers, slots, conv_dim, 3] and
 * windows [layers, rows, conv_dim, d_alloc + 2], bf16, with layer/slot/row pitches. */
typedef struct {
    deltagen_tensor conv, windows, slot_indices, row_indices, steps, track_slots, track_steps;
    uint64_t layers, requests, slots, rows, draft, d_alloc, conv_dim;
    uint64_t conv_layer_pitch, conv_slot_pitch, win_layer_pitch, win_row_pitch;
} deltagen_conv_args;

int deltagen_create(const char *generated_dir, int device, deltagen_context **out);
void deltagen_destroy(deltagen_context *ctx);
const char *deltagen_last_error(void);
/* The one-line report of the kernels the context's last launch resolved to. */
const char *deltagen_resolved(const deltagen_context *ctx);
int deltagen_verify(deltagen_context *ctx, const deltagen_verify_args *args, void *stream);
int deltagen_replay(deltagen_context *ctx, const deltagen_commit_args *args, void *stream);
int deltagen_commit_scatter(deltagen_context *ctx, const deltagen_commit_args *args, void *stream);
int deltagen_conv_scatter(deltagen_context *ctx, const deltagen_conv_args *args, void *stream);

#ifdef __cplusplus
}
#endif
#endif
