//! Fuzzing every parser of untrusted bytes: the manifest (TOML, then each instance's
//! parameters and grid rule), the safetensors files of `deltagen run`, the AMDGPU code
//! object reader (ELF note and MessagePack), the launch binder behind the C ABI (random
//! argument structs through `runtime::launch::bind`, on every generated instance), the
//! expression language of the signatures, dispatch's configuration strings, the JSON of a
//! plan query and a configuration (`deltagen_plan`, `deltagen_resolve`), and the
//! `FromStr` of every vocabulary enum and of `Tile`.
//!
//! Each parser gets a bounded, seeded loop of inputs: mutations of valid ones (bit flips,
//! byte inserts and deletes, truncation, splicing, integers overwritten with edge values,
//! dictionary tokens) and random structured values. Every call runs under `catch_unwind`
//! on a worker thread watched for progress. A parser must never panic, never hang, and
//! every rejection must say what was wrong (a non-empty message). A failure names the
//! target, the seed, the iteration and the input, hex-encoded (also written to a file).
//!
//! Environment (for long runs; CI uses the defaults, a few seconds per target):
//! - `DELTAGEN_FUZZ_SEED`: the base seed (decimal or 0x-hex; default fixed);
//! - `DELTAGEN_FUZZ_ITERS`: iterations per target (default per target);
//! - `DELTAGEN_FUZZ_SECS`: time budget per target in seconds, 0 for none (default 3);
//! - `DELTAGEN_FUZZ_HANG_SECS`: one call without progress for this long fails (default 20).
//!
//! For runs of hours, `tests/fuzz_targets` holds cargo-fuzz (libFuzzer) targets.

use deltagen::rng::Rng;
use deltagen::runtime::abi::{self, ArgValue, GridFactor, ParamSpec};
use deltagen::runtime::code_object;
use deltagen::runtime::dispatch::{self, Config, Speculation};
use deltagen::runtime::launch::{self, Bindings, Bound};
use deltagen::runtime::{Entry, Manifest};
use deltagen::target::{Arch, Tile};
use deltagen::vocab::expr::Expr;
use deltagen::vocab::signature::{self, FieldTy, Kind, Len};
use deltagen::vocab::{cabi, Family, Mode, Profile, Requests, Scalar};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

// ---------------------------------------------------------------------------------------
// The harness: configuration, a seeded PRNG, mutations, and the watched loop.

const DEFAULT_SEED: u64 = 0x00de_17a6_e5f0_22ed;

fn env_u64(name: &str) -> Option<u64> {
    let v = std::env::var(name).ok()?;
    let v = v.trim();
    let parsed = match v.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16),
        None => v.parse(),
    };
    Some(parsed.unwrap_or_else(|e| panic!("{name}={v}: {e}")))
}

struct Settings {
    seed: u64,
    iters: u64,
    budget: Option<Duration>,
    hang: Duration,
}

fn settings(name: &str, default_iters: u64) -> Settings {
    let base = env_u64("DELTAGEN_FUZZ_SEED").unwrap_or(DEFAULT_SEED);
    // Each target its own stream, so adding a target does not change the others' inputs.
    let seed = name.bytes().fold(base, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    });
    Settings {
        seed,
        iters: env_u64("DELTAGEN_FUZZ_ITERS").unwrap_or(default_iters),
        budget: match env_u64("DELTAGEN_FUZZ_SECS").unwrap_or(3) {
            0 => None,
            s => Some(Duration::from_secs(s)),
        },
        hang: Duration::from_secs(env_u64("DELTAGEN_FUZZ_HANG_SECS").unwrap_or(20)),
    }
}

/// A size: an edge value, a small number or anything.
fn size(rng: &mut Rng) -> u64 {
    match rng.below(4) {
        0 | 1 => *rng.pick(&EDGE_U64),
        2 => rng.next_u64() % 300,
        _ => rng.next_u64() >> rng.below(64),
    }
}

/// Integers at the edges of every width the parsers read.
const EDGE_U64: [u64; 32] = [
    0,
    1,
    2,
    3,
    4,
    7,
    8,
    12,
    16,
    32,
    64,
    127,
    128,
    255,
    256,
    4095,
    4096,
    65535,
    65536,
    0x7fff_ffff,
    0x8000_0000,
    0xffff_ffff,
    0x1_0000_0000,
    0x1_0000_0001,
    1 << 40,
    0x7fff_ffff_ffff_ffff,
    0x8000_0000_0000_0000,
    0xffff_ffff_ffff_fff0,
    u64::MAX - 7,
    u64::MAX - 3,
    u64::MAX - 1,
    u64::MAX,
];

/// Inputs are kept below this many bytes (the real ones are far smaller).
const MAX_INPUT: usize = 1 << 20;

/// One to four mutations of `data`: bit flips, edge bytes and integers, inserts, deletes,
/// truncation, splices and copies from `corpus`, dictionary tokens, random bytes.
fn mutate(rng: &mut Rng, data: &mut Vec<u8>, corpus: &[Vec<u8>], dict: &[&[u8]]) {
    for _ in 0..1 + rng.below(4) {
        let len = data.len();
        let at = |rng: &mut Rng| rng.below(len + 1);
        match rng.below(12) {
            0 if len > 0 => {
                let i = rng.below(len);
                data[i] ^= 1 << rng.below(8);
            }
            1 if len > 0 => {
                let i = rng.below(len);
                let any = rng.next_u64() as u8;
                data[i] = *rng.pick(&[0, 1, 0x7f, 0x80, 0xff, b'0', b'"', b'\n', any]);
            }
            2 => {
                let i = at(rng);
                let n = 1 + rng.below(16);
                let bytes = rng.bytes(n);
                data.splice(i..i, bytes);
            }
            3 if len > 0 => {
                let i = rng.below(len);
                let n = 1 + rng.below((len - i).min(64));
                data.drain(i..i + n);
            }
            4 => data.truncate(at(rng)),
            5 => {
                // Splice: a prefix of this input and a suffix of another.
                let other = rng.pick(corpus);
                let j = rng.below(other.len() + 1);
                data.truncate(at(rng));
                data.extend_from_slice(&other[j..]);
            }
            6 if len > 0 => {
                // Copy a chunk of this input elsewhere in it.
                let i = rng.below(len);
                let n = 1 + rng.below((len - i).min(256));
                let chunk = data[i..i + n].to_vec();
                let j = at(rng);
                data.splice(j..j, chunk);
            }
            7 if len > 0 => {
                // An edge integer (or one next to it), little- or big-endian.
                let width = *rng.pick(&[1usize, 2, 4, 8]);
                let v = rng
                    .pick(&EDGE_U64)
                    .wrapping_add(rng.below(3) as u64)
                    .wrapping_sub(1);
                let bytes = if rng.one_in(2) {
                    v.to_le_bytes()[..width].to_vec()
                } else {
                    v.to_be_bytes()[8 - width..].to_vec()
                };
                let i = rng.below(len);
                let end = (i + width).min(len);
                data[i..end].copy_from_slice(&bytes[..end - i]);
            }
            8 if !dict.is_empty() => {
                let i = at(rng);
                let word = rng.pick(dict).to_vec();
                data.splice(i..i, word);
            }
            9 if !dict.is_empty() && len > 0 => {
                // Replace a run by a dictionary token.
                let i = rng.below(len);
                let n = rng.below((len - i).min(16) + 1);
                let word = rng.pick(dict).to_vec();
                data.splice(i..i + n, word);
            }
            10 if len > 0 => {
                // Overwrite a run with a chunk of another input.
                let other = rng.pick(corpus);
                if !other.is_empty() {
                    let j = rng.below(other.len());
                    let n = 1 + rng.below((other.len() - j).min(64));
                    let i = rng.below(len);
                    let end = (i + n).min(len);
                    data[i..end].copy_from_slice(&other[j..j + (end - i)]);
                }
            }
            11 if rng.one_in(8) => {
                let n = rng.below(512);
                *data = rng.bytes(n);
            }
            _ => {}
        }
    }
    data.truncate(MAX_INPUT);
}

/// An input from `corpus`, usually mutated, sometimes a random byte string.
fn mutated(rng: &mut Rng, corpus: &[Vec<u8>], dict: &[&[u8]]) -> Vec<u8> {
    if rng.one_in(64) {
        let n = rng.below(256);
        return rng.bytes(n);
    }
    let mut data = rng.pick(corpus).clone();
    if !rng.one_in(32) {
        mutate(rng, &mut data, corpus, dict);
    }
    data
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().fold(String::new(), |mut s, b| {
        let _ = write!(s, "{b:02x}");
        s
    })
}

fn panic_text(p: &(dyn std::any::Any + Send)) -> String {
    p.downcast_ref::<String>()
        .cloned()
        .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_else(|| "(no message)".into())
}

/// The failure report: target, seed, iteration, what went wrong, and the input (hex, and
/// in a file under the target's temporary folder).
fn report(name: &str, s: &Settings, iteration: u64, what: &str, input: &[u8]) -> String {
    let file = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("fuzz-{name}-{:x}-{iteration}.bin", s.seed));
    let saved = match std::fs::write(&file, input) {
        Ok(()) => format!("saved in {}", file.display()),
        Err(e) => format!("not saved ({e})"),
    };
    const SHOWN: usize = 64 << 10;
    let shown = if input.len() > SHOWN {
        format!(
            "{}... ({} more bytes in the file)",
            hex(&input[..SHOWN]),
            input.len() - SHOWN
        )
    } else {
        hex(input)
    };
    format!(
        "fuzz `{name}`: {what}\n  iteration {iteration}, target seed {:#x} (DELTAGEN_FUZZ_SEED={:#x}; reproduce with \
         DELTAGEN_FUZZ_SEED and DELTAGEN_FUZZ_ITERS={})\n  input: {} bytes, {saved}\n  hex: {shown}",
        s.seed,
        env_u64("DELTAGEN_FUZZ_SEED").unwrap_or(DEFAULT_SEED),
        iteration + 1,
        input.len(),
    )
}

