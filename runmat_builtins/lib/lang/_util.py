"""Helpers shared by the language builtins: text arguments, message formatting, VM checks."""

from __future__ import annotations

import re
from typing import Any

from runmat_builtins.errors import MException
from runmat_builtins.format import sprintf
from runmat_builtins.values import class_of, to_str

IDENT_RE = re.compile(r"^[A-Za-z][\w-]*(:[\w-]+)+$")
VARNAME_RE = re.compile(r"^[A-Za-z][A-Za-z0-9_]{0,62}$")
KEYWORDS = frozenset({
    "break", "case", "catch", "classdef", "continue", "else", "elseif", "end", "for", "function",
    "global", "if", "otherwise", "parfor", "persistent", "return", "spmd", "switch", "try", "while"})


def text(v: Any, who: str, what: str = "argument") -> str:
    """A char row / string scalar argument as ``str`` (MATLAB error otherwise)."""
    try:
        return to_str(v)
    except TypeError:
        raise MException("MATLAB:invalidInput",
                         f"{who}: {what} must be a character vector or string scalar, not {class_of(v)}.") from None


def is_text(v: Any) -> bool:
    try:
        to_str(v)
        return True
    except TypeError:
        return False


def format_message(fmt: str, args: tuple) -> str:
    """MATLAB's sprintf, used by error/warning/MException when format arguments are given."""
    return sprintf(fmt, tuple(args))


def vm(ctx: Any, who: str) -> Any:
    """The context must be a VM session's (not the plain host context)."""
    if ctx is None or not hasattr(ctx, "eval_code"):
        raise MException("RunMat:noSession", f"{who} needs a running RunMat session.")
    return ctx


def split_id_message(args: tuple, who: str) -> tuple[str, str]:
    """(identifier, message) from error/warning/MException arguments (MATLAB's rules)."""
    first = text(args[0], who)
    if len(args) == 1:
        return "", first
    rest = args[1:]
    if IDENT_RE.match(first) and is_text(rest[0]):
        fmt = to_str(rest[0])
        return first, format_message(fmt, rest[1:])
    return "", format_message(first, rest)
