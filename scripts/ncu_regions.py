#!/usr/bin/env python3
"""Where one profiled launch spends its warp-stall samples, by region of its SASS, from the
source page of an Nsight Compute report:

    ncu --import REP.ncu-rep --page source --csv --print-source sass > SRC.csv
    scripts/ncu_regions.py SRC.csv [SRC2.csv ...]

The regions are cut at landmarks every verify instance has, in program order: those
scripts/sass_stats.py places (the first global load: the request's indices; the first
16-byte global load: an f32 pool's state; the grid-dependency wait, ACQBULK), each barrier (BAR.SYNC), and each loop (a backward
branch: from its target to the branch). Per region: the instructions it holds, the warp
instructions it executed ("Instructions Executed"), its stall samples ("Warp Stall Sampling
(All Samples)") and their share of the launch's, and where the report has them (columns
named `stall_*`), its three largest stall reasons. PERFORMANCE.md quotes these sums.
"""
import csv
import re
import sys

from sass_stats import LANDMARKS, opcode

SAMPLES = "Warp Stall Sampling (All Samples)"
EXECUTED = "Instructions Executed"


def die(msg):
    sys.stderr.write(f"ncu_regions.py: {msg}\n")
    sys.exit(2)


def num(x):
    try:
        return float((x or "").replace(",", ""))
    except ValueError:
        return 0.0


def addr(x):
    x = (x or "").strip()
    try:
        return int(x, 16) if x.lower().startswith("0x") else int(x)
    except ValueError:
        return None


def read(path):
    """The header and the instruction rows (dicts) of one source-page CSV."""
    try:
        with open(path, newline="", encoding="utf-8", errors="replace") as f:
            rows = list(csv.reader(f))
    except OSError as e:
        die(f"cannot read {path}: {e.strerror}")
    for i, row in enumerate(rows):
        cells = [c.strip().lstrip("#").strip() for c in row]
        if "Address" in cells and "Source" in cells:
            head = cells
            body = [dict(zip(head, r)) for r in rows[i + 1 :] if len(r) == len(head)]
            break
    else:
        die(f"{path}: no header row with 'Address' and 'Source' (is it `--page source --csv`?)")
    if SAMPLES not in head:
        die(f"{path}: no '{SAMPLES}' column (profile with --section SourceCounters)")
    body = [r for r in body if addr(r["Address"]) is not None and r["Source"].strip()]
    if not body:
        die(f"{path}: no instruction rows")
    return head, body


def cuts(body):
    """(index, name) of each landmark, in program order; a loop gives two: its start and
    the instruction after its backward branch."""
    at = {addr(r["Address"]): i for i, r in enumerate(body)}
    marks = {}
    first = {}
    for i, r in enumerate(body):
        op = opcode(r["Source"])
        for name, test in LANDMARKS:
            if name not in first and test(op):
                first[name] = i
        if op.startswith("BAR.SYNC"):
            marks.setdefault(i, f"barrier @{i + 1}")
        if op.startswith("BRA"):
            m = re.search(r"(0x[0-9a-fA-F]+)", r["Source"].split("BRA", 1)[1])
            t = at.get(int(m.group(1), 16)) if m else None
            if t is not None and t < i:
                marks.setdefault(t, f"loop {t + 1}-{i + 1}")
                marks.setdefault(i + 1, f"after loop {t + 1}-{i + 1}")
    names = {"index": "index loads", "state": "state loads", "wait": "wait"}
    for k, i in first.items():
        marks[i] = f"{names[k]} @{i + 1}" + (f", {marks[i]}" if i in marks else "")
    return sorted((i, n) for i, n in marks.items() if i < len(body))


def report(path):
    head, body = read(path)
    reasons = [c for c in head if c.startswith("stall_")]
    total = sum(num(r[SAMPLES]) for r in body) or 1.0
    bounds = [(0, "start")] + [c for c in cuts(body) if c[0] > 0]
    print(f"{path}: {len(body)} instructions, {total:.0f} stall samples")
    print(f"{'region (from)':44} {'instr':>6} {'executed':>12} {'samples':>8} {'share':>7}  top stalls")
    for j, (i, name) in enumerate(bounds):
        end = bounds[j + 1][0] if j + 1 < len(bounds) else len(body)
        part = body[i:end]
        s = sum(num(r[SAMPLES]) for r in part)
        e = sum(num(r.get(EXECUTED)) for r in part)
        top = sorted(((sum(num(r[c]) for r in part), c[6:]) for c in reasons), reverse=True)[:3]
        tops = ", ".join(f"{n} {v:.0f}" for v, n in top if v > 0)
        print(f"{name[:44]:44} {len(part):6d} {e:12.0f} {s:8.0f} {100 * s / total:6.1f}%  {tops}")


def main(argv):
    if not argv or argv[0] in ("-h", "--help"):
        sys.stdout.write(__doc__)
        return 0 if argv else 2
    for path in argv:
        report(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
