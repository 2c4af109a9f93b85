/* deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
 * The C ABI of deltagen {{version}}: load the generated kernels for a device and launch
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

{{declarations}}
#ifdef __cplusplus
}
#endif
#endif
