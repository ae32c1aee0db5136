"""readtable and writetable: tables from and to delimited text (CSV)."""

from __future__ import annotations

import csv
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.io.text.delimited import field_number, read_fields
from runmat_builtins.lib.table._value import TableValue
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import cell_array, char_row, to_str

CATEGORY = "table"


def _valid_name(s: str, k: int) -> str:
    from runmat_builtins.lib.io.json.codec import valid_name

    s = s.strip()
    return valid_name(s) if s else f"Var{k + 1}"


@runtime_builtin(
    name="readtable", category=CATEGORY,
    summary="Read a delimited text file into a table: the first line names the variables.",
    description="Columns whose fields all read as numbers (empty fields NaN) become double columns, "
                "others cell columns of text. Quoted fields keep their delimiters (csv rules). Header "
                "names are made valid variable names.",
    keywords=["csv", "read", "table", "import"], related=["writetable", "readmatrix", "readcell", "table"],
    signatures=["T = readtable(FILENAME)", "T = readtable(FILENAME, 'Delimiter', D)"],
    errors=[ErrorSpec(identifier="MATLAB:textio:textio:FileNotFound", when="the file cannot be opened")],
    examples=[Example(code="f = [tempname() '.csv'];\nfid = fopen(f, 'w'); fprintf(fid, 'x,name\\n1,a\\n2,b\\n'); fclose(fid);\n"
                           "T = readtable(f);\ndisp(T.x')\ndisp(T.name{2})", output="   1   2\nb\n")],
    accel={"kind": "host-only"},
    effects=["filesystem"],
)
def readtable(filename: Any, *options: Any) -> TableValue:
    delim = None
    for k in range(0, len(options) - 1, 2):
        if to_str(options[k]).lower() == "delimiter":
            delim = to_str(options[k + 1])
    rows = read_fields(to_str(filename), delim)
    if not rows:
        return TableValue([], [])
    header, body = rows[0], rows[1:]
    width = max(len(r) for r in rows)
    names = [_valid_name(header[k] if k < len(header) else "", k) for k in range(width)]
    cols = []
    for k in range(width):
        field = [r[k] if k < len(r) else "" for r in body]
        nums = [field_number(f) for f in field]
        if all(v is not None for v in nums):
            cols.append(np.array(nums, dtype=np.float64).reshape(-1, 1))
        else:
            cols.append(cell_array([char_row(f) for f in field], (len(field), 1)))
    return TableValue(names, cols)


def _text(v: Any) -> str:
    from runmat_builtins.lib.strings.core._text import char_text, is_char

    if is_char(v):
        return char_text(v)
    if isinstance(v, (bool, np.bool_)):
        return "1" if v else "0"
    f = float(v)
    if f != f:
        return "NaN"
    return str(int(f)) if f == int(f) and abs(f) < 1e15 else f"{f:.15g}"


@runtime_builtin(
    name="writetable", category=CATEGORY,
    summary="Write a table to a delimited text file: a header of variable names, then one line per row.",
    description="A multi-column variable writes NAME_1, NAME_2, ... columns; text with the delimiter or "
                "quotes is quoted (csv rules).",
    keywords=["csv", "write", "table", "export"], related=["readtable", "writematrix", "table"],
    signatures=["writetable(T, FILENAME)", "writetable(T, FILENAME, 'Delimiter', D)"],
    errors=[ErrorSpec(identifier="MATLAB:writetable:InvalidInput", when="T is not a table")],
    examples=[Example(code="f = [tempname() '.csv'];\nwritetable(table([1; 2], 'VariableNames', {'x'}), f);\ndisp(fileread(f))",
                      output="x\n1\n2\n\n")],
    accel={"kind": "host-only"},
    effects=["filesystem"],
)
def writetable(t: Any, filename: Any, *options: Any) -> None:
    if not isinstance(t, TableValue):
        raise MException("MATLAB:writetable:InvalidInput", "The first input must be a table.")
    delim = ","
    for k in range(0, len(options) - 1, 2):
        if to_str(options[k]).lower() == "delimiter":
            d = to_str(options[k + 1])
            delim = {"comma": ",", "tab": "\t", "semi": ";", "space": " ", "bar": "|"}.get(d, d)
    header = []
    for n, c in zip(t.names, t.cols):
        header += [n] if c.shape[1] == 1 else [f"{n}_{j + 1}" for j in range(c.shape[1])]
    try:
        with open(to_str(filename), "w", newline="") as fh:
            w = csv.writer(fh, delimiter=delim, lineterminator="\n")
            w.writerow(header)
            for i in range(t.height):
                w.writerow([_text(c[i, j]) for c in t.cols for j in range(c.shape[1])])
    except OSError as exc:
        raise MException("MATLAB:writetable:FileOpenError", f"Unable to open file '{to_str(filename)}': {exc.strerror}.") from None
    return None
