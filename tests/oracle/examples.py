"""The catalog's examples checked against Octave 7.3 for their values: the recorded outputs show
MATLAB's display (tools/record_examples.py writes them), so what octave-cli prints for an example is
compared with what the VM prints for it in Octave's display (``RUNMAT_DISPLAY=octave``). Categories
whose examples follow Octave are listed here; the examples whose documented MATLAB result Octave 7.3
cannot produce are listed as MATLAB-only."""

from __future__ import annotations

import io

from runmat_builtins import catalog
from tests.oracle import octave

# category prefixes ("ops/" is every operator category)
CATEGORIES = (
    "ops/", "types/", "math/elementary", "math/trigonometry", "math/rounding", "math/complex",
    "math/exponential", "math/reduction", "math/cumulative", "math/linalg", "math/polynomials",
    "math/interpolation", "math/random", "array/creation", "array/shape", "array/manipulation",
    "array/sorting", "array/sets", "array/search", "strings/core", "strings/search", "strings/regex",
    "strings/transform", "strings/conversion", "cells", "structs", "containers",
)
# Octave 7.3 has no string arrays: these builtins' examples follow MATLAB's documentation.
MATLAB_ONLY_BUILTINS = {"compose", "contains", "startsWith", "endsWith", "join", "pad", "replace", "erase",
                        "split", "string", "strings", "strlength",
                        # MATLAB functions Octave 7.3 lacks (or, for celldisp, lays out otherwise)
                        "convertCharsToStrings", "convertStringsToChars", "convertContainedStringsToChars",
                        "splitlines", "ismembertol", "celldisp", "append", "insertAfter", "insertBefore",
                        "eraseBetween", "replaceBetween", "matches",
                        # Octave 7.3 keeps char as UTF-8 bytes (MATLAB: one element per character)
                        "unicode2native", "native2unicode",
                        # dictionary (R2022b) is MATLAB's alone
                        "configureDictionary", "dictionary", "entries", "insert", "isConfigured", "lookup",
                        "numEntries", "types",
                        # eigs: 'smallestabs' (R2017b) and its ascending order are MATLAB's; Octave 7.3 refuses it
                        "eigs"}
# Where Octave 7.3 and documented MATLAB differ, the example shows MATLAB's result.
MATLAB_ONLY_CODE = {
    "y = round(1234.5678, -2)",
    "x = sum([1 NaN 3], 'omitnan')", "m = mean([1 NaN 3], 'omitnan')", "tf = any([0 0; 0 0], 'all')",
    "x = sum(int8([100 100]))", "vq = interp1([1 2 3], [10 20 30], [0 4])",
    "[C, ia, ic] = unique([5 5 7], 'stable')", "[tf, loc] = ismember([1 5 2], [2 1 1])", "v = 0:0.25:1",
    "N = histcounts([1 2 2 3 5], [0 2 4 6])",
    "I = eye(3)", "I = eye(2, 3)", "D = diag([1 2 3])", "Y = expm(zeros(2))", "[L, U, P] = lu([1 2; 3 4])",
    "rng(42);\nx = rand;\ndisp(x > 0 && x < 1)", "rng('default');\nr = randi(10, 1, 5)",
    "rng(1);\na = rand;\nrng(1);\nb = rand;\ndisp(a == b)", "s = rng;\nx = rand;\nrng(s);\ndisp(rand == x)",
}


def in_scope(category: str) -> bool:
    return category.startswith(CATEGORIES)


def examples() -> list[tuple[str, int, str]]:
    """(builtin, index, code) of every example whose values Octave must reproduce."""
    out = []
    for spec in catalog().specs():
        if in_scope(spec.category) and spec.name not in MATLAB_ONLY_BUILTINS:
            out.extend((spec.name, i, ex.code) for i, ex in enumerate(spec.examples)
                       if ex.code not in MATLAB_ONLY_CODE)
    return out


def vm_octave(code: str) -> str:
    """What the VM prints for ``code`` in Octave's display ('error: MESSAGE' on an error, as the
    oracle batch prints Octave's)."""
    from runmat_vm import Session

    out = io.StringIO()
    try:
        Session(stdout=out, stderr=io.StringIO(), display="octave").run(code)
    except Exception as exc:  # noqa: BLE001 - compared as text
        return out.getvalue() + f"error: {exc}\n"
    return out.getvalue()


def mismatches() -> list[str]:
    """A line for each in-scope example where Octave and the VM (Octave's display) print otherwise."""
    exs = examples()
    got = octave.run([code for _, _, code in exs])
    lines = []
    for (n, i, code), have in zip(exs, got):
        want = vm_octave(code)
        if have != want:
            lines.append(f"{n}[{i}]: {code!r}\n  vm       {want!r}\n  octave   {have!r}")
    return lines
