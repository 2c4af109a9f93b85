//! Targets: the architectures deltagen generates for, their floating-point environment
//! and the tile table.

use crate::vocab::{spelled, Scalar};
pub use crate::vocab::{Family, Mode, Requests};

spelled! {
    /// Every architecture deltagen generates code for. Unknown names are an error, never a
    /// default.
    pub enum Arch("arch") {
        Sm80 = "sm_80",
        Sm90 = "sm_90",
        Sm100 = "sm_100",
        Gfx942 = "gfx942",
        Gfx950 = "gfx950",
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Vendor {
    Nvidia,
    Amd,
}

impl Arch {
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

    /// Whether the arch has programmatic dependent launch (`griddepcontrol`, sm_90 and
    /// later): the lowering emits the verify kernels' grid-dependency controls only there,
    /// and the manifest marks those instances `pdl = true`.
    pub fn has_pdl(self) -> bool {
        matches!(self, Arch::Sm90 | Arch::Sm100)
    }

    /// Whether the arch has an L2 prefetch of a global address (`prefetch.global.L2` on
    /// every NVIDIA arch; gfx942 and gfx950 have none): kernels emit the IR's `Prefetch`
    /// only there.
    pub fn has_l2_prefetch(self) -> bool {
        self.vendor() == Vendor::Nvidia
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

/// A work-group tile: `bv` V columns per work-group, spread over `warps` warps (waves),
/// each lane owning `cols` adjacent columns (1, or 2 for verify: a lane then loads each
/// staged `k`, `q` and KDA decay once for both of its columns). `lanes * cols / bv` lanes
/// share a column (LPC, see ARCHITECTURE.md §4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tile {
    pub bv: u32,
    pub warps: u32,
    pub cols: u32,
}

impl Tile {
    /// `bv` columns over `warps` warps (waves), one column per lane.
    pub const fn new(bv: u32, warps: u32) -> Tile {
        Tile { bv, warps, cols: 1 }
    }
    /// The same tile with `cols` columns per lane.
    pub const fn with_cols(self, cols: u32) -> Tile {
        Tile { cols, ..self }
    }
    pub fn lanes(self, arch: Arch) -> u32 {
        self.warps * arch.warp_size()
    }
    /// Lanes per V column (0 for a tile of no columns, which every kernel refuses).
    pub fn lpc(self, arch: Arch) -> u32 {
        (self.lanes(arch) * self.cols)
            .checked_div(self.bv)
            .unwrap_or(0)
    }
    /// The same tile with one column per lane.
    pub const fn single_column(self) -> Tile {
        self.with_cols(1)
    }
    /// Short name used in instance names: `bv8w4`, `bv32w4c2`.
    pub fn tag(self) -> String {
        self.to_string()
    }
}

impl std::fmt::Display for Tile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "bv{}w{}", self.bv, self.warps)?;
        if self.cols != 1 {
            write!(f, "c{}", self.cols)?;
        }
        Ok(())
    }
}

impl std::str::FromStr for Tile {
    type Err = crate::vocab::Unknown;
    /// `bv8w4`: 8 V columns per work-group over 4 warps (waves); `bv32w4c2`: 32 columns
    /// over 4 warps, two per lane. All positive.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || crate::vocab::Unknown {
            what: "tile",
            got: s.to_string(),
            expected: vec!["bv<columns>w<warps>[c<columns per lane>], e.g. bv8w4 or bv32w4c2"],
        };
        let (bv, rest) = s
            .strip_prefix("bv")
            .and_then(|r| r.split_once('w'))
            .ok_or_else(bad)?;
        let (warps, cols) = match rest.split_once('c') {
            Some((w, c)) => (w, c.parse::<u32>().map_err(|_| bad())?),
            None => (rest, 1),
        };
        let bv: u32 = bv.parse().map_err(|_| bad())?;
        let warps: u32 = warps.parse().map_err(|_| bad())?;
        let tile = Tile { bv, warps, cols };
        // One spelling: no zero, no leading zeros or signs, no `c1`.
        if bv == 0 || warps == 0 || cols == 0 || tile.to_string() != s {
            return Err(bad());
        }
        Ok(tile)
    }
}

/// Which verify modes a tile is meant for (the dispatcher's rule, like [`Requests`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Modes {
    Any,
    /// Snapshot mode: writes D states per request (store-bound).
    Snapshot,
    /// Decode, tuple and fold modes: write little (latency-bound; fold mode is tuple mode's
    /// kernel with the commit in its prologue).
    DecodeTupleFold,
    /// Decode and tuple modes, where fold mode has a row of its own.
    DecodeAndTuple,
    /// Fold mode alone.
    Fold,
}

impl Modes {
    /// Whether a tile for these modes serves verify mode `mode`.
    pub fn admits(self, mode: Mode) -> bool {
        match self {
            Modes::Any => true,
            Modes::Snapshot => mode == Mode::Snapshot,
            Modes::DecodeTupleFold => mode != Mode::Snapshot,
            Modes::DecodeAndTuple => matches!(mode, Mode::Decode | Mode::Tuple),
            Modes::Fold => mode == Mode::Fold,
        }
    }
}

/// The shortest draft sm_90's one-request GDN verify rows for long drafts serve (decode
/// and tuple mode, and every mode with a bf16 pool): the shortest measured to pay
/// (PERFORMANCE.md versions 45 and 46, H100: tuple verify +1.8 / +1.1% at D = 4, -5.0 /
/// -5.0% at 5, f32 / bf16 pool).
pub const DRAFT_ROW_MIN: u32 = 5;

