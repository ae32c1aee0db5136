"""readtable and writetable: tables from and to delimited text (CSV)."""

from __future__ import annotations

import csv
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import count_value
from runmat_builtins.lib.io.json.codec import valid_name
from runmat_builtins.lib.io.text.delimited import delimiters, field_number, read_fields
from runmat_builtins.lib.strings.core._options import option_pairs
from runmat_builtins.lib.strings.core._text import TextArray, char_text, is_char, option_text
from runmat_builtins.lib.table._value import TableValue, check_names
from runmat_builtins.lib.time._array import TimeArray
from runmat_builtins.lib.time.datetime import _format as F
from runmat_builtins.lib.time.datetime._value import DatetimeArray, parse_texts
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import STRING_DTYPE, cell_array, char_row, to_str



def _valid_name(s: str, k: int) -> str:
    s = s.strip()
    return valid_name(s) if s else f"Var{k + 1}"


def _options(options: tuple, names: tuple[str, ...], fname: str) -> dict[str, Any]:
    return option_pairs(options, names, (f"MATLAB:{fname}:InvalidOption", "Options must be name-value pairs."),
                        (f"MATLAB:{fname}:InvalidOption", f"'{{name}}' is not a {fname} option."))


def _flag(v: Any) -> bool:
    return bool(np.asarray(v).reshape(-1)[0]) if not isinstance(v, str) else v.lower() == "true"


_DATE_FORMATS = ("uuuu-MM-dd HH:mm:ss", "uuuu-MM-dd HH:mm:ss.SSS", "uuuu-MM-dd HH:mm", "uuuu-MM-dd",
                 "uuuu-MM-dd'T'HH:mm:ss", "uuuu-MM-dd'T'HH:mm:ss.SSS", "uuuu-MM-dd'T'HH:mm",
                 "dd-MMM-uuuu HH:mm:ss", "dd-MMM-uuuu", "MM/dd/uuuu HH:mm:ss", "MM/dd/uuuu HH:mm", "MM/dd/uuuu",
                 "uuuu/MM/dd", "uuuu/MM/dd HH:mm:ss")


def _dates(field: list[str]) -> Any:
    """A datetime column when every nonempty field is a date in one of MATLAB's common forms,
    displayed in that form (readtable keeps the file's date format, as MATLAB does)."""

    texts = [f.strip() for f in field]
    if not any(texts):
        return None
    for fmt in _DATE_FORMATS:
        if all(not t or F.parse(t, fmt) is not None for t in texts):
            return DatetimeArray(parse_texts([t or None for t in texts], fmt).reshape(-1, 1), fmt.replace("uuuu", "yyyy"))
    return None


_READ_OPTIONS = ("Delimiter", "ReadRowNames", "ReadVariableNames", "TreatAsMissing", "VariableNamingRule",
                 "PreserveVariableNames", "NumHeaderLines", "HeaderLines", "TextType", "FileType", "Encoding",
                 "CommentStyle", "VariableNames", "EmptyValue", "DatetimeType", "Format")


def _unique_names(names: list[str]) -> list[str]:
    """Repeated header names made unique as MATLAB does: x, x_1, x_2, ..."""
    seen: set[str] = set()
    out = []
    for n in names:
        base, j = n, 1
        while n in seen:
            n = f"{base}_{j}"
            j += 1
        out.append(n)
        seen.add(n)
    return out


