"""Paths and folders: fullfile, fileparts, filesep, pathsep, pwd, cd, tempdir, tempname, isfile, isfolder."""

from __future__ import annotations

import os
import tempfile
import uuid
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import as_array, cell_array, char_row, is_cell, to_str



def _texts(value: Any) -> list[str]:
    if is_cell(value):
        return [to_str(v) for v in value.ravel(order="F")]
    if getattr(value, "dtype", None) is not None and value.dtype.kind == "T":
        return [str(v) for v in value.ravel(order="F")]
    return [to_str(value)]


@runtime_builtin(
    summary="Join folder and file names with the platform's separator.",
    keywords=["path", "join", "folder"],
    related=["fileparts", "filesep"],
    signatures=["F = fullfile(PART1, ..., PARTN)"],
    examples=[Example(code="f = fullfile('data', 'run1', 'out.txt')", output="f =\n\n"
                                                                             "    'data/run1/out.txt'\n\n")],
)
def fullfile(*parts: Any) -> Any:
    pieces = [to_str(p) for p in parts if to_str(p) != ""]
    if not pieces:
        return char_row("")
    out = pieces[0]
    for p in pieces[1:]:
        out = out.rstrip(os.sep) + os.sep + p.lstrip(os.sep) if out else p
    while os.sep + os.sep in out:
        out = out.replace(os.sep + os.sep, os.sep)
    return char_row(out)


@runtime_builtin(
    summary="Split a file name into folder, name and extension.",
    keywords=["path", "split", "extension"],
    related=["fullfile"],
    signatures=["[FILEPATH, NAME, EXT] = fileparts(FILENAME)"],
    examples=[Example(code="[p, n, e] = fileparts('/home/user/data.csv')", output="p =\n\n"
                                                                                  "    '/home/user'\n\n"
                                                                                  "n =\n\n"
                                                                                  "    'data'\n\n"
                                                                                  "e =\n\n"
                                                                                  "    '.csv'\n\n")],
)
def fileparts(filename: Any, *, nargout: int) -> Any:
    full = to_str(filename)
    folder, base = os.path.split(full)
    if folder == "" and full.startswith(os.sep):
        folder = os.sep
    dot = base.rfind(".")
    name, ext = (base[:dot], base[dot:]) if dot > 0 or (dot == 0 and len(base) > 1 and False) else (base, "")
    if dot == 0:
        name, ext = "", base
    outs = (char_row(folder), char_row(name), char_row(ext))
    return outs[: max(1, nargout)] if nargout > 1 else outs[0]


@runtime_builtin(
    summary="The folder separator of this platform ('/' here).",
    keywords=["path", "separator"],
    related=["pathsep", "fullfile"],
    signatures=["C = filesep"],
    examples=[Example(code="c = filesep", output="c =\n\n    '/'\n\n")],
)
def filesep() -> Any:
    return char_row(os.sep)


@runtime_builtin(
    summary="The search-path separator of this platform (':' here).",
    keywords=["path", "separator"],
    related=["filesep"],
    signatures=["C = pathsep"],
    examples=[Example(code="c = pathsep", output="c =\n\n    ':'\n\n")],
)
def pathsep() -> Any:
    return char_row(os.pathsep)


@runtime_builtin(
    summary="The current folder.",
    keywords=["folder", "current", "directory"],
    related=["cd", "dir"],
    signatures=["D = pwd"],
    examples=[Example(code="disp(ischar(pwd))", output="   1\n")],
    effects=["filesystem"],
)
def pwd() -> Any:
    return char_row(os.getcwd())


@runtime_builtin(
    summary="Change the current folder (returns the old one when assigned).",
    keywords=["folder", "change", "directory"],
    related=["pwd", "dir"],
    signatures=["cd(NEWFOLDER)", "OLD = cd(NEWFOLDER)", "D = cd"],
    errors=[ErrorSpec(identifier="MATLAB:cd:NonExistentFolder", when="the folder does not exist")],
    examples=[Example(code="old = cd(tempdir);\ncd(old);\ndisp(strcmp(pwd, old))", output="   1\n")],
    effects=["filesystem"],
)
def cd(folder: Any = None, *, nargout: int) -> Any:
    old = os.getcwd()
    if folder is not None:
        target = os.path.expanduser(to_str(folder))
        if not os.path.isdir(target):
            raise MException("MATLAB:cd:NonExistentFolder", f"Unable to change current folder to '{target}' (Name is nonexistent or not a folder).")
        os.chdir(target)
    if folder is None or nargout >= 1:
        return char_row(old)
    return None


@runtime_builtin(
    summary="The system's folder for temporary files, with a trailing separator.",
    keywords=["temporary", "folder"],
    related=["tempname"],
    signatures=["D = tempdir"],
    examples=[Example(code="d = tempdir;\ndisp(d(end) == filesep)", output="   1\n")],
)
def tempdir() -> Any:
    return char_row(tempfile.gettempdir().rstrip(os.sep) + os.sep)


@runtime_builtin(
    summary="A unique name for a temporary file (the file is not created).",
    keywords=["temporary", "file", "unique"],
    related=["tempdir"],
    signatures=["F = tempname", "F = tempname(FOLDER)"],
    examples=[Example(code="a = tempname; b = tempname;\ndisp(strcmp(a, b))", output="   0\n")],
)
def tempname(folder: Any = None) -> Any:
    base = to_str(folder) if folder is not None else tempfile.gettempdir()
    return char_row(os.path.join(base, "tp" + uuid.uuid4().hex[:20]))


@runtime_builtin(
    summary="True for names of existing files (elementwise over a cell or string array).",
    keywords=["file", "exists"],
    related=["isfolder", "exist"],
    signatures=["TF = isfile(FILENAME)"],
    examples=[Example(code="disp(isfile('/no/such/file.txt'))", output="   0\n")],
    effects=["filesystem"],
)
def isfile(name: Any) -> Any:
    return _path_test(name, os.path.isfile)


@runtime_builtin(
    summary="True for names of existing folders (elementwise over a cell or string array).",
    keywords=["folder", "directory", "exists"],
    related=["isfile", "exist", "mkdir"],
    signatures=["TF = isfolder(NAME)"],
    examples=[Example(code="disp(isfolder(tempdir))", output="   1\n")],
    effects=["filesystem"],
)
def isfolder(name: Any) -> Any:
    return _path_test(name, os.path.isdir)


def _path_test(name: Any, test: Any) -> Any:
    """``test`` on one name (a logical scalar) or on each name of a cell/string array."""
    out = [test(n) for n in _texts(name)]
    if len(out) == 1 and not is_cell(name):
        return out[0]
    return np.array(out, dtype=bool).reshape(as_array(name).shape if is_cell(name) else (1, -1))


def _cellstr(names: list[str]) -> np.ndarray:
    return cell_array([char_row(n) for n in names], (len(names), 1))
