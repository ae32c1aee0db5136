"""The table value: named variables (columns) of one height, displayed as MATLAB shows it.

Each variable is a 2-D array with ``height`` rows (numeric, logical, char-free text as a
cell column, string). ``T.Var`` reads a variable, ``T.Var = x`` sets or adds one,
``T(rows, vars)`` is a sub-table and ``T{rows, vars}`` the concatenated contents."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.errors import MException
from runmat_builtins.indexing.subscripts import is_colon
from runmat_builtins.lib.strings.core._text import char_text, is_cell, is_char, is_string
from runmat_builtins.values import StructArray, cell_array, char_row

_SEP = "    "


def _rows_of(v: Any) -> int:
    return 1 if type(v) in (float, bool, complex) else int(np.shape(v)[0])


def as_column(v: Any, name: str) -> Any:
    """A variable's value as a 2-D array (a row vector becomes a column, as MATLAB requires
    the same number of rows; char rows are one text each)."""
    if type(v) in (float, bool, complex):
        return np.array([[v]])
    if is_char(v):
        rows = [char_text(v[i:i + 1]) for i in range(v.shape[0])] if v.size else [""]
        return cell_array([char_row(r) for r in rows], (len(rows), 1))
    if type(v) is not np.ndarray:
        raise MException("MATLAB:table:UnsupportedVariable", f"Variable '{name}' has an unsupported class.")
    return v if v.ndim == 2 else v.reshape(v.shape[0], -1, order="F")


class TableValue:
    """A MATLAB table (see the module docstring)."""

    __slots__ = ("names", "cols")
    matlab_class = "table"

    def __init__(self, names: list[str], cols: list[Any]) -> None:
        self.names = list(names)
        self.cols = list(cols)

    @property
    def height(self) -> int:
        return int(self.cols[0].shape[0]) if self.cols else 0

    @property
    def shape(self) -> tuple[int, int]:
        return (self.height, len(self.names))

    size = property(lambda self: 1)
    ndim = 2

    def matlab_size(self) -> tuple[int, int]:
        return self.shape

    def matlab_fieldnames(self) -> list[str]:
        return list(self.names) + ["Properties"]

    # ---------------------------------------------------------------- variables
    def var_index(self, v: Any) -> list[int]:
        """Variable subscripts: indices, logical mask, ':' or names (char / cellstr / string)."""
        if is_colon(v) or is_char(v) and v.shape == (1, 1) and v.flat[0] == ":":
            return list(range(len(self.names)))
        if is_char(v) or is_string(v) or is_cell(v):
            names = [char_text(e) if is_char(e) else str(e) for e in (v.ravel(order="F") if is_cell(v) else
                     ([v] if is_char(v) else v.ravel(order="F")))]
            out = []
            for n in names:
                if n not in self.names:
                    raise MException("MATLAB:table:UnrecognizedVarName", f"Unrecognized table variable name '{n}'.")
                out.append(self.names.index(n))
            return out
        return _positions(v, len(self.names), "variable")

    def __matlab_property__(self, name: str) -> Any:
        if name in self.names:
            return self.cols[self.names.index(name)]
        if name == "Properties":
            return StructArray.scalar({
                "VariableNames": cell_array([char_row(n) for n in self.names]),
                "RowNames": np.empty((0, 0), dtype=object),
                "Description": char_row(""),
            })
        raise MException("MATLAB:table:UnrecognizedVarName", f"Unrecognized table variable name '{name}'.")

    def __matlab_property_set__(self, name: str, value: Any) -> TableValue:
        col = as_column(value, name)
        if self.cols and col.shape[0] != self.height:
            raise MException("MATLAB:table:RowDimensionMismatch",
                             f"To assign to or create a variable in a table, the number of rows must match the height of the table.")
        names, cols = list(self.names), list(self.cols)
        if name in names:
            cols[names.index(name)] = col
        else:
            names.append(name)
            cols.append(col)
        return TableValue(names, cols)

    def __matlab_subsref__(self, args: tuple) -> TableValue:
        rows, vars_ = self._subscripts(args)
        return TableValue([self.names[j] for j in vars_], [self.cols[j][rows] for j in vars_])

    def __matlab_brace__(self, args: tuple) -> list:
        rows, vars_ = self._subscripts(args)
        parts = [self.cols[j][rows] for j in vars_]
        if not parts:
            return [np.zeros((len(rows), 0))]
        if len(parts) == 1:
            part = parts[0]
            if part.dtype == object and part.size == 1:
                return [part.flat[0]]
            return [part]
        try:
            return [np.concatenate(parts, axis=1)]
        except ValueError:
            raise MException("MATLAB:table:ExtractDataIncompatibleTypeError",
                             "Unable to concatenate the specified table variables.") from None

    def __matlab_delete__(self, args: tuple) -> TableValue:
        """``T(rows, :) = []`` deletes rows, ``T(:, vars) = []`` variables."""
        if len(args) != 2:
            raise MException("MATLAB:table:LinearSubscript",
                             "Deleting from a table needs two subscripts: T(rows, :) = [] or T(:, vars) = [].")
        rows, vars_ = self._subscripts(args)
        if len(vars_) == len(self.names) and len(set(vars_)) == len(self.names):
            keep = [i for i in range(self.height) if i not in set(rows)]
            return TableValue(self.names, [c[keep] for c in self.cols])
        if len(set(rows)) == self.height:
            gone = set(vars_)
            return TableValue([n for j, n in enumerate(self.names) if j not in gone],
                              [c for j, c in enumerate(self.cols) if j not in gone])
        raise MException("MATLAB:table:NullAssignmentNonColon",
                         "Deleting from a table needs all rows or all variables selected by the other subscript.")

    def _subscripts(self, args: tuple) -> tuple[list[int], list[int]]:
        if len(args) != 2:
            raise MException("MATLAB:table:LinearSubscript",
                             "Subscripting into a table using one subscript is not supported: use T(rows, vars).")
        return _positions(args[0], self.height, "row"), self.var_index(args[1])

    # ---------------------------------------------------------------- display
    def __matlab_display_text__(self, name: str | None) -> str:
        h, w = self.shape
        head = f"  {h}\u00d7{w} table\n\n" + self.body()
        return head if name is None else f"{name} =\n\n{head}"

    def body(self) -> str:
        if not self.names:
            return ""
        cols = [_cells(c) for c in self.cols]
        widths = [max([len(n)] + [len(s) for s in c]) for n, c in zip(self.names, cols)]
        lines = [_SEP + _SEP.join(_center(n, wd) for n, wd in zip(self.names, widths)),
                 _SEP + _SEP.join("_" * wd for wd in widths), ""]
        for i in range(self.height):
            lines.append(_SEP + _SEP.join(_center(c[i], wd) for c, wd in zip(cols, widths)))
        return "\n".join(lines) + "\n\n"


def _center(s: str, width: int) -> str:
    left = (width - len(s)) // 2
    return " " * left + s + " " * (width - len(s) - left)


def _number(v: Any) -> str:
    if isinstance(v, (bool, np.bool_)):
        return "true" if v else "false"
    f = float(v.real) if isinstance(v, complex) else float(v)
    if f != f:
        return "NaN"
    if f in (float("inf"), float("-inf")):
        return "Inf" if f > 0 else "-Inf"
    if f == int(f) and abs(f) < 1e10:
        return str(int(f))
    return f"{f:.4f}".rstrip("0").rstrip(".") if abs(f) >= 1e-4 else f"{f:.4e}"


def _cells(col: np.ndarray) -> list[str]:
    """The text of each row of one variable, as MATLAB lays it out."""
    if col.dtype == object:
        texts = [[char_text(e) if is_char(e) else None for e in row] for row in col]
        if all(t is not None for row in texts for t in row):
            wd = max((len(t) for row in texts for t in row), default=0)
            return ["   ".join("{'" + t + "'" + " " * (wd - len(t)) + "}" for t in row) for row in texts]
        return ["   ".join(f"{{{_number(e)}}}" if np.size(e) == 1 and not is_char(e) else "{1\u00d71 cell}"
                           for e in row) for row in col]
    if is_string(col):
        return ["    ".join(f'"{s}"' if s is not None else "<missing>" for s in row) for row in col.tolist()]
    if col.dtype == bool:
        return ["    ".join(("true " if x else "false") for x in row).rstrip() if col.shape[1] > 1 else
                ("true " if row[0] else "false") for row in col]
    texts = [[_number(x) for x in row] for row in col.tolist()]
    wd = max((len(t) for row in texts for t in row), default=0)
    return [_SEP.join(t.rjust(wd) for t in row) for row in texts]


def _positions(v: Any, n: int, what: str) -> list[int]:
    if is_colon(v) or is_char(v) and v.size == 1 and v.flat[0] == ":":
        return list(range(n))
    a = np.asarray(v)
    if a.dtype == bool:
        if a.size > n:
            raise MException("MATLAB:table:RowIndexOutOfRange", f"Table {what} index exceeds the table's size.")
        return [int(i) for i in np.flatnonzero(a.reshape(-1, order="F"))]
    idx = [int(x) for x in a.reshape(-1, order="F").tolist()]
    for k in idx:
        if k < 1 or k > n:
            raise MException("MATLAB:table:RowIndexOutOfRange" if what == "row" else "MATLAB:table:VarIndexOutOfRange",
                             f"Table {what} index {k} exceeds the table's {what}s ({n}).")
    return [k - 1 for k in idx]
