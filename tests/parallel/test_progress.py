"""A long parfor's progress bar: the host's sink (the notebook kernel's), rich in a terminal,
nothing for output that is not a terminal or when RUNMAT_PARFOR_PROGRESS=0."""

from __future__ import annotations

import io

import pytest

from runmat_vm.parallel import progress
from runmat_vm.testing import CapturedSession

LOOP = "x = zeros(1, 8);\nparfor i = 1:8\n  pause(0.05);\n  x(i) = i^2;\nend\ndisp(sum(x))"


class Recorder:
    """A host's progress handler: what the loop reported."""

    def __init__(self) -> None:
        self.opened: list[tuple[int, str]] = []
        self.updates: list[int] = []
        self.closed = 0

    def __call__(self, total: int, label: str) -> "Recorder":
        self.opened.append((total, label))
        return self

    def update(self, done: int) -> None:
        self.updates.append(done)

    def close(self) -> None:
        self.closed += 1


@pytest.fixture
def shown_at_once(monkeypatch):
    monkeypatch.setattr(progress, "SHOW_AFTER_S", 0.0)
    monkeypatch.delenv(progress.PROGRESS_ENV, raising=False)


def _reports(s: CapturedSession) -> Recorder:
    rec = Recorder()
    s.session.ctx.progress_handler = rec
    assert s.run_m(LOOP) == "204\n"
    return rec


def test_a_long_parfor_reports_its_iterations_on_processes(pool, shown_at_once):
    rec = _reports(CapturedSession())
    assert rec.opened == [(8, "parfor (line 2)")]
    assert rec.updates[-1] == 8 and rec.updates == sorted(rec.updates) and rec.closed == 1


def test_a_long_parfor_reports_its_iterations_on_threads(threads, shown_at_once):
    rec = _reports(CapturedSession())
    assert rec.opened == [(8, "parfor (line 2)")]
    assert rec.updates[-1] == 8 and rec.updates == sorted(rec.updates) and rec.closed == 1


def test_a_short_loop_shows_nothing(threads, monkeypatch):
    monkeypatch.delenv(progress.PROGRESS_ENV, raising=False)
    s = CapturedSession()
    rec = Recorder()
    s.session.ctx.progress_handler = rec
    s.run_m("parfor i = 1:4\n  y = i;\nend")
    assert rec.opened == []  # under SHOW_AFTER_S


def test_opt_out(threads, shown_at_once, monkeypatch):
    monkeypatch.setenv(progress.PROGRESS_ENV, "0")
    s = CapturedSession()
    rec = Recorder()
    s.session.ctx.progress_handler = rec
    assert s.run_m(LOOP) == "204\n"
    assert rec.opened == []


def test_no_bar_when_output_is_not_a_terminal(threads, shown_at_once):
    s = CapturedSession()  # output to a StringIO: no terminal
    assert s.run_m(LOOP) == "204\n"
    assert progress.open_sink(s.session.ctx, 8, "x") is None


class FakeTerminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_rich_bar_in_a_terminal(threads, shown_at_once):
    from runmat_vm.session import Session

    term = FakeTerminal()
    Session(stdout=term).run(LOOP)
    text = term.getvalue()
    assert "parfor (" in text and "/8" in text  # the bar was drawn (then removed: transient)
    assert text.rstrip().endswith("204")


def test_notebook_display_updates_in_place():
    from runmat_vm.kernel.progress import DisplayProgress

    sent: list[tuple[str, dict]] = []
    bar = DisplayProgress(lambda kind, content: sent.append((kind, content)), 16, "parfor (f, line 3)")
    bar.update(4)
    bar.update(4)  # unchanged: nothing sent
    bar.update(16)
    bar.close()
    kinds = [k for k, _ in sent]
    assert kinds == ["display_data", "update_display_data", "update_display_data", "update_display_data"]
    ids = {c["transient"]["display_id"] for _, c in sent}
    assert len(ids) == 1
    last = sent[-1][1]["data"]
    assert last["text/plain"].startswith("parfor (f, line 3): 16/16 iterations")
    assert '<progress value="16" max="16"' in last["text/html"]