/// The shortest draft the f32 pool's one-request fold row for long drafts serves: its fold
/// eager verify is +1.9% at D = 5, +0.1 to +0.9% at 6 (the same cubins timed twice), -1.7%
/// at 8 (PERFORMANCE.md versions 45 and 46, H100).
pub const FOLD_DRAFT_ROW_MIN: u32 = 6;

/// sm_90's one-request GDN verify row for long drafts with an f32 pool, decode and tuple
/// mode: 4 columns a warp over 8 warps (LPC 8, 128 work-groups at HV = 32). A step's
/// reductions take 3 butterfly levels instead of 4; at D = 4 the longer lane state and
/// prologue cost more than that saves, from D = 5 the steps outweigh them (PERFORMANCE.md
/// versions 45 and 46, H100, one request, against the rows for every draft; f32 / bf16
/// pool): tuple verify +1.8 / +1.1% at D = 4, then -5.0 / -5.0% at 5, -4.7 / -5.4% at 6,
/// -5.9 / -5.2% at 8, -5.7 / -3.7% at 12, -8.6 / -5.3% at 16; the tuple path's step -2.2 /
/// -2.5% at 5 to -6.3 / -4.2% at 16; decode bf16 -3.5% at 5 to -3.6% at 16, f32 +0.8% at
/// 5, -0.6% at 6 to +0.9% at 10 and -2.4% at 16. With an f32 pool snapshot mode keeps its
/// row (+3.2% at 12, +1.3% at 16). Fold mode takes it from a longer draft (the table).
/// `bv64w8` (LPC 4, 64 work-groups) was slower at every draft from 6 (tuple verify +16 to
/// +19%, bf16 snapshot +31 to +39%; version 46): half the SMs idle.
const F32_LONG_DRAFT: TileRow = TileRow::new(
    Family::GdnVerify,
    Arch::Sm90,
    Requests::One,
    Modes::DecodeAndTuple,
    Tile::new(32, 8),
    RegisterCaps {
        f32_pool: Some(128),
        bf16_pool: None,
        spill_bytes: 0,
    },
)
.only(Scalar::F32)
.from_draft(DRAFT_ROW_MIN);

