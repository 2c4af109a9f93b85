#!/usr/bin/env python3
"""Static facts of NVIDIA SASS listings (the `.sass` files of a generated folder, or
`deltagen asm <kernel> --arch sm_90 --stage disasm`), as PERFORMANCE.md quotes them.

    scripts/sass_stats.py LISTING...          one row a listing
    scripts/sass_stats.py --dirs A B [--arch sm_90]
                                              one row a listing that differs between two
                                              generated folders (A's, then B's)

Per listing, counting the instructions of its .text sections: the total, the global loads
(LDG) and stores (STG), the shared loads (LDS), the local accesses (LDL/STL: spills), and the
1-based positions of the first global load (the request's indices), the first 16-byte global
load (an f32 pool's state), the grid-dependency wait (ACQBULK) and the first 2- or 8-byte
global load after it (the first token block's q/k/v: bf16 activations); 0 where a listing has
none. "wait->token" is the last minus the wait.
"""
import os
import re
import sys

INSTR = re.compile(r"^\s+/\*[0-9a-f]{4,}\*/\s+([A-Z@!][^;]*);")
COLUMNS = ["instr", "LDG", "STG", "LDS", "local", "index", "state", "wait", "token", "wait->token"]
# The landmarks of a verify listing, each at the first instruction that passes its test: the
# first global load (the request's indices), the first 16-byte global load (an f32 pool's
# state) and the grid-dependency wait. scripts/ncu_regions.py cuts its regions at them too.
LANDMARKS = (
    ("index", lambda op: op.startswith("LDG")),
    ("state", lambda op: op.startswith("LDG.E.128")),
    ("wait", lambda op: op == "ACQBULK"),
)


def opcode(ins):
    """An instruction's opcode, its guard predicate (`@P1`, `@!UP0`) dropped."""
    words = re.sub(r"^@!?U?P[0-9T]\s+", "", ins.strip()).split()
    return words[0] if words else ""


def stats(path):
    n = 0
    c = dict.fromkeys(COLUMNS, 0)
    text = False
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            if re.match(r"^\s*\.section\s+\.text\.", line):
                text = True
                continue
            if re.match(r"^\s*\.section", line):
                text = False
            if not text:
                continue
            m = INSTR.match(line)
            if not m:
                continue
            n += 1
            ins = m.group(1)
            op = opcode(ins)
            for name, test in LANDMARKS:
                if not c[name] and test(op):
                    c[name] = n
            if op.startswith("LDG"):
                c["LDG"] += 1
                if c["wait"] and not c["token"] and re.match(r"LDG\.E\.(U16|64)$", op):
                    c["token"] = n
            elif op.startswith("STG"):
                c["STG"] += 1
            elif op.startswith("LDS"):
                c["LDS"] += 1
            elif op.startswith(("LDL", "STL")):
                c["local"] += 1
    c["instr"] = n
    c["wait->token"] = c["token"] - c["wait"] if c["token"] else 0
    return c


def row(name, c):
    return f"{name:<64}" + "".join(f"{c[k]:>12}" for k in COLUMNS)


def header():
    return f"{'listing':<64}" + "".join(f"{k:>12}" for k in COLUMNS)


def main(argv):
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if argv else 2
    if argv[0] == "--dirs":
        if len(argv) not in (3, 5) or (len(argv) == 5 and argv[3] != "--arch"):
            print("sass_stats: --dirs A B [--arch ARCH]", file=sys.stderr)
            return 2
        a, b = argv[1], argv[2]
        arch = argv[4] if len(argv) == 5 else "sm_90"
        da, db = os.path.join(a, arch), os.path.join(b, arch)
        for d in (da, db):
            if not os.path.isdir(d):
                print(f"sass_stats: {d} is not a folder (a generated folder's arch)", file=sys.stderr)
                return 2
        print(header())
        for name in sorted(os.listdir(da)):
            fa, fb = os.path.join(da, name), os.path.join(db, name)
            if not name.endswith(".sass") or not os.path.isfile(fb):
                continue
            with open(fa, "rb") as x, open(fb, "rb") as y:
                if x.read() == y.read():
                    continue
            stem = name[: -len(".sass")]
            print(row(f"{stem} [{os.path.basename(os.path.normpath(a))}]", stats(fa)))
            print(row(f"{stem} [{os.path.basename(os.path.normpath(b))}]", stats(fb)))
        return 0
    missing = [p for p in argv if not os.path.isfile(p)]
    if missing:
        print(f"sass_stats: no such listing: {', '.join(missing)}", file=sys.stderr)
        return 2
    print(header())
    for p in argv:
        print(row(os.path.basename(p), stats(p)))
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except BrokenPipeError:
        # The reader (`head`) stopped early: not an error of this script.
        sys.stderr.close()
        sys.exit(0)
