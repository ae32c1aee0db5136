"""Helpers for VM tests: run MATLAB code in a fresh Session and capture its output."""

from __future__ import annotations

import io

import pytest

from runmat_vm import Session


class Run:
    """``run(code) -> stdout``; ``run.err`` has stderr, ``run.session`` the Session."""

    def __call__(self, code: str, stdin: object = None) -> str:
        self.out = io.StringIO()
        self.errbuf = io.StringIO()
        self.session = Session(stdin=stdin, stdout=self.out, stderr=self.errbuf)
        self.session.run(code)
        return self.out.getvalue()

    @property
    def err(self) -> str:
        return self.errbuf.getvalue()


@pytest.fixture
def run() -> Run:
    return Run()
