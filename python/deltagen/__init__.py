"""deltagen: ahead-of-time generated Gated DeltaNet kernels for inference engines.

The package holds the runtime library (the C ABI of `deltagen.h`), the generated kernels
and the ctypes mirrors of the C ABI's structs (`deltagen.abi`, written by `cargo xtask gen`
from the kernel signatures). Importing it needs no GPU and no driver.

    import deltagen
    ctx = deltagen.Context(device=0)            # or Context(arch="sm_90"): checks, no GPU
    args = deltagen.abi.deltagen_verify_args()  # fill in tensors (address, length) and sizes
    ctx.gdn_verify(args, stream=torch.cuda.current_stream().cuda_stream)

Every launch is validated first; a refusal raises `InvalidArguments` whose message names
each bad argument. A context made with `arch=` resolves and validates exactly as a device
context does and launches nothing (its launch methods return False).
"""
import ctypes
import glob
import os

from . import _abi as abi
from .bind import BindError, fill, lengths

__all__ = [
    "abi",
    "Context",
    "Error",
    "InvalidArguments",
    "DriverError",
    "GENERATED",
    "describe",
    "library",
    "fill",
    "lengths",
    "BindError",
    "plan",
]

_HERE = os.path.dirname(os.path.abspath(__file__))
#: The kernels this package was built with (manifest.toml and the code objects).
GENERATED = os.path.join(_HERE, "generated")

#: The names of the flags set in a diagnostics word.
describe = abi.describe


class Error(Exception):
    """A C ABI call failed; `status` is its `DELTAGEN_*` status."""

    def __init__(self, status, message):
        super().__init__(message)
        self.status = status


class InvalidArguments(Error, ValueError):
    """Bad arguments or configuration; nothing was launched."""


class DriverError(Error, RuntimeError):
    """The driver or a launch failed."""


_lib = None


def library():
    """The runtime library of this package, loaded once, with every function's types."""
    global _lib
    if _lib is None:
        found = sorted(glob.glob(os.path.join(_HERE, "libdeltagen*")))
        if not found:
            raise ImportError(f"no libdeltagen in {_HERE}: the package was not built with its library")
        _lib = abi.load(found[0])
    return _lib


def _check(status):
    if status in (abi.DELTAGEN_OK, abi.DELTAGEN_CHECKED):
        return status
    message = library().deltagen_last_error().decode(errors="replace")
    if status == abi.DELTAGEN_ERR_INVALID:
        raise InvalidArguments(status, message)
    if status == abi.DELTAGEN_ERR_DRIVER:
        raise DriverError(status, message)
    raise Error(status, message)


def _text(result):
    """A JSON document a C ABI call returned, or its refusal as InvalidArguments."""
    import json

    if result is None:
        message = library().deltagen_last_error().decode(errors="replace")
        raise InvalidArguments(abi.DELTAGEN_ERR_INVALID, message)
    return json.loads(result.decode())


def _json(settings, what):
    import json

    try:
        return json.dumps(settings).encode()
    except (TypeError, ValueError) as e:
        raise InvalidArguments(abi.DELTAGEN_ERR_INVALID, f"{what}: {e}") from None


def plan(**options):
    """The memory plan `deltagen plan --json` prints, as a dict: the speculative scratch of
    every commit path and what `mode` reserves. The options are the command's, with `_`
    for `-`: `model` (or `layers` and `heads=(H, HV)`), `draft`, `requests`, `mode`
    ("tuple", "snapshot", "fold"), `pool_dtype`, `fold_depth`, `gate` ("gdn", "kda"),
    `kv_bytes_per_token`, `tree`. Needs no GPU.

        deltagen.plan(model="Qwen3.6-35B-A3B", draft=4, requests=25)["tuple_bytes"]

    A bad option raises InvalidArguments naming it."""
    return _text(library().deltagen_plan(_json(options, "the plan query")))


def _on_device(tensors, device):
    """Every tensor that says where it lives (a torch tensor's `.device`) is a CUDA tensor,
    on `device` when the context has one: the kernels dereference its address there."""
    for name, t in tensors.items():
        where = getattr(t, "device", None)
        if t is None or where is None:
            continue
        kind, index = getattr(where, "type", str(where)), getattr(where, "index", None)
        if kind != "cuda":
            raise BindError(f"`{name}` is on {where}; deltagen's kernels take CUDA tensors")
        if device is not None and index is not None and index != device:
            raise BindError(f"`{name}` is on {where}, but this context launches on cuda:{device}")


