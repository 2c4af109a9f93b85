//! The C ABI as data: its status codes, mode codes, structs (laid out here with C's
//! natural-alignment rules) and functions. `cargo xtask gen` renders them into the C
//! header (`generated/include/deltagen.h`) and the Python ctypes module
//! (`generated/python/deltagen_abi.py`); the C ABI library reads an engine's structs with
//! the offsets computed here; a test compiles the header and imports the module and checks
//! every offset of every field against [`layout`].

use super::diagnostics;
use super::signature::{self, ArgStruct, Elem, Field, FieldTy, Kind, Len};
use super::{Family, Mode};

/// The statuses a C ABI function returns.
pub mod status {
    pub const OK: i32 = 0;
    pub const ERR_INVALID: i32 = 1;
    pub const ERR_DRIVER: i32 = 2;
    pub const ERR_PANIC: i32 = 3;
    pub const CHECKED: i32 = 4;
}

/// `(name, value, meaning)` of every status a C ABI function returns.
pub const STATUS: [(&str, i32, &str); 5] = [
    ("DELTAGEN_OK", status::OK, "success"),
    (
        "DELTAGEN_ERR_INVALID",
        status::ERR_INVALID,
        "bad arguments or configuration, nothing launched",
    ),
    (
        "DELTAGEN_ERR_DRIVER",
        status::ERR_DRIVER,
        "the driver or a launch failed",
    ),
    (
        "DELTAGEN_ERR_PANIC",
        status::ERR_PANIC,
        "an internal error; the message says where",
    ),
    (
        "DELTAGEN_CHECKED",
        status::CHECKED,
        "the arguments are valid; a host-only context (deltagen_create_host) launches nothing",
    ),
];

/// The C constant of a verify mode (`DELTAGEN_DECODE`, ...) and its value.
pub fn mode_constant(mode: Mode) -> (String, u32) {
    let code = Mode::ALL.iter().position(|m| *m == mode).unwrap_or(0) as u32;
    (format!("DELTAGEN_{}", mode.name().to_uppercase()), code)
}

/// The mode of a C mode code.
pub fn mode_of_code(code: u32) -> Option<Mode> {
    Mode::ALL.get(code as usize).copied()
}

/// `deltagen_tensor`: a device tensor's address and element count (its dtype is the
/// parameter's).
pub const TENSOR: ArgStruct = ArgStruct {
    c_name: "deltagen_tensor",
    doc: "A device tensor: its address and element count (the dtype is the parameter's).",
    fields: &[
        Field {
            name: "ptr",
            ty: FieldTy::U64,
            doc: "device address",
        },
        Field {
            name: "len",
            ty: FieldTy::U64,
            doc: "element count",
        },
    ],
};

/// `deltagen_dtypes`: the numerics profile and dtypes, as strings.
pub const DTYPES: ArgStruct = ArgStruct {
    c_name: "deltagen_dtypes",
    doc: "Dtypes and numerics profile, as strings: \"f32\", \"bf16\", \"f16\"; \"portable\" or \"triton-sm90\" (NULL means portable; a NULL dtype means the default: act bf16, dt_bias f32, pool f32).",
    fields: &[
        Field {
            name: "profile",
            ty: FieldTy::CStr,
            doc: "",
        },
        Field {
            name: "act_dtype",
            ty: FieldTy::CStr,
            doc: "",
        },
        Field {
            name: "dt_bias_dtype",
            ty: FieldTy::CStr,
            doc: "",
        },
        Field {
            name: "pool_dtype",
            ty: FieldTy::CStr,
            doc: "",
        },
    ],
};

/// Every struct of the C ABI, in header order (a struct after the ones it contains).
pub fn structs() -> Vec<&'static ArgStruct> {
    let mut v = vec![&TENSOR, &DTYPES];
    v.extend(signature::ARG_STRUCTS);
    v
}

