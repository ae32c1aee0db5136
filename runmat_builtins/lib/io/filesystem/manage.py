"""dir, mkdir, rmdir, delete, copyfile, movefile: listing and changing the file system."""

from __future__ import annotations

import datetime as _dt
import glob
import os
import shutil
from collections.abc import Callable
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import StructArray, char_row, to_str

_FS = ["filesystem"]


def _entry(path: str, name: str) -> dict[str, Any]:
    st = os.stat(path)
    when = _dt.datetime.fromtimestamp(st.st_mtime)
    midnight = _dt.datetime(when.year, when.month, when.day)
    datenum = when.toordinal() + 366.0 + (when - midnight).total_seconds() / 86400.0
    isdir = os.path.isdir(path)
    return {"name": char_row(name), "folder": char_row(os.path.dirname(os.path.abspath(path))),
            "date": char_row(when.strftime("%d-%b-%Y %H:%M:%S")), "bytes": 0.0 if isdir else float(st.st_size),
            "isdir": isdir, "datenum": datenum}


@runtime_builtin(
    summary="List a folder (or files matching a wildcard) as a struct array, or print the names.",
    keywords=["list", "folder", "files", "ls"],
    related=["ls", "isfile", "isfolder", "what"],
    signatures=["dir", "dir NAME", "LISTING = dir(NAME)"],
    examples=[Example(code="d = dir(tempdir);\ndisp(isstruct(d))", output="   1\n")],
    effects=_FS,
)
def dir(name: Any = None, *, nargout: int, ctx: Any = None) -> Any:
    target = to_str(name) if name is not None else "."
    if os.path.isdir(target):
        names = [".", ".."] + sorted(os.listdir(target))
        paths = [os.path.join(target, n) for n in names]
    else:
        paths = sorted(glob.glob(target))
        names = [os.path.basename(p) for p in paths]
    entries = [_entry(p, n) for p, n in zip(paths, names) if os.path.exists(p)]
    if nargout == 0:
        shown = [e["name"] for e in entries]
        text = "\n".join("".join(n.ravel()) for n in shown)
        out = ctx.stdout if ctx is not None else None
        if out is not None:
            out.write(text + "\n\n" if text else "")
        return None
    fields = ["name", "folder", "date", "bytes", "isdir", "datenum"]
    elems = np.empty((len(entries), 1), dtype=object)
    for i, e in enumerate(entries):
        elems[i, 0] = e
    return StructArray(fields, elems)


@runtime_builtin(
    summary="Make a folder (and its parents); status 1 on success, with a message when it already exists.",
    keywords=["folder", "create", "directory"],
    related=["rmdir", "isfolder"],
    signatures=["mkdir(FOLDER)", "mkdir(PARENT, FOLDER)", "[STATUS, MSG] = mkdir(FOLDER)"],
    examples=[Example(code="d = tempname;\ns = mkdir(d)\nrmdir(d);", output="s =\n\n  logical\n\n   1\n\n")],
    effects=_FS,
    suppress_auto_output=True,
)
def mkdir(a: Any, b: Any = None, *, nargout: int) -> Any:
    path = os.path.join(to_str(a), to_str(b)) if b is not None else to_str(a)
    msg = ""
    if os.path.isdir(path):
        msg = "Directory already exists."
    else:
        try:
            os.makedirs(path)
        except OSError as exc:
            if nargout == 0:
                raise MException("MATLAB:MKDIR:OSError", str(exc)) from None
            return (False, char_row(str(exc))) if nargout > 1 else False
    if nargout == 0:
        return None
    return (True, char_row(msg)) if nargout > 1 else True


@runtime_builtin(
    summary="Remove a folder ('s' removes its contents too).",
    keywords=["folder", "remove", "delete"],
    related=["mkdir", "delete"],
    signatures=["rmdir(FOLDER)", "rmdir(FOLDER, 's')", "[STATUS, MSG] = rmdir(FOLDER)"],
    examples=[Example(code="d = tempname; mkdir(d);\ns = rmdir(d)", output="s =\n\n  logical\n\n   1\n\n")],
    effects=_FS,
    suppress_auto_output=True,
)
def rmdir(folder: Any, option: Any = None, *, nargout: int) -> Any:
    path = to_str(folder)
    try:
        if option is not None and to_str(option) == "s":
            shutil.rmtree(path)
        else:
            os.rmdir(path)
    except OSError as exc:
        if nargout == 0:
            raise MException("MATLAB:RMDIR:NoDirectoriesRemoved", f"{path} could not be removed: {exc.strerror}") from None
        return (False, char_row(str(exc))) if nargout > 1 else False
    if nargout == 0:
        return None
    return (True, char_row("")) if nargout > 1 else True


