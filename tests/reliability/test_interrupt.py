"""Ctrl-C: KeyboardInterrupt in Session.run and SIGINT in the CLI end with MATLAB's message,
the workspace intact."""

from __future__ import annotations

import _thread
import gc
import os
import signal
import subprocess
import sys
import threading
import time

import pytest

from runmat_builtins.errors import MException
from runmat_vm import Session, native
from runmat_vm.session import Interrupted

LOOPS = {
    "interpreted while": "x = 5; k = 0; while true, k = k + 1; end",
    "compiled for": "x = 5; s = 0; for i = 1:1e12, s = s + mod(i, 7); end",
    "builtin in a loop": "x = 5; while true, y = sum(rand(10)); end",
}


@pytest.fixture(autouse=True)
def _python_sigint_handler():
    """Ctrl-C as a fresh process has it: interrupt_main() does nothing while SIGINT is ignored or
    left to C (an earlier test's library may have set it so)."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, previous)


def _quiet_gc() -> None:
    """Collect pending garbage first: a KeyboardInterrupt that lands in a weakref callback the
    collector runs (a dead Thread leaving threading's WeakSet) is printed and dropped by Python."""
    gc.collect()


class _CtrlC:
    """Presses Ctrl-C after ``delay`` seconds and again every ``delay`` until stopped: Python can
    drop one interrupt (see _quiet_gc; the CLI's own handler re-raises it, runmat_vm.interrupts),
    and a dropped one must fail the test, not hang the suite."""

    def __init__(self, delay: float = 0.5) -> None:
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._press, args=(delay,), daemon=True)

    def _press(self, delay: float) -> None:
        while not self.stop.wait(delay):
            _thread.interrupt_main()

    def __enter__(self) -> "_CtrlC":
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        while True:  # a press that lands here, or is queued before the stop, is dropped
            try:
                self.stop.set()
                self.thread.join()
                for _ in range(1000):
                    pass
                return
            except KeyboardInterrupt:
                continue


NATIVE = ["off"] + (["force"] if native.available() else [])


@pytest.mark.parametrize("mode", NATIVE)
@pytest.mark.parametrize("src", LOOPS.values(), ids=list(LOOPS))
def test_keyboard_interrupt_in_run_is_operation_terminated(src, mode):
    # forced, the compiled for loop runs natively (the press may also land while it compiles)
    s = Session()
    _quiet_gc()
    with pytest.raises(MException) as e, native.use(mode), _CtrlC():
        s.run(src)
    err = e.value
    assert isinstance(err, Interrupted) and isinstance(err, KeyboardInterrupt)
    assert (err.identifier, err.message) == ("MATLAB:interrupt", "Operation terminated by user.")
    assert s.workspace["x"] == 5
    s.run("z = x + 1;")  # the session goes on
    assert s.workspace["z"] == 6


def test_matlab_try_catch_does_not_swallow_ctrl_c():
    s = Session()
    _quiet_gc()
    with pytest.raises(Interrupted), _CtrlC():
        s.run("try, while true, end, catch e, caught = 1; end")
    assert "caught" not in s.workspace


SPIN = {"while": "disp('started')\nwhile true\nend\n",
        # RUNMAT_NATIVE=force: a native for loop, compiled before 'started' (its first call)
        "native for": "spin(10);\ndisp('started')\nspin(1e12);\n"
                      "function s = spin(n)\n  s = 0;\n  for i = 1:n\n    s = s + mod(i, 7);\n  end\nend\n"}


