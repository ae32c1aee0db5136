"""vartype and rows2vars: variables selected by type (T(:, vartype('numeric'))), and a table
transposed so that its rows become variables."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.indexing.subscripts import COLON
from runmat_builtins.lib.strings.core._text import is_char, option_text
from runmat_builtins.lib.table._value import TableValue, check_names
from runmat_builtins.lib.table.variables import need_table
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import cell_array, char_row, class_of

_GROUPS = {"numeric": ("double", "single", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64")}


class VarType:
    """A subscript selecting the table variables of one type ('numeric', 'cellstr', a class name)."""

    __slots__ = ("kind",)
    matlab_class = "matlab.internal.datatypes.vartype"
    shape = (1, 1)
    size = 1
    ndim = 2

    def __init__(self, kind: str) -> None:
        self.kind = kind

    def matches(self, col: Any) -> bool:
        cls = class_of(col)
        if self.kind in _GROUPS:
            return cls in _GROUPS[self.kind]
        if self.kind == "cellstr":

            return cls == "cell" and all(is_char(e) for e in np.asarray(col).flat)
        return cls == self.kind

    def __matlab_display_text__(self, name: str | None) -> str:
        return (f"{name} =\n\n" if name else "") + f"\ttable vartype subscript:\n\n\tSelect table variables matching the type '{self.kind}'\n\n"


@runtime_builtin(
    summary="A subscript selecting table variables by type: T(:, vartype('numeric')).",
    description="TYPE is a class name ('double', 'string', 'datetime', 'logical', 'cell' ...), 'numeric' "
                "(any numeric class) or 'cellstr' (cell arrays of character vectors).",
    keywords=["table", "subscript", "type", "select variables", "numeric"],
    related=["table", "varfun", "convertvars"],
    signatures=["S = vartype(TYPE)"],
    errors=[ErrorSpec(identifier="MATLAB:table:vartype:InvalidType", when="TYPE is not text")],
    examples=[Example(code="T = table([1; 2], {'a'; 'b'}, [3; 4]);\nN = T(:, vartype('numeric'));\n"
                           "disp(strjoin(N.Properties.VariableNames, ','))", output="Var1,Var3\n")],
)
def vartype(kind: Any) -> VarType:
    word = option_text(kind)
    if not word:
        raise MException("MATLAB:table:vartype:InvalidType", "The type must be a class name, 'numeric' or 'cellstr'.")
    return VarType(word)


@runtime_builtin(
    summary="A table's rows as variables: the variable names become the values of OriginalVariableNames.",
    description="Row k of T becomes variable Var<k> (its row name, when T has row names); each "
                "variable of T becomes a row. The variables must concatenate (all numeric, or all text).",
    keywords=["table", "transpose", "pivot", "rows", "variables"],
    related=["stack", "unstack", "table2array"],
    signatures=["T2 = rows2vars(T)"],
    examples=[Example(code="T = table([1; 2], [3; 4], 'VariableNames', {'a', 'b'});\nR = rows2vars(T);\n"
                           "disp(strjoin(R.Properties.VariableNames, ','))\ndisp(strjoin(R.OriginalVariableNames', ','))\n"
                           "fprintf('%g ', R.Var2); fprintf('\\n')", output="OriginalVariableNames,Var1,Var2\na,b\n2 4 \n")],
)
def rows2vars(t: Any) -> TableValue:
    t = need_table(t, "rows2vars")

    block = t.__matlab_brace__((COLON, COLON))[0]
    names = list(t.rownames) if t.rownames else [f"Var{i + 1}" for i in range(t.height)]
    if any(c.shape[1] != 1 if hasattr(c, "shape") and len(c.shape) > 1 else False for c in t.cols):
        raise MException("MATLAB:rows2vars:MultiColumnVar", "rows2vars needs single-column variables.")
    cols = [cell_array([char_row(n) for n in t.names], (len(t.names), 1))]
    for i in range(t.height):
        cols.append(np.asarray(block)[i:i + 1, :].T.copy() if not hasattr(block, "secs") else block.like(block.secs[i:i + 1, :].T))
    out = ["OriginalVariableNames"] + names
    check_names(out)
    return TableValue(out, cols)
