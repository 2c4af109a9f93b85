"""Build of the `deltagen` wheel: the C ABI library through setuptools-rust, plus the
generated kernels and the ctypes module, copied from the repository's `generated/`."""
import glob
import os
import shutil

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.command.bdist_wheel import bdist_wheel
from setuptools_rust import Binding, RustExtension

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


setup(
    packages=["deltagen"],
    rust_extensions=[
        RustExtension(
            "deltagen.libdeltagen",
            path="../src/capi/Cargo.toml",
            binding=Binding.NoBinding,
        )
    ],
    cmdclass={"build_py": BuildPy, "bdist_wheel": BdistWheel},
    zip_safe=False,
)
