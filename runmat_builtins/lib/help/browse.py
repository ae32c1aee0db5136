"""lookfor and doc: search the catalog's summaries and keywords; the full documentation page."""

from __future__ import annotations

import os
from typing import Any

from runmat_builtins.catalog import catalog
from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.help.help import documentation, file_help
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import char_row, to_str


def _write(ctx: Any, text: str) -> None:
    if ctx is not None:
        ctx.stdout.write(text)
    else:
        print(text, end="")


def _path_files(ctx: Any) -> list[str]:
    dirs = [os.getcwd()] + list(getattr(getattr(ctx, "session", None), "path", []) or [])  # as help's search
    out = []
    for d in dirs:
        try:
            out += [os.path.join(d, f) for f in sorted(os.listdir(d)) if f.endswith(".m")]
        except OSError:
            continue
    return out


def matches(word: str, ctx: Any = None) -> list[tuple[str, str]]:
    """(name, summary) of builtins whose name, summary or keywords contain ``word``
    (case-insensitive), then of .m files on the path whose first comment line does."""
    w = word.lower()
    found = [(s.name, s.summary) for s in catalog().specs()
             if w in s.name.lower() or w in s.summary.lower() or any(w in k.lower() for k in s.keywords)]
    seen = {n for n, _ in found}
    for path in _path_files(ctx):
        name = os.path.splitext(os.path.basename(path))[0]
        h1 = (file_help(path) or "").strip().split("\n", 1)[0].strip()
        if name not in seen and h1 and (w in name.lower() or w in h1.lower()):
            found.append((name, h1))
            seen.add(name)
    return found


@runtime_builtin(
    summary="Search the builtins' summaries and keywords (and .m files' first comment lines) for a word.",
    description="lookfor WORD prints one line per match, NAME - SUMMARY; the search ignores case.",
    keywords=["search", "find function", "keyword", "documentation"],
    related=["help", "doc", "which"],
    signatures=["lookfor WORD"],
    errors=[ErrorSpec(identifier="MATLAB:lookfor:InvalidInput", when="WORD is not text")],
    examples=[Example(code="t = evalc('lookfor cumulative');\ndisp(contains(t, 'Cumulative sum along'))", output="   1\n")],
    effects=["io"],
)
def lookfor(word: Any, *, ctx: Any = None) -> None:
    try:
        w = to_str(word).strip()
    except TypeError:
        raise MException("MATLAB:lookfor:InvalidInput", "lookfor needs a word to search for.") from None
    found = matches(w, ctx)
    width = max((len(n) for n, _ in found), default=0)
    _write(ctx, "".join(f"{n.ljust(width)} - {s}\n" for n, s in found))
    return None


@runtime_builtin(
    summary="Show the full documentation of a function: description, syntax, errors, every example with its output.",
    description="RunMat has no help browser: doc NAME prints the page in the command window (the "
                "catalog's entry for a builtin, the leading comments of a .m file). doc alone lists "
                "the categories; docs/builtins.md has every builtin.",
    keywords=["documentation", "help", "reference", "examples"],
    related=["help", "lookfor"],
    signatures=["doc", "doc NAME", "TEXT = doc(NAME)"],
    errors=[ErrorSpec(identifier="MATLAB:doc:notFound", when="NAME is neither a builtin nor a file on the path")],
    examples=[Example(code="t = doc('numel');\ndisp(contains(t, 'Output'))", output="   1\n")],
    effects=["io"],
    suppress_auto_output=True,
)
def doc(name: Any = None, *, nargout: int, ctx: Any = None) -> Any:
    if name is None:
        text = ("Builtin categories (doc NAME for a function; docs/builtins.md lists every builtin):\n"
                + "".join(f"  {c}\n" for c in catalog().categories()))
    else:
        text = documentation(to_str(name), ctx, full=True, who="doc")
    if nargout >= 1:
        return char_row(text)
    _write(ctx, text)
    return None
