"""fopen, fclose, fgetl, fgets, fread, fwrite, fscanf, feof, ftell, fseek, frewind, fileread."""

from __future__ import annotations

import os
import re
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.array.shape._args import doubles
from runmat_builtins.lib.io.files.handles import OpenFile, fid_of, lookup, table
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import as_array, char_row, is_char, to_str

_MODES = {"r": "rb", "w": "wb", "a": "ab", "r+": "r+b", "w+": "w+b", "a+": "a+b"}
_EFFECTS = ["filesystem", "io"]


@runtime_builtin(
    summary="Open a file; returns a file identifier (>= 3), or -1 and a message on failure.",
    keywords=["file", "open", "fid"],
    related=["fclose", "fprintf", "fgetl", "fread"],
    signatures=["FID = fopen(FILENAME)", "FID = fopen(FILENAME, PERMISSION)", "[FID, MSG] = fopen(FILENAME, PERMISSION)"],
    examples=[Example(code="fid = fopen('/no/such/dir/x.txt', 'r')", output="fid =\n\n    -1\n\n")],
    effects=_EFFECTS,
)
def fopen(filename: Any, permission: Any = None, *rest: Any, nargout: int, ctx: Any = None) -> Any:
    name = to_str(filename)
    perm = to_str(permission) if permission is not None else "r"
    mode = _MODES.get(perm.replace("t", "").replace("b", ""))
    if mode is None:
        raise MException("MATLAB:fopen:InvalidPermission", f"Invalid permission '{perm}'.")
    try:
        stream = open(name, mode)  # noqa: SIM115 - lives in the session's file table
    except OSError as exc:
        return (-1.0, char_row(exc.strerror or str(exc))) if nargout > 1 else -1.0
    except ValueError:  # a NUL or unencodable character in the name: no such file can be opened
        return (-1.0, char_row("Invalid argument")) if nargout > 1 else -1.0
    files = table(ctx)
    fid = 3
    while fid in files:
        fid += 1
    files[fid] = OpenFile(stream, os.path.abspath(name), perm)
    return (float(fid), char_row("")) if nargout > 1 else float(fid)


@runtime_builtin(
    summary="Close an open file (or 'all'); returns 0 on success.",
    keywords=["file", "close"],
    related=["fopen"],
    signatures=["STATUS = fclose(FID)", "STATUS = fclose('all')"],
    errors=[ErrorSpec(identifier="MATLAB:FileIO:InvalidFid", when="FID is not an open file")],
    examples=[Example(code="f = [tempname() '.txt'];\nfid = fopen(f, 'w');\ns = fclose(fid)", output="s =\n\n"
                                                                                                     "     0\n\n")],
    effects=_EFFECTS,
    suppress_auto_output=False,
)
def fclose(fid: Any, *, ctx: Any = None) -> float:
    files = table(ctx)
    if is_char(fid) and to_str(fid) == "all":
        for f in files.values():
            f.stream_bin.close()
        files.clear()
        return 0.0
    n = fid_of(fid)
    f = files.pop(n, None)
    if f is None:
        raise MException("MATLAB:FileIO:InvalidFid", "Invalid file identifier.  Use fopen to generate a valid file identifier.")
    f.stream_bin.close()
    return 0.0


def _readline(f: OpenFile) -> bytes | None:
    line = f.stream_bin.readline()
    return line if line else None


@runtime_builtin(
    summary="Read the next line of a file without its newline; -1 at end of file.",
    keywords=["file", "read", "line"],
    related=["fgets", "fopen", "feof"],
    signatures=["TLINE = fgetl(FID)"],
    examples=[Example(code="f = [tempname() '.txt'];\nfid = fopen(f, 'w'); fprintf(fid, 'ab\\ncd\\n'); fclose(fid);\n"
                           "fid = fopen(f); a = fgetl(fid)\nb = fgetl(fid)\nc = fgetl(fid)\nfclose(fid);",
                      output="a =\n\n    'ab'\n\nb =\n\n    'cd'\n\nc =\n\n    -1\n\n")],
    effects=_EFFECTS,
)
def fgetl(fid: Any, *, ctx: Any = None) -> Any:
    line = _readline(lookup(ctx, fid))
    if line is None:
        return -1.0
    return char_row(line.decode("utf-8", "replace").rstrip("\n").rstrip("\r"))