/// Run `target` on `generate`'s inputs under `catch_unwind` on a worker thread; fail on a
/// panic, on an empty rejection message, or when one call makes no progress for the hang
/// limit. `target` returns `Err(message)` for a rejection.
fn fuzz<G, T>(name: &'static str, default_iters: u64, mut generate: G, target: T)
where
    G: FnMut(&mut Rng) -> Vec<u8> + Send + 'static,
    T: Fn(&[u8]) -> Result<(), String> + Send + 'static,
{
    let s = settings(name, default_iters);
    let current = Arc::new(Mutex::new(Vec::new()));
    let done = Arc::new(AtomicU64::new(0));
    let finished = Arc::new(AtomicBool::new(false));
    let (seed, iters, budget) = (s.seed, s.iters, s.budget);
    let worker = {
        let (current, done, finished) = (current.clone(), done.clone(), finished.clone());
        // The default stack of a spawned thread, so deep inputs are tested as engines
        // would call the parsers.
        std::thread::Builder::new()
            .name(format!("fuzz-{name}"))
            .stack_size(2 << 20)
            .spawn(move || {
                let start = Instant::now();
                let mut rng = Rng::new(seed);
                let (mut accepted, mut rejected) = (0u64, 0u64);
                let mut slowest = (Duration::ZERO, 0u64, Vec::new());
                let mut failure = None;
                let mut i = 0;
                while i < iters && budget.is_none_or(|b| start.elapsed() < b) {
                    let input = generate(&mut rng);
                    current
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .clone_from(&input);
                    let t = Instant::now();
                    let result = catch_unwind(AssertUnwindSafe(|| target(&input)));
                    let took = t.elapsed();
                    if took > slowest.0 {
                        slowest = (took, i, input.clone());
                    }
                    match result {
                        Ok(Ok(())) => accepted += 1,
                        Ok(Err(msg)) if msg.trim().is_empty() => {
                            failure =
                                Some((i, "a rejection with an empty message".to_string(), input));
                            break;
                        }
                        Ok(Err(_)) => rejected += 1,
                        Err(p) => {
                            failure = Some((i, format!("panicked: {}", panic_text(&*p)), input));
                            break;
                        }
                    }
                    i += 1;
                    done.store(i, Ordering::Relaxed);
                }
                finished.store(true, Ordering::Release);
                (i, start.elapsed(), accepted, rejected, slowest, failure)
            })
            .expect("spawn the fuzz worker")
    };
    // The watchdog: a call that makes no progress for the hang limit is a hang.
    let mut last = (0, Instant::now());
    while !finished.load(Ordering::Acquire) && !worker.is_finished() {
        std::thread::sleep(Duration::from_millis(20));
        let n = done.load(Ordering::Relaxed);
        if n != last.0 {
            last = (n, Instant::now());
        } else if last.1.elapsed() > s.hang {
            let input = current.lock().unwrap_or_else(|e| e.into_inner()).clone();
            panic!(
                "{}",
                report(
                    name,
                    &s,
                    n,
                    &format!("no result after {:?} (a hang)", s.hang),
                    &input
                )
            );
        }
    }
    let (n, took, accepted, rejected, slowest, failure) = match worker.join() {
        Ok(r) => r,
        // Only the harness runs outside `catch_unwind`: its own bug, not the parser's.
        Err(p) => panic!(
            "fuzz `{name}`: the input generator panicked: {}",
            panic_text(&*p)
        ),
    };
    if let Some((i, what, input)) = failure {
        panic!("{}", report(name, &s, i, &what, &input));
    }
    // The slowest input, for a look at what costs time.
    let file = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("fuzz-{name}-slowest.bin"));
    let _ = std::fs::write(&file, &slowest.2);
    println!(
        "fuzz `{name}`: {n} inputs in {:.2} s ({accepted} accepted, {rejected} rejected; slowest {:.1} ms at iteration {}, in {}); seed {seed:#x}",
        took.as_secs_f64(),
        slowest.0.as_secs_f64() * 1e3,
        slowest.1,
        file.display()
    );
    assert!(n > 0, "fuzz `{name}` ran no input");
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn manifest() -> &'static Manifest {
    static M: OnceLock<Manifest> = OnceLock::new();
    M.get_or_init(|| Manifest::load(&root().join("generated")).expect("the generated manifest"))
}

fn text(input: &[u8]) -> std::borrow::Cow<'_, str> {
    String::from_utf8_lossy(input)
}

/// A rejection's message, as the target reports it.
fn says<E: std::fmt::Display>(e: E) -> String {
    e.to_string()
}

// ---------------------------------------------------------------------------------------
// 1. The manifest.

/// Small valid manifests: the header alone, and with one or a few instances of the
/// generated manifest (every family and vendor).
fn manifest_corpus() -> Vec<Vec<u8>> {
    let full =
        std::fs::read_to_string(root().join("generated/manifest.toml")).expect("manifest.toml");
    let mut parts = full.split("\n[[instance]]");
    let header = parts.next().expect("a header").to_string();
    let instances: Vec<String> = parts.map(|p| format!("\n[[instance]]{p}")).collect();
    let mut seen = Vec::new();
    let mut picked = Vec::new();
    for inst in &instances {
        let key = |k: &str| {
            inst.lines()
                .find(|l| l.starts_with(&format!("{k} = ")))
                .unwrap_or("")
                .to_string()
        };
        let id = (key("family"), key("arch"), key("mode"));
        if !seen.contains(&id) {
            seen.push(id);
            picked.push(inst.clone());
        }
    }
    let mut corpus = vec![header.clone().into_bytes()];
    for inst in &picked {
        corpus.push(format!("{header}{inst}").into_bytes());
    }
    corpus.push(format!("{header}{}", picked[..3.min(picked.len())].concat()).into_bytes());
    for c in &corpus {
        Manifest::parse(
            Path::new("generated"),
            std::str::from_utf8(c).expect("utf-8"),
        )
        .unwrap_or_else(|e| panic!("a corpus manifest is valid: {e}"));
    }
    corpus
}

const TOML_DICT: &[&[u8]] = &[
    b"[[instance]]\n",
    b"[instance]\n",
    b"\n",
    b" = ",
    b"=",
    b"\"",
    b"'",
    b"\"\"\"",
    b"[",
    b"]",
    b"{",
    b"}",
    b",",
    b".",
    b"#",
    b"\\u0000",
    b"\\",
    b"format = 1\n",
    b"format = 2\n",
    b"llvm = \"22.1\"\n",
    b"name",
    b"family",
    b"arch",
    b"profile",
    b"mode",
    b"tile",
    b"requests",
    b"min_draft",
    b"warps",
    b"lanes_per_column",
    b"group_size",
    b"grid",
    b"params",
    b"files",
    b"sha256",
    b"entry",
    b"gdn_verify",
    b"tuple",
    b"bv8w4",
    b"bv0w4",
    b"sm_90",
    b"gfx950",
    b"ptr<f32>",
    b"ptr<bool>",
    b":i32",
    b":i64",
    b":bool",
    b"ceil(",
    b"/0)",
    b"*",
    b"num_v_heads",
    b"4294967296",
    b"-1",
    b"0",
    b"1e400",
    b"nan",
    b"inf",
    b"true",
    b"1979-05-27T07:32:00Z",
    b"\xff",
    b"\xc3\xa9",
];

/// Values a manifest key may be given instead of its own.
const TOML_VALUES: &[&str] = &[
    "\"\"",
    "0",
    "-1",
    "1025",
    "4294967296",
    "99999999999999999999999",
    "1.5",
    "nan",
    "true",
    "[]",
    "[\"\"]",
    "[\"\", \"\", \"\"]",
    "[\"*\", \"1\", \"1\"]",
    "[\"ceil(num_v_heads/0)\", \"1\", \"1\"]",
    "[\"ceil(num_v_heads/4294967296)\", \"1\", \"1\"]",
    "[\"ceil(num_v_heads)\", \"1\", \"1\"]",
    "[\"ceil(/2)\", \"1\", \"1\"]",
    "[\"16*\", \"1\", \"1\"]",
    "[\"4294967295*4294967295\", \"1\", \"1\"]",
    "[\"p:ptr<f32\", \"n:i32\"]",
    "[\":\", \"::\"]",
    "[\"x:ptr<>\"]",
    "[\"x:bool\"]",
    "[\"a\", \"b\"]",
    "{}",
    "{ a = 1 }",
    "\"bv0w0\"",
    "\"bv08w4\"",
    "\"bv4294967296w1\"",
    "\">1\"",
    "\"gdn_verify\"",
    "\"decode\"",
    "\"triton-sm90\"",
    "\"gfx942\"",
    "\"\\u0000\"",
    "\"é\"",
    "1979-05-27",
];

/// A mutation that keeps TOML's shape: a key's value replaced, a line duplicated or
/// deleted, or instance tables shuffled.
fn mutate_toml_lines(rng: &mut Rng, data: &[u8]) -> Vec<u8> {
    let text = String::from_utf8_lossy(data);
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    if lines.is_empty() {
        return data.to_vec();
    }
    for _ in 0..1 + rng.below(3) {
        let i = rng.below(lines.len());
        match rng.below(4) {
            0 | 1 => {
                if let Some((key, _)) = lines[i].split_once(" = ") {
                    lines[i] = format!("{key} = {}", rng.pick(TOML_VALUES));
                }
            }
            2 => {
                let l = lines[i].clone();
                lines.insert(rng.below(lines.len() + 1), l);
            }
            _ => {
                lines.remove(i);
                if lines.is_empty() {
                    break;
                }
            }
        }
    }
    let mut out = lines.join("\n");
    out.push('\n');
    out.into_bytes()
}

#[test]
fn fuzz_manifest() {
    let corpus = manifest_corpus();
    let c = corpus.clone();
    fuzz(
        "manifest",
        40_000,
        move |rng| {
            let mut data = rng.pick(&c).clone();
            if rng.one_in(2) {
                data = mutate_toml_lines(rng, &data);
            }
            if rng.one_in(2) {
                mutate(rng, &mut data, &c, TOML_DICT);
            }
            data
        },
        |input| {
            Manifest::parse(Path::new("generated"), &text(input))
                .map(|m| {
                    for e in &m.instances {
                        assert_eq!(e.files.len(), e.sha256.len());
                        assert!((1..=1024).contains(&e.group_size));
                    }
                })
                .map_err(says)
        },
    );
}