@runtime_builtin(
    summary="Read a delimited text file into a table: the first line names the variables.",
    description="Columns whose fields all read as numbers (empty fields and 'TreatAsMissing' texts NaN) "
                "become double columns, columns of dates ('2024-01-15', '15-Jan-2024 10:30:00', "
                "'01/15/2024') datetime columns, others cell columns of text ('TextType', 'string': "
                "string columns). Quoted fields keep their delimiters and doubled quotes (csv rules). "
                "'Delimiter' takes one or several delimiters of any length ('comma', 'tab', 'space', "
                "'semi', 'bar' by name); whitespace delimiters join in runs. Header names are made valid "
                "MATLAB names unless 'VariableNamingRule' is 'preserve'. 'NumHeaderLines', N skips N "
                "lines first (the variables are then Var1, Var2, ... unless 'ReadVariableNames' is "
                "true); 'ReadRowNames', true takes the first column as row names.",
    keywords=["csv", "read", "table", "import"], related=["writetable", "readmatrix", "readcell", "table"],
    signatures=["T = readtable(FILENAME)", "T = readtable(FILENAME, OPTS)", "T = readtable(FILENAME, 'Delimiter', D)",
                "T = readtable(FILENAME, 'TreatAsMissing', TEXTS)", "T = readtable(FILENAME, 'VariableNamingRule', 'preserve')",
                "T = readtable(FILENAME, 'NumHeaderLines', N, 'ReadVariableNames', TF)",
                "T = readtable(FILENAME, 'ReadRowNames', true)"],
    errors=[ErrorSpec(identifier="MATLAB:textio:textio:FileNotFound", when="the file cannot be opened"),
            ErrorSpec(identifier="MATLAB:readtable:InvalidOption", when="an option is not a readtable option")],
    examples=[Example(code="f = [tempname() '.csv'];\nfid = fopen(f, 'w'); fprintf(fid, 'x,name\\n1,a\\n2,b\\n'); fclose(fid);\n"
                           "T = readtable(f);\ndisp(T.x')\ndisp(T.name{2})", output="     1     2\nb\n"),
              Example(code="f = [tempname() '.csv'];\nfid = fopen(f, 'w'); fprintf(fid, 'lhs-outcomes,v\\nNA,1\\n3,-99\\n'); fclose(fid);\n"
                           "T = readtable(f, 'TreatAsMissing', {'NA', '-99'}, 'VariableNamingRule', 'preserve');\n"
                           "fprintf('%g ', T.('lhs-outcomes'), T.v); fprintf('\\n')", output="NaN 3 1 NaN \n")],
    effects=["filesystem"],
)
def readtable(filename: Any, *options: Any) -> TableValue:
    if options and type(options[0]).__name__ == "ImportOptions":  # readtable(FILENAME, OPTS)
        from runmat_builtins.lib.table.import_options import read_with_options  # cycle: table.import_options imports this module

        return read_with_options(to_str(filename), options[0])
    opts = _options(options, _READ_OPTIONS, "readtable")
    delim = delimiters(opts["delimiter"], "readtable") if "delimiter" in opts else None
    skip = opts.get("numheaderlines", opts.get("headerlines"))
    skip = count_value(skip) if skip is not None else 0  # a nonnegative integer scalar (MATLAB's error else)
    rows = read_fields(to_str(filename), delim, skip)
    comment = opts.get("commentstyle")
    if comment is not None:
        marks = tuple(c for c in TextArray.of(comment, "readtable").items if c)
        rows = [r for r in rows if not (r and r[0].lstrip().startswith(marks))]
    if not rows:
        return TableValue([], [])
    if "readvariablenames" in opts:
        with_header = _flag(opts["readvariablenames"])
    else:
        with_header = ("numheaderlines" not in opts and "headerlines" not in opts) or skip == 0
    header, body = (rows[0], rows[1:]) if with_header else ([], rows)
    width = max(len(r) for r in rows)
    rule = option_text(opts["variablenamingrule"]) if "variablenamingrule" in opts else "modify"
    if "preservevariablenames" in opts and _flag(opts["preservevariablenames"]):
        rule = "preserve"
    if rule not in ("preserve", "modify"):
        raise MException("MATLAB:readtable:InvalidVariableNamingRule", "'VariableNamingRule' must be 'preserve' or 'modify'.")
    raw = [header[k] if k < len(header) else "" for k in range(width)]
    if rule == "preserve":
        names = [h if h.strip() else f"Var{k + 1}" for k, h in enumerate(raw)]
    else:
        names = [_valid_name(h, k) for k, h in enumerate(raw)]
    names = _unique_names(names)
    if "variablenames" in opts:
        given = [n or "" for n in TextArray.of(opts["variablenames"], "readtable").items]
        if len(given) != width:
            raise MException("MATLAB:table:IncorrectNumberOfVarNames",
                             "The VariableNames property must contain one name for each variable in the table.")
        names = given
    gone = set()
    if "treatasmissing" in opts:
        gone = {t or "" for t in TextArray.of(opts["treatasmissing"], "readtable").items}
    as_string = "texttype" in opts and option_text(opts["texttype"]) == "string"
    cols = []
    for k in range(width):
        field = [r[k] if k < len(r) else "" for r in body]
        if gone:
            field = ["" if f.strip() in gone else f for f in field]
        nums = [field_number(f) for f in field]
        if all(v is not None for v in nums):
            cols.append(np.array(nums, dtype=np.float64).reshape(-1, 1))
            continue
        dates = _dates(field)
        if dates is not None:
            cols.append(dates)
        elif as_string:
            cols.append(np.array([f if f != "" else None for f in field], dtype=STRING_DTYPE).reshape(-1, 1))
        else:
            cols.append(cell_array([char_row(f) for f in field], (len(field), 1)))
    rownames = None
    if "readrownames" in opts and _flag(opts["readrownames"]) and cols:
        rownames = [r[0] if r else "" for r in body]
        names, cols = names[1:], cols[1:]

    check_names(names)
    return TableValue(names, cols, rownames)


