//! The HIP loader's code-object reader on any bytes: the first byte picks whether the rest
//! is a whole ELF file, or the MessagePack metadata note inside a minimal valid ELF (so
//! the fuzzer reaches the MessagePack reader without first finding the ELF layout).
#![no_main]

use deltagen::runtime::code_object::kernels;
use libfuzzer_sys::fuzz_target;

/// A minimal ELF64 with one note section holding `desc` as its AMDGPU metadata.
fn elf_with_note(desc: &[u8]) -> Vec<u8> {
    let mut note = Vec::new();
    note.extend_from_slice(&7u32.to_le_bytes());
    note.extend_from_slice(&(desc.len() as u32).to_le_bytes());
    note.extend_from_slice(&32u32.to_le_bytes());
    note.extend_from_slice(b"AMDGPU\0\0");
    note.extend_from_slice(desc);
    while note.len() % 4 != 0 {
        note.push(0);
    }
    let mut elf = vec![0u8; 64];
    elf[..6].copy_from_slice(b"\x7fELF\x02\x01");
    elf[0x28..0x30].copy_from_slice(&64u64.to_le_bytes()); // e_shoff
    elf[0x3a..0x3c].copy_from_slice(&64u16.to_le_bytes()); // e_shentsize
    elf[0x3c..0x3e].copy_from_slice(&1u16.to_le_bytes()); // e_shnum
    let mut sh = vec![0u8; 64];
    sh[4..8].copy_from_slice(&7u32.to_le_bytes()); // SHT_NOTE
    sh[0x18..0x20].copy_from_slice(&128u64.to_le_bytes());
    sh[0x20..0x28].copy_from_slice(&(note.len() as u64).to_le_bytes());
    elf.extend_from_slice(&sh);
    elf.extend_from_slice(&note);
    elf
}

fuzz_target!(|data: &[u8]| {
    let Some((pick, rest)) = data.split_first() else {
        return;
    };
    let result = if pick % 2 == 0 {
        kernels(rest)
    } else {
        kernels(&elf_with_note(rest))
    };
    if let Err(e) = result {
        assert!(!e.trim().is_empty(), "an empty refusal");
    }
});
