"""exist, who, whos, clear, isvarname: the workspace seen from MATLAB code."""

from __future__ import annotations

import fnmatch
import os
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.lang._util import KEYWORDS, VARNAME_RE, is_text, text, vm
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import cell_array, char_row, class_of, empty, shape_of, to_str



@runtime_builtin(
    summary="Whether NAME is a variable (1), a function file (2), a builtin (5) or a folder (7); 0 otherwise.",
    keywords=["exists", "defined", "variable", "function", "file"],
    related=["isvarname", "who", "which"],
    signatures=["TF = exist(NAME)", "TF = exist(NAME, SEARCHTYPE)"],
    errors=[ErrorSpec(identifier="MATLAB:invalidInput", when="NAME is not text")],
    examples=[Example(code="v = 3;\na = exist('v')\nb = exist('no_such_thing_here')", output="a =\n\n"
                                                                                             "     1\n\n"
                                                                                             "b =\n\n"
                                                                                             "     0\n\n")],
    effects=["workspace", "filesystem"],
)
def exist(name: Any, searchtype: Any = None, *, ctx: Any = None) -> float:
    n = text(name, "exist", "name")
    kind = text(searchtype, "exist", "search type").lower() if searchtype is not None else None
    if kind in (None, "var") and ctx is not None and hasattr(ctx, "has_var") and ctx.has_var(n):
        return 1.0
    if kind == "var":
        return 0.0
    if kind in (None, "file", "builtin"):
        where = ctx.resolve_function(n) if ctx is not None and hasattr(ctx, "resolve_function") else None
        if where is None and kind != "builtin":
            from runmat_builtins.dispatch import is_builtin

            where = "builtin" if is_builtin(n) else None
        if where == "builtin":
            return 5.0 if kind in (None, "builtin") else 0.0
        if where in ("file", "user") and kind != "builtin":
            return 2.0
    if kind in (None, "file") and os.path.isfile(n):
        return 2.0
    if kind in (None, "file", "dir") and os.path.isdir(n):
        return 7.0
    return 0.0