/// The tile table, as data: which tile a (family, arch) uses for which batch sizes, verify
/// modes and pool dtypes. Every tile gives the same bits; the choice is only about speed.
/// Since version 44 sm_90's one-request GDN verify tile depends on the pool: `BV=8`/4 warps
/// (LPC 16) for an f32 pool, `BV=16`/4 warps (LPC 8) for a bf16 one (its row). Replay has
/// no reduction; `BV=8`/4 warps gives every lane two 16-byte chunks of one state row
/// (LPC 16), sm_90's `BV=32`/4 warps eight (LPC 4), which keeps more bytes in flight per
/// step of its dependent chain: 90 -> 102% of copy bandwidth at D=4, 47 -> 69% at D=16.
/// Verify on sm_90, measured on an H200 (`PERFORMANCE.md`, version 3): N = 1 `BV=8`/4 warps
/// (LPC 16; more, shorter dependency chains than SGLang's `BV=4`/1 warp, 8.7 against
/// 13.4 µs); N > 1 snapshot `BV=16`/4 warps (LPC 8, store-bound: more work-groups keep
/// more stores in flight), decode and tuple `BV=32`/4 warps (LPC 4, latency-bound: fewer
/// work-groups repeat the per-token phase less often). gfx950 follows SGLang's rule for
/// N = 1 (`BV=8`/4 waves, LPC 32) and N > 1 (`BV=16`/2 waves, LPC 8). A tile's LPC must
/// also fit every profile's reduction tree (at most 16 for triton-sm90 with a bf16 pool).
/// The last column caps the registers per lane (NVIDIA `.maxnreg`) by pool dtype; `None`
/// leaves it to ptxas. ptxas picked 64 registers for `BV=8`/4 warps and 72 for `BV=16`/4
/// warps and spilled 4 bytes with a bf16 pool (72 and 80 do not spill); a cap is not a
/// free knob: 80 on the f32-pool `BV=16`/4-warp snapshot (ptxas's own choice is 72, no
/// spill) slowed it from 182 to 190 µs at N=64, and a global 128 from 77.8 to 104.8 µs at
/// N=25. Decode/tuple `BV=32`/4 warps: ptxas's own 120-124 registers allow 4 work-groups
/// per SM, 96 allow 5; under 96 ptxas keeps one shared-memory address in local memory
/// across the norms (4-8 bytes: one store and one load per lane and token block), and
/// tuple verify gets 8-12% faster (N=25 48.6 -> 44.5 µs, N=128 207.7 -> 185.8 µs), so
/// that row accepted 8 bytes of spill. Since version 15 that row gives each lane two
/// columns of 16 channels (`bv32w4c2`, LPC 8): one load of each staged `k`, `q` (and KDA
/// decay) serves both columns, and with half the `k` values live at the delta ptxas fits
/// 96 registers without a spill.
pub const TILE_TABLE: &[TileRow] = &[
    TileRow::new(
        Family::GdnReplay,
        Arch::Sm80,
        Requests::Any,
        Modes::Any,
        Tile::new(8, 4),
        RegisterCaps::FREE,
    ),
    TileRow::new(
        Family::GdnReplay,
        Arch::Sm90,
        Requests::Any,
        Modes::Any,
        Tile::new(32, 4),
        RegisterCaps::FREE,
    ),
    TileRow::new(
        Family::GdnReplay,
        Arch::Sm100,
        Requests::Any,
        Modes::Any,
        Tile::new(8, 4),
        RegisterCaps::FREE,
    ),
    TileRow::new(
        Family::GdnReplay,
        Arch::Gfx942,
        Requests::Any,
        Modes::Any,
        Tile::new(8, 2),
        RegisterCaps::FREE,
    ),
    TileRow::new(
        Family::GdnReplay,
        Arch::Gfx950,
        Requests::Any,
        Modes::Any,
        Tile::new(8, 2),
        RegisterCaps::FREE,
    ),
    TileRow::new(
        Family::GdnVerify,
        Arch::Sm80,
        Requests::Any,
        Modes::Any,
        Tile::new(4, 1),
        RegisterCaps::FREE,
    ),
    TileRow::new(
        Family::GdnVerify,
        Arch::Sm90,
        Requests::One,
        Modes::Any,
        Tile::new(8, 4),
        RegisterCaps {
            // 72 keeps 7 work-groups per SM, so HV = 48 (768 work-groups) fits one wave:
            // fold mode took 96 uncapped and was 1.8x slower than tuple mode there.
            f32_pool: Some(72),
            bf16_pool: None,
            // The f32-pool fold instance spilled 16 bytes (20 loaded) under
            // `loads_before_fold` (`gdn_verify::GENERATED_SCHEDULE_F32_FOLD_ONE_REQUEST`),
            // which was 2.3% faster with them (PERFORMANCE.md version 30); its schedule now
            // raises its cap to 80 (`raised_cap`, version 34), where it spills none. No
            // instance of the row spills.
            spill_bytes: 0,
        },
    )
    .only(Scalar::F32),
    TileRow::new(
        Family::GdnVerify,
        Arch::Sm90,
        Requests::One,
        Modes::Any,
        // With a bf16 pool, 4 columns a warp (LPC 8, 16 channels of each a lane; 256
        // work-groups at HV = 32, half of `bv8w4`'s): a step's reductions take 3 butterfly
        // levels instead of 4 (ncu: 44% fewer instructions a launch, though the launch is
        // bound by one work-group's chain, not by issue). One request (H100, PERFORMANCE.md
        // version 44): tuple verify -6.6% at D = 4 and -7.8% at D = 16, decode -5.2% and
        // -8.7%, snapshot verify -2.5% and -4.4%. With an f32 pool it did not pay (tuple
        // verify +1.3%, fold eager +5.9% at D = 4; a lane's state doubles to 64 bytes), so
        // that pool keeps `bv8w4`; the bf16 pool's one-request fold keeps the many-request
        // tile (`kernels::push_fold`: `bv16w4` was 5.6% slower there).
        Tile::new(16, 4),
        RegisterCaps {
            f32_pool: None,
            // ptxas takes 102-118 registers under it (4 work-groups per SM: HV = 48, 384
            // work-groups, is one wave); no instance spills.
            bf16_pool: Some(128),
            spill_bytes: 0,
        },
    )
    .only(Scalar::Bf16),
    F32_LONG_DRAFT,
    // The same tile for the f32 pool's fold from a longer draft: fold eager verify +1.9% at 5,
    // +0.1 to +0.9% at 6, -1.7% at 8, -3.1% at 10, -5.6% at 16 (versions 45 and 46).
    F32_LONG_DRAFT
        .for_modes(Modes::Fold)
        .from_draft(FOLD_DRAFT_ROW_MIN),
    TileRow::new(
        Family::GdnVerify,
        Arch::Sm90,
        Requests::One,
        Modes::Any,
        // The same for a bf16 pool, snapshot mode too: snapshot verify -3.9% at 5 and at 6,
        // -3.0% at 8, 0.0% at 12, -1.8% at 16, the snapshot path's step -3.2% at 5, -3.1% to
        // +0.2% from 6 (versions 45 and 46).
        // Its one-request fold keeps the many-request tile (`kernels::push_fold`): on this
        // tile it was -5.7% at 6 but +3.8% at 8 and at 16 (fold eager verify, H100,
        // PERFORMANCE.md version 47).
        Tile::new(32, 8),
        RegisterCaps {
            f32_pool: None,
            bf16_pool: Some(128),
            spill_bytes: 0,
        },
    )
    .only(Scalar::Bf16)
    .from_draft(DRAFT_ROW_MIN),
    TileRow::new(
        Family::GdnVerify,
        Arch::Sm90,
        Requests::Many,
        Modes::Snapshot,
        // Two columns per lane (LPC 16, 8 channels of each): f32 snapshot verify -4.7% at
        // 8x4, -1.6 to -1.9% from N = 25; bf16 -6.2% at 8x16, +0.8% at 25x4; a cap of 64 on
        // one column (8 work-groups per SM, 8 bytes of spill) was slower from N = 25
        // (PERFORMANCE.md version 16). The tree instances keep `bv16w4`.
        Tile::new(16, 4).with_cols(2),
        RegisterCaps {
            // 72 keeps 7 work-groups per SM: uncapped, the PDL trigger's branches took
            // ptxas to 80 (6 per SM) and f32 snapshot verify 5% slower at N >= 8.
            f32_pool: Some(72),
            bf16_pool: Some(80),
            // The triton-sm90 bf16-pool tree instance (the parents' reload) spills 12
            // bytes under the cap of 80, its speed not measured. (Its chain instance
            // spilled 4 from the PDL trigger's branches, PERFORMANCE.md version 6, until
            // the gate weights moved before the indices in version 9.) The portable chain
            // instances spill under `guessed_start` (f32 pool 56 bytes, bf16 32), which is
            // faster with them (H100, PERFORMANCE.md version 43, beside `early_weights`:
            // f32 snapshot verify -11.6% at 2x4, -1.7% at 25x4, -0.8% at 64x4; bf16 -12.8%
            // at 25x4, -15.8% at 64x4).
            spill_bytes: 56,
        },
    ),
    TileRow::new(
        Family::GdnVerify,
        Arch::Sm90,
        Requests::Many,
        Modes::DecodeTupleFold,
        Tile::new(32, 4).with_cols(2),
        RegisterCaps {
            f32_pool: Some(96),
            bf16_pool: Some(96),
            // Two columns per lane (one column spilled 4-8 bytes in decode and tuple mode,
            // 12-28 in fold mode). f32 tuple verify -9.0% at 25x4, fold eager -7.5%
            // (PERFORMANCE.md version 15); a cap of 80 (6 work-groups per SM) spilled
            // 20-68 bytes and lost most of the gain. The tree instances (one column,
            // `bv32w4`) do not spill under it either. The f32-pool fold instance spills 12
            // bytes (12 loaded) under `early_ring`, which is faster with them (H200: f32
            // fold eager verify -5.5% at 8x4, -1.5% at 25x4, -3.9% at 64x4, PERFORMANCE.md
            // version 34), 8 with `prefetch_first_many` as well (version 35: -2.7% at 25x4,
            // H100; removing the spill, with `late_record` or `prefetch_ring`, was slower);
            // no other instance of the row spills.
            spill_bytes: 8,
        },
    ),
    TileRow::new(
        Family::GdnVerify,
        Arch::Sm100,
        Requests::Any,
        Modes::Any,
        Tile::new(4, 1),
        RegisterCaps {
            f32_pool: None,
            bf16_pool: None,
            // ptxas chooses 96 registers for the portable snapshot tree instance (the
            // parents' reload), and spills 4 bytes there; no sm_100 GPU here to measure
            // it. Every other instance of the tile spills nothing.
            spill_bytes: 4,
        },
    ),
    TileRow::new(
        Family::GdnVerify,
        Arch::Gfx942,
        Requests::Any,
        Modes::Any,
        Tile::new(16, 2),
        RegisterCaps::FREE,
    ),
    TileRow::new(
        Family::GdnVerify,
        Arch::Gfx950,
        Requests::One,
        Modes::Any,
        Tile::new(8, 4),
        RegisterCaps::FREE,
    ),
    TileRow::new(
        Family::GdnVerify,
        Arch::Gfx950,
        Requests::Many,
        Modes::Any,
        Tile::new(16, 2),
        RegisterCaps::FREE,
    ),
    // KDA: the GDN rows except sm_90's N = 1 tile. KDA computes K gates per token, spread
    // over a work-group's lanes and repeated by every work-group of a head, so at N = 1 a
    // work-group of 8 warps (`BV=16`, LPC 16: half the gates per lane, half the work-groups)
    // is faster than `BV=8`/4 warps: tuple verify 8.2 -> 7.6 µs (PERFORMANCE.md, version 5).
    // For N > 1 the GDN tiles stayed fastest (bv64w8 and bv128w16 were slower at N = 25:
    // 58.9 and 69.0 against 54.3 µs). The caps keep ptxas from spilling (without a cap it
    // spilled 4-8 bytes in three instances). Since version 15 KDA's sm_90 rows give a lane
    // two columns (but fold mode's), where GDN's N = 1 and snapshot rows keep one. Since
    // version 16 KDA's decode and tuple modes have a row for a few requests (`Few`, up to
    // 12): `bv64w8c2` (bv128w16c2 and a cap of 80 measured slower there).
    TileRow::new(
        Family::KdaReplay,
        Arch::Sm80,
        Requests::Any,
        Modes::Any,
        Tile::new(8, 4),
        RegisterCaps {
            // 64 since the tree replay stages its path's tuples (PERFORMANCE.md version 10):
            // under 48 its f32 instance spilled 32 bytes, under 56 12; the chain's spills
            // under none of them. No sm_80 GPU here to time the change.
            f32_pool: Some(64),
            bf16_pool: None,
            spill_bytes: 0,
        },
    ),
    TileRow::new(
        Family::KdaReplay,
        Arch::Sm90,
        Requests::Any,
        Modes::Any,
        Tile::new(32, 4),
        RegisterCaps::FREE,
    ),
    TileRow::new(
        Family::KdaReplay,
        Arch::Sm100,
        Requests::Any,
        Modes::Any,
        Tile::new(8, 4),
        RegisterCaps::FREE,
    ),
    TileRow::new(
        Family::KdaReplay,
        Arch::Gfx942,
        Requests::Any,
        Modes::Any,
        Tile::new(8, 2),
        RegisterCaps::FREE,
    ),
    TileRow::new(
        Family::KdaReplay,
        Arch::Gfx950,
        Requests::Any,
        Modes::Any,
        Tile::new(8, 2),
        RegisterCaps::FREE,
    ),
    TileRow::new(
        Family::KdaVerify,
        Arch::Sm80,
        Requests::Any,
        Modes::Any,
        Tile::new(4, 1),
        RegisterCaps::FREE,
    ),
    TileRow::new(
        Family::KdaVerify,
        Arch::Sm90,
        Requests::One,
        Modes::Any,
        // Two columns per lane (LPC 16, 8 warps: 32 columns a work-group, half the gates of
        // `bv16w8`): tuple verify -7.1% (f32) and -8.2% (bf16) at 1x4, snapshot -2.0% and
        // -4.1% (PERFORMANCE.md version 15). The same for GDN (`bv16w4c2` for `bv8w4`) was
        // slower with an f32 pool (snapshot +5.5%, tuple +1.7%) and is not taken. One
        // column a lane (`bv32w8`, LPC 8) was slower at every draft (bf16 snapshot +5.5 to
        // +6.9%, f32 tuple +2.1% at 1x4 to +4.1% at 1x16; version 46).
        Tile::new(32, 8).with_cols(2),
        RegisterCaps {
            f32_pool: None,
            // Uncapped, ptxas chose 80 registers for the bf16-pool snapshot instance and
            // spilled 4 bytes (since the token-range bounds); under 96 no instance of the
            // tile spills (90-94 registers). One request: 128 work-groups, so the cap costs
            // no occupancy (PERFORMANCE.md version 21).
            bf16_pool: Some(96),
            spill_bytes: 0,
        },
    ),
    TileRow::new(
        Family::KdaVerify,
        Arch::Sm90,
        Requests::Many,
        Modes::Snapshot,
        // Two columns per lane (LPC 16): snapshot verify -4.0% to -5.5% (f32) and -2.6% to
        // -4.8% (bf16) from N = 8 (PERFORMANCE.md version 15); its tree instances keep
        // `bv16w4`.
        Tile::new(16, 4).with_cols(2),
        RegisterCaps {
            f32_pool: None,
            bf16_pool: Some(96),
            spill_bytes: 0,
        },
    ),
    TileRow::new(
        Family::KdaVerify,
        Arch::Sm90,
        Requests::Few,
        Modes::DecodeAndTuple,
        // Up to 12 requests, twice the columns a work-group (2 per SM at 96 registers,
        // against 5 of `bv32w4c2`): each work-group's gates serve 64 columns, half the
        // work-groups compute them. Tuple verify -3.6 to -10.4% at 2-12 requests with D =
        // 4, -13 to -18% with D = 16; from 16x4 slower (+2.3% f32 at 16x4, +18% at 25x4)
        // (PERFORMANCE.md version 16). ptxas spills 20 bytes in the f32-pool tuple instance
        // (measured so). GDN's instances gained only at D = 16 and lost in fold mode, so
        // GDN has no such row.
        Tile::new(64, 8).with_cols(2),
        RegisterCaps {
            f32_pool: Some(96),
            bf16_pool: Some(96),
            spill_bytes: 20,
        },
    ),
    TileRow::new(
        Family::KdaVerify,
        Arch::Sm90,
        Requests::Many,
        Modes::DecodeAndTuple,
        Tile::new(32, 4).with_cols(2),
        // Two columns per lane, capped at 96 (5 work-groups per SM; ptxas spills 12-56
        // bytes): f32 tuple verify -9.8% at 25x4 and -9.9% at 64x4 against one column
        // uncapped, -3.3% and -6.3% with two columns uncapped (116-128 registers); the
        // decay-input instances -17 to -21% from N = 8 (PERFORMANCE.md version 15). One
        // column under the same cap was slower (version 14).
        RegisterCaps {
            f32_pool: Some(96),
            bf16_pool: Some(96),
            spill_bytes: 56,
        },
    ),
    TileRow::new(
        Family::KdaVerify,
        Arch::Sm90,
        Requests::Many,
        Modes::Fold,
        Tile::new(32, 4),
        // Fold mode keeps one column per lane, uncapped (122-128 registers): two columns took
        // 162-165 registers uncapped (fold eager verify +6.5% at 25x4) and, capped at 96,
        // spilled up to 144 bytes (+8% to +15% at N <= 8) (PERFORMANCE.md version 15).
        RegisterCaps::FREE,
    ),
    TileRow::new(
        Family::KdaVerify,
        Arch::Sm100,
        Requests::Any,
        Modes::Any,
        Tile::new(4, 1),
        RegisterCaps::FREE,
    ),
    TileRow::new(
        Family::KdaVerify,
        Arch::Gfx942,
        Requests::Any,
        Modes::Any,
        Tile::new(16, 2),
        RegisterCaps::FREE,
    ),
    TileRow::new(
        Family::KdaVerify,
        Arch::Gfx950,
        Requests::One,
        Modes::Any,
        Tile::new(8, 4),
        RegisterCaps::FREE,
    ),
    TileRow::new(
        Family::KdaVerify,
        Arch::Gfx950,
        Requests::Many,
        Modes::Any,
        Tile::new(16, 2),
        RegisterCaps::FREE,
    ),
];

