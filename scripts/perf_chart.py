#!/usr/bin/env python3
"""Chart of a `bench --json` file: whole-step time against batch size, one line per path.

    python3 scripts/perf_chart.py docs/bench-h200-2026-12-02-inputs.json docs/step_vs_batch.png

One panel per model and pool dtype; x: requests N (D = 4, log scale), y: µs of one whole
speculative step (every layer's verify plus the commit, one CUDA graph), one line per path
the bench measured (snapshot path, tuple path = verify + replay, fold mode's eager and lazy
steps; a path the file lacks is left out). A run with `--pdl` or `--between` says so in the
title (its times include the kernel between layers). Needs matplotlib.
"""
import json
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

PATHS = {
    "step snapshot path": "snapshot: verify + commit scatter",
    "step tuple path": "tuple: verify + replay",
    "step fold eager": "eager: verify with the commit folded in",
    "step fold lazy R=4": "lazy R=4: the pool written every 4th step",
}


def main():
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    doc = json.load(open(sys.argv[1]))
    rows = [r for r in doc["rows"] if r["D"] == 4 and r["kernel"] in PATHS]
    panels = sorted({(r["model"], r["pool"]) for r in rows})
    if not panels:
        raise SystemExit(f"{sys.argv[1]}: no whole-step rows at D = 4")
    cols = min(2, len(panels))
    rows_n = (len(panels) + cols - 1) // cols
    fig, axes = plt.subplots(rows_n, cols, figsize=(5.2 * cols, 3.9 * rows_n), squeeze=False)
    flat = [ax for row in axes for ax in row]
    for ax in flat[len(panels):]:
        ax.set_visible(False)
    for ax, (model, pool) in zip(flat, panels):
        for kernel, label in PATHS.items():
            pts = sorted((r["N"], r["us"]) for r in rows
                         if r["model"] == model and r["pool"] == pool and r["kernel"] == kernel)
            if pts:
                ax.plot([p[0] for p in pts], [p[1] for p in pts], marker="o", label=label)
        ax.set_xscale("log", base=2)
        ax.set_yscale("log")
        ax.set_title(f"{model}, {pool} pool", fontsize=9)
        ax.set_xlabel("requests N (D = 4)")
        ax.grid(True, which="both", alpha=0.3)
    for row in axes:
        row[0].set_ylabel("whole step, µs (CUDA graph)")
    flat[0].legend(fontsize=7)
    # `bench --pdl` / `--between`: how the layers were launched, which the times include.
    how = [t for t, on in (("programmatic dependent launch", doc.get("pdl")),
                           ("an unrelated kernel before every layer", doc.get("between"))) if on]
    title = f"{doc['device']}: one speculative step, all layers + commit"
    fig.suptitle(title + "".join(f"; {t}" for t in how), fontsize=10)
    fig.tight_layout()
    fig.savefig(sys.argv[2], dpi=110)


if __name__ == "__main__":
    main()
