"""what: the MATLAB files of a folder, by kind (code, MAT-files, classes, packages)."""

from __future__ import annotations

import os
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import StructArray, cell_array, char_row
from runmat_builtins.lib.strings.core._text import scalar_text

_FIELDS = ["path", "m", "mlapp", "mat", "mex", "mdl", "slx", "p", "classes", "packages"]
_EXT = {".m": "m", ".mlapp": "mlapp", ".mat": "mat", ".mdl": "mdl", ".slx": "slx", ".p": "p",
        ".mexa64": "mex", ".mexmaci64": "mex", ".mexmaca64": "mex", ".mexw64": "mex"}


def folder_contents(folder: str) -> dict[str, Any]:
    """The files of ``folder`` sorted into what's fields (names with extensions; class
    folders '@X' and package folders '+X' without their prefix)."""
    names = sorted(os.listdir(folder))
    kinds: dict[str, list[str]] = {f: [] for f in _FIELDS[1:]}
    for n in names:
        full = os.path.join(folder, n)
        if os.path.isdir(full):
            if n.startswith("@"):
                kinds["classes"].append(n[1:])
            elif n.startswith("+"):
                kinds["packages"].append(n[1:])
            continue
        kind = _EXT.get(os.path.splitext(n)[1].lower())
        if kind is not None:
            kinds[kind].append(n)
    out: dict[str, Any] = {"path": char_row(os.path.abspath(folder))}
    for f, items in kinds.items():
        out[f] = cell_array([char_row(x) for x in items], (len(items), 1)) if items else np.empty((0, 1), dtype=object)
    return out


@runtime_builtin(
    summary="List the MATLAB files (code, MAT-files, classes, packages) of a folder.",
    description="what lists the current folder, what(FOLDER) another; with an output it returns a "
                "struct with fields path, m, mlapp, mat, mex, mdl, slx, p, classes and packages "
                "(cell columns of names). Without an output it prints each nonempty group under a "
                "heading naming the folder.",
    keywords=["list", "folder", "files", "code files"],
    related=["dir", "which", "exist", "pwd"],
    signatures=["what", "what(FOLDERNAME)", "S = what(FOLDERNAME)"],
    errors=[ErrorSpec(identifier="MATLAB:what:folderNotFound", when="the folder does not exist")],
    examples=[Example(code="d = tempname();\nmkdir(d);\nfclose(fopen(fullfile(d, 'f.m'), 'w'));\n"
                           "s = what(d);\nfprintf('%s\\n', s.m{:})",
                      output="f.m\n")],
    effects=["filesystem", "display"],
)
def what(folder: Any = None, *, nargout: int, ctx: Any = None) -> Any:
    path = "." if folder is None else scalar_text(folder, "what", "Folder name") or "."
    if not os.path.isdir(path):
        raise MException("MATLAB:what:folderNotFound", f"Folder '{path}' not found.")
    info = folder_contents(path)
    if nargout >= 1:
        return StructArray.scalar(info)
    heads = {"m": "MATLAB Code files", "mlapp": "MATLAB App files", "mat": "MAT-files",
             "mex": "MEX-files", "mdl": "Simulink models", "slx": "Simulink models",
             "p": "P-files", "classes": "Classes", "packages": "Packages"}
    where = "in the current folder" if folder is None else "in folder"
    parts = []
    for f in _FIELDS[1:]:
        items = ["".join(c.ravel()) for c in info[f].ravel()]
        if items:
            shown = [os.path.splitext(x)[0] if f in ("m", "mlapp", "p", "mdl", "slx") else x for x in items]
            parts.append(f"\n{heads[f]} {where} {''.join(info['path'].ravel())}\n\n"
                         + "".join(f"{x:<20}" for x in shown).rstrip() + "\n\n")
    if ctx is not None:
        ctx.stdout.write("".join(parts))
    return None
