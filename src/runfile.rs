//! `deltagen run`: one kernel instance on the CPU interpreter, from a safetensors file of
//! named inputs to a safetensors file of outputs.
//!
//! Every kernel parameter is a tensor of the same name: buffers as tensors of rank >= 1 in
//! the parameter's dtype, scalars as rank-0 (or one-element) tensors. The outputs are the
//! kernel's writable buffers after the launch, as flat tensors.

use crate::interp::{run_named, Value};
use crate::ir::{Const, GridTerm, Kernel, ParamKind, Scalar};
use crate::vocab::diagnostics;
use safetensors::tensor::{Dtype, SafeTensors, TensorInfo, TensorView};
use std::collections::BTreeMap;

/// The work-groups `deltagen run` interprets in one launch: at most
/// `max(MIN_GROUPS, input bytes / BYTES_PER_GROUP)`. A real launch reads far more than
/// 16 bytes per work-group (a verify work-group alone reads a 64 KB state), so the bound
/// never refuses one; without it, a few bytes of scalars (a grid of 2^31 layers whose
/// pitches alias, or a garbage `conv_dim` for a small conv pool) keep the interpreter busy
/// for hours. With it, the work stays proportional to the file.
pub const MIN_GROUPS: u64 = 1 << 16;
pub const BYTES_PER_GROUP: u64 = 16;

/// Refuse a launch of more work-groups than [`MIN_GROUPS`] and [`BYTES_PER_GROUP`] allow
/// for `input_len` bytes, naming the grid and the scalars that size it. Anything else
/// wrong with the grid's scalars is left to the interpreter, which says what it needs.
fn check_grid(
    kernel: &Kernel,
    values: &BTreeMap<String, Value>,
    input_len: usize,
) -> Result<(), String> {
    let limit = MIN_GROUPS.max(input_len as u64 / BYTES_PER_GROUP);
    let mut total: u128 = 1;
    let mut axes = Vec::new();
    let mut named = Vec::new();
    for terms in &kernel.grid.dims {
        let mut axis: u128 = 1;
        for t in terms {
            let v = match *t {
                GridTerm::Const(c) => u128::from(c),
                GridTerm::Param(p) | GridTerm::CeilDiv(p, _) => {
                    let Some(param) = kernel.params.get(p as usize) else {
                        return Ok(());
                    };
                    let Some(Value::Scalar(Const::I32(v))) = values.get(&param.name) else {
                        return Ok(());
                    };
                    let Ok(v) = u32::try_from(*v) else {
                        return Ok(());
                    };
                    named.push(format!("{} = {v}", param.name));
                    match *t {
                        GridTerm::CeilDiv(_, d) if d > 0 => u128::from(v.div_ceil(d)),
                        _ => u128::from(v),
                    }
                }
            };
            axis = axis.saturating_mul(v);
        }
        axes.push(axis.to_string());
        total = total.saturating_mul(axis);
    }
    if total > u128::from(limit) {
        return Err(format!(
            "the launch is {} = {total} work-groups ({}): more than `deltagen run` interprets for {input_len} bytes of inputs ({limit}; one per {BYTES_PER_GROUP} bytes, at least {MIN_GROUPS}); is a size wrong?",
            axes.join(" x "),
            named.join(", ")
        ));
    }
    Ok(())
}

/// safetensors' limit on the JSON header.
const MAX_HEADER: u64 = 100_000_000;

