#!/usr/bin/env bash
# The device plan of PERFORMANCE.md (its latest "To run"), in one place: which schedule
# variants are built, and what each device call checks and times, in order of value.
#
#   scripts/device_plan.sh list                  print the variants and every call's steps
#   scripts/device_plan.sh prepare               build machine: generate the variants, pack
#   scripts/device_plan.sh call N OUT            GPU machine: unpack, run call N's steps
#
# prepare (from the checkout's root; needs the toolchain's environment, see README): each
# variant is generated with `deltagen gen --schedule FIELDS --out GEN_ROOT/NAME` (reused
# when its stamp names the same commit and fields and the tree is clean), then
# scripts/device_pack.sh packs the binaries, SGLang's golden files, the committed generated/
# (as `base`), every variant and every EXTRA folder into PACK. EXTRA: space-separated
# NAME=DIR, generated folders made otherwise and packed as they are: `nobounds`, the kernels
# without issue 12's bounds (scripts/measure/no_bounds.patch says how to make it), which the
# calls time against base. Environment: DELTAGEN (default
# target/release/deltagen, built with the generator), BIN (default target/release: gpu_check
# and bench, built without LLVM with `--no-default-features --features cuda,generator`),
# GEN_ROOT (default /tmp/deltagen-plan), PACK (default .device/pack.tar.xz), GOLDEN (default
# shared/golden, then ../shared/golden), PLAN_VARIANTS (NAME=FIELDS words in place of the
# plan's VARIANTS below, for list and prepare: a lever not yet in the plan is packed beside
# the base, and device_ab.sh checks and times it as .device/NAME).
#
# The checkout is larger than a device call carries: move generated/ out for the call
# (`mv generated /tmp/generated-held`; back with `mv /tmp/generated-held generated` right
# after), carry .device/pack.tar.xz, and run `bash scripts/device_plan.sh call 1 $OUT`.
#
# call: unpacks PACK into .device once, then runs the call's steps in order through
# scripts/device_ab.sh, each under `timeout` with what is left of BUDGET seconds (default
# 560, counted from the script's start, less 10 s kept for the logs; a step is skipped when
# fewer than MIN_STEP seconds are left, default 40).
# A failed or timed-out step is recorded and the next one runs. The logs of every step,
# and summary.txt (one line a step: ok, failed, timed out or skipped, and its seconds),
# always end up in OUT/logs.tgz (a device call returns at most 8 files), and summary.txt
# also in OUT. Exit status: 0 when every step was ok, 1 otherwise.
set -euo pipefail
usage() { awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"; exit 2; }

# The variants: NAME=FIELDS as `deltagen gen --schedule` takes them. A `+FIELDS` variant is
# each instance's committed schedule plus FIELDS (PERFORMANCE.md version 29); the variants
# of versions 27 to 38 were measured and left the list (version 35 rejected `pr`,
# `+prefetch_ring`, `lr`, `+late_record`, `pf1`, `pfa` and `eslr`, and committed `pfm`,
# `+prefetch_first_many`, for the f32 pool's many-request fold instance; versions 36 and 37
# committed `+shared_reciprocal` where it paid; version 38 `+paired_norms` in sm_90's
# decode and `+stepped_output` (`so`) where they paid; version 39 rejected `ps`,
# `+paired_steps`, and left `es`, `+early_setup`, 2–3% faster at 2 requests on the H100 in
# versions 35 and 36 and slower elsewhere). Version 40 built `gf`, `+gates_first` (a token
# block's gates staged before its q/k norms), and `sd`, `+single_division` (the key head with
# one division), and `gfsd`, both. PLAN_VARIANTS replaces the list.
VARIANTS=${PLAN_VARIANTS-gf=+gates_first sd=+single_division gfsd=+gates_first,single_division}

# The folders the calls use that prepare does not generate (EXTRA), each with what says how
# to make it: `nobounds` the committed kernels without issue 12's bounds, `old` the kernels
# of version 35 (`git archive c05026f generated`, PERFORMANCE.md version 38), before the
# commits of versions 36 to 38, none of which an H200 has timed.
EXTRAS="nobounds:scripts/measure/no_bounds.patch old:PERFORMANCE.md"

# The calls. `step NAME KIND SETTINGS VARIANT...`: KIND is device_ab.sh's check or bench;
# SETTINGS are its environment as VAR=VALUE words ("-" for none), `+` standing for a space
# inside a value (CHECKS=golden+hostile). A bench's first variant is its base.
plan() {
    case $1 in
    1)
        step check-base check "CHECKS=quick+golden+hostile" base
        step check-vars check "CHECKS=quick" gf sd gfsd
        step bench-vars bench "SHAPES=1x1,1x4,2x4,25x4,64x1,64x4" base gf sd gfsd nobounds
        ;;
    2)
        step bench-vars-pdl bench "SHAPES=1x1,1x4,2x4,25x4,64x4 BENCH_ARGS=--pdl" base gf sd gfsd
        step check-base-mem check "CHECKS=batch+memcheck" base
        step bench-old bench "SHAPES=1x4,2x4,25x4,64x4" old base
        ;;
    3)
        step bench-tree bench "BENCH_ARGS=--tree SHAPES=1x8,8x8" base gf gfsd old
        ;;
    *) return 1 ;;
    esac
}
CALLS="1 2 3"