/// The tile table's rows of a kernel family on an arch, in table order: the one scan of
/// [`TILE_TABLE`] every lookup goes through.
pub fn rows(family: Family, arch: Arch) -> impl Iterator<Item = &'static TileRow> {
    TILE_TABLE
        .iter()
        .filter(move |row| row.family == family && row.arch == arch)
}

/// The pool dtypes a row of the tile table serves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pools {
    /// Every pool dtype.
    All,
    /// One pool dtype: the row's tile paid with it and not with the other (PERFORMANCE.md
    /// version 44: sm_90's one-request GDN tile).
    Only(Scalar),
}

impl Pools {
    /// Whether a row for these pools serves a pool of `pool`.
    pub fn admits(self, pool: Scalar) -> bool {
        match self {
            Pools::All => true,
            Pools::Only(p) => p == pool,
        }
    }
}

/// One row of the tile table: the tile a kernel family uses on an arch for a class of batch
/// sizes, verify modes and pool dtypes, with its register caps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileRow {
    pub family: Family,
    pub arch: Arch,
    pub requests: Requests,
    pub modes: Modes,
    pub pools: Pools,
    /// The shortest draft (tokens a request) the row serves: 1 for every draft, more for a
    /// row that overrides another of its batch class, modes and pool from that length on
    /// ([`row_for_draft`]).
    pub min_draft: u32,
    pub tile: Tile,
    pub caps: RegisterCaps,
}

