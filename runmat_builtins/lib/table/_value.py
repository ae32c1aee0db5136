"""The table value: named variables (columns) of one height, with optional row names,
displayed as MATLAB shows it.

Each variable is a 2-D array with ``height`` rows (numeric, logical, text as a cell column,
string) or a datetime/duration column. ``T.Var`` reads a variable, ``T.Var = x`` sets, adds
or (with ``[]``) deletes one; ``T(rows, vars)`` is a sub-table (rows by number, mask or row
name) and ``T(rows, vars) = ...`` / ``T{rows, vars} = ...`` assign into it, growing the
table by rows; ``T{rows, vars}`` is the concatenated contents."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_accel.overloads import Overloaded
from runmat_builtins.errors import MException
from runmat_builtins.indexing.subscripts import COLON, is_colon
from runmat_builtins.lib.strings.core._text import char_text, is_cell, is_char, is_string
from runmat_builtins.lib.time._array import TimeArray
from runmat_builtins.limits import check_array_size
from runmat_builtins.values import STRING_DTYPE, StructArray, cell_array, char_row, class_of, shape_of

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
    if isinstance(v, TimeArray):
        return v if v.shape[0] != 1 or v.size == 1 else v.like(v.secs.reshape(-1, 1))
    if hasattr(v, "take_rows"):  # calendarDuration
        return v if v.shape[0] != 1 or v.size == 1 else v.__matlab_subsref__((np.arange(1.0, v.size + 1).reshape(-1, 1),))
    if type(v) is not np.ndarray:
        raise MException("MATLAB:table:UnsupportedVariable", f"Variable '{name}' has an unsupported class.")
    if v.ndim == 2:
        return v
    return v.reshape(v.shape[0], int(np.prod(v.shape[1:])) if v.ndim > 1 else 1, order="F")


def _rows(col: Any, idx: Any) -> Any:
    """Rows ``idx`` (a list of 0-based positions) of one variable."""
    if isinstance(col, TimeArray):
        return col.like(col.secs[idx])
    if type(col) is np.ndarray:
        return col[idx]
    from runmat_builtins.lib.table._columns import take  # cycle: table._columns imports this module

    return take(col, idx)


def _fill(col: Any, n: int) -> Any:
    """``n`` default rows for growing ``col``: 0, false, '' (cell), <missing> (string), NaT.
    MATLAB's size error first when the grown variable is over the limit (``T(1e300, :) = ...``)."""
    check_array_size((n,) + tuple(shape_of(col)[1:]))
    if isinstance(col, TimeArray):
        return col.like(np.full((n, col.shape[1]), col.FILL))
    if type(col) is not np.ndarray:  # value objects: categorical <undefined>, calendarDuration 0
        if hasattr(col, "missing_rows"):
            return col.missing_rows(n)
        if hasattr(col, "zeros"):
            return col.zeros((n,) + tuple(col.shape[1:]))
        raise MException("MATLAB:table:UnsupportedGrowth", f"A {type(col).__name__} variable cannot grow.")
    shape = (n,) + col.shape[1:]
    if col.dtype == object:
        out = np.empty(shape, dtype=object)
        for k in range(out.size):
            out.flat[k] = char_row("")
        return out
    if is_string(col):
        return np.full(shape, None, dtype=col.dtype)
    return np.zeros(shape, dtype=col.dtype)


def _vstack(parts: list) -> Any:
    if isinstance(parts[0], TimeArray):
        return parts[0].like(np.concatenate([p.secs for p in parts], axis=0))
    return np.concatenate(parts, axis=0)


def _text_list(v: Any) -> list[str] | None:
    """Names given as char, string or cellstr (None for any other value)."""
    if is_char(v):
        return [char_text(v)]
    if is_string(v):
        return [str(e) for e in v.ravel(order="F")]
    if is_cell(v):
        return [char_text(e) if is_char(e) else str(e) for e in v.ravel(order="F")]
    return None


