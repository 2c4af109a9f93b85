#!/usr/bin/env python3
"""What programmatic dependent launch buys with and without an unrelated kernel between
layers, from four `bench --json` runs of one generated folder (PERFORMANCE.md's method):

    bench --generated DIR --quick --shapes S --json DIR/plain.json
    bench --generated DIR --quick --shapes S --pdl --json DIR/pdl.json
    bench --generated DIR --quick --shapes S --between --json DIR/between.json
    bench --generated DIR --quick --shapes S --between --pdl --json DIR/between-pdl.json
    scripts/between_table.py [--layers L] DIR/plain.json DIR/pdl.json DIR/between.json \
        DIR/between-pdl.json

Per row (µs, CUDA-graph medians): plain, `--pdl` and its change; `--between`,
`--between --pdl` and its change; and `--between` less the between kernel's own time (the
row `between (all L)`: all of it for a step row, which launches it before each of the L
layers, a layer's share for a one-layer row), which is what the kernels cost beside it.
L is each model's layer count, from the `--between` run's `layers` (the bench records it);
`--layers L`, given, is used for every model (for runs made before the bench recorded it). Each file must be the run its place
names (its `pdl` and `between` flags), or the script says which is not.
"""
import sys

from bench_ab import load_doc

LAYERS_ROW = "between (all L)"


def die(msg):
    sys.stderr.write(f"between_table.py: {msg}\n")
    sys.exit(2)


# Each file's place: its name and the `pdl` and `between` flags its run must have.
RUNS = [("plain", False, False), ("--pdl", True, False), ("--between", False, True),
        ("--between --pdl", True, True)]


def main(argv):
    args = argv[1:]
    layers = None
    if args[:1] == ["--layers"]:
        try:
            layers = int(args[1])
        except (IndexError, ValueError):
            die("--layers takes a positive number")
        if layers < 1:
            die("--layers takes a positive number")
        args = args[2:]
    if len(args) != 4:
        die("usage: between_table.py [--layers L] PLAIN.json PDL.json BETWEEN.json BETWEEN_PDL.json")
    docs = [load_doc(p) for p in args]
    for path, (doc, _), (what, pdl_on, between_on) in zip(args, docs, RUNS):
        if bool(doc.get("pdl")) != pdl_on or bool(doc.get("between")) != between_on:
            die(f"{path}: not a {what} run (pdl {doc.get('pdl')}, between {doc.get('between')})")
    (_, plain), (_, pdl), (bdoc, btw), (_, btwpdl) = docs
    recorded = bdoc.get("layers") or {}
    if layers is None and not recorded:
        die(f"{args[2]}: no layer counts recorded (a run before the bench wrote them): give --layers L")

    def layers_of(model):
        if layers is not None:
            return layers
        if model not in recorded:
            die(f"{args[2]}: no layer count for {model}")
        return recorded[model]

    filler = {k[:4]: v for k, v in btw.items() if k[4] == LAYERS_ROW}

    def pct(a, b):
        return f"{100 * (b / a - 1):+6.1f}" if a and b else "     -"

    def num(x):
        return f"{x:9.2f}" if x is not None else "        -"

    print(f"{'row':<44} {'plain':>9} {'pdl':>9} {'pdl%':>6} {'between':>9} "
          f"{'btw+pdl':>9} {'pdl%':>6} {'btw-kern':>9}")
    for key, a in plain.items():
        model, pool, n, d, kernel = key
        b, c, e = pdl.get(key), btw.get(key), btwpdl.get(key)
        f = filler.get(key[:4])
        net = None
        if c is not None and f is not None:
            net = c - f if kernel.startswith("step") else c - f / layers_of(model)
        name = f"{model[:10]} {pool:<4} {n}x{d} {kernel}"
        print(f"{name:<44} {num(a)} {num(b)} {pct(a, b)} {num(c)} {num(e)} {pct(c, e)} {num(net)}")
    for key, v in filler.items():
        model, pool, n, d = key
        print(f"{LAYERS_ROW}: {model[:10]} {pool} {n}x{d} {v:.2f} µs")


if __name__ == "__main__":
    main(sys.argv)
