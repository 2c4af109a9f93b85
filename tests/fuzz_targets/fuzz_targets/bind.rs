//! `runtime::launch::bind` with any argument struct: two bytes pick an instance of the
//! generated manifest, the rest is the C struct of its family, read at the offsets of
//! `vocab::cabi::layout` as the C ABI (`src/capi/lib.rs`) reads it.
#![no_main]

use deltagen::runtime::launch::{bind, Bindings, Bound};
use deltagen::runtime::Manifest;
use deltagen::vocab::cabi;
use deltagen::vocab::signature::{self, FieldTy};
use libfuzzer_sys::fuzz_target;
use std::path::Path;
use std::sync::OnceLock;

fn manifest() -> &'static Manifest {
    static M: OnceLock<Manifest> = OnceLock::new();
    M.get_or_init(|| {
        Manifest::load(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../../generated"))
            .expect("the generated manifest")
    })
}

fuzz_target!(|data: &[u8]| {
    let [lo, hi, bytes @ ..] = data else {
        return;
    };
    let m = manifest();
    let entry = &m.instances[(usize::from(*lo) | usize::from(*hi) << 8) % m.instances.len()];
    let layout = cabi::layout(signature::of(entry.family).args);
    let at = |off: usize, n: usize| {
        let mut out = [0u8; 8];
        if let Some(b) = bytes.get(off..off + n) {
            out[..n].copy_from_slice(b);
        }
        out
    };
    let u64_at = |off: usize| u64::from_ne_bytes(at(off, 8));
    let u32_at = |off: usize| {
        let [a, b, c, d, ..] = at(off, 4);
        [a, b, c, d]
    };
    let mut b = Bindings::default();
    for (f, off) in &layout.fields {
        match f.ty {
            FieldTy::Tensor => {
                let t = Bound {
                    ptr: u64_at(*off),
                    len: u64_at(off + 8),
                    dtype: None,
                };
                b.tensors.insert(f.name, t);
            }
            FieldTy::U64 => {
                b.sizes.insert(f.name, u64_at(*off));
            }
            FieldTy::F32 => {
                b.floats.insert(f.name, f32::from_ne_bytes(u32_at(*off)));
            }
            FieldTy::Mode => b.mode = cabi::mode_of_code(u32::from_ne_bytes(u32_at(*off))),
            FieldTy::Dtypes | FieldTy::CStr => {}
        }
    }
    match bind(entry, &b) {
        Ok(args) => assert_eq!(args.len(), entry.params.len()),
        Err(e) => {
            assert!(!e.problems.is_empty(), "a refusal without problems");
            assert!(
                e.problems.iter().all(|p| !p.trim().is_empty()),
                "an empty problem"
            );
        }
    }
});
