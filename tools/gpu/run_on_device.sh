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
#         full  tests + the microbenchmark + the GPU benchmarks (default)
#         parallel  install, then the parallel pool tests (tests/parallel: test_gpus.py with
#               test_one_worker_cuda_pool_gbm_equals_serial, a one-worker CUDA pool on the real GPU
#               against the serial loop; test_pool, test_parfor, test_threads, test_faults), one
#               at a time (each starts its own pools), then benchmarks/parallel/first.py on this
#               quiet host (2 workers, no GPUs: RUNMAT_PARALLEL_GPUS=0, RUNMAT_ACCEL=cpu):
#               pytest_parallel.log, parallel_first.json, bench.log. No dask-cuda here: the pool
#               is a LocalCluster giving its worker CUDA_VISIBLE_DEVICES (cluster._local_cluster).
#         auto  install, calibrate the offload planner, benchmarks/gpu/auto.py (--accel auto beside
#               the explicit gpuArray scripts and the CPU; auto_gpu.json, auto.log)
# PATCHES=1 (tests/full): after the tests of the tree as it is, apply tools/gpu/patches/*.patch
# (proposed changes to other owners' files; only this machine's copy changes), run the cuda
# tests again and benchmark the patched tree. PATCHES=1 (auto): the cases on the tree as it is
# (auto_before.json/.log), then on the patched tree with the same calibration (auto_gpu.json,
# auto.log; AUTO_PATCHES picks the patches); to get this mode itself from a patch, run
# `git apply --include=tools/gpu/run_on_device.sh P && PATCHES=1 bash tools/gpu/run_on_device.sh auto`. PYTEST_ARGS adds pytest options (default -n 8).
# CuPy's kernel cache lives in .cupy_cache (carry it to skip recompiling; it comes back as
# cupy_cache.tgz). Everything lands in $OUT (at most 8 files come back): setup.log,
# accel_info.json, pytest_gpu.log, pytest_patched.log, microbench.json, bench.log,
# bench_gpu.json, cupy_cache.tgz. BENCH_ARGS passes options to benchmarks/gpu/bench.py;
# DIAGNOSE=1 appends benchmarks/gpu/diagnose.py's per-operation table to bench.log.
set -uo pipefail
MODE="${1:-full}"
OUT="${OUT:-$PWD/.gpu-out}"
mkdir -p "$OUT"
export PYTHONUNBUFFERED=1 RUNMAT_ACCEL=cuda CUPY_CACHE_DIR="$PWD/.cupy_cache"
mkdir -p "$CUPY_CACHE_DIR"
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

run_pytest() {  # args: log name, pytest selection
  local log="$1"; shift
  # shellcheck disable=SC2086
  $PY -m pytest -q -rfEs ${PYTEST_ARGS:--n 8 --timeout 300} "$@" 2>&1 | tee "$OUT/$log" | tail -n 25
}

apply_patches() {
  for p in tools/gpu/patches/*.patch; do
    { git apply "$p" 2>/dev/null || patch -p1 --forward -s <"$p"; } && echo "applied $p" || echo "FAILED to apply $p"
  done
}

save_cache() { tar czf "$OUT/cupy_cache.tgz" -C "$CUPY_CACHE_DIR" . 2>/dev/null || true; }
trap save_cache EXIT

case "$MODE" in
  prep)
    step "provider tests"
    PYTEST_ARGS="${PYTEST_ARGS:- }" run_pytest pytest_gpu.log tests/gpu/test_cuda_provider.py tests/gpu/test_lazy_import.py
    step "microbenchmark"
    timeout 240 $PY benchmarks/gpu/microbench.py --json "$OUT/microbench.json" 2>&1 | tee -a "$OUT/setup.log"
    ;;
  tests|full)
    step "GPU tests: all of tests/gpu (the cuda-marked tests and the rest) and tests/accel"
    run_pytest pytest_gpu.log tests/gpu tests/accel
    if [ "${PATCHES:-0}" = 1 ]; then
      step "apply the proposed patches, cuda tests again"
      apply_patches
      export RUNMAT_BENCH_NOTE="tree with tools/gpu/patches/*.patch applied"
      run_pytest pytest_patched.log -m cuda tests/gpu
    fi
    if [ "$MODE" = full ]; then
      step "microbenchmark (per-call costs)"
      timeout 240 $PY benchmarks/gpu/microbench.py --profile --json "$OUT/microbench.json" 2>&1 | tee -a "$OUT/setup.log"
      step "GPU benchmarks"
      # shellcheck disable=SC2086
      $PY benchmarks/gpu/bench.py --json "$OUT/bench_gpu.json" ${BENCH_ARGS:-} 2>&1 | tee "$OUT/bench.log"
      if [ "${DIAGNOSE:-0}" = 1 ]; then
        step "per-operation costs" | tee -a "$OUT/bench.log"
        timeout 240 $PY benchmarks/gpu/diagnose.py 2>&1 | tee -a "$OUT/bench.log" | tail -n 45
      fi
    fi
    ;;
  parallel)
    step "parallel pool tests (cuda-marked GBM on a one-worker CUDA pool included)"
    $PY -c "import dask, distributed; print('dask', dask.__version__, 'distributed', distributed.__version__)" 2>&1 | tee -a "$OUT/setup.log"
    PYTEST_ARGS="${PYTEST_ARGS:---timeout 300 -p no:randomly}" run_pytest pytest_parallel.log \
      tests/parallel/test_gpus.py tests/parallel/test_pool.py tests/parallel/test_parfor.py \
      tests/parallel/test_threads.py tests/parallel/test_faults.py
    step "first parfor after parpool, quiet host (benchmarks/parallel/first.py)"
    RUNMAT_PARALLEL_GPUS=0 RUNMAT_ACCEL=cpu timeout 300 $PY benchmarks/parallel/first.py --rounds 3 2>&1 | tee "$OUT/bench.log"
    cp benchmarks/results/parallel_first.json "$OUT/parallel_first.json" 2>/dev/null || true
    ;;
  auto)
    CAL=--calibrate
    if [ "${PATCHES:-0}" = 1 ]; then
      step "offload planner, tree as it is: calibrate, then the cases (auto_before.json, auto_before.log)"
      # shellcheck disable=SC2086
      timeout 280 $PY benchmarks/gpu/auto.py --calibrate --json "$OUT/auto_before.json" ${AUTO_ARGS:-} 2>&1 | tee "$OUT/auto_before.log"
      step "apply the proposed patches (this script's own hunks are already in place)"
      for p in ${AUTO_PATCHES:-tools/gpu/patches/*.patch}; do
        git apply --exclude=tools/gpu/run_on_device.sh "$p" && echo "applied $p" || echo "FAILED to apply $p"
      done
      CAL=  # the calibration cached by the first run (same device, same calibration code)
    fi
    step "offload planner: calibrate, then the cases with no gpuArray in the script"
    # shellcheck disable=SC2086
    timeout 280 $PY benchmarks/gpu/auto.py $CAL --json "$OUT/auto_gpu.json" ${AUTO_ARGS:-} 2>&1 | tee "$OUT/auto.log"
    ;;
  *) echo "unknown mode $MODE (prep|tests|full|parallel|auto)"; exit 2 ;;
esac
step "done"