/// Check a safetensors file's header against the file before safetensors reads it, naming
/// the tensor and what is wrong: safetensors 0.4 names only the kind of a problem
/// (`TensorInvalidInfo`), and its last size check overflows (a panic in a debug build) on
/// offsets near `usize::MAX`. Layout: an 8-byte little-endian header length, a JSON object
/// of `name: {dtype, shape, data_offsets: [start, end]}` (and an optional `__metadata__`
/// map of strings), then the data, each tensor's bytes at its offsets, back to back.
fn check_header(input: &[u8]) -> Result<(), String> {
    let len = input.len();
    let n = input
        .get(..8)
        .and_then(|b| b.try_into().ok())
        .map(u64::from_le_bytes)
        .ok_or_else(|| {
            format!(
                "the file has {len} bytes; a safetensors file starts with an 8-byte header length"
            )
        })?;
    if n > MAX_HEADER {
        return Err(format!(
            "the header length {n} is over safetensors' limit of {MAX_HEADER} bytes"
        ));
    }
    let header = usize::try_from(n)
        .ok()
        .and_then(|n| input.get(8..8 + n))
        .ok_or_else(|| {
            format!("the header length {n} runs past the end of the file ({len} bytes)")
        })?;
    let data = len - 8 - header.len();
    let text = std::str::from_utf8(header).map_err(|e| format!("the header is not UTF-8: {e}"))?;
    let entries: BTreeMap<String, serde_json::Value> = serde_json::from_str(text)
        .map_err(|e| format!("the header is not a JSON object of tensors: {e}"))?;
    let mut spans = Vec::new();
    for (name, v) in entries {
        if name == "__metadata__" {
            serde_json::from_value::<BTreeMap<String, String>>(v)
                .map_err(|e| format!("`__metadata__` is not a map of strings: {e}"))?;
            continue;
        }
        let info: TensorInfo =
            serde_json::from_value(v).map_err(|e| format!("tensor `{name}`: {e}"))?;
        let (start, end) = info.data_offsets;
        if start > end || end > data {
            return Err(format!(
                "tensor `{name}`: data_offsets [{start}, {end}] are not within the file's {data} data bytes"
            ));
        }
        let bytes = info
            .shape
            .iter()
            .try_fold(info.dtype.size(), |a, &d| a.checked_mul(d));
        if bytes != Some(end - start) {
            return Err(format!(
                "tensor `{name}`: shape {:?} of {:?} is {} bytes, but its data_offsets [{start}, {end}] hold {}",
                info.shape,
                info.dtype,
                bytes.map_or("more than memory".to_string(), |b| b.to_string()),
                end - start
            ));
        }
        spans.push((start, end, name));
    }
    spans.sort();
    let mut at = 0;
    for (start, end, name) in spans {
        if start < at {
            return Err(format!(
                "tensor `{name}` (data_offsets [{start}, {end}]) overlaps the tensor before it, which ends at {at}"
            ));
        }
        if start > at {
            return Err(format!(
                "data bytes {at}..{start} belong to no tensor (the gap before `{name}`)"
            ));
        }
        at = end;
    }
    if at != data {
        return Err(format!(
            "data bytes {at}..{data} belong to no tensor (the file has {data} data bytes after the header)"
        ));
    }
    Ok(())
}

fn dtype_of(s: Scalar) -> Option<Dtype> {
    Some(match s {
        Scalar::F32 => Dtype::F32,
        Scalar::F16 => Dtype::F16,
        Scalar::Bf16 => Dtype::BF16,
        Scalar::I32 => Dtype::I32,
        Scalar::I64 => Dtype::I64,
        Scalar::Bool => return None,
    })
}