/// Deeply nested or very long TOML: an error or a value, never a stack overflow.
#[test]
fn deep_manifests_are_refused_without_overflowing() {
    let deep = 100_000;
    let cases = [
        format!(
            "format = 1\nllvm = \"\"\nx = {}1{}\n",
            "[".repeat(deep),
            "]".repeat(deep)
        ),
        format!("format = 1\nllvm = \"\"\nx = {}\n", "{ a = ".repeat(deep)),
        format!(
            "format = 1\nllvm = \"\"\n{} = 1\n",
            vec!["a"; deep].join(".")
        ),
        format!("format = 1\nllvm = \"\"\n[{}]\n", vec!["a"; deep].join(".")),
        format!("{} = 1\nformat = 1\n", vec!["a"; deep].join(".")),
        format!("[{}]\nformat = 1\n", vec!["a"; deep].join(".")),
        format!(
            "format = 1\nllvm = \"\"\n{}",
            "[[instance]]\n".repeat(deep / 10)
        ),
    ];
    for text in &cases {
        let r = catch_unwind(|| Manifest::parse(Path::new("generated"), text));
        match r {
            Ok(Err(e)) => assert!(!e.trim().is_empty()),
            Ok(Ok(_)) => panic!("accepted {:?}...", &text[..80.min(text.len())]),
            Err(p) => panic!("panicked on {:?}...: {}", &text[..80], panic_text(&*p)),
        }
    }
}

const PARAM_DICT: &[&[u8]] = &[
    b"ptr<",
    b">",
    b"f32",
    b"bf16",
    b"f16",
    b"i32",
    b"i64",
    b"bool",
    b":",
    b"x",
    b"hv",
    b"ceil(",
    b"/",
    b"*",
    b")",
    b"(",
    b"0",
    b"1",
    b"128",
    b"4294967295",
    b"4294967296",
    b"-1",
    b"+1",
    b" ",
    b"\t",
    b"\xc3\xa9",
    b"\xff",
];

/// `name:ptr<f32>` / `name:i32` and grid products `16*hv*ceil(c/128)`, then the grid for
/// random arguments.
#[test]
fn fuzz_params_and_grid() {
    let corpus: Vec<Vec<u8>> = [
        "pool:ptr<f32>",
        "num_v_heads:i32",
        "pitch:i64",
        "scale:f32",
        "x:ptr<bf16>",
        "16*hv",
        "ceil(c/128)",
        "2*hv*ceil(c/4)",
        "1",
        "hv",
    ]
    .iter()
    .map(|s| s.as_bytes().to_vec())
    .collect();
    let c = corpus.clone();
    let params: Vec<ParamSpec> = ["hv:i32", "c:i32", "x:i64", "p:ptr<f32>", "s:f32"]
        .iter()
        .map(|t| ParamSpec::parse(t).expect("parses"))
        .collect();
    fuzz(
        "params_and_grid",
        200_000,
        move |rng| mutated(rng, &c, PARAM_DICT),
        move |input| {
            // Accepted when it is a parameter or a grid product; a text both refuse
            // reports the grid's message (each message is checked non-empty).
            let t = text(input);
            let spec = match ParamSpec::parse(&t) {
                Ok(p) => {
                    assert!(p.ty.size() > 0);
                    Ok(())
                }
                Err(e) => {
                    assert!(!e.trim().is_empty(), "an empty parameter refusal");
                    Err(e)
                }
            };
            let factors = match GridFactor::parse_product(&t, &params) {
                Ok(f) => f,
                Err(e) => return spec.map_err(|_| e),
            };
            let seed = input
                .iter()
                .fold(7u64, |h, b| h.wrapping_mul(31).wrapping_add(u64::from(*b)));
            let mut rng = Rng::new(seed);
            let mut args = BTreeMap::new();
            for name in ["hv", "c"] {
                let v = match rng.below(4) {
                    0 => ArgValue::I32(rng.next_u64() as i32),
                    1 => ArgValue::I32(*rng.pick(&[0, 1, i32::MAX, i32::MIN, -1])),
                    2 => ArgValue::I64(rng.next_u64() as i64),
                    _ => ArgValue::I32((rng.next_u64() % 1000) as i32),
                };
                args.insert(name.to_string(), v);
            }
            let axes = [factors.clone(), factors, vec![GridFactor::Const(1)]];
            if let Err(e) = abi::grid(&axes, &args) {
                assert!(!e.trim().is_empty(), "an empty grid refusal");
            }
            Ok(())
        },
    );
}

// ---------------------------------------------------------------------------------------
// 2. The safetensors files of `deltagen run`.

#[cfg(feature = "generator")]
mod runfile {
    use super::*;
    use deltagen::ir::Kernel;
    use safetensors::tensor::{Dtype, TensorView};

    type Tensors = Vec<(String, Dtype, Vec<usize>, Vec<u8>)>;

    fn kernel(family: &str) -> Kernel {
        let (inst, _) = deltagen::kernels::find(family, Arch::Sm90, &[]).expect("instance");
        inst.build().expect("builds")
    }

    fn i32s(xs: &[i32]) -> Vec<u8> {
        xs.iter().flat_map(|x| x.to_le_bytes()).collect()
    }

    /// Valid inputs of the conv-window scatter (small, so the interpreter is quick).
    fn conv_inputs(rng: &mut Rng) -> Tensors {
        let (layers, slots, rows, d, conv_dim) = (2usize, 5usize, 4usize, 3usize, 6usize);
        let width = 3;
        let cols = d + width - 1;
        let mut v: Tensors = vec![
            (
                "conv".into(),
                Dtype::BF16,
                vec![layers, slots, conv_dim, width],
                rng.bytes(layers * slots * conv_dim * width * 2),
            ),
            (
                "windows".into(),
                Dtype::BF16,
                vec![layers, rows, conv_dim, cols],
                rng.bytes(layers * rows * conv_dim * cols * 2),
            ),
            ("slot_indices".into(), Dtype::I32, vec![3], i32s(&[4, 0, 9])),
            ("row_indices".into(), Dtype::I32, vec![3], i32s(&[1, 3, 0])),
            ("step_indices".into(), Dtype::I32, vec![3], i32s(&[2, 0, 1])),
            ("track_slots".into(), Dtype::I32, vec![3], i32s(&[2, -1, 3])),
            ("track_steps".into(), Dtype::I32, vec![3], i32s(&[1, -1, 0])),
        ];
        for (name, x) in [
            ("num_layers", layers),
            ("num_requests", 3),
            ("num_slots", slots),
            ("num_rows", rows),
            ("num_steps", d),
            ("conv_dim", conv_dim),
        ] {
            v.push((
                name.into(),
                Dtype::I32,
                vec![],
                (x as i32).to_le_bytes().to_vec(),
            ));
        }
        for (name, x) in [
            ("conv_layer_pitch", slots * conv_dim * width),
            ("conv_slot_pitch", conv_dim * width),
            ("win_layer_pitch", rows * conv_dim * cols),
            ("win_row_pitch", conv_dim * cols),
            ("win_channel_pitch", cols),
        ] {
            v.push((
                name.into(),
                Dtype::I64,
                vec![],
                (x as i64).to_le_bytes().to_vec(),
            ));
        }
        v
    }

    fn serialize(t: &Tensors) -> Vec<u8> {
        let views: Vec<(String, TensorView)> = t
            .iter()
            .map(|(n, d, s, b)| (n.clone(), TensorView::new(*d, s.clone(), b).expect("view")))
            .collect();
        safetensors::serialize(views, &None).expect("serialize")
    }

    /// A safetensors file with this JSON header and data.
    pub(super) fn file(header: &str, data: &[u8]) -> Vec<u8> {
        let mut out = (header.len() as u64).to_le_bytes().to_vec();
        out.extend_from_slice(header.as_bytes());
        out.extend_from_slice(data);
        out
    }

    const DICT: &[&[u8]] = &[
        b"\"dtype\"",
        b"\"shape\"",
        b"\"data_offsets\"",
        b"\"__metadata__\"",
        b"\"F32\"",
        b"\"BF16\"",
        b"\"I32\"",
        b"\"I64\"",
        b"\"U8\"",
        b"\"BOOL\"",
        b"\"F64\"",
        b"[]",
        b"[0]",
        b"[1]",
        b"[0,0]",
        b"18446744073709551615",
        b"18446744073709551612",
        b"9223372036854775807",
        b"4294967296",
        b"2147483647",
        b"-1",
        b"{",
        b"}",
        b",",
        b":",
        b"\"num_layers\"",
        b"\"conv_dim\"",
        b"\"win_row_pitch\"",
    ];

    /// A structured mutation: one tensor's dtype, shape or data changed, added or removed,
    /// then written as a consistent file.
    fn mutate_tensors(rng: &mut Rng, t: &mut Tensors) {
        let i = rng.below(t.len());
        match rng.below(6) {
            0 => {
                t[i].1 = *rng.pick(&[
                    Dtype::F32,
                    Dtype::BF16,
                    Dtype::F16,
                    Dtype::I32,
                    Dtype::I64,
                    Dtype::U8,
                    Dtype::BOOL,
                    Dtype::F64,
                ])
            }
            1 => {
                // A scalar or count set to an edge value of its width.
                let v = rng
                    .pick(&EDGE_U64)
                    .wrapping_add(rng.below(3) as u64)
                    .wrapping_sub(1);
                let n = t[i].3.len().min(8);
                t[i].3[..n].copy_from_slice(&v.to_le_bytes()[..n]);
            }
            2 => {
                t.remove(i);
            }
            3 => {
                let extra = t[i].clone();
                t.push((
                    format!("{}{}", extra.0, rng.below(3)),
                    extra.1,
                    extra.2,
                    extra.3,
                ));
            }
            4 => {
                // A shape with a different element count (the data follows).
                let shape: Vec<usize> = (0..rng.below(4)).map(|_| rng.below(5)).collect();
                let n: usize = shape.iter().product::<usize>() * t[i].1.size();
                t[i].2 = shape;
                t[i].3 = rng.bytes(n);
            }
            _ => {
                let name = &mut t[i].0;
                name.push_str(
                    std::str::from_utf8(rng.pick::<&[u8]>(&[&b"_"[..], b"\xc3\xa9", b"\0", b" "]))
                        .unwrap_or(""),
                );
            }
        }
        // Keep the data consistent with each shape and dtype so the file stays valid.
        for (_, d, s, b) in t.iter_mut() {
            let n = s.iter().product::<usize>() * d.size();
            b.resize(n, 0);
        }
    }