def _text(v: Any) -> str:
    if is_char(v):
        return char_text(v)
    if v is None:
        return ""
    if isinstance(v, str):
        return v
    if isinstance(v, (bool, np.bool_)):
        return "1" if v else "0"
    if type(v) is int:
        return str(v)
    f = float(v)
    if f != f:
        return "NaN"
    if f in (float("inf"), float("-inf")):
        return "Inf" if f > 0 else "-Inf"
    return str(int(f)) if f == int(f) and abs(f) < 1e15 else f"{f:.15g}"


@runtime_builtin(
    summary="Write a table to a delimited text file: a header of variable names, then one line per row.",
    description="A multi-column variable writes NAME_1, NAME_2, ... columns; text with the delimiter or "
                "quotes is quoted (csv rules); datetime and duration variables write their displayed "
                "text. 'WriteRowNames', true writes the row names first, under the header 'Row'.",
    keywords=["csv", "write", "table", "export"], related=["readtable", "writematrix", "table"],
    signatures=["writetable(T, FILENAME)", "writetable(T, FILENAME, 'Delimiter', D)",
                "writetable(T, FILENAME, 'WriteRowNames', true)"],
    errors=[ErrorSpec(identifier="MATLAB:writetable:InvalidInput", when="T is not a table")],
    examples=[Example(code="f = [tempname() '.csv'];\nwritetable(table([1; 2], 'VariableNames', {'x'}), f);\ndisp(fileread(f))",
                      output="x\n1\n2\n\n")],
    effects=["filesystem"],
)
def writetable(t: Any, filename: Any, *options: Any) -> None:
    if not isinstance(t, TableValue):
        raise MException("MATLAB:writetable:InvalidInput", "The first input must be a table.")
    times = getattr(t, "rowtimes", None)
    if times is not None:  # a timetable writes its row times first
        t = TableValue([t.timename] + t.names, [times] + t.cols)
    opts = _options(options, ("Delimiter", "WriteRowNames", "WriteVariableNames", "FileType", "QuoteStrings",
                                     "Encoding", "WriteMode"), "writetable")
    delim = ","
    if "delimiter" in opts:

        delim = delimiters(opts["delimiter"], "writetable")[0]
        if delim not in (",", " ", "\t", ";", "|"):
            raise MException("MATLAB:writetable:InvalidDelimiter",
                             "'Delimiter' must be one of ',', ' ', '\\t', ';', '|' (or 'comma', 'space', 'tab', 'semi', 'bar').")
    with_rows = bool(t.rownames) and "writerownames" in opts and _flag(opts["writerownames"])
    header = ["Row"] if with_rows else []
    for n, c in zip(t.names, t.cols):
        header += [n] if c.shape[1] == 1 else [f"{n}_{j + 1}" for j in range(c.shape[1])]
    cells = [_cells_of(c) for c in t.cols]
    try:
        mode = option_text(opts["writemode"]) if "writemode" in opts else "overwrite"
        if mode not in ("overwrite", "append", "replacefile"):
            raise MException("MATLAB:writetable:InvalidWriteMode", "'WriteMode' must be 'overwrite', 'append' or 'replacefile'.")
        import os

        appending = mode == "append" and os.path.exists(to_str(filename)) and os.path.getsize(to_str(filename)) > 0
        with open(to_str(filename), "a" if appending else "w", newline="") as fh:
            w = csv.writer(fh, delimiter=delim, lineterminator="\n")
            if not appending and ("writevariablenames" not in opts or _flag(opts["writevariablenames"])):
                w.writerow(header)
            for i in range(t.height):
                w.writerow(([t.rownames[i]] if with_rows else []) + [x for c in cells for x in c[i]])
    except OSError as exc:
        raise MException("MATLAB:writetable:FileOpenError", f"Unable to open file '{to_str(filename)}': {exc.strerror}.") from None
    return None


def _number_text(f: float) -> str:
    """A number as writetable writes it: integers plainly, others with 15 significant digits."""
    if f != f:
        return "NaN"
    if f in (float("inf"), float("-inf")):
        return "Inf" if f > 0 else "-Inf"
    return str(int(f)) if f.is_integer() and abs(f) < 1e15 else f"{f:.15g}"


def _cells_of(col: Any) -> list[list[str]]:
    """Each row of one variable as the text fields it writes."""
    if isinstance(col, TimeArray):
        t = col.texts()
        n = col.shape[0]
        return [[t[i + j * n] for j in range(col.shape[1])] for i in range(n)]
    if isinstance(col, np.ndarray) and col.dtype.kind in "biuf":  # numbers: Python values, one pass
        if col.dtype.kind == "b":
            return [["1" if v else "0" for v in row] for row in col.tolist()]
        return [[_number_text(float(v)) for v in row] for row in col.tolist()]
    return [[_text(col[i, j]) for j in range(col.shape[1])] for i in range(col.shape[0])]
