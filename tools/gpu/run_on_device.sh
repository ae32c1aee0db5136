#!/usr/bin/env bash
# Run the GPU tests and benchmarks on the lent GPU machine (the `device` tool's `run`).
#
# That machine has no registry access: it has python3.12, numpy, cupy, pluggy, typer,
# rich, pytest, hypothesis, scipy and setuptools, and gets the rest as wheels carried in
# .whl (made here by ../shared/device/fetch-wheels.sh). Call it from the repository root:
#
#   run(command="bash tools/gpu/run_on_device.sh full", carry=[".whl"], timeout_s=600)
#
# Modes:  prep  install, `runmat accel info`, provider tests, CuPy microbenchmark
#         tests install, `runmat accel info`, the whole GPU test suite
#         full  tests + the GPU benchmarks (default)
# Everything it writes lands in $OUT (at most 8 files come back): setup.log,
# accel_info.json, pytest_gpu.log, pytest_gpu.xml, microbench.json, bench.log, bench_gpu.json.
# BENCH_ARGS passes options to benchmarks/gpu/bench.py (e.g. BENCH_ARGS="--quick").
set -uo pipefail
MODE="${1:-full}"
OUT="${OUT:-$PWD/.gpu-out}"
mkdir -p "$OUT"
export PYTHONUNBUFFERED=1 RUNMAT_ACCEL=cuda
SITE=/tmp/runmat-site
PY=python3

step() { echo "== $* ($(date +%T))"; }

step "install wheels and the project" | tee "$OUT/setup.log"
{
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader || true
  $PY -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target "$SITE" .whl/*.whl \
    && export PYTHONPATH="$SITE" \
    && $PY -m pip install -q --no-index --no-deps --no-build-isolation --no-cache-dir -e . \
    || { echo "INSTALL FAILED"; exit 2; }
  $PY -c "import cupy, numpy, runmat_accel; print('cupy', cupy.__version__, 'numpy', numpy.__version__)"
} >>"$OUT/setup.log" 2>&1 || { cat "$OUT/setup.log"; exit 2; }
export PYTHONPATH="$SITE"
tail -n 3 "$OUT/setup.log"

step "runmat accel info"
$PY -m runmat_vm.cli accel info --json >"$OUT/accel_info.json" 2>&1
$PY -m runmat_vm.cli accel info 2>&1 | tee -a "$OUT/setup.log"

run_pytest() {  # args: pytest selection
  $PY -m pytest -q -rs --junitxml="$OUT/pytest_gpu.xml" "$@" 2>&1 | tee "$OUT/pytest_gpu.log" | tail -n 40
}

case "$MODE" in
  prep)
    step "provider tests"
    run_pytest tests/gpu/test_cuda_provider.py tests/gpu/test_lazy_import.py
    step "microbenchmark"
    timeout 240 $PY benchmarks/gpu/microbench.py --json "$OUT/microbench.json" 2>&1 | tee -a "$OUT/setup.log"
    ;;
  tests|full)
    step "GPU tests: pytest -m cuda tests/gpu, then the rest of tests/gpu"
    run_pytest tests/gpu
    if [ "$MODE" = full ]; then
      step "GPU benchmarks"
      # shellcheck disable=SC2086
      $PY benchmarks/gpu/bench.py --json "$OUT/bench_gpu.json" ${BENCH_ARGS:-} 2>&1 | tee "$OUT/bench.log"
    fi
    ;;
  *) echo "unknown mode $MODE (prep|tests|full)"; exit 2 ;;
esac
step "done"
