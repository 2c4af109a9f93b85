#!/usr/bin/env bash
# Check kernel variants on the GPU machine and time them against a base, alternated (the
# method of PERFORMANCE.md: variants in one device call, several runs each, medians).
#
#   scripts/device_ab.sh check BIN OUT VARIANT...       every check of each variant
#   scripts/device_ab.sh bench BIN OUT BASE VARIANT...  RUNS alternated runs, then the table
#
# BIN: gpu_check and bench, built without LLVM on the build machine:
#   cargo build --release --no-default-features --features cuda,generator --bin gpu_check --bin bench
# Each variant and the base: a generated folder (`deltagen gen --out DIR`), slimmed to what
# the GPU loads (scripts/slim_generated.py). OUT: where the logs, JSON and tables go
# (`$OUT` of the device call, so they come back).
# Environment: RUNS (default 3), SHAPES (default 1x4,2x4,8x4,25x4,64x4,8x16), BENCH_ARGS
# (extra bench arguments, e.g. --pdl), CHECKS (default "quick golden hostile batch"),
# GOLDEN (folder of SGLang's golden files; default shared/golden, then ../shared/golden; the
# golden checks are skipped, and say so, without it).
#
# check: `gpu_check --quick` (every kernel family against the interpreter, bit for bit),
# both golden files, `--hostile 20 --tight` and `--batch-invariance`, those CHECKS names,
# and, when named, `full` (`gpu_check` without --quick: every shape, the longest) and
# `memcheck` (`compute-sanitizer --tool memcheck gpu_check --hostile 20 --guard 0 --tight`,
# which must report 0 errors; a machine without compute-sanitizer fails it); a failing check
# stops the script with its status. bench: `bench --quick` per run and
# variant, then scripts/bench_ab.py's table (OUT/ab.txt).
#
# A variant (or the base) written DIR@BINDIR runs with the gpu_check and bench in BINDIR
# instead of BIN: a variant whose launch ABI differs (a reordered signature, PERFORMANCE.md
# version 30) needs binaries built from its own source. Its tag is still DIR's name.
set -euo pipefail
usage() { awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"; exit 2; }
[ $# -ge 4 ] || usage
what=$1 bin=$2 out=$3
shift 3
mkdir -p "$out"
# A variant's folder and its binaries' folder (`DIR@BINDIR`, or BIN).
dir_of() { echo "${1%@*}"; }
bin_of() { case $1 in *@*) echo "${1##*@}" ;; *) echo "$bin" ;; esac; }
for v in "$@"; do
    d=$(dir_of "$v") b=$(bin_of "$v")
    for exe in gpu_check bench; do
        [ -x "$b/$exe" ] || { echo "device_ab: $b/$exe is missing or not executable" >&2; exit 2; }
    done
    [ -f "$d/manifest.toml" ] || { echo "device_ab: $d has no manifest.toml" >&2; exit 2; }
done
here=$(cd "$(dirname "$0")" && pwd)
golden=${GOLDEN:-}
if [ -z "$golden" ]; then
    for g in shared/golden ../shared/golden; do
        [ -d "$g" ] && { golden=$g; break; }
    done
fi
tag() { basename "$(dir_of "$1")"; }
case $what in
check)
    for v in "$@"; do
        t=$(tag "$v") vdir=$(dir_of "$v") vbin=$(bin_of "$v")
        run() {
            local name=$1
            shift
            echo "== $t: ${wrap[*]} gpu_check $*"
            "${wrap[@]}" "$vbin/gpu_check" --generated "$vdir" "$@" > "$out/check-$t-$name.txt" 2>&1 || {
                tail -20 "$out/check-$t-$name.txt"
                echo "device_ab: $t: gpu_check $* failed" >&2
                exit 1
            }
            tail -2 "$out/check-$t-$name.txt"
        }
        for c in ${CHECKS:-quick golden hostile batch}; do
            wrap=(env)
            case $c in
            quick) run quick --quick ;;
            golden)
                if [ -n "$golden" ]; then
                    run golden1 --golden "$golden/gdn-verify-v1.json"
                    run golden2 --golden "$golden/gdn-verify-v2.json"
                else
                    echo "== $t: golden checks SKIPPED (no golden folder; set GOLDEN)"
                fi
                ;;
            hostile) run hostile --hostile 20 --tight ;;
            batch) run batch --batch-invariance ;;
            full) run full ;;
            memcheck)
                PATH=$PATH:/usr/local/cuda/bin
                command -v compute-sanitizer > /dev/null || {
                    echo "device_ab: memcheck needs compute-sanitizer on PATH" >&2
                    exit 1
                }
                wrap=(compute-sanitizer --tool memcheck --error-exitcode 3)
                run memcheck --hostile 20 --guard 0 --tight
                grep -q "ERROR SUMMARY: 0 errors" "$out/check-$t-memcheck.txt" || {
                    echo "device_ab: $t: memcheck did not report 0 errors" >&2
                    exit 1
                }
                ;;
            *) echo "device_ab: unknown check \`$c\` (quick, golden, hostile, batch, full, memcheck)" >&2; exit 2 ;;
            esac
        done
    done
    ;;
bench)
    [ $# -ge 2 ] || usage
    runs=${RUNS:-3}
    shapes=${SHAPES:-1x4,2x4,8x4,25x4,64x4,8x16}
    for r in $(seq 1 "$runs"); do
        for v in "$@"; do
            t=$(tag "$v")
            echo "== run $r: $t" >&2
            # shellcheck disable=SC2086
            "$(bin_of "$v")/bench" --generated "$(dir_of "$v")" --quick --shapes "$shapes" ${BENCH_ARGS:-} \
                --json "$out/$t$r.json" > "$out/$t$r.txt" 2> "$out/$t$r.err"
        done
    done
    tags=()
    for v in "$@"; do tags+=("$(tag "$v")"); done
    python3 "$here/bench_ab.py" "$out" "${tags[@]}" --runs "$runs" | tee "$out/ab.txt" | tail -12
    ;;
*)
    usage
    ;;
esac
