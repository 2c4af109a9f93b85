//! The launch ABI, defined once: a kernel's parameters in order (from the manifest, which
//! `cargo xtask gen` prints from each kernel's IR), how arguments are packed, and how the
//! grid follows from the scalar arguments.
//!
//! Packing uses natural alignment (pointers and i64 at 8 bytes, i32/f32 at 4), which is
//! both the AMDGPU kernarg layout and what the CUDA driver expects behind each
//! `kernelParams` pointer.

use crate::vocab::Scalar;
use std::collections::BTreeMap;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamType {
    /// A device pointer to elements of this type.
    Ptr(Scalar),
    Scalar(Scalar),
}

impl ParamType {
    pub fn size(self) -> usize {
        match self {
            ParamType::Ptr(_) => 8,
            ParamType::Scalar(s) => s.bytes().unwrap_or(4),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParamSpec {
    pub name: String,
    pub ty: ParamType,
}

fn scalar_named(s: &str) -> Option<Scalar> {
    [
        Scalar::F32,
        Scalar::F16,
        Scalar::Bf16,
        Scalar::I32,
        Scalar::I64,
    ]
    .into_iter()
    .find(|x| x.name() == s)
}

impl ParamSpec {
    /// `name:ptr<f32>` or `name:i32`, as the manifest writes them.
    pub fn parse(text: &str) -> Result<ParamSpec, String> {
        let (name, ty) = text
            .split_once(':')
            .ok_or_else(|| format!("bad parameter `{text}`"))?;
        let ty = if let Some(elem) = ty.strip_prefix("ptr<").and_then(|t| t.strip_suffix('>')) {
            ParamType::Ptr(
                scalar_named(elem).ok_or_else(|| format!("bad element type in `{text}`"))?,
            )
        } else {
            ParamType::Scalar(
                scalar_named(ty).ok_or_else(|| format!("bad scalar type in `{text}`"))?,
            )
        };
        Ok(ParamSpec {
            name: name.to_string(),
            ty,
        })
    }
}

/// One launch argument.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ArgValue {
    /// A device address.
    Ptr(u64),
    I32(i32),
    I64(i64),
    F32(f32),
}

/// Packed arguments: one buffer, and where each parameter starts in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Packed {
    pub bytes: Vec<u8>,
    pub offsets: Vec<usize>,
}

/// Pack `args` (by name) for `params`. Every parameter needs an argument of its type and
/// no argument may be left over.
pub fn pack(params: &[ParamSpec], args: &BTreeMap<String, ArgValue>) -> Result<Packed, String> {
    let mut bytes = Vec::new();
    let mut offsets = Vec::new();
    for p in params {
        let a = args
            .get(&p.name)
            .ok_or_else(|| format!("no argument for parameter `{}`", p.name))?;
        let raw: Vec<u8> = match (p.ty, a) {
            (ParamType::Ptr(_), ArgValue::Ptr(x)) => x.to_le_bytes().to_vec(),
            (ParamType::Scalar(Scalar::I32), ArgValue::I32(x)) => x.to_le_bytes().to_vec(),
            (ParamType::Scalar(Scalar::I64), ArgValue::I64(x)) => x.to_le_bytes().to_vec(),
            (ParamType::Scalar(Scalar::F32), ArgValue::F32(x)) => x.to_le_bytes().to_vec(),
            (t, a) => return Err(format!("parameter `{}` is {t:?}, got {a:?}", p.name)),
        };
        let align = p.ty.size();
        while bytes.len() % align != 0 {
            bytes.push(0);
        }
        offsets.push(bytes.len());
        bytes.extend_from_slice(&raw);
    }
    if let Some(extra) = args.keys().find(|k| !params.iter().any(|p| &p.name == *k)) {
        return Err(format!("argument `{extra}` matches no parameter"));
    }
    Ok(Packed { bytes, offsets })
}

/// One factor of a grid axis, as the manifest writes it: `16`, `num_v_heads`,
/// `ceil(conv_dim/128)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GridFactor {
    Const(u32),
    Param(String),
    CeilDiv(String, u32),
}