@runtime_builtin(
    summary="Read the next line of a file, keeping its newline; -1 at end of file.",
    keywords=["file", "read", "line"],
    related=["fgetl", "fopen"],
    signatures=["TLINE = fgets(FID)"],
    examples=[Example(code="f = [tempname() '.txt'];\nfid = fopen(f, 'w'); fprintf(fid, 'ab\\n'); fclose(fid);\n"
                           "fid = fopen(f); n = numel(fgets(fid))\nfclose(fid);", output="n =\n\n     3\n\n")],
    effects=_EFFECTS,
)
def fgets(fid: Any, *, ctx: Any = None) -> Any:
    line = _readline(lookup(ctx, fid))
    if line is None:
        return -1.0
    return char_row(line.decode("utf-8", "replace"))


_PRECISIONS = {
    "uint8": np.uint8, "uchar": np.uint8, "char": np.uint8, "int8": np.int8, "schar": np.int8,
    "uint16": np.uint16, "int16": np.int16, "uint32": np.uint32, "int32": np.int32,
    "uint64": np.uint64, "int64": np.int64, "single": np.float32, "float32": np.float32,
    "float": np.float32, "double": np.float64, "float64": np.float64,
}
_CLASS = {np.uint8: "uint8", np.int8: "int8", np.uint16: "uint16", np.int16: "int16", np.uint32: "uint32",
          np.int32: "int32", np.uint64: "uint64", np.int64: "int64", np.float32: "single", np.float64: "double"}


def _precision(spec: str) -> tuple[type, str]:
    """(source dtype, output class or 'char') for 'uint8', '*char', 'int16=>double', ..."""
    spec = spec.strip()
    if spec.startswith("*"):
        src = spec[1:]
        return _PRECISIONS[src], "char" if src == "char" else _CLASS[_PRECISIONS[src]]
    if "=>" in spec:
        src, out = (p.strip() for p in spec.split("=>"))
        return _PRECISIONS[src], "char" if out == "char" else _CLASS[_PRECISIONS[out]]
    if spec not in _PRECISIONS:
        raise MException("MATLAB:fread:InvalidPrecision", f"Invalid precision '{spec}'.")
    return _PRECISIONS[spec], "double"