class TableValue(Overloaded):
    """A MATLAB table (see the module docstring)."""

    @classmethod
    def __matlab_function__(cls, name: str, args: tuple, nargout: int, ctx: Any) -> Any:
        # imported here, not at the top: the overloads' module imports this class
        from runmat_builtins.lib.table._overloads import route  # cycle: table._overloads imports this module

        return route(name, args, nargout, ctx)

    __slots__ = ("names", "cols", "rownames", "description", "meta")
    matlab_class = "table"

    def __init__(self, names: list[str], cols: list[Any], rownames: list[str] | None = None,
                 description: str = "") -> None:
        self.names = list(names)
        self.cols = list(cols)
        self.rownames = list(rownames) if rownames else None
        self.description = description
        # VariableUnits / VariableDescriptions (by variable name) and UserData, set through Properties
        self.meta: dict[str, Any] = {}

    def with_parts(self, names: list[str], cols: list[Any], rownames: list[str] | None) -> TableValue:
        """A table like this one (same kind and properties) with these variables."""
        out = TableValue(names, cols, rownames, self.description)
        out.meta = self.meta
        return out

    def renamed(self, old: list[str], new: list[str]) -> TableValue:
        """This table with variables ``old`` named ``new`` (units and descriptions follow)."""
        mapping = dict(zip(old, new))
        out = self.with_parts([mapping.get(n, n) for n in self.names], self.cols, self.rownames)
        out.meta = {k: ({mapping.get(n, n): t for n, t in v.items()} if isinstance(v, dict) else v)
                    for k, v in self.meta.items()}
        return out

    def with_rows(self, names: list[str], cols: list[Any], rows: list[int]) -> TableValue:
        """A table like this one holding rows ``rows`` of it (``cols`` already taken)."""
        return self.with_parts(names, cols, [self.rownames[i] for i in rows] if self.rownames else None)

    @property
    def height(self) -> int:
        if self.cols:
            return int(self.cols[0].shape[0])
        return len(self.rownames) if self.rownames else 0

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
    def var_index(self, v: Any, grow: bool = False) -> list[int]:
        """Variable subscripts: indices, logical mask, ':' or names (char / cellstr / string).
        With ``grow``, unknown names are new variables (positions past the last)."""
        if is_colon(v) or is_char(v) and v.shape == (1, 1) and v.flat[0] == ":":
            return list(range(len(self.names)))
        if hasattr(v, "matches"):  # vartype('numeric')
            return [j for j, c in enumerate(self.cols) if v.matches(c)]
        names = _text_list(v)
        if names is not None:
            out, extra = [], 0
            for n in names:
                if n in self.names:
                    out.append(self.names.index(n))
                elif grow:
                    out.append(len(self.names) + extra)
                    extra += 1
                else:
                    raise MException("MATLAB:table:UnrecognizedVarName", f"Unrecognized table variable name '{n}'.")
            return out
        return _positions(v, len(self.names), "variable", grow)

    def row_index(self, v: Any, grow: bool = False) -> list[int]:
        """Row subscripts: indices, logical mask, ':' or row names."""
        names = None if is_colon(v) or is_char(v) and v.size == 1 and v.flat[0] == ":" else _text_list(v)
        if names is not None:
            if not self.rownames:
                raise MException("MATLAB:table:RowNamesUndefined",
                                 "Row names are not defined for this table: subscript rows by number.")
            out = []
            for n in names:
                if n not in self.rownames:
                    raise MException("MATLAB:table:UnrecognizedRowName", f"Unrecognized row name '{n}'.")
                out.append(self.rownames.index(n))
            return out
        return _positions(v, self.height, "row", grow)

    def properties(self) -> StructArray:
        rows = self.rownames or []
        return StructArray.scalar({
            "Description": char_row(self.description),
            "VariableNames": cell_array([char_row(n) for n in self.names], (1, len(self.names))),
            "RowNames": cell_array([char_row(n) for n in rows], (len(rows), 1)) if rows
            else np.empty((0, 0), dtype=object),
            "DimensionNames": cell_array([char_row("Row"), char_row("Variables")], (1, 2)),
            "UserData": self.meta.get("UserData", np.zeros((0, 0))),
            "VariableDescriptions": self._per_variable("VariableDescriptions"),
            "VariableUnits": self._per_variable("VariableUnits"),
            "VariableTypes": _variable_types(self.cols),
        })

    def _per_variable(self, key: str) -> np.ndarray:
        """VariableUnits/VariableDescriptions: {} until set, then one text per variable."""
        given = self.meta.get(key)
        if not given:
            return np.empty((0, 0), dtype=object)
        return cell_array([char_row(given.get(n, "")) for n in self.names], (1, len(self.names)))

    def __matlab_property__(self, name: str) -> Any:
        if name in self.names:
            return self.cols[self.names.index(name)]
        if name == "Properties":
            return self.properties()
        if name == "Row" and self.rownames:
            return cell_array([char_row(n) for n in self.rownames], (len(self.rownames), 1))
        if name == "Variables":  # T.Variables: the contents as one array, as table2array

            return self.__matlab_brace__((COLON, COLON))[0]
        raise MException("MATLAB:table:UnrecognizedVarName", f"Unrecognized table variable name '{name}'.")

    def __matlab_property_set__(self, name: str, value: Any) -> TableValue:
        if name == "Properties":
            return self._set_properties(value)
        if name == "Row":
            return self._set_properties(StructArray.scalar({"RowNames": value}))
        if name == "Variables" and name not in self.names:  # T.Variables = A: A's columns, variable by variable

            return self.__matlab_brace_assign__((COLON, COLON), value)
        names, cols = list(self.names), list(self.cols)
        if type(value) is np.ndarray and value.dtype == np.float64 and value.shape == (0, 0) and name in names:
            k = names.index(name)  # T.Var = [] deletes the variable
            return self.with_parts(names[:k] + names[k + 1:], cols[:k] + cols[k + 1:], self.rownames)
        check_names([name])
        col = as_column(value, name)
        if name in names and self.cols and col.shape[0] > self.height and self.rownames is None:
            # T.Var(end+1) = v: the table grows, other variables get default rows (MATLAB warns)
            new = list(range(self.height, col.shape[0]))
            part = _rows(col, new)
            rows = np.array([[i + 1.0] for i in new]).reshape(-1, 1)
            which = np.array([[float(names.index(name) + 1)]])
            grown = self._assign((rows, which), lambda k, n: part)
            return grown.__matlab_property_set__(name, value)
        if (self.cols or self.rownames) and col.shape[0] != self.height:
            raise MException("MATLAB:table:RowDimensionMismatch",
                             "To assign to or create a variable in a table, the number of rows must match the height of the table.")
        if name in names:
            cols[names.index(name)] = col
        else:
            names.append(name)
            cols.append(col)
        return self.with_parts(names, cols, self.rownames)

    def _set_properties(self, props: Any) -> TableValue:
        if not isinstance(props, StructArray) or props.elems.size != 1:
            raise MException("MATLAB:table:InvalidProperties", "Table properties must be a scalar struct.")
        d = props.elems.item(0)
        names, rows, desc = self.names, self.rownames, self.description
        if "VariableNames" in d:
            names = _text_list(d["VariableNames"]) or []
            if len(names) != len(self.names):
                raise MException("MATLAB:table:IncorrectNumberOfVarNames",
                                 "The VariableNames property must contain one name for each variable in the table.")
            check_names(names)
        if "RowNames" in d:
            v = d["RowNames"]
            rows = None if np.size(v) == 0 else _text_list(v)
            if rows is not None:
                check_row_names(rows, self.height)
        if "Description" in d:
            desc = char_text(d["Description"]) if is_char(d["Description"]) else str(d["Description"])
        meta = {k: (dict(zip(names, [v.get(o, "") for o in self.names])) if isinstance(v, dict) else v)
                for k, v in self.meta.items()}  # renamed variables keep their units
        for key in ("VariableUnits", "VariableDescriptions"):
            if key in d:
                v = d[key]
                texts = ([char_text(e) if is_char(e) else str(e.flat[0]) if is_string(e) and e.size == 1 else ""
                          for e in v.ravel(order="F")] if is_cell(v) else [t or "" for t in (_text_list(v) or [])]) \
                    if np.size(v) else []
                if texts and len(texts) != len(names):
                    raise MException(f"MATLAB:table:IncorrectNumberOf{key[8:]}",
                                     f"The {key} property must contain one text for each variable in the table.")
                meta[key] = dict(zip(names, texts))
        if "UserData" in d:
            meta["UserData"] = d["UserData"]
        cols = self.cols
        if "VariableTypes" in d and np.size(d["VariableTypes"]):  # R2024b: assigning types converts
            want = _text_list(d["VariableTypes"]) or []
            have = [str(x) for x in _variable_types(self.cols).ravel()]
            if len(want) != len(have):
                raise MException("MATLAB:table:IncorrectNumberOfVarTypes",
                                 "The VariableTypes property must contain one type for each variable in the table.")
            if want != have:
                from runmat_builtins.dispatch import call_builtin

                cols = [c if w == h else as_column(call_builtin(w, c), n) for c, w, h, n in zip(cols, want, have, names)]
        out = TableValue(names, cols, rows, desc)
        out.meta = meta
        return out

    def __matlab_subsref__(self, args: tuple) -> TableValue:
        rows, vars_ = self._subscripts(args)
        return self.with_rows([self.names[j] for j in vars_], [_rows(self.cols[j], rows) for j in vars_], rows)

    def __matlab_brace__(self, args: tuple) -> list:
        rows, vars_ = self._subscripts(args)
        parts = [_rows(self.cols[j], rows) for j in vars_]
        if not parts:
            return [np.zeros((len(rows), 0))]
        if len(parts) == 1:
            part = parts[0]
            if not isinstance(part, TimeArray) and part.dtype == object and part.size == 1:
                return [part.flat[0]]
            return [part]
        if isinstance(parts[0], TimeArray):
            from runmat_builtins.indexing import concat

            return [concat([parts])]
        try:
            return [np.concatenate(parts, axis=1)]
        except ValueError:
            raise MException("MATLAB:table:ExtractDataIncompatibleTypeError",
                             "Unable to concatenate the specified table variables.") from None

    # ---------------------------------------------------------------- assignment
    def __matlab_subsasgn__(self, args: tuple, rhs: Any) -> TableValue:
        """``T(rows, vars) = rhs``: a table (variable by variable), a cell of values (one per
        row and variable), or one value for every selected element."""
        if type(rhs) is np.ndarray and rhs.dtype == np.float64 and rhs.shape == (0, 0):
            return self.__matlab_delete__(args)
        if isinstance(rhs, TableValue):
            values = [rhs.cols[k] for k in range(len(rhs.names))]
            return self._assign(args, lambda k, n: values[k] if len(values) > k else _mismatch(), rhs_names=rhs.names)
        if type(rhs) is np.ndarray and rhs.dtype == object:
            cells = rhs
            if len(args) == 2 and (cells.ndim != 2 or cells.shape[1] != len(self.var_index(args[1], grow=True))):
                _mismatch()

            def value(k: int, n: int) -> Any:
                if cells.ndim != 2 or cells.shape[0] not in (1, n) or cells.shape[1] <= k:
                    _mismatch()
                col = cells[:, k]
                return col[0] if col.size == 1 else _stack_cells(col)
            return self._assign(args, value)
        return self._assign(args, lambda k, n: rhs)

    def __matlab_brace_assign__(self, args: tuple, rhs: Any) -> TableValue:
        """``T{rows, vars} = values``: the contents of the selected elements."""
        return self._assign(args, lambda k, n: _column_of(rhs, k), brace=True)

    def _assign(self, args: tuple, value_of: Any, rhs_names: list[str] | None = None, brace: bool = False) -> TableValue:
        if len(args) != 2:
            raise MException("MATLAB:table:LinearSubscript",
                             "Subscripting into a table using one subscript is not supported: use T(rows, vars).")
        rows = self.row_index(args[0], grow=True)
        vars_ = self.var_index(args[1], grow=True)
        new_names = _text_list(args[1]) or []
        names, cols = list(self.names), list(self.cols)
        height = max([self.height] + [r + 1 for r in rows])
        for j in range(len(cols)):  # grow every variable to the new height (size-checked first)
            if cols[j].shape[0] < height:
                check_array_size((height,) + tuple(shape_of(cols[j])[1:]))
                cols[j] = _vstack([cols[j], _fill(cols[j], height - cols[j].shape[0])])
        for k, j in enumerate(vars_):
            v = value_of(k, len(rows))
            if j >= len(names):
                name = [n for n in new_names if n not in names][0] if new_names else f"Var{j + 1}"
                if rhs_names is not None and not new_names and k < len(rhs_names) and rhs_names[k] not in names:
                    name = rhs_names[k]
                names.append(name)
                base = as_column(v, name)
                cols.append(_fill(base, height) if not isinstance(base, TimeArray) else _fill(base, height))
            cols[j] = _store(cols[j], rows, v, names[j])
        rownames = self.rownames
        if rownames and height > len(rownames):
            rownames = rownames + [f"Row{i + 1}" for i in range(len(rownames), height)]
        return self.with_parts(names, cols, rownames)

    def __matlab_delete__(self, args: tuple) -> TableValue:
        """``T(rows, :) = []`` deletes rows, ``T(:, vars) = []`` variables."""
        if len(args) != 2:
            raise MException("MATLAB:table:LinearSubscript",
                             "Deleting from a table needs two subscripts: T(rows, :) = [] or T(:, vars) = [].")
        rows, vars_ = self._subscripts(args)
        if len(vars_) == len(self.names) and len(set(vars_)) == len(self.names):
            gone = set(rows)
            keep = [i for i in range(self.height) if i not in gone]
            return self.with_rows(self.names, [_rows(c, keep) for c in self.cols], keep)
        if len(set(rows)) == self.height:
            gone = set(vars_)
            return self.with_parts([n for j, n in enumerate(self.names) if j not in gone],
                                   [c for j, c in enumerate(self.cols) if j not in gone], self.rownames)
        raise MException("MATLAB:table:NullAssignmentNonColon",
                         "Deleting from a table needs all rows or all variables selected by the other subscript.")

    def _subscripts(self, args: tuple) -> tuple[list[int], list[int]]:
        if len(args) != 2:
            raise MException("MATLAB:table:LinearSubscript",
                             "Subscripting into a table using one subscript is not supported: use T(rows, vars).")
        return self.row_index(args[0]), self.var_index(args[1])

    # ---------------------------------------------------------------- concatenation
    @staticmethod
    def __matlab_concat__(rows: list) -> TableValue:
        """``[A B; C D]``: tables side by side (same height, distinct names), then stacked
        (the same variable names, matched by name); a cell array row appends its values."""
        lines = []
        for row in rows:
            items = [x for x in row if not (type(x) is np.ndarray and x.size == 0 and x.dtype == np.float64)]
            if not items:
                continue
            first = next((x for x in items if isinstance(x, TableValue)), None)
            if first is None or any(not isinstance(x, TableValue) for x in items):
                if first is None and len(items) == 1 and isinstance(items[0], np.ndarray) and items[0].dtype == object:
                    lines.append(items[0])
                    continue
                raise MException("MATLAB:table:horzcat:InvalidInput" if len(items) > 1 else "MATLAB:table:vertcat:InvalidInput",
                                 "Tables can be concatenated only with tables (or, vertically, with cell arrays).")
            lines.append(_horzcat(items))
        base = next((x for x in lines if isinstance(x, TableValue)), None)
        if base is None:
            raise MException("MATLAB:table:vertcat:InvalidInput", "Nothing to concatenate.")
        parts = []
        for x in lines:
            if isinstance(x, TableValue):
                parts.append(x)
            else:  # a cell array: one row per cell row, values in the table's variable order
                if x.ndim != 2 or x.shape[1] != len(base.names):
                    raise MException("MATLAB:table:vertcat:SizeMismatch",
                                     "The cell array must have one column per table variable.")
                cols = [as_column(_stack_cells(x[:, j]), n) for j, n in enumerate(base.names)]
                parts.append(TableValue(base.names, cols))
        parts = [t for t in parts if t.names or t.height] or parts[:1]  # a 0x0 table() joins anything
        return _vertcat(parts) if len(parts) > 1 else parts[0]

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
        rw = max((len(r) for r in self.rownames), default=0) if self.rownames else 0
        lead = _SEP + " " * rw + _SEP if self.rownames else _SEP
        lines = [lead + _SEP.join(_center(n, wd) for n, wd in zip(self.names, widths)),
                 lead + _SEP.join("_" * wd for wd in widths), ""]
        for i in range(self.height):
            lead = _SEP + self.rownames[i].ljust(rw) + _SEP if self.rownames else _SEP
            lines.append(lead + _SEP.join(_center(c[i], wd) for c, wd in zip(cols, widths)))
        return "\n".join(lines) + "\n\n"


