//! Shared test helpers: a deterministic PRNG and random, never-zero data.
#![allow(dead_code)]

#[allow(unused_imports)]
pub use deltagen::rng::Rng;

/// Arguments for every parameter of `params`, each 1 (a pointer: a fake, aligned device
/// address; a grid of at least one group): for checks of the packing and of loaders that
/// never run the kernel.
pub fn ones_args(
    params: &[deltagen::runtime::abi::ParamSpec],
) -> std::collections::BTreeMap<String, deltagen::runtime::abi::ArgValue> {
    use deltagen::runtime::abi::{ArgValue, ParamType};
    use deltagen::vocab::Scalar;
    params
        .iter()
        .map(|p| {
            let v = match p.ty {
                ParamType::Ptr(_) => ArgValue::Ptr(0x1000),
                ParamType::Scalar(Scalar::I64) => ArgValue::I64(1),
                ParamType::Scalar(Scalar::F32) => ArgValue::F32(1.0),
                ParamType::Scalar(_) => ArgValue::I32(1),
            };
            (p.name.clone(), v)
        })
        .collect()
}

/// A fake device address for each tensor (aligned, distinct; `n` counts them): host-only
/// tests of the launch API never dereference them.
#[cfg(feature = "generator")]
pub fn fake_tensor(
    n: &mut u64,
    v: &deltagen::interp::Value,
) -> deltagen::runtime::launch::DeviceTensor {
    let deltagen::interp::Value::Tensor(dtype, bytes) = v else {
        panic!("not a tensor")
    };
    *n += 1 << 32;
    deltagen::runtime::launch::DeviceTensor {
        ptr: *n,
        dtype: *dtype,
        len: bytes.len() / dtype.bytes().unwrap_or(4),
    }
}

/// A verify launch's tensors at fake addresses: no decays, no word.
#[cfg(feature = "generator")]
pub fn fake_verify_tensors(
    named: &deltagen::cases::Named,
    n: &mut u64,
) -> deltagen::runtime::launch::VerifyTensors {
    let mut t = |k: &str| fake_tensor(n, &named[k]);
    deltagen::runtime::launch::VerifyTensors {
        q: t("q"),
        k: t("k"),
        v: t("v"),
        a: t("a"),
        b: t("b"),
        a_log: t("A_log"),
        dt_bias: t("dt_bias"),
        o: t("o"),
        pool: t("pool"),
        h0_indices: t("h0_indices"),
        cu_seqlens: t("cu_seqlens"),
        decay: None,
        diagnostics: None,
    }
}

/// A verify that skipped request 0 for `flag` (its `o` is the first `o_bytes` bytes): the
/// word holds exactly that flag, request 0's `o` is still the poison, and every other
/// request's `o` equals `clean`'s.
#[cfg(feature = "generator")]
pub fn assert_first_skipped(
    out: &std::collections::BTreeMap<String, Vec<u8>>,
    clean: &std::collections::BTreeMap<String, Vec<u8>>,
    flag: deltagen::vocab::diagnostics::Flag,
    o_bytes: usize,
    tag: &str,
) {
    assert_eq!(
        out[deltagen::vocab::diagnostics::WORD],
        (flag.bit as i32).to_le_bytes(),
        "{tag}: diagnostics"
    );
    assert!(
        out["o"][..o_bytes]
            .iter()
            .all(|&b| b == deltagen::cases::POISON),
        "{tag}: o written"
    );
    assert!(
        out["o"][o_bytes..] == clean["o"][o_bytes..],
        "{tag}: other requests' o"
    );
}

/// A small engine-shaped geometry: one key head with two value heads, `tokens` per
/// request, room for one step more than the longest, `slots` pool slots and `rows` ring or
/// snapshot rows.
#[cfg(feature = "generator")]
pub fn small_geo(
    gate: deltagen::vocab::Gate,
    tokens: Vec<usize>,
    slots: usize,
    rows: usize,
) -> deltagen::cases::Geo {
    deltagen::cases::Geo {
        gate,
        h: 1,
        hv: 2,
        d_alloc: tokens.iter().copied().max().unwrap_or(1) + 1,
        tokens,
        slots,
        rows,
    }
}

/// The trees of a step: request `i` gets shape `(i + round) % 4`: a chain, a star, a
/// random tree, or a binary tree (parent `(t - 1) / 2`).
pub fn trees(rng: &mut Rng, tokens: &[usize], round: usize) -> Vec<Vec<i32>> {
    tokens
        .iter()
        .enumerate()
        .map(|(i, &t)| {
            (0..t)
                .map(|pos| match (pos, (i + round) % 4) {
                    (0, _) => -1,
                    (p, 0) => p as i32 - 1,
                    (_, 1) => 0,
                    (p, 2) => rng.below(p) as i32,
                    (p, _) => ((p - 1) / 2) as i32,
                })
                .collect()
        })
        .collect()
}

/// A probe kernel of one lane per item: `declare` adds its buffers, then the kernel takes
/// the scalars `n` and `groups` (its grid: `groups` work-groups of `group` lanes) and runs
/// `body` with the buffers and the lane's item index for every item `i < n`.
#[cfg(feature = "generator")]
pub fn item_probe<B>(
    name: &str,
    group: u32,
    declare: impl FnOnce(&mut deltagen::dsl::KernelBuilder) -> B,
    body: impl FnOnce(&mut deltagen::dsl::KernelBuilder, &B, deltagen::dsl::Val<deltagen::dsl::I64>),
) -> deltagen::ir::Kernel {
    use deltagen::dsl::{KernelBuilder, I32};
    use deltagen::ir::{Axis, CmpOp};
    let mut k = KernelBuilder::new(name, group);
    let bufs = declare(&mut k);
    let n = k.scalar::<I32>("n");
    let groups = k.scalar::<I32>("groups");
    let g = k.grid_param(groups);
    k.grid(Axis::X, vec![g]);
    let gid = k.group_id(Axis::X);
    let size = k.i32(group as i32);
    let base = k.imul(gid, size);
    let lane = k.local_id();
    let i = k.iadd(base, lane);
    let inside = k.cmp(CmpOp::Lt, i, n);
    k.if_(inside, |k| {
        let at = k.sext(i);
        body(k, &bufs, at);
    });
    k.finish().expect("probe kernel is valid")
}

/// Run an [`item_probe`] on the interpreter over `n` items: `inputs` are its read buffers
/// (f32), then comes its output, `out_len` f32 poisoned with 0xA5 bytes; the output's bits.
#[cfg(feature = "generator")]
pub fn run_item_probe(
    kernel: &deltagen::ir::Kernel,
    group: u32,
    inputs: &[&[f32]],
    out_len: usize,
    n: usize,
) -> Vec<u32> {
    use deltagen::interp::{self, Arg, Buffer};
    use deltagen::ir::{Const, Scalar};
    let groups = n.div_ceil(group as usize);
    let mut args: Vec<Arg> = inputs
        .iter()
        .map(|x| Arg::Buffer(Buffer::from_f32(x)))
        .collect();
    args.push(Arg::Buffer(Buffer::filled(Scalar::F32, out_len, 0xA5)));
    args.push(Arg::Scalar(Const::I32(n as i32)));
    args.push(Arg::Scalar(Const::I32(groups as i32)));
    interp::run(kernel, &args).expect("probe runs");
    let Arg::Buffer(out) = &args[inputs.len()] else {
        unreachable!()
    };
    out.to_bytes()
        .chunks(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}