impl TileRow {
    /// A row for every pool dtype.
    pub const fn new(
        family: Family,
        arch: Arch,
        requests: Requests,
        modes: Modes,
        tile: Tile,
        caps: RegisterCaps,
    ) -> TileRow {
        TileRow {
            family,
            arch,
            requests,
            modes,
            pools: Pools::All,
            min_draft: 1,
            tile,
            caps,
        }
    }

    /// The same row for drafts of `min_draft` tokens or more only.
    pub const fn from_draft(self, min_draft: u32) -> TileRow {
        TileRow { min_draft, ..self }
    }

    /// The same row for verify modes `modes`.
    pub const fn for_modes(self, modes: Modes) -> TileRow {
        TileRow { modes, ..self }
    }

    /// The same row for pools of `pool` only.
    pub const fn only(self, pool: Scalar) -> TileRow {
        TileRow {
            pools: Pools::Only(pool),
            ..self
        }
    }

    /// Whether the row serves verify mode `mode` and a pool of `pool`.
    pub fn serves(&self, mode: Mode, pool: Scalar) -> bool {
        self.modes.admits(mode) && self.pools.admits(pool)
    }

    /// The register cap of the row's instances with a pool of `pool` (`None`: ptxas
    /// chooses).
    pub fn cap(&self, pool: Scalar) -> Option<u32> {
        match pool {
            Scalar::Bf16 => self.caps.bf16_pool,
            _ => self.caps.f32_pool,
        }
    }
}

