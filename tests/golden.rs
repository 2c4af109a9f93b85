//! The golden vectors of SGLang's Triton verify kernel on an H200 (`tests/golden/`,
//! formats `gdn-verify-v1` and `-v2`, copied from the shared reference): the PRNG reproduces
//! every input hash, and on the interpreter both profiles agree with the recorded outputs
//! within the tolerance the f64 model justifies; the v2 tree cases agree with the f64 model
//! run with the README's tree semantics, and tree verify (the `tree` instances) agrees with them.
//! (Bit-identity of `triton-sm90` is a GPU check: `gpu_check --golden`; the interpreter
//! evaluates its approximate ops by stand-ins.)

#![cfg(feature = "generator")]

use deltagen::cases::default_tile;
use deltagen::dsl::math::Profile;
use deltagen::golden::{self, GoldenCase, INPUTS};
use deltagen::interp::{bytes_to_f32, run_named};
use deltagen::ir::Scalar;
use deltagen::kernels::gdn_verify::{self, Mode, VerifyConfig};
use deltagen::rng::Rng;
use deltagen::target::{Arch, Family};

const K: usize = 128;
const V: usize = 128;

fn load(file: &str) -> Vec<GoldenCase> {
    let path = format!("{}/tests/golden/{file}", env!("CARGO_MANIFEST_DIR"));
    golden::load(&std::fs::read_to_string(path).expect("golden json")).expect("golden cases")
}

/// The v1 cases and every v2 case (KDA chains and EAGLE trees).
fn cases() -> Vec<GoldenCase> {
    let mut all = load("gdn-verify-v1.json");
    all.extend(load("gdn-verify-v2.json"));
    all
}

/// The profiles a case runs under: a tree with a bf16 pool is the triton-sm90 profile's
/// (SGLang rounds the state at every tree step; the portable profile's tree carries f32 and
/// the runtime refuses it a bf16 pool).
fn profiles_of(case: &GoldenCase) -> Vec<Profile> {
    Profile::ALL
        .into_iter()
        .filter(|p| case.parents.is_none() || case.pool == Scalar::F32 || *p == Profile::TritonSm90)
        .collect()
}

#[test]
fn v2_holds_kda_and_tree_cases() {
    let v2 = load("gdn-verify-v2.json");
    let kda: Vec<&str> = v2
        .iter()
        .filter(|c| c.gate == deltagen::vocab::Gate::Channel && c.parents.is_none())
        .map(|c| c.name.as_str())
        .collect();
    assert_eq!(
        kda,
        ["kda-mtp4", "kda-bf16-d6-pad", "kda-softplus-threshold"]
    );
    assert!(v2
        .iter()
        .all(|c| c.gate == deltagen::vocab::Gate::Head || c.dt_bias == Scalar::F32));
    // A tree case's parents hash as recorded.
    for c in v2.iter().filter(|c| c.parents.is_some()) {
        let bytes = c.parents_bytes().expect("parents");
        assert_eq!(
            Some(golden::sha256_hex(&bytes).as_str()),
            c.input_hash("parents"),
            "{}",
            c.name
        );
    }
}

#[test]
fn prng_check_value_and_every_input_hash() {
    assert_eq!(Rng::new(0).next_u64(), 0xE220_A839_7B1D_CDAF);
    for case in cases() {
        for (name, _) in INPUTS {
            let (_, bytes) = case.tensor(name).expect("tensor");
            assert_eq!(
                Some(golden::sha256_hex(&bytes).as_str()),
                case.input_hash(name),
                "{} {name}",
                case.name
            );
        }
    }
}

/// Run a snapshot verify of `profile` on the interpreter; (o, inter) bytes.
fn run(case: &GoldenCase, profile: Profile) -> (Vec<u8>, Vec<u8>) {
    let cfg = VerifyConfig {
        gate: case.gate,
        profile,
        mode: Mode::Snapshot,
        act: Scalar::Bf16,
        dt_bias: case.dt_bias,
        pool: case.pool,
        arch: Arch::Sm90,
        tile: default_tile(case.gate.verify(), Arch::Sm90),
        decay_input: false,
        tree: case.parents.is_some(),
    };
    let kernel = gdn_verify::build(&cfg).expect("verify builds");
    assert_eq!(kernel.uses_approx(), profile == Profile::TritonSm90);
    let mut out = run_named(
        &kernel,
        &case.verify_inputs(Mode::Snapshot).expect("inputs"),
    )
    .expect("interpreter runs");
    (
        out.remove("o").expect("o"),
        out.remove("inter").expect("inter"),
    )
}

/// One bf16 ULP at |x|.
fn bf16_ulp(x: f32) -> f32 {
    2f32.powf(x.abs().max(f32::MIN_POSITIVE).log2().floor() - 7.0)
}

