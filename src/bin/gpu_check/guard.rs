//! Guard-banded device tensors: every tensor of a launch sits between two bands of a
//! fixed byte pattern (pseudo-random, distinct per tensor and side, so a band copied onto
//! another is seen too), in one allocation. After the launch the bands are read back: any
//! changed byte is a guard corruption, a write outside the tensor. Reads outside a tensor
//! change nothing; with bands of 0 bytes every tensor is its own allocation, so
//! `compute-sanitizer --tool memcheck` sees any access outside it.

use deltagen::cases::{Named, Rng};
use deltagen::interp::Value;
use deltagen::runtime::cuda::{Cuda, DeviceBuffer};
use std::collections::BTreeMap;

/// Bytes of each guard band by default.
pub const GUARD: usize = 64 << 10;

/// Band sizes must be multiples of this, so the tensor between the bands keeps the
/// allocation's alignment.
pub const GUARD_ALIGN: usize = 256;

/// Which band of a tensor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Before,
    After,
}

impl std::fmt::Display for Side {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Side::Before => "before",
            Side::After => "after",
        })
    }
}

/// The pattern of one band of `len` bytes: fixed, distinct per tensor name and side.
fn pattern(name: &str, side: Side, len: usize) -> Vec<u8> {
    // FNV-1a of the name, then the side, seeds the pattern.
    let mut seed = 0xcbf2_9ce4_8422_2325u64;
    for b in name.bytes().chain([side as u8]) {
        seed = (seed ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
    }
    let mut rng = Rng::new(seed);
    let mut out = Vec::with_capacity(len + 8);
    while out.len() < len {
        out.extend_from_slice(&rng.next_u64().to_le_bytes());
    }
    out.truncate(len);
    out
}

/// One tensor between its guard bands.
pub struct Guarded {
    buf: DeviceBuffer,
    /// Bytes between the bands.
    bytes: usize,
    before: Vec<u8>,
    after: Vec<u8>,
}

impl Guarded {
    /// The tensor's device address (past the band before it).
    pub fn ptr(&self) -> u64 {
        self.buf.ptr + self.before.len() as u64
    }
}

/// A changed guard band.
#[derive(Clone, Debug)]
pub struct Corruption {
    pub tensor: String,
    pub side: Side,
    /// Bytes of the band that changed.
    pub bytes: usize,
    /// Distance in bytes from the tensor of the changed byte nearest to it (0: adjacent).
    pub nearest: usize,
}

impl std::fmt::Display for Corruption {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "`{}`: {} bytes of the guard band {} it changed (the nearest {} bytes from it)",
            self.tensor, self.bytes, self.side, self.nearest
        )
    }
}

/// Every tensor of one launch, guard-banded, by name.
pub struct GuardedSet {
    tensors: BTreeMap<String, Guarded>,
    /// Bytes of each band.
    band: usize,
}

impl GuardedSet {
    /// Upload every tensor of `named` between bands of `band` bytes, followed by `slack`
    /// zero bytes before the band after it (room for a pointer an argument moves past its
    /// start).
    pub fn upload(
        cuda: &Cuda,
        named: &Named,
        band: usize,
        slack: usize,
    ) -> Result<GuardedSet, String> {
        let mut tensors = BTreeMap::new();
        for (name, v) in named {
            let Value::Tensor(_, payload) = v else {
                continue;
            };
            let bytes = payload.len() + slack;
            let before = pattern(name, Side::Before, band);
            let after = pattern(name, Side::After, band);
            let mut host = Vec::with_capacity(bytes + 2 * band);
            host.extend_from_slice(&before);
            host.extend_from_slice(payload);
            host.resize(band + bytes, 0);
            host.extend_from_slice(&after);
            let buf = cuda
                .upload(&host)
                .map_err(|e| format!("uploading `{name}`: {e}"))?;
            tensors.insert(
                name.clone(),
                Guarded {
                    buf,
                    bytes,
                    before,
                    after,
                },
            );
        }
        Ok(GuardedSet { tensors, band })
    }

    /// Every tensor's device address, by name.
    pub fn ptrs(&self) -> BTreeMap<String, u64> {
        self.tensors
            .iter()
            .map(|(name, g)| (name.clone(), g.ptr()))
            .collect()
    }

    /// The bytes of tensor `name` between its bands (after the launch was synchronised).
    pub fn read(&self, cuda: &Cuda, name: &str, len: usize) -> Result<Vec<u8>, String> {
        let g = self
            .tensors
            .get(name)
            .ok_or_else(|| format!("no guarded tensor `{name}`"))?;
        let len = len.min(g.bytes);
        let scratch = cuda.alloc(len).map_err(|e| e.to_string())?;
        let read = |e: deltagen::runtime::cuda::CudaError| format!("reading `{name}`: {e}");
        // SAFETY: `scratch` was just allocated with `len` bytes, and the guarded tensor holds
        // `g.bytes >= len` bytes from `g.ptr()`, inside its live allocation.
        unsafe { cuda.copy(scratch.ptr, g.ptr(), len) }.map_err(read)?;
        cuda.download(&scratch).map_err(read)
    }

    /// Read every band back (after the launch was synchronised); the changed ones.
    pub fn check(&self, cuda: &Cuda) -> Result<Vec<Corruption>, String> {
        let mut out = Vec::new();
        if self.band == 0 {
            return Ok(out);
        }
        let scratch = cuda.alloc(self.band).map_err(|e| e.to_string())?;
        for (name, g) in &self.tensors {
            for (side, at, want) in [
                (Side::Before, g.buf.ptr, &g.before),
                (Side::After, g.ptr() + g.bytes as u64, &g.after),
            ] {
                let read = |e: deltagen::runtime::cuda::CudaError| {
                    format!("reading the band {side} `{name}`: {e}")
                };
                // SAFETY: `scratch` holds `self.band` bytes, and each band is `self.band`
                // bytes of the guarded allocation, before or after the tensor inside it.
                unsafe { cuda.copy(scratch.ptr, at, self.band) }.map_err(read)?;
                let got = cuda.download(&scratch).map_err(read)?;
                let changed: Vec<usize> = (0..self.band).filter(|&i| got[i] != want[i]).collect();
                let nearest = match side {
                    Side::Before => changed.last().map(|&i| self.band - 1 - i),
                    Side::After => changed.first().copied(),
                };
                if let Some(nearest) = nearest {
                    out.push(Corruption {
                        tensor: name.clone(),
                        side,
                        bytes: changed.len(),
                        nearest,
                    });
                }
            }
        }
        Ok(out)
    }
}