class Context:
    """The kernels of `generated` on CUDA device `device`, or, with `arch` (e.g. "sm_90"),
    a host-only context that checks every launch for that arch and launches nothing."""

    def __init__(self, device=0, arch=None, generated=GENERATED):
        lib = library()
        handle = ctypes.c_void_p()
        path = os.fsencode(generated)
        if arch is None:
            # deltagen_create makes the device's primary context current; torch's current
            # device is put back afterwards.
            with _on_cuda_device(int(device)):
                _check(lib.deltagen_create(path, int(device), ctypes.byref(handle)))
        else:
            _check(lib.deltagen_create_host(path, str(arch).encode(), ctypes.byref(handle)))
        self._handle = handle
        self.host_only = arch is not None
        #: The CUDA device this context launches on (None for a host-only context).
        self.device = None if self.host_only else int(device)

    def launch(self, family, args, stream=None):
        """Launch `family` ("gdn_verify", ...) with its argument struct on `stream` (a
        CUstream as an int, or a stream object with `cuda_stream`, such as a
        `torch.cuda.Stream`; None: the default stream). True if launched, False if a
        host-only context only checked the arguments."""
        if self._handle is None:
            raise Error(abi.DELTAGEN_ERR_INVALID, "the context is closed")
        try:
            function, struct = abi.FAMILIES[family]
        except KeyError:
            raise InvalidArguments(
                abi.DELTAGEN_ERR_INVALID,
                f"unknown kernel family {family!r}; the families: {', '.join(abi.FAMILIES)}",
            ) from None
        want = getattr(abi, struct)
        if not isinstance(args, want):
            raise InvalidArguments(
                abi.DELTAGEN_ERR_INVALID,
                f"{family} takes a deltagen.abi.{struct}, not {type(args).__name__}",
            )
        # Kernels load and launch in the thread's current CUDA context: this context's
        # device is made current for the call (with torch loaded), then torch's put back.
        with _on_cuda_device(self.device):
            status = getattr(library(), function)(self._handle, ctypes.byref(args), _stream(stream))
        return _check(status) == abi.DELTAGEN_OK

    def call(self, family, mode=None, stream=None, profile="portable", sizes=None, floats=None, **tensors):
        """Launch `family` on tensors given by parameter name (torch tensors, or anything
        with their attributes): the struct is filled by the signature (`deltagen.fill`),
        sizes and pitches come from the tensors' shapes and strides, and `sizes` gives the
        ones no tensor carries (`draft`, `d_alloc`, ...). `stream`: a CUstream as an int, or
        None for torch's current stream on this context's device when torch is loaded (else
        the default stream).
        True if launched, False if a host-only context only checked."""
        try:
            _on_device(tensors, self.device)
            args = fill(family, tensors, sizes=sizes, mode=mode, profile=profile, floats=floats)
        except BindError as e:
            raise InvalidArguments(abi.DELTAGEN_ERR_INVALID, str(e)) from None
        if stream is None and not self.host_only:
            stream = _current_stream(self.device)
        return self.launch(family, args, stream)

    def resolve(self, requests=1, **config):
        """Validate a configuration against this context's kernels and resolve the
        instances a batch of `requests` runs: a dict with `verify`, `commit`, their
        families, `arch`, `profile` and `line` (the one-line report). The settings are
        `runtime::dispatch::Config`'s (`mode`, `profile`, `pool_dtype`, `act_dtype`,
        `dt_bias_dtype`, `gate`, `draft`, `d_alloc`, `h`, `hv`, `k`, `v`, `tile`,
        `speculation` and `topk`, `decay_input`, `tree`, `unified_memory`, `arch`); each
        one left out takes its default (the arch: the context's). A refused configuration
        raises InvalidArguments naming the setting and what works."""
        if self._handle is None:
            raise Error(abi.DELTAGEN_ERR_INVALID, "the context is closed")
        if isinstance(requests, bool) or not isinstance(requests, int) or requests < 1:
            raise InvalidArguments(abi.DELTAGEN_ERR_INVALID, f"requests must be an integer of at least 1, got {requests!r}")
        text = library().deltagen_resolve(self._handle, _json(config, "the configuration"), requests)
        return _text(text)

    def validate(self, **config):
        """Check a configuration before sizing anything (`resolve` without the batch):
        None, or InvalidArguments naming the setting and what works."""
        self.resolve(1, **config)

    def resolved(self):
        """The one-line report of the kernels the last snapshot, tuple or fold verify
        resolved to (other launches leave it as it was)."""
        if self._handle is None:
            raise Error(abi.DELTAGEN_ERR_INVALID, "the context is closed")
        text = library().deltagen_resolved(self._handle)
        return text.decode() if text else ""

    def set_pdl(self, on=True):
        """Launch the verify instances that wait for the previous kernel (sm_90+) with
        programmatic dependent launch from now on, or not (the default). Only when the
        kernel launched just before a verify writes neither its index arrays, the pool
        slots it reads nor its gate weights (`A_log`, `dt_bias`; `deltagen_set_pdl` in
        deltagen.h)."""
        if self._handle is None:
            raise Error(abi.DELTAGEN_ERR_INVALID, "the context is closed")
        _check(library().deltagen_set_pdl(self._handle, 1 if on else 0))

    def close(self):
        if self._handle is not None:
            library().deltagen_destroy(self._handle)
            self._handle = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        try:
            self.close()
        except Exception:  # noqa: BLE001 -- interpreter shutdown
            pass


def _on_cuda_device(device):
    """`torch.cuda.device(device)` when torch is loaded and `device` is one (it makes the
    device current and restores the previous one on exit), else nothing."""
    import contextlib
    import sys

    torch = sys.modules.get("torch")
    if device is None or torch is None:
        return contextlib.nullcontext()
    return torch.cuda.device(device)


def _stream(stream):
    """A launch's stream as the C ABI takes it: None, a CUstream handle as an int, or an
    object with `cuda_stream` (a torch.cuda.Stream)."""
    if stream is None:
        return None
    handle = getattr(stream, "cuda_stream", stream)
    if isinstance(handle, bool) or not isinstance(handle, int) or handle < 0:
        raise InvalidArguments(
            abi.DELTAGEN_ERR_INVALID,
            f"stream {stream!r}: a CUstream handle as an int, an object with `cuda_stream` "
            "(a torch.cuda.Stream), or None for the default stream",
        )
    return handle


def _current_stream(device):
    """torch's current CUDA stream on `device` (the context's, not the current device's),
    if torch is loaded (never imported here)."""
    import sys

    torch = sys.modules.get("torch")
    if torch is not None and torch.cuda.is_available():
        return torch.cuda.current_stream(device).cuda_stream
    return None


def _family_method(family):
    def method(self, args, stream=None):
        return self.launch(family, args, stream)

    method.__name__ = family
    method.__doc__ = f"Launch {family} (as `launch({family!r}, args, stream)`)."
    return method


# One method per kernel family, from the families the signatures define.
for _family in abi.FAMILIES:
    setattr(Context, _family, _family_method(_family))
