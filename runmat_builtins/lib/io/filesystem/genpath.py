"""genpath: a folder and all its subfolders as one path string (for addpath)."""

from __future__ import annotations

import os
from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.spec import Example
from runmat_builtins.values import char_row, to_str
from runmat_builtins.lib.strings.core._text import scalar_text



def _skipped(name: str) -> bool:
    """Folders MATLAB leaves out: class (@) and package (+) folders, private, resources, hidden."""
    return name.startswith(("@", "+", ".")) or name in ("private", "resources")


@runtime_builtin(
    summary="A folder and all its subfolders (depth first) joined by pathsep, each followed by one.",
    description="Class (@), package (+), private and resources folders are left out, as MATLAB "
                "does; a folder that does not exist gives ''.",
    keywords=["path", "subfolders", "addpath", "recursive"],
    related=["addpath", "path", "pathsep", "dir"],
    signatures=["P = genpath", "P = genpath(FOLDER)"],
    examples=[Example(code="d = tempname(); mkdir(fullfile(d, 'sub'));\np = genpath(d);\n"
                           "disp(numel(strsplit(p, pathsep)) - 1)",
                      output="     2\n")],
    effects=["filesystem"],
)
def genpath(folder: Any = None) -> Any:
    if folder is None:  # MATLAB: the folders below matlabroot/toolbox
        from runmat_builtins.dispatch import call_builtin

        root = os.path.join(to_str(call_builtin("matlabroot")), "toolbox")
    else:
        root = scalar_text(folder, "genpath", "Folder name")
    if not root or not os.path.isdir(root):
        return char_row("")
    out: list[str] = []

    def walk(d: str) -> None:
        out.append(d)
        try:
            names = sorted(os.listdir(d))
        except OSError:
            return
        for n in names:
            full = os.path.join(d, n)
            if os.path.isdir(full) and not _skipped(n):
                walk(full)

    walk(root.rstrip(os.sep) or root)
    return char_row("".join(p + os.pathsep for p in out))
