"""The REPL and figures: windows open when a display exists; otherwise it says once where
figures go (a plot that does nothing and says nothing was the complaint)."""

from __future__ import annotations

import io

from runmat_vm import Session
from runmat_vm.repl import FIGURES_NOTICE, repl_loop, stream_reader


def _run(lines: str) -> tuple[Session, io.StringIO]:
    err = io.StringIO()
    s = Session(stdout=io.StringIO(), stderr=err)
    repl_loop(s, stream_reader(io.StringIO(lines)), prompts=("", ""))
    return s, err


def test_without_a_display_the_repl_says_once_where_figures_go(monkeypatch):
    monkeypatch.setattr("runmat_vm.repl.has_display", lambda: False)
    _, err = _run("x = 1;\nplot(1:3)\nplot(1:4)\ntitle('t')\n")
    assert err.getvalue() == FIGURES_NOTICE
    _, err = _run("x = 1;\ndisp(x)\n")  # no figure: nothing said
    assert err.getvalue() == ""


def test_with_a_display_changed_figures_open_in_windows(monkeypatch):
    shown = []
    monkeypatch.setattr("runmat_vm.repl.has_display", lambda: True)
    monkeypatch.setattr("runmat_builtins.lib.graphics._render.show_window",
                        lambda fig: shown.append(int(fig.props["Number"])))
    _, err = _run("plot(1:3)\nx = 2;\nfigure(2); bar([1 2])\ntitle('again')\n")
    assert shown == [1, 2, 2] and err.getvalue() == ""
