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
# when its stamp names the same commit and fields and the tree is clean); each patched
# variant (PATCHED below: the source with a measurement patch of scripts/measure applied)
# with the patch applied, the generator rebuilt (BUILD, default `cargo build --release
# --features generator --bin deltagen`) and `deltagen gen --schedule FIELDS` (`+none`, the
# committed schedules, where the word names none), the patch reverted whatever happens, and
# the generator rebuilt once more at the end; that needs a tree with no change to a tracked
# file. Then scripts/device_pack.sh packs the binaries, SGLang's golden files, the committed
# generated/ (as `base`), every variant and every EXTRA folder into PACK. EXTRA:
# space-separated NAME=DIR, generated folders made otherwise and packed as they are.
# Environment: DELTAGEN (default target/release/deltagen, built with the generator), BIN
# (default target/release: gpu_check and bench, built without LLVM with
# `--no-default-features --features cuda,generator`), GEN_ROOT (default /tmp/deltagen-plan),
# PACK (default .device/pack.tar.xz), GOLDEN (default shared/golden, then ../shared/golden),
# PLAN_VARIANTS and PLAN_PATCHED (words in place of the plan's VARIANTS and PATCHED below,
# for list and prepare: a lever not yet in the plan is packed beside the base, and
# device_ab.sh checks and times it as .device/NAME).
#
# The checkout is larger than a device call carries: move generated/ out for the call
# (`mv generated /tmp/generated-held`; back with `mv /tmp/generated-held generated` right
# after), carry .device/pack.tar.xz, and run `bash scripts/device_plan.sh call 1 $OUT`.
#
# call: unpacks PACK into .device once, then runs the call's steps in order through
# scripts/device_ab.sh, each under `timeout` with what is left of BUDGET seconds (default
# 560, counted from the script's start, less 10 s kept for the logs; a step is skipped when
# fewer than MIN_STEP seconds are left, default 40).
# A failed or timed-out step is recorded and the next one runs. A step whose settings say
# ONLY=WORD runs only on a GPU whose name (DEVICE_GPU, default nvidia-smi's) contains WORD,
# and is otherwise skipped without counting as a failure. The logs of every step,
# and summary.txt (one line a step: ok, failed, timed out or skipped, and its seconds),
# always end up in OUT/logs.tgz (a device call returns at most 8 files), and summary.txt
# also in OUT. Exit status: 0 when every step was ok (or skipped for its GPU), 1 otherwise.
set -euo pipefail
usage() { awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"; exit 2; }

# The variants: NAME=FIELDS as `deltagen gen --schedule` takes them. A `+FIELDS` variant is
# each instance's committed schedule plus FIELDS (PERFORMANCE.md version 29). The variants
# of versions 27 to 48 were measured and left the list (PERFORMANCE.md says which were
# committed where they paid; version 49 set `prefetch_ahead` in the bf16 pool's
# many-request snapshot and decode instances). PLAN_VARIANTS replaces the list.
VARIANTS=${PLAN_VARIANTS-}

# The patched variants: NAME=PATCH[@FIELDS], PATCH a measurement patch of scripts/measure
# (never applied on main), FIELDS as above. `nobounds`: the committed kernels without
# issue 12's bounds; `noahead`: without `prefetch_ahead` (the kernels before version 49, which
# timed it on an H100 only); `fewsnap`: an f32 pool's snapshot verify of 2 to 12 requests
# from 8 draft tokens on `bv8w4c2` (a finer grid for 8x16). PLAN_PATCHED replaces the list.
PATCHED=${PLAN_PATCHED-nobounds=scripts/measure/no_bounds.patch noahead=scripts/measure/no_ahead.patch fewsnap=scripts/measure/few_snapshot.patch}

# The calls. `step NAME KIND SETTINGS VARIANT...`: KIND is device_ab.sh's check or bench;
# SETTINGS are its environment as VAR=VALUE words ("-" for none), `+` standing for a space
# inside a value (CHECKS=golden+hostile). A bench's first variant is its base. Version 49
# checked the committed kernels on an H200 in full; call 1 checks them again on whatever
# card comes (the summary records which), times what version 49 changed, and checks and
# times `fewsnap`; call 2 times the bounds and version 49's change with `--pdl` and
# `--between`.
plan() {
    case $1 in
    1)
        step check-base check "CHECKS=quick+golden" base
        step bench-ahead bench "RUNS=5 SHAPES=2x4,8x4,25x4,64x4,8x16" base noahead
        step check-few check "CHECKS=quick+golden" fewsnap
        step bench-few bench "RUNS=5 SHAPES=8x4,2x16,8x8,8x16,12x16" base fewsnap
        ;;
    2)
        step bench-bounds bench "RUNS=5 SHAPES=1x4,2x4,8x4,25x4,64x4" base nobounds
        step bench-pdl bench "RUNS=3 SHAPES=8x4,25x4,64x4 BENCH_ARGS=--pdl" base noahead
        step bench-between bench "RUNS=3 SHAPES=25x4,64x4 BENCH_ARGS=--between" base noahead
        ;;
    *) return 1 ;;
    esac
}
CALLS="1 2"

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
    echo "patched (NAME=PATCH@FIELDS; made at prepare with the patch applied):"
    for v in $PATCHED; do echo "  $v"; done
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
    for x in ${EXTRA:-}; do
        case $x in
        ?*=?*) ;;
        *) echo "device_plan: EXTRA takes NAME=DIR words, got \`$x\`" >&2; exit 2 ;;
        esac
        [ -f "${x#*=}/manifest.toml" ] || { echo "device_plan: EXTRA ${x%%=*}: ${x#*=} has no manifest.toml" >&2; exit 2; }
        echo "device_plan: ${x%%=*}: packed from ${x#*=} (EXTRA)"
        args+=("$x")
    done
    # The patched variants: checked first (a patch that does not apply, or a change to a
    # tracked file, stops here with nothing applied), then made one at a time.
    build=${BUILD:-cargo build --release --features generator --bin deltagen}
    patched=()
    if [ -n "${PATCHED// /}" ] && ! git diff --quiet HEAD -- 2> /dev/null; then
        echo "device_plan: the patched variants need a git checkout without changes to tracked files (git apply edits them); commit or stash first" >&2
        exit 2
    fi
    for v in $PATCHED; do
        name=${v%%=*} rest=${v#*=}
        patch=${rest%%@*} fields=+none
        [ "$rest" = "$patch" ] || fields=${rest#*@}
        case $v in
        ?*=?*) ;;
        *) echo "device_plan: a patched variant is NAME=PATCH[@FIELDS], got \`$v\`" >&2; exit 2 ;;
        esac
        [ -f "$patch" ] || { echo "device_plan: $name: no patch $patch" >&2; exit 2; }
        git apply --check "$patch" 2> /dev/null || {
            echo "device_plan: $name: $patch no longer applies to the tree; remake it (its header says how)" >&2
            exit 2
        }
        patched+=("$name" "$patch" "$fields")
    done
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
    applied= patched_generator=no
    revert() {
        if [ -n "$applied" ]; then
            git apply -R "$applied" || echo "device_plan: could not revert $applied; run \`git apply -R $applied\`" >&2
            applied=
        fi
    }
    leave() {
        revert
        if [ $patched_generator = yes ]; then
            echo "device_plan: warning: $deltagen may be a build with a measurement patch; rebuild it: $build" >&2
        fi
    }
    trap 'leave' EXIT
    trap 'leave; exit 130' INT TERM
    for ((i = 0; i < ${#patched[@]}; i += 3)); do
        name=${patched[i]} patch=${patched[i + 1]} fields=${patched[i + 2]}
        dir=$root/$name
        stamp="$head $(git hash-object "$patch") $fields"
        if [ -f "$dir/manifest.toml" ] && [ "$(cat "$dir/.plan-stamp" 2> /dev/null)" = "$stamp" ]; then
            echo "device_plan: $name ($patch, $fields): reused $dir (commit $head)"
        else
            echo "device_plan: $name: git apply $patch; $build; deltagen gen --schedule $fields --out $dir"
            rm -rf "$dir"
            git apply "$patch"
            applied=$patch
            patched_generator=yes
            bash -c "$build" || { echo "device_plan: $name: the build with $patch failed" >&2; exit 1; }
            "$deltagen" gen --schedule "$fields" --out "$dir"
            revert
            [ -f "$dir/manifest.toml" ] || { echo "device_plan: $dir has no manifest.toml after gen" >&2; exit 1; }
            echo "$stamp" > "$dir/.plan-stamp"
        fi
        args+=("$name=$dir")
    done
    if [ $patched_generator = yes ]; then
        echo "device_plan: the generator back without the patches: $build"
        bash -c "$build" || { echo "device_plan: the build of the tree as committed failed" >&2; exit 1; }
        patched_generator=no
    fi
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
    gpu=${DEVICE_GPU-$(nvidia-smi --query-gpu=name --format=csv,noheader 2> /dev/null | head -1 || true)}
    echo "call $n: budget ${budget} s, unpacked after $((SECONDS - start)) s, GPU ${gpu:-unknown}" >> "$summary"
    failed=0
    step() {
        local name=$1 kind=$2 settings=$3
        shift 3
        local left=$((budget - (SECONDS - start)))
        # One pass over the settings: ONLY= names the GPU, the rest is device_ab.sh's
        # environment (`+` standing for a space inside a value).
        local only= dirs=() vars=() s
        if [ "$settings" != - ]; then
            for s in $settings; do
                case $s in
                ONLY=*) only=${s#ONLY=} ;;
                *) vars+=("${s//+/ }") ;;
                esac
            done
        fi
        if [ -n "$only" ]; then
            case $gpu in
            *"$only"*) ;;
            *)
                echo "$name: skipped (the GPU is ${gpu:-unknown}; the step is for $only)" | tee -a "$summary"
                return
                ;;
            esac
        fi
        if [ $left -lt "$min_step" ]; then
            echo "$name: skipped ($left s left of $budget)" | tee -a "$summary"
            failed=1
            return
        fi
        for v in "$@"; do dirs+=("$dev/$v"); done
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
