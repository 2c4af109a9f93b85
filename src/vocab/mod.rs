//! The vocabulary: the words every layer of deltagen shares, each spelled in one place.
//!
//! This module depends on nothing else in the crate (no IR, no DSL, no LLVM, no runtime):
//! element types, kernel families, verify modes, numerics profiles, batch-size classes,
//! the fixed head dimensions, and each kernel family's signature as data
//! ([`signature`]) with the C layout of its argument struct ([`cabi`]). Every enum has
//! one spelling per value, used by `Display`, `FromStr`, the manifest, the CLI, the C ABI
//! and the Python module; an unknown spelling is an [`Unknown`] error listing the valid
//! ones. The architectures and the tile table (`crate::target`) belong to this layer too.

pub mod cabi;
pub mod diagnostics;
pub mod expr;
pub mod manifest;
pub mod signature;

use std::fmt;

/// Key head dimension K, fixed at generation time.
pub const K_DIM: u32 = 128;
/// Value head dimension V, fixed at generation time.
pub const V_DIM: u32 = 128;
/// The causal-conv kernel width Kc of a GDN layer (the conv pool keeps `Kc - 1` columns).
pub const CONV_KC: u32 = 4;
/// The most draft tokens a tuple-mode tree request may have: verify stages the whole draft
/// on chip, so a token whose parent is not the token before it re-derives the parent's
/// state from its ancestors' tuples there.
pub const TREE_STEPS: u32 = 16;

/// A spelling that names no value of a vocabulary enum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unknown {
    /// What was being named (`arch`, `mode`, ...).
    pub what: &'static str,
    pub got: String,
    pub expected: Vec<&'static str>,
}

impl fmt::Display for Unknown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown {} `{}`; expected one of: {}",
            self.what,
            self.got,
            self.expected.join(", ")
        )
    }
}

impl std::error::Error for Unknown {}

/// An enum whose values each have exactly one spelling: `name()`, `Display`, `FromStr`
/// and `ALL` (in declaration order).
macro_rules! spelled {
    (
        $(#[$m:meta])*
        pub enum $name:ident ($what:literal) {
            $( $(#[$vm:meta])* $v:ident = $s:literal ),+ $(,)?
        }
    ) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum $name {
            $( $(#[$vm])* $v ),+
        }

        impl $name {
            /// Every value, in declaration order.
            pub const ALL: [$name; [$($s),+].len()] = [$($name::$v),+];

            /// The one spelling of this value.
            pub fn name(self) -> &'static str {
                match self {
                    $( $name::$v => $s ),+
                }
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.name())
            }
        }

        impl ::serde::Serialize for $name {
            fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.name())
            }
        }

        impl<'de> ::serde::Deserialize<'de> for $name {
            fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let text = <::std::borrow::Cow<'de, str>>::deserialize(d)?;
                text.parse().map_err(::serde::de::Error::custom)
            }
        }

        impl ::std::str::FromStr for $name {
            type Err = $crate::vocab::Unknown;
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                Self::ALL
                    .into_iter()
                    .find(|x| x.name() == s)
                    .ok_or_else(|| $crate::vocab::Unknown {
                        what: $what,
                        got: s.to_string(),
                        expected: Self::ALL.iter().map(|x| x.name()).collect(),
                    })
            }
        }
    };
}
pub(crate) use spelled;

spelled! {
    /// Scalar value and element types.
    pub enum Scalar("dtype") {
        F32 = "f32",
        F16 = "f16",
        Bf16 = "bf16",
        I32 = "i32",
        I64 = "i64",
        Bool = "bool",
    }
}

impl Scalar {
    /// Size in memory; `Bool` cannot live in a buffer.
    pub fn bytes(self) -> Option<usize> {
        match self {
            Scalar::F16 | Scalar::Bf16 => Some(2),
            Scalar::F32 | Scalar::I32 => Some(4),
            Scalar::I64 => Some(8),
            Scalar::Bool => None,
        }
    }
    pub fn is_float(self) -> bool {
        matches!(self, Scalar::F32 | Scalar::F16 | Scalar::Bf16)
    }
    pub fn is_int(self) -> bool {
        matches!(self, Scalar::I32 | Scalar::I64)
    }
}

spelled! {
    /// The kernel families deltagen generates.
    pub enum Family("kernel family") {
        /// Speculative verify of one layer (decode, snapshot or tuple mode).
        GdnVerify = "gdn_verify",
        /// The lossless replay: every layer's accepted state rebuilt from the tuples.
        GdnReplay = "gdn_replay",
        /// The snapshot-path commit: accepted snapshots copied into the pool.
        GdnCommitScatter = "gdn_commit_scatter",
        /// The conv-window commit.
        ConvWindowScatter = "conv_window_scatter",
        /// KDA verify: GDN verify with one decay per key channel (Kimi Delta Attention).
        KdaVerify = "kda_verify",
        /// KDA replay: the replay with per-channel decay tuples.
        KdaReplay = "kda_replay",
        /// KDA's decays computed once per (token, value head, channel), for a `kda_verify`
        /// instance that reads them (`decay_input`); Kimi Linear's gate or the safe gate.
        KdaGate = "kda_gate",
    }
}

spelled! {
    /// What a verify launch stores per step.
    pub enum Mode("mode") {
        /// The state is written back to the pool (no speculation state).
        Decode = "decode",
        /// Every step's state is stored (`inter`), as SGLang's verify does.
        Snapshot = "snapshot",
        /// Every step's `(u, k, decay)` tuple is stored; the replay rebuilds the state.
        Tuple = "tuple",
        /// Tuple mode with the commit folded in: the committed steps not yet in the pool are
        /// first replayed from their tuples (and written back to the pool once the fold list
        /// is full: every step when it holds one entry, the eager commit; every R steps
        /// when it holds R, the lazy one), then the draft's tuples are stored.
        Fold = "fold",
    }
}

