"""`runmat plugins list`, `--version`, `builtins list --origin`, `lint-plugin` with fake distributions."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from runmat_builtins.testing import fake_distribution

ROOT = Path(__file__).resolve().parents[2]
GOOD = '''
from runmat_builtins import runtime_builtin

@runtime_builtin(name="cliplugtwice", category="test/cli", summary="Twice.", signatures=["Y = cliplugtwice(X)"])
def cliplugtwice(x):
    return 2 * x
'''


def runmat(site: Path | None, *args: str, **env: str) -> subprocess.CompletedProcess:
    e = {k: v for k, v in os.environ.items() if not k.startswith("RUNMAT_")}
    if site is not None:
        e["PYTHONPATH"] = os.pathsep.join([str(site), e.get("PYTHONPATH", "")])
    e.update(env)
    return subprocess.run([sys.executable, "-m", "runmat_vm.cli", *args], capture_output=True, text=True,
                          cwd=ROOT, env=e, timeout=120)


def site_with_plugins(tmp_path: Path) -> Path:
    fake_distribution(tmp_path, "cli-good", "2.0", entry_points={"runmat.builtins": {"good": "cliplug_good"}},
                      modules={"cliplug_good.py": GOOD})
    fake_distribution(tmp_path, "cli-broken", "0.9", entry_points={"runmat.builtins": {"broken": "cliplug_broken"}},
                      modules={"cliplug_broken.py": "raise RuntimeError('boom')\n"})
    return tmp_path


def test_plugins_list_json(tmp_path):
    res = runmat(site_with_plugins(tmp_path), "plugins", "list", "--json")
    assert res.returncode == 0, res.stderr
    recs = {r["distribution"]: r for r in json.loads(res.stdout)}
    assert recs["cli-good"] | {} == recs["cli-good"]
    assert (recs["cli-good"]["status"], recs["cli-good"]["version"], recs["cli-good"]["builtins"]) == \
        ("loaded", "2.0", ["cliplugtwice"])
    assert (recs["cli-broken"]["status"], recs["cli-broken"]["reason"]) == ("failed", "RuntimeError: boom")
    assert res.stderr.count("Warning: plugin cli-broken 0.9 was not loaded: RuntimeError: boom\n") == 1
    assert "Traceback" not in res.stderr


def test_plugins_list_table_shows_disabled(tmp_path):
    res = runmat(site_with_plugins(tmp_path), "plugins", "list", RUNMAT_DISABLE_PLUGINS="cli-broken")
    assert res.returncode == 0 and "cli-broken" in res.stdout and "disabled" in res.stdout
    assert res.stderr == ""


def test_version_summary_and_origin_filter(tmp_path):
    site = site_with_plugins(tmp_path)
    res = runmat(site, "--version")
    last = res.stdout.strip().splitlines()[-1]
    assert last.startswith("plugins: ") and "1 failed" in last and "builtins" in last
    data = json.loads(runmat(site, "builtins", "list", "--origin", "cli-good", "--json").stdout)
    assert [d["name"] for d in data] == ["cliplugtwice"] and data[0]["origin"]["version"] == "2.0"


def test_broken_plugin_does_not_break_running_code(tmp_path):
    res = runmat(site_with_plugins(tmp_path), "eval", "disp(cliplugtwice(21))")
    assert res.returncode == 0 and res.stdout == "    42\n"  # disp in MATLAB's display (the default)
    assert "Traceback" not in res.stderr and res.stderr.count("\n") == 1


def test_lint_plugin_cli(tmp_path):
    (tmp_path / "p.py").write_text("import importlib\nimportlib.import_module('cupy')\n")
    res = runmat(None, "lint-plugin", str(tmp_path))
    assert res.returncode == 1 and "RMB003" in res.stdout and "1 violation(s)" in res.stdout
    res = runmat(None, "lint-plugin", str(ROOT / "plugins" / "runmat-plugin-template"))
    assert res.returncode == 0 and res.stdout.startswith("lint-plugin: OK")
