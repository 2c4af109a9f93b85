"""Build of the `deltagen` wheel: the C ABI library through setuptools-rust, plus the
generated kernels and the ctypes module, copied from the repository's `generated/`."""
import glob
import os
import shutil

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.command.bdist_wheel import bdist_wheel
from setuptools_rust import Binding, RustExtension
from setuptools_rust.build import build_rust

HERE = os.path.dirname(os.path.abspath(__file__))
GENERATED = os.path.join(os.path.dirname(HERE), "generated")
# What the runtime loads: the manifest and each instance's code object (the IR, assembly
# and disassembly files of generated/ are for readers, not for the runtime).
RUNTIME_SUFFIXES = (".cubin", ".ptx", ".hsaco")


class BuildPy(build_py):
    """Also copy the kernels and the ctypes module into the package."""

    def run(self):
        super().run()
        if not os.path.exists(os.path.join(GENERATED, "manifest.toml")):
            raise SystemExit(f"{GENERATED}/manifest.toml is missing: run `cargo xtask gen` first")
        package = os.path.join(self.build_lib, "deltagen")
        kernels = os.path.join(package, "generated")
        shutil.rmtree(kernels, ignore_errors=True)
        os.makedirs(kernels)
        shutil.copy(os.path.join(GENERATED, "manifest.toml"), kernels)
        for path in sorted(glob.glob(os.path.join(GENERATED, "*", "*"))):
            if path.endswith(RUNTIME_SUFFIXES):
                rel = os.path.relpath(path, GENERATED)
                os.makedirs(os.path.join(kernels, os.path.dirname(rel)), exist_ok=True)
                shutil.copy(path, os.path.join(kernels, rel))
        shutil.copy(os.path.join(GENERATED, "python", "deltagen_abi.py"), os.path.join(package, "_abi.py"))


class BdistWheel(bdist_wheel):
    """One wheel for every Python 3 of a platform: the library is a C ABI that the package
    loads with ctypes, not a CPython extension, so the wheel is tagged `py3-none-<platform>`
    (setuptools would tag it for the building interpreter alone, e.g. `cp311-cp311`)."""

    def get_tag(self):
        _, _, platform = super().get_tag()
        return "py3", "none", platform


class BuildRust(build_rust):
    """The library as `libdeltagen.so` (a C ABI loaded with ctypes): setuptools would name it
    for the building interpreter, e.g. `libdeltagen.cpython-311-x86_64-linux-gnu.so`, a name
    that says the wrong thing about a `py3-none` wheel."""

    def run(self):
        # A library left in the build folder by an earlier build under another name would
        # go into the wheel beside this one.
        build_lib = self.get_finalized_command("build_py").build_lib
        for stale in glob.glob(os.path.join(build_lib, "deltagen", "libdeltagen*")):
            os.remove(stale)
        super().run()

    def get_dylib_ext_path(self, ext, target_fname):
        path = super().get_dylib_ext_path(ext, target_fname)
        folder, name = os.path.split(path)
        base = name.split(".", 1)[0]
        return os.path.join(folder, base + os.path.splitext(name)[1])


setup(
    packages=["deltagen"],
    rust_extensions=[
        RustExtension(
            "deltagen.libdeltagen",
            path="../src/capi/Cargo.toml",
            binding=Binding.NoBinding,
        )
    ],
    cmdclass={"build_py": BuildPy, "bdist_wheel": BdistWheel, "build_rust": BuildRust},
    zip_safe=False,
)
