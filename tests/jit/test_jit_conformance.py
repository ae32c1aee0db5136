"""The conformance suite both ways: every tests/conformance script gives the same stdout with the
compiled tier forced on (everything it accepts compiled at first sight) as with it off, and that
stdout is Octave's unless the script is a listed known failure.

(``RUNMAT_JIT=force pytest tests/conformance`` / ``RUNMAT_JIT=0 ...`` run the suite itself either way.)
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from runmat_vm import jit

_CONF = Path(__file__).resolve().parents[1] / "conformance" / "test_conformance.py"
_spec = importlib.util.spec_from_file_location("_conformance_runner", _CONF)
conf = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(conf)


def _run(script: Path, mode: str) -> str:
    with jit.use(mode):
        return conf.run_script(script)


@pytest.mark.parametrize("script", [pytest.param(p, id=str(p.relative_to(conf.HERE))) for p in conf.SCRIPTS])
def test_conformance_script_same_with_tier_forced_and_off(script: Path) -> None:
    off = _run(script, "off")
    forced = _run(script, "force")
    assert forced == off
    rel = str(script.relative_to(conf.HERE))
    if rel not in conf.KNOWN:
        assert forced == script.with_suffix(".out").read_text()
