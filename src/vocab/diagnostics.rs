//! The diagnostics word: an optional device `int32` that a launch ORs its flags into when
//! it skips work because an index it read from device memory was out of range. An engine
//! zeroes the word when it likes, passes it to any number of launches, and reads it
//! whenever it likes (no sync in the hot path). Values a signature documents as "none"
//! (a negative pool slot in verify, a negative accepted step or track step in a commit) are
//! not errors and set no flag.
//!
//! One place defines the flags: the kernels set them, `cargo xtask gen` writes them to the
//! C header (`DELTAGEN_DIAG_*`) and the Python module, and [`describe`] spells a word out.

/// The parameter (and argument-struct field) that takes the word, and the `i32` parameter
/// that says whether it was given (1) or is a null pointer (0).
pub const WORD: &str = "diagnostics";
pub const GIVEN: &str = "diagnostics_on";

/// One flag of the diagnostics word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Flag {
    /// Lower-case name; the C constant is `DELTAGEN_DIAG_` + its upper case.
    pub name: &'static str,
    pub bit: u32,
    pub doc: &'static str,
}

/// Verify: a request's `cu_seqlens` range is not `0 <= bos <= eos <= tokens`.
pub const TOKEN_RANGE: Flag = Flag {
    name: "token_range",
    bit: 1 << 0,
    doc: "verify skipped a request whose cu_seqlens range is not 0 <= bos <= eos <= tokens",
};
/// Verify (snapshot, tuple, fold): a request has more tokens than a ring row holds, or a
/// tree more than its instance takes.
pub const TOO_MANY_TOKENS: Flag = Flag {
    name: "too_many_tokens",
    bit: 1 << 1,
    doc: "verify skipped a request with more tokens than d_alloc (snapshot, tuple and fold modes), or a tree with more than 16 tokens where its instance takes at most 16",
};
/// A pool slot index at or past the slot count (or negative, in a commit).
pub const SLOT: Flag = Flag {
    name: "slot",
    bit: 1 << 2,
    doc: "a pool slot index out of range: verify started from a zero state (h0 >= slots), a commit skipped its request",
};
/// A ring or snapshot row index at or past the row count (or negative, in a commit).
pub const ROW: Flag = Flag {
    name: "row",
    bit: 1 << 3,
    doc: "a ring row index out of range: verify stored no snapshot or tuple (row >= rows; a snapshot tree without a row, or a bad fold entry row, skips the whole request), a commit skipped its request",
};
/// A step out of range: a commit's accepted step at or past the run-time D, a tree's parent
/// or path, or fold mode's count or entry step.
pub const STEP: Flag = Flag {
    name: "step",
    bit: 1 << 4,
    doc: "a request skipped for a step out of range: a commit's accepted step >= draft, a tree parent that is not an earlier token or a replay path that is not increasing from node 0 below draft, or a fold count or entry step out of range",
};
/// A track copy out of range: its slot, or a step past the accepted one or D (a commit's,
/// or fold mode's).
pub const TRACK: Flag = Flag {
    name: "track",
    bit: 1 << 5,
    doc: "a request skipped (a commit's, or a fold verify's) whose track slot is out of range or whose track step is past the accepted step",
};

/// Every flag, in bit order.
pub const FLAGS: [Flag; 6] = [TOKEN_RANGE, TOO_MANY_TOKENS, SLOT, ROW, STEP, TRACK];

impl Flag {
    /// The C (and Python) constant's name.
    pub fn constant(self) -> String {
        format!("DELTAGEN_DIAG_{}", self.name.to_uppercase())
    }
}

/// The names of the flags set in `word`, and any unknown bits in hex.
pub fn describe(word: u32) -> Vec<String> {
    let mut out: Vec<String> = FLAGS
        .iter()
        .filter(|f| word & f.bit != 0)
        .map(|f| f.name.to_string())
        .collect();
    let known = FLAGS.iter().fold(0, |a, f| a | f.bit);
    if word & !known != 0 {
        out.push(format!("{:#x}", word & !known));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_are_distinct_single_bits_and_describe_names_them() {
        for (i, f) in FLAGS.iter().enumerate() {
            assert_eq!(f.bit, 1 << i, "{} out of order", f.name);
        }
        assert_eq!(describe(0), Vec::<String>::new());
        assert_eq!(describe(SLOT.bit | TRACK.bit), ["slot", "track"]);
        assert_eq!(describe(ROW.bit | 0x100), ["row", "0x100"]);
        assert_eq!(TOO_MANY_TOKENS.constant(), "DELTAGEN_DIAG_TOO_MANY_TOKENS");
    }
}
