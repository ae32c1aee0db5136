"""publish: a script's code, output and figures as an HTML page (the work is the session's:
``ctx.publish``, runmat_vm/notebooks/publish.py)."""

from __future__ import annotations

import os
from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.lib.lang._util import is_text, text, vm
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import char_row, to_python

_BAD = "MATLAB:publish:InvalidInput"
_OPTIONS = {"outputdir": "output_dir", "evalcode": "eval_code", "showcode": "show_code"}


def _find(name: str) -> str:
    for p in (name, name + ".m"):
        if os.path.isfile(p):
            return os.path.abspath(p)
    raise MException("MATLAB:publish:fileNotFound", f"Cannot find file \"{name}\".")


def _options(args: tuple) -> dict[str, Any]:
    opts: dict[str, Any] = {}
    rest = list(args)
    if len(rest) % 2 == 1:  # publish(file, format)
        fmt = text(rest.pop(0), "publish", "format").lower()
        if fmt != "html":
            raise MException(_BAD, f"publish: format '{fmt}' is not supported (use 'html').")
    for i in range(0, len(rest), 2):
        key = text(rest[i], "publish", "option name").lower() if is_text(rest[i]) else ""
        if key == "format":
            if text(rest[i + 1], "publish", "format").lower() != "html":
                raise MException(_BAD, "publish: only the 'html' format is supported.")
            continue
        if key not in _OPTIONS:
            raise MException(_BAD, f"publish: unknown option '{key}' (use outputDir, evalCode, showCode).")
        v = rest[i + 1]
        opts[_OPTIONS[key]] = text(v, "publish", key) if key == "outputdir" else bool(to_python(v))
    return opts


@runtime_builtin(
    summary="Run a script and write an HTML view of its sections, code, output and figures (in ./html beside it).",
    description="publish(file) runs the script in the base workspace section by section (%% cells; a "
                "%% Title line titles a section, the comment lines after it are its text; a live "
                "script's %[text] lines are text) and writes html/NAME.html beside the file with one "
                "PNG per figure (NAME_01.png, ...). An error is shown in its section's output and "
                "publishing goes on. Options: 'outputDir', 'evalCode', 'showCode'; the format must be "
                "'html'. my_doc = publish(...) returns the HTML file's path.",
    keywords=["report", "html", "document", "share", "live script"],
    related=["run", "evalc"],
    signatures=["publish(FILE)", "publish(FILE, 'html')", "publish(FILE, Name, Value)", "MY_DOC = publish(FILE, ...)"],
    errors=[ErrorSpec(identifier="MATLAB:publish:fileNotFound", when="FILE is not found"),
            ErrorSpec(identifier=_BAD, when="a format other than html, or an unknown option")],
    examples=[Example(code="try\n  publish('no_such_script')\ncatch e\n  disp(e.identifier)\nend",
                      output="MATLAB:publish:fileNotFound\n",
                      description="publish('myscript') writes html/myscript.html beside myscript.m.")],
    effects=["io", "workspace"],
)
def publish(file: Any, *args: Any, ctx: Any = None) -> Any:
    path = _find(text(file, "publish", "file"))
    out = vm(ctx, "publish").publish(path, **_options(args))
    return char_row(out)