_RESERVED = ("Properties", "VariableNames", "RowNames", ":")


def check_names(names: list[str]) -> None:
    """MATLAB (R2019b on): a variable name is any nonblank text of at most namelengthmax (63)
    characters but the reserved names ('lhs-outcomes', 'Subject number', 'Ω' are all names)."""
    for n in names:
        if not n.strip():
            raise MException("MATLAB:table:ZeroLengthVarname", "Variable names must be nonempty text.")
        if len(n) > 63:
            raise MException("MATLAB:table:VariableNameLengthMax",
                             f"Variable name '{n}' is longer than the maximum allowed length of 63 characters.")
        if n in _RESERVED:
            raise MException("MATLAB:table:ReservedVarnameConflict",
                             f"'{n}' is a reserved name and cannot be used as a variable name.")
    seen: set[str] = set()
    for n in names:
        if n in seen:
            raise MException("MATLAB:table:DuplicateVarNames", f"Duplicate table variable name: '{n}'.")
        seen.add(n)


def check_row_names(rows: list[str], height: int) -> None:
    if len(rows) != height:
        raise MException("MATLAB:table:IncorrectNumberOfRowNames",
                         "The RowNames property must contain one name for each row in the table.")
    if len(set(rows)) != len(rows):
        raise MException("MATLAB:table:DuplicateRowNames", "Duplicate row names.")
    if any(not r for r in rows):
        raise MException("MATLAB:table:EmptyRowNames", "Row names must be nonempty text.")


