"""Fixtures for plugin-host tests: fake distributions on sys.path, a registry restored afterwards."""

from __future__ import annotations

import itertools
import sys

import pytest

from runmat_builtins import catalog
from runmat_builtins import plugins as host
from runmat_builtins.catalog import registry
from runmat_builtins.testing import fake_distribution

_SEQ = itertools.count()
KNOBS = ("RUNMAT_PLUGINS", "RUNMAT_DISABLE_PLUGINS", "RUNMAT_NO_PLUGIN_AUTOLOAD", "RUNMAT_TRACE")

BUILTIN_SRC = '''
from runmat_builtins import runtime_builtin
from runmat_builtins.spec import Example

@runtime_builtin(name="{name}", category="test/plugins", summary="Twice the input.",
                 signatures=["Y = {name}(X)"], examples=[Example(code="y = {name}(2)", output="y =\\n\\n     4\\n\\n")])
def {name}(x):
    return 2 * x
'''


class PluginEnv:
    """Make fake distributions, then run the loader over them."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
        self.mp = monkeypatch
        self.root = tmp_path / "site"
        self.root.mkdir()
        self.modules: list[str] = []
        monkeypatch.syspath_prepend(str(self.root))

    def unique(self, stem: str) -> str:
        name = f"{stem}_{next(_SEQ)}"
        self.modules.append(name)
        return name

    def dist(self, dist: str, modules: dict[str, str], entry: str, *, group: str = host.GROUP,
             ep_name: str | None = None, version: str = "1.2.3") -> None:
        fake_distribution(self.root, dist, version, entry_points={group: {ep_name or dist: entry}},
                          modules=modules)
        self.mp.syspath_prepend(str(self.root))  # invalidates importlib's caches

    def builtin_dist(self, dist: str, body: str | None = None) -> str:
        """A distribution whose module registers one builtin; returns the builtin's name."""
        mod = self.unique(dist.replace("-", "_"))
        name = f"{mod}fn"
        self.dist(dist, {f"{mod}.py": body if body is not None else BUILTIN_SRC.format(name=name)}, mod)
        return name

    def load(self) -> dict[str, host.PluginRecord]:
        recs = host.load_plugins(registry())
        return {r.distribution: r for r in recs}


@pytest.fixture
def plugin_env(monkeypatch, tmp_path):
    """A PluginEnv; the registry, RECORDS, knobs and imported fake modules are restored after."""
    catalog()
    for k in KNOBS:
        monkeypatch.delenv(k, raising=False)
    reg = registry()
    entries, overrides, records = dict(reg.entries), list(reg.overrides), list(host.RECORDS)
    specs = {n: b.spec for n, b in entries.items()}
    env = PluginEnv(monkeypatch, tmp_path)
    yield env
    for n in [n for n in reg.entries if n not in entries]:
        reg.unregister(n)
    for n, b in entries.items():
        reg.entries[n] = b
        b.spec = specs[n]
    reg.overrides[:] = overrides
    host.RECORDS[:] = records
    for m in [m for m in sys.modules if m.split(".")[0] in env.modules]:
        del sys.modules[m]
