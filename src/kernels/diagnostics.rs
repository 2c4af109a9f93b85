//! The diagnostics word in the kernels (`crate::vocab::diagnostics` defines the flags):
//! a kernel collects the flags of what its work-group skips into one `i32`, and lane 0
//! ORs them into the word when the engine gave one and any flag is set. A launch with
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

    /// `flags`, with `flag` added where `cond` holds.
    pub(crate) fn flag(
        k: &mut KernelBuilder,
        flags: Val<I32>,
        cond: Val<Bool>,
        flag: Flag,
    ) -> Val<I32> {
        let bit = k.i32(flag.bit as i32);
        let zero = k.i32(0);
        let add = k.select(cond, bit, zero);
        k.ibin(crate::ir::IntBinOp::Or, flags, add)
    }

    /// Lane 0 of the work-group ORs `flags` into the word, when there is a word and a flag.
    pub(crate) fn record(self, k: &mut KernelBuilder, flags: Val<I32>) {
        let zero = k.i32(0);
        let any = k.cmp(CmpOp::Ne, flags, zero);
        let on = k.cmp(CmpOp::Ne, self.on, zero);
        let lane = k.local_id();
        let first = k.cmp(CmpOp::Eq, lane, zero);
        let go = k.and(any, on);
        let go = k.and(go, first);
        k.if_(go, |k| {
            let at = k.i64(0);
            k.atomic_or(self.word, at, flags);
        });
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

/// The flags of a commit request. A negative accepted step means "skip" and a negative
/// track step "no track copy": neither is an error. Otherwise the accepted step must be
/// below `num_steps` (STEP), the slot and the row in range (SLOT, ROW), and a track copy
/// needs its slot in range and a step at most the accepted one (TRACK).
pub(crate) fn commit_flags(
    k: &mut KernelBuilder,
    i: &CommitIndices,
    num_slots: Val<I32>,
    num_rows: Val<I32>,
    num_steps: Val<I32>,
) -> Val<I32> {
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
    let flags = Diagnostics::flag(k, zero, step_over, diag::STEP);
    let flags = Diagnostics::flag(k, flags, slot_bad, diag::SLOT);
    let flags = Diagnostics::flag(k, flags, row_bad, diag::ROW);
    let flags = Diagnostics::flag(k, flags, track_bad, diag::TRACK);
    k.select(active, flags, zero)
}