def _variable_types(cols: list) -> np.ndarray:
    """Properties.VariableTypes (R2024b): each variable's class, a string row."""

    return np.array([[class_of(c) for c in cols]], dtype=STRING_DTYPE).reshape(1, len(cols))


def _horzcat(items: list) -> TableValue:
    first = items[0]
    if len(items) == 1:
        return first
    names, cols = [], []
    for t in items:
        if t.height != first.height:
            raise MException("MATLAB:table:horzcat:SizeMismatch",
                             "All tables being horizontally concatenated must have the same number of rows.")
        names += t.names
        cols += t.cols
    if len(set(names)) != len(names):
        dup = next(n for n in names if names.count(n) > 1)
        raise MException("MATLAB:table:DuplicateVarNames", f"Duplicate table variable name: '{dup}'.")
    rows = next((t.rownames for t in items if t.rownames), None)
    return first.with_parts(names, cols, rows)


def _vertcat(parts: list) -> TableValue:
    from runmat_builtins.lib.table._columns import vstack  # cycle: table._columns imports this module

    first = parts[0]
    for t in parts[1:]:
        if sorted(t.names) != sorted(first.names):
            raise MException("MATLAB:table:vertcat:UnequalVarNames",
                             "All tables being vertically concatenated must have the same variable names.")
    cols = []
    for j, n in enumerate(first.names):
        blocks = [t.cols[t.names.index(n)] for t in parts]
        cols.append(vstack(blocks))
    rows = None
    if all(t.rownames for t in parts):
        rows = [r for t in parts for r in t.rownames]
        if len(set(rows)) != len(rows):
            raise MException("MATLAB:table:DuplicateRowNames", "Duplicate row names.")
    times = getattr(first, "rowtimes", None)
    if times is not None:
        stacked = times.like(np.concatenate([type(times).coerce(t.rowtimes, times).reshape(-1, 1)
                                             for t in parts if hasattr(t, "rowtimes")], axis=0))
        return first.with_times(first.names, cols, stacked)
    return TableValue(first.names, cols, rows, first.description)