@runtime_builtin(
    summary="Delete files (wildcards allowed), or a handle object such as a parallel pool.",
    keywords=["file", "remove", "delete"],
    related=["rmdir", "isfile"],
    signatures=["delete(FILENAME)", "delete(FILENAME1, ..., FILENAMEN)", "delete(OBJ)"],
    examples=[Example(code="f = [tempname() '.txt'];\nfid = fopen(f, 'w'); fclose(fid);\ndelete(f);\ndisp(isfile(f))", output="   0\n")],
    effects=_FS,
)
def delete(*names: Any, ctx: Any = None) -> None:
    for n in names:
        hook = getattr(n, "__matlab_delete__", None)
        if hook is not None:  # a handle object (a parallel pool, a future): delete(obj)
            hook()
            continue
        if isinstance(n, np.ndarray) and n.size == 0 and n.dtype.kind == "f":
            continue  # delete([]): nothing to delete (delete(gcp('nocreate')) with no pool)
        pattern = to_str(n)
        matches = glob.glob(pattern)
        if not matches and ctx is not None:
            ctx.warn("MATLAB:DELETE:FileNotFound", f"File '{pattern}' not found.")
        for m in matches:
            if os.path.isfile(m):
                os.remove(m)
    return None


def _copy_like(op: Any, src: Any, dst: Any, nargout: int, name: str) -> Any:
    s, d = to_str(src), to_str(dst)
    try:
        if os.path.isdir(s) and op is shutil.copy2:
            shutil.copytree(s, d, dirs_exist_ok=True)
        else:
            op(s, d)
    except OSError as exc:
        if nargout == 0:
            raise MException(f"MATLAB:{name.upper()}:OSError", f"{name}: {exc.strerror or exc}") from None
        return (False, char_row(str(exc))) if nargout > 1 else False
    if nargout == 0:
        return None
    return (True, char_row("")) if nargout > 1 else True


def _transfer(name: str, op: Callable[[str, str], Any], verb: str, *, summary: str, keywords: list[str],
              related: list[str], example: Example) -> Any:
    """Define copyfile/movefile: ``op(SOURCE, DESTINATION)``, status 1 or 0 and a message."""

    def body(src: Any, dst: Any, *rest: Any, nargout: int) -> Any:
        return _copy_like(op, src, dst, nargout, name)

    body.__name__ = body.__qualname__ = name
    body.__module__ = __name__
    return runtime_builtin(
        name=name, summary=summary, keywords=keywords, related=related,
        signatures=[f"{name}(SOURCE, DESTINATION)", f"[STATUS, MSG] = {name}(SOURCE, DESTINATION)"],
        errors=[ErrorSpec(identifier=f"MATLAB:{name.upper()}:OSError",
                          when=f"the {verb} fails and no status output is requested")],
        examples=[example], effects=_FS, suppress_auto_output=True,
    )(body)


copyfile = _transfer(
    "copyfile", shutil.copy2, "copy", summary="Copy a file or folder.",
    keywords=["file", "copy"], related=["movefile", "delete"],
    example=Example(code="a = [tempname() '.txt']; b = [tempname() '.txt'];\nfid = fopen(a, 'w'); fclose(fid);\ns = copyfile(a, b)",
                    output="s =\n\n  logical\n\n   1\n\n"))
movefile = _transfer(
    "movefile", shutil.move, "move", summary="Move or rename a file or folder.",
    keywords=["file", "move", "rename"], related=["copyfile", "delete"],
    example=Example(code="a = [tempname() '.txt']; b = [tempname() '.txt'];\nfid = fopen(a, 'w'); fclose(fid);\ns = movefile(a, b)",
                    output="s =\n\n  logical\n\n   1\n\n"))
