"""weekday: day of the week (1 = Sunday) of serial date numbers or date text, with names."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import array_arg, nd, option
from runmat_builtins.lib.strings.core._text import char_matrix, is_cell, is_char, is_string
from runmat_builtins.spec import ErrorSpec, Example

_SHORT = ("Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat")
_LONG = ("Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")


@runtime_builtin(
    summary="Day of the week of serial date numbers or date text: [N, S] = weekday(D) with 1 = Sunday.",
    description="S holds the day names as a char matrix, abbreviated ('short', default) or full "
                "('long'). Text dates are converted with datenum first.",
    keywords=["day of week", "calendar", "date", "weekday name"], related=["datenum", "datestr", "clock"],
    signatures=["N = weekday(D)", "[N, S] = weekday(D)", "[N, S] = weekday(D, form)"],
    errors=[ErrorSpec(identifier="MATLAB:weekday:InvalidForm", when="form is not 'short' or 'long'")],
    examples=[Example(code="[n, s] = weekday(738000)", output="n =\n\n     3\n\ns =\n\n    'Tue'\n\n"),
              Example(code="[n, s] = weekday([738000 738001], 'long')",
                      output="n =\n\n"
                             "     3     4\n\n"
                             "s =\n\n"
                             "  2×9 char array\n\n"
                             "    'Tuesday  '\n"
                             "    'Wednesday'\n\n")],
)
def weekday(d: Any, form: Any = None, *, nargout: int, ctx: Any = None) -> Any:
    names = _SHORT
    if form is not None:
        w = option(form)
        if w not in ("short", "long"):
            raise MException("MATLAB:weekday:InvalidForm", "FORM must be 'short' or 'long'.")
        names = _LONG if w == "long" else _SHORT
    if is_char(d) or is_string(d) or is_cell(d):
        from runmat_builtins.dispatch import call_builtin

        d = call_builtin("datenum", d, nargout=1, ctx=ctx)
    a = array_arg(d)
    if a.dtype.kind not in "biuf":
        raise MException("MATLAB:weekday:InvalidInput", "D must be a serial date number or date text.")
    x = a.astype(np.float64)
    n = np.where(np.isfinite(x), np.mod(np.floor(x) - 2, 7) + 1, np.nan)
    if nargout <= 1:
        return n
    s = char_matrix([names[int(v) - 1] if v == v else "" for v in n.reshape(-1, order="F")])
    return n, s