impl GridFactor {
    /// Parse `a*b*...`; parameter names must be i32 scalars of `params`.
    pub fn parse_product(text: &str, params: &[ParamSpec]) -> Result<Vec<GridFactor>, String> {
        let check = |name: &str| {
            if params
                .iter()
                .any(|p| p.name == name && p.ty == ParamType::Scalar(Scalar::I32))
            {
                Ok(name.to_string())
            } else {
                Err(format!(
                    "grid names `{name}`, which is not an i32 parameter"
                ))
            }
        };
        text.split('*')
            .map(str::trim)
            .map(|f| {
                if let Ok(c) = f.parse() {
                    return Ok(GridFactor::Const(c));
                }
                if let Some(inner) = f.strip_prefix("ceil(").and_then(|x| x.strip_suffix(')')) {
                    let (n, d) = inner
                        .split_once('/')
                        .ok_or_else(|| format!("bad grid factor `{f}`"))?;
                    let d: u32 = d.parse().map_err(|_| format!("bad divisor in `{f}`"))?;
                    if d == 0 {
                        return Err(format!("zero divisor in `{f}`"));
                    }
                    return Ok(GridFactor::CeilDiv(check(n)?, d));
                }
                Ok(GridFactor::Param(check(f)?))
            })
            .collect()
    }
}

/// Work-groups per axis for these arguments.
pub fn grid(
    factors: &[Vec<GridFactor>; 3],
    args: &BTreeMap<String, ArgValue>,
) -> Result<[u32; 3], String> {
    let mut out = [1u32; 3];
    for (axis, fs) in factors.iter().enumerate() {
        for f in fs {
            let v = match f {
                GridFactor::Const(c) => *c,
                GridFactor::Param(n) | GridFactor::CeilDiv(n, _) => {
                    let v = match args.get(n) {
                        Some(ArgValue::I32(v)) if *v >= 0 => *v as u32,
                        other => {
                            return Err(format!(
                                "grid needs a non-negative i32 `{n}`, got {other:?}"
                            ))
                        }
                    };
                    match f {
                        GridFactor::CeilDiv(_, d) => v.div_ceil(*d),
                        _ => v,
                    }
                }
            };
            out[axis] = out[axis]
                .checked_mul(v)
                .ok_or_else(|| format!("grid axis {axis} overflows"))?;
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packing_aligns_naturally_and_checks_every_parameter() {
        let params: Vec<ParamSpec> = ["p:ptr<f32>", "n:i32", "pitch:i64", "s:f32"]
            .iter()
            .map(|t| ParamSpec::parse(t).expect("parses"))
            .collect();
        let mut args = BTreeMap::new();
        args.insert("p".to_string(), ArgValue::Ptr(0x1122_3344_5566_7788));
        args.insert("n".to_string(), ArgValue::I32(-2));
        args.insert("pitch".to_string(), ArgValue::I64(1 << 40));
        args.insert("s".to_string(), ArgValue::F32(0.5));
        let p = pack(&params, &args).expect("packs");
        assert_eq!(p.offsets, vec![0, 8, 16, 24]);
        assert_eq!(p.bytes.len(), 28);
        assert_eq!(&p.bytes[8..12], &(-2i32).to_le_bytes());
        assert_eq!(&p.bytes[16..24], &(1i64 << 40).to_le_bytes());
        args.insert("n".to_string(), ArgValue::I64(3));
        assert!(pack(&params, &args).unwrap_err().contains("`n`"));
        args.insert("n".to_string(), ArgValue::I32(3));
        args.insert("extra".to_string(), ArgValue::I32(3));
        assert!(pack(&params, &args).unwrap_err().contains("extra"));
    }

    #[test]
    fn grid_factors_parse_and_evaluate() {
        let params: Vec<ParamSpec> = ["hv:i32", "c:i32", "x:i64"]
            .iter()
            .map(|t| ParamSpec::parse(t).expect("parses"))
            .collect();
        let f = [
            GridFactor::parse_product("16*hv", &params).expect("x"),
            GridFactor::parse_product("ceil(c/128)", &params).expect("y"),
            GridFactor::parse_product("1", &params).expect("z"),
        ];
        let mut args = BTreeMap::new();
        args.insert("hv".to_string(), ArgValue::I32(32));
        args.insert("c".to_string(), ArgValue::I32(300));
        assert_eq!(grid(&f, &args), Ok([512, 3, 1]));
        assert!(
            GridFactor::parse_product("2*x", &params).is_err(),
            "i64 cannot size a grid"
        );
        args.insert("hv".to_string(), ArgValue::I32(-1));
        assert!(grid(&f, &args).is_err());
    }
}
