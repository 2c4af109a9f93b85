#!/usr/bin/env python3
"""Compare `bench --json` runs of kernel variants (the method of PERFORMANCE.md: variants
alternated in one device call, several runs each, medians).

    python3 scripts/bench_ab.py DIR BASE VARIANT... [--runs N]

Reads DIR/<variant><run>.json for run = 1, 2, ... (as written by
`for r in 1 2 3; do for v in BASE VARIANT...; do bench --generated $v --json $v$r.json; done; done`)
and prints one line per row (model, pool, N×D, kernel): the median over the runs of each
variant, and each variant's change against BASE in %. Then a summary per variant: the
median and range of the row changes for verify rows, whole-step rows and decode rows, at
N <= 2 and at N >= 8 (rows with "+gate pass" left out: they time two kernels). A row
missing from any run of any variant is reported and left out. No dependencies beyond
Python 3.
"""
import json
import os
import statistics
import sys


def load(path):
    return load_doc(path)[1]


def load_doc(path):
    """The JSON document of a `bench --json` run and its rows by (model, pool, N, D, kernel)."""
    try:
        with open(path) as f:
            doc = json.load(f)
    except (OSError, ValueError) as e:
        raise SystemExit(f"{path}: {e}")
    rows = {}
    for r in doc.get("rows", []):
        try:
            key = (r["model"], r["pool"], int(r["N"]), int(r["D"]), r["kernel"])
            rows[key] = float(r["us"])
        except (KeyError, TypeError, ValueError) as e:
            raise SystemExit(f"{path}: a row without {e}: {r}")
    if not rows:
        raise SystemExit(f"{path}: no rows")
    return doc, rows


def runs_of(folder, variant, runs):
    found = []
    r = 1
    while runs is None or r <= runs:
        path = os.path.join(folder, f"{variant}{r}.json")
        if not os.path.exists(path):
            if runs is not None:
                raise SystemExit(f"{path}: missing (--runs {runs})")
            break
        found.append(load(path))
        r += 1
    if not found:
        raise SystemExit(f"{folder}: no {variant}1.json")
    return found


def main(argv):
    runs = None
    if "--runs" in argv:
        i = argv.index("--runs")
        try:
            runs = int(argv[i + 1])
        except (IndexError, ValueError):
            raise SystemExit("--runs needs a number")
        if runs < 1:
            raise SystemExit("--runs needs a number of at least 1")
        argv = argv[:i] + argv[i + 2:]
    if len(argv) < 3:
        raise SystemExit(__doc__)
    folder, variants = argv[0], argv[1:]
    data = {v: runs_of(folder, v, runs) for v in variants}
    keys = set.intersection(*(set(run) for v in variants for run in data[v]))
    every = set.union(*(set(run) for v in variants for run in data[v]))
    for key in sorted(every - keys):
        print(f"# left out (not in every run): {key}", file=sys.stderr)
    med = {v: {k: statistics.median(run[k] for run in data[v]) for k in keys} for v in variants}
    base, others = variants[0], variants[1:]
    head = f"{'row':<62}" + "".join(f"{v:>12}" for v in variants)
    print(head + "".join(f"{v + '%':>9}" for v in others))
    change = {v: {} for v in others}
    for k in sorted(keys):
        model, pool, n, d, kernel = k
        line = f"{model[:8]:<8} {pool:<4} {n}x{d} {kernel}"
        line = f"{line:<62}" + "".join(f"{med[v][k]:>12.2f}" for v in variants)
        for v in others:
            c = 100.0 * (med[v][k] / med[base][k] - 1.0) if med[base][k] > 0 else float("nan")
            change[v][k] = c
            line += f"{c:>+9.1f}"
        print(line)
    print("# summary (medians of row changes, +gate pass rows left out):")
    for v in others:
        for small, label in ((True, "N<=2"), (False, "N>=8")):
            for kind in ("verify", "step", "decode"):
                cs = [c for (model, pool, n, d, kernel), c in change[v].items()
                      if (kernel == kind or kernel.startswith(kind + " "))
                      and "+gate pass" not in kernel
                      and (n <= 2 if small else n >= 8)]
                if cs:
                    print(f"{v:<8} {label} {kind:<6} n={len(cs):>3} median {statistics.median(cs):+.2f}% "
                          f"range {min(cs):+.2f}..{max(cs):+.2f}")


if __name__ == "__main__":
    main(sys.argv[1:])
