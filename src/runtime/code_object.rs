//! Reading an AMDGPU code object (`.hsaco`): the kernels its metadata note lists, with
//! their kernarg segment size and argument offsets, so the HIP loader can check the launch
//! ABI against the binary before any driver call. ELF64 little-endian; the metadata is the
//! `NT_AMDGPU_METADATA` note, a MessagePack map.

/// One kernel as the code object describes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelInfo {
    pub name: String,
    pub symbol: String,
    pub kernarg_size: u64,
    /// (offset, size) of each explicit argument, in order.
    pub args: Vec<(u64, u64)>,
}

/// The little-endian integer of `n` bytes at `at + plus`, if the file holds it (no offset
/// wraps: a hostile header can name any 64-bit offset).
fn le(b: &[u8], at: usize, plus: usize, n: usize) -> Option<u64> {
    let start = at.checked_add(plus)?;
    let bytes = b.get(start..start.checked_add(n)?)?;
    Some(
        bytes
            .iter()
            .rev()
            .fold(0u64, |acc, &x| (acc << 8) | u64::from(x)),
    )
}

/// The AMDGPU metadata note's MessagePack bytes. Every offset and size the file states is
/// checked against the file before it is used.
fn metadata_note(elf: &[u8]) -> Result<&[u8], String> {
    if elf.get(0..4) != Some(b"\x7fELF") || elf.get(4) != Some(&2) || elf.get(5) != Some(&1) {
        return Err("not a little-endian ELF64 file".into());
    }
    let len = elf.len();
    let bad = || "truncated ELF header".to_string();
    let shoff = le(elf, 0x28, 0, 8).ok_or_else(bad)?;
    let shentsize = le(elf, 0x3a, 0, 2).ok_or_else(bad)?;
    let shnum = le(elf, 0x3c, 0, 2).ok_or_else(bad)?;
    for i in 0..shnum {
        let sh = (i * shentsize)
            .checked_add(shoff)
            .and_then(|sh| usize::try_from(sh).ok())
            .filter(|sh| le(elf, *sh, 0x20, 8).is_some())
            .ok_or_else(|| {
                format!(
                    "section header {i} of {shnum} (e_shoff {shoff:#x} + {i} * e_shentsize {shentsize}) lies past the end of the file ({len} bytes)"
                )
            })?;
        if le(elf, sh, 4, 4) != Some(7) {
            continue; // not SHT_NOTE
        }
        let (off, size) = (le(elf, sh, 0x18, 8), le(elf, sh, 0x20, 8));
        let section = off
            .zip(size)
            .and_then(|(off, size)| {
                let off = usize::try_from(off).ok()?;
                Some(off..off.checked_add(usize::try_from(size).ok()?)?)
            })
            .filter(|r| r.end <= len)
            .ok_or_else(|| {
                format!(
                    "note section {i} (offset {:#x}, {:#x} bytes) lies past the end of the file ({len} bytes)",
                    off.unwrap_or(0),
                    size.unwrap_or(0)
                )
            })?;
        let mut at = section.start;
        while section.end.saturating_sub(at) >= 12 {
            // In the section, so in the file.
            let word = |plus| le(elf, at, plus, 4).map_or(0, |x| x as usize);
            let (namesz, descsz, ty) = (word(0), word(4), word(8));
            let past = || {
                format!(
                    "the note at {at:#x} (name {namesz} bytes, descriptor {descsz} bytes) runs past its section's end {:#x}",
                    section.end
                )
            };
            let name_at = at + 12;
            let desc_at = name_at
                .checked_add(namesz.div_ceil(4) * 4)
                .ok_or_else(past)?;
            let desc_end = desc_at.checked_add(descsz).ok_or_else(past)?;
            if name_at + namesz > section.end || desc_end > section.end {
                return Err(past());
            }
            if ty == 32 && elf[name_at..name_at + namesz].starts_with(b"AMDGPU") {
                return Ok(&elf[desc_at..desc_end]);
            }
            at = desc_at
                .checked_add(descsz.div_ceil(4) * 4)
                .ok_or_else(past)?;
        }
    }
    Err("no AMDGPU metadata note (NT_AMDGPU_METADATA)".into())
}

/// The subset of MessagePack the metadata uses.
#[derive(Clone, Debug, PartialEq)]
enum Msg {
    Nil,
    Bool(bool),
    Int(i128),
    Str(String),
    Bytes(Vec<u8>),
    Array(Vec<Msg>),
    Map(Vec<(Msg, Msg)>),
    Float(f64),
}

/// How deep arrays and maps may nest. The metadata nests four deep (the kernel list, a
/// kernel, its arguments, an argument); the reader recurses once per level, so a hostile
/// note nested a million deep is refused here instead of overflowing the stack.
const MAX_DEPTH: usize = 32;