here=$(cd "$(dirname "$0")" && pwd)
[ $# -ge 1 ] || usage
what=$1
shift

find_golden() {
    if [ -n "${GOLDEN:-}" ]; then
        [ -d "$GOLDEN" ] || { echo "device_plan: GOLDEN=$GOLDEN is not a folder" >&2; exit 2; }
        echo "$GOLDEN"
        return
    fi
    for g in shared/golden ../shared/golden; do
        [ -d "$g" ] && { echo "$g"; return; }
    done
    echo "device_plan: no golden folder (shared/golden, ../shared/golden); set GOLDEN" >&2
    exit 2
}

case $what in
list)
    [ $# -eq 0 ] || usage
    echo "variants (NAME=FIELDS; base = the committed generated/):"
    for v in $VARIANTS; do echo "  $v"; done
    echo "extra (packed with EXTRA=NAME=DIR at prepare):"
    for v in $EXTRAS; do echo "  ${v%%:*} (made as ${v#*:} says)"; done
    step() {
        local name=$1 kind=$2 settings=$3
        shift 3
        printf '  %-15s %-5s %-40s %s\n' "$name" "$kind" "${settings//+/ }" "$*"
    }
    for c in $CALLS; do
        echo "call $c:"
        plan "$c"
    done
    ;;
prepare)
    [ $# -eq 0 ] || usage
    deltagen=${DELTAGEN:-target/release/deltagen}
    bin=${BIN:-target/release}
    root=${GEN_ROOT:-/tmp/deltagen-plan}
    pack=${PACK:-.device/pack.tar.xz}
    [ -x "$deltagen" ] || {
        echo "device_plan: $deltagen is missing (cargo build --release --features generator --bin deltagen)" >&2
        exit 2
    }
    [ -f generated/manifest.toml ] || {
        echo "device_plan: no generated/manifest.toml here; run from the checkout's root (with generated/ in place)" >&2
        exit 2
    }
    golden=$(find_golden)
    head=$(git rev-parse HEAD 2> /dev/null || echo unknown)
    clean=yes
    [ -z "$(git status --porcelain 2> /dev/null || echo dirty)" ] || clean=no
    mkdir -p "$root"
    args=()
    for v in $VARIANTS; do
        name=${v%%=*} fields=${v#*=}
        dir=$root/$name
        stamp="$head $fields"
        if [ $clean = yes ] && [ -f "$dir/manifest.toml" ] && [ "$(cat "$dir/.plan-stamp" 2> /dev/null)" = "$stamp" ]; then
            echo "device_plan: $name ($fields): reused $dir (commit $head)"
        else
            echo "device_plan: $name ($fields): deltagen gen --schedule $fields --out $dir"
            rm -rf "$dir"
            "$deltagen" gen --schedule "$fields" --out "$dir"
            [ -f "$dir/manifest.toml" ] || { echo "device_plan: $dir has no manifest.toml after gen" >&2; exit 1; }
            [ $clean = yes ] && echo "$stamp" > "$dir/.plan-stamp"
        fi
        args+=("$name=$dir")
    done
    for x in ${EXTRA:-}; do
        case $x in
        ?*=?*) ;;
        *) echo "device_plan: EXTRA takes NAME=DIR words, got \`$x\`" >&2; exit 2 ;;
        esac
        [ -f "${x#*=}/manifest.toml" ] || { echo "device_plan: EXTRA ${x%%=*}: ${x#*=} has no manifest.toml" >&2; exit 2; }
        echo "device_plan: ${x%%=*}: packed from ${x#*=} (EXTRA)"
        args+=("$x")
    done
    for v in $EXTRAS; do
        case " ${EXTRA:-} " in
        *" ${v%%:*}="*) ;;
        *) echo "device_plan: warning: no EXTRA=${v%%:*}=DIR, so the steps that time ${v%%:*} will fail (${v#*:} says how to make it)" >&2 ;;
        esac
    done
    bash "$here/device_pack.sh" "$pack" "$bin" base=generated "${args[@]}" --golden "$golden"
    echo "device_plan: next: mv generated /tmp/generated-held; the device call (carry $pack):"
    echo "  bash scripts/device_plan.sh call 1 \$OUT   (then call 2); afterwards: mv /tmp/generated-held generated"
    ;;
