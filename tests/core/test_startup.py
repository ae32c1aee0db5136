"""Start-up stays light: the catalog imports neither scipy nor a device library, and a script compiles
only the submodules it uses (lazy package names behave as eager imports would)."""

from __future__ import annotations

import os
import subprocess
import sys


def test_catalog_import_is_light():
    code = ("import sys, runmat_builtins; runmat_builtins.catalog(); "
            "print(sorted(m for m in ('scipy', 'cupy', 'matplotlib') if m in sys.modules))")
    env = {**os.environ, "RUNMAT_NO_PLUGIN_AUTOLOAD": "1"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env)
    assert out.stdout.strip() == "[]", out.stdout


def _fresh(code: str) -> list[str]:
    """Lines printed by ``code`` run in a new interpreter (this process has imported everything)."""
    env = {**os.environ, "RUNMAT_NO_PLUGIN_AUTOLOAD": "1"}
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                          env=env).stdout.splitlines()


# modules a script that reads subscripts and fuses an expression, without errors, never needs
_UNUSED = ("runmat_builtins.indexing.write", "runmat_builtins.indexing.delete", "runmat_builtins.indexing.fields",
           "runmat_accel.fusion.program", "runmat_accel.fusion.random", "runmat_vm.frontend.diagnose",
           "runmat_vm.frontend.dump", "runmat_vm.report", "runmat_builtins.lib.parallel.cluster")


def test_a_script_compiles_only_the_submodules_it_uses():
    out = _fresh(
        "import sys\nfrom runmat_vm.session import Session\ns = Session()\n"
        "s.run('x = linspace(0, 1, 5); y = sin(x) + cos(x) .* exp(-x); disp(y(2) > 0); disp(x(end))')\n"
        f"print(sorted(m for m in {_UNUSED!r} if m in sys.modules))\n"
        "s.run('x(2) = 7; s.a = 1; x(1) = []; disp(x(1)); disp(s.a)')\n"
        "print(sorted(m for m in {'runmat_builtins.indexing.write', 'runmat_builtins.indexing.delete', "
        "'runmat_builtins.indexing.fields'} if m in sys.modules))\n"
        "try:\n    s.run('x = (1 + ;')\nexcept Exception as e:\n    print(type(e).__name__)\n")
    assert out == ["1", "1", "[]", "7", "1",
                   "['runmat_builtins.indexing.delete', 'runmat_builtins.indexing.fields', "
                   "'runmat_builtins.indexing.write']",
                   "MatlabSyntaxError"]


def test_lazy_package_names_are_the_submodules_objects():
    out = _fresh(
        "import sys\nimport runmat_builtins.indexing as ix\n"
        "print('runmat_builtins.indexing.write' in sys.modules, 'assign' in dir(ix))\n"
        "from runmat_builtins.indexing import write\n"  # the submodule itself: not an exported name
        "print(ix.assign is write.assign, 'runmat_builtins.indexing.write' in sys.modules)\n"
        # a submodule named like its function: importing it keeps the function as the package's name
        "import runmat_builtins.indexing.concat\n"
        "print(callable(ix.concat), ix.concat is sys.modules['runmat_builtins.indexing.concat'].concat)\n"
        "from runmat_builtins.indexing import COLON, delete, messages\n"
        "print(delete is sys.modules['runmat_builtins.indexing.delete'].delete, messages.__name__)\n"
        "try:\n    ix.no_such_name\nexcept AttributeError as e:\n    print(e)\n"
        "from runmat_vm.frontend.dump import dump as d\nfrom runmat_vm.frontend import dump, parse\n"
        "print(dump is d, dump(parse('x = 1;'))[:8])\n"
        "import runmat_accel.fusion as f\nprint('runmat_accel.fusion.program' in sys.modules)\n"
        "from runmat_accel.fusion import DomainEscape, seed\n"
        "print(DomainEscape.__module__, seed.__module__)\n")
    assert out == ["False True", "True True", "True True", "True runmat_builtins.indexing.messages",
                   "module 'runmat_builtins.indexing' has no attribute 'no_such_name'",
                   "True (script ", "False", "runmat_accel.fusion.program runmat_accel.fusion.random"]


def test_the_parallel_backend_slot_is_the_pools():
    out = _fresh(
        "import sys\nfrom runmat_vm.session import Session\nimport runmat_builtins.lib.parallel as par\n"
        "from runmat_vm.parallel import BACKEND\nprint(par.backend() is BACKEND)\n"
        "from runmat_builtins.lib.parallel import cluster\n"
        "print(cluster.backend is par.backend, cluster.register_backend is par.register_backend)\n")
    assert out == ["True", "True True"]
