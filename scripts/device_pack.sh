#!/usr/bin/env bash
# Pack what a device call needs into one compressed file, so that it fits the 64 MiB a call
# carries (PERFORMANCE.md's method; the device tool's limit counts the whole working tree).
#
#   scripts/device_pack.sh PACK BIN [NAME=DIR ...] [--bin NAME=DIR ...] [--golden DIR]
#
# PACK: the file to write (.tar.xz), e.g. .device/pack.tar.xz (ignored by git, named in the
# call's `carry`). BIN: the folder holding gpu_check and bench, built without LLVM:
#   cargo build --release --no-default-features --features cuda,generator --bin gpu_check --bin bench
# NAME=DIR: a generated folder (`deltagen gen --out DIR`, or the committed generated/), slimmed
# to what the GPU loads (scripts/slim_generated.py) and packed as NAME. --golden DIR: SGLang's
# golden files, packed as golden (device_ab.sh finds them with GOLDEN=.device/golden).
# --bin NAME=DIR: another folder's gpu_check and bench, packed as NAME, for a variant whose
# launch ABI differs from BIN's (device_ab.sh runs it as `.device/VARIANT@.device/NAME`).
#
# On the device: `tar xJf .device/pack.tar.xz -C .device` gives .device/bin, .device/NAME...
# The committed generated/ alone is about 82 MiB, more than a call carries: move it out of
# the checkout for the call (`mv generated /tmp/generated-held`, back after the call) and pack
# its slimmed copy as the base instead (`base=generated`). About 1.4 MiB a packed variant.
set -euo pipefail
usage() { awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"; exit 2; }
[ $# -ge 2 ] || usage
pack=$1 bin=$2
shift 2
here=$(cd "$(dirname "$0")" && pwd)
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
for exe in gpu_check bench; do
    [ -x "$bin/$exe" ] || { echo "device_pack: $bin/$exe is missing or not executable" >&2; exit 2; }
done
mkdir "$stage/bin"
cp "$bin/gpu_check" "$bin/bench" "$stage/bin/"
while [ $# -gt 0 ]; do
    case $1 in
    --golden)
        [ $# -ge 2 ] && [ -d "$2" ] || { echo "device_pack: --golden needs a folder" >&2; exit 2; }
        cp -r "$2" "$stage/golden"
        shift 2
        ;;
    --bin)
        [ $# -ge 2 ] && [[ $2 == *=* ]] || { echo "device_pack: --bin needs NAME=DIR" >&2; exit 2; }
        name=${2%%=*} dir=${2#*=}
        case $name in
        '' | bin | golden | */* | .*) echo "device_pack: bad name \`$name\` in \`$2\`" >&2; exit 2 ;;
        esac
        [ -e "$stage/$name" ] && { echo "device_pack: \`$name\` given twice" >&2; exit 2; }
        for exe in gpu_check bench; do
            [ -x "$dir/$exe" ] || { echo "device_pack: $dir/$exe is missing or not executable" >&2; exit 2; }
        done
        mkdir "$stage/$name"
        cp "$dir/gpu_check" "$dir/bench" "$stage/$name/"
        shift 2
        ;;
    *=*)
        name=${1%%=*} dir=${1#*=}
        case $name in
        '' | bin | golden | */* | .*) echo "device_pack: bad name \`$name\` in \`$1\`" >&2; exit 2 ;;
        esac
        [ -f "$dir/manifest.toml" ] || { echo "device_pack: $dir has no manifest.toml" >&2; exit 2; }
        [ -e "$stage/$name" ] && { echo "device_pack: \`$name\` given twice" >&2; exit 2; }
        python3 "$here/slim_generated.py" "$dir" "$stage/$name"
        shift
        ;;
    *)
        echo "device_pack: expected NAME=DIR, --bin NAME=DIR or --golden DIR, got \`$1\`" >&2
        exit 2
        ;;
    esac
done
mkdir -p "$(dirname "$pack")"
tar cJf "$pack" -C "$stage" .
echo "device_pack: $pack, $(du -h "$pack" | cut -f1)"