call)
    [ $# -eq 2 ] || usage
    n=$1 out=$2
    case " $CALLS " in
    *" $n "*) ;;
    *) echo "device_plan: no call \`$n\` (calls: $CALLS)" >&2; exit 2 ;;
    esac
    start=$SECONDS
    budget=${BUDGET:-560} min_step=${MIN_STEP:-40}
    for x in "BUDGET=$budget" "MIN_STEP=$min_step"; do
        case ${x#*=} in
        '' | *[!0-9]*) echo "device_plan: ${x%%=*} must be a whole number of seconds, got \`${x#*=}\`" >&2; exit 2 ;;
        esac
    done
    [ "$min_step" -gt 10 ] || { echo "device_plan: MIN_STEP must be more than 10 s (the reserve for the logs)" >&2; exit 2; }
    pack=${PACK:-.device/pack.tar.xz}
    dev=$(dirname "$pack")
    mkdir -p "$out"
    logs=$(mktemp -d)
    summary=$logs/summary.txt
    : > "$summary"
    finish() {
        cp "$summary" "$out/summary.txt" 2> /dev/null || true
        tar czf "$out/logs.tgz" -C "$logs" . 2> /dev/null || echo "device_plan: could not write $out/logs.tgz" >&2
        rm -rf "$logs"
    }
    trap finish EXIT
    if [ ! -x "$dev/bin/gpu_check" ]; then
        [ -f "$pack" ] || {
            echo "device_plan: $pack is missing (carry it; see \`prepare\`)" | tee -a "$summary" >&2
            exit 2
        }
        tar xJf "$pack" -C "$dev"
    fi
    if [ -d "$dev/golden" ]; then export GOLDEN=$dev/golden; fi
    echo "call $n: budget ${budget} s, unpacked after $((SECONDS - start)) s" >> "$summary"
    failed=0
    step() {
        local name=$1 kind=$2 settings=$3
        shift 3
        local left=$((budget - (SECONDS - start)))
        if [ $left -lt "$min_step" ]; then
            echo "$name: skipped ($left s left of $budget)" | tee -a "$summary"
            failed=1
            return
        fi
        local dirs=() vars=() s
        for v in "$@"; do dirs+=("$dev/$v"); done
        if [ "$settings" != - ]; then
            for s in $settings; do vars+=("${s//+/ }"); done
        fi
        mkdir -p "$logs/$name"
        echo "== $name: $kind ${settings//+/ } $* (timeout $((left - 10)) s)"
        local t0=$SECONDS rc=0
        env "${vars[@]}" timeout -k 5 $((left - 10)) bash "$here/device_ab.sh" "$kind" "$dev/bin" "$logs/$name" "${dirs[@]}" \
            > "$logs/$name/stdout.txt" 2> "$logs/$name/stderr.txt" || rc=$?
        local took=$((SECONDS - t0))
        tail -4 "$logs/$name/stdout.txt"
        case $rc in
        0) echo "$name: ok (${took} s)" | tee -a "$summary" ;;
        124 | 137) echo "$name: timed out after ${took} s" | tee -a "$summary"; failed=1 ;;
        *)
            echo "$name: failed (status $rc, ${took} s): $(tail -1 "$logs/$name/stderr.txt")" | tee -a "$summary"
            failed=1
            ;;
        esac
    }
    plan "$n"
    echo "call $n: done after $((SECONDS - start)) s" >> "$summary"
    exit $failed
    ;;
*)
    usage
    ;;
esac
