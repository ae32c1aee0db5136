"""The builtin-plugin loader: isolation of broken plugins, rollback, knobs, tracing."""

from __future__ import annotations

import pytest

from runmat_builtins import call_builtin, catalog
from runmat_builtins.catalog import registry


def test_good_plugin_loads_with_its_origin(plugin_env):
    fn = plugin_env.builtin_dist("good-plugin")
    recs = plugin_env.load()
    rec = recs["good-plugin"]
    assert (rec.status, rec.version, rec.builtins) == ("loaded", "1.2.3", [fn])
    spec = catalog().get(fn)
    assert (spec.origin.kind, spec.origin.distribution, spec.origin.version) == ("plugin", "good-plugin", "1.2.3")
    assert call_builtin(fn, 21.0) == 42.0
    assert [s.name for s in catalog().specs(origin="good-plugin")] == [fn]


def test_broken_import_is_isolated(plugin_env, capsys):
    good = plugin_env.builtin_dist("good-plugin")
    plugin_env.builtin_dist("broken-plugin", body="import no_such_module_for_runmat_tests\n")
    recs = plugin_env.load()
    assert recs["broken-plugin"].status == "failed"
    assert recs["broken-plugin"].reason.startswith("ModuleNotFoundError: No module named")
    assert recs["good-plugin"].status == "loaded" and good in catalog()
    err = capsys.readouterr().err
    lines = [ln for ln in err.splitlines() if ln]
    assert lines == [f"Warning: plugin broken-plugin 1.2.3 was not loaded: {recs['broken-plugin'].reason}"]
    assert "Traceback" not in err


def test_invalid_metadata_rolls_back_partial_registrations(plugin_env, capsys):
    mod = plugin_env.unique("halfway")
    src = f'''
from runmat_builtins import runtime_builtin

@runtime_builtin(name="{mod}ok", category="test/plugins", summary="Fine.", signatures=["Y = {mod}ok(X)"])
def ok(x):
    return x

@runtime_builtin(name="{mod}bad", category="Not A Category", summary="", signatures=["Y = {mod}bad(X)"])
def bad(x):
    return x
'''
    plugin_env.dist("halfway-plugin", {f"{mod}.py": src}, mod)
    rec = plugin_env.load()["halfway-plugin"]
    assert rec.status == "failed" and rec.reason.startswith("BuiltinDefinitionError: builtin ")
    assert "field 'category'" in rec.reason and "field 'summary'" in rec.reason
    assert f"{mod}ok" not in catalog() and f"{mod}bad" not in catalog()
    assert capsys.readouterr().err.count("\n") == 1


def test_signature_mismatch_is_invalid_metadata(plugin_env):
    mod = plugin_env.unique("sigbad")
    src = f'''
from runmat_builtins import runtime_builtin

@runtime_builtin(name="{mod}f", category="test/plugins", summary="Two inputs promised.",
                 signatures=["Y = {mod}f(A, B, C)"])
def f(a):
    return a
'''
    plugin_env.dist("sigbad-plugin", {f"{mod}.py": src}, mod)
    rec = plugin_env.load()["sigbad-plugin"]
    assert rec.status == "failed" and "field 'signatures'" in rec.reason


def test_clash_with_core_name_keeps_core(plugin_env, capsys):
    core_sin = registry().entries["sin"]
    mod = plugin_env.unique("clash")
    src = f'''
from runmat_builtins import runtime_builtin

@runtime_builtin(name="{mod}extra", category="test/plugins", summary="Registered first.",
                 signatures=["Y = {mod}extra(X)"])
def extra(x):
    return x

@runtime_builtin(name="sin", category="test/plugins", summary="Not the sine.", signatures=["Y = sin(X)"])
def sin(x):
    return 0.0
'''
    plugin_env.dist("clash-plugin", {f"{mod}.py": src}, mod)
    rec = plugin_env.load()["clash-plugin"]
    assert rec.status == "failed" and rec.reason.startswith("DuplicateBuiltinError: builtin 'sin'")
    assert registry().entries["sin"] is core_sin and f"{mod}extra" not in catalog()
    assert call_builtin("sin", 0.0) == 0.0 and abs(call_builtin("sin", 1.0) - 0.8414709848) < 1e-9
    assert "Traceback" not in capsys.readouterr().err


def test_two_plugins_clashing_with_each_other(plugin_env):
    first = plugin_env.builtin_dist("first-plugin")
    mod = plugin_env.unique("second")
    src = ("from runmat_builtins import runtime_builtin\n"
           f"@runtime_builtin(name='{first}', category='test/plugins', summary='Same name.', "
           f"signatures=['Y = {first}(X)'])\ndef f(x):\n    return x\n")
    plugin_env.dist("second-plugin", {f"{mod}.py": src}, mod)
    recs = plugin_env.load()
    assert recs["first-plugin"].status == "loaded"
    assert recs["second-plugin"].status == "failed" and "DuplicateBuiltinError" in recs["second-plugin"].reason
    assert catalog().get(first).origin.distribution == "first-plugin"


