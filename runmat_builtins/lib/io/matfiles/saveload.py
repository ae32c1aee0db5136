"""save and load: MAT-files through scipy.io (v5/v7 format) and whitespace-separated ASCII."""

from __future__ import annotations

import fnmatch
import os
import re
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.io.matfiles.convert import from_mat, to_mat, with_complex
from runmat_builtins.lib.io.matfiles.hdf5 import is_hdf5, load_v73, save_v73
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import StructArray, as_array, to_str

_FS = ["filesystem", "workspace"]


def _split_args(args: tuple) -> tuple[str, list[str], set[str]]:
    """(file name, variable names, options): options ('-ascii', ...) may come anywhere, also
    before the file name as in the command form ``save -ascii x.txt x``."""
    words = [to_str(a) for a in args]
    opts = {w.lower() for w in words if w.startswith("-")}
    rest = [w for w in words if not w.startswith("-")]
    if not rest:
        return "matlab.mat", [], opts
    return rest[0], rest[1:], opts


def _with_ext(filename: str, opts: set[str]) -> str:
    if "-ascii" in opts:
        return filename
    return filename if os.path.splitext(filename)[1] else filename + ".mat"


def _select(names: list[str], available: list[str]) -> list[str]:
    if not names:
        return available
    out: list[str] = []
    for pat in names:
        hits = [n for n in available if fnmatch.fnmatchcase(n, pat)] if any(c in pat for c in "*?[") else (
            [pat] if pat in available else [])
        if not hits:
            raise MException("MATLAB:save:couldNotFindVariable", f"Variable '{pat}' not found.")
        out += [h for h in hits if h not in out]
    return out


@runtime_builtin(
    summary="Save workspace variables to a MAT-file (or, with -ascii, a text file).",
    description="save(FILE) saves every variable; save(FILE, 'a', 'b*') those named (wildcards allowed); "
                "'-struct', S saves the fields of S as variables; '-append' adds to an existing MAT-file; "
                "'-ascii' writes numeric data as text ('-double' for 16 digits, '-tabs' for tab separators).",
    keywords=["mat", "file", "write", "workspace", "persist"],
    related=["load", "writematrix"],
    signatures=["save(FILENAME)", "save(FILENAME, VARIABLES, ...)", "save(FILENAME, '-struct', STRUCTNAME)",
                "save FILENAME VARIABLES"],
    errors=[ErrorSpec(identifier="MATLAB:save:couldNotFindVariable", when="a named variable does not exist")],
    examples=[Example(code="x = [1 2 3]; f = [tempname() '.mat'];\nsave(f, 'x');\nclear x\nload(f);\ndisp(x)",
                      output="     1     2     3\n")],
    effects=_FS,
)
def save(*args: Any, ctx: Any = None) -> None:
    if ctx is None or not hasattr(ctx, "var_names"):
        raise MException("MATLAB:save:noWorkspace", "save needs a running session.")
    filename, names, opts = _split_args(args)
    if "-struct" in opts:
        if not names:
            raise MException("MATLAB:save:missingStruct", "'-struct' needs the name of a scalar struct.")
        s = ctx.get_var(names[0])
        if not isinstance(s, StructArray) or s.size != 1:
            raise MException("MATLAB:save:notScalarStruct", "The '-struct' option needs a scalar struct.")
        fields = _select(names[1:], list(s.fields))
        data = {f: s.elems.flat[0][f] for f in fields}
    else:
        chosen = _select(names, ctx.var_names())
        data = {n: ctx.get_var(n) for n in chosen}
    path = _with_ext(filename, opts)
    if "-ascii" in opts:
        _save_ascii(path, data, opts)
        return None
    if "-v7.3" in opts:
        if "-append" in opts and os.path.exists(path) and is_hdf5(path):
            data = {**load_v73(path), **data}
        save_v73(path, data)
        return None
    from scipy.io import loadmat, savemat  # start-up: scipy loads on first use

    payload = {k: to_mat(v) for k, v in data.items()}
    if "-append" in opts and os.path.exists(path):
        old = {k: v for k, v in loadmat(path, squeeze_me=False, struct_as_record=False, mat_dtype=True).items()
               if not k.startswith("__")}
        old.update(payload)
        payload = old
    try:
        savemat(path, payload, do_compression=True, oned_as="row", long_field_names=True)
    except OSError as exc:
        raise MException("MATLAB:save:unableToWriteToMatFile", f"Unable to write file {path}: {exc.strerror}.") from None
    return None


