"""which: where MATLAB finds a name (variable, local function, file on the path, builtin)."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.dispatch import is_builtin
from runmat_builtins.lib.lang._util import KEYWORDS, text
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import cell_array, char_row, is_char

CATEGORY = "lang"


def _locate(ctx: Any, name: str) -> tuple[str, str] | None:
    if hasattr(ctx, "function_location"):
        return ctx.function_location(name)
    from runmat_builtins import catalog

    return ("builtin", catalog().info(name).category) if is_builtin(name) else None


def _describe(name: str, where: tuple[str, str] | None) -> tuple[str, str]:
    """(text printed by `which NAME`, value returned by `s = which(NAME)`)."""
    if where is None:
        return f"'{name}' not found.", ""
    kind, detail = where
    if kind == "variable":
        return f"{name} is a variable.", "variable"
    if kind == "builtin":
        s = f"built-in ({detail}/{name})"
        return s, s
    if kind == "local":
        s = f"{detail}>{name}" if detail and not detail.startswith("<") else name
        return (f"{name} is a local function." if s == name else f"{s}  % Local function of "
                f"{detail.rsplit('/', 1)[-1]}"), s
    return detail, detail


@runtime_builtin(
    summary="Locate a name: a variable, a function file on the path, a local function, or a builtin.",
    description="which NAME prints what MATLAB would run for NAME: 'NAME is a variable.', the path "
                "of a function or script file, 'built-in (CATEGORY/NAME)' for a builtin, or "
                "\"'NAME' not found.\". s = which(NAME) returns that text ('variable' for a "
                "variable, '' when not found); which(NAME, '-all') returns a cell.",
    keywords=["locate", "path", "function", "builtin", "find"],
    related=["exist", "what", "addpath"],
    signatures=["which(NAME)", "S = which(NAME)", "C = which(NAME, '-all')"],
    errors=[ErrorSpec(identifier="MATLAB:invalidInput", when="NAME is not text")],
    examples=[Example(code="x = 1;\nwhich x\nwhich no_such_function_anywhere\ns = which('x')",
                      output="x is a variable.\n"
                             "'no_such_function_anywhere' not found.\n"
                             "s =\n\n"
                             "    'variable'\n\n")],
    output_mode="nargout",
    effects=["workspace", "filesystem"],
)
def which(name: Any, option: Any = None, *, nargout: int, ctx: Any = None) -> Any:
    n = text(name, "which", "name").strip()
    every = option is not None and text(option, "which", "option").lower() == "-all"
    shown, value = _describe(n, _locate(ctx, n))
    if nargout:
        if every:
            return cell_array([char_row(value)], (1, 1)) if value else np.empty((0, 1), dtype=object)
        return char_row(value)
    if ctx is not None:
        ctx.stdout.write(shown + "\n")
    return None


@runtime_builtin(
    summary="True if the text is a MATLAB keyword; with no input, the keywords as a cell column.",
    description="Keywords (for, end, function, ...) cannot be variable or function names. "
                "iskeyword('sin') is false: sin is a function, not a keyword. A string scalar "
                "works like a char row; other values give false.",
    keywords=["keyword", "reserved word", "variable name"],
    related=["isvarname", "matlab.lang.makeValidName", "which"],
    signatures=["TF = iskeyword(TXT)", "KEYWORDS = iskeyword"],
    examples=[Example(code="tf = iskeyword('end')", output="tf =\n\n  logical\n\n   1\n\n")],
)
def iskeyword(txt: Any = None) -> Any:
    if txt is None:
        return cell_array([char_row(k) for k in sorted(KEYWORDS)]).reshape(-1, 1)
    if is_char(txt) and txt.ndim == 2 and txt.shape[0] <= 1:
        return "".join(txt.reshape(-1).tolist()) in KEYWORDS
    if type(txt) is np.ndarray and txt.dtype.kind == "T" and txt.size == 1:
        return text(txt, "iskeyword") in KEYWORDS
    return False