@pytest.mark.parametrize("spin", list(SPIN))
def test_sigint_in_the_cli(tmp_path, spin):
    if spin == "native for" and not native.available():
        pytest.skip("numba not installed")
    f = tmp_path / "spin.m"
    f.write_text(SPIN[spin])
    exe = os.path.join(os.path.dirname(sys.executable), "runmat")
    env = dict(os.environ, RUNMAT_NATIVE="force" if spin == "native for" else "0",
               RUNMAT_CACHE_DIR=str(tmp_path / "cache"))
    p = subprocess.Popen([exe, "run", str(f)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        assert p.stdout.readline() == "started\n"
        time.sleep(0.3)
        p.send_signal(signal.SIGINT)
        out, err = p.communicate(timeout=30)
    finally:
        p.kill()
    assert p.returncode == 130
    assert "Operation terminated by user." in err
    assert "Traceback" not in err


def test_ctrl_c_ends_a_long_numpy_call_in_a_builtin_at_once():
    # NumPy's C loops do not look at signals: the body runs on a helper thread (runmat_builtins.apart)
    # and the main thread's wait is what Ctrl-C interrupts. A real SIGINT (it may reach any thread).
    s = Session()
    s.run("x = 5; A = rand(1500);")
    sent = []

    def send() -> None:
        sent.append(time.perf_counter())
        os.kill(os.getpid(), signal.SIGINT)

    timer = threading.Timer(0.3, send)
    timer.start()
    try:
        with pytest.raises(Interrupted):
            s.run("e = eig(A);")  # tens of GFLOP: seconds, far longer than the wait for Ctrl-C
        ended = time.perf_counter()
    finally:
        timer.cancel()
    assert sent and ended - sent[0] < 1.0
    assert s.workspace["x"] == 5 and "e" not in s.workspace
    s.run("z = x + 1;")
    assert s.workspace["z"] == 6


def test_a_small_call_stays_on_the_calling_thread(monkeypatch):
    from runmat_builtins import dispatch

    moved = []
    real = dispatch.run_apart

    def spy(invoke, args, nargout, ctx):
        moved.append(args)
        return real(invoke, args, nargout, ctx)

    monkeypatch.setattr(dispatch, "run_apart", spy)
    s = Session()
    s.run("y = sum(rand(100)); z = eig(magic(4));")
    assert moved == []
    s.run("w = eig(rand(600));")  # a large pure call does move
    assert len(moved) == 1


_TIMER_PROG = """
import io, signal, sys, threading, time, _thread
from runmat_vm import Session, jit, native


class Bound(BaseException):  # what the fuzz runner's CPU-time handler raises (runner.CaseTimeout)
    pass


def bound(*_):
    raise Bound()


tiers = {"interpreter": ("off", "off"), "compiled": ("force", "off")}
if native.available():
    tiers["native"] = ("on", "force")
loop = "s = 0; for i = 1:n, s = s + 1; end"
for tier, (j, nm) in tiers.items():
    for timer, signum in (("ITIMER_PROF", signal.SIGPROF), ("ITIMER_REAL", signal.SIGALRM)):
        for n in ("1e15", "3e302"):
            signal.signal(signum, bound)
            with jit.use(j), native.use(nm) as nt:
                s = Session(stdout=io.StringIO(), stderr=io.StringIO())
                s.run("n = 10; i = 0; x = 5;")
                s.run(loop)   # compiled here
                runs = nt.runs if nt is not None else 0
                s.run("n = " + n + ";")
                watchdog = threading.Timer(20.0, _thread.interrupt_main)   # a regression fails, never hangs
                watchdog.start()
                t0 = time.perf_counter()
                signal.setitimer(getattr(signal, timer), 0.2)
                try:
                    s.run(loop)
                    how = "finished"
                except Bound:
                    how = "bound"
                except BaseException as e:
                    how = type(e).__name__
                finally:
                    signal.setitimer(getattr(signal, timer), 0)
                    watchdog.cancel()
                wall = time.perf_counter() - t0
                native_stop = nt is not None and nt.runs == runs + 1
                s.run("z = x + 1;")
            print(tier, timer, n, how, round(wall, 2), native_stop, s.workspace["z"], flush=True)
"""


def test_a_timer_signal_handler_ends_a_long_for_loop():
    # a Python handler of SIGPROF (the fuzz runner's CPU-time bound) or SIGALRM that raises ends a
    # for loop over a huge range in every tier: a native loop polls for any pending signal (it
    # polled only for SIGINT, and `for i = 1:1e15` ran on past the bound until the worker was
    # killed); `for i = 1:3e302` runs natively too (it ran no iteration: an int64 overflow). In a
    # child process: a timer signal landing in OpenBLAS threads that an earlier test left busy can
    # hang this process's exit.
    env = dict(os.environ, OPENBLAS_NUM_THREADS="1")
    p = subprocess.run([sys.executable, "-c", _TIMER_PROG], capture_output=True, text=True, env=env, timeout=600)
    assert p.returncode == 0, p.stderr[-2000:]
    rows = [line.split() for line in p.stdout.splitlines()]
    assert len(rows) == 4 * (3 if native.available() else 2)
    for tier, timer, n, how, wall, native_stop, z in rows:
        assert how == "bound", (tier, timer, n, how)
        assert float(wall) < 10, (tier, timer, n, wall)   # 0.2 s of CPU or wall time; a loaded machine may starve it
        assert float(z) == 6                              # the session goes on
        if tier == "native":
            assert native_stop == "True", (timer, n)     # the native loop itself left at the signal
