/* deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
 * The C ABI of deltagen 0.1.0: load the generated kernels for a device and launch
 * verify / replay / commit on caller-owned device memory and a caller-provided stream.
 * Every function that creates a context or launches returns a status (0 = ok);
 * deltagen_last_error() gives the message of the calling thread's last failure (or of the
 * last DELTAGEN_CHECKED result). The queries (deltagen_last_error, deltagen_resolved,
 * deltagen_plan, deltagen_resolve) return strings, NULL on error for the last two;
 * deltagen_destroy returns nothing. No exception or panic crosses this boundary.
 * Tensors are bare pointers: each must have the dtype its parameter takes for the
 * deltagen_dtypes the call names (the binder checks lengths and alignment, not dtypes).
 * The declarations below are written from the kernel signatures (src/vocab/signature.rs,
 * src/vocab/cabi.rs); generated/python/deltagen_abi.py mirrors them for ctypes.
 * Build the library: cargo build --release -p deltagen-capi   (target/release/libdeltagen.so)
 */
#ifndef DELTAGEN_H
#define DELTAGEN_H
#include <stdint.h>
#ifdef __cplusplus
extern "C" {
#endif

enum {
    DELTAGEN_OK = 0, /* success */
    DELTAGEN_ERR_INVALID = 1, /* bad arguments or configuration, nothing launched */
    DELTAGEN_ERR_DRIVER = 2, /* the driver or a launch failed */
    DELTAGEN_ERR_PANIC = 3, /* an internal error; the message says where */
    DELTAGEN_CHECKED = 4 /* the arguments are valid; a host-only context (deltagen_create_host) launches nothing */
};

/* Verify modes (deltagen_verify_args.mode). */
enum {
    DELTAGEN_DECODE = 0,
    DELTAGEN_SNAPSHOT = 1,
    DELTAGEN_TUPLE = 2,
    DELTAGEN_FOLD = 3
};

/* Flags of the diagnostics word (the optional `diagnostics` tensor of every struct):
 * what a launch skipped because an index it read on the device was out of range. */
enum {
    DELTAGEN_DIAG_TOKEN_RANGE = 0x1, /* verify skipped a request whose cu_seqlens range is not 0 <= bos <= eos <= tokens */
    DELTAGEN_DIAG_TOO_MANY_TOKENS = 0x2, /* verify skipped a request with more tokens than d_alloc (snapshot, tuple and fold modes), or a tree with more than 16 tokens where its instance takes at most 16 */
    DELTAGEN_DIAG_SLOT = 0x4, /* a pool slot index out of range: verify started from a zero state (h0 >= slots), a commit skipped its request */
    DELTAGEN_DIAG_ROW = 0x8, /* a ring row index out of range: verify stored no snapshot or tuple (row >= rows; a snapshot tree without a row, or a bad fold entry row, skips the whole request), a commit skipped its request */
    DELTAGEN_DIAG_STEP = 0x10, /* a request skipped for a step out of range: a commit's accepted step >= draft, a tree parent that is not an earlier token or a replay path that is not increasing from node 0 below draft, or a fold count or entry step out of range */
    DELTAGEN_DIAG_TRACK = 0x20 /* a request skipped (a commit's, or a fold verify's) whose track slot is out of range or whose track step is past the accepted step */
};

typedef struct deltagen_context deltagen_context;

/* A device tensor: its address and element count (the dtype is the parameter's).
 * sizeof = 16 */
typedef struct {
    uint64_t ptr;                        /* device address; offset 0 */
    uint64_t len;                        /* element count; offset 8 */
} deltagen_tensor;

/* Dtypes and numerics profile, as strings: "f32", "bf16", "f16"; "portable" or
 * "triton-sm90" (NULL means portable; a NULL dtype means the default: act bf16, dt_bias
 * f32, pool f32).
 * sizeof = 32 */
typedef struct {
    const char *profile;                 /* offset 0 */
    const char *act_dtype;               /* offset 8 */
    const char *dt_bias_dtype;           /* offset 16 */
    const char *pool_dtype;              /* offset 24 */
} deltagen_dtypes;

/* One layer's verify (deltagen_verify). Shapes in elements: q/k [tokens, H, 128] and v
 * [tokens, HV, 128] with token strides (views of a fused qkv tensor work), a/b [tokens,
 * HV] with token strides, o [tokens, HV, 128] contiguous, pool [slots, HV, 128, 128]
 * with a slot pitch; snapshot mode: inter [rows, d_alloc, HV, 128, 128]; tuple and fold
 * modes: ring_u [rows, d_alloc, HV, 128], ring_k [rows, d_alloc, H, 128], ring_decay
 * [rows, d_alloc, HV].
 * sizeof = 592 */
typedef struct {
    deltagen_dtypes dtypes;              /* numerics profile and dtypes; offset 0 */
    uint32_t mode;                       /* DELTAGEN_DECODE, DELTAGEN_SNAPSHOT, DELTAGEN_TUPLE or
                                          * DELTAGEN_FOLD; offset 32 */
    deltagen_tensor q;                   /* queries, act dtype; gdn_verify `q`: act dtype, len >=
                                          * (tokens-1)*stride_q + h*K, aligned to 4 elements; kda_verify
                                          * `q`: act dtype, len >= (tokens-1)*stride_q + h*K, aligned to
                                          * 4 elements; offset 40 */
    deltagen_tensor k;                   /* keys, act dtype; gdn_verify `k`: act dtype, len >=
                                          * (tokens-1)*stride_k + h*K, aligned to 4 elements; kda_verify
                                          * `k`: act dtype, len >= (tokens-1)*stride_k + h*K, aligned to
                                          * 4 elements; offset 56 */
    deltagen_tensor v;                   /* values, act dtype; gdn_verify `v`: act dtype, len >=
                                          * (tokens-1)*stride_v + hv*V; kda_verify `v`: act dtype, len
                                          * >= (tokens-1)*stride_v + hv*V; offset 72 */
    deltagen_tensor a;                   /* decay gate input, act dtype; gdn_verify `a`: act dtype, len
                                          * >= (tokens-1)*stride_a + hv*gate_width; kda_verify `a`: act
                                          * dtype, len >= (tokens-1)*stride_a + hv*gate_width, aligned
                                          * to 4 elements; offset 88 */
    deltagen_tensor b;                   /* beta gate input, act dtype; gdn_verify `b`: act dtype, len
                                          * >= (tokens-1)*stride_b + hv; kda_verify `b`: act dtype, len
                                          * >= (tokens-1)*stride_b + hv; offset 104 */
    deltagen_tensor A_log;               /* [HV] f32; gdn_verify `A_log`: f32, len >= hv; kda_verify
                                          * `A_log`: f32, len >= hv; offset 120 */
    deltagen_tensor dt_bias;             /* [HV], dt_bias dtype; gdn_verify `dt_bias`: dt_bias dtype,
                                          * len >= hv*gate_width; kda_verify `dt_bias`: dt_bias dtype,
                                          * len >= hv*gate_width, aligned to 4 elements; offset 136 */
    deltagen_tensor o;                   /* output, act dtype; gdn_verify `o`: act dtype, len >=
                                          * tokens*hv*V; kda_verify `o`: act dtype, len >= tokens*hv*V;
                                          * offset 152 */
    deltagen_tensor pool;                /* the state pool, pool dtype; gdn_verify `pool`: state dtype,
                                          * len >= (slots-1)*pool_slot_pitch + hv*V*K, aligned to 4
                                          * elements; kda_verify `pool`: state dtype, len >=
                                          * (slots-1)*pool_slot_pitch + hv*V*K, aligned to 4 elements;
                                          * offset 168 */
    deltagen_tensor h0_indices;          /* [requests] i32: each request's pool slot (< 0: padding);
                                          * gdn_verify `h0_indices`: i32, len == requests; kda_verify
                                          * `h0_indices`: i32, len == requests; offset 184 */
    deltagen_tensor cu_seqlens;          /* [requests + 1] i32: token offsets; gdn_verify `cu_seqlens`:
                                          * i32, len == requests + 1; kda_verify `cu_seqlens`: i32, len
                                          * == requests + 1; offset 200 */
    deltagen_tensor inter_indices;       /* [requests] i32: each request's ring row (< 0: none);
                                          * snapshot, tuple and fold; gdn_verify `inter_indices`: i32,
                                          * len == requests; kda_verify `inter_indices`: i32, len ==
                                          * requests; offset 216 */
    deltagen_tensor inter;               /* snapshots, pool dtype; snapshot mode; gdn_verify `inter`:
                                          * state dtype, len >= (rows-1)*inter_row_pitch +
                                          * d_alloc*hv*V*K, aligned to 4 elements; kda_verify `inter`:
                                          * state dtype, len >= (rows-1)*inter_row_pitch +
                                          * d_alloc*hv*V*K, aligned to 4 elements; offset 232 */
    deltagen_tensor ring_u;              /* tuple u, f32; tuple and fold modes; gdn_verify `ring_u`:
                                          * f32, len >= (rows-1)*u_row_pitch + d_alloc*hv*V; kda_verify
                                          * `ring_u`: f32, len >= (rows-1)*u_row_pitch + d_alloc*hv*V;
                                          * offset 248 */
    deltagen_tensor ring_k;              /* tuple k, f32; tuple and fold modes; gdn_verify `ring_k`:
                                          * f32, len >= (rows-1)*k_row_pitch + d_alloc*h*K, aligned to 4
                                          * elements; kda_verify `ring_k`: f32, len >=
                                          * (rows-1)*k_row_pitch + d_alloc*h*K, aligned to 4 elements;
                                          * offset 264 */
    deltagen_tensor ring_decay;          /* tuple decay, f32; tuple and fold modes; gdn_verify
                                          * `ring_decay`: f32, len >= (rows-1)*decay_row_pitch +
                                          * d_alloc*hv*gate_width; kda_verify `ring_decay`: f32, len >=
                                          * (rows-1)*decay_row_pitch + d_alloc*hv*gate_width, aligned to
                                          * 4 elements; offset 280 */
    uint64_t requests;                   /* requests in the batch; offset 296 */
    uint64_t tokens;                     /* tokens of the launch (cu_seqlens[requests]); the kernel
                                          * skips a request whose cu_seqlens range is not 0 <= bos <=
                                          * eos <= tokens (and, snapshot/tuple/fold, eos - bos <=
                                          * d_alloc); offset 304 */
    uint64_t draft;                      /* the largest tokens per request (the draft length D); offset
                                          * 312 */
    uint64_t d_alloc;                    /* the D the ring was allocated for; offset 320 */
    uint64_t slots;                      /* pool slots; offset 328 */
    uint64_t rows;                       /* ring rows; offset 336 */
    uint64_t h;                          /* key heads H; offset 344 */
    uint64_t hv;                         /* value heads HV; offset 352 */
    uint64_t stride_q;                   /* token stride of q; offset 360 */
    uint64_t stride_k;                   /* token stride of k; offset 368 */
    uint64_t stride_v;                   /* token stride of v; offset 376 */
    uint64_t stride_a;                   /* token stride of a; offset 384 */
    uint64_t stride_b;                   /* token stride of b; offset 392 */
    uint64_t pool_slot_pitch;            /* elements between pool slots; offset 400 */
    uint64_t inter_row_pitch;            /* elements between snapshot rows; offset 408 */
    uint64_t u_row_pitch;                /* elements between ring_u rows; offset 416 */
    uint64_t k_row_pitch;                /* elements between ring_k rows; offset 424 */
    uint64_t decay_row_pitch;            /* elements between ring_decay rows; offset 432 */
    float scale;                         /* query scale; offset 440 */
    float softplus_beta;                 /* softplus beta of the gate; offset 444 */
    float softplus_threshold;            /* softplus threshold of the gate; offset 448 */
    deltagen_tensor decay;               /* KDA only, optional [tokens, HV, 128] f32: the decays
                                          * deltagen_kda_gate wrote; given, verify reads them instead of
                                          * computing its gates (NULL with len 0: computed); gdn_verify
                                          * `decay`: f32, len == tokens*hv*gate_width, or NULL with len
                                          * == 0; kda_verify `decay`: f32, len == tokens*hv*gate_width,
                                          * or NULL with len == 0, aligned to 4 elements; offset 456 */
    deltagen_tensor parents;             /* optional [requests, d_alloc] i32, snapshot and tuple modes:
                                          * an EAGLE tree (SGLang's retrieve_parent_token): token t >= 1
                                          * continues from the state after token parents[n][t], 0 <=
                                          * parents[n][t] < t, entry 0 unused; in snapshot mode the
                                          * request needs a ring row, in tuple mode (and the portable
                                          * snapshot tree of a bf16 pool) it has at most 16 tokens (NULL
                                          * with len 0: a chain); gdn_verify `parents`: i32, len ==
                                          * requests*d_alloc, or NULL with len == 0; kda_verify
                                          * `parents`: i32, len == requests*d_alloc, or NULL with len ==
                                          * 0; offset 472 */
    deltagen_tensor fold_rows;           /* [requests * fold_depth] i32: per request, the ring rows of
                                          * the committed steps not yet in the pool, oldest first (never
                                          * a row any request of the launch writes: inter_indices); fold
                                          * mode; gdn_verify `fold_rows`: i32, len ==
                                          * requests*fold_depth; kda_verify `fold_rows`: i32, len ==
                                          * requests*fold_depth; offset 488 */
    deltagen_tensor fold_steps;          /* [requests * fold_depth] i32: the accepted step of each of
                                          * those rows (accepted tokens - 1); fold mode; gdn_verify
                                          * `fold_steps`: i32, len == requests*fold_depth; kda_verify
                                          * `fold_steps`: i32, len == requests*fold_depth; offset 504 */
    deltagen_tensor fold_counts;         /* [requests] i32: how many entries of the request hold
                                          * committed steps (0 ..= fold_depth); when it equals
                                          * fold_depth the folded state is written back to the pool
                                          * slot; fold mode; gdn_verify `fold_counts`: i32, len ==
                                          * requests; kda_verify `fold_counts`: i32, len == requests;
                                          * offset 520 */
    deltagen_tensor track_slots;         /* [requests] i32: pool slot that also gets the state after
                                          * track_steps[n] of the newest entry; fold mode; gdn_verify
                                          * `track_slots`: i32, len == requests; kda_verify
                                          * `track_slots`: i32, len == requests; offset 536 */
    deltagen_tensor track_steps;         /* [requests] i32: step of the newest entry whose state goes to
                                          * track_slots[n] (< 0: none); fold mode; gdn_verify
                                          * `track_steps`: i32, len == requests; kda_verify
                                          * `track_steps`: i32, len == requests; offset 552 */
    uint64_t fold_depth;                 /* entries per request R, 1 ..= 16 (1: the eager commit, the
                                          * pool is written back every step; R > 1: lazy, every R
                                          * steps); fold mode; offset 568 */
    deltagen_tensor diagnostics;         /* optional [1] i32 the launch ORs DELTAGEN_DIAG_* flags into
                                          * when it skips work for an out-of-range index (NULL with len
                                          * 0: none); gdn_verify `diagnostics`: i32, len == 1, or NULL
                                          * with len == 0; kda_verify `diagnostics`: i32, len == 1, or
                                          * NULL with len == 0; offset 576 */
} deltagen_verify_args;

/* The commit after acceptance, every layer in one launch: deltagen_replay (tuple path,
 * reads ring_*) or deltagen_commit_scatter (snapshot path, reads inter). pool [layers,
 * slots, HV, 128, 128] with layer and slot pitches; ring_u [layers, rows, d_alloc, HV,
 * 128], ring_k [layers, rows, d_alloc, H, 128], ring_decay [layers, rows, d_alloc, HV],
 * inter [layers, rows, d_alloc, HV, 128, 128], with layer and row pitches.
 * sizeof = 368 */
typedef struct {
    deltagen_dtypes dtypes;              /* numerics profile and dtypes (the pool dtype picks the
                                          * instance); offset 0 */
    deltagen_tensor pool;                /* the state pool, pool dtype; gdn_replay `pool`: state dtype,
                                          * len >= (layers-1)*pool_layer_pitch +
                                          * (slots-1)*pool_slot_pitch + hv*V*K, aligned to 4 elements;
                                          * gdn_commit_scatter `pool`: state dtype, len >=
                                          * (layers-1)*pool_layer_pitch + (slots-1)*pool_slot_pitch +
                                          * hv*V*K, aligned to 4 elements; kda_replay `pool`: state
                                          * dtype, len >= (layers-1)*pool_layer_pitch +
                                          * (slots-1)*pool_slot_pitch + hv*V*K, aligned to 4 elements;
                                          * offset 32 */
    deltagen_tensor slot_indices;        /* [requests] i32: each request's pool slot; gdn_replay
                                          * `slot_indices`: i32, len == requests; gdn_commit_scatter
                                          * `slot_indices`: i32, len == requests; kda_replay
                                          * `slot_indices`: i32, len == requests; offset 48 */
    deltagen_tensor row_indices;         /* [requests] i32: each request's ring row; gdn_replay
                                          * `row_indices`: i32, len == requests; gdn_commit_scatter
                                          * `row_indices`: i32, len == requests; kda_replay
                                          * `row_indices`: i32, len == requests; offset 64 */
    deltagen_tensor steps;               /* [requests] i32: each request's accepted step (< 0: skip);
                                          * gdn_replay `accepted_steps`: i32, len == requests;
                                          * gdn_commit_scatter `step_indices`: i32, len == requests;
                                          * kda_replay `accepted_steps`: i32, len == requests; offset 80 */
    deltagen_tensor track_slots;         /* [requests] i32: slot of an extra tracked state; gdn_replay
                                          * `track_slots`: i32, len == requests; gdn_commit_scatter
                                          * `track_slots`: i32, len == requests; kda_replay
                                          * `track_slots`: i32, len == requests; offset 96 */
    deltagen_tensor track_steps;         /* [requests] i32: step of the tracked state (< 0: none);
                                          * gdn_replay `track_steps`: i32, len == requests;
                                          * gdn_commit_scatter `track_steps`: i32, len == requests;
                                          * kda_replay `track_steps`: i32, len == requests; offset 112 */
    deltagen_tensor ring_u;              /* tuple u, f32 (replay); gdn_replay `ring_u`: f32, len >=
                                          * (layers-1)*u_layer_pitch + (rows-1)*u_row_pitch +
                                          * steps*hv*V; kda_replay `ring_u`: f32, len >=
                                          * (layers-1)*u_layer_pitch + (rows-1)*u_row_pitch +
                                          * steps*hv*V; offset 128 */
    deltagen_tensor ring_k;              /* tuple k, f32 (replay); gdn_replay `ring_k`: f32, len >=
                                          * (layers-1)*k_layer_pitch + (rows-1)*k_row_pitch + steps*h*K,
                                          * aligned to 4 elements; kda_replay `ring_k`: f32, len >=
                                          * (layers-1)*k_layer_pitch + (rows-1)*k_row_pitch + steps*h*K,
                                          * aligned to 4 elements; offset 144 */
    deltagen_tensor ring_decay;          /* tuple decay, f32 (replay); gdn_replay `ring_decay`: f32, len
                                          * >= (layers-1)*decay_layer_pitch + (rows-1)*decay_row_pitch +
                                          * steps*hv*gate_width; kda_replay `ring_decay`: f32, len >=
                                          * (layers-1)*decay_layer_pitch + (rows-1)*decay_row_pitch +
                                          * steps*hv*gate_width, aligned to 4 elements; offset 160 */
    deltagen_tensor inter;               /* snapshots, pool dtype (commit scatter); gdn_commit_scatter
                                          * `inter`: state dtype, len >= (layers-1)*inter_layer_pitch +
                                          * (rows-1)*inter_row_pitch + steps*hv*V*K, aligned to 4
                                          * elements; offset 176 */
    deltagen_tensor path;                /* optional [requests, d_alloc] i32, replay of an EAGLE tree:
                                          * each request's accepted path, the node index of each
                                          * accepted position from the root (node 0 first, increasing);
                                          * steps and track_steps count positions along it. The
                                          * triton-sm90 profile's replay rounds the state to a bf16 pool
                                          * after every step of a path, as its tree verify does (NULL
                                          * with len 0: a chain; the scatter takes the accepted node's
                                          * index in steps instead); gdn_replay `path`: i32, len ==
                                          * requests*d_alloc, or NULL with len == 0; kda_replay `path`:
                                          * i32, len == requests*d_alloc, or NULL with len == 0; offset
                                          * 192 */
    uint64_t layers;                     /* layers; offset 208 */
    uint64_t requests;                   /* requests; offset 216 */
    uint64_t slots;                      /* pool slots per layer; offset 224 */
    uint64_t rows;                       /* ring rows per layer; offset 232 */
    uint64_t draft;                      /* steps verify ran (run-time D); offset 240 */
    uint64_t d_alloc;                    /* the D the ring was allocated for; offset 248 */
    uint64_t h;                          /* key heads H; offset 256 */
    uint64_t hv;                         /* value heads HV; offset 264 */
    uint64_t pool_layer_pitch;           /* elements between pool layers; offset 272 */
    uint64_t pool_slot_pitch;            /* elements between pool slots; offset 280 */
    uint64_t u_layer_pitch;              /* elements between ring_u layers; offset 288 */
    uint64_t u_row_pitch;                /* elements between ring_u rows; offset 296 */
    uint64_t k_layer_pitch;              /* elements between ring_k layers; offset 304 */
    uint64_t k_row_pitch;                /* elements between ring_k rows; offset 312 */
    uint64_t decay_layer_pitch;          /* elements between ring_decay layers; offset 320 */
    uint64_t decay_row_pitch;            /* elements between ring_decay rows; offset 328 */
    uint64_t inter_layer_pitch;          /* elements between snapshot layers; offset 336 */
    uint64_t inter_row_pitch;            /* elements between snapshot rows; offset 344 */
    deltagen_tensor diagnostics;         /* optional [1] i32 the launch ORs DELTAGEN_DIAG_* flags into
                                          * when it skips work for an out-of-range index (NULL with len
                                          * 0: none); gdn_replay `diagnostics`: i32, len == 1, or NULL
                                          * with len == 0; gdn_commit_scatter `diagnostics`: i32, len ==
                                          * 1, or NULL with len == 0; kda_replay `diagnostics`: i32, len
                                          * == 1, or NULL with len == 0; offset 352 */
} deltagen_commit_args;

/* The conv-window commit, every layer in one launch (deltagen_conv_scatter): conv
 * [layers, slots, conv_dim, 3] and windows [layers, rows, conv_dim, d_alloc + 2], bf16,
 * with layer/slot/row pitches.
 * sizeof = 216 */
typedef struct {
    deltagen_tensor conv;                /* the conv state pool, bf16; conv_window_scatter `conv`: state
                                          * dtype, len >= (layers-1)*conv_layer_pitch +
                                          * (slots-1)*conv_slot_pitch + conv_dim*(KC - 1); offset 0 */
    deltagen_tensor windows;             /* verify's conv windows, bf16; conv_window_scatter `windows`:
                                          * state dtype, len >= (layers-1)*win_layer_pitch +
                                          * (rows-1)*win_row_pitch + conv_dim*columns; offset 16 */
    deltagen_tensor slot_indices;        /* [requests] i32: each request's pool slot;
                                          * conv_window_scatter `slot_indices`: i32, len == requests;
                                          * offset 32 */
    deltagen_tensor row_indices;         /* [requests] i32: each request's window row;
                                          * conv_window_scatter `row_indices`: i32, len == requests;
                                          * offset 48 */
    deltagen_tensor steps;               /* [requests] i32: each request's accepted step (< 0: skip);
                                          * conv_window_scatter `step_indices`: i32, len == requests;
                                          * offset 64 */
    deltagen_tensor track_slots;         /* [requests] i32: slot of an extra tracked window;
                                          * conv_window_scatter `track_slots`: i32, len == requests;
                                          * offset 80 */
    deltagen_tensor track_steps;         /* [requests] i32: step of the tracked window (< 0: none);
                                          * conv_window_scatter `track_steps`: i32, len == requests;
                                          * offset 96 */
    uint64_t layers;                     /* layers; offset 112 */
    uint64_t requests;                   /* requests; offset 120 */
    uint64_t slots;                      /* conv pool slots per layer; offset 128 */
    uint64_t rows;                       /* window rows per layer; offset 136 */
    uint64_t draft;                      /* steps verify ran (run-time D); offset 144 */
    uint64_t d_alloc;                    /* the D the windows were allocated for; offset 152 */
    uint64_t conv_dim;                   /* conv channels; offset 160 */
    uint64_t conv_layer_pitch;           /* elements between conv pool layers; offset 168 */
    uint64_t conv_slot_pitch;            /* elements between conv pool slots; offset 176 */
    uint64_t win_layer_pitch;            /* elements between window layers; offset 184 */
    uint64_t win_row_pitch;              /* elements between window rows; offset 192 */
    deltagen_tensor diagnostics;         /* optional [1] i32 the launch ORs DELTAGEN_DIAG_* flags into
                                          * when it skips work for an out-of-range index (NULL with len
                                          * 0: none); conv_window_scatter `diagnostics`: i32, len == 1,
                                          * or NULL with len == 0; offset 200 */
} deltagen_conv_args;

/* KDA's decays for one layer (deltagen_kda_gate), once per (token, value head, channel),
 * for deltagen_kda_verify's optional decay: a [tokens, HV*128] with a token stride,
 * dt_bias [HV*128], A_log [HV], decay [tokens, HV, 128] f32 contiguous.
 * sizeof = 160 */
typedef struct {
    deltagen_dtypes dtypes;              /* numerics profile and dtypes (act: a; dt_bias); offset 0 */
    deltagen_tensor a;                   /* gate input, act dtype; kda_gate `a`: act dtype, len >=
                                          * (tokens-1)*stride_a + hv*K; offset 32 */
    deltagen_tensor A_log;               /* [HV] f32; kda_gate `A_log`: f32, len >= hv; offset 48 */
    deltagen_tensor dt_bias;             /* [HV*128], dt_bias dtype; kda_gate `dt_bias`: dt_bias dtype,
                                          * len >= hv*K; offset 64 */
    deltagen_tensor decay;               /* [tokens, HV, 128] f32: exp(g), written; kda_gate `decay`:
                                          * f32, len >= tokens*hv*K; offset 80 */
    uint64_t tokens;                     /* tokens of the launch; offset 96 */
    uint64_t hv;                         /* value heads HV; offset 104 */
    uint64_t stride_a;                   /* token stride of a; offset 112 */
    uint64_t safe_gate;                  /* 0: g = -exp(A_log)*softplus(a + dt_bias) (Kimi Linear); 1:
                                          * the safe gate, g = lower_bound*sigmoid(exp(A_log)*(a +
                                          * dt_bias)); offset 120 */
    float softplus_beta;                 /* softplus beta of the gate; offset 128 */
    float softplus_threshold;            /* softplus threshold of the gate; offset 132 */
    float lower_bound;                   /* the safe gate's lower bound (-5 in the models that use it);
                                          * finite and non-zero, unused by the softplus form; offset 136 */
    deltagen_tensor diagnostics;         /* optional [1] i32 the launch ORs DELTAGEN_DIAG_* flags into
                                          * when it skips work for an out-of-range index (NULL with len
                                          * 0: none); kda_gate `diagnostics`: i32, len == 1, or NULL
                                          * with len == 0; offset 144 */
} deltagen_kda_gate_args;

/* Load the manifest of `generated_dir` and create a context on CUDA device `device`. It makes the device's primary context current on the calling thread and leaves it so. Every later call of the context loads, launches and frees in that primary context, whatever context the calling thread has current (made current for the call, the caller's put back after), so with several GPUs each deltagen context works on its own device; a launch's `stream` must be a stream of that device (its primary context), or NULL for that context's default stream. */
int deltagen_create(const char *generated_dir, int device, deltagen_context **out);
/* A context without a device, for checking arguments where there is no GPU: it resolves and validates every launch for `arch` ("sm_90", ...) exactly as a device context does and returns DELTAGEN_CHECKED instead of launching. */
int deltagen_create_host(const char *generated_dir, const char *arch, deltagen_context **out);
/* Free a context (NULL is ignored). */
void deltagen_destroy(deltagen_context *ctx);
/* The message of the calling thread's last failure. */
const char *deltagen_last_error(void);
/* The one-line report of the kernels the context's last snapshot, tuple or fold verify launch resolved to (decode verify, replay, the scatters and the gate pre-pass leave it as it was). */
const char *deltagen_resolved(const deltagen_context *ctx);
/* From now on (on = 1) or not (on = 0, the default), launch the verify instances that wait for the previous kernel (manifest fact `pdl`: sm_90 and later) with programmatic dependent launch: each starts loading its indices and state while the kernel before it in the stream finishes. The engine's condition: the kernel launched just before a verify must not write that verify's index arrays, the pool slots it reads, its gate weights (A_log, dt_bias) or, in fold mode, the ring rows it folds, all of which some instances load before the wait. */
int deltagen_set_pdl(deltagen_context *ctx, int on);
/* The memory plan of `query`, a JSON object of `deltagen plan`'s options (`{"model": "Qwen3.6-35B-A3B", "draft": 4, "requests": 25}`; names with `_` for `-`), as the JSON document `deltagen plan --json` prints; NULL on a bad query (deltagen_last_error says what). The text stays valid until the calling thread's next deltagen_plan or deltagen_resolve. */
const char *deltagen_plan(const char *query);
/* Validate a configuration (a JSON object of runtime::dispatch::Config's settings: `{"mode": "tuple", "pool_dtype": "bf16", "draft": 4, "hv": 32}`; the arch defaults to the context's) against the context's kernels and resolve the instances a batch of `requests` runs: a JSON document with `verify`, `commit` and the one-line report `line`; NULL when the configuration is refused (deltagen_last_error names the setting and what works). The text stays valid until the calling thread's next deltagen_plan or deltagen_resolve. */
const char *deltagen_resolve(const deltagen_context *ctx, const char *config, uint64_t requests);
/* Launch gdn_verify on `stream` (a CUstream; NULL: the default stream). */
int deltagen_verify(deltagen_context *ctx, const deltagen_verify_args *args, void *stream);
/* Launch gdn_replay on `stream` (a CUstream; NULL: the default stream). */
int deltagen_replay(deltagen_context *ctx, const deltagen_commit_args *args, void *stream);
/* Launch gdn_commit_scatter on `stream` (a CUstream; NULL: the default stream). */
int deltagen_commit_scatter(deltagen_context *ctx, const deltagen_commit_args *args, void *stream);
/* Launch conv_window_scatter on `stream` (a CUstream; NULL: the default stream). */
int deltagen_conv_scatter(deltagen_context *ctx, const deltagen_conv_args *args, void *stream);
/* Launch kda_verify on `stream` (a CUstream; NULL: the default stream). */
int deltagen_kda_verify(deltagen_context *ctx, const deltagen_verify_args *args, void *stream);
/* Launch kda_replay on `stream` (a CUstream; NULL: the default stream). */
int deltagen_kda_replay(deltagen_context *ctx, const deltagen_commit_args *args, void *stream);
/* Launch kda_gate on `stream` (a CUstream; NULL: the default stream). */
int deltagen_kda_gate(deltagen_context *ctx, const deltagen_kda_gate_args *args, void *stream);

#ifdef __cplusplus
}
#endif
#endif