struct Reader<'a> {
    b: &'a [u8],
    at: usize,
    depth: usize,
}

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], String> {
        let s = self
            .at
            .checked_add(n)
            .and_then(|end| self.b.get(self.at..end))
            .ok_or_else(|| {
                format!(
                    "truncated metadata: {n} bytes at offset {} of {}",
                    self.at,
                    self.b.len()
                )
            })?;
        self.at += n;
        Ok(s)
    }
    fn uint(&mut self, n: usize) -> Result<u64, String> {
        Ok(self
            .take(n)?
            .iter()
            .fold(0u64, |acc, &x| (acc << 8) | u64::from(x)))
    }
    fn str(&mut self, n: usize) -> Result<Msg, String> {
        let s = self.take(n)?;
        Ok(Msg::Str(String::from_utf8_lossy(s).into_owned()))
    }
    /// Read a nested array or map one level down.
    fn nested(
        &mut self,
        read: impl FnOnce(&mut Self) -> Result<Msg, String>,
    ) -> Result<Msg, String> {
        if self.depth >= MAX_DEPTH {
            return Err(format!(
                "metadata nested deeper than {MAX_DEPTH} levels at offset {}",
                self.at
            ));
        }
        self.depth += 1;
        let v = read(self);
        self.depth -= 1;
        v
    }
    fn array(&mut self, n: usize) -> Result<Msg, String> {
        self.nested(|r| {
            (0..n)
                .map(|_| r.value())
                .collect::<Result<Vec<_>, _>>()
                .map(Msg::Array)
        })
    }
    fn map(&mut self, n: usize) -> Result<Msg, String> {
        self.nested(|r| {
            (0..n)
                .map(|_| Ok((r.value()?, r.value()?)))
                .collect::<Result<Vec<_>, String>>()
                .map(Msg::Map)
        })
    }
    fn value(&mut self) -> Result<Msg, String> {
        let t = self.take(1)?[0];
        Ok(match t {
            0x00..=0x7f => Msg::Int(i128::from(t)),
            0x80..=0x8f => return self.map(usize::from(t & 0x0f)),
            0x90..=0x9f => return self.array(usize::from(t & 0x0f)),
            0xa0..=0xbf => return self.str(usize::from(t & 0x1f)),
            0xc0 => Msg::Nil,
            0xc2 => Msg::Bool(false),
            0xc3 => Msg::Bool(true),
            0xc4..=0xc6 => {
                let n = self.uint(1 << (t - 0xc4))? as usize;
                Msg::Bytes(self.take(n)?.to_vec())
            }
            0xca => Msg::Float(f64::from(f32::from_bits(self.uint(4)? as u32))),
            0xcb => Msg::Float(f64::from_bits(self.uint(8)?)),
            0xcc..=0xcf => Msg::Int(i128::from(self.uint(1 << (t - 0xcc))?)),
            0xd0..=0xd3 => {
                let n = 1usize << (t - 0xd0);
                let v = self.uint(n)?;
                let shift = 64 - 8 * n as u32;
                Msg::Int(i128::from(((v << shift) as i64) >> shift))
            }
            0xd9..=0xdb => {
                let n = self.uint(1 << (t - 0xd9))? as usize;
                return self.str(n);
            }
            0xdc | 0xdd => {
                let n = self.uint(if t == 0xdc { 2 } else { 4 })? as usize;
                return self.array(n);
            }
            0xde | 0xdf => {
                let n = self.uint(if t == 0xde { 2 } else { 4 })? as usize;
                return self.map(n);
            }
            0xe0..=0xff => Msg::Int(i128::from(t as i8)),
            other => return Err(format!("unsupported MessagePack type {other:#x}")),
        })
    }
}

fn get<'m>(map: &'m Msg, key: &str) -> Option<&'m Msg> {
    match map {
        Msg::Map(kv) => kv
            .iter()
            .find(|(k, _)| *k == Msg::Str(key.to_string()))
            .map(|(_, v)| v),
        _ => None,
    }
}

fn int(m: Option<&Msg>) -> Option<u64> {
    match m {
        Some(Msg::Int(i)) => u64::try_from(*i).ok(),
        _ => None,
    }
}

/// The kernels a code object declares.
pub fn kernels(hsaco: &[u8]) -> Result<Vec<KernelInfo>, String> {
    let note = metadata_note(hsaco)?;
    let meta = Reader {
        b: note,
        at: 0,
        depth: 0,
    }
    .value()?;
    let Some(Msg::Array(list)) = get(&meta, "amdhsa.kernels") else {
        return Err("the metadata has no amdhsa.kernels list".into());
    };
    list.iter()
        .map(|k| {
            let text = |key: &str| match get(k, key) {
                Some(Msg::Str(s)) => Ok(s.clone()),
                _ => Err(format!("kernel metadata without {key}")),
            };
            let args = match get(k, ".args") {
                Some(Msg::Array(a)) => a
                    .iter()
                    .filter(|arg| !matches!(get(arg, ".value_kind"), Some(Msg::Str(s)) if s.starts_with("hidden")))
                    .map(|arg| Ok((int(get(arg, ".offset")).ok_or("argument without .offset")?, int(get(arg, ".size")).ok_or("argument without .size")?)))
                    .collect::<Result<Vec<_>, &str>>()?,
                _ => Vec::new(),
            };
            Ok(KernelInfo {
                name: text(".name")?,
                symbol: text(".symbol")?,
                kernarg_size: int(get(k, ".kernarg_segment_size")).ok_or("kernel metadata without .kernarg_segment_size")?,
                args,
            })
        })
        .collect()
}
