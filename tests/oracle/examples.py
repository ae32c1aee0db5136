"""The catalog's examples checked against Octave 7.3: each example's recorded output must be what
octave-cli prints for its code. Categories whose examples follow Octave are listed here; the
examples whose documented MATLAB output Octave 7.3 cannot produce are listed as MATLAB-only."""

from __future__ import annotations

import ast
import re
from pathlib import Path

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


def examples() -> list[tuple[str, int, str, str]]:
    """(builtin, index, code, recorded output) of every example Octave must reproduce."""
    out = []
    for spec in catalog().specs():
        if in_scope(spec.category) and spec.name not in MATLAB_ONLY_BUILTINS:
            out.extend((spec.name, i, ex.code, ex.output) for i, ex in enumerate(spec.examples)
                       if ex.code not in MATLAB_ONLY_CODE)
    return out


def mismatches() -> list[str]:
    """A line for each in-scope example whose recorded output differs from Octave's."""
    exs = examples()
    got = octave.run([code for _, _, code, _ in exs])
    return [f"{n}[{i}]: {code!r}\n  recorded {want!r}\n  octave   {have!r}"
            for (n, i, code, want), have in zip(exs, got) if have != want]


_PLACEHOLDER = re.compile(r'Example\(code=("(?:[^"\\]|\\.)*"), output="\?"\)')


def fill(path: str | Path) -> int:
    """Replace ``Example(code=..., output="?")`` placeholders in a builtin module with Octave's output."""
    path = Path(path)
    src = path.read_text()
    codes = [ast.literal_eval(m.group(1)) for m in _PLACEHOLDER.finditer(src)]
    if not codes:
        return 0
    outs = iter(octave.run(codes))
    path.write_text(_PLACEHOLDER.sub(lambda m: f"Example(code={m.group(1)}, output={_pystr(next(outs))})", src))
    return len(codes)


def _pystr(s: str) -> str:
    r = repr(s)
    if r.startswith("'"):
        r = '"' + r[1:-1].replace('"', '\\"').replace("\\'", "'") + '"'
    return r
