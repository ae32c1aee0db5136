"""Every catalog builtin, called with a matrix of argument classes and shapes
(tools/fuzz/contract.py), returns a result or raises a MATLAB error with a real identifier:
never an internal error, never a Python exception, never past the time bound."""

from __future__ import annotations

import os

import pytest

from runmat_builtins.catalog import catalog
from tools.fuzz.contract import check_builtins

from .known import known_calls


@pytest.fixture(scope="module")
def contract() -> tuple[int, list]:
    return check_builtins(sorted(catalog().names()), jobs=min(2, os.cpu_count() or 1), bound=5.0)


def _show(outcomes) -> list[str]:
    return sorted(f"{o.family}: {o.kind} {o.identifier} {o.message[:100]!r} [{o.where}]" for o in outcomes)


def test_the_matrix_calls_every_builtin(contract):
    calls, _ = contract
    assert calls > 10 * len(catalog().names())


def test_no_python_exception_no_dead_worker_no_call_past_the_bound(contract):
    _, bad = contract
    assert _show(o for o in bad if o.kind != "internal") == []


def test_no_internal_error_outside_the_known_list(contract):
    _, bad = contract
    known = known_calls()
    assert _show(o for o in bad if o.kind == "internal" and o.family not in known) == []


def test_the_known_list_only_shrinks(contract):
    _, bad = contract
    still = {o.family for o in bad if o.kind == "internal"}
    assert sorted(known_calls() - still) == []