    fn try_serialize(t: &Tensors) -> Option<Vec<u8>> {
        // (safetensors' writer indexes out of bounds on a repeated name.)
        let mut names: Vec<&String> = t.iter().map(|x| &x.0).collect();
        names.sort();
        names.dedup();
        if names.len() != t.len() {
            return None;
        }
        let views: Vec<(String, TensorView)> = t
            .iter()
            .map(|(n, d, s, b)| {
                TensorView::new(*d, s.clone(), b)
                    .ok()
                    .map(|v| (n.clone(), v))
            })
            .collect::<Option<_>>()?;
        safetensors::serialize(views, &None).ok()
    }

    /// The inputs of `deltagen::cases` as tensors: buffers flat, scalars rank 0.
    fn tensors_of(named: &deltagen::cases::Named) -> Tensors {
        use deltagen::interp::Value;
        use deltagen::ir::Const;
        let dtype = |s: Scalar| match s {
            Scalar::F32 => Dtype::F32,
            Scalar::F16 => Dtype::F16,
            Scalar::Bf16 => Dtype::BF16,
            Scalar::I32 => Dtype::I32,
            Scalar::I64 => Dtype::I64,
            Scalar::Bool => Dtype::BOOL,
        };
        named
            .iter()
            .map(|(n, v)| match v {
                Value::Tensor(e, b) => (
                    n.clone(),
                    dtype(*e),
                    vec![b.len() / e.bytes().unwrap_or(1)],
                    b.clone(),
                ),
                Value::Scalar(c) => {
                    let (d, b) = match *c {
                        Const::F32(x) => (Dtype::F32, x.to_le_bytes().to_vec()),
                        Const::I32(x) => (Dtype::I32, x.to_le_bytes().to_vec()),
                        Const::I64(x) => (Dtype::I64, x.to_le_bytes().to_vec()),
                        Const::Bool(x) => (Dtype::BOOL, vec![u8::from(x)]),
                    };
                    (n.clone(), d, vec![], b)
                }
            })
            .collect()
    }

    /// Valid inputs of the first decode verify instance on sm_90: one request, one head.
    fn verify_inputs(rng: &mut Rng) -> (Kernel, Tensors) {
        use deltagen::cases::{Case, Geo};
        let (inst, _) = deltagen::kernels::find("gdn_verify", Arch::Sm90, &[("mode", "decode")])
            .expect("instance");
        let f = inst.facts();
        let geo = Geo {
            gate: deltagen::vocab::Gate::Head,
            h: 1,
            hv: 1,
            tokens: vec![1],
            d_alloc: 1,
            slots: 2,
            rows: 1,
        };
        let case = Case::random(
            &mut Rng::new(rng.next_u64()),
            geo,
            f.act_dtype.expect("act"),
            f.dt_bias_dtype.expect("dt_bias"),
            f.pool_dtype.expect("pool"),
        );
        let kernel = inst.build().expect("builds");
        (kernel, tensors_of(&case.verify_inputs(Mode::Decode)))
    }

    /// Fuzz `deltagen run` of `kernel` from mutations of `valid` inputs: the file's bytes,
    /// its JSON header alone, or its tensors (dtype, shape, data, names) re-serialised.
    fn fuzz_run(name: &'static str, iters: u64, kernel: Kernel, valid: Vec<Tensors>) {
        let corpus: Vec<Vec<u8>> = valid.iter().map(serialize).collect();
        deltagen::runfile::run(&kernel, &corpus[0]).expect("a valid input runs");
        let c = corpus.clone();
        fuzz(
            name,
            iters,
            move |rng| {
                if rng.one_in(3) {
                    let mut t = rng.pick(&valid).clone();
                    for _ in 0..1 + rng.below(3) {
                        if !t.is_empty() {
                            mutate_tensors(rng, &mut t);
                        }
                    }
                    if let Some(bytes) = try_serialize(&t) {
                        return bytes;
                    }
                }
                let mut data = rng.pick(&c).clone();
                if rng.one_in(2) {
                    // Mutate only the JSON header, keeping its length prefix right.
                    let n = u64::from_le_bytes(data[..8].try_into().expect("8 bytes")) as usize;
                    let mut header = data[8..8 + n].to_vec();
                    let body = data[8 + n..].to_vec();
                    mutate(rng, &mut header, &c, DICT);
                    data = (header.len() as u64).to_le_bytes().to_vec();
                    data.extend_from_slice(&header);
                    data.extend_from_slice(&body);
                } else {
                    mutate(rng, &mut data, &c, DICT);
                }
                data
            },
            move |input| {
                let out = deltagen::runfile::run(&kernel, input)?;
                let back = safetensors::SafeTensors::deserialize(&out);
                assert!(back.is_ok(), "the outputs do not read back: {back:?}");
                Ok(())
            },
        );
    }

    #[test]
    fn fuzz_runfile_conv() {
        let mut rng = Rng::new(1);
        let valid = (0..4).map(|_| conv_inputs(&mut rng)).collect();
        fuzz_run("runfile_conv", 50_000, kernel("conv_window_scatter"), valid);
    }

    #[test]
    fn fuzz_runfile_verify() {
        let mut rng = Rng::new(2);
        let (kernel, first) = verify_inputs(&mut rng);
        let valid = vec![first, verify_inputs(&mut rng).1];
        fuzz_run("runfile_verify", 10_000, kernel, valid);
    }