/// The pool dtypes whose decay-input verify instances (KDA reading `kda_gate`'s decays)
/// also get a `Few` row's tile; with another pool they take the `Many` row's tile for a few
/// requests too. With a bf16 pool, sm_90's `bv32w4c2` read the decays faster than the
/// `Few` row's `bv64w8c2` at 2-12 requests (tuple verify 12x4 -3.5%, 2x4 -1.7%, 8x4
/// -0.2%); with an f32 pool slower (+1.4 to +2.9%) (PERFORMANCE.md versions 20 and 21).
pub const DECAY_INPUT_FEW_POOLS: [Scalar; 1] = [Scalar::F32];

/// The tiles of a kernel family on an arch, in table order (a tile that two rows of
/// different pools share, once per row).
pub fn tiles(family: Family, arch: Arch) -> Vec<(Requests, Modes, Tile)> {
    rows(family, arch)
        .map(|row| (row.requests, row.modes, row.tile))
        .collect()
}

/// The row that serves a batch of class `batch` in verify mode `mode` with a pool of
/// `pool` (a replay family's rows admit every mode): of the rows that admit all three, the
/// closest fit of the batch ([`Requests::fit`]), the first in table order among equals (the
/// table test allows no equals), of the rows for every draft length (`min_draft` 1). The
/// one rule every choice of a tile by batch size goes through ([`row_for_draft`] with a
/// draft of one token).
pub fn row_for(
    family: Family,
    arch: Arch,
    batch: Requests,
    mode: Mode,
    pool: Scalar,
) -> Option<&'static TileRow> {
    row_for_draft(family, arch, batch, mode, pool, 1)
}

/// How closely a tile meant for batches of class `requests` and drafts from `min_draft`
/// tokens fits a batch of class `batch` with drafts of `draft` tokens (lower is closer):
/// the batch's fit ([`Requests::fit`]), then the longest `min_draft` (a row from a draft
/// length on overrides the row for every draft of its batch class); `None` when it serves
/// neither the batch nor a draft that short. The one rule of [`row_for_draft`] over the
/// table and of dispatch over a manifest's `requests` and `min_draft` facts
/// (`runtime::dispatch::verify_instance`).
pub fn draft_fit(
    requests: Requests,
    min_draft: u32,
    batch: Requests,
    draft: u64,
) -> Option<(u8, std::cmp::Reverse<u32>)> {
    let fit = requests.fit(batch)?;
    admits_draft(min_draft, draft).then_some((fit, std::cmp::Reverse(min_draft)))
}

/// Whether a tile meant for drafts from `min_draft` tokens serves drafts of `draft` tokens
/// (a draft of 0 counts as one token).
pub fn admits_draft(min_draft: u32, draft: u64) -> bool {
    u64::from(min_draft) <= draft.max(1)
}

/// [`row_for`] for drafts of `draft` tokens: of the rows that serve the mode and pool, the
/// closest [`draft_fit`].
pub fn row_for_draft(
    family: Family,
    arch: Arch,
    batch: Requests,
    mode: Mode,
    pool: Scalar,
    draft: u32,
) -> Option<&'static TileRow> {
    rows(family, arch)
        .filter(|row| row.serves(mode, pool))
        .filter_map(|row| {
            let fit = draft_fit(row.requests, row.min_draft, batch, u64::from(draft))?;
            Some((fit, row))
        })
        .min_by_key(|(fit, _)| *fit)
        .map(|(_, row)| row)
}

