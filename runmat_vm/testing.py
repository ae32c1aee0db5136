"""The ``runmat`` pytest plugin (entry point ``pytest11``): fixtures for builtin authors.

It lives in ``runmat_vm`` because it needs a Session, and ``runmat_builtins`` may not
import the VM; the VM-free checks are in :mod:`runmat_builtins.testing`.

Fixtures: ``runmat_session`` (a fresh Session whose stdout is captured), ``run_m``
(``run_m(code) -> stdout``, raising the MException on error) and ``check_builtin``
(:func:`runmat_builtins.testing.check_builtin` with examples run through the VM).
"""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import Any

import pytest


class CapturedSession:
    """A Session plus the StringIO its output goes to."""

    def __init__(self, display: str | None = None) -> None:
        from runmat_vm.session import Session

        self.stdout = io.StringIO()
        self.stderr = io.StringIO()
        self.session = Session(stdout=self.stdout, stderr=self.stderr, display=display)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.session, name)

    def run_m(self, code: str) -> str:
        """Run ``code`` in this session; return what it printed since the last call."""
        start = self.stdout.tell()
        self.session.run(code)
        return self.stdout.getvalue()[start:]


def run_m(code: str) -> str:
    """Run ``code`` in a fresh Session and return its stdout."""
    return CapturedSession().run_m(code)


def run_example(code: str) -> str:
    """Run a catalog example in a fresh Session in MATLAB's display (the one examples are written in)."""
    return CapturedSession(display="matlab").run_m(code)


def check_builtin(name: str, **kw: Any) -> Any:
    """:func:`runmat_builtins.testing.check_builtin` with examples run in fresh Sessions."""
    from runmat_builtins.testing import check_builtin as check

    return check(name, run_m=run_example, **kw)


@pytest.fixture(name="runmat_session")
def runmat_session_fixture() -> CapturedSession:
    """A fresh Session with captured stdout/stderr: ``.run(code)``, ``.workspace``, ``.stdout``."""
    return CapturedSession()


@pytest.fixture(name="run_m")
def run_m_fixture(runmat_session: CapturedSession) -> Callable[[str], str]:
    """``run_m(code) -> stdout``, one Session for the whole test (variables persist)."""
    return runmat_session.run_m


@pytest.fixture(name="check_builtin")
def check_builtin_fixture() -> Callable[..., Any]:
    """``check_builtin(name, inputs=None, device=True)``; fails the test listing every problem."""
    return check_builtin
