"""The REPL: block gathering, piped stdin, prompt_toolkit input, Ctrl-C and exit words."""

from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
import time

import pytest

from runmat_vm import Session
from runmat_vm.repl import needs_more, prompt_reader, repl_loop, stream_reader

RUNMAT = [sys.executable, "-m", "runmat_vm.cli"]


def _session():
    out, err = io.StringIO(), io.StringIO()
    return Session(stdout=out, stderr=err), out, err


def _pipe(text: str, tmp_path) -> subprocess.CompletedProcess:
    env = dict(os.environ, RUNMAT_HISTORY="0")
    r = subprocess.run(RUNMAT, input=text, capture_output=True, text=True, cwd=tmp_path, env=env, timeout=120)
    r.stderr = "".join(ln for ln in r.stderr.splitlines(keepends=True) if not ln.startswith("Warning: plugin "))
    return r


@pytest.mark.parametrize("text, more", [
    ("if x\n", True), ("if x\n disp(2)\n", True), ("if x\n disp(2)\nend\n", False),
    ("a = [1 2\n", True), ("c = {1, ...\n", True), ("x = 1 + ...\n", True),
    ("for i = 1:3\n  while k\n", True), ("try\n  x\ncatch\n", True),
    ("x = 1\n", False), ("x = )\n", False), ("end\n", False), ("s = 'abc\n", False),
    ("x = (1 +\n", False),  # MATLAB: parentheses do not continue a line without ...
    ("function r = f(x)\n  r = x;\n", True), ("function r = f(x)\n  r = x;\nend\n", False),
    ("function r = f(x)\n  if x\n    r = 1;\n  end\n", True), ("function r = f(x)\n  r = x;\n\n", False),
])
def test_needs_more(text, more):
    assert needs_more(text) is more


def test_piped_blocks_run_once_without_spurious_errors(tmp_path):
    r = _pipe("x = 1;\nif x\n disp(2)\nend\nfor k = 1:2\n  fprintf('%d\\n', k);\nend\n"
              "m = [1 2\n3 4];\ndisp(m(2, 1))\n", tmp_path)
    assert r.returncode == 0
    assert r.stdout == "2\n1\n2\n3\n"
    assert r.stderr == ""


def test_piped_errors_keep_workspace_and_report(tmp_path):
    r = _pipe("a = 7;\nb = nothing_defined + 1;\nq = )\ndisp(a)\nerror('my:id', 'bad %d', 3)\ndisp(a + 1)\n", tmp_path)
    assert r.returncode == 0
    assert r.stdout == "7\n8\n"
    lines = r.stderr.splitlines()
    assert lines[0] == "Unrecognized function or variable 'nothing_defined'."
    assert lines[1].startswith("<input>:1:")
    assert lines[-1] == "bad 3"
    assert "Traceback" not in r.stderr


def test_piped_exit_and_functions(tmp_path):
    r = _pipe("function r = sq(v)\n  r = v^2;\nend\n\ndisp(sq(5))\nquit\ndisp(1)\n", tmp_path)
    assert r.stdout == "25\n" and r.returncode == 0


def test_piped_unfinished_block_at_eof_is_reported(tmp_path):
    r = _pipe("disp(1)\nif true\n disp(2)\n", tmp_path)
    assert r.stdout == "1\n"
    assert "'if' is never closed" in r.stderr


def test_sigint_stops_running_statement_and_keeps_workspace(tmp_path):
    env = dict(os.environ, RUNMAT_HISTORY="0")
    p = subprocess.Popen(RUNMAT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         text=True, cwd=tmp_path, env=env)
    try:
        p.stdin.write("x = 5;\nk = 0;\ndisp('started')\nwhile true\n  k = k + 1;\nend\n")
        p.stdin.flush()
        assert p.stdout.readline() == "started\n"
        time.sleep(0.5)
        p.send_signal(signal.SIGINT)
        p.stdin.write("disp(x)\ndisp(k > 0)\n")
        p.stdin.flush()
        out, err = p.communicate(timeout=60)  # a lost interrupt fails the test, never hangs it
        assert p.returncode == 0
    finally:
        if p.poll() is None:
            p.kill()
    assert out == "5\n1\n"
    assert "Operation terminated by user." in err
    assert "Traceback" not in err


# ---------------------------------------------------------------- prompt_toolkit (interactive path)
pt_input = pytest.importorskip("prompt_toolkit.input")
from prompt_toolkit.output import DummyOutput  # noqa: E402


def _interactive(keys: str, session=None):
    sess, out, err = _session() if session is None else session
    with pt_input.create_pipe_input() as inp:
        inp.send_text(keys)
        read = prompt_reader(input=inp, output=DummyOutput(), history=False)
        rc = repl_loop(sess, read)
    return rc, sess, out.getvalue(), err.getvalue()


def test_prompt_toolkit_multiline_block_and_ctrl_d():
    rc, sess, out, err = _interactive("total = 0;\r for k = 1:4\r total = total + k;\r end\r disp(total)\r\x04")
    assert rc == 0
    assert out == "10\n" and err == ""
    assert sess.workspace["total"] == 10.0


def test_prompt_toolkit_ctrl_c_at_prompt_clears_the_line():
    rc, sess, out, err = _interactive("y = 1\x03z = 2;\rdisp(z)\rexit\rdisp(99)\r")
    assert out == "2\n"
    assert "y" not in sess.workspace


def test_prompt_toolkit_ctrl_c_during_statement_keeps_workspace():
    triple = _session()
    sess = triple[0]

    def interrupt(_seconds):
        raise KeyboardInterrupt

    sess.pause_handler = interrupt
    rc, sess, out, err = _interactive("a = 3;\rb = 4; pause(1); c = 5;\rdisp(a + b)\r\x04", triple)
    assert err == "Operation terminated by user.\n"
    assert out == "7\n"
    assert "c" not in sess.workspace
    assert sess.ctx.frame is sess.base and sess.depth == 0


def test_prompt_toolkit_ctrl_c_inside_function_leaves_frames_consistent():
    triple = _session()
    sess = triple[0]
    sess.pause_handler = lambda s: (_ for _ in ()).throw(KeyboardInterrupt())
    code = "function r = deep(n)\r if n == 0\r pause(1);\r end\r r = deep(n - 1);\r end\r\r"
    rc, sess, out, err = _interactive(code + "v = 1;\rdeep(3)\rdisp(v)\r\x04", triple)
    assert err == "Operation terminated by user.\n"
    assert out == "1\n"
    assert sess.depth == 0 and sess.ctx.frame is sess.base


def test_history_file(tmp_path, monkeypatch):
    from runmat_vm.repl import history_path

    monkeypatch.setenv("RUNMAT_HISTORY", "0")
    assert history_path() is None
    monkeypatch.setenv("RUNMAT_HISTORY", str(tmp_path / "h"))
    assert history_path() == str(tmp_path / "h")
    monkeypatch.delenv("RUNMAT_HISTORY")
    assert history_path() == os.path.expanduser("~/.runmat_history")
    sess, out, err = _session()
    with pt_input.create_pipe_input() as inp:
        inp.send_text("q = 42;\r\x04")
        read = prompt_reader(input=inp, output=DummyOutput(), history=str(tmp_path / "hist"))
        repl_loop(sess, read)
    assert "q = 42;" in (tmp_path / "hist").read_text()


def test_stream_reader_strips_newlines():
    read = stream_reader(io.StringIO("a\r\nb\n"))
    assert read("") == "a" and read("") == "b"
    with pytest.raises(EOFError):
        read("")
