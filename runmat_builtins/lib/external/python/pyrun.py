"""pyrun and pyrunfile: Python statements (or a script file) run from MATLAB code, with input
variables (``Name=Value``) and the values of named Python variables returned."""

from __future__ import annotations

import os
import runpy
import shlex
import sys
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import STRING_DTYPE
from runmat_builtins.lib.strings.core._text import char_text, is_cell, is_char

from ._convert import from_py
from ._names import printing_to, python_error
from .pyargs import keyword_pairs

NAMESPACE_STATE = "python.pyrun.namespace"   # ctx.state: pyrun's variables persist per session


def _lines(v: Any, fname: str) -> list[str]:
    """Text as lines: a char row, a string array (one statement each), a cell of char rows."""
    if is_char(v):
        return [char_text(v)]
    if type(v) is np.ndarray and v.dtype == STRING_DTYPE:
        return ["" if s is None else str(s) for s in v.ravel(order="F").tolist()]
    if is_cell(v) and all(is_char(e) for e in v.flat):
        return [char_text(e) for e in v.ravel(order="F")]
    raise MException(f"MATLAB:{fname}:InvalidInput",
                     "Input must be a string scalar, string array or character vector.")


def _split(args: tuple, fname: str) -> tuple[list[str], dict]:
    """(output names, input variables) from the arguments after the code or file."""
    rest = list(args)
    outputs: list[str] = []
    if len(rest) % 2:
        outputs = _lines(rest.pop(0), fname)
    return outputs, keyword_pairs(rest, fname)


def _results(ns: dict, outputs: list[str], nargout: int) -> Any:
    vals = []
    for name in outputs:
        if name not in ns:
            raise MException("MATLAB:Python:PyException",
                             f"Python Error: NameError: name '{name}' is not defined")
        vals.append(from_py(ns[name]))
    if nargout <= 1:
        return vals[0] if vals else None
    if len(vals) < nargout:
        raise MException("MATLAB:maxlhs", "Too many output arguments.")
    return tuple(vals[:nargout])


@runtime_builtin(
    summary="Run Python statements; variables persist between calls; return named Python variables.",
    description="pyrun(CODE) runs the statements (a char row, or a string array of lines) in one "
                "Python namespace kept for the session. OUTVARS = pyrun(CODE, OUTPUTS) returns the "
                "Python variables OUTPUTS names (float, bool and complex as MATLAB values, anything "
                "else as a Python object); NAME=VALUE arguments set Python variables first. Python "
                "errors raise MATLAB:Python:PyException.",
    keywords=["python", "exec", "run", "statements"],
    related=["pyrunfile", "pyenv", "pyargs"],
    signatures=["pyrun(CODE)", "OUTVARS = pyrun(CODE, OUTPUTS)",
                "OUTVARS = pyrun(CODE, OUTPUTS, PYNAME=PYVALUE)"],
    output_mode="nargout",
    errors=[ErrorSpec(identifier="MATLAB:Python:PyException", when="the Python code raises an exception")],
    examples=[Example(code="a = pyrun(\"a = b*c\", \"a\", b=5, c=10);\nfprintf('%g\\n', a)", output="50\n")],
    effects=["io"],
    accel={"kind": "meta"},  # gpuArrays reach Python as DeviceArrays (DLPack), not gathered
)
def pyrun(code: Any, *args: Any, nargout: int = 0, ctx: Any = None) -> Any:
    source = "\n".join(_lines(code, "pyrun"))
    outputs, inputs = _split(args, "pyrun")
    state = ctx.state if ctx is not None else {}
    ns = state.get(NAMESPACE_STATE)
    if ns is None:
        ns = state[NAMESPACE_STATE] = {"__name__": "__main__", "__builtins__": __builtins__}
    ns.update(inputs)
    try:
        compiled = compile(source, "<pyrun>", "exec")
        with printing_to(getattr(ctx, "stdout", None)):
            exec(compiled, ns)
    except MException:
        raise
    except Exception as exc:
        raise python_error(exc) from None
    return _results(ns, outputs, nargout)


@runtime_builtin(
    summary="Run a Python script file, with command-line arguments, input variables and outputs.",
    description="pyrunfile(FILE) runs the script in a fresh namespace (nothing persists); text after "
                "the file name is its command line (sys.argv). OUTVARS = pyrunfile(FILE, OUTPUTS, "
                "PYNAME=PYVALUE) sets variables first and returns the named ones, as pyrun does.",
    keywords=["python", "script", "run", "file"],
    related=["pyrun", "pyenv"],
    signatures=["pyrunfile(FILE)", "pyrunfile(\"FILE ARGS\")", "OUTVARS = pyrunfile(FILE, OUTPUTS)",
                "OUTVARS = pyrunfile(FILE, OUTPUTS, PYNAME=PYVALUE)"],
    output_mode="nargout",
    errors=[ErrorSpec(identifier="MATLAB:Python:PyException", when="the script raises an exception"),
            ErrorSpec(identifier="MATLAB:pyrunfile:FileNotFound", when="the file does not exist")],
    effects=["io", "filesystem"],
    accel={"kind": "meta"},  # gpuArrays reach Python as DeviceArrays (DLPack), not gathered
    examples=[Example(code="f = [tempname '.py'];\nfid = fopen(f, 'w'); fprintf(fid, 'y = 2.5 * 2\\n'); fclose(fid);\n"
                           "y = pyrunfile(f, \"y\")\ndelete(f);",
                      output="y =\n\n     5\n\n")],
)
def pyrunfile(file: Any, *args: Any, nargout: int = 0, ctx: Any = None) -> Any:
    words = shlex.split(" ".join(_lines(file, "pyrunfile")))
    if not words:
        raise MException("MATLAB:pyrunfile:FileNotFound", "File name must not be empty.")
    path = words[0]
    if not os.path.isfile(path):
        raise MException("MATLAB:pyrunfile:FileNotFound", f"Unable to find file '{path}'.")
    outputs, inputs = _split(args, "pyrunfile")
    saved = sys.argv
    sys.argv = words
    try:
        with printing_to(getattr(ctx, "stdout", None)):
            ns = runpy.run_path(path, init_globals=inputs, run_name="__main__")
    except MException:
        raise
    except SystemExit:
        ns = {}
    except Exception as exc:
        raise python_error(exc) from None
    finally:
        sys.argv = saved
    return _results(ns, outputs, nargout)