/// One C ABI function: name, return type, parameters `(type, name)`, and what it does.
pub struct Function {
    pub name: &'static str,
    pub ret: &'static str,
    pub params: Vec<(String, &'static str)>,
    pub doc: String,
}

/// Every function of the C ABI, in header order; one launch function per kernel family.
pub fn functions() -> Vec<Function> {
    let mut v = vec![
        Function {
            name: "deltagen_create",
            ret: "int",
            params: vec![
                ("const char *".into(), "generated_dir"),
                ("int".into(), "device"),
                ("deltagen_context **".into(), "out"),
            ],
            doc: "Load the manifest of `generated_dir` and create a context on CUDA device `device`. It makes the device's primary context current on the calling thread and leaves it so. Every later call of the context loads, launches and frees in that primary context, whatever context the calling thread has current (made current for the call, the caller's put back after), so with several GPUs each deltagen context works on its own device; a launch's `stream` must be a stream of that device (its primary context), or NULL for that context's default stream."
                .into(),
        },
        Function {
            name: "deltagen_create_host",
            ret: "int",
            params: vec![
                ("const char *".into(), "generated_dir"),
                ("const char *".into(), "arch"),
                ("deltagen_context **".into(), "out"),
            ],
            doc:
                "A context without a device, for checking arguments where there is no GPU: it resolves and validates every launch for `arch` (\"sm_90\", ...) exactly as a device context does and returns DELTAGEN_CHECKED instead of launching."
                    .into(),
        },
        Function {
            name: "deltagen_destroy",
            ret: "void",
            params: vec![("deltagen_context *".into(), "ctx")],
            doc: "Free a context (NULL is ignored).".into(),
        },
        Function {
            name: "deltagen_last_error",
            ret: "const char *",
            params: vec![],
            doc: "The message of the calling thread's last failure.".into(),
        },
        Function {
            name: "deltagen_resolved",
            ret: "const char *",
            params: vec![("const deltagen_context *".into(), "ctx")],
            doc: "The one-line report of the kernels the context's last snapshot, tuple or fold verify launch resolved to (decode verify, replay, the scatters and the gate pre-pass leave it as it was).".into(),
        },
        Function {
            name: "deltagen_set_pdl",
            ret: "int",
            params: vec![
                ("deltagen_context *".into(), "ctx"),
                ("int".into(), "on"),
            ],
            doc: "From now on (on = 1) or not (on = 0, the default), launch the verify instances that wait for the previous kernel (manifest fact `pdl`: sm_90 and later) with programmatic dependent launch: each starts loading its indices and state while the kernel before it in the stream finishes. The engine's condition: the kernel launched just before a verify must not write that verify's index arrays, the pool slots it reads, its gate weights (A_log, dt_bias) or, in fold mode, the ring rows it folds, all of which some instances load before the wait.".into(),
        },
        Function {
            name: "deltagen_plan",
            ret: "const char *",
            params: vec![("const char *".into(), "query")],
            doc: "The memory plan of `query`, a JSON object of `deltagen plan`'s options (`{\"model\": \"Qwen3.6-35B-A3B\", \"draft\": 4, \"requests\": 25}`; names with `_` for `-`), as the JSON document `deltagen plan --json` prints; NULL on a bad query (deltagen_last_error says what). The text stays valid until the calling thread's next deltagen_plan or deltagen_resolve.".into(),
        },
        Function {
            name: "deltagen_resolve",
            ret: "const char *",
            params: vec![
                ("const deltagen_context *".into(), "ctx"),
                ("const char *".into(), "config"),
                ("uint64_t".into(), "requests"),
            ],
            doc: "Validate a configuration (a JSON object of runtime::dispatch::Config's settings: `{\"mode\": \"tuple\", \"pool_dtype\": \"bf16\", \"draft\": 4, \"hv\": 32}`; the arch defaults to the context's) against the context's kernels and resolve the instances a batch of `requests` runs: a JSON document with `verify`, `commit` and the one-line report `line`; NULL when the configuration is refused (deltagen_last_error names the setting and what works). The text stays valid until the calling thread's next deltagen_plan or deltagen_resolve.".into(),
        },
    ];
    for family in Family::ALL {
        let sig = signature::of(family);
        v.push(Function {
            name: sig.c_function,
            ret: "int",
            params: vec![
                ("deltagen_context *".into(), "ctx"),
                (format!("const {} *", sig.args.c_name), "args"),
                ("void *".into(), "stream"),
            ],
            doc: format!("Launch {family} on `stream` (a CUstream; NULL: the default stream)."),
        });
    }
    v
}

/// Size and alignment of a field type.
pub fn size_align(ty: FieldTy) -> (usize, usize) {
    match ty {
        FieldTy::Dtypes => {
            let l = layout(&DTYPES);
            (l.size, l.align)
        }
        FieldTy::Tensor => {
            let l = layout(&TENSOR);
            (l.size, l.align)
        }
        FieldTy::Mode | FieldTy::F32 => (4, 4),
        FieldTy::U64 | FieldTy::CStr => (8, 8),
    }
}

/// A struct's C layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    pub size: usize,
    pub align: usize,
    /// Every field with its offset, in order.
    pub fields: Vec<(&'static Field, usize)>,
}

impl Layout {
    pub fn offset(&self, name: &str) -> Option<(&'static Field, usize)> {
        self.fields.iter().find(|(f, _)| f.name == name).copied()
    }
}

/// The C layout of a struct (natural alignment, as every C compiler deltagen supports lays
/// these structs out: no field needs more than 8 bytes).
pub fn layout(s: &'static ArgStruct) -> Layout {
    let mut off: usize = 0;
    let mut align: usize = 1;
    let mut fields = Vec::new();
    for f in s.fields {
        let (sz, al) = size_align(f.ty);
        off = off.next_multiple_of(al);
        fields.push((f, off));
        off += sz;
        align = align.max(al);
    }
    Layout {
        size: off.next_multiple_of(align),
        align,
        fields,
    }
}

fn c_type(ty: FieldTy) -> &'static str {
    match ty {
        FieldTy::Dtypes => "deltagen_dtypes",
        FieldTy::Mode => "uint32_t",
        FieldTy::Tensor => "deltagen_tensor",
        FieldTy::U64 => "uint64_t",
        FieldTy::F32 => "float",
        FieldTy::CStr => "const char *",
    }
}

