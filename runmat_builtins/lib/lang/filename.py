"""mfilename: the name of the file whose code is running."""

from __future__ import annotations

import os
from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import char_row
from runmat_builtins.lib.strings.core._text import option_text



@runtime_builtin(
    summary="Name of the file of the running code ('' at the prompt); 'fullpath' gives its path without .m.",
    description="A local function reports the file it is in. mfilename('fullpath') is the folder "
                "and name without the extension (fileparts(mfilename('fullpath')) is the file's "
                "folder); mfilename('class') is the class of a method's file ('' otherwise).",
    keywords=["file name", "script", "path", "current file"],
    related=["which", "fileparts", "pwd", "dbstack"],
    signatures=["NAME = mfilename", "P = mfilename('fullpath')", "C = mfilename('class')"],
    errors=[ErrorSpec(identifier="MATLAB:mfilename:InvalidInput", when="the option is not 'fullpath' or 'class'")],
    examples=[Example(code="n = mfilename;\ndisp(isempty(n))", output="   1\n")],
    effects=["workspace"],
)
def mfilename(option: Any = None, *, ctx: Any = None) -> Any:
    path = ctx.running_file() if hasattr(ctx, "running_file") else ""
    stem = os.path.splitext(os.path.basename(path))[0] if path else ""
    if option is None:
        return char_row(stem)
    opt = option_text(option)
    if opt == "fullpath":
        return char_row(os.path.splitext(os.path.abspath(path))[0] if path else "")
    if opt == "class":
        parent = os.path.basename(os.path.dirname(path)) if path else ""
        return char_row(parent[1:] if parent.startswith("@") else "")
    raise MException("MATLAB:mfilename:InvalidInput", "Input must be 'fullpath' or 'class'.")
