"""tools/check_boundary.py: every forbidden form is caught at the right line; clean code passes."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tools import check_boundary as cb
from tools.check_boundary import check, check_paths, main

REPO = Path(__file__).resolve().parents[2]
BUILTIN = "runmat_builtins/lib/mod.py"


def found(root: Path, rel: str = BUILTIN, plugin: bool = False) -> list[tuple[int, str]]:
    return [(v.line, v.code) for v in check_paths([root / rel], plugin=plugin)]


# (source, [(line, code), ...]) -- each source is planted in runmat_builtins/lib/mod.py
CASES = {
    "import": ("import cupy\n", [(1, "RMB001")]),
    "import-as": ("import os\nimport cupy as cp\n", [(2, "RMB001")]),
    "import-submodule": ("import cupy.linalg\n", [(1, "RMB001")]),
    "import-in-list": ("import os, cupyx\n", [(1, "RMB001")]),
    "from-import": ("from cupy import ndarray\n", [(1, "RMB001")]),
    "from-cupyx": ("x = 1\nfrom cupyx.scipy import special\n", [(2, "RMB001")]),
    "cupy-backends": ("import cupy_backends.cuda.api\n", [(1, "RMB001")]),
    "in-function": ("def f():\n    import cupy as cp\n    return cp\n", [(2, "RMB001")]),
    "type-checking": ("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import cupy\n", [(3, "RMB001")]),
    "import_module": ("import importlib\nimportlib.import_module('cupy')\n", [(2, "RMB003")]),
    "import_module-alias": ("import importlib as il\nil.import_module('cupy')\n", [(2, "RMB003")]),
    "from-importlib": ("from importlib import import_module as im\nx = im('cupyx.scipy')\n", [(2, "RMB003")]),
    "dunder-import": ("m = __import__('cupy')\n", [(1, "RMB003")]),
    "builtins-import": ("import builtins\nbuiltins.__import__('cupy')\n", [(2, "RMB003")]),
    "assigned-function": ("import importlib\nload = importlib.import_module\nload('cupy')\n", [(3, "RMB003")]),
    "getattr-function": ("import importlib\ngetattr(importlib, 'import_module')('cupy')\n", [(2, "RMB003")]),
    "constant-name": ("import importlib\nNAME = 'cupy'\n\n\ndef f():\n    return importlib.import_module(NAME)\n",
                      [(6, "RMB003")]),
    "constant-chain": ("import importlib\nA = 'cu'\nB = A + 'py'\nimportlib.import_module(B)\n", [(4, "RMB003")]),
    "constant-fstring": ("import importlib\nP = 'runmat_accel'\nimportlib.import_module(f'{P}._private')\n",
                         [(3, "RMB003")]),
    "constant-join": ("import importlib\nimportlib.import_module('.'.join(['runmat_accel', 'providers']))\n",
                      [(2, "RMB003")]),
    "loop-constant": ("import importlib\nfor m in ('numpy', 'cupy'):\n    importlib.import_module(m)\n",
                      [(3, "RMB003")]),
    "default-arg": ("import importlib\ndef f(m='cupy'):\n    return importlib.import_module(m)\n", [(3, "RMB003")]),
    "relative-package": ("import importlib\nimportlib.import_module('._private', package='runmat_accel')\n",
                         [(2, "RMB003")]),
    "fromlist": ("__import__('runmat_accel', fromlist=['providers'])\n", [(1, "RMB003")]),
    "device-prefix": ("import importlib\ndef f(x):\n    return importlib.import_module('cupy.' + x)\n",
                      [(3, "RMB003")]),
    "find_spec": ("import importlib.util\nimportlib.util.find_spec('cupy')\n", [(2, "RMB003")]),
    "sys-modules": ("import sys\ncp = sys.modules['cupy']\n", [(2, "RMB004")]),
    "sys-modules-get": ("import sys\nsys.modules.get('runmat_accel._private.manager')\n", [(2, "RMB004")]),
    "sys-modules-alias": ("from sys import modules as mods\nK = 'cupy'\nmods[K]\n", [(3, "RMB004")]),
    "import-providers": ("import runmat_accel.providers.cuda\n", [(1, "RMB002")]),
    "import-private-as": ("import runmat_accel._private.manager as mgr\n", [(1, "RMB002")]),
    "from-providers": ("from runmat_accel.providers import cuda\n", [(1, "RMB002")]),
    "from-accel-providers": ("from runmat_accel import telemetry, providers\n", [(1, "RMB002")]),
    "from-accel-private": ("from runmat_accel import _private\n", [(1, "RMB002")]),
    "from-private-manager": ("from runmat_accel._private.manager import get\n", [(1, "RMB002")]),
    "private-name": ("from runmat_accel.guard import _dispatch\n", [(1, "RMB002")]),
    "attr-providers": ("import runmat_accel\n\nrunmat_accel.providers.cuda.CudaProvider()\n", [(3, "RMB005")]),
    "attr-private-call": ("import runmat_accel\nx = runmat_accel._private.manager.get('cuda')\n", [(2, "RMB005")]),
    "attr-via-alias": ("import runmat_accel as ra\nacc = ra\nacc._private\n", [(3, "RMB005")]),
    "getattr-private": ("import runmat_accel\ngetattr(runmat_accel, '_private')\n", [(2, "RMB005")]),
    "getattr-constant": ("import runmat_accel\nN = 'providers'\np = getattr(runmat_accel, N)\n", [(3, "RMB005")]),
    "getattr-on-import": ("import importlib\nm = importlib.import_module('runmat_accel')\nm._private\n",
                          [(3, "RMB005")]),
    "exec-source": ("x = 1\nexec('import cupy as cp')\n", [(2, "RMB001")]),
    "unresolvable": ("import importlib\ndef load(name):\n    return importlib.import_module(name)\n",
                     [(3, "RMB006")]),
    "unresolvable-accel": ("import importlib\ndef f(x):\n    importlib.import_module(f'runmat_accel.{x}')\n",
                           [(3, "RMB006")]),
    "private-call-site": ("import importlib\ndef _load(name):\n    return importlib.import_module(name)\n"
                          "_load('numpy')\n_load(name='cupy')\n", [(3, "RMB003")]),
    "private-escapes": ("import importlib\ndef _load(name):\n    return importlib.import_module(name)\n"
                        "_load('numpy')\nhooks = [_load]\n", [(3, "RMB006")]),
    "public-function": ("import importlib\ndef load(name):\n    return importlib.import_module(name)\n"
                        "load('numpy')\n", [(3, "RMB006")]),
    "walk-no-prefix": ("import importlib, pkgutil\nfor info in pkgutil.iter_modules():\n"
                       "    importlib.import_module(info.name)\n", [(3, "RMB006")]),
    "walk-accel-prefix": ("import importlib, pkgutil\nfor _, n, _ in pkgutil.walk_packages(None, 'runmat_accel.'):\n"
                          "    importlib.import_module(n)\n", [(3, "RMB006")]),
    "unresolvable-modules": ("import sys\ndef f(k):\n    return sys.modules[k]\n", [(3, "RMB006")]),
    "several": ("import numpy as np\nimport cupy\n\nfrom runmat_accel import _private\nimport sys\n"
                "sys.modules['cupyx']\n", [(2, "RMB001"), (4, "RMB002"), (6, "RMB004")]),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_planted_violation_is_caught(tree, name):
    src, expected = CASES[name]
    root = tree({BUILTIN: src})
    assert found(root) == expected


@pytest.mark.parametrize("top", ["runmat_vm/cli.py", "plugins/runmat-signal/src/runmat_signal/filt.py"])
def test_vm_and_plugins_follow_the_same_rules(tree, top):
    root = tree({top: "import cupy\nfrom runmat_accel import _private\n"})
    assert found(root, top) == [(1, "RMB001"), (2, "RMB002")]


CLEAN = """
    import importlib
    import pkgutil
    import sys

    import numpy as np

    import runmat_accel
    from runmat_accel import gpuarray, guard, hookspecs, messages, provider, telemetry
    from runmat_accel.gpuarray import GpuArray
    from runmat_accel.provider import Provider

    CATEGORY = "math"


    def load(cat):
        return importlib.import_module(f"runmat_builtins.lib.{cat}")


    def more():
        importlib.import_module("runmat_builtins.lib." + CATEGORY)
        return sys.modules["numpy"], sys.modules.get(__name__), runmat_accel.__version__


    def _import_all(package):
        pkg = importlib.import_module(package)
        for info in pkgutil.walk_packages(pkg.__path__, prefix=package + "."):
            importlib.import_module(info.name)
        for _, name, _ in pkgutil.iter_modules(pkg.__path__, package + "."):
            importlib.import_module(name)


    _import_all("runmat_builtins.lib")


    def dyn(name):
        return importlib.import_module(name)  # noqa: RMB006 -- names come from the catalog


    def f(x, *, xp):
        telemetry.snapshot()
        runmat_accel.telemetry.reset()
        self_get = {"a": 1}.get("a")
        return xp.sin(np.asarray(x)), GpuArray, Provider, gpuarray, guard, hookspecs, messages, provider
