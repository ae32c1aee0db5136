"""readlines and writelines: a text file as a column of strings, one per line, and back."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import STRING_DTYPE
from runmat_builtins.lib.strings.core._options import choice, name_values
from runmat_builtins.lib.strings.core._text import TextArray, scalar_text

_EFFECTS = ["filesystem", "io"]
_DEFAULT_ENDINGS = ("\r\n", "\n", "\r")


def _encoding(v: Any) -> str:
    enc = "UTF-8" if v is None else scalar_text(v, "readlines", "Encoding") or "UTF-8"
    return "utf-8" if enc.lower() in ("system", "utf-8", "utf8") else enc


def split_lines(text: str, endings: tuple[str, ...] = _DEFAULT_ENDINGS) -> list[str]:
    """``text`` cut at every line ending (the longest ending first, so CRLF is one); a text that
    ends with a line ending ends with an empty line, as MATLAB's readlines returns."""
    pat = "|".join(re.escape(e) for e in sorted(set(endings), key=len, reverse=True) if e)
    return re.split(pat, text) if pat else [text]


def _apply_rules(lines: list[str], ws: str, empty: str, fname: str) -> list[str]:
    trim = {"trim": str.strip, "trimleading": str.lstrip, "trimtrailing": str.rstrip}.get(ws)
    if trim is not None:
        lines = [trim(s, " \t\f\v\u00a0") for s in lines]
    if empty == "skip":
        lines = [s for s in lines if s]
    elif empty == "error" and any(s == "" for s in lines):
        raise MException("MATLAB:textio:io:EmptyLineError",
                         f"Empty line found in file {fname}.")
    return lines


@runtime_builtin(
    summary="Read the lines of a text file as an N-by-1 string array.",
    description="Options: 'LineEnding' (text or a string array of endings; default \"\\n\", \"\\r\", "
                "\"\\r\\n\"), 'WhitespaceRule' ('preserve' (default), 'trim', 'trimleading', "
                "'trimtrailing'), 'EmptyLineRule' ('read' (default), 'skip', 'error'), 'Encoding'. "
                "A file that ends with a line ending gives a last empty line.",
    keywords=["read", "lines", "text file", "string array"],
    related=["writelines", "fileread", "fgetl", "splitlines"],
    signatures=["S = readlines(FILENAME)", "S = readlines(FILENAME, NAME, VALUE)"],
    errors=[ErrorSpec(identifier="MATLAB:textio:textio:FileNotFound", when="the file cannot be opened"),
            ErrorSpec(identifier="MATLAB:textio:io:EmptyLineError", when="EmptyLineRule is 'error' and a line is empty")],
    examples=[Example(code="f = [tempname() '.txt'];\nwritelines([\"a\"; \"\"; \"  b\"], f);\n"
                           "s = readlines(f, 'EmptyLineRule', 'skip', 'WhitespaceRule', 'trim');\n"
                           "fprintf('[%s]', s); fprintf('\\n')",
                      output="[a][b]\n")],
    effects=_EFFECTS,
)
def readlines(filename: Any, *opts: Any) -> np.ndarray:
    name = scalar_text(filename, "readlines", "Filename")
    o = name_values(opts, ("LineEnding", "WhitespaceRule", "EmptyLineRule", "Encoding"), "readlines")
    ws = choice(o["whitespacerule"], ("preserve", "trim", "trimleading", "trimtrailing"), "WhitespaceRule") \
        if "whitespacerule" in o else "preserve"
    empty = choice(o["emptylinerule"], ("read", "skip", "error"), "EmptyLineRule") \
        if "emptylinerule" in o else "read"
    endings = _DEFAULT_ENDINGS
    if "lineending" in o:
        endings = tuple(s for s in TextArray.of(o["lineending"], "readlines").items if s)
    try:
        with open(name, encoding=_encoding(o.get("encoding")), errors="replace", newline="") as fh:
            text = fh.read()
    except OSError:
        raise MException("MATLAB:textio:textio:FileNotFound",
                         f"Unable to find or open '{name}'. Check the path and filename or file "
                         f"permissions.") from None
    if text.startswith("\ufeff"):
        text = text[1:]
    lines = _apply_rules(split_lines(text, endings), ws, empty, name)
    out = np.empty(len(lines), dtype=STRING_DTYPE)
    out[:] = lines
    return out.reshape(-1, 1)


@runtime_builtin(
    summary="Write text to a file, one line per element, each followed by a line ending.",
    description="LINES is a string array, a character vector or a cell array of character "
                "vectors. Options: 'WriteMode' ('overwrite' (default) or 'append'), 'LineEnding' "
                "(default \"\\n\"), 'Encoding'.",
    keywords=["write", "lines", "text file", "append"],
    related=["readlines", "fprintf", "writematrix"],
    signatures=["writelines(LINES, FILENAME)", "writelines(LINES, FILENAME, NAME, VALUE)"],
    errors=[ErrorSpec(identifier="MATLAB:textio:textio:FileNotFound", when="the file cannot be opened for writing")],
    examples=[Example(code="f = [tempname() '.txt'];\nwritelines(\"one\", f);\n"
                           "writelines([\"two\" \"three\"], f, 'WriteMode', 'append');\n"
                           "t = fileread(f);\nfprintf('%s', t)",
                      output="one\ntwo\nthree\n")],
    effects=_EFFECTS,
)
def writelines(lines: Any, filename: Any, *opts: Any) -> None:
    items = TextArray.of(lines, "writelines", what="Lines").items
    name = scalar_text(filename, "writelines", "Filename")
    o = name_values(opts, ("WriteMode", "LineEnding", "Encoding"), "writelines")
    mode = choice(o["writemode"], ("overwrite", "append"), "WriteMode") if "writemode" in o else "overwrite"
    ending = scalar_text(o["lineending"], "writelines", "LineEnding") if "lineending" in o else "\n"
    text = "".join((s if s is not None else "") + ending for s in items)
    try:
        with open(name, "a" if mode == "append" else "w", encoding=_encoding(o.get("encoding")),
                  newline="") as fh:
            fh.write(text)
    except OSError:
        raise MException("MATLAB:textio:textio:FileNotFound",
                         f"Unable to find or open '{name}'. Check the path and filename or file "
                         f"permissions.") from None
    return None