spelled! {
    /// The numerics profile of a verify instance.
    pub enum Profile("profile") {
        /// IEEE-rounded operations and a software `exp`/`log`: the same bits on every
        /// target and on the interpreter.
        Portable = "portable",
        /// SGLang's Triton verify kernel on sm_90, operation by operation, for
        /// bit-identical results on NVIDIA GPUs. NVIDIA only.
        TritonSm90 = "triton-sm90",
    }
}

spelled! {
    /// Which batch sizes a tile is meant for (the dispatcher's rule; every tile of a
    /// kernel gives the same bits, so this is only about speed).
    pub enum Requests("batch-size class") {
        Any = "any",
        /// N = 1.
        One = "1",
        /// 2 <= N <= [`FEW_MAX`]: a row for a few requests is chosen over a `Many` row.
        Few = "2-12",
        /// N > 1.
        Many = ">1",
    }
}

/// The largest batch of the `Few` class (its spelling says so too; a test holds them
/// equal).
pub const FEW_MAX: u64 = 12;

impl Family {
    /// Whether the family is a verify family (it takes a mode).
    pub fn is_verify(self) -> bool {
        matches!(self, Family::GdnVerify | Family::KdaVerify)
    }

    /// The gate of a verify, replay or gate family (`None` for the copy kernels).
    pub fn gate(self) -> Option<Gate> {
        match self {
            Family::GdnVerify | Family::GdnReplay => Some(Gate::Head),
            Family::KdaVerify | Family::KdaReplay | Family::KdaGate => Some(Gate::Channel),
            Family::GdnCommitScatter | Family::ConvWindowScatter => None,
        }
    }
}

spelled! {
    /// Where the decay of the recurrence varies: once per value head (Gated DeltaNet) or
    /// once per key channel of each value head (KDA, Kimi Delta Attention).
    pub enum Gate("gate") {
        Head = "gdn",
        Channel = "kda",
    }
}

impl Gate {
    /// The verify family of this gate.
    pub fn verify(self) -> Family {
        match self {
            Gate::Head => Family::GdnVerify,
            Gate::Channel => Family::KdaVerify,
        }
    }
    /// The replay family of this gate.
    pub fn replay(self) -> Family {
        match self {
            Gate::Head => Family::GdnReplay,
            Gate::Channel => Family::KdaReplay,
        }
    }
    /// Decay values per value head and step: 1, or K.
    pub fn width(self) -> u32 {
        match self {
            Gate::Head => 1,
            Gate::Channel => K_DIM,
        }
    }
}

impl Requests {
    /// The class of a batch of `n` requests: `One`, `Few` or `Many`.
    pub fn of(n: u64) -> Requests {
        match n {
            0 | 1 => Requests::One,
            2..=FEW_MAX => Requests::Few,
            _ => Requests::Many,
        }
    }
    /// How closely a tile meant for `self` fits a batch of class `batch` (lower is closer):
    /// 0 for its own class, 1 for a `Many` tile serving a few requests, 2 for an `Any`
    /// tile; `None` when it does not serve the batch. Every choice of a tile for a batch
    /// (the tile table's, [`crate::target::row_for`], and dispatch's over a manifest) takes
    /// the closest fit, so a `Few` row overrides a `Many` row for a few requests.
    pub fn fit(self, batch: Requests) -> Option<u8> {
        match (self, batch) {
            (a, b) if a == b => Some(0),
            (Requests::Many, Requests::Few) => Some(1),
            (Requests::Any, _) => Some(2),
            _ => None,
        }
    }
    /// Whether a tile meant for `self` serves a batch of class `batch` at all.
    pub fn admits(self, batch: Requests) -> bool {
        self.fit(batch).is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_spelling_round_trips_and_unknown_lists_the_choices() {
        for s in Scalar::ALL {
            assert_eq!(s.name().parse::<Scalar>(), Ok(s));
        }
        for f in Family::ALL {
            assert_eq!(f.to_string().parse::<Family>(), Ok(f));
        }
        for m in Mode::ALL {
            assert_eq!(m.name().parse::<Mode>(), Ok(m));
        }
        for p in Profile::ALL {
            assert_eq!(p.name().parse::<Profile>(), Ok(p));
        }
        for r in Requests::ALL {
            assert_eq!(r.name().parse::<Requests>(), Ok(r));
        }
        assert_eq!(Requests::Few.name(), format!("2-{FEW_MAX}"));
        let e = "snap".parse::<Mode>().unwrap_err().to_string();
        assert_eq!(
            e,
            "unknown mode `snap`; expected one of: decode, snapshot, tuple, fold"
        );
    }

    #[test]
    fn batch_classes_and_the_closest_fit() {
        let classes: Vec<Requests> = [0, 1, 2, FEW_MAX, FEW_MAX + 1, 1 << 20]
            .into_iter()
            .map(Requests::of)
            .collect();
        use Requests::{Any, Few, Many, One};
        assert_eq!(classes, [One, One, Few, Few, Many, Many]);
        // A few requests: a `Few` row first, then a `Many` row, then an `Any` row.
        assert_eq!(Few.fit(Few), Some(0));
        assert_eq!(Many.fit(Few), Some(1));
        assert_eq!(Any.fit(Few), Some(2));
        assert_eq!(One.fit(Few), None);
        // Many requests never take a `Few` row, one request neither a `Few` nor a `Many` row.
        assert_eq!(Few.fit(Many), None);
        assert_eq!(Few.fit(One), None);
        assert_eq!(Many.fit(One), None);
        assert_eq!(Any.fit(One), Some(2));
        assert!(Many.admits(Few) && !Few.admits(Many));
    }
}
