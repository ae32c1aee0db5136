"""summary: what a table holds, variable by variable (size, class, and Min/Median/Max of numbers,
true/false counts of logicals), printed in MATLAB's table summary layout."""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.dispatch import call_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.table._value import TableValue, _number
from runmat_builtins.lib.time._array import TimeArray
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import StructArray, char_row, class_of

_IND = " " * 12


def _kind(col: Any) -> str:
    if isinstance(col, TimeArray):
        return col.matlab_class
    if isinstance(col, np.ndarray) and col.dtype == object:
        return "cell array of character vectors"

    return class_of(col)


def _stats_lines(labels: list[str], values: list[list[str]]) -> list[str]:
    """Rows 'Min   38   71' with one right-aligned column per variable column."""
    lw = max(len(lb) for lb in labels)
    ncol = len(values[0])
    widths = [max(len(v[j]) for v in values) for j in range(ncol)]
    out = []
    if ncol > 1:
        heads = [f"Column {j + 1}" for j in range(ncol)]
        widths = [max(w, len(h)) for w, h in zip(widths, heads)]
        out.append(_IND + " " * lw + "    " + "    ".join(h.rjust(w) for h, w in zip(heads, widths)))
        out.append(_IND + " " * lw + "    " + "    ".join("_" * w for w in widths))
        out.append("")
    for lb, v in zip(labels, values):
        out.append(_IND + lb.ljust(lw) + "    " + "    ".join(x.rjust(w) for x, w in zip(v, widths)))
    return out


def summary_text(t: TableValue) -> str:
    lines: list[str] = []
    if t.description:
        lines += ["Description:  " + t.description, ""]
    pairs = list(zip(t.names, t.cols))
    times = getattr(t, "rowtimes", None)
    if times is not None:  # a timetable: its row times first, under RowTimes
        lines += ["RowTimes:", ""]
        lines += _variable_lines(t.timename, times)
    lines += ["Variables:", ""]
    for n, col in pairs:
        lines += _variable_lines(n, col)
    return "\n".join(lines) + "\n"


def _variable_lines(n: str, col: Any) -> list[str]:
    """One variable's summary: its size and class, then its statistics."""
    lines: list[str] = []
    dims = "\u00d7".join(str(d) for d in col.shape)
    lines += [f"    {n}: {dims} {_kind(col)}", ""]
    stats: list[str] = []
    if isinstance(col, TimeArray):
        if col.shape[0]:
            from runmat_builtins.dispatch import call_builtin

            lo, mid, hi = (call_builtin(f, col) for f in ("min", "median", "max"))
            labels = ["Min", "Median", "Max"]
            stats = _stats_lines(labels, [lo.texts(), mid.texts(), hi.texts()])
    elif not isinstance(col, np.ndarray):
        pass  # other value classes (calendarDuration, categorical): size and class only
    elif col.dtype == bool:
        trues = col.sum(axis=0)
        stats = _stats_lines(["True", "False"], [[str(int(x)) for x in trues],
                                                  [str(int(col.shape[0] - x)) for x in trues]])
    elif col.dtype.kind in "iuf" and col.shape[0]:
        a = col.astype(np.float64)
        missing = np.isnan(a).sum(axis=0)
        with np.errstate(all="ignore"):
            rows = [np.nanmin(a, axis=0), np.nanmedian(a, axis=0), np.nanmax(a, axis=0)]
        labels = ["Min", "Median", "Max"]
        values = [[_number(x) for x in r] for r in rows]
        if missing.any():
            labels.append("NumMissing")
            values.append([str(int(m)) for m in missing])
        stats = _stats_lines(labels, values)
    if stats:
        lines += ["        Values:", ""] + stats + [""]
    return lines


def summary_struct(t: TableValue) -> Any:
    """s = summary(T): per variable a struct of its size, type, description, units and statistics."""

    units = t.meta.get("VariableUnits", {}) if hasattr(t, "meta") else {}
    descs = t.meta.get("VariableDescriptions", {}) if hasattr(t, "meta") else {}
    fields: dict[str, Any] = {}
    for n, col in zip(t.names, t.cols):
        d: dict[str, Any] = {"Size": np.array([[float(x) for x in col.shape]]), "Type": char_row(_kind(col)),
                             "Description": char_row(descs.get(n, "")), "Units": char_row(units.get(n, "")),
                             "Continuity": np.zeros((0, 0))}
        if isinstance(col, TimeArray) and col.shape[0]:
            for stat in ("min", "median", "max"):
                d[stat.capitalize()] = call_builtin(stat, col)
            d["NumMissing"] = np.isnan(col.secs).sum(axis=0).astype(np.float64).reshape(1, -1)
        elif isinstance(col, np.ndarray) and col.dtype == bool:
            d["True"] = col.sum(axis=0).astype(np.float64).reshape(1, -1)
            d["False"] = (col.shape[0] - col.sum(axis=0)).astype(np.float64).reshape(1, -1)
        elif isinstance(col, np.ndarray) and col.dtype.kind in "iuf" and col.shape[0]:
            a = col.astype(np.float64)
            with np.errstate(all="ignore"):
                d["Min"] = np.nanmin(a, axis=0).reshape(1, -1)
                d["Median"] = np.nanmedian(a, axis=0).reshape(1, -1)
                d["Max"] = np.nanmax(a, axis=0).reshape(1, -1)
            d["NumMissing"] = np.isnan(a).sum(axis=0).astype(np.float64).reshape(1, -1)
        fields[n] = StructArray.scalar(d)
    return StructArray.scalar(fields)


@runtime_builtin(
    summary="Print a summary of a table: each variable's size and class, Min/Median/Max of numeric "
            "and datetime variables (NumMissing when some are NaN), True/False counts of logical ones.",
    keywords=["table", "statistics", "describe", "overview"], related=["table", "height", "width", "median"],
    description="With an output, s = summary(T) returns a struct with one field per variable: Size, "
                "Type, Description, Units, Continuity, and for numeric and time variables Min, Median, "
                "Max and NumMissing (True/False for logicals), printing nothing.",
    signatures=["summary(T)", "s = summary(T)"],
    errors=[ErrorSpec(identifier="MATLAB:summary:InvalidInput", when="T is not a table")],
    examples=[Example(code="Age = [38; 43; 40];\nsummary(table(Age))",
                      output="Variables:\n\n    Age: 3\u00d71 double\n\n        Values:\n\n"
                             "            Min       38\n            Median    40\n            Max       43\n\n"),
              Example(code="s = summary(table([3; 1; NaN], 'VariableNames', {'x'}));\nfprintf('%g %g %g\\n', s.x.Min, s.x.Max, s.x.NumMissing)",
                      output="1 3 1\n")],
    effects=["io"],
    suppress_auto_output=True,
)
def summary(t: Any, *, nargout: int = 0, ctx: Any = None) -> Any:
    if not isinstance(t, TableValue):
        raise MException("MATLAB:summary:InvalidInput", "summary requires a table.")
    if nargout >= 1:
        return summary_struct(t)
    text = summary_text(t)
    out = ctx.stdout if ctx is not None else None
    if out is not None:
        out.write(text)
    else:
        print(text, end="")
    return None
