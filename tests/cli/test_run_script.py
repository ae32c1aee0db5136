"""run(script): by name or path, with or without .m, in the caller's workspace, in the script's
folder while it runs (MATLAB's run)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from runmat_builtins.errors import MException
from runmat_vm.testing import CapturedSession


@pytest.fixture
def tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "scr.m").write_text("y = x * 2;\nhere = pwd;\n")
    (tmp_path / "sub" / "bad.m").write_text("z = 1;\nerror('my:bad', 'bad');\n")
    (tmp_path / "sub" / "moves.m").write_text("cd('..');\ncd('..');\n")
    (tmp_path / "top.m").write_text("w = 5;\n")
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.mark.parametrize("jit", ["off", "force"])
@pytest.mark.parametrize("how", ["run('sub/scr')", "run sub/scr.m", "run(fullfile(pwd, 'sub', 'scr.m'))",
                                 "run(\"sub/scr.m\")"])
def test_run_by_path_runs_in_the_callers_workspace_and_folder(tree: Path, how: str, jit: str):
    from runmat_vm import jit as tier

    s = CapturedSession()
    with tier.use(jit):
        s.run_m(f"x = 21;\n{how}\n")
    assert s.workspace["y"] == 42.0
    assert Path(s.workspace["here"]) == (tree / "sub").resolve()
    assert Path(os.getcwd()) == tree


def test_run_by_name_from_the_current_folder(tree: Path):
    s = CapturedSession()
    s.run_m("run top\nrun('top.m')\n")
    assert s.workspace["w"] == 5.0


def test_run_inside_a_function_uses_its_workspace(tree: Path):
    (tree / "f.m").write_text("function r = f()\nx = 3;\nrun('sub/scr');\nr = y;\nend\n")
    s = CapturedSession()
    s.run_m("r = f();")
    assert s.workspace["r"] == 6.0 and "y" not in s.workspace


def test_folder_restored_after_an_error_and_not_after_the_script_moved(tree: Path):
    s = CapturedSession()
    with pytest.raises(MException) as info:
        s.run_m("run sub/bad")
    assert info.value.identifier == "my:bad" and s.workspace["z"] == 1.0
    assert Path(os.getcwd()) == tree
    s.run_m("run sub/moves")
    assert Path(os.getcwd()) == tree.parent  # the script's own cd stands


@pytest.mark.parametrize("target", ["nosuch", "sub/nosuch.m", "sub/scr.txt", "sub"])
def test_missing_script_is_matlab_error(tree: Path, target: str):
    s = CapturedSession()
    with pytest.raises(MException) as info:
        s.run_m(f"run('{target}')")
    assert info.value.identifier == "MATLAB:run:FileNotFound"
    assert target in info.value.message