def _mismatch() -> Any:
    raise MException("MATLAB:table:AssignmentDimensionMismatch",
                     "The right-hand side of the assignment does not match the size of the selected table elements.")


def _stack_cells(col: np.ndarray) -> Any:
    """A cell column of per-row values as one variable block (numbers stack, text stays cells)."""
    vals = list(col)
    if all(is_char(v) for v in vals):
        return cell_array(vals, (len(vals), 1))
    if all(isinstance(v, TimeArray) for v in vals):
        return _vstack([as_column(v, "") for v in vals])
    try:
        return np.concatenate([np.asarray(v).reshape(1, -1) for v in vals], axis=0)
    except ValueError:
        _mismatch()


def _column_of(rhs: Any, k: int) -> Any:
    """The ``k``-th variable's share of brace-assigned values (its column of a matrix)."""
    if isinstance(rhs, TimeArray) or type(rhs) in (float, bool, complex) or np.size(rhs) == 1:
        return rhs
    a = np.asarray(rhs)
    return a[:, k:k + 1] if a.ndim == 2 and a.shape[1] > k else a


def _store(col: Any, rows: list[int], v: Any, name: str) -> Any:
    """``col(rows, :) = v`` for one variable (the value converted to the variable's kind)."""
    if isinstance(col, TimeArray):
        vals = type(col).coerce(v, col)
        out = col.secs.copy()
        new = np.asarray(vals, dtype=np.float64)
        if new.size != 1 and new.size != len(rows) * int(np.prod(out.shape[1:])):
            raise MException("MATLAB:subsassigndimmismatch",
                             f"Unable to perform assignment because the size of the left side is "
                             f"{len(rows)}-by-{out.shape[1]} and the size of the right side is "
                             f"{'-by-'.join(str(d) for d in np.shape(vals))}.")
        out[rows, :] = new.reshape(len(rows), -1) if new.size != 1 else new
        return col.like(out)
    out = col.copy()
    if col.dtype == object:
        vals = as_column(v, name) if not (is_char(v) and v.shape[0] <= 1) else cell_array([v], (1, 1))
        if vals.dtype != object:
            raise MException("MATLAB:table:AssignmentTypeMismatch",
                             f"Assignment to variable '{name}' needs text (a cell of character vectors).")
        out[rows, :] = vals if vals.shape[0] == len(rows) else vals[0:1]
        return out
    a = np.asarray(v.secs if isinstance(v, TimeArray) else v)
    if a.dtype == object or a.dtype.kind == "U":
        raise MException("MATLAB:table:AssignmentTypeMismatch",
                         f"Assignment to variable '{name}' needs a value of its type ({col.dtype.name}).")
    try:
        out[rows, :] = a.reshape(len(rows), -1) if a.size == len(rows) * col.shape[1] else a
    except ValueError:
        _mismatch()
    return out


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
    return f"{f:.5g}"  # five significant digits, as MATLAB's table display (43.333, 0.012345, 1.2346e+05)


