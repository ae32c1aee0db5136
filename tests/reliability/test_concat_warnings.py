"""The VM's [gpuArray ...] concatenation joins on the device through horzcat/vertcat with the
session's context: a fallback warning goes to the session's stderr and obeys warning('off')."""

from __future__ import annotations

import io

import pytest

import runmat_accel
from runmat_vm import Session

SRC = "A = gpuArray([1 2]); r = [A, 3; 4, A]; disp(isgpuarray(r)); disp(gather(r))"


@pytest.fixture
def faulted(monkeypatch):
    runmat_accel.select_provider("inprocess")
    monkeypatch.setenv("RUNMAT_ACCEL_INJECT_FAULT", "horzcat,vertcat")
    runmat_accel.forget_shown()
    yield
    monkeypatch.delenv("RUNMAT_ACCEL_INJECT_FAULT", raising=False)
    runmat_accel.select_provider("auto")
    runmat_accel.forget_shown()


def _run(src: str) -> tuple[str, str]:
    out, err = io.StringIO(), io.StringIO()
    Session(stdout=out, stderr=err).run(src)
    return out.getvalue(), err.getvalue()


def test_a_concatenation_fallback_warns_on_the_session_not_the_process(faulted, capsys):
    out, err = _run(SRC)
    assert out.split() == ["1", "1", "2", "3", "4", "1", "2"]  # a gpuArray with the host's values
    shown = [ln for ln in err.splitlines() if ln.startswith("Warning:")]
    assert any("'horzcat'" in ln for ln in shown), err
    assert "Warning" not in capsys.readouterr().err


def test_warning_off_silences_the_concatenation_fallback(faulted, capsys):
    _, err = _run("warning('off', 'all');\n" + SRC)
    assert "Warning" not in err
    assert "Warning" not in capsys.readouterr().err