def _columns(names: list[str], width: int = 80) -> str:
    if not names:
        return ""
    w = max(len(n) for n in names) + 2
    per = max(1, width // w)
    nrows = -(-len(names) // per)
    lines = []
    for r in range(nrows):
        row = [names[c * nrows + r] for c in range(per) if c * nrows + r < len(names)]
        lines.append("".join(x.ljust(w) for x in row[:-1]) + row[-1])
    return "\n".join(lines) + "\n"


@runtime_builtin(
    summary="List the variables of the current workspace (as a cell column when an output is requested).",
    keywords=["variables", "workspace", "list"],
    related=["whos", "exist", "clear"],
    signatures=["who()", "C = who()", "who(VAR1, ..., VARN)"],
    examples=[Example(code="clear all\na = 1; bb = 2;\nwho",
                      output="Variables visible from the current scope:\n\na   bb\n\n")],
    output_mode="nargout",
    effects=["workspace", "io"],
)
def who(*patterns: Any, nargout: int, ctx: Any = None) -> Any:
    ctx = vm(ctx, "who")
    names = _select(ctx.var_names(), patterns)
    if nargout:
        return cell_array(names, (len(names), 1)) if names else np.empty((0, 1), dtype=object)
    if names:
        ctx.stdout.write("Variables visible from the current scope:\n\n" + _columns(names) + "\n")
    return None


def _select(names: list[str], patterns: tuple) -> list[str]:
    if not patterns:
        return sorted(names)
    pats = [to_str(p) for p in patterns]
    return sorted(n for n in names if any(fnmatch.fnmatchcase(n, p) for p in pats))


def _bytes(v: Any) -> int:
    if type(v) in (float, complex):
        return 8 if type(v) is float else 16
    if type(v) is bool:
        return 1
    if isinstance(v, np.ndarray):
        if v.dtype.kind == "U":
            return 2 * v.size
        if v.dtype.kind == "O":
            return sum(_bytes(x) for x in v.flat)
        return int(v.nbytes)
    if getattr(v, "implicit", False):  # a host array the offload planner keeps on the device
        return int(np.prod(v.shape)) * v.dtype.itemsize
    return 0


@runtime_builtin(
    summary="List the variables of the current workspace with size, bytes and class.",
    keywords=["variables", "workspace", "size", "class"],
    related=["who", "class", "size"],
    signatures=["whos()", "whos(VAR1, ..., VARN)"],
    examples=[Example(code="clear all\na = 1;\nwhos",
                      output="Variables visible from the current scope:\n\nvariables in scope: top scope\n\n"
                             "  Attr   Name        Size                     Bytes  Class\n"
                             "  ====   ====        ====                     =====  ===== \n"
                             "         a           1x1                          8  double\n\n"
                             "Total is 1 element using 8 bytes\n\n")],
    effects=["workspace", "io"],
)
def whos(*patterns: Any, ctx: Any = None) -> None:
    ctx = vm(ctx, "whos")
    names = _select(ctx.var_names(), patterns)
    if not names:
        return None
    out = ["Variables visible from the current scope:\n\nvariables in scope: top scope\n\n",
           "  Attr   Name        Size                     Bytes  Class\n",
           "  ====   ====        ====                     =====  ===== \n"]
    total_el = 0
    total_b = 0
    for n in names:
        v = ctx.get_var(n)
        shp = shape_of(v)
        els = int(np.prod(shp))
        b = _bytes(v)
        total_el += els
        total_b += b
        size = "x".join(str(d) for d in shp)
        out.append(f"         {n:<11} {size:<20} {b:>9}  {class_of(v)}\n")
    out.append(f"\nTotal is {total_el} element{'s' if total_el != 1 else ''} using {total_b} byte"
               f"{'s' if total_b != 1 else ''}\n\n")
    ctx.stdout.write("".join(out))
    return None


@runtime_builtin(
    summary="Remove variables from the workspace (all, by name, or by wildcard); 'global' clears globals, "
            "'functions' forgets compiled function files and persistent variables, 'all' does all three.",
    keywords=["variables", "workspace", "delete", "reset"],
    related=["who", "exist", "clc"],
    signatures=["clear()", "clear(NAME1, ..., NAMEN)", "clear('all')", "clear('global')", "clear('functions')"],
    examples=[Example(code="x = 1; y = 2;\nclear x\na = exist('x')\nb = exist('y')", output="a =\n\n"
                                                                                            "     0\n\n"
                                                                                            "b =\n\n"
                                                                                            "     1\n\n")],
    effects=["workspace"],
)
def clear(*names: Any, ctx: Any = None) -> None:
    ctx = vm(ctx, "clear")
    words = [text(n, "clear", "name") for n in names]
    if not words:
        ctx.clear_vars(None)
        return None
    opts = {w.lower() for w in words
            if w.startswith("-") or w.lower() in ("all", "variables", "global", "functions", "classes")}
    rest = [w for w in words if w.lower() not in opts and not w.startswith("-")]
    if "all" in opts or "-all" in opts or "classes" in opts:
        ctx.clear_vars(None)
        ctx.clear_globals(None)
        _clear_functions(ctx)
        return None
    if "global" in opts or "-global" in opts:
        if rest:
            ctx.clear_vars(_select(ctx.var_names(), tuple(char_row(r) for r in rest)))
            ctx.clear_globals(rest)
        else:
            ctx.clear_globals(None)
            ctx.clear_vars([n for n in ctx.var_names() if n in getattr(ctx.frame, "globals", ())])
        return None
    if ("variables" in opts or "-v" in opts or "-variables" in opts) and not rest:
        ctx.clear_vars(None)
        return None
    if ("functions" in opts or "-functions" in opts) and not rest:
        _clear_functions(ctx)
        return None
    existing = ctx.var_names()
    ctx.clear_vars(_select(existing, tuple(char_row(r) for r in rest)))
    return None


@runtime_builtin(
    summary="True when the text is a valid MATLAB variable name (letter first, letters/digits/_, not a keyword).",
    keywords=["variable", "name", "valid", "identifier"],
    related=["matlab.lang.makeValidName", "exist"],
    signatures=["TF = isvarname(S)"],
    examples=[Example(code="a = isvarname('x1')\nb = isvarname('1x')\nc = isvarname('end')",
                      output="a =\n\n"
                             "  logical\n\n"
                             "   1\n\n"
                             "b =\n\n"
                             "  logical\n\n"
                             "   0\n\n"
                             "c =\n\n"
                             "  logical\n\n"
                             "   0\n\n")],
)
def isvarname(s: Any) -> bool:
    if not is_text(s):
        return False
    n = to_str(s)
    return bool(VARNAME_RE.match(n)) and n not in KEYWORDS


def _clear_functions(ctx: Any) -> None:
    if hasattr(ctx, "clear_functions"):
        ctx.clear_functions()


@runtime_builtin(
    summary="Remove variables from the workspace: all, by name or wildcard, or all but some with -except.",
    description="clearvars removes every variable; clearvars a b* removes those; "
                "clearvars -except a b* keeps those and removes the rest; clearvars -global also "
                "removes the global variables themselves.",
    keywords=["variables", "workspace", "delete", "except"],
    related=["clear", "who"],
    signatures=["clearvars()", "clearvars(VAR1, ..., VARN)", "clearvars('-except', KEEP1, ..., KEEPN)",
                "clearvars(VAR1, ..., VARN, '-except', KEEP1, ..., KEEPN)", "clearvars('-global', ...)"],
    examples=[Example(code="a = 1; b = 2; c = 3;\nclearvars -except b\nwho",
                      output="Variables visible from the current scope:\n\nb\n\n")],
    effects=["workspace"],
)
def clearvars(*args: Any, ctx: Any = None) -> None:
    ctx = vm(ctx, "clearvars")
    words = [text(a, "clearvars", "name") for a in args]
    glob = "-global" in words
    words = [w for w in words if w != "-global"]
    if "-except" in words:
        k = words.index("-except")
        names, keep = words[:k], words[k + 1:]
    else:
        names, keep = words, []
    existing = ctx.var_names()
    targets = _select(existing, tuple(char_row(n) for n in names)) if names else list(existing)
    if keep:
        kept = set(_select(existing, tuple(char_row(n) for n in keep)))
        targets = [t for t in targets if t not in kept]
    if glob:
        ctx.clear_globals([t for t in targets if t in getattr(ctx.frame, "globals", ())])
    ctx.clear_vars(targets)
    return None