/// One line per parameter: `name: kind`, for `--help` and error messages.
pub fn describe_params(k: &Kernel) -> String {
    k.params
        .iter()
        .map(|p| match p.kind {
            ParamKind::Buffer { elem, access } => format!(
                "  {:<20} tensor of {}{}",
                p.name,
                elem.name(),
                if access == crate::ir::Access::ReadWrite {
                    " (written; returned in --out)"
                } else {
                    ""
                }
            ),
            ParamKind::Scalar(s) => format!("  {:<20} scalar {} (rank-0 tensor)", p.name, s.name()),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Run `kernel` with the tensors of `input` (safetensors bytes); the outputs as safetensors.
pub fn run(kernel: &Kernel, input: &[u8]) -> Result<Vec<u8>, String> {
    let not_read = |e: String| format!("cannot read the inputs as safetensors: {e}");
    check_header(input).map_err(not_read)?;
    let file = SafeTensors::deserialize(input).map_err(|e| not_read(e.to_string()))?;
    let names: Vec<String> = file.names().into_iter().cloned().collect();
    for n in &names {
        if !kernel.params.iter().any(|p| &p.name == n) {
            return Err(format!(
                "input tensor `{n}` is not a parameter of `{}`; its parameters:\n{}",
                kernel.name,
                describe_params(kernel)
            ));
        }
    }
    let mut values = BTreeMap::new();
    for p in &kernel.params {
        // The diagnostics word is optional: without it the launch records nothing.
        let given = names.iter().any(|n| n == diagnostics::WORD);
        if !names.contains(&p.name) {
            if p.name == diagnostics::WORD {
                values.insert(p.name.clone(), Value::i32s(&[]));
                continue;
            }
            if p.name == diagnostics::GIVEN {
                values.insert(p.name.clone(), Value::Scalar(Const::I32(given.into())));
                continue;
            }
        }
        let t = file.tensor(&p.name).map_err(|_| {
            format!(
                "missing input tensor `{}`; `{}` needs:\n{}",
                p.name,
                kernel.name,
                describe_params(kernel)
            )
        })?;
        let (elem, is_scalar) = match p.kind {
            ParamKind::Buffer { elem, .. } => (elem, false),
            ParamKind::Scalar(s) => (s, true),
        };
        let want = dtype_of(elem).ok_or_else(|| format!("`{}` has no file dtype", p.name))?;
        if t.dtype() != want {
            return Err(format!(
                "tensor `{}` is {:?}, the kernel needs {want:?}",
                p.name,
                t.dtype()
            ));
        }
        let count: usize = t.shape().iter().product();
        let value = if is_scalar {
            if count != 1 || t.shape().len() > 1 {
                return Err(format!(
                    "`{}` is a scalar: give a rank-0 tensor, not shape {:?}",
                    p.name,
                    t.shape()
                ));
            }
            let b = t.data();
            Value::Scalar(match elem {
                Scalar::F32 => Const::F32(u32::from_le_bytes([b[0], b[1], b[2], b[3]])),
                Scalar::I32 => Const::I32(i32::from_le_bytes([b[0], b[1], b[2], b[3]])),
                Scalar::I64 => Const::I64(i64::from_le_bytes([
                    b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7],
                ])),
                other => {
                    return Err(format!(
                        "scalar `{}` of {} is not supported",
                        p.name,
                        other.name()
                    ))
                }
            })
        } else {
            if t.shape().is_empty() {
                return Err(format!(
                    "`{}` is a buffer: give a tensor of rank >= 1, not a scalar",
                    p.name
                ));
            }
            Value::Tensor(elem, t.data().to_vec())
        };
        values.insert(p.name.clone(), value);
    }
    check_grid(kernel, &values, input.len())?;
    let outputs = run_named(kernel, &values).map_err(|e| format!("{}: {e}", kernel.name))?;
    let mut views = Vec::new();
    for (name, bytes) in &outputs {
        let elem = kernel
            .params
            .iter()
            .find_map(|p| match p.kind {
                ParamKind::Buffer { elem, .. } if &p.name == name => Some(elem),
                _ => None,
            })
            .ok_or_else(|| format!("output `{name}` has no parameter"))?;
        let dtype = dtype_of(elem).ok_or_else(|| format!("`{name}` has no file dtype"))?;
        let len = bytes.len() / elem.bytes().unwrap_or(1);
        let view = TensorView::new(dtype, vec![len], bytes)
            .map_err(|e| format!("output `{name}`: {e}"))?;
        views.push((name.clone(), view));
    }
    safetensors::serialize(views, &None).map_err(|e| format!("cannot write the outputs: {e}"))
}