fn ctypes_type(ty: FieldTy) -> &'static str {
    match ty {
        FieldTy::Dtypes => "deltagen_dtypes",
        FieldTy::Mode => "ctypes.c_uint32",
        FieldTy::Tensor => "deltagen_tensor",
        FieldTy::U64 => "ctypes.c_uint64",
        FieldTy::F32 => "ctypes.c_float",
        FieldTy::CStr => "ctypes.c_char_p",
    }
}

/// What the launches require of a tensor field: its length rule per kernel parameter that
/// reads it, e.g. `gdn_verify.q: len >= (tokens-1)*stride_q + h*K`.
pub fn tensor_rules(s: &ArgStruct, field: &str) -> Vec<String> {
    let mut out = Vec::new();
    for family in Family::ALL {
        let sig = signature::of(family);
        if sig.args != s {
            continue;
        }
        for p in sig.params {
            if let Kind::Tensor {
                field: f,
                len,
                elem,
                ..
            } = p.kind
            {
                if f != field {
                    continue;
                }
                let elem = match elem {
                    signature::Elem::Fixed(s) => s.name(),
                    signature::Elem::Act => "act dtype",
                    signature::Elem::DtBias => "dt_bias dtype",
                    signature::Elem::State => "state dtype",
                };
                let len = match len {
                    Len::Exactly(n) => format!("len == {n}"),
                    Len::Optional(n) => format!("len == {n}, or NULL with len == 0"),
                    Len::Extent { dims, block } => {
                        let mut terms: Vec<String> =
                            dims.iter().map(|(c, p)| format!("({c}-1)*{p}")).collect();
                        terms.push(block.to_string());
                        format!("len >= {}", terms.join(" + "))
                    }
                };
                let align = if sig.chunked.contains(&p.name) {
                    ", aligned to 4 elements"
                } else {
                    ""
                };
                out.push(format!("{family} `{}`: {elem}, {len}{align}", p.name));
            }
        }
    }
    out
}

