"""Every hook spec is documented in docs/plugin-hooks.md with its exact signature, and tested."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

import pytest

from runmat_accel.hookspecs import ProviderSpecs
from runmat_builtins.hookspecs import BuiltinPluginSpecs

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "docs" / "plugin-hooks.md").read_text(encoding="utf-8")
TESTS = "\n".join(p.read_text(encoding="utf-8") for p in Path(__file__).parent.glob("test_*.py"))


def hook_signature(fn) -> str:
    sig = inspect.signature(fn)
    sig = sig.replace(parameters=[p for p in sig.parameters.values() if p.name != "self"])
    return fn.__name__ + str(sig).replace("'", "")


HOOKS = [f for cls in (BuiltinPluginSpecs, ProviderSpecs) for n, f in vars(cls).items()
         if n.startswith("runmat_") and callable(f)]


def test_there_are_hooks():
    assert {f.__name__ for f in HOOKS} >= {"runmat_register_builtins", "runmat_register_providers"}


@pytest.mark.parametrize("fn", HOOKS, ids=lambda f: f.__name__)
def test_hook_is_documented_with_its_exact_signature(fn):
    headings = re.findall(r"^## (.+)$", DOC, flags=re.M)
    assert hook_signature(fn) in headings


@pytest.mark.parametrize("fn", HOOKS, ids=lambda f: f.__name__)
def test_hook_has_a_test(fn):
    assert re.search(rf"^def test_hook_{fn.__name__}\b", TESTS, flags=re.M), f"no test_hook_{fn.__name__}"


def test_no_documented_hook_is_stale():
    names = {f.__name__ for f in HOOKS}
    documented = {h.split("(")[0] for h in re.findall(r"^## (runmat_\w+\(.*)$", DOC, flags=re.M)}
    assert documented == names
