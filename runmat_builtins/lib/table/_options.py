"""Name-value options of the table builtins (stack, unstack, joins, varfun, rowfun), with
MATLAB's table:parseArgs errors."""

from __future__ import annotations

from typing import Any

from runmat_builtins.lib.strings.core._options import option_pairs

_ODD = ("MATLAB:table:parseArgs:WrongNumberArgs", "Options must be name-value pairs.")
_UNKNOWN = ("MATLAB:table:parseArgs:BadParamName", "Invalid parameter name: {name}.")


def table_options(args: tuple | list, names: tuple[str, ...]) -> dict[str, Any]:
    """The name-value pairs in ``args`` as {lower-case name: value}, names among ``names``."""
    return option_pairs(args, names, _ODD, _UNKNOWN)