_F64 = np.dtype(np.float64)  # the dtype of a cell's Python float or bool (not the scalar type: it has no .kind)


def _cells(col: Any) -> list[str]:
    """The text of each row of one variable, as MATLAB lays it out."""
    if isinstance(col, TimeArray) or hasattr(col, "take_rows"):
        t = col.texts()
        n = col.shape[0]
        return ["   ".join(t[i + j * n] for j in range(col.shape[1])) for i in range(n)]
    if col.dtype == object:
        texts = [[char_text(e) if is_char(e) else None for e in row] for row in col]
        if all(t is not None for row in texts for t in row):
            wd = max((len(t) for row in texts for t in row), default=0)
            return ["   ".join("{'" + t + "'" + " " * (wd - len(t)) + "}" for t in row) for row in texts]
        return ["   ".join(f"{{{_number(e)}}}" if np.size(e) == 1 and type(e) in (float, bool, np.ndarray)
                           and getattr(e, "dtype", _F64).kind in "biuf" else _cell_summary(e)
                           for e in row) for row in col]
    if is_string(col):
        return ["    ".join(f'"{s}"' if s is not None else "<missing>" for s in row) for row in col.tolist()]
    if col.dtype == bool:
        return ["    ".join(("true " if x else "false") for x in row).rstrip() if col.shape[1] > 1 else
                ("true " if row[0] else "false") for row in col]
    texts = [[_number(x) for x in row] for row in col.tolist()]
    wd = max((len(t) for row in texts for t in row), default=0)
    return [_SEP.join(t.rjust(wd) for t in row) for row in texts]


