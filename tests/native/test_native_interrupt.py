"""Ctrl-C reaches native code: a compiled loop polls for it and leaves at a statement boundary
with the workspace as the interpreter would have it there; the session then raises MATLAB's
interrupt error (the tests of tests/reliability/test_interrupt.py run with the tier forced too)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap

import pytest

from runmat_vm import Session, jit, native
from runmat_vm.session import Interrupted
from tests.reliability.test_interrupt import _CtrlC, _python_sigint_handler, _quiet_gc  # noqa: F401

pytestmark = pytest.mark.skipif(not native.available(), reason="numba not installed")

LOOP = "for i = 1:n\n  s = s + 1;\n  A(mod(i, 3) + 1) = i;\nend"


def test_ctrl_c_leaves_a_native_loop_at_a_statement_boundary():
    s = Session()
    with jit.use("on"), native.use("force") as nt:
        s.run("x = 5; s = 0; A = zeros(1, 3); n = 10; i = 0;")
        s.run(LOOP)   # compiled here
        runs = nt.runs
        s.run("s = 0; n = 1e12;")
        _quiet_gc()
        with pytest.raises(Interrupted) as e, _CtrlC():
            s.run(LOOP)
    assert nt.runs == runs + 1 and nt.fallbacks == 0    # it was the native loop that stopped
    assert (e.value.identifier, e.value.message) == ("MATLAB:interrupt", "Operation terminated by user.")
    ws = s.workspace
    i = ws["i"]
    assert i > 1e4 and ws["s"] == i - 1               # stopped at the top of iteration i
    a = ws["A"].ravel()
    assert (i - 1) in a and max(a) == i - 1
    s.run("z = x + 1;")
    assert s.workspace["z"] == 6


def test_ctrl_c_in_a_native_callee_leaves_the_calling_loop_before_its_statement():
    code = ("for k = 1:3\n  t = count(k, lim);\nend\n"
            "function r = count(n, lim)\n  r = n;\n  while r < lim\n    r = r + 1;\n  end\nend\n")
    s = Session()
    with jit.use("on"), native.use("force") as nt:
        s.run("t = 0; k = 0; lim = 10;")
        s.run(code)   # compiled here
        runs = nt.runs
        s.run("t = 0; lim = 1e15;")
        _quiet_gc()
        with pytest.raises(Interrupted), _CtrlC():
            s.run(code)
    assert nt.runs == runs + 1
    assert s.workspace["k"] == 1 and s.workspace["t"] == 0


def test_sigint_stops_a_native_loop_in_another_process(tmp_path):
    # a real SIGINT (not interrupt_main) to a process spinning in a compiled 1e12-iteration loop
    prog = textwrap.dedent("""
        import sys
        from runmat_vm import Session, native
        from runmat_vm.session import Interrupted
        nt = native.configure("force")
        s = Session()
        loop = "s = 0; for i = 1:n, s = s + mod(i, 7); end"
        s.run("n = 10; i = 0;"); s.run(loop)
        print("started", flush=True)
        try:
            s.run("n = 1e12;"); s.run(loop)
        except Interrupted as e:
            w = s.workspace
            k = int(w["i"]) - 1
            print(e.identifier, nt.runs, w["s"] == 3 * (k // 7) * 7 + sum(range(1, k % 7 + 1)), flush=True)
    """)
    env = dict(os.environ, RUNMAT_CACHE_DIR=str(tmp_path / "cache"))
    p = subprocess.Popen([sys.executable, "-c", prog], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        assert p.stdout.readline() == "started\n"
        import time

        time.sleep(0.5)
        p.send_signal(signal.SIGINT)
        out, err = p.communicate(timeout=60)
    finally:
        p.kill()
    assert out.split() == ["MATLAB:interrupt", "2", "True"], err


FIB = ("r = fib(n);\n"
       "function r = fib(n)\n  if n < 2\n    r = n;\n  else\n    r = fib(n - 1) + fib(n - 2);\n  end\nend\n")


def test_ctrl_c_stops_native_recursion_without_loops():
    # a function in a call cycle polls at its entry (fib(80) would run for centuries)
    s = Session()
    with jit.use("on"), native.use("force") as nt:
        s.run("n = 10;")
        s.run(FIB)   # compiled here
        assert s.workspace["r"] == 55.0
        runs = nt.runs
        s.run("clear r; n = 80;")
        _quiet_gc()
        with pytest.raises(Interrupted), _CtrlC():
            s.run(FIB)
    assert nt.runs == runs + 1 and nt.fallbacks == 0   # the native run stopped
    assert "r" not in s.workspace


def test_only_a_function_in_a_call_cycle_polls_at_its_entry():
    # a function outside any cycle runs a bounded number of instructions between the polls of
    # the loops (or the recursion) that call it: no entry poll, which cost a counter's update per call
    from runmat_vm.native import build
    from runmat_vm.native import kinds as K

    s = Session()
    s.run("n = 3;")
    s.run(FIB + "function y = step(k)\n  y = k / 3;\nend\n")
    world = build.World(s)
    fib = world.function_unit(s.resolve("fib").code, (K.F8,))
    step = world.function_unit(s.resolve("step").code, (K.F8,))
    assert "_interrupted()" in build.render(fib)[0]
    assert "_interrupted()" not in build.render(step)[0]
