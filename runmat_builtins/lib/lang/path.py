"""addpath, rmpath: the session's search path for function files."""

from __future__ import annotations

import os
from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.lang._util import text, vm
from runmat_builtins.spec import ErrorSpec, Example



def _dirs(args: tuple, who: str) -> tuple[list[str], bool]:
    dirs: list[str] = []
    end = False
    for a in args:
        t = text(a, who, "folder")
        if t in ("-end", "-END"):
            end = True
        elif t in ("-begin", "-BEGIN", "-frozen"):
            continue
        else:
            dirs.extend(p for p in t.split(os.pathsep) if p)
    return dirs, end


_TWICE = ("d = tempname; mkdir(d);\nfid = fopen(fullfile(d, 'twice.m'), 'w');\nfprintf(fid, 'function y = twice(x)\\ny = 2*x;\\nend\\n');\nfclose(fid);\n")  # a folder holding twice.m, for the examples


@runtime_builtin(
    summary="Add folders to the session's search path (at the front, or the end with '-end').",
    keywords=["path", "folder", "search", "functions"],
    related=["rmpath", "exist"],
    signatures=["addpath(FOLDER1, ..., FOLDERN)", "addpath(FOLDER1, ..., FOLDERN, '-end')"],
    errors=[ErrorSpec(identifier="MATLAB:addpath:DirNotFound", when="a folder does not exist (a warning, as in MATLAB)")],
    examples=[Example(code=_TWICE + "addpath(d);\ny = twice(21)\nrmpath(d);", output="y =\n\n    42\n\n",
                      description="a function file in a new folder becomes callable")],
    effects=["filesystem"],
)
def addpath(*folders: Any, ctx: Any = None) -> None:
    ctx = vm(ctx, "addpath")
    dirs, end = _dirs(folders, "addpath")
    if not dirs:
        raise MException("MATLAB:minrhs", "Not enough input arguments.")
    ok = []
    for d in dirs:
        if os.path.isdir(d):
            ok.append(d)
        else:
            ctx.warn("MATLAB:addpath:DirNotFound", f"Name is nonexistent or not a directory: {d}")
    ctx.add_path(ok, end=end)


@runtime_builtin(
    summary="Remove folders from the session's search path.",
    keywords=["path", "folder", "search"],
    related=["addpath"],
    signatures=["rmpath(FOLDER1, ..., FOLDERN)"],
    examples=[Example(code=_TWICE + "addpath(d);\ndisp(exist('twice'))\nrmpath(d);\ndisp(exist('twice'))", output="     2\n     0\n")],
    effects=["filesystem"],
)
def rmpath(*folders: Any, ctx: Any = None) -> None:
    ctx = vm(ctx, "rmpath")
    dirs, _ = _dirs(folders, "rmpath")
    ctx.remove_path(dirs)
