"""Tier-up policy, versions per entry signature, fallback, telemetry, resolver, CLI."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from runmat_builtins import MException
from runmat_vm import Session, jit
from runmat_vm.jit import codegen

from test_jit_semantics import CASES

FIB = "function r = fib(n)\n  if n < 2\n    r = n;\n  else\n    r = fib(n - 1) + fib(n - 2);\n  end\nend\n"


def _session() -> Session:
    return Session(stdout=io.StringIO(), stderr=io.StringIO())


@pytest.mark.parametrize("name", sorted(CASES))
def test_force_compiles_every_case_without_declining(name):
    with jit.use("force") as t:
        try:
            _session().run(CASES[name])
        except MException:
            pass
    assert t.compiled > 0
    assert t.declined == 0


def test_function_tiers_up_after_threshold_calls():
    with jit.use("on", threshold=3):
        s = _session()
        s.run(FIB)
        fd = s.resolve("fib")
        s.run("a = fib(1); b = fib(1);")
        assert fd.code.jit.whole.versions == {}
        s.run("c = fib(10);")
        assert s.workspace["c"] == 55.0
        assert len(fd.code.jit.whole.versions) == 1


def test_off_never_compiles():
    with jit.use("off"):
        s = _session()
        s.run(FIB + "")
        s.run("c = fib(10); s = 0; for i = 1:5000, s = s + i; end")
        assert s.resolve("fib").code.jit is None
        assert s.workspace["s"] == 12502500.0


def test_long_loop_compiles_at_entry_and_while_at_back_edge():
    with jit.use("on", loop_iters=100) as t:
        s = _session()
        s.run("s = 0; for i = 1:1000, s = s + i; end")
        assert t.compiled == 1
        s.run("k = 0; while k < 1000, k = k + 1; end")
        assert t.compiled == 2
        assert s.workspace["k"] == 1000.0 and s.workspace["s"] == 500500.0


def test_one_version_per_argument_class_signature():
    with jit.use("force"):
        s = _session()
        s.run("function y = twice(x)\n  y = x + x;\nend\n")
        s.run("a = twice(2); b = twice([1 2]); c = twice(true); d = twice(3);")
        assert s.workspace["a"] == 4.0 and s.workspace["c"] == 2.0
        assert list(s.workspace["b"].ravel()) == [2.0, 4.0]
        assert len(s.resolve("twice").code.jit.whole.versions) == 3


def test_unsupported_code_falls_back_to_interpreter(monkeypatch):
    def refuse(self, *a, **k):
        raise codegen.Unsupported("test")

    monkeypatch.setattr(codegen.Generator, "function", refuse)
    monkeypatch.setattr(codegen.Generator, "region", refuse)
    with jit.use("force") as t:
        s = _session()
        s.run(FIB + "")
        s.run("x = fib(12); for i = 1:3, x = x + i; end")
        assert s.workspace["x"] == 150.0
    assert t.compiled == 0 and t.declined >= 2


def test_generator_bug_never_reaches_the_user(monkeypatch):
    def broken(self, *a, **k):
        raise KeyError("boom")

    monkeypatch.setattr(codegen.Generator, "function", broken)
    with jit.use("force") as t:
        s = _session()
        s.run("y = 0; for i = 1:3, y = y + i; end")
        assert s.workspace["y"] == 6.0
    assert t.declined >= 1 and t.compiled == 1  # the whole chunk declined (internal error), its loop compiled


def test_builtin_telemetry_counts_are_exact_when_compiled():
    from runmat_accel import telemetry

    counts = {}
    for mode in ("off", "force"):
        with jit.use(mode):
            telemetry.reset()
            _session().run("y = 0; for i = 1:300, y = y + sin(i) + abs(-i); end")
            snap = telemetry.snapshot().model_dump()
            counts[mode] = (snap["calls"], {k: v["calls"] for k, v in snap["builtins"].items()})
    assert counts["off"] == counts["force"]
    per = counts["force"][1]
    assert per["sin"] == 300 and per["abs"] == 300


@pytest.mark.parametrize("mode", ["off", "on", "force"])
def test_user_calls_run_without_a_resolver_body(mode):
    with jit.use(mode, threshold=1):
        s = _session()
        asked = []

        def resolver(fn):
            asked.append(fn.name)
            return None

        s.resolver = resolver
        s.run("r = 0; for i = 1:5, r = r + twice(i); end\nfunction y = twice(x)\n  y = 2 * x;\nend\n")
        assert s.workspace["r"] == 30.0
        assert asked and set(asked) == {"twice"}


def test_resolver_body_is_used_by_compiled_calls():
    with jit.use("force"):
        s = _session()
        s.run("function y = one()\n  y = 1;\nend\nfunction y = two()\n  y = 2;\nend\n")
        two = s.resolve("two")
        s.resolver = lambda fn: two.code if fn.name == "one" else None
        s.run("v = 0; for i = 1:3, v = v + one(); end")
        assert s.workspace["v"] == 6.0


def _cli(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    import os

    return subprocess.run([sys.executable, "-m", "runmat_vm.cli", *args], capture_output=True, text=True,
                          env={**os.environ, **(env or {})})


def test_cli_flags_and_compiled_disasm(tmp_path):
    f = tmp_path / "loop.m"
    f.write_text("s = 0;\nfor i = 1:10\n  s = s + i / 2;\nend\ndisp(s)\n")
    for flag in ("--jit", "--no-jit"):
        p = _cli("run", flag, str(f))
        assert p.returncode == 0 and p.stdout == "27.500\n", p.stderr
    p = _cli("eval", "--no-jit", "disp(1/0)", env={"RUNMAT_JIT": "force"})
    assert p.stdout == "Inf\n"
    p = _cli("disasm", "--compiled", str(f))
    assert p.returncode == 0
    assert "def _m__script_(frame, R):" in p.stdout and "for _v" in p.stdout
    assert "Traceback" not in p.stderr


def test_invariant_element_write_checks_are_hoisted(tmp_path):
    """A 2-D fill's inner loop tests only its varying subscript: the array and the row subscript are
    checked once before it (codegen.hoist_plan), and a body that may reach the array keeps every check."""
    f = tmp_path / "fill.m"
    f.write_text("A = zeros(4);\nfor i = 1:4\n  for j = 1:4\n    A(i, j) = i * j;\n  end\nend\n"
                 "B = zeros(4);\nfor i = 1:4\n  for j = 1:4\n    B(i, j) = i * j;\n    C = B;\n  end\nend\n")
    p = _cli("disasm", "--compiled", str(f))
    assert p.returncode == 0, p.stderr
    import re

    assert len(re.findall(r"_h\d+ = v(\d+) is _a\1 and 1\.0 <= v\d+ <= _m\1 and", p.stdout)) == 1
    # the column is the inner loop's variable: its whole range is checked before the loop too
    assert len(re.findall(r"int_range_within\(1\.0, 1\.0, 4\.0, _n\d+\)", p.stdout)) == 1
    # and the store writes the column through an integer counter run beside the range
    assert len(re.findall(r"for _k(\d+), _v\1 in zip\(count\(_k0\1, _kd\1\), _it\1\):", p.stdout)) == 1
    assert len(re.findall(r"if _h\d+:\n\s+_w\d+\[_r\d+_0, _k\d+\] = ", p.stdout)) == 1


def test_pure_leaf_callee_is_inlined(tmp_path):
    """A call to a leaf whose compiled body is plain arithmetic runs it on the argument values
    (no entry, no frame); the entry stays for the other cases, and a callee that calls is not inlined."""
    f = tmp_path / "calls.m"
    f.write_text("s = 0;\nfor k = 1:5\n  s = s + sq(k) + tw(k);\nend\ndisp(s)\n"
                 "function y = sq(x)\n  y = x * x;\nend\nfunction y = tw(x)\n  y = sq(x) + numel(x);\nend\n")
    p = _cli("disasm", "--compiled", str(f))
    assert p.returncode == 0, p.stderr
    import re

    assert re.search(r"sess\.resolver is None and sess\.depth < LIMIT and \(_o := L\d+\(_rg, v\d+\)\) is not UNDEF",
                     p.stdout)
    script = p.stdout.split("# compiled function")[0]
    assert len(re.findall(r"_o := L\d+\(", script)) == 1 and "numel" in p.stdout
    p = _cli("run", str(f))
    assert p.returncode == 0 and p.stdout == "115\n", p.stderr


@pytest.mark.parametrize("rng", ["1:6", "2:2:6", "6:-1:1", "3:3", "1:0"])
def test_counter_store_writes_the_range_values(tmp_path, rng):
    """A hoisted store whose column is the loop variable writes through a counter: every range
    (strided, descending, single, empty) fills the same elements as the interpreter."""
    f = tmp_path / "fill.m"
    f.write_text(f"A = zeros(3, 6);\nfor i = 1:3\n  for j = {rng}\n    A(i, j) = 10 * i + j;\n  end\nend\ndisp(A)\n")
    outs = {}
    for mode in ("0", "force"):
        p = _cli("run", str(f), env={"RUNMAT_JIT": mode})
        assert p.returncode == 0, p.stderr
        outs[mode] = p.stdout
    assert outs["0"] == outs["force"] and outs["0"].strip()
