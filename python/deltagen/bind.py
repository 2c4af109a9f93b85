"""Fill a C ABI argument struct from tensors, by the kernel family's signature.

`abi.TENSORS` (written by `cargo xtask gen` from the signatures) says, per family, which
struct field each tensor parameter goes to and how far a launch reaches into it: leading
dims with their pitches, then a dense block, or an exact element count. From that, a
tensor's shape and strides give the sizes and pitches: `q` of shape `[T, H, 128]` with
strides `(S, 128, 1)` binds `tokens = T`, `stride_q = S`, `h = H`. A size two tensors bind
differently is an error naming both; a size the family reads (`abi.SIZES`) that no tensor
binds must be given by name (`draft=4`). Each tensor's dtype is checked against its
parameter's (`abi.ELEMS`: the activation, dt_bias and state dtypes come from `q`, `dt_bias`
and `pool`, or the first tensor of that kind), since the C ABI sees only pointers; so are
what else an address and a length cannot show: index arrays must be contiguous, every
extent's block dims must hold exactly its block, a tensor the family writes must not share
memory with another argument, sizes must be whole numbers below 2^63 and floats finite. The
C ABI then validates everything else, as for any caller.

A tensor is anything with `data_ptr()`, `shape`, `stride()`, `dtype`, `element_size()`,
`numel()` and, for views into a larger buffer, `untyped_storage()` and `storage_offset()`
(torch tensors have all of them).
"""
import ctypes
import re

from . import _abi as abi

_DTYPES = {
    "bfloat16": "bf16",
    "float32": "f32",
    "float": "f32",
    "float16": "f16",
    "half": "f16",
    "int32": "i32",
    "int": "i32",
}


class BindError(ValueError):
    """Tensors and sizes that do not make one launch; the message names them."""


def dtype_name(t):
    """deltagen's name of a tensor's dtype (`torch.bfloat16` -> "bf16")."""
    name = str(t.dtype).rsplit(".", 1)[-1]
    try:
        return _DTYPES[name]
    except KeyError:
        raise BindError(f"dtype {t.dtype} is none of deltagen's ({', '.join(sorted(set(_DTYPES.values())))})") from None


def _available(t):
    """Elements from the tensor's first element to the end of its storage (a view of a
    fused tensor may address past its own shape, as the signature's extents allow)."""
    try:
        storage = t.untyped_storage().nbytes() // t.element_size()
        return storage - t.storage_offset()
    except AttributeError:
        return t.numel()


