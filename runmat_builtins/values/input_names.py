"""The names of a call's arguments at the call site, MATLAB's ``inputname``.

The compiler appends an :class:`InputNames` as the last argument of a call to a builtin whose
spec sets ``input_names`` (catalog metadata; ``table(a, b)`` names its variables 'a' and 'b'),
and of a call to a user function that calls ``inputname``. Each entry is the workspace
variable passed in that position, or None for any other expression."""

from __future__ import annotations

from typing import Any


class InputNames(tuple):
    """The argument names of one call (a tuple of str or None, one per argument)."""

    __slots__ = ()

    def name(self, k: int) -> str | None:
        """The variable passed as argument ``k`` (0-based), None for an expression or a missing one."""
        return self[k] if 0 <= k < len(self) else None


def split_input_names(args: Any) -> tuple[list, InputNames | None]:
    """``args`` without a trailing InputNames, and that InputNames (None when there is none)."""
    args = list(args)
    if args and args[-1].__class__ is InputNames:
        return args[:-1], args[-1]
    return args, None