    /// Regressions: headers whose offsets or sizes are near `usize::MAX`.
    #[test]
    fn huge_offsets_are_refused() {
        let kernel = kernel("conv_window_scatter");
        let max = u64::MAX;
        let cases = [
            file(
                &format!(
                    r#"{{"conv":{{"dtype":"U8","shape":[{}],"data_offsets":[0,{}]}}}}"#,
                    max - 3,
                    max - 3
                ),
                &[],
            ),
            file(
                &format!(r#"{{"conv":{{"dtype":"U8","shape":[{max}],"data_offsets":[0,{max}]}}}}"#),
                &[],
            ),
            file(
                &format!(
                    r#"{{"conv":{{"dtype":"U8","shape":[{}],"data_offsets":[0,{}]}}}}"#,
                    max - 8,
                    max - 8
                ),
                &[0; 8],
            ),
            file(
                &format!(
                    r#"{{"conv":{{"dtype":"F64","shape":[{}],"data_offsets":[0,{}]}}}}"#,
                    max / 8,
                    max / 8 * 8
                ),
                &[],
            ),
            file(
                &format!(
                    r#"{{"num_layers":{{"dtype":"I32","shape":[],"data_offsets":[{max},{max}]}}}}"#
                ),
                &[],
            ),
        ];
        for input in &cases {
            match catch_unwind(AssertUnwindSafe(|| deltagen::runfile::run(&kernel, input))) {
                Ok(Err(e)) => assert!(e.contains("data_offsets"), "{e}"),
                Ok(Ok(_)) => panic!("accepted {}", text(input)),
                Err(p) => panic!("panicked on {}: {}", text(input), panic_text(&*p)),
            }
        }
    }

    /// `conv` inputs with some scalars replaced.
    fn conv_with(scalars: &[(&str, i64)], indices: &[(&str, &[i32])]) -> Vec<u8> {
        let mut t = conv_inputs(&mut Rng::new(3));
        for (name, _, shape, bytes) in &mut t {
            if let Some((_, v)) = scalars.iter().find(|(n, _)| n == name) {
                let n = bytes.len();
                bytes.copy_from_slice(&v.to_le_bytes()[..n]);
            }
            if let Some((_, xs)) = indices.iter().find(|(n, _)| n == name) {
                *shape = vec![xs.len()];
                *bytes = i32s(xs);
            }
        }
        serialize(&t)
    }

    /// Regressions: grids whose work-group count overflows u64 (a panic in the
    /// interpreter), or whose few bytes of scalars ask for hours of interpreting (the
    /// fuzzer's input: `conv_dim` = 639463734 for a 6-channel pool, request 0 skipped).
    #[test]
    fn huge_grids_are_refused_quickly() {
        let kernel = kernel("conv_window_scatter");
        let max = i64::from(i32::MAX);
        let cases = [
            conv_with(
                &[
                    ("num_layers", max),
                    ("num_requests", max),
                    ("conv_dim", max),
                ],
                &[],
            ),
            conv_with(
                &[
                    ("conv_dim", 639_463_734),
                    ("num_requests", 11),
                    ("num_rows", 4),
                ],
                &[("row_indices", &[65536, 0, 0])],
            ),
            // Every layer aliases layer 0: in bounds, and 2^31 layers of work.
            conv_with(
                &[
                    ("num_layers", max),
                    ("conv_layer_pitch", 0),
                    ("win_layer_pitch", 0),
                ],
                &[],
            ),
        ];
        for input in &cases {
            let t = Instant::now();
            match catch_unwind(AssertUnwindSafe(|| deltagen::runfile::run(&kernel, input))) {
                Ok(Err(e)) => assert!(e.contains("work-groups"), "{e}"),
                Ok(Ok(_)) => panic!("accepted {}", text(input)),
                Err(p) => panic!("panicked on {}: {}", text(input), panic_text(&*p)),
            }
            assert!(
                t.elapsed() < Duration::from_secs(2),
                "took {:?}",
                t.elapsed()
            );
        }
        // The interpreter itself refuses a grid of more than 2^64 work-groups.
        use deltagen::interp::{run_named, Value};
        use deltagen::ir::Const;
        let mut values = BTreeMap::new();
        for p in &kernel.params {
            let v = match p.kind {
                deltagen::ir::ParamKind::Buffer { elem, .. } => Value::Tensor(elem, vec![0; 16]),
                deltagen::ir::ParamKind::Scalar(Scalar::I32) => Value::Scalar(Const::I32(i32::MAX)),
                deltagen::ir::ParamKind::Scalar(_) => Value::Scalar(Const::I64(1)),
            };
            values.insert(p.name.clone(), v);
        }
        let r = catch_unwind(AssertUnwindSafe(|| run_named(&kernel, &values)));
        match r {
            Ok(Err(e)) => assert!(e.to_string().contains("work-groups"), "{e}"),
            Ok(Ok(_)) => panic!("a grid of 2^90 work-groups ran"),
            Err(p) => panic!("panicked: {}", panic_text(&*p)),
        }
    }
}

// ---------------------------------------------------------------------------------------
// 3. The code-object reader (ELF note, MessagePack).

fn hsaco_corpus() -> Vec<Vec<u8>> {
    let m = manifest();
    let mut out: Vec<Vec<u8>> = m
        .instances
        .iter()
        .filter(|e| e.files.iter().any(|f| f.ends_with(".hsaco")))
        .map(|e| m.read_verified(e, "hsaco").expect("hsaco"))
        .collect();
    out.sort_by_key(Vec::len);
    out.dedup();
    assert!(out.len() >= 10, "only {} code objects", out.len());
    out
}

/// The descriptor of the first NT_AMDGPU_METADATA note (the test's own ELF walk).
fn note_of(elf: &[u8]) -> Vec<u8> {
    let u = |at: usize, n: usize| {
        elf[at..at + n]
            .iter()
            .rev()
            .fold(0usize, |a, b| (a << 8) | usize::from(*b))
    };
    let (shoff, shentsize, shnum) = (u(0x28, 8), u(0x3a, 2), u(0x3c, 2));
    for i in 0..shnum {
        let sh = shoff + i * shentsize;
        if u(sh + 4, 4) != 7 {
            continue;
        }
        let (off, size) = (u(sh + 0x18, 8), u(sh + 0x20, 8));
        let mut at = off;
        while at + 12 <= off + size {
            let (namesz, descsz, ty) = (u(at, 4), u(at + 4, 4), u(at + 8, 4));
            let desc = at + 12 + namesz.div_ceil(4) * 4;
            if ty == 32 {
                return elf[desc..desc + descsz].to_vec();
            }
            at = desc + descsz.div_ceil(4) * 4;
        }
    }
    panic!("no metadata note")
}

/// A minimal ELF64 with one note section holding `desc` as its AMDGPU metadata.
fn elf_with_note(desc: &[u8]) -> Vec<u8> {
    let mut note = Vec::new();
    note.extend_from_slice(&7u32.to_le_bytes());
    note.extend_from_slice(&(desc.len() as u32).to_le_bytes());
    note.extend_from_slice(&32u32.to_le_bytes());
    note.extend_from_slice(b"AMDGPU\0\0");
    note.extend_from_slice(desc);
    while note.len() % 4 != 0 {
        note.push(0);
    }
    let mut elf = vec![0u8; 64];
    elf[..6].copy_from_slice(b"\x7fELF\x02\x01");
    elf[0x28..0x30].copy_from_slice(&64u64.to_le_bytes()); // e_shoff
    elf[0x3a..0x3c].copy_from_slice(&64u16.to_le_bytes()); // e_shentsize
    elf[0x3c..0x3e].copy_from_slice(&1u16.to_le_bytes()); // e_shnum
    let mut sh = vec![0u8; 64];
    sh[4..8].copy_from_slice(&7u32.to_le_bytes()); // SHT_NOTE
    sh[0x18..0x20].copy_from_slice(&128u64.to_le_bytes());
    sh[0x20..0x28].copy_from_slice(&(note.len() as u64).to_le_bytes());
    elf.extend_from_slice(&sh);
    elf.extend_from_slice(&note);
    elf
}

/// A random MessagePack value of bounded depth, every type the reader knows and some it
/// does not, with lengths that sometimes lie.
fn random_msgpack(rng: &mut Rng, depth: u32, out: &mut Vec<u8>) {
    let keys: [&[u8]; 9] = [
        b"amdhsa.kernels",
        b".name",
        b".symbol",
        b".args",
        b".offset",
        b".size",
        b".value_kind",
        b".kernarg_segment_size",
        b"hidden_block_count_x",
    ];
    let str_of = |rng: &mut Rng, out: &mut Vec<u8>, s: &[u8]| {
        if s.len() < 32 && !rng.one_in(4) {
            out.push(0xa0 | s.len() as u8);
        } else {
            out.push(0xd9);
            out.push(s.len() as u8);
        }
        out.extend_from_slice(s);
    };
    let n = |rng: &mut Rng| {
        if rng.one_in(16) {
            rng.next_u64() as u32
        } else {
            rng.below(4) as u32
        }
    };
    match rng.below(if depth == 0 { 8 } else { 12 }) {
        0 => out.push(rng.below(0x80) as u8),
        1 => out.push(0xe0 | rng.below(32) as u8),
        2 => {
            let t = 0xcc + rng.below(8) as u8;
            out.push(t);
            let w = 1usize << ((t - 0xcc) % 4);
            out.extend_from_slice(&rng.next_u64().to_be_bytes()[8 - w..]);
        }
        3 => {
            let k = *rng.pick(&keys);
            str_of(rng, out, k);
        }
        4 => out.push(*rng.pick(&[0xc0u8, 0xc2, 0xc3, 0xc1, 0xc7, 0xd4, 0xd8])),
        5 => {
            out.push(0xca);
            out.extend_from_slice(&rng.bytes(4));
        }
        6 => {
            let t = 0xc4 + rng.below(3) as u8;
            let len = n(rng);
            out.push(t);
            let w = 1usize << (t - 0xc4);
            out.extend_from_slice(&len.to_be_bytes()[4 - w..]);
            out.extend_from_slice(&rng.bytes((len as usize).min(8)));
        }
        7 => {
            let t = 0xd9 + rng.below(3) as u8;
            let len = n(rng);
            out.push(t);
            let w = 1usize << (t - 0xd9);
            out.extend_from_slice(&len.to_be_bytes()[4 - w..]);
            out.extend_from_slice(&rng.bytes((len as usize).min(8)));
        }
        8 | 9 => {
            // A map: mostly string keys the reader looks up.
            let len = n(rng);
            match rng.below(3) {
                0 => out.push(0x80 | (len & 0x0f) as u8),
                1 => {
                    out.push(0xde);
                    out.extend_from_slice(&(len as u16).to_be_bytes());
                }
                _ => {
                    out.push(0xdf);
                    out.extend_from_slice(&len.to_be_bytes());
                }
            }
            for _ in 0..len.min(6) {
                let k = *rng.pick(&keys);
                str_of(rng, out, k);
                random_msgpack(rng, depth - 1, out);
            }
        }
        _ => {
            let len = n(rng);
            match rng.below(3) {
                0 => out.push(0x90 | (len & 0x0f) as u8),
                1 => {
                    out.push(0xdc);
                    out.extend_from_slice(&(len as u16).to_be_bytes());
                }
                _ => {
                    out.push(0xdd);
                    out.extend_from_slice(&len.to_be_bytes());
                }
            }
            for _ in 0..len.min(6) {
                random_msgpack(rng, depth - 1, out);
            }
        }
    }
}

fn check_kernels(elf: &[u8]) -> Result<(), String> {
    let ks = code_object::kernels(elf)?;
    for k in ks {
        assert!(k.args.len() < elf.len(), "more arguments than bytes");
    }
    Ok(())
}

#[test]
fn fuzz_code_object_elf() {
    let corpus = hsaco_corpus();
    for c in &corpus {
        check_kernels(c).expect("a generated code object reads");
    }
    let c = corpus.clone();
    fuzz(
        "code_object_elf",
        100_000,
        move |rng| {
            mutated(
                rng,
                &c,
                &[b"\x7fELF", b"AMDGPU\0\0", b"\x07\0\0\0", b"\x20\0\0\0"],
            )
        },
        check_kernels,
    );
}

#[test]
fn fuzz_code_object_metadata() {
    let notes: Vec<Vec<u8>> = hsaco_corpus().iter().map(|e| note_of(e)).collect();
    let n = notes.clone();
    fuzz(
        "code_object_metadata",
        60_000,
        move |rng| {
            let desc = if rng.one_in(4) {
                let mut out = Vec::new();
                let depth = 1 + rng.below(6) as u32;
                random_msgpack(rng, depth, &mut out);
                out
            } else {
                mutated(
                    rng,
                    &n,
                    &[
                        b"\xa6.names",
                        b"\xa7.offset",
                        b"\xa5.size",
                        b"\xdd\xff\xff\xff\xff",
                        b"\xdf\xff\xff\xff\xff",
                        b"\xc6\xff\xff\xff\xff",
                        b"\xdb\xff\xff\xff\xff",
                        b"\x91",
                        b"\x81",
                    ],
                )
            };
            elf_with_note(&desc)
        },
        check_kernels,
    );
}

/// Regressions: ELF headers and notes whose offsets and sizes wrap, and metadata nested
/// deeper than any stack.
#[test]
fn hostile_code_objects_are_refused() {
    let valid = hsaco_corpus().remove(0);
    let mut cases: Vec<(String, Vec<u8>)> = Vec::new();
    // Section headers at the end of the address space.
    for shoff in [u64::MAX, u64::MAX - 0x20, 1 << 63] {
        let mut e = valid.clone();
        e[0x28..0x30].copy_from_slice(&shoff.to_le_bytes());
        cases.push((format!("e_shoff {shoff:#x}"), e));
    }
    // A note section whose offset or size wraps, and a note whose sizes do.
    let note = |off: u64, size: u64, namesz: u32, descsz: u32| {
        let mut e = elf_with_note(b"\x80");
        e[64 + 0x18..64 + 0x20].copy_from_slice(&off.to_le_bytes());
        e[64 + 0x20..64 + 0x28].copy_from_slice(&size.to_le_bytes());
        e[128..132].copy_from_slice(&namesz.to_le_bytes());
        e[132..136].copy_from_slice(&descsz.to_le_bytes());
        e
    };
    cases.push(("sh_offset u64::MAX".into(), note(u64::MAX, 16, 7, 1)));
    cases.push(("sh_size u64::MAX".into(), note(128, u64::MAX, 7, 1)));
    cases.push((
        "sh_offset+sh_size wraps".into(),
        note(u64::MAX - 4, 16, 7, 1),
    ));
    cases.push(("namesz u32::MAX".into(), note(128, 64, u32::MAX, 1)));
    cases.push(("descsz u32::MAX".into(), note(128, 64, 7, u32::MAX)));
    cases.push((
        "both u32::MAX".into(),
        note(128, u64::MAX, u32::MAX, u32::MAX),
    ));
    // Metadata nested a million deep: arrays, maps, and a map key that is an array.
    for (what, unit) in [
        ("arrays", &b"\x91"[..]),
        ("maps", b"\x81\xa1a"),
        ("keys", b"\x81"),
    ] {
        cases.push((
            format!("nested {what}"),
            elf_with_note(&unit.repeat(1_000_000)),
        ));
    }
    // Lengths that promise more than the note holds.
    for desc in [
        &b"\xdd\xff\xff\xff\xff"[..],
        b"\xdf\xff\xff\xff\xff",
        b"\xc6\xff\xff\xff\xff",
        b"\xdb\xff\xff\xff\xff",
    ] {
        cases.push((format!("length {}", hex(desc)), elf_with_note(desc)));
    }
    for (what, e) in &cases {
        match catch_unwind(|| code_object::kernels(e)) {
            Ok(Err(msg)) => assert!(!msg.trim().is_empty(), "{what}: an empty message"),
            Ok(Ok(k)) => panic!("{what}: accepted {k:?}"),
            Err(p) => panic!("{what}: panicked: {}", panic_text(&*p)),
        }
    }
}

// ---------------------------------------------------------------------------------------
// 4. The launch binder behind the C ABI: random argument structs on every instance.

/// A size for every `uint64_t` field of every argument struct: a consistent launch.
/// Consistent sizes for a family whose decay has `width` values per value head and step
/// (1 for GDN, K for KDA: `a`, `dt_bias` and the decay ring are per channel).
fn valid_sizes(width: u64) -> BTreeMap<&'static str, u64> {
    let (k, v, kc) = (128u64, 128u64, 4u64);
    let (requests, tokens, draft, d_alloc, slots, rows, h, hv, layers, conv_dim) =
        (4, 16, 4, 6, 10, 6, 4, 16, 2, 70);
    let pool_slot_pitch = hv * v * k;
    let u_row_pitch = d_alloc * hv * v;
    let k_row_pitch = d_alloc * h * k;
    let decay_row_pitch = d_alloc * hv * width;
    let inter_row_pitch = d_alloc * hv * v * k;
    let columns = d_alloc + kc - 2;
    BTreeMap::from([
        ("requests", requests),
        ("tokens", tokens),
        ("draft", draft),
        ("d_alloc", d_alloc),
        ("slots", slots),
        ("rows", rows),
        ("h", h),
        ("hv", hv),
        ("layers", layers),
        ("stride_q", h * k),
        ("stride_k", h * k),
        ("stride_v", hv * v),
        ("stride_a", hv * width),
        ("stride_b", hv),
        ("pool_slot_pitch", pool_slot_pitch),
        ("pool_layer_pitch", slots * pool_slot_pitch),
        ("inter_row_pitch", inter_row_pitch),
        ("inter_layer_pitch", rows * inter_row_pitch),
        ("u_row_pitch", u_row_pitch),
        ("u_layer_pitch", rows * u_row_pitch),
        ("k_row_pitch", k_row_pitch),
        ("k_layer_pitch", rows * k_row_pitch),
        ("decay_row_pitch", decay_row_pitch),
        ("decay_layer_pitch", rows * decay_row_pitch),
        ("conv_dim", conv_dim),
        ("conv_slot_pitch", conv_dim * (kc - 1)),
        ("conv_layer_pitch", slots * conv_dim * (kc - 1)),
        ("win_row_pitch", conv_dim * columns),
        ("win_layer_pitch", rows * conv_dim * columns),
        // kda_gate's form: Kimi Linear's softplus gate.
        ("safe_gate", 0),
        // Fold mode: two entries per request.
        ("fold_depth", 2),
    ])
}

