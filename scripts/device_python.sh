#!/usr/bin/env bash
# The Python package on a GPU machine with torch: install a wheel without the network and
# run every example and test of the package against it, each under a timeout; the logs and a
# summary (one line a script: ok, failed with its status, or timed out) go to OUT.
#
#   scripts/device_python.sh WHEEL OUT [GOLDEN_DIR]
#
# WHEEL: built on the build machine with `pip wheel --no-deps -w DIR ./python` (tagged
# py3-none-<platform>: it installs into any Python 3). It is installed with `pip install
# --no-deps --no-index --target OUT/site-packages`, so the machine's own torch is used. GOLDEN_DIR
# (default tests/golden): SGLang's golden files for examples/python/sglang_golden.py. Run
# from the checkout's root (the scripts are read from it); the generated/ folder is not
# needed (the wheel holds the kernels). Environment: STEP_TIMEOUT (seconds a script, default
# 150). Exit status: 0 when every script passed, 1 otherwise, 2 for bad arguments.
set -uo pipefail
usage() { awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"; exit 2; }
[ $# -ge 2 ] && [ $# -le 3 ] || usage
wheel=$1 out=$2 golden=${3:-tests/golden}
[ -f "$wheel" ] || { echo "device_python: no wheel at $wheel" >&2; exit 2; }
[ -f python/tests/smoke.py ] || { echo "device_python: run from the checkout's root" >&2; exit 2; }
case ${STEP_TIMEOUT:-150} in '' | *[!0-9]*) echo "device_python: STEP_TIMEOUT must be a whole number" >&2; exit 2 ;; esac
[ -f "$golden/gdn-verify-v1.json" ] || { echo "device_python: no golden files in $golden" >&2; exit 2; }
golden=$(cd "$golden" && pwd)
mkdir -p "$out"
out=$(cd "$out" && pwd)
root=$(pwd)
summary=$out/summary.txt
: > "$summary"
# The machine's pip, or a venv's where python3 has none (the venv only installs; the scripts
# run on python3 and its torch).
pip=(python3 -m pip)
if ! python3 -m pip --version > /dev/null 2>&1; then
    python3 -m venv "$out/venv" > "$out/pip.txt" 2>&1 && pip=("$out/venv/bin/python" -m pip)
fi
if ! "${pip[@]}" install --no-deps --no-index --quiet --target "$out/site-packages" "$wheel" >> "$out/pip.txt" 2>&1; then
    echo "pip: failed: $(tail -1 "$out/pip.txt")" | tee -a "$summary"
    exit 1
fi
site=$out/site-packages
lib=$(ls "$site"/deltagen/libdeltagen*.so 2> /dev/null | head -1)
gen=$site/deltagen/generated
# hostile_cu_seqlens.py reads the ctypes mirrors beside the kernels, as in generated/.
mkdir -p "$gen/python" && cp "$site/deltagen/_abi.py" "$gen/python/deltagen_abi.py"
failed=0
run() {
    local name=$1
    shift
    local rc=0
    # From outside the checkout, so that `import deltagen` finds the installed wheel.
    (cd "$out" && PYTHONPATH=$site timeout -k 5 "${STEP_TIMEOUT:-150}" python3 "$@") > "$out/$name.txt" 2>&1 || rc=$?
    local line
    case $rc in
    0) line="$name: ok: $(tail -1 "$out/$name.txt")" ;;
    124 | 137) line="$name: timed out after ${STEP_TIMEOUT:-150} s"; failed=1 ;;
    *) line="$name: failed (status $rc): $(tail -1 "$out/$name.txt")"; failed=1 ;;
    esac
    echo "${line:0:240}" | tee -a "$summary"
}
run smoke "$root/python/tests/smoke.py"
run torch_ops "$root/python/tests/torch_ops.py"
run capi "$root/examples/python/capi_smoke.py" "$lib" "$gen"
run dropins "$root/examples/python/sglang_dropins.py"
run golden "$root/examples/python/sglang_golden.py" "$golden/gdn-verify-v1.json" "$golden/gdn-verify-v2.json"
for demo in replay_commit_demo fold_demo engine_demo tree_demo kda_gate_check; do
    run "$demo" "$root/examples/python/$demo.py"
done
for c in 0 1 2 3 4; do
    run "hostile_cu_seqlens$c" "$root/examples/python/hostile_cu_seqlens.py" "$lib" "$gen" "$c"
done
exit $failed
