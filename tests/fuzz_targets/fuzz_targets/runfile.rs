//! `deltagen run` on any file: the first byte picks the kernel, the rest is the
//! safetensors input.
#![no_main]

use deltagen::ir::Kernel;
use deltagen::target::Arch;
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

fn kernels() -> &'static [Kernel] {
    static K: OnceLock<Vec<Kernel>> = OnceLock::new();
    K.get_or_init(|| {
        [
            ("conv_window_scatter", &[][..]),
            ("gdn_commit_scatter", &[][..]),
            ("gdn_replay", &[][..]),
            ("gdn_verify", &[("mode", "decode")][..]),
        ]
        .iter()
        .map(|(family, filters)| {
            let (inst, _) = deltagen::kernels::find(family, Arch::Sm90, filters).expect("instance");
            inst.build().expect("builds")
        })
        .collect()
    })
}

fuzz_target!(|data: &[u8]| {
    let Some((pick, file)) = data.split_first() else {
        return;
    };
    let ks = kernels();
    let kernel = &ks[usize::from(*pick) % ks.len()];
    if let Err(e) = deltagen::runfile::run(kernel, file) {
        assert!(!e.trim().is_empty(), "an empty refusal");
    }
});