def test_hook_raising_is_isolated(plugin_env):
    mod = plugin_env.unique("hookfail")
    src = '''
from runmat_builtins.plugins import hookimpl

@hookimpl
def runmat_register_builtins():
    raise RuntimeError("config file missing")
'''
    plugin_env.dist("hookfail-plugin", {f"{mod}.py": src}, mod)
    rec = plugin_env.load()["hookfail-plugin"]
    assert (rec.status, rec.reason) == ("failed", "RuntimeError: config file missing")


def test_unmarked_hook_and_bad_hook_arguments_fail(plugin_env):
    a, b = plugin_env.unique("unmarked"), plugin_env.unique("badargs")
    plugin_env.dist("unmarked-plugin", {f"{a}.py": "def runmat_register_builtins():\n    return []\n"}, a)
    plugin_env.dist("badargs-plugin", {f"{b}.py": "from runmat_builtins.plugins import hookimpl\n"
                                       "@hookimpl\ndef runmat_register_builtins(registry):\n    return []\n"}, b)
    recs = plugin_env.load()
    assert recs["unmarked-plugin"].status == "failed" and "not marked with @hookimpl" in recs["unmarked-plugin"].reason
    assert recs["badargs-plugin"].status == "failed" and "PluginValidationError" in recs["badargs-plugin"].reason


def test_plugin_calling_sys_exit_is_isolated(plugin_env):
    plugin_env.builtin_dist("exit-plugin", body="import sys\nsys.exit(3)\n")
    rec = plugin_env.load()["exit-plugin"]
    assert rec.status == "failed" and rec.reason.startswith("SystemExit")


def test_allowlist(plugin_env, monkeypatch, capsys):
    a = plugin_env.builtin_dist("alpha-plugin")
    b = plugin_env.builtin_dist("beta-plugin")
    monkeypatch.setenv("RUNMAT_PLUGINS", "Alpha_Plugin, not-installed")
    recs = plugin_env.load()
    assert recs["alpha-plugin"].status == "loaded" and a in catalog()
    assert (recs["beta-plugin"].status, recs["beta-plugin"].reason) == ("disabled", "not in RUNMAT_PLUGINS")
    assert b not in registry().entries
    assert "RUNMAT_PLUGINS names 'not-installed', which is not installed" in capsys.readouterr().err


def test_empty_allowlist_loads_nothing(plugin_env, monkeypatch):
    plugin_env.builtin_dist("alpha-plugin")
    monkeypatch.setenv("RUNMAT_PLUGINS", "")
    assert all(r.status == "disabled" for r in plugin_env.load().values())


def test_disable(plugin_env, monkeypatch):
    a = plugin_env.builtin_dist("alpha-plugin")
    b = plugin_env.builtin_dist("beta-plugin")
    monkeypatch.setenv("RUNMAT_DISABLE_PLUGINS", "beta-plugin")
    recs = plugin_env.load()
    assert recs["alpha-plugin"].status == "loaded" and a in catalog()
    assert (recs["beta-plugin"].status, recs["beta-plugin"].reason) == ("disabled", "disabled by RUNMAT_DISABLE_PLUGINS")
    assert b not in registry().entries


@pytest.mark.parametrize("value", ["1", "yes"])
def test_no_autoload(plugin_env, monkeypatch, value):
    a = plugin_env.builtin_dist("alpha-plugin")
    monkeypatch.setenv("RUNMAT_NO_PLUGIN_AUTOLOAD", value)
    assert plugin_env.load() == {}
    assert a not in registry().entries


def test_autoload_flag_zero_means_off(plugin_env, monkeypatch):
    plugin_env.builtin_dist("alpha-plugin")
    monkeypatch.setenv("RUNMAT_NO_PLUGIN_AUTOLOAD", "0")
    assert plugin_env.load()["alpha-plugin"].status == "loaded"


def test_trace_output(plugin_env, monkeypatch, capsys):
    mod = plugin_env.unique("traced")
    plugin_env.dist("traced-plugin", {f"{mod}.py": "from runmat_builtins.plugins import hookimpl\n"
                                      "@hookimpl\ndef runmat_register_builtins():\n    return ['x']\n"}, mod)
    plugin_env.builtin_dist("off-plugin")
    monkeypatch.setenv("RUNMAT_TRACE", "1")
    monkeypatch.setenv("RUNMAT_DISABLE_PLUGINS", "off-plugin")
    plugin_env.load()
    err = capsys.readouterr().err.splitlines()
    assert f"[runmat] plugin traced-plugin 1.2.3: loading {mod}" in err
    assert any(ln.startswith("[runmat] call runmat_register_builtins() -> [runmat.builtins:traced-plugin:")
               for ln in err)
    assert any(ln.startswith("[runmat] done runmat_register_builtins in ") and ln.endswith("[['x']]")
               for ln in err)
    assert "[runmat] plugin off-plugin (off-plugin): disabled by RUNMAT_DISABLE_PLUGINS" in err


def test_no_trace_without_the_knob(plugin_env, capsys):
    plugin_env.builtin_dist("alpha-plugin")
    plugin_env.load()
    assert "[runmat]" not in capsys.readouterr().err