/// (max o difference in bf16 ULPs, max absolute state difference, bit-identical o elements)
fn compare(o: &[f32], golden_o: &[f32], state: &[f32], golden_state: &[f32]) -> (f32, f32, usize) {
    let mut o_ulps = 0f32;
    let mut exact = 0;
    for (&a, &b) in o.iter().zip(golden_o) {
        exact += usize::from(a.to_bits() == b.to_bits());
        o_ulps = o_ulps.max((a - b).abs() / bf16_ulp(a.abs().max(b.abs())));
    }
    let state_err = state
        .iter()
        .zip(golden_state)
        .fold(0f32, |m, (a, b)| m.max((a - b).abs()));
    (o_ulps, state_err, exact)
}

fn heads(j: &serde_json::Value) -> Vec<f32> {
    j["values"]
        .as_array()
        .expect("values")
        .iter()
        .map(|v| v.as_f64().expect("value") as f32)
        .collect()
}

#[test]
fn both_profiles_agree_with_every_golden_case_within_tolerance() {
    for case in cases() {
        for profile in profiles_of(&case) {
            let (o_bytes, inter_bytes) = run(&case, profile);
            let o = bytes_to_f32(Scalar::Bf16, &o_bytes);
            let inter = bytes_to_f32(case.pool, &inter_bytes);
            let sh = &case.json["state_head"];
            let (row, step) = (
                sh["row"].as_u64().expect("row") as usize,
                sh["step"].as_u64().expect("step") as usize,
            );
            let block = (row * case.d + step) * case.state();
            let (o_ulps, state_err, _) = compare(
                &o[..8],
                &heads(&case.json["o_head"]),
                &inter[block..block + 8],
                &heads(sh),
            );
            eprintln!(
                "{} ({}): first values: o within {o_ulps} bf16 ulp, state within {state_err:e}",
                case.name,
                profile.name()
            );
            // Both implementations are within ~0.5 bf16 ULP of the exact o (the f64 checks
            // recorded with the vectors: |o - o_f64| <= 2.4e-4), so they round to the same
            // or a neighbouring bf16 value: at most 1 ULP apart.
            assert!(
                o_ulps <= 1.0,
                "{}: o differs by {o_ulps} bf16 ULPs",
                case.name
            );
            // States: both within ~2e-7 of f64 for an f32 pool (recorded), within half a bf16
            // ULP (|state| < 1: <= 2^-9) each for a bf16 pool.
            let bound = if case.pool == Scalar::F32 {
                1e-6
            } else {
                2f32.powi(-8)
            };
            assert!(
                state_err <= bound,
                "{}: state differs by {state_err:e} > {bound:e}",
                case.name
            );
        }
    }
}

/// A case dumped whole (`file` in tests/golden): its inputs are the PRNG's, byte for byte,
/// and under every profile it runs, `o` is within one bf16 ULP of the dump and every
/// snapshot within 1e-6.
fn agrees_with_the_full_dump(name: &str, file: &str) {
    let case = cases()
        .into_iter()
        .find(|c| c.name == name)
        .unwrap_or_else(|| panic!("no case {name}"));
    let path = format!("{}/tests/golden/{file}", env!("CARGO_MANIFEST_DIR"));
    let bytes = std::fs::read(path).expect("safetensors");
    let file = safetensors::SafeTensors::deserialize(&bytes).expect("valid");
    for (input, _) in INPUTS {
        assert_eq!(
            file.tensor(input).expect(input).data(),
            case.tensor(input).expect("tensor").1.as_slice(),
            "{name}: {input}"
        );
    }
    let golden_o = bytes_to_f32(Scalar::Bf16, file.tensor("o").expect("o").data());
    let golden_inter = bytes_to_f32(case.pool, file.tensor("inter").expect("inter").data());
    for profile in profiles_of(&case) {
        let (o_bytes, inter_bytes) = run(&case, profile);
        let (o_ulps, state_err, exact) = compare(
            &bytes_to_f32(Scalar::Bf16, &o_bytes),
            &golden_o,
            &bytes_to_f32(case.pool, &inter_bytes),
            &golden_inter,
        );
        eprintln!("{name} ({}): o within {o_ulps} bf16 ulp ({exact} of {} bit-identical), states within {state_err:e}", profile.name(), golden_o.len());
        assert!(
            o_ulps <= 1.0 && state_err <= 1e-6,
            "{name} ({}): o {o_ulps} ulp, state {state_err:e}",
            profile.name()
        );
    }
}

#[test]
fn both_profiles_agree_with_the_full_small_case() {
    agrees_with_the_full_dump("small-full", "gdn-verify-v1-small-full.safetensors");
}

