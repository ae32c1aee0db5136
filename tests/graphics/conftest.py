"""Helpers for graphics tests: run MATLAB code in a fresh Session and reach its figure model."""

from __future__ import annotations

import io

import pytest

from runmat_vm import Session


class Run:
    """``run(code) -> stdout``; ``run.root`` is the session's graphics root (figures, current)."""

    def __call__(self, code: str) -> str:
        self.out = io.StringIO()
        self.errbuf = io.StringIO()
        self.session = Session(stdout=self.out, stderr=self.errbuf)
        self.session.run(code)
        return self.out.getvalue()

    def more(self, code: str) -> str:
        """Run more code in the same session; returns only the new output."""
        start = len(self.out.getvalue())
        self.session.run(code)
        return self.out.getvalue()[start:]

    @property
    def err(self) -> str:
        return self.errbuf.getvalue()

    @property
    def root(self):
        return self.session.ctx.state["graphics"]


@pytest.fixture
def run() -> Run:
    return Run()
