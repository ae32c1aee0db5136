"""``--explain`` on the emulated device: per source line, where calls ran, fused kernels and the
bytes they read and wrote, transfers, host syncs, time and the bandwidth fraction, in the
report and in ``--telemetry-out`` (runmat_accel.explain, runmat_accel.roofline)."""

from __future__ import annotations

import io
import json

import pytest

from runmat_accel import explain, roofline, telemetry
from runmat_vm import Session
from runmat_vm.explain import install


@pytest.fixture
def bandwidth_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv(roofline.ENV, raising=False)
    roofline.forget()
    yield tmp_path
    roofline.forget()


def _explain(code: str):
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    telemetry.reset()
    explain.start()
    install(s)
    try:
        s.run(code)
    finally:
        rep = explain.stop()
    return s, rep, {ln.line: ln for ln in rep.lines}


def test_a_fused_chain_is_one_kernel_reading_and_writing_each_element_once(inprocess, bandwidth_cache):
    n = 100_000
    _, rep, lines = _explain(f"x = gpuArray(rand({n}, 1));\n"
                             "y = sin(x) .* 2 + 1;\n"
                             "z = gather(y);\n")
    up, chain, get = lines[1], lines[2], lines[3]
    assert up.uploads == 1 and up.upload_bytes == 8 * n and up.kernels == 0
    # the chain's three calls ran on the device, deferred into a graph: no kernel on their line
    assert chain.device_calls == 3 and chain.deferred == 3 and chain.kernels == 0 and chain.host_calls == 0
    assert {k: (v.calls, v.device_calls) for k, v in chain.ops.items()} == {"sin": (1, 1), "times": (1, 1), "plus": (1, 1)}
    # gather needs the value: one kernel computing the three calls, x read once and y written once
    assert get.kernels == 1 and get.ops_fused == 3
    assert get.kernel_bytes_read == 8 * n and get.kernel_bytes_written == 8 * n
    assert get.downloads == 1 and get.download_bytes == 8 * n and get.syncs == 1
    assert get.time_ns > 0 and get.achieved_bytes_per_s == pytest.approx(2 * 8 * n / (get.time_ns * 1e-9))
    assert get.bandwidth_fraction == pytest.approx(get.achieved_bytes_per_s / rep.bandwidth_bytes_per_s)
    assert rep.total.kernels == 1 and rep.total.kernel_bytes_read + rep.total.kernel_bytes_written == 2 * 8 * n


def test_a_reduction_of_a_chain_reads_its_operand_once(inprocess, bandwidth_cache):
    n = 50_000
    _, _, lines = _explain(f"x = gpuArray(single(rand({n}, 1)));\ny = exp(-x) + 1;\nr = gather(sum(y));\n")
    red = lines[3]
    assert red.kernels == 1 and red.reductions == 1
    assert red.kernel_bytes_read == 4 * n and red.kernel_bytes_written == 4  # a single-precision scalar


def test_a_gbm_loop_is_one_loop_kernel_on_the_line_that_reads_it(inprocess, bandwidth_cache):
    m = 2000
    code = (f"S = 100 * ones({m}, 1, 'single', 'gpuArray');\n"
            "for t = 1:32\n"
            f"    S = S .* exp(0.001 + 0.01 * randn({m}, 1, 'single', 'gpuArray'));\n"
            "end\n"
            "p = gather(mean(S));\n")
    _, rep, lines = _explain(code)
    body = lines[3]
    assert body.hits == 32 and body.kernels == 0 and body.deferred == body.device_calls == 32 * 5
    last = lines[5]
    # the loop inside mean's kernel (its epilogue), which writes S out too
    assert last.loops == 1 and last.kernels == 1 and last.reductions == 1
    assert last.kernel_bytes_written == 4 + 4 * m
    assert rep.total.kernels == 1


def test_host_lines_report_host_calls(inprocess, bandwidth_cache):
    _, _, lines = _explain("a = rand(3);\nb = a + 1;\n")
    assert lines[2].host_calls == 1 and lines[2].device_calls == 0 and lines[2].kernels == 0
    assert lines[2].ops["plus"].calls == 1 and lines[2].ops["plus"].device_calls == 0


def test_called_functions_are_explained_on_their_own_lines(inprocess, bandwidth_cache, tmp_path):
    fn = tmp_path / "twice_plus.m"
    fn.write_text("function y = twice_plus(x)\ny = 2 .* x;\ny = y + 1;\nend\n")
    s = Session(stdout=io.StringIO(), stderr=io.StringIO())
    s.add_path([str(tmp_path)])
    telemetry.reset()
    explain.start()
    install(s)
    s.run("z = gather(twice_plus(gpuArray([1 2 3])));")
    rep = explain.stop()
    mine = {ln.line: ln for ln in rep.lines if ln.file == str(fn)}
    assert mine[2].ops["times"].device_calls == 1 and mine[3].ops["plus"].device_calls == 1
    assert mine[2].source == "y = 2 .* x;"


def test_bandwidth_is_measured_once_and_cached(inprocess, bandwidth_cache):
    first = roofline.bandwidth(inprocess)
    assert first.source == "measured" and first.bytes_per_s > 1e8  # any host moves more than 100 MB/s
    path = roofline.cache_path(first.device)
    assert json.loads(path.read_text())["bytes_per_s"] == first.bytes_per_s
    roofline.forget()
    again = roofline.bandwidth(inprocess)
    assert again.source == "cached" and again.bytes_per_s == first.bytes_per_s


def test_cli_explain_prints_the_table_and_writes_it_into_telemetry_out(inprocess, tmp_path, monkeypatch, capsys):
    from runmat_vm.cli import run_code

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setenv(roofline.ENV, "1e10")
    out = tmp_path / "t.json"
    code = "x = gpuArray(rand(1000, 1)); y = x .* 2 + 1; r = gather(sum(y));"
    assert run_code(code, accel="inprocess", telemetry_out=out, explain=True) == 0
    err = capsys.readouterr().err
    assert "explain: per source line" in err and "10.0 GB/s, env" in err
    data = json.loads(out.read_text())["explain"]
    assert data["bandwidth_bytes_per_s"] == 1e10 and data["bandwidth_source"] == "env"
    (line,) = data["lines"]
    assert line["source"] == code and line["kernels"] == 1 and line["reductions"] == 1
    assert line["kernel_bytes_read"] == 8000 and line["kernel_bytes_written"] == 8
    assert line["ops"]["sum"]["device_calls"] == 1 and line["ops"]["gather"]["calls"] == 1


def test_a_loop_with_data_dependent_control_flow_syncs_once_per_test(inprocess, bandwidth_cache):
    # MATLAB needs the host value of each `if` condition: one download per iteration and line,
    # and nothing else (no flag reads: no domain check in the loop; the body's calls all deferred)
    code = ("S = 100 * ones(4000, 1, 'single', 'gpuArray');\n"
            "for t = 1:12\n"
            "    S = S .* exp(1e-4 + 0.01 * randn(4000, 1, 'single', 'gpuArray'));\n"
            "    if any(S < 0), break, end\n"
            "    m = max(S);\n"
            "    if m > 1e6, S = S / 2; end\n"
            "end\n")
    _, rep, lines = _explain(code)
    assert lines[3].syncs == 0 and lines[3].deferred == lines[3].device_calls == 12 * 5
    assert lines[4].downloads == 12 and lines[4].flag_reads == 0 and lines[4].syncs == 12
    assert lines[5].syncs == 0 and lines[5].reductions == 12
    assert lines[6].syncs == 12
    assert rep.total.syncs == 24
