"""Name-value arguments (``'EmptyLineRule', 'skip'``): names matched case-insensitively, as
MATLAB does, values checked by the caller. ``option_pairs`` is the loop every builtin family
shares, with the family's own two errors; ``name_values`` gives inputParser's errors."""

from __future__ import annotations

from typing import Any

from runmat_builtins.errors import MException
from runmat_builtins.lib.strings.core._text import option_name, option_text


def option_pairs(args: tuple | list, choices: tuple[str, ...], odd: tuple[str, str],
                 unknown: tuple[str, str]) -> dict[str, Any]:
    """The pairs in ``args`` as {lower-case choice: value}. ``odd`` is the (identifier, message)
    raised when a name lacks its value, ``unknown`` the one for a name not in ``choices`` (its
    message may show the name as ``{name}``)."""
    if len(args) % 2:
        raise MException(*odd)
    out: dict[str, Any] = {}
    for k in range(0, len(args), 2):
        name = option_name(args[k], choices)
        if name is None:
            raise MException(unknown[0], unknown[1].format(name=option_text(args[k]) or "?"))
        out[name] = args[k + 1]
    return out


def name_values(args: tuple | list, choices: tuple[str, ...], fname: str) -> dict[str, Any]:
    """The pairs in ``args`` as {lower-case choice: value}; an unknown name or a name without
    its value is MATLAB's error."""
    if len(args) % 2:
        raise MException("MATLAB:InputParser:ParamMissingValue" if option_text(args[-1]) else
                         f"MATLAB:{fname}:InvalidArguments",
                         "Parameter name/value arguments must come in pairs." if option_text(args[-1]) else
                         f"Invalid arguments to {fname}.")
    out: dict[str, Any] = {}
    for k in range(0, len(args), 2):
        name = option_name(args[k], choices)
        if name is None:
            text = option_text(args[k])
            if text is None:
                raise MException("MATLAB:InputParser:ParamMustBeChar",
                                 "Parameter name must be text.")
            raise MException("MATLAB:InputParser:UnmatchedParameter",
                             f"'{text}' is not a recognized parameter. For a list of valid name-value "
                             f"pair arguments, see the documentation for this function.")
        out[name] = args[k + 1]
    return out


def choice(value: Any, allowed: tuple[str, ...], what: str) -> str:
    """The lower-case member of ``allowed`` that ``value`` names (an unambiguous prefix too)."""
    name = option_name(value, allowed)
    if name is None:
        raise MException("MATLAB:InputParser:ArgumentFailedValidation",
                         f"The value of '{what}' is invalid. Expected input to match one of these "
                         f"values:\n\n{', '.join(repr(a) for a in allowed)}\n\nThe input, "
                         f"{_shown(value)}, did not match any of the valid values.")
    return name


def _shown(v: Any) -> str:
    t = option_text(v)
    return f"'{t}'" if t is not None else "the input"
