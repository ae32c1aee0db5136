"""One test per hook (docs/plugin-hooks.md): what the host does with each hook's answer."""

from __future__ import annotations

import runmat_accel
from runmat_accel._private import manager as accel_manager
from runmat_builtins import call_builtin, catalog
from runmat_builtins import plugins as host


def test_hook_runmat_register_builtins(plugin_env):
    pkg = plugin_env.unique("hooked")
    sub = f'''
from runmat_builtins import runtime_builtin

@runtime_builtin(name="{pkg}half", category="test/plugins", summary="Half the input.",
                 signatures=["Y = {pkg}half(X)"])
def half(x):
    return x / 2
'''
    entry = f'''
import importlib
from runmat_builtins.plugins import hookimpl

@hookimpl
def runmat_register_builtins():
    return [importlib.import_module("{pkg}.impl").__name__]
'''
    plugin_env.dist("hooked-plugin", {f"{pkg}/__init__.py": "", f"{pkg}/plugin.py": entry,
                                      f"{pkg}/impl.py": sub}, f"{pkg}.plugin")
    rec = plugin_env.load()["hooked-plugin"]
    assert rec.status == "loaded" and rec.builtins == [f"{pkg}half"]
    assert call_builtin(f"{pkg}half", 3.0) == 1.5
    assert catalog().get(f"{pkg}half").origin.distribution == "hooked-plugin"


def test_hook_runmat_register_providers(plugin_env, monkeypatch):
    mod = plugin_env.unique("provplug")
    src = '''
import numpy as np
from runmat_accel import Provider, ProviderEntry
from runmat_accel.hookspecs import hookimpl

class Host2(Provider):
    name = "host2"
    is_device = False

    @property
    def xp(self):
        return np

@hookimpl
def runmat_register_providers():
    return [ProviderEntry("host2", factory=Host2, description="a second host", is_device=False)]
'''
    plugin_env.dist("provider-plugin", {f"{mod}.py": src}, mod, group=host.PROVIDER_GROUP, ep_name="host2")
    monkeypatch.setattr(accel_manager, "_MANAGER", None)  # rediscover, restored after the test
    infos = {i.name: i for i in runmat_accel.describe_providers()}
    assert infos["host2"].origin == "provider-plugin 1.2.3" and infos["host2"].status == "available"
    plugin_env.load()
    recs = {r.distribution: r for r in host.plugin_report()}
    rec = recs["provider-plugin"]
    assert (rec.status, rec.providers, rec.group) == ("loaded", ["host2"], host.PROVIDER_GROUP)
    assert "runmat" not in recs  # the core distribution's providers are not plugins