def _cell_summary(e: Any) -> str:
    """'{0×0 double}': a cell element shown by its size and class."""

    return "{" + "\u00d7".join(str(d) for d in shape_of(e)) + " " + class_of(e) + "}"


def _positions(v: Any, n: int, what: str, grow: bool = False) -> list[int]:
    if is_colon(v) or is_char(v) and v.size == 1 and v.flat[0] == ":":
        return list(range(n))
    a = np.asarray(v) if isinstance(v, (np.ndarray, float, int, bool)) else None
    if a is None or a.dtype.kind not in "biuf":
        raise MException("MATLAB:table:InvalidSubscript" if what == "row" else "MATLAB:table:InvalidVarSubscript",
                         f"Subscript table {what}s by number, logical mask, name or ':'" +
                         (" (timerange and times subscript timetables only)." if what == "row" else "."))
    if a.dtype == bool:
        if a.size > n:
            raise MException("MATLAB:table:RowIndexOutOfRange", f"Table {what} index exceeds the table's size.")
        return [int(i) for i in np.flatnonzero(a.reshape(-1, order="F"))]
    flat = a.reshape(-1, order="F")
    if flat.dtype.kind == "f" and not np.all(np.isfinite(flat) & (flat == np.round(flat))):
        raise MException("MATLAB:badsubscript", "Subscript indices must be real positive integers or logicals.")
    idx = [int(x) for x in flat.tolist()]
    for k in idx:
        if k < 1 or k > n and not grow:
            raise MException("MATLAB:table:RowIndexOutOfRange" if what == "row" else "MATLAB:table:VarIndexOutOfRange",
                             f"Table {what} index {k} exceeds the table's {what}s ({n}).")
    return [k - 1 for k in idx]
