#!/usr/bin/env python3
"""Copy what a GPU machine loads from a generated folder: the manifest, the C header and
ctypes module, the code objects of one arch (cubin or hsaco) and, for an NVIDIA arch other
than sm_80, sm_80's PTX (`gpu_check` also runs sm_80's instances through the driver's JIT),
so that kernel variants fit the few MiB a device call carries.

    python3 scripts/slim_generated.py SRC DST [--arch sm_90]

SRC is a `deltagen gen --out` folder; DST must not exist. The loaders read only the
manifest and the file of each instance they launch (checked against its sha256); the
other files (IR, SASS, assembly, other archs) stay behind.
"""
import os
import shutil
import sys

BINARY = (".cubin", ".hsaco")


def main(argv):
    arch = "sm_90"
    if "--arch" in argv:
        i = argv.index("--arch")
        if i + 1 >= len(argv):
            raise SystemExit("--arch needs a name (sm_80, sm_90, sm_100, gfx942, gfx950)")
        arch = argv[i + 1]
        argv = argv[:i] + argv[i + 2:]
    if len(argv) != 2:
        raise SystemExit(__doc__)
    src, dst = argv
    if not os.path.isfile(os.path.join(src, "manifest.toml")):
        raise SystemExit(f"{src}: no manifest.toml (not a generated folder)")
    if not os.path.isdir(os.path.join(src, arch)):
        raise SystemExit(f"{src}: no {arch} folder")
    if os.path.exists(dst):
        raise SystemExit(f"{dst}: exists; give a new folder")
    os.makedirs(os.path.join(dst, arch))
    shutil.copy2(os.path.join(src, "manifest.toml"), dst)
    for extra in ("include", "python"):
        if os.path.isdir(os.path.join(src, extra)):
            shutil.copytree(os.path.join(src, extra), os.path.join(dst, extra))
    count = size = 0
    for name in sorted(os.listdir(os.path.join(src, arch))):
        if name.endswith(BINARY):
            path = os.path.join(src, arch, name)
            shutil.copy2(path, os.path.join(dst, arch, name))
            count += 1
            size += os.path.getsize(path)
    if count == 0:
        raise SystemExit(f"{src}/{arch}: no code objects")
    ptx = 0
    if arch.startswith("sm_") and arch != "sm_80" and os.path.isdir(os.path.join(src, "sm_80")):
        os.makedirs(os.path.join(dst, "sm_80"))
        for name in sorted(os.listdir(os.path.join(src, "sm_80"))):
            if name.endswith(".ptx"):
                path = os.path.join(src, "sm_80", name)
                shutil.copy2(path, os.path.join(dst, "sm_80", name))
                ptx += 1
                size += os.path.getsize(path)
    print(f"{dst}: {count} {arch} code objects, {ptx} sm_80 PTX files, "
          f"{size / 2**20:.1f} MiB in all, and the manifest")


if __name__ == "__main__":
    main(sys.argv[1:])