#[test]
fn triton_sm90_is_an_nvidia_profile() {
    let cfg = VerifyConfig {
        gate: deltagen::vocab::Gate::Head,
        profile: Profile::TritonSm90,
        mode: Mode::Tuple,
        act: Scalar::Bf16,
        dt_bias: Scalar::Bf16,
        pool: Scalar::F32,
        arch: Arch::Gfx942,
        tile: default_tile(Family::GdnVerify, Arch::Gfx942),
        decay_input: false,
        tree: false,
    };
    let e = gdn_verify::build(&cfg).expect_err("no AMD build");
    assert!(e.contains("triton-sm90") && e.contains("gfx942"), "{e}");
    let _ = (K, V);
}

/// Tree verify follows the parents: every tree case's recorded state head is within
/// tolerance (above), and the same case run as a chain (`parents` left out) is not.
#[test]
fn tree_verify_follows_the_parents() {
    for case in cases().into_iter().filter(|c| c.parents.is_some()) {
        let chain = GoldenCase {
            parents: None,
            ..case.clone()
        };
        let (_, inter_bytes) = run(&chain, Profile::TritonSm90);
        let inter = bytes_to_f32(case.pool, &inter_bytes);
        let sh = &case.json["state_head"];
        let (row, step) = (
            sh["row"].as_u64().expect("row") as usize,
            sh["step"].as_u64().expect("step") as usize,
        );
        let block = (row * case.d + step) * case.state();
        let golden_head = heads(sh);
        let err = inter[block..block + 8]
            .iter()
            .zip(&golden_head)
            .fold(0f32, |m, (a, b)| m.max((a - b).abs()));
        // Only a state head at a node whose parent is its predecessor could agree.
        let tree = &case.parents.as_ref().expect("parents")[row];
        let chain_like = (1..=step).all(|t| tree[t] as usize == t - 1);
        if !chain_like {
            assert!(
                err > 1e-3,
                "{}: a chain run matches the tree's state head (error {err:e})",
                case.name
            );
        }
    }
}

/// The whole of `kda-tree-small-full` (o and every snapshot), both profiles.
#[test]
fn tree_verify_agrees_with_the_full_small_tree_case() {
    agrees_with_the_full_dump(
        "kda-tree-small-full",
        "gdn-verify-v2-kda-tree-small-full.safetensors",
    );
}

/// The tree semantics of format v2 (README): token 0 starts from the pool state; token
/// `t >= 1` of a request that stores snapshots starts from the state after token
/// `parents[n][t]`, read back from the snapshot buffer in the pool dtype (so a bf16 pool
/// rounds it, also when the parent is `t - 1`); a request without a row runs as a chain.
/// Returns `o` (`[ND, HV, V]`) and every step's state per row (`[rows][D][HV, V, K]`, in
/// f64, not rounded to the pool dtype), from the f64 model.
fn tree_model(c: &GoldenCase, follow_parents: bool) -> (Vec<f64>, Vec<Vec<Vec<f64>>>) {
    let f = |name: &str| {
        let (dtype, bytes) = c.tensor(name).expect("tensor");
        bytes_to_f32(dtype, &bytes)
            .into_iter()
            .map(f64::from)
            .collect::<Vec<f64>>()
    };
    let (q, k, v, a, b) = (f("q"), f("k"), f("v"), f("a"), f("b"));
    let (a_log, dt_bias, pool) = (f("A_log"), f("dt_bias"), f("pool"));
    let parents = c.parents.clone().expect("a tree case");
    let (h, hv_n, d, w) = (c.h, c.hv, c.d, c.gate_width());
    let state = V * K;
    let round = |x: f64| -> f64 {
        if c.pool == Scalar::Bf16 {
            let b = deltagen::interp::convert::f32_to_bf16(x as f32);
            f64::from(f32::from_bits(u32::from(b) << 16))
        } else {
            f64::from(x as f32)
        }
    };
    let mut o = vec![0.0; c.n * d * hv_n * V];
    let mut inter = vec![vec![vec![0.0; hv_n * state]; d]; c.rows];
    for (n, tree) in parents.iter().enumerate() {
        let row = c.inter_indices[n];
        for hv in 0..hv_n {
            let hk = hv / (hv_n / h);
            let start: Vec<f64> = if c.h0[n] >= 0 {
                let at = (c.h0[n] as usize * hv_n + hv) * state;
                pool[at..at + state].to_vec()
            } else {
                vec![0.0; state]
            };
            let mut after: Vec<Vec<f64>> = Vec::new();
            for t in 0..d {
                let mut s = if t == 0 {
                    start.clone()
                } else if row >= 0 && follow_parents {
                    let p = tree[t] as usize;
                    after[p].iter().map(|&x| round(x)).collect()
                } else {
                    after[t - 1].clone()
                };
                let i = n * d + t;
                let (qs, ks) = ((i * h + hk) * K, (i * h + hk) * K);
                let step = deltagen::kernels::model::step(
                    &mut s,
                    &deltagen::kernels::model::StepInputs {
                        q: &q[qs..qs + K],
                        k: &k[ks..ks + K],
                        v: &v[(i * hv_n + hv) * V..(i * hv_n + hv + 1) * V],
                        a: &a[(i * hv_n + hv) * w..(i * hv_n + hv + 1) * w],
                        b: b[i * hv_n + hv],
                        a_log: a_log[hv],
                        dt_bias: &dt_bias[hv * w..(hv + 1) * w],
                        scale: (K as f64).powf(-0.5),
                        softplus_beta: 1.0,
                        softplus_threshold: 20.0,
                    },
                );
                o[(i * hv_n + hv) * V..(i * hv_n + hv + 1) * V].copy_from_slice(&step.o);
                if row >= 0 {
                    inter[row as usize][t][hv * state..(hv + 1) * state].copy_from_slice(&s);
                }
                after.push(s);
            }
        }
    }
    (o, inter)
}