fn wrap(text: &str, width: usize, prefix: &str) -> Vec<String> {
    let mut lines = Vec::new();
    let mut cur = String::new();
    for word in text.split_whitespace() {
        if !cur.is_empty() && cur.len() + 1 + word.len() > width {
            lines.push(format!("{prefix}{cur}"));
            cur.clear();
        }
        if !cur.is_empty() {
            cur.push(' ');
        }
        cur.push_str(word);
    }
    if !cur.is_empty() {
        lines.push(format!("{prefix}{cur}"));
    }
    lines
}

/// The C declarations: status and mode enums, every struct, every function.
pub fn c_declarations() -> String {
    let mut o = String::new();
    o.push_str("enum {\n");
    for (i, (name, value, doc)) in STATUS.iter().enumerate() {
        let comma = if i + 1 < STATUS.len() { "," } else { "" };
        o.push_str(&format!("    {name} = {value}{comma} /* {doc} */\n"));
    }
    o.push_str("};\n\n/* Verify modes (deltagen_verify_args.mode). */\nenum {\n");
    for (i, m) in Mode::ALL.iter().enumerate() {
        let (name, code) = mode_constant(*m);
        let comma = if i + 1 < Mode::ALL.len() { "," } else { "" };
        o.push_str(&format!("    {name} = {code}{comma}\n"));
    }
    o.push_str("};\n\n/* Flags of the diagnostics word (the optional `diagnostics` tensor of every struct):\n * what a launch skipped because an index it read on the device was out of range. */\nenum {\n");
    for (i, f) in diagnostics::FLAGS.iter().enumerate() {
        let comma = if i + 1 < diagnostics::FLAGS.len() {
            ","
        } else {
            ""
        };
        o.push_str(&format!(
            "    {} = {:#x}{comma} /* {} */\n",
            f.constant(),
            f.bit,
            f.doc
        ));
    }
    o.push_str("};\n\ntypedef struct deltagen_context deltagen_context;\n");
    for s in structs() {
        o.push('\n');
        let l = layout(s);
        let mut doc = wrap(s.doc, 86, " * ");
        doc.push(format!(" * sizeof = {} */", l.size));
        doc[0].replace_range(..3, "/* ");
        for line in doc {
            o.push_str(&line);
            o.push('\n');
        }
        o.push_str("typedef struct {\n");
        for (f, off) in &l.fields {
            let decl = format!("    {} {};", c_type(f.ty), f.name).replace("* ", "*");
            let mut notes: Vec<String> = Vec::new();
            if !f.doc.is_empty() {
                notes.push(f.doc.to_string());
            }
            if f.ty == FieldTy::Tensor {
                notes.extend(tensor_rules(s, f.name));
            }
            notes.push(format!("offset {off}"));
            let text = notes.join("; ");
            let mut first = true;
            for line in wrap(&text, 60, "") {
                if first {
                    o.push_str(&format!("{decl:<40} /* {line}"));
                    first = false;
                } else {
                    o.push_str(&format!("\n{:<40}  * {line}", ""));
                }
            }
            o.push_str(" */\n");
        }
        o.push_str(&format!("}} {};\n", s.c_name));
    }
    o.push('\n');
    for f in functions() {
        o.push_str(&format!("/* {} */\n", f.doc));
        let params = if f.params.is_empty() {
            "void".to_string()
        } else {
            f.params
                .iter()
                .map(|(t, n)| format!("{t}{}{n}", if t.ends_with('*') { "" } else { " " }))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let ret = if f.ret.ends_with('*') {
            f.ret.to_string()
        } else {
            format!("{} ", f.ret)
        };
        o.push_str(&format!("{ret}{}({params});\n", f.name));
    }
    o
}

/// The ctypes type of a C parameter type.
fn py_ctype(t: &str) -> String {
    let t = t.trim();
    if let Some(s) = t
        .strip_prefix("const ")
        .and_then(|x| x.strip_suffix(" *"))
        .filter(|s| structs().iter().any(|st| st.c_name == *s))
    {
        return format!("ctypes.POINTER({s})");
    }
    match t {
        "int" => "ctypes.c_int",
        "void" => "None",
        "const char *" => "ctypes.c_char_p",
        "uint64_t" => "ctypes.c_uint64",
        "deltagen_context **" => "ctypes.POINTER(ctypes.c_void_p)",
        _ => "ctypes.c_void_p",
    }
    .to_string()
}

/// `TENSORS`: per family, each tensor parameter as the signature states it, for binders
/// that fill a struct from tensors (the Python package): `(parameter, struct field, modes,
/// rule)` where the rule is `("extent", [(count, pitch), ...], block)` (leading dims with
/// their pitches, then a dense block), `("exactly", n)` or `("optional", n)`.
fn tensor_table() -> String {
    let quote = |t: &str| format!("\"{t}\"");
    let mut o = String::from("# Each family's tensors as its signature states them (see TENSORS in the package).\nTENSORS = {\n");
    for family in Family::ALL {
        let sig = signature::of(family);
        o.push_str(&format!("    \"{family}\": [\n"));
        for p in sig.params {
            let Kind::Tensor { field, len, .. } = p.kind else {
                continue;
            };
            let modes = if has_modes(sig) {
                let m: Vec<String> = Mode::ALL
                    .iter()
                    .filter(|m| p.modes.has(Some(**m)))
                    .map(|m| quote(m.name()))
                    .collect();
                format!("[{}]", m.join(", "))
            } else {
                "None".to_string()
            };
            let rule = match len {
                Len::Extent { dims, block } => format!(
                    "(\"extent\", [{}], {})",
                    dims.iter()
                        .map(|(c, p)| format!("({}, {})", quote(c), quote(p)))
                        .collect::<Vec<_>>()
                        .join(", "),
                    quote(block)
                ),
                Len::Exactly(n) => format!("(\"exactly\", {})", quote(n)),
                Len::Optional(n) => format!("(\"optional\", {})", quote(n)),
            };
            o.push_str(&format!(
                "        ({}, {}, {modes}, {rule}),\n",
                quote(p.name),
                quote(field),
            ));
        }
        o.push_str("    ],\n");
    }
    o.push_str("}\n");
    o.push_str("# The tensors each family writes in some mode (a torch op's mutated arguments).\nWRITES = {\n");
    for family in Family::ALL {
        let sig = signature::of(family);
        let names: Vec<String> = sig
            .params
            .iter()
            .filter(|p| matches!(p.kind, Kind::Tensor { writes, .. } if writes.has(None)))
            .map(|p| quote(p.name))
            .collect();
        o.push_str(&format!("    \"{family}\": [{}],\n", names.join(", ")));
    }
    o.push_str("}\n");
    o.push_str("# Each tensor's element type: \"act\", \"dt_bias\" or \"state\" (the launch's activation,\n# dt_bias and pool dtypes), or a fixed dtype. The C ABI cannot see a pointer's dtype, so a\n# binder checks it against these.\nELEMS = {\n");
    for family in Family::ALL {
        let sig = signature::of(family);
        let elems: Vec<String> = sig
            .params
            .iter()
            .filter_map(|p| match p.kind {
                Kind::Tensor { elem, .. } => Some(format!(
                    "{}: {}",
                    quote(p.name),
                    quote(match (elem, signature::fixed_state(family)) {
                        (Elem::Fixed(s), _) | (Elem::State, Some(s)) => s.name(),
                        (Elem::Act, _) => "act",
                        (Elem::DtBias, _) => "dt_bias",
                        (Elem::State, None) => "state",
                    })
                )),
                _ => None,
            })
            .collect();
        o.push_str(&format!("    \"{family}\": {{{}}},\n", elems.join(", ")));
    }
    o.push_str("}\n");
    o.push_str("# The sizes each family (and verify mode) reads: every other size field may be 0.\nSIZES = {\n");
    for family in Family::ALL {
        let sig = signature::of(family);
        let modes: Vec<Option<Mode>> = if has_modes(sig) {
            Mode::ALL.iter().map(|m| Some(*m)).collect()
        } else {
            vec![None]
        };
        let per: Vec<String> = modes
            .into_iter()
            .map(|m| {
                let names: Vec<String> = sizes_used(sig, m).iter().map(|n| quote(n)).collect();
                let key = m.map_or("None".to_string(), |m| quote(m.name()));
                format!("{key}: [{}]", names.join(", "))
            })
            .collect();
        o.push_str(&format!("    \"{family}\": {{{}}},\n", per.join(", ")));
    }
    o.push_str("}\n");
    o.push_str("# Sizes each family computes from the others, in order.\nDERIVED = {\n");
    for family in Family::ALL {
        let sig = signature::of(family);
        let d: Vec<String> = sig
            .derived
            .iter()
            .map(|(n, e)| format!("({}, {})", quote(n), quote(e)))
            .collect();
        o.push_str(&format!("    \"{family}\": [{}],\n", d.join(", ")));
    }
    o.push_str("}\n");
    o.push_str(&format!(
        "CONSTANTS = {{{}}}\n",
        signature::CONSTANTS
            .iter()
            .map(|(n, v)| format!("\"{n}\": {v}"))
            .collect::<Vec<_>>()
            .join(", ")
    ));
    o
}

/// Whether a family's launches have a verify mode (its struct has a mode field).
fn has_modes(sig: &signature::Signature) -> bool {
    sig.args.fields.iter().any(|f| f.ty == FieldTy::Mode)
}

/// The size fields of the family's struct that a launch in `mode` reads: named by a
/// parameter, a rule or a derived size of that mode (sorted, each once).
fn sizes_used(sig: &signature::Signature, mode: Option<Mode>) -> Vec<&'static str> {
    let mut texts: Vec<&str> = sig.derived.iter().map(|(_, e)| *e).collect();
    texts.extend(
        sig.rules
            .iter()
            .filter(|r| r.modes.has(mode))
            .map(|r| r.check),
    );
    for p in sig.params_of(mode) {
        texts.extend(p.texts());
    }
    let names: Vec<String> = texts
        .iter()
        .filter_map(|t| super::expr::Expr::parse(t).ok())
        .flat_map(|e| {
            e.names()
                .into_iter()
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .collect();
    let mut out: Vec<&'static str> = sig
        .args
        .fields
        .iter()
        .filter(|f| f.ty == FieldTy::U64 && names.iter().any(|n| n == f.name))
        .map(|f| f.name)
        .collect();
    out.sort_unstable();
    out
}

/// The Python ctypes module: constants, every struct with its expected layout, and
/// `load(path)`, which opens the library and declares every function's types.
pub fn python_module() -> String {
    let mut o = String::new();
    o.push_str("import ctypes\n\n");
    for (name, value, doc) in STATUS {
        o.push_str(&format!("{name} = {value}  # {doc}\n"));
    }
    for m in Mode::ALL {
        let (name, code) = mode_constant(m);
        o.push_str(&format!("{name} = {code}\n"));
    }
    o.push_str("\n# Flags of the diagnostics word (see describe()).\n");
    for f in diagnostics::FLAGS {
        o.push_str(&format!("{} = {:#x}  # {}\n", f.constant(), f.bit, f.doc));
    }
    o.push_str("DIAGNOSTICS = {");
    o.push_str(
        &diagnostics::FLAGS
            .iter()
            .map(|f| format!("\"{}\": {:#x}", f.name, f.bit))
            .collect::<Vec<_>>()
            .join(", "),
    );
    o.push_str("}\n\n\ndef describe(word):\n    \"\"\"The names of the flags set in a diagnostics word.\"\"\"\n    return [name for name, bit in DIAGNOSTICS.items() if word & bit]\n\n\n");
    o.push_str("# Each kernel family's launch function and argument struct.\nFAMILIES = {");
    o.push_str(
        &Family::ALL
            .iter()
            .map(|f| {
                let sig = signature::of(*f);
                format!("\"{f}\": (\"{}\", \"{}\")", sig.c_function, sig.args.c_name)
            })
            .collect::<Vec<_>>()
            .join(", "),
    );
    o.push_str("}\n");
    o.push_str(&tensor_table());
    o.push_str("MODES = {");
    o.push_str(
        &Mode::ALL
            .iter()
            .map(|m| format!("\"{}\": {}", m.name(), mode_constant(*m).1))
            .collect::<Vec<_>>()
            .join(", "),
    );
    o.push_str("}\n");
    let mut expected = String::from(
        "\n# Size and every field offset of each struct, as deltagen lays them out.\nLAYOUT = {\n",
    );
    for s in structs() {
        let l = layout(s);
        o.push_str(&format!("\n\nclass {}(ctypes.Structure):\n", s.c_name));
        for line in wrap(s.doc, 84, "    # ") {
            o.push_str(&format!("{line}\n"));
        }
        o.push_str("    _fields_ = [\n");
        for (f, _) in &l.fields {
            o.push_str(&format!(
                "        (\"{}\", {}),\n",
                f.name,
                ctypes_type(f.ty)
            ));
        }
        o.push_str("    ]\n");
        let offs: Vec<String> = l
            .fields
            .iter()
            .map(|(f, off)| format!("\"{}\": {off}", f.name))
            .collect();
        expected.push_str(&format!(
            "    \"{}\": ({}, {{{}}}),\n",
            s.c_name,
            l.size,
            offs.join(", ")
        ));
    }
    expected.push_str("}\n");
    o.push_str(&expected);
    o.push_str("\n\ndef load(path):\n    \"\"\"Open the C ABI library at `path` with every function's argument and result types.\"\"\"\n    lib = ctypes.CDLL(path)\n");
    for f in functions() {
        let args: Vec<String> = f.params.iter().map(|(t, _)| py_ctype(t)).collect();
        o.push_str(&format!(
            "    lib.{0}.argtypes = [{1}]\n    lib.{0}.restype = {2}\n",
            f.name,
            args.join(", "),
            py_ctype(f.ret)
        ));
    }
    o.push_str("    return lib\n");
    o
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layouts_follow_natural_alignment() {
        assert_eq!(layout(&TENSOR).size, 16);
        assert_eq!(layout(&DTYPES).size, 32);
        let v = layout(&signature::VERIFY_ARGS);
        assert_eq!(v.offset("mode").map(|x| x.1), Some(32));
        // The u32 mode is followed by padding up to the 8-byte aligned first tensor.
        assert_eq!(v.offset("q").map(|x| x.1), Some(40));
        // Three floats, then padding to the 8-byte aligned optional `decay` tensor, the
        // optional tree `parents`, fold mode's five tensors and its u64 depth, then the
        // diagnostics tensor, the last field.
        let at = |name: &str| v.offset(name).map(|x| x.1).unwrap_or(0);
        let decay = at("decay");
        assert_eq!(decay, (at("softplus_threshold") + 4).next_multiple_of(8));
        assert_eq!(at("parents"), decay + 16);
        assert_eq!(at("fold_rows"), at("parents") + 16);
        assert_eq!(at("fold_depth"), at("track_steps") + 16);
        assert_eq!(at("diagnostics"), at("fold_depth") + 8);
        assert_eq!(v.size, at("diagnostics") + 16);
        assert_eq!(
            mode_of_code(mode_constant(Mode::Tuple).1),
            Some(Mode::Tuple)
        );
        assert_eq!(mode_of_code(3), Some(Mode::Fold));
        assert_eq!(mode_of_code(4), None);
    }
}
