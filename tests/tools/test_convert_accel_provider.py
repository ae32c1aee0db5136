"""tools/convert_accel_provider.py: fixture pairs convert exactly, and the results pass check_boundary."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tools.check_boundary import check_paths
from tools.convert_accel_provider import convert_source, main

REPO = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).resolve().parent / "fixtures" / "codemod"
PAIRS = sorted(p.name[: -len("_before.py")] for p in FIXTURES.glob("*_before.py"))
CLEAN_PAIRS = [p for p in PAIRS if p != "manual"]


def before(name: str) -> Path:
    return FIXTURES / f"{name}_before.py"


def after(name: str) -> Path:
    return FIXTURES / f"{name}_after.py"


def test_there_are_enough_pairs():
    assert len(CLEAN_PAIRS) >= 5
    assert all(after(p).is_file() for p in PAIRS)


@pytest.mark.parametrize("name", PAIRS)
def test_before_converts_to_after_exactly(name):
    assert convert_source(before(name).read_text()).code == after(name).read_text()


@pytest.mark.parametrize("name", PAIRS)
def test_conversion_is_idempotent(name):
    result = convert_source(after(name).read_text())
    assert result.code == after(name).read_text()


@pytest.mark.parametrize("name", CLEAN_PAIRS)
def test_before_fails_and_after_passes_check_boundary(name):
    assert check_paths([before(name)]) != []
    assert check_paths([after(name)]) == []
    assert convert_source(before(name).read_text()).notes == []


@pytest.mark.parametrize("name", CLEAN_PAIRS)
def test_after_files_compile(name):
    compile(after(name).read_text(), str(after(name)), "exec")


def test_manual_patterns_are_left_with_notes():
    result = convert_source(before("manual").read_text())
    assert [n.format("m.py") for n in result.notes] == [
        "m.py:8: needs manual migration: `cp` used outside a @runtime_builtin function",
        "m.py:18: needs manual migration: `cp.cuda` is CuPy-only; no array-namespace equivalent",
        "m.py:26: needs manual migration: provider call `provider.matmul(...)` has no guarded equivalent",
        "m.py:35: needs manual migration: `cp` used outside a @runtime_builtin function",
    ]
    # the imports the untouched code needs stay, so the boundary check still fails
    assert {v.code for v in check_paths([after("manual")])} == {"RMB001", "RMB002"}


SNIPPETS = {
    # (source, expected output, expected note reasons)
    "no device code": ("import numpy as np\n\n\ndef f(x):\n    return np.sin(x)\n", None, []),
    "cupyx is manual": (
        "import cupyx.scipy.special as sp\nfrom runmat_builtins import runtime_builtin\n\n\n"
        "@runtime_builtin(name='e')\ndef e(x):\n    return sp.erf(x)\n",
        None,
        ["`sp` comes from a device-library import with no array-namespace equivalent"],
    ),
    "isinstance in a compound test": (
        "import cupy as cp\nfrom runmat_builtins import runtime_builtin\n\n\n"
        "@runtime_builtin(name='g')\ndef g(x):\n    if isinstance(x, cp.ndarray) and x.ndim:\n"
        "        return cp.abs(x)\n    return abs(x)\n",
        None,
        ["`cp.ndarray` test outside a collapsible if/else"],
    ),
    "positional xp": (
        "import cupy as cp\nfrom runmat_builtins import runtime_builtin\n\n\n"
        "@runtime_builtin(name='h')\ndef h(x, xp):\n    return cp.abs(x)\n",
        None,
        ["`xp` is already a positional parameter"],
    ),
    "asnumpy with options": (
        "import cupy as cp\nfrom runmat_builtins import runtime_builtin\n\n\n"
        "@runtime_builtin(name='k')\ndef k(x, s):\n    return cp.asnumpy(x, stream=s)\n",
        None,
        ["asnumpy() with options"],
    ),
    "device test in an elif": (
        "import cupy as cp\nfrom runmat_builtins import runtime_builtin\n\n\n"
        "@runtime_builtin(name='q')\ndef q(x, n):\n    if n:\n        return x\n"
        "    elif isinstance(x, cp.ndarray):\n        return cp.abs(x)\n    else:\n        return abs(x)\n",
        None,
        ["device test in an elif branch"],
    ),
    "parenthesised transfer": (
        "import cupy as cp\nfrom runmat_builtins import runtime_builtin\n\n\n"
        "@runtime_builtin(name='m')\ndef m(a, b):\n    return -cp.asnumpy(a + b)\n",
        "from runmat_builtins import runtime_builtin\n\n\n"
        "@runtime_builtin(name='m')\ndef m(a, b):\n    return -(a + b)\n",
        [],
    ),
}


@pytest.mark.parametrize("name", sorted(SNIPPETS))
def test_snippets(name):
    src, expected, reasons = SNIPPETS[name]
    result = convert_source(src)
    assert result.code == (src if expected is None else expected)
    assert [n.reason for n in result.notes] == reasons


def test_cli_check_then_rewrite(tmp_path, capsys):
    for name in PAIRS:
        shutil.copy(before(name), tmp_path / f"{name}.py")
    assert main(["--check", str(tmp_path)]) == 1
    captured = capsys.readouterr()
    assert f"+++ b/{tmp_path / 'branch.py'}" in captured.out
    assert f"{tmp_path / 'manual.py'}:18: needs manual migration:" in captured.err
    assert (tmp_path / "branch.py").read_text() == before("branch").read_text()  # --check writes nothing

    assert main([str(tmp_path)]) == 0
    for name in PAIRS:
        assert (tmp_path / f"{name}.py").read_text() == after(name).read_text()
    assert main(["--check", str(tmp_path)]) == 0


def test_cli_reports_unparsable_files(tmp_path, capsys):
    bad = tmp_path / "bad.py"
    bad.write_text("def broken(:\n")
    assert main([str(bad)]) == 2
    assert f"{bad}:1: cannot convert" in capsys.readouterr().err


def test_script_runs_standalone(tmp_path):
    target = tmp_path / "ns.py"
    shutil.copy(before("namespace"), target)
    proc = subprocess.run([sys.executable, str(REPO / "tools" / "convert_accel_provider.py"), "--check", str(target)],
                          capture_output=True, text=True, cwd=tmp_path)
    assert proc.returncode == 1, proc.stderr
    assert "-import cupy as cp" in proc.stdout
