# deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
"""ctypes mirrors of the C ABI of deltagen {{version}} (generated/include/deltagen.h).

Written from the kernel signatures (src/vocab/signature.rs, src/vocab/cabi.rs), like the
header. `load(path)` opens the C ABI library with every function's types declared;
`LAYOUT` is the size and field offsets deltagen expects of each struct (a test checks
ctypes against it).
"""
{{module}}