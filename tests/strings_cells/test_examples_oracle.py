"""Every example of this area's builtins matches what octave-cli prints (MATLAB-only string API skipped)."""

from __future__ import annotations

import shutil
import subprocess

import pytest

import runmat_builtins as rb

AREAS = ("strings/core", "strings/search", "strings/regex", "strings/transform",
         "strings/conversion", "cells", "structs", "containers")
# Octave 7.3 lacks these (string arrays): their examples follow MATLAB's documentation.
MATLAB_ONLY = {"compose", "contains", "startsWith", "endsWith", "join", "pad", "replace", "erase",
               "split", "string", "strings", "strlength"}
MARK = "@@EXAMPLE@@"


def _examples() -> list[tuple[str, str, str]]:
    cat = rb.catalog()
    out = []
    for name in cat.names():
        spec = cat.get(name)
        if spec.category.startswith(AREAS):
            assert spec.examples, f"{name} has no example"
            out.extend((name, e.code, e.output) for e in spec.examples)
    return out


def test_every_builtin_documents_examples_and_signatures():
    assert len(_examples()) > 60


@pytest.mark.skipif(shutil.which("octave-cli") is None, reason="octave-cli not installed")
def test_examples_match_octave(tmp_path):
    exs = [e for e in _examples() if e[0] not in MATLAB_ONLY]
    lines = []
    for _, code, _ in exs:
        quoted = "[" + " char(10) ".join("'" + ln.replace("'", "''") + "'" for ln in code.split("\n")) + "]"
        lines.append(f"clear all; disp('{MARK}'); try, eval({quoted}); catch err, disp(['error: ' err.message]); end")
    lines.append(f"disp('{MARK}');")
    script = tmp_path / "examples.m"
    script.write_text("\n".join(lines))
    out = subprocess.run(["octave-cli", "--quiet", str(script)], capture_output=True, text=True,
                         timeout=120).stdout
    got = out.split(MARK + "\n")[1:len(exs) + 1]
    bad = [(name, code, want, have) for (name, code, want), have in zip(exs, got) if want != have]
    assert not bad, "\n".join(f"{n}: {c!r}\n  doc:    {w!r}\n  octave: {h!r}" for n, c, w, h in bad)
