//! `deltagen run`: one kernel instance on the CPU interpreter, from a safetensors file of
//! named inputs to a safetensors file of outputs.
//!
//! Every kernel parameter is a tensor of the same name: buffers as tensors of rank >= 1 in
//! the parameter's dtype, scalars as rank-0 (or one-element) tensors. The outputs are the
//! kernel's writable buffers after the launch, as flat tensors.

use crate::interp::{run_named, Value};
use crate::ir::{Const, Kernel, ParamKind, Scalar};
use safetensors::tensor::{Dtype, SafeTensors, TensorView};
use std::collections::BTreeMap;

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
    let file = SafeTensors::deserialize(input)
        .map_err(|e| format!("cannot read the inputs as safetensors: {e}"))?;
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
