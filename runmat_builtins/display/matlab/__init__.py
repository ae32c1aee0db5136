"""MATLAB's Command Window display (the default mode; docs/display.md).

``display_text(name, value, fmt, spacing)`` is what ``name = value`` prints: ``x =``, a
blank line, the body (class header, blank line, elements), a blank line (``format
compact`` drops the blank lines). ``disp_text(value, fmt)`` is the body alone, without the
class header; an empty value shows nothing. Values that define
``__matlab_display_text__(name)`` (Map, table, datetime, MException, ...) show themselves.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from runmat_accel import GpuArray, download
from runmat_builtins.display.matlab import arrays, containers, numbers
from runmat_builtins.display.matlab.inline import handle_text
from runmat_builtins.values.core import STRING_DTYPE
from runmat_builtins.values.handles import FunctionHandle
from runmat_builtins.values.struct import StructArray

__all__ = ["body_lines", "disp_text", "display_text"]


def display_text(name: str, value: Any, fmt: str = "short", spacing: str = "loose") -> str:
    """What MATLAB prints for an unsuppressed ``name = value``."""
    hook = getattr(value, "__matlab_display_text__", None)
    if hook is not None:
        text = hook(name)
    elif type(value) is GpuArray and download(value).ndim <= 2:
        text = f"{name} =\n\n" + "\n".join(arrays.gpu_body(download(value), fmt)) + "\n\n"
    else:
        value = _host(value)
        if type(value) is np.ndarray and value.ndim > 2 and value.size and value.dtype != STRING_DTYPE:
            text = _pages(name, value, fmt)
        else:
            text = f"{name} =\n\n" + "\n".join(body_lines(value, fmt, True)) + "\n\n"
    if spacing == "compact":
        return "".join(ln for ln in text.splitlines(keepends=True) if ln.strip("\n"))
    return text


def disp_text(value: Any, fmt: str = "short") -> str:
    """What MATLAB's ``disp(value)`` prints, trailing newline included ('' for an empty value)."""
    hook = getattr(value, "__matlab_display_text__", None)
    if hook is not None:
        return hook(None)
    value = _host(value)
    if type(value) is np.ndarray and value.ndim > 2 and value.size and value.dtype != STRING_DTYPE:
        return _pages(None, value, fmt)
    lines = body_lines(value, fmt, False)
    return "\n".join(lines) + "\n" if lines else ""


def body_lines(v: Any, fmt: str, named: bool) -> list[str]:
    """The lines under ``x =`` (``named``) or of ``disp`` (class headers left out)."""
    t = type(v)
    if t is float and (fmt == "short" or fmt == "long"):  # the common case, without an array
        return [numbers.real_scalar(v, fmt)]
    if t is float or t is bool or t is complex:
        v = np.array([[v]])
        t = np.ndarray
    if t is np.ndarray:
        if v.dtype == STRING_DTYPE:
            return arrays.string_body(v, named)
        k = v.dtype.kind
        if k == "O":
            return containers.cell_body(v, named)
        if k == "U":
            return arrays.char_body(v, named)
        if v.ndim < 2:
            v = v.reshape(1, -1)
        return arrays.numeric_body(v, fmt, named)
    if isinstance(v, StructArray):
        return containers.struct_body(v, named)
    if isinstance(v, FunctionHandle):
        body = ["    " + handle_text(v)]
        return ["  function_handle with value:", "", *body] if named else body
    if isinstance(v, (int, np.integer, np.floating, np.bool_, np.complexfloating)):
        return body_lines(np.array(v).reshape(1, 1), fmt, named)
    if isinstance(v, str):
        return body_lines(np.array([list(v)], dtype="<U1"), fmt, named)
    cls = getattr(v, "matlab_class", None)
    cls = (cls() if callable(cls) else cls) or type(v).__name__
    return [f"  {cls} with no properties."]


def _host(v: Any) -> Any:
    return download(v) if type(v) is GpuArray else v


def _pages(name: str | None, a: np.ndarray, fmt: str) -> str:
    """An N-d array page by page: ``x(:,:,1) =``, blank line, the page, blank line (and one more
    between pages)."""
    pages = a.shape[2:]
    n = int(np.prod(pages))
    flat = a.reshape(a.shape[0], a.shape[1], n, order="F")
    out = []
    label = name or ""  # disp: "(:,:,1) ="
    for k in range(n):
        idx = np.unravel_index(k, pages, order="F")
        page = np.ascontiguousarray(flat[:, :, k])
        k = a.dtype.kind
        if k == "O":
            lines = containers.cell_grid(page)
        elif k == "U":
            lines = arrays.char_body(page, True)
        else:
            lines = arrays.numeric_body(page, fmt, False)
        out.append(f"{label}(:,:," + ",".join(str(i + 1) for i in idx) + ") =\n\n" + "\n".join(lines) + "\n\n")
    return "\n".join(out)  # pages are a blank line further apart
