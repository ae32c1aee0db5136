"""display_text / disp_text against octave-cli 7.3 output (expected.json, from gen_expected.py)."""

from __future__ import annotations

import json
import pathlib

import pytest

from cases import CASES, STRING_CASES
from runmat_builtins.display import disp_text, display_text

EXPECTED = json.loads((pathlib.Path(__file__).parent / "expected.json").read_text())


@pytest.mark.parametrize("cid,fmt,kind,expr,build", CASES, ids=[c[0] for c in CASES])
def test_matches_octave(cid, fmt, kind, expr, build):
    value = build()
    got = display_text("x", value, fmt) if kind == "show" else disp_text(value, fmt)
    assert got == EXPECTED[cid], f"{kind} {expr} ({fmt})"


def test_none_name_is_disp():
    assert display_text(None, 5.0) == "5\n"


@pytest.mark.parametrize("cid,build,want", STRING_CASES, ids=[c[0] for c in STRING_CASES])
def test_string_arrays(cid, build, want):
    assert display_text("x", build()) == want
