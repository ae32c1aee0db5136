"""Name-value options of the missing-data builtins (names matched case-insensitively)."""

from __future__ import annotations

from typing import Any

from runmat_builtins.errors import MException
from runmat_builtins.lib.strings.core._text import option_text


def split_options(fname: str, args: tuple, names: tuple[str, ...]) -> tuple[list[Any], dict[str, Any]]:
    """(positional arguments, {canonical name: value}) with the trailing name-value pairs taken off."""
    lower = {n.lower(): n for n in names}
    pos = list(args)
    opts: dict[str, Any] = {}
    k = 0
    while k < len(pos):
        word = option_text(pos[k])
        if word is not None and word in lower:
            if k + 1 >= len(pos):
                raise MException(f"MATLAB:{fname}:NameValuePairs", "Name-value arguments must come in pairs.")
            opts[lower[word]] = pos[k + 1]
            del pos[k:k + 2]
            continue
        k += 1
    return pos, opts


def var_indices(t: Any, spec: Any) -> list[int] | None:
    """The table variables named by a DataVariables value (None: all)."""
    if spec is None:
        return None
    return t.var_index(spec)
