"""The fuzz harness itself: generated loops always end, and a report's cases replay."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from pathlib import Path

from tools.fuzz import explain, runner, strategies

ROOT = Path(__file__).resolve().parents[2]


def test_no_generated_loop_resets_the_counter_of_a_loop_around_it():
    # a nested loop sharing its parent's counter resets it, and the parent never ends
    progs = runner.generate(150, 11, strategies.programs())
    nested = 0
    for src in progs:
        stack: list[str] = []  # the counter of each open block ('' for blocks other than while)
        for line in src.splitlines():
            m = re.match(r"^while .* & (n\d+_) < 3$", line)
            if m or line.startswith(("if ", "for ", "switch ", "try")) or line == "try":
                stack.append(m.group(1) if m else "")
            elif line == "end":
                stack.pop()
            elif (r := re.match(r"^(n\d+_) = 0;$", line)) is not None:
                nested += any(stack)
                assert r.group(1) not in stack, src
    assert nested >= 3  # the draw does nest loops (5 of 150 programs with this seed)


def test_replay_runs_the_cases_a_report_lists(tmp_path):
    report = {"findings": [
        {"signature": "internal|x|y", "count": 2, "examples": [
            {"kind": "internal", "family": "builtin", "source": "r1 = polyarea(0, 10, false(0, 1))\n"},
            {"kind": "internal", "family": "builtin", "source": "r1 = polyarea(0, 10, false(0, 1))\n"}]},
        {"signature": "timeout||over 5 s of CPU", "count": 1, "examples": [
            {"kind": "timeout", "family": "program", "source": "x = 1;\n"}]}]}
    assert runner.report_cases(report) == [
        ("builtin", "r1 = polyarea(0, 10, false(0, 1))\n", "internal"), ("program", "x = 1;\n", "timeout")]
    src, out = tmp_path / "in.json", tmp_path / "out.json"
    src.write_text(json.dumps(report))
    res = subprocess.run([sys.executable, "-m", "tools.fuzz", "--replay", str(src), "--jobs", "1",
                          "--report", str(out)], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert res.returncode == 0, res.stdout + res.stderr
    got = json.loads(out.read_text())
    assert got["cases"] == 2 and got["kinds"] == {"error": 1, "ok": 1}
    assert "internal -> error" in res.stdout and "timeout -> ok" in res.stdout


def test_batches_name_a_long_runs_batches():
    from tools.fuzz.__main__ import _batch_numbers

    assert _batch_numbers("3,47-50", 100) == [3, 47, 48, 49, 50]
    assert _batch_numbers("5,5,2", 10) == [2, 5]
    try:
        _batch_numbers("100", 100)
    except SystemExit as e:
        assert "0-99" in str(e)
    else:
        raise AssertionError("batch 100 of 100 accepted")


def test_an_internal_error_the_program_catches_is_counted(monkeypatch):
    # a Python error inside a builtin, caught by the program's own try/catch, ends the case
    # well; the runner still reports it (kind 'caught', a bug), with the place it came from
    import copy

    from runmat_builtins import dispatch
    from runmat_builtins.dispatch import call_builtin

    call_builtin("fliplr", 1.0)  # the entry loaded
    entry = copy.copy(dispatch._ENTRIES["fliplr"])

    def boom(args, nargout, ctx):
        raise ValueError("boom")

    object.__setattr__(entry, "invoke", boom)
    monkeypatch.setitem(dispatch._ENTRIES, "fliplr", entry)
    caught = runner.run_case("program", "try\n r = fliplr(1);\ncatch err\nend\nx = 1;\n", 5.0)
    assert (caught.kind, caught.identifier, caught.message) == ("caught", "RunMat:fliplr:internal", "ValueError: boom")
    assert "caught" in runner.BUGS
    loose = runner.run_case("program", "r = fliplr(1);\n", 5.0)
    assert loose.kind == "internal"
    # a program raising an identifier that looks internal itself is no finding
    own = runner.run_case("program", "try\n error('RunMat:x:internal', 'mine');\ncatch err\nend\n", 5.0)
    assert own.kind == "ok"


def test_shards_split_a_run_into_its_batches_and_their_reports_merge(tmp_path):
    # --shard K/N takes batches k % N == K of the run --cases/--seed describe: N shards on N
    # machines or cores are the same case set as the run in one process; --merge adds them up
    from tools.fuzz.__main__ import _shard, main

    assert _shard("3/16") == (3, 16)
    reports = []
    for k in range(2):
        rep = runner.Report()
        rep.add(runner.Outcome("ok", "program", f"x = {k};\n"))
        rep.add(runner.Outcome("timeout", "mutation", f"while true, {k}; end\n", where="over 5 s of CPU"))
        path = tmp_path / f"s{k}.json"
        path.write_text(json.dumps(rep.to_json()))
        reports.append(str(path))
    out = tmp_path / "all.json"
    assert main(["--merge", *reports, "--report", str(out)]) == 0
    merged = json.loads(out.read_text())
    assert merged["cases"] == 4 and merged["kinds"] == {"ok": 2, "timeout": 2}
    assert merged["findings"][0]["count"] == 2 and len(merged["findings"][0]["examples"]) == 2


def test_the_fuzz_run_pins_the_inprocess_device(monkeypatch):
    import os

    for k, v in runner.WORKER_ENV.items():  # restored after the test: pinning is for fuzz runs only
        monkeypatch.setenv(k, os.environ.get(k, v))
    monkeypatch.setenv("RUNMAT_ACCEL", "cuda")
    runner.pin_environment()
    assert os.environ["RUNMAT_ACCEL"] == "inprocess"


def test_timeout_reasons():
    # explained: what MATLAB would also spend the time on; anything else is a finding
    assert explain.classify("program", "x = rand(1000)", {"display": 10**6}) == "display of 1000000 elements"
    assert explain.classify("program", "for k = 1:n\nend", {"for": 1e12}) == "long for loop (1e+12 iterations)"
    assert explain.classify("mutation", "while b ~= 0\n b = b;\nend", {}) == "non-terminating loop"
    # a generated program bounds its while loops; a commented-out while explains nothing
    assert explain.classify("program", "while true\nend", {}) == explain.UNEXPLAINED
    assert explain.classify("mutation", "% while here\nx = 1;", {"for": 10}) == explain.UNEXPLAINED


def test_a_loop_statement_after_a_semicolon_or_comma_is_found():
    # issue 29: a one-line while after 'k = 0;' was an unexplained timeout (the loop was matched
    # only at the start of a line); a for range after ',' is counted too
    src = "k = 0; while k < 3, k = k -3.3e+244+ 1; end, k"
    assert explain.classify("mutation", src, {}) == "non-terminating loop"
    assert [m.group(2) for m in explain._FOR.finditer("x = 1; for i = 1:n, x = x + i; end")] == ["1:n"]
    assert [m.group(2) for m in explain._FOR.finditer("y = 2, parfor (j = 0:2:10)\nend")] == ["0:2:10"]
    # a word ending in 'while' or 'for' starts no loop
    assert explain.classify("mutation", "meanwhile = 1; before = 2;", {}) == explain.UNEXPLAINED
    assert list(explain._FOR.finditer("platform = 1:5;")) == []


def test_a_timeout_is_explained_from_the_session_it_ran_in(monkeypatch):
    import signal

    old = signal.signal(signal.SIGPROF, runner._alarm)
    try:
        loop = runner.run_case("mutation", "n = 1;\nwhile n > 0\n  n = n + 1;\nend\n", 0.3)
        assert (loop.kind, loop.where) == ("timeout", "over 0.3 s of CPU: non-terminating loop")
        # the range's end is a variable: counted in the session, not read from the text
        long_for = runner.run_case("program", "n = 1e12;\nfor k = 1:n\n  s = num2str(k);\nend\n", 0.3)
        assert long_for.where == "over 0.3 s of CPU: long for loop (1e+12 iterations)"
        slow = runner.run_case("program", "while true\n  x = num2str(1);\nend\n", 0.3)
        assert slow.where == "over 0.3 s of CPU: unexplained"
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, old)


def test_a_wait_in_a_loop_is_explained_and_ended_by_the_wall_clock_alarm():
    # issue 29: poll(q, 10) on an empty queue in a loop spends no CPU, so SIGPROF never came and
    # the worker was killed; the wall-clock alarm ends it as a timeout with its reason
    import signal

    src = ("q = parallel.pool.PollableDataQueue; parfor i = 1:3, send(q, i*10); end; total = 0; "
           "for k = 1:1251823, [d, ok] = poll(q, 10); total = total + d; end")
    assert explain.classify("mutation", src, {}) == "waiting in a loop"
    assert explain.classify("program", "while true\n  fetchNext(F, 5);\nend", {}) == "waiting in a loop"
    assert explain.classify("program", "for k = 1:3\n  pause(2);\nend", {}) == "waiting in a loop"
    # a wait with no timeout, or outside any loop, explains nothing
    assert explain.classify("program", "poll(q, 10); x = 1;", {}) == explain.UNEXPLAINED
    assert explain.classify("program", "for k = 1:3\n  wait(f);\nend", {}) == explain.UNEXPLAINED
    old = signal.signal(signal.SIGPROF, runner._alarm)
    try:
        t0 = time.perf_counter()
        o = runner.run_case("mutation", src, 0.2)
        assert time.perf_counter() - t0 < 10
        assert (o.kind, o.where) == ("timeout", "over 1.2 s of wall time, waiting: waiting in a loop")
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, old)


def test_deep_recursion_and_long_ode_integration_are_explained():
    # an exponential call tree of the case's own function (MATLAB takes as long: an endless
    # recursion is MATLAB:recursionLimit at once), an ODE solver over an astronomical interval
    import signal

    old = signal.signal(signal.SIGPROF, runner._alarm)
    try:
        from runmat_vm import native

        # (the interpreter's frames: a recursion inside the native tier shows no Python frames)
        with native.use("off"):
            fib = runner.run_case("program", "x = fib(60);\nfunction r = fib(n)\n  if n < 2\n    r = n;\n"
                                             "  else\n    r = fib(n - 1) + fib(n - 2);\n  end\nend\n", 0.5)
        assert re.fullmatch(r"over 0.5 s of CPU: recursion \(\d+ nested calls of fib\)", fib.where), fib.where
        ode = runner.run_case("mutation", "[t, y] = ode45(@(t, y) -5*(y - sin(t)), [0 1e12], 0);\n", 0.5)
        assert ode.where == "over 0.5 s of CPU: long ODE integration (interval 1e+12)"
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, old)
    assert explain.classify("program", "x = 1;", {"recursion": 3, "recursive": "f"}) == explain.UNEXPLAINED
    assert explain.classify("program", "x = 1;", {"ode": 100.0}) == explain.UNEXPLAINED