@runtime_builtin(
    summary="Read binary data from a file into a column vector (or an array of the given size).",
    keywords=["file", "read", "binary"],
    related=["fwrite", "fopen", "fgetl"],
    signatures=["A = fread(FID)", "A = fread(FID, SIZEA)", "A = fread(FID, SIZEA, PRECISION)",
                "[A, COUNT] = fread(FID, SIZEA, PRECISION)"],
    examples=[Example(code="f = [tempname() '.bin'];\nfid = fopen(f, 'w'); fwrite(fid, [1 2 300], 'uint16'); fclose(fid);\n"
                           "fid = fopen(f); a = fread(fid, Inf, 'uint16')'\nfclose(fid);",
                      output="a =\n\n     1     2   300\n\n")],
    effects=_EFFECTS,
)
def fread(fid: Any, size: Any = None, precision: Any = None, *rest: Any, nargout: int, ctx: Any = None) -> Any:
    f = lookup(ctx, fid)
    dtype, out_cls = _precision(to_str(precision) if precision is not None else "uint8")
    item = np.dtype(dtype).itemsize
    shape = None
    count = None
    if size is not None:
        dims = doubles(size).real.ravel()  # char as its codes; MATLAB's error for a cell or struct
        if dims.size == 1:
            count = None if np.isinf(dims[0]) else int(dims[0])
        else:
            rows = int(dims[0])
            count = None if np.isinf(dims[1]) else rows * int(dims[1])
            shape = (rows, -1 if np.isinf(dims[1]) else int(dims[1]))
    data = f.stream_bin.read() if count is None else f.stream_bin.read(count * item)
    n = len(data) // item
    arr = np.frombuffer(data[: n * item], dtype=dtype)
    if shape is not None:
        rows = shape[0]
        cols = -(-n // rows) if rows else 0
        padded = np.zeros(rows * cols, dtype=dtype)
        padded[:n] = arr
        out = padded.reshape((rows, cols), order="F")
    else:
        out = arr.reshape(-1, 1)
    if out_cls == "char":
        out = np.vectorize(chr, otypes=["<U1"])(out.astype(np.int64)) if out.size else np.zeros(out.shape, "<U1")
    else:
        out = out.astype({v: k for k, v in _CLASS.items()}[out_cls])
    return (out, float(n)) if nargout > 1 else out


@runtime_builtin(
    summary="Write the elements of an array (column-major) to a file in binary form; returns the count.",
    keywords=["file", "write", "binary"],
    related=["fread", "fprintf", "fopen"],
    signatures=["COUNT = fwrite(FID, A)", "COUNT = fwrite(FID, A, PRECISION)"],
    examples=[Example(code="f = [tempname() '.bin'];\nfid = fopen(f, 'w');\nn = fwrite(fid, 'hello')\nfclose(fid);",
                      output="n =\n\n     5\n\n")],
    effects=_EFFECTS,
)
def fwrite(fid: Any, a: Any, precision: Any = None, *rest: Any, ctx: Any = None) -> float:
    f = lookup(ctx, fid)
    dtype, _ = _precision(to_str(precision) if precision is not None else "uint8")
    arr = as_array(a)
    if arr.dtype.kind == "U":
        arr = arr.view(np.uint32) if arr.size else np.zeros(arr.shape)
    vals = arr.ravel(order="F")
    if np.dtype(dtype).kind in "iu":
        info = np.iinfo(dtype)
        vals = np.clip(np.round(vals.astype(np.float64)), info.min, info.max)
    written = f.stream_bin.write(vals.astype(dtype).tobytes())
    return float(vals.size) if written else 0.0  # 0 for a file opened for reading only


_SCAN_TOKEN = re.compile(r"%(\*?)(\d*)(l?)([dfgeiucsxo])|(\s+)|([^%\s]+)")
_NUM_RE = {
    "d": r"[+-]?\d+", "u": r"\d+",
    # %i reads C integers: 0x.. hexadecimal, 0.. octal, otherwise decimal; %x hex, %o octal
    "i": r"[+-]?(?:0[xX][0-9a-fA-F]+|0[0-7]*|[1-9]\d*)", "x": r"[+-]?(?:0[xX])?[0-9a-fA-F]+",
    "o": r"[+-]?[0-7]+",
    "f": r"[+-]?(?:\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?|[Ii]nf|NaN)",
}
_NUM_RE["g"] = _NUM_RE["e"] = _NUM_RE["f"]


def scan_text(text: str, fmt: str, limit: int | None = None) -> tuple[list[float], bool]:
    """Apply a MATLAB scanf format repeatedly; (values, all_char) where chars give their codes."""
    values, only_chars, _pos, _failed = scan_text_at(text, fmt, limit)
    return values, only_chars


def scan_text_at(text: str, fmt: str, limit: int | None = None) -> tuple[list[float], bool, int, bool]:
    """scan_text, plus where reading stopped (0-based) and whether a conversion or literal
    failed to match there (False when the text or SIZEA ran out)."""
    tokens = _SCAN_TOKEN.findall(fmt)
    values: list[float] = []
    pos, n = 0, len(text)
    only_chars = all(t[3] in ("s", "c") for t in tokens if t[3])
    while pos < n and (limit is None or len(values) < limit):
        start = pos
        for skip, width, _l, conv, ws, lit in tokens:
            if ws:
                while pos < n and text[pos].isspace():
                    pos += 1
                continue
            if lit:
                if text.startswith(lit, pos):
                    pos += len(lit)
                    continue
                return values, only_chars, pos, True
            if conv != "c":
                while pos < n and text[pos].isspace():
                    pos += 1
            if pos >= n:
                return values, only_chars, pos, False
            if conv == "s":
                m = re.compile(r"\S+").match(text, pos)
            elif conv == "c":
                m = re.compile(r"." if not width else ".{1,%s}" % width, re.S).match(text, pos)
            else:
                pat = _NUM_RE[conv]
                m = re.compile(pat if not width else f"(?=.{{0,{width}}})" + pat).match(text, pos)
                if m and width:
                    m = re.compile(pat).match(text[: pos + int(width)], pos)
            if m is None:
                return values, only_chars, pos, True
            pos = m.end()
            if skip:
                continue
            piece = m.group(0)
            if conv in ("s", "c"):
                values.extend(float(ord(ch)) for ch in piece)
            elif conv == "x":
                values.append(float(int(piece, 16)))
            elif conv == "o":
                values.append(float(int(piece, 8)))
            elif conv == "i":
                sign, digits = (-1 if piece[0] == "-" else 1), piece.lstrip("+-")
                base = 16 if digits[:2].lower() == "0x" else 8 if len(digits) > 1 and digits[0] == "0" else 10
                values.append(float(sign * int(digits, base)))
            else:
                values.append(float(piece.replace("Inf", "inf").replace("INF", "inf")))
        if pos == start:
            break
    return values, only_chars, pos, False


@runtime_builtin(
    summary="Read formatted data from a file: the format is applied repeatedly, numbers collected column-major.",
    keywords=["file", "read", "scan", "format"],
    related=["fprintf", "textscan", "sscanf", "fgetl"],
    signatures=["A = fscanf(FID, FORMAT)", "A = fscanf(FID, FORMAT, SIZEA)", "[A, COUNT] = fscanf(FID, FORMAT, SIZEA)"],
    examples=[Example(code="f = [tempname() '.txt'];\nfid = fopen(f, 'w'); fprintf(fid, '1 2 3\\n4 5 6\\n'); fclose(fid);\n"
                           "fid = fopen(f); a = fscanf(fid, '%d', [3 Inf])\nfclose(fid);",
                      output="a =\n\n     1     4\n     2     5\n     3     6\n\n")],
    effects=_EFFECTS,
)
def fscanf(fid: Any, fmt: Any, size: Any = None, *, nargout: int, ctx: Any = None) -> Any:
    f = lookup(ctx, fid)
    text = f.stream_bin.read().decode("utf-8", "replace")
    return _shape_scan(text, to_str(fmt), size, nargout, "fscanf")


@runtime_builtin(
    summary="Read formatted data from text: the format is applied repeatedly, numbers collected column-major.",
    keywords=["scan", "parse", "format", "text"],
    related=["fscanf", "str2double", "sprintf"],
    signatures=["A = sscanf(STR, FORMAT)", "A = sscanf(STR, FORMAT, SIZEA)",
                "[A, COUNT, ERRMSG, NEXTINDEX] = sscanf(STR, FORMAT, SIZEA)"],
    examples=[Example(code="a = sscanf('3 4 5', '%d')'", output="a =\n\n     3     4     5\n\n")],
)
def sscanf(text: Any, fmt: Any, size: Any = None, *, nargout: int) -> Any:
    return _shape_scan(to_str(text), to_str(fmt), size, nargout, "sscanf")


def _shape_scan(text: str, fmt: str, size: Any, nargout: int, fname: str) -> Any:
    limit, shape = None, None
    if size is not None:
        dims = doubles(size).real.ravel()  # char as its codes; MATLAB's error for a cell or struct
        # N, Inf or [M N]: counts are nonnegative integers, only the last may be Inf
        if dims.size not in (1, 2) or np.isnan(dims).any() or (dims < 0).any() or np.isinf(dims[:-1]).any() \
                or (np.isfinite(dims) & (dims != np.floor(dims))).any():
            raise MException(f"MATLAB:{fname}:InvalidSize",
                             "Size must be N, Inf or [M N] of nonnegative integers (only N may be Inf).")
        if dims.size == 1:
            limit = None if np.isinf(dims[0]) else int(dims[0])
        else:
            limit = None if np.isinf(dims[1]) else int(dims[0] * dims[1])
            shape = int(dims[0])
    values, only_chars, stop, failed = scan_text_at(text, fmt, limit)
    count = float(len(values))
    if only_chars and values:
        out: Any = char_row("".join(chr(int(v)) for v in values))
    elif shape is not None:
        cols = -(-len(values) // shape) if shape else 0
        buf = np.zeros(shape * cols)
        buf[: len(values)] = values
        out = buf.reshape((shape, cols), order="F")
    else:
        out = np.array(values, dtype=float).reshape(-1, 1) if values else np.zeros((0, 1))
    if nargout <= 1:
        return out
    # ERRMSG: MATLAB's text when a conversion failed to match, '' when the input ran out
    extra = (char_row("Matching failure in format." if failed else ""), float(stop + 1))
    return ((out, count) + extra)[:nargout]


@runtime_builtin(
    summary="True when the file position is at the end of the file.",
    keywords=["file", "end"],
    related=["fgetl", "fopen"],
    signatures=["TF = feof(FID)"],
    examples=[Example(code="f = [tempname() '.txt'];\nfid = fopen(f, 'w'); fclose(fid);\nfid = fopen(f); fgetl(fid); e = feof(fid)\nfclose(fid);",
                      output="e =\n\n  logical\n\n   1\n\n")],
    effects=_EFFECTS,
)
def feof(fid: Any, *, ctx: Any = None) -> bool:
    s = lookup(ctx, fid).stream_bin
    pos = s.tell()
    at_end = not s.read(1)
    s.seek(pos)
    return at_end


@runtime_builtin(
    summary="Current position in a file, in bytes from the start.",
    keywords=["file", "position"],
    related=["fseek", "frewind"],
    signatures=["POSITION = ftell(FID)"],
    examples=[Example(code="f = [tempname() '.txt'];\nfid = fopen(f, 'w'); fprintf(fid, 'abc'); p = ftell(fid)\nfclose(fid);",
                      output="p =\n\n     3\n\n")],
    effects=_EFFECTS,
)
def ftell(fid: Any, *, ctx: Any = None) -> float:
    return float(lookup(ctx, fid).stream_bin.tell())


@runtime_builtin(
    summary="Move to a byte position in a file relative to 'bof', 'cof' or 'eof' (-1, 0, 1); 0 on success.",
    keywords=["file", "seek", "position"],
    related=["ftell", "frewind"],
    signatures=["STATUS = fseek(FID, OFFSET, ORIGIN)"],
    examples=[Example(code="f = [tempname() '.txt'];\nfid = fopen(f, 'w+'); fprintf(fid, 'abcdef');\ns = fseek(fid, 2, 'bof')\nc = fgetl(fid)\nfclose(fid);",
                      output="s =\n\n     0\n\nc =\n\n    'cdef'\n\n")],
    effects=_EFFECTS,
)
def fseek(fid: Any, offset: Any, origin: Any = None, *, ctx: Any = None) -> float:
    s = lookup(ctx, fid).stream_bin
    where = 0
    if origin is not None:
        where = {"bof": 0, "cof": 1, "eof": 2}.get(to_str(origin), None) if is_char(origin) \
            else int(float(as_array(origin).ravel()[0])) + 1
        if where is None:
            raise MException("MATLAB:fseek:InvalidOrigin", "Origin must be 'bof', 'cof', 'eof', -1, 0 or 1.")
    try:
        s.seek(int(float(as_array(offset).ravel()[0])), where)
    except (OSError, ValueError):
        return -1.0
    return 0.0


@runtime_builtin(
    summary="Move to the start of a file.",
    keywords=["file", "rewind"],
    related=["fseek", "ftell"],
    signatures=["frewind(FID)"],
    examples=[Example(code="f = [tempname() '.txt'];\nfid = fopen(f, 'w+'); fprintf(fid, 'xy\\n'); frewind(fid);\nt = fgetl(fid)\nfclose(fid);",
                      output="t =\n\n    'xy'\n\n")],
    effects=_EFFECTS,
)
def frewind(fid: Any, *, ctx: Any = None) -> None:
    lookup(ctx, fid).stream_bin.seek(0)
    return None


@runtime_builtin(
    summary="The whole contents of a text file as a char row vector.",
    keywords=["file", "read", "text"],
    related=["fopen", "fgetl", "readmatrix"],
    signatures=["TEXT = fileread(FILENAME)"],
    errors=[ErrorSpec(identifier="MATLAB:fileread:cannotOpenFile", when="the file cannot be opened")],
    examples=[Example(code="f = [tempname() '.txt'];\nfid = fopen(f, 'w'); fprintf(fid, 'hi there'); fclose(fid);\nt = fileread(f)",
                      output="t =\n\n    'hi there'\n\n")],
    effects=_EFFECTS,
)
def fileread(filename: Any) -> Any:
    name = to_str(filename)
    try:
        with open(name, encoding="utf-8", errors="replace", newline="") as fh:
            return char_row(fh.read())
    except (OSError, ValueError):  # ValueError: a NUL or unencodable character in the name
        raise MException("MATLAB:fileread:cannotOpenFile", f"Could not open file {name}. No such file or directory.") from None
