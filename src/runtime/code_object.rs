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

fn u16_at(b: &[u8], at: usize) -> Option<u64> {
    Some(u64::from(u16::from_le_bytes(
        b.get(at..at + 2)?.try_into().ok()?,
    )))
}
fn u32_at(b: &[u8], at: usize) -> Option<u64> {
    Some(u64::from(u32::from_le_bytes(
        b.get(at..at + 4)?.try_into().ok()?,
    )))
}
fn u64_at(b: &[u8], at: usize) -> Option<u64> {
    Some(u64::from_le_bytes(b.get(at..at + 8)?.try_into().ok()?))
}

/// The AMDGPU metadata note's MessagePack bytes.
fn metadata_note(elf: &[u8]) -> Result<&[u8], String> {
    if elf.get(0..4) != Some(b"\x7fELF") || elf.get(4) != Some(&2) || elf.get(5) != Some(&1) {
        return Err("not a little-endian ELF64 file".into());
    }
    let bad = || "truncated ELF header".to_string();
    let shoff = u64_at(elf, 0x28).ok_or_else(bad)? as usize;
    let shentsize = u16_at(elf, 0x3a).ok_or_else(bad)? as usize;
    let shnum = u16_at(elf, 0x3c).ok_or_else(bad)? as usize;
    for i in 0..shnum {
        let sh = shoff + i * shentsize;
        if u32_at(elf, sh + 4) != Some(7) {
            continue; // not SHT_NOTE
        }
        let off = u64_at(elf, sh + 0x18).ok_or_else(bad)? as usize;
        let size = u64_at(elf, sh + 0x20).ok_or_else(bad)? as usize;
        let mut at = off;
        while at + 12 <= off + size {
            let namesz = u32_at(elf, at).ok_or_else(bad)? as usize;
            let descsz = u32_at(elf, at + 4).ok_or_else(bad)? as usize;
            let ty = u32_at(elf, at + 8).ok_or_else(bad)?;
            let name_at = at + 12;
            let desc_at = name_at + namesz.div_ceil(4) * 4;
            let name = elf.get(name_at..name_at + namesz).ok_or_else(bad)?;
            if ty == 32 && name.starts_with(b"AMDGPU") {
                return elf.get(desc_at..desc_at + descsz).ok_or_else(bad);
            }
            at = desc_at + descsz.div_ceil(4) * 4;
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

struct Reader<'a> {
    b: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], String> {
        let s = self
            .b
            .get(self.at..self.at + n)
            .ok_or("truncated metadata")?;
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
    fn array(&mut self, n: usize) -> Result<Msg, String> {
        (0..n)
            .map(|_| self.value())
            .collect::<Result<Vec<_>, _>>()
            .map(Msg::Array)
    }
    fn map(&mut self, n: usize) -> Result<Msg, String> {
        (0..n)
            .map(|_| Ok((self.value()?, self.value()?)))
            .collect::<Result<Vec<_>, String>>()
            .map(Msg::Map)
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
    let meta = Reader { b: note, at: 0 }.value()?;
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