/// The f64 model with the tree semantics agrees with every recorded state head of the tree
/// cases, and with the whole of `kda-tree-small-full` (o and every snapshot); the same
/// model run as a chain (parents ignored) does not: the check sees the tree.
#[test]
fn the_tree_model_agrees_with_the_tree_cases_and_a_chain_does_not() {
    let v2 = load("gdn-verify-v2.json");
    let mut chain_misses = 0;
    for c in v2.iter().filter(|c| c.parents.is_some()) {
        let sh = &c.json["state_head"];
        let (row, step) = (
            sh["row"].as_u64().expect("row") as usize,
            sh["step"].as_u64().expect("step") as usize,
        );
        let want = heads(sh);
        // A bf16 snapshot is within half a bf16 ULP of the exact state (plus the f32
        // rounding of the kernel's arithmetic); an f32 one within the recorded f64 error.
        let bound = |x: f32| {
            if c.pool == Scalar::Bf16 {
                bf16_ulp(x)
            } else {
                1e-5
            }
        };
        let worst = |inter: &[Vec<Vec<f64>>]| {
            want.iter()
                .zip(&inter[row][step])
                .map(|(&g, &m)| (g - m as f32).abs() / bound(g))
                .fold(0f32, f32::max)
        };
        let (_, tree) = tree_model(c, true);
        let (_, chain) = tree_model(c, false);
        let (t, ch) = (worst(&tree), worst(&chain));
        eprintln!(
            "{}: row {row} step {step}: tree model within {t:.3} of the bound, chain {ch:.1}",
            c.name
        );
        assert!(t <= 1.0, "{}: the tree model is {t} bounds off", c.name);
        chain_misses += usize::from(ch > 1.0);
    }
    assert!(
        chain_misses >= 3,
        "the chain model matched too many tree cases: {chain_misses}"
    );

    let case = v2
        .iter()
        .find(|c| c.name == "kda-tree-small-full")
        .expect("kda-tree-small-full");
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/golden/gdn-verify-v2-kda-tree-small-full.safetensors"
    );
    let bytes = std::fs::read(path).expect("safetensors");
    let file = safetensors::SafeTensors::deserialize(&bytes).expect("valid");
    let golden_o = bytes_to_f32(Scalar::Bf16, file.tensor("o").expect("o").data());
    let golden_inter = bytes_to_f32(Scalar::F32, file.tensor("inter").expect("inter").data());
    // The file's parents are the case's, byte for byte.
    assert_eq!(
        Some(file.tensor("parents").expect("parents").data().to_vec()),
        case.parents_bytes()
    );
    let (o, inter) = tree_model(case, true);
    let o_ulps = golden_o
        .iter()
        .zip(&o)
        .map(|(&g, &m)| (g - m as f32).abs() / bf16_ulp(g))
        .fold(0f32, f32::max);
    let flat: Vec<f64> = inter.iter().flatten().flatten().copied().collect();
    let state_err = golden_inter
        .iter()
        .zip(&flat)
        .map(|(&g, &m)| (f64::from(g) - m).abs())
        .fold(0f64, f64::max);
    eprintln!("kda-tree-small-full: o within {o_ulps} bf16 ULP, states within {state_err:e}");
    assert_eq!(golden_inter.len(), flat.len());
    assert!(
        o_ulps <= 1.0 && state_err <= 1e-5,
        "o {o_ulps} ULP, states {state_err:e}"
    );
}
