"""Determinism: the same script prints the same bytes in every run. A sample of the
conformance suite (every 8th script, plus the numerics area) runs in two fresh processes
with different hash seeds (set and dict orders differ between them), and twice in fresh
Sessions of one process with the compiled tier forced (caches warm the second time)."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SUITE = ROOT / "tests" / "conformance"


def sample() -> list[Path]:
    scripts = sorted(p for p in SUITE.rglob("*.m") if p.with_suffix(".out").exists())
    numerics = [p for p in scripts if p.parent.name == "numerics"]
    return sorted(set(scripts[::8]) | set(numerics))


def run_outputs(paths: list[Path]) -> dict[str, str]:
    """Each script's stdout (and the identifier of an uncaught error) from a fresh Session."""
    from runmat_builtins import MException
    from runmat_vm import Session

    res = {}
    for p in paths:
        out = io.StringIO()
        try:
            Session(stdin=io.StringIO(""), stdout=out, stderr=io.StringIO()).run_file(str(p))
        except MException as exc:
            out.write(f"<error {exc.identifier}>")
        res[str(p.relative_to(SUITE))] = out.getvalue()
    return res


_CHILD = """
import json, sys
from pathlib import Path
sys.path.insert(0, {root!r})
from tests.reliability.test_determinism import run_outputs
paths = [Path(p) for p in json.loads(sys.stdin.read())]
sys.stdout.write(json.dumps(run_outputs(paths)))
"""


def _in_process(seed: str, paths: list[Path]) -> dict[str, str]:
    env = dict(os.environ, PYTHONHASHSEED=seed, RUNMAT_JIT="on")
    r = subprocess.run([sys.executable, "-c", _CHILD.format(root=str(ROOT))], input=json.dumps([str(p) for p in paths]),
                       capture_output=True, text=True, env=env, cwd=ROOT, timeout=900)
    assert r.returncode == 0, r.stderr[-2000:]
    return json.loads(r.stdout)


def _differences(a: dict[str, str], b: dict[str, str]) -> list[str]:
    return [k for k in a if a[k] != b.get(k)]


@pytest.mark.slow
def test_outputs_identical_across_processes_with_different_hash_seeds():
    paths = sample()
    first, second = _in_process("1", paths), _in_process("4242", paths)
    assert len(first) == len(paths)
    assert _differences(first, second) == []


def test_outputs_identical_across_fresh_sessions_compiled_tier():
    from runmat_vm import jit

    paths = [p for p in sample() if p.parent.name == "numerics"] + sample()[::6]
    with jit.use("force"):
        first, second = run_outputs(paths), run_outputs(paths)
    assert _differences(first, second) == []
