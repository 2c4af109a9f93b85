//! Targets: the architectures deltagen generates for, their floating-point environment
//! and the tile table.

use std::fmt;
use std::str::FromStr;

/// Every architecture deltagen generates code for. Unknown names are an error, never a
/// default.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Arch {
    Sm80,
    Sm90,
    Sm100,
    Gfx942,
    Gfx950,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Vendor {
    Nvidia,
    Amd,
}

impl Arch {
    pub const ALL: [Arch; 5] = [
        Arch::Sm80,
        Arch::Sm90,
        Arch::Sm100,
        Arch::Gfx942,
        Arch::Gfx950,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Arch::Sm80 => "sm_80",
            Arch::Sm90 => "sm_90",
            Arch::Sm100 => "sm_100",
            Arch::Gfx942 => "gfx942",
            Arch::Gfx950 => "gfx950",
        }
    }

    pub fn vendor(self) -> Vendor {
        match self {
            Arch::Sm80 | Arch::Sm90 | Arch::Sm100 => Vendor::Nvidia,
            Arch::Gfx942 | Arch::Gfx950 => Vendor::Amd,
        }
    }

    /// Lanes that execute in lock step (a warp or a wave).
    pub fn warp_size(self) -> u32 {
        match self.vendor() {
            Vendor::Nvidia => 32,
            Vendor::Amd => 64,
        }
    }

    /// PTX ISA version feature for NVIDIA targets: the oldest that supports the arch, so
    /// the PTX JIT-compiles on the widest range of drivers (sm_100 needs PTX 8.6).
    pub fn ptx_feature(self) -> Option<&'static str> {
        match self {
            Arch::Sm80 | Arch::Sm90 => Some("+ptx78"),
            Arch::Sm100 => Some("+ptx86"),
            Arch::Gfx942 | Arch::Gfx950 => None,
        }
    }
}

impl fmt::Display for Arch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownArch(pub String);

impl fmt::Display for UnknownArch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Arch::ALL.iter().map(|a| a.name()).collect();
        write!(
            f,
            "unknown arch `{}`; deltagen generates for: {}",
            self.0,
            names.join(", ")
        )
    }
}

impl std::error::Error for UnknownArch {}

impl FromStr for Arch {
    type Err = UnknownArch;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Arch::ALL
            .into_iter()
            .find(|a| a.name() == s)
            .ok_or_else(|| UnknownArch(s.to_string()))
    }
}

/// A work-group tile: `bv` V columns per work-group, spread over `warps` warps (waves).
/// `lanes / bv` lanes share a column (LPC, see DESIGN §4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tile {
    pub bv: u32,
    pub warps: u32,
}

impl Tile {
    pub fn lanes(self, arch: Arch) -> u32 {
        self.warps * arch.warp_size()
    }
    /// Lanes per V column.
    pub fn lpc(self, arch: Arch) -> u32 {
        self.lanes(arch) / self.bv
    }
    /// Short name used in instance names: `bv8w4`.
    pub fn tag(self) -> String {
        format!("bv{}w{}", self.bv, self.warps)
    }
}

/// Kernel families that have entries in the tile table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    Replay,
    Verify,
}

/// Which batch sizes a tile is meant for (the dispatcher's rule; every tile of a kernel
/// gives the same bits, so this is only about speed).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Requests {
    Any,
    /// N = 1.
    One,
    /// N > 1.
    Many,
}

impl Requests {
    pub fn name(self) -> &'static str {
        match self {
            Requests::Any => "any",
            Requests::One => "1",
            Requests::Many => ">1",
        }
    }
}

/// The tile table, as data. Replay has no reduction: its tiles give every lane two
/// 16-byte chunks of one state row (LPC 16). Verify: sm_90 `BV=4`/1 warp is SGLang's
/// launch rule (LPC 8); `BV=32`/4 warps (LPC 4) measured fastest on an H200
/// (`PERF_NOTES.md`); gfx950 follows SGLang's rule for N = 1 (`BV=8`/4 waves, LPC 32) and
/// N > 1 (`BV=16`/2 waves, LPC 8).
pub const TILE_TABLE: &[(Family, Arch, Requests, Tile)] = &[
    (
        Family::Replay,
        Arch::Sm80,
        Requests::Any,
        Tile { bv: 8, warps: 4 },
    ),
    (
        Family::Replay,
        Arch::Sm90,
        Requests::Any,
        Tile { bv: 8, warps: 4 },
    ),
    (
        Family::Replay,
        Arch::Sm100,
        Requests::Any,
        Tile { bv: 8, warps: 4 },
    ),
    (
        Family::Replay,
        Arch::Gfx942,
        Requests::Any,
        Tile { bv: 8, warps: 2 },
    ),
    (
        Family::Replay,
        Arch::Gfx950,
        Requests::Any,
        Tile { bv: 8, warps: 2 },
    ),
    (
        Family::Verify,
        Arch::Sm80,
        Requests::Any,
        Tile { bv: 4, warps: 1 },
    ),
    (
        Family::Verify,
        Arch::Sm90,
        Requests::One,
        Tile { bv: 4, warps: 1 },
    ),
    (
        Family::Verify,
        Arch::Sm90,
        Requests::Many,
        Tile { bv: 32, warps: 4 },
    ),
    (
        Family::Verify,
        Arch::Sm100,
        Requests::Any,
        Tile { bv: 4, warps: 1 },
    ),
    (
        Family::Verify,
        Arch::Gfx942,
        Requests::Any,
        Tile { bv: 16, warps: 2 },
    ),
    (
        Family::Verify,
        Arch::Gfx950,
        Requests::One,
        Tile { bv: 8, warps: 4 },
    ),
    (
        Family::Verify,
        Arch::Gfx950,
        Requests::Many,
        Tile { bv: 16, warps: 2 },
    ),
];

/// The tiles of a kernel family on an arch, in table order.
pub fn tiles(family: Family, arch: Arch) -> Vec<(Requests, Tile)> {
    TILE_TABLE
        .iter()
        .filter(|(f, a, _, _)| *f == family && *a == arch)
        .map(|(_, _, r, t)| (*r, *t))
        .collect()
}

/// Warps (waves) per work-group of the copy kernels (commit and conv scatter).
pub fn scatter_warps(arch: Arch) -> u32 {
    match arch.vendor() {
        Vendor::Nvidia => 4,
        Vendor::Amd => 2,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_family_and_arch_has_tiles_covering_every_batch_size() {
        for family in [Family::Replay, Family::Verify] {
            for arch in Arch::ALL {
                let tiles = tiles(family, arch);
                let count = |r: Requests| tiles.iter().filter(|(x, _)| *x == r).count();
                let (any, one, many) = (
                    count(Requests::Any),
                    count(Requests::One),
                    count(Requests::Many),
                );
                assert!(
                    (any == 1 && one == 0 && many == 0) || (any == 0 && one == 1 && many == 1),
                    "{family:?} {arch}: {tiles:?}"
                );
                for (_, t) in tiles {
                    let lpc = t.lpc(arch);
                    assert!(
                        lpc.is_power_of_two() && lpc <= 32 && t.lanes(arch) % t.bv == 0,
                        "{arch} {t:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn arch_names_round_trip_and_unknown_is_an_error() {
        for arch in Arch::ALL {
            assert_eq!(arch.name().parse::<Arch>(), Ok(arch));
        }
        let e = "sm_75".parse::<Arch>().unwrap_err().to_string();
        assert!(e.contains("sm_75") && e.contains("gfx950"), "{e}");
    }
}
