"""readmatrix, readcell, writematrix, csvread, csvwrite, dlmread, dlmwrite: delimited text (csv rules for quotes)."""

from __future__ import annotations

import os
import re
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins import errors
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.lib.array.shape._args import count_value
from runmat_builtins.lib.strings.core._text import TextArray, strings_out
from runmat_builtins.values import STRING_DTYPE, as_array, char_row, class_of, to_str

_FS = ["filesystem"]


def _cell(tok: str) -> float:
    tok = tok.strip().strip('"')
    if tok == "":
        return float("nan")
    try:
        return float(tok.replace("Inf", "inf").replace("INF", "inf"))
    except ValueError:
        return float("nan")


def _guess_delim(lines: list[str]) -> str:
    sample = "\n".join(lines[:20])
    for d in (",", "\t", ";"):
        if d in sample:
            return d
    return r"\s+"


_DELIM_NAMES = {"comma": ",", "tab": "\t", "semi": ";", "space": " ", "bar": "|", "\\t": "\t"}


def delimiters(v: Any, fname: str) -> list[str]:
    """A 'Delimiter' value as the list of its delimiters: one text, or several (cell, string
    array); names ('comma', 'tab', 'space', 'semi', 'bar') and '\\t' as MATLAB reads them.
    A delimiter may have several characters."""

    try:
        items = TextArray.of(v, fname).items
    except MException:
        raise MException(f"MATLAB:{fname}:InvalidDelimiter",
                         "'Delimiter' must be a character vector, string array or cell array of character vectors.") from None
    out = [_DELIM_NAMES.get(d, d) for d in items if d]
    if not out:
        raise MException(f"MATLAB:{fname}:InvalidDelimiter", "'Delimiter' must not be empty.")
    return out


def split_line(line: str, delims: list[str]) -> list[str]:
    """One line's fields: split at any of ``delims`` (longest first) outside double quotes,
    quotes removed and doubled quotes kept once (csv rules). When every delimiter is
    whitespace, runs of them are one separator and leading/trailing ones are ignored."""
    if all(not d.strip() for d in delims):
        line = line.strip()
        if not line:
            return []
        joined = True
    else:
        joined = False
    if len(delims) == 1 and len(delims[0]) == 1 and '"' not in line and not joined:
        return line.split(delims[0])
    order = sorted(delims, key=len, reverse=True)
    fields, buf, k, quoted = [], [], 0, False
    while k < len(line):
        ch = line[k]
        if quoted:
            if ch == '"':
                if line[k + 1:k + 2] == '"':
                    buf.append('"')
                    k += 2
                    continue
                quoted = False
            else:
                buf.append(ch)
            k += 1
            continue
        if ch == '"' and not "".join(buf).strip():
            quoted, buf = True, []
            k += 1
            continue
        hit = next((d for d in order if line.startswith(d, k)), None)
        if hit is None:
            buf.append(ch)
            k += 1
            continue
        fields.append("".join(buf))
        buf = []
        k += len(hit)
        if joined:
            while k < len(line):
                nxt = next((d for d in order if line.startswith(d, k)), None)
                if nxt is None:
                    break
                k += len(nxt)
    fields.append("".join(buf))
    return fields


def read_lines(path: str) -> list[str]:
    try:
        with open(path, encoding="utf-8", errors="replace", newline="") as fh:
            text = fh.read()
    except OSError:
        raise MException("MATLAB:textio:textio:FileNotFound", f"Unable to find or open '{path}'. Check the path and filename or file permissions.") from None
    if text.startswith("\ufeff"):
        text = text[1:]
    return text.splitlines()


def read_fields(path: str, delimiter: str | list[str] | None = None, header_lines: int = 0) -> list[list[str]]:
    """The non-blank lines of a delimited text file (after ``header_lines`` lines) split into
    fields: a quoted field ("x,y") keeps its delimiters and loses its quotes. Without a
    delimiter, the first of comma, tab and semicolon seen is used, else runs of whitespace."""
    lines = [ln for ln in read_lines(path)[header_lines:] if ln.strip()]
    if delimiter is None:
        delims = [_guess_delim(lines)]
    else:
        delims = [delimiter] if isinstance(delimiter, str) else list(delimiter)
    delims = [" " if d == r"\s+" else d for d in delims]
    return [split_line(ln, delims) for ln in lines]


def read_numeric(path: str, delimiter: str | list[str] | None = None, skip_header: bool = True,
                 header_lines: int = 0, missing: tuple[str, ...] = ()) -> np.ndarray:
    fields = read_fields(path, delimiter, header_lines)
    if missing:
        fields = [["" if t.strip() in missing else t for t in r] for r in fields]
    rows = [[_cell(t) for t in r] for r in fields]
    if skip_header:
        while rows and all(np.isnan(v) for v in rows[0]) and any(t.strip() for t in fields[len(fields) - len(rows)]):
            rows = rows[1:]
    if not rows:
        return np.zeros((0, 0))
    width = max(len(r) for r in rows)
    return np.array([r + [float("nan")] * (width - len(r)) for r in rows], dtype=float)