"""


def test_clean_code_passes(tree):
    root = tree({BUILTIN: CLEAN})
    report = check([root])
    assert report.violations == []
    assert report.files_checked == 3  # mod.py and two __init__.py


def test_noqa_only_suppresses_rmb006(tree):
    root = tree({BUILTIN: "import cupy  # noqa: RMB001\nimport importlib\ndef f(n):\n"
                          "    importlib.import_module(n)  # noqa\n"})
    assert found(root) == [(1, "RMB001"), (4, "RMB006")]


def test_accel_roles(tree):
    root = tree({
        "runmat_accel/providers/cuda.py": "import cupy as cp\nimport cupyx.scipy.special\n",
        "runmat_accel/providers/cuda_kernels.py": "from cupy import RawKernel\n",
        "runmat_accel/providers/cuda/__init__.py": "import cupy\n",
        "runmat_accel/providers/cuda/fft.py": "import cupyx.scipy.fft\n",
        "runmat_accel/providers/cpu.py": "import numpy\nimport cupy\n",
        "runmat_accel/_private/manager.py": (
            "import importlib\nimport importlib.util\nfrom runmat_accel.providers import cpu\n"
            "importlib.import_module('runmat_accel.providers.cuda')\n"
            "def has_cuda():\n    return importlib.util.find_spec('cupy') is not None\n"
            "import cupy\n"
        ),
        "runmat_accel/guard.py": "from runmat_accel._private import manager\nimport sys\nsys.modules['cupy']\n",
    })
    got = sorted((Path(v.path).name, v.line, v.code) for v in check_paths([root / "runmat_accel"]))
    assert got == [("cpu.py", 2, "RMB001"), ("guard.py", 3, "RMB004"), ("manager.py", 7, "RMB001")]


def test_provider_named_package_inside_plugins_is_plugin_code(tree):
    rel = "plugins/runmat-evil/src/runmat_accel/providers/cuda.py"
    root = tree({rel: "import cupy\n"})
    assert found(root, rel) == [(1, "RMB001")]


def test_plugin_mode_treats_everything_as_plugin_code(tree):
    root = tree({"pkg/runmat_accel/providers/cuda.py": "import cupy\n",
                 "pkg/runmat_myprov/prov.py": "from runmat_accel.provider import Provider\n"
                                              "from runmat_accel import hookspecs\n"})
    assert [(v.line, v.code) for v in check_paths([root / "pkg" / "runmat_accel"])] == []
    assert [(Path(v.path).name, v.code) for v in check_paths([root / "pkg"], plugin=True)] == [
        ("cuda.py", "RMB001")
    ]


def test_relative_imports_are_resolved(tree):
    root = tree({"pkg/runmat_accel/ext/hack.py": "from .. import _private\nfrom ..providers import cuda\n"})
    got = [(v.line, v.code) for v in check_paths([root / "pkg"], plugin=True)]
    assert got == [(1, "RMB002"), (2, "RMB002")]


def test_directory_walk_skips_tests_but_explicit_files_are_checked(tree):
    root = tree({"runmat_builtins/tests/test_x.py": "import cupy\n",
                 "runmat_builtins/.hidden/x.py": "import cupy\n",
                 "runmat_builtins/ok.py": "x = 1\n"})
    assert check_paths([root / "runmat_builtins"]) == []
    assert len(check_paths([root / "runmat_builtins/tests/test_x.py"])) == 1


def test_unparsable_and_unreadable_files_are_reported(tree):
    root = tree({BUILTIN: "def broken(:\n    pass\n"})
    (root / "runmat_builtins/lib/latin.py").write_bytes(b"x = '\xe9'\n")
    got = sorted((Path(v.path).name, v.code) for v in check_paths([root / "runmat_builtins"]))
    assert got == [("latin.py", "RMB000"), ("mod.py", "RMB000")]
    assert main([str(root / "runmat_builtins")]) == 1


def test_missing_path_is_an_error(tmp_path):
    assert [v.code for v in check_paths([tmp_path / "nope"])] == ["RMB000"]


def test_cli_output_and_exit_codes(tree, capsys):
    root = tree({BUILTIN: "x = 1\nimport cupy\n", "runmat_vm/ok.py": "y = 2\n"})
    assert main([str(root / BUILTIN)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].endswith("mod.py:2:8: RMB001 imports device library 'cupy' "
                           "(only runmat_accel/providers/cuda* may use it)")
    assert out[-1].startswith("check_boundary: 1 violation(s) in 1 file(s); 1 file(s) checked")
    assert main([str(root / "runmat_vm")]) == 0
    assert capsys.readouterr().out.startswith("check_boundary: OK, 2 file(s) checked")
    assert main(["--plugin", str(root / "runmat_vm")]) == 0
    assert main(["--list-rules"]) == 0
    assert capsys.readouterr().out.count("RMB00") == len(cb.RULES)


def test_every_rule_is_documented():
    doc = (REPO / "docs" / "boundary.md").read_text(encoding="utf-8")
    for code in cb.RULES:
        assert code in doc


def test_script_runs_standalone_on_a_file(tree):
    root = tree({BUILTIN: "import cupy\n"})
    proc = subprocess.run([sys.executable, str(REPO / "tools" / "check_boundary.py"), str(root / BUILTIN)],
                          capture_output=True, text=True, cwd=root)
    assert proc.returncode == 1
    assert "runmat_builtins/lib/mod.py:1:8: RMB001" in proc.stdout


@pytest.mark.skipif(not (REPO / "runmat_builtins").is_dir(), reason="no runmat_builtins package in this checkout")
def test_real_repo_is_clean():
    proc = subprocess.run([sys.executable, str(REPO / "tools" / "check_boundary.py")],
                          capture_output=True, text=True, cwd=REPO)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.startswith("check_boundary: OK")
