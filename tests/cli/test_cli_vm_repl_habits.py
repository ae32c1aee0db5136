"""The REPL's command-window habits on a real prompt_toolkit session (pipe input):
Tab completion, prefix history search, clc, more, history, format compact, blocks ending at end."""

from __future__ import annotations

import io
import threading
import time

import pytest

from runmat_vm import Session
from runmat_vm.repl import Pager, prompt_reader, repl_loop

pt_input = pytest.importorskip("prompt_toolkit.input")
from prompt_toolkit.data_structures import Size  # noqa: E402
from prompt_toolkit.output import DummyOutput  # noqa: E402
from prompt_toolkit.output.vt100 import Vt100_Output  # noqa: E402

UP = "\x1b[A"


class _Screen(io.StringIO):
    encoding = "utf-8"


def _run(keys: str | list[list[str]], output=None, stdout=None):
    """Type ``keys`` at the prompt.  A list holds one list of chunks per prompt: each is typed
    once its prompt is shown, chunk by chunk as a person types (completion runs between)."""
    out, err = io.StringIO(), io.StringIO()
    sess = Session(stdout=stdout or out, stderr=err)
    with pt_input.create_pipe_input() as inp:
        read = prompt_reader(input=inp, output=output or DummyOutput(), history=False, session=sess)
        if isinstance(keys, str):
            inp.send_text(keys)
            repl_loop(sess, read)
            return sess, out.getvalue(), err.getvalue()
        shown = threading.Semaphore(0)

        def typist():
            for line in keys:
                if not shown.acquire(timeout=30):
                    return
                for chunk in line:
                    time.sleep(0.2)
                    inp.send_text(chunk)

        def read_shown(prompt: str) -> str:
            shown.release()
            return read(prompt)

        t = threading.Thread(target=typist, daemon=True)
        t.start()
        repl_loop(sess, read_shown)
        t.join(30)
    return sess, out.getvalue(), err.getvalue()


def test_tab_completes_a_variable_and_a_builtin():
    sess, out, err = _run([["myvariable = 41;\r"], ["disp(myvar\t", " + 1)\r"], ["nume\t", "(ones(2, 3))\r"],
                           ["\x04"]])
    assert err == ""
    assert sess.ctx.history[1:] == ["disp(myvariable + 1)", "numel(ones(2, 3))"]
    assert out == "42\nans = 6\n"


def test_tab_completes_struct_fields():
    sess, out, err = _run([["cfg.threshold = 3;\r"], ["disp(cfg.thr\t", ")\r"], ["\x04"]])
    assert sess.ctx.history[-1] == "disp(cfg.threshold)" and out == "3\n"


def test_up_searches_history_by_prefix():
    sess, out, err = _run([["alpha = 1;\r"], ["beta = 2;\r"], ["gamma = 3;\r"], ["al", UP, "\r"], ["disp(alpha)\r"],
                           ["\x04"]])
    # 'al' + Up recalls the newest entry starting with 'al', skipping beta and gamma
    assert sess.ctx.history == ["alpha = 1;", "beta = 2;", "gamma = 3;", "alpha = 1;", "disp(alpha)"]
    assert out == "1\n"


def test_clc_clears_the_terminal_screen():
    screen = _Screen()
    term = Vt100_Output(screen, lambda: Size(rows=24, columns=80), term="xterm")
    sess, out, err = _run("disp(1)\rclc\rdisp(2)\r\x04", output=term)
    assert out == "1\n2\n"
    assert "\x1b[2J\x1b[0;0H" in screen.getvalue()  # erase the screen, cursor home
    quiet = _Screen()
    _run("disp(1)\rdisp(2)\r\x04", output=Vt100_Output(quiet, lambda: Size(rows=24, columns=80), term="xterm"))
    assert "\x1b[2J" not in quiet.getvalue()
    # without a screen (no handler), clc just returns
    plain = Session(stdout=io.StringIO())
    plain.run("clc")
    assert plain.ctx.clear_screen_handler is None


def test_function_block_ends_at_its_end_without_an_empty_line():
    sess, out, err = _run("function r = twice(x)\r  if x > 0\r    r = 2 * x;\r  else\r    r = 0;\r  end\rend\r"
                          "disp(twice(4))\r\x04")
    assert err == "" and out == "8\n"
    assert sess.ctx.history[-1] == "disp(twice(4))"


def test_format_compact_changes_the_display():
    sess, out, err = _run("x = [1 2 3]\rformat compact\rx\rformat loose\rx\r\x04")
    assert out == ("x =\n\n   1   2   3\n\n"
                   "x =\n   1   2   3\n"
                   "x =\n\n   1   2   3\n\n")


def test_history_lists_the_session_inputs():
    sess, out, err = _run("a = 1;\rb = 2;\rhistory\rhistory 2\r\x04")
    assert out == " 1  a = 1;\n 2  b = 2;\n 3  history\n 3  history\n 4  history 2\n"


def test_more_pages_long_output():
    answers = iter(["", "q"])
    term = io.StringIO()
    pager = Pager(term, lambda prompt: (term.write(prompt + "\n"), next(answers))[1], rows=lambda: 4)
    sess, _, err = _run("more on\rdisp((1:10)')\rdisp(7)\rmore off\rdisp((1:5)')\r\x04", stdout=pager)
    lines = term.getvalue().splitlines()
    # three lines a page, then --More--: Enter shows the next page, q hides the rest of that output
    assert lines == ["    1", "    2", "    3", "--More--", "    4", "    5", "    6", "--More--",
                     "7", "   1", "   2", "   3", "   4", "   5"]
