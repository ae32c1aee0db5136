"""MATLAB's display of a Python object: ``Python <type> with values:`` and a conversion hint
(list, tuple), ``with properties:`` (its public non-callable attributes, then its text), ``with
no properties.`` (a str, a dict...); objects with the buffer protocol show their values as a
MATLAB array."""

from __future__ import annotations

from typing import Any

import numpy as np
from runmat_builtins.display.matlab.numbers import real_scalar

def _indent(text: str) -> str:
    return "\n".join("    " + ln if ln else ln for ln in text.split("\n"))


def _prop_value(v: Any) -> str:
    from ._value import python_class

    if type(v) is float:
        return real_scalar(v, "short").strip()
    if type(v) is bool:
        return "1" if v else "0"
    return f"[1×1 {python_class(v)}]"


def _buffer(obj: Any) -> np.ndarray | None:
    if isinstance(obj, (np.ndarray, memoryview)) or type(obj).__name__ == "array":
        try:
            a = np.asarray(obj)
        except Exception:
            return None
        if a.dtype.kind in "biuf":
            return a.reshape(1, -1) if a.ndim == 1 else a.reshape(1, 1) if a.ndim == 0 else a
    return None


def python_text(obj: Any, name: str | None) -> str:
    from ._value import _properties

    tname = type(obj).__name__
    arr = _buffer(obj)
    if isinstance(obj, np.ndarray) and obj.dtype.kind in "TU":  # text: NumPy's own layout
        body = (f"  Python {tname}:\n\n{_indent(str(obj))}\n\n"
                "    Use details function to view the properties of the Python object.\n\n"
                "    Use string function to convert to a MATLAB array.\n")
        return f"{name} =\n\n{body}\n" if name else body
    if arr is not None and arr.ndim > 2:  # N-D: NumPy's own layout (the matrix display is 2-D)
        body = (f"  Python {tname}:\n\n{_indent(str(arr))}\n\n"
                "    Use details function to view the properties of the Python object.\n\n"
                "    Use double function to convert to a MATLAB array.\n")
    elif arr is not None:
        from runmat_builtins.display.matlab import body_lines

        body = (f"  Python {tname}:\n\n" + "\n".join(body_lines(np.asarray(arr, dtype=float), "short", False))
                + "\n\n    Use details function to view the properties of the Python object.\n\n"
                  "    Use double function to convert to a MATLAB array.\n")
    elif isinstance(obj, (list, tuple)):
        body = (f"  Python {tname} with values:\n\n{_indent(str(obj))}\n\n"
                "    Use string, double or cell function to convert to a MATLAB array.\n")
    else:
        props = _properties(obj)
        if props:
            w = max(len(n) for n, _ in props)
            lines = "".join(f"    {n.rjust(w)}: {_prop_value(v)}\n" for n, v in props)
            body = f"  Python {tname} with properties:\n\n{lines}\n{_indent(str(obj))}\n"
        else:
            body = f"  Python {tname} with no properties.\n\n{_indent(str(obj))}\n"
    return f"{name} =\n\n{body}\n" if name else body
