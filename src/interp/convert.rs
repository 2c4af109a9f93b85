//! Exact conversions between f32 and the 16-bit storage formats, round to nearest even.
//! These define the bits the GPU conversions must match (`cvt.rn.bf16.f32`,
//! `cvt.rn.f16.f32` and their AMDGCN equivalents). NaN inputs give a quiet NaN of the same
//! sign; NaN payloads are not part of the contract.

pub fn f32_to_bf16(x: f32) -> u16 {
    let b = x.to_bits();
    if x.is_nan() {
        return ((b >> 16) as u16) | 0x0040;
    }
    let rounded = b.wrapping_add(0x7fff + ((b >> 16) & 1));
    (rounded >> 16) as u16
}

pub fn bf16_to_f32(h: u16) -> f32 {
    f32::from_bits(u32::from(h) << 16)
}

pub fn f32_to_f16(x: f32) -> u16 {
    let b = x.to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    let exp = ((b >> 23) & 0xff) as i32;
    let man = b & 0x007f_ffff;
    if exp == 0xff {
        return sign
            | 0x7c00
            | if man != 0 {
                0x0200 | (man >> 13) as u16
            } else {
                0
            };
    }
    let e = exp - 127 + 15;
    if e >= 0x1f {
        return sign | 0x7c00;
    }
    let round = |q: u32, rem: u32, half: u32| -> u32 {
        if rem > half || (rem == half && q & 1 == 1) {
            q + 1
        } else {
            q
        }
    };
    if e <= 0 {
        // Subnormal (or zero) in f16: unit 2^-24. The f32 value is m * 2^(exp-150).
        let m = if exp == 0 { man } else { man | 0x0080_0000 };
        let shift = (14 - e) as u32 + u32::from(exp == 0);
        if shift >= 32 {
            return sign;
        }
        let q = m >> shift;
        let rem = m & ((1u32 << shift) - 1);
        return sign | round(q, rem, 1u32 << (shift - 1)) as u16;
    }
    let q = ((e as u32) << 10) | (man >> 13);
    // A carry out of the mantissa correctly bumps the exponent (up to infinity).
    sign | round(q, man & 0x1fff, 0x1000) as u16
}

pub fn f16_to_f32(h: u16) -> f32 {
    let sign = u32::from(h & 0x8000) << 16;
    let exp = u32::from((h >> 10) & 0x1f);
    let man = u32::from(h & 0x03ff);
    let bits = match (exp, man) {
        (0, 0) => sign,
        (0, m) => {
            // Subnormal: value m * 2^-24, exact in f32.
            let v = m as f32 * f32::from_bits(0x3380_0000);
            return if sign != 0 { -v } else { v };
        }
        (0x1f, 0) => sign | 0x7f80_0000,
        (0x1f, m) => sign | 0x7fc0_0000 | (m << 13),
        (e, m) => sign | ((e + 127 - 15) << 23) | (m << 13),
    };
    f32::from_bits(bits)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Round `x` to a 16-bit format by brute force: the nearest representable value
    /// (ties to the even bit pattern), found among all finite values of the format.
    fn nearest(x: f32, decode: fn(u16) -> f32, max_finite: u16) -> u16 {
        let xd = f64::from(x);
        let mut best = 0u16;
        let mut best_err = f64::INFINITY;
        // Rounding keeps the sign (a tiny negative value rounds to -0).
        let sign = if x.is_sign_negative() { 0x8000 } else { 0 };
        for h in 0..=max_finite {
            let bits = h | sign;
            let err = (f64::from(decode(bits)) - xd).abs();
            if err < best_err || (err == best_err && bits & 1 == 0 && best & 1 == 1) {
                best = bits;
                best_err = err;
            }
        }
        best
    }

    #[test]
    fn f16_round_trip_is_exact_for_every_value() {
        for h in 0..=u16::MAX {
            let f = f16_to_f32(h);
            if f.is_nan() {
                assert!(f16_to_f32(f32_to_f16(f)).is_nan());
                continue;
            }
            assert_eq!(f32_to_f16(f), h, "f16 {h:#06x}");
        }
    }

    #[test]
    fn bf16_round_trip_is_exact_for_every_value() {
        for h in 0..=u16::MAX {
            let f = bf16_to_f32(h);
            if !f.is_nan() {
                assert_eq!(f32_to_bf16(f), h, "bf16 {h:#06x}");
            }
        }
    }

    #[test]
    fn narrowing_rounds_to_nearest_even() {
        // Midpoints, near-midpoints and subnormals, checked against a brute-force search.
        let mut xs = vec![
            1.0f32 + 2f32.powi(-11),
            1.0 + 3.0 * 2f32.powi(-11),
            1.0 + 2f32.powi(-11) + 2f32.powi(-20),
            2f32.powi(-25),
            2f32.powi(-25) * 1.0001,
            3.0 * 2f32.powi(-25),
            2f32.powi(-15) * 1.37,
            65519.0,
            -1.0e-6,
            1.0 + 2f32.powi(-8),
            1.0 + 3.0 * 2f32.powi(-8),
        ];
        let mut s = 0x1234_5678u32;
        for _ in 0..200 {
            s ^= s << 13;
            s ^= s >> 17;
            s ^= s << 5;
            xs.push(f32::from_bits((s & 0x8fff_ffff) | 0x3000_0000) * 1e-3);
        }
        for x in xs {
            assert_eq!(
                f32_to_f16(x),
                nearest(x, f16_to_f32, 0x7bff),
                "f16 of {x:e}"
            );
            let bf = f32_to_bf16(x);
            assert_eq!(bf, nearest(x, bf16_to_f32, 0x7f7f), "bf16 of {x:e}");
        }
        assert_eq!(f32_to_f16(65520.0), 0x7c00, "rounds to infinity");
    }
}
