//! `runtime::Manifest::parse` on any text: a manifest or an error that says what is wrong.
#![no_main]

use deltagen::runtime::Manifest;
use libfuzzer_sys::fuzz_target;
use std::path::Path;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Err(e) = Manifest::parse(Path::new("generated"), &text) {
        assert!(!e.trim().is_empty(), "an empty refusal");
    }
});
