//! The diagnostics word in the kernels (`crate::vocab::diagnostics` defines the flags):
//! a kernel collects the flags of what its work-group skips into one `i32`, and its lanes
//! OR them into the word when the engine gave one and any flag is set. A launch with
//! nothing to report executes one compare and a not-taken branch.

use crate::dsl::{Bool, Buf, KernelBuilder, Val, I32};
use crate::ir::CmpOp;
use crate::kernels::params::Declared;
use crate::vocab::diagnostics::{self, Flag};

#[derive(Clone, Copy)]
pub(crate) struct Diagnostics {
    word: Buf,
    /// 1 when the engine passed a word, 0 when the pointer is null.
    on: Val<I32>,
}

impl Diagnostics {
    pub(crate) fn declared(p: &Declared) -> Result<Diagnostics, String> {
        Ok(Diagnostics {
            word: p.buf(diagnostics::WORD)?,
            on: p.i32(diagnostics::GIVEN)?,
        })
    }

    /// Where the engine gave a word and any of `flags` holds, OR the flags that hold into
    /// it: one atomic per flag, each with its constant bit. The conditions only steer
    /// branches (no flag value is computed), so the index values they come from can stay
    /// in the uniform datapath: ORing a computed value made ptxas move them to vector
    /// registers. Every lane stores (the flags are the work-group's), so no lane id enters.
    pub(crate) fn record(self, k: &mut KernelBuilder, flags: &Flags) {
        let Some((&(first, _), rest)) = flags.0.split_first() else {
            return;
        };
        let any = rest.iter().fold(first, |a, &(c, _)| k.or(a, c));
        let zero = k.i32(0);
        self.when_given(k, any, zero, |k| {
            for &(cond, flag) in &flags.0 {
                k.if_(cond, |k| {
                    let at = k.i64(0);
                    let bit = k.i32(flag.bit as i32);
                    k.atomic_or(self.word, at, bit);
                });
            }
        });
    }

    /// As [`record`](Self::record), with the flags that hold ORed into one value first and
    /// stored with one atomic. For verify, whose word is recorded on the path of valid
    /// requests too (a slot or row out of range still runs the request): one atomic per flag
    /// there made a `triton-sm90` bf16 snapshot tile spill under its register cap.
    pub(crate) fn record_combined(self, k: &mut KernelBuilder, flags: &Flags) {
        let zero = k.i32(0);
        let value = combine(k, flags, zero);
        self.record_value(k, value, zero);
    }

    /// OR `value` (flag bits, already combined) into the word where it is non-zero and the
    /// engine gave a word (`zero`: an `i32` 0).
    pub(crate) fn record_value(self, k: &mut KernelBuilder, value: Val<I32>, zero: Val<I32>) {
        let any = k.cmp(CmpOp::Ne, value, zero);
        self.when_given(k, any, zero, |k| {
            let at = k.i64(0);
            k.atomic_or(self.word, at, value);
        });
    }

    /// `store` where `any` flag holds and the engine gave a word (`zero`: an `i32` 0).
    fn when_given(
        self,
        k: &mut KernelBuilder,
        any: Val<Bool>,
        zero: Val<I32>,
        store: impl FnOnce(&mut KernelBuilder),
    ) {
        let on = k.cmp(CmpOp::Ne, self.on, zero);
        let go = k.and(any, on);
        k.if_(go, store);
    }
}

/// The bits of the flags that hold, ORed into one value (0 when none does; `zero`: an
/// `i32` 0).
pub(crate) fn combine(k: &mut KernelBuilder, flags: &Flags, zero: Val<I32>) -> Val<I32> {
    flags.0.iter().fold(zero, |v, &(cond, flag)| {
        let bit = k.i32(flag.bit as i32);
        let add = k.select(cond, bit, zero);
        k.ibin(crate::ir::IntBinOp::Or, v, add)
    })
}

/// The conditions under which a work-group sets each flag.
#[derive(Default)]
pub(crate) struct Flags(Vec<(Val<Bool>, Flag)>);

impl Flags {
    pub(crate) fn add(&mut self, cond: Val<Bool>, flag: Flag) {
        self.0.push((cond, flag));
    }
}

/// A commit request's indices (replay and the scatters read the same five arrays).
pub(crate) struct CommitIndices {
    pub slot: Val<I32>,
    pub row: Val<I32>,
    pub step: Val<I32>,
    pub track_slot: Val<I32>,
    pub track_step: Val<I32>,
}

/// The commit rule of replay and both scatters, written once: whether a request is
/// committed, whether it has a track copy, and the flags of what is wrong with it.
pub(crate) struct CommitCheck {
    /// Committed: accepted step in `[0, num_steps)`, slot and row in range, and no track
    /// step or a valid track copy. A request with any flag is skipped whole (accepted and
    /// track copies alike), on both commit paths.
    pub valid: Val<Bool>,
    /// The request asks for a track copy (track step `>= 0`).
    pub tracked: Val<Bool>,
    pub flags: Flags,
}

/// The commit rule. A negative accepted step means "skip" and a negative track step "no
/// track copy": neither is an error. Otherwise the accepted step must be below
/// `num_steps` (STEP), the slot and the row in range (SLOT, ROW), and a track copy needs
/// its slot in range and a step at most the accepted one (TRACK). The request is committed
/// when it is active and no flag holds.
pub(crate) fn commit_check(
    k: &mut KernelBuilder,
    i: &CommitIndices,
    num_slots: Val<I32>,
    num_rows: Val<I32>,
    num_steps: Val<I32>,
) -> CommitCheck {
    use diagnostics as diag;
    let zero = k.i32(0);
    let active = k.cmp(CmpOp::Ge, i.step, zero);
    let step_over = k.cmp(CmpOp::Ge, i.step, num_steps);
    let slot_ok = k.in_range(i.slot, zero, num_slots);
    let slot_bad = k.not(slot_ok);
    let row_ok = k.in_range(i.row, zero, num_rows);
    let row_bad = k.not(row_ok);
    let tracked = k.cmp(CmpOp::Ge, i.track_step, zero);
    let track_slot_ok = k.in_range(i.track_slot, zero, num_slots);
    let track_before = k.cmp(CmpOp::Le, i.track_step, i.step);
    let track_ok = k.and(track_slot_ok, track_before);
    let track_bad = k.not(track_ok);
    let track_bad = k.and(tracked, track_bad);
    let mut flags = Flags::default();
    let mut valid = active;
    for (cond, flag) in [
        (step_over, diag::STEP),
        (slot_bad, diag::SLOT),
        (row_bad, diag::ROW),
        (track_bad, diag::TRACK),
    ] {
        let fine = k.not(cond);
        valid = k.and(valid, fine);
        let cond = k.and(active, cond);
        flags.add(cond, flag);
    }
    CommitCheck {
        valid,
        tracked,
        flags,
    }
}
