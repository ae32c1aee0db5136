"""The index of the core library: current, every spec valid, one module imported per name."""

from __future__ import annotations

import subprocess
import sys

from runmat_builtins import index, inventory
from runmat_builtins.catalog import catalog, registry


def test_every_core_spec_validates_and_the_index_is_current():
    builtins = inventory.core_builtins()
    assert len(builtins) > 600
    not_indexed = [b.info.name for b in builtins if not b.indexed]
    # b.spec builds and checks each spec as @runtime_builtin does for unindexed builtins
    stale = [b.info.name for b in builtins if index.info_of(b.spec, b.fn) != b.info]
    assert not not_indexed and not stale, ("run `runmat builtins inventory` and commit the result: "
                                          f"not in the index {not_indexed}, changed {stale}")
    assert {b.info.name for b in builtins} == set(index.index())


def test_indexed_builtin_builds_its_spec_on_first_access():
    b = catalog().builtin("numel")
    assert b.indexed and b.info.module == b.fn.__module__ == index.index()["numel"].module
    assert b.spec.name == "numel" and b.spec.category == b.info.category
    assert catalog().info("numel").effects == b.spec.effects


def test_a_core_name_loads_only_its_module():
    code = ("import sys\nfrom runmat_builtins import call_builtin\n"
            "assert call_builtin('numel', 1.0) == 1.0\n"
            "lib = sorted(m for m in sys.modules if m.startswith('runmat_builtins.lib.') and m.count('.') > 3)\n"
            "print(len(lib), 'pydantic' in sys.modules, 'pluggy' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert int(out[0]) < 15 and out[1:] == ["False", "False"], out


def test_unregistered_core_builtin_comes_back_on_lookup():
    reg = registry()
    b = reg.entries["cos"]
    reg.unregister("cos")
    assert "cos" not in reg.entries and reg.entries["cos"] is b and catalog().builtin("cos") is b


def test_without_a_usable_index_the_whole_library_loads():
    code = ("from runmat_builtins import index\nindex._INDEX = {}\n"
            "from runmat_builtins import call_builtin\nfrom runmat_builtins.catalog import registry\n"
            "assert call_builtin('numel', 1.0) == 1.0\nb = registry().entries['numel']\n"
            "print(b.indexed, len(registry().entries) > 600)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["False", "True"]
    assert "run `runmat builtins inventory`" in done.stderr  # never silent: it says how to rebuild