def _save_ascii(path: str, data: dict[str, Any], opts: set[str]) -> None:
    fmt = "%.16e" if "-double" in opts else "%.8e"
    sep = "\t" if "-tabs" in opts else " "
    with open(path, "w") as fh:
        for value in data.values():
            arr = as_array(value)
            if arr.dtype.kind == "U":
                arr = arr.view(np.uint32).astype(float)
            if arr.dtype.kind not in "biuf":
                raise MException("MATLAB:save:asciiNonNumeric", "ASCII save needs numeric or char data.")
            for row in arr.reshape(arr.shape[0], -1, order="F").astype(float):
                fh.write(sep.join(("   " if sep == " " else "") + (fmt % v) for v in row).rstrip() + "\n")


def _load_v5(path: str) -> dict[str, Any]:
    """Variables of a v5/v7 MAT-file. scipy's mat_dtype=True (which gives doubles stored as
    small integers back as doubles) drops imaginary parts, so complex values come from a
    second read without it."""
    import warnings

    from scipy.io import loadmat  # start-up: scipy loads on first use

    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always", np.exceptions.ComplexWarning)
            raw = loadmat(path, squeeze_me=False, struct_as_record=False, mat_dtype=True, chars_as_strings=False)
        if any(issubclass(w.category, np.exceptions.ComplexWarning) for w in caught):
            plain = loadmat(path, squeeze_me=False, struct_as_record=False, chars_as_strings=False)
            raw = {k: with_complex(v, plain.get(k)) for k, v in raw.items()}
    except Exception as exc:
        raise MException("MATLAB:load:unableToReadMatFile", f"Unable to read MAT-file {path}: {exc}") from None
    return {k: from_mat(v) for k, v in raw.items() if not k.startswith("__")}


def _load_ascii(path: str) -> np.ndarray:
    """A numeric text file as one matrix; any other text (a binary file too) is MATLAB's
    'Unknown text' error naming the line."""
    with open(path, "rb") as fh:
        raw = fh.read()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:  # a binary file: its bytes read as Latin-1 are unknown text
        text = raw.decode("latin-1")
    rows = []
    for number, line in enumerate(text.splitlines(), 1):
        line = line.split("%", 1)[0].strip()
        if not line:
            continue
        row = []
        for t in re.split(r"[\s,]+", line):
            if not t:
                continue
            try:
                row.append(float(t))
            except ValueError:
                raise MException("MATLAB:load:unknownText",
                                 f"Unknown text on line number {number} of ASCII file {path}\n"
                                 f"\"{t[:40]!s}\".") from None
        rows.append(row)
    if rows and len({len(r) for r in rows}) != 1:
        raise MException("MATLAB:load:unableToReadAscii", f"Number of columns on line {len(rows)} of ASCII file {path} must be the same as previous lines.")
    return np.array(rows, dtype=float).reshape(len(rows), -1) if rows else np.zeros((0, 0))


@runtime_builtin(
    summary="Load variables from a MAT-file into the workspace (or return them as a struct); ASCII files load as one matrix.",
    keywords=["mat", "file", "read", "workspace"],
    related=["save", "readmatrix"],
    signatures=["load(FILENAME)", "load(FILENAME, VARIABLES, ...)", "S = load(FILENAME)", "load FILENAME"],
    errors=[ErrorSpec(identifier="MATLAB:load:couldNotReadFile", when="the file does not exist or cannot be read")],
    examples=[Example(code="a = 5; b = 'hi'; f = [tempname() '.mat'];\nsave(f);\ns = load(f);\ndisp(s.a)\ndisp(s.b)",
                      output="     5\nhi\n")],
    effects=_FS,
)
def load(*args: Any, nargout: int, ctx: Any = None) -> Any:
    filename, names, opts = _split_args(args)
    path = filename
    if not os.path.exists(path) and os.path.exists(filename + ".mat"):
        path = filename + ".mat"
    if not os.path.exists(path):
        raise MException("MATLAB:load:couldNotReadFile", f"Unable to find file or directory '{filename}'.")
    is_mat = path.endswith(".mat") and "-ascii" not in opts
    if is_mat:
        data = load_v73(path) if is_hdf5(path) else _load_v5(path)
        if names:
            data = {k: data[k] for k in _select(names, list(data))}
    else:
        stem = os.path.splitext(os.path.basename(path))[0]
        var = re.sub(r"\W", "_", stem)
        if not var or not var[0].isalpha():
            var = "X" + var
        data = {var: _load_ascii(path)}
    if nargout >= 1:
        if not is_mat:
            return next(iter(data.values()))
        return StructArray.scalar(data)
    if ctx is None or not hasattr(ctx, "set_var"):
        raise MException("MATLAB:load:noWorkspace", "load needs a running session to create variables.")
    for k, v in data.items():
        ctx.set_var(k, v)
    return None
