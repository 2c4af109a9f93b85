//! The interpreter and validator on small DSL kernels: lock-step shuffles, masked memory,
//! per-lane run-time trip counts, and the errors a faulty kernel or launch gets.

#![cfg(feature = "generator")]

use deltagen::dsl::*;
use deltagen::interp::{self, Arg, Buffer, InterpError};
use deltagen::ir::{Access, Axis, CmpOp, Const, GridTerm, Scalar};

fn out_f32(args: &[Arg], i: usize) -> Vec<f32> {
    match &args[i] {
        Arg::Buffer(b) => b
            .to_bytes()
            .chunks(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect(),
        Arg::Scalar(_) => panic!("not a buffer"),
    }
}

/// out[g*64 + lane] = in[...] + in[lane ^ 5 ...] via shfl_xor, two groups of 64 lanes.
#[test]
fn shfl_xor_exchanges_within_32_lane_groups() {
    let mut k = KernelBuilder::new("shfl", 64);
    let input = k.buffer("input", Scalar::F32, Access::Read);
    let out = k.buffer("out", Scalar::F32, Access::ReadWrite);
    k.grid(Axis::X, vec![GridTerm::Const(2)]);
    let lane = k.local_id();
    let g = k.group_id(Axis::X);
    let c64 = k.i32(64);
    let base = k.imul(g, c64);
    let i = k.iadd(base, lane);
    let i = k.sext(i);
    let x = k.load::<F32>(input, i);
    let y = k.shfl_xor(x, 5);
    let s = k.add_rn(x, y);
    k.store(out, i, s);
    let kernel = k.finish().expect("valid");
    let data: Vec<f32> = (0..128).map(|i| 1.5 + i as f32 * 0.25).collect();
    let args = vec![
        Arg::Buffer(Buffer::from_f32(&data)),
        Arg::Buffer(Buffer::filled(Scalar::F32, 128, 0xA5)),
    ];
    interp::run(&kernel, &args).expect("runs");
    let got = out_f32(&args, 1);
    for (i, g) in got.iter().enumerate() {
        let partner = (i & !63) | ((i & 63) ^ 5);
        assert_eq!(g.to_bits(), (data[i] + data[partner]).to_bits(), "lane {i}");
    }
}

/// Lane l loops l times and masked stores only write even lanes.
#[test]
fn run_time_trip_counts_and_masks_are_per_lane() {
    let mut k = KernelBuilder::new("loops", 32);
    let out = k.buffer("out", Scalar::I32, Access::ReadWrite);
    let lane = k.local_id();
    let zero = k.i32(0);
    let acc = k.var("acc", zero);
    k.for_range("i", zero, lane, |k, i| {
        let a = k.get(acc);
        let a = k.iadd(a, i);
        k.set(acc, a);
    });
    let two = k.i32(2);
    let r = k.irem(lane, two);
    let even = k.cmp(CmpOp::Eq, r, zero);
    let a = k.get(acc);
    let at = k.sext(lane);
    k.store_masked(out, at, a, even);
    let kernel = k.finish().expect("valid");
    let args = vec![Arg::Buffer(Buffer::from_i32(&[-7; 32]))];
    interp::run(&kernel, &args).expect("runs");
    let Arg::Buffer(b) = &args[0] else { panic!() };
    let got: Vec<i32> = b
        .to_bytes()
        .chunks(4)
        .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    for (l, g) in got.iter().enumerate() {
        let want = if l % 2 == 0 { (0..l as i32).sum() } else { -7 };
        assert_eq!(*g, want, "lane {l}");
    }
}

#[test]
fn out_of_bounds_access_is_an_error_not_a_crash() {
    let mut k = KernelBuilder::new("oob", 32);
    let out = k.buffer("out", Scalar::F32, Access::ReadWrite);
    let lane = k.local_id();
    let at = k.sext(lane);
    let one = k.f32(1.0);
    k.store(out, at, one);
    let kernel = k.finish().expect("valid");
    let args = vec![Arg::Buffer(Buffer::from_f32(&[0.5; 31]))];
    match interp::run(&kernel, &args) {
        Err(InterpError::OutOfBounds {
            buffer,
            index: 31,
            len: 31,
            ..
        }) => assert_eq!(buffer, "out"),
        other => panic!("expected an out-of-bounds error, got {other:?}"),
    }
}

#[test]
fn shuffle_in_divergent_code_is_an_error() {
    let mut k = KernelBuilder::new("divergent", 32);
    let out = k.buffer("out", Scalar::F32, Access::ReadWrite);
    let lane = k.local_id();
    let four = k.i32(4);
    let low = k.cmp(CmpOp::Lt, lane, four);
    k.if_(low, |k| {
        let x = k.f32(2.0);
        let y = k.shfl_xor(x, 1);
        let at = k.sext(lane);
        k.store(out, at, y);
    });
    let kernel = k.finish().expect("valid");
    let args = vec![Arg::Buffer(Buffer::from_f32(&[0.5; 32]))];
    assert!(matches!(
        interp::run(&kernel, &args),
        Err(InterpError::Fault { .. })
    ));
}

#[test]
fn launch_arguments_are_checked() {
    let mut k = KernelBuilder::new("args", 32);
    let out = k.buffer("out", Scalar::F32, Access::ReadWrite);
    let n = k.scalar::<I32>("n");
    let t = k.grid_param(n);
    k.grid(Axis::X, vec![t]);
    let x = k.f32(1.0);
    let zero = k.i64(0);
    k.store(out, zero, x);
    let kernel = k.finish().expect("valid");
    let wrong_type = vec![
        Arg::Buffer(Buffer::from_i32(&[1])),
        Arg::Scalar(Const::I64(1)),
    ];
    assert!(matches!(
        interp::run(&kernel, &wrong_type),
        Err(InterpError::BadArgs(_))
    ));
    let negative_grid = vec![
        Arg::Buffer(Buffer::from_f32(&[1.0])),
        Arg::Scalar(Const::I32(-1)),
    ];
    assert!(matches!(
        interp::run(&kernel, &negative_grid),
        Err(InterpError::BadArgs(_))
    ));
    let missing = interp::args_by_name(
        &kernel,
        vec![("out", Arg::Buffer(Buffer::from_f32(&[1.0])))],
    );
    assert!(matches!(missing, Err(InterpError::BadArgs(m)) if m.contains("`n`")));
}

#[test]
fn validator_rejects_broken_kernels() {
    // A store to a read-only buffer.
    let mut k = KernelBuilder::new("ro", 32);
    let b = k.buffer("input", Scalar::F32, Access::Read);
    let x = k.f32(1.0);
    let zero = k.i64(0);
    k.store(b, zero, x);
    let e = k.finish().expect_err("store to read-only must fail");
    assert!(e.to_string().contains("read-only"), "{e}");

    // A value used outside the block that defines it.
    let mut k = KernelBuilder::new("scope", 32);
    let out = k.buffer("out", Scalar::F32, Access::ReadWrite);
    let t = k.bool(true);
    let mut inner = None;
    k.if_(t, |k| inner = Some(k.f32(3.0)));
    let zero = k.i64(0);
    k.store(out, zero, inner.expect("set in the closure"));
    let e = k.finish().expect_err("out-of-scope use must fail");
    assert!(e.to_string().contains("not visible"), "{e}");

    // A group size that is not a whole number of warps.
    let k = KernelBuilder::new("size", 48);
    assert!(k.finish().is_err());
}

/// `Tree::dot` on the interpreter for every lanes-per-column layout, against the tree's
/// definition evaluated on the host (chunk sums in order with one rounding per fma, then
/// pairwise levels), on random data; and the chunk-8 tree (the triton-sm90 profile's for a
/// bf16 pool) gives other bits than the canonical one on the same data, so the layout
/// matters and this test would see a wrong tree.
#[test]
fn reduction_trees_are_layout_independent_and_distinct() {
    use deltagen::dsl::reduce::{Tree, K_LEN};
    let mut rng = deltagen::cases::Rng::new(0x7ee);
    let columns = 32usize;
    let x: Vec<f32> = (0..columns * K_LEN as usize)
        .map(|_| rng.f32_in(-1.0, 1.0))
        .collect();
    let y: Vec<f32> = (0..columns * K_LEN as usize)
        .map(|_| rng.f32_in(-1.0, 1.0))
        .collect();
    let host = |tree: Tree, c: usize| -> f32 {
        let row = |v: &[f32], k: usize| v[c * K_LEN as usize + k];
        let n = tree.chunk() as usize;
        let mut s: Vec<f32> = (0..tree.chunks() as usize)
            .map(|i| {
                let at = |e: usize| (row(&x, i * n + e), row(&y, i * n + e));
                let (x1, y1) = at(1);
                let (x0, y0) = at(0);
                let mut acc = x0.mul_add(y0, x1 * y1);
                for e in 2..n {
                    let (xe, ye) = at(e);
                    acc = xe.mul_add(ye, acc);
                }
                acc
            })
            .collect();
        let mut d = s.len() / 2;
        while d >= 1 {
            for i in 0..d {
                s[i] += s[i + d];
            }
            d /= 2;
        }
        s[0]
    };
    let run = |tree: Tree, lpc: u32| -> Vec<f32> {
        let lanes = 32 * lpc;
        let mut k = KernelBuilder::new("tree", lanes);
        let xb = k.buffer("x", Scalar::F32, Access::Read);
        let yb = k.buffer("y", Scalar::F32, Access::Read);
        let out = k.buffer("out", Scalar::F32, Access::ReadWrite);
        k.grid(Axis::X, vec![GridTerm::Const(1)]);
        let lane = k.local_id();
        let lpc_c = k.i32(lpc as i32);
        let column = k.idiv(lane, lpc_c);
        let j = k.irem(lane, lpc_c);
        let chunk = k.i32(tree.chunk() as i32);
        let base = k.imul(j, chunk);
        let kdim = k.i32(K_LEN as i32);
        let row = k.imul(column, kdim);
        let base = k.iadd(base, row);
        let (mut xs, mut ys) = (Vec::new(), Vec::new());
        for o in tree.lane_offsets(lpc) {
            let o = k.i32(o as i32);
            let at = k.iadd(base, o);
            let at = k.sext(at);
            xs.push(k.load::<F32>(xb, at));
            ys.push(k.load::<F32>(yb, at));
        }
        let s = tree.dot(&mut k, lpc, &xs, &ys);
        let zero = k.i32(0);
        let first = k.cmp(CmpOp::Eq, j, zero);
        let c64 = k.sext(column);
        k.if_(first, |k| k.store(out, c64, s));
        let kernel = k.finish().expect("valid");
        let args = vec![
            Arg::Buffer(Buffer::from_f32(&x)),
            Arg::Buffer(Buffer::from_f32(&y)),
            Arg::Buffer(Buffer::filled(Scalar::F32, columns, 0xA5)),
        ];
        interp::run(&kernel, &args).expect("runs");
        out_f32(&args, 2)
    };
    let bf16_pool = Tree::of_vector(2);
    assert_eq!((bf16_pool.chunk(), bf16_pool.chunks()), (8, 16));
    assert_eq!(Tree::of_vector(4), Tree::CANONICAL);
    for tree in [Tree::CANONICAL, bf16_pool] {
        for lpc in [1, 2, 4, 8, 16, 32].into_iter().filter(|&l| tree.fits(l)) {
            let got = run(tree, lpc);
            for (c, g) in got.iter().enumerate() {
                assert_eq!(
                    g.to_bits(),
                    host(tree, c).to_bits(),
                    "{tree:?}, LPC {lpc}, column {c}"
                );
            }
        }
    }
    assert!(!bf16_pool.fits(32) && Tree::CANONICAL.fits(32));
    let differ = (0..columns)
        .filter(|&c| host(Tree::CANONICAL, c).to_bits() != host(bf16_pool, c).to_bits())
        .count();
    assert!(differ > 0, "the two trees agree on all {columns} columns");
    println!("canonical and chunk-8 trees differ on {differ} of {columns} columns");
}