def _factors(block):
    """The factors of a block that is a plain product (`d_alloc*hv*V`), else None."""
    parts = [p.strip() for p in block.split("*")]
    if all(re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*|[0-9]+", p) for p in parts):
        return parts
    return None


def _product(dims):
    n = 1
    for d in dims:
        n *= d
    return n


def _size_fields(struct):
    """The size fields of an argument struct (its `uint64_t` fields), in order."""
    return [f for f, ty in struct._fields_ if ty is ctypes.c_uint64]


def _env(family, values):
    """The names an extent expression of `family` may use: the constants, `values` and the
    family's derived sizes (each one whose inputs are known, in order)."""
    env = dict(abi.CONSTANTS)
    env.update(values)
    for derived, expression in abi.DERIVED[family]:
        try:
            env[derived] = _evaluate(expression, env)
        except BindError:
            pass  # an input is missing: whatever reads this size names it
    return env


def _dense(shape, strides):
    """Whether a tensor's elements lie in order with no gaps (dims of one never step)."""
    dense = 1
    for n, s in reversed(list(zip(shape, strides))):
        if n != 1 and s != dense:
            return False
        dense *= n
    return True


def _size(name, value):
    """An explicit size: a whole number in 0 ..< 2^63 (ctypes would wrap anything else)."""
    import operator

    try:
        if isinstance(value, bool):
            raise TypeError
        n = operator.index(value)
    except TypeError:
        raise BindError(f"size {name}={value!r} is not a whole number") from None
    if not 0 <= n < 1 << 63:
        raise BindError(f"size {name}={n} is out of range (0 ..< 2^63)")
    return n


def _real(name, value):
    """A float argument: a finite real number."""
    import math

    try:
        if isinstance(value, (bool, str, bytes)):
            raise TypeError
        x = float(value)
    except (TypeError, ValueError):
        raise BindError(f"float argument {name}={value!r} is not a number") from None
    if not math.isfinite(x):
        raise BindError(f"float argument {name}={x} is not finite")
    return x


def _check_blocks(family, extents, values):
    """Every extent tensor's block dims hold exactly the block its parameter takes (a
    whole-model pool passed for one layer's, or `a` narrower than HV, is refused here;
    the C ABI sees only a length)."""
    env = _env(family, values)
    # A ring or snapshot buffer is allocated for D_alloc steps and a commit reads the
    # draft's `steps` of them: either depth is the tensor's block.
    deep = dict(env, steps=env["d_alloc"]) if "steps" in env and "d_alloc" in env else env
    for name, inner, block in extents:
        try:
            want = _evaluate(block, env)
            allocated = _evaluate(block, deep)
        except BindError:
            continue  # a size no tensor gave: the C ABI names it
        if _product(inner) not in (want, allocated):
            raise BindError(
                f"`{name}`'s block dims {list(inner)} hold {_product(inner)} elements where {family} "
                f"takes {block} = {want}"
            )


def _span(t):
    """The bytes a tensor's own elements reach, as [start, end)."""
    n = t.numel()
    if n == 0:
        return None
    last = sum((d - 1) * s for d, s in zip(t.shape, t.stride()) if d > 0)
    start = t.data_ptr()
    return start, start + (last + 1) * t.element_size()


def _check_overlap(family, tensors):
    """No tensor the family writes (`abi.WRITES`, in some mode) shares memory with another
    argument (the kernel would race with itself or read what it has overwritten)."""
    spans = {n: _span(t) for n, t in tensors.items() if t is not None}
    for w in abi.WRITES[family]:
        a = spans.get(w)
        if a is None:
            continue
        for other, b in spans.items():
            if other == w or b is None:
                continue
            if a[0] < b[1] and b[0] < a[1]:
                raise BindError(
                    f"`{w}` overlaps `{other}` in memory: a tensor {family} writes (in some mode) "
                    f"must not share memory with another argument"
                )


class _Sizes:
    def __init__(self, fields):
        self.fields = fields
        self.values = {}
        self.source = {}

    def bind(self, name, value, source):
        if name in abi.CONSTANTS or name.isdigit():
            want = abi.CONSTANTS.get(name, int(name) if name.isdigit() else None)
            if value != want:
                raise BindError(f"{source} is {value} where the kernels take {name} = {want}")
            return
        if name not in self.fields:
            return  # a derived size: the C ABI computes and checks it
        if name in self.values and self.values[name] != value:
            raise BindError(
                f"`{name}` is {self.values[name]} from {self.source[name]} but {value} from {source}"
            )
        self.values[name] = value
        self.source.setdefault(name, source)


def fill(family, tensors, sizes=None, mode=None, profile="portable", floats=None):
    """The argument struct of `family` for these tensors (by parameter name), explicit
    sizes and float arguments; raises BindError naming what does not fit."""
    sizes = dict(sizes or {})
    floats = dict(floats or {})
    try:
        function, struct_name = abi.FAMILIES[family]
    except KeyError:
        raise BindError(f"unknown kernel family {family!r}; the families: {', '.join(abi.FAMILIES)}") from None
    struct = getattr(abi, struct_name)
    args = struct()
    field_names = [f for f, _ in struct._fields_]
    if "mode" in field_names:
        if mode not in abi.MODES:
            raise BindError(f"{family} needs mode= one of {', '.join(abi.MODES)}, not {mode!r}")
        args.mode = abi.MODES[mode]
    elif mode is not None:
        raise BindError(f"{family} has no mode")
    used = abi.SIZES[family][mode if "mode" in field_names else None]
    size_fields = _size_fields(struct)
    bound = _Sizes(size_fields)
    rules = abi.TENSORS[family]
    extents = []
    known = {name for name, _, _, _ in rules}
    for name in tensors:
        if name not in known:
            raise BindError(f"{family} takes no tensor `{name}`; it takes: {', '.join(sorted(known))}")
    for name, field, modes, rule in rules:
        if modes is not None and mode not in modes:
            if tensors.get(name) is not None:
                raise BindError(f"`{name}` is not an argument of {family} in {mode} mode")
            continue
        t = tensors.get(name)
        if t is None:
            if rule[0] == "optional":
                continue
            raise BindError(f"{family} ({mode or 'any'} mode) needs tensor `{name}`")
        shape, strides = list(t.shape), list(t.stride())
        if rule[0] == "extent":
            dims, block = rule[1], rule[2]
            if len(shape) < len(dims):
                raise BindError(f"`{name}` has {len(shape)} dims; it needs {len(dims)} leading ones ({', '.join(c for c, _ in dims)}) and a block")
            for i, (count, pitch) in enumerate(dims):
                bound.bind(count, shape[i], f"`{name}`.shape[{i}]")
                # A dim of one never steps: torch may give it any stride, and the launch
                # takes the dense one.
                step = strides[i] if shape[i] != 1 else _product(shape[i + 1:])
                bound.bind(pitch, step, f"`{name}`.stride({i})")
            inner, inner_strides = shape[len(dims):], strides[len(dims):]
            if not _dense(inner, inner_strides):
                raise BindError(f"`{name}`'s block dims {inner} are not contiguous (strides {inner_strides})")
            factors = _factors(block)
            if factors is not None and len(factors) == len(inner):
                for j, (factor, n) in enumerate(zip(factors, inner)):
                    bound.bind(factor, n, f"`{name}`.shape[{len(dims) + j}]")
            setattr(args, field, abi.deltagen_tensor(t.data_ptr(), _available(t)))
            extents.append((name, inner, block))
        else:
            if not _dense(shape, strides):
                raise BindError(
                    f"`{name}` is not contiguous (shape {shape}, strides {strides}): the kernel reads "
                    f"its {t.numel()} entries in order; pass `{name}.contiguous()`"
                )
            n = rule[1]
            if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", n):
                bound.bind(n, t.numel(), f"`{name}`.numel()")
            setattr(args, field, abi.deltagen_tensor(t.data_ptr(), t.numel()))
    kinds = _dtypes(family, rules, tensors)
    for name, value in sizes.items():
        if name not in size_fields:
            raise BindError(f"{family} has no size `{name}`; its sizes: {', '.join(size_fields)}")
        value = _size(name, value)
        if name in bound.values and bound.values[name] != value:
            raise BindError(f"{name}={value} but `{name}` is {bound.values[name]} from {bound.source[name]}")
        bound.values[name] = value
    missing = [n for n in used if n not in bound.values]
    if missing:
        raise BindError(f"{family}: no tensor gives {', '.join(missing)}; pass {', '.join(m + '=' for m in missing)}")
    for name in size_fields:
        setattr(args, name, bound.values.get(name, 0))
    _check_blocks(family, extents, bound.values)
    _check_overlap(family, tensors)
    float_fields = [f for f, ty in struct._fields_ if ty is ctypes.c_float]
    # SGLang's defaults: scale = K^-0.5, softplus beta 1, threshold 20.
    defaults = {"scale": abi.CONSTANTS["K"] ** -0.5, "softplus_beta": 1.0, "softplus_threshold": 20.0}
    for name in floats:
        if name not in float_fields:
            raise BindError(f"{family} has no float argument `{name}`; its floats: {', '.join(float_fields) or 'none'}")
    for name in float_fields:
        setattr(args, name, _real(name, floats.get(name, defaults.get(name, 0.0))))
    if "dtypes" in field_names:
        args.dtypes = abi.deltagen_dtypes(
            str(profile).encode(), kinds["act"].encode(), kinds["dt_bias"].encode(), kinds["state"].encode()
        )
    return args


# The launch's dtypes where no tensor of the kind is given: the C ABI's defaults.
_DEFAULT_KINDS = {"act": "bf16", "dt_bias": "f32", "state": "f32"}


def _dtypes(family, rules, tensors):
    """The launch's activation, dt_bias and state dtypes, each from the first tensor of that
    kind given (in the signature's order: `q` for the activations, `pool` for the state), and
    a check that every tensor has the dtype its parameter takes. The C ABI sees pointers
    only, so this is where a bf16 ring next to an f32 pool is caught, before a kernel reads
    or writes past it."""
    elems = abi.ELEMS[family]
    kinds, source = dict(_DEFAULT_KINDS), {}
    # Each given tensor's dtype, in the signature's order.
    given = {}
    for name, _, _, _ in rules:
        t = tensors.get(name)
        if t is not None:
            try:
                given[name] = dtype_name(t)
            except BindError as e:
                raise BindError(f"`{name}`: {e}") from None
    for name, got in given.items():
        kind = elems[name]
        if kind in kinds and kind not in source:
            kinds[kind], source[kind] = got, name
    for name, got in given.items():
        kind = elems[name]
        want = kinds.get(kind, kind)
        if got == want:
            continue
        if kind in kinds:
            raise BindError(
                f"`{name}` is {got} but `{source[kind]}` is {want}: {family}'s {kind.replace('_', ' ')} "
                f"tensors share one dtype"
            )
        raise BindError(f"`{name}` is {got}; {family} takes {want} there")
    return kinds


def _evaluate(text, env):
    """An extent expression of the signatures (integers, names, `+ - * / %`, `max`, `min`,
    parentheses), with `/` truncating toward zero as the runtime's does."""
    import ast

    def ev(node):
        if isinstance(node, ast.Expression):
            return ev(node.body)
        if isinstance(node, ast.Constant) and isinstance(node.value, int):
            return node.value
        if isinstance(node, ast.Name):
            if node.id not in env:
                raise BindError(f"`{text}` needs the size `{node.id}`")
            return env[node.id]
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -ev(node.operand)
        if isinstance(node, ast.BinOp):
            a, b = ev(node.left), ev(node.right)
            if isinstance(node.op, ast.Add):
                return a + b
            if isinstance(node.op, ast.Sub):
                return a - b
            if isinstance(node.op, ast.Mult):
                return a * b
            if isinstance(node.op, (ast.Div, ast.Mod)):
                if b == 0:
                    raise BindError(f"`{text}` divides by zero")
                q = abs(a) // abs(b) * (1 if (a >= 0) == (b >= 0) else -1)
                return q if isinstance(node.op, ast.Div) else a - q * b
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("max", "min"):
            args = [ev(x) for x in node.args]
            return max(args) if node.func.id == "max" else min(args)
        raise BindError(f"`{text}` is not an extent expression")

    return ev(ast.parse(text, mode="eval"))


def lengths(family, mode=None, **sizes):
    """The elements a launch of `family` (in `mode`, for verify) with these sizes addresses
    in each of its tensors, by parameter name: what an engine allocates (at least) before
    its first launch. From the signature, as the runtime checks it: leading dims
    `(count - 1) * pitch` each plus the block, 0 when a count is 0; index arrays exactly."""
    if family not in abi.FAMILIES:
        raise BindError(f"unknown kernel family {family!r}; the families: {', '.join(abi.FAMILIES)}")
    key = mode if mode in abi.SIZES[family] else None
    if key is None and None not in abi.SIZES[family]:
        raise BindError(f"{family} needs mode= one of {', '.join(abi.SIZES[family])}, not {mode!r}")
    if key is None and mode is not None:
        raise BindError(f"{family} has no mode")
    fields = _size_fields(getattr(abi, abi.FAMILIES[family][1]))
    for name in sizes:
        if name in abi.CONSTANTS:
            raise BindError(f"`{name}` is fixed: the kernels take {name} = {abi.CONSTANTS[name]}")
        if name not in fields:
            raise BindError(f"{family} has no size `{name}`; its sizes: {', '.join(fields)}")
    missing = [n for n in abi.SIZES[family][key] if n not in sizes]
    if missing:
        raise BindError(f"{family}: pass {', '.join(m + '=' for m in missing)}")
    env = _env(family, {k: _size(k, v) for k, v in sizes.items()})
    out = {}
    for name, _field, modes, rule in abi.TENSORS[family]:
        if modes is not None and mode not in modes:
            continue
        if rule[0] == "extent":
            counts = [(_evaluate(c, env), _evaluate(p, env)) for c, p in rule[1]]
            block = _evaluate(rule[2], env)
            out[name] = 0 if any(c <= 0 for c, _ in counts) else block + sum((c - 1) * p for c, p in counts)
        else:
            out[name] = _evaluate(rule[1], env)
    return out
