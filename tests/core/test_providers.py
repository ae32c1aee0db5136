"""Provider discovery through pluggy entry points, selection, and `runmat accel info`."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

import runmat_accel
from runmat_accel._private.manager import AccelError, ProviderManager


def test_discovery_lists_all_slots():
    infos = {i.name: i for i in runmat_accel.describe_providers()}
    assert {"cpu", "inprocess", "cuda"} <= set(infos)
    assert infos["cpu"].is_device is False and infos["inprocess"].is_device is True


def test_cuda_slot_visible_without_importing_cupy():
    code = ("import sys, runmat_builtins, runmat_accel; runmat_builtins.catalog(); "
            "infos = {i.name: i for i in runmat_accel.describe_providers()}; "
            "print(infos['cuda'].status, 'cupy' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out[1] == "False"
    try:
        import cupy  # noqa: F401
    except Exception:
        assert out[0] == "unavailable"


def test_select_unknown_provider_errors():
    with pytest.raises(AccelError) as ei:
        runmat_accel.select_provider("quantum")
    assert ei.value.identifier == runmat_accel.messages.UNKNOWN_PROVIDER_ID


def test_env_selection(monkeypatch):
    monkeypatch.setenv("RUNMAT_ACCEL", "inprocess")
    mgr = ProviderManager.discover()
    assert mgr.requested == "inprocess" and mgr.device().name == "inprocess"


def test_broken_provider_plugin_is_isolated(monkeypatch):
    from importlib import metadata

    from runmat_accel._private import manager as mod

    real = mod._entry_points()
    broken = metadata.EntryPoint("broken", "no_such_module_xyz:plugin", mod.GROUP)
    monkeypatch.setattr(mod, "_entry_points", lambda: real + [broken])
    mgr = ProviderManager.discover()
    assert "cpu" in mgr.slots
    (failed,) = mgr.failed
    assert failed.name == "broken" and "ModuleNotFoundError" in failed.error
    statuses = {i.name: i.status for i in mgr.describe()}
    assert statuses["broken"] == "failed"


def test_accel_info_json_cli():
    out = subprocess.run([sys.executable, "-m", "runmat_vm.cli", "accel", "info", "--json"],
                         capture_output=True, text=True, check=True).stdout
    data = json.loads(out)
    names = {p["name"]: p for p in data["providers"]}
    assert {"cpu", "inprocess", "cuda"} <= set(names)
    if names["cuda"]["status"] == "unavailable":
        assert names["cuda"]["reason"]
