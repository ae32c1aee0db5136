"""`runmat builtins ...` and `runmat --version` through the console entry point."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def runmat(*args: str, check: bool = True) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "runmat_vm.cli", *args], capture_output=True, text=True,
                          check=check, cwd=ROOT)


def test_version_has_plugin_summary():
    out = runmat("--version").stdout
    assert out.startswith("runmat ") and "plugins:" in out and "builtins" in out


def test_list_json_filter_category():
    data = json.loads(runmat("builtins", "list", "--category", "acceleration", "--json").stdout)
    names = {d["name"] for d in data}
    assert {"gpuArray", "gather", "gpuDevice"} <= names
    assert all(d["category"].startswith("acceleration") for d in data)


def test_show_json_and_unknown():
    spec = json.loads(runmat("builtins", "show", "gather", "--json").stdout)
    assert spec["name"] == "gather" and spec["accel"]["residency"] == "gather"
    res = runmat("builtins", "show", "Gather", check=False)
    assert res.returncode == 2 and "gather" in res.stderr


def test_schema_is_json_schema():
    schema = json.loads(runmat("builtins", "schema").stdout)
    assert schema["title"] == "BuiltinSpec" and "accel" in schema["properties"]


def test_inventory_check_detects_staleness(tmp_path):
    docs = tmp_path / "docs"
    assert runmat("builtins", "inventory", "--docs", str(docs)).returncode == 0
    assert runmat("builtins", "inventory", "--check", "--docs", str(docs)).returncode == 0
    (docs / "builtins.md").write_text("stale\n")
    res = runmat("builtins", "inventory", "--check", "--docs", str(docs), check=False)
    assert res.returncode == 1 and "builtins.md" in res.stderr
    data = json.loads((docs / "builtins.json").read_text())
    assert data["count"] == len(data["builtins"]) and data["count"] > 0
