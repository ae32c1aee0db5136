"""Ctrl-C: KeyboardInterrupt in Session.run and SIGINT in the CLI end with MATLAB's message,
the workspace intact."""

from __future__ import annotations

import _thread
import os
import signal
import subprocess
import sys
import threading
import time

import pytest

from runmat_builtins.errors import MException
from runmat_vm import Session
from runmat_vm.session import Interrupted

LOOPS = {
    "interpreted while": "x = 5; k = 0; while true, k = k + 1; end",
    "compiled for": "x = 5; s = 0; for i = 1:1e12, s = s + mod(i, 7); end",
    "builtin in a loop": "x = 5; while true, y = sum(rand(10)); end",
}


@pytest.mark.parametrize("src", LOOPS.values(), ids=list(LOOPS))
def test_keyboard_interrupt_in_run_is_operation_terminated(src):
    s = Session()
    timer = threading.Timer(0.5, _thread.interrupt_main)
    timer.start()
    try:
        with pytest.raises(MException) as e:
            s.run(src)
    finally:
        timer.cancel()
    err = e.value
    assert isinstance(err, Interrupted) and isinstance(err, KeyboardInterrupt)
    assert (err.identifier, err.message) == ("MATLAB:interrupt", "Operation terminated by user.")
    assert s.workspace["x"] == 5
    s.run("z = x + 1;")  # the session goes on
    assert s.workspace["z"] == 6


def test_matlab_try_catch_does_not_swallow_ctrl_c():
    s = Session()
    timer = threading.Timer(0.5, _thread.interrupt_main)
    timer.start()
    try:
        with pytest.raises(Interrupted):
            s.run("try, while true, end, catch e, caught = 1; end")
    finally:
        timer.cancel()
    assert "caught" not in s.workspace


def test_sigint_in_the_cli(tmp_path):
    f = tmp_path / "spin.m"
    f.write_text("disp('started')\nwhile true\nend\n")
    exe = os.path.join(os.path.dirname(sys.executable), "runmat")
    p = subprocess.Popen([exe, "run", str(f)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
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
