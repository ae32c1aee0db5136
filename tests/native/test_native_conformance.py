"""The conformance suite with the native tier forced, off and automatic: every tests/conformance
script prints the same with the native tier forced on (everything it accepts compiled at first
sight; a script chunk interpreted so each loop reaches it) as with it off, and that is Octave's
output unless the script is a listed known failure.  The automatic mode is the default the
conformance suite itself runs with (``RUNMAT_NATIVE=force|0 pytest tests/conformance`` runs it
either other way).
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from runmat_vm import jit, native

pytestmark = pytest.mark.skipif(not native.available(), reason="numba not installed")

_CONF = Path(__file__).resolve().parents[1] / "conformance" / "test_conformance.py"
_spec = importlib.util.spec_from_file_location("_conformance_runner_native", _CONF)
conf = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(conf)


def _run(script: Path, mode: str) -> str:
    with jit.use("on"), native.use(mode):
        return conf.run_script(script)


@pytest.mark.parametrize("script", [pytest.param(p, id=str(p.relative_to(conf.HERE))) for p in conf.SCRIPTS])
def test_conformance_script_same_with_native_forced_off_and_auto(script: Path) -> None:
    off = _run(script, "off")
    forced = _run(script, "force")
    auto = _run(script, "on")
    assert forced == off
    assert auto == off
    rel = str(script.relative_to(conf.HERE))
    if rel not in conf.KNOWN:
        assert forced == script.with_suffix(".out").read_text()
