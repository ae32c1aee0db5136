"""Fixtures: a session whose path holds tests/classes/fixtures, and a runner capturing stdout."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parent / "fixtures"


class Runner:
    def __init__(self) -> None:
        from runmat_vm import Session

        self.out = io.StringIO()
        self.session = Session(stdin=io.StringIO(""), stdout=self.out, stderr=io.StringIO())
        self.session.add_path([str(FIXTURES)])

    def __call__(self, code: str) -> str:
        start = self.out.tell()
        self.session.run(code)
        return self.out.getvalue()[start:]

    def error(self, code: str):
        from runmat_builtins.errors import MException

        with pytest.raises(MException) as info:
            self.session.run(code)
        return info.value


@pytest.fixture
def run() -> Runner:
    return Runner()


@pytest.fixture(params=["interpreter", "compiled"])
def tier(request):
    """Run the test through the interpreter and again with the compiled tier forced."""
    if request.param == "compiled":
        from runmat_vm import jit

        with jit.use("force"):
            yield request.param
    else:
        yield request.param