/// The rows of `family` on `arch` for batches of class `batch` from a draft length on
/// (`min_draft` above 1) that serve verify mode `mode` with a pool of `pool`: the tiles
/// the generator builds beside the row for every draft.
pub fn long_draft_rows(
    family: Family,
    arch: Arch,
    batch: Requests,
    mode: Mode,
    pool: Scalar,
) -> impl Iterator<Item = &'static TileRow> {
    rows(family, arch)
        .filter(move |row| row.requests == batch && row.min_draft > 1 && row.serves(mode, pool))
}

/// The tile of [`row_for`].
pub fn tile_for(
    family: Family,
    arch: Arch,
    batch: Requests,
    mode: Mode,
    pool: Scalar,
) -> Option<Tile> {
    row_for(family, arch, batch, mode, pool).map(|row| row.tile)
}

/// The tile a tree verify instance of a row uses: the row's tile with one column per lane
/// (a tree's parent re-derivation and its history are per column, so verify refuses a
/// tree on a tile of two columns). The row's caps apply to it ([`register_cap`]).
pub const fn tree_tile(row_tile: Tile) -> Tile {
    row_tile.single_column()
}

/// The row a generated verify instance's tile comes from, of the rows that serve its mode
/// and pool dtype: the row of that tile; for a tree instance the row for many requests
/// whose [`tree_tile`] it is (trees take that row's tile, whatever the batch). The batch
/// class the manifest gives the instance is its row's. (Its register cap: [`register_cap`].)
pub fn row_of(
    family: Family,
    arch: Arch,
    tile: Tile,
    mode: Mode,
    pool: Scalar,
    tree: bool,
) -> Option<&'static TileRow> {
    if tree {
        // The row `kernels::push_tree` takes a tree's tile from.
        row_for(family, arch, Requests::Many, mode, pool).filter(|row| tree_tile(row.tile) == tile)
    } else {
        rows(family, arch).find(|row| row.serves(mode, pool) && row.tile == tile)
    }
}

/// Register caps (NVIDIA `.maxnreg`) of a tile's instances, by pool dtype, and the spill
/// ptxas may make under them (bytes of spill stores and of spill loads, each; a codegen test
/// holds every instance to it, so a spill is always a measured decision).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegisterCaps {
    pub f32_pool: Option<u32>,
    pub bf16_pool: Option<u32>,
    pub spill_bytes: u32,
}

impl RegisterCaps {
    /// ptxas chooses; no spill.
    pub const FREE: RegisterCaps = RegisterCaps {
        f32_pool: None,
        bf16_pool: None,
        spill_bytes: 0,
    };
}

/// The row whose caps an instance of `tile` with a pool of `pool` takes: a tile's caps are
/// its row's in every mode (KDA's decay-input instances take tuple mode's tile in snapshot
/// mode too), found by the tile (of the rows that serve the pool) whatever the mode, else
/// as a row's [`tree_tile`] (a tree's instances of a `c2` row); for a tree instance only
/// among the rows for many requests (trees take their tile). `None`: the table has no such
/// tile.
fn caps_row(
    family: Family,
    arch: Arch,
    tile: Tile,
    pool: Scalar,
    tree: bool,
) -> Option<&'static TileRow> {
    let serving = move || {
        rows(family, arch).filter(move |row| {
            row.pools.admits(pool) && (!tree || row.requests.fit(Requests::Many).is_some())
        })
    };
    serving()
        .find(|row| row.tile == tile)
        .or_else(|| serving().find(|row| tree_tile(row.tile) == tile))
}

/// The spill (bytes of stores and of loads, each) the table accepts for an instance of
/// `tile` with a pool of `pool` (a tree's instance where `tree`): that of the row whose
/// cap [`register_cap`] gives, none for a tile the table does not list.
pub fn accepted_spill(family: Family, arch: Arch, tile: Tile, pool: Scalar, tree: bool) -> u32 {
    caps_row(family, arch, tile, pool, tree).map_or(0, |row| row.caps.spill_bytes)
}

