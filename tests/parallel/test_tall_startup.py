"""Dask loads with the first tall array, never at start-up or with the catalog."""

from __future__ import annotations

import subprocess
import sys

HEAVY = ("dask", "distributed", "runmat_builtins.lib.parallel.tall._ops")


def _modules_after(code: str, heavy: tuple = HEAVY) -> list[str]:
    script = (f"import sys\n{code}\n"
              f"print(sorted(m for m in {heavy!r} if m in sys.modules))")
    return subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          check=True).stdout.splitlines()


def test_eval_and_the_catalog_import_no_dask():
    run = ("import runpy; sys.argv = ['runmat', 'eval', 'x = sum(mod(1:10, 3)); disp(x)']\n"
           "try:\n    runpy.run_module('runmat_vm.cli', run_name='__main__')\nexcept SystemExit:\n    pass")
    assert _modules_after(run) == ["10", "[]"]
    listing = ("from runmat_builtins.catalog import catalog\nc = catalog()\n"
               "print(c.info('tall').category, c.info('head').kind)")
    assert _modules_after(listing, ("dask", "distributed")) == ["parallel/tall host-only", "[]"]


def test_first_tall_array_loads_dask():
    code = ("from runmat_vm.session import Session\ns = Session()\n"
            "s.run('t = tall([1; 2; 3]); y = gather(sum(t));')")
    assert _modules_after(code) == [repr(["dask", "runmat_builtins.lib.parallel.tall._ops"])]