def write_numeric(path: str, values: Any, delimiter: str = ",", precision: str | None = None) -> None:
    arr = as_array(values)
    if arr.dtype.kind == "U":
        raise MException("MATLAB:writematrix:NonNumeric", "writematrix of char data is not supported here; use fprintf.")
    text = arr.dtype == STRING_DTYPE
    if not text and arr.dtype.kind not in "fiubc":
        raise errors.invalid_type("double, single, int8, int16, int32, int64, uint8, uint16, uint32, uint64, "
                                  "logical, string", class_of(values))
    arr2 = arr.reshape(arr.shape[0], -1, order="F") if arr.ndim > 2 else arr

    def fmt(v: Any) -> str:
        if text:
            return "" if v is None else str(v)
        if arr.dtype.kind == "b":
            return "1" if v else "0"
        if arr.dtype.kind == "c":
            return f"{real(v.real)}{'-' if v.imag < 0 else '+'}{real(abs(v.imag))}i"
        return real(v)

    def real(v: Any) -> str:
        if precision is not None:
            return precision % v
        fv = float(v)
        if np.isnan(fv):
            return "NaN"
        if np.isinf(fv):
            return "Inf" if fv > 0 else "-Inf"
        return str(int(fv)) if fv == int(fv) and abs(fv) < 1e15 else f"{fv:.15g}"

    try:
        with open(path, "w") as fh:
            for row in arr2:
                fh.write(delimiter.join(fmt(v) for v in row) + "\n")
    except OSError as exc:  # no such folder, no write permission, a folder of that name, disk full
        raise MException("MATLAB:table:write:FileOpenError",
                         f"Unable to open file '{path}' for writing: {exc.strerror or exc}. Check that "
                         f"the folder exists and that you have permission to write to it.") from None


def _opts(args: tuple, fname: str = "readmatrix") -> dict[str, Any]:
    if len(args) % 2:
        raise MException(f"MATLAB:{fname}:InvalidOption", "Options must be name-value pairs.")
    out = {}
    for k, v in zip(args[::2], args[1::2]):
        try:
            out[to_str(k).lower()] = v
        except Exception:
            raise MException(f"MATLAB:{fname}:InvalidOption", "Option names must be text.") from None
    return out


def _header_lines(opts: dict) -> int:
    v = opts.get("numheaderlines", opts.get("headerlines"))
    return 0 if v is None else count_value(v)


def _missing_texts(opts: dict, fname: str) -> tuple[str, ...]:

    v = opts.get("treatasmissing")
    return () if v is None else tuple(s or "" for s in TextArray.of(v, fname).items)


@runtime_builtin(
    summary="Read a numeric matrix from a delimited text file (header lines skipped, missing fields NaN).",
    keywords=["csv", "read", "text", "table"],
    related=["writematrix", "csvread", "load"],
    signatures=["M = readmatrix(FILENAME)", "M = readmatrix(FILENAME, 'Delimiter', D)"],
    errors=[ErrorSpec(identifier="MATLAB:textio:textio:FileNotFound", when="the file cannot be opened")],
    examples=[Example(code="f = [tempname() '.csv'];\nwritematrix([1 2; 3 4], f);\nm = readmatrix(f)",
                      output="m =\n\n     1     2\n     3     4\n\n")],
    effects=_FS,
)
def readmatrix(filename: Any, *options: Any) -> np.ndarray:
    opts = _opts(options)
    delim = delimiters(opts["delimiter"], "readmatrix") if "delimiter" in opts else None
    skip = _header_lines(opts)
    return read_numeric(to_str(filename), delim, skip_header="numheaderlines" not in opts and "headerlines" not in opts,
                        header_lines=skip, missing=_missing_texts(opts, "readmatrix"))


@runtime_builtin(
    summary="Write a numeric matrix to a delimited text file (comma by default).",
    keywords=["csv", "write", "text"],
    related=["readmatrix", "csvwrite", "save"],
    signatures=["writematrix(A, FILENAME)", "writematrix(A, FILENAME, 'Delimiter', D)"],
    examples=[Example(code="f = [tempname() '.csv'];\nwritematrix([1.5 2; 3 4], f);\ndisp(fileread(f))",
                      output="1.5,2\n3,4\n\n")],
    effects=_FS,
)
def writematrix(a: Any, filename: Any = None, *options: Any) -> None:
    opts = _opts(options)
    name = to_str(filename) if filename is not None else "matrix.txt"
    d = delimiters(opts["delimiter"], "writematrix")[0] if "delimiter" in opts else ","
    write_numeric(name, a, d)
    return None


@runtime_builtin(
    summary="Read a comma-separated numeric file, optionally from zero-based row and column offsets.",
    keywords=["csv", "read"],
    related=["csvwrite", "readmatrix", "dlmread"],
    signatures=["M = csvread(FILENAME)", "M = csvread(FILENAME, R1, C1)"],
    examples=[Example(code="f = [tempname() '.csv'];\ncsvwrite(f, [1 2 3; 4 5 6]);\nm = csvread(f, 1, 1)",
                      output="m =\n\n     5     6\n\n")],
    effects=_FS,
)
def csvread(filename: Any, r1: Any = None, c1: Any = None, *rest: Any) -> np.ndarray:
    return dlmread(filename, _COMMA, r1 if r1 is not None else 0.0, c1 if c1 is not None else 0.0)


