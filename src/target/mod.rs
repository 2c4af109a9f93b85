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
}

/// The tile table, as data. Replay has no reduction, so any tile gives the same bits; the
/// entries give every lane two 16-byte chunks of one state row (LPC 16).
const TILE_TABLE: &[(Family, Arch, Tile)] = &[
    (Family::Replay, Arch::Sm80, Tile { bv: 8, warps: 4 }),
    (Family::Replay, Arch::Sm90, Tile { bv: 8, warps: 4 }),
    (Family::Replay, Arch::Sm100, Tile { bv: 8, warps: 4 }),
    (Family::Replay, Arch::Gfx942, Tile { bv: 8, warps: 2 }),
    (Family::Replay, Arch::Gfx950, Tile { bv: 8, warps: 2 }),
];

/// The tile of a kernel family on an arch, if the table has one.
pub fn tile(family: Family, arch: Arch) -> Option<Tile> {
    TILE_TABLE
        .iter()
        .find(|(f, a, _)| *f == family && *a == arch)
        .map(|(_, _, t)| *t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_family_and_arch_has_one_tile() {
        for arch in Arch::ALL {
            let n = TILE_TABLE
                .iter()
                .filter(|(f, a, _)| *f == Family::Replay && *a == arch)
                .count();
            assert_eq!(n, 1, "{arch}");
            let t = tile(Family::Replay, arch).expect("entry counted above");
            assert!(
                t.lpc(arch).is_power_of_two() && t.lpc(arch) <= 32,
                "{arch} {t:?}"
            );
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