/// The register cap the table gives an instance of `tile` with a pool of `pool` (a tree's
/// instance where `tree`) (`None`: ptxas chooses, as for a tile the table does not list).
/// A tile's cap is its row's in every mode (KDA's decay-input instances take tuple mode's
/// tile in snapshot mode too): of the rows that serve the pool, the row of the tile, else
/// one whose [`tree_tile`] it is; for a tree instance only among the rows for many
/// requests.
pub fn register_cap(
    family: Family,
    arch: Arch,
    tile: Tile,
    pool: Scalar,
    tree: bool,
) -> Option<u32> {
    caps_row(family, arch, tile, pool, tree).and_then(|row| row.cap(pool))
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
    fn every_family_and_arch_has_one_tile_for_every_batch_size_mode_and_pool() {
        for family in [
            Family::GdnReplay,
            Family::GdnVerify,
            Family::KdaReplay,
            Family::KdaVerify,
        ] {
            for arch in Arch::ALL {
                let all: Vec<&TileRow> = rows(family, arch).collect();
                for pool in [Scalar::F32, Scalar::Bf16] {
                    let serving: Vec<&TileRow> = all
                        .iter()
                        .copied()
                        .filter(|row| row.pools.admits(pool))
                        .collect();
                    // Every draft length at which a row starts, and the one below it.
                    let mut drafts: Vec<u32> = serving
                        .iter()
                        .flat_map(|row| [row.min_draft.saturating_sub(1), row.min_draft])
                        .filter(|d| *d >= 1)
                        .collect();
                    drafts.sort_unstable();
                    drafts.dedup();
                    for requests in [Requests::One, Requests::Few, Requests::Many] {
                        for mode in Mode::ALL {
                            // A row from a draft length on overrides one for every draft of
                            // the same batch class, never another batch class's.
                            for row in serving.iter().filter(|row| row.min_draft > 1) {
                                assert!(
                                    serving.iter().any(|base| base.min_draft == 1
                                        && base.requests == row.requests
                                        && base.pools.admits(pool)
                                        && (!row.modes.admits(mode) || base.modes.admits(mode))),
                                    "{family:?} {arch} {pool:?} {mode}: {row:?} has no row for every draft beneath it"
                                );
                            }
                            for &draft in &drafts {
                                // One closest row (no tie for `row_for_draft` to break by
                                // table order).
                                let fit = |row: &TileRow| {
                                    let d = u64::from(draft);
                                    draft_fit(row.requests, row.min_draft, requests, d)
                                };
                                let fits: Vec<(u8, std::cmp::Reverse<u32>)> = serving
                                    .iter()
                                    .filter(|row| row.modes.admits(mode))
                                    .filter_map(|row| fit(row))
                                    .collect();
                                let best = fits.iter().min().copied();
                                assert_eq!(
                                    fits.iter().filter(|f| Some(**f) == best).count(),
                                    1,
                                    "{family:?} {arch} {requests:?} {mode} {pool:?} D = {draft}: {serving:?}"
                                );
                                let row = row_for_draft(family, arch, requests, mode, pool, draft);
                                assert!(row.is_some_and(|row| fit(row) == best));
                            }
                            let row = row_for(family, arch, requests, mode, pool);
                            assert_eq!(
                                row,
                                row_for_draft(family, arch, requests, mode, pool, 1),
                                "row_for is the rule for a draft of one token"
                            );
                            assert!(row.is_some_and(|row| row.min_draft == 1));
                            // A tree instance (the many-request row's tile, one column a
                            // lane) finds that row again, whatever row has its tile.
                            if requests == Requests::Many {
                                let many = row.expect("a row");
                                let tree = tree_tile(many.tile);
                                assert_eq!(
                                    row_of(family, arch, tree, mode, pool, true),
                                    Some(many),
                                    "{family:?} {arch} {mode} {pool:?}: tree {tree}"
                                );
                                assert_eq!(
                                    row_of(family, arch, many.tile, mode, pool, false),
                                    Some(many)
                                );
                            }
                        }
                    }
                    // One row per tile, pool and mode: the instance name carries the tile,
                    // the pool and the mode, not the rule. Rows that share a tile (for
                    // different modes) share its register caps (`caps_row` looks them up by
                    // tile and pool).
                    for (i, row) in serving.iter().enumerate() {
                        for other in serving[..i].iter().filter(|o| o.tile == row.tile) {
                            assert!(
                                Mode::ALL
                                    .iter()
                                    .all(|&m| !(row.modes.admits(m) && other.modes.admits(m))),
                                "{family:?} {arch} {pool:?}: {} twice for one mode",
                                row.tile
                            );
                            assert_eq!(
                                row.caps, other.caps,
                                "{family:?} {arch} {pool:?}: {} with two register caps",
                                row.tile
                            );
                        }
                    }
                }
                for row in &all {
                    let t = row.tile;
                    // Verify tiles must realise every reduction tree of the arch's profiles
                    // (triton-sm90, NVIDIA only, sums a bf16 pool in 16 chunks); replay has
                    // no reduction but holds 4-k chunks of a row.
                    #[cfg(feature = "generator")]
                    let profiles: &[crate::vocab::Profile] = match (family, arch.vendor()) {
                        (Family::GdnVerify | Family::KdaVerify, Vendor::Nvidia) => {
                            &crate::vocab::Profile::ALL
                        }
                        _ => &[crate::vocab::Profile::Portable],
                    };
                    assert!(t.lanes(arch) % t.bv == 0, "{arch} {t:?}");
                    #[cfg(feature = "generator")]
                    for profile in profiles {
                        let lpc = t.lpc(arch);
                        for pool in [Scalar::F32, Scalar::Bf16] {
                            let tree = profile.tree(pool);
                            assert!(
                                tree.fits(lpc),
                                "{family:?} {arch} {t:?}: LPC {lpc} does not fit {tree:?} ({} {})",
                                profile.name(),
                                pool.name()
                            );
                        }
                    }
                }
                if matches!(family, Family::GdnReplay | Family::KdaReplay) {
                    assert!(all
                        .iter()
                        .all(|row| row.modes == Modes::Any && row.pools == Pools::All));
                }
            }
        }
    }

    #[test]
    fn tile_spellings_round_trip_with_their_columns_and_others_are_refused() {
        for (text, tile, lpc) in [
            ("bv8w4", Tile::new(8, 4), 16),
            ("bv32w4c2", Tile::new(32, 4).with_cols(2), 8),
            ("bv32w8c2", Tile::new(32, 8).with_cols(2), 16),
        ] {
            assert_eq!(text.parse::<Tile>(), Ok(tile), "{text}");
            assert_eq!(tile.to_string(), text);
            assert_eq!(tile.lpc(Arch::Sm90), lpc, "{text}");
            assert_eq!(tile.single_column(), Tile::new(tile.bv, tile.warps));
        }
        assert_eq!(Tile::new(0, 4).lpc(Arch::Sm90), 0);
        for bad in [
            "bv32w4c1",
            "bv32w4c0",
            "bv32w4c",
            "bv32w4c02",
            "bv32w4c-2",
            "bv32c2w4",
        ] {
            let e = bad.parse::<Tile>().expect_err(bad).to_string();
            assert!(e.contains(bad) && e.contains("bv32w4c2"), "{e}");
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