_COMMA = np.array([[","]], dtype="<U1")


@runtime_builtin(
    summary="Write a numeric matrix as comma-separated text.",
    keywords=["csv", "write"],
    related=["csvread", "writematrix", "dlmwrite"],
    signatures=["csvwrite(FILENAME, M)"],
    examples=[Example(code="f = [tempname() '.csv'];\ncsvwrite(f, [1 2; 3 4]);\ndisp(fileread(f))",
                      output="1,2\n3,4\n\n")],
    effects=_FS,
)
def csvwrite(filename: Any, m: Any, *rest: Any) -> None:
    write_numeric(to_str(filename), m, ",")
    return None


@runtime_builtin(
    summary="Read numeric delimited text, optionally from zero-based row and column offsets; empty fields read as 0.",
    keywords=["delimited", "read", "text"],
    related=["dlmwrite", "csvread", "readmatrix"],
    signatures=["M = dlmread(FILENAME)", "M = dlmread(FILENAME, DELIMITER)", "M = dlmread(FILENAME, DELIMITER, R1, C1)"],
    examples=[Example(code="f = [tempname() '.txt'];\ndlmwrite(f, [1 2; 3 4], ' ');\nm = dlmread(f)",
                      output="m =\n\n     1     2\n     3     4\n\n")],
    effects=_FS,
)
def dlmread(filename: Any, delimiter: Any = None, r1: Any = 0.0, c1: Any = 0.0, *rest: Any) -> np.ndarray:
    d = to_str(delimiter) if delimiter is not None and getattr(delimiter, "size", 1) else None
    if d == "\\t":
        d = "\t"
    m = read_numeric(to_str(filename), d, skip_header=False)
    m = np.where(np.isnan(m), 0.0, m)
    r, c = int(float(as_array(r1).ravel()[0])), int(float(as_array(c1).ravel()[0]))
    return m[r:, c:]


@runtime_builtin(
    summary="Write a numeric matrix as delimited text (comma by default).",
    keywords=["delimited", "write", "text"],
    related=["dlmread", "csvwrite", "writematrix"],
    signatures=["dlmwrite(FILENAME, M)", "dlmwrite(FILENAME, M, DELIMITER)"],
    examples=[Example(code="f = [tempname() '.txt'];\ndlmwrite(f, [1 2; 3 4], ';');\ndisp(fileread(f))",
                      output="1;2\n3;4\n\n")],
    effects=_FS,
)
def dlmwrite(filename: Any, m: Any, delimiter: Any = None, *rest: Any) -> None:
    d = to_str(delimiter) if delimiter is not None else ","
    if d == "\\t":
        d = "\t"
    write_numeric(to_str(filename), m, d)
    return None


def field_number(tok: str) -> float | None:
    """A text field as a number (NaN when empty), or None when it is not one."""
    t = tok.strip()
    if t == "":
        return float("nan")
    try:
        return float(t.replace("Inf", "inf").replace("INF", "inf"))
    except ValueError:
        return None


def _number_or_text(tok: str) -> Any:
    """A readcell field: a number when the whole field reads as one, else its text; an empty
    field is a missing value."""
    if tok.strip() == "":
        return strings_out([None], (1, 1))
    v = field_number(tok)
    return char_row(tok) if v is None else v


@runtime_builtin(
    summary="Read a delimited text file into a cell array: numbers as doubles, other fields as text.",
    description="Fields are split by the csv rules (a quoted field keeps its delimiters); rows shorter "
                "than the longest are padded with missing values, as are empty fields.",
    keywords=["csv", "read", "text", "cell", "mixed"],
    related=["readmatrix", "readtable", "textscan"],
    signatures=["C = readcell(FILENAME)", "C = readcell(FILENAME, 'Delimiter', D)"],
    errors=[ErrorSpec(identifier="MATLAB:textio:textio:FileNotFound", when="the file cannot be opened")],
    examples=[Example(code="f = [tempname() '.csv'];\nfid = fopen(f, 'w'); fprintf(fid, 'a,1\\nb,2\\n'); fclose(fid);\n"
                           "c = readcell(f);\ndisp(c{2, 1}); disp(c{2, 2} + 1)",
                      output="b\n     3\n")],
    effects=_FS,
)
def readcell(filename: Any, *options: Any) -> np.ndarray:
    opts = _opts(options, "readcell")
    delim = delimiters(opts["delimiter"], "readcell") if "delimiter" in opts else None
    rows = read_fields(to_str(filename), delim, _header_lines(opts))
    gone = _missing_texts(opts, "readcell")
    if gone:
        rows = [["" if t.strip() in gone else t for t in r] for r in rows]
    width = max((len(r) for r in rows), default=0)
    out = np.empty((len(rows), width), dtype=object)
    for i, r in enumerate(rows):
        for j in range(width):
            out[i, j] = _number_or_text(r[j] if j < len(r) else "")
    return out
