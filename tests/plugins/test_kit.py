"""The authoring kit: check_builtin finds each kind of problem; lint_plugin; the pytest fixtures."""

from __future__ import annotations

import numpy as np
import pytest

from runmat_builtins import MException, runtime_builtin
from runmat_builtins.catalog import registry
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.testing import BuiltinCheckError, check_builtin, lint_plugin
from runmat_vm.testing import check_builtin_fixture, run_m_fixture, runmat_session_fixture  # noqa: F401


@pytest.fixture
def scratch():
    before = set(registry().entries)
    yield
    for n in set(registry().entries) - before:
        registry().unregister(n)


def test_clean_builtin_passes(scratch, check_builtin):
    @runtime_builtin(name="kitgood", category="test/kit", summary="Add one.", signatures=["Y = kitgood(X)"],
                     errors=[ErrorSpec(identifier="RunMat:kitgood:notNumeric", when="X is not numeric")],
                     examples=[Example(code="y = kitgood(1)", output="y =\n\n     2\n\n")], accel={"kind": "elementwise"})
    def kitgood(x, *, xp):
        if isinstance(x, np.ndarray) and x.dtype == object:
            raise MException("RunMat:kitgood:notNumeric", "X must be numeric.")
        return x + 1

    rep = check_builtin("kitgood")
    assert rep.problems == [] and any(p.startswith("device (") for p in rep.passed)
    assert "examples (1)" in rep.passed


def test_problems_are_all_listed(scratch):
    @runtime_builtin(name="kitbad", category="test/kit", summary="Broken on purpose.",
                     signatures=["[A, B] = kitbad(X)"], examples=[Example(code="y = kitbad(1)", output="y = 3\n")],
                     accel={"kind": "elementwise"})
    def kitbad(x, *, xp):
        if isinstance(x, np.ndarray) and x.dtype == object:
            raise KeyError("a Python error leaking out")
        return x * 2

    @kitbad.register_kernel("inprocess")
    def _wrong(x, *, xp):
        return x * 3

    with pytest.raises(BuiltinCheckError) as ei:
        check_builtin("kitbad", run_m=lambda code: "y = 2\n")
    msg = str(ei.value)
    assert "example 1: printed 'y = 2\\n', the spec says 'y = 3\\n'" in msg
    assert "signature: '[A, B] = kitbad(X)' has 2 outputs but output_mode is not 'nargout'" in msg
    assert "a cell array as first input: RunMat:kitbad:internal" in msg
    assert "device: inputs of shape" in msg and "values differ" in msg


def test_missing_metadata_and_no_runner(scratch):
    @runtime_builtin(name="kitbare", category="test/kit", summary="No examples.", signatures=["Y = kitbare(X)"])
    def kitbare(x):
        return x

    rep = check_builtin("kitbare", raise_on_problems=False)
    assert rep.problems == ["metadata: missing at least one example"]
    assert any(s.startswith("examples: no run_m given") for s in rep.skipped)


def test_run_m_and_session_fixtures(run_m, runmat_session):
    assert run_m("x = 3;") == "" and run_m("disp(x + 1)") == "4\n"  # one session per test
    runmat_session.run("y = [1 2 3];")
    assert runmat_session.workspace["y"].tolist() == [[1.0, 2.0, 3.0]]


def test_lint_plugin_flags_device_imports(tmp_path):
    (tmp_path / "bad.py").write_text("import cupy\nfrom runmat_accel._private import manager\n")
    (tmp_path / "good.py").write_text("from runmat_builtins import runtime_builtin\n")
    rep = lint_plugin(tmp_path)
    assert rep.files_checked == 2 and sorted(v.code for v in rep.violations) == ["RMB001", "RMB002"]


def test_shipped_plugins_are_clean():
    from pathlib import Path

    rep = lint_plugin(Path(__file__).resolve().parents[2] / "plugins")
    assert rep.violations == [] and rep.files_checked >= 5


def test_pytest11_entry_point_names_the_fixture_module():
    from importlib import metadata

    eps = [ep for ep in metadata.entry_points(group="pytest11") if ep.value.startswith("runmat_")]
    if not eps:
        pytest.skip("no [project.entry-points.pytest11] runmat = 'runmat_vm.testing' is installed")
    assert [ep.value for ep in eps] == ["runmat_vm.testing"]
