"""getenv, setenv, isenv, unsetenv: the process environment (inherited by system/unix/dos)."""

from __future__ import annotations

import os
from typing import Any

import numpy as np

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins import errors
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.values import class_of, string_array
from runmat_builtins.lib.strings.core._text import TextArray, char_out



def _names(v: Any, fname: str) -> TextArray:
    try:
        return TextArray.of(v, fname)
    except MException:
        raise MException(f"MATLAB:{fname}:InputMustBeText" if fname != "getenv" else "MATLAB:getenv:InputMustBeText",
                         "Environment variable name must be a string array, character vector, or "
                         "cell array of character vectors.") from None


def _check_name(n: str | None, fname: str) -> str:
    if not n or "=" in n or "\0" in n:
        raise MException(f"MATLAB:{fname}:InvalidName" if n else f"MATLAB:{fname}:EmptyName",
                         "Environment variable name must not be empty or contain '='."
                         if n is not None else "Environment variable name must not be missing.")
    return n


@runtime_builtin(
    summary="Value of an environment variable ('' when it is not set).",
    description="A character vector or string scalar name gives a character vector; a string array "
                "or cell array of names gives values of the same class and size. getenv() gives "
                "all variables as a dictionary of strings (where dictionary is available).",
    keywords=["environment", "variable", "env", "os"],
    related=["setenv", "isenv", "unsetenv", "system"],
    signatures=["VAL = getenv(VARNAME)", "VAL = getenv()"],
    errors=[ErrorSpec(identifier="MATLAB:getenv:InputMustBeText", when="VARNAME is not text")],
    examples=[Example(code="setenv('RUNMAT_DOC_X', 'abc');\nv = getenv('RUNMAT_DOC_X')", output="v =\n\n"
                                                                                                "    'abc'\n\n"),
              Example(code="v = getenv('RUNMAT_SURELY_UNSET_VAR');\ndisp(isempty(v))", output="   1\n")],
    effects=["io"],
)
def getenv(*args: Any) -> Any:
    if not args:
        from runmat_builtins.dispatch import call_builtin

        names = sorted(os.environ)
        try:
            return call_builtin("dictionary", string_array(names).reshape(-1, 1),
                                string_array([os.environ[n] for n in names]).reshape(-1, 1))
        except MException as e:
            raise MException("MATLAB:getenv:NoDictionary",
                             "getenv() needs the dictionary class, which this runtime lacks.") from e
    if len(args) > 1:
        raise MException(errors.TOO_MANY_INPUTS, errors.TOO_MANY_INPUTS_MSG)
    t = _names(args[0], "getenv")
    vals = [os.environ.get(n, "") if n else "" for n in t.items]
    if t.kind == "char" or (t.kind == "string" and len(vals) == 1):
        return char_out(vals[0])
    return t.build(vals)


def _values(v: Any, n: int) -> list[str | None]:
    if class_of(v) == "missing":
        return [None] * n
    t = TextArray.of(v, "setenv", what="Environment variable value")
    items = t.items
    if len(items) == 1 and n > 1:
        items = items * n
    if len(items) != n:
        raise MException("MATLAB:setenv:SizeMismatch",
                         "Environment variable names and values must have the same number of elements.")
    return items


@runtime_builtin(
    summary="Set environment variables (seen by getenv and by commands run with system).",
    description="setenv(NAME) sets NAME to ''. NAME and VALUE may be string arrays or cell arrays "
                "of the same size; a <missing> value (or missing) removes the variable. setenv(D) "
                "sets every entry of a dictionary of names to values.",
    keywords=["environment", "variable", "env", "os"],
    related=["getenv", "isenv", "unsetenv", "system"],
    signatures=["setenv(VARNAME, VARVALUE)", "setenv(VARNAME)", "setenv(D)"],
    errors=[ErrorSpec(identifier="MATLAB:setenv:InvalidName", when="a name is empty or contains '='")],
    examples=[Example(code="setenv(\"RUNMAT_DOC_Y\", \"1\");\ns = system('echo $RUNMAT_DOC_Y');", output="1\n")],
    effects=["io"],
)
def setenv(name: Any, value: Any = None) -> None:
    if class_of(name) == "dictionary" and value is None:  # setenv(d): every entry (R2023a)
        from runmat_builtins.dispatch import call_builtin

        name, value = call_builtin("keys", name), call_builtin("values", name)
    t = _names(name, "setenv")
    names = [_check_name(n, "setenv") for n in t.items]
    vals = [""] * len(names) if value is None else _values(value, len(names))
    for n, v in zip(names, vals):
        if v is None:
            os.environ.pop(n, None)
        else:
            os.environ[n] = v
    return None


@runtime_builtin(
    summary="True where environment variables exist.",
    keywords=["environment", "variable", "exists"],
    related=["getenv", "setenv", "unsetenv"],
    signatures=["TF = isenv(VARNAME)"],
    examples=[Example(code="setenv('RUNMAT_DOC_Z', 'q');\ntf = isenv('RUNMAT_DOC_Z')", output="tf =\n\n"
                                                                                              "  logical\n\n"
                                                                                              "   1\n\n")],
)
def isenv(name: Any) -> Any:
    t = _names(name, "isenv")
    hits = [bool(n) and n in os.environ for n in t.items]
    if t.kind == "char":
        return hits[0]
    return np.array(hits, dtype=bool).reshape(t.shape, order="F")


@runtime_builtin(
    summary="Remove environment variables (names that do not exist are ignored).",
    keywords=["environment", "variable", "remove"],
    related=["getenv", "setenv", "isenv"],
    signatures=["unsetenv(VARNAME)"],
    examples=[Example(code="setenv('RUNMAT_DOC_W', 'q'); unsetenv('RUNMAT_DOC_W');\ntf = isenv('RUNMAT_DOC_W')",
                      output="tf =\n\n  logical\n\n   0\n\n")],
    effects=["io"],
)
def unsetenv(name: Any) -> None:
    for n in _names(name, "unsetenv").items:
        if n:
            os.environ.pop(n, None)
    return None
