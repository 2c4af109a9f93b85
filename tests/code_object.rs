//! Every generated `.hsaco` declares exactly its kernel, and its metadata's argument
//! offsets and kernarg size are the ones the launch ABI packs: the HIP loader's arguments
//! are checked against the binary itself, on the CPU.

mod common;

use deltagen::runtime::abi::pack;
use deltagen::runtime::code_object::kernels;
use deltagen::runtime::Manifest;
use deltagen::target::Vendor;
use std::path::Path;

#[test]
fn hsaco_metadata_matches_the_launch_abi() {
    let m =
        Manifest::load(&Path::new(env!("CARGO_MANIFEST_DIR")).join("generated")).expect("manifest");
    let mut checked = 0;
    for e in m
        .instances
        .iter()
        .filter(|e| e.arch.vendor() == Vendor::Amd)
    {
        let hsaco = m.read_verified(e, "hsaco").expect("hsaco");
        let ks = kernels(&hsaco).unwrap_or_else(|err| panic!("{}: {err}", e.name));
        assert_eq!(ks.len(), 1, "{}: {ks:?}", e.name);
        let k = &ks[0];
        assert_eq!(k.name, e.entry);
        assert_eq!(k.symbol, format!("{}.kd", e.entry));
        let args = common::ones_args(&e.params);
        let packed = pack(&e.params, &args).expect("packs");
        let offsets: Vec<u64> = packed.offsets.iter().map(|&o| o as u64).collect();
        let meta_offsets: Vec<u64> = k.args.iter().map(|(o, _)| *o).collect();
        assert_eq!(meta_offsets, offsets, "{}: argument offsets", e.name);
        let sizes: Vec<u64> = e.params.iter().map(|p| p.ty.size() as u64).collect();
        assert_eq!(
            k.args.iter().map(|(_, s)| *s).collect::<Vec<_>>(),
            sizes,
            "{}: argument sizes",
            e.name
        );
        assert!(
            k.kernarg_size >= packed.bytes.len() as u64
                && k.kernarg_size <= (packed.bytes.len() as u64).next_multiple_of(8),
            "{}: kernarg {} vs packed {}",
            e.name,
            k.kernarg_size,
            packed.bytes.len()
        );
        checked += 1;
    }
    assert!(checked >= 10, "only {checked} AMD instances");
}

#[test]
fn garbage_is_an_error_not_a_crash() {
    assert!(kernels(b"not an elf").is_err());
    assert!(kernels(&[0x7f, b'E', b'L', b'F', 2, 1, 0, 0]).is_err());
}
