"""pyargs: keyword arguments for a Python call (``py.f(x, pyargs('k', v))``)."""

from __future__ import annotations

from typing import Any

from runmat_builtins.decorator import runtime_builtin
from runmat_builtins.errors import MException
from runmat_builtins.spec import ErrorSpec, Example
from runmat_builtins.lib.strings.core._text import char_text, is_char, is_string

from ._convert import to_py
from ._value import PyKwargs



def keyword_pairs(args: Any, fname: str) -> dict:
    """Name, value, ... (names as char or string) as a dict of Python values."""
    if len(args) % 2:
        raise MException(f"MATLAB:{fname}:NameValuePairs" if fname != "pyargs" else "MATLAB:Python:PyargsNameValue",
                         "Arguments must come in name-value pairs.")
    out = {}
    for k in range(0, len(args), 2):
        name = args[k]
        if is_char(name) and name.ndim == 2 and name.shape[0] <= 1:
            key = char_text(name)
        elif is_string(name) and name.size == 1 and name.flat[0] is not None:
            key = str(name.flat[0])
        else:
            raise MException("MATLAB:Python:PyargsNameValue", "Argument names must be text.")
        out[key] = to_py(args[k + 1])
    return out


@runtime_builtin(
    summary="Keyword arguments for a Python function: py.f(x, pyargs('name', value)).",
    description="pyargs(NAME, VALUE, ...) bundles keyword arguments for a py. call; "
                "py.f(x, NAME=VALUE) is the same. Values are converted as for any Python argument.",
    keywords=["python", "keyword", "kwargs", "name-value"],
    related=["pyrun", "pyenv"],
    signatures=["KWA = pyargs(ARGKEY, ARGVALUE, ...)"],
    errors=[ErrorSpec(identifier="MATLAB:Python:PyargsNameValue",
                      when="the arguments are not name-value pairs with text names")],
    examples=[Example(code="d = py.dict(pyargs('a', 1));\nfprintf('%g\\n', double(d{'a'}))", output="1\n")],
    accel={"kind": "meta"},  # gpuArrays reach Python as DeviceArrays (DLPack), not gathered
)
def pyargs(*args: Any) -> PyKwargs:
    return PyKwargs(keyword_pairs(args, "pyargs"))
