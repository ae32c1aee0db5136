"""celldisp: show every leaf of a (nested) cell array under the brace index that reaches it."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.dispatch import call_builtin
from runmat_builtins import errors
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values.input_names import split_input_names
from runmat_builtins.lib.strings.core._text import is_cell, scalar_text



def _subscript(shape: tuple[int, ...], k: int) -> str:
    """``{k}`` for a vector (linear), ``{i,j,...}`` otherwise (MATLAB's celldisp labels)."""
    if len(shape) == 2 and (shape[0] == 1 or shape[1] == 1):
        return f"{{{k + 1}}}"
    idx = np.unravel_index(k, shape, order="F")
    return "{" + ",".join(str(int(i) + 1) for i in idx) + "}"


def leaves(c: np.ndarray, name: str) -> list[tuple[str, Any]]:
    """(label, value) of every non-cell element, depth first in column-major order."""
    out: list[tuple[str, Any]] = []
    flat = c.ravel(order="F")
    for k, v in enumerate(flat):
        label = name + _subscript(c.shape, k)
        if is_cell(v) and v.size:
            out.extend(leaves(v, label))
        else:
            out.append((label, v))
    return out


@runtime_builtin(
    summary="Display the contents of a cell array, recursively, each under its brace index.",
    description="Each element prints as a blank line, 'NAME{i} =', a blank line, disp of the "
                "value and a blank line (an empty one on one line: NAME{i} = []); nested cells are entered (C{2,3}{1}). NAME is the "
                "variable passed, the second argument, or 'ans'. Vectors are labeled with linear "
                "indices, other arrays with subscripts.",
    keywords=["cell", "display", "show", "nested"],
    related=["disp", "cellfun", "cellplot"],
    signatures=["celldisp(C)", "celldisp(C, NAME)"],
    errors=[ErrorSpec(identifier="MATLAB:celldisp:notCellArray", when="C is not a cell array")],
    examples=[Example(code="celldisp({'row1', 'x'}, 'myCells')",
                      output=" \nmyCells{1} =\n \nrow1\n \n \nmyCells{2} =\n \nx\n \n")],
    effects=["display"],
    input_names=True,
)
def celldisp(*args: Any, ctx: Any = None) -> None:
    plain, names = split_input_names(args)
    if not plain or len(plain) > 2:
        raise MException(errors.NOT_ENOUGH_INPUTS, errors.NOT_ENOUGH_INPUTS_MSG) if not plain else \
            MException(errors.TOO_MANY_INPUTS, errors.TOO_MANY_INPUTS_MSG)
    c = plain[0]
    if not is_cell(c):
        raise MException("MATLAB:celldisp:notCellArray", "Must be a cell array.")
    if len(plain) == 2:
        name = scalar_text(plain[1], "celldisp", "Name") or ""
    else:
        name = (names.name(0) if names is not None else None) or "ans"
    out = ctx.stdout if ctx is not None else None
    for label, v in leaves(c, name):
        empty = _empty_text(v)
        if empty is not None:  # MATLAB's celldisp names an empty value on one line
            if out is not None:
                out.write(f" \n{label} = {empty}\n \n")
            continue
        if out is not None:
            out.write(f" \n{label} =\n \n")
        call_builtin("disp", v, nargout=0, ctx=ctx)
        if out is not None:
            out.write(" \n")
    return None


def _empty_text(v: Any) -> str | None:
    """How celldisp writes an empty value ({}, '', "" or []), None when ``v`` is not empty."""
    if type(v) is not np.ndarray or v.size:
        return None
    if is_cell(v):
        return "{}"
    if v.dtype.kind == "U":
        return "''"
    if v.dtype.kind == "T":
        return '""'
    return "[]"