/// The elements a launch addresses in each tensor field of `entry`, for these sizes (the
/// longest over the parameters that read the field).
fn needed_lens(entry: &Entry, sizes: &BTreeMap<&'static str, u64>) -> BTreeMap<&'static str, u64> {
    let sig = signature::of(entry.family);
    let mut env: BTreeMap<String, i128> = sizes
        .iter()
        .map(|(k, v)| (k.to_string(), i128::from(*v)))
        .collect();
    for (n, c) in signature::CONSTANTS {
        env.insert(n.to_string(), i128::from(c));
    }
    for (n, e) in sig.derived {
        let v = Expr::parse(e)
            .expect("derived")
            .eval(&|x| env.get(x).copied())
            .expect("derived value");
        env.insert(n.to_string(), v);
    }
    let eval = |t: &str| {
        Expr::parse(t)
            .expect("expr")
            .eval(&|x| env.get(x).copied())
            .expect("value")
    };
    let mut out = BTreeMap::new();
    for p in sig.params_of(entry.mode) {
        if let Kind::Tensor { field, len, .. } = p.kind {
            let n = match len {
                Len::Exactly(t) | Len::Optional(t) => eval(t),
                Len::Extent { dims, block } => {
                    dims.iter()
                        .map(|(c, p)| (eval(c) - 1).max(0) * eval(p))
                        .sum::<i128>()
                        + eval(block)
                }
            };
            let n = u64::try_from(n).expect("a length");
            let e = out.entry(field).or_insert(0);
            *e = n.max(*e);
        }
    }
    out
}

/// The C struct of `entry`'s family with a consistent launch, as bytes (what an engine
/// passes to the C ABI), preceded by the entry's index and the mode code.
fn valid_struct(index: usize, entry: &Entry) -> Vec<u8> {
    let sig = signature::of(entry.family);
    let layout = cabi::layout(sig.args);
    let width = entry.family.gate().map_or(1, |g| u64::from(g.width()));
    let sizes = valid_sizes(width);
    let lens = needed_lens(entry, &sizes);
    let mut bytes = vec![0u8; layout.size];
    let mut next_ptr = 1u64 << 32;
    for (f, off) in &layout.fields {
        let put =
            |bytes: &mut Vec<u8>, at: usize, v: &[u8]| bytes[at..at + v.len()].copy_from_slice(v);
        match f.ty {
            // KDA's decays go only to an instance that reads them (NULL, length 0: absent).
            FieldTy::Tensor
                if f.name == "decay"
                    && entry.family.is_verify()
                    && entry.file.decay_input != Some(true) => {}
            // A tree's parents go only to a `tree` instance (NULL, length 0: a chain).
            FieldTy::Tensor
                if f.name == "parents"
                    && entry.family.is_verify()
                    && entry.file.tree != Some(true) => {}
            // A tree's accepted paths go only to a `tree` replay (NULL, length 0: chains).
            FieldTy::Tensor if f.name == "path" && entry.file.tree != Some(true) => {}
            FieldTy::Tensor => {
                next_ptr += 1 << 32;
                put(&mut bytes, *off, &next_ptr.to_ne_bytes());
                put(
                    &mut bytes,
                    off + 8,
                    &lens.get(f.name).copied().unwrap_or(0).to_ne_bytes(),
                );
            }
            FieldTy::U64 => put(&mut bytes, *off, &sizes[f.name].to_ne_bytes()),
            FieldTy::F32 => {
                let v: f32 = match f.name {
                    "scale" => 0.088,
                    "softplus_threshold" => 20.0,
                    _ => 1.0,
                };
                put(&mut bytes, *off, &v.to_ne_bytes());
            }
            FieldTy::Mode => {
                let code = entry.mode.map_or(0, |m| cabi::mode_constant(m).1);
                put(&mut bytes, *off, &code.to_ne_bytes());
            }
            FieldTy::Dtypes | FieldTy::CStr => {}
        }
    }
    let mut out = vec![index as u8, (index >> 8) as u8];
    out.extend_from_slice(&bytes);
    out
}

/// Read an argument struct as the C ABI does (`src/capi/lib.rs`, `Raw::bindings`): every
/// tensor, size and float field at its offset; a short struct reads zeros.
fn bindings_of(input: &[u8]) -> Option<(&'static Entry, Bindings)> {
    let m = manifest();
    let index = usize::from(*input.first()?) | usize::from(*input.get(1)?) << 8;
    let entry = m.instances.get(index % m.instances.len())?;
    let bytes = &input[2..];
    let layout = cabi::layout(signature::of(entry.family).args);
    let at = |off: usize, n: usize| {
        let mut out = [0u8; 8];
        if let Some(b) = bytes.get(off..off + n) {
            out[..n].copy_from_slice(b);
        }
        out
    };
    let u64_at = |off: usize| u64::from_ne_bytes(at(off, 8));
    let mut b = Bindings::default();
    for (f, off) in &layout.fields {
        match f.ty {
            FieldTy::Tensor => {
                b.tensors.insert(
                    f.name,
                    Bound {
                        ptr: u64_at(*off),
                        len: u64_at(off + 8),
                        dtype: None,
                    },
                );
            }
            FieldTy::U64 => {
                b.sizes.insert(f.name, u64_at(*off));
            }
            FieldTy::F32 => {
                let [a, b2, c, d, ..] = at(*off, 4);
                b.floats.insert(f.name, f32::from_ne_bytes([a, b2, c, d]));
            }
            FieldTy::Mode => {
                let [a, b2, c, d, ..] = at(*off, 4);
                b.mode = cabi::mode_of_code(u32::from_ne_bytes([a, b2, c, d]));
            }
            FieldTy::Dtypes | FieldTy::CStr => {}
        }
    }
    Some((entry, b))
}

/// A structured mutation of an argument struct: fields set to edge values, NaN and
/// infinities, zero or misaligned pointers, lengths off by one.
fn mutate_struct(rng: &mut Rng, input: &mut [u8]) {
    let Some((entry, _)) = bindings_of(input) else {
        return;
    };
    let layout = cabi::layout(signature::of(entry.family).args);
    for _ in 0..1 + rng.below(4) {
        let (f, off) = *rng.pick(&layout.fields);
        let off = off + 2;
        let put = |input: &mut [u8], at: usize, v: &[u8]| {
            if let Some(dst) = input.get_mut(at..at + v.len()) {
                dst.copy_from_slice(v);
            }
        };
        match f.ty {
            FieldTy::Tensor => {
                let which = off + 8 * rng.below(2);
                let old = u64::from_ne_bytes(input[which..which + 8].try_into().expect("8"));
                let v = match rng.below(4) {
                    0 => size(rng),
                    1 => old.wrapping_add(rng.below(3) as u64).wrapping_sub(1),
                    2 => old | 1,
                    _ => 0,
                };
                put(input, which, &v.to_ne_bytes());
            }
            FieldTy::U64 => {
                let old = u64::from_ne_bytes(input[off..off + 8].try_into().expect("8"));
                let v = if rng.one_in(3) {
                    old.wrapping_add(rng.below(3) as u64).wrapping_sub(1)
                } else {
                    size(rng)
                };
                put(input, off, &v.to_ne_bytes());
            }
            FieldTy::F32 => {
                let any = f32::from_bits(rng.next_u64() as u32);
                let v = *rng.pick(&[
                    0.0f32,
                    -0.0,
                    1.0,
                    -1.0,
                    f32::NAN,
                    -f32::NAN,
                    f32::INFINITY,
                    f32::NEG_INFINITY,
                    f32::MIN_POSITIVE,
                    f32::MAX,
                    1e-45,
                    any,
                ]);
                put(input, off, &v.to_ne_bytes());
            }
            FieldTy::Mode => put(input, off, &(size(rng) as u32).to_ne_bytes()),
            FieldTy::Dtypes | FieldTy::CStr => {}
        }
    }
}

fn check_bind(input: &[u8]) -> Result<(), String> {
    let Some((entry, b)) = bindings_of(input) else {
        return Ok(());
    };
    match launch::bind(entry, &b) {
        Ok(args) => {
            // Accepted: one argument per parameter, in its type, and the grid evaluates.
            assert_eq!(args.len(), entry.params.len(), "{}", entry.name);
            for p in &entry.params {
                assert!(
                    args.contains_key(&p.name),
                    "{}: no `{}`",
                    entry.name,
                    p.name
                );
            }
            abi::pack(&entry.params, &args)
                .map_err(|e| format!("bound arguments do not pack: {e}"))?;
            // The grid may still refuse (a zero-sized or too-large launch), with a message.
            abi::grid(&entry.grid, &args).map(|_| ())
        }
        Err(e) => {
            assert!(!e.problems.is_empty(), "a refusal without problems");
            for p in &e.problems {
                assert!(!p.trim().is_empty(), "an empty problem in {e}");
            }
            Err(e.to_string())
        }
    }
}

#[test]
fn fuzz_bind() {
    let m = manifest();
    let corpus: Vec<Vec<u8>> = m
        .instances
        .iter()
        .enumerate()
        .map(|(i, e)| valid_struct(i, e))
        .collect();
    for (c, e) in corpus.iter().zip(&m.instances) {
        let (_, b) = bindings_of(c).expect("bindings");
        launch::bind(e, &b).unwrap_or_else(|err| panic!("the consistent launch is refused: {err}"));
    }
    let c = corpus.clone();
    fuzz(
        "bind",
        60_000,
        move |rng| {
            let mut data = rng.pick(&c).clone();
            match rng.below(8) {
                0 => {
                    // Every field random: a struct of noise.
                    let n = data.len() - 2;
                    data.truncate(2);
                    for _ in 0..n / 8 {
                        data.extend_from_slice(&size(rng).to_ne_bytes());
                    }
                }
                1 => mutate(rng, &mut data, &c, &[]),
                _ => mutate_struct(rng, &mut data),
            }
            data
        },
        check_bind,
    );
}

/// Regressions: every size and tensor field of every instance at `u64::MAX`, at 0, and
/// just past the i32/i64 range, one at a time and all at once.
#[test]
fn edge_sizes_are_refused_or_bound() {
    let m = manifest();
    for (i, e) in m.instances.iter().enumerate() {
        let valid = valid_struct(i, e);
        let layout = cabi::layout(signature::of(e.family).args);
        for v in [0u64, 1, u64::MAX, 1 << 31, 1 << 63, u64::MAX / 128] {
            let mut all = valid.clone();
            for (f, off) in &layout.fields {
                if matches!(f.ty, FieldTy::U64 | FieldTy::Tensor) {
                    let mut one = valid.clone();
                    for at in [off + 2, off + 2 + 8 * usize::from(f.ty == FieldTy::Tensor)] {
                        one[at..at + 8].copy_from_slice(&v.to_ne_bytes());
                        all[at..at + 8].copy_from_slice(&v.to_ne_bytes());
                    }
                    if let Err(p) = catch_unwind(|| check_bind(&one)) {
                        panic!(
                            "{}: `{}` = {v:#x} panicked: {}",
                            e.name,
                            f.name,
                            panic_text(&*p)
                        );
                    }
                }
            }
            if let Err(p) = catch_unwind(|| check_bind(&all)) {
                panic!(
                    "{}: every field = {v:#x} panicked: {}",
                    e.name,
                    panic_text(&*p)
                );
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// 5. The expression language.

fn expr_corpus() -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for f in Family::ALL {
        let sig = signature::of(f);
        out.extend(sig.derived.iter().map(|(_, e)| e.as_bytes().to_vec()));
        out.extend(sig.rules.iter().map(|r| r.check.as_bytes().to_vec()));
        for p in sig.params {
            out.extend(p.texts().iter().map(|t| t.as_bytes().to_vec()));
        }
    }
    out.sort();
    out.dedup();
    out
}

const EXPR_DICT: &[&[u8]] = &[
    b"||",
    b"&&",
    b"==",
    b"!=",
    b"<=",
    b">=",
    b"<",
    b">",
    b"+",
    b"-",
    b"*",
    b"/",
    b"%",
    b"(",
    b")",
    b",",
    b"max(",
    b"min(",
    b"max",
    b"0",
    b"1",
    b"-1",
    b"4",
    b"128",
    b"18446744073709551615",
    b"170141183460469231731687303715884105727",
    b"170141183460469231731687303715884105728",
    b"99999999999999999999999999999999999999999",
    b"h",
    b"hv",
    b"K",
    b"tokens",
    b"big",
    b"neg",
    b" ",
    b"\t",
    b"$",
    b"\xc3\xa9",
    b"\xe2\x82\xac",
    b"\xff",
    b"!",
    b"=",
    b"&",
    b"|",
];

/// Values of the names an expression may read: sizes, edges, extremes of i128.
fn expr_env(name: &str) -> Option<i128> {
    match name {
        "big" => Some(i128::from(u64::MAX)),
        "neg" => Some(-1),
        "max" => Some(i128::MAX),
        "min" => Some(i128::MIN),
        "zero" => Some(0),
        "K" | "V" => Some(128),
        "h" => Some(4),
        "hv" => Some(16),
        "unknown" => None,
        n => {
            let h = n
                .bytes()
                .fold(5381u64, |h, b| h.wrapping_mul(33) ^ u64::from(b));
            match h % 5 {
                0 => None,
                1 => Some(i128::MAX - (h % 3) as i128),
                2 => Some(i128::MIN + (h % 3) as i128),
                _ => Some(i128::from(EDGE_U64[(h as usize / 5) % EDGE_U64.len()])),
            }
        }
    }
}

/// A random expression from the grammar's pieces (not always well formed).
fn random_expr(rng: &mut Rng, depth: u32, out: &mut String) {
    let leaf = |rng: &mut Rng, out: &mut String| {
        let names = [
            "h", "hv", "K", "big", "neg", "max", "min", "zero", "tokens", "unknown", "x1",
        ];
        if rng.one_in(2) {
            out.push_str(rng.pick::<&str>(&names));
        } else {
            let n = if rng.one_in(3) {
                rng.next_u64().to_string()
            } else {
                (rng.next_u64() % 200).to_string()
            };
            out.push_str(&n);
        }
    };
    if depth == 0 || rng.one_in(3) {
        return leaf(rng, out);
    }
    match rng.below(4) {
        0 => {
            out.push('(');
            random_expr(rng, depth - 1, out);
            out.push(')');
        }
        1 => {
            out.push_str(rng.pick::<&str>(&["max(", "min("]));
            random_expr(rng, depth - 1, out);
            out.push_str(", ");
            random_expr(rng, depth - 1, out);
            out.push(')');
        }
        _ => {
            random_expr(rng, depth - 1, out);
            out.push_str(rng.pick::<&str>(&[
                " || ", " && ", " == ", " != ", " < ", " <= ", " > ", " >= ", " + ", " - ", " * ",
                " / ", " % ",
            ]));
            random_expr(rng, depth - 1, out);
        }
    }
}

fn check_expr(input: &[u8]) -> Result<(), String> {
    let t = text(input);
    let e = Expr::parse(&t).map_err(says)?;
    let _ = e.names();
    e.eval(&expr_env).map(|_| ()).map_err(says)
}

#[test]
fn fuzz_expr() {
    let corpus = expr_corpus();
    for c in &corpus {
        Expr::parse(std::str::from_utf8(c).expect("utf-8")).expect("a signature expression parses");
    }
    let c = corpus.clone();
    fuzz(
        "expr",
        200_000,
        move |rng| {
            if rng.one_in(3) {
                let mut s = String::new();
                let depth = 1 + rng.below(8) as u32;
                random_expr(rng, depth, &mut s);
                let mut b = s.into_bytes();
                if rng.one_in(4) {
                    mutate(rng, &mut b, &c, EXPR_DICT);
                }
                b
            } else {
                mutated(rng, &c, EXPR_DICT)
            }
        },
        check_expr,
    );
}

/// Regressions: nesting and chains far deeper than any stack, numbers past i128.
#[test]
fn deep_expressions_are_refused_without_overflowing() {
    let n = 1_000_000;
    let cases = [
        "(".repeat(n),
        format!("{}1{}", "(".repeat(n), ")".repeat(n)),
        "max(".repeat(n),
        format!("{}1", "1+".repeat(n)),
        format!("{}1", "1*".repeat(n)),
        format!("{}1", "1 || ".repeat(n)),
        format!("{}1", "-".repeat(n)),
        "9".repeat(n),
        "é".repeat(10),
    ];
    // Parsing and dropping run on a thread with the default stack, as an engine's would.
    let worker = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || {
            for t in &cases {
                match catch_unwind(|| check_expr(t.as_bytes())) {
                    Ok(Err(e)) => assert!(!e.trim().is_empty()),
                    Ok(Ok(())) => panic!("accepted {}...", &t[..40.min(t.len())]),
                    Err(p) => panic!(
                        "panicked on {}...: {}",
                        &t[..40.min(t.len())],
                        panic_text(&*p)
                    ),
                }
            }
        });
    worker.expect("spawn").join().expect("no panic");
}

// ---------------------------------------------------------------------------------------
// 6. Spellings: every vocabulary enum, Tile, and dispatch's configuration strings.

fn spellings() -> Vec<Vec<u8>> {
    let mut out: Vec<String> = Vec::new();
    out.extend(Scalar::ALL.iter().map(|x| x.to_string()));
    out.extend(Family::ALL.iter().map(|x| x.to_string()));
    out.extend(Mode::ALL.iter().map(|x| x.to_string()));
    out.extend(Profile::ALL.iter().map(|x| x.to_string()));
    out.extend(Requests::ALL.iter().map(|x| x.to_string()));
    out.extend(Arch::ALL.iter().map(|x| x.to_string()));
    out.extend(
        [
            "bv8w4",
            "bv32w4",
            "bv1w1",
            "bv128w16",
            "bv4294967295w4294967295",
        ]
        .map(String::from),
    );
    out.into_iter().map(String::into_bytes).collect()
}

/// `s` parses as `T` exactly when it is `T`'s one spelling; a refusal says what would be.
fn one_spelling<T>(s: &str) -> Result<(), String>
where
    T: std::str::FromStr + std::fmt::Display,
    T::Err: std::fmt::Display,
{
    match s.parse::<T>() {
        Ok(v) => {
            assert_eq!(v.to_string(), s, "a second spelling is accepted");
            Ok(())
        }
        Err(e) => {
            let msg = e.to_string();
            assert!(
                msg.contains("expected"),
                "the refusal lists no choices: {msg}"
            );
            Err(msg)
        }
    }
}

fn check_spellings(input: &[u8]) -> Result<(), String> {
    let s = text(input);
    let results = [
        one_spelling::<Scalar>(&s),
        one_spelling::<Family>(&s),
        one_spelling::<Mode>(&s),
        one_spelling::<Profile>(&s),
        one_spelling::<Requests>(&s),
        one_spelling::<Arch>(&s),
        one_spelling::<Tile>(&s),
    ];
    // Accepted by one parser is accepted; otherwise every message must be non-empty.
    if results.iter().any(Result::is_ok) {
        return Ok(());
    }
    results
        .into_iter()
        .find_map(Result::err)
        .map_or(Ok(()), Err)
}

#[test]
fn fuzz_spellings() {
    let corpus = spellings();
    let c = corpus.clone();
    fuzz(
        "spellings",
        200_000,
        move |rng| {
            mutated(
                rng,
                &c,
                &[
                    b"bv",
                    b"w",
                    b"0",
                    b"+",
                    b"-",
                    b"_",
                    b" ",
                    b"4294967296",
                    b"\xc3\xa9",
                    b">",
                    b"1",
                ],
            )
        },
        check_spellings,
    );
}

/// Dispatch from an engine's configuration strings (the C ABI passes the dtype strings of
/// `deltagen_dtypes` through): never a panic, every refusal names its setting.
#[test]
fn fuzz_dispatch_config() {
    let corpus = spellings();
    let c = corpus.clone();
    fuzz(
        "dispatch_config",
        50_000,
        move |rng| {
            // Seven strings separated by NUL (each a valid choice, sometimes mutated),
            // then six sizes (usually the default configuration's).
            let choices: [&[&str]; 7] = [
                &["sm_80", "sm_90", "sm_100", "gfx942", "gfx950"],
                &["portable", "triton-sm90"],
                &["tuple", "snapshot", "decode"],
                &["", "bv8w4", "bv16w4", "bv32w4", "bv64w4"],
                &["bf16", "f16", "f32"],
                &["f32", "bf16"],
                &["f32", "bf16"],
            ];
            let mut out = Vec::new();
            for slot in choices {
                let mut v = rng.pick(slot).as_bytes().to_vec();
                if rng.one_in(8) {
                    mutate(
                        rng,
                        &mut v,
                        &c,
                        &[b"f32", b"bf16", b"tuple", b"sm_90", b"w4"],
                    );
                }
                out.extend(v.into_iter().filter(|b| *b != 0));
                out.push(0);
            }
            for default in [1u64, 4, 4, 16, 32, 1] {
                let v = if rng.one_in(8) { size(rng) } else { default };
                out.extend_from_slice(&v.to_le_bytes());
            }
            out
        },
        |input| {
            let mut parts = input.split(|b| *b == 0);
            let mut s = || text(parts.next().unwrap_or_default()).into_owned();
            let (arch, profile, mode, tile, act, dt_bias, pool) =
                (s(), s(), s(), s(), s(), s(), s());
            let rest: Vec<u8> = input.iter().rev().take(48).rev().copied().collect();
            let n = |i: usize| {
                rest.get(i * 8..i * 8 + 8)
                    .map_or(0, |b| u64::from_le_bytes(b.try_into().unwrap_or_default()))
            };
            // The strings are parsed where they enter, as the CLI and the C ABI do; a bad
            // spelling is a rejection with the vocabulary's message.
            let typed = (|| -> Result<_, deltagen::vocab::Unknown> {
                let tile = if tile.is_empty() {
                    None
                } else {
                    Some(tile.parse::<Tile>()?)
                };
                Ok((
                    arch.parse::<Arch>()?,
                    profile.parse::<Profile>()?,
                    mode.parse::<Mode>()?,
                    tile,
                    act.parse::<Scalar>()?,
                    dt_bias.parse::<Scalar>()?,
                    pool.parse::<Scalar>()?,
                ))
            })();
            let (arch, profile, mode, tile, act, dt_bias, pool) = match typed {
                Ok(t) => t,
                Err(e) => return Err(e.to_string()),
            };
            let cfg = Config {
                arch,
                profile,
                mode,
                tile,
                act_dtype: act,
                dt_bias_dtype: dt_bias,
                pool_dtype: pool,
                speculation: match n(0) % 5 {
                    0 => Speculation::None,
                    1 => Speculation::Eagle { topk: n(0) as u32 },
                    2 => Speculation::Dflash,
                    3 => Speculation::Dspark,
                    _ => Speculation::Ngram,
                },
                draft: n(1),
                d_alloc: n(2),
                h: n(3),
                hv: n(4),
                ..Config::default()
            };
            let m = manifest();
            let requests = n(5);
            let mut first_err = None;
            match dispatch::resolve(&cfg, m, requests) {
                Ok(r) => assert!(!r.line().is_empty()),
                Err(e) => first_err = Some(e),
            }
            if let Err(e) = dispatch::verify_instance(&cfg, m, requests) {
                assert!(
                    !e.message.trim().is_empty(),
                    "{}: an empty message",
                    e.setting
                );
            }
            for f in Family::ALL {
                if let Err(e) = dispatch::commit_instance(m, Arch::Sm90, f, cfg.pool_dtype) {
                    assert!(!e.message.trim().is_empty());
                }
            }
            match first_err {
                Some(e) if e.message.trim().is_empty() => Err(String::new()),
                Some(e) => Err(e.to_string()),
                None => Ok(()),
            }
        },
    );
}

/// The JSON a C ABI caller hands to `deltagen_plan` and `deltagen_resolve`
/// (`plan::Query::from_json`, `Config::from_json`): mutations of valid documents (bytes
/// and tokens) must parse or be refused with a message, never panic; a refusal of a
/// well-formed object names the key or the option it is about.
#[test]
fn fuzz_plan_and_config_json() {
    use deltagen::runtime::plan::Query;
    let corpus: Vec<Vec<u8>> = [
        r#"{"model": "Qwen3.6-35B-A3B", "draft": 4, "requests": 25}"#,
        r#"{"layers": 40, "heads": [8, 24], "draft": 2, "requests": 3, "mode": "fold", "fold_depth": 4}"#,
        r#"{"model": "Qwen3.8-27B", "draft": 8, "requests": "8", "gate": "kda", "tree": true, "pool_dtype": "bf16", "kv_bytes_per_token": 7680}"#,
        r#"{"mode": "snapshot", "profile": "triton-sm90", "pool_dtype": "bf16", "dt_bias_dtype": "bf16", "speculation": "eagle", "topk": 2, "draft": 6, "hv": 48, "tile": "bv16w4"}"#,
        r#"{"arch": "gfx942", "gate": "kda", "mode": "fold", "decay_input": true, "tree": false, "unified_memory": false, "k": 128, "v": 128, "d_alloc": 8}"#,
        "{}",
    ]
    .iter()
    .map(|s| s.as_bytes().to_vec())
    .collect();
    let c = corpus.clone();
    let dict: &[&[u8]] = &[
        b"\"draft\"",
        b"\"tree\"",
        b"null",
        b"true",
        b"-1",
        b"1e309",
        b"18446744073709551616",
        b"[",
        b"]",
        b"{",
        b"}",
        b"\"\\u0000\"",
        b",",
        b":",
        b"\"heads\"",
        b"\"topk\"",
    ];
    fuzz(
        "plan_and_config_json",
        20_000,
        move |rng| mutated(rng, &c, dict),
        |input| {
            let text = text(input);
            let plan = Query::from_json(&text).map(|q| {
                let _ = q.report();
            });
            let config = Config::from_json(&text, Arch::Sm90).map(|_| ());
            for e in [&plan, &config]
                .into_iter()
                .filter_map(|r| r.as_ref().err())
            {
                if e.trim().is_empty() {
                    return Err(String::new());
                }
            }
            // Accepted when either parser takes it (a document is one kind or the other).
            match (plan, config) {
                (Err(e), Err(_)) => Err(e),
                _ => Ok(()),
            }
        },
    );
}
